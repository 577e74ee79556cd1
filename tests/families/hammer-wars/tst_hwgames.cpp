// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Whole games of Hammer Wars (issue 15, point 5): what a player reads of an action, the random and
// greedy agents playing to the end with the invariants checked after every action, a seed that
// gives the same game twice, and a golden log replayed byte for byte.

#include "engine/agent.h"
#include "engine/playlog.h"
#include "families/hammer-wars/play/hwdescribe.h"
#include "families/hammer-wars/play/hwgame.h"
#include "families/hammer-wars/play/hwgamesession.h"
#include "families/hammer-wars/play/hwgreedyagent.h"
#include "hwplaytestsupport.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QtTest>

#include <memory>

using namespace hexwright;
using namespace hexwright::hwplaytest;

namespace hexwright {

class TestHwGames : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    // What a player reads.
    void describedInPlainWords_data();
    void describedInPlainWords();
    // Whole games.
    void agentsPlayToTheEnd_data();
    void agentsPlayToTheEnd();
    void sameSeedSameGame();
    void goldenGameReplays();

private:
    std::unique_ptr<HwGame> position(const QList<hwplaytest::Placed> &placed)
    {
        return hwplaytest::placedGame(m_context, placed, {}, 1);
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    std::shared_ptr<const HwGameContext> m_context;
};

} // namespace hexwright

void TestHwGames::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    m_context = hwplaytest::loadContext(*m_registry, {});
    QVERIFY(m_context);
    QCOMPARE(m_context->problem(), QString());
}

void TestHwGames::describedInPlainWords_data()
{
    QTest::addColumn<QJsonObject>("action");
    QTest::addColumn<QString>("words");
    auto json = [](const char *text) {
        return QJsonDocument::fromJson(text).object();
    };
    QTest::newRow("walk") << json(R"({"kind":"activate","unit":"blue-ranged-1","action":"walk",
                                      "path":[[10,12]]})")
                          << QStringLiteral("Blue Ranged Infantry 1 walks 4.0 in to 10.0, 12.0");
    QTest::newRow("hold") << json(R"({"kind":"activate","unit":"blue-marksmen-1","action":"hold"})")
                          << QStringLiteral("Blue Ranged Specialist 1 holds");
    QTest::newRow("buy") << json(R"({"kind":"buy","unit_type":"support_heavy"})")
                         << QStringLiteral("Blue buys a Support Heavy (6 pts, 3 xp)");
    QTest::newRow("shoot") << json(R"({"kind":"attack","unit":"blue-marksmen-1","line":1,
                                       "target":"red-boyz-1"})")
                           << QStringLiteral("Blue Ranged Specialist 1 shoots at Red Assault "
                                             "Infantry 1 with line 1: 3 dice, 4+, 50% a die, "
                                             "0.88 lives expected");
    QTest::newRow("end") << json(R"({"kind":"end_phase"})") << QStringLiteral("ends the phase");
}

void TestHwGames::describedInPlainWords()
{
    QFETCH(QJsonObject, action);
    QFETCH(QString, words);
    auto game
        = position({{"blue-ranged-1", 6, 12}, {"blue-marksmen-1", 6, 20}, {"red-boyz-1", 14, 20}});
    QVERIFY(game);
    HwGameSession session(m_context, 1);
    QString error;
    const std::optional<HwPlay> play = hwPlayFromJson(action, *m_context, &error);
    QVERIFY2(play, qPrintable(error));
    QCOMPARE(describeHwPlay(*play, *game), words);
    QCOMPARE(session.placeLabel(Place(TablePoint(QPointF(12.5, 8) * 25.4))),
             QStringLiteral("12.5 in, 8.0 in"));
}

void TestHwGames::agentsPlayToTheEnd_data()
{
    QTest::addColumn<QString>("agents");
    QTest::addColumn<quint64>("seed");
    for (quint64 seed = 1; seed <= 12; ++seed)
        QTest::addRow("random, seed %llu", seed) << QStringLiteral("random,random") << seed;
    for (quint64 seed : {1, 2})
        QTest::addRow("greedy, seed %llu", seed) << QStringLiteral("greedy,greedy") << seed;
    QTest::addRow("greedy against random") << QStringLiteral("greedy,random") << quint64(4);
}

void TestHwGames::agentsPlayToTheEnd()
{
    QFETCH(QString, agents);
    QFETCH(quint64, seed);
    HwFamilyEngine engine;
    QVERIFY(engine.agentNames().contains(QStringLiteral("greedy")));
    HwGameSetup setup(m_context);
    auto session = setup.newGame(seed);
    std::vector<std::unique_ptr<Agent>> owned;
    QList<Agent *> players;
    const QStringList names = agents.split(QLatin1Char(','));
    for (int p = 0; p < 2; ++p) {
        owned.push_back(engine.makeAgent(names.at(p), seed, p));
        players.append(owned.back().get());
    }
    const PlayResult result = playGame(*session, players, 20000, true);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QVERIFY(result.finished);
    const GameSummary summary = session->summary();
    QVERIFY(summary.over);
    QVERIFY(summary.turn >= 1 && summary.turn <= 9);
    QVERIFY2(summary.reason.contains(QLatin1String("VP")), qPrintable(summary.reason));
    const ReplayResult replay = replayLog(setup, session->logText());
    QVERIFY2(replay.ok,
             qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
}

void TestHwGames::sameSeedSameGame()
{
    HwGameSetup setup(m_context);
    QByteArray logs[2];
    for (QByteArray &log : logs) {
        auto session = setup.newGame(42);
        HwGreedyAgent blue(42, 0);
        RandomAgent red(42, 1);
        QVERIFY(playGame(*session, {&blue, &red}).finished);
        log = session->logText();
    }
    QCOMPARE(logs[0], logs[1]);
}

void TestHwGames::goldenGameReplays()
{
    HwGameSetup setup(m_context);
    auto session = setup.newGame(1);
    HwGreedyAgent blue(1, 0);
    HwGreedyAgent red(1, 1);
    QVERIFY(playGame(*session, {&blue, &red}).finished);
    const QByteArray actual = session->logText();
    if (qEnvironmentVariableIntValue("HEXWRIGHT_UPDATE_GOLDEN") == 1) {
        QVERIFY(QDir().mkpath(QFileInfo(goldenPath()).path()));
        QFile out(goldenPath());
        QVERIFY(out.open(QIODevice::WriteOnly) && out.write(actual) == actual.size());
        qInfo("wrote %s", qPrintable(goldenPath()));
    }
    QFile file(goldenPath());
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(goldenPath()));
    const QByteArray golden = file.readAll();
    QCOMPARE(actual, golden);
    const ReplayResult replay = replayLog(setup, golden);
    QVERIFY2(replay.ok,
             qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
    QCOMPARE(replay.session->logText(), golden);
}

QTEST_GUILESS_MAIN(hexwright::TestHwGames)
#include "tst_hwgames.moc"
