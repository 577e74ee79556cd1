// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

class HexMap;
struct PanelLibrary;
struct Ruleset;

/**
 * The reinforcement schedule's edits as plain functions on copies of the scenario's parts,
 * so the dock only builds new values and pushes them as undo commands (one macro per user
 * action), and every rule here is tested without a window.
 *
 * Units arrive with a reinforcement through their force entries (Placement::Kind::
 * Reinforcement). Moving part of an entry splits it; returning units off-board merges them
 * into an identical off-board entry of the side, so moving units back and forth leaves the
 * roster as it was.
 */
namespace schedule {

/// Field by field equality (positions in the file aside): whether an edit changed anything.
bool sameData(const ForceEntry &a, const ForceEntry &b);
bool sameData(const Reinforcement &a, const Reinforcement &b);
bool sameData(const QList<ForceEntry> &a, const QList<ForceEntry> &b);
bool sameData(const QList<Reinforcement> &a, const QList<Reinforcement> &b);

/// The edges a reinforcement can enter by, in the order the editor offers them.
QStringList edgeSides();

/// A reinforcement id that is not yet taken: "<side>-turn<turn>", then "-2", "-3", ...
QString uniqueReinforcementId(const Scenario &scenario, const QString &side, int turn);

/// The force entries that arrive with reinforcement @p id, in roster order.
QList<ForceEntry> unitsOf(const Scenario &scenario, const QString &reinforcementId);

/// Whether two entries are the same kind of unit bought the same way (side, colour, type,
/// options and note), so their counts can be merged into one line.
bool sameKind(const ForceEntry &a, const ForceEntry &b);

/**
 * Moves @p count units of entry @p forceId to reinforcement @p reinforcementId. The whole
 * entry moves when @p count is its count or more; otherwise it is split and the moved part
 * gets a new id. Units join an entry of the same kind already in the reinforcement.
 * Returns @p forces unchanged when the entry does not exist or @p count < 1.
 */
QList<ForceEntry> moveToReinforcement(QList<ForceEntry> forces, const QString &forceId, int count,
                                      const QString &reinforcementId);
/// Returns @p count units of entry @p forceId off-board (split like moveToReinforcement(),
/// merged into an identical off-board entry of the side when there is one).
QList<ForceEntry> moveOffBoard(QList<ForceEntry> forces, const QString &forceId, int count);
/// Every unit of reinforcement @p reinforcementId returned off-board.
QList<ForceEntry> returnAllOffBoard(QList<ForceEntry> forces, const QString &reinforcementId);

/// A scenario's forces and reinforcements after an edit that changes both.
struct ScheduleParts
{
    QList<ForceEntry> forces;
    QList<Reinforcement> reinforcements;
};

/// Deletes reinforcement @p id: its units go back off-board and die rolls that re-roll
/// against it no longer do.
ScheduleParts deleteReinforcement(const Scenario &scenario, const QString &id);
/// Changes the side of reinforcement @p id; its units, which belong to the old side, go
/// back off-board.
ScheduleParts changeSide(const Scenario &scenario, const QString &id, const QString &side);
/// A copy of reinforcement @p id (same side, turn and entry, no units: a unit arrives once)
/// appended after it under a new id; the new id goes to @p newId.
QList<Reinforcement> duplicateReinforcement(const Scenario &scenario, const QString &id,
                                            QString *newId = nullptr);

/**
 * The full hexes along an edge of the assembled map: on a flat-top map, for north and south
 * the first (last) playable hex of every column of each named panel, for east and west the
 * first (last) column of each named panel that has playable hexes; on a pointy-top map the
 * same turned a quarter (the first or last row for north and south, the first or last hex of
 * every row for east and west). Directions are the map's, whatever a
 * panel's rotation. With no panels named it is the whole map's edge: the same hexes of
 * every panel, kept only where no playable hex lies further out in that direction and on
 * the map's outermost line (so the open top of a lower panel in an L-shaped layout is not
 * part of the north edge). An edge with an anchor keeps the anchor and the hexes beyond it
 * toward its direction (the anchor alone without a direction). Sorted by column, then row.
 */
QList<OffsetCoord> edgeHexes(const Scenario &scenario, const PanelLibrary &panels,
                             const HexMap &map, const EdgeSpec &edge);

/// Which edge of the map @p hex is nearest to: north, south, east or west.
QString nearestEdge(const HexMap &map, OffsetCoord hex);

/// "3 Tanks, 2 Armored Personnel Carriers"; "no units" when there are none.
QString unitsSummary(const QList<ForceEntry> &units, const Ruleset &ruleset);
/// "the north edge of panels 1 and 2", "the south edge of the map".
QString edgeSummary(const EdgeSpec &edge);
/// How a reinforcement enters: "enter on the south road at 0812", "paradrop onto Drop zone".
QString entrySummary(const Scenario &scenario, const HexMap &map, const Entry &entry);
/// A short tag for the entry kind: "Edge", "Road", "Zone", "Paradrop", "Die roll".
QString entryKindName(Entry::Kind kind);
/// One line: "Turn 1, Blue: 3 Tanks, 5 Infantry; enter on the south road at 0812".
QString reinforcementSummary(const Scenario &scenario, const Ruleset &ruleset, const HexMap &map,
                             const Reinforcement &reinforcement);

/// The sides in move order (then file order), the timeline's rows.
QList<Side> sidesInMoveOrder(const Scenario &scenario);

} // namespace schedule

} // namespace hexwright
