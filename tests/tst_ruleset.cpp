// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Hammer's Slammers ruleset against the book (the rulebook extract
// shared/rules/seed-000-hammers-slammers.md): every chart of section 4, the tables of
// section 5, what section 8 says about the counters, and the loader's messages for broken
// variants of the file.

#include "io/diagnostic.h"
#include "ruleset/rulesetreader.h"
#include "ruleset/rulesetregistry.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace hexwright;

namespace {

const QString RulesetId = QStringLiteral("hammers-slammers");
const QString BundledRuleset = QStringLiteral(":/hexwright/rulesets/hammers-slammers.ruleset.yaml");

/// "a b  c" -> {"a", "b", "c"}: table rows written the way the book prints them.
QStringList cells(const char *text)
{
    return QString::fromUtf8(text).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

QStringList sorted(QStringList list)
{
    list.sort();
    return list;
}

QStringList diagnosticTexts(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.toText());
    return out;
}

const UnitFactors *factorsOf(const UnitType &type, const QString &side)
{
    if (side == QLatin1String("mounted"))
        return type.mounted ? &type.mounted->factors : nullptr;
    return &type.factors;
}

int factorValue(const UnitFactors &factors, const QString &factor)
{
    if (factor == QLatin1String("attack"))
        return factors.attack;
    if (factor == QLatin1String("defence"))
        return factors.defence;
    if (factor == QLatin1String("range"))
        return factors.range;
    if (factor == QLatin1String("movement"))
        return factors.movement;
    return -1;
}

// "line:column" of the first occurrence of @p anchor in @p text, 1-based like Diagnostic.
QString positionOf(const QString &text, const QString &anchor)
{
    const qsizetype at = text.indexOf(anchor);
    if (at < 0)
        return QStringLiteral("<anchor '%1' not found>").arg(anchor);
    const qsizetype lineStart = text.lastIndexOf(QLatin1Char('\n'), at) + 1;
    const qsizetype line = text.left(at).count(QLatin1Char('\n')) + 1;
    return QStringLiteral("%1:%2").arg(line).arg(at - lineStart + 1);
}

// Expected messages name positions as @[anchor]: the line and column where the first
// occurrence of anchor starts in the broken file, so the rows stay exact when the bundled
// file gains or loses lines above the mutation.
QString resolvePositions(QString expected, const QString &text)
{
    static const QRegularExpression placeholder(QStringLiteral("@\\[(.*?)\\]@"));
    QRegularExpressionMatch m;
    while ((m = placeholder.match(expected)).hasMatch())
        expected.replace(m.capturedStart(), m.capturedLength(), positionOf(text, m.captured(1)));
    return expected;
}

} // namespace

class TestRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void bundledRulesetLoadsWithoutDiagnostics();
    void boardAndDice();

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
    void unitCostChart_data();
    void unitCostChart();
    void everyUnitTypeIsInTheCostChart();
    void rosterPerColour_data();
    void rosterPerColour();
    void purchaseOptions_data();
    void purchaseOptions();
    void costChartFootnotesAreConstraints_data();
    void costChartFootnotesAreConstraints();
    void rallyCost_data();
    void rallyCost();

    // Section 8: the unit catalogue.
    void unitCatalogue_data();
    void unitCatalogue();
    void factorsTheBookGives_data();
    void factorsTheBookGives();
    void calliopesAttackSpecial_data();
    void calliopesAttackSpecial();
    void everyOtherFactorIsProvisional_data();
    void everyOtherFactorIsProvisional();
    void borrowedCounters_data();
    void borrowedCounters();
    void mercenariesOutclassConventionals_data();
    void mercenariesOutclassConventionals();
    void abilityHolders_data();
    void abilityHolders();

    // Section 5: combat results.
    void crtGrid_data();
    void crtGrid();
    void crtHeadings_data();
    void crtHeadings();
    void oddsLimits_data();
    void oddsLimits();
    void oddsLimitsAreHeadingsOfTheirTable_data();
    void oddsLimitsAreHeadingsOfTheirTable();
    void closeAssaultShiftFromFiveToOneReachesColumnNine();
    void gasTable_data();
    void gasTable();
    void oddsRoundTrip_data();
    void oddsRoundTrip();
    void oddsRejects_data();
    void oddsRejects();
    void oddsRankFavoursTheAttacker();

    // Sections 2, 4.5 and 10.
    void turnRecordChart();
    void sequenceOfPlay_data();
    void sequenceOfPlay();
    void ambiguitiesAreOptions_data();
    void ambiguitiesAreOptions();
    void everyOptionHasADefaultAmongTwoOrMoreChoices();

    // The loader on broken variants of the file.
    void loaderReportsBrokenRuleset_data();
    void loaderReportsBrokenRuleset();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
};

void TestRuleset::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(RulesetId, diagnostics);
    QVERIFY2(m_rules, qPrintable(diagnosticTexts(diagnostics).join(QLatin1Char('\n'))));
}

void TestRuleset::bundledRulesetLoadsWithoutDiagnostics()
{
    auto registry = RulesetRegistry::withBundledData();
    QVERIFY(registry->rulesetIds().contains(RulesetId));
    Diagnostics diagnostics;
    const Ruleset *rules = registry->ruleset(RulesetId, diagnostics);
    QCOMPARE(diagnosticTexts(diagnostics), QStringList());
    QVERIFY(rules);
    QCOMPARE(rules->id, RulesetId);
    QCOMPARE(rules->version, 1);
    QCOMPARE(rules->name, QStringLiteral("Hammer's Slammers"));
}

void TestRuleset::boardAndDice()
{
    // Section 1: flat-topped hexes, direction 1 due north then clockwise; 2d6.
    QCOMPARE(m_rules->orientation, HexOrientation::FlatTop);
    QCOMPARE(m_rules->directions, cells("N NE SE S SW NW"));
    QCOMPARE(m_rules->dice, QStringLiteral("2d6"));
    QCOMPARE(sorted(m_rules->colourIds()), cells("blue green red tan"));
    for (const char *conventional : {"tan", "green"})
        QCOMPARE(m_rules->findColour(QLatin1String(conventional))->army,
                 QStringLiteral("conventional"));
    for (const char *mercenary : {"red", "blue"})
        QCOMPARE(m_rules->findColour(QLatin1String(mercenary))->army, QStringLiteral("mercenary"));
    QCOMPARE(sorted(m_rules->markerIds()), cells("fortress object rubble"));
    // Section 3.8: extended range is up to twice the printed range at half attack.
    QCOMPARE(m_rules->extendedRangeMultiplier, 2.0);
    QCOMPARE(m_rules->extendedRangeAttackMultiplier, 0.5);
}

void TestRuleset::everyTerrainOfTheChartsExists()
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

void TestRuleset::terrainMovementChart_data()
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

void TestRuleset::terrainMovementChart()
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

void TestRuleset::roadsHalveMovementAlongTheRoadOnly()
{
    // Section 3.4: 1/2 MF only from road hex to road hex along the road; rubble cancels it.
    QCOMPARE(m_rules->road.moveCost, 0.5);
    QVERIFY(m_rules->road.alongRoadOnly);
    QVERIFY(m_rules->road.lostInRubble);
}

void TestRuleset::terrainModifierChart_data()
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

