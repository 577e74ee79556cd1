// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/game.h"

#include "engine/playlog.h"
#include "engine/playlogheader.h"
#include "families/hammers-slammers/play/engine_p.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace hexwright {

namespace {

constexpr int MaxUndoSteps = 200;

/// How a version 2 log says zone units were placed (before there was a set-up phase).
const char *const AutomaticSetupNote
    = "units set up in a zone are placed automatically: in force order, one per hex round "
      "the zone's hexes in the zone's order, skipping hexes their movement class may not "
      "enter and full stacks";

const char *const SetupNote
    = "units set up in a zone are placed by their players in a set-up phase before turn 1, in "
      "the scenario's set-up order (place and place_rest actions); the setup line holds every "
      "unit's place after it";

} // namespace

/// One unit as the set-up line and the final line show it: its id, status and hex, and only
/// the conditions that hold (disrupted, mounted, carried, towed, inside a fortress).
QJsonObject unitJson(const GameContext &c, const UnitState &u)
{
    QJsonObject j;
    j.insert(QStringLiteral("id"), u.id);
    j.insert(QStringLiteral("status"), unitStatusName(u.status));
    if (u.onMap())
        j.insert(QStringLiteral("hex"), c.label(u.hex));
    if (u.disrupted)
        j.insert(QStringLiteral("disrupted"), true);
    if (u.mounted)
        j.insert(QStringLiteral("mounted"), true);
    if (!u.carriedBy.isEmpty())
        j.insert(QStringLiteral("carried_by"), u.carriedBy);
    if (!u.towedBy.isEmpty())
        j.insert(QStringLiteral("towed_by"), u.towedBy);
    if (u.inFortress)
        j.insert(QStringLiteral("in_fortress"), true);
    return j;
}

/**
 * The state after set-up, before the first turn: every unit where it stands (a waiting one
 * with the reinforcement and turn that bring it on), the fortresses and their owners, the
 * objects; so a reader of the log needs nothing but the log to follow the game.
 */
QJsonObject setupLine(const GameContext &c, const GameState &state)
{
    QJsonArray units;
    for (const UnitState &u : state.units) {
        QJsonObject j = unitJson(c, u);
        if (!u.reinforcement.isEmpty()) {
            j.insert(QStringLiteral("reinforcement"), u.reinforcement);
            j.insert(QStringLiteral("entry_turn"), u.entryTurn);
        }
        units.append(j);
    }
    QJsonArray fortresses;
    for (const FortressState &f : state.fortresses)
        fortresses.append(QJsonObject {{QStringLiteral("hex"), c.label(f.hex)},
                                       {QStringLiteral("colour"), f.colour}});
    QJsonArray objects;
    for (const ObjectState &o : state.objects)
        objects.append(QJsonObject {{QStringLiteral("name"), o.name},
                                    {QStringLiteral("hex"), c.label(o.hex)}});
    return {{QStringLiteral("type"), QStringLiteral("setup")},
            {QStringLiteral("units"), units},
            {QStringLiteral("fortresses"), fortresses},
            {QStringLiteral("objects"), objects}};
}

Game::Game(std::shared_ptr<const GameContext> context, quint64 seed, int logVersion)
    : Game(std::move(context), Dice(seed), logVersion)
{ }

