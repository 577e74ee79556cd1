// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The declarative force constraints: the ruleset's (the cost chart's footnotes and section 6
// of the book) and a scenario's own, checked on forces built in memory; the schema they are
// read with; and the words their messages use.

#include "checks/checkcodes.h"
#include "checks/constraintchecks.h"
#include "checks/constraintwording.h"

#include "io/schemareader.h"
#include "io/yamltree.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"

#include <QStandardPaths>
#include <QTest>

using namespace hexwright;

namespace {

QStringList words(const QString &text, QChar separator = QLatin1Char(' '))
{
    return text.split(separator, Qt::SkipEmptyParts);
}

/**
 * Four one-colour sides, Tan, Green, Blue and Red, each with morale 9 (no rally cost), and the
 * forces written one entry per ';': "red merc_combat_car 5 [option...] [@hex]". @p budgets:
 * "tan=100 red=300"; @p morale: "green=7,8" gives Green two morale blocks.
 */
Scenario buildScenario(const QString &forces, const QString &budgets = QString(),
                       const QString &morale = QString())
{
    Scenario s;
    const QStringList colours = words(QStringLiteral("tan green blue red"));
    int line = 10;
    for (const QString &colour : colours) {
        Side side;
        side.id = colour;
        side.name = colour.at(0).toUpper() + colour.mid(1);
        side.colours = {colour};
        side.position = {line++, 5};
        MoraleBlock block;
        block.colours = {colour};
        block.value = 9;
        side.morale = {block};
        s.sides.append(side);
    }
    for (const QString &b : words(budgets)) {
        for (Side &side : s.sides) {
            if (side.id == b.section(QLatin1Char('='), 0, 0))
                side.budget = b.section(QLatin1Char('='), 1).toInt();
        }
    }
    for (const QString &m : words(morale)) {
        for (Side &side : s.sides) {
            if (side.id != m.section(QLatin1Char('='), 0, 0))
                continue;
            side.morale.clear();
            for (const QString &v : words(m.section(QLatin1Char('='), 1), QLatin1Char(','))) {
                MoraleBlock block;
                block.colours = side.colours;
                block.value = v.toInt();
                side.morale.append(block);
            }
        }
    }
    line = 100;
    for (const QString &text : words(forces, QLatin1Char(';'))) {
        const QStringList parts = words(text);
        ForceEntry f;
        f.side = f.colour = parts.value(0);
        f.unitType = parts.value(1);
        f.count = parts.value(2).toInt();
        f.id = QStringLiteral("%1-%2").arg(f.colour).arg(s.forces.size() + 1);
        f.position = {line, 5};
        line += 10;
        for (const QString &extra : parts.mid(3)) {
            if (extra.startsWith(QLatin1Char('@'))) {
                f.placement.kind = Placement::Kind::Hex;
                parseHexLabel(extra.mid(1), 2, &f.placement.hex);
            } else {
                f.options.append(extra);
            }
        }
        s.forces.append(f);
    }
    return s;
}

/// QStringList from literals (QT_NO_CAST_FROM_ASCII).
QStringList lines(std::initializer_list<const char *> texts)
{
    QStringList out;
    for (const char *text : texts)
        out.append(QString::fromUtf8(text));
    return out;
}

Scenario buildScenario(const char *forces, const char *budgets = "", const char *morale = "")
{
    return buildScenario(QString::fromUtf8(forces), QString::fromUtf8(budgets),
                         QString::fromUtf8(morale));
}

/// "code: message" per diagnostic, the way the rows below expect them.
QStringList messages(const Diagnostics &diagnostics)
{
    QStringList out;
    for (const Diagnostic &d : diagnostics)
        out.append(d.code + QStringLiteral(": ") + d.message);
    return out;
}

} // namespace

