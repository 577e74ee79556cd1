// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every section of hexwright-bench shares: where figures are printed, clocks, memory.

#include <QByteArray>
#include <QString>
#include <QTextStream>

#include <functional>

namespace hexwright {
class FamilyEngine;
class GameSetup;
} // namespace hexwright

namespace hexwright::bench {

/// Standard output, where every figure goes.
extern QTextStream out;
/// --cpu-time: nowMs() gives the CPU time of all threads instead of wall time.
extern bool useCpuTime;

/// The peak resident set of the process so far, in megabytes.
double peakMegabytes();
/// The resident set now, in megabytes (Linux).
double currentMegabytes();
/// A field of /proc/self/status (VmRSS, VmHWM), in megabytes (Linux).
double statusMegabytes(const QByteArray &field);
/// Starts measuring the peak resident set afresh (VmHWM := VmRSS); false if the kernel
/// does not allow it.
bool resetPeakResidentSet();
/// Milliseconds since an arbitrary start: wall time, or with --cpu-time the CPU time of all
/// threads (steadier while other programs compete for the processor).
double nowMs();
/// Median of @p runs timings of @p work, in milliseconds.
double medianMs(int runs, const std::function<void()> &work);
/// Prints one figure: name, value, unit and the target if there is one.
void figure(const QString &name, double value, const QString &unit, const QString &target = {});

/// What games of one agent on one scenario came to (playGames()).
struct GamesRun
{
    int games = 0;
    int finished = 0;
    qint64 actions = 0;
    QString error; ///< the first engine error, if any
    double elapsedMs = 0;
};

/// Games of agent @p agent for every player of @p setup, seeds 1, 2, ..., for about
/// @p budgetMs (at least 3 games, at most @p maxGames), invariants not checked, logs not
/// kept, @p jobs games at a time (engine/agent.h forEachGame()).
GamesRun playGames(const GameSetup &setup, const FamilyEngine &engine, const QString &agent,
                   double budgetMs, int jobs = 1, int maxGames = 1000);

} // namespace hexwright::bench
