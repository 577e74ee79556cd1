// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's combat referee aids (validation/families/striker/rules/strikeraids_combat.h) pinned
// to the advanced book: ammunition use and transfer (rule 43) and the basic load (68 D), tac
// missile launchers (37) and missiles at aircraft (64, its example), pilot fire and dogfights
// (62 B, D), explosives (56, its tamping example) and breaching charges (55 C), encumbrance
// (42) and animals (45, its example); and the Referee Aids window has their pages.

#include "document/scenariodocument.h"
#include "families/striker/refereeaids.h"
#include "families/striker/rules/strikeraids_combat.h"
#include "refereeaidstestsupport.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabWidget>
#include <QtTest>

#include <memory>

using namespace hexwright;
using namespace hexwright::strikeraids;

class TestStrikerCombatAids : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void autofireTable_data();
    void autofireTable();
    void ammunitionUse_data();
    void ammunitionUse();
    void ammunitionTransfer_data();
    void ammunitionTransfer();
    void launchers_data();
    void launchers();
    void loaders_data();
    void loaders();
    void missilesAtAircraft_data();
    void missilesAtAircraft();
    void dogfightAdvantage_data();
    void dogfightAdvantage();
    void dogfightFire_data();
    void dogfightFire();
    void pilotFire_data();
    void pilotFire();
    void charges_data();
    void charges();
    void emplacement_data();
    void emplacement();
    void fragmentation_data();
    void fragmentation();
    void bangalore_data();
    void bangalore();
    void encumbrance_data();
    void encumbrance();
    void animals_data();
    void animals();
    void theWindowHasTheCombatPages();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestStrikerCombatAids::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    testsupport::useTestSettings("tst_strikercombataids");
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
}

void TestStrikerCombatAids::autofireTable_data()
{
    // Rule 43 A.2: the autofire bonus's rounds per phase; none outside +2 to +9.
    QTest::addColumn<int>("dm");
    QTest::addColumn<int>("rounds"); // -1: not on the table
    const QList<std::pair<int, int>> table {{1, -1},  {2, 20},  {3, 40},   {4, 80},   {5, 160},
                                            {6, 320}, {7, 640}, {8, 1280}, {9, 2560}, {10, -1}};
    for (const auto &[dm, rounds] : table)
        QTest::addRow("+%d", dm) << dm << rounds;
}

void TestStrikerCombatAids::autofireTable()
{
    QFETCH(int, dm);
    QFETCH(int, rounds);
    QCOMPARE(autofireRoundsPerPhase(dm).value_or(-1), rounds);
}

void TestStrikerCombatAids::ammunitionUse_data()
{
    QTest::addColumn<int>("kind"); // AmmoKind
    QTest::addColumn<int>("rof");
    QTest::addColumn<int>("magazine");
    QTest::addColumn<int>("autofireDm");
    QTest::addColumn<int>("aboard");
    QTest::addColumn<int>("phases");
    QTest::addColumn<int>("perPhase");
    QTest::addColumn<int>("spent");
    QTest::addColumn<int>("phasesLeft");
    QTest::addColumn<int>("basicLoad");
    auto row = [](const char *name, AmmoKind k, int rof, int mag, int dm, int aboard, int phases,
                  int per, int spent, int left, int basic) {
        QTest::newRow(name) << int(k) << rof << mag << dm << aboard << phases << per << spent
                            << left << basic;
    };
    // 43 A.1: half a magazine a shot, a full one on automatic fire, half a revolver's cylinder.
    row("43 A.1 rifle, 20-round magazine", AmmoKind::SmallArms, 0, 20, 0, 100, 3, 10, 30, 7, 800);
    row("43 A.1 odd magazine, half rounded up (ours)", AmmoKind::SmallArms, 0, 15, 0, 30, 1, 8, 8,
        2, 640);
    row("43 A.1 automatic fire, full magazine", AmmoKind::SmallArmsAutomatic, 0, 30, 0, 90, 2, 30,
        60, 1, 2400);
    row("43 A.1 revolver, half of 6", AmmoKind::Revolver, 0, 6, 0, 18, 2, 3, 6, 4, 240);
    // 43 A.2: belt-fed at +4 fires 80 a phase (4.1's data point: autofire +4).
    row("43 A.2 belt-fed +4", AmmoKind::BeltFed, 0, 0, 4, 400, 3, 80, 240, 2, 6400);
    row("43 A.2 fewer rounds than the phases ask", AmmoKind::BeltFed, 0, 0, 2, 50, 3, 20, 50, 0,
        1600);
    // 43 A.3: indirect ROF; direct mass driver or autocannon half the ROF, fractions dropped;
    // non-automatic CPR half the ROF, at most 4.
    row("43 A.3 CPR indirect, ROF 6", AmmoKind::IndirectArtillery, 6, 0, 0, 60, 2, 6, 12, 8, 480);
    row("43 A.3 autocannon direct, ROF 5", AmmoKind::DirectMassDriver, 5, 0, 0, 20, 1, 2, 2, 9,
        160);
    row("43 A.3 CPR non-automatic, ROF 6", AmmoKind::NonAutomaticCpr, 6, 0, 0, 12, 1, 3, 3, 3, 240);
    row("43 A.3 CPR non-automatic, ROF 12 capped at 4", AmmoKind::NonAutomaticCpr, 12, 0, 0, 12, 1,
        4, 4, 2, 320);
}

