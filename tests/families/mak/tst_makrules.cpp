// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 16, point 6: Maschinen Krieger's rules of play (validation/families/mak/rules/) pinned
// to the text's worked examples (English rules v1.2; the extract is
// shared/rules/seed-004-mak.md). Each table is named after the section it pins. Values the
// text does not give come from the ruleset's provisional charts; rows that read one say so.
// The attack, movement, sight, defensive fire and pinning; air, artillery, smoke, mines
// and fire: tst_maksupportrules.

#include "families/mak/makrulestestsupport.h"
#include "families/mak/rules/makattack.h"
#include "families/mak/rules/makcombat.h"
#include "families/mak/rules/maklos.h"
#include "families/mak/rules/makmove.h"

#include <QtTest>

using namespace hexwright;
using namespace hexwright::makrules;
using namespace hexwright::makrulestest;

namespace hexwright {

class TestMakRules : public QObject, private MakRulesFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // [5.1], [5.2] The attack target, the hit roll and the endurance roll.
    void attackTarget_data();
    void attackTarget();
    void everyModifierListed();
    void hitRoll_data();
    void hitRoll();
    void endurance_data();
    void endurance();
    // [11.1], [11.2] Laser and machine gun breakdown.
    void breakdown_data();
    void breakdown();
    // [7.1] Movement.
    void enterCost_data();
    void enterCost();
    void stepOnTheBoard();
    // [6.1.3] Line of sight behind a ridge.
    void behindARidge_data();
    void behindARidge();
    // [5.4] Defensive attacks.
    void defensiveTriggers_data();
    void defensiveTriggers();
    // [9.4] Pinning in close quarters combat.
    void pinning_data();
    void pinning();
    // [14.2.2] The charge's hexes, [19.5.3] the booster's.
    void chargeAndBoosterSteps_data();
    void chargeAndBoosterSteps();
};

} // namespace hexwright

void TestMakRules::initTestCase()
{
    loadRulesBoard();
}

// [5.1.3] Attack target = attack at the range + modifiers - defence.
void TestMakRules::attackTarget_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("hexes");
    QTest::addColumn<int>("defence");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QStringList>("hexsides");
    QTest::addColumn<bool>("indirect");
    QTest::addColumn<bool>("typeI");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("terrainPart");

    // [5.2] "Basic Attack": an AFS's laser (8) at a PKA (defence 2) 2 hexes away in forest:
    // 8 - 2 = 6, range +1, laser in forest -2: 5.
    QTest::newRow("5.2 AFS laser at a PKA in forest, 2 hexes: 5")
        << "afs" << 2 << 2 << "forest" << QStringList() << false << true << 5 << -2;
    // [5.1.3] A laser into forest beyond a ridge: -2 + -2 = -4.
    QTest::newRow("5.1.3 laser into forest beyond a ridge: terrain -4")
        << "afs" << 2 << 2 << "forest" << QStringList {QStringLiteral("ridge")} << false << true
        << 3 << -2;
    // [5.1.3] "An indirect attack with a rocket, 9 hexes, at a target in forest: base 9,
    // terrain -1, indirect -3: 5." The Doll House's 15R100 is 14 at 9-12 hexes; a defence 5
    // target makes the base 9. A weapon with range bands takes no range modifier.
    QTest::newRow("5.1.3 indirect rocket at 9 hexes into forest: 5")
        << "doll_house" << 9 << 5 << "forest" << QStringList() << true << false << 5 << -1;
    // [7.1.7] A Type II unit in a partial building hex gets no building modifier.
    QTest::newRow("7.1.7 partial building, Type II target: no terrain modifier")
        << "afs" << 2 << 2 << "partial_building" << QStringList() << false << false << 7 << 0;
    QTest::newRow("7.1.7 partial building, Type I target: the building's (ours -1)")
        << "afs" << 2 << 2 << "partial_building" << QStringList() << false << true << 6 << -1;
}

void TestMakRules::attackTarget()
{
    QFETCH(QString, unit);
    QFETCH(int, hexes);
    QFETCH(int, defence);
    QFETCH(QString, terrain);
    QFETCH(QStringList, hexsides);
    QFETCH(bool, indirect);
    QFETCH(bool, typeI);
    QFETCH(int, target);
    QFETCH(int, terrainPart);

    MakAttackSpec spec;
    spec.weapon = &weapon(qPrintable(unit));
    spec.hexes = hexes;
    spec.defence = defence;
    spec.targetTerrain = terrain;
    spec.hexsidesCrossed = hexsides;
    spec.indirect = indirect;
    spec.targetTypeI = typeI;
    const MakAttackTarget t = makrules::attackTarget(*m_ruleset, spec);
    QCOMPARE(t.target, target);
    QCOMPARE(t.value(QStringLiteral("terrain")), terrainPart);
    int sum = 0;
    for (const MakAttackLine &line : t.lines) {
        QVERIFY(!line.reason.isEmpty());
        sum += line.value;
    }
    QCOMPARE(sum, target);
}

