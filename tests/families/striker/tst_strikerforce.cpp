// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's forces, logistics and environment (StrikerForceRules), each row pinned to the
// extract's numbers: annual costs (upkeep 10 %, imports 20 %, personnel per man by force
// type) against a budget; the support ratios (medics 30/75/150, mechanics 50 maintenance
// points and a workshop per 20, cooks 50 and a kitchen per 100, vets 50 or 25) and what a
// shortfall costs; the field engineering rates in man-hours; the environment's effects and
// the checks it drives through the shared validator.

#include "checks/scenariochecks.h"
#include "checks/scenariovalidator.h"
#include "families/striker/strikerdesign.h"
#include "families/striker/strikerforce.h"
#include "families/striker/strikerrules.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"
#include "scenario/scenarioreader.h"

#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace hexwright;

namespace {

QString text(double v)
{
    return QString::number(v, 'g', 10);
}

ForceEntry stands(const char *id, const char *side, int count, int men, double equipmentCr = 0)
{
    ForceEntry e;
    e.id = QLatin1String(id);
    e.side = QLatin1String(side);
    e.colour = QStringLiteral("blue");
    e.unitType = QStringLiteral("infantry_stand");
    e.count = count;
    e.family.insert(striker::MenKey, QString::number(men));
    if (equipmentCr > 0)
        e.family.insert(striker::EquipmentCrKey, text(equipmentCr));
    return e;
}

/// A scenario with one side, "blue", of force type @p forceType.
Scenario scenarioWith(const QList<ForceEntry> &forces, const QVariantMap &side = {},
                      const QVariantMap &world = {})
{
    Scenario s;
    s.rulesetId = QStringLiteral("striker");
    Side blue;
    blue.id = QStringLiteral("blue");
    blue.name = QStringLiteral("Blue");
    blue.colours = {QStringLiteral("blue")};
    s.sides.append(blue);
    s.forces = forces;
    if (!side.isEmpty())
        s.family.insert(striker::ForcesKey, QVariantMap {{QStringLiteral("blue"), side}});
    if (!world.isEmpty())
        s.family.insert(striker::WorldKey, world);
    return s;
}

QVariantMap design(const char *id, double volume, const char *builtTl = nullptr)
{
    QVariantMap d {{QStringLiteral("id"), QLatin1String(id)},
                   {QStringLiteral("name"), QLatin1String(id)},
                   {QStringLiteral("tl"), QStringLiteral("9")},
                   {QStringLiteral("locomotion"), QStringLiteral("tracked")},
                   {QStringLiteral("chassis_volume"), text(volume)},
                   {QStringLiteral("power_plant"), QStringLiteral("turbine")},
                   {QStringLiteral("power_mw"), QStringLiteral("1")},
                   {QStringLiteral("crew"), QStringLiteral("3")}};
    if (builtTl)
        d.insert(QStringLiteral("built_at"),
                 QVariantMap {{QStringLiteral("tl"), QLatin1String(builtTl)},
                              {QStringLiteral("starport"), QStringLiteral("A")}});
    return d;
}

} // namespace

class TestStrikerForce : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void personnelAndUpkeep_data();
    void personnelAndUpkeep();
    void importsCostTwentyPercent();
    void budgetCheck();
    void medics_data();
    void medics();
    void returnToDuty_data();
    void returnToDuty();
    void mechanics_data();
    void mechanics();
    void cooksAndVets();
    void supportReport();
    void manHours_data();
    void manHours();
    void engineerSupervision_data();
    void engineerSupervision();
    void loadsAndEngineersFixture_data();
    void loadsAndEngineersFixture();
    void concreteCure_data();
    void concreteCure();
    void environment_data();
    void environment();
    void environmentChecks_data();
    void environmentChecks();
    void roundTrip();
    void rosterOfTheSample();

private:
    QStringList codes(const Scenario &s) const;

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
};

void TestStrikerForce::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
    Diagnostics diagnostics;
    m_ruleset = m_registry->ruleset(QStringLiteral("striker"), diagnostics);
    QVERIFY(m_ruleset);
}

