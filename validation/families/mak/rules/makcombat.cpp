// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/rules/makcombat.h"

namespace hexwright::makrules {

QString triggerId(MakTrigger trigger)
{
    switch (trigger) {
    case MakTrigger::SurvivedAttack:
        return QStringLiteral("survived_attack");
    case MakTrigger::StackedWithTarget:
        return QStringLiteral("stacked_with_target");
    case MakTrigger::EnemyEntersAdjacent:
        return QStringLiteral("enemy_adjacent");
    }
    return {};
}

std::optional<MakTrigger> defensiveTrigger(const MakDefensiveEvent &event, bool isTarget,
                                           bool stackedWithTarget, int hexesToMover,
                                           int triggerRange)
{
    if (event.kind == MakDefensiveEvent::Kind::Entered) {
        if (hexesToMover == 1)
            return MakTrigger::EnemyEntersAdjacent;
        return std::nullopt;
    }
    if (event.attackRange > triggerRange)
        return std::nullopt;
    if (isTarget)
        return event.targetSurvived ? std::optional(MakTrigger::SurvivedAttack) : std::nullopt;
    if (stackedWithTarget)
        return MakTrigger::StackedWithTarget;
    return std::nullopt;
}

QStringList pinnedUnits(const QList<MakCqcUnit> &phasing, const QStringList &enemiesByPreference)
{
    int pins = 0;
    for (const MakCqcUnit &u : phasing) {
        if (!u.immobilized && u.canFire)
            ++pins;
    }
    return enemiesByPreference.mid(0, std::min<qsizetype>(pins, enemiesByPreference.size()));
}

} // namespace hexwright::makrules
