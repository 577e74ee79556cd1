// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker vehicle designs against the design constraints the surviving book states (the
// extract's §7, constraints 1 to 13): one row per constraint that passes and one that fails,
// named after the text; the running totals (maintenance points as the text gives them, the
// race rules' factors, the ACV's power/weight by atmosphere, the import price) and the
// designs' round trip through the scenario's family part.

#include "families/striker/strikerdesign.h"
#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenario.h"

#include <QStandardPaths>
#include <QtTest>

#include <cmath>
#include <memory>

using namespace hexwright;

namespace {

QVariantList list(const QStringList &items)
{
    QVariantList out;
    for (const QString &item : items)
        out.append(item);
    return out;
}

QVariantList list(std::initializer_list<const char *> items)
{
    QVariantList out;
    for (const char *item : items)
        out.append(QString::fromLatin1(item));
    return out;
}

/// A mounted weapon; @p extra as "key=value" ("ammunition=he,heap", "pilot_fired=true").
QVariantMap weapon(const char *mount, const char *weapon,
                   std::initializer_list<const char *> extra = {})
{
    QVariantMap w {{QStringLiteral("mount"), QString::fromLatin1(mount)},
                   {QStringLiteral("weapon"), QString::fromLatin1(weapon)}};
    for (const char *e : extra) {
        const QString text = QString::fromLatin1(e);
        const QString key = text.section(QLatin1Char('='), 0, 0);
        const QString value = text.section(QLatin1Char('='), 1);
        if (key == QLatin1String("ammunition"))
            w.insert(key, list(value.split(QLatin1Char(','))));
        else
            w.insert(key, value);
    }
    return w;
}

/// A world of atmosphere @p atmosphere, the rest the design's own.
StrikerWorld worldOf(const char *atmosphere)
{
    StrikerWorld world;
    world.atmosphere = QString::fromLatin1(atmosphere);
    return world;
}

using Change = std::pair<const char *, QVariant>;

/// Changes of a design's values, by key.
QVariantMap m(std::initializer_list<Change> changes)
{
    QVariantMap out;
    for (const Change &c : changes)
        out.insert(QString::fromLatin1(c.first), c.second);
    return out;
}

/// A plain TL 8 tracked vehicle with a CPR gun in a turret: passes every constraint.
QVariantMap baseDesign()
{
    return {
        {QStringLiteral("id"), QStringLiteral("tank")},
        {QStringLiteral("name"), QStringLiteral("Tank")},
        {QStringLiteral("tl"), QStringLiteral("8")},
        {QStringLiteral("locomotion"), QStringLiteral("tracked")},
        {QStringLiteral("chassis_volume"), QStringLiteral("40")},
        {QStringLiteral("power_plant"), QStringLiteral("internal_combustion")},
        {QStringLiteral("power_mw"), QStringLiteral("1")},
        {QStringLiteral("armour"), QVariantMap {{QStringLiteral("front"), QStringLiteral("6")}}},
        {QStringLiteral("weapons"),
         QVariantList {weapon("turret", "cpr_gun", {"ammunition=he,heap"})}},
        {QStringLiteral("fire_control"), list({"direct_fire_control"})},
        {QStringLiteral("crew"), QStringLiteral("3")}};
}

} // namespace

class TestStrikerDesign : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void constraints_data();
    void constraints();
    void baseDesignIsClean();
    void maintenancePoints();
    void raceFactors();
    void hiverFactors_data();
    void hiverFactors();
    void acvPowerByAtmosphere();
    void importPrice();
    void totalsAreProvisional();
    void roundTrip();
    void scenarioParts();
    void worldChecks_data();
    void worldChecks();
    void sensorsInWeather_data();
    void sensorsInWeather();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
};

void TestStrikerDesign::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    m_registry = RulesetRegistry::withBundledData();
    m_registry->setUserChartsFolder(QString());
    Diagnostics diagnostics;
    m_ruleset = m_registry->ruleset(QStringLiteral("striker"), diagnostics);
    QVERIFY(m_ruleset);
}

