// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A table's objective markers and deployment areas (issue 15, point 2): the pure edits and
// the family's presets (Hammer Wars: three markers on the line through the centre, bands
// along the short or the long edges), the objective and deployment tools in the main window
// driven with the mouse and keys (each edit one undo step), File > New's dialog making a
// table of the family's size or another, and the Hammer Wars checks agreeing with the preset.

#include "mainwindow.h"
#include "mapview.h"

#include "checks/scenariochecks.h"
#include "document/scenariodocument.h"
#include "edit/tableareaedits.h"
#include "editorcontext.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "shell/newscenariodialog.h"
#include "shell/preferences.h"
#include "table/deploymenttool.h"
#include "table/objectivetool.h"
#include "table/tablestate.h"
#include "testsupport.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSettings>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;

namespace {

constexpr double In = MillimetresPerInch;
const QString Sample
    = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/21-ruined-crossroads.scenario.yaml");

QString describe(const QList<TableObjective> &objectives)
{
    QStringList out;
    for (const TableObjective &o : objectives)
        out.append(QStringLiteral("%1 '%2' (%3, %4)")
                       .arg(o.id, o.label)
                       .arg(o.at.x, 0, 'f', 1)
                       .arg(o.at.y, 0, 'f', 1));
    return out.join(QStringLiteral("; "));
}

QString describe(const QList<TableDeployment> &areas)
{
    QStringList out;
    for (const TableDeployment &d : areas) {
        for (const TableShape &s : d.shapes) {
            const QRectF r = s.boundingRect();
            out.append(QStringLiteral("%1 %2: %3,%4 %5x%6")
                           .arg(d.id, d.side)
                           .arg(r.x(), 0, 'f', 1)
                           .arg(r.y(), 0, 'f', 1)
                           .arg(r.width(), 0, 'f', 1)
                           .arg(r.height(), 0, 'f', 1));
        }
    }
    return out.join(QStringLiteral("; "));
}

TableLayout smallTable()
{
    TableLayout t;
    t.size = QSizeF(36 * In, 24 * In);
    TableObjective a;
    a.id = QStringLiteral("a");
    a.label = QStringLiteral("1");
    a.at = TablePoint(100, 100);
    t.objectives.append(a);
    TableDeployment d;
    d.id = QStringLiteral("blue-edge");
    d.side = QStringLiteral("blue");
    d.shapes.append(TableShape::rectangle(QPointF(50, 300), 100, 600));
    t.deployment.append(d);
    return t;
}

} // namespace

class TestTableAreas : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    // Pure edits and presets.
    void objectiveEdits_data();
    void objectiveEdits();
    void deploymentEdits_data();
    void deploymentEdits();
    void hwStandardObjectives_data();
    void hwStandardObjectives();
    void hwStandardDeployment_data();
    void hwStandardDeployment();
    void hwChecksAcceptThePreset();
    // The tools.
    void objectiveToolPlacesMovesAndDeletes();
    void standardObjectivesReplaceInOneStep();
    void deploymentToolMakesMovesAndDeletesAreas();
    void standardDeploymentFollowsPlayerEdges();
    // File > New.
    void newDialogMakesTables_data();
    void newDialogMakesTables();
    void tablePositionsShowInTheTablesUnit();

private:
    void openSample();
    MapView *view() const { return m_window->mapView(); }
    ScenarioDocument *document() const { return m_window->document(); }
    const TableLayout &table() const { return *document()->scenario().table; }
    QUndoStack *undo() const { return document()->undoStack(); }
    template<typename Tool> Tool *tool() const
    {
        for (MapTool *t : m_window->context()->tableTools()) {
            if (auto *found = qobject_cast<Tool *>(t))
                return found;
        }
        return nullptr;
    }
    QPoint at(QPointF inches) const { return view()->mapFromScene(inches * In); }
    void drag(QPointF from, QPointF to);
    void click(QPointF where)
    {
        QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(where));
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<MainWindow> m_window;
};