class TestConstraints : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void rulebookConstraints_data();
    void rulebookConstraints();
    void scenarioConstraints_data();
    void scenarioConstraints();
    void problemPointsAtTheEntryThatShowsIt_data();
    void problemPointsAtTheEntryThatShowsIt();
    void moraleProblemPointsAtTheSide();
    void severityComesFromTheConstraint();
    void readerRejectsBadConstraints_data();
    void readerRejectsBadConstraints();
    void everyConstraintIsACheck();
    void paratroopListIsTheParadropAbility();
    void unitNouns_data();
    void unitNouns();

private:
    /// Reads one constraint written as YAML (a flow mapping) against the bundled ruleset.
    std::optional<ForceConstraint> readConstraint(const QString &yaml, Diagnostics &diagnostics);
    std::optional<ForceConstraint> readConstraint(const char *yaml, Diagnostics &diagnostics)
    {
        return readConstraint(QString::fromUtf8(yaml), diagnostics);
    }

    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
};

void TestConstraints::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(QStringLiteral("hammers-slammers"), diagnostics);
    QVERIFY(m_rules);
}

std::optional<ForceConstraint> TestConstraints::readConstraint(const QString &yaml,
                                                               Diagnostics &diagnostics)
{
    auto document = YamlDocument::parse((yaml + QLatin1Char('\n')).toUtf8(),
                                        QStringLiteral("c.yaml"), diagnostics);
    if (!document || !document->root())
        return std::nullopt;
    ReadContext context(QStringLiteral("c.yaml"), diagnostics);
    std::optional<ForceConstraint> c;
    {
        MappingReader in(context, document->root(), QStringLiteral("constraint 1"));
        if (in.isValid())
            c = readForceConstraint(context, in, m_rules);
    }
    return c;
}

