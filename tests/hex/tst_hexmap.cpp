// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// HexMap::compose over the bundled panels: the playable interior of a lone panel, seams that
// join half hexes into whole ones (section 1: "half hexes on the cut"), turned panels,
// overlaps, painted terrain, roads across seams and hex labels.

#include "hex/hexcoord.h"
#include "hex/offsetcoord.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"
#include "testsupport.h"

#include <QSet>
#include <QtTest>

#include <memory>

namespace hexwright {

char *toString(const OffsetCoord &offset)
{
    return QTest::toString(QStringLiteral("%1 (col %2 row %3)")
                               .arg(formatHexLabel(offset, 3))
                               .arg(offset.col)
                               .arg(offset.row));
}

char *toString(const HexCoord &hex)
{
    return QTest::toString(QStringLiteral("(%1,%2)").arg(hex.q).arg(hex.r));
}

} // namespace hexwright

using namespace hexwright;
using namespace hexwright::testsupport;

Q_DECLARE_METATYPE(hexwright::OffsetCoord)

namespace {

struct Placed
{
    const char *panel;
    int column;
    int row;
    int rotation = 0;
};

Scenario layoutOf(std::initializer_list<Placed> placements)
{
    Scenario scenario;
    for (const Placed &p : placements) {
        PanelPlacement placement;
        placement.panel = QString::fromLatin1(p.panel);
        placement.column = p.column;
        placement.row = p.row;
        placement.rotation = p.rotation;
        scenario.layout.append(placement);
    }
    return scenario;
}

HexCoord axial(int col, int row)
{
    return HexMap::Offsets.fromOffset(col, row);
}

QString where(OffsetCoord hex)
{
    return QStringLiteral("col %1 row %2").arg(hex.col).arg(hex.row);
}

} // namespace

class TestHexMap : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void lonePanelPlaysItsInteriorOnly_data();
    void lonePanelPlaysItsInteriorOnly();
    void lonePanelKeepsItsTerrainInEveryHex_data();
    void lonePanelKeepsItsTerrainInEveryHex();
    void sideBySidePanelsJoinTheSeam_data();
    void sideBySidePanelsJoinTheSeam();
    void stackedPanelsJoinTheOddColumnHalves_data();
    void stackedPanelsJoinTheOddColumnHalves();
    void turnedPanelHasItsTerrainTurned_data();
    void turnedPanelHasItsTerrainTurned();
    void turnedPanelHasItsRoadsTurned();
    void overlappingPanelsAreReported_data();
    void overlappingPanelsAreReported();
    void paintedTerrain_data();
    void paintedTerrain();
    void roadsAreSymmetricAndJoinNeighbours_data();
    void roadsAreSymmetricAndJoinNeighbours();
    void roadCrossesTheSeam_data();
    void roadCrossesTheSeam();
    void labels_data();
    void labels();

private:
    const Panel *panel(const char *id) const { return m_library->findPanel(QLatin1String(id)); }
    quint8 terrainIndex(const char *id) const
    {
        return quint8(m_rules->terrainIds().indexOf(QLatin1String(id)));
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
    const PanelLibrary *m_library = nullptr;
};

void TestHexMap::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(m_rules);
    m_library = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *m_rules, diagnostics);
    QVERIFY(m_library);
    QVERIFY(diagnostics.isEmpty());
}

void TestHexMap::lonePanelPlaysItsInteriorOnly_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<int>("playable");

    // Section 1: "Partial hexes at the map edge are not playable". Columns 1..15 hold
    // R whole hexes when even and R - 1 when odd.
    int main = 0;
    int edge = 0;
    for (int col = 1; col <= 15; ++col) {
        main += col % 2 == 0 ? 12 : 11;
        edge += col % 2 == 0 ? 4 : 3;
    }
    QTest::newRow("main panel 4: 172 playable hexes") << QStringLiteral("4") << main;
    QTest::newRow("edge piece A: 52 playable hexes") << QStringLiteral("A") << edge;
}

