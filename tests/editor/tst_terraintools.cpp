// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Terrain painting driven the way a user drives it: tool shortcuts, number keys, the palette,
// and mouse strokes on the map view of the real main window. Every edit is checked on the
// map and round-tripped through undo and redo on the bytes of the file.

#include "mainwindow.h"
#include "mapview.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "hex/hexlayout.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "terrain/terrainstate.h"
#include "testsupport.h"

#include <QAction>
#include <QClipboard>
#include <QDockWidget>
#include <QGuiApplication>
#include <QMenu>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

/// The hexes whose terrain differs between two maps.
QList<OffsetCoord> changedHexes(const HexMap &before, const HexMap &after)
{
    QList<OffsetCoord> changed;
    const int columns = std::max(before.columns(), after.columns());
    const int rows = std::max(before.rows(), after.rows());
    for (int col = 0; col < columns; ++col) {
        for (int row = 0; row < rows; ++row) {
            if (before.terrainAt({col, row}) != after.terrainAt({col, row}))
                changed.append({col, row});
        }
    }
    return changed;
}

/// The clipboard's centre: the hex nearest the middle of what was copied.
HexCoord centreOf(const QList<OffsetCoord> &hexes)
{
    double q = 0;
    double r = 0;
    for (const OffsetCoord h : hexes) {
        q += axial(h).q;
        r += axial(h).r;
    }
    return FractionalHex {q / double(hexes.size()), r / double(hexes.size())}.rounded();
}

// Terrain indices of the Hammer's Slammers ruleset.
constexpr quint8 Hilltop = 2;
constexpr quint8 Forest = 3;
constexpr quint8 City = 4;
constexpr quint8 Lake = 6;

} // namespace

class TestTerrainTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup() { m_window.reset(); }

    void toolsHaveShortcutsMenuEntriesAndToolBarButtons();
    void paletteListsTheTerrainAndPicksItWithTheNumberKeys();
    void brushStrokeOfRadius0PaintsTheHexesDraggedOver();
    void brushStrokeOfRadius1PaintsSevenHexesRoundEachCentre();
    void longStrokePushesOnlyTheHexesNewToIt();
    void rightDragWithTheBrushErasesPaint();
    void lineToolPaintsTheHexLine();
    void fillToolFillsTheForestPatchOfPanel3();
    void eyedropperAndAltClickPickTheTerrainUnderTheCursor();
    void roadToolDrawsThenErasesLinks();
    void rectangleSelectionCopiedAndPastedTurnedBySixtyDegrees();
    void pasteMirroredWithM();
    void escapeCancelsPasteAndThenClearsTheSelection();
    void lassoSelectsAndDeleteErasesPaint();
    void cutCopiesThenErasesPaint();
    void hexesCopiedInAnotherWindowArriveThroughTheSystemClipboard();

private:
    MapView *view() const { return m_window->mapView(); }
    ScenarioDocument *document() const { return m_window->document(); }
    TerrainState *state() const
    {
        return m_window->findChild<TerrainState *>(QStringLiteral("terrainState"));
    }
    QPoint at(OffsetCoord h) const { return view()->viewportPosOf(h); }
    QAction *action(const char *name) const
    {
        return m_window->findChild<QAction *>(QLatin1String(name));
    }
    QString toolName() const { return view()->tool()->action()->objectName(); }
    /// Selects panel 3's south-west wood and the clear ground round it (columns 2-4, rows
    /// 7-9) with the rectangle and copies it; returns the hexes copied.
    QList<OffsetCoord> copyTheWood();
    void lookAt(OffsetCoord h) { view()->centerOn(view()->renderer()->hexCentre(h)); }
    void pressKey(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(view(), key, modifiers);
    }
    void useTool(Qt::Key key, const char *actionName);
    void drag(const QList<OffsetCoord> &path, Qt::MouseButton button = Qt::LeftButton,
              Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    void click(OffsetCoord h, Qt::KeyboardModifiers modifiers = Qt::NoModifier);
    /// One more undo step than @p stepsBefore, named @p text; undo gives back @p before
    /// byte for byte and redo the bytes after.
    void verifyOneUndoStep(const QByteArray &before, int stepsBefore, const QString &text = {});

    std::unique_ptr<MainWindow> m_window;
};

