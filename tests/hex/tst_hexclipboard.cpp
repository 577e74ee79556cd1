// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The model side of terrain painting, without a window: which hexes a brush, a fill, a
// rectangle and a lasso touch, the hex clipboard turned and mirrored, and the edits the tools
// push, each one round-tripping through undo on the bytes of the file.

#include "document/scenariodocument.h"
#include "edit/hexclipboard.h"
#include "edit/hexregion.h"
#include "edit/terrainedits.h"
#include "hex/hexlayout.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "testsupport.h"

#include <QStandardPaths>
#include <QTest>
#include <QUndoStack>

#include <algorithm>

using namespace hexwright;
using namespace hexwright::testsupport;

namespace {

QList<OffsetCoord> labels(std::initializer_list<const char *> names)
{
    QList<OffsetCoord> hexes;
    for (const char *name : names)
        hexes.append(hex(name));
    return sorted(hexes);
}

} // namespace

class TestHexClipboard : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();

    void brushOfRadiusCoversOneSevenOrNineteenHexes_data();
    void brushOfRadiusCoversOneSevenOrNineteenHexes();
    void paintStopsAtTheMapsEdge();
    void lineFootprintIsTheHexLineWidenedByTheBrush();
    void floodFillFindsTheForestPatchOfPanel3();
    void floodFillGivesUpPastItsLimit();
    void rectangleSelectsColumnsAndRowsBetween();
    void lassoSelectsTheHexesWhoseCentresItLoopsRound();

    void copyKeepsTerrainAndTheRoadsInside();
    void sixTurnsBringTheClipboardBack();
    void oneTurnMovesNorthToNorthEast();
    void mirrorSwapsEastAndWestAndKeepsNorth();
    void clipboardSurvivesTheMimeBytes();

    void paintingThePanelsTerrainErasesPaint();
    void pasteIsOneUndoStepWithTerrainAndRoads();
    void pasteThatChangesNothingPushesNothing();
    void pasteKeepsTheRoadsItIsPastedOver();
    void roadEditsSkipLinksThatAreAlreadySo();

private:
    void verifyRoundTrip(const QByteArray &before, int stepsBefore);

    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;
};

void TestHexClipboard::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
}

void TestHexClipboard::init()
{
    Diagnostics diagnostics;
    m_document
        = ScenarioDocument::load(QStringLiteral(SOURCE_DIR "/resources/scenarios/"
                                                           "samples/01-badger-hunt.scenario.yaml"),
                                 *m_registry, diagnostics);
    QVERIFY(m_document);
}

void TestHexClipboard::verifyRoundTrip(const QByteArray &before, int stepsBefore)
{
    QUndoStack *stack = m_document->undoStack();
    QCOMPARE(stack->count(), stepsBefore + 1);
    const QByteArray after = m_document->serialize();
    QVERIFY(after != before);
    stack->undo();
    QCOMPARE(m_document->serialize(), before);
    stack->redo();
    QCOMPARE(m_document->serialize(), after);
}

void TestHexClipboard::brushOfRadiusCoversOneSevenOrNineteenHexes_data()
{
    QTest::addColumn<int>("radius");
    QTest::addColumn<int>("count");
    QTest::newRow("radius 0") << 0 << 1;
    QTest::newRow("radius 1") << 1 << 7;
    QTest::newRow("radius 2") << 2 << 19;
}

void TestHexClipboard::brushOfRadiusCoversOneSevenOrNineteenHexes()
{
    QFETCH(int, radius);
    QFETCH(int, count);
    const QList<OffsetCoord> hexes = brushFootprint(m_document->map(), hex("0606"), radius);
    QCOMPARE(hexes.size(), count);
    for (const OffsetCoord h : hexes)
        QVERIFY(HexCoord::distance(axial(h), axial(hex("0606"))) <= radius);
}

void TestHexClipboard::paintStopsAtTheMapsEdge()
{
    const HexMap &map = m_document->map();
    // Panel 3 ends at column 17 (its cut half column); the bounding box runs on east because
    // edge piece D lies further south-east. A brush on the edge must not grow stray hexes
    // into that empty box (found trying Badger Hunt by hand: a radius-1 stroke along panel
    // 3's east edge left a band of forest hexes beside the map).
    QVERIFY(map.contains(hex("1706")));
    QVERIFY(isPaintable(map, hex("1706"))); // the edge's half hex
    QVERIFY(!map.contains(hex("1806")));
    QVERIFY(map.inBounds(hex("1806")));
    QVERIFY(!isPaintable(map, hex("1806")));
    QVERIFY(!isPaintable(map, hex("1906")));
    QVERIFY(!isPaintable(map, hex("2907")));
    QVERIFY(!isPaintable(map, OffsetCoord {-1, 3})); // outside the bounding box
    const QList<OffsetCoord> brush = brushFootprint(map, hex("1706"), 2);
    QVERIFY(brush.contains(hex("1606")));
    QVERIFY(!brush.contains(hex("1806")));
    QVERIFY(!brush.contains(hex("1906")));
}

