// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A ruleset's charts (`charts:`, model/ruleset/charttable.h), shared by every family: the
// cell kinds, reading with located errors, the checks (a range that leaves a gap or
// overlaps), provisional marks, and the user's own values saved as an override file and read
// back over the bundled ones (chartoverride.h), also through the registry.

#include "io/schemareader.h"
#include "io/yamltree.h"
#include "ruleset/chartoverride.h"
#include "ruleset/chartreader.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace hexwright;

namespace {

/// An endurance chart: columns A and B, rows D, M and "—", ranges covering 2..12.
const char *EnduranceYaml = R"(- id: endurance
  title: Endurance
  note: ours
  provisional: true
  columns: [A, B]
  rows:
    - {heading: D, cells: [2, 2-3]}
    - {heading: M, cells: [3-6, 4-7]}
    - heading: "—"
      cells: [7-12, {value: 8-12, provisional: false}]
  checks:
    - {kind: kind, cells: range}
    - {kind: covers, along: columns, from: 2, to: 12}
)";

struct ReadResult
{
    QList<Chart> charts;
    Diagnostics diagnostics;
};

ReadResult readYaml(const QByteArray &yaml)
{
    ReadResult result;
    auto document = YamlDocument::parse(yaml, QStringLiteral("charts.yaml"), result.diagnostics);
    if (!document)
        return result;
    ReadContext context(QStringLiteral("charts.yaml"), result.diagnostics);
    readCharts(context, document->root(), result.charts);
    return result;
}

} // namespace

class TestCharts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void parseCell_data();
    void parseCell();
    void readsAChartWithProvisionalMarks();
    void locatedErrors_data();
    void locatedErrors();
    void coversFindsGapsAndOverlaps_data();
    void coversFindsGapsAndOverlaps();
    void boundsAndKinds();
    void overrideRoundTrip();
    void overrideWithNoChangesRemovesTheFile();
    void staleOverrideIsAWarning();
    void registryReadsTheOverride();
};

void TestCharts::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestCharts::parseCell_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("low");
    QTest::addColumn<int>("high");

    const int empty = int(ChartCell::Kind::Empty);
    const int number = int(ChartCell::Kind::Number);
    const int range = int(ChartCell::Kind::Range);
    const int text = int(ChartCell::Kind::Text);
    QTest::newRow("nothing") << QString() << empty << 0 << 0;
    QTest::newRow("dash") << QStringLiteral("-") << empty << 0 << 0;
    QTest::newRow("whole") << QStringLiteral("3") << number << 3 << 3;
    QTest::newRow("negative") << QStringLiteral("-2") << number << -2 << -2;
    QTest::newRow("half spans nothing") << QStringLiteral("0.5") << number << 0 << -1;
    QTest::newRow("range") << QStringLiteral("2-4") << range << 2 << 4;
    QTest::newRow("range with spaces") << QStringLiteral(" 7 - 12 ") << range << 7 << 12;
    QTest::newRow("negative range") << QStringLiteral("-3--1") << range << -3 << -1;
    QTest::newRow("backwards is text") << QStringLiteral("4-2") << text << 0 << 0;
    QTest::newRow("result") << QStringLiteral("D") << text << 0 << 0;
    QTest::newRow("ratio") << QStringLiteral("2/1") << text << 0 << 0;
}

void TestCharts::parseCell()
{
    QFETCH(QString, text);
    QFETCH(int, kind);
    QFETCH(int, low);
    QFETCH(int, high);
    const ChartCell cell = ChartCell::parse(text, true);
    QCOMPARE(int(cell.kind), kind);
    QCOMPARE(cell.text, text.trimmed());
    QVERIFY(cell.provisional);
    if (cell.kind == ChartCell::Kind::Number || cell.kind == ChartCell::Kind::Range) {
        QCOMPARE(cell.low, low);
        QCOMPARE(cell.high, high);
    }
}

