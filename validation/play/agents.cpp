// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/agents.h"

namespace hexwright {

RandomAgent::RandomAgent(quint64 gameSeed, int player)
    : m_engine((gameSeed ^ 0x9E3779B97F4A7C15ULL) + quint64(player))
{ }

Action RandomAgent::choose(const Game &game, const QList<Action> &legal)
{
    const GameState &s = game.state();
    const QString key
        = QStringLiteral("%1/%2/%3/%4").arg(s.turn).arg(s.player).arg(s.phase).arg(s.actor);
    if (key != m_phaseKey) {
        m_phaseKey = key;
        m_inPhase = 0;
    }
    ++m_inPhase;
    QList<Action> others;
    bool canEnd = false;
    for (const Action &a : legal) {
        if (std::holds_alternative<EndPhaseAction>(a))
            canEnd = true;
        else
            others.append(a);
    }
    const double endChance = std::min(0.95, 0.05 + 0.08 * (m_inPhase - 1));
    const double draw = double(m_engine() >> 11) / double(1ULL << 53);
    if (canEnd && (others.isEmpty() || draw < endChance))
        return EndPhaseAction {};
    if (others.isEmpty())
        return legal.first();
    return others.at(int(m_engine() % quint64(others.size())));
}

PlayResult playGame(Game &game, const QList<Agent *> &agents, int maxActions, bool checkInvariants)
{
    PlayResult result;
    if (agents.isEmpty()) {
        result.error = QStringLiteral("no agents");
        return result;
    }
    while (!game.isOver()) {
        if (result.actions >= maxActions) {
            result.capped = true;
            return result;
        }
        const QList<Action> legal = game.legalActions();
        if (legal.isEmpty()) {
            result.error = QStringLiteral("log line %1: no legal action and the game is not over")
                               .arg(game.log().size());
            return result;
        }
        Agent *agent = agents.value(game.decidingPlayer(), agents.last());
        const Action action = agent->choose(game, legal);
        const int line = int(game.log().size()) + 1;
        if (const QString why = game.apply(action); !why.isEmpty()) {
            result.error
                = QStringLiteral("log line %1: a legal action was refused: %2").arg(line).arg(why);
            return result;
        }
        ++result.actions;
        if (checkInvariants) {
            const QStringList problems = game.invariantViolations();
            if (!problems.isEmpty()) {
                result.error = QStringLiteral("log line %1 (%2): %3")
                                   .arg(line)
                                   .arg(describeAction(action, game.context()),
                                        problems.join(QStringLiteral("; ")));
                return result;
            }
        }
    }
    result.finished = true;
    return result;
}

} // namespace hexwright
