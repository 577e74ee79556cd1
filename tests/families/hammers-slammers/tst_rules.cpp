// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The rules of play as small functions (validation/rules/), each pinned to the rulebook
// extract shared/rules/seed-000-hammers-slammers.md: odds (§3.9, T10), the CRT at every
// column under both heading offsets (§5.1, §5.2, T11, T12), defence (§3.11, §3.13, T4),
// close assault (§3.14, T12, T13), gas (§3.12, T8), range (§3.8), CAF (§3.10, T6).
// Movement, disruption, rubble, rally and paradrops are in tst_rulesmoves.cpp.

#include "rulestestsupport.h"

using namespace hexwright;
using namespace hexwright::rules;
using namespace hexwright::rulestest;

Q_DECLARE_METATYPE(hexwright::rules::AttackKind)

namespace {

// The book's CRT (§5.1) by column, rolls 2..12 top to bottom.
const char *const BookColumns[9] = {
    "- - - - - - - - - Dis DE",
    "- - - - - - - - - Dis DE",
    "- - - - - - - - Dis DE DE*",
    "- - - - - - - Dis Dis DE DE*",
    "- - - - - Dis Dis Dis DE DE* DE*",
    "- - - Dis Dis Dis Dis DE DE DE* DE-R",
    "- - Dis Dis Dis Dis DE DE DE* DE-R DE-R",
    "- Dis Dis Dis DE DE DE DE* DE-R DE-R DE-R",
    "Dis Dis DE DE DE DE* DE* DE-R DE-R DE-R DE-R",
};

QStringList bookColumn(int column)
{
    return QString::fromLatin1(BookColumns[column - 1]).split(QLatin1Char(' '));
}

Odds odds(const char *text)
{
    return Odds::parse(QLatin1String(text)).value_or(Odds {});
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void choicesComeFromTheRuleset();

    void rawOddsFavourTheDefender_data();
    void rawOddsFavourTheDefender();
    void oddsAreCappedAndFloored_data();
    void oddsAreCappedAndFloored();
    void crtEveryColumnBothOffsets_data();
    void crtEveryColumnBothOffsets();
    void closeAssaultColumns_data();
    void closeAssaultColumns();
    void sharedIndirectRollT11_data();
    void sharedIndirectRollT11();
    void resultChancesAddUpTo36();

    void rangeBands_data();
    void rangeBands();
    void extendedRangeHalvesTheAttack_data();
    void extendedRangeHalvesTheAttack();

    void directFireDefenceT4_data();
    void directFireDefenceT4();
    void directTerrainModifiers_data();
    void directTerrainModifiers();
    void indirectHexDefence_data();
    void indirectHexDefence();

    void closeAssaultAttackT12_data();
    void closeAssaultAttackT12();
    void fortressCloseAssaultT13_data();
    void fortressCloseAssaultT13();

    void gasT8_data();
    void gasT8();

    void counterArtilleryT6();
    void cafAndCpfEligibility();

private:
    const Ruleset *m_rules = nullptr;
};

void TestRules::initTestCase()
{
    m_rules = bundledRuleset();
    QVERIFY(m_rules);
}

void TestRules::choicesComeFromTheRuleset()
{
    QStringList problems;
    const RuleChoices defaults = RuleChoices::fromRuleset(*m_rules, {}, &problems);
    QCOMPARE(problems, QStringList());
    QCOMPARE(defaults.values(), RuleChoices().values());
    // Every option the ruleset ships is one RuleChoices understands.
    for (const RuleOption &option : m_rules->options) {
        for (const QString &value : option.values()) {
            RuleChoices probe;
            QVERIFY2(probe.set(option.id, value), qPrintable(option.id + QLatin1Char('=') + value));
            QCOMPARE(probe.values().value(option.id), value);
        }
    }
    const RuleChoices chosen = RuleChoices::fromRuleset(
        *m_rules,
        {{QStringLiteral("crt_heading_offset"), QStringLiteral("1")},
         {QStringLiteral("second_disruption"), QStringLiteral("sometimes")}},
        &problems);
    QCOMPARE(chosen.crtHeadingOffset, 1);
    QCOMPARE(problems.size(), 1);
    QVERIFY(problems.first().contains(QLatin1String("second_disruption")));
}

void TestRules::rawOddsFavourTheDefender_data()
{
    QTest::addColumn<double>("attack");
    QTest::addColumn<double>("defence");
    QTest::addColumn<QString>("expected");

    QTest::newRow("T10 8:4 is 2-1") << 8.0 << 4.0 << QStringLiteral("2-1");
    QTest::newRow("T10 11:4 is 2-1") << 11.0 << 4.0 << QStringLiteral("2-1");
    QTest::newRow("T10 5:12 is 1-3") << 5.0 << 12.0 << QStringLiteral("1-3");
    QTest::newRow("T10 3:13 is 1-5") << 3.0 << 13.0 << QStringLiteral("1-5");
    QTest::newRow("T10 30:4 is 7-1 before the cap") << 30.0 << 4.0 << QStringLiteral("7-1");
    QTest::newRow("4:4 is 1-1") << 4.0 << 4.0 << QStringLiteral("1-1");
    QTest::newRow("7:4 is 1-1") << 7.0 << 4.0 << QStringLiteral("1-1");
    QTest::newRow("3:4 is 1-2") << 3.0 << 4.0 << QStringLiteral("1-2");
    QTest::newRow("extended range 2.5:5 is 1-2") << 2.5 << 5.0 << QStringLiteral("1-2");
    QTest::newRow("extended range 2.5:6 is 1-3") << 2.5 << 6.0 << QStringLiteral("1-3");
}

void TestRules::rawOddsFavourTheDefender()
{
    QFETCH(double, attack);
    QFETCH(double, defence);
    QFETCH(QString, expected);
    QCOMPARE(rawOdds(attack, defence).toString(), expected);
}

void TestRules::oddsAreCappedAndFloored_data()
{
    QTest::addColumn<AttackKind>("kind");
    QTest::addColumn<double>("attack");
    QTest::addColumn<double>("defence");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("used");
    QTest::addColumn<int>("column0"); // heading offset 0
    QTest::addColumn<int>("column1"); // heading offset 1

    QTest::newRow("T10 8:4 direct is 2-1")
        << AttackKind::Direct << 8.0 << 4.0 << true << QStringLiteral("2-1") << 5 << 6;
    QTest::newRow("T10 3:13 direct is 1-5: illegal")
        << AttackKind::Direct << 3.0 << 13.0 << false << QStringLiteral("1-5") << 0 << 0;
    QTest::newRow("T10 30:4 direct is capped at 5-1")
        << AttackKind::Direct << 30.0 << 4.0 << true << QStringLiteral("5-1") << 8 << 9;
    QTest::newRow("direct 1-4 is the worst legal")
        << AttackKind::Direct << 1.0 << 4.0 << true << QStringLiteral("1-4") << 1 << 2;
    QTest::newRow("T10 indirect 28 vs hex 4: class A 6-1")
        << AttackKind::IndirectA << 28.0 << 4.0 << true << QStringLiteral("6-1") << 8 << 9;
    QTest::newRow("T10 indirect 28 vs hex 4: class B 5-1")
        << AttackKind::IndirectB << 28.0 << 4.0 << true << QStringLiteral("5-1") << 8 << 9;
    QTest::newRow("T10 indirect 1 vs hex 4: class A illegal")
        << AttackKind::IndirectA << 1.0 << 4.0 << false << QStringLiteral("1-4") << 0 << 0;
    QTest::newRow("T10 indirect 1 vs hex 4: class B illegal")
        << AttackKind::IndirectB << 1.0 << 4.0 << false << QStringLiteral("1-4") << 0 << 0;
    QTest::newRow("indirect class B 1-2 is column 3")
        << AttackKind::IndirectB << 2.0 << 4.0 << true << QStringLiteral("1-2") << 3 << 4;
    QTest::newRow("indirect class A 1-2 is column 2")
        << AttackKind::IndirectA << 2.0 << 4.0 << true << QStringLiteral("1-2") << 2 << 3;
    QTest::newRow("CPF reads the direct table: 8 vs 3 is 2-1")
        << AttackKind::CounterParadrop << 8.0 << 3.0 << true << QStringLiteral("2-1") << 5 << 6;
    QTest::newRow("CPF worse than 1-4 is illegal")
        << AttackKind::CounterParadrop << 1.0 << 5.0 << false << QStringLiteral("1-5") << 0 << 0;
}

void TestRules::oddsAreCappedAndFloored()
{
    QFETCH(AttackKind, kind);
    QFETCH(double, attack);
    QFETCH(double, defence);
    QFETCH(bool, legal);
    QFETCH(QString, used);
    QFETCH(int, column0);
    QFETCH(int, column1);

    for (int offset : {0, 1}) {
        RuleChoices choices;
        choices.crtHeadingOffset = offset;
        const OddsReading reading = readOdds(kind, attack, defence, *m_rules, choices);
        QCOMPARE(reading.legal, legal);
        QCOMPARE(reading.used.toString(), used);
        QCOMPARE(reading.column, offset == 0 ? column0 : column1);
        if (!legal)
            QCOMPARE(crtResult(*m_rules, 12, reading), QStringLiteral("-"));
    }
}

void TestRules::crtEveryColumnBothOffsets_data()
{
    QTest::addColumn<int>("offset");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("odds");
    QTest::addColumn<int>("column");

    const QList<std::pair<const char *, const char *>> tables {
        {"direct_close", "1-4 1-3 1-2 1-1 2-1 3-1 4-1 5-1"},
        {"indirect_b", "1-2 1-1 2-1 3-1 4-1 5-1"},
        {"indirect_a", "1-2 1-1 2-1 3-1 4-1 5-1 6-1"},
    };
    // Offset 0 (§5.1): direct 1-4 heads column 1, class B 1-2 column 3, class A 1-2 column 2.
    // Offset 1 (§5.2): every heading one column to the right.
    const QMap<QString, int> first {{QStringLiteral("direct_close"), 1},
                                    {QStringLiteral("indirect_b"), 3},
                                    {QStringLiteral("indirect_a"), 2}};
    for (int offset : {0, 1}) {
        for (const auto &[table, row] : tables) {
            const QStringList headings = QString::fromLatin1(row).split(QLatin1Char(' '));
            for (int i = 0; i < headings.size(); ++i) {
                const int column = first.value(QLatin1String(table)) + i + offset;
                QTest::addRow("offset %d %s %s is column %d", offset, table,
                              qPrintable(headings.at(i)), column)
                    << offset << QString::fromLatin1(table) << headings.at(i) << column;
            }
        }
    }
}

void TestRules::crtEveryColumnBothOffsets()
{
    QFETCH(int, offset);
    QFETCH(QString, table);
    QFETCH(QString, odds);
    QFETCH(int, column);

    RuleChoices choices;
    choices.crtHeadingOffset = offset;
    QCOMPARE(crtColumn(*m_rules, table, ::odds(qPrintable(odds)), choices), column);
    const QStringList book = bookColumn(column);
    for (int roll = 2; roll <= 12; ++roll)
        QCOMPARE(crtResult(*m_rules, roll, column), book.at(roll - 2));
}

void TestRules::closeAssaultColumns_data()
{
    QTest::addColumn<double>("attack");
    QTest::addColumn<double>("defence");
    QTest::addColumn<int>("shift");
    QTest::addColumn<bool>("atWorst"); // close_assault_below_1_4: at_1_4
    QTest::addColumn<int>("column0");
    QTest::addColumn<int>("column1");

    QTest::newRow("T12 undisrupted at 5-1 shifts to column 9")
        << 30.0 << 6.0 << 1 << false << 9 << 9;
    QTest::newRow("disrupted at 5-1 stays on column 8") << 30.0 << 6.0 << 0 << false << 8 << 9;
    QTest::newRow("undisrupted at 1-1 reads the 2-1 column") << 4.0 << 4.0 << 1 << false << 5 << 6;
    QTest::newRow("undisrupted at 1-4 reads the 1-3 column") << 1.0 << 4.0 << 1 << false << 2 << 3;
    QTest::newRow("1-5 undisrupted: column zero lifted to column 1")
        << 1.0 << 5.0 << 1 << false << 1 << 1;
    QTest::newRow("1-5 disrupted: column zero, no result") << 1.0 << 5.0 << 0 << false << 0 << 0;
    QTest::newRow("1-5 resolved at 1-4, undisrupted") << 1.0 << 5.0 << 1 << true << 2 << 3;
    QTest::newRow("1-5 resolved at 1-4, disrupted") << 1.0 << 5.0 << 0 << true << 1 << 2;
}

void TestRules::closeAssaultColumns()
{
    QFETCH(double, attack);
    QFETCH(double, defence);
    QFETCH(int, shift);
    QFETCH(bool, atWorst);
    QFETCH(int, column0);
    QFETCH(int, column1);

    for (int offset : {0, 1}) {
        RuleChoices choices;
        choices.crtHeadingOffset = offset;
        if (atWorst)
            choices.closeAssaultBelowWorst = RuleChoices::CloseAssaultBelowWorst::AtWorst;
        const OddsReading reading
            = readOdds(AttackKind::CloseAssault, attack, defence, *m_rules, choices, shift);
        QVERIFY(reading.legal); // close assault is compulsory
        QCOMPARE(reading.column, offset == 0 ? column0 : column1);
        if (reading.column == 0) {
            for (int roll = 2; roll <= 12; ++roll)
                QCOMPARE(crtResult(*m_rules, roll, reading), QStringLiteral("-"));
        }
    }
}

void TestRules::sharedIndirectRollT11_data()
{
    QTest::addColumn<int>("offset");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("result");

    QTest::newRow("T11 offset 0: both on column 8, roll 9 is DE*")
        << 0 << 8 << QStringLiteral("DE*");
    QTest::newRow("T11 offset 1: both on column 9, roll 9 is DE-R")
        << 1 << 9 << QStringLiteral("DE-R");
}

void TestRules::sharedIndirectRollT11()
{
    QFETCH(int, offset);
    QFETCH(int, column);
    QFETCH(QString, result);

    TestField field(*m_rules);
    RuleChoices choices;
    choices.crtHeadingOffset = offset;
    const int defence = rules::indirectHexDefence(field.battlefield(), field.centre());
    QCOMPARE(defence, 2); // clear
    const IndirectReading reading = readIndirect(12, defence, *m_rules, choices);
    QCOMPARE(reading.classA.used.toString(), QStringLiteral("6-1"));
    QCOMPARE(reading.classB.used.toString(), QStringLiteral("5-1"));
    QCOMPARE(reading.classA.column, column);
    QCOMPARE(reading.classB.column, column);
    QCOMPARE(crtResult(*m_rules, 9, reading.classA), result);
    QCOMPARE(crtResult(*m_rules, 9, reading.classB), result);
    QVERIFY(resultRubbles(result, AttackKind::IndirectA, false));
}

void TestRules::resultChancesAddUpTo36()
{
    for (int column = 0; column <= 9; ++column) {
        int total = 0;
        for (int ways : resultChances(*m_rules, column))
            total += ways;
        QCOMPARE(total, 36);
    }
    const QMap<QString, int> first = resultChances(*m_rules, 1);
    QCOMPARE(first.value(QStringLiteral("Dis")), 2);
    QCOMPARE(first.value(QStringLiteral("DE")), 1);
    QCOMPARE(resultChances(*m_rules, 0).value(QStringLiteral("-")), 36);
}

void TestRules::rangeBands_data()
{
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("extendedAllowed");
    QTest::addColumn<int>("band");

    // A unit of printed range 4.
    QTest::newRow("at printed range: full") << 4 << true << int(RangeBand::Printed);
    QTest::newRow("one beyond: extended") << 5 << true << int(RangeBand::Extended);
    QTest::newRow("twice the range: extended") << 8 << true << int(RangeBand::Extended);
    QTest::newRow("beyond twice: out of range") << 9 << true << int(RangeBand::OutOfRange);
    QTest::newRow("CAF and CPF have no extended range") << 5 << false << int(RangeBand::OutOfRange);
}

void TestRules::rangeBands()
{
    QFETCH(int, distance);
    QFETCH(bool, extendedAllowed);
    QFETCH(int, band);
    QCOMPARE(int(rangeBand(distance, 4, extendedAllowed, *m_rules)), band);
    TestField field(*m_rules);
    QCOMPARE(fireRange(field.centre(), field.at(N * distance)), distance);
}

void TestRules::extendedRangeHalvesTheAttack_data()
{
    QTest::addColumn<QString>("rounding");
    QTest::addColumn<double>("attack");

    QTest::newRow("exact halves kept: 5 -> 2.5") << QStringLiteral("exact") << 2.5;
    QTest::newRow("round down: 5 -> 2") << QStringLiteral("round_down") << 2.0;
    QTest::newRow("round up: 5 -> 3") << QStringLiteral("round_up") << 3.0;
}

void TestRules::extendedRangeHalvesTheAttack()
{
    QFETCH(QString, rounding);
    QFETCH(double, attack);
    RuleChoices choices;
    QVERIFY(choices.set(QStringLiteral("extended_range_attack"), rounding));
    QCOMPARE(attackAtRange(5, RangeBand::Extended, *m_rules, choices), attack);
    QCOMPARE(attackAtRange(5, RangeBand::Printed, *m_rules, choices), 5.0);
    QCOMPARE(attackAtRange(5, RangeBand::OutOfRange, *m_rules, choices), 0.0);
}

void TestRules::directFireDefenceT4_data()
{
    QTest::addColumn<QList<int>>("targeted");
    QTest::addColumn<int>("defence");

    QTest::newRow("T4 both DF-2 units targeted in +2 terrain: 6") << QList<int> {2, 2} << 6;
    QTest::newRow("T4 one of them targeted: 4") << QList<int> {2} << 4;
}

void TestRules::directFireDefenceT4()
{
    QFETCH(QList<int>, targeted);
    QFETCH(int, defence);
    TestField field(*m_rules);
    field.setTerrain(field.centre(), "forest");
    const DirectDefence d
        = directFireDefence(field.battlefield(), field.centre(), targeted, false, RuleChoices());
    QCOMPARE(d.terrain, 2);
    QCOMPARE(d.total(), defence);
}

void TestRules::directTerrainModifiers_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<bool>("rubble");
    QTest::addColumn<bool>("fortress");
    QTest::addColumn<bool>("flatRubble");
    QTest::addColumn<bool>("inside");
    QTest::addColumn<int>("modifier"); // for two DF-3 units
    QTest::addColumn<int>("total");

