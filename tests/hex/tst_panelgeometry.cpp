// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The geometry of the bundled Hammer's Slammers panels: their size, the halves on the cuts and
// the playable interior, seams that agree whatever panels meet, layouts whatever their order,
// and the 180 degree turn. The library and the book's panel facts are tst_panels.

#include "hex/panelstestsupport.h"
#include "map/hexmap.h"
#include "map/panelfootprint.h"
#include "scenario/scenario.h"
#include "scenario/scenarioreader.h"

#include <QSet>

#include <algorithm>

using namespace hexwright;
using namespace hexwright::panelstest;

namespace {

OffsetCoord hexAt(const char *label)
{
    OffsetCoord hex {-99, -99};
    parseHexLabel(QString::fromLatin1(label), 2, &hex);
    return hex;
}

HexCover oppositeCover(HexCover cover)
{
    switch (cover) {
    case HexCover::Whole:
        return HexCover::Whole;
    case HexCover::EastHalf:
        return HexCover::WestHalf;
    case HexCover::WestHalf:
        return HexCover::EastHalf;
    case HexCover::SouthHalf:
        return HexCover::NorthHalf;
    case HexCover::NorthHalf:
        return HexCover::SouthHalf;
    }
    return HexCover::Whole;
}

} // namespace

class TestPanelGeometry : public QObject, private PanelFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { loadLibrary(); }

    void panelSize_data();
    void panelSize();
    void interiorOfALonePanel_data();
    void interiorOfALonePanel();
    void coverOfPanelHexes_data();
    void coverOfPanelHexes();

    // Seams: the two halves of a joined hex.
    void seamHalvesAgreeWhateverPanelsMeet_data();
    void seamHalvesAgreeWhateverPanelsMeet();
    void placementOrderNeverChangesAHex_data();
    void placementOrderNeverChangesAHex();

    // The 180 degree turn.
    void turnedHex_data();
    void turnedHex();
    void turningMapsThePanelOntoItself_data();
    void turningMapsThePanelOntoItself();
};

void TestPanelGeometry::panelSize_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("edgePiece");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");

    for (const char *id : {"1", "2", "3", "4", "5", "6"})
        QTest::newRow(
            qPrintable(QStringLiteral("panel %1 is a main panel, 16x12").arg(QLatin1String(id))))
            << QString::fromLatin1(id) << false << 16 << 12;
    for (const char *id : {"A", "B", "C", "D", "E", "F"})
        QTest::newRow(
            qPrintable(QStringLiteral("%1 is an edge piece, 16x4").arg(QLatin1String(id))))
            << QString::fromLatin1(id) << true << 16 << 4;
}

void TestPanelGeometry::panelSize()
{
    QFETCH(QString, id);
    QFETCH(bool, edgePiece);
    QFETCH(int, columns);
    QFETCH(int, rows);

    const Panel *p = m_library->findPanel(id);
    QVERIFY(p);
    QCOMPARE(p->kind == Panel::Kind::Edge, edgePiece);
    QCOMPARE(p->columns, columns);
    QCOMPARE(p->rows, rows);
    QCOMPARE(p->terrain.size(), qsizetype((columns + 1) * (rows + 1)));
    // Every hex has a terrain; the missing row R of the even columns has none.
    for (int col = 0; col <= columns; ++col) {
        for (int row = 0; row <= rows; ++row) {
            const bool exists = p->contains({col, row});
            QCOMPARE(exists, (col % 2 == 1) || row < rows);
            if (exists)
                QVERIFY(p->terrainAt({col, row}) < m_rules->terrain.size());
            else
                QCOMPARE(p->terrainAt({col, row}), NoTerrain);
        }
    }
}

void TestPanelGeometry::interiorOfALonePanel_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("interior");

    // Columns 1..15: the 7 even ones hold R whole hexes, the 8 odd ones R - 1.
    QTest::newRow("a main panel has 7x12 + 8x11 = 172 whole hexes") << QStringLiteral("4") << 172;
    QTest::newRow("an edge piece has 7x4 + 8x3 = 52 whole hexes") << QStringLiteral("E") << 52;
}

void TestPanelGeometry::interiorOfALonePanel()
{
    QFETCH(QString, id);
    QFETCH(int, interior);

    const Panel *p = m_library->findPanel(id);
    QVERIFY(p);
    int count = 0;
    for (const OffsetCoord h : allHexes(*p))
        count += p->isInterior(h) ? 1 : 0;
    QCOMPARE(count, interior);
}

