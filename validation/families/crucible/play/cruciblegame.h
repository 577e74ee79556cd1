// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familygame.h"
#include "families/crucible/play/crucibleactions.h"
#include "families/crucible/play/cruciblegamecontext.h"
#include "families/crucible/play/cruciblegamestate.h"
#include "families/crucible/rules/crucibleroll.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>

namespace hexwright {

/// A shot as it will be rolled: the QR dice and their target with every modifier, what a
/// hit needs against the facing's DV, and the hits expected to take effect.
struct CrucibleFireOdds
{
    int dice = 0;
    int qr = 0; ///< the QR target (0: cannot fire)
    QList<crucible::QrModifier> modifiers;
    int fp = 0;
    int dv = 0;
    QString facing;
    double expected = 0; ///< hits through the DV
};

/**
 * A game of The Crucible as far as Rules Supplement 4 goes, the core book's lost values
 * taken from the ruleset's provisional charts: the state, the dice and the JSON-lines log.
 *
 * Every turn runs the supplement's phases 1 to 9 with 7a to 7d: the order of movement
 * rolled off, each detachment's Leadership Points rolled (2d6 + LV - Chaos), weapons with
 * intercept triangles allocated to artillery defence, moves at 1-2-4 LP (easy terrain one
 * band faster, Thunder Runs' free distance), direct fire with every QR modifier and the
 * up-rated arcs, vehicle close assault, the delayed strikes landing in 7a to 7c and
 * off-table artillery called in 7d for the next turn, suppression removed, destroyed TUs
 * removed and Thunder Runs declared. A phase in which a player has nothing to decide is
 * played through without him. The rules are CrucibleEngine's (crucibleengine_p.h) and the
 * small functions of rules/.
 */
class CrucibleGame : public FamilyGame<CrucibleGame, CrucibleGameContext, CrucibleGameState,
                                       CruciblePlay, &cruciblePlayToJson, &cruciblePlayFromJson>
{
public:
    CrucibleGame(std::shared_ptr<const CrucibleGameContext> context, quint64 seed);

    int decidingPlayer() const { return m_state.current(); }
    bool isOver() const { return m_state.gameOver; }
    QString phaseId() const;

    QList<CruciblePlay> legalActions() const;
    /// Why @p play is illegal now, or empty.
    QString check(const CruciblePlay &play) const;
    QString apply(const CruciblePlay &play);

    /// The odds of @p unit's weapon @p weapon (0-based) on @p target before rolling.
    CrucibleFireOdds odds(const QString &unit, int weapon, const QString &target,
                          bool conFire = false) const;
    /// How far TU @p id may move now (mm; 0: it may not), on easy terrain or not.
    double reach(const QString &id, bool easy) const;
    /// The LP detachment @p id has left this turn.
    int lp(const QString &detachment) const;
    /// The LP TU @p id's next move costs (-1: it has made its three).
    int nextMoveLp(const QString &id) const;

    QStringList invariantViolations() const;
    QJsonObject summary() const;
};

} // namespace hexwright
