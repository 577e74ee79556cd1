// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// MapRenderer's layers drawn shape by shape: the whole picture on vector devices, and on
// raster ones whatever rasterizeHexes() leaves to them (half hexes, bridges, roads, labels,
// markers, panels).

#include "render/maprenderer.h"

#include "render/hexraster.h"
#include "render/maprenderer_hexsides_p.h"
#include "render/mapsymbols.h"

#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QGlyphRun>
#include <QHash>
#include <QPaintEngine>
#include <QPainter>
#include <QRawFont>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

const QString LabelCharacters = QStringLiteral("0123456789-");
const QColor GridColour(0x1c, 0x1c, 0x1c);
const QColor PanelBorderColour(0x10, 0x10, 0x10);
const QColor UnplayableShade(0x70, 0x70, 0x70, 0xa0);
const QColor UnplayableHatch(0x30, 0x30, 0x30, 0xb0);

// The edge of a flat-top hex facing direction d (0 = N, clockwise) runs from corner 4 + d to
// corner 5 + d (corners clockwise from east). Pointy-top, direction 0 is NW and corner 0
// east-south-east: the edge runs from corner 3 + d to corner 4 + d.
int edgeStart(int direction, int firstCorner)
{
    return (firstCorner + direction) % 6;
}

int edgeEnd(int direction, int firstCorner)
{
    return (firstCorner + 1 + direction) % 6;
}

QPen gridPen(double acrossFlats, qreal pixelsPerUnit, const BoardLook &look)
{
    // High contrast: black lines that still read where the eye is weak or the screen dim.
    QPen pen(look.highContrast ? QColor(Qt::black) : GridColour,
             acrossFlats * (look.highContrast ? 0.045 : 0.02), Qt::SolidLine, Qt::FlatCap,
             Qt::MiterJoin);
    // At least a device pixel wide: a cosmetic pen is then the fast way to say it.
    const double minimum = look.highContrast ? 2.0 : 1.0;
    if (pen.widthF() * pixelsPerUnit < minimum) {
        pen.setWidthF(minimum);
        pen.setCosmetic(true);
    }
    return pen;
}

bool isRaster(QPainter *painter)
{
    const QPaintEngine *engine = painter->paintEngine();
    return engine && engine->type() == QPaintEngine::Raster;
}

// The image @p painter draws into if it is a tile being rendered: premultiplied ARGB32 at a
// plain scale of @p zoom, drawn on as it is; with the clip in its pixels.
QImage *tileImage(QPainter *painter, qreal zoom, QRect *clip)
{
    QPaintDevice *device = painter->device();
    if (!isRaster(painter) || !device || device->devType() != QInternal::Image)
        return nullptr;
    auto *image = static_cast<QImage *>(device);
    const QTransform world = painter->worldTransform();
    if (image->format() != QImage::Format_ARGB32_Premultiplied || painter->viewTransformEnabled()
        || world.type() > QTransform::TxScale || world.m11() != zoom || world.m22() != zoom
        || painter->opacity() != 1.0
        || painter->compositionMode() != QPainter::CompositionMode_SourceOver)
        return nullptr;
    *clip = image->rect();
    if (painter->hasClipping()) {
        const QRectF r = world.mapRect(painter->clipBoundingRect());
        *clip &= QRect(QPoint(qRound(r.left()), qRound(r.top())),
                       QPoint(qRound(r.right()) - 1, qRound(r.bottom()) - 1));
    }
    return image;
}

// Hex labels' font height: at least 7 device pixels tall while it fits, never more than a
// quarter of the hex.
double labelSize(double acrossFlats, double hexPixels)
{
    return std::clamp(7.0 * acrossFlats / hexPixels, acrossFlats * 0.16, acrossFlats * 0.22);
}

} // namespace

