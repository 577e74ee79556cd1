// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 16, point 6: Maschinen Krieger's rules of support (validation/families/mak/rules/:
// air combat, artillery, smoke, mines, fire, transport and equipment) pinned to the text's
// worked examples (English rules v1.2; the extract is shared/rules/seed-004-mak.md). Each
// table is named after the section it pins. Values the text does not give come from the
// ruleset's provisional charts; rows that read one say so. The attack, movement and
// sight: tst_makrules.

#include "families/mak/makrulestestsupport.h"
#include "families/mak/rules/makair.h"
#include "families/mak/rules/maksupport.h"

#include <QtTest>

using namespace hexwright;
using namespace hexwright::makrules;
using namespace hexwright::makrulestest;

namespace hexwright {

class TestMakSupportRules : public QObject, private MakRulesFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // [10.2], [10.3]: the dog-fight's column and losses, the units lost, the breakthrough.
    void dogFightChart_data();
    void dogFightChart();
    void unitsLostToALoss_data();
    void unitsLostToALoss();
    void breakthrough_data();
    void breakthrough();
    // [17]: who requests artillery, where a strike lands, what it fires.
    void artilleryRequest_data();
    void artilleryRequest();
    void artilleryDeviation_data();
    void artilleryDeviation();
    // [19.1], [19.2], [19.4], [13.1], [12.4].
    void smokeDissipates_data();
    void smokeDissipates();
    void supportValues();
    // [17.1.4] Types b and d: a command unit requests what another observes.
    void combinedArtilleryRequest_data();
    void combinedArtilleryRequest();
    // [14.4.2] Arson: 2d6 at or under 5, stacked squads roll once with -2, -1 each further.
    void arson_data();
    void arson();
    // [19.1], [14.4.1], [19.1.6], [19.2.4] errata; artillery's O.G.P. cost.
    void minesSmokeAndArtilleryCost();
};

} // namespace hexwright

void TestMakSupportRules::initTestCase()
{
    loadRulesBoard();
}

void TestMakSupportRules::dogFightChart_data()
{
    QTest::addColumn<int>("aggressor");
    QTest::addColumn<int>("defender");
    QTest::addColumn<int>("die");
    QTest::addColumn<QString>("column");
    QTest::addColumn<int>("aggressorLoss");
    QTest::addColumn<int>("defenderLoss");
    // Our provisional chart: columns 1:1, 3:2, 2:1, 3:1, 4:1+; cells aggressor/defender.
    QTest::newRow("Falke 4 vs PK40 2: 2:1, die 1") << 4 << 2 << 1 << "2:1" << 1 << 1;
    QTest::newRow("equal ratings: 1:1, die 6") << 3 << 3 << 6 << "1:1" << 0 << 3;
    QTest::newRow("5 vs 3 is under 2:1: 3:2") << 5 << 3 << 4 << "3:2" << 0 << 2;
    QTest::newRow("9 vs 2 reaches 4:1+") << 9 << 2 << 5 << "4:1+" << 0 << 5;
    QTest::newRow("breakthrough: defender 0 [10.3.1]") << 3 << 0 << 2 << "4:1+" << 0 << 3;
}

void TestMakSupportRules::dogFightChart()
{
    QFETCH(int, aggressor);
    QFETCH(int, defender);
    QFETCH(int, die);
    QFETCH(QString, column);
    QFETCH(int, aggressorLoss);
    QFETCH(int, defenderLoss);
    QCOMPARE(makrules::dogFightColumn(*m_ruleset, aggressor, defender), column);
    const makrules::MakDogFight result = makrules::dogFight(*m_ruleset, aggressor, defender, die);
    QVERIFY(result.found);
    QVERIFY(result.provisional);
    QCOMPARE(result.aggressorLoss, aggressorLoss);
    QCOMPARE(result.defenderLoss, defenderLoss);
}