void TestRuleset::terrainModifierChart()
{
    QFETCH(QString, terrain);
    QFETCH(int, direct);
    QFETCH(int, indirect);

    const TerrainType *t = m_rules->findTerrain(terrain);
    QVERIFY(t);
    QCOMPARE(t->directDefence, direct);
    QCOMPARE(t->indirectDefence, indirect);
}

void TestRuleset::lineOfSightTable_data()
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

void TestRuleset::lineOfSightTable()
{
    QFETCH(QString, terrain);
    QFETCH(int, firing);
    QFETCH(int, intervening);
    QFETCH(int, target);

    const TerrainType *t = m_rules->findTerrain(terrain);
    QVERIFY(t);
    QCOMPARE(t->los.firing, firing);
    QCOMPARE(t->los.intervening, intervening);
    QCOMPARE(t->los.target, target);
}

void TestRuleset::rubbledTerrain_data()
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

void TestRuleset::rubbledTerrain()
{
    QFETCH(QString, terrain);
    QFETCH(bool, canBeRubbled);
    QFETCH(QString, becomes);

    const TerrainType *t = m_rules->findTerrain(terrain);
    QVERIFY(t);
    QCOMPARE(t->canBeRubbled, canBeRubbled);
    QCOMPARE(t->rubbledBecomes, becomes);
}

void TestRuleset::rubbleAddsOneMovementAndTwoDefence()
{
    // Section 3.16 / 4.2: entry terrain +1 MF, +2 to both terrain values, no LOS effect.
    QCOMPARE(m_rules->rubble.moveCostAdd, 1);
    QCOMPARE(m_rules->rubble.directDefenceAdd, 2);
    QCOMPARE(m_rules->rubble.indirectDefenceAdd, 2);
    QVERIFY(!m_rules->rubble.affectsLos);
}

void TestRuleset::fortress()
{
    // Section 3.18: cost 24, +12 direct, indirect hex value 12, +1 MF, at most 3 units
    // inside, one per hex, close-assault +12 in the first round only, never in city, swamp,
    // lake or river.
    const FortressRules &f = m_rules->fortress;
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

void TestRuleset::stackingIsThreeCountersPerPlayer()
{
    // Section 3.5: 3 counters per player per hex; an APC with infantry and a tower with its
    // gun count 2 (option tow_pair_stacking).
    QCOMPARE(m_rules->stacking.countersPerPlayerPerHex, 3);
    QCOMPARE(m_rules->stacking.apcWithInfantryCounts, 2);
    QCOMPARE(m_rules->stacking.towerWithGunCounts, 2);
}

namespace {

struct CostRow
{
    const char *name;
    const char *type;
    const char *colours;
    int cost;
    const char *option = "";
    int optionCost = 0;
};

// Section 4.4, in the book's row order.
const CostRow UnitCostChart[] = {
    {"Red tank 31, 35 with ECM", "merc_hover_tank", "red", 31, "ecm", 35},
    {"Blue tank 31, 35 with ECM", "slam_hover_tank", "blue", 31, "ecm", 35},
    {"conventional tank 17", "conv_tank", "tan green", 17},
    {"Red combat car 19", "merc_combat_car", "red", 19},
    {"Blue combat car 19", "slam_combat_car", "blue", 19},
    {"armored car 12", "conv_armored_car", "tan green", 12},
    {"Red infantry 11", "merc_infantry", "red", 11},
    {"Blue infantry 11", "slam_infantry", "blue", 11},
    {"conventional infantry 8", "conv_infantry", "tan green", 8},
    {"militia 3", "conv_militia", "tan green", 3},
    {"APC 9", "conv_apc", "tan green", 9},
    {"buses 7", "conv_buses", "tan green", 7},
    {"Red large gun 20, 22 with gas", "merc_large_gun", "red", 20, "gas", 22},
    {"conventional large gun 20, 22 with gas", "conv_large_gun", "tan green", 20, "gas", 22},
    {"Red small gun 14, 16 with gas", "merc_small_gun", "red", 14, "gas", 16},
    {"conventional small gun 14, 16 with gas", "conv_small_gun", "tan green", 14, "gas", 16},
    {"Red howitzer 24, 26 with gas", "merc_howitzer", "red", 24, "gas", 26},
    {"conventional howitzer 24, 26 with gas", "conv_howitzer", "tan green", 24, "gas", 26},
    {"calliope 10", "conv_calliope", "tan green", 10},
    {"Red SP artillery 20, 22 with gas", "merc_sp_artillery", "red", 20, "gas", 22},
    {"Blue SP artillery 22, 24 with gas", "slam_sp_artillery", "blue", 22, "gas", 24},
    {"conventional SP artillery 20, 22 with gas", "conv_sp_artillery", "tan green", 20, "gas", 22},
    {"Red SP calliope 13", "merc_sp_calliope", "red", 13},
    {"conventional SP calliope 12", "conv_sp_calliope", "tan green", 12},
    {"fortress 24 for everyone", "fortress", "tan green red blue", 24},
};

} // namespace

void TestRuleset::unitCostChart_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<QStringList>("colours");
    QTest::addColumn<int>("cost");
    QTest::addColumn<QString>("option"); // the unit-table option, or empty
    QTest::addColumn<int>("optionCost");

    for (const CostRow &row : UnitCostChart) {
        QTest::newRow(row.name) << QString::fromLatin1(row.type) << cells(row.colours) << row.cost
                                << QString::fromLatin1(row.option) << row.optionCost;
    }
}

void TestRuleset::unitCostChart()
{
    QFETCH(QString, unitType);
    QFETCH(QStringList, colours);
    QFETCH(int, cost);
    QFETCH(QString, option);
    QFETCH(int, optionCost);

    const UnitType *type = m_rules->findUnitType(unitType);
    QVERIFY(type);
    QCOMPARE(sorted(type->colours), sorted(colours));
    QCOMPARE(type->cost, cost);
    QMap<QString, int> expectedOptions;
    if (!option.isEmpty())
        expectedOptions.insert(option, optionCost);
    QCOMPARE(type->optionCosts, expectedOptions);
}

void TestRuleset::everyUnitTypeIsInTheCostChart()
{
    // The chart above is the whole catalogue: a unit type without a row would go untested.
    QStringList charted;
    for (const CostRow &row : UnitCostChart)
        charted.append(QString::fromLatin1(row.type));
    QCOMPARE(sorted(m_rules->unitTypeIds()), sorted(charted));
    QCOMPARE(m_rules->findUnitType(QStringLiteral("fortress"))->cost, m_rules->fortress.cost);
}

void TestRuleset::rosterPerColour_data()
{
    QTest::addColumn<QString>("colour");
    QTest::addColumn<QStringList>("unitTypes");

    // Section 6, V1.
    const QStringList conventional
        = cells("conv_tank conv_armored_car conv_infantry conv_militia conv_apc conv_buses "
                "conv_large_gun conv_small_gun conv_howitzer conv_calliope conv_sp_artillery "
                "conv_sp_calliope fortress");
    QTest::newRow("Blue: tank, combat car, infantry, SP artillery, fortress")
        << QStringLiteral("blue")
        << cells("slam_hover_tank slam_combat_car slam_infantry slam_sp_artillery fortress");
    QTest::newRow("Red: Blue's list plus guns, howitzer, SP calliope")
        << QStringLiteral("red")
        << cells("merc_hover_tank merc_combat_car merc_infantry merc_sp_artillery "
                 "merc_large_gun merc_small_gun merc_howitzer merc_sp_calliope fortress");
    QTest::newRow("Tan: the conventional list") << QStringLiteral("tan") << conventional;
    QTest::newRow("Green: the conventional list") << QStringLiteral("green") << conventional;
}

