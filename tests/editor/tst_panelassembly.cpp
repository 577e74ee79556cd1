// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Building a battlefield from panels in the real main window, the way a designer does it:
// drag panels from the Panels dock, move, turn, duplicate and remove them with the Panels
// tool, or type the book's layout. Every edit is one undo step that restores the file's bytes.

#include "commands/changelayout.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "mainwindow.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "mapview.h"
#include "panels/layoutdialog.h"
#include "panels/panelgrid.h"
#include "panels/panellayouteditor.h"
#include "panels/panellibrarydock.h"
#include "panels/paneltool.h"
#include "testsupport.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTest>
#include <QUndoStack>

#include <functional>

using namespace hexwright;
using namespace hexwright::testsupport;

using LayoutEdit = std::function<void(PanelLayoutEditor *)>;
Q_DECLARE_METATYPE(LayoutEdit)

namespace {

/// A main window with a blank Hammer's Slammers scenario, shown and active.
struct Editor
{
    MainWindow window;
    PanelLayoutEditor *panels = nullptr;

    bool start()
    {
        window.resize(1280, 860);
        window.show();
        if (!QTest::qWaitForWindowActive(&window))
            return false;
        if (!window.newScenario(QStringLiteral("hammers-slammers")))
            return false;
        panels = window.findChild<PanelLayoutEditor *>(QStringLiteral("panelLayoutEditor"));
        return panels != nullptr;
    }
    ScenarioDocument *document() const { return window.document(); }
    MapView *view() const { return window.mapView(); }
    QUndoStack *undo() const { return window.document()->undoStack(); }
    QString layout() const { return describe(window.document()->scenario().layout); }
    /// Lays out @p placements as one undo step, then forgets the step.
    void setLayout(const QList<PanelPlacement> &placements)
    {
        panels->applyLayout(placements, QStringLiteral("setup"));
        view()->zoomToFit();
    }
    /// Where the centre of placement @p index is on the viewport.
    QPoint centreOf(int index) const
    {
        const PanelPlacement &p = document()->scenario().layout.at(index);
        const Panel *panel = document()->panels().findPanel(p.panel);
        return view()->mapFromScene(panels->grid()->rect(*panel, {p.column, p.row}).center());
    }
    /// The scene point where a panel must be dropped for its corner to be at (col, row),
    /// fractions of a column or row included.
    QPointF dropPointFor(const QString &panelId, double col, double row) const
    {
        const PanelGrid grid = *panels->grid();
        const Panel *panel = document()->panels().findPanel(panelId);
        const QRectF origin = grid.rect(*panel, {0, 0});
        const QPointF step = grid.offset({1, 1});
        return origin.center() + QPointF(col * step.x(), row * step.y());
    }
    QString status() const { return window.statusBar()->currentMessage(); }
};

} // namespace

class TestPanelAssembly : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void panelsToolComesFirstWithShortcutP();
    void dockShowsMainPanelsThenEdgePieces();
    void firstPanelStartsTheMapAt0101();
    void dropsSnapToEvenColumnsAndToNeighbours_data();
    void dropsSnapToEvenColumnsAndToNeighbours();
    void panelWestOfTheMapMovesTheLayoutEast();
    void namedHexesMoveWhenTheMapGrowsWest();
    void overlappingIsAllowedButWarned();
    void droppingFromTheDockPlacesOneUndoStep();
    void doubleClickInTheDockAddsEastOfTheOthers();
    void draggingWithThePanelToolMovesInOneUndoStep();
    void escapeCancelsAMove();
    void rTurnsCtrlDDuplicatesDeleteRemoves();
    void mapMenuActionsFollowTheSelection();
    void outerHalfHexesStayUnplayableAfterAMove();
    void layoutDialogAppliesTheBooksNotation();
    void layoutDialogOffersTheCurrentLayout();
    void everyLayoutEditRoundTripsThroughUndo_data();
    void everyLayoutEditRoundTripsThroughUndo();
};

void TestPanelAssembly::initTestCase()
{
    testsupport::useTestSettings("tst_panelassembly");
}

void TestPanelAssembly::init()
{
    QSettings().clear();
}

