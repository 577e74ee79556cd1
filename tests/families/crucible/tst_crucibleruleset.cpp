// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Crucible ruleset against Rules Supplement 4 (the extract is
// shared/rules/seed-001-crucible.md): the troop classes and their detachment and Troop sizes
// (§2, §7.1), the quality ladder and Sergeants' LV, the leaders, the Elite Skills' numbers
// (§6), the Firefly and the close-quarter weapons (§4.2, §5), the up-rated combat car arcs
// (§4.1), the limits and LP costs, the scales' distances (§6.1, §11), the turn's phases (§1),
// the optional rules and the gaps as rule options, the lost charts shipped as provisional,
// and Huber's Prime Detachment at 4,750 points (§9).

#include "families/crucible/cruciblerules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace hexwright;

class TestCrucibleRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void loadsWithoutDiagnostics();
    void troopClasses_data();
    void troopClasses();
    void qualityLadder_data();
    void qualityLadder();
    void leaders_data();
    void leaders();
    void eliteSkills_data();
    void eliteSkills();
    void weapons_data();
    void weapons();
    void uccfArcs();
    void limitsAndLpCosts();
    void scales_data();
    void scales();
    void phases();
    void optionalRulesAreOffOptions_data();
    void optionalRulesAreOffOptions();
    void gapsAreRuleOptions_data();
    void gapsAreRuleOptions();
    void lostChartsAreProvisional_data();
    void lostChartsAreProvisional();
    void huberTotals4750();
    void table();
    void unitCardMarksOurValues();
    void badValuesAreReported_data();
    void badValuesAreReported();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const CrucibleRules *m_rules = nullptr;
    Diagnostics m_diagnostics;
};

void TestCrucibleRuleset::initTestCase()
{
    m_ruleset
        = rulesettest::loadBundledRuleset(m_registry, QStringLiteral("crucible"), m_diagnostics);
    QVERIFY2(m_ruleset, rulesettest::diagnosticLines(m_diagnostics).constData());
    m_rules = &crucibleRules(*m_ruleset);
}

void TestCrucibleRuleset::loadsWithoutDiagnostics()
{
    QVERIFY2(m_diagnostics.isEmpty(), rulesettest::diagnosticLines(m_diagnostics).constData());
    QCOMPARE(m_ruleset->family, QStringLiteral("crucible"));
    QCOMPARE(m_ruleset->board, BoardKind::Table);
    QVERIFY(m_ruleset->familyRules);
    QCOMPARE(m_ruleset->familyRules->familyId(), QStringLiteral("crucible"));
    QCOMPARE(m_rules->distanceUnit, QStringLiteral("cm"));
    // Every unit type has its TU card.
    for (const UnitType &type : m_ruleset->unitTypes)
        QVERIFY2(m_rules->tu(type.id), qPrintable(type.id));
}

void TestCrucibleRuleset::troopClasses_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("fightsAs");
    QTest::addColumn<QString>("moraleAs"); // empty: the text does not say
    QTest::addColumn<QString>("leadsAs");
    QTest::addColumn<int>("detachmentSize");
    QTest::addColumn<int>("troopSize");
    QTest::addColumn<bool>("troopSizeOurs");

    QTest::newRow("§7.1 Elite: Troop 4, detachment 8") << "elite"
                                                       << "elite"
                                                       << "elite"
                                                       << "elite" << 8 << 4 << false;
    QTest::newRow("§7.1 Veteran: Troop 5, detachment 10") << "veteran"
                                                          << "veteran"
                                                          << "veteran"
                                                          << "veteran" << 10 << 5 << false;
    QTest::newRow("§7.1 Trained: Troop 8 (half or so of 15)") << "trained"
                                                              << "trained"
                                                              << "trained"
                                                              << "trained" << 15 << 8 << false;
    QTest::newRow("§7.1 Untrained: Troop 15, detachment 30") << "untrained"
                                                             << "untrained"
                                                             << "untrained"
                                                             << "untrained" << 30 << 15 << false;
    QTest::newRow("§2 Warriors fight as Veterans, lead as Trained, 12 TUs")
        << "warriors"
        << "veteran"
        << ""
        << "trained" << 12 << 6 << true;
    QTest::newRow("§2 Fanatics fight and check morale as Elite, lead as Un-Trained")
        << "fanatics"
        << "elite"
        << "elite"
        << "untrained" << 12 << 6 << true;
    QTest::newRow("§2 Commissars fight as Trained, lead as Elite") << "commissars"
                                                                   << "trained"
                                                                   << ""
                                                                   << "elite" << 12 << 6 << true;
}