void TestStrikerDesign::constraints_data()
{
    QTest::addColumn<QVariantMap>("changes"); // over baseDesign()
    QTest::addColumn<QString>("world"); // the world's atmosphere; empty: the design's own
    QTest::addColumn<int>("constraint");
    QTest::addColumn<QString>("code"); // empty: passes
    QTest::addColumn<QString>("field");

    auto row = [](const char *name, const QVariantMap &changes, const char *world, int constraint,
                  const char *code, const char *field = "") {
        QTest::newRow(name) << changes << QString::fromLatin1(world) << constraint
                            << QString::fromLatin1(code) << QString::fromLatin1(field);
    };
    auto weapons = [](const QVariantMap &w) {
        return QVariantList {w};
    };

    // 1. Air-breathing engines
    row("1 air-breathing engine on a standard world", {}, "standard", 1, "");
    row("1 air-breathing engine illegal on vacuum", {}, "vacuum", 1, "air-breathing-engine",
        "power_plant");
    row("1 air-breathing engine illegal on corrosive", {}, "corrosive", 1, "air-breathing-engine",
        "power_plant");
    row("1 very thin needs intake compressors", {}, "very_thin", 1, "air-breathing-engine",
        "power_plant");
    row("1 very thin with intake compressors", m({{"equipment", list({"intake_compressors"})}}),
        "very_thin", 1, "");
    row("1 batteries don't breathe air", m({{"power_plant", QStringLiteral("battery")}}), "vacuum",
        1, "");
    row("1 rockets don't breathe air", m({{"power_plant", QStringLiteral("rocket")}}), "trace", 1,
        "");
    // 2. Aeroplanes and helicopters
    const QVariantMap helicopter = m({{"locomotion", QStringLiteral("helicopter")}});
    row("2 helicopter on its design atmosphere", helicopter, "standard", 2, "");
    row("2 helicopter illegal on very thin",
        m({{"locomotion", QStringLiteral("helicopter")},
           {"atmosphere", QStringLiteral("very_thin")}}),
        "very_thin", 2, "aircraft-atmosphere", "locomotion");
    row("2 standard design also on standard tainted", helicopter, "standard_tainted", 2, "");
    row("2 standard design not on dense", helicopter, "dense", 2, "aircraft-atmosphere",
        "atmosphere");
    // 3. ACV
    row("3 ACV on thin", m({{"locomotion", QStringLiteral("acv")}}), "thin", 3, "");
    row("3 ACV inoperable on trace", m({{"locomotion", QStringLiteral("acv")}}), "trace", 3,
        "acv-atmosphere", "locomotion");
    // 4. Protection
    row("4 vacuum needs a sealed vehicle", m({{"power_plant", QStringLiteral("fusion")}}), "vacuum",
        4, "protection", "sealing");
    row("4 sealed vehicle in vacuum",
        m({{"power_plant", QStringLiteral("fusion")}, {"sealing", QStringLiteral("sealed")}}),
        "vacuum", 4, "");
    row("4 life support in vacuum (and sealed)",
        m({{"power_plant", QStringLiteral("fusion")},
           {"sealing", QStringLiteral("sealed")},
           {"life_support", QStringLiteral("true")}}),
        "vacuum", 4, "");
    row("4 overpressure counts on tainted", m({{"sealing", QStringLiteral("overpressure")}}),
        "standard_tainted", 4, "");
    row("4 overpressure does not count on vacuum",
        m({{"power_plant", QStringLiteral("fusion")}, {"sealing", QStringLiteral("overpressure")}}),
        "vacuum", 4, "protection", "sealing");
    row("4 life support normally needs sealing", m({{"life_support", QStringLiteral("true")}}), "",
        4, "life-support-unsealed", "life_support");
    // 5. Towing and cargo
    row("5 tracked vehicle tows", m({{"towed_weight", QStringLiteral("10")}}), "", 5, "");
    row("5 grav vehicles can't tow",
        m({{"locomotion", QStringLiteral("grav")}, {"towed_weight", QStringLiteral("10")}}), "", 5,
        "towing", "towed_weight");
    row("5 cargo tonnage within cargo m3",
        m({{"cargo_volume", QStringLiteral("4")}, {"cargo_weight", QStringLiteral("4")}}), "", 5,
        "");
    row("5 cargo tonnage over cargo m3",
        m({{"cargo_volume", QStringLiteral("4")}, {"cargo_weight", QStringLiteral("5")}}), "", 5,
        "cargo-weight", "cargo_weight");
    // 6. Bridges
    row("6 one vehicle-launched bridge", m({{"equipment", list({"vehicle_bridge"})}}), "", 6, "");
    row("6 at most one vehicle-launched bridge",
        m({{"equipment", list({"vehicle_bridge", "vehicle_bridge"})}}), "", 6, "bridges",
        "equipment/1");
    // 7. Ferry
    row("7 ferry amphibious and open-topped",
        m({{"ferry", QStringLiteral("true")},
           {"amphibious", QStringLiteral("true")},
           {"open_topped", QStringLiteral("true")}}),
        "", 7, "");
    row("7 ferry must be amphibious",
        m({{"ferry", QStringLiteral("true")}, {"open_topped", QStringLiteral("true")}}), "", 7,
        "ferry", "amphibious");
    row("7 ferry 1 man per m2 of deck",
        m({{"ferry", QStringLiteral("true")},
           {"amphibious", QStringLiteral("true")},
           {"open_topped", QStringLiteral("true")},
           {"deck_area", QStringLiteral("10")},
           {"passengers", QStringLiteral("11")}}),
        "", 7, "ferry-load", "passengers");
    row("7 ferry 10 men on 10 m2 of deck",
        m({{"ferry", QStringLiteral("true")},
           {"amphibious", QStringLiteral("true")},
           {"open_topped", QStringLiteral("true")},
           {"deck_area", QStringLiteral("10")},
           {"passengers", QStringLiteral("10")}}),
        "", 7, "");
    // Or cargo up to the difference between its weight (t) and volume (m³): a bare 40 m³
    // tracked ferry (14 t) with a 1 MW internal combustion plant (4 t) and 2 crew (0.3 t)
    // weighs 18.3 t empty, so carries 40 - 18.3 = 21.7 t (on the provisional Book 3 weights).
    auto ferryWithCargo = [](const char *tonnes) {
        return m({{"ferry", QStringLiteral("true")},
                  {"amphibious", QStringLiteral("true")},
                  {"open_topped", QStringLiteral("true")},
                  {"armour", QVariantMap()},
                  {"weapons", QVariantList()},
                  {"fire_control", QVariantList()},
                  {"crew", QStringLiteral("2")},
                  {"cargo_volume", QStringLiteral("22")},
                  {"cargo_weight", QString::fromLatin1(tonnes)}});
    };
    row("7 ferry cargo up to volume less weight: 21.7 t", ferryWithCargo("21.7"), "", 7, "");
    row("7 ferry cargo over volume less weight: 21.8 t", ferryWithCargo("21.8"), "", 7,
        "ferry-load", "cargo_weight");
    // 8. Ammunition
    row("8 collapsing rounds from a mass driver with damper boxes",
        m({{"weapons", weapons(weapon("turret", "mass_driver", {"ammunition=collapsing"}))},
           {"equipment", list({"damper_boxes"})}}),
        "", 8, "");
    row("8 collapsing rounds need damper boxes",
        m({{"weapons", weapons(weapon("turret", "mass_driver", {"ammunition=collapsing"}))}}), "",
        8, "ammunition", "weapons/0/ammunition/0");
    row("8 collapsing rounds not from a plain CPR gun",
        m({{"weapons", weapons(weapon("turret", "cpr_gun", {"ammunition=collapsing"}))},
           {"equipment", list({"damper_boxes"})}}),
        "", 8, "ammunition", "weapons/0/ammunition/0");
    row("8 nuclear rounds from an MRL",
        m({{"weapons", weapons(weapon("turret", "mrl", {"ammunition=nuclear"}))}}), "", 8, "");
    row("8 nuclear rounds not from a laser",
        m({{"weapons", weapons(weapon("turret", "laser", {"ammunition=nuclear"}))}}), "", 8,
        "ammunition", "weapons/0/ammunition/0");
    row("8 chemical rounds from a mortar (bursting HE)",
        m({{"weapons", weapons(weapon("turret", "mortar", {"ammunition=chemical"}))}}), "", 8, "");
    row("8 chemical rounds only with a bursting HE round",
        m({{"weapons", weapons(weapon("turret", "gauss_gun", {"ammunition=chemical"}))}}), "", 8,
        "ammunition", "weapons/0/ammunition/0");
    // 9. Pilot fire and strafing
    row("9 pilot fires from a fixed forward mount",
        m({{"weapons", weapons(weapon("fixed_forward", "autocannon", {"pilot_fired=true"}))}}), "",
        9, "");
    row("9 pilot fire only from a fixed forward mount",
        m({{"weapons", weapons(weapon("turret", "autocannon", {"pilot_fired=true"}))}}), "", 9,
        "pilot-fire", "weapons/0/mount");
    row("9 pilot fires homing missiles",
        m({{"weapons",
            weapons(weapon("fixed_forward", "tac_missile_launcher",
                           {"pilot_fired=true", "guidance=homing"}))}}),
        "", 9, "");
    row("9 pilot fires no operator-guided missiles",
        m({{"weapons",
            weapons(weapon("fixed_forward", "tac_missile_launcher",
                           {"pilot_fired=true", "guidance=operator_guided"}))}}),
        "", 9, "pilot-fire", "weapons/0/guidance");
    row("9 strafing with an automatic weapon",
        m({{"weapons", weapons(weapon("fixed_forward", "autocannon", {"strafing=true"}))}}), "", 9,
        "");
    row("9 strafing needs an automatic weapon",
        m({{"weapons", weapons(weapon("fixed_forward", "cpr_gun", {"strafing=true"}))}}), "", 9,
        "strafing", "weapons/0/weapon");
    // 10. Commander
    row("10 commander works a cupola weapon",
        m({{"weapons", weapons(weapon("cupola", "autocannon", {"commander=true"}))}}), "", 10, "");
    row("10 commander works a pintel weapon",
        m({{"weapons", weapons(weapon("pintel", "autocannon", {"commander=true"}))}}), "", 10, "");
    row("10 commander works only cupola or pintel",
        m({{"weapons", weapons(weapon("turret", "autocannon", {"commander=true"}))}}), "", 10,
        "commander-mount", "weapons/0/mount");
    // 11. Damper
    const QVariantList twoProjectors {weapon("turret", "damper_projector"),
                                      weapon("chassis", "damper_projector")};
    row("11 damper: two projectors plus fire control",
        m({{"tl", QStringLiteral("D")}, {"weapons", twoProjectors}}), "", 11, "");
    row("11 damper needs two projectors",
        m({{"tl", QStringLiteral("D")},
           {"weapons", weapons(weapon("turret", "damper_projector"))}}),
        "", 11, "damper", "weapons/0/weapon");
    row("11 damper needs fire control",
        m({{"tl", QStringLiteral("D")},
           {"weapons", twoProjectors},
           {"fire_control", QVariantList()}}),
        "", 11, "damper", "weapons/0/weapon");
    // 12. Tech-level gates
    row("12 MRL at TL6",
        m({{"tl", QStringLiteral("6")}, {"weapons", weapons(weapon("turret", "mrl"))}}), "", 12,
        "");
    row("12 MRL needs TL6",
        m({{"tl", QStringLiteral("5")}, {"weapons", weapons(weapon("turret", "mrl"))}}), "", 12,
        "tech-level", "weapons/0/weapon");
    row("12 chaff needs TL7",
        m({{"tl", QStringLiteral("6")}, {"sensors", list({"chaff_dispenser"})}}), "", 12,
        "tech-level", "sensors/0");
    row("12 single-set DF needs TL9", m({{"sensors", list({"df_single_set"})}}), "", 12,
        "tech-level", "sensors/0");
    row("12 damper needs TL13", m({{"tl", QStringLiteral("C")}, {"weapons", twoProjectors}}), "",
        12, "tech-level", "weapons/0/weapon");
    row("12 meson at TL15",
        m({{"tl", QStringLiteral("F")}, {"weapons", weapons(weapon("turret", "meson_gun"))}}), "",
        12, "");
    row("12 meson needs TL15",
        m({{"tl", QStringLiteral("E")}, {"weapons", weapons(weapon("turret", "meson_gun"))}}), "",
        12, "tech-level", "weapons/0/weapon");
    // 13. Race rules
    row("13 K'kree crew in twelve times the space",
        m({{"race", QStringLiteral("kkree")}, {"spacious", QStringLiteral("true")}}), "", 13, "");
    row("13 K'kree crew in six times the space: -2 morale", m({{"race", QStringLiteral("kkree")}}),
        "", 13, "cramped-crew", "race");
    row("13 Hivers have no crew rule", m({{"race", QStringLiteral("hiver")}}), "", 13, "");
}

