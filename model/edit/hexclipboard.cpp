// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/hexclipboard.h"

#include "hex/hexlayout.h"
#include "map/hexmap.h"

#include <QDataStream>
#include <QIODevice>
#include <QSet>

namespace hexwright {

namespace {

constexpr quint32 StreamMagic = 0x48584350; // "HXCP"
constexpr quint16 StreamVersion = 1;

/**
 * A mirror across the north-south line through the centre hex: east and west swap, north and
 * south stay. Which axial axis that is depends on the orientation (axial coordinates are
 * the same, their pictures turn by 30 degrees):
 *
 * - flat-top: x = 1.5 q, y = sqrt(3) (r + q / 2). Negating x keeps y when q -> -q and
 *   r -> r + q, i.e. cube (q, r, s) -> (-q, -s, -r): north (0, -1) stays north and north-east
 *   (1, -1) becomes north-west (-1, 0). The line runs through hex centres (a column).
 * - pointy-top: x = sqrt(3) (q + r / 2), y = 1.5 r. Negating x keeps r and needs
 *   q -> -q - r, i.e. cube (q, r, s) -> (s, r, q): east (1, 0) becomes west (-1, 0) and
 *   north-east (1, -1) north-west (0, -1). The line runs along the corners of a zigzag
 *   column, through the centre hex's top and bottom points.
 */
HexCoord mirroredOffset(HexCoord v, HexOrientation orientation)
{
    if (orientation == HexOrientation::FlatTop)
        return {-v.q, -v.s()};
    return {v.s(), v.r};
}

} // namespace

const QString HexClipboard::MimeType = QStringLiteral("application/x-hexwright-hexes");

HexClipboard HexClipboard::copy(const HexMap &map, const QList<OffsetCoord> &hexes,
                                const QString &rulesetId)
{
    HexClipboard clipboard;
    clipboard.m_rulesetId = rulesetId;
    QList<HexCoord> axial;
    double sumQ = 0;
    double sumR = 0;
    const OffsetSystem &offsets = map.offsets();
    for (const OffsetCoord hex : hexes) {
        if (!map.contains(hex))
            continue;
        const HexCoord a = offsets.fromOffset(hex);
        axial.append(a);
        sumQ += a.q;
        sumR += a.r;
    }
    if (axial.isEmpty())
        return clipboard;
    const HexCoord centre
        = FractionalHex {sumQ / double(axial.size()), sumR / double(axial.size())}.rounded();
    const QSet<HexCoord> inside(axial.cbegin(), axial.cend());
    for (const HexCoord a : std::as_const(axial)) {
        clipboard.m_cells.append({a - centre, map.terrainAt(offsets.toOffset(a))});
        // Each link once: towards the first three directions only.
        for (int d = 1; d <= 3; ++d) {
            const HexCoord b = a.neighbor(d);
            if (inside.contains(b) && map.hasRoad(a, b))
                clipboard.m_roads.append({a - centre, b - centre});
        }
    }
    return clipboard;
}

template<typename Map> HexClipboard HexClipboard::transformed(Map map) const
{
    HexClipboard result;
    result.m_rulesetId = m_rulesetId;
    result.m_cells.reserve(m_cells.size());
    for (const Cell &cell : m_cells)
        result.m_cells.append({map(cell.offset), cell.terrain});
    result.m_roads.reserve(m_roads.size());
    for (const auto &[a, b] : m_roads)
        result.m_roads.append({map(a), map(b)});
    return result;
}

HexClipboard HexClipboard::rotated(int sixths) const
{
    return transformed([sixths](HexCoord v) { return v.rotated(HexCoord(), sixths); });
}

HexClipboard HexClipboard::mirrored(HexOrientation orientation) const
{
    return transformed([orientation](HexCoord v) { return mirroredOffset(v, orientation); });
}

QList<TerrainChange> HexClipboard::placedTerrain(const OffsetSystem &offsets,
                                                 OffsetCoord centre) const
{
    const HexCoord origin = offsets.fromOffset(centre);
    QList<TerrainChange> placed;
    placed.reserve(m_cells.size());
    for (const Cell &cell : m_cells)
        placed.append({offsets.toOffset(origin + cell.offset), cell.terrain});
    return placed;
}

QList<RoadLink> HexClipboard::placedRoads(const OffsetSystem &offsets, OffsetCoord centre) const
{
    const HexCoord origin = offsets.fromOffset(centre);
    QList<RoadLink> placed;
    placed.reserve(m_roads.size());
    for (const auto &[a, b] : m_roads)
        placed.append({offsets.toOffset(origin + a), offsets.toOffset(origin + b)});
    return placed;
}

QByteArray HexClipboard::toByteArray() const
{
    QByteArray data;
    QDataStream out(&data, QIODevice::WriteOnly);
    out.setVersion(QDataStream::Qt_6_4);
    out << StreamMagic << StreamVersion << m_rulesetId << quint32(m_cells.size());
    for (const Cell &cell : m_cells)
        out << qint32(cell.offset.q) << qint32(cell.offset.r) << cell.terrain;
    out << quint32(m_roads.size());
    for (const auto &[a, b] : m_roads)
        out << qint32(a.q) << qint32(a.r) << qint32(b.q) << qint32(b.r);
    return data;
}

std::optional<HexClipboard> HexClipboard::fromByteArray(const QByteArray &data)
{
    QDataStream in(data);
    in.setVersion(QDataStream::Qt_6_4);
    quint32 magic = 0;
    quint16 version = 0;
    HexClipboard clipboard;
    quint32 cells = 0;
    in >> magic >> version >> clipboard.m_rulesetId >> cells;
    if (magic != StreamMagic || version != StreamVersion || in.status() != QDataStream::Ok)
        return std::nullopt;
    for (quint32 i = 0; i < cells && in.status() == QDataStream::Ok; ++i) {
        qint32 q = 0;
        qint32 r = 0;
        quint8 terrain = 0;
        in >> q >> r >> terrain;
        clipboard.m_cells.append({HexCoord(q, r), terrain});
    }
    quint32 roads = 0;
    in >> roads;
    for (quint32 i = 0; i < roads && in.status() == QDataStream::Ok; ++i) {
        qint32 aq = 0;
        qint32 ar = 0;
        qint32 bq = 0;
        qint32 br = 0;
        in >> aq >> ar >> bq >> br;
        clipboard.m_roads.append({HexCoord(aq, ar), HexCoord(bq, br)});
    }
    if (in.status() != QDataStream::Ok)
        return std::nullopt;
    return clipboard;
}

} // namespace hexwright
