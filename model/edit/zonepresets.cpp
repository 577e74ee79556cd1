// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/zonepresets.h"

#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "scenario/victoryschema.h"

#include <QCoreApplication>
#include <QMap>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>
#include <climits>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each ZonePresets::tr() call under
/// "ZonePresets", the context the run-time lookup uses.
struct ZonePresets
{
    Q_DECLARE_TR_FUNCTIONS(ZonePresets)
};

bool byColumnThenRow(OffsetCoord a, OffsetCoord b)
{
    return a.col < b.col || (a.col == b.col && a.row < b.row);
}

/**
 * The first @p depth hexes along @p edge of the area @p hexes makes, in a grid of
 * @p orientation.
 *
 * The hexes that touch a straight edge of a hex grid make one of its lines: on a flat-top grid
 * the east and west edges run along columns and the north and south edges cut across them (a
 * row of offsets zigzags); on a pointy-top grid, the same turned a quarter, the north and south
 * edges run along rows and the east and west edges cut across them (a column zigzags). So:
 *
 * - an edge along the lines takes whole lines: the first @p depth columns (flat-top east or
 *   west) or rows (pointy-top north or south) that hold hexes of the area;
 * - an edge across the lines goes line by line, from each line's first or last hex: the top
 *   or bottom @p depth hexes of every column (flat-top north or south) or the west-most or
 *   east-most @p depth hexes of every row (pointy-top west or east), so a ragged outline
 *   keeps its shape.
 */
QList<OffsetCoord> edgeRows(const QList<OffsetCoord> &hexes, ZonePreset::Edge edge, int depth,
                            HexOrientation orientation)
{
    // A hex as (line, place along the line): (column, row) on a flat-top grid, (row, column)
    // on a pointy-top one.
    const bool pointy = orientation == HexOrientation::PointyTop;
    auto lineOf = [pointy](OffsetCoord hex) {
        return pointy ? hex.row : hex.col;
    };
    auto alongOf = [pointy](OffsetCoord hex) {
        return pointy ? hex.col : hex.row;
    };
    auto hexAt = [pointy](int line, int along) {
        return pointy ? OffsetCoord {along, line} : OffsetCoord {line, along};
    };
    const bool alongTheLines = pointy
        ? edge == ZonePreset::Edge::North || edge == ZonePreset::Edge::South
        : edge == ZonePreset::Edge::East || edge == ZonePreset::Edge::West;
    // West and north are the low end of both numberings.
    const bool lowEnd = edge == ZonePreset::Edge::North || edge == ZonePreset::Edge::West;

    QList<OffsetCoord> out;
    if (alongTheLines) {
        QList<int> lines;
        for (const OffsetCoord hex : hexes)
            lines.append(lineOf(hex));
        std::sort(lines.begin(), lines.end());
        lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
        if (lines.isEmpty())
            return out;
        const int take = std::min<int>(depth, lines.size());
        const int first = lowEnd ? lines.at(0) : lines.at(lines.size() - take);
        const int last = lowEnd ? lines.at(take - 1) : lines.last();
        for (const OffsetCoord hex : hexes) {
            if (lineOf(hex) >= first && lineOf(hex) <= last)
                out.append(hex);
        }
    } else {
        QMap<int, QList<int>> placesByLine;
        for (const OffsetCoord hex : hexes)
            placesByLine[lineOf(hex)].append(alongOf(hex));
        for (auto it = placesByLine.begin(); it != placesByLine.end(); ++it) {
            QList<int> &places = it.value();
            std::sort(places.begin(), places.end());
            const int take = std::min<int>(depth, places.size());
            for (int i = 0; i < take; ++i)
                out.append(
                    hexAt(it.key(), lowEnd ? places.at(i) : places.at(places.size() - 1 - i)));
        }
    }
    std::sort(out.begin(), out.end(), byColumnThenRow);
    return out;
}

QList<OffsetCoord> playableHexes(const HexMap &map)
{
    QList<OffsetCoord> out;
    for (int col = 0; col < map.columns(); ++col) {
        for (int row = 0; row < map.rows(); ++row) {
            if (map.isPlayable({col, row}))
                out.append({col, row});
        }
    }
    return out;
}

