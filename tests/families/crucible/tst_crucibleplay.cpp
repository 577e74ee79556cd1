// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Crucible's phase engine (validation/families/crucible/): its rules as small functions
// pinned to Rules Supplement 4's examples (the extract is shared/rules/seed-001-crucible.md:
// the phases 1-9 with 7a-7d and their delayed effects, the LP pool and its costs, QR rolls
// and their modifiers, intercept triangles, fire arcs with the up-rated combat car arcs and
// Thunder Run's worked example), then the engine on the bundled samples 41 and 42: random
// and greedy agents play both to the end with the invariants checked after every action,
// the same seed writes the same log, and a log replays.

#include "engine/agent.h"
#include "engine/familyengines.h"
#include "engine/playlog.h"
#include "families/crucible/play/cruciblegamesession.h"
#include "families/crucible/rules/cruciblemove.h"
#include "families/crucible/rules/crucibleroll.h"
#include "map/panel.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QJsonArray>
#include <QStandardPaths>
#include <QTest>

using namespace hexwright;
using namespace hexwright::crucible;

namespace {

const QString Huber
    = QStringLiteral(":/hexwright/scenarios/samples/41-paying-the-piper.scenario.yaml");
const QString Desert
    = QStringLiteral(":/hexwright/scenarios/samples/42-desert-crossing.scenario.yaml");

const QList<int> Ladder {3, 4, 5, 6}; // Elite, Veteran, Trained, Untrained (§1)
constexpr int Elite = 0;
constexpr int Veteran = 1;
constexpr int Trained = 2;
constexpr int Untrained = 3;

} // namespace

class TestCruciblePlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // The rules, pinned to the text.
    void phaseOrderAndDelayedEffects();
    void lpCosts_data();
    void lpCosts();
    void qualityRolls_data();
    void qualityRolls();
    void interceptTriangles_data();
    void interceptTriangles();
    void fireArcs_data();
    void fireArcs();
    void thunderRunWorkedExample();
    void damageAndCloseAssault();

    // The engine on the samples.
    void huberDetachmentAsPlayed();
    void theLogSaysWhatIsProvisional();
    void agentsPlayToTheEnd_data();
    void agentsPlayToTheEnd();
    void sameSeedSameLog_data();
    void sameSeedSameLog();
    void artilleryLandsNextTurn();
    void illegalActionsAreRefused();
    void playtestIsEnabled();

private:
    std::shared_ptr<const GameSetup> setUp(const QString &path,
                                           const std::function<void(Scenario &)> &change = {});

    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestCruciblePlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
}

std::shared_ptr<const GameSetup>
TestCruciblePlay::setUp(const QString &path, const std::function<void(Scenario &)> &change)
{
    Diagnostics diagnostics;
    LoadedScenario loaded = loadScenario(path, path, *m_registry, diagnostics);
    if (!loaded.scenario)
        return nullptr;
    if (change)
        change(*loaded.scenario);
    static const PanelLibrary NoPanels;
    const FamilyEngine *engine = familyEngineFor(*loaded.ruleset);
    if (!engine)
        return nullptr;
    QString error;
    auto setup = engine->setUp({*loaded.scenario, *loaded.ruleset, NoPanels, path}, &error);
    if (!setup)
        qWarning("%s", qPrintable(error));
    return setup;
}

