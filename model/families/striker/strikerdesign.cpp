// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A Striker vehicle design and its running totals from the ruleset's provisional Book 3
// charts; the design constraints of the surviving book are in strikerdesign_checks.cpp.

#include "families/striker/strikerdesign.h"

#include "families/striker/strikerfile_p.h"
#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <cmath>

namespace hexwright {

using strikerfile::numberText;
using strikerfile::readFlag;
using strikerfile::readNumber;

namespace {

// ---------------------------------------------------------------------------------------
// The file's form: scalars are text, so numbers and flags are read and written as text.

int readWhole(const QVariantMap &map, const QString &key, int fallback, QStringList *problems)
{
    const auto it = map.constFind(key);
    if (it == map.cend())
        return fallback;
    bool ok = false;
    const int v = it->toString().trimmed().toInt(&ok);
    if (!ok || v < 0) {
        if (problems)
            problems->append(key);
        return fallback;
    }
    return v;
}

QStringList readTexts(const QVariant &value)
{
    QStringList out;
    for (const QVariant &item : value.toList())
        out.append(item.toString());
    return out;
}

QVariantList textsValue(const QStringList &texts)
{
    QVariantList out;
    for (const QString &t : texts)
        out.append(t);
    return out;
}

void putText(QVariantMap &map, const QString &key, const QString &value,
             const QString &fallback = QString())
{
    if (!value.isEmpty() && value != fallback)
        map.insert(key, value);
}

void putNumber(QVariantMap &map, const QString &key, double value, double fallback = 0)
{
    if (value != fallback)
        map.insert(key, numberText(value));
}

void putFlag(QVariantMap &map, const QString &key, bool value)
{
    if (value)
        map.insert(key, QStringLiteral("true"));
}

void putList(QVariantMap &map, const QString &key, const QStringList &values)
{
    if (!values.isEmpty())
        map.insert(key, textsValue(values));
}

} // namespace

QStringList StrikerDesign::faces()
{
    return {QStringLiteral("front"), QStringLiteral("side"), QStringLiteral("rear"),
            QStringLiteral("deck"), QStringLiteral("belly")};
}

QVariantMap StrikerDesign::toValue() const
{
    QVariantMap m;
    putText(m, QStringLiteral("id"), id);
    putText(m, QStringLiteral("name"), name);
    if (tl > 0)
        m.insert(QStringLiteral("tl"), StrikerRules::techLevelCode(tl));
    putText(m, QStringLiteral("race"), race, QStringLiteral("human"));
    putText(m, QStringLiteral("locomotion"), locomotion);
    putNumber(m, QStringLiteral("chassis_volume"), chassisVolume);
    putText(m, QStringLiteral("power_plant"), powerPlant);
    putNumber(m, QStringLiteral("power_mw"), powerMw);
    QVariantMap faceMap;
    for (auto it = armour.cbegin(); it != armour.cend(); ++it) {
        if (it.value() > 0)
            faceMap.insert(it.key(), numberText(it.value()));
    }
    if (!faceMap.isEmpty())
        m.insert(QStringLiteral("armour"), faceMap);
    QVariantList weaponList;
    for (const StrikerMountedWeapon &w : weapons) {
        QVariantMap wm;
        putText(wm, QStringLiteral("mount"), w.mount);
        putText(wm, QStringLiteral("weapon"), w.weapon);
        putList(wm, QStringLiteral("ammunition"), w.ammunition);
        putText(wm, QStringLiteral("guidance"), w.guidance);
        putFlag(wm, QStringLiteral("pilot_fired"), w.pilotFired);
        putFlag(wm, QStringLiteral("commander"), w.commander);
        putFlag(wm, QStringLiteral("strafing"), w.strafing);
        weaponList.append(wm);
    }
    if (!weaponList.isEmpty())
        m.insert(QStringLiteral("weapons"), weaponList);
    putList(m, QStringLiteral("fire_control"), fireControl);
    putList(m, QStringLiteral("sensors"), sensors);
    putList(m, QStringLiteral("equipment"), equipment);
    putText(m, QStringLiteral("sealing"), sealing, QStringLiteral("none"));
    putFlag(m, QStringLiteral("life_support"), lifeSupport);
    putFlag(m, QStringLiteral("amphibious"), amphibious);
    putFlag(m, QStringLiteral("open_topped"), openTopped);
    putFlag(m, QStringLiteral("ferry"), ferry);
    putFlag(m, QStringLiteral("spacious"), spacious);
    putNumber(m, QStringLiteral("crew"), crew);
    putNumber(m, QStringLiteral("passengers"), passengers);
    putNumber(m, QStringLiteral("cargo_volume"), cargoVolume);
    putNumber(m, QStringLiteral("cargo_weight"), cargoWeight);
    putNumber(m, QStringLiteral("towed_weight"), towedWeight);
    putNumber(m, QStringLiteral("deck_area"), deckArea);
    putNumber(m, QStringLiteral("ground_pressure"), groundPressure);
    putText(m, QStringLiteral("atmosphere"), atmosphere, QStringLiteral("standard"));
    putNumber(m, QStringLiteral("gravity"), gravity, 1);
    if (builtTl > 0) {
        QVariantMap built;
        built.insert(QStringLiteral("tl"), StrikerRules::techLevelCode(builtTl));
        putText(built, QStringLiteral("starport"), builtPort);
        m.insert(QStringLiteral("built_at"), built);
    }
    return m;
}

StrikerDesign StrikerDesign::fromValue(const QVariantMap &value, QStringList *problems)
{
    StrikerDesign d;
    d.id = value.value(QStringLiteral("id")).toString();
    d.name = value.value(QStringLiteral("name")).toString();
    if (value.contains(QStringLiteral("tl"))) {
        d.tl = StrikerRules::techLevel(value.value(QStringLiteral("tl")).toString());
        if (d.tl < 0) {
            d.tl = 0;
            if (problems)
                problems->append(QStringLiteral("tl"));
        }
    }
    d.race = value.value(QStringLiteral("race"), QStringLiteral("human")).toString();
    d.locomotion = value.value(QStringLiteral("locomotion")).toString();
    d.chassisVolume = readNumber(value, QStringLiteral("chassis_volume"), 0, problems);
    d.powerPlant = value.value(QStringLiteral("power_plant")).toString();
    d.powerMw = readNumber(value, QStringLiteral("power_mw"), 0, problems);
    const QVariantMap faceMap = value.value(QStringLiteral("armour")).toMap();
    for (auto it = faceMap.cbegin(); it != faceMap.cend(); ++it) {
        const QString path = QStringLiteral("armour/") + it.key();
        if (!faces().contains(it.key())) {
            if (problems)
                problems->append(path);
            continue;
        }
        d.armour.insert(it.key(), readNumber(faceMap, it.key(), 0, problems, path));
    }
    for (const QVariant &item : value.value(QStringLiteral("weapons")).toList()) {
        const QVariantMap wm = item.toMap();
        StrikerMountedWeapon w;
        w.mount = wm.value(QStringLiteral("mount")).toString();
        w.weapon = wm.value(QStringLiteral("weapon")).toString();
        w.ammunition = readTexts(wm.value(QStringLiteral("ammunition")));
        w.guidance = wm.value(QStringLiteral("guidance")).toString();
        w.pilotFired = readFlag(wm, QStringLiteral("pilot_fired"), problems);
        w.commander = readFlag(wm, QStringLiteral("commander"), problems);
        w.strafing = readFlag(wm, QStringLiteral("strafing"), problems);
        d.weapons.append(w);
    }
    d.fireControl = readTexts(value.value(QStringLiteral("fire_control")));
    d.sensors = readTexts(value.value(QStringLiteral("sensors")));
    d.equipment = readTexts(value.value(QStringLiteral("equipment")));
    d.sealing = value.value(QStringLiteral("sealing"), QStringLiteral("none")).toString();
    d.lifeSupport = readFlag(value, QStringLiteral("life_support"), problems);
    d.amphibious = readFlag(value, QStringLiteral("amphibious"), problems);
    d.openTopped = readFlag(value, QStringLiteral("open_topped"), problems);
    d.ferry = readFlag(value, QStringLiteral("ferry"), problems);
    d.spacious = readFlag(value, QStringLiteral("spacious"), problems);
    d.crew = readWhole(value, QStringLiteral("crew"), 0, problems);
    d.passengers = readWhole(value, QStringLiteral("passengers"), 0, problems);
    d.cargoVolume = readNumber(value, QStringLiteral("cargo_volume"), 0, problems);
    d.cargoWeight = readNumber(value, QStringLiteral("cargo_weight"), 0, problems);
    d.towedWeight = readNumber(value, QStringLiteral("towed_weight"), 0, problems);
    d.deckArea = readNumber(value, QStringLiteral("deck_area"), 0, problems);
    d.groundPressure = readWhole(value, QStringLiteral("ground_pressure"), 0, problems);
    d.atmosphere = value.value(QStringLiteral("atmosphere"), QStringLiteral("standard")).toString();
    d.gravity = readNumber(value, QStringLiteral("gravity"), 1, problems);
    const QVariantMap built = value.value(QStringLiteral("built_at")).toMap();
    if (!built.isEmpty()) {
        d.builtTl
            = std::max(0, StrikerRules::techLevel(built.value(QStringLiteral("tl")).toString()));
        if (d.builtTl == 0 && problems)
            problems->append(QStringLiteral("built_at/tl"));
        d.builtPort = built.value(QStringLiteral("starport")).toString();
    }
    return d;
}

// ---------------------------------------------------------------------------------------
// Totals

StrikerDesignRules::StrikerDesignRules(const Ruleset &ruleset, StrikerWorld world)
    : m_ruleset(ruleset)
    , m_rules(strikerRules(ruleset))
    , m_world(std::move(world))
{ }

QString StrikerDesignRules::atmosphereFor(const StrikerDesign &design) const
{
    return m_world.atmosphere.isEmpty() ? design.atmosphere : m_world.atmosphere;
}

double StrikerDesignRules::gravityFor(const StrikerDesign &design) const
{
    return m_world.gravity > 0 ? m_world.gravity : design.gravity;
}

double StrikerDesignRules::chartValue(const QString &chartId, const QString &row,
                                      const QString &column, bool &provisional,
                                      QStringList &missing) const
{
    const Chart *chart = m_ruleset.findChart(chartId);
    const ChartCell *cell = chart ? chart->cell(row, column) : nullptr;
    if (!cell || cell->kind != ChartCell::Kind::Number) {
        const QString what = QStringLiteral("%1: %2").arg(chartId, row);
        if (!missing.contains(what))
            missing.append(what);
        return 0;
    }
    provisional = provisional || cell->provisional;
    return cell->number;
}

QString StrikerDesignRules::componentName(const QString &id) const
{
    const StrikerComponent *c = m_rules.component(id);
    return c ? c->name : id;
}

StrikerTotals StrikerDesignRules::totals(const StrikerDesign &design) const
{
    StrikerTotals t;
    const StrikerRace *race = m_rules.race(design.race);
    QString locomotionName;
    for (const MovementClass &mc : m_ruleset.movementClasses) {
        if (mc.id == design.locomotion)
            locomotionName = mc.name;
    }
    const QString chassis = QStringLiteral("chassis");
    const double volume = design.chassisVolume;
    t.volumeAvailable = volume;
    t.powerOutput = design.powerMw;

    // The chassis
    if (!locomotionName.isEmpty() && volume > 0) {
        t.weight.value += volume
            * chartValue(chassis, locomotionName, QStringLiteral("Weight (t per m³)"),
                         t.weight.provisional, t.missing);
        t.price.value += volume
            * chartValue(chassis, locomotionName, QStringLiteral("Price (Cr per m³)"),
                         t.price.provisional, t.missing);
    }
    // The power plant
    if (const StrikerPowerPlant *plant = m_rules.powerPlant(design.powerPlant);
        plant && design.powerMw > 0) {
        const QString chart = QStringLiteral("power-plants");
        t.weight.value += design.powerMw
            * chartValue(chart, plant->name, QStringLiteral("Weight (t per MW)"),
                         t.weight.provisional, t.missing);
        t.volumeUsed.value += design.powerMw
            * chartValue(chart, plant->name, QStringLiteral("Volume (m³ per MW)"),
                         t.volumeUsed.provisional, t.missing);
        t.price.value += design.powerMw
            * chartValue(chart, plant->name, QStringLiteral("Price (Cr per MW)"),
                         t.price.provisional, t.missing);
    }
    // Armour: each face's share of the hull's surface, by cm of hard steel.
    const double hullArea = 6 * std::pow(std::max(volume, 0.0), 2.0 / 3.0);
    for (const QString &face : StrikerDesign::faces()) {
        const double cm = design.armour.value(face);
        if (cm <= 0)
            continue;
        const QString row = face.left(1).toUpper() + face.mid(1);
        const QString chart = QStringLiteral("armour");
        bool provisional = false;
        const double area = hullArea
            * chartValue(chart, row, QStringLiteral("Area (share)"), provisional, t.missing);
        const double weight = cm * area
            * chartValue(chart, row, QStringLiteral("Weight (t per cm per m²)"), provisional,
                         t.missing);
        const double price = weight
            * chartValue(chart, row, QStringLiteral("Price (Cr per t)"), provisional, t.missing);
        t.weight.value += weight;
        t.price.value += price;
        t.weight.provisional = t.weight.provisional || provisional;
        t.price.provisional = t.price.provisional || provisional;
    }
    // Components, with the race's factors
    QStringList componentIds = design.fireControl + design.sensors + design.equipment;
    for (const StrikerMountedWeapon &w : design.weapons)
        componentIds.append(w.weapon);
    const QString chart = QStringLiteral("components");
    for (const QString &id : std::as_const(componentIds)) {
        const StrikerComponent *c = m_rules.component(id);
        if (!c)
            continue;
        const auto [priceFactor, weightFactor]
            = race ? race->factorsFor(*c) : std::pair<double, double> {1.0, 1.0};
        t.weight.value += weightFactor
            * chartValue(chart, c->name, QStringLiteral("Weight (t)"), t.weight.provisional,
                         t.missing);
        t.volumeUsed.value += chartValue(chart, c->name, QStringLiteral("Volume (m³)"),
                                         t.volumeUsed.provisional, t.missing);
        t.price.value += priceFactor
            * chartValue(chart, c->name, QStringLiteral("Price (Cr)"), t.price.provisional,
                         t.missing);
        t.powerNeeded.value += chartValue(chart, c->name, QStringLiteral("Power (MW)"),
                                          t.powerNeeded.provisional, t.missing);
        if (c->maintenancePoints)
            t.maintenancePoints += *c->maintenancePoints;
    }
    // Crew and passengers: a K'kree takes six (or twelve) times the space and weight.
    double crewFactor = race ? race->crewSpace : 1.0;
    if (race && design.spacious && race->crewSpaceComfortable > 0)
        crewFactor = race->crewSpaceComfortable;
    const QString crewChart = QStringLiteral("crew");
    for (const auto &[row, count] : {std::pair {QStringLiteral("Crew"), design.crew},
                                     std::pair {QStringLiteral("Passenger"), design.passengers}}) {
        if (count <= 0)
            continue;
        t.volumeUsed.value += count * crewFactor
            * chartValue(crewChart, row, QStringLiteral("Volume (m³ each)"),
                         t.volumeUsed.provisional, t.missing);
        t.weight.value += count * crewFactor
            * chartValue(crewChart, row, QStringLiteral("Weight (t each)"), t.weight.provisional,
                         t.missing);
        t.price.value += count
            * chartValue(crewChart, row, QStringLiteral("Price (Cr each)"), t.price.provisional,
                         t.missing);
    }
    // Cargo
    t.volumeUsed.value += design.cargoVolume;
    t.weight.value += design.cargoWeight;

    // Power/weight and speed: the towed weight counts; an ACV's power/weight by atmosphere.
    const double moved = t.weight.value + design.towedWeight;
    if (moved > 0) {
        t.powerToWeight.value = design.powerMw * 1000 / moved;
        t.powerToWeight.provisional = t.weight.provisional;
    }
    const StrikerLocomotion *loco = m_rules.locomotion(design.locomotion);
    if (loco && loco->kind == StrikerLocomotion::Kind::Acv) {
        if (const StrikerAtmosphere *a = m_rules.atmosphere(atmosphereFor(design)))
            t.powerToWeight.value *= a->acvPowerMultiple;
    }
    if (!locomotionName.isEmpty()) {
        bool provisional = t.powerToWeight.provisional;
        const double factor
            = chartValue(chassis, locomotionName, QStringLiteral("Speed (km/h per kW/t)"),
                         provisional, t.missing);
        t.topSpeed.value = chartValue(chassis, locomotionName, QStringLiteral("Top speed (km/h)"),
                                      t.topSpeed.provisional, t.missing);
        t.speed.value = std::min(t.topSpeed.value, factor * t.powerToWeight.value);
        t.speed.provisional = provisional || t.topSpeed.provisional;
    }
    // Maintenance points: the text's, by locomotion, suspension and component.
    if (loco) {
        t.maintenancePoints += loco->maintenancePoints;
        if (loco->kind == StrikerLocomotion::Kind::Ground
            && design.groundPressure > m_rules.suspensionFreeUpTo)
            t.maintenancePoints += (design.groundPressure - m_rules.suspensionFreeUpTo)
                * m_rules.suspensionPerPoint;
    }
    if (design.builtTl > 0 && m_world.tl > 0) {
        t.importPrice = m_rules.importPrice(t.price.value, design.builtTl, design.builtPort,
                                            m_world.tl, m_world.starport);
        t.maintenancePoints *= m_rules.importMaintenanceMultiple;
    }
    return t;
}

// ---------------------------------------------------------------------------------------
// The scenario's family parts

QList<StrikerDesign> strikerDesigns(const Scenario &scenario)
{
    QList<StrikerDesign> out;
    for (const QVariant &item : scenario.family.value(QStringLiteral("designs")).toList())
        out.append(StrikerDesign::fromValue(item.toMap()));
    return out;
}

QVariantList strikerDesignsValue(const QList<StrikerDesign> &designs)
{
    QVariantList out;
    for (const StrikerDesign &d : designs)
        out.append(d.toValue());
    return out;
}

std::optional<StrikerDesign> strikerDesign(const Scenario &scenario, const QString &id)
{
    for (const StrikerDesign &d : strikerDesigns(scenario)) {
        if (d.id == id)
            return d;
    }
    return std::nullopt;
}

QString strikerForceDesign(const ForceEntry &entry)
{
    return entry.family.value(QStringLiteral("design")).toString();
}

StrikerWorld strikerWorld(const Scenario &scenario)
{
    const QVariantMap m = scenario.family.value(QStringLiteral("world")).toMap();
    StrikerWorld w;
    w.atmosphere = m.value(QStringLiteral("atmosphere")).toString();
    w.gravity = m.value(QStringLiteral("gravity")).toString().toDouble();
    w.tl = std::max(0, StrikerRules::techLevel(m.value(QStringLiteral("tl")).toString()));
    w.starport = m.value(QStringLiteral("starport")).toString();
    w.size = m.value(QStringLiteral("size")).toString();
    w.weather = m.value(QStringLiteral("weather")).toString();
    w.night = m.value(QStringLiteral("night")).toString().toDouble();
    return w;
}

} // namespace hexwright
