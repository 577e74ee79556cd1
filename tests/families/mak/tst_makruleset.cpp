// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Maschinen Krieger ruleset against the English rules v1.2 (the extract is
// shared/rules/seed-004-mak.md): every value the text gives, pinned to its numbers (unit
// classes and stacking, attack codes and rounds, defence and durability, dog-fight ratings,
// cargo, weapon breakdown, the modifiers table, infantry, mines, pilots and ranks, the
// sequence of play), the worked examples that the charts' known cells carry, every lost
// chart shipped as provisional, and a rule option with its default for each of the 12 gaps.

#include "families/mak/makrules.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace hexwright;

namespace {

const QString MakId = QStringLiteral("mak");

} // namespace

class TestMakRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void loadsWithoutDiagnostics();
    void unitClasses_data();
    void unitClasses();
    void unitStats_data();
    void unitStats();
    void weapons_data();
    void weapons();
    void rangeBands_data();
    void rangeBands();
    void cargo_data();
    void cargo();
    void weaponTypes_data();
    void weaponTypes();
    void modifiers_data();
    void modifiers();
    void infantryMinesIndirect();
    void workedExamples();
    void movement();
    void pilots_data();
    void pilots();
    void ranks_data();
    void ranks();
    void sequenceOfPlay();
    void markers();
    void lostChartsAreProvisional_data();
    void lostChartsAreProvisional();
    void pilotCreationIsTheBooks();
    void gapsAreRuleOptions_data();
    void gapsAreRuleOptions();
    void attackCodes_data();
    void attackCodes();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const MakRules *m_rules = nullptr;
    Diagnostics m_diagnostics;
};

void TestMakRuleset::initTestCase()
{
    m_ruleset = rulesettest::loadBundledRuleset(m_registry, MakId, m_diagnostics);
    QVERIFY2(m_ruleset, rulesettest::diagnosticLines(m_diagnostics).constData());
    m_rules = &makRules(*m_ruleset);
}

void TestMakRuleset::loadsWithoutDiagnostics()
{
    QVERIFY2(m_diagnostics.isEmpty(), rulesettest::diagnosticLines(m_diagnostics).constData());
    QCOMPARE(m_ruleset->family, QStringLiteral("mak"));
    QCOMPARE(m_ruleset->board, BoardKind::Hex);
    QVERIFY(m_ruleset->familyRules);
    QCOMPARE(m_ruleset->familyRules->familyId(), QStringLiteral("mak"));
    QCOMPARE(m_ruleset->familyRules->diceRolls(),
             QStringList({QStringLiteral("2d6"), QStringLiteral("1d6")}));
    QCOMPARE(m_ruleset->colourIds(),
             QStringList({QStringLiteral("mercenary"), QStringLiteral("strahl")}));
}

void TestMakRuleset::unitClasses_data()
{
    QTest::addColumn<QString>("unitClass");
    QTest::addColumn<int>("stackPoints");
    // [2.2], [8.1]
    QTest::newRow("Type I") << QStringLiteral("I") << 1;
    QTest::newRow("Type II") << QStringLiteral("II") << 2;
    QTest::newRow("Type III strafing") << QStringLiteral("III") << 1;
}

void TestMakRuleset::unitClasses()
{
    QFETCH(QString, unitClass);
    QFETCH(int, stackPoints);
    const MakUnitClass *c = m_rules->unitClass(unitClass);
    QVERIFY(c);
    QCOMPARE(c->stackPoints, stackPoints);
    QCOMPARE(m_rules->stackLimit, 4);
    QCOMPARE(m_rules->aircraftPerHex, 4);
}