QList<OffsetCoord> nearPanel(const ZonePreset &preset, const Scenario &scenario,
                             const PanelLibrary &panels, const HexMap &map)
{
    const QList<OffsetCoord> source = panelHexes(scenario, panels, map, preset.panel);
    if (source.isEmpty())
        return {};
    const OffsetSystem &offsets = map.offsets();
    QSet<HexCoord> own;
    QList<HexCoord> axial;
    int left = INT_MAX, right = INT_MIN, top = INT_MAX, bottom = INT_MIN;
    for (const OffsetCoord hex : source) {
        const HexCoord a = offsets.fromOffset(hex);
        own.insert(a);
        axial.append(a);
        left = std::min(left, hex.col);
        right = std::max(right, hex.col);
        top = std::min(top, hex.row);
        bottom = std::max(bottom, hex.row);
    }
    QList<OffsetCoord> candidates;
    if (preset.onPanel >= 0) {
        candidates = panelHexes(scenario, panels, map, preset.onPanel);
    } else {
        // A hex N steps away lies at most N columns and N rows off the panel's box, in
        // either orientation; one more each way for slack.
        const int d = std::max(0, preset.distance);
        for (int col = left - d - 1; col <= right + d + 1; ++col) {
            for (int row = top - d - 1; row <= bottom + d + 1; ++row) {
                if (map.isPlayable({col, row}))
                    candidates.append({col, row});
            }
        }
    }
    QList<OffsetCoord> out;
    for (const OffsetCoord hex : candidates) {
        const HexCoord a = offsets.fromOffset(hex);
        if (own.contains(a))
            continue;
        // Cheap test on the box first: most candidates of a large "on panel" are far away.
        if (hex.col < left - preset.distance - 1 || hex.col > right + preset.distance + 1
            || hex.row < top - preset.distance - 1 || hex.row > bottom + preset.distance + 1)
            continue;
        for (const HexCoord b : std::as_const(axial)) {
            if (HexCoord::distance(a, b) <= preset.distance) {
                out.append(hex);
                break;
            }
        }
    }
    std::sort(out.begin(), out.end(), byColumnThenRow);
    return out;
}

} // namespace

QList<OffsetCoord> panelHexes(const Scenario &scenario, const PanelLibrary &panels,
                              const HexMap &map, int placement)
{
    if (placement < 0 || placement >= scenario.layout.size())
        return {};
    const PanelPlacement &p = scenario.layout.at(placement);
    const Panel *panel = panels.findPanel(p.panel);
    if (!panel)
        return {};
    // The cut is symmetric under a half turn, so the full hexes are the same either way.
    QList<OffsetCoord> out;
    for (int col = 0; col <= panel->columns; ++col) {
        for (int row = 0; row <= panel->rows; ++row) {
            if (!panel->isInterior({col, row}))
                continue;
            const OffsetCoord hex {p.column + col, p.row + row};
            if (map.isPlayable(hex))
                out.append(hex);
        }
    }
    return out;
}

QList<OffsetCoord> presetHexes(const ZonePreset &preset, const Scenario &scenario,
                               const PanelLibrary &panels, const HexMap &map,
                               const Ruleset &ruleset)
{
    switch (preset.kind) {
    case ZonePreset::Kind::WholePanel:
        return panelHexes(scenario, panels, map, preset.panel);
    case ZonePreset::Kind::PanelEdge:
        return edgeRows(panelHexes(scenario, panels, map, preset.panel), preset.edge, preset.depth,
                        map.orientation());
    case ZonePreset::Kind::PanelTerrain: {
        QList<OffsetCoord> out;
        const auto index
            = std::find_if(ruleset.terrain.begin(), ruleset.terrain.end(),
                           [&preset](const TerrainType &t) { return t.id == preset.terrain; })
            - ruleset.terrain.begin();
        if (index >= ruleset.terrain.size())
            return out;
        for (const OffsetCoord hex : panelHexes(scenario, panels, map, preset.panel)) {
            if (map.terrainAt(hex) == index)
                out.append(hex);
        }
        return out;
    }
    case ZonePreset::Kind::NearPanel:
        return nearPanel(preset, scenario, panels, map);
    case ZonePreset::Kind::MapEdge:
        return edgeRows(playableHexes(map), preset.edge, preset.depth, map.orientation());
    case ZonePreset::Kind::PanelAwayFromEdge: {
        const QList<OffsetCoord> panel = panelHexes(scenario, panels, map, preset.panel);
        return subtractHexes(panel, edgeRows(panel, preset.edge, preset.depth, map.orientation()));
    }
    }
    return {};
}

