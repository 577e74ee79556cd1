// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Hammer's Slammers ruleset against the book (the rulebook extract
// shared/rules/seed-000-hammers-slammers.md): the board and dice, the turn record chart,
// the sequence of play, the options for the ambiguities of section 10, and the loader's
// messages for broken variants of the file. The terrain charts are in tst_terrainrules,
// the unit catalogue in tst_unitcatalogue and the combat tables in tst_combattables.

#include "families/hammers-slammers/hsrules.h"
#include "families/piecefaces.h"
#include "ruleset/rulesetreader.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace hexwright;
using namespace hexwright::rulesettest;

class TestRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    void bundledRulesetLoadsWithoutDiagnostics();
    void boardAndDice();

    // Sections 2, 4.5 and 10.
    void turnRecordChart();
    void sequenceOfPlay_data();
    void sequenceOfPlay();
    void ambiguitiesAreOptions_data();
    void ambiguitiesAreOptions();
    void everyOptionHasADefaultAmongTwoOrMoreChoices();

    // What shared code asks of the data instead of naming ids: markers, and the family's
    // answers for its pieces.
    void markersSayHowTheyAreDrawn_data();
    void markersSayHowTheyAreDrawn();
    void markersWrittenBeforeTheirFlagsStillLoad();
    void theFamilyAnswersForItsPieces_data();
    void theFamilyAnswersForItsPieces();

    // The loader on broken variants of the file.
    void loaderReportsBrokenRuleset_data();
    void loaderReportsBrokenRuleset();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_rules = nullptr;
};

void TestRuleset::initTestCase()
{
    m_registry = RulesetRegistry::withBundledData();
    Diagnostics diagnostics;
    m_rules = m_registry->ruleset(RulesetId, diagnostics);
    QVERIFY2(m_rules, qPrintable(diagnosticTexts(diagnostics).join(QLatin1Char('\n'))));
}

void TestRuleset::bundledRulesetLoadsWithoutDiagnostics()
{
    auto registry = RulesetRegistry::withBundledData();
    QVERIFY(registry->rulesetIds().contains(RulesetId));
    Diagnostics diagnostics;
    const Ruleset *rules = registry->ruleset(RulesetId, diagnostics);
    QCOMPARE(diagnosticTexts(diagnostics), QStringList());
    QVERIFY(rules);
    QCOMPARE(rules->id, RulesetId);
    QCOMPARE(rules->version, 1);
    QCOMPARE(rules->name, QStringLiteral("Hammer's Slammers"));
    // The New Scenario picker shows the publisher line: "#509" alone meant nothing to a
    // reader; it is Mayfair's catalogue number.
    QCOMPARE(rules->publisher, QStringLiteral("Mayfair Games, 1984, catalogue no. 509"));
}

void TestRuleset::boardAndDice()
{
    // Section 1: flat-topped hexes, direction 1 due north then clockwise; 2d6.
    QCOMPARE(m_rules->orientation, HexOrientation::FlatTop);
    QCOMPARE(m_rules->directions, cells("N NE SE S SW NW"));
    QCOMPARE(hsRules(*m_rules).dice, QStringLiteral("2d6"));
    QCOMPARE(sorted(m_rules->colourIds()), cells("blue green red tan"));
    for (const char *conventional : {"tan", "green"})
        QCOMPARE(hsRules(*m_rules).armyOf(QLatin1String(conventional)),
                 QStringLiteral("conventional"));
    for (const char *mercenary : {"red", "blue"})
        QCOMPARE(hsRules(*m_rules).armyOf(QLatin1String(mercenary)), QStringLiteral("mercenary"));
    QCOMPARE(sorted(m_rules->markerIds()), cells("fortress object rubble"));
    // Section 3.8: extended range is up to twice the printed range at half attack.
    QCOMPARE(hsRules(*m_rules).extendedRangeMultiplier, 2.0);
    QCOMPARE(hsRules(*m_rules).extendedRangeAttackMultiplier, 0.5);
}

