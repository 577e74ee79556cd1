// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/familychecks.h"
#include "families/hammer-wars/hwrules.h"

namespace hexwright {

/**
 * Hammer Wars' own scenario checks: the sides' armies (faction, goal and its secret
 * objective, the unit pool by category, §2, §3, §8, §9) and the table (the objective markers
 * where §1 puts them, the table's size, pieces off the table, solid pieces over each other or
 * over an objective, and a tournament organiser's layout guidance as notes).
 */
const FamilyChecks &hwFamilyChecks();

} // namespace hexwright
