// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest's audit trail: actions to JSON and back, the log replayed to the same final
// state, a golden log, tampered logs failing at their line, random games on every sample, and
// the log's format: every line of every pinned log follows its JSON Schema, the checker finds
// what is undocumented, and the lines an auditor needs (set-up, MF costs, fortresses, the roll
// behind each result) are there. Games of each family played now against the schema:
// tst_playlogfamilies.

#include "playlogschemasupport.h"
#include "playtestsupport.h"

#include <QRegularExpression>

#include <cmath>

using namespace hexwright;
using namespace hexwright::playtest;
using namespace hexwright::playlogtest;

namespace {

/// The log's lines of @p type.
QList<QJsonObject> linesOf(const QList<QJsonObject> &log, const char *type)
{
    QList<QJsonObject> lines;
    for (const QJsonObject &o : log) {
        if (o.value(QStringLiteral("type")).toString() == QLatin1String(type))
            lines.append(o);
    }
    return lines;
}

} // namespace

class TestPlayLog : public QObject, private PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void diceNotKeptRollTheSameFacesAndKeepOnlyTheLast_data()
    {
        QTest::addColumn<int>("rolls");
        QTest::newRow("one roll") << 1;
        QTest::newRow("a game's worth") << 500;
    }

    /// A balance game keeps no log: its dice keep only their last roll, yet roll exactly the
    /// faces that kept dice of the same seed roll, and count every roll.
    void diceNotKeptRollTheSameFacesAndKeepOnlyTheLast()
    {
        QFETCH(int, rolls);
        Dice kept(7);
        Dice lean(7);
        lean.setKept(false);
        QVERIFY(!lean.isKept());
        for (int i = 0; i < rolls; ++i) {
            const QList<int> keptFaces = kept.roll(2, QStringLiteral("test")).faces;
            QCOMPARE(lean.roll(2, QStringLiteral("test")).faces, keptFaces);
        }
        QCOMPARE(kept.count(), rolls);
        QCOMPARE(kept.rolls().size(), qsizetype(rolls));
        QCOMPARE(lean.count(), rolls);
        QCOMPARE(lean.rolls().size(), qsizetype(1));
        QCOMPARE(lean.firstKept(), rolls - 1);
        QCOMPARE(lean.rolls().last().faces, kept.rolls().last().faces);
    }

    void linesNotWrittenAreCountedOnly_data()
    {
        QTest::addColumn<int>("appended");
        QTest::addColumn<int>("skipped");
        QTest::newRow("appended only") << 3 << 0;
        QTest::newRow("skipped only") << 0 << 4;
        QTest::newRow("both") << 2 << 5;
    }

    /// With setWritten(false) an engine may skip building a line and still count it: the
    /// size counts every line, and no line is kept.
    void linesNotWrittenAreCountedOnly()
    {
        QFETCH(int, appended);
        QFETCH(int, skipped);
        PlayLogLines lines;
        QVERIFY(lines.isWritten());
        lines.setWritten(false);
        QVERIFY(!lines.isWritten());
        for (int i = 0; i < appended; ++i)
            lines.append(QJsonObject {{QStringLiteral("type"), QStringLiteral("turn")}});
        lines.skip(skipped);
        QCOMPARE(lines.size(), appended + skipped);
        QVERIFY(lines.text().isEmpty());
        QVERIFY(lines.at(lines.size() - 1).isEmpty());
    }

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
                 QStringLiteral("hexwright-playlog/3"));
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
            "the 'header' line differs in \"players[1].name\": the log has \"Blue\", the replay "
            "\"Green\"");
        row("an older log format",
            "the log is in format hexwright-playlog/1; this version of Hexwright replays "
            "hexwright-playlog/2 to hexwright-playlog/3 logs only");
        row("a unit of the set-up",
            "the 'setup' line differs in \"units[0].hex\": the log has \"0101\", the replay "
            "\"0206\"");
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

    // The schema documents every line kind and roll purpose the engines' sources write, and
    // nothing they do not: a new kind of line fails here until it is documented.
    void theSchemaDocumentsEveryLineKindTheEngineWrites()
    {
        const std::optional<SchemaChecker> schema = loadSchema();
        QVERIFY2(schema, qPrintable(schemaPath()));
        Written written;
        // The Deception goal's attack is rolled under the goal's id (hwengine_special.cpp),
        // which no literal names.
        written.purposes.insert(QStringLiteral("deception"));
        // Maschinen Krieger's air attacks are rolled through fireAt() (makengine_air.cpp).
        written.purposes.insert(QStringLiteral("anti_aircraft"));
        written.purposes.insert(QStringLiteral("air_to_ground"));
        for (const char *folder :
             {"/validation/engine", "/validation/families/hammers-slammers/play",
              "/validation/families/hammer-wars/play", "/validation/families/mak/play",
              "/validation/families/crucible/play"})
            QVERIFY2(writtenBySources(folder, written), folder);
        QVERIFY(written.kinds.contains(QStringLiteral("setup"))
                && written.kinds.contains(QStringLiteral("final")));
        QVERIFY(written.purposes.contains(QStringLiteral("counter_paradrop_fire")));
        QVERIFY(written.purposes.contains(QStringLiteral("defensive_fire"))); // a ternary's
        QStringList kinds = written.kinds.values();
        kinds.sort();
        QStringList documented = schema->lineKinds();
        documented.sort();
        QCOMPARE(documented, kinds);
        QStringList purposes = written.purposes.values();
        purposes.sort();
        documented = schema->rollPurposes();
        documented.sort();
        QCOMPARE(documented, purposes);
    }

    void everyLineOfAPinnedLogFollowsTheSchema_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("skirmish-seed-5") << fixture("skirmish-seed-5.jsonl");
        const QString golden = QStringLiteral(TEST_DATA_DIR "/golden");
        for (const QString &sample : QDir(golden).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
            for (const QString &log :
                 QDir(golden + QLatin1Char('/') + sample).entryList({QStringLiteral("*.jsonl")})) {
                QTest::addRow("%s/%s", qPrintable(sample), qPrintable(log))
                    << golden + QLatin1Char('/') + sample + QLatin1Char('/') + log;
            }
        }
    }

    void everyLineOfAPinnedLogFollowsTheSchema()
    {
        QFETCH(QString, file);
        const std::optional<SchemaChecker> schema = loadSchema();
        QVERIFY2(schema, qPrintable(schemaPath()));
        const std::optional<QByteArray> log = readPlayLog(file);
        QVERIFY(log);
        const QList<QByteArray> lines = log->trimmed().split('\n');
        QVERIFY(lines.size() > 10);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QString why = schema->check(QJsonDocument::fromJson(lines.at(i)).object());
            QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("line %1: %2").arg(i + 1).arg(why)));
        }
    }

    // The checker itself: each of these lines breaks the schema, and it says where.
    void theSchemaCheckerFindsWhatIsUndocumented_data()
    {
        QTest::addColumn<QString>("type"); // the first line of this type is changed
        QTest::addColumn<QString>("key"); // dotted path; "-" removes it
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("an undocumented line kind")
            << "turn"
            << "type" << QJsonValue(QStringLiteral("teleport"))
            << "the line is of a kind the schema does not document";
        QTest::newRow("an undocumented key") << "result"
                                             << "luck" << QJsonValue(7) << "luck is not documented";
        QTest::newRow("a result without its roll")
            << "result"
            << "-roll" << QJsonValue() << "the line has no \"roll\"";
        QTest::newRow("a roll total as text")
            << "roll"
            << "total" << QJsonValue(QStringLiteral("10")) << "total is not of type integer";
        QTest::newRow("an undocumented input of a direct-fire roll")
            << "roll"
            << "inputs.luck" << QJsonValue(true) << "inputs.luck is not documented";
        QTest::newRow("a direct-fire roll without its defence")
            << "roll"
            << "inputs.-defence" << QJsonValue() << "inputs has no \"defence\"";
        QTest::newRow("a player without his number")
            << "header"
            << "players" << QJsonValue(QJsonArray {QStringLiteral("Tan")})
            << "players[0] is not of type object";
        QTest::newRow("an action of an undocumented kind")
            << "action"
            << "action.kind" << QJsonValue(QStringLiteral("teleport"))
            << "action is of a kind the schema does not document";
        QTest::newRow("a move's cost as text")
            << "action"
            << "mf" << QJsonValue(QStringLiteral("2")) << "mf is not of type number";
        QTest::newRow("a unit of the set-up with a made-up status")
            << "setup"
            << "units"
            << QJsonValue(
                   QJsonArray {QJsonObject {{QStringLiteral("id"), QStringLiteral("x")},
                                            {QStringLiteral("status"), QStringLiteral("asleep")}}})
            << "units[0].status is none of the values the schema lists";
    }

    void theSchemaCheckerFindsWhatIsUndocumented()
    {
        const std::optional<QByteArray> log = readPlayLog(fixture("skirmish-seed-5.jsonl"));
        QVERIFY(log);
        breakALineOf(*log);
    }

    // The same in a Maschinen Krieger game (the skirmish, played now by the greedy agent):
    // the checker finds the family's own kinds of header, set-up, action, roll and result.
    void theSchemaCheckerFindsWhatIsUndocumentedInAMakGame_data()
    {
        QTest::addColumn<QString>("type"); // "roll/endurance": of this purpose or action kind
        QTest::addColumn<QString>("key");
        QTest::addColumn<QJsonValue>("value");
        QTest::addColumn<QString>("message");
        QTest::newRow("the header's notes as one text")
            << "header"
            << "notes" << QJsonValue(QStringLiteral("none")) << "notes is not of type array";
        QTest::newRow("a unit of the set-up with a made-up status")
            << "setup"
            << "units"
            << QJsonValue(
                   QJsonArray {QJsonObject {{QStringLiteral("id"), QStringLiteral("x")},
                                            {QStringLiteral("type"), QStringLiteral("afs")},
                                            {QStringLiteral("player"), QStringLiteral("p")},
                                            {QStringLiteral("status"), QStringLiteral("exited")}}})
            << "units[0].status is none of the values the schema lists";
        QTest::newRow("4: a stack's move to a hex given as a number")
            << "action/move"
            << "action.to" << QJsonValue(405) << "action.to is not of type string";
        QTest::newRow("5.4: defensive fire without its weapon")
            << "action/defensive_fire"
            << "action.-weapon" << QJsonValue() << "action has no \"weapon\"";
        QTest::newRow("5.4: a defensive window of a made-up trigger")
            << "defensive"
            << "trigger" << QJsonValue(QStringLiteral("boredom"))
            << "trigger is none of the values the schema lists";
        QTest::newRow("5.1.2: an endurance roll without its durability")
            << "roll/endurance"
            << "inputs.-durability" << QJsonValue() << "inputs has no \"durability\"";
        QTest::newRow("5.1.2: a result off the endurance chart")
            << "result"
            << "result" << QJsonValue(QStringLiteral("DE"))
            << "result is none of the values the schema lists";
        QTest::newRow("9.2: close quarters without the units that entered")
            << "close_quarters"
            << "-entered" << QJsonValue() << "the line has no \"entered\"";
    }

    void theSchemaCheckerFindsWhatIsUndocumentedInAMakGame()
    {
        QString error;
        const std::optional<QByteArray> log
            = playedLog(*m_registry, QStringLiteral(TEST_DATA_DIR "/mak/skirmish.scenario.yaml"),
                        "greedy", 1, {}, &error);
        QVERIFY2(log, qPrintable(error));
        breakALineOf(*log);
    }

    // Point 7 of issue 14: the log opens with the state after set-up and the players by their
    // numbers in the scenario.
    void theLogOpensWithEveryUnitAfterSetUp()
    {
        const auto context = load(fixture("transport.scenario.yaml"));
        QVERIFY(context);
        HsGameSession game(context, 1);
        const QList<QJsonObject> &log = game.log();
        const QJsonArray players = log.first().value(QStringLiteral("players")).toArray();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players.at(1).toObject(),
                 (QJsonObject {{QStringLiteral("player"), 2},
                               {QStringLiteral("name"), QStringLiteral("Blue")},
                               {QStringLiteral("sides"), QJsonArray {QStringLiteral("blue")}},
                               {QStringLiteral("colours"), QJsonArray {QStringLiteral("blue")}}}));
        const QJsonObject setup = log.at(1);
        QCOMPARE(setup.value(QStringLiteral("type")).toString(), QStringLiteral("setup"));
        const GameState initial = Game::initialState(*context);
        const QJsonArray units = setup.value(QStringLiteral("units")).toArray();
        QCOMPARE(units.size(), initial.units.size());
        for (qsizetype i = 0; i < units.size(); ++i) {
            const QJsonObject u = units.at(i).toObject();
            QCOMPARE(u.value(QStringLiteral("id")).toString(), initial.units.at(i).id);
            QCOMPARE(u.value(QStringLiteral("status")).toString(), QStringLiteral("on_map"));
            QCOMPARE(u.value(QStringLiteral("hex")).toString(),
                     context->label(initial.units.at(i).hex));
        }
        QCOMPARE(units.at(0).toObject().value(QStringLiteral("hex")).toString(),
                 QStringLiteral("0606")); // tan-apc-1, set up on its hex
    }

    // §4.1 through the log: each move says what it cost and what is left.
    void eachMoveLogsItsCost_data()
    {
        QTest::addColumn<QStringList>("path");
        QTest::addColumn<double>("cost");
        QTest::addColumn<double>("left");
        QTest::newRow("4.1: two clear hexes cost 1 each")
            << QStringList {QStringLiteral("0306"), QStringLiteral("0406")} << 2.0 << 2.0;
        QTest::newRow("4.1: clear, clear, then a slope (2)")
            << QStringList {QStringLiteral("0306"), QStringLiteral("0406"), QStringLiteral("0506")}
            << 4.0 << 0.0;
    }

    void eachMoveLogsItsCost()
    {
        QFETCH(QStringList, path);
        QFETCH(double, cost);
        QFETCH(double, left);
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 18);
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        QList<HexCoord> hexes;
        for (const QString &l : path)
            hexes.append(at(qPrintable(l)));
        const QString tank = QStringLiteral("tan-tank-1");
        QCOMPARE(game.reachable(tank).value(hexes.last()).cost, cost);
        QCOMPARE(game.apply(MoveAction {tank, hexes}), QString());
        const QJsonObject line = linesOf(game.log(), "action").last();
        QCOMPARE(line.value(QStringLiteral("mf")).toDouble(), cost);
        QCOMPARE(line.value(QStringLiteral("mf_left")).toDouble(), left);
        QCOMPARE(game.state().unit(tank)->mf, left);
        QVERIFY(!line.contains(QStringLiteral("minimum_move"))); // it had the MF
    }

    // Every result, elimination and rubble a roll caused names that roll, and the roll says
    // so: its purpose is the result's cause and its result holds the code applied.
    void everyResultNamesTheRollThatCausedIt_data()
    {
        QTest::addColumn<QString>("file");
        const QString golden = QStringLiteral(TEST_DATA_DIR "/golden");
        QTest::newRow("badger hunt, greedy")
            << golden + QStringLiteral("/01-badger-hunt/greedy-1.jsonl");
        QTest::newRow("break out, greedy")
            << golden + QStringLiteral("/08-break-out/greedy-1.jsonl");
        QTest::newRow("a city too far, random")
            << golden + QStringLiteral("/02-a-city-too-far/random-1.jsonl");
    }

    void everyResultNamesTheRollThatCausedIt()
    {
        QFETCH(QString, file);
        const std::optional<QByteArray> log = readPlayLog(file);
        QVERIFY(log);
        const QMap<QString, QString> purposeOf {
            {QStringLiteral("direct"), QStringLiteral("direct_fire")},
            {QStringLiteral("indirect"), QStringLiteral("indirect_fire")},
            {QStringLiteral("close_assault"), QStringLiteral("close_assault")},
            {QStringLiteral("gas"), QStringLiteral("gas")}};
        QHash<int, QJsonObject> rolls;
        int results = 0;
        for (const QByteArray &text : log->trimmed().split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(text).object();
            const QString type = o.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("roll")) {
                rolls.insert(o.value(QStringLiteral("n")).toInt(), o);
                continue;
            }
            const QString reason = o.value(QStringLiteral("reason")).toString();
            const bool fromCombat = type == QLatin1String("result")
                || type == QLatin1String("rubble")
                || (type == QLatin1String("eliminated")
                    && (reason.startsWith(QLatin1String("DE"))
                        || reason.startsWith(QLatin1String("Dis"))));
            if (!fromCombat)
                continue;
            const int n = o.value(QStringLiteral("roll")).toInt();
            QVERIFY2(rolls.contains(n), text.constData()); // a roll made before it
            const QJsonObject roll = rolls.value(n);
            if (type == QLatin1String("result")) {
                ++results;
                QCOMPARE(roll.value(QStringLiteral("purpose")).toString(),
                         purposeOf.value(o.value(QStringLiteral("cause")).toString()));
                QVERIFY2(roll.value(QStringLiteral("result"))
                             .toString()
                             .split(QRegularExpression(QStringLiteral("[ ,]+")))
                             .contains(o.value(QStringLiteral("result")).toString()),
                         text.constData());
            }
        }
        QVERIFY(results > 10);
    }

    // Point 7: counter-paradrop fire logs attack and defence like every combat roll, and a
    // paratrooper's place in a fortress is logged when it lands, is fired on and moves out.
    void counterParadropFireAndTheFortressAreLogged_data()
    {
        QTest::addColumn<bool>("fortress");
        QTest::newRow("3.3, 3.18: an empty fortress on the drop zone") << true;
        QTest::newRow("3.3: no fortress") << false;
    }

    void counterParadropFireAndTheFortressAreLogged()
    {
        QFETCH(bool, fortress);
        const HexCoord dropZone = at("0505");
        const auto context = loadWith(
            samplesDir() + QStringLiteral("/02-a-city-too-far.scenario.yaml"), [&](Scenario &s) {
                if (fortress)
                    s.markers.append({QStringLiteral("fortress"), hex("0505"), {}, {}, {}});
                // A hover tank (it has CPF) next to the drop zone: it sees the landing, and
                // may fire on turn 1.
                removeRule(s, "green-turn-1");
                place(s, "green-tank-1", "0605");
                for (ForceEntry &f : s.forces) {
                    if (f.id == QLatin1String("green-tank-1"))
                        f.unitType = QStringLiteral("merc_hover_tank");
                }
            });
        QVERIFY(context);
        // The first seed whose first drop lands on target.
        for (quint64 seed = 1; seed < 40; ++seed) {
            Game game(context, seed);
            std::optional<ParadropAction> drop;
            for (const Action &a : game.legalActions()) {
                if (const auto *p = std::get_if<ParadropAction>(&a); p && p->dropZone == dropZone) {
                    drop = *p;
                    break;
                }
            }
            QVERIFY(drop);
            QCOMPARE(game.apply(*drop), QString());
            const UnitState *u = game.state().unit(drop->unit);
            if (!u->onMap() || u->hex != dropZone)
                continue;
            const QList<QJsonObject> entered = linesOf(game.log(), "fortress");
            QCOMPARE(entered.size(), fortress ? 1 : 0);
            if (fortress)
                QCOMPARE(entered.first(),
                         (QJsonObject {{QStringLiteral("type"), QStringLiteral("fortress")},
                                       {QStringLiteral("unit"), drop->unit},
                                       {QStringLiteral("hex"), QStringLiteral("0505")},
                                       {QStringLiteral("inside"), true},
                                       {QStringLiteral("reason"),
                                        QStringLiteral("landed in the fortress")}}));
            endPhasesUntil(game, "counter_paradrop_fire", 0);
            const CounterParadropFireAction cpf {QStringLiteral("green-tank-1-1"), drop->unit};
            const int before = game.dice().count();
            QCOMPARE(game.apply(cpf), QString());
            const DieRoll roll = game.dice().rolls().value(before);
            QCOMPARE(roll.purpose, QStringLiteral("counter_paradrop_fire"));
            const GameState &s = game.state();
            QCOMPARE(roll.inputs.value(QStringLiteral("attack")).toInt(),
                     context->factors(*s.unit(cpf.firer)).attack);
            QCOMPARE(roll.inputs.value(QStringLiteral("defence")).toInt(),
                     context->factors(*s.unit(cpf.target)).defence);
            QCOMPARE(roll.inputs.contains(QStringLiteral("inside_fortress")), fortress);
            if (fortress)
                QCOMPARE(strings(roll.inputs.value(QStringLiteral("inside_fortress"))),
                         QStringList {drop->unit});
            const QList<QJsonObject> eliminated = linesOf(game.log(), "eliminated");
            if (roll.result != QLatin1String("-")) {
                QCOMPARE(eliminated.last().value(QStringLiteral("roll")).toInt(), before + 1);
                return;
            }
            // It survived: moving out of the fortress is logged too.
            endPhasesUntil(game, "movement", 0);
            // The first hex it reaches by the map's numbering, away from the Green tank.
            const QHash<HexCoord, ReachableHex> reach = game.reachable(drop->unit);
            QStringList labels;
            for (auto it = reach.begin(); it != reach.end(); ++it) {
                if (it.key() != at("0605"))
                    labels.append(context->label(it.key()));
            }
            QVERIFY(!labels.isEmpty());
            labels.sort();
            QCOMPARE(game.apply(
                         MoveAction {drop->unit, reach.value(at(qPrintable(labels.first()))).path}),
                     QString());
            const QList<QJsonObject> moved = linesOf(game.log(), "fortress");
            QCOMPARE(moved.size(), fortress ? 2 : 0);
            if (fortress) {
                QCOMPARE(moved.last().value(QStringLiteral("inside")).toBool(), false);
                QCOMPARE(moved.last().value(QStringLiteral("reason")).toString(),
                         QStringLiteral("moved out"));
            }
            return;
        }
        QFAIL("no seed lands on target");
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
            // The Hammer's Slammers engine plays its own family's samples; the Hammer Wars
            // ones are played by tst_hwplay and tst_golden.
            const QString path = samplesDir() + QLatin1Char('/') + f;
            const ScenarioReport report = validateScenarioFile(path, path, *m_registry);
            QVERIFY2(report.loaded.scenario, qPrintable(f));
            if (report.loaded.scenario->rulesetId != QLatin1String("hammers-slammers"))
                continue;
            // Spice Madness runs until the spice is gone: one seed keeps the test short.
            const QList<quint64> seeds
                = f.startsWith(QLatin1String("14")) ? QList<quint64> {1} : QList<quint64> {1, 2};
            for (quint64 seed : seeds)
                QTest::addRow("%s seed %llu", qPrintable(f), seed) << path << seed;
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

private:
    /// The first line of @p log of the row's "type" (with "/", of that roll purpose or action
    /// kind), which holds as logged, fails as the row breaks it, with the row's message.
    void breakALineOf(const QByteArray &log)
    {
        QFETCH(QString, type);
        QFETCH(QString, key);
        QFETCH(QJsonValue, value);
        QFETCH(QString, message);
        const std::optional<SchemaChecker> schema = loadSchema();
        QVERIFY(schema);
        const QJsonObject line = firstLineOf(log, type);
        QVERIFY2(!line.isEmpty(), qPrintable(type));
        QCOMPARE(schema->check(line), QString()); // as logged, it holds
        QCOMPARE(schema->check(changed(line, key, value)), message);
    }
};

QTEST_GUILESS_MAIN(TestPlayLog)
#include "tst_playlog.moc"