// [5.1.3] Every modifier is listed with its reason before the roll, in the text's order.
void TestMakRules::everyModifierListed()
{
    MakAttackSpec spec;
    spec.weapon = &weapon("afs");
    spec.hexes = 2;
    spec.defence = 2;
    spec.pilotAttack = 1;
    spec.pilotDefence = -1;
    spec.targetTerrain = QStringLiteral("forest");
    spec.targetTypeI = true;
    spec.hexsidesCrossed = {QStringLiteral("ridge")};
    spec.indirect = true;
    spec.targetImmobilized = true;
    spec.defensivePosition = QStringLiteral("defensive_position_2");
    spec.atChargingInfantry = true;
    spec.throughSmoke = true;
    spec.night = true;
    const MakAttackTarget t = makrules::attackTarget(*m_ruleset, spec);
    QStringList ids;
    for (const MakAttackLine &line : t.lines)
        ids.append(line.id);
    const char *const expected[] = {"attack",
                                    "pilot_attack",
                                    "defence",
                                    "pilot_defence",
                                    "range",
                                    "terrain",
                                    "hexside",
                                    "indirect",
                                    "target_immobilized",
                                    "defensive_position",
                                    "charging_infantry",
                                    "smoke",
                                    "night"};
    QStringList expectedIds;
    for (const char *id : expected)
        expectedIds.append(QLatin1String(id));
    QCOMPARE(ids, expectedIds);
    // 8 + 1 - 2 + 1 (a pilot's -1 defence) + 1 - 2 - 2 - 3 + 2 - 2 - 1 - 1 - 1 (night at
    // 1-4 hexes, errata).
    QCOMPARE(t.target, -1);
    QCOMPARE(t.value(QStringLiteral("night")), -1);
    QVERIFY(!t.lines.at(ids.indexOf(QStringLiteral("night"))).provisional);
    QVERIFY(t.lines.at(ids.indexOf(QStringLiteral("range"))).value == 1);
    // The pilots' example [18.0]: attack 10, mod -1 vs defence 5, mod +1: (10-1)-(5+1) = 3.
    MakAttackSpec pilots;
    MakWeapon ten = *parseAttackCode(QStringLiteral("10G10"), m_rules->weaponTypeIds());
    pilots.weapon = &ten;
    pilots.hexes = 3; // G at 3-4 hexes: 0 (ours)
    pilots.defence = 5;
    pilots.pilotAttack = -1;
    pilots.pilotDefence = 1;
    pilots.targetTerrain = QStringLiteral("clear");
    QCOMPARE(makrules::attackTarget(*m_ruleset, pilots).target, 3);
    // [9.5] Unarmed: always 4, no modifier.
    MakAttackSpec unarmed = spec;
    unarmed.weapon = nullptr;
    QCOMPARE(makrules::attackTarget(*m_ruleset, unarmed).target, 4);
    QCOMPARE(makrules::attackTarget(*m_ruleset, unarmed).lines.size(), 1);
}

// [5.2] 2d6 at or under the target hit: target 5, 2+3 hits, 1+5 misses.
void TestMakRules::hitRoll_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("target");
    QTest::addColumn<bool>("hit");
    QTest::newRow("5.2 roll 2+3 against 5 hits") << 5 << 5 << true;
    QTest::newRow("5.2 roll 1+5 against 5 misses") << 6 << 5 << false;
    QTest::newRow("5.1.1 a target below zero never hits") << 2 << -1 << false;
}

void TestMakRules::hitRoll()
{
    QFETCH(int, roll);
    QFETCH(int, target);
    QFETCH(bool, hit);
    QCOMPARE(hits(roll, target), hit);
}

