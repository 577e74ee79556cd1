// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 13, "bounds and speed": every size a file gives is checked against the map maximum
// before anything is allocated from it, a picture that cannot be allocated is left out
// rather than written through, and a file with thousands of problems gets a page of them.
// Large inputs are generated here; the small ones are golden folders in tests/data/hostile.

#include "io/schemareader.h"
#include "io/yamltree.h"
#include "map/hexmap.h"
#include "map/layouttext.h"
#include "render/mapoverview.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"
#include "scenario/scenarioreader.h"

#include <QTest>

#include <limits>

using namespace hexwright;

namespace {

// A scenario that loads, around @p map (the `map:` block) and @p extra (more top-level keys).
QByteArray scenarioWith(const QByteArray &map, const QByteArray &extra = QByteArray())
{
    return "format: hexwright-scenario/1\n"
           "metadata:\n  title: T\n  players: 2\n"
           "ruleset:\n  id: hammers-slammers\n  version: 1\n"
        + map
        + "sides:\n"
          "  - id: tan\n    name: Tan\n    player: 1\n    colours: [tan]\n"
          "    role: attacker\n    setup_order: 1\n    move_order: 1\n"
          "    morale:\n      - colours: [tan]\n        value: 7\n"
          "victory:\n  - id: v\n    kind: free_text\n    description: x\n"
          "game_length:\n  turns: 1\n"
        + extra;
}

PanelPlacement placed(const char *panel, int column, int row)
{
    PanelPlacement placement;
    placement.panel = QLatin1String(panel);
    placement.column = column;
    placement.row = row;
    return placement;
}

QByteArray layoutAt(const QByteArray &at)
{
    return "map:\n  panels: hammers-slammers\n  layout:\n    - panel: \"1\"\n      at: \"" + at
        + "\"\n      rotation: 0\n";
}

} // namespace

class TestBounds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sizesFromFilesAreCheckedBeforeAllocating_data();
    void sizesFromFilesAreCheckedBeforeAllocating();
    void composeLeavesOutWhatExceedsTheMaximum();
    void stackedPanelsListEachOverlapOnce();
    void overviewTooLargeForMemoryIsLeftOut();
    void typedLayoutBeyondTheMaximumIsRefused();
    void aFileShowsAtMostAPageOfProblems();
    void duplicateIdsAreFoundInLongLists();
    void knownIdsAnswerLikeTheirList_data();
    void knownIdsAnswerLikeTheirList();
    void suggestionsStopWhenTheFileUsedItsBudget();

private:
    Diagnostics load(const QByteArray &text, bool *loaded = nullptr);

    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestBounds::initTestCase()
{
    // The source folders rather than the compiled-in copy: the test reads the same files.
    m_registry = std::make_unique<RulesetRegistry>();
    m_registry->addSearchPath(QStringLiteral(SOURCE_DIR "/resources/rulesets"));
    m_registry->addSearchPath(QStringLiteral(SOURCE_DIR "/resources/panels"));
}

Diagnostics TestBounds::load(const QByteArray &text, bool *loaded)
{
    Diagnostics diagnostics;
    const auto document = YamlDocument::parse(text, QStringLiteral("input"), diagnostics);
    if (!document)
        return diagnostics;
    const LoadedScenario scenario = readScenario(*document, *m_registry, diagnostics);
    if (loaded)
        *loaded = scenario.scenario != nullptr;
    return diagnostics;
}

