// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/rules/battlefield.h"
#include "hex/hexcoord.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace hexwright {

/// Where a unit is in the game.
enum class UnitStatus {
    Waiting, ///< off board: a reinforcement or paratrooper not yet on the map
    OnMap,
    Eliminated,
    Exited, ///< left the map by an edge (scenario 8's break-out)
    Withdrawn, ///< left play by a morale rule (desertion, withdrawal)
};

QString unitStatusName(UnitStatus status);

/**
 * One counter in play. Ids are stable ("tan-n-tank-2" is the second unit of force entry
 * "tan-n-tank"), so actions and logs name units, never indices.
 */
struct UnitState
{
    QString id;
    QString type; ///< ruleset unit type id
    QString colour;
    QString side;
    QStringList options; ///< purchase options (gas, ecm, paratroop)
    UnitStatus status = UnitStatus::OnMap;
    HexCoord hex;
    QString reinforcement; ///< schedule entry that brings it on, or empty
    int entryTurn = 0; ///< first turn it may enter (Waiting units)

    bool disrupted = false;
    int disruptedRound = -1; ///< combat round in which it was disrupted
    bool mounted = false; ///< skimmer side up (two-sided infantry)
    QString carriedBy; ///< APC carrying this infantry
    QString carrying; ///< infantry this APC carries
    QString towedBy; ///< tower of this gun
    QString towing; ///< gun this tower tows
    bool inFortress = false;
    bool hidden = false; ///< placed by a hidden-units roll
    /// The zone the scenario sets it up in: its player places it there in the set-up phase
    /// (empty: the scenario gives its hex, or it comes later or never).
    QString setupZone;
    bool toPlace = false; ///< waiting for its player to set it up (the set-up phase runs)

    double mf = 0; ///< movement factors left this phase (the infantry pool of a skimmer unit)
    double skimmerMf = 0; ///< skimmer pool of a two-sided unit
    bool moved = false; ///< has moved (or mounted, hooked up) this movement phase
    bool attacked = false; ///< has made its one attack this player turn
    bool jammed = false; ///< jammed by ECM this player turn
    bool jamUsed = false; ///< an ECM tank that has jammed this player turn
    /// Where the unit stood when its player's turn began (none: it was not on the map). An
    /// APC must start the turn in the infantry's hex to load it (§3.7).
    std::optional<HexCoord> turnStartHex;
    bool droppedIntoAssault = false; ///< paratrooper landed on an enemy: no shift in round one
    int disHitStamp = -1; ///< player turn (GameState::playerTurns) of its last Dis
    bool disruptedAtTurnStart = false;

    bool onMap() const { return status == UnitStatus::OnMap; }
};

struct FortressState
{
    HexCoord hex;
    QString colour; ///< who bought it (an empty fortress serves anyone)
};

/// An object marker (scenario 14's spice containers).
struct ObjectState
{
    int index = 0;
    QString name;
    HexCoord hex;
    QString carriedBy; ///< unit id, or empty when lying on the map
    QString safeWith; ///< side that brought it home, or empty
};

/// A combat result waiting for the end of its round (fire is simultaneous).
struct PendingResult
{
    QString unit;
    QString result; ///< CRT code: Dis, DE, DE*, DE-R (or "DE" for gas)
    QString cause; ///< indirect, gas, direct, close_assault
    int roll = 0; ///< the roll that caused it (its 1-based number in the log)
};

/// An announced indirect strike waiting for the defender's counter-artillery fire.
struct PendingStrike
{
    QStringList firers;
    HexCoord target;
    QString observer;
    bool gas = false;
    int attacker = 0; ///< player index
    int defender = 0; ///< player index deciding CAF
};

/**
 * A direct or indirect attack announced and waiting for the defender's ECM answer (§3.19):
 * the target's owner may jam units of the attack (or any conventional enemy unit his ECM
 * tanks see) before it is resolved.
 */