void MapRenderer::paintShapes(QPainter *painter, const QRectF &area, qreal pixelsPerUnit,
                              bool terrainRasterized) const
{
    const double hexPixels = m_acrossFlats * pixelsPerUnit;
    const HexRange range = hexesIn(area, pixelsPerUnit);
    painter->save();
    if (hexPixels < OverviewBelowPixels) {
        paintOverview(painter, area);
        // Roads are what the eye looks for on a map seen from afar.
        if (hexPixels >= OverviewBelowPixels / 2)
            paintRoads(painter, range, pixelsPerUnit);
    } else {
        const bool patterns = hexPixels >= PatternFromPixels;
        // Antialiasing costs more than it shows while hexes are small.
        painter->setRenderHint(QPainter::Antialiasing, patterns);
        if (!terrainRasterized)
            paintTerrain(painter, range, hexPixels);
        if (patterns)
            paintBridgeDecks(painter, range);
        // Without patterns the rasterizer draws the grid as well, but not round half hexes.
        const bool grid = hexPixels >= GridFromPixels;
        // The rasterizer's grid is the thin one: high contrast draws its own on top.
        const bool gridRasterized = terrainRasterized && !patterns && !m_look.highContrast;
        paintUnplayable(painter, range, pixelsPerUnit, terrainRasterized, grid && gridRasterized);
        if (grid && !gridRasterized)
            paintGrid(painter, range, pixelsPerUnit);
        paintRoads(painter, range, pixelsPerUnit);
        // Ridges, walls and rivers on hex sides (maprenderer_hexsides.cpp).
        paintHexsides(painter, m_map, m_ruleset, m_layout, area, pixelsPerUnit, m_acrossFlats);
        if (m_hexLabels && hexPixels >= LabelFromPixels) {
            const QPaintEngine *engine = painter->paintEngine();
            // Glyph runs are much faster, but vector devices would lose the text.
            if (engine && engine->type() == QPaintEngine::Raster)
                paintLabelGlyphs(painter, range, pixelsPerUnit);
            else
                paintLabels(painter, range, hexPixels);
        }
        if (grid)
            paintMarkers(painter, area, hexPixels);
    }
    painter->setRenderHint(QPainter::Antialiasing, hexPixels >= GridFromPixels);
    paintPanels(painter, area, pixelsPerUnit);
    painter->restore();
}

void MapRenderer::paintOverview(QPainter *painter, const QRectF &exposed) const
{
    // Draw only the part of the image under the exposed rectangle, in whole pixels.
    const QRectF whole = overviewRect();
    const QSizeF pixel = m_pointy ? QSizeF(m_acrossFlats / 2, 1.5 * m_layout.size().height())
                                  : QSizeF(whole.width() / m_columns, m_acrossFlats / 2);
    const QRectF wanted = exposed.translated(-whole.topLeft());
    const double left = std::max(0.0, std::floor(wanted.left() / pixel.width()));
    const double top = std::max(0.0, std::floor(wanted.top() / pixel.height()));
    const double right
        = std::min(double(m_overview.image().width()), std::ceil(wanted.right() / pixel.width()));
    const double bottom = std::min(double(m_overview.image().height()),
                                   std::ceil(wanted.bottom() / pixel.height()));
    if (right <= left || bottom <= top)
        return;
    const QRectF source(left, top, right - left, bottom - top);
    const QRectF target(whole.left() + left * pixel.width(), whole.top() + top * pixel.height(),
                        source.width() * pixel.width(), source.height() * pixel.height());
    m_overview.draw(painter, target, source);
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
                style->paintPattern(painter, hexCentre(hex), radius, patternVariant(col, row));
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
            const HexCoord axial = m_offsets.fromOffset(hex);
            QList<int> ends;
            for (int d = 0; d < HexCoord::DirectionCount && ends.size() < 2; ++d) {
                if (roadsAt(col, row) & (1 << d))
                    ends.append(d);
            }
            if (ends.isEmpty())
                ends.append(m_pointy ? 2 : 0); // pointy-top hexes have no north: east-west
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

void MapRenderer::paintUnplayable(QPainter *painter, const HexRange &range, qreal pixelsPerUnit,
                                  bool withGround, bool withOutline) const
{
    // Half hexes at the outer edge of the map: greyed out and hatched, the way a printed map
    // shows the part of a hex that lies off the board.
    const double hexPixels = m_acrossFlats * pixelsPerUnit;
    const bool hatch = hexPixels >= GridFromPixels * 2;
    QBrush hatchBrush(UnplayableHatch, Qt::BDiagPattern);
    // Hatch lines spaced in scene units, not device pixels, so they scale with the map.
    hatchBrush.setTransform(QTransform::fromScale(m_acrossFlats / 12, m_acrossFlats / 12));
    const QPen outline = gridPen(m_acrossFlats, pixelsPerUnit, m_look);
    const bool antialiased = painter->testRenderHint(QPainter::Antialiasing);
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            if (!m_map.contains(hex) || m_map.isPlayable(hex))
                continue;
            const QPolygonF polygon = halfHexPolygon(hex);
            painter->setPen(Qt::NoPen);
            const TerrainStyle *style = withGround ? styleAt(hex) : nullptr;
            if (style) {
                // Like the rasterized grounds: without antialiasing.
                painter->setRenderHint(QPainter::Antialiasing, false);
                painter->setBrush(hexPixels >= PatternFromPixels ? style->ground : style->flat);
                painter->drawPolygon(polygon);
                painter->setRenderHint(QPainter::Antialiasing, antialiased);
            }
            painter->setBrush(UnplayableShade);
            painter->drawPolygon(polygon);
            if (hatch) {
                painter->setBrush(hatchBrush);
                painter->drawPolygon(polygon);
            }
            if (withOutline) {
                painter->setPen(outline);
                painter->setBrush(Qt::NoBrush);
                painter->drawPolygon(polygon);
            }
        }
    }
}
void MapRenderer::paintGrid(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const
{
    // Each hexside once: every hex draws its sides in directions 0, 4 and 5 (flat-top north,
    // south-west and north-west; pointy-top north-west, south-west and west), and the other
    // three only where no neighbour inside the range draws them.
    const int firstCorner = m_pointy ? 3 : 4;
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
            const HexCoord axial = m_offsets.fromOffset(hex);
            const QPointF centre = m_layout.hexToPixel(axial);
            for (int d = 0; d < HexCoord::DirectionCount; ++d) {
                if (d >= 1 && d <= 3) {
                    const OffsetCoord next = m_offsets.toOffset(axial.neighbor(d));
                    if (m_map.contains(next) && inRange(next))
                        continue;
                }
                lines.append(QLineF(centre + m_corners[edgeStart(d, firstCorner)],
                                    centre + m_corners[edgeEnd(d, firstCorner)]));
            }
        }
    }
    painter->setPen(gridPen(m_acrossFlats, pixelsPerUnit, m_look));
    painter->drawLines(lines);
}