void TestPanelAssembly::panelsToolComesFirstWithShortcutP()
{
    Editor e;
    QVERIFY(e.start());
    EditorContext *context = e.window.context();
    QCOMPARE(context->tools().first(), e.panels->tool());
    QCOMPARE(context->activeTool(), e.panels->tool());
    QCOMPARE(e.panels->tool()->action()->text(), QStringLiteral("Panels"));
    QCOMPARE(e.panels->tool()->action()->shortcut(), QKeySequence(Qt::Key_P));
    QVERIFY(!e.panels->tool()->action()->icon().isNull());
    QVERIFY(
        context->menu(QStringLiteral("toolsMenu"))->actions().contains(e.panels->tool()->action()));
    QVERIFY(context->menu(QStringLiteral("mapMenu"))->actions().contains(e.panels->layOutAction()));
}

void TestPanelAssembly::dockShowsMainPanelsThenEdgePieces()
{
    Editor e;
    QVERIFY(e.start());
    auto *dock = e.window.findChild<PanelLibraryDock *>(QStringLiteral("panelLibraryDock"));
    QVERIFY(dock);
    QVERIFY(dock->isVisible());
    QCOMPARE(dock->windowTitle(), QStringLiteral("Panels"));
    PanelList *list = dock->list();
    QCOMPARE(list->viewMode(), QListView::IconMode);
    QStringList names;
    for (int i = 0; i < list->count(); ++i) {
        names.append(list->item(i)->text());
        QVERIFY(!list->item(i)->icon().isNull());
    }
    QCOMPARE(names,
             QStringList({QStringLiteral("Panel 1"), QStringLiteral("Panel 2"),
                          QStringLiteral("Panel 3"), QStringLiteral("Panel 4"),
                          QStringLiteral("Panel 5"), QStringLiteral("Panel 6"),
                          QStringLiteral("Edge piece A"), QStringLiteral("Edge piece B"),
                          QStringLiteral("Edge piece C"), QStringLiteral("Edge piece D"),
                          QStringLiteral("Edge piece E"), QStringLiteral("Edge piece F")}));
    // The tooltip says what is on the panel.
    const QString tip = list->item(3)->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("Large city")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("16 x 12 hexes")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("Not on the map yet")), qPrintable(tip));
    // The thumbnail is the panel as the map draws it: not blank.
    const QImage thumbnail = list->item(3)->icon().pixmap(QSize(112, 96)).toImage();
    QVERIFY(thumbnail.pixelColor(56, 48).alpha() > 0);

    e.panels->placePanelAt(QStringLiteral("4"), {0, 0});
    QVERIFY2(list->item(3)->toolTip().contains(QStringLiteral("On the map once.")),
             qPrintable(list->item(3)->toolTip()));
    QVERIFY(list->item(3)->font().bold());
}

void TestPanelAssembly::firstPanelStartsTheMapAt0101()
{
    Editor e;
    QVERIFY(e.start());
    QVERIFY(e.document()->scenario().layout.isEmpty());
    // The blank map says how to begin.
    QVERIFY(e.view()
                ->viewport()
                ->findChild<QWidget *>(QStringLiteral("panelDropOverlay"))
                ->isVisible());
    QCOMPARE(e.panels->placePanel(QStringLiteral("3"), QPointF(1234.5, -321.0)), 0);
    QCOMPARE(e.layout(), QStringLiteral("3@0,0"));
    QCOMPARE(e.undo()->count(), 1);
    QCOMPARE(e.undo()->text(0), QStringLiteral("Place Panel '3'"));
    QVERIFY2(e.status().startsWith(QStringLiteral("Placed panel 3 at 0101.")),
             qPrintable(e.status()));
    QVERIFY(!e.view()
                 ->viewport()
                 ->findChild<QWidget *>(QStringLiteral("panelDropOverlay"))
                 ->isVisible());
    // Placed and selected, ready to be moved or turned.
    QCOMPARE(e.panels->tool()->selected(), 0);
}

