// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-bench, Playtest section (issue 6; issue 17 point 3: every hex sample, greedy and
// random, on one thread and on two, a capped game's memory).

#include "benchsections.h"
#include "benchsupport.h"

#include "balance/balancerun.h"
#include "checks/scenariovalidator.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>

#include <time.h>

#include <memory>
#include <vector>

namespace hexwright::bench {

namespace {

/// Games of @p agent on one scenario for about @p budgetMs, @p jobs at a time: games,
/// actions and the peak memory while they run.
void benchPlaytestOn(const QString &name, const GameSetup &setup, const FamilyEngine &engine,
                     const QString &agent, double budgetMs, int jobs = 1)
{
    const bool peakReset = resetPeakResidentSet();
    const double residentBefore = statusMegabytes("VmRSS");
    const GamesRun run = playGames(setup, engine, agent, budgetMs, jobs);
    const double peak = statusMegabytes("VmHWM");
    const double seconds = run.elapsedMs / 1000.0;
    out << QStringLiteral("  %1, %2 agents, %3 thread(s): %4 games (%5 finished, the rest at "
                          "the 20,000-action cap), %6 actions a game\n")
               .arg(name, agent)
               .arg(jobs)
               .arg(run.games)
               .arg(run.finished)
               .arg(double(run.actions) / run.games, 0, 'f', 0);
    figure(QStringLiteral("%1 games per second").arg(agent), run.games / seconds,
           QStringLiteral("games/s"));
    figure(QStringLiteral("actions per second (legal list + choice + apply)"),
           double(run.actions) / seconds / 1000.0, QStringLiteral("k actions/s"));
    if (jobs > 1)
        figure(QStringLiteral("10,000 games would take"), 10000.0 / (run.games / seconds),
               QStringLiteral("s"), QStringLiteral("under 60 s for Badger Hunt, greedy"));
    if (peakReset)
        figure(QStringLiteral("peak memory while playing (VmHWM - VmRSS before)"),
               peak - residentBefore, QStringLiteral("MB"));
    if (!run.error.isEmpty())
        out << QStringLiteral("  ENGINE ERROR: %1\n").arg(run.error);
}

/// One random game of seed @p seed played to its end or the 20,000-action cap, its log kept
/// (as `playtest --log` keeps it) or not: the peak memory a long game costs.
void benchLongGame(const QString &name, const GameSetup &setup, const FamilyEngine &engine,
                   quint64 seed, bool keepLog)
{
    const bool peakReset = resetPeakResidentSet();
    const double residentBefore = statusMegabytes("VmRSS");
    const double start = nowMs();
    PlayResult result;
    {
        const std::unique_ptr<GameSession> game = setup.newGame(seed);
        game->setLogKept(keepLog);
        std::vector<std::unique_ptr<Agent>> agents;
        QList<Agent *> players;
        for (int p = 0; p < setup.playerCount(); ++p) {
            agents.push_back(engine.makeAgent(QStringLiteral("random"), seed, p));
            players.append(agents.back().get());
        }
        result = playGame(*game, players, 20000, false);
        if (keepLog)
            out << QStringLiteral("  log of %1 bytes\n").arg(game->logText().size());
    }
    const double peak = statusMegabytes("VmHWM");
    out << QStringLiteral("  %1, random agents, seed %2, log %3: %4 actions (%5) in %6 s\n")
               .arg(name)
               .arg(seed)
               .arg(keepLog ? QStringLiteral("kept") : QStringLiteral("not kept"))
               .arg(result.actions)
               .arg(result.capped ? QStringLiteral("capped") : QStringLiteral("ended"))
               .arg((nowMs() - start) / 1000.0, 0, 'f', 1);
    if (peakReset)
        figure(QStringLiteral("peak memory of the game (VmHWM - VmRSS before)"),
               peak - residentBefore, QStringLiteral("MB"));
}

/// The CPU time of every thread of the process so far, in milliseconds (the figures' check on
/// a busy machine, where the wall time also counts what others run).
double processCpuMs()
{
    timespec t {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

/// A balance report (validation/balance) of greedy games of @p path on every core (or on
/// @p jobs threads) for about @p budgetMs, then cancelled: the games per second a designer
/// waits for. With @p games, that many games to the end whatever the time (`hexwright-cli
/// balance --games N`).
void benchBalance(RulesetRegistry &registry, const QString &path, double budgetMs, int games = 0,
                  int jobs = 0)
{
    const ScenarioReport report = validateScenarioFile(path, path, registry);
    if (!report.loaded.scenario || !report.loaded.panels)
        return;
    const FamilyEngine *engine = familyEngineFor(*report.loaded.ruleset);
    if (!engine)
        return;
    BalanceOptions options;
    options.games = games > 0 ? games : 100000;
    if (games > 0)
        options.swapGames = 0; // as written only: `balance --swap-games 0`
    options.jobs = jobs > 0 ? jobs : defaultGameJobs();
    BalanceRun run(*engine,
                   {*report.loaded.scenario, *report.loaded.ruleset, *report.loaded.panels, path},
                   options);
    const double start = nowMs();
    const double cpuStart = processCpuMs();
    const BalanceReport result
        = run.run([&](int, int, double) { return games > 0 || nowMs() - start < budgetMs; });
    const double cpuMs = processCpuMs() - cpuStart;
    out << QStringLiteral("  %1, balance report, greedy agents, %2 thread(s): %3 games\n")
               .arg(result.title)
               .arg(options.jobs)
               .arg(result.games.size());
    figure(QStringLiteral("balance games per second"),
           result.seconds > 0 ? result.games.size() / result.seconds : 0.0,
           QStringLiteral("games/s"));
    if (games > 0 && options.jobs > 1)
        figure(QStringLiteral("%1 games took").arg(games), (nowMs() - start) / 1000.0,
               QStringLiteral("s"), QStringLiteral("under 60 s for 10,000 on 2 cores"));
    if (!result.games.isEmpty())
        figure(QStringLiteral("CPU time a game (every thread)"), cpuMs / result.games.size(),
               QStringLiteral("ms"));
}

} // namespace

void benchTenThousandGames(RulesetRegistry &registry)
{
    const QString badgerHunt
        = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
    // One core first, a few hundred games: what each core adds.
    out << QStringLiteral("\nPlaytest, 300 greedy games of Badger Hunt on one core:\n");
    benchBalance(registry, badgerHunt, 0, 300, 1);
    out << QStringLiteral("\nPlaytest, 10,000 greedy games of Badger Hunt (balance report):\n");
    benchBalance(registry, badgerHunt, 0, 10000);
}

void benchPlaytest(RulesetRegistry &registry, double budgetMs)
{
    out << QStringLiteral("\nPlaytest, every hex sample, invariants not checked:\n");
    const QString dir = QStringLiteral(":/hexwright/scenarios/samples");
    struct Sample
    {
        std::shared_ptr<const GameSetup> setup;
        const FamilyEngine *engine = nullptr;
        QString name;
        QString file;
    };
    std::vector<Sample> samples;
    for (const QString &file :
         QDir(dir).entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name)) {
        const QString path = dir + QLatin1Char('/') + file;
        const ScenarioReport report = validateScenarioFile(path, path, registry);
        if (!report.loaded.scenario || !report.loaded.ruleset || !report.loaded.panels
            || report.loaded.ruleset->board != BoardKind::Hex)
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
        sample.file = file;
        samples.push_back(sample);
    }
    if (samples.empty()) {
        out << "  cannot load the samples\n";
        return;
    }
    // Every sample with each agent on one thread and on two (playtest --jobs 1 and 2): two
    // threads print what 10,000 games would take.
    for (const Sample &s : samples) {
        for (const QString &agent : {QStringLiteral("greedy"), QStringLiteral("random")}) {
            for (const int jobs : {1, 2})
                benchPlaytestOn(s.name, *s.setup, *s.engine, agent, budgetMs, jobs);
        }
    }
    benchBalance(registry, dir + QStringLiteral("/01-badger-hunt.scenario.yaml"), budgetMs);
    // Random play of Spice Madness may never end: seed 13 runs to the cap.
    for (const Sample &s : samples) {
        if (!s.file.startsWith(QLatin1String("14-")))
            continue;
        benchLongGame(s.name, *s.setup, *s.engine, 13, false);
        benchLongGame(s.name, *s.setup, *s.engine, 13, true);
    }
}

} // namespace hexwright::bench
