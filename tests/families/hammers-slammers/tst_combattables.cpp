// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Hammer's Slammers ruleset against the combat tables of the book (the
// rulebook extract shared/rules/seed-000-hammers-slammers.md, section 5 with the odds
// limits of section 3.9): the combat results table, odds and the gas table.

#include "families/hammers-slammers/hsrules.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QtTest>

#include <memory>

using namespace hexwright;
using namespace hexwright::rulesettest;

class TestCombatTables : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // Section 5: combat results.
    void crtGrid_data();
    void crtGrid();
    void crtHeadings_data();
    void crtHeadings();
    void oddsLimits_data();
    void oddsLimits();
    void oddsLimitsAreHeadingsOfTheirTable_data();
    void oddsLimitsAreHeadingsOfTheirTable();
    void closeAssaultShiftFromFiveToOneReachesColumnNine();
    void gasTable_data();
    void gasTable();
    void oddsRoundTrip_data();
    void oddsRoundTrip();
    void oddsRejects_data();
    void oddsRejects();
    void oddsRankFavoursTheAttacker();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
};

void TestCombatTables::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(RulesetId, diagnostics);
    QVERIFY2(m_rules, qPrintable(diagnosticTexts(diagnostics).join(QLatin1Char('\n'))));
}

void TestCombatTables::crtGrid_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<QStringList>("results");

    // Section 5.1, columns 1-9, one row per 2d6 roll.
    QTest::newRow("roll 2") << 2 << cells("-    -    -    -    -    -    -    -    Dis");
    QTest::newRow("roll 3") << 3 << cells("-    -    -    -    -    -    -    Dis  Dis");
    QTest::newRow("roll 4") << 4 << cells("-    -    -    -    -    -    Dis  Dis  DE");
    QTest::newRow("roll 5") << 5 << cells("-    -    -    -    -    Dis  Dis  Dis  DE");
    QTest::newRow("roll 6") << 6 << cells("-    -    -    -    -    Dis  Dis  DE   DE");
    QTest::newRow("roll 7") << 7 << cells("-    -    -    -    Dis  Dis  Dis  DE   DE*");
    QTest::newRow("roll 8") << 8 << cells("-    -    -    -    Dis  Dis  DE   DE   DE*");
    QTest::newRow("roll 9") << 9 << cells("-    -    -    Dis  Dis  DE   DE   DE*  DE-R");
    QTest::newRow("roll 10") << 10 << cells("-    -    Dis  Dis  DE   DE   DE*  DE-R DE-R");
    QTest::newRow("roll 11") << 11 << cells("Dis  Dis  DE   DE   DE*  DE*  DE-R DE-R DE-R");
    QTest::newRow("roll 12") << 12 << cells("DE   DE   DE*  DE*  DE*  DE-R DE-R DE-R DE-R");
}

void TestCombatTables::crtGrid()
{
    QFETCH(int, roll);
    QFETCH(QStringList, results);

    const CombatResultsTable &crt = hsRules(*m_rules).crt;
    QCOMPARE(crt.columnCount, 9);
    QCOMPARE(crt.grid.rows.size(), 11);
    QCOMPARE(crt.grid.rows.at(roll - 2), results);
    for (int column = 0; column < 9; ++column)
        QCOMPARE(crt.grid.at(roll, column), results.at(column));
    QStringList codes;
    for (const CombatResult &r : crt.results)
        codes.append(r.code);
    QCOMPARE(codes, cells("- Dis DE DE* DE-R"));
}

void TestCombatTables::crtHeadings_data()
{
    QTest::addColumn<QString>("table");
    QTest::addColumn<QStringList>("headings"); // "~" = no heading

    // Section 5.1 at heading offset 0: column 9 has no heading.
    QTest::newRow("Direct/Close: 1-4 .. 5-1 over columns 1-8")
        << QStringLiteral("direct_close") << cells("1-4 1-3 1-2 1-1 2-1 3-1 4-1 5-1 ~");
    QTest::newRow("Indirect Class B: 1-2 .. 5-1 over columns 3-8")
        << QStringLiteral("indirect_b") << cells("~   ~   1-2 1-1 2-1 3-1 4-1 5-1 ~");
    QTest::newRow("Indirect Class A: 1-2 .. 6-1 over columns 2-8")
        << QStringLiteral("indirect_a") << cells("~   1-2 1-1 2-1 3-1 4-1 5-1 6-1 ~");
}

