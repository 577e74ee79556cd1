// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Formats version 2 (issue "One editor, many games", point 2): rulesets and scenarios name
// their rule family and board kind. Version 1 files still load, through the one upgrade in
// model/io/formatupgrade.cpp, and `hexwright-cli format` turns each of
// tests/data/formats/v1/ into its twin in tests/data/formats/v2/, byte for byte. A scenario
// whose family or board is not its ruleset's is refused at the line that says so.

#include "clitestsupport.h"

#include "families/familyregistry.h"
#include "families/hammers-slammers/hsrules.h"
#include "io/formatupgrade.h"
#include "io/yamltree.h"
#include "ruleset/rulesetreader.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"
#include "scenario/scenarioreader.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace hexwright;

namespace {

QString formatsDir(const char *version)
{
    return QStringLiteral(TEST_DATA_DIR "/formats/") + QLatin1String(version);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestFormats : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theBundledFilesAreVersion2();
    void aVersion1RulesetLoadsAsHammersSlammersOnHexes();
    void aVersion1ScenarioLoadsWithItsRulesetsFamily_data();
    void aVersion1ScenarioLoadsWithItsRulesetsFamily();
    void formatTurnsVersion1IntoVersion2_data();
    void formatTurnsVersion1IntoVersion2();
    void theUpgradeKeepsEveryPosition();
    void aScenarioOfAnotherFamilyOrBoardIsRefused_data();
    void aScenarioOfAnotherFamilyOrBoardIsRefused();
    void everyFamilyIsFoundById();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
};

void TestFormats::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
}

void TestFormats::theBundledFilesAreVersion2()
{
    QStringList files {
        QStringLiteral(SOURCE_DIR "/resources/rulesets/hammers-slammers.ruleset.yaml")};
    const QDir samples(QStringLiteral(SOURCE_DIR "/resources/scenarios/samples"));
    for (const QString &name : samples.entryList({QStringLiteral("*.scenario.yaml")}))
        files.append(samples.filePath(name));
    for (const QString &file : files) {
        Diagnostics diagnostics;
        const auto document = YamlDocument::load(file, file, diagnostics);
        QVERIFY2(document, qPrintable(file));
        const QString format = declaredFormat(*document);
        QVERIFY2(format == QLatin1String("hexwright-ruleset/2")
                     || format == QLatin1String("hexwright-scenario/2"),
                 qPrintable(file + QStringLiteral(": ") + format));
    }
}

void TestFormats::aVersion1RulesetLoadsAsHammersSlammersOnHexes()
{
    Diagnostics diagnostics;
    const auto rules
        = loadRuleset(formatsDir("v1") + QStringLiteral("/hammers-slammers.ruleset.yaml"),
                      QStringLiteral("v1.ruleset.yaml"), diagnostics);
    QCOMPARE(rulesettest::diagnosticTexts(diagnostics), QStringList());
    QVERIFY(rules);
    QCOMPARE(rules->family, QStringLiteral("hammers-slammers"));
    QCOMPARE(rules->board, BoardKind::Hex);
    // The family's data is read as well: the charts are there.
    QCOMPARE(hsRules(*rules).dice, QStringLiteral("2d6"));
    QCOMPARE(hsRules(*rules).crt.columnCount, 9);
    QCOMPARE(hsRules(*rules).fortress.capacity, 3);
}

void TestFormats::aVersion1ScenarioLoadsWithItsRulesetsFamily_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("a bundled sample as shipped before") << QStringLiteral("01-badger-hunt");
    QTest::newRow("every part of the format") << QStringLiteral("everything");
}

void TestFormats::aVersion1ScenarioLoadsWithItsRulesetsFamily()
{
    QFETCH(QString, name);
    Diagnostics diagnostics;
    const LoadedScenario loaded = loadScenario(formatsDir("v1") + QLatin1Char('/') + name
                                                   + QStringLiteral(".scenario.yaml"),
                                               name, *m_registry, diagnostics);
    QCOMPARE(rulesettest::diagnosticTexts(diagnostics), QStringList());
    QVERIFY(loaded.scenario);
    QCOMPARE(loaded.ruleset->family, QStringLiteral("hammers-slammers"));
}

void TestFormats::formatTurnsVersion1IntoVersion2_data()
{
    QTest::addColumn<QString>("name");
    for (const QString &name : QDir(formatsDir("v1")).entryList(QDir::Files))
        QTest::newRow(qPrintable(name)) << name;
}