void MapRenderer::paintRoads(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const
{
    // Each road once, from its west or north end (directions 1 to 3: flat-top NE, SE and S,
    // pointy-top NE, E and SE), so the hexes just west and north of the range bring the roads
    // that come into it.
    const double reach = std::max(m_acrossFlats * 0.05, 1.0 / pixelsPerUnit);
    // Into tiles (a raster device at the stamps' plain scale) the roads are copied from
    // stamps drawn once for the zoom; anywhere else they are stroked.
    const LineStamps *stamps = nullptr;
    const QTransform world = painter->worldTransform();
    const LineStamps *made = madeRoadStamps(pixelsPerUnit);
    if (made && isRaster(painter) && !painter->viewTransformEnabled()
        && world.type() <= QTransform::TxScale && world.m11() == pixelsPerUnit
        && world.m22() == pixelsPerUnit) {
        stamps = made;
        painter->setWorldTransform(QTransform());
    }
    QList<QLineF> lines;
    for (int col = std::max(0, range.firstCol - 1); col <= range.lastCol; ++col) {
        for (int row = std::max(0, range.firstRow - 1); row <= range.lastRow; ++row) {
            const uchar roads = roadsAt(col, row) & 0x0e;
            if (!roads)
                continue;
            const HexCoord from = m_offsets.fromOffset(col, row);
            const QPointF start = m_layout.hexToPixel(from);
            for (int d = 1; d <= 3; ++d) {
                if (!(roads & (1 << d)))
                    continue;
                const QPointF end = m_layout.hexToPixel(from.neighbor(d));
                const QRectF box
                    = QRectF(start, end).normalized().adjusted(-reach, -reach, reach, reach);
                if (!box.intersects(range.area))
                    continue;
                if (stamps)
                    stamps->draw(painter, d - 1, world.map(start));
                else
                    lines.append(QLineF(start, end));
            }
        }
    }
    if (stamps)
        painter->setWorldTransform(world);
    if (lines.isEmpty())
        return;
    painter->setPen(roadPen(pixelsPerUnit, false));
    painter->drawLines(lines);
}

QPen MapRenderer::roadPen(qreal pixelsPerUnit, bool devicePixels) const
{
    const double scale = devicePixels ? pixelsPerUnit : 1.0;
    QPen pen(m_ruleset.road.colour, m_acrossFlats * 0.1 * scale, Qt::SolidLine, Qt::RoundCap,
             Qt::RoundJoin);
    // At least a device pixel wide: a cosmetic pen is then the fast way to say it.
    if (m_acrossFlats * 0.1 * pixelsPerUnit < 1.0) {
        pen.setWidthF(1.0);
        pen.setCosmetic(true);
    }
    return pen;
}

void MapRenderer::paintLabels(QPainter *painter, const HexRange &range, double hexPixels) const
{
    const double size = labelSize(m_acrossFlats, hexPixels);
    painter->setFont(mapFont(size, m_look.highContrast));
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
            const QRectF box(centre.x() - h / 2, centre.y() - m_labelTop, h, size * 1.3);
            painter->setPen(style->text);
            painter->drawText(box, Qt::AlignHCenter | Qt::AlignTop, m_map.panelHexLabel(hex));
        }
    }
}