void TestHexClipboard::lineFootprintIsTheHexLineWidenedByTheBrush()
{
    const HexMap &map = m_document->map();
    const QList<OffsetCoord> thin = lineFootprint(map, hex("0303"), hex("0908"), 0);
    QList<OffsetCoord> expected;
    for (const HexCoord h : hexLine(axial(hex("0303")), axial(hex("0908"))))
        expected.append(HexMap::Offsets.toOffset(h));
    QCOMPARE(thin, expected);
    const QList<OffsetCoord> wide = lineFootprint(map, hex("0303"), hex("0908"), 1);
    for (const OffsetCoord h : expected)
        QVERIFY(wide.contains(h));
    QSet<HexCoord> unique;
    for (const OffsetCoord h : wide) {
        int nearest = 100;
        for (const OffsetCoord e : expected)
            nearest = std::min(nearest, HexCoord::distance(axial(e), axial(h)));
        QVERIFY(nearest <= 1);
        unique.insert(axial(h));
    }
    QCOMPARE(unique.size(), wide.size()); // each hex once
}

void TestHexClipboard::floodFillFindsTheForestPatchOfPanel3()
{
    // Panel 3's south-west wood: 0207, 0208, 0308, 0209, 0309, 0409 (forest is index 3).
    const std::optional<QList<OffsetCoord>> region
        = connectedRegion(m_document->map(), hex("0308"));
    QVERIFY(region);
    QCOMPARE(sorted(*region), labels({"0207", "0208", "0308", "0209", "0309", "0409"}));
    QCOMPARE(region->first(), hex("0308"));
    QCOMPARE(m_document->ruleset().terrain.at(m_document->map().terrainAt(hex("0308"))).id,
             QStringLiteral("forest"));
    QVERIFY(connectedRegion(m_document->map(), OffsetCoord {40, 40})->isEmpty());
}

void TestHexClipboard::floodFillGivesUpPastItsLimit()
{
    // The clear ground of the demo map is hundreds of hexes.
    QVERIFY(!connectedRegion(m_document->map(), hex("0202"), 50));
    const auto all = connectedRegion(m_document->map(), hex("0202"));
    QVERIFY(all && all->size() > 300);
}

void TestHexClipboard::rectangleSelectsColumnsAndRowsBetween()
{
    const QList<OffsetCoord> hexes = hexesInOffsetRect(m_document->map(), hex("0405"), hex("0203"));
    QCOMPARE(hexes.size(), 9);
    QCOMPARE(sorted(hexes).first(), hex("0203"));
    QCOMPARE(sorted(hexes).last(), hex("0405"));
    // Off the map the rectangle keeps only the map's hexes.
    QCOMPARE(hexesInOffsetRect(m_document->map(), {-3, -3}, {0, 0}).size(), 1);
}

void TestHexClipboard::lassoSelectsTheHexesWhoseCentresItLoopsRound()
{
    const MapRenderer renderer(m_document->map(), m_document->ruleset(), m_document->scenario(),
                               m_document->panels());
    // A triangle round three neighbouring centres, pushed out a little from its middle.
    const QList<OffsetCoord> corners = labels({"0505", "0605", "0606"});
    QPointF middle;
    for (const OffsetCoord c : corners)
        middle += renderer.hexCentre(c) / 3;
    QPolygonF lasso;
    for (const OffsetCoord c : corners)
        lasso.append(middle + (renderer.hexCentre(c) - middle) * 1.3);
    QCOMPARE(sorted(hexesInPolygon(renderer, lasso)), corners);
    QVERIFY(hexesInPolygon(renderer, QPolygonF({QPointF(0, 0), QPointF(1, 1)})).isEmpty());
}

