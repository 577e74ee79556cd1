// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "map/hexmap.h"

#include <QHash>
#include <QSet>
#include <QString>

#include <memory>
#include <vector>

namespace hexwright {

struct Ruleset;
struct Scenario;
struct TerrainType;

namespace rules {

/**
 * The ground the rules look at: the assembled map's terrain and roads plus the markers that
 * change the rules during play (rubble, fortresses) and terrain that play has changed (a
 * rubbled bridge is river from then on, §3.16).
 *
 * All coordinates are axial HexCoord; the map's offset numbering stays inside. Keeps a
 * pointer to the ruleset, which must outlive it; the map is copied (implicitly shared).
 * The engine keeps one in its game state and calls applyRubble() as rubble goes down.
 */
class Battlefield
{
public:
    Battlefield(const Ruleset &ruleset, const HexMap &map);
    /// The map with the scenario's rubble and fortress markers.
    static Battlefield fromScenario(const Ruleset &ruleset, const HexMap &map,
                                    const Scenario &scenario);

    const Ruleset &ruleset() const { return *m_ruleset; }
    const HexMap &map() const { return m_map; }

    bool contains(HexCoord hex) const;
    /// A whole hex (half hexes at the outer edge are not playable, §1).
    bool isPlayable(HexCoord hex) const;
    /// The hex's terrain (after any change in play), or null off the map.
    const TerrainType *terrain(HexCoord hex) const;
    /// Terrain id, or empty off the map.
    QString terrainId(HexCoord hex) const;
    /// Whether a road runs from @p a to the adjacent hex @p b.
    bool hasRoad(HexCoord a, HexCoord b) const
    {
        if (m_grid) {
            // The direction from a to b by its step (HexCoord::direction()): -1 when not
            // adjacent.
            static constexpr int ByStep[3][3] = {{-1, 5, 4}, {0, -1, 3}, {1, 2, -1}};
            const int dq = b.q - a.q;
            const int dr = b.r - a.r;
            const qsizetype cell = m_grid->cellOf(a);
            if (cell >= 0 && dq >= -1 && dq <= 1 && dr >= -1 && dr <= 1) {
                const int d = ByStep[dq + 1][dr + 1];
                if (d >= 0)
                    return (m_grid->cells[size_t(cell)] >> (RoadShift + d)) & 1u;
            }
        }
        return mapHasRoad(a, b);
    }
    /// Whether any road runs through @p hex.
    bool isRoadHex(HexCoord hex) const;
    /// Index of the hex's terrain in ruleset().terrain (after any change in play), or -1 off
    /// the map.
    int terrainIndex(HexCoord hex) const;
    /// terrainIndex() of a playable hex, -1 for one that is not (isPlayable()): one look-up
    /// in the flat table (the movement search asks it of every hex it looks at).
    int playableTerrainIndex(HexCoord hex) const
    {
        if (m_grid && m_terrainOverride.isEmpty()) {
            const qsizetype cell = m_grid->cellOf(hex);
            if (cell < 0)
                return -1;
            const quint16 c = m_grid->cells[size_t(cell)];
            if ((c & PlayableBit) == 0)
                return -1;
            const int t = c & 0xFF;
            return t < m_grid->terrainCount ? t : -1;
        }
        return isPlayable(hex) ? terrainIndex(hex) : -1;
    }

    /**
     * Builds a flat table of the map's hexes (terrain, playable, roads by direction), so the
     * queries above answer without converting coordinates or hashing; shared by every copy
     * made afterwards. Only a speed-up: every answer is the same with or without it. The
     * engine prepares the one field its games start from (GameContext).
     */
    void prepareLookups();
    /// The number of cells of the flat table (prepareLookups()), 0 without one.
    qsizetype cellCount() const { return m_grid ? qsizetype(m_grid->cells.size()) : 0; }
    /// The cell of @p hex in that table (0 .. cellCount() - 1), or -1 outside it or without
    /// one: a flat index by hex for the engine's own tables.
    qsizetype cellOf(HexCoord hex) const { return m_grid ? m_grid->cellOf(hex) : -1; }

    bool hasRubble(HexCoord hex) const { return !m_rubble.isEmpty() && m_rubble.contains(hex); }
    bool hasFortress(HexCoord hex) const
    {
        return !m_fortresses.isEmpty() && m_fortresses.contains(hex);
    }
    void setRubble(HexCoord hex, bool present);
    void setFortress(HexCoord hex, bool present);
    /// Replaces the terrain of @p hex for the rest of the game (by terrain id).
    void setTerrain(HexCoord hex, const QString &terrainId);

    /**
     * Rubbles @p hex (§3.16): rubble on terrain that can be rubbled; a bridge becomes river
     * (its rubbledBecomes terrain, with no marker); a fortress is removed. Does nothing on
     * swamp, lake or river. Returns whether anything changed.
     */
    bool applyRubble(HexCoord hex);

private:
    /// hasRoad() without the flat table: the map's roads.
    bool mapHasRoad(HexCoord a, HexCoord b) const;

    /// The map's hexes by axial coordinates within their bounding box (prepareLookups()).
    struct Grid
    {
        int minQ = 0;
        int minR = 0;
        int width = 0;
        int height = 0;
        /// Per hex: bits 0-7 the map's terrain index (NoTerrain off the map), bit 8 playable,
        /// bits 9-14 a road towards direction 0-5.
        std::vector<quint16> cells;
        int terrainCount = 0; ///< the ruleset's terrain types: an index past them is none

        /// The cell of @p hex, or -1 outside the box.
        qsizetype cellOf(HexCoord hex) const
        {
            const int q = hex.q - minQ;
            const int r = hex.r - minR;
            if (q < 0 || r < 0 || q >= width || r >= height)
                return -1;
            return qsizetype(r) * width + q;
        }
    };
    static constexpr quint16 PlayableBit = 0x100;
    static constexpr int RoadShift = 9;

    const Ruleset *m_ruleset;
    std::shared_ptr<const Grid> m_grid;
    HexMap m_map;
    QSet<HexCoord> m_rubble;
    QSet<HexCoord> m_fortresses;
    QHash<HexCoord, int> m_terrainOverride; ///< index into ruleset().terrain
};

} // namespace rules
} // namespace hexwright
