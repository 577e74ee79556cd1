// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-cli playtest as a user and a script see it: games played with their logs, logs
// replayed to the same end, why games were unfinished, and the arguments and logs it refuses
// with the line at fault. The other commands are tst_cli.

#include "clitestsupport.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace hexwright;

class TestCliPlaytest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void playtestPlaysAndReplays();
    void playtestSaysWhyGamesWereUnfinished_data();
    void playtestSaysWhyGamesWereUnfinished();
    void playtestRefusesBadArguments_data();
    void playtestRefusesBadArguments();
    void playtestReplayReadsOnlyALog_data();
    void playtestReplayReadsOnlyALog();
    void playtestReplayReportsTheLine_data();
    void playtestReplayReportsTheLine();

private:
    using Result = test::CliResult;
};

void TestCliPlaytest::playtestPlaysAndReplays()
{
    // Random games write one log each; a log replays to the same end, and a changed die
    // roll is found.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString scenario = QStringLiteral(TEST_DATA_DIR "/play/skirmish.scenario.yaml");
    const Result played = test::runCli(
        {QStringLiteral("playtest"), scenario, QStringLiteral("--agent"), QStringLiteral("random"),
         QStringLiteral("--games"), QStringLiteral("2"), QStringLiteral("--seed"),
         QStringLiteral("7"), QStringLiteral("--log"), dir.path()});
    QVERIFY2(played.exitCode == 0, qPrintable(played.err));
    QCOMPARE(QDir(dir.path()).entryList({QStringLiteral("*.jsonl")}).size(), 2);
    const QString log = dir.filePath(QStringLiteral("game-7.jsonl"));
    QVERIFY(QFile::exists(log));
    const QString firstLine = played.out.section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(firstLine.startsWith(QLatin1String("seed 7:")), qPrintable(played.out));

    const Result replayed
        = test::runCli({QStringLiteral("playtest"), scenario, QStringLiteral("--replay"), log});
    QVERIFY2(replayed.exitCode == 0, qPrintable(replayed.err));
    QVERIFY2(replayed.out.contains(QLatin1String("winner")), qPrintable(replayed.out));

    // Change the first die roll's faces: the replay must stop at that line.
    QFile file(log);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<QByteArray> lines = file.readAll().split('\n');
    file.close();
    int rollLine = -1;
    for (int i = 0; i < lines.size() && rollLine < 0; ++i) {
        if (lines.at(i).contains("\"type\":\"roll\"")) {
            QJsonObject roll = QJsonDocument::fromJson(lines.at(i)).object();
            QJsonArray faces = roll.value(QStringLiteral("faces")).toArray();
            faces[0] = faces.at(0).toInt() % 6 + 1;
            roll.insert(QStringLiteral("faces"), faces);
            lines[i] = QJsonDocument(roll).toJson(QJsonDocument::Compact);
            rollLine = i + 1;
        }
    }
    if (rollLine < 0)
        QSKIP("this game rolled no dice");
    const QString tampered = dir.filePath(QStringLiteral("tampered.jsonl"));
    QFile out(tampered);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(lines.join('\n'));
    out.close();
    const Result refused = test::runCli(
        {QStringLiteral("playtest"), scenario, QStringLiteral("--replay"), tampered});
    QCOMPARE(refused.exitCode, 1);
    QVERIFY2(refused.err.contains(QStringLiteral(":%1:").arg(rollLine)), qPrintable(refused.err));
}

void TestCliPlaytest::playtestSaysWhyGamesWereUnfinished_data()
{
    QTest::addColumn<QString>("maxActions");
    QTest::addColumn<QString>("unfinished"); // the summary's line, empty when none
    QTest::newRow("--max-actions 5: both games stopped at the cap")
        << "5"
        << "unfinished: 2 stopped at the cap of 5 actions (--max-actions)\n";
    QTest::newRow("the default cap: both games end") << QString() << QString();
}

void TestCliPlaytest::playtestSaysWhyGamesWereUnfinished()
{
    // The summary counts the games that never ended by why, so a cap too low is told apart
    // from a scenario that has no end.
    QFETCH(QString, maxActions);
    QFETCH(QString, unfinished);
    QStringList arguments {
        QStringLiteral("playtest"), QStringLiteral(TEST_DATA_DIR "/play/skirmish.scenario.yaml"),
        QStringLiteral("--agent"),  QStringLiteral("random"),
        QStringLiteral("--games"),  QStringLiteral("2"),
        QStringLiteral("--seed"),   QStringLiteral("7")};
    if (!maxActions.isEmpty())
        arguments << QStringLiteral("--max-actions") << maxActions;
    const Result played = test::runCli(arguments);
    QVERIFY2(played.exitCode == 0, qPrintable(played.err));
    if (unfinished.isEmpty()) {
        QVERIFY2(!played.out.contains(QLatin1String("unfinished")), qPrintable(played.out));
    } else {
        QVERIFY2(played.out.contains(unfinished), qPrintable(played.out));
        QVERIFY2(played.out.contains(QLatin1String("wins: unfinished 100%")),
                 qPrintable(played.out));
    }
}

