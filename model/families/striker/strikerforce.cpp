// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's forces, logistics and environment (rules 71-80 of Book 2 as the extract gives
// them): a side's yearly costs (price, upkeep 10 % or 20 % for imports, personnel by force
// type) against its budget; its support (medics, mechanics, cooks, vets) against the ratios,
// with what a shortfall costs; the pre-game work at the engineering rates; what the world's
// weather, night and gravity do. Every number is the ruleset's (support, costs, engineering,
// environment); the prices of designs rest on the provisional Book 3 charts (strikerdesign.h).

#include "families/striker/strikerforce.h"

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

const QString HandMethod = QStringLiteral("hand");

int ceilDiv(double amount, double per)
{
    return per > 0 && amount > 0 ? int(std::ceil(amount / per - 1e-9)) : 0;
}

} // namespace

QString strikerCrText(double cr)
{
    return QStringLiteral("Cr%L1").arg(qint64(std::llround(cr)));
}

// ---------------------------------------------------------------------------------------
// Keys

QStringList striker::forceKeys()
{
    return {DesignKey, QualityKey, MenKey, EquipmentCrKey, ProtectedKey, LoadKgKey, BattleDressKey};
}

QStringList striker::sideKeys()
{
    QStringList keys {QStringLiteral("force_type"), QStringLiteral("budget"),
                      QStringLiteral("man_hours"), QStringLiteral("hours")};
    return keys + supportKeys();
}

QStringList striker::supportKeys()
{
    return {QStringLiteral("medics"),        QStringLiteral("company_station"),
            QStringLiteral("battalion_aid"), QStringLiteral("mechanics"),
            QStringLiteral("tool_kits"),     QStringLiteral("workshops"),
            QStringLiteral("cooks"),         QStringLiteral("kitchens"),
            QStringLiteral("vets"),          QStringLiteral("animals"),
            QStringLiteral("engineers")};
}

QStringList striker::workKinds()
{
    return {QStringLiteral("dugout"),
            QStringLiteral("weapon_pit"),
            QStringLiteral("vehicle_hull_down"),
            QStringLiteral("vehicle_full_cover"),
            QStringLiteral("earth"),
            QStringLiteral("wood_or_stone"),
            QStringLiteral("camouflage"),
            QStringLiteral("ditch"),
            QStringLiteral("wire"),
            QStringLiteral("abatis"),
            QStringLiteral("wooden_posts"),
            QStringLiteral("armour_plate"),
            QStringLiteral("concrete"),
            QStringLiteral("mines")};
}

// ---------------------------------------------------------------------------------------
// The file's form

QVariantMap StrikerSideForce::toValue() const
{
    QVariantMap m;
    if (!forceType.isEmpty())
        m.insert(QStringLiteral("force_type"), forceType);
    if (budget > 0)
        m.insert(QStringLiteral("budget"), numberText(budget));
    if (manHours > 0)
        m.insert(QStringLiteral("man_hours"), numberText(manHours));
    if (hours > 0)
        m.insert(QStringLiteral("hours"), numberText(hours));
    for (auto it = support.cbegin(); it != support.cend(); ++it) {
        if (it.value() > 0)
            m.insert(it.key(), QString::number(it.value()));
    }
    return m;
}

StrikerSideForce StrikerSideForce::fromValue(const QString &side, const QVariantMap &value,
                                             QStringList *problems)
{
    StrikerSideForce f;
    f.side = side;
    f.forceType = value.value(QStringLiteral("force_type")).toString();
    f.budget = readNumber(value, QStringLiteral("budget"), 0, problems);
    f.manHours = readNumber(value, QStringLiteral("man_hours"), 0, problems);
    f.hours = readNumber(value, QStringLiteral("hours"), 0, problems);
    for (const QString &key : striker::supportKeys()) {
        const double n = readNumber(value, key, 0, problems);
        if (n > 0)
            f.support.insert(key, int(n));
    }
    if (problems) {
        const QStringList known = striker::sideKeys();
        for (auto it = value.cbegin(); it != value.cend(); ++it) {
            if (!known.contains(it.key()))
                problems->append(it.key());
        }
    }
    return f;
}

