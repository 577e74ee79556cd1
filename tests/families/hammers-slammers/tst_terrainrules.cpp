// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Hammer's Slammers ruleset against the terrain charts of the book (the
// rulebook extract shared/rules/seed-000-hammers-slammers.md, section 4 with the rules of
// section 3 they summarise): movement, terrain modifiers, line of sight, rubble, the
// fortress and stacking.

#include "families/hammers-slammers/hsrules.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QtTest>

#include <memory>

using namespace hexwright;
using namespace hexwright::rulesettest;

class TestTerrainRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // Section 4: charts.
    void everyTerrainOfTheChartsExists();
    void terrainMovementChart_data();
    void terrainMovementChart();
    void roadsHalveMovementAlongTheRoadOnly();
    void terrainModifierChart_data();
    void terrainModifierChart();
    void lineOfSightTable_data();
    void lineOfSightTable();
    void rubbledTerrain_data();
    void rubbledTerrain();
    void rubbleAddsOneMovementAndTwoDefence();
    void fortress();
    void stackingIsThreeCountersPerPlayer();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
};

void TestTerrainRules::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(RulesetId, diagnostics);
    QVERIFY2(m_rules, qPrintable(diagnosticTexts(diagnostics).join(QLatin1Char('\n'))));
}

void TestTerrainRules::everyTerrainOfTheChartsExists()
{
    // Roads, rubble and fortresses are overlays and markers, not terrain types.
    QCOMPARE(sorted(m_rules->terrainIds()),
             cells("bridge city clear forest hilltop lake river slope swamp"));
    QCOMPARE(sorted([this] {
                 QStringList ids;
                 for (const MovementClass &mc : m_rules->movementClasses)
                     ids.append(mc.id);
                 return ids;
             }()),
             cells("conv_vehicle foot hover towed"));
}

void TestTerrainRules::terrainMovementChart_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("movementClass");
    QTest::addColumn<QString>("cost"); // factors, or "no" for may not enter

    // Section 4.1, one row per terrain: conventional vehicle, hover, foot, towed.
    // City: conventional units pay half a factor as printed (option
    // conventional_city_move_cost); towed guns cross rivers only at bridges.
    struct Row
    {
        const char *terrain;
        const char *costs[4];
    };
    const Row chart[] = {
        {"clear", {"1", "1", "1", "1"}},      {"slope", {"2", "2", "2", "2"}},
        {"hilltop", {"2", "2", "2", "2"}},    {"forest", {"2", "2", "2", "2"}},
        {"city", {"0.5", "1", "0.5", "0.5"}}, {"swamp", {"no", "1", "2", "no"}},
        {"lake", {"no", "1", "no", "no"}},    {"river", {"2", "2", "2", "no"}},
        {"bridge", {"1", "1", "1", "1"}},
    };
    const char *classes[] = {"conv_vehicle", "hover", "foot", "towed"};
    for (const Row &row : chart) {
        for (int c = 0; c < 4; ++c) {
            const QByteArray cost = row.costs[c];
            const QByteArray name = QByteArray(row.terrain) + ": " + classes[c]
                + (cost == "no" ? QByteArray(" may not enter") : " pays " + cost);
            QTest::newRow(name.constData())
                << QString::fromLatin1(row.terrain) << QString::fromLatin1(classes[c])
                << QString::fromLatin1(cost);
        }
    }
}

void TestTerrainRules::terrainMovementChart()
{
    QFETCH(QString, terrain);
    QFETCH(QString, movementClass);
    QFETCH(QString, cost);

    const TerrainType *t = m_rules->findTerrain(terrain);
    QVERIFY(t);
    QVERIFY2(t->moveCost.contains(movementClass), "every class must have a cost");
    const MoveCost actual = t->moveCost.value(movementClass);
    if (cost == QLatin1String("no")) {
        QVERIFY2(actual.prohibited, "the chart says this class may not enter");
    } else {
        QVERIFY2(!actual.prohibited, "the chart lets this class enter");
        QCOMPARE(actual.factors, cost.toDouble());
    }
}