    QTest::newRow("clear adds nothing")
        << QStringLiteral("clear") << false << false << false << false << 0 << 6;
    QTest::newRow("city adds 6") << QStringLiteral("city") << false << false << false << false << 6
                                 << 12;
    QTest::newRow("rubbled city: terrain + 2 = 8")
        << QStringLiteral("city") << true << false << false << false << 8 << 14;
    QTest::newRow("rubbled city, flat option: 2")
        << QStringLiteral("city") << true << false << true << false << 2 << 8;
    QTest::newRow("rubbled clear: 2")
        << QStringLiteral("clear") << true << false << false << false << 2 << 8;
    QTest::newRow("fortress +12 and no terrain")
        << QStringLiteral("forest") << false << true << false << true << 12 << 18;
    QTest::newRow("units outside the fortress get the terrain")
        << QStringLiteral("forest") << false << true << false << false << 2 << 8;
}

void TestRules::directTerrainModifiers()
{
    QFETCH(QString, terrain);
    QFETCH(bool, rubble);
    QFETCH(bool, fortress);
    QFETCH(bool, flatRubble);
    QFETCH(bool, inside);
    QFETCH(int, modifier);
    QFETCH(int, total);

    TestField field(*m_rules);
    field.setTerrain(field.centre(), qPrintable(terrain));
    Battlefield ground = field.battlefield();
    ground.setRubble(field.centre(), rubble);
    ground.setFortress(field.centre(), fortress);
    RuleChoices choices;
    if (flatRubble)
        choices.rubbleDirectDefence = RuleChoices::RubbleDirect::Flat2;
    const DirectDefence d = directFireDefence(ground, field.centre(), {3, 3}, inside, choices);
    QCOMPARE(d.terrain, modifier);
    QCOMPARE(d.total(), total);
    if (!fortress)
        QCOMPARE(directTerrainModifier(ground, field.centre(), choices), modifier);

    if (fortress && inside) {
        choices.fortressDirectBonus = RuleChoices::FortressDirect::PerUnit;
        QCOMPARE(directFireDefence(ground, field.centre(), {3, 3}, true, choices).total(), 30);
    }
}

