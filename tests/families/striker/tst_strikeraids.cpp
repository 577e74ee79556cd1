// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's referee aids (validation/families/striker/rules/strikeraids.h) pinned to the
// advanced book: the tables read like the rule they test, and the text's worked examples are
// rows of their own (the sheaf example of rule 36 C.2, the variable sheaf of rule 59, the
// scatterable minefield of rule 55, the surprised driver of rule 54 C, the recruit of rule 71,
// the horizon table of rule 53 A). The drone, nuclear, gas and melee aids are
// tst_strikerspecialaids's.

#include "families/striker/rules/strikeraids.h"

#include <QtTest>

#include <cmath>

using namespace hexwright;
using namespace hexwright::strikeraids;

Q_DECLARE_METATYPE(hexwright::strikeraids::Sheaf)
Q_DECLARE_METATYPE(hexwright::strikeraids::SpottedKind)
Q_DECLARE_METATYPE(hexwright::strikeraids::Minefield)

class TestStrikerAids : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sheaves_data();
    void sheaves();
    void normalSheafIsASquareOfTheRounds();
    void pointDefenseAgainstIndirectFire_data();
    void pointDefenseAgainstIndirectFire();
    // Rule 36 C.1's example reads DMs its rule does not give (rule option
    // point_defense_example).
    // Rules 46 and 47 on passive IR (rule option passive_ir_range).
    void passiveIrRangeByTheOption_data();
    void passiveIrRangeByTheOption();
    void pointDefenseAsTheExampleReads_data();
    void pointDefenseAsTheExampleReads();
    void dampersRollMoreDice_data();
    void dampersRollMoreDice();
    void bombing_data();
    void bombing();
    void mrlReload_data();
    void mrlReload();
    void minefields_data();
    void minefields();
    void gettingStuck_data();
    void gettingStuck();
    void stuckRollDiceByTheOption_data();
    void stuckRollDiceByTheOption();
    void horizonTable_data();
    void horizonTable();
    void spottingLimits_data();
    void spottingLimits();
    void spottingAndLocationModifiers();
    void radarAgainstEcm_data();
    void radarAgainstEcm();
    void moraleByTheMarginOfFailure_data();
    void moraleByTheMarginOfFailure();
    void moraleTerms_data();
    void moraleTerms();
    void experience_data();
    void experience();
    void aircraftDamage_data();
    void aircraftDamage();
    void halfPenetrationByTheOption_data();
    void halfPenetrationByTheOption();
    void engineersSupervise_data();
    void engineersSupervise();
    void criticalHits_data();
    void criticalHits();
};

void TestStrikerAids::sheaves_data()
{
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("normalRounds");
    QTest::addColumn<Sheaf>("sheaf");
    // Rule 36 C.2's example: 60 rounds on a beaten zone of a normal sheaf of 25.
    QTest::newRow("60 of 25: converged") << 60 << 25 << Sheaf::Converged;
    QTest::newRow("11 shot down, 49: normal") << 49 << 25 << Sheaf::Normal;
    QTest::newRow("36 shot down, 24: dispersed") << 24 << 25 << Sheaf::Dispersed;
    QTest::newRow("48 shot down, 12: scattered") << 12 << 25 << Sheaf::Scattered;
    QTest::newRow("all shot down: none") << 0 << 25 << Sheaf::None;
    // The limits: twice R, R, half R.
    QTest::newRow("exactly 2R: converged") << 50 << 25 << Sheaf::Converged;
    QTest::newRow("exactly R: normal") << 25 << 25 << Sheaf::Normal;
    QTest::newRow("13 of 25 is half or more: dispersed") << 13 << 25 << Sheaf::Dispersed;
    QTest::newRow("exactly half of 24: dispersed") << 12 << 24 << Sheaf::Dispersed;
}

void TestStrikerAids::sheaves()
{
    QFETCH(int, rounds);
    QFETCH(int, normalRounds);
    QFETCH(Sheaf, sheaf);
    QCOMPARE(sheafOf(rounds, normalRounds), sheaf);
}

