// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/// One weapon of a unit in play: rounds left (-1: unlimited), drained or broken [11.0], and
/// how often it fired this phase.
struct MakWeaponState
{
    int rounds = -1;
    bool broken = false;
    int firedThisPhase = 0;
};

/// One unit (counter) in play.
struct MakUnitState
{
    /// Air: an aircraft on the air commitment card [10.1]; Carried: cargo of a vehicle [13.1].
    enum class Status { Waiting, OnMap, Eliminated, Air, Carried };

    QString id;
    QString type;
    int player = 0;
    Status status = Status::OnMap;
    OffsetCoord hex;
    double mpLeft = 0;
    bool moved = false; ///< moved this phase: no offensive attack [5.3]
    bool attacked = false; ///< made its offensive attack this phase
    bool closeQuarters = false; ///< entered an enemy hex this phase: may attack in it [9.0]
    bool immobilized = false; ///< M [5.1.2]
    bool disarmed = false; ///< A: no attacks for the rest of the game [5.1.2]
    bool moraleBroken = false; ///< infantry [14.3]
    bool attackedWhileBroken = false;
    bool scored = false; ///< already counted for the enemy's O.G.P.
    int arrives = 0; ///< Waiting: the turn it enters
    /// Air: its mission this turn: "" (not yet committed), air, ground, used, idle [10.1].
    QString mission;
    QStringList equipment; ///< Air: equipment marker ids left to use [12.4]
    QString carriedBy; ///< Carried: the vehicle's id [13.1]
    bool requested = false; ///< requested off-board artillery this turn [17.1.3]
    bool unloaded = false; ///< unloaded this phase: may not attack [13.1.4]
    QList<MakWeaponState> weapons;
    /// Eliminated by leaving the game: "withdrawn", an aircraft withdrawn in the air phase
    /// [10.1.4]; "exited", off the map by an edge (a pilot, or a vehicle carrying one)
    /// [18.2.3]. Not a loss.
    QString left;
    bool charging = false; ///< infantry charging this phase: -1 to defensive fire [14.2.2]
    bool boosting = false; ///< a booster move this phase: 12B, 1 hex a point [19.5.3]
    int boostsUsed = 0; ///< turns the booster has been used (two a scenario)
    QStringList antiAircraftFired; ///< boosting: enemies that fired at it this phase
    bool landed = false; ///< a Hornisse on the ground as its PK41, split [10.6]
    bool concealed = false; ///< under a concealment marker [15.4]
    bool captured = false; ///< exited: a pilot who left the map the wrong way [18.2.3]

    bool onMap() const { return status == Status::OnMap; }
};

/// A shot the anti-phase player may take in an open defensive window.
struct MakShot
{
    QString firer;
    QString target;
};

/**
 * An announced trigger of defensive attacks [5.4]: the mover's route or the attack pauses
 * while the anti-phase player fires the shots it allows, one each, or passes.
 */
struct MakDefensiveWindow
{
    QString trigger; ///< survived_attack, stacked_with_target, enemy_adjacent, close_quarters
    QList<MakShot> shots;
    QStringList fired; ///< firers that have fired in this window
    /// Close quarters: the units waiting to enter this hex once the window closes [9.2].
    QStringList entering;
    std::optional<OffsetCoord> enteringHex;
    /// Overrun: the vehicle's target and weapon, once the defenders have fired [13.2].
    QString overrunTarget;
    int overrunWeapon = 0;
    /// An engineer squad fired upon without damage: may try arson instead of firing [14.4.3].
    QString arsonSquad;
};

/// A smoke marker [19.2]: laid by @c player on turn @c laid.
struct MakSmoke
{
    OffsetCoord hex;
    int player = 0;
    int laid = 1;
    int strength = 2;
};

/// A minefield [19.1]: its attack power, secret until a unit enters or leaves it.
struct MakMines
{
    OffsetCoord hex;
    int power = 0;
    bool revealed = false;
    int player = -1; ///< whose mines (-1: unknown); detection is of the enemy's [14.4.1]
};

/// A requested off-board artillery strike [17.1]: it lands at the start of the player's next
/// phase unless its observer is destroyed first.
struct MakStrike
{
    int player = 0;
    int battery = 0; ///< index into MakGameContext::artillery()
    QString observer;
    QChar requestType;
    OffsetCoord hex;
    int requested = 1; ///< the turn
    QString requester; ///< types b and d: the command unit that requested it [17.1.4]
    bool mines = false; ///< artillery-laid mines [19.1.6]
};

/// An engineer's arson attempt [14.4.2]: resolved at the end of its phase.
struct MakArson
{
    QString unit;
    OffsetCoord from;
    OffsetCoord hex;
};

/// Where one game of Maschinen Krieger stands.
struct MakGameState
{
    int turn = 1;
    int phase = 0; ///< index in the ruleset's sequence of play
    int player = 0; ///< whose player phase (index in move order)
    QList<MakUnitState> units;
    std::optional<MakDefensiveWindow> defensive;
    QList<int> ogp; ///< per player: the O.G.P. scored so far
    QMap<QString, int> losses; ///< colour -> units destroyed
    /// The player committing his aircraft in the air commitment phase, or -1 [10.1].
    int airPlayer = -1;
    QList<MakSmoke> smoke;
    QList<OffsetCoord> fires;
    QList<MakMines> mines;
    QList<MakStrike> strikes;
    QList<int> roundsLeft; ///< per battery of MakGameContext::artillery()
    QList<int> roundsThisTurn;
    QMap<QString, int> smokeLaid; ///< unit -> markers laid in the game
    QMap<QString, int> smokeThisTurn; ///< unit -> markers laid this turn
    QMap<QString, int> engineSmoke; ///< unit -> engine smoke laid in the game [19.2.4]
    QMap<QString, int> engineSmokeTurn; ///< unit -> the turn of its last engine smoke
    QList<int> artilleryVp; ///< per player: VP of own artillery used (O.G.P. item 2)
    QList<MakArson> arson; ///< attempts of this phase [14.4.2]
    QList<OffsetCoord> depots; ///< ammunition depots left [19.4.5]
    bool over = false;
    int winner = -1;
    QString result; ///< win, draw, or the scenario's O.G.P. grade
    QString reason;

    MakUnitState *unit(const QString &id);
    const MakUnitState *unit(const QString &id) const;
};

} // namespace hexwright
