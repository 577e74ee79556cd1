// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-cli playtest: random games headless (a smoke test and a first balance report),
// and the replay of a game log.

#include "clicommands.h"

#include "checks/scenariovalidator.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "engine/playlog.h"
#include "engine/savedsetup.h"
#include "io/safefile.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>

#include <optional>
#include <utility>
#include <vector>

namespace hexwright {

namespace {

const char *PlaytestUsage
    = R"(Usage: hexwright-cli playtest FILE [--agent A[,A...]] [--games N] [--seed S]
                             [--log DIR] [--max-actions N] [--jobs J]
                             [--setup SETUP.json] [--save-setup OUT.json]
       hexwright-cli playtest FILE --replay LOG

Plays N games of the scenario (seeds S, S+1, ...) with an agent per player in move order
(random: random legal choices, greedy: simple heuristic play, tactical: cover, threats and
objectives weighed, where the family has it; the last named plays the rest),
writing DIR/game-<seed>.jsonl for each, and prints one line per game and a summary. The
agents set up too, in the scenario's set-up order, before turn 1. --setup starts every game
from a saved set-up (the players it covers place their units as saved; the others' agents
set up); --save-setup writes the set-up of the first game to OUT.json once it is made. The
games are played J at a time (default: one per processor core); what is printed and written
is the same whatever J. With
--replay, re-plays a game log, checks every line of it (actions, die rolls, results and the
final summary) and prints the final state; exit 1 at the first line that does not reproduce
or when the log is incomplete, 2 when it cannot be read.)";

struct Options : GameRunOptions
{
    Options() { jobs = defaultGameJobs(); }

