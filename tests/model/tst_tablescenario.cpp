// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A scenario on a table board (issue 12, point 5): it reads and writes with the same located
// errors and the same canonical, byte-identical round trip as a hex one; the hex parts are
// refused on a table and the table's parts on a hex board, each at its line and column; the
// table checks fire; hexwright-cli validates, summarises, formats and exports it. Fixtures:
// tests/data/table (the Hammer Wars test ruleset and the canonical table scenario).

#include "checks/checkcodes.h"
#include "checks/scenariochecks.h"
#include "checks/scenariovalidator.h"
#include "clitestsupport.h"
#include "io/yamltree.h"
#include "map/hexmap.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hexwright;

namespace {

const QString TableFolder = QStringLiteral(TEST_DATA_DIR "/table");
const QString PointyFolder = QStringLiteral(TEST_DATA_DIR "/pointy");
const QString TableScenario = TableFolder + QStringLiteral("/skirmish.scenario.yaml");
const QString PointyScenario = PointyFolder + QStringLiteral("/pointy.scenario.yaml");

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QString describe(const Diagnostics &diagnostics)
{
    QStringList lines;
    for (const Diagnostic &d : diagnostics)
        lines.append(d.toText());
    return lines.join(QLatin1Char('\n'));
}

constexpr double MmPerInch = 25.4;

} // namespace

class TestTableScenario : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theTableRulesetLoads();
    void canonicalFileReadsAndWritesBackByteIdentical();
    void brokenVariantsAreLocated_data();
    void brokenVariantsAreLocated();
    void pointyRoadsAreCheckedInTheirOwnNumbering_data();
    void pointyRoadsAreCheckedInTheirOwnNumbering();
    void theFixtureIsCleanForTheChecks();
    void tableChecksFire_data();
    void tableChecksFire();
    void tableCodesAreListedWithTheirSeverity();
    void cliValidatesSummarisesAndFormats();
    void cliExportsSheetsAndTheMap();
    void cliPlaytestPlaysTheTableGame();

private:
    LoadedScenario read(const QByteArray &text, Diagnostics &diagnostics,
                        const QString &name = QStringLiteral("input.scenario.yaml"));

    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestTableScenario::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->addSearchPath(TableFolder);
    m_registry->addSearchPath(PointyFolder);
}

LoadedScenario TestTableScenario::read(const QByteArray &text, Diagnostics &diagnostics,
                                       const QString &name)
{
    auto document = YamlDocument::parse(text, name, diagnostics);
    if (!document)
        return {};
    return readScenario(*document, *m_registry, diagnostics);
}

void TestTableScenario::theTableRulesetLoads()
{
    Diagnostics diagnostics;
    const Ruleset *ruleset = m_registry->ruleset(QStringLiteral("hammer-wars-test"), diagnostics);
    QVERIFY2(ruleset, qPrintable(describe(diagnostics)));
    QCOMPARE(ruleset->family, QStringLiteral("hammer-wars"));
    QCOMPARE(ruleset->board, BoardKind::Table);
    // The family's two phases of a player's round (issue 15): deployment, then actions.
    QCOMPARE(ruleset->sequenceOfPlay.size(), 2);
    QVERIFY(ruleset->findTerrain(QStringLiteral("cover")));
}

