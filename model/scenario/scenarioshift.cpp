// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/scenarioshift.h"

#include "scenario/scenarioreader.h"
#include "scenario/victoryschema.h"

namespace hexwright {

namespace {

bool isHexParameter(const QString &kind, const QString &key)
{
    if (const VictoryKind *k = findVictoryKind(kind)) {
        for (const ParamSpec &spec : k->parameters) {
            if (key == QLatin1String(spec.key))
                return spec.type == ParamType::Hexes;
        }
    }
    return false;
}

} // namespace

bool scenarioRefersToHexes(const Scenario &s)
{
    if (!s.terrain.isEmpty() || !s.roadsAdded.isEmpty() || !s.roadsRemoved.isEmpty()
        || !s.markers.isEmpty() || !s.zones.isEmpty() || !s.hexsides.isEmpty()
        || !s.heights.isEmpty())
        return true;
    for (const ForceEntry &force : s.forces) {
        if (force.placement.kind == Placement::Kind::Hex)
            return true;
    }
    for (const Reinforcement &reinforcement : s.reinforcements) {
        if (reinforcement.entry.kind == Entry::Kind::RoadHex || reinforcement.entry.edge.anchor)
            return true;
    }
    for (const VictoryCondition &condition : s.victory) {
        for (auto it = condition.parameters.cbegin(); it != condition.parameters.cend(); ++it) {
            if (isHexParameter(condition.kind, it.key()) && !it.value().toStringList().isEmpty())
                return true;
        }
    }
    return false;
}

void shiftScenario(Scenario &s, int columns, int rows)
{
    // Even along the shifted axis, whichever that is (see the header).
    Q_ASSERT(columns % 2 == 0 || rows % 2 == 0);
    if (columns == 0 && rows == 0)
        return;
    const auto move = [columns, rows](OffsetCoord &hex) {
        hex.col += columns;
        hex.row += rows;
    };
    for (PanelPlacement &p : s.layout) {
        p.column += columns;
        p.row += rows;
    }
    if (!s.terrain.isEmpty())
        move(s.terrain.origin);
    for (QList<RoadLink> *links : {&s.roadsAdded, &s.roadsRemoved}) {
        for (RoadLink &link : *links) {
            move(link.a);
            move(link.b);
        }
    }
    // Shifts keep the shifted lines' parity, so a side keeps its direction.
    Hexsides hexsides;
    for (const auto &[key, type] : s.hexsides.sorted()) {
        HexsideKey moved = key;
        move(moved.hex);
        hexsides.set(moved, type);
    }
    s.hexsides = hexsides;
    HexHeights heights;
    for (auto [hex, height] : s.heights.sorted()) {
        move(hex);
        heights.set(hex, height);
    }
    s.heights = heights;
    for (Marker &m : s.markers)
        move(m.hex);
    for (Zone &z : s.zones) {
        for (OffsetCoord &hex : z.hexes)
            move(hex);
    }
    for (ForceEntry &f : s.forces) {
        if (f.placement.kind == Placement::Kind::Hex)
            move(f.placement.hex);
    }
    for (Reinforcement &r : s.reinforcements) {
        if (r.entry.kind == Entry::Kind::RoadHex)
            move(r.entry.hex);
        if (r.entry.edge.anchor)
            move(*r.entry.edge.anchor);
    }
    for (VictoryCondition &v : s.victory) {
        for (auto it = v.parameters.begin(); it != v.parameters.end(); ++it) {
            if (!isHexParameter(v.kind, it.key()))
                continue;
            QStringList labels = it.value().toStringList();
            for (QString &label : labels) {
                OffsetCoord hex;
                if (!parseMapHexLabel(label, &hex))
                    continue;
                move(hex);
                label = formatHexLabel(hex, hexLabelDigits(hex.col + 1, hex.row + 1));
            }
            it.value() = labels;
        }
    }
}

} // namespace hexwright
