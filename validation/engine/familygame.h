// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/dice.h"
#include "engine/undohistory.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <memory>
#include <optional>
#include <utility>

namespace hexwright {

/**
 * What the games of the families with a typed engine share (Hammer Wars, Maschinen Krieger,
 * The Crucible): the @p Context every game of a scenario shares, the @p State, the dice, the
 * JSON-lines log and the undo steps, and the way an action is applied: read back from the
 * log's form (@p playToJson, @p playFromJson) so that a replay applies exactly the same one,
 * checked, logged as an `action` line and played by the family's engine, nothing changed when
 * it is refused.
 *
 * @p Derived is the family's game: it answers phaseId(), decidingPlayer() and check(), writes
 * the header and set-up lines, and defines its apply() with applyWith() in the one file that
 * sees its engine (an engine is built on the context, the state, the dice and the log, and
 * has beginGame(), apply() and flushRolls()), so the engine stays private to the family.
 */
template<class Derived, class Context, class State, class Play,
         QJsonObject (*playToJson)(const Play &, const Context &),
         std::optional<Play> (*playFromJson)(const QJsonObject &, const Context &, QString *)>
class FamilyGame
{
public:
    const Context &context() const { return *m_context; }
    const State &state() const { return m_state; }
    const Dice &dice() const { return m_dice; }
    const QList<QJsonObject> &log() const { return m_log; }
    bool canUndo() const { return m_history.canUndo(m_dice.count()); }
    bool undo() { return m_history.undo(m_dice.count(), m_state, m_log); }

protected:
    FamilyGame(std::shared_ptr<const Context> context, quint64 seed)
        : m_context(std::move(context))
        , m_dice(seed)
    { }

    /// An @p Engine on the state now that rolls and logs nothing: for the game's questions.
    template<class Engine> Engine inspect() const
    {
        return Engine(*m_context, const_cast<State &>(m_state), nullptr, nullptr);
    }

    /// Starts the game by the rules of @p Engine, after the header and set-up lines.
    template<class Engine> void beginWith()
    {
        Engine engine(*m_context, m_state, &m_dice, &m_log);
        engine.beginGame();
        engine.flushRolls();
    }

    /// Applies @p raw with @p Engine, the action line naming turn (or round) @p turn: an empty
    /// string, or why it is refused (nothing changes). An action that rolled no die may be
    /// undone.
    template<class Engine> QString applyWith(const Play &raw, int turn)
    {
        const Derived &self = static_cast<const Derived &>(*this);
        QString error;
        const std::optional<Play> read
            = playFromJson(playToJson(raw, *m_context), *m_context, &error);
        if (!read)
            return error;
        const Play &play = *read;
        if (const QString why = self.check(play); !why.isEmpty())
            return why;
        typename UndoHistory<State>::Step before {m_state, int(m_log.size()), m_dice.count()};
        m_log.append(QJsonObject {
            {QStringLiteral("type"), QStringLiteral("action")},
            {QStringLiteral("turn"), turn},
            {QStringLiteral("phase"), self.phaseId()},
            {QStringLiteral("player"), m_context->players().value(self.decidingPlayer()).name},
            {QStringLiteral("action"), playToJson(play, *m_context)}});
        Engine engine(*m_context, m_state, &m_dice, &m_log);
        if (const QString why = engine.apply(play); !why.isEmpty()) {
            m_state = before.state;
            m_log.resize(before.logSize);
            return why;
        }
        engine.flushRolls();
        m_history.record(std::move(before), m_dice.count());
        return {};
    }

    /// The final line's part every family writes alike: the type, turn (or round) @p turn,
    /// the phase, whether it is @p over, the @p winner side, the @p result, the state's reason
    /// and losses, and the dice rolled; the family adds its players and units.
    QJsonObject finalLine(int turn, bool over, const QString &winner, const QString &result) const
    {
        QJsonObject losses;
        for (auto it = m_state.losses.begin(); it != m_state.losses.end(); ++it)
            losses.insert(it.key(), it.value());
        return QJsonObject {
            {QStringLiteral("type"), QStringLiteral("final")},
            {QStringLiteral("turn"), turn},
            {QStringLiteral("phase"), static_cast<const Derived &>(*this).phaseId()},
            {QStringLiteral("game_over"), over},
            {QStringLiteral("winner"), winner},
            {QStringLiteral("result"), result},
            {QStringLiteral("reason"), m_state.reason},
            {QStringLiteral("losses"), losses},
            {QStringLiteral("rolls"), m_dice.count()}};
    }

    /// A game's result where the rules know only a win and a draw: empty while it goes on.
    static QString winOrDraw(bool over, int winner)
    {
        if (!over)
            return {};
        return winner >= 0 ? QStringLiteral("win") : QStringLiteral("draw");
    }

    std::shared_ptr<const Context> m_context;
    State m_state;
    Dice m_dice;
    QList<QJsonObject> m_log;
    UndoHistory<State> m_history;
};

} // namespace hexwright
