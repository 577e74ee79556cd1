// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The main window and its map view, driven the way a user drives them: open files, point at
// hexes, zoom with the keyboard and the wheel, pan.

#include "mainwindow.h"
#include "mapview.h"
#include "minimapwidget.h"

#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "testsupport.h"
#include "validation/problemmodel.h"
#include "validation/validationcontroller.h"
#include "validation/validationdock.h"
#include "widgettestsupport.h"

#include <QAction>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QLabel>
#include <QNativeGestureEvent>
#include <QPointingDevice>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

const QString DemoTitle = QStringLiteral("Badger Hunt (01-badger-hunt.scenario.yaml) - Hexwright");

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &contents)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(contents);
    return path;
}

} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void opensTheDemoWithItsTitle();
    void demoHasNoErrorsOrWarnings();
    void brokenFileListsProblemsAndKeepsTheMap();
    void brokenFileWithNoMapOpenShowsNoMap();
    void loadProblemsReadAsTheCliSaysThem_data();
    void loadProblemsReadAsTheCliSaysThem();
    void missingFileIsReportedAsUnreadable();
    void closeClearsMapAndTitle();
    void pickingFindsTheHexUnderTheCursor_data();
    void pickingFindsTheHexUnderTheCursor();
    void hoveringReportsHexAndTerrain();
    void countersAreDrawnAndNamedOnTheirHex();
    void pickingOffTheMapFindsNothing();
    void zoomShortcutsChangeTheTransform();
    void ctrlWheelZoomsAroundTheCursor();
    void middleButtonDragPans();
    void spaceDragPans();
    void pinchZoomsAroundTheFingers();
    void paintedHexIsRedrawnInTheView();
    void minimapClickCentresTheView();
    void minimapDragMovesTheView();
    void minimapFrameFollowsZoomAndScroll();
    void geometryAndDocksAreRemembered();
};

void TestMainWindow::initTestCase()
{
    // Keep the user's own settings out of reach.
    testsupport::useTestSettings("tst_mainwindow");
}

void TestMainWindow::init()
{
    QSettings().clear();
}

void TestMainWindow::opensTheDemoWithItsTitle()
{
    MainWindow window;
    QCOMPARE(shownTitle(window), QStringLiteral("Hexwright"));
    QVERIFY(window.openDemo());
    QCOMPARE(shownTitle(window), DemoTitle);
    QVERIFY(window.mapView()->hasMap());
    QCOMPARE(window.mapView()->renderer()->map().columns(), 33);
}

void TestMainWindow::demoHasNoErrorsOrWarnings()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    // Only notes: edge piece D's swamp and lake lie in Tan's last set-up zone, where its
    // vehicles may not stand (tst_scenarioio pins them).
    const QStringList problems = window.problems();
    QCOMPARE(problems.size(), 4);
    for (const QString &problem : problems)
        QVERIFY2(problem.contains(QLatin1String("info[setup-zone-terrain]")), qPrintable(problem));
}

void TestMainWindow::brokenFileListsProblemsAndKeepsTheMap()
{
    QTemporaryDir dir;
    const QString broken = writeFile(dir, QStringLiteral("broken.scenario.yaml"),
                                     "format: hexwright-scenario/1\nbogus: [");
    MainWindow window;
    window.show();
    QVERIFY(window.openDemo());
    const MapRenderer *before = window.mapView()->renderer();

    QVERIFY(!window.openFile(broken));
    QVERIFY(!window.problems().isEmpty());
    // The file's problems in a group of their own, before those of the scenario on screen:
    // "line:col severity[code] message", as a compiler would say it (a note asks whether a
    // file without its final newline was cut short).
    const ProblemModel *model = window.validation()->dock()->model();
    const QModelIndex file = model->groupIndex(QStringLiteral("file"));
    QVERIFY(file.isValid());
    QCOMPARE(file.row(), 0);
    QVERIFY(model->rowCount(file) > 0);
    static const QRegularExpression shape(
        QStringLiteral("^\\d+:\\d+ (error|info)\\[[a-z0-9-]+\\] \\S.*$"));
    for (int row = 0; row < model->rowCount(file); ++row) {
        const QString problem
            = model->index(row, 0, file).data(ProblemModel::ProblemTextRole).toString();
        QVERIFY2(shape.match(problem).hasMatch(), qPrintable(problem));
        QVERIFY(window.problems().contains(problem));
    }
    QVERIFY(window.problemsDock()->isVisible());
    // The demo stays on screen, untouched.
    QCOMPARE(window.mapView()->renderer(), before);
    QCOMPARE(shownTitle(window), DemoTitle);
    QVERIFY(window.currentFile().endsWith(QStringLiteral("01-badger-hunt.scenario.yaml")));
}

