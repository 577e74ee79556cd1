// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sequence of play (§2): player turns in move order, the ruleset's phases in each,
// "all players" phases round the players in fire order, results at the end of each round.

#include "families/hammers-slammers/play/engine_p.h"

#include <QJsonArray>

namespace hexwright {

namespace {

constexpr int MaxSkips = 10000; // a guard: phases skipped in a row before giving up

} // namespace

QList<int> Engine::actors() const
{
    const HsPhaseStep &p = phaseStep();
    // Close assaults are compulsory and fought by everyone in the hex at once: the moving
    // player resolves each mixed hex, every player's units attacking in fire order.
    if (p.acting == PhaseActing::MovingPlayer || p.phase == HsPhase::CloseAssault)
        return {state.player};
    QList<int> order = context.fireOrder(state.player);
    if (p.acting == PhaseActing::OtherPlayers)
        order.removeAll(state.player);
    return order;
}

int Engine::decider() const
{
    if (settingUp())
        return context.setupPlayers().value(state.setup, 0);
    if (state.announced)
        return state.announced->defender;
    if (state.strike)
        return state.strike->defender;
    // actors().value(state.actor, state.player), without building the list: asked for every
    // candidate a legal-action list checks.
    const HsPhaseStep &p = phaseStep();
    if (p.acting == PhaseActing::MovingPlayer || p.phase == HsPhase::CloseAssault)
        return state.player;
    int index = 0;
    for (int i = 0; i < context.playerCount(); ++i) {
        const int who = context.fireOrderAt(state.player, i);
        if (p.acting == PhaseActing::OtherPlayers && who == state.player)
            continue;
        if (index++ == state.actor)
            return who;
    }
    return state.player;
}

DieRoll &Engine::roll(int count, const QString &purpose, const QJsonObject &inputs)
{
    Q_ASSERT(m_dice);
    DieRoll &d = m_dice->roll(count, purpose, inputs);
    d.turn = state.turn;
    d.player = context.players().value(state.player).name;
    return d;
}

void Engine::flushRolls()
{
    if (!m_dice || !m_log)
        return;
    if (!m_log->isWritten()) {
        m_log->skip(m_dice->count() - m_flushed);
        m_flushed = m_dice->count();
        return;
    }
    for (; m_flushed < m_dice->count(); ++m_flushed) {
        // A roll made while the log was not written is no longer kept: counted only.
        if (m_flushed < m_dice->firstKept()) {
            m_log->skip();
            continue;
        }
        QJsonObject line = m_dice->rolls().at(m_flushed - m_dice->firstKept()).toJson();
        line.insert(QStringLiteral("n"), m_flushed + 1);
        m_log->append(line);
    }
}

void Engine::skipLine()
{
    flushRolls();
    if (m_log)
        m_log->skip();
}

void Engine::note(const QJsonObject &event)
{
    flushRolls();
    if (m_log)
        m_log->append(event);
}

void Engine::beginGame()
{
    state.turn = 1;
    state.player = 0;
    state.phase = 0;
    state.actor = 0;
    beginPlayerTurn();
    beginPhase();
    int guard = 0;
    while (!state.gameOver && !phaseHasChoices(*this) && ++guard < MaxSkips)
        endPhase();
}

void Engine::beginPlayerTurn()
{
    ++state.playerTurns;
    if (state.player == 0) {
        for (UnitState &u : state.units)
            u.disruptedAtTurnStart = u.disrupted;
    }
    for (UnitState &u : state.units) {
        u.attacked = false;
        u.jammed = false;
        u.jamUsed = false;
        u.turnStartHex.reset();
        if (u.onMap() && playerOf(u) == state.player)
            u.turnStartHex = u.hex;
    }
    state.demolished.clear();
    state.rallyTried.clear();
    state.failedRally.clear();
    state.landed.clear();
    state.cpfTargets.clear();
    note([&] {
        return QJsonObject {{QStringLiteral("type"), QStringLiteral("turn")},
                            {QStringLiteral("turn"), state.turn},
                            {QStringLiteral("player"), context.players().value(state.player).name}};
    });

    // Entries decided by a die (scenario 13's entry board) are rolled as the turn begins.
    const PlayerInfo &player = context.players().at(state.player);
    for (const Reinforcement &r : context.scenario().reinforcements) {
        if (r.entry.kind != Entry::Kind::DieRoll || r.turn > state.turn
            || state.entryOutcome.contains(r.id) || !player.sides.contains(r.side)
            || r.entry.outcomes.isEmpty()) {
            continue;
        }
        const int avoid = r.entry.rerollIfSameAs.isEmpty()
            ? -1
            : state.entryOutcome.value(r.entry.rerollIfSameAs, -1);
        for (int attempt = 0; attempt < 20; ++attempt) {
            DieRoll &d
                = roll(1, QStringLiteral("entry_edge"), {{QStringLiteral("reinforcement"), r.id}});
            int outcome = -1;
            for (int i = 0; i < r.entry.outcomes.size(); ++i) {
                if (r.entry.outcomes[i].rolls.contains(d.total))
                    outcome = i;
            }
            if (outcome < 0 || outcome == avoid) {
                d.result = QStringLiteral("roll again");
                continue;
            }
            d.result = r.entry.outcomes[outcome].edge.side + QLatin1Char(' ')
                + r.entry.outcomes[outcome].edge.panels.join(QLatin1Char(','));
            state.entryOutcome.insert(r.id, outcome);
            break;
        }
    }
}

void Engine::beginPhase()
{
    const HsPhase p = phase();
    note([&] {
        QJsonArray acting;
        for (int a : actors())
            acting.append(context.players().value(a).name);
        return QJsonObject {{QStringLiteral("type"), QStringLiteral("phase")},
                            {QStringLiteral("turn"), state.turn},
                            {QStringLiteral("player"), context.players().value(state.player).name},
                            {QStringLiteral("phase"), phaseIdOf(p)},
                            {QStringLiteral("acting"), acting}};
    });
    if (p == HsPhase::Movement) {
        // The player's stranded stacks get their chance to break up now. A stack is his when
        // his units are the over-stacked ones: an enemy unit in the hex of an allied
        // over-stack (a close assault) leaves it stranded.
        for (const UnitState &u : std::as_const(state.units)) {
            if (u.onMap() && playerOf(u) == state.player && !stackingAllows(u.hex, u, {}))
                state.strandedStacks.remove(u.hex);
        }
        for (UnitState &u : state.units) {
            if (playerOf(u) != state.player)
                continue;
            u.moved = false;
            const UnitType *type = context.type(u);
            if (!type)
                continue;
            u.mf = rules::movementAllowance(printedMovement(u), !u.towing.isEmpty(), u.disrupted,
                                            context.choices());
            if (rules::isTwoSided(*type)) {
                const rules::SkimmerPools pools = rules::SkimmerPools::start(*type, u.mounted);
                u.mf = pools.infantry;
                u.skimmerMf = pools.skimmer;
                if (u.disrupted) {
                    u.mf = rules::movementAllowance(int(pools.infantry), false, true,
                                                    context.choices());
                    u.skimmerMf = rules::movementAllowance(int(pools.skimmer), false, true,
                                                           context.choices());
                }
            }
        }
    }
    if (p == HsPhase::CloseAssault)
        state.assaultsResolved.clear();
}

void Engine::finishPhase()
{
    const HsPhase p = phase();
    const bool rangedThenClose
        = context.choices().resultsTiming == rules::RuleChoices::ResultsTiming::RangedThenClose;
    if (p == HsPhase::DirectFire && rangedThenClose)
        applyPendingResults();
    if (p == HsPhase::CloseAssault) {
        applyPendingResults();
        for (UnitState &u : state.units)
            u.droppedIntoAssault = false;
    }
    if (p == HsPhase::Movement) {
        // Over-stacks the end of movement allowed are those nobody could break up.
        for (const UnitState &u : std::as_const(state.units)) {
            if (u.onMap() && playerOf(u) == state.player && !stackingAllows(u.hex, u, {}))
                state.strandedStacks.insert(u.hex);
        }
        for (UnitState &u : state.units) {
            if (playerOf(u) == state.player) {
                u.mf = 0;
                u.skimmerMf = 0;
            }
        }
    }
}

void Engine::endPhase()
{
    if (state.gameOver)
        return;
    int guard = 0;
    do {
        state.failedRally.clear();
        ++state.actor;
        if (state.actor >= actors().size()) {
            finishPhase();
            checkMoraleRules();
            state.actor = 0;
            ++state.phase;
            if (state.phase >= context.phases().size()) {
                state.phase = 0;
                ++state.player;
                bool endOfTurn = false;
                if (state.player >= context.playerCount()) {
                    state.player = 0;
                    endOfTurn = true;
                }
                checkGameEnd(endOfTurn);
                if (state.gameOver)
                    return;
                if (endOfTurn)
                    ++state.turn;
                beginPlayerTurn();
            }
            beginPhase();
        }
        checkGameEnd(false);
    } while (!state.gameOver && !phaseHasChoices(*this) && ++guard < MaxSkips);
}

bool phaseHasChoices(const Engine &engine)
{
    return engine.hasChoices();
}

} // namespace hexwright