std::unique_ptr<GlyphStamps> MapRenderer::makeLabelStamps(double zoom) const
{
    const QRawFont font = QRawFont::fromFont(
        mapFont(labelSize(m_acrossFlats, m_acrossFlats * zoom), m_look.highContrast));
    const QList<quint32> glyphs = font.glyphIndexesForString(LabelCharacters);
    if (!font.isValid() || glyphs.size() != LabelCharacters.size())
        return nullptr;
    return std::make_unique<GlyphStamps>(font, glyphs, zoom);
}

void MapRenderer::paintLabelGlyphs(QPainter *painter, const HexRange &range,
                                   qreal pixelsPerUnit) const
{
    // paintLabels() with the text laid out here, all labels of one colour in one glyph run:
    // the same glyphs in the same places, without a text layout per hex.
    const double hexPixels = m_acrossFlats * pixelsPerUnit;
    const double size = labelSize(m_acrossFlats, hexPixels);
    const QRawFont font = QRawFont::fromFont(mapFont(size, m_look.highContrast));
    if (!font.isValid()) {
        paintLabels(painter, range, hexPixels);
        return;
    }
    // Into a tile the glyphs are blended from stamps drawn once for the zoom.
    QRect clip;
    QImage *tile = tileImage(painter, pixelsPerUnit, &clip);
    const GlyphStamps *stamps = tile ? madeLabelStamps(pixelsPerUnit) : nullptr;
    const QTransform world = painter->worldTransform();
    const QString &characters = LabelCharacters;
    const QList<quint32> glyphs = font.glyphIndexesForString(characters);
    const QList<QPointF> advances = font.advancesForGlyphIndexes(glyphs);
    if (glyphs.size() != characters.size()) {
        paintLabels(painter, range, hexPixels);
        return;
    }
    struct Run
    {
        QColor colour;
        QList<quint32> glyphs;
        QList<QPointF> positions;
    };
    QList<Run> runs;
    const double ascent = font.ascent();
    QList<int> indexes;
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            const TerrainStyle *style = styleAt(hex);
            if (!style || !m_map.isPlayable(hex))
                continue;
            const QString label = m_map.panelHexLabel(hex);
            indexes.clear();
            double width = 0;
            for (const QChar c : label) {
                const int index = int(characters.indexOf(c));
                if (index < 0)
                    continue;
                indexes.append(index);
                width += advances.at(index).x();
            }
            auto run = std::find_if(runs.begin(), runs.end(),
                                    [style](const Run &r) { return r.colour == style->text; });
            if (run == runs.end()) {
                runs.append(Run {style->text, {}, {}});
                run = runs.end() - 1;
            }
            const QPointF centre = hexCentre(hex);
            const QRectF box(centre.x() - width / 2, centre.y() - m_labelTop, width, size * 1.3);
            if (!box.intersects(range.area))
                continue;
            QPointF pen(box.left(), box.top() + ascent);
            if (stamps) {
                const QRgb colour = qPremultiply(style->text.rgba());
                for (const int index : std::as_const(indexes)) {
                    stamps->draw(*tile, clip, index, world.map(pen), colour);
                    pen.rx() += advances.at(index).x();
                }
                continue;
            }
            for (const int index : std::as_const(indexes)) {
                run->glyphs.append(glyphs.at(index));
                run->positions.append(pen);
                pen.rx() += advances.at(index).x();
            }
        }
    }
    for (const Run &run : std::as_const(runs)) {
        QGlyphRun glyphRun;
        glyphRun.setRawFont(font);
        glyphRun.setGlyphIndexes(run.glyphs);
        glyphRun.setPositions(run.positions);
        painter->setPen(run.colour);
        painter->drawGlyphRun(QPointF(), glyphRun);
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
        paintMarkerSymbol(painter, m_ruleset, marker.kind, c, r, owner ? owner->colour : QColor());
        if (!marker.name.isEmpty() && hexPixels >= LabelFromPixels) {
            painter->setFont(mapFont(m_acrossFlats * 0.14, true));
            painter->setPen(Qt::black);
            painter->drawText(QRectF(c.x() - r, c.y() + r * 0.45, 2 * r, r * 0.4),
                              Qt::AlignHCenter | Qt::AlignTop, marker.name);
        }
    }
    // Force entries placed on a hex, stacked a little down and right like counters on a table.
    QHash<quint64, int> stackHeight;
    for (const ForceEntry &force : m_scenario.forces) {
        if (force.placement.kind != Placement::Kind::Hex)
            continue;
        const QPointF c = hexCentre(force.placement.hex);
        if (!near.contains(c))
            continue;
        const quint64 key
            = (quint64(quint32(force.placement.hex.col)) << 32) | quint32(force.placement.hex.row);
        const int level = stackHeight[key]++;
        const UnitType *type = m_ruleset.findUnitType(force.unitType);
        const ArmyColour *army = m_ruleset.findColour(force.colour);
        const QPointF offset(r * 0.1 * level, r * 0.1 * level);
        // The marks of the options it bought (data: a purchase option's `mark:`).
        QString marks;
        for (const QString &id : force.options) {
            if (const PurchaseOption *option = m_ruleset.findPurchaseOption(id))
                marks += option->mark;
        }
        paintCounter(painter, c - QPointF(r * 0.1, r * 0.1) + offset, r,
                     army ? army->colour : QColor(),
                     unitInitials(type ? type->name : force.unitType), force.count, marks);
    }
}