QStringList TestStrikerForce::codes(const Scenario &s) const
{
    QStringList out;
    for (const Diagnostic &d : checkScenario(s, *m_ruleset, HexMap(), QStringLiteral("x")))
        out.append(d.code);
    return out;
}

void TestStrikerForce::personnelAndUpkeep_data()
{
    QTest::addColumn<QString>("forceType");
    QTest::addColumn<double>("personnel");
    // 10 stands of 4 men, Cr1,000 of equipment each: personnel is 40 men a year.
    QTest::newRow("militia Cr10,000") << "militia" << 400000.0;
    QTest::newRow("conscripts Cr20,000") << "conscripts" << 800000.0;
    QTest::newRow("long-service Cr30,000") << "long_service" << 1200000.0;
    QTest::newRow("picked Cr50,000") << "picked" << 2000000.0;
}

void TestStrikerForce::personnelAndUpkeep()
{
    QFETCH(QString, forceType);
    QFETCH(double, personnel);
    const Scenario s = scenarioWith({stands("a", "blue", 10, 4, 1000)},
                                    {{QStringLiteral("force_type"), forceType}});
    const StrikerForceTotals t = StrikerForceRules(*m_ruleset, s).totals(QStringLiteral("blue"));
    QCOMPARE(t.combatMen, 40);
    QCOMPARE(t.purchase, 10000.0);
    QCOMPARE(t.upkeep, 1000.0); // 10 % of the price
    QCOMPARE(t.personnel, personnel);
    QCOMPARE(t.total(), 11000.0 + personnel);
}

void TestStrikerForce::importsCostTwentyPercent()
{
    ForceEntry local;
    local.id = QStringLiteral("local");
    local.side = QStringLiteral("blue");
    local.unitType = QStringLiteral("vehicle");
    local.count = 2;
    local.family.insert(striker::DesignKey, QStringLiteral("tank"));
    ForceEntry imported = local;
    imported.id = QStringLiteral("imported");
    imported.family.insert(striker::DesignKey, QStringLiteral("import"));
    Scenario s = scenarioWith({local, imported});
    s.family.insert(QStringLiteral("designs"),
                    QVariantList {design("tank", 40), design("import", 40, "C")});
    s.family.insert(striker::WorldKey,
                    QVariantMap {{QStringLiteral("tl"), QStringLiteral("9")},
                                 {QStringLiteral("starport"), QStringLiteral("B")}});
    const StrikerForceRules rules(*m_ruleset, s);
    const StrikerEntryCost a = rules.entryCost(s.forces[0]);
    const StrikerEntryCost b = rules.entryCost(s.forces[1]);
    QVERIFY(!a.imported);
    QVERIFY(b.imported);
    QVERIFY(a.each > 0);
    // The import price: price x seller's credit value (TL C, A: .70) / buyer's (TL 9, B: .35).
    QCOMPARE(b.each, a.each * 0.70 / 0.35);
    QCOMPARE(a.upkeep, a.each * 2 * 0.10);
    QCOMPARE(b.upkeep, b.each * 2 * 0.20);
    // Imports need twice the maintenance points: tracked 8, x2.
    QCOMPARE(a.maintenancePoints, 2 * 8);
    QCOMPARE(b.maintenancePoints, 2 * 16);
    QCOMPARE(a.men, 6);
}

void TestStrikerForce::budgetCheck()
{
    QVariantMap side {{QStringLiteral("force_type"), QStringLiteral("militia")},
                      {QStringLiteral("medics"), QStringLiteral("2")},
                      {QStringLiteral("company_station"), QStringLiteral("1")},
                      {QStringLiteral("battalion_aid"), QStringLiteral("1")},
                      {QStringLiteral("cooks"), QStringLiteral("1")},
                      {QStringLiteral("kitchens"), QStringLiteral("1")}};
    // 40 men and 5 support men at Cr10,000, Cr10,000 of equipment and Cr1,000 upkeep.
    side.insert(QStringLiteral("budget"), QStringLiteral("461000"));
    QVERIFY(!codes(scenarioWith({stands("a", "blue", 10, 4, 1000)}, side))
                 .contains(QStringLiteral("striker-budget")));
    side.insert(QStringLiteral("budget"), QStringLiteral("460999"));
    QVERIFY(codes(scenarioWith({stands("a", "blue", 10, 4, 1000)}, side))
                .contains(QStringLiteral("striker-budget")));
}

