// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules of play around the combat tables (validation/rules/), pinned to the rulebook
// extract shared/rules/seed-000-hammers-slammers.md: movement and terrain costs (§3.4, §4.1),
// towing (§3.6, T14), skimmers (§3.7, T5), stacking (§3.5), disruption (§3.15), rubble
// (§3.16), rally and desertion (§3.1, T9, T15) and paradrop scatter (§3.2, T7).

#include "rulestestsupport.h"

using namespace hexwright;
using namespace hexwright::rules;
using namespace hexwright::rulestest;

Q_DECLARE_METATYPE(hexwright::rules::EntryBlock)
Q_DECLARE_METATYPE(hexwright::rules::DisruptionOutcome)
Q_DECLARE_METATYPE(hexwright::rules::RallyOutcome)
Q_DECLARE_METATYPE(hexwright::rules::DisruptionTarget)

class TestRulesMoves : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void entryCost_data();
    void entryCost();
    void roadRateAlongTheRoad();
    void oneHexMinimum();
    void enemyHexStopsAndIsNotPassed();
    void friendsArePassedThrough();
    void disruptedMayNotEnterEnemyHexes();
    void unitsInCloseAssaultDoNotMove();
    void movementAllowance_data();
    void movementAllowance();
    void towingT14();
    void skimmerPoolsT5();
    void stacking_data();
    void stacking();

    void disruption_data();
    void disruption();
    void resultRubbles_data();
    void resultRubbles();
    void rubbleChangesTheGround();

    void rallyT9_data();
    void rallyT9();
    void rallyChances();
    void moraleStepsAndDesertionT15();

    void scatterT7_data();
    void scatterT7();
    void offMapLandingGoesToTheEdgeAsClear();
    void landingLosses_data();
    void landingLosses();

private:
    const UnitType &type(const char *id) const
    {
        const UnitType *t = m_rules->findUnitType(QLatin1String(id));
        Q_ASSERT(t);
        return *t;
    }
    const Ruleset *m_rules = nullptr;
};

void TestRulesMoves::initTestCase()
{
    m_rules = bundledRuleset();
    QVERIFY(m_rules);
}

void TestRulesMoves::entryCost_data()
{
    QTest::addColumn<QString>("movementClass");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("flags"); // rubble fortress road towing disrupted city-one
    QTest::addColumn<EntryBlock>("block");
    QTest::addColumn<double>("cost");

    auto row = [](const char *name, const char *cls, const char *terrain, const char *flags,
                  EntryBlock block, double cost) {
        QTest::newRow(name) << QString::fromLatin1(cls) << QString::fromLatin1(terrain)
                            << QString::fromLatin1(flags) << block << cost;
    };
    const EntryBlock ok = EntryBlock::None;
    row("clear costs 1", "conv_vehicle", "clear", "", ok, 1);
    row("slope costs 2", "conv_vehicle", "slope", "", ok, 2);
    row("hilltop costs 2", "hover", "hilltop", "", ok, 2);
    row("forest costs 2", "foot", "forest", "", ok, 2);
    row("conventional city costs 1/2 as printed", "conv_vehicle", "city", "", ok, 0.5);
    row("conventional city costs 1 under the misprint option", "conv_vehicle", "city", "city-one",
        ok, 1);
    row("hover city costs 1", "hover", "city", "", ok, 1);
    row("river costs 2", "conv_vehicle", "river", "", ok, 2);
    row("tracked and wheeled may not enter swamp", "conv_vehicle", "swamp", "", EntryBlock::Terrain,
        0);
    row("conventional vehicles may not enter lake", "conv_vehicle", "lake", "", EntryBlock::Terrain,
        0);
    row("infantry pays 2 in swamp", "foot", "swamp", "", ok, 2);
    row("infantry may not enter lake", "foot", "lake", "", EntryBlock::Terrain, 0);
    row("hover units cross lake at 1", "hover", "lake", "", ok, 1);
    row("hover units cross swamp at 1", "hover", "swamp", "", ok, 1);
    row("rubble adds 1", "conv_vehicle", "clear", "rubble", ok, 2);
    row("a fortress adds 1", "conv_vehicle", "forest", "fortress", ok, 3);
    row("road to road along the road costs 1/2", "conv_vehicle", "forest", "road", ok, 0.5);
    row("rubble cancels the road rate", "conv_vehicle", "forest", "road rubble", ok, 3);
    row("towed guns cross rivers only at bridges", "conv_vehicle", "river", "towing",
        EntryBlock::TowedRiver, 0);
    row("a tower takes its gun over a bridge", "hover", "bridge", "towing", ok, 1);
    row("disrupted units may not enter a river", "foot", "river", "disrupted",
        EntryBlock::DisruptedWater, 0);
    row("disrupted hover units may not enter a lake", "hover", "lake", "disrupted",
        EntryBlock::DisruptedWater, 0);
    row("disrupted units may cross a bridge", "foot", "bridge", "disrupted", ok, 1);
    // Scenario special rules that come in with the mover (sc.14).
    row("sc.14: an amphibious APC enters swamp at its cheapest cost", "conv_vehicle", "swamp",
        "amphibious", ok, 1);
    row("sc.14: an amphibious APC enters lake", "conv_vehicle", "lake", "amphibious", ok, 1);
    row("amphibious does not take a towed gun into swamp", "conv_vehicle", "swamp",
        "amphibious towing", EntryBlock::Terrain, 0);
    row("sc.14: an opponent's home board is closed", "hover", "clear", "closed",
        EntryBlock::ClosedBoard, 0);
    row("a closed board is closed even along a road", "conv_vehicle", "clear", "closed road",
        EntryBlock::ClosedBoard, 0);
}

