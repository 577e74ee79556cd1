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

struct Chart;
struct Ruleset;

/// The family id of GDW's Striker (1981; only Book 2, the advanced rules, survives).
inline QString strikerFamilyId()
{
    return QStringLiteral("striker");
}

/// A figure scale (the 1:285 option: halve every distance and base size, or keep them).
struct StrikerFigureScale
{
    QString id;
    QString name;
    double distanceMultiple = 1;
};

/// A rung of the quality ladder: skill and human morale.
struct StrikerQuality
{
    QString id;
    QString name;
    int skill = 0;
    int morale = 0;
};

/// What an atmosphere allows: air-breathing engines, aircraft, ACVs, and the protection a
/// vehicle needs in it (design constraints 1 to 4).
struct StrikerAtmosphere
{
    enum class AirBreathing { Allowed, Compressor, Illegal };
    enum class Protection { None, Overpressure, Sealed };

    QString id;
    QString name;
    double energyRangeMultiple = 1; ///< laser, plasma, fusion penetration ranges
    AirBreathing airBreathing = AirBreathing::Allowed;
    bool aircraft = true; ///< aeroplanes and helicopters fly in it
    double acvPowerMultiple = 1; ///< 0: ACVs are inoperable
    Protection protection = Protection::None;
    QString taintedOf; ///< the atmosphere a tainted one taints; empty otherwise
};

/// A locomotion of a design: a movement class of the ruleset with its maintenance points.
struct StrikerLocomotion
{
    enum class Kind { Ground, Grav, Acv, Aeroplane, Helicopter };

    QString id; ///< a movement class id
    Kind kind = Kind::Ground;
    int maintenancePoints = 0;
    bool tows = false;

    bool isAircraft() const { return kind == Kind::Aeroplane || kind == Kind::Helicopter; }
};

struct StrikerPowerPlant
{
    QString id;
    QString name;
    bool airBreathing = false;
};

/// A weapon mount: whether the commander may work it, whether the pilot fires it.
struct StrikerMount
{
    QString id;
    QString name;
    bool commander = false;
    bool pilotFire = false;
};

struct StrikerGuidance
{
    QString id;
    QString name;
    bool pilotFire = false;
};

/// A component the text names: its group, the tech level the text gates it at, its
/// maintenance points where the text gives them. Weights, volumes, prices and power are in
/// the `components` chart under its name.
struct StrikerComponent
{
    QString id;
    QString name;
    QString group; ///< weapon, fire_control, computer, sensor, ecm, communicator, equipment
    int tlMin = 0; ///< 0: the text sets no gate
    std::optional<int> maintenancePoints;
    bool automatic = false;
    bool burstingHe = false;
    bool missile = false;
};

/// A round: which weapons may fire it and what else it needs (design constraint 8).
struct StrikerAmmunition
{
    QString id;
    QString name;
    QStringList weapons; ///< only these weapon components; empty: any
    QString needs; ///< a component the vehicle must carry
    bool needsBurstingHe = false;
};

/// A race's price and weight multiple for a component group, but for @c except.
struct StrikerRaceFactor
{
    QString group;
    double price = 1;
    double weight = 1;
    QStringList except;
};

/// A race's design rules (design constraint 13).
struct StrikerRace
{
    QString id;
    QString name;
    double crewSpace = 1; ///< multiple of human crew and passenger space and weight
    double crewSpaceComfortable = 0; ///< 0: none; at it the crew is not cramped
    int crampedMorale = 0;
    QList<StrikerRaceFactor> factors;

    /// The price and weight multiples of @p component for this race.
    std::pair<double, double> factorsFor(const StrikerComponent &component) const;
};

struct StrikerPersonnelCost
{
    QString id;
    QString name;
    int cr = 0;
};

struct StrikerHorizon
{
    QString size;
    int radiusKm = 0;
    int cm = 0;
};

struct StrikerWeather
{
    QString id;
    QString name;
    double visibility = 1;
};

/// The family's keys of a terrain type: which locomotions' multiples the text states, and
/// the mine and camouflage rules.
struct StrikerTerrain
{
    QStringList statedCosts;
    int stuckOn = 0; ///< 0: never sticks
    bool noScatterableMines = false;
    bool noCamouflage = false;
    bool autoCamouflage = false;
};