void TestConstraints::rulebookConstraints_data()
{
    QTest::addColumn<QString>("forces");
    QTest::addColumn<QString>("budgets");
    QTest::addColumn<QString>("morale");
    QTest::addColumn<QStringList>("expected");

    // Section 4.4 "*" and V2: all gas-capable artillery of a colour has gas, or none has.
    QTest::newRow("V2 all large guns of a colour with gas") << "green conv_large_gun 3 gas"
                                                            << ""
                                                            << "" << QStringList();
    QTest::newRow("V2 no gas at all") << "green conv_large_gun 3; green conv_howitzer 2"
                                      << ""
                                      << "" << QStringList();
    QTest::newRow("V2 two of three large guns with gas")
        << "green conv_large_gun 2 gas; green conv_large_gun 1"
        << ""
        << ""
        << lines({"gas-all-or-none: Green: 2 of 3 large guns have gas; gas is all or none "
                  "within a colour"});
    QTest::newRow("V2 gas on the guns but not on the howitzer")
        << "tan conv_large_gun 2 gas; tan conv_howitzer 1; tan conv_tank 4"
        << ""
        << ""
        << lines({"gas-all-or-none: Tan: 2 of 3 units (Large Gun, Howitzer) have gas; gas "
                  "is all or none within a colour"});
    QTest::newRow("V2 the scope is the colour: Tan's gas says nothing of Green's")
        << "tan conv_small_gun 2 gas; green conv_small_gun 2"
        << ""
        << "" << QStringList();
    // V3: within a colour, all tanks have ECM or none; Red and Blue only.
    QTest::newRow("V3 one of four Slammers tanks with ECM")
        << "blue slam_hover_tank 1 ecm; blue slam_hover_tank 3"
        << ""
        << ""
        << lines({"ecm-all-or-none: Blue: 1 of 4 hover tanks has ECM; ECM is all or none "
                  "within a colour"});
    QTest::newRow("V3 all mercenary tanks with ECM")
        << "red merc_hover_tank 4 ecm; red merc_combat_car 2"
        << ""
        << "" << QStringList();
    // V4, V5: militia excludes regular infantry, buses exclude armored cars.
    QTest::newRow("V4 militia and regular infantry in one colour")
        << "green conv_militia 16; green conv_infantry 2"
        << ""
        << ""
        << lines({"militia-excludes-infantry: Green: 16 militia infantry and 2 infantry; "
                  "militia infantry and infantry exclude each other within a colour"});
    QTest::newRow("V4 militia in one colour, infantry in the other")
        << "green conv_militia 16; tan conv_infantry 8"
        << ""
        << "" << QStringList();
    QTest::newRow("V5 buses and an armored car")
        << "tan conv_armored_car 1; tan conv_buses 10"
        << ""
        << ""
        << lines({"buses-exclude-armored-cars: Tan: 1 armored car and 10 buses; armored "
                  "cars and buses exclude each other within a colour"});
    // V6: one morale per colour.
    QTest::newRow("V6 a colour named in two morale blocks with 7 and 8")
        << "green conv_infantry 6"
        << ""
        << "green=7,8"
        << lines({"one-morale-per-colour: Green: 2 morale blocks give morale 7 and 8; all "
                  "units of a colour have the same morale"});
    QTest::newRow("V6 two blocks with the same morale") << "green conv_infantry 6"
                                                        << ""
                                                        << "green=7,7" << QStringList();
    // V7: points within the budget; unit costs with gas and ECM, rally costs, paratroops.
    QTest::newRow("V7 exactly on budget: 4 tanks with ECM are 140") << "red merc_hover_tank 4 ecm"
                                                                    << "red=140"
                                                                    << "" << QStringList();
    QTest::newRow("V7 one point over budget")
        << "red merc_hover_tank 4 ecm"
        << "red=139"
        << "" << lines({"points-budget: Red: 140 of 139 points, 1 over budget"});
    QTest::newRow("V7 rally cost of morale 7 counts: 10 infantry are 100, not 80")
        << "tan conv_infantry 10"
        << "tan=90"
        << "tan=7" << lines({"points-budget: Tan: 100 of 90 points, 10 over budget"});
    QTest::newRow("V7 paratroops cost 2 more a unit")
        << "tan conv_infantry 10 paratroop"
        << "tan=90"
        << "" << lines({"points-budget: Tan: 100 of 90 points, 10 over budget"});
    QTest::newRow("V7 no budget, no limit") << "tan conv_tank 40"
                                            << ""
                                            << "" << QStringList();
    // V8: paradrops only for infantry, small guns, armored cars and APCs.
    QTest::newRow("V8 infantry, small guns, armored cars and APCs may drop")
        << "tan conv_infantry 4 paratroop; tan conv_small_gun 1 paratroop; tan conv_armored_car "
           "1 paratroop; tan conv_apc 2 paratroop; red merc_infantry 3 paratroop"
        << ""
        << "" << QStringList();
    QTest::newRow("V8 tanks may not drop")
        << "tan conv_tank 2 paratroop"
        << ""
        << ""
        << lines({"paratroop-eligible: Tan: 2 tanks have paratroop drop; only infantry, "
                  "small guns, armored cars and armored personnel carriers may have it"});
    QTest::newRow("V8 nor a howitzer")
        << "red merc_howitzer 1 paratroop"
        << ""
        << ""
        << lines({"paratroop-eligible: Red: 1 howitzer has paratroop drop; only infantry, "
                  "small guns, armored cars and armored personnel carriers may have it"});
    // Section 6 guidance: more than 1000 points is usually too cumbersome (a warning).
    QTest::newRow("guidance: 1020 points is cumbersome")
        << "tan conv_large_gun 51"
        << ""
        << "" << lines({"cumbersome-force: Tan: 1020 of 1000 points, 20 over the limit"});
    QTest::newRow("guidance: 1020 points over a budget of 1000 is both")
        << "tan conv_large_gun 51"
        << "tan=1000"
        << ""
        << lines({"points-budget: Tan: 1020 of 1000 points, 20 over budget",
                  "cumbersome-force: Tan: 1020 of 1000 points, 20 over the limit"});
}