void TestMakSupportRules::unitsLostToALoss_data()
{
    QTest::addColumn<QList<int>>("ratings");
    QTest::addColumn<int>("loss");
    QTest::addColumn<QList<int>>("lost");
    // [10.2.1] The text's examples.
    QTest::newRow("a lone Falke (4) ignores a loss of 3") << QList<int> {4} << 3 << QList<int> {};
    QTest::newRow("three PK40 and two Hornisse, loss 3: one Hornisse")
        << QList<int> {2, 2, 2, 3, 3} << 3 << QList<int> {3};
    QTest::newRow("three PK40 and two Hornisse, loss 4: two PK40")
        << QList<int> {2, 2, 2, 3, 3} << 4 << QList<int> {0, 1};
    QTest::newRow("loss 0: none") << QList<int> {2, 3} << 0 << QList<int> {};
    QTest::newRow("a loss over the whole side: all") << QList<int> {2, 3} << 9 << QList<int> {0, 1};
}

void TestMakSupportRules::unitsLostToALoss()
{
    QFETCH(QList<int>, ratings);
    QFETCH(int, loss);
    QFETCH(QList<int>, lost);
    QCOMPARE(makrules::unitsLost(ratings, loss), lost);
}

void TestMakSupportRules::breakthrough_data()
{
    QTest::addColumn<int>("own");
    QTest::addColumn<int>("enemy");
    QTest::addColumn<int>("units");
    // [10.3] Six against three: three break through.
    QTest::newRow("6 vs 3: 3") << 6 << 3 << 3;
    QTest::newRow("5 vs 3: under twice, none") << 5 << 3 << 0;
    QTest::newRow("no enemy air combat: all") << 2 << 0 << 2;
    QTest::newRow("none of its own") << 0 << 0 << 0;
    QTest::newRow("2 vs 1: 1") << 2 << 1 << 1;
}

void TestMakSupportRules::breakthrough()
{
    QFETCH(int, own);
    QFETCH(int, enemy);
    QFETCH(int, units);
    QCOMPARE(makrules::breakthroughUnits(own, enemy), units);
    // [10.2.1] The higher total is the aggressor; a tie goes to the scenario's attacker.
    QCOMPARE(makrules::dogFightAggressor(4, 2, 1), 0);
    QCOMPARE(makrules::dogFightAggressor(2, 4, 0), 1);
    QCOMPARE(makrules::dogFightAggressor(3, 3, 1), 1);
}

void TestMakSupportRules::artilleryRequest_data()
{
    QTest::addColumn<QStringList>("abilities");
    QTest::addColumn<bool>("aircraft");
    QTest::addColumn<int>("group");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("number");
    // [17.1.2], [17.1.4]; the deviation numbers are our provisional chart's.
    QTest::newRow("Platoon HQ: command, a")
        << QStringList {QStringLiteral("artillery_command")} << false << 1 << "a" << 9;
    QTest::newRow("NeuSpotter: recon, c")
        << QStringList {QStringLiteral("recon")} << false << 2 << "c" << 7;
    QTest::newRow("ground mission aircraft: recon, c") << QStringList {} << true << 2 << "c" << 7;
    QTest::newRow("AFS: other, e") << QStringList {} << false << 3 << "e" << 5;
}

void TestMakSupportRules::artilleryRequest()
{
    QFETCH(QStringList, abilities);
    QFETCH(bool, aircraft);
    QFETCH(int, group);
    QFETCH(QString, type);
    QFETCH(int, number);
    QCOMPARE(makrules::artilleryGroup(abilities, aircraft), group);
    const QChar letter = makrules::artilleryRequestType(group);
    QCOMPARE(QString(letter), type);
    bool provisional = false;
    QCOMPARE(makrules::deviationNumber(*m_ruleset, letter, &provisional), number);
    QVERIFY(provisional);
}

void TestMakSupportRules::artilleryDeviation_data()
{
    using makrules::MakDeviation;
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("equal");
    QTest::addColumn<int>("where");
    // [17.2.1] Against the number 7: below on target, 1-2 over adjacent, 3+ over nothing;
    // gap 6: the equal roll by the rule option.
    QTest::newRow("6 below 7: on target") << 6 << "on_target" << int(MakDeviation::OnTarget);
    QTest::newRow("7 equal, option on_target") << 7 << "on_target" << int(MakDeviation::OnTarget);
    QTest::newRow("7 equal, option adjacent") << 7 << "adjacent" << int(MakDeviation::Adjacent);
    QTest::newRow("8: one over, adjacent") << 8 << "on_target" << int(MakDeviation::Adjacent);
    QTest::newRow("9: two over, adjacent") << 9 << "on_target" << int(MakDeviation::Adjacent);
    QTest::newRow("10: three over, no effect") << 10 << "on_target" << int(MakDeviation::NoEffect);
}

