// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QCoreApplication>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

namespace hexwright {

struct ForceEntry;
struct Ruleset;
struct Scenario;
class StrikerRules;

/// A weapon on a mount of a design, with the rounds it carries and who fires it.
struct StrikerMountedWeapon
{
    QString mount; ///< a StrikerMount id
    QString weapon; ///< a StrikerComponent id of the weapon group
    QStringList ammunition; ///< StrikerAmmunition ids
    QString guidance; ///< a missile's StrikerGuidance id
    bool pilotFired = false;
    bool commander = false; ///< worked by the commander
    bool strafing = false; ///< an aircraft's strafing weapon
};

/**
 * A vehicle design: what the lost Book 3's design sequence would choose, as the surviving
 * book reads it (chassis, locomotion, power plant, armour per face, mounts and weapons, fire
 * control, sensors, sealing, life support, crew, cargo) plus the world it is designed for
 * and where it is built. Kept in the scenario's family part `designs` (a list of mappings,
 * scalars as text) and read and written by fromValue() and toValue().
 */
struct StrikerDesign
{
    QString id;
    QString name;
    int tl = 0;
    QString race = QStringLiteral("human");
    QString locomotion; ///< a movement class id with a StrikerLocomotion
    double chassisVolume = 0; ///< m³
    QString powerPlant;
    double powerMw = 0;
    QMap<QString, double> armour; ///< cm of hard steel by face: front, side, rear, deck, belly
    QList<StrikerMountedWeapon> weapons;
    QStringList fireControl; ///< component ids of the fire_control and computer groups
    QStringList sensors; ///< component ids of the sensor, ecm and communicator groups
    QStringList equipment; ///< component ids of the equipment group
    QString sealing = QStringLiteral("none"); ///< none, sealed, overpressure
    bool lifeSupport = false;
    bool amphibious = false;
    bool openTopped = false;
    bool ferry = false;
    bool spacious = false; ///< K'kree: twelve times the crew space, no cramped morale
    int crew = 0;
    int passengers = 0;
    double cargoVolume = 0; ///< m³
    double cargoWeight = 0; ///< t
    double towedWeight = 0; ///< t
    double deckArea = 0; ///< m² (a ferry's deck, L x W)
    int groundPressure = 0;
    QString atmosphere = QStringLiteral("standard"); ///< the atmosphere it is designed for
    double gravity = 1; ///< the G it is designed for
    int builtTl = 0; ///< the world it is bought from (import price); 0: built where used
    QString builtPort;

    /// The faces armour is given for, in order.
    static QStringList faces();

    /// The design in the scenario file's form (text scalars, defaults left out).
    QVariantMap toValue() const;
    /**
     * Reads a design from the file's form. Each value that is not what it should be (a
     * number that is not one) is listed in @p problems by its path ("tl", "armour/front").
     */
    static StrikerDesign fromValue(const QVariantMap &value, QStringList *problems = nullptr);
};

/// One running total: its value and whether it rests on a provisional chart value.
struct StrikerTotal
{
    double value = 0;
    bool provisional = false;
};

/// A design's running totals, from the ruleset's (provisional) Book 3 charts.
struct StrikerTotals
{
    StrikerTotal volumeUsed; ///< m³ of the chassis taken
    double volumeAvailable = 0; ///< the chassis volume
    StrikerTotal weight; ///< t, the towed weight not included
    StrikerTotal powerNeeded; ///< MW the components draw
    double powerOutput = 0; ///< MW
    StrikerTotal powerToWeight; ///< kW per t, towed weight included
    StrikerTotal speed; ///< km/h on the design's world (ACV multiple applied)
    StrikerTotal topSpeed; ///< km/h
    StrikerTotal price; ///< Cr where built
    std::optional<double> importPrice; ///< Cr, bought from builtTl/builtPort by the buyer world
    int maintenancePoints = 0; ///< the text's, doubled for an import
    /// Chart rows the ruleset lacks ("components: Laser"): nothing could be added for them.
    QStringList missing;
};

/// The world a scenario is fought on (the scenario's family part `world`): what the design
/// constraints check against.
struct StrikerWorld
{
    QString atmosphere; ///< empty: each design's own
    double gravity = 0; ///< 0: each design's own
    int tl = 0; ///< the buyer's tech level (import price); 0: none given
    QString starport;
    QString size;
    QString weather; ///< a weather id of the rules; empty: clear
    double night = 0; ///< the night visibility multiple; 0: day
};

/**
 * How a kind of sensor fares in the world's weather [rule 48]: IR devices (active and
 * passive) fail in drizzle, rain and snow; thermal imaging sees personnel to 150 cm and
 * vehicles to 300 cm in rain and fails in snow; radar's range is halved in rain and heavy
 * snow (all-weather radar sees normally); illum rounds, searchlights and light amplification
 * fail in any weather that reduces visibility.
 */
struct StrikerSensorWeather
{
    enum class State { Works, Reduced, Fails };

