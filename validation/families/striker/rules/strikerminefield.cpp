// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// A Striker minefield piece's facts (rule 55 C): density, the man-hours to lay it, camouflage,
// the attacks on a unit crossing it and the turns to clear a lane, from the ruleset's
// engineering rates and mines chart and the scenario's pre-game works.

#include "families/striker/rules/strikerminefield.h"

#include "families/striker/strikerrules.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "table/tablegeometry.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace hexwright::strikeraids {

namespace {

/// The translation context of the minefield's facts.
struct StrikerMinefield
{
    Q_DECLARE_TR_FUNCTIONS(StrikerMinefield)
};

/// The sides (mm) of @p shape before rotation: a rectangle's or ellipse's size, a polygon's box.
QSizeF shapeSides(const TableShape &shape)
{
    if (shape.kind == TableShape::Kind::Polygon)
        return shape.points.boundingRect().size();
    return shape.size;
}

QString number(double value)
{
    return QLocale().toString(value, 'f', value == std::floor(value) ? 0 : 1);
}

} // namespace

int mineClearingTurns(double depthMm, bool camouflaged, double turnsPerMm,
                      double uncamouflagedMultiple)
{
    double turns = std::max(0.0, depthMm) * turnsPerMm;
    if (!camouflaged && uncamouflagedMultiple > 0)
        turns /= uncamouflagedMultiple;
    return int(std::ceil(turns - 1e-9));
}

MinefieldFacts minefieldFacts(const Ruleset &ruleset, const Scenario &scenario,
                              const TablePiece &piece)
{
    MinefieldFacts f;
    const StrikerForceRules force(ruleset, scenario);
    const StrikerRules &rules = force.rules();
    QList<StrikerWork> works;
    for (const StrikerWork &w : force.works()) {
        if (w.kind == QLatin1String("mines") && w.piece == piece.id)
            works.append(w);
    }
    f.minefield = piece.hasTrait(MinefieldTrait) || !works.isEmpty();
    if (!f.minefield)
        return f;
    const auto rate = [&rules](const char *key, double fallback) {
        return rules.engineering.value(QLatin1String(key), fallback);
    };

    // Its fields: the longer side along the front, the shorter its depth (table mm).
    const QSizeF sides = shapeSides(piece.shape);
    const double along = std::max(sides.width(), sides.height());
    f.depthMm = std::min(sides.width(), sides.height());
    f.widthCm = along / 10;
    const double fieldWidthCm = rate("mine_field_width_cm", 2);
    const double fieldDepthMm = rate("mine_field_depth_mm", 2);
    if (fieldWidthCm > 0 && fieldDepthMm > 0)
        f.fields = int(std::ceil(f.widthCm / fieldWidthCm - 1e-9))
            * int(std::ceil(f.depthMm / fieldDepthMm - 1e-9));

    // The mine: Book 3's listing is lost, the chart's values are ours.
    const Chart *chart = ruleset.findChart(QStringLiteral("mines"));
    for (const StrikerWork &w : std::as_const(works)) {
        if (!w.mine.isEmpty()) {
            f.mine = w.mine;
            break;
        }
    }
    if (f.mine.isEmpty() && chart && !chart->rows.isEmpty())
        f.mine = chart->rows.first();
    if (chart) {
        const int row = chart->rowOf(f.mine);
        if (const ChartCell *kg = chart->cell(row, 0); kg && kg->kind == ChartCell::Kind::Number) {
            f.kgPerField = kg->number;
            f.kgPerFieldProvisional = kg->provisional;
        }
        if (const ChartCell *pen = chart->cell(row, 1);
            pen && pen->kind == ChartCell::Kind::Number) {
            f.penetration = int(pen->number);
            f.penetrationProvisional = pen->provisional;
        }
    }
    f.kgNeeded = f.fields * f.kgPerField;

    // What the works lay, and what laying it takes.
    for (const StrikerWork &w : std::as_const(works)) {
        const StrikerWorkCost cost = force.workCost(w);
        f.kgLaid += w.amount;
        f.cost.manHours += cost.manHours;
        f.cost.machineHours += cost.machineHours;
        f.cost.needsEngineers = f.cost.needsEngineers || cost.needsEngineers;
        f.camouflaged = f.camouflaged || cost.camouflaged;
    }
    f.cost.camouflaged = f.camouflaged;
    if (f.kgNeeded > 0)
        f.densityPercent = int(std::lround(100 * f.kgLaid / f.kgNeeded));

    // The ground it lies in: plowed fields camouflage it, ice and boulders forbid it.
    if (scenario.table) {
        for (const TablePiece &other : scenario.table->pieces) {
            const bool self = other.id == piece.id;
            for (const QString &trait : other.traits) {
                const auto t = rules.terrain.constFind(trait);
                if (t == rules.terrain.cend() || (!t->autoCamouflage && !t->noCamouflage))
                    continue;
                if (!self && overlapArea(piece.shape, other.shape) <= 0)
                    continue;
                f.autoCamouflaged = f.autoCamouflaged || t->autoCamouflage;
                f.camouflageForbidden = f.camouflageForbidden || t->noCamouflage;
            }
        }
    }
    if (f.camouflageForbidden)
        f.camouflaged = false;
    else if (f.autoCamouflaged)
        f.camouflaged = true;

    // Crossing its depth, and clearing a lane through it.
    f.crossing = mineCrossing(Minefield::Laid, f.depthMm);
    const double turnsPerMm = rate("mine_clearing_turns_per_mm", 4);
    const double multiple = rate("mine_clearing_uncamouflaged_multiple", 2);
    f.clearTurnsCamouflaged = mineClearingTurns(f.depthMm, true, turnsPerMm, multiple);
    f.clearTurnsUncamouflaged = mineClearingTurns(f.depthMm, false, turnsPerMm, multiple);
    f.clearingTeamMen = int(rate("mine_clearing_team_men", 4));
    return f;
}

