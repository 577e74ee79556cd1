// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 16, point 6: the rest of Maschinen Krieger's unit procedures in play, on the fixture
// tests/data/mak/units.scenario.yaml (concealment and pilot escape on): cargo that fires from
// its vehicle [13.1.4], the infantry charge [14.2.2], the booster [19.5.3], the Hornisse's
// landing and split [10.6], air withdrawal [10.1.4], a pilot's escape and his leaving the map
// [18.2], concealment [15.4], and the set-up line of carried units; then whole games by both
// agents that reach these procedures, replayed from their logs.

#include "checks/scenariochecks.h"
#include "engine/agent.h"
#include "engine/familyengines.h"
#include "engine/playlog.h"
#include "families/mak/makplaytestsupport.h"
#include "families/mak/makscenario.h"
#include "families/mak/play/makgamesession.h"
#include "io/yamltree.h"
#include "map/hexmap.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QtTest>

#include <functional>
#include <memory>

using namespace hexwright;

namespace hexwright {

class TestMakUnits : public QObject, private makplaytest::MakPlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    // The set-up line: a carried unit rides its vehicle, in its hex or arriving with it.
    void carriedUnitsInTheSetup();
    // [13.1.4]: cargo fires from its vehicle; not after unloading.
    void cargoFiresFromItsVehicle();
    // [14.2.2], [14.2.3]: two hexes whatever the terrain, the second into the enemy; the
    // defenders fire at -1.
    void infantryCharges();
    // [19.5.3]: 12 points, one a hex, on two turns; anti-aircraft fire from enemies that see it.
    void boosterMoves();
    // [10.6]: a Hornisse on a ground mission lands and splits; the suit waits a phase; they
    // unite and take off.
    void hornisseLandsAndSplits();
    // [10.6]: Hornisses stacked in flight land in adjacent hexes.
    void stackedHornissesLandInAdjacentHexes();
    // [10.1.4]: no withdrawal on turn 1.
    void noWithdrawalOnTurnOne();
    // [18.2.3]: only a pilot, or a vehicle carrying one, leaves the map.
    void onlyPilotsLeaveTheMap();
    // [15.4]: concealed until an enemy sees the stack.
    void concealmentLiftsInSight();
    // [15.4.2]: no more markers than the game set holds (the provisional game-set-markers chart),
    // one a stack [15.4.1].
    void concealmentMarkersAreCounted_data();
    void concealmentMarkersAreCounted();
    // [18.2]: whole games reach a pilot's escape roll; an escaped pilot stands where his unit
    // fell, defence 0, and leaves the map.
    void gamesReachTheProcedures();
    // [14.2.2]: the charge's first hex approaches an enemy two hexes away; a squad already
    // next to one charges straight in.
    void chargeApproachesTheEnemy();
    // [14.2.2], [14.2.3]: greedy games of the engineers fixture end before the action cap,
    // no unit charging more than its two hexes in a phase (issue 16: a squad charged to and
    // fro until the cap).
    void greedyChargesEnd_data();
    void greedyChargesEnd();
    // [10.6]: `suit` names a Type I unit type, reported where it stands.
    void suitIsATypeOneUnit();
    // [13.1.1], [13.1.5]: the Doll House is a vehicle: it carries 2 stacking points, in the
    // checks as in play.
    void dollHouseCarriesTwoPoints();
};

} // namespace hexwright

namespace {

const QString UnitsName = QStringLiteral("tests/data/mak/units.scenario.yaml");

bool logHas(const GameSession &session, const QString &type, const QString &key = {},
            const QString &value = {})
{
    for (const QJsonObject &line : session.log()) {
        if (line.value(QStringLiteral("type")).toString() == type
            && (key.isEmpty() || line.value(key).toString() == value))
            return true;
    }
    return false;
}

} // namespace

void TestMakUnits::initTestCase()
{
    load(UnitsName);
}