void TestCharts::readsAChartWithProvisionalMarks()
{
    const ReadResult r = readYaml(EnduranceYaml);
    QVERIFY2(r.diagnostics.isEmpty(), rulesettest::diagnosticLines(r.diagnostics).constData());
    QCOMPARE(r.charts.size(), 1);
    const Chart &c = r.charts.first();
    QCOMPARE(c.id, QStringLiteral("endurance"));
    QCOMPARE(c.columns, QStringList({QStringLiteral("A"), QStringLiteral("B")}));
    QCOMPARE(c.rows, QStringList({QStringLiteral("D"), QStringLiteral("M"), QStringLiteral("—")}));
    QCOMPARE(c.cell(QStringLiteral("D"), QStringLiteral("B"))->text, QStringLiteral("2-3"));
    QVERIFY(c.cell(QStringLiteral("D"), QStringLiteral("B"))->provisional);
    QVERIFY(!c.cell(QStringLiteral("—"), QStringLiteral("B"))->provisional);
    QVERIFY(c.hasProvisional());
    QCOMPARE(c.rowHolding(QStringLiteral("B"), 3), QStringLiteral("D"));
    QCOMPARE(c.rowHolding(QStringLiteral("A"), 6), QStringLiteral("M"));
    QCOMPARE(c.rowHolding(QStringLiteral("A"), 13), QString());
    QVERIFY(validateChart(c).isEmpty());
}

void TestCharts::locatedErrors_data()
{
    QTest::addColumn<QByteArray>("yaml");
    QTest::addColumn<QString>("expected");

    QTest::newRow("unknown key")
        << QByteArray("- {id: x, title: X, note: n, columns: [A], rows: [], rowz: 1}\n")
        << QStringLiteral("charts.yaml:1:54: error[unknown-key]: unknown key 'rowz' in chart "
                          "'x' (did you mean 'rows'?)");
    QTest::newRow("too few cells")
        << QByteArray("- id: x\n  title: X\n  note: n\n  columns: [A, B]\n  rows:\n"
                      "    - {heading: one, cells: [1]}\n")
        << QStringLiteral("charts.yaml:6:29: error[wrong-size]: cells of row 'one' in chart 'x' "
                          "has 1 cells, the chart has 2 columns");
    QTest::newRow("row named twice")
        << QByteArray("- id: x\n  title: X\n  note: n\n  columns: [A]\n  rows:\n"
                      "    - {heading: one, cells: [1]}\n    - {heading: one, cells: [2]}\n")
        << QStringLiteral("charts.yaml:7:17: error[duplicate-id]: row 'one' is named twice in "
                          "chart 'x'");
    QTest::newRow("unknown check")
        << QByteArray("- id: x\n  title: X\n  note: n\n  columns: [A]\n  rows: []\n"
                      "  checks: [{kind: sorted}]\n")
        << QStringLiteral("charts.yaml:6:19: error[unknown-value]: unknown value 'sorted' for "
                          "'kind' in check 1");
    QTest::newRow("gap at its cell")
        << QByteArray("- id: x\n  title: X\n  note: n\n  columns: [A]\n  rows:\n"
                      "    - {heading: D, cells: [2-3]}\n    - {heading: M, cells: [5-12]}\n"
                      "  checks: [{kind: covers, along: columns, from: 2, to: 12}]\n")
        << QStringLiteral("charts.yaml:6:28: error[chart-check]: chart 'x': A leaves 4 "
                          "uncovered (needs 2..12 with no gap)");
    QTest::newRow("overlap at its cell")
        << QByteArray("- id: x\n  title: X\n  note: n\n  columns: [A]\n  rows:\n"
                      "    - {heading: D, cells: [2-4]}\n    - {heading: M, cells: [4-12]}\n"
                      "  checks: [{kind: covers, along: columns, from: 2, to: 12}]\n")
        << QStringLiteral("charts.yaml:7:28: error[chart-check]: chart 'x': 4-12 overlaps D at 4 "
                          "in A");
}

void TestCharts::locatedErrors()
{
    QFETCH(QByteArray, yaml);
    QFETCH(QString, expected);
    const ReadResult r = readYaml(yaml);
    const QStringList found = rulesettest::diagnosticTexts(r.diagnostics);
    bool matched = false;
    for (const QString &line : found)
        matched = matched || line.startsWith(expected);
    QVERIFY2(matched,
             qPrintable(QStringLiteral("expected '%1', found:\n%2")
                            .arg(expected, found.join(QLatin1Char('\n')))));
}

void TestCharts::coversFindsGapsAndOverlaps_data()
{
    QTest::addColumn<QString>("dOfB");
    QTest::addColumn<QStringList>("problems");

    QTest::newRow("as bundled") << QStringLiteral("2-3") << QStringList();
    QTest::newRow("gap") << QStringLiteral(
        "2") << QStringList {QStringLiteral("B leaves 3 uncovered (needs 2..12 with no gap)")};
    QTest::newRow("overlap") << QStringLiteral("2-5")
                             << QStringList {QStringLiteral("4-7 overlaps D at 4 in B")};
    QTest::newRow("outside") << QStringLiteral("1-3")
                             << QStringList {QStringLiteral("1-3 lies outside 2..12")};
    QTest::newRow("text is no range")
        << QStringLiteral("D")
        << QStringList {QStringLiteral("'D' is not a range such as 2-4"),
                        QStringLiteral("B leaves 2, 3 uncovered (needs "
                                       "2..12 with no gap)")};
}

