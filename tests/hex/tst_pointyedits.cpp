// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Editing and playing on a pointy-top map (issue 12, point 5), on the fixture of
// tests/data/pointy (tst_orientation checks that it loads, draws, picks and prints).
//
// The tools and rules that convert between the map's labels and axial hexes use the map's
// numbering, not the flat-top one (issue 12, point 5): a hex's neighbours, a road's hex line, a
// pasted and turned clipboard, zone presets along the edges, line of sight and the engine's
// distances. Every expected figure below is worked by hand on this picture of the assembled
// map (pointy-top; even rows sit half a hex east of odd ones; labels of whole hexes, "--" for
// half hexes at the edges):
//
//     --    --    --    --    --    --    --    --    --    --    --    --
//  --   0202  0302  0402  0502  0602  0702  0802  0902  1002  1102  1202   --
//    0103  0203  0303  0403  0503  0603  0703  0803  0903  1003  1103  1203
//  --   0204  0304  0404  0504  0604  0704  0804  0904  1004  1104  1204   --
//    0105  0205  0305  0405  0505  0605   --    --    --    --    --    --
//  --   0206  0306  0406  0506  0606   --
//    0107  0207  0307  0407  0507  0607
//  --   0208  0308  0408  0508  0608   --
//     --    --    --    --    --    --
//
// So in an even row (label row 1, 3, 5, ...: 0-based rows 0, 2, 4) a hex's neighbours are the
// hexes beside it and, above and below, the one of the same column and the one east of it; in
// an odd row the one of the same column and the one west of it. The flat-top numbering would
// give the same column's hexes above and below instead, and each figure below differs from
// what it would give. Terrain used (from the panels, B below turned): A's row 2 has lake at
// 0303 and 0403, painted city at 0602, forest at 0202 and 0302 (row 1 of A); below, hilltop at
// 0307, 0407, 0507, 0408 and 0508, clear at 0406, 0506 and the seam row 0105-0605.

#include "pointytestsupport.h"

#include "document/scenariodocument.h"
#include "edit/hexclipboard.h"
#include "edit/hexregion.h"
#include "edit/terrainedits.h"
#include "edit/zonepresets.h"
#include "families/hammers-slammers/play/gamecontext.h"
#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/los.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"

#include <QStandardPaths>
#include <QTest>

#include <memory>

using namespace hexwright;
using namespace hexwright::pointy;
using testsupport::hexFromLabel;

namespace {

OffsetCoord hexOf(const QString &label)
{
    return hexFromLabel(label);
}

QString texts(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.toText());
    return out.join(QLatin1Char('\n'));
}

} // namespace

class TestPointyEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void brushCoversAHexAndItsSixNeighbours_data();
    void brushCoversAHexAndItsSixNeighbours();
    void roadFollowsTheHexLine_data();
    void roadFollowsTheHexLine();
    void pastedHexesLandTurnedOrMirrored_data();
    void pastedHexesLandTurnedOrMirrored();
    void zonePresetsFollowTheEdges_data();
    void zonePresetsFollowTheEdges();
    void lineOfSightCrossesTheRightHexes_data();
    void lineOfSightCrossesTheRightHexes();
    void engineMeasuresTheAxialDistance_data();
    void engineMeasuresTheAxialDistance();

private:
    /// The pointy fixture as an editable document, fresh for each edit.
    std::unique_ptr<ScenarioDocument> pointyDocument();
    int terrainIndex(const QString &id) const;

    /// The fixture with its assembled map, as the tests read it.
    struct Loaded
    {
        LoadedScenario loaded;
        HexMap map;
    };
    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<Loaded> m_pointy;
};

void TestPointyEdits::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->addSearchPath(PointyFolder);
    Diagnostics diagnostics;
    m_pointy = std::make_unique<Loaded>();
    m_pointy->loaded = loadScenario(PointyScenario, PointyScenario, *m_registry, diagnostics);
    QVERIFY2(m_pointy->loaded.scenario, qPrintable(texts(diagnostics)));
    m_pointy->map = HexMap::compose(*m_pointy->loaded.scenario, *m_pointy->loaded.panels);
}

