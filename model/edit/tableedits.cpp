// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tableedits.h"

#include <QSet>
#include <QTransform>

#include <algorithm>
#include <cmath>
#include <limits>

namespace hexwright {

namespace {

/// An angle in (-180, 180], so that a turned and turned back piece compares equal.
double normalisedDegrees(double degrees)
{
    double d = std::remainder(degrees, 360.0);
    if (d <= -180.0)
        d += 360.0;
    if (std::abs(d) < 1e-9)
        d = 0.0;
    return d;
}

/// Applies @p change to every piece named in @p ids.
template<typename Change>
TableLayout changePieces(const TableLayout &layout, const QStringList &ids, Change change)
{
    TableLayout result = layout;
    for (TablePiece &piece : result.pieces) {
        if (ids.contains(piece.id))
            change(piece);
    }
    return result;
}

TablePiece *findPiece(TableLayout &layout, const QString &id)
{
    for (TablePiece &piece : layout.pieces) {
        if (piece.id == id)
            return &piece;
    }
    return nullptr;
}

/// Reflects @p shape by @p mirror (diag(-1, 1) or diag(1, -1)) about the point @p centre: a
/// reflection turns the rotation the other way and mirrors the corners in the shape's frame.
TableShape reflected(const TableShape &shape, bool flipX, QPointF centre)
{
    TableShape result = shape;
    const QPointF d = shape.at - centre;
    result.at = centre + QPointF(flipX ? -d.x() : d.x(), flipX ? d.y() : -d.y());
    result.rotation = normalisedDegrees(-shape.rotation);
    if (shape.kind == TableShape::Kind::Polygon) {
        QPolygonF points;
        points.reserve(shape.points.size());
        // In reverse, so the corners go round the same way as before.
        for (auto it = shape.points.crbegin(); it != shape.points.crend(); ++it)
            points.append(flipX ? QPointF(-it->x(), it->y()) : QPointF(it->x(), -it->y()));
        result.points = points;
    }
    return result;
}

/// Whether two angles are the same turn, modulo @p period degrees.
bool sameAngle(double a, double b, double period)
{
    const double d = std::remainder(a - b, period);
    return std::abs(d) < 0.01;
}

/// The corners snapping moves: a rectangle's or polygon's, an ellipse's axis ends.
QPolygonF snapCorners(const TableShape &shape)
{
    return shape.kind == TableShape::Kind::Ellipse ? shape.outline(4) : shape.outline();
}

} // namespace

QString unusedPieceId(const TableLayout &layout, const QString &base)
{
    const QString stem = base.isEmpty() ? QStringLiteral("piece") : base;
    if (!layout.findPiece(stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (!layout.findPiece(id))
            return id;
    }
}

TableLayout addPiece(const TableLayout &layout, TablePiece piece)
{
    TableLayout result = layout;
    piece.id = unusedPieceId(layout, piece.id);
    piece.shape.rotation = normalisedDegrees(piece.shape.rotation);
    result.pieces.append(std::move(piece));
    return result;
}

TableLayout removePieces(const TableLayout &layout, const QStringList &ids)
{
    TableLayout result = layout;
    result.pieces.removeIf([&](const TablePiece &piece) { return ids.contains(piece.id); });
    return result;
}

TableLayout movePieces(const TableLayout &layout, const QStringList &ids, QPointF delta)
{
    return changePieces(layout, ids, [&](TablePiece &piece) { piece.shape.at += delta; });
}

TableLayout rotatePieces(const TableLayout &layout, const QStringList &ids, double degrees,
                         QPointF pivot)
{
    const QTransform turn = QTransform().rotate(degrees);
    return changePieces(layout, ids, [&](TablePiece &piece) {
        piece.shape.at = pivot + turn.map(piece.shape.at - pivot);
        piece.shape.rotation = normalisedDegrees(piece.shape.rotation + degrees);
    });
}

TableLayout rotatePiecesInPlace(const TableLayout &layout, const QStringList &ids, double degrees)
{
    TableLayout result = layout;
    for (const TablePiece &piece : layout.pieces) {
        if (ids.contains(piece.id))
            result = rotatePieces(result, {piece.id}, degrees, piece.shape.boundingRect().center());
    }
    return result;
}

TableShape scaledShape(const TableShape &shape, double sx, double sy, QPointF localAnchor)
{
    sx = std::abs(sx);
    sy = std::abs(sy);
    TableShape result = shape;
    const auto scale = [&](QPointF p) {
        return localAnchor
            + QPointF((p.x() - localAnchor.x()) * sx, (p.y() - localAnchor.y()) * sy);
    };
    if (shape.kind == TableShape::Kind::Polygon) {
        for (QPointF &p : result.points)
            p = scale(p);
    } else {
        result.at = shape.toTable(scale(QPointF()));
        result.size = QSizeF(shape.size.width() * sx, shape.size.height() * sy);
    }
    return result;
}

TableLayout scalePiece(const TableLayout &layout, const QString &id, double sx, double sy,
                       QPointF localAnchor)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) {
        piece.shape = scaledShape(piece.shape, sx, sy, localAnchor);
    });
}

