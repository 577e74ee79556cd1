// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Steps 1-3 of a player turn: rally (§3.1), paradrops and CPF (§3.2, §3.3), movement with
// entries, exits, mounting, towing, objects and fortress demolition (§3.4-3.7, §3.18).

#include "families/hammers-slammers/play/engine_p.h"

#include <QJsonArray>

namespace hexwright {

namespace {

QJsonObject inputs(std::initializer_list<std::pair<QString, QJsonValue>> list)
{
    QJsonObject o;
    for (const auto &[k, v] : list)
        o.insert(k, v);
    return o;
}

rules::RallyMode rallyMode(const MoraleBlock *block)
{
    if (block) {
        for (const MoraleRule &r : block->rules) {
            if (r.kind == MoraleRule::Kind::DesperationOnly)
                return rules::RallyMode::DesperationOnly;
            if (r.kind == MoraleRule::Kind::FailedRallyEliminates)
                return rules::RallyMode::FailedRallyEliminates;
        }
    }
    return rules::RallyMode::Normal;
}

/// A hex far off the map: entering from it never pays the road rate.
HexCoord offMap(HexCoord hex)
{
    return hex + HexCoord(100000, 0);
}

} // namespace

double Engine::availableMf(const UnitState &u) const
{
    const UnitType *type = context.type(u);
    if (type && rules::isTwoSided(*type) && u.mounted)
        return u.skimmerMf;
    return u.mf;
}

const VictoryCondition *Engine::exitCondition(const UnitState &u) const
{
    for (const VictoryCondition &v : context.scenario().victory) {
        if (v.kind != QLatin1String("exit_units"))
            continue;
        const QStringList colours = v.parameters.value(QStringLiteral("colours")).toStringList();
        if (v.parameters.value(QStringLiteral("side")).toString() == u.side
            && (colours.isEmpty() || colours.contains(u.colour)))
            return &v;
    }
    return nullptr;
}

const VictoryCondition *Engine::objectsCondition() const
{
    for (const VictoryCondition &v : context.scenario().victory) {
        if (v.kind == QLatin1String("collect_objects"))
            return &v;
    }
    return nullptr;
}

// Rally ----------------------------------------------------------------------------------

QString Engine::checkRally(const RallyAction &a) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    if (!u->onMap() || !u->disrupted)
        return QStringLiteral("%1 is not a disrupted unit on the map").arg(a.unit);
    if (state.rallyTried.contains(a.unit))
        return QStringLiteral("%1 has already tried to rally this turn").arg(a.unit);
    if (!u->towedBy.isEmpty())
        return QStringLiteral("%1 rallies with its tower").arg(a.unit);
    if (inCloseAssault(*u))
        return QStringLiteral("%1 is in a close assault and cannot rally").arg(a.unit);
    return {};
}

QString Engine::applyRally(const RallyAction &a)
{
    UnitState &u = *state.unit(a.unit);
    state.rallyTried.insert(u.id);
    const MoraleBlock *block = context.moraleBlock(u.colour);
    const int morale = context.morale(state, u.colour);
    const rules::RallyMode mode = rallyMode(block);
    DieRoll &d = roll(
        2, QStringLiteral("rally"),
        inputs({{QStringLiteral("unit"), u.id},
                {QStringLiteral("morale"), morale},
                {QStringLiteral("desperation_only"), mode == rules::RallyMode::DesperationOnly}}));
    const int total = d.total;
    if (block) {
        for (const MoraleRule &r : block->rules) {
            if (r.kind == MoraleRule::Kind::DesertOnRally
                && rules::desertionTriggered(context.blockLosses(state, *block), total,
                                             r.thresholds)) {
                d.result = QStringLiteral("desertion");
                for (UnitState &o : state.units) {
                    if (block->colours.contains(o.colour)
                        && (o.onMap() || o.status == UnitStatus::Waiting))
                        withdraw(o, QStringLiteral("deserted"), rollNumber());
                }
                return {};
            }
        }
    }
    const rules::RallyOutcome outcome = rules::rallyOutcome(
        morale, total, std::nullopt, false, mode, context.ruleset().morale.desperationRally);
    switch (outcome) {
    case rules::RallyOutcome::Rallied:
        d.result = QStringLiteral("rallied");
        u.disrupted = false;
        if (UnitState *gun = state.unit(u.towing))
            gun->disrupted = false;
        break;
    case rules::RallyOutcome::NeedsDesperationRoll:
        d.result = QStringLiteral("failed");
        state.failedRally = u.id;
        state.failedRallyRoll = total;
        break;
    case rules::RallyOutcome::Removed:
        d.result = QStringLiteral("removed");
        eliminate(u, QStringLiteral("failed rally"), rollNumber());
        break;
    default:
        d.result = QStringLiteral("failed");
        break;
    }
    return {};
}