void TestRuleset::rosterPerColour()
{
    QFETCH(QString, colour);
    QFETCH(QStringList, unitTypes);

    QStringList actual;
    for (const UnitType &type : m_rules->unitTypes) {
        if (type.colours.contains(colour))
            actual.append(type.id);
    }
    QCOMPARE(sorted(actual), sorted(unitTypes));
}

void TestRuleset::purchaseOptions_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("requiresAbility");
    QTest::addColumn<bool>("perUnit");
    QTest::addColumn<int>("cost");

    // Gas and ECM are priced by the cost chart; paratroops cost +2 per dropped unit.
    QTest::newRow("gas: from the cost chart")
        << QStringLiteral("gas") << QStringLiteral("gas_capable") << false << 0;
    QTest::newRow("ECM: from the cost chart")
        << QStringLiteral("ecm") << QStringLiteral("ecm_capable") << false << 0;
    QTest::newRow("paratroops: +2 per unit")
        << QStringLiteral("paratroop") << QStringLiteral("paradrop") << true << 2;
}

void TestRuleset::purchaseOptions()
{
    QFETCH(QString, option);
    QFETCH(QString, requiresAbility);
    QFETCH(bool, perUnit);
    QFETCH(int, cost);

    QCOMPARE(sorted(m_rules->purchaseOptionIds()), cells("ecm gas paratroop"));
    const PurchaseOption *p = m_rules->findPurchaseOption(option);
    QVERIFY(p);
    QCOMPARE(p->requiresAbility, requiresAbility);
    QCOMPARE(p->pricing == PurchaseOption::Pricing::PerUnit, perUnit);
    QCOMPARE(p->cost, cost);
}

void TestRuleset::costChartFootnotesAreConstraints_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("scope");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QStringList>("unitTypes");

    // Section 4.4 footnotes and section 6 (V2-V7).
    QTest::newRow("all gas-capable artillery of a colour has gas, or none")
        << QStringLiteral("gas-all-or-none") << QStringLiteral("all_or_none_option")
        << QStringLiteral("colour") << QStringLiteral("gas") << QStringList();
    QTest::newRow("all tanks of a colour have ECM, or none")
        << QStringLiteral("ecm-all-or-none") << QStringLiteral("all_or_none_option")
        << QStringLiteral("colour") << QStringLiteral("ecm") << QStringList();
    QTest::newRow("militia excludes regular infantry")
        << QStringLiteral("militia-excludes-infantry") << QStringLiteral("mutually_exclusive")
        << QStringLiteral("colour") << QString() << cells("conv_militia conv_infantry");
    QTest::newRow("buses exclude armored cars")
        << QStringLiteral("buses-exclude-armored-cars") << QStringLiteral("mutually_exclusive")
        << QStringLiteral("colour") << QString() << cells("conv_buses conv_armored_car");
    QTest::newRow("one morale per colour")
        << QStringLiteral("one-morale-per-colour") << QStringLiteral("uniform_value")
        << QStringLiteral("colour") << QString() << QStringList();
    QTest::newRow("points budget per side")
        << QStringLiteral("points-budget") << QStringLiteral("points_budget")
        << QStringLiteral("side") << QString() << QStringList();
}

void TestRuleset::costChartFootnotesAreConstraints()
{
    QFETCH(QString, id);
    QFETCH(QString, kind);
    QFETCH(QString, scope);
    QFETCH(QString, option);
    QFETCH(QStringList, unitTypes);

    const ForceConstraint *found = nullptr;
    for (const ForceConstraint &c : m_rules->constraints) {
        if (c.id == id)
            found = &c;
    }
    QVERIFY2(found, qPrintable(id));
    QCOMPARE(found->kind, kind);
    QCOMPARE(found->scope, scope);
    QCOMPARE(found->option, option);
    QCOMPARE(sorted(found->unitTypes), sorted(unitTypes));
}

void TestRuleset::rallyCost_data()
{
    QTest::addColumn<int>("morale");
    QTest::addColumn<int>("costPerUnit");

    // Section 4.4: one morale per colour, costed per unit; -1 = cannot be bought.
    QTest::newRow("morale 6 costs +3") << 6 << 3;
    QTest::newRow("morale 7 costs +2") << 7 << 2;
    QTest::newRow("morale 8 costs +1") << 8 << 1;
    QTest::newRow("morale 9 is free") << 9 << 0;
    QTest::newRow("morale 5 is not for sale") << 5 << -1;
    QTest::newRow("morale 10 is not for sale") << 10 << -1;
}

void TestRuleset::rallyCost()
{
    QFETCH(int, morale);
    QFETCH(int, costPerUnit);

    QCOMPARE(m_rules->rallyCostPerUnit(morale), costPerUnit);
    QCOMPARE(m_rules->morale.rallyCosts.size(), 4);
    QVERIFY(m_rules->morale.desperationRally);
}

void TestRuleset::unitCatalogue_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<QString>("movementClass");
    QTest::addColumn<QString>("mountedClass"); // skimmer side, or empty
    QTest::addColumn<QChar>("targetClass");

    // Section 8 and the Unit Identification Chart: Red and Blue ride hover vehicles except
    // dismounted infantry and the towed guns; conventional units are tracked or wheeled
    // except infantry and the towed pieces. Class A: tanks, ACs, CCs, fortresses.
    auto row = [](const char *type, const char *movement, const char *mounted, char target) {
        QTest::newRow(type) << QString::fromLatin1(type) << QString::fromLatin1(movement)
                            << QString::fromLatin1(mounted) << QChar(QLatin1Char(target));
    };
    row("conv_tank", "conv_vehicle", "", 'A');
    row("conv_armored_car", "conv_vehicle", "", 'A');
    row("conv_infantry", "foot", "", 'B');
    row("conv_militia", "foot", "", 'B');
    row("conv_apc", "conv_vehicle", "", 'B');
    row("conv_buses", "conv_vehicle", "", 'B'); // option buses_target_class
    row("conv_large_gun", "towed", "", 'B');
    row("conv_small_gun", "towed", "", 'B');
    row("conv_howitzer", "towed", "", 'B');
    row("conv_calliope", "towed", "", 'B');
    row("conv_sp_artillery", "conv_vehicle", "", 'B');
    row("conv_sp_calliope", "conv_vehicle", "", 'B');
    row("merc_hover_tank", "hover", "", 'A');
    row("merc_combat_car", "hover", "", 'A');
    row("merc_infantry", "foot", "hover", 'B');
    row("merc_sp_artillery", "hover", "", 'B');
    row("merc_large_gun", "towed", "", 'B');
    row("merc_small_gun", "towed", "", 'B');
    row("merc_howitzer", "towed", "", 'B');
    row("merc_sp_calliope", "hover", "", 'B');
    row("slam_hover_tank", "hover", "", 'A');
    row("slam_combat_car", "hover", "", 'A');
    row("slam_infantry", "foot", "hover", 'B');
    row("slam_sp_artillery", "hover", "", 'B');
    row("fortress", "towed", "", 'A');
}

