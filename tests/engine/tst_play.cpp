// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest engine: set-up, the sequence of play, a scripted game on a small fixture with
// pinned dice, undo, close assault, ECM, CAF, stacking, carrying and towing, morale, victory,
// hidden units and paradrops.

#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

class TestPlay : public QObject, private PlayFixture
{
    Q_OBJECT

    // Seeds whose strike on 0606 rolls a class-B Dis, and a class-B DE (found by trying
    // seeds from 1: 1 and 3; each row checks its roll, so a change of the dice shows here).
    static constexpr quint64 DisSeed = 1;
    static constexpr quint64 DeSeed = 3;

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

    // §3.14: every unit in the hex attacks; each picks one, some or all enemy units; combined
    // attacks are a choice.
    void closeAssaultAttacksAreChosen_data()
    {
        QTest::addColumn<QString>("groups");
        QTest::addColumn<QString>("refusal"); // part of the reason, empty when legal
        QTest::addColumn<QStringList>("rolled"); // "attackers>targets" of each roll, in order
        QTest::newRow("default: each side combined on every enemy")
            << QString() << QString()
            << QStringList {QStringLiteral("t1+t2>b1+b2"), QStringLiteral("b1+b2>t1+t2")};
        QTest::newRow("each tank on its own target, Blue combined on one")
            << QStringLiteral("t1>b1;t2>b2;b1+b2>t1") << QString()
            << QStringList {QStringLiteral("t1>b1"), QStringLiteral("t2>b2"),
                            QStringLiteral("b1+b2>t1")};
        QTest::newRow("Blue first in the list: Tan still announces first")
            << QStringLiteral("b1>t2;b2>t2;t1+t2>b2") << QString()
            << QStringList {QStringLiteral("t1+t2>b2"), QStringLiteral("b1>t2"),
                            QStringLiteral("b2>t2")};
        QTest::newRow("a unit left out: every unit must attack")
            << QStringLiteral("t1>b1;b1+b2>t1") << QStringLiteral("must attack") << QStringList();
        QTest::newRow("a unit attacking twice") << QStringLiteral("t1>b1;t1+t2>b2;b1+b2>t1")
                                                << QStringLiteral("attacks twice") << QStringList();
        QTest::newRow("a friend as the target") << QStringLiteral("t1>t2;t2>b1;b1+b2>t1")
                                                << QStringLiteral("not an enemy") << QStringList();
        QTest::newRow("two players in one attack")
            << QStringLiteral("t1+b1>b2;t2>b1;b2>t1") << QStringLiteral("different players")
            << QStringList();
        QTest::newRow("an attack without targets")
            << QStringLiteral("t1+t2>;b1+b2>t1") << QStringLiteral("needs attackers and targets")
            << QStringList();
    }