void TestCruciblePlay::phaseOrderAndDelayedEffects()
{
    // §1: phases 1 to 9, the seventh in four parts.
    auto setup = setUp(Huber);
    QVERIFY(setup);
    const auto &context = static_cast<const CrucibleGameSetup &>(*setup).context();
    QStringList steps;
    for (const QString &id : context.phases())
        steps.append(context.phaseStep(id));
    QCOMPARE(steps.join(QLatin1Char(' ')), QStringLiteral("1 2 3 4 5 6 7a 7b 7c 7d 8 9"));
    // An ATGW launched in 5 lands in 7a, a mortar in 7b, of the same turn; off-table
    // artillery called in 7d lands in 7c of the next.
    QCOMPARE(strikeLanding(StrikeKind::Atgw, 3).phase, QStringLiteral("atgws_land"));
    QCOMPARE(strikeLanding(StrikeKind::Atgw, 3).turn, 3);
    QCOMPARE(strikeLanding(StrikeKind::Mortar, 3).phase, QStringLiteral("mortars_land"));
    QCOMPARE(strikeLanding(StrikeKind::Mortar, 3).turn, 3);
    QCOMPARE(strikeLanding(StrikeKind::OffTableArtillery, 3).phase,
             QStringLiteral("artillery_lands"));
    QCOMPARE(strikeLanding(StrikeKind::OffTableArtillery, 3).turn, 4);
    QVERIFY(context.phases().indexOf(QStringLiteral("artillery_lands"))
            < context.phases().indexOf(QStringLiteral("call_artillery")));
    // A damage result 2 applies at the next opportunity: this turn if the TU has neither
    // moved nor fired, else the next.
    QCOMPARE(heldTurn(3, false), 3);
    QCOMPARE(heldTurn(3, true), 4);
    // Spread: 15 mm 10 cm, doubled by Seeker War-heads (§6.1, §11).
    QCOMPARE(spreadRadius(10, 1), 10.0);
    QCOMPARE(spreadRadius(10, 2), 20.0);
    QCOMPARE(spreadRadius(7, 2), 14.0);
}

void TestCruciblePlay::lpCosts_data()
{
    QTest::addColumn<int>("got");
    QTest::addColumn<int>("expected");
    const QList<int> costs {1, 2, 4};
    QTest::newRow("1-2-4: first move 1 LP") << moveLp(costs, 1) << 1;
    QTest::newRow("1-2-4: second move 2 LP") << moveLp(costs, 2) << 2;
    QTest::newRow("1-2-4: third move 4 LP") << moveLp(costs, 3) << 4;
    QTest::newRow("1-2-4: three moves at most") << moveLp(costs, 4) << -1;
    QTest::newRow("three moves cost 7")
        << moveLp(costs, 1) + moveLp(costs, 2) + moveLp(costs, 3) << 7;
    QTest::newRow("Master of Artillery: 20 LP -> 10") << scaledLp(20, 0.5) << 10;
    QTest::newRow("Master of Artillery: counter-battery 4 -> 2") << scaledLp(4, 0.5) << 2;
    QTest::newRow("half rounded up") << scaledLp(7, 0.5) << 4;
    QTest::newRow("Huber: 2d6 + 4+2 (6), a roll of 7") << leadershipPoints(7, 4 + 2, 0) << 13;
    QTest::newRow("Deseau: 2d6 + 2") << leadershipPoints(7, 2, 0) << 9;
    QTest::newRow("all commanders dead: 2d6 + 0 - Chaos") << leadershipPoints(5, 0, 3) << 2;
    QTest::newRow("never below 0") << leadershipPoints(2, 0, 9) << 0;
}

void TestCruciblePlay::lpCosts()
{
    QFETCH(int, got);
    QFETCH(int, expected);
    QCOMPARE(got, expected);
}

void TestCruciblePlay::qualityRolls_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("target");
    QTest::newRow("Elite 3+") << Elite << 0 << 3;
    QTest::newRow("a Veteran at -1 QR needs 5+") << Veteran << -1 << 5;
    QTest::newRow("Untrained 6+") << Untrained << 0 << 6;
    QTest::newRow("below Untrained cannot fire") << Untrained << -1 << 0;
    QTest::newRow("Thunder Run, 1 token: Untrained cannot fire") << Untrained << -1 << 0;
    QTest::newRow("Thunder Run, 2 tokens: Elite -> Trained") << Elite << -2 << 5;
    QTest::newRow("Thunder Run, 2 tokens: Veteran -> Untrained") << Veteran << -2 << 6;
    QTest::newRow("Thunder Run, 2 tokens: Trained cannot fire") << Trained << -2 << 0;
    QTest::newRow("ConFire lets Untrained on 1 token fire") << Untrained << -1 + 1 << 6;
    QTest::newRow("ConFire even for Elites (stays 3+)") << Elite << 1 << 3;
}