TableShape mirroredShape(const TableShape &shape, Qt::Orientation orientation, QPointF centre)
{
    return reflected(shape, orientation == Qt::Horizontal, centre);
}

TableLayout mirrorPieces(const TableLayout &layout, const QStringList &ids,
                         Qt::Orientation orientation)
{
    return changePieces(layout, ids, [&](TablePiece &piece) {
        piece.shape = mirroredShape(piece.shape, orientation, piece.shape.boundingRect().center());
    });
}

TableLayout duplicatePieces(const TableLayout &layout, const QStringList &ids, QPointF offset,
                            QStringList *newIds)
{
    TableLayout result = layout;
    for (const TablePiece &piece : layout.pieces) {
        if (!ids.contains(piece.id))
            continue;
        TablePiece copy = piece;
        copy.id = unusedPieceId(result, piece.id);
        copy.shape.at += offset;
        copy.position = {};
        if (newIds)
            newIds->append(copy.id);
        result.pieces.append(copy);
    }
    return result;
}

TableLayout setPieceShape(const TableLayout &layout, const QString &id, const TableShape &shape)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) {
        piece.shape = shape;
        piece.shape.rotation = normalisedDegrees(shape.rotation);
    });
}

TableLayout setPieceName(const TableLayout &layout, const QString &id, const QString &name)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) { piece.name = name; });
}

TableLayout setPieceTraits(const TableLayout &layout, const QString &id, const QStringList &traits)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) { piece.traits = traits; });
}

TableLayout setPieceHeight(const TableLayout &layout, const QString &id,
                           std::optional<double> height)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) { piece.height = height; });
}

QPolygonF pieceCorners(const TablePiece &piece)
{
    if (piece.shape.kind != TableShape::Kind::Polygon)
        return {};
    return piece.shape.outline();
}

TableLayout setPieceVertices(const TableLayout &layout, const QString &id, const QPolygonF &table)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) {
        if (piece.shape.kind != TableShape::Kind::Polygon || table.size() < 3)
            return;
        QPolygonF local;
        local.reserve(table.size());
        for (QPointF p : table)
            local.append(piece.shape.toLocal(p));
        piece.shape.points = local;
    });
}

TableLayout movePieceVertex(const TableLayout &layout, const QString &id, int index, QPointF table)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) {
        if (piece.shape.kind == TableShape::Kind::Polygon && index >= 0
            && index < piece.shape.points.size())
            piece.shape.points[index] = piece.shape.toLocal(table);
    });
}

TableLayout insertPieceVertex(const TableLayout &layout, const QString &id, int index,
                              QPointF table)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) {
        if (piece.shape.kind == TableShape::Kind::Polygon && index >= 0
            && index < piece.shape.points.size() && piece.shape.points.size() < MaxPolygonPoints)
            piece.shape.points.insert(index + 1, piece.shape.toLocal(table));
    });
}

