// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/**
 * Maschinen Krieger's defensive attacks [5.4] and close quarters combat [9.0] as small
 * functions: when a unit of the anti-phase player may fire, and which enemy units the phase
 * player's units pin in a close quarters hex.
 */
namespace makrules {

/// The three triggers of a defensive attack [5.4].
enum class MakTrigger {
    SurvivedAttack, ///< 1: it survived an attack from within 3 hexes
    StackedWithTarget, ///< 2: it is stacked with a unit so attacked
    EnemyEntersAdjacent, ///< 3: an enemy unit entered a hex adjacent to it
};

/// The log's word for @p trigger: survived_attack, stacked_with_target, enemy_adjacent.
QString triggerId(MakTrigger trigger);

/// What happened that may let the anti-phase player fire.
struct MakDefensiveEvent
{
    enum class Kind { Attack, Entered };
    Kind kind = Kind::Attack;
    /// Attack: hexes from the attacker to its target (0: close quarters in one hex).
    int attackRange = 0;
    bool targetSurvived = true; ///< Attack: the target is still on the map
};

/**
 * The trigger that lets a unit fire defensively after @p event, or nothing: @p isTarget (it
 * was the target), @p stackedWithTarget (it shares the target's hex), @p hexesToMover (hexes
 * from it to the hex the enemy entered), with @p triggerRange the text's 3 hexes.
 */
std::optional<MakTrigger> defensiveTrigger(const MakDefensiveEvent &event, bool isTarget,
                                           bool stackedWithTarget, int hexesToMover,
                                           int triggerRange = 3);

/// A unit in a close quarters hex, as pinning sees it [9.4].
struct MakCqcUnit
{
    QString id;
    bool immobilized = false;
    bool canFire = true; ///< not armament disabled, a weapon with rounds left
};

/**
 * The enemy units pinned in a close quarters hex [9.4]: each phasing unit that is not
 * immobilized and can fire pins one; the phase player chooses which stay free, here the last
 * of @p enemiesByPreference (the first are pinned first).
 */
QStringList pinnedUnits(const QList<MakCqcUnit> &phasing, const QStringList &enemiesByPreference);

} // namespace makrules
} // namespace hexwright
