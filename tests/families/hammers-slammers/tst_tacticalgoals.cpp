// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What each kind of victory condition asks of the tactical agent (tactics::goalsFor() and the
// moves it weighs). It closes with a weak enemy it must wipe out (a close assault also pins the
// enemy: §3.6), keeps its ground when the enemy must wipe it out, and fears near an objective
// only the units its condition counts. Garrisoning cities (sc.13), it fills the city it has begun
// before starting another. Collecting objects (sc.14), a carrier goes home even onto a friend,
// a unit guards an object in terrain it may not enter while a friend may fetch it, a weak unit
// leaves an object under fire to a sturdier friend but goes for one no friend is better placed
// to fetch, and a disruption counts as a loss where it eliminates.

#include "families/hammers-slammers/play/tacticalagent.h"
#include "playtestsupport.h"
#include "tacticssupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

class TestTacticalGoals : public QObject, public PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void closesWithTheEnemyItMustWipeOut_data()
    {
        QTest::addColumn<QString>("blueAt");
        QTest::addColumn<QString>("blueType");
        QTest::addColumn<bool>("assaults");
        // Tan must eliminate every Blue unit. Blue infantry (defence 1 against the tank's
        // close assault, doubled only in attack) stands within the tank's reach: entering its
        // hex starts a close assault at long odds for the tank, which also holds the infantry
        // there.
        const QString infantry = QStringLiteral("conv_infantry");
        QTest::newRow("infantry in the open, two hexes off")
            << QStringLiteral("0509") << infantry << true;
        QTest::newRow("infantry in the forest, two hexes off")
            << QStringLiteral("0308") << infantry << true;
        // Out of the tank's reach this turn: it closes in, but cannot enter.
        QTest::newRow("infantry out of reach") << QStringLiteral("1503") << infantry << false;
        // A Slammers hover tank has the better of a close assault, but it is worth far more
        // than the tank and cannot leave the hex while the tank is there: the trade pays.
        QTest::newRow("a hover tank, two hexes off")
            << QStringLiteral("0509") << QStringLiteral("slam_hover_tank") << true;
    }

    void closesWithTheEnemyItMustWipeOut()
    {
        QFETCH(QString, blueAt);
        QFETCH(QString, blueType);
        QFETCH(bool, assaults);
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            place(s, "blue-near", qPrintable(blueAt));
            for (ForceEntry &f : s.forces) {
                if (f.id == QLatin1String("blue-near")) {
                    f.unitType = blueType;
                    f.colour = QStringLiteral("blue");
                }
            }
            place(s, "blue-far", "1602");
            tanMustWipeOutBlue(s);
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        const Action chosen = tacticalChoice(session);
        const auto *move = std::get_if<MoveAction>(&chosen);
        QVERIFY2(move, qPrintable(actionKind(chosen)));
        QCOMPARE(move->unit, QStringLiteral("tan-tank-1"));
        QCOMPARE(move->path.last() == at(qPrintable(blueAt)), assaults);
        if (!assaults && blueType == QLatin1String("conv_infantry")) {
            QVERIFY(HexCoord::distance(move->path.last(), at(qPrintable(blueAt)))
                    < HexCoord::distance(at("0410"), at(qPrintable(blueAt))));
        }
    }

    void keepsItsGroundWhenTheEnemyMustWipeItOut_data()
    {
        QTest::addColumn<int>("player");
        QTest::addColumn<bool>("survive");
        // Tan must eliminate every Blue unit: Blue wins by living and seeks no fight; Tan
        // goes for the Blue units.
        QTest::newRow("Blue, to be wiped out") << 1 << true;
        QTest::newRow("Tan, to wipe out") << 0 << false;
    }

    void keepsItsGroundWhenTheEnemyMustWipeItOut()
    {
        QFETCH(int, player);
        QFETCH(bool, survive);
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            place(s, "blue-near", "0509");
            tanMustWipeOutBlue(s);
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        const Game &game = session.game();
        const tactics::Objectives objectives = tactics::objectivesFor(game, player);
        QCOMPARE(objectives.survive, survive);
        const UnitState *unit = game.state().unit(player == 0 ? QStringLiteral("tan-tank-1")
                                                              : QStringLiteral("blue-near-1"));
        QVERIFY(unit);
        const QList<HexCoord> goals
            = tactics::goalsFor(game, objectives, tactics::unitIndex(game, player), *unit);
        QCOMPARE(goals.isEmpty(), survive);
        if (!survive)
            QVERIFY(goals.contains(at("0509")));
    }

    void fearsOnlyTheUnitsTheConditionCounts_data()
    {
        QTest::addColumn<QStringList>("colours");
        QTest::addColumn<bool>("threat");
        // Blue wins by occupying the Hold zone; Tan guards it. The Blue infantry two hexes
        // from it threatens it when the condition counts Blue units, and only then.
        QTest::newRow("every unit counts") << QStringList() << true;
        QTest::newRow("Blue units count") << QStringList {QStringLiteral("blue")} << true;
        QTest::newRow("only green units count") << QStringList {QStringLiteral("green")} << false;
    }

    void fearsOnlyTheUnitsTheConditionCounts()
    {
        QFETCH(QStringList, colours);
        QFETCH(bool, threat);
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            place(s, "blue-near", "0508");
            VictoryCondition &v = s.victory[0];
            v.kind = QStringLiteral("occupy");
            v.parameters.clear();
            v.parameters.insert(QStringLiteral("side"), QStringLiteral("blue"));
            v.parameters.insert(QStringLiteral("zone"), QStringLiteral("hold"));
            v.parameters.insert(QStringLiteral("by_turn"), 2);
            if (!colours.isEmpty())
                v.parameters.insert(QStringLiteral("colours"), colours);
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        const tactics::Objectives objectives = tactics::objectivesFor(session.game(), 0);
        QVERIFY(objectives.guarded.contains(at("0408")));
        const UnitState *blue = session.game().state().unit(QStringLiteral("blue-near-1"));
        QVERIFY(blue);
        QCOMPARE(objectives.threatens(*blue, 2), threat);
        // Too far to reach the zone this turn: no threat whatever the colours.
        QVERIFY(!objectives.threatens(*blue, 0));
        // Blue occupies the zone whoever else stands in it: Tan cannot deny it by standing
        // there, so the zone is no goal of Tan's; Tan goes for the Blue units on their way.
        QVERIFY(objectives.zones.isEmpty());
        QCOMPARE(objectives.denied.contains(at("0408")), true);
        const UnitState *tank = session.game().state().unit(QStringLiteral("tan-tank-1"));
        QVERIFY(tank);
        const QList<HexCoord> goals = tactics::goalsFor(
            session.game(), objectives, tactics::unitIndex(session.game(), 0), *tank);
        QVERIFY(!goals.contains(at("0408")));
        QVERIFY(goals.contains(at("0508")));
    }

    void carriesItsObjectHomeThroughAFriend()
    {
        // Sc.14: a Tan tank picks up the spice in 2117; Tan's home is cut down to the one hex
        // 1917, two hexes off, where Tan infantry stands. A carrier on its way home passes
        // where it must: it moves onto its friend rather than stop beside it.
        const auto context
            = spiceWith({QStringLiteral("tan-tank@2117"), QStringLiteral("tan-infantry@1917"),
                         QStringLiteral("green-small-gun@4020")},
                        [](Scenario &s) {
                            for (Zone &z : s.zones) {
                                if (z.id == QLatin1String("tan-home"))
                                    z.hexes = {hex("1917")};
                            }
                        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        QCOMPARE(session.apply(Action {PickUpAction {QStringLiteral("tan-tank-1")}}), QString());
        const Action chosen = tacticalChoice(session);
        const auto *move = std::get_if<MoveAction>(&chosen);
        QVERIFY2(move, qPrintable(actionKind(chosen)));
        QCOMPARE(move->unit, QStringLiteral("tan-tank-1"));
        QCOMPARE(move->path.last(), at("1917"));
    }

    void goesOntoTheSpiceUnderFire_data()
    {
        QTest::addColumn<QStringList>("enemies"); // force@hex, one unit each
        // Sc.14: a Tan APC (defence 3) in 2119, beside the spice in the swamps of 2117 and
        // 2218, where a disruption eliminates it. Reaching the spice is worth the risk of the
        // enemy's fire. Without the weight of a pick-up, the last row stays where it is.
        QTest::newRow("no enemy in range") << QStringList();
        QTest::newRow("a Green tank") << QStringList {QStringLiteral("green-tank@2417")};
        QTest::newRow("a Blue hover tank, a Green tank and armored car") << QStringList {
            QStringLiteral("blue-hover-tank@2417"), QStringLiteral("green-tank@2317"),
            QStringLiteral("green-armored-car@2516")};
    }

    void goesOntoTheSpiceUnderFire()
    {
        QFETCH(QStringList, enemies);
        QStringList placed {QStringLiteral("tan-apc@2119"), QStringLiteral("green-small-gun@4020")};
        placed.append(enemies);
        const auto context = spiceWith(placed);
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        const Action chosen = tacticalChoice(session);
        const auto *move = std::get_if<MoveAction>(&chosen);
        QVERIFY2(move, qPrintable(actionKind(chosen)));
        QCOMPARE(move->unit, QStringLiteral("tan-apc-1"));
        const tactics::Objectives objectives = tactics::objectivesFor(session.game(), 0);
        QVERIFY2(objectives.pickUps.contains(move->path.last()),
                 qPrintable(session.game().context().label(move->path.last())));
    }

    void guardsAnObjectInTerrainItMayNotEnter_data()
    {
        QTest::addColumn<QString>("force");
        QTest::addColumn<QString>("friendForce"); // empty: none
        QTest::addColumn<bool>("goesForIt");
        // Sc.14: the spice lies in swamps; conventional APCs and armored cars are amphibious,
        // tanks are not (§4.1). A tank guards the spice from beside while a friend may fetch
        // it, and looks elsewhere once none may.
        QTest::newRow("amphibious APC") << QStringLiteral("tan-apc") << QString() << true;
        QTest::newRow("tank alone") << QStringLiteral("tan-tank") << QString() << false;
        QTest::newRow("tank with an amphibious APC")
            << QStringLiteral("tan-tank") << QStringLiteral("tan-apc") << true;
        QTest::newRow("tank with a calliope")
            << QStringLiteral("tan-tank") << QStringLiteral("tan-sp-calliope") << false;
    }

    void guardsAnObjectInTerrainItMayNotEnter()
    {
        QFETCH(QString, force);
        QFETCH(QString, friendForce);
        QFETCH(bool, goesForIt);
        QStringList placed {force + QStringLiteral("@2119"),
                            QStringLiteral("green-small-gun@4020")};
        if (!friendForce.isEmpty())
            placed.append(friendForce + QStringLiteral("@1922"));
        const auto context = spiceWith(placed);
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        const Game &game = session.game();
        const UnitState *unit = game.state().unit(force + QStringLiteral("-1"));
        QVERIFY(unit);
        QCOMPARE(game.state().units.size(), friendForce.isEmpty() ? 2 : 3);
        const tactics::Objectives objectives = tactics::objectivesFor(game, 0);
        QVERIFY(objectives.pickUps.contains(at("2117")));
        const QList<HexCoord> goals
            = tactics::goalsFor(game, objectives, tactics::unitIndex(game, 0), *unit);
        QCOMPARE(goals.contains(at("2117")), goesForIt);
    }

    void leavesTheObjectToASturdierFriend_data()
    {
        QTest::addColumn<QString>("friendForce");
        QTest::addColumn<bool>("amphibiousTanks");
        QTest::addColumn<bool>("leavesIt");
        // Sc.14: a Tan APC (defence 3) could stop on the spice in 2117 under a Green tank's
        // fire. It weighs the spice's loss too only when a sturdier friend could fetch it.
        QTest::newRow("no friend") << QString() << false << false;
        QTest::newRow("an armored car is no sturdier")
            << QStringLiteral("tan-armored-car") << false << false;
        QTest::newRow("a tank may not enter the swamp")
            << QStringLiteral("tan-tank") << false << false;
        QTest::newRow("an amphibious tank is sturdier")
            << QStringLiteral("tan-tank") << true << true;
    }

    void leavesTheObjectToASturdierFriend()
    {
        QFETCH(QString, friendForce);
        QFETCH(bool, amphibiousTanks);
        QFETCH(bool, leavesIt);
        auto contextWith = [&](bool withFriend) {
            QStringList placed {QStringLiteral("tan-apc@2119"), QStringLiteral("green-tank@2417")};
            if (withFriend)
                placed.append(friendForce + QStringLiteral("@1922")); // too far to support it
            return spiceWith(placed, [&](Scenario &s) {
                for (SpecialRule &r : s.specialRules) {
                    if (amphibiousTanks && r.effect.kind == QLatin1String("terrain_allowed"))
                        r.effect.parameters.insert(QStringLiteral("unit_types"),
                                                   QStringList {QStringLiteral("conv_apc"),
                                                                QStringLiteral("conv_armored_car"),
                                                                QStringLiteral("conv_tank")});
                }
            });
        };
        auto scoreOnTheSpice = [&](const std::shared_ptr<const GameContext> &context) {
            HsGameSession session(context, 5);
            advanceTo(session, "movement");
            TacticalAgent agent(5, 0);
            return agent.placeScore(session.game(), QStringLiteral("tan-apc-1"), at("2117"));
        };
        const auto alone = contextWith(false);
        const auto withFriend = contextWith(!friendForce.isEmpty());
        QVERIFY(alone && withFriend);
        const double a = scoreOnTheSpice(alone);
        const double b = scoreOnTheSpice(withFriend);
        if (leavesIt)
            QVERIFY2(b < a - 0.1, qPrintable(QStringLiteral("%1 %2").arg(b).arg(a)));
        else
            QVERIFY2(qAbs(b - a) < 0.1, qPrintable(QStringLiteral("%1 %2").arg(b).arg(a)));
    }

    void countsADisruptionWholeWhereItEliminates_data()
    {
        QTest::addColumn<QString>("terrain");
        QTest::addColumn<bool>("kills");
        // A unit disrupted in a swamp, lake or river hex is eliminated; elsewhere a
        // disruption is only a setback.
        QTest::newRow("swamp") << QStringLiteral("swamp") << true;
        QTest::newRow("lake") << QStringLiteral("lake") << true;
        QTest::newRow("river") << QStringLiteral("river") << true;
        QTest::newRow("clear") << QStringLiteral("clear") << false;
        QTest::newRow("forest") << QStringLiteral("forest") << false;
    }

    void countsADisruptionWholeWhereItEliminates()
    {
        QFETCH(QString, terrain);
        QFETCH(bool, kills);
        const auto context = load(spice());
        QVERIFY(context);
        HsGameSession session(context, 5);
        const Game &game = session.game();
        std::optional<HexCoord> found;
        for (const HexCoord h : context->playableHexes()) {
            if (game.state().field->terrainId(h) == terrain) {
                found = h;
                break;
            }
        }
        QVERIFY2(found, qPrintable(terrain));
        QCOMPARE(tactics::disruptionKillsIn(game, *found), kills);
        // At 1-1 the table gives disruptions: where they eliminate, each counts whole.
        const tactics::ThreatMap threat(game, 0);
        const double setback = threat.hitValue(4, 4, false);
        const double deadly = threat.hitValue(4, 4, true);
        QVERIFY2(deadly > setback + 0.1,
                 qPrintable(QStringLiteral("%1 %2").arg(deadly).arg(setback)));
        QCOMPARE(threat.hitValue(4, 4, kills), kills ? deadly : setback);
    }

    void fillsTheCityItBegan_data()
    {
        QTest::addColumn<QStringList>("cityA");
        QTest::addColumn<QStringList>("cityB");
        // Two Tan tanks set up on any hex of two two-hex cities; a city scores only when
        // both its hexes hold a unit. The first tank takes a hex; the second completes its
        // city rather than start the other, whichever city the first chose.
        const auto S = [](const char *text) {
            return QString::fromLatin1(text);
        };
        QTest::newRow("forest city and open city")
            << QStringList {S("0408"), S("0508")} << QStringList {S("0308"), S("0208")};
        QTest::newRow("two open cities")
            << QStringList {S("0612"), S("0712")} << QStringList {S("0409"), S("0509")};
    }

    void fillsTheCityItBegan()
    {
        QFETCH(QStringList, cityA);
        QFETCH(QStringList, cityB);
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            auto zone = [&](const char *id, const QStringList &labels) {
                Zone z;
                z.id = QLatin1String(id);
                z.name = z.id;
                for (const QString &l : labels)
                    z.hexes.append(testsupport::hex(qPrintable(l)));
                s.zones.append(z);
            };
            zone("city-a", cityA);
            zone("city-b", cityB);
            zone("tan-setup", cityA + cityB);
            for (ForceEntry &f : s.forces) {
                if (f.id == QLatin1String("tan-tank")) {
                    f.count = 2;
                    f.placement.kind = Placement::Kind::Zone;
                    f.placement.zone = QStringLiteral("tan-setup");
                }
            }
            VictoryCondition &v = s.victory[0];
            v.kind = QStringLiteral("garrison_cities");
            v.parameters.clear();
            v.parameters.insert(QStringLiteral("zones"),
                                QStringList {QStringLiteral("city-a"), QStringLiteral("city-b")});
            v.parameters.insert(QStringLiteral("points_per_hex"), 1);
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        std::vector<std::unique_ptr<Agent>> agents;
        for (int p = 0; p < context->playerCount(); ++p)
            agents.push_back(std::make_unique<TacticalAgent>(5, p));
        int guard = 0;
        while (session.game().isSettingUp() && ++guard < 50) {
            const int player = session.game().decidingPlayer();
            QCOMPARE(session.apply(session.legalTyped().at(agents.at(player)->choose(session))),
                     QString());
        }
        QVERIFY(!session.game().isSettingUp());
        QStringList held;
        for (const UnitState &u : session.game().state().units) {
            if (u.side == QLatin1String("tan") && u.onMap())
                held.append(context->label(u.hex));
        }
        held.sort();
        QCOMPARE(held.size(), 2);
        QStringList a = cityA;
        QStringList b = cityB;
        a.sort();
        b.sort();
        QVERIFY2(held == a || held == b, qPrintable(held.join(QLatin1Char(' '))));
    }

    void goesForTheMissingHexOfItsCity()
    {
        // A Tan tank holds 0408, one hex of a two-hex city; the other Tan tank, in 0410, heads
        // for the city's missing hex (0508) before the empty city (0308, 0208).
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            auto zone = [&](const char *id, const char *a, const char *b) {
                Zone z;
                z.id = QLatin1String(id);
                z.name = z.id;
                z.hexes = {testsupport::hex(a), testsupport::hex(b)};
                s.zones.append(z);
            };
            zone("city-a", "0408", "0508");
            zone("city-b", "0308", "0208");
            place(s, "tan-tank", "0410");
            ForceEntry second = s.forces.first();
            second.id = QStringLiteral("tan-holder");
            second.placement.hex = testsupport::hex("0408");
            s.forces.append(second);
            VictoryCondition &v = s.victory[0];
            v.kind = QStringLiteral("garrison_cities");
            v.parameters.clear();
            v.parameters.insert(QStringLiteral("zones"),
                                QStringList {QStringLiteral("city-a"), QStringLiteral("city-b")});
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        const Game &game = session.game();
        const tactics::Objectives objectives = tactics::objectivesFor(game, 0);
        QCOMPARE(objectives.cities.size(), 2);
        const UnitState *tank = game.state().unit(QStringLiteral("tan-tank-1"));
        QVERIFY(tank);
        QCOMPARE(tactics::goalsFor(game, objectives, tactics::unitIndex(game, 0), *tank),
                 QList<HexCoord> {at("0508")});
    }
};

QTEST_GUILESS_MAIN(TestTacticalGoals)
#include "tst_tacticalgoals.moc"
