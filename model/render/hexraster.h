// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/terrainstyle.h"

#include <QImage>
#include <QList>
#include <QPointF>
#include <QRect>

namespace hexwright {

/// What the rasterizer knows of a hex: its terrain style index, or one of these flags.
namespace HexCell {
constexpr uchar Skip = 0x80; ///< set for half hexes and empty cells: drawn as vectors or not at all
constexpr uchar None = 0xff; ///< no hex, or a terrain without a style
} // namespace HexCell

/**
 * The hex grid in device pixels at one zoom. Flat-top hexes with the odd columns half a hex
 * higher, HexMap's numbering.
 */
struct HexPixelGrid
{
    QPointF origin; ///< centre of hex column 0, row 0
    double columnStep = 1; ///< between column centres: 1.5 radius
    double rowStep = 1; ///< between row centres: the distance across the flats
    double radius = 1; ///< centre to corner

    double centreX(int col) const { return origin.x() + col * columnStep; }
    double centreY(int col, int row) const
    {
        return origin.y() + row * rowStep - ((col & 1) ? rowStep / 2 : 0.0);
    }
};

/**
 * Every terrain's hex drawn once per pattern variant at one zoom: the ground over the whole
 * image with the pattern's symbols antialiased in the middle. Copying them row by row is what
 * makes a detailed repaint fast; the hexes still tile exactly, because the rasterizer decides
 * which pixels belong to a hex and only takes those from the stamp.
 */
class TerrainStamps
{
public:
    TerrainStamps(const QList<TerrainStyle> &styles, double radius, double rowStep);

    /// The stamp of style @p style and variant @p variant, or null for a plain ground.
    const QImage *stamp(int style, int variant) const;
    /// Where the hex centre is in every stamp (pixel edges, not centres).
    QPointF centre() const { return m_centre; }
    qsizetype bytes() const;

private:
    QList<QImage> m_stamps; ///< style * 4 + variant; null images for plain grounds
    QPointF m_centre;
};

/// What rasterizeHexes() fills the hexes with.
struct HexFill
{
    const uchar *cells = nullptr; ///< one HexCell value per hex, row-major
    int columns = 0;
    int rows = 0;
    const QRgb *colours = nullptr; ///< premultiplied colour per style, for hexes without stamp
    const TerrainStamps *stamps = nullptr; ///< optional
    bool grid = false; ///< draw a one-pixel hex grid too (the look of small, unantialiased hexes)
    QRgb gridColour = 0xff000000;
};

/**
 * Fills @p rect of @p image (premultiplied ARGB32) with the hexes of @p fill, scanline by
 * scanline: each pixel whose centre lies in a hex gets its colour or its stamp's pixel. Pixel
 * (0, 0) of the image is at @p origin in @p grid's pixels. Pixels of hexes marked Skip are left
 * as they are.
 */
void rasterizeHexes(QImage &image, const QRect &rect, QPoint origin, const HexPixelGrid &grid,
                    const HexFill &fill);

} // namespace hexwright
