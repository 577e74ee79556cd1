// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/tacticalgoals.h"

#include <algorithm>
#include <limits>

namespace hexwright::tactics {

namespace {

QString param(const VictoryCondition &v, const char *key)
{
    return v.parameters.value(QLatin1String(key)).toString();
}

/// The zones a condition names (zones: and zone:).
QStringList zonesOf(const VictoryCondition &v)
{
    QStringList zones = v.parameters.value(QStringLiteral("zones")).toStringList();
    if (v.parameters.contains(QStringLiteral("zone")))
        zones.append(param(v, "zone"));
    return zones;
}

EdgeSpec edgeOf(const VictoryCondition &v)
{
    EdgeSpec edge;
    const QVariantMap e = v.parameters.value(QStringLiteral("edge")).toMap();
    edge.side = e.value(QStringLiteral("side")).toString();
    edge.panels = e.value(QStringLiteral("panels")).toStringList();
    return edge;
}

bool hasSide(const GameContext &c, int player, const QString &side)
{
    return c.players().value(player).sides.contains(side);
}

/// Whether the kind is won by one unit anywhere in each zone (a search needs every hex of its
/// zone entered, so each of them is worth a unit).
bool oneUnitTakes(const QString &kind)
{
    return kind == QLatin1String("hold_hexes") || kind == QLatin1String("occupy")
        || kind == QLatin1String("first_to_hex");
}

Objectives::Counted countedBy(const VictoryCondition &v)
{
    return {v.parameters.value(QStringLiteral("colours")).toStringList(),
            v.parameters.value(QStringLiteral("unit_types")).toStringList()};
}

} // namespace

bool Objectives::Counted::counts(const UnitState &unit) const
{
    return (colours.isEmpty() || colours.contains(unit.colour))
        && (types.isEmpty() || types.contains(unit.type));
}

void Objectives::guard(HexCoord hex, const Counted &counted)
{
    const auto found = guarded.find(hex);
    if (found == guarded.end()) {
        guarded.insert(hex, counted);
    } else if (found->colours != counted.colours || found->types != counted.types) {
        *found = Counted {};
    }
}

bool Objectives::threatens(const UnitState &enemy, int reach) const
{
    for (auto it = guarded.cbegin(); it != guarded.cend(); ++it) {
        if (HexCoord::distance(it.key(), enemy.hex) <= reach && it->counts(enemy))
            return true;
    }
    return false;
}

UnitIndex unitIndex(const Game &game, int player)
{
    UnitIndex index;
    for (const UnitState &u : game.state().units) {
        if (u.onMap() && game.context().playerOfUnit(u) == player)
            index[u.hex].append(u.id);
    }
    return index;
}

int unitsAt(const UnitIndex &index, HexCoord hex, const QString &except)
{
    const auto found = index.constFind(hex);
    if (found == index.cend())
        return 0;
    return int(found->size()) - (found->contains(except) ? 1 : 0);
}

bool anyFriendOf(const Game &game, const UnitIndex &index, const UnitState &unit,
                 const std::function<bool(const UnitState &)> &test)
{
    const GameState &s = game.state();
    for (const QStringList &ids : index) {
        for (const QString &id : ids) {
            const UnitState *f = id == unit.id ? nullptr : s.unit(id);
            if (f && test(*f))
                return true;
        }
    }
    return false;
}

int distanceTo(const QList<HexCoord> &goals, HexCoord hex)
{
    int best = std::numeric_limits<int>::max() / 4;
    for (HexCoord g : goals)
        best = std::min(best, HexCoord::distance(hex, g));
    return best;
}

Objectives objectivesFor(const Game &game, int player)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    Objectives o;
    o.decisiveTurn = c.scenario().gameLength.turns.value_or(0);
    const QString mySide = c.players().value(player).sides.value(0);
    const QSet<HexCoord> closed = c.closedHexes(mySide);
    QSet<HexCoord> hexes;
    for (const VictoryCondition &v : c.scenario().victory) {
        const int atEnd = v.parameters.value(QStringLiteral("at_end_of_turn")).toInt();
        const int by = v.parameters.value(QStringLiteral("by_turn")).toInt();
        if (atEnd > 0 || by > 0)
            o.decisiveTurn = std::max(atEnd, by);
        if (v.kind == QLatin1String("eliminate_all") && hasSide(c, player, param(v, "target_side")))
            o.survive = true;
        if (v.kind == QLatin1String("collect_objects")) {
            for (const ObjectState &obj : s.objects) {
                if (obj.carriedBy.isEmpty() && obj.safeWith.isEmpty()
                    && !closed.contains(obj.hex)) {
                    hexes.insert(obj.hex);
                    o.pickUps.insert(obj.hex);
                }
                const UnitState *carrier
                    = obj.carriedBy.isEmpty() ? nullptr : s.unit(obj.carriedBy);
                if (carrier && carrier->onMap() && c.playerOfUnit(*carrier) != player
                    && !closed.contains(carrier->hex))
                    hexes.insert(carrier->hex);
            }
        } else if (v.kind == QLatin1String("exit_units")) {
            const QList<HexCoord> edge = c.edgeHexes(edgeOf(v));
            if (hasSide(c, player, param(v, "side")))
                o.exitEdge = edge;
            for (HexCoord h : edge)
                o.guard(h, countedBy(v));
        } else {
            const bool one = oneUnitTakes(v.kind);
            const bool search = v.kind == QLatin1String("search_destroy");
            // A search also destroys what it finds: the target side's units are objectives.
            if (search && hasSide(c, player, param(v, "side"))) {
                const QString target = param(v, "target_side");
                for (const UnitState &u : s.units) {
                    if (u.onMap() && u.side == target && !closed.contains(u.hex))
                        hexes.insert(u.hex);
                }
            }
            const QString side = param(v, "side");
            // Entering wins at once: the first to a hex, occupying a zone by a turn.
            const bool wins = v.kind == QLatin1String("first_to_hex")
                || (v.kind == QLatin1String("occupy") && by > 0 && hasSide(c, player, side));
            const bool enemyWins = v.kind == QLatin1String("occupy") && by > 0 && !side.isEmpty()
                && !hasSide(c, player, side);
            for (const QString &zone : zonesOf(v)) {
                QList<HexCoord> zoneHexes;
                for (HexCoord h : c.zoneHexes(zone)) {
                    if (closed.contains(h) || (search && s.entered.contains(h)))
                        continue;
                    zoneHexes.append(h);
                    // My own zone fears every enemy; another side's, the units it counts.
                    o.guard(h,
                            side.isEmpty() || hasSide(c, player, side) ? Objectives::Counted {}
                                                                       : countedBy(v));
                    if (wins)
                        o.winning.insert(h, countedBy(v));
                    if (enemyWins)
                        o.denied.insert(h, countedBy(v));
                    if (!one)
                        hexes.insert(h);
                }
                if (v.kind == QLatin1String("garrison_cities") && !zoneHexes.isEmpty())
                    o.cities.append(zoneHexes);
                // An enemy occupies a zone whoever else stands in it: mine cannot deny it by
                // standing there, only by stopping his units on the way (guarded, above).
                if (enemyWins)
                    continue;
                if (one && !zoneHexes.isEmpty()) {
                    o.zones.append(zoneHexes);
                    // Another side's units only deny a zone: all of mine count.
                    o.zoneCounts.append(side.isEmpty() || hasSide(c, player, side)
                                            ? countedBy(v)
                                            : Objectives::Counted {});
                }
            }
        }
    }
    o.hexes = QList<HexCoord>(hexes.cbegin(), hexes.cend());
    std::sort(o.hexes.begin(), o.hexes.end());
    for (HexCoord h : std::as_const(o.hexes))
        o.guard(h);
    return o;
}

