// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familyengine.h"
#include "engine/gamesession.h"
#include "families/mak/play/makgame.h"

#include <memory>
#include <optional>

namespace hexwright {

/**
 * A game of Maschinen Krieger as shared code sees it: MakGame behind GameSession. The typed
 * side stays open to the family's own code (the greedy agent, the playtest window's
 * extension, the tests): the attack preview with every modifier, the pinned units.
 */
class MakGameSession : public GameSession
{
public:
    MakGameSession(std::shared_ptr<const MakGameContext> context, quint64 seed);

    const MakGame &game() const { return m_game; }
    const MakGameContext &context() const { return m_game.context(); }
    const QList<MakPlay> &legalTyped() const;
    QString apply(const MakPlay &play);

    QList<PlayerView> players() const override;
    int decidingPlayer() const override { return m_game.decidingPlayer(); }
    bool isOver() const override { return m_game.isOver(); }
    int turn() const override { return m_game.state().turn; }
    int lastTurn() const override { return context().lastTurn(); }
    PlayStep step() const override;
    QString phaseId() const override { return m_game.phaseId(); }
    QString phaseName() const override { return phaseNameOf(phaseId()); }
    QString phaseNameOf(const QString &phaseId) const override;

    int legalActionCount() const override { return int(legalTyped().size()); }
    QString legalActionKind(int index) const override;
    /// The end of the phase; in a defensive window it closes the window.
    int legalEndPhase() const override;
    QJsonObject legalAction(int index) const override;
    QString applyLegal(int index) override;
    QString apply(const QJsonObject &action) override;
    QString describe(const QJsonObject &action) const override;
    bool canUndo() const override { return m_game.canUndo(); }
    bool undo() override;

    QList<PieceView> pieces() const override;
    QString placeLabel(const Place &place) const override;
    QString sideName(const QString &side) const override;
    QStringList invariantViolations() const override { return m_game.invariantViolations(); }
    GameSummary summary() const override;
    QStringList lastActors() const override { return m_lastActors; }
    QList<PieceLoss> lastLosses() const override { return m_lastLosses; }

    const Dice &dice() const override { return m_game.dice(); }
    const QList<QJsonObject> &log() const override { return m_game.log(); }
    QJsonObject finalLine() const override { return m_game.summary(); }

private:
    MakGame m_game;
    mutable std::optional<QList<MakPlay>> m_legal;
    QStringList m_lastActors;
    QList<PieceLoss> m_lastLosses;
};

/// Maschinen Krieger made ready for play: the MakGameContext every game of a scenario shares.
class MakGameSetup : public GameSetup
{
public:
    explicit MakGameSetup(std::shared_ptr<const MakGameContext> context)
        : m_context(std::move(context))
    { }

    const MakGameContext &context() const { return *m_context; }
    QString familyId() const override;
    QList<PlayerView> players() const override;
    QString title() const override;
    std::unique_ptr<GameSession> newGame(quint64 seed) const override;

private:
    std::shared_ptr<const MakGameContext> m_context;
};

/// The Maschinen Krieger engine: its set-up (MakGameContext) and its agents (random, greedy).
class MakFamilyEngine : public FamilyEngine
{
public:
    static constexpr char Id[] = "mak";

    QString id() const override { return QLatin1String(Id); }
    std::shared_ptr<const GameSetup> setUp(const GameInputs &inputs,
                                           QString *error = nullptr) const override;
    QStringList agentNames() const override;
    std::unique_ptr<Agent> makeAgent(const QString &name, quint64 gameSeed,
                                     int player) const override;
};

} // namespace hexwright
