// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 16, point 6: the Maschinen Krieger engine's support procedures
// (validation/families/mak/play/) on the skirmish of tests/data/mak: air commitment and a
// ground mission, minefields, an artillery strike, smoke, transport and overrun; the
// samples 31 and 32 played to their end by the greedy and the random agents, the same log
// for the same seed and every log replayed; and the engineers fixture's arson, depot,
// mines and detection in a game. The set-up, moves, attacks and close quarters:
// tst_makplay.

#include "engine/agent.h"
#include "engine/playlog.h"
#include "families/mak/makplaytestsupport.h"
#include "families/mak/makscenario.h"

#include <QJsonArray>
#include <QtTest>

using namespace hexwright;
using namespace hexwright::makplaytest;

namespace hexwright {

class TestMakSupportPlay : public QObject, private MakPlayFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    // [10.1]-[10.4]: air commitment, breakthrough, a ground mission after anti-aircraft fire.
    void airCommitmentAndGroundMission();
    // [19.1.4]: a minefield attacks a unit leaving its hex and a unit entering one.
    void minefieldAttacksMovers();
    // [17]: a strike requested by an observer that sees the target lands next phase.
    void artilleryLandsNextPhase();
    // [19.2]: smoke blocks sight; engine smoke in the unit's own hex.
    void smokeBlocksSight();
    // [13.1]: cargo carried from the start, moved with its vehicle, unloaded.
    void transportCarriesAndUnloads();
    // [13.2]: an armed vehicle overruns a hex and leaves by the opposite side.
    void overrunThroughAHex();
    // The samples 31 and 32 (air units, artillery, mines, smoke, transport) to their end.
    void samplesPlayToTheEnd_data();
    void samplesPlayToTheEnd();
    // [14.4.2], [19.4.5], [19.4.2], [19.1], [14.4.1], [17.1.4]: the engineers fixture.
    void supportProceduresInAGame();
    // [14.4.3]: an engineer squad fired upon without damage tries arson instead of firing.
    void defensiveArson_data();
    void defensiveArson();
    // [19.4.2]: a pilot on foot in a burning hex is attacked by the fire, as infantry is.
    void fireAttacksAPilotOnFoot();
    // [13.1.1]: a vehicle relocates an immobilized Type I unit: loads it, moves, unloads it.
    void vehicleCarriesAnImmobilizedSuit();
};

} // namespace hexwright

void TestMakSupportPlay::initTestCase()
{
    loadSkirmish();
}

