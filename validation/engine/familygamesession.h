// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familyengine.h"
#include "engine/gamesession.h"
#include "scenario/scenario.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <type_traits>
#include <utility>

namespace hexwright {

/// The item of @p items whose `id` is @p id, or null: a game state's lookup of a piece.
template<class List> auto findById(List &items, const QString &id) -> decltype(&items.first())
{
    for (auto &item : items) {
        if (item.id == id)
            return &item;
    }
    return nullptr;
}

namespace detail {

template<class T, class = void> struct HasSides : std::false_type
{
};
template<class T>
struct HasSides<T, std::void_t<decltype(std::declval<const T &>().sides)>> : std::true_type
{
};

} // namespace detail

/// The players of a family's game context as shared code sees them, in move order: each
/// with one side and colour (`side`, `colour`) or several (`sides`, `colours`).
template<class Context> QList<PlayerView> familyPlayerViews(const Context &context)
{
    QList<PlayerView> views;
    for (const auto &p : context.players()) {
        if constexpr (detail::HasSides<std::decay_t<decltype(p)>>::value)
            views.append({p.name, p.sides, p.colours});
        else
            views.append({p.name, {p.side}, {p.colour}});
    }
    return views;
}

/**
 * What the sessions of the families with a typed engine share: a @p Game (its legal actions
 * as @p Play, apply, undo, the log) behind GameSession, on a @p Context every game of a
 * scenario shares, with its actions read and written in the log's form by @p playFromJson
 * and @p playToJson. The legal actions are worked out once per state (legalTyped()).
 *
 * A family's session adds what is its own: applyPlay() (who acted, what was lost),
 * describePlay(), the sequence of play as it names it (turn(), step(), phase names),
 * the pieces, places, summary and objectives; and changed() when it caches more of a state.
 */
template<class Game, class Context, class Play,
         QJsonObject (*playToJson)(const Play &, const Context &),
         std::optional<Play> (*playFromJson)(const QJsonObject &, const Context &, QString *)>
class FamilyGameSession : public GameSession
{
public:
    using ContextType = Context;

    FamilyGameSession(std::shared_ptr<const Context> context, quint64 seed)
        : m_game(std::move(context), seed)
    { }

    const Game &game() const { return m_game; }
    const Context &context() const { return m_game.context(); }
    /// The legal actions of the state now, typed.
    const QList<Play> &legalTyped() const
    {
        if (!m_legal)
            m_legal = m_game.legalActions();
        return *m_legal;
    }
    /// Applies @p play: an empty string, or why it is refused (nothing changes).
    QString apply(const Play &play) { return applyPlay(play); }

    QList<PlayerView> players() const override { return familyPlayerViews(context()); }
    int decidingPlayer() const override { return m_game.decidingPlayer(); }
    bool isOver() const override { return m_game.isOver(); }
    QString phaseId() const override { return m_game.phaseId(); }
    QString phaseName() const override { return phaseNameOf(phaseId()); }

    int legalActionCount() const override { return int(legalTyped().size()); }
    QString legalActionKind(int index) const override
    {
        const QList<Play> &legal = legalTyped();
        return index >= 0 && index < legal.size() ? legal.at(index).kind : QString();
    }
    int legalEndPhase() const override
    {
        const QList<Play> &legal = legalTyped();
        for (int i = 0; i < legal.size(); ++i) {
            if (legal.at(i).kind == QLatin1String("end_phase"))
                return i;
        }
        return -1;
    }
    QJsonObject legalAction(int index) const override
    {
        const QList<Play> &legal = legalTyped();
        return index >= 0 && index < legal.size() ? playToJson(legal.at(index), context())
                                                  : QJsonObject();
    }
    QString applyLegal(int index) override
    {
        const QList<Play> &legal = legalTyped();
        if (index < 0 || index >= legal.size())
            return QStringLiteral("there is no legal action %1 (%2 are legal)")
                .arg(index)
                .arg(legal.size());
        const Play play = legal.at(index); // applying forgets the list
        return applyPlay(play);
    }
    QString apply(const QJsonObject &json) override
    {
        QString error;
        const std::optional<Play> play = playFromJson(json, context(), &error);
        if (!play)
            return QStringLiteral("unreadable action: %1").arg(error);
        return applyPlay(*play);
    }
    QString describe(const QJsonObject &json) const override
    {
        QString error;
        const std::optional<Play> play = playFromJson(json, context(), &error);
        return play ? describePlay(*play) : QStringLiteral("unreadable action: %1").arg(error);
    }
    bool canUndo() const override { return m_game.canUndo(); }
    bool undo() override
    {
        if (!m_game.undo())
            return false;
        changed();
        return true;
    }

