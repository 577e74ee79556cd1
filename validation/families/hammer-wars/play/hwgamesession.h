// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familygamesession.h"
#include "families/hammer-wars/play/hwgame.h"
#include "families/hammer-wars/play/hwgreedyagent.h"

#include <QHash>
#include <QRectF>

namespace hexwright {

/**
 * A game of Hammer Wars as shared code sees it: HwGame behind GameSession, with the table's
 * placement (isPlacing(), placesFor(): the 1-in grid of legal points of a deployment). The
 * typed side stays open to the family's own code (the greedy agent, the tests).
 * lastActors() names the model that acted in the last action (activated, moved, attacked,
 * placed), lastLosses() the models it killed (back to their pool), where each stood.
 */
class HwGameSession
    : public FamilyGameSession<HwGame, HwGameContext, HwPlay, &hwPlayToJson, &hwPlayFromJson>
{
public:
    using FamilyGameSession::FamilyGameSession;

    int turn() const override { return m_game.state().round; }
    int lastTurn() const override;
    PlayStep step() const override;
    QString phaseNameOf(const QString &phaseId) const override;

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
    GameSummary summary() const override;
    /// The table's objective markers, each held by the player who would seize it now (more
    /// units within the seize radius, §8).
    QList<ObjectiveView> objectives() const override;

protected:
    QString applyPlay(const HwPlay &play) override;
    QString describePlay(const HwPlay &play) const override;
    /// Forgets what was worked out of the state (the legal actions, the areas).
    void changed() override;

private:
    mutable QHash<QString, QList<QRectF>> m_areas; ///< "place:<id>", "<action>:<id>"
};

/// The Hammer Wars engine: its set-up (HwGameContext) and its agents (random, greedy).
class HwFamilyEngine : public FamilyGameEngine<HwGreedyAgent>
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
};

/// Hammer Wars made ready for play: the HwGameContext every game of a scenario shares.
using HwGameSetup = FamilyGameSetup<HwGameSession, HwFamilyEngine::Id>;

} // namespace hexwright
