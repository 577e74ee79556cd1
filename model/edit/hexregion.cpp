// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/hexregion.h"

#include "hex/hexlayout.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "render/maprenderer.h"

#include <QSet>

#include <algorithm>

namespace hexwright {

bool isPaintable(const HexMap &map, OffsetCoord hex)
{
    return map.contains(hex);
}

QList<OffsetCoord> brushFootprint(const HexMap &map, OffsetCoord centre, int radius)
{
    // The map's own numbering: a hex's neighbours in offsets differ between flat-top and
    // pointy-top grids (and between the shifted and unshifted lines).
    const OffsetSystem &offsets = map.offsets();
    QList<OffsetCoord> hexes;
    for (const HexCoord hex : HexCoord::range(offsets.fromOffset(centre), std::max(0, radius))) {
        const OffsetCoord o = offsets.toOffset(hex);
        if (isPaintable(map, o))
            hexes.append(o);
    }
    return hexes;
}

QList<OffsetCoord> lineFootprint(const HexMap &map, OffsetCoord from, OffsetCoord to, int radius)
{
    const OffsetSystem &offsets = map.offsets();
    QList<OffsetCoord> hexes;
    QSet<HexCoord> seen;
    for (const HexCoord step : hexLine(offsets.fromOffset(from), offsets.fromOffset(to))) {
        for (const HexCoord hex : HexCoord::range(step, std::max(0, radius))) {
            if (seen.contains(hex))
                continue;
            seen.insert(hex);
            const OffsetCoord o = offsets.toOffset(hex);
            if (isPaintable(map, o))
                hexes.append(o);
        }
    }
    return hexes;
}

std::optional<QList<OffsetCoord>> connectedRegion(const HexMap &map, OffsetCoord start,
                                                  qsizetype limit)
{
    const OffsetSystem &offsets = map.offsets();
    QList<OffsetCoord> region;
    if (!map.contains(start))
        return region;
    const quint8 terrain = map.terrainAt(start);
    // One byte per hex of the bounding box: a 1000 x 1000 map fills in a few milliseconds.
    QByteArray visited(qsizetype(map.columns()) * map.rows(), 0);
    auto mark = [&](OffsetCoord hex) {
        const qsizetype i = qsizetype(hex.row) * map.columns() + hex.col;
        if (visited.at(i))
            return false;
        visited[i] = 1;
        return true;
    };
    mark(start);
    region.append(start);
    // The region doubles as the queue: everything before `next` has had its neighbours seen.
    for (qsizetype next = 0; next < region.size(); ++next) {
        if (limit >= 0 && region.size() > limit)
            return std::nullopt;
        const HexCoord hex = offsets.fromOffset(region.at(next));
        for (int d = 0; d < HexCoord::DirectionCount; ++d) {
            const OffsetCoord n = offsets.toOffset(hex.neighbor(d));
            if (map.contains(n) && map.terrainAt(n) == terrain && mark(n))
                region.append(n);
        }
    }
    if (limit >= 0 && region.size() > limit)
        return std::nullopt;
    return region;
}

QList<OffsetCoord> hexesInOffsetRect(const HexMap &map, OffsetCoord a, OffsetCoord b)
{
    QList<OffsetCoord> hexes;
    const int firstCol = std::max(0, std::min(a.col, b.col));
    const int lastCol = std::min(map.columns() - 1, std::max(a.col, b.col));
    const int firstRow = std::max(0, std::min(a.row, b.row));
    const int lastRow = std::min(map.rows() - 1, std::max(a.row, b.row));
    for (int col = firstCol; col <= lastCol; ++col) {
        for (int row = firstRow; row <= lastRow; ++row) {
            if (map.contains({col, row}))
                hexes.append({col, row});
        }
    }
    return hexes;
}

QList<OffsetCoord> hexesInPolygon(const MapRenderer &renderer, const QPolygonF &polygon)
{
    QList<OffsetCoord> hexes;
    if (polygon.size() < 3)
        return hexes;
    const QRectF bounds = polygon.boundingRect();
    const OffsetCoord topLeft = renderer.hexAt(bounds.topLeft());
    const OffsetCoord bottomRight = renderer.hexAt(bounds.bottomRight());
    const HexMap &map = renderer.map();
    // One hex of slack: hexAt() rounds to the nearest centre, which may lie just inside.
    for (const OffsetCoord hex : hexesInOffsetRect(map, {topLeft.col - 1, topLeft.row - 1},
                                                   {bottomRight.col + 1, bottomRight.row + 1})) {
        if (polygon.containsPoint(renderer.hexCentre(hex), Qt::WindingFill))
            hexes.append(hex);
    }
    return hexes;
}

} // namespace hexwright