void TestFormats::formatTurnsVersion1IntoVersion2()
{
    QFETCH(QString, name);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    QVERIFY(QFile::copy(formatsDir("v1") + QLatin1Char('/') + name, path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);

    // --check says it is not current, format rewrites it, and then it is.
    QCOMPARE(test::runCli({QStringLiteral("format"), QStringLiteral("--check"), path}).exitCode, 1);
    const test::CliResult formatted = test::runCli({QStringLiteral("format"), path});
    QVERIFY2(formatted.exitCode == 0, qPrintable(formatted.err));
    QCOMPARE(QString::fromUtf8(readAll(path)),
             QString::fromUtf8(readAll(formatsDir("v2") + QLatin1Char('/') + name)));
    QCOMPARE(test::runCli({QStringLiteral("format"), QStringLiteral("--check"), path}).exitCode, 0);
}

void TestFormats::theUpgradeKeepsEveryPosition()
{
    // The same mistake in a version 1 file and in its version 2 form: reported at its own
    // line and column in each, with its suggestion.
    for (const char *version : {"v1", "v2"}) {
        QByteArray text
            = readAll(formatsDir(version) + QStringLiteral("/everything.scenario.yaml"));
        QVERIFY(text.contains("    budget: 400"));
        text.replace("    budget: 400", "    budgett: 400");
        const qsizetype at = text.indexOf("budgett");
        const int line = int(text.left(at).count('\n')) + 1;
        Diagnostics diagnostics;
        auto document = YamlDocument::parse(text, QStringLiteral("x.scenario.yaml"), diagnostics);
        QVERIFY(document);
        QVERIFY(!readScenario(*document, *m_registry, diagnostics).scenario);
        QCOMPARE(rulesettest::diagnosticTexts(diagnostics),
                 QStringList {QStringLiteral("x.scenario.yaml:%1:5: error[unknown-key]: unknown "
                                             "key 'budgett' in side 'tan' (did you mean "
                                             "'budget'?)")
                                  .arg(line)});
    }
}

void TestFormats::aScenarioOfAnotherFamilyOrBoardIsRefused_data()
{
    QTest::addColumn<QByteArray>("find");
    QTest::addColumn<QByteArray>("replace");
    QTest::addColumn<QString>("expected"); // %1: the line of the replaced text

    QTest::newRow("another family")
        << QByteArray("family: hammers-slammers") << QByteArray("family: hammer-wars")
        << QStringLiteral("x.scenario.yaml:%1:9: error[family-mismatch]: "
                          "the scenario is for rule family "
                          "'hammer-wars', but its ruleset "
                          "'hammers-slammers' is of family "
                          "'hammers-slammers'");
    QTest::newRow("another board")
        << QByteArray("board: hex") << QByteArray("board: table")
        << QStringLiteral("x.scenario.yaml:%1:8: error[board-mismatch]: the scenario is for a "
                          "table board, but its ruleset 'hammers-slammers' is played on a hex "
                          "board");
    QTest::newRow("no such board")
        << QByteArray("board: hex") << QByteArray("board: hexes")
        << QStringLiteral("x.scenario.yaml:%1:8: error[unknown-value]: unknown value 'hexes' "
                          "for 'board' in the scenario (expected hex or table)");
}

void TestFormats::aScenarioOfAnotherFamilyOrBoardIsRefused()
{
    QFETCH(QByteArray, find);
    QFETCH(QByteArray, replace);
    QFETCH(QString, expected);
    QByteArray text = readAll(formatsDir("v2") + QStringLiteral("/everything.scenario.yaml"));
    const qsizetype at = text.indexOf(find);
    QVERIFY(at >= 0);
    text.replace(at, find.size(), replace);
    const int line = int(text.left(at).count('\n')) + 1;
    Diagnostics diagnostics;
    auto document = YamlDocument::parse(text, QStringLiteral("x.scenario.yaml"), diagnostics);
    QVERIFY(document);
    QVERIFY(!readScenario(*document, *m_registry, diagnostics).scenario);
    QCOMPARE(rulesettest::diagnosticTexts(diagnostics), QStringList {expected.arg(line)});
}

void TestFormats::everyFamilyIsFoundById()
{
    QVERIFY(gameFamilyIds().contains(QLatin1String("hammers-slammers")));
    for (const QString &id : gameFamilyIds()) {
        const GameFamily *family = gameFamily(id);
        QVERIFY(family);
        QCOMPARE(family->id(), id);
        QVERIFY(!family->boardKinds().isEmpty());
        QVERIFY(!family->phaseIds().isEmpty());
    }
    QVERIFY(!gameFamily(QStringLiteral("no-such-family")));
}

QTEST_GUILESS_MAIN(TestFormats)
#include "tst_formats.moc"