Game::Game(std::shared_ptr<const GameContext> context, Dice dice, int logVersion)
    : m_context(std::move(context))
    , m_state(newGameState(*m_context))
    , m_dice(std::move(dice))
    , m_reach(std::make_shared<ReachCache>())
{
    const GameContext &c = *m_context;
    const bool automatic = logVersion == AutomaticSetupLogVersion;
    QJsonObject header
        = playLogHeader(c, m_dice.seed(),
                        automatic ? QStringLiteral("hexwright-playlog/%1").arg(logVersion)
                                  : QLatin1String(PlayLogFormat));
    // A version 2 log knew no set-up phase, nor the option that hides it.
    if (automatic) {
        QJsonObject choices = header.value(QStringLiteral("rule_choices")).toObject();
        choices.remove(QStringLiteral("hidden_setup"));
        header.insert(QStringLiteral("rule_choices"), choices);
    }
    header.insert(QStringLiteral("setup"),
                  QLatin1String(automatic ? AutomaticSetupNote : SetupNote));
    // Players in move order, each by the scenario's player number with the sides and colours
    // he runs; every later line names a player by "name".
    QJsonArray players;
    for (const PlayerInfo &p : c.players())
        players.append(
            QJsonObject {{QStringLiteral("player"), p.number},
                         {QStringLiteral("name"), p.name},
                         {QStringLiteral("sides"), QJsonArray::fromStringList(p.sides)},
                         {QStringLiteral("colours"), QJsonArray::fromStringList(p.colours)}});
    header.insert(QStringLiteral("players"), players);
    m_log.append(header);

    // Rolls made before the game began (who moves first), as the engine logs its own.
    for (int i = 0; i < m_dice.count(); ++i) {
        QJsonObject line = m_dice.rolls().at(i).toJson();
        line.insert(QStringLiteral("n"), i + 1);
        m_log.append(line);
    }
    Engine engine(c, m_state, &m_dice, &m_log);
    engine.startGame(automatic);
    engine.flushRolls();
}

int Game::decidingPlayer() const
{
    return Engine(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr).decider();
}

HsPhase Game::phase() const
{
    return m_context->phase(m_state.phase);
}

QString Game::phaseId() const
{
    return isSettingUp() ? QStringLiteral("setup") : phaseIdOf(phase());
}

QStringList Game::piecesToPlace() const
{
    if (!isSettingUp())
        return {};
    Engine e(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr);
    return e.leftToPlace(e.decider());
}

QList<HexCoord> Game::placesFor(const QString &id) const
{
    const UnitState *u = m_state.unit(id);
    if (!u || !isSettingUp())
        return {};
    return Engine(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr).placesFor(*u);
}

QList<Action> Game::legalActions() const
{
    Engine e(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr);
    e.useReachCache(m_reach.get());
    return e.legalActions();
}

QList<Action> Game::legalActionsWithoutMoves() const
{
    Engine e(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr);
    e.useReachCache(m_reach.get());
    return e.legalActionsWithoutMoves();
}

QList<Action> Game::movesOf(const UnitState &unit) const
{
    Engine e(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr);
    e.useReachCache(m_reach.get());
    return e.movesOf(unit);
}

QString Game::apply(const Action &action)
{
    Engine probe(*m_context, m_state, nullptr, nullptr);
    if (const QString why = probe.check(action); !why.isEmpty())
        return why;
    return applyLegal(action);
}

QString Game::applyLegal(const Action &action)
{
    Snapshot before {m_state, int(m_log.size()), m_dice.count()};
    if (m_log.isWritten()) {
        const Engine probe(*m_context, m_state, nullptr, nullptr);
        QJsonObject line;
        line.insert(QStringLiteral("type"), QStringLiteral("action"));
        line.insert(QStringLiteral("turn"), m_state.turn);
        line.insert(QStringLiteral("phase"), phaseId());
        line.insert(QStringLiteral("player"), m_context->players().value(probe.decider()).name);
        line.insert(QStringLiteral("action"), actionToJson(action, *m_context));
        const QJsonObject facts = probe.actionFacts(action);
        for (auto it = facts.begin(); it != facts.end(); ++it)
            line.insert(it.key(), it.value());
        m_log.append(line);
    } else {
        m_log.skip();
    }
    Engine engine(*m_context, m_state, &m_dice, &m_log);
    engine.useReachCache(m_reach.get());
    // probe checked it on this very state (the log line changes nothing the rules read).
    const QString why = engine.applyChecked(action);
    if (!why.isEmpty()) {
        // check() passed, so this is an engine defect: undo it rather than half-apply.
        m_state = before.state;
        m_log.resize(before.logSize);
        return why;
    }
    engine.checkGameEnd(false);
    engine.flushRolls();
    if (m_dice.count() != before.rolls)
        m_history.clear(); // no undo past a die roll
    else
        m_history.append(std::move(before));
    if (m_history.size() > MaxUndoSteps)
        m_history.removeFirst();
    return {};
}

