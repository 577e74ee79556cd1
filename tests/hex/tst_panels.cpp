// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Hammer's Slammers panels against what the book's scenarios say about them
// (rulebook extract, section 1 "Panel facts"), and the panel geometry: halves on the cuts,
// the playable interior, and the 180 degree turn.

#include "hex/hexcoord.h"
#include "hex/offsetcoord.h"
#include "io/diagnostic.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "map/panelfootprint.h"
#include "map/panellibraryreader.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"
#include "scenario/scenario.h"
#include "scenario/scenarioreader.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <memory>

namespace hexwright {

char *toString(const OffsetCoord &offset)
{
    return QTest::toString(QStringLiteral("%1 (col %2 row %3)")
                               .arg(formatHexLabel(offset))
                               .arg(offset.col)
                               .arg(offset.row));
}

char *toString(const HexCover &cover)
{
    const char *names[] = {"Whole", "EastHalf", "WestHalf", "SouthHalf", "NorthHalf"};
    return qstrdup(names[int(cover)]);
}

} // namespace hexwright

using namespace hexwright;
using namespace hexwright::rulesettest;

Q_DECLARE_METATYPE(hexwright::OffsetCoord)
Q_DECLARE_METATYPE(hexwright::HexCover)

namespace {

const OffsetSystem PanelOffsets {HexOrientation::FlatTop, OffsetParity::EvenShifted};

OffsetCoord hexAt(const char *label)
{
    OffsetCoord hex {-99, -99};
    parseHexLabel(QString::fromLatin1(label), 2, &hex);
    return hex;
}

QList<OffsetCoord> allHexes(const Panel &panel)
{
    QList<OffsetCoord> hexes;
    for (int col = 0; col <= panel.columns; ++col) {
        for (int row = 0; row <= panel.rows; ++row) {
            if (panel.contains({col, row}))
                hexes.append({col, row});
        }
    }
    return hexes;
}

bool adjacent(OffsetCoord a, OffsetCoord b)
{
    return HexCoord::distance(PanelOffsets.fromOffset(a), PanelOffsets.fromOffset(b)) == 1;
}

/// Splits @p hexes into groups connected through shared hexsides.
QList<QList<OffsetCoord>> connectedGroups(const QList<OffsetCoord> &hexes)
{
    QSet<HexCoord> left;
    for (const OffsetCoord h : hexes)
        left.insert(PanelOffsets.fromOffset(h));
    QList<QList<OffsetCoord>> groups;
    while (!left.isEmpty()) {
        QList<HexCoord> todo {*left.cbegin()};
        left.erase(left.cbegin());
        QList<OffsetCoord> group;
        while (!todo.isEmpty()) {
            const HexCoord h = todo.takeLast();
            group.append(PanelOffsets.toOffset(h));
            for (const HexCoord n : h.neighbors()) {
                if (left.remove(n))
                    todo.append(n);
            }
        }
        groups.append(group);
    }
    return groups;
}

QStringList labels(QList<OffsetCoord> hexes)
{
    std::sort(hexes.begin(), hexes.end(), [](OffsetCoord a, OffsetCoord b) {
        return a.col < b.col || (a.col == b.col && a.row < b.row);
    });
    QStringList out;
    for (const OffsetCoord h : hexes)
        out.append(formatHexLabel(h));
    return out;
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

class TestPanels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void libraryLoadsWithoutDiagnostics();
    void panelsOfTheBook();
    void featureKindsAreTheLibrarys();
    void loaderReportsBrokenFeatureKinds_data();
    void loaderReportsBrokenFeatureKinds();
    void aLibraryWithoutFeatureKindsStillLoads();
    void panelSize_data();
    void panelSize();
    void interiorOfALonePanel_data();
    void interiorOfALonePanel();
    void coverOfPanelHexes_data();
    void coverOfPanelHexes();

    // Section 1: the panel facts the scenarios reveal.
    void board3HasThreeHilltopsOfFiveHexes();
    void board4HasAFourteenHexLargeCity();
    void board4EasternmostCityHexIsUnique();
    void terrainOnBoards_data();
    void terrainOnBoards();
    void board6RiverRunsOnTheWest();
    void board2SwampsCanEachHoldASpiceContainer();
    void board2SouthOfAllRiversIsSouthOfEveryRiverHex();
    void roadsOnBoards_data();
    void roadsOnBoards();
    void board2SouthRoadReachesTheSouthEdge();

    // Every road and every feature.
    void roadsAreChainsOfAdjacentHexes_data();
    void roadsAreChainsOfAdjacentHexes();
    void featureHexesArePlayable_data();
    void featureHexesArePlayable();

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

private:
    const Panel *panel(const char *id) const;
    quint8 terrainIndex(const char *id) const;
    QList<OffsetCoord> interiorHexesOf(const Panel &panel, const char *terrain) const;

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
    const PanelLibrary *m_library = nullptr;
};

const Panel *TestPanels::panel(const char *id) const
{
    return m_library->findPanel(QString::fromLatin1(id));
}

quint8 TestPanels::terrainIndex(const char *id) const
{
    return quint8(m_rules->terrainIds().indexOf(QString::fromLatin1(id)));
}

QList<OffsetCoord> TestPanels::interiorHexesOf(const Panel &p, const char *terrain) const
{
    QList<OffsetCoord> out;
    for (const OffsetCoord h : allHexes(p)) {
        if (p.isInterior(h) && p.terrainAt(h) == terrainIndex(terrain))
            out.append(h);
    }
    return out;
}

void TestPanels::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(m_rules);
    m_library = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *m_rules, diagnostics);
    QVERIFY(m_library);
}