void TestTableScenario::canonicalFileReadsAndWritesBackByteIdentical()
{
    const QByteArray original = readAll(TableScenario);
    QVERIFY(!original.isEmpty());
    Diagnostics diagnostics;
    const LoadedScenario loaded = read(original, diagnostics);
    QVERIFY2(loaded.scenario, qPrintable(describe(diagnostics)));
    QVERIFY2(diagnostics.isEmpty(), qPrintable(describe(diagnostics)));
    const Scenario &s = *loaded.scenario;
    QVERIFY(!loaded.panels);
    QVERIFY(s.table.has_value());
    QVERIFY(s.layout.isEmpty() && s.zones.isEmpty() && s.markers.isEmpty());
    QCOMPARE(s.table->unit, LengthUnit::Inch);
    QCOMPARE(s.table->size, QSizeF(36 * MmPerInch, 24 * MmPerInch));
    QCOMPARE(s.table->pieces.size(), 8);
    QCOMPARE(s.table->objectives.size(), 2);
    QCOMPARE(s.table->deployment.size(), 2);
    QCOMPARE(s.table->findPiece(QStringLiteral("wood-1"))->traits,
             QStringList({QStringLiteral("cover"), QStringLiteral("difficult")}));
    // Every kind of placement a table has.
    QCOMPARE(s.forces.at(0).placement.kind, Placement::Kind::Zone);
    QCOMPARE(s.forces.at(0).placement.zone, QStringLiteral("blue-zone"));
    QCOMPARE(s.forces.at(1).placement.kind, Placement::Kind::Point);
    QCOMPARE(s.forces.at(1).placement.point, TablePoint(18 * MmPerInch, 4.5 * MmPerInch));
    QCOMPARE(s.forces.at(3).placement.kind, Placement::Kind::Reinforcement);
    QCOMPARE(s.forces.at(4).placement.kind, Placement::Kind::OffBoard);
    QCOMPARE(s.reinforcements.at(0).entry.kind, Entry::Kind::Edge);
    QCOMPARE(s.reinforcements.at(0).entry.edge.side, QStringLiteral("east"));
    QCOMPARE(s.victory.at(0).parameters.value(QStringLiteral("zone")).toString(),
             QStringLiteral("blue-zone"));

    const QByteArray written = writeScenario(s, *loaded.ruleset, loaded.panels);
    QCOMPARE(QString::fromUtf8(written), QString::fromUtf8(original));
    // ... and again: read -> write -> read -> write.
    Diagnostics again;
    const LoadedScenario reread = read(written, again);
    QVERIFY2(reread.scenario, qPrintable(describe(again)));
    QCOMPARE(writeScenario(*reread.scenario, *reread.ruleset, reread.panels), written);
    QVERIFY(reread.scenario->table == s.table);
    QCOMPARE(reread.scenario->forces, s.forces);
}