void TestRuleset::turnRecordChart()
{
    // Section 4.5: 1-5 / 6-10 / 11-15 / 16-20, back to 1 when no end turn is given.
    const TurnRecord &t = m_rules->turnRecord;
    QStringList rows;
    for (int first = t.first; first <= t.last; first += t.perRow)
        rows.append(QStringLiteral("%1-%2").arg(first).arg(std::min(first + t.perRow - 1, t.last)));
    QCOMPARE(rows, cells("1-5 6-10 11-15 16-20"));
    QVERIFY(t.wraps);
}

void TestRuleset::sequenceOfPlay_data()
{
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("acting");

    // Section 2.
    auto row
        = [](const char *name, int index, const char *id, const char *step, const char *acting) {
              QTest::newRow(name) << index << QString::fromLatin1(id) << QString::fromLatin1(step)
                                  << QString::fromLatin1(acting);
          };
    row("1 rally: the moving player", 0, "rally", "1", "moving_player");
    row("2 paradrops: the moving player", 1, "paradrop", "2", "moving_player");
    row("2 counter-paradrop fire: the other players", 2, "counter_paradrop_fire", "2",
        "other_players");
    row("3 movement: the moving player", 3, "movement", "3", "moving_player");
    row("4A indirect fire and CAF: all players", 4, "indirect_fire", "4A", "all_players");
    row("4B direct fire: all players", 5, "direct_fire", "4B", "all_players");
    row("5 close assaults: all players", 6, "close_assault", "5", "all_players");
}

void TestRuleset::sequenceOfPlay()
{
    QFETCH(int, index);
    QFETCH(QString, id);
    QFETCH(QString, step);
    QFETCH(QString, acting);

    QCOMPARE(m_rules->sequenceOfPlay.size(), 7);
    const Phase &phase = m_rules->sequenceOfPlay.at(index);
    QCOMPARE(phase.id, id);
    QCOMPARE(phase.step, step);
    QCOMPARE(phase.acting, acting);
}

void TestRuleset::ambiguitiesAreOptions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("defaultValue");
    QTest::addColumn<QStringList>("choices");

    // Section 10: each ambiguity the ruleset carries, its default first.
    auto row = [](const char *name, const char *id, const char *defaultValue, const char *choices) {
        QTest::newRow(name) << QString::fromLatin1(id) << QString::fromLatin1(defaultValue)
                            << cells(choices);
    };
    row("2: CRT heading offset 0 or 1", "crt_heading_offset", "0", "0 1");
    row("3: gas results by table or by the book's example", "gas_results", "table",
        "table book_example");
    row("5: fire order", "fire_order", "first_mover", "first_mover moving_player");
    row("6: when results apply", "results_timing", "ranged_then_close",
        "ranged_then_close end_of_combat");
    row("7: second disruption", "second_disruption", "disrupted_before_round",
        "disrupted_before_round disrupted_at_turn_start");
    row("8: halving attack at extended range", "extended_range_attack", "exact",
        "exact round_down round_up");
    row("8: halving movement when disrupted", "disrupted_movement", "round_down",
        "round_down round_up");
    row("9: close assault worse than 1-4", "close_assault_below_1_4", "column_zero",
        "column_zero at_1_4");
    row("10: fortress +12 per attack or per unit", "fortress_direct_bonus", "per_attack",
        "per_attack per_unit");
    row("11: rubble direct modifier", "rubble_direct_defence", "terrain_plus_2",
        "terrain_plus_2 flat_2");
    row("12: conventional city move cost", "conventional_city_move_cost", "half", "half one");
    row("13: SP artillery fire", "sp_artillery_fire", "indirect_only",
        "indirect_only direct_and_indirect");
    row("14: CPF needs LOS", "cpf_needs_los", "yes", "yes no");
    row("15: allied CAF", "allied_caf", "no", "no yes");
    row("15: ECM uses the tank's attack", "ecm_uses_attack", "no", "no yes");
    row("16: tow pair stacking", "tow_pair_stacking", "2", "2 1");
    row("18: buses target class", "buses_target_class", "B", "B A");
    row("3.14: a unit of attack 0 in a close assault", "zero_attack_close_assault", "sits_out",
        "sits_out column_zero");
    row("3.7, 3.11: the infantry inside an APC under indirect fire", "apc_passenger_indirect",
        "with_apc", "with_apc own_result");
}

