// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Setup zones as the book words them, computed on the bundled panels: "anywhere on Board 3",
// "the first full hexes along the north edge", "the city hexes of Board 4" (14 of them),
// "on Board 6 within 4 hexes of Board 3", and the map's own edges.

#include "commands/changelayout.h"
#include "document/scenariodocument.h"
#include "edit/zonepresets.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"
#include "testsupport.h"

#include <QTest>
#include <QUndoStack>

using namespace hexwright;
using namespace hexwright::testsupport;

Q_DECLARE_METATYPE(hexwright::ZonePreset)

namespace {

// The test map: Panel 4 and Panel 3 side by side, Panel 6 under Panel 3 and edge piece E
// under Panel 4.
enum LayoutIndex { Panel4, Panel3, Panel6, EdgeE };

ZonePreset preset(ZonePreset::Kind kind, int panel)
{
    ZonePreset p;
    p.kind = kind;
    p.panel = panel;
    return p;
}

ZonePreset edgePreset(ZonePreset::Kind kind, int panel, ZonePreset::Edge edge, int depth)
{
    ZonePreset p = preset(kind, panel);
    p.edge = edge;
    p.depth = depth;
    return p;
}

ZonePreset terrainPreset(int panel, const char *terrain)
{
    ZonePreset p = preset(ZonePreset::Kind::PanelTerrain, panel);
    p.terrain = QLatin1String(terrain);
    return p;
}

ZonePreset nearPreset(int panel, int distance, int onPanel = -1)
{
    ZonePreset p = preset(ZonePreset::Kind::NearPanel, panel);
    p.distance = distance;
    p.onPanel = onPanel;
    return p;
}

} // namespace

class TestZonePresets : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void presetCounts_data();
    void presetCounts();
    void wholePanelIsItsFullHexesOnly();
    void edgeRowsFollowTheEdge();
    void cityOfBoard4IsItsLargeCity();
    void paintedTerrainCounts();
    void withinNHexesOnAnotherBoard();
    void wording_data();
    void wording();
    void duplicatePanelsAreNamedByPosition();
    void zoneUsesNameEveryReference();
    void uniqueIds();
    void awayFromAnEdgeIsThePanelWithoutItsEdgeRows();
    void subtractingAZoneKeepsTheRestInOrder();
    void presetZonesFollowALayoutChangeInOneUndoStep();
    void zonesPaintedByHandStayPut();

private:
    QList<OffsetCoord> hexesOf(const ZonePreset &p) const
    {
        return presetHexes(p, m_scenario, *m_library, m_map, *m_rules);
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
    const PanelLibrary *m_library = nullptr;
    Scenario m_scenario;
    HexMap m_map;
};

void TestZonePresets::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(m_rules);
    m_library = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *m_rules, diagnostics);
    QVERIFY(m_library);
    m_scenario.layout = {at(QStringLiteral("4"), 0, 0), at(QStringLiteral("3"), 16, 0),
                         at(QStringLiteral("6"), 16, 12), at(QStringLiteral("E"), 0, 12)};
    m_map = HexMap::compose(m_scenario, *m_library);
    QVERIFY(m_map.playableCount() > 0);
}

