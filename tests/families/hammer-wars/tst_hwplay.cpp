// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 15, point 5: the Hammer Wars engine against the rules page (Core Rules v1.5; the
// extract is shared/rules/seed-003-hammerwars.md). Each table is named after the section it
// pins: income and the earliest Heavy, the pool, the hit roll with cover and the natural 6,
// blast, terrain, the special rules. How a game is won (morale, seizing, goals, the longest
// game) is tst_hwvictory.cpp; whole games and the golden log are tst_hwgames.cpp.

#include "families/hammer-wars/play/hwgame.h"
#include "families/hammer-wars/rules/hwattack.h"
#include "families/hammer-wars/rules/hwscoring.h"
#include "hwplaytestsupport.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QtTest>

#include <functional>
#include <memory>

using namespace hexwright;
using namespace hexwright::hwplaytest;

namespace hexwright {

class TestHwPlay : public QObject, private hwplaytest::Fixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // §4.1 Deployment phase.
    void deploymentIncome_data();
    void deploymentIncome();
    void earliestHeavy_data();
    void earliestHeavy();
    void placingWithinTheEdge_data();
    void placingWithinTheEdge();
    // §2 Unit pool.
    void poolLimits();
    void killedModelsReturnToThePool();
    // §6 Attacks.
    void hitChancePerDie_data();
    void hitChancePerDie();
    void coverAndLineOfSight_data();
    void coverAndLineOfSight();
    void blastWithinTwoInches();
    void meleeInBaseContact();
    // §5, §7 Movement and terrain.
    void runThroughDifficultTerrain_data();
    void runThroughDifficultTerrain();
    void dangerousTerrain_data();
    void dangerousTerrain();
    void trampleAttack();
    // §11 Special rules.
    void specialRules_data();
    void specialRules();
    void chainAttack();
};

} // namespace hexwright

void TestHwPlay::initTestCase()
{
    loadFixture();
    QVERIFY(m_context);
    QCOMPARE(m_context->problem(), QString());
}

// §4.1: income is 6 pts and 1 xp a deployment phase; pts are discarded, xp kept.
void TestHwPlay::deploymentIncome_data()
{
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("order");
    QTest::addColumn<int>("pts");
    QTest::addColumn<int>("xp");
    QTest::newRow("§4.1 first player, round 1: 6 pts, 1 xp") << 1 << 0 << 6 << 1;
    QTest::newRow("§4.1 second player, round 1: 6 pts, 1 xp") << 1 << 1 << 6 << 1;
    QTest::newRow("§4.1 round 2: pts discarded, xp kept") << 2 << 0 << 6 << 2;
    QTest::newRow("§4.1 round 3: 3 xp saved") << 3 << 1 << 6 << 3;
}

void TestHwPlay::deploymentIncome()
{
    QFETCH(int, round);
    QFETCH(int, order);
    QFETCH(int, pts);
    QFETCH(int, xp);
    HwGame game(m_context, 7);
    endPhasesUntil(game, round, order);
    const HwPlayerState &ps = game.state().players.at(game.state().current());
    QCOMPARE(ps.pts, pts);
    QCOMPARE(ps.xp, xp);
}

// §4.1: a Heavy costs 6 pts and 3 xp, so the earliest is the 3rd deployment phase.
void TestHwPlay::earliestHeavy_data()
{
    QTest::addColumn<int>("round");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("§4.1 Heavy in the 1st deployment phase: refused") << 1 << false;
    QTest::newRow("§4.1 Heavy in the 2nd deployment phase: refused") << 2 << false;
    QTest::newRow("§4.1 Heavy in the 3rd deployment phase: bought") << 3 << true;
}

void TestHwPlay::earliestHeavy()
{
    QFETCH(int, round);
    QFETCH(bool, allowed);
    HwGame game(m_context, 3);
    endPhasesUntil(game, round, 0);
    const bool blue = game.state().current() == 0;
    HwPlay buy(QStringLiteral("buy"), QString(),
               blue ? QStringLiteral("support_heavy") : QStringLiteral("ranged_heavy"));
    const QString why = game.apply(buy);
    QCOMPARE(why.isEmpty(), allowed);
    if (!allowed)
        QVERIFY2(why.contains(QLatin1String("costs 6 pts and 3 xp")), qPrintable(why));
    QCOMPARE(m_context->rules().firstPhaseAffording(6, 3), 3);
}

