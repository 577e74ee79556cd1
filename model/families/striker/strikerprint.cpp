// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What a Striker side's roster sheet prints (StrikerRules::rosterSections()): a record card
// for each vehicle design the side fields (chassis, locomotion, power, armour per face,
// weapons on their mounts, electronics, crew, and the running totals), the force with each
// entry's price, upkeep and maintenance points, its yearly costs against the budget, its
// support against the text's ratios with the penalties of a shortfall, its pre-game works and
// the world it fights on. A value that rests on the provisional Book 3 charts has a dagger
// and the footnote says so.

#include "families/striker/strikerdesign.h"
#include "families/striker/strikerforce.h"
#include "families/striker/strikerrules.h"
#include "ruleset/chartprint.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QCoreApplication>

#include <cmath>

namespace hexwright {

namespace {

struct StrikerPrint
{
    Q_DECLARE_TR_FUNCTIONS(StrikerPrint)
};

QString numberText(double v)
{
    return QString::number(std::round(v * 100) / 100, 'g', 10);
}

QString supportName(const QString &key)
{
    static const QHash<QString, const char *> names {
        {QStringLiteral("medics"), QT_TRANSLATE_NOOP("StrikerPrint", "Medics (1 per 30 men)")},
        {QStringLiteral("company_station"),
         QT_TRANSLATE_NOOP("StrikerPrint", "Company station (1 per 75)")},
        {QStringLiteral("battalion_aid"),
         QT_TRANSLATE_NOOP("StrikerPrint", "Battalion aid (1 per 150)")},
        {QStringLiteral("mechanics"),
         QT_TRANSLATE_NOOP("StrikerPrint", "Mechanics (1 per 50 points)")},
        {QStringLiteral("tool_kits"), QT_TRANSLATE_NOOP("StrikerPrint", "Tool kits")},
        {QStringLiteral("workshops"), QT_TRANSLATE_NOOP("StrikerPrint", "Workshops (1 per 20)")},
        {QStringLiteral("cooks"), QT_TRANSLATE_NOOP("StrikerPrint", "Cooks (1 per 50 men)")},
        {QStringLiteral("kitchens"), QT_TRANSLATE_NOOP("StrikerPrint", "Kitchens (1 per 100)")},
        {QStringLiteral("vets"), QT_TRANSLATE_NOOP("StrikerPrint", "Vets (1 per 50 animals)")},
    };
    const auto it = names.constFind(key);
    return it == names.cend() ? key : StrikerPrint::tr(*it);
}

/// The record card of @p design: its facts as labelled cells, then its weapons.
SheetSection recordCard(const Ruleset &ruleset, const StrikerRules &rules,
                        const StrikerDesignRules &designRules, const StrikerDesign &d)
{
    SheetSection s;
    s.id = QStringLiteral("design:") + d.id;
    s.heading = StrikerPrint::tr("Record card: %1").arg(d.name.isEmpty() ? d.id : d.name);
    const auto componentName = [&rules](const QString &id) {
        const StrikerComponent *c = rules.component(id);
        return c ? c->name : id;
    };
    const auto names = [&](const QStringList &ids) {
        QStringList out;
        for (const QString &id : ids)
            out.append(componentName(id));
        return out.join(QStringLiteral(", "));
    };
    QString locomotion = d.locomotion;
    for (const MovementClass &mc : ruleset.movementClasses) {
        if (mc.id == d.locomotion)
            locomotion = mc.name;
    }
    const StrikerPowerPlant *plant = rules.powerPlant(d.powerPlant);
    const StrikerTotals t = designRules.totals(d);
    s.cells.append({StrikerPrint::tr("Tech level"), StrikerRules::techLevelCode(d.tl), false});
    s.cells.append({StrikerPrint::tr("Chassis"),
                    StrikerPrint::tr("%1, %2 m³").arg(locomotion, numberText(d.chassisVolume)),
                    false});
    s.cells.append({StrikerPrint::tr("Power plant"),
                    StrikerPrint::tr("%1, %2 MW")
                        .arg(plant ? plant->name : d.powerPlant, numberText(d.powerMw)),
                    false});
    QStringList armour;
    for (const QString &face : StrikerDesign::faces())
        armour.append(QStringLiteral("%1 %2").arg(face, numberText(d.armour.value(face))));
    s.cells.append(
        {StrikerPrint::tr("Armour (cm steel)"), armour.join(QStringLiteral(", ")), false});
    if (!d.fireControl.isEmpty())
        s.cells.append({StrikerPrint::tr("Fire control"), names(d.fireControl), false});
    if (!d.sensors.isEmpty())
        s.cells.append({StrikerPrint::tr("Electronics"), names(d.sensors), false});
    if (!d.equipment.isEmpty())
        s.cells.append({StrikerPrint::tr("Equipment"), names(d.equipment), false});
    QStringList protection;
    if (d.sealing != QLatin1String("none"))
        protection.append(d.sealing);
    if (d.lifeSupport)
        protection.append(StrikerPrint::tr("life support"));
    if (d.amphibious)
        protection.append(StrikerPrint::tr("amphibious"));
    if (!protection.isEmpty())
        s.cells.append(
            {StrikerPrint::tr("Protection"), protection.join(QStringLiteral(", ")), false});
    s.cells.append({StrikerPrint::tr("Crew"),
                    d.passengers > 0
                        ? StrikerPrint::tr("%1, %2 passengers").arg(d.crew).arg(d.passengers)
                        : QString::number(d.crew),
                    false});
    if (d.cargoVolume > 0)
        s.cells.append({StrikerPrint::tr("Cargo"),
                        StrikerPrint::tr("%1 m³, %2 t")
                            .arg(numberText(d.cargoVolume), numberText(d.cargoWeight)),
                        false});
    s.cells.append({StrikerPrint::tr("Weight"),
                    StrikerPrint::tr("%1 t").arg(numberText(t.weight.value)),
                    t.weight.provisional});
    s.cells.append({StrikerPrint::tr("Speed"),
                    StrikerPrint::tr("%1 km/h (top %2)")
                        .arg(numberText(t.speed.value), numberText(t.topSpeed.value)),
                    t.speed.provisional || t.topSpeed.provisional});
    s.cells.append({StrikerPrint::tr("Price"),
                    t.importPrice
                        ? StrikerPrint::tr("%1, imported %2")
                              .arg(strikerCrText(t.price.value), strikerCrText(*t.importPrice))
                        : strikerCrText(t.price.value),
                    t.price.provisional});
    s.cells.append(
        {StrikerPrint::tr("Maintenance points"), QString::number(t.maintenancePoints), false});
    if (!d.weapons.isEmpty()) {
        s.kind = SheetSection::Kind::Table;
        s.table.headers
            = {StrikerPrint::tr("Weapon"), StrikerPrint::tr("Mount"), StrikerPrint::tr("Rounds")};
        for (const StrikerMountedWeapon &w : d.weapons) {
            const StrikerMount *mount = rules.mount(w.mount);
            QStringList rounds;
            for (const QString &id : w.ammunition) {
                const StrikerAmmunition *a = rules.round(id);
                rounds.append(a ? a->name : id);
            }
            QString mountText = mount ? mount->name : w.mount;
            if (w.commander)
                mountText = StrikerPrint::tr("%1 (commander)").arg(mountText);
            else if (w.pilotFired)
                mountText = StrikerPrint::tr("%1 (pilot)").arg(mountText);
            s.table.rows.append(
                {componentName(w.weapon), mountText, rounds.join(QStringLiteral(", "))});
        }
    }
    return s;
}

} // namespace

QList<UnitCardFacts> StrikerRules::scenarioCards(const Ruleset &ruleset,
                                                 const Scenario &scenario) const
{
    // A card is small: short values as its stats, the record card's longer lines under them.
    static const QStringList lines {
        StrikerPrint::tr("Power plant"), StrikerPrint::tr("Fire control"),
        StrikerPrint::tr("Electronics"), StrikerPrint::tr("Equipment"),
        StrikerPrint::tr("Protection"),  StrikerPrint::tr("Cargo")};
    const StrikerDesignRules designRules(ruleset, strikerWorld(scenario));
    QList<UnitCardFacts> cards;
    for (const StrikerDesign &d : strikerDesigns(scenario)) {
        const SheetSection record = recordCard(ruleset, *this, designRules, d);
        const StrikerTotals t = designRules.totals(d);
        UnitCardFacts card;
        card.unitTypeId = d.id;
        card.title = d.name.isEmpty() ? d.id : d.name;
        QString locomotion = d.locomotion;
        for (const MovementClass &mc : ruleset.movementClasses) {
            if (mc.id == d.locomotion)
                locomotion = mc.name;
        }
        card.category = StrikerPrint::tr("%1 design").arg(locomotion);
        card.stats = {
            {StrikerPrint::tr("TL"), StrikerRules::techLevelCode(d.tl), false},
            {StrikerPrint::tr("m³"), numberText(d.chassisVolume), false},
            {StrikerPrint::tr("Crew"),
             d.passengers > 0 ? StrikerPrint::tr("%1+%2").arg(d.crew).arg(d.passengers)
                              : QString::number(d.crew),
             false},
            {StrikerPrint::tr("MP"), QString::number(t.maintenancePoints), false},
            {StrikerPrint::tr("Tonnes"), numberText(std::round(t.weight.value * 10) / 10),
             t.weight.provisional},
            {StrikerPrint::tr("km/h"), numberText(std::round(t.speed.value)), t.speed.provisional},
            {StrikerPrint::tr("kCr"),
             QString::number(std::llround(t.importPrice.value_or(t.price.value) / 1000)),
             t.price.provisional},
        };
        QStringList armour;
        for (const QString &face : StrikerDesign::faces())
            armour.append(QStringLiteral("%1 %2").arg(face.left(1).toUpper(),
                                                      numberText(d.armour.value(face))));
        card.specialRules.append(
            StrikerPrint::tr("Armour (cm steel): %1").arg(armour.join(QLatin1Char(' '))));
        for (const PrintedCell &cell : record.cells) {
            if (lines.contains(cell.label))
                card.specialRules.append(StrikerPrint::tr("%1: %2").arg(cell.label, cell.value));
        }
        // The card's table columns are narrow: each weapon is a line of its own.
        for (const QStringList &row : std::as_const(record.table.rows))
            card.specialRules.append(
                row.value(2).isEmpty()
                    ? StrikerPrint::tr("%1: %2").arg(row.value(0), row.value(1))
                    : StrikerPrint::tr("%1: %2; %3").arg(row.value(0), row.value(1), row.value(2)));
        cards.append(card);
    }
    return cards;
}

QList<SheetSection> StrikerRules::rosterSections(const Ruleset &ruleset, const Scenario &scenario,
                                                 const Side &side) const
{
    const QString dagger = provisionalChartMark();
    const StrikerForceRules force(ruleset, scenario);
    const StrikerForceTotals totals = force.totals(side.id);
    if (totals.entries.isEmpty())
        return {};
    QList<SheetSection> sections;
    bool provisional = false;

    // The force
    SheetSection roster;
    roster.kind = SheetSection::Kind::Table;
    roster.id = QStringLiteral("force");
    roster.heading = StrikerPrint::tr("Force");
    roster.table.headers
        = {StrikerPrint::tr("Entry"), StrikerPrint::tr("Quality"), StrikerPrint::tr("No."),
           StrikerPrint::tr("Men"),   StrikerPrint::tr("Cr each"), StrikerPrint::tr("Upkeep"),
           StrikerPrint::tr("MP")};
    for (const StrikerEntryCost &c : totals.entries) {
        const StrikerQuality *q = quality(c.quality);
        const QString mark = c.provisional ? dagger : QString();
        provisional = provisional || c.provisional;
        roster.table.rows.append({c.imported ? StrikerPrint::tr("%1 (import)").arg(c.name) : c.name,
                                  q ? StrikerPrint::tr("%1 (skill %2, morale %3)")
                                          .arg(q->name)
                                          .arg(q->skill)
                                          .arg(q->morale)
                                    : QString(),
                                  QString::number(c.count), QString::number(c.men),
                                  strikerCrText(c.each) + mark, strikerCrText(c.upkeep) + mark,
                                  QString::number(c.maintenancePoints)});
    }
    sections.append(roster);

    // A record card per design the side fields, in the order of the scenario's designs.
    QStringList fielded;
    for (const ForceEntry &e : scenario.forces) {
        if (e.side == side.id)
            fielded.append(strikerForceDesign(e));
    }
    const StrikerDesignRules designRules(ruleset, strikerWorld(scenario));
    for (const StrikerDesign &d : strikerDesigns(scenario)) {
        if (fielded.contains(d.id)) {
            sections.append(recordCard(ruleset, *this, designRules, d));
            const StrikerTotals t = designRules.totals(d);
            provisional
                = provisional || t.price.provisional || t.weight.provisional || t.speed.provisional;
        }
    }

    // Costs against the budget
    const StrikerSideForce f = force.sideForce(side.id);
    SheetSection costs;
    costs.id = QStringLiteral("costs");
    costs.heading = StrikerPrint::tr("Yearly costs");
    costs.cells.append(
        {StrikerPrint::tr("Price"), strikerCrText(totals.purchase), totals.provisional});
    costs.cells.append({StrikerPrint::tr("Upkeep"),
                        StrikerPrint::tr("%1 (%2 %, imports %3 %)")
                            .arg(strikerCrText(totals.upkeep))
                            .arg(upkeepPercent)
                            .arg(importUpkeepPercent),
                        totals.provisional});
    QString forceType = f.forceType;
    for (const StrikerPersonnelCost &p : personnel) {
        if (p.id == f.forceType)
            forceType = p.name;
    }
    costs.cells.append(
        {StrikerPrint::tr("Personnel"),
         StrikerPrint::tr("%1 (%2 men, %3)")
             .arg(strikerCrText(totals.personnel))
             .arg(totals.combatMen + totals.supportMen)
             .arg(forceType.isEmpty() ? StrikerPrint::tr("no force type") : forceType),
         false});
    costs.cells.append(
        {StrikerPrint::tr("Total"), strikerCrText(totals.total()), totals.provisional});
    if (f.budget > 0)
        costs.cells.append(
            {StrikerPrint::tr("Budget"),
             StrikerPrint::tr("%1, %2 left")
                 .arg(strikerCrText(f.budget), strikerCrText(f.budget - totals.total())),
             totals.provisional});
    sections.append(costs);

    // Support
    const StrikerSupportReport r = force.support(side.id);
    SheetSection support;
    support.kind = SheetSection::Kind::Table;
    support.id = QStringLiteral("support");
    support.heading = StrikerPrint::tr("Support");
    support.table.headers
        = {StrikerPrint::tr("Support"), StrikerPrint::tr("Needed"), StrikerPrint::tr("Have")};
    for (const StrikerSupportLine &l : r.lines) {
        if (l.needed > 0 || l.have > 0)
            support.table.rows.append(
                {supportName(l.key), QString::number(l.needed), QString::number(l.have)});
    }
    if (r.medicMorale != 0)
        support.lines.append(
            StrikerPrint::tr("Medics short: morale %1 after the first combat.").arg(r.medicMorale));
    support.lines.append(StrikerPrint::tr("Wounded return to duty at tech level %1: %2 % light, "
                                          "%3 % serious.")
                             .arg(r.woundedTl)
                             .arg(r.returnLightPercent)
                             .arg(r.returnSeriousPercent));
    if (r.breakdownPercent > 0)
        support.lines.append(StrikerPrint::tr("Mechanics short: %1 % of the vehicles break down "
                                              "a week.")
                                 .arg(r.breakdownPercent));
    if (r.hotMealDays > 0)
        support.lines.append(StrikerPrint::tr("Cooks short: morale %1 after %n day(s) without "
                                              "a hot meal.",
                                              nullptr, r.hotMealDays)
                                 .arg(r.cookMorale));
    if (r.animalLossPercent > 0)
        support.lines.append(StrikerPrint::tr("Vets short: %1 % of the animals lost a week.")
                                 .arg(r.animalLossPercent));
    if (!support.table.rows.isEmpty())
        sections.append(support);

    // Pre-game works
    SheetSection works;
    works.kind = SheetSection::Kind::Table;
    works.id = QStringLiteral("works");
    works.heading = StrikerPrint::tr("Pre-game works");
    works.table.headers = {StrikerPrint::tr("Work"), StrikerPrint::tr("Amount"),
                           StrikerPrint::tr("Man-hours"), StrikerPrint::tr("Machine hours")};
    double used = 0;
    for (const StrikerWork &w : force.works()) {
        if (w.side != side.id)
            continue;
        const StrikerWorkCost c = force.workCost(w);
        used += c.manHours;
        QString what = w.kind;
        if (!w.piece.isEmpty())
            what = StrikerPrint::tr("%1 (%2)").arg(what, w.piece);
        if (w.camouflaged)
            what = StrikerPrint::tr("%1, camouflaged").arg(what);
        works.table.rows.append(
            {what, numberText(w.amount), numberText(c.manHours), numberText(c.machineHours)});
    }
    if (!works.table.rows.isEmpty()) {
        works.lines.append(
            StrikerPrint::tr("%1 of %2 man-hours.").arg(numberText(used), numberText(f.manHours)));
        sections.append(works);
    }

    // The world
    SheetSection world;
    world.id = QStringLiteral("environment");
    world.heading = StrikerPrint::tr("Environment");
    for (const auto &[label, value] : force.environmentFacts())
        world.cells.append({label, value, false});
    sections.append(world);

    if (provisional)
        sections.last().lines.append(
            StrikerPrint::tr("%1 Our value on the provisional Book 3 charts: the book is lost.")
                .arg(dagger));
    return sections;
}

} // namespace hexwright