void TestConstraints::rulebookConstraints()
{
    QFETCH(QString, forces);
    QFETCH(QString, budgets);
    QFETCH(QString, morale);
    QFETCH(QStringList, expected);
    const Scenario s = buildScenario(forces, budgets, morale);
    QCOMPARE(messages(checkConstraints(s, *m_rules, QStringLiteral("s.yaml"))), expected);
}

void TestConstraints::scenarioConstraints_data()
{
    QTest::addColumn<QString>("constraint");
    QTest::addColumn<QString>("forces");
    QTest::addColumn<QString>("budgets");
    QTest::addColumn<QStringList>("expected");

    // Scenario 14: "Blue and Red at most 4 combat cars" each.
    const char *combatCars
        = "{id: combat-cars, kind: count, label: combat cars, unit_types: [merc_combat_car, "
          "slam_combat_car], max: 4, scope: colour, colours: [blue, red]}";
    QTest::newRow("sc.14 four combat cars each")
        << combatCars << "red merc_combat_car 4; blue slam_combat_car 4"
        << "" << QStringList();
    QTest::newRow("sc.14 Red with five combat cars")
        << combatCars << "red merc_combat_car 3; red merc_combat_car 2; blue slam_combat_car 4"
        << "" << lines({"scenario-count: Red: 5 combat cars (Combat Car), at most 4"});
    QTest::newRow("a count at least")
        << "{id: garrison, kind: count, unit_types: [conv_infantry], min: 6, scope: side, "
           "colours: [tan]}"
        << "tan conv_infantry 2; tan conv_tank 3"
        << "" << lines({"scenario-count: Tan: 2 infantry, at least 6"});
    QTest::newRow("a count of all units of a side")
        << "{id: small, kind: count, max: 10, scope: side}"
        << "tan conv_tank 6; tan conv_infantry 6; red merc_infantry 10"
        << "" << lines({"scenario-count: Tan: 12 units (Tank, Infantry), at most 10"});
    // Scenario 14: 300 points each, whatever the sides' budgets say.
    QTest::newRow("sc.14 300 points each")
        << "{id: spice-budget, kind: points_budget, max: 300, scope: side}"
        << "tan conv_tank 18; green conv_tank 17"
        << "" << lines({"scenario-points-budget: Tan: 306 of 300 points, 6 over the limit"});
    QTest::newRow("a colour's points")
        << "{id: green-cap, kind: points_budget, max: 100, scope: colour, colours: [green]}"
        << "green conv_infantry 13; tan conv_infantry 20"
        << "" << lines({"scenario-points-budget: Green: 104 of 100 points, 4 over the limit"});
    QTest::newRow("at most a quarter of the points on artillery")
        << "{id: guns, kind: points_percentage, label: artillery, unit_types: [conv_large_gun, "
           "conv_howitzer], max: 25, scope: side}"
        << "tan conv_large_gun 2; tan conv_howitzer 1; tan conv_infantry 12"
        << ""
        << lines({"scenario-points-percentage: Tan: 64 of 160 points (40 %) on artillery "
                  "(Large Gun, Howitzer), at most 25 %"});
    QTest::newRow("at least a fifth on infantry, rounded down")
        << "{id: foot, kind: points_percentage, unit_types: [conv_infantry], min: 20, scope: "
           "colour}"
        << "tan conv_infantry 1; tan conv_tank 2"
        << ""
        << lines({"scenario-points-percentage: Tan: 8 of 42 points (19 %) on infantry, at "
                  "least 20 %"});
    QTest::newRow("a share exactly on the limit")
        << "{id: foot, kind: points_percentage, unit_types: [conv_infantry], max: 50, scope: "
           "colour}"
        << "tan conv_infantry 2; tan conv_apc 1; tan conv_calliope 7"
        << "" << QStringList();
    QTest::newRow("paratroops all or none")
        << "{id: drop, kind: all_or_none_option, option: paratroop, scope: colour}"
        << "tan conv_infantry 4 paratroop; tan conv_apc 2; tan conv_tank 4"
        << ""
        << lines({"scenario-all-or-none-option: Tan: 4 of 6 units (Infantry, Armored "
                  "Personnel Carrier) have paratroop drop; paratroop drop is all or none "
                  "within a colour"});
    QTest::newRow("tanks and calliopes exclude each other on a side")
        << "{id: no-mix, kind: mutually_exclusive, unit_types: [conv_tank, conv_calliope], "
           "scope: side}"
        << "green conv_calliope 1; green conv_tank 2; tan conv_tank 5"
        << ""
        << lines({"scenario-mutually-exclusive: Green: 1 calliope and 2 tanks; calliopes "
                  "and tanks exclude each other within a side"});
    QTest::newRow("towed guns need a tower")
        << "{id: towers, kind: requires, unit_types: [conv_large_gun, conv_howitzer], "
           "required_unit_types: [conv_tank, conv_apc], scope: colour}"
        << "tan conv_large_gun 3; tan conv_infantry 4; green conv_howitzer 1; green conv_apc 1"
        << ""
        << lines({"scenario-requires: Tan: 3 large guns and no tanks or armored personnel "
                  "carriers; they need at least one"});
    QTest::newRow("gas only on large guns")
        << "{id: gas-guns, kind: requires, option: gas, unit_types: [conv_large_gun], scope: "
           "colour}"
        << "tan conv_large_gun 2 gas; tan conv_howitzer 1 gas"
        << "" << lines({"scenario-requires: Tan: 1 howitzer has gas; only large guns may have it"});
    QTest::newRow("one morale per side")
        << "{id: one-morale, kind: uniform_value, value: morale, scope: side}"
        << "tan conv_tank 1"
        << "" << QStringList();
}

