// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/piecetool.h"

#include "edit/tableedits.h"
#include "editorcontext.h"
#include "mapview.h"
#include "shell/actionicons.h"
#include "table/tablepainting.h"
#include "table/tablestate.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>

#include <cmath>

namespace hexwright {

namespace {

/// How far (in screen pixels) a handle or corner catches the pointer.
constexpr double HandlePixels = 7.0;
/// How far above a piece its turning handle floats, in screen pixels.
constexpr double TurnHandlePixels = 24.0;
/// The smallest side a scaled piece keeps, in millimetres.
constexpr double MinimumSide = 2.0;

double degreesOf(QPointF v)
{
    return std::atan2(v.y(), v.x()) * 180.0 / M_PI;
}

} // namespace

PieceTool::PieceTool(TableState *state)
    : MapTool(state->context(), tr("Select &Pieces"),
              actionIcon(QStringLiteral("hexwright-piece-select")), QKeySequence(Qt::Key_V))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("tablePieceToolAction"));
    action()->setStatusTip(
        tr("Click or drag round terrain pieces to select them; drag to move, the handles scale "
           "and turn; Shift: no snapping"));
    connect(state, &TableState::selectionChanged, this, &PieceTool::updateOverlay);
    connect(state, &TableState::optionsChanged, this, &PieceTool::updateOverlay);
}

void PieceTool::deactivate()
{
    cancelDrag();
}

QString PieceTool::pieceAt(QPointF point) const
{
    const TableLayout *table = m_state->layout();
    if (!table)
        return QString();
    // The last piece drawn is on top.
    for (auto it = table->pieces.crbegin(); it != table->pieces.crend(); ++it) {
        if (it->shape.contains(point))
            return it->id;
    }
    return QString();
}

const TablePiece *PieceTool::selectedPiece() const
{
    const TableLayout *table = m_state->layout();
    if (!table || m_state->selection().size() != 1)
        return nullptr;
    return table->findPiece(m_state->selection().first());
}

std::optional<QPointF> PieceTool::handlePos(int index) const
{
    const TablePiece *piece = selectedPiece();
    if (!piece)
        return std::nullopt;
    const QRectF local = localBounds(piece->shape);
    if (index >= 0 && index < 4) {
        const QPointF corners[]
            = {local.topLeft(), local.topRight(), local.bottomRight(), local.bottomLeft()};
        return piece->shape.toTable(corners[index]);
    }
    const QPointF top = piece->shape.toTable(QPointF(local.center().x(), local.top()));
    const QPointF middle = piece->shape.toTable(local.center());
    QPointF up = top - middle;
    const double length = std::hypot(up.x(), up.y());
    up = length > 1e-9 ? up / length : QPointF(0, -1);
    return top + up * (TurnHandlePixels / m_state->pixelsPerMillimetre());
}

PieceTool::Hit PieceTool::handleAt(QPointF point) const
{
    const TablePiece *piece = selectedPiece();
    if (!piece)
        return {};
    const double reach = HandlePixels / m_state->pixelsPerMillimetre();
    const QPolygonF corners = pieceCorners(*piece);
    for (int i = 0; i < corners.size(); ++i) {
        if (QLineF(corners.at(i), point).length() <= reach)
            return {Drag::Vertex, i};
    }
    for (int i = 0; i < 5; ++i) {
        const std::optional<QPointF> at = handlePos(i);
        if (at && QLineF(*at, point).length() <= reach)
            return {i == 4 ? Drag::Rotate : Drag::Scale, i};
    }
    return {};
}

void PieceTool::mousePressed(const MapMouseEvent &event)
{
    const TableLayout *table = m_state->layout();
    if (!table || event.button != Qt::LeftButton)
        return;
    m_before = *table;
    m_press = m_last = event.scenePos;
    m_moved = false;
    m_mergeKey = m_state->newMergeKey();
    m_toggle = event.modifiers & Qt::ControlModifier;
    const Hit hit = handleAt(event.scenePos);
    if (hit.drag != Drag::None && !m_toggle) {
        m_drag = hit.drag;
        m_index = hit.index;
        m_dragIds = m_state->selection();
        if (hit.drag == Drag::Vertex)
            m_state->setSelectedVertex(hit.index);
        return;
    }
    m_pressedPiece = pieceAt(event.scenePos);
    if (m_pressedPiece.isEmpty()) {
        m_drag = Drag::Band;
        m_band = QRectF(event.scenePos, QSizeF());
        if (!m_toggle)
            m_state->setSelection({});
        return;
    }
    QStringList selection = m_state->selection();
    if (m_toggle) {
        if (!selection.removeOne(m_pressedPiece))
            selection.append(m_pressedPiece);
        m_state->setSelection(selection);
        m_drag = Drag::None;
        return;
    }
    if (!selection.contains(m_pressedPiece))
        m_state->setSelection({m_pressedPiece});
    m_drag = Drag::Move;
    m_dragIds = m_state->selection();
}

