// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QImage>
#include <QList>
#include <QRect>

#include <algorithm>

class QPainter;

namespace hexwright {

/**
 * The whole map at one pixel per hex column and two per hex row (odd columns sit half a hex
 * higher, so each hex covers two pixels, starting one pixel higher in odd columns), with halved
 * copies of it for drawing it small without shimmer.
 *
 * MapRenderer draws it instead of single hexes when they are only a few pixels wide, and the
 * minimap shows it. Repainting a hex rewrites its two pixels; the halved copies catch up on
 * the next draw, pixel by pixel: nothing is rebuilt.
 */
class MapOverview
{
public:
    /// A transparent overview for a map of @p columns x @p rows hexes. When its image
    /// cannot be allocated the overview stays null (isNull()): hexes written to it are
    /// dropped and nothing is drawn, rather than writing through a null image.
    void reset(int columns, int rows);
    bool isNull() const { return m_levels.isEmpty(); }
    /// Sets the colour (premultiplied) of the hex at @p col, @p row.
    void setHex(int col, int row, QRgb colour)
    {
        if (!m_pixels || col < 0 || row < 0 || col >= m_columns || row >= m_rows)
            return;
        const int y = 2 * row + ((col & 1) ? 0 : 1);
        QRgb *pixel = m_pixels + qsizetype(y) * m_stride + col;
        pixel[0] = colour;
        pixel[m_stride] = colour;
        m_dirtyLeft = std::min(m_dirtyLeft, col);
        m_dirtyRight = std::max(m_dirtyRight, col);
        m_dirtyTop = std::min(m_dirtyTop, y);
        m_dirtyBottom = std::max(m_dirtyBottom, y + 1);
    }
    /// setHex() for filling the overview on several threads at once (distinct hexes each):
    /// writes the pixels only; call markAllChanged() when done.
    void writeHex(int col, int row, QRgb colour)
    {
        if (!m_pixels)
            return;
        const int y = 2 * row + ((col & 1) ? 0 : 1);
        QRgb *pixel = m_pixels + qsizetype(y) * m_stride + col;
        pixel[0] = colour;
        pixel[m_stride] = colour;
    }
    void markAllChanged();
    /// The overview at full size: columns() x (2 * rows() + 1) pixels.
    const QImage &image() const;

    /// Draws the part @p source (in pixels of image()) into @p target (painter units) with
    /// smooth scaling, from the halved copy that suits the painter's scale best.
    void draw(QPainter *painter, const QRectF &target, const QRectF &source) const;
    /// Brings the halved copies up to date (draw() does it when it needs to).
    void updateLevels() const;

private:
    void clearDirty() const;

    mutable QList<QImage> m_levels; ///< the overview, then each level half the one before
    int m_columns = 0;
    int m_rows = 0;
    QRgb *m_pixels = nullptr; ///< of the full-size overview
    qsizetype m_stride = 0; ///< pixels per line
    // Pixels of the full-size overview changed since the halving.
    mutable int m_dirtyLeft = 0;
    mutable int m_dirtyTop = 0;
    mutable int m_dirtyRight = -1;
    mutable int m_dirtyBottom = -1;
};

} // namespace hexwright