// §4.1: within 4 in of the own table edge (the short edges by default), 1 in from enemies.
void TestHwPlay::placingWithinTheEdge_data()
{
    QTest::addColumn<QString>("edges"); // short (the default), long, area (the table's)
    QTest::addColumn<double>("x");
    QTest::addColumn<double>("y");
    QTest::addColumn<QString>("refusal");
    const QString area = QStringLiteral("area");
    const QString longEdges = QStringLiteral("long");
    const QString shortEdges = QStringLiteral("short");
    QTest::newRow("§4.1 3.5 in from the own edge") << shortEdges << 3.5 << 12.0 << QString();
    QTest::newRow("§4.1 4.5 in from the own edge")
        << shortEdges << 4.5 << 12.0 << QStringLiteral("within");
    QTest::newRow("§4.1 on the enemy's edge")
        << shortEdges << 34.0 << 12.0 << QStringLiteral("within");
    QTest::newRow("§4.1 half off the table")
        << shortEdges << 0.2 << 12.0 << QStringLiteral("wholly");
    QTest::newRow("§4.1 closer than 1 in to an enemy")
        << shortEdges << 3.0 << 2.0 << QStringLiteral("closer");
    QTest::newRow("§3 option player_edges = long: the north edge")
        << longEdges << 12.0 << 3.5 << QString();
    QTest::newRow("§3 option player_edges = long: not the west edge")
        << longEdges << 3.5 << 12.0 << QStringLiteral("within");
    QTest::newRow("§3 the side's deployment area of the table")
        << area << 12.0 << 21.0 << QString();
    QTest::newRow("§3 outside the side's deployment area")
        << area << 3.5 << 12.0 << QStringLiteral("within");
}

void TestHwPlay::placingWithinTheEdge()
{
    QFETCH(QString, edges);
    QFETCH(double, x);
    QFETCH(double, y);
    QFETCH(QString, refusal);
    const auto ctx = context([&edges](Scenario &s) {
        if (edges == QLatin1String("long"))
            s.ruleOptions.insert(QStringLiteral("player_edges"), edges);
        if (edges == QLatin1String("area")) {
            TableDeployment band;
            band.id = QStringLiteral("blue-band");
            band.side = QStringLiteral("blue");
            band.shapes.append(TableShape::rectangle(QPointF(18, 21) * MillimetresPerInch,
                                                     36 * MillimetresPerInch,
                                                     6 * MillimetresPerInch));
            s.table->deployment.append(band);
        }
    });
    // A red model stands in blue's zone at (3, 3.3).
    auto game = position(
        {{"red-boyz-1", 3.0, 3.3}},
        [](HwGameState &s) {
            s.phase = 0;
            s.players[0].pts = 6;
            s.players[0].xp = 1;
        },
        1, ctx);
    QVERIFY(game);
    QCOMPARE(
        game->apply(HwPlay(QStringLiteral("buy"), QString(), QStringLiteral("ranged_infantry"))),
        QString());
    const QStringList waiting = game->waitingToPlace();
    QCOMPARE(waiting, QStringList {QStringLiteral("blue-ranged-1")});
    HwPlay place(QStringLiteral("place"), waiting.first());
    place.at = QPointF(x, y) * 25.4;
    const QString why = game->apply(place);
    QVERIFY2(refusal.isEmpty() ? why.isEmpty() : why.contains(refusal), qPrintable(why));
    // What the window offers: every sample point is a legal place.
    if (!refusal.isEmpty()) {
        const QList<QPointF> places = game->placesFor(waiting.first());
        QVERIFY(!places.isEmpty());
        HwPlay offered(QStringLiteral("place"), waiting.first());
        offered.at = places.first();
        QCOMPARE(game->check(offered), QString());
    }
}