void TestRules::indirectHexDefence_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<bool>("rubble");
    QTest::addColumn<bool>("fortress");
    QTest::addColumn<int>("defence");

    QTest::newRow("clear 2") << QStringLiteral("clear") << false << false << 2;
    QTest::newRow("forest 4") << QStringLiteral("forest") << false << false << 4;
    QTest::newRow("bridge 4") << QStringLiteral("bridge") << false << false << 4;
    QTest::newRow("city 8") << QStringLiteral("city") << false << false << 8;
    QTest::newRow("rubbled city 10") << QStringLiteral("city") << true << false << 10;
    QTest::newRow("rubbled clear 4") << QStringLiteral("clear") << true << false << 4;
    QTest::newRow("fortress 12, no other terrain")
        << QStringLiteral("slope") << false << true << 12;
}

void TestRules::indirectHexDefence()
{
    QFETCH(QString, terrain);
    QFETCH(bool, rubble);
    QFETCH(bool, fortress);
    QFETCH(int, defence);
    TestField field(*m_rules);
    field.setTerrain(field.centre(), qPrintable(terrain));
    Battlefield ground = field.battlefield();
    ground.setRubble(field.centre(), rubble);
    ground.setFortress(field.centre(), fortress);
    QCOMPARE(rules::indirectHexDefence(ground, field.centre()), defence);
}

