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
        HsGameSession game(context, 11);
        RandomAgent tan(11, 0), green(11, 1);
        const PlayResult result = playGame(game, {&tan, &green}, 2000);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QVERIFY(result.finished);
        const QByteArray log = game.logText();
        const ReplayResult replay = replayLog(HsGameSetup(context), log);
        QVERIFY2(replay.ok,
                 qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
        QCOMPARE(replay.session->finalLine(), game.finalLine());
        QCOMPARE(replay.session->dice().count(), game.dice().count());
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
        // (again when the engine began to write more: phases' acting players, rolls' turns).
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        const std::optional<QByteArray> golden = readPlayLog(fixture("skirmish-seed-5.jsonl"));
        QVERIFY(golden);
        const ReplayResult replay = replayLog(HsGameSetup(context), *golden);
        QVERIFY2(replay.ok,
                 qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
        QVERIFY(replay.session->isOver());
        // Every line but the header's scenario path is what the replay writes.
        const QList<QByteArray> logged = golden->trimmed().split('\n');
        const QList<QByteArray> replayed = replay.session->logText().trimmed().split('\n');
        QCOMPARE(replayed.size(), logged.size());
        for (qsizetype i = 1; i < logged.size(); ++i)
            QCOMPARE(replayed.at(i), logged.at(i));
        // Windows line endings, from a copy through another editor, change nothing.
        QByteArray crlf = *golden;
        crlf.replace("\n", "\r\n");
        QVERIFY(replayLog(HsGameSetup(context), crlf).ok);
    }

    void tamperedLogFailsAtItsLine_data()
    {
        // %1 in a message is the line the replay must stop at.
        QTest::addColumn<QString>("tamper");
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const char *message) {
            QTest::newRow(name) << QString::fromLatin1(name) << QString::fromUtf8(message);
        };
        row("another scenario", "the log was recorded on another version of the scenario");
        row("another rule option", "the log played rule option crt_heading_offset as \"1\"");
        row("other players in the header",
            "the 'header' line differs in \"players[1]\": the log has \"Blue\", the replay "
            "\"Green\"");
        row("another seed", "does not reproduce");
        row("a die face",
            "roll 1 (direct_fire) does not reproduce: the log has faces [6,5], "
            "the replay [5,5]");
        row("a roll's result",
            "roll 1 (direct_fire) does not reproduce: the log has result DE, the replay Dis");
        row("a roll total",
            "roll 1 (direct_fire): the log says roll total 11, the replay rolled 10");
        row("a roll's inputs",
            "roll 1 (direct_fire) was read against other inputs: the log has "
            "odds \"9-1\", the replay \"1-1\"");
        row("a roll's number", "the 'roll' line differs in \"n\": the log has 7, the replay 1");
        row("a turn line",
            "the 'turn' line differs in \"player\": the log has \"Green\", the "
            "replay \"Tan\"");
        row("a phase line",
            "the 'phase' line differs in \"phase\": the log has \"movement\", "
            "the replay \"rally\"");
        row("an illegal move", "the action is refused on replay");
        row("an action's player",
            "the 'action' line differs in \"player\": the log has "
            "\"Green\", the replay \"Tan\"");
        row("a result line",
            "the 'result' line differs in \"result\": the log has \"DE\", the "
            "replay \"Dis\"");
        row("an elimination line",
            "the 'eliminated' line differs in \"unit\": the log has "
            "\"green-tank-1\", the replay \"tan-tank-1\"");
        row("the game-over line",
            "the 'game_over' line differs in \"winner\": the log has "
            "\"tan\", the replay \"green\"");
        row("the summary's turn",
            "the final summary differs in \"turn\": the log has 2, the replay 3");
        row("a unit in the summary",
            "the final summary differs in \"units[1].hex\": the log has "
            "\"0101\", the replay \"0206\"");
        row("the summary without its roll count",
            "the final summary differs in \"rolls\": the log has nothing, the replay 6");
        row("cut in half",
            "incomplete: the log ends at line %1 without its final summary (was "
            "it cut short?)");
        row("cut at a line", "incomplete: the log ends at line %1 without its final summary");
        row("header only", "incomplete: the log ends at line 1 without its final summary");
        row("missing summary", "incomplete: the log ends at line %1 without its final summary");
        row("a line after the summary", "the log goes on after its final summary");
        row("two summaries", "the log goes on after its final summary");
        row("an action and its roll swapped",
            "the log has a 'roll' line the replay does not "
            "produce");
        row("a result line left out",
            "the log has a 'phase' line where the replay writes a "
            "'result' line");
        row("a roll repeated", "the log has a 'roll' line the replay does not produce");
        row("a line that is not JSON", "not a JSON object");
        row("another kind of file", "the first line must be its header");
        row("empty", "the log is empty");
    }

    void tamperedLogFailsAtItsLine()
    {
        QFETCH(QString, tamper);
        QFETCH(QString, message);
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        const std::optional<QByteArray> golden = readPlayLog(fixture("skirmish-seed-5.jsonl"));
        QVERIFY(golden);
        const TamperedLog tampered = tamperWith(golden->trimmed().split('\n'), tamper);
        QVERIFY2(tampered.line > 0, "the golden log has no line to tamper with");
        const ReplayResult replay = replayLog(HsGameSetup(context), tampered.text);
        QVERIFY(!replay.ok);
        QVERIFY2(replay.error.contains(
                     message.contains(QLatin1String("%1")) ? message.arg(tampered.line) : message),
                 qPrintable(replay.error));
        QCOMPARE(replay.line, tampered.line);
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
        HsGameSession game(context, seed);
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
