// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dice.h"
#include "engine/playlog.h"
#include "families/hammers-slammers/play/actions.h"
#include "families/hammers-slammers/play/gamecontext.h"
#include "families/hammers-slammers/play/gamestate.h"
#include "families/hammers-slammers/rules/combat.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace hexwright {

struct ReachCache;

/// One close-assault attack as the CRT will read it (§3.14).
struct AssaultOdds
{
    double attack = 0; ///< after the undisrupted-infantry doubling
    int defence = 0; ///< Σ DF, +12 inside a fortress in the first round
    bool firstRound = true;
    bool combinable = true; ///< false: disrupted and undisrupted attackers combined
    rules::OddsReading reading; ///< with the column shift
};

/// A hex a unit may reach this movement phase.
struct ReachableHex
{
    double cost = 0; ///< movement factors spent getting there
    QList<HexCoord> path; ///< the hexes entered, in order (the start left out)
    bool minimumMove = false; ///< only as the one-hex minimum move (costs more than is left)
};

/**
 * A playtest of one scenario by the book: the state, the sequence of play, the dice and the
 * JSON-lines log.
 *
 * The sequence of play is the ruleset's: each player turn (in the scenario's move order)
 * runs rally, paradrops, counter-paradrop fire, movement, indirect fire, direct fire and
 * close assaults; "all players" phases go round the players in fire order. A phase in which
 * the deciding player can do nothing but end it is skipped. Every action goes through
 * apply(), which refuses illegal ones (the state is then unchanged) and logs the action and
 * every die it rolled. The rules themselves are the functions of rules/. Shared code sees a
 * game through HsGameSession (hsgamesession.h); Game is the family's own, typed interface.
 *
 * Set-up: before turn 1, each player in the scenario's set-up order places the units the
 * scenario sets up in a zone (place, or place_rest for the automatic placement of
 * initialState()), then ends his set-up; the log's "setup" line holds the state after it. A
 * scenario with no such unit has no set-up phase. A game for a version 2 log
 * (AutomaticSetupLogVersion) places them automatically at once, as the engine did then.
 */
class Game
{
public:
    /// The log version whose games placed zone units automatically, with no set-up phase.
    static constexpr int AutomaticSetupLogVersion = 2;

    /// A new game; @p logVersion AutomaticSetupLogVersion plays it as a version 2 log has it.
    Game(std::shared_ptr<const GameContext> context, quint64 seed, int logVersion = 0);
    /// A new game whose @p dice have rolled already (for the first move, engine/firstplayer.h):
    /// those rolls are logged after the header.
    Game(std::shared_ptr<const GameContext> context, Dice dice, int logVersion = 0);

    const GameContext &context() const { return *m_context; }
    std::shared_ptr<const GameContext> sharedContext() const { return m_context; }
    const GameState &state() const { return m_state; }
    const Dice &dice() const { return m_dice; }
    quint64 seed() const { return m_dice.seed(); }

    /// The player (index into context().players()) who decides now.
    int decidingPlayer() const;
    HsPhase phase() const;
    /// The phase's id as the log writes it: "direct_fire" ("setup" in the set-up phase).
    QString phaseId() const;
    /// Whether the set-up phase runs (before turn 1); phase() means nothing then.
    bool isSettingUp() const { return m_state.setup >= 0 && !m_state.gameOver; }
    /// The units the deciding player still has to set up with a legal hex left.
    QStringList piecesToPlace() const;
    /// Where unit @p id may be set up now (empty unless its player is setting up).
    QList<HexCoord> placesFor(const QString &id) const;
    bool isOver() const { return m_state.gameOver; }

    /// Every action the deciding player may take now. Combined attacks are offered as "all
    /// eligible units" and "one unit on one target"; apply() accepts any legal combination.
    QList<Action> legalActions() const;
    /// legalActions() without the moves, in the same order: in the movement phase the whole
    /// list is these but ending the phase, then movesOf() each unit in the state's order, then
    /// ending the phase. With movesOf(), a player that weighs one unit's moves at a time
    /// needs no reachable search of the others.
    QList<Action> legalActionsWithoutMoves() const;
    /// The legal moves of @p unit now, in the order legalActions() lists them.
    QList<Action> movesOf(const UnitState &unit) const;
    /// Applies @p action; returns an empty string, or why it is illegal (nothing changes).
    QString apply(const Action &action);
    /// apply() of an action legalActions() listed on the state now, not checked again.
    QString applyLegal(const Action &action);

    /// The hexes unit @p unitId may move to now, by the paths the legal moves take: empty
    /// outside its movement or when it cannot move.
    QHash<HexCoord, ReachableHex> reachable(const QString &unitId) const;
    /// The default close-assault attacks in @p hex: each player's undisrupted units combined,
    /// each disrupted or jammed unit alone, all against every enemy unit there.
    QList<AssaultGroup> defaultAssaultGroups(HexCoord hex) const;
    /// Who must attack in the close assault in @p hex (every unit that can).
    QStringList assaultAttackers(HexCoord hex) const;
    /// The odds of one close-assault attack in @p hex before it is rolled.
    AssaultOdds assaultOdds(HexCoord hex, const AssaultGroup &group) const;
    /// The deciding player's ECM tanks that may answer the announced attack, and for each the
    /// units of that attack it may jam.
    QMap<QString, QStringList> ecmChoices() const;
    /// The deciding player's CAF units that may answer the waiting strike.
    QStringList cafChoices() const;

    /// Whether the last action can be taken back: it rolled no die.
    bool canUndo() const;
    bool undo();

    /// Problems of the current state: stacking, prohibited terrain, links, pools.
    QStringList invariantViolations() const;

    /// The log so far: the header, then action, roll and phase lines (built from the compact
    /// log on demand: logLineCount() and logLine() do not build it).
    const QList<QJsonObject> &log() const { return m_log.objects(); }
    int logLineCount() const { return m_log.size(); }
    QJsonObject logLine(int index) const { return m_log.at(index); }
    /// Keeps the whole log (the default), or none of it: with @p keep false its lines are
    /// only counted, never built (PlayLogLines::setWritten()), and the dice keep only their
    /// last roll, so a game nobody reads the log of costs no log work and its memory is
    /// bounded by the board, not by its length.
    void setLogKept(bool keep)
    {
        m_log.setWritten(keep);
        m_dice.setKept(keep);
    }
    /// The final state summary line (turn, units, losses, winner).
    QJsonObject summary() const;
    /// The whole log as JSON lines, with the summary line last.
    QByteArray logText() const;

    /// The initial state of a scenario with every zone unit placed automatically (the
    /// place_rest of every player; units instantiated, markers placed, fortresses manned).
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
    PlayLogLines m_log;
    QList<Snapshot> m_history;
    /// The units' reachable hexes between legal-action lists (engine_p.h).
    std::shared_ptr<ReachCache> m_reach;
};

} // namespace hexwright