void TestStrikerForce::medics_data()
{
    QTest::addColumn<int>("men");
    QTest::addColumn<int>("medics");
    QTest::addColumn<int>("station");
    QTest::addColumn<int>("aid");
    QTest::newRow("30 men: 1, 1, 1") << 30 << 1 << 1 << 1;
    QTest::newRow("31 men: 2 medics") << 31 << 2 << 1 << 1;
    QTest::newRow("150 men: 5, 2, 1") << 150 << 5 << 2 << 1;
    QTest::newRow("151 men: 6, 3, 2") << 151 << 6 << 3 << 2;
    QTest::newRow("no men") << 0 << 0 << 0 << 0;
}

void TestStrikerForce::medics()
{
    QFETCH(int, men);
    const Scenario s;
    const StrikerForceRules rules(*m_ruleset, s);
    QTEST(rules.medicsNeeded(men), "medics");
    QTEST(rules.companyStationNeeded(men), "station");
    QTEST(rules.battalionAidNeeded(men), "aid");
    // A shortfall: -1 morale after the first combat, -2 under half.
    QCOMPARE(rules.medicMorale(4, 4), 0);
    QCOMPARE(rules.medicMorale(4, 2), -1);
    QCOMPARE(rules.medicMorale(4, 1), -2);
    QCOMPARE(rules.medicMorale(5, 2), -2);
}

void TestStrikerForce::returnToDuty_data()
{
    QTest::addColumn<int>("tl");
    QTest::addColumn<int>("shortPercent");
    QTest::addColumn<int>("atTl");
    QTest::addColumn<int>("light");
    QTest::addColumn<int>("serious");
    QTest::newRow("TL5: 65 % and 25 %") << 5 << 0 << 5 << 65 << 25;
    QTest::newRow("TL9: +5 % a level") << 9 << 0 << 9 << 85 << 45;
    QTest::newRow("TL15: at most 90 %") << 15 << 0 << 15 << 90 << 75;
    QTest::newRow("TL9, 20 % short: TL7") << 9 << 20 << 7 << 75 << 35;
    QTest::newRow("TL9, 19 % short: TL8") << 9 << 19 << 8 << 80 << 40;
}

void TestStrikerForce::returnToDuty()
{
    QFETCH(int, tl);
    QFETCH(int, shortPercent);
    const Scenario s;
    int at = 0;
    const auto [light, serious]
        = StrikerForceRules(*m_ruleset, s).returnToDuty(tl, shortPercent, &at);
    QTEST(at, "atTl");
    QTEST(light, "light");
    QTEST(serious, "serious");
}

void TestStrikerForce::mechanics_data()
{
    QTest::addColumn<int>("points");
    QTest::addColumn<int>("mechanics");
    QTest::addColumn<int>("have");
    QTest::addColumn<int>("breakdowns");
    QTest::newRow("50 points: 1 mechanic") << 50 << 1 << 1 << 0;
    QTest::newRow("500 points, 9 of 10: 1 %") << 500 << 10 << 9 << 1;
    QTest::newRow("500 points, 8 of 10: 2 %") << 500 << 10 << 8 << 2;
    QTest::newRow("501 points, 10 of 11: 0 %") << 501 << 11 << 10 << 0;
    QTest::newRow("150 points, none: 10 %") << 150 << 3 << 0 << 10;
}

void TestStrikerForce::mechanics()
{
    QFETCH(int, points);
    QFETCH(int, have);
    const Scenario s;
    const StrikerForceRules rules(*m_ruleset, s);
    const int needed = rules.mechanicsNeeded(points);
    QTEST(needed, "mechanics");
    QTEST(rules.breakdownPercent(needed, have), "breakdowns");
    QCOMPARE(rules.workshopsNeeded(20), 1);
    QCOMPARE(rules.workshopsNeeded(21), 2);
}