    QString kind; ///< one of StrikerDesignRules::sensorKinds()
    State state = State::Works;
    double rangeMultiple = 1; ///< radar: 0.5 in rain and heavy snow
    int personnelCm = 0; ///< thermal: how far it sees personnel (300, 150 in rain)
    int vehicleCm = 0; ///< thermal: how far it sees vehicles (600, 300 in rain)
    QString reason; ///< translated; empty when it works as at night
};

/**
 * One check the scenario's world drives on a design, for the workbench's World part: the
 * text's design constraint (1 air-breathing engines, 2 aircraft, 3 ACVs, 4 protection; 0 for
 * the gravity and weather rules of rules 48 and 53), whether it applies and holds, the field
 * to go to and what it says.
 */
struct StrikerWorldCheck
{
    enum class State { NotApplicable, Met, Broken };

    int constraint = 0;
    QString id; ///< air-breathing, aircraft, acv, protection, gravity, sensors
    State state = State::NotApplicable;
    Severity severity = Severity::Info; ///< of a broken check
    QString field;
    QString text;
};

/**
 * A problem of a design: the design constraint of the text it breaks (1 to 13; 0 for our
 * own checks, which rest on the provisional Book 3 values), a stable code, a severity, the
 * field to jump to (a path as in the file: "power_plant", "weapons/1/mount", "armour/front")
 * and the message.
 */
struct StrikerDesignProblem
{
    int constraint = 0;
    QString code;
    Severity severity = Severity::Error;
    QString field;
    QString message;
};

/**
 * The running totals and the design constraints of the surviving book, as pure functions of
 * a design, the ruleset and the world. Messages are in this class's translation context.
 */
class StrikerDesignRules
{
    Q_DECLARE_TR_FUNCTIONS(StrikerDesignRules)

public:
    StrikerDesignRules(const Ruleset &ruleset, StrikerWorld world = {});

    const StrikerRules &rules() const { return m_rules; }
    /// The atmosphere and G the design works in: the world's, else its own.
    QString atmosphereFor(const StrikerDesign &design) const;
    double gravityFor(const StrikerDesign &design) const;

    StrikerTotals totals(const StrikerDesign &design) const;

    /// Every problem, the text's constraints in their order, then ours.
    QList<StrikerDesignProblem> check(const StrikerDesign &design) const;

