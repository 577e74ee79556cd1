// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QColor>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

struct Ruleset;

/// Entry cost of a terrain for one movement class: a number of movement factors (0.5 for
/// half a factor) or prohibited.
struct MoveCost
{
    bool prohibited = false;
    double factors = 1.0;
};

struct MovementClass
{
    QString id;
    QString name;
};

struct ArmyColour
{
    QString id;
    QString name;
    QString army; ///< "conventional" or "mercenary": picks the gas table column, ECM, jamming
    QColor colour;
};

struct LosValues
{
    int firing = 0;
    int intervening = 0;
    int target = 0;
};

struct TerrainType
{
    QString id;
    QString name;
    QColor colour;
    QString pattern; ///< print pattern, so greyscale output keeps terrains apart
    QMap<QString, MoveCost> moveCost; ///< by movement class id; every class is present
    int directDefence = 0;
    int indirectDefence = 0;
    LosValues los;
    bool canBeRubbled = false;
    QString rubbledBecomes; ///< terrain id a rubbled hex turns into (bridge -> river), or empty
};

struct RoadRules
{
    QString name;
    QColor colour;
    double moveCost = 0.5;
    bool alongRoadOnly = true;
    bool lostInRubble = true;
};

struct RubbleRules
{
    int moveCostAdd = 1;
    int directDefenceAdd = 2;
    int indirectDefenceAdd = 2;
    bool affectsLos = false;
};

struct FortressRules
{
    int cost = 0;
    int directDefence = 0;
    int indirectDefence = 0;
    int moveCostAdd = 0;
    int capacity = 0;
    int closeAssaultBonus = 0;
    int closeAssaultBonusRounds = 0;
    int perHex = 1;
    QStringList forbiddenTerrain;
};

struct StackingRules
{
    int countersPerPlayerPerHex = 3;
    int apcWithInfantryCounts = 2;
    int towerWithGunCounts = 2;
};

struct NamedEntry
{
    QString id;
    QString name;
};

/// Printed factors of a counter side. A calliope's attack is "S" (special): 0 except for
/// counter-artillery and counter-paradrop fire.
struct UnitFactors
{
    int attack = 0;
    bool specialAttack = false;
    int defence = 0;
    int range = 0;
    int movement = 0;
    /// Factor names ("attack", ...) that the source text does not give: our estimates.
    QStringList provisional;

    bool isProvisional(const QString &factor) const { return provisional.contains(factor); }
};

struct UnitSide
{
    QString name;
    QString movementClass;
    UnitFactors factors;
};

struct UnitType
{
    QString id;
    QString name;
    QStringList colours;
    QString movementClass;
    QChar targetClass = QLatin1Char('B'); ///< 'A' or 'B' for indirect fire and gas
    QStringList abilities;
    QString counter; ///< unit type whose counter this one uses (militia, buses), or empty
    UnitFactors factors;
    std::optional<UnitSide> mounted; ///< back of a two-sided counter (skimmer infantry)
    int cost = 0;
    QMap<QString, int> optionCosts; ///< purchase option id -> unit cost with that option

    bool hasAbility(const QString &ability) const { return abilities.contains(ability); }
};

struct PurchaseOption
{
    enum class Pricing { UnitTable, PerUnit };
    QString id;
    QString name;
    QString requiresAbility;
    Pricing pricing = Pricing::UnitTable;
    int cost = 0; ///< PerUnit only
};

struct RallyCost
{
    int morale = 0;
    int costPerUnit = 0;
};

struct MoraleRules
{
    QList<RallyCost> rallyCosts;
    bool desperationRally = true;
};

/**
 * A declarative check on forces, evaluated by the rules engine (validation/): written in the
 * ruleset's `constraints:` section or in a scenario's own, with the same schema. It looks at
 * the units of each colour (scope colour) or of each side (scope side), optionally only the
 * colours listed, and holds one of these kinds:
 * - count: between min and max units of the unit types (all types if none are listed);
 * - points_budget: a side's points within its budget, or within max when given;
 * - points_percentage: the unit types' share of the points between min and max percent;
 * - all_or_none_option: every unit that can take the option has it, or none does;
 * - mutually_exclusive: at most one of the unit types;
 * - uniform_value: one value (morale) for all units of the scope;
 * - requires: the option only on the unit types listed, or with requiredUnitTypes: the unit
 *   types only alongside at least one unit of the required types.
 */
struct ForceConstraint
{
    QString id;
    QString kind; ///< one of constraintKinds()
    QString scope; ///< colour or side
    QString severity = QStringLiteral("error"); ///< error, warning or info
    QString summary; ///< what it asks for in a few words; empty: the kind's general wording
    QString label; ///< how messages name the units it counts ("combat cars"), or empty
    QStringList colours; ///< only these colours; empty = every colour
    QString option;
    QStringList unitTypes;
    QStringList requiredUnitTypes; ///< requires (unit type form)
    QString value; ///< uniform_value: morale
    std::optional<int> min; ///< count: units; points_percentage: percent
    std::optional<int> max; ///< count: units; points_budget: points; points_percentage: percent
    int line = 0; ///< where a scenario's own constraint is written (1-based), else 0
    int column = 0;

