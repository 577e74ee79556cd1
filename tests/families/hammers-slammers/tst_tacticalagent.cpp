// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tactical agent ("tactical"): the same game for the same seed, every sample played to its
// end by the rules, and on a small fixture the choices a player weighs: cover, the objective
// before cover or a target, the hex that wins at once taken whatever the danger, and the enemy
// threatening the objective shot first. Its threat map
// weighs what the enemy sees, and no threat comes from units that never fire (sc.6). A defender
// sets up its sturdy direct-fire units facing the enemy, its artillery behind (sc.9). It closes
// with a weak enemy it must wipe out (a close assault also pins the enemy: §3.6), keeps its ground
// when the enemy must wipe it out, and fears near an objective only the units its condition counts.
// Garrisoning cities (sc.13), it fills the city it has begun before starting another. Collecting
// objects (sc.14), a carrier goes home even onto a friend, an object in terrain a unit may not
// enter is no goal of that unit's, a weak unit leaves an object under fire to a sturdier friend,
// and a disruption counts as a loss where it eliminates.

#include "families/hammers-slammers/play/tacticalagent.h"
#include "playtestsupport.h"

using namespace hexwright;
using namespace hexwright::playtest;

namespace {

struct Played
{
    PlayResult result;
    GameState state;
    QByteArray log;
};

Played play(const std::shared_ptr<const GameContext> &context, quint64 seed)
{
    HsGameSession game(context, seed);
    std::vector<std::unique_ptr<Agent>> owned;
    QList<Agent *> agents;
    for (int p = 0; p < context->playerCount(); ++p) {
        owned.push_back(HsFamilyEngine().makeAgent(QStringLiteral("tactical"), seed, p));
        agents.append(owned.back().get());
    }
    Played played;
    played.result = playGame(game, agents, 20000, true);
    played.state = game.state();
    played.log = game.logText();
    return played;
}

QString tacticsFixture()
{
    return QStringLiteral(TEST_DATA_DIR "/agents/tactics.scenario.yaml");
}

void setZone(Scenario &s, const QStringList &labels)
{
    for (Zone &z : s.zones) {
        if (z.id == QLatin1String("hold")) {
            z.hexes.clear();
            for (const QString &l : labels)
                z.hexes.append(testsupport::hex(qPrintable(l)));
        }
    }
}

/// Tan's condition becomes: eliminate every Blue unit by the end of turn 2.
void tanMustWipeOutBlue(Scenario &s)
{
    VictoryCondition &v = s.victory[0];
    v.kind = QStringLiteral("eliminate_all");
    v.parameters.clear();
    v.parameters.insert(QStringLiteral("side"), QStringLiteral("tan"));
    v.parameters.insert(QStringLiteral("target_side"), QStringLiteral("blue"));
    v.parameters.insert(QStringLiteral("by_turn"), 2);
}

/// Ends phases until Tan's movement (turn 1) or direct fire, nobody acting.
void advanceTo(HsGameSession &session, const char *phase)
{
    int guard = 0;
    while (!session.game().isOver() && ++guard < 100
           && !(session.game().state().player == 0
                && session.game().phaseId() == QLatin1String(phase)))
        QCOMPARE(session.apply(Action {EndPhaseAction {}}), QString());
}

} // namespace

