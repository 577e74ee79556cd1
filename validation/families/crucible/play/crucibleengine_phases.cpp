// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/crucibleengine_p.h"

#include "families/crucible/rules/crucibleroll.h"

namespace hexwright {

namespace {

/// The phases in which players decide; the others play themselves.
bool decides(const QString &phase)
{
    static const QStringList ids {
        QStringLiteral("artillery_defence"), QStringLiteral("move"),
        QStringLiteral("direct_fire"),       QStringLiteral("close_assault"),
        QStringLiteral("call_artillery"),    QStringLiteral("remove_destroyed")};
    return ids.contains(phase);
}

} // namespace

int CrucibleEngine::level(const CrucibleTuInfo &tu) const
{
    const CrucibleDetachmentInfo *d = c.detachment(tu.detachment);
    return d ? d->level : 2;
}

bool CrucibleEngine::uncontrolled(const CrucibleTuInfo &tu) const
{
    if (tu.controller.isEmpty())
        return false;
    const CrucibleTuState *controller = s.tu(tu.controller);
    return !controller || !controller->onTable();
}

void CrucibleEngine::flushRolls()
{
    if (!m_dice || !m_log)
        return;
    for (; m_flushed < m_dice->count(); ++m_flushed) {
        QJsonObject line = m_dice->rolls().at(m_flushed).toJson();
        line.insert(QStringLiteral("n"), m_flushed + 1);
        m_log->append(line);
    }
}

void CrucibleEngine::note(const QJsonObject &line)
{
    flushRolls();
    if (m_log)
        m_log->append(line);
}

DieRoll &CrucibleEngine::roll(int count, const QString &purpose, const QJsonObject &inputs)
{
    flushRolls();
    DieRoll &r = m_dice->roll(count, purpose, inputs);
    r.turn = s.turn;
    r.player = playerName(s.current());
    return r;
}

void CrucibleEngine::setResult(const QString &result)
{
    m_dice->setResult(result);
}

void CrucibleEngine::beginGame()
{
    s.tus = c.start();
    s.destroyedPoints = QList<int>(c.players().size(), 0);
    for (const CrucibleDetachmentInfo &d : c.detachments())
        s.detachments.insert(d.id, {});
    s.turn = 1;
    s.phase = 0;
    s.order = 0;
    startPhase();
    advance();
}

void CrucibleEngine::advance()
{
    for (int guard = 0; guard < 1000 && !s.gameOver; ++guard) {
        if (decides(phaseId()) && !legal(true).isEmpty())
            return;
        endPart();
    }
}

void CrucibleEngine::endPart()
{
    if (s.order == 0) {
        s.order = 1;
        return;
    }
    finishPhase();
    if (s.gameOver)
        return;
    s.order = 0;
    if (++s.phase >= c.phases().size()) {
        s.phase = 0;
        ++s.turn;
    }
    startPhase();
}

void CrucibleEngine::startPhase()
{
    const QString id = phaseId();
    if (s.phase == 0) {
        note({{QStringLiteral("type"), QStringLiteral("turn")}, {QStringLiteral("turn"), s.turn}});
        for (CrucibleTuState &tu : s.tus) {
            tu.movesOnEasy.clear();
            tu.movedFree = false;
            tu.weaponsFired.clear();
            tu.assaulted = false;
            tu.deadEyeUsed = false;
            tu.declaredRun = false;
            tu.defending.clear();
        }
    }
    note({{QStringLiteral("type"), QStringLiteral("phase")},
          {QStringLiteral("turn"), s.turn},
          {QStringLiteral("phase"), id},
          {QStringLiteral("step"), c.phaseStep(id)}});
    if (id == QLatin1String("order_of_movement")) {
        // Phase 1: the order of movement (the core rule is lost: ours, a roll-off each turn,
        // a tie to the scenario's move order).
        DieRoll &r = roll(2, QStringLiteral("order_of_movement"),
                          {{QStringLiteral("players"), QJsonArray {playerName(0), playerName(1)}}});
        const int a = r.faces.value(0);
        const int b = r.faces.value(1);
        if (a != b)
            s.first = a > b ? 0 : 1;
        else
            s.first = c.players().value(1).moveOrder < c.players().value(0).moveOrder ? 1 : 0;
        setResult(playerName(s.first));
    } else if (id == QLatin1String("roll_lp")) {
        // Phase 2: each detachment's LP, 2d6 + its leader's LV less Chaos (§2).
        const double chaosPerTu = c.playValue("LP lost per TU lost (Chaos)", 1);
        for (const CrucibleDetachmentInfo &d : c.detachments()) {
            bool any = false;
            for (const CrucibleTuState &tu : s.tus)
                any = any || (tu.onTable() && c.tu(tu.id)->detachment == d.id);
            CrucibleDetachmentState &ds = s.detachments[d.id];
            ds.lp = 0;
            if (!any)
                continue;
            QString leader;
            int lv = 0;
            for (const CrucibleLeaderInfo &l : d.leaders) {
                const CrucibleTuState *in = s.tu(l.tu);
                if (in && in->onTable()) {
                    leader = l.name;
                    lv = l.lv;
                    break;
                }
            }
            const int chaos = int(ds.lost * chaosPerTu);
            const CrucibleTuState *tech = s.tu(d.commsTechTu);
            const int techLp = tech && tech->onTable() ? d.commsTechLp : 0;
            DieRoll &r = roll(2, QStringLiteral("leadership"),
                              {{QStringLiteral("detachment"), d.id},
                               {QStringLiteral("leader"), leader},
                               {QStringLiteral("lv"), lv},
                               {QStringLiteral("chaos"), chaos},
                               {QStringLiteral("comms_technician"), techLp}});
            ds.lp = crucible::leadershipPoints(r.total, lv, chaos) + techLp;
            setResult(QStringLiteral("%1 LP").arg(ds.lp));
        }
    } else if (id == QLatin1String("atgws_land") || id == QLatin1String("mortars_land")
               || id == QLatin1String("artillery_lands")) {
        landStrikes();
    } else if (id == QLatin1String("suppression_removal")) {
        const int removed = int(c.playValue("Suppression Points removed in phase 8", 1));
        for (CrucibleTuState &tu : s.tus) {
            if (tu.onTable() && tu.suppression > 0) {
                tu.suppression = std::max(0, tu.suppression - removed);
                note({{QStringLiteral("type"), QStringLiteral("suppression")},
                      {QStringLiteral("unit"), tu.id},
                      {QStringLiteral("points"), tu.suppression}});
            }
        }
    }
}

void CrucibleEngine::finishPhase()
{
    if (phaseId() != QLatin1String("remove_destroyed"))
        return;
    // Phase 9: destroyed TUs leave the table; ended Thunder Runs lose their tokens.
    for (CrucibleTuState &tu : s.tus) {
        if (tu.status == CrucibleTuState::Status::Destroyed) {
            tu.status = CrucibleTuState::Status::Removed;
            note({{QStringLiteral("type"), QStringLiteral("removed")},
                  {QStringLiteral("unit"), tu.id}});
        }
        if (tu.runBroken) {
            tu.thunderTokens.clear();
            tu.runBroken = false;
            note({{QStringLiteral("type"), QStringLiteral("thunder_run_ended")},
                  {QStringLiteral("unit"), tu.id}});
        }
    }
    QList<int> left(c.players().size(), 0);
    for (const CrucibleTuState &tu : s.tus) {
        if (tu.onTable())
            ++left[c.tu(tu.id)->player];
    }
    for (int p = 0; p < left.size(); ++p) {
        if (left.at(p) == 0) {
            s.winner = 1 - p;
            endGame(QStringLiteral("%1 has no TU left").arg(playerName(p)));
            return;
        }
    }
    if (s.turn >= c.lastTurn()) {
        // Winning Games (core p.125) is lost: ours, the points of enemy TUs destroyed.
        const int a = s.destroyedPoints.value(0);
        const int b = s.destroyedPoints.value(1);
        s.winner = a > b ? 0 : b > a ? 1 : -1;
        endGame(QStringLiteral("the last turn is played; the more points of enemy TUs "
                               "destroyed win (ours: Winning Games is lost)"));
    }
}

void CrucibleEngine::endGame(const QString &reason)
{
    s.gameOver = true;
    s.reason = reason;
    note({{QStringLiteral("type"), QStringLiteral("game_end")},
          {QStringLiteral("turn"), s.turn},
          {QStringLiteral("winner"), s.winner >= 0 ? c.players().at(s.winner).side : QString()},
          {QStringLiteral("reason"), reason}});
}

} // namespace hexwright