// [5.1.2] The endurance roll under the durability class; a natural 2 destroys.
void TestMakRules::endurance_data()
{
    QTest::addColumn<QString>("durability");
    QTest::addColumn<int>("hitRoll");
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<QString>("naturalTwo");
    QTest::addColumn<QString>("result");
    QTest::newRow("5.1.2 PKA, class B, rolls 3: D") << "B" << 5 << 3 << 0 << "hit_roll"
                                                    << "D";
    QTest::newRow("5.1.2 a natural 2 on the hit roll: D whatever the roll")
        << "A" << 2 << 12 << 0 << "hit_roll"
        << "D";
    QTest::newRow("gap 4 endurance_roll: the hit roll's 2 is a plain hit")
        << "A" << 2 << 12 << 0 << "endurance_roll"
        << "none";
    QTest::newRow("provisional chart: class A rolls 4: A") << "A" << 5 << 4 << 0 << "hit_roll"
                                                           << "A";
    QTest::newRow("provisional chart: class C rolls 8: M") << "C" << 5 << 8 << 0 << "hit_roll"
                                                           << "M";
    QTest::newRow("5.5.3 off the centre +1: class B rolls 7, reads 8: no effect")
        << "B" << 5 << 7 << 1 << "hit_roll"
        << "none";
}

void TestMakRules::endurance()
{
    QFETCH(QString, durability);
    QFETCH(int, hitRoll);
    QFETCH(int, roll);
    QFETCH(int, modifier);
    QFETCH(QString, naturalTwo);
    QFETCH(QString, result);
    QCOMPARE(hitResult(*m_ruleset, durability, hitRoll, roll, modifier, naturalTwo), result);
}

void TestMakRules::breakdown_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("roll");
    QTest::addColumn<bool>("infantry");
    QTest::addColumn<bool>("breaks");
    QTest::newRow("11.1 laser drained on 11") << "L" << 11 << false << true;
    QTest::newRow("11.1 laser drained on 12") << "L" << 12 << false << true;
    QTest::newRow("11.1 laser fine on 10") << "L" << 10 << false << false;
    QTest::newRow("11.2 machine gun broken on 12") << "MG" << 12 << false << true;
    QTest::newRow("11.2 machine gun fine on 11") << "MG" << 11 << false << false;
    QTest::newRow("11.2 infantry machine gun never breaks") << "MG" << 12 << true << false;
    QTest::newRow("11.0 a rocket never breaks") << "R" << 12 << false << false;
}

void TestMakRules::breakdown()
{
    QFETCH(QString, type);
    QFETCH(int, roll);
    QFETCH(bool, infantry);
    QFETCH(bool, breaks);
    const MakWeaponType *w = m_rules->weaponType(type);
    QVERIFY(w);
    QCOMPARE(breaksDown(*w, roll, infantry), breaks);
}

// [7.1] The cost of entering a hex by movement letter, a ridge's "(+)" added.
void TestMakRules::enterCost_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("hexside");
    QTest::addColumn<QString>("movement");
    QTest::addColumn<bool>("road");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<double>("cost");
    QTest::newRow("7.1.5 hover across a ridge into desert: 5 (3 + 2)")
        << "desert"
        << "ridge"
        << "hover" << false << true << 5.0;
    QTest::newRow("7.1.5 hover into desert, no ridge: 3") << "desert"
                                                          << ""
                                                          << "hover" << false << true << 3.0;
    QTest::newRow("7.1.8 W never enters water") << "river"
                                                << ""
                                                << "letter_w" << false << false << 0.0;
    QTest::newRow("7.1.8 C never enters water") << "river"
                                                << ""
                                                << "letter_c" << false << false << 0.0;
    QTest::newRow("7.1.4 W never crosses a water edge") << "clear"
                                                        << "water_edge"
                                                        << "letter_w" << false << false << 0.0;
    QTest::newRow("7.1.6 along a road: 1/2 whatever the terrain")
        << "forest"
        << ""
        << "letter_w" << true << true << 0.5;
}

void TestMakRules::enterCost()
{
    QFETCH(QString, terrain);
    QFETCH(QString, hexside);
    QFETCH(QString, movement);
    QFETCH(bool, road);
    QFETCH(bool, allowed);
    QFETCH(double, cost);
    const MakStepCost step = makrules::enterCost(*m_ruleset, terrain, hexside, movement, road);
    QCOMPARE(step.allowed, allowed);
    if (allowed)
        QCOMPARE(step.cost, cost);
    else
        QVERIFY(!step.why.isEmpty());
}