void TestStrikerDesign::constraints()
{
    QFETCH(QVariantMap, changes);
    QFETCH(QString, world);
    QFETCH(int, constraint);
    QFETCH(QString, code);
    QFETCH(QString, field);
    QVariantMap value = baseDesign();
    for (auto it = changes.cbegin(); it != changes.cend(); ++it)
        value.insert(it.key(), it.value());
    if (!world.isEmpty() && !changes.contains(QStringLiteral("atmosphere")))
        value.insert(QStringLiteral("atmosphere"), QStringLiteral("standard"));
    QStringList readProblems;
    const StrikerDesign design = StrikerDesign::fromValue(value, &readProblems);
    QVERIFY2(readProblems.isEmpty(), qPrintable(readProblems.join(QLatin1Char(' '))));
    StrikerWorld w;
    w.atmosphere = world;
    const StrikerDesignRules rules(*m_ruleset, w);
    QStringList found;
    QString foundField;
    for (const StrikerDesignProblem &p : rules.check(design)) {
        if (p.constraint == constraint) {
            found.append(p.code);
            if (foundField.isEmpty())
                foundField = p.field;
        }
    }
    if (code.isEmpty()) {
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char(' '))));
    } else {
        QVERIFY2(found.contains(code), qPrintable(found.join(QLatin1Char(' '))));
        QCOMPARE(foundField, field);
    }
}

