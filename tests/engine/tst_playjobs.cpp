// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 17, point 3: games played on several threads at once (`hexwright-cli playtest
// --jobs`) print and write exactly what one thread does, and a game whose log is not kept
// plays the same game in bounded memory.

#include "clitestsupport.h"

#include "engine/agent.h"
#include "engine/playlog.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace hexwright;

namespace {

QString sample(const char *file)
{
    return QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/") + QLatin1String(file);
}

/// The CLI's output without the one line that says how long the games took.
QString withoutTiming(const QString &out)
{
    QStringList lines = out.split(QLatin1Char('\n'));
    lines.removeIf([](const QString &line) { return line.contains(QLatin1String(" games in ")); });
    return lines.join(QLatin1Char('\n'));
}

QMap<QString, QByteArray> logsIn(const QString &dir)
{
    QMap<QString, QByteArray> logs;
    for (const QString &name : QDir(dir).entryList(QDir::Files, QDir::Name)) {
        QFile file(QDir(dir).filePath(name));
        if (file.open(QIODevice::ReadOnly))
            logs.insert(name, file.readAll());
    }
    return logs;
}

} // namespace

class TestPlayJobs : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jobsGiveTheSameGames_data();
    void jobsGiveTheSameGames();
    void gamesAreReportedInOrder();
    void logLinesAreCompact();
};

void TestPlayJobs::jobsGiveTheSameGames_data()
{
    QTest::addColumn<QString>("agent");
    QTest::addColumn<int>("jobs");
    QTest::newRow("greedy, 2 threads") << QStringLiteral("greedy") << 2;
    QTest::newRow("random, 2 threads") << QStringLiteral("random") << 2;
    QTest::newRow("greedy, 5 threads") << QStringLiteral("greedy") << 5;
}

void TestPlayJobs::jobsGiveTheSameGames()
{
    QFETCH(QString, agent);
    QFETCH(int, jobs);
    QTemporaryDir one;
    QTemporaryDir many;
    QVERIFY(one.isValid() && many.isValid());
    const QStringList common {QStringLiteral("playtest"), sample("01-badger-hunt.scenario.yaml"),
                              QStringLiteral("--agent"),  agent,
                              QStringLiteral("--games"),  QStringLiteral("20"),
                              QStringLiteral("--seed"),   QStringLiteral("7")};
    const test::CliResult single
        = test::runCli(common
                       + QStringList {QStringLiteral("--jobs"), QStringLiteral("1"),
                                      QStringLiteral("--log"), one.path()});
    const test::CliResult parallel
        = test::runCli(common
                       + QStringList {QStringLiteral("--jobs"), QString::number(jobs),
                                      QStringLiteral("--log"), many.path()});
    QCOMPARE(single.exitCode, 0);
    QCOMPARE(parallel.exitCode, 0);
    QVERIFY(single.out.count(QLatin1String("\nseed ")) + 1 >= 20);
    QCOMPARE(withoutTiming(parallel.out), withoutTiming(single.out));
    const QMap<QString, QByteArray> logs = logsIn(one.path());
    QCOMPARE(logs.size(), 20);
    QCOMPARE(logsIn(many.path()), logs);
}

void TestPlayJobs::gamesAreReportedInOrder()
{
    // Game i's work may finish in any order; what is reported comes in order, and a stop
    // starts no further game.
    for (int jobs : {1, 2, 3, 8}) {
        std::vector<int> order;
        std::atomic<int> played {0};
        forEachGame(
            50, jobs,
            [&](int g) {
                QThread::usleep(g % 7 == 0 ? 3000 : 100);
                ++played;
            },
            [&](int g) {
                order.push_back(g);
                return g < 29;
            });
        QCOMPARE(int(order.size()), 30);
        for (int i = 0; i < 30; ++i)
            QCOMPARE(order[size_t(i)], i);
        QVERIFY2(played <= 30 + 4 * jobs, qPrintable(QString::number(played)));
    }
}

void TestPlayJobs::logLinesAreCompact()
{
    // Lines come back as they went in; a log not kept counts every line but keeps the last.
    PlayLogLines log;
    PlayLogLines tail;
    tail.setKept(false);
    for (int i = 0; i < 2000; ++i) {
        const QJsonObject line {{QStringLiteral("type"), QStringLiteral("event")},
                                {QStringLiteral("n"), i},
                                {QStringLiteral("cost"), 1.5 + i}};
        log.append(line);
        tail.append(line);
    }
    QCOMPARE(log.size(), 2000);
    QCOMPARE(tail.size(), 2000);
    QCOMPARE(log.at(1234).value(QStringLiteral("n")).toInt(), 1234);
    QCOMPARE(log.objects().size(), 2000);
    QCOMPARE(playLogText(log.objects()), log.text());
    QCOMPARE(tail.at(1999), log.at(1999));
    QVERIFY(tail.at(10).isEmpty());
    QVERIFY(tail.text().size() < log.text().size() / 3);
    // Undo drops lines from the end, in both.
    log.resize(1500);
    tail.resize(1500);
    QCOMPARE(log.size(), 1500);
    QCOMPARE(log.objects().size(), 1500);
    QVERIFY(log.at(1500).isEmpty());
    QCOMPARE(tail.size(), 1500);
    log.append({{QStringLiteral("type"), QStringLiteral("again")}});
    QCOMPARE(log.at(1500).value(QStringLiteral("type")).toString(), QStringLiteral("again"));
    QCOMPARE(log.objects().size(), 1501);
    QVERIFY(log.text().endsWith("{\"type\":\"again\"}\n"));
}

QTEST_GUILESS_MAIN(TestPlayJobs)
#include "tst_playjobs.moc"