void TestZonePresets::presetCounts_data()
{
    using K = ZonePreset::Kind;
    using E = ZonePreset::Edge;
    QTest::addColumn<ZonePreset>("preset");
    QTest::addColumn<int>("hexes");

    // A main board has 15 columns of full hexes: 8 odd ones of 11 and 7 even ones of 12.
    QTest::newRow("anywhere on Board 4") << preset(K::WholePanel, Panel4) << 172;
    QTest::newRow("anywhere on Board 6") << preset(K::WholePanel, Panel6) << 172;
    QTest::newRow("anywhere on edge piece E") << preset(K::WholePanel, EdgeE) << 52;
    QTest::newRow("north edge of Board 4") << edgePreset(K::PanelEdge, Panel4, E::North, 1) << 15;
    QTest::newRow("first 2 along the north edge")
        << edgePreset(K::PanelEdge, Panel4, E::North, 2) << 30;
    QTest::newRow("south edge of Board 6") << edgePreset(K::PanelEdge, Panel6, E::South, 1) << 15;
    QTest::newRow("west edge of Board 3") << edgePreset(K::PanelEdge, Panel3, E::West, 1) << 11;
    QTest::newRow("first 2 along the west edge")
        << edgePreset(K::PanelEdge, Panel3, E::West, 2) << 23;
    QTest::newRow("east edge of Board 3") << edgePreset(K::PanelEdge, Panel3, E::East, 1) << 11;
    QTest::newRow("deeper than the board") << edgePreset(K::PanelEdge, EdgeE, E::North, 9) << 52;
    QTest::newRow("city hexes of Board 4") << terrainPreset(Panel4, "city") << 14;
    QTest::newRow("forest hexes of Board 4") << terrainPreset(Panel4, "forest") << 24;
    QTest::newRow("hilltops of Board 3") << terrainPreset(Panel3, "hilltop") << 5;
    QTest::newRow("lake hexes of Board 6") << terrainPreset(Panel6, "lake") << 7;
    QTest::newRow("no city on Board 3") << terrainPreset(Panel3, "city") << 0;
    QTest::newRow("unknown terrain") << terrainPreset(Panel3, "lava") << 0;
    // Board 3's neighbours one hex away: the seam column with Board 4 (12), the joined seam
    // hexes with Board 6 (8 odd columns) and Board 6's top even row (7).
    QTest::newRow("within 1 hex of Board 3") << nearPreset(Panel3, 1) << 27;
    QTest::newRow("on Board 6 within 1 hex of Board 3") << nearPreset(Panel3, 1, Panel6) << 7;
    QTest::newRow("on Board 6 within 2 hexes of Board 3") << nearPreset(Panel3, 2, Panel6) << 22;
    // The map's west edge: column 1 of Board 4 (11), the seam hex with E, E's 3.
    // sc.11: "On Board 3 at least 5 hexes from the east edge": the board without its 5
    // east-most columns of full hexes (3 odd ones of 11, 2 even ones of 12).
    QTest::newRow("Board 3 at least 5 hexes from its east edge")
        << edgePreset(K::PanelAwayFromEdge, Panel3, E::East, 5) << 172 - 57;
    QTest::newRow("Board 3 at least 1 hex from its east edge")
        << edgePreset(K::PanelAwayFromEdge, Panel3, E::East, 1) << 172 - 11;
    QTest::newRow("Board 4 at least 2 hexes from its north edge")
        << edgePreset(K::PanelAwayFromEdge, Panel4, E::North, 2) << 172 - 30;
    QTest::newRow("further from the edge than the board is wide")
        << edgePreset(K::PanelAwayFromEdge, EdgeE, E::North, 9) << 0;
    QTest::newRow("map's west edge") << edgePreset(K::MapEdge, 0, E::West, 1) << 15;
    QTest::newRow("map's north edge") << edgePreset(K::MapEdge, 0, E::North, 1) << 31;
    QTest::newRow("no such panel") << preset(K::WholePanel, 9) << 0;
}

void TestZonePresets::presetCounts()
{
    QFETCH(ZonePreset, preset);
    QFETCH(int, hexes);
    const QList<OffsetCoord> zone = hexesOf(preset);
    QCOMPARE(zone.size(), hexes);
    // Only whole hexes of the map, each once, in order.
    for (const OffsetCoord hex : zone)
        QVERIFY2(m_map.isPlayable(hex), qPrintable(m_map.label(hex)));
    QCOMPARE(sorted(zone), zone);
    for (int i = 1; i < zone.size(); ++i)
        QVERIFY(zone.at(i) != zone.at(i - 1));
}

void TestZonePresets::wholePanelIsItsFullHexesOnly()
{
    // Board 3 starts at column 16: its column 16 is the seam with Board 4, made whole on the
    // map but not a full hex of either board.
    const QList<OffsetCoord> board3 = hexesOf(preset(ZonePreset::Kind::WholePanel, Panel3));
    QVERIFY(m_map.isPlayable({16, 5}));
    QVERIFY(!board3.contains(OffsetCoord {16, 5}));
    QVERIFY(board3.contains(OffsetCoord {17, 1}));
    QVERIFY(!board3.contains(OffsetCoord {17, 0})); // the half hex on the map's north edge
    QVERIFY(board3.contains(OffsetCoord {18, 0}));
    QVERIFY(board3.contains(OffsetCoord {31, 11}));
}

