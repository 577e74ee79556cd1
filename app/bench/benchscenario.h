// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

namespace hexwright {

class HexMap;
struct PanelLibrary;
struct Ruleset;

/**
 * A scenario as big as the targets speak of: main panels tiled to cover @p columns x @p rows
 * hexes, every hex of that area painted with random terrain (a designer's heavy edit), two
 * sides with a few forces and a zone. Deterministic for a given @p seed.
 */
Scenario makeLargeScenario(const Ruleset &ruleset, const PanelLibrary &panels, int columns,
                           int rows, quint32 seed);

/// @p ruleset with a tenth terrain type ("rough"), when it has nine: issue 7 times the export
/// of a map of random terrain of 10 types. Only the bench's copy carries it.
Ruleset withTenTerrainTypes(const Ruleset &ruleset);

/// Paints about one hex in @p typeCount of @p map, at random, with terrain @p terrain: the
/// added tenth type gets its share of the random terrain.
void paintTerrainShare(HexMap &map, int terrain, int typeCount, quint32 seed);

namespace bench {

/**
 * Issue 17, point 3 (benchscenario.cpp): "versus Tiled". Exports @p scenarioPath (whose
 * assembled map is @p map) as a Tiled map with hexwright-cli, checks that the twin has the
 * map's size and terrain, then measures whole processes (CPU user + system, peak resident
 * set): hexwright opening the scenario and quitting once the map is shown
 * (HEXWRIGHT_QUIT_AFTER_SHOW=1, offscreen unless a display is given), and Tiled's
 * tmxrasterizer drawing the twin, if installed (else the command to run is printed). Files
 * go to @p workDir.
 */
void benchVersusTiled(const QString &scenarioPath, const HexMap &map, const QString &workDir);

} // namespace bench

} // namespace hexwright