void TestRuleset::ambiguitiesAreOptions()
{
    QFETCH(QString, id);
    QFETCH(QString, defaultValue);
    QFETCH(QStringList, choices);

    const RuleOption *option = m_rules->findOption(id);
    QVERIFY2(option, qPrintable(id));
    QCOMPARE(option->defaultValue, defaultValue);
    QCOMPARE(option->values(), choices);
    for (const RuleChoice &choice : option->choices)
        QVERIFY2(!choice.description.isEmpty(), qPrintable(choice.value));
}

void TestRuleset::everyOptionHasADefaultAmongTwoOrMoreChoices()
{
    QVERIFY(!m_rules->options.isEmpty());
    for (const RuleOption &option : m_rules->options) {
        QVERIFY2(option.values().size() >= 2, qPrintable(option.id));
        QVERIFY2(option.values().contains(option.defaultValue), qPrintable(option.id));
        QVERIFY2(!option.name.isEmpty(), qPrintable(option.id));
    }
}

void TestRuleset::markersSayHowTheyAreDrawn_data()
{
    QTest::addColumn<QString>("marker");
    QTest::addColumn<QString>("symbol");
    QTest::addColumn<bool>("owned");
    QTest::addColumn<bool>("objective");
    // Section 3.18: a colour buys a fortress; scenario 2's spice containers are objects.
    QTest::newRow("a fortress: a keep in the colour that bought it")
        << QStringLiteral("fortress") << QStringLiteral("fort") << true << false;
    QTest::newRow("rubble: a heap, nobody's")
        << QStringLiteral("rubble") << QStringLiteral("heap") << false << false;
    QTest::newRow("an object: a crate the sides fight over")
        << QStringLiteral("object") << QStringLiteral("crate") << false << true;
}

void TestRuleset::markersSayHowTheyAreDrawn()
{
    QFETCH(QString, marker);
    QFETCH(QString, symbol);
    QFETCH(bool, owned);
    QFETCH(bool, objective);
    const MarkerType *type = m_rules->findMarker(marker);
    QVERIFY(type);
    QCOMPARE(type->symbol, symbol);
    QVERIFY(markerSymbols().contains(type->symbol));
    QCOMPARE(type->owned, owned);
    QCOMPARE(type->objective, objective);
}

void TestRuleset::markersWrittenBeforeTheirFlagsStillLoad()
{
    // The flags are optional: a version 2 file written before them loads, its markers drawn
    // as a diamond with a question mark, owned by nobody.
    const QString path = QStringLiteral(TEST_DATA_DIR "/formats/v2/hammers-slammers.ruleset.yaml");
    Diagnostics diagnostics;
    const auto rules
        = loadRuleset(path, QStringLiteral("hammers-slammers.ruleset.yaml"), diagnostics);
    QVERIFY2(rules, qPrintable(diagnosticTexts(diagnostics).join(QLatin1Char('\n'))));
    QCOMPARE(sorted(rules->markerIds()), cells("fortress object rubble"));
    for (const MarkerType &marker : rules->markers) {
        QVERIFY2(marker.symbol.isEmpty(), qPrintable(marker.id));
        QVERIFY2(!marker.owned && !marker.objective, qPrintable(marker.id));
    }
}