void TestHexMap::lonePanelPlaysItsInteriorOnly()
{
    QFETCH(QString, panel);
    QFETCH(int, playable);

    QCOMPARE(playable, panel == QLatin1String("4") ? 172 : 52);
    Scenario scenario;
    scenario.layout.append(PanelPlacement {panel, 0, 0, 0, {}});
    const HexMap map = HexMap::compose(scenario, *m_library);
    const Panel *p = m_library->findPanel(panel);
    QCOMPARE(map.columns(), p->columns + 1);
    QCOMPARE(map.rows(), p->rows + 1);
    QCOMPARE(map.playableCount(), playable);
    int halves = 0;
    for (int col = -1; col <= map.columns(); ++col) {
        for (int row = -1; row <= map.rows(); ++row) {
            const OffsetCoord hex {col, row};
            QVERIFY2(map.contains(hex) == p->contains(hex), qPrintable(where(hex)));
            QVERIFY2(map.isPlayable(hex) == p->isInterior(hex), qPrintable(where(hex)));
            halves += map.contains(hex) && !map.isPlayable(hex) ? 1 : 0;
        }
    }
    // Columns 0 and 16 (even, R halves each) and the top and bottom halves of the 8 odd
    // columns 1..15.
    QCOMPARE(halves, 2 * p->rows + 2 * 8);
    QVERIFY(map.overlaps().isEmpty());
}

void TestHexMap::lonePanelKeepsItsTerrainInEveryHex_data()
{
    QTest::addColumn<QString>("part");

    // The half hexes are unplayable but still drawn: each keeps its panel's terrain.
    QTest::newRow("whole hexes") << QStringLiteral("whole");
    QTest::newRow("west edge halves (column 0)") << QStringLiteral("west");
    QTest::newRow("east edge halves (column 16)") << QStringLiteral("east");
    QTest::newRow("top edge halves (odd columns, row 0)") << QStringLiteral("top");
    QTest::newRow("bottom edge halves (odd columns, row 12)") << QStringLiteral("bottom");
}

void TestHexMap::lonePanelKeepsItsTerrainInEveryHex()
{
    QFETCH(QString, part);

    // Panel 6 has river in the top and bottom halves of column 3.
    const Panel *p = panel("6");
    const HexMap map = HexMap::compose(layoutOf({{"6", 0, 0}}), *m_library);
    HexCover wanted = HexCover::Whole;
    if (part == QLatin1String("west"))
        wanted = HexCover::EastHalf;
    else if (part == QLatin1String("east"))
        wanted = HexCover::WestHalf;
    else if (part == QLatin1String("top"))
        wanted = HexCover::SouthHalf;
    else if (part == QLatin1String("bottom"))
        wanted = HexCover::NorthHalf;

    int checked = 0;
    int wrongTerrain = 0;
    int wrongPlacement = 0;
    for (int col = 0; col <= p->columns; ++col) {
        for (int row = 0; row <= p->rows; ++row) {
            const OffsetCoord hex {col, row};
            if (!p->contains(hex) || p->coverAt(hex) != wanted)
                continue;
            ++checked;
            wrongTerrain += map.terrainAt(hex) != p->terrainAt(hex) ? 1 : 0;
            wrongPlacement += map.placementAt(hex) != 0 ? 1 : 0;
        }
    }
    QVERIFY(checked > 0);
    QCOMPARE(wrongTerrain, 0);
    QCOMPARE(wrongPlacement, 0);
}