void TestRules::closeAssaultAttackT12_data()
{
    QTest::addColumn<QList<CloseAssaultAttacker>>("attackers");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<double>("attack");
    QTest::addColumn<int>("shift");

    const CloseAssaultAttacker infantry {3, true, false, false};
    const CloseAssaultAttacker disruptedInfantry {3, true, true, false};
    const CloseAssaultAttacker paratrooper {3, true, false, true};
    const CloseAssaultAttacker tank {5, false, false, false};
    const CloseAssaultAttacker disruptedTank {5, false, true, false};
    using List = QList<CloseAssaultAttacker>;
    QTest::newRow("T12 undisrupted infantry A3 doubles to 6, +1 column")
        << List {infantry} << true << 6.0 << 1;
    QTest::newRow("T12 disrupted infantry: 3, no shift")
        << List {disruptedInfantry} << true << 3.0 << 0;
    QTest::newRow("T12 paratrooper in its first round: doubles, no shift")
        << List {paratrooper} << true << 6.0 << 0;
    QTest::newRow("a tank does not double but shifts") << List {tank} << true << 5.0 << 1;
    QTest::newRow("infantry and tank combine: 11, +1")
        << List {infantry, tank} << true << 11.0 << 1;
    QTest::newRow("two disrupted units combine without bonus")
        << List {disruptedInfantry, disruptedTank} << true << 8.0 << 0;
    QTest::newRow("disrupted may not combine with undisrupted")
        << List {infantry, disruptedTank} << false << 11.0 << 0;
}

