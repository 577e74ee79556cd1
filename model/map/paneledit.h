// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "map/panel.h"
#include "scenario/scenario.h"

namespace hexwright {

struct Ruleset;

/**
 * The panel editor edits a library panel with the scenario map tools: the panel becomes a
 * one-panel scenario (at 0101, not turned, titled "Panel <id>"), the tools paint terrain
 * overrides and draw or erase road links in it as in any scenario, and applyPanelEdits()
 * folds those edits back into the panel.
 */
Scenario panelEditScenario(const Panel &panel, const PanelLibrary &library, const Ruleset &ruleset);

/**
 * @p panel with the edits of @p edited (a scenario made by panelEditScenario()) made part of
 * it: the painted terrain written into its grid, and its road links (the panel's roads plus
 * the links drawn, minus the links erased) turned back into chains.
 *
 * Roads keep their ids, names and direction where they survive: a road that is untouched
 * stays exactly as it was, even where it crosses or touches another road. The new links are
 * split into paths at the hexes where roads end or meet (walking from hexes with other than
 * two links first, then closed loops); a new path that continues a road end to end becomes
 * part of it. Each chain takes the id and name of the old road it shares most links with;
 * the others are named "road-N" / "Road N". Painting or drawing off the panel is ignored.
 *
 * Features keep their hexes: a hex painted to other terrain stays in the features it was in
 * (a city hex painted clear is still listed under the town) until someone edits the list.
 */
Panel applyPanelEdits(const Panel &panel, const Scenario &edited, const Ruleset &ruleset);

} // namespace hexwright
