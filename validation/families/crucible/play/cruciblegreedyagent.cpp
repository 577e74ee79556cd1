// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/cruciblegreedyagent.h"

#include "families/crucible/play/cruciblegamesession.h"
#include "table/tablegeometry.h"

#include <limits>

namespace hexwright {

namespace {

/// Where TU @p tu heads: the nearest enemy, or the nearest objective once an enemy is
/// within Medium range.
QPointF aimOf(const CrucibleGame &game, const CrucibleTuState &tu)
{
    const CrucibleGameContext &c = game.context();
    const int player = c.tu(tu.id)->player;
    double best = std::numeric_limits<double>::max();
    QPointF aim = tu.at;
    for (const CrucibleTuState &e : game.state().tus) {
        if (e.onTable() && c.tu(e.id)->player != player && distance(tu.at, e.at) < best) {
            best = distance(tu.at, e.at);
            aim = e.at;
        }
    }
    if (best <= c.rangeLimits().value(2) && !c.layout().objectives.isEmpty()) {
        double nearest = std::numeric_limits<double>::max();
        for (const TableObjective &o : c.layout().objectives) {
            if (distance(tu.at, o.at.toPointF()) < nearest) {
                nearest = distance(tu.at, o.at.toPointF());
                aim = o.at.toPointF();
            }
        }
    }
    return aim;
}

double score(const CrucibleGame &game, const CruciblePlay &p)
{
    const CrucibleGameContext &c = game.context();
    const CrucibleTuState *tu = game.state().tu(p.unit);
    if (p.kind == QLatin1String("defend"))
        return 1;
    if (p.kind == QLatin1String("move") || p.kind == QLatin1String("thunder_move")) {
        if (!tu || (p.kind == QLatin1String("move") && tu->moves() > 0))
            return 0;
        const QPointF aim = aimOf(game, *tu);
        const double gain = distance(tu->at, aim) - distance(p.to, aim);
        if (distance(tu->at, aim) <= c.rangeLimits().value(1))
            return 0; // close enough: fire instead
        return gain > 0 ? gain / 100.0 + (p.kind == QLatin1String("thunder_move") ? 1 : 0) : 0;
    }
    if (p.kind == QLatin1String("fire")) {
        const CrucibleFireOdds o = game.odds(p.unit, p.weapon, p.target, p.conFire);
        const CrucibleTuInfo *target = c.tu(p.target);
        double value = o.expected * (target ? target->cost : 1) / 100.0;
        if (p.rapid)
            value = 2 * value - 1.0;
        if (p.conFire)
            value -= 0.5; // its 2 LP would rather move

        return value > 0 ? value + 0.001 : 0.001;
    }
    if (p.kind == QLatin1String("assault"))
        return 5;
    if (p.kind == QLatin1String("call_artillery"))
        return 3;
    if (p.kind == QLatin1String("thunder_run"))
        return 2;
    return 0;
}

} // namespace

CrucibleGreedyAgent::CrucibleGreedyAgent(quint64, int) { }

int CrucibleGreedyAgent::choose(const GameSession &session)
{
    const auto *crucible = dynamic_cast<const CrucibleGameSession *>(&session);
    const int end = session.legalEndPhase();
    if (!crucible)
        return end >= 0 ? end : 0;
    const QList<CruciblePlay> &legal = crucible->legalTyped();
    int best = end;
    double bestScore = 0;
    for (int i = 0; i < legal.size(); ++i) {
        const double s = score(crucible->game(), legal.at(i));
        if (s > bestScore) {
            best = i;
            bestScore = s;
        }
    }
    return best >= 0 ? best : 0;
}

} // namespace hexwright