void TestCrucibleRuleset::troopClasses()
{
    QFETCH(QString, id);
    QFETCH(QString, fightsAs);
    QFETCH(QString, moraleAs);
    QFETCH(QString, leadsAs);
    QFETCH(int, detachmentSize);
    QFETCH(int, troopSize);
    QFETCH(bool, troopSizeOurs);
    const CrucibleClass *c = m_rules->troopClass(id);
    QVERIFY(c);
    QCOMPARE(c->fightsAs, fightsAs);
    QCOMPARE(c->moraleAs, moraleAs);
    QCOMPARE(c->leadsAs, leadsAs);
    QCOMPARE(c->detachmentSize, detachmentSize);
    QCOMPARE(c->troopSize, troopSize);
    QCOMPARE(c->provisional.contains(QStringLiteral("troop_size")), troopSizeOurs);
    // No class's points are given: every Lieutenant's cost is ours.
    QVERIFY(c->provisional.contains(QStringLiteral("lieutenant_cost")));
    QCOMPARE(!c->followMeAs.isEmpty(), id == QLatin1String("fanatics"));
}

void TestCrucibleRuleset::qualityLadder_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("qr");
    QTest::addColumn<bool>("qrOurs");
    QTest::addColumn<int>("sergeantLv");
    QTest::newRow("Elite 3+ (Elite red-2 rolls twice at 3+), LV 4") << "elite" << 3 << false << 4;
    QTest::newRow("Veteran 4+ (inferred), LV 2") << "veteran" << 4 << true << 2;
    QTest::newRow("Trained 5+ (Veteran blue-1 at 5+), LV 1") << "trained" << 5 << false << 1;
    QTest::newRow("Untrained 6+ (inferred), LV 0") << "untrained" << 6 << true << 0;
}

void TestCrucibleRuleset::qualityLadder()
{
    QFETCH(QString, id);
    QFETCH(int, qr);
    QFETCH(bool, qrOurs);
    QFETCH(int, sergeantLv);
    const CrucibleQuality *q = m_rules->quality(id);
    QVERIFY(q);
    QCOMPARE(q->qr, qr);
    QCOMPARE(q->provisional.contains(QStringLiteral("qr")), qrOurs);
    QCOMPARE(q->lv, sergeantLv);
    QCOMPARE(m_rules->sergeantLv(id), sergeantLv);
}

void TestCrucibleRuleset::leaders_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("leads");
    QTest::addColumn<bool>("paid");
    QTest::addColumn<QString>("replaces");
    QTest::addColumn<bool>("extra");
    QTest::newRow("Lieutenant leads the detachment")
        << "lieutenant" << int(CrucibleRank::Leads::Detachment) << true << "" << false;
    QTest::newRow("Sergeant leads a Troop, free")
        << "sergeant" << int(CrucibleRank::Leads::Troop) << false << "" << false;
    QTest::newRow("Insurance Sergeant: paid, replaces the free Sergeant")
        << "insurance_sergeant" << int(CrucibleRank::Leads::Troop) << true << "sergeant" << false;
    QTest::newRow("Insurance Officer: paid, extra to the detachment")
        << "insurance_officer" << int(CrucibleRank::Leads::None) << true << "" << true;
}