void TestMainWindow::brokenFileWithNoMapOpenShowsNoMap()
{
    QTemporaryDir dir;
    const QString broken = writeFile(dir, QStringLiteral("broken.scenario.yaml"),
                                     "format: hexwright-scenario/1\nmetadata: {title: 3\n");
    MainWindow window;
    window.show();
    QVERIFY(!window.openFile(broken));
    QVERIFY(!window.problems().isEmpty());
    QVERIFY(!window.mapView()->hasMap());
    QCOMPARE(shownTitle(window), QStringLiteral("Hexwright"));
    // Zooming an empty view is harmless.
    window.mapView()->zoomIn();
    window.mapView()->zoomToFit();
}

void TestMainWindow::loadProblemsReadAsTheCliSaysThem_data()
{
    // Issue 14, point 9: a file that fails to load shows the same line, column, code and
    // message in the Problems dock as `hexwright-cli validate` prints (each fixture's
    // expected.txt, which tst_cli checks against the CLI).
    QTest::addColumn<QString>("folder");
    const QString root = QStringLiteral(TEST_DATA_DIR);
    for (const QString &name : QDir(root + QStringLiteral("/scenario-errors"))
                                   .entryList(QDir::Dirs | QDir::NoDotAndDotDot))
        QTest::newRow(qPrintable(name)) << root + QStringLiteral("/scenario-errors/") + name;
    // The hostile files that `validate` reads (the others replay logs or draw).
    const QString hostile = root + QStringLiteral("/hostile/");
    for (const QString &name : QDir(hostile).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        if (readAll(hostile + name + QStringLiteral("/args")).trimmed()
            == "validate input.scenario.yaml")
            QTest::newRow(qPrintable(QStringLiteral("hostile/") + name)) << hostile + name;
    }
}

void TestMainWindow::loadProblemsReadAsTheCliSaysThem()
{
    QFETCH(QString, folder);
    const QString input = folder + QStringLiteral("/input.scenario.yaml");
    MainWindow window;
    if (window.openFile(input))
        QSKIP("this file loads; its problems are the rules engine's checks (tst_checks)");
    // The CLI's "input.scenario.yaml:L:C: severity[code]: message" is the dock's
    // "L:C severity[code] message". The CLI lists them in line order, the dock errors
    // first, so the two lists are compared sorted.
    static const QRegularExpression cliLine(
        QStringLiteral("^input\\.scenario\\.yaml:(\\d+:\\d+): ([a-z]+\\[[a-z0-9-]+\\]): (.*)$"));
    QStringList expected;
    const QStringList lines = QString::fromUtf8(readAll(folder + QStringLiteral("/expected.txt")))
                                  .split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = cliLine.match(line);
        if (m.hasMatch())
            expected.append(m.captured(1) + QLatin1Char(' ') + m.captured(2) + QLatin1Char(' ')
                            + m.captured(3));
    }
    QVERIFY2(!expected.isEmpty(), "expected.txt names no problem of the file");
    const ProblemModel *model = window.validation()->dock()->model();
    const QModelIndex file = model->groupIndex(QStringLiteral("file"));
    QVERIFY(file.isValid());
    QStringList shown;
    for (int row = 0; row < model->rowCount(file); ++row)
        shown.append(model->index(row, 0, file).data(ProblemModel::ProblemTextRole).toString());
    shown.sort();
    expected.sort();
    QCOMPARE(shown, expected);
}

void TestMainWindow::missingFileIsReportedAsUnreadable()
{
    QTemporaryDir dir;
    MainWindow window;
    QVERIFY(!window.openFile(dir.filePath(QStringLiteral("nowhere.scenario.yaml"))));
    QCOMPARE(window.problems().size(), 1);
    QVERIFY2(window.problems().first().contains(QStringLiteral("error[")),
             qPrintable(window.problems().first()));
}

