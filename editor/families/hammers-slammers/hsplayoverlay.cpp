// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/hsplayoverlay.h"

#include "families/hammers-slammers/lostrace.h"
#include "families/hammers-slammers/play/gamecontext.h"
#include "families/hammers-slammers/play/gamestate.h"
#include "render/maprenderer.h"
#include "render/mapsymbols.h"

#include <QPainter>

namespace hexwright {

namespace {

QString costText(double cost)
{
    // Half factors are common (roads): "1½" reads better than "1.5".
    const int whole = int(cost);
    const bool half = cost - whole > 0.25;
    if (whole == 0 && half)
        return QStringLiteral("\u00bd");
    return half ? QStringLiteral("%1\u00bd").arg(whole) : QString::number(whole);
}

} // namespace

HsPlayOverlay::HsPlayOverlay(QObject *parent)
    : MapOverlay(50, parent)
{ }

void HsPlayOverlay::setGame(const GameContext *context, const GameState *state)
{
    m_context = context;
    m_state = state;
    refresh();
}

void HsPlayOverlay::refresh()
{
    m_rubble.clear();
    if (m_context && m_state && m_state->field) {
        for (HexCoord hex : m_context->playableHexes()) {
            if (m_state->field->hasRubble(hex))
                m_rubble.append(hex);
        }
    }
    Q_EMIT changed();
}

void HsPlayOverlay::setSelection(const QStringList &units)
{
    m_selection = units;
    Q_EMIT changed();
}

void HsPlayOverlay::setReachable(const QHash<HexCoord, double> &costs,
                                 const QSet<HexCoord> &minimum)
{
    m_reachable = costs;
    m_minimum = minimum;
    Q_EMIT changed();
}

void HsPlayOverlay::setTargetHex(std::optional<HexCoord> hex)
{
    m_target = hex;
    Q_EMIT changed();
}

void HsPlayOverlay::setTrace(std::optional<rules::LosTrace> trace)
{
    m_trace = std::move(trace);
    Q_EMIT changed();
}

void HsPlayOverlay::paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                          qreal pixelsPerUnit)
{
    if (!m_context || !m_state)
        return;
    const double r = renderer.layout().size().width();
    const QRectF near = exposed.adjusted(-r, -r, r, r);
    painter->setRenderHint(QPainter::Antialiasing);
    paintReachable(painter, renderer, near, pixelsPerUnit);
    paintMarkers(painter, renderer, near);
    if (m_target) {
        const OffsetCoord target = renderer.offsets().toOffset(*m_target);
        const qreal hairline = 1.0 / std::max<qreal>(pixelsPerUnit, 0.001);
        painter->setPen(QPen(QColor(0xf5, 0x7c, 0x00), std::max(r * 0.1, 3 * hairline)));
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(renderer.hexPolygon(target));
    }
    // The line under the counters, its values and verdict over them.
    if (m_trace)
        paintLosTrace(painter, renderer, *m_trace, pixelsPerUnit, LosLayer::Under);
    paintUnits(painter, renderer, near, pixelsPerUnit);
    if (m_trace)
        paintLosTrace(painter, renderer, *m_trace, pixelsPerUnit, LosLayer::Over);
}

void HsPlayOverlay::paintReachable(QPainter *painter, const MapRenderer &renderer,
                                   const QRectF &near, qreal pixelsPerUnit)
{
    if (m_reachable.isEmpty())
        return;
    const double r = renderer.layout().size().width();
    const OffsetSystem &offsets = renderer.offsets();
    const qreal hairline = 1.0 / std::max<qreal>(pixelsPerUnit, 0.001);
    painter->setFont(mapFont(std::max(r * 0.36, 10 * hairline), true));
    for (auto it = m_reachable.cbegin(); it != m_reachable.cend(); ++it) {
        const QPointF c = renderer.hexCentre(offsets.toOffset(it.key()));
        if (!near.contains(c))
            continue;
        const bool minimum = m_minimum.contains(it.key());
        painter->setPen(QPen(QColor(0x0d, 0x47, 0xa1), 1.5 * hairline));
        painter->setBrush(minimum ? QColor(255, 193, 7, 90) : QColor(66, 165, 245, 90));
        painter->drawPolygon(renderer.hexPolygon(offsets.toOffset(it.key())));
        // The cost in a disc at the centre, clear of the hex's label at its top.
        const double disc = r * 0.42;
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(255, 255, 255, 215));
        painter->drawEllipse(c, disc, disc);
        painter->setPen(QColor(0x0d, 0x47, 0xa1));
        painter->drawText(QRectF(c.x() - disc, c.y() - disc, 2 * disc, 2 * disc), Qt::AlignCenter,
                          it.value() < 0 ? QStringLiteral("\u25bc") : costText(it.value()));
    }
}

