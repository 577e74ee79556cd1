// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hex/hexcoord.h"

#include <algorithm>
#include <cstdlib>

namespace hexwright {

namespace {

// Flat-top axial vectors in die order (N first, then clockwise on screen with y down).
constexpr HexCoord Directions[HexCoord::DirectionCount] = {
    {0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0},
};

// Keeps callers free to pass "direction - 1" or "direction + 3" without wrapping themselves.
constexpr int wrapDirection(int direction)
{
    const int d = direction % HexCoord::DirectionCount;
    return d < 0 ? d + HexCoord::DirectionCount : d;
}

} // namespace

HexCoord HexCoord::direction(int direction)
{
    return Directions[wrapDirection(direction)];
}

HexCoord HexCoord::neighbor(int direction) const
{
    return *this + HexCoord::direction(direction);
}

QList<HexCoord> HexCoord::neighbors() const
{
    QList<HexCoord> result;
    result.reserve(DirectionCount);
    for (const HexCoord d : Directions)
        result.append(*this + d);
    return result;
}

int HexCoord::distance(HexCoord a, HexCoord b)
{
    const HexCoord d = a - b;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

QList<HexCoord> HexCoord::ring(HexCoord center, int radius)
{
    QList<HexCoord> result;
    if (radius < 0)
        return result;
    if (radius == 0) {
        result.append(center);
        return result;
    }
    result.reserve(DirectionCount * radius);
    // Starting at the SW corner, side i of the ring runs along direction i, which walks
    // SW -> NW -> N -> NE -> SE -> S corners: clockwise on screen.
    HexCoord hex = center + direction(4) * radius;
    for (int side = 0; side < DirectionCount; ++side) {
        const HexCoord step = Directions[side];
        for (int i = 0; i < radius; ++i) {
            result.append(hex);
            hex = hex + step;
        }
    }
    return result;
}

QList<HexCoord> HexCoord::range(HexCoord center, int radius)
{
    QList<HexCoord> result;
    if (radius < 0)
        return result;
    result.reserve(3 * radius * (radius + 1) + 1);
    for (int dq = -radius; dq <= radius; ++dq) {
        const int rMin = std::max(-radius, -dq - radius);
        const int rMax = std::min(radius, -dq + radius);
        for (int dr = rMin; dr <= rMax; ++dr)
            result.append(HexCoord(center.q + dq, center.r + dr));
    }
    return result;
}

HexCoord HexCoord::rotated(HexCoord center, int sixths) const
{
    const HexCoord v = *this - center;
    int q = v.q;
    int r = v.r;
    int s = v.s();
    // One clockwise sixth maps cube (q, r, s) to (-r, -s, -q): N (0,-1,1) goes to NE (1,-1,0).
    for (int i = wrapDirection(sixths); i > 0; --i) {
        const int oldQ = q;
        q = -r;
        r = -s;
        s = -oldQ;
    }
    return center + HexCoord(q, r);
}

} // namespace hexwright
