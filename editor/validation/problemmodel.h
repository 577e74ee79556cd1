// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QAbstractItemModel>
#include <QColor>
#include <QSet>

namespace hexwright {

/**
 * The problems of the open scenario as a tree: one group per side (its name and colour, in
 * the scenario's order), one for the scenario as a whole, and one for the problems of a file
 * (found while loading, or why a file could not be opened) first; under each, one row per
 * problem with its message, code and hexes, errors first.
 *
 * Severities can be hidden and a text filters the rows (message, code, hex label); the counts
 * are always of every problem. Groups with nothing to show are left out.
 */
class ProblemModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { MessageColumn, CodeColumn, HexColumn, ColumnCount };
    enum Role {
        SeverityRole = Qt::UserRole, ///< int (Severity) of a problem; of a group its worst
        CodeRole, ///< QString
        SubjectKindRole, ///< QString
        SubjectIdRole, ///< QString
        SideRole, ///< QString: the side id (groups too; empty for the scenario and files)
        GroupKeyRole, ///< QString: "file", "scenario" or "side:<id>" (groups and problems)
        IsGroupRole, ///< bool
        ProblemTextRole, ///< QString: "line:col severity[code] message", as problems() says
    };

    /// A side as its group shows it.
    struct SideLabel
    {
        QString id;
        QString name;
        QColor colour;
    };

    explicit ProblemModel(QObject *parent = nullptr);

    /// The problems to show: @p fileProblems of the file named @p fileName in the file group
    /// titled @p fileTitle, the others by their side. @p file is the scenario's display name
    /// (problems of another file say which), @p labelDigits the digits of its hex labels.
    void setProblems(const Diagnostics &diagnostics, const QList<SideLabel> &sides,
                     const QString &file, int labelDigits, const Diagnostics &fileProblems = {},
                     const QString &fileTitle = QString(), const QString &fileName = QString());
    void clear();

    bool isSeverityShown(Severity severity) const { return !m_hidden.contains(int(severity)); }
    void setSeverityShown(Severity severity, bool shown);
    QString filterText() const { return m_filter; }
    void setFilterText(const QString &text);

    /// How many problems of @p severity there are, shown or not.
    int count(Severity severity) const;
    /// Every problem (file problems first), shown or not, in the order of the tree.
    Diagnostics allProblems() const;
    /// The problems the filters let through, in the order of the tree.
    Diagnostics shownProblems() const;
    /// Each problem as one line of text, shown or not (see ProblemTextRole).
    QStringList problemTexts() const;

    /// The problem on @p index, or null for a group or an invalid index.
    const Diagnostic *problem(const QModelIndex &index) const;
    /// The group row of @p key, or an invalid index when it is not shown.
    QModelIndex groupIndex(const QString &key) const;
    /// The row of the first shown problem equal to @p diagnostic, or an invalid index.
    QModelIndex indexOf(const Diagnostic &diagnostic) const;

    QModelIndex index(int row, int column,
                      const QModelIndex &parent = QModelIndex()) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    /// "line:col severity[code] message", "file:" first when @p file is another file.
    static QString problemText(const Diagnostic &diagnostic, const QString &file);

private:
    struct Group
    {
        QString key;
        QString title;
        QString file; ///< the file its problems are about
        QColor colour; ///< invalid: no swatch
        QList<Diagnostic> problems; ///< all of them, errors first
        QList<int> shown; ///< indexes into problems that pass the filters
    };

    void rebuild();
    bool passes(const Diagnostic &diagnostic) const;
    QString hexText(const Diagnostic &diagnostic) const;

    QList<Group> m_all; ///< every group, also those with nothing shown
    QList<int> m_shownGroups; ///< indexes into m_all of the groups in the tree
    int m_digits = 2;
    QSet<int> m_hidden; ///< severities hidden
    QString m_filter;
};

} // namespace hexwright