TableLayout removePieceVertex(const TableLayout &layout, const QString &id, int index)
{
    return changePieces(layout, {id}, [&](TablePiece &piece) {
        if (piece.shape.kind == TableShape::Kind::Polygon && index >= 0
            && index < piece.shape.points.size() && piece.shape.points.size() > 3)
            piece.shape.points.removeAt(index);
    });
}

TableShape twinShape(const TableShape &shape, QSizeF size, TableSymmetry symmetry)
{
    const QPointF centre(size.width() / 2, size.height() / 2);
    if (symmetry == TableSymmetry::Point) {
        TableShape result = shape;
        result.at = 2 * centre - shape.at;
        // A rectangle or an ellipse is its own half turn: only a polygon's angle changes.
        if (shape.kind == TableShape::Kind::Polygon)
            result.rotation = normalisedDegrees(shape.rotation + 180.0);
        return result;
    }
    const bool wide = size.width() >= size.height();
    // Across the long axis: a wide table's long axis runs left to right, so top and bottom
    // change places (y flips); across the short axis left and right do.
    const bool flipX = (symmetry == TableSymmetry::ShortAxis) == wide;
    return reflected(shape, flipX, centre);
}

bool sameShape(const TableShape &a, const TableShape &b, double tolerance)
{
    if (a.kind != b.kind || QLineF(a.at, b.at).length() > tolerance)
        return false;
    if (a.kind == TableShape::Kind::Polygon) {
        if (a.points.size() != b.points.size() || !sameAngle(a.rotation, b.rotation, 360.0))
            return false;
        for (qsizetype i = 0; i < a.points.size(); ++i) {
            if (QLineF(a.points.at(i), b.points.at(i)).length() > tolerance)
                return false;
        }
        return true;
    }
    if (std::abs(a.size.width() - b.size.width()) > tolerance
        || std::abs(a.size.height() - b.size.height()) > tolerance)
        return false;
    // A circle looks the same at any angle, a rectangle or an ellipse after a half turn.
    if (a.kind == TableShape::Kind::Ellipse && a.isCircle())
        return true;
    return sameAngle(a.rotation, b.rotation, 180.0);
}

std::optional<QString> twinOf(const TableLayout &layout, const QString &id, TableSymmetry symmetry)
{
    const TablePiece *piece = layout.findPiece(id);
    if (!piece)
        return std::nullopt;
    const TableShape twin = twinShape(piece->shape, layout.size, symmetry);
    for (const TablePiece &other : layout.pieces) {
        if (other.id != id && sameShape(other.shape, twin))
            return other.id;
    }
    return std::nullopt;
}

TableLayout keepTwins(const TableLayout &before, const TableLayout &after,
                      const QStringList &edited, TableSymmetry symmetry)
{
    // The edited pieces in the order the layout has them: that order decides who leads.
    QStringList order;
    for (const TablePiece &piece : after.pieces) {
        if (edited.contains(piece.id))
            order.append(piece.id);
    }
    for (const QString &id : edited) {
        if (!order.contains(id))
            order.append(id);
    }
    TableLayout result = after;
    QSet<QString> done;
    for (const QString &id : std::as_const(order)) {
        if (done.contains(id))
            continue;
        done.insert(id);
        const std::optional<QString> twin
            = before.findPiece(id) ? twinOf(before, id, symmetry) : std::nullopt;
        const TablePiece *piece = after.findPiece(id);
        if (!piece) {
            if (twin && result.findPiece(*twin)) {
                result = removePieces(result, {*twin});
                done.insert(*twin);
            }
            continue;
        }
        const TableShape mirrored = twinShape(piece->shape, after.size, symmetry);
        if (twin) {
            done.insert(*twin);
            if (TablePiece *other = findPiece(result, *twin)) {
                other->shape = mirrored;
                other->traits = piece->traits;
                other->height = piece->height;
                other->name = piece->name;
            }
        } else if (!before.findPiece(id) && !sameShape(mirrored, piece->shape)) {
            TablePiece copy = *piece;
            copy.id = unusedPieceId(result, id);
            copy.shape = mirrored;
            copy.position = {};
            done.insert(copy.id);
            result.pieces.append(copy);
        }
    }
    return result;
}

