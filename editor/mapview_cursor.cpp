// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// MapView's keyboard cursor (issue 18): the arrow keys move a cursor hex (on a table a point,
// an inch at a time), Enter or Space hands the tool the click the mouse would give there, and
// the status bar and screen readers are told what is under it.

#include "mapview.h"

#include "board/board.h"
#include "map/hexmap.h"
#include "maptool.h"
#include "render/boardrenderer.h"
#include "render/maprenderer.h"

#include <QAccessible>
#include <QFocusEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr double MillimetresPerInch = 25.4;

/// The screen direction of an arrow key, y downwards as the scene has it.
QPointF arrowDirection(int key)
{
    switch (key) {
    case Qt::Key_Left:
        return {-1, 0};
    case Qt::Key_Right:
        return {1, 0};
    case Qt::Key_Up:
        return {0, -1};
    case Qt::Key_Down:
        return {0, 1};
    default:
        return {};
    }
}

} // namespace

QPointF MapView::cursorScenePos() const
{
    if (!m_cursor || !m_renderer)
        return {};
    if (const auto *hex = std::get_if<OffsetCoord>(&*m_cursor)) {
        const MapRenderer *renderer = hexRenderer();
        return renderer ? renderer->hexCentre(*hex) : QPointF();
    }
    const auto &point = std::get<TablePoint>(*m_cursor);
    return m_renderer->boardToScene().map(QPointF(point.x, point.y));
}

void MapView::setCursorPlace(const Place &place)
{
    if (!m_renderer || !m_board)
        return;
    m_cursor = place;
    // The status bar hears of it as of the mouse resting there, and may answer with its
    // fuller text through setPlaceDescription().
    if (const auto *hex = std::get_if<OffsetCoord>(&place)) {
        m_hovered = *hex;
    } else {
        m_hoveredPlace = placeLabel(place);
        m_hoveredTablePlace = place;
    }
    announceHovered();
    // Keep the cursor and a hex's worth round it in the window.
    const QPointF centre = cursorScenePos();
    const double room = hexRenderer() ? hexRenderer()->acrossFlats() : MillimetresPerInch;
    ensureVisible(QRectF(centre.x() - room, centre.y() - room, 2 * room, 2 * room), 8, 8);
    describeForScreenReaders(m_placeDescription);
    // Screen readers speak the focused widget again when told that it has the focus.
    if (hasFocus() && QAccessible::isActive()) {
        QAccessibleEvent focus(this, QAccessible::Focus);
        QAccessible::updateAccessibility(&focus);
    }
    viewport()->update();
    // The tool follows as it follows the mouse: previews, the playtest's line of sight.
    if (m_tool && hexRenderer()) {
        MapMouseEvent move;
        move.scenePos = centre;
        move.hex = std::get_if<OffsetCoord>(&place) ? std::optional(std::get<OffsetCoord>(place))
                                                    : std::nullopt;
        m_tool->mouseMoved(move);
    }
}

void MapView::setPlaceDescription(const QString &text)
{
    m_placeDescription = text;
    // A change of what stands on the cursor's hex (a unit moved there) is said again.
    const bool onCursor = m_cursor
        && (std::holds_alternative<OffsetCoord>(*m_cursor)
                ? m_hovered == std::get<OffsetCoord>(*m_cursor)
                : m_hoveredTablePlace == m_cursor);
    if (onCursor)
        describeForScreenReaders(text);
}

