// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "board/tablelayout.h"
#include "families/printedfacts.h"
#include "table/length.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace hexwright {

class MappingReader;
class ReadContext;
struct ArmyColour;
struct CounterLook;
struct ForceEntry;
struct Ruleset;
struct Scenario;
struct Side;
struct TerrainType;
struct UnitType;

/// A value a side may choose: a faction, a goal. The id is what the file writes; the name
/// what the user sees.
struct FamilyValue
{
    QString id;
    QString name;

    friend bool operator==(const FamilyValue &a, const FamilyValue &b)
    {
        return a.id == b.id && a.name == b.name;
    }
};

/**
 * One of a family's per-side choices (Side::choices): its key in the file, its label, and
 * either the values allowed or, when it names an objective, none: the table's objective
 * markers are its values then.
 */
struct FamilyChoice
{
    QString key; ///< "goal"
    QString label; ///< "Goal", translated
    QList<FamilyValue> values;
    bool namesObjective = false;
};

/// A category of a unit pool: the models a side's pool holds of unit types of the category.
struct FamilyPoolCategory
{
    QString id;
    QString name;
    int size = 0;
};

/**
 * A range a unit measures on a table, drawn as a ring round its base by the measuring tool:
 * what it is ("Attack 1: 3 dice"), and how far it reaches from the edge of the base, in
 * @p unit (a ruleset's distances are in its own unit).
 */
struct FamilyRange
{
    QString label;
    double distance = 0; ///< from the base's edge, in unit
    LengthUnit unit = LengthUnit::Inch;

    /// The distance in millimetres.
    double millimetres() const { return toMillimetres(distance, unit); }
};

/**
 * A family's rules data beyond the shared core of a ruleset: its tables, and its values per
 * terrain type, unit type and colour. Hangs off the Ruleset as an immutable shared pointer,
 * so copies of a ruleset share it; each family casts it back through its own accessor
 * (hsRules() for Hammer's Slammers).
 */
class FamilyRules
{
public:
    virtual ~FamilyRules();
    /// The id of the family that read it, so an accessor can refuse another family's data.
    virtual QString familyId() const = 0;

    // What the shared code asks of any family, with answers that fit a family that says
    // nothing: the family's rules decide what its pieces look like and what they cost.

    /// The symbol, marks and factors on the front (or with @p back the back) of @p type's
    /// counter (families/piecefaces.h); by default a plain box with the factors.
    virtual CounterLook counterLook(const Ruleset &ruleset, const UnitType &type, bool back) const;
    /// Whether a unit of @p type pays its colour's rally cost when bought (a Hammer's
    /// Slammers fortress is no unit that rallies); by default every unit does.
    virtual bool paysRallyCost(const UnitType &type) const;

    // How a side is built (the Sides dock and the roster ask; the family's checks decide what
    // is valid). A family without factions, choices or pools answers none.

    /// The factions a side may play (Side::faction), in order; none by default.
    virtual QList<FamilyValue> factionValues() const;
    /**
     * The choices a side of @p faction makes (Side::choices) given what it has chosen so far
     * (@p chosen): a choice that depends on another is offered only once that one is made
     * (a Hammer Wars goal's objective, for the goals that need one). None by default.
     */
    virtual QList<FamilyChoice> sideChoices(const QString &faction,
                                            const QMap<QString, QString> &chosen) const;
    /// The categories of a side's unit pool in order, with their sizes; none by default.
    virtual QList<FamilyPoolCategory> poolCategories() const;
    /// The pool category of unit type @p unitTypeId, or empty.
    virtual QString categoryOf(const QString &unitTypeId) const;
    /// The dice players roll, each "NdS" ("1d6", "2d6"): the dice buttons of an exported
    /// VASSAL module. One six-sided die by default.
    virtual QStringList diceRolls() const;

    // The table a family's rules are played on and where they put objective markers and
    // deployment areas: the editor's File > New and its Standard Objectives and Standard
    // Deployment presets. A family that says nothing plays on 6 x 4 ft and has no presets.

    /// The size of the table the rules play on, in millimetres; 72 x 48 in by default.
    virtual QSizeF defaultTableSize() const;
    /// The unit the rules measure the table in; inches by default.
    virtual LengthUnit defaultTableUnit() const;
    /// The objective markers the rules place on a table of @p tableMm (millimetres), with
    /// ids and labels; none by default.
    virtual QList<TableObjective> standardObjectives(QSizeF tableMm) const;
    /// How deep a side's deployment area along its table edge is, in millimetres (the
    /// editor's band preset); 0 by default: the family says nothing.
    virtual double deploymentDepth() const;
    /**
     * The deployment areas the rules give the sides @p sideIdsInOrder (in set-up order, the
     * first to set up first) on a table of @p tableMm, for the scenario's rule option values
     * @p ruleOptions (every option of the ruleset, its default where the scenario sets none:
     * see ruleOptionValues()); none by default.
     */
    virtual QList<TableDeployment>
    standardDeployment(QSizeF tableMm, const QStringList &sideIdsInOrder,
                       const QMap<QString, QString> &ruleOptions) const;

    // Measuring on a table (the measuring tool asks; the family's engine uses the same).