    QString agent = QStringLiteral("random");
    QString logDir;
    QString replay;
    QString setup; ///< a saved set-up to start each game from
    QString saveSetup; ///< where to write the first game's set-up
};

/// Why @p agents (comma-separated) names an agent not in @p known, or an empty string.
QString unknownAgent(const QString &agents, const QStringList &known)
{
    for (const QString &name : agents.split(QLatin1Char(','))) {
        if (!known.contains(name))
            return QStringLiteral("--agent: unknown agent \"%1\" (known: %2)")
                .arg(name, known.join(QStringLiteral(", ")));
    }
    return {};
}

/// Reads the command's options; returns an error naming the bad option, or an empty string.
QString parse(const QStringList &arguments, Options *o)
{
    const QString error = parseGameRunOptions(
        arguments, QStringLiteral("playtest"), o,
        [o](CommandOption &option) -> std::optional<QString> {
            if (option.is("--agent")) {
                if (!option.value(&o->agent))
                    return QStringLiteral("--agent needs a value");
                // Any family's agent here; the scenario's family is checked once it is loaded.
                QStringList known;
                for (const QString &family : familyEngineIds()) {
                    for (const QString &name : familyEngine(family)->agentNames()) {
                        if (!known.contains(name))
                            known.append(name);
                    }
                }
                return unknownAgent(o->agent, known);
            } else if (option.is("--log")) {
                if (!option.value(&o->logDir))
                    return QStringLiteral("--log needs a folder");
            } else if (option.is("--replay")) {
                if (!option.value(&o->replay))
                    return QStringLiteral("--replay needs a log file");
            } else if (option.is("--setup")) {
                if (!option.value(&o->setup))
                    return QStringLiteral("--setup needs a set-up file");
            } else if (option.is("--save-setup")) {
                if (!option.value(&o->saveSetup))
                    return QStringLiteral("--save-setup needs a file to write");
            } else {
                return std::nullopt;
            }
            return QString();
        });
    if (!error.isEmpty())
        return error;
    if (!o->help && o->file.isEmpty())
        return QStringLiteral("no scenario FILE given");
    return {};
}

QString lossesText(const QMap<QString, int> &losses)
{
    QStringList parts;
    for (auto it = losses.begin(); it != losses.end(); ++it)
        parts.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    return parts.isEmpty() ? QStringLiteral("none") : parts.join(QStringLiteral(", "));
}

/// One game as the playtest loop reports it, played on any thread (playOne()).
struct GameOutcome
{
    quint64 seed = 0;
    PlayResult result;
    GameSummary summary;
    QString winnerName;
    QString setupError; ///< the saved set-up does not fit (said once, by line)
    QByteArray logText; ///< with --log
    QByteArray savedSetup; ///< the first game's, with --save-setup
};

/// Plays game @p g of the run (seed S + g) on @p setup: the work of one thread.
GameOutcome playOne(const GameSetup &setup, const FamilyEngine &engine, const Options &o,
                    const std::optional<SavedSetup> &savedSetup, int g)
{
    GameOutcome out;
    out.seed = o.seed + quint64(g);
    const std::unique_ptr<GameSession> game = setup.newGame(out.seed);
    // Nobody reads the log of a game that is not written: keep only its last lines.
    const bool saveSetup = g == 0 && !o.saveSetup.isEmpty();
    game->setLogKept(!o.logDir.isEmpty() || saveSetup);
    std::vector<std::unique_ptr<Agent>> owned;
    QList<Agent *> agents;
    const QStringList names = o.agent.split(QLatin1Char(','));
    for (int p = 0; p < setup.playerCount(); ++p) {
        owned.push_back(engine.makeAgent(names.value(p, names.last()), out.seed, p));
        agents.append(owned.back().get());
    }
    if (savedSetup) {
        out.setupError = applySavedSetup(*game, *savedSetup, agents);
        if (!out.setupError.isEmpty())
            return out;
    }
    out.result = playGame(*game, agents, o.maxActions, true);
    out.summary = game->summary();
    out.winnerName = game->sideName(out.summary.winner);
    if (saveSetup)
        out.savedSetup = savedSetupText(savedSetupOf(*game));
    if (!o.logDir.isEmpty())
        out.logText = game->logText();
    return out;
}

int runReplay(const GameSetup &setup, const Options &o, CliStreams io)
{
    // Only a regular text file of a bounded size: a pipe would block, /dev/zero fill memory.
    QString readError;
    const std::optional<QByteArray> log = readPlayLog(o.replay, &readError);
    if (!log) {
        io.err << escapeControlCharacters(o.replay) << ": error: cannot read the log: " << readError
               << '\n';
        return ExitUnreadable;
    }
    const ReplayResult r = replayLog(setup, *log);
    if (!r.ok) {
        io.err << escapeControlCharacters(o.replay) << ':' << r.line
               << ": error[replay]: " << r.error << '\n';
        return ExitProblems;
    }
    const GameSession &game = *r.session;
    const GameSummary s = game.summary();
    io.out << setup.title() << ": replayed " << escapeControlCharacters(o.replay) << " (seed "
           << game.seed() << ", " << game.dice().count() << " rolls)\n";
    io.out << "turn " << s.turn << ", phase " << game.phaseId() << '\n';
    if (s.over)
        io.out << "winner: " << game.sideName(s.winner) << " (" << s.result << "): " << s.reason
               << '\n';
    else
        io.out << "game not finished\n";
    io.out << "losses: " << lossesText(s.losses) << '\n';
    for (const PieceView &piece : game.pieces()) {
        io.out << "  " << piece.id << ' ' << piece.state;
        if (piece.place)
            io.out << ' ' << game.placeLabel(*piece.place);
        for (const QString &status : piece.status)
            io.out << ' ' << status;
        io.out << '\n';
    }
    return ExitClean;
}

} // namespace

