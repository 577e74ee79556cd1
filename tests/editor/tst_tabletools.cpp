// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The table's piece tools in the main window (issue 15), driven with the mouse and keys on the
// map view: drawing rectangles, ellipses and polygons; selecting, moving, turning, scaling and
// editing corners; the actions on the selection; the Piece Properties and Piece Library docks;
// the symmetric mode; every edit one undo step. A hex scenario keeps its tools and shows the
// table's switched off. The pure edits underneath are in tests/model/tst_tableedits.

#include "mainwindow.h"
#include "mapview.h"

#include "document/scenariodocument.h"
#include "edit/tableedits.h"
#include "editorcontext.h"
#include "maptool.h"
#include "ruleset/rulesetregistry.h"
#include "table/piecelibrary.h"
#include "table/piecelibrarydock.h"
#include "table/piecepropertiesdock.h"
#include "table/piecetool.h"
#include "table/tablestate.h"
#include "testsupport.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

using namespace hexwright;

namespace {

constexpr double In = MillimetresPerInch;
const QString TableScenario = QStringLiteral(TEST_DATA_DIR "/table/skirmish.scenario.yaml");

} // namespace

class TestTableTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void hexScenarioShowsNoTableTools();
    void drawsEachShape_data();
    void drawsEachShape();
    void polygonToolClosesWithReturnAndDropsWithEscape();
    void dragMovesAsOneUndoStep();
    void rubberBandAndCtrlClickSelect();
    void keysAndActionsEditTheSelection();
    void handlesTurnAndScale();
    void cornersAreDraggedAddedAndRemoved();
    void propertiesDockEditsThePiece();
    void libraryPiecesAreDroppedAndPlaced();
    void symmetricModeKeepsTwins();
    void libraryFileErrorsNameFileAndPiece_data();
    void libraryFileErrorsNameFileAndPiece();

private:
    MapView *view() const { return m_window->mapView(); }
    ScenarioDocument *document() const { return m_window->document(); }
    const TableLayout &table() const { return *document()->scenario().table; }
    QUndoStack *undo() const { return document()->undoStack(); }
    TableState *state() const { return m_window->findChild<TableState *>(); }
    MapTool *tool(int index) const { return m_window->context()->tableTools().at(index); }
    /// Where a point of the table (in inches) is on the view's viewport.
    QPoint at(QPointF inches) const { return view()->mapFromScene(inches * In); }
    void use(int toolIndex);
    void drag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers = {});
    void click(QPointF where, Qt::KeyboardModifiers modifiers = {});
    QAction *action(const char *name) const
    {
        return m_window->findChild<QAction *>(QLatin1String(name));
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestTableTools::initTestCase()
{
    testsupport::useTestSettings("tst_tabletools");
}

void TestTableTools::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->registry().addSearchPath(QStringLiteral(TEST_DATA_DIR "/table"));
    m_window->resize(1300, 900);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY2(m_window->openFile(TableScenario),
             qPrintable(m_window->problems().join(QLatin1Char('\n'))));
    view()->zoomToFit();
    QVERIFY(state());
    state()->setGrid(TableState::Grid::Half);
}

void TestTableTools::cleanup()
{
    if (m_window && m_window->document())
        m_window->document()->undoStack()->setClean();
    m_window.reset();
}

void TestTableTools::use(int toolIndex)
{
    tool(toolIndex)->action()->trigger();
    QCOMPARE(m_window->context()->activeTool(), tool(toolIndex));
}

void TestTableTools::drag(QPointF from, QPointF to, Qt::KeyboardModifiers modifiers)
{
    QWidget *viewport = view()->viewport();
    QTest::mousePress(viewport, Qt::LeftButton, modifiers, at(from));
    for (int i = 1; i <= 4; ++i) {
        const QPointF step = from + (to - from) * (i / 4.0);
        QMouseEvent move(QEvent::MouseMove, at(step), viewport->mapToGlobal(at(step)), Qt::NoButton,
                         Qt::LeftButton, modifiers);
        QApplication::sendEvent(viewport, &move);
    }
    QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, at(to));
}

void TestTableTools::click(QPointF where, Qt::KeyboardModifiers modifiers)
{
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, modifiers, at(where));
}