void TestStrikerForce::cooksAndVets()
{
    const Scenario s;
    const StrikerForceRules rules(*m_ruleset, s);
    QCOMPARE(rules.cooksNeeded(50), 1);
    QCOMPARE(rules.cooksNeeded(51), 2);
    QCOMPARE(rules.kitchensNeeded(100), 1);
    QCOMPARE(rules.kitchensNeeded(101), 2);
    QCOMPARE(rules.vetsNeeded(50, false), 1);
    QCOMPARE(rules.vetsNeeded(51, false), 2);
    QCOMPARE(rules.vetsNeeded(50, true), 2);
}

void TestStrikerForce::supportReport()
{
    // 61 men: 3 medics, 1 station, 1 aid, 2 cooks, 1 kitchen; 60 animals in harsh conditions:
    // 3 vets.
    QVariantMap side {{QStringLiteral("medics"), QStringLiteral("1")},
                      {QStringLiteral("cooks"), QStringLiteral("1")},
                      {QStringLiteral("animals"), QStringLiteral("60")},
                      {QStringLiteral("vets"), QStringLiteral("1")}};
    const QVariantMap world {{QStringLiteral("harsh"), QStringLiteral("true")},
                             {QStringLiteral("cold_or_wet"), QStringLiteral("true")},
                             {QStringLiteral("tl"), QStringLiteral("9")}};
    const Scenario s = scenarioWith({stands("a", "blue", 61, 1)}, side, world);
    const StrikerSupportReport r = StrikerForceRules(*m_ruleset, s).support(QStringLiteral("blue"));
    QCOMPARE(r.line(QStringLiteral("medics"))->needed, 3);
    QCOMPARE(r.line(QStringLiteral("company_station"))->needed, 1);
    QCOMPARE(r.line(QStringLiteral("battalion_aid"))->needed, 1);
    QCOMPARE(r.medicMorale, -2);
    // 2 of 3 medics short: 66 %, six tech levels down from 9.
    QCOMPARE(r.woundedTl, 3);
    QCOMPARE(r.line(QStringLiteral("cooks"))->needed, 2);
    QCOMPARE(r.line(QStringLiteral("kitchens"))->needed, 1);
    QCOMPARE(r.hotMealDays, 1); // cold or wet: 1 day, not 3
    QCOMPARE(r.cookMorale, -1);
    QCOMPARE(r.line(QStringLiteral("vets"))->needed, 3);
    QCOMPARE(r.animalLossPercent, 5.0);
    const QStringList found = codes(s);
    for (const char *code : {"striker-medics", "striker-cooks", "striker-vets"})
        QVERIFY2(found.contains(QLatin1String(code)), code);
    QVERIFY(!found.contains(QStringLiteral("striker-mechanics")));
}