void TestRules::closeAssaultAttackT12()
{
    QFETCH(QList<CloseAssaultAttacker>, attackers);
    QFETCH(bool, legal);
    QFETCH(double, attack);
    QFETCH(int, shift);
    const CloseAssaultAttack a = closeAssaultAttack(attackers);
    QCOMPARE(a.legal, legal);
    QCOMPARE(a.attack, attack);
    QCOMPARE(a.columnShift, shift);
}

void TestRules::fortressCloseAssaultT13_data()
{
    QTest::addColumn<bool>("inside");
    QTest::addColumn<int>("round");
    QTest::addColumn<int>("defence");

    QTest::newRow("T13 round 1: defenders in the fortress +12") << true << 1 << 18;
    QTest::newRow("T13 round 2: no bonus") << true << 2 << 6;
    QTest::newRow("no fortress: DF only, terrain ignored") << false << 1 << 6;
}

void TestRules::fortressCloseAssaultT13()
{
    QFETCH(bool, inside);
    QFETCH(int, round);
    QFETCH(int, defence);
    QCOMPARE(closeAssaultDefence({3, 3}, inside, round, *m_rules), defence);
}

void TestRules::gasT8_data()
{
    QTest::addColumn<bool>("mercenary");
    QTest::addColumn<QChar>("targetClass");
    QTest::addColumn<bool>("bookExample");
    QTest::addColumn<int>("roll");
    QTest::addColumn<QString>("result");

    const QChar a = QLatin1Char('A');
    const QChar b = QLatin1Char('B');
    QTest::newRow("T8 conventional infantry (Conv B) roll 4: no effect")
        << false << b << false << 4 << QStringLiteral("-");
    QTest::newRow("T8 Conv B roll 5: Dis") << false << b << false << 5 << QStringLiteral("Dis");
    QTest::newRow("T8 Conv B roll 8: Dis") << false << b << false << 8 << QStringLiteral("Dis");
    QTest::newRow("T8 Conv B roll 9: DE") << false << b << false << 9 << QStringLiteral("DE");
    QTest::newRow("Conv A roll 7: Dis") << false << a << false << 7 << QStringLiteral("Dis");
    QTest::newRow("Conv A roll 6: no effect") << false << a << false << 6 << QStringLiteral("-");
    QTest::newRow("Merc A roll 8: no effect") << true << a << false << 8 << QStringLiteral("-");
    QTest::newRow("Merc A roll 10: Dis") << true << a << false << 10 << QStringLiteral("Dis");
    QTest::newRow("Merc A roll 11: DE") << true << a << false << 11 << QStringLiteral("DE");
    QTest::newRow("Merc B roll 10: DE") << true << b << false << 10 << QStringLiteral("DE");
    QTest::newRow("T8 book example roll 8: Dis")
        << false << b << true << 8 << QStringLiteral("Dis");
    QTest::newRow("T8 book example roll 9: Dis, not DE")
        << false << b << true << 9 << QStringLiteral("Dis");
    QTest::newRow("T8 book example roll 10: DE")
        << false << b << true << 10 << QStringLiteral("DE");
    QTest::newRow("T8 book example roll 6: no effect")
        << false << b << true << 6 << QStringLiteral("-");
}

