// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Equality of the scenario's parts, as a user sees them: where a part was written in the file
// (its SourcePosition) is left out, so that an edit undone by hand compares equal to the
// part it started from.

#include "scenario/scenario.h"

#include <tuple>

namespace hexwright {

bool operator==(const PanelPlacement &a, const PanelPlacement &b)
{
    return std::tie(a.panel, a.column, a.row, a.rotation)
        == std::tie(b.panel, b.column, b.row, b.rotation);
}

bool operator==(const Marker &a, const Marker &b)
{
    return std::tie(a.kind, a.hex, a.name, a.colour) == std::tie(b.kind, b.hex, b.name, b.colour);
}

bool operator==(const Zone &a, const Zone &b)
{
    return std::tie(a.id, a.name, a.description, a.hexes, a.colour, a.preset)
        == std::tie(b.id, b.name, b.description, b.hexes, b.colour, b.preset);
}

bool operator==(const MoraleStep &a, const MoraleStep &b)
{
    return a.losses == b.losses && a.morale == b.morale;
}

bool operator==(const RallyThreshold &a, const RallyThreshold &b)
{
    return a.losses == b.losses && a.roll == b.roll;
}

bool operator==(const MoraleRule &a, const MoraleRule &b)
{
    return std::tie(a.kind, a.losses, a.thresholds) == std::tie(b.kind, b.losses, b.thresholds);
}

bool operator==(const MoraleBlock &a, const MoraleBlock &b)
{
    return std::tie(a.colours, a.value, a.steps, a.rules, a.free)
        == std::tie(b.colours, b.value, b.steps, b.rules, b.free);
}

bool operator==(const Side &a, const Side &b)
{
    return std::tie(a.id, a.name, a.player, a.nonPlayer, a.colours, a.role, a.setupOrder,
                    a.moveOrder, a.budget, a.faction, a.choices, a.defaultZone, a.morale,
                    a.briefing)
        == std::tie(b.id, b.name, b.player, b.nonPlayer, b.colours, b.role, b.setupOrder,
                    b.moveOrder, b.budget, b.faction, b.choices, b.defaultZone, b.morale,
                    b.briefing);
}

bool operator==(const Placement &a, const Placement &b)
{
    return std::tie(a.kind, a.zone, a.hex, a.point, a.reinforcement)
        == std::tie(b.kind, b.zone, b.hex, b.point, b.reinforcement);
}

bool operator==(const ForceEntry &a, const ForceEntry &b)
{
    return std::tie(a.id, a.side, a.colour, a.unitType, a.count, a.options, a.placement, a.note,
                    a.family)
        == std::tie(b.id, b.side, b.colour, b.unitType, b.count, b.options, b.placement, b.note,
                    b.family);
}

bool operator==(const EdgeSpec &a, const EdgeSpec &b)
{
    return a.side == b.side && a.panels == b.panels && a.anchor == b.anchor
        && a.direction == b.direction;
}

bool operator==(const Entry::Outcome &a, const Entry::Outcome &b)
{
    return a.rolls == b.rolls && a.edge == b.edge;
}

bool operator==(const Entry &a, const Entry &b)
{
    return std::tie(a.kind, a.edge, a.hex, a.zone, a.outcomes, a.rerollIfSameAs)
        == std::tie(b.kind, b.edge, b.hex, b.zone, b.outcomes, b.rerollIfSameAs);
}

bool operator==(const Reinforcement &a, const Reinforcement &b)
{
    return std::tie(a.id, a.side, a.turn, a.entry) == std::tie(b.id, b.side, b.turn, b.entry);
}

bool operator==(const VictoryCondition &a, const VictoryCondition &b)
{
    return std::tie(a.id, a.kind, a.parameters) == std::tie(b.id, b.kind, b.parameters);
}

bool operator==(const HiddenUnits::Outcome &a, const HiddenUnits::Outcome &b)
{
    return a.rolls == b.rolls && a.count == b.count;
}

bool operator==(const HiddenUnits &a, const HiddenUnits &b)
{
    return std::tie(a.id, a.side, a.colour, a.unitType, a.zone, a.outcomes, a.note)
        == std::tie(b.id, b.side, b.colour, b.unitType, b.zone, b.outcomes, b.note);
}

bool operator==(const SpecialRule &a, const SpecialRule &b)
{
    return std::tie(a.id, a.text, a.effect) == std::tie(b.id, b.text, b.effect);
}

bool operator==(const GameLength &a, const GameLength &b)
{
    return a.turns == b.turns && a.until == b.until;
}

bool operator==(const FirstPlayer &a, const FirstPlayer &b)
{
    return a.dice == b.dice;
}

bool operator==(const ScenarioMetadata &a, const ScenarioMetadata &b)
{
    return std::tie(a.title, a.author, a.source, a.players, a.notes)
        == std::tie(b.title, b.author, b.source, b.players, b.notes);
}

} // namespace hexwright
