// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What entering a hex brings (§3.4, §3.5, §3.18): stacking that strands a stack, fortresses
// entered and left, carried units and objects coming along, hidden units found, first-to-hex
// victory.

#include "families/hammers-slammers/play/engine_p.h"

#include <QJsonArray>

namespace hexwright {

bool Engine::strandsOverStack(const UnitState &u, HexCoord hex, double cost) const
{
    QStringList moving {u.id};
    if (!u.carrying.isEmpty())
        moving.append(u.carrying);
    if (!u.towing.isEmpty())
        moving.append(u.towing);
    if (stackingAllows(hex, u, moving))
        return false;
    if (availableMf(u) - cost > 1e-9)
        return false; // the mover itself can go on
    for (const UnitState *o : unitsIn(hex)) {
        if (o->id == u.id || playerOf(*o) != playerOf(u) || !o->carriedBy.isEmpty()
            || !o->towedBy.isEmpty() || printedMovement(*o) <= 0)
            continue;
        if (availableMf(*o) > 0 || (!o->moved && printedMovement(*o) > 0))
            return false; // someone else there can still leave
    }
    return true;
}

// Entering a hex -------------------------------------------------------------------------

void Engine::moveCarried(UnitState &u)
{
    for (const QString &id : {u.carrying, u.towing}) {
        if (UnitState *x = state.unit(id))
            x->hex = u.hex;
    }
}

void Engine::setInFortress(UnitState &u, bool inside, const QString &why)
{
    if (u.inFortress == inside)
        return;
    u.inFortress = inside;
    note({{QStringLiteral("type"), QStringLiteral("fortress")},
          {QStringLiteral("unit"), u.id},
          {QStringLiteral("hex"), context.label(u.hex)},
          {QStringLiteral("inside"), inside},
          {QStringLiteral("reason"), why}});
}

void Engine::noteInsideFortress(QJsonObject &inputs, HexCoord hex,
                                const QList<const UnitState *> &units) const
{
    if (!state.fortressAt(hex))
        return;
    QJsonArray inside;
    for (const UnitState *u : units) {
        if (u && u->inFortress)
            inside.append(u->id);
    }
    inputs.insert(QStringLiteral("inside_fortress"), inside);
}

void Engine::placeInFortress(UnitState &u, const QString &why)
{
    if (!u.onMap() || !state.fortressAt(u.hex) || !u.carriedBy.isEmpty() || !u.towedBy.isEmpty()) {
        setInFortress(u, false, QStringLiteral("left the fortress"));
        return;
    }
    int inside = 0;
    for (const UnitState *o : unitsIn(u.hex)) {
        if (o->id == u.id || !o->inFortress)
            continue;
        if (context.isEnemy(u, *o))
            return; // held by the enemy: outside
        ++inside;
    }
    const bool room = inside < hsRules(context.ruleset()).fortress.capacity;
    setInFortress(u, room, room ? why : QStringLiteral("the fortress is full"));
}

void Engine::afterEntering(UnitState &entering, HexCoord hex)
{
    const QString id = entering.id;
    state.entered.insert(hex);
    markAttackedIn(hex, entering); // close assaulted from now on
    moveCarried(entering);
    for (ObjectState &o : state.objects) {
        if (o.carriedBy != id)
            continue;
        o.hex = hex;
        if (const VictoryCondition *v = objectsCondition()) {
            const QString zone = v->parameters.value(QStringLiteral("home_zones"))
                                     .toMap()
                                     .value(entering.side)
                                     .toString();
            if (!zone.isEmpty() && context.zoneHexes(zone).contains(hex)) {
                o.safeWith = entering.side;
                o.carriedBy.clear();
            }
        }
    }

    // Hidden units (scenario 6): the first enemy entry into a hex of their zone rolls 1d6.
    if (!state.searched.contains(hex)) {
        for (const HiddenUnits &h : context.scenario().hidden) {
            if (h.side == entering.side || !context.zoneHexes(h.zone).contains(hex))
                continue;
            state.searched.insert(hex);
            DieRoll &d = roll(1, QStringLiteral("hidden_units"),
                              {{QStringLiteral("hidden"), h.id},
                               {QStringLiteral("hex"), context.label(hex)},
                               {QStringLiteral("unit"), id}});
            int count = 0;
            for (const HiddenUnits::Outcome &o : h.outcomes) {
                if (o.rolls.contains(d.total))
                    count = o.count;
            }
            d.result = QString::number(count);
            int next = 1;
            for (const UnitState &u : std::as_const(state.units)) {
                if (u.id.startsWith(h.id + QLatin1Char('-')))
                    ++next;
            }
            for (int i = 0; i < count; ++i) {
                UnitState u;
                u.id = QStringLiteral("%1-%2").arg(h.id).arg(next++);
                u.type = h.unitType;
                u.colour = h.colour;
                u.side = context.sharedSide(h.side);
                u.hex = hex;
                u.hidden = true;
                state.units.append(u);
            }
            break;
        }
    }

    const UnitState &u = *state.unit(id);
    for (const VictoryCondition &v : context.scenario().victory) {
        if (v.kind != QLatin1String("first_to_hex") || !state.firstToHex.isEmpty())
            continue;
        const QStringList colours = v.parameters.value(QStringLiteral("colours")).toStringList();
        const QStringList types = v.parameters.value(QStringLiteral("unit_types")).toStringList();
        if (context.zoneHexes(v.parameters.value(QStringLiteral("zone")).toString()).contains(hex)
            && (colours.isEmpty() || colours.contains(u.colour))
            && (types.isEmpty() || types.contains(u.type)))
            state.firstToHex = u.side;
    }
}

} // namespace hexwright