void TestStrikerAids::normalSheafIsASquareOfTheRounds()
{
    // Rule 59: 100 rounds of 1 cm burst make a normal sheaf 10 cm by 10 cm.
    QCOMPARE(normalSheafSide(100, 1), 10.0);
    QCOMPARE(normalSheafSide(25, 2), 10.0);
    QCOMPARE(normalSheafSide(0, 2), 0.0);
}

void TestStrikerAids::pointDefenseAgainstIndirectFire_data()
{
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("pdTl");
    QTest::addColumn<int>("roundTl");
    QTest::addColumn<bool>("mrl");
    QTest::addColumn<int>("rounds");
    QTest::addColumn<int>("killed");
    QTest::addColumn<Sheaf>("after");
    // Rule 36 C.1's example rolls 3 and 5 at +2: 12 rounds. The rule gives +2 only to a
    // weapon two tech levels above the round (the example says TL10 against TL10).
    QTest::newRow("3 and 5 at +2: 12")
        << QList<int> {3, 5} << 12 << 10 << false << 60 << 12 << Sheaf::Normal;
    // Its second mission reads -3, and no die goes below 0: 1, 3, 4 give 0, 0, 1 (the
    // example says 3; the rule is implemented).
    QTest::newRow("1, 3, 4 at -3: 1")
        << QList<int> {1, 3, 4} << 12 << 15 << false << 60 << 1 << Sheaf::Converged;
    QTest::newRow("TL10 against TL15: -5, nothing")
        << QList<int> {1, 3, 4} << 10 << 15 << false << 60 << 0 << Sheaf::Converged;
    // Rule 36 C.2's example from 60 rounds on R = 25.
    QTest::newRow("11 destroyed: normal")
        << QList<int> {5, 6} << 10 << 10 << false << 60 << 11 << Sheaf::Normal;
    QTest::newRow("36 destroyed: dispersed")
        << QList<int> {6, 6, 6, 6, 6, 6} << 10 << 10 << false << 60 << 36 << Sheaf::Dispersed;
    QTest::newRow("48 destroyed: scattered")
        << QList<int> {6, 6, 6, 6, 6, 6, 6, 6} << 10 << 10 << false << 60 << 48 << Sheaf::Scattered;
    // Rule 35 D: against MRL rounds the rounds destroyed are halved, fractions up.
    QTest::newRow("MRL: 7 destroyed halve to 4")
        << QList<int> {3, 4} << 10 << 10 << true << 60 << 4 << Sheaf::Converged;
    QTest::newRow("everything destroyed")
        << QList<int> {6, 6} << 11 << 10 << false << 10 << 14 << Sheaf::None;
}

void TestStrikerAids::pointDefenseAgainstIndirectFire()
{
    QFETCH(QList<int>, faces);
    QFETCH(int, pdTl);
    QFETCH(int, roundTl);
    QFETCH(bool, mrl);
    QFETCH(int, rounds);
    QFETCH(int, killed);
    QFETCH(Sheaf, after);
    const PointDefenseFire fire = pointDefense(faces, pdTl, roundTl, mrl, rounds, 25);
    QCOMPARE(fire.killed, killed);
    QCOMPARE(fire.roundsAfter, std::max(0, rounds - killed));
    QCOMPARE(fire.after, after);
    for (int die : fire.dice)
        QVERIFY(die >= 0);
    QCOMPARE(fire.dm, pdTl - roundTl);
}

void TestStrikerAids::passiveIrRangeByTheOption_data()
{
    QTest::addColumn<bool>("night");
    QTest::addColumn<QString>("option");
    QTest::addColumn<double>("share");
    QTest::newRow("rule 46: half by day") << false << QStringLiteral("half_by_day") << 0.5;
    QTest::newRow("rule 47: all of it at night") << true << QStringLiteral("half_by_day") << 1.0;
    QTest::newRow("full: by day too") << false << QStringLiteral("full") << 1.0;
    QTest::newRow("full: at night") << true << QStringLiteral("full") << 1.0;
}