void PieceTool::mouseMoved(const MapMouseEvent &event)
{
    if (m_drag == Drag::None || !(event.buttons & Qt::LeftButton))
        return;
    // A click that wobbles a pixel is not a move.
    const double still = 2.0 / m_state->pixelsPerMillimetre();
    if (!m_moved && QLineF(m_press, event.scenePos).length() < still)
        return;
    m_moved = true;
    m_last = event.scenePos;
    dragTo(event.scenePos, event.modifiers);
}

void PieceTool::dragTo(QPointF point, Qt::KeyboardModifiers modifiers)
{
    const bool snap = !(modifiers & Qt::ShiftModifier);
    const double grid = snap ? m_state->gridStep() : 0.0;
    const double tolerance = snap ? m_state->snapTolerance() : 0.0;
    switch (m_drag) {
    case Drag::None:
        return;
    case Drag::Band:
        m_band = QRectF(m_press, point).normalized();
        updateOverlay();
        return;
    case Drag::Move: {
        QPointF delta = point - m_press;
        if (snap)
            delta = snapMove(m_before, m_dragIds, delta, tolerance, grid);
        m_state->applyFrom(m_before, movePieces(m_before, m_dragIds, delta),
                           m_state->undoText(tr("Move %1"), m_dragIds), m_dragIds, m_mergeKey);
        return;
    }
    case Drag::Rotate: {
        const TablePiece *piece = m_before.findPiece(m_dragIds.value(0));
        if (!piece)
            return;
        const QPointF centre = piece->shape.toTable(localBounds(piece->shape).center());
        double degrees = degreesOf(point - centre) - degreesOf(m_press - centre);
        if (snap) {
            const double target
                = std::round((piece->shape.rotation + degrees) / TableState::RotateStep)
                * TableState::RotateStep;
            degrees = target - piece->shape.rotation;
        }
        m_state->applyFrom(m_before, rotatePieces(m_before, m_dragIds, degrees, centre),
                           m_state->undoText(tr("Turn %1"), m_dragIds), m_dragIds, m_mergeKey);
        return;
    }
    case Drag::Scale: {
        const TablePiece *piece = m_before.findPiece(m_dragIds.value(0));
        if (!piece)
            return;
        const QRectF local = localBounds(piece->shape);
        const QPointF corners[]
            = {local.topLeft(), local.topRight(), local.bottomRight(), local.bottomLeft()};
        const QPointF dragged = corners[m_index];
        const QPointF anchor = corners[(m_index + 2) % 4];
        const SnapTargets targets = snapTargets(m_before, m_dragIds);
        const QPointF to
            = piece->shape.toLocal(snap ? snapPoint(point, targets, tolerance, grid) : point);
        const auto factor = [](double now, double was, double from, double side) {
            const double span = was - from;
            if (std::abs(span) < 1e-9)
                return 1.0;
            return std::max((now - from) / span, MinimumSide / std::max(side, 1e-9));
        };
        const double sx = factor(to.x(), dragged.x(), anchor.x(), local.width());
        const double sy = factor(to.y(), dragged.y(), anchor.y(), local.height());
        m_state->applyFrom(m_before, scalePiece(m_before, piece->id, sx, sy, anchor),
                           m_state->undoText(tr("Scale %1"), m_dragIds), m_dragIds, m_mergeKey);
        return;
    }
    case Drag::Vertex: {
        const QString id = m_dragIds.value(0);
        const QPointF to
            = snap ? snapPoint(point, snapTargets(m_before, {id}), tolerance, grid) : point;
        m_state->applyFrom(m_before, movePieceVertex(m_before, id, m_index, to),
                           m_state->undoText(tr("Move Corner of %1"), m_dragIds), m_dragIds,
                           m_mergeKey);
        return;
    }
    }
}

void PieceTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton)
        return;
    const Drag drag = std::exchange(m_drag, Drag::None);
    if (drag == Drag::Band) {
        const TableLayout *table = m_state->layout();
        QStringList selection = m_toggle ? m_state->selection() : QStringList();
        if (table && m_moved) {
            for (const TablePiece &piece : table->pieces) {
                if (piece.shape.path().intersects(m_band) && !selection.contains(piece.id))
                    selection.append(piece.id);
            }
        }
        m_band = QRectF();
        m_state->setSelection(selection);
        updateOverlay();
    } else if (drag == Drag::Move && !m_moved && m_state->selection().size() > 1) {
        // A click on one of several selected pieces selects it alone.
        m_state->setSelection({m_pressedPiece});
    }
}

