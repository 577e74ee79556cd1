// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QList>
#include <QPolygonF>

#include <optional>

namespace hexwright {

class HexMap;
class MapRenderer;

/**
 * Which hexes the terrain tools work on: brush footprints, flood fill regions and the hexes
 * a rectangle or a lasso selects. Everything is in map offsets and asks the HexMap, so the
 * editor's tools stay free of hex maths.
 */

/// Whether a tool may paint @p hex: a hex of the map (half hexes on the edge included).
/// Hexes off the panels are left alone, so that a brush along the map's edge does not grow
/// a ragged band of stray hexes; the map's shape comes from its panels.
bool isPaintable(const HexMap &map, OffsetCoord hex);

/// The paintable hexes within @p radius steps of @p centre (which may lie off the map).
QList<OffsetCoord> brushFootprint(const HexMap &map, OffsetCoord centre, int radius);

/// The paintable hexes a brush of @p radius covers on its way along the hex line from
/// @p from to @p to, both ends included, each hex once.
QList<OffsetCoord> lineFootprint(const HexMap &map, OffsetCoord from, OffsetCoord to, int radius);

/// The hexes of the map connected to @p start through neighbours of the same terrain,
/// @p start first. Empty if @p start is not a hex of the map; nullopt if the region has
/// more than @p limit hexes (a negative limit means none).
std::optional<QList<OffsetCoord>> connectedRegion(const HexMap &map, OffsetCoord start,
                                                  qsizetype limit = -1);

/// The hexes of the map whose column and row lie between those of @p a and @p b.
QList<OffsetCoord> hexesInOffsetRect(const HexMap &map, OffsetCoord a, OffsetCoord b);

/// The hexes of the renderer's map whose centres lie inside @p polygon (scene coordinates;
/// a lasso that crosses itself still selects what it loops round).
QList<OffsetCoord> hexesInPolygon(const MapRenderer &renderer, const QPolygonF &polygon);

} // namespace hexwright