void MapRenderer::paintPanels(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const
{
    const double width = std::max(m_acrossFlats * 0.05, 1.5 / pixelsPerUnit);
    const QPen border(PanelBorderColour, width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin);
    // The sides that meet the exposed area, all in one go (square caps make the corners).
    QList<QLineF> sides;
    for (const int i : panelsIn(exposed.adjusted(-width, -width, width, width))) {
        const QRectF rect = m_panelRects.at(i);
        // Borders round panels this small on screen would only be a black mesh.
        if (rect.isNull() || rect.width() * pixelsPerUnit < 40)
            continue;
        const QLineF edges[4] = {{rect.topLeft(), rect.topRight()},
                                 {rect.topRight(), rect.bottomRight()},
                                 {rect.bottomRight(), rect.bottomLeft()},
                                 {rect.bottomLeft(), rect.topLeft()}};
        for (const QLineF &edge : edges) {
            const QRectF band
                = QRectF(edge.p1(), edge.p2()).normalized().adjusted(-width, -width, width, width);
            if (band.intersects(exposed))
                sides.append(edge);
        }
    }
    if (!sides.isEmpty()) {
        painter->setPen(border);
        painter->drawLines(sides);
    }
    if (m_acrossFlats * pixelsPerUnit < GridFromPixels * 2)
        return;
    for (const int i : panelsIn(exposed)) {
        const QRectF rect = m_panelRects.at(i);
        if (rect.isNull() || rect.width() * pixelsPerUnit < 40)
            continue;
        const QRectF box = panelBadgeBox(i);
        if (exposed.intersects(panelBadgeRect(box, m_acrossFlats))) {
            const PanelPlacement &placement = m_scenario.layout.at(i);
            paintPanelBadge(painter, box, placement.panel, placement.rotation == 180,
                            m_acrossFlats);
        }
    }
}

} // namespace hexwright
