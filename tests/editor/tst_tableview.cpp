// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A table scenario in the main window (issue 12): it opens without a crash, the map view's
// scene is the table (in millimetres) with its margin, the hex tools and docks are off with a
// tool tip saying why, zooming works at the table's true size, the status bar names the point
// under the cursor in the table's unit, and a hex scenario opened next gets its tools back.

#include "mainwindow.h"
#include "mapview.h"
#include "minimapwidget.h"

#include "board/board.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "maptool.h"
#include "render/boardrenderer.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using namespace hexwright;

namespace {

const QString TableScenario = QStringLiteral(TEST_DATA_DIR "/table/skirmish.scenario.yaml");

/// A window with the fixture folder's table ruleset findable, the table scenario open.
bool openTable(MainWindow &window)
{
    window.registry().addSearchPath(QStringLiteral(TEST_DATA_DIR "/table"));
    return window.openFile(TableScenario);
}

} // namespace

class TestTableView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void opensAndShowsTheTable();
    void hexToolsAreOffOnATable();
    void zoomInAndOut();
    void statusBarNamesThePoint();
    void hexScenarioGetsItsToolsBack();
    void hexClipboardIsOffOnATable();
};

void TestTableView::initTestCase()
{
    testsupport::useTestSettings("tst_tableview");
}

void TestTableView::opensAndShowsTheTable()
{
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(openTable(window), qPrintable(window.problems().join(QLatin1Char('\n'))));
    QVERIFY(window.document());
    QCOMPARE(window.document()->board().kind(), BoardKind::Table);
    MapView *view = window.mapView();
    QVERIFY(view->hasMap());
    QVERIFY(!view->renderer()); // no hex renderer for the hex tools
    QVERIFY(view->boardRenderer());
    QCOMPARE(view->boardRenderer()->kind(), BoardKind::Table);
    // The scene: the 36 x 24 in table (and what hangs off it), an inch of margin round it.
    const QRectF bounds = view->boardRenderer()->boundingRect();
    QVERIFY(bounds.contains(QRectF(0, 0, 36 * 25.4, 24 * 25.4)));
    QCOMPARE(view->sceneRect(), bounds.adjusted(-25.4, -25.4, 25.4, 25.4));
    // Fitted: the whole table in the window.
    const QRectF visible = view->visibleSceneRect();
    QVERIFY2(visible.contains(QRectF(0, 0, 36 * 25.4, 24 * 25.4)),
             qPrintable(QStringLiteral("%1 %2 %3 %4")
                            .arg(visible.x())
                            .arg(visible.y())
                            .arg(visible.width())
                            .arg(visible.height())));
    // The picture is drawn: the table's middle is not the window's background.
    const QImage shot = view->viewport()->grab().toImage();
    const QPoint middle = view->mapFromScene(QPointF(3 * 25.4, 8 * 25.4));
    QVERIFY(QColor(shot.pixel(middle)) != view->backgroundBrush().color());
    // The minimap draws it too.
    auto *minimap = window.findChild<MinimapWidget *>();
    QVERIFY(minimap);
    QVERIFY(!minimap->visibleFrame().isEmpty());
}

void TestTableView::hexToolsAreOffOnATable()
{
    MainWindow window;
    window.show();
    QVERIFY(openTable(window));
    EditorContext *context = window.context();
    QVERIFY(context->onTable());
    QVERIFY(!context->tools().isEmpty());
    for (MapTool *tool : context->tools()) {
        QVERIFY2(!tool->action()->isEnabled(), qPrintable(tool->action()->text()));
        QVERIFY(tool->action()->toolTip().contains(QLatin1String("table")));
    }
    QVERIFY(!context->activeTool());
    QVERIFY(!window.mapView()->tool());
    // A tool cannot be brought back by its feature either.
    context->activateTool(context->tools().first());
    QVERIFY(!context->activeTool());
    // Their docks are off, their actions too.
    for (const char *name : {"terrainPaletteDock", "panelLibraryDock", "zonesDock"}) {
        auto *dock = window.findChild<QDockWidget *>(QLatin1String(name));
        QVERIFY2(dock, name);
        QVERIFY2(!dock->widget()->isEnabled(), name);
        QVERIFY2(dock->toolTip().contains(QLatin1String("table")), name);
    }
    for (const char *name : {"layOutPanelsAction", "addZoneAction", "zoneFromPresetAction"}) {
        auto *action = window.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(action, name);
        QVERIFY2(!action->isEnabled(), name);
    }
    // Clicking and dragging on the table with no tool does nothing harmful.
    QWidget *viewport = window.mapView()->viewport();
    QTest::mouseClick(viewport, Qt::LeftButton, {}, viewport->rect().center());
    QTest::mouseClick(viewport, Qt::RightButton, {}, viewport->rect().center());
    QCOMPARE(window.document()->undoStack()->count(), 0);
}