void TestStrikerForce::manHours_data()
{
    QTest::addColumn<QVariantMap>("work");
    QTest::addColumn<double>("manHours");
    QTest::addColumn<double>("machineHours");
    const auto w
        = [](const char *kind, double amount, std::initializer_list<const char *> extra = {}) {
              QVariantMap m {{QStringLiteral("side"), QStringLiteral("blue")},
                             {QStringLiteral("kind"), QLatin1String(kind)},
                             {QStringLiteral("amount"), text(amount)}};
              for (const char *e : extra) {
                  const QString t = QString::fromLatin1(e);
                  m.insert(t.section(QLatin1Char('='), 0, 0), t.section(QLatin1Char('='), 1));
              }
              return m;
          };
    QTest::newRow("dugouts: 9 m3 a man, 1.5 m3 an hour by hand") << w("dugout", 10) << 60.0 << 0.0;
    QTest::newRow("dugouts with a dozer: 6 m3 an hour")
        << w("dugout", 10, {"method=machine"}) << 15.0 << 0.0;
    QTest::newRow("weapon pit: 9 a crewman, 1 a ton")
        << w("weapon_pit", 3, {"tons=1.5"}) << 19.0 << 0.0;
    QTest::newRow("vehicle hull-down: 1.2 x chassis volume")
        << w("vehicle_hull_down", 2, {"design=tank"}) << 64.0 << 0.0;
    QTest::newRow("vehicle full cover: twice hull-down")
        << w("vehicle_full_cover", 2, {"design=tank"}) << 128.0 << 0.0;
    QTest::newRow("wood and stone: twice the hand time") << w("wood_or_stone", 3) << 4.0 << 0.0;
    QTest::newRow("camouflage: 3 m3 a man-hour") << w("camouflage", 30) << 10.0 << 0.0;
    QTest::newRow("antiarmor ditch: 300 m3 a cm") << w("ditch", 1) << 200.0 << 0.0;
    QTest::newRow("wire: 5 cm a man-hour") << w("wire", 40) << 8.0 << 0.0;
    QTest::newRow("abatis: 20 man-hours a cm2") << w("abatis", 2) << 40.0 << 0.0;
    QTest::newRow("wooden posts: 1 cm in 5 h") << w("wooden_posts", 2) << 0.0 << 10.0;
    QTest::newRow("armour plate: 6 m3 an hour by crane") << w("armour_plate", 3) << 0.0 << 0.5;
    QTest::newRow("mines: 100 kg a man-hour") << w("mines", 1000) << 10.0 << 0.0;
    QTest::newRow("camouflaged mines: x3") << w("mines", 1000, {"camouflaged=true"}) << 30.0 << 0.0;
    QTest::newRow("mines by machine: 1000 kg an hour")
        << w("mines", 1000, {"method=machine"}) << 0.0 << 1.0;
}

void TestStrikerForce::manHours()
{
    QFETCH(QVariantMap, work);
    Scenario s = scenarioWith({});
    s.family.insert(QStringLiteral("designs"), QVariantList {design("tank", 40)});
    const StrikerWorkCost c
        = StrikerForceRules(*m_ruleset, s).workCost(StrikerWork::fromValue(work));
    QTEST(c.manHours, "manHours");
    QTEST(c.machineHours, "machineHours");
}

void TestStrikerForce::engineerSupervision_data()
{
    // Rule 55 A: each engineer supervises 10 (men_per_engineer); reinforcing (wood, stone)
    // by men no engineer supervises takes twice the time; digging field works does not. The
    // men at work are the side's man-hours over its hours. 15 m3 of wood or stone is 20
    // man-hours supervised; 30 m3 of earth by hand is 20.
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("amount");
    QTest::addColumn<int>("engineers");
    QTest::addColumn<double>("hours"); // 0: not set
    QTest::addColumn<double>("budget"); // the side's man-hours
    QTest::addColumn<bool>("over"); // striker-man-hours reported
    QTest::newRow("20 men, 2 engineers: all supervised, 20 of 20")
        << "wood_or_stone" << 15.0 << 2 << 1.0 << 20.0 << false;
    QTest::newRow("20 men, 1 engineer: 9 unsupervised, 29 of 20")
        << "wood_or_stone" << 15.0 << 1 << 1.0 << 20.0 << true;
    QTest::newRow("20 men for 2 hours, 1 engineer: 29 of 40")
        << "wood_or_stone" << 15.0 << 1 << 2.0 << 40.0 << false;
    QTest::newRow("11 men, 1 engineer: all supervised")
        << "wood_or_stone" << 15.0 << 1 << 20.0 / 11 << 20.0 << false;
    QTest::newRow("no engineer: twice the time, 40 of 39.9")
        << "wood_or_stone" << 15.0 << 0 << 0.0 << 39.9 << true;
    QTest::newRow("no engineer: twice the time, 40 of 40")
        << "wood_or_stone" << 15.0 << 0 << 0.0 << 40.0 << false;
    QTest::newRow("no engineer, earth: field works at the listed time")
        << "earth" << 30.0 << 0 << 0.0 << 20.0 << false;
    QTest::newRow("an engineer, hours not set: all supervised")
        << "wood_or_stone" << 15.0 << 1 << 0.0 << 20.0 << false;
}

