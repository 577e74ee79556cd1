// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks of the set-up: terrain the units may stand in. A family's own set-up rules (Hammer's
// Slammers' fortresses and stacking) are its checks' (familychecks.h).

#include "checks/checks_context_p.h"

namespace hexwright {

namespace {

/// "swamp or lake"
QString orList(QStringList items)
{
    if (items.size() < 2)
        return items.join(QString());
    const QString last = items.takeLast();
    return QCoreApplication::translate("ScenarioChecker", "%1 or %2")
        .arg(items.join(QStringLiteral(", ")), last);
}

} // namespace

void ScenarioChecker::checkSetupTerrain()
{
    if (m_s.table)
        return; // units at points of a table: checkTable()
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
        // Units the family sets up by rules of its own are its checks' to place.
        const bool own = setsUpItself(f.unitType);
        const char *code = "setup-terrain";
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
            } else if (!own && !mayStandIn(f.unitType, hex)) {
                report(code, f.position, forceSubject(f),
                       tr("%1: %2 is placed at %3 in %4, which %5 units may not enter")
                           .arg(sideName(f.side), forceName(f), label(hex), terrainName(hex),
                                className(f.unitType)),
                       {hex});
            }
        } else if (f.placement.kind == Placement::Kind::Zone && !own) {
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

} // namespace hexwright
