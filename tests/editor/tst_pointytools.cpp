// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The map designer's tools on a pointy-top map (issue 12, point 5), driven the way a user
// drives them: the pointy fixture of tests/data/pointy opened in the real main window, the
// brush, the road tool, copy and a turned paste, the zone brush and the line-of-sight tool.
// Each figure is worked by hand on the picture of the fixture in tests/hex/tst_orientation.cpp
// (even rows half a hex east of odd ones); the flat-top numbering would give other hexes.
//
// And the family's tools behind the seam (issue 12, point 3): the line-of-sight tool comes
// from the Hammer's Slammers family through makeFamilyEditorTools(), shown while a scenario of
// that family is open and hidden otherwise.

#include "mainwindow.h"
#include "mapview.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "families/hammers-slammers/lostool.h"
#include "map/hexmap.h"
#include "playtest/playtestextension.h"
#include "pointytestsupport.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "setup/setupstate.h"
#include "setup/zonetool.h"
#include "terrain/terrainstate.h"
#include "testsupport.h"

#include <QAction>
#include <QMenu>
#include <QSettings>
#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

using pointy::hexesOf;
using pointy::labelsOf;
using pointy::PointyFolder;
using pointy::PointyScenario;
using pointy::sortedLabels;

/// The hexes whose terrain differs between two maps of the same size.
QList<OffsetCoord> changedHexes(const HexMap &before, const HexMap &after)
{
    QList<OffsetCoord> changed;
    for (int row = 0; row < before.rows(); ++row) {
        for (int col = 0; col < before.columns(); ++col) {
            if (before.terrainAt({col, row}) != after.terrainAt({col, row}))
                changed.append({col, row});
        }
    }
    return changed;
}

MapMouseEvent leftClick(OffsetCoord hex)
{
    MapMouseEvent event;
    event.button = Qt::LeftButton;
    event.buttons = Qt::LeftButton;
    event.hex = hex;
    return event;
}

} // namespace

class TestPointyTools : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();

    void fixtureOpensPointyTop();
    void brushOfRadius1PaintsAHexAndItsNeighbours();
    void roadToolJoinsHexesThreeApartAlongTheHexLine();
    void copiedHexesPasteTurnedBySixtyDegrees();
    void zoneBrushPaintsTheNeighbours();
    void losToolCrossesBothHexesAlongAHexside();
    void familyToolsFollowTheOpenScenario();

private:
    MapView *view() const { return m_window->mapView(); }
    ScenarioDocument *document() const { return m_window->document(); }
    EditorContext *context() const { return m_window->context(); }
    TerrainState *terrainState() const
    {
        return m_window->findChild<TerrainState *>(QStringLiteral("terrainState"));
    }
    template<typename T> QList<T *> tools() const
    {
        QList<T *> found;
        for (MapTool *t : context()->tools()) {
            if (auto *tool = qobject_cast<T *>(t))
                found.append(tool);
        }
        return found;
    }
    QPoint at(const char *label) const { return view()->viewportPosOf(hex(label)); }
    void pressKey(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(view(), key, modifiers);
    }
    HexCoord axialOf(const char *label) const
    {
        return document()->map().offsets().fromOffset(hex(label));
    }

    std::unique_ptr<MainWindow> m_window;
};

void TestPointyTools::initTestCase()
{
    useTestSettings("tst_pointytools");
}

void TestPointyTools::init()
{
    QSettings().clear();
    m_window = std::make_unique<MainWindow>();
    m_window->registry().addSearchPath(PointyFolder);
    m_window->resize(1300, 950);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    QVERIFY(m_window->openFile(PointyScenario));
    QVERIFY(terrainState());
    // The whole fixture (13 x 9 hexes) in view.
    view()->setZoom(0.6, view()->viewport()->rect().center());
    view()->centerOn(view()->renderer()->hexCentre(hex("0705")));
    view()->setFocus();
}

void TestPointyTools::cleanup()
{
    if (document())
        document()->undoStack()->setClean();
    m_window.reset();
}

void TestPointyTools::fixtureOpensPointyTop()
{
    QCOMPARE(document()->map().orientation(), HexOrientation::PointyTop);
    QCOMPARE(terrainState()->offsets().orientation, HexOrientation::PointyTop);
    for (const char *label : {"0103", "0306", "0407", "0503", "0608", "1202"})
        QVERIFY2(view()->viewport()->rect().contains(at(label)), label);
}