void TestMakSupportPlay::airCommitmentAndGroundMission()
{
    auto session = startGame(3, [](Scenario &s) {
        place(s, "strahl-pka", "1006");
        addForce(s, "merc-falke", "mercenary", "falke", "0101");
        s.forces.last().family.insert(mak::EquipmentKey,
                                      makEquipmentValue({QStringLiteral("equipment_missile")}));
        addForce(s, "strahl-pk40", "strahl", "pk40", "0101");
    });
    QVERIFY(session);
    auto &mak = *session;
    // The game stops in the air commitment phase: each player commits in turn.
    QCOMPARE(session->phaseId(), QStringLiteral("air_commitment"));
    QCOMPARE(session->decidingPlayer(), 0);
    QCOMPARE(mak.game().state().unit(QStringLiteral("merc-falke-1"))->status,
             MakUnitState::Status::Air);
    const int ground = find(mak, QStringLiteral("commit"), [](const MakPlay &p) {
        return p.unit == QLatin1String("merc-falke-1") && p.item == QLatin1String("ground");
    });
    QVERIFY(ground >= 0);
    QCOMPARE(mak.applyLegal(ground), QString());
    QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    QCOMPARE(session->decidingPlayer(), 1);
    const int air = find(mak, QStringLiteral("commit"), [](const MakPlay &p) {
        return p.unit == QLatin1String("strahl-pk40-1") && p.item == QLatin1String("air");
    });
    QVERIFY(air >= 0);
    QCOMPARE(mak.applyLegal(air), QString());
    QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    // [10.3] The PK40 alone in the air breaks through against the Falke's ground mission.
    QCOMPARE(rolls(*session, QStringLiteral("breakthrough")), 1);
    QCOMPARE(rolls(*session, QStringLiteral("dog_fight")), 0);
    QCOMPARE(session->phaseId(), QStringLiteral("first_player_phase"));
    QVERIFY(session->invariantViolations().isEmpty());
    const MakUnitState *falke = mak.game().state().unit(QStringLiteral("merc-falke-1"));
    if (falke->status != MakUnitState::Status::Air)
        return; // lost to the breakthrough (the seed decides)
    // [10.4] The ground mission: the PKAs in the hex fire first, then the missile.
    const int strike = find(mak, QStringLiteral("air_attack"), [](const MakPlay &p) {
        return p.target == QLatin1String("strahl-pka-1");
    });
    QVERIFY(strike >= 0);
    QCOMPARE(session->legalAction(strike).value(QStringLiteral("equipment")).toString(),
             QStringLiteral("equipment_missile"));
    QCOMPARE(mak.applyLegal(strike), QString());
    QVERIFY(rolls(*session, QStringLiteral("anti_aircraft")) >= 1);
    QVERIFY(mak.game().state().unit(QStringLiteral("merc-falke-1"))->mission
                == QLatin1String("used")
            || mak.game().state().unit(QStringLiteral("merc-falke-1"))->status
                == MakUnitState::Status::Eliminated);
    QCOMPARE(find(mak, QStringLiteral("air_attack")), -1);
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakSupportPlay::minefieldAttacksMovers()
{
    auto session = startGame(5, [this](Scenario &s) {
        place(s, "merc-afs", "0906");
        s.family.insert(mak::MinefieldsKey,
                        makMinefieldsValue({{QStringLiteral("strahl"), hex("1006"), 13, {}},
                                            {QStringLiteral("strahl"), hex("0906"), 5, {}}}));
    });
    QVERIFY(session);
    auto &mak = *session;
    const int step = find(mak, QStringLiteral("move"), [&](const MakPlay &p) {
        return p.units == QStringList {QStringLiteral("merc-afs-1")} && p.to == hex("1006");
    });
    QVERIFY(step >= 0);
    QCOMPARE(mak.applyLegal(step), QString());
    // Leaving 0906 (power 5) and entering 1006 (power 13): two mine attacks, unless the first
    // stopped it; no pilot and no terrain, the attack less the AFS's defence.
    const int mines = rolls(*session, QStringLiteral("mine"));
    QVERIFY(mines >= 1 && mines <= 2);
    for (const QJsonObject &line : session->log()) {
        if (line.value(QStringLiteral("purpose")).toString() != QLatin1String("mine"))
            continue;
        const QJsonObject in = line.value(QStringLiteral("inputs")).toObject();
        const int power = in.value(QStringLiteral("power")).toInt();
        QVERIFY(power == 5 || power == 13);
        QCOMPARE(in.value(QStringLiteral("attack_target")).toInt(),
                 power - mak.context().piece(QStringLiteral("merc-afs-1")).defence);
    }
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakSupportPlay::artilleryLandsNextPhase()
{
    auto session = startGame(11, [](Scenario &s) {
        place(s, "merc-afs", "1006");
        place(s, "strahl-pka", "1206");
        MakArtillery a;
        a.side = QStringLiteral("mercenary");
        a.type = QStringLiteral("II");
        a.board = QStringLiteral("1");
        a.direction = QStringLiteral("west");
        a.distance = 20;
        a.total = 2;
        a.perTurn = 1;
        s.family.insert(mak::ArtilleryKey, makArtilleryValue({a}));
    });
    QVERIFY(session);
    auto &mak = *session;
    const int request = find(mak, QStringLiteral("request_artillery"), [&](const MakPlay &p) {
        return p.unit == QLatin1String("merc-afs-1") && p.to == hex("1206");
    });
    QVERIFY(request >= 0);
    QCOMPARE(mak.applyLegal(request), QString());
    // [17.1.3] The observer neither attacks nor moves this turn; one round a turn.
    const MakUnitState *afs = mak.game().state().unit(QStringLiteral("merc-afs-1"));
    QVERIFY(afs->attacked);
    QCOMPARE(afs->mpLeft, 0.0);
    QCOMPARE(mak.game().state().roundsLeft.value(0), 1);
    QCOMPARE(find(mak, QStringLiteral("request_artillery")), -1);
    QCOMPARE(rolls(*session, QStringLiteral("artillery_deviation")), 0);
    // It lands at the start of the Mercenaries' next phase, before anything moves.
    endPhases(mak, 2);
    QCOMPARE(session->turn(), 2);
    QCOMPARE(session->phaseId(), QStringLiteral("first_player_phase"));
    QVERIFY(rolls(*session, QStringLiteral("artillery_deviation")) == 1
            || mak.game().state().unit(QStringLiteral("merc-afs-1"))->status
                == MakUnitState::Status::Eliminated);
    QVERIFY(mak.game().state().strikes.isEmpty());
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakSupportPlay::smokeBlocksSight()
{
    auto session = startGame(2, [](Scenario &s) {
        place(s, "merc-afs", "1006");
        place(s, "strahl-pka", "1008");
        place(s, "merc-doll", "1006");
    });
    QVERIFY(session);
    auto &mak = *session;
    QVERIFY(
        mak.game().preview(QStringLiteral("merc-afs-1"), 0, QStringLiteral("strahl-pka-1"), false));
    // The Doll House lays smoke in 1007, between the AFS and the PKA.
    const int smoke
        = find(mak, QStringLiteral("smoke"), [&](const MakPlay &p) { return p.to == hex("1007"); });
    QVERIFY(smoke >= 0);
    QCOMPARE(mak.applyLegal(smoke), QString());
    QCOMPARE(mak.game().state().smoke.size(), 1);
    QString why;
    QVERIFY(!mak.game().preview(QStringLiteral("merc-afs-1"), 0, QStringLiteral("strahl-pka-1"),
                                false, &why));
    QVERIFY2(why.contains(QStringLiteral("smoke")), qPrintable(why));
    // [19.2.4] Engine smoke in its own hex, beyond its markers.
    QVERIFY(find(mak, QStringLiteral("smoke"),
                 [&](const MakPlay &p) {
                     return p.unit == QLatin1String("merc-doll-1") && p.to == hex("1006");
                 })
            >= 0);
    // [19.2.3] Removed two turns later, at the start of its layer's phase.
    endPhases(mak, 4);
    QCOMPARE(session->turn(), 3);
    QVERIFY(mak.game().state().smoke.isEmpty());
}

void TestMakSupportPlay::transportCarriesAndUnloads()
{
    auto session = startGame(4, [](Scenario &s) {
        place(s, "merc-doll", "0905");
        place(s, "merc-inf", "0905");
        for (ForceEntry &f : s.forces) {
            if (f.id == QLatin1String("merc-inf"))
                f.family.insert(mak::CarriedByKey, QStringLiteral("merc-doll"));
        }
    });
    QVERIFY(session);
    auto &mak = *session;
    // [13.1.5] The Doll House carries 2 stacking points: one squad rides, the other walks.
    const MakGameState &s = mak.game().state();
    QCOMPARE(s.unit(QStringLiteral("merc-inf-1"))->status, MakUnitState::Status::Carried);
    QCOMPARE(s.unit(QStringLiteral("merc-inf-1"))->carriedBy, QStringLiteral("merc-doll-1"));
    QCOMPARE(s.unit(QStringLiteral("merc-inf-2"))->status, MakUnitState::Status::OnMap);
    // Cargo moves with its vehicle.
    const int step = find(mak, QStringLiteral("move"), [&](const MakPlay &p) {
        return p.units == QStringList {QStringLiteral("merc-doll-1")};
    });
    QVERIFY(step >= 0);
    const OffsetCoord to = mak.legalTyped().at(step).to;
    QCOMPARE(mak.applyLegal(step), QString());
    passWindows(mak);
    QCOMPARE(s.unit(QStringLiteral("merc-inf-1"))->hex, to);
    // [13.1.2] Unloaded, infantry keeps its one hex.
    const int unload = find(mak, QStringLiteral("unload"));
    QVERIFY(unload >= 0);
    QCOMPARE(mak.applyLegal(unload), QString());
    QCOMPARE(s.unit(QStringLiteral("merc-inf-1"))->status, MakUnitState::Status::OnMap);
    QCOMPARE(s.unit(QStringLiteral("merc-inf-1"))->hex, to);
    QCOMPARE(s.unit(QStringLiteral("merc-inf-1"))->mpLeft,
             double(mak.context().piece(QStringLiteral("merc-inf-1")).movement));
    // The other squad may board: the vehicle has moved, so not this phase.
    QCOMPARE(find(mak, QStringLiteral("load")), -1);
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakSupportPlay::overrunThroughAHex()
{
    auto session = startGame(6, [](Scenario &s) {
        addForce(s, "merc-tank", "mercenary", "pzkw182", "1006");
        place(s, "strahl-pka", "1106");
        place(s, "strahl-gustav", "1406");
    });
    QVERIFY(session);
    auto &mak = *session;
    const int overrun = find(mak, QStringLiteral("overrun"), [](const MakPlay &p) {
        return p.target == QLatin1String("strahl-pka-1");
    });
    QVERIFY(overrun >= 0);
    QCOMPARE(mak.applyLegal(overrun), QString());
    // [13.2] The defenders fire first, as in close quarters combat.
    QVERIFY(mak.game().state().defensive);
    QCOMPARE(mak.game().state().defensive->trigger, QStringLiteral("overrun"));
    QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
    QVERIFY(!mak.game().state().defensive);
    const MakUnitState *tank = mak.game().state().unit(QStringLiteral("merc-tank-1"));
    QString result;
    for (const QJsonObject &line : session->log()) {
        if (line.value(QStringLiteral("type")).toString() == QLatin1String("overrun"))
            result = line.value(QStringLiteral("result")).toString();
    }
    if (tank->onMap() && !tank->immobilized) {
        // Through the hex, out by the opposite side: two hexes from where it started.
        QCOMPARE(result, QStringLiteral("through"));
        QVERIFY(tank->attacked);
        QCOMPARE(mak.context().distance(tank->hex, hex("1006")), 2);
    } else {
        QVERIFY(result.startsWith(QStringLiteral("stopped")) || !tank->onMap());
    }
    QVERIFY(rolls(*session, QStringLiteral("defensive_fire")) >= 1);
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakSupportPlay::samplesPlayToTheEnd_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("agent");
    QTest::addColumn<quint64>("seed");
    for (const char *sample : {"31-ridge-line", "32-night-at-the-farms"}) {
        for (const char *agent : {"greedy", "random"}) {
            for (quint64 seed : {1, 2})
                QTest::addRow("%s, %s, seed %llu", sample, agent, seed)
                    << QString::fromLatin1(sample) << QString::fromLatin1(agent) << seed;
        }
    }
}

void TestMakSupportPlay::samplesPlayToTheEnd()
{
    QFETCH(QString, sample);
    QFETCH(QString, agent);
    QFETCH(quint64, seed);
    auto setup = setUpFile(
        *m_registry, QStringLiteral("resources/scenarios/samples/%1.scenario.yaml").arg(sample));
    QVERIFY(setup);
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    QByteArray logs[2];
    QSet<QString> kinds;
    for (int run = 0; run < 2; ++run) {
        auto session = setup->newGame(seed);
        auto a = engine->makeAgent(agent, seed, 0);
        auto b = engine->makeAgent(agent, seed, 1);
        const PlayResult result = playGame(*session, {a.get(), b.get()});
        QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
        QVERIFY(result.finished);
        logs[run] = session->logText();
        for (const QJsonObject &line : session->log())
            kinds.insert(line.value(QStringLiteral("action"))
                             .toObject()
                             .value(QStringLiteral("kind"))
                             .toString());
        if (run == 0) {
            const ReplayResult replay = replayLog(*setup, logs[run]);
            QVERIFY2(replay.ok,
                     qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
        }
    }
    QCOMPARE(logs[0], logs[1]);
    // Both samples fly their aircraft.
    QVERIFY(kinds.contains(QStringLiteral("commit")));
}

void TestMakSupportPlay::supportProceduresInAGame()
{
    // Greedy against greedy, seed 1, each action sent as JSON, until the fire has attacked
    // the infantry in its hex: the engineers set the depot's building on fire, the depot
    // explodes, and the fire attacks at the next phase; the Strahl mine points not laid as
    // fields are laid, and the Ravin finds the minefields around it.
    auto setup = setUpFile(*m_registry, EngineersName);
    QVERIFY(setup);
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    auto session = setup->newGame(1);
    std::unique_ptr<Agent> agents[2] = {engine->makeAgent(QStringLiteral("greedy"), 1, 0),
                                        engine->makeAgent(QStringLiteral("greedy"), 1, 1)};
    // The first line from @p from of the type, or the roll of the purpose, @p kind.
    auto index = [&](const QString &kind, int from = 0) {
        for (int i = from; i < session->log().size(); ++i) {
            const QJsonObject &line = session->log().at(i);
            const QString purpose = line.value(QStringLiteral("purpose")).toString();
            if (purpose == kind
                || (purpose.isEmpty() && line.value(QStringLiteral("type")) == kind))
                return i;
        }
        return -1;
    };
    auto burnt = [&] {
        const int exploded = index(QStringLiteral("depot_exploded"));
        const int next = exploded < 0 ? -1 : index(QStringLiteral("phase"), exploded);
        return next >= 0 && index(QStringLiteral("fire_attack"), next) >= 0;
    };
    for (int i = 0; i < 300 && !session->isOver() && !burnt(); ++i) {
        const int choice = agents[session->decidingPlayer()]->choose(*session);
        QCOMPARE(session->apply(session->legalAction(choice)), QString());
        QVERIFY(session->invariantViolations().isEmpty());
    }
    QVERIFY(burnt());
    const QJsonObject arson = session->log().at(index(QStringLiteral("arson")));
    QCOMPARE(arson.value(QStringLiteral("unit")).toString(), QStringLiteral("merc-eng-1"));
    QCOMPARE(arson.value(QStringLiteral("hex")).toString(), QStringLiteral("0705"));
    // The two squads of 0605 roll once, -2 [14.4.2]; the fire sets the depot off.
    const QJsonObject roll = session->log().at(index(QStringLiteral("depot_explosion")) - 1);
    QCOMPARE(roll.value(QStringLiteral("inputs"))[QStringLiteral("modifier")].toInt(), -2);
    QCOMPARE(roll.value(QStringLiteral("result")).toString(), QStringLiteral("fire"));
    QVERIFY(dynamic_cast<const MakGameSession &>(*session).game().state().depots.isEmpty());
    // 70 mine points less the 48 laid: two fields of 11 [19.1.1].
    const QJsonObject laid = session->log().at(index(QStringLiteral("mines_laid")));
    QCOMPARE(laid.value(QStringLiteral("fields")).toArray().size(), 2);
    QCOMPARE(laid.value(QStringLiteral("fields"))[0][QStringLiteral("power")].toInt(), 11);
    QVERIFY(index(QStringLiteral("mine_detection")) >= 0);
    QCOMPARE(session->log()
                 .at(index(QStringLiteral("mines_detected")))
                 .value(QStringLiteral("unit"))
                 .toString(),
             QStringLiteral("merc-ravin-1"));
}

void TestMakSupportPlay::defensiveArson_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed = 1; seed <= 12; ++seed)
        QTest::addRow("seed %llu", seed) << seed;
}

void TestMakSupportPlay::defensiveArson()
{
    // The Mercenary AFS next to the Strahl pioneers, in a town of buildings: the AFS attacks.
    QFETCH(quint64, seed);
    auto setup = setUpFile(*m_registry, EngineersName, [](Scenario &s) {
        place(s, "merc-afs", "0903");
        place(s, "strahl-pnr", "0904");
    });
    QVERIFY(setup);
    auto session = startGame(*setup, seed, AirPhase::Skip);
    QVERIFY(session);
    auto &mak = *session;
    const MakGameState &s = mak.game().state();
    // [14.4.2] On its own side's turn only: no arson by the pioneers now.
    QCOMPARE(find(mak, QStringLiteral("arson"),
                  [](const MakPlay &p) { return p.unit == QLatin1String("strahl-pnr-1"); }),
             -1);
    const int shot = find(mak, QStringLiteral("attack"), [](const MakPlay &p) {
        return p.unit == QLatin1String("merc-afs-1") && p.target == QLatin1String("strahl-pnr-1");
    });
    QVERIFY(shot >= 0);
    QCOMPARE(mak.applyLegal(shot), QString());
    const MakUnitState &pnr = *s.unit(QStringLiteral("strahl-pnr-1"));
    const bool damaged = !pnr.onMap() || pnr.immobilized || pnr.disarmed || pnr.moraleBroken;
    const int arson = find(mak, QStringLiteral("arson"), [](const MakPlay &p) {
        return p.unit == QLatin1String("strahl-pnr-1");
    });
    if (damaged) {
        // Damaged: no arson; it fires back (or not) as any unit.
        QCOMPARE(arson, -1);
        return;
    }
    // Undamaged (a miss or -): the window offers it arson next to it, instead of its shot.
    QVERIFY(s.defensive);
    QVERIFY(arson >= 0);
    QCOMPARE(mak.game().state().defensive->arsonSquad, QStringLiteral("strahl-pnr-1"));
    const OffsetCoord to = mak.legalTyped().at(arson).to;
    QCOMPARE(mak.applyLegal(arson), QString());
    // One squad, rolled at once: no assistance modifier [14.4.3].
    const QJsonObject roll = session->log().constLast();
    QCOMPARE(roll.value(QStringLiteral("purpose")).toString(), QStringLiteral("arson"));
    QCOMPARE(roll.value(QStringLiteral("inputs"))[QStringLiteral("modifier")].toInt(), 0);
    QCOMPARE(roll.value(QStringLiteral("inputs"))[QStringLiteral("units")].toArray(),
             QJsonArray({QStringLiteral("strahl-pnr-1")}));
    QCOMPARE(s.fires.contains(to), roll.value(QStringLiteral("total")).toInt() <= 5);
    // It has used its defensive attack.
    QVERIFY(!s.defensive || s.defensive->fired.contains(QStringLiteral("strahl-pnr-1")));
    QCOMPARE(find(mak, QStringLiteral("defensive_fire"),
                  [](const MakPlay &p) { return p.unit == QLatin1String("strahl-pnr-1"); }),
             -1);
    QVERIFY(session->invariantViolations().isEmpty());
}

void TestMakSupportPlay::fireAttacksAPilotOnFoot()
{
    // A Strahl PKA with its pilot in the building next to the Mercenary engineers: the AFS
    // shoots it, the engineers set its hex on fire [14.4.2], the Strahl phase passes; a pilot
    // who escaped [18.2] into the fire is attacked at the next Mercenary phase [19.4.2].
    auto setup = setUpFile(*m_registry, EngineersName, [](Scenario &s) {
        s.ruleOptions.insert(QStringLiteral("pilot_escape"), QStringLiteral("on"));
        addForce(s, "strahl-pka", "strahl", "pka", "0604");
        s.forces.last().family.insert(QStringLiteral("leader"), QStringLiteral("10"));
        place(s, "merc-afs", "0504");
        addForce(s, "merc-pka-a", "mercenary", "pka", "0503");
        addForce(s, "merc-pka-b", "mercenary", "pka", "0703");
        addForce(s, "merc-pka-c", "mercenary", "pka", "0704");
    });
    QVERIFY(setup);
    const QString pilot = QStringLiteral("strahl-pka-1-pilot");
    int burnt = 0;
    for (quint64 seed = 1; seed <= 400; ++seed) {
        auto session = startGame(*setup, seed, AirPhase::Skip);
        QVERIFY(session);
        auto &mak = *session;
        const MakGameState &s = mak.game().state();
        int shots = 0;
        for (;;) {
            const int shot = find(mak, QStringLiteral("attack"), [](const MakPlay &p) {
                return p.target == QLatin1String("strahl-pka-1")
                    && !p.unit.startsWith(QLatin1String("merc-eng"));
            });
            if (shot < 0)
                break;
            ++shots;
            QCOMPARE(mak.applyLegal(shot), QString());
            passWindows(mak);
        }
        QVERIFY(shots > 0);
        const int arson = find(mak, QStringLiteral("arson"),
                               [&](const MakPlay &p) { return p.to == hex("0604"); });
        // (A D by a gun or missile may have set it on fire already [19.4.1].)
        QVERIFY(arson >= 0 || s.fires.contains(hex("0604")));
        if (arson >= 0)
            QCOMPARE(mak.applyLegal(arson), QString());
        // Through the Strahl phase, nothing done, to the Mercenary phase of turn 2.
        endPhases(mak, 2);
        const MakUnitState *onFoot = s.unit(pilot);
        if (!onFoot || !s.fires.contains(hex("0604")))
            continue;
        QVERIFY(mak.context().piece(pilot).pilot);
        int attacks = 0;
        for (const QJsonObject &line : session->log()) {
            if (line.value(QStringLiteral("purpose")).toString() == QLatin1String("fire_attack")
                && line.value(QStringLiteral("inputs"))[QStringLiteral("unit")].toString() == pilot)
                ++attacks;
        }
        QCOMPARE(attacks, 1);
        ++burnt;
        QVERIFY(session->invariantViolations().isEmpty());
    }
    qInfo() << "pilots in the fire" << burnt;
    QVERIFY(burnt > 0);
}

void TestMakSupportPlay::vehicleCarriesAnImmobilizedSuit()
{
    // The Doll House and the AFS in one hex next to the PKAs, which fire at the AFS on the
    // Strahl phase until a seed leaves it immobilized (M) and the Doll House whole.
    auto setup = setUp([](Scenario &s) {
        place(s, "merc-doll", "1006");
        place(s, "merc-afs", "1006");
        place(s, "strahl-pka", "1106");
    });
    QVERIFY(setup);
    const QString afs = QStringLiteral("merc-afs-1");
    const QString doll = QStringLiteral("merc-doll-1");
    int carried = 0;
    for (quint64 seed = 1; seed <= 200 && carried == 0; ++seed) {
        auto session = startGame(*setup, seed, AirPhase::Skip);
        QVERIFY(session);
        auto &mak = *session;
        const MakGameState &s = mak.game().state();
        endPhases(mak, 1);
        for (;;) {
            const int shot = find(mak, QStringLiteral("attack"),
                                  [&](const MakPlay &p) { return p.target == afs; });
            if (shot < 0)
                break;
            QCOMPARE(mak.applyLegal(shot), QString());
            passWindows(mak);
        }
        if (!s.unit(afs)->onMap() || !s.unit(afs)->immobilized || !s.unit(doll)->onMap())
            continue;
        // The Mercenary phase of turn 2: the immobilized AFS boards the Doll House.
        endPhases(mak, 1);
        QCOMPARE(s.player, 0);
        const int load = find(mak, QStringLiteral("load"),
                              [&](const MakPlay &p) { return p.unit == afs && p.target == doll; });
        QVERIFY(load >= 0);
        QCOMPARE(mak.applyLegal(load), QString());
        QCOMPARE(s.unit(afs)->status, MakUnitState::Status::Carried);
        // [13.1.2] Next turn the vehicle moves its allowance, the suit with it.
        endPhases(mak, 2);
        const int move = find(mak, QStringLiteral("move"), [&](const MakPlay &p) {
            return p.unit == doll || p.units == QStringList {doll};
        });
        QVERIFY(move >= 0);
        QCOMPARE(mak.applyLegal(move), QString());
        passWindows(mak);
        if (!s.unit(doll)->onMap())
            continue;
        QCOMPARE(s.unit(afs)->hex, s.unit(doll)->hex);
        QVERIFY(s.unit(doll)->hex != hex("1006"));
        // Unloaded where it was carried, still immobilized: no movement left.
        const int unload
            = find(mak, QStringLiteral("unload"), [&](const MakPlay &p) { return p.unit == afs; });
        if (unload < 0)
            continue; // the Doll House stands next to, or in, an enemy hex
        QCOMPARE(mak.applyLegal(unload), QString());
        QVERIFY(s.unit(afs)->onMap() && s.unit(afs)->immobilized);
        QCOMPARE(s.unit(afs)->hex, s.unit(doll)->hex);
        QCOMPARE(s.unit(afs)->mpLeft, 0.0);
        QVERIFY(session->invariantViolations().isEmpty());
        ++carried;
    }
    QCOMPARE(carried, 1);
}

QTEST_GUILESS_MAIN(TestMakSupportPlay)
#include "tst_maksupportplay.moc"
