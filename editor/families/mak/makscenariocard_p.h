// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the scenario card's files share (makscenariocard.cpp and one makscenariocard_<tab>.cpp
// per tab).

#include "families/mak/makscenariocard.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>

class QComboBox;
class QSpinBox;
class QTableWidget;
class QVBoxLayout;

namespace hexwright {

namespace makcard {

/// north, south, east, west.
const QStringList &edgeDirections();
/// The ways along an edge: east and west along a north or south edge, else north and south.
QStringList alongEdge(const QString &side);
QSpinBox *makeSpin(int minimum, int maximum, int value, const QString &name);
/// A combo of @p ids shown as @p names, on @p current (added if the list has not got it).
QComboBox *makeChoice(const QStringList &ids, const QStringList &names, const QString &current,
                      const QString &accessibleName);

/**
 * The editor of one list of the card (artillery, minefields, O.G.P. thresholds): a note, a
 * table with a row per item whose cells are the item's fields, and Add and Remove buttons.
 * What the buttons do is the card's: onAdd(), and onRemove() with the table's current row
 * (not called without one).
 */
class ListEditor : public QWidget
{
public:
    struct Texts
    {
        QString note;
        QString objectName; ///< of the table
        QString accessibleName; ///< of the table
        QStringList headings;
        QString add; ///< the Add button's text
        QString addObjectName;
        QString remove; ///< the Remove button's text
        QString removeObjectName;
    };

    explicit ListEditor(const Texts &texts, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    /// The editor's layout, for what a tab adds below it (a tab's margins: zero them when the
    /// editor is a part of a tab).
    QVBoxLayout *pageLayout() const { return m_layout; }

    std::function<void()> onAdd;
    std::function<void(int row)> onRemove;

private:
    QTableWidget *m_table = nullptr;
    QVBoxLayout *m_layout = nullptr;
};

/**
 * What a field of row @p row of a list does when it changes: unless the card is @p filling
 * its fields, it applies a change to that row of @p shown (the list as the table shows it)
 * and hands the whole list to @p set as one undo step, merging with the next edit of the same
 * field ("<mergePrefix>-<row>-<field>"). Call the result as changed(apply, field), apply
 * taking a Row &.
 */
template<typename Row>
auto rowChange(const bool &filling, QList<Row> &shown, int row,
               std::function<void(const QList<Row> &, const QString &)> set,
               const QString &mergePrefix)
{
    return [&filling, &shown, row, set, mergePrefix](auto &&apply, const QString &field) {
        if (filling)
            return;
        QList<Row> all = shown;
        if (row >= all.size())
            return;
        apply(all[row]);
        shown = all;
        set(all, QStringLiteral("%1-%2-%3").arg(mergePrefix).arg(row).arg(field));
    };
}

} // namespace makcard

} // namespace hexwright
