// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "schedule/pickhextool.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "render/maprenderer.h"

#include <QAction>
#include <QIcon>
#include <QKeyEvent>
#include <QKeySequence>
#include <QPainter>

namespace hexwright {

PickHexTool::PickHexTool(EditorContext *context)
    : MapTool(context, tr("Pick Entry Hex"), QIcon(), QKeySequence())
{
    action()->setStatusTip(tr("Click the hex where the reinforcement enters; Escape cancels"));
}

void PickHexTool::start()
{
    if (m_picking)
        return;
    m_previous = context()->activeTool();
    m_picking = true;
    m_hover.reset();
    context()->activateTool(this);
    context()->showStatus(tr("Click the hex where the reinforcement enters (Escape cancels)."), 0);
}

void PickHexTool::deactivate()
{
    // Another tool was chosen while picking: the pick is over.
    if (m_picking) {
        m_picking = false;
        Q_EMIT cancelled();
    }
}

void PickHexTool::finish()
{
    m_picking = false;
    m_hover.reset();
    context()->showStatus(QString(), 1);
    context()->activateTool(m_previous);
}

void PickHexTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button == Qt::RightButton) {
        finish();
        Q_EMIT cancelled();
        return;
    }
    if (event.button != Qt::LeftButton || !event.hex)
        return;
    const OffsetCoord hex = *event.hex;
    // A half hex at the edge cannot be entered: say so and keep waiting for a good one.
    const ScenarioDocument *document = context()->document();
    if (document && !document->map().isPlayable(hex)) {
        context()->showStatus(tr("%1 is not a playable hex: click a whole hex of the map "
                                 "(Escape cancels).")
                                  .arg(document->map().label(hex)),
                              0);
        return;
    }
    finish();
    Q_EMIT picked(hex);
}

void PickHexTool::mouseMoved(const MapMouseEvent &event)
{
    if (event.hex == m_hover)
        return;
    m_hover = event.hex;
    updateOverlay();
}

bool PickHexTool::keyPressed(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape)
        return false;
    finish();
    Q_EMIT cancelled();
    return true;
}

void PickHexTool::paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    if (!m_hover)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(255, 140, 0), 3.0 / pixelsPerUnit));
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(renderer.hexPolygon(*m_hover));
}

} // namespace hexwright