void TestStrikerForce::engineerSupervision()
{
    QFETCH(QString, kind);
    QFETCH(double, amount);
    QFETCH(int, engineers);
    QFETCH(double, hours);
    QFETCH(double, budget);
    QFETCH(bool, over);
    QCOMPARE(strikerRules(*m_ruleset).engineering.value(QStringLiteral("men_per_engineer")), 10.0);
    QVariantMap side {{QStringLiteral("man_hours"), text(budget)},
                      {QStringLiteral("engineers"), QString::number(engineers)}};
    if (hours > 0)
        side.insert(QStringLiteral("hours"), text(hours));
    Scenario s = scenarioWith({}, side);
    s.family.insert(striker::WorksKey,
                    QVariantList {QVariantMap {{QStringLiteral("side"), QStringLiteral("blue")},
                                               {QStringLiteral("kind"), kind},
                                               {QStringLiteral("amount"), text(amount)}}});
    QCOMPARE(codes(s).contains(QStringLiteral("striker-man-hours")), over);
}

void TestStrikerForce::loadsAndEngineersFixture_data()
{
    // tests/data/striker/loads-and-engineers.scenario.yaml: rule 42's loads at their edges,
    // and rule 55 A's supervision of reinforcing.
    QTest::addColumn<QString>("subject"); // kind:id of the problem's subject
    QTest::addColumn<QString>("code"); // empty: none of the codes below
    QTest::newRow("10 kg: normal") << "force:light-10kg"
                                   << "";
    QTest::newRow("30 kg: encumbered") << "force:laden-30kg"
                                       << "striker-encumbered";
    QTest::newRow("31 kg: more than a soldier carries") << "force:overladen-31kg"
                                                        << "striker-overloaded";
    QTest::newRow("battle dress, 100 kg: normal") << "force:dressed-100kg"
                                                  << "";
    QTest::newRow("battle dress, 200 kg: encumbered") << "force:dressed-200kg"
                                                      << "striker-encumbered";
    QTest::newRow("battle dress, 201 kg: too much") << "force:overdressed-201kg"
                                                    << "striker-overloaded";
    QTest::newRow("no load given") << "force:unladen"
                                   << "";
    QTest::newRow("blue: 1 engineer for 20 men, 29 man-hours of 20") << "side:blue"
                                                                     << "striker-man-hours";
    QTest::newRow("red: 2 engineers for 20 men, 20 of 20") << "side:red"
                                                           << "";
}

void TestStrikerForce::loadsAndEngineersFixture()
{
    QFETCH(QString, subject);
    QFETCH(QString, code);
    const ScenarioReport report = validateScenarioFile(
        QStringLiteral(TEST_DATA_DIR "/striker/loads-and-engineers.scenario.yaml"),
        QStringLiteral("loads-and-engineers.scenario.yaml"), *m_registry);
    QVERIFY(report.loaded.scenario);
    QStringList found;
    for (const Diagnostic &d : report.diagnostics) {
        if (d.subjectKind + QLatin1Char(':') + d.subjectId == subject)
            found.append(d.code);
        // Nothing else in the fixture is wrong.
        QVERIFY2(d.code == QLatin1String("striker-encumbered")
                     || d.code == QLatin1String("striker-overloaded")
                     || d.code == QLatin1String("striker-man-hours"),
                 qPrintable(d.toText()));
    }
    QCOMPARE(found, code.isEmpty() ? QStringList() : QStringList {code});
    if (code == QLatin1String("striker-man-hours")) {
        for (const Diagnostic &d : report.diagnostics) {
            if (d.code == code)
                QVERIFY2(d.message.contains(QLatin1String("29 man-hours, more than its 20 (9 "
                                                          "of them")),
                         qPrintable(d.message));
        }
    }
}

void TestStrikerForce::concreteCure_data()
{
    QTest::addColumn<int>("tl");
    QTest::addColumn<int>("hours");
    QTest::newRow("TL8 and below: 24 h") << 8 << 24;
    QTest::newRow("TL9-10: 12 h") << 10 << 12;
    QTest::newRow("TL11-12: 6 h") << 11 << 6;
    QTest::newRow("TL13 and up: 3 h") << 13 << 3;
}

void TestStrikerForce::concreteCure()
{
    QFETCH(int, tl);
    const Scenario s;
    QTEST(StrikerForceRules(*m_ruleset, s).concreteCureHours(tl), "hours");
}

