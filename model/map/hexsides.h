// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QHash>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <utility>

namespace hexwright {

/// Hexside type index meaning "no feature on this side".
constexpr quint8 NoHexside = 0xFF;
/// In a scenario's hexsides only: the panel's feature on this side is taken away (written
/// `type: none`).
constexpr quint8 ErasedHexside = 0xFE;

/**
 * One side of a hex, named once: a hex and one of the first three directions (0..2; flat-top
 * N, NE, SE; pointy-top NW, NE, E, see HexCoord). The other three sides of a hex are the
 * first three of its neighbours, so every side has exactly one key (canonical()).
 */
struct HexsideKey
{
    OffsetCoord hex;
    int direction = 0; ///< 0..2

    friend constexpr bool operator==(HexsideKey a, HexsideKey b)
    {
        return a.hex == b.hex && a.direction == b.direction;
    }
    friend constexpr bool operator!=(HexsideKey a, HexsideKey b) { return !(a == b); }
    /// File order: by row, then column, then direction.
    friend constexpr bool operator<(HexsideKey a, HexsideKey b)
    {
        if (a.hex.row != b.hex.row)
            return a.hex.row < b.hex.row;
        if (a.hex.col != b.hex.col)
            return a.hex.col < b.hex.col;
        return a.direction < b.direction;
    }

    /// The key of side @p direction (0..5, taken modulo 6) of @p hex in @p offsets.
    static HexsideKey canonical(const OffsetSystem &offsets, OffsetCoord hex, int direction);
    /// The two hexes the side divides: hex, and its neighbour in direction.
    std::pair<OffsetCoord, OffsetCoord> hexes(const OffsetSystem &offsets) const;
};

inline size_t qHash(HexsideKey key, size_t seed = 0) noexcept
{
    return qHashMulti(seed, key.hex.col, key.hex.row, key.direction);
}

/// The lower-case compass names of the six directions in @p orientation, as scenario files
/// write sides: flat-top n, ne, se, s, sw, nw; pointy-top nw, ne, e, se, sw, w.
QStringList hexDirectionNames(HexOrientation orientation);

/**
 * The hexside features of a map: each side stored once under its HexsideKey, with the index
 * of its type in the ruleset's `hexsides:` list. Sparse (a hash), since a map has a few
 * hundred featured sides among millions. Plain data: copies compare equal when they hold
 * the same sides with the same types.
 */
class Hexsides
{
public:
    bool isEmpty() const { return m_sides.isEmpty(); }
    int count() const { return int(m_sides.size()); }
    /// The type on @p key, or NoHexside.
    quint8 at(HexsideKey key) const { return m_sides.value(key, NoHexside); }
    /// The type on side @p direction (0..5) of @p hex, or NoHexside.
    quint8 at(const OffsetSystem &offsets, OffsetCoord hex, int direction) const
    {
        return at(HexsideKey::canonical(offsets, hex, direction));
    }
    /// Puts @p type on @p key; NoHexside takes the feature away.
    void set(HexsideKey key, quint8 type);
    /// Every featured side in file order (HexsideKey's operator<).
    QList<std::pair<HexsideKey, quint8>> sorted() const;
    const QHash<HexsideKey, quint8> &all() const { return m_sides; }

    friend bool operator==(const Hexsides &a, const Hexsides &b) { return a.m_sides == b.m_sides; }
    friend bool operator!=(const Hexsides &a, const Hexsides &b) { return !(a == b); }

private:
    QHash<HexsideKey, quint8> m_sides;
};

/// The height of each hex (`heights:`), 0 where none is stored. Sparse, like Hexsides.
class HexHeights
{
public:
    static constexpr int Lowest = -99;
    static constexpr int Highest = 999;

    bool isEmpty() const { return m_heights.isEmpty(); }
    int count() const { return int(m_heights.size()); }
    int at(OffsetCoord hex) const { return m_heights.value(key(hex), 0); }
    /// Sets the height of @p hex; 0 removes the entry.
    void set(OffsetCoord hex, int height);
    /// Every hex with a height other than 0, by row then column.
    QList<std::pair<OffsetCoord, int>> sorted() const;

    friend bool operator==(const HexHeights &a, const HexHeights &b)
    {
        return a.m_heights == b.m_heights;
    }
    friend bool operator!=(const HexHeights &a, const HexHeights &b) { return !(a == b); }

private:
    static quint64 key(OffsetCoord hex)
    {
        return (quint64(quint32(hex.row)) << 32) | quint32(hex.col);
    }
    QHash<quint64, int> m_heights;
};

} // namespace hexwright