void TestTerrainRules::roadsHalveMovementAlongTheRoadOnly()
{
    // Section 3.4: 1/2 MF only from road hex to road hex along the road; rubble cancels it.
    QCOMPARE(m_rules->road.moveCost, 0.5);
    QVERIFY(m_rules->road.alongRoadOnly);
    QVERIFY(m_rules->road.lostInRubble);
}

void TestTerrainRules::terrainModifierChart_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("direct");
    QTest::addColumn<int>("indirect");

    // Section 4.2. Roads use the terrain underneath; rubble and fortress are tested below.
    QTest::newRow("bridge: 0 direct, 4 indirect") << QStringLiteral("bridge") << 0 << 4;
    QTest::newRow("hilltop: +2 direct, 4 indirect") << QStringLiteral("hilltop") << 2 << 4;
    QTest::newRow("slope: +2 direct, 4 indirect") << QStringLiteral("slope") << 2 << 4;
    QTest::newRow("swamp: 0 direct, 2 indirect") << QStringLiteral("swamp") << 0 << 2;
    QTest::newRow("river: 0 direct, 2 indirect") << QStringLiteral("river") << 0 << 2;
    QTest::newRow("lake: 0 direct, 2 indirect") << QStringLiteral("lake") << 0 << 2;
    QTest::newRow("clear: 0 direct, 2 indirect") << QStringLiteral("clear") << 0 << 2;
    QTest::newRow("forest: +2 direct, 4 indirect") << QStringLiteral("forest") << 2 << 4;
    QTest::newRow("city: +6 direct, 8 indirect") << QStringLiteral("city") << 6 << 8;
}

void TestTerrainRules::terrainModifierChart()
{
    QFETCH(QString, terrain);
    QFETCH(int, direct);
    QFETCH(int, indirect);

    const TerrainType *t = m_rules->findTerrain(terrain);
    QVERIFY(t);
    QCOMPARE(hsRules(*m_rules).terrainOf(*t).directDefence, direct);
    QCOMPARE(hsRules(*m_rules).terrainOf(*t).indirectDefence, indirect);
}

void TestTerrainRules::lineOfSightTable_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("firing");
    QTest::addColumn<int>("intervening");
    QTest::addColumn<int>("target");

    // Section 4.3.
    QTest::newRow("clear 0/0/0") << QStringLiteral("clear") << 0 << 0 << 0;
    QTest::newRow("bridge 0/0/0") << QStringLiteral("bridge") << 0 << 0 << 0;
    QTest::newRow("river 0/0/0") << QStringLiteral("river") << 0 << 0 << 0;
    QTest::newRow("swamp 0/0/0") << QStringLiteral("swamp") << 0 << 0 << 0;
    QTest::newRow("lake 0/0/0") << QStringLiteral("lake") << 0 << 0 << 0;
    QTest::newRow("forest 0/2/0") << QStringLiteral("forest") << 0 << 2 << 0;
    QTest::newRow("city 0/2/0") << QStringLiteral("city") << 0 << 2 << 0;
    QTest::newRow("slope 1/1/1") << QStringLiteral("slope") << 1 << 1 << 1;
    QTest::newRow("hilltop 2/3/2") << QStringLiteral("hilltop") << 2 << 3 << 2;
}

void TestTerrainRules::lineOfSightTable()
{
    QFETCH(QString, terrain);
    QFETCH(int, firing);
    QFETCH(int, intervening);
    QFETCH(int, target);

    const TerrainType *t = m_rules->findTerrain(terrain);
    QVERIFY(t);
    QCOMPARE(hsRules(*m_rules).terrainOf(*t).los.firing, firing);
    QCOMPARE(hsRules(*m_rules).terrainOf(*t).los.intervening, intervening);
    QCOMPARE(hsRules(*m_rules).terrainOf(*t).los.target, target);
}