void TestPanelAssembly::dropsSnapToEvenColumnsAndToNeighbours_data()
{
    QTest::addColumn<double>("col"); // where the dropped panel's corner is, in columns
    QTest::addColumn<double>("row");
    QTest::addColumn<bool>("magnetic");
    QTest::addColumn<QString>("layout");

    // Panel 3 is at 0101 (columns 0-16, rows 0-12); panel 4 is dropped.
    QTest::newRow("far away: nearest even column")
        << 41.2 << 30.3 << true << QStringLiteral("3@0,0 4@42,30");
    QTest::newRow("far away: rounds down to an even column")
        << 44.9 << 29.6 << true << QStringLiteral("3@0,0 4@44,30");
    QTest::newRow("odd column halfway: next even")
        << 45.0 << 30.0 << true << QStringLiteral("3@0,0 4@46,30");
    QTest::newRow("near the east side: beside it")
        << 17.5 << 1.7 << true << QStringLiteral("3@0,0 4@16,0");
    QTest::newRow("near the south side: below it")
        << 1.2 << 13.9 << true << QStringLiteral("3@0,0 4@0,12");
    QTest::newRow("just inside half a panel east")
        << 23.9 << 5.9 << true << QStringLiteral("3@0,0 4@16,0");
    QTest::newRow("Shift: no magnet") << 17.5 << 1.7 << false << QStringLiteral("3@0,0 4@18,2");
    QTest::newRow("north of the map: the layout moves south")
        << 0.4 << -10.0 << true << QStringLiteral("3@0,12 4@0,0");
}

void TestPanelAssembly::dropsSnapToEvenColumnsAndToNeighbours()
{
    QFETCH(double, col);
    QFETCH(double, row);
    QFETCH(bool, magnetic);
    QFETCH(QString, layout);
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0)});
    const QPointF drop = e.dropPointFor(QStringLiteral("4"), col, row);
    QVERIFY(e.panels->placePanel(QStringLiteral("4"), drop, magnetic) >= 0);
    QCOMPARE(e.layout(), layout);
}

void TestPanelAssembly::panelWestOfTheMapMovesTheLayoutEast()
{
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0), at(QStringLiteral("E"), 0, 12)});
    const int before = e.undo()->count();
    QCOMPARE(
        e.panels->placePanel(QStringLiteral("6"), e.dropPointFor(QStringLiteral("6"), -14.5, 1)),
        2);
    QCOMPARE(e.layout(), QStringLiteral("3@16,0 E@16,12 6@0,0"));
    QCOMPARE(e.undo()->count(), before + 1);
}

void TestPanelAssembly::namedHexesMoveWhenTheMapGrowsWest()
{
    Editor e;
    QVERIFY(e.start());
    QVERIFY(e.window.openDemo()); // its zones name hexes
    e.panels = e.window.findChild<PanelLayoutEditor *>(QStringLiteral("panelLayoutEditor"));
    const QByteArray before = e.document()->serialize();
    const Zone hilltop = *e.document()->scenario().findZone(QStringLiteral("hilltop-3"));
    QCOMPARE(hilltop.hexes, QList<OffsetCoord>({OffsetCoord {10, 3}}));
    const quint8 terrain = e.document()->map().terrainAt(hilltop.hexes.first());

    // Panel 1 west of Board 3 and one row north of it: the map moves 16 columns east and one
    // row south, and so does every hex the scenario names.
    QVERIFY(e.panels->placePanelAt(QStringLiteral("1"), {-16, -1}) >= 0);
    QCOMPARE(e.undo()->count(), 1);
    QVERIFY2(e.status().contains(QStringLiteral("moved with it")), qPrintable(e.status()));
    const Zone moved = *e.document()->scenario().findZone(QStringLiteral("hilltop-3"));
    QCOMPARE(moved.hexes, QList<OffsetCoord>({OffsetCoord {26, 4}}));
    QCOMPARE(e.document()->map().terrainAt(moved.hexes.first()), terrain);
    QCOMPARE(e.document()->scenario().layout.first().column, 16);
    QCOMPARE(e.document()->scenario().layout.first().row, 1);

    e.undo()->undo();
    QCOMPARE(e.document()->serialize(), before);
    e.undo()->redo();
    QCOMPARE(e.document()->scenario().findZone(QStringLiteral("hilltop-3"))->hexes, moved.hexes);
}

void TestPanelAssembly::overlappingIsAllowedButWarned()
{
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0)});
    QCOMPARE(e.panels->placePanelAt(QStringLiteral("4"), {4, 2}), 1);
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 4@4,2"));
    QVERIFY2(e.status().contains(QStringLiteral("Warning: it overlaps panel 3")),
             qPrintable(e.status()));
    QVERIFY(!e.document()->map().overlaps().isEmpty());
}

