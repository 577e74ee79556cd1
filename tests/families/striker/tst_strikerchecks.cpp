// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's scenario checks through the shared validator: the bundled sample with a full
// vehicle design set (51-motor-pool) validates clean, and a fixture whose designs break the
// book's design constraints gets each problem at the line of the value it concerns, under
// the constraint's code (tests/data/striker/designs.scenario.yaml).

#include "checks/familychecks.h"
#include "checks/scenariovalidator.h"
#include "ruleset/rulesetregistry.h"

#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace hexwright;

class TestStrikerChecks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theSampleValidatesClean();
    void designProblemsAreLocated_data();
    void designProblemsAreLocated();
    void everyCodeHasASeverity();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    QStringList m_fixture;
};

void TestStrikerChecks::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
    const ScenarioReport report
        = validateScenarioFile(QStringLiteral(TEST_DATA_DIR "/striker/designs.scenario.yaml"),
                               QStringLiteral("designs.scenario.yaml"), *m_registry);
    QVERIFY(report.loaded.scenario);
    for (const Diagnostic &d : report.diagnostics)
        m_fixture.append(d.toText());
}

void TestStrikerChecks::theSampleValidatesClean()
{
    const ScenarioReport report = validateScenarioFile(
        QStringLiteral(":/hexwright/scenarios/samples/51-motor-pool.scenario.yaml"),
        QStringLiteral("51-motor-pool.scenario.yaml"), *m_registry);
    QStringList texts;
    for (const Diagnostic &d : report.diagnostics)
        texts.append(d.toText());
    QVERIFY2(report.diagnostics.isEmpty(), qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestStrikerChecks::designProblemsAreLocated_data()
{
    QTest::addColumn<QString>("expected");
    // file:line:column: severity[code]: the start of the message
    QTest::newRow("1 air-breathing engine on a vacuum world")
        << "designs.scenario.yaml:80:20: error[striker-air-breathing]: design 'Tank': Internal "
           "combustion breathes air";
    QTest::newRow("5 grav vehicles can't tow")
        << "designs.scenario.yaml:98:21: error[striker-towing]: design 'Second tank': a grav "
           "vehicle cannot tow";
    QTest::newRow("6 at most one vehicle-launched bridge")
        << "designs.scenario.yaml:85:35: error[striker-bridges]: design 'Tank': at most one "
           "vehicle-launched bridge";
    QTest::newRow("8 nuclear rounds from an MRL: no report") << QString();
    QTest::newRow("10 commander only on cupola or pintel")
        << "designs.scenario.yaml:84:19: error[striker-commander]: design 'Tank': a commander "
           "works only a cupola or pintel weapon";
    QTest::newRow("12 MRL needs TL6")
        << "designs.scenario.yaml:96:35: error[striker-tech-level]: design 'Second tank': "
           "Multiple rocket launcher needs tech level 6";
    QTest::newRow("a second design with the same id")
        << "designs.scenario.yaml:88:11: error[striker-design]: a second design with the id "
           "'tank'";
    QTest::newRow("a value that is no number")
        << "designs.scenario.yaml:87:13: error[striker-design]: design 'Tank': the value of crew";
    QTest::newRow("a force built to a design the scenario lacks")
        << "designs.scenario.yaml:67:15: error[striker-design]: 2 × Vehicle (by design) "
           "('red-tanks') is built to the design 'tnak'";
}

void TestStrikerChecks::designProblemsAreLocated()
{
    QFETCH(QString, expected);
    if (expected.isEmpty()) {
        for (const QString &text : std::as_const(m_fixture))
            QVERIFY2(!text.contains(QLatin1String("striker-ammunition")), qPrintable(text));
        return;
    }
    for (const QString &text : std::as_const(m_fixture)) {
        if (text.startsWith(expected))
            return;
    }
    QFAIL(qPrintable(QStringLiteral("not reported: %1\nreported:\n%2")
                         .arg(expected, m_fixture.join(QLatin1Char('\n')))));
}

void TestStrikerChecks::everyCodeHasASeverity()
{
    const QList<CheckInfo> codes = familyCheckCodes(QStringLiteral("striker"));
    QCOMPARE(codes.size(), 30);
    for (const CheckInfo &info : codes) {
        QVERIFY(info.code.startsWith(QLatin1String("striker-")));
        QVERIFY(!info.summary.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestStrikerChecks)
#include "tst_strikerchecks.moc"
