// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-bench, Playtest section (issue 6).

#include "benchsections.h"
#include "benchsupport.h"

#include "checks/scenariovalidator.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "map/hexmap.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>

#include <memory>
#include <vector>

namespace hexwright::bench {

namespace {

/// Random-agent games of the playtest engine on one scenario for about @p budgetMs: games,
/// actions and the peak memory while they run.
void benchPlaytestOn(const QString &name, const GameSetup &setup, const FamilyEngine &engine,
                     double budgetMs)
{
    const bool peakReset = resetPeakResidentSet();
    const double residentBefore = statusMegabytes("VmRSS");
    const GamesRun run = playGames(setup, engine, QStringLiteral("random"), budgetMs);
    const int games = run.games;
    const int finished = run.finished;
    const qint64 actions = run.actions;
    const QString error = run.error;
    const double elapsed = run.elapsedMs;
    const double peak = statusMegabytes("VmHWM");
    out << QStringLiteral("  %1: %2 games (%3 finished, the rest at the 20,000-action cap), "
                          "%4 actions a game\n")
               .arg(name)
               .arg(games)
               .arg(finished)
               .arg(double(actions) / games, 0, 'f', 0);
    figure(QStringLiteral("random games per second"), games / (elapsed / 1000.0),
           QStringLiteral("games/s"));
    figure(QStringLiteral("actions per second (legal list + choice + apply)"),
           double(actions) / (elapsed / 1000.0) / 1000.0, QStringLiteral("k actions/s"));
    if (peakReset)
        figure(QStringLiteral("peak memory while playing (VmHWM - VmRSS before)"),
               peak - residentBefore, QStringLiteral("MB"));
    if (!error.isEmpty())
        out << QStringLiteral("  ENGINE ERROR: %1\n").arg(error);
}

} // namespace

void benchPlaytest(RulesetRegistry &registry, double budgetMs)
{
    out << QStringLiteral("\nPlaytest, random agents, invariants not checked:\n");
    const QString dir = QStringLiteral(":/hexwright/scenarios/samples");
    struct Sample
    {
        std::shared_ptr<const GameSetup> setup;
        const FamilyEngine *engine = nullptr;
        QString name;
        qsizetype hexes = 0;
    };
    Sample badger;
    Sample largest;
    for (const QString &file :
         QDir(dir).entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name)) {
        const QString path = dir + QLatin1Char('/') + file;
        const ScenarioReport report = validateScenarioFile(path, path, registry);
        if (!report.loaded.scenario || !report.loaded.ruleset || !report.loaded.panels)
            continue;
        const FamilyEngine *engine = familyEngineFor(*report.loaded.ruleset);
        if (!engine)
            continue;
        Sample sample;
        sample.setup = engine->setUp(
            {*report.loaded.scenario, *report.loaded.ruleset, *report.loaded.panels, path});
        if (!sample.setup)
            continue;
        sample.engine = engine;
        sample.name = report.loaded.scenario->metadata.title;
        const HexMap map = HexMap::compose(*report.loaded.scenario, *report.loaded.panels);
        sample.hexes = map.playableCount();
        if (file.startsWith(QLatin1String("01-")))
            badger = sample;
        if (!largest.setup || sample.hexes > largest.hexes)
            largest = sample;
    }
    if (!badger.setup || !largest.setup) {
        out << "  cannot load the samples\n";
        return;
    }
    benchPlaytestOn(badger.name, *badger.setup, *badger.engine, budgetMs);
    benchPlaytestOn(QStringLiteral("%1 (largest, %2 hexes)").arg(largest.name).arg(largest.hexes),
                    *largest.setup, *largest.engine, budgetMs);
}

} // namespace hexwright::bench