void TestHexMap::sideBySidePanelsJoinTheSeam_data()
{
    QTest::addColumn<QString>("west");
    QTest::addColumn<QString>("east");
    QTest::addColumn<bool>("eastListedFirst");
    QTest::addColumn<QString>("seamRow2"); // terrain of the joined hex in row 2

    // Row 2: panel 2's river ends before its side cuts, so both halves are clear whoever is
    // west (the library's halves agree, tst_panels); the west panel still gives the hex (its
    // placement, checked below), whatever the listing order.
    QTest::newRow("2 west of 6: the seam is clear")
        << QStringLiteral("2") << QStringLiteral("6") << false << QStringLiteral("clear");
    QTest::newRow("6 west of 2: the seam is clear")
        << QStringLiteral("6") << QStringLiteral("2") << false << QStringLiteral("clear");
    QTest::newRow("6 west of 2, listed east first")
        << QStringLiteral("6") << QStringLiteral("2") << true << QStringLiteral("clear");
    QTest::newRow("2 west of 6, listed east first")
        << QStringLiteral("2") << QStringLiteral("6") << true << QStringLiteral("clear");
}

void TestHexMap::sideBySidePanelsJoinTheSeam()
{
    QFETCH(QString, west);
    QFETCH(QString, east);
    QFETCH(bool, eastListedFirst);
    QFETCH(QString, seamRow2);

    Scenario scenario;
    const PanelPlacement westPlacement {west, 0, 0, 0, {}};
    const PanelPlacement eastPlacement {east, 16, 0, 0, {}};
    scenario.layout = eastListedFirst ? QList<PanelPlacement> {eastPlacement, westPlacement}
                                      : QList<PanelPlacement> {westPlacement, eastPlacement};
    const int westIndex = eastListedFirst ? 1 : 0;
    const HexMap map = HexMap::compose(scenario, *m_library);
    const Panel *w = m_library->findPanel(west);

    QCOMPARE(map.columns(), 33);
    QCOMPARE(map.rows(), 13);
    QCOMPARE(map.playableCount(), 172 + 172 + 12);
    QVERIFY(map.overlaps().isEmpty());
    for (int row = 0; row < 12; ++row) {
        const OffsetCoord seam {16, row};
        QVERIFY2(map.isPlayable(seam), qPrintable(where(seam)));
        QCOMPARE(map.terrainAt(seam), w->terrainAt(seam));
        QCOMPARE(map.placementAt(seam), westIndex);
        // The outer edges stay halves.
        QVERIFY(map.contains({0, row}) && !map.isPlayable({0, row}));
        QVERIFY(map.contains({32, row}) && !map.isPlayable({32, row}));
    }
    QCOMPARE(map.terrainAt({16, 2}), terrainIndex(seamRow2.toLatin1().constData()));
    // Each panel keeps its own interior.
    QCOMPARE(map.placementAt({8, 5}), westIndex);
    QCOMPARE(map.placementAt({24, 5}), 1 - westIndex);
    QVERIFY(!map.contains({16, 12}));
}

void TestHexMap::stackedPanelsJoinTheOddColumnHalves_data()
{
    QTest::addColumn<QString>("north");
    QTest::addColumn<QString>("south");
    QTest::addColumn<bool>("southListedFirst");
    QTest::addColumn<QString>("seamColumn3"); // joined hex (3, 12)
    QTest::addColumn<QString>("seamColumn9"); // joined hex (9, 12)

    // The rivers of panels 4 (column 9) and 6 (column 3) end before the top and bottom cuts,
    // so the joined halves agree (clear) whichever panel is north and whatever the order.
    QTest::newRow("4 above 6") << QStringLiteral("4") << QStringLiteral("6") << false
                               << QStringLiteral("clear") << QStringLiteral("clear");
    QTest::newRow("6 above 4") << QStringLiteral("6") << QStringLiteral("4") << false
                               << QStringLiteral("clear") << QStringLiteral("clear");
    QTest::newRow("6 above 4, listed south first")
        << QStringLiteral("6") << QStringLiteral("4") << true << QStringLiteral("clear")
        << QStringLiteral("clear");
}

