// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tablegeometry.h"

#include "table/tablegeometry_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <cmath>

namespace hexwright {

using namespace detail;

namespace {

double dot(QPointF a, QPointF b)
{
    return QPointF::dotProduct(a, b);
}

/// A convex set GJK can measure: a point, a segment or a convex polygon (its corners), or an
/// ellipse.
struct Convex
{
    bool ellipse = false;
    QPolygonF corners; ///< table coordinates
    QPointF centre;
    double a = 0; ///< semi-axes
    double b = 0;
    CosSin rotation;

    static Convex ofEllipse(const TableShape &shape)
    {
        Convex c;
        c.ellipse = true;
        c.centre = shape.at;
        c.a = shape.size.width() / 2;
        c.b = shape.size.height() / 2;
        c.rotation = cosSinDegrees(shape.rotation);
        return c;
    }
    static Convex ofCorners(QPolygonF corners)
    {
        Convex c;
        c.corners = std::move(corners);
        return c;
    }

    QPointF anyPoint() const { return ellipse ? centre : corners.value(0); }

    /// The point of the set furthest in direction @p d.
    QPointF support(QPointF d) const
    {
        if (ellipse) {
            const double lx = rotation.cos * d.x() + rotation.sin * d.y();
            const double ly = -rotation.sin * d.x() + rotation.cos * d.y();
            const double norm = std::hypot(a * lx, b * ly);
            if (norm == 0)
                return centre;
            const double px = a * a * lx / norm;
            const double py = b * b * ly / norm;
            return centre
                + QPointF(rotation.cos * px - rotation.sin * py,
                          rotation.sin * px + rotation.cos * py);
        }
        QPointF best = corners.value(0);
        double bestDot = dot(best, d);
        for (const QPointF &p : corners) {
            const double value = dot(p, d);
            if (value > bestDot) {
                bestDot = value;
                best = p;
            }
        }
        return best;
    }
};

/// The point of segment @p a @p b nearest the origin, and its parameter along it.
QPointF nearestOnSegment(QPointF a, QPointF b, double *t)
{
    const QPointF ab = b - a;
    const double length2 = dot(ab, ab);
    *t = length2 > 0 ? std::clamp(-dot(a, ab) / length2, 0.0, 1.0) : 0.0;
    return a + *t * ab;
}

/**
 * GJK: the distance between two convex sets, found by walking a simplex (one to three
 * points) of their Minkowski difference towards the origin. For polygons it ends exactly;
 * for ellipses it stops when the upper bound |v| and the lower bound v.w/|v| are within
 * GjkTolerance, and returns the upper bound.
 */
double gjkDistance(const Convex &A, const Convex &B)
{
    const auto support = [&](QPointF d) {
        return A.support(d) - B.support(-d);
    };
    std::array<QPointF, 3> simplex;
    int count = 0;
    QPointF v = A.anyPoint() - B.anyPoint();
    for (int iteration = 0; iteration < 256; ++iteration) {
        const double vv = dot(v, v);
        if (vv <= BoundaryTolerance * BoundaryTolerance)
            return 0;
        const QPointF w = support(-v);
        if (vv - dot(v, w) <= 0.1 * GjkTolerance * std::sqrt(vv))
            return std::sqrt(vv);
        simplex[count++] = w;
        if (count == 1) {
            v = w;
        } else if (count == 2) {
            double t = 0;
            v = nearestOnSegment(simplex[0], simplex[1], &t);
            if (t <= 0)
                count = 1;
            else if (t >= 1) {
                simplex[0] = simplex[1];
                count = 1;
            }
        } else {
            // The origin inside the triangle: the sets overlap.
            const double c0 = cross2(simplex[1] - simplex[0], -simplex[0]);
            const double c1 = cross2(simplex[2] - simplex[1], -simplex[1]);
            const double c2 = cross2(simplex[0] - simplex[2], -simplex[2]);
            const bool flat = c0 == 0 && c1 == 0 && c2 == 0;
            if (!flat && ((c0 >= 0 && c1 >= 0 && c2 >= 0) || (c0 <= 0 && c1 <= 0 && c2 <= 0)))
                return 0;
            double best = -1;
            std::array<QPointF, 3> kept;
            int keptCount = 0;
            for (int e = 0; e < 3; ++e) {
                const QPointF p = simplex[e];
                const QPointF q = simplex[(e + 1) % 3];
                double t = 0;
                const QPointF n = nearestOnSegment(p, q, &t);
                const double d = dot(n, n);
                if (best < 0 || d < best) {
                    best = d;
                    v = n;
                    keptCount = 0;
                    if (t < 1)
                        kept[keptCount++] = p;
                    if (t > 0)
                        kept[keptCount++] = q;
                }
            }
            simplex = kept;
            count = keptCount;
        }
    }
    return std::sqrt(dot(v, v));
}

/// The convex pieces whose distances make up a shape's: the shape itself when it is convex,
/// else the edges of its boundary (the inside is handled by a containment test).
QList<Convex> convexParts(const TableShape &shape)
{
    if (shape.kind == TableShape::Kind::Ellipse)
        return {Convex::ofEllipse(shape)};
    const QPolygonF corners = shape.outline();
    if (shape.isConvex())
        return {Convex::ofCorners(corners)};
    QList<Convex> edges;
    edges.reserve(corners.size());
    for (qsizetype i = 0; i < corners.size(); ++i)
        edges.append(Convex::ofCorners({corners.at(i), corners.at((i + 1) % corners.size())}));
    return edges;
}

/// A point on the shape's boundary.
QPointF boundaryPoint(const TableShape &shape)
{
    if (shape.kind == TableShape::Kind::Ellipse)
        return shape.toTable(QPointF(shape.size.width() / 2, 0));
    return shape.outline().value(0, shape.at);
}

double minimumDistance(const QList<Convex> &as, const QList<Convex> &bs)
{
    double best = -1;
    for (const Convex &a : as) {
        for (const Convex &b : bs) {
            const double d = gjkDistance(a, b);
            if (best < 0 || d < best)
                best = d;
            if (best == 0)
                return 0;
        }
    }
    return std::max(0.0, best);
}

// --- Areas ---------------------------------------------------------------------------------

/// Signed area of the unit circle (centred at the origin) cut with triangle (origin, p, q).
double unitCircleTriangleArea(QPointF p, QPointF q)
{
    // Split p-q where it crosses the circle; straight pieces inside add their triangle,
    // pieces outside add the circular sector they subtend.
    const QPointF d = q - p;
    const double A = dot(d, d);
    std::array<double, 4> ts = {0, 0, 0, 1};
    int count = 1;
    if (A > 0) {
        const double B = 2 * dot(p, d);
        const double C = dot(p, p) - 1;
        const double disc = B * B - 4 * A * C;
        if (disc > 0) {
            const double root = std::sqrt(disc);
            for (double t : {(-B - root) / (2 * A), (-B + root) / (2 * A)}) {
                if (t > 0 && t < 1)
                    ts[count++] = t;
            }
        }
    }
    ts[count++] = 1;
    double area = 0;
    for (int i = 0; i + 1 < count; ++i) {
        const QPointF s = p + ts[i] * d;
        const QPointF e = p + ts[i + 1] * d;
        const QPointF mid = (s + e) / 2;
        if (dot(mid, mid) <= 1)
            area += cross2(s, e) / 2;
        else
            area += std::atan2(cross2(s, e), dot(s, e)) / 2;
    }
    return area;
}

/// The area of @p ellipse inside @p polygon (table coordinates), exactly: the affine map that
/// makes the ellipse the unit circle scales every area by the same factor.
double ellipsePolygonArea(const TableShape &ellipse, const QPolygonF &polygon)
{
    const double a = ellipse.size.width() / 2;
    const double b = ellipse.size.height() / 2;
    if (a <= 0 || b <= 0 || polygon.size() < 3)
        return 0;
    QPolygonF unit;
    unit.reserve(polygon.size());
    for (const QPointF &p : polygon) {
        const QPointF local = ellipse.toLocal(p);
        unit.append(QPointF(local.x() / a, local.y() / b));
    }
    double sum = 0;
    for (qsizetype i = 0; i < unit.size(); ++i)
        sum += unitCircleTriangleArea(unit.at(i), unit.at((i + 1) % unit.size()));
    return std::abs(sum) * a * b;
}

/// The area two circles share (the lens).
double circleCircleArea(double r1, double r2, double d)
{
    if (d >= r1 + r2)
        return 0;
    if (d <= std::abs(r1 - r2))
        return M_PI * std::min(r1, r2) * std::min(r1, r2);
    const double alpha
        = std::acos(std::clamp((d * d + r1 * r1 - r2 * r2) / (2 * d * r1), -1.0, 1.0));
    const double beta
        = std::acos(std::clamp((d * d + r2 * r2 - r1 * r1) / (2 * d * r2), -1.0, 1.0));
    const double kite
        = std::sqrt(std::max(0.0, (-d + r1 + r2) * (d + r1 - r2) * (d - r1 + r2) * (d + r1 + r2)));
    return r1 * r1 * alpha + r2 * r2 * beta - kite / 2;
}

/// An ellipse as a polygon of EllipseAreaCorners corners enclosing the same area.
QPolygonF equalAreaPolygon(const TableShape &ellipse)
{
    const int n = EllipseAreaCorners;
    const double scale = std::sqrt(M_PI / (n / 2.0 * std::sin(2 * M_PI / n)));
    QPolygonF polygon;
    polygon.reserve(n);
    for (int i = 0; i < n; ++i) {
        const double t = 2 * M_PI * i / n;
        polygon.append(ellipse.toTable(QPointF(scale * ellipse.size.width() / 2 * std::cos(t),
                                               scale * ellipse.size.height() / 2 * std::sin(t))));
    }
    return polygon;
}

/// Sutherland-Hodgman: @p subject cut by the convex @p clip (both anticlockwise in maths,
/// i.e. signedArea() > 0).
QPolygonF clipConvex(const QPolygonF &subject, const QPolygonF &clip)
{
    QPolygonF output = subject;
    for (qsizetype i = 0; i < clip.size() && !output.isEmpty(); ++i) {
        const QPointF a = clip.at(i);
        const QPointF b = clip.at((i + 1) % clip.size());
        const QPolygonF input = output;
        output.clear();
        for (qsizetype j = 0; j < input.size(); ++j) {
            const QPointF p = input.at(j);
            const QPointF q = input.at((j + 1) % input.size());
            const double sp = cross2(b - a, p - a);
            const double sq = cross2(b - a, q - a);
            if (sp >= 0)
                output.append(p);
            if ((sp >= 0) != (sq >= 0))
                output.append(p + (q - p) * (sp / (sp - sq)));
        }
    }
    return output;
}

/**
 * The area two polygons share, exactly, whether or not they are convex: each polygon is the
 * signed sum of the triangles fanning from one common point to its edges, so the area of
 * the intersection is the signed sum of the areas the triangles of one share with those of
 * the other, and two triangles are convex.
 */
double polygonPolygonArea(const QPolygonF &p, const QPolygonF &q)
{
    if (p.size() < 3 || q.size() < 3 || !p.boundingRect().intersects(q.boundingRect()))
        return 0;
    const QPointF origin = p.at(0);
    const auto fan = [&](const QPolygonF &polygon) {
        QList<std::pair<QPolygonF, double>> triangles;
        for (qsizetype i = 0; i < polygon.size(); ++i) {
            QPolygonF t({origin, polygon.at(i), polygon.at((i + 1) % polygon.size())});
            const double area = signedArea(t);
            if (area == 0)
                continue;
            if (area < 0)
                std::swap(t[1], t[2]);
            triangles.append({t, area > 0 ? 1.0 : -1.0});
        }
        return triangles;
    };
    const auto ps = fan(p);
    const auto qs = fan(q);
    double sum = 0;
    for (const auto &[tp, sp] : ps) {
        const QRectF box = tp.boundingRect();
        for (const auto &[tq, sq] : qs) {
            if (!box.intersects(tq.boundingRect()))
                continue;
            sum += sp * sq * std::abs(signedArea(clipConvex(tp, tq)));
        }
    }
    return std::abs(sum);
}

} // namespace

double distance(QPointF a, QPointF b)
{
    return std::hypot(b.x() - a.x(), b.y() - a.y());
}

double edgeDistance(const TableShape &a, const TableShape &b)
{
    if (a.isCircle() && b.isCircle())
        return std::max(0.0, distance(a.at, b.at) - a.size.width() / 2 - b.size.width() / 2);
    if (!a.isConvex() || !b.isConvex()) {
        // One inside the other with no boundary met: the boundaries alone would miss it.
        if (a.contains(boundaryPoint(b)) || b.contains(boundaryPoint(a)))
            return 0;
    }
    return minimumDistance(convexParts(a), convexParts(b));
}

double distanceToShape(QPointF point, const TableShape &shape)
{
    if (shape.contains(point))
        return 0;
    if (shape.isCircle())
        return std::max(0.0, distance(point, shape.at) - shape.size.width() / 2);
    return minimumDistance({Convex::ofCorners({point})}, convexParts(shape));
}

QList<SegmentSpan> segmentSpans(const QLineF &segment, const TableShape &shape)
{
    QList<SegmentSpan> spans;
    const QPointF p0 = segment.p1();
    const QPointF d = segment.p2() - segment.p1();
    if (shape.kind == TableShape::Kind::Ellipse) {
        // In the frame where the ellipse is the unit circle the crossing is a quadratic.
        const double a = shape.size.width() / 2;
        const double b = shape.size.height() / 2;
        if (a <= 0 || b <= 0)
            return spans;
        const QPointF l0 = shape.toLocal(p0);
        const QPointF l1 = shape.toLocal(segment.p2());
        const QPointF u0(l0.x() / a, l0.y() / b);
        const QPointF ud = QPointF(l1.x() / a, l1.y() / b) - u0;
        const double A = dot(ud, ud);
        const double C = dot(u0, u0) - 1;
        if (A == 0) {
            if (C <= 0)
                spans.append({0, 1});
            return spans;
        }
        const double B = 2 * dot(u0, ud);
        const double disc = B * B - 4 * A * C;
        if (disc < 0)
            return spans;
        const double root = std::sqrt(disc);
        const double enter = std::max(0.0, (-B - root) / (2 * A));
        const double leave = std::min(1.0, (-B + root) / (2 * A));
        if (enter <= leave)
            spans.append({enter, leave});
        return spans;
    }
    // Straight edges: every parameter where the segment meets an edge, then whether each
    // stretch between two of them lies inside.
    const QPolygonF corners = shape.outline();
    QList<double> ts = {0.0, 1.0};
    const qsizetype n = corners.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QPointF a = corners.at(i);
        const QPointF e = corners.at((i + 1) % n) - a;
        const double denominator = cross2(d, e);
        if (denominator == 0) {
            // Parallel: where the segment runs along the edge, its ends are the events.
            if (cross2(a - p0, d) == 0 && dot(d, d) > 0) {
                for (const QPointF &corner : {a, a + e}) {
                    const double t = dot(corner - p0, d) / dot(d, d);
                    if (t > 0 && t < 1)
                        ts.append(t);
                }
            }
            continue;
        }
        const double t = cross2(a - p0, e) / denominator;
        const double s = cross2(a - p0, d) / denominator;
        if (t > 0 && t < 1 && s >= 0 && s <= 1)
            ts.append(t);
    }
    std::sort(ts.begin(), ts.end());
    ts.erase(std::unique(ts.begin(), ts.end()), ts.end());
    for (qsizetype i = 0; i + 1 < ts.size(); ++i) {
        if (!shape.contains(p0 + (ts.at(i) + ts.at(i + 1)) / 2 * d))
            continue;
        if (!spans.isEmpty() && spans.last().leave == ts.at(i))
            spans.last().leave = ts.at(i + 1);
        else
            spans.append({ts.at(i), ts.at(i + 1)});
    }
    // Where the segment only touches a corner or ends on the boundary.
    for (double t : std::as_const(ts)) {
        const bool covered = std::any_of(spans.cbegin(), spans.cend(), [t](const SegmentSpan &s) {
            return s.enter <= t && t <= s.leave;
        });
        if (!covered && shape.contains(p0 + t * d)) {
            const auto at = std::find_if(spans.begin(), spans.end(),
                                         [t](const SegmentSpan &s) { return s.enter > t; });
            spans.insert(at, SegmentSpan {t, t});
        }
    }
    return spans;
}