void TestPointyTools::brushOfRadius1PaintsAHexAndItsNeighbours()
{
    pressKey(Qt::Key_B);
    QCOMPARE(view()->tool()->action()->objectName(), QStringLiteral("terrainBrushAction"));
    terrainState()->setBrushRadius(1);
    pressKey(Qt::Key_4); // forest
    const HexMap before = document()->map();
    QTest::mouseMove(view()->viewport(), at("0503"));
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at("0503"));
    // 0503's row is an even one (0-based row 2): above it 0502 and 0602, below 0504 and 0604.
    QCOMPARE(labelsOf(before, changedHexes(before, document()->map())),
             sortedLabels(QStringLiteral("0503 0403 0603 0502 0602 0504 0604")));
    QCOMPARE(document()->undoStack()->count(), 1);
}

void TestPointyTools::roadToolJoinsHexesThreeApartAlongTheHexLine()
{
    pressKey(Qt::Key_O);
    QCOMPARE(view()->tool()->action()->objectName(), QStringLiteral("terrainRoadAction"));
    // One jump of the mouse from 0103 to 0306, three hexes south-east: the road runs through
    // 0204 and 0205 between.
    QTest::mousePress(view()->viewport(), Qt::LeftButton, {}, at("0103"));
    QTest::mouseMove(view()->viewport(), at("0306"));
    QTest::mouseRelease(view()->viewport(), Qt::LeftButton, {}, at("0306"));
    const HexMap &map = document()->map();
    QVERIFY(map.hasRoad(axialOf("0103"), axialOf("0204")));
    QVERIFY(map.hasRoad(axialOf("0204"), axialOf("0205")));
    QVERIFY(map.hasRoad(axialOf("0205"), axialOf("0306")));
    QCOMPARE(document()->scenario().roadsAdded.size(), 3);
    QCOMPARE(document()->undoStack()->text(0), QStringLiteral("Draw road"));
}