void TestCombatTables::crtHeadings()
{
    QFETCH(QString, table);
    QFETCH(QStringList, headings);

    headings.replaceInStrings(QStringLiteral("~"), QString());
    QVERIFY(hsRules(*m_rules).crt.headings.contains(table));
    QCOMPARE(hsRules(*m_rules).crt.headings.value(table), headings);
    QCOMPARE(hsRules(*m_rules).crt.headings.size(), 3);
}

void TestCombatTables::oddsLimits_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("worst");
    QTest::addColumn<QString>("best");
    QTest::addColumn<QString>("table");
    QTest::addColumn<int>("columnShift");

    // Section 3.9.
    QTest::newRow("direct fire 1-4 to 5-1")
        << QStringLiteral("direct") << QStringLiteral("1-4") << QStringLiteral("5-1")
        << QStringLiteral("direct_close") << 0;
    QTest::newRow("counter-paradrop fire 1-4 to 5-1 on the direct column")
        << QStringLiteral("counter_paradrop") << QStringLiteral("1-4") << QStringLiteral("5-1")
        << QStringLiteral("direct_close") << 0;
    QTest::newRow("indirect class B 1-2 to 5-1")
        << QStringLiteral("indirect_class_b") << QStringLiteral("1-2") << QStringLiteral("5-1")
        << QStringLiteral("indirect_b") << 0;
    QTest::newRow("indirect class A 1-2 to 6-1")
        << QStringLiteral("indirect_class_a") << QStringLiteral("1-2") << QStringLiteral("6-1")
        << QStringLiteral("indirect_a") << 0;
    QTest::newRow("close assault shifts one column right")
        << QStringLiteral("close_assault") << QStringLiteral("1-4") << QStringLiteral("5-1")
        << QStringLiteral("direct_close") << 1;
}

void TestCombatTables::oddsLimits()
{
    QFETCH(QString, kind);
    QFETCH(QString, worst);
    QFETCH(QString, best);
    QFETCH(QString, table);
    QFETCH(int, columnShift);

    QCOMPARE(hsRules(*m_rules).odds.size(), 5);
    QVERIFY(hsRules(*m_rules).odds.contains(kind));
    const OddsLimits limits = hsRules(*m_rules).odds.value(kind);
    QCOMPARE(limits.worst.toString(), worst);
    QCOMPARE(limits.best.toString(), best);
    QCOMPARE(limits.table, table);
    QCOMPARE(limits.columnShift, columnShift);
}

void TestCombatTables::oddsLimitsAreHeadingsOfTheirTable_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind :
         {"direct", "counter_paradrop", "indirect_class_b", "indirect_class_a", "close_assault"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void TestCombatTables::oddsLimitsAreHeadingsOfTheirTable()
{
    QFETCH(QString, kind);

    // Every odds from the worst to the best allowed has its own heading, left to right.
    const OddsLimits limits = hsRules(*m_rules).odds.value(kind);
    const QStringList headings = hsRules(*m_rules).crt.headings.value(limits.table);
    const qsizetype first = headings.indexOf(limits.worst.toString());
    const qsizetype last = headings.indexOf(limits.best.toString());
    QVERIFY(first >= 0);
    QVERIFY(last > first);
    for (qsizetype c = first; c <= last; ++c) {
        const auto odds = Odds::parse(headings.at(c));
        QVERIFY2(odds, qPrintable(headings.at(c)));
        if (c > first)
            QVERIFY(odds->rank > Odds::parse(headings.at(c - 1))->rank);
    }
}

void TestCombatTables::closeAssaultShiftFromFiveToOneReachesColumnNine()
{
    // Section 3.9: an undisrupted close assault at 5-1 resolves on the unheaded column 9.
    const OddsLimits ca = hsRules(*m_rules).odds.value(QStringLiteral("close_assault"));
    const qsizetype column
        = hsRules(*m_rules).crt.headings.value(ca.table).indexOf(ca.best.toString());
    QCOMPARE(column + ca.columnShift + 1, qsizetype(9));
    QCOMPARE(hsRules(*m_rules).crt.columnCount, 9);
    QCOMPARE(hsRules(*m_rules).crt.headings.value(ca.table).at(8), QString());
    // T12: at 5-1 undisrupted, roll 9 on column 9 is DE-R.
    QCOMPARE(hsRules(*m_rules).crt.grid.at(9, int(column + ca.columnShift)),
             QStringLiteral("DE-R"));
}

void TestCombatTables::gasTable_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<QStringList>("results");

    // Section 5.3: Mercenary A, Mercenary B, Conventional A, Conventional B.
    QTest::newRow("roll 2") << 2 << cells("-    -    -    -");
    QTest::newRow("roll 3") << 3 << cells("-    -    -    -");
    QTest::newRow("roll 4") << 4 << cells("-    -    -    -");
    QTest::newRow("roll 5") << 5 << cells("-    -    -    Dis");
    QTest::newRow("roll 6") << 6 << cells("-    -    -    Dis");
    QTest::newRow("roll 7") << 7 << cells("-    -    Dis  Dis");
    QTest::newRow("roll 8") << 8 << cells("-    -    Dis  Dis");
    QTest::newRow("roll 9") << 9 << cells("Dis  Dis  DE   DE");
    QTest::newRow("roll 10") << 10 << cells("Dis  DE   DE   DE");
    QTest::newRow("roll 11") << 11 << cells("DE   DE   DE   DE");
    QTest::newRow("roll 12") << 12 << cells("DE   DE   DE   DE");
}

