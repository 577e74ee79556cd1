// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Greyscale map sheets: terrain told apart by patterns instead of colours, for black-and-white
// printers. MapRenderer draws everything but the terrain grounds from a greyed copy of the
// ruleset; the grounds and their patterns are filled here first, under it.

#include "export/mapsheet_draw.h"

#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "render/terrainstyle.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

using Fill = GreyTerrain::Fill;

double lightness(const QColor &c)
{
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF();
}

int greyOf(const QColor &c)
{
    return std::clamp(int(std::lround(lightness(c) * 255)), 0, 255);
}

QColor greyed(const QColor &c)
{
    const int g = greyOf(c);
    return QColor(g, g, g, c.alpha());
}

/// The grey ground that goes with each fill: light enough for dark hex numbers.
int groundOf(Fill fill)
{
    switch (fill) {
    case Fill::None:
        return 255;
    case Fill::LightHatch:
        return 0xf2;
    case Fill::DarkHatch:
        return 0xd4;
    case Fill::CrossHatch:
        return 0xea;
    case Fill::Dots:
        return 0xe2;
    case Fill::Dashes:
        return 0xf6;
    case Fill::Lines:
        return 0xc8;
    case Fill::Waves:
        return 0xec;
    case Fill::VerticalLines:
        return 0xf0;
    case Fill::BackHatch:
        return 0xee;
    case Fill::SparseDots:
        return 0xf4;
    case Fill::Flat:
        return 0xb8;
    }
    return 255;
}

void hatch(QPainter &p, const QRectF &r, double spacing, bool forward)
{
    // Lines x + y = c ("/") or x - y = c ("\") every spacing * sqrt 2 along x: anchored at
    // the scene origin, so that neighbouring sheets continue each other.
    const double step = spacing * std::sqrt(2.0);
    QList<QLineF> lines;
    if (forward) {
        const double first = std::floor((r.left() + r.top()) / step) * step;
        for (double c = first; c <= r.right() + r.bottom(); c += step)
            lines.append(QLineF(c - r.bottom(), r.bottom(), c - r.top(), r.top()));
    } else {
        const double first = std::floor((r.left() - r.bottom()) / step) * step;
        for (double c = first; c <= r.right() - r.top(); c += step)
            lines.append(QLineF(c + r.top(), r.top(), c + r.bottom(), r.bottom()));
    }
    p.drawLines(lines);
}

void rules(QPainter &p, const QRectF &r, double spacing, bool horizontal)
{
    QList<QLineF> lines;
    if (horizontal) {
        for (double y = std::floor(r.top() / spacing) * spacing; y <= r.bottom(); y += spacing)
            lines.append(QLineF(r.left(), y, r.right(), y));
    } else {
        for (double x = std::floor(r.left() / spacing) * spacing; x <= r.right(); x += spacing)
            lines.append(QLineF(x, r.top(), x, r.bottom()));
    }
    p.drawLines(lines);
}

void dots(QPainter &p, const QRectF &r, double spacing, double size)
{
    // Staggered rows of small squares: they print as dots and cost a rectangle each.
    QList<QRectF> squares;
    const int firstRow = int(std::floor(r.top() / spacing));
    for (int row = firstRow; row * spacing <= r.bottom() + spacing; ++row) {
        const double shift = (row & 1) ? spacing / 2 : 0;
        const double y = row * spacing;
        for (double x = std::floor(r.left() / spacing) * spacing - shift; x <= r.right();
             x += spacing)
            squares.append(QRectF(x - size / 2, y - size / 2, size, size));
    }
    p.drawRects(squares);
}

void dashes(QPainter &p, const QRectF &r, double spacing, double dash, double gap)
{
    QList<QLineF> lines;
    const double period = dash + gap;
    const int firstRow = int(std::floor(r.top() / spacing));
    for (int row = firstRow; row * spacing <= r.bottom(); ++row) {
        const double shift = (row & 1) ? period / 2 : 0;
        const double y = row * spacing;
        for (double x = std::floor(r.left() / period) * period - shift; x <= r.right(); x += period)
            lines.append(QLineF(x, y, x + dash, y));
    }
    p.drawLines(lines);
}

void waves(QPainter &p, const QRectF &r, double spacing, double wavelength, double amplitude)
{
    QPainterPath path;
    const double left = std::floor(r.left() / wavelength) * wavelength;
    for (double y = std::floor(r.top() / spacing) * spacing; y <= r.bottom() + amplitude;
         y += spacing) {
        path.moveTo(left, y);
        for (double x = left; x <= r.right(); x += wavelength) {
            path.quadTo(x + wavelength / 4, y - 2 * amplitude, x + wavelength / 2, y);
            path.quadTo(x + 3 * wavelength / 4, y + 2 * amplitude, x + wavelength, y);
        }
    }
    p.setBrush(Qt::NoBrush);
    p.drawPath(path);
}

