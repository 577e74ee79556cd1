// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The end of a combat round (§2): results applied together, disruption (§3.15), rubble
// (§3.16); losses, and the scenario's morale rules that act on them.

#include "families/hammers-slammers/play/engine_p.h"

namespace hexwright {

namespace {

int severity(const QString &code)
{
    switch (rules::resultKind(code)) {
    case rules::ResultKind::Eliminated:
        return 2;
    case rules::ResultKind::Disrupted:
        return 1;
    case rules::ResultKind::None:
        break;
    }
    return 0;
}

} // namespace

void Engine::addPending(const QString &unit, const QString &result, const QString &cause, int roll)
{
    if (severity(result) > 0)
        state.pending.append({unit, result, cause, roll});
}

void Engine::eliminate(UnitState &u, const QString &why, int roll)
{
    if (u.status == UnitStatus::Eliminated || u.status == UnitStatus::Exited
        || u.status == UnitStatus::Withdrawn)
        return;
    const QString id = u.id;
    u.status = UnitStatus::Eliminated;
    state.losses[u.colour] += 1;
    note([&] {
        QJsonObject line {{QStringLiteral("type"), QStringLiteral("eliminated")},
                          {QStringLiteral("unit"), id},
                          {QStringLiteral("reason"), why}};
        if (roll > 0)
            line.insert(QStringLiteral("roll"), roll);
        return line;
    });
    if (ObjectState *o = state.objectCarriedBy(id))
        o->carriedBy.clear(); // the container stays in play where it fell
    const QString passenger = u.carrying;
    const QString gun = u.towing;
    if (UnitState *apc = state.unit(u.carriedBy))
        apc->carrying.clear();
    if (UnitState *tower = state.unit(u.towedBy))
        tower->towing.clear();
    UnitState &self = *state.unit(id);
    self.carrying.clear();
    self.towing.clear();
    self.carriedBy.clear();
    self.towedBy.clear();
    self.inFortress = false;
    if (UnitState *p = state.unit(passenger)) {
        p->carriedBy.clear();
        eliminate(*p, QStringLiteral("went with its carrier"), roll);
    }
    if (UnitState *g = state.unit(gun)) {
        g->towedBy.clear();
        eliminate(*g, QStringLiteral("shares its tower's result"), roll);
    }
}

void Engine::withdraw(UnitState &u, const QString &why, int roll)
{
    if (u.status != UnitStatus::OnMap && u.status != UnitStatus::Waiting)
        return;
    u.status = UnitStatus::Withdrawn;
    note([&] {
        QJsonObject line {{QStringLiteral("type"), QStringLiteral("withdrawn")},
                          {QStringLiteral("unit"), u.id},
                          {QStringLiteral("reason"), why}};
        if (roll > 0)
            line.insert(QStringLiteral("roll"), roll);
        return line;
    });
    if (ObjectState *o = state.objectCarriedBy(u.id))
        o->carriedBy.clear();
    for (const QString &id : {u.carriedBy, u.towedBy, u.carrying, u.towing}) {
        if (UnitState *x = state.unit(id)) {
            if (x->carrying == u.id)
                x->carrying.clear();
            if (x->towing == u.id)
                x->towing.clear();
            if (x->carriedBy == u.id)
                x->carriedBy.clear();
            if (x->towedBy == u.id)
                x->towedBy.clear();
        }
    }
    u.carriedBy.clear();
    u.towedBy.clear();
    u.carrying.clear();
    u.towing.clear();
    u.inFortress = false;
}

void Engine::applyPendingResults()
{
    ++state.round;
    // One result per unit: the worst it took this round.
    QStringList order;
    QHash<QString, PendingResult> worst;
    for (const PendingResult &p : state.pending) {
        if (!worst.contains(p.unit)) {
            order.append(p.unit);
            worst.insert(p.unit, p);
        } else if (severity(p.result) > severity(worst[p.unit].result)) {
            worst[p.unit] = p;
        }
    }
    for (const QString &id : order) {
        UnitState *u = state.unit(id);
        if (!u || !u->onMap())
            continue;
        const PendingResult &p = worst[id];
        const UnitType *type = context.type(*u);
        if (rules::resultKind(p.result) == rules::ResultKind::Eliminated) {
            eliminate(*u, QStringLiteral("%1 (%2)").arg(p.result, p.cause), p.roll);
            continue;
        }
        rules::DisruptionTarget t;
        t.terrainId = state.field->terrainId(u->hex);
        t.skimmerMounted = type && rules::isTwoSided(*type) && u->mounted;
        t.militia = type && rules::isMilitia(*type);
        // Infantry riding an APC is not on foot (§3.7): only a passenger that takes its own
        // result (apc_passenger_indirect own_result) gets here.
        t.dismountedInfantry
            = type && rules::ignoresDisruptionOnFoot(*type, u->mounted || !u->carriedBy.isEmpty());
        t.apcWithPassenger = !u->carrying.isEmpty();
        t.disrupted = u->disrupted;
        t.disruptedBeforeRound = u->disrupted;
        t.disruptedAtTurnStart = u->disruptedAtTurnStart;
        t.alreadyHitThisTurn = u->disHitStamp == state.playerTurns;
        const rules::DisruptionEffect effect = rules::disruptionEffect(t, context.choices());
        note([&] {
            return QJsonObject {{QStringLiteral("type"), QStringLiteral("result")},
                                {QStringLiteral("unit"), id},
                                {QStringLiteral("result"), p.result},
                                {QStringLiteral("cause"), p.cause},
                                {QStringLiteral("roll"), p.roll},
                                {QStringLiteral("reason"), effect.reason}};
        });
        switch (effect.outcome) {
        case rules::DisruptionOutcome::Eliminated:
            eliminate(*u, QStringLiteral("Dis: ") + effect.reason, p.roll);
            break;
        case rules::DisruptionOutcome::Disrupted:
            u->disrupted = true;
            u->disruptedRound = state.round;
            u->disHitStamp = state.playerTurns;
            if (UnitState *gun = state.unit(u->towing))
                gun->disrupted = true;
            break;
        case rules::DisruptionOutcome::Ignored:
            break;
        }
    }
    QList<HexCoord> rubble
        = context.leavesRubble() ? state.pendingRubble.keys() : QList<HexCoord>();
    std::sort(rubble.begin(), rubble.end());
    for (HexCoord hex : rubble) {
        if (!rules::canBeRubbled(*state.field, hex))
            continue;
        state.field->applyRubble(hex);
        note({{QStringLiteral("type"), QStringLiteral("rubble")},
              {QStringLiteral("hex"), context.label(hex)},
              {QStringLiteral("roll"), state.pendingRubble.value(hex)}});
        if (!state.field->hasFortress(hex)) {
            for (int i = 0; i < state.fortresses.size(); ++i) {
                if (state.fortresses[i].hex == hex)
                    state.fortresses.removeAt(i--);
            }
            for (UnitState &u : state.units) {
                if (u.onMap() && u.hex == hex)
                    setInFortress(u, false, QStringLiteral("rubble buried the fortress"));
            }
        }
    }
    state.pending.clear();
    state.pendingRubble.clear();
}

void Engine::checkMoraleRules()
{
    for (const Side &side : context.scenario().sides) {
        for (const MoraleBlock &block : side.morale) {
            for (const MoraleRule &r : block.rules) {
                if (r.kind != MoraleRule::Kind::WithdrawAfterLosses
                    || context.blockLosses(state, block) < r.losses)
                    continue;
                for (UnitState &u : state.units) {
                    if (block.colours.contains(u.colour))
                        withdraw(u, QStringLiteral("withdrawal after %1 losses").arg(r.losses));
                }
            }
        }
    }
}

} // namespace hexwright
