// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familygamesession.h"
#include "families/mak/play/makgame.h"
#include "families/mak/play/makgreedyagent.h"

namespace hexwright {

/**
 * A game of Maschinen Krieger as shared code sees it: MakGame behind GameSession. The typed
 * side stays open to the family's own code (the greedy agent, the playtest window's
 * extension, the tests): the attack preview with every modifier, the pinned units. In a
 * defensive window, legalEndPhase() closes the window.
 */
class MakGameSession
    : public FamilyGameSession<MakGame, MakGameContext, MakPlay, &makPlayToJson, &makPlayFromJson>
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

protected:
    QString applyPlay(const MakPlay &play) override;
    QString describePlay(const MakPlay &play) const override;
    /// Forgets the legal actions, and who acted and what was lost in the last action.
    void changed() override;
};

/// The Maschinen Krieger engine: its set-up (MakGameContext) and its agents (random, greedy).
class MakFamilyEngine : public FamilyGameEngine<MakGreedyAgent>
{
public:
    static constexpr char Id[] = "mak";

    QString id() const override { return QLatin1String(Id); }
    std::shared_ptr<const GameSetup> setUp(const GameInputs &inputs,
                                           QString *error = nullptr) const override;
};

/// Maschinen Krieger made ready for play: the MakGameContext every game of a scenario shares.
using MakGameSetup = FamilyGameSetup<MakGameSession, MakFamilyEngine::Id>;

} // namespace hexwright
