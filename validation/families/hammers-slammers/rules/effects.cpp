// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/effects.h"
#include "families/hammers-slammers/hsrules.h"

#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/rulechoices.h"
#include "ruleset/ruleset.h"

namespace hexwright::rules {

bool disruptionEliminatesIn(const QString &terrainId)
{
    return terrainId == QLatin1String("swamp") || terrainId == QLatin1String("river")
        || terrainId == QLatin1String("lake");
}

DisruptionEffect disruptionEffect(const DisruptionTarget &target, const RuleChoices &choices)
{
    auto eliminated = [&target](const QString &reason) {
        return DisruptionEffect {DisruptionOutcome::Eliminated, target.apcWithPassenger, reason};
    };
    auto ignored = [](const QString &reason) {
        return DisruptionEffect {DisruptionOutcome::Ignored, false, reason};
    };
    if (target.cpfTarget)
        return eliminated(QStringLiteral("paratrooper hit by counter-paradrop fire"));
    if (target.alreadyHitThisTurn)
        return ignored(QStringLiteral("one disruption per player turn"));
    if (disruptionEliminatesIn(target.terrainId))
        return eliminated(QStringLiteral("disrupted in %1").arg(target.terrainId));
    if (target.skimmerMounted)
        return eliminated(QStringLiteral("skimmer-mounted infantry"));
    if (target.militia)
        return eliminated(QStringLiteral("militia"));
    if (target.dismountedInfantry)
        return ignored(QStringLiteral("dismounted infantry ignores disruption"));
    if (target.passengerInCloseAssault)
        return ignored(QStringLiteral("mounted infantry does not disrupt in a close assault"));
    const bool second
        = choices.secondDisruption == RuleChoices::SecondDisruption::DisruptedBeforeRound
        ? target.disruptedBeforeRound
        : target.disruptedAtTurnStart;
    if (second)
        return eliminated(QStringLiteral("second disruption"));
    if (target.disrupted)
        return ignored(QStringLiteral("already disrupted"));
    return DisruptionEffect {DisruptionOutcome::Disrupted, false, QString()};
}

bool resultRubbles(const QString &code, AttackKind kind, bool gas)
{
    if (gas || kind == AttackKind::CounterParadrop)
        return false;
    const bool indirect = kind == AttackKind::IndirectA || kind == AttackKind::IndirectB;
    if (code == QLatin1String("DE-R"))
        return true;
    return code == QLatin1String("DE*") && indirect;
}

bool canBeRubbled(const Battlefield &field, HexCoord hex)
{
    if (field.hasFortress(hex))
        return true;
    const TerrainType *terrain = field.terrain(hex);
    return terrain && hsRules(field.ruleset()).terrainOf(*terrain).canBeRubbled
        && !field.hasRubble(hex);
}

} // namespace hexwright::rules