// §2: a pool holds what its force entries count; a killed model goes back to it.
void TestHwPlay::poolLimits()
{
    HwGame game(m_context, 5);
    endPhasesUntil(game, 1, 0);
    if (game.state().current() != 1)
        endPhasesUntil(game, 1, 1);
    QCOMPARE(game.state().current(), 1); // red
    const HwPlay buy(QStringLiteral("buy"), QString(), QStringLiteral("ranged_specialist"));
    QCOMPARE(game.apply(buy), QString());
    QCOMPARE(game.apply(buy), QString());
    const QString why = game.apply(buy);
    QVERIFY2(why.contains(QLatin1String("no Ranged Specialist left in the pool")), qPrintable(why));
    QCOMPARE(game.state().players.at(1).pts, 2);
}

void TestHwPlay::killedModelsReturnToThePool()
{
    // Red's snipers (3 dice, 4+ against Light) shoot a blue Assault Infantry until a seed
    // kills it.
    for (quint64 seed = 1; seed < 200; ++seed) {
        auto game = position(
            {{"red-snipers-1", 10, 12}, {"blue-assault-1", 16, 12}},
            [](HwGameState &s) { s.order = 1; }, seed);
        QVERIFY(game);
        QCOMPARE(game->state().current(), 1);
        HwPlay hold(QStringLiteral("activate"), QStringLiteral("red-snipers-1"));
        hold.action = QStringLiteral("hold");
        QCOMPARE(game->apply(hold), QString());
        HwPlay shoot(QStringLiteral("attack"), QStringLiteral("red-snipers-1"));
        shoot.target = QStringLiteral("blue-assault-1");
        QCOMPARE(game->apply(shoot), QString());
        const HwModel *victim = game->state().model(QStringLiteral("blue-assault-1"));
        if (victim->onTable())
            continue;
        QCOMPARE(victim->status, HwModel::Status::Pool);
        QCOMPARE(victim->lives, 1);
        QCOMPARE(game->state().players.at(0).lost, 1);
        QCOMPARE(game->state().losses.value(QStringLiteral("blue")), 1);
        QCOMPARE(game->invariantViolations(), QStringList());
        return;
    }
    QFAIL("no seed killed the target");
}

// §6.2, §6.4: a die hits on the armour column's value; cover -1; a natural 6 always hits.
void TestHwPlay::hitChancePerDie_data()
{
    QTest::addColumn<int>("hitsOn");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("sixths");
    QTest::newRow("§6.2 3+ in the open") << 3 << 0 << 4;
    QTest::newRow("§6.2 4+ in the open") << 4 << 0 << 3;
    QTest::newRow("§6.2 5+ in the open") << 5 << 0 << 2;
    QTest::newRow("§6.2 6+ in the open") << 6 << 0 << 1;
    QTest::newRow("§6.4 3+ in cover") << 3 << -1 << 3;
    QTest::newRow("§6.4 5+ in cover") << 5 << -1 << 1;
    QTest::newRow("§6.4 6+ in cover: the natural 6") << 6 << -1 << 1;
    QTest::newRow("§8.2 4+ with Duty's +1") << 4 << 1 << 4;
    QTest::newRow("§8.2 Duty and cover cancel") << 4 << 0 << 3;
}

void TestHwPlay::hitChancePerDie()
{
    QFETCH(int, hitsOn);
    QFETCH(int, modifier);
    QFETCH(int, sixths);
    QCOMPARE(hwrules::hitChance(hitsOn, modifier), sixths / 6.0);
    QVERIFY(hwrules::dieHits(6, hitsOn, modifier - 5)); // a natural 6, whatever the modifiers
    QCOMPARE(hwrules::hitsAmong({1, 2, 3, 4, 5, 6}, hitsOn, modifier), sixths);
}

