// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A Striker vehicle design, its running totals from the ruleset's provisional Book 3 charts,
// and the design constraints of the surviving book (rules 34-80; the extract's §7) as pure
// functions returning problems located by the field they concern.

#include "families/striker/strikerdesign.h"

#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <cmath>

namespace hexwright {

namespace {

// ---------------------------------------------------------------------------------------
// The file's form: scalars are text, so numbers and flags are read and written as text.

QString numberText(double value)
{
    return QString::number(value, 'g', 10);
}

double readDouble(const QVariantMap &map, const QString &key, double fallback,
                  QStringList *problems, const QString &path = QString())
{
    const auto it = map.constFind(key);
    if (it == map.cend())
        return fallback;
    bool ok = false;
    const double v = it->toString().trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0) {
        if (problems)
            problems->append(path.isEmpty() ? key : path);
        return fallback;
    }
    return v;
}

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

bool readFlag(const QVariantMap &map, const QString &key, QStringList *problems)
{
    const auto it = map.constFind(key);
    if (it == map.cend())
        return false;
    const QString text = it->toString().trimmed();
    if (text == QLatin1String("true"))
        return true;
    if (text != QLatin1String("false") && problems)
        problems->append(key);
    return false;
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
    d.chassisVolume = readDouble(value, QStringLiteral("chassis_volume"), 0, problems);
    d.powerPlant = value.value(QStringLiteral("power_plant")).toString();
    d.powerMw = readDouble(value, QStringLiteral("power_mw"), 0, problems);
    const QVariantMap faceMap = value.value(QStringLiteral("armour")).toMap();
    for (auto it = faceMap.cbegin(); it != faceMap.cend(); ++it) {
        const QString path = QStringLiteral("armour/") + it.key();
        if (!faces().contains(it.key())) {
            if (problems)
                problems->append(path);
            continue;
        }
        d.armour.insert(it.key(), readDouble(faceMap, it.key(), 0, problems, path));
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
    d.cargoVolume = readDouble(value, QStringLiteral("cargo_volume"), 0, problems);
    d.cargoWeight = readDouble(value, QStringLiteral("cargo_weight"), 0, problems);
    d.towedWeight = readDouble(value, QStringLiteral("towed_weight"), 0, problems);
    d.deckArea = readDouble(value, QStringLiteral("deck_area"), 0, problems);
    d.groundPressure = readWhole(value, QStringLiteral("ground_pressure"), 0, problems);
    d.atmosphere = value.value(QStringLiteral("atmosphere"), QStringLiteral("standard")).toString();
    d.gravity = readDouble(value, QStringLiteral("gravity"), 1, problems);
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
// The design constraints

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
    return w;
}

} // namespace hexwright
