// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/hexraster.h"

#include <QGlyphRun>
#include <QPainter>
#include <QRawFont>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <vector>

namespace hexwright {

namespace {

constexpr int Variants = 4;
constexpr double InvSqrt3 = 0.57735026918962576451;

// Rounding without a library call: values are pixel positions, far from the int limits.
int floorToInt(double v)
{
    const int i = int(v);
    return i - int(v < i);
}

int ceilToInt(double v)
{
    const int i = int(v);
    return i + int(v > i);
}

// Each channel of premultiplied @p pixel times @p a / 255 (Qt's BYTE_MUL).
QRgb byteMul(QRgb pixel, uint a)
{
    uint t = (pixel & 0xff00ff) * a;
    t = (t + ((t >> 8) & 0xff00ff) + 0x800080) >> 8;
    t &= 0xff00ff;
    uint x = ((pixel >> 8) & 0xff00ff) * a;
    x = (x + ((x >> 8) & 0xff00ff) + 0x800080);
    x &= 0xff00ff00;
    return x | t;
}

// Where a scanline crosses the hexes of all even or all odd columns: they share a row and the
// distance from their centres.
struct ScanRow
{
    const uchar *cells = nullptr; ///< the row's cells, or null outside the map
    const uchar *below = nullptr; ///< the next row's cells, or null
    int row = 0;
    double dy = 0; ///< scanline minus the hexes' centre, in pixels
    double reach = 0; ///< from a centre to the east edge of the hex, along the scanline
    bool north = false; ///< the scanline shows the hexes' north sides
    bool south = false; ///< ... or their south sides
};

class Rasterizer
{
public:
    Rasterizer(QImage &image, const QRect &area, QPoint origin, const HexPixelGrid &grid,
               const HexFill &fill)
        : m_image(image)
        , m_area(area)
        , m_origin(origin)
        , m_grid(grid)
        , m_fill(fill)
    { }

    void run()
    {
        // Columns that can have pixels in the area, and the one west of them for its edge.
        const double left = m_area.left() + m_origin.x() + 0.5;
        const double right = m_area.right() + m_origin.x() + 0.5;
        const int firstCol
            = floorToInt((left - m_grid.origin.x() - m_grid.radius) / m_grid.columnStep);
        const int lastCol
            = ceilToInt((right - m_grid.origin.x() + m_grid.radius) / m_grid.columnStep);
        // Column centres in image pixels, less half a pixel: a pixel x belongs to a column
        // when x + 0.5 lies between the column's west and east edges.
        m_firstCol = firstCol - 1;
        m_centres.resize(size_t(lastCol - m_firstCol + 2));
        for (size_t i = 0; i < m_centres.size(); ++i)
            m_centres[i] = m_grid.centreX(m_firstCol + int(i)) - m_origin.x() - 0.5;
        for (int y = m_area.top(); y <= m_area.bottom(); ++y) {
            m_line = reinterpret_cast<QRgb *>(m_image.scanLine(y));
            m_y = y;
            const double centreY = y + m_origin.y() + 0.5;
            const ScanRow rows[2] = {scanRow(0, centreY), scanRow(1, centreY)};
            int start = ceilToInt(m_centres[0] + rows[m_firstCol & 1].reach);
            for (int col = firstCol; col <= lastCol; ++col) {
                const ScanRow &here = rows[col & 1];
                const int end = ceilToInt(m_centres[size_t(col - m_firstCol)] + here.reach);
                if (end > m_area.left() && start <= m_area.right())
                    draw(col, here, rows[(col + 1) & 1], start, end);
                start = end;
            }
        }
    }

private:
    ScanRow scanRow(int parity, double y) const
    {
        ScanRow scan;
        const double top = m_grid.centreY(parity, 0);
        scan.row = floorToInt((y - top) / m_grid.rowStep + 0.5);
        scan.dy = y - (top + scan.row * m_grid.rowStep);
        scan.reach = m_grid.radius - std::abs(scan.dy) * InvSqrt3;
        if (scan.row >= 0 && scan.row < m_fill.rows)
            scan.cells = m_fill.cells + qsizetype(scan.row) * m_fill.columns;
        if (scan.row + 1 >= 0 && scan.row + 1 < m_fill.rows)
            scan.below = m_fill.cells + qsizetype(scan.row + 1) * m_fill.columns;
        // The north side on the first pixel row of a hex, the south side on its last one.
        const double half = m_grid.rowStep / 2;
        scan.north = scan.dy < 1 - half;
        scan.south = scan.dy >= half - 1;
        return scan;
    }

    uchar cellAt(const uchar *cells, int col) const
    {
        return cells && col >= 0 && col < m_fill.columns ? cells[col] : HexCell::None;
    }