void TestCharts::coversFindsGapsAndOverlaps()
{
    QFETCH(QString, dOfB);
    QFETCH(QStringList, problems);
    Chart chart = readYaml(EnduranceYaml).charts.first();
    chart.cells[0][1] = ChartCell::parse(dOfB);
    QStringList found;
    for (const ChartProblem &p : validateChart(chart))
        found.append(p.message);
    found.sort();
    problems.sort();
    QCOMPARE(found, problems);
}

void TestCharts::boundsAndKinds()
{
    const ReadResult r = readYaml("- id: m\n  title: M\n  note: n\n  columns: [L, R]\n  rows:\n"
                                  "    - {heading: Forest, cells: [-2, -1]}\n"
                                  "  checks: [{kind: kind, cells: number}, {kind: bounds, from: "
                                  "-6, to: 6}]\n");
    QVERIFY2(r.diagnostics.isEmpty(), rulesettest::diagnosticLines(r.diagnostics).constData());
    Chart chart = r.charts.first();
    chart.cells[0][0] = ChartCell::parse(QStringLiteral("-7"));
    chart.cells[0][1] = ChartCell::parse(QStringLiteral("P"));
    const QList<ChartProblem> problems = validateChart(chart);
    QCOMPARE(problems.size(), 2);
    QCOMPARE(problems.at(0).column, 0);
    QCOMPARE(problems.at(0).message, QStringLiteral("-7 lies outside -6..6"));
    QCOMPARE(problems.at(1).column, 1);
    QCOMPARE(problems.at(1).message, QStringLiteral("'P' is not a number"));
}

void TestCharts::overrideRoundTrip()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QList<Chart> bundled = readYaml(EnduranceYaml).charts;
    QList<Chart> mine = bundled;
    mine[0].cells[0][1] = ChartCell::parse(QStringLiteral("2-3"), false); // confirmed
    mine[0].cells[1][0] = ChartCell::parse(QStringLiteral("3-6"), false); // confirmed
    mine[0].cells[1][1] = ChartCell::parse(QStringLiteral("4-7"), false);
    QCOMPARE(countChartOverrides(bundled, mine), 3);

    const QString path = chartOverridePath(dir.path(), QStringLiteral("test"));
    QString error;
    QVERIFY2(saveChartOverride(path, QStringLiteral("test"), bundled, mine, &error),
             qPrintable(error));
    QVERIFY(QFile::exists(path));
    const QByteArray written = writeChartOverride(QStringLiteral("test"), bundled, mine);
    QVERIFY(written.startsWith("format: hexwright-charts/1\nruleset: test\n"));
    QVERIFY(written.contains("row: \"D\"\n        column: \"B\"\n        value: \"2-3\""));

    QList<Chart> readBack = bundled;
    Diagnostics diagnostics;
    QVERIFY(applyChartOverride(path, QStringLiteral("test"), readBack, diagnostics));
    QVERIFY2(diagnostics.isEmpty(), rulesettest::diagnosticLines(diagnostics).constData());
    QCOMPARE(readBack, mine);
    QVERIFY(!readBack[0].cell(0, 1)->provisional);
    QVERIFY(readBack[0].cell(0, 0)->provisional); // untouched: still ours
    // Written again, byte-identical.
    QCOMPARE(writeChartOverride(QStringLiteral("test"), bundled, readBack), written);
}

void TestCharts::overrideWithNoChangesRemovesTheFile()
{
    QTemporaryDir dir;
    const QList<Chart> bundled = readYaml(EnduranceYaml).charts;
    QList<Chart> mine = bundled;
    mine[0].cells[0][0] = ChartCell::parse(QStringLiteral("2"), false);
    const QString path = chartOverridePath(dir.path(), QStringLiteral("test"));
    QVERIFY(saveChartOverride(path, QStringLiteral("test"), bundled, mine));
    QVERIFY(QFile::exists(path));
    QVERIFY(saveChartOverride(path, QStringLiteral("test"), bundled, bundled));
    QVERIFY(!QFile::exists(path));
}