void TestHexMap::stackedPanelsJoinTheOddColumnHalves()
{
    QFETCH(QString, north);
    QFETCH(QString, south);
    QFETCH(bool, southListedFirst);
    QFETCH(QString, seamColumn3);
    QFETCH(QString, seamColumn9);

    Scenario scenario;
    const PanelPlacement northPlacement {north, 0, 0, 0, {}};
    const PanelPlacement southPlacement {south, 0, 12, 0, {}};
    scenario.layout = southListedFirst ? QList<PanelPlacement> {southPlacement, northPlacement}
                                       : QList<PanelPlacement> {northPlacement, southPlacement};
    const int northIndex = southListedFirst ? 1 : 0;
    const HexMap map = HexMap::compose(scenario, *m_library);
    const Panel *n = m_library->findPanel(north);
    const Panel *s = m_library->findPanel(south);

    QCOMPARE(map.columns(), 17);
    QCOMPARE(map.rows(), 25);
    // The 8 odd columns 1..15 gain a whole hex each on the cut.
    QCOMPARE(map.playableCount(), 172 + 172 + 8);
    QVERIFY(map.overlaps().isEmpty());
    for (int col = 1; col <= 15; ++col) {
        if (col % 2 == 1) {
            const OffsetCoord seam {col, 12};
            QVERIFY2(map.isPlayable(seam), qPrintable(where(seam)));
            QCOMPARE(map.terrainAt(seam), n->terrainAt(seam));
            QCOMPARE(map.placementAt(seam), northIndex);
        } else {
            // Even columns meet flat: row 11 is the north panel's, row 12 the south's.
            QCOMPARE(map.terrainAt({col, 11}), n->terrainAt({col, 11}));
            QCOMPARE(map.terrainAt({col, 12}), s->terrainAt({col, 0}));
            QCOMPARE(map.placementAt({col, 12}), 1 - northIndex);
        }
    }
    QCOMPARE(map.terrainAt({3, 12}), terrainIndex(seamColumn3.toLatin1().constData()));
    QCOMPARE(map.terrainAt({9, 12}), terrainIndex(seamColumn9.toLatin1().constData()));
    // The side edges stay halves all the way down.
    QVERIFY(map.contains({0, 12}) && !map.isPlayable({0, 12}));
    QVERIFY(map.contains({16, 20}) && !map.isPlayable({16, 20}));
}

void TestHexMap::turnedPanelHasItsTerrainTurned_data()
{
    QTest::addColumn<OffsetCoord>("local"); // on panel 4
    QTest::addColumn<OffsetCoord>("mapHex"); // where it lands turned 180 at column 16
    QTest::addColumn<QString>("terrain");

    // Panel 4 turned at column 16, row 0: local (c, r) lands at (16 + 16 - c, R' - r) with
    // R' = 12 for odd and 11 for even columns.
    QTest::newRow("easternmost city 1507 lands at map 1906 (col 18 row 5)")
        << OffsetCoord {14, 6} << OffsetCoord {18, 5} << QStringLiteral("city");
    QTest::newRow("bridge 0908 lands at map 2505 (col 24 row 4)")
        << OffsetCoord {8, 7} << OffsetCoord {24, 4} << QStringLiteral("bridge");
    QTest::newRow("river 1012 lands at map 2402 (col 23 row 1)")
        << OffsetCoord {9, 11} << OffsetCoord {23, 1} << QStringLiteral("river");
    QTest::newRow("forest 0211 lands at map 3203 (col 31 row 2)")
        << OffsetCoord {1, 10} << OffsetCoord {31, 2} << QStringLiteral("forest");
}

void TestHexMap::turnedPanelHasItsTerrainTurned()
{
    QFETCH(OffsetCoord, local);
    QFETCH(OffsetCoord, mapHex);
    QFETCH(QString, terrain);

    const Panel *p = panel("4");
    QCOMPARE(m_rules->terrainIds().value(p->terrainAt(local)), terrain);
    const HexMap map = HexMap::compose(layoutOf({{"6", 0, 0}, {"4", 16, 0, 180}}), *m_library);
    QCOMPARE(m_rules->terrainIds().value(map.terrainAt(mapHex)), terrain);
    QCOMPARE(map.placementAt(mapHex), 1);
    // Every whole hex of the turned panel, not just the sampled one.
    for (int col = 1; col < p->columns; ++col) {
        for (int row = 0; row <= p->rows; ++row) {
            const OffsetCoord hex {col, row};
            if (!p->isInterior(hex))
                continue;
            const OffsetCoord turned = p->rotated(hex, 180);
            const OffsetCoord at {16 + turned.col, turned.row};
            QVERIFY2(map.terrainAt(at) == p->terrainAt(hex), qPrintable(where(hex)));
            QVERIFY2(map.isPlayable(at), qPrintable(where(at)));
        }
    }
    QCOMPARE(map.playableCount(), 172 + 172 + 12);
}

