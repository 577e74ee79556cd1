// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest's audit trail: actions to JSON and back, the log replayed to the same final
// state, a golden log, tampered logs failing at their line, and random games on every sample.

#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

class TestPlayLog : public QObject, private PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void actionsRoundTripThroughJson()
    {
        const auto context = load(samplesDir() + QStringLiteral("/01-badger-hunt.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 1);
        QList<Action> actions = game.legalActions();
        actions << IndirectFireAction {{QStringLiteral("a"), QStringLiteral("b")},
                                       at("0303"),
                                       QStringLiteral("c"),
                                       true}
                << AssignCafAction {{QStringLiteral("x")}, {QStringLiteral("a")}}
                << DirectFireAction {{QStringLiteral("a")}, at("0303"), {QStringLiteral("t")}}
                << JamAction {{QStringLiteral("a")}, {QStringLiteral("t")}} << JamAction {}
                << CloseAssaultAction {at("0404"), {}}
                << CloseAssaultAction {at("0404"),
                                       {{{QStringLiteral("a"), QStringLiteral("b")},
                                         {QStringLiteral("t")}},
                                        {{QStringLiteral("c")}, {QStringLiteral("t")}}}}
                << RallyAction {QStringLiteral("u")};
        QVERIFY(actions.size() > 10);
        for (const Action &a : actions) {
            const QJsonObject json = actionToJson(a, *context);
            QString error;
            const std::optional<Action> back = actionFromJson(json, *context, &error);
            QVERIFY2(back, qPrintable(error));
            QCOMPARE(actionToJson(*back, *context), json);
        }
        QString error;
        QVERIFY(!actionFromJson({{QStringLiteral("kind"), QStringLiteral("teleport")}}, *context,
                                &error));
        QVERIFY(error.contains(QLatin1String("teleport")));
    }

    void replayReproducesTheFinalState()
    {
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 11);
        RandomAgent tan(11, 0), green(11, 1);
        const PlayResult result = playGame(game, {&tan, &green}, 2000);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QVERIFY(result.finished);
        const QByteArray log = game.logText();
        const ReplayResult replay = replayLog(context, log);
        QVERIFY2(replay.ok,
                 qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
        QCOMPARE(replay.game->summary(), game.summary());
        QCOMPARE(replay.game->dice().count(), game.dice().count());
        // Every line is one JSON object with a type.
        const QList<QByteArray> lines = log.trimmed().split('\n');
        QVERIFY(lines.size() > 10);
        for (const QByteArray &line : lines) {
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            QVERIFY2(doc.isObject(), line.constData());
            QVERIFY(!doc.object().value(QStringLiteral("type")).toString().isEmpty());
        }
        const QJsonObject header = QJsonDocument::fromJson(lines.first()).object();
        QCOMPARE(header.value(QStringLiteral("format")).toString(),
                 QStringLiteral("hexwright-playlog/1"));
        QCOMPARE(header.value(QStringLiteral("seed")).toString(), QStringLiteral("11"));
        QCOMPARE(header.value(QStringLiteral("scenario_sha256")).toString(),
                 context->scenarioHash());
        QCOMPARE(header.value(QStringLiteral("rule_choices"))
                     .toObject()
                     .value(QStringLiteral("crt_heading_offset"))
                     .toString(),
                 QStringLiteral("0"));
        QCOMPARE(
            QJsonDocument::fromJson(lines.last()).object().value(QStringLiteral("type")).toString(),
            QStringLiteral("final"));
    }

    void goldenLogReplays()
    {
        // Recorded with: hexwright-cli playtest tests/data/play/skirmish.scenario.yaml
        //                --games 1 --seed 5 --log DIR
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        QFile file(fixture("skirmish-seed-5.jsonl"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ReplayResult replay = replayLog(context, file.readAll());
        QVERIFY2(replay.ok,
                 qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
        QVERIFY(replay.game->isOver());
    }

    void tamperedLogFailsAtItsLine_data()
    {
        QTest::addColumn<QString>("tamper");
        QTest::newRow("a die face changed") << QStringLiteral("face");
        QTest::newRow("a roll's result changed") << QStringLiteral("result");
        QTest::newRow("another seed") << QStringLiteral("seed");
        QTest::newRow("an illegal move") << QStringLiteral("move");
        QTest::newRow("another scenario") << QStringLiteral("hash");
    }

    void tamperedLogFailsAtItsLine()
    {
        QFETCH(QString, tamper);
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 11);
        RandomAgent tan(11, 0), green(11, 1);
        QVERIFY(playGame(game, {&tan, &green}, 2000).finished);
        QList<QByteArray> lines = game.logText().trimmed().split('\n');
        int expectedLine = 0;
        auto object = [&](int i) {
            return QJsonDocument::fromJson(lines[i]).object();
        };
        auto put = [&](int i, const QJsonObject &o) {
            lines[i] = QJsonDocument(o).toJson(QJsonDocument::Compact);
            expectedLine = i + 1;
        };
        for (int i = 0; i < lines.size() && !expectedLine; ++i) {
            QJsonObject o = object(i);
            const QString type = o.value(QStringLiteral("type")).toString();
            if (tamper == QLatin1String("face") && type == QLatin1String("roll")) {
                QJsonArray faces = o.value(QStringLiteral("faces")).toArray();
                faces[0] = faces[0].toInt() % 6 + 1;
                o.insert(QStringLiteral("faces"), faces);
                put(i, o);
            } else if (tamper == QLatin1String("result") && type == QLatin1String("roll")) {
                o.insert(QStringLiteral("result"), QStringLiteral("DE"));
                put(i, o);
            } else if (tamper == QLatin1String("seed") && type == QLatin1String("header")) {
                o.insert(QStringLiteral("seed"), QStringLiteral("12"));
                lines[i] = QJsonDocument(o).toJson(QJsonDocument::Compact);
                // The first roll no longer reproduces.
                for (int j = i + 1; j < lines.size() && !expectedLine; ++j) {
                    if (object(j).value(QStringLiteral("type")).toString() == QLatin1String("roll"))
                        expectedLine = j + 1;
                }
            } else if (tamper == QLatin1String("move") && type == QLatin1String("action")
                       && o.value(QStringLiteral("action")).toObject().value(QStringLiteral("kind"))
                           == QLatin1String("move")) {
                QJsonObject a = o.value(QStringLiteral("action")).toObject();
                a.insert(QStringLiteral("path"), QJsonArray {QStringLiteral("1212")});
                o.insert(QStringLiteral("action"), a);
                put(i, o);
            } else if (tamper == QLatin1String("hash") && type == QLatin1String("header")) {
                o.insert(QStringLiteral("scenario_sha256"), QStringLiteral("0000"));
                put(i, o);
            }
        }
        QVERIFY(expectedLine > 0);
        const ReplayResult replay = replayLog(context, lines.join('\n'));
        QVERIFY(!replay.ok);
        QCOMPARE(replay.line, expectedLine);
        QVERIFY(!replay.error.isEmpty());
    }

    void randomGamesPlayEverySample_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("seed");
        const QStringList files
            = QDir(samplesDir())
                  .entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name);
        QVERIFY(files.size() >= 5);
        for (const QString &f : files) {
            // Spice Madness runs until the spice is gone: one seed keeps the test short.
            const QList<quint64> seeds
                = f.startsWith(QLatin1String("14")) ? QList<quint64> {1} : QList<quint64> {1, 2};
            for (quint64 seed : seeds)
                QTest::addRow("%s seed %llu", qPrintable(f), seed)
                    << samplesDir() + QLatin1Char('/') + f << seed;
        }
    }

    void randomGamesPlayEverySample()
    {
        QFETCH(QString, file);
        QFETCH(quint64, seed);
        const auto context = load(file);
        QVERIFY(context);
        Game game(context, seed);
        std::vector<std::unique_ptr<RandomAgent>> agents;
        QList<Agent *> players;
        for (int p = 0; p < context->playerCount(); ++p) {
            agents.push_back(std::make_unique<RandomAgent>(seed, p));
            players.append(agents.back().get());
        }
        const PlayResult result = playGame(game, players, 3000, true);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        // A game with a fixed length always ends within the cap; one that runs "until" may not.
        if (context->scenario().gameLength.turns)
            QVERIFY(result.finished);
        QVERIFY(result.finished || result.capped);
        if (result.finished)
            QVERIFY(!game.state().reason.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestPlayLog)
#include "tst_playlog.moc"
