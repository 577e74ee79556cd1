// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest engine: set-up, the sequence of play, a scripted game on a small fixture with
// pinned dice, undo, stacking, carrying and towing, morale, victory, hidden units and
// paradrops. Combat procedures: tst_playcombat; allies: tst_playallies.

#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

class TestPlay : public QObject, private PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void unitsAreCountedOutOfForceEntriesWithStableIds()
    {
        const auto context = load(samplesDir() + QStringLiteral("/01-badger-hunt.scenario.yaml"));
        QVERIFY(context);
        const GameState s = Game::initialState(*context);
        int expected = 0;
        for (const ForceEntry &f : context->scenario().forces)
            expected += f.count;
        QCOMPARE(s.units.size(), expected);
        QVERIFY(s.unit(QStringLiteral("tan-n-tank-1")));
        QVERIFY(s.unit(QStringLiteral("tan-n-tank-2")));
        QVERIFY(!s.unit(QStringLiteral("tan-n-tank-3")));
        // Zone units are set up on their zone's hexes, within the stacking limit.
        for (const ForceEntry &f : context->scenario().forces) {
            const QList<HexCoord> zone = context->zoneHexes(f.placement.zone);
            for (int n = 1; n <= f.count; ++n) {
                const UnitState *u = s.unit(QStringLiteral("%1-%2").arg(f.id).arg(n));
                QVERIFY(u);
                QVERIFY2(u->onMap() && zone.contains(u->hex), qPrintable(u->id));
            }
        }
        Game game(context, 1);
        QCOMPARE(game.invariantViolations(), QStringList());
    }

    // GameState::unit() looks ids up in a table of the units' id texts: it must answer as a
    // scan of the units does, for an id sharing a unit's text or only equal to it, on a copy
    // that has been written to (its own list) and after a unit is added.
    void unitsAreFoundByIdAfterTheListChanges()
    {
        const auto context = load(samplesDir() + QStringLiteral("/01-badger-hunt.scenario.yaml"));
        QVERIFY(context);
        GameState s = Game::initialState(*context);
        auto scan = [](const GameState &state, const QString &id) {
            for (int i = 0; i < state.units.size(); ++i) {
                if (state.units.at(i).id == id)
                    return i;
            }
            return -1;
        };
        auto check = [&](const GameState &state) {
            for (const UnitState &u : state.units) {
                const QString shared = u.id;
                const QString equal = QString(u.id.constData(), u.id.size()); // its own text
                QCOMPARE(state.unitIndex(shared), scan(state, u.id));
                QCOMPARE(state.unitIndex(equal), scan(state, u.id));
                QCOMPARE(state.unit(shared), &state.units.at(scan(state, u.id)));
            }
            QCOMPARE(state.unitIndex(QStringLiteral("nobody")), -1);
        };
        check(s);
        GameState copy = s;
        check(copy);
        copy.units[0].id = QStringLiteral("renamed"); // written: the copy has its own list
        check(copy);
        check(s);
        QCOMPARE(copy.unitIndex(QStringLiteral("renamed")), 0);
        QCOMPARE(copy.unitIndex(s.units.at(0).id), -1);
        UnitState extra = s.units.at(1);
        extra.id = QStringLiteral("extra-1");
        s.units.reserve(s.units.size() + 1);
        s.units.append(extra);
        check(s);
        QCOMPARE(s.unitIndex(QStringLiteral("extra-1")), int(s.units.size()) - 1);
    }

    void phasesFollowTheSequenceOfPlay_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        const QStringList two {
            QStringLiteral("Tan rally [Tan]"),
            QStringLiteral("Tan paradrop [Tan]"),
            QStringLiteral("Tan counter_paradrop_fire [Green]"),
            QStringLiteral("Tan movement [Tan]"),
            QStringLiteral("Tan indirect_fire [Tan,Green]"),
            QStringLiteral("Tan direct_fire [Tan,Green]"),
            QStringLiteral("Tan close_assault [Tan]"),
            QStringLiteral("Green rally [Green]"),
            QStringLiteral("Green paradrop [Green]"),
            QStringLiteral("Green counter_paradrop_fire [Tan]"),
            QStringLiteral("Green movement [Green]"),
            // The first mover fires first in every combat step (fire_order first_mover).
            QStringLiteral("Green indirect_fire [Tan,Green]"),
            QStringLiteral("Green direct_fire [Tan,Green]"),
            QStringLiteral("Green close_assault [Green]"),
        };
        QTest::newRow("2 players") << fixture("skirmish.scenario.yaml") << two;
        QStringList four;
        const QStringList order {QStringLiteral("Tan"), QStringLiteral("Green"),
                                 QStringLiteral("Blue"), QStringLiteral("Red")};
        for (const QString &p : order) {
            QStringList others = order;
            others.removeAll(p);
            four << p + QStringLiteral(" rally [") + p + QLatin1Char(']')
                 << p + QStringLiteral(" paradrop [") + p + QLatin1Char(']')
                 << p + QStringLiteral(" counter_paradrop_fire [") + others.join(QLatin1Char(','))
                    + QLatin1Char(']')
                 << p + QStringLiteral(" movement [") + p + QLatin1Char(']')
                 << p + QStringLiteral(" indirect_fire [") + order.join(QLatin1Char(','))
                    + QLatin1Char(']')
                 << p + QStringLiteral(" direct_fire [") + order.join(QLatin1Char(','))
                    + QLatin1Char(']')
                 << p + QStringLiteral(" close_assault [") + p + QLatin1Char(']');
        }
        QTest::newRow("4 players (Spice Madness)")
            << samplesDir() + QStringLiteral("/14-spice-madness.scenario.yaml") << four;
    }

    void phasesFollowTheSequenceOfPlay()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        const auto context = load(file);
        QVERIFY(context);
        Game game(context, 3);
        endPhasesUntilTurn(game, 2);
        QCOMPARE(phaseLines(game, 1), expected);
        QCOMPARE(game.state().turn, 2);
    }

    void scriptedSkirmish()
    {
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 18);
        const GameState &s = game.state();
        const QString tank = QStringLiteral("tan-tank-1");
        const QString enemyTank = QStringLiteral("green-tank-1");

        // Nothing to rally or drop: play opens in Tan's movement.
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        QCOMPARE(game.decidingPlayer(), 0);
        QCOMPARE(s.unit(tank)->mf, 4.0);

        // Two clear hexes cost 1 each (§4.1).
        QCOMPARE(game.apply(MoveAction {tank, {at("0306"), at("0406")}}), QString());
        QCOMPARE(s.unit(tank)->hex, at("0406"));
        QCOMPARE(s.unit(tank)->mf, 2.0);
        // Slope (2) then clear (1) is 3 MF: more than the 2 left, and not a one-hex move.
        const GameState before = s;
        QVERIFY(!game.apply(MoveAction {tank, {at("0506"), at("0606")}}).isEmpty());
        QCOMPARE(s.unit(tank)->hex, before.unit(tank)->hex);
        QCOMPARE(s.unit(tank)->mf, 2.0);
        // A move that rolls no die can be taken back.
        QVERIFY(game.canUndo());
        QCOMPARE(game.apply(MoveAction {tank, {at("0506")}}), QString());
        QCOMPARE(s.unit(tank)->mf, 0.0);
        QVERIFY(game.undo());
        QCOMPARE(s.unit(tank)->hex, at("0406"));
        QCOMPARE(s.unit(tank)->mf, 2.0);
        QCOMPARE(game.apply(MoveAction {tank, {at("0506")}}), QString());

        // Direct fire: tank A5 on the slope against the Green tank D5 on clear: 1-1.
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
        QCOMPARE(game.phaseId(), QStringLiteral("direct_fire"));
        QCOMPARE(game.apply(DirectFireAction {{tank}, at("0806"), {enemyTank}}), QString());
        QVERIFY(!game.canUndo()); // a die was rolled
        const DieRoll fire = game.dice().rolls().last();
        QCOMPARE(fire.purpose, QStringLiteral("direct_fire"));
        QCOMPARE(fire.inputs.value(QStringLiteral("odds")).toString(), QStringLiteral("1-1"));
        QCOMPARE(fire.inputs.value(QStringLiteral("column")).toInt(), 4);
        // Seed 18 rolls 4+5 = 9: column 4, row 9 is a disruption.
        QCOMPARE(fire.faces, (QList<int> {4, 5}));
        QCOMPARE(fire.result, QStringLiteral("Dis"));
        // Fire is simultaneous: the result waits for the end of the round...
        QVERIFY(!s.unit(enemyTank)->disrupted);
        QCOMPARE(s.pending.size(), 1);
        // ... so the Green tank may still fire back in its part of the step.
        QCOMPARE(game.decidingPlayer(), 0);
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
        QCOMPARE(game.phaseId(), QStringLiteral("direct_fire"));
        QCOMPARE(game.decidingPlayer(), 1);
        QVERIFY(offers<DirectFireAction>(
            game, [&](const DirectFireAction &a) { return a.firers == QStringList {enemyTank}; }));
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
        QVERIFY(s.unit(enemyTank)->disrupted);
        QVERIFY(s.pending.isEmpty());

        // Green's turn opens with its rally.
        QCOMPARE(game.phaseId(), QStringLiteral("rally"));
        QCOMPARE(game.decidingPlayer(), 1);
        QCOMPARE(game.apply(RallyAction {enemyTank}), QString());
        const DieRoll rally = game.dice().rolls().last();
        QCOMPARE(rally.inputs.value(QStringLiteral("morale")).toInt(), 7);
        // 5+6 = 11 >= morale 7: rallied.
        QCOMPARE(rally.faces, (QList<int> {5, 6}));
        QCOMPARE(rally.result, QStringLiteral("rallied"));
        QCOMPARE(s.unit(enemyTank)->disrupted, rally.total < 7);
        // A unit rolls to rally once a turn.
        QVERIFY(!game.apply(RallyAction {enemyTank}).isEmpty());

        // To Tan's second turn; then the tank drives into the Green tank's hex and stops.
        endPhasesUntilTurn(game, 2);
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        QVERIFY(!game.apply(MoveAction {tank, {at("0606"), at("0706"), at("0806"), at("0906")}})
                     .isEmpty());
        QCOMPARE(game.apply(MoveAction {tank, {at("0606"), at("0706"), at("0806")}}), QString());
        // Nobody may leave a close assault.
        QVERIFY(!offers<MoveAction>(game, [&](const MoveAction &a) { return a.unit == tank; }));

        // Close assault is compulsory: ending the step first is refused.
        int guard = 0;
        while (game.phaseId() != QLatin1String("close_assault") && ++guard < 20)
            QCOMPARE(game.apply(EndPhaseAction {}), QString());
        QCOMPARE(game.phaseId(), QStringLiteral("close_assault"));
        QVERIFY(!game.apply(EndPhaseAction {}).isEmpty());
        const int rollsBefore = game.dice().count();
        QCOMPARE(game.apply(CloseAssaultAction {at("0806"), {}}), QString());
        const DieRoll tanAssault = game.dice().rolls().at(rollsBefore);
        QCOMPARE(tanAssault.purpose, QStringLiteral("close_assault"));
        // The undisrupted tank gets the close-assault column shift: 1-1 + 1 = column 5.
        QCOMPARE(tanAssault.inputs.value(QStringLiteral("odds")).toString(), QStringLiteral("1-1"));
        QCOMPARE(tanAssault.inputs.value(QStringLiteral("shift")).toInt(), 1);
        QCOMPARE(tanAssault.inputs.value(QStringLiteral("column")).toInt(), 5);
        // 4+6 = 10 on column 5: the defender is eliminated, at the end of the round.
        QCOMPARE(tanAssault.faces, (QList<int> {4, 6}));
        QCOMPARE(tanAssault.result, QStringLiteral("DE"));
        QCOMPARE(s.unit(enemyTank)->status, UnitStatus::OnMap);
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
        QCOMPARE(s.unit(enemyTank)->status, UnitStatus::Eliminated);
        QCOMPARE(s.losses.value(QStringLiteral("green")), 1);
        QCOMPARE(game.invariantViolations(), QStringList());
    }

    void apcsCarryAndTowersTowAndSkimmersKeepTwoPools()
    {
        const auto context = load(fixture("transport.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 1);
        const GameState &s = game.state();
        const QString apc = QStringLiteral("tan-apc-1");
        const QString infantry = QStringLiteral("tan-infantry-1");
        const QString car = QStringLiteral("tan-car-1");
        const QString gun = QStringLiteral("tan-gun-1");
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));

        // Boarding costs the APC and the infantry 1 MF each (§3.7).
        QCOMPARE(game.apply(MountAction {infantry, apc}), QString());
        QCOMPARE(s.unit(infantry)->carriedBy, apc);
        QCOMPARE(s.unit(apc)->mf, 5.0);
        QCOMPARE(s.unit(infantry)->mf, 1.0);
        QVERIFY(!game.apply(MoveAction {infantry, {at("0607")}}).isEmpty()); // rides, not walks
        QCOMPARE(game.apply(MoveAction {apc, {at("0607"), at("0608")}}), QString());
        QCOMPARE(s.unit(infantry)->hex, at("0608"));
        QCOMPARE(s.unit(apc)->mf, 3.0);
        QCOMPARE(game.apply(DismountAction {infantry}), QString());
        QVERIFY(s.unit(infantry)->carriedBy.isEmpty());
        QCOMPARE(s.unit(apc)->mf, 2.0);
        QCOMPARE(s.unit(infantry)->hex, at("0608"));

        // Hooking up halves the tower's MF, rounded down (§3.6, T14); the gun goes along.
        QCOMPARE(game.apply(HookUpAction {car, gun}), QString());
        QCOMPARE(s.unit(car)->mf, 3.0);
        QCOMPARE(game.apply(MoveAction {car, {at("0807")}}), QString());
        QCOMPARE(s.unit(gun)->hex, at("0807"));
        QCOMPARE(s.unit(gun)->towedBy, car);
        // A gun is set up only before its tower moves.
        QVERIFY(!game.apply(UnhookAction {car}).isEmpty());
        QVERIFY(!game.apply(MoveAction {gun, {at("0808")}}).isEmpty());
        QCOMPARE(game.invariantViolations(), QStringList());

        // Blue's turn: the book's skimmer example (T5), pools (infantry, skimmer).
        endPhasesUntilPlayer(game, 1);
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        const QString scout = QStringLiteral("blue-infantry-1");
        QCOMPARE(s.unit(scout)->mf, 2.0);
        QCOMPARE(s.unit(scout)->skimmerMf, 6.0);
        QCOMPARE(game.apply(MountAction {scout, {}}), QString());
        QVERIFY(s.unit(scout)->mounted);
        QCOMPARE(s.unit(scout)->mf, 1.0);
        QCOMPARE(s.unit(scout)->skimmerMf, 5.0);
        QCOMPARE(game.apply(MoveAction {scout, {at("1507"), at("1508"), at("1509"), at("1510")}}),
                 QString());
        QCOMPARE(s.unit(scout)->mf, 1.0);
        QCOMPARE(s.unit(scout)->skimmerMf, 1.0);
        QCOMPARE(game.apply(DismountAction {scout}), QString());
        QVERIFY(!s.unit(scout)->mounted);
        QCOMPARE(s.unit(scout)->mf, 0.0);
        QCOMPARE(s.unit(scout)->skimmerMf, 0.0);
        QCOMPARE(s.unit(scout)->hex, at("1510"));
        QCOMPARE(game.invariantViolations(), QStringList());
    }

    // §3.5: stacking is checked at the end of moving; units may pass through friends.
    void stackingCountsAtTheEndOfMovement()
    {
        const auto context = load(fixture("combat.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 6);
        const GameState &s = game.state();
        const QString car = QStringLiteral("tan-car-1");
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        // Through the full stack of 0506 (two tanks and the infantry) and on: always legal.
        QCOMPARE(game.apply(MoveAction {car, {at("0506"), at("0606")}}), QString());
        QVERIFY(game.undo());
        // Stopping on it makes four counters: allowed for now...
        QVERIFY(game.reachable(car).contains(at("0506")));
        QCOMPARE(game.apply(MoveAction {car, {at("0506")}}), QString());
        QCOMPARE(s.unitsAt(at("0506")).size(), 4);
        QCOMPARE(game.invariantViolations(), QStringList());
        // ... but the movement phase does not end so, and says where.
        const QString why = game.apply(EndPhaseAction {});
        QVERIFY2(why.contains(QLatin1String("0506")), qPrintable(why));
        QVERIFY(!offers<EndPhaseAction>(game, [](const EndPhaseAction &) { return true; }));
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        QCOMPARE(game.apply(MoveAction {car, {at("0606")}}), QString());
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
        QVERIFY(game.phaseId() != QLatin1String("movement"));
    }

    // §3.7: the APC must start the turn in the infantry's hex.
    void anApcLoadsOnlyInfantryInTheHexItStartedIn_data()
    {
        QTest::addColumn<QStringList>("apcPath");
        QTest::addColumn<QStringList>("infantryPath");
        QTest::addColumn<bool>("boards");
        QTest::newRow("both still where they began") << QStringList() << QStringList() << true;
        QTest::newRow("the APC went out and came back")
            << QStringList {QStringLiteral("0607"), QStringLiteral("0606")} << QStringList()
            << true;
        QTest::newRow("the APC drove to the infantry")
            << QStringList() << QStringList {QStringLiteral("0607")} << false;
        QTest::newRow("both moved to a new hex") << QStringList {QStringLiteral("0607")}
                                                 << QStringList {QStringLiteral("0607")} << false;
    }

    void anApcLoadsOnlyInfantryInTheHexItStartedIn()
    {
        QFETCH(QStringList, apcPath);
        QFETCH(QStringList, infantryPath);
        QFETCH(bool, boards);
        const auto context = load(fixture("transport.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 1);
        const QString apc = QStringLiteral("tan-apc-1");
        const QString infantry = QStringLiteral("tan-infantry-1");
        auto path = [this](const QStringList &labels) {
            QList<HexCoord> hexes;
            for (const QString &l : labels)
                hexes.append(at(qPrintable(l)));
            return hexes;
        };
        QCOMPARE(game.state().unit(apc)->turnStartHex, std::optional<HexCoord>(at("0606")));
        // The infantry walks first when it moves (to 0607, where the APC follows it).
        if (!infantryPath.isEmpty())
            QCOMPARE(game.apply(MoveAction {infantry, path(infantryPath)}), QString());
        if (!apcPath.isEmpty())
            QCOMPARE(game.apply(MoveAction {apc, path(apcPath)}), QString());
        const QString why = game.apply(MountAction {infantry, apc});
        QVERIFY2(why.isEmpty() == boards, qPrintable(why));
        QCOMPARE(game.state().unit(infantry)->carriedBy, boards ? apc : QString());
    }

    // The Dice dock shows when a roll was made: each roll keeps its game and player turn.
    void rollsRecordTheTurnTheyWereRolledIn()
    {
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        HsGameSession game(context, 11);
        RandomAgent tan(11, 0), green(11, 1);
        QVERIFY(playGame(game, {&tan, &green}, 2000).finished);
        int turn = 0;
        QString player;
        int checked = 0;
        QSet<int> turns;
        for (const QJsonObject &line : game.log()) {
            const QString type = line.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("turn")) {
                turn = line.value(QStringLiteral("turn")).toInt();
                player = line.value(QStringLiteral("player")).toString();
            } else if (type == QLatin1String("roll")) {
                QCOMPARE(line.value(QStringLiteral("turn")).toInt(), turn);
                QCOMPARE(line.value(QStringLiteral("player_turn")).toString(), player);
                const DieRoll d = DieRoll::fromJson(line);
                QCOMPARE(d.turn, turn);
                turns.insert(turn);
                ++checked;
            }
        }
        QCOMPARE(checked, game.dice().count());
        QVERIFY(turns.size() > 1);
    }

    // Game::reachable: the hexes of the legal moves, with the cost the rules charge.
    void reachableHexesAreTheLegalMoves()
    {
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 18);
        const QString tank = QStringLiteral("tan-tank-1");
        const QHash<HexCoord, ReachableHex> reach = game.reachable(tank);
        // Two clear hexes cost 1 each; slope costs 2 (§4.1).
        QCOMPARE(reach.value(at("0306")).cost, 1.0);
        QCOMPARE(reach.value(at("0406")).cost, 2.0);
        QCOMPARE(reach.value(at("0506")).cost, 4.0);
        QCOMPARE(reach.value(at("0406")).path, (QList<HexCoord> {at("0306"), at("0406")}));
        int moves = 0;
        for (const Action &a : game.legalActions()) {
            if (const auto *m = std::get_if<MoveAction>(&a); m && m->unit == tank) {
                ++moves;
                QVERIFY(reach.contains(m->path.last()));
                QCOMPARE(reach.value(m->path.last()).path, m->path);
            }
        }
        QCOMPARE(moves, reach.size());
        // Nothing outside the unit's own movement.
        QVERIFY(game.reachable(QStringLiteral("green-tank-1")).isEmpty());
    }

    void moraleStepsUpWithLosses_data()
    {
        QTest::addColumn<QString>("colour");
        QTest::addColumn<int>("losses");
        QTest::addColumn<int>("morale");
        // Badger Hunt: Tan 8; 7 eliminated -> 9; 15 -> 10. Green 7; 6 -> 8; 10 -> 9.
        QTest::newRow("tan, no losses") << "tan" << 0 << 8;
        QTest::newRow("tan, 6 lost") << "tan" << 6 << 8;
        QTest::newRow("tan, 7 lost") << "tan" << 7 << 9;
        QTest::newRow("tan, 15 lost") << "tan" << 15 << 10;
        QTest::newRow("green, 5 lost") << "green" << 5 << 7;
        QTest::newRow("green, 6 lost") << "green" << 6 << 8;
        QTest::newRow("green, 12 lost") << "green" << 12 << 9;
    }

    void moraleStepsUpWithLosses()
    {
        QFETCH(QString, colour);
        QFETCH(int, losses);
        QFETCH(int, morale);
        const auto context = load(samplesDir() + QStringLiteral("/01-badger-hunt.scenario.yaml"));
        QVERIFY(context);
        GameState s = Game::initialState(*context);
        s.losses[colour] = losses;
        QCOMPARE(context->morale(s, colour), morale);
    }

    void theWinnerFollowsTheVictoryConditions_data()
    {
        QTest::addColumn<quint64>("seed");
        for (quint64 seed = 1; seed <= 24; ++seed)
            QTest::addRow("seed %llu", seed) << seed;
    }

    void theWinnerFollowsTheVictoryConditions()
    {
        // Skirmish: Tan wins by eliminating every Green unit by the end of turn 3, at once;
        // anything else is Green's (the free-text condition names Green).
        QFETCH(quint64, seed);
        const auto context = load(fixture("skirmish.scenario.yaml"));
        QVERIFY(context);
        HsGameSession game(context, seed);
        RandomAgent tan(seed, 0), green(seed, 1);
        const PlayResult result = playGame(game, {&tan, &green}, 2000);
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QVERIFY(result.finished);
        const GameState &s = game.state();
        bool greenLeft = false;
        bool tanLeft = false;
        for (const UnitState &u : s.units) {
            greenLeft = greenLeft || (u.side == QLatin1String("green") && u.onMap());
            tanLeft = tanLeft || (u.side == QLatin1String("tan") && u.onMap());
        }
        QCOMPARE(s.winner, greenLeft ? QStringLiteral("green") : QStringLiteral("tan"));
        QVERIFY(!s.reason.isEmpty());
        if (greenLeft && tanLeft)
            QCOMPARE(s.turn, 3); // played to the end
    }

    void hiddenUnitsAppearOnTheSearchRoll()
    {
        const auto context = load(fixture("snipers.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 5);
        const GameState &s = game.state();
        // The partisans are not on the map yet, but the game is not won: they are out there.
        QVERIFY(!game.isOver());
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        const QString scout = QStringLiteral("blue-infantry-1");
        QCOMPARE(game.apply(MountAction {scout, {}}), QString());
        QCOMPARE(game.apply(MoveAction {scout, {at("0703"), at("0702")}}), QString());
        // Seed 5 rolls a 5 on entering the wood: one partisan, in the hex entered.
        QCOMPARE(game.dice().count(), 1);
        const DieRoll search = game.dice().rolls().first();
        QCOMPARE(search.purpose, QStringLiteral("hidden_units"));
        QCOMPARE(search.faces, QList<int> {5});
        QCOMPARE(search.result, QStringLiteral("1"));
        const UnitState *partisan = s.unit(QStringLiteral("partisans-1"));
        QVERIFY(partisan);
        QCOMPARE(partisan->side, QStringLiteral("green"));
        QCOMPARE(partisan->hex, at("0702"));
        QVERIFY(s.searched.contains(at("0702")));
        QVERIFY(!s.unit(QStringLiteral("partisans-2")));
        // Now they share a hex: a close assault in step 5, and nobody leaves.
        QVERIFY(!offers<MoveAction>(game, [&](const MoveAction &a) { return a.unit == scout; }));
        int guard = 0;
        while (game.phaseId() != QLatin1String("close_assault") && ++guard < 20)
            QCOMPARE(game.apply(EndPhaseAction {}), QString());
        QVERIFY(offers<CloseAssaultAction>(
            game, [&](const CloseAssaultAction &a) { return a.hex == at("0702"); }));
    }

    // §3.18 and §3.2: a paratrooper landing in a fortress hex that no enemy holds goes
    // inside, like a unit that moves in, so the round-1 +12 of a close assault (§3.14) is
    // its own and never its attackers'.
    void aParatrooperLandsInsideAFortress_data()
    {
        QTest::addColumn<bool>("fortress");
        QTest::newRow("3.18: an empty fortress on the drop zone: inside") << true;
        QTest::newRow("no fortress: nothing to be inside") << false;
    }

    void aParatrooperLandsInsideAFortress()
    {
        QFETCH(bool, fortress);
        const HexCoord dropZone = at("0505");
        const auto context = loadWith(
            samplesDir() + QStringLiteral("/02-a-city-too-far.scenario.yaml"), [&](Scenario &s) {
                if (fortress)
                    s.markers.append({QStringLiteral("fortress"), hex("0505"), {}, {}, {}});
            });
        QVERIFY(context);
        QCOMPARE(context->terrainId(Game::initialState(*context), dropZone),
                 QStringLiteral("clear"));
        // The first seed whose first drop lands on target.
        for (quint64 seed = 1; seed < 40; ++seed) {
            Game game(context, seed);
            QCOMPARE(game.phaseId(), QStringLiteral("paradrop"));
            const ParadropAction *drop = nullptr;
            const QList<Action> legal = game.legalActions();
            for (const Action &a : legal) {
                drop = std::get_if<ParadropAction>(&a);
                if (drop && drop->dropZone == dropZone)
                    break;
                drop = nullptr;
            }
            QVERIFY(drop);
            QCOMPARE(game.apply(*drop), QString());
            const UnitState *u = game.state().unit(drop->unit);
            if (u->hex != dropZone || !u->onMap())
                continue;
            QCOMPARE(u->inFortress, fortress);
            QCOMPARE(game.invariantViolations(), QStringList());
            return;
        }
        QFAIL("no seed lands on target");
    }

    // Sc.11, "until someone wins": the first mercenary counter on the bridge wins. A game
    // whose only end is such a condition ends, with the reason, once nobody can meet it.
    void anUntilGameEndsWhenNobodyCanMeetItsCondition_data()
    {
        QTest::addColumn<QStringList>("removedColours");
        QTest::addColumn<QString>("reason"); // empty: the game goes on
        QTest::newRow("sc.11: Red and Blue counters are left") << QStringList() << QString();
        QTest::newRow("sc.11: only Blue's are left")
            << QStringList {QStringLiteral("red")} << QString();
        QTest::newRow("sc.11: no mercenary counter is left")
            << QStringList {QStringLiteral("red"), QStringLiteral("blue")}
            << "'bridge' can no longer be met: no unit of red, blue is left to reach the goal hex";
    }

    void anUntilGameEndsWhenNobodyCanMeetItsCondition()
    {
        QFETCH(QStringList, removedColours);
        QFETCH(QString, reason);
        const auto context = loadWith(fixture("allies.scenario.yaml"), [&](Scenario &s) {
            s.forces.removeIf(
                [&](const ForceEntry &f) { return removedColours.contains(f.colour); });
        });
        QVERIFY(context);
        Game game(context, 16);
        QCOMPARE(game.isOver(), !reason.isEmpty());
        QCOMPARE(game.state().reason, reason);
        if (!reason.isEmpty()) {
            QCOMPARE(game.state().winner, QString()); // nobody won
            QCOMPARE(game.state().result, QStringLiteral("draw"));
            QVERIFY(game.legalActions().isEmpty());
        }
    }

    // Sc.14 lasts until Board 2 holds no spice container. The spice lies in swamps, which
    // only APCs and armored cars may enter, and a gun cannot move: when no unit left may go
    // where a container lies, nobody can meet the condition any more.
    void aSpiceGameEndsWhenNoUnitLeftMayGoWhereAContainerLies_data()
    {
        QTest::addColumn<QString>("tan"); // the one Tan unit left, in 2119
        QTest::addColumn<QString>("reason"); // empty: the game goes on
        QTest::newRow("an APC is left") << QStringLiteral("tan-apc") << QString();
        QTest::newRow("an armored car is left") << QStringLiteral("tan-armored-car") << QString();
        QTest::newRow("only a tank and a gun are left")
            << QStringLiteral("tan-tank")
            << "'spice' can no longer be met: no unit left may go to 2117 (Spice container)";
    }

    void aSpiceGameEndsWhenNoUnitLeftMayGoWhereAContainerLies()
    {
        QFETCH(QString, tan);
        QFETCH(QString, reason);
        const auto context
            = spiceWith({tan + QStringLiteral("@2119"), QStringLiteral("green-small-gun@4020")});
        QVERIFY(context);
        Game game(context, 16);
        QCOMPARE(game.isOver(), !reason.isEmpty());
        QCOMPARE(game.state().reason, reason);
        if (!reason.isEmpty()) {
            QCOMPARE(game.state().winner, QString());
            QCOMPARE(game.state().result, QStringLiteral("draw"));
        }
    }

    void paratroopersDropInTheParadropPhase()
    {
        const auto context
            = load(samplesDir() + QStringLiteral("/02-a-city-too-far.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 3);
        QCOMPARE(game.phaseId(), QStringLiteral("paradrop"));
        const ParadropAction *drop = nullptr;
        const QList<Action> legal = game.legalActions();
        for (const Action &a : legal) {
            if ((drop = std::get_if<ParadropAction>(&a)))
                break;
        }
        QVERIFY(drop);
        const ParadropAction action = *drop;
        QCOMPARE(game.apply(action), QString());
        const QList<DieRoll> &rolls = game.dice().rolls();
        QCOMPARE(rolls.first().purpose, QStringLiteral("paradrop_accuracy"));
        const UnitState *u = game.state().unit(action.unit);
        if (rolls.first().total <= 3) {
            QCOMPARE(rolls.size(), 1);
            QCOMPARE(u->hex, action.dropZone); // on target
        } else {
            QCOMPARE(rolls.size(), 3); // direction and distance
            QCOMPARE(rolls[1].purpose, QStringLiteral("scatter_direction"));
        }
        QVERIFY(u->status == UnitStatus::OnMap || u->status == UnitStatus::Eliminated);
        // A paratrooper drops once.
        QVERIFY(!game.apply(action).isEmpty());
    }

    // Scenario special rules the game obeys (issue 6): one test per kind of effect.
};

QTEST_GUILESS_MAIN(TestPlay)
#include "tst_play.moc"
