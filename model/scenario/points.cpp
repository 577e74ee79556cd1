// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/points.h"

#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <algorithm>

namespace hexwright {

namespace {

const MoraleBlock *moraleBlock(const Scenario &scenario, const QString &sideId,
                               const QString &colour)
{
    const Side *side = scenario.findSide(sideId);
    if (!side)
        return nullptr;
    for (const MoraleBlock &block : side->morale) {
        if (block.colours.contains(colour))
            return &block;
    }
    return nullptr;
}

} // namespace

int colourMorale(const Scenario &scenario, const QString &sideId, const QString &colour)
{
    const MoraleBlock *block = moraleBlock(scenario, sideId, colour);
    return block ? block->value : -1;
}

UnitCostParts unitCostParts(const ForceEntry &entry, const Scenario &scenario,
                            const Ruleset &ruleset)
{
    UnitCostParts parts;
    const UnitType *type = ruleset.findUnitType(entry.unitType);
    if (!type)
        return parts;
    parts.unit = type->cost;
    for (const QString &optionId : entry.options) {
        const PurchaseOption *option = ruleset.findPurchaseOption(optionId);
        if (!option)
            continue;
        if (option->pricing == PurchaseOption::Pricing::UnitTable)
            parts.unit = type->optionCosts.value(optionId, parts.unit);
    }
    for (const QString &optionId : entry.options) {
        const PurchaseOption *option = ruleset.findPurchaseOption(optionId);
        if (option && option->pricing == PurchaseOption::Pricing::PerUnit)
            parts.perUnitOptions += option->cost;
    }
    const MoraleBlock *block = moraleBlock(scenario, entry.side, entry.colour);
    // The family says which pieces are no units that rally (a Hammer's Slammers fortress).
    const bool paysRally = !ruleset.familyRules || ruleset.familyRules->paysRallyCost(*type);
    if (paysRally && block && !block->free)
        parts.rally = std::max(0, ruleset.rallyCostPerUnit(block->value));
    return parts;
}

int forceEntryCost(const ForceEntry &entry, const Scenario &scenario, const Ruleset &ruleset)
{
    // A family that prices more than the units (leaders, skills) says so.
    if (ruleset.familyRules) {
        if (const std::optional<int> points
            = ruleset.familyRules->forceEntryPoints(ruleset, scenario, entry))
            return *points;
    }
    return unitCostParts(entry, scenario, ruleset).total() * entry.count;
}

bool buysForcesWithPoints(const Ruleset &ruleset)
{
    return !ruleset.familyRules || ruleset.familyRules->buysForcesWithPoints();
}

int sidePoints(const Scenario &scenario, const QString &sideId, const Ruleset &ruleset)
{
    int total = 0;
    for (const ForceEntry &entry : scenario.forces) {
        if (entry.side == sideId)
            total += forceEntryCost(entry, scenario, ruleset);
    }
    return total;
}

int sideUnitCount(const Scenario &scenario, const QString &sideId)
{
    int total = 0;
    for (const ForceEntry &entry : scenario.forces) {
        if (entry.side == sideId)
            total += entry.count;
    }
    return total;
}

} // namespace hexwright
