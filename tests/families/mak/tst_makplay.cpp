// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 16, point 6: the Maschinen Krieger engine (validation/families/mak/play/) on the
// skirmish of tests/data/mak: the set-up from the scenario's placements, the procedures a
// game walks through (a defensive window opened by a move and by an attack, the attack
// target listed before the roll, indirect fire through a spotter, close quarters combat
// with pinning, undo while no die was rolled, a reinforcement's entry), and whole games by
// the greedy and the random agents: to their end, invariants checked after every action,
// the same log for the same seed, and every log replayed. Air, mines, artillery, smoke,
// transport, the samples and the engineers: tst_maksupportplay.

#include "engine/agent.h"
#include "engine/playlog.h"
#include "families/mak/makplaytestsupport.h"
#include "families/mak/rules/makmove.h"

#include <QtTest>

using namespace hexwright;
using namespace hexwright::makplaytest;

namespace hexwright {

class TestMakPlay : public QObject, private MakPlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void engineIsRegistered();
    void setUpFromPlacements();
    // [7.2.4], [5.4] (3): a move next to an enemy pauses for its defensive fire.
    void moveOpensDefensiveWindow();
    // [5.1.3], [5.4] (1): the attack target listed before the roll, the survivor fires back.
    void attackListsModifiersAndTriggersReturnFire();
    // [5.5]: an indirect weapon fires through a spotter that sees the target.
    void indirectFireThroughASpotter();
    // [9.0], [9.4]: an assault, the defenders first, then the fight in the hex and pinning.
    void closeQuartersCombat();
    void undoWhileNoDieRolled();
    // [12.1]: a reinforcement pays for its entry hex.
    void reinforcementPaysItsEntry();
    // Whole games.
    void playsToTheEnd_data();
    void playsToTheEnd();
};

} // namespace hexwright

void TestMakPlay::initTestCase()
{
    loadSkirmish();
}

void TestMakPlay::engineIsRegistered()
{
    QVERIFY(familyEngineIds().contains(QStringLiteral("mak")));
    QVERIFY(familyEngine(QStringLiteral("mak"))->agentNames().contains(QStringLiteral("greedy")));
}

void TestMakPlay::setUpFromPlacements()
{
    auto setup = setUp();
    QVERIFY(setup);
    auto session = setup->newGame(1);
    const auto &mak = dynamic_cast<const MakGameSession &>(*session);
    const MakGameState &s = mak.game().state();
    // Hex placements as written; the zone's infantry in its first hexes, 4 SP at most.
    QCOMPARE(s.unit(QStringLiteral("merc-afs-1"))->hex, hex("0206"));
    QCOMPARE(s.unit(QStringLiteral("merc-inf-1"))->hex, hex("0303"));
    QCOMPARE(s.unit(QStringLiteral("merc-inf-2"))->hex, hex("0303"));
    // The reinforcement waits for turn 2.
    QCOMPARE(s.unit(QStringLiteral("merc-late-1"))->status, MakUnitState::Status::Waiting);
    QCOMPARE(s.unit(QStringLiteral("merc-late-1"))->arrives, 2);
    // Pilots from the force entry's family keys: the leader commands its first unit.
    QVERIFY(mak.context().pilot(QStringLiteral("merc-afs-1")));
    QCOMPARE(mak.context().pilot(QStringLiteral("merc-afs-1"))->name, QStringLiteral("Hasse Wind"));
    QVERIFY(!mak.context().pilot(QStringLiteral("merc-afs-2")));
    QCOMPARE(mak.context().pilot(QStringLiteral("strahl-pka-1"))->name,
             QStringLiteral("Heinrich Gieger"));
    // The air commitment phase passes: turn 1 starts in the first player's phase.
    QCOMPARE(session->turn(), 1);
    QCOMPARE(session->phaseId(), QStringLiteral("first_player_phase"));
    QCOMPARE(session->decidingPlayer(), 0);
    QVERIFY(mak.context().chartsProvisional());
    QVERIFY(session->logLine(0).value(QStringLiteral("charts_provisional")).toBool());
    QVERIFY(session->invariantViolations().isEmpty());
    // Each legal action is listed once.
    const QList<QJsonObject> legal = session->legalActions();
    for (int i = 0; i < legal.size(); ++i)
        QVERIFY2(legal.indexOf(legal.at(i)) == i, qPrintable(session->describe(legal.at(i))));
}