void TestTableAreas::initTestCase()
{
    testsupport::useTestSettings("tst_tableareas");
    m_registry = RulesetRegistry::withBundledData();
}

void TestTableAreas::cleanup()
{
    if (m_window && m_window->document())
        m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestTableAreas::openSample()
{
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openFile(Sample), qPrintable(m_window->problems().join(QLatin1Char('\n'))));
    view()->zoomToFit();
    m_window->findChild<TableState *>()->setGrid(TableState::Grid::Half);
}

void TestTableAreas::drag(QPointF from, QPointF to)
{
    QWidget *viewport = view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, {}, at(from));
    for (int i = 1; i <= 4; ++i) {
        const QPointF step = from + (to - from) * (i / 4.0);
        QMouseEvent move(QEvent::MouseMove, at(step), viewport->mapToGlobal(at(step)), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, at(to));
}

// --- Pure edits and presets ------------------------------------------------------------------

void TestTableAreas::objectiveEdits_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("expected");
    QTest::newRow("add: the id made unique, the next number")
        << "add"
        << "a '1' (100.0, 100.0); a-2 '2' (200.0, 50.0)";
    QTest::newRow("move") << "move"
                          << "a '1' (300.0, 40.0)";
    QTest::newRow("relabel, trimmed") << "relabel"
                                      << "a 'Hill' (100.0, 100.0)";
    QTest::newRow("remove") << "remove"
                            << "";
    QTest::newRow("an unknown id changes nothing") << "move-unknown"
                                                   << "a '1' (100.0, 100.0)";
    QTest::newRow("set replaces them all") << "set"
                                           << "b '' (1.0, 2.0); b-2 '' (3.0, 4.0)";
    QTest::newRow("a preset keeps the id and label of the marker within reach")
        << "keep"
        << "b '' (1.0, 2.0); a '1' (90.0, 95.0)";
}

void TestTableAreas::objectiveEdits()
{
    QFETCH(QString, edit);
    QFETCH(QString, expected);
    const TableLayout t = smallTable();
    TableLayout after;
    if (edit == QLatin1String("add")) {
        TableObjective o;
        o.id = QStringLiteral("a");
        o.label = nextObjectiveLabel(t);
        o.at = TablePoint(200, 50);
        after = addObjective(t, o);
    } else if (edit == QLatin1String("move")) {
        after = moveObjective(t, QStringLiteral("a"), TablePoint(300, 40));
    } else if (edit == QLatin1String("relabel")) {
        after = setObjectiveLabel(t, QStringLiteral("a"), QStringLiteral(" Hill "));
    } else if (edit == QLatin1String("remove")) {
        after = removeObjective(t, QStringLiteral("a"));
    } else if (edit == QLatin1String("move-unknown")) {
        after = moveObjective(t, QStringLiteral("zz"), TablePoint(1, 1));
    } else if (edit == QLatin1String("keep")) {
        TableObjective b;
        b.id = QStringLiteral("b");
        b.at = TablePoint(1, 2); // 140 mm from a: out of reach
        TableObjective c = b;
        c.at = TablePoint(90, 95); // 11 mm from a
        after = setObjectives(t, keepObjectiveIds(t.objectives, {b, c}, 50));
    } else {
        TableObjective b;
        b.id = QStringLiteral("b");
        b.at = TablePoint(1, 2);
        TableObjective c = b;
        c.at = TablePoint(3, 4);
        after = setObjectives(t, {b, c});
    }
    QCOMPARE(describe(after.objectives), expected);
    QCOMPARE(after.deployment, t.deployment);
}

