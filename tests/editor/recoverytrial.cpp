// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// recoverytrial: how much work does a kill -9 lose? (issue 13)
//
//   recoverytrial trials N [--pace MS] [--interval S] [--seed N]
//       N times: start "edit", kill it with SIGKILL at a random moment, run "check", and
//       count the journaled edits the recovery copy does not hold. Prints one line per
//       trial and the worst case; fails if an edit older than the autosave interval was
//       lost, a copy did not load, or the user's own file was touched.
//   recoverytrial edit HOME PACE INTERVAL
//       Opens a sample in a main window (offscreen) and retitles it every PACE ms through
//       the undo stack, printing "edit <n>" after each edit; autosave every INTERVAL s.
//   recoverytrial check HOME
//       Prints "recovered <n>": the last edit held by the recovery copy (0: none).
//
// HOME is a private folder: settings, the recovery folder and the scenario live there.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "mainwindow.h"
#include "ruleset/rulesetregistry.h"
#include "shell/recoveryfile.h"

#include <QApplication>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>

using namespace hexwright;

namespace {

const QString SamplePath
    = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/01-badger-hunt.scenario.yaml");
const QString TitlePrefix = QStringLiteral("Trial edit ");

void useHome(const QString &home)
{
    qputenv("HOME", QFile::encodeName(home));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home + QStringLiteral("/data")));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home + QStringLiteral("/config")));
    QCoreApplication::setOrganizationName(QStringLiteral("Hexwright"));
    QCoreApplication::setApplicationName(QStringLiteral("Hexwright"));
}

int edit(const QString &home, int paceMs, int intervalSeconds)
{
    {
        QSettings settings;
        settings.setValue(QStringLiteral("autosave/intervalSeconds"), intervalSeconds);
        settings.sync();
    }
    const QString path = home + QStringLiteral("/trial.scenario.yaml");
    MainWindow window;
    if (!window.openFile(path))
        return 1;
    window.show();
    ScenarioDocument *document = window.document();
    int edits = 0;
    QTimer pace;
    QObject::connect(&pace, &QTimer::timeout, [&] {
        ScenarioMetadata metadata = document->scenario().metadata;
        metadata.title = TitlePrefix + QString::number(++edits);
        document->undoStack()->push(new ChangeMetadata(
            document, metadata, document->scenario().briefing, QStringLiteral("Retitle")));
        std::printf("edit %d\n", edits);
        std::fflush(stdout);
    });
    pace.start(paceMs);
    std::printf("ready\n");
    std::fflush(stdout);
    return QApplication::exec();
}

int check()
{
    std::unique_ptr<RulesetRegistry> registry = RulesetRegistry::withBundledData();
    int recovered = 0;
    for (const RecoveryCandidate &candidate : orphanedRecoveries()) {
        Diagnostics diagnostics;
        std::unique_ptr<ScenarioDocument> document
            = recoverDocument(candidate.entry, *registry, diagnostics);
        if (!document) {
            std::printf("unreadable %s\n", qPrintable(candidate.entry.file));
            return 1;
        }
        const QString title = document->scenario().metadata.title;
        if (title.startsWith(TitlePrefix))
            recovered = std::max(recovered, title.mid(TitlePrefix.size()).toInt());
    }
    std::printf("recovered %d\n", recovered);
    return 0;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

struct Trial
{
    qint64 killedAfterMs = 0;
    int journaled = 0;
    int recovered = -1;
    bool fileUntouched = false;
};

int lastEdit(const QByteArray &journal)
{
    int last = 0;
    for (const QByteArray &line : journal.split('\n')) {
        if (line.startsWith("edit "))
            last = std::max(last, line.mid(5).toInt());
    }
    return last;
}

Trial runTrial(int paceMs, int intervalSeconds, qint64 killAfterMs)
{
    Trial trial;
    QTemporaryDir home;
    const QString scenario = home.filePath(QStringLiteral("trial.scenario.yaml"));
    QFile::copy(SamplePath, scenario);
    QFile::setPermissions(scenario, QFile::ReadOwner | QFile::WriteOwner);
    const QByteArray before = readAll(scenario);

    QProcess editor;
    editor.setProgram(QCoreApplication::applicationFilePath());
    editor.setArguments({QStringLiteral("edit"), home.path(), QString::number(paceMs),
                         QString::number(intervalSeconds)});
    editor.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    editor.start();
    QByteArray journal;
    while (!journal.contains("ready\n") && editor.waitForReadyRead(30000))
        journal += editor.readAllStandardOutput();
    QElapsedTimer clock;
    clock.start();
    const QDeadlineTimer deadline(killAfterMs);
    while (!deadline.hasExpired() && editor.state() == QProcess::Running) {
        editor.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())));
        journal += editor.readAllStandardOutput();
    }
    editor.kill(); // SIGKILL: no destructor, no flush, no goodbye
    editor.waitForFinished();
    trial.killedAfterMs = clock.elapsed();
    journal += editor.readAllStandardOutput();
    trial.journaled = lastEdit(journal);

    QProcess checker;
    checker.start(QCoreApplication::applicationFilePath(), {QStringLiteral("check"), home.path()});
    checker.waitForFinished(60000);
    const QRegularExpressionMatch match
        = QRegularExpression(QStringLiteral("recovered (\\d+)"))
              .match(QString::fromUtf8(checker.readAllStandardOutput()));
    if (checker.exitCode() == 0 && match.hasMatch())
        trial.recovered = match.captured(1).toInt();
    trial.fileUntouched = readAll(scenario) == before;
    return trial;
}