int runPlaytestCommand(const QStringList &arguments, RulesetRegistry &registry, CliStreams io)
{
    Options o;
    if (const QString error = parse(arguments, &o); !error.isEmpty()) {
        io.err << "hexwright-cli playtest: " << error << "\n\n" << PlaytestUsage << '\n';
        return ExitUnreadable;
    }
    if (o.help) {
        io.out << PlaytestUsage << '\n';
        return ExitClean;
    }
    const ScenarioReport report = validateScenarioFile(o.file, o.file, registry);
    // A family without an engine (a table game before its rules of play) is said as such,
    // before the hex map its engine would need is asked for.
    if (report.loaded.scenario && !familyEngineFor(*report.loaded.ruleset)) {
        io.err << escapeControlCharacters(o.file) << ": error: no engine plays the rules of "
               << report.loaded.ruleset->id << " (rule family '" << report.loaded.ruleset->family
               << "') yet\n";
        return ExitUnreadable;
    }
    // A table has no panels: its board is the scenario's table.
    static const PanelLibrary NoPanels;
    const PanelLibrary *panels = report.loaded.panels;
    if (!panels && report.loaded.ruleset && report.loaded.ruleset->board == BoardKind::Table)
        panels = &NoPanels;
    if (!report.loaded.scenario || !panels) {
        for (const Diagnostic &d : report.diagnostics)
            io.err << d.toText() << '\n';
        io.err << escapeControlCharacters(o.file)
               << ": error: the scenario cannot be played until it loads\n";
        return ExitUnreadable;
    }
    const FamilyEngine *engine = familyEngineFor(*report.loaded.ruleset);
    if (!engine) {
        io.err << escapeControlCharacters(o.file) << ": error: no engine plays the rules of "
               << report.loaded.ruleset->id << '\n';
        return ExitUnreadable;
    }
    if (const QString unknown = unknownAgent(o.agent, engine->agentNames()); !unknown.isEmpty()) {
        io.err << "hexwright-cli playtest: " << unknown << '\n';
        return ExitUnreadable;
    }
    QString setupError;
    const std::shared_ptr<const GameSetup> setup = engine->setUp(
        {*report.loaded.scenario, *report.loaded.ruleset, *panels, o.file}, &setupError);
    if (!setup) {
        io.err << escapeControlCharacters(o.file)
               << ": error: the scenario cannot be played: " << setupError << '\n';
        return ExitUnreadable;
    }
    if (!o.replay.isEmpty())
        return runReplay(*setup, o, io);

    std::optional<SavedSetup> savedSetup;
    if (!o.setup.isEmpty()) {
        QString error;
        savedSetup = readSavedSetupFile(o.setup, &error);
        if (!savedSetup) {
            io.err << escapeControlCharacters(error) << '\n';
            return ExitUnreadable;
        }
    }
    if (!o.logDir.isEmpty() && !QDir().mkpath(o.logDir)) {
        io.err << escapeControlCharacters(o.logDir) << ": error: cannot create the log folder\n";
        return ExitUnreadable;
    }
    QMap<QString, int> wins;
    QMap<QString, int> unfinished; // why a game did not end -> games
    QMap<QString, double> totalLosses;
    double totalTurns = 0; ///< of the games that ended: a capped game's turns say nothing
    int ended = 0;
    int failures = 0;
    QElapsedTimer timer;
    timer.start();
    // Games run o.jobs at a time; each is reported here, in seed order, as it comes.
    std::vector<GameOutcome> outcomes(size_t(o.games));
    int exitCode = -1;
    auto reportGame = [&](int g) {
        const GameOutcome outcome = std::exchange(outcomes[size_t(g)], GameOutcome());
        if (!outcome.setupError.isEmpty()) {
            io.err << escapeControlCharacters(outcome.setupError) << '\n';
            exitCode = ExitUnreadable;
            return false;
        }
        const quint64 seed = outcome.seed;
        const PlayResult &result = outcome.result;
        const GameSummary &s = outcome.summary;
        if (g == 0 && !o.saveSetup.isEmpty()) {
            QString error;
            if (!writeFileAtomically(o.saveSetup, outcome.savedSetup, &error)) {
                io.err << escapeControlCharacters(o.saveSetup)
                       << ": error: cannot write the set-up: " << error << '\n';
                exitCode = ExitUnreadable;
                return false;
            }
        }
        if (!o.logDir.isEmpty()) {
            // Atomic and checked: a full disk must not leave a cut log that looks complete.
            const QString logPath
                = QDir(o.logDir).filePath(QStringLiteral("game-%1.jsonl").arg(seed));
            QString error;
            if (!writeFileAtomically(logPath, outcome.logText, &error)) {
                io.err << escapeControlCharacters(logPath)
                       << ": error: cannot write the log: " << error << '\n';
                exitCode = ExitUnreadable;
                return false;
            }
        }
        QString text;
        if (!result.error.isEmpty()) {
            ++failures;
            text = QStringLiteral("ERROR %1").arg(result.error);
        } else if (result.capped) {
            text = QStringLiteral("stopped at the cap of %1 actions").arg(o.maxActions);
        } else {
            text = QStringLiteral("winner %1: %2").arg(outcome.winnerName, s.reason);
        }
        io.out << QStringLiteral("seed %1: turn %2, %3 actions, %4; losses %5\n")
                      .arg(seed)
                      .arg(s.turn)
                      .arg(result.actions)
                      .arg(text, lossesText(s.losses));
        io.out.flush();
        wins[s.over ? outcome.winnerName : QStringLiteral("unfinished")] += 1;
        if (!s.over) {
            const QString why = result.capped
                ? QStringLiteral("stopped at the cap of %1 actions (--max-actions)")
                      .arg(o.maxActions)
                : QStringLiteral("an error");
            unfinished[why] += 1;
        }
        if (s.over) {
            totalTurns += s.turn;
            ++ended;
        }
        for (auto it = s.losses.begin(); it != s.losses.end(); ++it)
            totalLosses[it.key()] += it.value();
        return true;
    };
    forEachGame(
        o.games, o.jobs,
        [&](int g) { outcomes[size_t(g)] = playOne(*setup, *engine, o, savedSetup, g); },
        reportGame);
    if (exitCode >= 0)
        return exitCode;
    const double seconds = timer.elapsed() / 1000.0;
    io.out << QStringLiteral("%1 games in %2 s (%3 games/s); mean length %4\n")
                  .arg(o.games)
                  .arg(seconds, 0, 'f', 2)
                  .arg(seconds > 0 ? o.games / seconds : 0.0, 0, 'f', 1)
                  .arg(ended == 0 ? QStringLiteral("none ended")
                           : ended == o.games
                           ? QStringLiteral("%1 turns").arg(totalTurns / ended, 0, 'f', 1)
                           : QStringLiteral("%1 turns (of the %2 games that ended)")
                                 .arg(totalTurns / ended, 0, 'f', 1)
                                 .arg(ended));
    QStringList rates;
    for (auto it = wins.begin(); it != wins.end(); ++it)
        rates.append(
            QStringLiteral("%1 %2%").arg(it.key()).arg(100.0 * it.value() / o.games, 0, 'f', 0));
    io.out << "wins: " << rates.join(QStringLiteral(", ")) << '\n';
    if (!unfinished.isEmpty()) {
        // A game that ends without a winner says why in its own line; one that never ended is
        // counted here by why, so a cap too low is not taken for a scenario without an end.
        QStringList whys;
        for (auto it = unfinished.cbegin(); it != unfinished.cend(); ++it)
            whys.append(QStringLiteral("%1 %2").arg(it.value()).arg(it.key()));
        io.out << "unfinished: " << whys.join(QStringLiteral(", ")) << '\n';
    }
    QStringList losses;
    for (auto it = totalLosses.begin(); it != totalLosses.end(); ++it)
        losses.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value() / o.games, 0, 'f', 1));
    io.out << "mean losses: "
           << (losses.isEmpty() ? QStringLiteral("none") : losses.join(QStringLiteral(", ")))
           << '\n';
    return failures ? ExitProblems : ExitClean;
}

} // namespace hexwright
