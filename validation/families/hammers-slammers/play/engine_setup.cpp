// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The set-up: counters from the scenario's force entries, markers, automatic zone placement.

#include "families/hammers-slammers/play/engine_p.h"
#include "families/hammers-slammers/play/game.h"

namespace hexwright {

namespace {

/// Whether a unit may stand in @p hex at set-up: terrain its movement class may enter.
bool mayStand(const GameContext &context, const GameState &state, const UnitState &u, HexCoord hex)
{
    const TerrainType *t = context.terrain(state, hex);
    if (!t || !context.isPlayable(hex))
        return false;
    const MoveCost cost = t->moveCost.value(context.movementClass(u));
    return !cost.prohibited;
}

} // namespace

GameState Game::initialState(const GameContext &context)
{
    GameState state;
    state.field
        = rules::Battlefield::fromScenario(context.ruleset(), context.map(), context.scenario());
    const Scenario &scenario = context.scenario();

    for (const Marker &m : scenario.markers) {
        const HexCoord hex = context.axial(m.hex);
        if (m.kind == QLatin1String("fortress"))
            state.fortresses.append({hex, m.colour});
        else if (m.kind == QLatin1String("object"))
            state.objects.append({int(state.objects.size()), m.name, hex, {}, {}});
    }

    // Zone placement is deterministic: units in force order, one per hex round the zone's
    // hexes in the zone's order, skipping hexes the unit's movement class may not enter and
    // full stacks; each zone remembers where it got to.
    QHash<QString, int> zoneCursor;
    for (const ForceEntry &f : scenario.forces) {
        const UnitType *type = context.ruleset().findUnitType(f.unitType);
        if (!type)
            continue;
        for (int n = 1; n <= f.count; ++n) {
            UnitState u;
            u.id = QStringLiteral("%1-%2").arg(f.id).arg(n);
            u.type = f.unitType;
            u.colour = f.colour;
            u.side = f.side;
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
            case Placement::Kind::Zone: {
                const QList<HexCoord> hexes = context.zoneHexes(f.placement.zone);
                int &cursor = zoneCursor[f.placement.zone];
                for (int tries = 0; tries < hexes.size(); ++tries) {
                    const HexCoord hex = hexes[(cursor + tries) % hexes.size()];
                    if (!mayStand(context, state, u, hex))
                        continue;
                    bool full = false;
                    for (const QSet<QString> &limit : context.stackingLimits(u.colour)) {
                        int stacked = 0;
                        for (const UnitState *o : state.unitsAt(hex))
                            stacked += limit.contains(o->colour) ? 1 : 0;
                        full = full
                            || stacked
                                >= hsRules(context.ruleset()).stacking.countersPerPlayerPerHex;
                    }
                    if (full)
                        continue;
                    u.status = UnitStatus::OnMap;
                    u.hex = hex;
                    cursor = (cursor + tries + 1) % hexes.size();
                    break;
                }
                break;
            }
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
    // Units set up in a fortress hex are inside it, up to its capacity.
    for (UnitState &u : state.units) {
        if (!u.onMap() || !state.fortressAt(u.hex))
            continue;
        int inside = 0;
        for (const UnitState *o : state.unitsAt(u.hex))
            inside += o->inFortress ? 1 : 0;
        u.inFortress = inside < hsRules(context.ruleset()).fortress.capacity;
    }
    return state;
}

} // namespace hexwright
