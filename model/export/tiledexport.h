// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/mapexport.h"
#include "io/tiledgrid.h"

#include <QImage>
#include <QString>

namespace hexwright {

struct Ruleset;

/// What exportTiledMap() wrote.
struct TiledExportSummary
{
    QString imagePath; ///< the tileset's picture beside the map
    int terrainTiles = 0;
    int zoneHexes = 0;
    int markers = 0;
    int roads = 0; ///< polylines
};

/// Where exportTiledMap() writes the tileset picture of a map written to @p tmxPath:
/// "OUT-terrain.png" beside "OUT.tmx".
QString tiledTerrainImagePath(const QString &tmxPath);

/**
 * One tile per terrain type of @p ruleset, in its order, side by side: a hex filling the
 * tile of @p grid on a transparent ground, in the renderer's terrain colours and patterns
 * (TerrainStyle).
 */
QImage tiledTerrainTiles(const Ruleset &ruleset, const TiledHexGrid &grid);

/**
 * Writes the hex map of @p source as a Tiled map (TMX, Tiled 1.8) to @p path and its terrain
 * tileset's picture to tiledTerrainImagePath(@p path).
 *
 * The map: orientation "hexagonal" with the stagger axis and index of the map's numbering;
 * properties hexwright_format, title, ruleset, panel_library and label_digits. An embedded
 * tileset "Hexwright terrain" holds a tile per terrain type (tile id = terrain index) with
 * the properties terrain_id and name. Layers: "Terrain" (tiles, CSV), then object layers
 * "Zones" (an unnamed hexagon per zone hex with the properties zone, zone_name, hex and
 * colour), "Markers" (a point per
 * marker with kind, owner and hex), "Roads" (polylines through hex centres) and "Hex labels"
 * (hidden: a point per hex named by its label). Tiled has no properties per cell, so the
 * labels are objects there, where Tiled shows and keeps them. Hexsides get no layer: the
 * model has no hexside features.
 *
 * A table scenario is refused (no hexes). False with a message in @p error.
 */
bool exportTiledMap(const MapExportSource &source, const QString &path, QString *error = nullptr,
                    TiledExportSummary *summary = nullptr);

} // namespace hexwright
