// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QImage>
#include <QList>
#include <QPoint>
#include <QRect>
#include <QRegion>

#include <functional>

class QPainter;

namespace hexwright {

/**
 * Rendered pieces of a board's picture (a hex map's, a table's), TileSize pixels square,
 * kept per zoom so that a repaint copies pixels instead of drawing shapes again. Tile (i, j) of
 * zoom z shows the scene rectangle whose corner is (i, j) * TileSize / z. The least recently used
 * tiles go when the cache outgrows its limit, but never one that the paint under way has used. A
 * tile may carry a dirty region: the part to render before it is shown, because hexes changed there
 * or because only the part on screen was rendered so far.
 */
class TileCache
{
public:
    static constexpr int TileSize = 256;
    static constexpr qsizetype DefaultLimit = qsizetype(64) * 1024 * 1024;

    struct Tile
    {
        QImage image;
        QRegion dirty; ///< tile pixels to render before use
        quint64 lastUse = 0;
        qsizetype bytes = 0; ///< counted against the limit (the image may be out for repair)
    };

    /// A tile to render, whole or in part, given to a Renderer.
    struct TileJob
    {
        QPoint index;
        QImage image; ///< TileSize square, premultiplied ARGB
        QRect rect; ///< the part to render now, in tile pixels
        QRegion
            stale; ///< the part that needs rendering: the whole of a new tile, or its dirty part
    };
    /// Renders @p jobs (tile (i, j) of zoom z shows the scene from (i, j) * TileSize / z):
    /// fills each job's rect of its image. May use onAllCores().
    using Renderer = std::function<void(QList<TileJob> &jobs, double zoom)>;

    /**
     * Paints @p area (scene units) onto @p painter from the tiles of the painter's zoom,
     * having @p render make what is missing or dirty first: the part on screen only (in
     * quarter tiles), all of it on every core. With @p quick, tiles of a nearby zoom scaled
     * stand in where this zoom has none yet. A picture larger than half the cache (an export)
     * is made a band of tiles at a time and not kept. False, with nothing painted, when the
     * painter is not a raster device at a plain scale: the caller draws shapes instead.
     */
    bool paint(QPainter *painter, const QRectF &area, bool quick, const Renderer &render);
    /// Runs @p job(0) ... @p job(count - 1) on every core, this thread included.
    static void onAllCores(int count, const std::function<void(int)> &job);
    /// Makes @p rect of a job's tile image transparent, ready to render into, and returns the
    /// part of it inside the image (empty for a null image: memory could not give the tile,
    /// and the view shows its background there).
    static QRect clearForRendering(QImage &image, const QRect &rect);

    /// The tile, marked as used; null if there is none.
    Tile *find(double zoom, QPoint index);
    /// The tile without marking it used; null if there is none.
    const Tile *peek(double zoom, QPoint index) const;
    /// Adds or replaces a tile, clean.
    Tile &insert(double zoom, QPoint index, const QImage &image);
    /// Marks @p zoomedRect (pixels at @p zoom, i.e. scene units times @p zoom) of the tiles of
    /// that zoom to be rendered again.
    void markDirty(double zoom, const QRect &zoomedRect);
    /// Adds @p rect to @p tile's dirty region, keeping the region simple.
    static void addDirty(Tile &tile, const QRect &rect);
    /// The zooms that have tiles.
    QList<double> zooms() const;

    /// A paint starts: the tiles it uses are safe from trim().
    void beginPaint() { m_paintStart = ++m_clock; }
    /// Drops least recently used tiles until the cache fits its limit.
    void trim();
    void clear();

    qsizetype bytes() const { return m_bytes; }
    qsizetype limit() const { return m_limit; }
    void setLimit(qsizetype bytes);
    qsizetype tileCount() const;

private:
    bool paintScaled(QPainter *painter, const QRect &device, const QTransform &transform,
                     double zoom);

    struct Level
    {
        double zoom = 1;
        QHash<QPoint, Tile> tiles;
    };
    Level *level(double zoom);
    const Level *level(double zoom) const;

    QList<Level> m_levels;
    quint64 m_clock = 0;
    quint64 m_paintStart = 0;
    qsizetype m_bytes = 0;
    qsizetype m_limit = DefaultLimit;
};

} // namespace hexwright