int trials(const QStringList &arguments)
{
    const int count = arguments.value(0).toInt();
    auto option = [&](const char *name, int fallback) {
        const int at = int(arguments.indexOf(QLatin1String(name)));
        return at >= 0 ? arguments.value(at + 1).toInt() : fallback;
    };
    const int paceMs = option("--pace", 100);
    const int intervalSeconds = option("--interval", 2);
    QRandomGenerator random(
        quint32(option("--seed", int(QRandomGenerator::global()->generate() & 0xffff))));
    // Killed anywhere from before the first copy to a few intervals in.
    const qint64 longestRunMs = qint64(intervalSeconds) * 3000 + 500;
    // What may be lost: the edits of one interval, plus a little for timer jitter and the
    // write itself.
    const int allowed = intervalSeconds * 1000 / paceMs + 3;
    int worst = 0;
    int failures = 0;
    for (int index = 0; index < count; ++index) {
        const Trial trial
            = runTrial(paceMs, intervalSeconds, qint64(random.bounded(int(longestRunMs))));
        const int lost = trial.recovered < 0 ? trial.journaled : trial.journaled - trial.recovered;
        worst = std::max(worst, lost);
        const bool bad = trial.recovered < 0 || lost > allowed || lost < 0 || !trial.fileUntouched;
        failures += bad ? 1 : 0;
        std::printf("trial %3d: killed after %5lld ms, edits journaled %3d, recovered %3d, "
                    "lost %3d%s\n",
                    index + 1, trial.killedAfterMs, trial.journaled, trial.recovered, lost,
                    bad ? "  <-- FAILED" : "");
        std::fflush(stdout);
    }
    std::printf("%d trials, one edit every %d ms, autosave interval %d s: at most %d edits "
                "lost (%d ms of work); allowed %d; %d failed\n",
                count, paceMs, intervalSeconds, worst, worst * paceMs, allowed, failures);
    return failures == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    const QString mode = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    if (mode == QLatin1String("trials")) {
        QCoreApplication app(argc, argv);
        return trials(app.arguments().mid(2));
    }
    if ((mode == QLatin1String("edit") && argc == 5)
        || (mode == QLatin1String("check") && argc == 3)) {
        const QString home = QString::fromLocal8Bit(argv[2]);
        useHome(home);
        QApplication app(argc, argv);
        useHome(home);
        if (mode == QLatin1String("check"))
            return check();
        return edit(home, QString::fromLocal8Bit(argv[3]).toInt(),
                    QString::fromLocal8Bit(argv[4]).toInt());
    }
    std::fputs("usage: recoverytrial trials N [--pace MS] [--interval S] [--seed N]\n"
               "       recoverytrial edit HOME PACE INTERVAL | check HOME\n",
               stderr);
    return 2;
}
