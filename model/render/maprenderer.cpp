// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/maprenderer.h"

#include "render/mapsymbols.h"

#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr double Sqrt3 = 1.7320508075688772935274463415058723;

const QColor GridColour(0x1c, 0x1c, 0x1c);
const QColor PanelBorderColour(0x10, 0x10, 0x10);
const QColor UnplayableShade(0x70, 0x70, 0x70, 0xa0);
const QColor UnplayableHatch(0x30, 0x30, 0x30, 0xb0);

// The edge of a flat-top hex facing direction d (0 = N, clockwise) runs from corner 4 + d to
// corner 5 + d (corners clockwise from east).
int edgeStart(int direction)
{
    return (4 + direction) % 6;
}

int edgeEnd(int direction)
{
    return (5 + direction) % 6;
}

// A stable pseudo-random choice of pattern variant per hex.
int variantOf(OffsetCoord hex)
{
    return int((unsigned(hex.col) * 2654435761u ^ unsigned(hex.row) * 40503u) >> 7) & 3;
}

} // namespace

MapRenderer::MapRenderer(const HexMap &map, const Ruleset &ruleset, const Scenario &scenario,
                         const PanelLibrary &panels, double acrossFlats)
    : m_map(map)
    , m_ruleset(ruleset)
    , m_scenario(scenario)
    , m_acrossFlats(acrossFlats)
{
    const double s = acrossFlats / Sqrt3;
    const double h = acrossFlats;
    const double margin = 0.1 * h;
    // Put the map's bounding box at (0, 0): column 0's west corner and the top of the odd
    // columns' raised half hexes.
    m_layout = HexLayout::fromAcrossFlats(HexOrientation::FlatTop, acrossFlats,
                                          QPointF(s + margin, h + margin));
    for (int corner = 0; corner < 6; ++corner)
        m_corners.append(m_layout.cornerOffset(corner));
    if (map.columns() > 0 && map.rows() > 0) {
        m_bounds = QRectF(0, 0, 2 * margin + 1.5 * s * (map.columns() - 1) + 2 * s,
                          2 * margin + h * (map.rows() - 1) + 1.5 * h);
    }
    // Roads bucketed by column, so that a repaint only looks at the roads it can see.
    m_roadsByColumn.resize(std::max(0, map.columns()));
    for (const auto &road : map.roads()) {
        const int col = std::min(HexMap::Offsets.toOffset(road.first).col,
                                 HexMap::Offsets.toOffset(road.second).col);
        if (col >= 0 && col < m_roadsByColumn.size()) {
            m_roadsByColumn[col].append(
                QLineF(m_layout.hexToPixel(road.first), m_layout.hexToPixel(road.second)));
        }
    }
    for (const TerrainType &terrain : ruleset.terrain)
        m_styles.append(TerrainStyle::forTerrain(terrain));
    for (const PanelPlacement &placement : scenario.layout) {
        const Panel *panel = panels.findPanel(placement.panel);
        if (!panel) {
            m_panelRects.append(QRectF());
            continue;
        }
        // Local column 0 is an even column of the panel wherever the panel lies.
        const QPointF corner = hexCentre({placement.column, placement.row});
        m_panelRects.append(
            QRectF(corner.x(), corner.y() - h / 2, 1.5 * s * panel->columns, h * panel->rows));
    }
}

MapRenderer::~MapRenderer() = default;

QPointF MapRenderer::hexCentre(OffsetCoord hex) const
{
    return m_layout.hexToPixel(HexMap::Offsets.fromOffset(hex));
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
    return HexMap::Offsets.toOffset(m_layout.pixelToHex(scenePoint));
}

QRectF MapRenderer::panelRect(int index) const
{
    return m_panelRects.value(index);
}

void MapRenderer::invalidate()
{
    m_overview = QImage();
}

void MapRenderer::invalidateHexes(const QList<OffsetCoord> &hexes)
{
    Q_UNUSED(hexes);
    m_overview = QImage();
}

MapRenderer::HexRange MapRenderer::hexesIn(const QRectF &rect) const
{
    const double s = m_layout.size().width();
    const double h = m_acrossFlats;
    const QPointF o = m_layout.origin();
    HexRange range;
    // One hex of slack on every side: shapes that stick out of a hex (grid pen, symbols)
    // and hexsides drawn by a neighbour are then never cut off at the edge of an update.
    range.firstCol = std::max(0, int(std::floor((rect.left() - o.x() - s) / (1.5 * s))) - 1);
    range.lastCol
        = std::min(m_map.columns() - 1, int(std::ceil((rect.right() - o.x() + s) / (1.5 * s))) + 1);
    range.firstRow = std::max(0, int(std::floor((rect.top() - o.y() - h / 2) / h)) - 1);
    range.lastRow = std::min(m_map.rows() - 1, int(std::ceil((rect.bottom() - o.y() + h) / h)) + 1);
    return range;
}