void TestMakSupportRules::artilleryDeviation()
{
    QFETCH(int, roll);
    QFETCH(QString, equal);
    QFETCH(int, where);
    QCOMPARE(int(makrules::deviation(roll, 7, equal)), where);
}

void TestMakSupportRules::smokeDissipates_data()
{
    QTest::addColumn<int>("turnsLater");
    QTest::addColumn<int>("strength");
    // [19.2.3] A "2" marker, turned to "1" at the next phase of its layer, then removed.
    QTest::newRow("laid") << 0 << 2;
    QTest::newRow("a turn later") << 1 << 1;
    QTest::newRow("two turns later: removed") << 2 << 0;
    QTest::newRow("long gone") << 5 << 0;
}

void TestMakSupportRules::smokeDissipates()
{
    QFETCH(int, turnsLater);
    QFETCH(int, strength);
    QCOMPARE(makrules::smokeStrength(3, 3 + turnsLater), strength);
}

void TestMakSupportRules::supportValues()
{
    // [19.1.3] A mine of power 8 on a PKA (defence 2): no pilot, no terrain.
    QCOMPARE(makrules::mineAttackTarget(8, 2), 6);
    // [19.4.1] Fire on 2d6 at or under 4, from guns, missiles and artillery, not lasers.
    QVERIFY(makrules::fireStarts(4));
    QVERIFY(!makrules::fireStarts(5));
    QVERIFY(makrules::mayStartFire(QStringLiteral("G"), false));
    QVERIFY(makrules::mayStartFire(QStringLiteral("L"), true));
    QVERIFY(!makrules::mayStartFire(QStringLiteral("L"), false));
    // [13.1.2] Unloading costs half the unit's MP; infantry keeps its one hex.
    QCOMPARE(makrules::mpAfterUnloading(5, false), 2.5);
    QCOMPARE(makrules::mpAfterUnloading(1, true), 1.0);
    // [12.4] The missile's 12 and the bomb's 10 are the markers'; one use each.
    const makrules::MakEquipmentWeapon missile
        = makrules::equipmentWeapon(*m_ruleset, QStringLiteral("Missile (12)"));
    QVERIFY(missile.found);
    QCOMPARE(missile.attack, 12);
    QVERIFY(missile.oneUse);
    const makrules::MakEquipmentWeapon laser
        = makrules::equipmentWeapon(*m_ruleset, QStringLiteral("Laser"));
    QVERIFY(laser.found);
    QVERIFY(!laser.oneUse);
    QVERIFY(laser.provisional);
    // The artillery capability and smoke equipment charts (ours).
    const makrules::MakArtilleryFire typeIII
        = makrules::artilleryFire(*m_ruleset, QStringLiteral("III"));
    QVERIFY(typeIII.found);
    QCOMPARE(typeIII.attack, 14);
    QCOMPARE(typeIII.radius, 2);
    const makrules::MakSmokeEquipment buffalo
        = makrules::smokeEquipment(*m_ruleset, QStringLiteral("Green Buffalo"));
    QVERIFY(buffalo.found);
    QCOMPARE(buffalo.markers, 3);
    QCOMPARE(buffalo.range, 1);
}

void TestMakSupportRules::combinedArtilleryRequest_data()
{
    QTest::addColumn<int>("observer");
    QTest::addColumn<int>("requester");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("number");
    // [17.1.4] The five combinations (our provisional deviation numbers), and two others.
    QTest::newRow("a: command observes and requests") << 1 << 0 << "a" << 9;
    QTest::newRow("b: recon observes, command requests") << 2 << 1 << "b" << 8;
    QTest::newRow("c: recon observes and requests") << 2 << 0 << "c" << 7;
    QTest::newRow("d: other observes, command requests") << 3 << 1 << "d" << 6;
    QTest::newRow("e: other observes and requests") << 3 << 0 << "e" << 5;
    QTest::newRow("command observes, command requests") << 1 << 1 << "" << 0;
    QTest::newRow("other observes, recon requests") << 3 << 2 << "" << 0;
}

