// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/maprenderer.h"

#include "render/hexraster.h"
#include "render/mapsymbols.h"

#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr double Sqrt3 = 1.7320508075688772935274463415058723;
// Panels are found through squares of this many hexes a side.
constexpr double PanelBucketHexes = 8;

} // namespace

/// Drawn once for the zoom last painted.
struct MapRenderer::ZoomCache
{
    double zoom = 0;
    std::unique_ptr<TerrainStamps> stamps;
    std::unique_ptr<LineStamps> roads;
    std::unique_ptr<GlyphStamps> labels;
};

MapRenderer::MapRenderer(const HexMap &map, const Ruleset &ruleset, const Scenario &scenario,
                         const PanelLibrary &panels, double acrossFlats)
    : m_map(map)
    , m_columns(std::max(0, map.columns()))
    , m_rows(std::max(0, map.rows()))
    , m_ruleset(ruleset)
    , m_scenario(scenario)
    , m_acrossFlats(acrossFlats)
    , m_offsets(map.offsets())
    , m_pointy(map.orientation() == HexOrientation::PointyTop)
{
    const double s = acrossFlats / Sqrt3;
    const double h = acrossFlats;
    const double margin = 0.1 * h;
    m_labelTop = m_pointy ? h * 0.36 : h * 0.47;
    if (!m_pointy) {
        // Put the map's bounding box at (0, 0): column 0's west corner and the top of the odd
        // columns' raised half hexes.
        m_layout = HexLayout::fromAcrossFlats(HexOrientation::FlatTop, acrossFlats,
                                              QPointF(s + margin, h + margin));
        if (map.columns() > 0 && map.rows() > 0) {
            m_bounds = QRectF(0, 0, 2 * margin + 1.5 * s * (map.columns() - 1) + 2 * s,
                              2 * margin + h * (map.rows() - 1) + 1.5 * h);
        }
    } else {
        // The same turned a quarter: row 0's top corner, and the west side of the odd rows'
        // hexes, which stick out half a hex west of the even rows.
        m_layout = HexLayout::fromAcrossFlats(HexOrientation::PointyTop, acrossFlats,
                                              QPointF(h + margin, s + margin));
        if (map.columns() > 0 && map.rows() > 0) {
            m_bounds = QRectF(0, 0, 2 * margin + h * (map.columns() - 1) + 1.5 * h,
                              2 * margin + 1.5 * s * (map.rows() - 1) + 2 * s);
        }
    }
    for (int corner = 0; corner < 6; ++corner)
        m_corners.append(m_layout.cornerOffset(corner));
    // Roads as six bits per hex, so that a repaint finds the roads it can see by hex.
    m_roads = QByteArray(qsizetype(m_columns) * m_rows, 0);
    HexCoord directions[HexCoord::DirectionCount];
    for (int d = 0; d < HexCoord::DirectionCount; ++d)
        directions[d] = HexCoord::direction(d);
    for (const auto &[a, b] : map.roads()) {
        const HexCoord step = b - a;
        for (int d = 0; d < HexCoord::DirectionCount; ++d) {
            if (directions[d] != step)
                continue;
            const OffsetCoord from = m_offsets.toOffset(a);
            const OffsetCoord to = m_offsets.toOffset(b);
            if (map.inBounds(from))
                m_roads[qsizetype(from.row) * m_columns + from.col] |= char(1 << d);
            if (map.inBounds(to))
                m_roads[qsizetype(to.row) * m_columns + to.col] |= char(1 << ((d + 3) % 6));
        }
    }
    for (const TerrainType &terrain : ruleset.terrain) {
        const TerrainStyle style = TerrainStyle::forTerrain(terrain);
        m_styles.append(style);
        m_flatColours.append(qPremultiply(style.flat.rgba()));
        m_groundColours.append(qPremultiply(style.ground.rgba()));
        // Half hexes are greyed out, as their shading does at larger sizes.
        const QColor &c = style.flat;
        m_dimmedColours.append(QColor::fromRgbF(c.redF() * 0.4f + 0.3f, c.greenF() * 0.4f + 0.3f,
                                                c.blueF() * 0.4f + 0.3f)
                                   .rgb());
    }
    for (const PanelPlacement &placement : scenario.layout) {
        const Panel *panel = panels.findPanel(placement.panel);
        if (!panel) {
            m_panelRects.append(QRectF());
            continue;
        }
        // Local column 0 is an even column of the panel wherever the panel lies (pointy-top:
        // local row 0 an even row).
        const QPointF corner = hexCentre({placement.column, placement.row});
        if (m_pointy)
            m_panelRects.append(
                QRectF(corner.x() - h / 2, corner.y(), h * panel->columns, 1.5 * s * panel->rows));
        else
            m_panelRects.append(
                QRectF(corner.x(), corner.y() - h / 2, 1.5 * s * panel->columns, h * panel->rows));
    }
    const double bucket = PanelBucketHexes * h;
    m_bucketColumns = int(std::ceil(m_bounds.width() / bucket)) + 1;
    m_bucketRows = int(std::ceil(m_bounds.height() / bucket)) + 1;
    m_panelBuckets.resize(qsizetype(m_bucketColumns) * m_bucketRows);
    for (int i = 0; i < m_panelRects.size(); ++i) {
        const QRectF &rect = m_panelRects.at(i);
        if (rect.isNull())
            continue;
        const int left = std::clamp(int(rect.left() / bucket), 0, m_bucketColumns - 1);
        const int right = std::clamp(int(rect.right() / bucket), 0, m_bucketColumns - 1);
        const int top = std::clamp(int(rect.top() / bucket), 0, m_bucketRows - 1);
        const int bottom = std::clamp(int(rect.bottom() / bucket), 0, m_bucketRows - 1);
        for (int y = top; y <= bottom; ++y) {
            for (int x = left; x <= right; ++x)
                m_panelBuckets[qsizetype(y) * m_bucketColumns + x].append(i);
        }
    }
    invalidate();
}

