// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The playtest window (issue 6): Scenario > Playtest (F5) plays the document as it stands,
// the turn and phase indicator follows play, undo stops at a die roll, the odds preview shows
// the chance of each result before rolling, and the map's LOS tool shows the rules' trace.
// Issue 14, point 5: the log, orders and dice read as sentences with counter names, the
// Units dock centres the map, zoom buttons, the LOS labels over counters, the odds panel's
// defence and result legend, clicks on friends select them, stacks move together, and gas
// fired direct.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammers-slammers/attackpreview.h"
#include "families/hammers-slammers/hsplaytest.h"
#include "families/hammers-slammers/lostool.h"
#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/combat.h"
#include "families/hammers-slammers/rules/los.h"
#include "mainwindow.h"
#include "maptool.h"
#include "mapview.h"
#include "playtest/playtestwindow.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <cmath>

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>

using namespace hexwright;

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");

using Chances = QMap<QString, int>;

} // namespace

class TestPlaytest : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void crtChancesAreCountedOverTwoDice_data();
    void crtChancesAreCountedOverTwoDice();
    void playtestActionOpensTheDocumentAsItStands();
    void phaseIndicatorFollowsEndPhase();
    void undoStopsAtADieRoll();
    void directFirePreviewShowsChancesBeforeRolling();
    void losToolShowsTheRulesTrace();
    void closeAssaultAttacksAreChosenInTheOrdersDock();
    void ecmIsAskedOfTheDefenderAfterTheAnnouncement();
    void gasAndCafAreChosenInTheWindow();
    void logLinesReadAsSentences_data();
    void logLinesReadAsSentences();
    void gameLogNamesCountersNeverJson();
    void unitsDockDoubleClickCentresTheMap();
    void diceTurnColumnNamesTheRoller();
    void zoomButtonsAreOnTheToolBar();
    void losLabelsArePaintedOverCounters();
    void oddsPanelExplainsDefenceAndResults();
    void clickOnFriendsSelectsThemInsteadOfMoving();
    void allOfMineHereMovesTheStackTogether();
    void gasIsFiredDirectFromTheWindow();

private:
    std::unique_ptr<ScenarioDocument> loadDemo()
    {
        Diagnostics diagnostics;
        return ScenarioDocument::load(DemoPath, *m_registry, diagnostics);
    }
    /// The demo with two Tan tanks two clear hexes from a Green infantry counter, the hex
    /// between them clear too: a direct-fire duel on turn 1.
    std::unique_ptr<ScenarioDocument> duel(HexCoord *tanks, HexCoord *infantry);

    /// tests/data/play/combat.scenario.yaml: Tan tanks and howitzers with gas against Blue
    /// hover tanks with ECM, two hexes apart.
    std::unique_ptr<ScenarioDocument> combat()
    {
        Diagnostics diagnostics;
        return ScenarioDocument::load(QStringLiteral(TEST_DATA_DIR "/play/combat.scenario.yaml"),
                                      *m_registry, diagnostics);
    }
    /// The window's Hammer's Slammers panels: the game, the selection, the attack.
    static HsPlaytest &hs(const PlaytestWindow &window)
    {
        auto *extension = qobject_cast<HsPlaytest *>(window.extension());
        Q_ASSERT(extension);
        return *extension;
    }
    static HexCoord at(const PlaytestWindow &window, const char *label)
    {
        HexCoord hex;
        hs(window).game().context().parseLabel(QLatin1String(label), &hex);
        return hex;
    }
    static void endPhasesUntil(PlaytestWindow &window, const char *phase)
    {
        for (int guard = 0; guard < 50 && hs(window).game().phaseId() != QLatin1String(phase)
             && !hs(window).game().isOver();
             ++guard)
            window.endPhaseAction()->trigger();
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestPlaytest::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_playtest");
    m_registry = RulesetRegistry::withBundledData();
}

std::unique_ptr<ScenarioDocument> TestPlaytest::duel(HexCoord *tanks, HexCoord *infantry)
{
    std::unique_ptr<ScenarioDocument> demo = loadDemo();
    if (!demo)
        return nullptr;
    const HexMap &map = demo->map();
    const Ruleset &ruleset = demo->ruleset();
    auto isClear = [&](HexCoord hex) {
        const OffsetCoord o = HexMap::Offsets.toOffset(hex);
        if (!map.contains(o) || !map.isPlayable(o))
            return false;
        const quint8 t = map.terrainAt(o);
        return t < ruleset.terrain.size() && ruleset.terrain.at(t).id == QLatin1String("clear");
    };
    for (int row = 2; row < map.rows() - 2; ++row) {
        for (int col = 2; col < map.columns() - 2; ++col) {
            const HexCoord a = HexMap::Offsets.fromOffset(OffsetCoord {col, row});
            const HexCoord mid = a.neighbor(3);
            const HexCoord b = mid.neighbor(3);
            if (!isClear(a) || !isClear(mid) || !isClear(b))
                continue;
            Scenario scenario = demo->scenario();
            ForceEntry tank;
            tank.id = QStringLiteral("tan-tanks");
            tank.side = QStringLiteral("tan");
            tank.colour = QStringLiteral("tan");
            tank.unitType = QStringLiteral("conv_tank");
            tank.count = 2;
            tank.placement.kind = Placement::Kind::Hex;
            tank.placement.hex = HexMap::Offsets.toOffset(a);
            ForceEntry foot = tank;
            foot.id = QStringLiteral("green-infantry");
            foot.side = QStringLiteral("green");
            foot.colour = QStringLiteral("green");
            foot.unitType = QStringLiteral("conv_infantry");
            foot.count = 1;
            foot.placement.hex = HexMap::Offsets.toOffset(b);
            scenario.forces = {tank, foot};
            scenario.reinforcements.clear();
            scenario.hidden.clear();
            *tanks = a;
            *infantry = b;
            return std::make_unique<ScenarioDocument>(std::make_unique<Scenario>(scenario),
                                                      demo->ruleset(), demo->panels());
        }
    }
    return nullptr;
}