void TestTerrainTools::initTestCase()
{
    testsupport::useTestSettings("tst_terraintools");
}

void TestTerrainTools::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1300, 950);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(m_window->openDemo());
    QVERIFY(state());
    view()->setZoom(0.6, view()->viewport()->rect().center());
    view()->setFocus();
}

void TestTerrainTools::useTool(Qt::Key key, const char *actionName)
{
    pressKey(key);
    QVERIFY(view()->tool());
    QCOMPARE(toolName(), QLatin1String(actionName));
}

void TestTerrainTools::drag(const QList<OffsetCoord> &path, Qt::MouseButton button,
                            Qt::KeyboardModifiers modifiers)
{
    QWidget *viewport = view()->viewport();
    QTest::mousePress(viewport, button, modifiers, at(path.first()));
    for (const OffsetCoord h : path.mid(1))
        QTest::mouseMove(viewport, at(h));
    QTest::mouseRelease(viewport, button, modifiers, at(path.last()));
}

void TestTerrainTools::click(OffsetCoord h, Qt::KeyboardModifiers modifiers)
{
    QTest::mouseMove(view()->viewport(), at(h));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, modifiers, at(h));
}

QList<OffsetCoord> TestTerrainTools::copyTheWood()
{
    lookAt(hex("0806"));
    useTool(Qt::Key_M, "terrainRectSelectAction");
    drag({hex("0207"), hex("0308"), hex("0409")});
    pressKey(Qt::Key_C, Qt::ControlModifier);
    return state()->selectedHexes();
}

void TestTerrainTools::verifyOneUndoStep(const QByteArray &before, int stepsBefore,
                                         const QString &text)
{
    QUndoStack *stack = document()->undoStack();
    QCOMPARE(stack->count(), stepsBefore + 1);
    QCOMPARE(stack->index(), stepsBefore + 1);
    if (!text.isEmpty())
        QCOMPARE(stack->text(stepsBefore), text);
    const QByteArray after = document()->serialize();
    QVERIFY(after != before);
    stack->undo();
    QCOMPARE(document()->serialize(), before);
    stack->redo();
    QCOMPARE(document()->serialize(), after);
}

void TestTerrainTools::toolsHaveShortcutsMenuEntriesAndToolBarButtons()
{
    const QList<std::pair<Qt::Key, const char *>> tools = {
        {Qt::Key_B, "terrainBrushAction"},       {Qt::Key_L, "terrainLineAction"},
        {Qt::Key_F, "terrainFillAction"},        {Qt::Key_I, "terrainEyedropperAction"},
        {Qt::Key_O, "terrainRoadAction"},        {Qt::Key_M, "terrainRectSelectAction"},
        {Qt::Key_Q, "terrainLassoSelectAction"},
    };
    QMenu *toolsMenu = m_window->context()->menu(QStringLiteral("toolsMenu"));
    QToolBar *bar = m_window->context()->toolsToolBar();
    for (const auto &[key, name] : tools) {
        useTool(key, name);
        QVERIFY(toolsMenu->actions().contains(view()->tool()->action()));
        QVERIFY(bar->actions().contains(view()->tool()->action()));
        QVERIFY(view()->tool()->action()->isChecked());
    }
    for (const char *name : {"brushRadius0Action", "brushRadius1Action", "brushRadius2Action"})
        QVERIFY(bar->actions().contains(action(name)));
    pressKey(Qt::Key_BracketRight);
    pressKey(Qt::Key_BracketRight);
    pressKey(Qt::Key_BracketRight);
    QCOMPARE(state()->brushRadius(), 2);
    QVERIFY(action("brushRadius2Action")->isChecked());
    pressKey(Qt::Key_BracketLeft);
    QCOMPARE(state()->brushRadius(), 1);
    action("brushRadius0Action")->trigger();
    QCOMPARE(state()->brushRadius(), 0);
}

