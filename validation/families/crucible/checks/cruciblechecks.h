// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/familychecks.h"
#include "families/crucible/cruciblerules.h"

namespace hexwright {

/**
 * The Crucible's own scenario checks, the supplement's force rules: each detachment's size
 * by class and its one Lieutenant, Troops only with their optional rule and led by a
 * Sergeant, Fireflies and remote units per controller, one backup weapon per combat car,
 * Elite Skills and Prime units only with their optional rules, a Prime detachment as its
 * template has it, force-wide skills once per force, and the force total within the side's
 * budget; and the family parts themselves (cruciblescenario.h): ids that resolve, values
 * that read.
 */
const FamilyChecks &crucibleFamilyChecks();

} // namespace hexwright
