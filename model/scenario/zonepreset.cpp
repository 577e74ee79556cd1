// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/zonepreset.h"

#include <tuple>

namespace hexwright {

bool operator==(const ZonePreset &a, const ZonePreset &b)
{
    if (a.kind != b.kind)
        return false;
    using K = ZonePreset::Kind;
    switch (a.kind) {
    case K::WholePanel:
        return a.panel == b.panel;
    case K::PanelEdge:
    case K::PanelAwayFromEdge:
        return std::tie(a.panel, a.edge, a.depth) == std::tie(b.panel, b.edge, b.depth);
    case K::PanelTerrain:
        return std::tie(a.panel, a.terrain) == std::tie(b.panel, b.terrain);
    case K::NearPanel:
        return std::tie(a.panel, a.distance, a.onPanel) == std::tie(b.panel, b.distance, b.onPanel);
    case K::MapEdge:
        return std::tie(a.edge, a.depth) == std::tie(b.edge, b.depth);
    }
    return true;
}

QString zonePresetKindName(ZonePreset::Kind kind)
{
    switch (kind) {
    case ZonePreset::Kind::WholePanel:
        return QStringLiteral("whole_board");
    case ZonePreset::Kind::PanelEdge:
        return QStringLiteral("board_edge");
    case ZonePreset::Kind::PanelTerrain:
        return QStringLiteral("board_terrain");
    case ZonePreset::Kind::NearPanel:
        return QStringLiteral("near_board");
    case ZonePreset::Kind::MapEdge:
        return QStringLiteral("map_edge");
    case ZonePreset::Kind::PanelAwayFromEdge:
        return QStringLiteral("away_from_board_edge");
    }
    return QString();
}

QString zonePresetEdgeName(ZonePreset::Edge edge)
{
    switch (edge) {
    case ZonePreset::Edge::North:
        return QStringLiteral("north");
    case ZonePreset::Edge::South:
        return QStringLiteral("south");
    case ZonePreset::Edge::East:
        return QStringLiteral("east");
    case ZonePreset::Edge::West:
        return QStringLiteral("west");
    }
    return QString();
}

} // namespace hexwright