void TestConstraints::scenarioConstraints()
{
    QFETCH(QString, constraint);
    QFETCH(QString, forces);
    QFETCH(QString, budgets);
    QFETCH(QStringList, expected);
    Diagnostics problems;
    const auto c = readConstraint(constraint, problems);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.value(0).toText()));
    QVERIFY(c);
    Scenario s = buildScenario(forces, budgets);
    s.constraints.append(*c);
    QCOMPARE(messages(checkConstraints(s, *m_rules, QStringLiteral("s.yaml"))), expected);
}

void TestConstraints::problemPointsAtTheEntryThatShowsIt_data()
{
    QTest::addColumn<QString>("forces");
    QTest::addColumn<QString>("budgets");
    QTest::addColumn<QString>("entry");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("hex");

    // Entries are on lines 100, 110, 120...
    QTest::newRow("budget: the entry that goes over")
        << "red merc_infantry 5; red merc_hover_tank 2 @0405; red merc_combat_car 3"
        << "red=100"
        << "red-2" << 110 << "0405";
    QTest::newRow("gas: the one without it when most have it")
        << "green conv_large_gun 2 gas; green conv_small_gun 1"
        << ""
        << "green-2" << 110 << "";
    QTest::newRow("gas: the one with it when most have none")
        << "green conv_large_gun 2; green conv_small_gun 1 gas @1010"
        << ""
        << "green-2" << 110 << "1010";
    QTest::newRow("buses: the first entry of the second type")
        << "tan conv_buses 4; tan conv_tank 1; tan conv_armored_car 1; tan conv_armored_car 1"
        << ""
        << "tan-3" << 120 << "";
}

