// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

namespace hexwright {

class PanelLayoutEditor;

/**
 * The Panels tool: click a panel to select it, drag it to move it (snapped like a panel
 * dragged from the dock, Shift for no magnet, Escape cancels, one undo step on release),
 * R turns it, Delete removes it, Ctrl+D duplicates it, the right button offers the same.
 */
class PanelTool : public MapTool
{
    Q_OBJECT

public:
    explicit PanelTool(PanelLayoutEditor *editor);

    /// The selected placement's index in the layout, or -1.
    int selected() const { return m_selected; }
    void select(int index);
    bool isDragging() const { return m_dragging; }
    /// Stops a drag without moving anything.
    void cancelDrag();
    /// The layout changed under the tool (an edit, undo, another document): drop the drag
    /// and whatever no longer exists.
    void layoutChanged();

    void activate() override;
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;

Q_SIGNALS:
    void selectionChanged(int index);

private:
    void setHovered(int index);
    void restoreCursor();
    void showContextMenu();

    PanelLayoutEditor *m_editor;
    int m_selected = -1;
    int m_hovered = -1;
    bool m_pressed = false;
    bool m_dragging = false;
    QPointF m_pressPos;
    QPointF m_grab; ///< from the panel's north-west corner to the cursor
    OffsetCoord m_dragSpot;
};

} // namespace hexwright