    QString sideName(const QString &side) const override
    {
        const Side *s = context().scenario().findSide(side);
        return s ? s->name : (side.isEmpty() ? QStringLiteral("none") : side);
    }
    QStringList invariantViolations() const override { return m_game.invariantViolations(); }
    QStringList lastActors() const override { return m_lastActors; }
    QList<PieceLoss> lastLosses() const override { return m_lastLosses; }

    const Dice &dice() const override { return m_game.dice(); }
    const QList<QJsonObject> &log() const override { return m_game.log(); }
    QJsonObject finalLine() const override { return m_game.summary(); }

protected:
    /// Applies @p play to the game (an empty string, or why it is refused: nothing changes),
    /// then calls changed() and notes who acted and what was lost.
    virtual QString applyPlay(const Play &play) = 0;
    /// @p play in a short sentence for the UI and the CLI.
    virtual QString describePlay(const Play &play) const = 0;
    /// Forgets what was worked out of the state (the legal actions): after an action is
    /// applied or undone.
    virtual void changed() { m_legal.reset(); }

    Game m_game;
    QStringList m_lastActors; ///< lastActors(), as the family notes them
    QList<PieceLoss> m_lastLosses; ///< lastLosses(), as the family notes them

private:
    mutable std::optional<QList<Play>> m_legal;
};

/// A family made ready for play: the @p Session's context every game of a scenario shares,
/// for the family whose engine's id is @p FamilyId.
template<class Session, const char *FamilyId> class FamilyGameSetup : public GameSetup
{
public:
    using Context = typename Session::ContextType;

    explicit FamilyGameSetup(std::shared_ptr<const Context> context)
        : m_context(std::move(context))
    { }

    const Context &context() const { return *m_context; }
    QString familyId() const override { return QLatin1String(FamilyId); }
    QList<PlayerView> players() const override { return familyPlayerViews(*m_context); }
    QString title() const override { return m_context->scenario().metadata.title; }
    std::unique_ptr<GameSession> newGame(quint64 seed) const override
    {
        return std::make_unique<Session>(m_context, seed);
    }

private:
    std::shared_ptr<const Context> m_context;
};

/// A family's engine with a greedy agent of its own (@p GreedyAgent) besides the shared
/// random one.
template<class GreedyAgent> class FamilyGameEngine : public FamilyEngine
{
public:
    QStringList agentNames() const override
    {
        return FamilyEngine::agentNames() << QStringLiteral("greedy");
    }
    std::unique_ptr<Agent> makeAgent(const QString &name, quint64 gameSeed,
                                     int player) const override
    {
        if (name == QLatin1String("greedy"))
            return std::make_unique<GreedyAgent>(gameSeed, player);
        return FamilyEngine::makeAgent(name, gameSeed, player);
    }

protected:
    /// A @p Setup of @p context, or null with the context's problem in @p error.
    template<class Setup, class Context>
    static std::shared_ptr<const GameSetup> setUpWith(std::shared_ptr<const Context> context,
                                                      QString *error)
    {
        if (const QString problem = context->problem(); !problem.isEmpty()) {
            if (error)
                *error = problem;
            return nullptr;
        }
        return std::make_shared<const Setup>(std::move(context));
    }
};

} // namespace hexwright
