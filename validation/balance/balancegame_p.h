// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The parts of a balance run: one game played and observed (on any thread), and the sum of
// the games (on the run's thread, in the games' order).

#include "balance/balancereport.h"
#include "engine/familyengine.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

namespace hexwright {

/// What one game of a run needs.
struct BalanceGameInputs
{
    const FamilyEngine &engine;
    const GameSetup &setup;
    QStringList agents; ///< per player of @p setup, in its move order
    quint64 seed = 0;
    int maxActions = 20000;
    bool checkInvariants = false;
    const std::atomic<bool> *cancel = nullptr;
    bool swapped = false;
};

/// A piece of a game as the report counts it.
struct BalancePieceStats
{
    QString side;
    QString type;
    QString name;
    int lost = 0; ///< times lost in the game
    double kills = 0; ///< enemy pieces lost to it (shared among the actors)
};

/// Where something decided the game: a loss, or an objective taken.
struct BalanceHeatEvent
{
    Place place;
    QString label;
    bool objective = false;
};

/// One game played and observed.
struct BalanceGameStats
{
    BalanceGame game;
    bool cancelled = false;
    QMap<QString, int> losses; ///< colour -> pieces lost (GameSummary::losses)
    QList<BalancePieceStats> pieces; ///< every piece of the game, in the session's order
    QList<BalanceHeatEvent> heat;
};

/// The agents of a game on @p played, in its move order, for @p agents named per player of
/// @p written (one name: every player): a player keeps his agent when the order is swapped.
QStringList balanceAgents(const GameSetup &written, const GameSetup &played,
                          const QStringList &agents);

/// Plays and observes one game.
BalanceGameStats playBalanceGame(const BalanceGameInputs &in);

/// One game played again exactly, its whole log kept.
std::unique_ptr<GameSession> replayOneBalanceGame(const FamilyEngine &engine,
                                                  const GameSetup &setup, const QStringList &agents,
                                                  quint64 seed, int maxActions);

/// Sums games into a report, in the order they are added.
class BalanceAggregate
{
public:
    BalanceAggregate(const BalanceReport &inputs, const GameSetup &written);

    /// Adds a game: @p asWritten is its index among the games as written, or -1 for a game
    /// with the first player swapped.
    void add(const BalanceGameStats &stats, int asWritten);
    /// The report; the first-player effect pairs the first @p swapGames games as written with
    /// the swapped ones.
    BalanceReport finish(int swapGames);

private:
    int playerOfSide(const QString &side) const;

    BalanceReport m_report;
    QList<QStringList> m_playerSides; ///< per player as written
    QHash<QString, int> m_sideIndex; ///< side id -> index in m_report.sides
    QHash<QString, int> m_colourSide; ///< colour -> index in m_report.sides
    /// side index, type -> unit type row
    QMap<std::pair<int, QString>, BalanceUnitType> m_types;
    QMap<std::pair<int, std::pair<double, double>>, BalanceHeatCell> m_heat;
    QList<int> m_writtenWinners; ///< per game as written: the winning player, or -1
    QList<int> m_swappedWinners; ///< per swapped game: the winning player (as written)
};

} // namespace hexwright