void TestBounds::sizesFromFilesAreCheckedBeforeAllocating_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    // Issue 13: a 260-byte file aborted validate, info, playtest, los and the editor.
    QTest::newRow("panel at 9999999999999999")
        << scenarioWith(layoutAt("9999999999999999"))
        << QStringLiteral("input:12:11: error[map-too-large]: hex '9999999999999999' in 'at' in "
                          "panel placement 1 is beyond the largest map: Hexwright's maps are at "
                          "most 4000 hexes a side");
    // ... and one 20,000 hexes a side cost 2.3 GB in the CLI, 10.4 GB in the editor.
    QTest::newRow("map 20,000 hexes a side")
        << scenarioWith(layoutAt("2000120001"))
        << QStringLiteral("input:12:11: error[map-too-large]: hex '2000120001' in 'at' in panel "
                          "placement 1 is beyond the largest map: Hexwright's maps are at most "
                          "4000 hexes a side");
    QTest::newRow("panel reaching past the last column")
        << scenarioWith(layoutAt("39950001"))
        << QStringLiteral("input:12:11: error[map-too-large]: the map would be 4011 x 13 hexes; "
                          "Hexwright's maps are at most 4000 hexes a side and 4000000 hexes in "
                          "all");
    // A 1.2 MB block asked for 40 GB before its rows were checked.
    QByteArray block = layoutAt("0101")
        + "  terrain:\n    origin: \"0101\"\n    legend:\n      h: hilltop\n    rows:\n"
          "      - \""
        + QByteArray(1000000, '-') + "\"\n";
    for (int row = 0; row < 40000; ++row)
        block += "      - \"\"\n";
    QTest::newRow("terrain block 1,000,000 x 40,001")
        << scenarioWith(block)
        << QStringLiteral("input:19:9: error[map-too-large]: the map would be 1000000 x 40001 "
                          "hexes; Hexwright's maps are at most 4000 hexes a side and 4000000 "
                          "hexes in all");
    // Each fits, together they do not: a wide strip of panels and a tall strip of paint.
    QByteArray strips;
    for (int column = 1; column < 3900; column += 16)
        strips += "    - panel: \"1\"\n      at: \""
            + QByteArray::number(column).rightJustified(4, '0') + "0001\"\n      rotation: 0\n";
    strips = "map:\n  panels: hammers-slammers\n  layout:\n" + strips
        + "  terrain:\n    origin: \"00013000\"\n    legend:\n      h: hilltop\n    rows:\n";
    QTest::newRow("panels and paint together")
        << scenarioWith(strips + QByteArray("      - \"h\"\n").repeated(2))
        << QStringLiteral("input:744:5: error[map-too-large]: the map would be 3905 x 3001 hexes; "
                          "Hexwright's maps are at most 4000 hexes a side and 4000000 hexes in "
                          "all");
}

void TestBounds::sizesFromFilesAreCheckedBeforeAllocating()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    bool loaded = true;
    const Diagnostics diagnostics = load(text, &loaded);
    QVERIFY(!loaded);
    QVERIFY(!diagnostics.isEmpty());
    QCOMPARE(diagnostics.first().toText(), expected);
}

void TestBounds::composeLeavesOutWhatExceedsTheMaximum()
{
    // An edit, not a file: nothing refused it, so the map must not allocate for it.
    Diagnostics diagnostics;
    const Ruleset *rules = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(rules);
    const PanelLibrary *panels
        = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *rules, diagnostics);
    QVERIFY(panels);
    Scenario scenario;
    scenario.layout.append(placed("1", 0, 0));
    scenario.layout.append(placed("1", std::numeric_limits<int>::max() - 8, 0));
    scenario.layout.append(placed("1", 0, 99'999'998));
    scenario.terrain.set({2'000'000, 2'000'000}, 0);
    const HexMap map = HexMap::compose(scenario, *panels);
    QCOMPARE(map.columns(), panels->findPanel(QStringLiteral("1"))->columns + 1);
    QCOMPARE(map.rows(), panels->findPanel(QStringLiteral("1"))->rows + 1);
    QVERIFY(mapSizeAllowed(MaxMapSide, MaxMapHexes / MaxMapSide));
    QVERIFY(!mapSizeAllowed(MaxMapSide + 1, 1));
    QVERIFY(!mapSizeAllowed(MaxMapSide, MaxMapSide));
    // The benchmark map is well inside.
    QVERIFY(mapSizeAllowed(1000, 1000));
}

void TestBounds::stackedPanelsListEachOverlapOnce()
{
    Diagnostics diagnostics;
    const Ruleset *rules = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    const PanelLibrary *panels
        = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *rules, diagnostics);
    QVERIFY(panels);
    Scenario twice;
    Scenario many;
    for (int i = 0; i < 50; ++i) {
        many.layout.append(placed("1", 0, 0));
        if (i < 2)
            twice.layout.append(placed("1", 0, 0));
    }
    // 50 stacked panels listed every hex 49 times: a file of 70,000 placements made a list
    // of 15 million hexes.
    QCOMPARE(HexMap::compose(many, *panels).overlaps().size(),
             HexMap::compose(twice, *panels).overlaps().size());
}

void TestBounds::overviewTooLargeForMemoryIsLeftOut()
{
    // The editor wrote a map's colours through a null image when the overview could not be
    // allocated, and crashed.
    MapOverview overview;
    overview.reset(1 << 30, 1 << 29);
    QVERIFY(overview.isNull());
    overview.writeHex(5, 5, 0xff00ff00);
    overview.setHex(5, 5, 0xff00ff00);
    overview.markAllChanged();
    overview.updateLevels();
    QVERIFY(overview.image().isNull());
}