void TestTerrainTools::paletteListsTheTerrainAndPicksItWithTheNumberKeys()
{
    auto *dock = m_window->findChild<QDockWidget *>(QStringLiteral("terrainPaletteDock"));
    QVERIFY(dock);
    QVERIFY(dock->isVisible());
    auto *list = dock->findChild<QTreeWidget *>(QStringLiteral("terrainList"));
    QVERIFY(list);
    const QList<TerrainType> &terrain = document()->ruleset().terrain;
    QCOMPARE(list->topLevelItemCount(), terrain.size() + 1);
    for (int i = 0; i < terrain.size(); ++i) {
        QCOMPARE(list->topLevelItem(i)->text(0), terrain.at(i).name);
        QCOMPARE(list->topLevelItem(i)->text(1), QString::number(i + 1));
        QVERIFY(!list->topLevelItem(i)->icon(0).isNull());
    }
    QCOMPARE(list->topLevelItem(int(terrain.size()))
                 ->text(0)
                 .replace(QLatin1Char('\n'), QLatin1Char(' ')),
             QStringLiteral("Erase paint (show the panel's terrain)"));
    // The number keys on the map and a click in the dock choose the terrain.
    useTool(Qt::Key_B, "terrainBrushAction");
    pressKey(Qt::Key_4);
    QCOMPARE(state()->terrain(), Forest);
    QCOMPARE(list->currentItem()->text(0), QStringLiteral("Forest"));
    pressKey(Qt::Key_0);
    QCOMPARE(state()->terrain(), NoTerrain);
    QCOMPARE(list->currentItem()->text(1), QStringLiteral("0"));
    // Choosing in the dock is the same.
    list->setCurrentItem(list->topLevelItem(Lake));
    QCOMPARE(state()->terrain(), Lake);
    // Closing the scenario empties it; a new one fills it again.
    QVERIFY(m_window->closeFile());
    QCOMPARE(list->topLevelItemCount(), 0);
    QVERIFY(m_window->newScenario(QStringLiteral("hammers-slammers")));
    QCOMPARE(list->topLevelItemCount(), terrain.size() + 1);
}

void TestTerrainTools::brushStrokeOfRadius0PaintsTheHexesDraggedOver()
{
    lookAt(hex("0503"));
    useTool(Qt::Key_B, "terrainBrushAction");
    pressKey(Qt::Key_7); // lake
    const QByteArray before = document()->serialize();
    const HexMap map = document()->map();
    const QList<OffsetCoord> path = {hex("0303"), hex("0403"), hex("0503"), hex("0603")};
    drag(path);
    QCOMPARE(sorted(changedHexes(map, document()->map())), sorted(path));
    for (const OffsetCoord h : path)
        QCOMPARE(document()->map().terrainAt(h), Lake);
    verifyOneUndoStep(before, 0, QStringLiteral("Paint Lake"));
}

void TestTerrainTools::brushStrokeOfRadius1PaintsSevenHexesRoundEachCentre()
{
    lookAt(hex("0707"));
    useTool(Qt::Key_B, "terrainBrushAction");
    pressKey(Qt::Key_5); // city: none on panel 3, so every hex changes
    pressKey(Qt::Key_BracketRight);
    QCOMPARE(state()->brushRadius(), 1);
    const QByteArray before = document()->serialize();
    const HexMap map = document()->map();
    // A jump of two hexes: the hex skipped in between is painted too.
    drag({hex("0606"), hex("0706"), hex("0906")});
    QList<HexCoord> centres = {axial(hex("0606"))};
    centres += hexLine(axial(hex("0706")), axial(hex("0906")));
    QCOMPARE(centres.size(), 4);
    QSet<HexCoord> covered;
    for (const HexCoord centre : std::as_const(centres)) {
        for (const HexCoord h : HexCoord::range(centre, 1))
            covered.insert(h);
    }
    QList<OffsetCoord> expected;
    for (const HexCoord h : std::as_const(covered))
        expected.append(HexMap::Offsets.toOffset(h));
    QCOMPARE(sorted(changedHexes(map, document()->map())), sorted(expected));
    verifyOneUndoStep(before, 0, QStringLiteral("Paint City"));

    // A single click paints the seven hexes round it.
    const HexMap beforeClick = document()->map();
    click(hex("0610"));
    QCOMPARE(changedHexes(beforeClick, document()->map()).size(), 7);
    QCOMPARE(document()->undoStack()->count(), 2);
}

