// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/play/game.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright::scoring {

/// What the Hammer's Slammers agents weigh alike: the worth of a CRT column and of a unit, the
/// strength of a ranged attack, where a placing action puts which unit, the zones fought over.

/// The expected damage of one CRT column: an elimination counts 1, a disruption 0.35, or 1
/// where @p disruptionKills (a unit disrupted in a swamp, lake or river hex is eliminated).
double columnValue(const Ruleset &ruleset, int column, bool disruptionKills = false);

/// What losing @p unit costs its owner: its points over 10, at least 1.
double unitWorth(const GameContext &context, const UnitState &unit);

/// The attack strength of @p firers on @p target: each at its range band's strength (§3.9).
double rangedAttack(const GameContext &context, const GameState &state, const QStringList &firers,
                    HexCoord target);

/// The unit a placing action (move, enter, paradrop) places, or null for any other action.
const QString *placedUnit(const Action &action);

/// The hex a placing action puts its unit in (a move's last hex); invalid for other actions.
HexCoord destinationOf(const Action &action);

/// The zones the victory conditions name (zones: and zone:), each once, as its playable hexes,
/// in the order the conditions name them; a zone with no playable hex is left out.
QList<QList<HexCoord>> objectiveZones(const GameContext &context);

} // namespace hexwright::scoring