void TestStrikerCombatAids::ammunitionUse()
{
    QFETCH(int, kind);
    QFETCH(int, rof);
    QFETCH(int, magazine);
    QFETCH(int, autofireDm);
    QFETCH(int, aboard);
    QFETCH(int, phases);
    const AmmoUse use
        = strikeraids::ammunitionUse(AmmoKind(kind), rof, magazine, autofireDm, aboard, phases);
    QVERIFY(use.perPhase);
    QTEST(*use.perPhase, "perPhase");
    QTEST(use.spent, "spent");
    QCOMPARE(use.left, aboard - use.spent);
    QTEST(use.phasesLeft, "phasesLeft");
    QTEST(use.basicLoad, "basicLoad");
    QCOMPARE(use.lines.size(), 1);
    QCOMPARE(int(use.lines.first().value), *use.perPhase);
}

void TestStrikerCombatAids::ammunitionTransfer_data()
{
    // 43 B.2: 30 kg one way or 15 kg picked up and put down a soldier a turn; its 8-man squad
    // moves 120 kg a turn from the carrier to the mortar.
    QTest::addColumn<int>("soldiers");
    QTest::addColumn<double>("kg");
    QTest::addColumn<double>("perTurn");
    QTest::addColumn<int>("turns");
    QTest::newRow("43 B.2 the 8-man squad") << 8 << 120.0 << 120.0 << 1;
    QTest::newRow("one soldier, 30 kg") << 1 << 30.0 << 15.0 << 2;
    QTest::newRow("a part of a turn is a turn") << 8 << 121.0 << 120.0 << 2;
    QTest::newRow("nobody: never") << 0 << 10.0 << 0.0 << -1;
}

void TestStrikerCombatAids::ammunitionTransfer()
{
    QFETCH(int, soldiers);
    QFETCH(double, kg);
    QCOMPARE(transferOneWayKg, 30.0);
    QCOMPARE(transferBothWaysKg, 15.0);
    QTEST(ammunitionTransferKg(soldiers), "perTurn");
    QTEST(ammunitionTransferTurns(kg, soldiers), "turns");
    QCOMPARE(basicLoadFirePhases, 80); // 68 D
}

void TestStrikerCombatAids::launchers_data()
{
    // Rule 37 A-D.
    QTest::addColumn<int>("launcher");
    QTest::addColumn<int>("phases");
    QTest::addColumn<bool>("firesWhileLoading");
    QTest::addColumn<int>("blockedAfter");
    QTest::addColumn<bool>("vehicleOnly");
    QTest::newRow("37 A rail") << int(Launcher::Rail) << 2 << false << 1 << true;
    QTest::newRow("37 B package") << int(Launcher::Package) << 2 << false << 0 << false;
    QTest::newRow("37 C tube") << int(Launcher::Tube) << 1 << false << 0 << false;
    QTest::newRow("37 D magazine") << int(Launcher::Magazine) << 2 << true << 0 << false;
}

