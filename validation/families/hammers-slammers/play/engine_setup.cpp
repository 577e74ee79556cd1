// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The set-up: counters from the scenario's force entries and markers, then the set-up phase
// before turn 1, in which each player in the scenario's set-up order places the units the
// scenario sets up in a zone (or has them placed automatically), and the start of turn 1.

#include "families/hammers-slammers/play/engine_p.h"
#include "families/hammers-slammers/play/game.h"

#include <QJsonArray>

#include <functional>

namespace hexwright {

namespace {

/// placeProblem(), or with @p explain false only whether there is one (a non-empty string
/// that says nothing, made without formatting: the legal lists ask for thousands of hexes).
/// Per terrain (its index in the ruleset): whether one movement class is prohibited there,
/// -1 while not yet looked up.
using ProhibitedTerrain = QVarLengthArray<qint8, 32>;

/// @p here: the units in @p hex (any list of them). @p prohibited: what is known of @p u's
/// movement class (@p unitClass) on each terrain, kept up to date.
template<typename Units>
QString placeProblemOf(const GameContext &context, const GameState &state, const UnitState &u,
                       HexCoord hex, const Units &here, bool besideEnemies, bool explain,
                       const QString *unitClass = nullptr, ProhibitedTerrain *prohibited = nullptr)
{
    const TerrainType *t = context.terrain(state, hex);
    if (!t || !context.isPlayable(hex))
        return explain ? QStringLiteral("%1 is not a playable hex").arg(context.label(hex))
                       : QStringLiteral("-");
    const TerrainType *first = context.ruleset().terrain.constData();
    const bool inRuleset = prohibited && !std::less<>()(t, first)
        && std::less<>()(t, first + context.ruleset().terrain.size());
    qint8 *known
        = inRuleset && t - first < prohibited->size() ? &(*prohibited)[t - first] : nullptr;
    bool forbidden = false;
    if (known && *known >= 0) {
        forbidden = *known == 1;
    } else {
        forbidden = t->moveCost.value(unitClass ? *unitClass : context.movementClass(u)).prohibited;
        if (known)
            *known = forbidden ? 1 : 0;
    }
    if (forbidden) {
        const QString movementClass = unitClass ? *unitClass : context.movementClass(u);
        return explain
            ? QStringLiteral("%1 may not stand in %2: %3 is prohibited to its movement class %4")
                  .arg(u.id, context.label(hex), t->id, movementClass)
            : QStringLiteral("-");
    }
    if (!besideEnemies) {
        for (const UnitState *o : here) {
            if (context.isEnemy(u, *o))
                return explain ? QStringLiteral("an enemy unit (%1) stands in %2: units set up "
                                                "apart from the enemy")
                                     .arg(o->id, context.label(hex))
                               : QStringLiteral("-");
        }
    }
    const int limit = hsRules(context.ruleset()).stacking.countersPerPlayerPerHex;
    if (here.isEmpty() && limit > 0)
        return {}; // nothing stacked: every limit holds
    for (const QSet<QString> &colours : context.stackingLimits(u.colour)) {
        int stacked = 0;
        for (const UnitState *o : here)
            stacked += colours.contains(o->colour) ? 1 : 0;
        if (stacked >= limit)
            return explain ? QStringLiteral("the stack in %1 is full: %2 counters stand there "
                                            "already, at most %3 a hex")
                                 .arg(context.label(hex))
                                 .arg(stacked)
                                 .arg(limit)
                           : QStringLiteral("-");
    }
    return {};
}

} // namespace

QString placeProblem(const GameContext &context, const GameState &state, const UnitState &u,
                     HexCoord hex, const QList<const UnitState *> &here, bool besideEnemies)
{
    return placeProblemOf(context, state, u, hex, here, besideEnemies, true);
}

GameState newGameState(const GameContext &context)
{
    GameState state;
    state.field = context.initialField();
    const Scenario &scenario = context.scenario();

    for (const Marker &m : scenario.markers) {
        const HexCoord hex = context.axial(m.hex);
        if (m.kind == QLatin1String("fortress"))
            state.fortresses.append({hex, m.colour});
        else if (m.kind == QLatin1String("object"))
            state.objects.append({int(state.objects.size()), m.name, hex, {}, {}});
    }

    for (const ForceEntry &f : scenario.forces) {
        const UnitType *type = context.ruleset().findUnitType(f.unitType);
        if (!type)
            continue;
        for (int n = 1; n <= f.count; ++n) {
            UnitState u;
            u.id = QStringLiteral("%1-%2").arg(f.id).arg(n);
            u.type = context.sharedTypeId(f.unitType);
            u.colour = f.colour;
            u.side = context.sharedSide(f.side);
            u.options = f.options;
            u.status = UnitStatus::Waiting;
            if (rules::isFortress(*type)) {
                // A bought fortress is a marker, not a counter.
                if (f.placement.kind == Placement::Kind::Hex) {
                    const HexCoord hex = context.axial(f.placement.hex);
                    state.field->setFortress(hex, true);
                    state.fortresses.append({hex, f.colour});
                }
                continue;
            }
            switch (f.placement.kind) {
            case Placement::Kind::Hex:
                u.status = UnitStatus::OnMap;
                u.hex = context.axial(f.placement.hex);
                break;
            case Placement::Kind::Zone:
                // Its player sets it up (Engine::beginSetup()), or placeAutomatically() does.
                u.setupZone = f.placement.zone;
                u.toPlace = true;
                break;
            case Placement::Kind::Reinforcement:
                u.reinforcement = f.placement.reinforcement;
                for (const Reinforcement &r : scenario.reinforcements) {
                    if (r.id == u.reinforcement)
                        u.entryTurn = r.turn;
                }
                break;
            case Placement::Kind::OffBoard:
                // Held off the map with no entry: never enters (the scenario gives none).
                break;
            case Placement::Kind::Point:
                // Table boards only: the reader refuses a point on a hex board.
                break;
            }
            state.units.append(u);
        }
    }
    return state;
}

void placeAutomatically(const GameContext &context, GameState &state, int player,
                        QList<QPair<QString, HexCoord>> *placed, bool besideEnemies)
{
    // Deterministic: units in force order, one per hex round the zone's hexes in the zone's
    // order, skipping hexes the unit's movement class may not enter and full stacks; each
    // zone remembers where it got to. A unit with no room left stays off the map.
    QHash<QString, int> zoneCursor;
    for (UnitState &u : state.units) {
        if (!u.toPlace || (player >= 0 && context.playerOfUnit(u) != player))
            continue;
        const QList<HexCoord> hexes = context.zoneHexes(u.setupZone);
        int &cursor = zoneCursor[u.setupZone];
        for (int tries = 0; tries < hexes.size(); ++tries) {
            const HexCoord hex = hexes[(cursor + tries) % hexes.size()];
            if (!placeProblemOf(context, state, u, hex, state.unitsAt(hex), besideEnemies, false)
                     .isEmpty())
                continue;
            u.status = UnitStatus::OnMap;
            u.hex = hex;
            u.toPlace = false;
            cursor = (cursor + tries + 1) % hexes.size();
            if (placed)
                placed->append({u.id, hex});
            break;
        }
    }
}

void settleFortresses(const GameContext &context, GameState &state)
{
    // Units set up in a fortress hex are inside it, up to its capacity.
    for (UnitState &u : state.units) {
        if (!u.onMap() || !state.fortressAt(u.hex))
            continue;
        int inside = 0;
        for (const UnitState *o : state.unitsAt(u.hex))
            inside += o->inFortress ? 1 : 0;
        u.inFortress = inside < hsRules(context.ruleset()).fortress.capacity;
    }
}

GameState Game::initialState(const GameContext &context)
{
    GameState state = newGameState(context);
    placeAutomatically(context, state, -1, nullptr, true);
    for (UnitState &u : state.units)
        u.toPlace = false;
    settleFortresses(context, state);
    return state;
}

// The set-up phase ---------------------------------------------------------------------------

void Engine::startGame(bool automatic)
{
    if (automatic)
        placeAutomatically(context, state, -1, nullptr, true);
    bool anyToPlace = false;
    for (const UnitState &u : std::as_const(state.units))
        anyToPlace = anyToPlace || u.toPlace;
    if (anyToPlace && !context.setupPlayers().isEmpty()) {
        beginSetup();
        return;
    }
    finishSetup();
}

void Engine::beginSetup()
{
    state.turn = 0;
    state.setup = 0;
    noteSetupPhase();
}

void Engine::noteSetupPhase()
{
    const QString name = context.players().value(decider()).name;
    note({{QStringLiteral("type"), QStringLiteral("phase")},
          {QStringLiteral("turn"), 0},
          {QStringLiteral("player"), name},
          {QStringLiteral("phase"), QStringLiteral("setup")},
          {QStringLiteral("acting"), QJsonArray {name}}});
}

void Engine::endSetupTurn()
{
    ++state.setup;
    if (state.setup < context.setupPlayers().size()) {
        noteSetupPhase();
        return;
    }
    finishSetup();
}

void Engine::finishSetup()
{
    state.setup = -1;
    // A unit that found no room stays off the map, as the automatic placement leaves it.
    for (UnitState &u : state.units)
        u.toPlace = false;
    settleFortresses(context, state);
    note(setupLine(context, state));
    beginGame();
}

QStringList Engine::leftToPlace(int player) const
{
    QStringList ids;
    for (const UnitState &u : std::as_const(state.units)) {
        if (!u.toPlace || playerOf(u) != player)
            continue;
        for (HexCoord hex : context.zoneHexes(u.setupZone)) {
            if (placeProblemOf(context, state, u, hex, unitsIn(hex), false, false).isEmpty()) {
                ids.append(u.id);
                break;
            }
        }
    }
    return ids;
}

QList<HexCoord> Engine::placesFor(const UnitState &u) const
{
    QList<HexCoord> hexes;
    if (!settingUp() || !u.toPlace || playerOf(u) != decider())
        return hexes;
    const QList<HexCoord> zone = context.zoneHexes(u.setupZone);
    const QString movementClass = context.movementClass(u);
    ProhibitedTerrain prohibited(context.ruleset().terrain.size(), qint8(-1));
    hexes.reserve(zone.size());
    for (HexCoord hex : zone) {
        if (placeProblemOf(context, state, u, hex, unitsIn(hex), false, false, &movementClass,
                           &prohibited)
                .isEmpty())
            hexes.append(hex);
    }
    return hexes;
}

void Engine::syncPlaces() const
{
    if (!m_reach)
        return;
    ReachCache &c = *m_reach;
    if (!settingUp() || c.placesUnits.size() != state.units.size()) {
        c.places.clear();
        c.placesUnits = settingUp() ? state.units : QList<UnitState>();
        return;
    }
    if (c.placesUnits.constData() == state.units.constData())
        return;
    // The hexes whose occupants changed, before and after.
    QVarLengthArray<HexCoord, 8> dirty;
    for (qsizetype i = 0; i < state.units.size(); ++i) {
        const UnitState &before = c.placesUnits.at(i);
        const UnitState &now = state.units.at(i);
        if (before.onMap() == now.onMap() && (!now.onMap() || before.hex == now.hex)
            && before.id == now.id && before.colour == now.colour && before.side == now.side)
            continue;
        if (before.onMap())
            dirty.append(before.hex);
        if (now.onMap())
            dirty.append(now.hex);
    }
    c.placesUnits = state.units;
    if (dirty.isEmpty())
        return;
    for (ReachCache::Places &p : c.places) {
        const QList<HexCoord> zone = context.zoneHexes(p.zone);
        QVarLengthArray<qsizetype, 8> asked; // the zone's dirty hexes, by index
        for (qsizetype i = 0; i < zone.size(); ++i) {
            if (dirty.contains(zone.at(i)))
                asked.append(i);
        }
        if (asked.isEmpty())
            continue;
        const UnitState *like = nullptr; // a unit of this kind, for the questions
        for (const UnitState &u : std::as_const(state.units)) {
            if (u.setupZone == p.zone && u.colour == p.colour && u.side == p.side
                && context.movementClass(u) == p.movementClass) {
                like = &u;
                break;
            }
        }
        bool changed = false;
        for (const qsizetype i : asked) {
            const bool allowed = like
                && placeProblemOf(context, state, *like, zone.at(i), unitsIn(zone.at(i)), false,
                                  false, &p.movementClass)
                       .isEmpty();
            changed = changed || allowed != p.allowed[size_t(i)];
            p.allowed[size_t(i)] = allowed;
        }
        if (changed) {
            p.hexes.clear();
            for (qsizetype i = 0; i < zone.size(); ++i) {
                if (p.allowed[size_t(i)])
                    p.hexes.append(zone.at(i));
            }
        }
    }
}

QList<HexCoord> Engine::placesAlike(const UnitState &u, const QString &movementClass) const
{
    if (!m_reach)
        return placesFor(u);
    for (const ReachCache::Places &p : m_reach->places) {
        if (p.zone == u.setupZone && p.movementClass == movementClass && p.colour == u.colour
            && p.side == u.side)
            return p.hexes;
    }
    // placesFor(), with the answer for every hex of the zone kept.
    const QList<HexCoord> zone = context.zoneHexes(u.setupZone);
    ReachCache::Places p {u.setupZone, movementClass, u.colour, u.side, {}, {}};
    p.allowed.assign(size_t(zone.size()), false);
    const QList<HexCoord> hexes = placesFor(u);
    qsizetype next = 0;
    for (qsizetype i = 0; i < zone.size() && next < hexes.size(); ++i) {
        if (zone.at(i) == hexes.at(next)) {
            p.allowed[size_t(i)] = true;
            ++next;
        }
    }
    p.hexes = hexes;
    m_reach->places.push_back(std::move(p));
    return hexes;
}

QList<Action> Engine::setupActions() const
{
    syncPlaces();
    QList<std::pair<const UnitState *, QList<HexCoord>>> places;
    // Where a unit may be set up depends on its zone, movement class, colour and side only:
    // units alike share the answer.
    QList<std::pair<const UnitState *, QString>> alike; ///< by index into places
    qsizetype count = 0;
    const int me = decider();
    for (const UnitState &u : std::as_const(state.units)) {
        if (!u.toPlace || playerOf(u) != me)
            continue;
        const QString movementClass = context.movementClass(u);
        qsizetype same = 0;
        while (same < alike.size()
               && !(alike[same].first->setupZone == u.setupZone
                    && alike[same].second == movementClass && alike[same].first->colour == u.colour
                    && alike[same].first->side == u.side))
            ++same;
        places.append(
            {&u, same < alike.size() ? places.at(same).second : placesAlike(u, movementClass)});
        alike.append({&u, movementClass});
        count += places.constLast().second.size();
    }
    QList<Action> legal;
    legal.reserve(count + 1);
    for (const auto &[u, hexes] : std::as_const(places)) {
        for (HexCoord hex : hexes)
            legal.append(PlaceAction {u->id, hex});
    }
    if (!legal.isEmpty())
        legal.append(PlaceRestAction {});
    else
        legal.append(EndPhaseAction {});
    return legal;
}

QString Engine::checkPlace(const PlaceAction &a) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    if (!u->toPlace)
        return u->setupZone.isEmpty()
            ? QStringLiteral("%1 is not set up by its player (the scenario places it)").arg(u->id)
            : QStringLiteral("%1 is set up already").arg(u->id);
    if (!context.zoneHexes(u->setupZone).contains(a.hex))
        return QStringLiteral("%1 sets up in zone %2, and %3 is not one of its hexes")
            .arg(u->id, u->setupZone, context.label(a.hex));
    const UnitsHere here = unitsIn(a.hex);
    return placeProblem(context, state, *u, a.hex,
                        QList<const UnitState *>(here.cbegin(), here.cend()));
}

QString Engine::checkPlaceRest() const
{
    if (leftToPlace(decider()).isEmpty())
        return QStringLiteral("%1 has no unit left to set up")
            .arg(context.players().value(decider()).name);
    return {};
}

QString Engine::applyPlace(const PlaceAction &a)
{
    UnitState *u = state.unit(a.unit);
    u->status = UnitStatus::OnMap;
    u->hex = a.hex;
    u->toPlace = false;
    return {};
}

QString Engine::applyPlaceRest()
{
    placeAutomatically(context, state, decider());
    return {};
}

QJsonObject Engine::placeRestFacts() const
{
    // The hexes the automatic placement chooses, so that the log (and a saved set-up) holds
    // every unit's place, not only "the rest".
    GameState probe = state;
    QList<QPair<QString, HexCoord>> placed;
    placeAutomatically(context, probe, decider(), &placed);
    QJsonArray list;
    for (const auto &[unit, hex] : std::as_const(placed))
        list.append(QJsonObject {{QStringLiteral("unit"), unit},
                                 {QStringLiteral("hex"), context.label(hex)}});
    return {{QStringLiteral("placed"), list}};
}

} // namespace hexwright