void TestPanels::libraryLoadsWithoutDiagnostics()
{
    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    const Ruleset *rules = registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(rules);
    QVERIFY(registry->panelLibraryIds().contains(QStringLiteral("hammers-slammers")));
    const PanelLibrary *library
        = registry->panelLibrary(QStringLiteral("hammers-slammers"), *rules, diagnostics);
    QStringList texts;
    for (const Diagnostic &d : std::as_const(diagnostics))
        texts.append(d.toText());
    QCOMPARE(texts, QStringList());
    QVERIFY(library);
    QCOMPARE(library->rulesetId, rules->id);
    // The legend of the file's header: one character per terrain of the ruleset.
    QCOMPARE(library->legend.size(), rules->terrain.size());
    for (const TerrainType &t : rules->terrain)
        QVERIFY2(!library->symbolFor(t.id).isNull(), qPrintable(t.id));
}

void TestPanels::panelsOfTheBook()
{
    // Section 1: panels 1-6 and the lettered edge pieces A-F.
    QStringList ids = m_library->panelIds();
    ids.sort();
    QCOMPARE(ids, QString::fromLatin1("1 2 3 4 5 6 A B C D E F").split(QLatin1Char(' ')));
}

void TestPanels::featureKindsAreTheLibrarys()
{
    // The library declares what its features may be and how the editor names them; a
    // feature's kind is one of them.
    QStringList ids;
    for (const PanelFeatureKind &kind : m_library->featureKinds)
        ids.append(kind.id);
    QCOMPARE(ids, cells("city hilltop lake river forest swamp bridge other"));
    QCOMPARE(m_library->featureKindName(QStringLiteral("hilltop")), QStringLiteral("hilltop"));
    QCOMPARE(m_library->featureKindName(QStringLiteral("other")), QString());
    QCOMPARE(m_library->featureKindName(QStringLiteral("castle")), QString());
    for (const Panel &p : m_library->panels) {
        for (const PanelFeature &f : p.features)
            QVERIFY2(ids.contains(f.kind), qPrintable(p.id + QLatin1Char('/') + f.id));
    }
}