void TestRules::gasT8()
{
    QFETCH(bool, mercenary);
    QFETCH(QChar, targetClass);
    QFETCH(bool, bookExample);
    QFETCH(int, roll);
    QFETCH(QString, result);
    RuleChoices choices;
    if (bookExample)
        choices.gasResults = RuleChoices::GasResults::BookExample;
    QCOMPARE(gasResult(*m_rules, mercenary, targetClass, roll, choices), result);
    // Gas never rubbles.
    QVERIFY(!resultRubbles(QStringLiteral("DE-R"), AttackKind::IndirectB, true));
}

void TestRules::counterArtilleryT6()
{
    // Hex 1: artillery A and B; the defender's one CAF unit cancels B (his choice).
    const CafResolution first = allocateCaf({QStringLiteral("A"), QStringLiteral("B")},
                                            {QStringLiteral("caf1"), QStringLiteral("caf2")},
                                            {{QStringLiteral("caf1"), QStringLiteral("B")}});
    QCOMPARE(first.cancelled, QStringList {QStringLiteral("B")});
    QCOMPARE(first.firing, QStringList {QStringLiteral("A")});
    QCOMPARE(first.cafUsed, QStringList {QStringLiteral("caf1")});
    QVERIFY(first.problems.isEmpty());

    // Or A instead: the choice is the defender's.
    const CafResolution other
        = allocateCaf({QStringLiteral("A"), QStringLiteral("B")}, {QStringLiteral("caf1")},
                      {{QStringLiteral("caf1"), QStringLiteral("A")}});
    QCOMPARE(other.firing, QStringList {QStringLiteral("B")});

    // Hex 2: C can be cancelled only by a different, unused CAF unit.
    const QStringList stillAvailable {QStringLiteral("caf2")};
    const CafResolution reused = allocateCaf({QStringLiteral("C")}, stillAvailable,
                                             {{QStringLiteral("caf1"), QStringLiteral("C")}});
    QCOMPARE(reused.firing, QStringList {QStringLiteral("C")});
    QCOMPARE(reused.problems.size(), 1);
    const CafResolution fresh = allocateCaf({QStringLiteral("C")}, stillAvailable,
                                            {{QStringLiteral("caf2"), QStringLiteral("C")}});
    QCOMPARE(fresh.cancelled, QStringList {QStringLiteral("C")});
    QVERIFY(fresh.firing.isEmpty());

    // One CAF unit cancels one counter only; a counter is cancelled once.
    const CafResolution twice = allocateCaf({QStringLiteral("A"), QStringLiteral("B")},
                                            {QStringLiteral("caf1"), QStringLiteral("caf2")},
                                            {{QStringLiteral("caf1"), QStringLiteral("A")},
                                             {QStringLiteral("caf1"), QStringLiteral("B")},
                                             {QStringLiteral("caf2"), QStringLiteral("A")}});
    QCOMPARE(twice.cancelled, QStringList {QStringLiteral("A")});
    QCOMPARE(twice.firing, QStringList {QStringLiteral("B")});
    QCOMPARE(twice.problems.size(), 2);
}

void TestRules::cafAndCpfEligibility()
{
    const UnitType *tank = m_rules->findUnitType(QStringLiteral("slam_hover_tank"));
    const UnitType *convTank = m_rules->findUnitType(QStringLiteral("conv_tank"));
    QVERIFY(tank && convTank);
    const int range = tank->factors.range;
    RuleChoices choices;
    QVERIFY(canFireCaf(*tank, false, false, false, range, true));
    QVERIFY(!canFireCaf(*tank, false, false, true, range, true)); // T6: has fired already
    QVERIFY(!canFireCaf(*tank, true, false, false, range, true)); // disrupted
    QVERIFY(!canFireCaf(*tank, false, true, false, range, true)); // in a close assault
    QVERIFY(!canFireCaf(*tank, false, false, false, range + 1, true)); // no extended range
    QVERIFY(!canFireCaf(*tank, false, false, false, range, false)); // needs LOS
    QVERIFY(!canFireCaf(*convTank, false, false, false, 1, true)); // conventional tanks cannot
    QVERIFY(!canFireCpf(*tank, false, false, false, range, false, choices));
    choices.cpfNeedsLos = false;
    QVERIFY(canFireCpf(*tank, false, false, false, range, false, choices));
}

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