void TestPanelAssembly::droppingFromTheDockPlacesOneUndoStep()
{
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0)});
    const int before = e.undo()->count();
    QWidget *viewport = e.view()->viewport();
    QVERIFY(viewport->acceptDrops());
    auto *overlay = viewport->findChild<QWidget *>(QStringLiteral("panelDropOverlay"));
    QMimeData mime;
    mime.setData(panelMimeType(), QByteArrayLiteral("6"));
    // Held a little off the spot below panel 3: the ghost shows it pulled into place.
    const QPoint pos = e.view()->mapFromScene(e.dropPointFor(QStringLiteral("6"), 1.3, 13.2));

    QDragEnterEvent enter(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &move);
    QVERIFY(move.isAccepted());
    QVERIFY(overlay->isVisible());
    QVERIFY2(e.status().contains(QStringLiteral("Drop to place panel 6 at 0113")),
             qPrintable(e.status()));
    QCOMPARE(e.undo()->count(), before);

    QDropEvent drop(pos, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(viewport, &drop);
    QVERIFY(drop.isAccepted());
    QVERIFY(!overlay->isVisible());
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 6@0,12"));
    QCOMPARE(e.undo()->count(), before + 1);
    QCOMPARE(e.undo()->text(before), QStringLiteral("Place Panel '6'"));

    // Other drags (a scenario file) are left to the window.
    QMimeData file;
    file.setUrls({QUrl::fromLocalFile(QStringLiteral("/tmp/x.scenario.yaml"))});
    QDragEnterEvent other(pos, Qt::CopyAction, &file, Qt::LeftButton, Qt::NoModifier);
    other.ignore();
    QCoreApplication::sendEvent(viewport, &other);
    QVERIFY(!overlay->isVisible());
    QVERIFY(other.isAccepted()); // by the main window, which opens scenario files
}

void TestPanelAssembly::doubleClickInTheDockAddsEastOfTheOthers()
{
    Editor e;
    QVERIFY(e.start());
    PanelList *list = e.panels->dock()->list();
    auto doubleClick = [list](int row) {
        // As the window system sends it: a click, then the double click.
        const QRect rect = list->visualItemRect(list->item(row));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, rect.center());
    };
    doubleClick(2); // panel 3 on an empty map
    QCOMPARE(e.layout(), QStringLiteral("3@0,0"));
    e.panels->placePanelAt(QStringLiteral("E"), {0, 12});
    doubleClick(5); // panel 6: east of panel 3, the panel furthest east
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 E@0,12 6@16,0"));
    doubleClick(5); // and the same panel again
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 E@0,12 6@16,0 6@32,0"));
    QCOMPARE(e.undo()->count(), 4);
}

void TestPanelAssembly::draggingWithThePanelToolMovesInOneUndoStep()
{
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0), at(QStringLiteral("6"), 16, 0),
                 at(QStringLiteral("E"), 0, 12)});
    e.window.context()->activateTool(e.panels->tool());
    const int before = e.undo()->count();
    const QByteArray bytesBefore = e.document()->serialize();
    QWidget *viewport = e.view()->viewport();

    // Grab edge piece E and carry it under panel 6, a little off: it snaps below 6.
    const QPoint from = e.centreOf(2);
    const QPoint to = e.centreOf(1) + QPoint(0, (e.centreOf(2) - e.centreOf(0)).y() + 9);
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QCOMPARE(e.panels->tool()->selected(), 2);
    for (int step = 1; step <= 8; ++step)
        QTest::mouseMove(viewport, from + (to - from) * step / 8);
    QVERIFY(e.panels->tool()->isDragging());
    QCOMPARE(e.undo()->count(), before); // nothing changes until the button is let go
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, to);

    QCOMPARE(e.layout(), QStringLiteral("3@0,0 6@16,0 E@16,12"));
    QCOMPARE(e.undo()->count(), before + 1);
    QCOMPARE(e.undo()->text(before), QStringLiteral("Move Panel 'E'"));
    QCOMPARE(e.panels->tool()->selected(), 2);
    const QByteArray bytesAfter = e.document()->serialize();
    e.undo()->undo();
    QCOMPARE(e.document()->serialize(), bytesBefore);
    e.undo()->redo();
    QCOMPARE(e.document()->serialize(), bytesAfter);

    // A click without a drag selects and changes nothing.
    QTest::mouseClick(viewport, Qt::LeftButton, {}, e.centreOf(0));
    QCOMPARE(e.panels->tool()->selected(), 0);
    QCOMPARE(e.undo()->count(), before + 1);
    // A click off the panels clears the selection.
    QTest::mouseClick(viewport, Qt::LeftButton, {}, QPoint(2, 2));
    QCOMPARE(e.panels->tool()->selected(), -1);
}

