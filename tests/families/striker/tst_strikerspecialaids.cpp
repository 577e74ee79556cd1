// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's special referee aids (validation/families/striker/rules/strikeraids.h, made in
// strikeraids_special.cpp) pinned to the advanced book: drone missiles and their orders (rule
// 38), nuclear bursts and collapsing rounds (rule 39), gas (rule 65) and melee (rule 57), the
// text's worked examples rows of their own (the melee of rule 57 A.2 to A.4). The other aids
// are tst_strikeraids's.

#include "families/striker/rules/strikeraids.h"

#include <QtTest>

#include <cmath>

using namespace hexwright;
using namespace hexwright::strikeraids;

class TestStrikerSpecialAids : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void droneMissiles_data();
    void droneMissiles();
    void droneOrders();
    void nuclearBursts_data();
    void nuclearBursts();
    void tertiaryZoneOnTheTable_data();
    void tertiaryZoneOnTheTable();
    void tertiaryNumbers_data();
    void tertiaryNumbers();
    void collapsingRounds_data();
    void collapsingRounds();
    void chemicalRounds_data();
    void chemicalRounds();
    void meleeAdvantage_data();
    void meleeAdvantage();
    void meleeHitAndDamage_data();
    void meleeHitAndDamage();
};

void TestStrikerSpecialAids::droneMissiles_data()
{
    // Rule 38 B.5: any weapon at -5 before the attack, point defense on target fire or
    // dedicated support at none; in the attack phase only dedicated point defense fires.
    QTest::addColumn<int>("defender"); // DroneDefender
    QTest::addColumn<bool>("attackPhase");
    QTest::addColumn<bool>("mayFire");
    QTest::addColumn<int>("dm");
    auto row = [](const char *name, DroneDefender d, bool attack, bool may, int dm) {
        QTest::newRow(name) << int(d) << attack << may << dm;
    };
    row("any weapon before the attack", DroneDefender::AnyWeapon, false, true, -5);
    row("point defense on target fire", DroneDefender::PointDefenseTargetFire, false, true, 0);
    row("point defense on dedicated support", DroneDefender::PointDefenseDedicated, false, true, 0);
    row("any weapon in the attack phase", DroneDefender::AnyWeapon, true, false, 0);
    row("target fire in the attack phase", DroneDefender::PointDefenseTargetFire, true, false, 0);
    row("dedicated in the attack phase", DroneDefender::PointDefenseDedicated, true, true, 0);
}

void TestStrikerSpecialAids::droneMissiles()
{
    QFETCH(int, defender);
    QFETCH(bool, attackPhase);
    QFETCH(bool, mayFire);
    QFETCH(int, dm);
    const std::optional<int> fire = droneMissileFireDm(DroneDefender(defender), attackPhase);
    QCOMPARE(fire.has_value(), mayFire);
    if (fire)
        QCOMPARE(*fire, dm);
}

void TestStrikerSpecialAids::droneOrders()
{
    // Rule 38 B.4: -2 against the deck or a side not facing the missile, beside Book 3's DM.
    QCOMPARE(sumOf(droneAttackModifiers(0, true)), -2);
    QCOMPARE(sumOf(droneAttackModifiers(1, true)), -1);
    QVERIFY(droneAttackModifiers(0, false).isEmpty());
    // Rule 38 A.1c: the search pattern circles at r, 2r, 3r...
    QCOMPARE(searchPatternRadii(10, 3), QList<double>({10, 20, 30}));
    // Rule 38 A.2: a drone spots at -1.
    QCOMPARE(sumOf(spottingModifiers(0, 0, true)), -1);
}