bool defends(const GameContext &c, int player)
{
    bool hasRole = false;
    bool holds = false;
    for (const QString &id : c.players().value(player).sides) {
        const Side *side = c.scenario().findSide(id);
        if (!side)
            continue;
        if (side->role == Side::Role::Defender)
            return true;
        hasRole = hasRole || side->role == Side::Role::Attacker;
        for (const VictoryCondition &v : c.scenario().victory) {
            holds = holds || (v.kind.startsWith(QLatin1String("hold")) && param(v, "side") == id);
        }
    }
    return !hasRole && holds;
}

QList<HexCoord> goalsFor(const Game &game, const Objectives &objectives, const UnitIndex &friends,
                         const UnitState &unit)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    if (s.objectCarriedBy(unit.id)) {
        for (const VictoryCondition &v : c.scenario().victory) {
            const QString home = v.parameters.value(QStringLiteral("home_zones"))
                                     .toMap()
                                     .value(unit.side)
                                     .toString();
            if (!home.isEmpty())
                return c.zoneHexes(home);
        }
    }
    if (!objectives.exitEdge.isEmpty())
        return objectives.exitEdge;
    // Spread out: a hex another friendly unit stands on, a zone one holds, is taken care of.
    // One whose terrain the unit may not enter (a tank, a spice swamp) it guards from beside
    // while a friend may enter it, and leaves alone once none may.
    QList<HexCoord> goals;
    for (HexCoord h : objectives.hexes) {
        if (unitsAt(friends, h, unit.id) == 0
            && (c.terrainAllows(s, unit, h)
                || anyFriendOf(game, friends, unit,
                               [&](const UnitState &f) { return c.terrainAllows(s, f, h); })))
            goals.append(h);
    }
    // A city scores only when each of its hexes holds a unit: the hexes missing from the
    // cities begun come first.
    if (!goals.isEmpty()) {
        QList<HexCoord> missing;
        for (const QList<HexCoord> &city : objectives.cities) {
            int held = 0;
            QList<HexCoord> open;
            for (HexCoord h : city) {
                if (unitsAt(friends, h, unit.id) > 0)
                    ++held;
                else
                    open.append(h);
            }
            if (held > 0)
                missing.append(open);
        }
        if (!missing.isEmpty())
            goals = missing;
    }
    QList<HexCoord> backup;
    const GameState &state = game.state();
    for (qsizetype i = 0; i < objectives.zones.size(); ++i) {
        const QList<HexCoord> &zone = objectives.zones.at(i);
        const Objectives::Counted &counted = objectives.zoneCounts.value(i);
        // A zone only some colours take: one of those must stand in it, and such a unit
        // joins a friend there rather than look elsewhere.
        const bool restricted = !counted.colours.isEmpty() || !counted.types.isEmpty();
        const bool counts = counted.counts(unit);
        bool taken = false;
        for (HexCoord h : zone) {
            for (const QString &id : friends.value(h)) {
                const UnitState *f = id == unit.id ? nullptr : state.unit(id);
                taken = taken || (f && (!restricted || counted.counts(*f)));
            }
        }
        for (HexCoord h : zone) {
            if (unitsAt(friends, h, unit.id) == 0 || (restricted && counts && !taken))
                (taken ? backup : goals).append(h);
        }
    }
    if (goals.isEmpty())
        goals = backup;
    if (!goals.isEmpty())
        return goals;
    // A side the enemy must wipe out wins by living: it keeps its ground (in cover, out of
    // the threat) rather than closing with the enemy.
    if (objectives.survive && objectives.hexes.isEmpty() && objectives.zones.isEmpty())
        return {};
    // Nothing left to take: the enemy, those threatening what is guarded first.
    const QSet<HexCoord> closed = c.closedHexes(unit.side);
    QList<HexCoord> enemies;
    QList<HexCoord> threats;
    for (const UnitState &o : s.units) {
        if (!o.onMap() || !c.isEnemy(unit, o) || closed.contains(o.hex))
            continue;
        enemies.append(o.hex);
        if (objectives.threatens(o, c.factors(o).movement))
            threats.append(o.hex);
    }
    QList<HexCoord> result = threats.isEmpty() ? enemies : threats;
    std::sort(result.begin(), result.end());
    return result;
}

} // namespace hexwright::tactics