QString Engine::checkDesperation(const DesperationRallyAction &a) const
{
    if (state.failedRally != a.unit)
        return QStringLiteral("%1 has not just failed a rally").arg(a.unit);
    QString why;
    return own(a.unit, &why) ? QString() : why;
}

QString Engine::applyDesperation(const DesperationRallyAction &a)
{
    UnitState &u = *state.unit(a.unit);
    state.failedRally.clear();
    const int morale = context.morale(state, u.colour);
    DieRoll &d = roll(2, QStringLiteral("desperation_rally"),
                      inputs({{QStringLiteral("unit"), u.id}, {QStringLiteral("morale"), morale}}));
    const rules::RallyOutcome outcome = rules::rallyOutcome(
        morale, state.failedRallyRoll, d.total, false, rallyMode(context.moraleBlock(u.colour)));
    if (outcome == rules::RallyOutcome::Rallied) {
        d.result = QStringLiteral("rallied");
        u.disrupted = false;
        if (UnitState *gun = state.unit(u.towing))
            gun->disrupted = false;
    } else {
        d.result = QStringLiteral("removed");
        eliminate(u, QStringLiteral("failed desperation rally"), rollNumber());
    }
    return {};
}

// Paradrops and counter-paradrop fire ------------------------------------------------------

QString Engine::checkParadrop(const ParadropAction &a) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    const Reinforcement *r = reinforcementOf(*u);
    if (u->status != UnitStatus::Waiting || !r || r->entry.kind != Entry::Kind::Paradrop)
        return QStringLiteral("%1 is not a paratrooper waiting to drop").arg(a.unit);
    if (u->entryTurn > state.turn)
        return QStringLiteral("%1 drops from turn %2").arg(a.unit).arg(u->entryTurn);
    if (!r->entry.zone.isEmpty() ? !context.zoneHexes(r->entry.zone).contains(a.dropZone)
                                 : !context.isPlayable(a.dropZone))
        return QStringLiteral("%1 is not in the drop zone").arg(context.label(a.dropZone));
    if (hexHasEnemyOf(a.dropZone, *u))
        return QStringLiteral("the drop zone %1 holds enemy units").arg(context.label(a.dropZone));
    return {};
}