void TestTableAreas::deploymentEdits_data()
{
    QTest::addColumn<QString>("edit");
    QTest::addColumn<QString>("expected");
    QTest::newRow("add a band along the north edge")
        << "add"
        << "blue-edge blue: 0.0,0.0 100.0x600.0; blue-edge-2 red: 0.0,0.0 914.4x101.6";
    QTest::newRow("move") << "move"
                          << "blue-edge blue: 10.0,-20.0 100.0x600.0";
    QTest::newRow("reshape") << "reshape"
                             << "blue-edge blue: 0.0,0.0 20.0x20.0";
    QTest::newRow("reshape to nothing changes nothing") << "reshape-empty"
                                                        << "blue-edge blue: 0.0,0.0 100.0x600.0";
    QTest::newRow("another side") << "side"
                                  << "blue-edge red: 0.0,0.0 100.0x600.0";
    QTest::newRow("remove") << "remove"
                            << "";
    QTest::newRow("a band along the east edge of a 120 x 90 cm table, 10 cm deep")
        << "east-band"
        << "x red: 1100.0,0.0 100.0x900.0";
}

void TestTableAreas::deploymentEdits()
{
    QFETCH(QString, edit);
    QFETCH(QString, expected);
    const TableLayout t = smallTable();
    const QString id = QStringLiteral("blue-edge");
    TableLayout after;
    if (edit == QLatin1String("add")) {
        TableDeployment d;
        d.id = id;
        d.side = QStringLiteral("red");
        d.shapes.append(edgeBand(t.size, TableEdge::North, 4 * In));
        after = addDeployment(t, d);
    } else if (edit == QLatin1String("move")) {
        after = moveDeployment(t, id, QPointF(10, -20));
    } else if (edit == QLatin1String("reshape")) {
        after = reshapeDeployment(t, id, {TableShape::rectangle(QPointF(10, 10), 20, 20)});
    } else if (edit == QLatin1String("reshape-empty")) {
        after = reshapeDeployment(t, id, {});
    } else if (edit == QLatin1String("side")) {
        after = setDeploymentSide(t, id, QStringLiteral("red"));
    } else if (edit == QLatin1String("remove")) {
        after = removeDeployment(t, id);
    } else {
        TableDeployment d;
        d.id = QStringLiteral("x");
        d.side = QStringLiteral("red");
        d.shapes.append(edgeBand(QSizeF(1200, 900), TableEdge::East, 100));
        after = setDeployment(t, {d});
    }
    QCOMPARE(describe(after.deployment), expected);
    QCOMPARE(after.objectives, t.objectives);
}

void TestTableAreas::hwStandardObjectives_data()
{
    QTest::addColumn<QSizeF>("size");
    QTest::addColumn<QString>("expected");
    // §2: one at the centre, two 4 in from each long edge on the line through it.
    QTest::newRow("36 x 24 in: (18,4), (18,12), (18,20) in")
        << QSizeF(36 * In, 24 * In)
        << QStringLiteral("objective-1 '1' (457.2, 101.6); objective-2 '2' (457.2, 304.8); "
                          "objective-3 '3' (457.2, 508.0)");
    QTest::newRow("120 x 90 cm")
        << QSizeF(1200, 900)
        << QStringLiteral("objective-1 '1' (600.0, 101.6); objective-2 '2' (600.0, 450.0); "
                          "objective-3 '3' (600.0, 798.4)");
    QTest::newRow("24 x 36 in, turned: across the long edges, left to right")
        << QSizeF(24 * In, 36 * In)
        << QStringLiteral("objective-1 '1' (101.6, 457.2); objective-2 '2' (304.8, 457.2); "
                          "objective-3 '3' (508.0, 457.2)");
}

void TestTableAreas::hwStandardObjectives()
{
    QFETCH(QSizeF, size);
    QFETCH(QString, expected);
    Diagnostics diagnostics;
    const Ruleset *ruleset = m_registry->ruleset(QStringLiteral("hammer-wars"), diagnostics);
    QVERIFY(ruleset && ruleset->familyRules);
    QCOMPARE(describe(ruleset->familyRules->standardObjectives(size)), expected);
}