void TestTableScenario::brokenVariantsAreLocated_data()
{
    QTest::addColumn<QString>("base"); // "table" or "hex"
    QTest::addColumn<QString>("from"); // replaced once in the base file; empty: appended
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("code");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("error"); // false: a warning, and the file still loads

    const QString t = QStringLiteral("table");
    const QString h = QStringLiteral("hex");
    // The table fixture has 179 lines, the pointy one 57: appended text starts after them.
    QTest::newRow("map on a table board")
        << t << QString() << QStringLiteral("map:\n  panels: pointy-hexes\n  layout: []\n")
        << "hex-only" << 180 << 1 << true;
    QTest::newRow("markers on a table board")
        << t << QString() << QStringLiteral("markers:\n  - {kind: object, hex: \"0101\"}\n")
        << "hex-only" << 180 << 1 << true;
    QTest::newRow("zones on a table board")
        << t << QString() << QStringLiteral("zones: []\n") << "hex-only" << 180 << 1 << true;
    QTest::newRow("no table on a table board")
        << t << QStringLiteral("table:\n  unit: in") << QStringLiteral("tables:\n  unit: in")
        << "missing-key" << 1 << 1 << true;
    QTest::newRow("hex placement on a table")
        << t << QStringLiteral("      at: [18, 4.5]") << QStringLiteral("      hex: \"0405\"")
        << "hex-only" << 135 << 7 << true;
    QTest::newRow("two placements on a table")
        << t << QStringLiteral("      at: [18, 4.5]")
        << QStringLiteral("      at: [18, 4.5]\n      zone: blue-zone") << "bad-placement" << 135
        << 7 << true;
    QTest::newRow("a point of one number")
        << t << QStringLiteral("      at: [18, 4.5]") << QStringLiteral("      at: [18]")
        << "wrong-type" << 135 << 11 << true;
    QTest::newRow("a point 1 km away")
        << t << QStringLiteral("      at: [18, 4.5]") << QStringLiteral("      at: [18, 40000]")
        << "table-too-large" << 135 << 16 << true;
    QTest::newRow("a point off the table is a warning")
        << t << QStringLiteral("      at: [18, 4.5]") << QStringLiteral("      at: [40, 4.5]")
        << "off-table" << 135 << 11 << false;
    QTest::newRow("deployment id unknown in a placement")
        << t << QStringLiteral("      zone: blue-zone") << QStringLiteral("      zone: blue-zon")
        << "unknown-id" << 128 << 13 << true;
    QTest::newRow("road_hex entry on a table")
        << t << QStringLiteral("      kind: edge\n      edge:\n        side: east")
        << QStringLiteral("      kind: road_hex\n      hex: \"0101\"") << "hex-only" << 162 << 13
        << true;
    QTest::newRow("paradrop entry on a table")
        << t << QStringLiteral("      kind: edge\n      edge:\n        side: east")
        << QStringLiteral("      kind: paradrop\n      zone: red-zone") << "hex-only" << 162 << 13
        << true;
    QTest::newRow("an entry edge of panels on a table")
        << t << QStringLiteral("        side: east")
        << QStringLiteral("        side: east\n        panels: [\"1\"]") << "hex-only" << 165 << 9
        << true;
    QTest::newRow("an entry zone that is no deployment area")
        << t << QStringLiteral("      kind: edge\n      edge:\n        side: east")
        << QStringLiteral("      kind: zone\n      zone: centre") << "unknown-id" << 163 << 13
        << true;
    QTest::newRow("unknown trait")
        << t << QStringLiteral("traits: [cover, difficult]")
        << QStringLiteral("traits: [cover, difficlt]") << "unknown-id" << 24 << 23 << true;
    QTest::newRow("unknown deployment side")
        << t << QStringLiteral("      side: blue\n      shapes:")
        << QStringLiteral("      side: green\n      shapes:") << "unknown-id" << 86 << 13 << true;
    QTest::newRow("piece off the table is a warning")
        << t << QStringLiteral("      at: [6, 14]") << QStringLiteral("      at: [60, 14]")
        << "off-table" << 26 << 7 << false;
    QTest::newRow("two pieces with one id")
        << t << QStringLiteral("    - id: wood-2") << QStringLiteral("    - id: wood-1")
        << "duplicate-id" << 26 << 11 << true;
    QTest::newRow("victory zone that is no deployment area")
        << t << QStringLiteral("    zone: blue-zone\n    at_end_of_turn")
        << QStringLiteral("    zone: nowhere\n    at_end_of_turn") << "unknown-id" << 169 << 11
        << true;
    QTest::newRow("a version 1 file is a hex one")
        << t
        << QStringLiteral("format: hexwright-scenario/2\n")
        // The upgrade adds family and board only when the file has none: taken out below.
        << QStringLiteral("format: hexwright-scenario/1\n") << "board-mismatch" << 1 << 9 << true;
    // The other way round: a table's parts on a hex board.
    QTest::newRow("at on a hex board")
        << h << QStringLiteral("victory: []")
        << QStringLiteral("forces:\n  - {id: f, side: tan, colour: tan, unit: conv_tank, "
                          "count: 1, placement: {at: [1, 2]}}\nvictory: []")
        << "table-only" << 56 << 76 << true;
    QTest::newRow("table on a hex board")
        << h << QString() << QStringLiteral("table:\n  unit: in\n  size: [36, 24]\n")
        << "table-only" << 58 << 1 << true;
}

