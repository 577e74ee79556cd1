// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// MapView's input: zooming with the wheel and with fingers, panning, and handing the mouse
// and keys to the active tool.

#include "mapview.h"

#include "maptool.h"
#include "render/maprenderer.h"

#include <QDragEnterEvent>
#include <QGestureEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QNativeGestureEvent>
#include <QPinchGesture>
#include <QScrollBar>
#include <QTimer>
#include <QWheelEvent>

#include <cmath>
#include <utility>

namespace hexwright {

void MapView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // 120 units per notch; touchpads send smaller steps, which zoom proportionally less.
    const int delta = event->angleDelta().y();
    if (delta != 0) {
        // A touchpad's stream of steps zooms like pinching: quick frames until it pauses.
        if (delta % 120 != 0 || event->phase() != Qt::NoScrollPhase) {
            setQuickFrames(true);
            m_settle->start();
        }
        setZoom(zoom() * std::pow(ZoomStep, delta / 120.0), event->position().toPoint());
    }
    event->accept();
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    const bool pan
        = event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld);
    if (pan) {
        m_spacePanned = m_spaceHeld;
        m_panning = true;
        m_panLast = event->position().toPoint();
        updatePanCursor();
        event->accept();
        return;
    }
    // The keyboard goes on from where the mouse clicked.
    if (m_cursor) {
        if (const std::optional<Place> place = placeAt(event->position().toPoint())) {
            m_cursor = *place;
            viewport()->update();
        }
    }
    if (toolGetsMouse()) {
        m_tool->mousePressed(mapEvent(event));
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_panning) {
        const QPoint delta = pos - m_panLast;
        m_panLast = pos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
    } else if (toolGetsMouse()) {
        m_tool->mouseMoved(mapEvent(event));
        event->accept();
    } else {
        QGraphicsView::mouseMoveEvent(event);
    }
    updateHovered(pos);
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        updatePanCursor();
        event->accept();
        return;
    }
    if (toolGetsMouse()) {
        m_tool->mouseReleased(mapEvent(event));
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void MapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (toolGetsMouse() && event->button() == Qt::LeftButton) {
        m_tool->mouseDoubleClicked(mapEvent(event));
        event->accept();
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

bool MapView::toolGetsMouse() const
{
    return m_tool && m_renderer && (hexRenderer() || m_tool->worksOnTable());
}

MapMouseEvent MapView::mapEvent(QMouseEvent *event) const
{
    MapMouseEvent e;
    e.button = event->button();
    e.buttons = event->buttons();
    e.modifiers = event->modifiers();
    e.scenePos = mapToScene(event->position().toPoint());
    e.hex = hexAt(event->position().toPoint());
    return e;
}

void MapView::addDropHandler(MapDropHandler *handler)
{
    if (handler && !m_dropHandlers.contains(handler))
        m_dropHandlers.append(handler);
}

void MapView::removeDropHandler(MapDropHandler *handler)
{
    m_dropHandlers.removeAll(handler);
    if (m_dragHandler == handler)
        m_dragHandler = nullptr;
}

MapDropEvent MapView::dropEventAt(QDropEvent *event) const
{
    MapDropEvent e;
    e.mimeData = event->mimeData();
    e.modifiers = event->modifiers();
    e.scenePos = mapToScene(event->position().toPoint());
    e.hex = hexAt(event->position().toPoint());
    return e;
}

void MapView::dragEnterEvent(QDragEnterEvent *event)
{
    m_dragHandler = nullptr;
    // Most drop handlers place on hexes; a table takes only the drops of table handlers.
    if (m_renderer) {
        for (MapDropHandler *handler : std::as_const(m_dropHandlers)) {
            if ((hexRenderer() || handler->worksOnTable()) && handler->accepts(event->mimeData())) {
                m_dragHandler = handler;
                break;
            }
        }
    }
    if (!m_dragHandler) {
        event->ignore(); // files go on to the window
        return;
    }
    // Accepting the enter brings the moves, even where the hex under the cursor refuses.
    m_dragHandler->dragMoved(dropEventAt(event));
    event->acceptProposedAction();
}

void MapView::dragMoveEvent(QDragMoveEvent *event)
{
    if (!m_dragHandler) {
        event->ignore();
        return;
    }
    // Accepted over the map only; the rest of the view refuses, so the cursor says so.
    if (m_dragHandler->dragMoved(dropEventAt(event)))
        event->acceptProposedAction();
    else
        event->ignore();
    updateHovered(event->position().toPoint());
}

void MapView::dragLeaveEvent(QDragLeaveEvent *event)
{
    if (m_dragHandler)
        m_dragHandler->dragLeft();
    m_dragHandler = nullptr;
    event->accept();
}

void MapView::dropEvent(QDropEvent *event)
{
    MapDropHandler *handler = std::exchange(m_dragHandler, nullptr);
    if (!handler) {
        event->ignore();
        return;
    }
    const bool taken = handler->dropped(dropEventAt(event));
    handler->dragLeft();
    if (taken)
        event->acceptProposedAction();
    else
        event->ignore();
    setFocus();
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::NoModifier) {
        if (!event->isAutoRepeat()) {
            m_spaceHeld = true;
            m_spacePanned = false;
            updatePanCursor();
        }
        event->accept();
        return;
    }
    if (m_tool && m_tool->keyPressed(event)) {
        event->accept();
        return;
    }
    // The keyboard cursor: arrows move it, Enter clicks it (Shift+Enter: the right button).
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        if ((modifiers & ~Qt::ShiftModifier) == Qt::NoModifier
            && moveCursor(event->key(), modifiers)) {
            event->accept();
            return;
        }
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_renderer && (modifiers == Qt::NoModifier || modifiers == Qt::ShiftModifier)) {
            clickCursor(modifiers == Qt::ShiftModifier ? Qt::RightButton : Qt::LeftButton,
                        Qt::NoModifier);
            event->accept();
            return;
        }
        break;
    default:
        break;
    }
    QGraphicsView::keyPressEvent(event);
}

