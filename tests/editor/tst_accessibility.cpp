// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Accessibility (issue 18, point 4): every interactive element of the windows, docks and main
// dialogs has a name a screen reader can read, the tab order runs down each dock, the map has
// a keyboard cursor (arrows move it, Enter clicks it, the status bar and the accessible
// description say what is there), the playtest can be played with the keyboard alone, and
// View > High Contrast changes the palette and the map and is remembered.

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammers-slammers/hsplaytest.h"
#include "mainwindow.h"
#include "maptool.h"
#include "mapview.h"
#include "panels/layoutdialog.h"
#include "playtest/curtain.h"
#include "playtest/playtestwindow.h"
#include "pointytestsupport.h"
#include "print/imageexportdialog.h"
#include "print/sheetoptionsdialog.h"
#include "render/maprenderer.h"
#include "ruleset/rulesetregistry.h"
#include "setup/presetdialog.h"
#include "setup/setupstate.h"
#include "shell/highcontrast.h"
#include "shell/preferencesdialog.h"
#include "sides/scenariopropertiesdialog.h"
#include "terrain/terrainstate.h"
#include "testsupport.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hexwright;
using testsupport::hexFromLabel;

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
const QString TablePath = QStringLiteral(TEST_DATA_DIR "/table/skirmish.scenario.yaml");

/// The roles a user works with, which a screen reader must be able to name.
bool needsName(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::EditableText:
    case QAccessible::SpinBox:
    case QAccessible::ComboBox:
    case QAccessible::List:
    case QAccessible::Table:
    case QAccessible::Tree:
    case QAccessible::Slider:
        return true;
    default:
        return false;
    }
}

/// "QComboBox paperCombo in sheetOptionsDialog": enough to find the widget in the code.
QString whereIs(QObject *object)
{
    if (!object)
        return QStringLiteral("(no object)");
    QStringList path;
    for (QObject *o = object; o && path.size() < 4; o = o->parent()) {
        const QString name = o->objectName();
        path.append(name.isEmpty() ? QString::fromLatin1(o->metaObject()->className())
                                   : QStringLiteral("%1 %2").arg(
                                       QString::fromLatin1(o->metaObject()->className()), name));
    }
    return path.join(QStringLiteral(" in "));
}

/// Walks the accessible tree below @p iface, collecting the unnamed interactive elements.
/// Docks are left to their own rows when @p skipDocks; the parts Qt builds inside a combo
/// box or spin box are named by their owner.
void collectUnnamed(QAccessibleInterface *iface, bool skipDocks, QStringList *unnamed, int *checked,
                    int depth = 0)
{
    if (!iface || depth > 40)
        return;
    if (skipDocks && depth > 0 && qobject_cast<QDockWidget *>(iface->object()))
        return;
    const QAccessible::Role role = iface->role();
    if (needsName(role)) {
        ++*checked;
        if (iface->text(QAccessible::Name).trimmed().isEmpty())
            unnamed->append(
                QStringLiteral("role %1: %2").arg(int(role), 0, 16).arg(whereIs(iface->object())));
        if (role == QAccessible::ComboBox || role == QAccessible::SpinBox)
            return;
    }
    // Items of lists and trees are data, not widgets: their names are the rows' text.
    if (role == QAccessible::List || role == QAccessible::Table || role == QAccessible::Tree)
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        collectUnnamed(iface->child(i), skipDocks, unnamed, checked, depth + 1);
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanupTestCase();
    void everyInteractiveElementHasAName_data();
    void everyInteractiveElementHasAName();
    void tabRunsDownEachDock_data();
    void tabRunsDownEachDock();
    void arrowKeysMoveTheCursorHex_data();
    void arrowKeysMoveTheCursorHex();
    void cursorIsDescribedForScreenReaders();
    void enterPaintsTheCursorHexAsAClickDoes();
    void tableCursorMovesAnInch();
    void playtestIsPlayedFromTheKeyboard();
    void highContrastChangesThePaletteAndPersists();

private:
    /// The window, dock or dialog of a row of everyInteractiveElementHasAName().
    QWidget *part(const QString &window, const QString &dock);
    std::unique_ptr<MainWindow> openWindow(const QString &path);
    static void keys(QWidget *widget, Qt::Key key, int times = 1,
                     Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        for (int i = 0; i < times; ++i)
            QTest::keyClick(widget, key, modifiers);
    }
    /// Moves the cursor of @p view to @p target with arrow keys only (rows and columns of
    /// the map's numbering: Left and Right keep the row on a flat-top map).
    static bool walkTo(MapView *view, OffsetCoord target);

    QTemporaryDir m_home;
    std::unique_ptr<MainWindow> m_main;
    std::unique_ptr<PlaytestWindow> m_playtest;
    std::vector<std::unique_ptr<QWidget>> m_dialogs;
};