QString edgeName(ZonePreset::Edge edge)
{
    switch (edge) {
    case ZonePreset::Edge::North:
        return ZonePresets::tr("north");
    case ZonePreset::Edge::South:
        return ZonePresets::tr("south");
    case ZonePreset::Edge::East:
        return ZonePresets::tr("east");
    case ZonePreset::Edge::West:
        return ZonePresets::tr("west");
    }
    return QString();
}

QString placementName(const Scenario &scenario, const PanelLibrary &panels, int placement)
{
    if (placement < 0 || placement >= scenario.layout.size())
        return ZonePresets::tr("(no panel)");
    const PanelPlacement &p = scenario.layout.at(placement);
    const Panel *panel = panels.findPanel(p.panel);
    const QString name = panel && !panel->name.isEmpty() ? panel->name : p.panel;
    const auto copies = std::count_if(scenario.layout.begin(), scenario.layout.end(),
                                      [&p](const PanelPlacement &o) { return o.panel == p.panel; });
    if (copies < 2)
        return name;
    return ZonePresets::tr("%1 at %2")
        .arg(name, formatHexLabel({p.column, p.row}, labelDigits(scenario, &panels)));
}

QString presetWording(const ZonePreset &preset, const Scenario &scenario,
                      const PanelLibrary &panels, const Ruleset &ruleset)
{
    const QString panel = placementName(scenario, panels, preset.panel);
    switch (preset.kind) {
    case ZonePreset::Kind::WholePanel:
        return ZonePresets::tr("Anywhere on %1").arg(panel);
    case ZonePreset::Kind::PanelEdge:
        if (preset.depth == 1)
            return ZonePresets::tr("The first full hexes along the %1 edge of %2")
                .arg(edgeName(preset.edge), panel);
        return ZonePresets::tr("The first %1 full hexes along the %2 edge of %3")
            .arg(preset.depth)
            .arg(edgeName(preset.edge), panel);
    case ZonePreset::Kind::PanelTerrain: {
        const TerrainType *terrain = ruleset.findTerrain(preset.terrain);
        return ZonePresets::tr("%1 hexes of %2")
            .arg(terrain ? terrain->name : preset.terrain, panel);
    }
    case ZonePreset::Kind::NearPanel:
        if (preset.onPanel >= 0)
            return ZonePresets::tr("On %1 within %2 hexes of %3")
                .arg(placementName(scenario, panels, preset.onPanel))
                .arg(preset.distance)
                .arg(panel);
        return ZonePresets::tr("Within %1 hexes of %2").arg(preset.distance).arg(panel);
    case ZonePreset::Kind::MapEdge:
        if (preset.depth == 1)
            return ZonePresets::tr("The first full hexes along the map's %1 edge")
                .arg(edgeName(preset.edge));
        return ZonePresets::tr("The first %1 full hexes along the map's %2 edge")
            .arg(preset.depth)
            .arg(edgeName(preset.edge));
    case ZonePreset::Kind::PanelAwayFromEdge:
        return ZonePresets::tr("On %1 at least %2 hexes from its %3 edge")
            .arg(panel)
            .arg(preset.depth)
            .arg(edgeName(preset.edge));
    }
    return QString();
}

