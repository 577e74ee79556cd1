// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-cli playtest: random games headless (a smoke test and a first balance report),
// and the replay of a game log.

#include "clicommands.h"

#include "checks/scenariovalidator.h"
#include "families/hammers-slammers/play/agents.h"
#include "families/hammers-slammers/play/playlog.h"
#include "io/safefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMap>

#include <vector>

namespace hexwright {

namespace {

const char *PlaytestUsage
    = R"(Usage: hexwright-cli playtest FILE [--agent A[,A...]] [--games N] [--seed S]
                             [--log DIR] [--max-actions N]
       hexwright-cli playtest FILE --replay LOG

Plays N games of the scenario (seeds S, S+1, ...) with an agent per player in move order
(random: random legal choices, greedy: simple heuristic play; the last named plays the rest),
writing DIR/game-<seed>.jsonl for each, and prints one line per game and a summary. With
--replay, re-plays a game log, checks every line of it (actions, die rolls, results and the
final summary) and prints the final state; exit 1 at the first line that does not reproduce
or when the log is incomplete, 2 when it cannot be read.)";

struct Options
{
    QString file;
    QString agent = QStringLiteral("random");
    int games = 1;
    quint64 seed = 1;
    QString logDir;
    QString replay;
    int maxActions = 20000;
    bool help = false;
};

/// Reads the command's options; returns an error naming the bad option, or an empty string.
QString parse(const QStringList &arguments, Options *o)
{
    int i = 1;
    // Skip the options before the command (--data DIR) and the command itself.
    for (; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--data") || arguments[i] == QLatin1String("-data")) {
            ++i;
            continue;
        }
        if (arguments[i] == QLatin1String("playtest")) {
            ++i;
            break;
        }
    }
    for (; i < arguments.size(); ++i) {
        const QString arg = arguments[i];
        auto value = [&](QString *out) {
            if (i + 1 >= arguments.size())
                return false;
            *out = arguments[++i];
            return true;
        };
        QString v;
        if (arg == QLatin1String("--help") || arg == QLatin1String("-h")) {
            o->help = true;
        } else if (arg == QLatin1String("--data")) {
            ++i;
        } else if (arg == QLatin1String("--agent")) {
            if (!value(&o->agent))
                return QStringLiteral("--agent needs a value");
            for (const QString &name : o->agent.split(QLatin1Char(','))) {
                if (!agentNames().contains(name))
                    return QStringLiteral("--agent: unknown agent \"%1\" (known: %2)")
                        .arg(name, agentNames().join(QStringLiteral(", ")));
            }
        } else if (arg == QLatin1String("--games") || arg == QLatin1String("--max-actions")) {
            bool ok = false;
            const int n = value(&v) ? v.toInt(&ok) : 0;
            if (!ok || n < 1)
                return QStringLiteral("%1 needs a positive number").arg(arg);
            (arg == QLatin1String("--games") ? o->games : o->maxActions) = n;
        } else if (arg == QLatin1String("--seed")) {
            bool ok = false;
            o->seed = value(&v) ? v.toULongLong(&ok) : 0;
            if (!ok)
                return QStringLiteral("--seed needs a non-negative number");
        } else if (arg == QLatin1String("--log")) {
            if (!value(&o->logDir))
                return QStringLiteral("--log needs a folder");
        } else if (arg == QLatin1String("--replay")) {
            if (!value(&o->replay))
                return QStringLiteral("--replay needs a log file");
        } else if (arg.startsWith(QLatin1Char('-'))) {
            return QStringLiteral("unknown option %1").arg(arg);
        } else if (o->file.isEmpty()) {
            o->file = arg;
        } else {
            return QStringLiteral("unexpected argument %1").arg(arg);
        }
    }
    if (!o->help && o->file.isEmpty())
        return QStringLiteral("no scenario FILE given");
    return {};
}

QString sideName(const GameContext &c, const QString &id)
{
    const Side *side = c.scenario().findSide(id);
    return side ? side->name : (id.isEmpty() ? QStringLiteral("none") : id);
}

QString lossesText(const GameState &s)
{
    QStringList parts;
    for (auto it = s.losses.begin(); it != s.losses.end(); ++it)
        parts.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value()));
    return parts.isEmpty() ? QStringLiteral("none") : parts.join(QStringLiteral(", "));
}