void TestPanels::loaderReportsBrokenFeatureKinds_data()
{
    QTest::addColumn<QString>("find"); // replaced at its first occurrence
    QTest::addColumn<QString>("replace");
    QTest::addColumn<QStringList>("expected"); // Diagnostic::toText(), sorted; empty: it loads

    const QString f = QStringLiteral("broken.panels.yaml:");
    QTest::newRow("a feature of a kind the library does not declare")
        << QStringLiteral("        kind: hilltop") << QStringLiteral("        kind: hiltop")
        << QStringList {f
                        + QStringLiteral("@[hiltop]@: error[unknown-id]: unknown feature kind "
                                         "'hiltop' in 'kind' in feature 'hill' (did you mean "
                                         "'hilltop'?)")};
    QTest::newRow("a feature kind declared twice")
        << QStringLiteral("  - {id: other}")
        << QStringLiteral("  - {id: other}\n  - {id: lake, name: pond}")
        << QStringList {
               f
               + QStringLiteral("@[lake, name: pond]@: error[duplicate-id]: feature kind 'lake' "
                                "is defined twice in 'feature_kinds' in the panel "
                                "library")};
    QTest::newRow("a misspelt key of a feature kind")
        << QStringLiteral("{id: other}") << QStringLiteral("{id: other, nmae: other}")
        << QStringList {f
                        + QStringLiteral("@[nmae]@: error[unknown-key]: unknown key 'nmae' in "
                                         "feature kind 'other' (did you mean 'name'?)")};
    QTest::newRow("a misspelt feature_kinds")
        << QStringLiteral("feature_kinds:") << QStringLiteral("feature_kind:")
        << QStringList {f
                        + QStringLiteral("@[feature_kind:]@: error[unknown-key]: unknown key "
                                         "'feature_kind' in the panel library (did you mean "
                                         "'feature_kinds'?)")};
}

void TestPanels::loaderReportsBrokenFeatureKinds()
{
    QFETCH(QString, find);
    QFETCH(QString, replace);
    QFETCH(QStringList, expected);

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("broken.panels.yaml"));
    QString text;
    writeMutatedCopy(QStringLiteral(":/hexwright/panels/hammers-slammers.panels.yaml"), find,
                     replace, path, &text);
    if (QTest::currentTestFailed())
        return;

    Diagnostics diagnostics;
    const auto library
        = loadPanelLibrary(path, QStringLiteral("broken.panels.yaml"), *m_rules, diagnostics);
    QVERIFY2(!library, "a broken panel library must not load");
    sortDiagnostics(diagnostics);
    for (QString &e : expected)
        e = resolvePositions(e, text);
    QCOMPARE(diagnosticTexts(diagnostics), expected);
}

void TestPanels::aLibraryWithoutFeatureKindsStillLoads()
{
    // Feature kinds are optional: a library written before they were declared loads, each
    // feature's kind as written and named by the feature alone.
    QFile bundled(QStringLiteral(":/hexwright/panels/hammers-slammers.panels.yaml"));
    QVERIFY(bundled.open(QIODevice::ReadOnly));
    QString text = QString::fromUtf8(bundled.readAll());
    const qsizetype from = text.indexOf(QLatin1String("feature_kinds:"));
    const qsizetype to = text.indexOf(QLatin1String("\npanels:"));
    QVERIFY(from > 0 && to > from);
    text.remove(from, to + 1 - from);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("old.panels.yaml"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(text.toUtf8());
    out.close();
    Diagnostics diagnostics;
    const auto library
        = loadPanelLibrary(path, QStringLiteral("old.panels.yaml"), *m_rules, diagnostics);
    QCOMPARE(diagnosticTexts(diagnostics), QStringList());
    QVERIFY(library);
    QVERIFY(library->featureKinds.isEmpty());
    const PanelFeature *hill
        = library->findPanel(QStringLiteral("1"))
              ->findFeature(m_library->findPanel(QStringLiteral("1"))->features.constFirst().id);
    QVERIFY(hill);
    QCOMPARE(hill->kind, m_library->findPanel(QStringLiteral("1"))->features.constFirst().kind);
    QCOMPARE(library->featureKindName(hill->kind), QString());
}

void TestPanels::panelSize_data()
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

void TestPanels::panelSize()
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

void TestPanels::interiorOfALonePanel_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("interior");

    // Columns 1..15: the 7 even ones hold R whole hexes, the 8 odd ones R - 1.
    QTest::newRow("a main panel has 7x12 + 8x11 = 172 whole hexes") << QStringLiteral("4") << 172;
    QTest::newRow("an edge piece has 7x4 + 8x3 = 52 whole hexes") << QStringLiteral("E") << 52;
}

void TestPanels::interiorOfALonePanel()
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

void TestPanels::coverOfPanelHexes_data()
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

void TestPanels::coverOfPanelHexes()
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