void TestConstraints::problemPointsAtTheEntryThatShowsIt()
{
    QFETCH(QString, forces);
    QFETCH(QString, budgets);
    QFETCH(QString, entry);
    QFETCH(int, line);
    QFETCH(QString, hex);
    const Diagnostics found
        = checkConstraints(buildScenario(forces, budgets), *m_rules, QStringLiteral("s.yaml"));
    QCOMPARE(found.size(), 1);
    const Diagnostic &d = found.first();
    QCOMPARE(d.file, QStringLiteral("s.yaml"));
    QCOMPARE(d.line, line);
    QCOMPARE(d.column, 5);
    QCOMPARE(d.subjectKind, QStringLiteral("force"));
    QCOMPARE(d.subjectId, entry);
    QCOMPARE(d.side, entry.section(QLatin1Char('-'), 0, 0));
    QCOMPARE(d.path, QStringLiteral("forces[%1]").arg(entry));
    QCOMPARE(d.hexes.size(), hex.isEmpty() ? 0 : 1);
    if (!hex.isEmpty())
        QCOMPARE(formatHexLabel(d.hexes.first()), hex);
}

void TestConstraints::moraleProblemPointsAtTheSide()
{
    const Diagnostics found
        = checkConstraints(buildScenario("", "", "red=6,8"), *m_rules, QStringLiteral("s.yaml"));
    QCOMPARE(found.size(), 1);
    QCOMPARE(found.first().subjectKind, QStringLiteral("side"));
    QCOMPARE(found.first().subjectId, QStringLiteral("red"));
    QCOMPARE(found.first().side, QStringLiteral("red"));
    QCOMPARE(found.first().line, 13); // the fourth side
}

void TestConstraints::severityComesFromTheConstraint()
{
    // The budget is a rule (error), the book's 1000 points is guidance (warning).
    const Diagnostics found = checkConstraints(buildScenario("tan conv_large_gun 51", "tan=1000"),
                                               *m_rules, QStringLiteral("s.yaml"));
    QCOMPARE(found.size(), 2);
    QCOMPARE(found.at(0).severity, Severity::Error);
    QCOMPARE(found.at(1).severity, Severity::Warning);

    Diagnostics problems;
    const auto c = readConstraint(
        "{id: few, kind: count, max: 1, scope: side, colours: [tan], severity: info}", problems);
    QVERIFY(c);
    Scenario s = buildScenario("tan conv_tank 2");
    s.constraints.append(*c);
    const Diagnostics own = checkConstraints(s, *m_rules, QStringLiteral("s.yaml"));
    QCOMPARE(own.size(), 1);
    QCOMPARE(own.first().severity, Severity::Info);
    QCOMPARE(own.first().code, QStringLiteral("scenario-count"));
}

void TestConstraints::readerRejectsBadConstraints_data()
{
    QTest::addColumn<QString>("yaml");
    QTest::addColumn<QStringList>("expected");

    QTest::newRow("unknown kind, with the nearest")
        << "{id: a, kind: cuont, max: 3, scope: side}"
        << lines({"c.yaml:1:15: error[unknown-value]: unknown value 'cuont' for 'kind' in "
                  "constraint 1 (expected count, points_budget, points_percentage, "
                  "all_or_none_option, mutually_exclusive, uniform_value or requires) (did "
                  "you mean 'count'?)"});
    QTest::newRow("count without min or max")
        << "{id: a, kind: count, scope: side}"
        << lines({"c.yaml:1:1: error[missing-key]: missing required key 'min' or 'max' in "
                  "constraint 1"});
    QTest::newRow("min above max")
        << "{id: a, kind: count, min: 5, max: 3, scope: side}"
        << lines({"c.yaml:1:27: error[out-of-range]: 'min' in constraint 1 is 5, more than "
                  "its 'max' 3"});
    QTest::newRow("a colour has no budget of its own")
        << "{id: a, kind: points_budget, scope: colour}"
        << lines({"c.yaml:1:1: error[missing-key]: missing required key 'max' in "
                  "constraint 1: with scope colour it needs one, a colour has no budget of "
                  "its own"});
    QTest::newRow("an option key where the kind has none")
        << "{id: a, kind: mutually_exclusive, unit_types: [conv_tank, conv_apc], option: gas, "
           "scope: colour}"
        << lines({"c.yaml:1:70: error[unknown-key]: unknown key 'option' in constraint 1"});
    QTest::newRow("unknown unit type, with the nearest")
        << "{id: a, kind: mutually_exclusive, unit_types: [conv_tank, conv_apcc], scope: colour}"
        << lines({"c.yaml:1:59: error[unknown-id]: unknown unit type 'conv_apcc' in "
                  "'unit_types' in constraint 1 (did you mean 'conv_apc'?)"});
    QTest::newRow("requires names what is required")
        << "{id: a, kind: requires, unit_types: [conv_large_gun], scope: colour}"
        << lines({"c.yaml:1:1: error[missing-key]: missing required key "
                  "'required_unit_types' in constraint 1"});
    QTest::newRow("percentages go to 100")
        << "{id: a, kind: points_percentage, unit_types: [conv_tank], max: 120, scope: side}"
        << lines({"c.yaml:1:64: error[out-of-range]: 'max' in constraint 1 must be between "
                  "0 and 100, found 120"});
}

