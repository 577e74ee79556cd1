// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familygame.h"
#include "families/hammer-wars/play/hwactions.h"
#include "families/hammer-wars/play/hwgamecontext.h"
#include "families/hammer-wars/play/hwgamestate.h"

#include <QJsonObject>
#include <QList>
#include <QPointF>
#include <QString>

#include <memory>

namespace hexwright {

/// An attack as it will be rolled: dice, the roll needed and the modifier, and why.
struct HwAttackOdds
{
    int dice = 0;
    int hitsOn = 7;
    int modifier = 0;
    bool melee = false;
    bool cover = false;
    double chance = 0; ///< per die
    double expected = 0; ///< lives the target is expected to lose
};

/**
 * A game of Hammer Wars by the rules page: the state, the dice and the JSON-lines log.
 *
 * Set-up (§3): both counters at the ruleset's start, a roll-off (the winner goes first and
 * lowers his counter), no model on the table. Each round the first player's deployment
 * phase (income, buying from the pool, placing) and action phase (each unit once: Hold,
 * Walk or Run, then its attack lines), then the second player's, then both counters drop.
 * The game ends at once when a counter reaches 0; goals are scored then and the most VP
 * win. Every action goes through apply(), which refuses an illegal one (nothing changes)
 * and logs it and every die it rolled. The rules themselves are HwEngine's (hwengine_p.h)
 * and the small functions of rules/.
 */
class HwGame
    : public FamilyGame<HwGame, HwGameContext, HwGameState, HwPlay, &hwPlayToJson, &hwPlayFromJson>
{
public:
    HwGame(std::shared_ptr<const HwGameContext> context, quint64 seed);

    int decidingPlayer() const { return m_state.current(); }
    bool isOver() const { return m_state.gameOver; }
    QString phaseId() const;

    QList<HwPlay> legalActions() const;
    /// Why @p play is illegal now, or empty.
    QString check(const HwPlay &play) const;
    QString apply(const HwPlay &play);

    /// Models of the deciding player bought and waiting to be placed.
    QStringList waitingToPlace() const;
    QList<QPointF> placesFor(const QString &id) const;
    /// How far unit @p id may move now with action @p action (hold, walk, run), in mm: its
    /// Move times the action's multiple (Rapid Advance's for a Run); 0 when it may not act.
    double reach(const QString &id, const QString &action) const;
    /// A sample of the points unit @p id may end a move at with @p action now, each reached
    /// by a straight move the rules allow: what agents choose from and a window may shade.
    QList<QPointF> moveTargets(const QString &id, const QString &action) const;
    /// The odds of @p attacker's line @p line (0-based) on @p target before rolling.
    HwAttackOdds odds(const QString &attacker, int line, const QString &target) const;
    /// Who holds objective @p id now (-1 nobody).
    int holder(const QString &objectiveId) const;
    /// Whether player @p player's goal would score if the game ended now.
    bool goalScores(int player) const;
    bool lineOfSight(const QString &from, const QString &to) const;

    /**
     * Puts the game at @p state, a position set up by hand (tests, rules puzzles): the undo
     * history is cleared and a "position" line logged. Such a game replays only from a log
     * of the same position, so agents' games never call it.
     */
    void setPosition(const HwGameState &state);

    QStringList invariantViolations() const;
    QJsonObject summary() const;
};

} // namespace hexwright