void TestPanels::board3HasThreeHilltopsOfFiveHexes()
{
    // Scenario 1: "a hilltop hex of each of the three hilltops" on Board 3.
    const Panel *p = panel("3");
    const QList<OffsetCoord> hilltops = interiorHexesOf(*p, "hilltop");
    QCOMPARE(hilltops.size(), 5);
    const QList<QList<OffsetCoord>> groups = connectedGroups(hilltops);
    QCOMPARE(groups.size(), 3);
    // No hilltop hides in a half hex either.
    int anywhere = 0;
    for (const OffsetCoord h : allHexes(*p))
        anywhere += p->terrainAt(h) == terrainIndex("hilltop") ? 1 : 0;
    QCOMPARE(anywhere, 5);
    // The panel names each hilltop as a feature: one group each.
    QSet<QStringList> featureGroups;
    for (const PanelFeature &f : p->features) {
        if (f.kind == QLatin1String("hilltop"))
            featureGroups.insert(labels(f.hexes));
    }
    QSet<QStringList> terrainGroups;
    for (const QList<OffsetCoord> &g : groups)
        terrainGroups.insert(labels(g));
    QCOMPARE(featureGroups, terrainGroups);
}

void TestPanels::board4HasAFourteenHexLargeCity()
{
    // Scenario 2: "1 unit in each hex of the large city on Board 4" with 14 units.
    const Panel *p = panel("4");
    const QList<OffsetCoord> city = interiorHexesOf(*p, "city");
    QCOMPARE(city.size(), 14);
    QCOMPARE(connectedGroups(city).size(), 1);
    const PanelFeature *largeCity = p->findFeature(QStringLiteral("large-city"));
    QVERIFY(largeCity);
    QCOMPARE(largeCity->kind, QStringLiteral("city"));
    QCOMPARE(labels(largeCity->hexes), labels(city));
}

void TestPanels::board4EasternmostCityHexIsUnique()
{
    // Scenario 10: a Red unit must occupy "the easternmost city hex on Board 4".
    const Panel *p = panel("4");
    const QList<OffsetCoord> city = interiorHexesOf(*p, "city");
    QVERIFY(!city.isEmpty());
    int east = -1;
    for (const OffsetCoord h : city)
        east = std::max(east, h.col);
    QList<OffsetCoord> easternmost;
    for (const OffsetCoord h : city) {
        if (h.col == east)
            easternmost.append(h);
    }
    QCOMPARE(easternmost.size(), 1);
    const PanelFeature *feature = p->findFeature(QStringLiteral("easternmost-city-hex"));
    QVERIFY(feature);
    QCOMPARE(feature->hexes, easternmost);
}

void TestPanels::terrainOnBoards_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<QString>("terrain");

    auto row = [](const char *name, const char *panel, const char *terrain) {
        QTest::newRow(name) << QString::fromLatin1(panel) << QString::fromLatin1(terrain);
    };
    row("Board 4 has a bridge (scenario 11)", "4", "bridge");
    row("Board 4 has forest (scenario 6)", "4", "forest");
    row("Board 6 has a lake (scenario 1)", "6", "lake");
    row("Board 6 has a river (scenario 1)", "6", "river");
    row("Board 6 has forest (scenario 6)", "6", "forest");
    row("Board 2 has rivers (scenario 8)", "2", "river");
    row("Board 2 has swamp (scenario 14)", "2", "swamp");
    row("Board 1 has cities (scenario 7)", "1", "city");
    row("Board 5 has cities (scenario 9)", "5", "city");
    row("Board 3 has hilltops (scenario 1)", "3", "hilltop");
}

void TestPanels::terrainOnBoards()
{
    QFETCH(QString, panel);
    QFETCH(QString, terrain);

    const Panel *p = m_library->findPanel(panel);
    QVERIFY(p);
    QVERIFY(!interiorHexesOf(*p, terrain.toLatin1().constData()).isEmpty());
}

void TestPanels::board6RiverRunsOnTheWest()
{
    // Scenario 1: "between south road and river on west".
    const Panel *p = panel("6");
    const QList<OffsetCoord> river = interiorHexesOf(*p, "river");
    QVERIFY(river.size() >= 4);
    for (const OffsetCoord h : river)
        QVERIFY2(h.col <= p->columns / 4, qPrintable(formatHexLabel(h)));
}

