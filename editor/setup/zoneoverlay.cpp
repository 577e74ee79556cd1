// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/zoneoverlay.h"

#include "document/scenariodocument.h"
#include "edit/placementedits.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "render/mapsymbols.h"
#include "setup/setupstate.h"

#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr int FillAlpha = 45;
constexpr int CurrentFillAlpha = 100;
constexpr double BadgeFromPixels = 14.0;

} // namespace

ZoneOverlay::ZoneOverlay(SetupState *state, QObject *parent)
    : MapOverlay(10, parent)
    , m_state(state)
{
    connect(state, &SetupState::zonesChanged, this, &ZoneOverlay::invalidate);
    connect(state, &SetupState::mapChanged, this, &ZoneOverlay::invalidate);
    connect(state, &SetupState::visibilityChanged, this, [this] {
        m_image = QImage();
        Q_EMIT changed();
    });
    connect(state, &SetupState::currentZoneChanged, this, [this] {
        m_image = QImage();
        Q_EMIT changed();
    });
    connect(state, &SetupState::previewChanged, this, &MapOverlay::changed);
    connect(state, &SetupState::forcesChanged, this, &MapOverlay::changed);
}

void ZoneOverlay::setZonesShown(bool shown)
{
    if (shown == m_zonesShown)
        return;
    m_zonesShown = shown;
    Q_EMIT changed();
}

void ZoneOverlay::invalidate()
{
    m_masksValid = false;
    m_image = QImage();
    Q_EMIT changed();
}

void ZoneOverlay::ensureMasks()
{
    if (m_masksValid)
        return;
    m_masksValid = true;
    m_masks.clear();
    const ScenarioDocument *document = m_state->document();
    if (!document) {
        m_columns = m_rows = 0;
        return;
    }
    m_columns = document->map().columns();
    m_rows = document->map().rows();
    for (const Zone &zone : document->scenario().zones) {
        QBitArray mask(qsizetype(m_columns) * m_rows);
        for (const OffsetCoord hex : zone.hexes) {
            if (hex.col >= 0 && hex.row >= 0 && hex.col < m_columns && hex.row < m_rows)
                mask.setBit(hex.row * m_columns + hex.col);
        }
        m_masks.insert(zone.id, mask);
    }
}

bool ZoneOverlay::zoneHas(const QString &zoneId, OffsetCoord hex)
{
    ensureMasks();
    const auto it = m_masks.constFind(zoneId);
    return it != m_masks.constEnd() && has(*it, hex.col, hex.row);
}

void ZoneOverlay::setDropTarget(std::optional<OffsetCoord> hex, const QString &zoneId)
{
    if (hex == m_dropHex && zoneId == m_dropZone)
        return;
    m_dropHex = hex;
    m_dropZone = hex ? zoneId : QString();
    Q_EMIT changed();
}

ZoneOverlay::Range ZoneOverlay::rangeIn(const MapRenderer &renderer, const QRectF &exposed) const
{
    const OffsetCoord a = renderer.hexAt(exposed.topLeft());
    const OffsetCoord b = renderer.hexAt(exposed.bottomRight());
    Range range;
    range.firstCol = std::max(0, std::min(a.col, b.col) - 1);
    range.lastCol = std::min(m_columns - 1, std::max(a.col, b.col) + 1);
    range.firstRow = std::max(0, std::min(a.row, b.row) - 1);
    range.lastRow = std::min(m_rows - 1, std::max(a.row, b.row) + 1);
    return range;
}

