// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/cruciblegamesession.h"

#include "families/crucible/play/cruciblegreedyagent.h"
#include "table/tablegeometry.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

QList<PlayerView> playerViews(const CrucibleGameContext &c)
{
    QList<PlayerView> views;
    for (const CruciblePlayerInfo &p : c.players())
        views.append({p.name, {p.side}, {p.colour}});
    return views;
}

} // namespace

CrucibleGameSession::CrucibleGameSession(std::shared_ptr<const CrucibleGameContext> context,
                                         quint64 seed)
    : m_game(std::move(context), seed)
{ }

const QList<CruciblePlay> &CrucibleGameSession::legalTyped() const
{
    if (!m_legal)
        m_legal = m_game.legalActions();
    return *m_legal;
}

QString CrucibleGameSession::apply(const CruciblePlay &play)
{
    const QList<CrucibleTuState> before = m_game.state().tus;
    const QString why = m_game.apply(play);
    if (why.isEmpty()) {
        m_legal.reset();
        m_lastActor = play.unit;
        m_lastLosses.clear();
        const QList<CrucibleTuState> &after = m_game.state().tus;
        for (int i = 0; i < after.size() && i < before.size(); ++i) {
            if (before.at(i).onTable() && !after.at(i).onTable())
                m_lastLosses.append({after.at(i).id, Place(TablePoint(before.at(i).at))});
        }
    }
    return why;
}

QList<PlayerView> CrucibleGameSession::players() const
{
    return playerViews(context());
}

PlayStep CrucibleGameSession::step() const
{
    const CrucibleGameState &s = m_game.state();
    return {s.turn, s.current(), s.phase, s.order};
}

QString CrucibleGameSession::phaseName() const
{
    return phaseNameOf(phaseId());
}

QString CrucibleGameSession::phaseNameOf(const QString &phaseId) const
{
    const QString step = context().phaseStep(phaseId);
    const QString name = context().phaseName(phaseId);
    return step.isEmpty() ? name : QStringLiteral("%1. %2").arg(step, name);
}

QString CrucibleGameSession::legalActionKind(int index) const
{
    const QList<CruciblePlay> &legal = legalTyped();
    return index >= 0 && index < legal.size() ? legal.at(index).kind : QString();
}

int CrucibleGameSession::legalEndPhase() const
{
    const QList<CruciblePlay> &legal = legalTyped();
    for (int i = 0; i < legal.size(); ++i) {
        if (legal.at(i).kind == QLatin1String("end_phase"))
            return i;
    }
    return -1;
}

QJsonObject CrucibleGameSession::legalAction(int index) const
{
    const QList<CruciblePlay> &legal = legalTyped();
    return index >= 0 && index < legal.size() ? cruciblePlayToJson(legal.at(index), context())
                                              : QJsonObject();
}

QString CrucibleGameSession::applyLegal(int index)
{
    const QList<CruciblePlay> &legal = legalTyped();
    if (index < 0 || index >= legal.size())
        return QStringLiteral("there is no legal action %1 (%2 are legal)")
            .arg(index)
            .arg(legal.size());
    const CruciblePlay play = legal.at(index);
    return apply(play);
}

QString CrucibleGameSession::apply(const QJsonObject &json)
{
    QString error;
    const std::optional<CruciblePlay> play = cruciblePlayFromJson(json, context(), &error);
    if (!play)
        return QStringLiteral("unreadable action: %1").arg(error);
    return apply(*play);
}