void TestTableScenario::brokenVariantsAreLocated()
{
    QFETCH(QString, base);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, code);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(bool, error);
    QString text = QString::fromUtf8(
        readAll(base == QLatin1String("table") ? TableScenario : PointyScenario));
    QVERIFY(!text.isEmpty());
    // The lines below count from the data: the comment naming the schema is left out.
    text.remove(QRegularExpression(QStringLiteral("^# yaml-language-server:[^\\n]*\\n")));
    if (from.isEmpty()) {
        text += to;
    } else {
        QCOMPARE(text.count(from), 1);
        text.replace(from, to);
    }
    if (to.startsWith(QLatin1String("format: hexwright-scenario/1")))
        text.remove(QStringLiteral("family: hammer-wars\nboard: table\n"));
    Diagnostics diagnostics;
    const LoadedScenario loaded = read(text.toUtf8(), diagnostics);
    bool found = false;
    for (const Diagnostic &d : std::as_const(diagnostics)) {
        found = found
            || (d.code == code && d.line == line && d.column == column
                && d.severity == (error ? Severity::Error : Severity::Warning)
                && d.file == QLatin1String("input.scenario.yaml") && !d.message.isEmpty());
    }
    QVERIFY2(found,
             qPrintable(QStringLiteral("expected %1 at %2:%3, got:\n%4")
                            .arg(code)
                            .arg(line)
                            .arg(column)
                            .arg(describe(diagnostics))));
    QCOMPARE(bool(loaded.scenario), !error);
}

void TestTableScenario::pointyRoadsAreCheckedInTheirOwnNumbering_data()
{
    QTest::addColumn<bool>("adjacentWhenPointy");
    QTest::newRow("neighbours on a pointy-top map, not on a flat-top one") << true;
    QTest::newRow("neighbours on a flat-top map, not on a pointy-top one") << false;
}

void TestTableScenario::pointyRoadsAreCheckedInTheirOwnNumbering()
{
    QFETCH(bool, adjacentWhenPointy);
    // A pair of hexes that are neighbours in one numbering and not in the other, found from
    // the numberings themselves.
    const OffsetSystem pointy {HexOrientation::PointyTop, OffsetParity::EvenShifted};
    const OffsetSystem flat = HexMap::Offsets;
    const OffsetSystem &near = adjacentWhenPointy ? pointy : flat;
    const OffsetSystem &far = adjacentWhenPointy ? flat : pointy;
    const OffsetCoord a {3, 3};
    std::optional<OffsetCoord> b;
    for (const HexCoord &n : near.fromOffset(a).neighbors()) {
        const OffsetCoord candidate = near.toOffset(n);
        if (HexCoord::distance(far.fromOffset(a), far.fromOffset(candidate)) != 1) {
            b = candidate;
            break;
        }
    }
    QVERIFY(b);
    QString text = QString::fromUtf8(readAll(PointyScenario));
    const QString roads = QStringLiteral("  roads:\n    added:\n      - [\"%1\", \"%2\"]\nsides:")
                              .arg(formatHexLabel(a), formatHexLabel(*b));
    QCOMPARE(text.count(QStringLiteral("\nsides:")), 1);
    text.replace(QStringLiteral("\nsides:"), QLatin1Char('\n') + roads);
    Diagnostics diagnostics;
    const LoadedScenario loaded = read(text.toUtf8(), diagnostics);
    bool gap = false;
    for (const Diagnostic &d : std::as_const(diagnostics))
        gap = gap || d.code == QLatin1String("road-gap");
    QCOMPARE(gap, !adjacentWhenPointy);
    QCOMPARE(bool(loaded.scenario), adjacentWhenPointy);
    if (loaded.scenario)
        QCOMPARE(loaded.scenario->roadsAdded.size(), 1);
}

void TestTableScenario::theFixtureIsCleanForTheChecks()
{
    RulesetRegistry &registry = *m_registry;
    const ScenarioReport report = validateScenarioFile(TableScenario, TableScenario, registry);
    QVERIFY2(report.loaded.scenario, qPrintable(describe(report.diagnostics)));
    // The reserve that waits off board is no remark: in a game of unit pools it is the pool
    // the player buys from.
    QVERIFY2(report.diagnostics.isEmpty(), qPrintable(describe(report.diagnostics)));
}

