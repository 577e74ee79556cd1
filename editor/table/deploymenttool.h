// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"
#include "edit/tableareaedits.h"
#include "maptool.h"

#include <QPointF>
#include <QPolygonF>
#include <QString>

#include <functional>
#include <optional>

namespace hexwright {

class EditorContext;
class TableState;

/**
 * Makes and edits the sides' deployment areas of a table (issue 15). What a press on the
 * empty table makes depends on the mode: a band of the chosen depth along the table edge
 * nearest the click, a rectangle dragged from corner to corner, or a polygon clicked corner by
 * corner (a double click or Return closes it, Backspace takes a corner back, Escape drops
 * it). A new area belongs to the chosen side. A press on an area selects it and a drag moves
 * it; choosing another side gives the selected area to that side; Delete removes it. Points
 * snap to the grid unless Shift is held, and each edit is one undo step.
 */
class DeploymentTool : public MapTool
{
    Q_OBJECT

public:
    enum class Mode { Band, Rectangle, Polygon };
    /// Asks the user to confirm @p text; true to go on.
    using Confirm = std::function<bool(const QString &title, const QString &text)>;

    explicit DeploymentTool(TableState *state);

    bool worksOnTable() const override { return true; }
    QCursor cursor() const override { return Qt::CrossCursor; }
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    void mouseDoubleClicked(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit) override;

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    /// The side new areas belong to ("" until one is chosen: the first side then).
    QString side() const;
    /// Chooses the side of new areas, and gives the selected area to it (one undo step).
    void setSide(const QString &side);
    TableEdge edge() const { return m_edge; }
    void setEdge(TableEdge edge);
    /// The depth of a band, mm: the one chosen, else the family's deployment distance, else
    /// 12 in.
    double depth() const;
    void setDepth(double millimetres);

    /// The topmost area with a shape at @p point (mm), or "".
    QString areaAt(QPointF point) const;
    QString selected() const { return m_selected; }
    void setSelected(const QString &id);
    /// The corners of the polygon being drawn.
    QPolygonF corners() const { return m_corners; }

    /// Adds a band along edge() of depth() for side() and selects it (one undo step).
    QString addBand();
    /// Makes the area of the polygon drawn; false (nothing added) under three corners.
    bool finishPolygon();
    void removeSelected();
    /**
     * Replaces the areas by the family's standard deployment of every side as one undo step,
     * asking first when there are areas; false when the family has none or the user
     * cancelled.
     */
    bool placeStandardDeployment();

    void setConfirm(Confirm confirm) { m_confirm = std::move(confirm); }

Q_SIGNALS:
    /// The mode, side, edge, depth or selection changed (the tool bar follows).
    void optionsChanged();

private:
    QPointF snapped(QPointF point, Qt::KeyboardModifiers modifiers) const;
    /// Adds an area of @p shape for side() as one step and selects it; returns its id.
    QString addArea(const TableShape &shape, const QString &undoPattern);
    QString areaText(const QString &id) const;
    void cancelDrag();

    enum class Drag { None, Move, Rectangle };

    TableState *m_state;
    Mode m_mode = Mode::Band;
    QString m_side;
    TableEdge m_edge = TableEdge::West;
    std::optional<double> m_depth;
    QString m_selected;
    Drag m_drag = Drag::None;
    bool m_moved = false;
    QPointF m_press;
    QPointF m_to;
    TableLayout m_before;
    QString m_mergeKey;
    QPolygonF m_corners;
    std::optional<QPointF> m_hover;
    Confirm m_confirm;
};

/// Adds the deployment tool, its options to the Objectives and Deployment tool bar and the
/// Standard Deployment action to the menu (tabletools.cpp calls this).
DeploymentTool *installDeploymentTool(EditorContext &context, TableState *state);

} // namespace hexwright