void TestRuleset::theFamilyAnswersForItsPieces_data()
{
    QTest::addColumn<QString>("unitType");
    QTest::addColumn<bool>("back");
    QTest::addColumn<int>("symbol");
    QTest::addColumn<bool>("hover");
    QTest::addColumn<bool>("factors");
    QTest::addColumn<bool>("paysRally");
    QTest::newRow("a hover tank: armour on a hover skirt")
        << QStringLiteral("slam_hover_tank") << false << int(CounterSymbol::Armour) << true << true
        << true;
    QTest::newRow("skimmer infantry's back: infantry on a hover skirt")
        << QStringLiteral("slam_infantry") << true << int(CounterSymbol::Infantry) << true << true
        << true;
    QTest::newRow("a towed calliope: three dots, no tracks")
        << QStringLiteral("conv_calliope") << false << int(CounterSymbol::Calliope) << false << true
        << true;
    QTest::newRow("militia print the infantry's counter")
        << QStringLiteral("conv_militia") << false << int(CounterSymbol::Infantry) << false << true
        << true;
    // Section 3.18: a fortress is terrain more than a unit: no factors, no rally cost.
    QTest::newRow("a fortress: a keep without factors, no rally cost")
        << QStringLiteral("fortress") << false << int(CounterSymbol::Fortress) << false << false
        << false;
}

void TestRuleset::theFamilyAnswersForItsPieces()
{
    QFETCH(QString, unitType);
    QFETCH(bool, back);
    QFETCH(int, symbol);
    QFETCH(bool, hover);
    QFETCH(bool, factors);
    QFETCH(bool, paysRally);
    const UnitType *type = m_rules->findUnitType(unitType);
    QVERIFY(type);
    QVERIFY(m_rules->familyRules);
    const CounterLook look = m_rules->familyRules->counterLook(*m_rules, *type, back);
    QCOMPARE(int(look.symbol), symbol);
    QCOMPARE(look.hover, hover);
    QCOMPARE(look.factors, factors);
    QCOMPARE(m_rules->familyRules->paysRallyCost(*type), paysRally);
}

