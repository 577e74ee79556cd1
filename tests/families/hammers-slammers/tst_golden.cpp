// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue "One editor, many games: board kinds and rule families", point 1: behaviour is pinned
// before anything moves. For every bundled sample, hexwright-cli's `validate --json` and
// `info` output, a greedy-agent and a random-agent game log on fixed seeds, and the page
// count and text of each exported PDF (map, setup, counter sheets) must stay byte for byte
// what tests/data/golden/<sample>/ holds. The one exception is a line's format version
// (normaliseFormatVersions()), so that the v2 formats of the move do not break the pins.
// tests/data/golden/README.md says when the goldens may be rewritten (HEXWRIGHT_UPDATE_GOLDEN=1).

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

namespace hexwright {

namespace {

constexpr int TimeoutMs = 120000;

/// Stands for the row's scratch folder in the CLI's arguments and output path.
const QString Scratch = QStringLiteral("{scratch}");

/// A bundled sample and the seeds of its two pinned games (0: its family has no engine, so
/// only its checks, its summary and its sheets are pinned).
struct PinnedSample
{
    const char *id;
    quint64 greedySeed;
    quint64 randomSeed;
};

// Spice Madness's random agents never bring spice home, so a random game there ends only
// when one side is left, after hundreds of turns: seed 22 is the shortest of seeds 1 to 30
// since the agents set up (269 turns, 4638 actions, about 2 s; it was seed 17 before). Every
// other game ends on its turn limit.
constexpr PinnedSample PinnedSamples[] = {
    {"01-badger-hunt", 1, 1},
    {"02-a-city-too-far", 1, 1},
    {"03-hangman", 1, 1},
    {"04-last-grasp", 1, 1},
    {"05-caught-in-the-middle", 1, 1},
    {"06-snipers", 1, 1},
    {"07-mass-assault", 1, 1},
    {"08-break-out", 1, 1},
    {"09-the-better-part-of-valor", 1, 1},
    {"10-holding-out-to-payday", 1, 1},
    {"11-traditional-objectives", 1, 1},
    {"12-religious-war", 1, 1},
    {"13-everybody-wants-a-piece-of-the-action", 1, 1},
    {"14-spice-madness", 1, 22},
    {"21-ruined-crossroads", 1, 1},
    {"22-river-ford", 1, 1},
    {"23-minefield-ridge", 1, 1},
    {"31-ridge-line", 1, 1},
    {"32-night-at-the-farms", 1, 1},
    {"41-paying-the-piper", 1, 1},
    {"42-desert-crossing", 1, 1},
    {"51-motor-pool", 0, 0},
    {"52-ice-station", 0, 0},
};

QString samplesFolder()
{
    return QStringLiteral(SOURCE_DIR "/resources/scenarios/samples");
}

QString goldenRoot()
{
    return QStringLiteral(TEST_DATA_DIR "/golden");
}

/// The sample as the CLI is given it: relative to the repository root, its working
/// directory, so that the path a game log's header records does not name the checkout.
QString samplePath(const QString &id)
{
    return QStringLiteral("resources/scenarios/samples/%1.scenario.yaml").arg(id);
}

/// What a program wrote to standard output, or why it failed.
struct ProgramRun
{
    QByteArray out;
    QString error;
};

ProgramRun runProgram(const QString &program, const QStringList &arguments,
                      const QProcessEnvironment &environment)
{
    QProcess process;
    process.setWorkingDirectory(QStringLiteral(SOURCE_DIR));
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    ProgramRun run;
    const QString command
        = QFileInfo(program).fileName() + QLatin1Char(' ') + arguments.join(QLatin1Char(' '));
    if (!process.waitForStarted(TimeoutMs)) {
        run.error = QStringLiteral("'%1' did not start: %2").arg(command, process.errorString());
        return run;
    }
    if (!process.waitForFinished(TimeoutMs)) {
        process.kill();
        process.waitForFinished();
        run.error
            = QStringLiteral("'%1' did not finish within %2 s").arg(command).arg(TimeoutMs / 1000);
        return run;
    }
    run.out = process.readAllStandardOutput();
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        run.error = QStringLiteral("'%1' %2 %3; standard error:\n%4")
                        .arg(command,
                             process.exitStatus() == QProcess::NormalExit
                                 ? QStringLiteral("exited with")
                                 : QStringLiteral("crashed, exit code"))
                        .arg(process.exitCode())
                        .arg(QString::fromUtf8(process.readAllStandardError()));
    return run;
}

/// The CLI's environment: offscreen, C.UTF-8, and a home and XDG folders of its own, so that
/// nothing of the user's (panel libraries, settings) reaches the pinned output.
QProcessEnvironment cliEnvironment(const QString &scratch)
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    const QString home = scratch + QStringLiteral("/home");
    const QString runtime = scratch + QStringLiteral("/runtime");
    QDir().mkpath(home);
    QDir().mkpath(runtime);
    QFile::setPermissions(runtime,
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    environment.insert(QStringLiteral("HOME"), home);
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    environment.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    environment.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
    environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime);
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    return environment;
}

std::optional<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

/// A PDF as its golden text: "pages: N", then each page's text as `pdftotext -layout` lays it
/// out under a "--- page i of N ---" line, with the blanks at line ends and the empty lines at
/// page ends left out. Nothing of the PDF's metadata (creation date, producer) is part of it.
std::optional<QByteArray> pdfText(const QString &pdf, const QProcessEnvironment &environment,
                                  QString *error)
{
    const ProgramRun info
        = runProgram(QStandardPaths::findExecutable(QStringLiteral("pdfinfo")), {pdf}, environment);
    const QRegularExpressionMatch pagesLine
        = QRegularExpression(QStringLiteral("^Pages:\\s+(\\d+)$"),
                             QRegularExpression::MultilineOption)
              .match(QString::fromUtf8(info.out));
    if (!info.error.isEmpty() || !pagesLine.hasMatch()) {
        *error = info.error.isEmpty() ? QStringLiteral("pdfinfo names no page count") : info.error;
        return std::nullopt;
    }
    const int pages = pagesLine.captured(1).toInt();
    const ProgramRun text
        = runProgram(QStandardPaths::findExecutable(QStringLiteral("pdftotext")),
                     {QStringLiteral("-layout"), QStringLiteral("-enc"), QStringLiteral("UTF-8"),
                      QStringLiteral("-eol"), QStringLiteral("unix"), pdf, QStringLiteral("-")},
                     environment);
    if (!text.error.isEmpty()) {
        *error = text.error;
        return std::nullopt;
    }
    // pdftotext ends every page with a form feed.
    QList<QByteArray> pageTexts = text.out.split('\f');
    if (pageTexts.size() != pages + 1 || !pageTexts.last().isEmpty()) {
        *error = QStringLiteral("pdfinfo counts %1 pages, pdftotext %2")
                     .arg(pages)
                     .arg(pageTexts.size() - 1);
        return std::nullopt;
    }
    QByteArray result = "pages: " + QByteArray::number(pages) + '\n';
    for (int page = 0; page < pages; ++page) {
        result += "--- page " + QByteArray::number(page + 1) + " of " + QByteArray::number(pages)
            + " ---\n";
        QList<QByteArray> lines = pageTexts[page].split('\n');
        for (QByteArray &line : lines) {
            while (!line.isEmpty() && (line.back() == ' ' || line.back() == '\t'))
                line.chop(1);
        }
        while (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
        for (const QByteArray &line : lines)
            result += line + '\n';
    }
    return result;
}

/// The one normalisation of the comparison: the version number of a format named on a line
/// (`"format":"hexwright-playlog/1"` in a game log's header, `format: hexwright-scenario/1`)
/// becomes "#". Nothing else is normalised: any other difference is a bug of the move.
QByteArray normaliseFormatVersions(const QByteArray &text)
{
    static const QRegularExpression formatVersion(
        QStringLiteral("(\\bformat\"?\\s*:\\s*\"?hexwright-[a-z]+(?:-[a-z]+)*/)[0-9]+"));
    QString normalised = QString::fromUtf8(text);
    normalised.replace(formatVersion, QStringLiteral("\\1#"));
    return normalised.toUtf8();
}

/// Up to 60 characters either side of @p column of @p line, marked where cut.
QString excerpt(const QByteArray &line, qsizetype column)
{
    constexpr qsizetype Context = 60;
    const qsizetype from = std::max<qsizetype>(0, column - Context);
    const qsizetype to = std::min<qsizetype>(line.size(), column + Context);
    return (from > 0 ? QStringLiteral("...") : QString())
        + QString::fromUtf8(line.mid(from, to - from))
        + (to < line.size() ? QStringLiteral("...") : QString());
}

/// Where @p actual first differs from @p golden, after normaliseFormatVersions(): the line
/// number (from 1), the column and both lines; an empty string when they are the same.
QString firstDifference(const QByteArray &golden, const QByteArray &actual)
{
    const QList<QByteArray> goldenLines = normaliseFormatVersions(golden).split('\n');
    const QList<QByteArray> actualLines = normaliseFormatVersions(actual).split('\n');
    const qsizetype common = std::min(goldenLines.size(), actualLines.size());
    for (qsizetype i = 0; i < common; ++i) {
        const QByteArray &g = goldenLines[i];
        const QByteArray &a = actualLines[i];
        if (g == a)
            continue;
        qsizetype column = 0;
        while (column < g.size() && column < a.size() && g[column] == a[column])
            ++column;
        return QStringLiteral("first difference on line %1, column %2:\n  golden: %3\n  actual: %4")
            .arg(i + 1)
            .arg(column + 1)
            .arg(excerpt(g, column), excerpt(a, column));
    }
    if (goldenLines.size() == actualLines.size())
        return {};
    const bool goldenLonger = goldenLines.size() > actualLines.size();
    return QStringLiteral("first difference on line %1: the %2 ends before it; the %3 has:\n  %4")
        .arg(common + 1)
        .arg(goldenLonger ? QStringLiteral("output") : QStringLiteral("golden file"),
             goldenLonger ? QStringLiteral("golden file") : QStringLiteral("output"),
             excerpt((goldenLonger ? goldenLines : actualLines)[common], 0));
}

} // namespace

class TestGolden : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyBundledSampleIsPinned();
    void onlyTheFormatVersionIsNormalised_data();
    void onlyTheFormatVersionIsNormalised();
    void aDifferenceNamesItsLine_data();
    void aDifferenceNamesItsLine();
    void outputIsTheGoldenOne_data();
    void outputIsTheGoldenOne();
};

