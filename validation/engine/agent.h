// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamesession.h"

#include <QList>
#include <QString>

#include <functional>
#include <random>

namespace hexwright {

/**
 * A player of a game: picks one of the legal actions. Agents see the game through
 * GameSession, so one agent plays every family; a family's own agents (Hammer's Slammers'
 * greedy player) read its state through its session.
 */
class Agent
{
public:
    virtual ~Agent();
    /// The index of the legal action to take (GameSession::legalActionCount() > 0).
    virtual int choose(const GameSession &session) = 0;
    /// Takes the action choose() would pick (GameSession::hasLegalAction()): returns the
    /// session's refusal, or an empty string. By default it applies choose()'s index; an agent
    /// that can find its action without the whole legal list does so here, and must take the
    /// very action choose() would (playGame() without invariant checks plays through act()).
    virtual QString act(GameSession &session);
};

/**
 * Random legal play, the engines' smoke test. Its choices come from its own std::mt19937_64
 * seeded from the game seed and the player (seed ^ 0x9E3779B97F4A7C15 + player), never from
 * the game's dice, so a game's rolls depend only on its seed and the actions taken. Ending
 * the phase grows likelier with every action taken in it (5% then +8% an action), so that
 * games finish; otherwise every other legal action is as likely, in the session's order. A
 * session lists at most one action that ends the phase (GameSession::legalEndPhase()). In a
 * set-up (GameSession::isPlacing()) ending is legal only once nothing is left to place, so
 * the agent places every piece at random among its legal places (or all of them at once,
 * place_rest, as one choice among the others) before it ends its set-up.
 */
class RandomAgent : public Agent
{
public:
    RandomAgent(quint64 gameSeed, int player);
    int choose(const GameSession &session) override;

private:
    std::mt19937_64 m_engine;
    PlayStep m_step {-1, -1, -1, -1};
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
 * Plays @p session to its end with one agent per player (the last agent plays any further
 * players), at most @p maxActions actions so a defect cannot hang. With @p checkInvariants
 * the state is checked after every action; a violation stops the game with an error naming
 * the log line of the action. Without, each agent takes its turn through Agent::act(), which
 * may spare it the whole legal list; the game is the same either way.
 */
PlayResult playGame(GameSession &session, const QList<Agent *> &agents, int maxActions = 20000,
                    bool checkInvariants = true);

/// The number of threads games run on by default: the machine's cores (at least 1).
int defaultGameJobs();

/**
 * Runs @p play(i) for every game i in [0, @p count) on @p jobs threads at once (1: all on
 * this thread), and @p done(i) on this thread in the games' order, each as soon as game i
 * and every game before it have been played; so what @p done prints or sums is the same
 * whatever @p jobs. @p done returning false stops the run: no game is started after it. At
 * most a few games per thread are played ahead of the last one done, so their results wait
 * in memory only briefly. @p play must touch nothing shared but read-only data (each game
 * its own session, the GameSetup shared read-only).
 */
void forEachGame(int count, int jobs, const std::function<void(int)> &play,
                 const std::function<bool(int)> &done);

} // namespace hexwright
