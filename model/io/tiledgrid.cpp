// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "io/tiledgrid.h"

#include "hex/hexlayout.h"

namespace hexwright {

namespace {

/// Circumradius of a hex in the tiles, in pixels: even, with 2R and sqrt(3) R close to even
/// whole numbers (104 and 90.07).
constexpr int TileRadius = 52;
constexpr int TileAcrossFlats = 90;

} // namespace

TiledHexGrid TiledHexGrid::forOffsets(const OffsetSystem &offsets)
{
    TiledHexGrid grid;
    grid.staggerX = offsets.orientation == HexOrientation::FlatTop;
    // Where our layout puts line 1 against line 0: the lower (further right) one is pushed.
    const HexLayout layout(offsets.orientation, QSizeF(1, 1));
    const QPointF zero = layout.hexToPixel(offsets.fromOffset(0, 0));
    const QPointF one
        = layout.hexToPixel(grid.staggerX ? offsets.fromOffset(1, 0) : offsets.fromOffset(0, 1));
    grid.staggerEven = grid.staggerX ? zero.y() > one.y() : zero.x() > one.x();
    grid.tileWidth = grid.staggerX ? 2 * TileRadius : TileAcrossFlats;
    grid.tileHeight = grid.staggerX ? TileAcrossFlats : 2 * TileRadius;
    grid.hexSideLength = TileRadius;
    return grid;
}

QString TiledHexGrid::staggerAxis() const
{
    return staggerX ? QStringLiteral("x") : QStringLiteral("y");
}

QString TiledHexGrid::staggerIndex() const
{
    return staggerEven ? QStringLiteral("even") : QStringLiteral("odd");
}

bool TiledHexGrid::isStaggered(int line) const
{
    return ((line & 1) != 0) != staggerEven;
}

QPointF TiledHexGrid::centre(OffsetCoord hex) const
{
    // Tiled's HexagonalRenderer::tileToScreenCoords(), plus half a tile.
    if (staggerX) {
        const int columnWidth = (tileWidth - hexSideLength) / 2 + hexSideLength;
        return QPointF(hex.col * columnWidth + tileWidth / 2.0,
                       hex.row * tileHeight + (isStaggered(hex.col) ? tileHeight / 2 : 0)
                           + tileHeight / 2.0);
    }
    const int rowHeight = (tileHeight - hexSideLength) / 2 + hexSideLength;
    return QPointF(hex.col * tileWidth + (isStaggered(hex.row) ? tileWidth / 2 : 0)
                       + tileWidth / 2.0,
                   hex.row * rowHeight + tileHeight / 2.0);
}

QPolygonF TiledHexGrid::corners() const
{
    const double w = tileWidth / 2.0;
    const double h = tileHeight / 2.0;
    const double s = hexSideLength / 2.0;
    if (staggerX)
        return QPolygonF({{w, 0}, {s, h}, {-s, h}, {-w, 0}, {-s, -h}, {s, -h}});
    return QPolygonF({{0, -h}, {w, -s}, {w, s}, {0, h}, {-w, s}, {-w, -s}});
}

QSize TiledHexGrid::mapPixelSize(int columns, int rows) const
{
    if (staggerX) {
        const int columnWidth = (tileWidth - hexSideLength) / 2 + hexSideLength;
        return QSize(columns * columnWidth + (tileWidth - hexSideLength) / 2,
                     rows * tileHeight + (columns > 1 ? tileHeight / 2 : 0));
    }
    const int rowHeight = (tileHeight - hexSideLength) / 2 + hexSideLength;
    return QSize(columns * tileWidth + (rows > 1 ? tileWidth / 2 : 0),
                 rows * rowHeight + (tileHeight - hexSideLength) / 2);
}

} // namespace hexwright