void TestPanels::board2SwampsCanEachHoldASpiceContainer()
{
    // Scenario 14: a spice container on each swamp hex of Board 2, so each must be a whole
    // hex, and the panel's swamp feature lists exactly them.
    const Panel *p = panel("2");
    QList<OffsetCoord> swamp;
    for (const OffsetCoord h : allHexes(*p)) {
        if (p->terrainAt(h) == terrainIndex("swamp")) {
            QVERIFY2(p->isInterior(h), qPrintable(formatHexLabel(h)));
            swamp.append(h);
        }
    }
    QVERIFY(!swamp.isEmpty());
    const PanelFeature *feature = p->findFeature(QStringLiteral("swamps"));
    QVERIFY(feature);
    QCOMPARE(labels(feature->hexes), labels(swamp));
}

void TestPanels::board2SouthOfAllRiversIsSouthOfEveryRiverHex()
{
    // Scenario 8: Green sets up on "Board 2 south of all river hexes".
    const Panel *p = panel("2");
    const PanelFeature *zone = p->findFeature(QStringLiteral("south-of-river"));
    QVERIFY(zone);
    QVERIFY(!zone->hexes.isEmpty());
    const QList<OffsetCoord> river = interiorHexesOf(*p, "river");
    QVERIFY(!river.isEmpty());
    for (const OffsetCoord h : zone->hexes) {
        for (const OffsetCoord r : river) {
            if (r.col == h.col)
                QVERIFY2(r.row < h.row, qPrintable(formatHexLabel(h)));
        }
    }
}

void TestPanels::roadsOnBoards_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<QString>("road");

    auto row = [](const char *name, const char *panel, const char *road) {
        QTest::newRow(name) << QString::fromLatin1(panel) << QString::fromLatin1(road);
    };
    row("Board 6 has a north road (scenario 1: between road and north edge)", "6", "north-road");
    row("Board 6 has a south road (scenario 1, 6)", "6", "south-road");
    row("Board 2 has a south road (scenario 10)", "2", "south-road");
    row("Board 5 has a south road (scenario 10)", "5", "south-road");
    row("edge piece E has a road (scenario 1)", "E", "road");
}

void TestPanels::roadsOnBoards()
{
    QFETCH(QString, panel);
    QFETCH(QString, road);

    const Panel *p = m_library->findPanel(panel);
    QVERIFY(p);
    const PanelRoad *r = p->findRoad(road);
    QVERIFY(r);
    QVERIFY(r->hexes.size() >= 2);
}

void TestPanels::board2SouthRoadReachesTheSouthEdge()
{
    // Scenario 10: Blue "Enter Board 2 on south road": the road must run to the south edge,
    // the last row of its column (the half hex R of an odd column, row R - 1 of an even one).
    const Panel *p = panel("2");
    const PanelRoad *road = p->findRoad(QStringLiteral("south-road"));
    QVERIFY(road);
    bool reaches = false;
    for (const OffsetCoord h : road->hexes) {
        const int lastRow = (h.col % 2 == 1) ? p->rows : p->rows - 1;
        reaches = reaches || h.row == lastRow;
    }
    QVERIFY(reaches);
}

void TestPanels::roadsAreChainsOfAdjacentHexes_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<QString>("road");

    for (const Panel &p : m_library->panels) {
        for (const PanelRoad &r : p.roads) {
            const QString name = QStringLiteral("panel %1 %2").arg(p.id, r.id);
            QTest::newRow(name.toUtf8().constData()) << p.id << r.id;
        }
    }
}