MapRenderer::~MapRenderer() = default;

QPointF MapRenderer::hexCentre(OffsetCoord hex) const
{
    return m_layout.hexToPixel(m_offsets.fromOffset(hex));
}

QPolygonF MapRenderer::hexPolygon(OffsetCoord hex) const
{
    return m_corners.translated(hexCentre(hex));
}

QPolygonF MapRenderer::halfHexPolygon(OffsetCoord hex) const
{
    // An unplayable hex is the part of a hex on the board: cut by its panel's edge.
    QRectF rect = m_panelRects.value(m_map.placementAt(hex));
    const QPointF centre = hexCentre(hex);
    if (rect.isNull()) {
        // A half that gave the map no terrain (HexMap::placementAt() is -1): find the panel
        // whose border runs through the hex's centre.
        const double slack = m_acrossFlats * 0.01;
        for (const QRectF &panel : m_panelRects) {
            if (!panel.isNull() && panel.adjusted(-slack, -slack, slack, slack).contains(centre)) {
                rect = panel;
                break;
            }
        }
    }
    const QPolygonF whole = m_corners.translated(centre);
    return rect.isNull() ? whole : clippedToRect(whole, rect);
}

OffsetCoord MapRenderer::hexAt(QPointF scenePoint) const
{
    return m_offsets.toOffset(m_layout.pixelToHex(scenePoint));
}

QRectF MapRenderer::panelRect(int index) const
{
    return m_panelRects.value(index);
}

QRectF MapRenderer::overviewRect() const
{
    // Overview pixel (col, 2 row + 1) is the upper half of an even column's hex; pointy-top,
    // pixel (2 col + 1, row) the west half of an even row's hex.
    const double s = m_layout.size().width();
    const double h = m_acrossFlats;
    if (m_pointy) {
        const QPointF corner = m_layout.origin() - QPointF(h, 0.75 * s);
        return QRectF(corner, QSizeF(h / 2 * (2 * m_columns + 1), 1.5 * s * m_rows));
    }
    const QPointF corner = m_layout.origin() - QPointF(0.75 * s, h);
    return QRectF(corner, QSizeF(1.5 * s * m_columns, h / 2 * (2 * m_rows + 1)));
}