    /**
     * The ranges a unit of @p unitTypeId measures from its base, in order: by default its
     * shared Range factor in inches (when it has one above 0), labelled "Range".
     */
    virtual QList<FamilyRange> rangeRings(const Ruleset &ruleset, const QString &unitTypeId) const;
    /// The diameter (mm) of the round base a model of @p unitTypeId stands on; 25 by default.
    virtual double baseDiameterMm(const QString &unitTypeId) const;

    // What the printed unit cards and side sheets say (families/printedfacts.h); the shared
    // sheets lay the facts out and never ask which game it is.

    /// Whether the family's units are printed as cards (the unit cards are offered then on
    /// any board); false by default, and a table game gets its cards anyway.
    virtual bool printsUnitCards() const;
    /**
     * The card of @p type: by default a plain one from the shared unit type (name, cost,
     * Move, Range, attack and defence factors); a family gives its category, stats, attack
     * table and special rules.
     */
    virtual std::optional<UnitCardFacts> unitCard(const Ruleset &ruleset,
                                                  const UnitType &type) const;
    /// The plain card of @p type the default unitCard() gives: any game's unit type has it.
    static UnitCardFacts plainUnitCard(const UnitType &type);
    /**
     * The sections of @p side's own sheet (faction, pool, goal, morale track, income...), in
     * order; the shared sheet adds the sequence of play. None by default.
     */
    virtual QList<SheetSection> sideSheetSections(const Ruleset &ruleset, const Scenario &scenario,
                                                  const Side &side) const;
    /**
     * The points force entry @p entry of @p scenario costs when the family prices more than
     * its units (leaders, skills, upgrades bought with them), or nothing: the shared cost
     * chart's price then. scenario/points.h asks here first, so the Sides dock, the roster,
     * the sheets, the checks and `hexwright-cli info` count alike. Nothing by default.
     */
    virtual std::optional<int> forceEntryPoints(const Ruleset &ruleset, const Scenario &scenario,
                                                const ForceEntry &entry) const;
    /**
     * Whether a side buys its forces with points (a cost chart, a budget): the Forces and
     * Sides docks, the setup sheets and `hexwright-cli info` show a side's points only then
     * (buysForcesWithPoints() in scenario/points.h asks here). A game whose scenarios give
     * each side its forces and judge victory otherwise (Maschinen Krieger's O.G.P.) answers
     * false. True by default.
     */
    virtual bool buysForcesWithPoints() const;
    /**
     * Cards of the scenario's own formations (a detachment's, a troop's), printed after the
     * unit types' cards on the unit card sheet; none by default.
     */
    virtual QList<UnitCardFacts> scenarioCards(const Ruleset &ruleset,
                                               const Scenario &scenario) const;
    /// Whether the family prints a roster (export/rostersheets.h): the people who crew a side's
    /// units, pilots or commanders, with what they add to the units' rolls. False by default.
    virtual bool printsRoster() const;
    /**
     * The sections of @p side's roster sheet, in order: who is assigned to which unit, and
     * the people a player may still assign. None by default.
     */
    virtual QList<SheetSection> rosterSections(const Ruleset &ruleset, const Scenario &scenario,
                                               const Side &side) const;
};

/**
 * Reads one ruleset's family data, handed the mappings the shared reader holds. The family
 * asks for its keys by name through the same MappingReader as the shared reader, so a key
 * neither of them asks for is still reported as unknown, with the closest key of either as a
 * suggestion and its line and column.
 *
 * The shared reader calls readColour(), readTerrain() and readUnitType() for each entry once
 * it has read the entry's shared keys, then readTop() once the whole shared core is read,
 * then finish().
 */
class FamilyRulesReader
{
public:
    virtual ~FamilyRulesReader();
    virtual void readColour(MappingReader &in, const ArmyColour &colour);
    virtual void readTerrain(MappingReader &in, const TerrainType &terrain);
    virtual void readUnitType(MappingReader &in, const UnitType &type);
    /// The family's top-level keys; @p core is the shared part read so far (terrain ids...).
    virtual void readTop(MappingReader &top, const Ruleset &core) = 0;
    /// The data read, or null when it could not be read (the errors are reported).
    virtual std::shared_ptr<const FamilyRules> finish(const Ruleset &core) = 0;
};

/**
 * A rule family's data side: what a ruleset of this family holds beyond the shared core and
 * how to read it. One per family, listed in familyregistry.cpp; a ruleset names its family
 * with `family:` and the registry finds it.
 */
class GameFamily
{
public:
    virtual ~GameFamily();
    /// The id rulesets and scenarios write (`family: hammers-slammers`).
    virtual QString id() const = 0;
    /// The game's name, for messages.
    virtual QString name() const = 0;
    /// The boards its rules are written for.
    virtual QList<BoardKind> boardKinds() const = 0;
    /// The ids of the phases its engine knows: a sequence of play may name only these.
    virtual QStringList phaseIds() const = 0;
    /// A reader for one ruleset's family data, reporting through @p context.
    virtual std::unique_ptr<FamilyRulesReader> rulesReader(ReadContext &context) const = 0;
};

} // namespace hexwright
