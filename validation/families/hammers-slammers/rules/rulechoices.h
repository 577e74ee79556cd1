// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QString>
#include <QStringList>

namespace hexwright {

struct Ruleset;

namespace rules {

/**
 * The answers to the book's ambiguities that the rules functions need, as plain values.
 *
 * Built from the ruleset's `options:` defaults, then a scenario's `rule_options` (or any map
 * of option id -> value) on top; tests and the engine may also set fields directly. Every
 * field names the ruleset option it comes from.
 */
struct RuleChoices
{
    enum class Rounding { Exact, Down, Up };
    enum class FireOrder { FirstMover, MovingPlayer };
    enum class RubbleDirect { TerrainPlus2, Flat2 };
    enum class CloseAssaultBelowWorst { ColumnZero, AtWorst };
    enum class SecondDisruption { DisruptedBeforeRound, DisruptedAtTurnStart };
    enum class FortressDirect { PerAttack, PerUnit };
    enum class GasResults { Table, BookExample };
    enum class ResultsTiming { RangedThenClose, EndOfCombat };

    int crtHeadingOffset = 0; ///< crt_heading_offset: 0 or 1 (§5.2)
    FireOrder fireOrder = FireOrder::FirstMover; ///< fire_order (§2)
    Rounding extendedRangeAttack = Rounding::Exact; ///< extended_range_attack (§3.8)
    Rounding disruptedMovement = Rounding::Down; ///< disrupted_movement (§3.15.5); never Exact
    RubbleDirect rubbleDirectDefence = RubbleDirect::TerrainPlus2; ///< rubble_direct_defence
    bool conventionalCityHalf = true; ///< conventional_city_move_cost: half (true) or one
    CloseAssaultBelowWorst closeAssaultBelowWorst = CloseAssaultBelowWorst::ColumnZero;
    SecondDisruption secondDisruption = SecondDisruption::DisruptedBeforeRound;
    FortressDirect fortressDirectBonus = FortressDirect::PerAttack; ///< fortress_direct_bonus
    GasResults gasResults = GasResults::Table; ///< gas_results (§3.12, T8)
    bool cpfNeedsLos = true; ///< cpf_needs_los (§3.3)
    bool ecmUsesAttack = false; ///< ecm_uses_attack (§3.19)
    int towPairStacking = 2; ///< tow_pair_stacking: a tower and its gun count as 1 or 2
    bool spArtilleryDirect = false; ///< sp_artillery_fire: direct_and_indirect (true)
    ResultsTiming resultsTiming = ResultsTiming::RangedThenClose; ///< results_timing
    bool alliedCaf = false; ///< allied_caf
    QChar busesTargetClass = QLatin1Char('B'); ///< buses_target_class
    /// zero_attack_close_assault: column_zero (true), a unit of attack 0 (a calliope, buses)
    /// in a close-assault hex attacks alone on column 0; sits_out (false), it does not attack
    bool zeroAttackAssaults = false;
    /// apc_passenger_indirect: own_result (true), the infantry inside an APC takes the
    /// strike's class-B result itself as well; with_apc (false), only its APC's fate
    bool passengerTakesIndirect = false;
    /// hidden_setup: no (false), set-up is open, a later player sees the earlier set-ups;
    /// yes (true), each player's set-up is hidden from the others until turn 1
    bool hiddenSetup = false;

    /// The ruleset's defaults with @p overrides (option id -> value) applied. Unknown ids and
    /// values are skipped and, when @p problems is given, described there.
    static RuleChoices fromRuleset(const Ruleset &ruleset,
                                   const QMap<QString, QString> &overrides = {},
                                   QStringList *problems = nullptr);
    /// Sets one option by its ruleset id and value; false if either is unknown.
    bool set(const QString &optionId, const QString &value);
    /// Every option as id -> value, in the ruleset's spelling (for logs and replays).
    QMap<QString, QString> values() const;
};

} // namespace rules
} // namespace hexwright