void TestHexClipboard::copyKeepsTerrainAndTheRoadsInside()
{
    const HexMap &map = m_document->map();
    // Panel 3's road runs 0310 - 0411 - 0511; copy 0411 and 0511 and the hex north of them.
    const QList<OffsetCoord> hexes = labels({"0411", "0511", "0410"});
    const HexClipboard clipboard = HexClipboard::copy(map, hexes, m_document->ruleset().id);
    QCOMPARE(clipboard.cells().size(), 3);
    QCOMPARE(clipboard.rulesetId(), QStringLiteral("hammers-slammers"));
    QCOMPARE(clipboard.roads().size(), 1); // 0310 - 0411 leaves the area: not copied
    const QList<RoadLink> placed = clipboard.placedRoads(m_document->map().offsets(), hex("0411"));
    QCOMPARE(placed.size(), 1);
    // With the centre back where it came from, everything lands where it was.
    const HexCoord centre
        = FractionalHex {(axial(hexes[0]).q + axial(hexes[1]).q + axial(hexes[2]).q) / 3.0,
                         (axial(hexes[0]).r + axial(hexes[1]).r + axial(hexes[2]).r) / 3.0}
              .rounded();
    const OffsetCoord home = HexMap::Offsets.toOffset(centre);
    QCOMPARE(clipboard.placedRoads(m_document->map().offsets(), home).first(),
             (RoadLink {hex("0411"), hex("0511")}));
    for (const TerrainChange &cell : clipboard.placedTerrain(m_document->map().offsets(), home))
        QCOMPARE(cell.terrain, map.terrainAt(cell.hex));
    QVERIFY(HexClipboard::copy(map, {OffsetCoord {90, 90}}, QString()).isEmpty());
}

void TestHexClipboard::sixTurnsBringTheClipboardBack()
{
    const HexClipboard clipboard = HexClipboard::copy(
        m_document->map(), hexesInOffsetRect(m_document->map(), hex("0307"), hex("0611")),
        m_document->ruleset().id);
    QCOMPARE(clipboard.rotated(6).toByteArray(), clipboard.toByteArray());
    QCOMPARE(clipboard.rotated(1).rotated(-1).toByteArray(), clipboard.toByteArray());
    QCOMPARE(clipboard.rotated(2).rotated(4).toByteArray(), clipboard.toByteArray());
    QCOMPARE(clipboard.mirrored(m_document->map().orientation())
                 .mirrored(m_document->map().orientation())
                 .toByteArray(),
             clipboard.toByteArray());
    QVERIFY(clipboard.rotated(1).toByteArray() != clipboard.toByteArray());
    QCOMPARE(clipboard.rotated(1).roads().size(), clipboard.roads().size());
}

void TestHexClipboard::oneTurnMovesNorthToNorthEast()
{
    // A line of two hexes: the centre and the hex north of it.
    const QList<OffsetCoord> hexes = {hex("0606"), hex("0605")};
    HexClipboard clipboard = HexClipboard::copy(m_document->map(), hexes, QString());
    const OffsetCoord target = hex("1006");
    const HexCoord t = axial(target);
    QList<TerrainChange> placed
        = clipboard.rotated(1).placedTerrain(m_document->map().offsets(), target);
    QList<HexCoord> where;
    for (const TerrainChange &cell : placed)
        where.append(axial(cell.hex) - t);
    // The centre rounds to one of the two; the other moves from N to NE (or S to SW).
    QVERIFY(where.contains(HexCoord()));
    QVERIFY(where.contains(HexCoord::direction(1)) || where.contains(HexCoord::direction(4)));
}

void TestHexClipboard::mirrorSwapsEastAndWestAndKeepsNorth()
{
    const OffsetCoord centre = hex("0606");
    const HexCoord c = axial(centre);
    QList<OffsetCoord> hexes = {centre};
    for (int d : {0, 3, 1, 2})
        hexes.append(HexMap::Offsets.toOffset(c.neighbor(d)));
    const HexClipboard clipboard = HexClipboard::copy(m_document->map(), hexes, QString());
    // The five hexes' middle rounds to the centre hex itself.
    QList<HexCoord> mirrored;
    const HexClipboard mirror = clipboard.mirrored(m_document->map().orientation());
    for (const HexClipboard::Cell &cell : mirror.cells())
        mirrored.append(cell.offset);
    QVERIFY(mirrored.contains(HexCoord()));
    QVERIFY(mirrored.contains(HexCoord::direction(0))); // N stays N
    QVERIFY(mirrored.contains(HexCoord::direction(3))); // S stays S
    QVERIFY(mirrored.contains(HexCoord::direction(5))); // NE becomes NW
    QVERIFY(mirrored.contains(HexCoord::direction(4))); // SE becomes SW
}

void TestHexClipboard::clipboardSurvivesTheMimeBytes()
{
    const HexClipboard clipboard = HexClipboard::copy(
        m_document->map(), hexesInOffsetRect(m_document->map(), hex("0309"), hex("0612")),
        m_document->ruleset().id);
    QVERIFY(!clipboard.roads().isEmpty());
    const std::optional<HexClipboard> back = HexClipboard::fromByteArray(clipboard.toByteArray());
    QVERIFY(back);
    QCOMPARE(back->toByteArray(), clipboard.toByteArray());
    QCOMPARE(back->rulesetId(), clipboard.rulesetId());
    QVERIFY(!HexClipboard::fromByteArray(QByteArray("not hexes")));
    QVERIFY(!HexClipboard::fromByteArray(clipboard.toByteArray().left(20)));
}