QList<PrintedCell> minefieldCells(const MinefieldFacts &f)
{
    QList<PrintedCell> cells;
    if (!f.minefield)
        return cells;
    cells.append({StrikerMinefield::tr("Mine"), f.mine, false});
    cells.append({StrikerMinefield::tr("Fields (2 cm x 2 mm)"),
                  StrikerMinefield::tr("%1 (%2 cm wide, %3 mm deep)")
                      .arg(f.fields)
                      .arg(number(f.widthCm), number(f.depthMm)),
                  false});
    cells.append({StrikerMinefield::tr("Mines for full density"),
                  StrikerMinefield::tr("%1 kg").arg(number(f.kgNeeded)), f.kgPerFieldProvisional});
    cells.append({StrikerMinefield::tr("Laid by the pre-game works"),
                  f.kgNeeded > 0 ? StrikerMinefield::tr("%1 kg (density %2%)")
                                       .arg(number(f.kgLaid))
                                       .arg(f.densityPercent)
                                 : StrikerMinefield::tr("%1 kg").arg(number(f.kgLaid)),
                  f.kgPerFieldProvisional});
    QString laying;
    if (f.cost.manHours > 0)
        laying = StrikerMinefield::tr("%1 man-hours").arg(number(f.cost.manHours));
    if (f.cost.machineHours > 0) {
        const QString machine
            = StrikerMinefield::tr("%1 machine hours").arg(number(f.cost.machineHours));
        laying = laying.isEmpty() ? machine : StrikerMinefield::tr("%1, %2").arg(laying, machine);
    }
    cells.append({StrikerMinefield::tr("To lay (engineers only)"),
                  laying.isEmpty() ? StrikerMinefield::tr("nothing laid yet") : laying, false});
    QString seen;
    if (f.camouflageForbidden)
        seen = StrikerMinefield::tr("visible: mines in ice or boulders cannot be camouflaged");
    else if (f.autoCamouflaged)
        seen = StrikerMinefield::tr("camouflaged (a plowed field): on the referee's map only");
    else if (f.camouflaged)
        seen = StrikerMinefield::tr(
            "camouflaged: on the referee's map only, found when a mine attacks");
    else
        seen = StrikerMinefield::tr("visible to both players");
    cells.append({StrikerMinefield::tr("Detection"), seen, false});
    cells.append({StrikerMinefield::tr("Crossing its depth"),
                  StrikerMinefield::tr("%n attack(s) at %1+", nullptr, f.crossing.attacks)
                      .arg(f.crossing.target),
                  false});
    cells.append({StrikerMinefield::tr("Penetration"), QString::number(f.penetration),
                  f.penetrationProvisional});
    cells.append({StrikerMinefield::tr("Clearing a lane (%1-man team)").arg(f.clearingTeamMen),
                  StrikerMinefield::tr("%1 turns camouflaged, %2 not (or with a detector)")
                      .arg(f.clearTurnsCamouflaged)
                      .arg(f.clearTurnsUncamouflaged),
                  false});
    return cells;
}

} // namespace hexwright::strikeraids