void TestHexMap::turnedPanelHasItsRoadsTurned()
{
    const Panel *p = panel("4");
    const HexMap map = HexMap::compose(layoutOf({{"4", 0, 0, 180}}), *m_library);
    int pairs = 0;
    int unturnedFound = 0;
    for (const PanelRoad &road : p->roads) {
        for (qsizetype i = 1; i < road.hexes.size(); ++i) {
            const OffsetCoord a = p->rotated(road.hexes.at(i - 1), 180);
            const OffsetCoord b = p->rotated(road.hexes.at(i), 180);
            QVERIFY2(map.hasRoad(axial(a), axial(b)),
                     qPrintable(where(a) + QStringLiteral(" - ") + where(b)));
            unturnedFound
                += map.hasRoad(axial(road.hexes.at(i - 1)), axial(road.hexes.at(i))) ? 1 : 0;
            ++pairs;
        }
    }
    QVERIFY(pairs > 0);
    // Panel 4's main road runs along row 8 west and row 6 east: turned, it may not stay put.
    QVERIFY(unturnedFound < pairs);
    // The main road crosses the bridge 0908 (col 8 row 7) from 0809 (col 7 row 8); turned,
    // that is col 8 row 4 to col 9 row 4.
    QVERIFY(map.hasRoad(axial(9, 4), axial(8, 4)));
    QVERIFY(!map.hasRoad(axial(7, 8), axial(8, 7)));
}

void TestHexMap::overlappingPanelsAreReported_data()
{
    QTest::addColumn<int>("secondColumn");
    QTest::addColumn<int>("secondRow");
    QTest::addColumn<int>("overlaps");

    // Hexes that both placements cover whole; seams (half meeting half) are not overlaps.
    QTest::newRow("the same place twice: all 172") << 0 << 0 << 172;
    QTest::newRow("8 columns east: columns 9..15, 3x12 + 4x11 = 80") << 8 << 0 << 80;
    QTest::newRow("2 rows south: 7x10 + 8x9 = 142") << 0 << 2 << 142;
    QTest::newRow("side by side at 16: none") << 16 << 0 << 0;
    QTest::newRow("stacked at 12: none") << 0 << 12 << 0;
}

void TestHexMap::overlappingPanelsAreReported()
{
    QFETCH(int, secondColumn);
    QFETCH(int, secondRow);
    QFETCH(int, overlaps);

    const HexMap map
        = HexMap::compose(layoutOf({{"1", 0, 0}, {"3", secondColumn, secondRow}}), *m_library);
    QCOMPARE(map.overlaps().size(), overlaps);
    QSet<QString> unique;
    for (const OffsetCoord hex : map.overlaps()) {
        unique.insert(where(hex));
        QVERIFY(map.isPlayable(hex));
        QVERIFY(panel("1")->isInterior(hex));
        QVERIFY(panel("3")->isInterior({hex.col - secondColumn, hex.row - secondRow}));
    }
    QCOMPARE(unique.size(), overlaps);
}

void TestHexMap::paintedTerrain_data()
{
    QTest::addColumn<OffsetCoord>("hex");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("playable");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("placement");

    // A lone panel 1 (172 playable hexes, 17 columns).
    QTest::newRow("painting a whole hex replaces its terrain")
        << OffsetCoord {5, 5} << QStringLiteral("lake") << 172 << 17 << 0;
    QTest::newRow("painting off the panels adds a playable hex")
        << OffsetCoord {20, 5} << QStringLiteral("swamp") << 173 << 21 << -1;
    QTest::newRow("painting below the panels adds a playable hex")
        << OffsetCoord {4, 14} << QStringLiteral("forest") << 173 << 17 << -1;
}

