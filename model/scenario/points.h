// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace hexwright {

struct ForceEntry;
struct Ruleset;
struct Scenario;

/// Morale of @p colour on side @p sideId: the base value of the side's morale block that
/// names the colour, or -1 if none does.
int colourMorale(const Scenario &scenario, const QString &sideId, const QString &colour);

/**
 * Points a force entry costs: the family's price when it gives one
 * (FamilyRules::forceEntryPoints(): leaders and skills on top of the units), else by the
 * ruleset's cost chart: per unit, the unit cost (or its
 * cost with a table-priced option such as gas or ECM), plus per-unit options (paratroop +2),
 * plus the rally cost of the colour's morale unless the scenario gives it free or the family
 * says the piece pays none (FamilyRules::paysRallyCost(): a fortress).
 */
int forceEntryCost(const ForceEntry &entry, const Scenario &scenario, const Ruleset &ruleset);

/// What one unit of a force entry costs, in its parts: the roster shows "31 + 2 rally".
struct UnitCostParts
{
    int unit = 0; ///< the cost chart's, or its price with a table-priced option (gas, ECM)
    int perUnitOptions = 0; ///< options priced per unit (paratroop +2)
    int rally = 0; ///< the rally cost of the colour's morale, when the unit pays it
    int total() const { return unit + perUnitOptions + rally; }
};
UnitCostParts unitCostParts(const ForceEntry &entry, const Scenario &scenario,
                            const Ruleset &ruleset);

/// Whether the sides of @p ruleset's game buy their forces with points
/// (FamilyRules::buysForcesWithPoints()): whatever shows a side's points asks first.
bool buysForcesWithPoints(const Ruleset &ruleset);

/// Total points of every force entry of side @p sideId.
int sidePoints(const Scenario &scenario, const QString &sideId, const Ruleset &ruleset);

/// Number of units (counters) of side @p sideId.
int sideUnitCount(const Scenario &scenario, const QString &sideId);

} // namespace hexwright