void TestMakRuleset::unitStats_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("colours");
    QTest::addColumn<QString>("unitClass");
    QTest::addColumn<int>("defence"); // -1: not given by the text
    QTest::addColumn<QString>("durability"); // empty: not given
    QTest::addColumn<int>("dogfight"); // -1: none

    const QString merc = QStringLiteral("mercenary");
    const QString strahl = QStringLiteral("strahl");
    const QString both = QStringLiteral("mercenary strahl");
    QTest::newRow("AFS [2.2]") << "afs" << merc << "I" << -1 << "" << -1;
    QTest::newRow("PKA defence 2, class B [5.1.5]") << "pka" << strahl << "I" << 2 << "B" << -1;
    QTest::newRow("NeuSpotter defence 0 (errata)")
        << "neuspotter" << strahl << "I" << 0 << "" << -1;
    QTest::newRow("Krachen Vogel Type I") << "krachen_vogel" << strahl << "I" << -1 << "" << -1;
    QTest::newRow("F-boot defence 4, class A (errata)")
        << "f_boot" << strahl << "II" << 4 << "A" << -1;
    QTest::newRow("Mercenary Inf.SQ defence 3 (errata)")
        << "inf_sq" << both << "II" << 3 << "" << -1;
    QTest::newRow("Falke dog-fight 4") << "falke" << merc << "III" << -1 << "" << 4;
    QTest::newRow("PK40 dog-fight 2") << "pk40" << strahl << "III" << -1 << "" << 2;
    QTest::newRow("Hornisse dog-fight 3") << "hornisse" << strahl << "III" << -1 << "" << 3;
    QTest::newRow("Jerry Type I, side unstated") << "jerry" << both << "I" << -1 << "" << -1;
    QTest::newRow("Gladiator Type I") << "gladiator" << merc << "I" << -1 << "" << -1;
    QTest::newRow("Goblin Type I") << "goblin" << merc << "I" << -1 << "" << -1;
}

void TestMakRuleset::unitStats()
{
    QFETCH(QString, unit);
    QFETCH(QString, colours);
    QFETCH(QString, unitClass);
    QFETCH(int, defence);
    QFETCH(QString, durability);
    QFETCH(int, dogfight);
    const UnitType *type = m_ruleset->findUnitType(unit);
    QVERIFY(type);
    QCOMPARE(type->colours.join(QLatin1Char(' ')), colours);
    const MakUnit &u = m_rules->units.value(unit);
    QCOMPARE(u.unitClass, unitClass);
    QCOMPARE(m_rules->stackPoints(unit), m_rules->unitClass(unitClass)->stackPoints);
    if (defence >= 0) {
        QCOMPARE(type->factors.defence, defence);
        QVERIFY(!type->factors.isProvisional(QStringLiteral("defence")));
    }
    if (!durability.isEmpty()) {
        QCOMPARE(u.durability, durability);
        QVERIFY(!u.provisional.contains(QStringLiteral("durability")));
    } else {
        QVERIFY(u.provisional.contains(QStringLiteral("durability")));
    }
    if (dogfight >= 0) {
        QVERIFY(u.dogfight);
        QCOMPARE(*u.dogfight, dogfight);
        QCOMPARE(type->movementClass, QStringLiteral("air"));
    }
    QCOMPARE(u.sideStated, !colours.contains(QLatin1Char(' ')) || unit == QLatin1String("inf_sq"));
}

void TestMakRuleset::weapons_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("attack"); // -1: ours
    QTest::addColumn<int>("range"); // -1: ours
    QTest::addColumn<int>("rounds");
    QTest::addColumn<bool>("indirect");

    // [11.0] rounds; [5.5] indirect; errata 8L8.
    QTest::newRow("AFS(S) 8L8") << "afs_s" << 0 << "L" << 8 << 8 << 0 << false;
    QTest::newRow("AFS laser 8") << "afs" << 0 << "L" << 8 << -1 << 0 << false;
    QTest::newRow("Doll House 15R100, 4 rounds")
        << "doll_house" << 0 << "R" << 15 << 100 << 4 << true;
    QTest::newRow("Sphinx rockets, 5 rounds") << "sphinx" << 0 << "R" << -1 << -1 << 5 << true;
    QTest::newRow("Oskar rockets, 2 rounds") << "oskar" << 0 << "R" << -1 << -1 << 2 << false;
    QTest::newRow("Goblin TOS, 3 rounds (errata)") << "goblin" << 1 << "R" << -1 << -1 << 3 << true;
    QTest::newRow("Gladiator rockets, 3 rounds")
        << "gladiator" << 0 << "R" << -1 << -1 << 3 << false;
    QTest::newRow("PKA PF 10, range 4, 2 rounds") << "pka" << 0 << "PF" << 10 << 4 << 2 << false;
    QTest::newRow("Gustav PF 2 rounds") << "gustav" << 1 << "PF" << 10 << 4 << 2 << false;
    QTest::newRow("Konrad PF 2 rounds") << "konrad" << 1 << "PF" << 10 << 4 << 2 << false;
    QTest::newRow("Krachen Vogel PF x6") << "krachen_vogel" << 0 << "PF" << -1 << -1 << 6 << false;
}