void TestHexClipboard::paintingThePanelsTerrainErasesPaint()
{
    const OffsetCoord h = hex("0505"); // slope on panel 3
    const quint8 slope = m_document->map().terrainAt(h);
    QVERIFY(!terrainChangeFor(*m_document, h, slope)); // already so: nothing to do
    QVERIFY(!terrainChangeFor(*m_document, h, NoTerrain)); // no paint to erase
    QVERIFY(paintHexes(m_document.get(), {h}, 3, 1));
    QCOMPARE(m_document->scenario().terrain.at(h), quint8(3));
    const std::optional<TerrainChange> back = terrainChangeFor(*m_document, h, slope);
    QVERIFY(back);
    QCOMPARE(back->terrain, NoTerrain); // the slope comes back by erasing the forest paint
    QVERIFY(!paintHexes(m_document.get(), {h}, 3, 2)); // nothing new: no undo step
    QCOMPARE(m_document->undoStack()->count(), 1);
}

void TestHexClipboard::pasteIsOneUndoStepWithTerrainAndRoads()
{
    // Copy the road's bend of panel 3 (0309-0612) and paste it turned over panel 6's east.
    const HexMap &map = m_document->map();
    const HexClipboard clipboard = HexClipboard::copy(
        map, hexesInOffsetRect(map, hex("0309"), hex("0612")), m_document->ruleset().id);
    const HexClipboard turned = clipboard.rotated(2).mirrored(m_document->map().orientation());
    const OffsetCoord target = hex("1218");
    const QByteArray before = m_document->serialize();
    QVERIFY(pasteHexes(m_document.get(), turned, target));
    QCOMPARE(m_document->undoStack()->text(0), QStringLiteral("Paste"));
    for (const TerrainChange &cell : turned.placedTerrain(m_document->map().offsets(), target))
        QCOMPARE(m_document->map().terrainAt(cell.hex), cell.terrain);
    for (const RoadLink &link : turned.placedRoads(m_document->map().offsets(), target))
        QVERIFY(m_document->map().hasRoad(axial(link.a), axial(link.b)));
    QVERIFY(!m_document->scenario().roadsAdded.isEmpty());
    verifyRoundTrip(before, 0);
}

void TestHexClipboard::pasteThatChangesNothingPushesNothing()
{
    const HexMap &map = m_document->map();
    const QList<OffsetCoord> hexes = hexesInOffsetRect(map, hex("0309"), hex("0612"));
    const HexClipboard clipboard = HexClipboard::copy(map, hexes, m_document->ruleset().id);
    OffsetCoord home;
    // Find where its centre came from: the placement that puts every cell back in place.
    for (const OffsetCoord candidate : hexes) {
        const QList<TerrainChange> cells
            = clipboard.placedTerrain(m_document->map().offsets(), candidate);
        if (std::all_of(cells.cbegin(), cells.cend(),
                        [&hexes](const TerrainChange &c) { return hexes.contains(c.hex); }))
            home = candidate;
    }
    QVERIFY(!pasteHexes(m_document.get(), clipboard, home));
    QCOMPARE(m_document->undoStack()->count(), 0);
}

void TestHexClipboard::pasteKeepsTheRoadsItIsPastedOver()
{
    // Panel 3's north-west hill has no road; pasted over its road at 0411-0511 it leaves the
    // road in place and changes only the terrain.
    const HexMap &map = m_document->map();
    const HexClipboard hill = HexClipboard::copy(
        map, hexesInOffsetRect(map, hex("0303"), hex("0605")), m_document->ruleset().id);
    QVERIFY(hill.roads().isEmpty());
    const QByteArray before = m_document->serialize();
    QVERIFY(pasteHexes(m_document.get(), hill, hex("0511")));
    QVERIFY(m_document->map().hasRoad(axial(hex("0411")), axial(hex("0511"))));
    QVERIFY(m_document->scenario().roadsRemoved.isEmpty());
    verifyRoundTrip(before, 0);
}

void TestHexClipboard::roadEditsSkipLinksThatAreAlreadySo()
{
    const RoadLink panelRoad {hex("0411"), hex("0511")};
    QVERIFY(!editRoadLinks(m_document.get(), {{panelRoad, true}}));
    const QByteArray before = m_document->serialize();
    QVERIFY(
        editRoadLinks(m_document.get(), {{panelRoad, false}, {{hex("0505"), hex("0605")}, true}}));
    QVERIFY(!m_document->map().hasRoad(axial(panelRoad.a), axial(panelRoad.b)));
    QVERIFY(m_document->map().hasRoad(axial(hex("0505")), axial(hex("0605"))));
    verifyRoundTrip(before, 0);
}

QTEST_MAIN(TestHexClipboard)
#include "tst_hexclipboard.moc"
