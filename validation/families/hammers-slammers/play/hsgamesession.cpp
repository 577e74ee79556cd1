// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/hsgamesession.h"

#include "engine/playlog.h"
#include "families/hammers-slammers/play/greedyagent.h"

#include <QCoreApplication>

namespace hexwright {

namespace {

QList<PlayerView> playerViews(const GameContext &context)
{
    QList<PlayerView> views;
    for (const PlayerInfo &p : context.players())
        views.append({p.name, p.sides, p.colours});
    return views;
}

} // namespace

// HsGameSession ------------------------------------------------------------------------------

HsGameSession::HsGameSession(std::shared_ptr<const GameContext> context, quint64 seed,
                             int logVersion)
    : m_game(std::move(context), seed, logVersion)
{ }

const QList<Action> &HsGameSession::legalTyped() const
{
    if (!m_legal)
        m_legal = m_game.legalActions();
    return *m_legal;
}

QString HsGameSession::apply(const Action &action)
{
    const QString why = m_game.apply(action);
    if (why.isEmpty())
        m_legal.reset();
    return why;
}

QList<PlayerView> HsGameSession::players() const
{
    return playerViews(context());
}

int HsGameSession::lastTurn() const
{
    return context().scenario().gameLength.turns.value_or(0);
}

PlayStep HsGameSession::step() const
{
    const GameState &s = m_game.state();
    // The set-up has no phase of the sequence of play: each player's set-up is a step.
    if (m_game.isSettingUp())
        return {0, m_game.decidingPlayer(), -1, s.setup};
    return {s.turn, s.player, s.phase, s.actor};
}

QString HsGameSession::phaseName() const
{
    if (m_game.isSettingUp())
        return phaseNameOf(QStringLiteral("setup"));
    return context().phases().value(m_game.state().phase).name;
}

QString HsGameSession::phaseNameOf(const QString &phaseId) const
{
    if (phaseId == QLatin1String("setup"))
        return QCoreApplication::translate("HsGameSession", "Set-up");
    for (const HsPhaseStep &step : context().phases()) {
        if (phaseIdOf(step.phase) == phaseId)
            return step.name;
    }
    return phaseId;
}

QString HsGameSession::legalActionKind(int index) const
{
    const QList<Action> &legal = legalTyped();
    return index >= 0 && index < legal.size() ? actionKind(legal.at(index)) : QString();
}

int HsGameSession::legalEndPhase() const
{
    const QList<Action> &legal = legalTyped();
    for (int i = 0; i < legal.size(); ++i) {
        if (std::holds_alternative<EndPhaseAction>(legal.at(i)))
            return i;
    }
    return -1;
}

QJsonObject HsGameSession::legalAction(int index) const
{
    const QList<Action> &legal = legalTyped();
    return index >= 0 && index < legal.size() ? actionToJson(legal.at(index), context())
                                              : QJsonObject();
}

QString HsGameSession::applyLegal(int index)
{
    const QList<Action> &legal = legalTyped();
    if (index < 0 || index >= legal.size())
        return QStringLiteral("there is no legal action %1 (%2 are legal)")
            .arg(index)
            .arg(legal.size());
    // A copy: applying clears the list it lives in.
    const Action action = legal.at(index);
    return apply(action);
}

QString HsGameSession::apply(const QJsonObject &json)
{
    QString error;
    const std::optional<Action> action = actionFromJson(json, context(), &error);
    if (!action)
        return QStringLiteral("unreadable action: %1").arg(error);
    return apply(*action);
}

QString HsGameSession::describe(const QJsonObject &json) const
{
    QString error;
    const std::optional<Action> action = actionFromJson(json, context(), &error);
    return action ? describeAction(*action, context())
                  : QStringLiteral("unreadable action: %1").arg(error);
}

bool HsGameSession::undo()
{
    if (!m_game.undo())
        return false;
    m_legal.reset();
    return true;
}

QList<Place> HsGameSession::placesFor(const QString &id) const
{
    QList<Place> places;
    for (HexCoord hex : m_game.placesFor(id))
        places.append(Place(context().offset(hex)));
    return places;
}

QJsonObject HsGameSession::placeAction(const QString &id, const Place &place) const
{
    const OffsetCoord *hex = std::get_if<OffsetCoord>(&place);
    if (!hex)
        return {};
    return actionToJson(PlaceAction {id, context().axial(*hex)}, context());
}

QJsonObject HsGameSession::placeRestAction() const
{
    if (m_game.piecesToPlace().isEmpty())
        return {};
    return actionToJson(PlaceRestAction {}, context());
}

bool HsGameSession::isVisibleTo(const QString &id, int viewer) const
{
    const UnitState *u = m_game.state().unit(id);
    if (!u)
        return false; // hidden units not yet found are no pieces at all
    const bool own = context().playerOfUnit(*u) == viewer;
    // Set up by its player: hidden from the others until turn 1 when the option says so.
    if (!own && context().hiddenSetup() && m_game.isSettingUp() && !u->setupZone.isEmpty())
        return false;
    return true;
}

QList<PieceView> HsGameSession::pieces() const
{
    QList<PieceView> pieces;
    const GameContext &c = context();
    for (const UnitState &u : m_game.state().units) {
        PieceView p;
        p.id = u.id;
        p.type = u.type;
        if (const UnitType *type = c.type(u))
            p.name = type->name;
        p.side = u.side;
        p.colour = u.colour;
        if (u.onMap())
            p.place = Place(c.offset(u.hex));
        p.state = unitStatusName(u.status);
        p.toPlace = u.toPlace && m_game.isSettingUp();
        if (u.disrupted)
            p.status.append(QStringLiteral("disrupted"));
        if (u.mounted)
            p.status.append(QStringLiteral("mounted"));
        if (!u.carriedBy.isEmpty())
            p.status.append(QStringLiteral("in ") + u.carriedBy);
        if (!u.towedBy.isEmpty())
            p.status.append(QStringLiteral("towed by ") + u.towedBy);
        pieces.append(p);
    }
    return pieces;
}

QString HsGameSession::placeLabel(const Place &place) const
{
    // Hammer's Slammers is played on hexes only.
    const OffsetCoord *hex = std::get_if<OffsetCoord>(&place);
    return hex ? context().map().label(*hex) : QString();
}

QString HsGameSession::sideName(const QString &side) const
{
    const Side *s = context().scenario().findSide(side);
    return s ? s->name : (side.isEmpty() ? QStringLiteral("none") : side);
}

GameSummary HsGameSession::summary() const
{
    const GameState &s = m_game.state();
    GameSummary summary;
    summary.over = s.gameOver;
    summary.winner = s.winner;
    summary.result = s.result;
    summary.reason = s.reason;
    summary.turn = s.turn;
    summary.losses = s.losses;
    return summary;
}

// HsGameSetup --------------------------------------------------------------------------------

QString HsGameSetup::familyId() const
{
    return QLatin1String(HsFamilyEngine::Id);
}

QList<PlayerView> HsGameSetup::players() const
{
    return playerViews(*m_context);
}

QString HsGameSetup::title() const
{
    return m_context->scenario().metadata.title;
}

std::unique_ptr<GameSession> HsGameSetup::newGame(quint64 seed) const
{
    return std::make_unique<HsGameSession>(m_context, seed);
}

std::unique_ptr<GameSession> HsGameSetup::newGameForLog(quint64 seed, const QString &format) const
{
    if (format == QStringLiteral("hexwright-playlog/%1").arg(Game::AutomaticSetupLogVersion))
        return std::make_unique<HsGameSession>(m_context, seed, Game::AutomaticSetupLogVersion);
    return GameSetup::newGameForLog(seed, format);
}

// HsFamilyEngine -----------------------------------------------------------------------------

std::shared_ptr<const GameSetup> HsFamilyEngine::setUp(const GameInputs &inputs,
                                                       QString *error) const
{
    auto context = std::make_shared<const GameContext>(inputs.scenario, inputs.ruleset,
                                                       inputs.panels, inputs.scenarioPath);
    if (const QString problem = context->problem(); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return nullptr;
    }
    return std::make_shared<const HsGameSetup>(std::move(context));
}

QStringList HsFamilyEngine::agentNames() const
{
    return FamilyEngine::agentNames() << QStringLiteral("greedy");
}

std::unique_ptr<Agent> HsFamilyEngine::makeAgent(const QString &name, quint64 gameSeed,
                                                 int player) const
{
    if (name == QLatin1String("greedy"))
        return std::make_unique<GreedyAgent>(gameSeed, player);
    return FamilyEngine::makeAgent(name, gameSeed, player);
}

} // namespace hexwright
