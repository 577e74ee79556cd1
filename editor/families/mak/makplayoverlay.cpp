// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/makplayoverlay.h"

#include "families/mak/play/makgamesession.h"
#include "render/maprenderer.h"
#include "render/mapsymbols.h"

#include <QHash>
#include <QPainter>

namespace hexwright {

MakPlayOverlay::MakPlayOverlay(const MakGameSession &session, QObject *parent)
    : MapOverlay(20, parent)
    , m_session(session)
{ }

void MakPlayOverlay::paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                           qreal pixelsPerUnit)
{
    const MakGameContext &c = m_session.context();
    const MakGameState &s = m_session.game().state();
    const double r = renderer.layout().size().width();
    const QRectF near = exposed.adjusted(-r, -r, r, r);
    const qreal hairline = 1.0 / std::max<qreal>(pixelsPerUnit, 0.001);
    QStringList firers;
    if (s.defensive) {
        for (const MakShot &shot : s.defensive->shots) {
            if (!s.defensive->fired.contains(shot.firer))
                firers.append(shot.firer);
        }
    }
    // Smoke (grey) and fire (orange) under the counters, revealed minefields and requested
    // strikes as rings.
    auto disc = [&](OffsetCoord at, const QColor &colour, double size) {
        const QPointF centre = renderer.hexCentre(at);
        if (!near.contains(centre))
            return;
        painter->setPen(Qt::NoPen);
        painter->setBrush(colour);
        painter->drawEllipse(centre, r * size, r * size);
    };
    for (const MakSmoke &smoke : s.smoke)
        disc(smoke.hex, QColor(120, 120, 120, smoke.strength > 1 ? 150 : 90), 0.8);
    for (OffsetCoord fire : s.fires)
        disc(fire, QColor(0xf5, 0x7c, 0x00, 140), 0.8);
    auto ring = [&](OffsetCoord at, const QColor &colour) {
        const QPointF centre = renderer.hexCentre(at);
        if (!near.contains(centre))
            return;
        painter->setPen(QPen(colour, std::max(r * 0.06, 2 * hairline), Qt::DashLine));
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(centre, r * 0.85, r * 0.85);
    };
    for (const MakMines &mines : s.mines) {
        if (mines.revealed)
            ring(mines.hex, QColor(0x6d, 0x4c, 0x41));
    }
    for (const MakStrike &strike : s.strikes)
        ring(strike.hex, QColor(0xd3, 0x2f, 0x2f));
    QHash<QString, int> height; // hex label -> counters painted there
    for (const MakUnitState &u : s.units) {
        if (!u.onMap())
            continue;
        const QPointF hex = renderer.hexCentre(u.hex);
        if (!near.contains(hex))
            continue;
        const int level = height[c.label(u.hex)]++;
        const QPointF centre = hex - QPointF(r * 0.1, r * 0.1) + QPointF(r * 0.1, r * 0.1) * level;
        const UnitType *type = c.ruleset().findUnitType(u.type);
        const ArmyColour *army = c.ruleset().findColour(c.colourOf(u.id));
        QString marks;
        if (u.immobilized)
            marks += QLatin1Char('M');
        if (u.disarmed)
            marks += QLatin1Char('A');
        if (u.moraleBroken)
            marks += QLatin1Char('B');
        paintCounter(painter, centre, r, army ? army->colour : QColor(Qt::gray),
                     unitInitials(type ? type->name : u.type), 1, marks);
        if (firers.contains(u.id)) {
            const double side = r * 0.95;
            const QRectF box(centre.x() - side / 2, centre.y() - side / 2, side, side);
            painter->setPen(QPen(QColor(0xd3, 0x2f, 0x2f), std::max(r * 0.08, 3 * hairline)));
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(box.adjusted(-r * 0.05, -r * 0.05, r * 0.05, r * 0.05),
                                     side * 0.1, side * 0.1);
        }
    }
}

} // namespace hexwright