void TestStrikerSpecialAids::nuclearBursts_data()
{
    // Rule 39 B, with radii of the referee's (Book 3's table is lost): crater 2 cm, primary
    // 10, secondary 20, tertiary 40.
    QTest::addColumn<double>("distance");
    QTest::addColumn<bool>("groundStrike");
    QTest::addColumn<bool>("underCover");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("zone"); // NuclearZone
    QTest::addColumn<bool>("destroyed");
    QTest::addColumn<bool>("hit");
    QTest::addColumn<int>("penetration");
    QTest::addColumn<bool>("impassable");
    QTest::addColumn<bool>("contaminated");
    auto row = [](const char *name, double distance, bool ground, bool cover, QList<int> faces,
                  NuclearZone zone, bool destroyed, bool hit, int pen, bool crater, bool dirty) {
        QTest::newRow(name) << distance << ground << cover << faces << int(zone) << destroyed << hit
                            << pen << crater << dirty;
    };
    row("B.1 ground strike: the crater", 1, true, false, {}, NuclearZone::PrimaryInner, true, false,
        0, true, true);
    row("B.1 an air burst leaves no crater", 1, false, false, {}, NuclearZone::PrimaryInner, true,
        false, 0, false, true);
    row("B.2 inner half of the primary: destroyed", 5, false, false, {}, NuclearZone::PrimaryInner,
        true, false, 0, false, true);
    row("B.2 outer half of the primary: pen 60", 6, false, false, {}, NuclearZone::PrimaryOuter,
        false, true, 60, false, true);
    row("B.3 secondary: pen 20", 15, false, false, {}, NuclearZone::Secondary, false, true, 20,
        false, true);
    row("B.4 tertiary: 6 hits at pen 5", 30, false, false, {3, 3}, NuclearZone::Tertiary, false,
        true, 5, false, true);
    row("B.4 tertiary: 5 misses", 30, false, false, {2, 3}, NuclearZone::Tertiary, false, false, 0,
        false, true);
    row("B.4 tertiary under cover: 6 - 2 misses", 30, false, true, {3, 3}, NuclearZone::Tertiary,
        false, false, 0, false, true);
    row("B.4 tertiary under cover: 8 - 2 hits", 30, false, true, {4, 4}, NuclearZone::Tertiary,
        false, true, 5, false, true);
    row("outside the tertiary radius", 50, true, false, {}, NuclearZone::Outside, false, false, 0,
        false, false);
}

void TestStrikerSpecialAids::nuclearBursts()
{
    QFETCH(double, distance);
    QFETCH(bool, groundStrike);
    QFETCH(bool, underCover);
    QFETCH(QList<int>, faces);
    QFETCH(int, zone);
    QFETCH(bool, destroyed);
    QFETCH(bool, hit);
    QFETCH(int, penetration);
    QFETCH(bool, impassable);
    QFETCH(bool, contaminated);
    const NuclearEffect effect
        = nuclearEffect(distance, {2, 10, 20, 40}, groundStrike, underCover, faces);
    QCOMPARE(int(effect.zone), zone);
    QCOMPARE(effect.destroyed, destroyed);
    QCOMPARE(effect.hit, hit);
    QCOMPARE(effect.penetration, penetration);
    QCOMPARE(effect.impassable, impassable);
    QCOMPARE(effect.contaminated, contaminated);
    QCOMPARE(effect.roll.has_value(), zone == int(NuclearZone::Tertiary));
    // B.5: thirty minutes of contamination, 10 turns to leave it.
    QCOMPARE(contaminationTurns, 60);
    QCOMPARE(leaveContaminationTurns, 10);
}

