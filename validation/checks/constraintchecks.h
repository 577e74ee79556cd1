// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

namespace hexwright {

struct Ruleset;
struct Scenario;

/**
 * Evaluates the declarative force constraints of the ruleset (and of the scenario itself)
 * against the scenario's forces: budgets, all-or-none options, mutually exclusive unit types,
 * uniform values, counts, percentages of points, requirements.
 */
Diagnostics checkConstraints(const Scenario &scenario, const Ruleset &ruleset, const QString &file);

} // namespace hexwright
