// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwengine_p.h"

#include "families/hammer-wars/rules/hwscoring.h"

#include <algorithm>

namespace hexwright {

void HwEngine::flushRolls()
{
    if (!m_dice || !m_log)
        return;
    for (; m_flushed < m_dice->count(); ++m_flushed) {
        QJsonObject line = m_dice->rolls().at(m_flushed).toJson();
        line.insert(QStringLiteral("n"), m_flushed + 1);
        m_log->append(line);
    }
}

void HwEngine::note(const QJsonObject &line)
{
    flushRolls();
    if (m_log)
        m_log->append(line);
}

DieRoll &HwEngine::roll(int count, const QString &purpose, const QJsonObject &inputs)
{
    flushRolls();
    DieRoll &r = m_dice->roll(count, purpose, inputs);
    r.turn = s.round;
    r.player = playerName(decider());
    return r;
}

void HwEngine::setResult(const QString &result)
{
    m_dice->setResult(result);
}

void HwEngine::beginGame()
{
    const HwRules &rules = c.rules();
    s.players.resize(c.players().size());
    for (int p = 0; p < s.players.size(); ++p) {
        s.players[p].morale = rules.morale.start;
        s.players[p].goal = c.players().at(p).goal;
        s.players[p].goalObjective = c.players().at(p).goalObjective;
    }
    // §3: a roll-off; the winner goes first (the engine always chooses to).
    if (c.fixedFirst() >= 0) {
        s.first = c.fixedFirst();
    } else {
        for (int guard = 0; guard < 100; ++guard) {
            DieRoll &r
                = roll(2, QStringLiteral("roll_off"),
                       {{QStringLiteral("players"), QJsonArray {playerName(0), playerName(1)}}});
            const int a = r.faces.value(0);
            const int b = r.faces.value(1);
            if (a == b) {
                setResult(QStringLiteral("tie"));
                continue;
            }
            s.first = a > b ? 0 : 1;
            setResult(playerName(s.first));
            break;
        }
    }
    note({{QStringLiteral("type"), QStringLiteral("first_player")},
          {QStringLiteral("player"), playerName(s.first)},
          {QStringLiteral("edges"), c.edgesNote()}});
    for (const HwMoraleEvent &e : rules.morale.events) {
        if (e.when == QLatin1String("going_first"))
            lowerMorale(s.first, -e.morale, e.id);
    }
    s.round = 1;
    s.order = 0;
    s.phase = 0;
    beginPhase();
}

void HwEngine::beginPhase()
{
    const int p = decider();
    HwPlayerState &ps = s.players[p];
    s.active.clear();
    if (s.phase == 0) {
        const HwIncome &income = c.rules().income;
        ps.pts = (income.ptsKept ? ps.pts : 0) + income.pts;
        ps.xp = (income.xpKept ? ps.xp : 0) + income.xp;
    } else {
        for (HwModel &m : s.models) {
            if (m.player != p)
                continue;
            m.activated = false;
            m.action.clear();
            m.linesUsed.clear();
            m.meleed = false;
            m.hitAndRunDone = false;
            m.chains = 0;
            m.chainReady = false;
        }
    }
    QJsonObject line {{QStringLiteral("type"), QStringLiteral("phase")},
                      {QStringLiteral("round"), s.round},
                      {QStringLiteral("player"), playerName(p)},
                      {QStringLiteral("phase"),
                       s.phase == 0 ? QStringLiteral("deploy") : QStringLiteral("activate")}};
    if (s.phase == 0) {
        line.insert(QStringLiteral("pts"), ps.pts);
        line.insert(QStringLiteral("xp"), ps.xp);
    }
    note(line);
}

void HwEngine::endPhase()
{
    const int p = decider();
    if (s.phase == 0) {
        // A bought model not placed goes back to the pool; its cost is spent.
        for (HwModel &m : s.models) {
            if (m.player == p && m.status == HwModel::Status::Bought) {
                m.status = HwModel::Status::Pool;
                note({{QStringLiteral("type"), QStringLiteral("unplaced")},
                      {QStringLiteral("unit"), m.id}});
            }
        }
        if (!c.rules().income.ptsKept)
            s.players[p].pts = 0;
        s.phase = 1;
        beginPhase();
        return;
    }
    s.active.clear();
    if (s.order == 0) {
        s.order = 1;
        s.phase = 0;
        beginPhase();
        return;
    }
    // End of the round: both counters drop.
    for (const HwMoraleEvent &e : c.rules().morale.events) {
        if (e.when != QLatin1String("round_end"))
            continue;
        for (int q = 0; q < s.players.size(); ++q)
            lowerMorale(q, -e.morale, e.id);
    }
    checkZero();
    if (s.gameOver)
        return;
    ++s.round;
    s.order = 0;
    s.phase = 0;
    beginPhase();
}

void HwEngine::lowerMorale(int player, int by, const QString &why)
{
    if (by == 0 || s.gameOver)
        return;
    HwPlayerState &ps = s.players[player];
    ps.morale = std::max(0, ps.morale - by);
    note({{QStringLiteral("type"), QStringLiteral("morale")},
          {QStringLiteral("player"), playerName(player)},
          {QStringLiteral("change"), -by},
          {QStringLiteral("morale"), ps.morale},
          {QStringLiteral("why"), why}});
}

void HwEngine::gainVp(int player, int vp, const QString &why)
{
    if (vp == 0)
        return;
    s.players[player].vp += vp;
    note({{QStringLiteral("type"), QStringLiteral("vp")},
          {QStringLiteral("player"), playerName(player)},
          {QStringLiteral("vp"), vp},
          {QStringLiteral("total"), s.players[player].vp},
          {QStringLiteral("why"), why}});
}

void HwEngine::checkZero()
{
    if (s.gameOver)
        return;
    const HwMoraleRules &morale = c.rules().morale;
    QList<int> zero;
    for (int p = 0; p < s.players.size(); ++p) {
        if (s.players[p].morale <= 0)
            zero.append(p);
    }
    if (zero.isEmpty() || !morale.zeroEndsGame)
        return;
    const bool both = zero.size() > 1;
    if (!both || !c.choices().simultaneousNobodyScores) {
        for (int p : zero)
            gainVp(1 - p, morale.zeroOpponentVp, QStringLiteral("morale_zero"));
    }
    endGame(both ? QStringLiteral("both morale counters reached 0 in round %1").arg(s.round)
                 : QStringLiteral("%1's morale reached 0 in round %2")
                       .arg(playerName(zero.first()))
                       .arg(s.round));
}

int HwEngine::unitsNear(int player, QPointF point) const
{
    const double radius = c.rulesLength(c.rules().objectives.seizeRadius);
    int n = 0;
    for (const HwModel &m : s.models) {
        if (m.onTable() && m.player == player
            && c.pointDistance(m.at, c.radius(m.type), point) <= radius + 1e-6)
            ++n;
    }
    return n;
}

int HwEngine::holder(const QString &objectiveId) const
{
    const TableObjective *o = c.layout().findObjective(objectiveId);
    if (!o)
        return -1;
    const int by
        = hwrules::seizedBy(unitsNear(0, o->at.toPointF()), unitsNear(1, o->at.toPointF()));
    return by > 0 ? 0 : by < 0 ? 1 : -1;
}

int HwEngine::objectivesHeld(int player) const
{
    int n = 0;
    for (const TableObjective &o : c.layout().objectives)
        n += holder(o.id) == player ? 1 : 0;
    return n;
}

bool HwEngine::goalScores(int player) const
{
    const HwPlayerState &ps = s.players.at(player);
    const HwGoal *goal = c.rules().goal(ps.goal);
    if (!goal)
        return false;
    const int other = 1 - player;
    const QString &when = goal->scoreWhen;
    if (when == QLatin1String("seized_secret_objective"))
        return holder(ps.goalObjective) == player;
    if (when == QLatin1String("more_objectives_seized"))
        return objectivesHeld(player) > objectivesHeld(other);
    if (when == QLatin1String("near_enemy_edge")) {
        int onTable = 0;
        int near = 0;
        for (const HwModel &m : s.models) {
            if (!m.onTable() || m.player != player)
                continue;
            ++onTable;
            if (c.nearHomeEdge(other, orderOf(other), m.at, radius(m),
                               c.rulesLength(goal->distance)))
                ++near;
        }
        return hwrules::oppressionScores(onTable, near, goal->divisor,
                                         !c.choices().oppressionAsPrinted);
    }
    if (when == QLatin1String("killed_or_never_deployed"))
        return ps.killedHero || !s.players.at(other).deployedHero;
    return false;
}

void HwEngine::endGame(const QString &reason)
{
    if (s.gameOver)
        return;
    // Goals are scored at the end of the game.
    for (int p = 0; p < s.players.size(); ++p) {
        const bool scores = goalScores(p);
        note({{QStringLiteral("type"), QStringLiteral("goal")},
              {QStringLiteral("player"), playerName(p)},
              {QStringLiteral("goal"), s.players[p].goal},
              {QStringLiteral("achieved"), scores}});
        if (scores) {
            const HwGoal *goal = c.rules().goal(s.players[p].goal);
            gainVp(p, goal ? goal->vp : 0, s.players[p].goal);
        }
    }
    s.gameOver = true;
    s.reason = reason;
    s.winner = hwrules::winnerByVp(s.players[0].vp, s.players[1].vp, s.players[0].morale,
                                   s.players[1].morale, c.choices().tieHigherMorale);
    note({{QStringLiteral("type"), QStringLiteral("game_end")},
          {QStringLiteral("round"), s.round},
          {QStringLiteral("reason"), reason},
          {QStringLiteral("winner"), s.winner >= 0 ? playerName(s.winner) : QString()},
          {QStringLiteral("vp"), QJsonArray {s.players[0].vp, s.players[1].vp}}});
}

} // namespace hexwright
