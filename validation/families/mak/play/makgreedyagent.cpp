// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makgreedyagent.h"

#include "families/mak/play/makgamesession.h"
#include "families/mak/rules/makmove.h"
#include "families/mak/rules/maksupport.h"

namespace hexwright {

namespace {

/// The O.G.P. a round of @p player's first battery costs (item 2).
int roundCost(const MakGameContext &c, int player)
{
    for (const MakBattery &b : c.artillery()) {
        if (b.player == player)
            return makrules::artilleryFire(c.ruleset(), b.type).vp;
    }
    return 0;
}

} // namespace

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
    auto artilleryCost = [&](int player) {
        return roundCost(c, player);
    };
    // The deviation chart's number of a request: higher lands more often [17.2.1].
    auto requestNumber = [&](const MakPlay &p) {
        const MakUnitState *r = s.unit(p.target);
        const QChar type = makrules::artilleryRequestType(
            makrules::artilleryGroup(c.piece(p.unit).abilities),
            r ? makrules::artilleryGroup(c.piece(r->id).abilities) : 0);
        return makrules::deviationNumber(c.ruleset(), type);
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
        // [10.1.4] An aircraft that can no longer attack is withdrawn, not lost.
        const int withdraw = first(QStringLiteral("commit"), [&](const MakPlay &p) {
            return p.item == QLatin1String("withdraw") && s.unit(p.unit)->disarmed;
        });
        if (withdraw >= 0)
            return withdraw;
        const int commit = first(QStringLiteral("commit"), [&](const MakPlay &p) {
            return p.item
                == (c.equipmentOf(p.unit).isEmpty() && c.suitOf(p.unit).isEmpty()
                        ? QStringLiteral("air")
                        : QStringLiteral("ground"));
        });
        return commit >= 0 ? commit : std::max(0, session.legalEndPhase());
    }

    // [14.4.2] Engineers set fire to a building that holds enemy infantry or an enemy depot
    // rather than shoot.
    const int arson = first(QStringLiteral("arson"), [&](const MakPlay &p) {
        bool infantry = s.depots.contains(p.to);
        for (const QString &id : game.unitsIn(p.to, 1 - me))
            infantry = infantry || c.piece(id).infantry;
        return infantry && !s.defensive;
    });
    if (arson >= 0)
        return arson;

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
                // Worth more than the round costs (O.G.P. item 2); the likeliest request
                // type first (b before c, d before e [17.1.4]); mines are below.
                if (!p.item.isEmpty())
                    continue;
                for (const QString &id : game.unitsIn(p.to, 1 - me))
                    v += c.piece(id).vp;
                if (v <= artilleryCost(me))
                    continue;
                v = v * 100 + requestNumber(p);
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
    // [19.1.6] Rounds no strike is worth: mines next to the enemy, on his way to us.
    int mines = -1;
    int minesValue = 1000;
    for (int i = 0; i < legal.size(); ++i) {
        const MakPlay &p = legal.at(i);
        if (p.kind != QLatin1String("request_artillery") || p.item.isEmpty())
            continue;
        int own = 1000;
        for (const MakUnitState &u : s.units) {
            if (u.onMap() && u.player == me)
                own = std::min(own, c.distance(u.hex, p.to));
        }
        const int v = own * 100 - requestNumber(p);
        if (v < minesValue) {
            minesValue = v;
            mines = i;
        }
    }
    if (mines >= 0 && s.turn > 1)
        return mines;
    // A Hornisse with nothing to drop lands its suit next to the nearest enemy [10.6]; a
    // pilot leaves by his side's edge [18.2.3]; infantry charges into an enemy within two
    // hexes [14.2.2]; a booster carries its suit to a far enemy [19.5.3].
    const int landing
        = first(QStringLiteral("land"), [&](const MakPlay &p) { return nearest(p.to) == 1; });
    if (landing >= 0)
        return landing;
    const int exit = first(QStringLiteral("exit"), [&](const MakPlay &p) {
        return c.exitHexes(me).contains(s.unit(p.unit)->hex);
    });
    if (exit >= 0)
        return exit;
    auto toExit = [&](OffsetCoord hex) {
        int d = 1000;
        for (OffsetCoord h : c.exitHexes(me))
            d = std::min(d, c.distance(hex, h));
        return d;
    };
    const int pilotMove = first(QStringLiteral("move"), [&](const MakPlay &p) {
        const MakUnitState *u = s.unit(p.units.first());
        return p.units.size() == 1 && c.piece(u->id).pilot && toExit(p.to) < toExit(u->hex);
    });
    if (pilotMove >= 0)
        return pilotMove;
    const int charge = first(QStringLiteral("charge"), [&](const MakPlay &p) {
        return !game.unitsIn(p.to, 1 - me).isEmpty() || s.unit(p.units.first())->charging
            || nearest(s.unit(p.units.first())->hex) == 2;
    });
    if (charge >= 0)
        return charge;
    const int boost = first(QStringLiteral("boost"), [&](const MakPlay &p) {
        return nearest(s.unit(p.unit)->hex) > c.piece(p.unit).movement;
    });
    if (boost >= 0)
        return boost;
    // Cargo leaves its vehicle near the enemy; a unit the enemy is near hides in smoke.
    const int unload = first(QStringLiteral("unload"),
                             [&](const MakPlay &p) { return nearest(s.unit(p.unit)->hex) <= 3; });
    if (unload >= 0)
        return unload;
    const int smoke = first(QStringLiteral("smoke"), [&](const MakPlay &p) {
        const MakUnitState *u = s.unit(p.unit);
        return p.to == u->hex && nearest(u->hex) <= 4 && !u->attacked;
    });
    // Or, within its range, screens a friend the enemy is near.
    const int screen = first(QStringLiteral("smoke"), [&](const MakPlay &p) {
        return p.to != s.unit(p.unit)->hex && !game.unitsIn(p.to, me).isEmpty()
            && nearest(p.to) <= 3;
    });
    if (smoke < 0 && screen >= 0)
        return screen;
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
        if (u->moraleBroken || c.piece(u->id).pilot)
            continue;
        const int now = nearest(u->hex);
        // A unit that could fire has fired (attacks come first): the others close in.
        if (now <= 1)
            continue;
        if (nearest(p.to) >= now)
            continue;
        // Around a minefield found [14.4.1].
        bool mined = false;
        for (const MakMines &m : s.mines)
            mined = mined || (m.hex == p.to && m.revealed);
        if (mined)
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