void TestStrikerDesign::baseDesignIsClean()
{
    const StrikerDesign design = StrikerDesign::fromValue(baseDesign());
    const QList<StrikerDesignProblem> problems = StrikerDesignRules(*m_ruleset).check(design);
    QStringList texts;
    for (const StrikerDesignProblem &p : problems)
        texts.append(p.field + QLatin1String(": ") + p.message);
    QVERIFY2(problems.isEmpty(), qPrintable(texts.join(QLatin1Char('\n'))));
}

void TestStrikerDesign::maintenancePoints()
{
    // §7: tracked 8, CPR 2, direct fire control 6; suspension +1 per ground-pressure point
    // above 5.
    QVariantMap value = baseDesign();
    const StrikerDesignRules rules(*m_ruleset);
    QCOMPARE(rules.totals(StrikerDesign::fromValue(value)).maintenancePoints, 16);
    value.insert(QStringLiteral("ground_pressure"), QStringLiteral("7"));
    QCOMPARE(rules.totals(StrikerDesign::fromValue(value)).maintenancePoints, 18);
    // A grav vehicle has no suspension: 5 + 2 + 6.
    value.insert(QStringLiteral("locomotion"), QStringLiteral("grav"));
    QCOMPARE(rules.totals(StrikerDesign::fromValue(value)).maintenancePoints, 13);
}