void TestMakSupportRules::combinedArtilleryRequest()
{
    QFETCH(int, observer);
    QFETCH(int, requester);
    QFETCH(QString, type);
    QFETCH(int, number);
    const QChar letter = makrules::artilleryRequestType(observer, requester);
    QCOMPARE(letter.isNull() ? QString() : QString(letter), type);
    if (!letter.isNull())
        QCOMPARE(makrules::deviationNumber(*m_ruleset, letter), number);
}

void TestMakSupportRules::arson_data()
{
    QTest::addColumn<int>("squads");
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<bool>("fire");
    // [14.4.2] 2d6 at or under 5; two squads -2, each squad beyond two -1 more.
    QTest::newRow("one squad, 5: fire") << 1 << 5 << 0 << true;
    QTest::newRow("one squad, 6: none") << 1 << 6 << 0 << false;
    QTest::newRow("two squads, 7: fire") << 2 << 7 << -2 << true;
    QTest::newRow("three squads, 8: fire") << 3 << 8 << -3 << true;
    QTest::newRow("four squads, 10: none") << 4 << 10 << -4 << false;
}

void TestMakSupportRules::arson()
{
    QFETCH(int, squads);
    QFETCH(int, roll);
    QFETCH(int, modifier);
    QFETCH(bool, fire);
    QCOMPARE(makrules::arsonModifier(squads, m_rules->modifier(QStringLiteral("arson_two_squads")),
                                     m_rules->modifier(QStringLiteral("arson_each_further_squad"))),
             modifier);
    QCOMPARE(makrules::arsonSucceeds(roll, modifier,
                                     m_rules->modifier(QStringLiteral("arson_succeeds_on"))),
             fire);
}

void TestMakSupportRules::minesSmokeAndArtilleryCost()
{
    // [19.1.1] 5 to 13 a hex: the fewest fields, as even as possible; under 5, none.
    QCOMPARE(makrules::minefieldPowers(13), (QList<int> {13}));
    QCOMPARE(makrules::minefieldPowers(15), (QList<int> {8, 7}));
    QCOMPARE(makrules::minefieldPowers(4), QList<int> {});
    // [14.4.1] Detection on 1d6 at or under 5.
    const int detects = m_rules->modifier(QStringLiteral("mine_detection_on"));
    QVERIFY(makrules::minesDetected(5, detects) && !makrules::minesDetected(6, detects));
    // [19.1.6] Artillery mines add power to their hex, at most 20; more is ignored.
    QCOMPARE(makrules::artilleryMinePower(18, 5, m_rules->minesArtilleryMax), 20);
    QCOMPARE(makrules::artilleryMinePower(20, 5, 20), 20);
    // [14.4.2], gap 11: the "block" hex by the rule option.
    QVERIFY(makrules::arsonTarget(QStringLiteral("building")));
    QVERIFY(!makrules::arsonTarget(QStringLiteral("forest")));
    QVERIFY(makrules::arsonTarget(QStringLiteral("forest"), QStringLiteral("building_or_forest")));
    // [19.2.4] errata: each further engine smoke a hex further, or always its own hex.
    QCOMPARE(makrules::engineSmokeRange(2), 2);
    QCOMPARE(makrules::engineSmokeRange(2, QStringLiteral("own_hex")), 0);
    // O.G.P. item 2 and [19.1.6]: a round's VP and mine power (our provisional chart).
    const makrules::MakArtilleryFire typeII
        = makrules::artilleryFire(*m_ruleset, QStringLiteral("II"));
    QVERIFY(typeII.found && typeII.provisional);
    QCOMPARE(typeII.vp, 1);
    QCOMPARE(typeII.minePower, 5);
}

QTEST_GUILESS_MAIN(TestMakSupportRules)
#include "tst_maksupportrules.moc"