const TerrainStyle *MapRenderer::styleAt(OffsetCoord hex) const
{
    const quint8 terrain = m_map.terrainAt(hex);
    return terrain < m_styles.size() ? &m_styles.at(terrain) : nullptr;
}

void MapRenderer::paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit) const
{
    if (m_bounds.isEmpty() || pixelsPerSceneUnit <= 0)
        return;
    const QRectF area = exposed.intersected(m_bounds);
    if (area.isEmpty())
        return;
    const double hexPixels = m_acrossFlats * pixelsPerSceneUnit;
    painter->save();
    if (hexPixels < OverviewBelowPixels) {
        paintOverview(painter, area);
        // Roads are what the eye looks for on a map seen from afar.
        if (hexPixels >= OverviewBelowPixels / 2)
            paintRoads(painter, hexesIn(area), pixelsPerSceneUnit);
    } else {
        const HexRange range = hexesIn(area);
        // Antialiasing costs more than it shows while hexes are small.
        painter->setRenderHint(QPainter::Antialiasing, hexPixels >= PatternFromPixels);
        paintTerrain(painter, range, hexPixels);
        if (hexPixels >= PatternFromPixels)
            paintBridgeDecks(painter, range);
        paintUnplayable(painter, range, pixelsPerSceneUnit);
        if (hexPixels >= GridFromPixels)
            paintGrid(painter, range, pixelsPerSceneUnit);
        paintRoads(painter, range, pixelsPerSceneUnit);
        if (hexPixels >= LabelFromPixels)
            paintLabels(painter, range, hexPixels);
        if (hexPixels >= GridFromPixels)
            paintMarkers(painter, area, hexPixels);
    }
    painter->setRenderHint(QPainter::Antialiasing, hexPixels >= GridFromPixels);
    paintPanels(painter, area, pixelsPerSceneUnit);
    painter->restore();
}

void MapRenderer::paintOverview(QPainter *painter, const QRectF &exposed) const
{
    // One pixel per column and two per row: odd columns sit half a hex higher, so each hex
    // covers two half-row pixels, starting one pixel higher in odd columns.
    const int columns = m_map.columns();
    const int rows = m_map.rows();
    if (m_overview.isNull()) {
        m_overview = QImage(columns, 2 * rows + 1, QImage::Format_ARGB32_Premultiplied);
        m_overview.fill(Qt::transparent);
        for (int col = 0; col < columns; ++col) {
            for (int row = 0; row < rows; ++row) {
                const OffsetCoord hex {col, row};
                const TerrainStyle *style = styleAt(hex);
                if (!style)
                    continue;
                QColor colour = style->flat;
                if (!m_map.isPlayable(hex))
                    colour = QColor::fromRgbF(colour.redF() * 0.4f + 0.3f,
                                              colour.greenF() * 0.4f + 0.3f,
                                              colour.blueF() * 0.4f + 0.3f);
                const int y = 2 * row + ((col & 1) ? 0 : 1);
                reinterpret_cast<QRgb *>(m_overview.scanLine(y))[col] = colour.rgb();
                reinterpret_cast<QRgb *>(m_overview.scanLine(y + 1))[col] = colour.rgb();
            }
        }
    }
    const double s = m_layout.size().width();
    const double h = m_acrossFlats;
    const QPointF imageOrigin = m_layout.origin() - QPointF(0.75 * s, h);
    const QSizeF pixel(1.5 * s, h / 2);
    // Draw only the part of the image under the exposed rectangle, in whole pixels.
    const QRectF wanted = exposed.translated(-imageOrigin);
    const double left = std::max(0.0, std::floor(wanted.left() / pixel.width()));
    const double top = std::max(0.0, std::floor(wanted.top() / pixel.height()));
    const double right = std::min(double(columns), std::ceil(wanted.right() / pixel.width()));
    const double bottom
        = std::min(double(m_overview.height()), std::ceil(wanted.bottom() / pixel.height()));
    if (right <= left || bottom <= top)
        return;
    const QRectF source(left, top, right - left, bottom - top);
    const QRectF target(imageOrigin.x() + left * pixel.width(),
                        imageOrigin.y() + top * pixel.height(), source.width() * pixel.width(),
                        source.height() * pixel.height());
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter->drawImage(target, m_overview, source);
}