QHash<HexCoord, ReachableHex> Game::reachable(const QString &unitId) const
{
    Engine e(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr);
    const UnitState *u = m_state.unit(unitId);
    if (!u || m_state.gameOver || m_state.strike || m_state.announced || isSettingUp()
        || phase() != HsPhase::Movement || e.playerOf(*u) != e.decider())
        return {};
    return e.reachable(*u);
}

QList<AssaultGroup> Game::defaultAssaultGroups(HexCoord hex) const
{
    return Engine(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr)
        .defaultAssaultGroups(hex);
}

QStringList Game::assaultAttackers(HexCoord hex) const
{
    QStringList ids;
    for (const UnitState *u : Engine(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr)
                                  .assaultAttackers(hex))
        ids.append(u->id);
    return ids;
}

AssaultOdds Game::assaultOdds(HexCoord hex, const AssaultGroup &group) const
{
    return Engine(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr)
        .assaultOdds(hex, group);
}

QMap<QString, QStringList> Game::ecmChoices() const
{
    QMap<QString, QStringList> choices;
    if (!m_state.announced)
        return choices;
    Engine e(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr);
    QStringList units = m_state.announced->firers;
    if (!m_state.announced->observer.isEmpty())
        units.append(m_state.announced->observer);
    for (const QString &id : e.ecmTanks(e.decider())) {
        const UnitState *tank = m_state.unit(id);
        for (const QString &t : units) {
            const UnitState *target = m_state.unit(t);
            if (target && e.jammable(*tank, *target) && !choices[id].contains(t))
                choices[id].append(t);
        }
    }
    return choices;
}

QStringList Game::cafChoices() const
{
    if (!m_state.strike)
        return {};
    Engine e(*m_context, const_cast<GameState &>(m_state), nullptr, nullptr);
    return e.cafCandidates(m_state.strike->defender, m_state.strike->target);
}

bool Game::canUndo() const
{
    return !m_history.isEmpty() && m_history.last().rolls == m_dice.count();
}

bool Game::undo()
{
    if (!canUndo())
        return false;
    Snapshot last = m_history.takeLast();
    m_state = std::move(last.state);
    m_log.resize(last.logSize);
    return true;
}

QJsonObject Game::summary() const
{
    const GameContext &c = *m_context;
    QJsonObject o;
    o.insert(QStringLiteral("type"), QStringLiteral("final"));
    o.insert(QStringLiteral("turn"), m_state.turn);
    o.insert(QStringLiteral("phase"), phaseId());
    o.insert(QStringLiteral("game_over"), m_state.gameOver);
    o.insert(QStringLiteral("winner"), m_state.winner);
    o.insert(QStringLiteral("result"), m_state.result);
    o.insert(QStringLiteral("reason"), m_state.reason);
    QJsonObject losses;
    for (auto it = m_state.losses.begin(); it != m_state.losses.end(); ++it)
        losses.insert(it.key(), it.value());
    o.insert(QStringLiteral("losses"), losses);
    QJsonObject exited;
    for (auto it = m_state.exited.begin(); it != m_state.exited.end(); ++it)
        exited.insert(it.key(), it.value());
    o.insert(QStringLiteral("exited"), exited);
    QJsonArray units;
    for (const UnitState &u : m_state.units)
        units.append(unitJson(c, u));
    o.insert(QStringLiteral("units"), units);
    QJsonArray rubble;
    QList<HexCoord> hexes;
    for (HexCoord h : c.playableHexes()) {
        if (m_state.field->hasRubble(h))
            rubble.append(c.label(h));
    }
    o.insert(QStringLiteral("rubble"), rubble);
    o.insert(QStringLiteral("rolls"), m_dice.count());
    return o;
}

QByteArray Game::logText() const
{
    return m_log.text() + QJsonDocument(summary()).toJson(QJsonDocument::Compact) + '\n';
}

} // namespace hexwright
