// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Reads the keys a Striker ruleset has beyond the shared core: per terrain the locomotions
// whose movement multiple the text states, the stuck number and the mine and camouflage
// rules; at the top the scale, tech levels, qualities, atmospheres, locomotions, suspension,
// power plants, mounts, missile guidance, components, ammunition, races, the import price
// table, costs, support ratios, the environment and the engineering rates. The shared reader
// (ruleset/rulesetreader.cpp) hands over the mappings, so every key is asked for by name and
// an unknown one is still reported. finish() checks that every power plant, locomotion and
// component has its row in the Book 3 charts the design workbench reads.

#include "families/striker/strikerfamily.h"
#include "families/striker/strikerrules.h"

#include "io/schemareader.h"
#include "ruleset/ruleset.h"

namespace hexwright {

namespace {

class StrikerRulesReader : public FamilyRulesReader
{
public:
    explicit StrikerRulesReader(ReadContext &context)
        : m_context(context)
        , m_rules(std::make_shared<StrikerRules>())
    { }

    void readTerrain(MappingReader &in, const TerrainType &terrain) override;
    void readTop(MappingReader &top, const Ruleset &core) override;
    std::shared_ptr<const FamilyRules> finish(const Ruleset &core) override;

private:
    void readScale(MappingReader &in);
    void readComponent(MappingReader &in);
    void readRace(MappingReader &in);
    void readImportPrices(MappingReader &in);
    void readEnvironment(MappingReader &in);
    /// A mapping of numbers by key, every key accepted (support ratios, engineering rates).
    QMap<QString, double> readNumbers(const YamlNode *node, const QString &name,
                                      const QStringList &skip = {});
    bool optionalBool(MappingReader &in, const char *key)
    {
        const YamlNode *n = in.optional(key);
        return n && readBool(m_context, n, valueName(key, in.what())).value_or(false);
    }
    QStringList textList(const YamlNode *node, const QString &name)
    {
        QStringList out;
        if (const YamlNode *list = expectSequence(m_context, node, name)) {
            for (const YamlNode *item : list->items) {
                if (auto text = readText(m_context, item, name))
                    out.append(*text);
            }
        }
        return out;
    }
    /// Checks that every name in @p names has its row in chart @p chartId.
    void checkChartRows(const Ruleset &core, const QString &chartId, const QStringList &names,
                        const QString &kind);

