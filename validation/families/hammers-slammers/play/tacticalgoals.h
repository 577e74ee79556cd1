// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/play/game.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>

namespace hexwright::tactics {

/// A player's units on the map by hex.
using UnitIndex = QHash<HexCoord, QStringList>;

/// The on-map units of @p player by hex.
UnitIndex unitIndex(const Game &game, int player);
/// How many units of @p index stand in @p hex, @p except not counted.
int unitsAt(const UnitIndex &index, HexCoord hex, const QString &except);
/// Whether a unit of @p index other than @p unit passes @p test.
bool anyFriendOf(const Game &game, const UnitIndex &index, const UnitState &unit,
                 const std::function<bool(const UnitState &)> &test);
/// The distance from @p hex to the nearest of @p goals (a large number when there is none).
int distanceTo(const QList<HexCoord> &goals, HexCoord hex);

/**
 * What the victory conditions ask of one player, read once per phase: the hexes worth standing
 * on (every zone a condition names, hold, occupy, majority, garrison, first-to-hex alike, since
 * whoever does not take them must deny them; each hex of a search zone not yet entered; objects
 * lying on the map and enemy carriers of objects), the edge his units score by leaving, and the
 * hexes he guards (his objectives, and the edge an enemy scores by leaving): an enemy near those is
 * a threat to answer first.
 */
struct Objectives
{
    /// Which units a condition counts (its colours: and unit_types:; empty: every unit).
    struct Counted
    {
        QStringList colours;
        QStringList types;
        bool counts(const UnitState &unit) const;
    };

    QList<HexCoord> hexes; ///< hexes each worth a unit (majority, garrison, objects), sorted
    /// The cities a garrison condition scores only when each of their hexes holds a unit.
    QList<QList<HexCoord>> cities;
    /// Zones one unit anywhere in takes (hold, occupy, first to reach, search).
    QList<QList<HexCoord>> zones;
    QList<Counted> zoneCounts; ///< parallel to zones: the units that take each
    /// Hexes a counted unit of this player wins the game by entering (first to a hex, occupy
    /// by a turn): such a move is taken at once, onto a friend if need be.
    QHash<HexCoord, Counted> winning;
    /// Hexes a counted unit of an enemy wins the game by entering (occupying them by a turn):
    /// an enemy that can reach one must be stopped first.
    QHash<HexCoord, Counted> denied;
    /// The hexes of the objects lying free to be collected (their carriers' home aside).
    QSet<HexCoord> pickUps;
    QList<HexCoord> exitEdge; ///< the edge this player's units leave by; empty: none
    /// The hexes this player guards, each with the enemy units that threaten it: those an
    /// enemy's condition counts there (a zone only red units take fears no tan unit).
    QHash<HexCoord, Counted> guarded;
    /// Adds @p hex to guarded, threatened by @p counted (joined with what threatens it
    /// already: any unit once a condition counts every unit).
    void guard(HexCoord hex, const Counted &counted = {});
    /// Whether enemy unit @p enemy, able to move @p reach hexes, threatens a guarded hex.
    bool threatens(const UnitState &enemy, int reach) const;
    /// The last turn whose end decides a condition (hold at the end of turn N, exit by turn
    /// N, the game's length): the turn to be on the objective.
    int decisiveTurn = 0;
    /// An enemy wins by eliminating this player's side: keeping units alive is the goal.
    bool survive = false;
};

/// The objectives of @p player in @p game now.
Objectives objectivesFor(const Game &game, int player);

/// Whether @p player defends: a side of his is the scenario's defender, or (none of his sides
/// has a role) a victory condition makes one of his sides hold hexes.
bool defends(const GameContext &context, int player);

/**
 * The hexes unit @p unit wants to reach: home when it carries an object, its exit edge when
 * its side scores by leaving, else the objectives no other friendly unit stands on and whose
 * terrain it or a friend may enter (spread over the units; of garrisoned cities, the hexes missing
 * from those begun first), else none for a side the enemy wins by wiping out (it keeps its ground),
 * else the enemy units, those threatening what @p objectives guards first (those the enemy's
 * condition counts there).
 */
QList<HexCoord> goalsFor(const Game &game, const Objectives &objectives, const UnitIndex &friends,
                         const UnitState &unit);

} // namespace hexwright::tactics
