// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The bundled Striker ruleset against the surviving Book 2 (the extract is
// shared/rules/seed-002-striker.md): the scale and its 1:285 option, the quality ladder, the
// atmospheres and what they forbid, the locomotions' maintenance points, the tech-level gates
// of the components, the maintenance points of weapons and electronics, the ammunition rules,
// the race rules, the import price table and its worked example, annual costs, support
// ratios, the horizon table, weather, engineering rates, the terrain multiples per
// locomotion, and every Book 3 chart shipped as provisional.

#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "rulesettesthelpers.h"

#include <QStandardPaths>
#include <QtTest>

#include <memory>

using namespace hexwright;

class TestStrikerRuleset : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void loadsWithoutDiagnostics();
    void scale();
    void qualities_data();
    void qualities();
    void atmospheres_data();
    void atmospheres();
    void locomotionMaintenance_data();
    void locomotionMaintenance();
    void componentMaintenance_data();
    void componentMaintenance();
    void techLevelGates_data();
    void techLevelGates();
    void ammunition();
    void races();
    void importPrices_data();
    void importPrices();
    void importPriceExample();
    void costsAndSupport();
    void horizons_data();
    void horizons();
    void weather();
    void engineering();
    void terrainMultiples_data();
    void terrainMultiples();
    void book3ChartsAreProvisional_data();
    void book3ChartsAreProvisional();
    void optionsWithDefaults();
    void sequenceOfPlay_data();
    void sequenceOfPlay();
    void sequenceReaderErrors_data();
    void sequenceReaderErrors();
    void minefieldRates();

private:
    std::unique_ptr<RulesetRegistry> m_registry;
    const Ruleset *m_ruleset = nullptr;
    const StrikerRules *m_rules = nullptr;
    Diagnostics m_diagnostics;
};

void TestStrikerRuleset::initTestCase()
{
    m_ruleset
        = rulesettest::loadBundledRuleset(m_registry, QStringLiteral("striker"), m_diagnostics);
    QVERIFY2(m_ruleset, rulesettest::diagnosticLines(m_diagnostics).constData());
    m_rules = &strikerRules(*m_ruleset);
}

void TestStrikerRuleset::loadsWithoutDiagnostics()
{
    QVERIFY2(m_diagnostics.isEmpty(), rulesettest::diagnosticLines(m_diagnostics).constData());
    QCOMPARE(m_ruleset->family, QStringLiteral("striker"));
    QCOMPARE(m_ruleset->board, BoardKind::Table);
    QCOMPARE(m_ruleset->familyRules->familyId(), QStringLiteral("striker"));
    QCOMPARE(m_rules->defaultTableUnit(), LengthUnit::Centimetre);
}

void TestStrikerRuleset::scale()
{
    // §1: 1 cm = 10 m and a 30 s turn, derived (600 km/h = 500 cm a turn).
    QCOMPARE(m_rules->distanceUnit, QStringLiteral("cm"));
    QCOMPARE(m_rules->metresPerCm, 10.0);
    QCOMPARE(m_rules->turnSeconds, 30);
    QVERIFY(m_rules->derived.contains(QStringLiteral("metres_per_cm")));
    QCOMPARE(600.0 * 1000 / 3600 * m_rules->turnSeconds / m_rules->metresPerCm, 500.0);
    // The 1:285 option: halve all distances and base sizes, or keep them.
    QCOMPARE(m_rules->figureScales.size(), 3);
    QCOMPARE(m_rules->figureScales[1].distanceMultiple, 0.5);
    QCOMPARE(m_rules->figureScales[2].distanceMultiple, 1.0);
    QVERIFY(m_rules->scaleProvisional.contains(QStringLiteral("table")));
    QCOMPARE(m_rules->tlMin, 5);
    QCOMPARE(m_rules->tlMax, 15);
}

void TestStrikerRuleset::qualities_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("skill");
    QTest::addColumn<int>("morale");
    // §1 quality ladder
    QTest::newRow("recruit 1 / 4") << QStringLiteral("recruit") << 1 << 4;
    QTest::newRow("regular 2 / 7") << QStringLiteral("regular") << 2 << 7;
    QTest::newRow("veteran 3 / 10") << QStringLiteral("veteran") << 3 << 10;
    QTest::newRow("elite 4 / 13") << QStringLiteral("elite") << 4 << 13;
}

