// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"
#include "maptool.h"

#include <QRectF>

namespace hexwright {

class TableState;

/**
 * Selects and edits a table's terrain pieces: a click selects (Ctrl+click adds or takes
 * away, a drag on the empty table selects with a rubber band), a drag moves the selection,
 * the handles of one selected piece scale it (its corners, the opposite corner staying) and
 * turn it (the round handle above it, in steps of 15 degrees), and a polygon's corners drag
 * on their own; a double click on a polygon's edge adds a corner there. The arrow keys move
 * by the grid step, Delete removes the picked corner or the pieces, Escape cancels a drag.
 * Moves and corners snap to the grid and to other pieces' corners and edges unless Shift
 * is held; each drag is one undo step.
 */
class PieceTool : public MapTool
{
    Q_OBJECT

public:
    explicit PieceTool(TableState *state);

    bool worksOnTable() const override { return true; }
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    void mouseDoubleClicked(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit) override;

    /// The topmost piece of the table at @p point, or "".
    QString pieceAt(QPointF point) const;
    /// Where a handle of the one selected piece is: corner @p index 0-3 (clockwise from top
    /// left in the piece's frame) or the turning handle (index 4).
    std::optional<QPointF> handlePos(int index) const;

private:
    enum class Drag { None, Move, Rotate, Scale, Vertex, Band };
    struct Hit
    {
        Drag drag = Drag::None;
        int index = -1;
    };

    /// The handle or corner of the one selected piece under @p point.
    Hit handleAt(QPointF point) const;
    const TablePiece *selectedPiece() const;
    void dragTo(QPointF point, Qt::KeyboardModifiers modifiers);
    void cancelDrag();

    TableState *m_state;
    Drag m_drag = Drag::None;
    int m_index = -1; ///< the handle or corner dragged
    TableLayout m_before; ///< the table when the drag started
    QStringList m_dragIds;
    QPointF m_press;
    QPointF m_last;
    bool m_moved = false;
    bool m_toggle = false; ///< Ctrl held on the press
    QString m_pressedPiece;
    QString m_mergeKey;
    QRectF m_band;
};

} // namespace hexwright