void TestMakRuleset::weapons()
{
    QFETCH(QString, unit);
    QFETCH(int, index);
    QFETCH(QString, type);
    QFETCH(int, attack);
    QFETCH(int, range);
    QFETCH(int, rounds);
    QFETCH(bool, indirect);
    const QList<MakWeapon> &weapons = m_rules->units.value(unit).weapons;
    QVERIFY(index < weapons.size());
    const MakWeapon &w = weapons.at(index);
    QCOMPARE(w.type, type);
    QCOMPARE(w.rounds, rounds);
    QCOMPARE(w.indirect, indirect);
    QVERIFY(!w.provisional.contains(QStringLiteral("rounds")));
    if (attack >= 0) {
        QCOMPARE(w.attack, attack);
        QVERIFY(!w.provisional.contains(QStringLiteral("attack")));
    } else {
        QVERIFY(w.provisional.contains(QStringLiteral("attack")));
    }
    if (range >= 0) {
        QCOMPARE(w.range, range);
        QVERIFY(!w.provisional.contains(QStringLiteral("range")));
    } else {
        QVERIFY(w.provisional.contains(QStringLiteral("range")));
    }
}

void TestMakRuleset::rangeBands_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("hexes");
    QTest::addColumn<int>("attack");
    // 15R100: hexes 1-8 15, 9-12 14, 13-100 13; Gladiator keeps 7 from 17 hexes out.
    QTest::newRow("Doll House 1") << "doll_house" << 1 << 15;
    QTest::newRow("Doll House 8") << "doll_house" << 8 << 15;
    QTest::newRow("Doll House 9") << "doll_house" << 9 << 14;
    QTest::newRow("Doll House 12") << "doll_house" << 12 << 14;
    QTest::newRow("Doll House 13") << "doll_house" << 13 << 13;
    QTest::newRow("Doll House 100") << "doll_house" << 100 << 13;
    QTest::newRow("Doll House beyond its range") << "doll_house" << 101 << -1;
    QTest::newRow("Gladiator 17") << "gladiator" << 17 << 7;
    QTest::newRow("Gladiator at its range") << "gladiator" << 24 << 7;
}

void TestMakRuleset::rangeBands()
{
    QFETCH(QString, unit);
    QFETCH(int, hexes);
    QFETCH(int, attack);
    QCOMPARE(m_rules->units.value(unit).weapons.last().attackAt(hexes), attack);
}

void TestMakRuleset::cargo_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("sp");
    QTest::addColumn<QStringList>("classes");
    // [13.1]
    QTest::newRow("Green Buffalo 10") << "green_buffalo" << 10 << QStringList();
    QTest::newRow("Sph69-p 6, Type I only") << "sph69p" << 6 << QStringList {QStringLiteral("I")};
    QTest::newRow("Truck 2") << "truck" << 2 << QStringList();
}

void TestMakRuleset::cargo()
{
    QFETCH(QString, unit);
    QFETCH(int, sp);
    QFETCH(QStringList, classes);
    const MakUnit &u = m_rules->units.value(unit);
    QCOMPARE(u.carries, sp);
    QCOMPARE(u.carriesClasses, classes);
    QCOMPARE(m_rules->defaultCarries, 2);
}

void TestMakRuleset::weaponTypes_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QList<int>>("breakdownOn");
    QTest::addColumn<bool>("infantryExempt");
    QTest::addColumn<int>("perPhase");
    QTest::addColumn<int>("perPhaseDefensive");
    // [11.0]
    QTest::newRow("laser drained on 11 or 12") << "L" << QList<int> {11, 12} << false << 0 << 0;
    QTest::newRow("gun") << "G" << QList<int>() << false << 0 << 0;
    QTest::newRow("MG broken on 12, not infantry's") << "MG" << QList<int> {12} << true << 0 << 0;
    QTest::newRow("rocket once a phase") << "R" << QList<int>() << false << 1 << 0;
    QTest::newRow("PanzerFaust twice defensively") << "PF" << QList<int>() << false << 1 << 2;
}

