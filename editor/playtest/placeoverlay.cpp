// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "playtest/placeoverlay.h"

#include "render/maprenderer.h"

#include <QPainter>

#include <algorithm>

namespace hexwright {

namespace {

// A white wash with a blue rim reads on every terrain colour (green woods, tan clear, blue
// water), unlike a green tint.
const QColor LegalFill(255, 255, 255, 130);
const QColor LegalLine(0x0d, 0x47, 0xa1);
const QColor Refused(0xc6, 0x28, 0x28);

} // namespace

PlaceOverlay::PlaceOverlay(QObject *parent)
    : MapOverlay(40, parent)
{ }

void PlaceOverlay::setPlaces(const QList<Place> &places)
{
    if (places == m_places)
        return;
    m_places = places;
    Q_EMIT changed();
}

void PlaceOverlay::setArea(const QList<QRectF> &area)
{
    if (area == m_area)
        return;
    m_area = area;
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    // Each a hair larger, so that cells meeting along an edge join into one outline.
    for (const QRectF &rect : area)
        path.addRect(rect.adjusted(-0.01, -0.01, 0.01, 0.01));
    m_areaPath = path.simplified();
    Q_EMIT changed();
}

void PlaceOverlay::setTarget(std::optional<Place> target)
{
    if (target == m_target)
        return;
    m_target = std::move(target);
    m_targetLegal = false;
    Q_EMIT changed();
}

void PlaceOverlay::setTarget(std::optional<Place> target, bool legal)
{
    if (target == m_target && legal == m_targetLegal)
        return;
    m_target = std::move(target);
    m_targetLegal = legal && m_target.has_value();
    Q_EMIT changed();
}

void PlaceOverlay::paintTable(QPainter *painter, qreal pixelsPerSceneUnit)
{
    const qreal pixel = 1.0 / std::max<qreal>(pixelsPerSceneUnit, 0.001);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (!m_areaPath.isEmpty()) {
        painter->setPen(QPen(LegalLine, 2 * pixel));
        painter->setBrush(LegalFill);
        painter->drawPath(m_areaPath);
    } else {
        // No area given: the sample points themselves.
        painter->setPen(Qt::NoPen);
        painter->setBrush(LegalLine);
        for (const Place &place : std::as_const(m_places)) {
            if (const auto *point = std::get_if<TablePoint>(&place))
                painter->drawEllipse(point->toPointF(), 2.5 * pixel, 2.5 * pixel);
        }
    }
    if (const auto *point = m_target ? std::get_if<TablePoint>(&*m_target) : nullptr) {
        painter->setPen(QPen(isLegal(*m_target) ? LegalLine : Refused, 3 * pixel));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(point->toPointF(), 10 * pixel, 10 * pixel);
    }
    painter->restore();
}

void PlaceOverlay::paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                         qreal pixelsPerUnit)
{
    if (m_places.isEmpty() && !m_target)
        return;
    const double r = renderer.layout().size().width();
    const QRectF near = exposed.adjusted(-r, -r, r, r);
    const qreal hairline = 1.0 / std::max<qreal>(pixelsPerUnit, 0.001);
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(LegalLine, 2 * hairline));
    painter->setBrush(LegalFill);
    for (const Place &place : std::as_const(m_places)) {
        const auto *hex = std::get_if<OffsetCoord>(&place);
        if (hex && near.contains(renderer.hexCentre(*hex)))
            painter->drawPolygon(renderer.hexPolygon(*hex));
    }
    if (const auto *hex = m_target ? std::get_if<OffsetCoord>(&*m_target) : nullptr) {
        painter->setPen(
            QPen(isLegal(*m_target) ? LegalLine : Refused, std::max(r * 0.12, 3 * hairline)));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(renderer.hexPolygon(*hex));
    }
}

} // namespace hexwright