void TestTableScenario::tableChecksFire_data()
{
    QTest::addColumn<int>("edit");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("subject"); // the id the diagnostic is about
    QTest::newRow("a unit placed off the table") << 0 << "unit-off-table"
                                                 << "blue-walker";
    QTest::newRow("a unit set up in another side's area") << 1 << "deployment-other-side"
                                                          << "blue-troopers";
    QTest::newRow("a unit placed at a point of another side's area") << 2 << "deployment-other-side"
                                                                     << "blue-walker";
    QTest::newRow("a deployment area of no side") << 3 << "side-without-deployment"
                                                  << "blue-troopers";
    QTest::newRow("a deployment area off the table") << 4 << "deployment-off-table"
                                                     << "blue-zone";
    QTest::newRow("an objective off the table") << 5 << "objective-off-table"
                                                << "obj-1";
    QTest::newRow("two pieces with one id") << 6 << "table-duplicate-id"
                                            << "wood-1";
    QTest::newRow("a side that sets up in a zone but has no area") << 7 << "side-without-deployment"
                                                                   << "blue-troopers";
    QTest::newRow("a vehicle placed in a pond") << 8 << "setup-terrain"
                                                << "blue-walker";
    QTest::newRow("a set-up area that does not exist") << 9 << "used-zone-empty"
                                                       << "blue-troopers";
    QTest::newRow("a victory condition's area that does not exist") << 10 << "victory-reference"
                                                                    << "hold-centre";
}

void TestTableScenario::tableChecksFire()
{
    QFETCH(int, edit);
    QFETCH(QString, code);
    QFETCH(QString, subject);
    Diagnostics diagnostics;
    const LoadedScenario loaded = read(readAll(TableScenario), diagnostics);
    QVERIFY2(loaded.scenario, qPrintable(describe(diagnostics)));
    Scenario s = *loaded.scenario;
    TableLayout &table = *s.table;
    ForceEntry &troopers = s.forces[0];
    ForceEntry &walker = s.forces[1];
    switch (edit) {
    case 0:
        walker.placement.point = TablePoint(2000, 100);
        break;
    case 1:
        troopers.placement.zone = QStringLiteral("red-zone");
        break;
    case 2:
        walker.placement.point = TablePoint(18 * MmPerInch, 21 * MmPerInch);
        break;
    case 3:
        table.deployment[0].side = QStringLiteral("green");
        break;
    case 4:
        table.deployment[0].shapes[0].at = QPointF(-2000, -2000);
        break;
    case 5:
        table.objectives[0].at = TablePoint(-100, 0);
        break;
    case 6:
        table.pieces[1].id = table.pieces[0].id;
        break;
    case 7:
        table.deployment[0].side = QStringLiteral("red");
        break;
    case 8:
        // The pond's origin, inside it: dangerous ground, which vehicles may not enter.
        walker.placement.point = TablePoint(28 * MmPerInch, 18 * MmPerInch);
        break;
    case 9:
        troopers.placement.zone = QStringLiteral("nowhere");
        break;
    case 10:
        s.victory[0].parameters.insert(QStringLiteral("zone"), QStringLiteral("nowhere"));
        break;
    }
    const HexMap noMap;
    const Diagnostics found = checkScenario(s, *loaded.ruleset, noMap, QStringLiteral("x"));
    bool fired = false;
    for (const Diagnostic &d : found)
        fired = fired || (d.code == code && d.subjectId == subject);
    QVERIFY2(fired, qPrintable(describe(found)));
    // No hex check speaks about a table.
    for (const Diagnostic &d : found) {
        for (const char *hexCode : {"empty-map", "entry-edge", "hex-off-map", "empty-zone"})
            QVERIFY2(d.code != QLatin1String(hexCode), qPrintable(d.toText()));
    }
}

void TestTableScenario::tableCodesAreListedWithTheirSeverity()
{
    QHash<QString, Severity> listed;
    for (const CheckInfo &info : builtinChecks())
        listed.insert(info.code, info.severity);
    const std::pair<const char *, Severity> codes[]
        = {{"unit-off-table", Severity::Error},       {"deployment-other-side", Severity::Warning},
           {"deployment-off-table", Severity::Error}, {"objective-off-table", Severity::Error},
           {"table-duplicate-id", Severity::Error},   {"side-without-deployment", Severity::Error}};
    for (const auto &[code, severity] : codes) {
        QVERIFY2(listed.contains(QLatin1String(code)), code);
        QCOMPARE(listed.value(QLatin1String(code)), severity);
    }
}

