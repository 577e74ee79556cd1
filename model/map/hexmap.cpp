// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/hexmap.h"

#include "scenario/scenario.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <map>
#include <vector>

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

// One hex of a turned panel: where it lands from the panel's place, the part of it the panel
// covers and its terrain.
struct PanelCell
{
    int col = 0;
    int row = 0;
    quint8 bit = 0;
    quint8 terrain = NoTerrain;
};

std::vector<PanelCell> panelCells(const Panel &panel, int rotation)
{
    std::vector<PanelCell> cells;
    cells.reserve(size_t(panel.columns + 1) * size_t(panel.rows + 1));
    for (int row = 0; row <= panel.rows; ++row) {
        for (int col = 0; col <= panel.columns; ++col) {
            const OffsetCoord local {col, row};
            if (!panel.contains(local))
                continue;
            // Rotating the panel turns its halves round as well.
            const OffsetCoord turned = panel.rotated(local, rotation);
            cells.push_back(
                {turned.col, turned.row, coverBit(panel.coverAt(turned)), panel.terrainAt(local)});
        }
    }
    return cells;
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
    // A large map's panels bring a hundred thousand road links and more: room for them all
    // at once rather than growing the set step by step.
    qsizetype roadLinks = 0;
    for (const Placed &p : std::as_const(placed)) {
        for (const PanelRoad &road : p.panel->roads)
            roadLinks += std::max<qsizetype>(0, road.hexes.size() - 1);
    }
    map.m_roads.reserve(roadLinks);

    // Each panel's hexes as they land for a turn, worked out once per panel and turn: a
    // large layout repeats a few panels thousands of times.
    std::map<std::pair<const Panel *, int>, std::vector<PanelCell>> stamps;
    auto *cover = reinterpret_cast<quint8 *>(map.m_cover.data());
    auto *terrain = map.m_terrain.data();
    auto *bestOf = reinterpret_cast<quint8 *>(bestPriority.data());
    qint32 *placementOf = map.m_placement.data();
    for (qsizetype i = 0; i < placed.size(); ++i) {
        const Panel &panel = *placed[i].panel;
        const PanelPlacement &p = *placed[i].placement;
        std::vector<PanelCell> &cells = stamps[{&panel, p.rotation}];
        if (cells.empty())
            cells = panelCells(panel, p.rotation);
        const auto placement = qint32(std::distance(scenario.layout.data(), &p));
        for (const PanelCell &cell : cells) {
            const OffsetCoord at {p.column + cell.col, p.row + cell.row};
            const qsizetype idx = map.index(at);
            quint8 best = bestOf[idx];
            if ((cover[idx] & cell.bit & CoverWhole) != 0 && !(best & OverlapListed)) {
                map.m_overlaps.append(at);
                best |= OverlapListed;
            }
            cover[idx] |= cell.bit;
            if (priority(cell.bit) > (best & ~OverlapListed)) {
                best = quint8(priority(cell.bit) | (best & OverlapListed));
                terrain[idx] = char(cell.terrain);
                placementOf[idx] = placement;
            }
            bestOf[idx] = best;
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
        cover = reinterpret_cast<quint8 *>(map.m_cover.data());
        terrain = map.m_terrain.data();
        for (int y = 0; y < t.height; ++y) {
            const char *cells = t.cells.constData() + qsizetype(y) * t.width;
            const qsizetype first = map.index({t.origin.col, t.origin.row + y});
            for (int x = 0; x < t.width; ++x) {
                if (quint8(cells[x]) == NoTerrain)
                    continue;
                // Painting a hex off the panels makes it a whole hex of its own.
                if (cover[first + x] == 0)
                    cover[first + x] = CoverWhole;
                terrain[first + x] = cells[x];
            }
        }
    }
    map.m_panelRoads = map.m_roads;
    // The boards' printed hexsides and heights, turned with their panels, under the scenario's.
    for (const Placed &p : placed)
        map.addPanelHexsides(*p.panel, *p.placement);
    map.setHexsides(scenario.hexsides);
    map.setHeights(scenario.heights);
    map.m_labelsPerPanel = panels.labelsPerPanel;
    if (panels.labelsPerPanel) {
        // One entry per layout index, so that placementAt() finds its numbering.
        map.m_numbering.resize(scenario.layout.size());
        for (const Placed &p : placed) {
            const auto at = std::distance(scenario.layout.data(), p.placement);
            map.m_numbering[at] = {p.panel->board.isEmpty() ? p.panel->id : p.panel->board,
                                   OffsetCoord {p.placement->column, p.placement->row},
                                   p.placement->rotation, p.panel->columns, p.panel->rows};
        }
    }
    for (const RoadLink &link : scenario.roadsRemoved)
        map.setRoad(link.a, link.b, false);
    for (const RoadLink &link : scenario.roadsAdded)
        map.setRoad(link.a, link.b, true);
    const auto *covers = reinterpret_cast<const quint8 *>(map.m_cover.constData());
    map.m_playable = int(std::count_if(covers, covers + size, isWhole));
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

void HexMap::addPanelHexsides(const Panel &panel, const PanelPlacement &placement)
{
    const OffsetSystem local = panel.offsets();
    const auto toMap = [&](OffsetCoord hex) {
        const OffsetCoord turned = panel.rotated(hex, placement.rotation);
        return OffsetCoord {placement.column + turned.col, placement.row + turned.row};
    };
    for (const auto &[key, type] : panel.hexsides.sorted()) {
        const auto [a, b] = key.hexes(local);
        const OffsetCoord ma = toMap(a);
        const HexCoord step = m_offsets.fromOffset(toMap(b)) - m_offsets.fromOffset(ma);
        for (int d = 0; d < HexCoord::DirectionCount; ++d) {
            if (HexCoord::direction(d) == step)
                m_panelHexsides.set(HexsideKey::canonical(m_offsets, ma, d), type);
        }
    }
    for (const auto &[hex, height] : panel.heights.sorted())
        m_panelHeights.set(toMap(hex), height);
}

void HexMap::setHexsides(const Hexsides &scenarioHexsides)
{
    m_hexsides = m_panelHexsides;
    const auto &sides = scenarioHexsides.all();
    for (auto it = sides.cbegin(); it != sides.cend(); ++it)
        m_hexsides.set(it.key(), it.value() == ErasedHexside ? NoHexside : it.value());
}

void HexMap::setHeights(const HexHeights &scenarioHeights)
{
    m_heights = m_panelHeights;
    for (const auto &[hex, height] : scenarioHeights.sorted())
        m_heights.set(hex, height);
}

QString HexMap::panelHexLabel(OffsetCoord hex) const
{
    const int at = m_labelsPerPanel && inBounds(hex) ? placementAt(hex) : -1;
    if (at < 0 || at >= m_numbering.size())
        return label(hex);
    const PanelNumbering &n = m_numbering.at(at);
    // A turned panel keeps its own numbering: turn the hex back into the panel's frame.
    Panel frame;
    frame.orientation = m_offsets.orientation;
    frame.columns = n.columns;
    frame.rows = n.rows;
    const OffsetCoord local
        = frame.rotated({hex.col - n.origin.col, hex.row - n.origin.row}, n.rotation);
    return formatHexLabel(local, 2);
}

QString HexMap::boardName(OffsetCoord hex) const
{
    const int at = m_labelsPerPanel && inBounds(hex) ? placementAt(hex) : -1;
    return at >= 0 && at < m_numbering.size() ? m_numbering.at(at).board : QString();
}

QString HexMap::boardLabel(OffsetCoord hex) const
{
    const QString board = boardName(hex);
    if (board.isEmpty())
        return label(hex);
    return QCoreApplication::translate("HexMap", "board %1, hex %2").arg(board, panelHexLabel(hex));
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