class TestTacticalAgent : public QObject, public PlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_registry = RulesetRegistry::withBundledData(); }

    void registered()
    {
        const HsFamilyEngine engine;
        QVERIFY(engine.agentNames().contains(QStringLiteral("tactical")));
        QVERIFY(dynamic_cast<TacticalAgent *>(
            engine.makeAgent(QStringLiteral("tactical"), 1, 0).get()));
    }

    void playsEverySample_data()
    {
        QTest::addColumn<QString>("file");
        const QStringList files
            = QDir(samplesDir())
                  .entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files, QDir::Name);
        for (const QString &file : files) {
            const QString path = samplesDir() + QLatin1Char('/') + file;
            const ScenarioReport report = validateScenarioFile(path, path, *m_registry);
            QVERIFY2(report.loaded.scenario, qPrintable(file));
            if (report.loaded.scenario->rulesetId == QLatin1String("hammers-slammers"))
                QTest::addRow("%s", qPrintable(file)) << file;
        }
    }

    void playsEverySample()
    {
        // To the end of the scenario by the rules: no refused action, no invariant broken
        // after any action, never at the cap.
        QFETCH(QString, file);
        const auto context = load(samplesDir() + QLatin1Char('/') + file);
        QVERIFY(context);
        const Played p = play(context, 11);
        QVERIFY2(p.result.error.isEmpty(), qPrintable(p.result.error));
        QVERIFY2(!p.result.capped, "stopped at the action cap");
        QVERIFY(p.result.finished);
        QVERIFY(p.state.gameOver);
        QVERIFY(!p.state.reason.isEmpty());
        if (file.startsWith(QLatin1String("01")))
            m_badger = p;
    }

    void deterministic()
    {
        // The same seed plays the same game, action for action and roll for roll; another
        // seed plays another.
        const auto context = load(samplesDir() + QStringLiteral("/01-badger-hunt.scenario.yaml"));
        QVERIFY(context);
        QVERIFY(!m_badger.log.isEmpty()); // seed 11, played above
        const Played again = play(context, 11);
        QCOMPARE(again.log, m_badger.log);
        QCOMPARE(again.result.actions, m_badger.result.actions);
        QVERIFY(play(context, 12).log != m_badger.log);
    }

    void movesTo_data()
    {
        QTest::addColumn<QStringList>("zone");
        QTest::addColumn<QString>("blueNear");
        QTest::addColumn<QString>("expected");
        // 0308 (forest, +2) and 0408 (clear) are both two hexes from the tank in 0410, both
        // in the zone, both out of every enemy's reach: only the cover differs.
        const auto S = [](const char *text) {
            return QString::fromLatin1(text);
        };
        QTest::newRow("cover") << QStringList {S("0408"), S("0308")} << QString() << S("0308");
        // The objective before cover: the forest hex is as near, but off the objective.
        QTest::newRow("objective over cover") << QStringList {S("0408")} << QString() << S("0408");
        // The objective before a target: Blue infantry in 0712 could be shot at full range
        // from hexes south, but the tank goes for the objective.
        QTest::newRow("objective over a target")
            << QStringList {S("0408")} << S("0712") << S("0408");
    }

    void movesTo()
    {
        QFETCH(QStringList, zone);
        QFETCH(QString, blueNear);
        QFETCH(QString, expected);
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            setZone(s, zone);
            if (!blueNear.isEmpty())
                place(s, "blue-near", qPrintable(blueNear));
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        QCOMPARE(session.game().phaseId(), QStringLiteral("movement"));
        TacticalAgent agent(5, 0);
        const int index = agent.choose(session);
        const auto *move = std::get_if<MoveAction>(&session.legalTyped().at(index));
        QVERIFY2(move, qPrintable(actionKind(session.legalTyped().at(index))));
        QCOMPARE(move->unit, QStringLiteral("tan-tank-1"));
        QCOMPARE(context->label(move->path.last()), expected);
    }

    void goesForTheWinningHex_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("colours");
        QTest::addColumn<bool>("wins"); // the Tan tank counts for a hex that wins at once
        QTest::addColumn<bool>("enters"); // and moves into it now
        // Blue infantry in 0407 and 0507 cover 0408 (clear ground) from one hex off. Entering
        // 0408 first wins the game at once: the tank takes it whatever the danger.
        QTest::newRow("first to the hex, any colour")
            << QStringLiteral("first_to_hex") << QStringList() << true << true;
        QTest::newRow("first to the hex, Tan counted")
            << QStringLiteral("first_to_hex") << QStringList {QStringLiteral("tan")} << true
            << true;
        QTest::newRow("occupy by turn 2 wins at once")
            << QStringLiteral("occupy") << QStringList() << true << true;
        // Only Blue units count: the tank cannot win there, but it denies the hex to Blue.
        QTest::newRow("first to the hex, only Blue counted")
            << QStringLiteral("first_to_hex") << QStringList {QStringLiteral("blue")} << false
            << true;
        // Held at the end of turn 2: nothing is won by entering now, but the zone is the goal
        // and two infantry units hardly threaten a tank.
        QTest::newRow("hold at the end of turn 2")
            << QStringLiteral("hold_hexes") << QStringList() << false << true;
    }

    void goesForTheWinningHex()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, colours);
        QFETCH(bool, wins);
        QFETCH(bool, enters);
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            setZone(s, {QStringLiteral("0408")});
            place(s, "blue-near", "0507");
            place(s, "blue-far", "0407");
            VictoryCondition &v = s.victory[0];
            v.kind = kind;
            v.parameters.remove(QStringLiteral("zones"));
            v.parameters.remove(QStringLiteral("at_end_of_turn"));
            v.parameters.insert(QStringLiteral("zone"), QStringLiteral("hold"));
            if (kind == QLatin1String("first_to_hex"))
                v.parameters.remove(QStringLiteral("side"));
            if (kind == QLatin1String("occupy"))
                v.parameters.insert(QStringLiteral("by_turn"), 2);
            else if (kind == QLatin1String("hold_hexes"))
                v.parameters.insert(QStringLiteral("at_end_of_turn"), 2);
            if (!colours.isEmpty())
                v.parameters.insert(QStringLiteral("colours"), colours);
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        QCOMPARE(session.game().phaseId(), QStringLiteral("movement"));
        const tactics::Objectives objectives = tactics::objectivesFor(session.game(), 0);
        const UnitState *tank = session.game().state().unit(QStringLiteral("tan-tank-1"));
        QVERIFY(tank);
        const auto winning = objectives.winning.constFind(at("0408"));
        QCOMPARE(winning != objectives.winning.cend() && winning->counts(*tank), wins);
        TacticalAgent agent(5, 0);
        const int index = agent.choose(session);
        const auto *move = std::get_if<MoveAction>(&session.legalTyped().at(index));
        QCOMPARE(move && move->path.last() == at("0408"), enters);
    }

    void defenderSetsUpItsFrontFacingTheEnemy()
    {
        // Sc.9: Tan sets up in its city after Green. The defender places its sturdiest
        // direct-fire units first and nearest Green, its large guns (indirect fire) last and
        // farthest from it.
        const auto context
            = load(samplesDir() + QStringLiteral("/09-the-better-part-of-valor.scenario.yaml"));
        QVERIFY(context);
        HsGameSession session(context, 4);
        std::vector<std::unique_ptr<Agent>> agents;
        for (int p = 0; p < context->playerCount(); ++p)
            agents.push_back(std::make_unique<TacticalAgent>(4, p));
        QStringList tanOrder;
        int guard = 0;
        while (session.game().isSettingUp() && ++guard < 200) {
            const int player = session.game().decidingPlayer();
            const Action &a = session.legalTyped().at(agents.at(player)->choose(session));
            if (const auto *p = std::get_if<PlaceAction>(&a); p && player == 1)
                tanOrder.append(p->unit);
            QCOMPARE(session.apply(a), QString());
        }
        QVERIFY(!session.game().isSettingUp());
        QCOMPARE(tanOrder.size(), 13);
        QVERIFY2(tanOrder.first().startsWith(QLatin1String("tan-tank")),
                 qPrintable(tanOrder.first()));
        QVERIFY(tanOrder.last().startsWith(QLatin1String("tan-large-gun")));
        const GameState &state = session.game().state();
        auto fromGreen = [&](const char *type) {
            QList<int> distances;
            for (const UnitState &u : state.units) {
                if (u.type != QLatin1String(type) || context->playerOfUnit(u) != 1)
                    continue;
                int nearest = 1000;
                for (const UnitState &g : state.units) {
                    if (g.onMap() && context->playerOfUnit(g) == 0)
                        nearest = std::min(nearest, HexCoord::distance(u.hex, g.hex));
                }
                distances.append(nearest);
            }
            return distances;
        };
        const QList<int> tanks = fromGreen("conv_tank");
        const QList<int> guns = fromGreen("conv_large_gun");
        QCOMPARE(tanks.size(), 2);
        QCOMPARE(guns.size(), 2);
        QVERIFY2(*std::max_element(tanks.cbegin(), tanks.cend())
                     < *std::min_element(guns.cbegin(), guns.cend()),
                 qPrintable(QStringLiteral("tanks %1 %2, guns %3 %4")
                                .arg(tanks.at(0))
                                .arg(tanks.at(1))
                                .arg(guns.at(0))
                                .arg(guns.at(1))));
    }

    void coverScoresHigher()
    {
        // The score itself: the covered hex beats the open one by the cover's weight.
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            setZone(s, {QStringLiteral("0408"), QStringLiteral("0308")});
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        TacticalAgent agent(5, 0);
        const double covered
            = agent.placeScore(session.game(), QStringLiteral("tan-tank-1"), at("0308"));
        const double open
            = agent.placeScore(session.game(), QStringLiteral("tan-tank-1"), at("0408"));
        QVERIFY2(covered > open + 0.1, qPrintable(QStringLiteral("%1 %2").arg(covered).arg(open)));
    }

    void answersTheThreat()
    {
        // Two Blue infantry units two hexes from the Tan tank in 0511, both on clear ground:
        // the one in 0509 threatens the objective in 0507, the one in 0712 is six hexes from
        // it. Listed first, the far one would be the naive choice; the tank fires at the
        // threat.
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            setZone(s, {QStringLiteral("0507")});
            place(s, "tan-tank", "0511");
            place(s, "blue-far", "0712");
            place(s, "blue-near", "0509");
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "direct_fire");
        QCOMPARE(session.game().phaseId(), QStringLiteral("direct_fire"));
        QCOMPARE(HexCoord::distance(at("0511"), at("0509")),
                 HexCoord::distance(at("0511"), at("0712")));
        TacticalAgent agent(5, 0);
        const int index = agent.choose(session);
        const auto *fire = std::get_if<DirectFireAction>(&session.legalTyped().at(index));
        QVERIFY2(fire, qPrintable(actionKind(session.legalTyped().at(index))));
        QCOMPARE(fire->targets, QStringList {QStringLiteral("blue-near-1")});
    }

    void threatNeedsSight()
    {
        // Two hexes the same distance from the Blue infantry in 0509, within its printed range:
        // the one it sees is more dangerous than the one it does not (it must move to fire).
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            place(s, "blue-near", "0509");
            place(s, "blue-far", "1503");
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        const Game &game = session.game();
        const GameState &state = game.state();
        const UnitState *blue = state.unit(QStringLiteral("blue-near-1"));
        QVERIFY(blue && state.field);
        const int range = context->factors(*blue).range;
        QVERIFY(range >= 1);
        std::optional<HexCoord> seen;
        std::optional<HexCoord> unseen;
        for (int d = 1; d <= range && !(seen && unseen); ++d) {
            seen.reset();
            unseen.reset();
            for (const HexCoord h : context->playableHexes()) {
                if (HexCoord::distance(h, blue->hex) != d)
                    continue;
                if (context->lineOfSight(*state.field, blue->hex, h))
                    seen = seen ? seen : h;
                else
                    unseen = unseen ? unseen : h;
            }
        }
        QVERIFY2(seen && unseen, "board 3 has a hex hidden from 0509 within range");
        const tactics::ThreatMap threat(game, 0);
        QVERIFY2(threat.threatAt(*seen) > threat.threatAt(*unseen),
                 qPrintable(QStringLiteral("%1 (%2) against %3 (%4)")
                                .arg(context->label(*seen))
                                .arg(threat.threatAt(*seen))
                                .arg(context->label(*unseen))
                                .arg(threat.threatAt(*unseen))));
    }

    void noThreatFromUnitsThatNeverFire_data()
    {
        QTest::addColumn<bool>("nonPlayer");
        QTest::addColumn<int>("shooters");
        QTest::newRow("Blue played by a person: both infantry units fire") << false << 2;
        // Sc.6's partisans: a side no person plays never fires of its own accord (it fights
        // back in close assaults only), so Tan keeps no distance from it.
        QTest::newRow("Blue moved by the rules (sc.6): nobody fires") << true << 0;
    }

    void noThreatFromUnitsThatNeverFire()
    {
        QFETCH(bool, nonPlayer);
        QFETCH(int, shooters);
        const auto context = loadWith(tacticsFixture(), [&](Scenario &s) {
            place(s, "blue-near", "0508");
            s.sides[1].nonPlayer = nonPlayer;
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        QCOMPARE(tactics::enemyShooters(session.game(), 0).size(), shooters);
        const tactics::ThreatMap threat(session.game(), 0);
        QCOMPARE(threat.threatAt(at("0408")) > 0, shooters > 0);
    }

    void noThreatFromUnitsThatNeverFireInSnipers()
    {
        // Sc.6 as the book sets it: only close assaults are allowed, so nothing is a shooter.
        const auto context = load(samplesDir() + QStringLiteral("/06-snipers.scenario.yaml"));
        QVERIFY(context);
        QVERIFY(context->closeAssaultOnlyRule());
        HsGameSession session(context, 3);
        QVERIFY(tactics::enemyShooters(session.game(), 0).isEmpty());
    }

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
        TacticalAgent agent(5, 0);
        const Action &chosen = session.legalTyped().at(agent.choose(session));
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
        const auto context = loadWith(spice(), [&](Scenario &s) {
            s.forces.removeIf([](const ForceEntry &f) {
                return f.id != QLatin1String("tan-tank") && f.id != QLatin1String("tan-infantry")
                    && f.id != QLatin1String("green-small-gun");
            });
            place(s, "tan-tank", "2117");
            place(s, "tan-infantry", "1917");
            place(s, "green-small-gun", "4020");
            for (Zone &z : s.zones) {
                if (z.id == QLatin1String("tan-home"))
                    z.hexes = {hex("1917")};
            }
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        QCOMPARE(session.apply(Action {PickUpAction {QStringLiteral("tan-tank-1")}}), QString());
        TacticalAgent agent(5, 0);
        const Action &chosen = session.legalTyped().at(agent.choose(session));
        const auto *move = std::get_if<MoveAction>(&chosen);
        QVERIFY2(move, qPrintable(actionKind(chosen)));
        QCOMPARE(move->unit, QStringLiteral("tan-tank-1"));
        QCOMPARE(move->path.last(), at("1917"));
    }

    void leavesAnObjectInTerrainItMayNotEnterToOthers_data()
    {
        QTest::addColumn<QString>("force");
        QTest::addColumn<bool>("goesForIt");
        // Sc.14: the spice lies in swamps; conventional APCs and armored cars are amphibious,
        // tanks are not (§4.1).
        QTest::newRow("amphibious APC") << QStringLiteral("tan-apc") << true;
        QTest::newRow("tank") << QStringLiteral("tan-tank") << false;
    }

    void leavesAnObjectInTerrainItMayNotEnterToOthers()
    {
        QFETCH(QString, force);
        QFETCH(bool, goesForIt);
        const auto context = loadWith(spice(), [&](Scenario &s) {
            s.forces.removeIf([&](const ForceEntry &f) {
                return f.id != force && f.id != QLatin1String("green-small-gun");
            });
            place(s, qPrintable(force), "2119");
            place(s, "green-small-gun", "4020");
        });
        QVERIFY(context);
        HsGameSession session(context, 5);
        advanceTo(session, "movement");
        const Game &game = session.game();
        const UnitState *unit = game.state().unit(force + QStringLiteral("-1"));
        QVERIFY(unit);
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
            return loadWith(spice(), [&](Scenario &s) {
                s.forces.removeIf([&](const ForceEntry &f) {
                    return f.id != QLatin1String("tan-apc") && f.id != QLatin1String("green-tank")
                        && !(withFriend && f.id == friendForce);
                });
                place(s, "tan-apc", "2119");
                place(s, "green-tank", "2417");
                if (withFriend)
                    place(s, qPrintable(friendForce), "1922"); // too far to support it
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

private:
    Played m_badger;
};

QTEST_GUILESS_MAIN(TestTacticalAgent)
#include "tst_tacticalagent.moc"
