// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

struct Ruleset;
struct UnitType;

/// The family id of Hammer Wars (OnePageAnon's Core Rules v1.5).
inline QString hammerWarsFamilyId()
{
    return QStringLiteral("hammer-wars");
}

/// An attack of a fixed roll that ignores every modifier (dangerous terrain, Energy Pulse,
/// Trample Attack, a declared Deception): dice, the lowest roll that hits, and blast.
struct HwFixedAttack
{
    int dice = 1;
    int hitsOn = 6;
    bool blast = false;
};

/// One line of a unit card: its dice, "*" (blast) and the lowest roll that hits per armour
/// type of the target.
struct HwAttackLine
{
    int dice = 1;
    bool blast = false;
    QMap<QString, int> hitsOn; ///< armour type id -> lowest roll that hits
};

/// What a unit card prints beyond the shared unit type (name, cost in pts, Move, Range and
/// special rules as abilities).
struct HwCard
{
    QString category;
    QString armour;
    int lives = 1;
    int xp = 0;
    QList<HwAttackLine> attackLines;
};

struct HwArmourType
{
    QString id;
    QString name;
};

/// A category of the unit pool, with the models the pool holds of it.
struct HwCategory
{
    QString id;
    QString name;
    int pool = 0;
    double baseMm = 0; ///< base diameter; the rules give none
    QStringList provisional; ///< keys whose values are ours ("base_mm")
};

struct HwIncome
{
    int pts = 0;
    int xp = 0;
    bool ptsKept = false;
    bool xpKept = true;
};

struct HwDeployment
{
    double edgeDistance = 0; ///< placed within this of the own table edge
    double enemyDistance = 0; ///< and at least this far from enemy units
};

/// Hold, Walk, Run: how many times the unit's Move it may move, and whether it may shoot.
struct HwAction
{
    QString id;
    QString name;
    int moves = 0;
    bool mayShoot = false;
};

struct HwAttackRules
{
    int alwaysHitsOn = 6; ///< a natural roll this high hits whatever the modifiers
    double blastRadius = 2;
    int blastDice = 1; ///< dice against each further enemy within the radius
};

struct HwCoverRules
{
    double insideShare = 0.5; ///< share of the model inside cover terrain that puts it in cover
    bool partlyHidden = true; ///< partly hidden by terrain from the attacker also counts
};

struct HwObjectiveRules
{
    int count = 3;
    double fromLongEdge = 4;
    double seizeRadius = 2;
};

/// An event that lowers a morale counter. `when` is one of going_first, round_end,
/// units_lost (every `every` losses) and unit_lost (a unit of `category`).
struct HwMoraleEvent
{
    QString id;
    QString when;
    int every = 0;
    QString category;
    int morale = 0; ///< the change, negative
    int opponentVp = 0;
};

struct HwMoraleRules
{
    int start = 10;
    QList<HwMoraleEvent> events;
    int zeroOpponentVp = 1; ///< what the opponent gets when a counter reaches 0
    bool zeroEndsGame = true;

    const HwMoraleEvent *event(const QString &id) const;
};

/// What openly declaring a goal does to the units within its radius of the secret marker.
struct HwDeclaration
{
    double radius = 0;
    std::optional<HwFixedAttack> enemyAttack;
    int friendlyAttackModifier = 0;
};

/// A goal: `scoreWhen` is one of seized_secret_objective, more_objectives_seized,
/// near_enemy_edge (a `divisor`-th of the units within `distance` of the enemy edge) and
/// killed_or_never_deployed (a unit of `category`).
struct HwGoal
{
    QString id;
    QString name;
    bool secretObjective = false;
    std::optional<HwDeclaration> declare;
    QString scoreWhen;
    int vp = 0;
    int divisor = 0;
    double distance = 0;
    QString category;
};

struct HwFaction
{
    QString id;
    QString name;
    QStringList goals; ///< the two it may choose one of
};

/// The numbers of one ability's special rule. `effect` is what the engine does (one of
/// hwSpecialRuleEffects()); `values` its numbers by key (radius, repeats, move...).
struct HwSpecialRule
{
    QString ability;
    QString effect;
    QMap<QString, double> values;
    std::optional<HwFixedAttack> attack;
};

/// A terrain class's effects on the pieces that carry it.
struct HwTerrain
{
    int attackModifier = 0; ///< to attacks against a unit in it
    bool runThrough = true;
    bool blocksLos = false;
    std::optional<HwFixedAttack> entryAttack; ///< on moving into or across it
};

/// The effects a special rule may have, each with the numbers it needs (hwrulesreader.cpp).
QStringList hwSpecialRuleEffects();