void TestStrikerRuleset::qualities()
{
    QFETCH(QString, id);
    QFETCH(int, skill);
    QFETCH(int, morale);
    const StrikerQuality *q = m_rules->quality(id);
    QVERIFY(q);
    QCOMPARE(q->skill, skill);
    QCOMPARE(q->morale, morale);
}

void TestStrikerRuleset::atmospheres_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<double>("energy");
    QTest::addColumn<int>("airBreathing"); // 0 allowed, 1 compressor, 2 illegal
    QTest::addColumn<bool>("aircraft");
    QTest::addColumn<double>("acv");
    QTest::addColumn<int>("protection"); // 0 none, 1 overpressure, 2 sealed
    // §4.1 energy multiple; §7 constraints 1 to 4
    QTest::newRow("vacuum") << QStringLiteral("vacuum") << 1000.0 << 2 << false << 0.0 << 2;
    QTest::newRow("trace") << QStringLiteral("trace") << 100.0 << 2 << false << 0.0 << 2;
    QTest::newRow("very thin") << QStringLiteral("very_thin") << 10.0 << 1 << false << 0.5 << 1;
    QTest::newRow("thin") << QStringLiteral("thin") << 2.0 << 0 << true << 0.5 << 0;
    QTest::newRow("standard") << QStringLiteral("standard") << 1.0 << 0 << true << 1.0 << 0;
    QTest::newRow("standard tainted")
        << QStringLiteral("standard_tainted") << 1.0 << 0 << true << 1.0 << 1;
    QTest::newRow("dense") << QStringLiteral("dense") << 0.5 << 0 << true << 2.0 << 0;
    QTest::newRow("exotic") << QStringLiteral("exotic") << 0.1 << 2 << true << 2.0 << 2;
    QTest::newRow("corrosive") << QStringLiteral("corrosive") << 0.1 << 2 << true << 2.0 << 2;
    QTest::newRow("insidious") << QStringLiteral("insidious") << 0.1 << 2 << true << 2.0 << 2;
}

void TestStrikerRuleset::atmospheres()
{
    QFETCH(QString, id);
    QFETCH(double, energy);
    QFETCH(int, airBreathing);
    QFETCH(bool, aircraft);
    QFETCH(double, acv);
    QFETCH(int, protection);
    const StrikerAtmosphere *a = m_rules->atmosphere(id);
    QVERIFY(a);
    QCOMPARE(a->energyRangeMultiple, energy);
    QCOMPARE(int(a->airBreathing), airBreathing);
    QCOMPARE(a->aircraft, aircraft);
    QCOMPARE(a->acvPowerMultiple, acv);
    QCOMPARE(int(a->protection), protection);
}

void TestStrikerRuleset::locomotionMaintenance_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("points");
    QTest::addColumn<bool>("tows");
    // §7 maintenance points: wheeled or grav 5; ACV 6; tracked 8; aircraft 12
    QTest::newRow("wheeled 5") << QStringLiteral("wheeled") << 5 << true;
    QTest::newRow("grav 5, cannot tow") << QStringLiteral("grav") << 5 << false;
    QTest::newRow("ACV 6") << QStringLiteral("acv") << 6 << false;
    QTest::newRow("tracked 8") << QStringLiteral("tracked") << 8 << true;
    QTest::newRow("aircraft 12") << QStringLiteral("fixed_wing") << 12 << false;
    QTest::newRow("helicopter 12") << QStringLiteral("helicopter") << 12 << false;
}

void TestStrikerRuleset::locomotionMaintenance()
{
    QFETCH(QString, id);
    QFETCH(int, points);
    QFETCH(bool, tows);
    const StrikerLocomotion *l = m_rules->locomotion(id);
    QVERIFY(l);
    QCOMPARE(l->maintenancePoints, points);
    QCOMPARE(l->tows, tows);
    // Suspension +1 per ground-pressure point above 5.
    QCOMPARE(m_rules->suspensionFreeUpTo, 5);
    QCOMPARE(m_rules->suspensionPerPoint, 1);
}