void TestRulesMoves::entryCost()
{
    QFETCH(QString, movementClass);
    QFETCH(QString, terrain);
    QFETCH(QString, flags);
    QFETCH(EntryBlock, block);
    QFETCH(double, cost);

    TestField field(*m_rules);
    const HexCoord to = field.at(N);
    field.setTerrain(to, qPrintable(terrain));
    if (flags.contains(QLatin1String("road")))
        field.setRoad(field.centre(), to);
    Battlefield ground = field.battlefield();
    ground.setRubble(to, flags.contains(QLatin1String("rubble")));
    ground.setFortress(to, flags.contains(QLatin1String("fortress")));
    Mover mover;
    mover.movementClass = movementClass;
    mover.towing = flags.contains(QLatin1String("towing"));
    mover.disrupted = flags.contains(QLatin1String("disrupted"));
    if (flags.contains(QLatin1String("amphibious")))
        mover.allowedTerrain = {QStringLiteral("swamp"), QStringLiteral("lake")};
    if (flags.contains(QLatin1String("closed")))
        mover.closedHexes = {to};
    RuleChoices choices;
    choices.conventionalCityHalf = !flags.contains(QLatin1String("city-one"));
    const EntryCost entry = rules::entryCost(ground, field.centre(), to, mover, choices);
    QCOMPARE(entry.block, block);
    if (block == EntryBlock::None)
        QCOMPARE(entry.cost, cost);
    QCOMPARE(entry.roadRate,
             flags.contains(QLatin1String("road")) && !flags.contains(QLatin1String("rubble"))
                 && block == EntryBlock::None);
}

void TestRulesMoves::roadRateAlongTheRoad()
{
    // Infantry with 2 MF goes 4 hexes along a road, but only 1 into the forest beside it.
    TestField field(*m_rules);
    for (int i = 0; i < 6; ++i) {
        field.setTerrain(field.at(N * i), "forest");
        if (i > 0)
            field.setRoad(field.at(N * (i - 1)), field.at(N * i));
    }
    field.setTerrain(field.at(NE), "forest");
    const MoveRequest request {field.centre(), 2, Mover {QStringLiteral("foot")}};
    const Reachability reach = reachableHexes(field.battlefield(), request, nullptr, RuleChoices());
    QCOMPARE(reach.costTo(field.at(N * 4)), std::optional<double>(2.0));
    QVERIFY(!reach.canReach(field.at(N * 5)));
    QCOMPARE(reach.costTo(field.at(NE)), std::optional<double>(2.0));
    QCOMPARE(reach.pathTo(field.at(N * 2)),
             (QList<HexCoord> {field.centre(), field.at(N), field.at(N * 2)}));
}