void TestPanelAssembly::escapeCancelsAMove()
{
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0), at(QStringLiteral("6"), 16, 0)});
    const int before = e.undo()->count();
    QWidget *viewport = e.view()->viewport();
    const QPoint from = e.centreOf(1);
    QTest::mousePress(viewport, Qt::LeftButton, {}, from);
    QTest::mouseMove(viewport, from + QPoint(-40, 60));
    QTest::mouseMove(viewport, from + QPoint(-80, 120));
    QVERIFY(e.panels->tool()->isDragging());
    QTest::keyClick(e.view(), Qt::Key_Escape);
    QVERIFY(!e.panels->tool()->isDragging());
    QTest::mouseRelease(viewport, Qt::LeftButton, {}, from + QPoint(-80, 120));
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 6@16,0"));
    QCOMPARE(e.undo()->count(), before);
    // The panel stays selected; a second Escape lets it go.
    QCOMPARE(e.panels->tool()->selected(), 1);
    QTest::keyClick(e.view(), Qt::Key_Escape);
    QCOMPARE(e.panels->tool()->selected(), -1);
}

void TestPanelAssembly::rTurnsCtrlDDuplicatesDeleteRemoves()
{
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0), at(QStringLiteral("6"), 0, 12)});
    e.view()->setFocus();
    QTest::mouseClick(e.view()->viewport(), Qt::LeftButton, {}, e.centreOf(1));
    QCOMPARE(e.panels->tool()->selected(), 1);
    const int start = e.undo()->count();

    QTest::keyClick(e.view(), Qt::Key_R);
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 6@0,12r"));
    QCOMPARE(e.undo()->text(start), QStringLiteral("Turn Panel '6'"));
    QTest::keyClick(e.view(), Qt::Key_R);
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 6@0,12"));
    QTest::keyClick(e.view(), Qt::Key_R);

    // The copy goes beside the original, turned the same way, and is selected.
    QTest::keyClick(e.view(), Qt::Key_D, Qt::ControlModifier);
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 6@0,12r 6@16,12r"));
    QCOMPARE(e.undo()->text(start + 3), QStringLiteral("Duplicate Panel '6'"));
    QCOMPARE(e.panels->tool()->selected(), 2);

    QTest::keyClick(e.view(), Qt::Key_Delete);
    QCOMPARE(e.layout(), QStringLiteral("3@0,0 6@0,12r"));
    QCOMPARE(e.undo()->text(start + 4), QStringLiteral("Remove Panel '6'"));
    QCOMPARE(e.panels->tool()->selected(), -1);
    // Nothing selected: Delete does nothing.
    QTest::keyClick(e.view(), Qt::Key_Delete);
    QCOMPARE(e.undo()->count(), start + 5);

    QTest::mouseClick(e.view()->viewport(), Qt::LeftButton, {}, e.centreOf(0));
    QTest::keyClick(e.view(), Qt::Key_Backspace);
    QCOMPARE(e.layout(), QStringLiteral("6@0,12r"));
    QCOMPARE(e.undo()->count(), start + 6);
}

void TestPanelAssembly::mapMenuActionsFollowTheSelection()
{
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0)});
    QAction *turn = e.panels->turnAction();
    QMenu *map = e.window.context()->menu(QStringLiteral("mapMenu"));
    for (QAction *action : {turn, e.panels->duplicateAction(), e.panels->removeAction()})
        QVERIFY(map->actions().contains(action));
    QVERIFY(!turn->isEnabled());
    e.panels->tool()->select(0);
    QVERIFY(turn->isEnabled());
    QVERIFY(e.panels->removeAction()->isEnabled());
    turn->trigger();
    QCOMPARE(e.layout(), QStringLiteral("3@0,0r"));
    e.panels->duplicateAction()->trigger();
    QCOMPARE(e.layout(), QStringLiteral("3@0,0r 3@16,0r"));
    // Another tool: the panel actions rest.
    e.window.context()->activateTool(nullptr);
    QVERIFY(!turn->isEnabled());
    e.window.context()->activateTool(e.panels->tool());
    QVERIFY(turn->isEnabled());
    e.panels->removeAction()->trigger();
    QCOMPARE(e.layout(), QStringLiteral("3@0,0r"));
    QVERIFY(!turn->isEnabled());
    // Undoing a removal of the last panel leaves no stale selection.
    e.panels->tool()->select(0);
    e.panels->removeAction()->trigger();
    QCOMPARE(e.layout(), QString());
    e.undo()->undo();
    QCOMPARE(e.panels->tool()->selected(), -1);
}

