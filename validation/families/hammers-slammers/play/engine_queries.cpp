// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the engine asks about a state: who is where, who may fire, where units may enter.

#include "families/hammers-slammers/play/engine_p.h"

#include <QVarLengthArray>

#include <algorithm>

namespace hexwright {

QList<UnitState *> Engine::unitsOf(int player)
{
    QList<UnitState *> list;
    for (UnitState &u : state.units) {
        if (playerOf(u) == player)
            list.append(&u);
    }
    return list;
}

void Engine::buildIndex() const
{
    m_indexed = false;
    const rules::Battlefield &field = *state.field;
    const qsizetype cells = field.cellCount();
    if (cells <= 0)
        return; // no flat table: unitsIn() looks at every unit
    HexIndex &x = m_reach ? m_reach->index : m_ownIndex;
    if (qsizetype(x.first.size()) != cells) {
        x.first.assign(size_t(cells), 0);
        x.filled.clear();
    }
    for (qsizetype cell : x.filled)
        x.first[size_t(cell)] = 0;
    x.filled.clear();
    const QList<UnitState> &units = std::as_const(state.units);
    x.next.assign(size_t(units.size()), 0);
    // From the last unit back, each put in front: a hex's units come in the state's order.
    for (qsizetype i = units.size() - 1; i >= 0; --i) {
        const UnitState &u = units.at(i);
        if (!u.onMap())
            continue;
        const qsizetype cell = field.cellOf(u.hex);
        if (cell < 0)
            return; // a unit off the table (never on a real map): no index
        int &first = x.first[size_t(cell)];
        if (first == 0)
            x.filled.push_back(cell);
        x.next[size_t(i)] = first;
        first = int(i) + 1;
    }
    m_index = &x;
    m_indexed = true;
}

void Engine::dropIndex() const
{
    m_indexed = false;
    m_reachSynced = false;
}

const UnitState *Engine::unitById(const QString &id) const
{
    return std::as_const(state).unit(id);
}

UnitsHere Engine::unitsIn(HexCoord hex) const
{
    UnitsHere here;
    const QList<UnitState> &units = std::as_const(state.units);
    if (m_indexed) {
        const qsizetype cell = state.field->cellOf(hex);
        if (cell < 0)
            return here;
        for (int i = m_index->first[size_t(cell)]; i > 0; i = m_index->next[size_t(i - 1)])
            here.append(&units.at(i - 1));
        return here;
    }
    for (const UnitState &u : units) {
        if (u.onMap() && u.hex == hex)
            here.append(&u);
    }
    return here;
}

bool Engine::hexHasEnemyOf(HexCoord hex, const UnitState &u) const
{
    for (const UnitState *o : unitsIn(hex)) {
        if (context.isEnemy(u, *o))
            return true;
    }
    return false;
}

bool Engine::isMixedHex(HexCoord hex) const
{
    const UnitsHere here = unitsIn(hex);
    for (int i = 0; i < here.size(); ++i) {
        for (int j = i + 1; j < here.size(); ++j) {
            if (context.isEnemy(*here[i], *here[j]))
                return true;
        }
    }
    return false;
}

bool Engine::lineOfSight(HexCoord from, HexCoord to) const
{
    return context.lineOfSight(*state.field, from, to);
}

rules::Occupancy Engine::occupancyFor(const UnitState &mover, HexCoord hex) const
{
    if (m_indexed && !indexedHasUnits(hex))
        return rules::Occupancy::Empty; // most hexes: no lookup of anyone
    return computeOccupancy(mover, hex);
}

rules::Occupancy Engine::computeOccupancy(const UnitState &mover, HexCoord hex) const
{
    bool friendly = false;
    bool enemy = false;
    for (const UnitState *p : unitsIn(hex)) {
        const UnitState &o = *p;
        if (o.id == mover.id)
            continue;
        if (context.isEnemy(mover, o))
            enemy = true;
        else
            friendly = true;
    }
    if (enemy && (friendly || isMixedHex(hex)))
        return rules::Occupancy::CloseAssault;
    if (enemy)
        return rules::Occupancy::Enemy;
    return friendly ? rules::Occupancy::Friendly : rules::Occupancy::Empty;
}

bool Engine::stackingAllows(HexCoord hex, const UnitState &mover, const QStringList &moving) const
{
    // rules::stackingAllows() over the hex's counters, counted in place.
    QVarLengthArray<const UnitState *, 8> counters;
    for (const UnitState *o : unitsIn(hex)) {
        if (!moving.contains(o->id))
            counters.append(o);
    }
    for (const QString &id : moving) {
        if (const UnitState *o = unitById(id))
            counters.append(o);
    }
    const Ruleset &ruleset = context.ruleset();
    const int most = hsRules(ruleset).stacking.countersPerPlayerPerHex;
    // A limit counts some of the counters, none of them below 0: when all of them together
    // are within it, so is every limit (most hexes hold a counter or two).
    auto weightOf = [&](const UnitState *o) {
        rules::StackedCounter sc;
        sc.passenger = !o->carriedBy.isEmpty();
        sc.towed = !o->towedBy.isEmpty();
        return rules::stackingWeight(sc, ruleset, context.choices());
    };
    int bound = 0;
    for (const UnitState *o : counters)
        bound += std::max(0, weightOf(o));
    if (bound <= most)
        return true;
    // Every limit the mover is under must hold: its player's and each of its alliances'.
    for (const QSet<QString> &limit : context.stackingLimits(mover.colour)) {
        int count = 0;
        for (const UnitState *o : counters) {
            if (o->colour != mover.colour && !limit.contains(o->colour))
                continue;
            count += weightOf(o);
        }
        if (count > most)
            return false;
    }
    return true;
}

rules::Mover Engine::moverOf(const UnitState &u) const
{
    rules::Mover m;
    m.movementClass = context.movementClass(u);
    m.towing = !u.towing.isEmpty();
    m.disrupted = u.disrupted;
    m.conventional = !context.isMercenary(u.colour);
    m.allowedTerrain = context.allowedTerrain(u.type);
    m.closedHexes = context.closedHexes(u.side);
    return m;
}

int Engine::printedMovement(const UnitState &u) const
{
    return context.factors(u).movement;
}

bool Engine::canFireRanged(const UnitState &u) const
{
    return u.onMap() && !u.disrupted && !u.attacked && u.towedBy.isEmpty() && u.carriedBy.isEmpty()
        && !inCloseAssault(u) && mayFire(u);
}

const Reinforcement *Engine::reinforcementOf(const UnitState &u) const
{
    for (const Reinforcement &r : context.scenario().reinforcements) {
        if (r.id == u.reinforcement)
            return &r;
    }
    return nullptr;
}

QList<HexCoord> Engine::entryHexes(const UnitState &u) const
{
    const Reinforcement *r = reinforcementOf(u);
    if (!r)
        return {};
    QList<HexCoord> hexes;
    switch (r->entry.kind) {
    case Entry::Kind::Edge:
        hexes = context.edgeHexes(r->entry.edge);
        break;
    case Entry::Kind::RoadHex:
        hexes = {context.axial(r->entry.hex)};
        break;
    case Entry::Kind::Zone:
        hexes = context.zoneHexes(r->entry.zone);
        break;
    case Entry::Kind::DieRoll: {
        const int outcome = state.entryOutcome.value(r->id, -1);
        if (outcome >= 0 && outcome < r->entry.outcomes.size())
            hexes = context.edgeHexes(r->entry.outcomes[outcome].edge);
        break;
    }
    case Entry::Kind::Paradrop:
        break;
    }
    return hexes;
}

QStringList Engine::cafCandidates(int player, HexCoord target) const
{
    QStringList list;
    for (const UnitState &u : std::as_const(state.units)) {
        if (!u.onMap() || playerOf(u) != player)
            continue;
        const UnitType *type = context.type(u);
        if (!type || !rules::hasCaf(*type) || !mayFire(u))
            continue;
        const int distance = rules::fireRange(u.hex, target);
        if (distance > context.factors(u).range)
            continue;
        if (rules::canFireCaf(*type, u.disrupted, inCloseAssault(u), u.attacked, distance,
                              lineOfSight(u.hex, target))) {
            list.append(u.id);
        }
    }
    return list;
}

int Engine::strikeDefender(int attacker, HexCoord target) const
{
    for (int p : context.fireOrder(state.player)) {
        if (p == attacker)
            continue;
        for (const UnitState *u : unitsIn(target)) {
            if (playerOf(*u) == p)
                return p;
        }
    }
    return -1;
}

QList<const UnitState *> Engine::hitUnitsIn(HexCoord hex) const
{
    // A towed gun shares its tower's result and a passenger goes with its APC: neither is hit
    // on its own.
    QList<const UnitState *> list;
    for (const UnitState *u : unitsIn(hex)) {
        if (u->towedBy.isEmpty() && u->carriedBy.isEmpty())
            list.append(u);
    }
    return list;
}

} // namespace hexwright