void TestMakRuleset::weaponTypes()
{
    QFETCH(QString, type);
    QFETCH(QList<int>, breakdownOn);
    QFETCH(bool, infantryExempt);
    QFETCH(int, perPhase);
    QFETCH(int, perPhaseDefensive);
    const MakWeaponType *w = m_rules->weaponType(type);
    QVERIFY(w);
    QCOMPARE(w->breakdownOn, breakdownOn);
    QCOMPARE(w->infantryExempt, infantryExempt);
    QCOMPARE(w->perPhase, perPhase);
    QCOMPARE(w->perPhaseDefensive, perPhaseDefensive);
}

void TestMakRuleset::modifiers_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("value");
    // [5.1.3], [5.5], [9.5], [12.3], [14.4], [19.3], [19.4], [18.2]
    QTest::newRow("indirect") << "indirect" << -3;
    QTest::newRow("target immobilized") << "target_immobilized" << 2;
    QTest::newRow("charging infantry") << "defensive_fire_at_charging_infantry" << -1;
    QTest::newRow("defensive position -1") << "defensive_position_1" << -1;
    QTest::newRow("defensive position -2") << "defensive_position_2" << -2;
    QTest::newRow("smoke, laser and missile") << "smoke_laser_missile" << -1;
    QTest::newRow("night 1-4 hexes (errata)") << "night_1_4_hexes" << -1;
    QTest::newRow("unarmed to-hit 4") << "unarmed_to_hit" << 4;
    QTest::newRow("fire starts on 4") << "fire_starts_on" << 4;
    QTest::newRow("arson on 5") << "arson_succeeds_on" << 5;
    QTest::newRow("arson by two -2") << "arson_two_squads" << -2;
    QTest::newRow("mine detection 1-5") << "mine_detection_on" << 5;
    QTest::newRow("pilot dies after A or M on 7+") << "pilot_dies_after_a_or_m" << 7;
    QTest::newRow("pilot dies after D on 4+") << "pilot_dies_after_d" << 4;
    QTest::newRow("Hornisse lands within 5") << "hornisse_lands_within" << 5;
    QTest::newRow("defensive fire within 3") << "defensive_fire_trigger_range" << 3;
    QTest::newRow("5 kills per advance") << "pilot_kills_per_advance" << 5;
    QTest::newRow("ability at most 4") << "pilot_max_ability" << 4;
}

void TestMakRuleset::modifiers()
{
    QFETCH(QString, id);
    QFETCH(int, value);
    bool found = false;
    for (const MakModifier &m : m_rules->modifiers)
        found = found || m.id == id;
    QVERIFY2(found, qPrintable(id));
    QCOMPARE(m_rules->modifier(id), value);
}