void MapView::describeForScreenReaders(const QString &text)
{
    if (text == accessibleDescription())
        return;
    setAccessibleDescription(text);
    // Qt 6.4 does not say so itself.
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

void MapView::placeCursorFirst()
{
    if (!m_renderer || !m_board)
        return;
    if (const MapRenderer *renderer = hexRenderer()) {
        std::optional<OffsetCoord> hex = m_hovered;
        if (!hex)
            hex = hexAt(viewportCentre());
        if (!hex && renderer->map().columns() > 0 && renderer->map().rows() > 0)
            hex = OffsetCoord {renderer->map().columns() / 2, renderer->map().rows() / 2};
        if (hex && renderer->map().contains(*hex))
            setCursorPlace(*hex);
        return;
    }
    std::optional<Place> place = m_hoveredTablePlace;
    if (!place)
        place = placeAt(viewportCentre());
    if (!place) {
        const QPointF middle = m_board->extent().center();
        place = TablePoint(middle);
    }
    setCursorPlace(*place);
}

bool MapView::moveCursor(int key, Qt::KeyboardModifiers modifiers)
{
    if (!m_renderer || !m_board)
        return false;
    if (!m_cursor) {
        // The first key shows where the cursor starts.
        placeCursorFirst();
        return true;
    }
    const QPointF direction = arrowDirection(key);
    if (const MapRenderer *renderer = hexRenderer()) {
        // The neighbour most nearly that way on screen, which suits flat-top and pointy-top
        // hexes alike. Where two are as near (left on a flat-top map: north-west and
        // south-west) the one in the same row or column wins, so the cursor zigzags along it
        // instead of drifting.
        const auto *hex = std::get_if<OffsetCoord>(&*m_cursor);
        if (!hex)
            return false;
        const QPointF centre = renderer->hexCentre(*hex);
        const HexCoord axial = renderer->offsets().fromOffset(*hex);
        std::optional<OffsetCoord> best;
        // Within 45 degrees of the arrow: at the top of a flat-top map Up stays put rather
        // than slide to the north-east.
        double bestScore = std::acos(0.0) / 2;
        for (int d = 0; d < HexCoord::DirectionCount; ++d) {
            const OffsetCoord next = renderer->offsets().toOffset(axial.neighbor(d));
            if (!renderer->map().contains(next))
                continue;
            const QPointF step = renderer->hexCentre(next) - centre;
            const double cosine = (step.x() * direction.x() + step.y() * direction.y())
                / std::hypot(step.x(), step.y());
            const bool inLine = direction.x() != 0 ? next.row == hex->row : next.col == hex->col;
            const double score = std::acos(std::clamp(cosine, -1.0, 1.0)) - (inLine ? 1e-6 : 0);
            if (score < bestScore) {
                bestScore = score;
                best = next;
            }
        }
        if (best)
            setCursorPlace(*best);
        return true;
    }
    // A table: an inch a step, a tenth with Shift, never off the table.
    const auto *point = std::get_if<TablePoint>(&*m_cursor);
    if (!point)
        return false;
    const double step
        = (modifiers & Qt::ShiftModifier) ? MillimetresPerInch / 10 : MillimetresPerInch;
    const QRectF extent = m_board->extent();
    const TablePoint next(
        std::clamp(point->x + direction.x() * step, extent.left(), extent.right()),
        std::clamp(point->y + direction.y() * step, extent.top(), extent.bottom()));
    setCursorPlace(next);
    return true;
}

void MapView::clickCursor(Qt::MouseButton button, Qt::KeyboardModifiers modifiers)
{
    if (!m_renderer)
        return;
    if (!m_cursor) {
        placeCursorFirst();
        return;
    }
    // The tools take hexes; a table has none of theirs yet.
    if (!m_tool || !hexRenderer())
        return;
    MapMouseEvent event;
    event.button = button;
    event.buttons = button;
    event.modifiers = modifiers;
    event.scenePos = cursorScenePos();
    if (const auto *hex = std::get_if<OffsetCoord>(&*m_cursor))
        event.hex = *hex;
    m_tool->mousePressed(event);
    // The press may have ended the tool (a dialog, another tool chosen): ask again.
    if (!m_tool)
        return;
    event.buttons = Qt::NoButton;
    m_tool->mouseReleased(event);
}

void MapView::focusInEvent(QFocusEvent *event)
{
    QGraphicsView::focusInEvent(event);
    // Reached with Tab: the cursor shows where the keys will act.
    const Qt::FocusReason reason = event->reason();
    if (!m_cursor && (reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason))
        placeCursorFirst();
    viewport()->update();
}

void MapView::focusOutEvent(QFocusEvent *event)
{
    QGraphicsView::focusOutEvent(event);
    viewport()->update();
}

void MapView::paintCursor(QPainter *painter) const
{
    if (!m_cursor)
        return;
    // Device pixels, whatever the zoom: a dark ring under a bright one reads on any ground.
    // Dimmed while another widget has the keys.
    const bool focused = hasFocus();
    const qreal outer = m_highContrast ? 9 : 6;
    const qreal inner = m_highContrast ? 5 : 3;
    QColor colour = m_highContrast ? QColor(0xff, 0x00, 0xff) : QColor(0xe0, 0x40, 0xfb);
    if (!focused)
        colour.setAlpha(150);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    QPen under(QColor(0, 0, 0, focused ? 255 : 150), outer);
    under.setCosmetic(true);
    under.setJoinStyle(Qt::MiterJoin);
    QPen over(colour, inner);
    over.setCosmetic(true);
    over.setJoinStyle(Qt::MiterJoin);
    if (const auto *hex = std::get_if<OffsetCoord>(&*m_cursor)) {
        if (const MapRenderer *renderer = hexRenderer()) {
            const QPolygonF polygon = renderer->hexPolygon(*hex);
            painter->setPen(under);
            painter->drawPolygon(polygon);
            painter->setPen(over);
            painter->drawPolygon(polygon);
        }
    } else {
        // A point: a ring and a cross hair, a constant size on screen.
        const QPointF at = painter->transform().map(cursorScenePos());
        painter->resetTransform();
        const qreal radius = 12;
        for (const QPen &pen : {under, over}) {
            painter->setPen(pen);
            painter->drawEllipse(at, radius, radius);
            painter->drawLine(at - QPointF(2 * radius, 0), at - QPointF(radius / 2, 0));
            painter->drawLine(at + QPointF(radius / 2, 0), at + QPointF(2 * radius, 0));
            painter->drawLine(at - QPointF(0, 2 * radius), at - QPointF(0, radius / 2));
            painter->drawLine(at + QPointF(0, radius / 2), at + QPointF(0, 2 * radius));
        }
    }
    painter->restore();
}

void MapView::setHighContrast(bool on)
{
    if (m_highContrast == on)
        return;
    m_highContrast = on;
    if (m_renderer)
        m_renderer->setLook(BoardLook {on});
    viewport()->update();
    if (m_renderer)
        Q_EMIT mapAreaChanged(m_renderer->boundingRect());
}

} // namespace hexwright