/// Paints @p fill over @p r (scene units, already clipped to the terrain's hexes) for hexes
/// @p h across the flats.
void paintFill(QPainter &p, Fill fill, const QRectF &r, double h)
{
    auto pen = [&p, h](int grey, double width) {
        p.setPen(QPen(QColor(grey, grey, grey), h * width, Qt::SolidLine, Qt::FlatCap));
        p.setBrush(Qt::NoBrush);
    };
    switch (fill) {
    case Fill::None:
    case Fill::Flat:
        return;
    case Fill::LightHatch:
        pen(0x8c, 0.018);
        hatch(p, r, h / 7, true);
        return;
    case Fill::DarkHatch:
        pen(0x38, 0.035);
        hatch(p, r, h / 10, true);
        return;
    case Fill::CrossHatch:
        pen(0x48, 0.025);
        rules(p, r, h / 7, true);
        rules(p, r, h / 7, false);
        return;
    case Fill::Dots:
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x20, 0x20, 0x20));
        dots(p, r, h / 9, h * 0.04);
        return;
    case Fill::Dashes:
        pen(0x40, 0.028);
        dashes(p, r, h / 8, h / 9, h / 12);
        return;
    case Fill::Lines:
        pen(0x40, 0.03);
        rules(p, r, h / 9, true);
        return;
    case Fill::Waves:
        pen(0x50, 0.025);
        waves(p, r, h / 6, h / 4, h / 40);
        return;
    case Fill::VerticalLines:
        pen(0x60, 0.025);
        rules(p, r, h / 8, false);
        return;
    case Fill::BackHatch:
        pen(0x60, 0.025);
        hatch(p, r, h / 8, false);
        return;
    case Fill::SparseDots:
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x30, 0x30, 0x30));
        dots(p, r, h / 4, h * 0.06);
        return;
    }
}

} // namespace

QList<GreyTerrain> greyTerrains(const Ruleset &ruleset)
{
    // Types of one print pattern are told apart by lightness: the lighter slope against the
    // darker hilltop, the light river against the deep lake.
    QList<GreyTerrain> greys(ruleset.terrain.size());
    QMap<TerrainPattern, QList<int>> byPattern;
    for (int i = 0; i < ruleset.terrain.size(); ++i)
        byPattern[terrainPatternFromName(ruleset.terrain.at(i).pattern)].append(i);
    const QList<Fill> extra
        = {Fill::VerticalLines, Fill::BackHatch, Fill::SparseDots, Fill::Flat, Fill::CrossHatch};
    int nextExtra = 0;
    for (auto it = byPattern.begin(); it != byPattern.end(); ++it) {
        QList<int> types = it.value();
        std::stable_sort(types.begin(), types.end(), [&ruleset](int a, int b) {
            return lightness(ruleset.terrain.at(a).colour)
                > lightness(ruleset.terrain.at(b).colour);
        });
        QList<Fill> fills;
        switch (it.key()) {
        case TerrainPattern::Plain:
            fills = {Fill::None};
            break;
        case TerrainPattern::Contour:
            fills = {Fill::LightHatch, Fill::DarkHatch};
            break;
        case TerrainPattern::Trees:
            fills = {Fill::Dots};
            break;
        case TerrainPattern::Squares:
            fills = {Fill::CrossHatch};
            break;
        case TerrainPattern::Marsh:
            fills = {Fill::Dashes};
            break;
        case TerrainPattern::Water:
            fills = {Fill::Waves, Fill::Lines};
            break;
        case TerrainPattern::Bridge:
            // A bridge is river under its deck.
            for (const int type : std::as_const(types))
                greys[type] = {groundOf(Fill::Waves), Fill::Waves};
            continue;
        }
        for (int i = 0; i < types.size(); ++i) {
            const Fill fill = i < fills.size() ? fills.at(i) : extra.at(nextExtra++ % extra.size());
            greys[types.at(i)] = {groundOf(fill), fill};
        }
    }
    return greys;
}

QString greyMarkerColour()
{
    return QStringLiteral("hexwright-greyscale-marker");
}

Ruleset greyscaleRuleset(const Ruleset &ruleset, const QList<GreyTerrain> &greys,
                         bool transparentGrounds)
{
    Ruleset grey = ruleset;
    for (int i = 0; i < grey.terrain.size(); ++i) {
        TerrainType &terrain = grey.terrain[i];
        const int g = greys.value(i).grey;
        terrain.colour = QColor(g, g, g, transparentGrounds ? 0 : 255);
        if (terrainPatternFromName(terrain.pattern) != TerrainPattern::Bridge)
            terrain.pattern = QStringLiteral("plain");
    }
    // Mid grey: dark enough to read as a road, light enough for a bridge's black rails.
    const int road = std::min(greyOf(grey.road.colour), 0x78);
    grey.road.colour = QColor(road, road, road);
    for (ArmyColour &colour : grey.colours)
        colour.colour = greyed(colour.colour);
    ArmyColour marker;
    marker.id = greyMarkerColour();
    marker.name = marker.id;
    marker.colour = QColor(0xd0, 0xd0, 0xd0);
    grey.colours.append(marker);
    return grey;
}