void TestStrikerRuleset::componentMaintenance_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("points");
    // §7 maintenance points of weapons and electronics
    QTest::newRow("meson 50") << QStringLiteral("meson_gun") << 50;
    QTest::newRow("point defense 12") << QStringLiteral("point_defense") << 12;
    QTest::newRow("laser 5") << QStringLiteral("laser") << 5;
    QTest::newRow("mass driver 3") << QStringLiteral("mass_driver") << 3;
    QTest::newRow("tac missile launcher 3") << QStringLiteral("tac_missile_launcher") << 3;
    QTest::newRow("CPR 2") << QStringLiteral("cpr_gun") << 2;
    QTest::newRow("MRL 2") << QStringLiteral("mrl") << 2;
    QTest::newRow("battle computer 50") << QStringLiteral("battle_computer") << 50;
    QTest::newRow("damper 25") << QStringLiteral("damper_projector") << 25;
    QTest::newRow("point-defense fire control 12")
        << QStringLiteral("point_defense_fire_control") << 12;
    QTest::newRow("indirect fire control 10") << QStringLiteral("indirect_fire_control") << 10;
    QTest::newRow("direct fire control 6") << QStringLiteral("direct_fire_control") << 6;
    QTest::newRow("radar 5") << QStringLiteral("radar") << 5;
    QTest::newRow("ECM 5") << QStringLiteral("ecm_basic") << 5;
    QTest::newRow("communicator 1") << QStringLiteral("communicator") << 1;
}

void TestStrikerRuleset::componentMaintenance()
{
    QFETCH(QString, id);
    QFETCH(int, points);
    const StrikerComponent *c = m_rules->component(id);
    QVERIFY(c);
    QVERIFY(c->maintenancePoints);
    QCOMPARE(*c->maintenancePoints, points);
}

void TestStrikerRuleset::techLevelGates_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("tl");
    // §7 constraint 12: MRL 6+, chaff 7+, single-set DF 9+, damper 13+, meson 15
    QTest::newRow("MRL 6") << QStringLiteral("mrl") << 6;
    QTest::newRow("chaff 7") << QStringLiteral("chaff_dispenser") << 7;
    QTest::newRow("single-set DF 9") << QStringLiteral("df_single_set") << 9;
    QTest::newRow("damper 13") << QStringLiteral("damper_projector") << 13;
    QTest::newRow("meson 15") << QStringLiteral("meson_gun") << 15;
    QTest::newRow("no gate for a radar") << QStringLiteral("radar") << 0;
}

void TestStrikerRuleset::techLevelGates()
{
    QFETCH(QString, id);
    QFETCH(int, tl);
    const StrikerComponent *c = m_rules->component(id);
    QVERIFY(c);
    QCOMPARE(c->tlMin, tl);
}

void TestStrikerRuleset::ammunition()
{
    // §7 constraint 8
    const StrikerAmmunition *collapsing = m_rules->round(QStringLiteral("collapsing"));
    QVERIFY(collapsing);
    QCOMPARE(collapsing->weapons,
             QStringList({QStringLiteral("cpr_gun_hv"), QStringLiteral("cpr_gun_hyper"),
                          QStringLiteral("mass_driver")}));
    QCOMPARE(collapsing->needs, QStringLiteral("damper_boxes"));
    const StrikerAmmunition *nuclear = m_rules->round(QStringLiteral("nuclear"));
    QVERIFY(nuclear);
    QVERIFY(nuclear->weapons.contains(QStringLiteral("mrl")));
    QVERIFY(nuclear->weapons.contains(QStringLiteral("tac_missile_launcher")));
    QVERIFY(!nuclear->weapons.contains(QStringLiteral("laser")));
    const StrikerAmmunition *chemical = m_rules->round(QStringLiteral("chemical"));
    QVERIFY(chemical && chemical->needsBurstingHe);
}

void TestStrikerRuleset::races()
{
    // §7 constraint 13
    const StrikerRace *kkree = m_rules->race(QStringLiteral("kkree"));
    QVERIFY(kkree);
    QCOMPARE(kkree->crewSpace, 6.0);
    QCOMPARE(kkree->crewSpaceComfortable, 12.0);
    QCOMPARE(kkree->crampedMorale, -2);
    const StrikerRace *hiver = m_rules->race(QStringLiteral("hiver"));
    QVERIFY(hiver);
    const auto comms = hiver->factorsFor(*m_rules->component(QStringLiteral("communicator")));
    QCOMPARE(comms, std::make_pair(2.0, 2.0));
    const auto meson = hiver->factorsFor(*m_rules->component(QStringLiteral("meson_communicator")));
    QCOMPARE(meson, std::make_pair(1.0, 1.0));
    const auto computer = hiver->factorsFor(*m_rules->component(QStringLiteral("battle_computer")));
    QCOMPARE(computer, std::make_pair(0.6, 0.5));
    const auto fireControl = hiver->factorsFor(*m_rules->component(QStringLiteral("fdc")));
    QCOMPARE(fireControl, std::make_pair(0.6, 0.6));
}