void TestTableAreas::hwStandardDeployment_data()
{
    QTest::addColumn<QString>("edges");
    QTest::addColumn<QSizeF>("size");
    QTest::addColumn<QString>("expected");
    // §3: within 4 in of the own edge; the first to set up takes the west (north) edge.
    QTest::newRow("player_edges short, 36 x 24 in")
        << "short" << QSizeF(36 * In, 24 * In)
        << "red-edge red: 0.0,0.0 101.6x609.6; blue-edge blue: 812.8,0.0 101.6x609.6";
    QTest::newRow("player_edges long, 36 x 24 in")
        << "long" << QSizeF(36 * In, 24 * In)
        << "red-edge red: 0.0,0.0 914.4x101.6; blue-edge blue: 0.0,508.0 914.4x101.6";
    QTest::newRow("player_edges long, 120 x 90 cm")
        << "long" << QSizeF(1200, 900)
        << "red-edge red: 0.0,0.0 1200.0x101.6; blue-edge blue: 0.0,798.4 1200.0x101.6";
    QTest::newRow("the default (short), 120 x 90 cm")
        << "" << QSizeF(1200, 900)
        << "red-edge red: 0.0,0.0 101.6x900.0; blue-edge blue: 1098.4,0.0 101.6x900.0";
}

void TestTableAreas::hwStandardDeployment()
{
    QFETCH(QString, edges);
    QFETCH(QSizeF, size);
    QFETCH(QString, expected);
    Diagnostics diagnostics;
    const Ruleset *ruleset = m_registry->ruleset(QStringLiteral("hammer-wars"), diagnostics);
    QVERIFY(ruleset);
    Scenario scenario;
    TableLayout layout;
    layout.size = size;
    scenario.table = layout;
    // Red sets up first though listed second.
    Side blue;
    blue.id = QStringLiteral("blue");
    blue.setupOrder = 2;
    Side red;
    red.id = QStringLiteral("red");
    red.setupOrder = 1;
    scenario.sides = {blue, red};
    if (!edges.isEmpty())
        scenario.ruleOptions.insert(QStringLiteral("player_edges"), edges);
    QCOMPARE(describe(standardDeployment(scenario, *ruleset)), expected);
}

void TestTableAreas::hwChecksAcceptThePreset()
{
    NewScenarioOptions options;
    options.standardAreas = true;
    Diagnostics diagnostics;
    auto document = ScenarioDocument::createNew(QStringLiteral("hammer-wars"), *m_registry,
                                                diagnostics, options);
    QVERIFY(document);
    auto placementProblems = [&](const Scenario &scenario) {
        QStringList found;
        for (const Diagnostic &d :
             checkScenario(scenario, document->ruleset(), HexMap(), QStringLiteral("new")))
            if (d.code == QLatin1String("objective-placement")
                || d.code == QLatin1String("table-size"))
                found.append(d.message);
        return found;
    };
    QCOMPARE(placementProblems(document->scenario()), QStringList());
    // The check can fail: a marker moved off the line is reported.
    Scenario moved = document->scenario();
    moved.table
        = moveObjective(*moved.table, QStringLiteral("objective-1"), TablePoint(10 * In, 4 * In));
    QVERIFY(!placementProblems(moved).isEmpty());
}

// --- The tools -------------------------------------------------------------------------------