void TestRulesMoves::oneHexMinimum()
{
    // A tank with 1 MF may still move one hex into forest (cost 2), but no further, and
    // never into prohibited terrain.
    TestField field(*m_rules);
    field.setTerrain(field.at(N), "forest");
    field.setTerrain(field.at(S), "lake");
    const MoveRequest request {field.centre(), 1, Mover {QStringLiteral("conv_vehicle")}};
    const Reachability reach = reachableHexes(field.battlefield(), request, nullptr, RuleChoices());
    QVERIFY(reach.canReach(field.at(N)));
    QVERIFY(reach.hexes.value(field.at(N)).minimumMove);
    QVERIFY(!reach.canReach(field.at(N * 2)));
    QVERIFY(!reach.canReach(field.at(S)));
    QVERIFY(reach.canReach(field.at(NE)));
    QVERIFY(!reach.hexes.value(field.at(NE)).minimumMove);
    QCOMPARE(reach.hexes.size(), 5); // five clear neighbours and the forest

    const MoveRequest none {field.centre(), 0, Mover {QStringLiteral("conv_vehicle")}};
    QVERIFY(reachableHexes(field.battlefield(), none, nullptr, RuleChoices()).hexes.isEmpty());
}

void TestRulesMoves::enemyHexStopsAndIsNotPassed()
{
    TestField field(*m_rules);
    const HexCoord enemy = field.at(N * 2);
    const OccupancyQuery occupancy = [enemy](HexCoord hex) {
        return hex == enemy ? Occupancy::Enemy : Occupancy::Empty;
    };
    const MoveRequest request {field.centre(), 6, Mover {QStringLiteral("hover")}};
    const Reachability reach
        = reachableHexes(field.battlefield(), request, occupancy, RuleChoices());
    QVERIFY(reach.canReach(enemy));
    QVERIFY(reach.hexes.value(enemy).stops);
    // Going on north means going round the enemy: 4 instead of 3.
    QCOMPARE(reach.costTo(field.at(N * 3)), std::optional<double>(4.0));
    QVERIFY(!reach.pathTo(field.at(N * 3)).contains(enemy));

    const OccupancyQuery assault = [enemy](HexCoord hex) {
        return hex == enemy ? Occupancy::CloseAssault : Occupancy::Empty;
    };
    const Reachability joining
        = reachableHexes(field.battlefield(), request, assault, RuleChoices());
    QVERIFY(joining.hexes.value(enemy).stops);
    QCOMPARE(joining.costTo(field.at(N * 3)), std::optional<double>(4.0));
}

void TestRulesMoves::friendsArePassedThrough()
{
    TestField field(*m_rules);
    const OccupancyQuery occupancy = [&field](HexCoord hex) {
        return hex == field.at(N) || hex == field.at(N * 2) ? Occupancy::Friendly
                                                            : Occupancy::Empty;
    };
    const MoveRequest request {field.centre(), 3, Mover {QStringLiteral("hover")}};
    const Reachability reach
        = reachableHexes(field.battlefield(), request, occupancy, RuleChoices());
    QCOMPARE(reach.costTo(field.at(N * 3)), std::optional<double>(3.0));
    QVERIFY(!reach.hexes.value(field.at(N)).stops);
}

void TestRulesMoves::disruptedMayNotEnterEnemyHexes()
{
    TestField field(*m_rules);
    const HexCoord enemy = field.at(N);
    const OccupancyQuery occupancy = [enemy](HexCoord hex) {
        return hex == enemy ? Occupancy::Enemy : Occupancy::Empty;
    };
    Mover mover {QStringLiteral("hover")};
    mover.disrupted = true;
    const Reachability reach
        = reachableHexes(field.battlefield(), {field.centre(), 3, mover}, occupancy, RuleChoices());
    QVERIFY(!reach.canReach(enemy));
    QVERIFY(reach.canReach(field.at(NE)));
}

void TestRulesMoves::unitsInCloseAssaultDoNotMove()
{
    TestField field(*m_rules);
    const HexCoord start = field.centre();
    const OccupancyQuery occupancy = [start](HexCoord hex) {
        return hex == start ? Occupancy::CloseAssault : Occupancy::Empty;
    };
    const Reachability reach = reachableHexes(
        field.battlefield(), {start, 6, Mover {QStringLiteral("hover")}}, occupancy, RuleChoices());
    QVERIFY(reach.hexes.isEmpty());
}