void TestCombatTables::gasTable()
{
    QFETCH(int, roll);
    QFETCH(QStringList, results);

    QCOMPARE(hsRules(*m_rules).gasTable.columns,
             cells("mercenary_a mercenary_b conventional_a conventional_b"));
    QCOMPARE(hsRules(*m_rules).gasTable.rows.size(), 11);
    QCOMPARE(hsRules(*m_rules).gasTable.rows.at(roll - 2), results);
}

void TestCombatTables::oddsRoundTrip_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("rank");

    QTest::newRow("1-4") << QStringLiteral("1-4") << -4;
    QTest::newRow("1-2") << QStringLiteral("1-2") << -2;
    QTest::newRow("1-1") << QStringLiteral("1-1") << 1;
    QTest::newRow("3-1") << QStringLiteral("3-1") << 3;
    QTest::newRow("6-1") << QStringLiteral("6-1") << 6;
    QTest::newRow("12-1") << QStringLiteral("12-1") << 12;
}

void TestCombatTables::oddsRoundTrip()
{
    QFETCH(QString, text);
    QFETCH(int, rank);

    const auto odds = Odds::parse(text);
    QVERIFY(odds);
    QCOMPARE(odds->rank, rank);
    QCOMPARE(odds->toString(), text);
}

void TestCombatTables::oddsRejects_data()
{
    QTest::addColumn<QString>("text");

    // Odds are N-1 or 1-M, never anything else.
    QTest::newRow("2-3: neither side is 1") << QStringLiteral("2-3");
    QTest::newRow("0-1: nothing attacks") << QStringLiteral("0-1");
    QTest::newRow("1-0: nothing defends") << QStringLiteral("1-0");
    QTest::newRow("x: not odds") << QStringLiteral("x");
    QTest::newRow("empty") << QString();
    QTest::newRow("3-: no defender") << QStringLiteral("3-");
    QTest::newRow("-1: no attacker") << QStringLiteral("-1");
    QTest::newRow("3:1: wrong separator") << QStringLiteral("3:1");
    QTest::newRow("1-1-1: three parts") << QStringLiteral("1-1-1");
    // Only what toString() writes round-trips; QString::toInt() would skip blanks and signs.
    QTest::newRow("3 - 1: blanks around the dash") << QStringLiteral("3 - 1");
    QTest::newRow("+3-1: a sign") << QStringLiteral("+3-1");
}

void TestCombatTables::oddsRejects()
{
    QFETCH(QString, text);
    QVERIFY(!Odds::parse(text).has_value());
}

void TestCombatTables::oddsRankFavoursTheAttacker()
{
    const QStringList ladder = cells("1-4 1-3 1-2 1-1 2-1 3-1 4-1 5-1 6-1");
    for (qsizetype i = 1; i < ladder.size(); ++i)
        QVERIFY2(Odds::parse(ladder.at(i))->rank > Odds::parse(ladder.at(i - 1))->rank,
                 qPrintable(ladder.at(i)));
    QVERIFY(*Odds::parse(QStringLiteral("2-1")) == Odds {2});
    QVERIFY(!(*Odds::parse(QStringLiteral("1-2")) == Odds {2}));
}

QTEST_GUILESS_MAIN(TestCombatTables)
#include "tst_combattables.moc"
