// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 16, point 6: the Maschinen Krieger engine (validation/families/mak/play/) on the
// skirmish of tests/data/mak: the set-up from the scenario's placements, the procedures a
// game walks through (a defensive window opened by a move and by an attack, the attack
// target listed before the roll, close quarters combat with pinning, undo while no die was
// rolled), and whole games by the greedy and the random agents: to their end, invariants
// checked after every action, the same log for the same seed, and every log replayed.

#include "engine/agent.h"
#include "engine/familyengines.h"
#include "engine/playlog.h"
#include "families/mak/makscenario.h"
#include "families/mak/play/makgamesession.h"
#include "families/mak/rules/makmove.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QtTest>

#include <functional>
#include <memory>

using namespace hexwright;

namespace hexwright {

class TestMakPlay : public QObject
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
    // [12.1]: a reinforcement pays for its entry hex.
    void reinforcementPaysItsEntry();
    // Whole games.
    void playsToTheEnd_data();
    void playsToTheEnd();
    // The samples 31 and 32 (air units, artillery, mines, smoke, transport) to their end.
    void samplesPlayToTheEnd_data();
    void samplesPlayToTheEnd();

private:
    std::shared_ptr<const GameSetup> setUp(const std::function<void(Scenario &)> &edit = {});
    OffsetCoord hex(const char *label) const;
    static void place(Scenario &scenario, const char *force, const char *label);
    static int find(const MakGameSession &session, const QString &kind,
                    const std::function<bool(const MakPlay &)> &match = {});
    static void addForce(Scenario &scenario, const char *id, const char *side, const char *unit,
                         const char *label);
    static int rolls(const GameSession &session, const QString &purpose);
    static void endPhases(MakGameSession &session, int count);

    std::unique_ptr<RulesetRegistry> m_registry;
    LoadedScenario m_loaded;
};

} // namespace hexwright

namespace {

const QString ScenarioName = QStringLiteral("tests/data/mak/skirmish.scenario.yaml");

} // namespace

void TestMakPlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString()); // the bundled (provisional) charts
    Diagnostics diagnostics;
    m_loaded = loadScenario(QStringLiteral(TEST_DATA_DIR "/mak/skirmish.scenario.yaml"),
                            ScenarioName, *m_registry, diagnostics);
    for (const Diagnostic &d : diagnostics)
        qWarning().noquote() << d.toText();
    QVERIFY(m_loaded.scenario);
}

std::shared_ptr<const GameSetup> TestMakPlay::setUp(const std::function<void(Scenario &)> &edit)
{
    Scenario scenario = *m_loaded.scenario;
    if (edit)
        edit(scenario);
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    if (!engine)
        return nullptr;
    QString error;
    auto setup
        = engine->setUp({scenario, *m_loaded.ruleset, *m_loaded.panels, ScenarioName}, &error);
    if (!setup)
        qWarning().noquote() << error;
    return setup;
}

OffsetCoord TestMakPlay::hex(const char *label) const
{
    OffsetCoord h;
    parseHexLabel(QLatin1String(label), 2, &h);
    return h;
}

void TestMakPlay::place(Scenario &scenario, const char *force, const char *label)
{
    for (ForceEntry &f : scenario.forces) {
        if (f.id == QLatin1String(force)) {
            f.placement.kind = Placement::Kind::Hex;
            parseHexLabel(QLatin1String(label), 2, &f.placement.hex);
        }
    }
}

int TestMakPlay::find(const MakGameSession &session, const QString &kind,
                      const std::function<bool(const MakPlay &)> &match)
{
    const QList<MakPlay> &legal = session.legalTyped();
    for (int i = 0; i < legal.size(); ++i) {
        if (legal.at(i).kind == kind && (!match || match(legal.at(i))))
            return i;
    }
    return -1;
}

void TestMakPlay::addForce(Scenario &scenario, const char *id, const char *side, const char *unit,
                           const char *label)
{
    ForceEntry f;
    f.id = QLatin1String(id);
    f.side = QLatin1String(side);
    f.colour = QLatin1String(side);
    f.unitType = QLatin1String(unit);
    f.placement.kind = Placement::Kind::Hex;
    parseHexLabel(QLatin1String(label), 2, &f.placement.hex);
    scenario.forces.append(f);
}

int TestMakPlay::rolls(const GameSession &session, const QString &purpose)
{
    int n = 0;
    for (const QJsonObject &line : session.log())
        n += line.value(QStringLiteral("purpose")).toString() == purpose ? 1 : 0;
    return n;
}

