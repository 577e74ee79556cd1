// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// hexwright-cli as a user and a script see it: output, JSON and exit codes
// (0 clean, 1 problems found, 2 unreadable input or bad arguments). The playtest command is
// tst_cliplaytest.

#include "clitestsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace hexwright;

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void exitCodes_data();
    void exitCodes();
    void validatePrintsCompilerStyleMessages();
    void validateJsonIsMachineReadable();
    void validateJsonNamesSideSubjectAndHexes();
    void validateCountsOnALineOfItsOwn();
    void rulesEngineProblemsPrintLikeTheirFixture_data();
    void rulesEngineProblemsPrintLikeTheirFixture();
    void infoSummarisesTheDemo();
    void infoNamesSidesOnceAndStatesAlliancesAndVictory_data();
    void infoNamesSidesOnceAndStatesAlliancesAndVictory();
    void infoSummarisesALargeLayout();
    void helpListsEveryCommand();
    void infoJson();
    void formatRewritesInPlaceAndChecks();
    void formatRefusesABrokenFile();
    void formatToStdoutLeavesTheFileAlone();
    void exportWritesPngAndSvg();
    void exportWritesPdfSheets_data();
    void exportWritesPdfSheets();
    void exportNamesThePapersItKnows();

private:
    using Result = test::CliResult;
    static QString demo()
    {
        return QStringLiteral(SOURCE_DIR
                              "/resources/scenarios/samples/01-badger-hunt.scenario.yaml");
    }
    static QString checkFixture(const QString &name)
    {
        return QStringLiteral(TEST_DATA_DIR "/checks/") + name
            + QStringLiteral("/input.scenario.yaml");
    }
    static QString fixture(const QString &name)
    {
        return QStringLiteral(TEST_DATA_DIR "/scenario-errors/") + name
            + QStringLiteral("/input.scenario.yaml");
    }
};

void TestCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    const QString v = QStringLiteral("validate");
    QTest::newRow("clean demo") << QStringList {v, demo()} << 0;
    QTest::newRow("two clean files")
        << QStringList {v, demo(),
                        QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml")}
        << 0;
    QTest::newRow("unknown key")
        << QStringList {v, fixture(QStringLiteral("unknown-key-suggests-nearest"))} << 1;
    QTest::newRow("YAML syntax error")
        << QStringList {v, fixture(QStringLiteral("yaml-syntax-error"))} << 1;
    QTest::newRow("rules check fails")
        << QStringList {v, QStringLiteral(TEST_DATA_DIR "/checks/hex-off-map/input.scenario.yaml")}
        << 1;
    QTest::newRow("warnings only are fine")
        << QStringList {v, checkFixture(QStringLiteral("side-without-units"))} << 0;
    QTest::newRow("a note is fine")
        << QStringList {v, checkFixture(QStringLiteral("attacker-points-guidance"))} << 0;
    QTest::newRow("a rules engine error")
        << QStringList {v, QStringLiteral("--json"), checkFixture(QStringLiteral("stacking-limit"))}
        << 1;
    QTest::newRow("binary file is unreadable")
        << QStringList {v, fixture(QStringLiteral("binary-file"))} << 2;
    QTest::newRow("missing file is unreadable")
        << QStringList {v, QStringLiteral("/nonexistent/x.scenario.yaml")} << 2;
    QTest::newRow("worst of several files wins")
        << QStringList {v, demo(), fixture(QStringLiteral("unknown-unit-type")),
                        fixture(QStringLiteral("binary-file"))}
        << 2;
    QTest::newRow("no command") << QStringList {} << 2;
    QTest::newRow("unknown command") << QStringList {QStringLiteral("frobnicate")} << 2;
    QTest::newRow("validate without files") << QStringList {v} << 2;
    QTest::newRow("unknown option") << QStringList {v, QStringLiteral("--bogus"), demo()} << 2;
    QTest::newRow("info on two files") << QStringList {QStringLiteral("info"), demo(), demo()} << 2;
    QTest::newRow("help") << QStringList {QStringLiteral("--help")} << 0;
    QTest::newRow("info on the demo") << QStringList {QStringLiteral("info"), demo()} << 0;
    const QString e = QStringLiteral("export");
    const QString png = QStringLiteral("/nonexistent/x.png");
    QTest::newRow("export without outputs") << QStringList {e, demo()} << 2;
    QTest::newRow("export with a bad --dpi") << QStringList {e,
                                                             demo(),
                                                             QStringLiteral("--png"),
                                                             png,
                                                             QStringLiteral("--dpi"),
                                                             QStringLiteral("lots")}
                                             << 2;
    QTest::newRow("export with a bad --hex-size") << QStringList {e,
                                                                  demo(),
                                                                  QStringLiteral("--png"),
                                                                  png,
                                                                  QStringLiteral("--hex-size"),
                                                                  QStringLiteral("16furlongs")}
                                                  << 2;
    QTest::newRow("export of a missing file")
        << QStringList {e, QStringLiteral("/nonexistent/x.scenario.yaml"), QStringLiteral("--png"),
                        png}
        << 2;
    QTest::newRow("export of a broken scenario")
        << QStringList {e, fixture(QStringLiteral("unknown-key-suggests-nearest")),
                        QStringLiteral("--png"), png}
        << 1;
    QTest::newRow("export to an unwritable place")
        << QStringList {e, demo(), QStringLiteral("--png"), png} << 1;
    const QString pdf = QStringLiteral("/nonexistent/x.pdf");
    QTest::newRow("export with an unknown --paper") << QStringList {e,
                                                                    demo(),
                                                                    QStringLiteral("--map-pdf"),
                                                                    pdf,
                                                                    QStringLiteral("--paper"),
                                                                    QStringLiteral("B5")}
                                                    << 2;
    QTest::newRow("export with an empty --paper") << QStringList {e,
                                                                  demo(),
                                                                  QStringLiteral("--map-pdf"),
                                                                  pdf,
                                                                  QStringLiteral("--paper"),
                                                                  QString()}
                                                  << 2;
    QTest::newRow("export with --paper but no output")
        << QStringList {e, demo(), QStringLiteral("--paper"), QStringLiteral("A3")} << 2;
    QTest::newRow("export of map sheets to an unwritable place")
        << QStringList {e, demo(), QStringLiteral("--map-pdf"), pdf} << 1;
    QTest::newRow("export of setup sheets to an unwritable place")
        << QStringList {e, demo(), QStringLiteral("--setup-pdf"), pdf} << 1;
    QTest::newRow("export of counter sheets to an unwritable place")
        << QStringList {e, demo(), QStringLiteral("--counters-pdf"), pdf} << 1;
    QTest::newRow("export of sheets of a broken scenario")
        << QStringList {e, fixture(QStringLiteral("unknown-key-suggests-nearest")),
                        QStringLiteral("--setup-pdf"), pdf}
        << 1;
    QTest::newRow("format --check on the canonical demo")
        << QStringList {QStringLiteral("format"), QStringLiteral("--check"), demo()} << 0;
    // A table board (tests/data/table): read, checked, summarised, formatted, exported; no
    // engine plays it yet, and that is said clearly.
    const QString tableData = QStringLiteral(TEST_DATA_DIR "/table");
    const QString table = tableData + QStringLiteral("/skirmish.scenario.yaml");
    const QString d = QStringLiteral("--data");
    QTest::newRow("validate a table scenario") << QStringList {v, d, tableData, table} << 0;
    QTest::newRow("info on a table scenario")
        << QStringList {QStringLiteral("info"), d, tableData, table} << 0;
    QTest::newRow("format --check on a table scenario")
        << QStringList {QStringLiteral("format"), QStringLiteral("--check"), d, tableData, table}
        << 0;
    QTest::newRow("a table scenario without its ruleset") << QStringList {v, table} << 1;
    QTest::newRow("playtest of a table scenario")
        << QStringList {QStringLiteral("playtest"), table, d, tableData} << 0;
    QTest::newRow("export of a table's map")
        << QStringList {e,
                        table,
                        d,
                        tableData,
                        QStringLiteral("--svg"),
                        QDir::temp().filePath(QStringLiteral("hexwright-tst-cli-table.svg"))}
        << 0;
}

