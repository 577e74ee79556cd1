// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// MapRenderer's raster picture: tiles cached per zoom, rendered on every core.

#include "render/maprenderer.h"

#include "render/hexraster.h"

#include <QPainter>

#include <algorithm>

namespace hexwright {

namespace {

constexpr int TileSize = TileCache::TileSize;
const QRgb GridRgb = qRgb(0x1c, 0x1c, 0x1c); // the grid colour of maprenderer_layers.cpp

} // namespace

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
    return m_tiles.paint(painter, area, mode == PaintMode::Quick,
                         [this](QList<TileJob> &jobs, double zoom) { renderTiles(jobs, zoom); });
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
    roadStampsFor(zoom);
    labelStampsFor(zoom);
    onAllCores(int(jobs.size()), [this, &jobs, zoom](int i) {
        renderTile(jobs[i].image, jobs[i].rect, jobs[i].index * TileSize, zoom);
    });
}

void MapRenderer::renderTile(QImage &image, const QRect &rect, QPoint origin, double zoom) const
{
    const QRect area = TileCache::clearForRendering(image, rect);
    if (area.isEmpty())
        return;
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