void TestPointyTools::copiedHexesPasteTurnedBySixtyDegrees()
{
    // 0503 and its six neighbours: city north-east (0602), lake west (0403), panel A's road
    // from the south-west (0504) to the south-east (0604).
    const QList<OffsetCoord> copied = hexesOf(QStringLiteral("0503 0603 0602 0502 0403 0504 0604"));
    pressKey(Qt::Key_M); // a selection tool: Copy works while a terrain tool is in use
    terrainState()->setSelection(copied);
    QCOMPARE(labelsOf(document()->map(), terrainState()->selectedHexes()),
             labelsOf(document()->map(), copied));
    pressKey(Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(terrainState()->clipboard().cells().size(), 7);
    const HexMap before = document()->map();
    pressKey(Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(view()->tool()->action()->objectName(), QStringLiteral("terrainPlaceAction"));
    QTest::mouseMove(view()->viewport(), at("0407"));
    pressKey(Qt::Key_R); // a sixth of a turn clockwise
    QTest::mouseClick(view()->viewport(), Qt::LeftButton, {}, at("0407"));

    // Around 0407: east 0507, north-east 0506, north-west 0406, west 0307, south-west 0408,
    // south-east 0508. North-east turns to east, west to north-west, south-west and
    // south-east to west and south-west.
    const QString covered = QStringLiteral("0407 0507 0506 0406 0307 0408 0508");
    const HexMap &map = document()->map();
    const int city = int(document()->ruleset().terrainIds().indexOf(QStringLiteral("city")));
    const int lake = int(document()->ruleset().terrainIds().indexOf(QStringLiteral("lake")));
    const int clear = int(document()->ruleset().terrainIds().indexOf(QStringLiteral("clear")));
    for (const OffsetCoord h : hexesOf(covered)) {
        const QString label = map.label(h);
        const int expected = label == QLatin1String("0507") ? city
            : label == QLatin1String("0406")                ? lake
                                                            : clear;
        QVERIFY2(map.terrainAt(h) == expected, qPrintable(label));
    }
    QVERIFY(map.hasRoad(axialOf("0307"), axialOf("0408")));
    for (const OffsetCoord h : changedHexes(before, map))
        QVERIFY2(covered.contains(map.label(h)), qPrintable(map.label(h)));
    // The pasted hexes are the new selection.
    QCOMPARE(labelsOf(map, terrainState()->selectedHexes()), sortedLabels(covered));
    QCOMPARE(document()->undoStack()->text(0), QStringLiteral("Paste"));
}

void TestPointyTools::zoneBrushPaintsTheNeighbours()
{
    auto *setup = m_window->findChild<SetupState *>(QStringLiteral("setupState"));
    QVERIFY(setup);
    const QList<ZoneTool *> zoneTools = tools<ZoneTool>();
    QCOMPARE(zoneTools.size(), 1);
    ZoneTool *zoneTool = zoneTools.first();
    context()->activateTool(zoneTool);
    zoneTool->setRadius(1);
    setup->setCurrentZone(QString());
    zoneTool->mousePressed(leftClick(hex("0503")));
    zoneTool->mouseReleased(leftClick(hex("0503")));
    QCOMPARE(document()->scenario().zones.size(), 1);
    const QString id = document()->scenario().zones.first().id;
    QCOMPARE(labelsOf(document()->map(), document()->scenario().findZone(id)->hexes),
             sortedLabels(QStringLiteral("0503 0403 0603 0502 0602 0504 0604")));
    // A second stroke next to it adds only the new hexes: 0603's neighbours east of the
    // first patch, 0702, 0703 and 0704 by the A|B seam.
    setup->setCurrentZone(id);
    zoneTool->mousePressed(leftClick(hex("0603")));
    zoneTool->mouseReleased(leftClick(hex("0603")));
    QCOMPARE(labelsOf(document()->map(), document()->scenario().findZone(id)->hexes),
             sortedLabels(QStringLiteral("0503 0403 0603 0502 0602 0504 0604 0702 0703 0704")));
}

void TestPointyTools::losToolCrossesBothHexesAlongAHexside()
{
    const QList<LosTool *> losTools = tools<LosTool>();
    QCOMPARE(losTools.size(), 1);
    LosTool *tool = losTools.first();
    QVERIFY(tool->action()->isVisible());
    context()->activateTool(tool);
    // Two hexes east and one north-east of 0103 lies 0302: the line runs along the hexside
    // between 0202 (forest) and 0203 (clear), and both intervene; the forest blocks.
    tool->mousePressed(leftClick(hex("0103")));
    tool->mousePressed(leftClick(hex("0302")));
    const std::optional<rules::LosTrace> trace = tool->trace();
    QVERIFY(trace);
    const OffsetSystem &offsets = document()->map().offsets();
    QList<OffsetCoord> crossed;
    for (const rules::LosHex &step : trace->intervening)
        crossed.append(offsets.toOffset(step.hex));
    QCOMPARE(labelsOf(document()->map(), crossed), QStringLiteral("0202 0203"));
    QVERIFY(!trace->clear);
    QCOMPARE(trace->blockingHex, std::optional<HexCoord>(axialOf("0202")));
    // Along row 3 from 0103 to 0503: only that row's hexes.
    tool->mousePressed(leftClick(hex("0103")));
    tool->mousePressed(leftClick(hex("0503")));
    const std::optional<rules::LosTrace> row = tool->trace();
    QVERIFY(row);
    crossed.clear();
    for (const rules::LosHex &step : row->intervening)
        crossed.append(offsets.toOffset(step.hex));
    QCOMPARE(labelsOf(document()->map(), crossed), QStringLiteral("0203 0303 0403"));
    QVERIFY(row->clear);
}

void TestPointyTools::familyToolsFollowTheOpenScenario()
{
    // The pointy fixture's ruleset is of the Hammer's Slammers family: its LOS tool is there,
    // made by the family's registry line, in the Tools menu.
    QCOMPARE(document()->ruleset().family, QStringLiteral("hammers-slammers"));
    QList<LosTool *> losTools = tools<LosTool>();
    QCOMPARE(losTools.size(), 1);
    QAction *los = losTools.first()->action();
    QVERIFY(context()->menu(QStringLiteral("toolsMenu"))->actions().contains(los));
    QVERIFY(los->isVisible() && los->isEnabled());
    context()->activateTool(losTools.first());

    // No scenario, no family: the tool goes away, and the active tool with it.
    QVERIFY(m_window->closeFile());
    QVERIFY(!los->isVisible());
    QVERIFY(!los->isEnabled());
    QVERIFY(context()->activeTool() != losTools.first());

    // Another scenario of the family: the same tool again, not a second one.
    QVERIFY(m_window->openDemo());
    QVERIFY(los->isVisible() && los->isEnabled());
    QCOMPARE(tools<LosTool>().size(), 1);

    // Hammer Wars' tool works on a table; an unknown family gets none.
    const QList<MapTool *> tableTools
        = makeFamilyEditorTools(QStringLiteral("hammer-wars"), *context());
    QCOMPARE(tableTools.size(), 1);
    QVERIFY(tableTools.first()->worksOnTable());
    qDeleteAll(tableTools);
    QVERIFY(makeFamilyEditorTools(QStringLiteral("no-such-family"), *context()).isEmpty());
    QCOMPARE(tools<LosTool>().size(), 1);
}

QTEST_MAIN(TestPointyTools)
#include "tst_pointytools.moc"