void TestStrikerDesign::raceFactors()
{
    const StrikerDesignRules rules(*m_ruleset);
    QVariantMap value = baseDesign();
    value.insert(QStringLiteral("sensors"), list({"communicator"}));
    value.insert(QStringLiteral("fire_control"), list({"fdc"}));
    const StrikerTotals human = rules.totals(StrikerDesign::fromValue(value));
    value.insert(QStringLiteral("race"), QStringLiteral("hiver"));
    const StrikerTotals hiver = rules.totals(StrikerDesign::fromValue(value));
    // Hivers: communicators x2 weight and price; fire control price and weight x0.6.
    const Chart *chart = m_ruleset->findChart(QStringLiteral("components"));
    const double commWeight
        = chart->cell(QStringLiteral("Communicator"), QStringLiteral("Weight (t)"))->number;
    const double fdcWeight
        = chart->cell(QStringLiteral("Fire direction center"), QStringLiteral("Weight (t)"))
              ->number;
    QVERIFY(qFuzzyCompare(hiver.weight.value - human.weight.value, commWeight - 0.4 * fdcWeight));
    // K'kree: crew space x6, x12 when spacious.
    value.insert(QStringLiteral("race"), QStringLiteral("human"));
    value.remove(QStringLiteral("sensors"));
    const StrikerTotals one = rules.totals(StrikerDesign::fromValue(value));
    value.insert(QStringLiteral("race"), QStringLiteral("kkree"));
    const StrikerTotals six = rules.totals(StrikerDesign::fromValue(value));
    value.insert(QStringLiteral("spacious"), QStringLiteral("true"));
    const StrikerTotals twelve = rules.totals(StrikerDesign::fromValue(value));
    const double crewVolume = m_ruleset->findChart(QStringLiteral("crew"))
                                  ->cell(QStringLiteral("Crew"), QStringLiteral("Volume (m³ each)"))
                                  ->number;
    QVERIFY(qFuzzyCompare(six.volumeUsed.value - one.volumeUsed.value, 3 * 5 * crewVolume));
    QVERIFY(qFuzzyCompare(twelve.volumeUsed.value - one.volumeUsed.value, 3 * 11 * crewVolume));
}

void TestStrikerDesign::hiverFactors_data()
{
    // §7 constraint 13 (rule 80 F): Hiver communicators (not meson) x2 weight and price;
    // computers, drone controllers and drone brains price x0.6, weight x0.5; fire control and FDC
    // price and weight x0.6.
    QTest::addColumn<QString>("list"); // the design's list the component goes in
    QTest::addColumn<QString>("component");
    QTest::addColumn<double>("price");
    QTest::addColumn<double>("weight");

    auto row = [](const char *name, const char *list, const char *component, double price,
                  double weight) {
        QTest::newRow(name) << QString::fromLatin1(list) << QString::fromLatin1(component) << price
                            << weight;
    };
    row("communicator x2 price and weight", "sensors", "communicator", 2, 2);
    row("meson communicator not", "sensors", "meson_communicator", 1, 1);
    row("battle computer price x0.6 weight x0.5", "fire_control", "battle_computer", 0.6, 0.5);
    row("drone controller price x0.6 weight x0.5", "fire_control", "drone_controller", 0.6, 0.5);
    row("drone brain price x0.6 weight x0.5", "fire_control", "drone_brain", 0.6, 0.5);
    row("fire direction center price and weight x0.6", "fire_control", "fdc", 0.6, 0.6);
    row("direct fire control price and weight x0.6", "fire_control", "direct_fire_control", 0.6,
        0.6);
}

void TestStrikerDesign::hiverFactors()
{
    QFETCH(QString, list);
    QFETCH(QString, component);
    QFETCH(double, price);
    QFETCH(double, weight);
    const StrikerDesignRules rules(*m_ruleset);
    QVariantMap without = baseDesign();
    without.insert(QStringLiteral("fire_control"), QVariantList());
    QVariantMap with = without;
    with.insert(list, QVariantList {component});
    // What the component adds to a human and to a Hiver design.
    auto added = [&](const char *race) {
        without.insert(QStringLiteral("race"), QString::fromLatin1(race));
        with.insert(QStringLiteral("race"), QString::fromLatin1(race));
        const StrikerTotals a = rules.totals(StrikerDesign::fromValue(without));
        const StrikerTotals b = rules.totals(StrikerDesign::fromValue(with));
        return std::make_pair(b.price.value - a.price.value, b.weight.value - a.weight.value);
    };
    const auto [humanPrice, humanWeight] = added("human");
    const auto [hiverPrice, hiverWeight] = added("hiver");
    // A human pays the chart's price and carries its weight (the provisional Book 3 values).
    const Chart *chart = m_ruleset->findChart(QStringLiteral("components"));
    const QString name = rules.rules().component(component)->name;
    // Differences of sums: equal to well within a thousandth of a Cr or a gram.
    auto near = [](double a, double b) {
        return std::abs(a - b) < 1e-6;
    };
    QVERIFY(near(humanPrice, chart->cell(name, QStringLiteral("Price (Cr)"))->number));
    QVERIFY(near(humanWeight, chart->cell(name, QStringLiteral("Weight (t)"))->number));
    QVERIFY2(
        near(hiverPrice, price * humanPrice),
        qPrintable(QStringLiteral("Hiver price %1, human %2").arg(hiverPrice).arg(humanPrice)));
    QVERIFY2(
        near(hiverWeight, weight * humanWeight),
        qPrintable(QStringLiteral("Hiver weight %1, human %2").arg(hiverWeight).arg(humanWeight)));
}

