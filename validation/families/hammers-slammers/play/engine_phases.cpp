// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The sequence of play (§2): player turns in move order, the ruleset's phases in each,
// "all players" phases round the players in fire order, results at the end of each round.

#include "families/hammers-slammers/play/engine.h"

#include <QJsonArray>

namespace hexwright {

namespace {

constexpr int MaxSkips = 10000; // a guard: phases skipped in a row before giving up

bool is(const Phase &p, const char *id)
{
    return p.id == QLatin1String(id);
}

} // namespace

const Phase &Engine::phase() const
{
    return c.ruleset().sequenceOfPlay.at(s.phase);
}

QList<int> Engine::actors() const
{
    const Phase &p = phase();
    // Close assaults are compulsory and fought by everyone in the hex at once: the moving
    // player resolves each mixed hex, every player's units attacking in fire order.
    if (p.acting == QLatin1String("moving_player") || is(p, "close_assault"))
        return {s.player};
    QList<int> order = c.fireOrder(s.player);
    if (p.acting == QLatin1String("other_players"))
        order.removeAll(s.player);
    return order;
}

int Engine::decider() const
{
    if (s.announced)
        return s.announced->defender;
    if (s.strike)
        return s.strike->defender;
    const QList<int> list = actors();
    return list.value(s.actor, s.player);
}

DieRoll &Engine::roll(int count, const QString &purpose, const QJsonObject &inputs)
{
    Q_ASSERT(m_dice);
    DieRoll &d = m_dice->roll(count, purpose, inputs);
    d.turn = s.turn;
    d.player = c.players().value(s.player).name;
    return d;
}

void Engine::flushRolls()
{
    if (!m_dice || !m_log)
        return;
    for (; m_flushed < m_dice->count(); ++m_flushed) {
        QJsonObject line = m_dice->rolls().at(m_flushed).toJson();
        line.insert(QStringLiteral("n"), m_flushed + 1);
        m_log->append(line);
    }
}

void Engine::note(const QJsonObject &event)
{
    flushRolls();
    if (m_log)
        m_log->append(event);
}

void Engine::beginGame()
{
    s.turn = 1;
    s.player = 0;
    s.phase = 0;
    s.actor = 0;
    beginPlayerTurn();
    beginPhase();
    int guard = 0;
    while (!s.gameOver && !phaseHasChoices(*this) && ++guard < MaxSkips)
        endPhase();
}

void Engine::beginPlayerTurn()
{
    ++s.playerTurns;
    if (s.player == 0) {
        for (UnitState &u : s.units)
            u.disruptedAtTurnStart = u.disrupted;
    }
    for (UnitState &u : s.units) {
        u.attacked = false;
        u.jammed = false;
        u.jamUsed = false;
        u.turnStartHex.reset();
        if (u.onMap() && playerOf(u) == s.player)
            u.turnStartHex = u.hex;
    }
    s.demolished.clear();
    s.rallyTried.clear();
    s.failedRally.clear();
    s.landed.clear();
    s.cpfTargets.clear();
    note({{QStringLiteral("type"), QStringLiteral("turn")},
          {QStringLiteral("turn"), s.turn},
          {QStringLiteral("player"), c.players().value(s.player).name}});

    // Entries decided by a die (scenario 13's entry board) are rolled as the turn begins.
    const PlayerInfo &player = c.players().at(s.player);
    for (const Reinforcement &r : c.scenario().reinforcements) {
        if (r.entry.kind != Entry::Kind::DieRoll || r.turn > s.turn || s.entryOutcome.contains(r.id)
            || !player.sides.contains(r.side) || r.entry.outcomes.isEmpty()) {
            continue;
        }
        const int avoid = r.entry.rerollIfSameAs.isEmpty()
            ? -1
            : s.entryOutcome.value(r.entry.rerollIfSameAs, -1);
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
            s.entryOutcome.insert(r.id, outcome);
            break;
        }
    }
}

void Engine::beginPhase()
{
    const Phase &p = phase();
    QJsonArray acting;
    for (int a : actors())
        acting.append(c.players().value(a).name);
    note({{QStringLiteral("type"), QStringLiteral("phase")},
          {QStringLiteral("turn"), s.turn},
          {QStringLiteral("player"), c.players().value(s.player).name},
          {QStringLiteral("phase"), p.id},
          {QStringLiteral("acting"), acting}});
    if (is(p, "movement")) {
        // The player's stranded stacks get their chance to break up now.
        for (const UnitState &u : s.units) {
            if (u.onMap() && playerOf(u) == s.player)
                s.strandedStacks.remove(u.hex);
        }
        for (UnitState &u : s.units) {
            if (playerOf(u) != s.player)
                continue;
            u.moved = false;
            const UnitType *type = c.type(u);
            if (!type)
                continue;
            u.mf = rules::movementAllowance(printedMovement(u), !u.towing.isEmpty(), u.disrupted,
                                            c.choices());
            if (rules::isTwoSided(*type)) {
                const rules::SkimmerPools pools = rules::SkimmerPools::start(*type, u.mounted);
                u.mf = pools.infantry;
                u.skimmerMf = pools.skimmer;
                if (u.disrupted) {
                    u.mf = rules::movementAllowance(int(pools.infantry), false, true, c.choices());
                    u.skimmerMf
                        = rules::movementAllowance(int(pools.skimmer), false, true, c.choices());
                }
            }
        }
    }
    if (is(p, "close_assault"))
        s.assaultsResolved.clear();
}

void Engine::finishPhase()
{
    const Phase &p = phase();
    const bool rangedThenClose
        = c.choices().resultsTiming == rules::RuleChoices::ResultsTiming::RangedThenClose;
    if (is(p, "direct_fire") && rangedThenClose)
        applyPendingResults();
    if (is(p, "close_assault")) {
        applyPendingResults();
        for (UnitState &u : s.units)
            u.droppedIntoAssault = false;
    }
    if (is(p, "movement")) {
        // Over-stacks the end of movement allowed are those nobody could break up.
        for (const UnitState &u : s.units) {
            if (u.onMap() && playerOf(u) == s.player && !stackingAllows(u.hex, u, {}))
                s.strandedStacks.insert(u.hex);
        }
        for (UnitState &u : s.units) {
            if (playerOf(u) == s.player) {
                u.mf = 0;
                u.skimmerMf = 0;
            }
        }
    }
}

void Engine::endPhase()
{
    if (s.gameOver)
        return;
    int guard = 0;
    do {
        s.failedRally.clear();
        ++s.actor;
        if (s.actor >= actors().size()) {
            finishPhase();
            checkMoraleRules();
            s.actor = 0;
            ++s.phase;
            if (s.phase >= c.ruleset().sequenceOfPlay.size()) {
                s.phase = 0;
                ++s.player;
                bool endOfTurn = false;
                if (s.player >= c.playerCount()) {
                    s.player = 0;
                    endOfTurn = true;
                }
                checkGameEnd(endOfTurn);
                if (s.gameOver)
                    return;
                if (endOfTurn)
                    ++s.turn;
                beginPlayerTurn();
            }
            beginPhase();
        }
        checkGameEnd(false);
    } while (!s.gameOver && !phaseHasChoices(*this) && ++guard < MaxSkips);
}

bool phaseHasChoices(const Engine &engine)
{
    return engine.hasChoices();
}

} // namespace hexwright
