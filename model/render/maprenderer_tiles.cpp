// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// MapRenderer's raster picture: tiles cached per zoom, rendered on every core.

#include "render/maprenderer.h"

#include "render/hexraster.h"

#include <QPaintEngine>
#include <QPainter>
#include <QRegion>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <cmath>

namespace hexwright {

namespace {

constexpr int TileSize = TileCache::TileSize;
const QRgb GridRgb = qRgb(0x1c, 0x1c, 0x1c); // the grid colour of maprenderer_layers.cpp

int floorDiv(int value, int divisor)
{
    return value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor);
}

// Threads that render tiles next to the one that paints: the other cores.
QThreadPool *tilePool()
{
    static QThreadPool *pool = [] {
        auto *p = new QThreadPool;
        p->setMaxThreadCount(std::max(1, QThread::idealThreadCount() - 1));
        p->setObjectName(QStringLiteral("hexwright map tiles"));
        return p;
    }();
    return pool;
}

} // namespace

/// A tile to render, whole or in part.
struct MapRenderer::TileJob
{
    QPoint index;
    QImage image;
    QRect rect; ///< the part to render now
    QRegion stale; ///< the part that needs rendering: the whole of a new tile, or its dirty part
};

void MapRenderer::paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit,
                        PaintMode mode) const
{
    if (m_bounds.isEmpty() || pixelsPerSceneUnit <= 0)
        return;
    const QRectF area = exposed.intersected(m_bounds);
    if (area.isEmpty())
        return;
    if (paintTiled(painter, area, mode))
        return;
    paintShapes(painter, area, pixelsPerSceneUnit, false);
}