void HsPlayOverlay::paintMarkers(QPainter *painter, const MapRenderer &renderer, const QRectF &near)
{
    const double r = renderer.layout().size().width();
    const OffsetSystem &offsets = renderer.offsets();
    for (HexCoord hex : std::as_const(m_rubble)) {
        const QPointF c = renderer.hexCentre(offsets.toOffset(hex));
        if (near.contains(c))
            paintMarkerSymbol(painter, m_context->ruleset(), QStringLiteral("rubble"), c, r,
                              QColor());
    }
    for (const FortressState &fortress : m_state->fortresses) {
        const QPointF c = renderer.hexCentre(offsets.toOffset(fortress.hex));
        if (!near.contains(c) || !m_state->field || !m_state->field->hasFortress(fortress.hex))
            continue;
        const ArmyColour *owner = m_context->ruleset().findColour(fortress.colour);
        paintMarkerSymbol(painter, m_context->ruleset(), QStringLiteral("fortress"), c, r,
                          owner ? owner->colour : QColor());
    }
    for (const ObjectState &object : m_state->objects) {
        if (!object.carriedBy.isEmpty())
            continue;
        const QPointF c = renderer.hexCentre(offsets.toOffset(object.hex));
        if (near.contains(c))
            paintMarkerSymbol(painter, m_context->ruleset(), QStringLiteral("object"), c, r,
                              QColor());
    }
}

void HsPlayOverlay::paintUnits(QPainter *painter, const MapRenderer &renderer, const QRectF &near,
                               qreal pixelsPerUnit)
{
    const double r = renderer.layout().size().width();
    const OffsetSystem &offsets = renderer.offsets();
    const qreal hairline = 1.0 / std::max<qreal>(pixelsPerUnit, 0.001);
    QHash<HexCoord, int> height;
    for (const UnitState &unit : m_state->units) {
        if (!unit.onMap() || !unit.carriedBy.isEmpty() || (m_shown && !m_shown(unit.id)))
            continue;
        const QPointF c = renderer.hexCentre(offsets.toOffset(unit.hex));
        if (!near.contains(c))
            continue;
        const int level = height[unit.hex]++;
        const QPointF centre = c - QPointF(r * 0.1, r * 0.1) + QPointF(r * 0.1, r * 0.1) * level;
        const UnitType *type = m_context->type(unit);
        const ArmyColour *army = m_context->ruleset().findColour(unit.colour);
        QColor colour = army ? army->colour : QColor();
        QString initials = unitInitials(type ? type->name : unit.type);
        if (unit.mounted)
            initials += QStringLiteral("\u2191");
        // The marks of the options it bought (data: a purchase option's `mark:`).
        QString marks;
        for (const QString &id : unit.options) {
            if (const PurchaseOption *option = m_context->ruleset().findPurchaseOption(id))
                marks += option->mark;
        }
        paintCounter(painter, centre, r, colour, initials, 1, marks);
        const double side = r * 0.95;
        const QRectF box(centre.x() - side / 2, centre.y() - side / 2, side, side);
        if (unit.disrupted) {
            // A red bar along the bottom: the counter flipped to its disrupted side.
            painter->setPen(Qt::NoPen);
            painter->setBrush(QColor(0xd3, 0x2f, 0x2f));
            const QRectF bar(box.left(), box.bottom() - side * 0.24, side, side * 0.24);
            painter->drawRect(bar);
            painter->setPen(Qt::white);
            painter->setFont(mapFont(side * 0.2, true));
            painter->drawText(bar, Qt::AlignCenter, QStringLiteral("DIS"));
        }
        if (!unit.carrying.isEmpty() || !unit.towing.isEmpty()) {
            painter->setPen(QPen(Qt::black, hairline));
            painter->setBrush(Qt::white);
            painter->drawEllipse(QPointF(box.right(), box.top()), side * 0.14, side * 0.14);
        }
        if (m_selection.contains(unit.id)) {
            painter->setPen(QPen(QColor(0xff, 0xeb, 0x3b), std::max(r * 0.08, 3 * hairline)));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(box.adjusted(-r * 0.05, -r * 0.05, r * 0.05, r * 0.05),
                                     side * 0.1, side * 0.1);
        }
    }
}

} // namespace hexwright