void TestRuleset::unitCatalogue()
{
    QFETCH(QString, unitType);
    QFETCH(QString, movementClass);
    QFETCH(QString, mountedClass);
    QFETCH(QChar, targetClass);

    const UnitType *type = m_rules->findUnitType(unitType);
    QVERIFY(type);
    QCOMPARE(type->movementClass, movementClass);
    QCOMPARE(type->mounted.has_value(), !mountedClass.isEmpty());
    if (type->mounted)
        QCOMPARE(type->mounted->movementClass, mountedClass);
    QCOMPARE(type->targetClass, targetClass);
}

void TestRuleset::factorsTheBookGives_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("factor");
    QTest::addColumn<int>("value");

    // Section 8: the only printed values the text states.
    QTest::newRow("Slammers infantry moves 2 on foot")
        << QStringLiteral("slam_infantry") << QStringLiteral("front") << QStringLiteral("movement")
        << 2;
    QTest::newRow("Slammers infantry moves 6 on skimmers")
        << QStringLiteral("slam_infantry") << QStringLiteral("mounted")
        << QStringLiteral("movement") << 6;
    QTest::newRow("buses defend 1") << QStringLiteral("conv_buses") << QStringLiteral("front")
                                    << QStringLiteral("defence") << 1;
}

void TestRuleset::factorsTheBookGives()
{
    QFETCH(QString, unitType);
    QFETCH(QString, side);
    QFETCH(QString, factor);
    QFETCH(int, value);

    const UnitType *type = m_rules->findUnitType(unitType);
    QVERIFY(type);
    const UnitFactors *factors = factorsOf(*type, side);
    QVERIFY(factors);
    QCOMPARE(factorValue(*factors, factor), value);
    QVERIFY2(!factors->isProvisional(factor), "a value the book gives is not our estimate");
}

void TestRuleset::calliopesAttackSpecial_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<bool>("special");

    // Calliope attack "S": counter-artillery and counter-paradrop fire only, 0 otherwise.
    for (const UnitType &type : m_rules->unitTypes) {
        const bool calliope = type.id.endsWith(QLatin1String("calliope"));
        const QByteArray name = type.id.toUtf8()
            + (calliope ? QByteArray(" attacks S") : QByteArray(" has a numeric attack"));
        QTest::newRow(name.constData()) << type.id << calliope;
    }
}

void TestRuleset::calliopesAttackSpecial()
{
    QFETCH(QString, unitType);
    QFETCH(bool, special);

    const UnitType *type = m_rules->findUnitType(unitType);
    QVERIFY(type);
    QCOMPARE(type->factors.specialAttack, special);
    QCOMPARE(type->hasAbility(QStringLiteral("calliope")), special);
    if (special) {
        QCOMPARE(type->factors.attack, 0);
        QVERIFY2(!type->factors.isProvisional(QStringLiteral("attack")), "S is the book's");
    }
}

void TestRuleset::everyOtherFactorIsProvisional_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<QString>("side");
    QTest::addColumn<QStringList>("givenByTheBook");

    // Factors the text gives (section 8); every other factor must be listed provisional.
    // Towed pieces: the book says only that "some units print MA 0", so their movement 0
    // is ours and marked provisional like the rest. A fortress is a marker without printed
    // factors.
    QMap<QString, QStringList> given;
    given.insert(QStringLiteral("slam_infantry/front"), cells("movement"));
    given.insert(QStringLiteral("slam_infantry/mounted"), cells("movement"));
    given.insert(QStringLiteral("conv_buses/front"), cells("defence"));
    given.insert(QStringLiteral("conv_calliope/front"), cells("attack"));
    given.insert(QStringLiteral("conv_sp_calliope/front"), cells("attack"));
    given.insert(QStringLiteral("merc_sp_calliope/front"), cells("attack"));
    given.insert(QStringLiteral("fortress/front"), cells("attack defence range movement"));

    QStringList seen;
    for (const UnitType &type : m_rules->unitTypes) {
        for (const char *side : {"front", "mounted"}) {
            if (!factorsOf(type, QLatin1String(side)))
                continue;
            const QString key = type.id + QLatin1Char('/') + QLatin1String(side);
            seen.append(key);
            QTest::newRow(key.toUtf8().constData())
                << type.id << QString::fromLatin1(side) << given.value(key);
        }
    }
    // A misspelt key above would silently make a row expect "all provisional".
    for (auto it = given.cbegin(); it != given.cend(); ++it)
        QVERIFY2(seen.contains(it.key()), qPrintable(it.key()));
}

void TestRuleset::everyOtherFactorIsProvisional()
{
    QFETCH(QString, unitType);
    QFETCH(QString, side);
    QFETCH(QStringList, givenByTheBook);

    const UnitType *type = m_rules->findUnitType(unitType);
    QVERIFY(type);
    const UnitFactors *factors = factorsOf(*type, side);
    QVERIFY(factors);
    QStringList expected;
    for (const char *factor : {"attack", "defence", "range", "movement"}) {
        if (!givenByTheBook.contains(QLatin1String(factor)))
            expected.append(QLatin1String(factor));
    }
    QCOMPARE(sorted(factors->provisional), sorted(expected));
}

void TestRuleset::borrowedCounters_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<QString>("counter");

    // Section 4.4 footnote **: militia use infantry counters, buses armored car counters.
    QTest::newRow("militia use infantry counters")
        << QStringLiteral("conv_militia") << QStringLiteral("conv_infantry");
    QTest::newRow("buses use armored car counters")
        << QStringLiteral("conv_buses") << QStringLiteral("conv_armored_car");
}

void TestRuleset::borrowedCounters()
{
    QFETCH(QString, unitType);
    QFETCH(QString, counter);

    const UnitType *type = m_rules->findUnitType(unitType);
    QVERIFY(type);
    QCOMPARE(type->counter, counter);
    if (unitType == QLatin1String("conv_militia")) {
        // "militia use regular infantry values"
        const UnitFactors &own = type->factors;
        const UnitFactors &regular = m_rules->findUnitType(counter)->factors;
        QCOMPARE(own.attack, regular.attack);
        QCOMPARE(own.defence, regular.defence);
        QCOMPARE(own.range, regular.range);
        QCOMPARE(own.movement, regular.movement);
    }
    int borrowing = 0;
    for (const UnitType &t : m_rules->unitTypes)
        borrowing += t.counter.isEmpty() ? 0 : 1;
    QCOMPARE(borrowing, 2);
}

