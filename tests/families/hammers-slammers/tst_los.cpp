// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Line of sight (section 3.17 and the LOS table 4.3 of the rulebook extract
// shared/rules/seed-000-hammers-slammers.md): the book's three worked examples T1-T3, the
// hexside rule, and `hexwright-cli los`.

#include "clitestsupport.h"
#include "rulestestsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

using namespace hexwright;
using namespace hexwright::rules;
using namespace hexwright::rulestest;

namespace {

// "0,0 slope; 0,-1 clear" -> offsets from the centre with their terrain.
QList<std::pair<HexCoord, QByteArray>> parseTerrain(const QString &text)
{
    QList<std::pair<HexCoord, QByteArray>> out;
    for (const QString &part : text.split(QLatin1Char(';'), Qt::SkipEmptyParts)) {
        const QStringList words = part.trimmed().split(QLatin1Char(' '));
        const QStringList qr = words.at(0).split(QLatin1Char(','));
        out.append({HexCoord(qr.at(0).toInt(), qr.at(1).toInt()), words.at(1).toLatin1()});
    }
    return out;
}

} // namespace

class TestLos : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void lineOfSight_data();
    void lineOfSight();
    void hexsideRunMarksBothNeighbours();
    void rubbleAndRoadsDoNotMatter();
    void traceShowsEveryValue();

    void cli_data();
    void cli();
    void cliJson();

private:
    using Result = test::CliResult;
    static QString fixture() { return QStringLiteral(TEST_DATA_DIR "/rules/los.scenario.yaml"); }

    const Ruleset *m_rules = nullptr;
};

void TestLos::initTestCase()
{
    m_rules = bundledRuleset();
    QVERIFY(m_rules);
}

void TestLos::lineOfSight_data()
{
    QTest::addColumn<QString>("terrain"); // firer at 0,0; every other hex clear
    QTest::addColumn<HexCoord>("target");
    QTest::addColumn<bool>("clear");
    QTest::addColumn<HexCoord>("blockedAt"); // meaningful when not clear

    const HexCoord none;
    const HexCoord two = N * 2;
    QTest::newRow("T1 slope to slope over clear is open")
        << QStringLiteral("0,0 slope; 0,-1 clear; 0,-2 slope") << two << true << none;
    QTest::newRow("T2 forest to slope over forest is blocked")
        << QStringLiteral("0,0 forest; 0,-1 forest; 0,-2 slope") << two << false << N;
    QTest::newRow("T3 clear to hilltop over slope is open (not higher than both)")
        << QStringLiteral("0,0 clear; 0,-1 slope; 0,-2 hilltop") << two << true << none;
    QTest::newRow("hilltop to hilltop over a hilltop is blocked (3 > 2)")
        << QStringLiteral("0,0 hilltop; 0,-1 hilltop; 0,-2 hilltop") << two << false << N;
    QTest::newRow("hilltop sees over forest (2 is not above 2)")
        << QStringLiteral("0,0 hilltop; 0,-1 forest") << two << true << none;
    QTest::newRow("city between clear hexes blocks")
        << QStringLiteral("0,-1 city") << two << false << N;
    QTest::newRow("a slope between clear hexes blocks (1 > 0)")
        << QStringLiteral("0,-1 slope") << two << false << N;
    QTest::newRow("slope to clear over slope is open (1 is not above 1)")
        << QStringLiteral("0,0 slope; 0,-1 slope") << two << true << none;
    QTest::newRow("lake, river, swamp and bridge never block")
        << QStringLiteral("0,-1 lake; 0,-2 river; 0,-3 swamp; 0,-4 bridge") << N * 5 << true
        << none;
    QTest::newRow("the first blocking hex from the firer is named")
        << QStringLiteral("0,-1 clear; 0,-2 forest; 0,-3 city") << N * 4 << false << N * 2;
    QTest::newRow("adjacent hexes always see each other")
        << QStringLiteral("0,0 forest; 0,-1 forest") << N << true << none;
    QTest::newRow("diagonal line: forest on the way blocks")
        << QStringLiteral("1,-1 forest") << HexCoord(3, -3) << false << NE;
    QTest::newRow("hexside run: forest on the west side blocks")
        << QStringLiteral("0,-1 forest") << HexCoord(1, -2) << false << N;
    QTest::newRow("hexside run: forest on the east side blocks")
        << QStringLiteral("1,-1 forest") << HexCoord(1, -2) << false << NE;
    QTest::newRow("hexside run: clear on both sides is open")
        << QStringLiteral("0,-1 clear") << HexCoord(1, -2) << true << none;
}

