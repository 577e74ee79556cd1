// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The design constraints of Striker's surviving book (rules 34-80; the extract's §7) as pure
// functions returning problems located by the field they concern.

#include "families/striker/strikerdesign.h"

#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"

#include <cmath>

namespace hexwright {

namespace {

StrikerDesignProblem problem(int constraint, const char *code, const QString &field,
                             const QString &message, Severity severity = Severity::Error)
{
    return {constraint, QLatin1String(code), severity, field, message};
}

QString indexed(const char *list, qsizetype i)
{
    return QStringLiteral("%1/%2").arg(QLatin1String(list)).arg(i);
}

} // namespace

QList<StrikerDesignProblem> StrikerDesignRules::check(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    for (auto fn :
         {&StrikerDesignRules::airBreathing, &StrikerDesignRules::aircraft,
          &StrikerDesignRules::acv, &StrikerDesignRules::protection,
          &StrikerDesignRules::towingAndCargo, &StrikerDesignRules::bridges,
          &StrikerDesignRules::ferry, &StrikerDesignRules::ammunition,
          &StrikerDesignRules::pilotFire, &StrikerDesignRules::commander,
          &StrikerDesignRules::damper, &StrikerDesignRules::techLevels, &StrikerDesignRules::race,
          &StrikerDesignRules::references, &StrikerDesignRules::capacity})
        out += (this->*fn)(design);
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::airBreathing(const StrikerDesign &design) const
{
    const StrikerPowerPlant *plant = m_rules.powerPlant(design.powerPlant);
    const StrikerAtmosphere *a = m_rules.atmosphere(atmosphereFor(design));
    if (!plant || !plant->airBreathing || !a)
        return {};
    if (a->airBreathing == StrikerAtmosphere::AirBreathing::Illegal)
        return {problem(
            1, "air-breathing-engine", QStringLiteral("power_plant"),
            tr("%1 breathes air: illegal in a %2 atmosphere").arg(plant->name, a->name.toLower()))};
    if (a->airBreathing == StrikerAtmosphere::AirBreathing::Compressor
        && !design.equipment.contains(QStringLiteral("intake_compressors")))
        return {problem(1, "air-breathing-engine", QStringLiteral("power_plant"),
                        tr("%1 breathes air: a %2 atmosphere needs intake compressors")
                            .arg(plant->name, a->name.toLower()))};
    return {};
}

QList<StrikerDesignProblem> StrikerDesignRules::aircraft(const StrikerDesign &design) const
{
    const StrikerLocomotion *loco = m_rules.locomotion(design.locomotion);
    if (!loco || !loco->isAircraft())
        return {};
    QList<StrikerDesignProblem> out;
    const QString worldId = atmosphereFor(design);
    const StrikerAtmosphere *world = m_rules.atmosphere(worldId);
    if (world && !world->aircraft)
        out.append(problem(2, "aircraft-atmosphere", QStringLiteral("locomotion"),
                           tr("aeroplanes and helicopters cannot fly in a %1 atmosphere")
                               .arg(world->name.toLower())));
    else if (world && worldId != design.atmosphere && world->taintedOf != design.atmosphere)
        out.append(problem(2, "aircraft-atmosphere", QStringLiteral("atmosphere"),
                           tr("an aircraft works only in the atmosphere it is designed for "
                              "(or its tainted version), not %1")
                               .arg(world->name.toLower())));
    if (!qFuzzyCompare(gravityFor(design), design.gravity))
        out.append(problem(2, "aircraft-gravity", QStringLiteral("gravity"),
                           tr("an aircraft works only at the G it is designed for (%1 G), not "
                              "%2 G")
                               .arg(design.gravity)
                               .arg(gravityFor(design))));
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::acv(const StrikerDesign &design) const
{
    const StrikerLocomotion *loco = m_rules.locomotion(design.locomotion);
    const StrikerAtmosphere *a = m_rules.atmosphere(atmosphereFor(design));
    if (!loco || loco->kind != StrikerLocomotion::Kind::Acv || !a || a->acvPowerMultiple > 0)
        return {};
    return {problem(3, "acv-atmosphere", QStringLiteral("locomotion"),
                    tr("an ACV is inoperable in a %1 atmosphere").arg(a->name.toLower()))};
}

QList<StrikerDesignProblem> StrikerDesignRules::protection(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    const bool sealed = design.sealing == QLatin1String("sealed");
    const bool overpressure = design.sealing == QLatin1String("overpressure");
    if (const StrikerAtmosphere *a = m_rules.atmosphere(atmosphereFor(design))) {
        using P = StrikerAtmosphere::Protection;
        const bool protectedEnough
            = sealed || design.lifeSupport || (a->protection == P::Overpressure && overpressure);
        if (a->protection != P::None && !protectedEnough)
            out.append(problem(4, "protection", QStringLiteral("sealing"),
                               a->protection == P::Sealed
                                   ? tr("a %1 atmosphere needs a sealed vehicle or life support")
                                         .arg(a->name.toLower())
                                   : tr("a %1 atmosphere needs overpressure, sealing or life "
                                        "support")
                                         .arg(a->name.toLower())));
    }
    if (design.lifeSupport && !sealed)
        out.append(problem(4, "life-support-unsealed", QStringLiteral("life_support"),
                           tr("life support normally needs a sealed vehicle"), Severity::Warning));
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::towingAndCargo(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    const StrikerLocomotion *loco = m_rules.locomotion(design.locomotion);
    if (loco && !loco->tows && design.towedWeight > 0)
        out.append(problem(5, "towing", QStringLiteral("towed_weight"),
                           loco->kind == StrikerLocomotion::Kind::Grav
                               ? tr("a grav vehicle cannot tow")
                               : tr("only ground vehicles tow")));
    if (design.cargoWeight > design.cargoVolume)
        out.append(problem(5, "cargo-weight", QStringLiteral("cargo_weight"),
                           tr("cargo of %1 t exceeds the cargo space of %2 m³ (at most 1 t per "
                              "m³)")
                               .arg(design.cargoWeight)
                               .arg(design.cargoVolume)));
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::bridges(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    int seen = 0;
    for (qsizetype i = 0; i < design.equipment.size(); ++i) {
        if (design.equipment[i] != QLatin1String("vehicle_bridge"))
            continue;
        if (++seen == 2)
            out.append(problem(6, "bridges", indexed("equipment", i),
                               tr("at most one vehicle-launched bridge per vehicle")));
    }
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::ferry(const StrikerDesign &design) const
{
    if (!design.ferry)
        return {};
    QList<StrikerDesignProblem> out;
    if (!design.amphibious)
        out.append(problem(7, "ferry", QStringLiteral("amphibious"),
                           tr("a purpose-built ferry must be amphibious")));
    if (!design.openTopped)
        out.append(problem(7, "ferry", QStringLiteral("open_topped"),
                           tr("a purpose-built ferry must be open-topped")));
    if (design.deckArea > 0 && design.passengers > design.deckArea)
        out.append(problem(7, "ferry-load", QStringLiteral("passengers"),
                           tr("a ferry carries 1 man per m² of deck: %1 men on %2 m²")
                               .arg(design.passengers)
                               .arg(design.deckArea)));
    const StrikerTotals t = totals(design);
    const double difference = design.chassisVolume - (t.weight.value - design.cargoWeight);
    if (design.cargoWeight > 0 && design.cargoWeight > difference)
        out.append(problem(7, "ferry-load", QStringLiteral("cargo_weight"),
                           tr("a ferry's cargo is at most the difference between its weight and "
                              "volume: %1 t (from provisional weights)")
                               .arg(std::max(0.0, difference), 0, 'f', 1)));
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::ammunition(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    for (qsizetype i = 0; i < design.weapons.size(); ++i) {
        const StrikerMountedWeapon &w = design.weapons[i];
        const StrikerComponent *weapon = m_rules.component(w.weapon);
        for (qsizetype j = 0; j < w.ammunition.size(); ++j) {
            const StrikerAmmunition *round = m_rules.round(w.ammunition[j]);
            if (!round || !weapon)
                continue;
            const QString field = QStringLiteral("weapons/%1/ammunition/%2").arg(i).arg(j);
            if (!round->weapons.isEmpty() && !round->weapons.contains(weapon->id)) {
                QStringList names;
                for (const QString &id : round->weapons)
                    names.append(componentName(id));
                out.append(
                    problem(8, "ammunition", field,
                            tr("%1 rounds only for %2, not a %3")
                                .arg(round->name, names.join(QStringLiteral(", ")), weapon->name)));
            }
            if (!round->needs.isEmpty() && !design.equipment.contains(round->needs))
                out.append(problem(
                    8, "ammunition", field,
                    tr("%1 rounds need %2 aboard").arg(round->name, componentName(round->needs))));
            if (round->needsBurstingHe && !weapon->burstingHe)
                out.append(problem(8, "ammunition", field,
                                   tr("%1 rounds only for a weapon with a bursting HE round, not "
                                      "a %2")
                                       .arg(round->name, weapon->name)));
        }
    }
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::pilotFire(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    for (qsizetype i = 0; i < design.weapons.size(); ++i) {
        const StrikerMountedWeapon &w = design.weapons[i];
        const StrikerComponent *weapon = m_rules.component(w.weapon);
        if (w.pilotFired) {
            const StrikerMount *mount = m_rules.mount(w.mount);
            if (mount && !mount->pilotFire)
                out.append(problem(9, "pilot-fire", QStringLiteral("weapons/%1/mount").arg(i),
                                   tr("a pilot fires only from a fixed forward mount, not %1")
                                       .arg(mount->name.toLower())));
            const StrikerGuidance *g = m_rules.guidanceOf(w.guidance);
            if (weapon && weapon->missile && (!g || !g->pilotFire))
                out.append(problem(9, "pilot-fire", QStringLiteral("weapons/%1/guidance").arg(i),
                                   tr("a pilot fires only homing or target-seeking missiles")));
        }
        if (w.strafing && weapon && !weapon->automatic)
            out.append(
                problem(9, "strafing", QStringLiteral("weapons/%1/weapon").arg(i),
                        tr("strafing needs an automatic weapon, not a %1").arg(weapon->name)));
    }
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::commander(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    for (qsizetype i = 0; i < design.weapons.size(); ++i) {
        const StrikerMountedWeapon &w = design.weapons[i];
        const StrikerMount *mount = m_rules.mount(w.mount);
        if (w.commander && mount && !mount->commander)
            out.append(problem(10, "commander-mount", QStringLiteral("weapons/%1/mount").arg(i),
                               tr("a commander works only a cupola or pintel weapon, not a %1 "
                                  "mount")
                                   .arg(mount->name.toLower())));
    }
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::damper(const StrikerDesign &design) const
{
    QList<qsizetype> projectors;
    for (qsizetype i = 0; i < design.weapons.size(); ++i) {
        if (design.weapons[i].weapon == QLatin1String("damper_projector"))
            projectors.append(i);
    }
    if (projectors.isEmpty())
        return {};
    QList<StrikerDesignProblem> out;
    const QString field = QStringLiteral("weapons/%1/weapon").arg(projectors.first());
    if (projectors.size() < 2)
        out.append(problem(11, "damper", field, tr("a damper needs two projectors")));
    if (design.fireControl.isEmpty())
        out.append(problem(11, "damper", field, tr("a damper needs fire control")));
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::techLevels(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    auto gate = [&](const QString &id, const QString &field) {
        const StrikerComponent *c = m_rules.component(id);
        if (c && c->tlMin > 0 && design.tl > 0 && design.tl < c->tlMin)
            out.append(problem(12, "tech-level", field,
                               tr("%1 needs tech level %2; the design is TL %3")
                                   .arg(c->name, StrikerRules::techLevelCode(c->tlMin),
                                        StrikerRules::techLevelCode(design.tl))));
    };
    for (qsizetype i = 0; i < design.weapons.size(); ++i)
        gate(design.weapons[i].weapon, QStringLiteral("weapons/%1/weapon").arg(i));
    for (qsizetype i = 0; i < design.fireControl.size(); ++i)
        gate(design.fireControl[i], indexed("fire_control", i));
    for (qsizetype i = 0; i < design.sensors.size(); ++i)
        gate(design.sensors[i], indexed("sensors", i));
    for (qsizetype i = 0; i < design.equipment.size(); ++i)
        gate(design.equipment[i], indexed("equipment", i));
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::race(const StrikerDesign &design) const
{
    const StrikerRace *r = m_rules.race(design.race);
    if (!r || r->crewSpaceComfortable <= 0 || design.spacious || design.crew <= 0)
        return {};
    return {problem(13, "cramped-crew", QStringLiteral("race"),
                    tr("%1 crew in %2 times the human space: crew morale %3 (%4 times avoids it)")
                        .arg(r->name)
                        .arg(r->crewSpace)
                        .arg(r->crampedMorale)
                        .arg(r->crewSpaceComfortable),
                    Severity::Info)};
}

QList<StrikerDesignProblem> StrikerDesignRules::references(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    // The kind first, so that its tr() is the line's first call naming the word.
    auto unknown = [&](const QString &kind, const QString &field, const QString &id) {
        out.append(problem(0, "design-unknown", field, tr("unknown %1 '%2'").arg(kind, id)));
    };
    if (design.tl == 0)
        out.append(
            problem(0, "design-value", QStringLiteral("tl"), tr("the design names no tech level")));
    else if (design.tl < m_rules.tlMin || design.tl > m_rules.tlMax)
        out.append(problem(0, "design-value", QStringLiteral("tl"),
                           tr("tech level %1 is outside the rules' %2 to %3")
                               .arg(StrikerRules::techLevelCode(design.tl),
                                    StrikerRules::techLevelCode(m_rules.tlMin),
                                    StrikerRules::techLevelCode(m_rules.tlMax))));
    if (!m_rules.race(design.race))
        unknown(tr("race"), QStringLiteral("race"), design.race);
    if (!m_rules.locomotion(design.locomotion))
        unknown(tr("locomotion"), QStringLiteral("locomotion"), design.locomotion);
    if (!m_rules.powerPlant(design.powerPlant))
        unknown(tr("power plant"), QStringLiteral("power_plant"), design.powerPlant);
    if (!m_rules.atmosphere(design.atmosphere))
        unknown(tr("atmosphere"), QStringLiteral("atmosphere"), design.atmosphere);
    if (!QStringList {QStringLiteral("none"), QStringLiteral("sealed"),
                      QStringLiteral("overpressure")}
             .contains(design.sealing))
        unknown(tr("sealing"), QStringLiteral("sealing"), design.sealing);
    if (design.chassisVolume <= 0)
        out.append(problem(0, "design-value", QStringLiteral("chassis_volume"),
                           tr("the chassis has no volume")));
    for (qsizetype i = 0; i < design.weapons.size(); ++i) {
        const StrikerMountedWeapon &w = design.weapons[i];
        if (!m_rules.mount(w.mount))
            unknown(tr("mount"), QStringLiteral("weapons/%1/mount").arg(i), w.mount);
        const StrikerComponent *c = m_rules.component(w.weapon);
        if (!c || c->group != QLatin1String("weapon"))
            unknown(tr("weapon"), QStringLiteral("weapons/%1/weapon").arg(i), w.weapon);
        for (qsizetype j = 0; j < w.ammunition.size(); ++j) {
            if (!m_rules.round(w.ammunition[j]))
                unknown(tr("round"), QStringLiteral("weapons/%1/ammunition/%2").arg(i).arg(j),
                        w.ammunition[j]);
        }
        if (!w.guidance.isEmpty() && !m_rules.guidanceOf(w.guidance))
            unknown(tr("missile guidance"), QStringLiteral("weapons/%1/guidance").arg(i),
                    w.guidance);
    }
    auto groups = [&](const QStringList &ids, const char *list, const QStringList &allowed,
                      const QString &kind) {
        for (qsizetype i = 0; i < ids.size(); ++i) {
            const StrikerComponent *c = m_rules.component(ids[i]);
            if (!c || !allowed.contains(c->group))
                unknown(kind, indexed(list, i), ids[i]);
        }
    };
    groups(design.fireControl, "fire_control",
           {QStringLiteral("fire_control"), QStringLiteral("computer")}, tr("fire control"));
    groups(design.sensors, "sensors",
           {QStringLiteral("sensor"), QStringLiteral("ecm"), QStringLiteral("communicator")},
           tr("sensor"));
    const QString equipment = tr("equipment");
    groups(design.equipment, "equipment", {QStringLiteral("equipment")}, equipment);
    return out;
}

QList<StrikerDesignProblem> StrikerDesignRules::capacity(const StrikerDesign &design) const
{
    QList<StrikerDesignProblem> out;
    const StrikerTotals t = totals(design);
    if (t.volumeAvailable > 0 && t.volumeUsed.value > t.volumeAvailable)
        out.append(problem(0, "design-volume", QStringLiteral("chassis_volume"),
                           tr("%1 m³ used of a %2 m³ chassis (provisional volumes)")
                               .arg(t.volumeUsed.value, 0, 'f', 1)
                               .arg(t.volumeAvailable),
                           Severity::Warning));
    if (t.powerNeeded.value > t.powerOutput)
        out.append(problem(0, "design-power", QStringLiteral("power_mw"),
                           tr("the components draw %1 MW of a %2 MW plant (provisional power)")
                               .arg(t.powerNeeded.value, 0, 'f', 2)
                               .arg(t.powerOutput),
                           Severity::Warning));
    return out;
}

} // namespace hexwright
