// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwengine_p.h"

#include "table/tablegeometry.h"

namespace hexwright {

namespace {

bool is(const HwPlay &p, const char *kind)
{
    return p.kind == QLatin1String(kind);
}

} // namespace

QStringList HwEngine::waiting(int player) const
{
    QStringList ids;
    for (const HwModel &m : s.models) {
        if (m.player == player && m.status == HwModel::Status::Bought)
            ids.append(m.id);
    }
    return ids;
}

QString HwEngine::placeProblem(const HwModel &m, QPointF at) const
{
    const double r = radius(m);
    if (!c.onTable(at, r))
        return QStringLiteral("%1 would not stand wholly on the table at %2")
            .arg(name(m), c.pointText(at));
    if (!c.inDeploymentZone(m.player, orderOf(m.player), at, r))
        return QStringLiteral("%1 at %2 is not within %3 of its own table edge")
            .arg(name(m), c.pointText(at),
                 c.lengthText(c.rulesLength(c.rules().deployment.edgeDistance)));
    const double enemyGap = c.rulesLength(c.rules().deployment.enemyDistance);
    for (const HwModel &o : s.models) {
        if (!o.onTable() || o.id == m.id)
            continue;
        const double ro = radius(o);
        if (distance(at, o.at) < r + ro - HwContactSlack)
            return QStringLiteral("%1 would overlap %2").arg(name(m), name(o));
        if (o.player != m.player && c.modelDistance(at, r, o.at, ro) < enemyGap - 1e-6)
            return QStringLiteral("%1 would be closer than %2 to %3")
                .arg(name(m), c.lengthText(enemyGap), name(o));
    }
    return {};
}

QList<QPointF> HwEngine::placesFor(const HwModel &m) const
{
    QList<QPointF> places;
    for (QPointF p : c.deploymentSamples(m.player, orderOf(m.player), radius(m))) {
        if (placeProblem(m, p).isEmpty())
            places.append(p);
    }
    return places;
}

QString HwEngine::check(const HwPlay &p) const
{
    if (s.gameOver)
        return QStringLiteral("the game is over");
    const int player = decider();
    const HwPlayerState &ps = s.players.at(player);
    if (is(p, "end_phase"))
        return {};
    if (is(p, "declare"))
        return mayDeclare(player)
            ? QString()
            : QStringLiteral("%1 has no goal to declare now").arg(playerName(player));
    if (is(p, "buy") || is(p, "place") || is(p, "place_rest")) {
        if (s.phase != 0)
            return QStringLiteral("models are bought and placed in the deployment phase");
        if (is(p, "buy")) {
            if (!c.card(p.unitType))
                return QStringLiteral("%1 is not a unit card").arg(p.unitType);
            bool inPool = false;
            for (const HwModel &m : s.models)
                inPool = inPool
                    || (m.player == player && m.type == p.unitType
                        && m.status == HwModel::Status::Pool);
            if (!inPool)
                return QStringLiteral("%1 has no %2 left in the pool")
                    .arg(playerName(player), c.type(p.unitType)->name);
            if (c.cost(p.unitType) > ps.pts || c.xpCost(p.unitType) > ps.xp)
                return QStringLiteral("%1 costs %2 pts and %3 xp; %4 has %5 pts and %6 xp")
                    .arg(c.type(p.unitType)->name)
                    .arg(c.cost(p.unitType))
                    .arg(c.xpCost(p.unitType))
                    .arg(playerName(player))
                    .arg(ps.pts)
                    .arg(ps.xp);
            return {};
        }
        if (is(p, "place_rest"))
            return waiting(player).isEmpty() ? QStringLiteral("no bought model waits to be placed")
                                             : QString();
        const HwModel *m = s.model(p.unit);
        if (!m || m->player != player || m->status != HwModel::Status::Bought)
            return QStringLiteral("%1 is not a model of %2 waiting to be placed")
                .arg(p.unit, playerName(player));
        return placeProblem(*m, p.at);
    }
    if (s.phase != 1)
        return QStringLiteral("units act in the action phase");
    if (is(p, "activate")) {
        const HwModel *m = s.model(p.unit);
        if (!m || m->player != player || !m->onTable())
            return QStringLiteral("%1 is not a unit of %2 on the table")
                .arg(p.unit, playerName(player));
        if (m->activated)
            return QStringLiteral("%1 has already acted this round").arg(name(*m));
        const HwAction *action = c.rules().action(p.action);
        if (!action)
            return QStringLiteral("unknown action \"%1\"").arg(p.action);
        if (action->moves == 0 && !p.path.isEmpty())
            return QStringLiteral("%1 does not move").arg(action->name);
        const bool run = !action->mayShoot && action->moves > 1;
        const bool rapid = run && c.has(m->type, "rapid_advance");
        return pathProblem(*m, p.path, reach(*m, p.action), run, rapid);
    }
    if (is(p, "attack")) {
        const HwModel *m = s.model(p.unit);
        if (!m || m->id != s.active || m->player != player)
            return QStringLiteral("only the unit that acted last may attack now");
        const HwModel *t = s.model(p.target);
        if (!t)
            return QStringLiteral("there is no unit %1").arg(p.target);
        return attackProblem(*m, p.line, *t);
    }
    return specialProblem(p);
}

QString HwEngine::apply(const HwPlay &p)
{
    if (const QString why = check(p); !why.isEmpty())
        return why;
    const int player = decider();
    HwPlayerState &ps = s.players[player];
    if (is(p, "end_phase")) {
        endPhase();
    } else if (is(p, "declare")) {
        declare(player);
    } else if (is(p, "buy")) {
        for (HwModel &m : s.models) {
            if (m.player == player && m.type == p.unitType && m.status == HwModel::Status::Pool) {
                m.status = HwModel::Status::Bought;
                ps.pts -= c.cost(m.type);
                ps.xp -= c.xpCost(m.type);
                note({{QStringLiteral("type"), QStringLiteral("bought")},
                      {QStringLiteral("unit"), m.id},
                      {QStringLiteral("pts"), ps.pts},
                      {QStringLiteral("xp"), ps.xp}});
                break;
            }
        }
    } else if (is(p, "place") || is(p, "place_rest")) {
        const QStringList ids = is(p, "place") ? QStringList {p.unit} : waiting(player);
        for (const QString &id : ids) {
            HwModel *m = s.model(id);
            QPointF at = p.at;
            if (is(p, "place_rest")) {
                const QList<QPointF> places = placesFor(*m);
                if (places.isEmpty())
                    continue;
                at = places.at(places.size() / 2);
            }
            m->status = HwModel::Status::OnTable;
            m->at = at;
            m->lives = c.card(m->type)->lives;
            if (c.category(m->type) == QLatin1String("hero"))
                ps.deployedHero = true;
            if (is(p, "place_rest"))
                note({{QStringLiteral("type"), QStringLiteral("placed")},
                      {QStringLiteral("unit"), m->id},
                      {QStringLiteral("at"), c.pointText(at)}});
        }
    } else if (is(p, "activate")) {
        HwModel &m = *s.model(p.unit);
        m.activated = true;
        m.action = p.action;
        s.active = m.id;
        if (!p.path.isEmpty())
            moveModel(m, p.path, c.has(m.type, "trample_attack"));
    } else if (is(p, "attack")) {
        HwModel &m = *s.model(p.unit);
        m.linesUsed.append(p.line);
        attack(m, p.line, *s.model(p.target));
    } else {
        applySpecial(p);
    }
    return {};
}

QList<HwPlay> HwEngine::legal() const
{
    QList<HwPlay> out;
    if (s.gameOver)
        return out;
    const int player = decider();
    const HwPlayerState &ps = s.players.at(player);
    if (s.phase == 0) {
        QStringList types;
        for (const HwModel &m : s.models) {
            if (m.player != player || m.status != HwModel::Status::Pool || types.contains(m.type))
                continue;
            types.append(m.type);
            if (c.cost(m.type) <= ps.pts && c.xpCost(m.type) <= ps.xp)
                out.append(HwPlay(QStringLiteral("buy"), QString(), m.type));
        }
        const QStringList wait = waiting(player);
        if (!wait.isEmpty()) {
            const HwModel *m = s.model(wait.first());
            for (QPointF at : placesFor(*m)) {
                HwPlay p {QStringLiteral("place"), m->id};
                p.at = at;
                out.append(p);
            }
            out.append(HwPlay(QStringLiteral("place_rest")));
        }
    } else {
        legalSpecials(&out);
        for (const HwModel &m : s.models) {
            if (m.player != player || !m.onTable() || m.activated)
                continue;
            for (const HwAction &a : c.rules().actions) {
                HwPlay p {QStringLiteral("activate"), m.id};
                p.action = a.id;
                if (a.moves == 0) {
                    out.append(p);
                    continue;
                }
                const bool run = !a.mayShoot && a.moves > 1;
                const bool rapid = run && c.has(m.type, "rapid_advance");
                for (QPointF to : moveTargets(m, reach(m, a.id), run, rapid)) {
                    p.path = {to};
                    out.append(p);
                }
            }
        }
    }
    if (mayDeclare(player))
        out.append(HwPlay(QStringLiteral("declare")));
    out.append(HwPlay::endPhase());
    return out;
}

} // namespace hexwright