void TestLos::lineOfSight()
{
    QFETCH(QString, terrain);
    QFETCH(HexCoord, target);
    QFETCH(bool, clear);
    QFETCH(HexCoord, blockedAt);

    TestField field(*m_rules);
    for (const auto &[offset, id] : parseTerrain(terrain))
        field.setTerrain(field.at(offset), id.constData());
    const LosTrace trace = traceLineOfSight(field.battlefield(), field.centre(), field.at(target));
    QCOMPARE(trace.clear, clear);
    QCOMPARE(hasLineOfSight(field.battlefield(), field.centre(), field.at(target)), clear);
    QCOMPARE(trace.blockingHex.has_value(), !clear);
    if (!clear)
        QCOMPARE(*trace.blockingHex, field.at(blockedAt));
}

void TestLos::hexsideRunMarksBothNeighbours()
{
    // The line from a hex to the one N then NE of it runs along the hexside between its N
    // and NE neighbours: both are intervening (§3.17 "even along the black hexside").
    TestField field(*m_rules);
    const LosTrace trace
        = traceLineOfSight(field.battlefield(), field.centre(), field.at(HexCoord(1, -2)));
    QList<HexCoord> crossed;
    for (const LosHex &h : trace.intervening)
        crossed.append(h.hex);
    std::sort(crossed.begin(), crossed.end());
    QList<HexCoord> expected {field.at(N), field.at(NE)};
    std::sort(expected.begin(), expected.end());
    QCOMPARE(crossed, expected);
}

void TestLos::rubbleAndRoadsDoNotMatter()
{
    TestField field(*m_rules);
    field.setTerrain(field.at(N * 2), "forest");
    field.setRoad(field.at(N), field.at(N * 2));
    Battlefield ground = field.battlefield();
    ground.setRubble(field.at(N), true);
    QVERIFY(hasLineOfSight(ground, field.centre(), field.at(N * 2)));
    QVERIFY(!hasLineOfSight(ground, field.centre(), field.at(N * 3)));
    ground.setRubble(field.at(N * 2), true);
    QVERIFY(!hasLineOfSight(ground, field.centre(), field.at(N * 3)));
}

void TestLos::traceShowsEveryValue()
{
    TestField field(*m_rules);
    field.setTerrain(field.centre(), "hilltop");
    field.setTerrain(field.at(N), "forest");
    field.setTerrain(field.at(N * 2), "hilltop");
    field.setTerrain(field.at(N * 3), "slope");
    const LosTrace trace = traceLineOfSight(field.battlefield(), field.centre(), field.at(N * 3));
    QCOMPARE(trace.firerTerrainId, QStringLiteral("hilltop"));
    QCOMPARE(trace.firerValue, 2);
    QCOMPARE(trace.targetTerrainId, QStringLiteral("slope"));
    QCOMPARE(trace.targetValue, 1);
    QCOMPARE(trace.threshold(), 2);
    QCOMPARE(trace.intervening.size(), 2);
    QCOMPARE(trace.intervening.at(0).terrainId, QStringLiteral("forest"));
    QCOMPARE(trace.intervening.at(0).value, 2);
    QVERIFY(!trace.intervening.at(0).blocks);
    QCOMPARE(trace.intervening.at(1).terrainId, QStringLiteral("hilltop"));
    QCOMPARE(trace.intervening.at(1).value, 3);
    QVERIFY(trace.intervening.at(1).blocks);
    QVERIFY(trace.blocking());
    QCOMPARE(trace.blocking()->hex, field.at(N * 2));
}

