// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "benchsupport.h"

#include "engine/agent.h"
#include "engine/familyengine.h"

#include <QFile>
#include <QList>

#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <memory>
#include <vector>

namespace hexwright::bench {

QTextStream out(stdout);

double peakMegabytes()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

/// The resident set now, in megabytes (Linux).
double currentMegabytes()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> fields = statm.readAll().split(' ');
    return fields.size() > 1 ? fields.at(1).toDouble() * 4096.0 / (1024.0 * 1024.0) : 0;
}

/// A field of /proc/self/status (VmRSS, VmHWM), in megabytes (Linux).
double statusMegabytes(const QByteArray &field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    const QList<QByteArray> lines = status.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.startsWith(field + ':'))
            return line.mid(field.size() + 1).trimmed().split(' ').value(0).toDouble() / 1024.0;
    }
    return 0;
}

/// Starts measuring the peak resident set afresh (VmHWM := VmRSS); false if the kernel
/// does not allow it.
bool resetPeakResidentSet()
{
    QFile clearRefs(QStringLiteral("/proc/self/clear_refs"));
    return clearRefs.open(QIODevice::WriteOnly) && clearRefs.write("5") == 1;
}

bool useCpuTime = false;

/// Milliseconds since an arbitrary start: wall time, or with --cpu-time the CPU time of all threads
/// (steadier while other programs compete for the processor).
double nowMs()
{
    timespec t {};
    clock_gettime(useCpuTime ? CLOCK_PROCESS_CPUTIME_ID : CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// Median of @p runs timings of @p work, in milliseconds.
double medianMs(int runs, const std::function<void()> &work)
{
    QList<double> times;
    for (int i = 0; i < runs; ++i) {
        const double start = nowMs();
        work();
        times.append(nowMs() - start);
    }
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

void figure(const QString &name, double value, const QString &unit, const QString &target)
{
    out << QStringLiteral("  %1 %2 %3").arg(name, -44).arg(value, 10, 'f', 2).arg(unit);
    if (!target.isEmpty())
        out << QStringLiteral("   (target: %1)").arg(target);
    out << '\n';
    out.flush();
}

GamesRun playGames(const GameSetup &setup, const FamilyEngine &engine, const QString &agent,
                   double budgetMs, int jobs, int maxGames)
{
    GamesRun run;
    std::vector<PlayResult> results(static_cast<size_t>(maxGames));
    const double start = nowMs();
    forEachGame(
        maxGames, jobs,
        [&](int g) {
            const quint64 seed = quint64(g + 1);
            const std::unique_ptr<GameSession> game = setup.newGame(seed);
            game->setLogKept(false);
            std::vector<std::unique_ptr<Agent>> agents;
            QList<Agent *> players;
            for (int p = 0; p < setup.playerCount(); ++p) {
                agents.push_back(engine.makeAgent(agent, seed, p));
                players.append(agents.back().get());
            }
            results[size_t(g)] = playGame(*game, players, 20000, false);
        },
        [&](int g) {
            const PlayResult &result = results[size_t(g)];
            if (!result.error.isEmpty() && run.error.isEmpty())
                run.error = result.error;
            run.finished += result.finished ? 1 : 0;
            run.actions += result.actions;
            ++run.games;
            run.elapsedMs = nowMs() - start;
            return run.games < 3 || run.elapsedMs < budgetMs;
        });
    return run;
}

} // namespace hexwright::bench