void TestMakPlay::moveOpensDefensiveWindow()
{
    // An AFS two hexes from a PKA on open ground.
    auto session = startGame(7, [](Scenario &s) {
        place(s, "merc-afs", "1006");
        place(s, "strahl-pka", "1206");
    });
    QVERIFY(session);
    auto &mak = *session;
    const int step = find(mak, QStringLiteral("move"), [&](const MakPlay &p) {
        return p.units == QStringList {QStringLiteral("merc-afs-1")} && p.to == hex("1106");
    });
    QVERIFY(step >= 0);
    QCOMPARE(mak.applyLegal(step), QString());
    // The route pauses: the Strahl player decides, and may fire his PKAs at the mover.
    QVERIFY(mak.game().state().defensive);
    QCOMPARE(mak.game().state().defensive->trigger, QStringLiteral("enemy_adjacent"));
    QCOMPARE(session->decidingPlayer(), 1);
    const int shot = find(mak, QStringLiteral("defensive_fire"),
                          [](const MakPlay &p) { return p.target == QLatin1String("merc-afs-1"); });
    QVERIFY(shot >= 0);
    QCOMPARE(session->legalActionKind(session->legalEndPhase()), QStringLiteral("end_phase"));
    QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    QVERIFY(!mak.game().state().defensive);
    QCOMPARE(session->decidingPlayer(), 0);
    // Moving on from 1106 along the same hexes: the AFS has 5 MP, clear costs 1.
    QCOMPARE(mak.game().state().unit(QStringLiteral("merc-afs-1"))->mpLeft, 4.0);
}

void TestMakPlay::attackListsModifiersAndTriggersReturnFire()
{
    auto session = startGame(3, [](Scenario &s) {
        place(s, "merc-afs", "1006");
        place(s, "strahl-pka", "1206");
    });
    QVERIFY(session);
    auto &mak = *session;
    const auto pv = mak.game().preview(QStringLiteral("merc-afs-1"), 0,
                                       QStringLiteral("strahl-pka-1"), false);
    QVERIFY(pv);
    // AFS 8L8 at 2 hexes (+1) with Hasse Wind (our 0) against a PKA (defence 2) whose pilot
    // Heinrich Gieger has defence +2 ([18.2.5]: 1 + 2 + 0): 8 - 2 + 1 - 2 = 5.
    QCOMPARE(pv->target.value(QStringLiteral("attack")), 8);
    QCOMPARE(pv->target.value(QStringLiteral("defence")), -2);
    QCOMPARE(pv->target.value(QStringLiteral("range")), 1);
    QCOMPARE(pv->target.value(QStringLiteral("pilot_defence")), -2);
    QCOMPARE(pv->target.target, 5);
    const QJsonObject action
        = mak.legalAction(find(mak, QStringLiteral("attack"), [](const MakPlay &p) {
              return p.unit == QLatin1String("merc-afs-1")
                  && p.target == QLatin1String("strahl-pka-1");
          }));
    QVERIFY(session->describe(action).contains(QStringLiteral("target 5")));
    // The range modifier of a laser at 2 hexes is the text's (+1), the rest of its row ours.
    QVERIFY(!session->describe(action).contains(QStringLiteral("+1\u2020")));
    const int before = session->logLineCount();
    QCOMPARE(session->apply(action), QString());
    // The roll was read against the listed target.
    bool rolled = false;
    for (int i = before; i < session->logLineCount(); ++i) {
        const QJsonObject line = session->logLine(i);
        if (line.value(QStringLiteral("purpose")).toString() == QLatin1String("attack")) {
            rolled = true;
            QCOMPARE(line.value(QStringLiteral("inputs"))
                         .toObject()
                         .value(QStringLiteral("attack_target"))
                         .toInt(),
                     5);
        }
    }
    QVERIFY(rolled);
    QVERIFY(!session->canUndo());
    // [5.4] (1) and (2): from 2 hexes, whoever of the PKA stack still stands may fire back.
    const MakGameState &s = mak.game().state();
    if (s.defensive) {
        QCOMPARE(s.defensive->trigger, QStringLiteral("attack"));
        for (const MakShot &shot : s.defensive->shots)
            QCOMPARE(shot.target, QStringLiteral("merc-afs-1"));
    } else {
        // Nobody could: both PKA gone or disabled.
        for (const QString &id : {QStringLiteral("strahl-pka-1"), QStringLiteral("strahl-pka-2")})
            QVERIFY(!s.unit(id)->onMap() || s.unit(id)->disarmed);
    }
}

