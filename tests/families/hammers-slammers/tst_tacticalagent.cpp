// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The tactical agent ("tactical"): the same game for the same seed, every sample played to its
// end by the rules, and on a small fixture the choices a player weighs: cover, the objective
// before cover or a target, the hex that wins at once taken whatever the danger, and the enemy
// threatening the objective shot first. Its threat map weighs what the enemy sees, and no threat
// comes from units that never fire (sc.6). A defender sets up its sturdy direct-fire units facing
// the enemy, its artillery behind (sc.9). What each kind of victory condition asks of it:
// tst_tacticalgoals.

#include "families/hammers-slammers/play/tacticalagent.h"
#include "playtestsupport.h"
#include "tacticssupport.h"

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
        const Action chosen = tacticalChoice(session);
        const auto *move = std::get_if<MoveAction>(&chosen);
        QVERIFY2(move, qPrintable(actionKind(chosen)));
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
        const Action chosen = tacticalChoice(session);
        const auto *move = std::get_if<MoveAction>(&chosen);
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
        const Action chosen = tacticalChoice(session);
        const auto *fire = std::get_if<DirectFireAction>(&chosen);
        QVERIFY2(fire, qPrintable(actionKind(chosen)));
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

private:
    Played m_badger;
};

QTEST_GUILESS_MAIN(TestTacticalAgent)
#include "tst_tacticalagent.moc"