void TestStrikerAids::passiveIrRangeByTheOption()
{
    QFETCH(bool, night);
    QFETCH(QString, option);
    QFETCH(double, share);
    QCOMPARE(passiveIrRange(night, option), share);
}

void TestStrikerAids::pointDefenseAsTheExampleReads_data()
{
    QTest::addColumn<bool>("example");
    QTest::addColumn<int>("roundTl");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("dm");
    QTest::addColumn<int>("killed");
    // Rule 36 C.1's example: a TL10 weapon, 3 and 5 against a TL10 mission at +2 shoot down
    // 12; 1, 3 and 4 against a TL15 mission at -3. The rule gives 0 and -5.
    QTest::newRow("the rule, TL10 mission") << false << 10 << QList<int> {3, 5} << 0 << 8;
    QTest::newRow("the example, TL10 mission: 12") << true << 10 << QList<int> {3, 5} << 2 << 12;
    QTest::newRow("the rule, TL15 mission") << false << 15 << QList<int> {1, 3, 4} << -5 << 0;
    QTest::newRow("the example, TL15 mission at -3")
        << true << 15 << QList<int> {1, 3, 4} << -3 << 1;
}

void TestStrikerAids::pointDefenseAsTheExampleReads()
{
    QFETCH(bool, example);
    QFETCH(int, roundTl);
    QFETCH(QList<int>, faces);
    QFETCH(int, dm);
    QFETCH(int, killed);
    const PointDefenseFire fire = pointDefense(faces, 10, roundTl, false, 60, 25, example);
    QCOMPARE(fire.dm, dm);
    QCOMPARE(fire.killed, killed);
}

void TestStrikerAids::dampersRollMoreDice_data()
{
    QTest::addColumn<int>("damperTl");
    QTest::addColumn<int>("dice");
    QTest::newRow("point defense 3D") << 0 << 3;
    QTest::newRow("damper TL13: as point defense") << 13 << 3;
    QTest::newRow("damper TL14: twice") << 14 << 6;
    QTest::newRow("damper TL15: three times") << 15 << 9;
}

void TestStrikerAids::dampersRollMoreDice()
{
    QFETCH(int, damperTl);
    QFETCH(int, dice);
    QCOMPARE(pointDefenseDice(3, damperTl), dice);
}

void TestStrikerAids::bombing_data()
{
    QTest::addColumn<int>("bombs");
    QTest::addColumn<bool>("dive");
    QTest::addColumn<int>("sizeBombs");
    QTest::addColumn<Sheaf>("sheaf");
    QTest::addColumn<int>("deviationDm");
    QTest::newRow("5 bombs, level") << 5 << false << 5 << Sheaf::Normal << 8;
    QTest::newRow("more than 9: a sheaf of 9") << 12 << false << 9 << Sheaf::Normal << 8;
    QTest::newRow("18 or more: converged") << 18 << false << 9 << Sheaf::Converged << 8;
    QTest::newRow("dive: +14") << 4 << true << 4 << Sheaf::Normal << 14;
}

void TestStrikerAids::bombing()
{
    QFETCH(int, bombs);
    QFETCH(bool, dive);
    QFETCH(int, sizeBombs);
    QFETCH(Sheaf, sheaf);
    QFETCH(int, deviationDm);
    const BombRun run = bombRun(bombs, dive);
    QCOMPARE(run.sizeBombs, sizeBombs);
    QCOMPARE(run.sheaf, sheaf);
    QCOMPARE(run.deviationDm, deviationDm);
    QCOMPARE(run.rerollDirection10to12, !dive);
}

void TestStrikerAids::mrlReload_data()
{
    QTest::addColumn<bool>("spare");
    QTest::addColumn<int>("crew");
    QTest::addColumn<int>("turns"); // -1: cannot reload
    QTest::newRow("full crew: 20 turns") << false << 4 << 20;
    QTest::newRow("spare rockets aboard: 10") << true << 4 << 10;
    QTest::newRow("under-crewed: doubled") << false << 3 << 40;
    QTest::newRow("half crew: still doubled") << true << 2 << 20;
    QTest::newRow("below half crew: none") << false << 1 << -1;
}