void TestGolden::initTestCase()
{
    QVERIFY2(QFile::exists(QStringLiteral(HEXWRIGHT_CLI)), HEXWRIGHT_CLI " is not built");
    for (const char *tool : {"pdfinfo", "pdftotext"}) {
        QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(tool)).isEmpty(),
                 qPrintable(QStringLiteral("%1 is missing: install poppler-utils (.ci/setup.sh "
                                           "does)")
                                .arg(QLatin1String(tool))));
    }
}

void TestGolden::everyBundledSampleIsPinned()
{
    QSet<QString> pinned;
    for (const PinnedSample &sample : PinnedSamples)
        pinned.insert(QLatin1String(sample.id));
    QSet<QString> bundled;
    const QStringList files
        = QDir(samplesFolder()).entryList({QStringLiteral("*.scenario.yaml")}, QDir::Files);
    for (const QString &file : files)
        bundled.insert(file.chopped(int(qstrlen(".scenario.yaml"))));
    QCOMPARE(bundled, pinned);
    const QStringList folders = QDir(goldenRoot()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    QCOMPARE(QSet<QString>(folders.begin(), folders.end()), pinned);
    // No golden file of a seed or a sheet no longer pinned lies about what is checked.
    for (const PinnedSample &sample : PinnedSamples) {
        const QStringList files = QDir(goldenRoot() + QLatin1Char('/') + QLatin1String(sample.id))
                                      .entryList(QDir::Files | QDir::Hidden);
        QSet<QString> expected {
            QStringLiteral("validate.json"),    QStringLiteral("info.txt"),
            QStringLiteral("map-pdf.txt"),      QStringLiteral("setup-pdf.txt"),
            QStringLiteral("counters-pdf.txt"),
        };
        if (sample.greedySeed > 0)
            expected.insert(QStringLiteral("greedy-%1.jsonl").arg(sample.greedySeed));
        if (sample.randomSeed > 0)
            expected.insert(QStringLiteral("random-%1.jsonl").arg(sample.randomSeed));
        QCOMPARE(QSet<QString>(files.begin(), files.end()), expected);
    }
}

void TestGolden::onlyTheFormatVersionIsNormalised_data()
{
    QTest::addColumn<QByteArray>("before");
    QTest::addColumn<QByteArray>("after");
    QTest::addColumn<bool>("same");
    QTest::newRow("log header format")
        << QByteArray(R"({"format":"hexwright-playlog/1","seed":"1"})")
        << QByteArray(R"({"format":"hexwright-playlog/2","seed":"1"})") << true;
    QTest::newRow("JSON format line")
        << QByteArray(R"(    "format": "hexwright-validate/1",)")
        << QByteArray(R"(    "format": "hexwright-validate/2",)") << true;
    QTest::newRow("YAML format line") << QByteArray("format: hexwright-scenario/1")
                                      << QByteArray("format: hexwright-scenario/2") << true;
    QTest::newRow("another field of the header")
        << QByteArray(R"({"format":"hexwright-playlog/1","seed":"1"})")
        << QByteArray(R"({"format":"hexwright-playlog/1","seed":"2"})") << false;
    QTest::newRow("format renamed") << QByteArray(R"({"format":"hexwright-playlog/1"})")
                                    << QByteArray(R"({"format":"hexwright-gamelog/1"})") << false;
    QTest::newRow("ruleset version") << QByteArray(R"({"ruleset_version":1})")
                                     << QByteArray(R"({"ruleset_version":2})") << false;
    QTest::newRow("format named outside a format key")
        << QByteArray("message: needs hexwright-scenario/1")
        << QByteArray("message: needs hexwright-scenario/2") << false;
    QTest::newRow("another key ending in format")
        << QByteArray(R"({"scenario_format":"hexwright-scenario/1"})")
        << QByteArray(R"({"scenario_format":"hexwright-scenario/2"})") << false;
}

void TestGolden::onlyTheFormatVersionIsNormalised()
{
    QFETCH(QByteArray, before);
    QFETCH(QByteArray, after);
    QFETCH(bool, same);
    QCOMPARE(firstDifference(before, after).isEmpty(), same);
}

void TestGolden::aDifferenceNamesItsLine_data()
{
    QTest::addColumn<QByteArray>("golden");
    QTest::addColumn<QByteArray>("actual");
    QTest::addColumn<QString>("message");
    QTest::newRow("same") << QByteArray("a\nb\n") << QByteArray("a\nb\n") << QString();
    QTest::newRow("one byte") << QByteArray("a\nturn 6\n") << QByteArray("a\nturn 7\n")
                              << QStringLiteral(
                                     "first difference on line 2, column 6:\n  golden: turn 6\n"
                                     "  actual: turn 7");
    QTest::newRow("output cut short")
        << QByteArray("a\nb\nc\n") << QByteArray("a\nb")
        << QStringLiteral("first difference on line 3: the output ends before it; the golden "
                          "file has:\n  c");
    QTest::newRow("output longer")
        << QByteArray("a\n") << QByteArray("a\nb\n")
        << QStringLiteral("first difference on line 2, column 1:\n  golden: \n  actual: b");
}

void TestGolden::aDifferenceNamesItsLine()
{
    QFETCH(QByteArray, golden);
    QFETCH(QByteArray, actual);
    QFETCH(QString, message);
    QCOMPARE(firstDifference(golden, actual), message);
}

void TestGolden::outputIsTheGoldenOne_data()
{
    QTest::addColumn<QString>("sample");
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("golden");
    const QString validate = QStringLiteral("validate");
    for (const PinnedSample &pinned : PinnedSamples) {
        const QString id = QLatin1String(pinned.id);
        const QString file = samplePath(id);
        auto row = [&](const QString &golden, const QStringList &arguments, const QString &output) {
            QTest::addRow("%s %s", pinned.id, qPrintable(golden))
                << id << arguments << output << golden;
        };
        // An empty output: standard output; otherwise the file the CLI writes.
        row(QStringLiteral("validate.json"), {validate, QStringLiteral("--json"), file}, {});
        row(QStringLiteral("info.txt"), {QStringLiteral("info"), file}, {});
        for (const auto &[agent, seed] :
             {std::pair {"greedy", pinned.greedySeed}, std::pair {"random", pinned.randomSeed}}) {
            if (seed == 0)
                continue;
            const QString seedText = QString::number(seed);
            row(QStringLiteral("%1-%2.jsonl").arg(QLatin1String(agent), seedText),
                {QStringLiteral("playtest"), file, QStringLiteral("--agent"), QLatin1String(agent),
                 QStringLiteral("--games"), QStringLiteral("1"), QStringLiteral("--seed"), seedText,
                 QStringLiteral("--log"), Scratch},
                Scratch + QStringLiteral("/game-%1.jsonl").arg(seedText));
        }
        for (const char *sheet : {"map", "setup", "counters"}) {
            const QString kind = QLatin1String(sheet) + QStringLiteral("-pdf");
            row(kind + QStringLiteral(".txt"),
                {QStringLiteral("export"), file, QStringLiteral("--") + kind,
                 Scratch + QLatin1Char('/') + kind + QStringLiteral(".pdf")},
                Scratch + QLatin1Char('/') + kind + QStringLiteral(".pdf"));
        }
    }
}

void TestGolden::outputIsTheGoldenOne()
{
    QFETCH(QString, sample);
    QFETCH(QStringList, arguments);
    QFETCH(QString, output);
    QFETCH(QString, golden);

    QTemporaryDir scratch;
    QVERIFY(scratch.isValid());
    const QString outputs = scratch.filePath(QStringLiteral("out"));
    QVERIFY(QDir().mkpath(outputs));
    const QProcessEnvironment environment = cliEnvironment(scratch.path());
    for (QString &argument : arguments)
        argument.replace(Scratch, outputs);

    const ProgramRun run = runProgram(QStringLiteral(HEXWRIGHT_CLI), arguments, environment);
    QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
    QByteArray actual = run.out;
    if (!output.isEmpty()) {
        const QString outputPath = QString(output).replace(Scratch, outputs);
        if (outputPath.endsWith(QLatin1String(".pdf"))) {
            QString error;
            const std::optional<QByteArray> text = pdfText(outputPath, environment, &error);
            QVERIFY2(text, qPrintable(error));
            actual = *text;
        } else {
            const std::optional<QByteArray> written = readFile(outputPath);
            QVERIFY2(written, qPrintable(outputPath + QStringLiteral(" was not written")));
            actual = *written;
        }
    }

    const QString goldenPath = QStringLiteral("%1/%2/%3").arg(goldenRoot(), sample, golden);
    const std::optional<QByteArray> expected = readFile(goldenPath);
    if (qEnvironmentVariableIntValue("HEXWRIGHT_UPDATE_GOLDEN") == 1) {
        if (expected != actual) {
            QVERIFY(QDir().mkpath(QFileInfo(goldenPath).path()));
            QFile file(goldenPath);
            QVERIFY2(file.open(QIODevice::WriteOnly) && file.write(actual) == actual.size(),
                     qPrintable(goldenPath));
            qInfo("wrote %s", qPrintable(goldenPath));
        }
        return;
    }
    QVERIFY2(expected,
             qPrintable(goldenPath + QStringLiteral(" is missing (tests/data/golden/README.md)")));
    const QString difference = firstDifference(*expected, actual);
    if (!difference.isEmpty()) {
        const QString kept = scratch.filePath(golden);
        QFile keep(kept);
        if (keep.open(QIODevice::WriteOnly) && keep.write(actual) == actual.size())
            scratch.setAutoRemove(false);
        QFAIL(qPrintable(QStringLiteral("%1 differs from hexwright-cli %2\n%3\nthe output is "
                                        "kept in %4")
                             .arg(goldenPath, arguments.join(QLatin1Char(' ')), difference,
                                  scratch.autoRemove() ? QStringLiteral("(nowhere)") : kept)));
    }
}

} // namespace hexwright

QTEST_GUILESS_MAIN(hexwright::TestGolden)
#include "tst_golden.moc"
