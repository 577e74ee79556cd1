// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

struct Ruleset;

/// The family id of Maschinen Krieger S.F.3.D II (Hobby Japan, English rules v1.2).
inline QString makFamilyId()
{
    return QStringLiteral("mak");
}

/// A unit class [2.2]: Type I (AFS and the like), Type II (other ground units), Type III
/// (aircraft), with the stacking points a unit of it counts [8.1].
struct MakUnitClass
{
    QString id;
    QString name;
    int stackPoints = 0;
};

/// A weapon type [11.0]: its letter code, the natural rolls that break it for the game, and
/// how often it may fire per phase (0: no limit).
struct MakWeaponType
{
    QString id; ///< the letter in an attack code: L, G, MG, R, PF
    QString name;
    QList<int> breakdownOn; ///< natural 2d6 totals that drain or break it (laser: 11, 12)
    bool infantryExempt = false; ///< infantry weapons of this type never break (MG)
    int perPhase = 0; ///< firings per phase, 0 = no limit (rocket: 1)
    int perPhaseDefensive = 0; ///< in defensive and anti-aircraft fire (PanzerFaust: 2)
};

/// An attack value over a span of range in hexes (Doll House: 1-8 hexes 15).
struct MakRangeBand
{
    int from = 1;
    int to = 1;
    int attack = 0;
};

/**
 * A weapon of a unit, from its attack code (`8L8`: attack 8, Laser, range 8) plus what the
 * code does not say: rounds (0: unlimited), indirect fire, the attack per range band when it
 * changes with range, and which of these values are ours.
 */
struct MakWeapon
{
    QString code;
    int attack = 0;
    QString type; ///< a MakWeaponType id
    int range = 0;
    int rounds = 0;
    bool indirect = false;
    QList<MakRangeBand> bands;
    /// Which values ("attack", "range", "rounds", "bands") the text does not give.
    QStringList provisional;

    /// The attack at @p hexes: the band's, else the code's; -1 beyond the range.
    int attackAt(int hexes) const;
};

/// Reads an attack code such as `8L8` or `15R100` or `10PF4` against the weapon type ids
/// @p types (longest first wins: MG before G); nothing when it is not one.
std::optional<MakWeapon> parseAttackCode(const QString &code, const QStringList &types);

/// What a unit's counter and the text give beyond the shared unit type.
struct MakUnit
{
    QString unitClass; ///< a MakUnitClass id
    QString durability; ///< endurance column: A, B, C
    QList<MakWeapon> weapons;
    std::optional<int> dogfight; ///< aircraft
    int carries = 0; ///< stacking points of cargo it may carry; 0: none
    QStringList carriesClasses; ///< only these unit classes as cargo; empty: any
    bool sideStated = true; ///< false: the text does not say whose unit it is
    QStringList provisional; ///< of durability, dogfight, carries: values that are ours
};

/// A modifier of the attack target [5.1.3] or a roll, as the text gives it.
struct MakModifier
{
    QString id;
    QString name;
    int value = 0;
};

/// A pilot's rank and the victory points it adds [18.2.5].
struct MakRank
{
    QString id;
    QString name;
    int vp = 0;
};

/// A pilot counter [18.0]: number per side, name, rank and ability modifiers.
struct MakPilot
{
    int number = 0;
    QString colour;
    QString name;
    QString rank;
    int attack = 0;
    int defence = 0;
    int dogfight = 0;
    QStringList provisional; ///< of attack, defence, dogfight: the text lists no modifiers
};

/// What a terrain type does beyond its movement cost.
struct MakTerrain
{
    int height = 0;
    bool blocksLos = false;
    bool typeIOnly = false; ///< a partial building: only Type I units count as inside
};

/**
 * Maschinen Krieger's rules data beyond the shared core: unit classes and stacking,
 * weapons and attack codes, durability classes and endurance results, the modifiers table,
 * pilots and ranks, infantry, indirect fire and mines. The lost charts are the ruleset's
 * `charts:` (shared), looked up by id. Read by makrulesreader.cpp, reached through
 * makRules().
 */