void TestStrikerAids::mrlReload()
{
    QFETCH(bool, spare);
    QFETCH(int, crew);
    QFETCH(int, turns);
    QCOMPARE(mrlReloadTurns(spare, crew, 4).value_or(-1), turns);
}

void TestStrikerAids::minefields_data()
{
    QTest::addColumn<Minefield>("kind");
    QTest::addColumn<double>("crossedMm");
    QTest::addColumn<int>("increments");
    QTest::addColumn<int>("attacks");
    QTest::addColumn<int>("target");
    QTest::newRow("laid field 2 mm deep: one attack at 7+")
        << Minefield::Laid << 2.0 << 1 << 1 << 7;
    QTest::newRow("laid, 1 cm crossed: 5 attacks") << Minefield::Laid << 10.0 << 1 << 5 << 7;
    QTest::newRow("laid, 3 mm: the part makes none") << Minefield::Laid << 3.0 << 1 << 1 << 7;
    QTest::newRow("scatterable, 1 cm at 10+") << Minefield::Scatterable << 10.0 << 1 << 1 << 10;
    // Rule 55: three times the required rounds, the roll is effectively 8+.
    QTest::newRow("scatterable, three times the rounds: 8+")
        << Minefield::Scatterable << 30.0 << 3 << 3 << 8;
}

void TestStrikerAids::minefields()
{
    QFETCH(Minefield, kind);
    QFETCH(double, crossedMm);
    QFETCH(int, increments);
    QFETCH(int, attacks);
    QFETCH(int, target);
    const MineCrossing crossing = mineCrossing(kind, crossedMm, increments);
    QCOMPARE(crossing.attacks, attacks);
    QCOMPARE(crossing.target, target);
    // The first line is the roll needed, not a modifier; each increment beyond the first
    // lowers it by one.
    QVERIFY(!crossing.lines.isEmpty() && crossing.lines.first().threshold);
    int needed = int(crossing.lines.first().value);
    for (const AidLine &line : crossing.lines.mid(1))
        needed += int(line.value);
    QCOMPARE(needed, target);
    // Each attack hits at its target or more.
    QCOMPARE(hitsOf({6, 7, 8, 12}, 8), 2);
    QCOMPARE(hitsOf({6, 7, 8, 12}, 7), 3);
}

void TestStrikerAids::gettingStuck_data()
{
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("stuckOn");
    QTest::addColumn<int>("groundPressure");
    QTest::addColumn<bool>("wheeled");
    QTest::addColumn<bool>("lowPressure");
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("stuck");
    QTest::newRow("mud 16+: 9 + GP 6 + wheeled")
        << QList<int> {4, 5} << 16 << 6 << true << false << 16 << true;
    QTest::newRow("soft ground 18+: same roll")
        << QList<int> {4, 5} << 18 << 6 << true << false << 16 << false;
    QTest::newRow("tracked in mud")
        << QList<int> {4, 5} << 16 << 6 << false << false << 15 << false;
    QTest::newRow("low ground pressure never sticks")
        << QList<int> {6, 6} << 16 << 9 << true << true << 0 << false;
}

void TestStrikerAids::gettingStuck()
{
    QFETCH(QList<int>, faces);
    QFETCH(int, stuckOn);
    QFETCH(int, groundPressure);
    QFETCH(bool, wheeled);
    QFETCH(bool, lowPressure);
    QFETCH(int, total);
    QFETCH(bool, stuck);
    const AidRoll roll = stuckRoll(faces, stuckOn, groundPressure, wheeled, lowPressure);
    QCOMPARE(roll.total, total);
    QCOMPARE(roll.success, stuck);
}

void TestStrikerAids::stuckRollDiceByTheOption_data()
{
    // Rule 60 A names 16+ and 18+ but no dice: the option stuck_roll_dice.
    QTest::addColumn<QString>("option");
    QTest::addColumn<int>("dice");
    QTest::newRow("2d6, the default") << "2d6" << 2;
    QTest::newRow("3d6") << "3d6" << 3;
    QTest::newRow("no value: the default") << "" << 2;
}

