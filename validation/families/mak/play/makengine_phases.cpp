// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makmove.h"

#include <QJsonArray>

#include <algorithm>
#include <cstdlib>

namespace hexwright {

using namespace makrules;

void MakEngine::flushRolls()
{
    if (!m_dice || !m_log)
        return;
    for (; m_flushed < m_dice->count(); ++m_flushed) {
        QJsonObject line = m_dice->rolls().at(m_flushed).toJson();
        line.insert(QStringLiteral("n"), m_flushed + 1);
        m_log->append(line);
    }
}

void MakEngine::note(const QJsonObject &line)
{
    flushRolls();
    if (m_log)
        m_log->append(line);
}

DieRoll &MakEngine::roll(int count, const QString &purpose, const QJsonObject &inputs)
{
    flushRolls();
    DieRoll &r = m_dice->roll(count, purpose, inputs);
    r.turn = s.turn;
    r.player = c.players().value(decider()).name;
    return r;
}

int MakEngine::decider() const
{
    if (s.over)
        return s.player;
    if (s.airPlayer >= 0)
        return s.airPlayer;
    return s.defensive ? 1 - s.player : s.player;
}

void MakEngine::startPhase()
{
    note({{QStringLiteral("type"), QStringLiteral("phase")},
          {QStringLiteral("turn"), s.turn},
          {QStringLiteral("phase"), c.phaseId(s.phase)}});
    const int player = c.phasePlayer(s.phase);
    for (MakUnitState &u : s.units) {
        for (MakWeaponState &w : u.weapons)
            w.firedThisPhase = 0;
    }
    if (s.phase == 0) {
        // A new turn: the artillery's and the smoke's rounds of the turn [17.1, 19.2.2].
        s.roundsThisTurn = QList<int>(c.artillery().size(), 0);
        s.smokeThisTurn.clear();
    }
    if (player < 0) {
        if (c.phaseId(s.phase) == QLatin1String("air_commitment"))
            beginAirPhase();
        return;
    }
    s.player = player;
    note({{QStringLiteral("type"), QStringLiteral("turn")},
          {QStringLiteral("turn"), s.turn},
          {QStringLiteral("player"), c.players().at(player).name}});
    for (MakUnitState &u : s.units) {
        if (u.player != player)
            continue;
        u.moved = false;
        u.attacked = false;
        u.closeQuarters = false;
        u.requested = false;
        u.unloaded = false;
        u.charging = false;
        u.boosting = false;
        u.antiAircraftFired.clear();
        u.mpLeft = u.immobilized ? 0 : c.piece(u.id).movement;
    }
    arrive(player);
    recoverMorale(player);
    ageSmoke(player);
    fireArtillery(player);
    burn(player);
}

void MakEngine::arrive(int player)
{
    for (MakUnitState &u : s.units) {
        if (u.player != player || u.status != MakUnitState::Status::Waiting || u.arrives > s.turn
            || c.piece(u.id).aircraft)
            continue;
        const MakPiece &piece = c.piece(u.id);
        for (OffsetCoord h : c.entryHexes(u.id)) {
            const TerrainType *t = c.ruleset().findTerrain(c.terrainId(h));
            if (!t || t->moveCost.value(piece.movementClass).prohibited
                || !unitsIn(h, enemyOf(player)).isEmpty()
                || stackPointsIn(h, player) + piece.stackPoints > c.rules().stackLimit)
                continue;
            u.status = MakUnitState::Status::OnMap;
            u.hex = h;
            // [12.1] A reinforcement pays for its entry hex.
            u.mpLeft = std::max(
                0.0, u.mpLeft - enterCost(c.ruleset(), t->id, QString(), piece.movementClass).cost);
            note({{QStringLiteral("type"), QStringLiteral("arrived")},
                  {QStringLiteral("unit"), u.id},
                  {QStringLiteral("hex"), c.label(h)}});
            // Its cargo arrives aboard [13.1].
            carryCargo(u);
            break;
        }
    }
}

void MakEngine::recoverMorale(int player)
{
    for (MakUnitState &u : s.units) {
        if (u.player != player || !u.onMap() || !u.moraleBroken)
            continue;
        int modifier = 0;
        for (const QString &id : unitsIn(u.hex, player)) {
            const MakUnitState &o = *s.unit(id);
            if (id != u.id && !o.moraleBroken && !o.disarmed) {
                modifier -= 1;
                break;
            }
        }
        const MakTerrain terrain = c.rules().terrain.value(c.terrainId(u.hex));
        if (terrain.blocksLos && terrain.height == 0)
            modifier -= 2; // forest or building
        for (const MakUnitState *e : onMap(enemyOf(player))) {
            if (mayAttack(*e) && c.distance(e->hex, u.hex) <= 3) {
                modifier += 1;
                break;
            }
        }
        if (u.attackedWhileBroken)
            modifier += 1;
        DieRoll &r = roll(1, QStringLiteral("morale"),
                          {{QStringLiteral("unit"), u.id},
                           {QStringLiteral("recovers_up_to"), c.rules().moraleRecoversUpTo},
                           {QStringLiteral("modifier"), modifier}});
        const bool recovered = r.total + modifier <= c.rules().moraleRecoversUpTo;
        m_dice->setResult(recovered ? QStringLiteral("recovered") : QStringLiteral("still broken"));
        if (recovered) {
            u.moraleBroken = false;
            u.attackedWhileBroken = false;
        }
    }
}

void MakEngine::endPhase()
{
    resolveArson(); // [14.4.2] at the end of the phase
    for (;;) {
        s.phase += 1;
        if (s.phase >= c.phaseCount()) {
            s.phase = 0;
            s.turn += 1;
            if (s.turn > c.lastTurn()) {
                s.turn = c.lastTurn();
                s.phase = c.phaseCount() - 1;
                endGame(QStringLiteral("the last turn is over"));
                return;
            }
        }
        startPhase();
        if (c.phasePlayer(s.phase) >= 0 || s.airPlayer >= 0 || s.over)
            return;
    }
}

void MakEngine::beginGame()
{
    s.units = c.startUnits();
    s.ogp = QList<int>(c.players().size(), 0);
    s.phase = 0;
    s.mines = c.minefields();
    s.depots = c.depots();
    s.artilleryVp = QList<int>(c.players().size(), 0);
    s.roundsLeft.clear();
    for (const MakBattery &b : c.artillery())
        s.roundsLeft.append(b.total);
    layMinePoints();
    conceal();
    startPhase();
    if (c.phasePlayer(0) < 0 && s.airPlayer < 0)
        endPhase();
    checkGameOver();
}

void MakEngine::checkGameOver()
{
    if (s.over)
        return;
    for (int p = 0; p < c.players().size(); ++p) {
        bool any = false;
        for (const MakUnitState &u : s.units)
            any = any || (u.player == p && u.status != MakUnitState::Status::Eliminated);
        if (!any)
            return endGame(QStringLiteral("%1 has no unit left").arg(c.players().at(p).name));
    }
}

void MakEngine::endGame(const QString &why)
{
    s.over = true;
    s.defensive.reset();
    const int a = s.ogp.value(0);
    const int b = s.ogp.value(1);
    s.winner = a > b ? 0 : b > a ? 1 : -1;
    s.result = s.winner >= 0 ? QStringLiteral("win") : QStringLiteral("draw");
    // The scenario's O.G.P. thresholds grade the winner's margin (our reading).
    for (const MakOgpThreshold &t : c.thresholds()) {
        if (s.winner >= 0 && std::abs(a - b) >= t.min)
            s.result = t.result;
    }
    // A margin the scenario grades a draw has no winner.
    if (s.result == QLatin1String("draw"))
        s.winner = -1;
    s.reason = QStringLiteral("%1; O.G.P. %2 %3, %4 %5")
                   .arg(why, c.players().value(0).name)
                   .arg(a)
                   .arg(c.players().value(1).name)
                   .arg(b);
    note({{QStringLiteral("type"), QStringLiteral("game_over")},
          {QStringLiteral("winner"),
           s.winner >= 0 ? c.players().at(s.winner).sides.value(0) : QString()},
          {QStringLiteral("result"), s.result},
          {QStringLiteral("reason"), s.reason}});
}

} // namespace hexwright