// §6.1, §7: solid pieces and models block line of sight; half inside cover, or partly
// hidden by terrain, is cover (-1) unless the attacker Ignores Cover.
void TestHwPlay::coverAndLineOfSight_data()
{
    QTest::addColumn<QString>("attacker");
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<int>("modifier"); // 9: no line of sight
    QTest::newRow("§7 inside the ruins: -1")
        << QStringLiteral("blue-marksmen-1") << QPointF(25, 9) << QPointF(25, 17) << -1;
    QTest::newRow("§11 Ignores Cover: no -1")
        << QStringLiteral("blue-captain-1") << QPointF(25, 9) << QPointF(25, 17) << 0;
    QTest::newRow("§7 partly hidden behind the wood: -1")
        << QStringLiteral("blue-marksmen-1") << QPointF(11, 1) << QPointF(11, 10.2) << -1;
    QTest::newRow("§7 in the open: no modifier")
        << QStringLiteral("blue-marksmen-1") << QPointF(2, 10.2) << QPointF(11, 10.2) << 0;
    QTest::newRow("§6.1 behind the rock: no line of sight")
        << QStringLiteral("blue-marksmen-1") << QPointF(9, 17) << QPointF(16.3, 17) << 9;
    QTest::newRow("§6.1 behind a model: no line of sight")
        << QStringLiteral("blue-marksmen-1") << QPointF(2, 12) << QPointF(10, 12) << 9;
}

void TestHwPlay::coverAndLineOfSight()
{
    QFETCH(QString, attacker);
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(int, modifier);
    const QByteArray id = attacker.toUtf8();
    auto game = position({{id.constData(), from.x(), from.y()},
                          {"red-boyz-1", to.x(), to.y()},
                          {"blue-ranged-1", 6, 12}});
    QVERIFY(game);
    HwPlay hold(QStringLiteral("activate"), attacker);
    hold.action = QStringLiteral("hold");
    QCOMPARE(game->apply(hold), QString());
    HwPlay shoot(QStringLiteral("attack"), attacker);
    shoot.target = QStringLiteral("red-boyz-1");
    const QString why = game->check(shoot);
    if (modifier == 9) {
        QVERIFY2(why.contains(QLatin1String("cannot see")), qPrintable(why));
        return;
    }
    QCOMPARE(why, QString());
    QCOMPARE(game->odds(attacker, 0, QStringLiteral("red-boyz-1")).modifier, modifier);
}

// §6.2: a `*` line rolls one more die against each enemy within 2 in of the target.
void TestHwPlay::blastWithinTwoInches()
{
    auto game = position({{"blue-mortars-1", 4, 20},
                          {"red-boyz-1", 14, 21},
                          {"red-boyz-2", 14, 22.8},
                          {"red-boyz-3", 17.5, 21}});
    QVERIFY(game);
    HwPlay hold(QStringLiteral("activate"), QStringLiteral("blue-mortars-1"));
    hold.action = QStringLiteral("hold");
    QCOMPARE(game->apply(hold), QString());
    const int from = int(game->log().size());
    HwPlay shoot(QStringLiteral("attack"), QStringLiteral("blue-mortars-1"));
    shoot.target = QStringLiteral("red-boyz-1");
    QCOMPARE(game->apply(shoot), QString());
    // 4+ against Light for the target and the one within 2 in; none for the one 2.5 in away.
    QCOMPARE(rollsSince(*game, from),
             (QStringList {QStringLiteral("attack red-boyz-1 4"),
                           QStringLiteral("blast red-boyz-2 4")}));
}

// §6.3: an enemy in base contact is attacked in melee; Range 0 units attack only that way.
void TestHwPlay::meleeInBaseContact()
{
    auto game = position({{"blue-assault-1", 10, 20}, {"red-boyz-1", 14, 20}});
    QVERIFY(game);
    HwPlay shootFirst(QStringLiteral("attack"), QStringLiteral("blue-assault-1"));
    shootFirst.target = QStringLiteral("red-boyz-1");
    HwPlay hold(QStringLiteral("activate"), QStringLiteral("blue-assault-1"));
    hold.action = QStringLiteral("hold");
    QCOMPARE(game->apply(hold), QString());
    QVERIFY(game->check(shootFirst).contains(QLatin1String("only in base contact")));
    // A walk into base contact, then the attack is melee.
    auto walked = position({{"blue-assault-1", 10, 20}, {"red-boyz-1", 14, 20}});
    HwPlay walk(QStringLiteral("activate"), QStringLiteral("blue-assault-1"));
    walk.action = QStringLiteral("walk");
    walk.path = {QPointF(13.0, 20) * 25.4};
    QCOMPARE(walked->apply(walk), QString());
    QVERIFY(walked->odds(QStringLiteral("blue-assault-1"), 0, QStringLiteral("red-boyz-1")).melee);
    QCOMPARE(walked->apply(shootFirst), QString());
    // Into an enemy's base: refused.
    auto through = position({{"blue-assault-1", 10, 20}, {"red-boyz-1", 14, 20}});
    walk.path = {QPointF(15.5, 20) * 25.4};
    QVERIFY(through->check(walk).contains(QLatin1String("may not move through")));
}

