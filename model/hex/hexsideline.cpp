// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/hexsideline.h"

#include "hex/hexlayout.h"

#include <QSet>

#include <optional>

#include <algorithm>
#include <cstdlib>
#include <limits>

namespace hexwright {

namespace {

/*
 * The integer lattice of hexline.cpp: a flat-top layout with y divided by sqrt(3)/2 and
 * everything doubled. A centre is (3q, 2r + q), the corners are (+-2, 0) and (+-1, +-1) from
 * it, so every intersection below is decided exactly. Affine, so valid for both orientations.
 */
struct Point
{
    qint64 x = 0;
    qint64 y = 0;
};

Point centre(HexCoord h)
{
    return {3 * qint64(h.q), 2 * qint64(h.r) + h.q};
}

qint64 cross(Point a, Point b)
{
    return a.x * b.y - a.y * b.x;
}

qint64 dot(Point a, Point b)
{
    return a.x * b.x + a.y * b.y;
}

Point minus(Point a, Point b)
{
    return {a.x - b.x, a.y - b.y};
}

/// The two ends of side @p direction (0..5) of @p hex: the corners it shares with the neighbour.
std::pair<Point, Point> sideEnds(HexCoord hex, int direction)
{
    static constexpr Point Corners[6] = {{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}};
    const Point a = centre(hex);
    const Point b = centre(hex.neighbor(direction));
    Point ends[2];
    int found = 0;
    for (const Point &c : Corners) {
        const Point p {a.x + c.x, a.y + c.y};
        for (const Point &d : Corners) {
            if (found < 2 && p.x == b.x + d.x && p.y == b.y + d.y)
                ends[found++] = p;
        }
    }
    return {ends[0], ends[1]};
}

struct Hit
{
    LineHexside side;
    qint64 num = 0; ///< where along the line, num / den
    qint64 den = 1;
};

} // namespace

QList<LineHexside> hexsidesOnLine(HexCoord from, HexCoord to)
{
    if (from == to)
        return {};
    const QList<HexCoord> touched = hexLineTouching(from, to);
    const QSet<HexCoord> set(touched.cbegin(), touched.cend());
    const Point p = centre(from);
    const Point dir = minus(centre(to), p);
    QList<Hit> hits;
    for (const HexCoord &hex : touched) {
        for (int d = 0; d < 3; ++d) {
            if (!set.contains(hex.neighbor(d)))
                continue;
            const auto [q, q2] = sideEnds(hex, d);
            const Point e = minus(q2, q);
            const Point qp = minus(q, p);
            Hit hit;
            hit.side.hex = hex;
            hit.side.direction = d;
            qint64 den = cross(dir, e);
            if (den != 0) {
                qint64 t = cross(qp, e);
                qint64 u = cross(qp, dir);
                if (den < 0) {
                    den = -den;
                    t = -t;
                    u = -u;
                }
                if (t < 0 || t > den || u < 0 || u > den)
                    continue;
                hit.side.atCorner = u == 0 || u == den;
                hit.num = t;
                hit.den = den;
            } else {
                if (cross(qp, dir) != 0)
                    continue; // parallel, apart
                // Collinear: the side's ends projected on the line, as fractions of dir.
                const qint64 len = dot(dir, dir);
                qint64 a = dot(qp, dir);
                qint64 b = dot(minus(q2, p), dir);
                if (a > b)
                    std::swap(a, b);
                const qint64 lo = std::max<qint64>(a, 0);
                const qint64 hi = std::min<qint64>(b, len);
                if (lo > hi)
                    continue;
                hit.side.along = lo < hi;
                hit.side.atCorner = lo == hi;
                hit.num = lo;
                hit.den = len;
            }
            hits.append(hit);
        }
    }
    std::sort(hits.begin(), hits.end(), [](const Hit &a, const Hit &b) {
        const qint64 l = a.num * b.den;
        const qint64 r = b.num * a.den;
        if (l != r)
            return l < r;
        return a.side.hex < b.side.hex
            || (a.side.hex == b.side.hex && a.side.direction < b.side.direction);
    });
    QList<LineHexside> out;
    out.reserve(hits.size());
    for (const Hit &hit : hits)
        out.append(hit.side);
    return out;
}

namespace {

constexpr HexCorner CornerOffsets[6] = {{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}};

/// The hex centred on lattice point (@p x, @p y), if it is a centre.
std::optional<HexCoord> centreAt(qint64 x, qint64 y)
{
    if (x % 3 != 0)
        return std::nullopt;
    const qint64 q = x / 3;
    if ((y - q) % 2 != 0)
        return std::nullopt;
    return HexCoord {int(q), int((y - q) / 2)};
}

/// The hexes that meet at @p corner (three), with the index of the corner in each.
QList<std::pair<HexCoord, int>> hexesAt(HexCorner corner)
{
    QList<std::pair<HexCoord, int>> out;
    for (int k = 0; k < 6; ++k) {
        if (auto hex = centreAt(qint64(corner.x) - CornerOffsets[k].x,
                                qint64(corner.y) - CornerOffsets[k].y))
            out.append({*hex, k});
    }
    return out;
}

/// Squared true distance between two lattice points, times 4 (the lattice doubles x and
/// divides y by sqrt(3)/2): the same for both orientations, which differ by a rotation.
double distance2(double x1, double y1, double x2, double y2)
{
    const double dx = x1 - x2;
    const double dy = y1 - y2;
    return dx * dx + 3 * dy * dy;
}

} // namespace

QList<HexCorner> hexCorners(HexCoord hex)
{
    const int cx = 3 * hex.q;
    const int cy = 2 * hex.r + hex.q;
    QList<HexCorner> out;
    for (const HexCorner &offset : CornerOffsets)
        out.append({cx + offset.x, cy + offset.y});
    return out;
}

HexCorner nearestCorner(double q, double r)
{
    const double x = 3 * q;
    const double y = 2 * r + q;
    const HexCoord hex = FractionalHex {q, r}.rounded();
    HexCorner best;
    double bestDistance = std::numeric_limits<double>::max();
    for (const HexCorner &c : hexCorners(hex)) {
        const double d = distance2(x, y, c.x, c.y);
        if (d < bestDistance) {
            bestDistance = d;
            best = c;
        }
    }
    return best;
}

void cornerToAxial(HexCorner corner, double *q, double *r)
{
    *q = corner.x / 3.0;
    *r = (corner.y - *q) / 2.0;
}

QList<HexCorner> adjacentCorners(HexCorner corner)
{
    QList<HexCorner> out;
    for (const auto &[hex, k] : hexesAt(corner)) {
        const QList<HexCorner> corners = hexCorners(hex);
        for (int step : {1, 5}) {
            const HexCorner c = corners.at((k + step) % 6);
            if (!out.contains(c))
                out.append(c);
        }
    }
    return out;
}

std::optional<LineHexside> sideBetween(HexCorner a, HexCorner b)
{
    QList<HexCoord> shared;
    for (const auto &[hex, k] : hexesAt(a)) {
        Q_UNUSED(k);
        if (hexCorners(hex).contains(b))
            shared.append(hex);
    }
    if (shared.size() != 2)
        return std::nullopt;
    const HexCoord step = shared[1] - shared[0];
    for (int d = 0; d < HexCoord::DirectionCount; ++d) {
        if (HexCoord::direction(d) != step)
            continue;
        LineHexside side;
        side.hex = d < 3 ? shared[0] : shared[1];
        side.direction = d % 3;
        return side;
    }
    return std::nullopt;
}

QList<LineHexside> cornerPath(HexCorner from, HexCorner to)
{
    QList<LineHexside> out;
    HexCorner at = from;
    // Each step brings the path nearer; the bound only guards against a bad metric.
    const int limit = 4 * (std::abs(to.x - from.x) + std::abs(to.y - from.y)) + 8;
    for (int i = 0; i < limit && at != to; ++i) {
        HexCorner next = at;
        double best = distance2(at.x, at.y, to.x, to.y);
        for (const HexCorner &c : adjacentCorners(at)) {
            const double d = distance2(c.x, c.y, to.x, to.y);
            if (d < best) {
                best = d;
                next = c;
            }
        }
        if (next == at)
            break;
        if (auto side = sideBetween(at, next))
            out.append(*side);
        at = next;
    }
    return out;
}

QPointF cornerPoint(const HexLayout &layout, HexCorner corner)
{
    double q = 0;
    double r = 0;
    cornerToAxial(corner, &q, &r);
    const QPointF origin = layout.hexToPixel(HexCoord {0, 0});
    const QPointF alongQ = layout.hexToPixel(HexCoord {1, 0}) - origin;
    const QPointF alongR = layout.hexToPixel(HexCoord {0, 1}) - origin;
    return origin + q * alongQ + r * alongR;
}

LineHexside nearestSide(double q, double r)
{
    const double x = 3 * q;
    const double y = 2 * r + q;
    const HexCoord hex = FractionalHex {q, r}.rounded();
    LineHexside best;
    double bestDistance = std::numeric_limits<double>::max();
    for (int d = 0; d < HexCoord::DirectionCount; ++d) {
        const HexCoord other = hex.neighbor(d);
        // The midpoint of a side is halfway between the two centres.
        const double mx = (3.0 * hex.q + 3.0 * other.q) / 2;
        const double my = (2.0 * hex.r + hex.q + 2.0 * other.r + other.q) / 2;
        const double dist = distance2(x, y, mx, my);
        if (dist < bestDistance) {
            bestDistance = dist;
            best.hex = d < 3 ? hex : other;
            best.direction = d % 3;
        }
    }
    return best;
}

} // namespace hexwright
