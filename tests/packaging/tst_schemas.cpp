// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Issue 19, point 3: the JSON Schemas of the scenario, ruleset, panel library and table
// formats (resources/schemas/) describe every file Hexwright ships and every fixture in the
// current formats: each is checked against its schema by tests/schemas/validate.py, with
// Debian's python3-jsonschema and python3-yaml (.ci/setup.sh installs them in test mode;
// without them this test fails, naming the packages). Broken copies of bundled files must
// fail, so the schemas are not merely permissive. The format reference
// (resources/doc/file-formats.md) must be what resources/schemas/make-reference.py makes
// from the schemas today. The files Hexwright writes name their schema on the first line,
// `# yaml-language-server: $schema=...`: a new file the installed one, a file read its own.

#include "board/tablelayoutio.h"
#include "io/schemacomment.h"
#include "io/yamltree.h"
#include "map/panel.h"
#include "map/panellibrarywriter.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace hexwright {

namespace {

constexpr int TimeoutMs = 120000;
const QString SourceDir = QStringLiteral(SOURCE_DIR);
const QString SchemaDir = SourceDir + QStringLiteral("/resources/schemas");
const QString Validator = SourceDir + QStringLiteral("/tests/schemas/validate.py");

/// The formats the schemas describe: only files in these are checked (older versions are
/// upgraded on reading, and the schemas describe what Hexwright writes today).
const QStringList CurrentFormats
    = {QStringLiteral("hexwright-scenario/2"), QStringLiteral("hexwright-ruleset/2"),
       QStringLiteral("hexwright-panels/1"), QStringLiteral("hexwright-table/1")};

struct Run
{
    int exitCode = -1; ///< -1: did not start or finish
    QByteArray out;
    QString err;
};

Run run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setWorkingDirectory(SourceDir);
    process.start(program, arguments);
    Run result;
    if (!process.waitForFinished(TimeoutMs)) {
        process.kill();
        process.waitForFinished();
        result.err = process.errorString();
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The value of a file's `format:` line, as the readers find it (comments may come first).
QString formatOf(const QString &path)
{
    static const QRegularExpression line(QStringLiteral("^format:\\s*(\\S+)\\s*$"),
                                         QRegularExpression::MultilineOption);
    const auto match = line.match(QString::fromUtf8(readAll(path)));
    return match.hasMatch() ? match.captured(1) : QString();
}

/// Every bundled file and every fixture in a current format, relative to the source tree.
/// The fixtures of reading errors and hostile files are broken on purpose and left out.
QStringList filesToCheck()
{
    QStringList files;
    for (const QString &folder :
         {QStringLiteral("resources/rulesets"), QStringLiteral("resources/panels"),
          QStringLiteral("resources/scenarios"), QStringLiteral("tests/data")}) {
        QDirIterator it(SourceDir + QLatin1Char('/') + folder, {QStringLiteral("*.yaml")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            const QString relative = QDir(SourceDir).relativeFilePath(path);
            if (relative.startsWith(QLatin1String("tests/data/scenario-errors/"))
                || relative.startsWith(QLatin1String("tests/data/hostile/")))
                continue;
            if (CurrentFormats.contains(formatOf(path)))
                files.append(relative);
        }
    }
    files.sort();
    return files;
}

/// A bundled file with one mistake, which its schema must refuse.
struct BrokenCase
{
    const char *name;
    QString source; ///< relative to the source tree
    QByteArray find;
    QByteArray replace;
    QString problem; ///< a part of the problem reported
};

QList<BrokenCase> brokenCases()
{
    const QString badger
        = QStringLiteral("resources/scenarios/samples/01-badger-hunt.scenario.yaml");
    const QString crossroads
        = QStringLiteral("resources/scenarios/samples/21-ruined-crossroads.scenario.yaml");
    const QString hs = QStringLiteral("resources/rulesets/hammers-slammers.ruleset.yaml");
    const QString hw = QStringLiteral("resources/rulesets/hammer-wars.ruleset.yaml");
    const QString mak = QStringLiteral("resources/rulesets/mak.ruleset.yaml");
    const QString panels = QStringLiteral("resources/panels/hammers-slammers.panels.yaml");
    const QString table = QStringLiteral("tests/data/table/skirmish.table.yaml");
    return {
        {"scenario: an unknown key", badger, QByteArray("  players: 2\n"),
         QByteArray("  players: 2\n  playres: 2\n"), QStringLiteral("'playres' was unexpected")},
        {"scenario: a quoted number", badger, QByteArray("  version: 1\n"),
         QByteArray("  version: \"1\"\n"), QStringLiteral("ruleset/version")},
        {"scenario: a victory parameter of another kind", badger,
         QByteArray("    kind: hold_hexes\n"),
         QByteArray("    kind: hold_hexes\n    target_side: tan\n"), QStringLiteral("victory/0")},
        {"scenario on a table: a map", crossroads, QByteArray("table:\n"),
         QByteArray("map: {panels: x, layout: []}\ntable:\n"),
         QStringLiteral("False schema does not allow {'panels'")},
        {"ruleset: a Hammer Wars key in a Hammer's Slammers terrain", hs,
         QByteArray("    direct_defence: 0\n"),
         QByteArray("    direct_defence: 0\n    blocks_los: true\n"), QStringLiteral("terrain/0")},
        {"ruleset: a family key missing", hw, QByteArray("\ndistance_unit: in\n"), QByteArray("\n"),
         QStringLiteral("'distance_unit' is a required property")},
        {"ruleset: a Maschinen Krieger unit without its class", mak, QByteArray("    class: I\n"),
         QByteArray("\n"), QStringLiteral("'class' is a required property")},
        {"ruleset: a chart check along a diagonal", mak, QByteArray("along: columns, from: 2"),
         QByteArray("along: diagonals, from: 2"), QStringLiteral("'diagonals' is not one of")},
        {"panels: a panel without its kind", panels, QByteArray("    kind: main\n"),
         QByteArray("\n"), QStringLiteral("'kind' is a required property")},
        {"table: an unknown unit", table, QByteArray("  unit: in\n"), QByteArray("  unit: ft\n"),
         QStringLiteral("'ft' is not one of")},
    };
}

} // namespace

class TestSchemas : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void everyBundledFileAndFixtureIsChecked();
    void fileValidatesAgainstItsSchema_data();
    void fileValidatesAgainstItsSchema();
    void aBrokenFileFailsValidation_data();
    void aBrokenFileFailsValidation();
    void theFormatReferenceIsCurrent();
    void aNewFileNamesTheInstalledSchema_data();
    void aNewFileNamesTheInstalledSchema();
    void aReadFileKeepsItsOwnSchema();
    void aMovedFileStillFindsItsSchema_data();
    void aMovedFileStillFindsItsSchema();

private:
    /// Runs the validator on @p files; their problems by file (empty: valid).
    QJsonObject validate(const QStringList &files);

    QString m_python;
    QStringList m_files;
    QJsonObject m_results;
    QTemporaryDir m_scratch;
    QHash<QString, QString> m_broken; ///< broken case name -> its file in m_scratch
    QJsonObject m_brokenResults;
};

QJsonObject TestSchemas::validate(const QStringList &files)
{
    const Run result = run(m_python, QStringList {Validator, SchemaDir} + files);
    const QJsonDocument json = QJsonDocument::fromJson(result.out);
    if (result.exitCode != 0 && result.exitCode != 1)
        qWarning("validate.py exited with %d: %s", result.exitCode, qPrintable(result.err));
    return json.object();
}

void TestSchemas::initTestCase()
{
    m_python = QStandardPaths::findExecutable(QStringLiteral("python3"));
    if (m_python.isEmpty())
        QFAIL("python3 is not installed: the schema checks need it with the Debian packages "
              "python3-jsonschema and python3-yaml (.ci/setup.sh test installs them)");
    const Run modules = run(m_python,
                            {QStringLiteral("-c"),
                             QStringLiteral("import jsonschema, yaml; "
                                            "jsonschema.Draft202012Validator")});
    if (modules.exitCode != 0)
        QFAIL(qPrintable(QStringLiteral("python3-jsonschema (4.10 or later) or python3-yaml is "
                                        "missing: apt-get install python3-jsonschema "
                                        "python3-yaml (.ci/setup.sh test installs them). %1")
                             .arg(modules.err.trimmed())));
    m_files = filesToCheck();
    m_results = validate(m_files);
    QVERIFY2(!m_results.isEmpty(), "validate.py gave no results");

    // The broken copies, validated in one run too (each run of Python takes a while).
    QVERIFY(m_scratch.isValid());
    int index = 0;
    for (const BrokenCase &c : brokenCases()) {
        QByteArray text = readAll(SourceDir + QLatin1Char('/') + c.source);
        const qsizetype at = text.indexOf(c.find);
        QVERIFY2(at >= 0, c.find.constData());
        text.replace(at, c.find.size(), c.replace);
        const QString path = m_scratch.filePath(
            QStringLiteral("%1-%2").arg(++index).arg(QFileInfo(c.source).fileName()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        m_broken.insert(QLatin1String(c.name), path);
    }
    m_brokenResults = validate(m_broken.values());
}

void TestSchemas::everyBundledFileAndFixtureIsChecked()
{
    // Every bundled ruleset, panel library and sample is in a current format and checked,
    // and so are the fixtures the writers produce (tests/data/formats/v2) and a table file.
    QStringList bundled;
    for (const QString &folder :
         {QStringLiteral("resources/rulesets"), QStringLiteral("resources/panels"),
          QStringLiteral("resources/scenarios/samples")}) {
        for (const QString &name : QDir(SourceDir + QLatin1Char('/') + folder)
                                       .entryList({QStringLiteral("*.yaml")}, QDir::Files))
            bundled.append(folder + QLatin1Char('/') + name);
    }
    QVERIFY(bundled.size() >= 11);
    for (const QString &file : std::as_const(bundled))
        QVERIFY2(m_files.contains(file), qPrintable(file + QStringLiteral(" is not checked")));
    for (const QString &file :
         {QStringLiteral("tests/data/formats/v2/everything.scenario.yaml"),
          QStringLiteral("tests/data/formats/v2/hammers-slammers.ruleset.yaml"),
          QStringLiteral("tests/data/table/skirmish.table.yaml"),
          QStringLiteral("tests/data/pointy/pointy-hexes.panels.yaml")})
        QVERIFY2(m_files.contains(file), qPrintable(file + QStringLiteral(" is not checked")));
}

void TestSchemas::fileValidatesAgainstItsSchema_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &file : std::as_const(m_files))
        QTest::newRow(qPrintable(file)) << file;
}

void TestSchemas::fileValidatesAgainstItsSchema()
{
    QFETCH(QString, file);
    QVERIFY2(m_results.contains(file), qPrintable(file + QStringLiteral(" was not validated")));
    QStringList problems;
    for (const QJsonValue &problem : m_results.value(file).toArray())
        problems.append(problem.toString());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestSchemas::aBrokenFileFailsValidation_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("problem");
    for (const BrokenCase &c : brokenCases())
        QTest::newRow(c.name) << m_broken.value(QLatin1String(c.name)) << c.problem;
}

void TestSchemas::aBrokenFileFailsValidation()
{
    QFETCH(QString, path);
    QFETCH(QString, problem);
    QVERIFY2(!path.isEmpty(), "the broken file was not written");
    QVERIFY2(m_brokenResults.contains(path), "the broken file was not validated");
    const QJsonArray problems = m_brokenResults.value(path).toArray();
    QVERIFY2(!problems.isEmpty(), "the broken file passed its schema");
    QStringList texts;
    for (const QJsonValue &p : problems)
        texts.append(p.toString());
    QVERIFY2(texts.join(QLatin1Char('\n')).contains(problem),
             qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestSchemas::theFormatReferenceIsCurrent()
{
    const Run made
        = run(m_python,
              {SchemaDir + QStringLiteral("/make-reference.py"), SchemaDir, QStringLiteral("-")});
    QVERIFY2(made.exitCode == 0, qPrintable(made.err));
    const QByteArray committed
        = readAll(SourceDir + QStringLiteral("/resources/doc/file-formats.md"));
    QVERIFY2(made.out == committed,
             "resources/doc/file-formats.md is not what resources/schemas/make-reference.py "
             "makes from the schemas: run it (or build the target format_reference)");
}

void TestSchemas::aNewFileNamesTheInstalledSchema_data()
{
    QTest::addColumn<QByteArray>("written");
    QTest::addColumn<QString>("format");
    const Ruleset ruleset;
    QTest::newRow("scenario") << writeScenario(Scenario(), ruleset, nullptr)
                              << QStringLiteral("hexwright-scenario");
    QTest::newRow("panel library")
        << writePanelLibrary(PanelLibrary(), ruleset) << QStringLiteral("hexwright-panels");
    QTest::newRow("table layout") << writeTableFile(TableLayout())
                                  << QStringLiteral("hexwright-table");
}

void TestSchemas::aNewFileNamesTheInstalledSchema()
{
    QFETCH(QByteArray, written);
    QFETCH(QString, format);
    const QString reference = schemaReferenceIn(written);
    // An absolute path where the package installs the schema, named after the format.
    QCOMPARE(reference, installedSchemaReference(format));
    QVERIFY2(QDir::isAbsolutePath(reference), qPrintable(reference));
    QVERIFY2(reference.endsWith(QStringLiteral("/hexwright/schemas/") + format
                                + QStringLiteral(".schema.json")),
             qPrintable(reference));
    QVERIFY(QFile::exists(SchemaDir + QLatin1Char('/') + QFileInfo(reference).fileName()));
    QVERIFY(written.startsWith("# yaml-language-server: $schema=" + reference.toUtf8() + '\n'));
}

void TestSchemas::aReadFileKeepsItsOwnSchema()
{
    // A bundled sample names the schema in the source tree; reading and writing keeps that.
    const QString path
        = SourceDir + QStringLiteral("/resources/scenarios/samples/01-badger-hunt.scenario.yaml");
    const QByteArray original = readAll(path);
    QCOMPARE(schemaReferenceIn(original),
             QStringLiteral("../../schemas/hexwright-scenario.schema.json"));
    QVERIFY(QFile::exists(QFileInfo(path).absolutePath() + QStringLiteral("/")
                          + schemaReferenceIn(original)));
    auto registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    QByteArray text = original;
    text.replace("$schema=../../schemas/", "$schema=https://example.org/");
    auto document = YamlDocument::parse(text, QStringLiteral("x.scenario.yaml"), diagnostics);
    QVERIFY(document);
    const LoadedScenario loaded = readScenario(*document, *registry, diagnostics);
    QVERIFY(loaded.scenario);
    QCOMPARE(loaded.scenario->schemaReference,
             QStringLiteral("https://example.org/hexwright-scenario.schema.json"));
    QCOMPARE(writeScenario(*loaded.scenario, *loaded.ruleset, loaded.panels), text);
    // The comment is not the scenario's data: a game log's hash leaves it out.
    QVERIFY(!writeScenarioContent(*loaded.scenario, *loaded.ruleset, loaded.panels)
                 .contains("yaml-language-server"));
}

// Save As elsewhere: a relative reference follows the file, or gives way to the installed
// schema when it would point nowhere (a sample opened from the program's resources).
void TestSchemas::aMovedFileStillFindsItsSchema_data()
{
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("expected");
    const QString samples = SourceDir + QStringLiteral("/resources/scenarios/samples");
    const QString relative = QStringLiteral("../../schemas/hexwright-scenario.schema.json");
    QTest::newRow("same folder keeps it")
        << relative << samples + QStringLiteral("/a.scenario.yaml")
        << samples + QStringLiteral("/b.scenario.yaml") << relative;
    QTest::newRow("another folder: made relative to it")
        << relative << samples + QStringLiteral("/a.scenario.yaml")
        << SourceDir + QStringLiteral("/resources/b.scenario.yaml")
        << QStringLiteral("schemas/hexwright-scenario.schema.json");
    QTest::newRow("from the resources: the installed schema")
        << relative << QStringLiteral(":/hexwright/scenarios/samples/a.scenario.yaml")
        << QStringLiteral("/tmp/b.scenario.yaml") << QString();
    QTest::newRow("pointing nowhere: the installed schema")
        << QStringLiteral("no/such.schema.json") << samples + QStringLiteral("/a.scenario.yaml")
        << QStringLiteral("/tmp/b.scenario.yaml") << QString();
    QTest::newRow("an absolute path stays")
        << QStringLiteral("/opt/x.schema.json") << samples + QStringLiteral("/a.scenario.yaml")
        << QStringLiteral("/tmp/b.scenario.yaml") << QStringLiteral("/opt/x.schema.json");
    QTest::newRow("a URL stays") << QStringLiteral("https://example.org/s.json") << QString()
                                 << QStringLiteral("/tmp/b.scenario.yaml")
                                 << QStringLiteral("https://example.org/s.json");
}

void TestSchemas::aMovedFileStillFindsItsSchema()
{
    QFETCH(QString, reference);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, expected);
    QCOMPARE(movedSchemaReference(reference, from, to), expected);
}

} // namespace hexwright

QTEST_GUILESS_MAIN(hexwright::TestSchemas)
#include "tst_schemas.moc"
