// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "families/gamefamily.h"
#include "hex/offsetcoord.h"
#include "ruleset/charttable.h"
#include "ruleset/hexsidetype.h"

#include <QColor>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
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
    QColor colour;
};

struct TerrainType
{
    QString id;
    QString name;
    QColor colour;
    QString pattern; ///< print pattern, so greyscale output keeps terrains apart
    QMap<QString, MoveCost> moveCost; ///< by movement class id; every class is present
    /// What the rules ask of the terrain (`water`, ...), read once at load: rules test a tag,
    /// never a terrain id.
    QStringList tags;

    bool hasTag(const QString &tag) const { return tags.contains(tag); }
};

struct RoadRules
{
    QString name;
    QColor colour;
    double moveCost = 0.5;
    bool alongRoadOnly = true;
    bool lostInRubble = true;
};

struct NamedEntry
{
    QString id;
    QString name;
};

/**
 * A kind of scenario marker (`markers:`): how it is drawn and what the editor offers for it.
 * Each flag is optional in the file, so a ruleset written before them still loads: its
 * markers draw as a diamond with a question mark, belong to nobody and none is the default
 * of a victory condition.
 */
struct MarkerType : NamedEntry
{
    /// The shape it is drawn with on maps and counters, one of markerSymbols(); empty: a
    /// diamond with a question mark.
    QString symbol;
    /// Placed in an army colour, which fills it (a fortress a colour bought).
    bool owned = false;
    /// What the sides fight over: the marker a new victory condition on markers names first.
    bool objective = false;
};

/// The shapes a marker's `symbol:` may name, which every renderer draws: "fort" a walled
/// keep, "heap" a heap of blocks, "crate" a bright diamond.
QStringList markerSymbols();

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
    /// `mark:` a short text (at most three characters, "G") drawn on the counter of a unit
    /// that bought the option and shown beside its name in forces tables; empty: no mark.
    QString mark;
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
    /// Optional (`sequence:`): the order of the ruleset's sequence_of_play this choice
    /// plays, every phase id once; empty: the choice leaves the order alone.
    QStringList sequence;
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
 * This is the shared core every game has (terrain, units, costs, options, the sequence of
 * play's names). What only one rule family has (Hammer's Slammers' CRT, gas table, fortress
 * rules...) is that family's FamilyRules, read by the family from the keys it owns and
 * reached through the family's accessor (hsRules()). So a further game is a further file
 * and, when its rules differ, a further family.
 */
struct Ruleset
{
    QString id;
    int version = 0;
    QString name;
    QString publisher;
    QString family; ///< the rule family's id (families/familyregistry.h)
    BoardKind board = BoardKind::Hex;
    HexOrientation orientation = HexOrientation::FlatTop; ///< hex boards
    QStringList directions; ///< hex boards: the six directions, clockwise from the first

    QList<MovementClass> movementClasses;
    QList<ArmyColour> colours;
    QList<TerrainType> terrain;
    RoadRules road;
    /// Hex boards: the kinds of terrain on hex sides (`hexsides:`, optional); a side of the
    /// map stores an index into this list (map/hexsides.h).
    QList<HexsideType> hexsides;
    QList<MarkerType> markers;
    QList<NamedEntry> abilities;
    QList<PurchaseOption> purchaseOptions;
    MoraleRules morale;
    QList<UnitType> unitTypes;
    QList<ForceConstraint> constraints;
    TurnRecord turnRecord;
    QList<Phase> sequenceOfPlay;
    QList<RuleOption> options;
    /// Named charts (`charts:`), with the user's own values over the bundled ones when he
    /// saved some (chartoverride.h).
    QList<Chart> charts;
    /// The charts as the ruleset file gives them, before the user's values: what Revert
    /// goes back to and what an override is written against.
    QList<Chart> bundledCharts;
    /// The family's own data; shared by copies of the ruleset, never changed once read.
    std::shared_ptr<const FamilyRules> familyRules;

    const TerrainType *findTerrain(const QString &id) const;
    const HexsideType *findHexside(const QString &id) const;
    /// The hexside type at index @p index (as the map stores it), or null (NoHexside).
    const HexsideType *hexsideAt(int index) const
    {
        return index >= 0 && index < hexsides.size() ? &hexsides.at(index) : nullptr;
    }
    const UnitType *findUnitType(const QString &id) const;
    const ArmyColour *findColour(const QString &id) const;
    const RuleOption *findOption(const QString &id) const;
    const PurchaseOption *findPurchaseOption(const QString &id) const;
    bool hasMarker(const QString &id) const;
    const MarkerType *findMarker(const QString &id) const;
    const Chart *findChart(const QString &id) const { return hexwright::findChart(charts, id); }

    QStringList terrainIds() const;
    QStringList hexsideIds() const;
    QStringList unitTypeIds() const;
    QStringList colourIds() const;
    QStringList optionIds() const;
    QStringList markerIds() const;
    QStringList purchaseOptionIds() const;

    /// Rally cost per unit for @p morale, or -1 if that morale cannot be bought.
    int rallyCostPerUnit(int morale) const;
};

/// The sequence of play a scenario plays: the ruleset's phases in the order its options chose.
struct EffectiveSequence
{
    QList<Phase> phases;
    /// The option whose chosen value set the order, and that choice; null when the order is
    /// the ruleset's as listed (no option orders it).
    const RuleOption *option = nullptr;
    const RuleChoice *choice = nullptr;
};

/**
 * The sequence of play with the rule options' values @p optionValues applied (option id to
 * value, as ruleOptionValues() gives them; an option left out takes its default): the first
 * option whose chosen value has a `sequence` orders the phases. @p ruleset must outlive the
 * result (it points into its options).
 */
EffectiveSequence effectiveSequenceOfPlay(const Ruleset &ruleset,
                                          const QMap<QString, QString> &optionValues);

} // namespace hexwright
