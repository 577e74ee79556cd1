// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's scenario checks through the shared validator: the bundled sample with a full
// vehicle design set (51-motor-pool) validates clean, and a fixture whose designs break the
// book's design constraints gets each problem at the line of the value it concerns, under
// the constraint's code (tests/data/striker/designs.scenario.yaml). The scenario checks of the
// environment, the designs and the stands each break once in checks.scenario.yaml (a vacuum
// world) and checks-tainted.scenario.yaml (a thin, tainted one), each next to a legal variant
// at the check's edge that is not reported.

#include "checks/familychecks.h"
#include "checks/scenariovalidator.h"
#include "families/striker/strikerdesign.h"
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
    void scenarioChecksAreLocated_data();
    void scenarioChecksAreLocated();
    void legalVariantsAreNotReported_data();
    void legalVariantsAreNotReported();
    void checkFixturesReportNothingElse_data();
    void checkFixturesReportNothingElse();
    void everyCodeHasASeverity();

private:
    /// What the validator says of a fixture, and what the fixture holds.
    struct Fixture
    {
        Diagnostics diagnostics;
        QStringList subjects; ///< "design:<id>", "force:<id>", "world:" of the scenario
    };

    std::unique_ptr<RulesetRegistry> m_registry;
    QStringList m_fixture;
    QMap<QString, Fixture> m_checks; ///< by file name: the scenario checks' fixtures
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
    for (const char *name : {"checks.scenario.yaml", "checks-tainted.scenario.yaml"}) {
        const QString file = QString::fromLatin1(name);
        const ScenarioReport r = validateScenarioFile(
            QStringLiteral(TEST_DATA_DIR "/striker/") + file, file, *m_registry);
        QVERIFY2(r.loaded.scenario, name);
        Fixture fixture;
        fixture.diagnostics = r.diagnostics;
        for (const StrikerDesign &design : strikerDesigns(*r.loaded.scenario))
            fixture.subjects.append(QStringLiteral("design:") + design.id);
        for (const ForceEntry &entry : r.loaded.scenario->forces)
            fixture.subjects.append(QStringLiteral("force:") + entry.id);
        if (r.loaded.scenario->family.contains(QStringLiteral("world")))
            fixture.subjects.append(QStringLiteral("world:"));
        m_checks.insert(file, fixture);
    }
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

void TestStrikerChecks::scenarioChecksAreLocated_data()
{
    QTest::addColumn<QString>("expected");
    // file:line:column: severity[code]: the start of the message. Extract §7 (design
    // constraints 2-5, 7, 9, 11, 13) and §8 (the world's import price, stands' men).
    auto row = [](const char *name, const char *expected) {
        QTest::newRow(name) << QString::fromUtf8(expected);
    };
    row("world: no credit value for TL F at starport D",
        "checks.scenario.yaml:82:15: error[striker-world]: the import price table has no credit "
        "value for tech level F and starport D");
    row("3 ACV inoperable on a vacuum world",
        "checks.scenario.yaml:94:19: error[striker-acv]: design 'Skimmer': an ACV is inoperable "
        "in a vacuum atmosphere (design constraint 3)");
    row("2 no helicopter on a vacuum world",
        "checks.scenario.yaml:103:19: error[striker-aircraft]: design 'Gunship': aeroplanes and "
        "helicopters cannot fly in a vacuum atmosphere (design constraint 2)");
    row("2 a standard-air design not on a thin, tainted world",
        "checks-tainted.scenario.yaml:99:19: error[striker-aircraft]: design 'Standard-air "
        "helicopter': an aircraft works only in the atmosphere it is designed for");
    row("2 a 0.5 G design not at 1 G",
        "checks-tainted.scenario.yaml:110:16: error[striker-aircraft]: design 'Light-world "
        "helicopter': an aircraft works only at the G it is designed for (0.5 G), not 1 G");
    row("4 an unsealed vehicle on a vacuum world",
        "checks.scenario.yaml:117:16: error[striker-protection]: design 'Open truck': a vacuum "
        "atmosphere needs a sealed vehicle or life support (design constraint 4)");
    row("4 life support in a vehicle that is not sealed",
        "checks.scenario.yaml:136:21: warning[striker-life-support]: design 'Leaky truck': life "
        "support normally needs a sealed vehicle (design constraint 4)");
    row("7 ferry: 11 men on 10 m² of deck",
        "checks.scenario.yaml:160:19: error[striker-ferry]: design 'Crowded ferry': a ferry "
        "carries 1 man per m² of deck: 11 men on 10 m² (design constraint 7)");
    // 40 m³ wheeled (10 t), 2 MW fusion (3 t), 2 crew (0.3 t): at most 40 - 13.3 = 26.7 t.
    row("7 ferry: 27 t of cargo over 40 m³ less 13.3 t",
        "checks.scenario.yaml:174:21: error[striker-ferry]: design 'Laden ferry': a ferry's "
        "cargo is at most the difference between its weight and volume: 26.7 t");
    row("5 cargo: 5 t in 4 m³",
        "checks.scenario.yaml:213:21: error[striker-cargo]: design 'Overloaded van': cargo of 5 "
        "t exceeds the cargo space of 4 m³ (at most 1 t per m³) (design constraint 5)");
    row("9 pilot fire from a turret",
        "checks.scenario.yaml:236:19: error[striker-pilot-fire]: design 'Turret fighter': a "
        "pilot fires only from a fixed forward mount, not turret (design constraint 9)");
    row("11 damper with one projector",
        "checks.scenario.yaml:259:35: error[striker-damper]: design 'Half damper': a damper "
        "needs two projectors (design constraint 11)");
    row("13 K'kree crew in six times the space",
        "checks.scenario.yaml:276:13: info[striker-race]: design 'K'kree carrier': K'kree crew "
        "in 6 times the human space: crew morale -2 (12 times avoids it) (design constraint 13)");
    row("stands without their men",
        "checks.scenario.yaml:60:5: warning[striker-stand-men]: 2 × Infantry stand "
        "('blue-rangers'): how many men each stand has is not given");
}

