// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset/charttable.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QHash>

namespace hexwright {

class ChartEdits;

/**
 * One chart of a ChartEdits as an editable table: the chart's headings as the header, its
 * cells as text. A provisional cell (our value, not the book's) is tinted and marked with a
 * star; a cell that fails one of the chart's checks is shown in the error colour with the
 * reason in its tool tip. Typing a value goes through ChartEdits::typeCell(), one undo step.
 */
class ChartTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// Whether a cell is provisional (bool).
    static constexpr int ProvisionalRole = Qt::UserRole + 1;
    /// A cell's problems, joined by new lines; empty when it passes.
    static constexpr int ProblemRole = Qt::UserRole + 2;

    explicit ChartTableModel(ChartEdits *edits, QObject *parent = nullptr);

    /// Shows chart @p index of the edits.
    void setChartIndex(int index);
    int chartIndex() const { return m_index; }
    /// Every problem of the shown chart as it stands.
    const QList<ChartProblem> &problems() const { return m_problems; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    /// The shown chart's problems changed.
    void problemsChanged();

private:
    const Chart *chart() const;
    void revalidate();

    ChartEdits *m_edits;
    int m_index = -1;
    QList<ChartProblem> m_problems;
    QHash<quint64, QStringList> m_problemsAt; ///< (row << 32 | column) -> messages
};

/// The tint of a provisional cell on @p base (the view's base colour): amber over it.
QColor provisionalTint(const QColor &base);

} // namespace hexwright
