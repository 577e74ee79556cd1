// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/cruciblegame.h"

#include "engine/familygamesession.h"
#include "engine/playlog.h"
#include "engine/playlogheader.h"
#include "families/crucible/play/crucibleengine_p.h"
#include "table/length.h"

#include <QJsonArray>

namespace hexwright {

namespace {

const char *const SetupNote
    = "every TU starts on the table, set up by the engine on a 6 cm grid over its side's "
      "deployment area (its zone's, where it names one), facing the middle of the table";

const char *const MissingNote
    = "the core book is lost: deployment, morale, suppression, mines, snipers, ATGWs and "
      "mortars (no TU of the ruleset carries one), towed and deployable guns, ramming, "
      "buildings' floors, difficult terrain and Winning Games are not played; the game is "
      "won on the points of enemy TUs destroyed";

} // namespace

QString crucibleStatusName(CrucibleTuState::Status status)
{
    switch (status) {
    case CrucibleTuState::Status::OnTable:
        return QStringLiteral("on_table");
    case CrucibleTuState::Status::Destroyed:
        return QStringLiteral("destroyed");
    case CrucibleTuState::Status::Removed:
        return QStringLiteral("eliminated");
    }
    return {};
}

CrucibleTuState *CrucibleGameState::tu(const QString &id)
{
    return findById(tus, id);
}

const CrucibleTuState *CrucibleGameState::tu(const QString &id) const
{
    return findById(tus, id);
}

CrucibleGame::CrucibleGame(std::shared_ptr<const CrucibleGameContext> context, quint64 seed)
    : FamilyGame(std::move(context), seed)
{
    const CrucibleGameContext &c = *m_context;
    QJsonObject header = playLogHeader(c, seed);
    header.insert(QStringLiteral("setup"), QLatin1String(SetupNote));
    header.insert(QStringLiteral("missing"), QLatin1String(MissingNote));
    header.insert(QStringLiteral("provisional"), QJsonArray::fromStringList(c.provisionalNotes()));
    header.insert(QStringLiteral("unit"), lengthUnitId(c.layout().unit));
    QJsonArray players;
    for (int p = 0; p < c.players().size(); ++p) {
        const CruciblePlayerInfo &info = c.players().at(p);
        players.append(QJsonObject {{QStringLiteral("player"), p + 1},
                                    {QStringLiteral("name"), info.name},
                                    {QStringLiteral("sides"), QJsonArray {info.side}},
                                    {QStringLiteral("colours"), QJsonArray {info.colour}}});
    }
    header.insert(QStringLiteral("players"), players);
    m_log.append(header);
    QJsonArray units;
    for (const CrucibleTuState &t : c.start())
        units.append(QJsonObject {{QStringLiteral("id"), t.id},
                                  {QStringLiteral("status"), QStringLiteral("on_map")},
                                  {QStringLiteral("type"), c.tu(t.id)->type},
                                  {QStringLiteral("detachment"), c.tu(t.id)->detachment},
                                  {QStringLiteral("at"), c.pointText(t.at)},
                                  {QStringLiteral("facing"), t.facing}});
    QJsonArray detachments;
    for (const CrucibleDetachmentInfo &d : c.detachments()) {
        QJsonArray leaders;
        for (const CrucibleLeaderInfo &l : d.leaders)
            leaders.append(QJsonObject {{QStringLiteral("name"), l.name},
                                        {QStringLiteral("lv"), l.lv},
                                        {QStringLiteral("in"), l.tu}});
        detachments.append(QJsonObject {{QStringLiteral("id"), d.id},
                                        {QStringLiteral("player"), d.player + 1},
                                        {QStringLiteral("qr"), c.ladder().value(d.level)},
                                        {QStringLiteral("leaders"), leaders}});
    }
    m_log.append(QJsonObject {{QStringLiteral("type"), QStringLiteral("setup")},
                              {QStringLiteral("units"), units},
                              {QStringLiteral("detachments"), detachments}});
    beginWith<CrucibleEngine>();
}

QString CrucibleGame::phaseId() const
{
    return m_context->phases().value(m_state.phase);
}

QList<CruciblePlay> CrucibleGame::legalActions() const
{
    return inspect<CrucibleEngine>().legal();
}

QString CrucibleGame::check(const CruciblePlay &play) const
{
    return inspect<CrucibleEngine>().check(play);
}

QString CrucibleGame::apply(const CruciblePlay &play)
{
    return applyWith<CrucibleEngine>(play, m_state.turn);
}

CrucibleFireOdds CrucibleGame::odds(const QString &unit, int weapon, const QString &target,
                                    bool conFire) const
{
    const CrucibleTuState *a = m_state.tu(unit);
    const CrucibleTuState *t = m_state.tu(target);
    if (!a || !t)
        return {};
    return inspect<CrucibleEngine>().odds(*a, weapon, *t, conFire);
}

double CrucibleGame::reach(const QString &id, bool easy) const
{
    const CrucibleTuState *t = m_state.tu(id);
    return t && t->onTable() ? m_context->moveLength(*m_context->tu(id), easy) : 0;
}

int CrucibleGame::lp(const QString &detachment) const
{
    return m_state.detachments.value(detachment).lp;
}

int CrucibleGame::nextMoveLp(const QString &id) const
{
    const CrucibleTuState *t = m_state.tu(id);
    return t ? crucible::moveLp(m_context->moveCosts(), t->moves() + 1) : -1;
}

QStringList CrucibleGame::invariantViolations() const
{
    const CrucibleGameContext &c = *m_context;
    QStringList problems;
    if (m_state.tus.size() != c.tus().size())
        problems.append(QStringLiteral("the game holds %1 TUs, not %2")
                            .arg(m_state.tus.size())
                            .arg(c.tus().size()));
    int off = 0;
    const QSizeF size = c.layout().size;
    for (const CrucibleTuState &t : m_state.tus) {
        const CrucibleTuInfo *info = c.tu(t.id);
        if (!info) {
            problems.append(QStringLiteral("%1 is no TU of the scenario").arg(t.id));
            continue;
        }
        if (!t.onTable()) {
            ++off;
            continue;
        }
        if (t.at.x() < -0.5 || t.at.y() < -0.5 || t.at.x() > size.width() + 0.5
            || t.at.y() > size.height() + 0.5)
            problems.append(QStringLiteral("%1 is off the table").arg(t.id));
        if (t.moves() > c.moveCosts().size())
            problems.append(QStringLiteral("%1 moved %2 times").arg(t.id).arg(t.moves()));
        if (t.thunderTokens.size() > c.rules().limits.thunderRunTokens)
            problems.append(QStringLiteral("%1 has %2 Thunder Run tokens")
                                .arg(t.id)
                                .arg(t.thunderTokens.size()));
        if (!t.thunderTokens.isEmpty() && info->infantry())
            problems.append(QStringLiteral("%1 is infantry on a Thunder Run").arg(t.id));
        if (t.suppression < 0)
            problems.append(QStringLiteral("%1 has negative suppression").arg(t.id));
    }
    int lost = 0;
    for (int n : m_state.losses)
        lost += n;
    if (lost != off)
        problems.append(
            QStringLiteral("%1 TUs are off the table and %2 counted lost").arg(off).arg(lost));
    for (auto it = m_state.detachments.begin(); it != m_state.detachments.end(); ++it) {
        if (it->lp < 0)
            problems.append(QStringLiteral("%1 has spent more LP than it had").arg(it.key()));
    }
    if (!m_state.gameOver && m_state.turn > c.lastTurn())
        problems.append(QStringLiteral("the game goes on past its last turn"));
    return problems;
}

QJsonObject CrucibleGame::summary() const
{
    const CrucibleGameContext &c = *m_context;
    QJsonObject o = finalLine(m_state.turn, m_state.gameOver,
                              m_state.winner >= 0 ? c.players().at(m_state.winner).side : QString(),
                              winOrDraw(m_state.gameOver, m_state.winner));
    QJsonArray players;
    for (int p = 0; p < c.players().size(); ++p)
        players.append(
            QJsonObject {{QStringLiteral("side"), c.players().at(p).side},
                         {QStringLiteral("destroyed_points"), m_state.destroyedPoints.value(p)}});
    o.insert(QStringLiteral("players"), players);
    QJsonArray units;
    for (const CrucibleTuState &t : m_state.tus) {
        QJsonObject u {{QStringLiteral("id"), t.id},
                       {QStringLiteral("status"), crucibleStatusName(t.status)}};
        if (t.onTable()) {
            // As the board labels a point, in the header's unit (GameSession::placeLabel()).
            QString at = c.board().label(Place(TablePoint(t.at)));
            at.remove(QLatin1Char(' ') + lengthUnitId(c.layout().unit));
            u.insert(QStringLiteral("at"), at);
            u.insert(QStringLiteral("facing"), t.facing);
        }
        units.append(u);
    }
    o.insert(QStringLiteral("units"), units);
    return o;
}

} // namespace hexwright
