// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Steps 4A, 4B and 5: ECM (§3.19), indirect fire with CAF and gas (§3.10-3.12), direct fire
// (§3.13) and close assault (§3.14). Results wait in GameState::pending until the round ends.

#include "play/engine.h"

#include <QJsonArray>

namespace hexwright {

QString Engine::checkJam(const JamAction &a) const
{
    QString why;
    const UnitState *tank = own(a.tank, &why);
    if (!tank)
        return why;
    const UnitState *t = unitById(a.target);
    if (!tank->onMap() || !tank->options.contains(QLatin1String("ecm")) || tank->disrupted
        || (c.choices().ecmUsesAttack && tank->attacked))
        return QStringLiteral("%1 cannot jam").arg(a.tank);
    if (!t || !t->onMap() || t->jammed || c.isMercenary(t->colour) || !c.isEnemy(*tank, *t))
        return QStringLiteral("%1 cannot be jammed").arg(a.target);
    if (!lineOfSight(tank->hex, t->hex))
        return QStringLiteral("%1 does not see %2").arg(a.tank, a.target);
    return {};
}

QString Engine::applyJam(const JamAction &a)
{
    s.unit(a.target)->jammed = true;
    if (c.choices().ecmUsesAttack)
        s.unit(a.tank)->attacked = true;
    return {};
}

// Indirect fire ----------------------------------------------------------------------------

QString Engine::checkIndirect(const IndirectFireAction &a) const
{
    if (a.firers.isEmpty())
        return QStringLiteral("no artillery named");
    if (!s.field->isPlayable(a.target))
        return QStringLiteral("%1 is not on the map").arg(c.label(a.target));
    const UnitState *observer = nullptr;
    QString why;
    if (!a.observer.isEmpty()) {
        observer = own(a.observer, &why);
        if (!observer)
            return why;
        if (!observer->onMap() || observer->jammed || !lineOfSight(observer->hex, a.target))
            return QStringLiteral("%1 cannot observe %2").arg(a.observer, c.label(a.target));
    }
    double attack = 0;
    for (const QString &id : a.firers) {
        const UnitState *f = own(id, &why);
        if (!f)
            return why;
        if (a.firers.count(id) > 1)
            return QStringLiteral("%1 is named twice").arg(id);
        if (!canFireRanged(*f) || !c.firesIndirect(*f))
            return QStringLiteral("%1 cannot fire indirect now").arg(id);
        if (a.gas && !f->options.contains(QLatin1String("gas")))
            return QStringLiteral("%1 has no gas").arg(id);
        const rules::RangeBand band = rules::rangeBand(rules::fireRange(f->hex, a.target),
                                                       c.factors(*f).range, true, c.ruleset());
        if (band == rules::RangeBand::OutOfRange)
            return QStringLiteral("%1 is out of range of %2").arg(id, c.label(a.target));
        if (!observer && !lineOfSight(f->hex, a.target))
            return QStringLiteral("%1 does not see %2 and no observer is named")
                .arg(id, c.label(a.target));
        attack += rules::attackAtRange(c.factors(*f).attack, band, c.ruleset(), c.choices());
    }
    bool enemy = false;
    for (const UnitState *u : unitsIn(a.target))
        enemy = enemy || playerOf(*u) != decider();
    if (!enemy)
        return QStringLiteral("no enemy unit in %1").arg(c.label(a.target));
    if (!a.gas) {
        const rules::IndirectReading r = rules::readIndirect(
            attack, rules::indirectHexDefence(*s.field, a.target), c.ruleset(), c.choices());
        if (!r.classA.legal && !r.classB.legal)
            return QStringLiteral("odds %1 are below the table").arg(r.classB.raw.toString());
    }
    return {};
}

QString Engine::applyIndirect(const IndirectFireAction &a)
{
    PendingStrike strike;
    strike.firers = a.firers;
    strike.target = a.target;
    strike.observer = a.observer;
    strike.gas = a.gas;
    strike.attacker = decider();
    strike.defender = strikeDefender(strike.attacker, a.target);
    for (const QString &id : a.firers)
        s.unit(id)->attacked = true;
    if (strike.defender < 0 || cafCandidates(strike.defender, a.target).isEmpty()) {
        s.strike = strike;
        resolveStrike(a.firers);
        s.strike.reset();
        return {};
    }
    s.strike = strike;
    return {};
}

QString Engine::checkCaf(const AssignCafAction &a) const
{
    if (a.caf.size() != a.cancelled.size())
        return QStringLiteral("each CAF unit cancels one artillery counter");
    QList<rules::CafAssignment> assignments;
    for (int i = 0; i < a.caf.size(); ++i)
        assignments.append({a.caf[i], a.cancelled[i]});
    const rules::CafResolution r = rules::allocateCaf(
        s.strike->firers, cafCandidates(s.strike->defender, s.strike->target), assignments);
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
        s.strike->firers, cafCandidates(s.strike->defender, s.strike->target), assignments);
    for (const QString &id : r.cafUsed)
        s.unit(id)->attacked = true;
    note({{QStringLiteral("type"), QStringLiteral("caf")},
          {QStringLiteral("cancelled"), QJsonArray::fromStringList(r.cancelled)},
          {QStringLiteral("firing"), QJsonArray::fromStringList(r.firing)}});
    resolveStrike(r.firing);
    s.strike.reset();
    return {};
}