void TestCruciblePlay::qualityRolls()
{
    QFETCH(int, level);
    QFETCH(int, modifier);
    QFETCH(int, target);
    QCOMPARE(qrTarget(Ladder, level, modifier), target);

    // Each named modifier of the text, once.
    QrSituation close;
    close.closeRange = true;
    QCOMPARE(qrModifierTotal(qrModifiers(close)), 1);
    close.closeQuarterWeapon = true; // §4.2: +2 QR in total at close range
    QCOMPARE(qrModifierTotal(qrModifiers(close)), 2);
    QrSituation far;
    far.closeQuarterWeapon = true; // only at close range
    QCOMPARE(qrModifierTotal(qrModifiers(far)), 0);
    QrSituation minus;
    minus.obscured = true; // §4.3
    minus.mountedMoved = true; // §4.4
    minus.fireflyTarget = true; // §5
    minus.deployableMounted = true; // FAQ
    QCOMPARE(qrModifierTotal(qrModifiers(minus)), -4);
    QrSituation run;
    run.thunderRunTokens = 2;
    QCOMPARE(qrModifierTotal(qrModifiers(run)), -2);
    QrSituation plus;
    plus.sniper = true;
    plus.deadEye = true;
    plus.shaperOfMen = true;
    plus.conFire = true;
    QCOMPARE(qrModifierTotal(qrModifiers(plus)), 4);
    QCOMPARE(qrModifiers(plus).first().id, QStringLiteral("sniper"));
}

void TestCruciblePlay::interceptTriangles_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<int>("rolls");
    QTest::addColumn<int>("qr");
    QTest::addColumn<int>("extra");
    QTest::addColumn<int>("expectedRolls");
    QTest::addColumn<int>("expectedTarget");
    QTest::newRow("Elite red 2: twice at 3+") << Elite << 2 << 0 << 0 << 2 << 3;
    QTest::newRow("Veteran blue 1: once at 5+") << Veteran << 1 << -1 << 0 << 1 << 5;
    QTest::newRow("Untrained blue cannot intercept") << Untrained << 1 << -1 << 0 << 0 << 0;
    QTest::newRow("red 3 at QR") << Trained << 3 << 0 << 0 << 3 << 5;
    QTest::newRow("Anti-ATGW Data Link: -1 more") << Elite << 1 << 0 << -1 << 1 << 4;
    QTest::newRow("Anti-ATGW Data Link on blue, stacking") << Elite << 1 << -1 << -1 << 1 << 5;
}

void TestCruciblePlay::interceptTriangles()
{
    QFETCH(int, level);
    QFETCH(int, rolls);
    QFETCH(int, qr);
    QFETCH(int, extra);
    QFETCH(int, expectedRolls);
    QFETCH(int, expectedTarget);
    const Intercept i = interceptRolls(Ladder, level, rolls, qr, extra);
    QCOMPARE(i.rolls, expectedRolls);
    QCOMPARE(i.target, expectedTarget);
}

void TestCruciblePlay::fireArcs_data()
{
    QTest::addColumn<QStringList>("arcs");
    QTest::addColumn<QStringList>("uprated");
    const QString f = QStringLiteral("front");
    const QString l = QStringLiteral("left");
    const QString r = QStringLiteral("right");
    QTest::newRow("front tribarrel: FArc + both SArcs") << QStringList {f} << QStringList {f, l, r};
    QTest::newRow("left tribarrel: the red arc") << QStringList {l} << QStringList {l, f};
    QTest::newRow("right tribarrel: the green arc") << QStringList {r} << QStringList {r, f};
    QTest::newRow("already up-rated") << QStringList {f, l, r} << QStringList {f, l, r};
    QTest::newRow("backup weapon: 360°")
        << QStringList {QStringLiteral("all")} << QStringList {QStringLiteral("all")};
}

