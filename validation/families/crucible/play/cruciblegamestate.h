// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace hexwright {

/// One TU in play: where it stands and faces, what it did this turn, its markers.
struct CrucibleTuState
{
    enum class Status { OnTable, Destroyed, Removed };

    QString id; ///< "<force id>-<n>", stable for the whole game
    Status status = Status::OnTable;
    QPointF at; ///< mm
    double facing = 0; ///< degrees, 0 along +x, clockwise as drawn

    // This turn (cleared in phase 1).
    QList<bool> movesOnEasy; ///< one flag a move made
    bool movedFree = false; ///< took its Thunder Run distance
    QList<int> weaponsFired; ///< weapon indices (0-based)
    bool assaulted = false;
    bool deadEyeUsed = false;
    bool declaredRun = false; ///< placed a Thunder Run token in this turn's phase 9

    // Markers.
    int heldTurn = 0; ///< "no move or fire" (damage 2) in this turn
    int suppression = 0;
    QList<int> weaponsLost;
    QList<int> weaponsJammed; ///< for the rest of the game (Rapid Fire)
    QList<int> defending; ///< weapons allocated to anti-artillery defence this turn
    QList<int> thunderTokens; ///< green first, red second
    bool runBroken = false; ///< left easy terrain: tokens go in phase 9

    bool onTable() const { return status == Status::OnTable; }
    int moves() const { return int(movesOnEasy.size()); }
    bool fired() const { return !weaponsFired.isEmpty(); }
};

/// A TU's status as the log's final line and the shared views name it: on_table,
/// destroyed (until phase 9), eliminated.
QString crucibleStatusName(CrucibleTuState::Status status);

/// A detachment's (or Troop's) Leadership Points this turn and its losses so far.
struct CrucibleDetachmentState
{
    int lp = 0;
    int lost = 0; ///< TUs lost, as Chaos counts them
};

/// Off-table artillery called in phase 7d, landing in 7c of the next turn (§11).
struct CrucibleStrike
{
    int player = 0;
    QString detachment;
    QPointF at; ///< mm; with Seeker War-heads the target is picked on arrival
    QString target;
    int landsTurn = 0;
    QString landsPhase;
    int strikes = 1; ///< Master of Artillery: two separate strikes
    bool seeker = false;
};

/// Where a game of The Crucible stands.
struct CrucibleGameState
{
    int turn = 1;
    int phase = 0; ///< index into CrucibleGameContext::phases()
    int order = 0; ///< 0: the first player deciding in this phase, 1: the second
    int first = 0; ///< who moves first this turn (phase 1)
    QList<CrucibleTuState> tus;
    QMap<QString, CrucibleDetachmentState> detachments;
    QList<CrucibleStrike> strikes;
    QList<int> destroyedPoints; ///< per player: the points of enemy TUs he destroyed

    bool gameOver = false;
    int winner = -1;
    QString reason;
    QMap<QString, int> losses; ///< colour -> TUs lost

    int current() const { return order == 0 ? first : 1 - first; }
    CrucibleTuState *tu(const QString &id);
    const CrucibleTuState *tu(const QString &id) const;
};

} // namespace hexwright