void TestCliPlaytest::playtestRefusesBadArguments_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    const QString scenario = QStringLiteral(TEST_DATA_DIR "/play/skirmish.scenario.yaml");
    QTest::newRow("no games") << QStringList {QStringLiteral("--games"), QStringLiteral("0")} << 2;
    QTest::newRow("a seed that is no number")
        << QStringList {QStringLiteral("--seed"), QStringLiteral("x")} << 2;
    QTest::newRow("an unknown agent")
        << QStringList {QStringLiteral("--agent"), QStringLiteral("clever")} << 2;
    QTest::newRow("a log that is not there")
        << QStringList {QStringLiteral("--replay"), QStringLiteral("/nonexistent/game.jsonl")} << 2;
}

void TestCliPlaytest::playtestRefusesBadArguments()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const Result result
        = test::runCli(QStringList {QStringLiteral("playtest"),
                                    QStringLiteral(TEST_DATA_DIR "/play/skirmish.scenario.yaml")}
                       + arguments);
    QCOMPARE(result.exitCode, exitCode);
    QVERIFY(!result.err.isEmpty());
}

void TestCliPlaytest::playtestReplayReadsOnlyALog_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("a named pipe") << QStringLiteral("fifo") << QStringLiteral("is a named pipe");
    QTest::newRow("/dev/zero") << QStringLiteral("/dev/zero") << QStringLiteral("is a device");
    QTest::newRow("a folder") << QStringLiteral("folder") << QStringLiteral("is a folder");
    QTest::newRow("a log larger than the limit")
        << QStringLiteral("oversized") << QStringLiteral("Hexwright reads files of up to");
    QTest::newRow("a binary file") << QStringLiteral("binary") << QStringLiteral("not text");
}

void TestCliPlaytest::playtestReplayReadsOnlyALog()
{
    // A pipe must not block the replay, /dev/zero or a huge file must not fill memory.
    QFETCH(QString, kind);
    QFETCH(QString, message);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString log = dir.filePath(QStringLiteral("game.jsonl"));
    if (kind == QLatin1String("fifo")) {
        QCOMPARE(QProcess::execute(QStringLiteral("mkfifo"), {log}), 0);
    } else if (kind == QLatin1String("folder")) {
        log = dir.path();
    } else if (kind.startsWith(QLatin1Char('/'))) {
        log = kind;
    } else {
        QFile file(log);
        QVERIFY(file.open(QIODevice::WriteOnly));
        if (kind == QLatin1String("oversized"))
            QVERIFY(file.resize(qint64(1) << 30)); // sparse: costs no disk
        else
            file.write(QByteArray("{\"type\":\"header\"}\n\x00\x01PK\x03\x04", 24));
    }
    QElapsedTimer timer;
    timer.start();
    const Result result = test::runCli(
        {QStringLiteral("playtest"), QStringLiteral(TEST_DATA_DIR "/play/skirmish.scenario.yaml"),
         QStringLiteral("--replay"), log});
    QVERIFY2(timer.elapsed() < 10000, "the replay did not return promptly");
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(log + QStringLiteral(": error: cannot read the log: "))
                 && result.err.contains(message),
             qPrintable(result.err));
}

void TestCliPlaytest::playtestReplayReportsTheLine_data()
{
    // The golden log (91 lines, 11,679 bytes, its header 1,237) cut or extended: the replay
    // names the line and exits 1.
    QTest::addColumn<int>("keepBytes"); // -1: all of it
    QTest::addColumn<QByteArray>("appended");
    QTest::addColumn<QString>("message");
    QTest::newRow("cut in half") << 5839 << QByteArray()
                                 << QStringLiteral(":38: error[replay]: incomplete: the log ends "
                                                   "at line 38 without its final summary (was it "
                                                   "cut short?)");
    QTest::newRow("header only") << 1237 << QByteArray()
                                 << QStringLiteral(":1: error[replay]: incomplete: the log ends at "
                                                   "line 1 without its final summary");
    QTest::newRow("a line after the summary")
        << -1 << QByteArray("{\"type\":\"turn\"}\n")
        << QStringLiteral(":92: error[replay]: the log goes on after its final summary");
}

void TestCliPlaytest::playtestReplayReportsTheLine()
{
    QFETCH(int, keepBytes);
    QFETCH(QByteArray, appended);
    QFETCH(QString, message);
    QFile golden(QStringLiteral(TEST_DATA_DIR "/play/skirmish-seed-5.jsonl"));
    QVERIFY(golden.open(QIODevice::ReadOnly));
    const QByteArray whole = golden.readAll();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString log = dir.filePath(QStringLiteral("game.jsonl"));
    QFile out(log);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write((keepBytes < 0 ? whole : whole.left(keepBytes)) + appended);
    out.close();
    const Result result = test::runCli(
        {QStringLiteral("playtest"), QStringLiteral(TEST_DATA_DIR "/play/skirmish.scenario.yaml"),
         QStringLiteral("--replay"), log});
    QCOMPARE(result.exitCode, 1);
    QVERIFY2(result.err.contains(log + message), qPrintable(result.err));
    QVERIFY(result.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliPlaytest)
#include "tst_cliplaytest.moc"