void TestPanelGeometry::coverOfPanelHexes_data()
{
    QTest::addColumn<OffsetCoord>("hex");
    QTest::addColumn<bool>("contained");
    QTest::addColumn<HexCover>("cover");

    // Panel 4 (16x12); labels are column + 1, row + 1.
    QTest::newRow("0106: the west edge cuts column 0")
        << hexAt("0106") << true << HexCover::EastHalf;
    QTest::newRow("1706: the east edge cuts column 16")
        << hexAt("1706") << true << HexCover::WestHalf;
    QTest::newRow("0401: the top edge cuts odd row 0")
        << hexAt("0401") << true << HexCover::SouthHalf;
    QTest::newRow("0413: the bottom edge cuts odd row 12")
        << hexAt("0413") << true << HexCover::NorthHalf;
    QTest::newRow("0501: even row 0 is whole") << hexAt("0501") << true << HexCover::Whole;
    QTest::newRow("0512: even row 11 is whole") << hexAt("0512") << true << HexCover::Whole;
    QTest::newRow("0402: odd row 1 is whole") << hexAt("0402") << true << HexCover::Whole;
    QTest::newRow("0101: column 0 is a half even in row 0")
        << hexAt("0101") << true << HexCover::EastHalf;
    QTest::newRow("0513: even columns have no row 12") << hexAt("0513") << false << HexCover::Whole;
    QTest::newRow("1801: no column 17") << hexAt("1801") << false << HexCover::Whole;
    QTest::newRow("col -1") << OffsetCoord {-1, 3} << false << HexCover::Whole;
    QTest::newRow("row -1") << OffsetCoord {3, -1} << false << HexCover::Whole;
}

void TestPanelGeometry::coverOfPanelHexes()
{
    QFETCH(OffsetCoord, hex);
    QFETCH(bool, contained);
    QFETCH(HexCover, cover);

    const Panel *p = panel("4");
    QCOMPARE(p->contains(hex), contained);
    QCOMPARE(p->isInterior(hex), contained && cover == HexCover::Whole);
    if (contained)
        QCOMPARE(p->coverAt(hex), cover);
}

// Any panel may meet any other, either way round, and two halves make one hex: the halves
// agree only if every half at a side cut carries one terrain throughout the library, and so
// does every half at a top or bottom cut (the issue's Badger Hunt 0413 and 0425 and Break
// Out 0413 and 1715 were a river half meeting a clear one). The map's rule for halves that
// disagreed (the west or north half) then never shows.
void TestPanelGeometry::seamHalvesAgreeWhateverPanelsMeet_data()
{
    QTest::addColumn<bool>("sideCut");
    QTest::newRow("side cuts: columns 0 and C") << true;
    QTest::newRow("top and bottom cuts: the odd columns' rows 0 and R") << false;
}

void TestPanelGeometry::seamHalvesAgreeWhateverPanelsMeet()
{
    QFETCH(bool, sideCut);
    QMap<quint8, QStringList> halvesByTerrain;
    for (const Panel &p : m_library->panels) {
        for (const OffsetCoord h : allHexes(p)) {
            const HexCover cover = p.coverAt(h);
            const bool side = cover == HexCover::EastHalf || cover == HexCover::WestHalf;
            const bool topOrBottom = cover == HexCover::NorthHalf || cover == HexCover::SouthHalf;
            if (sideCut ? side : topOrBottom)
                halvesByTerrain[p.terrainAt(h)].append(p.id + QLatin1Char(':') + formatHexLabel(h));
        }
    }
    QVERIFY(!halvesByTerrain.isEmpty());
    QStringList odd; // every half whose terrain is not the most common one
    const auto common = std::max_element(
        halvesByTerrain.cbegin(), halvesByTerrain.cend(),
        [](const QStringList &a, const QStringList &b) { return a.size() < b.size(); });
    for (auto it = halvesByTerrain.cbegin(); it != halvesByTerrain.cend(); ++it) {
        if (it != common)
            odd.append(it.value());
    }
    QCOMPARE(odd, QStringList());
    QCOMPARE(common.key(), terrainIndex("clear"));
}

// A layout's hexes are its panels', whatever order the layout lists them in.
void TestPanelGeometry::placementOrderNeverChangesAHex_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("sc.1 Badger Hunt") << "01-badger-hunt";
    QTest::newRow("sc.8 Break Out") << "08-break-out";
    QTest::newRow("sc.13 Everybody Wants A Piece of the Action")
        << "13-everybody-wants-a-piece-of-the-action";
    QTest::newRow("sc.14 Spice Madness") << "14-spice-madness";
}

