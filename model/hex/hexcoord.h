// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHashFunctions>
#include <QList>
#include <QtGlobal>

namespace hexwright {

/**
 * A hex in axial coordinates (q, r); the third cube coordinate is s = -q - r.
 *
 * Axial coordinates are independent of the layout (flat-top or pointy-top) and of any
 * offset numbering, so all maths happens here; OffsetCoord exists only for files and labels.
 * Directions are numbered the Hammer's Slammers way for a flat-top grid: 0 = N, then
 * clockwise 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW (the book's die faces are index + 1).
 * For a pointy-top grid the same six vectors point NW, NE, E, SE, SW, W (30 degrees anticlockwise).
 */
struct HexCoord
{
    int q = 0;
    int r = 0;

    constexpr HexCoord() = default;
    constexpr HexCoord(int q_, int r_)
        : q(q_)
        , r(r_)
    { }

    constexpr int s() const { return -q - r; }

    static constexpr int DirectionCount = 6;
    /// Unit vector of direction @p direction (0..5, taken modulo 6).
    static HexCoord direction(int direction);

    HexCoord neighbor(int direction) const;
    /// The six neighbours in direction order 0..5.
    QList<HexCoord> neighbors() const;

    /// Number of hex steps between @p a and @p b.
    static int distance(HexCoord a, HexCoord b);
    int distanceTo(HexCoord other) const { return distance(*this, other); }

    /// Hexes exactly @p radius steps from @p center, starting in direction 4 (SW) scaled
    /// and walking clockwise; radius 0 gives the centre alone.
    static QList<HexCoord> ring(HexCoord center, int radius);
    /// All hexes within @p radius steps of @p center (the centre included), row-major by
    /// q then r.
    static QList<HexCoord> range(HexCoord center, int radius);

    /// Rotates this hex by @p sixths * 60 degrees clockwise around @p center.
    HexCoord rotated(HexCoord center, int sixths) const;

    friend constexpr bool operator==(HexCoord a, HexCoord b) { return a.q == b.q && a.r == b.r; }
    friend constexpr bool operator!=(HexCoord a, HexCoord b) { return !(a == b); }
    friend constexpr HexCoord operator+(HexCoord a, HexCoord b) { return {a.q + b.q, a.r + b.r}; }
    friend constexpr HexCoord operator-(HexCoord a, HexCoord b) { return {a.q - b.q, a.r - b.r}; }
    friend constexpr HexCoord operator*(HexCoord a, int k) { return {a.q * k, a.r * k}; }
    /// Strict weak order (q, then r) so hexes can key a std::map or be sorted.
    friend constexpr bool operator<(HexCoord a, HexCoord b)
    {
        return a.q < b.q || (a.q == b.q && a.r < b.r);
    }
};

inline size_t qHash(HexCoord h, size_t seed = 0) noexcept
{
    return qHashMulti(seed, h.q, h.r);
}

} // namespace hexwright

Q_DECLARE_TYPEINFO(hexwright::HexCoord, Q_PRIMITIVE_TYPE);