void TestCli::exitCodes()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    const Result result = test::runCli(arguments);
    QVERIFY2(result.exitCode == exitCode,
             qPrintable(QStringLiteral("exit %1, expected %2\n%3%4")
                            .arg(result.exitCode)
                            .arg(exitCode)
                            .arg(result.out, result.err)));
}

void TestCli::validatePrintsCompilerStyleMessages()
{
    const QString folder = QStringLiteral(TEST_DATA_DIR "/scenario-errors/unknown-unit-type");
    const Result result
        = test::runCli({QStringLiteral("validate"), QStringLiteral("input.scenario.yaml")}, folder);
    QCOMPARE(result.exitCode, 1);
    QFile expected(folder + QStringLiteral("/expected.txt"));
    QVERIFY(expected.open(QIODevice::ReadOnly));
    QCOMPARE(result.out, QString::fromUtf8(expected.readAll()));
    QCOMPARE(result.err, QStringLiteral("1 file(s) checked: 1 error(s), 0 warning(s)\n"));
}

void TestCli::validateJsonIsMachineReadable()
{
    const Result result = test::runCli({QStringLiteral("validate"), QStringLiteral("--json"),
                                        demo(), fixture(QStringLiteral("unknown-side-and-zone"))});
    QCOMPARE(result.exitCode, 1);
    QJsonParseError error;
    const QJsonDocument json = QJsonDocument::fromJson(result.out.toUtf8(), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonObject root = json.object();
    QCOMPARE(root.value(QStringLiteral("errors")).toInt(), 2);
    const QJsonArray files = root.value(QStringLiteral("files")).toArray();
    QCOMPARE(files.size(), 2);
    QCOMPARE(files.at(0).toObject().value(QStringLiteral("status")).toString(),
             QStringLiteral("clean"));
    const QJsonObject second = files.at(1).toObject();
    QCOMPARE(second.value(QStringLiteral("status")).toString(), QStringLiteral("problems"));
    const QJsonObject first
        = second.value(QStringLiteral("diagnostics")).toArray().at(0).toObject();
    QCOMPARE(first.value(QStringLiteral("code")).toString(), QStringLiteral("unknown-id"));
    QCOMPARE(first.value(QStringLiteral("line")).toInt(), 45);
    QCOMPARE(first.value(QStringLiteral("column")).toInt(), 11);
    QCOMPARE(first.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QVERIFY(first.value(QStringLiteral("message"))
                .toString()
                .contains(QLatin1String("did you mean 'tan'?")));
}

void TestCli::validateJsonNamesSideSubjectAndHexes()
{
    // Tan stacks four tanks on 0505: the editor needs the side, the force entry and the hex.
    const Result result = test::runCli({QStringLiteral("validate"), QStringLiteral("--json"),
                                        checkFixture(QStringLiteral("stacking-limit")),
                                        checkFixture(QStringLiteral("setup-zone-terrain"))});
    QCOMPARE(result.exitCode, 1);
    const QJsonObject root = QJsonDocument::fromJson(result.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("errors")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("warnings")).toInt(), 0);
    QCOMPARE(root.value(QStringLiteral("infos")).toInt(), 1);
    const QJsonArray files = root.value(QStringLiteral("files")).toArray();
    QCOMPARE(files.size(), 2);
    const QJsonObject error
        = files.at(0).toObject().value(QStringLiteral("diagnostics")).toArray().at(0).toObject();
    QCOMPARE(error.value(QStringLiteral("code")).toString(), QStringLiteral("stacking-limit"));
    QCOMPARE(error.value(QStringLiteral("severity")).toString(), QStringLiteral("error"));
    QCOMPARE(error.value(QStringLiteral("side")).toString(), QStringLiteral("tan"));
    const QJsonObject subject = error.value(QStringLiteral("subject")).toObject();
    QCOMPARE(subject.value(QStringLiteral("kind")).toString(), QStringLiteral("force"));
    QCOMPARE(subject.value(QStringLiteral("id")).toString(), QStringLiteral("tan-tanks"));
    QCOMPARE(error.value(QStringLiteral("hexes")).toArray(), QJsonArray {QStringLiteral("0505")});
    QCOMPARE(error.value(QStringLiteral("line")).toInt(), 43);
    QCOMPARE(files.at(0).toObject().value(QStringLiteral("status")).toString(),
             QStringLiteral("problems"));
    // A note names the zone hexes the tanks may not use.
    const QJsonObject warning
        = files.at(1).toObject().value(QStringLiteral("diagnostics")).toArray().at(0).toObject();
    QCOMPARE(warning.value(QStringLiteral("code")).toString(),
             QStringLiteral("setup-zone-terrain"));
    QCOMPARE(warning.value(QStringLiteral("severity")).toString(), QStringLiteral("info"));
    QCOMPARE(warning.value(QStringLiteral("hexes")).toArray(), QJsonArray {QStringLiteral("0807")});
    QCOMPARE(files.at(1).toObject().value(QStringLiteral("status")).toString(),
             QStringLiteral("clean"));
}

void TestCli::validateCountsOnALineOfItsOwn()
{
    // The problems go to standard output and the count to standard error: where both reach
    // one terminal or file, the count follows the last problem on a line of its own.
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(
        QStringLiteral(HEXWRIGHT_CLI),
        {QStringLiteral("validate"), demo(), fixture(QStringLiteral("unknown-side-and-zone"))});
    QVERIFY(process.waitForFinished(60000));
    QCOMPARE(process.exitCode(), 1);
    const QStringList lines = QString::fromUtf8(process.readAll()).split(QLatin1Char('\n'));
    QVERIFY2(lines.size() > 2, qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(lines.last(), QString()); // it ends its line
    QVERIFY2(lines.at(lines.size() - 3).contains(QLatin1String("[unknown-id]")),
             qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(lines.at(lines.size() - 2),
             QStringLiteral("2 file(s) checked: 2 error(s), 0 warning(s), 4 note(s)"));
}

void TestCli::rulesEngineProblemsPrintLikeTheirFixture_data()
{
    QTest::addColumn<QString>("folder");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("summary");
    QTest::newRow("an error") << QStringLiteral("stacking-limit") << 1
                              << QStringLiteral("1 file(s) checked: 1 error(s), 0 warning(s)");
    QTest::newRow("a warning") << QStringLiteral("side-without-units") << 0
                               << QStringLiteral("1 file(s) checked: 0 error(s), 1 warning(s)");
    QTest::newRow("a note") << QStringLiteral("attacker-points-guidance") << 0
                            << QStringLiteral(
                                   "1 file(s) checked: 0 error(s), 0 warning(s), 1 note(s)");
}

void TestCli::rulesEngineProblemsPrintLikeTheirFixture()
{
    QFETCH(QString, folder);
    QFETCH(int, exitCode);
    const QString dir = QStringLiteral(TEST_DATA_DIR "/checks/") + folder;
    const Result result
        = test::runCli({QStringLiteral("validate"), QStringLiteral("input.scenario.yaml")}, dir);
    QCOMPARE(result.exitCode, exitCode);
    QFile expected(dir + QStringLiteral("/expected.txt"));
    QVERIFY(expected.open(QIODevice::ReadOnly));
    QCOMPARE(result.out, QString::fromUtf8(expected.readAll()));
    QFETCH(QString, summary);
    QCOMPARE(result.err, summary + QLatin1Char('\n'));
}

void TestCli::infoSummarisesTheDemo()
{
    const Result result = test::runCli({QStringLiteral("info"), demo()});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.startsWith(QLatin1String("Badger Hunt\n")), qPrintable(result.out));
    QVERIFY(result.out.contains(QLatin1String("33 x 29 hexes")));
    QVERIFY(result.out.contains(QLatin1String("panels 3, 6, E, D")));
    QVERIFY(result.out.contains(QLatin1String("6 turns")));
    QVERIFY(result.out.contains(QLatin1String("Tan, attacker: sets up 2, moves 1; 25 units")));
    QVERIFY(result.out.contains(QLatin1String("Green, defender: sets up 1, moves 2; 17 units")));
}

void TestCli::infoNamesSidesOnceAndStatesAlliancesAndVictory_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QString>("line");
    // Issue 14, point 8: a side is named once ("Blue", not "Blue (Blue (Hammer's
    // Slammers))"), the alliances are listed, and each victory condition is its sentence.
    QTest::newRow("a side named after its colour")
        << QStringLiteral("14-spice-madness")
        << QStringLiteral("    Blue (Hammer's Slammers): sets up 3, moves 3; 15 units");
    QTest::newRow("a two-colour side named after both")
        << QStringLiteral("08-break-out")
        << QStringLiteral("    Green and Red, attacker: sets up 2, moves 1; 50 units");
    QTest::newRow("no alliance") << QStringLiteral("14-spice-madness")
                                 << QStringLiteral("  alliances: none; every colour fights every "
                                                   "other");
    QTest::newRow("an alliance") << QStringLiteral("08-break-out")
                                 << QStringLiteral("  alliances: Green and Red");
    QTest::newRow("a victory sentence")
        << QStringLiteral("01-badger-hunt")
        << QStringLiteral("    - Tan: an undisrupted unit in each of North-west hilltop, South "
                          "hilltop and North-east hilltop at the end of turn 6");
}

void TestCli::infoNamesSidesOnceAndStatesAlliancesAndVictory()
{
    QFETCH(QString, sample);
    QFETCH(QString, line);
    const Result result = test::runCli(
        {QStringLiteral("info"),
         QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/%1.scenario.yaml").arg(sample)});
    QCOMPARE(result.exitCode, 0);
    const QStringList lines = result.out.split(QLatin1Char('\n'));
    QVERIFY2(std::any_of(lines.cbegin(), lines.cend(),
                         [&](const QString &l) { return l.startsWith(line); }),
             qPrintable(result.out));
    QVERIFY2(!result.out.contains(QLatin1String("(Blue (")), qPrintable(result.out));
}

void TestCli::infoSummarisesALargeLayout()
{
    // Thirty panels (a grid of Boards 1 and 4) are counted by kind, not listed one by one.
    QFile source(
        QStringLiteral(SOURCE_DIR "/resources/scenarios/samples/02-a-city-too-far.scenario.yaml"));
    QVERIFY(source.open(QIODevice::ReadOnly));
    QByteArray text = source.readAll();
    QByteArray layout("  layout:\n");
    for (int across = 0; across < 6; ++across) {
        for (int down = 0; down < 5; ++down) {
            layout += QStringLiteral("    - panel: \"%1\"\n      at: \"%2%3\"\n      rotation: 0\n")
                          .arg((across + down) % 2 ? QLatin1Char('1') : QLatin1Char('4'))
                          .arg(1 + 16 * across, 2, 10, QLatin1Char('0'))
                          .arg(1 + 12 * down, 2, 10, QLatin1Char('0'))
                          .toUtf8();
        }
    }
    const qsizetype from = text.indexOf("  layout:\n");
    const qsizetype to = text.indexOf("zones:\n");
    QVERIFY(from > 0 && to > from);
    text.replace(from, to - from, layout);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("large.scenario.yaml"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(text);
    file.close();

    const Result result = test::runCli({QStringLiteral("info"), path});
    QCOMPARE(result.exitCode, 0);
    QVERIFY2(result.out.contains(QLatin1String("; 30 panels: 4 x15, 1 x15\n")),
             qPrintable(result.out));
    for (const QString &line : result.out.split(QLatin1Char('\n')))
        QVERIFY2(line.size() < 200, qPrintable(line));
}

void TestCli::helpListsEveryCommand()
{
    // Issue 14, point 8: the summary and the argument line both name every command.
    const Result result = test::runCli({QStringLiteral("--help")});
    QCOMPARE(result.exitCode, 0);
    for (const char *command :
         {"validate", "info", "format", "export", "import", "los", "playtest"}) {
        QVERIFY2(result.out.contains(QStringLiteral("\n  %1 ").arg(QLatin1String(command))),
                 command);
    }
    QVERIFY2(result.out.contains(
                 QLatin1String("validate, info, format, export, import, los or playtest")),
             qPrintable(result.out));
}

void TestCli::infoJson()
{
    const Result result
        = test::runCli({QStringLiteral("info"), QStringLiteral("--json"),
                        QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml")});
    QCOMPARE(result.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(result.out.toUtf8()).object();
    QCOMPARE(o.value(QStringLiteral("players")).toInt(), 3);
    QCOMPARE(o.value(QStringLiteral("turns")).toInt(), 10);
    const QJsonArray sides = o.value(QStringLiteral("sides")).toArray();
    QCOMPARE(sides.size(), 3);
    QCOMPARE(sides.at(0).toObject().value(QStringLiteral("points")).toInt(), 158);
    QCOMPARE(sides.at(0).toObject().value(QStringLiteral("budget")).toInt(), 400);
    QCOMPARE(
        o.value(QStringLiteral("map")).toObject().value(QStringLiteral("paintedHexes")).toInt(), 4);
    // Every victory condition as its sentence, and the alliances as lists of colour ids.
    const QJsonArray victory = o.value(QStringLiteral("victory")).toArray();
    QCOMPARE(victory.size(), o.value(QStringLiteral("victoryConditions")).toInt());
    QVERIFY(!victory.isEmpty());
    for (const QJsonValue &sentence : victory)
        QVERIFY(!sentence.toString().isEmpty());
    QVERIFY(o.value(QStringLiteral("alliances")).isArray());
}

void TestCli::formatRewritesInPlaceAndChecks()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("messy.scenario.yaml"));
    QFile source(demo());
    QVERIFY(source.open(QIODevice::ReadOnly));
    const QByteArray canonical = source.readAll();
    // The same scenario written differently: other quoting, flow style, a comment.
    QByteArray messy = canonical;
    messy.replace("title: Badger Hunt", "title: 'Badger Hunt'  # the demo");
    messy.replace("      rotation: 0\n", "      rotation:   0\n");
    messy.replace("  version: 1\n", "  version: 0001\n");
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(messy);
    out.close();

    QCOMPARE(test::runCli({QStringLiteral("format"), QStringLiteral("--check"), path}).exitCode, 1);
    const Result formatted = test::runCli({QStringLiteral("format"), path});
    QCOMPARE(formatted.exitCode, 0);
    QVERIFY(formatted.err.contains(QLatin1String("formatted")));
    QFile result(path);
    QVERIFY(result.open(QIODevice::ReadOnly));
    QCOMPARE(result.readAll(), canonical);
    QCOMPARE(test::runCli({QStringLiteral("format"), QStringLiteral("--check"), path}).exitCode, 0);
}

void TestCli::formatRefusesABrokenFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.scenario.yaml"));
    QVERIFY(QFile::copy(fixture(QStringLiteral("unknown-unit-type")), path));
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray bytes = before.readAll();
    before.close();
    const Result result = test::runCli({QStringLiteral("format"), path});
    QCOMPARE(result.exitCode, 1);
    QVERIFY(result.err.contains(QLatin1String("not formatted, fix the errors first")));
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), bytes); // never lose work
}

void TestCli::formatToStdoutLeavesTheFileAlone()
{
    const Result result
        = test::runCli({QStringLiteral("format"), QStringLiteral("--stdout"), demo()});
    QCOMPARE(result.exitCode, 0);
    QFile source(demo());
    QVERIFY(source.open(QIODevice::ReadOnly));
    QCOMPARE(result.out, QString::fromUtf8(source.readAll()));
}

void TestCli::exportWritesPngAndSvg()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString png = dir.filePath(QStringLiteral("map.png"));
    const QString svg = dir.filePath(QStringLiteral("map.svg"));
    const Result result
        = test::runCli({QStringLiteral("export"), demo(), QStringLiteral("--png"), png,
                        QStringLiteral("--dpi"), QStringLiteral("96"), QStringLiteral("--svg"), svg,
                        QStringLiteral("--hex-size"), QStringLiteral("1cm")});
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    QVERIFY(result.out.contains(QStringLiteral("96 dpi, hexes 10 mm across the flats")));
    QFile pngFile(png);
    QVERIFY(pngFile.open(QIODevice::ReadOnly));
    QCOMPARE(pngFile.read(8), QByteArray("\x89PNG\r\n\x1a\n"));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    QVERIFY(svgFile.readAll().contains("<svg width=\""));
}

void TestCli::exportWritesPdfSheets_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("paper"); // as the summary names it
    QTest::addColumn<QSizeF>("pagePt"); // the first page of the setup sheets, in points
    QTest::newRow("A4 portrait by default")
        << QStringList {} << QStringLiteral("A4 portrait") << QSizeF(595, 842);
    QTest::newRow("letter in any case, landscape, greyscale")
        << QStringList {QStringLiteral("--paper"), QStringLiteral("letter"),
                        QStringLiteral("--landscape"), QStringLiteral("--greyscale")}
        << QStringLiteral("Letter landscape, greyscale") << QSizeF(792, 612);
    QTest::newRow("A3 with smaller hexes")
        << QStringList {QStringLiteral("--paper"), QStringLiteral("A3"),
                        QStringLiteral("--hex-size"), QStringLiteral("12mm")}
        << QStringLiteral("A3 portrait") << QSizeF(842, 1191);
}