void ZoneOverlay::paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                        qreal pixelsPerUnit)
{
    const ScenarioDocument *document = m_state->document();
    if (!document)
        return;
    ensureMasks();
    const double hexPixels = renderer.acrossFlats() * pixelsPerUnit;
    const Range range = rangeIn(renderer, exposed);
    const QString current = m_state->currentZone();

    if (!m_zonesShown) {
        // Zones hidden (View menu): stacks and drop targets only.
    } else if (hexPixels < ImageBelowPixels) {
        paintImage(painter, renderer, exposed);
    } else {
        // The current zone last, so its outline is on top.
        for (const Zone &zone : document->scenario().zones) {
            if (zone.id != current && m_state->isZoneVisible(zone.id))
                paintZone(painter, renderer, range, m_masks.value(zone.id),
                          m_state->zoneColour(zone.id), false, pixelsPerUnit);
        }
        if (!current.isEmpty() && m_state->isZoneVisible(current) && m_masks.contains(current))
            paintZone(painter, renderer, range, m_masks.value(current),
                      m_state->zoneColour(current), true, pixelsPerUnit);
    }

    const qreal hairline = 1.0 / pixelsPerUnit;
    if (!m_state->preview().isEmpty()) {
        QPen pen(Qt::white, 2.5 * hairline, Qt::DashLine);
        paintHexes(painter, renderer, range, m_state->preview(), QColor(255, 255, 255, 90), pen);
    }
    if (m_dropHex) {
        QList<OffsetCoord> target {*m_dropHex};
        if (const Zone *zone = document->scenario().findZone(m_dropZone))
            target = zone->hexes;
        paintHexes(painter, renderer, range, target, QColor(255, 255, 255, 70),
                   QPen(QColor(255, 230, 0), 3 * hairline));
    }
    if (hexPixels >= BadgeFromPixels)
        paintBadges(painter, renderer, exposed, hexPixels);
}

void ZoneOverlay::paintImage(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed)
{
    if (m_image.isNull()) {
        m_image
            = QImage(std::max(1, m_columns), 2 * m_rows + 1, QImage::Format_ARGB32_Premultiplied);
        m_image.fill(Qt::transparent);
        const ScenarioDocument *document = m_state->document();
        const QString current = m_state->currentZone();
        QList<const Zone *> order;
        for (const Zone &zone : document->scenario().zones) {
            if (zone.id != current && m_state->isZoneVisible(zone.id))
                order.append(&zone);
        }
        if (const Zone *zone = document->scenario().findZone(current);
            zone && m_state->isZoneVisible(current))
            order.append(zone);
        for (const Zone *zone : std::as_const(order)) {
            QColor colour = m_state->zoneColour(zone->id);
            colour.setAlpha(zone->id == current ? CurrentFillAlpha + 40 : FillAlpha + 40);
            const QRgb pixel = qPremultiply(colour.rgba());
            for (const OffsetCoord hex : zone->hexes) {
                if (hex.col < 0 || hex.row < 0 || hex.col >= m_columns || hex.row >= m_rows)
                    continue;
                const int y = 2 * hex.row + ((hex.col & 1) ? 0 : 1);
                m_image.setPixel(hex.col, y, pixel);
                m_image.setPixel(hex.col, y + 1, pixel);
            }
        }
    }
    // As MapRenderer draws its overview: only the exposed part, in whole pixels.
    const QRectF whole = renderer.overviewRect();
    const QSizeF pixel(whole.width() / std::max(1, m_columns), renderer.acrossFlats() / 2);
    const QRectF wanted = exposed.translated(-whole.topLeft());
    const double left = std::max(0.0, std::floor(wanted.left() / pixel.width()));
    const double top = std::max(0.0, std::floor(wanted.top() / pixel.height()));
    const double right
        = std::min(double(m_image.width()), std::ceil(wanted.right() / pixel.width()));
    const double bottom
        = std::min(double(m_image.height()), std::ceil(wanted.bottom() / pixel.height()));
    if (right <= left || bottom <= top)
        return;
    const QRectF source(left, top, right - left, bottom - top);
    const QRectF target(whole.left() + left * pixel.width(), whole.top() + top * pixel.height(),
                        source.width() * pixel.width(), source.height() * pixel.height());
    painter->setRenderHint(QPainter::SmoothPixmapTransform, false);
    painter->drawImage(target, m_image, source);
}

