// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset/ruleset.h"

#include <QChar>
#include <QString>

namespace hexwright::rules {

struct RuleChoices;

/**
 * What kind of unit a unit type is, read from its abilities and movement class, so that the
 * rules ask "is it infantry?" in one place instead of comparing type ids. @p mounted is the
 * side of a two-sided counter (skimmer infantry): true = riding skimmers.
 */

/// The factors of the side in play: the mounted side's when @p mounted and the type has one.
UnitFactors factorsOf(const UnitType &type, bool mounted = false);
/// The movement class id of the side in play (skimmer infantry: hover when mounted).
QString movementClassOf(const UnitType &type, bool mounted = false);
/// 'A' or 'B' for indirect fire and gas (§3.11); buses per the buses_target_class option.
QChar targetClassOf(const Ruleset &ruleset, const UnitType &type, const RuleChoices &choices);
/// Whether @p colour is a mercenary army (Red, Blue): the gas table column, ECM (§3.12, §3.19).
bool isMercenaryColour(const Ruleset &ruleset, const QString &colour);

bool isInfantry(const UnitType &type); ///< ability infantry (regular and militia)
bool isMilitia(const UnitType &type); ///< ability disrupt_eliminates (§4.4 footnote)
bool isTwoSided(const UnitType &type); ///< skimmer infantry (§3.7)
/// Dismounted infantry that ignores disruption except on river, swamp or lake (§3.15.6).
bool ignoresDisruptionOnFoot(const UnitType &type, bool mounted);
bool isApc(const UnitType &type); ///< carries one infantry counter (§3.7)
bool ridesApc(const UnitType &type);
bool isTowable(const UnitType &type); ///< guns, howitzers, towed calliopes (§3.6)
bool canTowGuns(const UnitType &type); ///< any vehicle but a skimmer (§3.6)
bool isCalliope(const UnitType &type); ///< attack "S": CAF and CPF only (§3.10)
bool isFortress(const UnitType &type);
bool hasCaf(const UnitType &type); ///< may fire counter-artillery fire (§3.10)
bool hasCpf(const UnitType &type); ///< may fire counter-paradrop fire (§3.3)
/// Fires indirect: howitzers, guns, SP artillery (§3.11).
bool firesIndirect(const UnitType &type);
/// Fires direct (§3.13): anything with an attack factor on the side in play but howitzers (and
/// SP artillery unless the sp_artillery_fire option says direct_and_indirect); calliopes only
/// for CPF. Buses have no attack factor (attack 0): they never fire.
bool firesDirect(const UnitType &type, const RuleChoices &choices, bool mounted = false);
/// A vehicle: moves as conv_vehicle or hover on its printed side (not infantry, not towed).
bool isVehicle(const UnitType &type);
/// Must land on clear when paradropped (§3.2.5): armored cars, APCs, guns, anything that is
/// not infantry.
bool needsClearLanding(const UnitType &type);

} // namespace hexwright::rules