void TestCli::exportWritesPdfSheets()
{
    QFETCH(QStringList, options);
    QFETCH(QString, paper);
    QFETCH(QSizeF, pagePt);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString map = dir.filePath(QStringLiteral("map.pdf"));
    const QString setup = dir.filePath(QStringLiteral("setup.pdf"));
    const QString counters = dir.filePath(QStringLiteral("counters.pdf"));
    const Result result
        = test::runCli(QStringList {QStringLiteral("export"), demo(), QStringLiteral("--map-pdf"),
                                    map, QStringLiteral("--setup-pdf"), setup,
                                    QStringLiteral("--counters-pdf"), counters}
                       + options);
    QVERIFY2(result.exitCode == 0, qPrintable(result.err));
    // One summary line per file, saying how many pages on what paper; the PDF has them.
    static const QRegularExpression pageObject(QStringLiteral(R"(/Type\s*/Page(?![a-zA-Z]))"));
    const QStringList lines = result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    const QStringList kinds {QStringLiteral("map sheets"), QStringLiteral("setup sheets"),
                             QStringLiteral("counter sheets")};
    const QStringList paths {map, setup, counters};
    for (int i = 0; i < 3; ++i) {
        const QRegularExpression summary(QStringLiteral("^%1: %2, ([0-9]+) pages? on %3")
                                             .arg(QRegularExpression::escape(paths[i]), kinds[i],
                                                  QRegularExpression::escape(paper)));
        const QRegularExpressionMatch match = summary.match(lines[i]);
        QVERIFY2(match.hasMatch(), qPrintable(lines[i]));
        QFile file(paths[i]);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        QVERIFY(bytes.startsWith("%PDF-"));
        QCOMPARE(QString::fromLatin1(bytes).count(pageObject), match.captured(1).toInt());
    }
    QVERIFY2(lines[0].endsWith(QStringLiteral("hexes %1 mm across the flats")
                                   .arg(options.contains(QStringLiteral("12mm")) ? 12 : 16)),
             qPrintable(lines[0]));
    // The setup sheets are on the paper asked for.
    QFile file(setup);
    QVERIFY(file.open(QIODevice::ReadOnly));
    static const QRegularExpression mediaBox(
        QStringLiteral(R"(/MediaBox\s*\[\s*0\s+0\s+([0-9.]+)\s+([0-9.]+)\s*\])"));
    const QRegularExpressionMatch box = mediaBox.match(QString::fromLatin1(file.readAll()));
    QVERIFY(box.hasMatch());
    QVERIFY2(qAbs(box.captured(1).toDouble() - pagePt.width()) < 1
                 && qAbs(box.captured(2).toDouble() - pagePt.height()) < 1,
             qPrintable(box.captured(0)));
}

void TestCli::exportNamesThePapersItKnows()
{
    const Result result = test::runCli(
        {QStringLiteral("export"), demo(), QStringLiteral("--map-pdf"),
         QStringLiteral("/nonexistent/x.pdf"), QStringLiteral("--paper"), QStringLiteral("legal")});
    QCOMPARE(result.exitCode, 2);
    QVERIFY2(result.err.contains(QStringLiteral(
                 "hexwright-cli export: unknown --paper 'legal': give one of A4, Letter, A3")),
             qPrintable(result.err));
    const Result help = test::runCli({QStringLiteral("export"), QStringLiteral("--help")});
    QCOMPARE(help.exitCode, 0);
    for (const char *option :
         {"--map-pdf", "--setup-pdf", "--counters-pdf", "--paper", "--landscape", "--greyscale"})
        QVERIFY2(help.out.contains(QLatin1String(option)), option);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