    void closeAssaultAttacksAreChosen()
    {
        QFETCH(QString, groups);
        QFETCH(QString, refusal);
        QFETCH(QStringList, rolled);
        const auto context = load(fixture("combat.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 3);
        const HexCoord hex = at("0706");
        QCOMPARE(game.apply(MoveAction {QStringLiteral("tan-tank-1"), {at("0606"), hex}}),
                 QString());
        QCOMPARE(game.apply(MoveAction {QStringLiteral("tan-tank-2"), {at("0606"), hex}}),
                 QString());
        endPhasesUntil(game, "close_assault", 0);
        QCOMPARE(game.phaseId(), QStringLiteral("close_assault"));
        QCOMPARE(game.assaultAttackers(hex).size(), 4);
        // The default is offered, and so is every unit alone.
        const QList<AssaultGroup> defaults = game.defaultAssaultGroups(hex);
        QCOMPARE(defaults, parseGroups(QStringLiteral("t1+t2>b1+b2;b1+b2>t1+t2")));
        QVERIFY(offers<CloseAssaultAction>(
            game, [&](const CloseAssaultAction &a) { return a.groups == defaults; }));
        QVERIFY(offers<CloseAssaultAction>(game, [&](const CloseAssaultAction &a) {
            return a.groups == parseGroups(QStringLiteral("t1>b1+b2;t2>b1+b2;b1>t1+t2;b2>t1+t2"));
        }));
        const int before = game.dice().count();
        const QString why = game.apply(CloseAssaultAction {hex, parseGroups(groups)});
        if (!refusal.isEmpty()) {
            QVERIFY2(why.contains(refusal), qPrintable(why));
            QCOMPARE(game.dice().count(), before);
            return;
        }
        QCOMPARE(why, QString());
        QStringList got;
        for (const DieRoll &d : rollsSince(game, before)) {
            QCOMPARE(d.purpose, QStringLiteral("close_assault"));
            auto shortName = [](QString id) {
                return id.replace(QLatin1String("tan-tank-"), QLatin1String("t"))
                    .replace(QLatin1String("blue-tank-"), QLatin1String("b"));
            };
            QStringList a, t;
            for (const QString &id : strings(d.inputs.value(QStringLiteral("attackers"))))
                a.append(shortName(id));
            for (const QString &id : strings(d.inputs.value(QStringLiteral("targets"))))
                t.append(shortName(id));
            got.append(a.join(QLatin1Char('+')) + QLatin1Char('>') + t.join(QLatin1Char('+')));
            // Undisrupted attackers: +1 column; defence is DF only (hover tank 8, tank 5).
            QCOMPARE(d.inputs.value(QStringLiteral("shift")).toInt(), 1);
            QCOMPARE(d.inputs.value(QStringLiteral("defence")).toInt(),
                     (t.first().startsWith(QLatin1Char('b')) ? 8 : 5) * int(t.size()));
        }
        QCOMPARE(got, rolled);
    }

    // §3.19: the defender jams after the attack is announced; a jammed unit attacks alone
    // against the same target.
    void ecmAnswersAnAnnouncedDirectFire_data()
    {
        QTest::addColumn<QStringList>("jamTanks");
        QTest::addColumn<QStringList>("jamTargets");
        QTest::addColumn<QStringList>("rolledFirers");
        QTest::newRow("no jamming: one combined attack")
            << QStringList() << QStringList()
            << QStringList {QStringLiteral("tan-tank-1,tan-tank-2")};
        QTest::newRow("one firer jammed: two attacks")
            << QStringList {QStringLiteral("blue-tank-1")}
            << QStringList {QStringLiteral("tan-tank-1")}
            << QStringList {QStringLiteral("tan-tank-2"), QStringLiteral("tan-tank-1")};
        QTest::newRow("both firers jammed: each alone")
            << QStringList {QStringLiteral("blue-tank-1"), QStringLiteral("blue-tank-2")}
            << QStringList {QStringLiteral("tan-tank-2"), QStringLiteral("tan-tank-1")}
            << QStringList {QStringLiteral("tan-tank-1"), QStringLiteral("tan-tank-2")};
    }

    void ecmAnswersAnAnnouncedDirectFire()
    {
        QFETCH(QStringList, jamTanks);
        QFETCH(QStringList, jamTargets);
        QFETCH(QStringList, rolledFirers);
        const auto context = load(fixture("combat.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 4);
        const GameState &s = game.state();
        const QStringList tanks {QStringLiteral("tan-tank-1"), QStringLiteral("tan-tank-2")};
        const QStringList targets {QStringLiteral("blue-tank-1")};
        // Jamming is an answer, never announced on its own.
        endPhasesUntil(game, "direct_fire", 0);
        QVERIFY(
            !game.apply(JamAction {{QStringLiteral("blue-tank-1")}, {tanks.first()}}).isEmpty());
        const int before = game.dice().count();
        QCOMPARE(game.apply(DirectFireAction {tanks, at("0706"), targets}), QString());
        // Announced: no die yet; Blue, the target's owner, answers.
        QCOMPARE(game.dice().count(), before);
        QVERIFY(s.announced.has_value());
        QCOMPARE(game.decidingPlayer(), 1);
        QVERIFY(!game.apply(EndPhaseAction {}).isEmpty());
        QCOMPARE(game.ecmChoices().value(QStringLiteral("blue-tank-1")), tanks);
        QVERIFY(offers<JamAction>(game, [](const JamAction &a) { return a.tanks.isEmpty(); }));
        QVERIFY(offers<JamAction>(game, [&](const JamAction &a) {
            return a.tanks == QStringList {QStringLiteral("blue-tank-2")}
            && a.targets == QStringList {tanks.last()};
        }));
        QCOMPARE(game.apply(JamAction {jamTanks, jamTargets}), QString());
        QVERIFY(!s.announced);
        QCOMPARE(game.decidingPlayer(), 0);
        QStringList firers;
        for (const DieRoll &d : rollsSince(game, before)) {
            QCOMPARE(d.purpose, QStringLiteral("direct_fire"));
            firers.append(strings(d.inputs.value(QStringLiteral("firers"))).join(QLatin1Char(',')));
        }
        QCOMPARE(firers, rolledFirers);
        for (const QString &t : jamTargets)
            QVERIFY(s.unit(t)->jammed);
        // Each ECM tank jams once a player turn, and jamming is not its attack.
        for (const QString &t : jamTanks) {
            QVERIFY(s.unit(t)->jamUsed);
            QVERIFY(!s.unit(t)->attacked);
        }
    }

    // §3.19: a jammed unit cannot observe; §3.10: the defender cancels chosen counters.
    void indirectFireWaitsForEcmThenCaf_data()
    {
        QTest::addColumn<bool>("gas");
        QTest::addColumn<bool>("jamObserver");
        QTest::addColumn<QStringList>("caf");
        QTest::addColumn<QStringList>("cancelled");
        QTest::addColumn<QString>("purpose");
        QTest::addColumn<int>("rolls");
        const QString b1 = QStringLiteral("blue-tank-1"), b2 = QStringLiteral("blue-tank-2");
        const QString h1 = QStringLiteral("tan-howitzer-1"), h2 = QStringLiteral("tan-howitzer-2");
        QTest::newRow("observer jammed: the strike is lost")
            << false << true << QStringList() << QStringList() << QString() << 0;
        QTest::newRow("no CAF: both counters strike once")
            << false << false << QStringList() << QStringList() << QStringLiteral("indirect_fire")
            << 1;
        QTest::newRow("the second tank cancels the second counter")
            << false << false << QStringList {b2} << QStringList {h2}
            << QStringLiteral("indirect_fire") << 1;
        QTest::newRow("both counters cancelled")
            << false << false << QStringList {b1, b2} << QStringList {h2, h1} << QString() << 0;
        QTest::newRow("gas: the remaining counter rolls against each unit")
            << true << false << QStringList {b1} << QStringList {h1} << QStringLiteral("gas") << 2;
    }

    void indirectFireWaitsForEcmThenCaf()
    {
        QFETCH(bool, gas);
        QFETCH(bool, jamObserver);
        QFETCH(QStringList, caf);
        QFETCH(QStringList, cancelled);
        QFETCH(QString, purpose);
        QFETCH(int, rolls);
        const auto context = load(fixture("combat.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 5);
        const GameState &s = game.state();
        const QStringList howitzers {QStringLiteral("tan-howitzer-1"),
                                     QStringLiteral("tan-howitzer-2")};
        const QString observer = QStringLiteral("tan-tank-1");
        endPhasesUntil(game, "indirect_fire", 0);
        QCOMPARE(game.phaseId(), QStringLiteral("indirect_fire"));
        const int before = game.dice().count();
        // The howitzers do not see 0706 (the slope of 0506 is in the way): the tank observes.
        QCOMPARE(game.apply(IndirectFireAction {howitzers, at("0706"), observer, gas}), QString());
        QCOMPARE(game.decidingPlayer(), 1);
        QVERIFY(s.announced.has_value());
        QVERIFY(!s.strike.has_value());
        QCOMPARE(game.apply(jamObserver ? JamAction {{QStringLiteral("blue-tank-1")}, {observer}}
                                        : JamAction {}),
                 QString());
        if (jamObserver) {
            QVERIFY(s.unit(observer)->jammed);
            QVERIFY(!s.strike.has_value());
            QCOMPARE(game.dice().count(), before);
            for (const QString &h : howitzers)
                QVERIFY(s.unit(h)->attacked); // announced: the attack is spent
            QCOMPARE(game.decidingPlayer(), 0);
            return;
        }
        // Counter-artillery fire: any subset, each on a counter of the defender's choice.
        QVERIFY(s.strike.has_value());
        QCOMPARE(game.decidingPlayer(), 1);
        QCOMPARE(game.cafChoices(),
                 (QStringList {QStringLiteral("blue-tank-1"), QStringLiteral("blue-tank-2")}));
        QVERIFY(offers<AssignCafAction>(game, [&](const AssignCafAction &a) {
            return a.caf == QStringList {QStringLiteral("blue-tank-2")}
            && a.cancelled == QStringList {howitzers.last()};
        }));
        QCOMPARE(game.apply(AssignCafAction {caf, cancelled}), QString());
        QVERIFY(!s.strike.has_value());
        const QList<DieRoll> made = rollsSince(game, before);
        QCOMPARE(made.size(), rolls);
        QStringList firing = howitzers;
        for (const QString &c : cancelled)
            firing.removeAll(c);
        for (const DieRoll &d : made) {
            QCOMPARE(d.purpose, purpose);
            if (!gas)
                QCOMPARE(strings(d.inputs.value(QStringLiteral("firers"))), firing);
            else
                QCOMPARE(d.inputs.value(QStringLiteral("firer")).toString(), firing.first());
        }
        for (const QString &u : {QStringLiteral("blue-tank-1"), QStringLiteral("blue-tank-2")})
            QCOMPARE(s.unit(u)->attacked, caf.contains(u));
    }

    // §3.12: "Gas (direct or indirect)": artillery bought with gas chooses, each time it
    // fires, gas or a normal attack; gas rolls once per counter against each unit it hits.
    void gasIsFiredDirectAsWellAsIndirect_data()
    {
        QTest::addColumn<QString>("firer");
        QTest::addColumn<bool>("gas");
        QTest::addColumn<QString>("refusal");
        QTest::addColumn<QStringList>("rolls"); // "purpose target" of each roll
        QTest::newRow("3.12: a small gun with gas fires gas direct at both tanks")
            << "tan-howitzer-1" << true << QString()
            << QStringList {QStringLiteral("gas blue-tank-1"), QStringLiteral("gas blue-tank-2")};
        QTest::newRow("3.12: the same gun fires a normal attack instead")
            << "tan-howitzer-1" << false << QString()
            << QStringList {QStringLiteral("direct_fire blue-tank-1,blue-tank-2")};
        QTest::newRow("3.12: only artillery bought with gas fires it")
            << "tan-tank-1" << true << "tan-tank-1 has no gas" << QStringList();
    }

    void gasIsFiredDirectAsWellAsIndirect()
    {
        QFETCH(QString, firer);
        QFETCH(bool, gas);
        QFETCH(QString, refusal);
        QFETCH(QStringList, rolls);
        const auto context = loadWith(fixture("combat.scenario.yaml"), [](Scenario &s) {
            for (ForceEntry &f : s.forces) {
                if (f.id == QLatin1String("tan-howitzer"))
                    f.unitType = QStringLiteral("conv_small_gun"); // direct and indirect
            }
            place(s, "tan-howitzer", "0606");
        });
        QVERIFY(context);
        Game game(context, 15);
        endPhasesUntil(game, "direct_fire", 0);
        QCOMPARE(game.phaseId(), QStringLiteral("direct_fire"));
        const QStringList targets {QStringLiteral("blue-tank-1"), QStringLiteral("blue-tank-2")};
        const DirectFireAction action {{firer}, at("0706"), targets, gas};
        if (refusal.isEmpty()) {
            QVERIFY(offers<DirectFireAction>(game, [&](const DirectFireAction &a) {
                return a.firers == QStringList {firer} && a.gas == gas;
            }));
        }
        const int before = game.dice().count();
        const QString why = game.apply(action);
        if (!refusal.isEmpty()) {
            QVERIFY2(why.contains(refusal), qPrintable(why));
            return;
        }
        QCOMPARE(why, QString());
        if (game.state().announced)
            QCOMPARE(game.apply(JamAction {}), QString());
        QStringList got;
        for (const DieRoll &d : rollsSince(game, before)) {
            const QString target = d.purpose == QLatin1String("gas")
                ? d.inputs.value(QStringLiteral("target")).toString()
                : strings(d.inputs.value(QStringLiteral("targets"))).join(QLatin1Char(','));
            got.append(d.purpose + QLatin1Char(' ') + target);
        }
        QCOMPARE(got, rolls);
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

    // Sc.11: Tan and Green are allies who may not fight each other, though the Blue player
    // runs Tan and the Red player Green. Every unit of a fire group is checked against every
    // target (§3.13) and every unit a strike hits (§3.11), whichever of them is named first.
    void everyFirerIsCheckedAgainstEveryTarget_data()
    {
        QTest::addColumn<QString>("phase");
        QTest::addColumn<QStringList>("firers");
        QTest::addColumn<QString>("hex");
        QTest::addColumn<QStringList>("targets"); // direct fire only
        QTest::addColumn<QString>("refusal"); // part of the reason, empty when legal
        const QString blueTank = QStringLiteral("blue-tank-1");
        const QString tanTank = QStringLiteral("tan-tank-1");
        const QString blueGuns = QStringLiteral("blue-artillery-1");
        const QString tanGuns = QStringLiteral("tan-howitzer-1");
        const QStringList green {QStringLiteral("green-tank-1")};
        const QStringList red {QStringLiteral("red-tank-1")};
        QTest::newRow("3.13: Blue fires alone at Green")
            << "direct_fire" << QStringList {blueTank} << "0706" << green << QString();
        QTest::newRow("3.13: Tan rides behind a Blue firer against its ally Green")
            << "direct_fire" << QStringList {blueTank, tanTank} << "0706" << green
            << "green-tank-1 is not an enemy of tan-tank-1";
        QTest::newRow("3.13: Tan named first against its ally Green")
            << "direct_fire" << QStringList {tanTank, blueTank} << "0706" << green
            << "green-tank-1 is not an enemy of tan-tank-1";
        QTest::newRow("3.13: Tan and Blue together on Red, their common enemy")
            << "direct_fire" << QStringList {blueTank, tanTank} << "0806" << red << QString();
        QTest::newRow("3.11: Blue artillery shells Green")
            << "indirect_fire" << QStringList {blueGuns} << "0706" << QStringList() << QString();
        QTest::newRow("3.11: a Tan howitzer rides behind Blue artillery onto Green")
            << "indirect_fire" << QStringList {blueGuns, tanGuns} << "0706" << QStringList()
            << "tan-howitzer-1 may not shell 0706";
        QTest::newRow("3.11: the Tan howitzer named first")
            << "indirect_fire" << QStringList {tanGuns, blueGuns} << "0706" << QStringList()
            << "tan-howitzer-1 may not shell 0706";
        QTest::newRow("3.11: Tan and Blue artillery together on Red")
            << "indirect_fire" << QStringList {tanGuns, blueGuns} << "0806" << QStringList()
            << QString();
    }

    void everyFirerIsCheckedAgainstEveryTarget()
    {
        QFETCH(QString, phase);
        QFETCH(QStringList, firers);
        QFETCH(QString, hex);
        QFETCH(QStringList, targets);
        QFETCH(QString, refusal);
        const auto context = load(fixture("allies.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 11);
        endPhasesUntil(game, phase.toLatin1().constData(), 0);
        QCOMPARE(game.phaseId(), phase);
        const HexCoord target = at(hex.toLatin1().constData());
        const int before = game.dice().count();
        // The Blue tank observes for the artillery behind the slope of 0506.
        const QString why = phase == QLatin1String("direct_fire")
            ? game.apply(DirectFireAction {firers, target, targets})
            : game.apply(IndirectFireAction {firers, target, QStringLiteral("blue-tank-1"), false});
        if (refusal.isEmpty()) {
            QCOMPARE(why, QString());
        } else {
            QVERIFY2(why.contains(refusal), qPrintable(why));
            QCOMPARE(game.dice().count(), before);
        }
    }

    // §3.10 with sc.11's allies: a CAF unit fires at the counter it cancels, so the Green
    // calliope may cancel Blue's artillery but never its ally Tan's.
    void counterArtilleryFireNeverCancelsAnAlly_data()
    {
        QTest::addColumn<QStringList>("caf");
        QTest::addColumn<QStringList>("cancelled");
        QTest::addColumn<QString>("refusal");
        const QString redCalliope = QStringLiteral("red-calliope-1");
        const QString greenCalliope = QStringLiteral("green-calliope-1");
        const QString blueGuns = QStringLiteral("blue-artillery-1");
        const QString tanGuns = QStringLiteral("tan-howitzer-1");
        QTest::newRow("the Red calliope cancels the Tan howitzer")
            << QStringList {redCalliope} << QStringList {tanGuns} << QString();
        QTest::newRow("the Green calliope cancels Blue's artillery")
            << QStringList {greenCalliope} << QStringList {blueGuns} << QString();
        QTest::newRow("the Green calliope on its ally Tan's howitzer")
            << QStringList {greenCalliope} << QStringList {tanGuns}
            << "green-calliope-1 may not cancel tan-howitzer-1";
        QTest::newRow("both calliopes, Green's on the Tan howitzer")
            << QStringList {redCalliope, greenCalliope} << QStringList {blueGuns, tanGuns}
            << "green-calliope-1 may not cancel tan-howitzer-1";
    }

    void counterArtilleryFireNeverCancelsAnAlly()
    {
        QFETCH(QStringList, caf);
        QFETCH(QStringList, cancelled);
        QFETCH(QString, refusal);
        const auto context = load(fixture("allies.scenario.yaml"));
        QVERIFY(context);
        Game game(context, 12);
        endPhasesUntil(game, "indirect_fire", 0);
        const QStringList guns {QStringLiteral("tan-howitzer-1"),
                                QStringLiteral("blue-artillery-1")};
        QCOMPARE(
            game.apply(IndirectFireAction {guns, at("0806"), QStringLiteral("blue-tank-1"), false}),
            QString());
        QVERIFY(game.state().strike.has_value());
        QCOMPARE(game.decidingPlayer(), 1);
        // The Red hover tank and both calliopes may answer (§3.10).
        QCOMPARE(game.cafChoices().size(), 3);
        const QString why = game.apply(AssignCafAction {caf, cancelled});
        if (refusal.isEmpty())
            QCOMPARE(why, QString());
        else
            QVERIFY2(why.contains(refusal), qPrintable(why));
        // Only assignments on enemies are offered.
        for (const Action &a : game.legalActions()) {
            if (const auto *c = std::get_if<AssignCafAction>(&a)) {
                for (int i = 0; i < c->caf.size(); ++i)
                    QVERIFY(!(c->caf[i] == QLatin1String("green-calliope-1")
                              && c->cancelled[i] == QLatin1String("tan-howitzer-1")));
            }
        }
    }

    // §3.14 with sc.11's allies: in a close assault of Blue and Tan against Red and Green,
    // every attacker of a group is checked against every target, and the default groups
    // combine only units with the same enemies.
    void closeAssaultGroupsNeverAttackAnAlly_data()
    {
        QTest::addColumn<QString>("groups"); // "a+b>c+d;..." with full ids; empty: the default
        QTest::addColumn<QString>("refusal");
        QTest::newRow("the default groups") << QString() << QString();
        QTest::newRow("Tan rides with Blue against its ally Green")
            << "blue-tank-1+tan-tank-1>green-guard-1;red-tank-1>blue-tank-1;"
               "green-guard-1>blue-tank-1"
            << "green-guard-1 is not an enemy of tan-tank-1";
        QTest::newRow("Tan named first against Green")
            << "tan-tank-1+blue-tank-1>green-guard-1;red-tank-1>blue-tank-1;"
               "green-guard-1>blue-tank-1"
            << "green-guard-1 is not an enemy of tan-tank-1";
        QTest::newRow("Green rides with Red against its ally Tan")
            << "blue-tank-1+tan-tank-1>red-tank-1;red-tank-1+green-guard-1>tan-tank-1"
            << "tan-tank-1 is not an enemy of green-guard-1";
        QTest::newRow("each colour on its enemies")
            << "blue-tank-1+tan-tank-1>red-tank-1;red-tank-1+green-guard-1>blue-tank-1"
            << QString();
    }

    void closeAssaultGroupsNeverAttackAnAlly()
    {
        QFETCH(QString, groups);
        QFETCH(QString, refusal);
        const auto context = loadWith(fixture("allies.scenario.yaml"), [](Scenario &s) {
            place(s, "blue-tank", "0806");
            place(s, "tan-tank", "0806");
            place(s, "green-guard", "0806");
        });
        QVERIFY(context);
        Game game(context, 13);
        endPhasesUntil(game, "close_assault", 0);
        QCOMPARE(game.phaseId(), QStringLiteral("close_assault"));
        const HexCoord hex = at("0806");
        auto parse = [](const QString &spec) {
            QList<AssaultGroup> list;
            for (const QString &g : spec.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
                const QStringList sides = g.split(QLatin1Char('>'));
                list.append({sides.value(0).split(QLatin1Char('+')),
                             sides.value(1).split(QLatin1Char('+'))});
            }
            return list;
        };
        // Blue's enemies are Red and Green, Tan's only Red; Red's are Blue and Tan, Green's
        // only Blue. The calliope (attack S) is a target, never an attacker.
        QCOMPARE(game.defaultAssaultGroups(hex),
                 parse(QStringLiteral("blue-tank-1>green-guard-1+red-tank-1+red-calliope-1;"
                                      "tan-tank-1>red-tank-1+red-calliope-1;"
                                      "green-guard-1>blue-tank-1;"
                                      "red-tank-1>blue-tank-1+tan-tank-1")));
        const QString why = game.apply(CloseAssaultAction {hex, parse(groups)});
        if (refusal.isEmpty())
            QCOMPARE(why, QString());
        else
            QVERIFY2(why.contains(refusal), qPrintable(why));
    }

    // §3.14 says every unit in a close-assault hex must attack; the book is silent on a unit
    // of attack 0 (the calliope's S, buses). The rule option zero_attack_close_assault
    // answers: it sits out (the default), or it attacks alone on column 0, never shifted.
    void aZeroAttackUnitInACloseAssault_data()
    {
        QTest::addColumn<QString>("option");
        QTest::addColumn<bool>("attacks");
        QTest::newRow("sits_out: the Red calliope is only a target") << "sits_out" << false;
        QTest::newRow("column_zero: it attacks alone on column 0") << "column_zero" << true;
    }

    void aZeroAttackUnitInACloseAssault()
    {
        QFETCH(QString, option);
        QFETCH(bool, attacks);
        const auto context = loadWith(fixture("allies.scenario.yaml"), [&](Scenario &s) {
            place(s, "blue-tank", "0806");
            s.ruleOptions.insert(QStringLiteral("zero_attack_close_assault"), option);
        });
        QVERIFY(context);
        Game game(context, 17);
        endPhasesUntil(game, "close_assault", 0);
        const HexCoord hex = at("0806");
        const QString calliope = QStringLiteral("red-calliope-1");
        QCOMPARE(game.assaultAttackers(hex).contains(calliope), attacks);
        const QList<AssaultGroup> groups = game.defaultAssaultGroups(hex);
        bool alone = false;
        for (const AssaultGroup &g : groups) {
            if (!g.attackers.contains(calliope))
                continue;
            alone = g.attackers == QStringList {calliope};
            const AssaultOdds odds = game.assaultOdds(hex, g);
            QCOMPARE(odds.attack, 0.0);
            QCOMPARE(odds.reading.shift, 0);
            QCOMPARE(odds.reading.column, 0);
        }
        QCOMPARE(alone, attacks);
        const int before = game.dice().count();
        QCOMPARE(game.apply(CloseAssaultAction {hex, groups}), QString());
        int calliopeRolls = 0;
        for (const DieRoll &d : rollsSince(game, before)) {
            if (strings(d.inputs.value(QStringLiteral("attackers"))).contains(calliope)) {
                ++calliopeRolls;
                QCOMPARE(d.result, QStringLiteral("-")); // column 0 has no results
            }
        }
        QCOMPARE(calliopeRolls, attacks ? 1 : 0);
        // A unit that makes no attack says why in the log (issue 14, point 7).
        QStringList skipped;
        for (const QJsonObject &o : game.log()) {
            if (o.value(QStringLiteral("type")).toString() == QLatin1String("assault_skipped"))
                skipped.append(o.value(QStringLiteral("unit")).toString() + QLatin1String(": ")
                               + o.value(QStringLiteral("reason")).toString());
        }
        QCOMPARE(skipped,
                 attacks ? QStringList()
                         : QStringList {calliope
                                        + QStringLiteral(": attack 0: sits out "
                                                         "(zero_attack_close_assault)")});
    }

    // §3.5: "3 counters per player per hex", whatever his colours; sc.11: allied Tan and
    // Green share 3 per hex. Each limit holds on its own: enemies never count together.
    void alliesAndOnePlayersColoursShareOneStackingLimit_data()
    {
        QTest::addColumn<QStringList>("placements"); // "force@hex"
        QTest::addColumn<QString>("overStacked"); // the hex, or empty
        QTest::newRow("three of one player's two colours") << QStringList() << QString();
        QTest::newRow("one player's colours share: two Red and two Green")
            << QStringList {QStringLiteral("green-guard@0806"),
                            QStringLiteral("green-calliope@0806")}
            << QStringLiteral("0806");
        QTest::newRow("sc.11: allies share one limit: two Tan and two Green")
            << QStringList {QStringLiteral("tan-howitzer@0706"), QStringLiteral("tan-tank@0706"),
                            QStringLiteral("green-guard@0706")}
            << QStringLiteral("0706");
        QTest::newRow("sc.11: three allied counters together")
            << QStringList {QStringLiteral("tan-tank@0706"), QStringLiteral("green-guard@0706")}
            << QString();
        QTest::newRow("enemies never share: Blue and Tan with Red and Green")
            << QStringList {QStringLiteral("blue-tank@0806"), QStringLiteral("tan-tank@0806"),
                            QStringLiteral("green-guard@0806")}
            << QString();
    }

    void alliesAndOnePlayersColoursShareOneStackingLimit()
    {
        QFETCH(QStringList, placements);
        QFETCH(QString, overStacked);
        const auto context = loadWith(fixture("allies.scenario.yaml"), [&](Scenario &s) {
            for (const QString &p : placements) {
                const QStringList parts = p.split(QLatin1Char('@'));
                place(s, parts[0].toLatin1().constData(), parts[1].toLatin1().constData());
            }
        });
        QVERIFY(context);
        Game game(context, 14);
        QCOMPARE(game.phaseId(), QStringLiteral("movement"));
        // Player 1's stacks are checked as his movement ends, player 2's once it has.
        QString found = game.apply(EndPhaseAction {});
        if (found.isEmpty())
            found = game.invariantViolations().join(QStringLiteral("; "));
        if (overStacked.isEmpty())
            QCOMPARE(found, QString());
        else
            QVERIFY2(found.contains(overStacked), qPrintable(found));
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

    // §3.7, §3.11 and the rule option apc_passenger_indirect: Blue's howitzer shells 0606,
    // where Tan's APC carries its infantry. The strike's class-B result falls on the APC
    // (class B); the infantry aboard shares the APC's fate (with_apc, the default), or also
    // takes the class-B result itself (own_result), as infantry riding, not on foot.
    void theInfantryInAnApcUnderIndirectFire_data()
    {
        QTest::addColumn<QString>("option"); // empty: the ruleset's default
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QString>("classB"); // the strike's class-B result, as rolled
        QTest::addColumn<QString>("apc"); // what became of the APC: untouched, disrupted,
        QTest::addColumn<QString>("infantry"); // eliminated; and of its infantry
        QTest::newRow("3.11, default (with_apc): the APC is disrupted, its infantry rides on")
            << QString() << quint64(DisSeed) << "Dis"
            << "disrupted"
            << "untouched";
        QTest::newRow("3.11, with_apc: the APC is disrupted, its infantry rides on")
            << "with_apc" << quint64(DisSeed) << "Dis"
            << "disrupted"
            << "untouched";
        QTest::newRow("3.11, own_result: the infantry aboard is disrupted too (it is not on foot)")
            << "own_result" << quint64(DisSeed) << "Dis"
            << "disrupted"
            << "disrupted";
        QTest::newRow("3.7, with_apc: the APC is destroyed and its infantry with it")
            << "with_apc" << quint64(DeSeed) << "DE"
            << "eliminated"
            << "eliminated";
        QTest::newRow("3.7, own_result: the APC is destroyed and its infantry with it")
            << "own_result" << quint64(DeSeed) << "DE"
            << "eliminated"
            << "eliminated";
    }

    void theInfantryInAnApcUnderIndirectFire()
    {
        QFETCH(QString, option);
        QFETCH(quint64, seed);
        QFETCH(QString, classB);
        QFETCH(QString, apc);
        QFETCH(QString, infantry);
        const auto context = loadWith(fixture("transport.scenario.yaml"), [&](Scenario &s) {
            ForceEntry howitzer;
            howitzer.id = QStringLiteral("blue-howitzer");
            howitzer.side = QStringLiteral("blue");
            howitzer.colour = QStringLiteral("blue");
            howitzer.unitType = QStringLiteral("conv_howitzer");
            howitzer.placement.kind = Placement::Kind::Hex;
            howitzer.placement.hex = hex("0607");
            s.forces.append(howitzer);
            if (!option.isEmpty())
                s.ruleOptions.insert(QStringLiteral("apc_passenger_indirect"), option);
        });
        QVERIFY(context);
        QCOMPARE(context->ruleChoices().value(QStringLiteral("apc_passenger_indirect")),
                 option.isEmpty() ? QStringLiteral("with_apc") : option);
        Game game(context, seed);
        const GameState &s = game.state();
        const QString carrier = QStringLiteral("tan-apc-1");
        const QString rider = QStringLiteral("tan-infantry-1");
        QCOMPARE(game.apply(MountAction {rider, carrier}), QString());
        endPhasesUntil(game, "indirect_fire", 0);
        QCOMPARE(game.apply(EndPhaseAction {}), QString()); // Tan fires nothing
        QCOMPARE(game.decidingPlayer(), 1);
        const int before = game.dice().count();
        QCOMPARE(game.apply(IndirectFireAction {
                     {QStringLiteral("blue-howitzer-1")}, at("0606"), QString(), false}),
                 QString());
        if (s.strike)
            QCOMPARE(game.apply(AssignCafAction {}), QString()); // Tan answers without CAF
        const QList<DieRoll> rolled = rollsSince(game, before);
        QCOMPARE(rolled.size(), 1);
        QVERIFY2(rolled.first().result.endsWith(QStringLiteral("B ") + classB),
                 qPrintable(rolled.first().result));
        // Results are applied together at the end of direct fire.
        endPhasesUntilPlayer(game, 1);
        auto fate = [&s](const QString &id) {
            const UnitState *u = s.unit(id);
            if (u->status == UnitStatus::Eliminated)
                return QStringLiteral("eliminated");
            return u->disrupted ? QStringLiteral("disrupted") : QStringLiteral("untouched");
        };
        QCOMPARE(fate(carrier), apc);
        QCOMPARE(fate(rider), infantry);
        if (infantry != QLatin1String("eliminated"))
            QCOMPARE(s.unit(rider)->carriedBy, carrier); // still aboard
        // The log says what the infantry took, and from which roll.
        QJsonObject riderLine;
        for (const QJsonObject &o : game.log()) {
            if (o.value(QStringLiteral("unit")).toString() == rider
                && o.value(QStringLiteral("type")).toString() != QLatin1String("action"))
                riderLine = o;
        }
        if (infantry == QLatin1String("untouched")) {
            QVERIFY(riderLine.isEmpty());
        } else {
            QCOMPARE(riderLine.value(QStringLiteral("roll")).toInt(), before + 1);
            if (infantry == QLatin1String("eliminated"))
                QCOMPARE(riderLine.value(QStringLiteral("reason")).toString(),
                         QStringLiteral("went with its carrier"));
            else
                QCOMPARE(riderLine.value(QStringLiteral("result")).toString(), classB);
        }
        QCOMPARE(game.invariantViolations(), QStringList());
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
