// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/hexlayout.h"

#include <QVarLengthArray>

#include <algorithm>

namespace hexwright {

namespace {

// The hex at step @p i of @p steps on the lerp line. Both ends are nudged off the hexsides
// in the same direction so that a line running along a hexside rounds consistently to one
// side instead of zigzagging.
HexCoord lerpHex(HexCoord from, HexCoord to, int steps, int i)
{
    constexpr double Nudge = 1e-6;
    const double t = double(i) / double(steps);
    const double q = from.q + Nudge + (to.q - from.q) * t;
    const double r = from.r + Nudge + (to.r - from.r) * t;
    return FractionalHex {q, r}.rounded();
}

/*
 * Exact geometry for hexLineTouching.
 *
 * Incidence and the parameter t along a segment survive any affine map, so instead of real
 * pixels we use the image of a flat-top size-1 layout with y divided by sqrt(3)/2 and
 * everything doubled. There a centre is (3q, 2r + q) and the corners are (+-2, 0) and
 * (+-1, +-1) away from it: all integers, so touching, corners and hexsides are decided
 * exactly instead of with a tolerance. The hexagon is the intersection of three slabs
 * |n . p| <= half with n = (0, 1), (1, 1), (1, -1) and half = 1, 2, 2.
 * The same affine argument makes the answer independent of the orientation.
 *
 * Products stay below about (6 * |coordinate|)^2, far inside 64 bits for any real map.
 */
struct LatticePoint
{
    qint64 x;
    qint64 y;
};

inline LatticePoint latticePoint(HexCoord h)
{
    return {3 * qint64(h.q), 2 * qint64(h.r) + h.q};
}

// num / den with den > 0.
struct Fraction
{
    qint64 num;
    qint64 den;
};

inline bool lessThan(Fraction a, Fraction b)
{
    return a.num * b.den < b.num * a.den;
}

struct Touch
{
    Fraction t;
    HexCoord hex;
};

inline bool touchLess(const Touch &a, const Touch &b)
{
    if (lessThan(a.t, b.t))
        return true;
    if (lessThan(b.t, a.t))
        return false;
    return a.hex < b.hex;
}

struct Segment
{
    LatticePoint start;
    LatticePoint delta;
};

// Clips the segment against the closed hexagon of @p hex (Cyrus-Beck, one slab at a time).
// On a touch, *entry is the smallest t in [0, 1] at which the segment is inside or on it.
bool touchesHex(const Segment &segment, HexCoord hex, Fraction *entry)
{
    struct Slab
    {
        int nx;
        int ny;
        int half;
    };
    static constexpr Slab Slabs[3] = {{0, 1, 1}, {1, 1, 2}, {1, -1, 2}};

    const LatticePoint c = latticePoint(hex);
    const qint64 ax = segment.start.x - c.x;
    const qint64 ay = segment.start.y - c.y;
    Fraction lo {0, 1};
    Fraction hi {1, 1};
    for (const Slab &slab : Slabs) {
        qint64 a = slab.nx * ax + slab.ny * ay;
        qint64 b = slab.nx * segment.delta.x + slab.ny * segment.delta.y;
        if (b == 0) {
            if (a > slab.half || a < -slab.half)
                return false;
            continue;
        }
        if (b < 0) {
            a = -a;
            b = -b;
        }
        // -half <= a + t * b <= half
        const Fraction lower {-slab.half - a, b};
        const Fraction upper {slab.half - a, b};
        if (lessThan(lo, lower))
            lo = lower;
        if (lessThan(upper, hi))
            hi = upper;
        if (lessThan(hi, lo))
            return false;
    }
    *entry = lo;
    return true;
}

int unitDirectionIndex(HexCoord step)
{
    for (int d = 0; d < HexCoord::DirectionCount; ++d) {
        if (HexCoord::direction(d) == step)
            return d;
    }
    return -1;
}

} // namespace

QList<HexCoord> hexLine(HexCoord from, HexCoord to)
{
    const int steps = HexCoord::distance(from, to);
    QList<HexCoord> result;
    result.reserve(steps + 1);
    result.append(from);
    for (int i = 1; i < steps; ++i)
        result.append(lerpHex(from, to, steps, i));
    if (steps > 0)
        result.append(to);
    return result;
}

QList<HexCoord> hexLineTouching(HexCoord from, HexCoord to)
{
    if (from == to)
        return {from};

    const LatticePoint start = latticePoint(from);
    const LatticePoint end = latticePoint(to);
    const Segment segment {start, {end.x - start.x, end.y - start.y}};

    QVarLengthArray<Touch, 128> touches;
    auto consider = [&](HexCoord hex) {
        Fraction t;
        if (touchesHex(segment, hex, &t))
            touches.append(Touch {t, hex});
    };
    auto considerWithNeighbors = [&](HexCoord hex) {
        consider(hex);
        for (int d = 0; d < HexCoord::DirectionCount; ++d)
            consider(hex.neighbor(d));
    };

    // Every point of the segment lies within half a step (<= sqrt(3)/2 circumradii) of a
    // lerp sample, and each sample lies in its lerp hex, so a touched hex's centre is less
    // than 1 + sqrt(3)/2 + 1 < 3 circumradii from some lerp hex's centre: that is, it is the
    // lerp hex or one of its neighbours. Moving to an adjacent lerp hex in direction d only
    // adds the three neighbours in directions d - 1, d, d + 1.
    const int steps = HexCoord::distance(from, to);
    considerWithNeighbors(from);
    HexCoord previous = from;
    for (int i = 1; i <= steps; ++i) {
        const HexCoord current = i == steps ? to : lerpHex(from, to, steps, i);
        const int d = unitDirectionIndex(current - previous);
        if (d < 0) {
            considerWithNeighbors(current);
        } else {
            consider(current + HexCoord::direction(d - 1));
            consider(current + HexCoord::direction(d));
            consider(current + HexCoord::direction(d + 1));
        }
        previous = current;
    }

    // A hex can be considered more than once (only in degenerate lerp cases); its copies
    // carry the same t, so they end up adjacent after sorting.
    std::sort(touches.begin(), touches.end(), touchLess);
    QList<HexCoord> result;
    result.reserve(touches.size());
    for (const Touch &touch : touches) {
        if (result.isEmpty() || result.constLast() != touch.hex)
            result.append(touch.hex);
    }
    return result;
}

} // namespace hexwright