void TestPanelAssembly::outerHalfHexesStayUnplayableAfterAMove()
{
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0), at(QStringLiteral("6"), 16, 0)});
    const HexMap *map = &e.document()->map();
    QVERIFY(map->isPlayable({16, 5})); // the seam: two halves make a whole hex
    QVERIFY(!map->isPlayable({0, 5})); // the west edge
    QVERIFY(!map->isPlayable({32, 5})); // the east edge
    QVERIFY(!map->isPlayable({5, 12})); // the south edge of an odd column

    QVERIFY(e.panels->movePanel(1, {0, 12}));
    map = &e.document()->map();
    QVERIFY(!map->isPlayable({16, 5})); // now panel 3's outer east edge
    QVERIFY(map->isPlayable({5, 12})); // now the seam between 3 and 6
    QVERIFY(!map->isPlayable({5, 0})); // still the north edge
    QVERIFY(!map->isPlayable({16, 17}));
    e.undo()->undo();
    QVERIFY(e.document()->map().isPlayable({16, 5}));
}

void TestPanelAssembly::layoutDialogAppliesTheBooksNotation()
{
    Editor e;
    QVERIFY(e.start());
    const QByteArray before = e.document()->serialize();
    QCOMPARE(e.panels->layOutAction()->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_L));
    e.panels->layOutAction()->trigger();
    LayoutDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = e.window.findChild<LayoutDialog *>(QStringLiteral("layoutDialog"))));
    QVERIFY(dialog->isVisible());
    auto *text = dialog->findChild<QPlainTextEdit *>(QStringLiteral("layoutText"));
    auto *error = dialog->findChild<QLabel *>(QStringLiteral("layoutError"));
    auto *preview = dialog->findChild<QLabel *>(QStringLiteral("layoutPreview"));
    QPushButton *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
    QCOMPARE(text->toPlainText(), QString()); // an empty map has no layout to offer
    QVERIFY(!ok->isEnabled());

    // A mistake: the error line says where, and OK waits.
    text->setPlainText(QStringLiteral("A B / 4 3 / F G"));
    QVERIFY(!ok->isEnabled());
    QVERIFY(error->isVisible());
    QVERIFY2(error->text().startsWith(QStringLiteral("Row 3: unknown panel 'G'")),
             qPrintable(error->text()));

    text->clear();
    QTest::keyClicks(text, QStringLiteral("A B / 4 3 / F E"));
    QVERIFY(ok->isEnabled());
    QVERIFY(!error->isVisible());
    QVERIFY(!preview->pixmap().isNull());
    auto *summary = dialog->findChild<QLabel *>(QStringLiteral("layoutSummary"));
    QVERIFY2(summary->text().startsWith(QStringLiteral("6 panels, 33 x 21 hexes, ")),
             qPrintable(summary->text()));

    // Return is a new row in the box; Ctrl+Return is OK.
    dialog->activateWindow(); // the offscreen platform has no window manager to do it
    QTRY_VERIFY(dialog->isActiveWindow());
    text->setFocus();
    QTest::keyClick(text, Qt::Key_Return, Qt::ControlModifier);
    QTRY_VERIFY(!e.window.findChild<LayoutDialog *>(QStringLiteral("layoutDialog")));
    QCOMPARE(e.layout(), QStringLiteral("A@0,0 B@16,0 4@0,4 3@16,4 F@0,16 E@16,16"));
    QCOMPARE(e.undo()->count(), 1);
    QCOMPARE(e.undo()->text(0), QStringLiteral("Lay out panels"));
    const QByteArray after = e.document()->serialize();
    e.undo()->undo();
    QCOMPARE(e.document()->serialize(), before);
    e.undo()->redo();
    QCOMPARE(e.document()->serialize(), after);
}

