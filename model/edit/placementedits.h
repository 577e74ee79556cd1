// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

/**
 * Setting units up: the force-list arithmetic behind dragging roster lines onto the map,
 * moving stacks and sending units back off board. Each function takes the scenario's force
 * entries and returns the new list, for one ChangeForces command; the lists are left as they
 * are when nothing would change.
 *
 * Units of one kind (same side, colour, unit type, options and note) that end up set up
 * in the same place join one entry, so dropping tanks one by one on a hex gives "2 Tanks"
 * and sending them back off board gives back the line they came from.
 */

/// Whether two entries hold the same kind of unit (everything but id, count and placement).
bool sameUnits(const ForceEntry &a, const ForceEntry &b);
bool samePlacement(const Placement &a, const Placement &b);

/// An id for a new entry split off @p base: "base-2", "base-3", ... unused in @p forces.
QString splitEntryId(const QList<ForceEntry> &forces, const QString &base);

/// Splits @p count units off entry @p id into a new entry right after it (same placement).
/// Returns the list unchanged when @p count is not between 1 and the entry's count - 1.
/// @p newId receives the new entry's id.
QList<ForceEntry> splitEntry(const QList<ForceEntry> &forces, const QString &id, int count,
                             QString *newId = nullptr);

/// Sets up @p count units of entry @p id at @p target (the whole entry when @p count is at
/// least its count): they leave their entry (split if only some go) and join an entry of
/// the same units already there, if any. @p placedId receives the id of the entry that
/// holds them afterwards.
QList<ForceEntry> placeUnits(const QList<ForceEntry> &forces, const QString &id, int count,
                             const Placement &target, QString *placedId = nullptr);

/// Returns @p count units of entry @p id off board (all of them by default), joining an
/// identical off-board entry.
QList<ForceEntry> returnOffBoard(const QList<ForceEntry> &forces, const QString &id,
                                 int count = -1);

/// The entries set up on @p hex, bottom of the stack first.
QStringList entriesOnHex(const QList<ForceEntry> &forces, OffsetCoord hex);
/// The units set up on @p hex (the sum of the entries' counts).
int unitsOnHex(const QList<ForceEntry> &forces, OffsetCoord hex);

/// A stack: the hex and what is set up on it.
struct HexStack
{
    OffsetCoord hex;
    int entries = 0;
    int units = 0;
};

/// Every hex with units set up on it, by column then row.
QList<HexStack> hexStacks(const QList<ForceEntry> &forces);

/// Moves every entry set up on @p from to @p to (joining identical entries there).
QList<ForceEntry> moveStack(const QList<ForceEntry> &forces, OffsetCoord from, OffsetCoord to);

/// Placement helpers.
Placement hexPlacement(OffsetCoord hex);
Placement zonePlacement(const QString &zoneId);
Placement offBoardPlacement();

} // namespace hexwright
