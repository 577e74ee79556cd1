// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tableshape.h"

#include "table/tablegeometry_p.h"

#include <QTransform>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace detail {

CosSin cosSinDegrees(double degrees)
{
    // Quarter turns exactly: a rectangle turned 90 degrees must have corners where a player
    // would measure them, not 6e-17 mm beside them.
    const double turns = degrees / 90.0;
    if (turns == std::floor(turns)) {
        switch (((long long)(turns) % 4 + 4) % 4) {
        case 0:
            return {1, 0};
        case 1:
            return {0, 1};
        case 2:
            return {-1, 0};
        default:
            return {0, -1};
        }
    }
    const double radians = degrees * M_PI / 180.0;
    return {std::cos(radians), std::sin(radians)};
}

bool onSegment(QPointF p, QPointF a, QPointF b, double tolerance)
{
    // Most edges are nowhere near the point: a box test spares them the division.
    if (p.x() < std::min(a.x(), b.x()) - tolerance || p.x() > std::max(a.x(), b.x()) + tolerance
        || p.y() < std::min(a.y(), b.y()) - tolerance || p.y() > std::max(a.y(), b.y()) + tolerance)
        return false;
    const QPointF ab = b - a;
    const double length2 = QPointF::dotProduct(ab, ab);
    double t = length2 > 0 ? QPointF::dotProduct(p - a, ab) / length2 : 0.0;
    t = std::clamp(t, 0.0, 1.0);
    const QPointF d = a + t * ab - p;
    return QPointF::dotProduct(d, d) <= tolerance * tolerance;
}

bool polygonContains(const QPolygonF &polygon, QPointF p)
{
    const qsizetype n = polygon.size();
    if (n < 3)
        return false;
    bool inside = false;
    for (qsizetype i = 0, j = n - 1; i < n; j = i++) {
        const QPointF a = polygon.at(j);
        const QPointF b = polygon.at(i);
        if ((b.y() > p.y()) != (a.y() > p.y())) {
            const double x = a.x() + (p.y() - a.y()) * (b.x() - a.x()) / (b.y() - a.y());
            if (p.x() < x)
                inside = !inside;
        }
    }
    if (inside)
        return true;
    // Outside by the crossings, or on the boundary, which is part of the shape.
    for (qsizetype i = 0, j = n - 1; i < n; j = i++) {
        if (onSegment(p, polygon.at(j), polygon.at(i), BoundaryTolerance))
            return true;
    }
    return false;
}

double signedArea(const QPolygonF &polygon)
{
    double twice = 0;
    const qsizetype n = polygon.size();
    for (qsizetype i = 0, j = n - 1; i < n; j = i++)
        twice += polygon.at(j).x() * polygon.at(i).y() - polygon.at(i).x() * polygon.at(j).y();
    return twice / 2;
}

} // namespace detail

using namespace detail;

TableShape TableShape::ellipse(QPointF centre, double width, double height, double rotation)
{
    TableShape s;
    s.kind = Kind::Ellipse;
    s.at = centre;
    s.size = QSizeF(width, height);
    s.rotation = rotation;
    return s;
}

TableShape TableShape::circle(QPointF centre, double diameter)
{
    return ellipse(centre, diameter, diameter);
}

TableShape TableShape::rectangle(QPointF centre, double width, double height, double rotation)
{
    TableShape s;
    s.kind = Kind::Rectangle;
    s.at = centre;
    s.size = QSizeF(width, height);
    s.rotation = rotation;
    return s;
}

TableShape TableShape::polygon(const QPolygonF &points, QPointF at, double rotation)
{
    TableShape s;
    s.kind = Kind::Polygon;
    s.at = at;
    s.rotation = rotation;
    s.points = points;
    return s;
}

bool TableShape::isCircle() const
{
    return kind == Kind::Ellipse && size.width() == size.height();
}

bool TableShape::isConvex() const
{
    if (kind != Kind::Polygon)
        return true;
    const qsizetype n = points.size();
    if (n < 3)
        return true;
    int sign = 0;
    double turning = 0;
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF a = points.at(i);
        const QPointF b = points.at((i + 1) % n);
        const QPointF c = points.at((i + 2) % n);
        const double cross = cross2(b - a, c - b);
        if (cross != 0) {
            const int s = cross > 0 ? 1 : -1;
            if (sign != 0 && s != sign)
                return false;
            sign = s;
        }
        turning += std::atan2(cross, QPointF::dotProduct(b - a, c - b));
    }
    // Turning one way all round but twice (a pentagram) is not convex either.
    return std::abs(turning) < 2 * M_PI + 1e-6;
}