void TestPlaytest::crtChancesAreCountedOverTwoDice_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<Chances>("expected");
    // Hand counts from the CRT (§5.1): ways to roll 2..12 are 1 2 3 4 5 6 5 4 3 2 1.
    QTest::newRow("no-result column 0") << 0 << Chances {{QStringLiteral("-"), 36}};
    QTest::newRow("1-4: Dis on 11, DE on 12")
        << 1
        << Chances {
               {QStringLiteral("-"), 33}, {QStringLiteral("Dis"), 2}, {QStringLiteral("DE"), 1}};
    QTest::newRow("1-1: Dis 9-10, DE 11, DE* 12") << 4
                                                  << Chances {{QStringLiteral("-"), 26},
                                                              {QStringLiteral("Dis"), 7},
                                                              {QStringLiteral("DE"), 2},
                                                              {QStringLiteral("DE*"), 1}};
    QTest::newRow("2-1: Dis 7-9, DE 10, DE* 11-12") << 5
                                                    << Chances {{QStringLiteral("-"), 15},
                                                                {QStringLiteral("Dis"), 15},
                                                                {QStringLiteral("DE"), 3},
                                                                {QStringLiteral("DE*"), 3}};
    QTest::newRow("5-1: Dis 3-5, DE 6-8, DE* 9, DE-R 10-12")
        << 8
        << Chances {{QStringLiteral("-"), 1},
                    {QStringLiteral("Dis"), 9},
                    {QStringLiteral("DE"), 16},
                    {QStringLiteral("DE*"), 4},
                    {QStringLiteral("DE-R"), 6}};
    QTest::newRow("close-assault column 9: Dis 2-3, DE 4-6, DE* 7-8, DE-R 9-12")
        << 9
        << Chances {{QStringLiteral("Dis"), 3},
                    {QStringLiteral("DE"), 12},
                    {QStringLiteral("DE*"), 11},
                    {QStringLiteral("DE-R"), 10}};
}

void TestPlaytest::crtChancesAreCountedOverTwoDice()
{
    QFETCH(int, column);
    QFETCH(Chances, expected);
    std::unique_ptr<ScenarioDocument> demo = loadDemo();
    QVERIFY(demo);
    const Chances chances = crtChances(demo->ruleset(), column);
    QCOMPARE(chances, expected);
    int total = 0;
    for (int ways : chances)
        total += ways;
    QCOMPARE(total, 36);
}