void TestMakRuleset::infantryMinesIndirect()
{
    // [14.0], [14.3.2]
    QCOMPARE(m_rules->infantryMove, 1);
    QCOMPARE(m_rules->infantryCharge, 2);
    QCOMPARE(m_rules->moraleRecoversUpTo, 4);
    QStringList morale;
    for (const MakModifier &m : m_rules->moraleModifiers)
        morale.append(QStringLiteral("%1 %2").arg(m.id).arg(m.value));
    QCOMPARE(morale,
             QStringList(
                 {QStringLiteral("stacked_with_unbroken -1"),
                  QStringLiteral("forest_or_building -2"), QStringLiteral("defensive_position -1"),
                  QStringLiteral("enemy_within_3 1"), QStringLiteral("attacked_while_broken 1")}));
    // [19.1]
    QCOMPARE(m_rules->minesMin, 5);
    QCOMPARE(m_rules->minesMax, 13);
    QCOMPARE(m_rules->minesArtilleryMax, 20);
    // [5.5]: the target hex and the six around it; +1 off the centre.
    QCOMPARE(m_rules->indirectAreaRadius, 1);
    QCOMPARE(m_rules->indirectOffCentreEndurance, 1);
    QCOMPARE(m_rules->durabilityClasses,
             QStringList({QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")}));
    QStringList results;
    for (const MakModifier &r : m_rules->enduranceResults)
        results.append(r.id);
    QCOMPARE(results,
             QStringList({QStringLiteral("D"), QStringLiteral("A"), QStringLiteral("M"),
                          QStringLiteral("none")}));
}

void TestMakRuleset::workedExamples()
{
    const Chart *range = m_ruleset->findChart(QStringLiteral("range-modifiers"));
    const Chart *terrain = m_ruleset->findChart(QStringLiteral("terrain-attack"));
    const Chart *endurance = m_ruleset->findChart(QStringLiteral("armour-endurance"));
    QVERIFY(range && terrain && endurance);
    // AFS laser 8 - PKA defence 2 = 6, range +1 at 2 hexes, forest -2: 5 [5.1.3].
    const ChartCell *rangeTwo = range->cell(QStringLiteral("L"), QStringLiteral("2"));
    const ChartCell *laserForest = terrain->cell(QStringLiteral("Forest"), QStringLiteral("L"));
    QVERIFY(!rangeTwo->provisional && !laserForest->provisional);
    const int afs = m_rules->units.value(QStringLiteral("afs")).weapons.first().attack;
    const int pka = m_ruleset->findUnitType(QStringLiteral("pka"))->factors.defence;
    QCOMPARE(afs - pka + rangeTwo->low + laserForest->low, 5);
    // Indirect rocket at 9 hexes: 9, forest -1, indirect -3: 5 [5.5].
    const ChartCell *rocketForest = terrain->cell(QStringLiteral("Forest"), QStringLiteral("R"));
    QVERIFY(!rocketForest->provisional);
    QCOMPARE(9 + rocketForest->low + m_rules->modifier(QStringLiteral("indirect")), 5);
    // A ridge crossed adds to the hex: laser, ridge and forest -4.
    const ChartCell *laserRidge
        = terrain->cell(QStringLiteral("Ridge (hexside)"), QStringLiteral("L"));
    QVERIFY(!laserRidge->provisional);
    QCOMPARE(laserRidge->low + laserForest->low, -4);
    // PKA class B, endurance roll 3: D [5.1.5], in our provisional chart too.
    QCOMPARE(endurance->rowHolding(m_rules->units.value(QStringLiteral("pka")).durability, 3),
             QStringLiteral("D"));
    // Pilot VP: Heinrich Gieger, 1st Lt: 1 + 2 + 0 and rank 3 is 6 [18.2.5].
    for (const MakPilot &p : m_rules->pilots) {
        if (p.name == QLatin1String("Heinrich Gieger")) {
            QCOMPARE(p.rank, QStringLiteral("first_lieutenant"));
            QVERIFY(p.provisional.isEmpty());
            QCOMPARE(m_rules->pilotVp(p), 6);
        }
    }
}

void TestMakRuleset::movement()
{
    QStringList classes;
    for (const MovementClass &mc : m_ruleset->movementClasses)
        classes.append(mc.id);
    QCOMPARE(classes,
             QStringList({QStringLiteral("letter_w"), QStringLiteral("letter_c"),
                          QStringLiteral("hover"), QStringLiteral("booster"),
                          QStringLiteral("foot"), QStringLiteral("air")}));
    // [7.1.8] W and C never enter water.
    const TerrainType *water = m_ruleset->findTerrain(QStringLiteral("river"));
    QVERIFY(water->moveCost.value(QStringLiteral("letter_w")).prohibited);
    QVERIFY(water->moveCost.value(QStringLiteral("letter_c")).prohibited);
    // [7.1.5] Hover into desert: 3, across a ridge 3 + 2 = 5.
    const TerrainType *desert = m_ruleset->findTerrain(QStringLiteral("desert"));
    QCOMPARE(desert->moveCost.value(QStringLiteral("hover")).factors, 3.0);
    const Chart *chart = m_ruleset->findChart(QStringLiteral("terrain-movement"));
    const ChartCell *hoverDesert
        = chart->cell(QStringLiteral("Desert"), QStringLiteral("H (hover)"));
    QVERIFY(!hoverDesert->provisional);
    QCOMPARE(hoverDesert->number, 3.0);
    if (const HexsideType *ridge = m_ruleset->findHexside(QStringLiteral("ridge")))
        QCOMPARE(desert->moveCost.value(QStringLiteral("hover")).factors
                     + ridge->surcharge(QStringLiteral("hover")).factors,
                 5.0);
    else
        QSKIP("the ruleset reader does not read hexside types yet");
    // [7.1.6] Road 1/2 along the road.
    QCOMPARE(m_ruleset->road.moveCost, 0.5);
    QVERIFY(m_ruleset->road.alongRoadOnly);
    // [6.2] Only hills at height 1 by default.
    QCOMPARE(m_rules->terrain.value(QStringLiteral("hill")).height, 1);
    QVERIFY(m_rules->terrain.value(QStringLiteral("forest")).blocksLos);
    QVERIFY(m_rules->terrain.value(QStringLiteral("partial_building")).typeIOnly);
}

void TestMakRuleset::pilots_data()
{
    QTest::addColumn<QString>("colour");
    QTest::addColumn<int>("number");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("rank");
    // The Pilot Names and Numbers Chart.
    QTest::newRow("Merc 1") << "mercenary" << 1 << "Heinz Hargen"
                            << "corporal";
    QTest::newRow("Merc 4") << "mercenary" << 4 << "Hasse Wind"
                            << "first_lieutenant";
    QTest::newRow("Merc 15") << "mercenary" << 15 << "Bally Rosky"
                             << "major";
    QTest::newRow("Merc 16") << "mercenary" << 16 << "Jaohim Munsterberg"
                             << "captain";
    QTest::newRow("Strahl 1") << "strahl" << 1 << "Walter Nowotony"
                              << "warrant_officer";
    QTest::newRow("Strahl 10") << "strahl" << 10 << "Heinrich Gieger"
                               << "first_lieutenant";
    QTest::newRow("Strahl 12") << "strahl" << 12 << "Albrecht Weber"
                               << "major";
    QTest::newRow("Strahl 16") << "strahl" << 16 << "Kraus Brinkman"
                               << "lieutenant_colonel";
}

void TestMakRuleset::pilots()
{
    QFETCH(QString, colour);
    QFETCH(int, number);
    QFETCH(QString, name);
    QFETCH(QString, rank);
    QCOMPARE(m_rules->pilots.size(), 32);
    const MakPilot *found = nullptr;
    for (const MakPilot &p : m_rules->pilots) {
        if (p.colour == colour && p.number == number)
            found = &p;
    }
    QVERIFY(found);
    QCOMPARE(found->name, name);
    QCOMPARE(found->rank, rank);
}

void TestMakRuleset::ranks_data()
{
    QTest::addColumn<QString>("rank");
    QTest::addColumn<int>("vp");
    // [18.2.5] and the rank table.
    QTest::newRow("Private") << "private_2nd_class" << 1;
    QTest::newRow("Corporal") << "corporal" << 1;
    QTest::newRow("Jr Warrant Officer") << "warrant_officer" << 1;
    QTest::newRow("Second Lieutenant") << "second_lieutenant" << 2;
    QTest::newRow("Lieutenant Junior Grade") << "first_lieutenant" << 3;
    QTest::newRow("Captain") << "captain" << 4;
    QTest::newRow("Major") << "major" << 5;
    QTest::newRow("Lieutenant Colonel") << "lieutenant_colonel" << 6;
    QTest::newRow("Colonel") << "colonel" << 7;
}

void TestMakRuleset::ranks()
{
    QFETCH(QString, rank);
    QFETCH(int, vp);
    QVERIFY(m_rules->rank(rank));
    QCOMPARE(m_rules->rank(rank)->vp, vp);
    QCOMPARE(m_rules->ranks.size(), 14);
}

void TestMakRuleset::sequenceOfPlay()
{
    QStringList phases;
    for (const Phase &p : m_ruleset->sequenceOfPlay)
        phases.append(p.id + QLatin1Char('/') + p.acting);
    QCOMPARE(phases,
             QStringList({QStringLiteral("air_commitment/all_players"),
                          QStringLiteral("first_player_phase/moving_player"),
                          QStringLiteral("second_player_phase/other_players"),
                          QStringLiteral("end_of_turn/all_players")}));
}

void TestMakRuleset::markers()
{
    for (const char *id :
         {"objective_marker", "defensive_position_1", "defensive_position_2", "ammunition_depot",
          "fire", "smoke_screen", "light_smoke", "armament_disabled", "immobilized",
          "morale_broken", "concealment", "dummy", "neuspotter_amu", "eddie_amzel"})
        QVERIFY2(m_ruleset->hasMarker(QLatin1String(id)), id);
    QVERIFY(m_ruleset->findMarker(QStringLiteral("objective_marker"))->objective);
}

void TestMakRuleset::lostChartsAreProvisional_data()
{
    QTest::addColumn<QString>("chart");
    // Gap 1: every chart of the book is lost.
    for (const char *id :
         {"terrain-movement", "terrain-attack", "armour-endurance", "range-modifiers", "dog-fight",
          "artillery-deviation", "artillery-capability", "smoke-equipment", "night-modifiers",
          "unmanned-weapons", "unit-vp", "game-set-markers"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

void TestMakRuleset::lostChartsAreProvisional()
{
    QFETCH(QString, chart);
    const Chart *c = m_ruleset->findChart(chart);
    QVERIFY(c);
    QVERIFY(c->hasProvisional());
    QVERIFY(!c->note.isEmpty());
    QVERIFY(validateChart(*c).isEmpty());
}

void TestMakRuleset::pilotCreationIsTheBooks()
{
    // [18.3] 1d6: attack/defence -1 -1 0 0 +1 +2; dog fighting -1 0 0 0 +1 +2.
    const Chart *c = m_ruleset->findChart(QStringLiteral("pilot-creation"));
    QVERIFY(c);
    QVERIFY(!c->hasProvisional());
    QStringList ground;
    QStringList air;
    for (int row = 0; row < c->rows.size(); ++row) {
        ground.append(c->cell(row, 0)->text);
        air.append(c->cell(row, 1)->text);
    }
    QCOMPARE(ground.join(QLatin1Char(' ')), QStringLiteral("-1 -1 0 0 1 2"));
    QCOMPARE(air.join(QLatin1Char(' ')), QStringLiteral("-1 0 0 0 1 2"));
}

void TestMakRuleset::gapsAreRuleOptions_data()
{
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("defaultValue");
    QTest::newRow("gap 1") << "missing_charts"
                           << "provisional";
    QTest::newRow("gap 2") << "hex_numbering"
                           << "per_board";
    QTest::newRow("gap 3") << "unstated_sides"
                           << "either_side";
    QTest::newRow("gap 4") << "natural_two"
                           << "hit_roll";
    QTest::newRow("gap 5") << "hit_roll_dice"
                           << "sum_2d6";
    QTest::newRow("gap 6") << "deviation_equal"
                           << "on_target";
    QTest::newRow("gap 7") << "smoke_modifier"
                           << "laser_missile_minus_1";
    QTest::newRow("gap 8") << "infantry_morale_break"
                           << "instead";
    QTest::newRow("gap 9") << "cqc_defender_move"
                           << "choose_when_to_fire";
    QTest::newRow("gap 10") << "height_one_terrain"
                            << "hills_only";
    QTest::newRow("gap 11") << "arson_target"
                            << "building";
    QTest::newRow("gap 12") << "goblin_rocket_rounds"
                            << "errata_3";
}

void TestMakRuleset::gapsAreRuleOptions()
{
    QFETCH(QString, option);
    QFETCH(QString, defaultValue);
    const RuleOption *o = m_ruleset->findOption(option);
    QVERIFY(o);
    QCOMPARE(o->defaultValue, defaultValue);
    QVERIFY(o->choices.size() >= 2);
    QVERIFY(o->name.startsWith(QStringLiteral("Gap ")));
    for (const RuleChoice &c : o->choices)
        QVERIFY(!c.description.isEmpty());
}

void TestMakRuleset::attackCodes_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<int>("attack");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("range");
    QTest::newRow("8L8") << "8L8" << true << 8 << "L" << 8;
    QTest::newRow("15R100") << "15R100" << true << 15 << "R" << 100;
    QTest::newRow("10PF4") << "10PF4" << true << 10 << "PF" << 4;
    QTest::newRow("12MG6") << "12MG6" << true << 12 << "MG" << 6;
    QTest::newRow("unknown type") << "8X8" << false << 0 << "" << 0;
    QTest::newRow("no attack") << "L8" << false << 0 << "" << 0;
    QTest::newRow("J40(S) misprint M") << "8LM" << false << 0 << "" << 0;
}

void TestMakRuleset::attackCodes()
{
    QFETCH(QString, code);
    QFETCH(bool, valid);
    QFETCH(int, attack);
    QFETCH(QString, type);
    QFETCH(int, range);
    const auto w = parseAttackCode(code, m_rules->weaponTypeIds());
    QCOMPARE(bool(w), valid);
    if (w) {
        QCOMPARE(w->attack, attack);
        QCOMPARE(w->type, type);
        QCOMPARE(w->range, range);
    }
}

QTEST_GUILESS_MAIN(TestMakRuleset)
#include "tst_makruleset.moc"