void TestTableAreas::objectiveToolPlacesMovesAndDeletes()
{
    openSample();
    auto *objectives = tool<ObjectiveTool>();
    QVERIFY(objectives);
    objectives->action()->trigger();
    QCOMPARE(m_window->context()->activeTool(), objectives);
    const int before = int(table().objectives.size());
    const int steps = undo()->count();

    // A click on the empty table places a marker, snapped to the half-inch grid.
    click(QPointF(30.1, 6.1));
    QCOMPARE(table().objectives.size(), before + 1);
    const TableObjective placed = table().objectives.last();
    QCOMPARE(placed.label, QStringLiteral("4"));
    QCOMPARE(placed.at, TablePoint(30 * In, 6 * In));
    QCOMPARE(objectives->selected(), placed.id);
    QCOMPARE(undo()->count(), steps + 1);

    // A drag moves it as one step.
    drag(QPointF(30, 6), QPointF(32, 9));
    QCOMPARE(table().findObjective(placed.id)->at, TablePoint(32 * In, 9 * In));
    QCOMPARE(undo()->count(), steps + 2);
    undo()->undo();
    QCOMPARE(table().findObjective(placed.id)->at, TablePoint(30 * In, 6 * In));
    undo()->redo();

    // Relabelled through the dialog's stand-in, then deleted with the Delete key.
    objectives->setAskLabel(
        [](const QString &) { return std::optional<QString>(QStringLiteral("X")); });
    QTest::mouseDClick(view()->viewport(), Qt::LeftButton, {}, at(QPointF(32, 9)));
    QCOMPARE(table().findObjective(placed.id)->label, QStringLiteral("X"));
    QTest::keyClick(view()->viewport(), Qt::Key_Delete);
    QVERIFY(!table().findObjective(placed.id));
    QCOMPARE(table().objectives.size(), before);
    undo()->undo();
    QVERIFY(table().findObjective(placed.id));
}

void TestTableAreas::standardObjectivesReplaceInOneStep()
{
    openSample();
    auto *objectives = tool<ObjectiveTool>();
    QVERIFY(objectives);
    const QList<TableObjective> original = table().objectives;
    int asked = 0;
    objectives->setConfirm([&asked](const QString &, const QString &) {
        ++asked;
        return false;
    });
    // Asked first, and a no leaves the markers.
    QVERIFY(!objectives->placeStandardObjectives());
    QCOMPARE(asked, 1);
    QCOMPARE(table().objectives, original);
    objectives->setConfirm([](const QString &, const QString &) { return true; });
    // One marker moved 2.2 in off its place, one more added.
    TableState *state = m_window->findChild<TableState *>();
    TableObjective extra;
    extra.id = QStringLiteral("extra");
    extra.at = TablePoint(30 * In, 6 * In);
    state->apply(
        addObjective(moveObjective(table(), QStringLiteral("north"), TablePoint(20 * In, 5 * In)),
                     extra),
        QStringLiteral("edit"), {});
    const QList<TableObjective> edited = table().objectives;
    const int steps = undo()->count();
    auto *action = m_window->findChild<QAction *>(QStringLiteral("tableStandardObjectivesAction"));
    QVERIFY(action && action->isEnabled());
    action->trigger();
    QCOMPARE(undo()->count(), steps + 1);
    // Where the rules put them; the markers near them keep their names and labels (a side's
    // goal names "centre"), the extra one is gone.
    QCOMPARE(describe(table().objectives),
             QStringLiteral("north '1' (457.2, 101.6); centre '2' (457.2, 304.8); "
                            "south '3' (457.2, 508.0)"));
    QCOMPARE(describe(table().objectives), describe(original));
    undo()->undo();
    QCOMPARE(table().objectives, edited);
}