QVariantMap StrikerWork::toValue() const
{
    QVariantMap m;
    m.insert(QStringLiteral("side"), side);
    m.insert(QStringLiteral("kind"), kind);
    m.insert(QStringLiteral("amount"), numberText(amount));
    if (!piece.isEmpty())
        m.insert(QStringLiteral("piece"), piece);
    if (!design.isEmpty())
        m.insert(QStringLiteral("design"), design);
    if (tons > 0)
        m.insert(QStringLiteral("tons"), numberText(tons));
    if (method != HandMethod)
        m.insert(QStringLiteral("method"), method);
    if (camouflaged)
        m.insert(QStringLiteral("camouflaged"), QStringLiteral("true"));
    if (!mine.isEmpty())
        m.insert(QStringLiteral("mine"), mine);
    return m;
}

StrikerWork StrikerWork::fromValue(const QVariantMap &value, QStringList *problems)
{
    StrikerWork w;
    w.side = value.value(QStringLiteral("side")).toString();
    w.kind = value.value(QStringLiteral("kind")).toString();
    w.amount = readNumber(value, QStringLiteral("amount"), 0, problems);
    w.piece = value.value(QStringLiteral("piece")).toString();
    w.design = value.value(QStringLiteral("design")).toString();
    w.tons = readNumber(value, QStringLiteral("tons"), 0, problems);
    if (value.contains(QStringLiteral("method")))
        w.method = value.value(QStringLiteral("method")).toString();
    w.camouflaged = readFlag(value, QStringLiteral("camouflaged"));
    w.mine = value.value(QStringLiteral("mine")).toString();
    if (problems && !striker::workKinds().contains(w.kind))
        problems->append(QStringLiteral("kind"));
    if (problems && w.method != HandMethod && w.method != QLatin1String("machine"))
        problems->append(QStringLiteral("method"));
    return w;
}

const StrikerSupportLine *StrikerSupportReport::line(const QString &key) const
{
    for (const StrikerSupportLine &l : lines) {
        if (l.key == key)
            return &l;
    }
    return nullptr;
}

QList<StrikerSideForce> strikerSideForces(const Scenario &scenario)
{
    const QVariantMap forces = scenario.family.value(striker::ForcesKey).toMap();
    QList<StrikerSideForce> out;
    for (const Side &side : scenario.sides)
        out.append(StrikerSideForce::fromValue(side.id, forces.value(side.id).toMap()));
    return out;
}

QVariantMap strikerSideForcesValue(const Scenario &scenario, const StrikerSideForce &force)
{
    QVariantMap forces = scenario.family.value(striker::ForcesKey).toMap();
    const QVariantMap value = force.toValue();
    if (value.isEmpty())
        forces.remove(force.side);
    else
        forces.insert(force.side, value);
    return forces;
}

QVariantList strikerWorksValue(const QList<StrikerWork> &works)
{
    QVariantList out;
    for (const StrikerWork &w : works)
        out.append(w.toValue());
    return out;
}

QVariantMap strikerWorldValue(const Scenario &scenario, const StrikerEnvironment &environment)
{
    QVariantMap world = scenario.family.value(striker::WorldKey).toMap();
    const auto set = [&world](const QString &key, const QString &value) {
        if (value.isEmpty())
            world.remove(key);
        else
            world.insert(key, value);
    };
    set(QStringLiteral("weather"), environment.weather);
    set(QStringLiteral("night"), environment.night > 0 ? numberText(environment.night) : QString());
    set(QStringLiteral("harsh"), environment.harsh ? QStringLiteral("true") : QString());
    set(QStringLiteral("cold_or_wet"), environment.coldOrWet ? QStringLiteral("true") : QString());
    return world;
}

// ---------------------------------------------------------------------------------------
// The rules

StrikerForceRules::StrikerForceRules(const Ruleset &ruleset, const Scenario &scenario)
    : m_ruleset(ruleset)
    , m_rules(strikerRules(ruleset))
    , m_scenario(scenario)
{ }

double StrikerForceRules::number(const QString &group, const char *key, double fallback) const
{
    return m_rules.support.value(group).value(QLatin1String(key), fallback);
}