void TestStrikerForce::environment_data()
{
    QTest::addColumn<QString>("weather");
    QTest::addColumn<double>("night");
    QTest::addColumn<double>("visibility");
    QTest::newRow("clear day") << "" << 0.0 << 1.0;
    QTest::newRow("light fog 0.5") << "light_fog" << 0.0 << 0.5;
    QTest::newRow("rain 0.25 at night 0.5") << "rain" << 0.5 << 0.125;
    QTest::newRow("heavy snow 0.25 at night 0.2") << "heavy_snow" << 0.2 << 0.05;
}

void TestStrikerForce::environment()
{
    QFETCH(QString, weather);
    QFETCH(double, night);
    QVariantMap world;
    if (!weather.isEmpty())
        world.insert(QStringLiteral("weather"), weather);
    if (night > 0)
        world.insert(QStringLiteral("night"), text(night));
    const Scenario s = scenarioWith({}, {}, world);
    QTEST(StrikerForceRules(*m_ruleset, s).visibility(), "visibility");
    // Ground moves divided by G, at most doubled; slopes one category lower under 0.5 G,
    // two under 0.1 G.
    QCOMPARE(StrikerForceRules::groundMoveMultiple(0.8), 1.25);
    QCOMPARE(StrikerForceRules::groundMoveMultiple(0.4), 2.0);
    QCOMPARE(StrikerForceRules::groundMoveMultiple(2), 0.5);
    QCOMPARE(StrikerForceRules::slopeCategoriesDropped(1), 0);
    QCOMPARE(StrikerForceRules::slopeCategoriesDropped(0.3), 1);
    QCOMPARE(StrikerForceRules::slopeCategoriesDropped(0.05), 2);
}

void TestStrikerForce::environmentChecks_data()
{
    QTest::addColumn<QVariantMap>("world");
    QTest::addColumn<bool>("protectedStands");
    QTest::addColumn<QString>("code"); // empty: no problem of the world
    const auto world = [](std::initializer_list<std::pair<const char *, const char *>> values) {
        QVariantMap m;
        for (const auto &[k, v] : values)
            m.insert(QLatin1String(k), QLatin1String(v));
        return m;
    };
    QTest::newRow("night multiple 0.5: allowed") << world({{"night", "0.5"}}) << false << "";
    QTest::newRow("night multiple over 0.5")
        << world({{"night", "0.6"}}) << false << "striker-environment";
    QTest::newRow("unknown weather")
        << world({{"weather", "hail"}}) << false << "striker-environment";
    QTest::newRow("world size without a horizon")
        << world({{"size", "Q"}}) << false << "striker-environment";
    QTest::newRow("standard air: stands need nothing")
        << world({{"atmosphere", "standard"}}) << false << "";
    QTest::newRow("vacuum: unprotected stands")
        << world({{"atmosphere", "vacuum"}}) << false << "striker-troop-protection";
    QTest::newRow("tainted: unprotected stands")
        << world({{"atmosphere", "thin_tainted"}}) << false << "striker-troop-protection";
    QTest::newRow("vacuum: sealed suits") << world({{"atmosphere", "vacuum"}}) << true << "";
}

void TestStrikerForce::environmentChecks()
{
    QFETCH(QVariantMap, world);
    QFETCH(bool, protectedStands);
    QFETCH(QString, code);
    ForceEntry e = stands("a", "blue", 1, 4);
    if (protectedStands)
        e.family.insert(striker::ProtectedKey, QStringLiteral("true"));
    const QStringList found = codes(scenarioWith({e}, {}, world));
    for (const char *c : {"striker-environment", "striker-troop-protection"}) {
        const QString worldCode = QLatin1String(c);
        QCOMPARE(found.contains(worldCode), worldCode == code);
    }
}