void TestBounds::typedLayoutBeyondTheMaximumIsRefused()
{
    Diagnostics diagnostics;
    const Ruleset *rules = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    const PanelLibrary *panels
        = m_registry->panelLibrary(QStringLiteral("hammers-slammers"), *rules, diagnostics);
    QVERIFY(panels);
    // Two spaces of indentation are a slot east: a pasted line of spaces put a panel
    // hundreds of thousands of hexes away (and could overflow the column).
    QString error;
    const QString text
        = QStringLiteral("1\n") + QString(2'000'000, QLatin1Char(' ')) + QStringLiteral("1");
    QVERIFY(!layoutFromText(text, *panels, &error));
    QVERIFY2(error.startsWith(QLatin1String("the map would be 4018 x 25 hexes")),
             qPrintable(error));
    QVERIFY(layoutFromText(QStringLiteral("1 2\n3 4"), *panels, &error));
}

void TestBounds::aFileShowsAtMostAPageOfProblems()
{
    QByteArray keys;
    for (int i = 0; i < 5000; ++i)
        keys += "  unknown" + QByteArray::number(i) + ": 1\n";
    bool loaded = true;
    const Diagnostics diagnostics = load(
        scenarioWith(layoutAt("0101")).replace("metadata:\n", "metadata:\n" + keys), &loaded);
    QVERIFY(!loaded);
    QCOMPARE(diagnostics.size(), ReadContext::MaxShownProblems + 1);
    QCOMPARE(diagnostics.last().severity, Severity::Info);
    QCOMPARE(diagnostics.last().code, QStringLiteral("too-many-problems"));
    QCOMPARE(diagnostics.last().message,
             QStringLiteral("too many problems; the first 100 are shown"));
    QCOMPARE(diagnostics.first().toText(),
             QStringLiteral("input:3:3: error[unknown-key]: unknown key 'unknown0' in metadata"));
}

void TestBounds::duplicateIdsAreFoundInLongLists()
{
    QByteArray zones = "zones:\n";
    for (int i = 0; i < 3000; ++i)
        zones += "  - {id: zone-" + QByteArray::number(i) + ", name: Z, hexes: [\"0202\"]}\n";
    zones += "  - {id: zone-17, name: Z, hexes: [\"0202\"]}\n";
    const Diagnostics diagnostics = load(scenarioWith(layoutAt("0101"), zones));
    QCOMPARE(diagnostics.size(), 1);
    QCOMPARE(diagnostics.first().code, QStringLiteral("duplicate-id"));
    QCOMPARE(diagnostics.first().line, 3032);
}

void TestBounds::knownIdsAnswerLikeTheirList_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("short list, searched in order") << 5;
    QTest::newRow("long list, hashed") << 5000;
}

void TestBounds::knownIdsAnswerLikeTheirList()
{
    QFETCH(int, count);
    QStringList ids;
    for (int i = 0; i < count; ++i)
        ids.append(QStringLiteral("id-%1").arg(i));
    KnownIds known(ids);
    QVERIFY(known.contains(QStringLiteral("id-0")));
    QVERIFY(known.contains(QStringLiteral("id-%1").arg(count - 1)));
    QVERIFY(!known.contains(QStringLiteral("id-%1").arg(count)));
    for (int i = count; i < count + 20; ++i)
        known.append(QStringLiteral("id-%1").arg(i));
    QVERIFY(known.contains(QStringLiteral("id-%1").arg(count + 19)));
    QVERIFY(known.contains(QStringLiteral("id-3")));
    QCOMPARE(known.size(), count + 20);
    QCOMPARE(known.list().first(), QStringLiteral("id-0"));
}

void TestBounds::suggestionsStopWhenTheFileUsedItsBudget()
{
    // 20,000 ids of 60 characters against 20,000 unknown ones took over 60 s: each
    // suggestion compared the word with every id in full.
    QStringList ids;
    for (int i = 0; i < 20000; ++i)
        ids.append(QString(52, QLatin1Char('z')) + QString::number(i).rightJustified(8, u'0'));
    const QString typo = QString(52, QLatin1Char('z')) + QStringLiteral("0000x017");
    Diagnostics diagnostics;
    ReadContext context(QStringLiteral("input"), diagnostics);
    QCOMPARE(context.suggest(typo, ids), ids.at(17));
    int suggestions = 1;
    while (!context.suggest(typo, ids).isEmpty())
        ++suggestions;
    // The budget ends the suggestions, long before the page of problems is full.
    QVERIFY(suggestions < ReadContext::MaxShownProblems);
    QCOMPARE(context.suggest(typo, ids), QString());
    // Close words of different length cost nothing to rule out and are still found.
    QCOMPARE(closestMatch(QStringLiteral("moral"), {QStringLiteral("morale")}),
             QStringLiteral("morale"));
    QCOMPARE(closestMatch(QStringLiteral("eats"), {QStringLiteral("east")}),
             QStringLiteral("east"));
}

QTEST_GUILESS_MAIN(TestBounds)
#include "tst_bounds.moc"
