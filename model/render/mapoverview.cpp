// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/mapoverview.h"

#include <QPainter>

#include <algorithm>
#include <cmath>
#include <limits>

namespace hexwright {

namespace {

// Levels stop when they are this small: no view shows a map smaller than that.
constexpr int SmallestLevel = 32;

// The average of four premultiplied pixels, channel by channel.
QRgb average(QRgb a, QRgb b, QRgb c, QRgb d)
{
    const quint32 ag = (a >> 8) & 0x00ff00ff;
    const quint32 rb = a & 0x00ff00ff;
    quint32 sumAg
        = ag + ((b >> 8) & 0x00ff00ff) + ((c >> 8) & 0x00ff00ff) + ((d >> 8) & 0x00ff00ff);
    quint32 sumRb = rb + (b & 0x00ff00ff) + (c & 0x00ff00ff) + (d & 0x00ff00ff);
    // Each 16-bit half holds a sum of four bytes: at most 1020, no carry into the other half.
    sumAg = ((sumAg + 0x00020002) >> 2) & 0x00ff00ff;
    sumRb = ((sumRb + 0x00020002) >> 2) & 0x00ff00ff;
    return (sumAg << 8) | sumRb;
}

// Recomputes @p rect (pixels of @p to) of a level from the level above it.
void halve(const QImage &from, QImage &to, const QRect &rect)
{
    const QRect area = rect & to.rect();
    for (int y = area.top(); y <= area.bottom(); ++y) {
        const int y0 = 2 * y;
        const int y1 = std::min(2 * y + 1, from.height() - 1);
        const auto *top = reinterpret_cast<const QRgb *>(from.constScanLine(y0));
        const auto *bottom = reinterpret_cast<const QRgb *>(from.constScanLine(y1));
        auto *out = reinterpret_cast<QRgb *>(to.scanLine(y));
        for (int x = area.left(); x <= area.right(); ++x) {
            const int x0 = 2 * x;
            const int x1 = std::min(2 * x + 1, from.width() - 1);
            // An odd last row or column counts twice rather than leaving the edge half clear.
            out[x] = average(top[x0], top[x1], bottom[x0], bottom[x1]);
        }
    }
}

} // namespace

void MapOverview::reset(int columns, int rows, bool pointyTop)
{
    m_levels.clear();
    m_columns = std::max(0, columns);
    m_rows = std::max(0, rows);
    m_pixels = nullptr;
    m_stride = 0;
    m_colScale = pointyTop ? 2 : 1;
    m_rowScale = pointyTop ? 1 : 2;
    m_colParity = pointyTop ? 0 : 1;
    m_rowParity = pointyTop ? 1 : 0;
    m_pairX = pointyTop ? 1 : 0;
    m_pairY = pointyTop ? 0 : 1;
    clearDirty();
    // Two pixels a row (a column): beyond what an image can hold (or memory gives), no
    // overview.
    const int doubled = pointyTop ? m_columns : m_rows;
    if (m_columns == 0 || m_rows == 0 || qint64(doubled) * 2 + 1 > std::numeric_limits<int>::max())
        return;
    const QSize full
        = pointyTop ? QSize(2 * m_columns + 1, m_rows) : QSize(m_columns, 2 * m_rows + 1);
    QImage image(full, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return;
    image.fill(Qt::transparent);
    m_levels.append(image);
    QSize size = image.size();
    while (size.width() > SmallestLevel || size.height() > SmallestLevel) {
        size = QSize((size.width() + 1) / 2, (size.height() + 1) / 2);
        QImage level(size, QImage::Format_ARGB32_Premultiplied);
        // Fewer halved copies only make drawing it small a little coarser.
        if (level.isNull())
            break;
        level.fill(Qt::transparent);
        m_levels.append(level);
    }
    // Written through this pointer from now on: the image is never shared.
    m_pixels = reinterpret_cast<QRgb *>(m_levels.first().bits());
    m_stride = m_levels.first().bytesPerLine() / qsizetype(sizeof(QRgb));
    m_pairStep = m_pairY * m_stride + m_pairX;
}

void MapOverview::clearDirty() const
{
    m_dirtyLeft = m_dirtyTop = std::numeric_limits<int>::max();
    m_dirtyRight = m_dirtyBottom = -1;
}

void MapOverview::markAllChanged()
{
    if (m_levels.isEmpty())
        return;
    m_dirtyLeft = m_dirtyTop = 0;
    m_dirtyRight = m_levels.first().width() - 1;
    m_dirtyBottom = m_levels.first().height() - 1;
}

const QImage &MapOverview::image() const
{
    static const QImage none;
    return m_levels.isEmpty() ? none : m_levels.first();
}

void MapOverview::updateLevels() const
{
    if (m_dirtyRight < m_dirtyLeft)
        return;
    QRect rect(QPoint(m_dirtyLeft, m_dirtyTop), QPoint(m_dirtyRight, m_dirtyBottom));
    for (qsizetype i = 1; i < m_levels.size(); ++i) {
        rect = QRect(QPoint(rect.left() / 2, rect.top() / 2),
                     QPoint(rect.right() / 2, rect.bottom() / 2));
        halve(m_levels.at(i - 1), m_levels[i], rect);
    }
    clearDirty();
}

void MapOverview::draw(QPainter *painter, const QRectF &target, const QRectF &source) const
{
    if (m_levels.isEmpty() || source.isEmpty() || target.isEmpty())
        return;
    updateLevels();
    // Device pixels per overview pixel; halve the overview while a level still has at least
    // one overview pixel per device pixel (smooth scaling averages up to 2 x 2 pixels well).
    const QTransform &device = painter->deviceTransform();
    const double deviceWidth = std::hypot(device.m11(), device.m12()) * target.width();
    const double deviceHeight = std::hypot(device.m21(), device.m22()) * target.height();
    double perPixel = std::min(deviceWidth / source.width(), deviceHeight / source.height());
    qsizetype level = 0;
    while (level + 1 < m_levels.size() && perPixel * 2 <= 1.0) {
        perPixel *= 2;
        ++level;
    }
    // Two pixels of the level more on every side: smoothing samples the neighbours of the
    // pixels at the edge, and a part drawn again must come out as it was drawn whole.
    const double pad = std::ldexp(2.0, int(level));
    const QRectF whole(0, 0, m_levels.first().width(), m_levels.first().height());
    const QRectF padded = source.adjusted(-pad, -pad, pad, pad).intersected(whole);
    const double sx = target.width() / source.width();
    const double sy = target.height() / source.height();
    const QRectF paddedTarget(target.left() + (padded.left() - source.left()) * sx,
                              target.top() + (padded.top() - source.top()) * sy,
                              padded.width() * sx, padded.height() * sy);
    const double factor = std::ldexp(1.0, -int(level));
    const QRectF scaled(padded.left() * factor, padded.top() * factor, padded.width() * factor,
                        padded.height() * factor);
    const bool smooth = painter->testRenderHint(QPainter::SmoothPixmapTransform);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter->drawImage(paddedTarget, m_levels.at(level), scaled);
    painter->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
}

} // namespace hexwright
