// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a family gives the printed unit cards and side sheets (FamilyRules::unitCard() and
// sideSheetSections()): plain texts and numbers, already worded, so the sheets
// (export/unitcards.h, export/sidesheets.h) lay them out without knowing the game.

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

/// One labelled value of a card or a sheet: "Move" 6", "Armour" Medium. A provisional value
/// is ours, not the rules': it prints marked, with a footnote.
struct PrintedCell
{
    QString label;
    QString value;
    bool provisional = false;
};

/// A small table: its column headers and rows of texts (a row may be shorter than the
/// headers; the missing cells print empty).
struct PrintedTable
{
    QStringList headers;
    QList<QStringList> rows;

    bool isEmpty() const { return rows.isEmpty(); }
};

/**
 * A unit card: the title, the category over it, the stat cells in order, an attack table and
 * the special rules, each a line "Name: what it does". Generic enough for any game whose
 * units are cards; every text is translated and final.
 */
struct UnitCardFacts
{
    QString unitTypeId;
    QString title; ///< "Assault Hero"
    QString category; ///< "Hero"; may be empty
    QList<PrintedCell> stats;
    PrintedTable attacks;
    QString attacksNote; ///< under the attack table: "* blast: ..."; may be empty
    QStringList specialRules;

    /// Whether any stat cell is provisional (the card then prints the footnote).
    bool hasProvisional() const
    {
        for (const PrintedCell &cell : stats) {
            if (cell.provisional)
                return true;
        }
        return false;
    }
};

/**
 * A section of a side sheet: a heading and what follows it. Lines are paragraphs; a track
 * is a row of numbered boxes to tick, trackFrom down (or up) to trackTo (a morale counter
 * 10..0); a table has headers and rows. A secret section is printed only on the sheet of the
 * side it belongs to, and marked secret there.
 */
struct SheetSection
{
    enum class Kind { Lines, Track, Table };

    Kind kind = Kind::Lines;
    QString id; ///< what the section is, for tests: "faction", "pool", "goal", "morale"...
    QString heading;
    QStringList lines; ///< Lines; and for Track and Table, paragraphs after them
    int trackFrom = 0;
    int trackTo = 0;
    QList<PrintedCell> cells; ///< Lines: labelled values before the lines
    PrintedTable table;
    bool secret = false;

    /// The numbers of a track in order, trackFrom first.
    QList<int> trackValues() const
    {
        QList<int> values;
        const int step = trackTo < trackFrom ? -1 : 1;
        for (int v = trackFrom;; v += step) {
            values.append(v);
            if (v == trackTo)
                break;
        }
        return values;
    }
};

} // namespace hexwright
