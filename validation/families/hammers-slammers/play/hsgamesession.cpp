// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/hsgamesession.h"

#include "engine/firstplayer.h"
#include "engine/playlog.h"
#include "families/hammers-slammers/play/greedyagent.h"
#include "families/hammers-slammers/play/tacticalagent.h"

#include <QCoreApplication>

#include <type_traits>
#include <variant>

namespace hexwright {

namespace {

template<typename T, typename... U> constexpr bool isOneOf = (std::is_same_v<T, U> || ...);

/// @p legal without its moves.
QList<Action> legalTypedWithoutMoves(const QList<Action> &legal)
{
    QList<Action> listed;
    for (const Action &a : legal) {
        if (!std::holds_alternative<MoveAction>(a))
            listed.append(a);
    }
    return listed;
}

/// The units named as acting in @p action: the mover, the firers, the attackers.
QStringList actorsOf(const Action &action)
{
    return std::visit(
        [](const auto &a) -> QStringList {
            using T = std::decay_t<decltype(a)>;
            if constexpr (isOneOf<T, CounterParadropFireAction>)
                return {a.firer};
            else if constexpr (isOneOf<T, HookUpAction, UnhookAction>)
                return {a.tower};
            else if constexpr (isOneOf<T, JamAction>)
                return a.tanks;
            else if constexpr (isOneOf<T, IndirectFireAction, DirectFireAction>)
                return a.firers;
            else if constexpr (isOneOf<T, CloseAssaultAction>) {
                QStringList all;
                for (const AssaultGroup &g : a.groups)
                    all += g.attackers;
                return all;
            } else if constexpr (isOneOf<T, DemolishFortressAction, AssignCafAction,
                                         PlaceRestAction, EndPhaseAction>)
                return {};
            else
                return {a.unit};
        },
        action);
}

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

HsGameSession::HsGameSession(std::shared_ptr<const GameContext> context, Dice dice, int logVersion)
    : m_game(std::move(context), std::move(dice), logVersion)
{ }

const QList<Action> &HsGameSession::legalTyped() const
{
    if (!m_legal) {
        // Outside the movement phase no action is a move: the list without moves is all.
        const GameState &s = m_game.state();
        const bool moving = !m_game.isSettingUp() && !s.gameOver && !s.announced && !s.strike
            && m_game.phase() == HsPhase::Movement;
        m_legal = m_withoutMoves && !moving ? *m_withoutMoves : m_game.legalActions();
    }
    return *m_legal;
}

const QList<Action> &HsGameSession::legalWithoutMoves() const
{
    if (!m_withoutMoves)
        m_withoutMoves
            = m_legal ? legalTypedWithoutMoves(*m_legal) : m_game.legalActionsWithoutMoves();
    return *m_withoutMoves;
}

bool HsGameSession::hasLegalAction() const
{
    if (m_legal)
        return !m_legal->isEmpty();
    return !legalWithoutMoves().isEmpty() || !legalTyped().isEmpty();
}

QString HsGameSession::apply(const Action &action)
{
    return applyTyped(action, false);
}

QString HsGameSession::applyTyped(const Action &action, bool listed)
{
    // Fire is simultaneous (§2): a result waits for the end of its round, so who caused it is
    // noted now, when it is rolled. An answer (ECM, counter-artillery) resolves the attack
    // announced before it: that attack's firers cause what it rolls.
    const GameState &before = m_game.state();
    const qsizetype pendingBefore = before.pending.size();
    QStringList attackers;
    if (std::holds_alternative<AssignCafAction>(action) && before.strike)
        attackers = before.strike->firers;
    else if (std::holds_alternative<JamAction>(action) && before.announced)
        attackers = before.announced->firers;
    else
        attackers = actorsOf(action);
    const QString why = listed ? m_game.applyLegal(action) : m_game.apply(action);
    if (why.isEmpty()) {
        m_legal.reset();
        m_withoutMoves.reset();
        m_lastActors = attackers;
        const QList<PendingResult> &pending = m_game.state().pending;
        for (qsizetype i = pendingBefore; i < pending.size(); ++i)
            m_causedBy[pending.at(i).unit] += attackers;
        noteLosses();
        if (pending.isEmpty())
            m_causedBy.clear(); // the round is over
    }
    return why;
}

void HsGameSession::noteLosses()
{
    // Cheap unless a unit fell: the losses by colour are a handful of counts.
    m_lastLosses.clear();
    int lost = 0;
    for (int n : m_game.state().losses)
        lost += n;
    if (lost <= m_lossesSeen)
        return;
    m_lossesSeen = lost;
    QStringList causes;
    // An eliminated unit keeps the hex it fell in; the ones not reported before fell now.
    for (const UnitState &u : m_game.state().units) {
        if (u.status == UnitStatus::Eliminated && !m_reportedLost.contains(u.id)) {
            m_reportedLost.insert(u.id);
            m_lastLosses.append({u.id, Place(context().offset(u.hex))});
            causes += m_causedBy.value(u.id);
        }
    }
    // Results of the round (ending a phase) are the doing of the units that rolled them.
    causes.removeDuplicates();
    if (!causes.isEmpty())
        m_lastActors = causes;
}

QList<ObjectiveView> HsGameSession::objectives() const
{
    const GameContext &c = context();
    QStringList zones;
    for (const VictoryCondition &v : c.scenario().victory) {
        if (v.kind == QLatin1String("hold_hexes"))
            zones += v.parameters.value(QStringLiteral("zones")).toStringList();
        else if (v.kind == QLatin1String("occupy"))
            zones.append(v.parameters.value(QStringLiteral("zone")).toString());
    }
    QList<ObjectiveView> out;
    if (zones.isEmpty())
        return out;
    zones.removeDuplicates();
    for (const QString &zone : zones) {
        for (HexCoord hex : c.zoneHexes(zone)) {
            QString holder;
            bool contested = false;
            for (const UnitState &u : m_game.state().units) {
                if (!u.onMap() || u.hex != hex)
                    continue;
                if (holder.isEmpty())
                    holder = u.side;
                else if (holder != u.side)
                    contested = true;
            }
            const OffsetCoord at = c.offset(hex);
            out.append({zone + QLatin1Char(':') + c.map().label(at), Place(at),
                        contested ? QString() : holder});
        }
    }
    return out;
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
    return applyTyped(action, true);
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
    m_withoutMoves.reset();
    // An undone action rolled no die, so it eliminated nobody; start afresh all the same.
    m_lastActors.clear();
    m_lastLosses.clear();
    m_lossesSeen = 0;
    for (int n : m_game.state().losses)
        m_lossesSeen += n;
    for (const UnitState &u : m_game.state().units) {
        if (u.status != UnitStatus::Eliminated)
            m_reportedLost.remove(u.id);
    }
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
    return makeGame(seed, 0);
}

std::unique_ptr<GameSession> HsGameSetup::newGameForLog(quint64 seed, const QString &format) const
{
    if (format == QStringLiteral("hexwright-playlog/%1").arg(Game::AutomaticSetupLogVersion))
        return makeGame(seed, Game::AutomaticSetupLogVersion);
    return GameSetup::newGameForLog(seed, format);
}

std::unique_ptr<GameSession> HsGameSetup::makeGame(quint64 seed, int logVersion) const
{
    if (!m_rolledSecond)
        return std::make_unique<HsGameSession>(m_context, seed, logVersion);
    // The players roll for the first move with the game's dice; the high roller moves first.
    Dice dice(seed);
    QStringList names;
    for (const PlayerInfo &p : m_context->players())
        names.append(p.name);
    const int first = rollFirstPlayer(dice, m_context->scenario().firstPlayer, names);
    return std::make_unique<HsGameSession>(first == 0 ? m_context : m_rolledSecond, std::move(dice),
                                           logVersion);
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
    // A roll for the first move between two players: the game the second one wins is played
    // with their move orders exchanged.
    std::shared_ptr<const GameContext> rolledSecond;
    Scenario swapped = inputs.scenario;
    if (inputs.scenario.firstPlayer.dice > 0 && exchangeMoveOrders(swapped))
        rolledSecond = std::make_shared<const GameContext>(swapped, inputs.ruleset, inputs.panels,
                                                           inputs.scenarioPath);
    return std::make_shared<const HsGameSetup>(std::move(context), std::move(rolledSecond));
}

QStringList HsFamilyEngine::agentNames() const
{
    return FamilyEngine::agentNames() << QStringLiteral("greedy") << QStringLiteral("tactical");
}

std::unique_ptr<Agent> HsFamilyEngine::makeAgent(const QString &name, quint64 gameSeed,
                                                 int player) const
{
    if (name == QLatin1String("greedy"))
        return std::make_unique<GreedyAgent>(gameSeed, player);
    if (name == QLatin1String("tactical"))
        return std::make_unique<TacticalAgent>(gameSeed, player);
    return FamilyEngine::makeAgent(name, gameSeed, player);
}

} // namespace hexwright
