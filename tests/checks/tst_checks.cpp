// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules engine's checks against golden fixture folders: tests/data/checks/<code>[--case]/
// holds input.scenario.yaml and expected.txt, the exact diagnostics (file:line:col:
// severity[code]: message), one per line. Every check code has at least one folder.

#include "checks/checkcodes.h"
#include "checks/familychecks.h"
#include "checks/scenariovalidator.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

using namespace hexwright;

namespace {

const QString ChecksDir = QStringLiteral(TEST_DATA_DIR "/checks");

/// The check a fixture folder is for: its name up to "--".
QString codeOfFolder(const QString &name)
{
    return name.section(QStringLiteral("--"), 0, 0);
}

QStringList fixtureFolders()
{
    return QDir(ChecksDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void fixtureGivesExactlyTheExpectedDiagnostics_data();
    void fixtureGivesExactlyTheExpectedDiagnostics();
    void everyCheckHasAFixture();
    void checkCodesAreUniqueAndKebabCase();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
};

void TestChecks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    // The table checks' fixtures are read against the table test ruleset.
    m_registry->addSearchPath(QStringLiteral(TEST_DATA_DIR "/table"));
    Diagnostics diagnostics;
    m_ruleset = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(m_ruleset);
}

void TestChecks::fixtureGivesExactlyTheExpectedDiagnostics_data()
{
    QTest::addColumn<QString>("folder");
    // Listed from disk, so a new fixture folder can never be forgotten here.
    const QStringList folders = fixtureFolders();
    QVERIFY2(!folders.isEmpty(), "the check fixture folders are missing");
    for (const QString &name : folders)
        QTest::newRow(qPrintable(name)) << name;
}

void TestChecks::fixtureGivesExactlyTheExpectedDiagnostics()
{
    QFETCH(QString, folder);
    const QString dir = ChecksDir + QLatin1Char('/') + folder;
    const QString input = dir + QStringLiteral("/input.scenario.yaml");
    QVERIFY2(QFile::exists(input), qPrintable(input));
    QVERIFY2(QFile::exists(dir + QStringLiteral("/expected.txt")),
             "every fixture folder needs an expected.txt");
    const ScenarioReport report
        = validateScenarioFile(input, QStringLiteral("input.scenario.yaml"), *m_registry);
    // A check fixture is a valid file: only the rules engine finds its problems.
    QVERIFY2(report.loaded.scenario, "the fixture must load; its problems are for the checks");
    QStringList actual;
    QSet<QString> codes;
    for (const Diagnostic &d : report.diagnostics) {
        actual.append(d.toText());
        codes.insert(d.code);
    }
    const QStringList expected = QString::fromUtf8(readAll(dir + QStringLiteral("/expected.txt")))
                                     .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(actual, expected);
    QVERIFY2(codes.contains(codeOfFolder(folder)),
             "a fixture must show the check its folder is named after");
}

void TestChecks::everyCheckHasAFixture()
{
    QSet<QString> covered;
    for (const QString &name : fixtureFolders())
        covered.insert(codeOfFolder(name));
    QStringList missing;
    // The shared codes and Hammer's Slammers' (the ruleset's family), and the table family's.
    QList<CheckInfo> codes = allChecks(*m_ruleset);
    codes += familyCheckCodes(QStringLiteral("hammer-wars"));
    for (const CheckInfo &info : std::as_const(codes)) {
        if (!covered.contains(info.code))
            missing.append(info.code);
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable(QStringLiteral("no fixture for: ") + missing.join(QStringLiteral(", "))));
}

void TestChecks::checkCodesAreUniqueAndKebabCase()
{
    QSet<QString> seen;
    for (const QList<CheckInfo> &part :
         {builtinChecks(), familyCheckCodes(m_ruleset->family), constraintChecks(*m_ruleset),
          familyCheckCodes(QStringLiteral("hammer-wars"))}) {
        for (const CheckInfo &info : part) {
            QVERIFY2(!seen.contains(info.code), qPrintable(info.code));
            seen.insert(info.code);
            for (const QChar c : info.code)
                QVERIFY2(c.isLower() || c.isDigit() || c == QLatin1Char('-'),
                         qPrintable(info.code));
            QVERIFY2(!info.summary.isEmpty(), qPrintable(info.code));
        }
    }
}

QTEST_GUILESS_MAIN(TestChecks)
#include "tst_checks.moc"