void TestPlaytest::playtestActionOpensTheDocumentAsItStands()
{
    MainWindow window;
    QVERIFY(window.openFile(DemoPath));
    ScenarioDocument *document = window.document();
    ScenarioMetadata metadata = document->scenario().metadata;
    metadata.title = QStringLiteral("Badger Hunt, draft 2");
    document->undoStack()->push(new ChangeMetadata(
        document, metadata, document->scenario().briefing, QStringLiteral("Rename")));
    QVERIFY(document->isModified());

    auto *action = window.findChild<QAction *>(QStringLiteral("playtestAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::Key_F5));
    QVERIFY(window.findChild<QMenu *>(QStringLiteral("scenarioMenu"))->actions().contains(action));
    QVERIFY(action->isEnabled());
    action->trigger();

    auto *playtest = window.findChild<PlaytestWindow *>();
    QVERIFY(playtest);
    QVERIFY(playtest->isVisible());
    QCOMPARE(playtest->scenario().metadata.title, QStringLiteral("Badger Hunt, draft 2"));
    QVERIFY(playtest->windowTitle().contains(QStringLiteral("Badger Hunt, draft 2")));
    // Nothing was saved and nothing changed in the document.
    QVERIFY(document->isModified());
    QCOMPARE(document->undoStack()->count(), 1);
    QVERIFY(playtest->close());
    QVERIFY(document->isModified());
    QCOMPARE(document->scenario().metadata.title, QStringLiteral("Badger Hunt, draft 2"));
}

void TestPlaytest::phaseIndicatorFollowsEndPhase()
{
    std::unique_ptr<ScenarioDocument> document = loadDemo();
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 7);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    auto *indicator = window.findChild<QLabel *>(QStringLiteral("phaseIndicator"));
    QVERIFY(indicator);
    const Ruleset &ruleset = document->ruleset();
    auto phaseName = [&] {
        for (const Phase &p : ruleset.sequenceOfPlay) {
            if (p.id == hs(window).game().phaseId())
                return p.name;
        }
        return QString();
    };
    // The set-up comes before turn 1 (issue 14, point 1); placed automatically here.
    QVERIFY2(indicator->text().startsWith(QStringLiteral("Before turn 1")),
             qPrintable(indicator->text()));
    for (int guard = 0; guard < 10 && window.session()->isPlacing(); ++guard) {
        window.placeRest();
        window.endPhaseAction()->trigger();
    }
    QCOMPARE(indicator->text(), window.phaseText());
    QVERIFY(indicator->text().startsWith(QStringLiteral("Turn 1 of 6")));
    QVERIFY2(indicator->text().contains(phaseName()), qPrintable(indicator->text()));
    QVERIFY(indicator->text().contains(QStringLiteral("Tan"))); // Tan moves first

    const QString before = indicator->text();
    const int phase = hs(window).game().state().phase;
    const int player = hs(window).game().state().player;
    window.endPhaseAction()->trigger();
    QVERIFY(hs(window).game().state().phase != phase || hs(window).game().state().player != player);
    QCOMPARE(indicator->text(), window.phaseText());
    QVERIFY(indicator->text() != before);
    QVERIFY2(indicator->text().contains(phaseName()), qPrintable(indicator->text()));

    // End Turn hands the game to the next player.
    const int turnPlayer = hs(window).game().state().player;
    window.endTurnAction()->trigger();
    QVERIFY(hs(window).game().state().player != turnPlayer || hs(window).game().state().turn > 1);
    QCOMPARE(indicator->text(), window.phaseText());
}

void TestPlaytest::undoStopsAtADieRoll()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    QCOMPARE(hs(window).game().phaseId(), QStringLiteral("movement"));
    QVERIFY(!window.undoAction()->isEnabled());

    // Tank 2 moves one hex: no die, so it can be taken back.
    const GameState before = hs(window).game().state();
    hs(window).selectUnits({QStringLiteral("tan-tanks-2")});
    QVERIFY(!hs(window).reachableCosts().isEmpty());
    std::optional<MoveAction> move;
    for (const Action &a : hs(window).game().legalActions()) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (m && m->unit == QLatin1String("tan-tanks-2") && m->path.size() == 1
            && m->path.first() != infantry)
            move = *m;
    }
    QVERIFY(move);
    QCOMPARE(hs(window).reachableCosts().value(move->path.last(), -1), 1.0); // clear costs 1 MF
    QCOMPARE(hs(window).perform(*move), QString());
    QVERIFY(window.undoAction()->isEnabled());
    window.undoAction()->trigger();
    QCOMPARE(hs(window).game().state().unit(QStringLiteral("tan-tanks-2"))->hex,
             before.unit(QStringLiteral("tan-tanks-2"))->hex);

    // On to direct fire: the shot rolls 2d6, and then there is no taking back.
    while (hs(window).game().phaseId() != QLatin1String("direct_fire")
           && !hs(window).game().isOver())
        window.endPhaseAction()->trigger();
    QCOMPARE(hs(window).game().phaseId(), QStringLiteral("direct_fire"));
    const int rolls = hs(window).game().dice().count();
    hs(window).selectUnits({QStringLiteral("tan-tanks-1")});
    hs(window).aimAt(infantry);
    QVERIFY(hs(window).fireAction()->isEnabled());
    hs(window).fireAction()->trigger();
    QCOMPARE(hs(window).game().dice().count(), rolls + 1);
    QVERIFY(!window.undoAction()->isEnabled());
    QVERIFY2(window.undoAction()->toolTip().contains(QStringLiteral("dice")),
             qPrintable(window.undoAction()->toolTip()));
}

void TestPlaytest::directFirePreviewShowsChancesBeforeRolling()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 5);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    while (hs(window).game().phaseId() != QLatin1String("direct_fire")
           && !hs(window).game().isOver())
        window.endPhaseAction()->trigger();
    QCOMPARE(hs(window).game().phaseId(), QStringLiteral("direct_fire"));

    // Both tanks (attack 5 each, range 2 of 3) at the infantry (defence 2) on clear ground:
    // 10 against 2 is 5-1, the CRT's column 8.
    const int rolls = hs(window).game().dice().count();
    hs(window).selectUnits({QStringLiteral("tan-tanks-1"), QStringLiteral("tan-tanks-2")});
    hs(window).aimAt(infantry);
    QCOMPARE(hs(window).targets(), QStringList {QStringLiteral("green-infantry-1")});
    const std::optional<AttackPreview> preview = hs(window).attackPreview();
    QVERIFY(preview);
    QVERIFY2(preview->isLegal(), qPrintable(preview->problems.join(QLatin1Char(';'))));
    QCOMPARE(preview->attack, 10.0);
    QCOMPARE(preview->defence.units, 2);
    QCOMPARE(preview->defence.terrain, 0);
    QCOMPARE(preview->reading.used.toString(), QStringLiteral("5-1"));
    QCOMPARE(preview->reading.column, 8);
    const Chances expected {{QStringLiteral("-"), 1},
                            {QStringLiteral("Dis"), 9},
                            {QStringLiteral("DE"), 16},
                            {QStringLiteral("DE*"), 4},
                            {QStringLiteral("DE-R"), 6}};
    QCOMPARE(preview->chances, expected);
    QCOMPARE(hs(window).chancesText(),
             QStringLiteral("Chances: - 1/36, Dis 9/36, DE 16/36, DE* 4/36, DE-R 6/36"));
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("chancesLabel"))->text(),
             hs(window).chancesText());
    // The preview rolled nothing.
    QCOMPARE(hs(window).game().dice().count(), rolls);

    // One tank alone: 5 against 2 is 2-1, column 5.
    hs(window).selectUnits({QStringLiteral("tan-tanks-1")});
    QCOMPARE(hs(window).attackPreview()->reading.column, 5);
    QCOMPARE(hs(window).attackPreview()->chances,
             (Chances {{QStringLiteral("-"), 15},
                       {QStringLiteral("Dis"), 15},
                       {QStringLiteral("DE"), 3},
                       {QStringLiteral("DE*"), 3}}));
}