void TestHexMap::paintedTerrain()
{
    QFETCH(OffsetCoord, hex);
    QFETCH(QString, terrain);
    QFETCH(int, playable);
    QFETCH(int, columns);
    QFETCH(int, placement);

    Scenario scenario = layoutOf({{"1", 0, 0}});
    const quint8 painted = terrainIndex(terrain.toLatin1().constData());
    QVERIFY(painted != panel("1")->terrainAt(hex));
    scenario.terrain.set(hex, painted);
    const HexMap map = HexMap::compose(scenario, *m_library);
    QCOMPARE(map.terrainAt(hex), painted);
    QVERIFY(map.isPlayable(hex));
    QCOMPARE(map.playableCount(), playable);
    QCOMPARE(map.columns(), columns);
    QCOMPARE(map.placementAt(hex), placement);
    // Only that hex changed.
    QCOMPARE(map.terrainAt({6, 5}), panel("1")->terrainAt({6, 5}));
    if (placement < 0) {
        for (const HexCoord n : axial(hex).neighbors())
            QVERIFY(!map.contains(HexMap::Offsets.toOffset(n)));
    }
}

void TestHexMap::roadsAreSymmetricAndJoinNeighbours_data()
{
    QTest::addColumn<bool>("turned");
    QTest::newRow("panels 1 and 3 side by side") << false;
    QTest::newRow("panels 1 and 3 side by side, 3 turned") << true;
}

void TestHexMap::roadsAreSymmetricAndJoinNeighbours()
{
    QFETCH(bool, turned);

    const HexMap map
        = HexMap::compose(layoutOf({{"1", 0, 0}, {"3", 16, 0, turned ? 180 : 0}}), *m_library);
    QVERIFY(!map.roads().isEmpty());
    for (const auto &[a, b] : map.roads()) {
        QVERIFY(a < b);
        QCOMPARE(HexCoord::distance(a, b), 1);
        QVERIFY(map.hasRoad(a, b));
        QVERIFY(map.hasRoad(b, a));
        QVERIFY(map.contains(HexMap::Offsets.toOffset(a)));
        QVERIFY(map.contains(HexMap::Offsets.toOffset(b)));
    }
    // Not every pair of neighbours is a road.
    QVERIFY(!map.hasRoad(axial(8, 0), axial(8, 1)));
}

void TestHexMap::roadCrossesTheSeam_data()
{
    QTest::addColumn<QString>("first");
    QTest::addColumn<int>("secondColumn");
    QTest::addColumn<int>("secondRow");
    QTest::addColumn<QString>("second");
    QTest::addColumn<OffsetCoord>("seam"); // the joined hex the roads share
    QTest::addColumn<OffsetCoord>("before"); // road hex on the first panel next to it
    QTest::addColumn<OffsetCoord>("after"); // road hex on the second panel next to it
    QTest::addColumn<OffsetCoord>("from"); // a road hex deep in the first panel ...
    QTest::addColumn<OffsetCoord>("to"); // ... joined by road to one deep in the second

    // Roads cross side seams at row 8 and top/bottom seams at column 11.
    QTest::newRow("1 west of 3: the west road meets 3's road at 1709 / 0109")
        << QStringLiteral("1") << 16 << 0 << QStringLiteral("3") << OffsetCoord {16, 8}
        << OffsetCoord {15, 8} << OffsetCoord {17, 9} << OffsetCoord {2, 7} << OffsetCoord {26, 10};
    QTest::newRow("5 above 2: the south roads meet at 1213 / 1201")
        << QStringLiteral("5") << 0 << 12 << QStringLiteral("2") << OffsetCoord {11, 12}
        << OffsetCoord {11, 11} << OffsetCoord {11, 13} << OffsetCoord {11, 4}
        << OffsetCoord {11, 20};
}

