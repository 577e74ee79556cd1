// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwengine_p.h"

#include "table/tablegeometry.h"

#include <algorithm>

#include <cmath>

namespace hexwright {

namespace {

bool is(const HwPlay &p, const char *kind)
{
    return p.kind == QLatin1String(kind);
}

constexpr double Pi = 3.14159265358979323846;

} // namespace

bool HwEngine::mayDeclare(int player) const
{
    if (s.gameOver || player != decider())
        return false;
    const HwPlayerState &ps = s.players.at(player);
    const HwGoal *goal = c.rules().goal(ps.goal);
    return goal && goal->declare && !ps.declared && c.layout().findObjective(ps.goalObjective);
}

void HwEngine::declare(int player)
{
    HwPlayerState &ps = s.players[player];
    const HwGoal *goal = c.rules().goal(ps.goal);
    const TableObjective *o = c.layout().findObjective(ps.goalObjective);
    ps.declared = true;
    note({{QStringLiteral("type"), QStringLiteral("declared")},
          {QStringLiteral("player"), playerName(player)},
          {QStringLiteral("goal"), ps.goal},
          {QStringLiteral("objective"), ps.goalObjective}});
    const double within = c.rulesLength(goal->declare->radius);
    if (goal->declare->friendlyAttackModifier != 0 && c.choices().dutyDeclaredUnits) {
        for (const HwModel &m : s.models) {
            if (m.onTable() && m.player == player
                && c.pointDistance(m.at, radius(m), o->at.toPointF()) <= within + 1e-6)
                ps.dutyUnits.append(m.id);
        }
    }
    if (goal->declare->enemyAttack) {
        QStringList ids;
        for (HwModel *m : enemiesWithin(player, o->at.toPointF(), within))
            ids.append(m->id);
        for (const QString &id : ids) {
            if (HwModel *m = s.model(id); m && m->onTable() && !s.gameOver)
                fixedAttack(*goal->declare->enemyAttack, ps.goal, player, *m);
        }
    }
}

QString HwEngine::specialProblem(const HwPlay &p) const
{
    const HwModel *m = s.model(p.unit);
    if (!m || m->id != s.active || m->player != decider() || !m->onTable())
        return QStringLiteral("only the unit that acted last may use its special rules now");
    if (is(p, "energy_pulse")) {
        const HwSpecialRule *rule = c.special(m->type, "energy_pulse");
        if (!rule || !rule->attack)
            return QStringLiteral("%1 has no Energy Pulse").arg(name(*m));
        if (m->pulseRound == s.round)
            return QStringLiteral("%1 has used its Energy Pulse this round").arg(name(*m));
        const double place = c.rulesLength(rule->values.value(QStringLiteral("place_within")));
        const double move = c.rulesLength(rule->values.value(QStringLiteral("move")));
        if (c.pointDistance(m->at, radius(*m), p.at) > place + 1e-6)
            return QStringLiteral("the pulse marker must be within %1 of %2")
                .arg(c.lengthText(place), name(*m));
        if (distance(p.at, p.to) > move + 0.5)
            return QStringLiteral("the pulse marker moves at most %1").arg(c.lengthText(move));
        if (!c.onTable(p.at, 0) || !c.onTable(p.to, 0))
            return QStringLiteral("the pulse marker must stay on the table");
        return {};
    }
    if (is(p, "hit_and_run")) {
        const HwSpecialRule *rule = c.special(m->type, "hit_and_run");
        if (!rule)
            return QStringLiteral("%1 has no Hit & Run").arg(name(*m));
        if (!m->meleed || m->hitAndRunDone)
            return QStringLiteral("%1 may Hit & Run once after attacking in melee").arg(name(*m));
        return pathProblem(*m, {p.to}, c.rulesLength(rule->values.value(QStringLiteral("move"))),
                           false, true);
    }
    if (is(p, "chain_attack")) {
        const HwSpecialRule *rule = c.special(m->type, "chain_attack");
        if (!rule || !m->chainReady)
            return QStringLiteral("%1 may not make a Chain Attack now").arg(name(*m));
        const HwModel *t = s.model(p.target);
        if (!t || !t->onTable() || t->player == m->player)
            return QStringLiteral("%1 is not an enemy unit on the table").arg(p.target);
        const double within = c.rulesLength(rule->values.value(QStringLiteral("radius")));
        if (c.modelDistance(t->at, radius(*t), m->chainFrom, m->chainRadius) > within + 1e-6)
            return QStringLiteral("%1 is not within %2 of the unit just killed")
                .arg(name(*t), c.lengthText(within));
        if (!inContact(*m, *t)) {
            const QPointF to = contactPoint(*m, m->at, *t);
            if (const QString why = pathProblem(*m, {to}, 1e9, false, false); !why.isEmpty())
                return why;
        }
        return {};
    }
    return QStringLiteral("unknown action \"%1\"").arg(p.kind);
}

void HwEngine::applySpecial(const HwPlay &p)
{
    HwModel &m = *s.model(p.unit);
    if (is(p, "energy_pulse")) {
        const HwSpecialRule *rule = c.special(m.type, "energy_pulse");
        m.pulseRound = s.round;
        const double radiusMm = c.rulesLength(rule->values.value(QStringLiteral("radius")));
        const int pulses = std::max(1, int(rule->values.value(QStringLiteral("pulses"), 2)));
        for (int i = 0; i < pulses && !s.gameOver; ++i) {
            const QPointF at = i == 0 ? p.at : p.to;
            QStringList ids;
            for (HwModel *e : enemiesWithin(m.player, at, radiusMm))
                ids.append(e->id);
            for (const QString &id : ids) {
                if (HwModel *e = s.model(id); e && e->onTable() && !s.gameOver)
                    fixedAttack(*rule->attack, QStringLiteral("energy_pulse"), m.player, *e);
            }
        }
    } else if (is(p, "hit_and_run")) {
        m.hitAndRunDone = true;
        moveModel(m, {p.to}, false);
    } else if (is(p, "chain_attack")) {
        HwModel &t = *s.model(p.target);
        m.chainReady = false;
        ++m.chains;
        if (!inContact(m, t))
            moveModel(m, {contactPoint(m, m.at, t)}, false);
        if (m.onTable() && t.onTable() && !s.gameOver)
            attack(m, m.chainLine, t);
    }
}

void HwEngine::legalSpecials(QList<HwPlay> *out) const
{
    const HwModel *m = s.model(s.active);
    if (!m || !m->onTable() || m->player != decider())
        return;
    // The attacks of its lines not used yet.
    for (int line = 0; line < c.attackLines(m->type); ++line) {
        for (const HwModel &t : s.models) {
            if (t.onTable() && t.player != m->player && attackProblem(*m, line, t).isEmpty()) {
                HwPlay p {QStringLiteral("attack"), m->id};
                p.line = line;
                p.target = t.id;
                out->append(p);
            }
        }
    }
    if (m->chainReady) {
        for (const HwModel &t : s.models) {
            HwPlay p {QStringLiteral("chain_attack"), m->id};
            p.target = t.id;
            if (t.onTable() && t.player != m->player && specialProblem(p).isEmpty())
                out->append(p);
        }
    }
    if (m->meleed && !m->hitAndRunDone && c.has(m->type, "hit_and_run")) {
        const double move = c.rulesLength(
            c.special(m->type, "hit_and_run")->values.value(QStringLiteral("move")));
        for (int i = 0; i < 8; ++i) {
            const double a = 2 * Pi * i / 8;
            for (double d : {move, move / 2}) {
                HwPlay p {QStringLiteral("hit_and_run"), m->id};
                p.to = hwSnap(c, m->at + QPointF(std::cos(a), std::sin(a)) * d);
                if (specialProblem(p).isEmpty())
                    out->append(p);
            }
        }
    }
    if (const HwSpecialRule *rule = c.special(m->type, "energy_pulse");
        rule && m->pulseRound != s.round) {
        const double move = c.rulesLength(rule->values.value(QStringLiteral("move")));
        for (const HwModel &e : s.models) {
            if (!e.onTable() || e.player == m->player)
                continue;
            HwPlay p {QStringLiteral("energy_pulse"), m->id};
            p.at = e.at;
            p.to = e.at;
            if (!specialProblem(p).isEmpty())
                continue;
            out->append(p);
            // Then on to a second enemy within the marker's move.
            for (const HwModel &f : s.models) {
                if (f.onTable() && f.player != m->player && f.id != e.id
                    && distance(e.at, f.at) <= move) {
                    p.to = f.at;
                    out->append(p);
                }
            }
        }
    }
}

} // namespace hexwright
