// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "io/diagnostic.h"
#include "scenario/scenario.h"

#include <QByteArray>

#include <optional>

namespace hexwright {

class HexMap;
struct Ruleset;

/// The largest .tmx (and external .tsx) readTiledTerrainFile() reads: a CSV layer of the
/// largest map (MaxMapHexes) with three-digit tile numbers fits several times.
constexpr qint64 MaxTiledFileBytes = qint64(64) << 20;

/// The terrain of a Tiled map read back: a terrain index of the ruleset per hex, row-major
/// over columns x rows in the map's numbering, NoTerrain where the map has no tile.
struct TiledTerrain
{
    int columns = 0;
    int rows = 0;
    QByteArray cells;

    /// The terrain of @p hex; NoTerrain outside the map.
    quint8 at(OffsetCoord hex) const;
};

/**
 * Reads the terrain of a Tiled map (TMX) of a hex map, as exportTiledMap() writes it and
 * Tiled saves it after editing: the tile layer "Terrain" (CSV, uncompressed Base64 or XML
 * tiles; in a group or not), whose tiles name their terrain by the tile property terrain_id
 * in an embedded tileset or an external .tsx beside @p fileName. Tile flips and turns are
 * ignored (a turned tile is the same terrain).
 *
 * The map must be "hexagonal", staggered like @p map's numbering (TiledHexGrid) and exactly
 * @p map's columns x rows. Every problem is a Diagnostic with file, line and column:
 * malformed XML, a DTD (no Tiled map has one; refused before any entity is expanded), a
 * wrong orientation or stagger, a size mismatch (checked before anything is allocated), a
 * tile of no known tileset or without terrain_id, a terrain id the ruleset does not know,
 * compressed or infinite layers. Nothing is returned when there is an error.
 */
std::optional<TiledTerrain> readTiledTerrain(const QByteArray &data, const QString &fileName,
                                             const Ruleset &ruleset, const HexMap &map,
                                             Diagnostics &diagnostics);

/// readTiledTerrain() of the file at @p path (a regular file of at most MaxTiledFileBytes),
/// named @p displayName in messages.
std::optional<TiledTerrain> readTiledTerrainFile(const QString &path, const QString &displayName,
                                                 const Ruleset &ruleset, const HexMap &map,
                                                 Diagnostics &diagnostics);

/**
 * The scenario's painted terrain that makes @p map (assembled from the same panels) show
 * @p terrain: a hex is painted where the imported terrain differs from the panels' own;
 * hexes without a tile, or with the panels' terrain, are not painted.
 */
TerrainOverrides tiledTerrainOverrides(const TiledTerrain &terrain, const HexMap &map);

} // namespace hexwright
