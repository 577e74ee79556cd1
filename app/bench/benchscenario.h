// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

namespace hexwright {

struct PanelLibrary;
struct Ruleset;

/**
 * A scenario as big as the targets speak of: main panels tiled to cover @p columns x @p rows
 * hexes, every hex of that area painted with random terrain (a designer's heavy edit), two
 * sides with a few forces and a zone. Deterministic for a given @p seed.
 */
Scenario makeLargeScenario(const Ruleset &ruleset, const PanelLibrary &panels, int columns,
                           int rows, quint32 seed);

} // namespace hexwright