void TestStrikerCombatAids::launchers()
{
    QFETCH(int, launcher);
    const LauncherLoading l = launcherLoading(Launcher(launcher));
    QTEST(l.movementPhasesPerMissile, "phases");
    QTEST(l.firesWhileLoading, "firesWhileLoading");
    QTEST(l.blockedFirePhasesAfter, "blockedAfter");
    QTEST(l.vehicleOnly, "vehicleOnly");
    QCOMPARE(l.shotsPerFirePhase, 1);
}

void TestStrikerCombatAids::loaders_data()
{
    // 37 E: one loader up to 50 kg, two heavier; a loading gunner is back two phases later.
    QTest::addColumn<double>("kg");
    QTest::addColumn<int>("loaders");
    QTest::newRow("10 kg") << 10.0 << 1;
    QTest::newRow("50 kg") << 50.0 << 1;
    QTest::newRow("50.5 kg") << 50.5 << 2;
    QTest::newRow("200 kg") << 200.0 << 2;
}

void TestStrikerCombatAids::loaders()
{
    QFETCH(double, kg);
    QTEST(loadersNeeded(kg), "loaders");
    QCOMPARE(gunnerReturnMovementPhases, 2);
}

void TestStrikerCombatAids::missilesAtAircraft_data()
{
    QTest::addColumn<int>("guidance");
    QTest::addColumn<int>("missileDm");
    QTest::addColumn<int>("speedDm");
    QTest::addColumn<int>("agility");
    QTest::addColumn<bool>("evading");
    QTest::addColumn<bool>("radar");
    QTest::addColumn<bool>("mayFire");
    QTest::addColumn<int>("netDm");
    QTest::addColumn<int>("autoHit"); // -1 none, 0 misses, 1 hits
    const int homing = int(MissileGuidance::Other);
    const int operatorGuided = int(MissileGuidance::OperatorGuided);
    const int tele = int(MissileGuidance::Teleguided);
    const int designated = int(MissileGuidance::Designated);
    // 64 B's example: speed DM 3 at an evading aircraft of agility 5 nets -2; speed DM 8, 0.
    QTest::newRow("64 B example, missile DM 3")
        << homing << 3 << 1 << 5 << true << false << true << -2 << -1;
    QTest::newRow("64 B example, missile DM 8")
        << homing << 8 << 1 << 5 << true << false << true << 0 << -1;
    QTest::newRow("no high performance, speed DM 3")
        << homing << 0 << 3 << 5 << false << false << true << -3 << -1;
    // 64 A: guided missiles need TA radar or ladar against evasion or speed DM 2+.
    QTest::newRow("64 A operator guided, evading")
        << operatorGuided << 0 << 0 << 4 << true << false << false << 0 << -1;
    QTest::newRow("64 A teleguided, speed DM 2")
        << tele << 0 << 2 << 4 << false << false << false << 0 << -1;
    QTest::newRow("64 A teleguided, speed DM 1")
        << tele << 0 << 1 << 4 << false << false << true << -1 << -1;
    QTest::newRow("64 A teleguided with radar, speed DM 2")
        << tele << 0 << 2 << 4 << false << true << true << -2 << -1;
    // 64 B: a designated missile hits iff its speed DM is at least the target's.
    QTest::newRow("64 B designated, DM 3 against 3")
        << designated << 3 << 3 << 0 << false << true << true << 0 << 1;
    QTest::newRow("64 B designated, DM 2 against 3")
        << designated << 2 << 3 << 0 << false << true << true << -1 << 0;
    QTest::newRow("64 B designated at a still target (ours: DM 0)")
        << designated << 0 << 0 << 0 << false << false << true << 0 << 1;
}

void TestStrikerCombatAids::missilesAtAircraft()
{
    QFETCH(int, guidance);
    QFETCH(int, missileDm);
    QFETCH(int, speedDm);
    QFETCH(int, agility);
    QFETCH(bool, evading);
    QFETCH(bool, radar);
    const MissileAtAircraft shot = strikeraids::missileAtAircraft(
        MissileGuidance(guidance), missileDm, speedDm, agility, evading, radar);
    QTEST(shot.mayFire, "mayFire");
    if (!shot.mayFire)
        return;
    QTEST(shot.netDm, "netDm");
    QCOMPARE(sumOf(shot.lines), shot.netDm);
    QTEST(shot.autoHit ? int(*shot.autoHit) : -1, "autoHit");
}

