// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's checks of the forces, logistics and environment (StrikerForceRules,
// model/families/striker/strikerforce.h): the values of the family parts `forces`, `works`
// and `world` and of each force entry's `family:`; each side's yearly costs against its
// budget; its medics, mechanics, cooks and vets against the text's ratios, with the penalty a
// shortfall costs; its pre-game works against its man-hours and hours, engineers for mines,
// camouflaged mines only where the terrain allows; the world's night and weather; stands
// protected against a hostile atmosphere. Run by strikerchecks.cpp after the design checks.

#include "families/striker/checks/strikerchecks.h"
#include "families/striker/rules/strikeraids.h"
#include "families/striker/rules/strikeraids_combat.h"

#include "checks/checks_context_p.h"
#include "families/striker/strikerdesign.h"
#include "families/striker/strikerforce.h"
#include "io/schemareader.h"
#include "table/tablegeometry.h"

#include <cmath>

namespace hexwright {

namespace {

SourcePosition at(const FamilyPositions &positions, QString path, SourcePosition fallback = {})
{
    while (true) {
        const auto it = positions.constFind(path);
        if (it != positions.cend())
            return *it;
        if (path.isEmpty())
            return fallback;
        const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
        path = slash < 0 ? QString() : path.left(slash);
    }
}

QString hoursText(double value)
{
    return QString::number(std::round(value * 10) / 10, 'f', value == std::round(value) ? 0 : 1);
}

/// Rule 42: a stand's load (`load_kg`, each soldier's, armour not counted) against what a
/// soldier carries normally and at most, in battle dress (`battle_dress`) or not.
void checkLoad(ScenarioChecker &c, const ForceEntry &entry, const CheckSubject &subject)
{
    const QString &loadKey = striker::LoadKgKey;
    if (!entry.family.contains(loadKey))
        return;
    const auto pos = [&](const QString &key) {
        return at(entry.familyPositions, key, entry.position);
    };
    bool ok = false;
    const double kg = entry.family.value(loadKey).toString().toDouble(&ok);
    if (!ok || kg < 0) {
        c.report("striker-force-value", pos(loadKey), subject,
                 ScenarioChecker::tr("%1: the value of %2 is not a number of 0 or more")
                     .arg(c.forceName(entry), loadKey));
        return;
    }
    const bool battleDress
        = entry.family.value(striker::BattleDressKey).toString() == QLatin1String("true");
    const strikeraids::CarriedLoad load = strikeraids::carriedLoad(kg, battleDress);
    switch (load.state) {
    case strikeraids::Encumbrance::Normal:
        break;
    case strikeraids::Encumbrance::Encumbered:
        c.report("striker-encumbered", pos(loadKey), subject,
                 ScenarioChecker::tr("%1: each soldier carries %2 kg, over the %3 kg he carries "
                                     "normally: encumbered, he walks 2.5 cm and runs 6 cm")
                     .arg(c.forceName(entry), hoursText(kg), hoursText(load.normalKg)));
        break;
    case strikeraids::Encumbrance::Overloaded:
        c.report("striker-overloaded", pos(loadKey), subject,
                 ScenarioChecker::tr("%1: each soldier carries %2 kg, over the %3 kg he can "
                                     "carry at most")
                     .arg(c.forceName(entry), hoursText(kg), hoursText(load.maxKg)));
        break;
    }
}

void checkEntries(ScenarioChecker &c, const StrikerRules &rules, const StrikerWorld &world)
{
    const Scenario &s = c.scenario();
    const StrikerAtmosphere *atmosphere = rules.atmosphere(world.atmosphere);
    const bool hostile
        = atmosphere && atmosphere->protection != StrikerAtmosphere::Protection::None;
    const QStringList keys = striker::forceKeys();
    const QVariantMap forces = s.family.value(striker::ForcesKey).toMap();
    for (const ForceEntry &entry : s.forces) {
        const CheckSubject subject = c.forceSubject(entry);
        const auto pos = [&](const QString &key) {
            return at(entry.familyPositions, key, entry.position);
        };
        for (auto it = entry.family.cbegin(); it != entry.family.cend(); ++it) {
            if (!keys.contains(it.key()))
                c.report("striker-force-value", pos(it.key()), subject,
                         ScenarioChecker::tr("%1: '%2' is no Striker force key%3")
                             .arg(c.forceName(entry), it.key(), didYouMean(it.key(), keys)));
        }
        const QString quality = entry.family.value(striker::QualityKey).toString();
        if (!quality.isEmpty() && !rules.quality(quality))
            c.report("striker-force-value", pos(striker::QualityKey), subject,
                     ScenarioChecker::tr("%1: the quality '%2' is not one of the rules'")
                         .arg(c.forceName(entry), quality));
        for (const QString &key : {striker::MenKey, striker::EquipmentCrKey}) {
            if (!entry.family.contains(key))
                continue;
            bool ok = false;
            const double v = entry.family.value(key).toString().toDouble(&ok);
            if (!ok || v < 0)
                c.report("striker-force-value", pos(key), subject,
                         ScenarioChecker::tr("%1: the value of %2 is not a number of 0 or more")
                             .arg(c.forceName(entry), key));
        }
        // A vehicle type without its design is reported as such (striker-design), not as
        // stands.
        const UnitType *type = c.ruleset().findUnitType(entry.unitType);
        const bool vehicle = !strikerForceDesign(entry).isEmpty()
            || (type && type->hasAbility(QStringLiteral("built_to_design")));
        if (!vehicle)
            checkLoad(c, entry, subject);
        if (!vehicle && forces.contains(entry.side) && !entry.family.contains(striker::MenKey))
            c.report("striker-stand-men", entry.position, subject,
                     ScenarioChecker::tr("%1: how many men each stand has is not given, so they "
                                         "count for no personnel cost or support")
                         .arg(c.forceName(entry)));
        if (!vehicle && hostile
            && entry.family.value(striker::ProtectedKey).toString() != QLatin1String("true"))
            c.report("striker-troop-protection", entry.position, subject,
                     ScenarioChecker::tr("%1: the stands need suits sealed against the %2 "
                                         "atmosphere")
                         .arg(c.forceName(entry), atmosphere->name));
    }
}

void checkWorld(ScenarioChecker &c, const StrikerRules &rules, const StrikerWorld &world,
                const StrikerEnvironment &env)
{
    const Scenario &s = c.scenario();
    const CheckSubject subject {QString(), QStringLiteral("world"), QString()};
    const auto pos = [&](const char *key) {
        return at(s.familyPositions, QStringLiteral("world/") + QLatin1String(key));
    };
    if (env.night > rules.nightMaxMultiple)
        c.report("striker-environment", pos("night"), subject,
                 ScenarioChecker::tr("the night's visibility multiple %1 is over %2, the most "
                                     "the rules allow")
                     .arg(env.night)
                     .arg(rules.nightMaxMultiple));
    if (!env.weather.isEmpty()) {
        QStringList ids;
        for (const StrikerWeather &w : rules.weather)
            ids.append(w.id);
        if (!ids.contains(env.weather))
            c.report("striker-environment", pos("weather"), subject,
                     ScenarioChecker::tr("the weather '%1' is not one of the rules'%2")
                         .arg(env.weather, didYouMean(env.weather, ids)));
    }
    if (!world.size.isEmpty() && rules.horizonCm(world.size) <= 0)
        c.report("striker-environment", pos("size"), subject,
                 ScenarioChecker::tr("the world size '%1' has no horizon in the rules (1 to 9 "
                                     "or A)")
                     .arg(world.size));
    const QVariantMap w = s.family.value(striker::WorldKey).toMap();
    if (w.contains(QStringLiteral("gravity")) && world.gravity <= 0)
        c.report("striker-environment", pos("gravity"), subject,
                 ScenarioChecker::tr("the world's gravity must be a number above 0"));
}

void checkSides(ScenarioChecker &c, const StrikerForceRules &force)
{
    const Scenario &s = c.scenario();
    const QVariantMap forces = s.family.value(striker::ForcesKey).toMap();
    QStringList sideIds;
    for (const Side &side : s.sides)
        sideIds.append(side.id);
    for (auto it = forces.cbegin(); it != forces.cend(); ++it) {
        const QString base = striker::ForcesKey + QLatin1Char('/') + it.key();
        const CheckSubject subject {it.key(), QStringLiteral("side"), it.key()};
        if (!sideIds.contains(it.key())) {
            c.report("striker-force-value", at(s.familyPositions, base), subject,
                     ScenarioChecker::tr("the forces name the side '%1', which the scenario does "
                                         "not have%2")
                         .arg(it.key(), didYouMean(it.key(), sideIds)));
            continue;
        }
        QStringList problems;
        const StrikerSideForce f = StrikerSideForce::fromValue(it.key(), it->toMap(), &problems);
        for (const QString &p : std::as_const(problems))
            c.report("striker-force-value", at(s.familyPositions, base + QLatin1Char('/') + p),
                     subject,
                     ScenarioChecker::tr("%1's force: '%2' is not a Striker side key with a "
                                         "number of 0 or more")
                         .arg(c.sideName(it.key()), p));
        if (!f.forceType.isEmpty() && force.personnelCost(f.forceType) <= 0)
            c.report("striker-force-value",
                     at(s.familyPositions, base + QStringLiteral("/force_type")), subject,
                     ScenarioChecker::tr("%1's force type '%2' is not one of the rules'")
                         .arg(c.sideName(it.key()), f.forceType));
    }

    // A side's costs and support are checked once the scenario gives its force.
    for (const Side &side : s.sides) {
        if (!forces.contains(side.id))
            continue;
        const QString base = striker::ForcesKey + QLatin1Char('/') + side.id;
        const SourcePosition sidePos = at(s.familyPositions, base, side.position);
        const CheckSubject subject {side.id, QStringLiteral("side"), side.id};
        const QString name = c.sideName(side.id);
        const StrikerSideForce f = force.sideForce(side.id);
        if (f.budget > 0) {
            const StrikerForceTotals t = force.totals(side.id);
            if (t.total() > f.budget)
                c.report("striker-budget",
                         at(s.familyPositions, base + QStringLiteral("/budget"), sidePos), subject,
                         ScenarioChecker::tr("%1 spends %2 a year (price %3, upkeep %4, "
                                             "personnel %5), over its budget of %6%7")
                             .arg(name, strikerCrText(t.total()), strikerCrText(t.purchase),
                                  strikerCrText(t.upkeep), strikerCrText(t.personnel),
                                  strikerCrText(f.budget),
                                  t.provisional ? ScenarioChecker::tr(" (prices on provisional "
                                                                      "Book 3 values)")
                                                : QString()));
        }
        const StrikerSupportReport r = force.support(side.id);
        const auto shortOf = [&](const char *code, const QString &key, const QString &what,
                                 const QString &penalty) {
            const StrikerSupportLine *l = r.line(key);
            if (!l || l->shortfall() <= 0)
                return;
            c.report(code, at(s.familyPositions, base + QLatin1Char('/') + key, sidePos), subject,
                     ScenarioChecker::tr("%1 has %2 %3 of the %4 its force needs: %5")
                         .arg(name)
                         .arg(l->have)
                         .arg(what)
                         .arg(l->needed)
                         .arg(penalty));
        };
        const QString medicPenalty
            = ScenarioChecker::tr("morale %1 after the first combat; wounded return at tech "
                                  "level %2 (%3 % light, %4 % serious)")
                  .arg(r.medicMorale)
                  .arg(r.woundedTl)
                  .arg(r.returnLightPercent)
                  .arg(r.returnSeriousPercent);
        const QString medicsLabel = ScenarioChecker::tr("medics");
        shortOf("striker-medics", QStringLiteral("medics"), medicsLabel, medicPenalty);
        shortOf("striker-medics", QStringLiteral("company_station"),
                ScenarioChecker::tr("company station medics"), medicPenalty);
        shortOf("striker-medics", QStringLiteral("battalion_aid"),
                ScenarioChecker::tr("battalion aid medics"), medicPenalty);
        const QString breakdowns
            = ScenarioChecker::tr("%1 % of its vehicles break down a week").arg(r.breakdownPercent);
        const QString mechanicsLabel = ScenarioChecker::tr("mechanics");
        shortOf("striker-mechanics", QStringLiteral("mechanics"), mechanicsLabel, breakdowns);
        shortOf("striker-mechanics", QStringLiteral("tool_kits"), ScenarioChecker::tr("tool kits"),
                ScenarioChecker::tr("a mechanic without one does not count; %1").arg(breakdowns));
        const QString workshopsLabel = ScenarioChecker::tr("workshops");
        shortOf("striker-mechanics", QStringLiteral("workshops"), workshopsLabel,
                ScenarioChecker::tr("a workshop serves 20 mechanics"));
        const QString meals = ScenarioChecker::tr("morale %1 after %n day(s) without a hot meal",
                                                  nullptr, r.hotMealDays)
                                  .arg(r.cookMorale);
        const QString cooksLabel = ScenarioChecker::tr("cooks");
        shortOf("striker-cooks", QStringLiteral("cooks"), cooksLabel, meals);
        const QString kitchensLabel = ScenarioChecker::tr("kitchens");
        shortOf("striker-cooks", QStringLiteral("kitchens"), kitchensLabel, meals);
        const QString vetsLabel = ScenarioChecker::tr("vets");
        shortOf("striker-vets", QStringLiteral("vets"), vetsLabel,
                ScenarioChecker::tr("%1 % of its animals lost a week").arg(r.animalLossPercent));
    }
}

void checkWorks(ScenarioChecker &c, const StrikerForceRules &force)
{
    const Scenario &s = c.scenario();
    const StrikerRules &rules = force.rules();
    const QVariantList works = s.family.value(striker::WorksKey).toList();
    QMap<QString, double> used;
    QMap<QString, double> unsupervised; ///< man-hours added for reinforcing unsupervised
    QMap<QString, int> firstWork;
    const double menPerEngineer = rules.engineering.value(QStringLiteral("men_per_engineer"), 10);
    QStringList sideIds;
    for (const Side &side : s.sides)
        sideIds.append(side.id);
    for (qsizetype i = 0; i < works.size(); ++i) {
        const QString base = striker::WorksKey + QStringLiteral("/%1").arg(i);
        QStringList problems;
        const StrikerWork w = StrikerWork::fromValue(works[i].toMap(), &problems);
        const CheckSubject subject {w.side, QStringLiteral("work"), QString::number(i + 1)};
        const auto pos = [&](const QString &key) {
            return at(s.familyPositions, base + QLatin1Char('/') + key);
        };
        for (const QString &p : std::as_const(problems))
            c.report("striker-force-value", pos(p), subject,
                     ScenarioChecker::tr("work %1: the value of %2 is not one the rules know")
                         .arg(i + 1)
                         .arg(p));
        if (!sideIds.contains(w.side)) {
            c.report("striker-force-value", pos(QStringLiteral("side")), subject,
                     ScenarioChecker::tr("work %1 is for the side '%2', which the scenario does "
                                         "not have")
                         .arg(i + 1)
                         .arg(w.side));
            continue;
        }
        const TablePiece *piece = nullptr;
        if (!w.piece.isEmpty() && s.table) {
            for (const TablePiece &p : s.table->pieces) {
                if (p.id == w.piece)
                    piece = &p;
            }
            if (!piece)
                c.report("striker-force-value", pos(QStringLiteral("piece")), subject,
                         ScenarioChecker::tr("work %1 builds the piece '%2', which the table does "
                                             "not have")
                             .arg(i + 1)
                             .arg(w.piece));
        }
        if (!w.design.isEmpty() && !strikerDesign(s, w.design))
            c.report("striker-force-value", pos(QStringLiteral("design")), subject,
                     ScenarioChecker::tr("work %1 digs in the design '%2', which the scenario "
                                         "does not have")
                         .arg(i + 1)
                         .arg(w.design));
        const StrikerWorkCost cost = force.workCost(w);
        const StrikerSideForce f = force.sideForce(w.side);
        // Rule 55 A: reinforcing (wood, stone) takes twice the time without an engineer's
        // supervision, and each engineer supervises men_per_engineer men; the men at work are
        // the side's man-hours over its hours before the game (all of them when not set).
        double extra = 0;
        if (w.kind == QLatin1String("wood_or_stone")) {
            const double workers = f.hours > 0 ? f.manHours / f.hours : 0;
            extra = cost.manHours
                * strikeraids::unsupervisedShare(workers, f.count(QStringLiteral("engineers")),
                                                 menPerEngineer);
        }
        used[w.side] += cost.manHours + extra;
        unsupervised[w.side] += extra;
        if (!firstWork.contains(w.side))
            firstWork.insert(w.side, int(i));
        if (cost.needsEngineers && f.count(QStringLiteral("engineers")) <= 0)
            c.report("striker-engineers", pos(QStringLiteral("kind")), subject,
                     ScenarioChecker::tr("work %1: only engineers lay mines, and %2 has none")
                         .arg(i + 1)
                         .arg(c.sideName(w.side)));
        if (cost.cureHours > 0 && f.hours > 0 && cost.cureHours > f.hours)
            c.report("striker-man-hours", pos(QStringLiteral("kind")), subject,
                     ScenarioChecker::tr("work %1: concrete cures in %2 hours at this tech level, "
                                         "longer than the %3 hours before the game")
                         .arg(i + 1)
                         .arg(cost.cureHours)
                         .arg(hoursText(f.hours)));
        // Camouflaged mines: not where the terrain forbids camouflage (ice, boulders).
        if (piece && cost.camouflaged && s.table) {
            for (const TablePiece &other : s.table->pieces) {
                if (&other == piece)
                    continue;
                for (const QString &trait : other.traits) {
                    const auto t = rules.terrain.constFind(trait);
                    if (t == rules.terrain.cend() || !t->noCamouflage)
                        continue;
                    if (overlapArea(piece->shape, other.shape) > 0)
                        c.report("striker-mine-terrain", pos(QStringLiteral("camouflaged")),
                                 subject,
                                 ScenarioChecker::tr("work %1: mines cannot be camouflaged in "
                                                     "'%2', which the piece '%3' overlaps")
                                     .arg(i + 1)
                                     .arg(other.name.isEmpty() ? other.id : other.name, piece->id));
                }
            }
        }
    }
    for (auto it = used.cbegin(); it != used.cend(); ++it) {
        const StrikerSideForce f = force.sideForce(it.key());
        if (it.value() > f.manHours + 1e-6)
            c.report(
                "striker-man-hours",
                at(s.familyPositions,
                   striker::ForcesKey + QLatin1Char('/') + it.key() + QStringLiteral("/man_hours"),
                   at(s.familyPositions,
                      striker::WorksKey + QStringLiteral("/%1").arg(firstWork.value(it.key())))),
                {it.key(), QStringLiteral("side"), it.key()},
                ScenarioChecker::tr("%1's pre-game works take %2 man-hours, more than its %3")
                        .arg(c.sideName(it.key()), hoursText(it.value()), hoursText(f.manHours))
                    + (unsupervised.value(it.key()) > 0
                           ? ScenarioChecker::tr(" (%1 of them because reinforcing without an "
                                                 "engineer's supervision takes twice the time)")
                                 .arg(hoursText(unsupervised.value(it.key())))
                           : QString()));
    }
}

} // namespace

QList<CheckInfo> strikerForceCheckCodes()
{
    const auto e = Severity::Error;
    const auto w = Severity::Warning;
    auto check = [](const char *code, Severity severity, const char *summary) {
        return CheckInfo {QLatin1String(code), severity,
                          QCoreApplication::translate("ScenarioChecker", summary)};
    };
    return {
        check("striker-force-value", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a force, side, work or world value of Striker that is not one "
                                "the rules or the scenario know")),
        check("striker-stand-men", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "stands of troops without the number of men in each")),
        check("striker-troop-protection", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "stands without sealed suits in an atmosphere that needs them")),
        check("striker-environment", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a night multiple over 0.5, a weather, world size or gravity the "
                                "rules do not have")),
        check("striker-budget", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a side whose price, upkeep and personnel cost more than its "
                                "yearly budget")),
        check("striker-medics", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "fewer medics than 1 per 30 men, company station 1 per 75 and "
                                "battalion aid 1 per 150")),
        check("striker-mechanics", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "fewer mechanics than 1 per 50 maintenance points, each with a "
                                "tool kit, or a workshop short per 20")),
        check("striker-cooks", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "fewer cooks than 1 per 50 men, or a kitchen short per 100")),
        check("striker-vets", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "fewer vets than 1 per 50 animals (25 in harsh conditions)")),
        check("striker-man-hours", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "pre-game works that take more man-hours than the side has, or "
                                "concrete that cannot cure before the game")),
        check("striker-engineers", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "mines laid by a side without engineers")),
        check("striker-encumbered", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "stands whose soldiers carry over 10 kg (100 kg in battle "
                                "dress): encumbered")),
        check("striker-overloaded", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "stands whose soldiers carry over 30 kg (200 kg in battle "
                                "dress), more than a soldier can carry")),
        check("striker-mine-terrain", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "camouflaged mines where the terrain allows no camouflage")),
    };
}

void runStrikerForceChecks(ScenarioChecker &c)
{
    const Scenario &s = c.scenario();
    const StrikerRules &rules = strikerRules(c.ruleset());
    const StrikerForceRules force(c.ruleset(), s);
    const StrikerWorld world = strikerWorld(s);
    checkWorld(c, rules, world, force.environment());
    checkEntries(c, rules, world);
    checkSides(c, force);
    checkWorks(c, force);
}

} // namespace hexwright