uchar MapRenderer::cellOf(OffsetCoord hex) const
{
    const quint8 terrain = m_map.terrainAt(hex); // NoTerrain where the map has no hex
    if (terrain >= m_styles.size() || terrain >= HexCell::Skip - 1)
        return HexCell::None;
    return m_map.isPlayable(hex) ? terrain : uchar(terrain | HexCell::Skip);
}

QRgb MapRenderer::overviewColour(uchar cell) const
{
    if (cell == HexCell::None)
        return 0;
    const int style = cell & ~HexCell::Skip;
    return (cell & HexCell::Skip) ? m_dimmedColours.at(style) : m_flatColours.at(style);
}

void MapRenderer::updateHex(OffsetCoord hex)
{
    const uchar cell = cellOf(hex);
    m_cells[qsizetype(hex.row) * m_columns + hex.col] = char(cell);
    m_overview.setHex(hex.col, hex.row, overviewColour(cell));
}

void MapRenderer::invalidate()
{
    m_cells = QByteArray(qsizetype(m_columns) * m_rows, char(HexCell::None));
    m_overview.reset(m_columns, m_rows, m_pointy);
    // Bands of rows on every core: each writes its own cells and overview pixels.
    constexpr int Band = 32;
    auto *cells = reinterpret_cast<uchar *>(m_cells.data());
    onAllCores((m_rows + Band - 1) / Band, [this, cells](int band) {
        for (int row = band * Band; row < std::min(m_rows, (band + 1) * Band); ++row) {
            uchar *line = cells + qsizetype(row) * m_columns;
            for (int col = 0; col < m_columns; ++col) {
                line[col] = cellOf({col, row});
                m_overview.writeHex(col, row, overviewColour(line[col]));
            }
        }
    });
    m_overview.markAllChanged();
    m_overview.updateLevels();
    clearCache();
}

QRectF MapRenderer::invalidateHexes(const QList<OffsetCoord> &hexes)
{
    const double h = m_acrossFlats;
    // How far a changed hex reaches into each cached picture: pens by a pixel or two; a
    // smoothed overview pixel into its neighbours', a pixel of the halved copy it comes from
    // being at most a device pixel.
    const QList<double> zooms = m_tiles.zooms();
    QList<double> slacks;
    double widest = h;
    for (const double zoom : zooms) {
        slacks.append(h * zoom < OverviewBelowPixels ? h + 3 / zoom : 0.1 * h + 2 / zoom);
        widest = std::max(widest, slacks.last());
    }
    QRectF dirty;
    for (const OffsetCoord &hex : hexes) {
        if (hex.col < 0 || hex.row < 0 || hex.col >= m_columns || hex.row >= m_rows)
            continue;
        updateHex(hex);
        const QRectF box = hexPolygon(hex).boundingRect();
        dirty |= box;
        for (qsizetype i = 0; i < zooms.size(); ++i) {
            const double zoom = zooms.at(i);
            const QRectF scene
                = box.adjusted(-slacks.at(i), -slacks.at(i), slacks.at(i), slacks.at(i));
            m_tiles.markDirty(zoom,
                              QRectF(scene.topLeft() * zoom, scene.size() * zoom).toAlignedRect());
        }
    }
    return dirty.isNull() ? dirty : dirty.adjusted(-widest, -widest, widest, widest);
}

