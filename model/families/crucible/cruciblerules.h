// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

#include <QHash>
#include <QList>
#include <QMap>
#include <QPair>
#include <QString>
#include <QStringList>

namespace hexwright {

struct Ruleset;

/// The family id of Hammer's Slammers: The Crucible (Rules Supplement 4).
inline QString crucibleFamilyId()
{
    return QStringLiteral("crucible");
}

/// A scale of miniatures (28 mm, 15 mm, 6 mm) with the distances the supplement gives for it,
/// in cm: off-table artillery's spread radius and the Leadfoot standard move.
struct CrucibleScale
{
    QString id;
    QString name;
    double artillerySpread = 0;
    double leadfootMove = 0;
};

/// A step of the quality ladder: the Quality Roll target on one d6 and a Sergeant's LV.
struct CrucibleQuality
{
    QString id;
    QString name;
    int qr = 0;
    int lv = 0;
    QStringList provisional; ///< of qr, lv: values that are ours
};

/**
 * A detachment's troop class (the four standard qualities and the supplement's Warriors,
 * Fanatics and Commissars): the quality its TUs fight at, check morale at (empty: the text
 * does not say), are led at and use "Follow Me" at, its detachment and Troop sizes in TUs,
 * and what its Lieutenant costs (the core book's, lost: ours).
 */
struct CrucibleClass
{
    QString id;
    QString name;
    QString fightsAs;
    QString moraleAs;
    QString leadsAs;
    QString followMeAs;
    int detachmentSize = 0;
    int troopSize = 0;
    int lieutenantCost = 0;
    QStringList provisional; ///< of troop_size, lieutenant_cost
};

/// A leader's rank: what he leads, whether he is bought (at the Lieutenant's cost and
/// quality), the rank he replaces, and whether he is extra to the detachment.
struct CrucibleRank
{
    enum class Leads { Detachment, Troop, None };

    QString id;
    QString name;
    Leads leads = Leads::None;
    bool paid = false;
    QString replaces;
    bool extra = false;
};

/// An Elite Skill: who has it, where the text has it from, its points (the text gives none:
/// ours) and its numbers (LV, LP, QR and DV bonuses, the artillery spread factor, the factor
/// on artillery LP costs).
struct CrucibleSkill
{
    enum class Scope { Leader, Tu, Force };

    QString id;
    QString name;
    Scope scope = Scope::Tu;
    QString from;
    int cost = 0;
    int lv = 0;
    int lp = 0;
    int qr = 0;
    int dv = 0;
    double spreadFactor = 1;
    double artilleryLpFactor = 1;
    QStringList provisional; ///< of scope, cost
};

/// The limits the supplement puts on a force (§4.1, §5, §7.2, FAQ).
struct CrucibleLimits
{
    int controlledPerController = 3; ///< Fireflies or remote units per controlling TU
    int backupWeaponsPerCar = 1;
    int thunderRunTokens = 2;
};

/// What one use of Leadership Points costs.
struct CrucibleLpCost
{
    QString id;
    QString name;
    int lp = 0;
};

/// A weapon of a TU as its card prints it: `Sh 3 FP 1+1/1`, its arcs (front, left, right,
/// rear or all), a close-quarter weapon (+1 QR at close range), firing every other turn, a
/// fixed to-hit roll (an ADS's 3+), and its intercept triangle (rolls, at a QR modifier).
struct CrucibleWeapon
{
    QString name;
    int sh = 0;
    QString fp;
    QStringList arcs;
    bool closeQuarter = false;
    bool eot = false;
    int toHit = 0; ///< 0: a Quality Roll
    int interceptRolls = 0;
    int interceptQr = 0;
    QStringList provisional; ///< of sh, fp, arcs, to_hit, intercept

    /// "Sh 3 FP 1+1/1"
    QString statLine() const;
};

/// What a TU is: the rules treat vehicles, combat cars (UCCF arcs, the backup weapon),
/// infantry, mounted infantry, master control vehicles, remote units, Fireflies and guns
/// differently.
enum class CrucibleTuKind {
    Vehicle,
    CombatCar,
    Infantry,
    MountedInfantry,
    Mcv,
    RemoteUnit,
    Firefly,
    TowedGun,
    DeployableGun
};

/// The file's names of the TU kinds, in the order of CrucibleTuKind.
QStringList crucibleTuKindIds();

/// A TU's card beyond the shared unit type: its kind, DV per facing, speed band, weapons,
/// whether it is a Prime unit with built-in skills, and how many Fireflies or remote units
/// it controls.
struct CrucibleTu
{
    CrucibleTuKind kind = CrucibleTuKind::Vehicle;
    int dvFront = 0;
    int dvSide = 0;
    int dvRear = 0;
    int dvTop = 0;
    QString speed;
    QList<CrucibleWeapon> weapons;
    bool prime = false;
    QStringList skills;
    int controls = 0;
    QStringList provisional; ///< of dv, speed, armament, cost (its points)