void TestCrucibleRuleset::leaders()
{
    QFETCH(QString, id);
    QFETCH(int, leads);
    QFETCH(bool, paid);
    QFETCH(QString, replaces);
    QFETCH(bool, extra);
    const CrucibleRank *r = m_rules->rank(id);
    QVERIFY(r);
    QCOMPARE(int(r->leads), leads);
    QCOMPARE(r->paid, paid);
    QCOMPARE(r->replaces, replaces);
    QCOMPARE(r->extra, extra);
    QCOMPARE(m_rules->detachmentLeader()->id, QStringLiteral("lieutenant"));
}

void TestCrucibleRuleset::eliteSkills_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("scope");
    QTest::addColumn<int>("lv");
    QTest::addColumn<int>("lp");
    QTest::addColumn<int>("dv");
    QTest::addColumn<double>("spreadFactor");
    QTest::addColumn<double>("artilleryLpFactor");
    const int leader = int(CrucibleSkill::Scope::Leader);
    const int tu = int(CrucibleSkill::Scope::Tu);
    const int force = int(CrucibleSkill::Scope::Force);
    QTest::newRow("§6.1 Master of Artillery: 20 LP become 10")
        << "master_of_artillery" << leader << 0 << 0 << 0 << 1.0 << 0.5;
    QTest::newRow("§6.1 Communications Technician: +2 LP")
        << "communications_technician" << tu << 0 << 2 << 0 << 1.0 << 1.0;
    QTest::newRow("§6.1 Enhanced Data Link is force-wide")
        << "enhanced_data_link" << force << 0 << 0 << 0 << 1.0 << 1.0;
    QTest::newRow("§6.1 Anti-ATGW Enhanced Data Link is force-wide")
        << "anti_atgw_data_link" << force << 0 << 0 << 0 << 1.0 << 1.0;
    QTest::newRow("§6.1 Seeker War-heads double the spread, force-wide")
        << "seeker_warheads" << force << 0 << 0 << 0 << 2.0 << 1.0;
    QTest::newRow("§6.2 Inspirational Leader: +2 LV (Huber LV4+2)")
        << "inspirational_leader" << leader << 2 << 0 << 0 << 1.0 << 1.0;
    QTest::newRow("§6.2 Hull Down: +1 DV all angles")
        << "hull_down" << tu << 0 << 0 << 1 << 1.0 << 1.0;
}

void TestCrucibleRuleset::eliteSkills()
{
    QFETCH(QString, id);
    QFETCH(int, scope);
    QFETCH(int, lv);
    QFETCH(int, lp);
    QFETCH(int, dv);
    QFETCH(double, spreadFactor);
    QFETCH(double, artilleryLpFactor);
    const CrucibleSkill *s = m_rules->skill(id);
    QVERIFY(s);
    QCOMPARE(int(s->scope), scope);
    QCOMPARE(s->lv, lv);
    QCOMPARE(s->lp, lp);
    QCOMPARE(s->dv, dv);
    QCOMPARE(s->spreadFactor, spreadFactor);
    QCOMPARE(s->artilleryLpFactor, artilleryLpFactor);
    // The text gives no skill's points.
    QVERIFY(s->provisional.contains(QStringLiteral("cost")));
}

void TestCrucibleRuleset::weapons_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<int>("index");
    QTest::addColumn<int>("sh");
    QTest::addColumn<QString>("fp");
    QTest::addColumn<bool>("closeQuarter");
    QTest::addColumn<bool>("ours");
    QTest::newRow("§4.2 Powergun submachine guns Sh 3 FP 1+1/1")
        << "powergun_infantry" << 0 << 3 << "1+1/1" << true << false;
    QTest::newRow("§4.2 Infantry laser rifle pack Sh 2 FP 2+1/1")
        << "laser_infantry" << 0 << 2 << "2+1/1" << true << false;
    QTest::newRow("§4.2 Flechette Shotgun/Airfoils Sh 2 FP 3+1/0")
        << "flechette_infantry" << 0 << 2 << "3+1/0" << true << false;
    QTest::newRow("§4.2 Low Tech Assault Rifle Sh 1 FP 0+1/0")
        << "warrior_infantry" << 0 << 1 << "0+1/0" << true << false;
    QTest::newRow("§5 Firefly Sh 6 FP 1+1/1") << "firefly" << 0 << 6 << "1+1/1" << false << false;
    QTest::newRow("§4.1 Backup infantry weapon Sh1 FP 2/2")
        << "prime_combat_car" << 3 << 1 << "2/2" << false << false;
    QTest::newRow("§5 ECAP: no stats given") << "ecap_marines" << 0 << 2 << "2/1" << false << true;
}

