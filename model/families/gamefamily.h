// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace hexwright {

class MappingReader;
class ReadContext;
struct ArmyColour;
struct CounterLook;
struct Ruleset;
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
