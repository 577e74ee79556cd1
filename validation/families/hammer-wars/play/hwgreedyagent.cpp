// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwgreedyagent.h"

#include "families/hammer-wars/play/hwengine_p.h"
#include "families/hammer-wars/play/hwgamesession.h"
#include "table/tablegeometry.h"

#include <algorithm>

#include <limits>

namespace hexwright {

namespace {

bool is(const HwPlay &p, const char *kind)
{
    return p.kind == QLatin1String(kind);
}

/// The point a unit heads for: the nearest enemy for a unit of Range 0, else the nearest
/// objective its side does not hold (the nearest objective if it holds them all).
QPointF aimOf(const HwGame &game, const HwModel &m)
{
    const HwGameContext &c = game.context();
    const HwGameState &s = game.state();
    double best = std::numeric_limits<double>::max();
    QPointF aim = m.at;
    if (c.rangeLength(m.type) <= 0) {
        for (const HwModel &e : s.models) {
            if (e.onTable() && e.player != m.player && distance(m.at, e.at) < best) {
                best = distance(m.at, e.at);
                aim = e.at;
            }
        }
        if (best < std::numeric_limits<double>::max())
            return aim;
    }
    for (int pass = 0; pass < 2 && best == std::numeric_limits<double>::max(); ++pass) {
        for (const TableObjective &o : c.layout().objectives) {
            if (pass == 0 && game.holder(o.id) == m.player)
                continue;
            const double d = distance(m.at, o.at.toPointF());
            if (d < best) {
                best = d;
                aim = o.at.toPointF();
            }
        }
    }
    return aim;
}

/// Whether a model of @p m's card at @p at has an enemy within its range (line of sight
/// is left to the attack).
bool enemyInRange(const HwGame &game, const HwModel &m, QPointF at)
{
    const HwGameContext &c = game.context();
    const double range = c.rangeLength(m.type);
    if (range <= 0)
        return false;
    for (const HwModel &e : game.state().models) {
        if (e.onTable() && e.player != m.player
            && c.modelDistance(at, c.radius(m.type), e.at, c.radius(e.type)) <= range)
            return true;
    }
    return false;
}

double activationScore(const HwGame &game, const HwModel &m, const HwPlay &p)
{
    const HwGameContext &c = game.context();
    const QPointF at = p.path.isEmpty() ? m.at : p.path.last();
    const HwAction *action = c.rules().action(p.action);
    const bool mayShoot = action && action->mayShoot;
    double score = -distance(at, aimOf(game, m)) / c.fromTableUnit(1);
    if (mayShoot && enemyInRange(game, m, at))
        score += 20 + (p.path.isEmpty() ? 1 : 0);
    if (c.rangeLength(m.type) <= 0 && mayShoot) {
        for (const HwModel &e : game.state().models) {
            if (e.onTable() && e.player != m.player
                && distance(at, e.at) <= c.radius(m.type) + c.radius(e.type) + HwContactSlack)
                score += 30;
        }
    }
    return score;
}

} // namespace

HwGreedyAgent::HwGreedyAgent(quint64 /*gameSeed*/, int /*player*/) { }

int HwGreedyAgent::choose(const GameSession &session)
{
    const auto *hw = dynamic_cast<const HwGameSession *>(&session);
    if (!hw)
        return std::max(0, session.legalEndPhase());
    const HwGame &game = hw->game();
    const HwGameContext &c = game.context();
    const HwGameState &s = game.state();
    const QList<HwPlay> &legal = hw->legalTyped();
    const int me = s.current();
    int end = -1;
    int best = -1;
    double bestScore = -std::numeric_limits<double>::max();
    auto consider = [&](int i, double score) {
        if (score > bestScore) {
            bestScore = score;
            best = i;
        }
    };
    // A goal declared when it pays: Deception with enemies at the marker, Duty with friends.
    const HwPlayerState &ps = s.players.at(me);
    const HwGoal *goal = c.rules().goal(ps.goal);
    const TableObjective *marker = c.layout().findObjective(ps.goalObjective);
    for (int i = 0; i < legal.size(); ++i) {
        const HwPlay &p = legal.at(i);
        if (is(p, "end_phase"))
            end = i;
        if (is(p, "declare") && goal && goal->declare && marker) {
            const double within = c.rulesLength(goal->declare->radius);
            const bool enemies = goal->declare->enemyAttack.has_value();
            int near = 0;
            for (const HwModel &m : s.models) {
                if (m.onTable() && (m.player != me) == enemies
                    && c.pointDistance(m.at, c.radius(m.type), marker->at.toPointF()) <= within)
                    ++near;
            }
            if (near > 0)
                return i;
        }
    }
    // The active unit first: its chain, its pulse, its best attack.
    for (int i = 0; i < legal.size(); ++i) {
        const HwPlay &p = legal.at(i);
        if (is(p, "chain_attack"))
            consider(i, 1000);
        else if (is(p, "energy_pulse"))
            consider(i, 900 + (p.at == p.to ? 0 : 1));
        else if (is(p, "attack"))
            consider(i, 100 + game.odds(p.unit, p.line, p.target).expected);
    }
    if (best >= 0)
        return best;
    if (s.phase == 0) {
        for (int i = 0; i < legal.size(); ++i) {
            const HwPlay &p = legal.at(i);
            if (is(p, "place")) {
                double nearest = std::numeric_limits<double>::max();
                for (const TableObjective &o : c.layout().objectives)
                    nearest = std::min(nearest, distance(p.at, o.at.toPointF()));
                consider(i, 1000 - nearest / c.fromTableUnit(1));
            }
        }
        if (best >= 0)
            return best;
        // Xp is saved for the dearest card in the pool (the Heavy): cheaper xp cards wait.
        int dearestXp = 0;
        for (const HwModel &m : s.models) {
            if (m.player == me && m.status == HwModel::Status::Pool)
                dearestXp = std::max(dearestXp, c.xpCost(m.type));
        }
        for (int i = 0; i < legal.size(); ++i) {
            const HwPlay &p = legal.at(i);
            if (!is(p, "buy"))
                continue;
            const int xp = c.xpCost(p.unitType);
            if (xp > 0 && xp < dearestXp)
                continue;
            consider(i, c.cost(p.unitType) + 3 * xp);
        }
        if (best >= 0)
            return best;
        return end >= 0 ? end : 0;
    }
    // The next unit to act: the first one offered.
    QString unit;
    for (int i = 0; i < legal.size(); ++i) {
        const HwPlay &p = legal.at(i);
        if (!is(p, "activate"))
            continue;
        if (unit.isEmpty())
            unit = p.unit;
        if (p.unit != unit)
            continue;
        if (const HwModel *m = s.model(p.unit))
            consider(i, activationScore(game, *m, p));
    }
    if (best >= 0)
        return best;
    return end >= 0 ? end : 0;
}

} // namespace hexwright