void TestStrikerRuleset::importPrices_data()
{
    QTest::addColumn<int>("tl");
    QTest::addColumn<QString>("port");
    QTest::addColumn<double>("value");
    // §7 the TL/starport table, corners and a few inside
    QTest::newRow("F A 1.00") << 15 << QStringLiteral("A") << 1.00;
    QTest::newRow("F D none") << 15 << QStringLiteral("D") << -1.0;
    QTest::newRow("A X .30") << 10 << QStringLiteral("X") << 0.30;
    QTest::newRow("8 A .30") << 8 << QStringLiteral("A") << 0.30;
    QTest::newRow("7 D .08") << 7 << QStringLiteral("D") << 0.08;
    QTest::newRow("6 A none") << 6 << QStringLiteral("A") << -1.0;
    QTest::newRow("6 B .08") << 6 << QStringLiteral("B") << 0.08;
    QTest::newRow("5 X .01") << 5 << QStringLiteral("X") << 0.01;
}

void TestStrikerRuleset::importPrices()
{
    QFETCH(int, tl);
    QFETCH(QString, port);
    QFETCH(double, value);
    QCOMPARE(m_rules->creditValue(tl, port), value);
}

void TestStrikerRuleset::importPriceExample()
{
    // §7: 1000 x .30 (TL8 A) / .08 (TL6 B) = Cr3750.
    const auto price = m_rules->importPrice(1000, 8, QStringLiteral("A"), 6, QStringLiteral("B"));
    QVERIFY(price);
    QCOMPARE(qRound(*price), 3750);
    QVERIFY(!m_rules->importPrice(1000, 6, QStringLiteral("A"), 8, QStringLiteral("A")));
}

void TestStrikerRuleset::costsAndSupport()
{
    // §8 annual costs and support ratios
    QCOMPARE(m_rules->upkeepPercent, 10);
    QCOMPARE(m_rules->importUpkeepPercent, 20);
    QCOMPARE(m_rules->importMaintenanceMultiple, 2);
    QCOMPARE(m_rules->personnel.size(), 4);
    QCOMPARE(m_rules->personnel[0].cr, 10000);
    QCOMPARE(m_rules->personnel[3].cr, 50000);
    QCOMPARE(m_rules->support[QStringLiteral("medics")][QStringLiteral("men_per_medic")], 30.0);
    QCOMPARE(
        m_rules->support[QStringLiteral("mechanics")][QStringLiteral("maintenance_points_each")],
        50.0);
    QCOMPARE(m_rules->support[QStringLiteral("cooks")][QStringLiteral("men_per_cook")], 50.0);
    QCOMPARE(m_rules->support[QStringLiteral("vets")][QStringLiteral("animals_per_vet_harsh")],
             25.0);
}

void TestStrikerRuleset::horizons_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("cm");
    // §2.4 horizon by size code
    QTest::newRow("size 1: 179 cm") << QStringLiteral("1") << 179;
    QTest::newRow("size 8: 506 cm") << QStringLiteral("8") << 506;
    QTest::newRow("size A: 566 cm") << QStringLiteral("A") << 566;
}

void TestStrikerRuleset::horizons()
{
    QFETCH(QString, size);
    QFETCH(int, cm);
    QCOMPARE(m_rules->horizonCm(size), cm);
}

void TestStrikerRuleset::weather()
{
    // §2.4: light fog, drizzle or light snow 0.5; dense fog, rain or heavy snow 0.25.
    QCOMPARE(m_rules->weather.size(), 7);
    for (const StrikerWeather &w : m_rules->weather) {
        if (w.id == QLatin1String("drizzle"))
            QCOMPARE(w.visibility, 0.5);
        if (w.id == QLatin1String("rain"))
            QCOMPARE(w.visibility, 0.25);
    }
    QCOMPARE(m_rules->nightMaxMultiple, 0.5);
    QCOMPARE(m_rules->lightAmplification, 2.0);
}

