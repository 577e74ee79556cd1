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
 * The rules engine's checks of a loaded scenario against its ruleset and assembled map:
 * things the file format cannot see on its own. Each problem is a Diagnostic at the scenario
 * file's line and column, with a stable code (builtinChecks() lists them with their severity),
 * the side it concerns, the entry it is about (force, zone, reinforcement, victory, marker,
 * side, hidden) and the offending hexes, so that the editor can go there.
 *
 * The built-in checks (validation/checks_*.cpp): hexes on the map and playable; zones, entry
 * edges and road entries that exist; units set up only in terrain their movement class may
 * enter; fortresses (one per hex, not in the ruleset's forbidden terrain, at most its
 * capacity inside); the stacking limit per player per hex; setup and move orders and players;
 * the attacker's points against the defender's; reinforcement and victory turns within the
 * game; victory conditions that refer to what is in play. The ruleset's declarative force
 * constraints (constraintchecks.h) run after them. Pure: the same scenario gives the same
 * list, fast enough to run after every edit.
 */
Diagnostics checkScenario(const Scenario &scenario, const Ruleset &ruleset, const HexMap &map,
                          const QString &file);

} // namespace hexwright
