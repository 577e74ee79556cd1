// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "validation/problemsubjects.h"

#include "map/hexmap.h"
#include "scenario/scenario.h"

#include <QHash>

#include <algorithm>

namespace hexwright {

namespace {

struct Subject
{
    QString kind;
    QString id;
    QString side;
};

/// The scenario's parts by the file line they start on (parts added in the editor have none).
QHash<int, Subject> subjectsByLine(const Scenario &s, const HexMap &map)
{
    const int digits = hexLabelDigits(map.columns(), map.rows());
    QHash<int, Subject> lines;
    const auto add = [&lines](const SourcePosition &at, Subject subject) {
        if (at.line > 0 && !lines.contains(at.line))
            lines.insert(at.line, std::move(subject));
    };
    for (const ForceEntry &f : s.forces)
        add(f.position, {QStringLiteral("force"), f.id, f.side});
    for (const Zone &z : s.zones)
        add(z.position, {QStringLiteral("zone"), z.id, {}});
    for (const Reinforcement &r : s.reinforcements)
        add(r.position, {QStringLiteral("reinforcement"), r.id, r.side});
    for (const Side &side : s.sides)
        add(side.position, {QStringLiteral("side"), side.id, side.id});
    for (const Marker &m : s.markers)
        add(m.position, {QStringLiteral("marker"), formatHexLabel(m.hex, digits), {}});
    for (const VictoryCondition &v : s.victory)
        add(v.position, {QStringLiteral("victory"), v.id, {}});
    for (const HiddenUnits &h : s.hidden)
        add(h.position, {QStringLiteral("hidden"), h.id, h.side});
    return lines;
}

QString sideOf(const Scenario &s, const QString &kind, const QString &id)
{
    if (kind == QLatin1String("force")) {
        for (const ForceEntry &f : s.forces)
            if (f.id == id)
                return f.side;
    } else if (kind == QLatin1String("reinforcement")) {
        for (const Reinforcement &r : s.reinforcements)
            if (r.id == id)
                return r.side;
    } else if (kind == QLatin1String("hidden")) {
        for (const HiddenUnits &h : s.hidden)
            if (h.id == id)
                return h.side;
    } else if (kind == QLatin1String("side")) {
        return id;
    }
    return {};
}

} // namespace

QList<OffsetCoord> subjectHexes(const Scenario &s, const HexMap &map, const QString &kind,
                                const QString &id)
{
    if (kind == QLatin1String("force")) {
        for (const ForceEntry &f : s.forces)
            if (f.id == id && f.placement.kind == Placement::Kind::Hex)
                return {f.placement.hex};
    } else if (kind == QLatin1String("zone")) {
        if (const Zone *zone = s.findZone(id)) {
            QList<OffsetCoord> off;
            for (const OffsetCoord &hex : zone->hexes)
                if (!map.isPlayable(hex))
                    off.append(hex);
            return off;
        }
    } else if (kind == QLatin1String("reinforcement")) {
        for (const Reinforcement &r : s.reinforcements)
            if (r.id == id && r.entry.kind == Entry::Kind::RoadHex)
                return {r.entry.hex};
    } else if (kind == QLatin1String("marker")) {
        // Markers are named by their hex label, with as many digits as the map needs.
        OffsetCoord hex;
        if (parseHexLabel(id, std::max(2, int(id.size()) / 2), &hex))
            return {hex};
    }
    return {};
}

void completeSubjects(Diagnostics &diagnostics, const Scenario &scenario, const HexMap &map)
{
    QHash<int, Subject> lines;
    bool indexed = false;
    for (Diagnostic &d : diagnostics) {
        if (d.subjectKind.isEmpty() && d.line > 0) {
            if (!indexed) {
                lines = subjectsByLine(scenario, map);
                indexed = true;
            }
            const auto found = lines.constFind(d.line);
            if (found == lines.constEnd())
                continue;
            d.subjectKind = found->kind;
            d.subjectId = found->id;
            if (d.side.isEmpty())
                d.side = found->side;
        } else if (d.side.isEmpty() && !d.subjectKind.isEmpty()) {
            d.side = sideOf(scenario, d.subjectKind, d.subjectId);
        }
        if (d.hexes.isEmpty() && !d.subjectKind.isEmpty() && d.code == QLatin1String("hex-off-map"))
            d.hexes = subjectHexes(scenario, map, d.subjectKind, d.subjectId);
        else if (d.hexes.isEmpty() && d.subjectKind == QLatin1String("force"))
            d.hexes = subjectHexes(scenario, map, d.subjectKind, d.subjectId);
    }
}

} // namespace hexwright
