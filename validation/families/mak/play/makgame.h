// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familygame.h"
#include "families/mak/play/makactions.h"
#include "families/mak/play/makgamecontext.h"
#include "families/mak/play/makgamestate.h"
#include "families/mak/rules/makattack.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace hexwright {

/// An attack as it will be rolled: the target number with every term, and the chance.
struct MakAttackPreview
{
    makrules::MakAttackTarget target;
    bool indirect = false; ///< fired through a spotter [5.5]
    QString spotter;
    double chance = 0; ///< of 2d6 at or under the target
};

/**
 * A game of Maschinen Krieger by the procedures of the English rules v1.2: the state, the
 * dice and the JSON-lines log.
 *
 * Each turn runs the ruleset's sequence of play [4.0]: the air commitment phase (each player
 * commits his aircraft to air combat or a ground mission; the dog-fight on the provisional
 * dog-fight chart, then the breakthrough [10.1-10.3]), the first player's phase, the second
 * player's phase, the end of the turn. A player's phase opens with his requested artillery
 * strikes (deviation, then indirect fire on the area [17.2]), his smoke ageing [19.2.3] and
 * the fire's attacks on the enemy's infantry [19.4.2]. In his phase a player's units each move or
 * make their offensive attack [5.3]: a unit, or a stack at its slowest [7.2.5], moves one hex an
 * action paying the terrain and hexside costs [7.1]; an enemy entering a hex adjacent to his units,
 * an attack from within 3 hexes that a unit survives, or on a unit it is stacked with, opens a
 * defensive window in which the other player may fire each unit once at the mover or the
 * attacker [5.4]. An attack is 2d6 at or under its target [5.1]; a hit is read on the armour
 * endurance chart (infantry's M or A breaks its morale [14.3]); lasers and machine guns
 * break down, rockets and PanzerFausts run out of rounds [11.0]. Indirect weapons hit the
 * target hex and its six neighbours, fired directly or through a spotter [5.5]. A unit may
 * assault an adjacent enemy hex: the defenders fire first, the survivors enter and fight in
 * the hex, where each phasing unit pins one enemy [9.0]; an armed vehicle may overrun an
 * enemy hex and leave by the opposite side [13.2]. A ground mission attacks one unit after the
 * hex's anti-aircraft fire, or spots an indirect attack [10.4, 10.5]; an observer requests
 * off-board artillery [17.1]; smoke blocks sight [19.2]; a minefield attacks each unit
 * entering or leaving it [19.1]; vehicles carry and unload cargo [13.1]; reinforcements pay
 * for their entry hex [12.1]. The game ends after the last turn
 * (or when a player has no unit left) and the higher O.G.P. wins.
 *
 * Every action goes through apply(), which refuses an illegal one (nothing changes) and logs
 * it and every die it rolled; undo() takes back an action that rolled no die.
 */
class MakGame : public FamilyGame<MakGame, MakGameContext, MakGameState, MakPlay, &makPlayToJson,
                                  &makPlayFromJson>
{
public:
    MakGame(std::shared_ptr<const MakGameContext> context, quint64 seed);

    /// The player who decides now: the phase player, or the other one in a defensive window.
    int decidingPlayer() const;
    bool isOver() const { return m_state.over; }
    QString phaseId() const { return m_context->phaseId(m_state.phase); }

    QList<MakPlay> legalActions() const;
    /// Why @p play is illegal now, or empty.
    QString check(const MakPlay &play) const;
    QString apply(const MakPlay &play);

    /// The attack @p attacker would make with weapon @p weapon (-1 unarmed) at @p target now,
    /// every modifier listed; nothing (and why) when it may not.
    std::optional<MakAttackPreview> preview(const QString &attacker, int weapon,
                                            const QString &target, bool defensive,
                                            QString *why = nullptr) const;
    /// The enemy units pinned in @p hex by the phase player's units there [9.4].
    QStringList pinnedIn(OffsetCoord hex) const;
    /// The units of @p player on the map in @p hex.
    QStringList unitsIn(OffsetCoord hex, int player) const;

    QStringList invariantViolations() const;
    QJsonObject summary() const;
};

/// The chance that 2d6 total at most @p target.
double chanceAtOrUnder(int target);

} // namespace hexwright