std::unique_ptr<ScenarioDocument> TestPointyEdits::pointyDocument()
{
    Diagnostics diagnostics;
    auto document = ScenarioDocument::load(PointyScenario, *m_registry, diagnostics);
    if (!document)
        qWarning("%s", qPrintable(texts(diagnostics)));
    return document;
}

int TestPointyEdits::terrainIndex(const QString &id) const
{
    return int(m_pointy->loaded.ruleset->terrainIds().indexOf(id));
}

void TestPointyEdits::brushCoversAHexAndItsSixNeighbours_data()
{
    QTest::addColumn<QString>("centre");
    QTest::addColumn<QString>("expected"); ///< the centre and its neighbours on the map
    // Even row: beside it 0403 and 0603; above 0502 and 0602; below 0504 and 0604. (Flat-top
    // numbering would give 0502, 0504, 0403, 0404, 0603, 0604.)
    QTest::newRow("even row") << "0503"
                              << "0503 0403 0603 0502 0602 0504 0604";
    // Odd row, on the A|B seam: beside it 0604 and 0804; above 0603 and 0703; below the
    // stacked seam's 0605 and B's bottom half 0705.
    QTest::newRow("odd row, on the seam") << "0704"
                                          << "0704 0604 0804 0603 0703 0605 0705";
    // The west edge: nothing beside it to the west.
    QTest::newRow("west edge, even row") << "0103"
                                         << "0103 0203 0102 0202 0104 0204";
    // Below the stacked seam, an odd row of the lower panel.
    QTest::newRow("lower panel, odd row") << "0406"
                                          << "0406 0306 0506 0305 0405 0307 0407";
}

void TestPointyEdits::brushCoversAHexAndItsSixNeighbours()
{
    // The brush, the fill and the selection outline all take a hex's neighbours from the
    // map's numbering.
    QFETCH(QString, centre);
    QFETCH(QString, expected);
    const HexMap &map = m_pointy->map;
    QCOMPARE(labelsOf(map, brushFootprint(map, hexOf(centre), 1)), sortedLabels(expected));
    QCOMPARE(labelsOf(map, brushFootprint(map, hexOf(centre), 0)), centre);
}

void TestPointyEdits::roadFollowsTheHexLine_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("linkLabels");
    // Three hexes apart along each slant of the grid (the flat-top numbering puts each pair
    // four apart).
    QTest::newRow("south-east") << "0103"
                                << "0306"
                                << "0103-0204 0204-0205 0205-0306";
    QTest::newRow("north-east") << "0307"
                                << "0504"
                                << "0405-0504 0405-0406 0307-0406";
    QTest::newRow("north-west") << "0608"
                                << "0405"
                                << "0507-0608 0506-0507 0405-0506";
}

void TestPointyEdits::roadFollowsTheHexLine()
{
    // What the road tool draws when the mouse jumps from one hex to another three away.
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, linkLabels);
    const QStringList links = linkLabels.split(QLatin1Char(' '));
    std::unique_ptr<ScenarioDocument> document = pointyDocument();
    QVERIFY(document);
    const HexMap &map = document->map();
    const QList<RoadLink> along = roadLinksAlong(map, hexOf(from), hexOf(to));
    QStringList drawn;
    for (const RoadLink &link : along)
        drawn.append(linkText(map, link.a, link.b));
    QStringList sortedLinks = links;
    sortedLinks.sort();
    drawn.sort();
    QCOMPARE(drawn, sortedLinks);

    QList<std::pair<RoadLink, bool>> edits;
    for (const RoadLink &link : along)
        edits.append({link, true});
    QVERIFY(editRoadLinks(document.get(), edits));
    QCOMPARE(document->scenario().roadsAdded.size(), qsizetype(links.size()));
    const OffsetSystem &offsets = document->map().offsets();
    for (const QString &link : std::as_const(links)) {
        const HexCoord a = offsets.fromOffset(hexOf(link.left(4)));
        const HexCoord b = offsets.fromOffset(hexOf(link.right(4)));
        QCOMPARE(HexCoord::distance(a, b), 1);
        QVERIFY2(document->map().hasRoad(a, b), qPrintable(link));
    }
}