double snapToGrid(double value, double step)
{
    return step > 0 ? std::round(value / step) * step : value;
}

QPointF snapToGrid(QPointF point, double step)
{
    return {snapToGrid(point.x(), step), snapToGrid(point.y(), step)};
}

QPointF nearestPointOn(const QLineF &edge, QPointF point)
{
    const QPointF d = edge.p2() - edge.p1();
    const double length2 = QPointF::dotProduct(d, d);
    if (length2 <= 0)
        return edge.p1();
    const double t = std::clamp(QPointF::dotProduct(point - edge.p1(), d) / length2, 0.0, 1.0);
    return edge.p1() + t * d;
}

SnapTargets snapTargets(const TableLayout &layout, const QStringList &skip)
{
    SnapTargets targets;
    const auto addOutline = [&](const QPolygonF &outline, bool corners) {
        for (qsizetype i = 0; i < outline.size(); ++i) {
            if (corners)
                targets.corners.append(outline.at(i));
            targets.edges.append(QLineF(outline.at(i), outline.at((i + 1) % outline.size())));
        }
    };
    // The table's own edges and corners first.
    addOutline(QRectF(QPointF(), layout.size), true);
    for (const TablePiece &piece : layout.pieces) {
        if (skip.contains(piece.id))
            continue;
        if (piece.shape.kind == TableShape::Kind::Ellipse) {
            targets.corners.append(piece.shape.outline(4));
            addOutline(piece.shape.outline(32), false);
        } else {
            addOutline(piece.shape.outline(), true);
        }
    }
    return targets;
}

namespace {

/// The nearest corner within @p tolerance, else the nearest point of an edge within it.
std::optional<QPointF> snapTarget(QPointF point, const SnapTargets &targets, double tolerance)
{
    double best = tolerance;
    std::optional<QPointF> found;
    for (QPointF corner : targets.corners) {
        const double d = QLineF(point, corner).length();
        if (d <= best) {
            best = d;
            found = corner;
        }
    }
    if (found)
        return found;
    for (const QLineF &edge : targets.edges) {
        const QPointF on = nearestPointOn(edge, point);
        const double d = QLineF(point, on).length();
        if (d <= best) {
            best = d;
            found = on;
        }
    }
    return found;
}

} // namespace

QPointF snapPoint(QPointF point, const SnapTargets &targets, double tolerance, double grid)
{
    const std::optional<QPointF> found = snapTarget(point, targets, tolerance);
    return found ? *found : snapToGrid(point, grid);
}

QPointF snapMove(const TableLayout &layout, const QStringList &ids, QPointF delta, double tolerance,
                 double grid)
{
    const SnapTargets targets = snapTargets(layout, ids);
    std::optional<QPointF> correction;
    double best = std::numeric_limits<double>::max();
    for (const TablePiece &piece : layout.pieces) {
        if (!ids.contains(piece.id))
            continue;
        for (QPointF corner : snapCorners(piece.shape)) {
            const QPointF moved = corner + delta;
            const std::optional<QPointF> snapped = snapTarget(moved, targets, tolerance);
            if (!snapped)
                continue;
            const double d = QLineF(moved, *snapped).length();
            if (d < best) {
                best = d;
                correction = *snapped - moved;
            }
        }
    }
    if (correction)
        return delta + *correction;
    if (grid <= 0)
        return delta;
    const QPointF topLeft = piecesBounds(layout, ids).topLeft();
    return snapToGrid(topLeft + delta, grid) - topLeft;
}

QRectF piecesBounds(const TableLayout &layout, const QStringList &ids)
{
    QRectF bounds;
    for (const TablePiece &piece : layout.pieces) {
        if (ids.contains(piece.id))
            bounds = bounds.isNull() ? piece.shape.boundingRect()
                                     : bounds.united(piece.shape.boundingRect());
    }
    return bounds;
}

} // namespace hexwright