void TestRulesMoves::movementAllowance_data()
{
    QTest::addColumn<int>("printed");
    QTest::addColumn<bool>("towing");
    QTest::addColumn<bool>("disrupted");
    QTest::addColumn<QString>("rounding");
    QTest::addColumn<int>("allowance");

    QTest::newRow("normal: printed MF") << 5 << false << false << QStringLiteral("round_down") << 5;
    QTest::newRow("T14 towing halves 5 to 2")
        << 5 << true << false << QStringLiteral("round_down") << 2;
    QTest::newRow("disrupted halves 5 to 2 (round down)")
        << 5 << false << true << QStringLiteral("round_down") << 2;
    QTest::newRow("disrupted halves 5 to 3 (round up)")
        << 5 << false << true << QStringLiteral("round_up") << 3;
    QTest::newRow("0-MF units stay 0") << 0 << false << true << QStringLiteral("round_up") << 0;
}

void TestRulesMoves::movementAllowance()
{
    QFETCH(int, printed);
    QFETCH(bool, towing);
    QFETCH(bool, disrupted);
    QFETCH(QString, rounding);
    QFETCH(int, allowance);
    RuleChoices choices;
    QVERIFY(choices.set(QStringLiteral("disrupted_movement"), rounding));
    QCOMPARE(rules::movementAllowance(printed, towing, disrupted, choices), allowance);
}

void TestRulesMoves::towingT14()
{
    QCOMPARE(towingMovement(5), 2);
    QCOMPARE(towingMovement(6), 3);
    QVERIFY(canTow(type("conv_tank"), false, type("conv_large_gun")));
    QVERIFY(canTow(type("slam_hover_tank"), false, type("merc_howitzer")));
    QVERIFY(!canTow(type("conv_tank"), true, type("conv_large_gun"))); // disrupted
    QVERIFY(!canTow(type("merc_infantry"), false, type("merc_small_gun"))); // skimmers
    QVERIFY(!canTow(type("conv_tank"), false, type("conv_armored_car"))); // not a gun
}

void TestRulesMoves::skimmerPoolsT5()
{
    // T5: Slammers infantry on foot, pools (2, 6); mount (1, 5); 4 clear hexes (1, 1);
    // dismount (0, 0): legal, and the unit ends dismounted 4 hexes away.
    SkimmerPools pools = SkimmerPools::start(type("slam_infantry"), false);
    QCOMPARE(pools.infantry, 2.0);
    QCOMPARE(pools.skimmer, 6.0);
    QVERIFY(pools.mount());
    QCOMPARE(pools.infantry, 1.0);
    QCOMPARE(pools.skimmer, 5.0);
    QVERIFY(!pools.mount()); // already mounted
    for (int i = 0; i < 4; ++i)
        QVERIFY(pools.spend(1));
    QCOMPARE(pools.infantry, 1.0);
    QCOMPARE(pools.skimmer, 1.0);
    QVERIFY(!pools.spend(2));
    QVERIFY(pools.dismount());
    QCOMPARE(pools.infantry, 0.0);
    QCOMPARE(pools.skimmer, 0.0);
    QVERIFY(!pools.mounted);
    QVERIFY(!pools.spend(1));
}

void TestRulesMoves::stacking_data()
{
    QTest::addColumn<QString>("counters"); // colour + flags (p passenger, t towed, f fortress)
    QTest::addColumn<bool>("alliesShare");
    QTest::addColumn<int>("towPair");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("allowed");

    QTest::newRow("3 counters per player")
        << QStringLiteral("tan tan tan") << false << 2 << 3 << true;
    QTest::newRow("a fourth is too many")
        << QStringLiteral("tan tan tan tan") << false << 2 << 4 << false;
    QTest::newRow("an APC with infantry counts 2")
        << QStringLiteral("tan tan-p tan") << false << 2 << 3 << true;
    QTest::newRow("a tower and gun count 2")
        << QStringLiteral("tan tan-t tan tan") << false << 2 << 4 << false;
    QTest::newRow("a tower and gun count 1 under the option")
        << QStringLiteral("tan tan-t tan tan") << false << 1 << 3 << true;
    QTest::newRow("the fortress marker does not count")
        << QStringLiteral("tan-f tan tan tan") << false << 2 << 3 << true;
    QTest::newRow("enemy counters do not count")
        << QStringLiteral("tan tan tan red red") << false << 2 << 3 << true;
    QTest::newRow("sc.11 allies share 3 per hex")
        << QStringLiteral("tan tan green green") << true << 2 << 4 << false;
}