QRectF MapRenderer::panelBadgeBox(int index) const
{
    if (const auto found = m_badgeBoxes.constFind(index); found != m_badgeBoxes.constEnd())
        return *found;
    const QRectF panel = m_panelRects.value(index);
    const double h = m_acrossFlats;
    const QList<QSizeF> sizes = panelBadgeSizes(h);
    const QRectF corner(panel.topLeft() + QPointF(h * 0.35, h * 0.2), sizes.first());
    // How many of a box's sample points, its corners and edges included, lie on playable hexes.
    const auto covered = [&](const QRectF &box) {
        constexpr int Across = 6;
        constexpr int Down = 5;
        int count = 0;
        for (int i = 0; i < Across; ++i) {
            for (int j = 0; j < Down; ++j) {
                const QPointF at(box.left() + box.width() * i / (Across - 1),
                                 box.top() + box.height() * j / (Down - 1));
                count += m_map.isPlayable(hexAt(at)) ? 1 : 0;
            }
        }
        return count;
    };
    // Where seams make every hex near the corner whole, no place is free of play: the corner.
    const double reach = 2.0 * h;
    bool halves = false;
    // (Points inside the panel: its very corner may touch a neighbour's outer half.)
    for (double x = 0.1 * h; !halves && x <= reach; x += h * 0.25) {
        for (double y = 0.1 * h; !halves && y <= reach; y += h * 0.25)
            halves = !m_map.isPlayable(hexAt(panel.topLeft() + QPointF(x, y)));
    }
    QRectF best = corner;
    int bestCovered = halves ? covered(corner) : 0;
    // Else along the top and down the left side, a twentieth of a hex a step, in each shape.
    for (const QSizeF &size : sizes) {
        for (double along = 0; bestCovered > 0 && along <= reach; along += h * 0.05) {
            for (double across = 0.02 * h; bestCovered > 0 && across <= 0.9 * h;
                 across += h * 0.05) {
                for (const QPointF offset : {QPointF(along, across), QPointF(across, along)}) {
                    const QRectF box(panel.topLeft() + offset, size);
                    if (!panel.contains(box))
                        continue;
                    const int c = covered(box);
                    if (c < bestCovered) {
                        best = box;
                        bestCovered = c;
                    }
                }
            }
        }
    }
    m_badgeBoxes.insert(index, best);
    return best;
}

void MapRenderer::setLook(const BoardLook &look)
{
    if (look.highContrast == m_look.highContrast)
        return;
    m_look = look;
    clearCache();
}

void MapRenderer::clearCache()
{
    m_tiles.clear();
    m_zoomCache.reset();
}

qsizetype MapRenderer::cacheBytes() const
{
    return m_tiles.bytes() + (m_zoomCache && m_zoomCache->stamps ? m_zoomCache->stamps->bytes() : 0)
        + (m_zoomCache && m_zoomCache->roads ? m_zoomCache->roads->bytes() : 0)
        + (m_zoomCache && m_zoomCache->labels ? m_zoomCache->labels->bytes() : 0);
}

void MapRenderer::setCacheLimit(qsizetype bytes)
{
    m_tiles.setLimit(bytes);
}

MapRenderer::HexRange MapRenderer::hexesIn(const QRectF &rect, qreal pixelsPerUnit) const
{
    const double s = m_layout.size().width();
    const double h = m_acrossFlats;
    const QPointF o = m_layout.origin();
    // Pens may reach a little past a hex: the grid's by a pixel, a road's by a twentieth hex.
    const double margin = std::max(0.1 * h, 2.0 / pixelsPerUnit);
    const QRectF r = rect.adjusted(-margin, -margin, margin, margin);
    HexRange range;
    range.area = rect;
    if (m_pointy) {
        // Even rows sit half a hex further east: take the columns either parity needs.
        range.firstRow = std::max(0, int(std::ceil((r.top() - o.y() - s) / (1.5 * s))));
        range.lastRow = std::min(m_rows - 1, int(std::floor((r.bottom() - o.y() + s) / (1.5 * s))));
        range.firstCol = std::max(0, int(std::ceil((r.left() - o.x() - h / 2) / h)));
        range.lastCol = std::min(m_columns - 1, int(std::floor((r.right() - o.x() + h) / h)));
        return range;
    }
    range.firstCol = std::max(0, int(std::ceil((r.left() - o.x() - s) / (1.5 * s))));
    range.lastCol = std::min(m_columns - 1, int(std::floor((r.right() - o.x() + s) / (1.5 * s))));
    // Odd columns sit half a hex higher: take the rows either parity needs.
    range.firstRow = std::max(0, int(std::ceil((r.top() - o.y() - h / 2) / h)));
    range.lastRow = std::min(m_rows - 1, int(std::floor((r.bottom() - o.y() + h) / h)));
    return range;
}

const TerrainStyle *MapRenderer::styleAt(OffsetCoord hex) const
{
    const quint8 terrain = m_map.terrainAt(hex);
    return terrain < m_styles.size() ? &m_styles.at(terrain) : nullptr;
}