void TestStrikerDesign::acvPowerByAtmosphere()
{
    // §7 constraint 3: power/weight x0.5 on thin, x2 on dense.
    QVariantMap value = baseDesign();
    value.insert(QStringLiteral("locomotion"), QStringLiteral("acv"));
    const StrikerDesign design = StrikerDesign::fromValue(value);
    const double standard
        = StrikerDesignRules(*m_ruleset, worldOf("standard")).totals(design).powerToWeight.value;
    const double thin
        = StrikerDesignRules(*m_ruleset, worldOf("thin")).totals(design).powerToWeight.value;
    const double dense
        = StrikerDesignRules(*m_ruleset, worldOf("dense")).totals(design).powerToWeight.value;
    QVERIFY(standard > 0);
    QVERIFY(qFuzzyCompare(thin, standard * 0.5));
    QVERIFY(qFuzzyCompare(dense, standard * 2));
}

void TestStrikerDesign::importPrice()
{
    // §7: price x seller's credit value / buyer's; imports need x2 maintenance points.
    QVariantMap value = baseDesign();
    value.insert(QStringLiteral("built_at"),
                 QVariantMap {{QStringLiteral("tl"), QStringLiteral("8")},
                              {QStringLiteral("starport"), QStringLiteral("A")}});
    StrikerWorld world;
    world.tl = 6;
    world.starport = QStringLiteral("B");
    const StrikerTotals t
        = StrikerDesignRules(*m_ruleset, world).totals(StrikerDesign::fromValue(value));
    QVERIFY(t.importPrice);
    QVERIFY(qFuzzyCompare(*t.importPrice, t.price.value * 0.30 / 0.08));
    QCOMPARE(t.maintenancePoints, 32);
}

void TestStrikerDesign::totalsAreProvisional()
{
    const StrikerTotals t
        = StrikerDesignRules(*m_ruleset).totals(StrikerDesign::fromValue(baseDesign()));
    QVERIFY(t.missing.isEmpty());
    QVERIFY(t.weight.provisional);
    QVERIFY(t.price.provisional);
    QVERIFY(t.volumeUsed.provisional);
    QVERIFY(t.speed.provisional);
    QVERIFY(t.weight.value > 0);
    QVERIFY(t.speed.value > 0 && t.speed.value <= t.topSpeed.value);
    QCOMPARE(t.volumeAvailable, 40.0);
}

void TestStrikerDesign::roundTrip()
{
    QVariantMap value = baseDesign();
    value.insert(QStringLiteral("sealing"), QStringLiteral("sealed"));
    value.insert(QStringLiteral("gravity"), QStringLiteral("0.5"));
    value.insert(QStringLiteral("built_at"),
                 QVariantMap {{QStringLiteral("tl"), QStringLiteral("A")},
                              {QStringLiteral("starport"), QStringLiteral("B")}});
    const StrikerDesign design = StrikerDesign::fromValue(value);
    QCOMPARE(design.tl, 8);
    QCOMPARE(design.builtTl, 10);
    QCOMPARE(design.armour.value(QStringLiteral("front")), 6.0);
    QCOMPARE(design.weapons.size(), 1);
    QCOMPARE(design.weapons[0].ammunition,
             QStringList({QStringLiteral("he"), QStringLiteral("heap")}));
    QCOMPARE(design.toValue(), value);
    // Tech levels above 9 are written as their code: TL 13 is D.
    value.insert(QStringLiteral("tl"), QStringLiteral("D"));
    QCOMPARE(StrikerDesign::fromValue(value).tl, 13);
    QCOMPARE(StrikerDesign::fromValue(value).toValue(), value);
    // A value that is no number is listed by its path.
    value.insert(QStringLiteral("crew"), QStringLiteral("three"));
    QStringList problems;
    StrikerDesign::fromValue(value, &problems);
    QCOMPARE(problems, QStringList {QStringLiteral("crew")});
}

void TestStrikerDesign::scenarioParts()
{
    Scenario scenario;
    StrikerDesign a = StrikerDesign::fromValue(baseDesign());
    StrikerDesign b = a;
    b.id = QStringLiteral("apc");
    scenario.family.insert(QStringLiteral("designs"), strikerDesignsValue({a, b}));
    scenario.family.insert(QStringLiteral("world"),
                           QVariantMap {{QStringLiteral("atmosphere"), QStringLiteral("thin")},
                                        {QStringLiteral("tl"), QStringLiteral("9")}});
    QCOMPARE(strikerDesigns(scenario).size(), 2);
    QVERIFY(strikerDesign(scenario, QStringLiteral("apc")));
    QVERIFY(!strikerDesign(scenario, QStringLiteral("none")));
    QCOMPARE(strikerWorld(scenario).atmosphere, QStringLiteral("thin"));
    QCOMPARE(strikerWorld(scenario).tl, 9);
    ForceEntry entry;
    entry.family.insert(QStringLiteral("design"), QStringLiteral("apc"));
    QCOMPARE(strikerForceDesign(entry), QStringLiteral("apc"));
}