// §5, §7: no Run through difficult terrain; a Walk is unaffected.
void TestHwPlay::runThroughDifficultTerrain_data()
{
    QTest::addColumn<QString>("action");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<QString>("refusal");
    QTest::newRow("§7 Run across the river: refused")
        << QStringLiteral("run") << QPointF(21, 15) << QStringLiteral("may not Run through");
    QTest::newRow("§7 Walk across the river")
        << QStringLiteral("walk") << QPointF(21, 15) << QString();
    QTest::newRow("§5 Run in the open") << QStringLiteral("run") << QPointF(15, 3) << QString();
    QTest::newRow("§5 Walk too far")
        << QStringLiteral("walk") << QPointF(22, 15) << QStringLiteral("may move 6.0 in");
}

void TestHwPlay::runThroughDifficultTerrain()
{
    QFETCH(QString, action);
    QFETCH(QPointF, to);
    QFETCH(QString, refusal);
    auto game = position({{"blue-assault-1", 15, 15}});
    QVERIFY(game);
    // Every point offered for the action is one the rules allow.
    for (QPointF offered : game->moveTargets(QStringLiteral("blue-assault-1"), action)) {
        HwPlay p(QStringLiteral("activate"), QStringLiteral("blue-assault-1"));
        p.action = action;
        p.path = {offered};
        QCOMPARE(game->check(p), QString());
    }
    QCOMPARE(game->reach(QStringLiteral("blue-assault-1"), action) / MillimetresPerInch,
             action == QLatin1String("run") ? 12.0 : 6.0);
    HwPlay move(QStringLiteral("activate"), QStringLiteral("blue-assault-1"));
    move.action = action;
    move.path = {to * 25.4};
    const QString why = game->apply(move);
    QVERIFY2(refusal.isEmpty() ? why.isEmpty() : why.contains(refusal), qPrintable(why));
}

// §7: moving into or across dangerous terrain: a Dice:1 attack hitting on 6+.
void TestHwPlay::dangerousTerrain_data()
{
    QTest::addColumn<QPointF>("from");
    QTest::addColumn<QPointF>("to");
    QTest::addColumn<QStringList>("rolls");
    QTest::newRow("§7 across the minefield")
        << QPointF(18, 11) << QPointF(18, 5)
        << QStringList {QStringLiteral("dangerous_terrain blue-assault-1 6")};
    QTest::newRow("§7 into the minefield")
        << QPointF(18, 11) << QPointF(18, 8)
        << QStringList {QStringLiteral("dangerous_terrain blue-assault-1 6")};
    QTest::newRow("§7 inside it (option dangerous_moves: enter_or_cross)")
        << QPointF(17, 8) << QPointF(19, 8) << QStringList {};
    QTest::newRow("§7 past it") << QPointF(22, 11) << QPointF(22, 5) << QStringList {};
}

void TestHwPlay::dangerousTerrain()
{
    QFETCH(QPointF, from);
    QFETCH(QPointF, to);
    QFETCH(QStringList, rolls);
    auto game = position({{"blue-assault-1", from.x(), from.y()}});
    QVERIFY(game);
    const int start = int(game->log().size());
    HwPlay move(QStringLiteral("activate"), QStringLiteral("blue-assault-1"));
    move.action = QStringLiteral("walk");
    move.path = {to * 25.4};
    QCOMPARE(game->apply(move), QString());
    QCOMPARE(rollsSince(*game, start), rolls);
}