void TestRulesMoves::stacking()
{
    QFETCH(QString, counters);
    QFETCH(bool, alliesShare);
    QFETCH(int, towPair);
    QFETCH(int, count);
    QFETCH(bool, allowed);
    QList<StackedCounter> hex;
    for (const QString &word : counters.split(QLatin1Char(' '))) {
        StackedCounter c;
        c.colour = word.section(QLatin1Char('-'), 0, 0);
        const QString flag = word.section(QLatin1Char('-'), 1);
        c.passenger = flag == QLatin1String("p");
        c.towed = flag == QLatin1String("t");
        c.fortress = flag == QLatin1String("f");
        hex.append(c);
    }
    RuleChoices choices;
    choices.towPairStacking = towPair;
    const auto shares = [alliesShare](const QString &other) {
        return alliesShare && other == QLatin1String("green");
    };
    QCOMPARE(stackingCount(hex, QStringLiteral("tan"), shares, *m_rules, choices), count);
    QCOMPARE(stackingAllows(hex, QStringLiteral("tan"), shares, *m_rules, choices), allowed);
}

void TestRulesMoves::disruption_data()
{
    QTest::addColumn<DisruptionTarget>("target");
    QTest::addColumn<bool>("atTurnStartOption");
    QTest::addColumn<DisruptionOutcome>("outcome");
    QTest::addColumn<bool>("passengerLost");

    DisruptionTarget tank;
    tank.terrainId = QStringLiteral("clear");
    auto with = [&tank](auto change) {
        DisruptionTarget t = tank;
        change(t);
        return t;
    };
    const auto Dis = DisruptionOutcome::Disrupted;
    const auto Gone = DisruptionOutcome::Eliminated;
    const auto None = DisruptionOutcome::Ignored;
    QTest::newRow("a tank on clear is disrupted") << tank << false << Dis << false;
    QTest::newRow("disrupted again after an earlier round: eliminated")
        << with([](DisruptionTarget &t) { t.disrupted = t.disruptedBeforeRound = true; }) << false
        << Gone << false;
    QTest::newRow("second_disruption at turn start: not started disrupted, stays disrupted")
        << with([](DisruptionTarget &t) { t.disrupted = t.disruptedBeforeRound = true; }) << true
        << None << false;
    QTest::newRow("second_disruption at turn start: started disrupted, eliminated")
        << with([](DisruptionTarget &t) {
               t.disrupted = t.disruptedBeforeRound = t.disruptedAtTurnStart = true;
           })
        << true << Gone << false;
    QTest::newRow("one Dis per player turn: the extra is ignored")
        << with([](DisruptionTarget &t) { t.alreadyHitThisTurn = true; }) << false << None << false;
    QTest::newRow("any unit disrupted in swamp is eliminated")
        << with([](DisruptionTarget &t) { t.terrainId = QStringLiteral("swamp"); }) << false << Gone
        << false;
    QTest::newRow("any unit disrupted on a river is eliminated")
        << with([](DisruptionTarget &t) { t.terrainId = QStringLiteral("river"); }) << false << Gone
        << false;
    QTest::newRow("a hover unit disrupted on a lake is eliminated")
        << with([](DisruptionTarget &t) { t.terrainId = QStringLiteral("lake"); }) << false << Gone
        << false;
    QTest::newRow("skimmer-mounted infantry is eliminated")
        << with([](DisruptionTarget &t) { t.skimmerMounted = true; }) << false << Gone << false;
    QTest::newRow("militia is eliminated")
        << with([](DisruptionTarget &t) { t.militia = true; }) << false << Gone << false;
    QTest::newRow("dismounted infantry ignores Dis on clear")
        << with([](DisruptionTarget &t) { t.dismountedInfantry = true; }) << false << None << false;
    QTest::newRow("dismounted infantry on a river is eliminated") << with([](DisruptionTarget &t) {
        t.dismountedInfantry = true;
        t.terrainId = QStringLiteral("river");
    }) << false << Gone << false;
    QTest::newRow("a paratrooper hit by CPF is eliminated")
        << with([](DisruptionTarget &t) { t.cpfTarget = true; }) << false << Gone << false;
    QTest::newRow("mounted infantry in a close assault does not disrupt")
        << with([](DisruptionTarget &t) { t.passengerInCloseAssault = true; }) << false << None
        << false;
    QTest::newRow("a disrupted APC disrupted again takes its passenger")
        << with([](DisruptionTarget &t) {
               t.apcWithPassenger = t.disrupted = t.disruptedBeforeRound = true;
           })
        << false << Gone << true;
    QTest::newRow("an APC disrupted once keeps its passenger")
        << with([](DisruptionTarget &t) { t.apcWithPassenger = true; }) << false << Dis << false;
}

