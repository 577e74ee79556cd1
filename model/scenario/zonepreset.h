// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace hexwright {

/**
 * A setup zone worded the way the book words it: "anywhere on Board 3", "the first two full
 * hexes along the north edge of Board 6", "the city hexes of Board 4", "on Board 6 within 4
 * hexes of Board 3", "on Board 3 at least 5 hexes from the east edge", "the map's west edge
 * row". A zone made from one keeps it (`preset:` in the file), so its hexes follow when the
 * panel layout changes; edit/zonepresets.h computes the hexes.
 *
 * A panel is named by its place in the scenario's layout (the same panel may lie on the map
 * twice): @c panel 0 is the layout's first placement, written `board: 1` in the file.
 */
struct ZonePreset
{
    enum class Kind {
        WholePanel, ///< every full hex of a panel
        PanelEdge, ///< the first @c depth full hexes along an edge of a panel
        PanelTerrain, ///< the hexes of one terrain type on a panel
        NearPanel, ///< hexes within @c distance of a panel (optionally only on another)
        MapEdge, ///< the first @c depth playable hexes along an edge of the whole map
        /// the full hexes of a panel at least @c depth hexes from one of its edges: the panel
        /// without the first @c depth hexes along that edge (the hexes along an edge touch it,
        /// 0 hexes away)
        PanelAwayFromEdge,
    };
    /// An edge as the map is drawn. The hexes along an edge follow the map's orientation:
    /// whole columns at a flat-top map's east and west edges and whole rows at a pointy-top
    /// map's north and south edges; across the other two edges, the first hexes of each
    /// column (flat-top) or row (pointy-top). See edgeRows() in zonepresets.cpp.
    enum class Edge { North, South, East, West };

    Kind kind = Kind::WholePanel;
    int panel = 0; ///< placement index in the layout
    Edge edge = Edge::North;
    int depth = 1; ///< PanelEdge, MapEdge, PanelAwayFromEdge
    QString terrain; ///< PanelTerrain: terrain id
    int distance = 1; ///< NearPanel
    int onPanel = -1; ///< NearPanel: only hexes of this placement; -1 = anywhere on the map

    /// Equal when they select the same way: fields the kind does not use are left out.
    friend bool operator==(const ZonePreset &a, const ZonePreset &b);
    friend bool operator!=(const ZonePreset &a, const ZonePreset &b) { return !(a == b); }
};

/// The file's word for @p kind ("whole_panel", "panel_edge", ...) and for @p edge.
QString zonePresetKindName(ZonePreset::Kind kind);
QString zonePresetEdgeName(ZonePreset::Edge edge);

} // namespace hexwright