void TestMakPlay::endPhases(MakGameSession &session, int count)
{
    // Ends phases (and passes any window a pass opens) until @p count phases are over.
    for (int i = 0; i < count && !session.isOver(); ++i) {
        const int before = session.game().state().phase + 10 * session.game().state().turn;
        while (!session.isOver()
               && session.game().state().phase + 10 * session.game().state().turn == before)
            QCOMPARE(session.applyLegal(session.legalEndPhase()), QString());
    }
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
    auto setup = setUp([](Scenario &s) {
        place(s, "merc-afs", "1006");
        place(s, "strahl-pka", "1206");
    });
    QVERIFY(setup);
    auto session = setup->newGame(7);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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
    auto setup = setUp([](Scenario &s) {
        place(s, "merc-afs", "1006");
        place(s, "strahl-pka", "1206");
    });
    QVERIFY(setup);
    auto session = setup->newGame(3);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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
    auto setup = setUp([](Scenario &s) {
        place(s, "merc-afs", "1205");
        place(s, "strahl-pka", "1005");
    });
    QVERIFY(setup);
    auto session = setup->newGame(5);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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
        auto session = setup->newGame(seed);
        auto &mak = dynamic_cast<MakGameSession &>(*session);
        const int assault = find(mak, QStringLiteral("assault"), [&](const MakPlay &p) {
            return p.units.size() == 2 && p.to == hex("1206");
        });
        QVERIFY(assault >= 0);
        QCOMPARE(mak.applyLegal(assault), QString());
        // [9.2] The defenders fire first, each once, at the units joining.
        QVERIFY(mak.game().state().defensive);
        QCOMPARE(mak.game().state().defensive->trigger, QStringLiteral("close_quarters"));
        while (mak.game().state().defensive)
            QCOMPARE(mak.applyLegal(mak.legalEndPhase()), QString());
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
    auto setup = setUp();
    QVERIFY(setup);
    auto session = setup->newGame(1);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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

void TestMakPlay::airCommitmentAndGroundMission()
{
    auto setup = setUp([](Scenario &s) {
        place(s, "strahl-pka", "1006");
        addForce(s, "merc-falke", "mercenary", "falke", "0101");
        s.forces.last().family.insert(mak::EquipmentKey,
                                      makEquipmentValue({QStringLiteral("equipment_missile")}));
        addForce(s, "strahl-pk40", "strahl", "pk40", "0101");
    });
    QVERIFY(setup);
    auto session = setup->newGame(3);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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

void TestMakPlay::minefieldAttacksMovers()
{
    auto setup = setUp([this](Scenario &s) {
        place(s, "merc-afs", "0906");
        s.family.insert(mak::MinefieldsKey,
                        makMinefieldsValue({{QStringLiteral("strahl"), hex("1006"), 13, {}},
                                            {QStringLiteral("strahl"), hex("0906"), 5, {}}}));
    });
    QVERIFY(setup);
    auto session = setup->newGame(5);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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

void TestMakPlay::artilleryLandsNextPhase()
{
    auto setup = setUp([](Scenario &s) {
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
    QVERIFY(setup);
    auto session = setup->newGame(11);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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

void TestMakPlay::smokeBlocksSight()
{
    auto setup = setUp([](Scenario &s) {
        place(s, "merc-afs", "1006");
        place(s, "strahl-pka", "1008");
        place(s, "merc-doll", "1006");
    });
    QVERIFY(setup);
    auto session = setup->newGame(2);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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

void TestMakPlay::transportCarriesAndUnloads()
{
    auto setup = setUp([](Scenario &s) {
        place(s, "merc-doll", "0905");
        place(s, "merc-inf", "0905");
        for (ForceEntry &f : s.forces) {
            if (f.id == QLatin1String("merc-inf"))
                f.family.insert(mak::CarriedByKey, QStringLiteral("merc-doll"));
        }
    });
    QVERIFY(setup);
    auto session = setup->newGame(4);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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
    while (mak.game().state().defensive)
        QCOMPARE(mak.applyLegal(session->legalEndPhase()), QString());
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

void TestMakPlay::overrunThroughAHex()
{
    auto setup = setUp([](Scenario &s) {
        addForce(s, "merc-tank", "mercenary", "pzkw182", "1006");
        place(s, "strahl-pka", "1106");
        place(s, "strahl-gustav", "1406");
    });
    QVERIFY(setup);
    auto session = setup->newGame(6);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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

void TestMakPlay::reinforcementPaysItsEntry()
{
    auto setup = setUp();
    QVERIFY(setup);
    auto session = setup->newGame(1);
    auto &mak = dynamic_cast<MakGameSession &>(*session);
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

void TestMakPlay::samplesPlayToTheEnd_data()
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

void TestMakPlay::samplesPlayToTheEnd()
{
    QFETCH(QString, sample);
    QFETCH(QString, agent);
    QFETCH(quint64, seed);
    const QString name = QStringLiteral("resources/scenarios/samples/%1.scenario.yaml").arg(sample);
    Diagnostics diagnostics;
    const LoadedScenario loaded
        = loadScenario(QStringLiteral(SOURCE_DIR "/") + name, name, *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    const FamilyEngine *engine = familyEngine(QStringLiteral("mak"));
    QString error;
    auto setup = engine->setUp({*loaded.scenario, *loaded.ruleset, *loaded.panels, name}, &error);
    QVERIFY2(setup, qPrintable(error));
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

QTEST_GUILESS_MAIN(TestMakPlay)
#include "tst_makplay.moc"