    ReadContext &m_context;
    std::shared_ptr<StrikerRules> m_rules;
    const YamlNode *m_top = nullptr;
};

void StrikerRulesReader::readTerrain(MappingReader &in, const TerrainType &terrain)
{
    StrikerTerrain t;
    t.statedCosts = textList(in.required("stated_costs"), valueName("stated_costs", in.what()));
    for (const QString &id : std::as_const(t.statedCosts)) {
        if (!terrain.moveCost.contains(id))
            m_context.report(in.node(), QStringLiteral("unknown-id"),
                             QStringLiteral("'%1' in stated_costs of %2 is no movement class of "
                                            "its move_cost")
                                 .arg(id, in.what()));
    }
    if (const YamlNode *n = in.optional("stuck_on"))
        t.stuckOn = readInt(m_context, n, valueName("stuck_on", in.what()), 2, 24).value_or(0);
    t.noScatterableMines = optionalBool(in, "no_scatterable_mines");
    t.noCamouflage = optionalBool(in, "no_camouflage");
    t.autoCamouflage = optionalBool(in, "auto_camouflage");
    m_rules->terrain.insert(terrain.id, t);
}

void StrikerRulesReader::readScale(MappingReader &in)
{
    StrikerRules &r = *m_rules;
    if (in.requiredChoice("distance_unit", {QStringLiteral("cm")}))
        r.distanceUnit = QStringLiteral("cm");
    r.metresPerCm = in.requiredNumber("metres_per_cm", 0.1, 1000).value_or(10);
    r.turnSeconds = in.requiredInt("turn_seconds", 1, 3600).value_or(30);
    r.derived
        = readRefs(m_context, in.required("derived"), valueName("derived", in.what()),
                   QStringLiteral("scale value"),
                   QStringList {QStringLiteral("metres_per_cm"), QStringLiteral("turn_seconds")});
    MappingReader table(m_context, in.required("table"), valueName("table", in.what()));
    if (table.isValid()) {
        r.tableWidth = table.requiredNumber("width", 10, 10000).value_or(0);
        r.tableDepth = table.requiredNumber("depth", 10, 10000).value_or(0);
    }
    r.scaleProvisional
        = readRefs(m_context, in.required("provisional"), valueName("provisional", in.what()),
                   QStringLiteral("scale value"), QStringList {QStringLiteral("table")});
    forEachMapping(m_context, in.required("figure_scales"), valueName("figure_scales", in.what()),
                   QStringLiteral("figure scale"), [&](MappingReader &f) {
                       StrikerFigureScale s;
                       s.id = f.requiredId("id").value_or(QString());
                       s.name = f.requiredText("name").value_or(QString());
                       s.distanceMultiple
                           = f.requiredNumber("distance_multiple", 0.01, 100).value_or(1);
                       r.figureScales.append(s);
                   });
}

void StrikerRulesReader::readComponent(MappingReader &in)
{
    static const QStringList groups {QStringLiteral("weapon"),   QStringLiteral("fire_control"),
                                     QStringLiteral("computer"), QStringLiteral("sensor"),
                                     QStringLiteral("ecm"),      QStringLiteral("communicator"),
                                     QStringLiteral("equipment")};
    StrikerComponent c;
    c.id = in.requiredId("id").value_or(QString());
    c.name = in.requiredText("name").value_or(QString());
    if (auto g = in.requiredChoice("group", groups))
        c.group = groups[*g];
    if (const YamlNode *n = in.optional("tl_min"))
        c.tlMin = readInt(m_context, n, valueName("tl_min", in.what()), 1, 33).value_or(0);
    if (const YamlNode *n = in.optional("maintenance_points"))
        c.maintenancePoints
            = readInt(m_context, n, valueName("maintenance_points", in.what()), 0, 1000);
    c.automatic = optionalBool(in, "automatic");
    c.burstingHe = optionalBool(in, "bursting_he");
    c.missile = optionalBool(in, "missile");
    m_rules->components.append(c);
}

void StrikerRulesReader::readRace(MappingReader &in)
{
    StrikerRace race;
    race.id = in.requiredId("id").value_or(QString());
    race.name = in.requiredText("name").value_or(QString());
    race.crewSpace = in.requiredNumber("crew_space", 0.1, 100).value_or(1);
    if (const YamlNode *n = in.optional("crew_space_comfortable"))
        race.crewSpaceComfortable
            = readNumber(m_context, n, valueName("crew_space_comfortable", in.what()), 0.1, 100)
                  .value_or(0);
    if (const YamlNode *n = in.optional("cramped_morale"))
        race.crampedMorale
            = readInt(m_context, n, valueName("cramped_morale", in.what()), -12, 0).value_or(0);
    if (const YamlNode *n = in.optional("factors")) {
        forEachMapping(m_context, n, valueName("factors", in.what()), QStringLiteral("factor"),
                       [&](MappingReader &f) {
                           StrikerRaceFactor factor;
                           factor.group = f.requiredText("group").value_or(QString());
                           factor.price = f.requiredNumber("price", 0.01, 100).value_or(1);
                           factor.weight = f.requiredNumber("weight", 0.01, 100).value_or(1);
                           if (const YamlNode *e = f.optional("except"))
                               factor.except = textList(e, valueName("except", f.what()));
                           race.factors.append(factor);
                       });
    }
    m_rules->races.append(race);
}

void StrikerRulesReader::readImportPrices(MappingReader &in)
{
    StrikerRules &r = *m_rules;
    r.ports = textList(in.required("ports"), valueName("ports", in.what()));
    forEachMapping(
        m_context, in.required("rows"), valueName("rows", in.what()), QStringLiteral("row"),
        [&](MappingReader &row) {
            const QString tl = row.requiredText("tl").value_or(QString());
            if (StrikerRules::techLevel(tl) < 0)
                m_context.report(row.node(), QStringLiteral("wrong-type"),
                                 QStringLiteral("'tl' in %1 is '%2', not a tech level code (5 to "
                                                "9, A to F)")
                                     .arg(row.what(), tl));
            QList<double> values;
            const QString name = valueName("values", row.what());
            if (const YamlNode *list = expectSequence(m_context, row.required("values"), name)) {
                for (const YamlNode *item : list->items) {
                    if (item->isScalar() && item->scalar == QLatin1String("-"))
                        values.append(-1);
                    else
                        values.append(readNumber(m_context, item, name, 0, 10).value_or(-1));
                }
                if (values.size() != r.ports.size())
                    m_context.report(list, QStringLiteral("inconsistent"),
                                     QStringLiteral("%1 has %2 values for %3 ports")
                                         .arg(name)
                                         .arg(values.size())
                                         .arg(r.ports.size()));
            }
            r.importTls.append(StrikerRules::techLevelCode(StrikerRules::techLevel(tl)));
            r.importValues.append(values);
        });
}

QMap<QString, double> StrikerRulesReader::readNumbers(const YamlNode *node, const QString &name,
                                                      const QStringList &skip)
{
    QMap<QString, double> out;
    MappingReader in(m_context, node, name);
    if (!in.isValid())
        return out;
    for (const auto &[key, value] : in.entries()) {
        in.accept(key->scalar);
        if (skip.contains(key->scalar))
            continue;
        if (auto v = readNumber(m_context, value, valueName(key->scalar.toUtf8().constData(), name),
                                -1000000, 1000000))
            out.insert(key->scalar, *v);
    }
    return out;
}

void StrikerRulesReader::readEnvironment(MappingReader &in)
{
    StrikerRules &r = *m_rules;
    forEachMapping(m_context, in.required("horizons"), valueName("horizons", in.what()),
                   QStringLiteral("horizon"), [&](MappingReader &h) {
                       StrikerHorizon horizon;
                       horizon.size = h.requiredText("size").value_or(QString());
                       horizon.radiusKm = h.requiredInt("radius_km", 1, 100000).value_or(0);
                       horizon.cm = h.requiredInt("cm", 1, 100000).value_or(0);
                       r.horizons.append(horizon);
                   });
    forEachMapping(m_context, in.required("weather"), valueName("weather", in.what()),
                   QStringLiteral("weather"), [&](MappingReader &w) {
                       StrikerWeather weather;
                       weather.id = w.requiredId("id").value_or(QString());
                       weather.name = w.requiredText("name").value_or(QString());
                       weather.visibility = w.requiredNumber("visibility", 0, 1).value_or(1);
                       r.weather.append(weather);
                   });
    MappingReader night(m_context, in.required("night"), valueName("night", in.what()));
    if (night.isValid()) {
        r.nightMaxMultiple = night.requiredNumber("max_multiple", 0, 1).value_or(0.5);
        r.lightAmplification = night.requiredNumber("light_amplification", 1, 10).value_or(2);
    }
}

void StrikerRulesReader::readTop(MappingReader &top, const Ruleset &core)
{
    StrikerRules &r = *m_rules;
    m_top = top.node();
    top.requiredChoice("dice", {QStringLiteral("2d6")});
    {
        MappingReader in(m_context, top.required("scale"), valueName("scale", top.what()));
        if (in.isValid())
            readScale(in);
    }
    {
        MappingReader in(m_context, top.required("tech_levels"),
                         valueName("tech_levels", top.what()));
        if (in.isValid()) {
            r.tlMin = in.requiredInt("min", 0, 33).value_or(5);
            r.tlMax = in.requiredInt("max", 0, 33).value_or(15);
        }
    }
    forEachMapping(m_context, top.required("qualities"), valueName("qualities", top.what()),
                   QStringLiteral("quality"), [&](MappingReader &in) {
                       StrikerQuality q;
                       q.id = in.requiredId("id").value_or(QString());
                       q.name = in.requiredText("name").value_or(QString());
                       q.skill = in.requiredInt("skill", 0, 20).value_or(0);
                       q.morale = in.requiredInt("morale", 0, 20).value_or(0);
                       r.qualities.append(q);
                   });
    QStringList atmosphereIds;
    forEachMapping(
        m_context, top.required("atmospheres"), valueName("atmospheres", top.what()),
        QStringLiteral("atmosphere"), [&](MappingReader &in) {
            StrikerAtmosphere a;
            a.id = in.requiredId("id").value_or(QString());
            a.name = in.requiredText("name").value_or(QString());
            a.energyRangeMultiple
                = in.requiredNumber("energy_range_multiple", 0.001, 100000).value_or(1);
            if (auto v = in.requiredChoice("air_breathing",
                                           {QStringLiteral("allowed"), QStringLiteral("compressor"),
                                            QStringLiteral("illegal")}))
                a.airBreathing = StrikerAtmosphere::AirBreathing(*v);
            a.aircraft = in.requiredBool("aircraft").value_or(true);
            a.acvPowerMultiple = in.requiredNumber("acv_power_multiple", 0, 10).value_or(1);
            if (auto v = in.requiredChoice("protection",
                                           {QStringLiteral("none"), QStringLiteral("overpressure"),
                                            QStringLiteral("sealed")}))
                a.protection = StrikerAtmosphere::Protection(*v);
            if (const YamlNode *n = in.optional("tainted_of"))
                a.taintedOf = readRef(m_context, n, valueName("tainted_of", in.what()),
                                      QStringLiteral("atmosphere"), atmosphereIds)
                                  .value_or(QString());
            atmosphereIds.append(a.id);
            r.atmospheres.append(a);
        });
    QStringList movementIds;
    for (const MovementClass &mc : core.movementClasses)
        movementIds.append(mc.id);
    forEachMapping(
        m_context, top.required("locomotions"), valueName("locomotions", top.what()),
        QStringLiteral("locomotion"), [&](MappingReader &in) {
            StrikerLocomotion l;
            l.id = readRef(m_context, in.required("id"), valueName("id", in.what()),
                           QStringLiteral("movement class"), movementIds)
                       .value_or(QString());
            if (auto v = in.requiredChoice("kind",
                                           {QStringLiteral("ground"), QStringLiteral("grav"),
                                            QStringLiteral("acv"), QStringLiteral("aeroplane"),
                                            QStringLiteral("helicopter")}))
                l.kind = StrikerLocomotion::Kind(*v);
            l.maintenancePoints = in.requiredInt("maintenance_points", 0, 1000).value_or(0);
            l.tows = in.requiredBool("tows").value_or(false);
            r.locomotions.append(l);
        });
    {
        MappingReader in(m_context, top.required("suspension"),
                         valueName("suspension", top.what()));
        if (in.isValid()) {
            r.suspensionFreeUpTo = in.requiredInt("free_up_to", 0, 100).value_or(5);
            r.suspensionPerPoint = in.requiredInt("per_point", 0, 100).value_or(1);
        }
    }
    forEachMapping(m_context, top.required("power_plants"), valueName("power_plants", top.what()),
                   QStringLiteral("power plant"), [&](MappingReader &in) {
                       StrikerPowerPlant p;
                       p.id = in.requiredId("id").value_or(QString());
                       p.name = in.requiredText("name").value_or(QString());
                       p.airBreathing = in.requiredBool("air_breathing").value_or(false);
                       r.powerPlants.append(p);
                   });
    forEachMapping(m_context, top.required("mounts"), valueName("mounts", top.what()),
                   QStringLiteral("mount"), [&](MappingReader &in) {
                       StrikerMount m;
                       m.id = in.requiredId("id").value_or(QString());
                       m.name = in.requiredText("name").value_or(QString());
                       m.commander = in.requiredBool("commander").value_or(false);
                       m.pilotFire = in.requiredBool("pilot_fire").value_or(false);
                       r.mounts.append(m);
                   });
    forEachMapping(m_context, top.required("missile_guidance"),
                   valueName("missile_guidance", top.what()), QStringLiteral("guidance"),
                   [&](MappingReader &in) {
                       StrikerGuidance g;
                       g.id = in.requiredId("id").value_or(QString());
                       g.name = in.requiredText("name").value_or(QString());
                       g.pilotFire = in.requiredBool("pilot_fire").value_or(false);
                       r.guidance.append(g);
                   });
    forEachMapping(m_context, top.required("components"), valueName("components", top.what()),
                   QStringLiteral("component"), [&](MappingReader &in) { readComponent(in); });
    QStringList componentIds;
    for (const StrikerComponent &c : std::as_const(r.components))
        componentIds.append(c.id);
    forEachMapping(m_context, top.required("ammunition"), valueName("ammunition", top.what()),
                   QStringLiteral("round"), [&](MappingReader &in) {
                       StrikerAmmunition a;
                       a.id = in.requiredId("id").value_or(QString());
                       a.name = in.requiredText("name").value_or(QString());
                       if (const YamlNode *n = in.optional("weapons"))
                           a.weapons = readRefs(m_context, n, valueName("weapons", in.what()),
                                                QStringLiteral("component"), componentIds);
                       if (const YamlNode *n = in.optional("needs"))
                           a.needs = readRef(m_context, n, valueName("needs", in.what()),
                                             QStringLiteral("component"), componentIds)
                                         .value_or(QString());
                       a.needsBurstingHe = optionalBool(in, "needs_bursting_he");
                       r.ammunition.append(a);
                   });
    forEachMapping(m_context, top.required("races"), valueName("races", top.what()),
                   QStringLiteral("race"), [&](MappingReader &in) { readRace(in); });
    {
        MappingReader in(m_context, top.required("import_prices"),
                         valueName("import_prices", top.what()));
        if (in.isValid())
            readImportPrices(in);
    }
    {
        MappingReader in(m_context, top.required("costs"), valueName("costs", top.what()));
        if (in.isValid()) {
            r.upkeepPercent = in.requiredInt("upkeep_percent", 0, 100).value_or(10);
            r.importUpkeepPercent = in.requiredInt("import_upkeep_percent", 0, 100).value_or(20);
            r.importMaintenanceMultiple
                = in.requiredInt("import_maintenance_multiple", 1, 10).value_or(2);
            forEachMapping(m_context, in.required("personnel"), valueName("personnel", in.what()),
                           QStringLiteral("force type"), [&](MappingReader &p) {
                               StrikerPersonnelCost cost;
                               cost.id = p.requiredId("id").value_or(QString());
                               cost.name = p.requiredText("name").value_or(QString());
                               cost.cr = p.requiredInt("cr", 0, 100000000).value_or(0);
                               r.personnel.append(cost);
                           });
        }
    }
    {
        MappingReader in(m_context, top.required("support"), valueName("support", top.what()));
        if (in.isValid()) {
            for (const char *group : {"medics", "mechanics", "cooks", "vets"})
                r.support.insert(QLatin1String(group),
                                 readNumbers(in.required(group), valueName(group, in.what())));
        }
    }
    {
        MappingReader in(m_context, top.required("environment"),
                         valueName("environment", top.what()));
        if (in.isValid())
            readEnvironment(in);
    }
    {
        const YamlNode *node = top.required("engineering");
        const QString name = valueName("engineering", top.what());
        r.engineering = readNumbers(node, name, {QStringLiteral("concrete_cure_hours")});
        MappingReader in(m_context, node, name);
        if (in.isValid()) {
            forEachMapping(m_context, in.required("concrete_cure_hours"),
                           valueName("concrete_cure_hours", name), QStringLiteral("cure"),
                           [&](MappingReader &c) {
                               const int tl = c.requiredInt("tl_max", 0, 33).value_or(0);
                               const int hours = c.requiredInt("hours", 0, 1000).value_or(0);
                               r.concreteCure.append({tl, hours});
                           });
            for (const auto &[key, value] : in.entries())
                in.accept(key->scalar);
        }
    }
}

void StrikerRulesReader::checkChartRows(const Ruleset &core, const QString &chartId,
                                        const QStringList &names, const QString &kind)
{
    const Chart *chart = core.findChart(chartId);
    if (!chart) {
        m_context.report(m_top, QStringLiteral("missing-key"),
                         QStringLiteral("a Striker ruleset needs the chart '%1' (the %2 the "
                                        "design workbench reads)")
                             .arg(chartId, kind));
        return;
    }
    for (const QString &name : names) {
        if (chart->rowOf(name) < 0)
            m_context.report(m_top, QStringLiteral("inconsistent"),
                             QStringLiteral("the chart '%1' has no row '%2' for that %3")
                                 .arg(chartId, name, kind));
    }
}

std::shared_ptr<const FamilyRules> StrikerRulesReader::finish(const Ruleset &core)
{
    QStringList plants, components, locomotions;
    for (const StrikerPowerPlant &p : std::as_const(m_rules->powerPlants))
        plants.append(p.name);
    for (const StrikerComponent &c : std::as_const(m_rules->components))
        components.append(c.name);
    for (const StrikerLocomotion &l : std::as_const(m_rules->locomotions)) {
        for (const MovementClass &mc : core.movementClasses) {
            if (mc.id == l.id)
                locomotions.append(mc.name);
        }
    }
    checkChartRows(core, QStringLiteral("power-plants"), plants, QStringLiteral("power plant"));
    checkChartRows(core, QStringLiteral("components"), components, QStringLiteral("component"));
    checkChartRows(core, QStringLiteral("chassis"), locomotions, QStringLiteral("locomotion"));
    checkChartRows(core, QStringLiteral("armour"),
                   {QStringLiteral("Front"), QStringLiteral("Side"), QStringLiteral("Rear"),
                    QStringLiteral("Deck"), QStringLiteral("Belly")},
                   QStringLiteral("face"));
    checkChartRows(core, QStringLiteral("crew"),
                   {QStringLiteral("Crew"), QStringLiteral("Passenger")}, QStringLiteral("person"));
    return m_rules;
}

} // namespace

std::unique_ptr<FamilyRulesReader> makeStrikerRulesReader(ReadContext &context)
{
    return std::make_unique<StrikerRulesReader>(context);
}

} // namespace hexwright