void TestPlaytest::losToolShowsTheRulesTrace()
{
    MainWindow window;
    QVERIFY(window.openFile(DemoPath));
    LosTool *tool = nullptr;
    for (MapTool *t : window.context()->tools()) {
        if (auto *los = qobject_cast<LosTool *>(t))
            tool = los;
    }
    QVERIFY(tool);
    QVERIFY(
        window.findChild<QMenu *>(QStringLiteral("toolsMenu"))->actions().contains(tool->action()));
    window.context()->activateTool(tool);

    const HexMap &map = window.document()->map();
    const OffsetCoord from {3, 4};
    const OffsetCoord to {12, 9};
    QVERIFY(map.contains(from) && map.contains(to));
    MapMouseEvent press;
    press.button = Qt::LeftButton;
    press.buttons = Qt::LeftButton;
    press.hex = from;
    tool->mousePressed(press);
    press.hex = to;
    tool->mousePressed(press);

    const std::optional<rules::LosTrace> shown = tool->trace();
    QVERIFY(shown);
    const rules::Battlefield field = rules::Battlefield::fromScenario(
        window.document()->ruleset(), map, window.document()->scenario());
    const rules::LosTrace expected = rules::traceLineOfSight(
        field, HexMap::Offsets.fromOffset(from), HexMap::Offsets.fromOffset(to));
    QCOMPARE(shown->firer, expected.firer);
    QCOMPARE(shown->target, expected.target);
    QCOMPARE(shown->firerValue, expected.firerValue);
    QCOMPARE(shown->targetValue, expected.targetValue);
    QCOMPARE(shown->clear, expected.clear);
    QVERIFY(!expected.intervening.isEmpty());
    QCOMPARE(shown->intervening.size(), expected.intervening.size());
    for (int i = 0; i < expected.intervening.size(); ++i) {
        QCOMPARE(shown->intervening.at(i).hex, expected.intervening.at(i).hex);
        QCOMPARE(shown->intervening.at(i).value, expected.intervening.at(i).value);
        QCOMPARE(shown->intervening.at(i).blocks, expected.intervening.at(i).blocks);
    }
    // Escape clears the line.
    QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
    QVERIFY(tool->keyPressed(&escape));
    QVERIFY(!tool->trace());
}

void TestPlaytest::closeAssaultAttacksAreChosenInTheOrdersDock()
{
    std::unique_ptr<ScenarioDocument> document = combat();
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 3);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    const HexCoord hex = at(window, "0706");
    const QString t1 = QStringLiteral("tan-tank-1"), t2 = QStringLiteral("tan-tank-2");
    const QString b1 = QStringLiteral("blue-tank-1"), b2 = QStringLiteral("blue-tank-2");
    // The reachable hexes are the engine's, with its costs.
    hs(window).selectUnits({t1});
    QCOMPARE(hs(window).reachableCosts().value(hex, -1),
             hs(window).game().reachable(t1).value(hex).cost);
    QCOMPARE(hs(window).perform(MoveAction {t1, {at(window, "0606"), hex}}), QString());
    QCOMPARE(hs(window).perform(MoveAction {t2, {at(window, "0606"), hex}}), QString());
    endPhasesUntil(window, "close_assault");
    QCOMPARE(hs(window).game().phaseId(), QStringLiteral("close_assault"));
    QCOMPARE(hs(window).assaultHex(), std::optional<HexCoord>(hex));
    // The default: each side's units combined on every enemy, odds shown before rolling.
    QCOMPARE(hs(window).assaultGroups(hex), hs(window).game().defaultAssaultGroups(hex));
    auto *chances = window.findChild<QLabel *>(QStringLiteral("chancesLabel"));
    QVERIFY(chances->isVisibleTo(&window));
    QVERIFY2(chances->text().contains(QLatin1String("Attack 2: 16 against 10 = 1-1, column 5")),
             qPrintable(chances->text()));
    // Unticking a target in the tree leaves it out of that attack.
    auto *tree = window.findChild<QTreeWidget *>(QStringLiteral("attackTree"));
    QTreeWidgetItem *untick = nullptr;
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        if ((*it)->data(0, Qt::UserRole).toString() == b2
            && (*it)->data(0, Qt::CheckStateRole).isValid())
            untick = *it;
    }
    QVERIFY(untick);
    untick->setCheckState(0, Qt::Unchecked);
    QCoreApplication::processEvents();
    QCOMPARE(hs(window).assaultGroups(hex).first().targets, QStringList {b1});
    // Each tank on its own target; Blue combined on one.
    hs(window).setAssaultGroups(hex, {{{t1}, {b1}}, {{t2}, {b2}}, {{b1, b2}, {t1}}});
    QVERIFY2(chances->text().contains(QLatin1String("Attack 3: 16 against 5 = 3-1, column 7")),
             qPrintable(chances->text()));
    QVERIFY(hs(window).fireAction()->isEnabled());
    const int rolls = hs(window).game().dice().count();
    hs(window).fireAction()->trigger();
    QCOMPARE(hs(window).game().dice().count(), rolls + 3);
    const DieRoll last = hs(window).game().dice().rolls().last();
    QCOMPARE(last.inputs.value(QStringLiteral("targets")).toArray().size(), 1);
    // The Dice dock shows the turn each roll was made in.
    auto *dice = window.findChild<QTreeWidget *>(QStringLiteral("diceTree"));
    QCOMPARE(dice->topLevelItem(dice->topLevelItemCount() - 1)->text(1), QStringLiteral("1 (Tan)"));
}