void TestStrikerSpecialAids::tertiaryZoneOnTheTable_data()
{
    // Rule 39 B.4 on a flat table, the ruleset option nuclear_tertiary_zone: ring (default),
    // only the ring from the secondary to the tertiary radius rolls for the tertiary hit;
    // whole_disc, a target nearer in rolls for it too. Radii 2/10/20/40 as above.
    QTest::addColumn<QString>("option");
    QTest::addColumn<double>("distance");
    QTest::addColumn<bool>("underCover");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("zone"); // NuclearZone
    QTest::addColumn<bool>("hit");
    QTest::addColumn<int>("penetration");
    QTest::addColumn<bool>("rolls");
    QTest::addColumn<bool>("tertiaryHit");
    auto row = [](const char *name, const char *option, double distance, bool cover,
                  QList<int> faces, NuclearZone zone, bool hit, int pen, bool rolls, bool also) {
        QTest::newRow(name) << QString::fromLatin1(option) << distance << cover << faces
                            << int(zone) << hit << pen << rolls << also;
    };
    row("B.4 ring: the secondary radius makes no tertiary roll", "ring", 15, false, {},
        NuclearZone::Secondary, true, 20, false, false);
    row("B.4 ring: the outer primary makes none", "ring", 6, false, {}, NuclearZone::PrimaryOuter,
        true, 60, false, false);
    row("B.4 whole disc: the secondary radius rolls too, 6 hits", "whole_disc", 15, false, {3, 3},
        NuclearZone::Secondary, true, 20, true, true);
    row("B.4 whole disc: the secondary under cover, 6 - 2 misses", "whole_disc", 15, true, {3, 3},
        NuclearZone::Secondary, true, 20, true, false);
    row("B.4 whole disc: the outer primary rolls too", "whole_disc", 6, false, {5, 1},
        NuclearZone::PrimaryOuter, true, 60, true, true);
    row("B.2 whole disc: the inner primary is destroyed, no roll", "whole_disc", 5, false, {},
        NuclearZone::PrimaryInner, false, 0, false, false);
    row("B.4 whole disc: the ring itself as with ring", "whole_disc", 30, false, {3, 3},
        NuclearZone::Tertiary, true, 5, true, false);
    row("B.4 whole disc: outside the tertiary radius nothing", "whole_disc", 41, false, {},
        NuclearZone::Outside, false, 0, false, false);
    row("an unknown value reads as ring", "sideways", 15, false, {}, NuclearZone::Secondary, true,
        20, false, false);
}

void TestStrikerSpecialAids::tertiaryZoneOnTheTable()
{
    QFETCH(QString, option);
    QFETCH(double, distance);
    QFETCH(bool, underCover);
    QFETCH(QList<int>, faces);
    QFETCH(int, zone);
    QFETCH(bool, hit);
    QFETCH(int, penetration);
    QFETCH(bool, rolls);
    QFETCH(bool, tertiaryHit);
    const NuclearEffect effect = nuclearEffect(distance, {2, 10, 20, 40}, false, underCover, faces,
                                               tertiaryZoneOf(option));
    QCOMPARE(int(effect.zone), zone);
    QCOMPARE(effect.hit, hit);
    QCOMPARE(effect.penetration, penetration);
    QCOMPARE(effect.roll.has_value(), rolls);
    QCOMPARE(effect.tertiaryHit, tertiaryHit);
    // B.5: either way the whole disc out to the tertiary radius is contaminated.
    QCOMPARE(effect.contaminated, distance <= 40);
}

void TestStrikerSpecialAids::tertiaryNumbers_data()
{
    // Rule 39 B.4 "hit on a die roll of 6+", -2 personnel under cover; the dice are the option
    // nuclear_tertiary_dice (2d6 default, 1d6). The areas on the table of radii 2/10/20/40:
    // ring pi (40^2 - 20^2), whole disc pi (40^2 - 5^2) (the inner primary is destroyed), and
    // the contaminated disc pi 40^2 (B.5).
    QTest::addColumn<QString>("zoneOption");
    QTest::addColumn<QString>("diceOption");
    QTest::addColumn<bool>("underCover");
    QTest::addColumn<int>("dice");
    QTest::addColumn<double>("chance");
    QTest::addColumn<double>("rollArea");
    auto row = [](const char *name, const char *zone, const char *dice, bool cover, int n,
                  double chance, double area) {
        QTest::newRow(name) << QString::fromLatin1(zone) << QString::fromLatin1(dice) << cover << n
                            << chance << area;
    };
    row("2D 6+: 26 of 36", "ring", "2d6", false, 2, 26.0 / 36, M_PI * 1200);
    row("2D under cover 8+: 15 of 36", "ring", "2d6", true, 2, 15.0 / 36, M_PI * 1200);
    row("1D 6+: 1 of 6", "ring", "1d6", false, 1, 1.0 / 6, M_PI * 1200);
    row("1D under cover 8+: never", "ring", "1d6", true, 1, 0, M_PI * 1200);
    row("whole disc, 2D", "whole_disc", "2d6", false, 2, 26.0 / 36, M_PI * 1575);
    row("no value: 2D", "ring", "", false, 2, 26.0 / 36, M_PI * 1200);
}

