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
 * Points a force entry costs by the ruleset's cost chart: per unit, the unit cost (or its
 * cost with a table-priced option such as gas or ECM), plus per-unit options (paratroop +2),
 * plus the rally cost of the colour's morale unless the scenario gives it free or the family
 * says the piece pays none (FamilyRules::paysRallyCost(): a fortress).
 */
int forceEntryCost(const ForceEntry &entry, const Scenario &scenario, const Ruleset &ruleset);

/// Total points of every force entry of side @p sideId.
int sidePoints(const Scenario &scenario, const QString &sideId, const Ruleset &ruleset);

/// Number of units (counters) of side @p sideId.
int sideUnitCount(const Scenario &scenario, const QString &sideId);

} // namespace hexwright
