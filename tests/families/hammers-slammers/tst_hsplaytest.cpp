// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Hammer's Slammers panels of the playtest window (issue 6 and issue 14, point 5): the
// odds preview shows the chance of each result before rolling, counted over two dice, with
// the defence and the result legend; close assault is chosen in the Orders dock, ECM is
// asked of the defender, gas and CAF are chosen in the window and gas is fired direct; the
// map's line-of-sight tool shows the rules' trace, its labels painted over the counters. The
// shared window is tst_playtest.cpp.

#include "commands/changescenariopart.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammers-slammers/attackpreview.h"
#include "families/hammers-slammers/hsplaytest.h"
#include "families/hammers-slammers/lostool.h"
#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/combat.h"
#include "families/hammers-slammers/rules/los.h"
#include "hsplaywindowsupport.h"
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
using namespace hexwright::hsplaywindow;

namespace {

using Chances = QMap<QString, int>;

} // namespace

class TestHsPlaytest : public QObject, private hsplaywindow::Fixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void crtChancesAreCountedOverTwoDice_data();
    void crtChancesAreCountedOverTwoDice();
    void directFirePreviewShowsChancesBeforeRolling();
    void losToolShowsTheRulesTrace();
    void closeAssaultAttacksAreChosenInTheOrdersDock();
    void ecmIsAskedOfTheDefenderAfterTheAnnouncement();
    void gasAndCafAreChosenInTheWindow();
    void losLabelsArePaintedOverCounters();
    void oddsPanelExplainsDefenceAndResults();
    void gasIsFiredDirectFromTheWindow();
};

void TestHsPlaytest::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_hsplaytest");
    m_registry = RulesetRegistry::withBundledData();
}

void TestHsPlaytest::crtChancesAreCountedOverTwoDice_data()
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

void TestHsPlaytest::crtChancesAreCountedOverTwoDice()
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

void TestHsPlaytest::directFirePreviewShowsChancesBeforeRolling()
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

void TestHsPlaytest::losToolShowsTheRulesTrace()
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

void TestHsPlaytest::closeAssaultAttacksAreChosenInTheOrdersDock()
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

void TestHsPlaytest::ecmIsAskedOfTheDefenderAfterTheAnnouncement()
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

void TestHsPlaytest::gasAndCafAreChosenInTheWindow()
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

void TestHsPlaytest::losLabelsArePaintedOverCounters()
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

void TestHsPlaytest::oddsPanelExplainsDefenceAndResults()
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

void TestHsPlaytest::gasIsFiredDirectFromTheWindow()
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

QTEST_MAIN(TestHsPlaytest)
#include "tst_hsplaytest.moc"