void TestPointyEdits::pastedHexesLandTurnedOrMirrored_data()
{
    QTest::addColumn<int>("sixths");
    QTest::addColumn<bool>("mirror");
    QTest::addColumn<QString>("city"); ///< where the city north-east of 0503 lands
    QTest::addColumn<QString>("lake"); ///< where the lake west of 0503 lands
    QTest::addColumn<QString>("road"); ///< where A's road south-west to south-east lands
    // Copied: 0503 and its six neighbours (city at its north-east 0602, lake at its west 0403,
    // the road along row 4 from its south-west 0504 to its south-east 0604), pasted centred on
    // 0407, whose neighbours are 0507 east, 0506 north-east, 0406 north-west, 0307 west, 0408
    // south-west and 0508 south-east. A sixth clockwise takes each direction to the next:
    // north-east to east, west to north-west, south-west and south-east to west and
    // south-west.
    QTest::newRow("a sixth clockwise") << 1 << false << "0507"
                                       << "0406"
                                       << "0307-0408";
    // A sixth anticlockwise: north-east to north-west, west to south-west, south-west and
    // south-east to south-east and east.
    QTest::newRow("a sixth anticlockwise") << -1 << false << "0406"
                                           << "0408"
                                           << "0507-0508";
    // Mirrored east to west: north-east to north-west, west to east; the road's ends swap.
    QTest::newRow("mirrored") << 0 << true << "0406"
                              << "0507"
                              << "0408-0508";
}

void TestPointyEdits::pastedHexesLandTurnedOrMirrored()
{
    QFETCH(int, sixths);
    QFETCH(bool, mirror);
    QFETCH(QString, city);
    QFETCH(QString, lake);
    QFETCH(QString, road);
    std::unique_ptr<ScenarioDocument> document = pointyDocument();
    QVERIFY(document);
    const HexMap before = document->map();
    const OffsetSystem &offsets = before.offsets();
    const QString rulesetId = document->ruleset().id;
    HexClipboard clipboard = HexClipboard::copy(
        before, hexesOf(QStringLiteral("0503 0603 0602 0502 0403 0504 0604")), rulesetId);
    QCOMPARE(clipboard.cells().size(), 7);
    QCOMPARE(clipboard.roads().size(), 1);
    clipboard = clipboard.rotated(sixths);
    if (mirror)
        clipboard = clipboard.mirrored(before.orientation());
    const QString target = QStringLiteral("0407");
    const QString covered = QStringLiteral("0407 0507 0506 0406 0307 0408 0508");
    // Where the cells go, before anything is pasted.
    QList<OffsetCoord> placed;
    for (const TerrainChange &cell : clipboard.placedTerrain(offsets, hexOf(target)))
        placed.append(cell.hex);
    QCOMPARE(labelsOf(before, placed), sortedLabels(covered));
    const QList<RoadLink> roads = clipboard.placedRoads(offsets, hexOf(target));
    QCOMPARE(roads.size(), 1);
    QCOMPARE(linkText(before, roads.first().a, roads.first().b), road);
    QVERIFY(!before.hasRoad(offsets.fromOffset(hexOf(road.left(4))),
                            offsets.fromOffset(hexOf(road.right(4)))));

    QVERIFY(pasteHexes(document.get(), clipboard, hexOf(target)));
    const HexMap &after = document->map();
    for (const OffsetCoord hex : hexesOf(covered)) {
        const QString label = after.label(hex);
        const QString expected = label == city ? QStringLiteral("city")
            : label == lake                    ? QStringLiteral("lake")
                                               : QStringLiteral("clear");
        QVERIFY2(after.terrainAt(hex) == terrainIndex(expected),
                 qPrintable(QStringLiteral("%1 should be %2").arg(label, expected)));
    }
    QVERIFY(after.hasRoad(offsets.fromOffset(hexOf(road.left(4))),
                          offsets.fromOffset(hexOf(road.right(4)))));
    // Nothing outside the seven hexes changed.
    for (int row = 0; row < before.rows(); ++row) {
        for (int col = 0; col < before.columns(); ++col) {
            const OffsetCoord hex {col, row};
            if (!covered.contains(before.label(hex)))
                QCOMPARE(after.terrainAt(hex), before.terrainAt(hex));
        }
    }
}