void TestCruciblePlay::fireArcs()
{
    QFETCH(QStringList, arcs);
    QFETCH(QStringList, uprated);
    QCOMPARE(upratedArcs(arcs), uprated);
    QVERIFY(!coversArc(upratedArcs(arcs), QStringLiteral("rear"))
            || arcs.contains(QLatin1String("all"))); // no tribarrel fires to the rear

    // A TU at the origin facing east (+x; y grows down the table), 90° front and rear arcs.
    const QPointF o(0, 0);
    QCOMPARE(arcOf(o, 0, QPointF(10, 1), 90, 90), QStringLiteral("front"));
    QCOMPARE(arcOf(o, 0, QPointF(-10, 1), 90, 90), QStringLiteral("rear"));
    QCOMPARE(arcOf(o, 0, QPointF(1, -10), 90, 90), QStringLiteral("left"));
    QCOMPARE(arcOf(o, 0, QPointF(1, 10), 90, 90), QStringLiteral("right"));
    QCOMPARE(arcOf(o, 180, QPointF(-10, 0), 90, 90), QStringLiteral("front"));
    // The results listed in §4.1: all three tribarrels dead ahead; rear fire only with the
    // infantry weapon.
    int ahead = 0;
    int behind = 0;
    for (const QStringList &w :
         {QStringList {QStringLiteral("front")}, QStringList {QStringLiteral("left")},
          QStringList {QStringLiteral("right")}}) {
        ahead += coversArc(upratedArcs(w), QStringLiteral("front"));
        behind += coversArc(upratedArcs(w), QStringLiteral("rear"));
    }
    QCOMPARE(ahead, 3);
    QCOMPARE(behind, 0);
    QVERIFY(coversArc({QStringLiteral("all")}, QStringLiteral("rear")));
}

void TestCruciblePlay::thunderRunWorkedExample()
{
    // §7.2, the 15 mm Heavy Hover tank: Fast 15 cm on the road (Medium 10 cm, +1 band).
    QCOMPARE(speedBand(QStringLiteral("medium"), true, 4), 2);
    const QList<double> bands {5, 10, 15, 20};
    const double road = bands.at(speedBand(QStringLiteral("medium"), true, 4));
    QCOMPARE(road, 15.0);
    // T1: 10 cm onto the road, then two road moves (1 + 2 + 4 LP): green "2".
    const int green = thunderRunToken({false, true, true}, false);
    QCOMPARE(green, 2);
    QVERIFY(mayDeclareThunderRun({}, 2, green));
    // T2: 30 cm free + 3 x 15 cm for 7 LP = 75 cm at -1 QR; red "3".
    QCOMPARE(thunderRunFree({green}, road), 30.0);
    QCOMPARE(thunderRunFree({green}, road) + 3 * road, 75.0);
    QCOMPARE(qrModifierTotal(qrModifiers([] {
                 QrSituation s;
                 s.thunderRunTokens = 1;
                 return s;
             }())),
             -1);
    const int red = thunderRunToken({true, true, true}, false);
    QCOMPARE(red, 3);
    QVERIFY(mayDeclareThunderRun({green}, 2, red));
    // T3: 75 cm free (or 90 cm for 1 LP) at -2 QR; "5 free moves"; no third token.
    QCOMPARE(thunderRunFree({green, red}, road), 75.0);
    QCOMPARE(thunderRunFree({green, red}, road) + road, 90.0);
    QVERIFY(!mayDeclareThunderRun({green, red}, 2, 3));
    // Never infantry.
    QCOMPARE(thunderRunToken({true, true}, true), 0);
}