void TestMakUnits::carriedUnitsInTheSetup()
{
    auto setup = setUp();
    QVERIFY(setup);
    auto session = setup->newGame(1);
    QJsonObject setupLine;
    for (const QJsonObject &line : session->log()) {
        if (line.value(QStringLiteral("type")).toString() == QLatin1String("setup"))
            setupLine = line;
    }
    QMap<QString, QJsonObject> units;
    for (const QJsonValue &v : setupLine.value(QStringLiteral("units")).toArray())
        units.insert(v.toObject().value(QStringLiteral("id")).toString(), v.toObject());
    // The squad rides the Doll House, in its hex: no "arrives".
    const QJsonObject rider = units.value(QStringLiteral("merc-rider-1"));
    QCOMPARE(rider.value(QStringLiteral("status")).toString(), QStringLiteral("carried"));
    QCOMPARE(rider.value(QStringLiteral("carried_by")).toString(), QStringLiteral("merc-doll-1"));
    QCOMPARE(rider.value(QStringLiteral("hex")).toString(), QStringLiteral("0905"));
    QVERIFY(!rider.contains(QStringLiteral("arrives")));
    // The PKA inside the Hornisse arrives with it, on the Hornisse's turn.
    const QJsonObject suit = units.value(QStringLiteral("strahl-hornisse-1-suit"));
    QCOMPARE(suit.value(QStringLiteral("type")).toString(), QStringLiteral("pka"));
    QCOMPARE(suit.value(QStringLiteral("carried_by")).toString(),
             QStringLiteral("strahl-hornisse-1"));
    QCOMPARE(
        suit.value(QStringLiteral("arrives")).toInt(),
        units.value(QStringLiteral("strahl-hornisse-1")).value(QStringLiteral("arrives")).toInt());
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakUnits::cargoFiresFromItsVehicle()
{
    // The Doll House next to a PKA: the squad aboard may attack it from the vehicle's hex.
    auto session = startGame(3, AirPhase::Skip, [](Scenario &s) {
        place(s, "merc-doll", "1106");
        place(s, "merc-rider", "1106");
        place(s, "strahl-pka", "1206");
    });
    QVERIFY(session);
    auto &mak = *session;
    const MakGameState &s = mak.game().state();
    QCOMPARE(s.unit(QStringLiteral("merc-rider-1"))->status, MakUnitState::Status::Carried);
    const int shot = find(mak, QStringLiteral("attack"),
                          [](const MakPlay &p) { return p.unit == QLatin1String("merc-rider-1"); });
    QVERIFY(shot >= 0);
    const auto pv = mak.game().preview(QStringLiteral("merc-rider-1"), 0,
                                       mak.legalTyped().at(shot).target, false);
    QVERIFY(pv);
    QCOMPARE(mak.applyLegal(shot), QString());
    QVERIFY(s.unit(QStringLiteral("merc-rider-1"))->attacked);
    // [13.1.4] It may not fire and unload in one phase.
    passWindows(mak);
    QCOMPARE(find(mak, QStringLiteral("unload"),
                  [](const MakPlay &p) { return p.unit == QLatin1String("merc-rider-1"); }),
             -1);
    // The return fire of the target is at the vehicle it rides [13.1.3].
    for (const QJsonObject &line : session->log()) {
        if (line.value(QStringLiteral("purpose")).toString() == QLatin1String("defensive_fire")) {
            QCOMPARE(line.value(QStringLiteral("inputs"))
                         .toObject()
                         .value(QStringLiteral("target"))
                         .toString(),
                     QStringLiteral("merc-doll-1"));
        }
    }
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakUnits::infantryCharges()
{
    // Two squads two hexes from a PKA, with one clear hex between.
    auto session = startGame(5, AirPhase::Skip, [](Scenario &s) {
        place(s, "merc-squad", "1006");
        place(s, "strahl-pka", "1206");
        place(s, "strahl-gustav", "1507");
    });
    QVERIFY(session);
    auto &mak = *session;
    const MakGameState &s = mak.game().state();
    // A plain move into the enemy is an assault of one hex: two hexes away, none.
    QCOMPARE(find(mak, QStringLiteral("assault")), -1);
    // The charge's first hex: next to the enemy hex.
    const int first = find(mak, QStringLiteral("charge"), [&](const MakPlay &p) {
        return p.units.size() == 1 && p.to == hex("1106");
    });
    QVERIFY(first >= 0);
    QCOMPARE(mak.applyLegal(first), QString());
    const QString squad = mak.game().state().unit(QStringLiteral("merc-squad-1"))->onMap()
        ? QStringLiteral("merc-squad-1")
        : QString();
    // [14.2.3] The defensive fire it draws is at -1.
    if (s.defensive) {
        const int shot = find(mak, QStringLiteral("defensive_fire"));
        if (shot >= 0) {
            const MakPlay &p = mak.legalTyped().at(shot);
            const auto pv = mak.game().preview(p.unit, p.weapon, p.target, true);
            QVERIFY(pv);
            QCOMPARE(pv->target.value(QStringLiteral("charging_infantry")), -1);
        }
        passWindows(mak);
    }
    if (squad.isEmpty() || s.unit(squad)->immobilized || s.unit(squad)->moraleBroken
        || s.unit(squad)->hex != hex("1106"))
        return; // the fire stopped it: nothing more to see
    // No other move: its second hex is the enemy's, whatever the terrain.
    QVERIFY(s.unit(squad)->charging);
    QCOMPARE(find(mak, QStringLiteral("move"),
                  [&](const MakPlay &p) { return p.units.contains(squad); }),
             -1);
    const int second = find(mak, QStringLiteral("charge"), [&](const MakPlay &p) {
        return p.units == QStringList {squad} && p.to == hex("1206");
    });
    QVERIFY(second >= 0);
    QCOMPARE(mak.applyLegal(second), QString());
    QVERIFY(s.defensive);
    QCOMPARE(s.defensive->trigger, QStringLiteral("close_quarters"));
    passWindows(mak);
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakUnits::boosterMoves()
{
    auto session = startGame(2, AirPhase::Skip);
    QVERIFY(session);
    auto &mak = *session;
    const MakGameState &s = mak.game().state();
    const QString mk2 = QStringLiteral("merc-mk2-1");
    const int boost = find(mak, QStringLiteral("boost"));
    QVERIFY(boost >= 0);
    QCOMPARE(mak.applyLegal(boost), QString());
    QVERIFY(s.unit(mk2)->boosting);
    QCOMPARE(s.unit(mk2)->mpLeft, 12.0);
    QCOMPARE(s.unit(mk2)->boostsUsed, 1);
    // One point a hex, whatever the terrain.
    for (int step = 0; step < 3; ++step) {
        const int move = find(mak, QStringLiteral("move"),
                              [&](const MakPlay &p) { return p.units == QStringList {mk2}; });
        QVERIFY(move >= 0);
        const double before = s.unit(mk2)->mpLeft;
        QCOMPARE(mak.applyLegal(move), QString());
        passWindows(mak);
        if (!s.unit(mk2)->onMap() || s.unit(mk2)->immobilized)
            return;
        QCOMPARE(s.unit(mk2)->mpLeft, before - 1);
    }
    // [19.5.3] No close quarters combat, and no second boost this phase.
    QCOMPARE(find(mak, QStringLiteral("boost")), -1);
    // Two turns in a scenario: after two, no more.
    for (int turn = 0; turn < 2 && !session->isOver(); ++turn) {
        QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
        while (!session->isOver()
               && !(session->phaseId() == QLatin1String("first_player_phase") && s.airPlayer < 0
                    && !s.defensive))
            QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
        if (session->isOver() || !s.unit(mk2)->onMap() || s.unit(mk2)->immobilized)
            return;
        const int again = find(mak, QStringLiteral("boost"));
        if (turn == 0) {
            QVERIFY(again >= 0);
            QCOMPARE(mak.applyLegal(again), QString());
            QCOMPARE(s.unit(mk2)->boostsUsed, 2);
        } else {
            QCOMPARE(again, -1);
        }
    }
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakUnits::hornisseLandsAndSplits()
{
    auto session = startGame(1);
    QVERIFY(session);
    auto &mak = *session;
    const MakGameState &s = mak.game().state();
    const QString hornisse = QStringLiteral("strahl-hornisse-1");
    const QString suit = QStringLiteral("strahl-hornisse-1-suit");
    // Turn 1: the Hornisse is committed to a ground mission by the Strahl player.
    QCOMPARE(session->turn(), 1);
    while (!session->isOver() && s.airPlayer < 0
           && session->phaseId() != QLatin1String("second_player_phase"))
        QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    // The first turn's commitment may have passed with the Hornisse idle: commit next turn.
    for (int guard = 0; guard < 12 && !session->isOver(); ++guard) {
        if (s.airPlayer >= 0) {
            const int commit = find(mak, QStringLiteral("commit"), [&](const MakPlay &p) {
                return p.unit == hornisse && p.item == QLatin1String("ground");
            });
            QCOMPARE(mak.applyLegal(commit >= 0 ? commit : session->legalEndPhase()), QString());
            continue;
        }
        if (session->decidingPlayer() == 1 && s.unit(hornisse)->mission == QLatin1String("ground"))
            break;
        QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    }
    QCOMPARE(s.unit(hornisse)->mission, QStringLiteral("ground"));
    // [10.6.1] It lands in a hex it may enter, here next to the squads, and splits.
    const int land = find(mak, QStringLiteral("land"),
                          [&](const MakPlay &p) { return mak.game().unitsIn(p.to, 0).isEmpty(); });
    QVERIFY(land >= 0);
    const OffsetCoord at = mak.legalTyped().at(land).to;
    QCOMPARE(mak.applyLegal(land), QString());
    QVERIFY(logHas(*session, QStringLiteral("landed"), QStringLiteral("unit"), hornisse));
    QVERIFY(s.unit(hornisse)->onMap());
    QVERIFY(s.unit(hornisse)->landed);
    QCOMPARE(s.unit(suit)->status, MakUnitState::Status::OnMap);
    QCOMPARE(s.unit(suit)->hex, at);
    // The suit neither moves nor attacks in this phase.
    QCOMPARE(
        find(mak, QStringLiteral("move"), [&](const MakPlay &p) { return p.units.contains(suit); }),
        -1);
    QCOMPARE(find(mak, QStringLiteral("attack"), [&](const MakPlay &p) { return p.unit == suit; }),
             -1);
    QCOMPARE(find(mak, QStringLiteral("launch")), -1);
    QVERIFY(session->invariantViolations().isEmpty());
    // [10.6.2] In the player's next phase, stacked from its start, they may unite and launch.
    for (int guard = 0; guard < 12 && !session->isOver(); ++guard) {
        if (session->decidingPlayer() == 1 && s.airPlayer < 0 && !s.defensive
            && session->phaseId() == QLatin1String("second_player_phase") && !s.unit(suit)->moved)
            break;
        QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    }
    if (!s.unit(hornisse)->onMap() || !s.unit(suit)->onMap() || s.unit(hornisse)->immobilized)
        return;
    const int launch = find(mak, QStringLiteral("launch"));
    QVERIFY(launch >= 0);
    QCOMPARE(mak.applyLegal(launch), QString());
    QCOMPARE(s.unit(hornisse)->status, MakUnitState::Status::Air);
    QCOMPARE(s.unit(hornisse)->mission, QStringLiteral("used"));
    QCOMPARE(s.unit(suit)->status, MakUnitState::Status::Carried);
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakUnits::stackedHornissesLandInAdjacentHexes()
{
    // Two Hornisses flying together, both committed to a ground mission.
    auto session = startGame(1, [](Scenario &s) {
        for (ForceEntry &f : s.forces) {
            if (f.id == QLatin1String("strahl-hornisse"))
                f.count = 2;
        }
    });
    QVERIFY(session);
    auto &mak = *session;
    const MakGameState &s = mak.game().state();
    const QString first = QStringLiteral("strahl-hornisse-1");
    const QString second = QStringLiteral("strahl-hornisse-2");
    auto ground = [&](const QString &id) {
        return s.unit(id) && s.unit(id)->mission == QLatin1String("ground");
    };
    for (int guard = 0; guard < 24 && !session->isOver(); ++guard) {
        if (s.airPlayer >= 0) {
            const int commit = find(mak, QStringLiteral("commit"), [&](const MakPlay &p) {
                return (p.unit == first || p.unit == second) && p.item == QLatin1String("ground");
            });
            QCOMPARE(mak.applyLegal(commit >= 0 ? commit : session->legalEndPhase()), QString());
            continue;
        }
        if (session->decidingPlayer() == 1 && ground(first) && ground(second))
            break;
        QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    }
    QVERIFY(ground(first) && ground(second));
    // The first lands in a free hex; the second in a hex next to it, not in it.
    const int land = find(mak, QStringLiteral("land"), [&](const MakPlay &p) {
        return p.unit == first && mak.game().unitsIn(p.to, 0).isEmpty();
    });
    QVERIFY(land >= 0);
    const OffsetCoord at = mak.legalTyped().at(land).to;
    QCOMPARE(mak.applyLegal(land), QString());
    const int next = find(mak, QStringLiteral("land"), [&](const MakPlay &p) {
        return p.unit == second && mak.context().distance(p.to, at) == 1
            && mak.game().unitsIn(p.to, 0).isEmpty();
    });
    QVERIFY(next >= 0);
    const OffsetCoord beside = mak.legalTyped().at(next).to;
    QCOMPARE(mak.applyLegal(next), QString());
    QVERIFY(s.unit(first)->landed && s.unit(second)->landed);
    QCOMPARE(s.unit(first)->hex, at);
    QCOMPARE(s.unit(second)->hex, beside);
    QCOMPARE(s.unit(QStringLiteral("strahl-hornisse-2-suit"))->hex, beside);
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakUnits::noWithdrawalOnTurnOne()
{
    auto session = startGame(1);
    QVERIFY(session);
    auto &mak = *session;
    MakPlay withdraw;
    withdraw.kind = QStringLiteral("commit");
    withdraw.unit = QStringLiteral("strahl-hornisse-1");
    withdraw.item = QStringLiteral("withdraw");
    // Turn 1 (and the air phase is over anyway): refused.
    QVERIFY(!mak.game().check(withdraw).isEmpty());
    // Turn 2's air phase: the Hornisse, there since turn 1, may be withdrawn.
    while (!session->isOver() && session->turn() < 2)
        QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    if (mak.game().state().airPlayer == 1) {
        QCOMPARE(mak.game().check(withdraw), QString());
        QCOMPARE(mak.apply(withdraw), QString());
        QCOMPARE(mak.game().state().unit(withdraw.unit)->left, QStringLiteral("withdrawn"));
        QVERIFY(mak.game().state().ogp.value(0) == 0);
        // The playtest window lists it as withdrawn, not eliminated, and no loss.
        for (const PieceView &piece : session->pieces()) {
            if (piece.id == withdraw.unit)
                QCOMPARE(piece.state, QStringLiteral("withdrawn"));
        }
        for (const PieceLoss &loss : session->lastLosses())
            QVERIFY(loss.id != withdraw.unit);
    }
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakUnits::onlyPilotsLeaveTheMap()
{
    // A suit does not leave the map; the Mk. II's pilot's counter is
    // ready for his escape, worth his rank and modifiers [18.2.5].
    auto session = startGame(1, AirPhase::Skip);
    QVERIFY(session);
    auto &mak = *session;
    MakPlay exit;
    exit.kind = QStringLiteral("exit");
    exit.unit = QStringLiteral("merc-mk2-1");
    QVERIFY(mak.game().check(exit).contains(QStringLiteral("18.2.3")));
    const QString pilot = mak.context().pilotUnitOf(exit.unit);
    QCOMPARE(pilot, QStringLiteral("merc-mk2-1-pilot"));
    const MakPiece &piece = mak.context().piece(pilot);
    QVERIFY(piece.pilot);
    QCOMPARE(piece.defence, 0);
    QCOMPARE(piece.stackPoints, 0);
    QCOMPARE(piece.vp, mak.context().rules().pilotVp(*mak.context().pilot(exit.unit)));
    QVERIFY(!mak.game().state().unit(pilot));
}

void TestMakUnits::concealmentLiftsInSight()
{
    auto session = startGame(1);
    QVERIFY(session);
    auto &mak = *session;
    const MakGameState &s = mak.game().state();
    // The units in sight of the enemy at the start are revealed; the Mk. II, far off behind
    // the hills, stays concealed until it is seen.
    bool anyConcealed = false;
    bool anyRevealed = false;
    for (const MakUnitState &u : s.units) {
        anyConcealed = anyConcealed || u.concealed;
        anyRevealed = anyRevealed || (u.onMap() && !u.concealed);
    }
    QVERIFY(anyConcealed);
    QVERIFY(anyRevealed == logHas(*session, QStringLiteral("revealed")));
}

void TestMakUnits::concealmentMarkersAreCounted_data()
{
    QTest::addColumn<int>("markers");
    QTest::newRow("none in the set") << 0;
    QTest::newRow("one a player") << 1;
    QTest::newRow("our value: 6") << 6;
}

void TestMakUnits::concealmentMarkersAreCounted()
{
    QFETCH(int, markers);
    Ruleset ruleset = *m_loaded.ruleset;
    for (Chart &chart : ruleset.charts) {
        if (chart.id == QLatin1String("game-set-markers"))
            chart.cells[chart.rowOf(QStringLiteral("Concealment"))][0].number = markers;
    }
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    QString error;
    auto setup = engine->setUp({*m_loaded.scenario, ruleset, *m_loaded.panels, m_name}, &error);
    QVERIFY2(setup, qPrintable(error));
    auto session = setup->newGame(1);
    const MakGameState &s = dynamic_cast<MakGameSession &>(*session).game().state();
    // The stacks under a marker now, and the units whose markers came off at the start.
    QList<QSet<QString>> stacks(2);
    int concealed = 0;
    for (const MakUnitState &u : s.units) {
        if (u.concealed) {
            stacks[u.player].insert(formatHexLabel(u.hex));
            ++concealed;
        }
    }
    for (const QSet<QString> &hexes : stacks)
        QVERIFY(hexes.size() <= markers);
    if (markers == 0)
        QVERIFY(!logHas(*session, QStringLiteral("revealed")) && concealed == 0);
    else
        QVERIFY(concealed > 0 || logHas(*session, QStringLiteral("revealed")));
}

void TestMakUnits::gamesReachTheProcedures()
{
    auto setup = setUp();
    QVERIFY(setup);
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    QSet<QString> kinds;
    QSet<QString> lines;
    int left = 0;
    for (const char *agent : {"greedy", "random"}) {
        for (quint64 seed = 1; seed <= 6; ++seed) {
            auto session = setup->newGame(seed);
            auto a = engine->makeAgent(QLatin1String(agent), seed, 0);
            auto b = engine->makeAgent(QLatin1String(agent), seed, 1);
            const PlayResult result = playGame(*session, {a.get(), b.get()});
            QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
            if (!result.finished) {
                const int n = int(session->log().size());
                for (int i = std::max(0, n - 12); i < n; ++i)
                    qWarning().noquote()
                        << QJsonDocument(session->log().at(i)).toJson(QJsonDocument::Compact);
            }
            QVERIFY2(result.finished,
                     qPrintable(QStringLiteral("%1, seed %2: %3 actions")
                                    .arg(QLatin1String(agent))
                                    .arg(seed)
                                    .arg(result.actions)));
            for (const QJsonObject &line : session->log()) {
                kinds.insert(line.value(QStringLiteral("action"))
                                 .toObject()
                                 .value(QStringLiteral("kind"))
                                 .toString());
                lines.insert(line.value(QStringLiteral("type")).toString());
                if (line.value(QStringLiteral("purpose")).toString()
                    == QLatin1String("pilot_escape"))
                    lines.insert(QStringLiteral("pilot_escape roll"));
            }
            // A unit that left the game is listed as withdrawn or exited, not eliminated.
            const auto &mak = dynamic_cast<const MakGameSession &>(*session);
            for (const PieceView &piece : session->pieces()) {
                const MakUnitState *u = mak.game().state().unit(piece.id);
                if (!u || u->left.isEmpty())
                    continue;
                ++left;
                QCOMPARE(piece.state, u->left);
                QCOMPARE(piece.status.contains(QStringLiteral("left the map")),
                         u->left == QLatin1String("exited"));
            }
            const ReplayResult replay = replayLog(*setup, session->logText());
            QVERIFY2(replay.ok,
                     qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
        }
    }
    // The greedy agent uses the booster, the charge and the landing; someone's cargo fires.
    for (const char *kind : {"boost", "charge", "land"})
        QVERIFY2(kinds.contains(QLatin1String(kind)), kind);
    for (const char *line : {"booster", "landed", "revealed"})
        QVERIFY2(lines.contains(QLatin1String(line)), line);
    qInfo() << "kinds" << kinds.values() << "lines" << lines.values() << "left" << left;
    QVERIFY(left > 0);
}

void TestMakUnits::chargeApproachesTheEnemy()
{
    // The squads next to the PKA: the only charge is into its hex.
    auto session = startGame(5, AirPhase::Skip, [](Scenario &s) {
        place(s, "merc-squad", "1106");
        place(s, "strahl-pka", "1206");
        place(s, "strahl-gustav", "1507");
    });
    QVERIFY(session);
    auto &mak = *session;
    int charges = 0;
    for (const MakPlay &p : mak.legalTyped()) {
        if (p.kind != QLatin1String("charge") || !p.units.contains(QStringLiteral("merc-squad-1")))
            continue;
        ++charges;
        QCOMPARE(mak.context().label(p.to), QStringLiteral("1206"));
    }
    QVERIFY(charges > 0);
    // A sidestep along the enemy is refused with the rule's reason.
    MakPlay sidestep;
    sidestep.kind = QStringLiteral("charge");
    sidestep.units = {QStringLiteral("merc-squad-1")};
    sidestep.to = hex("1105");
    QVERIFY(mak.game().check(sidestep).contains(QStringLiteral("14.2.2")));
}

void TestMakUnits::greedyChargesEnd_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed = 1; seed <= 20; ++seed)
        QTest::addRow("seed %llu", seed) << seed;
}

void TestMakUnits::greedyChargesEnd()
{
    QFETCH(quint64, seed);
    auto setup = makplaytest::setUpFile(*m_registry,
                                        QStringLiteral("tests/data/mak/engineers.scenario.yaml"));
    QVERIFY(setup);
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    auto session = setup->newGame(seed);
    auto a = engine->makeAgent(QStringLiteral("greedy"), seed, 0);
    auto b = engine->makeAgent(QStringLiteral("greedy"), seed, 1);
    // Six turns of this fixture take under a hundred actions; the cap is far above that.
    const PlayResult result = playGame(*session, {a.get(), b.get()}, 2000);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QVERIFY2(result.finished && !result.capped, qPrintable(QString::number(result.actions)));
    // No unit charges more than its two hexes in one phase.
    QHash<QString, int> charges;
    for (const QJsonObject &line : session->log()) {
        const QJsonObject action = line.value(QStringLiteral("action")).toObject();
        if (action.value(QStringLiteral("kind")).toString() != QLatin1String("charge"))
            continue;
        const QString key = QStringLiteral("%1/%2/%3")
                                .arg(line.value(QStringLiteral("turn")).toInt())
                                .arg(line.value(QStringLiteral("phase")).toString())
                                .arg(action.value(QStringLiteral("units"))[0].toString());
        QVERIFY2(++charges[key] <= 2, qPrintable(key));
    }
}

void TestMakUnits::suitIsATypeOneUnit()
{
    const QByteArray text = [] {
        QFile f(QStringLiteral(SOURCE_DIR "/") + UnitsName);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    QVERIFY(text.contains("      suit: pka\n"));
    // The fixture reads clean; a suit no Type I unit is reported at its value.
    struct Row
    {
        QByteArray to;
        QStringList expected;
    };
    const QList<Row> rows {
        {QByteArray("      suit: pka\n"), {}},
        {QByteArray("      suit: pkx\n"),
         {QStringLiteral("units.scenario.yaml:97:13: error[unknown-id]: unknown suit 'pkx' in "
                         "'suit' in 'family' in force entry 'strahl-hornisse', expected a Type I "
                         "unit type (did you mean 'pka'?)")}},
        {QByteArray("      suit: falke\n"),
         {QStringLiteral("units.scenario.yaml:97:13: error[unknown-id]: unknown suit 'falke' in "
                         "'suit' in 'family' in force entry 'strahl-hornisse', expected a Type I "
                         "unit type")}},
    };
    for (const Row &row : rows) {
        QByteArray edited = text;
        edited.replace("      suit: pka\n", row.to);
        Diagnostics diagnostics;
        auto document
            = YamlDocument::parse(edited, QStringLiteral("units.scenario.yaml"), diagnostics);
        QVERIFY(document);
        const LoadedScenario loaded = readScenario(*document, *m_registry, diagnostics);
        QVERIFY(loaded.scenario);
        QStringList actual;
        for (const Diagnostic &d : readMakScenarioFacts(*loaded.scenario, *loaded.ruleset,
                                                        QStringLiteral("units.scenario.yaml")))
            actual.append(d.toText());
        QCOMPARE(actual, row.expected);
    }
}

void TestMakUnits::dollHouseCarriesTwoPoints()
{
    // The engine: the Doll House, its counter silent on cargo, carries 2 points [13.1.5].
    auto session = startGame(1);
    QVERIFY(session);
    auto &mak = *session;
    QCOMPARE(mak.context().piece(QStringLiteral("merc-doll-1")).carries, 2);
    QVERIFY(mak.context().piece(QStringLiteral("merc-doll-1")).vehicle);
    // The checks read the same: the fixture's squad rides in it without a report.
    QStringList codes;
    const HexMap map = HexMap::compose(*m_loaded.scenario, *m_loaded.panels);
    for (const Diagnostic &d : checkScenario(*m_loaded.scenario, *m_loaded.ruleset, map, UnitsName))
        codes.append(d.code);
    QVERIFY2(!codes.contains(QStringLiteral("mak-cargo")), qPrintable(codes.join(u',')));
    QVERIFY2(!codes.contains(QStringLiteral("mak-family-value")), qPrintable(codes.join(u',')));
}

QTEST_GUILESS_MAIN(TestMakUnits)
#include "tst_makunits.moc"