namespace {
QList<std::pair<QAccessible::Event, QObject *>> g_events;
void recordEvent(QAccessibleEvent *event)
{
    g_events.append({event->type(), event->object()});
}
} // namespace

void TestAccessibility::initTestCase()
{
    QVERIFY(m_home.isValid());
    testsupport::useOwnHome(m_home.path(), "tst_accessibility");
    QSettings().clear();
    // Record what a screen reader would hear, where a platform bridge passes it on.
    QAccessible::installUpdateHandler(recordEvent);
    QAccessible::setActive(true);
    m_main = openWindow(DemoPath);
    QVERIFY(m_main && m_main->document());
    m_playtest = std::make_unique<PlaytestWindow>(*m_main->document(), m_main->registry(), 3);
    m_playtest->setAttribute(Qt::WA_DeleteOnClose, false);
    m_playtest->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_playtest.get()));
}

void TestAccessibility::cleanupTestCase()
{
    m_dialogs.clear();
    m_playtest.reset();
    if (m_main && m_main->document())
        m_main->document()->undoStack()->setClean();
    m_main.reset();
    QAccessible::installUpdateHandler(nullptr);
}

std::unique_ptr<MainWindow> TestAccessibility::openWindow(const QString &path)
{
    auto window = std::make_unique<MainWindow>();
    window->registry().addSearchPath(pointy::PointyFolder);
    window->registry().addSearchPath(QStringLiteral(TEST_DATA_DIR "/table"));
    window->resize(1300, 900);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()) || !window->openFile(path))
        return nullptr;
    return window;
}

QWidget *TestAccessibility::part(const QString &window, const QString &dock)
{
    QWidget *top = nullptr;
    if (window == QLatin1String("main"))
        top = m_main.get();
    else if (window == QLatin1String("playtest"))
        top = m_playtest.get();
    if (top)
        return dock.isEmpty() ? top : top->findChild<QDockWidget *>(dock);
    ScenarioDocument *document = m_main->document();
    const MapExportSource source {document->map(), document->ruleset(), document->scenario(),
                                  document->panels()};
    std::unique_ptr<QWidget> dialog;
    if (window == QLatin1String("scenario properties"))
        dialog = std::make_unique<ScenarioPropertiesDialog>(document);
    else if (window == QLatin1String("panel layout"))
        dialog = std::make_unique<LayoutDialog>(document->ruleset(), document->panels(), QString());
    else if (window == QLatin1String("zone presets"))
        dialog = std::make_unique<PresetDialog>(
            m_main->findChild<SetupState *>(QStringLiteral("setupState")));
    else if (window == QLatin1String("image export"))
        dialog = std::make_unique<ImageExportDialog>(ImageFormat::Png, source);
    else if (window == QLatin1String("map sheets"))
        dialog = std::make_unique<SheetOptionsDialog>(SheetKind::Map, source);
    else if (window == QLatin1String("preferences"))
        dialog = std::make_unique<PreferencesDialog>();
    if (!dialog)
        return nullptr;
    dialog->show();
    m_dialogs.push_back(std::move(dialog));
    return m_dialogs.back().get();
}