void TestStrikerCombatAids::dogfightAdvantage_data()
{
    // 62 D.1: 1D + pilot skill + agility each, the higher has it, a tie rolls again; ignoring
    // the challenge concedes it.
    QTest::addColumn<int>("faceA");
    QTest::addColumn<int>("skillA");
    QTest::addColumn<int>("agilityA");
    QTest::addColumn<bool>("ignoresA");
    QTest::addColumn<int>("faceB");
    QTest::addColumn<int>("skillB");
    QTest::addColumn<int>("agilityB");
    QTest::addColumn<bool>("ignoresB");
    QTest::addColumn<int>("totalA");
    QTest::addColumn<int>("totalB");
    QTest::addColumn<int>("winner");
    QTest::newRow("veteran beats recruit")
        << 3 << 3 << 2 << false << 4 << 1 << 2 << false << 8 << 7 << 0;
    QTest::newRow("agility wins") << 2 << 2 << 1 << false << 1 << 2 << 4 << false << 5 << 7 << 1;
    QTest::newRow("a tie rolls again")
        << 5 << 2 << 3 << false << 6 << 1 << 3 << false << 10 << 10 << -1;
    QTest::newRow("the challenged ignores it")
        << 0 << 1 << 0 << false << 0 << 4 << 9 << true << 0 << 0 << 0;
    QTest::newRow("the challenger is ignored by the first")
        << 0 << 4 << 9 << true << 0 << 1 << 0 << false << 0 << 0 << 1;
}

void TestStrikerCombatAids::dogfightAdvantage()
{
    QFETCH(int, faceA);
    QFETCH(int, skillA);
    QFETCH(int, agilityA);
    QFETCH(bool, ignoresA);
    QFETCH(int, faceB);
    QFETCH(int, skillB);
    QFETCH(int, agilityB);
    QFETCH(bool, ignoresB);
    const DogfightAdvantage adv = strikeraids::dogfightAdvantage(
        {skillA, agilityA, ignoresA}, {skillB, agilityB, ignoresB}, {faceA}, {faceB});
    QTEST(adv.winner, "winner");
    QCOMPARE(adv.conceded, ignoresA != ignoresB);
    if (adv.conceded) {
        QVERIFY(!adv.first && !adv.second);
        return;
    }
    QTEST(adv.first->total, "totalA");
    QTEST(adv.second->total, "totalB");
}

void TestStrikerCombatAids::dogfightFire_data()
{
    // 62 D.2a: + or - each pilot's skill (ours: + the firer's, - the target's), + the target's
    // agility unless it ignores the enemy, + a separate gunner's skill.
    QTest::addColumn<int>("firer");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("agility");
    QTest::addColumn<bool>("ignoring");
    QTest::newRow("veteran at a recruit, agility 3") << 3 << 1 << 3 << false;
    QTest::newRow("recruit at an elite, agility 2") << 1 << 4 << 2 << false;
    QTest::newRow("at an aircraft ignoring the enemy") << 2 << 2 << 5 << true;
}

void TestStrikerCombatAids::dogfightFire()
{
    // Each row without a gunner, then with a separate gunner of skill 3.
    QFETCH(int, firer);
    QFETCH(int, target);
    QFETCH(int, agility);
    QFETCH(bool, ignoring);
    const int expected = firer - target + (ignoring ? 0 : agility);
    QCOMPARE(sumOf(dogfightFireModifiers(firer, target, agility, ignoring, 0)), expected);
    QCOMPARE(sumOf(dogfightFireModifiers(firer, target, agility, ignoring, 3)), expected + 3);
    QCOMPARE(dogfightFireModifiers(firer, target, agility, ignoring, 0).size(), ignoring ? 2 : 3);
}

void TestStrikerCombatAids::pilotFire_data()
{
    // 62 B.1: straight for the last 10% of the move; B.2: within 1 cm of the line; B.3:
    // strafing within 1 cm of the aiming point.
    QTest::addColumn<double>("move");
    QTest::addColumn<double>("straight");
    QTest::addColumn<double>("offset");
    QTest::addColumn<bool>("inField");
    QTest::newRow("120 cm move, on the line") << 120.0 << 12.0 << 0.0 << true;
    QTest::newRow("500 cm move, 1 cm off") << 500.0 << 50.0 << 1.0 << true;
    QTest::newRow("45 cm move, 1.2 cm off") << 45.0 << 4.5 << 1.2 << false;
}