void TestTerrainRules::rubbledTerrain_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<bool>("canBeRubbled");
    QTest::addColumn<QString>("becomes");

    // Section 3.16: hilltop, slope, clear, forest, road and city can be rubbled; swamp,
    // lake and river never. A rubbled bridge is destroyed and the hex is river from then on.
    QTest::newRow("hilltop can be rubbled") << QStringLiteral("hilltop") << true << QString();
    QTest::newRow("slope can be rubbled") << QStringLiteral("slope") << true << QString();
    QTest::newRow("clear can be rubbled") << QStringLiteral("clear") << true << QString();
    QTest::newRow("forest can be rubbled") << QStringLiteral("forest") << true << QString();
    QTest::newRow("city can be rubbled") << QStringLiteral("city") << true << QString();
    QTest::newRow("bridge rubbled becomes river")
        << QStringLiteral("bridge") << true << QStringLiteral("river");
    QTest::newRow("swamp is never rubbled") << QStringLiteral("swamp") << false << QString();
    QTest::newRow("lake is never rubbled") << QStringLiteral("lake") << false << QString();
    QTest::newRow("river is never rubbled") << QStringLiteral("river") << false << QString();
}

void TestTerrainRules::rubbledTerrain()
{
    QFETCH(QString, terrain);
    QFETCH(bool, canBeRubbled);
    QFETCH(QString, becomes);

    const TerrainType *t = m_rules->findTerrain(terrain);
    QVERIFY(t);
    QCOMPARE(hsRules(*m_rules).terrainOf(*t).canBeRubbled, canBeRubbled);
    QCOMPARE(hsRules(*m_rules).terrainOf(*t).rubbledBecomes, becomes);
}

void TestTerrainRules::rubbleAddsOneMovementAndTwoDefence()
{
    // Section 3.16 / 4.2: entry terrain +1 MF, +2 to both terrain values, no LOS effect.
    QCOMPARE(hsRules(*m_rules).rubble.moveCostAdd, 1);
    QCOMPARE(hsRules(*m_rules).rubble.directDefenceAdd, 2);
    QCOMPARE(hsRules(*m_rules).rubble.indirectDefenceAdd, 2);
    QVERIFY(!hsRules(*m_rules).rubble.affectsLos);
}

void TestTerrainRules::fortress()
{
    // Section 3.18: cost 24, +12 direct, indirect hex value 12, +1 MF, at most 3 units
    // inside, one per hex, close-assault +12 in the first round only, never in city, swamp,
    // lake or river.
    const FortressRules &f = hsRules(*m_rules).fortress;
    QCOMPARE(f.cost, 24);
    QCOMPARE(f.directDefence, 12);
    QCOMPARE(f.indirectDefence, 12);
    QCOMPARE(f.moveCostAdd, 1);
    QCOMPARE(f.capacity, 3);
    QCOMPARE(f.perHex, 1);
    QCOMPARE(f.closeAssaultBonus, 12);
    QCOMPARE(f.closeAssaultBonusRounds, 1);
    QCOMPARE(sorted(f.forbiddenTerrain), cells("city lake river swamp"));
}

void TestTerrainRules::stackingIsThreeCountersPerPlayer()
{
    // Section 3.5: 3 counters per player per hex; an APC with infantry and a tower with its
    // gun count 2 (option tow_pair_stacking).
    QCOMPARE(hsRules(*m_rules).stacking.countersPerPlayerPerHex, 3);
    QCOMPARE(hsRules(*m_rules).stacking.apcWithInfantryCounts, 2);
    QCOMPARE(hsRules(*m_rules).stacking.towerWithGunCounts, 2);
}

QTEST_GUILESS_MAIN(TestTerrainRules)
#include "tst_terrainrules.moc"
