// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/problemmodel.h"

#include <QApplication>
#include <QIcon>
#include <QPainter>
#include <QPixmap>
#include <QStyle>

#include <algorithm>

namespace hexwright {

namespace {

const QString FileKey = QStringLiteral("file");
const QString ScenarioKey = QStringLiteral("scenario");
const QString SidePrefix = QStringLiteral("side:");

QIcon severityIcon(Severity severity)
{
    QStyle *style = QApplication::style();
    switch (severity) {
    case Severity::Error:
        return style->standardIcon(QStyle::SP_MessageBoxCritical);
    case Severity::Warning:
        return style->standardIcon(QStyle::SP_MessageBoxWarning);
    case Severity::Info:
        break;
    }
    return style->standardIcon(QStyle::SP_MessageBoxInformation);
}

QIcon swatch(const QColor &colour)
{
    QPixmap pixmap(14, 14);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(colour.darker(160));
    painter.setBrush(colour);
    painter.drawRect(QRectF(0.5, 0.5, 13, 13));
    return QIcon(pixmap);
}

/// Errors before warnings before information, then in file order.
bool before(const Diagnostic &a, const Diagnostic &b)
{
    if (a.severity != b.severity)
        return int(a.severity) < int(b.severity);
    if (a.line != b.line)
        return a.line < b.line;
    return a.column < b.column;
}

Severity worst(const QList<Diagnostic> &problems, const QList<int> &shown)
{
    Severity result = Severity::Info;
    for (int i : shown)
        result = std::min(result, problems.at(i).severity,
                          [](Severity a, Severity b) { return int(a) < int(b); });
    return result;
}

} // namespace

ProblemModel::ProblemModel(QObject *parent)
    : QAbstractItemModel(parent)
{ }

void ProblemModel::setProblems(const Diagnostics &diagnostics, const QList<SideLabel> &sides,
                               const QString &file, int labelDigits,
                               const Diagnostics &fileProblems, const QString &fileTitle,
                               const QString &fileName)
{
    m_digits = std::max(2, labelDigits);
    QList<Group> groups;
    if (!fileProblems.isEmpty())
        groups.append({FileKey,
                       fileTitle.isEmpty() ? tr("File") : fileTitle,
                       fileName.isEmpty() ? file : fileName,
                       {},
                       fileProblems,
                       {}});
    Group scenario {ScenarioKey, tr("Scenario"), file, {}, {}, {}};
    QList<Group> bySide;
    for (const SideLabel &side : sides)
        bySide.append({SidePrefix + side.id,
                       side.name.isEmpty() ? side.id : side.name,
                       file,
                       side.colour,
                       {},
                       {}});
    for (const Diagnostic &d : diagnostics) {
        if (d.side.isEmpty()) {
            scenario.problems.append(d);
            continue;
        }
        auto found = std::find_if(bySide.begin(), bySide.end(),
                                  [&d](const Group &g) { return g.key == SidePrefix + d.side; });
        if (found == bySide.end()) {
            // A side the scenario does not have (any more): its id is all there is.
            bySide.append({SidePrefix + d.side, d.side, file, {}, {}, {}});
            found = bySide.end() - 1;
        }
        found->problems.append(d);
    }
    groups.append(scenario);
    groups += bySide;
    for (Group &g : groups)
        std::stable_sort(g.problems.begin(), g.problems.end(), before);
    beginResetModel();
    m_all = groups;
    rebuild();
    endResetModel();
}

void ProblemModel::clear()
{
    beginResetModel();
    m_all.clear();
    m_shownGroups.clear();
    endResetModel();
}

void ProblemModel::setSeverityShown(Severity severity, bool shown)
{
    if (isSeverityShown(severity) == shown)
        return;
    beginResetModel();
    if (shown)
        m_hidden.remove(int(severity));
    else
        m_hidden.insert(int(severity));
    rebuild();
    endResetModel();
}

void ProblemModel::setFilterText(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed == m_filter)
        return;
    beginResetModel();
    m_filter = trimmed;
    rebuild();
    endResetModel();
}

bool ProblemModel::passes(const Diagnostic &d) const
{
    if (m_hidden.contains(int(d.severity)))
        return false;
    if (m_filter.isEmpty())
        return true;
    return d.message.contains(m_filter, Qt::CaseInsensitive)
        || d.code.contains(m_filter, Qt::CaseInsensitive)
        || d.subjectId.contains(m_filter, Qt::CaseInsensitive)
        || std::any_of(d.hexes.begin(), d.hexes.end(), [this](const OffsetCoord &hex) {
               return formatHexLabel(hex, m_digits).contains(m_filter);
           });
}

void ProblemModel::rebuild()
{
    m_shownGroups.clear();
    for (qsizetype g = 0; g < m_all.size(); ++g) {
        Group &group = m_all[g];
        group.shown.clear();
        for (qsizetype i = 0; i < group.problems.size(); ++i) {
            if (passes(group.problems.at(i)))
                group.shown.append(int(i));
        }
        if (!group.shown.isEmpty())
            m_shownGroups.append(int(g));
    }
}

int ProblemModel::count(Severity severity) const
{
    int n = 0;
    for (const Group &g : m_all)
        n += int(std::count_if(g.problems.begin(), g.problems.end(),
                               [severity](const Diagnostic &d) { return d.severity == severity; }));
    return n;
}

Diagnostics ProblemModel::allProblems() const
{
    Diagnostics all;
    for (const Group &g : m_all)
        all += g.problems;
    return all;
}

Diagnostics ProblemModel::shownProblems() const
{
    Diagnostics shown;
    for (int g : m_shownGroups) {
        for (int i : m_all.at(g).shown)
            shown.append(m_all.at(g).problems.at(i));
    }
    return shown;
}

