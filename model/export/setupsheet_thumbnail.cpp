// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/setupsheet_thumbnail.h"

#include "export/countersheet_face.h"
#include "export/setupsheet_layout.h"
#include "render/maprenderer.h"
#include "scenario/scenario.h"

#include <QPainter>
#include <QPainterPath>
#include <QSet>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

/// Device pixels per millimetre the renderer is told it paints at: enough for a grid and
/// roads, too few for terrain patterns and labels, which would be noise this small.
constexpr double DetailPixelsPerMm = 5.0;

quint64 key(OffsetCoord hex)
{
    return (quint64(quint32(hex.col)) << 32) | quint32(hex.row);
}

/// The edges of @p hexes that no other hex of the set shares: the zone's outline.
QVector<QLineF> outline(const MapRenderer &renderer, const QList<OffsetCoord> &hexes)
{
    QSet<quint64> set;
    for (OffsetCoord hex : hexes)
        set.insert(key(hex));
    QVector<QLineF> lines;
    for (OffsetCoord hex : hexes) {
        const QPolygonF polygon = renderer.hexPolygon(hex);
        const QPointF centre = renderer.hexCentre(hex);
        for (int i = 0; i < polygon.size(); ++i) {
            const QPointF a = polygon.at(i);
            const QPointF b = polygon.at((i + 1) % polygon.size());
            const QPointF across = centre + ((a + b) / 2 - centre) * 2;
            if (!set.contains(key(renderer.hexAt(across))))
                lines.append(QLineF(a, b));
        }
    }
    return lines;
}

/// The zone's hex nearest to the middle of its hexes: where its label goes.
QPointF labelPoint(const MapRenderer &renderer, const QList<OffsetCoord> &hexes)
{
    QPointF sum;
    for (OffsetCoord hex : hexes)
        sum += renderer.hexCentre(hex);
    const QPointF mean = sum / double(hexes.size());
    QPointF best = renderer.hexCentre(hexes.first());
    double bestDistance = 1e300;
    for (OffsetCoord hex : hexes) {
        const QPointF c = renderer.hexCentre(hex);
        const double d = QLineF(c, mean).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

} // namespace

QSizeF thumbnailSize(const QRectF &mapBounds, double maxWidthMm, double maxHeightMm)
{
    if (mapBounds.isEmpty())
        return QSizeF(maxWidthMm, std::min(maxHeightMm, 20.0));
    const double scale = std::min(maxWidthMm / mapBounds.width(), maxHeightMm / mapBounds.height());
    return mapBounds.size() * scale;
}

void paintMapThumbnail(QPainter &painter, const QRectF &rect, const MapRenderer &renderer,
                       const Scenario &scenario, const Ruleset &ruleset,
                       const SheetThumbnail &thumbnail, bool greyscale)
{
    const QRectF bounds = renderer.boundingRect();
    if (bounds.isEmpty())
        return;
    const double scale = std::min(rect.width() / bounds.width(), rect.height() / bounds.height());
    const QPointF origin = rect.center() - QPointF(bounds.width(), bounds.height()) * scale / 2;
    const auto toPage = [&](QPointF scene) {
        return origin + (scene - bounds.topLeft()) * scale;
    };

    painter.save();
    painter.setClipRect(rect);
    painter.save();
    painter.translate(origin);
    painter.scale(scale, scale);
    painter.translate(-bounds.topLeft());
    renderer.paint(&painter, bounds, DetailPixelsPerMm * scale);
    // A veil over the map, so that the zones over it stand out.
    painter.fillRect(bounds, QColor(255, 255, 255, 115));

    // Tints first, outlines over them, so that overlapping zones all stay visible.
    const double mm = 1.0 / scale; // one millimetre in scene units
    for (const ThumbnailZone &shown : thumbnail.zones) {
        const Zone *zone = scenario.findZone(shown.zone);
        if (!zone || zone->hexes.isEmpty() || shown.objective)
            continue;
        QPainterPath path;
        path.setFillRule(Qt::WindingFill);
        for (OffsetCoord hex : zone->hexes)
            path.addPolygon(renderer.hexPolygon(hex));
        const ColourLook look = colourLook(ruleset, shown.colour, greyscale);
        if (greyscale) {
            painter.fillPath(path, QColor(255, 255, 255, 150));
            paintPatternLines(painter, path, look.pattern > 0 ? look.pattern : 5,
                              QColor(0x20, 0x20, 0x20), 1.1 * mm, 0.12 * mm);
        } else {
            QColor tint = look.field;
            tint.setAlphaF(0.8);
            painter.fillPath(path, tint);
        }
    }
    for (const ThumbnailZone &shown : thumbnail.zones) {
        const Zone *zone = scenario.findZone(shown.zone);
        if (!zone || zone->hexes.isEmpty())
            continue;
        const QColor ink = shown.objective || greyscale
            ? QColor(0x10, 0x10, 0x10)
            : colourLook(ruleset, shown.colour, false).field.darker(170);
        painter.setPen(QPen(ink, (shown.objective ? 0.45 : 0.3) * mm,
                            shown.objective ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap));
        painter.drawLines(outline(renderer, zone->hexes));
    }
    painter.restore();

    // Labels in millimetres, pushed down past the labels already placed.
    QList<QRectF> placed;
    const QFont font = sheetFont(2.1, true);
    for (const ThumbnailZone &shown : thumbnail.zones) {
        const Zone *zone = scenario.findZone(shown.zone);
        if (!zone || zone->hexes.isEmpty() || shown.label.isEmpty())
            continue;
        const QPointF at = toPage(labelPoint(renderer, zone->hexes));
        const double w = sheetTextWidth(shown.label, font) + 1.6;
        const double h = sheetLineHeight(font) + 0.4;
        QRectF box(at.x() - w / 2, at.y() - h / 2, w, h);
        box.moveLeft(std::clamp(box.left(), rect.left(), std::max(rect.left(), rect.right() - w)));
        for (int tries = 0; tries < 12; ++tries) {
            const bool clash = std::any_of(placed.cbegin(), placed.cend(),
                                           [&box](const QRectF &r) { return r.intersects(box); });
            if (!clash)
                break;
            box.translate(0, h + 0.3);
        }
        placed.append(box);
        painter.setPen(QPen(QColor(0x30, 0x30, 0x30), 0.15));
        painter.setBrush(QColor(255, 255, 255, 225));
        painter.drawRoundedRect(box, 0.8, 0.8);
        painter.setPen(Qt::black);
        drawSheetText(painter, box, Qt::AlignCenter, shown.label, font);
    }
    painter.restore();

    painter.save();
    painter.setPen(QPen(Qt::black, 0.25));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(rect);
    painter.restore();
}

} // namespace hexwright
