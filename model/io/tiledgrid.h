// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QPointF>
#include <QPolygonF>
#include <QSize>
#include <QString>

namespace hexwright {

/**
 * The pixel grid of a Tiled map of "hexagonal" orientation, and how it matches ours.
 *
 * Tiled places the tile of column c, row r of a map staggered along x (flat-top hexes in
 * columns) at x = c * (w + s) / 2, y = r * h, and pushes the staggered columns down by h / 2;
 * staggered along y (pointy-top hexes in rows) the same turned a quarter. Which lines are
 * staggered is the stagger index: "even" when column (row) 0 is pushed, "odd" when 1 is.
 * forOffsets() derives both from our offset numbering (OffsetSystem) and hex layout, so the
 * tile of an OffsetCoord is that hex, whatever the parity.
 *
 * Tiled keeps tile sizes in whole, even pixels: w = 2R, s = R and h = 90 for R = 52, a hex
 * 0.07 % lower than regular, which no one sees.
 */
struct TiledHexGrid
{
    bool staggerX = true; ///< flat-top: columns staggered (staggeraxis "x")
    bool staggerEven = true; ///< line 0 is the pushed one (staggerindex "even")
    int tileWidth = 104;
    int tileHeight = 90;
    int hexSideLength = 52;

    /// The grid matching @p offsets: stagger axis from the orientation, stagger index from
    /// where HexLayout puts column (row) 1 against column (row) 0.
    static TiledHexGrid forOffsets(const OffsetSystem &offsets);

    /// "x" or "y", "even" or "odd": the map's staggeraxis and staggerindex attributes.
    QString staggerAxis() const;
    QString staggerIndex() const;
    /// Whether column (staggerX) or row @p line is pushed by half a hex.
    bool isStaggered(int line) const;
    /// The centre of @p hex in Tiled's map pixels (where objects are placed).
    QPointF centre(OffsetCoord hex) const;
    /// The six corners of @p hex relative to its centre, clockwise from the east (flat-top)
    /// or the top (pointy-top), in Tiled's map pixels.
    QPolygonF corners() const;
    /// The pixel size of a map of @p columns x @p rows in Tiled.
    QSize mapPixelSize(int columns, int rows) const;
};

} // namespace hexwright