    // The 13 design constraints of the text, one function each.
    /// 1. Air-breathing engines: illegal on vacuum, trace, exotic, corrosive, insidious
    /// worlds; intake compressors on very thin ones.
    QList<StrikerDesignProblem> airBreathing(const StrikerDesign &design) const;
    /// 2. Aeroplanes and helicopters: not on vacuum, trace, very thin; only at their design
    /// G and atmosphere (standard, thin and dense designs also on the tainted version).
    QList<StrikerDesignProblem> aircraft(const StrikerDesign &design) const;
    /// 3. ACVs: inoperable on trace or vacuum (their power/weight multiple is in totals()).
    QList<StrikerDesignProblem> acv(const StrikerDesign &design) const;
    /// 4. Protection: a hostile atmosphere needs sealing or life support; overpressure only
    /// for very thin or tainted ones; life support normally needs sealing.
    QList<StrikerDesignProblem> protection(const StrikerDesign &design) const;
    /// 5. Grav vehicles cannot tow; cargo tonnage at most the cargo m³.
    QList<StrikerDesignProblem> towingAndCargo(const StrikerDesign &design) const;
    /// 6. At most one vehicle-launched bridge.
    QList<StrikerDesignProblem> bridges(const StrikerDesign &design) const;
    /// 7. A ferry: amphibious and open-topped; 1 man per m² of deck, or cargo at most the
    /// difference between its weight (t) and volume (m³).
    QList<StrikerDesignProblem> ferry(const StrikerDesign &design) const;
    /// 8. Ammunition: collapsing, nuclear and chemical rounds only from the weapons the text
    /// names, collapsing ones with damper boxes aboard.
    QList<StrikerDesignProblem> ammunition(const StrikerDesign &design) const;
    /// 9. Pilot-fired weapons: fixed forward mount, only homing or target-seeking missiles;
    /// strafing needs an automatic weapon.
    QList<StrikerDesignProblem> pilotFire(const StrikerDesign &design) const;
    /// 10. A commander works only a cupola or pintel weapon.
    QList<StrikerDesignProblem> commander(const StrikerDesign &design) const;
    /// 11. A damper needs two projectors and fire control.
    QList<StrikerDesignProblem> damper(const StrikerDesign &design) const;
    /// 12. Tech-level gates: MRL 6+, chaff 7+, single-set DF 9+, damper 13+, meson 15.
    QList<StrikerDesignProblem> techLevels(const StrikerDesign &design) const;
    /// 13. Race rules: K'kree crew space (cramped below twelve times: crew morale -2),
    /// Hiver component factors (applied in totals()).
    QList<StrikerDesignProblem> race(const StrikerDesign &design) const;

    /**
     * What the world (atmosphere, G, weather) does to @p design, one line per check it
     * drives, in order: air-breathing engines, aircraft, ACVs, protection, gravity, sensors
     * in the weather. A broken line carries the constraint's own message.
     */
    QList<StrikerWorldCheck> worldChecks(const StrikerDesign &design) const;
    /// The sensor kinds rule 48 names: ir, thermal, radar, light (illum, searchlights, light
    /// amplification).
    static QStringList sensorKinds();
    /// The rule 48 kind of component @p componentId, or empty when the weather spares it.
    static QString sensorKindOf(const QString &componentId);
    /// The name of sensor kind @p kind.
    static QString sensorKindName(const QString &kind);
    /// How sensors of @p kind fare in weather @p weatherId (empty or clear: they work).
    static StrikerSensorWeather sensorInWeather(const QString &kind, const QString &weatherId,
                                                bool allWeatherRadar = false);

    // Ours, on the provisional values and the design's own consistency.
    /// Ids the ruleset does not know, values out of range.
    QList<StrikerDesignProblem> references(const StrikerDesign &design) const;
    /// More volume or power used than the chassis and plant give (provisional values).
    QList<StrikerDesignProblem> capacity(const StrikerDesign &design) const;

private:
    /// The chart cell's number under @p row and @p column; notes a provisional cell in
    /// @p provisional and a missing one in @p missing.
    double chartValue(const QString &chart, const QString &row, const QString &column,
                      bool &provisional, QStringList &missing) const;
    QString componentName(const QString &id) const;

    const Ruleset &m_ruleset;
    const StrikerRules &m_rules;
    StrikerWorld m_world;
};

// The designs in a scenario (families/familyedits.h stores them; these read and write them).

/// The scenario's designs (its family part `designs`), in order.
QList<StrikerDesign> strikerDesigns(const Scenario &scenario);
/// The family part `designs` holding @p designs.
QVariantList strikerDesignsValue(const QList<StrikerDesign> &designs);
/// The design @p id of the scenario, or nothing.
std::optional<StrikerDesign> strikerDesign(const Scenario &scenario, const QString &id);
/// The design a force entry's vehicles are built to (its family value `design`), or empty.
QString strikerForceDesign(const ForceEntry &entry);
/// The scenario's world (its family part `world`).
StrikerWorld strikerWorld(const Scenario &scenario);

} // namespace hexwright