void TestStrikerAids::stuckRollDiceByTheOption()
{
    QFETCH(QString, option);
    QFETCH(int, dice);
    QCOMPARE(stuckRollDice(option), dice);
    // Three dice in mud: 5 + 5 + 3 = 13, + ground pressure 3 = 16, stuck; the same pressure
    // can never reach 16 on two dice (12 + 3).
    if (dice == 3) {
        const AidRoll roll = stuckRoll({5, 5, 3}, 16, 3, false, false);
        QCOMPARE(roll.total, 16);
        QVERIFY(roll.success);
    } else {
        QVERIFY(!stuckRoll({6, 6}, 16, 3, false, false).success);
    }
}

void TestStrikerAids::horizonTable_data()
{
    QTest::addColumn<int>("radiusKm");
    QTest::addColumn<int>("cm");
    // Rule 53 A's table: the horizon in cm by world radius (size code).
    QTest::newRow("800 (1)") << 800 << 179;
    QTest::newRow("1600 (2)") << 1600 << 253;
    QTest::newRow("2400 (3)") << 2400 << 310;
    QTest::newRow("3200 (4)") << 3200 << 358;
    QTest::newRow("4000 (5)") << 4000 << 400;
    QTest::newRow("4800 (6)") << 4800 << 438;
    QTest::newRow("5600 (7)") << 5600 << 473;
    QTest::newRow("6400 (8)") << 6400 << 506;
    QTest::newRow("7200 (9)") << 7200 << 537;
    QTest::newRow("8000 (A)") << 8000 << 566;
}

void TestStrikerAids::horizonTable()
{
    // The formula with a man of average height (2 m of altitudes) gives the table.
    QFETCH(int, radiusKm);
    QFETCH(int, cm);
    QCOMPARE(int(std::lround(horizonCm(radiusKm, averageAltitudesM))), cm);
    // Higher spotters see farther.
    QVERIFY(horizonCm(radiusKm, 50) > horizonCm(radiusKm, averageAltitudesM));
}

void TestStrikerAids::spottingLimits_data()
{
    QTest::addColumn<SpottedKind>("kind");
    QTest::addColumn<double>("night");
    QTest::addColumn<double>("weather");
    QTest::addColumn<bool>("lightAmplification");
    QTest::addColumn<double>("horizon");
    QTest::addColumn<double>("maxCm");
    QTest::addColumn<bool>("horizonCaps");
    QTest::newRow("night 0.5: stationary soldier 50 cm")
        << SpottedKind::StationarySoldier << 0.5 << 1.0 << false << 400.0 << 50.0 << false;
    QTest::newRow("light amplification doubles the multiple")
        << SpottedKind::StationarySoldier << 0.5 << 1.0 << true << 400.0 << 100.0 << false;
    QTest::newRow("moving vehicle, night 0.25 in rain 0.25")
        << SpottedKind::MovingVehicle << 0.25 << 0.25 << false << 400.0 << 25.0 << false;
    QTest::newRow("light amplification fails in rain")
        << SpottedKind::MovingVehicle << 0.25 << 0.25 << true << 400.0 << 25.0 << false;
    QTest::newRow("the horizon caps the night range")
        << SpottedKind::MovingVehicle << 0.5 << 1.0 << true << 179.0 << 179.0 << true;
    QTest::newRow("by day: the horizon") << SpottedKind::StationaryVehicleOrMovingSoldier << 0.0
                                         << 0.5 << false << 358.0 << 358.0 << true;
}

void TestStrikerAids::spottingLimits()
{
    QFETCH(SpottedKind, kind);
    QFETCH(double, night);
    QFETCH(double, weather);
    QFETCH(bool, lightAmplification);
    QFETCH(double, horizon);
    QFETCH(double, maxCm);
    QFETCH(bool, horizonCaps);
    const SpottingLimit limit = spottingLimit(kind, night, weather, lightAmplification, horizon);
    QVERIFY(limit.maxCm.has_value());
    QCOMPARE(*limit.maxCm, maxCm);
    QCOMPARE(limit.horizonCaps, horizonCaps);
}