void TestStrikerCombatAids::pilotFire()
{
    QFETCH(double, move);
    QFETCH(double, offset);
    QTEST(pilotStraightRunCm(move), "straight");
    QTEST(inFixedMountField(offset), "inField");
    QCOMPARE(strafeRadiusCm, 1.0);
}

void TestStrikerCombatAids::charges_data()
{
    // Rule 56: conventional 10 kg, shaped 20, TDX 1; a TL6 conventional charge is 10 points.
    QTest::addColumn<int>("charge");
    QTest::addColumn<int>("tl");
    QTest::addColumn<double>("kg");
    QTest::addColumn<int>("value"); // -1: Book 3's, lost
    QTest::newRow("conventional TL6") << int(Charge::Conventional) << 6 << 10.0 << 10;
    QTest::newRow("conventional TL9: Book 3") << int(Charge::Conventional) << 9 << 10.0 << -1;
    QTest::newRow("shaped TL6: Book 3") << int(Charge::Shaped) << 6 << 20.0 << -1;
    QTest::newRow("TDX TL12: Book 3") << int(Charge::Tdx) << 12 << 1.0 << -1;
}

void TestStrikerCombatAids::charges()
{
    QFETCH(int, charge);
    QFETCH(int, tl);
    QTEST(chargeKg(Charge(charge)), "kg");
    QTEST(knownChargeValue(Charge(charge), tl).value_or(-1), "value");
    QCOMPARE(nuclearDemoPoints(0.1), 100000.0); // 56 E.1: kt x 10^6
}

void TestStrikerCombatAids::emplacement_data()
{
    // 56 A: 30 turns a charge a man, men placing different charges at once; tamping 30 more a
    // charge and twice the value (56 B: 15 tamped explodes as 30); a lone untamped charge 2.
    QTest::addColumn<int>("charge");
    QTest::addColumn<int>("charges");
    QTest::addColumn<int>("men");
    QTest::addColumn<bool>("tamp");
    QTest::addColumn<int>("valueEach");
    QTest::addColumn<int>("turns");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("satchel");
    const int conv = int(Charge::Conventional);
    QTest::newRow("56 A a lone satchel") << conv << 1 << 1 << false << 10 << 2 << 10 << true;
    QTest::newRow("56 A a lone shaped satchel")
        << int(Charge::Shaped) << 1 << 1 << false << 30 << 2 << 30 << true;
    QTest::newRow("56 B the example: 15 tamped is 30")
        << conv << 1 << 1 << true << 15 << 60 << 30 << false;
    QTest::newRow("four charges, one man") << conv << 4 << 1 << false << 10 << 120 << 40 << false;
    QTest::newRow("four charges, four men") << conv << 4 << 4 << false << 10 << 30 << 40 << false;
    QTest::newRow("five charges, two men, tamped")
        << conv << 5 << 2 << true << 10 << 180 << 100 << false;
    QTest::newRow("a shaped charge does not tamp")
        << int(Charge::Shaped) << 2 << 2 << true << 30 << 30 << 60 << false;
}

void TestStrikerCombatAids::emplacement()
{
    QFETCH(int, charge);
    QFETCH(int, charges);
    QFETCH(int, men);
    QFETCH(bool, tamp);
    QFETCH(int, valueEach);
    const Emplacement e = strikeraids::emplacement(Charge(charge), charges, men, tamp, valueEach);
    QTEST(e.turns, "turns");
    QTEST(e.value, "value");
    QTEST(e.satchel, "satchel");
    QCOMPARE(sumOf(e.lines), e.turns);
}

