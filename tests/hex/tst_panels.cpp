// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Hammer's Slammers panel library, and its panels against what the book's
// scenarios say about them (rulebook extract, section 1 "Panel facts"): terrain, features
// and roads. The panel geometry (halves, the interior, seams, the turn) is tst_panelgeometry.

#include "hex/panelstestsupport.h"
#include "map/panellibraryreader.h"
#include "rulesettesthelpers.h"

#include <QFile>
#include <QSet>
#include <QTemporaryDir>

#include <algorithm>

using namespace hexwright;
using namespace hexwright::panelstest;
using namespace hexwright::rulesettest;

namespace {

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

} // namespace

class TestPanels : public QObject, private PanelFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { loadLibrary(); }

    void libraryLoadsWithoutDiagnostics();
    void panelsOfTheBook();
    void featureKindsAreTheLibrarys();
    void loaderReportsBrokenFeatureKinds_data();
    void loaderReportsBrokenFeatureKinds();
    void aLibraryWithoutFeatureKindsStillLoads();

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

private:
    QList<OffsetCoord> interiorHexesOf(const Panel &panel, const char *terrain) const;
};

QList<OffsetCoord> TestPanels::interiorHexesOf(const Panel &p, const char *terrain) const
{
    QList<OffsetCoord> out;
    for (const OffsetCoord h : allHexes(p)) {
        if (p.isInterior(h) && p.terrainAt(h) == terrainIndex(terrain))
            out.append(h);
    }
    return out;
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

QTEST_GUILESS_MAIN(TestPanels)
#include "tst_panels.moc"