void TestRuleset::mercenariesOutclassConventionals_data()
{
    QTest::addColumn<QString>("mercenary");
    QTest::addColumn<QString>("conventional");
    QTest::addColumn<QString>("factor");
    QTest::addColumn<QString>("mercenarySide"); // the faster side for movement

    // Our provisional factors keep the mercenaries (and the Slammers) ahead of their
    // conventional counterparts: they outgun (attack), outrange (range) and outrun (movement)
    // them. Infantry outruns on its skimmers; towed guns do not move on their own.
    auto row = [](const char *name, const char *merc, const char *conv, const char *factor,
                  const char *side = "front") {
        QTest::newRow(name) << QString::fromLatin1(merc) << QString::fromLatin1(conv)
                            << QString::fromLatin1(factor) << QString::fromLatin1(side);
    };
    for (const char *tank : {"merc_hover_tank", "slam_hover_tank"}) {
        const QByteArray who = tank[0] == 'm' ? "Red" : "Blue";
        row((who + " hover tank outguns a tank").constData(), tank, "conv_tank", "attack");
        row((who + " hover tank outranges a tank").constData(), tank, "conv_tank", "range");
        row((who + " hover tank outruns a tank").constData(), tank, "conv_tank", "movement");
    }
    for (const char *infantry : {"merc_infantry", "slam_infantry"}) {
        const QByteArray who = infantry[0] == 'm' ? "Red" : "Blue";
        row((who + " infantry outguns infantry").constData(), infantry, "conv_infantry", "attack");
        row((who + " infantry outranges infantry").constData(), infantry, "conv_infantry", "range");
        row((who + " infantry on skimmers outruns infantry").constData(), infantry, "conv_infantry",
            "movement", "mounted");
    }
    for (const char *spa : {"merc_sp_artillery", "slam_sp_artillery"}) {
        const QByteArray who = spa[0] == 'm' ? "Red" : "Blue";
        row((who + " SP artillery outguns SP artillery").constData(), spa, "conv_sp_artillery",
            "attack");
        row((who + " SP artillery outranges SP artillery").constData(), spa, "conv_sp_artillery",
            "range");
        row((who + " SP artillery outruns SP artillery").constData(), spa, "conv_sp_artillery",
            "movement");
    }
    row("Red large gun outguns a large gun", "merc_large_gun", "conv_large_gun", "attack");
    row("Red large gun outranges a large gun", "merc_large_gun", "conv_large_gun", "range");
    row("Red small gun outguns a small gun", "merc_small_gun", "conv_small_gun", "attack");
    row("Red small gun outranges a small gun", "merc_small_gun", "conv_small_gun", "range");
    row("Red howitzer outguns a howitzer", "merc_howitzer", "conv_howitzer", "attack");
    row("Red howitzer outranges a howitzer", "merc_howitzer", "conv_howitzer", "range");
    row("Red SP calliope outranges an SP calliope", "merc_sp_calliope", "conv_sp_calliope",
        "range");
    row("Red SP calliope outruns an SP calliope", "merc_sp_calliope", "conv_sp_calliope",
        "movement");
}

void TestRuleset::mercenariesOutclassConventionals()
{
    QFETCH(QString, mercenary);
    QFETCH(QString, conventional);
    QFETCH(QString, factor);
    QFETCH(QString, mercenarySide);

    const UnitType *merc = m_rules->findUnitType(mercenary);
    const UnitType *conv = m_rules->findUnitType(conventional);
    QVERIFY(merc);
    QVERIFY(conv);
    const UnitFactors *mercFactors = factorsOf(*merc, mercenarySide);
    QVERIFY(mercFactors);
    const int better = factorValue(*mercFactors, factor);
    const int worse = factorValue(conv->factors, factor);
    QVERIFY2(better > worse,
             qPrintable(QStringLiteral("%1 %2 vs %3").arg(factor).arg(better).arg(worse)));
}

void TestRuleset::abilityHolders_data()
{
    QTest::addColumn<QString>("ability");
    QTest::addColumn<QStringList>("unitTypes");

    // Sections 3 and 8: exactly these unit types have each ability.
    auto row = [](const char *name, const char *ability, const char *types) {
        QTest::newRow(name) << QString::fromLatin1(ability) << cells(types);
    };
    // SP artillery is howitzer-like by default (option sp_artillery_fire).
    row("howitzers (and SP artillery) fire indirect only", "indirect_only",
        "conv_howitzer merc_howitzer conv_sp_artillery merc_sp_artillery slam_sp_artillery");
    row("large and small guns fire direct or indirect", "direct_and_indirect",
        "conv_large_gun conv_small_gun merc_large_gun merc_small_gun");
    row("guns, howitzers and the towed calliope are towed", "towable",
        "conv_large_gun conv_small_gun conv_howitzer conv_calliope merc_large_gun "
        "merc_small_gun merc_howitzer");
    // Section 3.6: any vehicle except a skimmer may tow (hover tanks and APCs included).
    row("any vehicle but a skimmer tows", "tows",
        "conv_tank conv_armored_car conv_apc conv_buses conv_sp_artillery conv_sp_calliope "
        "merc_hover_tank merc_combat_car merc_sp_artillery merc_sp_calliope slam_hover_tank "
        "slam_combat_car slam_sp_artillery");
    row("an APC carries infantry", "carries_infantry", "conv_apc");
    row("conventional infantry and militia ride APCs", "rides_apc", "conv_infantry conv_militia");
    row("Red and Blue infantry counters are two-sided", "two_sided", "merc_infantry slam_infantry");
    row("all infantry doubles in close assault", "infantry",
        "conv_infantry conv_militia merc_infantry slam_infantry");
    row("dismounted infantry ignores disruption", "ignores_disruption_on_foot",
        "conv_infantry merc_infantry slam_infantry");
    row("militia is eliminated when disrupted", "disrupt_eliminates", "conv_militia");
    row("ECM only on Red and Blue hover tanks", "ecm_capable", "merc_hover_tank slam_hover_tank");
    row("gas on large guns, small guns, howitzers and SP artillery", "gas_capable",
        "conv_large_gun conv_small_gun conv_howitzer conv_sp_artillery merc_large_gun "
        "merc_small_gun merc_howitzer merc_sp_artillery slam_sp_artillery");
    row("paradrop: infantry, small guns, armored cars and APCs", "paradrop",
        "conv_infantry conv_small_gun conv_armored_car conv_apc merc_infantry merc_small_gun "
        "slam_infantry");
    row("counter-artillery fire: hover tanks and calliopes", "caf",
        "merc_hover_tank slam_hover_tank conv_calliope conv_sp_calliope merc_sp_calliope");
    row("counter-paradrop fire: hover tanks and calliopes", "cpf",
        "merc_hover_tank slam_hover_tank conv_calliope conv_sp_calliope merc_sp_calliope");
    row("calliopes", "calliope", "conv_calliope conv_sp_calliope merc_sp_calliope");
    row("the fortress", "fortress", "fortress");
}

void TestRuleset::abilityHolders()
{
    QFETCH(QString, ability);
    QFETCH(QStringList, unitTypes);

    bool known = false;
    for (const NamedEntry &a : m_rules->abilities)
        known = known || a.id == ability;
    QVERIFY2(known, qPrintable(ability));
    QStringList holders;
    for (const UnitType &type : m_rules->unitTypes) {
        if (type.hasAbility(ability))
            holders.append(type.id);
    }
    QCOMPARE(sorted(holders), sorted(unitTypes));
}

