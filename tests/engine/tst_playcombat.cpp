// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest engine's combat procedures: close assault and its chosen attacks, ECM against
// an announced fire, indirect fire waiting for ECM and CAF, gas, a zero-attack unit in a
// close assault, and the infantry in an APC under indirect fire.

#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

class TestPlayCombat : public QObject, private PlayFixture
{
    Q_OBJECT

    // Seeds whose strike on 0606 rolls a class-B Dis, and a class-B DE (found by trying
    // seeds from 1: 1 and 3; each row checks its roll, so a change of the dice shows here).
    static constexpr quint64 DisSeed = 1;
    static constexpr quint64 DeSeed = 3;

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

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
};

QTEST_GUILESS_MAIN(TestPlayCombat)
#include "tst_playcombat.moc"