void TestTableView::zoomInAndOut()
{
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openTable(window));
    MapView *view = window.mapView();
    const double trueSize = view->boardRenderer()->trueSizeScale();
    // 100 %: an inch of table is 96 pixels.
    view->zoomToActualSize();
    QCOMPARE(view->zoom(), 1.0);
    QVERIFY(qFuzzyCompare(view->transform().m11(), trueSize));
    QCOMPARE(view->mapFromScene(QPointF(25.4, 0)).x() - view->mapFromScene(QPointF()).x(), 96);
    QSignalSpy zoomed(view, &MapView::zoomChanged);
    view->zoomIn();
    QVERIFY(qFuzzyCompare(view->zoom(), 1.25));
    view->zoomOut();
    view->zoomOut();
    QVERIFY(qFuzzyCompare(view->zoom(), 0.8));
    QCOMPARE(zoomed.count(), 3);
    // Never more than 8 times true size, nor less than half the fitted table.
    for (int i = 0; i < 30; ++i)
        view->zoomIn();
    QVERIFY(qFuzzyCompare(view->zoom(), 8.0));
    for (int i = 0; i < 40; ++i)
        view->zoomOut();
    QVERIFY(view->zoom() >= std::min(view->fitZoom() / 2, 0.25) - 1e-9);
    view->zoomToFit();
    QVERIFY(qFuzzyCompare(view->zoom(), view->fitZoom()));
    // The zoom label says so in per cent of true size.
    auto *label = window.findChild<QLabel *>(QStringLiteral("zoomStatus"));
    QVERIFY(label);
    QVERIFY2(label->text().contains(QString::number(qRound(view->zoom() * 100))),
             qPrintable(label->text()));
}

void TestTableView::statusBarNamesThePoint()
{
    MainWindow window;
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(openTable(window));
    MapView *view = window.mapView();
    view->zoomToActualSize();
    view->centerOn(QPointF(18 * 25.4, 3 * 25.4));
    const QPoint pos = view->mapFromScene(QPointF(18 * 25.4, 3 * 25.4));
    QCOMPARE(view->placeLabelAt(pos), QStringLiteral("18.0 in, 3.0 in"));
    QSignalSpy hovered(view, &MapView::hexHovered);
    QTest::mouseMove(view->viewport(), pos);
    QTRY_VERIFY(!hovered.isEmpty());
    // Where the test's mouse lands may differ by a pixel or ten from pos (the offscreen
    // window's placing): a point near 18 in, 3 in, in the table's unit.
    const QString said = hovered.last().at(0).toString();
    static const QRegularExpression near(QStringLiteral("^1[78]\\.\\d in, [23]\\.\\d in$"));
    QVERIFY2(near.match(said).hasMatch(), qPrintable(said));
    auto *label = window.findChild<QLabel *>(QStringLiteral("hexStatus"));
    QVERIFY(label);
    QVERIFY2(label->text().contains(said), qPrintable(label->text()));
    // Off the table: nothing.
    QCOMPARE(view->placeLabelAt(view->mapFromScene(QPointF(-20, -20))), QString());
}

void TestTableView::hexScenarioGetsItsToolsBack()
{
    MainWindow window;
    window.show();
    QVERIFY(openTable(window));
    QVERIFY(!window.context()->activeTool());
    QVERIFY(window.openDemo());
    EditorContext *context = window.context();
    QVERIFY(!context->onTable());
    QVERIFY(window.mapView()->renderer());
    QVERIFY(context->activeTool());
    // Every hex tool is back, but for one the ruleset gives nothing to draw (Hammer's Slammers
    // has no hexside types), which says why.
    for (MapTool *tool : context->tools())
        QVERIFY2(tool->action()->isEnabled()
                     || tool->action()->toolTip().contains(QLatin1String("ruleset defines no")),
                 qPrintable(tool->action()->text()));
    auto *palette = window.findChild<QDockWidget *>(QStringLiteral("terrainPaletteDock"));
    QVERIFY(palette->widget()->isEnabled());
    QVERIFY(!palette->toolTip().contains(QLatin1String("table")));
}

void TestTableView::hexClipboardIsOffOnATable()
{
    // Hexes copied from a hex map cannot be pasted onto a table, nor can a table's nothing
    // be cut, copied or selected as hexes; a hex map opened next has them back.
    MainWindow window;
    window.show();
    QVERIFY(window.openDemo());
    auto *all = window.findChild<QAction *>(QStringLiteral("terrainSelectAllAction"));
    auto *copy = window.findChild<QAction *>(QStringLiteral("terrainCopyAction"));
    auto *paste = window.findChild<QAction *>(QStringLiteral("terrainPasteAction"));
    QVERIFY(all && copy && paste);
    window.findChild<QAction *>(QStringLiteral("terrainRectSelectAction"))->trigger();
    QVERIFY(all->isEnabled());
    all->trigger();
    QVERIFY(copy->isEnabled());
    copy->trigger();
    QVERIFY(paste->isEnabled());
    QVERIFY(openTable(window));
    for (const char *name :
         {"terrainCutAction", "terrainCopyAction", "terrainPasteAction", "terrainDeleteAction",
          "terrainSelectAllAction", "terrainSelectNoneAction"}) {
        auto *action = window.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(action, name);
        QVERIFY2(!action->isEnabled(), name);
        QVERIFY2(action->toolTip().contains(QLatin1String("table")), name);
    }
    QVERIFY(window.openDemo());
    QVERIFY(paste->isEnabled());
    QVERIFY(!paste->toolTip().contains(QLatin1String("table")));
}

QTEST_MAIN(TestTableView)
#include "tst_tableview.moc"