void TestPlaytest::ecmIsAskedOfTheDefenderAfterTheAnnouncement()
{
    std::unique_ptr<ScenarioDocument> document = combat();
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 4);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    endPhasesUntil(window, "direct_fire");
    const QString t1 = QStringLiteral("tan-tank-1"), t2 = QStringLiteral("tan-tank-2");
    hs(window).selectUnits({t1, t2});
    hs(window).aimAt(at(window, "0706"));
    QVERIFY(hs(window).fireAction()->isEnabled());
    const int rolls = hs(window).game().dice().count();
    hs(window).fireAction()->trigger();
    // Announced: Blue answers in a dialog listing his ECM tanks that see the attackers.
    QCOMPARE(hs(window).game().dice().count(), rolls);
    QVERIFY(window.phaseText().contains(QLatin1String("Blue")));
    QDialog *dialog = hs(window).responseDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->objectName(), QStringLiteral("ecmDialog"));
    auto *box = dialog->findChild<QComboBox *>(QStringLiteral("blue-tank-1"));
    QVERIFY(box);
    QVERIFY(dialog->findChild<QComboBox *>(QStringLiteral("blue-tank-2")));
    box->setCurrentIndex(box->findData(t1));
    QVERIFY(box->currentIndex() > 0);
    dialog->accept();
    QCoreApplication::processEvents();
    QVERIFY(hs(window).game().state().unit(t1)->jammed);
    // The jammed tank fires alone against the same target: two rolls.
    QCOMPARE(hs(window).game().dice().count(), rolls + 2);
    QVERIFY(!hs(window).responseDialog());
    QVERIFY(window.phaseText().contains(QLatin1String("Tan")));
}

void TestPlaytest::gasAndCafAreChosenInTheWindow()
{
    std::unique_ptr<ScenarioDocument> document = combat();
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 5);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    endPhasesUntil(window, "indirect_fire");
    const QString h1 = QStringLiteral("tan-howitzer-1"), h2 = QStringLiteral("tan-howitzer-2");
    auto *gas = window.findChild<QCheckBox *>(QStringLiteral("gasCheck"));
    QVERIFY(gas);
    hs(window).selectUnits({h1, h2});
    QVERIFY(gas->isVisibleTo(&window));
    gas->setChecked(true);
    QVERIFY(hs(window).firesGas());
    hs(window).aimAt(at(window, "0706"));
    QVERIFY(hs(window).fireAction()->isEnabled());
    const int rolls = hs(window).game().dice().count();
    hs(window).fireAction()->trigger();
    // First the ECM answer (the observing tank could be jammed): none.
    QVERIFY(hs(window).responseDialog());
    QCOMPARE(hs(window).responseDialog()->objectName(), QStringLiteral("ecmDialog"));
    hs(window).responseDialog()->reject();
    QCoreApplication::processEvents();
    // Then counter-artillery fire: the second hover tank cancels the second howitzer.
    QDialog *caf = hs(window).responseDialog();
    QVERIFY(caf);
    QCOMPARE(caf->objectName(), QStringLiteral("cafDialog"));
    auto *box = caf->findChild<QComboBox *>(QStringLiteral("blue-tank-2"));
    QVERIFY(box);
    box->setCurrentIndex(box->findData(h2));
    caf->accept();
    QCoreApplication::processEvents();
    // Gas: the remaining counter rolls against each of the two hover tanks.
    const QList<DieRoll> made = hs(window).game().dice().rolls().mid(rolls);
    QCOMPARE(made.size(), 2);
    for (const DieRoll &d : made) {
        QCOMPARE(d.purpose, QStringLiteral("gas"));
        QCOMPARE(d.inputs.value(QStringLiteral("firer")).toString(), h1);
    }
    QVERIFY(hs(window).game().state().unit(QStringLiteral("blue-tank-2"))->attacked);
    QVERIFY(!hs(window).game().state().unit(QStringLiteral("blue-tank-1"))->attacked);
}