void TestTableAreas::deploymentToolMakesMovesAndDeletesAreas()
{
    openSample();
    auto *deployment = tool<DeploymentTool>();
    QVERIFY(deployment);
    deployment->action()->trigger();
    QCOMPARE(m_window->context()->activeTool(), deployment);
    deployment->setConfirm([](const QString &, const QString &) { return true; });
    // Start from an empty table's areas.
    TableState *state = m_window->findChild<TableState *>();
    state->apply(setDeployment(table(), {}), QStringLiteral("clear"), {});
    const int steps = undo()->count();

    // A band: a click near the north edge, for red, 4 in deep (the rules' distance).
    deployment->setSide(QStringLiteral("red"));
    QCOMPARE(deployment->depth(), 4 * In);
    click(QPointF(18, 1));
    QCOMPARE(describe(table().deployment),
             QStringLiteral("red-deployment red: 0.0,0.0 914.4x101.6"));
    QCOMPARE(undo()->count(), steps + 1);

    // A rectangle dragged, for blue.
    deployment->setSelected(QString());
    deployment->setSide(QStringLiteral("blue"));
    deployment->setMode(DeploymentTool::Mode::Rectangle);
    drag(QPointF(10, 10), QPointF(14, 14));
    QCOMPARE(table().deployment.size(), 2);
    QCOMPARE(table().deployment.last().side, QStringLiteral("blue"));
    QCOMPARE(table().deployment.last().shapes.first().boundingRect(),
             QRectF(10 * In, 10 * In, 4 * In, 4 * In));
    QCOMPARE(undo()->count(), steps + 2);

    // A polygon clicked and closed with Return.
    deployment->setMode(DeploymentTool::Mode::Polygon);
    click(QPointF(30, 16));
    click(QPointF(34, 16));
    click(QPointF(34, 20));
    QTest::keyClick(view()->viewport(), Qt::Key_Return);
    QCOMPARE(table().deployment.size(), 3);
    QCOMPARE(table().deployment.last().shapes.first().kind, TableShape::Kind::Polygon);
    QCOMPARE(undo()->count(), steps + 3);

    // The rectangle dragged by 2 in as one step, then given to red, then deleted.
    drag(QPointF(12, 12), QPointF(14, 12));
    const QString rectangle = table().deployment.at(1).id;
    QCOMPARE(deployment->selected(), rectangle);
    QCOMPARE(table().deployment.at(1).shapes.first().boundingRect(),
             QRectF(12 * In, 10 * In, 4 * In, 4 * In));
    QCOMPARE(undo()->count(), steps + 4);
    deployment->setSide(QStringLiteral("red"));
    QCOMPARE(table().findDeployment(rectangle)->side, QStringLiteral("red"));
    QCOMPARE(undo()->count(), steps + 5);
    QTest::keyClick(view()->viewport(), Qt::Key_Delete);
    QVERIFY(!table().findDeployment(rectangle));
    QCOMPARE(undo()->count(), steps + 6);
    for (int i = 0; i < 6; ++i)
        undo()->undo();
    QVERIFY(table().deployment.isEmpty());
}

void TestTableAreas::standardDeploymentFollowsPlayerEdges()
{
    openSample();
    auto *deployment = tool<DeploymentTool>();
    QVERIFY(deployment);
    deployment->setConfirm([](const QString &, const QString &) { return true; });
    const QList<TableDeployment> original = table().deployment;
    const int steps = undo()->count();
    auto *action = m_window->findChild<QAction *>(QStringLiteral("tableStandardDeploymentAction"));
    QVERIFY(action && action->isEnabled());
    action->trigger();
    QCOMPARE(undo()->count(), steps + 1);
    // The sample's own areas are the standard ones (short edges, blue sets up first).
    QCOMPARE(describe(table().deployment), describe(original));
    QCOMPARE(describe(table().deployment),
             QStringLiteral("blue-edge blue: 0.0,0.0 101.6x609.6; red-edge red: 812.8,0.0 "
                            "101.6x609.6"));
}

// --- File > New ------------------------------------------------------------------------------

void TestTableAreas::newDialogMakesTables_data()
{
    QTest::addColumn<int>("unit");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("depth");
    QTest::addColumn<QSizeF>("sizeMm");
    QTest::addColumn<QString>("objectives");
    QTest::newRow("the rules' 36 x 24 in")
        << -1 << 0.0 << 0.0 << QSizeF(36 * In, 24 * In)
        << QStringLiteral("objective-1 '1' (457.2, 101.6); objective-2 '2' (457.2, 304.8); "
                          "objective-3 '3' (457.2, 508.0)");
    QTest::newRow("100 x 60 cm")
        << int(LengthUnit::Centimetre) << 100.0 << 60.0 << QSizeF(1000, 600)
        << QStringLiteral("objective-1 '1' (500.0, 101.6); objective-2 '2' (500.0, 300.0); "
                          "objective-3 '3' (500.0, 498.4)");
}

