// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 15, point 5: how a Hammer Wars game is won, against the rules page (Core Rules v1.5;
// the extract is shared/rules/seed-003-hammerwars.md): every morale event, seizing an
// objective and each goal's scoring, the Deception goal declared, the longest game. The
// rounds before it (income, the pool, attacks, terrain, special rules) are tst_hwplay.cpp;
// whole games and the golden log are tst_hwgames.cpp.

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

class TestHwVictory : public QObject, private hwplaytest::Fixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // §8.3 Morale.
    void moraleEvents_data();
    void moraleEvents();
    // §8.1, §8.2 Objectives and goals.
    void seizing_data();
    void seizing();
    void goalScoring_data();
    void goalScoring();
    void deceptionDeclared();
    // §8.4 The end of the game.
    void longestGame();
};

} // namespace hexwright

void TestHwVictory::initTestCase()
{
    loadFixture();
    QVERIFY(m_context);
    QCOMPARE(m_context->problem(), QString());
}

// §8.3: every third unit lost, a Hero lost, a Heavy lost (the opponent +1 VP), and 0 ends
// the game with 1 VP to the opponent.
void TestHwVictory::moraleEvents_data()
{
    QTest::addColumn<QString>("victim");
    QTest::addColumn<int>("lostBefore");
    QTest::addColumn<int>("moraleBefore");
    QTest::addColumn<QStringList>("events");
    QTest::addColumn<int>("redVp");
    QTest::newRow("§8.3 a first unit lost: nothing")
        << QStringLiteral("blue-assault-1") << 0 << 9 << QStringList {} << 0;
    QTest::newRow("§8.3 every third unit lost: -1")
        << QStringLiteral("blue-assault-1") << 2 << 9
        << QStringList {QStringLiteral("three_units_lost")} << 0;
    QTest::newRow("§8.3 a Hero lost: -1") << QStringLiteral("blue-captain-1") << 0 << 9
                                          << QStringList {QStringLiteral("hero_lost")} << 0;
    QTest::newRow("§8.3 a Heavy lost: -1, the opponent 1 VP")
        << QStringLiteral("blue-giant-1") << 0 << 9 << QStringList {QStringLiteral("heavy_lost")}
        << 1;
    QTest::newRow("§8.3 morale 0: the game ends, the opponent 1 VP")
        << QStringLiteral("blue-assault-1") << 2 << 1
        << QStringList {QStringLiteral("three_units_lost"), QStringLiteral("game_end")} << 1;
}

void TestHwVictory::moraleEvents()
{
    QFETCH(QString, victim);
    QFETCH(int, lostBefore);
    QFETCH(int, moraleBefore);
    QFETCH(QStringList, events);
    QFETCH(int, redVp);
    const QByteArray id = victim.toUtf8();
    for (quint64 seed = 1; seed < 300; ++seed) {
        auto game = position(
            {{"red-battlesuit-1", 10, 12}, {id.constData(), 16, 12, 1}},
            [&](HwGameState &s) {
                s.order = 1;
                s.players[0].lost = lostBefore;
                s.players[0].lostCounted = lostBefore;
                s.players[0].morale = moraleBefore;
            },
            seed);
        QVERIFY(game);
        HwPlay hold(QStringLiteral("activate"), QStringLiteral("red-battlesuit-1"));
        hold.action = QStringLiteral("hold");
        QCOMPARE(game->apply(hold), QString());
        const int start = int(game->log().size());
        HwPlay shoot(QStringLiteral("attack"), QStringLiteral("red-battlesuit-1"));
        shoot.target = victim;
        QCOMPARE(game->apply(shoot), QString());
        if (game->state().model(victim)->onTable())
            continue;
        QStringList seen;
        for (int i = start; i < game->log().size(); ++i) {
            const QJsonObject &line = game->log().at(i);
            const QString type = line.value(QStringLiteral("type")).toString();
            if (type == QLatin1String("morale"))
                seen.append(line.value(QStringLiteral("why")).toString());
            else if (type == QLatin1String("game_end"))
                seen.append(type);
        }
        QCOMPARE(seen, events);
        QCOMPARE(game->state().players.at(0).morale, moraleBefore - int(events.size() > 0 ? 1 : 0));
        QCOMPARE(game->state().players.at(1).vp >= redVp, true);
        if (events.contains(QStringLiteral("game_end")))
            QVERIFY(game->isOver());
        else
            QCOMPARE(game->state().players.at(1).vp, redVp);
        return;
    }
    QFAIL("no seed killed the target");
}