void TestTableTools::hexScenarioShowsNoTableTools()
{
    EditorContext *context = m_window->context();
    // The four piece tools first; the measuring, objective and deployment tools follow.
    QVERIFY(context->tableTools().size() >= 4);
    // On the table: the piece tools and docks are on, the hex tools off.
    for (MapTool *tableTool : context->tableTools())
        QVERIFY2(tableTool->action()->isEnabled(), qPrintable(tableTool->action()->text()));
    for (MapTool *hexTool : context->tools())
        QVERIFY(!hexTool->action()->isEnabled());
    auto *library = m_window->findChild<QDockWidget *>(QStringLiteral("pieceLibraryDock"));
    auto *properties = m_window->findChild<QDockWidget *>(QStringLiteral("piecePropertiesDock"));
    QVERIFY(library && properties);
    QVERIFY(library->widget()->isEnabled());
    // The grid choice follows the state and sets it, in the table's unit.
    auto *grid = m_window->findChild<QComboBox *>(QStringLiteral("tableGridChoice"));
    QVERIFY(grid);
    QCOMPARE(grid->currentText(), QStringLiteral("Grid 0.5 in"));
    grid->setCurrentIndex(2);
    QCOMPARE(state()->grid(), TableState::Grid::Whole);
    QCOMPARE(state()->gridStep(), In);
    use(0);
    // A hex scenario: its tools come back, the table's are off and say why.
    QVERIFY(m_window->openDemo());
    QVERIFY(!context->onTable());
    QVERIFY(context->activeTool() != tool(0));
    QVERIFY(!tool(0)->action()->isChecked());
    for (MapTool *tableTool : context->tableTools()) {
        QVERIFY(!tableTool->action()->isEnabled());
        QVERIFY(tableTool->action()->toolTip().contains(QLatin1String("table")));
    }
    for (MapTool *hexTool : context->tools())
        QVERIFY2(hexTool->action()->isEnabled()
                     || hexTool->action()->toolTip().contains(QLatin1String("ruleset defines no")),
                 qPrintable(hexTool->action()->text()));
    QVERIFY(!library->widget()->isEnabled());
    QVERIFY(!properties->widget()->isEnabled());
    auto *bar = m_window->findChild<QToolBar *>(QStringLiteral("tableToolBar"));
    QVERIFY(bar);
    for (QAction *barAction : bar->actions())
        QVERIFY2(barAction->isSeparator() || !barAction->isEnabled(),
                 qPrintable(barAction->text()));
    context->activateTool(tool(1));
    QVERIFY(context->activeTool() != tool(1));
    // And back to a table.
    QVERIFY(m_window->openFile(TableScenario));
    QVERIFY(tool(1)->action()->isEnabled());
    QVERIFY(library->widget()->isEnabled());
}

void TestTableTools::drawsEachShape_data()
{
    QTest::addColumn<int>("toolIndex");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("undoText");
    QTest::newRow("rectangle") << 1 << int(TableShape::Kind::Rectangle)
                               << QStringLiteral("Add Piece 'rectangle'");
    QTest::newRow("ellipse") << 2 << int(TableShape::Kind::Ellipse)
                             << QStringLiteral("Add Piece 'ellipse'");
}

void TestTableTools::drawsEachShape()
{
    QFETCH(int, toolIndex);
    QFETCH(int, kind);
    QFETCH(QString, undoText);
    use(toolIndex);
    const TableLayout before = table();
    // Corners off the half-inch grid by a little: they snap onto it.
    drag(QPointF(20.1, 2.4), QPointF(23.9, 5.6));
    QCOMPARE(undo()->count(), 1);
    QCOMPARE(undo()->undoText(), undoText);
    QCOMPARE(table().pieces.size(), before.pieces.size() + 1);
    const TablePiece &piece = table().pieces.last();
    QCOMPARE(int(piece.shape.kind), kind);
    QVERIFY(qAbs(piece.shape.size.width() - 4 * In) < 1e-6);
    QVERIFY(qAbs(piece.shape.size.height() - 3 * In) < 1e-6);
    QVERIFY(QLineF(piece.shape.at, QPointF(22, 4) * In).length() < 1e-6);
    QCOMPARE(state()->selection(), QStringList {piece.id});
    undo()->undo();
    QCOMPARE(table(), before);
    undo()->redo();
    QCOMPARE(table().pieces.size(), before.pieces.size() + 1);
    // A click is no piece.
    click(QPointF(20, 20));
    QCOMPARE(undo()->count(), 1);
}