void TestPanelAssembly::layoutDialogOffersTheCurrentLayout()
{
    Editor e;
    QVERIFY(e.start());
    QVERIFY(e.window.openDemo());
    e.panels->showLayoutDialog();
    LayoutDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = e.window.findChild<LayoutDialog *>(QStringLiteral("layoutDialog"))));
    QCOMPARE(dialog->text(), QStringLiteral("3\n6\nE D"));
    QVERIFY(dialog->layout());
    // The same layout again is no edit at all.
    dialog->accept();
    QCOMPARE(e.undo()->count(), 0);
}

void TestPanelAssembly::everyLayoutEditRoundTripsThroughUndo_data()
{
    QTest::addColumn<LayoutEdit>("edit");
    QTest::addColumn<QString>("undoText");
    QTest::addColumn<QString>("layout");
    // From "3@0,0 6@0,12 E@0,24 D@16,24", the demo's Badger Hunt layout.
    QTest::newRow("place") << LayoutEdit([](PanelLayoutEditor *p) {
        p->placePanelAt(QStringLiteral("4"), {16, 0});
    }) << QStringLiteral("Place Panel '4'")
                           << QStringLiteral("3@0,0 6@0,12 E@0,24 D@16,24 4@16,0");
    QTest::newRow("place east") << LayoutEdit([](PanelLayoutEditor *p) {
        p->addPanelEast(QStringLiteral("1"));
    }) << QStringLiteral("Place Panel '1'")
                                << QStringLiteral("3@0,0 6@0,12 E@0,24 D@16,24 1@32,24");
    QTest::newRow("place north: the layout moves") << LayoutEdit([](PanelLayoutEditor *p) {
        p->placePanelAt(QStringLiteral("A"), {0, -4});
    }) << QStringLiteral("Place Panel 'A'")
                                                   << QStringLiteral("3@0,4 6@0,16 E@0,28 "
                                                                     "D@16,28 A@0,0");
    QTest::newRow("move") << LayoutEdit([](PanelLayoutEditor *p) {
        p->movePanel(1, {16, 0});
    }) << QStringLiteral("Move Panel '6'")
                          << QStringLiteral("3@0,0 6@16,0 E@0,24 D@16,24");
    QTest::newRow("turn") << LayoutEdit([](PanelLayoutEditor *p) { p->turnPanel(0); })
                          << QStringLiteral("Turn Panel '3'")
                          << QStringLiteral("3@0,0r 6@0,12 E@0,24 D@16,24");
    QTest::newRow("remove") << LayoutEdit([](PanelLayoutEditor *p) { p->removePanel(2); })
                            << QStringLiteral("Remove Panel 'E'")
                            << QStringLiteral("3@0,0 6@0,12 D@16,24");
    QTest::newRow("duplicate") << LayoutEdit([](PanelLayoutEditor *p) { p->duplicatePanel(0); })
                               << QStringLiteral("Duplicate Panel '3'")
                               << QStringLiteral("3@0,0 6@0,12 E@0,24 D@16,24 3@16,0");
    QTest::newRow("lay out") << LayoutEdit([](PanelLayoutEditor *p) {
        p->applyLayout({at(QStringLiteral("2"), 0, 0), at(QStringLiteral("4"), 16, 0)},
                       PanelLayoutEditor::tr("Lay out panels"));
    }) << QStringLiteral("Lay out panels")
                             << QStringLiteral("2@0,0 4@16,0");
}

void TestPanelAssembly::everyLayoutEditRoundTripsThroughUndo()
{
    QFETCH(LayoutEdit, edit);
    QFETCH(QString, undoText);
    QFETCH(QString, layout);
    Editor e;
    QVERIFY(e.start());
    e.setLayout({at(QStringLiteral("3"), 0, 0), at(QStringLiteral("6"), 0, 12),
                 at(QStringLiteral("E"), 0, 24), at(QStringLiteral("D"), 16, 24)});
    const int count = e.undo()->count();
    const QByteArray before = e.document()->serialize();

    edit(e.panels);
    QCOMPARE(e.layout(), layout);
    QCOMPARE(e.undo()->count(), count + 1);
    QCOMPARE(e.undo()->text(count), undoText);
    const QByteArray after = e.document()->serialize();
    QVERIFY(after != before);

    e.undo()->undo();
    QCOMPARE(e.document()->serialize(), before);
    e.undo()->redo();
    QCOMPARE(e.document()->serialize(), after);
    e.undo()->undo();
    QCOMPARE(e.document()->serialize(), before);
}

QTEST_MAIN(TestPanelAssembly)
#include "tst_panelassembly.moc"