void TestRuleset::crtGrid_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<QStringList>("results");

    // Section 5.1, columns 1-9, one row per 2d6 roll.
    QTest::newRow("roll 2") << 2 << cells("-    -    -    -    -    -    -    -    Dis");
    QTest::newRow("roll 3") << 3 << cells("-    -    -    -    -    -    -    Dis  Dis");
    QTest::newRow("roll 4") << 4 << cells("-    -    -    -    -    -    Dis  Dis  DE");
    QTest::newRow("roll 5") << 5 << cells("-    -    -    -    -    Dis  Dis  Dis  DE");
    QTest::newRow("roll 6") << 6 << cells("-    -    -    -    -    Dis  Dis  DE   DE");
    QTest::newRow("roll 7") << 7 << cells("-    -    -    -    Dis  Dis  Dis  DE   DE*");
    QTest::newRow("roll 8") << 8 << cells("-    -    -    -    Dis  Dis  DE   DE   DE*");
    QTest::newRow("roll 9") << 9 << cells("-    -    -    Dis  Dis  DE   DE   DE*  DE-R");
    QTest::newRow("roll 10") << 10 << cells("-    -    Dis  Dis  DE   DE   DE*  DE-R DE-R");
    QTest::newRow("roll 11") << 11 << cells("Dis  Dis  DE   DE   DE*  DE*  DE-R DE-R DE-R");
    QTest::newRow("roll 12") << 12 << cells("DE   DE   DE*  DE*  DE*  DE-R DE-R DE-R DE-R");
}

void TestRuleset::crtGrid()
{
    QFETCH(int, roll);
    QFETCH(QStringList, results);

    const CombatResultsTable &crt = m_rules->crt;
    QCOMPARE(crt.columnCount, 9);
    QCOMPARE(crt.grid.rows.size(), 11);
    QCOMPARE(crt.grid.rows.at(roll - 2), results);
    for (int column = 0; column < 9; ++column)
        QCOMPARE(crt.grid.at(roll, column), results.at(column));
    QStringList codes;
    for (const CombatResult &r : crt.results)
        codes.append(r.code);
    QCOMPARE(codes, cells("- Dis DE DE* DE-R"));
}

void TestRuleset::crtHeadings_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("headings"); // "~" = no heading

    // Section 5.1 at heading offset 0: column 9 has no heading.
    QTest::newRow("Direct/Close: 1-4 .. 5-1 over columns 1-8")
        << QStringLiteral("direct_close") << cells("1-4 1-3 1-2 1-1 2-1 3-1 4-1 5-1 ~");
    QTest::newRow("Indirect Class B: 1-2 .. 5-1 over columns 3-8")
        << QStringLiteral("indirect_b") << cells("~   ~   1-2 1-1 2-1 3-1 4-1 5-1 ~");
    QTest::newRow("Indirect Class A: 1-2 .. 6-1 over columns 2-8")
        << QStringLiteral("indirect_a") << cells("~   1-2 1-1 2-1 3-1 4-1 5-1 6-1 ~");
}

void TestRuleset::crtHeadings()
{
    QFETCH(QString, table);
    QFETCH(QStringList, headings);

    headings.replaceInStrings(QStringLiteral("~"), QString());
    QVERIFY(m_rules->crt.headings.contains(table));
    QCOMPARE(m_rules->crt.headings.value(table), headings);
    QCOMPARE(m_rules->crt.headings.size(), 3);
}

void TestRuleset::oddsLimits_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("worst");
    QTest::addColumn<QString>("best");
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("columnShift");

    // Section 3.9.
    QTest::newRow("direct fire 1-4 to 5-1")
        << QStringLiteral("direct") << QStringLiteral("1-4") << QStringLiteral("5-1")
        << QStringLiteral("direct_close") << 0;
    QTest::newRow("counter-paradrop fire 1-4 to 5-1 on the direct column")
        << QStringLiteral("counter_paradrop") << QStringLiteral("1-4") << QStringLiteral("5-1")
        << QStringLiteral("direct_close") << 0;
    QTest::newRow("indirect class B 1-2 to 5-1")
        << QStringLiteral("indirect_class_b") << QStringLiteral("1-2") << QStringLiteral("5-1")
        << QStringLiteral("indirect_b") << 0;
    QTest::newRow("indirect class A 1-2 to 6-1")
        << QStringLiteral("indirect_class_a") << QStringLiteral("1-2") << QStringLiteral("6-1")
        << QStringLiteral("indirect_a") << 0;
    QTest::newRow("close assault shifts one column right")
        << QStringLiteral("close_assault") << QStringLiteral("1-4") << QStringLiteral("5-1")
        << QStringLiteral("direct_close") << 1;
}

void TestRuleset::oddsLimits()
{
    QFETCH(QString, kind);
    QFETCH(QString, worst);
    QFETCH(QString, best);
    QFETCH(QString, table);
    QFETCH(int, columnShift);

    QCOMPARE(m_rules->odds.size(), 5);
    QVERIFY(m_rules->odds.contains(kind));
    const OddsLimits limits = m_rules->odds.value(kind);
    QCOMPARE(limits.worst.toString(), worst);
    QCOMPARE(limits.best.toString(), best);
    QCOMPARE(limits.table, table);
    QCOMPARE(limits.columnShift, columnShift);
}

void TestRuleset::oddsLimitsAreHeadingsOfTheirTable_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind :
         {"direct", "counter_paradrop", "indirect_class_b", "indirect_class_a", "close_assault"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void TestRuleset::oddsLimitsAreHeadingsOfTheirTable()
{
    QFETCH(QString, kind);

    // Every odds from the worst to the best allowed has its own heading, left to right.
    const OddsLimits limits = m_rules->odds.value(kind);
    const QStringList headings = m_rules->crt.headings.value(limits.table);
    const qsizetype first = headings.indexOf(limits.worst.toString());
    const qsizetype last = headings.indexOf(limits.best.toString());
    QVERIFY(first >= 0);
    QVERIFY(last > first);
    for (qsizetype c = first; c <= last; ++c) {
        const auto odds = Odds::parse(headings.at(c));
        QVERIFY2(odds, qPrintable(headings.at(c)));
        if (c > first)
            QVERIFY(odds->rank > Odds::parse(headings.at(c - 1))->rank);
    }
}

void TestRuleset::closeAssaultShiftFromFiveToOneReachesColumnNine()
{
    // Section 3.9: an undisrupted close assault at 5-1 resolves on the unheaded column 9.
    const OddsLimits ca = m_rules->odds.value(QStringLiteral("close_assault"));
    const qsizetype column = m_rules->crt.headings.value(ca.table).indexOf(ca.best.toString());
    QCOMPARE(column + ca.columnShift + 1, qsizetype(9));
    QCOMPARE(m_rules->crt.columnCount, 9);
    QCOMPARE(m_rules->crt.headings.value(ca.table).at(8), QString());
    // T12: at 5-1 undisrupted, roll 9 on column 9 is DE-R.
    QCOMPARE(m_rules->crt.grid.at(9, int(column + ca.columnShift)), QStringLiteral("DE-R"));
}

void TestRuleset::gasTable_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<QStringList>("results");

    // Section 5.3: Mercenary A, Mercenary B, Conventional A, Conventional B.
    QTest::newRow("roll 2") << 2 << cells("-    -    -    -");
    QTest::newRow("roll 3") << 3 << cells("-    -    -    -");
    QTest::newRow("roll 4") << 4 << cells("-    -    -    -");
    QTest::newRow("roll 5") << 5 << cells("-    -    -    Dis");
    QTest::newRow("roll 6") << 6 << cells("-    -    -    Dis");
    QTest::newRow("roll 7") << 7 << cells("-    -    Dis  Dis");
    QTest::newRow("roll 8") << 8 << cells("-    -    Dis  Dis");
    QTest::newRow("roll 9") << 9 << cells("Dis  Dis  DE   DE");
    QTest::newRow("roll 10") << 10 << cells("Dis  DE   DE   DE");
    QTest::newRow("roll 11") << 11 << cells("DE   DE   DE   DE");
    QTest::newRow("roll 12") << 12 << cells("DE   DE   DE   DE");
}