void TestPanels::roadsAreChainsOfAdjacentHexes()
{
    QFETCH(QString, panel);
    QFETCH(QString, road);

    const Panel *p = m_library->findPanel(panel);
    const PanelRoad *r = p->findRoad(road);
    QVERIFY(r);
    QVERIFY(r->hexes.size() >= 2);
    for (qsizetype i = 1; i < r->hexes.size(); ++i)
        QVERIFY2(adjacent(r->hexes.at(i - 1), r->hexes.at(i)),
                 qPrintable(formatHexLabel(r->hexes.at(i - 1)) + QStringLiteral(" -> ")
                            + formatHexLabel(r->hexes.at(i))));
    for (const OffsetCoord h : r->hexes) {
        QVERIFY(p->contains(h));
        // A road over a river uses a bridge hex.
        QVERIFY2(p->terrainAt(h) != terrainIndex("river"), qPrintable(formatHexLabel(h)));
        QVERIFY2(p->terrainAt(h) != terrainIndex("lake"), qPrintable(formatHexLabel(h)));
        // Roads leave a panel only at the documented crossings, so they line up with the
        // neighbouring panel's: side seams at rows 3 and 8, top and bottom at columns 5, 11.
        switch (p->coverAt(h)) {
        case HexCover::Whole:
            break;
        case HexCover::EastHalf:
        case HexCover::WestHalf:
            QVERIFY2(h.row == 3 || h.row == 8, qPrintable(formatHexLabel(h)));
            break;
        case HexCover::SouthHalf:
        case HexCover::NorthHalf:
            QVERIFY2(h.col == 5 || h.col == 11, qPrintable(formatHexLabel(h)));
            break;
        }
    }
}

void TestPanels::featureHexesArePlayable_data()
{
    QTest::addColumn<QString>("panel");
    QTest::addColumn<QString>("feature");

    for (const Panel &p : m_library->panels) {
        for (const PanelFeature &f : p.features) {
            const QString name = QStringLiteral("panel %1 %2").arg(p.id, f.id);
            QTest::newRow(name.toUtf8().constData()) << p.id << f.id;
        }
    }
}

void TestPanels::featureHexesArePlayable()
{
    QFETCH(QString, panel);
    QFETCH(QString, feature);

    const Panel *p = m_library->findPanel(panel);
    const PanelFeature *f = p->findFeature(feature);
    QVERIFY(f);
    QVERIFY(!f->hexes.isEmpty());
    QSet<QString> seen;
    for (const OffsetCoord h : f->hexes) {
        const QString label = formatHexLabel(h);
        QVERIFY2(p->isInterior(h), qPrintable(label));
        QVERIFY2(!seen.contains(label), qPrintable(QStringLiteral("twice: ") + label));
        seen.insert(label);
        // A feature named after a terrain is made of that terrain.
        if (f->kind != QLatin1String("other"))
            QCOMPARE(m_rules->terrainIds().value(p->terrainAt(h)), f->kind);
    }
}

// Any panel may meet any other, either way round, and two halves make one hex: the halves
// agree only if every half at a side cut carries one terrain throughout the library, and so
// does every half at a top or bottom cut (the issue's Badger Hunt 0413 and 0425 and Break
// Out 0413 and 1715 were a river half meeting a clear one). The map's rule for halves that
// disagreed (the west or north half) then never shows.
void TestPanels::seamHalvesAgreeWhateverPanelsMeet_data()
{
    QTest::addColumn<bool>("sideCut");
    QTest::newRow("side cuts: columns 0 and C") << true;
    QTest::newRow("top and bottom cuts: the odd columns' rows 0 and R") << false;
}

void TestPanels::seamHalvesAgreeWhateverPanelsMeet()
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
void TestPanels::placementOrderNeverChangesAHex_data()
{
    QTest::addColumn<QString>("sample");
    QTest::newRow("sc.1 Badger Hunt") << "01-badger-hunt";
    QTest::newRow("sc.8 Break Out") << "08-break-out";
    QTest::newRow("sc.13 Everybody Wants A Piece of the Action")
        << "13-everybody-wants-a-piece-of-the-action";
    QTest::newRow("sc.14 Spice Madness") << "14-spice-madness";
}

void TestPanels::placementOrderNeverChangesAHex()
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

void TestPanels::turnedHex_data()
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

void TestPanels::turnedHex()
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

void TestPanels::turningMapsThePanelOntoItself_data()
{
    QTest::addColumn<QString>("panel");
    QTest::newRow("a main panel") << QStringLiteral("1");
    QTest::newRow("an edge piece") << QStringLiteral("D");
}

void TestPanels::turningMapsThePanelOntoItself()
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

QTEST_GUILESS_MAIN(TestPanels)
#include "tst_panels.moc"