ShapeCrossing segmentCrossing(const QLineF &segment, const TableShape &shape)
{
    ShapeCrossing crossing;
    crossing.spans = segmentSpans(segment, shape);
    if (crossing.spans.isEmpty())
        return crossing;
    crossing.entry = segment.pointAt(crossing.spans.first().enter);
    crossing.exit = segment.pointAt(crossing.spans.last().leave);
    double inside = 0;
    for (const SegmentSpan &span : std::as_const(crossing.spans))
        inside += span.leave - span.enter;
    crossing.length = inside * segment.length();
    return crossing;
}

double overlapArea(const TableShape &a, const TableShape &b)
{
    if (!a.boundingRect().intersects(b.boundingRect()))
        return 0;
    const bool aEllipse = a.kind == TableShape::Kind::Ellipse;
    const bool bEllipse = b.kind == TableShape::Kind::Ellipse;
    if (aEllipse && bEllipse) {
        if (a.isCircle() && b.isCircle())
            return circleCircleArea(a.size.width() / 2, b.size.width() / 2, distance(a.at, b.at));
        return ellipsePolygonArea(a, equalAreaPolygon(b));
    }
    if (aEllipse)
        return ellipsePolygonArea(a, b.outline());
    if (bEllipse)
        return ellipsePolygonArea(b, a.outline());
    return polygonPolygonArea(a.outline(), b.outline());
}