void TestAccessibility::everyInteractiveElementHasAName_data()
{
    QTest::addColumn<QString>("window");
    QTest::addColumn<QString>("dock");
    // The windows' own parts (tool bars, the map, the status bar), then each dock alone.
    for (const char *window : {"main", "playtest"}) {
        QWidget *top = part(QLatin1String(window), QString());
        QTest::addRow("%s window", window) << QString::fromLatin1(window) << QString();
        for (QDockWidget *dock : top->findChildren<QDockWidget *>())
            QTest::addRow("%s: %s", window, qPrintable(dock->objectName()))
                << QString::fromLatin1(window) << dock->objectName();
    }
    for (const char *dialog : {"scenario properties", "panel layout", "zone presets",
                               "image export", "map sheets", "preferences"})
        QTest::addRow("%s dialog", dialog) << QString::fromLatin1(dialog) << QString();
}

void TestAccessibility::everyInteractiveElementHasAName()
{
    QFETCH(QString, window);
    QFETCH(QString, dock);
    QWidget *widget = part(window, dock);
    QVERIFY(widget);
    if (auto *dockWidget = qobject_cast<QDockWidget *>(widget)) {
        // A dock must say what it is, and so must its title bar's buttons.
        QVERIFY(!dockWidget->windowTitle().isEmpty());
        dockWidget->show();
        dockWidget->raise();
    }
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(widget);
    QVERIFY(iface);
    QVERIFY2(!iface->text(QAccessible::Name).isEmpty() || !dock.isEmpty() || widget->isWindow(),
             qPrintable(whereIs(widget)));
    QStringList unnamed;
    int checked = 0;
    collectUnnamed(iface, dock.isEmpty() && !widget->inherits("QDialog"), &unnamed, &checked);
    QVERIFY2(checked > 0, "nothing to check: the walk missed the widgets");
    QVERIFY2(unnamed.isEmpty(), qPrintable(QStringLiteral("\n") + unnamed.join(QLatin1Char('\n'))));
}

void TestAccessibility::tabRunsDownEachDock_data()
{
    QTest::addColumn<QString>("window");
    QTest::addColumn<QString>("dock");
    for (const char *window : {"main", "playtest"}) {
        for (QDockWidget *dock :
             part(QLatin1String(window), QString())->findChildren<QDockWidget *>())
            QTest::addRow("%s: %s", window, qPrintable(dock->objectName()))
                << QString::fromLatin1(window) << dock->objectName();
    }
}

void TestAccessibility::tabRunsDownEachDock()
{
    QFETCH(QString, window);
    QFETCH(QString, dock);
    auto *dockWidget = qobject_cast<QDockWidget *>(part(window, dock));
    QVERIFY(dockWidget);
    dockWidget->show();
    dockWidget->raise();
    QWidget *content = dockWidget->widget();
    QVERIFY(content);
    QTRY_VERIFY(content->isVisible());
    // The widgets Tab reaches inside the dock, in the order it reaches them going round the
    // window from its start.
    QList<QWidget *> chain;
    QWidget *top = dockWidget->window();
    QWidget *w = top;
    for (int guard = 0; guard < 5000; ++guard) {
        w = w->nextInFocusChain();
        if (w == top)
            break;
        if (content->isAncestorOf(w) && w->isVisible() && w->isEnabled()
            && (w->focusPolicy() & Qt::TabFocus) && !chain.contains(w))
            chain.append(w);
    }
    // Each next stop lies below the last one or in a column to its right: never back up the
    // same column.
    QStringList wrong;
    for (qsizetype i = 1; i < chain.size(); ++i) {
        const QRect before(chain.at(i - 1)->mapTo(content, QPoint()), chain.at(i - 1)->size());
        const QRect after(chain.at(i)->mapTo(content, QPoint()), chain.at(i)->size());
        const bool below = after.top() >= before.top() - 4;
        const bool toTheRight = after.left() >= before.right() - 4;
        if (!below && !toTheRight)
            wrong.append(
                QStringLiteral("%1 -> %2").arg(whereIs(chain.at(i - 1)), whereIs(chain.at(i))));
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("\n") + wrong.join(QLatin1Char('\n'))));
}

