// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwgame.h"

#include "engine/familygamesession.h"
#include "engine/playlog.h"
#include "engine/playlogheader.h"
#include "families/hammer-wars/play/hwengine_p.h"
#include "table/tablegeometry.h"

#include <QJsonArray>

namespace hexwright {

namespace {

const char *const SetupNote
    = "no model starts on the table: each is bought from its side's pool (a force entry of n "
      "models is n models in the pool) and placed in a deployment phase; the roll-off's "
      "winner goes first";

QString statusName(HwModel::Status status)
{
    switch (status) {
    case HwModel::Status::Pool:
        return QStringLiteral("pool");
    case HwModel::Status::Bought:
        return QStringLiteral("bought");
    case HwModel::Status::OnTable:
        return QStringLiteral("on_table");
    }
    return {};
}

} // namespace

HwModel *HwGameState::model(const QString &id)
{
    return findById(models, id);
}

const HwModel *HwGameState::model(const QString &id) const
{
    return findById(models, id);
}

HwGame::HwGame(std::shared_ptr<const HwGameContext> context, quint64 seed)
    : FamilyGame(std::move(context), seed)
{
    const HwGameContext &c = *m_context;
    m_state.models = c.pool();
    QJsonObject header = playLogHeader(c, seed);
    header.insert(QStringLiteral("setup"), QLatin1String(SetupNote));
    header.insert(QStringLiteral("unit"), lengthUnitId(c.layout().unit));
    QJsonArray players;
    for (const HwPlayerInfo &p : c.players()) {
        QJsonObject o {{QStringLiteral("name"), p.name},
                       {QStringLiteral("sides"), QJsonArray {p.side}},
                       {QStringLiteral("colours"), QJsonArray {p.colour}},
                       {QStringLiteral("faction"), p.faction},
                       {QStringLiteral("goal"), p.goal}};
        if (!p.goalObjective.isEmpty())
            o.insert(QStringLiteral("goal_objective"), p.goalObjective);
        if (p.defaulted)
            o.insert(QStringLiteral("note"),
                     QStringLiteral("the scenario chooses no faction or goal for this side: "
                                    "the ruleset's first faction, its first goal and the "
                                    "table's first objective are taken"));
        players.append(o);
    }
    header.insert(QStringLiteral("players"), players);
    m_log.append(header);
    QJsonArray pool;
    for (const HwModel &m : m_state.models)
        pool.append(QJsonObject {{QStringLiteral("id"), m.id},
                                 {QStringLiteral("type"), m.type},
                                 {QStringLiteral("player"), c.players().at(m.player).name}});
    m_log.append(QJsonObject {{QStringLiteral("type"), QStringLiteral("setup")},
                              {QStringLiteral("pool"), pool}});
    beginWith<HwEngine>();
}

QString HwGame::phaseId() const
{
    return m_state.phase == 0 ? QStringLiteral("deploy") : QStringLiteral("activate");
}

QList<HwPlay> HwGame::legalActions() const
{
    return inspect<HwEngine>().legal();
}

QString HwGame::check(const HwPlay &play) const
{
    return inspect<HwEngine>().check(play);
}

QString HwGame::apply(const HwPlay &play)
{
    return applyWith<HwEngine>(play, m_state.round);
}

QStringList HwGame::waitingToPlace() const
{
    if (m_state.gameOver || m_state.phase != 0)
        return {};
    return inspect<HwEngine>().waiting(decidingPlayer());
}

QList<QPointF> HwGame::placesFor(const QString &id) const
{
    const HwModel *m = m_state.model(id);
    if (!m || m->status != HwModel::Status::Bought || m->player != decidingPlayer()
        || m_state.phase != 0 || m_state.gameOver)
        return {};
    return inspect<HwEngine>().placesFor(*m);
}

double HwGame::reach(const QString &id, const QString &action) const
{
    const HwModel *m = m_state.model(id);
    if (!m || !m->onTable() || m->activated || m->player != decidingPlayer() || m_state.phase != 1
        || m_state.gameOver)
        return 0;
    return inspect<HwEngine>().reach(*m, action);
}

QList<QPointF> HwGame::moveTargets(const QString &id, const QString &action) const
{
    const double length = reach(id, action);
    const HwAction *a = m_context->rules().action(action);
    if (length <= 0 || !a)
        return {};
    const HwModel &m = *m_state.model(id);
    const bool run = !a->mayShoot && a->moves > 1;
    const bool rapid = run && m_context->has(m.type, "rapid_advance");
    return inspect<HwEngine>().moveTargets(m, length, run, rapid);
}

HwAttackOdds HwGame::odds(const QString &attacker, int line, const QString &target) const
{
    const HwModel *a = m_state.model(attacker);
    const HwModel *t = m_state.model(target);
    if (!a || !t)
        return {};
    return inspect<HwEngine>().odds(*a, line, *t);
}

int HwGame::holder(const QString &objectiveId) const
{
    return inspect<HwEngine>().holder(objectiveId);
}

bool HwGame::goalScores(int player) const
{
    return inspect<HwEngine>().goalScores(player);
}

bool HwGame::lineOfSight(const QString &from, const QString &to) const
{
    const HwModel *a = m_state.model(from);
    const HwModel *b = m_state.model(to);
    return a && b && inspect<HwEngine>().lineOfSight(*a, *b);
}

void HwGame::setPosition(const HwGameState &state)
{
    m_state = state;
    m_history.clear();
    QJsonArray units;
    for (const HwModel &m : m_state.models) {
        if (m.onTable())
            units.append(QJsonObject {{QStringLiteral("id"), m.id},
                                      {QStringLiteral("at"), m_context->pointText(m.at)},
                                      {QStringLiteral("lives"), m.lives}});
    }
    m_log.append(QJsonObject {{QStringLiteral("type"), QStringLiteral("position")},
                              {QStringLiteral("round"), m_state.round},
                              {QStringLiteral("units"), units}});
}

QStringList HwGame::invariantViolations() const
{
    const HwGameContext &c = *m_context;
    QStringList problems;
    QMap<QString, int> poolCounts; // player/type -> models
    for (const HwModel &m : c.pool())
        poolCounts[QString::number(m.player) + m.type] += 1;
    QMap<QString, int> counts;
    for (const HwModel &m : m_state.models) {
        counts[QString::number(m.player) + m.type] += 1;
        const HwCard *card = c.card(m.type);
        if (m.lives < 1 || (card && m.lives > card->lives))
            problems.append(QStringLiteral("%1 has %2 lives").arg(m.id).arg(m.lives));
        if (!m.onTable())
            continue;
        const double r = c.radius(m.type);
        if (!c.onTable(m.at, r))
            problems.append(QStringLiteral("%1 is off the table").arg(m.id));
        for (const HwModel &o : m_state.models) {
            if (o.onTable() && o.id < m.id
                && distance(m.at, o.at) < r + c.radius(o.type) - HwContactSlack)
                problems.append(QStringLiteral("%1 overlaps %2").arg(o.id, m.id));
        }
    }
    if (counts != poolCounts)
        problems.append(QStringLiteral("the pools do not hold the models they started with"));
    for (int p = 0; p < m_state.players.size(); ++p) {
        const HwPlayerState &ps = m_state.players.at(p);
        if (ps.morale < 0 || ps.morale > c.rules().morale.start)
            problems.append(QStringLiteral("player %1's morale is %2").arg(p).arg(ps.morale));
        if (ps.pts < 0 || ps.xp < 0)
            problems.append(QStringLiteral("player %1 has spent more than his income").arg(p));
        if (!m_state.gameOver && ps.morale == 0 && c.rules().morale.zeroEndsGame)
            problems.append(QStringLiteral("a counter is at 0 and the game goes on"));
    }
    return problems;
}

QJsonObject HwGame::summary() const
{
    const HwGameContext &c = *m_context;
    QJsonObject o = finalLine(m_state.round, m_state.gameOver,
                              m_state.winner >= 0 ? c.players().at(m_state.winner).side : QString(),
                              winOrDraw(m_state.gameOver, m_state.winner));
    QJsonArray players;
    for (int p = 0; p < m_state.players.size(); ++p) {
        const HwPlayerState &ps = m_state.players.at(p);
        players.append(QJsonObject {{QStringLiteral("side"), c.players().at(p).side},
                                    {QStringLiteral("vp"), ps.vp},
                                    {QStringLiteral("morale"), ps.morale},
                                    {QStringLiteral("lost"), ps.lost},
                                    {QStringLiteral("goal"), ps.goal},
                                    {QStringLiteral("declared"), ps.declared}});
    }
    o.insert(QStringLiteral("players"), players);
    QJsonArray units;
    for (const HwModel &m : m_state.models) {
        QJsonObject u {{QStringLiteral("id"), m.id},
                       {QStringLiteral("status"), statusName(m.status)}};
        if (m.onTable()) {
            u.insert(QStringLiteral("at"), c.pointText(m.at));
            u.insert(QStringLiteral("lives"), m.lives);
        }
        units.append(u);
    }
    o.insert(QStringLiteral("units"), units);
    return o;
}

} // namespace hexwright