void TestCruciblePlay::damageAndCloseAssault()
{
    // FAQ: 1-4 damaged, 5-6 destroyed; 2 no move or fire; 3-4 a weapon.
    const QStringList rows {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3-4"),
                            QStringLiteral("5-6")};
    QCOMPARE(vehicleDamage(rows, 1), VehicleDamage::Shaken);
    QCOMPARE(vehicleDamage(rows, 2), VehicleDamage::Held);
    QCOMPARE(vehicleDamage(rows, 3), VehicleDamage::WeaponLost);
    QCOMPARE(vehicleDamage(rows, 4), VehicleDamage::WeaponLost);
    QCOMPARE(vehicleDamage(rows, 5), VehicleDamage::Destroyed);
    QCOMPARE(vehicleDamage(rows, 6), VehicleDamage::Destroyed);
    QVERIFY(fieldMechanicCancels(VehicleDamage::WeaponLost)); // results 1-4
    QVERIFY(!fieldMechanicCancels(VehicleDamage::Destroyed));
    // Vehicle close assault: front DV10 and side DV9, they roll against 9.
    QCOMPARE(closeAssaultDv({10, 9}), 9);
    QVERIFY(closeAssaultSucceeds(7, 2, 9));
    QVERIFY(!closeAssaultSucceeds(6, 2, 9));
    // §4.3: infantry +1 DV soft, +2 hard, +2 in any cover against powerguns; vehicles none.
    QCOMPARE(coverDv(true, QStringLiteral("soft"), false), 1);
    QCOMPARE(coverDv(true, QStringLiteral("hard"), false), 2);
    QCOMPARE(coverDv(true, QStringLiteral("soft"), true), 2);
    QCOMPARE(coverDv(false, QStringLiteral("hard"), true), 0);
    // `Sh 3 FP 1+1/1`: against infantry first.
    QCOMPARE(parseFirepower(QStringLiteral("1+1/1")).infantry, 2);
    QCOMPARE(parseFirepower(QStringLiteral("1+1/1")).vehicle, 1);
    QCOMPARE(parseFirepower(QStringLiteral("0+1/0")).infantry, 1);
    QCOMPARE(parseFirepower(QStringLiteral("2/2")).vehicle, 2);
}

void TestCruciblePlay::huberDetachmentAsPlayed()
{
    auto setup = setUp(Huber);
    QVERIFY(setup);
    const auto &c = static_cast<const CrucibleGameSetup &>(*setup).context();
    const CrucibleDetachmentInfo *huber = c.detachment(QStringLiteral("huber"));
    QVERIFY(huber);
    QCOMPARE(huber->level, Elite);
    // Lt Huber leads at LV 4+2 (Inspirational Leader); Deseau rides in his car.
    QCOMPARE(huber->leaders.first().name, QStringLiteral("Lt Huber"));
    QCOMPARE(huber->leaders.first().lv, 6);
    QCOMPARE(huber->leaders.first().tu, QStringLiteral("huber-car-1"));
    const CrucibleTuInfo *car = c.tu(QStringLiteral("huber-car-1"));
    QVERIFY(car);
    QCOMPARE(car->leaders, QStringList({QStringLiteral("Lt Huber"), QStringLiteral("Sgt Deseau")}));
    QVERIFY(car->has("dead_eye") && car->has("shaper_of_men") && car->has("double_tap"));
    QVERIFY(c.tu(QStringLiteral("tranter-car-1"))->has("leadfoot"));
    QVERIFY(!c.tu(QStringLiteral("huber-cars-1"))->has("leadfoot")); // his car only
    // Leadfoot: 23 cm at 15 mm; a Prime car's up-rated arcs and its 360° backup weapon.
    QCOMPARE(c.moveLength(*c.tu(QStringLiteral("tranter-car-1")), false), 230.0);
    QCOMPARE(car->weapons.size(), 4);
    QCOMPARE(car->backupWeapon, 3);
    // The Commissars lead as Elites but fight as Trained; the MCV controls its remotes.
    QCOMPARE(c.detachment(QStringLiteral("commissars"))->level, Trained);
    QCOMPARE(c.tu(QStringLiteral("cecach-remotes-2"))->controller, QStringLiteral("cecach-mcv-1"));

    auto desert = setUp(Desert);
    QVERIFY(desert);
    const auto &d = static_cast<const CrucibleGameSetup &>(*desert).context();
    // One backup weapon per combat car, added to the card (§4.1); the UCCF arcs are not
    // theirs (no uccf_arcs ability).
    const CrucibleTuInfo *combatCar = d.tu(QStringLiteral("friesland-cars-3"));
    QCOMPARE(combatCar->weapons.size(), 4);
    QCOMPARE(combatCar->weapons.at(combatCar->backupWeapon).arcs,
             QStringList {QStringLiteral("all")});
    QCOMPARE(combatCar->weapons.first().arcs, QStringList {QStringLiteral("front")});
    // Warriors fight as Veterans, Fanatics as Elites.
    QCOMPARE(d.detachment(QStringLiteral("column"))->level, Veteran);
    QCOMPARE(d.detachment(QStringLiteral("fanatics"))->level, Elite);
    // Every TU starts on the table in its zone.
    for (const CrucibleTuState &t : d.start())
        QVERIFY2(t.onTable() && t.at.x() > 0, qPrintable(t.id));
}