void TestRulesMoves::disruption()
{
    QFETCH(DisruptionTarget, target);
    QFETCH(bool, atTurnStartOption);
    QFETCH(DisruptionOutcome, outcome);
    QFETCH(bool, passengerLost);
    RuleChoices choices;
    if (atTurnStartOption)
        choices.secondDisruption = RuleChoices::SecondDisruption::DisruptedAtTurnStart;
    const DisruptionEffect effect = disruptionEffect(target, choices);
    QCOMPARE(effect.outcome, outcome);
    QCOMPARE(effect.passengerEliminated, passengerLost);
}

void TestRulesMoves::resultRubbles_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("gas");
    QTest::addColumn<bool>("rubbles");

    QTest::newRow("DE-R after direct fire")
        << QStringLiteral("DE-R") << int(AttackKind::Direct) << false << true;
    QTest::newRow("DE-R after close assault")
        << QStringLiteral("DE-R") << int(AttackKind::CloseAssault) << false << true;
    QTest::newRow("DE-R after indirect fire")
        << QStringLiteral("DE-R") << int(AttackKind::IndirectB) << false << true;
    QTest::newRow("DE* after indirect fire")
        << QStringLiteral("DE*") << int(AttackKind::IndirectA) << false << true;
    QTest::newRow("DE* after direct fire: no rubble")
        << QStringLiteral("DE*") << int(AttackKind::Direct) << false << false;
    QTest::newRow("DE* after close assault: no rubble")
        << QStringLiteral("DE*") << int(AttackKind::CloseAssault) << false << false;
    QTest::newRow("gas never rubbles")
        << QStringLiteral("DE-R") << int(AttackKind::IndirectA) << true << false;
    QTest::newRow("CPF ignores rubble")
        << QStringLiteral("DE-R") << int(AttackKind::CounterParadrop) << false << false;
    QTest::newRow("DE does not rubble")
        << QStringLiteral("DE") << int(AttackKind::IndirectA) << false << false;
}

void TestRulesMoves::resultRubbles()
{
    QFETCH(QString, code);
    QFETCH(int, kind);
    QFETCH(bool, gas);
    QFETCH(bool, rubbles);
    QCOMPARE(rules::resultRubbles(code, AttackKind(kind), gas), rubbles);
}

void TestRulesMoves::rubbleChangesTheGround()
{
    TestField field(*m_rules);
    const HexCoord city = field.at(N);
    const HexCoord swamp = field.at(S);
    const HexCoord bridge = field.at(NE);
    const HexCoord fort = field.at(SE);
    field.setTerrain(city, "city");
    field.setTerrain(swamp, "swamp");
    field.setTerrain(bridge, "bridge");
    field.setTerrain(fort, "forest");
    Battlefield ground = field.battlefield();
    ground.setFortress(fort, true);

    QVERIFY(canBeRubbled(ground, city));
    QVERIFY(ground.applyRubble(city));
    QVERIFY(ground.hasRubble(city));
    QVERIFY(!canBeRubbled(ground, city)); // rubble does not stack
    QVERIFY(!ground.applyRubble(city));

    QVERIFY(!canBeRubbled(ground, swamp)); // swamp, lake and river never
    QVERIFY(!ground.applyRubble(swamp));

    QVERIFY(ground.applyRubble(bridge)); // a rubbled bridge is river from then on
    QCOMPARE(ground.terrainId(bridge), QStringLiteral("river"));
    QVERIFY(!ground.hasRubble(bridge));

    QVERIFY(canBeRubbled(ground, fort)); // the only way to destroy a fortress
    QVERIFY(ground.applyRubble(fort));
    QVERIFY(!ground.hasFortress(fort));
    QVERIFY(ground.hasRubble(fort));
    QCOMPARE(rules::indirectHexDefence(ground, fort), 6); // forest 4 + 2
}