void TestZonePresets::edgeRowsFollowTheEdge()
{
    // North: each column's first full hex, row 1 in odd columns and row 0 in even ones.
    const QList<OffsetCoord> north
        = hexesOf(edgePreset(ZonePreset::Kind::PanelEdge, Panel4, ZonePreset::Edge::North, 1));
    QCOMPARE(north.first(), hex("0202"));
    QCOMPARE(north.at(1), hex("0301"));
    // South of Board 6: row 23 in every column.
    const QList<OffsetCoord> south
        = hexesOf(edgePreset(ZonePreset::Kind::PanelEdge, Panel6, ZonePreset::Edge::South, 1));
    for (const OffsetCoord h : south)
        QCOMPARE(h.row, 23);
    // East of Board 3: its column 31.
    const QList<OffsetCoord> east
        = hexesOf(edgePreset(ZonePreset::Kind::PanelEdge, Panel3, ZonePreset::Edge::East, 1));
    for (const OffsetCoord h : east)
        QCOMPARE(h.col, 31);
}

void TestZonePresets::cityOfBoard4IsItsLargeCity()
{
    // The book's scenario 2: "the city hexes of Board 4" are the large city, 14 hexes.
    const QList<OffsetCoord> city = hexesOf(terrainPreset(Panel4, "city"));
    const PanelFeature *large
        = m_library->findPanel(QStringLiteral("4"))->findFeature(QStringLiteral("large-city"));
    QVERIFY(large);
    QCOMPARE(city, sorted(large->hexes));
}

void TestZonePresets::paintedTerrainCounts()
{
    Scenario painted = m_scenario;
    const quint8 city = quint8(m_rules->terrainIds().indexOf(QStringLiteral("city")));
    painted.terrain.set(hex("0303"), city);
    painted.terrain.set(hex("2020"), city); // on Board 6, not Board 4
    const HexMap map = HexMap::compose(painted, *m_library);
    const QList<OffsetCoord> zone
        = presetHexes(terrainPreset(Panel4, "city"), painted, *m_library, map, *m_rules);
    QCOMPARE(zone.size(), 15);
    QVERIFY(zone.contains(hex("0303")));
}

void TestZonePresets::withinNHexesOnAnotherBoard()
{
    // Scenario 1: "on Board 6 within 4 hexes of Board 3". Every hex is on Board 6, none is
    // more than 4 steps from Board 3, and the hexes one step further are left out.
    const QList<OffsetCoord> board6 = hexesOf(preset(ZonePreset::Kind::WholePanel, Panel6));
    const QList<OffsetCoord> board3 = hexesOf(preset(ZonePreset::Kind::WholePanel, Panel3));
    const auto distanceToBoard3 = [&board3](OffsetCoord h) {
        int best = 1000;
        for (const OffsetCoord b : board3)
            best = std::min(best, HexCoord::distance(axial(h), axial(b)));
        return best;
    };
    const QList<OffsetCoord> zone = hexesOf(nearPreset(Panel3, 4, Panel6));
    QVERIFY(!zone.isEmpty());
    int expected = 0;
    for (const OffsetCoord h : board6)
        expected += distanceToBoard3(h) <= 4 ? 1 : 0;
    QCOMPARE(zone.size(), expected);
    for (const OffsetCoord h : zone) {
        QVERIFY(board6.contains(h));
        QVERIFY(distanceToBoard3(h) <= 4);
    }
    QVERIFY(zone.size() < hexesOf(nearPreset(Panel3, 5, Panel6)).size());
}