class MakRules : public FamilyRules
{
public:
    QString familyId() const override { return makFamilyId(); }
    QStringList diceRolls() const override;
    /// Unit cards and side sheets are offered: a card per unit (class, stacking, movement,
    /// defence, durability, weapons, dog-fight, cargo) and on each side sheet the charts a
    /// player looks up at the table, provisional values marked (makprintedfacts.cpp).
    bool printsUnitCards() const override { return true; }
    std::optional<UnitCardFacts> unitCard(const Ruleset &ruleset,
                                          const UnitType &type) const override;
    QList<SheetSection> sideSheetSections(const Ruleset &ruleset, const Scenario &scenario,
                                          const Side &side) const override;
    /// A counter as the book prints it (makprint.cpp): on the front the unit class, movement
    /// with its letter, durability class and defence ("I 5W B 2"; an aircraft its dog-fight
    /// rating in place of movement), on the back its weapon codes ("8L8 10PF4").
    CounterLook counterLook(const Ruleset &ruleset, const UnitType &type, bool back) const override;
    /// No unit rallies against its colour's morale (infantry recovers on 1d6 [14.3.2]), so
    /// none pays a rally cost and the setup sheets print no rally (makprint.cpp).
    bool paysRallyCost(const UnitType &type) const override;
    /// No: a scenario gives each side its forces and victory is judged by O.G.P. (the
    /// scenario notes), so no side's points are shown (a unit's victory points are no price).
    bool buysForcesWithPoints() const override { return false; }
    /// The pilot roster is printed (makprint.cpp).
    bool printsRoster() const override { return true; }
    /// A side's pilots: those the scenario assigns to its units, with their rank, modifiers and
    /// victory points, then the side's other pilots of the Pilot Names and Numbers Chart.
    QList<SheetSection> rosterSections(const Ruleset &ruleset, const Scenario &scenario,
                                       const Side &side) const override;

    QList<MakUnitClass> unitClasses;
    int stackLimit = 4; ///< stacking points per side per hex [8.1]
    int aircraftPerHex = 4; ///< aircraft attacking one hex at once [10.5]
    QStringList durabilityClasses;
    QList<MakWeaponType> weaponTypes;
    QList<MakModifier> enduranceResults; ///< D, A, M and no effect: id and name (value 0)
    QList<MakModifier> modifiers;
    QList<MakRank> ranks;
    QList<MakPilot> pilots;
    int infantryMove = 1;
    int infantryCharge = 2;
    int moraleRecoversUpTo = 4; ///< 1d6 at or under recovers [14.3.2]
    QList<MakModifier> moraleModifiers;
    int minesMin = 5;
    int minesMax = 13;
    int minesArtilleryMax = 20;
    int indirectAreaRadius = 1; ///< the target hex and its six neighbours
    int indirectOffCentreEndurance = 1;
    int defaultCarries = 2;
    QMap<QString, MakUnit> units; ///< by unit type id
    QMap<QString, MakTerrain> terrain; ///< by terrain id

    const MakUnitClass *unitClass(const QString &id) const;
    const MakWeaponType *weaponType(const QString &id) const;
    /// The modifier @p id's value, or 0.
    int modifier(const QString &id) const;
    /// The stacking points of a unit of @p unitTypeId, 0 when unknown.
    int stackPoints(const QString &unitTypeId) const;
    /// Whether units of @p type are vehicles: Type II that do not go on foot [13.1.1].
    bool isVehicle(const UnitType &type) const;
    /// The stacking points of cargo a unit of @p type carries [13.1.5]: its counter's
    /// `carries`, else `transport: default_carries` for a vehicle, else 0. The checks and
    /// the engine both read cargo capacity here.
    int cargoPoints(const UnitType &type) const;
    const MakRank *rank(const QString &id) const;
    /// A pilot's victory points: his modifiers' sum plus his rank's value [18.2.5].
    int pilotVp(const MakPilot &pilot) const;
    QStringList weaponTypeIds() const;
};

/// The Maschinen Krieger data of @p ruleset (empty for another family's).
const MakRules &makRules(const Ruleset &ruleset);

} // namespace hexwright
