// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

namespace hexwright {

/// Whether anything in the scenario names a hex (painted terrain, road edits, markers, zones,
/// units on hexes, road entry hexes, entry anchor hexes, victory hexes).
bool scenarioRefersToHexes(const Scenario &scenario);

/**
 * Moves the whole scenario @p columns east and @p rows south: the panels and everything that
 * names a hex, so it still names the same terrain. This is what putting a panel west of column
 * 01 or north of row 01 needs, because the map's north-west corner stays at 0101. The shift
 * along the map's shifted axis must be even (@p columns on a flat-top map, @p rows on a
 * pointy-top one), so odd columns (rows) stay odd and hexes keep their neighbours.
 */
void shiftScenario(Scenario &scenario, int columns, int rows);

} // namespace hexwright
