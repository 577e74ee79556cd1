// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

#include <QChar>
#include <QHash>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

struct Ruleset;
struct TerrainType;
struct UnitType;

/// The family id of Hammer's Slammers (Mayfair, 1984).
inline QString hammersSlammersFamilyId()
{
    return QStringLiteral("hammers-slammers");
}

struct LosValues
{
    int firing = 0;
    int intervening = 0;
    int target = 0;
};

/// A terrain type's values in combat and line of sight, and what rubble does to it (§3.16).
struct HsTerrain
{
    int directDefence = 0;
    int indirectDefence = 0;
    LosValues los;
    bool canBeRubbled = false;
    QString rubbledBecomes; ///< terrain id a rubbled hex turns into (bridge -> river), or empty
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

/**
 * What a Hammer's Slammers ruleset holds beyond the shared core: the charts of the rulebook
 * (odds, CRT, gas table, rubble, fortress, stacking, extended range), the dice, each colour's
 * army (conventional or mercenary: the gas table's column, ECM and jamming), each terrain
 * type's combat and LOS values and each unit type's target class. Read once at load by the
 * family (hsrulesreader.cpp) from the keys it owns; reached through hsRules().
 */
class HsRules : public FamilyRules
{
public:
    QString familyId() const override { return hammersSlammersFamilyId(); }

    QString dice; ///< "2d6", the only dice the charts are written for
    RubbleRules rubble;
    FortressRules fortress;
    StackingRules stacking;
    QMap<QString, OddsLimits> odds;
    double extendedRangeMultiplier = 2.0;
    double extendedRangeAttackMultiplier = 0.5;
    CombatResultsTable crt;
    ResultGrid gasTable;
    QHash<QString, HsTerrain> terrain; ///< by terrain id; every terrain type of the ruleset
    QHash<QString, QString> armies; ///< colour id -> "conventional" or "mercenary"
    QHash<QString, QChar> targetClasses; ///< unit type id -> 'A' or 'B' (indirect fire, gas)

    /// The values of @p terrain (all zero for a terrain the family did not read).
    const HsTerrain &terrainOf(const TerrainType &terrain) const;
    const HsTerrain &terrainOf(const QString &terrainId) const;
    /// "conventional" or "mercenary"; empty for an unknown colour.
    QString armyOf(const QString &colourId) const { return armies.value(colourId); }
    bool isMercenary(const QString &colourId) const;
    /// 'A' or 'B' as the unit cost chart prints it ('B' for an unknown type).
    QChar targetClassOf(const UnitType &type) const;

    /// The NATO-style symbol of the counter @p type uses (militia print the infantry's), a
    /// hover skirt under it for a hover side, and no factors on a fortress (hspieces.cpp).
    CounterLook counterLook(const Ruleset &ruleset, const UnitType &type, bool back) const override;
    /// A fortress pays no rally cost: it is terrain more than a unit (§3.18).
    bool paysRallyCost(const UnitType &type) const override;
    /// One die (rallies, scatter, entry rolls) and the charts' dice.
    QStringList diceRolls() const override
    {
        const QString charts = dice.isEmpty() ? QStringLiteral("2d6") : dice;
        return charts == QLatin1String("1d6") ? QStringList {charts}
                                              : QStringList {QStringLiteral("1d6"), charts};
    }
};

/**
 * The Hammer's Slammers data of @p ruleset. Only for a ruleset of that family: the engine,
 * its checks and its counters are chosen by the family, so they never see another's. A
 * ruleset put together in code without family data gets the rulebook's defaults.
 */
const HsRules &hsRules(const Ruleset &ruleset);

} // namespace hexwright
