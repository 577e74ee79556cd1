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

void PlaceOverlay::setTarget(std::optional<Place> target)
{
    if (target == m_target)
        return;
    m_target = std::move(target);
    Q_EMIT changed();
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
