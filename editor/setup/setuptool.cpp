// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/setuptool.h"

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "edit/placementedits.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "mapview.h"
#include "render/maprenderer.h"
#include "setup/setupstate.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>
#include <QUndoStack>

namespace hexwright {

namespace {

bool isRemoveKey(const QKeyEvent *event)
{
    return (event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace)
        && event->modifiers() == Qt::NoModifier;
}

} // namespace

SetupTool::SetupTool(SetupState *state)
    : MapTool(state->context(), tr("Set &Up Units"),
              actionIcon(QStringLiteral("hexwright-setup-units")), QKeySequence(Qt::Key_U))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("setupToolAction"));
    action()->setStatusTip(tr("Drag stacks from hex to hex; Delete sends the units under the "
                              "cursor off board. Drag roster lines from the Forces dock onto "
                              "the map to set them up"));
}

void SetupTool::activate()
{
    // Delete belongs to this tool while it is active, not to the window's Delete Paint.
    context()->view()->installEventFilter(this);
    context()->showStatus(tr("Drag a stack to move it; Delete sends the units under the cursor "
                             "off board"));
}

void SetupTool::deactivate()
{
    context()->view()->removeEventFilter(this);
    m_from.reset();
    m_hover.reset();
}

bool SetupTool::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && isRemoveKey(static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return MapTool::eventFilter(watched, event);
}

QCursor SetupTool::cursor() const
{
    return m_from ? Qt::ClosedHandCursor : Qt::OpenHandCursor;
}

void SetupTool::mousePressed(const MapMouseEvent &event)
{
    const ScenarioDocument *document = m_state->document();
    if (!document || !event.hex || event.button != Qt::LeftButton)
        return;
    if (entriesOnHex(document->scenario().forces, *event.hex).isEmpty()) {
        context()->showStatus(tr("No units on %1. Drag lines from the Forces dock to set "
                                 "units up.")
                                  .arg(document->map().label(*event.hex)));
        return;
    }
    m_from = event.hex;
    m_hover = event.hex;
    context()->view()->viewport()->setCursor(cursor());
    updateOverlay();
}

void SetupTool::mouseMoved(const MapMouseEvent &event)
{
    if (event.hex != m_hover) {
        m_hover = event.hex;
        if (m_from)
            updateOverlay();
    }
}

void SetupTool::mouseReleased(const MapMouseEvent &event)
{
    if (!m_from || event.button != Qt::LeftButton)
        return;
    const OffsetCoord from = *m_from;
    m_from.reset();
    context()->view()->viewport()->setCursor(cursor());
    updateOverlay();
    if (event.hex && *event.hex != from)
        moveStack(from, *event.hex);
}

bool SetupTool::moveStack(OffsetCoord from, OffsetCoord to)
{
    ScenarioDocument *document = m_state->document();
    if (!document)
        return false;
    if (!document->map().isPlayable(to)) {
        context()->showStatus(tr("Units set up on whole hexes of the map only."));
        return false;
    }
    const QList<ForceEntry> &before = document->scenario().forces;
    const int units = unitsOnHex(before, from);
    if (units == 0 || from == to)
        return false;
    const HexMap &map = document->map();
    const QString text = (units == 1 ? tr("Move 1 Unit from %1 to %2")
                                     : tr("Move %n Units from %1 to %2", nullptr, units))
                             .arg(map.label(from), map.label(to));
    document->undoStack()->push(
        new ChangeForces(document, hexwright::moveStack(before, from, to), text));
    context()->showStatus(text);
    return true;
}

bool SetupTool::returnOffBoard(OffsetCoord hex)
{
    ScenarioDocument *document = m_state->document();
    if (!document)
        return false;
    QList<ForceEntry> forces = document->scenario().forces;
    const int units = unitsOnHex(forces, hex);
    if (units == 0)
        return false;
    for (const QString &id : entriesOnHex(forces, hex))
        forces = hexwright::returnOffBoard(forces, id);
    const QString text = (units == 1 ? tr("Return 1 Unit Off Board from %1")
                                     : tr("Return %n Units Off Board from %1", nullptr, units))
                             .arg(document->map().label(hex));
    document->undoStack()->push(new ChangeForces(document, std::move(forces), text));
    context()->showStatus(text);
    return true;
}

bool SetupTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_from) {
        m_from.reset();
        context()->view()->viewport()->setCursor(cursor());
        updateOverlay();
        return true;
    }
    if (isRemoveKey(event)) {
        const std::optional<OffsetCoord> hex = context()->view()->hoveredHex();
        if (hex && !returnOffBoard(*hex))
            context()->showStatus(
                tr("No units on %1.")
                    .arg(m_state->document() ? m_state->document()->map().label(*hex) : QString()));
        return true;
    }
    return false;
}

void SetupTool::paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    if (!m_from)
        return;
    const qreal px = 1.0 / pixelsPerUnit;
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(QColor(255, 230, 0), 3 * px, Qt::DashLine));
    painter->drawPolygon(renderer.hexPolygon(*m_from));
    if (!m_hover || *m_hover == *m_from)
        return;
    const bool playable = m_state->document() && m_state->document()->map().isPlayable(*m_hover);
    const QColor colour = playable ? QColor(255, 230, 0) : QColor(230, 40, 40);
    painter->setPen(QPen(colour, 3 * px));
    painter->setBrush(QColor(colour.red(), colour.green(), colour.blue(), 60));
    painter->drawPolygon(renderer.hexPolygon(*m_hover));
    painter->setPen(QPen(colour, 2 * px, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(renderer.hexCentre(*m_from), renderer.hexCentre(*m_hover));
}

} // namespace hexwright