bool MapRenderer::paintTiled(QPainter *painter, const QRectF &area, PaintMode mode) const
{
    // Tiles need pixels and a plain scale: anything else is drawn shape by shape.
    const QPaintEngine *engine = painter->paintEngine();
    if (!engine || engine->type() != QPaintEngine::Raster)
        return false;
    const QTransform device = painter->deviceTransform();
    const double zoom = device.m11();
    if (device.type() > QTransform::TxScale || zoom <= 0 || !qFuzzyCompare(zoom, device.m22()))
        return false;
    // Device pixel = zoomed scene pixel + shift; whole pixels, so tiles are copied 1:1.
    const QPoint shift(qRound(device.dx()), qRound(device.dy()));
    QRect deviceRect = device.mapRect(area).toAlignedRect();
    if (painter->hasClipping())
        deviceRect &= device.mapRect(painter->clipBoundingRect()).toAlignedRect();
    if (deviceRect.isEmpty())
        return true;
    const QRect zoomed = deviceRect.translated(-shift);
    const int firstX = floorDiv(zoomed.left(), TileSize);
    const int lastX = floorDiv(zoomed.right(), TileSize);
    const int firstY = floorDiv(zoomed.top(), TileSize);
    const int lastY = floorDiv(zoomed.bottom(), TileSize);

    m_tiles.beginPaint();
    painter->save();
    // Draw in device pixels (undoing a high-dpi scale too).
    painter->setWorldTransform(device.inverted() * painter->worldTransform());
    bool scaled = false;
    if (mode == PaintMode::Quick) {
        bool missing = false;
        for (int y = firstY; y <= lastY && !missing; ++y) {
            for (int x = firstX; x <= lastX && !missing; ++x)
                missing = !m_tiles.peek(zoom, QPoint(x, y));
        }
        scaled = missing && paintScaledTiles(painter, deviceRect, device, zoom);
    }
    // A picture larger than the cache can hold (an export of the whole map, say) is made a
    // band of tiles at a time, and what is rendered for it is not kept.
    const qint64 columns = lastX - firstX + 1;
    const qint64 tileBytes = qint64(TileSize) * TileSize * 4;
    const bool keep = columns * (lastY - firstY + 1) * tileBytes <= m_tiles.limit() / 2;
    const int band = keep ? lastY - firstY + 1 : int(std::max<qint64>(1, 64 / columns));
    for (int top = firstY; top <= lastY && !scaled; top += band) {
        const int bottom = std::min(lastY, top + band - 1);
        // Render what is missing or out of date, on every core, then copy the tiles. Only
        // the part on screen (in steps of a quarter tile): edge tiles are finished when
        // scrolling shows the rest, so a new zoom costs what the window shows.
        QList<TileJob> jobs;
        QHash<QPoint, qsizetype> rendered;
        for (int y = top; y <= bottom; ++y) {
            for (int x = firstX; x <= lastX; ++x) {
                const QPoint index(x, y);
                const QRect tileRect(index * TileSize, QSize(TileSize, TileSize));
                const QRect shown = (zoomed & tileRect).translated(-tileRect.topLeft());
                const QRect needed(QPoint(shown.left() & ~63, shown.top() & ~63),
                                   QPoint(shown.right() | 63, shown.bottom() | 63));
                TileCache::Tile *tile = m_tiles.find(zoom, index);
                // A tile without an image (memory ran out when it was made) is made again.
                if (!tile || tile->image.isNull() || (!keep && tile->dirty.intersects(needed))) {
                    QImage image(TileSize, TileSize, QImage::Format_ARGB32_Premultiplied);
                    rendered.insert(index, jobs.size());
                    jobs.append({index, image, needed, image.rect()});
                } else if (tile->dirty.intersects(needed)) {
                    // Taken out of the cache while it is drawn, so that it is not copied.
                    jobs.append({index, std::move(tile->image),
                                 (tile->dirty & needed).boundingRect(), tile->dirty});
                }
            }
        }
        renderTiles(jobs, zoom);
        if (keep) {
            rendered.clear();
            for (const TileJob &job : std::as_const(jobs)) {
                // What is left to render later: all of it when the image could not be made.
                m_tiles.insert(zoom, job.index, job.image).dirty
                    = job.image.isNull() ? job.stale : job.stale.subtracted(job.rect);
            }
        }
        for (int y = top; y <= bottom; ++y) {
            for (int x = firstX; x <= lastX; ++x) {
                const QPoint index(x, y);
                const auto job = rendered.constFind(index);
                const QImage &image = job != rendered.cend() ? jobs.at(*job).image
                                                             : m_tiles.find(zoom, index)->image;
                const QRect tileRect(index * TileSize + shift, QSize(TileSize, TileSize));
                const QRect part = tileRect & deviceRect;
                painter->drawImage(part, image, part.translated(-tileRect.topLeft()));
            }
        }
    }
    painter->restore();
    m_tiles.trim();
    return true;
}

void MapRenderer::renderTiles(QList<TileJob> &jobs, double zoom) const
{
    if (jobs.isEmpty())
        return;
    // What the tiles share is made before the threads start; from here on it is only read.
    m_overview.updateLevels();
    const double hexPixels = m_acrossFlats * zoom;
    if (!m_pointy && hexPixels >= PatternFromPixels && hexPixels <= StampUpToPixels)
        stampsFor(zoom);
    onAllCores(int(jobs.size()), [this, &jobs, zoom](int i) {
        renderTile(jobs[i].image, jobs[i].rect, jobs[i].index * TileSize, zoom);
    });
}

void MapRenderer::onAllCores(int count, const std::function<void(int)> &job)
{
    std::atomic<int> next {0};
    auto work = [&] {
        for (int i = next++; i < count; i = next++)
            job(i);
    };
    QThreadPool *pool = tilePool();
    const int helpers = std::max(0, std::min(pool->maxThreadCount(), count - 1));
    QSemaphore finished;
    for (int i = 0; i < helpers; ++i) {
        pool->start([&work, &finished] {
            work();
            finished.release();
        });
    }
    work();
    finished.acquire(helpers);
}