// The same on the board: the ridge between 0603 and 0604 costs W its 1 (ours) on top.
void TestMakRules::stepOnTheBoard()
{
    const MakStepCost across
        = stepCost(*m_ruleset, *m_board, hex("0603"), hex("0604"), QStringLiteral("letter_w"));
    QVERIFY(across.allowed);
    QCOMPARE(across.hexside, 1.0);
    QCOMPARE(across.cost, 2.0);
    const MakStepCost beside
        = stepCost(*m_ruleset, *m_board, hex("0602"), hex("0603"), QStringLiteral("letter_w"));
    QCOMPARE(beside.cost, 1.0);
    QVERIFY(!stepCost(*m_ruleset, *m_board, hex("0601"), hex("0603"), QStringLiteral("letter_w"))
                 .allowed);
    // [7.2.5] A stack moves at its slowest.
    QCOMPARE(stackAllowance({5, 2.5, 4}), 2.5);
}

// [6.1.3] Figures 6 and 7: a Type I target is seen only in the hex right behind a ridge, a
// Type II target up to two hexes behind it, not the third. The viewer stands at 0601, the
// ridge lies between 0603 and 0604.
void TestMakRules::behindARidge_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("targetClass");
    QTest::addColumn<bool>("visible");
    QTest::newRow("6.1.3 Type I right behind the ridge: seen") << "0604"
                                                               << "I" << true;
    QTest::newRow("6.1.3 Type I two hexes behind: not seen") << "0605"
                                                             << "I" << false;
    QTest::newRow("6.1.3 Type II two hexes behind: seen") << "0605"
                                                          << "II" << true;
    QTest::newRow("6.1.3 Type II three hexes behind: not seen") << "0606"
                                                                << "II" << false;
    QTest::newRow("6.1.1 before the ridge: seen") << "0603"
                                                  << "I" << true;
}

void TestMakRules::behindARidge()
{
    QFETCH(QString, target);
    QFETCH(QString, targetClass);
    QFETCH(bool, visible);
    QVERIFY(m_board->isPlayable(Place(hex("0606"))));
    MakSightSpec spec;
    spec.from = hex("0601");
    spec.to = hex(qPrintable(target));
    spec.viewerClass = QStringLiteral("II");
    spec.targetClass = targetClass;
    const MakSight sight = lineOfSight(*m_ruleset, *m_board, spec);
    QCOMPARE(sight.visible, visible);
    if (!visible)
        QCOMPARE(sight.blockedBy, QStringLiteral("Ridge"));
    // Mutual [6.1.3]: the target sees the viewer exactly when the viewer sees it.
    MakSightSpec back = spec;
    std::swap(back.from, back.to);
    std::swap(back.viewerClass, back.targetClass);
    QCOMPARE(lineOfSight(*m_ruleset, *m_board, back).visible, visible);
    // The ridge is crossed, and the attack adds its modifier, whenever it lies between.
    QCOMPARE(sight.hexsidesCrossed.contains(QStringLiteral("ridge")),
             target != QLatin1String("0603"));
}

// [5.4] The three triggers of a defensive attack.
void TestMakRules::defensiveTriggers_data()
{
    QTest::addColumn<bool>("attack");
    QTest::addColumn<int>("range");
    QTest::addColumn<bool>("survived");
    QTest::addColumn<bool>("isTarget");
    QTest::addColumn<bool>("stacked");
    QTest::addColumn<int>("hexesToMover");
    QTest::addColumn<QString>("trigger");
    QTest::newRow("5.4 (1) survives an attack from 3 hexes")
        << true << 3 << true << true << false << 0 << "survived_attack";
    QTest::newRow("5.4 (1) an attack from 4 hexes: none (the SAFS of figure 2)")
        << true << 4 << true << true << false << 0 << "";
    QTest::newRow("5.4 (1) a destroyed target does not fire")
        << true << 2 << false << true << false << 0 << "";
    QTest::newRow("5.4 (2) stacked with a unit attacked from 2 hexes")
        << true << 2 << true << false << true << 0 << "stacked_with_target";
    QTest::newRow("5.4 (2) stacked, the target destroyed: still fires")
        << true << 2 << false << false << true << 0 << "stacked_with_target";
    QTest::newRow("5.4 an unrelated unit: none") << true << 1 << true << false << false << 0 << "";
    QTest::newRow("5.4 (3) an enemy enters an adjacent hex")
        << false << 0 << true << false << false << 1 << "enemy_adjacent";
    QTest::newRow("5.4 (3) an enemy enters a hex 2 away: none")
        << false << 0 << true << false << false << 2 << "";
}

