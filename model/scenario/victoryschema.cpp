// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/victoryschema.h"

namespace hexwright {

const QList<VictoryKind> &victoryConditionKinds()
{
    using T = ParamType;
    static const QList<VictoryKind> kinds = {
        {"hold_hexes",
         "the side has a unit in each of the zones at the end of a turn",
         {{"side", T::Side, true},
          {"zones", T::Zones, true},
          {"at_end_of_turn", T::Turn, true},
          {"undisrupted_only", T::Flag, true}}},
        {"occupy",
         "the side occupies a hex of the zone at the end of or by a turn",
         {{"side", T::Side, true},
          {"zone", T::Zone, true},
          {"by_turn", T::Turn, false},
          {"at_end_of_turn", T::Turn, false},
          {"undisrupted_only", T::Flag, true},
          {"colours", T::Colours, false}}},
        {"exclusive_majority",
         "the side exclusively occupies the most hexes of the zone",
         {{"zone", T::Zone, true},
          {"at_end_of_turn", T::Turn, true},
          {"undisrupted_only", T::Flag, true}}},
        {"most_units_in",
         "the side has the most units in the zone",
         {{"zone", T::Zone, true},
          {"at_end_of_turn", T::Turn, true},
          {"undisrupted_only", T::Flag, true}}},
        {"eliminate_all",
         "the side eliminates every unit of another side",
         {{"side", T::Side, true},
          {"target_side", T::Side, true},
          {"by_turn", T::Turn, false},
          {"loss_limit", T::Count, false}}},
        {"survive",
         "the side still has units at the end of a turn",
         {{"side", T::Side, true},
          {"min_units", T::Count, true},
          {"at_end_of_turn", T::Turn, true}}},
        {"exit_units",
         "the side moves units off an edge, graded by how many",
         {{"side", T::Side, true},
          {"edge", T::Edge, true},
          {"by_turn", T::Turn, false},
          {"colours", T::Colours, false},
          {"levels", T::Levels, true}}},
        {"victory_points",
         "victory points equal to the cost of the enemy units eliminated",
         {{"at_end_of_turn", T::Turn, false}, {"levels", T::Levels, false}}},
        {"garrison_cities",
         "a point for each hex of a city whose every hex the side holds",
         {{"zones", T::Zones, true}, {"points_per_hex", T::Count, true}}},
        {"collect_objects",
         "the side that carries the most objects to its own area",
         {{"marker", T::Marker, true}, {"home_zones", T::SideZones, true}}},
        {"first_to_hex",
         "the first unit of the given colours or types to enter the zone wins",
         {{"zone", T::Zone, true},
          {"colours", T::Colours, false},
          {"unit_types", T::UnitTypes, false}}},
        {"search_destroy",
         "the side enters every hex of a zone and eliminates every unit of another side",
         {{"side", T::Side, true},
          {"zone", T::Zone, true},
          {"target_side", T::Side, true},
          {"by_turn", T::Turn, true}}},
        {"free_text", "a condition the engine cannot check, in words", {{"side", T::Side, false}}},
    };
    return kinds;
}

const VictoryKind *findVictoryKind(const QString &id)
{
    for (const VictoryKind &kind : victoryConditionKinds()) {
        if (id == QLatin1String(kind.id))
            return &kind;
    }
    return nullptr;
}

QStringList victoryKindIds()
{
    QStringList ids;
    for (const VictoryKind &kind : victoryConditionKinds())
        ids.append(QLatin1String(kind.id));
    return ids;
}

const QList<ParamKind> &specialRuleEffectKinds()
{
    using T = ParamType;
    static const QList<ParamKind> kinds = {
        {"hold_still",
         "units of the sides or colours may not move or fire on the turns",
         {{"sides", T::Sides, false},
          {"colours", T::Colours, false},
          {"turns", T::Turns, true},
          {"released_when_attacked", T::Flag, true}}},
        {"combat_only_on",
         "only units on the panels may be attacked",
         {{"panels", T::Panels, true}, {"fire_from_outside", T::Flag, true}}},
        {"closed_boards",
         "no unit of another side may enter a side's home panels",
         {{"home_panels", T::SidePanels, true}}},
        {"terrain_allowed",
         "the unit types may enter the terrain although the chart prohibits it",
         {{"unit_types", T::UnitTypes, true}, {"terrain", T::Terrains, true}}},
        {"no_rubble", "combat leaves no rubble", {}},
        {"objects_do_not_stack", "objects do not count for stacking", {}},
        {"close_assault_only", "every combat is a close assault: no unit fires at range", {}},
        {"confined_to_board",
         "units of the sides or colours may not leave their board while no unit of the "
         "released_by colours stands on it",
         {{"sides", T::Sides, false},
          {"colours", T::Colours, false},
          {"released_by", T::Colours, true}}},
    };
    return kinds;
}

const ParamKind *findEffectKind(const QString &id)
{
    for (const ParamKind &kind : specialRuleEffectKinds()) {
        if (id == QLatin1String(kind.id))
            return &kind;
    }
    return nullptr;
}

QStringList effectKindIds()
{
    QStringList ids;
    for (const ParamKind &kind : specialRuleEffectKinds())
        ids.append(QLatin1String(kind.id));
    return ids;
}

QStringList victoryLevelResults()
{
    return {QStringLiteral("decisive_defeat"), QStringLiteral("marginal_defeat"),
            QStringLiteral("draw"), QStringLiteral("marginal_victory"),
            QStringLiteral("decisive_victory")};
}

std::optional<int> victoryLevelMin(const QVariantMap &level)
{
    const auto min = level.constFind(QStringLiteral("min"));
    if (min == level.cend())
        return std::nullopt;
    return min->toInt();
}

} // namespace hexwright