void TestPointyEdits::zonePresetsFollowTheEdges_data()
{
    QTest::addColumn<int>("kind"); ///< ZonePreset::Kind
    QTest::addColumn<int>("panel"); ///< placement: 0 = A, 1 = B, 2 = B turned below A
    QTest::addColumn<int>("edge"); ///< ZonePreset::Edge
    QTest::addColumn<int>("depth"); ///< PanelEdge, MapEdge; NearPanel: the distance
    QTest::addColumn<QString>("expected");
    const int mapEdge = int(ZonePreset::Kind::MapEdge);
    const int panelEdge = int(ZonePreset::Kind::PanelEdge);
    const int north = int(ZonePreset::Edge::North);
    const int south = int(ZonePreset::Edge::South);
    const int east = int(ZonePreset::Edge::East);
    const int west = int(ZonePreset::Edge::West);
    // Pointy-top: the north and south edges run along rows, so they take whole rows; the east
    // and west edges cut across the rows, so they take the first hexes of each row, which
    // zigzag by half a hex (the flat-top rule turned a quarter).
    QTest::newRow("map, north") << mapEdge << 0 << north << 1
                                << "0202 0302 0402 0502 0602 0702 0802 0902 1002 1102 1202";
    QTest::newRow("map, south") << mapEdge << 0 << south << 1 << "0208 0308 0408 0508 0608";
    QTest::newRow("map, west") << mapEdge << 0 << west << 1 << "0202 0103 0204 0105 0206 0107 0208";
    // The L-shaped map's east edge: B's east hexes, then the lower panel's.
    QTest::newRow("map, east") << mapEdge << 0 << east << 1 << "1202 1203 1204 0605 0606 0607 0608";
    QTest::newRow("map, west, two deep")
        << mapEdge << 0 << west << 2
        << "0202 0302 0103 0203 0204 0304 0105 0205 0206 0306 0107 0207 0208 0308";
    QTest::newRow("map, south, two deep")
        << mapEdge << 0 << south << 2 << "0107 0207 0307 0407 0507 0607 0208 0308 0408 0508 0608";
    // A panel's own full hexes: rows 2-4 of A, its halves left out.
    QTest::newRow("panel A, north") << panelEdge << 0 << north << 1 << "0202 0302 0402 0502 0602";
    QTest::newRow("panel A, south") << panelEdge << 0 << south << 1 << "0204 0304 0404 0504 0604";
    QTest::newRow("panel A, west") << panelEdge << 0 << west << 1 << "0202 0103 0204";
    QTest::newRow("panel A, east") << panelEdge << 0 << east << 1 << "0602 0603 0604";
    QTest::newRow("panel B, west") << panelEdge << 1 << west << 1 << "0802 0703 0804";
    QTest::newRow("panel B turned, north")
        << panelEdge << 2 << north << 1 << "0206 0306 0406 0506 0606";
    // Within a hex of A: the seam hexes east of it, B's 0703 beside 0603, and the stacked
    // seam row below (each of its hexes touches A's row 4). Flat-top numbering would miss
    // 0105.
    QTest::newRow("within 1 of panel A") << int(ZonePreset::Kind::NearPanel) << 0 << north << 1
                                         << "0702 0703 0704 0105 0205 0305 0405 0505 0605";
}

