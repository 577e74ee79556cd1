// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/charttablemodel.h"

#include "charts/chartedits.h"

#include <QApplication>
#include <QPalette>

namespace hexwright {

namespace {

quint64 keyOf(int row, int column)
{
    return (quint64(quint32(row)) << 32) | quint32(column);
}

} // namespace

QColor provisionalTint(const QColor &base)
{
    // Amber over the base: light on a light palette, dark on a dark one.
    const QColor amber(240, 176, 32);
    const double share = 0.3;
    return QColor::fromRgbF(float(base.redF() * (1 - share) + amber.redF() * share),
                            float(base.greenF() * (1 - share) + amber.greenF() * share),
                            float(base.blueF() * (1 - share) + amber.blueF() * share));
}

ChartTableModel::ChartTableModel(ChartEdits *edits, QObject *parent)
    : QAbstractTableModel(parent)
    , m_edits(edits)
{
    connect(edits, &ChartEdits::cellChanged, this, [this](int chart, int row, int column) {
        if (chart != m_index)
            return;
        const QModelIndex at = index(row, column);
        Q_EMIT dataChanged(at, at);
        revalidate();
    });
    connect(edits, &ChartEdits::chartsReset, this, [this] {
        beginResetModel();
        endResetModel();
        revalidate();
    });
}

const Chart *ChartTableModel::chart() const
{
    const QList<Chart> &charts = m_edits->charts();
    return m_index >= 0 && m_index < charts.size() ? &charts.at(m_index) : nullptr;
}

void ChartTableModel::setChartIndex(int index)
{
    beginResetModel();
    m_index = index;
    endResetModel();
    revalidate();
}

void ChartTableModel::revalidate()
{
    const QHash<quint64, QStringList> before = m_problemsAt;
    m_problems = chart() ? validateChart(*chart()) : QList<ChartProblem>();
    m_problemsAt.clear();
    for (const ChartProblem &p : std::as_const(m_problems))
        m_problemsAt[keyOf(p.row, p.column)].append(p.message);
    // Cells whose problems came or went are repainted.
    QList<quint64> changed;
    for (auto it = before.cbegin(); it != before.cend(); ++it) {
        if (m_problemsAt.value(it.key()) != it.value())
            changed.append(it.key());
    }
    for (auto it = m_problemsAt.cbegin(); it != m_problemsAt.cend(); ++it) {
        if (!before.contains(it.key()))
            changed.append(it.key());
    }
    for (quint64 key : std::as_const(changed)) {
        const QModelIndex at = index(int(key >> 32), int(key & 0xffffffffu));
        Q_EMIT dataChanged(at, at);
    }
    Q_EMIT problemsChanged();
}

int ChartTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !chart() ? 0 : int(chart()->rows.size());
}

int ChartTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() || !chart() ? 0 : int(chart()->columns.size());
}

QVariant ChartTableModel::data(const QModelIndex &index, int role) const
{
    const ChartCell *cell = chart() ? chart()->cell(index.row(), index.column()) : nullptr;
    if (!cell)
        return {};
    const QStringList problems = m_problemsAt.value(keyOf(index.row(), index.column()));
    switch (role) {
    case Qt::DisplayRole:
        return cell->provisional ? cell->text + QStringLiteral(" *") : cell->text;
    case Qt::EditRole:
        return cell->text;
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    case Qt::BackgroundRole:
        if (cell->provisional)
            return provisionalTint(QApplication::palette().color(QPalette::Base));
        return {};
    case Qt::ForegroundRole:
        if (!problems.isEmpty())
            return QApplication::palette().color(QPalette::Text).lightness() > 128
                ? QColor(255, 110, 100)
                : QColor(190, 20, 20);
        return {};
    case Qt::ToolTipRole: {
        QStringList tip;
        tip.append(cell->provisional ? tr("Provisional: our value, not the book's. Type the "
                                          "printed value to replace it.")
                                     : tr("The book's value, or one you typed."));
        tip.append(problems);
        return tip.join(QLatin1Char('\n'));
    }
    case ProvisionalRole:
        return cell->provisional;
    case ProblemRole:
        return problems.join(QLatin1Char('\n'));
    default:
        return {};
    }
}

bool ChartTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid())
        return false;
    return m_edits->typeCell(m_index, index.row(), index.column(), value.toString());
}

Qt::ItemFlags ChartTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

QVariant ChartTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if ((role != Qt::DisplayRole && role != Qt::ToolTipRole) || !chart())
        return {};
    const QStringList &headings = orientation == Qt::Horizontal ? chart()->columns : chart()->rows;
    if (section < 0 || section >= headings.size())
        return {};
    return headings.at(section);
}

} // namespace hexwright