void Engine::resolveStrike(const QStringList &firing)
{
    const PendingStrike &strike = *s.strike;
    if (firing.isEmpty())
        return;
    const QList<const UnitState *> targets = hitUnitsIn(strike.target);
    if (strike.gas) {
        // Each gas counter rolls once against each unit in the hex (§3.12).
        for (const QString &firer : firing) {
            for (const UnitState *t : targets) {
                const bool merc = c.isMercenary(t->colour);
                const QChar cls = c.targetClass(*t);
                DieRoll &d = roll(2, QStringLiteral("gas"),
                                  {{QStringLiteral("firer"), firer},
                                   {QStringLiteral("target"), t->id},
                                   {QStringLiteral("column"), rules::gasColumn(merc, cls)}});
                d.result = rules::gasResult(c.ruleset(), merc, cls, d.total, c.choices());
                addPending(t->id, d.result, QStringLiteral("gas"));
            }
        }
        return;
    }
    double attack = 0;
    for (const QString &id : firing) {
        const UnitState *f = unitById(id);
        const rules::RangeBand band = rules::rangeBand(rules::fireRange(f->hex, strike.target),
                                                       c.factors(*f).range, true, c.ruleset());
        attack += rules::attackAtRange(c.factors(*f).attack, band, c.ruleset(), c.choices());
    }
    const int defence = rules::indirectHexDefence(*s.field, strike.target);
    const rules::IndirectReading r = rules::readIndirect(attack, defence, c.ruleset(), c.choices());
    if (!r.classA.legal && !r.classB.legal) {
        note({{QStringLiteral("type"), QStringLiteral("strike_cancelled")},
              {QStringLiteral("hex"), c.label(strike.target)},
              {QStringLiteral("reason"), QStringLiteral("odds below the table after CAF")}});
        return;
    }
    DieRoll &d = roll(2, QStringLiteral("indirect_fire"),
                      {{QStringLiteral("firers"), QJsonArray::fromStringList(firing)},
                       {QStringLiteral("hex"), c.label(strike.target)},
                       {QStringLiteral("attack"), attack},
                       {QStringLiteral("defence"), defence},
                       {QStringLiteral("odds_a"), r.classA.used.toString()},
                       {QStringLiteral("column_a"), r.classA.column},
                       {QStringLiteral("odds_b"), r.classB.used.toString()},
                       {QStringLiteral("column_b"), r.classB.column}});
    const QString a = rules::crtResult(c.ruleset(), d.total, r.classA);
    const QString b = rules::crtResult(c.ruleset(), d.total, r.classB);
    d.result = QStringLiteral("A %1, B %2").arg(a, b);
    for (const UnitState *t : targets)
        addPending(t->id, c.targetClass(*t) == QLatin1Char('A') ? a : b,
                   QStringLiteral("indirect"));
    if (rules::resultRubbles(a, rules::AttackKind::IndirectA, false)
        || rules::resultRubbles(b, rules::AttackKind::IndirectB, false))
        s.pendingRubble.insert(strike.target);
}

