// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/drawtools.h"

#include "edit/tableedits.h"
#include "editorcontext.h"
#include "mapview.h"
#include "shell/actionicons.h"
#include "table/tablepainting.h"
#include "table/tablestate.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>

namespace hexwright {

namespace {

/// A box smaller than this (mm) is a click, not a piece.
constexpr double SmallestSide = 1.0;

QPointF snappedPoint(const TableState *state, QPointF point, Qt::KeyboardModifiers modifiers)
{
    const TableLayout *table = state->layout();
    if (!table || (modifiers & Qt::ShiftModifier))
        return point;
    return snapPoint(point, snapTargets(*table), state->snapTolerance(), state->gridStep());
}

QColor highlightOf(const TableState *state)
{
    return state->context()->view()->palette().color(QPalette::Highlight);
}

} // namespace

// --- Rectangles and ellipses -----------------------------------------------------------------

BoxDrawTool::BoxDrawTool(TableState *state, TableShape::Kind kind)
    : MapTool(state->context(),
              kind == TableShape::Kind::Ellipse ? tr("Draw &Ellipse") : tr("Draw &Rectangle"),
              kind == TableShape::Kind::Ellipse ? actionIcon(QStringLiteral("draw-ellipse"))
                                                : actionIcon(QStringLiteral("draw-rectangle")),
              QKeySequence(kind == TableShape::Kind::Ellipse ? Qt::Key_E : Qt::Key_G))
    , m_state(state)
    , m_kind(kind)
{
    action()->setObjectName(kind == TableShape::Kind::Ellipse
                                ? QStringLiteral("tableDrawEllipseAction")
                                : QStringLiteral("tableDrawRectangleAction"));
    action()->setStatusTip(kind == TableShape::Kind::Ellipse
                               ? tr("Drag across the table to draw an elliptical terrain piece")
                               : tr("Drag across the table to draw a rectangular terrain piece"));
}

void BoxDrawTool::deactivate()
{
    m_dragging = false;
    updateOverlay();
}

QPointF BoxDrawTool::snapped(QPointF point, Qt::KeyboardModifiers modifiers) const
{
    return snappedPoint(m_state, point, modifiers);
}

TableShape BoxDrawTool::shape() const
{
    const QRectF box = QRectF(m_from, m_to).normalized();
    return m_kind == TableShape::Kind::Ellipse
        ? TableShape::ellipse(box.center(), box.width(), box.height())
        : TableShape::rectangle(box.center(), box.width(), box.height());
}

void BoxDrawTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || !m_state->layout())
        return;
    m_dragging = true;
    m_from = m_to = snapped(event.scenePos, event.modifiers);
    updateOverlay();
}

void BoxDrawTool::mouseMoved(const MapMouseEvent &event)
{
    if (!m_dragging)
        return;
    m_to = snapped(event.scenePos, event.modifiers);
    updateOverlay();
}

void BoxDrawTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || !m_dragging)
        return;
    m_dragging = false;
    m_to = snapped(event.scenePos, event.modifiers);
    const QRectF box = QRectF(m_from, m_to).normalized();
    updateOverlay();
    if (box.width() < SmallestSide || box.height() < SmallestSide)
        return;
    TablePiece piece;
    piece.id = m_kind == TableShape::Kind::Ellipse ? QStringLiteral("ellipse")
                                                   : QStringLiteral("rectangle");
    piece.shape = shape();
    m_state->addPiece(piece);
}

bool BoxDrawTool::keyPressed(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape && m_dragging) {
        m_dragging = false;
        updateOverlay();
        return true;
    }
    return false;
}

void BoxDrawTool::paintTableOverlay(QPainter *painter, qreal /*pixelsPerSceneUnit*/)
{
    if (m_dragging)
        paintPieceOutline(painter, shape(), highlightOf(m_state));
}

// --- Polygons --------------------------------------------------------------------------------

PolygonDrawTool::PolygonDrawTool(TableState *state)
    : MapTool(state->context(), tr("Draw &Polygon"), actionIcon(QStringLiteral("draw-polygon")),
              QKeySequence(Qt::Key_N))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("tableDrawPolygonAction"));
    action()->setStatusTip(tr("Click the corners of a terrain piece; double-click or Return "
                              "closes it, Escape drops it"));
}

void PolygonDrawTool::deactivate()
{
    m_corners.clear();
    m_hover.reset();
    updateOverlay();
}

void PolygonDrawTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || !m_state->layout())
        return;
    const QPointF point = snappedPoint(m_state, event.scenePos, event.modifiers);
    // The press of a double click lands on the last corner again: no corner twice.
    if (m_corners.isEmpty() || QLineF(m_corners.last(), point).length() > 1e-6)
        m_corners.append(point);
    updateOverlay();
}

void PolygonDrawTool::mouseMoved(const MapMouseEvent &event)
{
    m_hover = snappedPoint(m_state, event.scenePos, event.modifiers);
    if (!m_corners.isEmpty())
        updateOverlay();
}

void PolygonDrawTool::mouseDoubleClicked(const MapMouseEvent &)
{
    finish();
}

bool PolygonDrawTool::finish()
{
    if (m_corners.size() < 3) {
        if (!m_corners.isEmpty())
            m_state->context()->showStatus(tr("A polygon needs at least three corners."));
        return false;
    }
    // The origin in the middle of the corners, so that turning it turns it in place.
    const QPointF origin = m_corners.boundingRect().center();
    QPolygonF local;
    for (QPointF p : std::as_const(m_corners))
        local.append(p - origin);
    TablePiece piece;
    piece.id = QStringLiteral("polygon");
    piece.shape = TableShape::polygon(local, origin);
    m_corners.clear();
    updateOverlay();
    m_state->addPiece(piece);
    return true;
}

bool PolygonDrawTool::keyPressed(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_corners.isEmpty())
            return false;
        finish();
        return true;
    case Qt::Key_Escape:
        if (m_corners.isEmpty())
            return false;
        m_corners.clear();
        updateOverlay();
        return true;
    case Qt::Key_Backspace:
        if (m_corners.isEmpty())
            return false;
        m_corners.removeLast();
        updateOverlay();
        return true;
    default:
        return false;
    }
}

void PolygonDrawTool::paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit)
{
    if (m_corners.isEmpty())
        return;
    const QColor highlight = highlightOf(m_state);
    QPen pen(highlight, 2.0);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    QPolygonF line = m_corners;
    if (m_hover)
        line.append(*m_hover);
    painter->drawPolyline(line);
    paintHandles(painter, QList<QPointF>(m_corners.cbegin(), m_corners.cend()),
                 3.5 / pixelsPerSceneUnit, Qt::white, false);
}

} // namespace hexwright
