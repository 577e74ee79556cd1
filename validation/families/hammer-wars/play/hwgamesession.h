// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familyengine.h"
#include "engine/gamesession.h"
#include "families/hammer-wars/play/hwgame.h"

#include <QHash>
#include <QRectF>

#include <memory>
#include <optional>

namespace hexwright {

/**
 * A game of Hammer Wars as shared code sees it: HwGame behind GameSession, with the table's
 * placement (isPlacing(), placesFor(): the 1-in grid of legal points of a deployment). The
 * typed side stays open to the family's own code (the greedy agent, the tests).
 */
class HwGameSession : public GameSession
{
public:
    HwGameSession(std::shared_ptr<const HwGameContext> context, quint64 seed);

    const HwGame &game() const { return m_game; }
    const HwGameContext &context() const { return m_game.context(); }
    const QList<HwPlay> &legalTyped() const;
    QString apply(const HwPlay &play);

    QList<PlayerView> players() const override;
    int decidingPlayer() const override { return m_game.decidingPlayer(); }
    bool isOver() const override { return m_game.isOver(); }
    int turn() const override { return m_game.state().round; }
    int lastTurn() const override;
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

    bool isPlacing() const override;
    QStringList piecesToPlace() const override { return m_game.waitingToPlace(); }
    QList<Place> placesFor(const QString &id) const override;
    QJsonObject placeAction(const QString &id, const Place &place) const override;
    QJsonObject placeRestAction() const override;
    QString placeRefusal(const QString &id, const Place &place) const override;
    /// The points of the table where model @p id may be placed now (its centre), as cells of
    /// a quarter-inch grid checked by the engine, merged into rows.
    QList<QRectF> placeArea(const QString &id) const override;
    /// The points unit @p id may end a straight move at with @p action (walk, run) now, as
    /// cells of a fine grid each checked by the engine, merged into rows; empty when it may
    /// not move so.
    QList<QRectF> moveArea(const QString &id, const QString &action) const;

    QList<PieceView> pieces() const override;
    QString placeLabel(const Place &place) const override;
    QString sideName(const QString &side) const override;
    QStringList invariantViolations() const override { return m_game.invariantViolations(); }
    GameSummary summary() const override;
    /// The model that acted in the last action (activated, moved, attacked, placed).
    QStringList lastActors() const override;
    /// The models killed by the last action (back to their pool), where each stood.
    QList<PieceLoss> lastLosses() const override { return m_lastLosses; }
    /// The table's objective markers, each held by the player who would seize it now (more
    /// units within the seize radius, §8).
    QList<ObjectiveView> objectives() const override;

    const Dice &dice() const override { return m_game.dice(); }
    const QList<QJsonObject> &log() const override { return m_game.log(); }
    QJsonObject finalLine() const override { return m_game.summary(); }

private:
    /// Forgets what was worked out of the state (the legal actions, the areas).
    void changed();

    HwGame m_game;
    mutable std::optional<QList<HwPlay>> m_legal;
    mutable QHash<QString, QList<QRectF>> m_areas; ///< "place:<id>", "<action>:<id>"
    QString m_lastActor; ///< lastActors()
    QList<PieceLoss> m_lastLosses; ///< lastLosses()
};

/// Hammer Wars made ready for play: the HwGameContext every game of a scenario shares.
class HwGameSetup : public GameSetup
{
public:
    explicit HwGameSetup(std::shared_ptr<const HwGameContext> context)
        : m_context(std::move(context))
    { }

    const HwGameContext &context() const { return *m_context; }
    QString familyId() const override;
    QList<PlayerView> players() const override;
    QString title() const override;
    std::unique_ptr<GameSession> newGame(quint64 seed) const override;

private:
    std::shared_ptr<const HwGameContext> m_context;
};

/// The Hammer Wars engine: its set-up (HwGameContext) and its agents (random, greedy).
class HwFamilyEngine : public FamilyEngine
{
public:
    static constexpr char Id[] = "hammer-wars";

    QString id() const override { return QLatin1String(Id); }
    std::shared_ptr<const GameSetup> setUp(const GameInputs &inputs,
                                           QString *error = nullptr) const override;
    /// Refused while the players roll off for who goes first (§3), as the rule option
    /// first_player leaves it unless set to move_order.
    std::shared_ptr<const GameSetup> setUpSwapped(const GameInputs &inputs,
                                                  QString *why = nullptr) const override;
    QStringList agentNames() const override;
    std::unique_ptr<Agent> makeAgent(const QString &name, quint64 gameSeed,
                                     int player) const override;
};

} // namespace hexwright