void TestRuleset::gasTable()
{
    QFETCH(int, roll);
    QFETCH(QStringList, results);

    QCOMPARE(m_rules->gasTable.columns,
             cells("mercenary_a mercenary_b conventional_a conventional_b"));
    QCOMPARE(m_rules->gasTable.rows.size(), 11);
    QCOMPARE(m_rules->gasTable.rows.at(roll - 2), results);
}

void TestRuleset::oddsRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("rank");

    QTest::newRow("1-4") << QStringLiteral("1-4") << -4;
    QTest::newRow("1-2") << QStringLiteral("1-2") << -2;
    QTest::newRow("1-1") << QStringLiteral("1-1") << 1;
    QTest::newRow("3-1") << QStringLiteral("3-1") << 3;
    QTest::newRow("6-1") << QStringLiteral("6-1") << 6;
    QTest::newRow("12-1") << QStringLiteral("12-1") << 12;
}

void TestRuleset::oddsRoundTrip()
{
    QFETCH(QString, text);
    QFETCH(int, rank);

    const auto odds = Odds::parse(text);
    QVERIFY(odds);
    QCOMPARE(odds->rank, rank);
    QCOMPARE(odds->toString(), text);
}

void TestRuleset::oddsRejects_data()
{
    QTest::addColumn<QString>("text");

    // Odds are N-1 or 1-M, never anything else.
    QTest::newRow("2-3: neither side is 1") << QStringLiteral("2-3");
    QTest::newRow("0-1: nothing attacks") << QStringLiteral("0-1");
    QTest::newRow("1-0: nothing defends") << QStringLiteral("1-0");
    QTest::newRow("x: not odds") << QStringLiteral("x");
    QTest::newRow("empty") << QString();
    QTest::newRow("3-: no defender") << QStringLiteral("3-");
    QTest::newRow("-1: no attacker") << QStringLiteral("-1");
    QTest::newRow("3:1: wrong separator") << QStringLiteral("3:1");
    QTest::newRow("1-1-1: three parts") << QStringLiteral("1-1-1");
    // Only what toString() writes round-trips; QString::toInt() would skip blanks and signs.
    QTest::newRow("3 - 1: blanks around the dash") << QStringLiteral("3 - 1");
    QTest::newRow("+3-1: a sign") << QStringLiteral("+3-1");
}

void TestRuleset::oddsRejects()
{
    QFETCH(QString, text);
    QVERIFY(!Odds::parse(text).has_value());
}

void TestRuleset::oddsRankFavoursTheAttacker()
{
    const QStringList ladder = cells("1-4 1-3 1-2 1-1 2-1 3-1 4-1 5-1 6-1");
    for (qsizetype i = 1; i < ladder.size(); ++i)
        QVERIFY2(Odds::parse(ladder.at(i))->rank > Odds::parse(ladder.at(i - 1))->rank,
                 qPrintable(ladder.at(i)));
    QVERIFY(*Odds::parse(QStringLiteral("2-1")) == Odds {2});
    QVERIFY(!(*Odds::parse(QStringLiteral("1-2")) == Odds {2}));
}

void TestRuleset::turnRecordChart()
{
    // Section 4.5: 1-5 / 6-10 / 11-15 / 16-20, back to 1 when no end turn is given.
    const TurnRecord &t = m_rules->turnRecord;
    QStringList rows;
    for (int first = t.first; first <= t.last; first += t.perRow)
        rows.append(QStringLiteral("%1-%2").arg(first).arg(std::min(first + t.perRow - 1, t.last)));
    QCOMPARE(rows, cells("1-5 6-10 11-15 16-20"));
    QVERIFY(t.wraps);
}

void TestRuleset::sequenceOfPlay_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("acting");

    // Section 2.
    auto row
        = [](const char *name, int index, const char *id, const char *step, const char *acting) {
              QTest::newRow(name) << index << QString::fromLatin1(id) << QString::fromLatin1(step)
                                  << QString::fromLatin1(acting);
          };
    row("1 rally: the moving player", 0, "rally", "1", "moving_player");
    row("2 paradrops: the moving player", 1, "paradrop", "2", "moving_player");
    row("2 counter-paradrop fire: the other players", 2, "counter_paradrop_fire", "2",
        "other_players");
    row("3 movement: the moving player", 3, "movement", "3", "moving_player");
    row("4A indirect fire and CAF: all players", 4, "indirect_fire", "4A", "all_players");
    row("4B direct fire: all players", 5, "direct_fire", "4B", "all_players");
    row("5 close assaults: all players", 6, "close_assault", "5", "all_players");
}

void TestRuleset::sequenceOfPlay()
{
    QFETCH(int, index);
    QFETCH(QString, id);
    QFETCH(QString, step);
    QFETCH(QString, acting);

    QCOMPARE(m_rules->sequenceOfPlay.size(), 7);
    const Phase &phase = m_rules->sequenceOfPlay.at(index);
    QCOMPARE(phase.id, id);
    QCOMPARE(phase.step, step);
    QCOMPARE(phase.acting, acting);
}

void TestRuleset::ambiguitiesAreOptions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("defaultValue");
    QTest::addColumn<QStringList>("choices");

    // Section 10: each ambiguity the ruleset carries, its default first.
    auto row = [](const char *name, const char *id, const char *defaultValue, const char *choices) {
        QTest::newRow(name) << QString::fromLatin1(id) << QString::fromLatin1(defaultValue)
                            << cells(choices);
    };
    row("2: CRT heading offset 0 or 1", "crt_heading_offset", "0", "0 1");
    row("3: gas results by table or by the book's example", "gas_results", "table",
        "table book_example");
    row("5: fire order", "fire_order", "first_mover", "first_mover moving_player");
    row("6: when results apply", "results_timing", "ranged_then_close",
        "ranged_then_close end_of_combat");
    row("7: second disruption", "second_disruption", "disrupted_before_round",
        "disrupted_before_round disrupted_at_turn_start");
    row("8: halving attack at extended range", "extended_range_attack", "exact",
        "exact round_down round_up");
    row("8: halving movement when disrupted", "disrupted_movement", "round_down",
        "round_down round_up");
    row("9: close assault worse than 1-4", "close_assault_below_1_4", "column_zero",
        "column_zero at_1_4");
    row("10: fortress +12 per attack or per unit", "fortress_direct_bonus", "per_attack",
        "per_attack per_unit");
    row("11: rubble direct modifier", "rubble_direct_defence", "terrain_plus_2",
        "terrain_plus_2 flat_2");
    row("12: conventional city move cost", "conventional_city_move_cost", "half", "half one");
    row("13: SP artillery fire", "sp_artillery_fire", "indirect_only",
        "indirect_only direct_and_indirect");
    row("14: CPF needs LOS", "cpf_needs_los", "yes", "yes no");
    row("15: allied CAF", "allied_caf", "no", "no yes");
    row("15: ECM uses the tank's attack", "ecm_uses_attack", "no", "no yes");
    row("16: tow pair stacking", "tow_pair_stacking", "2", "2 1");
    row("18: buses target class", "buses_target_class", "B", "B A");
}