void TestStrikerSpecialAids::tertiaryNumbers()
{
    QFETCH(QString, zoneOption);
    QFETCH(QString, diceOption);
    QFETCH(bool, underCover);
    QFETCH(int, dice);
    QFETCH(double, chance);
    QFETCH(double, rollArea);
    QCOMPARE(tertiaryDiceOf(diceOption), dice);
    QVERIFY(qAbs(tertiaryHitChance(dice, underCover) - chance) < 1e-9);
    const NuclearAreas areas = nuclearAreas({2, 10, 20, 40}, tertiaryZoneOf(zoneOption));
    QVERIFY2(qAbs(areas.tertiaryRollCm2 - rollArea) < 1e-6,
             qPrintable(QString::number(areas.tertiaryRollCm2)));
    QVERIFY(qAbs(areas.contaminatedCm2 - M_PI * 1600) < 1e-6);
}

void TestStrikerSpecialAids::collapsingRounds_data()
{
    // Rule 39 C: a round of pen 60, burst 3, fragmentation 20 that hit; 1D of 1-2 is full.
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("full");
    QTest::addColumn<int>("penetration");
    QTest::addColumn<int>("burst");
    QTest::addColumn<int>("fragmentation");
    QTest::newRow("1: full effect") << 1 << true << 60 << 3 << 20;
    QTest::newRow("2: full effect") << 2 << true << 60 << 3 << 20;
    QTest::newRow("3: pen -24, burst -2, frag -6") << 3 << false << 36 << 1 << 14;
    QTest::newRow("5: pen -40, burst -3, frag -10") << 5 << false << 20 << 0 << 10;
    QTest::newRow("6: pen -48, burst -3, frag -12") << 6 << false << 12 << 0 << 8;
}

void TestStrikerSpecialAids::collapsingRounds()
{
    QFETCH(int, face);
    QFETCH(bool, full);
    QFETCH(int, penetration);
    QFETCH(int, burst);
    QFETCH(int, fragmentation);
    const CollapsingRound round = collapsingRound(face, 60, 3, 20);
    QCOMPARE(round.full, full);
    QCOMPARE(round.penetration, penetration);
    QCOMPARE(round.burst, burst);
    QCOMPARE(round.fragmentation, fragmentation);
    QCOMPARE(round.lines.size(), full ? 0 : 3);
}

void TestStrikerSpecialAids::chemicalRounds_data()
{
    // Rule 65 B: sealed, overpressure or suited: immune; others check morale.
    QTest::addColumn<bool>("immune");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<bool>("lethal");
    QTest::addColumn<int>("result"); // GasResult
    QTest::addColumn<int>("moraleChange");
    QTest::newRow("sealed vehicle: immune")
        << true << QList<int>() << true << int(GasResult::Immune) << 0;
    QTest::newRow("morale 7, rolls 7: masks on, -2")
        << false << QList<int> {3, 4} << true << int(GasResult::Masked) << -2;
    QTest::newRow("morale 7, rolls 8, lethal: dead")
        << false << QList<int> {4, 4} << true << int(GasResult::Dead) << 0;
    QTest::newRow("morale 7, rolls 8, non-lethal: seriously wounded")
        << false << QList<int> {4, 4} << false << int(GasResult::SeriouslyWounded) << 0;
}

void TestStrikerSpecialAids::chemicalRounds()
{
    QFETCH(bool, immune);
    QFETCH(QList<int>, faces);
    QFETCH(bool, lethal);
    QFETCH(int, result);
    QFETCH(int, moraleChange);
    const QList<AidLine> regular {{QStringLiteral("base"), QStringLiteral("Regular"), 7}};
    const GasExposure exposure = gasExposure(immune, regular, faces, lethal);
    QCOMPARE(int(exposure.result), result);
    QCOMPARE(exposure.moraleChange, moraleChange);
    QCOMPARE(exposure.check.has_value(), !immune);
    // 65 A.2: a non-persistent cloud drifts 10 cm a turn.
    QCOMPARE(gasDriftCm(3), 30.0);
}