void TestPanelGeometry::placementOrderNeverChangesAHex()
{
    QFETCH(QString, sample);
    const QString path = QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/") + sample
        + QStringLiteral(".scenario.yaml");
    Diagnostics diagnostics;
    const LoadedScenario loaded = loadScenario(path, sample, *m_registry, diagnostics);
    QVERIFY(loaded.scenario);
    Scenario forward = *loaded.scenario;
    forward.terrain = {};
    Scenario backward = forward;
    std::reverse(backward.layout.begin(), backward.layout.end());
    const HexMap a = HexMap::compose(forward, *m_library);
    const HexMap b = HexMap::compose(backward, *m_library);
    QCOMPARE(a.columns(), b.columns());
    QCOMPARE(a.rows(), b.rows());
    QStringList changed;
    for (int row = 0; row < a.rows(); ++row) {
        for (int col = 0; col < a.columns(); ++col) {
            if (a.isPlayable({col, row}) != b.isPlayable({col, row})
                || a.terrainAt({col, row}) != b.terrainAt({col, row}))
                changed.append(a.label({col, row}));
        }
    }
    QCOMPARE(changed, QStringList());
    // Each seam hex is a hex of both its panels, and no hex of a panel's bounding box below
    // its even columns is.
    for (const PanelPlacement &p : forward.layout) {
        const Panel *panel = m_library->findPanel(p.panel);
        QVERIFY(panel);
        for (const OffsetCoord h : panelFootprint(*panel, p))
            QVERIFY(panelCovers(*panel, p, h));
        for (int col = 0; col <= panel->columns; col += 2)
            QVERIFY(!panelCovers(*panel, p, {p.column + col, p.row + panel->rows}));
    }
}

void TestPanelGeometry::turnedHex_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<OffsetCoord>("hex");
    QTest::addColumn<OffsetCoord>("turned");

    // Odd columns have a row more than even ones, so they mirror about row R / 2 and even
    // columns about (R - 1) / 2.
    auto row = [](const char *name, const char *panel, OffsetCoord hex, OffsetCoord turned) {
        QTest::newRow(name) << QString::fromLatin1(panel) << hex << turned;
    };
    row("main: west half 0101 -> east half 1712", "4", hexAt("0101"), hexAt("1712"));
    row("main: east half 1706 -> west half 0107", "4", hexAt("1706"), hexAt("0107"));
    row("main: top half 0201 -> bottom half 1613", "4", hexAt("0201"), hexAt("1613"));
    row("main: bottom half 0613 -> top half 1201", "4", hexAt("0613"), hexAt("1201"));
    row("main: even 0504 -> 1309", "4", hexAt("0504"), hexAt("1309"));
    row("main: odd 0802 -> 1012", "4", hexAt("0802"), hexAt("1012"));
    row("main: centre even 0906 -> 0907", "4", hexAt("0906"), hexAt("0907"));
    row("main: centre odd 1007 -> 0807", "4", hexAt("1007"), hexAt("0807"));
    row("main: easternmost city 1507 -> 0306", "4", hexAt("1507"), hexAt("0306"));
    row("edge: west half 0101 -> east half 1704", "E", hexAt("0101"), hexAt("1704"));
    row("edge: top half 0601 -> bottom half 1205", "E", hexAt("0601"), hexAt("1205"));
    row("edge: even 0703 -> 1102", "E", hexAt("0703"), hexAt("1102"));
}

void TestPanelGeometry::turnedHex()
{
    QFETCH(QString, panel);
    QFETCH(OffsetCoord, hex);
    QFETCH(OffsetCoord, turned);

    const Panel *p = m_library->findPanel(panel);
    QVERIFY(p->contains(hex));
    QCOMPARE(p->rotated(hex, 0), hex);
    QCOMPARE(p->rotated(hex, 180), turned);
    QCOMPARE(p->rotated(turned, 180), hex);
    QVERIFY(p->contains(turned));
    QCOMPARE(p->coverAt(turned), oppositeCover(p->coverAt(hex)));
}

void TestPanelGeometry::turningMapsThePanelOntoItself_data()
{
    QTest::addColumn<QString>("panel");
    QTest::newRow("a main panel") << QStringLiteral("1");
    QTest::newRow("an edge piece") << QStringLiteral("D");
}

void TestPanelGeometry::turningMapsThePanelOntoItself()
{
    QFETCH(QString, panel);

    const Panel *p = m_library->findPanel(panel);
    const QList<OffsetCoord> hexes = allHexes(*p);
    QSet<QString> images;
    for (const OffsetCoord h : hexes) {
        const OffsetCoord t = p->rotated(h, 180);
        QVERIFY2(p->contains(t), qPrintable(formatHexLabel(h)));
        QCOMPARE(p->rotated(t, 180), h);
        QCOMPARE(p->coverAt(t), oppositeCover(p->coverAt(h)));
        images.insert(formatHexLabel(t));
        // A turn keeps neighbours neighbours.
        for (const OffsetCoord n : hexes) {
            if (adjacent(h, n))
                QVERIFY(adjacent(t, p->rotated(n, 180)));
        }
    }
    QCOMPARE(images.size(), hexes.size());
}

QTEST_GUILESS_MAIN(TestPanelGeometry)
#include "tst_panelgeometry.moc"