// Direct fire ------------------------------------------------------------------------------

QString Engine::checkDirect(const DirectFireAction &a) const
{
    if (a.firers.isEmpty() || a.targets.isEmpty())
        return QStringLiteral("a direct-fire attack needs firers and targets");
    QString why;
    double attack = 0;
    for (const QString &id : a.firers) {
        const UnitState *f = own(id, &why);
        if (!f)
            return why;
        if (a.firers.count(id) > 1)
            return QStringLiteral("%1 is named twice").arg(id);
        if (!canFireRanged(*f) || !c.firesDirect(*f))
            return QStringLiteral("%1 cannot fire direct now").arg(id);
        if (f->jammed && a.firers.size() > 1)
            return QStringLiteral("jammed %1 may not combine its attack").arg(id);
        const rules::RangeBand band = rules::rangeBand(rules::fireRange(f->hex, a.hex),
                                                       c.factors(*f).range, true, c.ruleset());
        if (band == rules::RangeBand::OutOfRange)
            return QStringLiteral("%1 is out of range of %2").arg(id, c.label(a.hex));
        if (!lineOfSight(f->hex, a.hex))
            return QStringLiteral("%1 does not see %2").arg(id, c.label(a.hex));
        attack += rules::attackAtRange(c.factors(*f).attack, band, c.ruleset(), c.choices());
    }
    QList<int> defences;
    int inside = 0;
    for (const QString &id : a.targets) {
        const UnitState *t = unitById(id);
        if (!t || !t->onMap() || t->hex != a.hex || !t->carriedBy.isEmpty() || !t->towedBy.isEmpty()
            || a.targets.count(id) > 1)
            return QStringLiteral("%1 is not a target in %2").arg(id, c.label(a.hex));
        if (playerOf(*t) == decider() || !c.isEnemy(*s.unit(a.firers.first()), *t))
            return QStringLiteral("%1 is not an enemy").arg(id);
        defences.append(c.factors(*t).defence);
        inside += t->inFortress ? 1 : 0;
    }
    if (inside != 0 && inside != a.targets.size())
        return QStringLiteral("units inside and outside the fortress are separate targets");
    for (const UnitState *u : unitsIn(a.hex)) {
        if (playerOf(*u) == decider())
            return QStringLiteral("%1 holds your own units").arg(c.label(a.hex));
    }
    const rules::DirectDefence defence
        = rules::directFireDefence(*s.field, a.hex, defences, inside > 0, c.choices());
    const rules::OddsReading r = rules::readOdds(rules::AttackKind::Direct, attack, defence.total(),
                                                 c.ruleset(), c.choices());
    if (!r.legal)
        return QStringLiteral("odds %1 are below the table").arg(r.raw.toString());
    return {};
}

QString Engine::applyDirect(const DirectFireAction &a)
{
    double attack = 0;
    for (const QString &id : a.firers) {
        UnitState *f = s.unit(id);
        const rules::RangeBand band = rules::rangeBand(rules::fireRange(f->hex, a.hex),
                                                       c.factors(*f).range, true, c.ruleset());
        attack += rules::attackAtRange(c.factors(*f).attack, band, c.ruleset(), c.choices());
        f->attacked = true;
    }
    QList<int> defences;
    bool inside = false;
    for (const QString &id : a.targets) {
        defences.append(c.factors(*s.unit(id)).defence);
        inside = s.unit(id)->inFortress;
    }
    const rules::DirectDefence defence
        = rules::directFireDefence(*s.field, a.hex, defences, inside, c.choices());
    const rules::OddsReading r = rules::readOdds(rules::AttackKind::Direct, attack, defence.total(),
                                                 c.ruleset(), c.choices());
    DieRoll &d = roll(2, QStringLiteral("direct_fire"),
                      {{QStringLiteral("firers"), QJsonArray::fromStringList(a.firers)},
                       {QStringLiteral("targets"), QJsonArray::fromStringList(a.targets)},
                       {QStringLiteral("hex"), c.label(a.hex)},
                       {QStringLiteral("attack"), attack},
                       {QStringLiteral("defence"), defence.total()},
                       {QStringLiteral("odds"), r.used.toString()},
                       {QStringLiteral("column"), r.column}});
    d.result = rules::crtResult(c.ruleset(), d.total, r);
    for (const QString &id : a.targets)
        addPending(id, d.result, QStringLiteral("direct"));
    if (rules::resultRubbles(d.result, rules::AttackKind::Direct, false))
        s.pendingRubble.insert(a.hex);
    return {};
}