QList<OffsetCoord> subtractHexes(const QList<OffsetCoord> &from, const QList<OffsetCoord> &subtract)
{
    auto key = [](OffsetCoord hex) {
        return (quint64(quint32(hex.col)) << 32) | quint32(hex.row);
    };
    QSet<quint64> away;
    away.reserve(subtract.size());
    for (const OffsetCoord hex : subtract)
        away.insert(key(hex));
    QList<OffsetCoord> out;
    out.reserve(from.size());
    for (const OffsetCoord hex : from) {
        if (!away.contains(key(hex)))
            out.append(hex);
    }
    return out;
}

QList<Zone> zonesFollowingPresets(const Scenario &scenario, const PanelLibrary &panels,
                                  const HexMap &map, const Ruleset &ruleset)
{
    QList<Zone> zones = scenario.zones;
    for (Zone &zone : zones) {
        if (!zone.preset)
            continue;
        const ZonePreset &preset = *zone.preset;
        const bool named = preset.kind == ZonePreset::Kind::MapEdge
            || (preset.panel >= 0 && preset.panel < scenario.layout.size()
                && (preset.onPanel < scenario.layout.size()));
        if (!named)
            continue;
        QList<OffsetCoord> hexes = presetHexes(preset, scenario, panels, map, ruleset);
        if (!hexes.isEmpty())
            zone.hexes = std::move(hexes);
    }
    return zones;
}

bool hasPresetZones(const Scenario &scenario)
{
    return std::any_of(scenario.zones.begin(), scenario.zones.end(),
                       [](const Zone &zone) { return zone.preset.has_value(); });
}

QList<Zone> zonesFollowingLayout(const Scenario &scenario, const PanelLibrary &panels,
                                 const Ruleset &ruleset)
{
    if (!hasPresetZones(scenario) || scenario.table)
        return scenario.zones;
    const HexMap map = HexMap::compose(scenario, panels);
    return zonesFollowingPresets(scenario, panels, map, ruleset);
}

QStringList zoneUses(const Scenario &scenario, const QString &zoneId)
{
    QStringList uses;
    for (const Side &side : scenario.sides) {
        if (side.defaultZone == zoneId)
            uses.append(ZonePresets::tr("side %1 sets up in it by default").arg(side.id));
    }
    for (const ForceEntry &force : scenario.forces) {
        if (force.placement.kind == Placement::Kind::Zone && force.placement.zone == zoneId)
            uses.append(ZonePresets::tr("force entry %1 sets up in it").arg(force.id));
    }
    for (const Reinforcement &r : scenario.reinforcements) {
        if ((r.entry.kind == Entry::Kind::Zone || r.entry.kind == Entry::Kind::Paradrop)
            && r.entry.zone == zoneId)
            uses.append(ZonePresets::tr("reinforcement %1 enters in it").arg(r.id));
    }
    for (const HiddenUnits &h : scenario.hidden) {
        if (h.zone == zoneId)
            uses.append(ZonePresets::tr("hidden units %1 are hidden in it").arg(h.id));
    }
    for (const VictoryCondition &v : scenario.victory) {
        const VictoryKind *kind = findVictoryKind(v.kind);
        if (!kind)
            continue;
        bool names = false;
        for (const ParamSpec &spec : kind->parameters) {
            const QVariant value = v.parameters.value(QString::fromLatin1(spec.key));
            if (spec.type == ParamType::Zone)
                names |= value.toString() == zoneId;
            else if (spec.type == ParamType::Zones)
                names |= value.toStringList().contains(zoneId);
            else if (spec.type == ParamType::SideZones) {
                const QVariantMap map = value.toMap();
                for (const QVariant &zone : map)
                    names |= zone.toString() == zoneId;
            }
        }
        if (names)
            uses.append(ZonePresets::tr("victory condition %1 names it").arg(v.id));
    }
    return uses;
}

QString uniqueZoneId(const Scenario &scenario, const QString &name)
{
    QString base = name.toLower();
    base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    base.remove(QRegularExpression(QStringLiteral("^-+|-+$")));
    if (base.isEmpty())
        base = QStringLiteral("zone");
    if (base.size() > 40)
        base = base.left(40).remove(QRegularExpression(QStringLiteral("-+$")));
    return uniqueId(base, scenario.zoneIds());
}

} // namespace hexwright