void TestTableTools::polygonToolClosesWithReturnAndDropsWithEscape()
{
    use(3);
    const TableLayout before = table();
    view()->setFocus();
    for (QPointF corner : {QPointF(17, 17), QPointF(23, 17), QPointF(20, 22)})
        click(corner);
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(undo()->count(), 1);
    const TablePiece &piece = table().pieces.last();
    QCOMPARE(piece.shape.kind, TableShape::Kind::Polygon);
    const QPolygonF corners = pieceCorners(piece);
    QCOMPARE(corners.size(), 3);
    QVERIFY(QLineF(corners.at(1), QPointF(23, 17) * In).length() < 1e-6);
    // Two corners and Escape: nothing.
    click(QPointF(17, 17));
    click(QPointF(23, 17));
    QTest::keyClick(view(), Qt::Key_Escape);
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(undo()->count(), 1);
    // Two corners and Return: too few, nothing either.
    click(QPointF(17, 20));
    click(QPointF(23, 20));
    QTest::keyClick(view(), Qt::Key_Return);
    QCOMPARE(undo()->count(), 1);
    QCOMPARE(table().pieces.size(), before.pieces.size() + 1);
    // A third corner and a double click on it close the polygon.
    click(QPointF(20, 23));
    QTest::mouseDClick(view()->viewport(), Qt::LeftButton, {}, at(QPointF(20, 23)));
    QCOMPARE(undo()->count(), 2);
    QCOMPARE(pieceCorners(table().pieces.last()).size(), 3);
    QCOMPARE(undo()->undoText(), QStringLiteral("Add Piece 'polygon-2'"));
}

void TestTableTools::dragMovesAsOneUndoStep()
{
    use(0);
    const TableLayout before = table();
    const QPointF start = before.findPiece(QStringLiteral("field"))->shape.at;
    // Shift: no snapping, the piece goes where the mouse went.
    drag(QPointF(30, 4), QPointF(31, 5), Qt::ShiftModifier);
    QCOMPARE(state()->selection(), QStringList {QStringLiteral("field")});
    QCOMPARE(undo()->count(), 1);
    QCOMPARE(undo()->undoText(), QStringLiteral("Move Piece 'Ploughed field'"));
    const QPointF moved = table().findPiece(QStringLiteral("field"))->shape.at - start;
    QVERIFY2(QLineF(moved, QPointF(In, In)).length() < 0.1 * In,
             qPrintable(QStringLiteral("%1 %2").arg(moved.x()).arg(moved.y())));
    undo()->undo();
    QCOMPARE(table(), before);
    undo()->redo();
    QCOMPARE(table().findPiece(QStringLiteral("field"))->shape.at - start, moved);
    // With the half-inch grid the piece's box lands on it: its left edge at 27 in.
    drag(QPointF(31, 5), QPointF(32.1, 5.1));
    QCOMPARE(undo()->count(), 2);
    const QRectF box = table().findPiece(QStringLiteral("field"))->shape.boundingRect();
    QVERIFY2(qAbs(box.left() / In * 2 - std::round(box.left() / In * 2)) < 1e-6,
             qPrintable(QString::number(box.left() / In)));
}

void TestTableTools::rubberBandAndCtrlClickSelect()
{
    use(0);
    drag(QPointF(0.5, 0.5), QPointF(16, 8));
    QStringList selected = state()->selection();
    selected.sort();
    QCOMPARE(selected, QStringList({QStringLiteral("crater"), QStringLiteral("ruin")}));
    QCOMPARE(undo()->count(), 0);
    click(QPointF(30, 4), Qt::ControlModifier);
    QCOMPARE(state()->selection().size(), 3);
    click(QPointF(30, 4), Qt::ControlModifier);
    QCOMPARE(state()->selection().size(), 2);
    // A click on the bare table selects nothing.
    click(QPointF(22, 20));
    QVERIFY(state()->selection().isEmpty());
}