void TestCrucibleRuleset::weapons()
{
    QFETCH(QString, unitType);
    QFETCH(int, index);
    QFETCH(int, sh);
    QFETCH(QString, fp);
    QFETCH(bool, closeQuarter);
    QFETCH(bool, ours);
    const CrucibleTu *tu = m_rules->tu(unitType);
    QVERIFY(tu);
    QVERIFY(index < tu->weapons.size());
    const CrucibleWeapon &w = tu->weapons.at(index);
    QCOMPARE(w.sh, sh);
    QCOMPARE(w.fp, fp);
    QCOMPARE(w.closeQuarter, closeQuarter);
    QCOMPARE(w.provisional.contains(QStringLiteral("fp")), ours);
}

void TestCrucibleRuleset::uccfArcs()
{
    // §4.1: the front tribarrel covers everything but the rear, the side ones their side arc
    // and the front, the backup weapon 360°; no tribarrel fires to the rear.
    const CrucibleTu *car = m_rules->tu(QStringLiteral("prime_combat_car"));
    QVERIFY(car);
    QCOMPARE(car->kind, CrucibleTuKind::CombatCar);
    QCOMPARE(
        car->weapons.at(0).arcs,
        QStringList({QStringLiteral("front"), QStringLiteral("left"), QStringLiteral("right")}));
    QCOMPARE(car->weapons.at(1).arcs,
             QStringList({QStringLiteral("left"), QStringLiteral("front")}));
    QCOMPARE(car->weapons.at(2).arcs,
             QStringList({QStringLiteral("right"), QStringLiteral("front")}));
    QCOMPARE(car->weapons.at(3).arcs, QStringList({QStringLiteral("all")}));
    for (int i = 0; i < 3; ++i)
        QVERIFY(!car->weapons.at(i).arcs.contains(QStringLiteral("rear")));
    // The Double Tap note "Sh 3 (x2*)": the tribarrels fire 3 shots.
    QCOMPARE(car->weapons.at(0).sh, 3);
    const UnitType *type = m_ruleset->findUnitType(QStringLiteral("prime_combat_car"));
    QVERIFY(type->hasAbility(QStringLiteral("uccf_arcs")));
    QVERIFY(car->prime);
    QCOMPARE(car->skills,
             QStringList({QStringLiteral("double_tap"), QStringLiteral("field_mechanic"),
                          QStringLiteral("snapshot"), QStringLiteral("hull_down")}));
}

void TestCrucibleRuleset::limitsAndLpCosts()
{
    QCOMPARE(m_rules->limits.controlledPerController, 3);
    QCOMPARE(m_rules->limits.backupWeaponsPerCar, 1);
    QCOMPARE(m_rules->limits.thunderRunTokens, 2);
    QMap<QString, int> lp;
    for (const CrucibleLpCost &c : m_rules->lpCosts)
        lp.insert(c.id, c.lp);
    // The 1-2-4 rule: 7 LP for three moves.
    QCOMPARE(lp.value(QStringLiteral("move_1")) + lp.value(QStringLiteral("move_2"))
                 + lp.value(QStringLiteral("move_3")),
             7);
    QCOMPARE(lp.value(QStringLiteral("con_fire")), 2);
    QCOMPARE(lp.value(QStringLiteral("rapid_fire")), 3);
    QCOMPARE(lp.value(QStringLiteral("double_tap")), 1);
    QCOMPARE(lp.value(QStringLiteral("counter_battery")), 4);
    QCOMPARE(lp.value(QStringLiteral("mcv_group_move")), 4);
    const CrucibleTu *firefly = m_rules->tu(QStringLiteral("firefly"));
    QCOMPARE(firefly->dvFront, 9);
    QCOMPARE(firefly->dvRear, 9);
    QCOMPARE(firefly->kind, CrucibleTuKind::Firefly);
    QCOMPARE(m_rules->tu(QStringLiteral("command_car"))->controls, 3);
}