struct AnnouncedAttack
{
    bool indirect = false;
    QStringList firers;
    HexCoord hex;
    QStringList targets; ///< direct fire only
    QString observer; ///< indirect fire only
    bool gas = false;
    int attacker = 0; ///< player index
    int defender = 0; ///< player index answering with ECM
};

/**
 * The whole state of a playtest: a copyable value, so the engine keeps the state before each
 * action for undo and tests compare states directly.
 */
struct GameState
{
    QList<UnitState> units;
    /// Terrain, roads, rubble and fortress hexes as the rules see them (changes in play).
    std::optional<rules::Battlefield> field;
    QList<FortressState> fortresses; ///< who owns each fortress of field
    QList<ObjectState> objects;
    QSet<HexCoord> entered; ///< hexes entered by any unit (search_destroy)
    QSet<HexCoord> searched; ///< hidden-unit hexes already searched by an enemy
    QMap<QString, int> entryOutcome; ///< die-roll reinforcement id -> outcome index rolled

    int turn = 1;
    /// While the set-up phase runs (before turn 1): the index into
    /// GameContext::setupPlayers() of the player setting up; -1 once it is over (or there was
    /// none).
    int setup = -1;
    int player = 0; ///< index in the move order of the player whose turn it is
    int phase = 0; ///< index in the ruleset's sequence of play
    int actor = 0; ///< index into the phase's acting players
    int round = 0; ///< combat rounds resolved so far (for the second-disruption rule)
    int playerTurns = 0; ///< player turns begun so far

    QList<PendingResult> pending;
    QHash<HexCoord, int> pendingRubble; ///< hex -> the first roll that rubbled it this round
    std::optional<PendingStrike> strike;
    std::optional<AnnouncedAttack> announced;
    QString failedRally; ///< unit whose rally just failed: it may try a desperation rally
    int failedRallyRoll = 0;
    QSet<QString> rallyTried; ///< units that have rolled to rally this player turn
    QStringList landed; ///< paratroopers landed this player turn (CPF targets)
    QSet<QString> cpfTargets; ///< paratroopers already fired on by CPF
    /// Hexes whose fortress a player demolished this turn: no unit of his may enter (§3.18).
    QHash<HexCoord, int> demolished;
    QSet<HexCoord> assaultsResolved; ///< mixed hexes already resolved this step 5
    /// Hexes its player ended movement in over-stacked because no unit of the stack could
    /// leave (§3.5 cannot be met; the end of movement allowed it): tolerated until that
    /// player's next movement phase.
    QSet<HexCoord> strandedStacks;
    QSet<HexCoord> assaultRoundsFought; ///< hexes that have had a close-assault round (fortress)

    QMap<QString, int> losses; ///< colour -> units eliminated
    QMap<QString, int> exited; ///< colour -> units off the map
    QString firstToHex; ///< side that first reached a first_to_hex zone
    /// Units fired upon or close assaulted so far: a hold_still special rule frees them (sc.2).
    QSet<QString> attackedUnits;
    bool gameOver = false;
    QString winner; ///< side id, empty for a draw or no winner
    QString result; ///< graded result id (exit_units), or win/draw
    QString reason;

    const UnitState *unit(const QString &id) const;
    UnitState *unit(const QString &id);
    int unitIndex(const QString &id) const;
    QList<const UnitState *> unitsAt(HexCoord hex) const;
    const FortressState *fortressAt(HexCoord hex) const;
    /// The object unit @p id carries, or null (a unit carries one at most).
    const ObjectState *objectCarriedBy(const QString &id) const;
    ObjectState *objectCarriedBy(const QString &id);

private:
    /// unitIndex()'s table: the address of each unit's id text and its index (the first unit
    /// of a text), sorted by address, for the units at m_idsOf, m_idsCount of them; built
    /// again when the list has been copied on write or resized. A hit is checked against the
    /// unit itself.
    mutable QList<std::pair<const QChar *, int>> m_idIndex;
    mutable const UnitState *m_idsOf = nullptr;
    mutable qsizetype m_idsCount = -1;
};

} // namespace hexwright