    void draw(int col, const ScanRow &here, const ScanRow &east, int spanStart, int spanEnd)
    {
        const uchar cell = cellAt(here.cells, col);
        if (cell & HexCell::Skip)
            return;
        const int start = std::max(spanStart, m_area.left());
        const int end = std::min(spanEnd, m_area.right() + 1);
        if (start >= end)
            return;
        if (m_fill.grid) {
            // North sides always, south sides where no hex below draws its north side.
            if (here.north || (here.south && (cellAt(here.below, col) & HexCell::Skip))) {
                std::fill(m_line + start, m_line + end, m_fill.gridColour);
                return;
            }
        }
        const QImage *stamp
            = m_fill.stamps ? m_fill.stamps->stamp(cell, patternVariant(col, here.row)) : nullptr;
        if (stamp)
            copyStamp(*stamp, col, here.row, cell, start, end);
        else
            std::fill(m_line + start, m_line + end, m_fill.colours[cell]);
        if (m_fill.grid) {
            // The west side is this hex's; the east side only where no hex east draws it.
            if (spanStart >= m_area.left())
                m_line[spanStart] = m_fill.gridColour;
            if ((cellAt(east.cells, col + 1) & HexCell::Skip) && spanEnd - 1 <= m_area.right())
                m_line[spanEnd - 1] = m_fill.gridColour;
        }
    }

    void copyStamp(const QImage &stamp, int col, int row, uchar cell, int start, int end)
    {
        const QPointF centre = m_fill.stamps->centre();
        const int left = int(std::lround(m_grid.centreX(col) - m_origin.x() - centre.x()));
        const int top = int(std::lround(m_grid.centreY(col, row) - m_origin.y() - centre.y()));
        const int line = m_y - top;
        const int from = std::max(start, left);
        const int to = std::min(end, left + stamp.width());
        const QRgb ground = m_fill.colours[cell];
        if (line < 0 || line >= stamp.height() || from >= to) {
            std::fill(m_line + start, m_line + end, ground);
            return;
        }
        // The stamp is wide enough for every hex; the fills are for rounding at the very edge.
        std::fill(m_line + start, m_line + from, ground);
        std::memcpy(m_line + from,
                    reinterpret_cast<const QRgb *>(stamp.constScanLine(line)) + (from - left),
                    sizeof(QRgb) * size_t(to - from));
        std::fill(m_line + to, m_line + end, ground);
    }