bool MapRenderer::paintScaledTiles(QPainter *painter, const QRect &device,
                                   const QTransform &transform, double zoom) const
{
    // The nearest zoom whose tiles cover the whole area, finer ones first on a tie.
    QList<double> zooms = m_tiles.zooms();
    std::sort(zooms.begin(), zooms.end(), [zoom](double a, double b) {
        return std::abs(std::log(a / zoom)) < std::abs(std::log(b / zoom));
    });
    const QRectF scene = transform.inverted().mapRect(QRectF(device));
    for (const double other : std::as_const(zooms)) {
        if (other == zoom)
            continue;
        const QRect zoomed = QRectF(scene.topLeft() * other, scene.size() * other).toAlignedRect();
        const QRect tiles(
            QPoint(floorDiv(zoomed.left(), TileSize), floorDiv(zoomed.top(), TileSize)),
            QPoint(floorDiv(zoomed.right(), TileSize), floorDiv(zoomed.bottom(), TileSize)));
        // Every tile there, and clean where it is needed.
        auto partOf = [&zoomed](int x, int y) {
            const QRect tileRect(QPoint(x, y) * TileSize, QSize(TileSize, TileSize));
            return (zoomed & tileRect).translated(-tileRect.topLeft());
        };
        bool complete = true;
        for (int y = tiles.top(); y <= tiles.bottom() && complete; ++y) {
            for (int x = tiles.left(); x <= tiles.right() && complete; ++x) {
                const TileCache::Tile *tile = m_tiles.peek(other, QPoint(x, y));
                complete = tile && !tile->dirty.intersects(partOf(x, y));
            }
        }
        if (!complete)
            continue;
        // Nearest pixels: quick, and nothing from outside the parts is sampled.
        painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
        const double factor = zoom / other;
        const QPointF shift(transform.dx(), transform.dy());
        for (int y = tiles.top(); y <= tiles.bottom(); ++y) {
            for (int x = tiles.left(); x <= tiles.right(); ++x) {
                const TileCache::Tile *tile = m_tiles.find(other, QPoint(x, y));
                const QRectF part = partOf(x, y);
                const QPointF corner = (QPointF(x, y) * TileSize + part.topLeft()) * factor + shift;
                painter->drawImage(QRectF(corner, part.size() * factor), tile->image, part);
            }
        }
        return true;
    }
    return false;
}

void MapRenderer::renderTile(QImage &image, const QRect &rect, QPoint origin, double zoom) const
{
    // A tile whose image memory could not give is left out; the view shows the table there.
    if (image.isNull())
        return;
    const QRect area = rect & image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        std::fill(line + area.left(), line + area.right() + 1, 0u);
    }
    const double hexPixels = m_acrossFlats * zoom;
    // The scanline fill knows flat-top hexes: pointy-top ones are drawn as shapes.
    const bool rasterized
        = !m_pointy && hexPixels >= OverviewBelowPixels && hexPixels <= StampUpToPixels;
    if (rasterized) {
        const bool patterns = hexPixels >= PatternFromPixels;
        HexFill fill;
        fill.cells = reinterpret_cast<const uchar *>(m_cells.constData());
        fill.columns = m_columns;
        fill.rows = m_rows;
        fill.colours = patterns ? m_groundColours.constData() : m_flatColours.constData();
        fill.stamps = patterns ? stampsFor(zoom) : nullptr;
        fill.grid = hexPixels >= GridFromPixels && !patterns;
        fill.gridColour = GridRgb;
        rasterizeHexes(image, area, origin, pixelGrid(zoom), fill);
    }
    QPainter painter(&image);
    painter.setClipRect(area);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const QTransform transform
        = QTransform::fromScale(zoom, zoom) * QTransform::fromTranslate(-origin.x(), -origin.y());
    painter.setTransform(transform);
    const QRectF scene = transform.inverted().mapRect(QRectF(area)).intersected(m_bounds);
    if (!scene.isEmpty())
        paintShapes(&painter, scene, zoom, rasterized);
}

} // namespace hexwright