QStringList ProblemModel::problemTexts() const
{
    QStringList texts;
    for (const Group &g : m_all) {
        for (const Diagnostic &d : g.problems)
            texts.append(problemText(d, g.file));
    }
    return texts;
}

QString ProblemModel::problemText(const Diagnostic &d, const QString &file)
{
    QString where;
    // Problems found in another file (the ruleset, the panels) say which one.
    if (!d.file.isEmpty() && d.file != file)
        where = d.file + QLatin1Char(':');
    if (d.line > 0)
        where += QStringLiteral("%1:%2").arg(d.line).arg(d.column);
    return QStringLiteral("%1%2%3[%4] %5")
        .arg(where, where.isEmpty() ? QString() : QStringLiteral(" "), severityName(d.severity),
             d.code, d.message);
}

QString ProblemModel::hexText(const Diagnostic &d) const
{
    // The first hex, the one going there shows; the tool tip lists them all.
    if (d.hexes.isEmpty())
        return {};
    const QString first = formatHexLabel(d.hexes.first(), m_digits);
    return d.hexes.size() == 1 ? first : tr("%1 +%2").arg(first).arg(d.hexes.size() - 1);
}

const Diagnostic *ProblemModel::problem(const QModelIndex &index) const
{
    if (!index.isValid() || index.internalId() == 0)
        return nullptr;
    const Group &group = m_all.at(m_shownGroups.at(int(index.internalId() - 1)));
    return &group.problems.at(group.shown.at(index.row()));
}

QModelIndex ProblemModel::groupIndex(const QString &key) const
{
    for (qsizetype row = 0; row < m_shownGroups.size(); ++row) {
        if (m_all.at(m_shownGroups.at(row)).key == key)
            return createIndex(int(row), 0, quintptr(0));
    }
    return {};
}

QModelIndex ProblemModel::indexOf(const Diagnostic &diagnostic) const
{
    for (qsizetype row = 0; row < m_shownGroups.size(); ++row) {
        const Group &group = m_all.at(m_shownGroups.at(row));
        for (qsizetype i = 0; i < group.shown.size(); ++i) {
            if (group.problems.at(group.shown.at(i)) == diagnostic)
                return createIndex(int(i), 0, quintptr(row + 1));
        }
    }
    return {};
}

QModelIndex ProblemModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    if (!parent.isValid())
        return createIndex(row, column, quintptr(0));
    return createIndex(row, column, quintptr(parent.row() + 1));
}

QModelIndex ProblemModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int ProblemModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_shownGroups.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_all.at(m_shownGroups.at(parent.row())).shown.size());
}

int ProblemModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant ProblemModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    if (index.internalId() == 0) {
        const Group &group = m_all.at(m_shownGroups.at(index.row()));
        switch (role) {
        case Qt::DisplayRole:
            if (index.column() == MessageColumn)
                return tr("%1 (%2)").arg(group.title).arg(group.shown.size());
            break;
        case Qt::DecorationRole:
            if (index.column() == MessageColumn && group.colour.isValid())
                return swatch(group.colour);
            break;
        case Qt::FontRole:
            if (index.column() == MessageColumn) {
                QFont font;
                font.setBold(true);
                return font;
            }
            break;
        case SeverityRole:
            return int(worst(group.problems, group.shown));
        case SideRole:
            return group.key.startsWith(SidePrefix) ? group.key.mid(SidePrefix.size()) : QString();
        case GroupKeyRole:
            return group.key;
        case IsGroupRole:
            return true;
        default:
            break;
        }
        return {};
    }

    const Group &group = m_all.at(m_shownGroups.at(int(index.internalId() - 1)));
    const Diagnostic &d = group.problems.at(group.shown.at(index.row()));
    switch (role) {
    case Qt::DisplayRole:
        switch (index.column()) {
        case MessageColumn:
            return d.message;
        case CodeColumn:
            return d.code;
        case HexColumn:
            return hexText(d);
        default:
            break;
        }
        break;
    case Qt::DecorationRole:
        if (index.column() == MessageColumn)
            return severityIcon(d.severity);
        break;
    case Qt::ToolTipRole: {
        QString tip = d.toText();
        if (!d.path.isEmpty())
            tip += QLatin1Char('\n') + d.path;
        if (d.hexes.size() > 1) {
            QStringList labels;
            for (const OffsetCoord &hex : d.hexes)
                labels.append(formatHexLabel(hex, m_digits));
            tip += QLatin1Char('\n') + labels.join(QStringLiteral(", "));
        }
        return tip;
    }
    case SeverityRole:
        return int(d.severity);
    case CodeRole:
        return d.code;
    case SubjectKindRole:
        return d.subjectKind;
    case SubjectIdRole:
        return d.subjectId;
    case SideRole:
        return d.side;
    case GroupKeyRole:
        return group.key;
    case IsGroupRole:
        return false;
    case ProblemTextRole:
        return problemText(d, group.file);
    default:
        break;
    }
    return {};
}

QVariant ProblemModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case MessageColumn:
        return tr("Problem");
    case CodeColumn:
        return tr("Check");
    case HexColumn:
        return tr("Hex");
    default:
        break;
    }
    return {};
}

Qt::ItemFlags ProblemModel::flags(const QModelIndex &index) const
{
    if (!index.isValid())
        return Qt::NoItemFlags;
    Qt::ItemFlags flags = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.internalId() != 0)
        flags |= Qt::ItemNeverHasChildren;
    return flags;
}

} // namespace hexwright
