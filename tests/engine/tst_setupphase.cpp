// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 14, point 1, the engine's side: the set-up phase before turn 1 (players in set-up
// order place their zone units on legal hexes, undo, place_rest, end_phase), hidden set-up,
// agents that set up, saved set-ups and the replay of version 2 logs.

#include "engine/savedsetup.h"
#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

namespace {

QString setupFixture(const char *name)
{
    return QStringLiteral(TEST_DATA_DIR "/setup/") + QLatin1String(name);
}

QString sample(const char *name)
{
    return samplesDir() + QLatin1Char('/') + QLatin1String(name);
}

/// The names of the players whose set-up phase lines the log has, in order.
QStringList setupTurns(const GameSession &session)
{
    QStringList names;
    for (const QJsonObject &line : session.log()) {
        if (line.value(QStringLiteral("type")).toString() == QLatin1String("phase")
            && line.value(QStringLiteral("phase")).toString() == QLatin1String("setup"))
            names.append(line.value(QStringLiteral("player")).toString());
    }
    return names;
}

QJsonObject setupLineOf(const GameSession &session)
{
    for (const QJsonObject &line : session.log()) {
        if (line.value(QStringLiteral("type")).toString() == QLatin1String("setup"))
            return line;
    }
    return {};
}

QJsonObject placeJson(const char *unit, const char *hex)
{
    return {{QStringLiteral("kind"), QStringLiteral("place")},
            {QStringLiteral("unit"), QLatin1String(unit)},
            {QStringLiteral("hex"), QLatin1String(hex)}};
}

const QJsonObject EndPhase {{QStringLiteral("kind"), QStringLiteral("end_phase")}};
const QJsonObject PlaceRest {{QStringLiteral("kind"), QStringLiteral("place_rest")}};

/// Every player sets up automatically (place_rest, end_phase).
void placeAllAutomatically(GameSession &session)
{
    int guard = 0;
    while (session.isPlacing() && ++guard < 100) {
        if (!session.piecesToPlace().isEmpty())
            QCOMPARE(session.apply(PlaceRest), QString());
        QCOMPARE(session.apply(EndPhase), QString());
    }
}

QStringList labels(const GameSession &session, const QList<Place> &places)
{
    QStringList list;
    for (const Place &p : places)
        list.append(session.placeLabel(p));
    list.sort();
    return list;
}

} // namespace

class TestSetupPhase : public QObject, private PlayFixture
{
    Q_OBJECT