bool TestAccessibility::walkTo(MapView *view, OffsetCoord target)
{
    for (int guard = 0; guard < 200; ++guard) {
        const std::optional<Place> place = view->cursorPlace();
        if (!place)
            return false;
        const OffsetCoord at = std::get<OffsetCoord>(*place);
        if (at == target)
            return true;
        if (at.col != target.col)
            QTest::keyClick(view, at.col < target.col ? Qt::Key_Right : Qt::Key_Left);
        else
            QTest::keyClick(view, at.row < target.row ? Qt::Key_Down : Qt::Key_Up);
    }
    return false;
}

void TestAccessibility::arrowKeysMoveTheCursorHex_data()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("start");
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("expected");
    // Flat-top (the demo): up and down along the column, left and right along the row.
    QTest::newRow("flat-top up") << DemoPath << "0404" << int(Qt::Key_Up) << "0403";
    QTest::newRow("flat-top down") << DemoPath << "0404" << int(Qt::Key_Down) << "0405";
    QTest::newRow("flat-top right") << DemoPath << "0404" << int(Qt::Key_Right) << "0504";
    QTest::newRow("flat-top left") << DemoPath << "0404" << int(Qt::Key_Left) << "0304";
    QTest::newRow("flat-top off the map stays") << DemoPath << "0101" << int(Qt::Key_Up) << "0101";
    // Pointy-top: left and right are the true west and east neighbours; up and down the
    // neighbours above and below in the same column (0503: 0502 north-west, 0504 south-west).
    QTest::newRow("pointy-top left")
        << pointy::PointyScenario << "0503" << int(Qt::Key_Left) << "0403";
    QTest::newRow("pointy-top right")
        << pointy::PointyScenario << "0503" << int(Qt::Key_Right) << "0603";
    QTest::newRow("pointy-top up") << pointy::PointyScenario << "0503" << int(Qt::Key_Up) << "0502";
    QTest::newRow("pointy-top down")
        << pointy::PointyScenario << "0503" << int(Qt::Key_Down) << "0504";
}

void TestAccessibility::arrowKeysMoveTheCursorHex()
{
    QFETCH(QString, scenario);
    QFETCH(QString, start);
    QFETCH(int, key);
    QFETCH(QString, expected);
    std::unique_ptr<MainWindow> window = openWindow(scenario);
    QVERIFY(window);
    MapView *view = window->mapView();
    view->setFocus();
    QVERIFY(!view->cursorPlace());
    // The first arrow shows the cursor without moving it.
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(view->cursorPlace());
    view->setCursorPlace(hexFromLabel(start));
    QTest::keyClick(view, Qt::Key(key));
    QCOMPARE(window->document()->map().label(std::get<OffsetCoord>(*view->cursorPlace())),
             expected);
    window->document()->undoStack()->setClean();
}