int runReplay(const std::shared_ptr<const GameContext> &context, const Options &o, CliStreams io)
{
    // Only a regular text file of a bounded size: a pipe would block, /dev/zero fill memory.
    QString readError;
    const std::optional<QByteArray> log = readPlayLog(o.replay, &readError);
    if (!log) {
        io.err << escapeControlCharacters(o.replay) << ": error: cannot read the log: " << readError
               << '\n';
        return ExitUnreadable;
    }
    const ReplayResult r = replayLog(context, *log);
    if (!r.ok) {
        io.err << escapeControlCharacters(o.replay) << ':' << r.line
               << ": error[replay]: " << r.error << '\n';
        return ExitProblems;
    }
    const GameContext &c = *context;
    const GameState &s = r.game->state();
    io.out << c.scenario().metadata.title << ": replayed " << escapeControlCharacters(o.replay)
           << " (seed " << r.game->seed() << ", " << r.game->dice().count() << " rolls)\n";
    io.out << "turn " << s.turn << ", phase " << r.game->phaseId() << '\n';
    if (s.gameOver)
        io.out << "winner: " << sideName(c, s.winner) << " (" << s.result << "): " << s.reason
               << '\n';
    else
        io.out << "game not finished\n";
    io.out << "losses: " << lossesText(s) << '\n';
    for (const UnitState &u : s.units) {
        io.out << "  " << u.id << ' ' << unitStatusName(u.status);
        if (u.onMap())
            io.out << ' ' << c.label(u.hex);
        if (u.disrupted)
            io.out << " disrupted";
        if (u.mounted)
            io.out << " mounted";
        if (!u.carriedBy.isEmpty())
            io.out << " in " << u.carriedBy;
        if (!u.towedBy.isEmpty())
            io.out << " towed by " << u.towedBy;
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
    if (!report.loaded.scenario || !report.loaded.panels) {
        for (const Diagnostic &d : report.diagnostics)
            io.err << d.toText() << '\n';
        io.err << escapeControlCharacters(o.file)
               << ": error: the scenario cannot be played until it loads\n";
        return ExitUnreadable;
    }
    const auto context = std::make_shared<const GameContext>(
        *report.loaded.scenario, *report.loaded.ruleset, *report.loaded.panels, o.file);
    if (!o.replay.isEmpty())
        return runReplay(context, o, io);

    if (!o.logDir.isEmpty() && !QDir().mkpath(o.logDir)) {
        io.err << escapeControlCharacters(o.logDir) << ": error: cannot create the log folder\n";
        return ExitUnreadable;
    }
    QMap<QString, int> wins;
    QMap<QString, double> totalLosses;
    double totalTurns = 0;
    int failures = 0;
    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < o.games; ++g) {
        const quint64 seed = o.seed + quint64(g);
        Game game(context, seed);
        std::vector<std::unique_ptr<Agent>> owned;
        QList<Agent *> agents;
        const QStringList names = o.agent.split(QLatin1Char(','));
        for (int p = 0; p < context->playerCount(); ++p) {
            owned.push_back(makeAgent(names.value(p, names.last()), seed, p));
            agents.append(owned.back().get());
        }
        const PlayResult result = playGame(game, agents, o.maxActions, true);
        const GameState &s = game.state();
        if (!o.logDir.isEmpty()) {
            // Atomic and checked: a full disk must not leave a cut log that looks complete.
            const QString logPath
                = QDir(o.logDir).filePath(QStringLiteral("game-%1.jsonl").arg(seed));
            QString error;
            if (!writeFileAtomically(logPath, game.logText(), &error)) {
                io.err << escapeControlCharacters(logPath)
                       << ": error: cannot write the log: " << error << '\n';
                return ExitUnreadable;
            }
        }
        QString outcome;
        if (!result.error.isEmpty()) {
            ++failures;
            outcome = QStringLiteral("ERROR %1").arg(result.error);
        } else if (result.capped) {
            outcome = QStringLiteral("stopped at the cap of %1 actions").arg(o.maxActions);
        } else {
            outcome = QStringLiteral("winner %1: %2").arg(sideName(*context, s.winner), s.reason);
        }
        io.out << QStringLiteral("seed %1: turn %2, %3 actions, %4; losses %5\n")
                      .arg(seed)
                      .arg(s.turn)
                      .arg(result.actions)
                      .arg(outcome, lossesText(s));
        io.out.flush();
        wins[s.gameOver ? sideName(*context, s.winner) : QStringLiteral("unfinished")] += 1;
        totalTurns += s.turn;
        for (auto it = s.losses.begin(); it != s.losses.end(); ++it)
            totalLosses[it.key()] += it.value();
    }
    const double seconds = timer.elapsed() / 1000.0;
    io.out << QStringLiteral("%1 games in %2 s (%3 games/s); mean length %4 turns\n")
                  .arg(o.games)
                  .arg(seconds, 0, 'f', 2)
                  .arg(seconds > 0 ? o.games / seconds : 0.0, 0, 'f', 1)
                  .arg(totalTurns / o.games, 0, 'f', 1);
    QStringList rates;
    for (auto it = wins.begin(); it != wins.end(); ++it)
        rates.append(
            QStringLiteral("%1 %2%").arg(it.key()).arg(100.0 * it.value() / o.games, 0, 'f', 0));
    io.out << "wins: " << rates.join(QStringLiteral(", ")) << '\n';
    QStringList losses;
    for (auto it = totalLosses.begin(); it != totalLosses.end(); ++it)
        losses.append(QStringLiteral("%1 %2").arg(it.key()).arg(it.value() / o.games, 0, 'f', 1));
    io.out << "mean losses: "
           << (losses.isEmpty() ? QStringLiteral("none") : losses.join(QStringLiteral(", ")))
           << '\n';
    return failures ? ExitProblems : ExitClean;
}

} // namespace hexwright