double StrikerForceRules::engineering(const char *key) const
{
    return m_rules.engineering.value(QLatin1String(key));
}

StrikerSideForce StrikerForceRules::sideForce(const QString &sideId) const
{
    const QVariantMap forces = m_scenario.family.value(striker::ForcesKey).toMap();
    return StrikerSideForce::fromValue(sideId, forces.value(sideId).toMap());
}

QList<StrikerWork> StrikerForceRules::works() const
{
    QList<StrikerWork> out;
    for (const QVariant &v : m_scenario.family.value(striker::WorksKey).toList())
        out.append(StrikerWork::fromValue(v.toMap()));
    return out;
}

StrikerEnvironment StrikerForceRules::environment() const
{
    const QVariantMap world = m_scenario.family.value(striker::WorldKey).toMap();
    StrikerEnvironment e;
    e.weather = world.value(QStringLiteral("weather")).toString();
    e.night = readNumber(world, QStringLiteral("night"), 0, nullptr);
    e.harsh = readFlag(world, QStringLiteral("harsh"));
    e.coldOrWet = readFlag(world, QStringLiteral("cold_or_wet"));
    return e;
}

double StrikerForceRules::personnelCost(const QString &forceType) const
{
    for (const StrikerPersonnelCost &p : m_rules.personnel) {
        if (p.id == forceType)
            return p.cr;
    }
    return 0;
}

StrikerEntryCost StrikerForceRules::entryCost(const ForceEntry &entry) const
{
    StrikerEntryCost c;
    c.entryId = entry.id;
    c.count = entry.count;
    c.quality = entry.family.value(striker::QualityKey).toString();
    const UnitType *type = m_ruleset.findUnitType(entry.unitType);
    c.name = type ? type->name : entry.unitType;
    const QString designId = strikerForceDesign(entry);
    if (!designId.isEmpty()) {
        if (const std::optional<StrikerDesign> design = strikerDesign(m_scenario, designId)) {
            const StrikerDesignRules designRules(m_ruleset, strikerWorld(m_scenario));
            const StrikerTotals t = designRules.totals(*design);
            c.name = design->name.isEmpty() ? design->id : design->name;
            c.imported = t.importPrice.has_value();
            c.each = t.importPrice.value_or(t.price.value);
            c.provisional = t.price.provisional;
            c.men = design->crew * entry.count;
            c.maintenancePoints = t.maintenancePoints * entry.count;
        }
    } else {
        c.men = int(readNumber(entry.family, striker::MenKey, 0, nullptr)) * entry.count;
        c.each = readNumber(entry.family, striker::EquipmentCrKey, 0, nullptr);
    }
    const double percent = c.imported ? m_rules.importUpkeepPercent : m_rules.upkeepPercent;
    c.upkeep = c.each * entry.count * percent / 100.0;
    return c;
}

StrikerForceTotals StrikerForceRules::totals(const QString &sideId) const
{
    StrikerForceTotals t;
    for (const ForceEntry &entry : m_scenario.forces) {
        if (entry.side != sideId)
            continue;
        const StrikerEntryCost c = entryCost(entry);
        t.entries.append(c);
        t.combatMen += c.men;
        t.purchase += c.each * c.count;
        t.upkeep += c.upkeep;
        t.provisional = t.provisional || c.provisional;
        t.maintenancePoints += c.maintenancePoints;
    }
    const StrikerSideForce force = sideForce(sideId);
    for (const char *key :
         {"medics", "company_station", "battalion_aid", "mechanics", "cooks", "vets", "engineers"})
        t.supportMen += force.count(QLatin1String(key));
    t.personnel = double(t.combatMen + t.supportMen) * personnelCost(force.forceType);
    return t;
}

// Support ---------------------------------------------------------------------------------

int StrikerForceRules::medicsNeeded(int men) const
{
    return ceilDiv(men, number(QStringLiteral("medics"), "men_per_medic"));
}

int StrikerForceRules::companyStationNeeded(int men) const
{
    return ceilDiv(men, number(QStringLiteral("medics"), "company_station_per"));
}