void TestStrikerCombatAids::fragmentation_data()
{
    // 56 D.3: the listed penetration -40 within 1 cm (never below 1), -8 each further cm, no
    // attack below 1; 56 E.2: TDX -25 and -4. A part of a cm counts whole (ours).
    QTest::addColumn<int>("charge");
    QTest::addColumn<int>("pen");
    QTest::addColumn<double>("distance");
    QTest::addColumn<int>("fragPen"); // -1: no attack
    const int conv = int(Charge::Conventional);
    const int tdx = int(Charge::Tdx);
    QTest::newRow("conventional 60 at 1 cm") << conv << 60 << 1.0 << 20;
    QTest::newRow("conventional 60 at 0.5 cm") << conv << 60 << 0.5 << 20;
    QTest::newRow("conventional 60 at 2 cm") << conv << 60 << 2.0 << 12;
    QTest::newRow("conventional 60 at 1.5 cm (ours)") << conv << 60 << 1.5 << 12;
    QTest::newRow("conventional 60 at 3 cm") << conv << 60 << 3.0 << 4;
    QTest::newRow("conventional 60 at 4 cm: none") << conv << 60 << 4.0 << -1;
    QTest::newRow("conventional 30 at 1 cm: never below 1") << conv << 30 << 1.0 << 1;
    QTest::newRow("TDX 60 at 1 cm") << tdx << 60 << 1.0 << 35;
    QTest::newRow("TDX 60 at 3 cm") << tdx << 60 << 3.0 << 27;
    QTest::newRow("shaped: none") << int(Charge::Shaped) << 60 << 1.0 << -1;
}

void TestStrikerCombatAids::fragmentation()
{
    QFETCH(int, charge);
    QFETCH(int, pen);
    QFETCH(double, distance);
    QTEST(fragmentationPenetration(Charge(charge), pen, distance).value_or(-1), "fragPen");
}

void TestStrikerCombatAids::bangalore_data()
{
    // 55 C: a torpedo clears 2 mm, up to 5 at once 1 cm; pen 1 on 8+ within 2 cm; a line
    // charge 5 cm.
    QTest::addColumn<int>("torpedoes");
    QTest::addColumn<double>("clearedMm");
    QTest::addColumn<int>("total");
    QTest::addColumn<bool>("hit");
    QTest::newRow("one torpedo, a 7") << 1 << 2.0 << 7 << false;
    QTest::newRow("five torpedoes, an 8") << 5 << 10.0 << 8 << true;
    QTest::newRow("no more than five, a 12") << 6 << 10.0 << 12 << true;
}

void TestStrikerCombatAids::bangalore()
{
    QFETCH(int, torpedoes);
    QFETCH(int, total);
    QTEST(bangaloreClearedMm(torpedoes), "clearedMm");
    const AidRoll r = bangaloreFragment({total - total / 2, total / 2});
    QCOMPARE(r.total, total);
    QTEST(r.success, "hit");
    QCOMPARE(bangalorePlaceTurns, 2);
    QCOMPARE(bangaloreFragmentPen, 1);
    QCOMPARE(bangaloreFragmentRadiusCm, 2.0);
    QCOMPARE(lineChargeLaneCm, 5.0);
}

void TestStrikerCombatAids::encumbrance_data()
{
    // Rule 42: 10 kg normal, 30 encumbered (walk 2.5 cm, run 6 cm); battle dress 100 and 200.
    QTest::addColumn<double>("kg");
    QTest::addColumn<bool>("battleDress");
    QTest::addColumn<int>("state");
    QTest::newRow("10 kg") << 10.0 << false << int(Encumbrance::Normal);
    QTest::newRow("10.5 kg") << 10.5 << false << int(Encumbrance::Encumbered);
    QTest::newRow("30 kg") << 30.0 << false << int(Encumbrance::Encumbered);
    QTest::newRow("31 kg") << 31.0 << false << int(Encumbrance::Overloaded);
    QTest::newRow("battle dress 100 kg") << 100.0 << true << int(Encumbrance::Normal);
    QTest::newRow("battle dress 200 kg") << 200.0 << true << int(Encumbrance::Encumbered);
    QTest::newRow("battle dress 201 kg") << 201.0 << true << int(Encumbrance::Overloaded);
}

void TestStrikerCombatAids::encumbrance()
{
    QFETCH(double, kg);
    QFETCH(bool, battleDress);
    const CarriedLoad load = carriedLoad(kg, battleDress);
    QTEST(int(load.state), "state");
    const bool encumbered = load.state == Encumbrance::Encumbered;
    QCOMPARE(load.walkCm.value_or(-1), encumbered ? 2.5 : -1.0);
    QCOMPARE(load.runCm.value_or(-1), encumbered ? 6.0 : -1.0);
}