void TestCruciblePlay::theLogSaysWhatIsProvisional()
{
    auto setup = setUp(Huber);
    QVERIFY(setup);
    const std::unique_ptr<GameSession> game = setup->newGame(3);
    const QJsonObject header = game->logLine(0);
    const QStringList provisional
        = header.value(QStringLiteral("provisional")).toVariant().toStringList();
    QVERIFY(provisional.contains(QStringLiteral("Quality Roll (chart quality-roll)")));
    QVERIFY(provisional.contains(QStringLiteral("Values of play (chart play-values)")));
    QVERIFY(header.value(QStringLiteral("missing")).toString().contains(QLatin1String("lost")));
    QCOMPARE(game->logLine(1).value(QStringLiteral("type")).toString(), QStringLiteral("setup"));
    // The first phases play themselves: the roll-off and the LP are rolled.
    QCOMPARE(game->phaseId(), QStringLiteral("move"));
    QVERIFY(game->dice().count() >= 4);
}

void TestCruciblePlay::agentsPlayToTheEnd_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("agent");
    QTest::addColumn<quint64>("seed");
    for (const auto &[name, path] : {std::pair {"41", Huber}, std::pair {"42", Desert}}) {
        for (const char *agent : {"random", "greedy"}) {
            for (quint64 seed : {1, 2, 7})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2 seed %3")
                                             .arg(QLatin1String(name), QLatin1String(agent))
                                             .arg(seed)))
                    << path << QString::fromLatin1(agent) << seed;
        }
    }
}

void TestCruciblePlay::agentsPlayToTheEnd()
{
    QFETCH(QString, path);
    QFETCH(QString, agent);
    QFETCH(quint64, seed);
    auto setup = setUp(path);
    QVERIFY(setup);
    const FamilyEngine *engine = familyEngine(QStringLiteral("crucible"));
    std::unique_ptr<GameSession> game = setup->newGame(seed);
    auto a = engine->makeAgent(agent, seed, 0);
    auto b = engine->makeAgent(agent, seed, 1);
    const PlayResult result = playGame(*game, {a.get(), b.get()}, 20000, true);
    QVERIFY2(result.error.isEmpty(), qPrintable(result.error));
    QVERIFY(result.finished);
    QVERIFY(!result.capped);
    QVERIFY(game->isOver());
    QVERIFY(game->summary().turn <= game->lastTurn());
    const QString text = QString::fromUtf8(game->logText());
    QVERIFY(text.contains(QLatin1String("\"type\":\"final\"")));
    // Every game moves and fires.
    QVERIFY(text.contains(QLatin1String("\"kind\":\"move\"")));
    QVERIFY(text.contains(QLatin1String("\"purpose\":\"quality_roll\"")));
    // Its log replays.
    const ReplayResult replay = replayLog(*setup, game->logText());
    QVERIFY2(replay.ok,
             qPrintable(QStringLiteral("line %1: %2").arg(replay.line).arg(replay.error)));
}