void TestStrikerRuleset::engineering()
{
    // §8 field engineering
    QCOMPARE(m_rules->engineering[QStringLiteral("earth_by_hand_m3")], 1.5);
    QCOMPARE(m_rules->engineering[QStringLiteral("earth_with_dozer_or_explosives_m3")], 6.0);
    QCOMPARE(m_rules->engineering[QStringLiteral("mines_kg_per_man_hour")], 100.0);
    QCOMPARE(m_rules->engineering[QStringLiteral("wire_cm_per_man_hour")], 5.0);
    QCOMPARE(m_rules->concreteCure.size(), 4);
    QCOMPARE(m_rules->concreteCure.first(), std::make_pair(8, 24));
    QCOMPARE(m_rules->concreteCure.last(), std::make_pair(15, 3));
}

void TestStrikerRuleset::terrainMultiples_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("locomotion");
    QTest::addColumn<double>("multiple"); // 0: prohibited
    QTest::addColumn<bool>("stated");
    // §2.1 terrain with effects given
    QTest::newRow("broken ground: ACV x2") << "broken"
                                           << "acv" << 2.0 << true;
    QTest::newRow("snow: wheeled x2") << "snow"
                                      << "wheeled" << 2.0 << true;
    QTest::newRow("snow: tracked x1.5") << "snow"
                                        << "tracked" << 1.5 << true;
    QTest::newRow("boulder field: no ACVs") << "boulder_field"
                                            << "acv" << 0.0 << true;
    QTest::newRow("sparse undergrowth: ACV x2") << "sparse_trees"
                                                << "acv" << 2.0 << true;
    QTest::newRow("gentle slope: ACV x2") << "slope_gentle"
                                          << "acv" << 2.0 << true;
    QTest::newRow("bridge: x4") << "bridge"
                                << "tracked" << 4.0 << true;
    QTest::newRow("nuclear crater: no ground unit") << "nuclear_crater"
                                                    << "grav" << 0.0 << true;
    QTest::newRow("mud: wheeled is ours") << "mud"
                                          << "wheeled" << 1.0 << false;
}

void TestStrikerRuleset::terrainMultiples()
{
    QFETCH(QString, terrain);
    QFETCH(QString, locomotion);
    QFETCH(double, multiple);
    QFETCH(bool, stated);
    const TerrainType *t = m_ruleset->findTerrain(terrain);
    QVERIFY(t);
    const MoveCost cost = t->moveCost.value(locomotion);
    QCOMPARE(cost.prohibited, multiple == 0);
    if (multiple > 0)
        QCOMPARE(cost.factors, multiple);
    QCOMPARE(m_rules->terrain.value(terrain).statedCosts.contains(locomotion), stated);
    QCOMPARE(m_rules->terrain.value(QStringLiteral("mud")).stuckOn, 16);
    QCOMPARE(m_rules->terrain.value(QStringLiteral("soft")).stuckOn, 18);
}

void TestStrikerRuleset::book3ChartsAreProvisional_data()
{
    QTest::addColumn<QString>("chart");
    QTest::newRow("chassis") << QStringLiteral("chassis");
    QTest::newRow("power plants") << QStringLiteral("power-plants");
    QTest::newRow("armour") << QStringLiteral("armour");
    QTest::newRow("crew") << QStringLiteral("crew");
    QTest::newRow("components") << QStringLiteral("components");
    QTest::newRow("55 C mines (Book 3's listing)") << QStringLiteral("mines");
}

void TestStrikerRuleset::book3ChartsAreProvisional()
{
    QFETCH(QString, chart);
    const Chart *c = m_ruleset->findChart(chart);
    QVERIFY(c);
    for (const QList<ChartCell> &row : c->cells) {
        for (const ChartCell &cell : row)
            QVERIFY2(cell.provisional, qPrintable(cell.text));
    }
    QVERIFY(validateChart(*c).isEmpty());
    // Every component the text names has its row.
    for (const StrikerComponent &component : m_rules->components)
        QVERIFY2(m_ruleset->findChart(QStringLiteral("components"))->rowOf(component.name) >= 0,
                 qPrintable(component.name));
}