QString CrucibleGameSession::describe(const QJsonObject &json) const
{
    QString error;
    const std::optional<CruciblePlay> read = cruciblePlayFromJson(json, context(), &error);
    if (!read)
        return QStringLiteral("unreadable action: %1").arg(error);
    const CruciblePlay &p = *read;
    const CrucibleGameContext &c = context();
    // TUs by id: the window names them (PlaytestWindow::nameCounters()).
    auto name = [](const QString &id) {
        return id;
    };
    const CrucibleTuInfo *unit = c.tu(p.unit);
    const QString weapon = unit ? unit->weapons.value(p.weapon).name : QString();
    if (p.kind == QLatin1String("end_phase"))
        return QStringLiteral("End of %1's part of %2")
            .arg(c.players().value(decidingPlayer()).name, phaseName());
    if (p.kind == QLatin1String("defend"))
        return QStringLiteral("%1 allocates its %2 to artillery defence").arg(name(p.unit), weapon);
    if (p.kind == QLatin1String("move")) {
        const int lp = m_game.nextMoveLp(p.unit);
        return QStringLiteral("%1 moves to %2 (%3 LP)")
            .arg(name(p.unit), c.pointText(p.to))
            .arg(lp);
    }
    if (p.kind == QLatin1String("thunder_move"))
        return QStringLiteral("%1 keeps its Thunder Run speed to %2 (no LP)")
            .arg(name(p.unit), c.pointText(p.to));
    if (p.kind == QLatin1String("fire")) {
        const CrucibleFireOdds o = m_game.odds(p.unit, p.weapon, p.target, p.conFire);
        QString text = QStringLiteral("%1 fires its %2 at %3: %4 dice at %5+, FP %6 against DV %7 "
                                      "(%8)")
                           .arg(name(p.unit), weapon, name(p.target))
                           .arg(o.dice)
                           .arg(o.qr)
                           .arg(o.fp)
                           .arg(o.dv)
                           .arg(o.facing);
        if (p.conFire)
            text += QStringLiteral(", ConFire");
        if (p.rapid)
            text += QStringLiteral(", Rapid Fire");
        return text;
    }
    if (p.kind == QLatin1String("assault"))
        return QStringLiteral("Close Assault on %1").arg(name(p.target));
    if (p.kind == QLatin1String("call_artillery"))
        return QStringLiteral("%1 calls off-table artillery on %2, landing next turn")
            .arg(c.detachment(p.detachment)->name, name(p.target));
    if (p.kind == QLatin1String("thunder_run"))
        return QStringLiteral("%1 declares a Thunder Run").arg(name(p.unit));
    return p.kind;
}

bool CrucibleGameSession::undo()
{
    if (!m_game.undo())
        return false;
    m_legal.reset();
    return true;
}

QList<PieceView> CrucibleGameSession::pieces() const
{
    QList<PieceView> out;
    const CrucibleGameContext &c = context();
    for (const CrucibleTuState &t : m_game.state().tus) {
        const CrucibleTuInfo *info = c.tu(t.id);
        PieceView p;
        p.id = t.id;
        p.type = info->type;
        p.name = info->name;
        p.side = c.players().at(info->player).side;
        p.colour = c.players().at(info->player).colour;
        p.state = crucibleStatusName(t.status);
        if (t.onTable()) {
            p.place = Place(TablePoint(t.at));
            if (t.moves() > 0)
                p.status.append(QStringLiteral("%1 move(s)").arg(t.moves()));
            if (t.suppression > 0)
                p.status.append(QStringLiteral("%1 SP").arg(t.suppression));
            if (t.heldTurn == m_game.state().turn)
                p.status.append(QStringLiteral("no move or fire"));
            if (!t.weaponsLost.isEmpty())
                p.status.append(QStringLiteral("%1 weapon(s) lost").arg(t.weaponsLost.size()));
            if (!t.weaponsJammed.isEmpty())
                p.status.append(QStringLiteral("jammed"));
            for (int i = 0; i < t.thunderTokens.size(); ++i)
                p.status.append(QStringLiteral("Thunder Run %1 (%2)")
                                    .arg(t.thunderTokens.at(i))
                                    .arg(i == 0 ? QStringLiteral("green") : QStringLiteral("red")));
            if (!info->leaders.isEmpty())
                p.status.append(info->leaders.join(QStringLiteral(", ")));
        }
        out.append(p);
    }
    return out;
}

QString CrucibleGameSession::placeLabel(const Place &place) const
{
    return std::get_if<TablePoint>(&place) ? context().board().label(place) : QString();
}