int StrikerForceRules::battalionAidNeeded(int men) const
{
    return ceilDiv(men, number(QStringLiteral("medics"), "battalion_aid_per"));
}

int StrikerForceRules::medicMorale(int needed, int have) const
{
    if (have >= needed)
        return 0;
    const QString medics = QStringLiteral("medics");
    if (2 * have < needed)
        return int(number(medics, "under_half_morale"));
    return int(number(medics, "shortfall_morale"));
}

std::pair<int, int> StrikerForceRules::returnToDuty(int tl, int medicsShortPercent,
                                                    int *effectiveTl) const
{
    const QString medics = QStringLiteral("medics");
    const int tlLost
        = (medicsShortPercent / 10) * int(number(medics, "tl_lost_per_10_percent_short"));
    const int at = std::max(0, tl - tlLost);
    if (effectiveTl)
        *effectiveTl = at;
    const int base = int(number(medics, "return_at_tl"));
    const int per = int(number(medics, "return_percent_per_tl"));
    const int max = int(number(medics, "return_max_percent"));
    const auto percent = [&](const char *key) {
        return std::clamp(int(number(medics, key)) + (at - base) * per, 0, max);
    };
    return {percent("return_light_percent"), percent("return_serious_percent")};
}

int StrikerForceRules::mechanicsNeeded(int maintenancePoints) const
{
    return ceilDiv(maintenancePoints,
                   number(QStringLiteral("mechanics"), "maintenance_points_each"));
}

int StrikerForceRules::workshopsNeeded(int mechanics) const
{
    return ceilDiv(mechanics, number(QStringLiteral("mechanics"), "workshop_per"));
}

int StrikerForceRules::breakdownPercent(int needed, int have) const
{
    if (needed <= 0 || have >= needed)
        return 0;
    const int shortTenths = (needed - have) * 10 / needed; // whole 10 % steps
    return shortTenths
        * int(number(QStringLiteral("mechanics"), "breakdown_percent_per_10_percent_short"));
}

int StrikerForceRules::cooksNeeded(int men) const
{
    return ceilDiv(men, number(QStringLiteral("cooks"), "men_per_cook"));
}

int StrikerForceRules::kitchensNeeded(int men) const
{
    return ceilDiv(men, number(QStringLiteral("cooks"), "kitchen_per"));
}

int StrikerForceRules::vetsNeeded(int animals, bool harsh) const
{
    return ceilDiv(
        animals,
        number(QStringLiteral("vets"), harsh ? "animals_per_vet_harsh" : "animals_per_vet"));
}

StrikerSupportReport StrikerForceRules::support(const QString &sideId) const
{
    StrikerSupportReport r;
    const StrikerForceTotals t = totals(sideId);
    const StrikerSideForce f = sideForce(sideId);
    const int men = t.combatMen;
    const auto add = [&](const char *key, int needed) {
        const QString k = QLatin1String(key);
        r.lines.append({k, needed, f.count(k)});
        return r.lines.constLast();
    };
    const StrikerSupportLine medics = add("medics", medicsNeeded(men));
    add("company_station", companyStationNeeded(men));
    add("battalion_aid", battalionAidNeeded(men));
    r.medicMorale = medicMorale(medics.needed, medics.have);
    const int shortPercent = medics.needed > 0 ? medics.shortfall() * 100 / medics.needed : 0;
    const int tl = std::max(strikerWorld(m_scenario).tl, m_rules.tlMin);
    const auto [light, serious] = returnToDuty(tl, shortPercent, &r.woundedTl);
    r.returnLightPercent = light;
    r.returnSeriousPercent = serious;

    const StrikerSupportLine mechanics = add("mechanics", mechanicsNeeded(t.maintenancePoints));
    // Each mechanic needs a tool kit: a mechanic without one does not count.
    add("tool_kits", mechanics.needed > 0 ? std::max(mechanics.needed, mechanics.have) : 0);
    add("workshops", workshopsNeeded(mechanics.have));
    const int working = std::min(mechanics.have, f.count(QStringLiteral("tool_kits")));
    r.breakdownPercent = breakdownPercent(mechanics.needed, working);

    const StrikerSupportLine cooks = add("cooks", cooksNeeded(men));
    add("kitchens", kitchensNeeded(men));
    if (cooks.shortfall() > 0) {
        const QString c = QStringLiteral("cooks");
        r.hotMealDays
            = int(number(c, coldOrWet() ? "days_in_cold_or_wet" : "days_without_hot_meal"));
        r.cookMorale = int(number(c, "morale"));
    }

    const bool harsh = environment().harsh;
    const StrikerSupportLine vets
        = add("vets", vetsNeeded(f.count(QStringLiteral("animals")), harsh));
    if (vets.shortfall() > 0)
        r.animalLossPercent
            = number(QStringLiteral("vets"), harsh ? "loss_percent_harsh" : "loss_percent");
    return r;
}