QPointF TableShape::toLocal(QPointF table) const
{
    const CosSin r = cosSinDegrees(rotation);
    const QPointF d = table - at;
    return {r.cos * d.x() + r.sin * d.y(), -r.sin * d.x() + r.cos * d.y()};
}

QPointF TableShape::toTable(QPointF local) const
{
    const CosSin r = cosSinDegrees(rotation);
    return at
        + QPointF(r.cos * local.x() - r.sin * local.y(), r.sin * local.x() + r.cos * local.y());
}

QRectF TableShape::boundingRect() const
{
    if (kind == Kind::Ellipse) {
        const CosSin r = cosSinDegrees(rotation);
        const double a = size.width() / 2;
        const double b = size.height() / 2;
        const double hx = std::hypot(a * r.cos, b * r.sin);
        const double hy = std::hypot(a * r.sin, b * r.cos);
        return QRectF(at.x() - hx, at.y() - hy, 2 * hx, 2 * hy);
    }
    return outline().boundingRect();
}

bool TableShape::contains(QPointF point) const
{
    const QPointF p = toLocal(point);
    switch (kind) {
    case Kind::Ellipse: {
        const double a = size.width() / 2;
        const double b = size.height() / 2;
        if (a <= 0 || b <= 0)
            return false;
        const double x = p.x() / a;
        const double y = p.y() / b;
        return x * x + y * y <= 1.0 + 1e-12;
    }
    case Kind::Rectangle:
        return std::abs(p.x()) <= size.width() / 2 + BoundaryTolerance
            && std::abs(p.y()) <= size.height() / 2 + BoundaryTolerance;
    case Kind::Polygon:
        return polygonContains(points, p);
    }
    return false;
}

double TableShape::area() const
{
    switch (kind) {
    case Kind::Ellipse:
        return M_PI * size.width() * size.height() / 4;
    case Kind::Rectangle:
        return size.width() * size.height();
    case Kind::Polygon:
        return std::abs(signedArea(points));
    }
    return 0;
}

QPolygonF TableShape::outline(int ellipseSegments) const
{
    QPolygonF local;
    switch (kind) {
    case Kind::Ellipse: {
        const int n = std::max(8, ellipseSegments);
        local.reserve(n);
        for (int i = 0; i < n; ++i) {
            const double t = 2 * M_PI * i / n;
            local.append(QPointF(size.width() / 2 * std::cos(t), size.height() / 2 * std::sin(t)));
        }
        break;
    }
    case Kind::Rectangle: {
        const double w = size.width() / 2;
        const double h = size.height() / 2;
        local = QPolygonF({QPointF(-w, -h), QPointF(w, -h), QPointF(w, h), QPointF(-w, h)});
        break;
    }
    case Kind::Polygon:
        local = points;
        break;
    }
    // toTable() with the rotation's cosine and sine worked out once, not per corner.
    const CosSin r = cosSinDegrees(rotation);
    for (QPointF &p : local)
        p = at + QPointF(r.cos * p.x() - r.sin * p.y(), r.sin * p.x() + r.cos * p.y());
    return local;
}

QPainterPath TableShape::path() const
{
    QPainterPath local;
    switch (kind) {
    case Kind::Ellipse:
        local.addEllipse(QPointF(), size.width() / 2, size.height() / 2);
        break;
    case Kind::Rectangle:
        local.addRect(QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height()));
        break;
    case Kind::Polygon:
        local.addPolygon(points);
        local.closeSubpath();
        break;
    }
    QTransform transform;
    transform.translate(at.x(), at.y());
    transform.rotate(rotation);
    return transform.map(local);
}

bool operator==(const TableShape &a, const TableShape &b)
{
    if (a.kind != b.kind || a.at.x() != b.at.x() || a.at.y() != b.at.y()
        || a.size.width() != b.size.width() || a.size.height() != b.size.height()
        || a.rotation != b.rotation || a.points.size() != b.points.size())
        return false;
    for (qsizetype i = 0; i < a.points.size(); ++i) {
        if (a.points.at(i).x() != b.points.at(i).x() || a.points.at(i).y() != b.points.at(i).y())
            return false;
    }
    return true;
}

QString tableShapeKindId(TableShape::Kind kind)
{
    return tableShapeKindIds().value(int(kind));
}

QStringList tableShapeKindIds()
{
    return {QStringLiteral("ellipse"), QStringLiteral("rectangle"), QStringLiteral("polygon")};
}

} // namespace hexwright
