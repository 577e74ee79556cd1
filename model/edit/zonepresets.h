// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

class HexMap;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

/**
 * Setup zones made the way the book words them: "anywhere on Board 3", "the first two full
 * hexes along the north edge of Board 6", "the city hexes of Board 4", "on Board 6 within 4
 * hexes of Board 3", "the map's west edge row".
 *
 * A panel is named by its placement in the scenario's layout (the same panel may lie on the
 * map twice). A panel's hexes are its own full hexes as placed: half hexes at its edges are
 * left out even where a neighbour's half makes them whole, as the book counts "full hexes"
 * of a board. Everything is computed from the assembled map, so painted terrain counts.
 */
struct ZonePreset
{
    enum class Kind {
        WholePanel, ///< every full hex of a panel
        PanelEdge, ///< the first @c depth full hexes along an edge of a panel
        PanelTerrain, ///< the hexes of one terrain type on a panel
        NearPanel, ///< hexes within @c distance of a panel (optionally only on another)
        MapEdge, ///< the first @c depth playable hexes along an edge of the whole map
    };
    /// An edge as the map is drawn. The hexes along an edge follow the map's orientation:
    /// whole columns at a flat-top map's east and west edges and whole rows at a pointy-top
    /// map's north and south edges; across the other two edges, the first hexes of each
    /// column (flat-top) or row (pointy-top). See edgeRows() in zonepresets.cpp.
    enum class Edge { North, South, East, West };

    Kind kind = Kind::WholePanel;
    int panel = 0; ///< placement index in the layout
    Edge edge = Edge::North;
    int depth = 1; ///< PanelEdge, MapEdge
    QString terrain; ///< PanelTerrain: terrain id
    int distance = 1; ///< NearPanel
    int onPanel = -1; ///< NearPanel: only hexes of this placement; -1 = anywhere on the map
};

/// The full hexes of placement @p placement of the scenario's layout, by column then row.
QList<OffsetCoord> panelHexes(const Scenario &scenario, const PanelLibrary &panels,
                              const HexMap &map, int placement);

/// The hexes a preset selects, by column then row; empty if it names no panel of the layout.
QList<OffsetCoord> presetHexes(const ZonePreset &preset, const Scenario &scenario,
                               const PanelLibrary &panels, const HexMap &map,
                               const Ruleset &ruleset);

/// How the book would word the preset: "City hexes of Panel 4", "Panel 6 within 4 hexes of
/// Panel 3". It names the new zone.
QString presetWording(const ZonePreset &preset, const Scenario &scenario,
                      const PanelLibrary &panels, const Ruleset &ruleset);

/// The name of placement @p placement: the panel's name, with its position when the layout
/// holds the panel more than once ("Panel 4 at 0113").
QString placementName(const Scenario &scenario, const PanelLibrary &panels, int placement);

QString edgeName(ZonePreset::Edge edge);

/// Everything in the scenario that names zone @p zoneId, one readable line each: force
/// entries placed in it, reinforcements entering in it, hidden units, victory conditions.
QStringList zoneUses(const Scenario &scenario, const QString &zoneId);

/// A zone id made from @p name that no zone of @p scenario has yet ("zone", "zone-2", ...).
QString uniqueZoneId(const Scenario &scenario, const QString &name);

} // namespace hexwright