void TestCharts::staleOverrideIsAWarning()
{
    QTemporaryDir dir;
    const QString path = chartOverridePath(dir.path(), QStringLiteral("test"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("format: hexwright-charts/1\nruleset: test\ncharts:\n"
               "  - id: endurance\n    cells:\n"
               "      - {row: D, column: C, value: \"2\"}\n"
               "      - {row: M, column: A, value: \"3-5\"}\n"
               "  - id: dogfight\n    cells: []\n");
    file.close();
    QList<Chart> charts = readYaml(EnduranceYaml).charts;
    Diagnostics diagnostics;
    QVERIFY(applyChartOverride(path, QStringLiteral("test"), charts, diagnostics));
    const QStringList found = rulesettest::diagnosticTexts(diagnostics);
    QVERIFY(!hasErrors(diagnostics));
    QCOMPARE(found.size(), 3);
    QVERIFY2(found.at(0).contains(QStringLiteral(":6:26: warning[unknown-id]: unknown column 'C'")),
             qPrintable(found.at(0)));
    QVERIFY2(found.at(1).contains(QStringLiteral("A leaves 6 uncovered")), qPrintable(found.at(1)));
    QVERIFY2(found.at(2).contains(QStringLiteral(":8:9: warning[unknown-id]: unknown chart "
                                                 "'dogfight'")),
             qPrintable(found.at(2)));
    // The valid value is applied all the same, and is the player's.
    QCOMPARE(charts[0].cell(1, 0)->text, QStringLiteral("3-5"));
    QVERIFY(!charts[0].cell(1, 0)->provisional);

    // Another ruleset's values are not applied.
    QList<Chart> untouched = readYaml(EnduranceYaml).charts;
    Diagnostics other;
    QVERIFY(!applyChartOverride(path, QStringLiteral("another"), untouched, other));
    QCOMPARE(untouched, readYaml(EnduranceYaml).charts);
    QCOMPARE(other.size(), 1);
    QCOMPARE(other.first().code, QStringLiteral("wrong-ruleset"));
}

void TestCharts::registryReadsTheOverride()
{
    QTemporaryDir dir;
    const QString id = QStringLiteral("mak");
    QList<Chart> bundled;
    {
        auto registry = RulesetRegistry::withBundledData();
        registry->setUserChartsFolder(dir.path());
        Diagnostics diagnostics;
        const Ruleset *ruleset = registry->ruleset(id, diagnostics);
        QVERIFY2(ruleset, rulesettest::diagnosticLines(diagnostics).constData());
        bundled = ruleset->bundledCharts;
        QCOMPARE(ruleset->charts, ruleset->bundledCharts);
        QList<Chart> mine = ruleset->charts;
        Chart &endurance
            = mine[int(mine.indexOf(*ruleset->findChart(QStringLiteral("armour-endurance"))))];
        endurance
            .cells[endurance.rowOf(QStringLiteral("D"))][endurance.columnOf(QStringLiteral("B"))]
            = ChartCell::parse(QStringLiteral("2-3"), false);
        QVERIFY(saveChartOverride(chartOverridePath(dir.path(), id), id, bundled, mine));
        QVERIFY(registry->replaceCharts(id, mine));
        QVERIFY(!ruleset->findChart(QStringLiteral("armour-endurance"))
                     ->cell(QStringLiteral("D"), QStringLiteral("B"))
                     ->provisional);
    }
    auto registry = RulesetRegistry::withBundledData();
    registry->setUserChartsFolder(dir.path());
    Diagnostics diagnostics;
    const Ruleset *ruleset = registry->ruleset(id, diagnostics);
    QVERIFY(ruleset);
    QVERIFY2(diagnostics.isEmpty(), rulesettest::diagnosticLines(diagnostics).constData());
    QCOMPARE(ruleset->bundledCharts, bundled);
    const Chart *endurance = ruleset->findChart(QStringLiteral("armour-endurance"));
    QVERIFY(!endurance->cell(QStringLiteral("D"), QStringLiteral("B"))->provisional);
    QCOMPARE(endurance->cell(QStringLiteral("D"), QStringLiteral("B"))->text,
             QStringLiteral("2-3"));
    QVERIFY(endurance->cell(QStringLiteral("D"), QStringLiteral("A"))->provisional);
    // A registry of fixture folders reads no user values.
    QVERIFY(RulesetRegistry().userChartsFolder().isEmpty());
}

QTEST_GUILESS_MAIN(TestCharts)
#include "tst_charts.moc"