void TestTerrainTools::longStrokePushesOnlyTheHexesNewToIt()
{
    lookAt(hex("0907"));
    useTool(Qt::Key_B, "terrainBrushAction");
    pressKey(Qt::Key_5);
    pressKey(Qt::Key_BracketRight);
    pressKey(Qt::Key_BracketRight);
    QCOMPARE(state()->brushRadius(), 2);
    const QByteArray before = document()->serialize();
    const HexMap map = document()->map();
    QSignalSpy painted(document(), &ScenarioDocument::terrainChanged);
    QList<OffsetCoord> path;
    for (int col = 3; col <= 14; ++col)
        path.append({col, 6});
    drag(path);
    // Each move sends the few hexes the brush newly covers, never the stroke so far again.
    qsizetype total = 0;
    for (const QList<QVariant> &signal : std::as_const(painted)) {
        const qsizetype hexes = signal.first().value<QList<OffsetCoord>>().size();
        QVERIFY2(hexes <= 19, qPrintable(QString::number(hexes)));
        total += hexes;
    }
    QCOMPARE(painted.size(), path.size());
    QCOMPARE(total, changedHexes(map, document()->map()).size());
    verifyOneUndoStep(before, 0, QStringLiteral("Paint City"));
}

void TestTerrainTools::rightDragWithTheBrushErasesPaint()
{
    lookAt(hex("0503"));
    useTool(Qt::Key_B, "terrainBrushAction");
    pressKey(Qt::Key_7);
    const QByteArray original = document()->serialize();
    const QList<OffsetCoord> path = {hex("0303"), hex("0403"), hex("0503")};
    drag(path);
    const QByteArray painted = document()->serialize();
    drag(path, Qt::RightButton);
    QCOMPARE(document()->serialize(), original);
    QVERIFY(document()->scenario().terrain.isEmpty());
    verifyOneUndoStep(painted, 1, QStringLiteral("Erase paint"));
}

void TestTerrainTools::lineToolPaintsTheHexLine()
{
    lookAt(hex("0606"));
    useTool(Qt::Key_L, "terrainLineAction");
    pressKey(Qt::Key_5);
    const QByteArray before = document()->serialize();
    const HexMap map = document()->map();
    // Nothing is painted while dragging: only the preview.
    QTest::mousePress(view()->viewport(), Qt::LeftButton, {}, at(hex("0303")));
    QTest::mouseMove(view()->viewport(), at(hex("0505")));
    QTest::mouseMove(view()->viewport(), at(hex("0908")));
    QCOMPARE(document()->undoStack()->count(), 0);
    QTest::mouseRelease(view()->viewport(), Qt::LeftButton, {}, at(hex("0908")));
    QList<OffsetCoord> expected;
    for (const HexCoord h : hexLine(axial(hex("0303")), axial(hex("0908"))))
        expected.append(HexMap::Offsets.toOffset(h));
    QCOMPARE(expected.size(), 9); // eight steps
    QCOMPARE(sorted(changedHexes(map, document()->map())), sorted(expected));
    verifyOneUndoStep(before, 0, QStringLiteral("Paint a line of City"));
}

void TestTerrainTools::fillToolFillsTheForestPatchOfPanel3()
{
    lookAt(hex("0308"));
    useTool(Qt::Key_F, "terrainFillAction");
    pressKey(Qt::Key_7);
    const QByteArray before = document()->serialize();
    const HexMap map = document()->map();
    QCOMPARE(map.terrainAt(hex("0308")), Forest);
    click(hex("0308"));
    const QList<OffsetCoord> wood
        = {hex("0207"), hex("0208"), hex("0308"), hex("0209"), hex("0309"), hex("0409")};
    QCOMPARE(sorted(changedHexes(map, document()->map())), sorted(wood));
    for (const OffsetCoord h : wood)
        QCOMPARE(document()->map().terrainAt(h), Lake);
    verifyOneUndoStep(before, 0, QStringLiteral("Fill with Lake"));
    // Filling it again with the same terrain changes nothing and adds no step.
    click(hex("0308"));
    QCOMPARE(document()->undoStack()->count(), 1);
}

