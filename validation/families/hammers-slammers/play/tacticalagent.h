// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agent.h"
#include "families/hammers-slammers/play/game.h"
#include "families/hammers-slammers/play/tacticalgoals.h"
#include "families/hammers-slammers/play/threatmap.h"

#include <QList>
#include <QSet>
#include <QString>

#include <memory>
#include <random>

namespace hexwright {

/**
 * A tactical player of Hammer's Slammers ("tactical"), meant to succeed the greedy agent once
 * it beats it head to head on every sample: one move at a time, no search, but every move
 * scored on what a player weighs.
 *
 * - Movement: each unit goes once a phase to the reachable hex with the best score, or stays
 *   when none beats its own hex. The score adds progress towards its goals (tactics::goalsFor():
 *   the victory conditions of each kind, spread over the units; weighed double on the
 *   deciding turn), cover against direct fire, the expected loss under the enemy's threat
 *   (tactics::ThreatMap, with what the enemy sees), friends within support distance (two hexes)
 *   where the enemy can strike, and the best attack it
 *   could make from there this turn (expected damage x the target's worth x its priority).
 *   A hex an enemy holds is weighed by the close assault entering it starts: the damage the
 *   unit may deal there (which also pins the enemy: it may not leave) less what it may take;
 *   a unit may join friends already assaulting there.
 *   A move that wins the game at once (the first to a hex, occupying a zone by a turn, for
 *   the colours the condition counts) is taken before any other, onto a friend if need be,
 *   and a unit racing for such a hex weighs the danger less; an objective hex one unit heads
 *   for is left to it by the others that phase (they spread over the objectives).
 *   Collecting objects (sc.14), a unit carrying one weighs the object's loss in its danger,
 *   and so does one stopping where an object lies when a sturdier friend could fetch it;
 *   reaching an object it may lift is worth a hex of progress more; a carrier goes home the
 *   shortest way, onto a friend if need be; an object in terrain a unit may not enter it
 *   guards from beside while a friend may fetch it. Where a disruption eliminates (swamp, lake,
 *   river) it counts whole, in the danger and in the value of an attack. In a game with no
 *   last turn, progress weighs more each turn after the tenth: no threat is waited out forever.
 * - Targets: by expected value, the kill chance times the target's worth, raised for enemy
 *   units threatening what the player guards (objectives, an exit edge) or carrying objects; a
 *   combined attack pays for the attacks its firers could have made alone.
 * - The rest as the greedy agent: rally every disrupted unit, ECM and CAF on the strongest
 *   attackers, close assaults with the default grouping, pick up, exit when it scores, set up
 *   on the objectives (defender) or massed near them (attacker), on covered hexes, filling
 *   the garrisoned cities begun before starting others.
 *
 * Deterministic for a seed: its ties are broken by a generator of its own seeded like the
 * random agent's, never by the game's dice. It plays HsGameSession only; given another
 * session it takes the first action.
 */
class TacticalAgent : public Agent
{
public:
    TacticalAgent(quint64 gameSeed, int player);
    ~TacticalAgent() override;
    int choose(const GameSession &session) override;

    /// The score of unit @p unitId standing in @p hex (higher is better), as its movement is
    /// weighed now. For tests and tools; null game state gives 0.
    double placeScore(const Game &game, const QString &unitId, HexCoord hex);

private:
    struct Step;
    struct Target;

    const Action *choose(const Game &game, const QList<Action> &legal);
    const Action *chooseSetup(const Game &game, const QList<Action> &legal);
    const Action *chooseFire(const Game &game, const QList<Action> &legal);
    const Action *chooseMove(const Game &game, const QList<Action> &legal);
    /// Brings the phase's cached view (threat map, objectives, targets) up to date.
    Step &stepFor(const Game &game);
    double score(const Game &game, const Step &step, const tactics::UnitIndex &friends,
                 const UnitState &unit, HexCoord hex, const QList<HexCoord> &goals) const;
    double firePotential(const Game &game, const Step &step, const UnitState &unit,
                         HexCoord hex) const;
    /// What @p unit entering @p hex gains by the close assault it starts there (the damage
    /// it may deal, weighed like a fire's, less what it may take), 0 where no enemy stands.
    double assaultPotential(const Game &game, const Step &step, const UnitState &unit,
                            HexCoord hex) const;
    double targetPriority(const Step &step, const QString &id) const;
    double jitter();

    std::mt19937_64 m_engine;
    std::unique_ptr<Step> m_step;
};

} // namespace hexwright