QString CrucibleGameSession::sideName(const QString &side) const
{
    const Side *s = context().scenario().findSide(side);
    return s ? s->name : (side.isEmpty() ? QStringLiteral("none") : side);
}

GameSummary CrucibleGameSession::summary() const
{
    const CrucibleGameState &s = m_game.state();
    const CrucibleGameContext &c = context();
    GameSummary out;
    out.over = s.gameOver;
    out.winner = s.winner >= 0 ? c.players().at(s.winner).side : QString();
    out.result = !s.gameOver ? QString()
        : s.winner >= 0      ? QStringLiteral("win")
                             : QStringLiteral("draw");
    QStringList points;
    for (int p = 0; p < c.players().size(); ++p)
        points.append(QStringLiteral("%1 destroyed %2 points")
                          .arg(c.players().at(p).name)
                          .arg(s.destroyedPoints.value(p)));
    out.reason = s.gameOver
        ? QStringLiteral("%1; %2").arg(s.reason, points.join(QStringLiteral(", ")))
        : points.join(QStringLiteral(", "));
    out.turn = s.turn;
    out.losses = s.losses;
    return out;
}

QStringList CrucibleGameSession::lastActors() const
{
    return m_lastActor.isEmpty() ? QStringList() : QStringList {m_lastActor};
}

QList<ObjectiveView> CrucibleGameSession::objectives() const
{
    const CrucibleGameContext &c = context();
    QList<ObjectiveView> out;
    for (const TableObjective &o : c.layout().objectives) {
        const QPointF at = o.at.toPointF();
        const CrucibleTuState *nearest = nullptr;
        for (const CrucibleTuState &t : m_game.state().tus) {
            if (t.onTable() && distance(t.at, at) <= c.rangeLimits().value(1)
                && (!nearest || distance(t.at, at) < distance(nearest->at, at)))
                nearest = &t;
        }
        out.append({o.id, Place(o.at),
                    nearest ? c.players().at(c.tu(nearest->id)->player).side : QString()});
    }
    return out;
}

// CrucibleGameSetup ---------------------------------------------------------------------------

QString CrucibleGameSetup::familyId() const
{
    return QLatin1String(CrucibleFamilyEngine::Id);
}

QList<PlayerView> CrucibleGameSetup::players() const
{
    return playerViews(*m_context);
}

QString CrucibleGameSetup::title() const
{
    return m_context->scenario().metadata.title;
}

std::unique_ptr<GameSession> CrucibleGameSetup::newGame(quint64 seed) const
{
    return std::make_unique<CrucibleGameSession>(m_context, seed);
}

// CrucibleFamilyEngine ------------------------------------------------------------------------

std::shared_ptr<const GameSetup> CrucibleFamilyEngine::setUp(const GameInputs &inputs,
                                                             QString *error) const
{
    auto context = std::make_shared<const CrucibleGameContext>(inputs.scenario, inputs.ruleset,
                                                               inputs.scenarioPath);
    if (const QString problem = context->problem(); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return nullptr;
    }
    return std::make_shared<const CrucibleGameSetup>(std::move(context));
}

std::shared_ptr<const GameSetup> CrucibleFamilyEngine::setUpSwapped(const GameInputs &,
                                                                    QString *why) const
{
    if (why)
        *why = QCoreApplication::translate("hexwright::CrucibleFamilyEngine",
                                           "the order of movement is rolled off every turn");
    return nullptr;
}

QStringList CrucibleFamilyEngine::agentNames() const
{
    return FamilyEngine::agentNames() << QStringLiteral("greedy");
}

std::unique_ptr<Agent> CrucibleFamilyEngine::makeAgent(const QString &name, quint64 gameSeed,
                                                       int player) const
{
    if (name == QLatin1String("greedy"))
        return std::make_unique<CrucibleGreedyAgent>(gameSeed, player);
    return FamilyEngine::makeAgent(name, gameSeed, player);
}

} // namespace hexwright