void TestStrikerDesign::worldChecks_data()
{
    // The workbench's World part: the checks the scenario's world drives, each line pinned
    // to the text's rule (§7 constraints 1-4; rule 53 gravity; rule 48 weather).
    QTest::addColumn<QVariantMap>("changes"); // over baseDesign()
    QTest::addColumn<QString>("atmosphere"); // the world's
    QTest::addColumn<double>("gravity"); // the world's; 0: none given
    QTest::addColumn<QString>("weather");
    QTest::addColumn<QString>("check");
    QTest::addColumn<int>("state"); // StrikerWorldCheck::State
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("says"); // a part of the line's text

    constexpr int na = int(StrikerWorldCheck::State::NotApplicable);
    constexpr int met = int(StrikerWorldCheck::State::Met);
    constexpr int broken = int(StrikerWorldCheck::State::Broken);
    auto row = [](const char *name, const QVariantMap &changes, const char *atmosphere,
                  double gravity, const char *weather, const char *check, int state,
                  const char *field, const char *says) {
        QTest::newRow(name) << changes << QString::fromLatin1(atmosphere) << gravity
                            << QString::fromLatin1(weather) << QString::fromLatin1(check) << state
                            << QString::fromLatin1(field) << QString::fromUtf8(says);
    };
    const QVariantMap turbine = m({{"power_plant", QStringLiteral("turbine")}});
    const QVariantMap helicopter = m({{"locomotion", QStringLiteral("helicopter")}});
    const QVariantMap acv = m({{"locomotion", QStringLiteral("acv")}});

    // 1. Air-breathing engines: illegal on vacuum, trace, exotic, corrosive, insidious;
    // intake compressors on very thin; rockets, batteries and fusion do not breathe air.
    row("1 turbine on standard", turbine, "standard", 0, "", "air-breathing", met, "power_plant",
        "allows it");
    row("1 turbine on vacuum", turbine, "vacuum", 0, "", "air-breathing", broken, "power_plant",
        "illegal in a vacuum");
    row("1 turbine on insidious", turbine, "insidious", 0, "", "air-breathing", broken,
        "power_plant", "illegal");
    row("1 turbine on very thin", turbine, "very_thin", 0, "", "air-breathing", broken,
        "power_plant", "intake compressors");
    row("1 turbine on very thin with compressors",
        m({{"power_plant", QStringLiteral("turbine")},
           {"equipment", list({"intake_compressors"})}}),
        "very_thin", 0, "", "air-breathing", met, "power_plant", "compressors");
    row("1 fusion on vacuum", m({{"power_plant", QStringLiteral("fusion")}}), "vacuum", 0, "",
        "air-breathing", met, "power_plant", "any atmosphere");
    // 2. Aircraft: not on vacuum, trace, very thin; only at the design's atmosphere and G.
    row("2 tracked is no aircraft", {}, "standard", 0, "", "aircraft", na, "locomotion", "");
    row("2 helicopter on standard", helicopter, "standard", 1, "", "aircraft", met, "locomotion",
        "at 1 G");
    row("2 helicopter on trace",
        m({{"locomotion", QStringLiteral("helicopter")}, {"atmosphere", QStringLiteral("trace")}}),
        "trace", 0, "", "aircraft", broken, "locomotion", "cannot fly");
    row("2 helicopter at 0.5 G built for 1 G", helicopter, "standard", 0.5, "", "aircraft", broken,
        "gravity", "1 G");
    row("2 helicopter built for standard on thin", helicopter, "thin", 0, "", "aircraft", broken,
        "atmosphere", "thin");
    // 3. ACVs: inoperable on trace and vacuum; power/weight x0.5 thin, x2 dense.
    row("3 tracked is no ACV", {}, "thin", 0, "", "acv", na, "locomotion", "");
    row("3 ACV on thin", acv, "thin", 0, "", "acv", met, "locomotion", "x0.5");
    row("3 ACV on dense", acv, "dense", 0, "", "acv", met, "locomotion", "x2");
    row("3 ACV on vacuum", acv, "vacuum", 0, "", "acv", broken, "locomotion", "inoperable");
    // 4. Protection: sealing or life support; overpressure only for very thin or tainted.
    row("4 standard needs none", {}, "standard", 0, "", "protection", met, "sealing",
        "no protection");
    row("4 corrosive unsealed", {}, "corrosive", 0, "", "protection", broken, "sealing", "sealed");
    row("4 corrosive sealed", m({{"sealing", QStringLiteral("sealed")}}), "corrosive", 0, "",
        "protection", met, "sealing", "Sealed");
    row("4 tainted with overpressure", m({{"sealing", QStringLiteral("overpressure")}}),
        "standard_tainted", 0, "", "protection", met, "sealing", "Overpressure");
    row("4 exotic with overpressure only", m({{"sealing", QStringLiteral("overpressure")}}),
        "exotic", 0, "", "protection", broken, "sealing", "sealed");
    // Rule 53: ground moves divided by G, never more than doubled.
    row("53 no gravity given", {}, "standard", 0, "", "gravity", na, "gravity", "");
    row("53 tracked at 0.8 G", {}, "standard", 0.8, "", "gravity", met, "locomotion", "x1.25");
    row("53 tracked at 0.25 G", {}, "standard", 0.25, "", "gravity", met, "locomotion", "x2 ");
    row("53 grav at 0.5 G", m({{"locomotion", QStringLiteral("grav")}}), "standard", 0.5, "",
        "gravity", met, "locomotion", "0.5 G");
    // Rule 48: sensors in the weather.
    row("48 passive IR in rain", m({{"sensors", list({"radar", "passive_ir"})}}), "standard", 0,
        "rain", "sensors", broken, "sensors/1", "do not work");
    row("48 thermal in rain", m({{"sensors", list({"thermal_sight"})}}), "standard", 0, "rain",
        "sensors", broken, "sensors/0", "150 cm");
    row("48 radar in light fog", m({{"sensors", list({"radar"})}}), "standard", 0, "light_fog",
        "sensors", met, "sensors", "light fog");
    row("48 no sensors", {}, "standard", 0, "rain", "sensors", na, "sensors", "");
}