void TestStrikerSpecialAids::meleeAdvantage_data()
{
    // Rule 57 A.2's example: an elite with a bayonet (range 3) against two regulars, one with
    // a bayonet, one with his rifle as a cudgel (range 2). The book totals the regulars 6 and
    // 5; its rule (skill 2 + range) gives 5 and 4: the rule is what is implemented.
    QTest::addColumn<int>("skill");
    QTest::addColumn<int>("range");
    QTest::addColumn<int>("extraFoes");
    QTest::addColumn<int>("advantage");
    QTest::newRow("elite, bayonet, one extra foe: 6") << 4 << 3 << 1 << 6;
    QTest::newRow("regular, bayonet: 5") << 2 << 3 << 0 << 5;
    QTest::newRow("regular, rifle as a cudgel: 4") << 2 << 2 << 0 << 4;
}

void TestStrikerSpecialAids::meleeAdvantage()
{
    QFETCH(int, skill);
    QFETCH(int, range);
    QFETCH(int, extraFoes);
    QFETCH(int, advantage);
    MeleeFighter fighter;
    fighter.skill = skill;
    fighter.range = range;
    fighter.extraFoes = extraFoes;
    QCOMPARE(strikeraids::meleeAdvantage(fighter), advantage);
    QCOMPARE(meleeRounds(false), 1);
    QCOMPARE(meleeRounds(true), 2);
}

void TestStrikerSpecialAids::meleeHitAndDamage_data()
{
    // Rule 57 A.3 and A.4's examples: a regular with a bayonet (skill 2, hit DM 0) against an
    // elite with a bayonet (skill 4, defense DM 1) in a flak jacket (armour 4).
    QTest::addColumn<QList<int>>("hitFaces");
    QTest::addColumn<int>("lightWounds");
    QTest::addColumn<bool>("defenderFired");
    QTest::addColumn<int>("hitTotal");
    QTest::addColumn<bool>("hits");
    QTest::addColumn<QList<int>>("damageFaces");
    QTest::addColumn<int>("damage");
    QTest::newRow("A.3 rolls 10: 7 exactly, a hit; A.4 rolls 7: 6, no effect")
        << QList<int> {5, 5} << 0 << false << 7 << true << QList<int> {3, 4} << 6;
    QTest::newRow("one light wound: -1 to hit")
        << QList<int> {5, 5} << 1 << false << 6 << false << QList<int> {3, 4} << 6;
    QTest::newRow("two light wounds: -1 to damage too")
        << QList<int> {6, 6} << 2 << false << 7 << true << QList<int> {3, 4} << 5;
    QTest::newRow("the elite fired last round: defends at 0")
        << QList<int> {2, 3} << 0 << true << 7 << true << QList<int> {3, 4} << 6;
}

void TestStrikerSpecialAids::meleeHitAndDamage()
{
    QFETCH(QList<int>, hitFaces);
    QFETCH(int, lightWounds);
    QFETCH(bool, defenderFired);
    QFETCH(int, hitTotal);
    QFETCH(bool, hits);
    QFETCH(QList<int>, damageFaces);
    QFETCH(int, damage);
    MeleeFighter regular;
    regular.skill = 2;
    regular.range = 3;
    regular.penetration = 3;
    regular.defenseDm = 1;
    regular.lightWounds = lightWounds;
    MeleeFighter elite;
    elite.skill = 4;
    elite.range = 3;
    elite.defenseDm = 1;
    elite.armour = 4;
    elite.firedLastRound = defenderFired;
    const AidRoll hit = meleeHit(hitFaces, regular, elite);
    QCOMPARE(hit.total, hitTotal);
    QCOMPARE(hit.target, meleeHitOn);
    QCOMPARE(hit.success, hits);
    const MeleeDamage result = meleeDamage(damageFaces, regular, elite);
    QCOMPARE(result.total, damage);
    QCOMPARE(result.knownNoEffect, damage == 6);
}

QTEST_GUILESS_MAIN(TestStrikerSpecialAids)
#include "tst_strikerspecialaids.moc"