void TestStrikerChecks::scenarioChecksAreLocated()
{
    QFETCH(QString, expected);
    const QString file = expected.section(QLatin1Char(':'), 0, 0);
    QVERIFY2(m_checks.contains(file), qPrintable(file));
    QStringList texts;
    for (const Diagnostic &d : std::as_const(m_checks[file].diagnostics)) {
        if (d.toText().startsWith(expected))
            return;
        texts.append(d.toText());
    }
    QFAIL(qPrintable(QStringLiteral("not reported: %1\nreported:\n%2")
                         .arg(expected, texts.join(QLatin1Char('\n')))));
}

void TestStrikerChecks::legalVariantsAreNotReported_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("subject"); // kind:id of the legal variant

    auto row = [](const char *name, const char *file, const char *code, const char *subject) {
        QTest::newRow(name) << QString::fromLatin1(file) << QString::fromLatin1(code)
                            << QString::fromLatin1(subject);
    };
    const char *vacuum = "checks.scenario.yaml";
    const char *tainted = "checks-tainted.scenario.yaml";
    row("world: TL F at starport C has a credit value", tainted, "striker-world", "world:");
    row("3 ACV on a thin, tainted world", tainted, "striker-acv", "design:skimmer");
    row("2 a thin-air design on the tainted version", tainted, "striker-aircraft",
        "design:thin-helicopter");
    row("4 a sealed vehicle on a vacuum world", vacuum, "striker-protection",
        "design:sealed-truck");
    row("4 life support protects on a vacuum world", vacuum, "striker-protection",
        "design:leaky-truck");
    row("4 overpressure on a tainted world", tainted, "striker-protection", "design:skimmer");
    row("4 life support in a sealed vehicle", vacuum, "striker-life-support",
        "design:sealed-life-truck");
    row("7 ferry: 10 men on 10 m² of deck", vacuum, "striker-ferry", "design:full-ferry");
    row("7 ferry: 26.7 t of cargo over 40 m³ less 13.3 t", vacuum, "striker-ferry",
        "design:loaded-ferry");
    row("5 cargo: 4 t in 4 m³", vacuum, "striker-cargo", "design:full-van");
    row("9 pilot fires a homing missile from a fixed forward mount", vacuum, "striker-pilot-fire",
        "design:missile-fighter");
    row("11 damper with two projectors and fire control", vacuum, "striker-damper",
        "design:damper");
    row("13 K'kree crew in twelve times the space", vacuum, "striker-race", "design:kkree-lodge");
    row("stands with their men", vacuum, "striker-stand-men", "force:blue-marines");
    row("stands of a side whose force is not given", tainted, "striker-stand-men",
        "force:blue-rangers");
}

void TestStrikerChecks::legalVariantsAreNotReported()
{
    QFETCH(QString, file);
    QFETCH(QString, code);
    QFETCH(QString, subject);
    QVERIFY2(m_checks.contains(file), qPrintable(file));
    const Fixture &fixture = m_checks[file];
    // The legal variant is in the fixture, so the row cannot pass by a typo.
    QVERIFY2(fixture.subjects.contains(subject), qPrintable(subject));
    for (const Diagnostic &d : fixture.diagnostics) {
        const QString of = d.subjectKind + QLatin1Char(':') + d.subjectId;
        QVERIFY2(d.code != code || of != subject, qPrintable(d.toText()));
    }
}

void TestStrikerChecks::checkFixturesReportNothingElse_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("codes"); // in the order of the file

    QTest::newRow("vacuum world")
        << QStringLiteral("checks.scenario.yaml")
        << QStringList {
               QStringLiteral("striker-stand-men"),  QStringLiteral("striker-world"),
               QStringLiteral("striker-acv"),        QStringLiteral("striker-aircraft"),
               QStringLiteral("striker-protection"), QStringLiteral("striker-life-support"),
               QStringLiteral("striker-ferry"),      QStringLiteral("striker-ferry"),
               QStringLiteral("striker-cargo"),      QStringLiteral("striker-pilot-fire"),
               QStringLiteral("striker-damper"),     QStringLiteral("striker-race")};
    QTest::newRow("thin, tainted world")
        << QStringLiteral("checks-tainted.scenario.yaml")
        << QStringList {QStringLiteral("striker-aircraft"), QStringLiteral("striker-aircraft")};
}

void TestStrikerChecks::checkFixturesReportNothingElse()
{
    QFETCH(QString, file);
    QFETCH(QStringList, codes);
    QVERIFY2(m_checks.contains(file), qPrintable(file));
    QStringList reported;
    QStringList texts;
    for (const Diagnostic &d : std::as_const(m_checks[file].diagnostics)) {
        reported.append(d.code);
        texts.append(d.toText());
    }
    QVERIFY2(reported == codes, qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestStrikerChecks::everyCodeHasASeverity()
{
    const QList<CheckInfo> codes = familyCheckCodes(QStringLiteral("striker"));
    QCOMPARE(codes.size(), 32);
    for (const CheckInfo &info : codes) {
        QVERIFY(info.code.startsWith(QLatin1String("striker-")));
        QVERIFY(!info.summary.isEmpty());
    }
}

QTEST_GUILESS_MAIN(TestStrikerChecks)
#include "tst_strikerchecks.moc"
