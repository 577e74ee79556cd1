// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/gamesession.h"

#include <QString>
#include <QStringList>

#include <memory>

namespace hexwright {

class Agent;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

/// What a game is set up from: the scenario as loaded, its ruleset and its board.
struct GameInputs
{
    const Scenario &scenario;
    const Ruleset &ruleset;
    const PanelLibrary &panels;
    QString scenarioPath; ///< as the user gave it; the log's header records it
};

/**
 * A scenario made ready for play by a family: what does not change during a game (the map
 * assembled, the players in move order, the rule options, caches such as line of sight).
 * Built once and shared by every game of the scenario: the bench and `playtest --games N`
 * start thousands of games on one, and the replay starts its game on the one it is given.
 */
class GameSetup
{
public:
    virtual ~GameSetup();
    virtual QString familyId() const = 0;
    virtual QList<PlayerView> players() const = 0;
    int playerCount() const { return int(players().size()); }
    /// The scenario's title, for reports.
    virtual QString title() const = 0;
    /// A new game with its dice seeded by @p seed; its log's header is written.
    virtual std::unique_ptr<GameSession> newGame(quint64 seed) const = 0;
    /**
     * A new game to replay a log in @p format (its header's "format") on: newGame() for the
     * format written today (PlayLogFormat), a game played the way an older format's games
     * were where the family still replays it, else null (the replay then says which formats
     * it reads).
     */
    virtual std::unique_ptr<GameSession> newGameForLog(quint64 seed, const QString &format) const;
};

/**
 * A family's rules side as shared code sees it: setting up games, and the agents that play
 * them. One per family, registered in familyengines.cpp; looked up by the ruleset's `family:`.
 */
class FamilyEngine
{
public:
    virtual ~FamilyEngine();
    virtual QString id() const = 0;
    /**
     * Makes @p inputs ready for play, or returns null and says why in @p error (a phase of
     * the sequence of play the engine does not know, ...). A scenario that does not load has
     * no inputs: the caller reports its diagnostics first.
     */
    virtual std::shared_ptr<const GameSetup> setUp(const GameInputs &inputs,
                                                   QString *error = nullptr) const = 0;
    /// A new game of @p inputs: setUp() and its newGame() at once, for a single game.
    std::unique_ptr<GameSession> newGame(const GameInputs &inputs, quint64 seed,
                                         QString *error = nullptr) const;
    /**
     * @p inputs made ready for play with the first player swapped: the same scenario in which
     * the second player in move order moves first, for the first-player effect of a balance
     * report. Null, and why in plain words in @p why, where the scenario does not allow it
     * (not two players, or the family's rules decide who goes first another way). By default
     * the two players' move orders are exchanged and the result set up as setUp() does.
     */
    virtual std::shared_ptr<const GameSetup> setUpSwapped(const GameInputs &inputs,
                                                          QString *why = nullptr) const;

    /// The agents that can play this family: "random" (engine/agent.h) and its own, weakest
    /// first.
    virtual QStringList agentNames() const;
    /// The agent that plays where none is named (a balance report's default): the family's
    /// strongest, the last of agentNames().
    QString defaultAgent() const;
    /// Agent @p name for @p player of a game seeded @p gameSeed, or null for an unknown name.
    virtual std::unique_ptr<Agent> makeAgent(const QString &name, quint64 gameSeed,
                                             int player) const;
};

} // namespace hexwright