void TestCrucibleRuleset::scales_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("spread");
    QTest::addColumn<double>("leadfoot");
    QTest::newRow("28mm: spread 20cm, Leadfoot 45cm") << "28mm" << 20.0 << 45.0;
    QTest::newRow("15mm: spread 10cm, Leadfoot 23cm") << "15mm" << 10.0 << 23.0;
    QTest::newRow("6mm: spread 7cm, Leadfoot 15cm") << "6mm" << 7.0 << 15.0;
}

void TestCrucibleRuleset::scales()
{
    QFETCH(QString, id);
    QFETCH(double, spread);
    QFETCH(double, leadfoot);
    const CrucibleScale *s = m_rules->scale(id);
    QVERIFY(s);
    QCOMPARE(s->artillerySpread, spread);
    QCOMPARE(s->leadfootMove, leadfoot);
    // The spread chart says the same, doubled with Seeker War-heads (§6.1).
    const Chart *chart = m_ruleset->findChart(QStringLiteral("artillery-spread"));
    QVERIFY(chart);
    const int column = chart->columnOf(s->name.section(QLatin1Char(' '), 0, 1));
    QVERIFY(column >= 0);
    QCOMPARE(chart->cell(0, column)->number, spread);
    QCOMPARE(chart->cell(1, column)->number,
             spread * m_rules->skill(QStringLiteral("seeker_warheads"))->spreadFactor);
    QVERIFY(m_ruleset->findOption(QStringLiteral("miniature_scale"))->values().contains(id));
}

void TestCrucibleRuleset::phases()
{
    QStringList steps;
    for (const Phase &p : m_ruleset->sequenceOfPlay)
        steps.append(p.step);
    QCOMPARE(steps.join(QLatin1Char(' ')), QStringLiteral("1 2 3 4 5 6 7a 7b 7c 7d 8 9"));
}

void TestCrucibleRuleset::optionalRulesAreOffOptions_data()
{
    QTest::addColumn<QString>("id");
    QTest::newRow("§7.1 Troops") << "troops";
    QTest::newRow("§7.2 Thunder Run") << "thunder_run";
    QTest::newRow("§7.3 Ramming") << "ramming";
    QTest::newRow("§7.4 Multi-story buildings") << "multi_story_buildings";
    QTest::newRow("§7.5 Artillery/Mortar Area Effect") << "area_effect";
    QTest::newRow("§7.6 ADS vs missiles") << "ads_vs_missiles";
    QTest::newRow("§7.7 Prime Detachments / Prime Troops") << "prime_units";
    QTest::newRow("Elite Skills, a kind of Optional Rule") << "elite_skills";
}

void TestCrucibleRuleset::optionalRulesAreOffOptions()
{
    QFETCH(QString, id);
    const RuleOption *o = m_ruleset->findOption(id);
    QVERIFY(o);
    QCOMPARE(o->defaultValue, QStringLiteral("off"));
    QCOMPARE(o->values(), QStringList({QStringLiteral("off"), QStringLiteral("on")}));
}

