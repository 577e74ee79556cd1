// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Hammer's Slammers ruleset against what the book (the rulebook extract
// shared/rules/seed-000-hammers-slammers.md) says about the units: the cost chart of
// section 4.4 with its options and footnotes, and the counters of section 8 with their
// factors, which of them are provisional, and their abilities.

#include "families/hammers-slammers/hsrules.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QtTest>

#include <memory>

using namespace hexwright;
using namespace hexwright::rulesettest;

class TestUnitCatalogue : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // Section 4: charts.
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

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
};

void TestUnitCatalogue::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(RulesetId, diagnostics);
    QVERIFY2(m_rules, qPrintable(diagnosticTexts(diagnostics).join(QLatin1Char('\n'))));
}

void TestUnitCatalogue::unitCostChart_data()
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

void TestUnitCatalogue::unitCostChart()
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

void TestUnitCatalogue::everyUnitTypeIsInTheCostChart()
{
    // The chart above is the whole catalogue: a unit type without a row would go untested.
    QStringList charted;
    for (const CostRow &row : UnitCostChart)
        charted.append(QString::fromLatin1(row.type));
    QCOMPARE(sorted(m_rules->unitTypeIds()), sorted(charted));
    QCOMPARE(m_rules->findUnitType(QStringLiteral("fortress"))->cost,
             hsRules(*m_rules).fortress.cost);
}

void TestUnitCatalogue::rosterPerColour_data()
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

void TestUnitCatalogue::rosterPerColour()
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

void TestUnitCatalogue::purchaseOptions_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("requiresAbility");
    QTest::addColumn<bool>("perUnit");
    QTest::addColumn<int>("cost");
    QTest::addColumn<QString>("mark"); ///< printed on the counter (issue 14, point 6)

    // Gas and ECM are priced by the cost chart; paratroops cost +2 per dropped unit. Artillery
    // "w/gas" (V2) is told apart on the table by a G on its counter.
    QTest::newRow("gas: from the cost chart, G on the counter")
        << QStringLiteral("gas") << QStringLiteral("gas_capable") << false << 0
        << QStringLiteral("G");
    QTest::newRow("ECM: from the cost chart")
        << QStringLiteral("ecm") << QStringLiteral("ecm_capable") << false << 0 << QString();
    QTest::newRow("paratroops: +2 per unit")
        << QStringLiteral("paratroop") << QStringLiteral("paradrop") << true << 2 << QString();
}

void TestUnitCatalogue::purchaseOptions()
{
    QFETCH(QString, option);
    QFETCH(QString, requiresAbility);
    QFETCH(bool, perUnit);
    QFETCH(int, cost);
    QFETCH(QString, mark);

    QCOMPARE(sorted(m_rules->purchaseOptionIds()), cells("ecm gas paratroop"));
    const PurchaseOption *p = m_rules->findPurchaseOption(option);
    QVERIFY(p);
    QCOMPARE(p->requiresAbility, requiresAbility);
    QCOMPARE(p->pricing == PurchaseOption::Pricing::PerUnit, perUnit);
    QCOMPARE(p->cost, cost);
    QCOMPARE(p->mark, mark);
}

void TestUnitCatalogue::costChartFootnotesAreConstraints_data()
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
    QTest::newRow("paradrops only for infantry, small guns, armored cars and APCs (V8)")
        << QStringLiteral("paratroop-eligible") << QStringLiteral("requires")
        << QStringLiteral("colour") << QStringLiteral("paratroop")
        << cells("conv_infantry conv_small_gun conv_armored_car conv_apc merc_infantry "
                 "merc_small_gun slam_infantry");
    QTest::newRow("over 1000 points is usually too cumbersome (guidance)")
        << QStringLiteral("cumbersome-force") << QStringLiteral("points_budget")
        << QStringLiteral("side") << QString() << QStringList();
}

void TestUnitCatalogue::costChartFootnotesAreConstraints()
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
    // The book's design guidance warns; its rules are errors.
    QCOMPARE(found->severity,
             id == QLatin1String("cumbersome-force") ? QStringLiteral("warning")
                                                     : QStringLiteral("error"));
    QVERIFY2(!found->summary.isEmpty(), qPrintable(id));
}

void TestUnitCatalogue::rallyCost_data()
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

void TestUnitCatalogue::rallyCost()
{
    QFETCH(int, morale);
    QFETCH(int, costPerUnit);

    QCOMPARE(m_rules->rallyCostPerUnit(morale), costPerUnit);
    QCOMPARE(m_rules->morale.rallyCosts.size(), 4);
    QVERIFY(m_rules->morale.desperationRally);
}

void TestUnitCatalogue::unitCatalogue_data()
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

void TestUnitCatalogue::unitCatalogue()
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
    QCOMPARE(hsRules(*m_rules).targetClassOf(*type), targetClass);
}

void TestUnitCatalogue::factorsTheBookGives_data()
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

void TestUnitCatalogue::factorsTheBookGives()
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

void TestUnitCatalogue::calliopesAttackSpecial_data()
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

void TestUnitCatalogue::calliopesAttackSpecial()
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

void TestUnitCatalogue::everyOtherFactorIsProvisional_data()
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

void TestUnitCatalogue::everyOtherFactorIsProvisional()
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

void TestUnitCatalogue::borrowedCounters_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<QString>("counter");

    // Section 4.4 footnote **: militia use infantry counters, buses armored car counters.
    QTest::newRow("militia use infantry counters")
        << QStringLiteral("conv_militia") << QStringLiteral("conv_infantry");
    QTest::newRow("buses use armored car counters")
        << QStringLiteral("conv_buses") << QStringLiteral("conv_armored_car");
}

void TestUnitCatalogue::borrowedCounters()
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

void TestUnitCatalogue::mercenariesOutclassConventionals_data()
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

void TestUnitCatalogue::mercenariesOutclassConventionals()
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

void TestUnitCatalogue::abilityHolders_data()
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

void TestUnitCatalogue::abilityHolders()
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

QTEST_GUILESS_MAIN(TestUnitCatalogue)
#include "tst_unitcatalogue.moc"