void TestPointyEdits::zonePresetsFollowTheEdges()
{
    QFETCH(int, kind);
    QFETCH(int, panel);
    QFETCH(int, edge);
    QFETCH(int, depth);
    QFETCH(QString, expected);
    ZonePreset preset;
    preset.kind = ZonePreset::Kind(kind);
    preset.panel = panel;
    preset.edge = ZonePreset::Edge(edge);
    preset.depth = depth;
    preset.distance = depth;
    const QList<OffsetCoord> hexes
        = presetHexes(preset, *m_pointy->loaded.scenario, *m_pointy->loaded.panels, m_pointy->map,
                      *m_pointy->loaded.ruleset);
    QCOMPARE(labelsOf(m_pointy->map, hexes), sortedLabels(expected));
}

void TestPointyEdits::lineOfSightCrossesTheRightHexes_data()
{
    QTest::addColumn<QString>("firer");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("crossed");
    QTest::addColumn<bool>("clear");
    // Along a row the line runs through the centres: only that row's hexes (a flat-top row
    // zigzags, and its line would run along hexsides of the rows above and below).
    QTest::newRow("along row 3") << "0103"
                                 << "0503"
                                 << "0203 0303 0403" << true;
    // Along a slant, through the centres and the hexsides' middles.
    QTest::newRow("north-east slant") << "0307"
                                      << "0504"
                                      << "0406 0405" << true;
    // Two hexes east and one north-east of 0103: the line runs exactly along the hexside
    // between 0202 and 0203, so both intervene (§3.17); 0202 is forest (2), above the firer's
    // clear (0) and the target's forest (0): blocked.
    QTest::newRow("along a hexside") << "0103"
                                     << "0302"
                                     << "0202 0203" << false;
}

void TestPointyEdits::lineOfSightCrossesTheRightHexes()
{
    QFETCH(QString, firer);
    QFETCH(QString, target);
    QFETCH(QString, crossed);
    QFETCH(bool, clear);
    const HexMap &map = m_pointy->map;
    const rules::Battlefield field = rules::Battlefield::fromScenario(
        *m_pointy->loaded.ruleset, map, *m_pointy->loaded.scenario);
    const OffsetSystem &offsets = map.offsets();
    const rules::LosTrace trace = rules::traceLineOfSight(field, offsets.fromOffset(hexOf(firer)),
                                                          offsets.fromOffset(hexOf(target)));
    QList<OffsetCoord> hexes;
    for (const rules::LosHex &step : trace.intervening)
        hexes.append(offsets.toOffset(step.hex));
    QCOMPARE(labelsOf(map, hexes), sortedLabels(crossed));
    QCOMPARE(trace.clear, clear);
    QCOMPARE(trace.firerTerrainId, field.terrainId(offsets.fromOffset(hexOf(firer))));
}

void TestPointyEdits::engineMeasuresTheAxialDistance_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("distance");
    // Counted on the picture: a row step moves half a hex east or west.
    QTest::newRow("neighbours across rows") << "0602"
                                            << "0503" << 1;
    QTest::newRow("south-east slant") << "0103"
                                      << "0306" << 3;
    QTest::newRow("north-east slant") << "0307"
                                      << "0504" << 3;
    // Six rows down take 3 hexes east at most; 4 are needed: one more step.
    QTest::newRow("six rows down, four across") << "0202"
                                                << "0608" << 7;
    QTest::newRow("along row 2") << "0202"
                                 << "1202" << 10;
}

void TestPointyEdits::engineMeasuresTheAxialDistance()
{
    // The Hammer's Slammers engine keeps its hexes axial (ranges, moves, LOS) and converts at
    // the map's labels through its GameContext.
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, distance);
    const GameContext context(*m_pointy->loaded.scenario, *m_pointy->loaded.ruleset,
                              *m_pointy->loaded.panels);
    HexCoord a;
    HexCoord b;
    QVERIFY(context.parseLabel(from, &a));
    QVERIFY(context.parseLabel(to, &b));
    QCOMPARE(HexCoord::distance(a, b), distance);
    QCOMPARE(context.label(a), from);
    QCOMPARE(context.label(b), to);
    QVERIFY(context.isPlayable(a) && context.isPlayable(b));
}

QTEST_GUILESS_MAIN(TestPointyEdits)
#include "tst_pointyedits.moc"
