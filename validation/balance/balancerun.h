// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balance/balancereport.h"
#include "engine/familyengine.h"

#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <memory>

namespace hexwright {

class GameSession;

/// What a balance run plays.
struct BalanceOptions
{
    int games = 1000; ///< games as the scenario is written
    /// Agent names per player in move order (one name: every player); the family's names.
    /// Empty: the family's default agent (FamilyEngine::defaultAgent()) plays every player.
    QStringList agents;
    quint64 seed = 1; ///< game i is seeded seed + i
    int jobs = 1; ///< games played at once; the report is the same whatever it is
    int maxActions = 20000; ///< per game, so a defect cannot hang a run
    /// Games played again with the first player swapped (same seeds as the first ones), for
    /// the first-player effect: -1 half of @p games (rounded up), 0 none. Only where the
    /// scenario allows swapping (FamilyEngine::setUpSwapped()).
    int swapGames = -1;
    /// Checks the rules' invariants after every action (slower; a violation ends the game as
    /// an engine error).
    bool checkInvariants = false;
};

/**
 * Called on the thread that runs the games (run()'s), at most about ten times a second and
 * once at the end, with the games played so far, the total and the games per second.
 * Returning false cancels the run.
 */
using BalanceProgress = std::function<bool(int done, int total, double gamesPerSecond)>;

/**
 * Plays the games of a balance report. Made on any thread; run() blocks, so a window runs it
 * on a worker thread (QtConcurrent, QThread) and cancels with cancel() from its own, or by
 * returning false from the progress callback: the run then stops within a second (games in
 * play are abandoned, not counted), and the report says it was cancelled.
 *
 * Deterministic: game i as written is seeded options.seed + i and played by the agents
 * named for its players; the swapped games come after, seeded seed + j. The report (and its
 * JSON) is the same whatever options.jobs. The scenario, ruleset and panels of @p inputs are
 * set up (copied) when the run is made; they need not outlive it.
 */
class BalanceRun
{
public:
    BalanceRun(const FamilyEngine &engine, const GameInputs &inputs, const BalanceOptions &options);
    ~BalanceRun();
    BalanceRun(const BalanceRun &) = delete;
    BalanceRun &operator=(const BalanceRun &) = delete;

    /// Why the run cannot start (the scenario does not set up, an unknown agent); empty
    /// when it can.
    QString error() const { return m_error; }
    const BalanceOptions &options() const { return m_options; }
    /// Every game to play: the games as written and the swapped ones.
    int totalGames() const;
    /// Whether the first player can be swapped, and why not (BalanceFirstPlayer::reason).
    bool canSwapFirst() const { return m_swapped != nullptr; }
    QString swapRefusal() const { return m_swapRefusal; }

    /// Plays every game and returns the report; an empty report when error() says why.
    BalanceReport run(const BalanceProgress &progress = {});
    /// Asks a run in progress to stop (any thread); run() returns within about a second. A
    /// run cancelled before it starts plays nothing.
    void cancel() { m_cancel.store(true); }
    bool isCancelled() const { return m_cancel.load(); }

    /// The seed of game @p game (0-based over totalGames()).
    quint64 seedOf(int game) const;
    /// Whether game @p game is played with the first player swapped.
    bool isSwapped(int game) const;
    /// The agent names of game @p game's players, in its move order.
    QStringList agentsOf(int game) const;
    /// Game @p game played again exactly as in run(), with its whole log kept; null when
    /// error() is not empty or @p game is out of range.
    std::unique_ptr<GameSession> replay(int game) const;

private:
    const FamilyEngine &m_engine;
    BalanceOptions m_options;
    QString m_error;
    QString m_swapRefusal;
    std::shared_ptr<const GameSetup> m_setup;
    std::shared_ptr<const GameSetup> m_swapped;
    BalanceReport m_template; ///< the report's inputs (title, sides, provisional), no games
    std::atomic<bool> m_cancel {false};
};

/**
 * Game @p game of a saved @p report played again exactly (its seed, its agents, its move
 * order) on @p inputs, with the whole log kept, for the replay viewer; null with a reason in
 * @p error when the scenario does not set up or the game is not in the report. The scenario
 * must be the one the report was made of, or the game is another.
 */
std::unique_ptr<GameSession> replayBalanceGame(const FamilyEngine &engine, const GameInputs &inputs,
                                               const BalanceReport &report, int game,
                                               QString *error = nullptr);

} // namespace hexwright
