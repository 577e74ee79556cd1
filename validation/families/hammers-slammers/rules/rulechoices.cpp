// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/rulechoices.h"

#include "ruleset/ruleset.h"

namespace hexwright::rules {

namespace {

QString roundingName(RuleChoices::Rounding r)
{
    switch (r) {
    case RuleChoices::Rounding::Exact:
        return QStringLiteral("exact");
    case RuleChoices::Rounding::Down:
        return QStringLiteral("round_down");
    case RuleChoices::Rounding::Up:
        return QStringLiteral("round_up");
    }
    return {};
}

bool yesNo(const QString &value, bool *out)
{
    if (value == QLatin1String("yes"))
        *out = true;
    else if (value == QLatin1String("no"))
        *out = false;
    else
        return false;
    return true;
}

} // namespace

bool RuleChoices::set(const QString &id, const QString &value)
{
    auto pick = [&value](std::initializer_list<std::pair<const char *, int>> names, int *out) {
        for (const auto &[name, v] : names) {
            if (value == QLatin1String(name)) {
                *out = v;
                return true;
            }
        }
        return false;
    };
    int v = 0;
    if (id == QLatin1String("crt_heading_offset")) {
        if (!pick({{"0", 0}, {"1", 1}}, &v))
            return false;
        crtHeadingOffset = v;
    } else if (id == QLatin1String("fire_order")) {
        if (!pick({{"first_mover", 0}, {"moving_player", 1}}, &v))
            return false;
        fireOrder = FireOrder(v);
    } else if (id == QLatin1String("extended_range_attack")) {
        if (!pick({{"exact", 0}, {"round_down", 1}, {"round_up", 2}}, &v))
            return false;
        extendedRangeAttack = Rounding(v);
    } else if (id == QLatin1String("disrupted_movement")) {
        if (!pick({{"round_down", 1}, {"round_up", 2}}, &v))
            return false;
        disruptedMovement = Rounding(v);
    } else if (id == QLatin1String("rubble_direct_defence")) {
        if (!pick({{"terrain_plus_2", 0}, {"flat_2", 1}}, &v))
            return false;
        rubbleDirectDefence = RubbleDirect(v);
    } else if (id == QLatin1String("conventional_city_move_cost")) {
        if (!pick({{"half", 1}, {"one", 0}}, &v))
            return false;
        conventionalCityHalf = v == 1;
    } else if (id == QLatin1String("close_assault_below_1_4")) {
        if (!pick({{"column_zero", 0}, {"at_1_4", 1}}, &v))
            return false;
        closeAssaultBelowWorst = CloseAssaultBelowWorst(v);
    } else if (id == QLatin1String("second_disruption")) {
        if (!pick({{"disrupted_before_round", 0}, {"disrupted_at_turn_start", 1}}, &v))
            return false;
        secondDisruption = SecondDisruption(v);
    } else if (id == QLatin1String("fortress_direct_bonus")) {
        if (!pick({{"per_attack", 0}, {"per_unit", 1}}, &v))
            return false;
        fortressDirectBonus = FortressDirect(v);
    } else if (id == QLatin1String("gas_results")) {
        if (!pick({{"table", 0}, {"book_example", 1}}, &v))
            return false;
        gasResults = GasResults(v);
    } else if (id == QLatin1String("cpf_needs_los")) {
        return yesNo(value, &cpfNeedsLos);
    } else if (id == QLatin1String("ecm_uses_attack")) {
        return yesNo(value, &ecmUsesAttack);
    } else if (id == QLatin1String("tow_pair_stacking")) {
        if (!pick({{"1", 1}, {"2", 2}}, &v))
            return false;
        towPairStacking = v;
    } else if (id == QLatin1String("sp_artillery_fire")) {
        if (!pick({{"indirect_only", 0}, {"direct_and_indirect", 1}}, &v))
            return false;
        spArtilleryDirect = v == 1;
    } else if (id == QLatin1String("results_timing")) {
        if (!pick({{"ranged_then_close", 0}, {"end_of_combat", 1}}, &v))
            return false;
        resultsTiming = ResultsTiming(v);
    } else if (id == QLatin1String("allied_caf")) {
        return yesNo(value, &alliedCaf);
    } else if (id == QLatin1String("buses_target_class")) {
        if (value != QLatin1String("A") && value != QLatin1String("B"))
            return false;
        busesTargetClass = value.at(0);
    } else if (id == QLatin1String("zero_attack_close_assault")) {
        if (!pick({{"sits_out", 0}, {"column_zero", 1}}, &v))
            return false;
        zeroAttackAssaults = v == 1;
    } else if (id == QLatin1String("apc_passenger_indirect")) {
        if (!pick({{"with_apc", 0}, {"own_result", 1}}, &v))
            return false;
        passengerTakesIndirect = v == 1;
    } else if (id == QLatin1String("hidden_setup")) {
        return yesNo(value, &hiddenSetup);
    } else {
        return false;
    }
    return true;
}

RuleChoices RuleChoices::fromRuleset(const Ruleset &ruleset,
                                     const QMap<QString, QString> &overrides, QStringList *problems)
{
    RuleChoices choices;
    auto apply = [&](const QString &id, const QString &value) {
        if (!choices.set(id, value) && problems)
            problems->append(QStringLiteral("rule option %1: unknown value '%2'").arg(id, value));
    };
    for (const RuleOption &option : ruleset.options) {
        // Options the rules functions do not use (there may be more in a later ruleset)
        // are not problems of the ruleset.
        RuleChoices probe;
        if (probe.set(option.id, option.defaultValue))
            apply(option.id, option.defaultValue);
    }
    for (auto it = overrides.constBegin(); it != overrides.constEnd(); ++it)
        apply(it.key(), it.value());
    return choices;
}

QMap<QString, QString> RuleChoices::values() const
{
    auto yes = [](bool b) {
        return b ? QStringLiteral("yes") : QStringLiteral("no");
    };
    QMap<QString, QString> v;
    v.insert(QStringLiteral("crt_heading_offset"), QString::number(crtHeadingOffset));
    v.insert(QStringLiteral("fire_order"),
             fireOrder == FireOrder::FirstMover ? QStringLiteral("first_mover")
                                                : QStringLiteral("moving_player"));
    v.insert(QStringLiteral("extended_range_attack"), roundingName(extendedRangeAttack));
    v.insert(QStringLiteral("disrupted_movement"), roundingName(disruptedMovement));
    v.insert(QStringLiteral("rubble_direct_defence"),
             rubbleDirectDefence == RubbleDirect::TerrainPlus2 ? QStringLiteral("terrain_plus_2")
                                                               : QStringLiteral("flat_2"));
    v.insert(QStringLiteral("conventional_city_move_cost"),
             conventionalCityHalf ? QStringLiteral("half") : QStringLiteral("one"));
    v.insert(QStringLiteral("close_assault_below_1_4"),
             closeAssaultBelowWorst == CloseAssaultBelowWorst::ColumnZero
                 ? QStringLiteral("column_zero")
                 : QStringLiteral("at_1_4"));
    v.insert(QStringLiteral("second_disruption"),
             secondDisruption == SecondDisruption::DisruptedBeforeRound
                 ? QStringLiteral("disrupted_before_round")
                 : QStringLiteral("disrupted_at_turn_start"));
    v.insert(QStringLiteral("fortress_direct_bonus"),
             fortressDirectBonus == FortressDirect::PerAttack ? QStringLiteral("per_attack")
                                                              : QStringLiteral("per_unit"));
    v.insert(QStringLiteral("gas_results"),
             gasResults == GasResults::Table ? QStringLiteral("table")
                                             : QStringLiteral("book_example"));
    v.insert(QStringLiteral("cpf_needs_los"), yes(cpfNeedsLos));
    v.insert(QStringLiteral("ecm_uses_attack"), yes(ecmUsesAttack));
    v.insert(QStringLiteral("tow_pair_stacking"), QString::number(towPairStacking));
    v.insert(QStringLiteral("sp_artillery_fire"),
             spArtilleryDirect ? QStringLiteral("direct_and_indirect")
                               : QStringLiteral("indirect_only"));
    v.insert(QStringLiteral("results_timing"),
             resultsTiming == ResultsTiming::RangedThenClose ? QStringLiteral("ranged_then_close")
                                                             : QStringLiteral("end_of_combat"));
    v.insert(QStringLiteral("allied_caf"), yes(alliedCaf));
    v.insert(QStringLiteral("buses_target_class"), QString(busesTargetClass));
    v.insert(QStringLiteral("zero_attack_close_assault"),
             zeroAttackAssaults ? QStringLiteral("column_zero") : QStringLiteral("sits_out"));
    v.insert(QStringLiteral("apc_passenger_indirect"),
             passengerTakesIndirect ? QStringLiteral("own_result") : QStringLiteral("with_apc"));
    v.insert(QStringLiteral("hidden_setup"), yes(hiddenSetup));
    return v;
}

} // namespace hexwright::rules