void TestStrikerDesign::worldChecks()
{
    QFETCH(QVariantMap, changes);
    QFETCH(QString, atmosphere);
    QFETCH(double, gravity);
    QFETCH(QString, weather);
    QFETCH(QString, check);
    QFETCH(int, state);
    QFETCH(QString, field);
    QFETCH(QString, says);
    QVariantMap value = baseDesign();
    for (auto it = changes.cbegin(); it != changes.cend(); ++it)
        value.insert(it.key(), it.value());
    const StrikerDesign design = StrikerDesign::fromValue(value);
    StrikerWorld world = worldOf(atmosphere.toLatin1().constData());
    world.gravity = gravity;
    world.weather = weather;
    const QList<StrikerWorldCheck> lines
        = StrikerDesignRules(*m_ruleset, world).worldChecks(design);
    // Every check has its line, in order.
    QStringList ids;
    for (const StrikerWorldCheck &line : lines) {
        if (ids.isEmpty() || ids.last() != line.id)
            ids.append(line.id);
    }
    QCOMPARE(ids,
             QStringList({QStringLiteral("air-breathing"), QStringLiteral("aircraft"),
                          QStringLiteral("acv"), QStringLiteral("protection"),
                          QStringLiteral("gravity"), QStringLiteral("sensors")}));
    // The line of the check that goes to the field.
    const StrikerWorldCheck *found = nullptr;
    for (const StrikerWorldCheck &line : lines) {
        if (!found && line.id == check && line.field == field)
            found = &line;
    }
    QVERIFY2(found, qPrintable(field));
    QCOMPARE(int(found->state), state);
    QCOMPARE(found->field, field);
    QVERIFY2(found->text.contains(says), qPrintable(found->text));
}

void TestStrikerDesign::sensorsInWeather_data()
{
    // Rule 48 A.1-4 (and 46 C for thermal's clear-weather ranges).
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("weather");
    QTest::addColumn<int>("state");
    QTest::addColumn<double>("rangeMultiple");
    QTest::addColumn<int>("personnelCm");
    QTest::addColumn<int>("vehicleCm");

    constexpr int works = int(StrikerSensorWeather::State::Works);
    constexpr int reduced = int(StrikerSensorWeather::State::Reduced);
    constexpr int fails = int(StrikerSensorWeather::State::Fails);
    auto row = [](const char *kind, const char *weather, int state, double range = 1,
                  int personnel = 0, int vehicle = 0) {
        QTest::addRow("%s in %s", kind, weather)
            << QString::fromLatin1(kind) << QString::fromLatin1(weather) << state << range
            << personnel << vehicle;
    };
    row("ir", "clear", works);
    row("ir", "light_fog", works);
    row("ir", "drizzle", fails);
    row("ir", "rain", fails);
    row("ir", "light_snow", fails);
    row("ir", "heavy_snow", fails);
    row("thermal", "clear", works, 1, 300, 600);
    row("thermal", "dense_fog", works, 1, 300, 600);
    row("thermal", "rain", reduced, 1, 150, 300);
    row("thermal", "light_snow", fails);
    row("thermal", "heavy_snow", fails);
    row("radar", "drizzle", works);
    row("radar", "rain", reduced, 0.5);
    row("radar", "light_snow", works);
    row("radar", "heavy_snow", reduced, 0.5);
    row("light", "clear", works);
    row("light", "light_fog", fails);
    row("light", "dense_fog", fails);
    row("light", "drizzle", fails);
}

void TestStrikerDesign::sensorsInWeather()
{
    QFETCH(QString, kind);
    QFETCH(QString, weather);
    QFETCH(int, state);
    QFETCH(double, rangeMultiple);
    QFETCH(int, personnelCm);
    QFETCH(int, vehicleCm);
    const StrikerSensorWeather w = StrikerDesignRules::sensorInWeather(kind, weather);
    QCOMPARE(int(w.state), state);
    QCOMPARE(w.rangeMultiple, rangeMultiple);
    QCOMPARE(w.personnelCm, personnelCm);
    QCOMPARE(w.vehicleCm, vehicleCm);
    QCOMPARE(w.reason.isEmpty(), state == int(StrikerSensorWeather::State::Works));
    // All-weather radar sees normally.
    if (kind == QLatin1String("radar"))
        QCOMPARE(int(StrikerDesignRules::sensorInWeather(kind, weather, true).state),
                 int(StrikerSensorWeather::State::Works));
}

QTEST_GUILESS_MAIN(TestStrikerDesign)
#include "tst_strikerdesign.moc"