QString Engine::applyParadrop(const ParadropAction &a)
{
    UnitState &u = *state.unit(a.unit);
    rules::ScatterRolls rolls;
    DieRoll &acc = roll(1, QStringLiteral("paradrop_accuracy"),
                        inputs({{QStringLiteral("unit"), u.id},
                                {QStringLiteral("drop_zone"), context.label(a.dropZone)}}));
    rolls.accuracy = acc.total;
    QJsonArray rolled {rollNumber()};
    acc.result = rules::landsOnTarget(rolls.accuracy) ? QStringLiteral("on target")
                                                      : QStringLiteral("off course");
    if (!rules::landsOnTarget(rolls.accuracy)) {
        DieRoll &dir = roll(1, QStringLiteral("scatter_direction"),
                            inputs({{QStringLiteral("unit"), u.id}}));
        rolls.direction = dir.total;
        dir.result = context.ruleset().directions.value(rolls.direction - 1);
        DieRoll &dist
            = roll(1, QStringLiteral("scatter_distance"), inputs({{QStringLiteral("unit"), u.id}}));
        rolls.distance = dist.total;
        dist.result = QString::number(rolls.distance);
        rolled = {rollNumber() - 2, rollNumber() - 1, rollNumber()};
    }
    const rules::Landing landing
        = rules::landParatrooper(*state.field, a.dropZone, rolls, *context.type(u));
    u.status = UnitStatus::OnMap;
    u.hex = landing.hex;
    note({{QStringLiteral("type"), QStringLiteral("landing")},
          {QStringLiteral("unit"), u.id},
          {QStringLiteral("hex"), context.label(landing.hex)},
          {QStringLiteral("terrain"), landing.terrainId},
          {QStringLiteral("eliminated"), landing.eliminated},
          {QStringLiteral("reason"), landing.reason},
          {QStringLiteral("rolls"), rolled}});
    if (landing.eliminated) {
        eliminate(u, QStringLiteral("landing: ") + landing.reason, rollNumber());
        return {};
    }
    u.droppedIntoAssault = hexHasEnemyOf(u.hex, u);
    state.landed.append(u.id);
    afterEntering(u, u.hex);
    // A paratrooper landing in an empty fortress is inside it like any unit that enters
    // (§3.18), so the close assault's round-1 +12 is its, not its attackers'.
    placeInFortress(*state.unit(a.unit), QStringLiteral("landed in the fortress"));
    return {};
}

QString Engine::checkCpf(const CounterParadropFireAction &a) const
{
    QString why;
    const UnitState *f = own(a.firer, &why);
    if (!f)
        return why;
    const UnitState *t = unitById(a.target);
    if (!t || !t->onMap() || !state.landed.contains(a.target))
        return QStringLiteral("%1 has not just landed").arg(a.target);
    if (state.cpfTargets.contains(a.target))
        return QStringLiteral("%1 has already been fired on").arg(a.target);
    if (!f->onMap() || !context.isEnemy(*f, *t))
        return QStringLiteral("%1 cannot fire on %2").arg(a.firer, a.target);
    const UnitType *type = context.type(*f);
    const int distance = rules::fireRange(f->hex, t->hex);
    if (!type || distance > context.factors(*f).range
        || !rules::canFireCpf(*type, f->disrupted, inCloseAssault(*f), f->attacked, distance,
                              lineOfSight(f->hex, t->hex), context.choices()))
        return QStringLiteral("%1 may not fire counter-paradrop fire at %2").arg(a.firer, a.target);
    if (!rules::isCalliope(*type)) {
        const rules::OddsReading r
            = rules::readOdds(rules::AttackKind::CounterParadrop, context.factors(*f).attack,
                              context.factors(*t).defence, context.ruleset(), context.choices());
        if (!r.legal)
            return QStringLiteral("odds %1 are below the table").arg(r.raw.toString());
    }
    return {};
}

QString Engine::applyCpf(const CounterParadropFireAction &a)
{
    UnitState &f = *state.unit(a.firer);
    UnitState &t = *state.unit(a.target);
    f.attacked = true;
    state.cpfTargets.insert(t.id);
    markAttacked({t.id});
    if (rules::isCalliope(*context.type(f))) {
        // A calliope eliminates the paratrooper outright (§3.3); victims go at once.
        eliminate(t, QStringLiteral("counter-paradrop fire (calliope)"));
        return {};
    }
    const rules::OddsReading r
        = rules::readOdds(rules::AttackKind::CounterParadrop, context.factors(f).attack,
                          context.factors(t).defence, context.ruleset(), context.choices());
    // Attack and defence as the odds read them: the firer's printed attack against the
    // paratrooper's defence, no terrain (§3.3).
    QJsonObject cpf = inputs({{QStringLiteral("firer"), f.id},
                              {QStringLiteral("target"), t.id},
                              {QStringLiteral("attack"), context.factors(f).attack},
                              {QStringLiteral("defence"), context.factors(t).defence},
                              {QStringLiteral("odds"), r.used.toString()},
                              {QStringLiteral("column"), r.column}});
    noteInsideFortress(cpf, t.hex, {&t});
    DieRoll &d = roll(2, QStringLiteral("counter_paradrop_fire"), cpf);
    d.result = rules::crtResult(context.ruleset(), d.total, r);
    if (rules::resultKind(d.result) != rules::ResultKind::None)
        eliminate(t, QStringLiteral("counter-paradrop fire"), rollNumber());
    return {};
}

