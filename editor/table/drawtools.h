// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"
#include "table/tableshape.h"

#include <QPolygonF>

namespace hexwright {

class TableState;

/**
 * Draws a new rectangle or ellipse piece by dragging from one corner of its box to the other;
 * the corners snap to the grid and to other pieces unless Shift is held. The piece is one
 * undo step and is selected when drawn (in symmetric mode with its twin).
 */
class BoxDrawTool : public MapTool
{
    Q_OBJECT

public:
    BoxDrawTool(TableState *state, TableShape::Kind kind);

    bool worksOnTable() const override { return true; }
    QCursor cursor() const override { return Qt::CrossCursor; }
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit) override;

private:
    QPointF snapped(QPointF point, Qt::KeyboardModifiers modifiers) const;
    TableShape shape() const;

    TableState *m_state;
    TableShape::Kind m_kind;
    bool m_dragging = false;
    QPointF m_from;
    QPointF m_to;
};

/**
 * Draws a new polygon piece: each click adds a corner (snapped unless Shift is held), a
 * double click or Return closes it (three corners at least), Backspace takes the last corner
 * back and Escape drops it.
 */
class PolygonDrawTool : public MapTool
{
    Q_OBJECT

public:
    explicit PolygonDrawTool(TableState *state);

    bool worksOnTable() const override { return true; }
    QCursor cursor() const override { return Qt::CrossCursor; }
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseDoubleClicked(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit) override;

    /// The corners placed so far.
    QPolygonF corners() const { return m_corners; }
    /// Makes the piece of the corners placed; false (and nothing added) under three.
    bool finish();

private:
    TableState *m_state;
    QPolygonF m_corners;
    std::optional<QPointF> m_hover;
};

} // namespace hexwright