// §11 Trample Attack: moving into base contact, a Dice:1* attack hitting on 4+.
void TestHwPlay::trampleAttack()
{
    auto game = position({{"red-battlesuit-1", 10, 20}, {"blue-assault-1", 14, 20}},
                         [](HwGameState &s) { s.order = 1; });
    QVERIFY(game);
    const int start = int(game->log().size());
    HwPlay walk(QStringLiteral("activate"), QStringLiteral("red-battlesuit-1"));
    walk.action = QStringLiteral("walk");
    // Heavy base 60 mm, infantry 25 mm: contact at 1.68 in from the centre.
    walk.path = {QPointF(12.31, 20) * 25.4};
    QCOMPARE(game->apply(walk), QString());
    QCOMPARE(rollsSince(*game, start).value(0), QStringLiteral("trample_attack blue-assault-1 4"));
}

// §11: Rapid Advance, Hit & Run and Energy Pulse, each as a short script of actions on a
// position ("unit x y" separated by ";"); the last action is refused or every one is taken,
// and the rolls the script made are listed.
void TestHwPlay::specialRules_data()
{
    QTest::addColumn<QString>("units");
    QTest::addColumn<int>("order"); // 0: blue acts, 1: red
    QTest::addColumn<QStringList>("actions");
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<QStringList>("rolls");
    const QString giant = QStringLiteral("blue-giant-1 5 3; red-boyz-1 15 3");
    auto act = [](const char *unit, const char *action, const char *path = nullptr) {
        return path ? QStringLiteral(R"({"kind":"activate","unit":"%1","action":"%2","path":[%3]})")
                          .arg(QLatin1String(unit), QLatin1String(action), QLatin1String(path))
                    : QStringLiteral(R"({"kind":"activate","unit":"%1","action":"%2"})")
                          .arg(QLatin1String(unit), QLatin1String(action));
    };
    QTest::newRow("§11 Rapid Advance: a Run of 3x Move")
        << giant << 0 << QStringList {act("blue-giant-1", "run", "[5,20]")} << QString()
        << QStringList {};
    QTest::newRow("§11 Rapid Advance: not into base contact")
        << giant << 0 << QStringList {act("blue-giant-1", "run", "[13.31,3]")}
        << QStringLiteral("may not end this move in base contact") << QStringList {};
    QTest::newRow("§5 a plain Run may end in base contact")
        << QStringLiteral("blue-assault-1 5 3; red-boyz-1 15 3") << 0
        << QStringList {act("blue-assault-1", "run", "[14,3]")} << QString() << QStringList {};
    const QString raptor = QStringLiteral("red-raptors-1 10 20; blue-giant-1 11.8 20");
    const QString melee = QStringLiteral(
        R"({"kind":"attack","unit":"red-raptors-1","line":1,"target":"blue-giant-1"})");
    QTest::newRow("§11 Hit & Run after a melee attack")
        << raptor << 1
        << QStringList {act("red-raptors-1", "hold"), melee,
                        QStringLiteral(
                            R"({"kind":"hit_and_run","unit":"red-raptors-1","to":[10,16]})")}
        << QString() << QStringList {QStringLiteral("attack blue-giant-1 6")};
    QTest::newRow("§11 Hit & Run: not without a melee attack")
        << raptor << 1
        << QStringList {act("red-raptors-1", "hold"),
                        QStringLiteral(
                            R"({"kind":"hit_and_run","unit":"red-raptors-1","to":[10,16]})")}
        << QStringLiteral("once after attacking in melee") << QStringList {};
    QTest::newRow("§11 Hit & Run: at most 4 in")
        << raptor << 1
        << QStringList {act("red-raptors-1", "hold"), melee,
                        QStringLiteral(
                            R"({"kind":"hit_and_run","unit":"red-raptors-1","to":[10,15]})")}
        << QStringLiteral("may move 4.0 in")
        << QStringList {QStringLiteral("attack blue-giant-1 6")};
    const QString psyker = QStringLiteral("blue-psyker-1 5 12; red-boyz-1 10 12; red-boyz-2 12 14");
    const QString pulse = QStringLiteral(
        R"({"kind":"energy_pulse","unit":"blue-psyker-1","at":[%1],"to":[12,14]})");
    QTest::newRow("§11 Energy Pulse: 5+ within 2 in, then moved and again")
        << psyker << 0
        << QStringList {act("blue-psyker-1", "hold"), pulse.arg(QLatin1String("10,12"))}
        << QString()
        << QStringList {QStringLiteral("energy_pulse red-boyz-1 5"),
                        QStringLiteral("energy_pulse red-boyz-2 5")};
    QTest::newRow("§11 Energy Pulse: once a round")
        << psyker << 0
        << QStringList {act("blue-psyker-1", "hold"), pulse.arg(QLatin1String("12,14")),
                        pulse.arg(QLatin1String("12,14"))}
        << QStringLiteral("used its Energy Pulse this round")
        << QStringList {QStringLiteral("energy_pulse red-boyz-2 5"),
                        QStringLiteral("energy_pulse red-boyz-2 5")};
    QTest::newRow("§11 Energy Pulse: the marker within 8 in")
        << psyker << 0
        << QStringList {act("blue-psyker-1", "hold"), pulse.arg(QLatin1String("15,12"))}
        << QStringLiteral("within 8.0 in") << QStringList {};
}