void TestZonePresets::wording_data()
{
    using K = ZonePreset::Kind;
    using E = ZonePreset::Edge;
    QTest::addColumn<ZonePreset>("preset");
    QTest::addColumn<QString>("wording");

    QTest::newRow("whole") << preset(K::WholePanel, Panel3)
                           << QStringLiteral("Anywhere on Panel 3");
    QTest::newRow("edge 1") << edgePreset(K::PanelEdge, Panel6, E::North, 1)
                            << QStringLiteral("The first full hexes along the north edge of "
                                              "Panel 6");
    QTest::newRow("edge 2") << edgePreset(K::PanelEdge, EdgeE, E::South, 2)
                            << QStringLiteral("The first 2 full hexes along the south edge of "
                                              "Edge piece E");
    QTest::newRow("city") << terrainPreset(Panel4, "city")
                          << QStringLiteral("City hexes of Panel 4");
    QTest::newRow("within") << nearPreset(Panel3, 4) << QStringLiteral("Within 4 hexes of Panel 3");
    QTest::newRow("on, within") << nearPreset(Panel3, 4, Panel6)
                                << QStringLiteral("On Panel 6 within 4 hexes of Panel 3");
    QTest::newRow("map edge") << edgePreset(K::MapEdge, 0, E::West, 1)
                              << QStringLiteral("The first full hexes along the map's west edge");
}

void TestZonePresets::wording()
{
    QFETCH(ZonePreset, preset);
    QFETCH(QString, wording);
    QCOMPARE(presetWording(preset, m_scenario, *m_library, *m_rules), wording);
}

void TestZonePresets::duplicatePanelsAreNamedByPosition()
{
    Scenario twice;
    twice.layout = {at(QStringLiteral("4"), 0, 0), at(QStringLiteral("4"), 16, 0)};
    QCOMPARE(placementName(twice, *m_library, 1), QStringLiteral("Panel 4 at 1701"));
    QCOMPARE(placementName(m_scenario, *m_library, Panel4), QStringLiteral("Panel 4"));
}

void TestZonePresets::zoneUsesNameEveryReference()
{
    Scenario s;
    Zone zone;
    zone.id = QStringLiteral("landing");
    s.zones.append(zone);
    ForceEntry force;
    force.id = QStringLiteral("tan-tank");
    force.placement.kind = Placement::Kind::Zone;
    force.placement.zone = zone.id;
    s.forces.append(force);
    force.id = QStringLiteral("tan-apc");
    force.placement.kind = Placement::Kind::OffBoard;
    s.forces.append(force);
    Reinforcement drop;
    drop.id = QStringLiteral("paras");
    drop.entry.kind = Entry::Kind::Paradrop;
    drop.entry.zone = zone.id;
    s.reinforcements.append(drop);
    HiddenUnits hidden;
    hidden.id = QStringLiteral("partisans");
    hidden.zone = zone.id;
    s.hidden.append(hidden);
    VictoryCondition hold;
    hold.id = QStringLiteral("hold");
    hold.kind = QStringLiteral("hold_hexes");
    hold.parameters.insert(QStringLiteral("zones"), QStringList {zone.id});
    s.victory.append(hold);

    const QStringList uses = zoneUses(s, zone.id);
    QCOMPARE(uses.size(), 4);
    QVERIFY(uses.at(0).contains(QStringLiteral("tan-tank")));
    QVERIFY(uses.at(1).contains(QStringLiteral("paras")));
    QVERIFY(uses.at(2).contains(QStringLiteral("partisans")));
    QVERIFY(uses.at(3).contains(QStringLiteral("hold")));
    QVERIFY(zoneUses(s, QStringLiteral("elsewhere")).isEmpty());
}

void TestZonePresets::uniqueIds()
{
    Scenario s;
    QCOMPARE(uniqueZoneId(s, QStringLiteral("City hexes of Panel 4")),
             QStringLiteral("city-hexes-of-panel-4"));
    Zone zone;
    zone.id = QStringLiteral("city-hexes-of-panel-4");
    s.zones.append(zone);
    QCOMPARE(uniqueZoneId(s, QStringLiteral("City hexes of Panel 4")),
             QStringLiteral("city-hexes-of-panel-4-2"));
    QCOMPARE(uniqueZoneId(s, QStringLiteral("  !!")), QStringLiteral("zone"));
}