    QImage &m_image;
    const QRect m_area;
    const QPoint m_origin;
    const HexPixelGrid &m_grid;
    const HexFill &m_fill;
    std::vector<double> m_centres; ///< by column from m_firstCol
    int m_firstCol = 0;
    QRgb *m_line = nullptr;
    int m_y = 0;
};

} // namespace

TerrainStamps::TerrainStamps(const QList<TerrainStyle> &styles, double radius, double rowStep)
{
    // A pixel of ground round the hex's bounding box, for rounding the stamp's position.
    const QSize size(2 * int(std::ceil(radius)) + 4, 2 * int(std::ceil(rowStep / 2)) + 4);
    m_centre = QPointF(size.width() / 2.0, size.height() / 2.0);
    for (const TerrainStyle &style : styles) {
        for (int variant = 0; variant < Variants; ++variant) {
            if (style.pattern == TerrainPattern::Plain) {
                m_stamps.append(QImage());
                continue;
            }
            QImage stamp(size, QImage::Format_ARGB32_Premultiplied);
            // Without memory for it, the terrain is drawn as its plain ground.
            if (stamp.isNull()) {
                m_stamps.append(QImage());
                continue;
            }
            stamp.fill(style.ground);
            QPainter painter(&stamp);
            painter.setRenderHint(QPainter::Antialiasing);
            style.paintPattern(&painter, m_centre, radius, variant);
            painter.end();
            m_stamps.append(stamp);
        }
    }
}

const QImage *TerrainStamps::stamp(int style, int variant) const
{
    const qsizetype index = qsizetype(style) * Variants + variant;
    if (index < 0 || index >= m_stamps.size() || m_stamps.at(index).isNull())
        return nullptr;
    return &m_stamps.at(index);
}

qsizetype TerrainStamps::bytes() const
{
    qsizetype total = 0;
    for (const QImage &stamp : m_stamps)
        total += stamp.sizeInBytes();
    return total;
}

LineStamps::LineStamps(const QList<QPointF> &vectors, const QPen &pen, bool antialiased)
{
    // Room for the pen's caps, and a pixel for the phases and antialiasing.
    const int margin = int(std::ceil(pen.widthF() / 2)) + 2;
    for (const QPointF &v : vectors) {
        const QPoint start(margin + int(std::ceil(std::max(0.0, -v.x()))),
                           margin + int(std::ceil(std::max(0.0, -v.y()))));
        const QSize size(start.x() + int(std::ceil(std::max(0.0, v.x()))) + margin + 1,
                         start.y() + int(std::ceil(std::max(0.0, v.y()))) + margin + 1);
        m_corners.append(-start);
        for (int py = 0; py < Phases; ++py) {
            for (int px = 0; px < Phases; ++px) {
                QImage stamp(size, QImage::Format_ARGB32_Premultiplied);
                if (!stamp.isNull()) {
                    stamp.fill(Qt::transparent);
                    QPainter painter(&stamp);
                    painter.setRenderHint(QPainter::Antialiasing, antialiased);
                    painter.setPen(pen);
                    const QPointF from = QPointF(start) + QPointF(px, py) / Phases;
                    painter.drawLine(from, from + v);
                }
                m_stamps.append(stamp);
            }
        }
    }
}

void LineStamps::draw(QPainter *painter, int index, QPointF start) const
{
    int x = floorToInt(start.x());
    int y = floorToInt(start.y());
    int px = int(std::lround((start.x() - x) * Phases));
    int py = int(std::lround((start.y() - y) * Phases));
    if (px == Phases) {
        ++x;
        px = 0;
    }
    if (py == Phases) {
        ++y;
        py = 0;
    }
    const QImage &stamp = m_stamps.at((index * Phases + py) * Phases + px);
    if (!stamp.isNull())
        painter->drawImage(QPoint(x, y) + m_corners.at(index), stamp);
}

qsizetype LineStamps::bytes() const
{
    qsizetype total = 0;
    for (const QImage &stamp : m_stamps)
        total += stamp.sizeInBytes();
    return total;
}

GlyphStamps::GlyphStamps(const QRawFont &font, const QList<quint32> &glyphs, double zoom)
{
    // A canvas with room round the glyph's pen position for any glyph of this size.
    const int margin = int(std::ceil((font.ascent() + font.descent()) * zoom)) + 4;
    const QSize size(4 * margin, 4 * margin);
    for (const quint32 glyph : glyphs) {
        for (int phase = 0; phase < Phases; ++phase) {
            Mask mask;
            QImage canvas(size, QImage::Format_ARGB32_Premultiplied);
            if (!canvas.isNull()) {
                canvas.fill(Qt::transparent);
                QPainter painter(&canvas);
                painter.setRenderHint(QPainter::TextAntialiasing);
                painter.setPen(Qt::white);
                // The pen position at pixel (2 margin, 2 margin) plus the phase.
                painter.setTransform(
                    QTransform(zoom, 0, 0, zoom, 2 * margin + double(phase) / Phases, 2 * margin));
                QGlyphRun run;
                run.setRawFont(font);
                run.setGlyphIndexes({glyph});
                run.setPositions({QPointF()});
                painter.drawGlyphRun(QPointF(), run);
                painter.end();
                QRect box;
                for (int y = 0; y < size.height(); ++y) {
                    const auto *line = reinterpret_cast<const QRgb *>(canvas.constScanLine(y));
                    for (int x = 0; x < size.width(); ++x) {
                        if (qAlpha(line[x]))
                            box |= QRect(x, y, 1, 1);
                    }
                }
                mask.corner = box.topLeft() - QPoint(2 * margin, 2 * margin);
                mask.width = box.width();
                mask.height = box.height();
                mask.coverage.resize(qsizetype(box.width()) * box.height());
                for (int y = 0; y < box.height(); ++y) {
                    const auto *line
                        = reinterpret_cast<const QRgb *>(canvas.constScanLine(box.top() + y));
                    for (int x = 0; x < box.width(); ++x)
                        mask.coverage[qsizetype(y) * box.width() + x]
                            = char(qAlpha(line[box.left() + x]));
                }
            }
            m_masks.append(mask);
        }
    }
}

void GlyphStamps::draw(QImage &image, const QRect &clip, int index, QPointF origin,
                       QRgb colour) const
{
    // Where QPainter puts a glyph: the pen's x rounded down to a quarter pixel, its y rounded.
    const int x = floorToInt(origin.x());
    const int phase = std::min(Phases - 1, int((origin.x() - x) * Phases));
    const int y = int(std::lround(origin.y()));
    const Mask &mask = m_masks.at(index * Phases + phase);
    const QRect placed = QRect(QPoint(x, y) + mask.corner, QSize(mask.width, mask.height));
    const QRect part = placed & clip & image.rect();
    if (part.isEmpty())
        return;
    // Written where the painter of the image writes (its raster buffer), without detaching.
    auto *bits = const_cast<uchar *>(image.constBits());
    const qsizetype stride = image.bytesPerLine();
    for (int row = part.top(); row <= part.bottom(); ++row) {
        auto *line = reinterpret_cast<QRgb *>(bits + stride * row);
        const auto *coverage = reinterpret_cast<const uchar *>(mask.coverage.constData())
            + qsizetype(row - placed.top()) * mask.width - placed.left();
        for (int col = part.left(); col <= part.right(); ++col) {
            const uint a = coverage[col];
            if (!a)
                continue;
            const QRgb source = a == 255 ? colour : byteMul(colour, a);
            line[col] = source + byteMul(line[col], 255 - qAlpha(source));
        }
    }
}

qsizetype GlyphStamps::bytes() const
{
    qsizetype total = 0;
    for (const Mask &mask : m_masks)
        total += mask.coverage.size();
    return total;
}

void rasterizeHexes(QImage &image, const QRect &rect, QPoint origin, const HexPixelGrid &grid,
                    const HexFill &fill)
{
    const QRect area = rect & image.rect();
    if (area.isEmpty() || !fill.cells || !fill.colours || grid.rowStep <= 0)
        return;
    if (image.format() != QImage::Format_ARGB32_Premultiplied)
        return;
    Rasterizer(image, area, origin, grid, fill).run();
}

} // namespace hexwright