void ZoneOverlay::paintZone(QPainter *painter, const MapRenderer &renderer, const Range &range,
                            const QBitArray &mask, const QColor &colour, bool current,
                            qreal pixelsPerUnit)
{
    if (mask.isEmpty())
        return;
    const QPolygonF corners = renderer.hexPolygon({0, 0}).translated(-renderer.hexCentre({0, 0}));
    // Which neighbour lies across each side of the polygon, for even and odd columns.
    OffsetCoord across[2][6];
    for (int parity = 0; parity < 2; ++parity) {
        const OffsetCoord ref {2 + parity, 2};
        const QPointF centre = renderer.hexCentre(ref);
        for (int i = 0; i < 6; ++i) {
            const QPointF mid = centre + (corners.at(i) + corners.at((i + 1) % 6)) / 2;
            const OffsetCoord n = renderer.hexAt(2 * mid - centre);
            across[parity][i] = {n.col - ref.col, n.row - ref.row};
        }
    }

    QColor fill = colour;
    fill.setAlpha(current ? CurrentFillAlpha : FillAlpha);
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    QPolygonF polygon(6);
    QPainterPath edges;
    for (int col = range.firstCol; col <= range.lastCol; ++col) {
        const int parity = col & 1;
        for (int row = range.firstRow; row <= range.lastRow; ++row) {
            if (!has(mask, col, row))
                continue;
            const QPointF centre = renderer.hexCentre({col, row});
            for (int i = 0; i < 6; ++i)
                polygon[i] = centre + corners.at(i);
            painter->drawPolygon(polygon);
            for (int i = 0; i < 6; ++i) {
                const OffsetCoord d = across[parity][i];
                if (has(mask, col + d.col, row + d.row))
                    continue;
                edges.moveTo(polygon.at(i));
                edges.lineTo(polygon.at((i + 1) % 6));
            }
        }
    }
    // The outline on a dark halo, so it reads over light and dark terrain alike.
    const qreal px = 1.0 / pixelsPerUnit;
    const qreal width = std::max((current ? 4.0 : 2.5) * px, renderer.acrossFlats() * 0.04);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(
        QPen(QColor(0, 0, 0, 140), width + 2 * px, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(edges);
    painter->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(edges);
}

void ZoneOverlay::paintHexes(QPainter *painter, const MapRenderer &renderer, const Range &range,
                             const QList<OffsetCoord> &hexes, const QColor &fill, const QPen &pen)
{
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(fill);
    painter->setPen(pen);
    for (const OffsetCoord hex : hexes) {
        if (hex.col < range.firstCol || hex.col > range.lastCol || hex.row < range.firstRow
            || hex.row > range.lastRow)
            continue;
        painter->drawPolygon(renderer.hexPolygon(hex));
    }
}

void ZoneOverlay::paintBadges(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                              double hexPixels)
{
    const double r = renderer.layout().size().width();
    const QRectF near = exposed.adjusted(-r, -r, r, r);
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const HexStack &stack : hexStacks(m_state->document()->scenario().forces)) {
        if (stack.entries < 2)
            continue;
        const QPointF c = renderer.hexCentre(stack.hex);
        if (!near.contains(c))
            continue;
        // Top right of the hex, clear of the counters stacked down and right.
        const double size = r * 0.42;
        const QRectF badge(c.x() + r * 0.28, c.y() - r * 0.82, size, size);
        painter->setPen(QPen(Qt::white, r * 0.05));
        painter->setBrush(QColor(0x20, 0x20, 0x20));
        painter->drawEllipse(badge);
        painter->setPen(Qt::white);
        painter->setFont(mapFont(size * (stack.units > 9 ? 0.5 : 0.62), true));
        painter->drawText(badge, Qt::AlignCenter, QString::number(stack.units));
        Q_UNUSED(hexPixels)
    }
}

} // namespace hexwright
