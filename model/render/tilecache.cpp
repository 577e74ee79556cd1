// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/tilecache.h"

#include <QPaintEngine>
#include <QPainter>
#include <QSemaphore>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <tuple>

namespace hexwright {

namespace {

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
        p->setObjectName(QStringLiteral("hexwright tiles"));
        return p;
    }();
    return pool;
}

} // namespace

TileCache::Level *TileCache::level(double zoom)
{
    for (Level &l : m_levels) {
        if (l.zoom == zoom)
            return &l;
    }
    return nullptr;
}

const TileCache::Level *TileCache::level(double zoom) const
{
    for (const Level &l : m_levels) {
        if (l.zoom == zoom)
            return &l;
    }
    return nullptr;
}

TileCache::Tile *TileCache::find(double zoom, QPoint index)
{
    Level *l = level(zoom);
    if (!l)
        return nullptr;
    const auto it = l->tiles.find(index);
    if (it == l->tiles.end())
        return nullptr;
    it->lastUse = ++m_clock;
    return &*it;
}

const TileCache::Tile *TileCache::peek(double zoom, QPoint index) const
{
    const Level *l = level(zoom);
    if (!l)
        return nullptr;
    const auto it = l->tiles.constFind(index);
    return it == l->tiles.cend() ? nullptr : &*it;
}

TileCache::Tile &TileCache::insert(double zoom, QPoint index, const QImage &image)
{
    Level *l = level(zoom);
    if (!l) {
        m_levels.append(Level {zoom, {}});
        l = &m_levels.last();
    }
    Tile &tile = l->tiles[index];
    m_bytes += image.sizeInBytes() - tile.bytes;
    tile.bytes = image.sizeInBytes();
    tile.image = image;
    tile.dirty = QRegion();
    tile.lastUse = ++m_clock;
    return tile;
}

void TileCache::markDirty(double zoom, const QRect &zoomedRect)
{
    Level *l = level(zoom);
    if (!l || zoomedRect.isEmpty())
        return;
    const int firstX = floorDiv(zoomedRect.left(), TileSize);
    const int lastX = floorDiv(zoomedRect.right(), TileSize);
    const int firstY = floorDiv(zoomedRect.top(), TileSize);
    const int lastY = floorDiv(zoomedRect.bottom(), TileSize);
    if (qint64(lastX - firstX + 1) * (lastY - firstY + 1) > l->tiles.size()) {
        // A large rectangle: look at the tiles there are rather than at every place.
        for (auto it = l->tiles.begin(); it != l->tiles.end(); ++it) {
            const QRect tileRect(it.key() * TileSize, QSize(TileSize, TileSize));
            const QRect part = zoomedRect & tileRect;
            if (!part.isEmpty())
                addDirty(*it, part.translated(-tileRect.topLeft()));
        }
        return;
    }
    for (int y = firstY; y <= lastY; ++y) {
        for (int x = firstX; x <= lastX; ++x) {
            const auto it = l->tiles.find(QPoint(x, y));
            if (it == l->tiles.end())
                continue;
            const QRect tileRect(QPoint(x, y) * TileSize, QSize(TileSize, TileSize));
            addDirty(*it, (zoomedRect & tileRect).translated(-tileRect.topLeft()));
        }
    }
}

void TileCache::addDirty(Tile &tile, const QRect &rect)
{
    // Many scattered hexes make a region of many pieces; past a few, their bounding box does.
    constexpr int MostPieces = 12;
    tile.dirty += rect;
    if (tile.dirty.rectCount() > MostPieces)
        tile.dirty = tile.dirty.boundingRect();
}

QList<double> TileCache::zooms() const
{
    QList<double> zooms;
    for (const Level &l : m_levels)
        zooms.append(l.zoom);
    return zooms;
}

void TileCache::trim()
{
    if (m_bytes <= m_limit)
        return;
    // Oldest first; tiles of the paint under way stay even if that leaves the cache too big.
    QList<std::tuple<quint64, double, QPoint>> candidates;
    for (const Level &l : std::as_const(m_levels)) {
        for (auto it = l.tiles.cbegin(); it != l.tiles.cend(); ++it) {
            if (it->lastUse < m_paintStart)
                candidates.append({it->lastUse, l.zoom, it.key()});
        }
    }
    std::sort(candidates.begin(), candidates.end(),
              [](const auto &a, const auto &b) { return std::get<0>(a) < std::get<0>(b); });
    for (const auto &[lastUse, zoom, index] : std::as_const(candidates)) {
        if (m_bytes <= m_limit)
            break;
        Level *l = level(zoom);
        const auto it = l->tiles.find(index);
        m_bytes -= it->bytes;
        l->tiles.erase(it);
    }
    m_levels.removeIf([](const Level &l) { return l.tiles.isEmpty(); });
}