void MapRenderer::paintTerrain(QPainter *painter, const HexRange &range, double hexPixels) const
{
    // Grounds without antialiasing (hexes tile exactly and the grid covers their edges), then
    // the patterns' symbols with it: that halves the time of a detailed repaint.
    const bool patterns = hexPixels >= PatternFromPixels;
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    QPolygonF polygon(6);
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            const TerrainStyle *style = styleAt(hex);
            if (!style)
                continue;
            painter->setBrush(patterns ? style->ground : style->flat);
            if (!m_map.isPlayable(hex)) {
                painter->drawPolygon(halfHexPolygon(hex));
                continue;
            }
            const QPointF centre = hexCentre(hex);
            for (int i = 0; i < 6; ++i)
                polygon[i] = centre + m_corners[i];
            painter->drawPolygon(polygon);
        }
    }
    painter->setRenderHint(QPainter::Antialiasing, antialiased);
    if (!patterns)
        return;
    const double radius = m_layout.size().width();
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            const TerrainStyle *style = styleAt(hex);
            // Half hexes get no symbols: they would stick out of the board.
            if (style && m_map.isPlayable(hex))
                style->paintPattern(painter, hexCentre(hex), radius, variantOf(hex));
        }
    }
}

void MapRenderer::paintBridgeDecks(QPainter *painter, const HexRange &range) const
{
    // A straight deck with black rails across the hex, lying along the road that crosses the
    // bridge (north-south if there is none); the road line is drawn over it later.
    const double radius = m_layout.size().width();
    const QPen rails(GridColour, radius * 0.07, Qt::SolidLine, Qt::FlatCap);
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            const TerrainStyle *style = styleAt(hex);
            if (!style || style->pattern != TerrainPattern::Bridge || !m_map.isPlayable(hex))
                continue;
            const HexCoord axial = HexMap::Offsets.fromOffset(hex);
            QList<int> ends;
            for (int d = 0; d < HexCoord::DirectionCount && ends.size() < 2; ++d) {
                if (m_map.hasRoad(axial, axial.neighbor(d)))
                    ends.append(d);
            }
            if (ends.isEmpty())
                ends.append(0);
            if (ends.size() == 1)
                ends.append((ends.first() + 3) % 6);
            const QPointF centre = hexCentre(hex);
            QLineF along(m_layout.hexToPixel(axial.neighbor(ends[0])),
                         m_layout.hexToPixel(axial.neighbor(ends[1])));
            along = QLineF(centre, centre + QPointF(along.dx(), along.dy()));
            along.setLength(radius * 0.75);
            const QPointF u(along.dx() / along.length(), along.dy() / along.length());
            const QPointF half = u * (radius * 0.75);
            const QPointF side = QPointF(-u.y(), u.x()) * (radius * 0.24);
            QPolygonF deck;
            deck << centre - half - side << centre + half - side << centre + half + side
                 << centre - half + side;
            painter->setPen(Qt::NoPen);
            painter->setBrush(m_ruleset.road.colour);
            painter->drawPolygon(deck);
            painter->setPen(rails);
            painter->drawLine(deck[0], deck[1]);
            painter->drawLine(deck[2], deck[3]);
        }
    }
}

void MapRenderer::paintUnplayable(QPainter *painter, const HexRange &range,
                                  qreal pixelsPerUnit) const
{
    // Half hexes at the outer edge of the map: greyed out and hatched, the way a printed map
    // shows the part of a hex that lies off the board.
    const bool hatch = m_acrossFlats * pixelsPerUnit >= GridFromPixels * 2;
    QBrush hatchBrush(UnplayableHatch, Qt::BDiagPattern);
    // Hatch lines spaced in scene units, not device pixels, so they scale with the map.
    hatchBrush.setTransform(QTransform::fromScale(m_acrossFlats / 12, m_acrossFlats / 12));
    painter->setPen(Qt::NoPen);
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            if (!m_map.contains(hex) || m_map.isPlayable(hex))
                continue;
            const QPolygonF polygon = halfHexPolygon(hex);
            painter->setBrush(UnplayableShade);
            painter->drawPolygon(polygon);
            if (hatch) {
                painter->setBrush(hatchBrush);
                painter->drawPolygon(polygon);
            }
        }
    }
}

