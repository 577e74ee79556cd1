// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

struct MakWeapon;
struct MakWeaponType;
struct Ruleset;

/**
 * Maschinen Krieger's attack [5.1] as small functions pinned to the text's worked examples
 * (tests/families/mak/tst_makrules.cpp): the attack target is the weapon's attack at the
 * range, plus the pilots' and the situation's modifiers, less the target's defence; 2d6 at or
 * under it hit; the target's owner then rolls 2d6 on the armour endurance chart under its
 * durability class. The lost charts are the ruleset's provisional `charts:`
 * (terrain-attack, range-modifiers, armour-endurance), looked up here by id.
 */
namespace makrules {

/// One term of an attack target, in the order the text adds them: what a player reads
/// before the roll ("Forest (L)", -2). The id is stable (attack, defence, pilot_attack,
/// pilot_defence, range, terrain, hexside, indirect, target_immobilized,
/// defensive_position, charging_infantry, smoke, night, unarmed); the reason is translated.
struct MakAttackLine
{
    QString id;
    QString reason;
    int value = 0;
    bool provisional = false; ///< read from a provisional chart cell
};

/// What an attack is made with and against, as the attack procedure asks it [5.1.1, 5.1.3].
struct MakAttackSpec
{
    const MakWeapon *weapon = nullptr; ///< null: an unarmed attack [9.5]
    QString weaponName; ///< for the reasons ("8L8")
    int hexes = 1; ///< the range: the attacker's hex not counted, the target's counted
    int defence = 0;
    int pilotAttack = 0; ///< the attacker's pilot's attack modifier
    int pilotDefence = 0; ///< the target's pilot's defence modifier
    QString targetTerrain; ///< terrain id of the target's hex
    bool targetTypeI = false; ///< a Type I target (a partial building counts only for it)
    QStringList hexsidesCrossed; ///< hexside type ids the line crosses, each once per side
    bool indirect = false;
    bool targetImmobilized = false;
    QString defensivePosition; ///< the marker's modifier id (defensive_position_1), or empty
    bool atChargingInfantry = false;
    bool throughSmoke = false;
    QString smokeRule = QStringLiteral("laser_missile_minus_1"); ///< rule option smoke_modifier
    bool night = false; ///< a manned attacker at night [19.3]
    bool airToGround = false; ///< terrain counts, range does not [10.5]
    bool antiAircraft = false; ///< neither terrain nor range [10.5]
};

/// An attack target with every term that made it.
struct MakAttackTarget
{
    int target = 0;
    QList<MakAttackLine> lines;

    /// The value of the line @p id (summed when it appears more than once), 0 when absent.
    int value(const QString &id) const;
    /// Whether any term came from a provisional chart cell.
    bool provisional() const;
};

/// The attack target of @p spec under @p ruleset's modifiers and charts [5.1.3].
MakAttackTarget attackTarget(const Ruleset &ruleset, const MakAttackSpec &spec);

/// The range modifier of @p weapon at @p hexes: none for a weapon with range bands (its band
/// is its range-adjusted attack), else the range-modifiers chart's cell of its type.
/// @p provisional, when given, says whether the cell is ours.
int rangeModifier(const Ruleset &ruleset, const MakWeapon &weapon, int hexes,
                  bool *provisional = nullptr);

/// The terrain-attack chart's modifier of row @p rowHeading for weapon type @p weaponType,
/// or @p fallback when the chart has no such cell.
int terrainModifier(const Ruleset &ruleset, const QString &rowHeading, const QString &weaponType,
                    int fallback = 0, bool *provisional = nullptr);

/// Whether 2d6 totalling @p roll hit @p target: at or under it; a target below zero never
/// hits [5.1.1].
bool hits(int roll, int target);

/// The result of a hit: "D", "A", "M" or "none" [5.1.2]. A natural 2 on the hit roll
/// destroys outright with rule option natural_two = hit_roll (@p naturalTwoOnHit); otherwise
/// @p enduranceRoll (2d6, plus @p enduranceModifier: +1 off the centre of an indirect
/// attack) is read on the armour endurance chart under @p durability, where with
/// natural_two = endurance_roll a natural 2 destroys whatever the chart says.
QString hitResult(const Ruleset &ruleset, const QString &durability, int hitRoll, int enduranceRoll,
                  int enduranceModifier = 0,
                  const QString &naturalTwo = QStringLiteral("hit_roll"));

/// The armour endurance chart's result for @p roll under @p durability: "D", "A", "M" or
/// "none"; "none" when the chart has no such column.
QString enduranceResult(const Ruleset &ruleset, const QString &durability, int roll);

/// Whether a weapon of @p type breaks down on the natural 2d6 total @p roll: a laser drained
/// on 11 or 12, a machine gun broken on 12 but an infantry one [11.1, 11.2]. Rolled even when
/// the attack target is below zero.
bool breaksDown(const MakWeaponType &type, int roll, bool infantry);

} // namespace makrules
} // namespace hexwright