/**
 * Striker's rules data beyond the shared core: the scale, tech levels, qualities,
 * atmospheres, locomotions, power plants, mounts, guidance, components, ammunition, races,
 * the import price table, annual costs, support ratios, the environment and the engineering
 * rates. What Book 3 would give (weights, volumes, prices, power, the speed formula) is the
 * ruleset's shared `charts:`, provisional, looked up by chart id and heading. Read by
 * strikerrulesreader.cpp, reached through strikerRules().
 */
class StrikerRules : public FamilyRules
{
public:
    QString familyId() const override { return strikerFamilyId(); }
    QStringList diceRolls() const override;
    QSizeF defaultTableSize() const override;
    LengthUnit defaultTableUnit() const override;
    /// A side's roster (strikerprint.cpp): a record card per vehicle design it fields, the
    /// force with its costs against the budget, its support, its pre-game works, the world.
    bool printsRoster() const override { return true; }
    /// A record card per vehicle design of the scenario, on the unit card sheet.
    QList<UnitCardFacts> scenarioCards(const Ruleset &ruleset,
                                       const Scenario &scenario) const override;
    QList<SheetSection> rosterSections(const Ruleset &ruleset, const Scenario &scenario,
                                       const Side &side) const override;

    // The scale
    QString distanceUnit = QStringLiteral("cm");
    double metresPerCm = 10;
    int turnSeconds = 30;
    QStringList derived; ///< scale values worked out from examples, not stated
    double tableWidth = 0;
    double tableDepth = 0;
    QStringList scaleProvisional;
    QList<StrikerFigureScale> figureScales;

    int tlMin = 5;
    int tlMax = 15;
    QList<StrikerQuality> qualities;
    QList<StrikerAtmosphere> atmospheres;
    QList<StrikerLocomotion> locomotions;
    int suspensionFreeUpTo = 5;
    int suspensionPerPoint = 1;
    QList<StrikerPowerPlant> powerPlants;
    QList<StrikerMount> mounts;
    QList<StrikerGuidance> guidance;
    QList<StrikerComponent> components;
    QList<StrikerAmmunition> ammunition;
    QList<StrikerRace> races;

    // Import prices: credit values by tech level code (rows) and starport (columns); a
    // missing value is -1.
    QStringList ports;
    QStringList importTls;
    QList<QList<double>> importValues;

    // Annual costs
    int upkeepPercent = 10;
    int importUpkeepPercent = 20;
    int importMaintenanceMultiple = 2;
    QList<StrikerPersonnelCost> personnel;

    /// Support ratios: each group (medics, mechanics, cooks, vets) by key.
    QMap<QString, QMap<QString, double>> support;
    QList<StrikerHorizon> horizons;
    QList<StrikerWeather> weather;
    double nightMaxMultiple = 0.5;
    double lightAmplification = 2;
    /// Engineering rates by key; concrete cure hours by the highest tech level they apply to.
    QMap<QString, double> engineering;
    QList<std::pair<int, int>> concreteCure;

    QMap<QString, StrikerTerrain> terrain; ///< by terrain id

    const StrikerAtmosphere *atmosphere(const QString &id) const;
    const StrikerLocomotion *locomotion(const QString &id) const;
    const StrikerPowerPlant *powerPlant(const QString &id) const;
    const StrikerMount *mount(const QString &id) const;
    const StrikerGuidance *guidanceOf(const QString &id) const;
    const StrikerComponent *component(const QString &id) const;
    const StrikerAmmunition *round(const QString &id) const;
    const StrikerRace *race(const QString &id) const;
    const StrikerQuality *quality(const QString &id) const;
    /// The components of @p group, in order.
    QList<const StrikerComponent *> componentsOf(const QString &group) const;

    /// A tech level code ("8", "A" = 10, "F" = 15) as a number, or -1.
    static int techLevel(const QString &code);
    /// A tech level as its code: 10 is "A".
    static QString techLevelCode(int tl);
    /// The credit value of a world of tech level @p tl and starport @p port, or -1 when the
    /// table gives none.
    double creditValue(int tl, const QString &port) const;
    /**
     * The import price of @p price bought from a seller world (@p sellerTl, @p sellerPort) by
     * a buyer world: price x seller's credit value / buyer's. Nothing when either credit
     * value is missing from the table.
     */
    std::optional<double> importPrice(double price, int sellerTl, const QString &sellerPort,
                                      int buyerTl, const QString &buyerPort) const;
    /// The horizon in cm of a world of size code @p size, or 0.
    int horizonCm(const QString &size) const;
};

/// The Striker data of @p ruleset (empty for another family's).
const StrikerRules &strikerRules(const Ruleset &ruleset);

} // namespace hexwright