void TestTableScenario::cliValidatesSummarisesAndFormats()
{
    const QStringList data {QStringLiteral("--data"), TableFolder};
    const test::CliResult validate = test::runCli(QStringList {QStringLiteral("validate")} + data
                                                  + QStringList {TableScenario});
    QCOMPARE(validate.exitCode, 0);
    QVERIFY2(validate.err.contains(QStringLiteral("1 file(s) checked: 0 error(s), 0 warning(s)")),
             qPrintable(validate.err));

    const test::CliResult info
        = test::runCli(QStringList {QStringLiteral("info")} + data + QStringList {TableScenario});
    QCOMPARE(info.exitCode, 0);
    QVERIFY2(info.out.contains(QStringLiteral(
                 "  table:    36 x 24 in, 8 pieces, 2 objectives, 2 deployment areas\n")),
             qPrintable(info.out));
    QVERIFY(!info.out.contains(QStringLiteral("hexes")));

    const test::CliResult json
        = test::runCli(QStringList {QStringLiteral("info"), QStringLiteral("--json")} + data
                       + QStringList {TableScenario});
    QCOMPARE(json.exitCode, 0);
    QVERIFY2(json.out.contains(QStringLiteral("\"deploymentAreas\": 2")), qPrintable(json.out));

    // format: canonical already, and a rewritten one comes back canonical.
    const test::CliResult check
        = test::runCli(QStringList {QStringLiteral("format"), QStringLiteral("--check")} + data
                       + QStringList {TableScenario});
    QCOMPARE(check.exitCode, 0);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("messy.scenario.yaml"));
    QByteArray messy = readAll(TableScenario);
    messy.replace("size: [36, 24]", "size: [36.0, 24]");
    messy.replace("  grid: 6\n", "  grid: 6.00\n");
    {
        QFile file(copy);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(messy);
    }
    const test::CliResult format
        = test::runCli(QStringList {QStringLiteral("format")} + data + QStringList {copy});
    QVERIFY2(format.exitCode == 0, qPrintable(format.err));
    QCOMPARE(readAll(copy), readAll(TableScenario));
}

void TestTableScenario::cliExportsSheetsAndTheMap()
{
    const QStringList data {QStringLiteral("--data"), TableFolder};
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString setup = dir.filePath(QStringLiteral("setup.pdf"));
    const QString counters = dir.filePath(QStringLiteral("counters.pdf"));
    const test::CliResult sheets = test::runCli(
        QStringList {QStringLiteral("export"), TableScenario, QStringLiteral("--setup-pdf"), setup,
                     QStringLiteral("--counters-pdf"), counters}
        + data);
    QVERIFY2(sheets.exitCode == 0, qPrintable(sheets.err));
    QVERIFY(QFileInfo(setup).size() > 0);
    QVERIFY(QFileInfo(counters).size() > 0);

    // The whole table as an image at 50 dpi: 36 x 24 in is 1800 x 1200 pixels.
    const QString png = dir.filePath(QStringLiteral("map.png"));
    const QString mapPdf = dir.filePath(QStringLiteral("map.pdf"));
    const test::CliResult map
        = test::runCli(QStringList {QStringLiteral("export"), TableScenario,
                                    QStringLiteral("--png"), png, QStringLiteral("--dpi"),
                                    QStringLiteral("50"), QStringLiteral("--map-pdf"), mapPdf}
                       + data);
    QVERIFY2(map.exitCode == 0, qPrintable(map.err));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1800, 1200));
    QVERIFY(QFileInfo(mapPdf).size() > 0);
}

void TestTableScenario::cliPlaytestPlaysTheTableGame()
{
    // A table has no panels: the CLI plays it on its table (issue 15, point 5), to the end.
    const test::CliResult result
        = test::runCli({QStringLiteral("playtest"), TableScenario, QStringLiteral("--data"),
                        TableFolder, QStringLiteral("--seed"), QStringLiteral("1")});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.contains(QStringLiteral("1 games in")), qPrintable(result.out));
    QVERIFY2(result.out.contains(QStringLiteral("morale")), qPrintable(result.out));
}

QTEST_GUILESS_MAIN(TestTableScenario)
#include "tst_tablescenario.moc"
