// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

namespace hexwright {

class HexMap;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

/**
 * The rules engine's checks of a loaded scenario against its assembled map: things the file
 * format cannot see on its own. Each problem is a Diagnostic at the scenario file's line and
 * column, with a stable code.
 *
 * This first set covers references to the map (every hex a scenario names must be on the
 * assembled map, set-up hexes must be playable), side colours and reinforcement turns; the
 * full engine (ruleset constraints, stacking, terrain legality) builds on the same entry
 * point.
 */
Diagnostics checkScenario(const Scenario &scenario, const Ruleset &ruleset, const HexMap &map,
                          const QString &file);

} // namespace hexwright