void TestLos::cli_data()
{
    QTest::addColumn<QStringList>("arguments"); // after "los"; FILE is the fixture
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("outLines"); // each must appear in stdout
    QTest::addColumn<QString>("errText"); // must appear in stderr

    // The fixture paints column 03 slope/clear/slope, 05 forest/forest/slope and
    // 07 clear/slope/hilltop on rows 05-07 of Panel 3.
    QTest::newRow("T1 slope to slope over clear: clear, exit 0")
        << QStringList {QStringLiteral("0305"), QStringLiteral("0307")} << 0
        << QStringList {QStringLiteral("firer   0305  slope     firing value 1"),
                        QStringLiteral("target  0307  slope     target value 1"),
                        QStringLiteral("  0306  clear     0"), QStringLiteral("clear")}
        << QString();
    QTest::newRow("T2 forest to slope over forest: blocked, exit 1")
        << QStringList {QStringLiteral("0505"), QStringLiteral("0507")} << 1
        << QStringList {QStringLiteral("  0506  forest    2  blocks"),
                        QStringLiteral("blocked at 0506 (forest, 2 > 1)")}
        << QString();
    QTest::newRow("T3 clear to hilltop over slope: clear")
        << QStringList {QStringLiteral("0705"), QStringLiteral("0707")} << 0
        << QStringList {QStringLiteral("  0706  slope     1"), QStringLiteral("clear")}
        << QString();
    QTest::newRow("adjacent hexes: clear")
        << QStringList {QStringLiteral("0505"), QStringLiteral("0506")} << 0
        << QStringList {QStringLiteral("adjacent hexes always see each other"),
                        QStringLiteral("clear")}
        << QString();
    QTest::newRow("a hex off the map: exit 2")
        << QStringList {QStringLiteral("0505"), QStringLiteral("4040")} << 2 << QStringList()
        << QStringLiteral("4040 is not a hex of the map");
    QTest::newRow("not a label: exit 2")
        << QStringList {QStringLiteral("fifth"), QStringLiteral("0505")} << 2 << QStringList()
        << QStringLiteral("fifth is not a hex of the map");
    QTest::newRow("a hex missing: exit 2")
        << QStringList {QStringLiteral("0505")} << 2 << QStringList()
        << QStringLiteral("usage: hexwright-cli los FILE HEX HEX");
}

void TestLos::cli()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QStringList, outLines);
    QFETCH(QString, errText);

    const Result result = test::runCli(QStringList {QStringLiteral("los"), fixture()} + arguments);
    QCOMPARE(result.exitCode, exitCode);
    const QStringList lines = result.out.split(QLatin1Char('\n'));
    for (const QString &line : outLines)
        QVERIFY2(lines.contains(line),
                 qPrintable(line + QStringLiteral(" not in:\n") + result.out));
    if (!errText.isEmpty())
        QVERIFY2(result.err.contains(errText), qPrintable(result.err));
}

void TestLos::cliJson()
{
    const Result missing = test::runCli({QStringLiteral("los"), QStringLiteral("/nonexistent.yaml"),
                                         QStringLiteral("0101"), QStringLiteral("0102")});
    QCOMPARE(missing.exitCode, 2);

    const Result result = test::runCli({QStringLiteral("los"), fixture(), QStringLiteral("0505"),
                                        QStringLiteral("0507"), QStringLiteral("--json")});
    QCOMPARE(result.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(result.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("clear")).toBool(true), false);
    QCOMPARE(root.value(QStringLiteral("blockedAt")).toString(), QStringLiteral("0506"));
    QCOMPARE(root.value(QStringLiteral("verdict")).toString(),
             QStringLiteral("blocked at 0506 (forest, 2 > 1)"));
    const QJsonObject firer = root.value(QStringLiteral("firer")).toObject();
    QCOMPARE(firer.value(QStringLiteral("terrain")).toString(), QStringLiteral("forest"));
    QCOMPARE(firer.value(QStringLiteral("value")).toInt(-1), 0);
    QCOMPARE(root.value(QStringLiteral("target")).toObject().value(QStringLiteral("value")).toInt(),
             1);
    const QJsonArray crossed = root.value(QStringLiteral("crossed")).toArray();
    QCOMPARE(crossed.size(), 1);
    QCOMPARE(crossed.at(0).toObject().value(QStringLiteral("hex")).toString(),
             QStringLiteral("0506"));
    QVERIFY(crossed.at(0).toObject().value(QStringLiteral("blocks")).toBool());
}

QTEST_GUILESS_MAIN(TestLos)
#include "tst_los.moc"