void TestTableTools::keysAndActionsEditTheSelection()
{
    use(0);
    click(QPointF(30, 4));
    const QString field = QStringLiteral("field");
    const TablePiece start = *table().findPiece(field);
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_Right);
    QTest::keyClick(view(), Qt::Key_Down);
    QCOMPARE(undo()->count(), 2);
    QVERIFY(
        QLineF(table().findPiece(field)->shape.at - start.shape.at, QPointF(12.7, 12.7)).length()
        < 1e-6);
    action("tableRotateAction")->trigger();
    QCOMPARE(table().findPiece(field)->shape.rotation, 15.0);
    QCOMPARE(undo()->undoText(), QStringLiteral("Turn Piece 'Ploughed field'"));
    action("tableMirrorHorizontallyAction")->trigger();
    QCOMPARE(table().findPiece(field)->shape.rotation, -15.0);
    action("tableMirrorVerticallyAction")->trigger();
    QCOMPARE(table().findPiece(field)->shape.rotation, 15.0);
    action("tableDuplicateAction")->trigger();
    QCOMPARE(state()->selection(), QStringList {QStringLiteral("field-2")});
    QVERIFY(QLineF(table().findPiece(QStringLiteral("field-2"))->shape.at
                       - table().findPiece(field)->shape.at,
                   QPointF(12.7, 12.7))
                .length()
            < 1e-6);
    const int pieces = int(table().pieces.size());
    action("tableDeleteAction")->trigger();
    QCOMPARE(int(table().pieces.size()), pieces - 1);
    QVERIFY(state()->selection().isEmpty());
    QVERIFY(!action("tableDeleteAction")->isEnabled());
    QCOMPARE(undo()->count(), 7);
    // Escape lets go of the selection.
    click(QPointF(30, 4));
    QTest::keyClick(view(), Qt::Key_Escape);
    QVERIFY(state()->selection().isEmpty());
    while (undo()->canUndo())
        undo()->undo();
    QCOMPARE(*table().findPiece(field), start);
}

void TestTableTools::handlesTurnAndScale()
{
    use(0);
    const QString field = QStringLiteral("field");
    click(QPointF(30, 4));
    auto *pieceTool = qobject_cast<PieceTool *>(tool(0));
    QVERIFY(pieceTool);
    // The turning handle dragged to the right of the middle: a quarter turn (snapped).
    const QPointF middle = QPointF(30, 4);
    const QPointF handle = *pieceTool->handlePos(4) / In;
    drag(handle, middle + QPointF(4.2, 0.1));
    QCOMPARE(undo()->count(), 1);
    QCOMPARE(table().findPiece(field)->shape.rotation, 90.0);
    QVERIFY(QLineF(table().findPiece(field)->shape.at, middle * In).length() < 1e-6);
    undo()->undo();
    // The bottom-right corner pulled an inch right and down, Shift held: the box grows by as
    // much and its top-left corner stays.
    const QPointF corner = *pieceTool->handlePos(2) / In;
    drag(corner, corner + QPointF(1, 1), Qt::ShiftModifier);
    const TableShape &shape = table().findPiece(field)->shape;
    QVERIFY2(qAbs(shape.size.width() - 9 * In) < 0.1 * In,
             qPrintable(QString::number(shape.size.width() / In)));
    QVERIFY(qAbs(shape.size.height() - 6 * In) < 0.1 * In);
    QVERIFY(QLineF(shape.boundingRect().topLeft(), QPointF(26, 1.5) * In).length() < 1e-6);
    QCOMPARE(undo()->undoText(), QStringLiteral("Scale Piece 'Ploughed field'"));
}

void TestTableTools::cornersAreDraggedAddedAndRemoved()
{
    use(0);
    const QString ruin = QStringLiteral("ruin");
    click(QPointF(5, 2.7));
    QCOMPARE(state()->selection(), QStringList {ruin});
    // Corner (2, 2) dragged to (3, 1) on the grid.
    drag(QPointF(2, 2), QPointF(3.1, 1.1));
    QPolygonF corners = pieceCorners(*table().findPiece(ruin));
    QVERIFY(QLineF(corners.at(0), QPointF(3, 1) * In).length() < 1e-6);
    QCOMPARE(undo()->undoText(), QStringLiteral("Move Corner of Piece 'ruin'"));
    // A double click on the right edge adds a corner there.
    QTest::mouseDClick(view()->viewport(), Qt::LeftButton, {}, at(QPointF(6, 3.5)));
    corners = pieceCorners(*table().findPiece(ruin));
    QCOMPARE(corners.size(), 4);
    QCOMPARE(state()->selectedVertex(), std::optional<int>(2));
    // Delete removes the picked corner, never the third-last.
    action("tableDeleteAction")->trigger();
    QCOMPARE(pieceCorners(*table().findPiece(ruin)).size(), 3);
    QCOMPARE(undo()->undoText(), QStringLiteral("Remove Corner of Piece 'ruin'"));
    const int steps = undo()->count();
    click(QPointF(6, 5));
    QVERIFY(state()->selectedVertex());
    action("tableDeleteAction")->trigger();
    QCOMPARE(pieceCorners(*table().findPiece(ruin)).size(), 3);
    QCOMPARE(undo()->count(), steps);
}