void TestHwPlay::specialRules()
{
    QFETCH(QString, units);
    QFETCH(int, order);
    QFETCH(QStringList, actions);
    QFETCH(QString, refusal);
    QFETCH(QStringList, rolls);
    QByteArrayList ids;
    QList<Placed> placed;
    for (const QString &unit : units.split(QLatin1Char(';'))) {
        const QStringList parts = unit.simplified().split(QLatin1Char(' '));
        ids.append(parts.at(0).toUtf8());
        placed.append({nullptr, parts.at(1).toDouble(), parts.at(2).toDouble()});
    }
    for (int i = 0; i < placed.size(); ++i)
        placed[i].id = ids.at(i).constData();
    auto game = position(placed, [order](HwGameState &s) { s.order = order; });
    QVERIFY(game);
    const int start = int(game->log().size());
    for (int i = 0; i < actions.size(); ++i) {
        QString error;
        const auto play = hwPlayFromJson(QJsonDocument::fromJson(actions.at(i).toUtf8()).object(),
                                         game->context(), &error);
        QVERIFY2(play, qPrintable(error));
        const QString why = game->apply(*play);
        if (i + 1 == actions.size() && !refusal.isEmpty())
            QVERIFY2(why.contains(refusal), qPrintable(why));
        else
            QVERIFY2(why.isEmpty(), qPrintable(why));
    }
    QCOMPARE(rollsSince(*game, start), rolls);
}

// §11 Chain Attack: after a kill in melee, at once a melee on an enemy within 2 in of it.
void TestHwPlay::chainAttack()
{
    for (quint64 seed = 1; seed < 300; ++seed) {
        auto game = position(
            {{"red-raptors-1", 10, 20},
             {"blue-assault-1", 11.13, 20},
             {"blue-assault-2", 12.5, 21.5},
             {"blue-assault-3", 16, 20}},
            [](HwGameState &s) { s.order = 1; }, seed);
        HwPlay hold(QStringLiteral("activate"), QStringLiteral("red-raptors-1"));
        hold.action = QStringLiteral("hold");
        QCOMPARE(game->apply(hold), QString());
        HwPlay melee(QStringLiteral("attack"), QStringLiteral("red-raptors-1"));
        melee.target = QStringLiteral("blue-assault-1");
        QCOMPARE(game->apply(melee), QString());
        if (game->state().model(melee.target)->onTable())
            continue;
        HwPlay chain(QStringLiteral("chain_attack"), QStringLiteral("red-raptors-1"));
        chain.target = QStringLiteral("blue-assault-3"); // 4 in away: not within 2 in
        QVERIFY(game->check(chain).contains(QLatin1String("not within 2.0 in")));
        chain.target = QStringLiteral("blue-assault-2");
        const int start = int(game->log().size());
        QCOMPARE(game->apply(chain), QString());
        QCOMPARE(rollsSince(*game, start), QStringList {QStringLiteral("attack blue-assault-2 4")});
        QVERIFY(game->odds(QStringLiteral("red-raptors-1"), 0, chain.target).melee
                || !game->state().model(chain.target)->onTable());
        return;
    }
    QFAIL("no seed killed the first target");
}

QTEST_GUILESS_MAIN(hexwright::TestHwPlay)
#include "tst_hwplay.moc"
