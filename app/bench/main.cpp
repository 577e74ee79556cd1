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
    const QCommandLineOption saveOption(QStringLiteral("save"),
                                        QStringLiteral("Also save the generated scenario to "
                                                       "<file>."),
                                        QStringLiteral("file"));
    parser.addOption(sizeOption);
    parser.addOption(runsOption);
    parser.addOption(saveOption);
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
    if (parser.isSet(saveOption)) {
        QString error;
        if (!saveScenario(parser.value(saveOption), big, *ruleset, panels, &error))
            out << "cannot save: " << error << '\n';
    }
    figure(QStringLiteral("file size"), double(bytes.size()) / (1024.0 * 1024.0),
           QStringLiteral("MB"));
    figure(QStringLiteral("serialise to bytes"), writeMs, QStringLiteral("ms"));
    figure(QStringLiteral("save (serialise + QSaveFile)"), saveMs, QStringLiteral("ms"));

    LoadedScenario loaded;
    Diagnostics loadDiagnostics;
    const double loadMs = medianMs(runs, [&] {
        loadDiagnostics.clear();
        loaded = loadScenario(path, path, *registry, loadDiagnostics);
    });
    if (!loaded.scenario) {
        out << "The generated scenario does not load:\n";
        for (const Diagnostic &d : std::as_const(loadDiagnostics).mid(0, 10))
            out << "  " << d.toText() << '\n';
        return 1;
    }
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

    // --- Hostile input: each must be refused within a second with bounded memory ------------
    out << QStringLiteral("\nHostile input (time to a clear error):\n");
    struct Hostile
    {
        QString name;
        QByteArray bytes;
        qint64 sparseSize = 0;
    };
    QList<Hostile> hostile;
    {
        QByteArray list;
        list.reserve(8 * 1024 * 1024 - 16);
        list += "x:\n";
        while (list.size() < 8 * 1024 * 1024 - 16)
            list += "- 1\n";
        hostile.append({QStringLiteral("8 MB list of 2 million items"), list});
        QByteArray scalar = "x: " + QByteArray(8 * 1024 * 1024 - 16, 'a') + "\n";
        hostile.append({QStringLiteral("8 MB single scalar"), scalar});
        hostile.append({QStringLiteral("nesting 1,000,000 deep"),
                        QByteArray(1000000, '[') + QByteArray(1000000, ']')});
        QByteArray laughs = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n";
        for (char level = 'b'; level <= 'z'; ++level) {
            laughs += QByteArray(1, level) + ": &" + QByteArray(1, level) + " [";
            for (int i = 0; i < 9; ++i)
                laughs += QByteArray(i ? ", *" : "*") + QByteArray(1, char(level - 1));
            laughs += "]\n";
        }
        hostile.append({QStringLiteral("billion laughs (9^26 nodes)"), laughs});
        hostile.append({QStringLiteral("100 MB file"), QByteArray(), 100LL * 1024 * 1024});
        QByteArray binary(8 * 1024 * 1024, Qt::Uninitialized);
        QRandomGenerator random(3);
        for (char &c : binary)
            c = char(random.bounded(256));
        hostile.append({QStringLiteral("8 MB of random bytes"), binary});
    }
    for (const Hostile &h : std::as_const(hostile)) {
        const QString hostilePath = dir.filePath(QStringLiteral("hostile.scenario.yaml"));
        QFile file(hostilePath);
        if (!file.open(QIODevice::WriteOnly))
            return 2;
        if (h.sparseSize > 0)
            file.resize(h.sparseSize);
        else
            file.write(h.bytes);
        file.close();
        Diagnostics problems;
        QElapsedTimer timer;
        timer.start();
        const LoadedScenario rejected
            = loadScenario(hostilePath, QStringLiteral("hostile"), *registry, problems);
        const double ms = double(timer.nsecsElapsed()) / 1e6;
        figure(h.name, ms, QStringLiteral("ms"), QStringLiteral("< 1000 ms"));
        out << QStringLiteral("      -> %1\n")
                   .arg(problems.isEmpty() ? QStringLiteral("no error?!")
                                           : problems.first().toText().left(100));
        Q_UNUSED(rejected);
    }

    out << QStringLiteral("\nMemory:\n");
    figure(QStringLiteral("peak resident set"), peakMegabytes(), QStringLiteral("MB"));
    return identical ? 0 : 1;
}