void TestPlaytest::logLinesReadAsSentences_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("expected");
    QTest::newRow("setup") << QByteArray(
        R"({"type":"setup","units":[{"id":"tan-tanks-1","status":"on_map"},)"
        R"({"id":"tan-tanks-2","status":"on_map"},)"
        R"({"id":"green-infantry-1","status":"on_map"}]})")
                           << QStringLiteral("Set-up: 3 units on the map");
    QTest::newRow("fortress entered")
        << QByteArray(
               R"({"type":"fortress","unit":"tan-tanks-1","hex":"0505","inside":true,"reason":""})")
        << QStringLiteral("    Tan Tank (tan-tanks-1) enters the fortress at 0505");
    QTest::newRow("fortress left") << QByteArray(
        R"({"type":"fortress","unit":"tan-tanks-2","hex":"0505","inside":false,"reason":""})")
                                   << QStringLiteral(
                                          "    Tan Tank (tan-tanks-2) leaves the fortress at 0505");
    QTest::newRow("assault skipped")
        << QByteArray(R"({"type":"assault_skipped","hex":"0606","unit":"tan-tanks-1",)"
                      R"("reason":"it is towed"})")
        << QStringLiteral(
               "    Tan Tank (tan-tanks-1) sits out the close assault in 0606: it is towed");
    QTest::newRow("result")
        << QByteArray(R"({"type":"result","unit":"green-infantry-1","result":"Dis",)"
                      R"("cause":"direct","roll":3,"reason":""})")
        << QStringLiteral(
               "    Green Infantry (green-infantry-1) takes Dis from direct fire (roll 3)");
    QTest::newRow("eliminated")
        << QByteArray(R"({"type":"eliminated","unit":"green-infantry-1","reason":"DE","roll":4})")
        << QStringLiteral("    Green Infantry (green-infantry-1) is eliminated: DE");
    QTest::newRow("unknown kind, no JSON")
        << QByteArray(R"({"type":"new_thing","units":["tan-tanks-1"],"hex":"0505"})")
        << QStringLiteral("    new thing: hex 0505; units Tan Tank (tan-tanks-1)");
}

void TestPlaytest::logLinesReadAsSentences()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, expected);
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    const QJsonObject json = QJsonDocument::fromJson(line).object();
    QVERIFY(!json.isEmpty());
    QCOMPARE(window.describeLogLine(json), expected);
}

void TestPlaytest::gameLogNamesCountersNeverJson()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    endPhasesUntil(window, "direct_fire");
    hs(window).selectUnits({QStringLiteral("tan-tanks-1")});
    hs(window).aimAt(infantry);
    hs(window).fireAction()->trigger();
    auto *log = window.findChild<QPlainTextEdit *>(QStringLiteral("gameLog"));
    QVERIFY(log);
    const QString text = log->toPlainText();
    QVERIFY2(text.startsWith(QStringLiteral("Set-up: 3 units on the map")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Tan Tank (tan-tanks-1) fire at Green Infantry "
                                          "(green-infantry-1)")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(" for direct fire: ")), qPrintable(text));
    for (const QString &raw : {QStringLiteral("{"), QStringLiteral("\""), QStringLiteral("[")})
        QVERIFY2(!text.contains(raw), qPrintable(text));
    // The Orders list and the dice read with names too.
    auto *dice = window.findChild<QTreeWidget *>(QStringLiteral("diceTree"));
    QVERIFY(dice && dice->topLevelItemCount() > 0);
    const QTreeWidgetItem *last = dice->topLevelItem(dice->topLevelItemCount() - 1);
    QVERIFY2(last->text(5).contains(QStringLiteral("Tan Tank (tan-tanks-1)")),
             qPrintable(last->text(5)));
    QVERIFY(!last->text(5).contains(QLatin1Char('[')));
}

void TestPlaytest::unitsDockDoubleClickCentresTheMap()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    MapView *view = window.mapView();
    for (int i = 0; i < 6; ++i)
        view->zoomIn();
    auto *units = window.findChild<QTreeWidget *>(QStringLiteral("unitsTree"));
    QVERIFY(units);
    QTreeWidgetItem *green = nullptr;
    for (int i = 0; i < units->topLevelItemCount(); ++i) {
        for (int j = 0; j < units->topLevelItem(i)->childCount(); ++j) {
            QTreeWidgetItem *item = units->topLevelItem(i)->child(j);
            if (item->data(0, Qt::UserRole).toString() == QLatin1String("green-infantry-1"))
                green = item;
        }
    }
    QVERIFY(green);
    const OffsetCoord hex = HexMap::Offsets.toOffset(infantry);
    view->centerOn(0, 0); // far from the unit
    const QPoint centre = view->viewport()->rect().center();
    const auto distance = [&] {
        return (view->viewportPosOf(hex) - centre).manhattanLength();
    };
    const int before = distance();
    Q_EMIT units->itemDoubleClicked(green, 0);
    QVERIFY2(distance() < before, qPrintable(QString::number(distance())));
    // Centred, or as near the centre as the map's edge lets it come.
    QVERIFY(view->viewport()->rect().contains(view->viewportPosOf(hex)));
    QCOMPARE(view->cursorPlace(), std::optional<Place>(Place(hex)));
}

void TestPlaytest::diceTurnColumnNamesTheRoller()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    endPhasesUntil(window, "direct_fire");
    const QString tan = window.session()->players().value(window.session()->decidingPlayer()).name;
    hs(window).selectUnits({QStringLiteral("tan-tanks-1")});
    hs(window).aimAt(infantry);
    hs(window).fireAction()->trigger();
    auto *dice = window.findChild<QTreeWidget *>(QStringLiteral("diceTree"));
    QVERIFY(dice && dice->topLevelItemCount() == 1);
    QCOMPARE(window.rollerOf(0), tan);
    QCOMPARE(dice->topLevelItem(0)->text(1), QStringLiteral("1 (%1)").arg(tan));
    QVERIFY2(dice->topLevelItem(0)->toolTip(1).startsWith(QStringLiteral("Rolled by %1").arg(tan)),
             qPrintable(dice->topLevelItem(0)->toolTip(1)));
    QCOMPARE(window.rollerOf(5), QString()); // no such roll
}

