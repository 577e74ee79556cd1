// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-cli balance: many games of a scenario played by agents, and whether it is fair.

#include "clicommands.h"

#include "balance/balancerun.h"
#include "board/hexboard.h"
#include "board/tableboard.h"
#include "checks/scenariovalidator.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "export/balancepdf.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"

#include <cstdio>
#include <memory>

#include <unistd.h>

namespace hexwright {

namespace {

const char *BalanceUsage
    = R"(Usage: hexwright-cli balance FILE [--games N] [--agents A[,A...]] [--seed S]
                            [--jobs J] [--json OUT.json] [--pdf OUT.pdf]
                            [--max-actions N] [--swap-games M] [--progress]
       hexwright-cli balance --open REPORT.json [--pdf OUT.pdf]

Plays N games of the scenario (default 1000; seeds S, S+1, ...) with an agent per player in
move order (random, greedy, and tactical where the family has it; one name plays every
player; default: the family's strongest, tactical or greedy) and reports who wins how often,
with 95 % Wilson intervals, and a verdict: a side is favoured when the interval of its share
of the decided games lies wholly above an even share, else the scenario is balanced within
the noise. Where the scenario allows it, M more games (default N/2) replay the first seeds
with the first player swapped, for the first-player effect. The report is the same whatever
J (default: one game per processor core). --json writes it for the editor to reopen, --pdf
prints it with charts and a heat map of where games were decided. Progress goes to standard
error when it is a terminal, or with --progress. --open reads a saved report and prints it
(and its PDF with --pdf, FILE then giving the board).)";

struct Options : GameRunOptions
{
    Options()
    {
        games = 1000;
        jobs = defaultGameJobs();
    }