QList<int> MapRenderer::panelsIn(const QRectF &rect) const
{
    QList<int> found;
    if (m_panelBuckets.isEmpty())
        return found;
    const double bucket = PanelBucketHexes * m_acrossFlats;
    const int left = std::clamp(int(std::floor(rect.left() / bucket)), 0, m_bucketColumns - 1);
    const int right = std::clamp(int(std::floor(rect.right() / bucket)), 0, m_bucketColumns - 1);
    const int top = std::clamp(int(std::floor(rect.top() / bucket)), 0, m_bucketRows - 1);
    const int bottom = std::clamp(int(std::floor(rect.bottom() / bucket)), 0, m_bucketRows - 1);
    for (int y = top; y <= bottom; ++y) {
        for (int x = left; x <= right; ++x) {
            for (const int i : m_panelBuckets.at(qsizetype(y) * m_bucketColumns + x)) {
                // A panel in several squares is reported by the first of them in the rectangle.
                const QRectF &panel = m_panelRects.at(i);
                const int firstX = std::clamp(int(panel.left() / bucket), 0, m_bucketColumns - 1);
                const int firstY = std::clamp(int(panel.top() / bucket), 0, m_bucketRows - 1);
                if (x == std::max(left, firstX) && y == std::max(top, firstY))
                    found.append(i);
            }
        }
    }
    // Placement order, the order they are drawn in.
    std::sort(found.begin(), found.end());
    return found;
}

HexPixelGrid MapRenderer::pixelGrid(double zoom) const
{
    HexPixelGrid grid;
    grid.origin = hexCentre({0, 0}) * zoom;
    grid.radius = m_layout.size().width() * zoom;
    grid.columnStep = 1.5 * grid.radius;
    grid.rowStep = m_acrossFlats * zoom;
    return grid;
}

MapRenderer::ZoomCache &MapRenderer::zoomCache(double zoom) const
{
    if (!m_zoomCache || m_zoomCache->zoom != zoom) {
        m_zoomCache = std::make_unique<ZoomCache>();
        m_zoomCache->zoom = zoom;
    }
    return *m_zoomCache;
}

const TerrainStamps *MapRenderer::stampsFor(double zoom) const
{
    ZoomCache &cache = zoomCache(zoom);
    if (!cache.stamps) {
        cache.stamps = std::make_unique<TerrainStamps>(m_styles, m_layout.size().width() * zoom,
                                                       m_acrossFlats * zoom);
    }
    return cache.stamps.get();
}

const GlyphStamps *MapRenderer::madeLabelStamps(double zoom) const
{
    return m_zoomCache && m_zoomCache->zoom == zoom ? m_zoomCache->labels.get() : nullptr;
}

const GlyphStamps *MapRenderer::labelStampsFor(double zoom) const
{
    if (!m_hexLabels || m_acrossFlats * zoom < LabelFromPixels)
        return nullptr;
    ZoomCache &cache = zoomCache(zoom);
    if (!cache.labels)
        cache.labels = makeLabelStamps(zoom);
    return cache.labels.get();
}

const LineStamps *MapRenderer::madeRoadStamps(double zoom) const
{
    return m_zoomCache && m_zoomCache->zoom == zoom ? m_zoomCache->roads.get() : nullptr;
}

const LineStamps *MapRenderer::roadStampsFor(double zoom) const
{
    // Thin roads are drawn with a cosmetic pen, which is quicker than copying stamps.
    const double hexPixels = m_acrossFlats * zoom;
    if (hexPixels < RoadStampsFromPixels || hexPixels > RoadStampsUpToPixels)
        return nullptr;
    ZoomCache &cache = zoomCache(zoom);
    if (!cache.roads) {
        // The roads paintRoads() draws from a hex: to its neighbours in directions 1 to 3.
        const HexCoord from = m_offsets.fromOffset(0, 0);
        QList<QPointF> vectors;
        for (int d = 1; d <= 3; ++d)
            vectors.append((m_layout.hexToPixel(from.neighbor(d)) - m_layout.hexToPixel(from))
                           * zoom);
        // Antialiased as paintShapes() draws them: where patterns are drawn.
        cache.roads = std::make_unique<LineStamps>(vectors, roadPen(zoom, true),
                                                   hexPixels >= PatternFromPixels);
    }
    return cache.roads.get();
}

} // namespace hexwright