void TestTableAreas::newDialogMakesTables()
{
    QFETCH(int, unit);
    QFETCH(double, width);
    QFETCH(double, depth);
    QFETCH(QSizeF, sizeMm);
    QFETCH(QString, objectives);
    m_window = std::make_unique<MainWindow>();
    NewScenarioDialog dialog(m_window->registry());
    dialog.setRulesetId(QStringLiteral("hammer-wars"));
    QCOMPARE(dialog.rulesetId(), QStringLiteral("hammer-wars"));
    QVERIFY(dialog.isTable());
    auto *w = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("newScenarioTableWidth"));
    auto *d = dialog.findChild<QDoubleSpinBox *>(QStringLiteral("newScenarioTableDepth"));
    QVERIFY(w && d && w->isEnabled());
    // The family's table by default.
    QCOMPARE(w->value(), 36.0);
    QCOMPARE(d->value(), 24.0);
    if (unit >= 0) {
        auto *units = dialog.findChild<QComboBox *>(QStringLiteral("newScenarioTableUnit"));
        units->setCurrentIndex(units->findData(unit));
        QCOMPARE(w->value(), 91.4); // the same 36 in, in centimetres
        w->setValue(width);
        d->setValue(depth);
    }
    const NewScenarioOptions options = dialog.options();
    QVERIFY(options.standardAreas);
    QVERIFY(m_window->newScenario(dialog.rulesetId(), options));
    QCOMPARE(table().size, sizeMm);
    QCOMPARE(table().unit, unit >= 0 ? LengthUnit(unit) : LengthUnit::Inch);
    QCOMPARE(describe(table().objectives), objectives);
    // Two sides, each with its band along a short edge: ready to work on, nothing to undo.
    QCOMPARE(document()->scenario().sides.size(), 2);
    QCOMPARE(table().deployment.size(), 2);
    QCOMPARE(table().deployment.first().side, document()->scenario().sides.first().id);
    QVERIFY(!document()->isModified());
    // A hex ruleset has no table to size.
    dialog.setRulesetId(QStringLiteral("hammers-slammers"));
    QVERIFY(!dialog.isTable());
    QVERIFY(!w->isEnabled());
    QVERIFY(!dialog.options().tableSize);
}

void TestTableAreas::tablePositionsShowInTheTablesUnit()
{
    QSettings().remove(QStringLiteral("preferences/tableUnit"));
    QVERIFY(!Preferences::tableUnitChosen());
    QCOMPARE(Preferences::formatTableLength(600.0, LengthUnit::Centimetre),
             QStringLiteral("60.0 cm"));
    QCOMPARE(Preferences::formatTableLength(36 * In, LengthUnit::Inch), QStringLiteral("36.0 in"));
    // Applying other preferences leaves the unit to each table.
    Preferences::Choices choices = Preferences::current();
    choices.autosaveIntervalSeconds = 120;
    Preferences::apply(choices);
    QVERIFY(!Preferences::tableUnitChosen());
    // A unit chosen is kept for every table.
    Preferences::setTableUnit(LengthUnit::Centimetre);
    QVERIFY(Preferences::tableUnitChosen());
    QCOMPARE(Preferences::formatTableLength(36 * In, LengthUnit::Inch), QStringLiteral("91.4 cm"));
    QSettings().remove(QStringLiteral("preferences/tableUnit"));

    // The status bar's place label of a new centimetre table.
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1000, 700);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    NewScenarioOptions options;
    options.tableUnit = LengthUnit::Centimetre;
    options.tableSize = QSizeF(1000, 600);
    QVERIFY(m_window->newScenario(QStringLiteral("hammer-wars"), options));
    view()->zoomToFit();
    // In the table's centimetres (to the pixel), though the preference's default is inches.
    const QString label = view()->placeLabelAt(view()->mapFromScene(QPointF(500.01, 300.01)));
    QVERIFY2(label.count(QStringLiteral(" cm")) == 2, qPrintable(label));
    QVERIFY2(label.startsWith(QStringLiteral("50.")) || label.startsWith(QStringLiteral("49.")),
             qPrintable(label));
}

QTEST_MAIN(TestTableAreas)
#include "tst_tableareas.moc"