void TestAccessibility::cursorIsDescribedForScreenReaders()
{
    // tests/data/scenarios/everything.scenario.yaml sets up two Tan large guns on 0303.
    std::unique_ptr<MainWindow> window
        = openWindow(QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml"));
    QVERIFY(window);
    MapView *view = window->mapView();
    view->setFocus();
    QCOMPARE(view->accessibleName(), QStringLiteral("Map"));
    QTest::keyClick(view, Qt::Key_Down);
    g_events.clear();
    QVERIFY(walkTo(view, hexFromLabel(QStringLiteral("0303"))));
    auto *status = window->findChild<QLabel *>(QStringLiteral("hexStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().startsWith(QLatin1String("0303 ")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QLatin1String(": 2 Tan Large Gun")),
             qPrintable(status->text()));
    // What a screen reader reads: the same text, and it was told it changed.
    QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(view);
    QVERIFY(iface);
    QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Map"));
    QCOMPARE(iface->text(QAccessible::Description), status->text());
    // Qt hands events on only while a platform bridge is active (not on the offscreen
    // platform the suite runs on; under X11 with AT-SPI it is).
    if (QAccessible::isActive()) {
        bool told = false;
        for (const auto &[type, object] : std::as_const(g_events))
            told = told || (object == view && type == QAccessible::DescriptionChanged);
        QVERIFY(told);
    }
    // The terrain is named too: one step on.
    QTest::keyClick(view, Qt::Key_Down);
    const QString terrain
        = window->document()
              ->ruleset()
              .terrain.at(window->document()->map().terrainAt(hexFromLabel(QStringLiteral("0304"))))
              .name;
    QVERIFY(!terrain.isEmpty());
    QVERIFY2(iface->text(QAccessible::Description).startsWith(QStringLiteral("0304 ") + terrain),
             qPrintable(iface->text(QAccessible::Description)));
    window->document()->undoStack()->setClean();
}

void TestAccessibility::enterPaintsTheCursorHexAsAClickDoes()
{
    std::unique_ptr<MainWindow> window = openWindow(DemoPath);
    QVERIFY(window);
    MapView *view = window->mapView();
    auto *terrain = window->findChild<TerrainState *>();
    QVERIFY(terrain);
    view->setFocus();
    view->zoomToActualSize();
    QTest::keyClick(view, Qt::Key_B); // the terrain brush
    QCOMPARE(view->tool()->action()->objectName(), QStringLiteral("terrainBrushAction"));
    terrain->setBrushRadius(0);
    QTest::keyClick(view, Qt::Key_4); // the fourth terrain type
    const OffsetCoord hex = hexFromLabel(QStringLiteral("0402"));
    const quint8 before = window->document()->map().terrainAt(hex);
    QVERIFY(before != terrain->terrain());
    QUndoStack *undo = window->document()->undoStack();

    // With the keyboard: move there, Enter.
    QTest::keyClick(view, Qt::Key_Down);
    QVERIFY(walkTo(view, hex));
    QCOMPARE(undo->count(), 0);
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(undo->count(), 1);
    QCOMPARE(window->document()->map().terrainAt(hex), terrain->terrain());
    const HexMap byKey = window->document()->map();
    const QString keyStep = undo->text(0);
    undo->undo();
    QCOMPARE(window->document()->map().terrainAt(hex), before);

    // With the mouse: the same hexes, the same undo step.
    view->centerOn(view->renderer()->hexCentre(hex));
    QTest::mouseMove(view->viewport(), view->viewportPosOf(hex));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->viewportPosOf(hex));
    QCOMPARE(undo->count(), 1);
    QCOMPARE(undo->text(0), keyStep);
    const HexMap &byMouse = window->document()->map();
    for (int col = 0; col < byMouse.columns(); ++col) {
        for (int row = 0; row < byMouse.rows(); ++row)
            QCOMPARE(byMouse.terrainAt({col, row}), byKey.terrainAt({col, row}));
    }
    // A tap of Space clicks too (the hex is painted already: the same colour, no new step).
    undo->undo();
    QTest::keyClick(view, Qt::Key_Space);
    QCOMPARE(window->document()->map().terrainAt(hex), terrain->terrain());
    undo->setClean();
}

void TestAccessibility::tableCursorMovesAnInch()
{
    std::unique_ptr<MainWindow> window = openWindow(TablePath);
    QVERIFY(window);
    MapView *view = window->mapView();
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Right);
    QVERIFY(view->cursorPlace());
    view->setCursorPlace(TablePoint(300, 300));
    QTest::keyClick(view, Qt::Key_Right);
    auto point = std::get<TablePoint>(*view->cursorPlace());
    QCOMPARE(point.x, 300 + 25.4);
    QCOMPARE(point.y, 300.0);
    QTest::keyClick(view, Qt::Key_Up, Qt::ShiftModifier);
    point = std::get<TablePoint>(*view->cursorPlace());
    QCOMPARE(point.y, 300 - 2.54);
    // The status bar and the description name the point.
    auto *status = window->findChild<QLabel *>(QStringLiteral("hexStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().startsWith(view->placeLabel(point)), qPrintable(status->text()));
    QCOMPARE(view->accessibleDescription(), status->text());
}

void TestAccessibility::playtestIsPlayedFromTheKeyboard()
{
    std::unique_ptr<ScenarioDocument> demo;
    {
        Diagnostics diagnostics;
        demo = ScenarioDocument::load(DemoPath, m_main->registry(), diagnostics);
    }
    QVERIFY(demo);
    PlaytestWindow window(*demo, m_main->registry(), 17);
    window.setAttribute(Qt::WA_DeleteOnClose, false);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    auto *hs = qobject_cast<HsPlaytest *>(window.extension());
    QVERIFY(hs);
    // Both players set up the book's way first; then the first player moves.
    // (The curtain between the two players is lifted by the player who comes to the board.)
    for (int guard = 0; guard < 10 && window.session()->isPlacing(); ++guard) {
        if (window.isCovered())
            window.curtain()->showButton()->click();
        window.placeRest();
        window.endPhaseAction()->trigger();
    }
    if (window.isCovered())
        window.curtain()->showButton()->click();
    QCOMPARE(hs->game().phaseId(), QStringLiteral("movement"));
    MapView *view = window.mapView();
    view->setFocus();

    // A unit of the side to move that stands alone on its hex.
    const int mover = hs->game().decidingPlayer();
    const UnitState *unit = nullptr;
    for (const UnitState &u : hs->game().state().units) {
        if (!u.onMap() || !u.carriedBy.isEmpty() || hs->game().context().playerOfUnit(u) != mover)
            continue;
        if (hs->game().state().unitsAt(u.hex).size() == 1) {
            unit = &u;
            break;
        }
    }
    QVERIFY(unit);
    const QString id = unit->id;
    const HexCoord from = unit->hex;
    const OffsetCoord fromHex = hs->game().context().offset(from);

    // Arrows to it, Enter: selected.
    QTest::keyClick(view, Qt::Key_Down);
    QVERIFY(walkTo(view, fromHex));
    QTest::keyClick(view, Qt::Key_Return);
    QCOMPARE(hs->selection(), QStringList {id});
    QVERIFY(!hs->reachableCosts().isEmpty());

    // One arrow to a hex it can reach, Enter: it moves there.
    bool moved = false;
    for (const Qt::Key key : {Qt::Key_Up, Qt::Key_Down, Qt::Key_Left, Qt::Key_Right}) {
        QTest::keyClick(view, key);
        const OffsetCoord to = std::get<OffsetCoord>(*view->cursorPlace());
        if (to != fromHex && hs->reachableCosts().contains(hs->game().context().axial(to))) {
            QTest::keyClick(view, Qt::Key_Return);
            QCOMPARE(hs->game().state().unit(id)->hex, hs->game().context().axial(to));
            moved = true;
            break;
        }
        QVERIFY(walkTo(view, fromHex));
    }
    QVERIFY(moved);
    QVERIFY(hs->game().state().unit(id)->hex != from);
    // The status bar names the unit on its new hex.
    auto *status = window.findChild<QLabel *>(QStringLiteral("hexStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().contains(id), qPrintable(status->text()));

    // Ctrl+Enter ends the phase.
    const GameState before = hs->game().state();
    QTest::keyClick(view, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(hs->game().state().phase != before.phase || hs->game().state().player != before.player);
}

void TestAccessibility::highContrastChangesThePaletteAndPersists()
{
    auto *action = m_main->findChild<QAction *>(QStringLiteral("highContrastAction"));
    QVERIFY(action);
    QVERIFY(action->isCheckable());
    QVERIFY(m_main->findChild<QMenu *>(QStringLiteral("viewMenu"))->actions().contains(action));
    QVERIFY(!action->isChecked());
    QVERIFY(!HighContrast::isOn());
    const QPalette normal = QApplication::palette();
    MapView *view = m_main->mapView();

    action->trigger();
    QVERIFY(HighContrast::isOn());
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::black));
    QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::white));
    QVERIFY(QApplication::palette().color(QPalette::Window) != normal.color(QPalette::Window));
    QVERIFY(view->highContrast());
    QVERIFY(view->renderer()->look().highContrast);
    QVERIFY(m_playtest->mapView()->highContrast()); // every map follows
    QCOMPARE(QSettings().value(QStringLiteral("view/highContrast")).toBool(), true);

    action->trigger();
    QVERIFY(!HighContrast::isOn());
    QCOMPARE(QApplication::palette().color(QPalette::Window), normal.color(QPalette::Window));
    QVERIFY(!view->renderer()->look().highContrast);
    QCOMPARE(QSettings().value(QStringLiteral("view/highContrast")).toBool(), false);
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
