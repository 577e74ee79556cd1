// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QList>

namespace hexwright {

struct Panel;
struct PanelPlacement;

/**
 * The hexes of one placed panel, the one answer to "is this hex on that board".
 *
 * A panel's hexes are not its bounding box: the box of a flat-top panel holds an extra row
 * under its even columns (pointy-top: an extra column beside its even rows), and those hexes
 * are the next panel's (Spice Madness's Board 2 must not take Board 4's top row). A hex on a
 * seam is a hex of both panels whose halves make it.
 */
/// Whether map hex @p hex is one of @p panel's, placed as @p placement says: a whole hex of
/// it, or a seam hex one of whose halves it holds.
bool panelCovers(const Panel &panel, const PanelPlacement &placement, OffsetCoord hex);
/// Every hex of @p panel placed as @p placement says, in map coordinates, halves included.
QList<OffsetCoord> panelFootprint(const Panel &panel, const PanelPlacement &placement);

} // namespace hexwright