void TestRuleset::ambiguitiesAreOptions()
{
    QFETCH(QString, id);
    QFETCH(QString, defaultValue);
    QFETCH(QStringList, choices);

    const RuleOption *option = m_rules->findOption(id);
    QVERIFY2(option, qPrintable(id));
    QCOMPARE(option->defaultValue, defaultValue);
    QCOMPARE(option->values(), choices);
    for (const RuleChoice &choice : option->choices)
        QVERIFY2(!choice.description.isEmpty(), qPrintable(choice.value));
}

void TestRuleset::everyOptionHasADefaultAmongTwoOrMoreChoices()
{
    QVERIFY(!m_rules->options.isEmpty());
    for (const RuleOption &option : m_rules->options) {
        QVERIFY2(option.values().size() >= 2, qPrintable(option.id));
        QVERIFY2(option.values().contains(option.defaultValue), qPrintable(option.id));
        QVERIFY2(!option.name.isEmpty(), qPrintable(option.id));
    }
}

void TestRuleset::loaderReportsBrokenRuleset_data()
{
    QTest::addColumn<QString>("find"); // replaced at its first occurrence
    QTest::addColumn<QString>("replace");
    QTest::addColumn<QStringList>("expected"); // Diagnostic::toText(), sorted

    const QString f = QStringLiteral("broken.ruleset.yaml:");
    QTest::newRow("a misspelt key is unknown and the real one missing")
        << QStringLiteral("move_cost: {conv_vehicle: 1")
        << QStringLiteral("move_cots: {conv_vehicle: 1")
        << QStringList {f
                            + QStringLiteral("@[id: clear]@: error[missing-key]: missing required "
                                             "key 'move_cost' in terrain 'clear'"),
                        f
                            + QStringLiteral("@[move_cots]@: error[unknown-key]: unknown key "
                                             "'move_cots' in terrain 'clear' (did you mean "
                                             "'move_cost'?)")};
    QTest::newRow("a unit type with an unknown ability")
        << QStringLiteral("abilities: [tows]") << QStringLiteral("abilities: [tow]")
        << QStringList {f
                        + QStringLiteral("@[tow]]@: error[unknown-id]: unknown ability 'tow' in "
                                         "'abilities' in unit type 'conv_tank' (did you mean "
                                         "'tows'?)")};
    QTest::newRow("a CRT row with 8 results")
        << QStringLiteral("2:  \"-    -    -    -    -    -    -    -    Dis\"")
        << QStringLiteral("2:  \"-    -    -    -    -    -    -    Dis\"")
        << QStringList {f
                        + QStringLiteral("@[\"-    -    -    -    -    -    -    Dis\"]@: "
                                         "error[wrong-size]: row 2 of 'rows' in crt has 8 "
                                         "results, expected 9")};
    QTest::newRow("an option default that is not one of its choices")
        << QStringLiteral("default: first_mover") << QStringLiteral("default: first_movers")
        << QStringList {f
                        + QStringLiteral("@[first_movers]@: error[unknown-value]: unknown value "
                                         "'first_movers' for 'default' in option 'fire_order' "
                                         "(expected first_mover or moving_player) (did you mean "
                                         "'first_mover'?)")};
    QTest::newRow("an option with a single choice")
        << QStringLiteral("      - value: moving_player\n        description: The player whose "
                          "turn it is announces fire first.\n")
        << QString()
        << QStringList {f
                        + QStringLiteral("@[id: fire_order]@: error[wrong-size]: option "
                                         "'fire_order' needs at least two choices")};
    QTest::newRow("a gas cost for a unit that cannot fire gas")
        << QStringLiteral("    cost: 17\n")
        << QStringLiteral("    cost: 17\n    option_costs: {gas: 19}\n")
        << QStringList {f
                        + QStringLiteral("@[gas: 19]@: error[inconsistent]: unit type "
                                         "'conv_tank' has a cost with 'gas' but not the "
                                         "'gas_capable' ability")};
    QTest::newRow("an unknown result in the gas table")
        << QStringLiteral("9:  \"Dis  Dis  DE   DE\"")
        << QStringLiteral("9:  \"Dis  Dis  DE   Di\"")
        << QStringList {f
                        + QStringLiteral("@[\"Dis  Dis  DE   Di\"]@: error[unknown-value]: unknown "
                                         "result 'Di' in row 9 of 'rows' in gas_table (expected "
                                         "-, Dis, DE, DE* or DE-R) (did you mean 'Dis'?)")};
    QTest::newRow("a CRT heading that is not odds")
        << QStringLiteral("1-4  1-3  1-2  1-1  2-1  3-1  4-1  5-1  ~")
        << QStringLiteral("1-4  1-3  1-2  1-1  2-1  3-1  4-2  5-1  ~")
        << QStringList {f
                        + QStringLiteral("@[\"1-4  1-3]@: error[wrong-type]: heading '4-2' in "
                                         "'direct_close' in 'headings' in crt is not odds like "
                                         "3-1 or 1-2")};
    QTest::newRow("a fortress forbidden in unknown terrain")
        << QStringLiteral("forbidden_terrain: [city, swamp, lake, river]")
        << QStringLiteral("forbidden_terrain: [city, swamp, lake, rivers]")
        << QStringList {f
                        + QStringLiteral("@[rivers]]@: error[unknown-id]: unknown terrain 'rivers' "
                                         "in 'forbidden_terrain' in fortress (did you mean "
                                         "'river'?)")};
    // Every other unresolved id is located and worded by reportUnknownId().
    QTest::newRow("a rubbled bridge becoming an unknown terrain")
        << QStringLiteral("rubbled_becomes: river") << QStringLiteral("rubbled_becomes: rivr")
        << QStringList {f
                        + QStringLiteral("@[rivr]@: error[unknown-id]: unknown terrain 'rivr' in "
                                         "'rubbled_becomes' in terrain 'bridge' (did you mean "
                                         "'river'?)")};
}

void TestRuleset::loaderReportsBrokenRuleset()
{
    QFETCH(QString, find);
    QFETCH(QString, replace);
    QFETCH(QStringList, expected);

    QFile bundled(BundledRuleset);
    QVERIFY(bundled.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(bundled.readAll());
    const qsizetype at = text.indexOf(find);
    QVERIFY2(at >= 0, "the mutation no longer applies to the bundled file");
    text.replace(at, find.size(), replace);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("broken.ruleset.yaml"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text.toUtf8());
    out.close();

    Diagnostics diagnostics;
    const auto rules = loadRuleset(path, QStringLiteral("broken.ruleset.yaml"), diagnostics);
    QVERIFY2(!rules, "a broken ruleset must not load");
    sortDiagnostics(diagnostics);
    for (QString &e : expected)
        e = resolvePositions(e, text);

    QCOMPARE(diagnosticTexts(diagnostics), expected);
}

QTEST_GUILESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
