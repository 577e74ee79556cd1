// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "board/tablelayout.h"
#include "table/tablegeometry.h"

#include <QLineF>
#include <QList>

namespace hexwright {

/**
 * A measured table: Board over a TableLayout, in millimetres, with an index of its terrain
 * pieces so that a line of sight or a move is tested against the few pieces near it and not
 * against all of them.
 *
 * The index is a uniform grid of cells over the table (and any piece hanging off it); each
 * cell lists the pieces whose bounding box meets it. A segment visits only the cells it
 * passes through (Amanatides and Woo's grid walk), so a query on a table of 500 pieces
 * tests a few dozen. The board holds a copy of the layout: make a new board after an edit
 * (building the index for 500 pieces takes well under a millisecond).
 */
class TableBoard : public Board
{
public:
    explicit TableBoard(TableLayout layout);

    const TableLayout &layout() const { return m_layout; }

    BoardKind kind() const override { return BoardKind::Table; }
    QRectF extent() const override;
    std::optional<Place> placeAt(QPointF point) const override;
    bool isPlayable(const Place &place) const override;
    double distance(const Place &a, const Place &b) const override;
    bool contains(const Area &area, const Place &place) const override;
    /// Every piece the point lies in, in the layout's order.
    QList<TerrainAt> terrainAt(const Place &place) const override;
    QString label(const Place &place) const override;

    /// A piece a segment crosses: its index in layout().pieces and where the segment is in it.
    struct PieceCrossing
    {
        int piece = -1;
        ShapeCrossing crossing;
    };
    /// Every piece @p segment (mm) crosses or touches, ordered by where it enters them
    /// (then by index): what lies along a line of sight, in order from the viewer.
    QList<PieceCrossing> piecesCrossed(const QLineF &segment) const;
    /// Indices of the pieces containing @p point, in layout order.
    QList<int> piecesAt(QPointF point) const;
    /// Indices of the pieces whose bounding box meets @p rect, in layout order: what a
    /// renderer draws for an exposed rectangle.
    QList<int> piecesIn(const QRectF &rect) const;
    /// The bounding box of piece @p index.
    QRectF pieceBounds(int index) const { return m_bounds.value(index); }

private:
    void buildIndex();
    int cellColumn(double x) const;
    int cellRow(double y) const;
    const QList<int> &cell(int column, int row) const
    {
        return m_cells.at(qsizetype(row) * m_columns + column);
    }

    TableLayout m_layout;
    QList<QRectF> m_bounds; ///< per piece
    QRectF m_gridArea; ///< what the cells cover: the table and every piece
    double m_cellSize = 1;
    int m_columns = 0;
    int m_rows = 0;
    QList<QList<int>> m_cells; ///< piece indices per cell, row-major, each list ascending
};

} // namespace hexwright