// Close assault ----------------------------------------------------------------------------

QString Engine::checkCloseAssault(const CloseAssaultAction &a) const
{
    if (s.assaultsResolved.contains(a.hex))
        return QStringLiteral("the close assault in %1 has been fought").arg(c.label(a.hex));
    if (!isMixedHex(a.hex))
        return QStringLiteral("no close assault in %1").arg(c.label(a.hex));
    return {};
}

QString Engine::applyCloseAssault(const CloseAssaultAction &a)
{
    s.assaultsResolved.insert(a.hex);
    const bool firstRound = !s.assaultRoundsFought.contains(a.hex);
    s.assaultRoundsFought.insert(a.hex);
    const QList<const UnitState *> here = unitsIn(a.hex);
    // Every unit attacks every enemy unit in the hex: each player's undisrupted units as one
    // combined attack, each disrupted unit alone (they may not combine, §3.14).
    for (int p : c.fireOrder(s.player)) {
        QList<const UnitState *> mine;
        for (const UnitState *u : here) {
            if (playerOf(*u) == p && u->towedBy.isEmpty())
                mine.append(u);
        }
        if (mine.isEmpty())
            continue;
        QStringList targets;
        QList<int> defences;
        bool inside = false;
        for (const UnitState *t : hitUnitsIn(a.hex)) {
            if (c.isEnemy(*mine.first(), *t)) {
                targets.append(t->id);
                defences.append(c.factors(*t).defence);
                inside = inside || t->inFortress;
            }
        }
        if (targets.isEmpty())
            continue;
        QList<QList<const UnitState *>> attacks {{}};
        for (const UnitState *u : mine) {
            const UnitType *type = c.type(*u);
            if (!type || c.factors(*u).attack <= 0 || rules::isCalliope(*type))
                continue;
            const UnitState *apc = unitById(u->carriedBy);
            // Mounted conventional infantry keeps its bonuses when its APC is disrupted.
            if (u->disrupted && !apc)
                attacks.append({u});
            else
                attacks.first().append(u);
        }
        for (const QList<const UnitState *> &group : attacks) {
            if (group.isEmpty())
                continue;
            QList<rules::CloseAssaultAttacker> attackers;
            QStringList ids;
            for (const UnitState *u : group) {
                rules::CloseAssaultAttacker at;
                at.attack = c.factors(*u).attack;
                at.infantry = c.isInfantry(*u);
                at.disrupted = u->disrupted;
                at.paratrooperFirstRound = u->droppedIntoAssault;
                attackers.append(at);
                ids.append(u->id);
            }
            const rules::CloseAssaultAttack attack = rules::closeAssaultAttack(attackers);
            const int defence
                = rules::closeAssaultDefence(defences, inside, firstRound ? 1 : 2, c.ruleset());
            const rules::OddsReading r
                = rules::readOdds(rules::AttackKind::CloseAssault, attack.attack, defence,
                                  c.ruleset(), c.choices(), attack.columnShift);
            DieRoll &d = roll(2, QStringLiteral("close_assault"),
                              {{QStringLiteral("hex"), c.label(a.hex)},
                               {QStringLiteral("attackers"), QJsonArray::fromStringList(ids)},
                               {QStringLiteral("targets"), QJsonArray::fromStringList(targets)},
                               {QStringLiteral("attack"), attack.attack},
                               {QStringLiteral("defence"), defence},
                               {QStringLiteral("odds"), r.used.toString()},
                               {QStringLiteral("shift"), r.shift},
                               {QStringLiteral("column"), r.column}});
            d.result = rules::crtResult(c.ruleset(), d.total, r);
            for (const QString &t : targets)
                addPending(t, d.result, QStringLiteral("close_assault"));
            if (rules::resultRubbles(d.result, rules::AttackKind::CloseAssault, false))
                s.pendingRubble.insert(a.hex);
        }
    }
    return {};
}

} // namespace hexwright
