// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/familychecks.h"
#include "families/striker/strikerrules.h"

namespace hexwright {

/**
 * Striker's own scenario checks: the vehicle designs of the scenario's family part
 * `designs` against the design constraints of the surviving book (constraints 1 to 13 of
 * the extract's §7, through StrikerDesignRules, on the world of the family part `world`),
 * our own checks of a design on the provisional Book 3 values (volume and power), the
 * designs' ids, and the design each force entry names.
 */
const FamilyChecks &strikerFamilyChecks();

class ScenarioChecker;

/// The checks of the forces, logistics and environment (strikerchecks_force.cpp): budgets,
/// support ratios, pre-game works, the world's night and weather, stands' protection.
void runStrikerForceChecks(ScenarioChecker &checker);
/// Their codes, with the severity each report gets.
QList<CheckInfo> strikerForceCheckCodes();

} // namespace hexwright