void TestMakPlay::indirectFireThroughASpotter()
{
    // The Doll House at 0205 cannot see 1005 past the hills of board 2 (0405 to 0805); the
    // AFS at 1205, two hexes from the target and out of the blast, can.
    auto session = startGame(5, [](Scenario &s) {
        place(s, "merc-afs", "1205");
        place(s, "strahl-pka", "1005");
    });
    QVERIFY(session);
    auto &mak = *session;
    const auto pv = mak.game().preview(QStringLiteral("merc-doll-1"), 0,
                                       QStringLiteral("strahl-pka-1"), false);
    QVERIFY(pv);
    QVERIFY(pv->indirect);
    QCOMPARE(pv->spotter, QStringLiteral("merc-afs-1"));
    // 15R100 at 8 hexes is 15; a PKA's defence 2 and Gieger's +2; indirect -3: 8.
    QCOMPARE(pv->target.value(QStringLiteral("attack")), 15);
    QCOMPARE(pv->target.value(QStringLiteral("indirect")), -3);
    QCOMPARE(pv->target.target, 8);
    // A weapon without indirect fire finds no line of sight.
    QString why;
    QVERIFY(!mak.game().preview(QStringLiteral("merc-gladiator-1"), 0,
                                QStringLiteral("strahl-pka-1"), false, &why));
    QVERIFY(why.contains(QStringLiteral("line of sight")));
    const int attack = find(mak, QStringLiteral("attack"), [](const MakPlay &p) {
        return p.unit == QLatin1String("merc-doll-1") && p.target == QLatin1String("strahl-pka-1");
    });
    QVERIFY(attack >= 0);
    QCOMPARE(mak.applyLegal(attack), QString());
    // [5.5.1] The spotter makes no offensive attack and keeps at most half its MP.
    const MakUnitState *spotter = mak.game().state().unit(QStringLiteral("merc-afs-1"));
    QVERIFY(spotter->attacked);
    QCOMPARE(spotter->mpLeft, 2.5);
    QCOMPARE(mak.game().state().unit(QStringLiteral("merc-doll-1"))->weapons.at(0).rounds, 3);
}

