// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPainterPath>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/**
 * A point on a measured table, in millimetres from the table's top-left corner, x to the
 * right and y down (the way the table is drawn and printed, and the way hex rows count).
 *
 * A point carries no facing: where a model stands and which way it looks are separate
 * facts, and two models on one spot are at the same place whatever their facings, so the
 * facing belongs to the piece that stands there.
 */
struct TablePoint
{
    double x = 0;
    double y = 0;

    constexpr TablePoint() = default;
    constexpr TablePoint(double x_, double y_)
        : x(x_)
        , y(y_)
    { }
    explicit constexpr TablePoint(QPointF p)
        : x(p.x())
        , y(p.y())
    { }
    constexpr QPointF toPointF() const { return {x, y}; }

    friend constexpr bool operator==(TablePoint a, TablePoint b)
    {
        return a.x == b.x && a.y == b.y;
    }
    friend constexpr bool operator!=(TablePoint a, TablePoint b) { return !(a == b); }
};

/**
 * An outline on the table: a terrain piece, a deployment area, a model's base. Every length
 * is in millimetres.
 *
 * One type for all three kinds, so that pieces, areas and bases are measured by the same
 * functions (tablegeometry.h): an ellipse (a circle is an ellipse with equal diameters, a
 * round base is one), a rectangle, or a polygon. Each has a position `at` and a rotation in
 * degrees, clockwise as drawn (y points down), so that moving or turning any shape changes
 * two fields and never its corners. The shape is closed: its boundary is inside it.
 */
struct TableShape
{
    enum class Kind { Ellipse, Rectangle, Polygon };

    Kind kind = Kind::Rectangle;
    /// The centre of an ellipse or rectangle; the origin of a polygon's points.
    QPointF at;
    /// Ellipse: the two diameters; rectangle: width and height; both before rotation.
    /// Unused for polygons.
    QSizeF size;
    /// Degrees clockwise as drawn, about `at`.
    double rotation = 0;
    /// Polygon: the corners relative to `at`, before rotation. A polygon should not cross
    /// itself; if it does, a point is inside by the even-odd rule.
    QPolygonF points;

    static TableShape ellipse(QPointF centre, double width, double height, double rotation = 0);
    static TableShape circle(QPointF centre, double diameter);
    static TableShape rectangle(QPointF centre, double width, double height, double rotation = 0);
    static TableShape polygon(const QPolygonF &points, QPointF at = {}, double rotation = 0);

    /// An ellipse whose diameters are equal: the geometry has closed forms for it.
    bool isCircle() const;
    /// Ellipses and rectangles are; a polygon is when it turns one way all round.
    bool isConvex() const;

    /// A point of the table in the shape's own frame (`at` at the origin, rotation undone),
    /// and back.
    QPointF toLocal(QPointF table) const;
    QPointF toTable(QPointF local) const;

    /// The smallest axis-parallel rectangle around the shape (exact for every kind).
    QRectF boundingRect() const;
    /// Whether @p point lies inside or on the boundary.
    bool contains(QPointF point) const;
    double area() const;
    /// The corners of a rectangle or polygon on the table, in order; for an ellipse a
    /// polygon of @p ellipseSegments corners on it.
    QPolygonF outline(int ellipseSegments = 96) const;
    /// The shape as a painter path in table millimetres (ellipses as true ellipses).
    QPainterPath path() const;

    friend bool operator==(const TableShape &a, const TableShape &b);
    friend bool operator!=(const TableShape &a, const TableShape &b) { return !(a == b); }
};

/// The id a file writes for each kind: "ellipse", "rectangle", "polygon".
QString tableShapeKindId(TableShape::Kind kind);
QStringList tableShapeKindIds();

} // namespace hexwright