void TestStrikerRuleset::optionsWithDefaults()
{
    for (const char *id :
         {"figure_scale", "phase_order", "passive_ir_range", "point_defense_example",
          "stuck_roll_dice", "aircraft_half_penetration"}) {
        const RuleOption *option = m_ruleset->findOption(QLatin1String(id));
        QVERIFY2(option, id);
        QVERIFY(!option->defaultValue.isEmpty());
    }
    // The K'kree crew space is each design's choice (StrikerDesign::spacious), not an option.
    QVERIFY(!m_ruleset->findOption(QStringLiteral("kkree_crew_space")));
    // Rule 39 B.4 on a flat table: the tertiary zone as a ring by default, the whole disc the
    // alternative; its 6+ on two dice by default, one the alternative.
    const RuleOption *zone = m_ruleset->findOption(QStringLiteral("nuclear_tertiary_zone"));
    QVERIFY(zone);
    QCOMPARE(zone->defaultValue, QStringLiteral("ring"));
    QCOMPARE(zone->values(), (QStringList {QStringLiteral("ring"), QStringLiteral("whole_disc")}));
    const RuleOption *dice = m_ruleset->findOption(QStringLiteral("nuclear_tertiary_dice"));
    QVERIFY(dice);
    QCOMPARE(dice->defaultValue, QStringLiteral("2d6"));
    QCOMPARE(dice->values(), (QStringList {QStringLiteral("2d6"), QStringLiteral("1d6")}));
    for (const RuleChoice &choice : zone->choices + dice->choices)
        QVERIFY2(!choice.description.isEmpty(), qPrintable(choice.value));
    // Rule 60 A gives no dice for the stuck roll: two by default, three the alternative.
    const RuleOption *stuck = m_ruleset->findOption(QStringLiteral("stuck_roll_dice"));
    QVERIFY(stuck);
    QCOMPARE(stuck->defaultValue, QStringLiteral("2d6"));
    QCOMPARE(stuck->values(), (QStringList {QStringLiteral("2d6"), QStringLiteral("3d6")}));
    // Rule 62 E does not round half a penetration: down by default, up or halves kept.
    const RuleOption *half = m_ruleset->findOption(QStringLiteral("aircraft_half_penetration"));
    QVERIFY(half);
    QCOMPARE(half->defaultValue, QStringLiteral("round_down"));
    QCOMPARE(half->values(),
             (QStringList {QStringLiteral("round_down"), QStringLiteral("round_up"),
                           QStringLiteral("keep_halves")}));
}

void TestStrikerRuleset::sequenceOfPlay_data()
{
    // The order of the phases is Book 1's (lost): the option phase_order names it.
    QTest::addColumn<QString>("value"); // empty: the scenario chooses nothing
    QTest::addColumn<QStringList>("phases");
    const QStringList asListed = rulesettest::cells(
        "command_phase friendly_movement enemy_movement friendly_fire enemy_fire melee");
    QTest::newRow("no choice: the default, as listed") << QString() << asListed;
    QTest::newRow("as listed") << QStringLiteral("as_listed") << asListed;
    QTest::newRow("fire then move")
        << QStringLiteral("fire_then_move")
        << rulesettest::cells(
               "command_phase friendly_fire enemy_fire friendly_movement enemy_movement melee");
}

void TestStrikerRuleset::sequenceOfPlay()
{
    QFETCH(QString, value);
    QFETCH(QStringList, phases);
    QMap<QString, QString> values;
    if (!value.isEmpty())
        values.insert(QStringLiteral("phase_order"), value);
    const EffectiveSequence sequence = effectiveSequenceOfPlay(*m_ruleset, values);
    QStringList ids;
    for (const Phase &phase : sequence.phases)
        ids.append(phase.id);
    QCOMPARE(ids, phases);
    QVERIFY(sequence.option);
    QCOMPARE(sequence.option->id, QStringLiteral("phase_order"));
    QCOMPARE(sequence.choice->value, value.isEmpty() ? QStringLiteral("as_listed") : value);
    // The ruleset's own list stays as the file lists it.
    QCOMPARE(m_ruleset->sequenceOfPlay.first().id, QStringLiteral("command_phase"));
    QCOMPARE(m_ruleset->sequenceOfPlay.at(1).id, QStringLiteral("friendly_movement"));
}