    QString open; ///< a saved report
    QString agents; ///< empty: the family's default agent
    int swapGames = -1;
    QString json;
    QString pdf;
    bool progress = false;
};

QString parse(const QStringList &arguments, Options *o)
{
    const QString error = parseGameRunOptions(
        arguments, QStringLiteral("balance"), o,
        [o](CommandOption &option) -> std::optional<QString> {
            const QString arg = option.name();
            QString v;
            if (option.is("--agents") || option.is("--agent")) {
                if (!option.value(&o->agents) || o->agents.isEmpty())
                    return QStringLiteral("%1 needs a value").arg(arg);
            } else if (option.is("--swap-games")) {
                bool ok = false;
                o->swapGames = option.value(&v) ? v.toInt(&ok) : 0;
                if (!ok || o->swapGames < 0)
                    return QStringLiteral("--swap-games needs a number (0: none)");
            } else if (option.is("--json")) {
                if (!option.value(&o->json))
                    return QStringLiteral("--json needs a file to write");
            } else if (option.is("--pdf")) {
                if (!option.value(&o->pdf))
                    return QStringLiteral("--pdf needs a file to write");
            } else if (option.is("--open")) {
                if (!option.value(&o->open))
                    return QStringLiteral("--open needs a report file");
            } else if (option.is("--progress")) {
                o->progress = true;
            } else {
                return std::nullopt;
            }
            return QString();
        });
    if (!error.isEmpty())
        return error;
    if (!o->help && o->file.isEmpty() && o->open.isEmpty())
        return QStringLiteral("no scenario FILE given");
    return {};
}

/// The scenario loaded for play, and its board for the heat map.
struct Loaded
{
    ScenarioReport report;
    const PanelLibrary *panels = nullptr;
    std::unique_ptr<Board> board;
};

int load(const QString &file, RulesetRegistry &registry, CliStreams io, Loaded *l)
{
    l->report = validateScenarioFile(file, file, registry);
    const LoadedScenario &loaded = l->report.loaded;
    static const PanelLibrary NoPanels;
    l->panels = loaded.panels;
    if (!l->panels && loaded.ruleset && loaded.ruleset->board == BoardKind::Table)
        l->panels = &NoPanels;
    if (!loaded.scenario || !l->panels) {
        for (const Diagnostic &d : l->report.diagnostics)
            io.err << d.toText() << '\n';
        io.err << escapeControlCharacters(file)
               << ": error: the scenario cannot be played until it loads\n";
        return ExitUnreadable;
    }
    if (!familyEngineFor(*loaded.ruleset)) {
        io.err << escapeControlCharacters(file) << ": error: no engine plays the rules of "
               << loaded.ruleset->id << '\n';
        return ExitUnreadable;
    }
    if (loaded.scenario->table)
        l->board = std::make_unique<TableBoard>(*loaded.scenario->table);
    else
        l->board = std::make_unique<HexBoard>(l->report.map, *loaded.ruleset);
    return ExitClean;
}

int writePdf(const BalanceReport &report, const Loaded *l, const QString &path, CliStreams io)
{
    BalanceBoardInputs board;
    if (l) {
        board = {l->board.get(), l->report.loaded.ruleset, l->report.loaded.scenario.get(),
                 l->report.loaded.panels};
    }
    QString error;
    if (!writeBalancePdf(report, board, path, &error)) {
        io.err << escapeControlCharacters(path)
               << ": error: cannot write the PDF: " << escapeControlCharacters(error) << '\n';
        return ExitUnreadable;
    }
    io.out << escapeControlCharacters(path) << ": the report as PDF\n";
    return ExitClean;
}

} // namespace

int runBalanceCommand(const QStringList &arguments, RulesetRegistry &registry, CliStreams io)
{
    Options o;
    if (const QString error = parse(arguments, &o); !error.isEmpty()) {
        io.err << "hexwright-cli balance: " << error << "\n\n" << BalanceUsage << '\n';
        return ExitUnreadable;
    }
    if (o.help) {
        io.out << BalanceUsage << '\n';
        return ExitClean;
    }
    Loaded loaded;
    if (!o.file.isEmpty()) {
        if (const int code = load(o.file, registry, io, &loaded); code != ExitClean)
            return code;
    }
    if (!o.open.isEmpty()) {
        QString error;
        const std::optional<BalanceReport> report = readBalanceReportFile(o.open, &error);
        if (!report) {
            io.err << escapeControlCharacters(error) << '\n';
            return ExitUnreadable;
        }
        io.out << report->summaryText();
        if (!o.pdf.isEmpty())
            return writePdf(*report, o.file.isEmpty() ? nullptr : &loaded, o.pdf, io);
        return ExitClean;
    }

    const LoadedScenario &l = loaded.report.loaded;
    const FamilyEngine *engine = familyEngineFor(*l.ruleset);
    BalanceOptions options;
    options.games = o.games;
    if (!o.agents.isEmpty())
        options.agents = o.agents.split(QLatin1Char(','));
    options.seed = o.seed;
    options.jobs = o.jobs;
    options.maxActions = o.maxActions;
    options.swapGames = o.swapGames;
    BalanceRun run(*engine, {*l.scenario, *l.ruleset, *loaded.panels, o.file}, options);
    if (!run.error().isEmpty()) {
        io.err << escapeControlCharacters(o.file) << ": error: " << run.error() << '\n';
        return ExitUnreadable;
    }
    const bool tty = isatty(fileno(stderr)) != 0;
    const bool showProgress = tty || o.progress;
    const BalanceReport report = run.run([&](int done, int total, double rate) {
        if (showProgress) {
            io.err << (tty ? "\r" : "")
                   << QStringLiteral("%1/%2 games, %3 games/s")
                          .arg(done)
                          .arg(total)
                          .arg(rate, 0, 'f', 1)
                   << (tty ? "" : "\n");
            io.err.flush();
        }
        return true;
    });
    if (showProgress && tty)
        io.err << '\n';
    io.out << report.summaryText();
    io.out << QStringLiteral("%1 games in %2 s (%3 games/s)\n")
                  .arg(report.games.size())
                  .arg(report.seconds, 0, 'f', 2)
                  .arg(report.seconds > 0 ? report.games.size() / report.seconds : 0.0, 0, 'f', 1);
    if (!o.json.isEmpty()) {
        QString error;
        if (!writeBalanceReportFile(report, o.json, &error)) {
            io.err << escapeControlCharacters(o.json)
                   << ": error: cannot write the report: " << escapeControlCharacters(error)
                   << '\n';
            return ExitUnreadable;
        }
    }
    if (!o.pdf.isEmpty()) {
        if (const int code = writePdf(report, &loaded, o.pdf, io); code != ExitClean)
            return code;
    }
    return report.errors() > 0 ? ExitProblems : ExitClean;
}

} // namespace hexwright