Scenario greyscaleScenario(const Scenario &scenario)
{
    Scenario grey = scenario;
    for (Marker &marker : grey.markers) {
        if (marker.colour.isEmpty())
            marker.colour = greyMarkerColour();
    }
    return grey;
}

HexSpan hexesUnder(const MapRenderer &renderer, const QRectF &rect)
{
    const double h = renderer.acrossFlats();
    const double s = renderer.layout().size().width();
    const QPointF o = renderer.hexCentre({0, 0});
    const QRectF r = rect.adjusted(-0.1 * h, -0.1 * h, 0.1 * h, 0.1 * h);
    HexSpan span;
    if (renderer.map().orientation() == HexOrientation::PointyTop) {
        // Rows 1.5 s apart, columns h apart with the even rows half a hex further east.
        span.firstRow = std::max(0, int(std::ceil((r.top() - o.y() - s) / (1.5 * s))));
        span.lastRow = std::min(renderer.map().rows() - 1,
                                int(std::floor((r.bottom() - o.y() + s) / (1.5 * s))));
        span.firstCol = std::max(0, int(std::ceil((r.left() - o.x() - h / 2) / h)));
        span.lastCol
            = std::min(renderer.map().columns() - 1, int(std::floor((r.right() - o.x() + h) / h)));
        return span;
    }
    span.firstCol = std::max(0, int(std::ceil((r.left() - o.x() - s) / (1.5 * s))));
    span.lastCol = std::min(renderer.map().columns() - 1,
                            int(std::floor((r.right() - o.x() + s) / (1.5 * s))));
    span.firstRow = std::max(0, int(std::ceil((r.top() - o.y() - h / 2) / h)));
    span.lastRow
        = std::min(renderer.map().rows() - 1, int(std::floor((r.bottom() - o.y() + h) / h)));
    return span;
}

void paintGreyTerrain(QPainter &painter, const MapRenderer &renderer, const HexMap &map,
                      const QList<GreyTerrain> &greys, const QRectF &sceneRect)
{
    const double h = renderer.acrossFlats();
    const HexSpan span = hexesUnder(renderer, sceneRect);
    // One path of hexes per terrain type: one fill, one clip for its pattern.
    QList<QPainterPath> grounds(greys.size());
    QList<QPainterPath> patterned(greys.size());
    for (int col = span.firstCol; col <= span.lastCol; ++col) {
        for (int row = span.firstRow; row <= span.lastRow; ++row) {
            const OffsetCoord hex {col, row};
            if (!map.contains(hex))
                continue;
            const int terrain = map.terrainAt(hex);
            if (terrain >= greys.size())
                continue;
            const bool playable = map.isPlayable(hex);
            const QPolygonF polygon
                = playable ? renderer.hexPolygon(hex) : renderer.halfHexPolygon(hex);
            if (!polygon.boundingRect().intersects(sceneRect))
                continue;
            grounds[terrain].addPolygon(polygon);
            grounds[terrain].closeSubpath();
            if (!playable || greys.at(terrain).fill == Fill::None)
                continue; // half hexes get no symbols, as in colour
            patterned[terrain].addPolygon(polygon);
            patterned[terrain].closeSubpath();
            // A hole where the hex number goes (odd-even fill), so the pattern never runs
            // through it.
            const QPointF c = renderer.hexCentre(hex);
            const double width = std::min(0.6 * h, map.label(hex).size() * 0.1 * h + 0.06 * h);
            patterned[terrain].addRect(
                QRectF(c.x() - width / 2, c.y() - renderer.labelTop(), width, 0.23 * h));
        }
    }
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (int terrain = 0; terrain < greys.size(); ++terrain) {
        if (grounds.at(terrain).isEmpty())
            continue;
        const int g = greys.at(terrain).grey;
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(g, g, g));
        painter.drawPath(grounds.at(terrain));
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (int terrain = 0; terrain < greys.size(); ++terrain) {
        const QPainterPath &clip = patterned.at(terrain);
        if (clip.isEmpty())
            continue;
        painter.save();
        painter.setClipPath(clip, Qt::IntersectClip);
        paintFill(painter, greys.at(terrain).fill, clip.boundingRect() & sceneRect, h);
        painter.restore();
    }
    painter.restore();
}

} // namespace hexwright
