// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Steps 4A, 4B and 5: ECM (§3.19), indirect fire with CAF and gas (§3.10-3.12), direct fire
// (§3.13) and close assault (§3.14). Results wait in GameState::pending until the round ends.

#include "families/hammers-slammers/play/engine_p.h"

#include <QJsonArray>

#include <algorithm>

namespace hexwright {

bool Engine::canJam(const UnitState &tank) const
{
    return tank.onMap() && tank.options.contains(QLatin1String("ecm")) && !tank.disrupted
        && !tank.jamUsed && !(context.choices().ecmUsesAttack && tank.attacked);
}

bool Engine::jammable(const UnitState &tank, const UnitState &target) const
{
    return target.onMap() && !target.jammed && !context.isMercenary(target.colour)
        && context.isEnemy(tank, target) && lineOfSight(tank.hex, target.hex);
}

QStringList Engine::ecmTargetsOf(const AnnouncedAttack &a) const
{
    // Jamming matters to an attack only where it stops a combination or an observer.
    QStringList units;
    if (a.firers.size() > 1)
        units = a.firers;
    if (a.indirect && !a.observer.isEmpty())
        units.append(a.observer);
    return units;
}

QStringList Engine::ecmTanks(int player) const
{
    QStringList tanks;
    if (!state.announced)
        return tanks;
    const QStringList units = ecmTargetsOf(*state.announced);
    for (const UnitState &u : std::as_const(state.units)) {
        if (playerOf(u) != player || !canJam(u))
            continue;
        for (const QString &id : units) {
            const UnitState *t = unitById(id);
            if (t && jammable(u, *t)) {
                tanks.append(u.id);
                break;
            }
        }
    }
    return tanks;
}

bool Engine::announce(const AnnouncedAttack &attack)
{
    if (attack.defender < 0)
        return false;
    const QStringList units = ecmTargetsOf(attack);
    if (units.isEmpty())
        return false;
    for (const UnitState &u : std::as_const(state.units)) {
        if (playerOf(u) != attack.defender || !canJam(u))
            continue;
        for (const QString &id : units) {
            const UnitState *t = unitById(id);
            if (t && jammable(u, *t)) {
                state.announced = attack;
                return true;
            }
        }
    }
    return false;
}

QString Engine::checkJam(const JamAction &a) const
{
    if (a.tanks.size() != a.targets.size())
        return QStringLiteral("each ECM tank jams one unit");
    QString why;
    for (int i = 0; i < a.tanks.size(); ++i) {
        const UnitState *tank = own(a.tanks[i], &why);
        if (!tank)
            return why;
        if (a.tanks.count(a.tanks[i]) > 1 || !canJam(*tank))
            return QStringLiteral("%1 cannot jam").arg(a.tanks[i]);
        const UnitState *t = unitById(a.targets[i]);
        if (!t || a.targets.count(a.targets[i]) > 1 || t->jammed || !t->onMap()
            || context.isMercenary(t->colour) || !context.isEnemy(*tank, *t))
            return QStringLiteral("%1 cannot be jammed").arg(a.targets[i]);
        if (!lineOfSight(tank->hex, t->hex))
            return QStringLiteral("%1 does not see %2").arg(a.tanks[i], a.targets[i]);
    }
    return {};
}

QString Engine::applyJam(const JamAction &a)
{
    for (int i = 0; i < a.tanks.size(); ++i) {
        state.unit(a.targets[i])->jammed = true;
        UnitState *tank = state.unit(a.tanks[i]);
        tank->jamUsed = true;
        if (context.choices().ecmUsesAttack)
            tank->attacked = true;
    }
    const AnnouncedAttack attack = *state.announced;
    state.announced.reset();
    if (attack.indirect)
        strikeAfterEcm(attack);
    else
        resolveDirect(attack);
    return {};
}

bool Engine::zeroAttack(const UnitState &u) const
{
    const UnitType *type = context.type(u);
    return context.factors(u).attack <= 0 || (type && rules::isCalliope(*type));
}

QString Engine::notEnemyOf(const QStringList &attackers, const UnitState &target) const
{
    for (const QString &id : attackers) {
        const UnitState *u = unitById(id);
        if (u && !context.isEnemy(*u, target))
            return id;
    }
    return {};
}

// Ranged fire ------------------------------------------------------------------------------

QString Engine::checkRangedFirers(const QStringList &firers, HexCoord target, bool indirect,
                                  bool gas, bool observed, double *attack) const
{
    QString why;
    for (const QString &id : firers) {
        const UnitState *f = own(id, &why);
        if (!f)
            return why;
        if (firers.count(id) > 1)
            return QStringLiteral("%1 is named twice").arg(id);
        if (!canFireRanged(*f) || !(indirect ? context.firesIndirect(*f) : context.firesDirect(*f)))
            return indirect ? QStringLiteral("%1 cannot fire indirect now").arg(id)
                            : QStringLiteral("%1 cannot fire direct now").arg(id);
        if (f->jammed && firers.size() > 1)
            return QStringLiteral("jammed %1 may not combine its attack").arg(id);
        if (gas && !f->options.contains(QLatin1String("gas")))
            return QStringLiteral("%1 has no gas").arg(id);
        const rules::RangeBand band = rules::rangeBand(
            rules::fireRange(f->hex, target), context.factors(*f).range, true, context.ruleset());
        if (band == rules::RangeBand::OutOfRange)
            return QStringLiteral("%1 is out of range of %2").arg(id, context.label(target));
        if (!observed && !lineOfSight(f->hex, target))
            return indirect ? QStringLiteral("%1 does not see %2 and no observer is named")
                                  .arg(id, context.label(target))
                            : QStringLiteral("%1 does not see %2").arg(id, context.label(target));
        *attack += rules::attackAtRange(context.factors(*f).attack, band, context.ruleset(),
                                        context.choices());
    }
    return {};
}

// Indirect fire ----------------------------------------------------------------------------

QString Engine::checkIndirect(const IndirectFireAction &a) const
{
    if (a.firers.isEmpty())
        return QStringLiteral("no artillery named");
    if (!state.field->isPlayable(a.target))
        return QStringLiteral("%1 is not on the map").arg(context.label(a.target));
    const UnitState *observer = nullptr;
    QString why;
    if (!a.observer.isEmpty()) {
        observer = own(a.observer, &why);
        if (!observer)
            return why;
        if (!observer->onMap() || observer->jammed || !lineOfSight(observer->hex, a.target))
            return QStringLiteral("%1 cannot observe %2").arg(a.observer, context.label(a.target));
    }
    double attack = 0;
    why = checkRangedFirers(a.firers, a.target, true, a.gas, observer != nullptr, &attack);
    if (!why.isEmpty())
        return why;
    // The strike hits every unit in the hex (§3.11): each firer must be an enemy of every
    // other player's unit there (its own player's it may hit, as in a close-assault hex).
    bool enemy = false;
    for (const UnitState *u : unitsIn(a.target)) {
        if (playerOf(*u) == decider())
            continue;
        if (const QString firer = notEnemyOf(a.firers, *u); !firer.isEmpty())
            return QStringLiteral("%1 may not shell %2: %3 is not its enemy")
                .arg(firer, context.label(a.target), u->id);
        enemy = true;
    }
    if (!enemy)
        return QStringLiteral("no enemy unit in %1").arg(context.label(a.target));
    if (!a.gas) {
        const rules::IndirectReading r
            = rules::readIndirect(attack, rules::indirectHexDefence(*state.field, a.target),
                                  context.ruleset(), context.choices());
        if (!r.classA.legal && !r.classB.legal)
            return QStringLiteral("odds %1 are below the table").arg(r.classB.raw.toString());
    }
    return {};
}

QString Engine::applyIndirect(const IndirectFireAction &a)
{
    AnnouncedAttack attack;
    attack.indirect = true;
    attack.firers = a.firers;
    attack.hex = a.target;
    attack.observer = a.observer;
    attack.gas = a.gas;
    attack.attacker = decider();
    attack.defender = strikeDefender(attack.attacker, a.target);
    for (const QString &id : a.firers)
        state.unit(id)->attacked = true;
    markAttackedIn(a.target, *unitById(a.firers.first()));
    if (!announce(attack))
        strikeAfterEcm(attack);
    return {};
}

void Engine::strikeAfterEcm(const AnnouncedAttack &attack)
{
    PendingStrike strike;
    strike.target = attack.hex;
    strike.observer = attack.observer;
    strike.gas = attack.gas;
    strike.attacker = attack.attacker;
    strike.defender = attack.defender;
    // No indirect fire through a jammed observer (§3.19): artillery that does not see the
    // hex itself has lost its attack.
    const UnitState *observer = unitById(attack.observer);
    QStringList lost;
    for (const QString &id : attack.firers) {
        const UnitState *f = unitById(id);
        if (observer && observer->jammed && !lineOfSight(f->hex, attack.hex))
            lost.append(id);
        else
            strike.firers.append(id);
    }
    if (!lost.isEmpty())
        note({{QStringLiteral("type"), QStringLiteral("observer_jammed")},
              {QStringLiteral("observer"), attack.observer},
              {QStringLiteral("lost"), QJsonArray::fromStringList(lost)}});
    state.strike = strike;
    if (!strike.firers.isEmpty() && strike.defender >= 0
        && !cafCandidates(strike.defender, attack.hex).isEmpty())
        return; // the defender answers with counter-artillery fire
    resolveStrike(strike.firers);
    state.strike.reset();
}

QString Engine::checkCaf(const AssignCafAction &a) const
{
    if (a.caf.size() != a.cancelled.size())
        return QStringLiteral("each CAF unit cancels one artillery counter");
    QList<rules::CafAssignment> assignments;
    for (int i = 0; i < a.caf.size(); ++i) {
        // A CAF unit fires at the counter it cancels: never at its ally's (sc.11).
        const UnitState *caf = unitById(a.caf[i]);
        const UnitState *counter = unitById(a.cancelled[i]);
        if (caf && counter && !context.isEnemy(*caf, *counter))
            return QStringLiteral("%1 may not cancel %2: it is not its enemy")
                .arg(a.caf[i], a.cancelled[i]);
        assignments.append({a.caf[i], a.cancelled[i]});
    }
    const rules::CafResolution r = rules::allocateCaf(
        state.strike->firers, cafCandidates(state.strike->defender, state.strike->target),
        assignments);
    if (!r.problems.isEmpty())
        return r.problems.join(QStringLiteral("; "));
    return {};
}

QString Engine::applyCaf(const AssignCafAction &a)
{
    QList<rules::CafAssignment> assignments;
    for (int i = 0; i < a.caf.size(); ++i)
        assignments.append({a.caf[i], a.cancelled[i]});
    const rules::CafResolution r = rules::allocateCaf(
        state.strike->firers, cafCandidates(state.strike->defender, state.strike->target),
        assignments);
    for (const QString &id : r.cafUsed)
        state.unit(id)->attacked = true;
    note({{QStringLiteral("type"), QStringLiteral("caf")},
          {QStringLiteral("cancelled"), QJsonArray::fromStringList(r.cancelled)},
          {QStringLiteral("firing"), QJsonArray::fromStringList(r.firing)}});
    resolveStrike(r.firing);
    state.strike.reset();
    return {};
}

void Engine::resolveStrike(const QStringList &firing)
{
    const PendingStrike &strike = *state.strike;
    if (firing.isEmpty())
        return;
    const QList<const UnitState *> targets = hitUnitsIn(strike.target);
    if (strike.gas) {
        rollGas(firing, targets);
        return;
    }
    // Jammed artillery may not combine: it fires alone on the same hex (§3.19).
    QStringList combined;
    QList<QStringList> strikes;
    for (const QString &id : firing) {
        if (unitById(id)->jammed && firing.size() > 1)
            strikes.append({id});
        else
            combined.append(id);
    }
    if (!combined.isEmpty())
        strikes.prepend(combined);
    for (const QStringList &group : strikes)
        rollStrike(group, targets);
}

void Engine::rollGas(const QStringList &firers, const QList<const UnitState *> &targets)
{
    // Each gas counter rolls once against each unit it hits (§3.12), direct or indirect.
    for (const QString &firer : firers) {
        for (const UnitState *t : targets) {
            const bool merc = context.isMercenary(t->colour);
            const QChar cls = context.targetClass(*t);
            QJsonObject inputs;
            if (writing()) {
                inputs = {{QStringLiteral("firer"), firer},
                          {QStringLiteral("target"), t->id},
                          {QStringLiteral("column"), rules::gasColumn(merc, cls)}};
                noteInsideFortress(inputs, t->hex, {t});
            }
            DieRoll &d = roll(2, QStringLiteral("gas"), inputs);
            d.result = rules::gasResult(context.ruleset(), merc, cls, d.total, context.choices());
            addPending(t->id, d.result, QStringLiteral("gas"), rollNumber());
        }
    }
}

void Engine::rollStrike(const QStringList &firing, const QList<const UnitState *> &targets)
{
    const PendingStrike &strike = *state.strike;
    double attack = 0;
    for (const QString &id : firing) {
        const UnitState *f = unitById(id);
        const rules::RangeBand band
            = rules::rangeBand(rules::fireRange(f->hex, strike.target), context.factors(*f).range,
                               true, context.ruleset());
        attack += rules::attackAtRange(context.factors(*f).attack, band, context.ruleset(),
                                       context.choices());
    }
    const int defence = rules::indirectHexDefence(*state.field, strike.target);
    const rules::IndirectReading r
        = rules::readIndirect(attack, defence, context.ruleset(), context.choices());
    if (!r.classA.legal && !r.classB.legal) {
        note({{QStringLiteral("type"), QStringLiteral("strike_cancelled")},
              {QStringLiteral("hex"), context.label(strike.target)},
              {QStringLiteral("firers"), QJsonArray::fromStringList(firing)},
              {QStringLiteral("reason"), QStringLiteral("odds below the table after CAF or ECM")}});
        return;
    }
    // A roll's inputs are read from the log only: none when it is not written.
    QJsonObject inputs;
    if (writing()) {
        inputs = {{QStringLiteral("firers"), QJsonArray::fromStringList(firing)},
                  {QStringLiteral("hex"), context.label(strike.target)},
                  {QStringLiteral("attack"), attack},
                  {QStringLiteral("defence"), defence},
                  {QStringLiteral("odds_a"), r.classA.used.toString()},
                  {QStringLiteral("column_a"), r.classA.column},
                  {QStringLiteral("odds_b"), r.classB.used.toString()},
                  {QStringLiteral("column_b"), r.classB.column}};
        noteInsideFortress(inputs, strike.target, targets);
    }
    DieRoll &d = roll(2, QStringLiteral("indirect_fire"), inputs);
    const int n = rollNumber();
    const QString a = rules::crtResult(context.ruleset(), d.total, r.classA);
    const QString b = rules::crtResult(context.ruleset(), d.total, r.classB);
    d.result = QStringLiteral("A %1, B %2").arg(a, b);
    for (const UnitState *t : targets) {
        const QString &result = context.targetClass(*t) == QLatin1Char('A') ? a : b;
        addPending(t->id, result, QStringLiteral("indirect"), n);
        // The book is silent on the infantry inside an APC: the rule option says whether it
        // takes the class-B result itself or only shares its APC's fate.
        if (context.choices().passengerTakesIndirect && !t->carrying.isEmpty())
            addPending(t->carrying, b, QStringLiteral("indirect"), n);
    }
    if ((rules::resultRubbles(a, rules::AttackKind::IndirectA, false)
         || rules::resultRubbles(b, rules::AttackKind::IndirectB, false))
        && !state.pendingRubble.contains(strike.target))
        state.pendingRubble.insert(strike.target, n);
}

// Direct fire ------------------------------------------------------------------------------

QString Engine::checkDirect(const DirectFireAction &a) const
{
    if (a.firers.isEmpty() || a.targets.isEmpty())
        return QStringLiteral("a direct-fire attack needs firers and targets");
    double attack = 0;
    const QString why = checkRangedFirers(a.firers, a.hex, false, a.gas, false, &attack);
    if (!why.isEmpty())
        return why;
    QList<int> defences;
    int inside = 0;
    for (const QString &id : a.targets) {
        const UnitState *t = unitById(id);
        if (!t || !t->onMap() || t->hex != a.hex || !t->carriedBy.isEmpty() || !t->towedBy.isEmpty()
            || a.targets.count(id) > 1)
            return QStringLiteral("%1 is not a target in %2").arg(id, context.label(a.hex));
        if (playerOf(*t) == decider())
            return QStringLiteral("%1 is not an enemy").arg(id);
        // Every firer, not only the first: an ally may not ride behind another colour's
        // firer into an attack on its ally (sc.11).
        if (const QString firer = notEnemyOf(a.firers, *t); !firer.isEmpty())
            return QStringLiteral("%1 is not an enemy of %2").arg(id, firer);
        defences.append(context.factors(*t).defence);
        inside += t->inFortress ? 1 : 0;
    }
    if (inside != 0 && inside != a.targets.size())
        return QStringLiteral("units inside and outside the fortress are separate targets");
    for (const UnitState *u : unitsIn(a.hex)) {
        if (playerOf(*u) == decider())
            return QStringLiteral("%1 holds your own units").arg(context.label(a.hex));
    }
    if (a.gas)
        return {}; // gas reads its own table: no odds, terrain or defence (§3.12)
    const rules::DirectDefence defence
        = rules::directFireDefence(*state.field, a.hex, defences, inside > 0, context.choices());
    const rules::OddsReading r = rules::readOdds(rules::AttackKind::Direct, attack, defence.total(),
                                                 context.ruleset(), context.choices());
    if (!r.legal)
        return QStringLiteral("odds %1 are below the table").arg(r.raw.toString());
    return {};
}

QString Engine::applyDirect(const DirectFireAction &a)
{
    for (const QString &id : a.firers)
        state.unit(id)->attacked = true;
    AnnouncedAttack attack;
    attack.firers = a.firers;
    attack.hex = a.hex;
    attack.targets = a.targets;
    attack.gas = a.gas;
    attack.attacker = decider();
    attack.defender = playerOf(*unitById(a.targets.first()));
    markAttacked(a.targets);
    if (!announce(attack))
        resolveDirect(attack);
    return {};
}

void Engine::resolveDirect(const AnnouncedAttack &announced)
{
    const QStringList &firers = announced.firers;
    const HexCoord hex = announced.hex;
    const QStringList &targets = announced.targets;
    if (announced.gas) {
        // Gas fired direct (§3.12): each counter alone against each target, ECM or not.
        QList<const UnitState *> hit;
        for (const QString &id : targets)
            hit.append(unitById(id));
        rollGas(firers, hit);
        return;
    }
    // Jammed units may not combine: each attacks alone against the same targets (§3.19).
    QList<QStringList> attacks;
    QStringList combined;
    for (const QString &id : firers) {
        if (state.unit(id)->jammed && firers.size() > 1)
            attacks.append({id});
        else
            combined.append(id);
    }
    if (!combined.isEmpty())
        attacks.prepend(combined);
    QList<int> defences;
    bool inside = false;
    for (const QString &id : targets) {
        defences.append(context.factors(*state.unit(id)).defence);
        inside = state.unit(id)->inFortress;
    }
    const rules::DirectDefence defence
        = rules::directFireDefence(*state.field, hex, defences, inside, context.choices());
    for (const QStringList &group : attacks) {
        double attack = 0;
        for (const QString &id : group) {
            const UnitState *f = state.unit(id);
            const rules::RangeBand band = rules::rangeBand(
                rules::fireRange(f->hex, hex), context.factors(*f).range, true, context.ruleset());
            attack += rules::attackAtRange(context.factors(*f).attack, band, context.ruleset(),
                                           context.choices());
        }
        const rules::OddsReading r
            = rules::readOdds(rules::AttackKind::Direct, attack, defence.total(), context.ruleset(),
                              context.choices());
        if (!r.legal) {
            note({{QStringLiteral("type"), QStringLiteral("attack_cancelled")},
                  {QStringLiteral("firers"), QJsonArray::fromStringList(group)},
                  {QStringLiteral("hex"), context.label(hex)},
                  {QStringLiteral("reason"), QStringLiteral("odds below the table after ECM")}});
            continue;
        }
        QJsonObject inputs;
        if (writing()) {
            inputs = {{QStringLiteral("firers"), QJsonArray::fromStringList(group)},
                      {QStringLiteral("targets"), QJsonArray::fromStringList(targets)},
                      {QStringLiteral("hex"), context.label(hex)},
                      {QStringLiteral("attack"), attack},
                      {QStringLiteral("defence"), defence.total()},
                      {QStringLiteral("odds"), r.used.toString()},
                      {QStringLiteral("column"), r.column}};
            QList<const UnitState *> hit;
            for (const QString &id : targets)
                hit.append(unitById(id));
            noteInsideFortress(inputs, hex, hit);
        }
        DieRoll &d = roll(2, QStringLiteral("direct_fire"), inputs);
        d.result = rules::crtResult(context.ruleset(), d.total, r);
        for (const QString &id : targets)
            addPending(id, d.result, QStringLiteral("direct"), rollNumber());
        if (rules::resultRubbles(d.result, rules::AttackKind::Direct, false)
            && !state.pendingRubble.contains(hex))
            state.pendingRubble.insert(hex, rollNumber());
    }
}

// Close assault ----------------------------------------------------------------------------

QList<const UnitState *> Engine::assaultAttackers(HexCoord hex) const
{
    QList<const UnitState *> list;
    for (const UnitState *u : unitsIn(hex)) {
        const UnitType *type = context.type(*u);
        if (!u->towedBy.isEmpty() || !type)
            continue;
        // The book is silent on a unit of attack 0 (a calliope's S, buses): the rule option
        // says whether it must attack or sits out.
        if (zeroAttack(*u) && !context.choices().zeroAttackAssaults)
            continue;
        bool enemy = false;
        for (const UnitState *t : hitUnitsIn(hex))
            enemy = enemy || context.isEnemy(*u, *t);
        if (enemy)
            list.append(u);
    }
    return list;
}

QList<AssaultGroup> Engine::defaultAssaultGroups(HexCoord hex) const
{
    // Each player's undisrupted units as one combined attack, each disrupted or jammed unit
    // alone (they may not combine, §3.14, §3.19), all on every enemy unit in the hex.
    QList<AssaultGroup> groups;
    const QList<const UnitState *> attackers = assaultAttackers(hex);
    // A player's colours with different allies have different enemies: each set of enemies
    // is its own combined attack, so no colour attacks its ally.
    for (int p : context.fireOrder(state.player)) {
        QList<AssaultGroup> combined;
        QList<AssaultGroup> alone;
        for (const UnitState *u : attackers) {
            if (playerOf(*u) != p)
                continue;
            QStringList targets;
            for (const UnitState *t : hitUnitsIn(hex)) {
                if (context.isEnemy(*u, *t))
                    targets.append(t->id);
            }
            if (u->disrupted || u->jammed || zeroAttack(*u)) {
                alone.append({{u->id}, targets});
                continue;
            }
            auto same = std::find_if(combined.begin(), combined.end(),
                                     [&](const AssaultGroup &g) { return g.targets == targets; });
            if (same == combined.end())
                combined.append({{u->id}, targets});
            else
                same->attackers.append(u->id);
        }
        groups.append(combined);
        groups.append(alone);
    }
    return groups;
}

AssaultOdds Engine::assaultOdds(HexCoord hex, const AssaultGroup &group) const
{
    AssaultOdds odds;
    QList<rules::CloseAssaultAttacker> attackers;
    for (const QString &id : group.attackers) {
        const UnitState *u = unitById(id);
        if (!u)
            continue;
        rules::CloseAssaultAttacker at;
        at.attack = context.factors(*u).attack;
        at.infantry = context.isInfantry(*u);
        at.disrupted = u->disrupted;
        at.paratrooperFirstRound = u->droppedIntoAssault;
        attackers.append(at);
    }
    QList<int> defences;
    bool inside = false;
    for (const QString &id : group.targets) {
        if (const UnitState *t = unitById(id)) {
            defences.append(context.factors(*t).defence);
            inside = inside || t->inFortress;
        }
    }
    const rules::CloseAssaultAttack attack = rules::closeAssaultAttack(attackers);
    odds.attack = attack.attack;
    odds.combinable = attack.legal;
    odds.firstRound = !state.assaultRoundsFought.contains(hex);
    odds.defence
        = rules::closeAssaultDefence(defences, inside, odds.firstRound ? 1 : 2, context.ruleset());
    // An attack of 0 stays on column 0: the undisrupted shift lifts an attack, not nothing.
    odds.reading = rules::readOdds(rules::AttackKind::CloseAssault, attack.attack, odds.defence,
                                   context.ruleset(), context.choices(),
                                   attack.attack > 0 ? attack.columnShift : 0);
    return odds;
}

void Engine::noteSkippedAssaulters(HexCoord hex, const QList<AssaultGroup> &groups)
{
    QSet<QString> attacking;
    for (const AssaultGroup &g : groups) {
        for (const QString &id : g.attackers)
            attacking.insert(id);
    }
    const QList<const UnitState *> hit = hitUnitsIn(hex);
    for (const UnitState *u : unitsIn(hex)) {
        if (attacking.contains(u->id))
            continue;
        QString why;
        bool enemy = false;
        for (const UnitState *t : hit)
            enemy = enemy || context.isEnemy(*u, *t);
        if (!u->towedBy.isEmpty())
            why = QStringLiteral("towed by %1: it shares its tower's result").arg(u->towedBy);
        else if (!context.type(*u))
            why = QStringLiteral("unknown unit type %1").arg(u->type);
        else if (!enemy)
            why = QStringLiteral("no enemy of its in the hex");
        else if (zeroAttack(*u))
            why = QStringLiteral("attack 0: sits out (zero_attack_close_assault)");
        else
            continue; // every other unit must attack: checkCloseAssault() saw to it
        note({{QStringLiteral("type"), QStringLiteral("assault_skipped")},
              {QStringLiteral("hex"), context.label(hex)},
              {QStringLiteral("unit"), u->id},
              {QStringLiteral("reason"), why}});
    }
}

QString Engine::checkCloseAssault(const CloseAssaultAction &a) const
{
    if (state.assaultsResolved.contains(a.hex))
        return QStringLiteral("the close assault in %1 has been fought").arg(context.label(a.hex));
    if (!isMixedHex(a.hex))
        return QStringLiteral("no close assault in %1").arg(context.label(a.hex));
    if (a.groups.isEmpty())
        return {};
    // Every unit in the hex must attack, once (§3.14).
    QStringList owed;
    for (const UnitState *u : assaultAttackers(a.hex))
        owed.append(u->id);
    for (const AssaultGroup &g : a.groups) {
        if (g.attackers.isEmpty() || g.targets.isEmpty())
            return QStringLiteral("each close-assault attack needs attackers and targets");
        const UnitState *first = unitById(g.attackers.first());
        bool disrupted = false;
        bool undisrupted = false;
        for (const QString &id : g.attackers) {
            const UnitState *u = unitById(id);
            if (!u || !owed.contains(id))
                return QStringLiteral("%1 does not attack in %2 or attacks twice")
                    .arg(id, context.label(a.hex));
            owed.removeOne(id);
            if (playerOf(*u) != playerOf(*first))
                return QStringLiteral("%1 and %2 belong to different players").arg(first->id, id);
            if (u->jammed && g.attackers.size() > 1)
                return QStringLiteral("jammed %1 may not combine its attack").arg(id);
            (u->disrupted ? disrupted : undisrupted) = true;
        }
        if (disrupted && undisrupted)
            return QStringLiteral("disrupted units may not combine with undisrupted ones (%1)")
                .arg(g.attackers.join(QLatin1Char(',')));
        for (const QString &id : g.targets) {
            const UnitState *t = unitById(id);
            if (!t || g.targets.count(id) > 1 || !hitUnitsIn(a.hex).contains(t))
                return QStringLiteral("%1 is not an enemy unit to attack in %2")
                    .arg(id, context.label(a.hex));
            if (const QString attacker = notEnemyOf(g.attackers, *t); !attacker.isEmpty())
                return QStringLiteral("%1 is not an enemy of %2 to attack in %3")
                    .arg(id, attacker, context.label(a.hex));
        }
    }
    if (!owed.isEmpty())
        return QStringLiteral("every unit in a close assault must attack: %1 does not")
            .arg(owed.join(QStringLiteral(", ")));
    return {};
}

QString Engine::applyCloseAssault(const CloseAssaultAction &a)
{
    const QList<AssaultGroup> groups = a.groups.isEmpty() ? defaultAssaultGroups(a.hex) : a.groups;
    QList<AssaultOdds> odds;
    for (const AssaultGroup &g : groups)
        odds.append(assaultOdds(a.hex, g));
    state.assaultsResolved.insert(a.hex);
    state.assaultRoundsFought.insert(a.hex);
    noteSkippedAssaulters(a.hex, groups);
    // Simultaneous: announced in fire order, each attack one roll.
    for (int p : context.fireOrder(state.player)) {
        for (int i = 0; i < groups.size(); ++i) {
            const AssaultGroup &g = groups[i];
            if (playerOf(*unitById(g.attackers.first())) != p)
                continue;
            const rules::OddsReading &r = odds[i].reading;
            QJsonObject inputs;
            if (writing()) {
                inputs = {{QStringLiteral("hex"), context.label(a.hex)},
                          {QStringLiteral("attackers"), QJsonArray::fromStringList(g.attackers)},
                          {QStringLiteral("targets"), QJsonArray::fromStringList(g.targets)},
                          {QStringLiteral("attack"), odds[i].attack},
                          {QStringLiteral("defence"), odds[i].defence},
                          {QStringLiteral("odds"), r.used.toString()},
                          {QStringLiteral("shift"), r.shift},
                          {QStringLiteral("column"), r.column}};
                QList<const UnitState *> hit;
                for (const QString &t : g.targets)
                    hit.append(unitById(t));
                noteInsideFortress(inputs, a.hex, hit);
            }
            DieRoll &d = roll(2, QStringLiteral("close_assault"), inputs);
            const int n = rollNumber();
            d.result = rules::crtResult(context.ruleset(), d.total, r);
            for (const QString &t : g.targets)
                addPending(t, d.result, QStringLiteral("close_assault"), n);
            if (rules::resultRubbles(d.result, rules::AttackKind::CloseAssault, false)
                && !state.pendingRubble.contains(a.hex))
                state.pendingRubble.insert(a.hex, n);
        }
    }
    return {};
}

} // namespace hexwright
