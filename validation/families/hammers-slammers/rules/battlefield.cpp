// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/hsrules.h"

#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <algorithm>
#include <limits>

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

void Battlefield::prepareLookups()
{
    const OffsetSystem &offsets = m_map.offsets();
    int minQ = std::numeric_limits<int>::max();
    int minR = minQ;
    int maxQ = std::numeric_limits<int>::min();
    int maxR = maxQ;
    for (int row = 0; row < m_map.rows(); ++row) {
        for (int col = 0; col < m_map.columns(); ++col) {
            const OffsetCoord o {col, row};
            if (!m_map.contains(o))
                continue;
            const HexCoord h = offsets.fromOffset(o);
            minQ = std::min(minQ, h.q);
            minR = std::min(minR, h.r);
            maxQ = std::max(maxQ, h.q);
            maxR = std::max(maxR, h.r);
        }
    }
    if (minQ > maxQ || qint64(maxQ - minQ + 1) * (maxR - minR + 1) > 4'000'000)
        return; // no hex, or too large a box: the queries keep asking the map
    auto grid = std::make_shared<Grid>();
    grid->minQ = minQ;
    grid->minR = minR;
    grid->width = maxQ - minQ + 1;
    grid->height = maxR - minR + 1;
    grid->terrainCount = int(m_ruleset->terrain.size());
    grid->cells.assign(size_t(grid->width) * size_t(grid->height), quint16(NoTerrain));
    for (int r = 0; r < grid->height; ++r) {
        for (int q = 0; q < grid->width; ++q) {
            const HexCoord h {minQ + q, minR + r};
            const OffsetCoord o = offsets.toOffset(h);
            quint16 cell = m_map.terrainAt(o);
            if (m_map.isPlayable(o))
                cell |= PlayableBit;
            for (int d = 0; d < HexCoord::DirectionCount; ++d) {
                if (m_map.hasRoad(h, h.neighbor(d)))
                    cell |= quint16(1u << (RoadShift + d));
            }
            grid->cells[size_t(r) * size_t(grid->width) + size_t(q)] = cell;
        }
    }
    m_grid = std::move(grid);
}

bool Battlefield::contains(HexCoord hex) const
{
    return m_map.contains(m_map.offsets().toOffset(hex));
}

bool Battlefield::isPlayable(HexCoord hex) const
{
    if (m_grid) {
        const qsizetype cell = m_grid->cellOf(hex);
        return cell >= 0 && (m_grid->cells[size_t(cell)] & PlayableBit) != 0;
    }
    return m_map.isPlayable(m_map.offsets().toOffset(hex));
}

const TerrainType *Battlefield::terrain(HexCoord hex) const
{
    const int t = terrainIndex(hex);
    return t >= 0 ? &m_ruleset->terrain.at(t) : nullptr;
}

int Battlefield::terrainIndex(HexCoord hex) const
{
    if (!m_terrainOverride.isEmpty()) {
        const auto changed = m_terrainOverride.constFind(hex);
        if (changed != m_terrainOverride.constEnd())
            return *changed;
    }
    quint8 t = NoTerrain;
    if (m_grid) {
        const qsizetype cell = m_grid->cellOf(hex);
        t = cell < 0 ? NoTerrain : quint8(m_grid->cells[size_t(cell)] & 0xFF);
    } else {
        t = m_map.terrainAt(m_map.offsets().toOffset(hex));
    }
    return t < m_ruleset->terrain.size() ? int(t) : -1;
}

QString Battlefield::terrainId(HexCoord hex) const
{
    const TerrainType *t = terrain(hex);
    return t ? t->id : QString();
}

bool Battlefield::mapHasRoad(HexCoord a, HexCoord b) const
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
