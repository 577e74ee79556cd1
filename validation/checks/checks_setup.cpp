// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks of the set-up: terrain the units may stand in, fortresses and stacking.

#include "checks/checks_context_p.h"

#include <map>
#include <tuple>

namespace hexwright {

namespace {

using HexKey = std::pair<int, int>;

HexKey keyOf(OffsetCoord hex)
{
    return {hex.col, hex.row};
}

/// "city, swamp, lake or river"
QString orList(QStringList items)
{
    if (items.size() < 2)
        return items.join(QString());
    const QString last = items.takeLast();
    return QCoreApplication::translate("ScenarioChecker", "%1 or %2")
        .arg(items.join(QStringLiteral(", ")), last);
}

/// "its 1 playable hex holds", "its 4 playable hexes hold"
QString playableHexesText(int n)
{
    return n == 1
        ? QCoreApplication::translate("ScenarioChecker", "its 1 playable hex holds")
        : QCoreApplication::translate("ScenarioChecker", "its %1 playable hexes hold").arg(n);
}

} // namespace

void ScenarioChecker::checkSetupTerrain()
{
    auto className = [&](const QString &unitType) {
        const UnitType *type = m_rules.findUnitType(unitType);
        const QString id = type ? type->movementClass : QString();
        for (const MovementClass &c : m_rules.movementClasses) {
            if (c.id == id)
                return c.name.toLower();
        }
        return id;
    };
    for (const ForceEntry &f : m_s.forces) {
        const bool fortress = isFortress(f.unitType);
        const char *code = fortress ? "fortress-terrain" : "setup-terrain";
        if (f.placement.kind == Placement::Kind::Hex) {
            const OffsetCoord hex = f.placement.hex;
            if (!m_map.isPlayable(hex)) {
                report("hex-off-map", f.position, forceSubject(f),
                       m_map.contains(hex)
                           ? tr("%1: %2 is placed at %3, a half hex at the edge of the map, "
                                "which is not playable")
                                 .arg(sideName(f.side), forceName(f), label(hex))
                           : tr("%1: %2 is placed at %3, which is not on the map")
                                 .arg(sideName(f.side), forceName(f), label(hex)),
                       {hex});
            } else if (!mayStandIn(f.unitType, hex)) {
                report(code, f.position, forceSubject(f),
                       fortress
                           ? tr("%1: %2 is placed at %3 in %4, where no fortress may stand")
                                 .arg(sideName(f.side), forceName(f), label(hex), terrainName(hex))
                           : tr("%1: %2 is placed at %3 in %4, which %5 units may not enter")
                                 .arg(sideName(f.side), forceName(f), label(hex), terrainName(hex),
                                      className(f.unitType)),
                       {hex});
            }
        } else if (f.placement.kind == Placement::Kind::Zone) {
            const QList<OffsetCoord> hexes = playableHexes(f.placement.zone);
            QList<OffsetCoord> barred;
            QStringList terrains;
            for (OffsetCoord hex : hexes) {
                if (!mayStandIn(f.unitType, hex)) {
                    barred.append(hex);
                    if (!terrains.contains(terrainName(hex)))
                        terrains.append(terrainName(hex));
                }
            }
            if (barred.isEmpty())
                continue;
            if (barred.size() == hexes.size())
                report(code, f.position, forceSubject(f),
                       tr("%1: %2 sets up in zone '%3', but %4 only %5, where it may not "
                          "stand")
                           .arg(sideName(f.side), forceName(f), f.placement.zone,
                                hexes.size() == 1 ? tr("its playable hex is")
                                                  : tr("its playable hexes are"),
                                orList(terrains)),
                       barred);
            else
                report("setup-zone-terrain", f.position, forceSubject(f),
                       tr("%1: %2 may not use %3 of the %4 playable hexes of zone '%5' (%6)")
                           .arg(sideName(f.side), forceName(f))
                           .arg(barred.size())
                           .arg(hexes.size())
                           .arg(f.placement.zone, terrains.join(QStringLiteral(", "))),
                       barred);
        }
    }
}

void ScenarioChecker::checkFortresses()
{
    const FortressRules &rules = m_rules.fortress;
    QStringList forbidden;
    for (const QString &id : rules.forbiddenTerrain) {
        const TerrainType *t = m_rules.findTerrain(id);
        forbidden.append(t ? t->name.toLower() : id);
    }
    struct Fortress
    {
        SourcePosition position;
        CheckSubject subject;
        QString what;
    };
    std::map<HexKey, QList<Fortress>> fortresses;
    for (const Marker &m : m_s.markers) {
        if (m.kind != QLatin1String("fortress") || !m_map.isPlayable(m.hex))
            continue;
        const CheckSubject subject {QString(), QStringLiteral("marker"), label(m.hex)};
        fortresses[keyOf(m.hex)].append({m.position, subject, tr("fortress marker")});
        if (!fortressAllowedIn(m.hex))
            report("fortress-terrain", m.position, subject,
                   tr("fortress marker at %1 is in %2; no fortress may stand in %3")
                       .arg(label(m.hex), terrainName(m.hex), orList(forbidden)),
                   {m.hex});
    }
    for (const ForceEntry &f : m_s.forces) {
        if (f.placement.kind != Placement::Kind::Hex || !isFortress(f.unitType)
            || !m_map.isPlayable(f.placement.hex))
            continue;
        for (int i = 0; i < f.count; ++i)
            fortresses[keyOf(f.placement.hex)].append(
                {f.position, forceSubject(f), tr("%1's fortress").arg(sideName(f.side))});
    }
    const int perHex = std::max(1, rules.perHex);
    for (const auto &[key, list] : fortresses) {
        const OffsetCoord hex {key.first, key.second};
        if (list.size() > perHex) {
            const Fortress &extra = list.at(perHex);
            report("fortress-per-hex", extra.position, extra.subject,
                   tr("%1 fortresses at %2; a hex may hold only %3")
                       .arg(list.size())
                       .arg(label(hex))
                       .arg(perHex),
                   {hex});
        }
        if (rules.capacity <= 0)
            continue;
        int inside = 0;
        QStringList entries;
        const ForceEntry *over = nullptr;
        for (const ForceEntry &f : m_s.forces) {
            if (f.placement.kind != Placement::Kind::Hex || f.placement.hex != hex
                || isFortress(f.unitType))
                continue;
            inside += f.count;
            entries.append(f.id);
            if (inside > rules.capacity && !over)
                over = &f;
        }
        if (over)
            report("fortress-capacity", over->position, forceSubject(*over),
                   tr("%1 units inside the fortress at %2 (%3), more than the %4 a fortress "
                      "holds")
                       .arg(inside)
                       .arg(label(hex), entries.join(QStringLiteral(", ")))
                       .arg(rules.capacity),
                   {hex});
    }
}

void ScenarioChecker::checkStacking()
{
    const int limit = m_rules.stacking.countersPerPlayerPerHex;
    if (limit <= 0)
        return;
    const QMap<QString, int> groups = stackingGroups();
    struct Stack
    {
        int counters = 0;
        QStringList entries;
        const ForceEntry *first = nullptr;
    };
    std::map<std::tuple<int, int, int>, Stack> stacks;
    std::map<std::pair<int, QString>, Stack> zones;
    for (const ForceEntry &f : m_s.forces) {
        // Fortresses are terrain for stacking: the units inside them are what counts.
        if (isFortress(f.unitType))
            continue;
        const int group = groups.value(f.colour, -1);
        Stack *stack = nullptr;
        if (f.placement.kind == Placement::Kind::Hex && m_map.isPlayable(f.placement.hex))
            stack = &stacks[{group, f.placement.hex.col, f.placement.hex.row}];
        else if (f.placement.kind == Placement::Kind::Zone)
            stack = &zones[{group, f.placement.zone}];
        if (!stack)
            continue;
        stack->counters += f.count;
        stack->entries.append(f.id);
        if (!stack->first)
            stack->first = &f;
    }
    for (const auto &[key, stack] : stacks) {
        if (stack.counters <= limit)
            continue;
        const OffsetCoord hex {std::get<1>(key), std::get<2>(key)};
        const ForceEntry &f = *stack.first;
        report("stacking-limit", f.position, forceSubject(f),
               tr("%1: %2 counters at %3 (%4), more than the %5 one player may stack in a hex")
                   .arg(sideName(f.side))
                   .arg(stack.counters)
                   .arg(label(hex), stack.entries.join(QStringLiteral(", ")))
                   .arg(limit),
               {hex});
    }
    for (const auto &[key, stack] : zones) {
        const QList<OffsetCoord> hexes = playableHexes(key.second);
        if (hexes.isEmpty() || stack.counters <= limit * int(hexes.size()))
            continue;
        const ForceEntry &f = *stack.first;
        report("zone-too-small", f.position, forceSubject(f),
               tr("%1: %2 units set up in zone '%3' (%4), but %5 at most %6 counters of one "
                  "player")
                   .arg(sideName(f.side))
                   .arg(stack.counters)
                   .arg(key.second, stack.entries.join(QStringLiteral(", ")),
                        playableHexesText(int(hexes.size())))
                   .arg(limit * int(hexes.size())),
               hexes);
    }
}

} // namespace hexwright