// Work ------------------------------------------------------------------------------------

int StrikerForceRules::concreteCureHours(int tl) const
{
    for (const auto &[tlMax, hours] : m_rules.concreteCure) {
        if (tl <= tlMax)
            return hours;
    }
    return m_rules.concreteCure.isEmpty() ? 0 : m_rules.concreteCure.constLast().second;
}

StrikerWorkCost StrikerForceRules::workCost(const StrikerWork &work) const
{
    StrikerWorkCost c;
    const bool machine = work.method == QLatin1String("machine");
    const double earthRate
        = engineering(machine ? "earth_with_dozer_or_explosives_m3" : "earth_by_hand_m3");
    const auto dig = [&](double m3) {
        c.cubicMetres = m3;
        c.manHours = earthRate > 0 ? m3 / earthRate : 0;
    };
    const QString &k = work.kind;
    if (k == QLatin1String("dugout")) {
        dig(work.amount * engineering("dugout_m3_per_man"));
    } else if (k == QLatin1String("weapon_pit")) {
        dig(work.amount * engineering("crew_weapon_m3_per_crew")
            + work.tons * engineering("crew_weapon_m3_per_ton"));
    } else if (k == QLatin1String("vehicle_hull_down")
               || k == QLatin1String("vehicle_full_cover")) {
        double volume = 0;
        if (const std::optional<StrikerDesign> d = strikerDesign(m_scenario, work.design))
            volume = d->chassisVolume;
        const double multiple = engineering(k == QLatin1String("vehicle_hull_down")
                                                ? "vehicle_hull_down_volume_multiple"
                                                : "vehicle_full_cover_volume_multiple");
        dig(work.amount * volume * multiple);
    } else if (k == QLatin1String("earth")) {
        dig(work.amount);
    } else if (k == QLatin1String("wood_or_stone")) {
        // Wood and stone take twice the time, at the hand rate.
        const double hand = engineering("earth_by_hand_m3");
        c.cubicMetres = work.amount;
        c.manHours
            = hand > 0 ? work.amount * engineering("wood_and_stone_time_multiple") / hand : 0;
    } else if (k == QLatin1String("camouflage")) {
        c.cubicMetres = work.amount;
        const double rate = engineering("camouflage_m3_per_man_hour");
        c.manHours = rate > 0 ? work.amount / rate : 0;
    } else if (k == QLatin1String("ditch")) {
        dig(work.amount * engineering("ditch_m3_per_cm"));
    } else if (k == QLatin1String("wire")) {
        const double rate = engineering("wire_cm_per_man_hour");
        c.manHours = rate > 0 ? work.amount / rate : 0;
    } else if (k == QLatin1String("abatis")) {
        c.manHours = work.amount * engineering("abatis_man_hours_per_cm2");
    } else if (k == QLatin1String("wooden_posts")) {
        c.machineHours = work.amount * engineering("wooden_posts_team_hours_per_cm");
    } else if (k == QLatin1String("armour_plate")) {
        const double rate = engineering("armour_plate_by_crane_m3_per_hour");
        c.cubicMetres = work.amount;
        c.machineHours = rate > 0 ? work.amount / rate : 0;
    } else if (k == QLatin1String("concrete")) {
        c.cubicMetres = work.amount;
        c.cureHours = concreteCureHours(std::max(strikerWorld(m_scenario).tl, m_rules.tlMin));
    } else if (k == QLatin1String("mines")) {
        c.needsEngineers = true;
        // Camouflaged by hand only, at three times the time.
        c.camouflaged = work.camouflaged;
        if (machine && !work.camouflaged) {
            const double rate = engineering("mines_kg_per_hour_by_machine");
            c.machineHours = rate > 0 ? work.amount / rate : 0;
        } else {
            const double rate = engineering("mines_kg_per_man_hour");
            const double multiple
                = work.camouflaged ? engineering("camouflaged_mines_time_multiple") : 1;
            c.manHours = rate > 0 ? work.amount * multiple / rate : 0;
        }
    }
    return c;
}