void TestRulesMoves::rallyT9_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("desperation"); // 0: none
    QTest::addColumn<bool>("inCloseAssault");
    QTest::addColumn<int>("mode");
    QTest::addColumn<RallyOutcome>("outcome");

    const int normal = int(RallyMode::Normal);
    QTest::newRow("T9 morale 7, roll 7: rallied")
        << 7 << 0 << false << normal << RallyOutcome::Rallied;
    QTest::newRow("T9 roll 6, desperation 8: rallied")
        << 6 << 8 << false << normal << RallyOutcome::Rallied;
    QTest::newRow("T9 roll 6, desperation 5: removed")
        << 6 << 5 << false << normal << RallyOutcome::Removed;
    QTest::newRow("T9 in a close assault: may not try")
        << 12 << 0 << true << normal << RallyOutcome::NotAllowed;
    QTest::newRow("roll 6, no desperation roll: stays disrupted")
        << 6 << 0 << false << normal << RallyOutcome::StaysDisrupted;
    QTest::newRow("sc.12 a failed rally eliminates")
        << 6 << 0 << false << int(RallyMode::FailedRallyEliminates) << RallyOutcome::Removed;
    QTest::newRow("sc.14 desperation only: 7 rallies")
        << 7 << 0 << false << int(RallyMode::DesperationOnly) << RallyOutcome::Rallied;
    QTest::newRow("sc.14 desperation only: 6 removes")
        << 6 << 0 << false << int(RallyMode::DesperationOnly) << RallyOutcome::Removed;
}

void TestRulesMoves::rallyT9()
{
    QFETCH(int, roll);
    QFETCH(int, desperation);
    QFETCH(bool, inCloseAssault);
    QFETCH(int, mode);
    QFETCH(RallyOutcome, outcome);
    const std::optional<int> second = desperation ? std::optional<int>(desperation) : std::nullopt;
    QCOMPARE(rallyOutcome(7, roll, second, inCloseAssault, RallyMode(mode)), outcome);
}

void TestRulesMoves::rallyChances()
{
    // §3.1: P(2d6 >= n) in 36ths.
    QCOMPARE(chanceAtLeast(6), 26);
    QCOMPARE(chanceAtLeast(7), 21);
    QCOMPARE(chanceAtLeast(8), 15);
    QCOMPARE(chanceAtLeast(9), 10);
    QCOMPARE(chanceAtLeast(10), 6);
    QCOMPARE(rallyOutcome(7, 6, std::nullopt, false, RallyMode::Normal, true),
             RallyOutcome::NeedsDesperationRoll);
}

void TestRulesMoves::moraleStepsAndDesertionT15()
{
    // Sc.7 Tan: morale 6; 6 lost -> 7; 12 -> 8; 18 -> 9.
    const QList<MoraleStep> steps {{6, 7}, {12, 8}, {18, 9}};
    QCOMPARE(moraleAfterLosses(6, steps, 5), 6);
    QCOMPARE(moraleAfterLosses(6, steps, 6), 7);
    QCOMPARE(moraleAfterLosses(6, steps, 13), 8);
    QCOMPARE(moraleAfterLosses(6, steps, 30), 9);

    // Sc.9: after 1/2/3 Red losses a rally roll of >= 9/8/7 makes all Red desert.
    const QList<RallyThreshold> desertion {{1, 9}, {2, 8}, {3, 7}};
    QVERIFY(desertionTriggered(2, 8, desertion)); // T15: 8 >= 8
    QVERIFY(!desertionTriggered(2, 7, desertion));
    QVERIFY(!desertionTriggered(0, 12, desertion));
    QCOMPARE(desertionThreshold(1, desertion), std::optional<int>(9));
    QCOMPARE(desertionThreshold(5, desertion), std::optional<int>(7)); // >= 7 beyond 3
}

