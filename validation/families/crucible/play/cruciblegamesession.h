// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familygamesession.h"
#include "families/crucible/play/cruciblegame.h"
#include "families/crucible/play/cruciblegreedyagent.h"

namespace hexwright {

/**
 * A game of The Crucible as shared code sees it: CrucibleGame behind GameSession. Its TUs
 * are set up by the engine, so it has no placing phase. The typed side stays open to the
 * family's own code (the greedy agent, the playtest window's part, the tests).
 */
class CrucibleGameSession
    : public FamilyGameSession<CrucibleGame, CrucibleGameContext, CruciblePlay, &cruciblePlayToJson,
                               &cruciblePlayFromJson>
{
public:
    using FamilyGameSession::FamilyGameSession;

    int turn() const override { return m_game.state().turn; }
    int lastTurn() const override { return context().lastTurn(); }
    PlayStep step() const override;
    QString phaseNameOf(const QString &phaseId) const override;

    QList<PieceView> pieces() const override;
    QString placeLabel(const Place &place) const override;
    GameSummary summary() const override;
    /// The table's objective markers, each held by the side with the nearest TU within
    /// Close range (ours: Winning Games is lost).
    QList<ObjectiveView> objectives() const override;

protected:
    QString applyPlay(const CruciblePlay &play) override;
    QString describePlay(const CruciblePlay &play) const override;
};

/// The Crucible's engine: its set-up (CrucibleGameContext) and its agents (random, greedy).
class CrucibleFamilyEngine : public FamilyGameEngine<CrucibleGreedyAgent>
{
public:
    static constexpr char Id[] = "crucible";

    QString id() const override { return QLatin1String(Id); }
    std::shared_ptr<const GameSetup> setUp(const GameInputs &inputs,
                                           QString *error = nullptr) const override;
    /// Refused: the order of movement is rolled off every turn (phase 1).
    std::shared_ptr<const GameSetup> setUpSwapped(const GameInputs &inputs,
                                                  QString *why = nullptr) const override;
};

/// The Crucible made ready for play: the CrucibleGameContext every game of a scenario shares.
using CrucibleGameSetup = FamilyGameSetup<CrucibleGameSession, CrucibleFamilyEngine::Id>;

} // namespace hexwright