void TestMainWindow::closeClearsMapAndTitle()
{
    MainWindow window;
    QVERIFY(window.openDemo());
    window.closeFile();
    QVERIFY(!window.mapView()->hasMap());
    QCOMPARE(shownTitle(window), QStringLiteral("Hexwright"));
    QVERIFY(window.currentFile().isEmpty());
}

void TestMainWindow::pickingFindsTheHexUnderTheCursor_data()
{
    QTest::addColumn<qreal>("zoom");
    QTest::addColumn<QString>("label");
    for (const qreal zoom : {0.25, 1.0, 2.5}) {
        for (const QString &label : {QStringLiteral("0101"), QStringLiteral("0412"),
                                     QStringLiteral("0201"), QStringLiteral("1727")}) {
            QTest::addRow("%s at %g", qPrintable(label), zoom) << zoom << label;
        }
    }
}

void TestMainWindow::pickingFindsTheHexUnderTheCursor()
{
    QFETCH(qreal, zoom);
    QFETCH(QString, label);
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    view->setZoom(zoom, view->viewport()->rect().center());
    const OffsetCoord hex = hexFromLabel(label);
    view->centerOn(view->renderer()->hexCentre(hex));

    const QPoint centre = view->viewportPosOf(hex);
    QVERIFY(view->viewport()->rect().contains(centre));
    QCOMPARE(view->hexLabelAt(centre), label);
    // Still inside the hex a little off its centre (a third of the way to the flat side)...
    const int third = int(view->renderer()->acrossFlats() * zoom / 6);
    QCOMPARE(view->hexLabelAt(centre + QPoint(0, third)), label);
    // ... and in the neighbour below once past the flat side.
    const QPoint below = centre + QPoint(0, 4 * third);
    const OffsetCoord south {hex.col, hex.row + 1};
    QCOMPARE(view->hexLabelAt(below),
             view->renderer()->map().contains(south) ? view->renderer()->map().label(south)
                                                     : QString());
}

void TestMainWindow::hoveringReportsHexAndTerrain()
{
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    view->zoomToActualSize();
    // 0404 is a hilltop of Board 3, 0402 clear ground.
    const OffsetCoord hilltop = hexFromLabel(QStringLiteral("0404"));
    view->centerOn(view->renderer()->hexCentre(hilltop));
    QSignalSpy spy(view, &MapView::hexHovered);
    QTest::mouseMove(view->viewport(), view->viewportPosOf(hilltop));
    QTRY_COMPARE(spy.size(), 1);
    QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("0404"));
    QCOMPARE(spy.at(0).at(1).toString(), QStringLiteral("Hilltop"));

    QTest::mouseMove(view->viewport(), view->viewportPosOf(hexFromLabel(QStringLiteral("0402"))));
    QTRY_COMPARE(spy.size(), 2);
    QCOMPARE(spy.at(1).at(0).toString(), QStringLiteral("0402"));
    QCOMPARE(spy.at(1).at(1).toString(), QStringLiteral("Clear"));
    // The status bar names the panel too.
    auto *status = window.findChild<QLabel *>(QStringLiteral("hexStatus"));
    QVERIFY(status);
    QCOMPARE(status->text(), QStringLiteral("0402 Clear (panel 3)"));
}