void TestMakRules::defensiveTriggers()
{
    QFETCH(bool, attack);
    QFETCH(int, range);
    QFETCH(bool, survived);
    QFETCH(bool, isTarget);
    QFETCH(bool, stacked);
    QFETCH(int, hexesToMover);
    QFETCH(QString, trigger);
    MakDefensiveEvent event;
    event.kind = attack ? MakDefensiveEvent::Kind::Attack : MakDefensiveEvent::Kind::Entered;
    event.attackRange = range;
    event.targetSurvived = survived;
    const std::optional<MakTrigger> t
        = defensiveTrigger(event, isTarget, stacked, hexesToMover,
                           m_rules->modifier(QStringLiteral("defensive_fire_trigger_range")));
    QCOMPARE(t ? triggerId(*t) : QString(), trigger);
}

// [9.4] Each phasing unit able to fire and not immobilized pins one enemy in the hex.
void TestMakRules::pinning_data()
{
    QTest::addColumn<int>("phasing");
    QTest::addColumn<int>("immobilized");
    QTest::addColumn<int>("disarmed");
    QTest::addColumn<int>("enemies");
    QTest::addColumn<int>("pinned");
    QTest::newRow("9.4 two AFS pin two of three PKA") << 2 << 0 << 0 << 3 << 2;
    QTest::newRow("9.4 an immobilized unit pins nobody") << 2 << 1 << 0 << 3 << 1;
    QTest::newRow("9.4 a disarmed unit pins nobody") << 2 << 0 << 1 << 3 << 1;
    QTest::newRow("9.4 three units, two enemies: both pinned") << 3 << 0 << 0 << 2 << 2;
}

void TestMakRules::pinning()
{
    QFETCH(int, phasing);
    QFETCH(int, immobilized);
    QFETCH(int, disarmed);
    QFETCH(int, enemies);
    QFETCH(int, pinned);
    QList<MakCqcUnit> units;
    for (int i = 0; i < phasing; ++i)
        units.append({QStringLiteral("p%1").arg(i), i < immobilized,
                      !(i >= immobilized && i < immobilized + disarmed)});
    QStringList enemyIds;
    for (int i = 0; i < enemies; ++i)
        enemyIds.append(QStringLiteral("e%1").arg(i));
    const QStringList result = pinnedUnits(units, enemyIds);
    QCOMPARE(result.size(), pinned);
    QCOMPARE(result, enemyIds.mid(0, pinned)); // the phase player's choice: the first
}

void TestMakRules::chargeAndBoosterSteps_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("hexside");
    QTest::addColumn<QString>("movement");
    QTest::addColumn<bool>("road");
    QTest::addColumn<QString>("how");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<double>("cost");
    QTest::newRow("14.2.2 a charge along a road: one of two hexes, not 1/2")
        << "clear"
        << ""
        << "foot" << true << "charge" << true << 1.0;
    QTest::newRow("14.2.2 a charge across a ridge into forest: one hex")
        << "forest"
        << "ridge"
        << "foot" << false << "charge" << true << 1.0;
    QTest::newRow("14.2.2 a charge never enters water")
        << "river"
        << ""
        << "foot" << false << "charge" << false << 0.0;
    QTest::newRow("19.5.3 the booster into water: 1, restrictions ignored")
        << "river"
        << ""
        << "letter_w" << false << "booster" << true << 1.0;
    QTest::newRow("19.5.3 the booster across a ridge into desert: 1")
        << "desert"
        << "ridge"
        << "letter_w" << false << "booster" << true << 1.0;
}

void TestMakRules::chargeAndBoosterSteps()
{
    QFETCH(QString, terrain);
    QFETCH(QString, hexside);
    QFETCH(QString, movement);
    QFETCH(bool, road);
    QFETCH(QString, how);
    QFETCH(bool, allowed);
    QFETCH(double, cost);
    const MakStepCost normal = makrules::enterCost(*m_ruleset, terrain, hexside, movement, road);
    const MakStepCost step
        = how == QLatin1String("charge") ? makrules::chargeStep(normal) : makrules::boosterStep();
    QCOMPARE(step.allowed, allowed);
    if (allowed)
        QCOMPARE(step.cost, cost);
    // The booster's movement, its two turns: the ruleset's, as the text gives them.
    QCOMPARE(m_rules->modifier(QStringLiteral("booster_movement")), 12);
    QCOMPARE(m_rules->modifier(QStringLiteral("booster_turns")), 2);
}

QTEST_GUILESS_MAIN(TestMakRules)
#include "tst_makrules.moc"