bool TileCache::paint(QPainter *painter, const QRectF &area, bool quick, const Renderer &render)
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

    beginPaint();
    painter->save();
    // Draw in device pixels (undoing a high-dpi scale too).
    painter->setWorldTransform(device.inverted() * painter->worldTransform());
    bool scaled = false;
    if (quick) {
        bool missing = false;
        for (int y = firstY; y <= lastY && !missing; ++y) {
            for (int x = firstX; x <= lastX && !missing; ++x)
                missing = !peek(zoom, QPoint(x, y));
        }
        scaled = missing && paintScaled(painter, deviceRect, device, zoom);
    }
    // A picture larger than the cache can hold (an export of the whole map, say) is made a
    // band of tiles at a time, and what is rendered for it is not kept.
    const qint64 columns = lastX - firstX + 1;
    const qint64 tileBytes = qint64(TileSize) * TileSize * 4;
    const bool keep = columns * (lastY - firstY + 1) * tileBytes <= limit() / 2;
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
                Tile *tile = find(zoom, index);
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
        if (!jobs.isEmpty())
            render(jobs, zoom);
        if (keep) {
            rendered.clear();
            for (const TileJob &job : std::as_const(jobs)) {
                // What is left to render later: all of it when the image could not be made.
                insert(zoom, job.index, job.image).dirty
                    = job.image.isNull() ? job.stale : job.stale.subtracted(job.rect);
            }
        }
        for (int y = top; y <= bottom; ++y) {
            for (int x = firstX; x <= lastX; ++x) {
                const QPoint index(x, y);
                const auto job = rendered.constFind(index);
                const QImage &image
                    = job != rendered.cend() ? jobs.at(*job).image : find(zoom, index)->image;
                const QRect tileRect(index * TileSize + shift, QSize(TileSize, TileSize));
                const QRect part = tileRect & deviceRect;
                painter->drawImage(part, image, part.translated(-tileRect.topLeft()));
            }
        }
    }
    painter->restore();
    trim();
    return true;
}

bool TileCache::paintScaled(QPainter *painter, const QRect &device, const QTransform &transform,
                            double zoom)
{
    // The nearest zoom whose tiles cover the whole area, finer ones first on a tie.
    QList<double> others = zooms();
    std::sort(others.begin(), others.end(), [zoom](double a, double b) {
        return std::abs(std::log(a / zoom)) < std::abs(std::log(b / zoom));
    });
    const QRectF scene = transform.inverted().mapRect(QRectF(device));
    for (const double other : std::as_const(others)) {
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
                const Tile *tile = peek(other, QPoint(x, y));
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
                const Tile *tile = find(other, QPoint(x, y));
                const QRectF part = partOf(x, y);
                const QPointF corner = (QPointF(x, y) * TileSize + part.topLeft()) * factor + shift;
                painter->drawImage(QRectF(corner, part.size() * factor), tile->image, part);
            }
        }
        return true;
    }
    return false;
}

QRect TileCache::clearForRendering(QImage &image, const QRect &rect)
{
    if (image.isNull())
        return {};
    const QRect area = rect & image.rect();
    for (int y = area.top(); y <= area.bottom(); ++y) {
        auto *line = reinterpret_cast<QRgb *>(image.scanLine(y));
        std::fill(line + area.left(), line + area.right() + 1, 0u);
    }
    return area;
}

void TileCache::onAllCores(int count, const std::function<void(int)> &job)
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

void TileCache::clear()
{
    m_levels.clear();
    m_bytes = 0;
}

void TileCache::setLimit(qsizetype bytes)
{
    m_limit = std::max<qsizetype>(0, bytes);
    trim();
}

qsizetype TileCache::tileCount() const
{
    qsizetype count = 0;
    for (const Level &l : m_levels)
        count += l.tiles.size();
    return count;
}

} // namespace hexwright