void TestZonePresets::awayFromAnEdgeIsThePanelWithoutItsEdgeRows()
{
    using K = ZonePreset::Kind;
    using E = ZonePreset::Edge;
    const QList<OffsetCoord> board = panelHexes(m_scenario, *m_library, m_map, Panel3);
    const QList<OffsetCoord> edge = hexesOf(edgePreset(K::PanelEdge, Panel3, E::East, 5));
    const QList<OffsetCoord> away = hexesOf(edgePreset(K::PanelAwayFromEdge, Panel3, E::East, 5));
    QCOMPARE(away.size() + edge.size(), board.size());
    for (const OffsetCoord hex : away) {
        QVERIFY(board.contains(hex));
        QVERIFY(!edge.contains(hex));
    }
    // The hexes of the panel below (Board 6) are never Board 3's.
    for (const OffsetCoord hex : panelHexes(m_scenario, *m_library, m_map, Panel6))
        QVERIFY(!away.contains(hex));
}

void TestZonePresets::subtractingAZoneKeepsTheRestInOrder()
{
    const QList<OffsetCoord> from = {{1, 1}, {1, 2}, {2, 1}, {3, 5}};
    QCOMPARE(subtractHexes(from, {{1, 2}, {9, 9}}), (QList<OffsetCoord> {{1, 1}, {2, 1}, {3, 5}}));
    QCOMPARE(subtractHexes(from, {}), from);
    QVERIFY(subtractHexes(from, from).isEmpty());
}

void TestZonePresets::presetZonesFollowALayoutChangeInOneUndoStep()
{
    using K = ZonePreset::Kind;
    using E = ZonePreset::Edge;
    auto scenario = std::make_unique<Scenario>(m_scenario);
    const ZonePreset preset = edgePreset(K::PanelAwayFromEdge, Panel3, E::East, 5);
    Zone zone;
    zone.id = QStringLiteral("tan");
    zone.name = QStringLiteral("Tan set-up");
    zone.hexes = hexesOf(preset);
    zone.preset = preset;
    scenario->zones = {zone};
    ScenarioDocument document(std::move(scenario), *m_rules, *m_library);
    const QList<OffsetCoord> before = document.scenario().zones.first().hexes;

    // Boards 3 and 6 moved two columns east: every hex of the zone moves with Board 3.
    QList<PanelPlacement> layout = document.scenario().layout;
    layout[Panel3].column += 2;
    layout[Panel6].column += 2;
    document.undoStack()->push(
        new ChangeLayout(&document, layout, QStringLiteral("Move Panel '3'")));
    QCOMPARE(document.undoStack()->count(), 1);
    const QList<OffsetCoord> after = document.scenario().zones.first().hexes;
    QCOMPARE(after.size(), before.size());
    QCOMPARE(after, presetHexes(preset, document.scenario(), *m_library, document.map(), *m_rules));
    QVERIFY(after != before);
    QCOMPARE(after.first(), (OffsetCoord {before.first().col + 2, before.first().row}));

    document.undoStack()->undo();
    QCOMPARE(document.scenario().layout, m_scenario.layout);
    QCOMPARE(document.scenario().zones.first().hexes, before);
    document.undoStack()->redo();
    QCOMPARE(document.scenario().zones.first().hexes, after);
}

void TestZonePresets::zonesPaintedByHandStayPut()
{
    auto scenario = std::make_unique<Scenario>(m_scenario);
    Zone zone;
    zone.id = QStringLiteral("painted");
    zone.hexes = {{20, 5}, {21, 5}};
    scenario->zones = {zone};
    ScenarioDocument document(std::move(scenario), *m_rules, *m_library);
    QList<PanelPlacement> layout = document.scenario().layout;
    layout[Panel3].column += 2;
    document.undoStack()->push(
        new ChangeLayout(&document, layout, QStringLiteral("Move Panel '3'")));
    QCOMPARE(document.scenario().zones.first().hexes, zone.hexes);
}

QTEST_GUILESS_MAIN(TestZonePresets)
#include "tst_zonepresets.moc"