void MapView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space) {
        if (!event->isAutoRepeat()) {
            // A tap of Space, not a hold to pan with the mouse, clicks the keyboard cursor.
            const bool tapped = m_spaceHeld && !m_spacePanned;
            m_spaceHeld = false;
            m_panning = false;
            updatePanCursor();
            if (tapped)
                clickCursor(Qt::LeftButton, Qt::NoModifier);
        }
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

bool MapView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::NativeGesture) {
        // Touchpads (macOS, Wayland, X11 with libinput): a stream of relative zoom steps.
        auto *gesture = static_cast<QNativeGestureEvent *>(event);
        switch (gesture->gestureType()) {
        case Qt::BeginNativeGesture:
            setQuickFrames(true);
            return true;
        case Qt::EndNativeGesture:
            setQuickFrames(false);
            return true;
        case Qt::ZoomNativeGesture:
            setZoom(zoom() * (1.0 + gesture->value()), gesture->position().toPoint());
            return true;
        default:
            break;
        }
    } else if (event->type() == QEvent::Gesture) {
        if (pinchEvent(static_cast<QGestureEvent *>(event)))
            return true;
    }
    return QGraphicsView::viewportEvent(event);
}

bool MapView::pinchEvent(QGestureEvent *event)
{
    // Touch screens: two fingers, scale factor relative to the last step.
    auto *pinch = static_cast<QPinchGesture *>(event->gesture(Qt::PinchGesture));
    if (!pinch)
        return false;
    if (pinch->changeFlags() & QPinchGesture::ScaleFactorChanged) {
        const QPoint centre = viewport()->mapFromGlobal(pinch->centerPoint().toPoint());
        setZoom(zoom() * pinch->scaleFactor(), centre);
    }
    setQuickFrames(pinch->state() == Qt::GestureStarted || pinch->state() == Qt::GestureUpdated);
    event->accept(pinch);
    return true;
}

void MapView::updatePanCursor()
{
    if (m_panning)
        viewport()->setCursor(Qt::ClosedHandCursor);
    else if (m_spaceHeld)
        viewport()->setCursor(Qt::OpenHandCursor);
    else
        viewport()->unsetCursor();
}

} // namespace hexwright
