// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the scenario's world does to a design: the design constraints its atmosphere and G
// drive (the extract's §7, constraints 1 to 4), the gravity of rule 53 and the weather's
// effect on sensors (rule 48), as the lines of the design workbench's World part.

#include "families/striker/strikerdesign.h"

#include "families/striker/strikerforce.h"
#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"

#include <QHash>

#include <cmath>

namespace hexwright {

namespace {

using State = StrikerWorldCheck::State;

QString number(double value)
{
    return QString::number(value, 'g', 6);
}

/// The line of a constraint function's problems, or a met (or inapplicable) line.
QList<StrikerWorldCheck> linesOf(int constraint, const char *id,
                                 const QList<StrikerDesignProblem> &problems, State otherwise,
                                 const QString &field, const QString &text)
{
    QList<StrikerWorldCheck> out;
    for (const StrikerDesignProblem &p : problems)
        out.append({constraint, QLatin1String(id), State::Broken, p.severity, p.field, p.message});
    if (out.isEmpty())
        out.append({constraint, QLatin1String(id), otherwise, Severity::Info, field, text});
    return out;
}

} // namespace

QStringList StrikerDesignRules::sensorKinds()
{
    return {QStringLiteral("ir"), QStringLiteral("thermal"), QStringLiteral("radar"),
            QStringLiteral("light")};
}

QString StrikerDesignRules::sensorKindOf(const QString &componentId)
{
    static const QHash<QString, QString> kinds {
        {QStringLiteral("passive_ir"), QStringLiteral("ir")},
        {QStringLiteral("ir_searchlight"), QStringLiteral("ir")},
        {QStringLiteral("thermal_sight"), QStringLiteral("thermal")},
        {QStringLiteral("radar"), QStringLiteral("radar")},
        {QStringLiteral("ta_radar"), QStringLiteral("radar")},
        {QStringLiteral("tf_radar"), QStringLiteral("radar")},
        {QStringLiteral("searchlight"), QStringLiteral("light")},
        {QStringLiteral("light_amplification"), QStringLiteral("light")}};
    return kinds.value(componentId);
}

QString StrikerDesignRules::sensorKindName(const QString &kind)
{
    if (kind == QLatin1String("ir"))
        return tr("IR devices (active and passive)");
    if (kind == QLatin1String("thermal"))
        return tr("Thermal imaging");
    if (kind == QLatin1String("radar"))
        return tr("Radar");
    if (kind == QLatin1String("light"))
        return tr("Illum rounds, searchlights, light amplification");
    return kind;
}

StrikerSensorWeather StrikerDesignRules::sensorInWeather(const QString &kind,
                                                         const QString &weatherId,
                                                         bool allWeatherRadar)
{
    // Rule 48: fog and precipitation reduce visibility like night; these are the exceptions.
    const bool drizzle = weatherId == QLatin1String("drizzle");
    const bool rain = weatherId == QLatin1String("rain");
    const bool heavySnow = weatherId == QLatin1String("heavy_snow");
    const bool snow = heavySnow || weatherId == QLatin1String("light_snow");
    const bool reduced = !weatherId.isEmpty() && weatherId != QLatin1String("clear");
    StrikerSensorWeather out;
    out.kind = kind;
    if (kind == QLatin1String("ir") && (drizzle || rain || snow)) {
        out.state = StrikerSensorWeather::State::Fails;
        out.reason = tr("IR devices do not work in drizzle, rain or snowfall");
    } else if (kind == QLatin1String("thermal")) {
        // Rule 46 C: personnel at 300 cm, vehicles at 600 cm.
        out.personnelCm = 300;
        out.vehicleCm = 600;
        if (snow) {
            out.state = StrikerSensorWeather::State::Fails;
            out.personnelCm = out.vehicleCm = 0;
            out.reason = tr("thermal imaging does not work in snowfall");
        } else if (rain) {
            out.state = StrikerSensorWeather::State::Reduced;
            out.personnelCm = 150;
            out.vehicleCm = 300;
            out.reason = tr("thermal imaging sees personnel to 150 cm and vehicles to 300 cm in "
                            "rain");
        }
    } else if (kind == QLatin1String("radar") && (rain || heavySnow) && !allWeatherRadar) {
        out.state = StrikerSensorWeather::State::Reduced;
        out.rangeMultiple = 0.5;
        out.reason = tr("radar range is halved in rain and heavy snowfall (all-weather radar "
                        "sees normally)");
    } else if (kind == QLatin1String("light") && reduced) {
        out.state = StrikerSensorWeather::State::Fails;
        out.reason = tr("illum rounds, searchlights and light amplification do not work in "
                        "weather that reduces visibility");
    }
    return out;
}

QList<StrikerWorldCheck> StrikerDesignRules::worldChecks(const StrikerDesign &design) const
{
    QList<StrikerWorldCheck> out;
    const StrikerAtmosphere *a = m_rules.atmosphere(atmosphereFor(design));
    const QString atmosphereName = a ? a->name.toLower() : atmosphereFor(design);
    const StrikerLocomotion *loco = m_rules.locomotion(design.locomotion);
    QString locoName = design.locomotion;
    for (const MovementClass &mc : m_ruleset.movementClasses) {
        if (mc.id == design.locomotion)
            locoName = mc.name;
    }

    // 1. Air-breathing engines
    const StrikerPowerPlant *plant = m_rules.powerPlant(design.powerPlant);
    QString plantText;
    State plantState = State::Met;
    if (!plant) {
        plantState = State::NotApplicable;
        plantText = tr("No power plant chosen");
    } else if (!plant->airBreathing) {
        plantText = tr("%1 does not breathe air: it works in any atmosphere").arg(plant->name);
    } else if (a && a->airBreathing == StrikerAtmosphere::AirBreathing::Compressor) {
        plantText = tr("%1 breathes air: its intake compressors let it work in a %2 atmosphere")
                        .arg(plant->name, atmosphereName);
    } else {
        plantText
            = tr("%1 breathes air: a %2 atmosphere allows it").arg(plant->name, atmosphereName);
    }
    out += linesOf(1, "air-breathing", airBreathing(design), plantState,
                   QStringLiteral("power_plant"), plantText);

    // 2. Aircraft by atmosphere and G
    if (loco && loco->isAircraft())
        out += linesOf(2, "aircraft", aircraft(design), State::Met, QStringLiteral("locomotion"),
                       tr("%1 flies: built for the %2 atmosphere at %3 G")
                           .arg(locoName, atmosphereName, number(gravityFor(design))));
    else
        out.append({2, QStringLiteral("aircraft"), State::NotApplicable, Severity::Info,
                    QStringLiteral("locomotion"),
                    tr("Not an aircraft: aeroplanes and helicopters need their design's "
                       "atmosphere and G")});

    // 3. ACVs by atmosphere
    if (loco && loco->kind == StrikerLocomotion::Kind::Acv)
        out += linesOf(3, "acv", acv(design), State::Met, QStringLiteral("locomotion"),
                       tr("ACV power/weight x%1 in a %2 atmosphere")
                           .arg(number(a ? a->acvPowerMultiple : 1), atmosphereName));
    else
        out.append({3, QStringLiteral("acv"), State::NotApplicable, Severity::Info,
                    QStringLiteral("locomotion"),
                    tr("Not an ACV: ACVs are inoperable in trace and vacuum, x0.5 on thin, x2 on "
                       "dense and exotic atmospheres")});

    // 4. Protection
    QString protectionText = tr("A %1 atmosphere needs no protection").arg(atmosphereName);
    if (a && a->protection != StrikerAtmosphere::Protection::None)
        protectionText = design.lifeSupport
            ? tr("Life support protects the crew in a %1 atmosphere").arg(atmosphereName)
            : design.sealing == QLatin1String("sealed")
            ? tr("Sealed against the %1 atmosphere").arg(atmosphereName)
            : tr("Overpressure protects the crew in a %1 atmosphere").arg(atmosphereName);
    out += linesOf(4, "protection", protection(design), State::Met, QStringLiteral("sealing"),
                   protectionText);

    // Rule 53: gravity
    if (m_world.gravity > 0 && loco) {
        const double g = m_world.gravity;
        QString text;
        if (loco->kind == StrikerLocomotion::Kind::Ground)
            text
                = tr("Ground moves x%1 at %2 G (divided by G, at most doubled)")
                      .arg(number(std::round(StrikerForceRules::groundMoveMultiple(g) * 100) / 100),
                           number(g));
        else if (loco->kind == StrikerLocomotion::Kind::Grav
                 || loco->kind == StrikerLocomotion::Kind::Acv)
            text = tr("Grav speed: the drive's G rating less the local %1 G (Book 3's formula is "
                      "lost)")
                       .arg(number(g));
        else
            text = tr("Flies only at its design G (%1 G); the world has %2 G")
                       .arg(number(design.gravity), number(g));
        out.append({0, QStringLiteral("gravity"), State::Met, Severity::Info,
                    QStringLiteral("locomotion"), text});
    } else {
        out.append({0, QStringLiteral("gravity"), State::NotApplicable, Severity::Info,
                    QStringLiteral("gravity"), tr("The scenario gives no gravity")});
    }

    // Rule 48: sensors in the weather
    bool anySensor = false;
    for (qsizetype i = 0; i < design.sensors.size(); ++i) {
        const QString kind = sensorKindOf(design.sensors[i]);
        if (kind.isEmpty())
            continue;
        anySensor = true;
        const StrikerSensorWeather w = sensorInWeather(kind, m_world.weather);
        if (w.state == StrikerSensorWeather::State::Works)
            continue;
        const StrikerComponent *c = m_rules.component(design.sensors[i]);
        out.append(
            {0, QStringLiteral("sensors"), State::Broken,
             w.state == StrikerSensorWeather::State::Fails ? Severity::Warning : Severity::Info,
             QStringLiteral("sensors/%1").arg(i),
             tr("%1: %2").arg(c ? c->name : design.sensors[i], w.reason)});
    }
    if (!out.isEmpty() && out.last().id != QLatin1String("sensors")) {
        QString weatherName;
        for (const StrikerWeather &w : m_rules.weather) {
            if (w.id == m_world.weather)
                weatherName = w.name.toLower();
        }
        out.append({0, QStringLiteral("sensors"), anySensor ? State::Met : State::NotApplicable,
                    Severity::Info, QStringLiteral("sensors"),
                    !anySensor ? tr("No sensor the weather affects (IR, thermal, radar, lights)")
                        : weatherName.isEmpty()
                        ? tr("Sensors work as the light allows: no weather given")
                        : tr("Sensors work in %1, as at night").arg(weatherName)});
    }
    return out;
}

} // namespace hexwright
