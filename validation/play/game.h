// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "play/actions.h"
#include "play/dice.h"
#include "play/gamecontext.h"
#include "play/gamestate.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace hexwright {

/// The log format a game writes, first line of every log.
inline constexpr char PlayLogFormat[] = "hexwright-playlog/1";

/**
 * A playtest of one scenario by the book: the state, the sequence of play, the dice and the
 * JSON-lines log.
 *
 * The sequence of play is the ruleset's: each player turn (in the scenario's move order)
 * runs rally, paradrops, counter-paradrop fire, movement, indirect fire, direct fire and
 * close assaults; "all players" phases go round the players in fire order. A phase in which
 * the deciding player can do nothing but end it is skipped. Every action goes through
 * apply(), which refuses illegal ones (the state is then unchanged) and logs the action and
 * every die it rolled. The rules themselves are the functions of validation/rules/.
 *
 * Set-up: units placed in a zone are put on the zone's hexes automatically (see
 * initialState()); the log header says so.
 */
class Game
{
public:
    Game(std::shared_ptr<const GameContext> context, quint64 seed);

    const GameContext &context() const { return *m_context; }
    std::shared_ptr<const GameContext> sharedContext() const { return m_context; }
    const GameState &state() const { return m_state; }
    const Dice &dice() const { return m_dice; }
    quint64 seed() const { return m_dice.seed(); }

    /// The player (index into context().players()) who decides now.
    int decidingPlayer() const;
    QString phaseId() const;
    bool isOver() const { return m_state.gameOver; }

    /// Every action the deciding player may take now. Combined attacks are offered as "all
    /// eligible units" and "one unit on one target"; apply() accepts any legal combination.
    QList<Action> legalActions() const;
    /// Applies @p action; returns an empty string, or why it is illegal (nothing changes).
    QString apply(const Action &action);

    /// Whether the last action can be taken back: it rolled no die.
    bool canUndo() const;
    bool undo();

    /// Problems of the current state: stacking, prohibited terrain, links, pools.
    QStringList invariantViolations() const;

    /// The log so far: the header, then action, roll and phase lines.
    const QList<QJsonObject> &log() const { return m_log; }
    /// The final state summary line (turn, units, losses, winner).
    QJsonObject summary() const;
    /// The whole log as JSON lines, with the summary line last.
    QByteArray logText() const;

    /// The initial state of a scenario (units instantiated and set up, markers placed).
    static GameState initialState(const GameContext &context);

private:
    struct Snapshot
    {
        GameState state;
        int logSize = 0;
        int rolls = 0;
    };

    std::shared_ptr<const GameContext> m_context;
    GameState m_state;
    Dice m_dice;
    QList<QJsonObject> m_log;
    QList<Snapshot> m_history;
};

} // namespace hexwright
