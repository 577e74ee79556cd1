// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>

namespace hexwright {

struct ForceEntry;
struct Ruleset;
struct Scenario;
class StrikerRules;

/**
 * A Striker scenario's forces, logistics and environment beyond the vehicle designs, kept in
 * the family parts (model/edit/familyedits.h stores them):
 *
 * A force entry's keys (`family:`):
 * - `design`: the vehicle design its vehicles are built to (strikerdesign.h);
 * - `quality`: recruit, regular, veteran or elite (its troops, or its vehicles' crews);
 * - `men`: the men of each stand (a stand of troops; a vehicle's crew is its design's);
 * - `equipment_cr`: the price of each stand's equipment, the scenario's own figure (Book 3's
 *   prices are lost);
 * - `protected`: the stand wears suits sealed against the world's atmosphere;
 * - `load_kg`, `battle_dress`: what each soldier of a stand carries, and whether in battle dress.
 *
 * The scenario's keys (`family_parts:`):
 * - `world`: besides its atmosphere, gravity, size, tech level and starport (strikerdesign.h),
 *   `night` (the visibility multiple, none by day), `weather` (a weather id of the rules),
 *   `harsh` (harsh conditions for animals) and `cold_or_wet` (hot meals matter sooner);
 * - `forces`: by side id, the side's force type (`force_type`, what its men cost a year),
 *   its yearly `budget` in Cr, its support (`medics`, `company_station`, `battalion_aid`,
 *   `mechanics`, `tool_kits`, `workshops`, `cooks`, `kitchens`, `vets`, `animals`,
 *   `engineers`) and its pre-game `man_hours` and `hours`;
 * - `works`: the pre-game field works, obstacles and mines, each {side, kind, amount, piece,
 *   design, tons, method, camouflaged, mine}.
 */
namespace striker {
inline const QString QualityKey = QStringLiteral("quality");
inline const QString MenKey = QStringLiteral("men");
inline const QString EquipmentCrKey = QStringLiteral("equipment_cr");
inline const QString ProtectedKey = QStringLiteral("protected");
/// Optional: the load each soldier of a stand carries, in kg, armour not counted (rule 42).
inline const QString LoadKgKey = QStringLiteral("load_kg");
/// Optional: "true" when the stand wears battle dress (it carries 100 kg normally, 200 at most).
inline const QString BattleDressKey = QStringLiteral("battle_dress");
inline const QString DesignKey = QStringLiteral("design");
inline const QString WorldKey = QStringLiteral("world");
inline const QString ForcesKey = QStringLiteral("forces");
inline const QString WorksKey = QStringLiteral("works");

/// The keys a force entry's `family:` may hold.
QStringList forceKeys();
/// The keys of a side under `forces`.
QStringList sideKeys();
/// The support keys of a side, in the order the editor shows them.
QStringList supportKeys();
/// The kinds of pre-game work, in order: dugout, weapon_pit, vehicle_hull_down,
/// vehicle_full_cover, earth, wood_or_stone, camouflage, ditch, wire, abatis, wooden_posts,
/// armour_plate, concrete, mines.
QStringList workKinds();
} // namespace striker

/// A side's force beyond its force entries: what its men cost, its budget, its support and
/// its pre-game time.
struct StrikerSideForce
{
    QString side;
    QString forceType; ///< a personnel cost id: militia, conscripts, long_service, picked
    double budget = 0; ///< Cr a year; 0: none set
    double manHours = 0; ///< the pre-game man-hour budget
    double hours = 0; ///< the hours before the game (concrete must cure in them); 0: not set
    QMap<QString, int> support; ///< by striker::supportKeys()

    int count(const QString &key) const { return support.value(key); }
    QVariantMap toValue() const;
    static StrikerSideForce fromValue(const QString &side, const QVariantMap &value,
                                      QStringList *problems = nullptr);
};

/// The world's weather and light (the family part `world`, beside StrikerWorld).
struct StrikerEnvironment
{
    QString weather; ///< a weather id; empty: clear
    double night = 0; ///< the night visibility multiple; 0: day
    bool harsh = false; ///< harsh conditions for animals (vets 1 per 25)
    bool coldOrWet = false; ///< cold or wet: a day without a hot meal costs morale
};

/// One piece of pre-game work.
struct StrikerWork
{
    QString side;
    QString kind; ///< one of striker::workKinds()
    double amount = 0; ///< men, crew, vehicles, m³, cm, cm² or kg, by kind
    QString piece; ///< the table piece it builds; may be empty
    QString design; ///< vehicle positions: the design dug in
    double tons = 0; ///< a weapon pit's weapon
    QString method = QStringLiteral("hand"); ///< hand, or machine (dozer, explosives)
    bool camouflaged = false;
    QString
        mine; ///< mines: a row of the mines chart (Antipersonnel, Antivehicle); empty: the first