void TestMakPlay::closeQuartersCombat()
{
    auto setup = setUp([](Scenario &s) {
        place(s, "merc-afs", "1106");
        place(s, "strahl-pka", "1206");
    });
    QVERIFY(setup);
    // Seeds until the assault survives the defenders' fire with both AFS inside.
    for (quint64 seed = 1; seed < 40; ++seed) {
        auto session = startGame(*setup, seed);
        QVERIFY(session);
        auto &mak = *session;
        const int assault = find(mak, QStringLiteral("assault"), [&](const MakPlay &p) {
            return p.units.size() == 2 && p.to == hex("1206");
        });
        QVERIFY(assault >= 0);
        QCOMPARE(mak.applyLegal(assault), QString());
        // [9.2] The defenders fire first, each once, at the units joining.
        QVERIFY(mak.game().state().defensive);
        QCOMPARE(mak.game().state().defensive->trigger, QStringLiteral("close_quarters"));
        passWindows(mak);
        const MakGameState &s = mak.game().state();
        const MakUnitState *a1 = s.unit(QStringLiteral("merc-afs-1"));
        const MakUnitState *a2 = s.unit(QStringLiteral("merc-afs-2"));
        if (!(a1->onMap() && a2->onMap() && a1->hex == hex("1206") && a2->hex == hex("1206")))
            continue;
        QVERIFY(a1->closeQuarters);
        // [9.4] Two AFS able to fire pin both PKA.
        QCOMPARE(mak.game().pinnedIn(hex("1206")).size(), 2);
        // They fight in the hex: an attack at range 0, or unarmed [9.5] at a fixed 4.
        const int unarmed
            = find(mak, QStringLiteral("attack"), [](const MakPlay &p) { return p.weapon == -1; });
        QVERIFY(unarmed >= 0);
        const MakPlay &u = mak.legalTyped().at(unarmed);
        QCOMPARE(mak.game().preview(u.unit, -1, u.target, false)->target.target, 4);
        QVERIFY(session->invariantViolations().isEmpty());
        return;
    }
    QFAIL("no seed let both AFS into the hex");
}

void TestMakPlay::undoWhileNoDieRolled()
{
    auto session = startGame(1);
    QVERIFY(session);
    auto &mak = *session;
    const int move = find(mak, QStringLiteral("move"), [](const MakPlay &p) {
        return p.units == QStringList {QStringLiteral("merc-gladiator-1")};
    });
    QVERIFY(move >= 0);
    const QByteArray before = session->logText();
    QCOMPARE(mak.applyLegal(move), QString());
    QVERIFY(session->canUndo());
    QVERIFY(session->undo());
    QCOMPARE(session->logText(), before);
}

void TestMakPlay::playsToTheEnd_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<QString>("second");
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {1, 2, 3}) {
        QTest::addRow("greedy vs greedy, seed %llu", seed) << "greedy"
                                                           << "greedy" << seed;
        QTest::addRow("random vs random, seed %llu", seed) << "random"
                                                           << "random" << seed;
        QTest::addRow("greedy vs random, seed %llu", seed) << "greedy"
                                                           << "random" << seed;
    }
}

void TestMakPlay::playsToTheEnd()
{
    QFETCH(QString, first);
    QFETCH(QString, second);
    QFETCH(quint64, seed);
    auto setup = setUp();
    QVERIFY(setup);
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    QByteArray logs[2];
    for (int run = 0; run < 2; ++run) {
        auto session = setup->newGame(seed);
        auto a = engine->makeAgent(first, seed, 0);
        auto b = engine->makeAgent(second, seed, 1);
        const PlayResult result = playGame(*session, {a.get(), b.get()});
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QVERIFY(result.finished);
        QVERIFY(session->summary().over);
        logs[run] = session->logText();
        if (run == 1)
            continue;
        // Played to the last turn, or until a side had nothing left.
        QVERIFY(session->turn() <= 6);
        const ReplayResult replay = replayLog(*setup, logs[run]);
        QVERIFY2(replay.ok,
                 qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
    }
    QCOMPARE(logs[0], logs[1]);
}

void TestMakPlay::reinforcementPaysItsEntry()
{
    auto session = startGame(1);
    QVERIFY(session);
    auto &mak = *session;
    endPhases(mak, 2);
    QCOMPARE(session->turn(), 2);
    const MakUnitState *late = mak.game().state().unit(QStringLiteral("merc-late-1"));
    QVERIFY(late->onMap());
    const double cost
        = makrules::enterCost(mak.context().ruleset(), mak.context().terrainId(late->hex),
                              QString(), mak.context().piece(late->id).movementClass)
              .cost;
    QVERIFY(cost > 0);
    QCOMPARE(late->mpLeft, mak.context().piece(late->id).movement - cost);
}

QTEST_GUILESS_MAIN(TestMakPlay)
#include "tst_makplay.moc"