void TestTerrainTools::eyedropperAndAltClickPickTheTerrainUnderTheCursor()
{
    lookAt(hex("0404"));
    useTool(Qt::Key_I, "terrainEyedropperAction");
    click(hex("0404"));
    QCOMPARE(state()->terrain(), Hilltop);
    click(hex("0308"));
    QCOMPARE(state()->terrain(), Forest);
    auto *list = m_window->findChild<QTreeWidget *>(QStringLiteral("terrainList"));
    QCOMPARE(list->currentItem()->text(0), QStringLiteral("Forest"));
    // Alt+click does the same in the brush, and paints nothing.
    useTool(Qt::Key_B, "terrainBrushAction");
    click(hex("0404"), Qt::AltModifier);
    QCOMPARE(state()->terrain(), Hilltop);
    QCOMPARE(document()->undoStack()->count(), 0);
}

void TestTerrainTools::roadToolDrawsThenErasesLinks()
{
    lookAt(hex("0605"));
    useTool(Qt::Key_O, "terrainRoadAction");
    const HexMap &map = document()->map();
    const HexCoord a = axial(hex("0505"));
    const HexCoord b = axial(hex("0605"));
    const HexCoord c = axial(hex("0705"));
    QVERIFY(!map.hasRoad(a, b) && !map.hasRoad(b, c));

    QByteArray before = document()->serialize();
    drag({hex("0505"), hex("0605"), hex("0705")});
    QVERIFY(document()->map().hasRoad(a, b));
    QVERIFY(document()->map().hasRoad(b, c));
    verifyOneUndoStep(before, 0, QStringLiteral("Draw road"));

    before = document()->serialize();
    drag({hex("0505"), hex("0605")}, Qt::RightButton);
    QVERIFY(!document()->map().hasRoad(a, b));
    QVERIFY(document()->map().hasRoad(b, c));
    verifyOneUndoStep(before, 1, QStringLiteral("Erase road"));

    before = document()->serialize();
    drag({hex("0605"), hex("0705")}, Qt::LeftButton, Qt::ShiftModifier);
    QVERIFY(!document()->map().hasRoad(b, c));
    verifyOneUndoStep(before, 2, QStringLiteral("Erase road"));
    QVERIFY(document()->scenario().roadsAdded.isEmpty());
}

void TestTerrainTools::rectangleSelectionCopiedAndPastedTurnedBySixtyDegrees()
{
    const QList<OffsetCoord> source = copyTheWood();
    QCOMPARE(source.size(), 9);
    const HexCoord centre = centreOf(source);
    const HexMap map = document()->map();
    const QByteArray before = document()->serialize();
    pressKey(Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(toolName(), QStringLiteral("terrainPlaceAction"));
    const OffsetCoord target = hex("1205");
    QTest::mouseMove(view()->viewport(), at(target));
    pressKey(Qt::Key_R); // a sixth of a turn clockwise
    QCOMPARE(document()->undoStack()->count(), 0);
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(target));

    const HexCoord t = axial(target);
    QList<OffsetCoord> placed;
    for (const OffsetCoord h : source) {
        const OffsetCoord to = HexMap::Offsets.toOffset((t + (axial(h) - centre)).rotated(t, 1));
        placed.append(to);
        QCOMPARE(document()->map().terrainAt(to), map.terrainAt(h));
    }
    for (const OffsetCoord h : changedHexes(map, document()->map()))
        QVERIFY(placed.contains(h));
    // The pasted hexes are the new selection, and the tool that was in use is back.
    QCOMPARE(state()->selectedHexes(), sorted(placed));
    QCOMPARE(toolName(), QStringLiteral("terrainRectSelectAction"));
    verifyOneUndoStep(before, 0, QStringLiteral("Paste"));
}