void TestHexMap::roadCrossesTheSeam()
{
    QFETCH(QString, first);
    QFETCH(int, secondColumn);
    QFETCH(int, secondRow);
    QFETCH(QString, second);
    QFETCH(OffsetCoord, seam);
    QFETCH(OffsetCoord, before);
    QFETCH(OffsetCoord, after);
    QFETCH(OffsetCoord, from);
    QFETCH(OffsetCoord, to);

    Scenario scenario;
    scenario.layout.append(PanelPlacement {first, 0, 0, 0, {}});
    scenario.layout.append(PanelPlacement {second, secondColumn, secondRow, 0, {}});
    const HexMap map = HexMap::compose(scenario, *m_library);
    QVERIFY(map.isPlayable(seam));
    QVERIFY(map.hasRoad(axial(before), axial(seam)));
    QVERIFY(map.hasRoad(axial(seam), axial(after)));

    // Drive along the roads from one panel into the other.
    QSet<HexCoord> reached {axial(from)};
    QList<HexCoord> todo {axial(from)};
    while (!todo.isEmpty()) {
        const HexCoord h = todo.takeLast();
        for (const HexCoord n : h.neighbors()) {
            if (map.hasRoad(h, n) && !reached.contains(n)) {
                reached.insert(n);
                todo.append(n);
            }
        }
    }
    QVERIFY2(reached.contains(axial(to)), qPrintable(where(to)));

    // Apart, the two panels' roads do not meet.
    Scenario apart;
    apart.layout.append(PanelPlacement {first, 0, 0, 0, {}});
    apart.layout.append(PanelPlacement {
        second, secondColumn + (secondRow ? 0 : 2), secondRow + (secondRow ? 2 : 0), 0, {}});
    const HexMap separate = HexMap::compose(apart, *m_library);
    QVERIFY(!separate.hasRoad(axial(seam), axial(after)));
}

void TestHexMap::labels_data()
{
    QTest::addColumn<int>("columns"); // map width: panel 1 plus a painted hex in the last one
    QTest::addColumn<OffsetCoord>("hex");
    QTest::addColumn<QString>("label");

    // Column + 1 then row + 1, each at least 2 digits and as wide as the largest number.
    QTest::newRow("a lone panel: 0101") << 17 << OffsetCoord {0, 0} << QStringLiteral("0101");
    QTest::newRow("a lone panel: 1713") << 17 << OffsetCoord {16, 12} << QStringLiteral("1713");
    QTest::newRow("a lone panel: 0412") << 17 << OffsetCoord {3, 11} << QStringLiteral("0412");
    QTest::newRow("99 columns: still 2 digits, 9901")
        << 99 << OffsetCoord {98, 0} << QStringLiteral("9901");
    QTest::newRow("100 columns: 3 digits, 100001")
        << 100 << OffsetCoord {99, 0} << QStringLiteral("100001");
    QTest::newRow("120 columns: 001001") << 120 << OffsetCoord {0, 0} << QStringLiteral("001001");
    QTest::newRow("120 columns: 120013")
        << 120 << OffsetCoord {119, 12} << QStringLiteral("120013");
    QTest::newRow("120 columns: 045007") << 120 << OffsetCoord {44, 6} << QStringLiteral("045007");
}

void TestHexMap::labels()
{
    QFETCH(int, columns);
    QFETCH(OffsetCoord, hex);
    QFETCH(QString, label);

    Scenario scenario = layoutOf({{"1", 0, 0}});
    if (columns > 17)
        scenario.terrain.set({columns - 1, 0}, terrainIndex("clear"));
    const HexMap map = HexMap::compose(scenario, *m_library);
    QCOMPARE(map.columns(), columns);
    QCOMPARE(map.label(hex), label);
    QCOMPARE(map.labelDigits(), int(label.size() / 2));
}

QTEST_GUILESS_MAIN(TestHexMap)
#include "tst_hexmap.moc"