// Movement -------------------------------------------------------------------------------

QString Engine::checkEnter(const EnterAction &a) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    if (u->status != UnitStatus::Waiting || u->entryTurn > state.turn || u->reinforcement.isEmpty())
        return QStringLiteral("%1 may not enter now").arg(a.unit);
    if (!entryHexes(*u).contains(a.hex))
        return QStringLiteral("%1 is not an entry hex of %2").arg(context.label(a.hex), a.unit);
    if (hexHasEnemyOf(a.hex, *u))
        return QStringLiteral("enemy units hold %1").arg(context.label(a.hex));
    if (!rules::entryCost(*state.field, offMap(a.hex), a.hex, moverOf(*u), context.choices())
             .allowed())
        return QStringLiteral("%1 may not enter %2").arg(a.unit, context.label(a.hex));
    const double cost
        = rules::entryCost(*state.field, offMap(a.hex), a.hex, moverOf(*u), context.choices()).cost;
    if (strandsOverStack(*u, a.hex, cost))
        return QStringLiteral("%1 would be over-stacked with nobody able to move on")
            .arg(context.label(a.hex));
    return {};
}

QString Engine::applyEnter(const EnterAction &a)
{
    UnitState &u = *state.unit(a.unit);
    const rules::EntryCost cost
        = rules::entryCost(*state.field, offMap(a.hex), a.hex, moverOf(u), context.choices());
    u.status = UnitStatus::OnMap;
    u.hex = a.hex;
    u.moved = true;
    if (u.mounted)
        u.skimmerMf = std::max(0.0, u.skimmerMf - cost.cost);
    else
        u.mf = std::max(0.0, u.mf - cost.cost);
    afterEntering(u, a.hex);
    placeInFortress(u, QStringLiteral("entered the fortress"));
    return {};
}

QString Engine::checkMove(const MoveAction &a, double *costOut) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    if (!u->onMap() || !u->carriedBy.isEmpty() || !u->towedBy.isEmpty())
        return QStringLiteral("%1 cannot move by itself").arg(a.unit);
    if (a.path.isEmpty())
        return QStringLiteral("the path is empty");
    if (printedMovement(*u) <= 0)
        return QStringLiteral("%1 has no movement factors").arg(a.unit);
    if (occupancyFor(*u, u->hex) == rules::Occupancy::CloseAssault
        || occupancyFor(*u, u->hex) == rules::Occupancy::Enemy)
        return QStringLiteral("%1 may not leave a close assault").arg(a.unit);
    const rules::Mover mover = moverOf(*u);
    double cost = 0;
    HexCoord previous = u->hex;
    for (int i = 0; i < a.path.size(); ++i) {
        const HexCoord h = a.path[i];
        if (HexCoord::distance(previous, h) != 1)
            return QStringLiteral("%1 is not next to %2")
                .arg(context.label(h), context.label(previous));
        const rules::EntryCost e
            = rules::entryCost(*state.field, previous, h, mover, context.choices());
        if (!e.allowed())
            return QStringLiteral("%1 may not enter %2").arg(a.unit, context.label(h));
        if (state.demolished.value(h, -1) == decider())
            return QStringLiteral("%1 may not re-enter %2 this turn: its fortress was demolished")
                .arg(a.unit, context.label(h));
        const rules::Occupancy occupancy = occupancyFor(*u, h);
        if (occupancy == rules::Occupancy::Enemy || occupancy == rules::Occupancy::CloseAssault) {
            if (i + 1 != a.path.size())
                return QStringLiteral("%1 must stop on entering %2").arg(a.unit, context.label(h));
            if (u->disrupted)
                return QStringLiteral("disrupted %1 may not enter a close assault").arg(a.unit);
        }
        cost += e.cost;
        previous = h;
    }
    const double available = availableMf(*u);
    const bool minimumMove = a.path.size() == 1 && !u->moved && available > 0;
    if (cost > available + 1e-9 && !minimumMove)
        return QStringLiteral("%1 needs %2 MF and has %3").arg(a.unit).arg(cost).arg(available);
    // Stacking counts at the end of the movement phase (§3.5): passing through, or stopping
    // over-stacked for a while, is allowed as long as someone can still move on.
    if (strandsOverStack(*u, a.path.last(), cost))
        return QStringLiteral("%1 would be over-stacked with nobody able to move on")
            .arg(context.label(a.path.last()));
    if (costOut)
        *costOut = cost;
    return {};
}