    std::unique_ptr<HsGameSession> session(const QString &path, quint64 seed = 1)
    {
        const auto context = load(path);
        return context ? std::make_unique<HsGameSession>(context, seed) : nullptr;
    }

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void playersSetUpInSetUpOrder_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        // Set-up order, not move order: Green sets up first in both, Blue and Tan move first.
        QTest::newRow("the fixture: Green (set-up 1), then Blue (set-up 2)")
            << setupFixture("setup.scenario.yaml")
            << QStringList {QStringLiteral("Green"), QStringLiteral("Blue")};
        QTest::newRow("Badger Hunt: Green (set-up 1), then Tan (set-up 2)")
            << sample("01-badger-hunt.scenario.yaml")
            << QStringList {QStringLiteral("Green"), QStringLiteral("Tan")};
        QTest::newRow("no unit set up in a zone: no set-up phase")
            << fixture("skirmish.scenario.yaml") << QStringList();
    }

    void playersSetUpInSetUpOrder()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        const auto game = session(file);
        QVERIFY(game);
        QCOMPARE(game->isPlacing(), !expected.isEmpty());
        if (!expected.isEmpty()) {
            QCOMPARE(game->phaseId(), QStringLiteral("setup"));
            QCOMPARE(game->phaseName(), QStringLiteral("Set-up"));
            QCOMPARE(game->turn(), 0);
            QCOMPARE(game->players().at(game->decidingPlayer()).name, expected.first());
            // No set-up line before the set-up ends.
            QVERIFY(setupLineOf(*game).isEmpty());
        }
        placeAllAutomatically(*game);
        QCOMPARE(setupTurns(*game), expected);
        QVERIFY(!game->isPlacing());
        QCOMPARE(game->turn(), 1);
        QVERIFY(!setupLineOf(*game).isEmpty());
        // The set-up line comes after the last set-up action, before turn 1.
        int setupAt = -1;
        int lastPlace = -1;
        int firstTurn = -1;
        for (int i = 0; i < game->log().size(); ++i) {
            const QString type = game->log().at(i).value(QStringLiteral("type")).toString();
            if (type == QLatin1String("setup"))
                setupAt = i;
            else if (type == QLatin1String("action") && setupAt < 0)
                lastPlace = i;
            else if (type == QLatin1String("turn") && firstTurn < 0)
                firstTurn = i;
        }
        QVERIFY(setupAt > lastPlace);
        QVERIFY(setupAt < firstTurn);
        QCOMPARE(game->invariantViolations(), QStringList());
    }

    void placesAreCheckedWithTheReason_data()
    {
        QTest::addColumn<QString>("unit");
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QString>("refusal"); // empty: legal
        auto row = [](const char *name, const char *unit, const char *hex, const char *why) {
            QTest::newRow(name) << QString::fromLatin1(unit) << QString::fromLatin1(hex)
                                << QString::fromLatin1(why);
        };
        row("a tank in its zone", "green-tank-1", "0302", "");
        row("a tank on the zone's other clear hex", "green-tank-1", "0502", "");
        row("infantry in the swamp", "green-infantry-1", "0402", "");
        row("a tank in the swamp", "green-tank-1", "0402",
            "green-tank-1 may not stand in 0402: swamp is prohibited to its movement class "
            "conv_vehicle");
        row("outside the zone", "green-tank-1", "0505",
            "green-tank-1 sets up in zone green-zone, and 0505 is not one of its hexes");
        row("another player's unit", "blue-tank-1", "0708",
            "blue-tank-1 is not the deciding player's");
        row("a unit that does not exist", "green-tank-9", "0302", "no unit \"green-tank-9\"");
    }

    void placesAreCheckedWithTheReason()
    {
        QFETCH(QString, unit);
        QFETCH(QString, hex);
        QFETCH(QString, refusal);
        const auto game = session(setupFixture("setup.scenario.yaml"));
        QVERIFY(game);
        const QJsonObject action {{QStringLiteral("kind"), QStringLiteral("place")},
                                  {QStringLiteral("unit"), unit},
                                  {QStringLiteral("hex"), hex}};
        const int logSize = int(game->log().size());
        QCOMPARE(game->apply(action), refusal);
        const bool placed = refusal.isEmpty();
        QCOMPARE(game->log().size(), logSize + (placed ? 1 : 0));
        bool listed = false;
        for (const QJsonObject &legal : game->legalActions())
            listed = listed || legal == action;
        QVERIFY(!listed || !placed); // once placed, not offered again
        if (!placed)
            QVERIFY(!listed);
        // The tank's legal places: its zone's hexes but the swamp.
        if (unit == QLatin1String("green-tank-1") && !placed)
            QCOMPARE(labels(*game, game->placesFor(unit)),
                     QStringList({QStringLiteral("0302"), QStringLiteral("0502")}));
    }

    void aFullStackIsRefused()
    {
        const auto game = session(setupFixture("setup.scenario.yaml"));
        QVERIFY(game);
        QCOMPARE(game->apply(PlaceRest), QString());
        QCOMPARE(game->apply(EndPhase), QString());
        QCOMPARE(game->players().at(game->decidingPlayer()).name, QStringLiteral("Blue"));
        for (const char *unit : {"blue-tank-1", "blue-tank-2", "blue-tank-3"})
            QCOMPARE(game->apply(placeJson(unit, "0708")), QString());
        QCOMPARE(game->apply(placeJson("blue-tank-4", "0708")),
                 QStringLiteral("the stack in 0708 is full: 3 counters stand there already, at "
                                "most 3 a hex"));
        QCOMPARE(labels(*game, game->placesFor(QStringLiteral("blue-tank-4"))),
                 QStringList {QStringLiteral("0808")});
        // Units the scenario places on a hex are not set up; nor are reinforcements.
        const QStringList left = game->piecesToPlace();
        QCOMPARE(left,
                 QStringList({QStringLiteral("blue-tank-4"), QStringLiteral("blue-infantry-1"),
                              QStringLiteral("blue-infantry-2")}));
        for (const PieceView &p : game->pieces()) {
            QCOMPARE(p.toPlace, left.contains(p.id));
            if (p.toPlace)
                QVERIFY(!p.place);
        }
        QVERIFY(game->placesFor(QStringLiteral("blue-scout-1")).isEmpty());
        QVERIFY(game->placesFor(QStringLiteral("blue-reserve-1")).isEmpty());
        QCOMPARE(game->apply(placeJson("blue-scout-1", "0808")),
                 QStringLiteral("blue-scout-1 is not set up by its player (the scenario places "
                                "it)"));
    }

    void aPlacementIsUndone()
    {
        const auto game = session(setupFixture("setup.scenario.yaml"));
        QVERIFY(game);
        const int logSize = int(game->log().size());
        QVERIFY(!game->canUndo());
        const QJsonObject action
            = game->placeAction(QStringLiteral("green-tank-1"), Place(hex("0302")));
        QCOMPARE(action, placeJson("green-tank-1", "0302"));
        QCOMPARE(game->apply(action), QString());
        QVERIFY(game->canUndo()); // no die rolled
        QCOMPARE(game->dice().count(), 0);
        QVERIFY(!game->piecesToPlace().contains(QStringLiteral("green-tank-1")));
        QCOMPARE(game->state().unit(QStringLiteral("green-tank-1"))->hex, at("0302"));
        QVERIFY(game->undo());
        QVERIFY(game->piecesToPlace().contains(QStringLiteral("green-tank-1")));
        QVERIFY(!game->state().unit(QStringLiteral("green-tank-1"))->onMap());
        QCOMPARE(game->log().size(), logSize);
        // The rest placed at once is one step back too.
        QCOMPARE(game->apply(game->placeRestAction()), QString());
        QVERIFY(game->piecesToPlace().isEmpty());
        QVERIFY(game->placeRestAction().isEmpty());
        QVERIFY(game->undo());
        QCOMPARE(game->piecesToPlace().size(), 3);
    }

    void placeRestIsTheOldAutomaticPlacement_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("the fixture") << setupFixture("setup.scenario.yaml");
        QTest::newRow("Badger Hunt") << sample("01-badger-hunt.scenario.yaml");
        QTest::newRow("Everybody Wants a Piece of the Action")
            << sample("13-everybody-wants-a-piece-of-the-action.scenario.yaml");
        QTest::newRow("Break Out") << sample("08-break-out.scenario.yaml");
        QTest::newRow("Spice Madness") << sample("14-spice-madness.scenario.yaml");
    }

    void placeRestIsTheOldAutomaticPlacement()
    {
        // Where no zone of one player holds another's units, each player's place_rest puts his
        // units where the engine put them before there was a set-up (Game::initialState()).
        QFETCH(QString, file);
        const auto context = load(file);
        QVERIFY(context);
        HsGameSession game(context, 1);
        QVERIFY(game.isPlacing());
        placeAllAutomatically(game);
        const GameState old = Game::initialState(*context);
        QCOMPARE(game.state().units.size(), old.units.size());
        for (int i = 0; i < old.units.size(); ++i) {
            const UnitState &a = game.state().units.at(i);
            const UnitState &b = old.units.at(i);
            QCOMPARE(a.id, b.id);
            QCOMPARE(a.status, b.status);
            if (b.onMap())
                QVERIFY2(a.hex == b.hex, qPrintable(a.id));
            QCOMPARE(a.inFortress, b.inFortress);
        }
    }

    void theSetUpEndsOnlyWhenNothingIsLeft()
    {
        const auto game = session(setupFixture("setup.scenario.yaml"));
        QVERIFY(game);
        QCOMPARE(game->legalEndPhase(), -1);
        QCOMPARE(game->apply(EndPhase),
                 QStringLiteral("3 unit(s) still to set up: green-tank-1, green-tank-2, "
                                "green-infantry-1"));
        QCOMPARE(game->apply({{QStringLiteral("kind"), QStringLiteral("move")},
                              {QStringLiteral("unit"), QStringLiteral("blue-scout-1")},
                              {QStringLiteral("path"), QJsonArray {QStringLiteral("0708")}}}),
                 QStringLiteral("move belongs to a turn: the set-up comes first"));
        QVERIFY(game->legalActionCount() > 3);
        QCOMPARE(game->apply(PlaceRest), QString());
        // Now ending is the one thing left.
        QCOMPARE(game->legalActionCount(), 1);
        QCOMPARE(game->legalEndPhase(), 0);
        QCOMPARE(game->apply(PlaceRest), QStringLiteral("Green has no unit left to set up"));
        QCOMPARE(game->apply(EndPhase), QString());
        placeAllAutomatically(*game);
        QCOMPARE(game->apply(PlaceRest), QStringLiteral("units are set up before turn 1 only"));
    }

    void hiddenSetUpIsHonoured_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<bool>("blueSeesGreen");
        QTest::newRow("no (the default): an open set-up") << QString() << true;
        QTest::newRow("no") << QStringLiteral("no") << true;
        QTest::newRow("yes: hidden until turn 1") << QStringLiteral("yes") << false;
    }

    void hiddenSetUpIsHonoured()
    {
        QFETCH(QString, option);
        QFETCH(bool, blueSeesGreen);
        const auto context = loadWith(setupFixture("setup.scenario.yaml"), [&](Scenario &s) {
            if (!option.isEmpty())
                s.ruleOptions.insert(QStringLiteral("hidden_setup"), option);
        });
        QVERIFY(context);
        QCOMPARE(context->ruleChoices().value(QStringLiteral("hidden_setup")),
                 option.isEmpty() ? QStringLiteral("no") : option);
        HsGameSession game(context, 1);
        const int blue = 0;
        const int green = 1;
        QCOMPARE(game.decidingPlayer(), green);
        QCOMPARE(game.apply(placeJson("green-tank-1", "0302")), QString());
        QCOMPARE(game.apply(PlaceRest), QString());
        QCOMPARE(game.apply(EndPhase), QString());
        QCOMPARE(game.decidingPlayer(), blue);
        const QString tank = QStringLiteral("green-tank-1");
        QVERIFY(game.isVisibleTo(tank, green));
        QCOMPARE(game.isVisibleTo(tank, blue), blueSeesGreen);
        // A unit the scenario places on a hex is known to all.
        QVERIFY(game.isVisibleTo(QStringLiteral("blue-scout-1"), green));
        QCOMPARE(game.apply(PlaceRest), QString());
        QCOMPARE(game.apply(EndPhase), QString());
        QVERIFY(!game.isPlacing());
        QVERIFY(game.isVisibleTo(tank, blue));
        QVERIFY(game.isVisibleTo(QStringLiteral("blue-tank-1"), green));
    }

    void hiddenUnitsAreInvisibleUntilFound()
    {
        // Scenario 6's partisans: no piece until an enemy enters their hex and the die places
        // them; nobody but their player sees what is not there.
        const auto game = session(fixture("snipers.scenario.yaml"));
        QVERIFY(game);
        QVERIFY(!game->isPlacing()); // its one unit stands on a given hex
        for (const PieceView &p : game->pieces())
            QVERIFY(!p.id.startsWith(QLatin1String("partisans")));
        QVERIFY(!game->isVisibleTo(QStringLiteral("partisans-1"), 0));
        QVERIFY(!game->isVisibleTo(QStringLiteral("partisans-1"), 1));
        QVERIFY(game->isVisibleTo(QStringLiteral("blue-infantry-1"), 1));
    }

    void theGreedyDefenderHoldsTheHills()
    {
        // Badger Hunt: Tan wins with a unit on each of the three hilltops; Green, the defender,
        // sets up first and puts a unit on every hilltop its set-up zones reach.
        const auto context = load(sample("01-badger-hunt.scenario.yaml"));
        QVERIFY(context);
        HsGameSession game(context, 1);
        GreedyAgent green(1, 1);
        GreedyAgent tan(1, 0);
        int guard = 0;
        while (game.isPlacing() && ++guard < 200) {
            Agent &agent = game.decidingPlayer() == 1 ? static_cast<Agent &>(green) : tan;
            QCOMPARE(game.applyLegal(agent.choose(game)), QString());
        }
        QVERIFY(!game.isPlacing());
        QSet<HexCoord> greenZones;
        for (const ForceEntry &f : context->scenario().forces) {
            if (f.side == QLatin1String("green") && f.placement.kind == Placement::Kind::Zone) {
                const QList<HexCoord> zone = context->zoneHexes(f.placement.zone);
                greenZones.unite(QSet<HexCoord>(zone.begin(), zone.end()));
            }
        }
        int hillsInReach = 0;
        for (const char *hill : {"hilltop-1", "hilltop-2", "hilltop-3"}) {
            bool reachable = false;
            bool held = false;
            for (HexCoord h : context->zoneHexes(QLatin1String(hill))) {
                reachable = reachable || greenZones.contains(h);
                for (const UnitState *u : game.state().unitsAt(h))
                    held = held || u->side == QLatin1String("green");
            }
            hillsInReach += reachable ? 1 : 0;
            if (reachable)
                QVERIFY2(held, hill);
        }
        QVERIFY(hillsInReach >= 2);
        QCOMPARE(game.invariantViolations(), QStringList());
    }

    void randomAgentsSetUpAndFinish_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<quint64>("seed");
        QTest::newRow("the fixture, seed 1") << setupFixture("setup.scenario.yaml") << quint64(1);
        QTest::newRow("the fixture, seed 2") << setupFixture("setup.scenario.yaml") << quint64(2);
        QTest::newRow("Badger Hunt") << sample("01-badger-hunt.scenario.yaml") << quint64(3);
        QTest::newRow("Break Out") << sample("08-break-out.scenario.yaml") << quint64(4);
    }

    void randomAgentsSetUpAndFinish()
    {
        QFETCH(QString, file);
        QFETCH(quint64, seed);
        const auto game = session(file, seed);
        QVERIFY(game);
        RandomAgent a(seed, 0), b(seed, 1);
        // The set-up: never ended while a unit is left to place.
        int guard = 0;
        while (game->isPlacing() && ++guard < 1000) {
            const int player = game->decidingPlayer();
            const QStringList left = game->piecesToPlace();
            const int choice = (player == 0 ? a : b).choose(*game);
            QCOMPARE(game->legalActionKind(choice) == QLatin1String("end_phase"), left.isEmpty());
            QCOMPARE(game->applyLegal(choice), QString());
        }
        for (const UnitState &u : game->state().units)
            QVERIFY2(u.onMap() || u.setupZone.isEmpty(), qPrintable(u.id));
        const PlayResult result = playGame(*game, {&a, &b}, 20000, true);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QVERIFY(result.finished);
        // Its log replays.
        const ReplayResult replay
            = replayLog(HsGameSetup(game->game().sharedContext()), game->logText());
        QVERIFY2(replay.ok, qPrintable(replay.error));
    }

    void aSavedSetUpRoundTrips()
    {
        const auto context = load(setupFixture("setup.scenario.yaml"));
        QVERIFY(context);
        HsGameSession first(context, 1);
        QCOMPARE(first.apply(placeJson("green-infantry-1", "0402")), QString());
        QCOMPARE(first.apply(PlaceRest), QString()); // written out as its places
        QCOMPARE(first.apply(EndPhase), QString());
        QCOMPARE(first.apply(placeJson("blue-tank-1", "0808")), QString());
        QCOMPARE(first.apply(PlaceRest), QString());
        QCOMPARE(first.apply(EndPhase), QString());
        const SavedSetup saved = savedSetupOf(first);
        QCOMPARE(saved.players.size(), 2);
        QCOMPARE(saved.players.at(0).name, QStringLiteral("Green"));
        QCOMPARE(saved.players.at(0).actions.size(), 3);
        QCOMPARE(saved.players.at(1).actions.size(), 6);
        QCOMPARE(saved.scenarioTitle, QStringLiteral("Set-up on Board 3"));
        const QByteArray text = savedSetupText(saved);
        QVERIFY(text.contains("\"format\": \"hexwright-setup/1\""));
        QString error;
        const std::optional<SavedSetup> read
            = readSavedSetup(text, QStringLiteral("s.json"), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(read->players.at(1).actions.at(0).action, placeJson("blue-tank-1", "0808"));
        QVERIFY(read->players.at(1).actions.at(0).line > 1);
        HsGameSession second(context, 7);
        QCOMPARE(applySavedSetup(second, *read), QString());
        QVERIFY(!second.isPlacing());
        QCOMPARE(setupLineOf(second), setupLineOf(first));
    }

    void aSavedSetUpCoversSomePlayers()
    {
        // Green's saved set-up; Blue sets up as usual (here by his agent).
        const auto context = load(setupFixture("setup.scenario.yaml"));
        QVERIFY(context);
        QString error;
        const std::optional<SavedSetup> saved = readSavedSetup(
            R"({"format": "hexwright-setup/1", "players": [{"name": "Green", "actions": [
                {"kind": "place", "unit": "green-tank-1", "hex": "0502"},
                {"kind": "place", "unit": "green-tank-2", "hex": "0502"},
                {"kind": "place", "unit": "green-infantry-1", "hex": "0402"}]}]})",
            QStringLiteral("green.json"), &error);
        QVERIFY2(saved, qPrintable(error));
        HsGameSession game(context, 1);
        QCOMPARE(applySavedSetup(game, *saved), QString());
        // Without agents it stops where Blue must decide.
        QVERIFY(game.isPlacing());
        QCOMPARE(game.players().at(game.decidingPlayer()).name, QStringLiteral("Blue"));
        GreedyAgent blue(1, 0);
        QCOMPARE(applySavedSetup(game, *saved, {&blue}), QString());
        QVERIFY(!game.isPlacing());
        QCOMPARE(game.state().unit(QStringLiteral("green-infantry-1"))->hex, at("0402"));
    }

    void aBadSavedSetUpSaysWhereAndWhy_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("message");
        auto row = [](const char *name, const char *text, const char *message) {
            QTest::newRow(name) << QByteArray(text) << QString::fromUtf8(message);
        };
        const char *head = "{\"format\": \"hexwright-setup/1\", \"players\": [\n";
        row("not JSON", "{\"format\": \"hexwright-setup/1\",\n  \"players\": [}",
            "bad.json:2:16: not JSON: ");
        row("another format", "{\"format\": \"hexwright-setup/9\", \"players\": []}",
            "bad.json:1:12: the file is in format hexwright-setup/9; this version of Hexwright "
            "reads hexwright-setup/1");
        row("no format", "{\"players\": []}", "bad.json:1:1: not a set-up file");
        row("an action of another kind",
            (QByteArray(head)
             + "  {\"name\": \"Green\", \"actions\": [\n    {\"kind\": \"move\", \"unit\": "
               "\"x\"}]}]}")
                .constData(),
            "bad.json:3:5: a set-up action must be");
        row("an unknown unit",
            (QByteArray(head)
             + "  {\"name\": \"Green\", \"actions\": [\n    {\"kind\": \"place\", \"unit\": "
               "\"green-tank-7\", \"hex\": \"0302\"}]}]}")
                .constData(),
            "bad.json:3:5: unknown unit \"green-tank-7\": the scenario has no such unit");
        row("an illegal place",
            (QByteArray(head)
             + "  {\"name\": \"Green\", \"actions\": [\n    {\"kind\": \"place\", \"unit\": "
               "\"green-tank-1\", \"hex\": \"0402\"}]}]}")
                .constData(),
            "bad.json:3:5: illegal place for green-tank-1 (green-tank-1 is set up in 0402): "
            "green-tank-1 may not stand in 0402: swamp is prohibited to its movement class "
            "conv_vehicle");
        row("a player the game does not have",
            (QByteArray(head) + "  {\"name\": \"Purple\", \"actions\": []}]}").constData(),
            "bad.json:2:3: the game has no player \"Purple\" (its players: Blue, Green)");
        row("units left unplaced",
            (QByteArray(head)
             + "  {\"name\": \"Green\", \"actions\": [\n    {\"kind\": \"place\", \"unit\": "
               "\"green-tank-1\", \"hex\": \"0302\"}]}]}")
                .constData(),
            "bad.json:2:3: the set-up of Green leaves 2 unit(s) to place: green-tank-2, "
            "green-infantry-1");
    }

    void aBadSavedSetUpSaysWhereAndWhy()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, message);
        const auto context = load(setupFixture("setup.scenario.yaml"));
        QVERIFY(context);
        QString error;
        const std::optional<SavedSetup> saved
            = readSavedSetup(text, QStringLiteral("bad.json"), &error);
        if (saved) {
            HsGameSession game(context, 1);
            error = applySavedSetup(game, *saved);
        }
        QVERIFY2(error.startsWith(message), qPrintable(error));
    }

    void aGameFromASavedSetUpIsDeterministic()
    {
        const auto context = load(sample("01-badger-hunt.scenario.yaml"));
        QVERIFY(context);
        // Green's set-up (he sets up first) from a greedy game, Tan's by his random agent.
        HsGameSession source(context, 5);
        GreedyAgent g0(5, 0), g1(5, 1);
        QVERIFY(playGame(source, {&g0, &g1}, 20000, true).finished);
        SavedSetup saved = savedSetupOf(source);
        saved.players.removeIf(
            [](const SavedSetup::PlayerSetup &p) { return p.name != QLatin1String("Green"); });
        QCOMPARE(saved.players.size(), 1);
        QByteArray logs[2];
        for (QByteArray &log : logs) {
            HsGameSession game(context, 9);
            RandomAgent tan(9, 0), green(9, 1);
            QCOMPARE(applySavedSetup(game, saved, {&tan, &green}), QString());
            const PlayResult result = playGame(game, {&tan, &green}, 20000, true);
            QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
            QVERIFY(result.finished);
            log = game.logText();
        }
        QCOMPARE(logs[0], logs[1]);
    }

    void aVersion2LogStillReplays()
    {
        // Recorded before the set-up phase (hexwright-playlog/2): zone units placed
        // automatically. Its replay places them so again and reproduces every line.
        const auto context = load(sample("01-badger-hunt.scenario.yaml"));
        QVERIFY(context);
        const std::optional<QByteArray> log
            = readPlayLog(setupFixture("badger-hunt-greedy-1-v2.jsonl"));
        QVERIFY(log);
        QVERIFY(log->startsWith("{\"format\":\"hexwright-playlog/2\""));
        const ReplayResult replay = replayLog(HsGameSetup(context), *log);
        QVERIFY2(replay.ok,
                 qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
        QVERIFY(replay.session->isOver());
        // Every line but the header's scenario path is the log's.
        const QList<QByteArray> logged = log->trimmed().split('\n');
        const QList<QByteArray> replayed = replay.session->logText().trimmed().split('\n');
        QCOMPARE(replayed.size(), logged.size());
        for (qsizetype i = 1; i < logged.size(); ++i)
            QCOMPARE(replayed.at(i), logged.at(i));
        QVERIFY(!log->contains("\"phase\":\"setup\""));
    }
};

QTEST_GUILESS_MAIN(TestSetupPhase)
#include "tst_setupphase.moc"
