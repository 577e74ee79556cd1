// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makgreedyagent.h"

#include "families/mak/play/makgamesession.h"
#include "families/mak/rules/makmove.h"

namespace hexwright {

MakGreedyAgent::MakGreedyAgent(quint64 gameSeed, int player)
    : m_player(player)
{
    Q_UNUSED(gameSeed);
}

int MakGreedyAgent::choose(const GameSession &session)
{
    const auto *mak = dynamic_cast<const MakGameSession *>(&session);
    if (!mak)
        return std::max(0, session.legalEndPhase());
    const MakGame &game = mak->game();
    const MakGameContext &c = mak->context();
    const MakGameState &s = game.state();
    const QList<MakPlay> &legal = mak->legalTyped();
    const int me = game.decidingPlayer();

    auto nearest = [&](OffsetCoord hex) {
        int d = 1000;
        for (const MakUnitState &e : s.units) {
            if (e.onMap() && e.player != me)
                d = std::min(d, c.distance(hex, e.hex));
        }
        return d;
    };
    auto first = [&](const QString &kind, auto accept) {
        for (int i = 0; i < legal.size(); ++i) {
            if (legal.at(i).kind == kind && accept(legal.at(i)))
                return i;
        }
        return -1;
    };

    // The air commitment [10.1]: aircraft with equipment fly ground missions, the others
    // fight for the air.
    if (s.airPlayer >= 0) {
        const int commit = first(QStringLiteral("commit"), [&](const MakPlay &p) {
            return p.item
                == (c.equipmentOf(p.unit).isEmpty() ? QStringLiteral("air")
                                                    : QStringLiteral("ground"));
        });
        return commit >= 0 ? commit : std::max(0, session.legalEndPhase());
    }

    // The best shot: expected O.G.P. of the first hit.
    int best = -1;
    double bestValue = 0;
    for (int i = 0; i < legal.size(); ++i) {
        const MakPlay &p = legal.at(i);
        if (p.kind != QLatin1String("attack") && p.kind != QLatin1String("defensive_fire"))
            continue;
        const auto pv
            = game.preview(p.unit, p.weapon, p.target, p.kind == QLatin1String("defensive_fire"));
        if (!pv)
            continue;
        const double value = pv->chance * (1 + c.piece(p.target).vp);
        if (value > bestValue + 1e-9) {
            bestValue = value;
            best = i;
        }
    }
    if (best >= 0)
        return best;
    if (s.defensive)
        return std::max(0, session.legalEndPhase());

    // Then the ground missions, the overruns and the artillery, at the most valuable target.
    for (const char *kind : {"air_attack", "overrun", "request_artillery"}) {
        int pick = -1;
        int value = -1;
        for (int i = 0; i < legal.size(); ++i) {
            const MakPlay &p = legal.at(i);
            if (p.kind != QLatin1String(kind))
                continue;
            int v = 0;
            if (p.kind == QLatin1String("request_artillery")) {
                for (const QString &id : game.unitsIn(p.to, 1 - me))
                    v += c.piece(id).vp;
            } else {
                v = c.piece(p.target).vp;
            }
            if (v > value) {
                value = v;
                pick = i;
            }
        }
        if (pick >= 0)
            return pick;
    }
    // Cargo leaves its vehicle near the enemy; a unit the enemy is near hides in smoke.
    const int unload = first(QStringLiteral("unload"),
                             [&](const MakPlay &p) { return nearest(s.unit(p.unit)->hex) <= 3; });
    if (unload >= 0)
        return unload;
    const int smoke = first(QStringLiteral("smoke"), [&](const MakPlay &p) {
        const MakUnitState *u = s.unit(p.unit);
        return p.to == u->hex && nearest(u->hex) <= 4 && !u->attacked;
    });
    if (smoke >= 0)
        return smoke;

    // Assaults by units that have nothing to shoot with.
    for (int i = 0; i < legal.size(); ++i) {
        const MakPlay &p = legal.at(i);
        if (p.kind != QLatin1String("assault") || p.units.size() != 1)
            continue;
        const MakUnitState *u = s.unit(p.units.first());
        bool armed = false;
        for (const MakWeaponState &w : u->weapons)
            armed = armed || (!w.broken && w.rounds != 0);
        if (!armed || u->disarmed)
            return i;
    }

    // Moves of single units nearer the nearest enemy.
    int bestMove = -1;
    double bestCost = 1e9;
    for (int i = 0; i < legal.size(); ++i) {
        const MakPlay &p = legal.at(i);
        if (p.kind != QLatin1String("move") || p.units.size() != 1)
            continue;
        const MakUnitState *u = s.unit(p.units.first());
        if (u->moraleBroken)
            continue;
        const int now = nearest(u->hex);
        // A unit that could fire has fired (attacks come first): the others close in.
        if (now <= 1)
            continue;
        if (nearest(p.to) >= now)
            continue;
        const double cost
            = makrules::stepCost(c.ruleset(), c.board(), u->hex, p.to, c.piece(u->id).movementClass)
                  .cost;
        if (cost < bestCost - 1e-9) {
            bestCost = cost;
            bestMove = i;
        }
    }
    if (bestMove >= 0)
        return bestMove;
    return std::max(0, session.legalEndPhase());
}

} // namespace hexwright
