// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/hexmap.h"

#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>

namespace hexwright {

QString mapTooLargeMessage(qint64 columns, qint64 rows)
{
    const QLocale c = QLocale::c();
    return QCoreApplication::translate("HexMap",
                                       "the map would be %1 x %2 hexes; Hexwright's maps are at "
                                       "most %3 hexes a side and %4 hexes in all")
        .arg(c.toString(columns), c.toString(rows), c.toString(MaxMapSide),
             c.toString(MaxMapHexes));
}

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

// Set in the priority of a hex already listed in HexMap::overlaps(): each hex is listed
// once, however many panels are stacked on it.
constexpr quint8 OverlapListed = 0x40;

// Which half gives a joined seam hex its terrain: the whole hex first, then the west and
// north panels (their halves are the ones on the west and north side of the cut). The rule
// is by position, never by placement order; a panel library keeps both halves of a seam
// equal (the bundled one's edge halves are all clear), so it only decides between halves
// that a hand-made library lets disagree.
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
    map.m_offsets = panels.offsets();
    struct Placed
    {
        const Panel *panel;
        const PanelPlacement *placement;
    };
    QList<Placed> placed;
    // In 64 bits, and only what keeps the map within the maximum: a place of 2^31 - 1 from
    // an edit must neither overflow nor allocate.
    qint64 columns = 0;
    qint64 rows = 0;
    for (const PanelPlacement &p : scenario.layout) {
        const Panel *panel = panels.findPanel(p.panel);
        if (!panel || p.column < 0 || p.row < 0)
            continue;
        const qint64 right = std::max(columns, qint64(p.column) + panel->columns + 1);
        const qint64 bottom = std::max(rows, qint64(p.row) + panel->rows + 1);
        if (!mapSizeAllowed(right, bottom))
            continue;
        placed.append({panel, &p});
        columns = right;
        rows = bottom;
    }
    const TerrainOverrides &t = scenario.terrain;
    bool paint = false;
    if (!t.isEmpty() && t.origin.col >= 0 && t.origin.row >= 0
        && t.cells.size() >= qsizetype(t.width) * t.height) {
        const qint64 right = std::max(columns, qint64(t.origin.col) + t.width);
        const qint64 bottom = std::max(rows, qint64(t.origin.row) + t.height);
        paint = mapSizeAllowed(right, bottom);
        if (paint) {
            columns = right;
            rows = bottom;
        }
    }
    map.m_columns = int(columns);
    map.m_rows = int(rows);
    const qsizetype size = qsizetype(columns) * rows;
    map.m_terrain = QByteArray(size, char(NoTerrain));
    map.m_cover = QByteArray(size, 0);
    map.m_placement = QVector<qint32>(size, -1);
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
                const qsizetype idx = map.index(at);
                const quint8 bit = coverBit(panel.coverAt(turned));
                quint8 best = quint8(bestPriority[idx]);
                if ((map.m_cover[idx] & bit & CoverWhole) != 0 && !(best & OverlapListed)) {
                    map.m_overlaps.append(at);
                    best |= OverlapListed;
                }
                map.m_cover[idx] = char(quint8(map.m_cover[idx]) | bit);
                if (priority(bit) > (best & ~OverlapListed)) {
                    best = quint8(priority(bit) | (best & OverlapListed));
                    map.m_terrain[idx] = char(panel.terrainAt(local));
                    map.m_placement[idx] = qint32(std::distance(scenario.layout.data(), &p));
                }
                bestPriority[idx] = char(best);
            }
        }
        for (const PanelRoad &road : panel.roads) {
            for (qsizetype k = 1; k < road.hexes.size(); ++k) {
                const OffsetCoord a = panel.rotated(road.hexes[k - 1], p.rotation);
                const OffsetCoord b = panel.rotated(road.hexes[k], p.rotation);
                HexCoord ha = map.m_offsets.fromOffset(a.col + p.column, a.row + p.row);
                HexCoord hb = map.m_offsets.fromOffset(b.col + p.column, b.row + p.row);
                if (hb < ha)
                    std::swap(ha, hb);
                map.m_roads.insert({ha, hb});
            }
        }
    }
    map.m_baseTerrain = map.m_terrain;
    map.m_baseCover = map.m_cover;
    if (paint) {
        for (int y = 0; y < t.height; ++y) {
            const char *cells = t.cells.constData() + qsizetype(y) * t.width;
            for (int x = 0; x < t.width; ++x) {
                if (quint8(cells[x]) == NoTerrain)
                    continue;
                const OffsetCoord at {t.origin.col + x, t.origin.row + y};
                const qsizetype idx = map.index(at);
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
    const qsizetype idx = index(hex);
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
    HexCoord ha = m_offsets.fromOffset(a);
    HexCoord hb = m_offsets.fromOffset(b);
    if (hb < ha)
        std::swap(ha, hb);
    if (present)
        m_roads.insert({ha, hb});
    else
        m_roads.remove({ha, hb});
}

} // namespace hexwright
