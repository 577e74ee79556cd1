// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "render/terrainstyle.h"

#include <QImage>
#include <QList>
#include <QPen>
#include <QPointF>
#include <QRect>

class QRawFont;

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

/**
 * Straight antialiased strokes drawn once per zoom, each at Phases x Phases subpixel positions:
 * a road from a hex's centre to a neighbour's, in each direction roads are drawn in. Copying
 * one costs a fraction of stroking the line with round caps again; its start is rounded to
 * 1 / Phases of a pixel.
 */
class LineStamps
{
public:
    static constexpr int Phases = 4;

    /// Stamps of @p pen (in device pixels) along each of @p vectors (device pixels), drawn
    /// as a painter with @p antialiased would draw them.
    LineStamps(const QList<QPointF> &vectors, const QPen &pen, bool antialiased);

    /// Draws line @p index from @p start; the painter draws in device pixels.
    void draw(QPainter *painter, int index, QPointF start) const;
    qsizetype bytes() const;

private:
    QList<QImage> m_stamps; ///< index * Phases * Phases + phase y * Phases + phase x
    QList<QPoint> m_corners; ///< by index: an image's corner from the start's whole pixel
};

/**
 * Glyphs drawn once per zoom as coverage masks, at each quarter-pixel position along the
 * baseline, and blended into an image in a colour: what QPainter::drawGlyphRun() does for the
 * digits of hex numbers, without its cost per glyph (the glyph cache lookup and a blit each).
 */
class GlyphStamps
{
public:
    static constexpr int Phases = 4;

    /// @p glyphs of @p font as a painter scaled by @p zoom draws them.
    GlyphStamps(const QRawFont &font, const QList<quint32> &glyphs, double zoom);

    /// Blends glyph @p index (of the list given) in @p colour (premultiplied) into @p clip of
    /// @p image (premultiplied ARGB32), its pen position on the baseline at @p origin (device
    /// pixels).
    void draw(QImage &image, const QRect &clip, int index, QPointF origin, QRgb colour) const;
    qsizetype bytes() const;

private:
    struct Mask
    {
        QPoint corner; ///< from the pen's pixel
        int width = 0;
        int height = 0;
        QByteArray coverage; ///< row by row
    };
    QList<Mask> m_masks; ///< index * Phases + phase
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
