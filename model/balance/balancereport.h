// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balance/wilson.h"
#include "board/board.h"

#include <QByteArray>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/// The format a balance report's JSON names in its "format".
inline constexpr char BalanceReportFormat[] = "hexwright-balance/1";

/// One side's results over the games of a report (as the scenario is written).
struct BalanceSide
{
    QString id;
    QString name;
    QStringList colours;
    int wins = 0; ///< games this side won
    int losses = 0; ///< games another side won
    int draws = 0; ///< games that ended without a winner
    int piecesLost = 0; ///< pieces of its colours lost, over every game
};

/// One game of a report: enough to play it again (seed, swapped) and to list it.
struct BalanceGame
{
    quint64 seed = 0;
    bool swapped = false; ///< played with the first player swapped (first-player effect)
    bool over = false; ///< the game reached its end
    bool capped = false; ///< stopped at the action cap
    QString winner; ///< side id; empty for a draw or an unfinished game
    QString result; ///< the family's graded result
    QString reason;
    int turns = 0;
    int actions = 0;
    QString error; ///< an illegal state or a refused action: a defect of the engine
};

/// A unit type of one side over the games as written: how its pieces fared.
struct BalanceUnitType
{
    QString side;
    QString type; ///< the ruleset's unit type id
    QString name;
    int pieces = 0; ///< pieces of the type, summed over the games
    int survived = 0; ///< of those, pieces never lost in their game
    int lost = 0; ///< times a piece of the type was lost (a rebought piece may die twice)
    /// Enemy pieces lost to this type's pieces; a loss to several actors is shared equally.
    double kills = 0;
};

/// A place of the board where games were decided: pieces lost and objectives taken there.
struct BalanceHeatCell
{
    Place place;
    QString label; ///< as the board names it: "0812", "18.0 in, 12.5 in"
    int losses = 0;
    int objectives = 0;
};

/**
 * The first-player effect: the same seeds played again with the move order swapped. Player
 * 0 is the one moving first as the scenario is written.
 */
struct BalanceFirstPlayer
{
    bool applicable = false;
    QString reason; ///< why not, when not applicable ("the scenario has 3 players, not two")
    QStringList names; ///< the two players' names, first mover as written first
    QStringList sides; ///< side ids of the two players, joined with "+" for several
    int gamesAsWritten = 0;
    int winsAsWritten[2] = {0, 0}; ///< by player
    int gamesSwapped = 0;
    int winsSwapped[2] = {0, 0}; ///< by player (player 0 now moves second)

    /// Games won by whoever moved first, and games decided, over both orders.
    int firstMoverWins() const { return winsAsWritten[0] + winsSwapped[1]; }
    int decided() const
    {
        return winsAsWritten[0] + winsAsWritten[1] + winsSwapped[0] + winsSwapped[1];
    }
};

/// What the report concludes, in plain words.
struct BalanceVerdict
{
    enum class Kind {
        Favours, ///< side(s) named win more than an even share beyond the noise
        Balanced, ///< within the noise
        NoVerdict, ///< no game was decided
    };
    Kind kind = Kind::NoVerdict;
    QStringList favoured; ///< side ids (names in text)
    QString text; ///< "Tan wins 71 % ± 3 %: favours Tan"
};

/**
 * A balance report: many games of one scenario played by agents, and what they came to.
 * Plain data, read and written as JSON (hexwright-balance/1); the runner that plays the
 * games is validation/balance/balancerun.h, the charts and the PDF model/export/balance*.h.
 *
 * The verdict's rule: among the games a side won (the decided games), a side's share has a
 * 95 % Wilson interval; when that interval lies wholly above an even share (1/2 with two
 * sides, 1/k with k) the scenario favours that side, when every side's interval holds the
 * even share it is balanced within the noise. Draws and unfinished games count in the win
 * rates shown (wins / games) but not in the shares.
 */
struct BalanceReport
{
    QString title; ///< the scenario's
    QString scenarioPath;
    QString familyId;
    BoardKind board = BoardKind::Hex;
    QStringList agents; ///< per player in move order; the last plays any further player
    quint64 seed = 1; ///< game i as written is seeded seed + i; swapped game j seed + j
    int maxActions = 20000;
    int gamesRequested = 0; ///< as written (the swapped games come on top)
    bool cancelled = false; ///< stopped before every game was played
    QList<BalanceSide> sides;
    QList<BalanceGame> games; ///< as written, then the swapped ones, in the order played
    QList<BalanceUnitType> unitTypes;
    QList<BalanceHeatCell> heat; ///< sorted by place
    BalanceFirstPlayer firstPlayer;
    QStringList provisional; ///< the ruleset's provisional values, in words
    /// Wall time of the run; not written to JSON (it would differ run to run).
    double seconds = 0;

    /// The games as written (not swapped): what the rates, lengths and losses count.
    int gamesAsWritten() const;
    int draws() const; ///< games as written that ended without a winner
    int unfinished() const; ///< games as written that did not end (capped or failed)
    int errors() const; ///< games that failed with an engine error
    /// Side @p side's win rate (wins / games as written) with its Wilson interval.
    RateInterval winInterval(const BalanceSide &side) const;
    double winRate(const BalanceSide &side) const;
    /// Mean pieces lost by @p side per game.
    double meanLosses(const BalanceSide &side) const;
    /// Games as written that ended, by their length in turns.
    QMap<int, int> lengths() const;
    /// The side with id @p id, or null.
    const BalanceSide *side(const QString &id) const;
    /// The verdict over the sides' wins.
    BalanceVerdict verdict() const;
    /// The first-player effect in words ("not applicable: ..." where it is not).
    QString firstPlayerText() const;
    /// The report as the CLI prints it: a few plain lines.
    QString summaryText() const;

    /// Canonical JSON: the same report gives the same bytes.
    QByteArray toJson() const;
    /**
     * Reads a report written by toJson(); nothing on a problem, said in @p error as
     * "<file>:<line>:<column>: <what>" (@p fileName as given, line and column 1-based).
     */
    static std::optional<BalanceReport> fromJson(const QByteArray &json, const QString &fileName,
                                                 QString *error);
};

/**
 * The verdict for sides named @p names that won @p wins (same order) of @p games games (the
 * rule in BalanceReport's comment). Its text names the favoured sides with their win rate
 * and the half width of its 95 % Wilson interval, in whole per cent.
 */
BalanceVerdict balanceVerdict(const QStringList &names, const QList<int> &wins, int games);

/// Reads a report file (regular file, size-limited); nothing on a problem, said in @p error
/// with the file's path, line and column.
std::optional<BalanceReport> readBalanceReportFile(const QString &path, QString *error);
/// Writes @p report's JSON atomically; false with a message in @p error.
bool writeBalanceReportFile(const BalanceReport &report, const QString &path, QString *error);

} // namespace hexwright
