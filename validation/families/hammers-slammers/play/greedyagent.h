// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agent.h"
#include "families/hammers-slammers/play/game.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <memory>

namespace hexwright {

struct GreedySetupCover;

/**
 * A simple heuristic player of Hammer's Slammers, deterministic (no search, no randomness of
 * its own): it sets up a defender's units on and around the hexes the victory conditions
 * name, one objective zone after another, on the best defensive terrain, and an attacker's
 * massed on the hexes of its zones nearest them (or the enemy); it rallies every disrupted unit,
 * enters reinforcements and paratroopers near its goals, picks up objects, exits units by the
 * scenario's exit edge, moves each unit once a phase to the reachable hex nearest its goal (the
 * hexes the victory conditions name, spread over the units, objects to collect and the home board
 * to carry them to, else the nearest enemy), fires the attack with the best expected damage from
 * the CRT's chances (combined attacks win ties), close assaults with the default grouping, answers
 * ECM and CAF with as many units as it can, and ends the phase when nothing useful is left. The
 * seed is kept for the interface: the agent's choices depend only on the game. It plays
 * HsGameSession only (its heuristics are the family's); given any other session it takes the first
 * action.
 */
class GreedyAgent : public Agent
{
public:
    GreedyAgent(quint64 gameSeed, int player);
    ~GreedyAgent() override;
    int choose(const GameSession &session) override;
    /// In the movement phase, weighs one unit's moves at a time (Game::movesOf()) instead of
    /// the whole legal list, and takes the very action choose() would.
    QString act(GameSession &session) override;

private:
    /// One of @p legal (a pointer into it), or null when it is empty.
    const Action *choose(const Game &game, const QList<Action> &legal);
    /// choose() from the movement on: objects, exits, entries, then each unit's move, else
    /// ending the phase. @p kinds and @p end: kindsOf(@p legal). With @p unitMoves, @p legal
    /// holds no moves: each unit's are fetched into it when it is weighed, and null is
    /// returned where choose() would go on past ending the phase.
    const Action *chooseMove(const Game &game, const QList<Action> &legal, quint32 kinds,
                             const Action *end, QList<Action> *unitMoves);
    /// Forgets what belongs to an earlier step of play (moved units, the set-up's cover).
    void startChoice(const Game &game);
    /// The bits of the kinds of action in @p legal (Action::index()) and its end of the phase.
    static std::pair<quint32, const Action *> kindsOf(const QList<Action> &legal);

    PlayStep m_step {-1, -1, -1, -1};
    QSet<QString> m_done; ///< units that have moved (or chosen to stay) this phase
    /// The expected damage of each CRT column worked out so far, by m_columnsOf's CRT.
    QHash<int, double> m_columnValues;
    const Ruleset *m_columnsOf = nullptr;
    /// The set-up's terrain defence by hex.
    std::unique_ptr<GreedySetupCover> m_setupCover;
};

} // namespace hexwright