QString Engine::applyMove(const MoveAction &a)
{
    double cost = 0;
    checkMove(a, &cost);
    UnitState *u = state.unit(a.unit);
    const QString id = u->id;
    if (context.type(*u) && rules::isTwoSided(*context.type(*u)) && u->mounted)
        u->skimmerMf = std::max(0.0, u->skimmerMf - cost);
    else
        u->mf = std::max(0.0, u->mf - cost);
    u->moved = true;
    setInFortress(*u, false, QStringLiteral("moved out"));
    for (HexCoord h : a.path) {
        u = state.unit(id); // hidden units may have been added: the list may have moved
        u->hex = h;
        afterEntering(*u, h);
        u = state.unit(id);
        if (hexHasEnemyOf(h, *u) || state.gameOver)
            break; // found partisans, or reached the winning hex
    }
    placeInFortress(*state.unit(id), QStringLiteral("moved in"));
    return {};
}

QJsonObject Engine::actionFacts(const Action &action) const
{
    if (std::holds_alternative<PlaceRestAction>(action))
        return placeRestFacts();
    QJsonObject facts;
    double cost = 0;
    double available = 0;
    if (const auto *move = std::get_if<MoveAction>(&action)) {
        const UnitState *u = unitById(move->unit);
        if (!u || !checkMove(*move, &cost).isEmpty())
            return facts;
        available = availableMf(*u);
    } else if (const auto *enter = std::get_if<EnterAction>(&action)) {
        const UnitState *u = unitById(enter->unit);
        if (!u)
            return facts;
        cost = rules::entryCost(*state.field, offMap(enter->hex), enter->hex, moverOf(*u),
                                context.choices())
                   .cost;
        available = availableMf(*u);
    } else {
        return facts;
    }
    facts.insert(QStringLiteral("mf"), cost);
    facts.insert(QStringLiteral("mf_left"), std::max(0.0, available - cost));
    // A first move of one hex is allowed whatever it costs (§3.4): say so where the cost is
    // more than the unit had.
    if (cost > available + 1e-9)
        facts.insert(QStringLiteral("minimum_move"), true);
    return facts;
}

QString Engine::checkExit(const ExitAction &a) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    const VictoryCondition *v = exitCondition(*u);
    if (!v || !u->onMap() || !u->carriedBy.isEmpty() || !u->towedBy.isEmpty())
        return QStringLiteral("%1 has no edge to exit by").arg(a.unit);
    EdgeSpec edge;
    const QVariantMap e = v->parameters.value(QStringLiteral("edge")).toMap();
    edge.side = e.value(QStringLiteral("side")).toString();
    edge.panels = e.value(QStringLiteral("panels")).toStringList();
    if (!context.edgeHexes(edge).contains(u->hex))
        return QStringLiteral("%1 is not on the exit edge").arg(a.unit);
    if (availableMf(*u) <= 0 && (u->moved || printedMovement(*u) <= 0))
        return QStringLiteral("%1 has no movement left").arg(a.unit);
    if (inCloseAssault(*u))
        return QStringLiteral("%1 may not leave a close assault").arg(a.unit);
    return {};
}

QString Engine::applyExit(const ExitAction &a)
{
    UnitState &u = *state.unit(a.unit);
    for (const QString &id : {u.carrying, u.towing, u.id}) {
        if (UnitState *x = state.unit(id)) {
            x->status = UnitStatus::Exited;
            state.exited[x->colour] += 1;
        }
    }
    if (ObjectState *o = state.objectCarriedBy(u.id)) {
        o->carriedBy.clear();
        o->hex = u.hex;
    }
    return {};
}

