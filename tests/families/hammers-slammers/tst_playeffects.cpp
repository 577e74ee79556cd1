// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest obeys the typed effects of a scenario's special rules, each pinned to the
// scenario text it comes from (sc.2, sc.6, sc.14).

#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

class TestPlayEffects : public QObject, private PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void holdStillUntilFiredUpon_data()
    {
        QTest::addColumn<bool>("releasedWhenAttacked");
        QTest::newRow("sc.2: a unit fired upon is free at once") << true;
        QTest::newRow("held whatever happens") << false;
    }

    // Sc.2: "Green may not move or fire on turn 1 unless close assaulted or fired upon."
    void holdStillUntilFiredUpon()
    {
        QFETCH(bool, releasedWhenAttacked);
        const auto context = loadWith(fixture("combat.scenario.yaml"), [&](Scenario &s) {
            s.specialRules.append(
                rule(QStringLiteral("blue-waits"), QStringLiteral("hold_still"),
                     {{QStringLiteral("sides"), QStringList {QStringLiteral("blue")}},
                      {QStringLiteral("turns"), QVariantList {1}},
                      {QStringLiteral("released_when_attacked"), releasedWhenAttacked}}));
        });
        QVERIFY(context);
        Game game(context, 11);
        const GameState &s = game.state();
        const QString fired = QStringLiteral("blue-tank-1");
        const QString quiet = QStringLiteral("blue-tank-2");
        fireAtBlueTank(game);
        QVERIFY(s.attackedUnits.contains(fired));
        QVERIFY(!s.attackedUnits.contains(quiet));
        QVERIFY2(s.unit(fired)->onMap(), "the seed must leave the tank on the map");

        endPhasesUntilPlayer(game, 1);
        if (!releasedWhenAttacked) {
            // Both tanks held: Blue has nothing to do on turn 1, so its phases pass.
            QCOMPARE(s.turn, 2);
            for (const QJsonObject &o : game.log())
                QVERIFY(o.value(QStringLiteral("type")).toString() != QLatin1String("action")
                        || o.value(QStringLiteral("turn")).toInt() != 1
                        || !o.value(QStringLiteral("action"))
                                .toObject()
                                .value(QStringLiteral("unit"))
                                .toString()
                                .startsWith(QLatin1String("blue")));
            QVERIFY(!game.reachable(quiet).isEmpty());
            return;
        }
        QCOMPARE(s.turn, 1);
        // The tank not fired upon may not move...
        QVERIFY(!offers<MoveAction>(game, [&](const MoveAction &a) { return a.unit == quiet; }));
        QVERIFY(game.reachable(quiet).isEmpty());
        const QString why = game.apply(MoveAction {quiet, {at("0806")}});
        QVERIFY2(why.contains(QLatin1String("special rule 'blue-waits'")), qPrintable(why));
        // ... the one fired upon may, when the rule frees it.
        QCOMPARE(offers<MoveAction>(game, [&](const MoveAction &a) { return a.unit == fired; }),
                 releasedWhenAttacked);
        // Nor may it fire in its own direct fire phase.
        endPhasesUntil(game, "direct_fire", 1);
        QVERIFY(!offers<DirectFireAction>(
            game, [&](const DirectFireAction &a) { return a.firers.contains(quiet); }));
        QVERIFY(game.apply(DirectFireAction {{quiet}, at("0506"), {QStringLiteral("tan-tank-1")}})
                    .contains(QLatin1String("special rule 'blue-waits'")));

        // Turn 2 is not held.
        endPhasesUntilTurn(game, 2);
        endPhasesUntilPlayer(game, 1);
        QCOMPARE(s.turn, 2);
        if (s.unit(quiet)->onMap())
            QVERIFY(!game.reachable(quiet).isEmpty());
    }

    // Sc.14: "Combat takes place only on Board 2: units on other boards may shoot into Board 2
    // but cannot be shot."
    void combatOnlyOnBoardTwo_data()
    {
        QTest::addColumn<bool>("fireFromOutside");
        QTest::newRow("sc.14: units elsewhere may fire into Board 2") << true;
        QTest::newRow("nobody fires from outside") << false;
    }

    void combatOnlyOnBoardTwo()
    {
        QFETCH(bool, fireFromOutside);
        const auto context = loadWith(spice(), [&](Scenario &s) {
            place(s, "tan-tank", "1618"); // Board 6, Tan's home
            place(s, "green-tank", "1718"); // Board 2, next to it
            for (SpecialRule &r : s.specialRules) {
                if (r.effect.kind == QLatin1String("combat_only_on"))
                    r.effect.parameters.insert(QStringLiteral("fire_from_outside"),
                                               fireFromOutside);
            }
        });
        QVERIFY(context);
        // "Half hexes on the cut belong to Board 2": 1718 joins Boards 6 and 2.
        QVERIFY(!context->combatAllowedIn(at("1618")));
        QVERIFY(context->combatAllowedIn(at("1718")));
        Game game(context, 3);
        const QString tan = QStringLiteral("tan-tank-1");
        const QString green = QStringLiteral("green-tank-1");
        endPhasesUntil(game, "direct_fire", 0);
        QCOMPARE(context->fireAllowedFrom(at("1618")), fireFromOutside);
        // Without a fire it may make, Tan's direct fire phase passes at once.
        const bool tanFires
            = game.phaseId() == QLatin1String("direct_fire") && game.decidingPlayer() == 0;
        QCOMPARE(tanFires, fireFromOutside);
        const QString into = tanFires
            ? game.apply(DirectFireAction {{tan}, at("1718"), {green}})
            : QStringLiteral("may not fire from 1618 (special rule 'combat-on-board-2')");
        if (fireFromOutside)
            QVERIFY2(!into.contains(QLatin1String("special rule")), qPrintable(into));
        else
            QVERIFY2(into.contains(QLatin1String("may not fire from 1618 (special rule "
                                                 "'combat-on-board-2')")),
                     qPrintable(into));
        if (into.isEmpty()) {
            if (game.state().announced)
                QCOMPARE(game.apply(JamAction {}), QString());
        }
        // Board 6 is no place for combat: the Tan tank cannot be fired upon there.
        endPhasesUntil(game, "direct_fire", 1);
        if (game.state().unit(green)->onMap() && game.state().unit(tan)->onMap()) {
            QVERIFY(!offers<DirectFireAction>(
                game, [&](const DirectFireAction &a) { return a.hex == at("1618"); }));
            if (game.phaseId() != QLatin1String("direct_fire") || game.decidingPlayer() != 1)
                return; // Green has nothing it may fire at: its phase passed
            const QString back = game.apply(DirectFireAction {{green}, at("1618"), {tan}});
            QVERIFY2(back.contains(QLatin1String("no combat in 1618 (special rule "
                                                 "'combat-on-board-2')")),
                     qPrintable(back));
        }
    }

    // Sc.14: "Combat takes place only on Board 2" and "Opponents may not enter your board":
    // a board is its hexes, not its bounding box. Board 2 lies at 1713 and Red's Board 4 at
    // 1725; the box of Board 2 holds row 25 of the even columns, which is Board 4's top row.
    void boardTwoEndsWhereBoardFourBegins_data()
    {
        QTest::addColumn<QString>("hex");
        QTest::addColumn<bool>("combat");
        QTest::addColumn<bool>("closedToBlue"); // Board 4 is Red's home
        QTest::newRow("1925: Board 4's top row") << "1925" << false << true;
        QTest::newRow("3125: Board 4's top row, its last whole hex") << "3125" << false << true;
        QTest::newRow("2525: Board 4's top row, mid-board") << "2525" << false << true;
        QTest::newRow("1924: Board 2's bottom row") << "1924" << true << false;
        QTest::newRow("2025: the cut of an odd column belongs to Board 2")
            << "2025" << true << false;
        QTest::newRow("1926: inside Board 4") << "1926" << false << true;
    }

    void boardTwoEndsWhereBoardFourBegins()
    {
        QFETCH(QString, hex);
        QFETCH(bool, combat);
        QFETCH(bool, closedToBlue);
        const auto context = load(spice());
        QVERIFY(context);
        const HexCoord h = at(hex.toLatin1().constData());
        QVERIFY(context->isPlayable(h));
        QCOMPARE(context->combatAllowedIn(h), combat);
        QCOMPARE(context->closedHexes(QStringLiteral("blue")).contains(h), closedToBlue);
        QVERIFY(!context->closedHexes(QStringLiteral("red")).contains(h));
    }

    // Sc.14: "Opponents may not enter your board."
    void noUnitEntersAnOpponentsHomeBoard()
    {
        // Board 2's north row; Blue's Board 3 lies beyond.
        const auto ruled = loadWith(spice(), [&](Scenario &s) { place(s, "tan-tank", "1813"); });
        const auto free = loadWith(spice(), [&](Scenario &s) {
            place(s, "tan-tank", "1813");
            removeRule(s, "closed-boards");
        });
        QVERIFY(ruled && free);
        const QSet<HexCoord> closed = ruled->closedHexes(QStringLiteral("tan"));
        QVERIFY(closed.contains(at("1812")));
        QVERIFY(!closed.contains(at("1813"))); // the cut belongs to Board 2
        QVERIFY(free->closedHexes(QStringLiteral("tan")).isEmpty());
        // Tan's own home board stays open to Tan, and closed to Blue.
        QVERIFY(!closed.contains(at("0818")));
        QVERIFY(ruled->closedHexes(QStringLiteral("blue")).contains(at("0818")));

        const QString tank = QStringLiteral("tan-tank-1");
        Game withRule(ruled, 3);
        Game withoutRule(free, 3);
        finishSetup(withRule);
        finishSetup(withoutRule);
        QList<HexCoord> intoBoard3;
        const QHash<HexCoord, ReachableHex> freeReach = withoutRule.reachable(tank);
        for (auto it = freeReach.cbegin(); it != freeReach.cend(); ++it) {
            if (closed.contains(it.key()))
                intoBoard3.append(it.key());
        }
        std::sort(intoBoard3.begin(), intoBoard3.end());
        QVERIFY2(!intoBoard3.isEmpty(), "without the rule the tank reaches Board 3");
        const QHash<HexCoord, ReachableHex> reach = withRule.reachable(tank);
        QVERIFY(!reach.isEmpty());
        for (auto it = reach.cbegin(); it != reach.cend(); ++it)
            QVERIFY2(!closed.contains(it.key()), qPrintable(ruled->label(it.key())));
        const MoveAction move {tank, freeReach.value(intoBoard3.first()).path};
        QVERIFY(!withRule.apply(move).isEmpty());
        QCOMPARE(withoutRule.apply(move), QString());
    }

    // Sc.14: "Conventional APCs and ACs are amphibious (swamp and lake)."
    void amphibiousApcsEnterSwamp_data()
    {
        QTest::addColumn<QString>("force");
        QTest::addColumn<bool>("withRule");
        QTest::addColumn<bool>("entersSwamp");
        QTest::newRow("sc.14: an APC enters swamp") << QStringLiteral("tan-apc") << true << true;
        QTest::newRow("an armored car enters swamp")
            << QStringLiteral("tan-armored-car") << true << true;
        QTest::newRow("a tank still may not") << QStringLiteral("tan-tank") << true << false;
        QTest::newRow("without the rule the chart prohibits it")
            << QStringLiteral("tan-apc") << false << false;
    }

    void amphibiousApcsEnterSwamp()
    {
        QFETCH(QString, force);
        QFETCH(bool, withRule);
        QFETCH(bool, entersSwamp);
        const auto context = loadWith(spice(), [&](Scenario &s) {
            place(s, force.toUtf8().constData(), "2116");
            if (!withRule)
                removeRule(s, "amphibious");
        });
        QVERIFY(context);
        Game game(context, 3);
        finishSetup(game);
        const GameState &s = game.state();
        QCOMPARE(context->terrainId(s, at("2117")), QStringLiteral("swamp"));
        const QString unit = force + QStringLiteral("-1");
        const QHash<HexCoord, ReachableHex> reach = game.reachable(unit);
        QVERIFY(!reach.isEmpty());
        QCOMPARE(reach.contains(at("2117")), entersSwamp);
        if (entersSwamp) {
            // At the cheapest cost any class pays there (hover: 1).
            QCOMPARE(reach.value(at("2117")).cost, 1.0);
            QCOMPARE(game.apply(MoveAction {unit, {at("2117")}}), QString());
        } else {
            QVERIFY(!game.apply(MoveAction {unit, {at("2117")}}).isEmpty());
        }
    }

    // Sc.6: "ignore rubble".
    void noRubbleLeavesTheGroundAsItWas()
    {
        auto play = [&](bool noRubble, quint64 seed) {
            const auto context = loadWith(fixture("combat.scenario.yaml"), [&](Scenario &s) {
                if (noRubble)
                    s.specialRules.append(
                        rule(QStringLiteral("no-rubble"), QStringLiteral("no_rubble"), {}));
            });
            Game game(context, seed);
            endPhasesUntil(game, "indirect_fire", 0);
            const QString why = game.apply(IndirectFireAction {
                {QStringLiteral("tan-howitzer-1"), QStringLiteral("tan-howitzer-2")},
                at("0706"),
                QStringLiteral("tan-tank-1"),
                false});
            if (!why.isEmpty())
                qWarning() << why;
            if (game.state().announced)
                game.apply(JamAction {});
            if (game.state().strike)
                game.apply(AssignCafAction {});
            endPhasesUntilPlayer(game, 1);
            return game.state().field->hasRubble(at("0706"));
        };
        quint64 seed = 0;
        for (quint64 candidate = 1; candidate <= 200 && !seed; ++candidate) {
            if (play(false, candidate))
                seed = candidate;
        }
        QVERIFY2(seed, "some seed rubbles 0706 without the rule");
        QVERIFY(!play(true, seed));
    }

    // Sc.14: "Containers don't count for stacking": the engine never counts objects, so
    // three units and the container they carry fit in one hex.
    void objectsDoNotCountForStacking()
    {
        const auto context = loadWith(spice(), [&](Scenario &s) {
            place(s, "tan-apc", "2117");
            place(s, "tan-armored-car", "2117");
            place(s, "tan-infantry", "2116");
        });
        QVERIFY(context);
        QCOMPARE(SpecialRule::effectsOf(context->scenario().specialRules,
                                        QStringLiteral("objects_do_not_stack"))
                     .size(),
                 1);
        Game game(context, 3);
        finishSetup(game);
        const QString apc = QStringLiteral("tan-apc-1");
        QCOMPARE(game.apply(PickUpAction {apc}), QString());
        QCOMPARE(game.apply(MoveAction {QStringLiteral("tan-infantry-1"), {at("2117")}}),
                 QString());
        QCOMPARE(game.state().unitsAt(at("2117")).size(), 3);
        QCOMPARE(game.apply(EndPhaseAction {}), QString());
        QCOMPARE(game.invariantViolations(), QStringList());
    }
};

QTEST_GUILESS_MAIN(TestPlayEffects)
#include "tst_playeffects.moc"