void TestTerrainTools::pasteMirroredWithM()
{
    const QList<OffsetCoord> source = copyTheWood();
    const HexCoord centre = centreOf(source);
    const HexMap map = document()->map();
    const QByteArray before = document()->serialize();
    action("terrainPasteAction")->trigger();
    const OffsetCoord target = hex("1206");
    QTest::mouseMove(view()->viewport(), at(target));
    pressKey(Qt::Key_M); // mirrors while placing; does not pick the rectangle tool
    QCOMPARE(toolName(), QStringLiteral("terrainPlaceAction"));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at(target));
    for (const OffsetCoord h : source) {
        const HexCoord v = axial(h) - centre;
        const HexCoord to = axial(target) + HexCoord(-v.q, -v.s());
        QCOMPARE(document()->map().terrainAt(HexMap::Offsets.toOffset(to)), map.terrainAt(h));
    }
    verifyOneUndoStep(before, 0, QStringLiteral("Paste"));
}

void TestTerrainTools::escapeCancelsPasteAndThenClearsTheSelection()
{
    copyTheWood();
    pressKey(Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(toolName(), QStringLiteral("terrainPlaceAction"));
    pressKey(Qt::Key_Escape);
    QCOMPARE(toolName(), QStringLiteral("terrainRectSelectAction"));
    QCOMPARE(document()->undoStack()->count(), 0);
    QVERIFY(state()->hasSelection());
    pressKey(Qt::Key_Escape);
    QVERIFY(!state()->hasSelection());
    QVERIFY(!action("terrainCopyAction")->isEnabled());
}

void TestTerrainTools::lassoSelectsAndDeleteErasesPaint()
{
    lookAt(hex("0503"));
    useTool(Qt::Key_B, "terrainBrushAction");
    pressKey(Qt::Key_7);
    const QByteArray original = document()->serialize();
    drag({hex("0303"), hex("0403"), hex("0503"), hex("0603")});
    const QByteArray painted = document()->serialize();

    useTool(Qt::Key_Q, "terrainLassoSelectAction");
    // A loop round the painted hexes' centres, through the hexes just outside them.
    drag({hex("0202"), hex("0701"), hex("0804"), hex("0305"), hex("0202")});
    for (const char *h : {"0303", "0403", "0503", "0603"})
        QVERIFY2(state()->isSelected(hex(h)), h);
    QVERIFY(!state()->isSelected(hex("0909")));
    pressKey(Qt::Key_Delete);
    QCOMPARE(document()->serialize(), original);
    verifyOneUndoStep(painted, 1, QStringLiteral("Delete paint"));
}

void TestTerrainTools::cutCopiesThenErasesPaint()
{
    lookAt(hex("0503"));
    useTool(Qt::Key_B, "terrainBrushAction");
    pressKey(Qt::Key_4);
    drag({hex("0303"), hex("0403")});
    const QByteArray painted = document()->serialize();
    useTool(Qt::Key_M, "terrainRectSelectAction");
    drag({hex("0303"), hex("0403")});
    pressKey(Qt::Key_X, Qt::ControlModifier);
    QVERIFY(document()->scenario().terrain.isEmpty());
    verifyOneUndoStep(painted, 1, QStringLiteral("Cut"));
    QCOMPARE(state()->clipboard().cells().size(), 2);
    QCOMPARE(state()->clipboard().cells().first().terrain, Forest);
}

void TestTerrainTools::hexesCopiedInAnotherWindowArriveThroughTheSystemClipboard()
{
    QAction *paste = action("terrainPasteAction");
    QVERIFY(state()->clipboard().isEmpty());
    QVERIFY(!paste->isEnabled());
    const HexClipboard copied = HexClipboard::copy(document()->map(), {hex("0404"), hex("0504")},
                                                   document()->ruleset().id);
    auto *mime = new QMimeData;
    mime->setData(HexClipboard::MimeType, copied.toByteArray());
    QGuiApplication::clipboard()->setMimeData(mime);
    QTRY_COMPARE(state()->clipboard().cells().size(), 2);
    QVERIFY(paste->isEnabled());
    // Text copied afterwards leaves the hexes to paste.
    QGuiApplication::clipboard()->setText(QStringLiteral("some text"));
    QCOMPARE(state()->clipboard().cells().size(), 2);
}

QTEST_MAIN(TestTerrainTools)
#include "tst_terraintools.moc"