void TestStrikerAids::spottingAndLocationModifiers()
{
    // Rule 80: +1 per level of Recon to spot, -1 per 2 levels to be spotted; rule 38: a drone
    // vehicle spots at -1.
    QCOMPARE(sumOf(spottingModifiers(2, 3, false)), 2 - 1);
    QCOMPARE(sumOf(spottingModifiers(0, 4, true)), -2 - 1);
    QCOMPARE(spottingModifiers(0, 1, false).size(), 0);
    // Rule 51: +2 per extra turn from the same spot, +1 per extra method.
    QCOMPARE(sumOf(locationModifiers(2, 1)), 5);
    QCOMPARE(sumOf(locationModifiers(0, 0)), 0);
}

void TestStrikerAids::radarAgainstEcm_data()
{
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<bool>("extensive");
    QTest::addColumn<int>("radarTl");
    QTest::addColumn<int>("ecmTl");
    QTest::addColumn<int>("total");
    QTest::addColumn<int>("target");
    QTest::addColumn<bool>("detected");
    QTest::newRow("basic ECM, same TL: 7+")
        << QList<int> {3, 4} << false << 10 << 10 << 7 << 7 << true;
    QTest::newRow("extensive ECM: 10+")
        << QList<int> {4, 5} << true << 10 << 10 << 9 << 10 << false;
    QTest::newRow("ECM 2 TLs higher: -2")
        << QList<int> {5, 6} << true << 10 << 12 << 9 << 10 << false;
    QTest::newRow("radar 1 TL higher: +4")
        << QList<int> {1, 5} << true << 11 << 10 << 10 << 10 << true;
}

void TestStrikerAids::radarAgainstEcm()
{
    QFETCH(QList<int>, faces);
    QFETCH(bool, extensive);
    QFETCH(int, radarTl);
    QFETCH(int, ecmTl);
    QFETCH(int, total);
    QFETCH(int, target);
    QFETCH(bool, detected);
    const AidRoll roll = radarDetection(faces, extensive, radarTl, ecmTl);
    QCOMPARE(roll.total, total);
    QCOMPARE(roll.target, target);
    QCOMPARE(roll.success, detected);
}

void TestStrikerAids::moraleByTheMarginOfFailure_data()
{
    QTest::addColumn<int>("morale");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<int>("failedBy");
    QTest::addColumn<int>("preparation");
    QTest::addColumn<int>("begins");
    QTest::addColumn<int>("ready");
    QTest::addColumn<int>("acts");
    // Rule 54 C's example: a crew of morale 10 with a regular driver rolls 12: it starts the
    // engine on turn 3, has it running at the end of turn 6 and moves on turn 7.
    QTest::newRow("morale 10 rolls 12, regular driver")
        << 10 << QList<int> {6, 6} << 2 << powerUpTurns(QStringLiteral("regular")) << 3 << 6 << 7;
    QTest::newRow("passes at its morale, elite driver")
        << 10 << QList<int> {4, 6} << 0 << powerUpTurns(QStringLiteral("elite")) << 1 << 2 << 3;
    QTest::newRow("recruit stand, low initiative, fails by 5")
        << 4 << QList<int> {3, 6} << 5 << armingTurns(Initiative::Low) << 6 << 8 << 9;
}

void TestStrikerAids::moraleByTheMarginOfFailure()
{
    QFETCH(int, morale);
    QFETCH(QList<int>, faces);
    QFETCH(int, failedBy);
    QFETCH(int, preparation);
    QFETCH(int, begins);
    QFETCH(int, ready);
    QFETCH(int, acts);
    const MoraleCheck check
        = moraleCheck({{QStringLiteral("base"), QString(), double(morale)}}, faces);
    QCOMPARE(check.failedBy, failedBy);
    QCOMPARE(check.passed, failedBy == 0);
    const SurpriseTimeline timeline = surpriseTimeline(check.failedBy, preparation);
    QCOMPARE(timeline.beginsOnTurn, begins);
    QCOMPARE(timeline.readyAtEndOfTurn, ready);
    QCOMPARE(timeline.actsOnTurn, acts);
}

