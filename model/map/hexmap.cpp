// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/hexmap.h"

#include "scenario/scenario.h"

#include <algorithm>

namespace hexwright {

namespace {

// Coverage bits. A hex is whole when some panel covers all of it, or when two halves from
// neighbouring panels meet at a seam.
enum CoverBit : quint8 {
    CoverWhole = 0x01,
    CoverEast = 0x02,
    CoverWest = 0x04,
    CoverSouth = 0x08,
    CoverNorth = 0x10,
};

quint8 coverBit(HexCover cover)
{
    switch (cover) {
    case HexCover::Whole:
        return CoverWhole;
    case HexCover::EastHalf:
        return CoverEast;
    case HexCover::WestHalf:
        return CoverWest;
    case HexCover::SouthHalf:
        return CoverSouth;
    case HexCover::NorthHalf:
        return CoverNorth;
    }
    return 0;
}

// Which half gives a joined seam hex its terrain: the whole hex first, then the west and
// north panels (their halves are the ones on the west and north side of the cut).
int priority(quint8 bit)
{
    switch (bit) {
    case CoverWhole:
        return 5;
    case CoverWest:
        return 4;
    case CoverNorth:
        return 3;
    case CoverEast:
        return 2;
    case CoverSouth:
        return 1;
    default:
        return 0;
    }
}

bool isWhole(quint8 bits)
{
    return (bits & CoverWhole) || ((bits & CoverEast) && (bits & CoverWest))
        || ((bits & CoverNorth) && (bits & CoverSouth));
}

} // namespace

HexMap HexMap::compose(const Scenario &scenario, const PanelLibrary &panels)
{
    HexMap map;
    struct Placed
    {
        const Panel *panel;
        const PanelPlacement *placement;
    };
    QList<Placed> placed;
    for (const PanelPlacement &p : scenario.layout) {
        if (const Panel *panel = panels.findPanel(p.panel)) {
            placed.append({panel, &p});
            map.m_columns = std::max(map.m_columns, p.column + panel->columns + 1);
            map.m_rows = std::max(map.m_rows, p.row + panel->rows + 1);
        }
    }
    const TerrainOverrides &t = scenario.terrain;
    if (!t.isEmpty()) {
        map.m_columns = std::max(map.m_columns, t.origin.col + t.width);
        map.m_rows = std::max(map.m_rows, t.origin.row + t.height);
    }
    const qsizetype size = qsizetype(map.m_columns) * map.m_rows;
    map.m_terrain = QByteArray(size, char(NoTerrain));
    map.m_cover = QByteArray(size, 0);
    map.m_placement = QVector<qint16>(size, -1);
    QByteArray bestPriority(size, 0);

    for (qsizetype i = 0; i < placed.size(); ++i) {
        const Panel &panel = *placed[i].panel;
        const PanelPlacement &p = *placed[i].placement;
        for (int row = 0; row <= panel.rows; ++row) {
            for (int col = 0; col <= panel.columns; ++col) {
                const OffsetCoord local {col, row};
                if (!panel.contains(local))
                    continue;
                // Rotating the panel turns its halves round as well.
                const OffsetCoord turned = panel.rotated(local, p.rotation);
                const OffsetCoord at {p.column + turned.col, p.row + turned.row};
                const int idx = map.index(at);
                const quint8 bit = coverBit(panel.coverAt(turned));
                if ((map.m_cover[idx] & bit & CoverWhole) != 0)
                    map.m_overlaps.append(at);
                map.m_cover[idx] = char(quint8(map.m_cover[idx]) | bit);
                if (priority(bit) > bestPriority[idx]) {
                    bestPriority[idx] = char(priority(bit));
                    map.m_terrain[idx] = char(panel.terrainAt(local));
                    map.m_placement[idx] = qint16(std::distance(scenario.layout.data(), &p));
                }
            }
        }
        for (const PanelRoad &road : panel.roads) {
            for (qsizetype k = 1; k < road.hexes.size(); ++k) {
                const OffsetCoord a = panel.rotated(road.hexes[k - 1], p.rotation);
                const OffsetCoord b = panel.rotated(road.hexes[k], p.rotation);
                HexCoord ha = Offsets.fromOffset(a.col + p.column, a.row + p.row);
                HexCoord hb = Offsets.fromOffset(b.col + p.column, b.row + p.row);
                if (hb < ha)
                    std::swap(ha, hb);
                map.m_roads.insert({ha, hb});
            }
        }
    }
    map.m_baseTerrain = map.m_terrain;
    map.m_baseCover = map.m_cover;
    if (!t.isEmpty()) {
        for (int y = 0; y < t.height; ++y) {
            const char *cells = t.cells.constData() + qsizetype(y) * t.width;
            for (int x = 0; x < t.width; ++x) {
                if (quint8(cells[x]) == NoTerrain)
                    continue;
                const OffsetCoord at {t.origin.col + x, t.origin.row + y};
                const int idx = map.index(at);
                // Painting a hex off the panels makes it a whole hex of its own.
                if (quint8(map.m_cover[idx]) == 0)
                    map.m_cover[idx] = char(CoverWhole);
                map.m_terrain[idx] = cells[x];
            }
        }
    }
    map.m_panelRoads = map.m_roads;
    for (const RoadLink &link : scenario.roadsRemoved)
        map.setRoad(link.a, link.b, false);
    for (const RoadLink &link : scenario.roadsAdded)
        map.setRoad(link.a, link.b, true);
    for (qsizetype i = 0; i < size; ++i) {
        if (isWhole(quint8(map.m_cover[i])))
            ++map.m_playable;
    }
    return map;
}

int HexMap::labelDigits() const
{
    return hexLabelDigits(m_columns, m_rows);
}

QString HexMap::label(OffsetCoord hex) const
{
    return formatHexLabel(hex, labelDigits());
}

bool HexMap::contains(OffsetCoord hex) const
{
    return hex.col >= 0 && hex.row >= 0 && hex.col < m_columns && hex.row < m_rows
        && m_cover.at(index(hex)) != 0;
}

bool HexMap::isPlayable(OffsetCoord hex) const
{
    return contains(hex) && isWhole(quint8(m_cover.at(index(hex))));
}

quint8 HexMap::terrainAt(OffsetCoord hex) const
{
    return contains(hex) ? quint8(m_terrain.at(index(hex))) : NoTerrain;
}

int HexMap::placementAt(OffsetCoord hex) const
{
    return contains(hex) ? m_placement.at(index(hex)) : -1;
}

bool HexMap::panelsHaveRoad(HexCoord a, HexCoord b) const
{
    if (b < a)
        std::swap(a, b);
    return m_panelRoads.contains({a, b});
}

bool HexMap::hasRoad(HexCoord a, HexCoord b) const
{
    if (b < a)
        std::swap(a, b);
    return m_roads.contains({a, b});
}

quint8 HexMap::baseTerrainAt(OffsetCoord hex) const
{
    return inBounds(hex) ? quint8(m_baseTerrain.at(index(hex))) : NoTerrain;
}

void HexMap::applyOverride(OffsetCoord hex, quint8 terrain)
{
    if (!inBounds(hex))
        return;
    const int idx = index(hex);
    const bool wasWhole = isWhole(quint8(m_cover.at(idx)));
    if (terrain == NoTerrain) {
        m_terrain[idx] = m_baseTerrain.at(idx);
        m_cover[idx] = m_baseCover.at(idx);
    } else {
        m_terrain[idx] = char(terrain);
        if (quint8(m_baseCover.at(idx)) == 0)
            m_cover[idx] = char(CoverWhole);
    }
    m_playable += int(isWhole(quint8(m_cover.at(idx)))) - int(wasWhole);
}

void HexMap::setRoad(OffsetCoord a, OffsetCoord b, bool present)
{
    HexCoord ha = Offsets.fromOffset(a);
    HexCoord hb = Offsets.fromOffset(b);
    if (hb < ha)
        std::swap(ha, hb);
    if (present)
        m_roads.insert({ha, hb});
    else
        m_roads.remove({ha, hb});
}

} // namespace hexwright
