// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makcombat.h"
#include "families/mak/rules/makmove.h"

#include <QJsonArray>

#include <algorithm>

namespace hexwright {

using namespace makrules;

QString MakEngine::stepStartRefusal(const MakPlay &p, const QString &notAdjacent) const
{
    if (p.units.isEmpty())
        return QStringLiteral("no units");
    const MakUnitState *first = s.unit(p.units.first());
    if (!first || !first->onMap())
        return QStringLiteral("%1 is not on the map").arg(p.units.first());
    if (c.distance(first->hex, p.to) != 1 || !c.map().isPlayable(p.to))
        return notAdjacent;
    return {};
}

QString MakEngine::moveRefusal(const MakPlay &p, bool assault) const
{
    if (const QString refusal
        = stepStartRefusal(p, QStringLiteral("a move is to an adjacent hex of the map"));
        !refusal.isEmpty())
        return refusal;
    const OffsetCoord from = s.unit(p.units.first())->hex;
    const bool enemy = !unitsIn(p.to, enemyOf(s.player)).isEmpty();
    if (enemy != assault)
        return assault ? QStringLiteral("there is no enemy to assault there")
                       : QStringLiteral("entering an enemy hex is an assault [9.0]");
    int sp = 0;
    QStringList sorted;
    for (const MakUnitState &u : s.units) {
        if (p.units.contains(u.id))
            sorted.append(u.id);
    }
    if (sorted != p.units)
        return QStringLiteral("the units are named once each, in unit order");
    for (const QString &id : p.units) {
        const MakUnitState *u = s.unit(id);
        if (!u || !u->onMap() || u->player != s.player)
            return QStringLiteral("%1 is not the phase player's unit on the map").arg(id);
        if (u->hex != from)
            return QStringLiteral("a stack moves from one hex");
        if (u->attacked)
            return QStringLiteral("%1 has made its offensive attack [5.3]").arg(id);
        if (u->immobilized)
            return QStringLiteral("%1 is immobilized").arg(id);
        const MakPiece &piece = c.piece(id);
        if (assault && piece.vehicle)
            return QStringLiteral("vehicles do not enter close quarters combat [13.2]");
        if (assault && (u->boosting || piece.pilot))
            return QStringLiteral("%1 makes no close quarters combat").arg(id);
        if (u->charging)
            return QStringLiteral("a charging unit goes on by its charge [14.2.2]");
        const MakStepCost step = stepFor(*u, from, p.to);
        if (!step.allowed)
            return step.why;
        if (step.cost > u->mpLeft + 1e-9)
            return QStringLiteral("%1 has %2 MP, the hex costs %3")
                .arg(id)
                .arg(u->mpLeft)
                .arg(step.cost);
        if (u->moraleBroken) {
            if (assault)
                return QStringLiteral("broken infantry does not assault");
            int before = 99;
            int after = 99;
            for (const MakUnitState *e : onMap(enemyOf(s.player))) {
                before = std::min(before, c.distance(from, e->hex));
                after = std::min(after, c.distance(p.to, e->hex));
            }
            if (after <= before)
                return QStringLiteral("broken infantry only moves away from the enemy [14.3]");
        }
        sp += piece.stackPoints;
    }
    // Stacking is kept while moving too (the book checks it at the end of the phase).
    const int limit
        = assault ? c.rules().modifier(QStringLiteral("cqc_stack_points")) : c.rules().stackLimit;
    if (stackPointsIn(p.to, s.player) + sp > limit)
        return QStringLiteral("more than %1 stacking points in the hex [8.1]").arg(limit);
    return {};
}

void MakEngine::move(const MakPlay &p)
{
    if (detectMines(p))
        return; // [14.4.1] found before the hex: the move stops
    // [19.1.4] A minefield attacks each unit leaving its hex, and each unit entering one.
    QStringList movers;
    for (const QString &id : p.units) {
        MakUnitState &u = *s.unit(id);
        mineAttack(u, u.hex);
        if (u.onMap() && !u.immobilized)
            movers.append(id);
    }
    double least = 1e9;
    for (const QString &id : movers) {
        MakUnitState &u = *s.unit(id);
        const MakStepCost step = stepFor(u, u.hex, p.to);
        u.mpLeft -= step.cost;
        u.hex = p.to;
        u.moved = true;
        carryCargo(u);
        least = std::min(least, u.mpLeft);
    }
    // [7.2.5] A stack moves at its slowest: together, none has more left than the least.
    for (const QString &id : movers)
        s.unit(id)->mpLeft = std::max(0.0, least);
    QStringList arrived;
    for (const QString &id : movers) {
        mineAttack(*s.unit(id), p.to);
        if (s.unit(id)->onMap())
            arrived.append(id);
    }
    // [19.5.3] A boosting unit draws anti-aircraft fire instead.
    QStringList boosting;
    for (const QString &id : arrived) {
        if (s.unit(id)->boosting)
            boosting.append(id);
    }
    if (!boosting.isEmpty())
        return boosterFire(boosting);
    openEnteredWindow(arrived, p.to);
}

void MakEngine::openEnteredWindow(const QStringList &movers, OffsetCoord to)
{
    MakDefensiveWindow window;
    window.trigger = triggerId(MakTrigger::EnemyEntersAdjacent);
    MakDefensiveEvent event;
    event.kind = MakDefensiveEvent::Kind::Entered;
    for (const MakUnitState *f : firers(enemyOf(s.player))) {
        if (!defensiveTrigger(event, false, false, c.distance(f->hex, to)))
            continue;
        for (const QString &m : movers)
            window.shots.append({f->id, m});
    }
    openWindow(window);
}

void MakEngine::assault(const MakPlay &p)
{
    for (const QString &id : p.units) {
        MakUnitState &u = *s.unit(id);
        u.mpLeft = std::max(0.0, u.mpLeft - stepFor(u, u.hex, p.to).cost);
        u.moved = true;
    }
    openAssaultWindow(p.units, p.to);
}

void MakEngine::openAssaultWindow(const QStringList &units, OffsetCoord to)
{
    // [9.2] The defenders in the hex may fire at each unit joining, while it is adjacent.
    MakDefensiveWindow window;
    window.trigger = QStringLiteral("close_quarters");
    for (const QString &d : unitsIn(to, enemyOf(s.player))) {
        for (const QString &m : units)
            window.shots.append({d, m});
    }
    window.entering = units;
    window.enteringHex = to;
    openWindow(window);
}

std::optional<OffsetCoord> MakEngine::beyond(OffsetCoord from, OffsetCoord to) const
{
    const OffsetSystem &o = c.map().offsets();
    const HexCoord a = o.fromOffset(from);
    const HexCoord b = o.fromOffset(to);
    const OffsetCoord exit = o.toOffset(b + (b - a));
    if (!c.map().isPlayable(exit))
        return std::nullopt;
    return exit;
}

QString MakEngine::overrunRefusal(const MakPlay &p) const
{
    if (p.units.size() != 1)
        return QStringLiteral("one vehicle overruns at a time");
    const MakUnitState *v = s.unit(p.units.first());
    if (!v || !v->onMap() || v->player != s.player)
        return QStringLiteral("%1 is not the phase player's unit on the map").arg(p.units.first());
    const MakPiece &piece = c.piece(v->id);
    // [13.2] Armed vehicles overrun; they make no close quarters combat.
    if (!piece.vehicle)
        return QStringLiteral("only a vehicle overruns [13.2]");
    if (v->attacked || v->immobilized || !mayAttack(*v) || contested(v->hex))
        return QStringLiteral("%1 may not overrun now").arg(v->id);
    if (!weaponUsable(*v, p.weapon, false) || piece.weapons.at(p.weapon).attackAt(1) < 0)
        return QStringLiteral("the weapon may not fire");
    if (c.distance(v->hex, p.to) != 1 || unitsIn(p.to, enemyOf(s.player)).isEmpty())
        return QStringLiteral("an overrun enters an adjacent enemy hex");
    const MakUnitState *t = s.unit(p.target);
    if (!t || !t->onMap() || t->hex != p.to || t->player == s.player)
        return QStringLiteral("the target stands in the overrun hex");
    const std::optional<OffsetCoord> exit = beyond(v->hex, p.to);
    if (!exit)
        return QStringLiteral("it must leave by the opposite side, off the map here");
    if (!unitsIn(*exit, enemyOf(s.player)).isEmpty())
        return QStringLiteral("the hex beyond holds the enemy");
    const MakStepCost in = stepCost(c.ruleset(), c.board(), v->hex, p.to, piece.movementClass);
    const MakStepCost out = stepCost(c.ruleset(), c.board(), p.to, *exit, piece.movementClass);
    if (!in.allowed || !out.allowed)
        return !in.allowed ? in.why : out.why;
    if (in.cost + out.cost > v->mpLeft + 1e-9)
        return QStringLiteral("%1 has %2 MP, the overrun costs %3")
            .arg(v->id)
            .arg(v->mpLeft)
            .arg(in.cost + out.cost);
    if (stackPointsIn(*exit, s.player) + piece.stackPoints > c.rules().stackLimit)
        return QStringLiteral("more than %1 stacking points beyond [8.1]")
            .arg(c.rules().stackLimit);
    return {};
}

void MakEngine::overrun(const MakPlay &p)
{
    MakUnitState &v = *s.unit(p.units.first());
    v.mpLeft -= stepCost(c.ruleset(), c.board(), v.hex, p.to, c.piece(v.id).movementClass).cost;
    v.mpLeft = std::max(0.0, v.mpLeft);
    v.moved = true;
    // [13.2] The defenders fire as in close quarters combat.
    MakDefensiveWindow window;
    window.trigger = QStringLiteral("overrun");
    for (const QString &d : unitsIn(p.to, enemyOf(s.player)))
        window.shots.append({d, v.id});
    window.entering = {v.id};
    window.enteringHex = p.to;
    window.overrunTarget = p.target;
    window.overrunWeapon = p.weapon;
    openWindow(window);
}

void MakEngine::finishOverrun(const MakDefensiveWindow &window)
{
    MakUnitState &v = *s.unit(window.entering.value(0));
    const OffsetCoord through = *window.enteringHex;
    const OffsetCoord from = v.hex;
    const std::optional<OffsetCoord> exit = beyond(from, through);
    QJsonObject line {{QStringLiteral("type"), QStringLiteral("overrun")},
                      {QStringLiteral("unit"), v.id},
                      {QStringLiteral("hex"), c.label(through)}};
    if (!v.onMap() || v.immobilized || !exit) {
        line.insert(QStringLiteral("result"), QStringLiteral("stopped"));
        note(line);
        return;
    }
    mineAttack(v, from);
    if (!v.onMap() || v.immobilized)
        return;
    v.hex = through;
    carryCargo(v);
    mineAttack(v, through);
    // Its attack, in the hex; the survivors do not fire back (no extra fire) [13.2].
    const MakPlay shot {QStringLiteral("defensive_fire"),
                        {},
                        v.id,
                        window.overrunWeapon,
                        window.overrunTarget,
                        {},
                        {}};
    if (v.onMap() && preview(v.id, shot.weapon, shot.target, true, nullptr))
        attack(shot, true);
    v.attacked = true;
    if (!v.onMap() || v.immobilized) {
        line.insert(QStringLiteral("result"), QStringLiteral("stopped in the hex"));
        note(line);
        return;
    }
    const double cost
        = stepCost(c.ruleset(), c.board(), through, *exit, c.piece(v.id).movementClass).cost;
    v.mpLeft = std::max(0.0, v.mpLeft - cost);
    mineAttack(v, through);
    if (!v.onMap() || v.immobilized)
        return;
    v.hex = *exit;
    carryCargo(v);
    line.insert(QStringLiteral("result"), QStringLiteral("through"));
    line.insert(QStringLiteral("exit"), c.label(*exit));
    note(line);
    mineAttack(v, *exit);
}

} // namespace hexwright
