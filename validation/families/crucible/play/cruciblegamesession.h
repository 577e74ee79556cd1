// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familyengine.h"
#include "engine/gamesession.h"
#include "families/crucible/play/cruciblegame.h"

#include <memory>
#include <optional>

namespace hexwright {

/**
 * A game of The Crucible as shared code sees it: CrucibleGame behind GameSession. Its TUs
 * are set up by the engine, so it has no placing phase. The typed side stays open to the
 * family's own code (the greedy agent, the playtest window's part, the tests).
 */
class CrucibleGameSession : public GameSession
{
public:
    CrucibleGameSession(std::shared_ptr<const CrucibleGameContext> context, quint64 seed);

    const CrucibleGame &game() const { return m_game; }
    const CrucibleGameContext &context() const { return m_game.context(); }
    const QList<CruciblePlay> &legalTyped() const;
    QString apply(const CruciblePlay &play);

    QList<PlayerView> players() const override;
    int decidingPlayer() const override { return m_game.decidingPlayer(); }
    bool isOver() const override { return m_game.isOver(); }
    int turn() const override { return m_game.state().turn; }
    int lastTurn() const override { return context().lastTurn(); }
    PlayStep step() const override;
    QString phaseId() const override { return m_game.phaseId(); }
    QString phaseName() const override;
    QString phaseNameOf(const QString &phaseId) const override;

    int legalActionCount() const override { return int(legalTyped().size()); }
    QString legalActionKind(int index) const override;
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
    QStringList lastActors() const override;
    QList<PieceLoss> lastLosses() const override { return m_lastLosses; }
    /// The table's objective markers, each held by the side with the nearest TU within
    /// Close range (ours: Winning Games is lost).
    QList<ObjectiveView> objectives() const override;

    const Dice &dice() const override { return m_game.dice(); }
    const QList<QJsonObject> &log() const override { return m_game.log(); }
    QJsonObject finalLine() const override { return m_game.summary(); }

private:
    CrucibleGame m_game;
    mutable std::optional<QList<CruciblePlay>> m_legal;
    QString m_lastActor;
    QList<PieceLoss> m_lastLosses;
};

/// The Crucible made ready for play: the CrucibleGameContext every game of a scenario shares.
class CrucibleGameSetup : public GameSetup
{
public:
    explicit CrucibleGameSetup(std::shared_ptr<const CrucibleGameContext> context)
        : m_context(std::move(context))
    { }

    const CrucibleGameContext &context() const { return *m_context; }
    QString familyId() const override;
    QList<PlayerView> players() const override;
    QString title() const override;
    std::unique_ptr<GameSession> newGame(quint64 seed) const override;

private:
    std::shared_ptr<const CrucibleGameContext> m_context;
};

/// The Crucible's engine: its set-up (CrucibleGameContext) and its agents (random, greedy).
class CrucibleFamilyEngine : public FamilyEngine
{
public:
    static constexpr char Id[] = "crucible";

    QString id() const override { return QLatin1String(Id); }
    std::shared_ptr<const GameSetup> setUp(const GameInputs &inputs,
                                           QString *error = nullptr) const override;
    /// Refused: the order of movement is rolled off every turn (phase 1).
    std::shared_ptr<const GameSetup> setUpSwapped(const GameInputs &inputs,
                                                  QString *why = nullptr) const override;
    QStringList agentNames() const override;
    std::unique_ptr<Agent> makeAgent(const QString &name, quint64 gameSeed,
                                     int player) const override;
};

} // namespace hexwright