void TestCruciblePlay::sameSeedSameLog_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("agent");
    QTest::newRow("41 random") << Huber << "random";
    QTest::newRow("42 greedy") << Desert << "greedy";
}

void TestCruciblePlay::sameSeedSameLog()
{
    QFETCH(QString, path);
    QFETCH(QString, agent);
    const FamilyEngine *engine = familyEngine(QStringLiteral("crucible"));
    QByteArray logs[3];
    for (int run = 0; run < 3; ++run) {
        auto setup = setUp(path);
        const quint64 seed = run < 2 ? 11 : 12;
        std::unique_ptr<GameSession> game = setup->newGame(seed);
        auto a = engine->makeAgent(agent, seed, 0);
        auto b = engine->makeAgent(agent, seed, 1);
        QVERIFY(playGame(*game, {a.get(), b.get()}).finished);
        logs[run] = game->logText();
    }
    QCOMPARE(logs[0], logs[1]);
    QVERIFY(logs[0] != logs[2]); // another seed, another game
}

void TestCruciblePlay::artilleryLandsNextTurn()
{
    // Lt Huber with Master of Artillery: a Big Guns request costs 10 LP instead of 20 and
    // arrives as two strikes; called in 7d, it lands in 7c of the next turn.
    auto setup = setUp(Huber, [](Scenario &s) {
        for (ForceEntry &f : s.forces) {
            if (f.id != QLatin1String("huber-car"))
                continue;
            QVariantList leaders = f.family.value(QStringLiteral("leaders")).toList();
            QVariantMap huber = leaders.first().toMap();
            QVariantList skills = huber.value(QStringLiteral("skills")).toList();
            skills.append(QStringLiteral("master_of_artillery"));
            huber.insert(QStringLiteral("skills"), skills);
            leaders[0] = huber;
            f.family.insert(QStringLiteral("leaders"), leaders);
        }
    });
    QVERIFY(setup);
    bool called = false;
    for (quint64 seed = 1; seed < 30 && !called; ++seed) {
        std::unique_ptr<GameSession> game = setup->newGame(seed);
        auto *session = static_cast<CrucibleGameSession *>(game.get());
        // End every phase until the Slammers may call artillery.
        for (int guard = 0; guard < 200 && !game->isOver(); ++guard) {
            int call = -1;
            for (int i = 0; i < game->legalActionCount(); ++i) {
                if (game->legalActionKind(i) == QLatin1String("call_artillery"))
                    call = i;
            }
            if (call < 0) {
                QVERIFY(
                    game->apply(QJsonObject {{QStringLiteral("kind"), QStringLiteral("end_phase")}})
                        .isEmpty());
                continue;
            }
            const int turn = game->turn();
            QCOMPARE(game->phaseId(), QStringLiteral("call_artillery"));
            const int before = game->logLineCount();
            QVERIFY(game->applyLegal(call).isEmpty());
            QJsonObject calledLine;
            for (int i = before; i < game->logLineCount(); ++i) {
                if (game->logLine(i).value(QStringLiteral("type")).toString()
                    == QLatin1String("strike_called"))
                    calledLine = game->logLine(i);
            }
            QCOMPARE(calledLine.value(QStringLiteral("lp")).toInt(), 10);
            QCOMPARE(calledLine.value(QStringLiteral("lands_turn")).toInt(), turn + 1);
            QCOMPARE(calledLine.value(QStringLiteral("lands_phase")).toString(),
                     QStringLiteral("artillery_lands"));
            QCOMPARE(session->game().state().strikes.size(), 1);
            QCOMPARE(session->game().state().strikes.first().strikes, 2);
            // Nothing lands this turn; in the next, two strikes land in 7c.
            while (!game->isOver() && !session->game().state().strikes.isEmpty())
                QVERIFY(
                    game->apply(QJsonObject {{QStringLiteral("kind"), QStringLiteral("end_phase")}})
                        .isEmpty());
            QCOMPARE(game->turn(), turn + 1);
            int calledAt = -1;
            int phaseAt = -1;
            QList<int> landed;
            for (int i = 0; i < game->log().size(); ++i) {
                const QJsonObject &line = game->log().at(i);
                const QString type = line.value(QStringLiteral("type")).toString();
                if (type == QLatin1String("strike_called"))
                    calledAt = i;
                if (type == QLatin1String("phase")
                    && line.value(QStringLiteral("turn")).toInt() == turn + 1
                    && line.value(QStringLiteral("phase")).toString()
                        == QLatin1String("artillery_lands"))
                    phaseAt = i;
                if (type == QLatin1String("strike_lands")) {
                    landed.append(i);
                    QCOMPARE(line.value(QStringLiteral("strike")).toInt(), int(landed.size()));
                }
            }
            QCOMPARE(landed.size(), 2); // Master of Artillery: two separate strikes
            QVERIFY(calledAt >= 0 && calledAt < phaseAt && phaseAt < landed.first());
            called = true;
            break;
        }
    }
    QVERIFY2(called, "no seed of 1 to 29 let the Slammers afford a Big Guns request");
}