    QVariantMap toValue() const;
    static StrikerWork fromValue(const QVariantMap &value, QStringList *problems = nullptr);
};

/// What a piece of work takes: man-hours, machine or team hours, curing time, the earth
/// moved; whether it needs engineers; whether its mines are camouflaged.
struct StrikerWorkCost
{
    double cubicMetres = 0;
    double manHours = 0;
    double machineHours = 0;
    int cureHours = 0;
    bool needsEngineers = false;
    bool camouflaged = false;
};

/// A force entry as the roster prices it.
struct StrikerEntryCost
{
    QString entryId;
    QString name; ///< the design's name or the unit type's
    QString quality;
    int count = 0;
    int men = 0; ///< all the entry's men
    double each = 0; ///< Cr a vehicle or stand, as paid (import price for an import)
    bool imported = false;
    bool provisional = false; ///< the price rests on provisional Book 3 values
    double upkeep = 0; ///< Cr a year, the whole entry
    int maintenancePoints = 0; ///< the whole entry
    int animals = 0;
};

/// A side's yearly costs: purchase, upkeep, personnel, against its budget.
struct StrikerForceTotals
{
    QList<StrikerEntryCost> entries;
    int combatMen = 0;
    int supportMen = 0;
    double purchase = 0;
    double upkeep = 0;
    double personnel = 0;
    bool provisional = false;
    int maintenancePoints = 0;

    double total() const { return purchase + upkeep + personnel; }
};

/// One support group of a side: what it needs, what it has and what a shortfall costs.
struct StrikerSupportLine
{
    QString key; ///< a support key: medics, company_station, mechanics, workshops...
    int needed = 0;
    int have = 0;

    int shortfall() const { return needed > have ? needed - have : 0; }
};

/// A side's support against the text's ratios, with the penalties of its shortfalls.
struct StrikerSupportReport
{
    QList<StrikerSupportLine> lines;
    int medicMorale = 0; ///< 0, -1 after the first combat, -2 under half
    int woundedTl = 0; ///< the tech level the wounded return at
    int returnLightPercent = 0;
    int returnSeriousPercent = 0;
    int breakdownPercent = 0; ///< vehicles broken down a week for want of mechanics
    int hotMealDays = 0; ///< 0: enough cooks; else days without a hot meal before -1 morale
    int cookMorale = 0;
    double animalLossPercent = 0; ///< a week, for want of vets

    const StrikerSupportLine *line(const QString &key) const;
};

/**
 * The text's force, logistics and environment rules as pure functions of the ruleset and the
 * scenario: a side's yearly costs against its budget, its support against the ratios, the
 * pre-game work against the man-hours, and what the world's environment does. Messages are in
 * this class's translation context.
 */
class StrikerForceRules
{
    Q_DECLARE_TR_FUNCTIONS(StrikerForceRules)

public:
    StrikerForceRules(const Ruleset &ruleset, const Scenario &scenario);

    const StrikerRules &rules() const { return m_rules; }

    // The scenario's facts
    StrikerSideForce sideForce(const QString &sideId) const;
    QList<StrikerWork> works() const;
    StrikerEnvironment environment() const;

    // Costs
    StrikerEntryCost entryCost(const ForceEntry &entry) const;
    StrikerForceTotals totals(const QString &sideId) const;
    /// Cr a man costs a year for @p forceType, or 0.
    double personnelCost(const QString &forceType) const;

    // Support
    StrikerSupportReport support(const QString &sideId) const;
    /// The pure support rules, each pinned to the text's numbers.
    int medicsNeeded(int men) const;
    int companyStationNeeded(int men) const;
    int battalionAidNeeded(int men) const;
    /// 0, shortfall_morale (-1) or under half under_half_morale (-2).
    int medicMorale(int needed, int have) const;
    /// Return to duty (light, serious) in percent at @p tl with @p medicsShortPercent short.
    std::pair<int, int> returnToDuty(int tl, int medicsShortPercent,
                                     int *effectiveTl = nullptr) const;
    int mechanicsNeeded(int maintenancePoints) const;
    int workshopsNeeded(int mechanics) const;
    /// 1 % a week for each whole 10 % of mechanics short.
    int breakdownPercent(int needed, int have) const;
    int cooksNeeded(int men) const;
    int kitchensNeeded(int men) const;
    int vetsNeeded(int animals, bool harsh) const;

    // Work
    StrikerWorkCost workCost(const StrikerWork &work) const;
    /// The man-hours all of @p sideId's works take.
    double manHoursUsed(const QString &sideId) const;
    /// Hours concrete cures at tech level @p tl.
    int concreteCureHours(int tl) const;

    // Environment
    /// The multiple of spotting ranges: the weather's visibility times the night's.
    double visibility() const;
    /// Ground and personnel moves at gravity @p g: divided by G, at most doubled.
    static double groundMoveMultiple(double g);
    /// How many categories slopes drop at gravity @p g: 1 under 0.5 G, 2 under 0.1 G.
    static int slopeCategoriesDropped(double g);
    /// Whether the world is cold or wet (a day without a hot meal costs morale then).
    bool coldOrWet() const;
    /// The environment's facts as label and value, in order, for the editor and the sheets.
    QList<std::pair<QString, QString>> environmentFacts() const;

private:
    double number(const QString &group, const char *key, double fallback = 0) const;
    double engineering(const char *key) const;

    const Ruleset &m_ruleset;
    const StrikerRules &m_rules;
    const Scenario &m_scenario;
};

/// A price as the rules write it: "Cr2,300,000" (grouped by the locale).
QString strikerCrText(double cr);

/// The scenario's side forces (the family part `forces`), in the order of its sides.
QList<StrikerSideForce> strikerSideForces(const Scenario &scenario);
/// The family part `forces` with @p force set for its side (removed when it holds nothing).
QVariantMap strikerSideForcesValue(const Scenario &scenario, const StrikerSideForce &force);
/// The family part `works` holding @p works.
QVariantList strikerWorksValue(const QList<StrikerWork> &works);
/// The family part `world` with @p environment's keys set over the world's others.
QVariantMap strikerWorldValue(const Scenario &scenario, const StrikerEnvironment &environment);

} // namespace hexwright
