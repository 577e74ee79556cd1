// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The Hammer Wars ruleset reader's errors (its unit pool, unit cards, terrain classes,
// objective markers, morale, goals, factions, special rules): each at its line and column
// in a broken copy of the bundled file, with the reader's words. The values of the file are
// pinned against the rule sheet in tst_hwruleset.

#include "rulesettesthelpers.h"

#include <QtTest>

using namespace hexwright;
using namespace hexwright::rulesettest;

namespace {

const QString HwBundled = QStringLiteral(":/hexwright/rulesets/hammer-wars.ruleset.yaml");

} // namespace

class TestHwRulesetReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readerErrors_data();
    void readerErrors();
};

void TestHwRulesetReader::readerErrors_data()
{
    QTest::addColumn<QString>("find");
    QTest::addColumn<QString>("replace");
    QTest::addColumn<QStringList>("expected"); // @[anchor]@: where anchor starts
    const QString f = QStringLiteral("broken.ruleset.yaml:");
    // The unit pool.
    QTest::newRow("a pool of no models")
        << QStringLiteral("pool: 2,") << QStringLiteral("pool: 0,")
        << QStringList {f
                        + QStringLiteral("@[0, base_mm]@: error[out-of-range]: 'pool' in category "
                                         "'hero' must be between 1 and 999, found 0")};
    QTest::newRow("a pool that is not a number")
        << QStringLiteral("pool: 2,") << QStringLiteral("pool: two,")
        << QStringList {f
                        + QStringLiteral("@[two,]@: error[wrong-type]: expected a whole number for "
                                         "'pool' in category 'hero', found 'two'")};
    QTest::newRow("a base size that is not marked as ours by its name")
        << QStringLiteral("provisional: [base_mm]}\n  - {id: hero")
        << QStringLiteral("provisional: [base]}\n  - {id: hero")
        << QStringList {f
                        + QStringLiteral("@[base]}]@: error[unknown-id]: unknown category key "
                                         "'base' in 'provisional' in category 'specialist'")};
    // The unit cards.
    QTest::newRow("an attack line naming an unknown armour column")
        << QStringLiteral("{light: 5, medium: 3, heavy: 4}")
        << QStringLiteral("{light: 5, medum: 3, heavy: 4}")
        << QStringList {
               f
                   + QStringLiteral(
                       "@[{light: 5, medum]@: error[missing-key]: missing required key 'medium' in "
                       "'hits_on' in attack line 1 of unit type 'support_infantry': an attack line "
                       "needs a roll for every armour type"),
               f
                   + QStringLiteral(
                       "@[medum]@: error[unknown-id]: unknown armour type 'medum' in 'hits_on' in "
                       "attack line 1 of unit type 'support_infantry' (did you mean 'medium'?)")};
    QTest::newRow("an attack line without an armour column")
        << QStringLiteral("{light: 4, medium: 4, heavy: 4}}\n  - id: support_heavy")
        << QStringLiteral("{light: 4, medium: 4}}\n  - id: support_heavy")
        << QStringList {f
                        + QStringLiteral(
                            "@[{light: 4, medium: 4}}]@: error[missing-key]: missing required key "
                            "'heavy' in 'hits_on' in attack line 1 of unit type 'support_hero': an "
                            "attack line needs a roll for every armour type")};
    QTest::newRow("a roll of 7+")
        << QStringLiteral("{dice: 3, hits_on: {light: 3, medium: 3, heavy: 3}}")
        << QStringLiteral("{dice: 3, hits_on: {light: 3, medium: 3, heavy: 7}}")
        << QStringList {
               f
               + QStringLiteral("@[7}}]@: error[out-of-range]: 'heavy' in 'hits_on' in attack line "
                                "1 of unit type 'ranged_heavy' must be between 2 and 6, found 7")};
    QTest::newRow("a card of an unknown category")
        << QStringLiteral("category: heavy\n    armour: heavy")
        << QStringLiteral("category: heavies\n    armour: heavy")
        << QStringList {f
                        + QStringLiteral("@[heavies]@: error[unknown-id]: unknown category "
                                         "'heavies' in 'category' in unit type 'support_heavy'")};
    QTest::newRow("a card of an unknown armour")
        << QStringLiteral("armour: light\n    lives: 3")
        << QStringLiteral("armour: lite\n    lives: 3")
        << QStringList {f
                        + QStringLiteral("@[lite]@: error[unknown-id]: unknown armour type 'lite' "
                                         "in 'armour' in unit type 'ranged_hero'")};
    QTest::newRow("an attack factor that is not the card's dice")
        << QStringLiteral("{attack: 3, defence: 1, range: 12")
        << QStringLiteral("{attack: 2, defence: 1, range: 12")
        << QStringList {
               f
               + QStringLiteral(
                   "@[{attack: 2, defence: 1, range: 12]@: error[inconsistent]: the attack factor "
                   "of unit type 'ranged_specialist' is 2, but its attack lines roll 3 dice")};
    QTest::newRow("a defence factor that is not the card's lives")
        << QStringLiteral("{attack: 1, defence: 3, range: 0")
        << QStringLiteral("{attack: 1, defence: 2, range: 0")
        << QStringList {f
                        + QStringLiteral(
                            "@[{attack: 1, defence: 2, range: 0]@: error[inconsistent]: the "
                            "defence factor of unit type 'assault_hero' is 2, but it has 3 lives")};
    // Terrain.
    QTest::newRow("a terrain class without run_through")
        << QStringLiteral("    run_through: false\n") << QStringLiteral("    run_thru: false\n")
        << QStringList {f
                            + QStringLiteral("@[id: difficult]@: error[missing-key]: missing "
                                             "required key 'run_through' in terrain 'difficult'"),
                        f
                            + QStringLiteral("@[run_thru]@: error[unknown-key]: unknown key "
                                             "'run_thru' in terrain 'difficult'")};
    // Morale.
    QTest::newRow("an unknown morale event")
        << QStringLiteral("when: units_lost") << QStringLiteral("when: unit_losses")
        << QStringList {f
                        + QStringLiteral(
                            "@[unit_losses]@: error[unknown-value]: unknown value 'unit_losses' "
                            "for 'when' in morale event 'three_units_lost' (expected going_first, "
                            "round_end, units_lost or unit_lost) (did you mean 'unit_lost'?)")};
    QTest::newRow("a morale event of an unknown category")
        << QStringLiteral("category: heavy, morale: -1")
        << QStringLiteral("category: heavyy, morale: -1")
        << QStringList {
               f
               + QStringLiteral("@[heavyy]@: error[unknown-id]: unknown category 'heavyy' in "
                                "'category' in morale event 'heavy_lost' (did you mean 'heavy'?)")};
    QTest::newRow("a morale event that does not lower morale")
        << QStringLiteral("{id: round_end, when: round_end, morale: -1}")
        << QStringLiteral("{id: round_end, when: round_end, morale: 0}")
        << QStringList {f
                        + QStringLiteral("@[0}]@: error[out-of-range]: 'morale' in morale event "
                                         "'round_end' must be between -99 and -1, found 0")};
    // Goals and factions.
    QTest::newRow("a goal declared without a secret objective")
        << QStringLiteral("    secret_objective: false\n    score: {when: more")
        << QStringLiteral(
               "    secret_objective: false\n    declare: {radius: 2}\n    score: {when: more")
        << QStringList {f
                        + QStringLiteral("@[{radius: 2}]@: error[inconsistent]: goal 'greed' has "
                                         "no secret objective to declare")};
    QTest::newRow("an unknown way to score")
        << QStringLiteral("when: more_objectives_seized")
        << QStringLiteral("when: most_objectives_seized")
        << QStringList {
               f
               + QStringLiteral(
                   "@[most_objectives_seized]@: error[unknown-value]: unknown value "
                   "'most_objectives_seized' for 'when' in 'score' in goal 'greed' (expected "
                   "seized_secret_objective, more_objectives_seized, near_enemy_edge or "
                   "killed_or_never_deployed) (did you mean 'more_objectives_seized'?)")};
    QTest::newRow("a faction naming an unknown goal")
        << QStringLiteral("goals: [duty, revenge]}") << QStringLiteral("goals: [duty, revenj]}")
        << QStringList {
               f
               + QStringLiteral("@[revenj]@: error[unknown-id]: unknown goal 'revenj' in 'goals' "
                                "in faction 'bretonnia' (did you mean 'revenge'?)")};
    QTest::newRow("a faction with one goal")
        << QStringLiteral("goals: [greed, deception]}") << QStringLiteral("goals: [greed]}")
        << QStringList {f
                        + QStringLiteral("@[[greed]}]@: error[wrong-size]: 'goals' in faction "
                                         "'daemons_of_chaos' must name two different goals")};
    QTest::newRow("a faction with the same goal twice")
        << QStringLiteral("goals: [greed, deception]}") << QStringLiteral("goals: [greed, greed]}")
        << QStringList {
               f
               + QStringLiteral("@[[greed, greed]}]@: error[wrong-size]: 'goals' in faction "
                                "'daemons_of_chaos' must name two different goals")};
    // Special rules.
    QTest::newRow("a special rule of an unknown effect")
        << QStringLiteral("effect: hit_and_run") << QStringLiteral("effect: hit_and_runs")
        << QStringList {
               f
               + QStringLiteral("@[hit_and_runs]@: error[unknown-value]: unknown value "
                                "'hit_and_runs' for 'effect' in special rule 'hit_and_run' "
                                "(expected chain_attack, energy_pulse, hit_and_run, ignores_cover, "
                                "rapid_advance or trample_attack) (did you mean 'hit_and_run'?)")};
    QTest::newRow("a special rule without its number")
        << QStringLiteral("effect: rapid_advance, run_moves: 3}")
        << QStringLiteral("effect: rapid_advance}")
        << QStringList {
               f
               + QStringLiteral("@[{id: rapid_advance]@: error[missing-key]: missing required key "
                                "'run_moves' in special rule 'rapid_advance'")};
    QTest::newRow("an ability without a special rule")
        << QStringLiteral("  - {id: ignores_cover, effect: ignores_cover}\n") << QStringLiteral("")
        << QStringList {f
                        + QStringLiteral("@[- {id: chain_attack]@: error[missing-key]: ability "
                                         "'ignores_cover' has no entry in special_rules")};
    // The keys.
    QTest::newRow("a misspelt family key at the top")
        << QStringLiteral("\nin_cover:") << QStringLiteral("\nin_covers:")
        << QStringList {
               f
                   + QStringLiteral("@[format:]@: error[missing-key]: missing required key "
                                    "'in_cover' in the ruleset"),
               f
                   + QStringLiteral("@[in_covers]@: error[unknown-key]: unknown key 'in_covers' in "
                                    "the ruleset (did you mean 'in_cover'?)")};
}

void TestHwRulesetReader::readerErrors()
{
    QFETCH(QString, find);
    QFETCH(QString, replace);
    QFETCH(QStringList, expected);
    checkBrokenRuleset(HwBundled, find, replace, expected);
}

QTEST_GUILESS_MAIN(TestHwRulesetReader)
#include "tst_hwrulesetreader.moc"