/**
 * What a Hammer Wars ruleset holds beyond the shared core: the unit cards' armour, lives,
 * xp and attack lines, the categories and their pool sizes, income and deployment, the
 * actions, attack and cover rules, the objective markers, the morale counter and its events,
 * the goals, the factions with their goal pairs, the special rules' numbers and each terrain
 * class's effects. Read once at load (hwrulesreader.cpp); reached through hwRules().
 */
class HwRules : public FamilyRules
{
public:
    QString familyId() const override { return hammerWarsFamilyId(); }

    // How a side is built (gamefamily.h): a faction, its goal (one of the faction's two) and,
    // for a goal that needs one, the secret objective marker; a pool per category.
    QList<FamilyValue> factionValues() const override;
    QList<FamilyChoice> sideChoices(const QString &faction,
                                    const QMap<QString, QString> &chosen) const override;
    QList<FamilyPoolCategory> poolCategories() const override;
    QString categoryOf(const QString &unitTypeId) const override;
    // The table of §1 and the presets of §2 and §3 (hwtablepresets.cpp): 36 x 24 in, three
    // markers on the line through the centre across the long edges, a band along each
    // player's edge (short or long: the player_edges option).
    QSizeF defaultTableSize() const override;
    LengthUnit defaultTableUnit() const override;
    QList<TableObjective> standardObjectives(QSizeF tableMm) const override;
    double deploymentDepth() const override;
    QList<TableDeployment>
    standardDeployment(QSizeF tableMm, const QStringList &sideIdsInOrder,
                       const QMap<QString, QString> &ruleOptions) const override;
    // Measuring (hwranges.cpp): one ring per attack line at the card's Range, and the
    // category's base; the engine measures with the same base.
    QList<FamilyRange> rangeRings(const Ruleset &ruleset, const QString &unitTypeId) const override;
    double baseDiameterMm(const QString &unitTypeId) const override;
    // The printed cards and side sheets (hwprintedfacts.cpp).
    bool printsUnitCards() const override { return true; }
    std::optional<UnitCardFacts> unitCard(const Ruleset &ruleset,
                                          const UnitType &type) const override;
    QList<SheetSection> sideSheetSections(const Ruleset &ruleset, const Scenario &scenario,
                                          const Side &side) const override;

    QString dice; ///< "d6"
    QString distanceUnit; ///< "in": every distance below
    double tableWidth = 0;
    double tableDepth = 0;
    QList<HwArmourType> armourTypes;
    QList<HwCategory> categories;
    HwIncome income;
    HwDeployment deployment;
    QList<HwAction> actions;
    HwAttackRules attacks;
    HwCoverRules cover;
    HwObjectiveRules objectives;
    HwMoraleRules morale;
    QList<HwGoal> goals;
    QList<HwFaction> factions;
    QList<HwSpecialRule> specialRules;
    QHash<QString, HwTerrain> terrain; ///< by terrain id; every terrain type of the ruleset
    QHash<QString, HwCard> cards; ///< by unit type id; every unit type of the ruleset
    QHash<QString, QStringList> provisionalColours; ///< colour id -> keys that are ours

    const HwCard *card(const QString &unitTypeId) const;
    const HwCategory *category(const QString &id) const;
    const HwAction *action(const QString &id) const;
    const HwGoal *goal(const QString &id) const;
    const HwFaction *faction(const QString &id) const;
    const HwSpecialRule *specialRule(const QString &abilityId) const;
    /// The effects of @p terrainId (none for a terrain the family did not read).
    const HwTerrain &terrainOf(const QString &terrainId) const;

    /// The first of a player's own deployment phases (1-based) in which income alone buys a
    /// unit costing @p pts and @p xp, nothing bought before; 0 if income never does.
    int firstPhaseAffording(int pts, int xp) const;
    /// The most rounds a game lasts: the first player's counter, lowered for going first and
    /// at each round's end, reaches 0 at the end of this round if no unit is lost.
    int longestGame() const;
};

/// The keys of a Hammer Wars side's choices (Side::choices): its secret goal, and the
/// objective marker that goes with a goal that needs one (Deception, Duty).
inline QString hwGoalChoice()
{
    return QStringLiteral("goal");
}
inline QString hwGoalObjectiveChoice()
{
    return QStringLiteral("goal_objective");
}

/**
 * The Hammer Wars data of @p ruleset. Only for a ruleset of that family; a ruleset put
 * together in code without family data gets empty tables.
 */
const HwRules &hwRules(const Ruleset &ruleset);

} // namespace hexwright
