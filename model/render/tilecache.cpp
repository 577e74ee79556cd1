// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/tilecache.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace hexwright {

namespace {

int floorDiv(int value, int divisor)
{
    return value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor);
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