void TestPlaytest::zoomButtonsAreOnTheToolBar()
{
    std::unique_ptr<ScenarioDocument> document = loadDemo();
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 7);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    auto *bar = window.findChild<QToolBar *>(QStringLiteral("playtestToolBar"));
    QVERIFY(bar);
    MapView *view = window.mapView();
    for (const char *name : {"zoomInAction", "zoomOutAction", "zoomFitAction"}) {
        auto *action = window.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(action, name);
        QVERIFY2(bar->actions().contains(action), name);
        QVERIFY2(!action->icon().isNull(), name);
        QVERIFY(!action->shortcut().isEmpty());
        QVERIFY2(action->toolTip().contains(action->shortcut().toString(QKeySequence::NativeText)),
                 qPrintable(action->toolTip()));
    }
    const qreal fitted = view->transform().m11();
    window.findChild<QAction *>(QStringLiteral("zoomInAction"))->trigger();
    QVERIFY(view->transform().m11() > fitted);
    const qreal in = view->transform().m11();
    window.findChild<QAction *>(QStringLiteral("zoomOutAction"))->trigger();
    QVERIFY(view->transform().m11() < in);
}

void TestPlaytest::losLabelsArePaintedOverCounters()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    MapView *view = window.mapView();
    for (int i = 0; i < 5; ++i)
        view->zoomIn();
    endPhasesUntil(window, "direct_fire");
    hs(window).selectUnits({QStringLiteral("tan-tanks-1")});
    hs(window).aimAt(infantry);
    QVERIFY(window.centreOnPiece(QStringLiteral("green-infantry-1")));
    // The target's LOS value badge sits over the upper right of the target's counter.
    const OffsetCoord target = HexMap::Offsets.toOffset(infantry);
    const QPointF centre = view->viewportPosOf(target);
    const QPointF below = view->viewportPosOf(OffsetCoord {target.col, target.row + 1});
    const qreal r = QLineF(centre, below).length() / std::sqrt(3.0);
    QVERIFY(r > 10);
    const qreal badge = 0.45 * r;
    // Inside the badge, left of its digit.
    const QPoint probe = (centre + QPointF(0.35 * r - 0.32 * badge, -0.35 * r)).toPoint();
    const QImage shot = view->viewport()->grab().toImage();
    const QColor colour = shot.pixelColor(probe);
    // The target's badge is orange (f57c00); the counter under it is Green's.
    QVERIFY2(colour.red() > 200 && colour.green() > 90 && colour.green() < 160
                 && colour.blue() < 70,
             qPrintable(colour.name()));
}

void TestPlaytest::oddsPanelExplainsDefenceAndResults()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 5);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    endPhasesUntil(window, "direct_fire");
    hs(window).selectUnits({QStringLiteral("tan-tanks-1"), QStringLiteral("tan-tanks-2")});
    hs(window).aimAt(infantry);
    auto *odds = window.findChild<QLabel *>(QStringLiteral("oddsLabel"));
    QVERIFY(odds);
    QVERIFY2(odds->text().startsWith(QStringLiteral(
                 "Attack 10 against defence 2: the defence of the 1 target(s) added (2) and the "
                 "terrain of the hex once (0). Odds 5-1, CRT column 8")),
             qPrintable(odds->text()));
    auto *legend = window.findChild<QLabel *>(QStringLiteral("resultLegend"));
    QVERIFY(legend);
    QVERIFY(legend->isVisibleTo(&window));
    for (const QString &code :
         {QStringLiteral("<b>-</b> No effect"), QStringLiteral("<b>Dis</b> Disrupted"),
          QStringLiteral("<b>DE</b> Defender eliminated"), QStringLiteral("<b>DE*</b>"),
          QStringLiteral("<b>DE-R</b>")})
        QVERIFY2(legend->text().contains(code), qPrintable(legend->text()));
}

void TestPlaytest::clickOnFriendsSelectsThemInsteadOfMoving()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    const QString t1 = QStringLiteral("tan-tanks-1"), t2 = QStringLiteral("tan-tanks-2");
    // Tank 1 moves one hex away from the stack.
    std::optional<MoveAction> move;
    for (const Action &a : hs(window).game().legalActions()) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (m && m->unit == t1 && m->path.size() == 1 && m->path.first() != infantry
            && m->path.first() != tanks.neighbor(3))
            move = *m;
    }
    QVERIFY(move);
    QCOMPARE(hs(window).perform(*move), QString());
    const HexCoord there = move->path.first();
    // Tank 2, selected, could move there too; a click on tank 1 selects it instead.
    hs(window).selectUnits({t2});
    QVERIFY(hs(window).reachableCosts().contains(there));
    MapMouseEvent click;
    click.button = Qt::LeftButton;
    click.buttons = Qt::LeftButton;
    click.hex = HexMap::Offsets.toOffset(there);
    hs(window).mapPressed(click);
    QCOMPARE(hs(window).selection(), QStringList {t1});
    QCOMPARE(hs(window).game().state().unit(t2)->hex, tanks);
    // Shift+click moves onto the friend all the same.
    hs(window).selectUnits({t2});
    click.modifiers = Qt::ShiftModifier;
    hs(window).mapPressed(click);
    QCOMPARE(hs(window).game().state().unit(t2)->hex, there);
}