void TestStrikerAids::moraleTerms_data()
{
    QTest::addColumn<QString>("quality");
    QTest::addColumn<int>("humanMorale");
    QTest::addColumn<int>("race");
    QTest::addColumn<bool>("leader");
    QTest::addColumn<int>("morale");
    QTest::newRow("human regular") << QStringLiteral("regular") << 7 << 0 << false << 7;
    QTest::newRow("human regular, led: +1") << QStringLiteral("regular") << 7 << 0 << true << 8;
    QTest::newRow("Aslan veteran: +2") << QStringLiteral("veteran") << 10 << 1 << false << 12;
    QTest::newRow("Vargr recruit: 2") << QStringLiteral("recruit") << 4 << 2 << false << 2;
    QTest::newRow("Vargr elite, led: 15 + 2") << QStringLiteral("elite") << 13 << 2 << true << 17;
}

void TestStrikerAids::moraleTerms()
{
    QFETCH(QString, quality);
    QFETCH(int, humanMorale);
    QFETCH(int, race);
    QFETCH(bool, leader);
    QFETCH(int, morale);
    MoraleSituation situation;
    situation.quality = quality;
    situation.humanMorale = humanMorale;
    situation.race = MoraleRace(race);
    situation.leader = leader;
    QCOMPARE(sumOf(strikeraids::moraleTerms(situation)), morale);
    // The supplement's modifiers: short of medics, no hot meal, protective gear.
    situation.medicShortfall = 2;
    situation.noHotMeal = true;
    situation.chemicalProtection = true;
    QCOMPARE(sumOf(strikeraids::moraleTerms(situation)), morale - 5);
    // A raw Mercenary recruit is 3 until trained.
    MoraleSituation raw;
    raw.quality = QStringLiteral("recruit");
    raw.humanMorale = 4;
    raw.rawRecruit = true;
    QCOMPARE(sumOf(strikeraids::moraleTerms(raw)), 3);
}

void TestStrikerAids::experience_data()
{
    QTest::addColumn<int>("morale");
    QTest::addColumn<int>("battles");
    QTest::addColumn<int>("after");
    // Rule 71's example: a recruit (4) who survives 3 battles is a regular (7); after 6 more
    // a veteran (10).
    QTest::newRow("recruit, 3 battles") << 4 << 3 << 7;
    QTest::newRow("recruit, 9 battles") << 4 << 9 << 10;
    QTest::newRow("regular, 1 battle: no change yet") << 7 << 1 << 7;
    QTest::newRow("veteran, 4 battles: +1") << 10 << 4 << 11;
    QTest::newRow("elite, 8 battles: +1") << 13 << 8 << 14;
}

void TestStrikerAids::experience()
{
    QFETCH(int, morale);
    QFETCH(int, battles);
    QFETCH(int, after);
    QCOMPARE(moraleAfterBattles(morale, battles, {4, 7, 10, 13}), after);
}

void TestStrikerAids::aircraftDamage_data()
{
    QTest::addColumn<int>("damage");
    QTest::addColumn<int>("tenths");
    QTest::addColumn<int>("maxSpeed");
    QTest::addColumn<int>("agility");
    QTest::addColumn<bool>("crashes");
    // 40 damage points, maximum speed 50 (minimum 30), agility 3: each 10% costs 5 and 1.
    QTest::newRow("under 10%: nothing") << 3 << 0 << 50 << 3 << false;
    QTest::newRow("20%: -10 speed, -2 agility") << 9 << 2 << 40 << 1 << false;
    QTest::newRow("50%: below its minimum, crashes") << 20 << 5 << 25 << 0 << true;
}