    friend bool operator==(const ForceConstraint &a, const ForceConstraint &b);
    friend bool operator!=(const ForceConstraint &a, const ForceConstraint &b) { return !(a == b); }
};

/// The kinds of ForceConstraint, in the order the file format documents them.
QStringList constraintKinds();

class ReadContext;
class MappingReader;

/**
 * Reads one force constraint, the same schema in a ruleset and in a scenario (rulesetreader.cpp).
 * Unit types, colours and options are checked against @p ruleset, or taken as written when it
 * is null (a scenario whose ruleset could not be loaded). Returns nothing for an unknown kind.
 */
std::optional<ForceConstraint> readForceConstraint(ReadContext &context, MappingReader &in,
                                                   const Ruleset *ruleset);

/// Odds are "N-1" (N >= 1) or "1-M" (M >= 2); stored as a signed rank: N-1 -> N, 1-M -> -M
/// so that a larger rank is better for the attacker and 1-1 is rank 1.
struct Odds
{
    int rank = 1;
    static std::optional<Odds> parse(const QString &text);
    QString toString() const;
    friend bool operator==(Odds a, Odds b) { return a.rank == b.rank; }
};

struct OddsLimits
{
    Odds worst;
    Odds best;
    QString table; ///< heading row of the CRT
    int columnShift = 0;
};

struct CombatResult
{
    QString code; ///< "-", "Dis", "DE", "DE*", "DE-R"
    QString name;
};

/// A results grid with rows for the 2d6 rolls 2..12.
struct ResultGrid
{
    QStringList columns; ///< column ids (gas table) or empty (CRT)
    QList<QStringList> rows; ///< rows[roll - 2][column]
    QString at(int roll, int column) const { return rows.value(roll - 2).value(column); }
};

struct CombatResultsTable
{
    QList<CombatResult> results;
    int columnCount = 0;
    ResultGrid grid;
    /// Heading rows at heading offset 0: heading text per column, empty where none.
    QMap<QString, QStringList> headings;
};

struct TurnRecord
{
    int first = 1;
    int last = 20;
    int perRow = 5;
    bool wraps = true;
};

struct Phase
{
    QString id;
    QString step;
    QString name;
    QString acting; ///< moving_player, other_players, all_players
};

struct RuleChoice
{
    QString value;
    QString description;
};

/// A point where the book is ambiguous: the choice Hexwright makes by default and the
/// alternatives a player who owns the printed game may switch to.
struct RuleOption
{
    QString id;
    QString name;
    QString defaultValue;
    QList<RuleChoice> choices;

    QStringList values() const;
};

/**
 * A game system's rules as data, loaded from a hexwright-ruleset YAML file.
 *
 * Everything the engine, the editor and the printer need to know about the game lives here
 * (terrain, units, costs, tables, options), so that a further game is a further file.
 */
struct Ruleset
{
    QString id;
    int version = 0;
    QString name;
    QString publisher;
    HexOrientation orientation = HexOrientation::FlatTop;
    QStringList directions;
    QString dice;

    QList<MovementClass> movementClasses;
    QList<ArmyColour> colours;
    QList<TerrainType> terrain;
    RoadRules road;
    RubbleRules rubble;
    FortressRules fortress;
    QList<NamedEntry> markers;
    StackingRules stacking;
    QList<NamedEntry> abilities;
    QList<PurchaseOption> purchaseOptions;
    MoraleRules morale;
    QList<UnitType> unitTypes;
    QList<ForceConstraint> constraints;
    QMap<QString, OddsLimits> odds;
    double extendedRangeMultiplier = 2.0;
    double extendedRangeAttackMultiplier = 0.5;
    CombatResultsTable crt;
    ResultGrid gasTable;
    TurnRecord turnRecord;
    QList<Phase> sequenceOfPlay;
    QList<RuleOption> options;

    const TerrainType *findTerrain(const QString &id) const;
    const UnitType *findUnitType(const QString &id) const;
    const ArmyColour *findColour(const QString &id) const;
    const RuleOption *findOption(const QString &id) const;
    const PurchaseOption *findPurchaseOption(const QString &id) const;
    bool hasMarker(const QString &id) const;

    QStringList terrainIds() const;
    QStringList unitTypeIds() const;
    QStringList colourIds() const;
    QStringList optionIds() const;
    QStringList markerIds() const;
    QStringList purchaseOptionIds() const;

    /// Rally cost per unit for @p morale, or -1 if that morale cannot be bought.
    int rallyCostPerUnit(int morale) const;
};

} // namespace hexwright
