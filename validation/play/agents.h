// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/game.h"

#include <QList>
#include <QString>

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