void TestConstraints::readerRejectsBadConstraints()
{
    QFETCH(QString, yaml);
    QFETCH(QStringList, expected);
    Diagnostics problems;
    readConstraint(yaml, problems);
    QStringList actual;
    for (const Diagnostic &d : std::as_const(problems))
        actual.append(d.toText());
    QCOMPARE(actual, expected);
}

void TestConstraints::everyConstraintIsACheck()
{
    QStringList codes;
    for (const CheckInfo &info : constraintChecks(*m_rules)) {
        codes.append(info.code);
        QVERIFY2(!info.summary.isEmpty(), qPrintable(info.code));
    }
    QStringList expected;
    for (const ForceConstraint &c : m_rules->constraints)
        expected.append(c.id);
    expected += words(QStringLiteral(
        "scenario-count scenario-points-budget scenario-points-percentage "
        "scenario-all-or-none-option scenario-mutually-exclusive scenario-uniform-value "
        "scenario-requires"));
    QCOMPARE(codes, expected);
    QVERIFY(codes.contains(QStringLiteral("points-budget")));
    QVERIFY(codes.contains(QStringLiteral("paratroop-eligible")));
}

void TestConstraints::paratroopListIsTheParadropAbility()
{
    // V8's list in the constraint and the unit types' paradrop ability must not drift apart.
    const ForceConstraint *paratroop = nullptr;
    for (const ForceConstraint &c : m_rules->constraints) {
        if (c.id == QLatin1String("paratroop-eligible"))
            paratroop = &c;
    }
    QVERIFY(paratroop);
    QStringList droppers;
    for (const UnitType &type : m_rules->unitTypes) {
        if (type.hasAbility(QStringLiteral("paradrop")))
            droppers.append(type.id);
    }
    QStringList listed = paratroop->unitTypes;
    listed.sort();
    droppers.sort();
    QCOMPARE(listed, droppers);
}

void TestConstraints::unitNouns_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("noun");

    QTest::newRow("one tank") << "Tank" << 1 << "tank";
    QTest::newRow("tanks") << "Hover Tank" << 2 << "hover tanks";
    QTest::newRow("infantry is a mass noun") << "Militia Infantry" << 16 << "militia infantry";
    QTest::newRow("artillery too") << "Self-propelled Artillery" << 3 << "self-propelled artillery";
    QTest::newRow("buses are plural already") << "Buses" << 10 << "buses";
    QTest::newRow("fortresses") << "Fortress" << 2 << "fortresses";
    QTest::newRow("abbreviations keep their capitals") << "ECM Tank" << 2 << "ECM tanks";
    QTest::newRow("batteries") << "Battery" << 2 << "batteries";
}

void TestConstraints::unitNouns()
{
    QFETCH(QString, name);
    QFETCH(int, count);
    QFETCH(QString, noun);
    QCOMPARE(wording::unitNoun(name, count), noun);
}

QTEST_GUILESS_MAIN(TestConstraints)
#include "tst_constraints.moc"