void TestStrikerRuleset::sequenceReaderErrors_data()
{
    QTest::addColumn<QString>("find");
    QTest::addColumn<QString>("replace");
    QTest::addColumn<QStringList>("expected");
    const QString f = QStringLiteral("broken.ruleset.yaml:");
    const QString order = QStringLiteral(
        "sequence: [command_phase, friendly_fire, enemy_fire, friendly_movement, enemy_movement, "
        "melee]");
    QTest::newRow("an unknown phase id")
        << order
        << QStringLiteral("sequence: [command_phase, friendly_fires, enemy_fire, "
                          "friendly_movement, enemy_movement, melee]")
        << QStringList {
               f
                   + QStringLiteral("@[[command_phase, friendly_fires]@: error[wrong-size]: "
                                    "'sequence' in choice 2 of option 'phase_order' lacks phase "
                                    "'friendly_fire' of "
                                    "sequence_of_play"),
               f
                   + QStringLiteral("@[friendly_fires]@: error[unknown-id]: unknown phase "
                                    "'friendly_fires' in 'sequence' in choice 2 of option "
                                    "'phase_order' (did you mean "
                                    "'friendly_fire'?)")};
    QTest::newRow("a phase left out")
        << order
        << QStringLiteral("sequence: [command_phase, friendly_fire, enemy_fire, "
                          "friendly_movement, enemy_movement]")
        << QStringList {f
                        + QStringLiteral(
                            "@[[command_phase, friendly_fire, enemy_fire, "
                            "friendly_movement, enemy_movement]]@: error[wrong-size]: "
                            "'sequence' in choice 2 of option 'phase_order' lacks phase 'melee' of "
                            "sequence_of_play")};
    QTest::newRow("a phase twice")
        << order
        << QStringLiteral("sequence: [command_phase, friendly_fire, enemy_fire, "
                          "friendly_movement, enemy_movement, melee, command_phase]")
        << QStringList {
               f
               + QStringLiteral(
                   "@[command_phase]]@: error[duplicate-id]: phase 'command_phase' twice in "
                   "'sequence' in choice 2 of option 'phase_order'")};
}

void TestStrikerRuleset::sequenceReaderErrors()
{
    QFETCH(QString, find);
    QFETCH(QString, replace);
    QFETCH(QStringList, expected);
    rulesettest::checkBrokenRuleset(QStringLiteral(":/hexwright/rulesets/striker.ruleset.yaml"),
                                    find, replace, expected);
}

void TestStrikerRuleset::minefieldRates()
{
    // Rule 55 C: a laid field is 2 cm wide and 2 mm deep; a 4-man team clears a lane through
    // camouflaged mines at 1 mm per 4 turns, twice as fast uncamouflaged; mines are laid at
    // 100 kg a man-hour, 1000 kg an hour by machine, three times the time camouflaged.
    const QMap<QString, double> &e = m_rules->engineering;
    QCOMPARE(e.value(QStringLiteral("mine_field_width_cm")), 2.0);
    QCOMPARE(e.value(QStringLiteral("mine_field_depth_mm")), 2.0);
    QCOMPARE(e.value(QStringLiteral("mine_clearing_team_men")), 4.0);
    QCOMPARE(e.value(QStringLiteral("mine_clearing_turns_per_mm")), 4.0);
    QCOMPARE(e.value(QStringLiteral("mine_clearing_uncamouflaged_multiple")), 2.0);
    QCOMPARE(e.value(QStringLiteral("mine_clearing_remote_turns_each")), 2.0);
    QCOMPARE(e.value(QStringLiteral("mine_clearing_scatterable_mm_per_turn")), 2.0);
    QCOMPARE(e.value(QStringLiteral("mine_clearing_scatterable_turns_per_increment")), 1.0);
    QCOMPARE(e.value(QStringLiteral("mines_kg_per_man_hour")), 100.0);
    QCOMPARE(e.value(QStringLiteral("mines_kg_per_hour_by_machine")), 1000.0);
    QCOMPARE(e.value(QStringLiteral("camouflaged_mines_time_multiple")), 3.0);
}

QTEST_GUILESS_MAIN(TestStrikerRuleset)
#include "tst_strikerruleset.moc"