double overlapFraction(const TableShape &base, const TableShape &area)
{
    const double whole = base.area();
    if (whole <= 0)
        return 0;
    return std::clamp(overlapArea(base, area) / whole, 0.0, 1.0);
}

bool atLeastHalfInside(const TableShape &base, const TableShape &area)
{
    // Exact arithmetic leaves a base centred on a straight edge a hair either side of half.
    return overlapFraction(base, area) >= 0.5 - 1e-9;
}

bool anyContains(const QList<TableShape> &shapes, QPointF point)
{
    return std::any_of(shapes.cbegin(), shapes.cend(),
                       [point](const TableShape &s) { return s.contains(point); });
}

TableEdge oppositeEdge(TableEdge edge)
{
    switch (edge) {
    case TableEdge::North:
        return TableEdge::South;
    case TableEdge::East:
        return TableEdge::West;
    case TableEdge::South:
        return TableEdge::North;
    case TableEdge::West:
        return TableEdge::East;
    }
    return TableEdge::South;
}

QString tableEdgeId(TableEdge edge)
{
    switch (edge) {
    case TableEdge::North:
        return QStringLiteral("north");
    case TableEdge::East:
        return QStringLiteral("east");
    case TableEdge::South:
        return QStringLiteral("south");
    case TableEdge::West:
        return QStringLiteral("west");
    }
    return QString();
}

QString tableEdgeName(TableEdge edge)
{
    switch (edge) {
    case TableEdge::North:
        return QCoreApplication::translate("TableEdge", "North");
    case TableEdge::East:
        return QCoreApplication::translate("TableEdge", "East");
    case TableEdge::South:
        return QCoreApplication::translate("TableEdge", "South");
    case TableEdge::West:
        return QCoreApplication::translate("TableEdge", "West");
    }
    return QString();
}

} // namespace hexwright
