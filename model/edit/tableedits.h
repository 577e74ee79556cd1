// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/**
 * Pure edits of a table's terrain pieces (issue 15): each takes the layout as it is and
 * returns the new one, which the editor pushes as one ChangeTable command. Pieces are named
 * by id; ids not in the layout are ignored. Every length is in millimetres, every angle in
 * degrees clockwise as drawn.
 */

/// An id not yet used by a piece of @p layout: @p base, else "<base>-2", "<base>-3", ...
QString unusedPieceId(const TableLayout &layout, const QString &base);

/// Appends @p piece (its id made unique if taken).
TableLayout addPiece(const TableLayout &layout, TablePiece piece);
TableLayout removePieces(const TableLayout &layout, const QStringList &ids);
TableLayout movePieces(const TableLayout &layout, const QStringList &ids, QPointF delta);
/// Turns the pieces by @p degrees about @p pivot (their places and their rotations).
TableLayout rotatePieces(const TableLayout &layout, const QStringList &ids, double degrees,
                         QPointF pivot);
/// Turns each piece by @p degrees about the centre of its own bounding rectangle.
TableLayout rotatePiecesInPlace(const TableLayout &layout, const QStringList &ids, double degrees);
/**
 * Scales a shape in its own frame (before rotation) by @p sx and @p sy about @p localAnchor,
 * a point of that frame that stays where it is: a corner handle drags with the opposite
 * corner as anchor. Factors are taken by their size (a shape is never turned inside out).
 */
TableShape scaledShape(const TableShape &shape, double sx, double sy, QPointF localAnchor);
TableLayout scalePiece(const TableLayout &layout, const QString &id, double sx, double sy,
                       QPointF localAnchor);
/// Mirrors each piece in place, across the vertical line through the centre of its bounding
/// rectangle (Qt::Horizontal: left and right change places) or the horizontal one.
TableShape mirroredShape(const TableShape &shape, Qt::Orientation orientation, QPointF centre);
TableLayout mirrorPieces(const TableLayout &layout, const QStringList &ids,
                         Qt::Orientation orientation);
/// Copies of the pieces moved by @p offset, with new ids, appended; @p newIds gets them.
TableLayout duplicatePieces(const TableLayout &layout, const QStringList &ids, QPointF offset,
                            QStringList *newIds = nullptr);

/// Sets one field of a piece.
TableLayout setPieceShape(const TableLayout &layout, const QString &id, const TableShape &shape);
TableLayout setPieceName(const TableLayout &layout, const QString &id, const QString &name);
TableLayout setPieceTraits(const TableLayout &layout, const QString &id, const QStringList &traits);
TableLayout setPieceHeight(const TableLayout &layout, const QString &id,
                           std::optional<double> height);

/// A polygon piece's corners on the table (nothing for other kinds).
QPolygonF pieceCorners(const TablePiece &piece);
/// Sets a polygon's corners from table points, keeping its origin and rotation.
TableLayout setPieceVertices(const TableLayout &layout, const QString &id, const QPolygonF &table);
/// Moves corner @p index of a polygon piece to @p table.
TableLayout movePieceVertex(const TableLayout &layout, const QString &id, int index, QPointF table);
/// Inserts a corner at @p table after corner @p index (on the edge from it to the next).
TableLayout insertPieceVertex(const TableLayout &layout, const QString &id, int index,
                              QPointF table);
/// Removes corner @p index; a polygon keeps at least three, so the layout is then unchanged.
TableLayout removePieceVertex(const TableLayout &layout, const QString &id, int index);

/// How a symmetric table pairs its pieces: through the centre (turned half round), or
/// mirrored across the line along the table's long side or its short side, through the
/// centre.
enum class TableSymmetry { Point, LongAxis, ShortAxis };

/// Where the twin of @p shape lies on a table of @p size.
TableShape twinShape(const TableShape &shape, QSizeF size, TableSymmetry symmetry);
/// Whether two shapes are the same within @p tolerance mm (places and sizes) and a hundredth
/// of a degree, however their angles are written.
bool sameShape(const TableShape &a, const TableShape &b, double tolerance = 0.01);
/// The piece of @p layout whose shape is the twin of piece @p id's, if any (not itself).
std::optional<QString> twinOf(const TableLayout &layout, const QString &id, TableSymmetry symmetry);
/**
 * Keeps the twins of a symmetric table in step after the pieces @p edited were changed from
 * @p before into @p after: a changed piece's twin of before takes the mirrored shape (and
 * the piece's traits, height and name), a new piece gets a new twin (unless it is its own),
 * a removed piece's twin goes too. Where both a piece and its twin were edited, the first in
 * the layout leads.
 */
TableLayout keepTwins(const TableLayout &before, const TableLayout &after,
                      const QStringList &edited, TableSymmetry symmetry);

/// @p value to the nearest multiple of @p step (unchanged when the step is not positive).
double snapToGrid(double value, double step);
QPointF snapToGrid(QPointF point, double step);
/// The point of segment @p edge nearest @p point.
QPointF nearestPointOn(const QLineF &edge, QPointF point);
/// What snapping aims at: the corners and edges of the other pieces.
struct SnapTargets
{
    QList<QPointF> corners;
    QList<QLineF> edges;
};
/// The corners and edges of every piece of @p layout but @p skip (ellipses by a 32-gon).
SnapTargets snapTargets(const TableLayout &layout, const QStringList &skip = {});
/**
 * @p point snapped: to the nearest corner within @p tolerance, else the nearest point of an
 * edge within it, else to the grid of @p grid (0: none).
 */
QPointF snapPoint(QPointF point, const SnapTargets &targets, double tolerance, double grid);
/**
 * The move of @p delta snapped for the pieces @p ids: the smallest correction that brings one
 * of their corners onto another piece's corner or edge within @p tolerance, else the one that
 * puts the top-left of their bounding rectangle on the grid of @p grid (0: none).
 */
QPointF snapMove(const TableLayout &layout, const QStringList &ids, QPointF delta, double tolerance,
                 double grid);
/// The bounding rectangle of the pieces @p ids together (empty for none).
QRectF piecesBounds(const TableLayout &layout, const QStringList &ids);

} // namespace hexwright
