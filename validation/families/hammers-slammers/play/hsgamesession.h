// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familyengine.h"
#include "engine/gamesession.h"
#include "families/hammers-slammers/play/game.h"

#include <QHash>
#include <QSet>

#include <memory>
#include <optional>

namespace hexwright {

/**
 * A game of Hammer's Slammers as shared code sees it: Game, the family's engine, behind
 * GameSession. The typed side stays open to the family's own code (the greedy agent, the
 * playtest panels of editor/families/hammers-slammers/), which reads game() and applies
 * typed actions through apply(const Action &), so the legal actions listed here stay in step.
 */
class HsGameSession : public GameSession
{
public:
    /// @p logVersion: as Game's (Game::AutomaticSetupLogVersion replays a version 2 log).
    HsGameSession(std::shared_ptr<const GameContext> context, quint64 seed, int logVersion = 0);
    /// A game whose @p dice have rolled for the first move already.
    HsGameSession(std::shared_ptr<const GameContext> context, Dice dice, int logVersion = 0);

    /// The family's engine, for the family's own code.
    const Game &game() const { return m_game; }
    const GameContext &context() const { return m_game.context(); }
    const GameState &state() const { return m_game.state(); }
    /// The legal actions in their typed form; legalAction(i) is legalTyped().at(i) as JSON.
    const QList<Action> &legalTyped() const;
    /// Applies a typed action (the family's panels build them); as apply(QJsonObject).
    QString apply(const Action &action);
    /// Game::legalActionsWithoutMoves() of the state now (legalTyped() itself outside the
    /// movement phase, where the two are the same).
    const QList<Action> &legalWithoutMoves() const;
    /// Applies @p action, one of legalWithoutMoves() or of Game::movesOf() on the state now
    /// (so one legalTyped() lists), without checking it again.
    QString applyListed(const Action &action) { return applyTyped(action, true); }

    QList<PlayerView> players() const override;
    int decidingPlayer() const override { return m_game.decidingPlayer(); }
    bool isOver() const override { return m_game.isOver(); }
    int turn() const override { return m_game.state().turn; }
    int lastTurn() const override;
    PlayStep step() const override;
    QString phaseId() const override { return m_game.phaseId(); }
    QString phaseName() const override;
    QString phaseNameOf(const QString &phaseId) const override;

    int legalActionCount() const override { return int(legalTyped().size()); }
    bool hasLegalAction() const override;
    QString legalActionKind(int index) const override;
    int legalEndPhase() const override;
    QJsonObject legalAction(int index) const override;
    QString applyLegal(int index) override;
    QString apply(const QJsonObject &action) override;
    QString describe(const QJsonObject &action) const override;
    bool canUndo() const override { return m_game.canUndo(); }
    bool undo() override;

    // The set-up phase: units the scenario sets up in a zone, placed by their players.
    bool isPlacing() const override { return m_game.isSettingUp(); }
    /// The units with a legal hex left; a unit with no room stays off the map, as the
    /// automatic placement leaves it, and is not listed.
    QStringList piecesToPlace() const override { return m_game.piecesToPlace(); }
    QList<Place> placesFor(const QString &id) const override;
    QJsonObject placeAction(const QString &id, const Place &place) const override;
    QJsonObject placeRestAction() const override;
    /// Another player's units set up in the set-up phase are hidden until turn 1 when the
    /// rule option hidden_setup says so; hidden units (Scenario::hidden) are not pieces
    /// until found (an enemy entering their hex places them), and once found are seen.
    bool isVisibleTo(const QString &id, int viewer) const override;

    QList<PieceView> pieces() const override;
    QString placeLabel(const Place &place) const override;
    QString sideName(const QString &side) const override;
    QStringList invariantViolations() const override { return m_game.invariantViolations(); }
    GameSummary summary() const override;
    /// The units named as acting in the last action (the mover, the firers, the attackers);
    /// when it ended a combat round, the units whose rolls eliminated the units it lost.
    QStringList lastActors() const override { return m_lastActors; }
    /// The units eliminated by the last action, at the hex where each fell.
    QList<PieceLoss> lastLosses() const override { return m_lastLosses; }
    /// The hexes of the zones the victory conditions ask a side to hold or occupy, each held
    /// by the one side whose units stand there (none while empty or contested).
    QList<ObjectiveView> objectives() const override;

    const Dice &dice() const override { return m_game.dice(); }
    const QList<QJsonObject> &log() const override { return m_game.log(); }
    int logLineCount() const override { return m_game.logLineCount(); }
    QJsonObject logLine(int index) const override { return m_game.logLine(index); }
    void setLogKept(bool keep) override { m_game.setLogKept(keep); }
    QByteArray logText() const override { return m_game.logText(); }
    QJsonObject finalLine() const override { return m_game.summary(); }

private:
    Game m_game;
    mutable std::optional<QList<Action>> m_legal; ///< legalActions() of the state now
    mutable std::optional<QList<Action>> m_withoutMoves; ///< legalWithoutMoves()
    /// Finds the units the last action eliminated (lastLosses()).
    void noteLosses();
    /// apply(); @p listed: @p action is one of legalTyped(), not checked again.
    QString applyTyped(const Action &action, bool listed);

    QStringList m_lastActors; ///< lastActors()
    /// Units with a result waiting for the end of the round -> the units that rolled it.
    QHash<QString, QStringList> m_causedBy;
    QList<PieceLoss> m_lastLosses; ///< lastLosses()
    int m_lossesSeen = 0; ///< units lost before the last action, over every colour
    QSet<QString> m_reportedLost; ///< eliminated units lastLosses() has named
};

/// Hammer's Slammers made ready for play: the GameContext every game of a scenario shares.
class HsGameSetup : public GameSetup
{
public:
    /// @p rolledSecond: with a scenario whose players roll for the first move
    /// (`first_player:`), the same set-up with the two players' move orders exchanged, played
    /// when the second player rolls high.
    explicit HsGameSetup(std::shared_ptr<const GameContext> context,
                         std::shared_ptr<const GameContext> rolledSecond = nullptr)
        : m_context(std::move(context))
        , m_rolledSecond(std::move(rolledSecond))
    { }

    const GameContext &context() const { return *m_context; }
    std::shared_ptr<const GameContext> sharedContext() const { return m_context; }

    QString familyId() const override;
    QList<PlayerView> players() const override;
    QString title() const override;
    std::unique_ptr<GameSession> newGame(quint64 seed) const override;
    /// Also "hexwright-playlog/2": zone units placed automatically, no set-up phase.
    std::unique_ptr<GameSession> newGameForLog(quint64 seed, const QString &format) const override;

private:
    /// A new game; first the roll for the first move, when the scenario has one.
    std::unique_ptr<GameSession> makeGame(quint64 seed, int logVersion) const;

    std::shared_ptr<const GameContext> m_context;
    std::shared_ptr<const GameContext> m_rolledSecond;
};

/// The Hammer's Slammers engine: its set-up (GameContext) and its agents (random, greedy,
/// tactical: the default).
class HsFamilyEngine : public FamilyEngine
{
public:
    static constexpr char Id[] = "hammers-slammers";

    QString id() const override { return QLatin1String(Id); }
    std::shared_ptr<const GameSetup> setUp(const GameInputs &inputs,
                                           QString *error = nullptr) const override;
    QStringList agentNames() const override;
    std::unique_ptr<Agent> makeAgent(const QString &name, quint64 gameSeed,
                                     int player) const override;
};

} // namespace hexwright
