// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/play/game.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <memory>
#include <random>

namespace hexwright {

/// A player of the game: picks one of the legal actions.
class Agent
{
public:
    virtual ~Agent() = default;
    virtual Action choose(const Game &game, const QList<Action> &legal) = 0;
};

/**
 * Random legal play, the engine's smoke test. Its choices come from its own std::mt19937_64
 * seeded from the game seed and the player (seed ^ 0x9E3779B97F4A7C15 + player), never from
 * the game's dice, so a game's rolls depend only on its seed and the actions taken. Ending
 * the phase grows likelier with every action taken in it (5% then +8% an action), so that
 * games finish.
 */
class RandomAgent : public Agent
{
public:
    RandomAgent(quint64 gameSeed, int player);
    Action choose(const Game &game, const QList<Action> &legal) override;

private:
    std::mt19937_64 m_engine;
    QString m_phaseKey;
    int m_inPhase = 0;
};

/**
 * A simple heuristic player, deterministic (no search, no randomness of its own): it rallies
 * every disrupted unit, enters reinforcements and paratroopers near its goals, picks up
 * objects, exits units by the scenario's exit edge, moves each unit once a phase to the
 * reachable hex nearest its goal (the hexes the victory conditions name, spread over the
 * units, objects to collect and the home board to carry them to, else the nearest enemy),
 * fires the attack with the best expected damage from the CRT's chances (combined attacks
 * win ties), close assaults with the default grouping, answers ECM and CAF with as many
 * units as it can, and ends the phase when nothing useful is left. The seed is kept for the
 * interface: the agent's choices depend only on the game.
 */
class GreedyAgent : public Agent
{
public:
    GreedyAgent(quint64 gameSeed, int player);
    Action choose(const Game &game, const QList<Action> &legal) override;

private:
    QString m_phaseKey;
    QSet<QString> m_done; ///< units that have moved (or chosen to stay) this phase
};

/// An agent by name ("random", "greedy"), or null for an unknown name.
std::unique_ptr<Agent> makeAgent(const QString &name, quint64 gameSeed, int player);
/// The agent names makeAgent() knows.
QStringList agentNames();

struct PlayResult
{
    bool finished = false; ///< the game reached its end
    bool capped = false; ///< stopped at the action cap
    int actions = 0;
    QString error; ///< an illegal state or a refused action, with the log line
};

/**
 * Plays @p game to its end with one agent per player (the last agent plays any further
 * players), at most @p maxActions actions so a defect cannot hang. With @p checkInvariants
 * the state is checked after every action; a violation stops the game with an error naming
 * the log line of the action.
 */
PlayResult playGame(Game &game, const QList<Agent *> &agents, int maxActions = 20000,
                    bool checkInvariants = true);

} // namespace hexwright
