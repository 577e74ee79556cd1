// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/familychecks.h"
#include "families/hammers-slammers/hsrules.h"

namespace hexwright {

/**
 * Hammer's Slammers' own scenario checks: fortresses (where one may stand, one per hex, the
 * units inside), stacking (per hex and per set-up zone) and the book's guidance that an
 * attacker gets about 20 % more points than the defender.
 */
const FamilyChecks &hsFamilyChecks();

} // namespace hexwright