void TestCruciblePlay::illegalActionsAreRefused()
{
    auto setup = setUp(Huber);
    std::unique_ptr<GameSession> game = setup->newGame(1);
    QCOMPARE(game->phaseId(), QStringLiteral("move"));
    const auto *session = static_cast<CrucibleGameSession *>(game.get());
    const QString mover = game->decidingPlayer() == 0 ? QStringLiteral("huber-cars-1")
                                                      : QStringLiteral("cecach-tanks-1");
    const CrucibleTuState *tu = session->game().state().tu(mover);
    const double x = session->context().toTableUnit(tu->at.x());
    const double y = session->context().toTableUnit(tu->at.y());
    auto move = [&](double dx) {
        return QJsonObject {{QStringLiteral("kind"), QStringLiteral("move")},
                            {QStringLiteral("unit"), mover},
                            {QStringLiteral("to"), QJsonArray {x + dx, y}}};
    };
    // A move longer than its band, firing in the movement phase, another player's TU.
    QVERIFY(game->apply(move(100)).contains(QLatin1String("at most")));
    QVERIFY(!game->apply(QJsonObject {{QStringLiteral("kind"), QStringLiteral("fire")},
                                      {QStringLiteral("unit"), mover},
                                      {QStringLiteral("weapon"), 1},
                                      {QStringLiteral("target"), QStringLiteral("cecach-mcv-1")}})
                 .isEmpty());
    const QString other = game->decidingPlayer() == 0 ? QStringLiteral("cecach-tanks-1")
                                                      : QStringLiteral("huber-cars-1");
    QVERIFY(game->apply(QJsonObject {{QStringLiteral("kind"), QStringLiteral("move")},
                                     {QStringLiteral("unit"), other},
                                     {QStringLiteral("to"), QJsonArray {90, 60}}})
                .contains(QLatin1String("is not")));
    // A legal move costs 1 LP, then 2, then 4; undone, as no die was rolled.
    const QString det = session->context().tu(mover)->detachment;
    const int lp = session->game().lp(det);
    const double dx = game->decidingPlayer() == 0 ? 2 : -2;
    QVERIFY(game->apply(move(dx)).isEmpty());
    QCOMPARE(session->game().lp(det), lp - 1);
    QVERIFY(game->apply(move(2 * dx)).isEmpty());
    QCOMPARE(session->game().lp(det), lp - 3);
    QVERIFY(game->canUndo());
    QVERIFY(game->undo());
    QCOMPARE(session->game().lp(det), lp - 1);
}

void TestCruciblePlay::playtestIsEnabled()
{
    QVERIFY(familyEngine(QStringLiteral("crucible")));
    QVERIFY(familyEngineIds().contains(QStringLiteral("crucible")));
    QCOMPARE(familyEngine(QStringLiteral("crucible"))->agentNames(),
             QStringList({QStringLiteral("random"), QStringLiteral("greedy")}));
}

QTEST_GUILESS_MAIN(TestCruciblePlay)
#include "tst_crucibleplay.moc"