void TestStrikerAids::aircraftDamage()
{
    QFETCH(int, damage);
    QFETCH(int, tenths);
    QFETCH(int, maxSpeed);
    QFETCH(int, agility);
    QFETCH(bool, crashes);
    const AircraftDamage state = strikeraids::aircraftDamage(40, damage, 50, 30, 3);
    QCOMPARE(state.tenths, tenths);
    QCOMPARE(state.maxSpeed, maxSpeed);
    QCOMPARE(state.agility, agility);
    QCOMPARE(state.crashes, crashes);
    QCOMPARE(state.criticalRolls, tenths);
    // A hit does half its penetration, HE its full; an extra hit at most 8.
    QCOMPARE(aircraftHitDamage(15, false, false), 7.0);
    QCOMPARE(aircraftHitDamage(15, true, false), 15.0);
    QCOMPARE(aircraftHitDamage(15, true, true), 8.0);
}

void TestStrikerAids::halfPenetrationByTheOption_data()
{
    // Rule 62 E: half the penetration, HE its full, an extra hit at most 8; the rounding of
    // the half is the option aircraft_half_penetration.
    QTest::addColumn<QString>("option");
    QTest::addColumn<int>("penetration");
    QTest::addColumn<bool>("he");
    QTest::addColumn<bool>("extraHit");
    QTest::addColumn<double>("damage");
    QTest::newRow("round_down: 15 does 7") << "round_down" << 15 << false << false << 7.0;
    QTest::newRow("round_up: 15 does 8") << "round_up" << 15 << false << false << 8.0;
    QTest::newRow("keep_halves: 15 does 7.5") << "keep_halves" << 15 << false << false << 7.5;
    QTest::newRow("even penetration: 14 does 7 read any way")
        << "round_up" << 14 << false << false << 7.0;
    QTest::newRow("HE: the full 15 whatever the rounding")
        << "keep_halves" << 15 << true << false << 15.0;
    QTest::newRow("keep_halves, extra hit: 21 does 10.5, at most 8")
        << "keep_halves" << 21 << false << true << 8.0;
    QTest::newRow("no value: the default, rounded down") << "" << 15 << false << false << 7.0;
}

void TestStrikerAids::halfPenetrationByTheOption()
{
    QFETCH(QString, option);
    QFETCH(int, penetration);
    QFETCH(bool, he);
    QFETCH(bool, extraHit);
    QFETCH(double, damage);
    QCOMPARE(aircraftHitDamage(penetration, he, extraHit, halfPenetration(option)), damage);
}

void TestStrikerAids::engineersSupervise_data()
{
    // Rule 55 A: each engineer supervises ten; without one, reinforcing takes twice the time.
    QTest::addColumn<double>("workers");
    QTest::addColumn<int>("engineers");
    QTest::addColumn<double>("share");
    QTest::newRow("20 men, 1 engineer: 9 of 20 unsupervised") << 20.0 << 1 << 0.45;
    QTest::newRow("11 men, 1 engineer: all supervised") << 11.0 << 1 << 0.0;
    QTest::newRow("22 men, 2 engineers: all supervised") << 22.0 << 2 << 0.0;
    QTest::newRow("no engineer: none supervised") << 20.0 << 0 << 1.0;
    QTest::newRow("an engineer, the men not known: all supervised") << 0.0 << 1 << 0.0;
}

void TestStrikerAids::engineersSupervise()
{
    QFETCH(double, workers);
    QFETCH(int, engineers);
    QFETCH(double, share);
    QCOMPARE(unsupervisedShare(workers, engineers, 10), share);
}

void TestStrikerAids::criticalHits_data()
{
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("critical");
    QTest::addColumn<QString>("result");
    QTest::newRow("1: crew") << 1 << false << QStringLiteral("Crew");
    QTest::newRow("3: electronics") << 3 << false << QStringLiteral("Electronics");
    QTest::newRow("5: flight") << 5 << true << QStringLiteral("Flight");
    QTest::newRow("6: catastrophic") << 6 << true << QStringLiteral("Catastrophic");
}

void TestStrikerAids::criticalHits()
{
    QFETCH(int, face);
    QFETCH(bool, critical);
    QFETCH(QString, result);
    QCOMPARE(isCritical(face), critical);
    QVERIFY(criticalResult(face).startsWith(result));
}

QTEST_GUILESS_MAIN(TestStrikerAids)
#include "tst_strikeraids.moc"