// §8.1: a player seizes a marker with more units within 2 in of it than the opponent.
void TestHwVictory::seizing_data()
{
    QTest::addColumn<int>("blue");
    QTest::addColumn<int>("red");
    QTest::addColumn<int>("holder");
    QTest::newRow("§8.1 one against none") << 1 << 0 << 0;
    QTest::newRow("§8.1 one against one: nobody") << 1 << 1 << -1;
    QTest::newRow("§8.1 one against two") << 1 << 2 << 1;
    QTest::newRow("§8.1 none at all") << 0 << 0 << -1;
}

void TestHwVictory::seizing()
{
    QFETCH(int, blue);
    QFETCH(int, red);
    QFETCH(int, holder);
    QCOMPARE(hwrules::seizedBy(blue, red), holder == 0 ? 1 : holder == 1 ? -1 : 0);
    QList<Placed> placed;
    const char *blues[] = {"blue-ranged-1", "blue-ranged-2"};
    const char *reds[] = {"red-lootas-1", "red-lootas-2"};
    for (int i = 0; i < blue; ++i)
        placed.append({blues[i], 17.0 + 2 * i, 13.5});
    for (int i = 0; i < red; ++i)
        placed.append({reds[i], 17.0 + 2 * i, 10.5});
    placed.append({"red-lootas-3", 18, 16}); // 4 in away: not near
    auto game = position(placed);
    QVERIFY(game);
    QCOMPARE(game->holder(QStringLiteral("centre")), holder);
}

// §8.2: each goal's 1 VP at the end of the game.
void TestHwVictory::goalScoring_data()
{
    QTest::addColumn<QString>("faction");
    QTest::addColumn<QString>("goal");
    QTest::addColumn<QList<QPointF>>("blues"); // blue-ranged-n
    QTest::addColumn<QList<QPointF>>("reds"); // red-lootas-n
    QTest::addColumn<bool>("blueHeroSeen"); // blue deployed a Hero
    QTest::addColumn<int>("player");
    QTest::addColumn<bool>("scores");
    const QPointF centre(18, 13.5);
    const QPointF north(18, 5.5);
    const QPointF south(18, 18.5);
    QTest::newRow("§8.2 Duty: holds the secret marker")
        << QStringLiteral("space_marines") << QStringLiteral("duty") << QList<QPointF> {centre}
        << QList<QPointF> {} << true << 0 << true;
    QTest::newRow("§8.2 Duty: outnumbered at the marker")
        << QStringLiteral("space_marines") << QStringLiteral("duty") << QList<QPointF> {centre}
        << QList<QPointF> {QPointF(17, 10.5), QPointF(19, 10.5)} << true << 0 << false;
    QTest::newRow("§8.2 Deception: holds the secret marker")
        << QStringLiteral("beastmen") << QStringLiteral("deception") << QList<QPointF> {centre}
        << QList<QPointF> {south} << true << 0 << true;
    QTest::newRow("§8.2 Greed: more markers than the opponent")
        << QStringLiteral("space_marines") << QStringLiteral("duty") << QList<QPointF> {centre}
        << QList<QPointF> {north, south} << true << 1 << true;
    QTest::newRow("§8.2 Greed: fewer markers than the opponent")
        << QStringLiteral("space_marines") << QStringLiteral("duty")
        << QList<QPointF> {centre, south} << QList<QPointF> {north} << true << 1 << false;
    QTest::newRow("§8.2 Oppression: a third within 4 in of the enemy edge")
        << QStringLiteral("empire") << QStringLiteral("oppression")
        << QList<QPointF> {QPointF(33, 3), centre, north} << QList<QPointF> {} << true << 0 << true;
    QTest::newRow("§8.2 Oppression: none near the enemy edge")
        << QStringLiteral("empire") << QStringLiteral("oppression")
        << QList<QPointF> {QPointF(30, 3), centre, north} << QList<QPointF> {} << true << 0
        << false;
    QTest::newRow("§8.2 Oppression: one unit, none near (option oppression_minimum)")
        << QStringLiteral("empire") << QStringLiteral("oppression") << QList<QPointF> {centre}
        << QList<QPointF> {} << true << 0 << false;
    QTest::newRow("§8.2 Revenge: the opponent never deployed a Hero")
        << QStringLiteral("space_marines") << QStringLiteral("revenge") << QList<QPointF> {}
        << QList<QPointF> {} << false << 1 << true;
    QTest::newRow("§8.2 Revenge: a Hero deployed and not killed")
        << QStringLiteral("space_marines") << QStringLiteral("revenge") << QList<QPointF> {}
        << QList<QPointF> {} << true << 1 << false;
}