void TestTableTools::propertiesDockEditsThePiece()
{
    auto *dock = m_window->findChild<PiecePropertiesDock *>();
    QVERIFY(dock);
    dock->raise();
    state()->setSelection({QStringLiteral("field")});
    QCOMPARE(dock->nameEdit()->text(), QStringLiteral("Ploughed field"));
    QCOMPARE(dock->widthBox()->value(), 8.0);
    QCOMPARE(dock->xBox()->value(), 30.0);
    // Typing a name is one step.
    dock->nameEdit()->selectAll();
    QTest::keyClicks(dock->nameEdit(), QStringLiteral("Mud"));
    QCOMPARE(undo()->count(), 1);
    QCOMPARE(table().findPiece(QStringLiteral("field"))->name, QStringLiteral("Mud"));
    // The traits are the ruleset's terrain types, by name.
    QStringList names;
    QCheckBox *cover = nullptr;
    for (QCheckBox *box : dock->traitBoxes()) {
        names.append(box->text());
        if (box->property("traitId").toString() == QLatin1String("cover"))
            cover = box;
    }
    QVERIFY2(names.contains(QStringLiteral("Cover")), qPrintable(names.join(QLatin1Char(','))));
    QVERIFY(cover && !cover->isChecked());
    cover->click();
    QCOMPARE(undo()->count(), 2);
    QVERIFY(table().findPiece(QStringLiteral("field"))->hasTrait(QStringLiteral("cover")));
    dock->heightBox()->setValue(1.5);
    QCOMPARE(table().findPiece(QStringLiteral("field"))->height, std::optional<double>(1.5 * In));
    dock->xBox()->setValue(20);
    QVERIFY(
        QLineF(table().findPiece(QStringLiteral("field"))->shape.at, QPointF(20, 4) * In).length()
        < 1e-6);
    dock->widthBox()->setValue(10);
    QVERIFY(qAbs(table().findPiece(QStringLiteral("field"))->shape.size.width() - 10 * In) < 1e-6);
    dock->rotationBox()->setValue(45);
    QCOMPARE(table().findPiece(QStringLiteral("field"))->shape.rotation, 45.0);
    QCOMPARE(undo()->count(), 6);
    // Undo shows the old values.
    undo()->undo();
    QCOMPARE(dock->rotationBox()->value(), 0.0);
    // Nothing or several selected: the form is off.
    state()->setSelection({});
    QVERIFY(!dock->nameEdit()->isEnabled());
}