void TestRuleset::loaderReportsBrokenRuleset_data()
{
    QTest::addColumn<QString>("find"); // replaced at its first occurrence
    QTest::addColumn<QString>("replace");
    QTest::addColumn<QStringList>("expected"); // Diagnostic::toText(), sorted

    const QString f = QStringLiteral("broken.ruleset.yaml:");
    QTest::newRow("a misspelt key is unknown and the real one missing")
        << QStringLiteral("move_cost: {conv_vehicle: 1")
        << QStringLiteral("move_cots: {conv_vehicle: 1")
        << QStringList {f
                            + QStringLiteral("@[id: clear]@: error[missing-key]: missing required "
                                             "key 'move_cost' in terrain 'clear'"),
                        f
                            + QStringLiteral("@[move_cots]@: error[unknown-key]: unknown key "
                                             "'move_cots' in terrain 'clear' (did you mean "
                                             "'move_cost'?)")};
    QTest::newRow("a unit type with an unknown ability")
        << QStringLiteral("abilities: [tows]") << QStringLiteral("abilities: [tow]")
        << QStringList {f
                        + QStringLiteral("@[tow]]@: error[unknown-id]: unknown ability 'tow' in "
                                         "'abilities' in unit type 'conv_tank' (did you mean "
                                         "'tows'?)")};
    QTest::newRow("a CRT row with 8 results")
        << QStringLiteral("2:  \"-    -    -    -    -    -    -    -    Dis\"")
        << QStringLiteral("2:  \"-    -    -    -    -    -    -    Dis\"")
        << QStringList {f
                        + QStringLiteral("@[\"-    -    -    -    -    -    -    Dis\"]@: "
                                         "error[wrong-size]: row 2 of 'rows' in crt has 8 "
                                         "results, expected 9")};
    QTest::newRow("an option default that is not one of its choices")
        << QStringLiteral("default: first_mover") << QStringLiteral("default: first_movers")
        << QStringList {f
                        + QStringLiteral("@[first_movers]@: error[unknown-value]: unknown value "
                                         "'first_movers' for 'default' in option 'fire_order' "
                                         "(expected first_mover or moving_player) (did you mean "
                                         "'first_mover'?)")};
    QTest::newRow("an option with a single choice")
        << QStringLiteral("      - value: moving_player\n        description: The player whose "
                          "turn it is announces fire first.\n")
        << QString()
        << QStringList {f
                        + QStringLiteral("@[id: fire_order]@: error[wrong-size]: option "
                                         "'fire_order' needs at least two choices")};
    QTest::newRow("a gas cost for a unit that cannot fire gas")
        << QStringLiteral("    cost: 17\n")
        << QStringLiteral("    cost: 17\n    option_costs: {gas: 19}\n")
        << QStringList {f
                        + QStringLiteral("@[gas: 19]@: error[inconsistent]: unit type "
                                         "'conv_tank' has a cost with 'gas' but not the "
                                         "'gas_capable' ability")};
    QTest::newRow("an unknown result in the gas table")
        << QStringLiteral("9:  \"Dis  Dis  DE   DE\"")
        << QStringLiteral("9:  \"Dis  Dis  DE   Di\"")
        << QStringList {f
                        + QStringLiteral("@[\"Dis  Dis  DE   Di\"]@: error[unknown-value]: unknown "
                                         "result 'Di' in row 9 of 'rows' in gas_table (expected "
                                         "-, Dis, DE, DE* or DE-R) (did you mean 'Dis'?)")};
    QTest::newRow("a CRT heading that is not odds")
        << QStringLiteral("1-4  1-3  1-2  1-1  2-1  3-1  4-1  5-1  ~")
        << QStringLiteral("1-4  1-3  1-2  1-1  2-1  3-1  4-2  5-1  ~")
        << QStringList {f
                        + QStringLiteral("@[\"1-4  1-3]@: error[wrong-type]: heading '4-2' in "
                                         "'direct_close' in 'headings' in crt is not odds like "
                                         "3-1 or 1-2")};
    QTest::newRow("a fortress forbidden in unknown terrain")
        << QStringLiteral("forbidden_terrain: [city, swamp, lake, river]")
        << QStringLiteral("forbidden_terrain: [city, swamp, lake, rivers]")
        << QStringList {f
                        + QStringLiteral("@[rivers]]@: error[unknown-id]: unknown terrain 'rivers' "
                                         "in 'forbidden_terrain' in fortress (did you mean "
                                         "'river'?)")};
    // The rule family and the keys it owns (model/families): still located, still suggested.
    QTest::newRow("an unknown rule family")
        << QStringLiteral("family: hammers-slammers") << QStringLiteral("family: hammers-slamers")
        << QStringList {f
                        + QStringLiteral("@[hammers-slamers]@: error[unknown-id]: unknown rule "
                                         "family 'hammers-slamers' in 'family' in the ruleset "
                                         "(did you mean 'hammers-slammers'?)")};
    QTest::newRow("a board the family is not played on")
        << QStringLiteral("board: hex") << QStringLiteral("board: \"table\"")
        << QStringList {f
                            + QStringLiteral("@[\"table\"]@: error[wrong-board]: rule family "
                                             "'hammers-slammers' is played on a hex board, not "
                                             "table"),
                        f
                            + QStringLiteral("@[hex:]@: error[unknown-key]: unknown key 'hex' in "
                                             "the ruleset")};
    QTest::newRow("a phase the family does not know")
        << QStringLiteral("{id: paradrop,") << QStringLiteral("{id: paradrops,")
        << QStringList {f
                        + QStringLiteral("@[paradrops]@: error[unknown-id]: unknown phase "
                                         "'paradrops' in 'id' in phase 'paradrops' (did you mean "
                                         "'paradrop'?)")};
    QTest::newRow("a misspelt family key of a terrain type")
        << QStringLiteral("direct_defence: 0") << QStringLiteral("direct_defense: 0")
        << QStringList {f
                            + QStringLiteral("@[id: clear]@: error[missing-key]: missing required "
                                             "key 'direct_defence' in terrain 'clear'"),
                        f
                            + QStringLiteral("@[direct_defense]@: error[unknown-key]: unknown key "
                                             "'direct_defense' in terrain 'clear' (did you mean "
                                             "'direct_defence'?)")};
    QTest::newRow("a misspelt family key at the top")
        << QStringLiteral("\ngas_table:") << QStringLiteral("\ngas_tables:")
        << QStringList {f
                            + QStringLiteral("@[format:]@: error[missing-key]: missing required "
                                             "key 'gas_table' in the ruleset"),
                        f
                            + QStringLiteral("@[gas_tables]@: error[unknown-key]: unknown key "
                                             "'gas_tables' in the ruleset (did you mean "
                                             "'gas_table'?)")};
    // A marker's flags, optional but checked when written.
    QTest::newRow("a marker drawn with an unknown symbol")
        << QStringLiteral("symbol: heap") << QStringLiteral("symbol: heep")
        << QStringList {f
                        + QStringLiteral("@[heep]@: error[unknown-value]: unknown value 'heep' "
                                         "for 'symbol' in marker 'rubble' (expected fort, heap "
                                         "or crate) (did you mean 'heap'?)")};
    QTest::newRow("a marker owned by 'yes'")
        << QStringLiteral("owned: true") << QStringLiteral("owned: yes")
        << QStringList {f
                        + QStringLiteral("@[yes]@: error[wrong-type]: expected true or false for "
                                         "'owned' in marker 'fortress', found 'yes'")};
    QTest::newRow("a misspelt marker flag")
        << QStringLiteral("objective: true") << QStringLiteral("objectiv: true")
        << QStringList {f
                        + QStringLiteral("@[objectiv: true]@: error[unknown-key]: unknown key "
                                         "'objectiv' in marker 'object' (did you mean "
                                         "'objective'?)")};
    // A purchase option's counter mark: one short line of text.
    QTest::newRow("a counter mark too long for a counter")
        << QStringLiteral("mark: G") << QStringLiteral("mark: Gas!")
        << QStringList {f
                        + QStringLiteral("@[Gas!]@: error[out-of-range]: 'mark' in purchase "
                                         "option 'gas' is 'Gas!', longer than 3 characters")};
    QTest::newRow("a counter mark that is not text")
        << QStringLiteral("mark: G") << QStringLiteral("mark: [G]")
        << QStringList {f
                        + QStringLiteral("@[[G]]@: error[wrong-type]: expected text for 'mark' "
                                         "in purchase option 'gas', found a list")};
    QTest::newRow("a misspelt counter mark")
        << QStringLiteral("mark: G") << QStringLiteral("marks: G")
        << QStringList {f
                        + QStringLiteral("@[marks: G]@: error[unknown-key]: unknown key 'marks' in "
                                         "purchase option 'gas' (did you mean 'mark'?)")};
    // Every other unresolved id is located and worded by reportUnknownId().
    QTest::newRow("a rubbled bridge becoming an unknown terrain")
        << QStringLiteral("rubbled_becomes: river") << QStringLiteral("rubbled_becomes: rivr")
        << QStringList {f
                        + QStringLiteral("@[rivr]@: error[unknown-id]: unknown terrain 'rivr' in "
                                         "'rubbled_becomes' in terrain 'bridge' (did you mean "
                                         "'river'?)")};
}

void TestRuleset::loaderReportsBrokenRuleset()
{
    QFETCH(QString, find);
    QFETCH(QString, replace);
    QFETCH(QStringList, expected);
    checkBrokenRuleset(BundledRuleset, find, replace, expected);
}

QTEST_GUILESS_MAIN(TestRuleset)
#include "tst_ruleset.moc"
