// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-bench: prints speed and memory figures for the targets in the issues. It is a
// program, not a test: timings depend on the machine and never fail a build.

#include "benchscenario.h"

#include "hex/hexlayout.h"
#include "map/hexmap.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"
#include "scenariovalidator.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTextStream>

#include <sys/resource.h>

#include <algorithm>
#include <functional>

using namespace hexwright;

namespace {

QTextStream out(stdout);

double peakMegabytes()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // kilobytes on Linux
}

/// Median of @p runs timings of @p work, in milliseconds.
double medianMs(int runs, const std::function<void()> &work)
{
    QList<double> times;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        work();
        times.append(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(times.begin(), times.end());
    return times.at(times.size() / 2);
}

void figure(const QString &name, double value, const QString &unit, const QString &target = {})
{
    out << QStringLiteral("  %1 %2 %3").arg(name, -44).arg(value, 10, 'f', 2).arg(unit);
    if (!target.isEmpty())
        out << QStringLiteral("   (target: %1)").arg(target);
    out << '\n';
    out.flush();
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hexwright-bench"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Prints Hexwright's speed and memory "
                                                    "figures."));
    parser.addHelpOption();
    const QCommandLineOption sizeOption(QStringLiteral("size"),
                                        QStringLiteral("Map size in hexes per side (default "
                                                       "1000)."),
                                        QStringLiteral("n"), QStringLiteral("1000"));
    const QCommandLineOption runsOption(QStringLiteral("runs"),
                                        QStringLiteral("Repetitions per timing (default 5)."),
                                        QStringLiteral("n"), QStringLiteral("5"));
    parser.addOption(sizeOption);
    parser.addOption(runsOption);
    parser.process(app);
    const int size = std::clamp(parser.value(sizeOption).toInt(), 16, 4000);
    const int runs = std::clamp(parser.value(runsOption).toInt(), 1, 100);

    out << QStringLiteral("hexwright-bench %1 (%2 build), median of %3 runs\n")
               .arg(QStringLiteral(HEXWRIGHT_VERSION),
#ifdef NDEBUG
                    QStringLiteral("release"),
#else
                    QStringLiteral("DEBUG: figures are not representative"),
#endif
                    QString::number(runs));

    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    const PanelLibrary *panels = ruleset
        ? registry->panelLibrary(QStringLiteral("hammers-slammers"), *ruleset, diagnostics)
        : nullptr;
    if (!ruleset || !panels) {
        for (const Diagnostic &d : std::as_const(diagnostics))
            out << d.toText() << '\n';
        return 2;
    }

    // --- Scenario files -------------------------------------------------------------
    out << QStringLiteral("\nScenario file, %1 x %1 hexes, every hex painted:\n").arg(size);
    const Scenario big = makeLargeScenario(*ruleset, *panels, size, size, 1984);
    QByteArray bytes;
    const double writeMs = medianMs(runs, [&] { bytes = writeScenario(big, *ruleset, panels); });
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bench.scenario.yaml"));
    const double saveMs = medianMs(runs, [&] {
        QString error;
        if (!saveScenario(path, big, *ruleset, panels, &error))
            out << "save failed: " << error << '\n';
    });
    figure(QStringLiteral("file size"), double(bytes.size()) / (1024.0 * 1024.0),
           QStringLiteral("MB"));
    figure(QStringLiteral("serialise to bytes"), writeMs, QStringLiteral("ms"));
    figure(QStringLiteral("save (serialise + QSaveFile)"), saveMs, QStringLiteral("ms"));

    LoadedScenario loaded;
    const double loadMs = medianMs(runs, [&] {
        Diagnostics d;
        loaded = loadScenario(path, path, *registry, d);
    });
    figure(QStringLiteral("load (read + parse + check schema)"), loadMs, QStringLiteral("ms"),
           QStringLiteral("< 100 ms"));
    HexMap map;
    const double composeMs
        = medianMs(runs, [&] { map = HexMap::compose(*loaded.scenario, *panels); });
    figure(QStringLiteral("assemble map (panels + painted terrain)"), composeMs,
           QStringLiteral("ms"));
    const double validateMs = medianMs(runs, [&] {
        const ScenarioReport report = validateScenarioFile(path, path, *registry);
        Q_UNUSED(report);
    });
    figure(QStringLiteral("validate (load + assemble + checks)"), validateMs, QStringLiteral("ms"));
    const bool identical
        = loaded.scenario && writeScenario(*loaded.scenario, *ruleset, panels) == bytes;
    out << QStringLiteral("  round trip load -> save byte-identical:      %1\n")
               .arg(identical ? QStringLiteral("yes") : QStringLiteral("NO"));
    out << QStringLiteral("  map: %1 x %2, %3 playable hexes, %4 road segments\n")
               .arg(map.columns())
               .arg(map.rows())
               .arg(map.playableCount())
               .arg(map.roads().size());

    // --- Hex lines --------------------------------------------------------------------
    out << QStringLiteral("\nHex lines (line of sight), random pairs on the map:\n");
    for (int distance : {10, 30, 100}) {
        QRandomGenerator random(7);
        QList<std::pair<HexCoord, HexCoord>> pairs;
        while (pairs.size() < 20000) {
            const HexCoord a
                = HexMap::Offsets.fromOffset(int(random.bounded(size)), int(random.bounded(size)));
            const HexCoord b = a + HexCoord::direction(int(random.bounded(6))) * distance
                + HexCoord::direction(int(random.bounded(6)))
                    * int(random.bounded(distance / 2 + 1));
            pairs.append({a, b});
        }
        qsizetype hexes = 0;
        const double ms = medianMs(runs, [&] {
            hexes = 0;
            for (const auto &[a, b] : std::as_const(pairs))
                hexes += hexLineTouching(a, b).size();
        });
        figure(QStringLiteral("hexLineTouching, distance ~%1").arg(distance),
               double(pairs.size()) / (ms / 1000.0) / 1000.0, QStringLiteral("k queries/s"));
        Q_UNUSED(hexes);
    }

    out << QStringLiteral("\nMemory:\n");
    figure(QStringLiteral("peak resident set"), peakMegabytes(), QStringLiteral("MB"));
    return identical ? 0 : 1;
}
