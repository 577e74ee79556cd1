// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/hexsides.h"

#include <algorithm>

namespace hexwright {

HexsideKey HexsideKey::canonical(const OffsetSystem &offsets, OffsetCoord hex, int direction)
{
    const int d = ((direction % HexCoord::DirectionCount) + HexCoord::DirectionCount)
        % HexCoord::DirectionCount;
    if (d < 3)
        return {hex, d};
    // Side d of a hex is side d - 3 of its neighbour in direction d.
    const HexCoord neighbour = offsets.fromOffset(hex).neighbor(d);
    return {offsets.toOffset(neighbour), d - 3};
}

std::pair<OffsetCoord, OffsetCoord> HexsideKey::hexes(const OffsetSystem &offsets) const
{
    return {hex, offsets.toOffset(offsets.fromOffset(hex).neighbor(direction))};
}

QStringList hexDirectionNames(HexOrientation orientation)
{
    if (orientation == HexOrientation::PointyTop)
        return {QStringLiteral("nw"), QStringLiteral("ne"), QStringLiteral("e"),
                QStringLiteral("se"), QStringLiteral("sw"), QStringLiteral("w")};
    return {QStringLiteral("n"), QStringLiteral("ne"), QStringLiteral("se"),
            QStringLiteral("s"), QStringLiteral("sw"), QStringLiteral("nw")};
}

void Hexsides::set(HexsideKey key, quint8 type)
{
    if (type == NoHexside)
        m_sides.remove(key);
    else
        m_sides.insert(key, type);
}

QList<std::pair<HexsideKey, quint8>> Hexsides::sorted() const
{
    QList<std::pair<HexsideKey, quint8>> out;
    out.reserve(m_sides.size());
    for (auto it = m_sides.cbegin(); it != m_sides.cend(); ++it)
        out.append({it.key(), it.value()});
    std::sort(out.begin(), out.end(),
              [](const auto &a, const auto &b) { return a.first < b.first; });
    return out;
}

void HexHeights::set(OffsetCoord hex, int height)
{
    if (height == 0)
        m_heights.remove(key(hex));
    else
        m_heights.insert(key(hex), height);
}

QList<std::pair<OffsetCoord, int>> HexHeights::sorted() const
{
    QList<std::pair<OffsetCoord, int>> out;
    out.reserve(m_heights.size());
    for (auto it = m_heights.cbegin(); it != m_heights.cend(); ++it)
        out.append(
            {OffsetCoord {int(qint32(quint32(it.key()))), int(qint32(quint32(it.key() >> 32)))},
             it.value()});
    std::sort(out.begin(), out.end(), [](const auto &a, const auto &b) {
        return a.first.row != b.first.row ? a.first.row < b.first.row : a.first.col < b.first.col;
    });
    return out;
}

} // namespace hexwright