void TestTableTools::libraryPiecesAreDroppedAndPlaced()
{
    auto *dock = m_window->findChild<PieceLibraryDock *>();
    QVERIFY(dock);
    QCOMPARE(dock->list()->count(), 9);
    // Dropped from the library onto the table, at the drop point.
    auto *mime = new QMimeData;
    mime->setData(libraryPieceMimeType(), QByteArrayLiteral("woods"));
    QWidget *viewport = view()->viewport();
    const QPoint where = at(QPointF(21, 20));
    QDragEnterEvent enter(where, Qt::CopyAction, mime, Qt::LeftButton, {});
    QApplication::sendEvent(viewport, &enter);
    QVERIFY(enter.isAccepted());
    QDragMoveEvent move(where, Qt::CopyAction, mime, Qt::LeftButton, {});
    QApplication::sendEvent(viewport, &move);
    QVERIFY(move.isAccepted());
    QDropEvent drop(where, Qt::CopyAction, mime, Qt::LeftButton, {});
    QApplication::sendEvent(viewport, &drop);
    delete mime;
    QCOMPARE(undo()->count(), 1);
    const TablePiece &woods = table().pieces.last();
    QCOMPARE(woods.id, QStringLiteral("woods"));
    QCOMPARE(woods.name, QStringLiteral("Woods"));
    QCOMPARE(woods.shape.kind, TableShape::Kind::Ellipse);
    QVERIFY(QLineF(woods.shape.at, QPointF(21, 20) * In).length() < 1e-6); // on the grid
    QCOMPARE(woods.traits, QStringList({QStringLiteral("cover"), QStringLiteral("difficult")}));
    // The building wishes for "solid", which this ruleset lacks: left out.
    dock->list()->setCurrentRow(3);
    QTest::mouseClick(dock->findChild<QPushButton *>(QStringLiteral("pieceLibraryPlaceButton")),
                      Qt::LeftButton);
    QCOMPARE(undo()->count(), 2);
    const TablePiece &building = table().pieces.last();
    QCOMPARE(building.id, QStringLiteral("building"));
    QCOMPARE(building.traits, QStringList({QStringLiteral("cover"), QStringLiteral("blocks_los")}));
    QVERIFY(view()->visibleSceneRect().contains(building.shape.at));
    QCOMPARE(state()->selection(), QStringList {QStringLiteral("building")});
}

void TestTableTools::symmetricModeKeepsTwins()
{
    action("tableSymmetricAction")->trigger();
    QVERIFY(state()->symmetric());
    use(1);
    const int pieces = int(table().pieces.size());
    drag(QPointF(20, 2.5), QPointF(23, 5.5));
    QCOMPARE(undo()->count(), 1);
    QCOMPARE(int(table().pieces.size()), pieces + 2);
    const QString drawn = table().pieces.at(pieces).id;
    const QString twin = table().pieces.at(pieces + 1).id;
    // Through the centre: (21.5, 4) in and (14.5, 20) in.
    QVERIFY(QLineF(table().findPiece(twin)->shape.at, QPointF(14.5, 20) * In).length() < 1e-6);
    use(0);
    view()->setFocus();
    QTest::keyClick(view(), Qt::Key_Right);
    QVERIFY(QLineF(table().findPiece(twin)->shape.at, QPointF(14, 20) * In).length() < 1e-6);
    action("tableRotateAction")->trigger();
    QCOMPARE(table().findPiece(twin)->shape.rotation, 15.0);
    action("tableDeleteAction")->trigger();
    QCOMPARE(int(table().pieces.size()), pieces);
    QCOMPARE(undo()->count(), 4);
    undo()->undo();
    QVERIFY(table().findPiece(drawn) && table().findPiece(twin));
}

void TestTableTools::libraryFileErrorsNameFileAndPiece_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expected");
    const QByteArray head = QByteArrayLiteral(
        "{\"format\": \"hexwright-piece-library/1\", \"unit\": \"in\", \"pieces\": [");
    QTest::newRow("not JSON") << QByteArrayLiteral("{ pieces: ") << QStringLiteral("at offset");
    QTest::newRow("another format")
        << QByteArrayLiteral("{\"format\": \"x/1\"}") << QStringLiteral("not a hexwright");
    QTest::newRow("two corners") << head
            + QByteArrayLiteral("{\"id\": \"a\", \"name\": \"A\", \"shape\": "
                                "\"polygon\", \"points\": [[0, 0], [1, 1]]}]}")
                                 << QStringLiteral("piece 'a': a polygon needs three corners");
    QTest::newRow("no size") << head
            + QByteArrayLiteral("{\"id\": \"b\", \"name\": \"B\", \"shape\": "
                                "\"rectangle\"}]}")
                             << QStringLiteral("piece 'b': needs a shape");
}

void TestTableTools::libraryFileErrorsNameFileAndPiece()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pieces.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    QString error;
    QVERIFY(readPieceLibrary(path, &error).isEmpty());
    QVERIFY2(error.startsWith(path) && error.contains(expected), qPrintable(error));
    // The bundled one reads clean.
    error.clear();
    QCOMPARE(readPieceLibrary(defaultPieceLibraryPath(), &error).size(), 9);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

QTEST_MAIN(TestTableTools)
#include "tst_tabletools.moc"