QString Engine::checkMount(const MountAction &a) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    const UnitType *type = context.type(*u);
    if (!u->onMap() || !type || inCloseAssault(*u) || !u->carriedBy.isEmpty())
        return QStringLiteral("%1 cannot mount now").arg(a.unit);
    if (a.carrier.isEmpty()) {
        rules::SkimmerPools pools {u->mf, u->skimmerMf, u->mounted};
        if (!rules::isTwoSided(*type) || !pools.mount())
            return QStringLiteral("%1 cannot mount skimmers now").arg(a.unit);
        return {};
    }
    const UnitState *apc = own(a.carrier, &why);
    if (!apc)
        return why;
    const UnitType *apcType = context.type(*apc);
    if (!apcType || !rules::isApc(*apcType) || !rules::ridesApc(*type) || apc->hex != u->hex
        || !apc->onMap() || !apc->carrying.isEmpty() || apc->disrupted || apc->mf < 1 || u->mf < 1)
        return QStringLiteral("%1 cannot board %2").arg(a.unit, a.carrier);
    // The APC must start the turn in the infantry's hex (§3.7).
    if (apc->turnStartHex != std::optional<HexCoord>(u->hex))
        return QStringLiteral("%1 did not start the turn in %2's hex").arg(a.carrier, a.unit);
    return {};
}

QString Engine::applyMount(const MountAction &a)
{
    UnitState &u = *state.unit(a.unit);
    if (a.carrier.isEmpty()) {
        rules::SkimmerPools pools {u.mf, u.skimmerMf, u.mounted};
        pools.mount();
        u.mf = pools.infantry;
        u.skimmerMf = pools.skimmer;
        u.mounted = true;
        return {};
    }
    UnitState &apc = *state.unit(a.carrier);
    apc.mf -= 1;
    u.mf -= 1;
    u.carriedBy = apc.id;
    apc.carrying = u.id;
    setInFortress(u, false, QStringLiteral("boarded %1").arg(apc.id));
    return {};
}

QString Engine::checkDismount(const DismountAction &a) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    if (!u->onMap() || inCloseAssault(*u))
        return QStringLiteral("%1 cannot dismount now").arg(a.unit);
    if (const UnitState *apc = unitById(u->carriedBy)) {
        if (apc->disrupted || apc->mf < 1)
            return QStringLiteral("%1 cannot unload now").arg(apc->id);
        return {};
    }
    const UnitType *type = context.type(*u);
    rules::SkimmerPools pools {u->mf, u->skimmerMf, u->mounted};
    if (!type || !rules::isTwoSided(*type) || !pools.dismount())
        return QStringLiteral("%1 cannot dismount now").arg(a.unit);
    const TerrainType *t = context.terrain(state, u->hex);
    if (t && t->moveCost.value(type->movementClass).prohibited)
        return QStringLiteral("%1 cannot stand on foot in %2").arg(a.unit, t->id);
    return {};
}

QString Engine::applyDismount(const DismountAction &a)
{
    UnitState &u = *state.unit(a.unit);
    if (UnitState *apc = state.unit(u.carriedBy)) {
        apc->mf = std::max(0.0, apc->mf - 1);
        u.mf = std::max(0.0, u.mf - 1);
        apc->carrying.clear();
        u.carriedBy.clear();
        u.moved = true;
        placeInFortress(u, QStringLiteral("dismounted"));
        return {};
    }
    rules::SkimmerPools pools {u.mf, u.skimmerMf, u.mounted};
    pools.dismount();
    u.mf = pools.infantry;
    u.skimmerMf = pools.skimmer;
    u.mounted = false;
    return {};
}

QString Engine::checkHookUp(const HookUpAction &a) const
{
    QString why;
    const UnitState *tower = own(a.tower, &why);
    const UnitState *gun = tower ? own(a.gun, &why) : nullptr;
    if (!tower || !gun)
        return why;
    const UnitType *tt = context.type(*tower);
    const UnitType *gt = context.type(*gun);
    if (!tt || !gt || !tower->onMap() || !gun->onMap() || tower->hex != gun->hex
        || !tower->towing.isEmpty() || !gun->towedBy.isEmpty() || !tower->carrying.isEmpty()
        || tower->moved || !rules::canTowGuns(*tt) || !rules::isTowable(*gt)
        || !rules::canTow(*tt, tower->disrupted, *gt) || inCloseAssault(*tower))
        return QStringLiteral("%1 cannot hook up %2").arg(a.tower, a.gun);
    return {};
}