void TestStrikerForce::roundTrip()
{
    StrikerSideForce f;
    f.side = QStringLiteral("blue");
    f.forceType = QStringLiteral("picked");
    f.budget = 12500000;
    f.manHours = 600;
    f.support.insert(QStringLiteral("medics"), 3);
    const StrikerSideForce back = StrikerSideForce::fromValue(f.side, f.toValue());
    QCOMPARE(back.forceType, f.forceType);
    QCOMPARE(back.budget, f.budget);
    QCOMPARE(back.manHours, f.manHours);
    QCOMPARE(back.support, f.support);
    StrikerWork w;
    w.side = QStringLiteral("blue");
    w.kind = QStringLiteral("mines");
    w.amount = 500;
    w.camouflaged = true;
    const StrikerWork wb = StrikerWork::fromValue(w.toValue());
    QCOMPARE(wb.kind, w.kind);
    QCOMPARE(wb.amount, w.amount);
    QVERIFY(wb.camouflaged);
    QCOMPARE(wb.method, QStringLiteral("hand"));
    QStringList problems;
    StrikerWork::fromValue({{QStringLiteral("kind"), QStringLiteral("moat")},
                            {QStringLiteral("amount"), QStringLiteral("lots")}},
                           &problems);
    QCOMPARE(problems, (QStringList {QStringLiteral("amount"), QStringLiteral("kind")}));
}

void TestStrikerForce::rosterOfTheSample()
{
    // Motor Pool's sides: a record card per design each fields, the force with its costs
    // against the budget, the support, the works and the world, provisional prices daggered.
    Diagnostics diagnostics;
    const LoadedScenario loaded
        = loadScenario(QStringLiteral(":/hexwright/scenarios/samples/51-motor-pool.scenario.yaml"),
                       QStringLiteral("51-motor-pool.scenario.yaml"), *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    const Scenario *s = loaded.scenario.get();
    QVERIFY(m_ruleset->familyRules->printsRoster());
    QStringList ids;
    QString costs;
    for (const Side &side : s->sides) {
        const QList<SheetSection> sections
            = m_ruleset->familyRules->rosterSections(*m_ruleset, *s, side);
        for (const SheetSection &section : sections) {
            ids.append(side.id + QLatin1Char(':') + section.id);
            if (section.id == QLatin1String("costs")) {
                for (const PrintedCell &c : section.cells)
                    costs += side.id + QLatin1Char(' ') + c.label + QLatin1Char(' ') + c.value
                        + (c.provisional ? QStringLiteral("†") : QString()) + QLatin1Char('\n');
            }
        }
    }
    QVERIFY2(costs.contains(QStringLiteral("militia Personnel Cr1,100,000 (110 men, Militia)")),
             qPrintable(costs));
    QVERIFY2(costs.contains(QStringLiteral("mercenaries Upkeep Cr7,539,786 (10 %, imports 20 %)")
                            + QStringLiteral("\u2020")),
             qPrintable(costs));
    // The unit card sheet: a record card per design, its provisional values marked.
    const QList<UnitCardFacts> cards = m_ruleset->familyRules->scenarioCards(*m_ruleset, *s);
    QCOMPARE(cards.size(), 8);
    QCOMPARE(cards.first().title, QStringLiteral("Grav tank"));
    QVERIFY(cards.first().hasProvisional());
    QVERIFY(cards.first().specialRules.contains(
        QStringLiteral("Autocannon: Cupola (commander); HE, Flechette")));
    QCOMPARE(
        ids,
        (QStringList {
            QStringLiteral("mercenaries:force"), QStringLiteral("mercenaries:design:grav-tank"),
            QStringLiteral("mercenaries:design:grav-apc"),
            QStringLiteral("mercenaries:design:gunship"), QStringLiteral("mercenaries:costs"),
            QStringLiteral("mercenaries:support"), QStringLiteral("mercenaries:environment"),
            QStringLiteral("militia:force"), QStringLiteral("militia:design:militia-tank"),
            QStringLiteral("militia:design:scout-car"), QStringLiteral("militia:design:mrl-truck"),
            QStringLiteral("militia:design:ferry"), QStringLiteral("militia:design:bridgelayer"),
            QStringLiteral("militia:costs"), QStringLiteral("militia:support"),
            QStringLiteral("militia:works"), QStringLiteral("militia:environment")}));
}

QTEST_GUILESS_MAIN(TestStrikerForce)
#include "tst_strikerforce.moc"