void TestCrucibleRuleset::gapsAreRuleOptions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("defaultValue");
    QTest::newRow("detachment size exact vs maximum") << "detachment_size"
                                                      << "exact";
    QTest::newRow("[amb] Sergeant vs Lieutenant LV") << "sergeant_lv"
                                                     << "by_quality";
    QTest::newRow("[amb] whose size sets the ramming FP") << "ramming_fp"
                                                          << "rammer";
    QTest::newRow("[amb] Firefly vs RU movement cost") << "firefly_move_cost"
                                                       << "per_unit";
    QTest::newRow("[amb] Anti-ATGW EDL with a blue triangle") << "anti_atgw_stacking"
                                                              << "stacks";
    QTest::newRow("[amb] UCCF backup weapon replaces a tribarrel") << "backup_weapon_fire"
                                                                   << "instead_of_tribarrel";
    QTest::newRow("Fireflies as TUs") << "fireflies_count_as_tus"
                                      << "no";
}

void TestCrucibleRuleset::gapsAreRuleOptions()
{
    QFETCH(QString, id);
    QFETCH(QString, defaultValue);
    const RuleOption *o = m_ruleset->findOption(id);
    QVERIFY(o);
    QCOMPARE(o->defaultValue, defaultValue);
    QVERIFY(o->choices.size() >= 2);
}

void TestCrucibleRuleset::lostChartsAreProvisional_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("provisional");
    QTest::addColumn<QString>("text");
    QTest::newRow("QR: Elite 3+ is the text's") << "quality-roll" << 0 << 0 << false << "3";
    QTest::newRow("QR: Veteran 4+ is ours") << "quality-roll" << 1 << 0 << true << "4";
    QTest::newRow("15mm Medium 10cm is the text's") << "speed-bands" << 1 << 1 << false << "10";
    QTest::newRow("15mm Fast 15cm is the text's") << "speed-bands" << 2 << 1 << false << "15";
    QTest::newRow("28mm Medium is ours") << "speed-bands" << 1 << 0 << true << "20";
    QTest::newRow("ranges are ours") << "ranges" << 1 << 1 << true << "15";
    QTest::newRow("damage 5-6 destroyed is the text's")
        << "vehicle-damage" << 3 << 0 << false << "Destroyed";
    QTest::newRow("damage 1 is ours") << "vehicle-damage" << 0 << 0 << true << "Damaged (shaken)";
    QTest::newRow("roads are easy for Heavy Hover (Supp 2)")
        << "terrain-movement" << 0 << 3 << false << "Easy";
    QTest::newRow("vegetation for wheeled is ours")
        << "terrain-movement" << 2 << 1 << true << "Difficult";
}

void TestCrucibleRuleset::lostChartsAreProvisional()
{
    QFETCH(QString, id);
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(bool, provisional);
    QFETCH(QString, text);
    const Chart *chart = m_ruleset->findChart(id);
    QVERIFY(chart);
    const ChartCell *cell = chart->cell(row, column);
    QVERIFY(cell);
    QCOMPARE(cell->text, text);
    QCOMPARE(cell->provisional, provisional);
}

void TestCrucibleRuleset::huberTotals4750()
{
    // §9: 8 Prime combat cars at 550, Lt Huber 150, Sgts Tranter and Deseau 100 each.
    const CruciblePrime *huber = m_rules->prime(QStringLiteral("huber"));
    QVERIFY(huber);
    QCOMPARE(huber->total, 4750);
    QCOMPARE(huber->partsTotal(*m_ruleset), 4750);
    QCOMPARE(m_ruleset->findUnitType(QStringLiteral("prime_combat_car"))->cost, 550);
    QCOMPARE(huber->leaderCost(QStringLiteral("lieutenant")), 150);
    QCOMPARE(huber->leaderCost(QStringLiteral("insurance_sergeant")), 100);
    QCOMPARE(huber->extraSergeantsMax, 2);
    QCOMPARE(huber->extraSergeantCost, 20);
    QCOMPARE(huber->troopClass, QStringLiteral("elite"));
    QCOMPARE(huber->leaders.size(), 3);
    // Huber LV4 (+2 Inspirational Leader); Deseau rides in Huber's car.
    QCOMPARE(huber->leaders.at(0).lv, 4);
    QCOMPARE(huber->leaders.at(1).ridesWith, huber->leaders.at(0).name);
    QCOMPARE(huber->leaders.at(1).lv, 2);
}