QString Engine::applyHookUp(const HookUpAction &a)
{
    UnitState &tower = *state.unit(a.tower);
    UnitState &gun = *state.unit(a.gun);
    tower.towing = gun.id;
    gun.towedBy = tower.id;
    setInFortress(gun, false, QStringLiteral("hooked up to %1").arg(tower.id));
    tower.mf = rules::movementAllowance(printedMovement(tower), true, tower.disrupted,
                                        context.choices());
    return {};
}

QString Engine::checkUnhook(const UnhookAction &a) const
{
    QString why;
    const UnitState *tower = own(a.tower, &why);
    if (!tower)
        return why;
    if (tower->towing.isEmpty() || tower->moved || tower->disrupted)
        return QStringLiteral("%1 cannot set up its gun now").arg(a.tower);
    return {};
}

QString Engine::applyUnhook(const UnhookAction &a)
{
    UnitState &tower = *state.unit(a.tower);
    if (UnitState *gun = state.unit(tower.towing)) {
        gun->towedBy.clear();
        placeInFortress(*gun, QStringLiteral("set up"));
    }
    tower.towing.clear();
    tower.mf = rules::movementAllowance(printedMovement(tower), false, tower.disrupted,
                                        context.choices());
    return {};
}

QString Engine::checkPickUp(const PickUpAction &a) const
{
    QString why;
    const UnitState *u = own(a.unit, &why);
    if (!u)
        return why;
    if (!objectsCondition() || !u->onMap() || !u->carriedBy.isEmpty() || availableMf(*u) < 1)
        return QStringLiteral("%1 cannot pick anything up").arg(a.unit);
    if (state.objectCarriedBy(u->id))
        return QStringLiteral("%1 already carries an object").arg(a.unit);
    bool lying = false;
    for (const ObjectState &o : state.objects) {
        if (o.hex == u->hex && o.carriedBy.isEmpty() && o.safeWith.isEmpty())
            lying = true;
    }
    return lying ? QString() : QStringLiteral("no object lies in %1").arg(context.label(u->hex));
}

QString Engine::applyPickUp(const PickUpAction &a)
{
    UnitState &u = *state.unit(a.unit);
    for (ObjectState &o : state.objects) {
        if (o.hex == u.hex && o.carriedBy.isEmpty() && o.safeWith.isEmpty()) {
            o.carriedBy = u.id;
            break;
        }
    }
    if (u.mounted)
        u.skimmerMf -= 1;
    else
        u.mf -= 1;
    return {};
}

QString Engine::checkDemolish(const DemolishFortressAction &a) const
{
    if (!state.fortressAt(a.hex))
        return QStringLiteral("no fortress in %1").arg(context.label(a.hex));
    bool occupant = false;
    for (const UnitState *u : unitsIn(a.hex)) {
        if (u->inFortress && playerOf(*u) == decider()) {
            occupant = true;
            if (u->moved)
                return QStringLiteral("%1 has moved already").arg(u->id);
        }
    }
    return occupant
        ? QString()
        : QStringLiteral("no unit of yours is inside the fortress in %1").arg(context.label(a.hex));
}

QString Engine::applyDemolish(const DemolishFortressAction &a)
{
    state.demolished.insert(a.hex, decider());
    state.field->setFortress(a.hex, false);
    for (int i = 0; i < state.fortresses.size(); ++i) {
        if (state.fortresses[i].hex == a.hex)
            state.fortresses.removeAt(i--);
    }
    for (UnitState &u : state.units) {
        if (u.onMap() && u.hex == a.hex)
            setInFortress(u, false, QStringLiteral("the fortress was demolished"));
    }
    return {};
}

} // namespace hexwright