void TestMainWindow::countersAreDrawnAndNamedOnTheirHex()
{
    // The fixture sets up two Tan large guns on 0303.
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openFile(QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml")));
    MapView *view = window.mapView();
    view->zoomToActualSize();
    const OffsetCoord guns = hexFromLabel(QStringLiteral("0303"));
    view->centerOn(view->renderer()->hexCentre(guns));
    QTest::mouseMove(view->viewport(), view->viewportPosOf(guns));
    auto *status = window.findChild<QLabel *>(QStringLiteral("hexStatus"));
    QVERIFY(status);
    QTRY_VERIFY2(status->text().endsWith(QLatin1String(": 2 Tan Large Gun")),
                 qPrintable(status->text()));
    // The counter, a square in Tan's colour, sits just up and left of the hex centre.
    const QImage shot = view->viewport()->grab().toImage();
    const QPoint centre = view->viewportPosOf(guns);
    const double r = view->renderer()->layout().size().width() * view->zoom();
    const QColor tan = window.document()->ruleset().findColour(QStringLiteral("tan"))->colour;
    const QColor pixel = shot.pixelColor(centre - QPoint(int(r * 0.35), int(r * 0.35)));
    QVERIFY2(qAbs(pixel.red() - tan.red()) < 12 && qAbs(pixel.green() - tan.green()) < 12
                 && qAbs(pixel.blue() - tan.blue()) < 12,
             qPrintable(pixel.name()));
}

void TestMainWindow::pickingOffTheMapFindsNothing()
{
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    view->zoomToFit();
    // East of panel 6 and north of panel D there is no map.
    const QPoint empty = view->mapFromScene(view->renderer()->hexCentre({28, 6}));
    QVERIFY(!view->hexAt(empty));
    QCOMPARE(view->hexLabelAt(empty), QString());
}

void TestMainWindow::zoomShortcutsChangeTheTransform()
{
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    view->setFocus();
    const qreal fitted = view->zoom();
    QVERIFY(fitted > 0);

    QTest::keyClick(view, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY2(view->zoom() > fitted * 1.1, qPrintable(QString::number(view->zoom())));
    const qreal zoomedIn = view->zoom();

    QTest::keyClick(view, Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(view->zoom() < zoomedIn);

    QTest::keyClick(view, Qt::Key_1, Qt::ControlModifier);
    QCOMPARE(view->zoom(), 1.0);
    QCOMPARE(view->transform(), QTransform());

    QTest::keyClick(view, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(view->zoom(), fitted);
}

void TestMainWindow::ctrlWheelZoomsAroundTheCursor()
{
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    view->zoomToActualSize();
    const QPoint cursor = view->viewport()->rect().center() + QPoint(120, 80);
    const QPointF underCursor = view->mapToScene(cursor);
    const qreal before = view->zoom();

    QWheelEvent wheel(cursor, view->viewport()->mapToGlobal(cursor), QPoint(), QPoint(0, 120),
                      Qt::NoButton, Qt::ControlModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view->viewport(), &wheel);
    QVERIFY(view->zoom() > before);
    // The map point under the cursor stays under it (to a pixel).
    const QPointF after = view->mapFromScene(underCursor);
    QVERIFY2(QLineF(after, cursor).length() <= 1.5,
             qPrintable(QStringLiteral("%1,%2").arg(after.x()).arg(after.y())));

    // Without Ctrl the wheel scrolls instead of zooming.
    const qreal zoomed = view->zoom();
    QWheelEvent scroll(cursor, view->viewport()->mapToGlobal(cursor), QPoint(), QPoint(0, -120),
                       Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view->viewport(), &scroll);
    QCOMPARE(view->zoom(), zoomed);
}

void TestMainWindow::middleButtonDragPans()
{
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    view->setZoom(2.0, view->viewport()->rect().center());
    const QPoint start = view->viewport()->rect().center();
    const int h = view->horizontalScrollBar()->value();
    const int v = view->verticalScrollBar()->value();
    const QPoint global = view->viewport()->mapToGlobal(start);

    QMouseEvent press(QEvent::MouseButtonPress, start, global, Qt::MiddleButton, Qt::MiddleButton,
                      Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &press);
    const QPoint end = start + QPoint(-40, -30);
    QMouseEvent move(QEvent::MouseMove, end, view->viewport()->mapToGlobal(end), Qt::NoButton,
                     Qt::MiddleButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
    QMouseEvent release(QEvent::MouseButtonRelease, end, view->viewport()->mapToGlobal(end),
                        Qt::MiddleButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &release);

    // Dragging the map up and left scrolls down and right.
    QCOMPARE(view->horizontalScrollBar()->value(), h + 40);
    QCOMPARE(view->verticalScrollBar()->value(), v + 30);
}

void TestMainWindow::spaceDragPans()
{
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    view->setZoom(2.0, view->viewport()->rect().center());
    const QPoint start = view->viewport()->rect().center();
    const int h = view->horizontalScrollBar()->value();
    const int v = view->verticalScrollBar()->value();

    QTest::keyPress(view, Qt::Key_Space);
    QCOMPARE(view->viewport()->cursor().shape(), Qt::OpenHandCursor);
    QMouseEvent press(QEvent::MouseButtonPress, start, view->viewport()->mapToGlobal(start),
                      Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &press);
    const QPoint end = start + QPoint(25, 35);
    QMouseEvent move(QEvent::MouseMove, end, view->viewport()->mapToGlobal(end), Qt::NoButton,
                     Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &move);
    QMouseEvent release(QEvent::MouseButtonRelease, end, view->viewport()->mapToGlobal(end),
                        Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QCoreApplication::sendEvent(view->viewport(), &release);
    QTest::keyRelease(view, Qt::Key_Space);

    QCOMPARE(view->horizontalScrollBar()->value(), h - 25);
    QCOMPARE(view->verticalScrollBar()->value(), v - 35);
    QCOMPARE(view->viewport()->cursor().shape(), Qt::ArrowCursor);
}

void TestMainWindow::pinchZoomsAroundTheFingers()
{
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MapView *view = window.mapView();
    view->zoomToActualSize();
    const QPoint fingers = view->viewport()->rect().center() + QPoint(-90, 60);
    const QPointF underFingers = view->mapToScene(fingers);
    const QPointF global = view->viewport()->mapToGlobal(QPointF(fingers));
    auto gesture = [&](Qt::NativeGestureType type, qreal value) {
        QNativeGestureEvent event(type, QPointingDevice::primaryPointingDevice(), 2,
                                  QPointF(fingers), QPointF(fingers), global, value, QPointF());
        QCoreApplication::sendEvent(view->viewport(), &event);
    };
    gesture(Qt::BeginNativeGesture, 0);
    gesture(Qt::ZoomNativeGesture, 0.1);
    gesture(Qt::ZoomNativeGesture, 0.1);
    QVERIFY2(qAbs(view->zoom() - 1.21) < 1e-6, qPrintable(QString::number(view->zoom())));
    // Frames during the gesture may scale what is cached; they still show the map.
    QVERIFY(!view->viewport()->grab().isNull());
    gesture(Qt::ZoomNativeGesture, -0.5);
    gesture(Qt::EndNativeGesture, 0);
    QVERIFY2(qAbs(view->zoom() - 0.605) < 1e-6, qPrintable(QString::number(view->zoom())));
    // The map point between the fingers stays there.
    const QPointF after = view->mapFromScene(underFingers);
    QVERIFY2(QLineF(after, fingers).length() <= 1.5,
             qPrintable(QStringLiteral("%1,%2").arg(after.x()).arg(after.y())));
}

void TestMainWindow::paintedHexIsRedrawnInTheView()
{
    MainWindow window;
    window.resize(900, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    // The hex lies in a setup zone: hide the zones' tint to see the terrain itself.
    auto *showZones = window.findChild<QAction *>(QStringLiteral("showZonesAction"));
    QVERIFY(showZones);
    showZones->setChecked(false);
    MapView *view = window.mapView();
    view->zoomToActualSize();
    const OffsetCoord hex = hexFromLabel(QStringLiteral("0402"));
    view->centerOn(view->renderer()->hexCentre(hex));
    // Drawn once, so that the renderer has the picture cached when the hex changes.
    const QRgb clear = view->viewport()->grab().toImage().pixel(view->viewportPosOf(hex));

    ScenarioDocument *document = view->document();
    QVERIFY(document);
    const Ruleset &ruleset = document->ruleset();
    qsizetype hilltop = 0;
    while (ruleset.terrain.at(hilltop).id != QLatin1String("hilltop"))
        ++hilltop;
    QSignalSpy changed(view, &MapView::mapAreaChanged);
    document->undoStack()->push(
        new PaintTerrain(document, {{hex, quint8(hilltop)}}, PaintTerrain::nextStrokeId()));
    QCOMPARE(changed.size(), 1);
    QVERIFY(changed.first().first().toRectF().contains(view->renderer()->hexCentre(hex)));
    const QRgb shown = view->viewport()->grab().toImage().pixel(view->viewportPosOf(hex));
    QCOMPARE(QColor(shown), TerrainStyle::forTerrain(ruleset.terrain.at(hilltop)).ground);
    QVERIFY(shown != clear);
}

namespace {

MinimapWidget *shownMinimap(MainWindow &window)
{
    auto *dock = window.findChild<QDockWidget *>(QStringLiteral("minimapDock"));
    if (!dock)
        return nullptr;
    dock->show();
    return qobject_cast<MinimapWidget *>(dock->widget());
}

QPointF viewCentre(const MapView *view)
{
    return view->mapToScene(view->viewport()->rect().center());
}

} // namespace

void TestMainWindow::minimapClickCentresTheView()
{
    MainWindow window;
    window.resize(1000, 750);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MinimapWidget *minimap = shownMinimap(window);
    QVERIFY(minimap);
    QTRY_VERIFY(minimap->isVisible() && minimap->width() > 50);
    MapView *view = window.mapView();
    view->setZoom(2.0, view->viewport()->rect().center());

    for (const QString &label :
         {QStringLiteral("0412"), QStringLiteral("1727"), QStringLiteral("2926")}) {
        const QPointF target = view->renderer()->hexCentre(hexFromLabel(label));
        const QPoint click = minimap->sceneToWidget().map(target).toPoint();
        QVERIFY(minimap->rect().contains(click));
        QTest::mouseClick(minimap, Qt::LeftButton, Qt::NoModifier, click);
        // As close as a minimap pixel allows: well inside the hex.
        const double off = QLineF(viewCentre(view), target).length();
        QVERIFY2(off < view->renderer()->acrossFlats() / 3,
                 qPrintable(label + QStringLiteral(": ") + QString::number(off)));
        QCOMPARE(view->hexLabelAt(view->viewport()->rect().center()), label);
    }
}

void TestMainWindow::minimapDragMovesTheView()
{
    MainWindow window;
    window.resize(1000, 750);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo());
    MinimapWidget *minimap = shownMinimap(window);
    QVERIFY(minimap);
    QTRY_VERIFY(minimap->isVisible() && minimap->width() > 50);
    MapView *view = window.mapView();
    view->setZoom(2.0, view->viewport()->rect().center());
    const QPointF from = view->renderer()->hexCentre(hexFromLabel(QStringLiteral("0305")));
    const QPointF to = view->renderer()->hexCentre(hexFromLabel(QStringLiteral("1020")));
    const QTransform toWidget = minimap->sceneToWidget();
    QTest::mousePress(minimap, Qt::LeftButton, Qt::NoModifier, toWidget.map(from).toPoint());
    QVERIFY(QLineF(viewCentre(view), from).length() < view->renderer()->acrossFlats() / 3);
    QMouseEvent move(QEvent::MouseMove, toWidget.map(to), minimap->mapToGlobal(toWidget.map(to)),
                     Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
    QCoreApplication::sendEvent(minimap, &move);
    QTest::mouseRelease(minimap, Qt::LeftButton, Qt::NoModifier, toWidget.map(to).toPoint());
    QVERIFY(QLineF(viewCentre(view), to).length() < view->renderer()->acrossFlats() / 3);
}

void TestMainWindow::minimapFrameFollowsZoomAndScroll()
{
    MainWindow window;
    window.resize(1000, 750);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    MinimapWidget *minimap = shownMinimap(window);
    QVERIFY(minimap);
    QVERIFY(minimap->visibleFrame().isEmpty()); // no map yet
    QVERIFY(window.openDemo());
    QTRY_VERIFY(minimap->isVisible() && minimap->width() > 50);
    MapView *view = window.mapView();
    view->setZoom(1.0, view->viewport()->rect().center());
    const QRectF atOne = minimap->visibleFrame();
    QVERIFY(!atOne.isEmpty());

    view->setZoom(2.0, view->viewport()->rect().center());
    const QRectF atTwo = minimap->visibleFrame();
    // Twice the zoom, half the frame, round the same middle.
    QVERIFY(qAbs(atTwo.width() - atOne.width() / 2) < 1.5);
    QVERIFY(QLineF(atTwo.center(), atOne.center()).length() < 1.5);

    QSignalSpy moved(view, &MapView::visibleAreaChanged);
    view->verticalScrollBar()->setValue(view->verticalScrollBar()->value() + 200);
    QVERIFY(!moved.isEmpty());
    QVERIFY(minimap->visibleFrame().center().y() > atTwo.center().y());
}

void TestMainWindow::geometryAndDocksAreRemembered()
{
    {
        MainWindow window;
        window.resize(777, 555);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.problemsDock()->hide();
        window.close();
    }
    QVERIFY(QSettings().contains(QStringLiteral("mainWindow/geometry")));
    MainWindow again;
    again.show();
    QVERIFY(QTest::qWaitForWindowExposed(&again));
    QCOMPARE(again.size(), QSize(777, 555));
    QVERIFY(!again.problemsDock()->isVisible());
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