void TestCrucibleRuleset::table()
{
    QVERIFY(m_rules->tableProvisional);
    QCOMPARE(m_rules->defaultTableUnit(), LengthUnit::Centimetre);
    QCOMPARE(m_rules->defaultTableSize(), QSizeF(1800, 1200));
    // The Crucible's ranges depend on the scale: no rings in inches from the shared factor.
    QVERIFY(m_rules->rangeRings(*m_ruleset, QStringLiteral("combat_car")).isEmpty());
    QCOMPARE(m_rules->terrain.value(QStringLiteral("rocks_rubble")).cover, QStringLiteral("hard"));
    QCOMPARE(m_rules->terrain.value(QStringLiteral("light_vegetation")).sight,
             QStringLiteral("point_blank"));
    QVERIFY(
        m_rules->terrain.value(QStringLiteral("paddy")).easyFor.contains(QStringLiteral("noe")));
}

void TestCrucibleRuleset::unitCardMarksOurValues()
{
    const UnitType *type = m_ruleset->findUnitType(QStringLiteral("prime_combat_car"));
    const std::optional<UnitCardFacts> card = m_rules->unitCard(*m_ruleset, *type);
    QVERIFY(card);
    QCOMPARE(card->title, QStringLiteral("Prime combat car"));
    QCOMPARE(card->stats.at(0).value, QStringLiteral("550"));
    QVERIFY(!card->stats.at(0).provisional);
    QVERIFY(card->hasProvisional()); // its DV is ours
    QCOMPARE(card->attacks.rows.size(), 4);
    QCOMPARE(card->attacks.rows.at(3).at(2), QStringLiteral("2/2"));
    QVERIFY(card->attacks.rows.at(0).at(2).endsWith(provisionalChartMark()));
}

void TestCrucibleRuleset::badValuesAreReported_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("§9 a Prime total that is not the sum of its parts")
        << "    total: 4750"
        << "    total: 4700"
        << "Prime detachment 'huber' totals 4700 points, but its TUs and leaders cost 4750";
    QTest::newRow("a class that fights at no quality level")
        << "fights_as: veteran, leads_as: trained"
        << "fights_as: veteren, leads_as: trained"
        << "unknown quality level 'veteren'";
    QTest::newRow("a Troop larger than its detachment")
        << "detachment_size: 8, troop_size: 4"
        << "detachment_size: 8, troop_size: 9"
        << "has a Troop of 9 TUs, more than its detachment's 8";
    QTest::newRow("a TU's unknown key") << "    prime: true"
                                        << "    prim: true"
                                        << "unknown key 'prim'";
}

void TestCrucibleRuleset::badValuesAreReported()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    QFile bundled(QStringLiteral(":/hexwright/rulesets/crucible.ruleset.yaml"));
    QVERIFY(bundled.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(bundled.readAll());
    QCOMPARE(text.count(from), 1);
    text.replace(from, to);
    text.replace(QStringLiteral("\nid: crucible\n"), QStringLiteral("\nid: crucible-bad\n"));
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("crucible-bad.ruleset.yaml")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text.toUtf8());
    file.close();
    RulesetRegistry registry;
    registry.addSearchPath(dir.path());
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry.ruleset(QStringLiteral("crucible-bad"), diagnostics);
    QVERIFY(!ruleset);
    QStringList all;
    for (const Diagnostic &d : diagnostics)
        all.append(d.toText());
    QVERIFY2(all.join(QLatin1Char('\n')).contains(message),
             qPrintable(all.join(QLatin1Char('\n'))));
    // Where it is: a line of the file.
    QVERIFY(std::any_of(diagnostics.cbegin(), diagnostics.cend(),
                        [](const Diagnostic &d) { return d.line > 0; }));
}

QTEST_GUILESS_MAIN(TestCrucibleRuleset)
#include "tst_crucibleruleset.moc"