void TestStrikerCombatAids::animals_data()
{
    // Rule 45: carry 30% running, 60% walking; tow 100% walking, 50% running; run 10 cm x m,
    // walk 5 cm x m/2 (its example: m 3 walks 7.5 cm and runs 30 cm).
    QTest::addColumn<double>("weight");
    QTest::addColumn<double>("multiplier");
    QTest::addColumn<double>("carryRun");
    QTest::addColumn<double>("carryWalk");
    QTest::addColumn<double>("towWalk");
    QTest::addColumn<double>("towRun");
    QTest::addColumn<double>("run");
    QTest::addColumn<double>("walk");
    QTest::newRow("45 the example, 500 kg")
        << 500.0 << 3.0 << 150.0 << 300.0 << 500.0 << 250.0 << 30.0 << 7.5;
    QTest::newRow("a slow 300 kg animal")
        << 300.0 << 2.0 << 90.0 << 180.0 << 300.0 << 150.0 << 20.0 << 5.0;
}

void TestStrikerCombatAids::animals()
{
    QFETCH(double, weight);
    QFETCH(double, multiplier);
    const AnimalCapacity a = animalCapacity(weight, multiplier);
    QTEST(a.carryRunKg, "carryRun");
    QTEST(a.carryWalkKg, "carryWalk");
    QTEST(a.towWalkKg, "towWalk");
    QTEST(a.towRunKg, "towRun");
    QTEST(a.runCm, "run");
    QTEST(a.walkCm, "walk");
    QCOMPARE(animalRunTurns, 20);
}

void TestStrikerCombatAids::theWindowHasTheCombatPages()
{
    Diagnostics diagnostics;
    std::unique_ptr<ScenarioDocument> document
        = ScenarioDocument::load(testsupport::StrikerSample, *m_registry, diagnostics);
    QVERIFY(document);
    RefereeAids aids(document.get(), nullptr, 42);
    const QStringList ids {QStringLiteral("aidAmmunition"), QStringLiteral("aidMissiles"),
                           QStringLiteral("aidDogfight"), QStringLiteral("aidDemolitions"),
                           QStringLiteral("aidEncumbrance")};
    // After the earlier pages, in this order (other pages may follow).
    int previous = 0;
    for (int i = 0; i < ids.size(); ++i) {
        QWidget *page = aids.pages()->findChild<QWidget *>(ids.at(i));
        QVERIFY2(page, qPrintable(ids.at(i)));
        const int index = aids.pages()->indexOf(page);
        QVERIFY2(index > previous, qPrintable(ids.at(i)));
        previous = index;
        auto *missing = page->findChild<QLabel *>(QStringLiteral("missingList"));
        QVERIFY2(missing && missing->text().contains(QLatin1String("Book")), qPrintable(ids.at(i)));
    }
    // The pages without dice show; the dogfight and the bangalore roll the seeded dice.
    QVERIFY(testsupport::rollOn(aids, ids.at(0)).contains(QLatin1String("rounds a fire phase")));
    QVERIFY(testsupport::rollOn(aids, ids.at(1)).contains(QLatin1String("loader")));
    QVERIFY(testsupport::rollOn(aids, ids.at(4)).contains(QLatin1String("Encumbered")));
    QCOMPARE(aids.rollCount(), 0);
    const QString dogfight = testsupport::rollOn(aids, ids.at(2));
    QVERIFY2(dogfight.contains(QLatin1String("Seed 42")), qPrintable(dogfight));
    QVERIFY(aids.rollCount() >= 2);
    const int before = aids.rollCount();
    const QString demolitions = testsupport::rollOn(aids, ids.at(3));
    QCOMPARE(aids.rollCount(), before + 2); // two units within 2 cm by default
    QVERIFY(demolitions.contains(QLatin1String("Placed in")));
    aids.setSeed(42);
    QCOMPARE(testsupport::rollOn(aids, ids.at(2)), dogfight);
}

QTEST_MAIN(TestStrikerCombatAids)
#include "tst_strikercombataids.moc"
