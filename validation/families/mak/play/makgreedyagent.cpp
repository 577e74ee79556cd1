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
    auto nearest = [&](OffsetCoord hex) {
        int d = 1000;
        for (const MakUnitState &e : s.units) {
            if (e.onMap() && e.player != me)
                d = std::min(d, c.distance(hex, e.hex));
        }
        return d;
    };
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