    /// Whether it is controlled by another TU (a Firefly, a remote unit).
    bool isControlled() const
    {
        return kind == CrucibleTuKind::Firefly || kind == CrucibleTuKind::RemoteUnit;
    }
};

/// What a terrain trait does: cover (none, soft or hard), sight into it (clear, or only to
/// Point Blank) and the movement classes it is easy terrain for.
struct CrucibleTerrain
{
    QString cover;
    QString sight;
    QStringList easyFor;
};

/// A leader of a Prime detachment template, at his Prime price.
struct CruciblePrimeLeader
{
    QString rank;
    QString name;
    int lv = 0;
    int cost = 0;
    QStringList skills;
    QString ridesWith; ///< the name of the leader in whose TU he rides, or empty
};

/**
 * A Prime detachment as the text costs it (optional rule 7.7; Huber's is the one example):
 * its class and colour, its TUs, its leaders at their prices, the skills every TU has, the
 * additional Sergeants it may buy and the total the text gives.
 */
struct CruciblePrime
{
    QString id;
    QString name;
    QString from;
    QString troopClass;
    QString colour;
    QList<QPair<QString, int>> tus; ///< unit type id, count
    QList<CruciblePrimeLeader> leaders;
    QStringList tuSkills;
    int extraSergeantsMax = 0;
    int extraSergeantCost = 0;
    int total = 0;

    /// The sum of its parts: each TU's cost and each leader's.
    int partsTotal(const Ruleset &ruleset) const;
    /// The price of a leader of rank @p rank in it: the first of its leaders of that rank, or
    /// for a Sergeant an additional one's; -1 when it has none.
    int leaderCost(const QString &rank) const;
};

/**
 * What a Crucible ruleset holds beyond the shared core: the scales, the quality ladder, the
 * troop classes, leaders, Elite Skills, the force limits, what LP buy, each TU's card, each
 * terrain trait's effects and the Prime detachments. The lost core charts are the ruleset's
 * `charts:` (shared). Read by cruciblerulesreader.cpp, reached through crucibleRules().
 */
class CrucibleRules : public FamilyRules
{
public:
    QString familyId() const override { return crucibleFamilyId(); }
    QStringList diceRolls() const override;
    /// The table (ours: the core book's is lost), in cm.
    QSizeF defaultTableSize() const override;
    LengthUnit defaultTableUnit() const override;
    /// None: the range bands are a lost chart whose values depend on the scale.
    QList<FamilyRange> rangeRings(const Ruleset &ruleset, const QString &unitTypeId) const override;
    // The printed cards and side sheets (crucibleprintedfacts.cpp): a TU card per unit type
    // (class of TU, DV per facing, weapons with arcs, built-in skills) and on a side's sheet
    // its detachments and troops with their leaders and points, the LP costs and the QR chart.
    bool printsUnitCards() const override { return true; }
    std::optional<UnitCardFacts> unitCard(const Ruleset &ruleset,
                                          const UnitType &type) const override;
    QList<SheetSection> sideSheetSections(const Ruleset &ruleset, const Scenario &scenario,
                                          const Side &side) const override;
    /// An entry's points with its leaders and skills (crucibleEntryPoints()).
    std::optional<int> forceEntryPoints(const Ruleset &ruleset, const Scenario &scenario,
                                        const ForceEntry &entry) const override;
    // The detachment and troop cards and the force roster (crucibleprint.cpp).
    QList<UnitCardFacts> scenarioCards(const Ruleset &ruleset,
                                       const Scenario &scenario) const override;
    bool printsRoster() const override { return true; }
    QList<SheetSection> rosterSections(const Ruleset &ruleset, const Scenario &scenario,
                                       const Side &side) const override;

    QString distanceUnit; ///< "cm"
    double tableWidth = 0;
    double tableDepth = 0;
    bool tableProvisional = false;
    QList<CrucibleScale> scales;
    QList<CrucibleQuality> qualities;
    QList<CrucibleClass> classes;
    QList<CrucibleRank> ranks;
    QList<CrucibleSkill> skills;
    CrucibleLimits limits;
    QList<CrucibleLpCost> lpCosts;
    QList<CruciblePrime> primes;
    QHash<QString, CrucibleTu> tus; ///< by unit type id; every unit type of the ruleset
    QHash<QString, CrucibleTerrain> terrain; ///< by terrain id
    QHash<QString, QStringList> provisionalColours; ///< colour id -> keys that are ours

    const CrucibleScale *scale(const QString &id) const;
    const CrucibleQuality *quality(const QString &id) const;
    const CrucibleClass *troopClass(const QString &id) const;
    const CrucibleRank *rank(const QString &id) const;
    const CrucibleSkill *skill(const QString &id) const;
    const CruciblePrime *prime(const QString &id) const;
    const CrucibleTu *tu(const QString &unitTypeId) const;
    /// The rank that leads a detachment (the Lieutenant), or null.
    const CrucibleRank *detachmentLeader() const;
    QStringList classIds() const;
    QStringList rankIds() const;
    QStringList skillIds() const;
    QStringList primeIds() const;
    /// A Sergeant's LV by the class he leads: its leadership quality's LV (-1 unknown).
    int sergeantLv(const QString &classId) const;
};

/// The Crucible data of @p ruleset (empty for another family's).
const CrucibleRules &crucibleRules(const Ruleset &ruleset);

} // namespace hexwright
