// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace hexwright {

/// Types a victory condition or special rule effect parameter can have; each has one reader,
/// one writer, one check and one editor.
enum class ParamType {
    Side, ///< a side id
    Zone, ///< a zone id
    Zones, ///< a list of zone ids
    Hexes, ///< a list of hex labels
    Turn, ///< a turn number (1..999)
    Count, ///< a non-negative number (0..100000)
    Flag, ///< true or false
    Text, ///< free text
    Edge, ///< {side: north|south|east|west, panels: [ids]}
    Levels, ///< graded results: [{min: N, result: id}], min ascending; the first may omit min
    Colours, ///< a list of colour ids
    UnitTypes, ///< a list of unit type ids
    Marker, ///< a marker kind id
    SideZones, ///< a mapping side id -> zone id
    Sides, ///< a list of side ids
    Turns, ///< a list of turn numbers (1..999), ascending
    Panels, ///< a list of panel ids of the layout
    SidePanels, ///< a mapping side id -> list of panel ids
    Terrains, ///< a list of terrain ids
};

struct ParamSpec
{
    const char *key;
    ParamType type;
    bool required;
};

/**
 * One kind of typed, parameterised thing (a victory condition, a special rule's effect) and
 * its parameters, in the order the file writes them. The tables are data so that the
 * reader, the writer, the checks and the editor's forms all agree.
 */
struct ParamKind
{
    const char *id;
    const char *summary;
    QList<ParamSpec> parameters;
};
using VictoryKind = ParamKind;

const QList<VictoryKind> &victoryConditionKinds();
const VictoryKind *findVictoryKind(const QString &id);
QStringList victoryKindIds();

/// Results that graded levels may name (scenario 8's bands).
QStringList victoryLevelResults();

/// The lowest score of graded level @p level ({min, result}), or none when the level is the
/// lowest one, open below (no `min` in the file: "below 0: decisive defeat").
std::optional<int> victoryLevelMin(const QVariantMap &level);

/**
 * The effects a special rule may carry so that the playtest obeys it (the rule's text stays
 * the words players read):
 * - hold_still (sc.2): units of the sides or colours may not move or fire on the turns; with
 *   released_when_attacked a unit fired upon or close assaulted is free at once;
 * - combat_only_on (sc.14): only units on the panels may be attacked; with
 *   fire_from_outside units elsewhere may still fire into them;
 * - closed_boards (sc.14): no unit of another side may enter a side's home panels;
 * - terrain_allowed (sc.14): the unit types may enter the terrain the chart prohibits them;
 * - no_rubble (sc.6): combat leaves no rubble;
 * - objects_do_not_stack (sc.14): objects do not count for stacking;
 * - close_assault_only (sc.6): no direct, indirect or counter-paradrop fire, so every
 *   combat is a close assault;
 * - confined_to_board (sc.10): units of the sides or colours may not leave the panel they
 *   stand on while no unit of the released_by colours stands on it.
 */
const QList<ParamKind> &specialRuleEffectKinds();
const ParamKind *findEffectKind(const QString &id);
QStringList effectKindIds();

} // namespace hexwright