void TestPlaytest::allOfMineHereMovesTheStackTogether()
{
    HexCoord tanks;
    HexCoord infantry;
    std::unique_ptr<ScenarioDocument> document = duel(&tanks, &infantry);
    QVERIFY(document);
    PlaytestWindow window(*document, *m_registry, 11);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    const QString t1 = QStringLiteral("tan-tanks-1"), t2 = QStringLiteral("tan-tanks-2");
    MapMouseEvent click;
    click.button = Qt::LeftButton;
    click.buttons = Qt::LeftButton;
    click.hex = HexMap::Offsets.toOffset(tanks);
    hs(window).mapPressed(click);
    QMenu *menu = window.findChild<QMenu *>(QStringLiteral("stackMenu"));
    QVERIFY(menu);
    QAction *all = menu->actions().constLast();
    QVERIFY2(all->text().contains(QStringLiteral("Mine Here")), qPrintable(all->text()));
    all->trigger();
    menu->close();
    QCOMPARE(hs(window).selection(), (QStringList {t1, t2}));
    // The stack's reachable hexes: those both tanks reach.
    std::optional<HexCoord> there;
    for (const Action &a : hs(window).game().legalActions()) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (m && m->unit == t1 && m->path.size() == 2 && !m->path.contains(infantry))
            there = m->path.last();
    }
    QVERIFY(there);
    QVERIFY(hs(window).reachableCosts().contains(*there));
    click.hex = HexMap::Offsets.toOffset(*there);
    hs(window).mapPressed(click);
    QCOMPARE(hs(window).game().state().unit(t1)->hex, *there);
    QCOMPARE(hs(window).game().state().unit(t2)->hex, *there);
    QCOMPARE(hs(window).selection(), (QStringList {t1, t2}));
}

void TestPlaytest::gasIsFiredDirectFromTheWindow()
{
    std::unique_ptr<ScenarioDocument> loaded = combat();
    QVERIFY(loaded);
    // The howitzers fire indirect only: a large gun bought with gas fires direct as well, here
    // from the tanks' hex, which sees the Blue hover tanks.
    auto scenario = std::make_unique<Scenario>(loaded->scenario());
    Placement tanks;
    for (const ForceEntry &force : scenario->forces) {
        if (force.id == QLatin1String("tan-tank"))
            tanks = force.placement;
    }
    // The gun takes the infantry's place in the stack (three counters a hex).
    scenario->forces.removeIf(
        [](const ForceEntry &force) { return force.id == QLatin1String("tan-infantry"); });
    for (ForceEntry &force : scenario->forces) {
        if (force.id == QLatin1String("tan-howitzer")) {
            force.unitType = QStringLiteral("conv_large_gun");
            force.count = 1;
            force.placement = tanks;
        }
    }
    auto document = std::make_unique<ScenarioDocument>(std::move(scenario), loaded->ruleset(),
                                                       loaded->panels());
    PlaytestWindow window(*document, *m_registry, 5);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    endPhasesUntil(window, "direct_fire");
    auto *gas = window.findChild<QCheckBox *>(QStringLiteral("gasCheck"));
    QVERIFY(gas);
    // A tank has no gas: no choice.
    hs(window).selectUnits({QStringLiteral("tan-tank-1")});
    QVERIFY(!gas->isVisibleTo(&window));
    const QString h1 = QStringLiteral("tan-howitzer-1");
    hs(window).selectUnits({h1});
    const UnitState *gun = hs(window).game().state().unit(h1);
    QVERIFY(gun);
    QVERIFY2(gas->isVisibleTo(&window),
             qPrintable(QStringLiteral("%1 %2 %3 %4")
                            .arg(hs(window).game().phaseId(), gun->type,
                                 gun->options.join(QLatin1Char(',')))
                            .arg(int(gun->status))));
    gas->setChecked(true);
    QVERIFY(hs(window).firesGas());
    hs(window).aimAt(at(window, "0706"));
    QVERIFY(!hs(window).targets().isEmpty());
    // One target, as the engine offers gas fired direct.
    const QString target = hs(window).targets().first();
    auto *tree = window.findChild<QTreeWidget *>(QStringLiteral("attackTree"));
    for (QTreeWidgetItemIterator it(tree); *it; ++it) {
        if ((*it)->parent() && (*it)->parent()->data(0, Qt::UserRole + 1).toBool()
            && (*it)->data(0, Qt::UserRole).toString() != target)
            (*it)->setCheckState(0, Qt::Unchecked);
    }
    QCOMPARE(hs(window).targets(), QStringList {target});
    QVERIFY2(window.findChild<QLabel *>(QStringLiteral("oddsLabel"))
                 ->text()
                 .startsWith(QStringLiteral("Gas fired direct")),
             qPrintable(window.findChild<QLabel *>(QStringLiteral("oddsLabel"))->text()));
    QVERIFY2(hs(window).fireAction()->isEnabled(),
             qPrintable(window.findChild<QLabel *>(QStringLiteral("chancesLabel"))->text()));
    const int rolls = hs(window).game().dice().count();
    hs(window).fireAction()->trigger();
    if (hs(window).responseDialog()) { // the ECM answer: none
        hs(window).responseDialog()->reject();
        QCoreApplication::processEvents();
    }
    const QList<DieRoll> made = hs(window).game().dice().rolls().mid(rolls);
    QCOMPARE(made.size(), 1);
    QCOMPARE(made.first().purpose, QStringLiteral("gas"));
    QCOMPARE(made.first().inputs.value(QStringLiteral("firer")).toString(), h1);
}

QTEST_MAIN(TestPlaytest)
#include "tst_playtest.moc"
