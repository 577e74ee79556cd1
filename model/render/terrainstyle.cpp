// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/terrainstyle.h"

#include "ruleset/ruleset.h"

#include <QPainter>

#include <array>

namespace hexwright {

namespace {

QColor mix(const QColor &a, const QColor &b, double bShare)
{
    const double aShare = 1.0 - bShare;
    return QColor::fromRgbF(float(a.redF() * aShare + b.redF() * bShare),
                            float(a.greenF() * aShare + b.greenF() * bShare),
                            float(a.blueF() * aShare + b.blueF() * bShare));
}

double luminance(const QColor &c)
{
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF();
}

// Symbol positions in units of the hex circumradius. The top of the hex (y < -0.4) is kept
// free for the hex label; the flat sides are at y = +-0.87. Four variants each, mirrored, so
// that a forest of many hexes looks grown rather than stamped.
constexpr std::array<QPointF, 7> TreeSpots = {{
    {-0.4, -0.18},
    {0.05, -0.22},
    {0.5, -0.1},
    {-0.6, 0.22},
    {-0.15, 0.2},
    {0.32, 0.3},
    {-0.12, 0.6},
}};
constexpr std::array<QPointF, 4> TuftSpots = {{
    {-0.42, 0.0},
    {0.34, -0.05},
    {-0.05, 0.35},
    {0.45, 0.55},
}};

QPointF place(QPointF centre, double radius, QPointF spot, int variant)
{
    // Variants mirror the layout horizontally and/or vertically.
    // Only mirrored left to right: a vertical flip would move symbols under the label.
    const double sx = (variant & 1) ? -1.0 : 1.0;
    return centre + QPointF(spot.x() * sx * radius, spot.y() * radius);
}

void paintTrees(QPainter *p, QPointF centre, double radius, int variant, const QColor &ink)
{
    // Tree crowns with a shadow to the south-east; fills only, strokes cost far more.
    p->setPen(Qt::NoPen);
    const double crown = radius * 0.2;
    const QPointF shadow(radius * 0.05, radius * 0.05);
    p->setBrush(ink.darker(190));
    for (const QPointF &spot : TreeSpots)
        p->drawEllipse(place(centre, radius, spot, variant) + shadow, crown, crown);
    p->setBrush(ink);
    for (const QPointF &spot : TreeSpots)
        p->drawEllipse(place(centre, radius, spot, variant), crown, crown);
}

void paintSquares(QPainter *p, QPointF centre, double radius, int variant, const QColor &ink)
{
    // City blocks: four buildings round a crossroads, one of them split in two.
    p->setPen(Qt::NoPen);
    p->setBrush(ink);
    const double side = radius * 0.34;
    const double gap = radius * 0.11;
    const double start = -side - gap / 2;
    for (int i = 0; i < 4; ++i) {
        const double x = centre.x() + start + (i % 2) * (side + gap);
        const double y = centre.y() + radius * 0.12 + start + (i / 2) * (side + gap);
        if (i == (variant % 4)) {
            const double half = (side - gap * 0.6) / 2;
            p->drawRect(QRectF(x, y, side, half));
            p->drawRect(QRectF(x, y + side - half, side, half));
        } else {
            p->drawRect(QRectF(x, y, side, side));
        }
    }
}

void paintMarsh(QPainter *p, QPointF centre, double radius, int variant, const QColor &ink)
{
    // The map symbol for marsh: a short water line with a tuft of reeds rising from it.
    QPen pen(ink, radius * 0.05);
    pen.setCapStyle(Qt::FlatCap);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    const double w = radius * 0.2;
    const double h = radius * 0.2;
    QLineF lines[4 * TuftSpots.size()];
    int n = 0;
    for (const QPointF &spot : TuftSpots) {
        const QPointF at = place(centre, radius, spot, variant);
        lines[n++] = QLineF(at + QPointF(-w, 0), at + QPointF(w, 0));
        lines[n++] = QLineF(at, at + QPointF(0, -h));
        lines[n++] = QLineF(at + QPointF(-w * 0.4, 0), at + QPointF(-w * 0.75, -h * 0.75));
        lines[n++] = QLineF(at + QPointF(w * 0.4, 0), at + QPointF(w * 0.75, -h * 0.75));
    }
    p->drawLines(lines, n);
}

void paintWaves(QPainter *p, QPointF centre, double radius, int variant, const QColor &ink)
{
    // Two zigzag wave lines (one on every other hex, so lakes do not look striped).
    QPen pen(ink, radius * 0.06);
    pen.setJoinStyle(Qt::RoundJoin);
    p->setPen(pen);
    p->setBrush(Qt::NoBrush);
    const double shift = (variant & 1) ? 0.1 : -0.1;
    const double w = radius * 0.15;
    const double a = radius * 0.07;
    for (const double dy : {0.05, 0.45}) {
        const QPointF start = centre + QPointF(radius * (-0.45 + shift), radius * dy);
        const QPointF wave[5] = {start, start + QPointF(w, -a), start + QPointF(2 * w, 0),
                                 start + QPointF(3 * w, -a), start + QPointF(4 * w, 0)};
        p->drawPolyline(wave, 5);
        if (shift > 0)
            break;
    }
}

void paintContour(QPainter *p, QPointF centre, double radius, const QColor &ink)
{
    // A contour line just inside the hexsides: the map convention for height.
    p->setPen(QPen(ink, radius * 0.035));
    p->setBrush(Qt::NoBrush);
    const double r = radius * 0.72;
    const double h = r * 0.8660254037844386;
    const QPointF corners[6] = {
        centre + QPointF(r, 0),  centre + QPointF(r / 2, h),   centre + QPointF(-r / 2, h),
        centre + QPointF(-r, 0), centre + QPointF(-r / 2, -h), centre + QPointF(r / 2, -h),
    };
    p->drawPolygon(corners, 6);
}

} // namespace

TerrainPattern terrainPatternFromName(const QString &name)
{
    if (name == QLatin1String("contour"))
        return TerrainPattern::Contour;
    if (name == QLatin1String("trees"))
        return TerrainPattern::Trees;
    if (name == QLatin1String("squares"))
        return TerrainPattern::Squares;
    if (name == QLatin1String("marsh"))
        return TerrainPattern::Marsh;
    if (name == QLatin1String("water"))
        return TerrainPattern::Water;
    if (name == QLatin1String("bridge"))
        return TerrainPattern::Bridge;
    return TerrainPattern::Plain;
}

TerrainStyle TerrainStyle::forTerrain(const TerrainType &terrain)
{
    TerrainStyle style;
    style.pattern = terrainPatternFromName(terrain.pattern);
    const QColor colour = terrain.colour.isValid() ? terrain.colour : QColor(Qt::lightGray);
    style.ground = colour;
    style.flat = colour;
    switch (style.pattern) {
    case TerrainPattern::Squares:
        // The ruleset colour is the buildings' ink; cities are printed on a light ground.
        style.ground = QColor(0xe4, 0xdf, 0xcf);
        style.ink = colour;
        style.flat = mix(style.ground, colour, 0.45);
        break;
    case TerrainPattern::Trees:
        style.ink = colour.lighter(135);
        style.flat = colour;
        break;
    case TerrainPattern::Marsh:
        style.ink = mix(colour, QColor(0x1f, 0x4e, 0x6e), 0.7);
        break;
    case TerrainPattern::Water:
    case TerrainPattern::Bridge:
        style.ink = colour.lighter(luminance(colour) > 0.6 ? 112 : 128);
        break;
    case TerrainPattern::Contour:
        style.ink = colour.darker(luminance(colour) > 0.5 ? 125 : 145);
        break;
    case TerrainPattern::Plain:
        style.ink = colour.darker(130);
        break;
    }
    style.text
        = luminance(style.ground) < 0.45 ? QColor(0xf2, 0xf2, 0xf2) : QColor(0x1a, 0x1a, 0x1a);
    return style;
}

void TerrainStyle::paintPattern(QPainter *painter, QPointF centre, double radius, int variant) const
{
    switch (pattern) {
    case TerrainPattern::Plain:
        return;
    case TerrainPattern::Contour:
        paintContour(painter, centre, radius, ink);
        return;
    case TerrainPattern::Trees:
        paintTrees(painter, centre, radius, variant, ink);
        return;
    case TerrainPattern::Squares:
        paintSquares(painter, centre, radius, variant, ink);
        return;
    case TerrainPattern::Marsh:
        paintMarsh(painter, centre, radius, variant, ink);
        return;
    case TerrainPattern::Water:
    case TerrainPattern::Bridge:
        paintWaves(painter, centre, radius, variant, ink);
        return;
    }
}

} // namespace hexwright