void TestRulesMoves::scatterT7_data()
{
    QTest::addColumn<int>("accuracy");
    QTest::addColumn<int>("direction");
    QTest::addColumn<int>("distance");
    QTest::addColumn<HexCoord>("offset");

    QTest::newRow("T7 roll 1-3: on the DZ") << 3 << 4 << 6 << HexCoord(0, 0);
    QTest::newRow("T7 5, direction 1, distance 1: (0,-1)") << 5 << 1 << 1 << HexCoord(0, -1);
    QTest::newRow("T7 4, direction 2, distance 3: (3,-3)") << 4 << 2 << 3 << HexCoord(3, -3);
    QTest::newRow("T7 6, direction 4, distance 6: (0,6)") << 6 << 4 << 6 << HexCoord(0, 6);
    QTest::newRow("direction 3 is SE") << 4 << 3 << 2 << HexCoord(2, 0);
    QTest::newRow("direction 5 is SW") << 4 << 5 << 1 << HexCoord(-1, 1);
    QTest::newRow("direction 6 is NW") << 4 << 6 << 2 << HexCoord(-2, 0);
}

void TestRulesMoves::scatterT7()
{
    QFETCH(int, accuracy);
    QFETCH(int, direction);
    QFETCH(int, distance);
    QFETCH(HexCoord, offset);
    const HexCoord dz(4, -7);
    QCOMPARE(scatterHex(dz, {accuracy, direction, distance}) - dz, offset);
}

void TestRulesMoves::offMapLandingGoesToTheEdgeAsClear()
{
    // T7: 6, direction 4 (S), distance 6 from a DZ three rows above the bottom edge is off
    // the map: the unit lands on the nearest edge hex, which counts as clear.
    TestField field(*m_rules);
    const HexCoord dz = HexMap::Offsets.fromOffset(OffsetCoord {8, 9});
    const HexCoord edge = HexMap::Offsets.fromOffset(OffsetCoord {8, 11});
    QVERIFY(field.battlefield().isPlayable(dz));
    QVERIFY(field.battlefield().isPlayable(edge));
    field.setTerrain(edge, "forest");
    const Landing landing
        = landParatrooper(field.battlefield(), dz, {6, 4, 6}, type("conv_armored_car"));
    QCOMPARE(landing.scattered, dz + S * 6);
    QVERIFY(landing.offMap);
    QCOMPARE(landing.hex, edge);
    QCOMPARE(landing.terrainId, QStringLiteral("clear"));
    QVERIFY(!landing.eliminated);
}

void TestRulesMoves::landingLosses_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<bool>("eliminated");

    QTest::newRow("T7 infantry in a lake is eliminated")
        << QStringLiteral("conv_infantry") << QStringLiteral("lake") << true;
    QTest::newRow("T7 infantry in a swamp is eliminated")
        << QStringLiteral("slam_infantry") << QStringLiteral("swamp") << true;
    QTest::newRow("T7 infantry in a river is eliminated")
        << QStringLiteral("conv_infantry") << QStringLiteral("river") << true;
    QTest::newRow("T7 infantry in forest is fine")
        << QStringLiteral("conv_infantry") << QStringLiteral("forest") << false;
    QTest::newRow("T7 an armored car in forest is eliminated")
        << QStringLiteral("conv_armored_car") << QStringLiteral("forest") << true;
    QTest::newRow("an APC in a city is eliminated")
        << QStringLiteral("conv_apc") << QStringLiteral("city") << true;
    QTest::newRow("a small gun on clear is fine")
        << QStringLiteral("merc_small_gun") << QStringLiteral("clear") << false;
    QTest::newRow("a small gun on a slope is eliminated")
        << QStringLiteral("conv_small_gun") << QStringLiteral("slope") << true;
}

void TestRulesMoves::landingLosses()
{
    QFETCH(QString, unit);
    QFETCH(QString, terrain);
    QFETCH(bool, eliminated);
    TestField field(*m_rules);
    field.setTerrain(field.centre(), qPrintable(terrain));
    const Landing landing
        = landParatrooper(field.battlefield(), field.centre(), {1, 1, 1}, type(qPrintable(unit)));
    QVERIFY(landing.onTarget);
    QCOMPARE(landing.hex, field.centre());
    QCOMPARE(landing.eliminated, eliminated);
    QCOMPARE(landingEliminates(type(qPrintable(unit)), terrain), eliminated);
}

QTEST_GUILESS_MAIN(TestRulesMoves)
#include "tst_rulesmoves.moc"