void TestHwVictory::goalScoring()
{
    QFETCH(QString, faction);
    QFETCH(QString, goal);
    QFETCH(QList<QPointF>, blues);
    QFETCH(QList<QPointF>, reds);
    QFETCH(bool, blueHeroSeen);
    QFETCH(int, player);
    QFETCH(bool, scores);
    const auto ctx = context([&](Scenario &s) {
        s.sides[0].faction = faction;
        s.sides[0].choices.insert(QStringLiteral("goal"), goal);
        s.sides[0].choices.insert(QStringLiteral("goal_objective"), QStringLiteral("centre"));
        // Red: Greed, or Revenge for the Revenge rows.
        if (goal == QLatin1String("revenge"))
            s.sides[1].choices.insert(QStringLiteral("goal"), QStringLiteral("revenge"));
    });
    QVERIFY(ctx);
    QList<Placed> placed;
    static const QList<QByteArray> blueIds {"blue-ranged-1", "blue-ranged-2", "blue-ranged-3"};
    static const QList<QByteArray> redIds {"red-lootas-1", "red-lootas-2", "red-lootas-3"};
    for (int i = 0; i < blues.size(); ++i)
        placed.append({blueIds.at(i).constData(), blues.at(i).x(), blues.at(i).y()});
    for (int i = 0; i < reds.size(); ++i)
        placed.append({redIds.at(i).constData(), reds.at(i).x(), reds.at(i).y()});
    auto game = position(
        placed, [&](HwGameState &s) { s.players[0].deployedHero = blueHeroSeen; }, 1, ctx);
    QVERIFY(game);
    QCOMPARE(game->state().players.at(player).goal,
             player == 0 ? goal
                         : (goal == QLatin1String("revenge") ? goal : QStringLiteral("greed")));
    QCOMPARE(game->goalScores(player), scores);
}

// §8.2 Deception declared: each enemy within 2 in of the marker takes a Dice:1 attack on 4+.
void TestHwVictory::deceptionDeclared()
{
    const auto ctx = context([](Scenario &s) {
        s.sides[0].faction = QStringLiteral("beastmen");
        s.sides[0].choices.insert(QStringLiteral("goal"), QStringLiteral("deception"));
        s.sides[0].choices.insert(QStringLiteral("goal_objective"), QStringLiteral("centre"));
    });
    auto game = position({{"red-lootas-1", 18, 10.5}, {"red-lootas-2", 18, 7}}, {}, 1, ctx);
    QVERIFY(game);
    const int start = int(game->log().size());
    QCOMPARE(game->apply(HwPlay(QStringLiteral("declare"))), QString());
    QCOMPARE(rollsSince(*game, start), QStringList {QStringLiteral("deception red-lootas-1 4")});
    QVERIFY(!game->check(HwPlay(QStringLiteral("declare"))).isEmpty()); // once only
}

// §8.4: without losses the first player's counter reaches 0 at the end of round 9, and the
// second player gets 1 VP.
void TestHwVictory::longestGame()
{
    HwGame game(m_context, 11);
    int guard = 0;
    while (!game.isOver() && ++guard < 1000)
        QCOMPARE(game.apply(HwPlay::endPhase()), QString());
    QVERIFY(game.isOver());
    const HwGameState &s = game.state();
    QCOMPARE(s.round, 9);
    QCOMPARE(m_context->rules().longestGame(), 9);
    const int second = 1 - s.first;
    QCOMPARE(s.players.at(s.first).morale, 0);
    QCOMPARE(s.players.at(second).morale, 1);
    QCOMPARE(s.players.at(second).vp, 1);
    QCOMPARE(s.winner, second);
    QVERIFY2(s.reason.contains(QLatin1String("morale reached 0 in round 9")), qPrintable(s.reason));
}

QTEST_GUILESS_MAIN(hexwright::TestHwVictory)
#include "tst_hwvictory.moc"