double StrikerForceRules::manHoursUsed(const QString &sideId) const
{
    double sum = 0;
    for (const StrikerWork &w : works()) {
        if (w.side == sideId)
            sum += workCost(w).manHours;
    }
    return sum;
}

// Environment -----------------------------------------------------------------------------

double StrikerForceRules::visibility() const
{
    const StrikerEnvironment e = environment();
    double v = 1;
    for (const StrikerWeather &w : m_rules.weather) {
        if (w.id == e.weather)
            v = w.visibility;
    }
    if (e.night > 0)
        v *= e.night;
    return v;
}

double StrikerForceRules::groundMoveMultiple(double g)
{
    return g > 0 ? std::min(2.0, 1.0 / g) : 1.0;
}

int StrikerForceRules::slopeCategoriesDropped(double g)
{
    return g > 0 && g < 0.1 ? 2 : (g > 0 && g < 0.5 ? 1 : 0);
}

bool StrikerForceRules::coldOrWet() const
{
    return environment().coldOrWet;
}

QList<std::pair<QString, QString>> StrikerForceRules::environmentFacts() const
{
    QList<std::pair<QString, QString>> facts;
    const StrikerWorld world = strikerWorld(m_scenario);
    const StrikerEnvironment env = environment();
    if (const int h = m_rules.horizonCm(world.size); h > 0)
        facts.append({tr("Horizon"), tr("%1 cm (world size %2)").arg(h).arg(world.size)});
    if (const StrikerAtmosphere *a = m_rules.atmosphere(world.atmosphere)) {
        facts.append({tr("Atmosphere"), a->name});
        facts.append({tr("Energy weapon penetration ranges"),
                      tr("x%1").arg(numberText(a->energyRangeMultiple))});
        facts.append({tr("ACV power/weight"),
                      a->acvPowerMultiple > 0 ? tr("x%1").arg(numberText(a->acvPowerMultiple))
                                              : tr("inoperable")});
    }
    if (world.gravity > 0) {
        facts.append({tr("Gravity"), tr("%1 G").arg(numberText(world.gravity))});
        facts.append(
            {tr("Ground and personnel moves"),
             tr("x%1").arg(numberText(std::round(groundMoveMultiple(world.gravity) * 100) / 100))});
        facts.append({tr("Projectile ranges (50 cm and over)"),
                      tr("/%1, up to the fire control's limit").arg(numberText(world.gravity))});
        if (const int drop = slopeCategoriesDropped(world.gravity); drop > 0)
            facts.append({tr("Slopes"), tr("%n category(s) lower", nullptr, drop)});
    }
    QString weatherName = tr("Clear");
    for (const StrikerWeather &w : m_rules.weather) {
        if (w.id == env.weather)
            weatherName = w.name;
    }
    facts.append({tr("Weather"), weatherName});
    facts.append({tr("Light"),
                  env.night > 0 ? tr("Night, multiple %1").arg(numberText(env.night)) : tr("Day")});
    const double v = visibility();
    facts.append({tr("Spotting ranges"), tr("x%1").arg(numberText(v))});
    if (env.night > 0) {
        // Night maximum ranges: stationary soldier 100 cm, stationary vehicle or moving
        // soldier 200, moving vehicle 400, each times the multiple.
        facts.append({tr("Night maxima"),
                      tr("stationary soldier %1 cm, stationary vehicle or moving soldier %2 cm, "
                         "moving vehicle %3 cm")
                          .arg(numberText(100 * v), numberText(200 * v), numberText(400 * v))});
    }
    return facts;
}

} // namespace hexwright
