// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace hexwright {

/// One model of a unit pool (a unit is one model): in the pool, bought and waiting to be
/// placed, or on the table. A killed model goes back to the pool with its lives restored.
struct HwModel
{
    enum class Status { Pool, Bought, OnTable };

    QString id; ///< "<force id>-<n>", stable for the whole game
    QString type;
    int player = 0; ///< index into HwGameContext::players()
    Status status = Status::Pool;
    QPointF at; ///< mm, while on the table
    int lives = 0;

    // This activation (reset at the start of its player's action phase).
    bool activated = false;
    QString action; ///< hold, walk, run: the action it took
    QList<int> linesUsed; ///< attack lines (0-based) used this activation
    bool meleed = false; ///< attacked in melee this activation (Hit & Run)
    bool hitAndRunDone = false;
    int chains = 0; ///< Chain Attacks made this activation
    bool chainReady = false; ///< a melee kill lets it chain now
    QPointF chainFrom; ///< where the last melee victim stood (mm)
    double chainRadius = 0; ///< and the radius of its base
    int chainLine = 0;
    int pulseRound = 0; ///< the round its Energy Pulse was used

    bool onTable() const { return status == Status::OnTable; }
};

/// One player's counters: morale, victory points, the deployment purse, losses and goal.
struct HwPlayerState
{
    int morale = 0;
    int vp = 0;
    int pts = 0;
    int xp = 0;
    int lost = 0; ///< every unit lost
    int lostCounted = 0; ///< the losses counted toward every third (option losses_counted)
    QString goal;
    QString goalObjective; ///< objective id for Deception and Duty
    bool declared = false;
    QStringList dutyUnits; ///< option duty_bonus = declared_units: the units it covers
    bool killedHero = false; ///< killed an enemy Hero (Revenge)
    bool deployedHero = false; ///< ever bought a Hero (the opponent's Revenge)
    int heaviesKilled = 0;
};

/// Where a game of Hammer Wars stands.
struct HwGameState
{
    int round = 1;
    int first = 0; ///< the player going first (roll-off)
    int order = 0; ///< 0: the first player's phases, 1: the second's
    int phase = 0; ///< 0: deployment, 1: action
    QString active; ///< the model activated last in this action phase
    QList<HwModel> models;
    QList<HwPlayerState> players;

    bool gameOver = false;
    int winner = -1; ///< player index; -1 a draw or not over
    QString reason;
    QMap<QString, int> losses; ///< colour -> models lost

    int current() const { return order == 0 ? first : 1 - first; }
    HwModel *model(const QString &id);
    const HwModel *model(const QString &id) const;
};

} // namespace hexwright
