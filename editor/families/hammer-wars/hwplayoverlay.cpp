// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/hwplayoverlay.h"

#include "families/hammer-wars/play/hwgamecontext.h"

#include <QFont>
#include <QPainter>

#include <algorithm>

namespace hexwright {

namespace {

const QColor WalkFill(0x2e, 0x7d, 0x32, 70);
const QColor WalkLine(0x1b, 0x5e, 0x20);
const QColor RunFill(0xf9, 0xa8, 0x25, 60);
const QColor RunLine(0xe6, 0x51, 0x00);
const QColor Danger(0xc6, 0x28, 0x28);
const QColor Selected(0xff, 0xeb, 0x3b);
const QColor Sight(0x0d, 0x47, 0xa1);

QPainterPath outlineOf(const QList<QRectF> &rects)
{
    QPainterPath path;
    path.setFillRule(Qt::WindingFill);
    // Each row a hair taller, so that rows meeting along an edge join into one outline.
    for (const QRectF &rect : rects)
        path.addRect(rect.adjusted(0, -0.01, 0, 0.01));
    return path.simplified();
}

} // namespace

HwPlayOverlay::HwPlayOverlay(const HwGameContext &context, const HwGameState &state)
    : m_context(context)
    , m_state(state)
{ }

void HwPlayOverlay::setAreas(const QList<QRectF> &walk, const QList<QRectF> &run)
{
    m_walk = outlineOf(walk);
    m_run = outlineOf(run);
}

void HwPlayOverlay::paint(QPainter *painter, qreal pixelsPerUnit) const
{
    const qreal pixel = 1.0 / std::max<qreal>(pixelsPerUnit, 0.001);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    if (!m_selection.isEmpty())
        paintDangerous(painter, pixel);
    // Run under Walk: the Walk's area is the nearer, greener one.
    if (!m_run.isEmpty()) {
        painter->setPen(QPen(RunLine, 1.5 * pixel, Qt::DashLine));
        painter->setBrush(RunFill);
        painter->drawPath(m_run);
    }
    if (!m_walk.isEmpty()) {
        painter->setPen(QPen(WalkLine, 1.5 * pixel));
        painter->setBrush(WalkFill);
        painter->drawPath(m_walk);
    }
    paintLines(painter, pixel);
    paintModels(painter, pixel);
    painter->restore();
}

void HwPlayOverlay::paintDangerous(QPainter *painter, qreal pixel) const
{
    const QList<HwPieceRules> &rules = m_context.pieceRules();
    const QList<TablePiece> &pieces = m_context.layout().pieces;
    for (int i = 0; i < pieces.size() && i < rules.size(); ++i) {
        if (!rules.at(i).entryAttack)
            continue;
        QBrush hatch(Danger, Qt::BDiagPattern);
        // The pattern in screen pixels, whatever the zoom.
        hatch.setTransform(QTransform::fromScale(pixel, pixel));
        painter->setPen(QPen(Danger, 2 * pixel, Qt::DashLine));
        painter->setBrush(hatch);
        painter->drawPath(pieces.at(i).shape.path());
    }
}

void HwPlayOverlay::paintLines(QPainter *painter, qreal pixel) const
{
    const HwModel *from = m_selection.isEmpty() ? nullptr : m_state.model(m_selection);
    if (!from || !from->onTable())
        return;
    if (const HwModel *to = m_target.isEmpty() ? nullptr : m_state.model(m_target);
        to && to->onTable()) {
        painter->setPen(QPen(m_lineOfSight ? Sight : Danger, 3 * pixel,
                             m_lineOfSight ? Qt::SolidLine : Qt::DashLine));
        painter->drawLine(from->at, to->at);
    }
    if (m_hover) {
        painter->setPen(QPen(m_hoverLegal ? WalkLine : Danger, 2 * pixel, Qt::DashLine));
        painter->drawLine(from->at, *m_hover);
        painter->setBrush(Qt::NoBrush);
        const double r = m_context.radius(from->type);
        painter->drawEllipse(*m_hover, r, r);
    }
}

void HwPlayOverlay::paintModels(QPainter *painter, qreal pixel) const
{
    for (const HwModel &m : m_state.models) {
        if (!m.onTable() || (m_shown && !m_shown(m.id)))
            continue;
        const double r = std::max(m_context.radius(m.type), 3.0);
        const QString colourId = m_context.players().value(m.player).colour;
        const ArmyColour *army = m_context.ruleset().findColour(colourId);
        QColor fill = army ? army->colour : QColor(Qt::gray);
        if (m.activated)
            fill = fill.lighter(150);
        painter->setPen(
            QPen(m.activated ? QColor(0x75, 0x75, 0x75) : QColor(Qt::black), 1.5 * pixel));
        painter->setBrush(fill);
        painter->drawEllipse(m.at, r, r);
        if (m.id == m_selection) {
            painter->setPen(QPen(Selected, 4 * pixel));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(m.at, r + 3 * pixel, r + 3 * pixel);
        }
        if (m.id == m_target) {
            painter->setPen(QPen(Danger, 4 * pixel));
            painter->setBrush(Qt::NoBrush);
            painter->drawEllipse(m.at, r + 3 * pixel, r + 3 * pixel);
        }
        // Lives left, in a frame of its own so that the text scales with the base.
        painter->save();
        painter->translate(m.at);
        painter->scale(r / 20, r / 20);
        QFont font = painter->font();
        font.setPixelSize(24);
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(fill.lightness() > 150 ? Qt::black : Qt::white);
        painter->drawText(QRectF(-20, -20, 40, 40), Qt::AlignCenter, QString::number(m.lives));
        painter->restore();
    }
}

} // namespace hexwright
