// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QList>
#include <QPoint>
#include <QRect>

#include <algorithm>

class QPainter;

namespace hexwright {

/**
 * The whole map at one pixel per hex column and two per hex row (odd columns sit half a hex
 * higher, so each hex covers two pixels, starting one pixel higher in odd columns), with halved
 * copies of it for drawing it small without shimmer. A pointy-top map is the same turned a
 * quarter: one pixel per row and two per column, even rows starting one pixel further east.
 *
 * MapRenderer draws it instead of single hexes when they are only a few pixels wide, and the
 * minimap shows it. Repainting a hex rewrites its two pixels; the halved copies catch up on
 * the next draw, pixel by pixel: nothing is rebuilt.
 */
class MapOverview
{
public:
    /// A transparent overview for a map of @p columns x @p rows hexes, flat-top or (with
    /// @p pointyTop) pointy-top. When its image cannot be allocated the overview stays null
    /// (isNull()): hexes written to it are dropped and nothing is drawn, rather than writing
    /// through a null image.
    void reset(int columns, int rows, bool pointyTop = false);
    bool isNull() const { return m_levels.isEmpty(); }
    /// Sets the colour (premultiplied) of the hex at @p col, @p row.
    void setHex(int col, int row, QRgb colour)
    {
        if (!m_pixels || col < 0 || row < 0 || col >= m_columns || row >= m_rows)
            return;
        const QPoint at = pixelOf(col, row);
        QRgb *pixel = m_pixels + qsizetype(at.y()) * m_stride + at.x();
        pixel[0] = colour;
        pixel[m_pairStep] = colour;
        m_dirtyLeft = std::min(m_dirtyLeft, at.x());
        m_dirtyRight = std::max(m_dirtyRight, at.x() + m_pairX);
        m_dirtyTop = std::min(m_dirtyTop, at.y());
        m_dirtyBottom = std::max(m_dirtyBottom, at.y() + m_pairY);
    }
    /// setHex() for filling the overview on several threads at once (distinct hexes each):
    /// writes the pixels only; call markAllChanged() when done.
    void writeHex(int col, int row, QRgb colour)
    {
        if (!m_pixels)
            return;
        // Called for every hex of the map when it is drawn anew: the flat-top case keeps its
        // own constant arithmetic (a predictable branch is cheaper than pixelOf()'s scales).
        QRgb *pixel;
        if (m_colParity) {
            pixel = m_pixels + qsizetype(2 * row + ((col & 1) ? 0 : 1)) * m_stride + col;
            pixel[m_stride] = colour;
        } else {
            const QPoint at = pixelOf(col, row);
            pixel = m_pixels + qsizetype(at.y()) * m_stride + at.x();
            pixel[m_pairStep] = colour;
        }
        pixel[0] = colour;
    }
    void markAllChanged();
    /// The overview at full size: columns x (2 * rows + 1) pixels, pointy-top
    /// (2 * columns + 1) x rows.
    const QImage &image() const;

    /// Draws the part @p source (in pixels of image()) into @p target (painter units) with
    /// smooth scaling, from the halved copy that suits the painter's scale best.
    void draw(QPainter *painter, const QRectF &target, const QRectF &source) const;
    /// Brings the halved copies up to date (draw() does it when it needs to).
    void updateLevels() const;

private:
    void clearDirty() const;
    /// The first of the hex's two pixels; the second is m_pairX, m_pairY further. Without a
    /// branch on the orientation: the shifted lines (even columns, or even rows) start a
    /// pixel further along.
    QPoint pixelOf(int col, int row) const
    {
        const int shifted = ((col & m_colParity) | (row & m_rowParity)) ^ 1;
        return QPoint(col * m_colScale + shifted * m_pairX, row * m_rowScale + shifted * m_pairY);
    }

    mutable QList<QImage> m_levels; ///< the overview, then each level half the one before
    int m_columns = 0;
    int m_rows = 0;
    QRgb *m_pixels = nullptr; ///< of the full-size overview
    qsizetype m_stride = 0; ///< pixels per line
    // Flat-top: a column a pixel, a row two pixels down. Pointy-top: the other way round.
    int m_colScale = 1;
    int m_rowScale = 2;
    int m_colParity = 1; ///< 1 when the columns are the shifted lines (flat-top)
    int m_rowParity = 0; ///< 1 when the rows are (pointy-top)
    int m_pairX = 0; ///< from a hex's first pixel to its second
    int m_pairY = 1;
    qsizetype m_pairStep = 0; ///< the same in pixels of the image
    // Pixels of the full-size overview changed since the halving.
    mutable int m_dirtyLeft = 0;
    mutable int m_dirtyTop = 0;
    mutable int m_dirtyRight = -1;
    mutable int m_dirtyBottom = -1;
};

} // namespace hexwright