void MapRenderer::paintGrid(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const
{
    // Each hexside once: every hex draws its north, north-west and south-west sides, and the
    // other three only where no neighbour inside the range draws them.
    QList<QLineF> lines;
    lines.reserve((range.lastCol - range.firstCol + 1) * (range.lastRow - range.firstRow + 1) * 3);
    auto inRange = [&range](OffsetCoord o) {
        return o.col >= range.firstCol && o.col <= range.lastCol && o.row >= range.firstRow
            && o.row <= range.lastRow;
    };
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            if (!m_map.contains(hex))
                continue;
            if (!m_map.isPlayable(hex)) {
                const QPolygonF half = halfHexPolygon(hex);
                for (qsizetype i = 0; i < half.size(); ++i)
                    lines.append(QLineF(half.at(i), half.at((i + 1) % half.size())));
                continue;
            }
            const HexCoord axial = HexMap::Offsets.fromOffset(hex);
            const QPointF centre = m_layout.hexToPixel(axial);
            for (int d = 0; d < HexCoord::DirectionCount; ++d) {
                if (d >= 1 && d <= 3) {
                    const OffsetCoord next = HexMap::Offsets.toOffset(axial.neighbor(d));
                    if (m_map.contains(next) && inRange(next))
                        continue;
                }
                lines.append(
                    QLineF(centre + m_corners[edgeStart(d)], centre + m_corners[edgeEnd(d)]));
            }
        }
    }
    const double width = std::max(m_acrossFlats * 0.02, 1.0 / pixelsPerUnit);
    painter->setPen(QPen(GridColour, width, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
    painter->drawLines(lines);
}

void MapRenderer::paintRoads(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const
{
    const double h = m_acrossFlats;
    const double top = m_layout.origin().y() + (range.firstRow - 1) * h;
    const double bottom = m_layout.origin().y() + (range.lastRow + 1) * h;
    QList<QLineF> lines;
    for (int col = std::max(0, range.firstCol - 1); col <= range.lastCol; ++col) {
        for (const QLineF &line : m_roadsByColumn.at(col)) {
            if (std::max(line.y1(), line.y2()) >= top && std::min(line.y1(), line.y2()) <= bottom)
                lines.append(line);
        }
    }
    if (lines.isEmpty())
        return;
    const double width = std::max(m_acrossFlats * 0.1, 1.0 / pixelsPerUnit);
    painter->setPen(QPen(m_ruleset.road.colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawLines(lines);
}

void MapRenderer::paintLabels(QPainter *painter, const HexRange &range, double hexPixels) const
{
    // At least 7 device pixels tall while it fits, never more than a quarter of the hex.
    const double size
        = std::clamp(7.0 * m_acrossFlats / hexPixels, m_acrossFlats * 0.16, m_acrossFlats * 0.22);
    painter->setFont(mapFont(size));
    const double h = m_acrossFlats;
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            const TerrainStyle *style = styleAt(hex);
            if (!style)
                continue;
            if (!m_map.isPlayable(hex))
                continue; // a half hex's label would be cut by the board edge
            const QPointF centre = hexCentre(hex);
            const QRectF box(centre.x() - h / 2, centre.y() - h * 0.47, h, size * 1.3);
            painter->setPen(style->text);
            painter->drawText(box, Qt::AlignHCenter | Qt::AlignTop, m_map.label(hex));
        }
    }
}

void MapRenderer::paintMarkers(QPainter *painter, const QRectF &exposed, double hexPixels) const
{
    const double r = m_layout.size().width();
    const QRectF near = exposed.adjusted(-r, -r, r, r);
    for (const Marker &marker : m_scenario.markers) {
        const QPointF c = hexCentre(marker.hex);
        if (!near.contains(c))
            continue;
        const ArmyColour *owner = m_ruleset.findColour(marker.colour);
        paintMarkerSymbol(painter, marker.kind, c, r, owner ? owner->colour : QColor());
        if (!marker.name.isEmpty() && hexPixels >= LabelFromPixels) {
            painter->setFont(mapFont(m_acrossFlats * 0.14, true));
            painter->setPen(Qt::black);
            painter->drawText(QRectF(c.x() - r, c.y() + r * 0.45, 2 * r, r * 0.4),
                              Qt::AlignHCenter | Qt::AlignTop, marker.name);
        }
    }
}

void MapRenderer::paintPanels(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const
{
    const double width = std::max(m_acrossFlats * 0.05, 1.5 / pixelsPerUnit);
    const QPen border(PanelBorderColour, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin);
    for (int i = 0; i < m_panelRects.size(); ++i) {
        const QRectF rect = m_panelRects.at(i);
        // Borders round panels this small on screen would only be a black mesh.
        if (rect.isNull() || rect.width() * pixelsPerUnit < 40)
            continue;
        if (!exposed.intersects(rect.adjusted(-width, -width, width, width)))
            continue;
        painter->setPen(border);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(rect);
        if (m_acrossFlats * pixelsPerUnit >= GridFromPixels * 2) {
            const PanelPlacement &placement = m_scenario.layout.at(i);
            paintPanelBadge(painter, rect, placement.panel, placement.rotation == 180,
                            m_acrossFlats);
        }
    }
}

} // namespace hexwright