void PieceTool::mouseDoubleClicked(const MapMouseEvent &event)
{
    const TablePiece *piece = selectedPiece();
    const TableLayout *table = m_state->layout();
    if (!piece || !table || piece->shape.kind != TableShape::Kind::Polygon)
        return;
    const QPolygonF corners = pieceCorners(*piece);
    const double reach = HandlePixels / m_state->pixelsPerMillimetre();
    for (int i = 0; i < corners.size(); ++i) {
        const QLineF edge(corners.at(i), corners.at((i + 1) % corners.size()));
        const QPointF on = nearestPointOn(edge, event.scenePos);
        if (QLineF(on, event.scenePos).length() <= reach) {
            const QStringList ids = {piece->id};
            m_state->apply(insertPieceVertex(*table, piece->id, i, on),
                           m_state->undoText(tr("Add Corner to %1"), ids), ids);
            m_state->setSelectedVertex(i + 1);
            return;
        }
    }
}

bool PieceTool::keyPressed(QKeyEvent *event)
{
    const double step = m_state->nudgeStep();
    switch (event->key()) {
    case Qt::Key_Escape:
        if (m_drag != Drag::None) {
            cancelDrag();
            return true;
        }
        if (m_state->selection().isEmpty())
            return false;
        m_state->setSelection({});
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (m_state->selection().isEmpty())
            return false;
        m_state->deleteSelected();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        if (m_state->selection().isEmpty() || m_drag != Drag::None)
            return false;
        const int key = event->key();
        m_state->moveSelected(QPointF(key == Qt::Key_Left        ? -step
                                          : key == Qt::Key_Right ? step
                                                                 : 0,
                                      key == Qt::Key_Up         ? -step
                                          : key == Qt::Key_Down ? step
                                                                : 0));
        return true;
    }
    default:
        return false;
    }
}

void PieceTool::cancelDrag()
{
    const Drag drag = std::exchange(m_drag, Drag::None);
    if (drag != Drag::None && drag != Drag::Band && m_moved) {
        // Merged into the drag's step, the table as it was makes the step obsolete: nothing
        // is left to undo.
        m_state->applyFrom(m_before, m_before, QString(), m_dragIds, m_mergeKey);
    }
    m_band = QRectF();
    updateOverlay();
}

void PieceTool::paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit)
{
    const TableLayout *table = m_state->layout();
    if (!table)
        return;
    const QColor highlight = m_state->context()->view()->palette().color(QPalette::Highlight);
    for (const QString &id : m_state->selection()) {
        if (const TablePiece *piece = table->findPiece(id))
            paintPieceOutline(painter, piece->shape, highlight);
        // In symmetric mode the twin that follows, dashed.
        if (m_state->symmetric()) {
            if (const std::optional<QString> twin = twinOf(*table, id, m_state->symmetry())) {
                QPen pen(highlight, 1.5);
                pen.setCosmetic(true);
                pen.setStyle(Qt::DashLine);
                painter->setPen(pen);
                painter->setBrush(Qt::NoBrush);
                painter->drawPath(table->findPiece(*twin)->shape.path());
            }
        }
    }
    if (const TablePiece *piece = selectedPiece()) {
        const double half = 4.5 / pixelsPerSceneUnit;
        QList<QPointF> corners;
        for (int i = 0; i < 4; ++i)
            corners.append(*handlePos(i));
        const QPointF turn = *handlePos(4);
        const QRectF local = localBounds(piece->shape);
        const QPointF top = piece->shape.toTable(QPointF(local.center().x(), local.top()));
        QPen pen(highlight, 1.0);
        pen.setCosmetic(true);
        pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawPolygon(QPolygonF(corners));
        painter->drawLine(top, turn);
        paintHandles(painter, corners, half, highlight, false);
        paintHandles(painter, {turn}, half, highlight, true);
        const QPolygonF vertices = pieceCorners(*piece);
        QList<QPointF> points(vertices.cbegin(), vertices.cend());
        paintHandles(painter, points, half * 0.8, Qt::white, false);
        if (const std::optional<int> picked = m_state->selectedVertex();
            picked && *picked < points.size())
            paintHandles(painter, {points.at(*picked)}, half, highlight, false);
    }
    if (m_drag == Drag::Band && !m_band.isEmpty()) {
        QPen pen(highlight, 1.0);
        pen.setCosmetic(true);
        pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        QColor fill = highlight;
        fill.setAlpha(40);
        painter->setBrush(fill);
        painter->drawRect(m_band);
    }
}

} // namespace hexwright
