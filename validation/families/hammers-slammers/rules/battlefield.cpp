// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/hsrules.h"

#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

namespace hexwright::rules {

Battlefield::Battlefield(const Ruleset &ruleset, const HexMap &map)
    : m_ruleset(&ruleset)
    , m_map(map)
{ }

Battlefield Battlefield::fromScenario(const Ruleset &ruleset, const HexMap &map,
                                      const Scenario &scenario)
{
    Battlefield field(ruleset, map);
    const OffsetSystem &offsets = map.offsets();
    for (const Marker &marker : scenario.markers) {
        const HexCoord hex = offsets.fromOffset(marker.hex);
        if (marker.kind == QLatin1String("rubble"))
            field.setRubble(hex, true);
        else if (marker.kind == QLatin1String("fortress"))
            field.setFortress(hex, true);
    }
    // A fortress bought as a unit and set up on a hex is a fortress there too (§3.18).
    for (const ForceEntry &entry : scenario.forces) {
        const UnitType *type = ruleset.findUnitType(entry.unitType);
        if (type && type->hasAbility(QStringLiteral("fortress"))
            && entry.placement.kind == Placement::Kind::Hex)
            field.setFortress(offsets.fromOffset(entry.placement.hex), true);
    }
    return field;
}

bool Battlefield::contains(HexCoord hex) const
{
    return m_map.contains(m_map.offsets().toOffset(hex));
}

bool Battlefield::isPlayable(HexCoord hex) const
{
    return m_map.isPlayable(m_map.offsets().toOffset(hex));
}

const TerrainType *Battlefield::terrain(HexCoord hex) const
{
    const auto changed = m_terrainOverride.constFind(hex);
    if (changed != m_terrainOverride.constEnd())
        return &m_ruleset->terrain.at(*changed);
    const quint8 t = m_map.terrainAt(m_map.offsets().toOffset(hex));
    return t < m_ruleset->terrain.size() ? &m_ruleset->terrain.at(t) : nullptr;
}

QString Battlefield::terrainId(HexCoord hex) const
{
    const TerrainType *t = terrain(hex);
    return t ? t->id : QString();
}

bool Battlefield::hasRoad(HexCoord a, HexCoord b) const
{
    return m_map.hasRoad(a, b);
}

bool Battlefield::isRoadHex(HexCoord hex) const
{
    for (const HexCoord &n : hex.neighbors()) {
        if (m_map.hasRoad(hex, n))
            return true;
    }
    return false;
}

void Battlefield::setRubble(HexCoord hex, bool present)
{
    if (present)
        m_rubble.insert(hex);
    else
        m_rubble.remove(hex);
}

void Battlefield::setFortress(HexCoord hex, bool present)
{
    if (present)
        m_fortresses.insert(hex);
    else
        m_fortresses.remove(hex);
}

void Battlefield::setTerrain(HexCoord hex, const QString &terrainId)
{
    for (int i = 0; i < m_ruleset->terrain.size(); ++i) {
        if (m_ruleset->terrain.at(i).id == terrainId) {
            m_terrainOverride.insert(hex, i);
            return;
        }
    }
}

bool Battlefield::applyRubble(HexCoord hex)
{
    const TerrainType *t = terrain(hex);
    if (!t)
        return false;
    bool changed = false;
    if (m_fortresses.remove(hex))
        changed = true; // the only way to destroy a fortress; the hex becomes rubble
    const HsTerrain &rubbling = hsRules(*m_ruleset).terrainOf(*t);
    if (!rubbling.rubbledBecomes.isEmpty()) {
        setTerrain(hex, rubbling.rubbledBecomes); // a bridge is destroyed: river from now on
        return true;
    }
    if (rubbling.canBeRubbled && !m_rubble.contains(hex)) {
        m_rubble.insert(hex);
        changed = true;
    }
    return changed;
}

} // namespace hexwright::rules
