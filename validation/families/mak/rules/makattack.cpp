// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/rules/makattack.h"

#include "families/mak/makrules.h"
#include "ruleset/ruleset.h"

#include <QCoreApplication>

#include <algorithm>
#include <optional>

namespace hexwright::makrules {

namespace {

/// Whether the chart column heading @p heading ("1", "3-4", "17+") spans @p value.
bool headingSpans(const QString &heading, int value)
{
    if (heading.endsWith(QLatin1Char('+'))) {
        bool ok = false;
        const int from = heading.chopped(1).toInt(&ok);
        return ok && value >= from;
    }
    const ChartCell cell = ChartCell::parse(heading);
    return cell.isSpan() && cell.low <= value && value <= cell.high;
}

/// The whole number in the cell at @p row, @p column of @p chart, or nothing.
std::optional<int> cellNumber(const Chart *chart, int row, int column, bool *provisional)
{
    const ChartCell *cell = chart ? chart->cell(row, column) : nullptr;
    if (!cell || cell->kind != ChartCell::Kind::Number)
        return std::nullopt;
    if (provisional)
        *provisional = cell->provisional;
    return int(cell->number);
}

/// The night-modifiers chart's row for @p hexes (rows "1-4" ... "13+").
std::optional<int> nightModifier(const Ruleset &ruleset, int hexes, bool *provisional)
{
    const Chart *chart = ruleset.findChart(QStringLiteral("night-modifiers"));
    if (!chart)
        return std::nullopt;
    for (int row = 0; row < chart->rows.size(); ++row) {
        if (headingSpans(chart->rows.at(row), hexes))
            return cellNumber(chart, row, 0, provisional);
    }
    return std::nullopt;
}

/// The translation context of the attack's reasons.
struct MakAttack
{
    Q_DECLARE_TR_FUNCTIONS(MakAttack)
};

} // namespace

int MakAttackTarget::value(const QString &id) const
{
    int sum = 0;
    for (const MakAttackLine &line : lines) {
        if (line.id == id)
            sum += line.value;
    }
    return sum;
}

bool MakAttackTarget::provisional() const
{
    for (const MakAttackLine &line : lines) {
        if (line.provisional)
            return true;
    }
    return false;
}

int rangeModifier(const Ruleset &ruleset, const MakWeapon &weapon, int hexes, bool *provisional)
{
    if (provisional)
        *provisional = false;
    if (!weapon.bands.isEmpty())
        return 0;
    const Chart *chart = ruleset.findChart(QStringLiteral("range-modifiers"));
    if (!chart)
        return 0;
    const int row = chart->rowOf(weapon.type);
    for (int column = 0; row >= 0 && column < chart->columns.size(); ++column) {
        if (headingSpans(chart->columns.at(column), hexes))
            return cellNumber(chart, row, column, provisional).value_or(0);
    }
    return 0;
}

int terrainModifier(const Ruleset &ruleset, const QString &rowHeading, const QString &weaponType,
                    int fallback, bool *provisional)
{
    if (provisional)
        *provisional = false;
    const Chart *chart = ruleset.findChart(QStringLiteral("terrain-attack"));
    if (!chart)
        return fallback;
    return cellNumber(chart, chart->rowOf(rowHeading), chart->columnOf(weaponType), provisional)
        .value_or(fallback);
}

MakAttackTarget attackTarget(const Ruleset &ruleset, const MakAttackSpec &spec)
{
    const MakRules &rules = makRules(ruleset);
    MakAttackTarget t;
    auto add = [&t](const char *id, const QString &reason, int value, bool provisional = false) {
        t.lines.append({QLatin1String(id), reason, value, provisional});
    };
    // [9.5] An unarmed attack's target is fixed: no modifier of any kind.
    if (!spec.weapon) {
        add("unarmed", MakAttack::tr("Unarmed attack (fixed)"),
            rules.modifier(QStringLiteral("unarmed_to_hit")));
        t.target = t.lines.constFirst().value;
        return t;
    }
    const MakWeapon &w = *spec.weapon;
    const QString name = spec.weaponName.isEmpty() ? w.code : spec.weaponName;
    add("attack", MakAttack::tr("Attack %1 at %2 hexes").arg(name).arg(spec.hexes),
        std::max(0, w.attackAt(spec.hexes)),
        w.provisional.contains(QStringLiteral("attack"))
            || w.provisional.contains(QStringLiteral("bands")));
    if (spec.pilotAttack != 0)
        add("pilot_attack", MakAttack::tr("Attacker's pilot"), spec.pilotAttack);
    add("defence", MakAttack::tr("Target's defence"), -spec.defence);
    if (spec.pilotDefence != 0)
        add("pilot_defence", MakAttack::tr("Target's pilot"), -spec.pilotDefence);

    // Range: not for aircraft over the target nor anti-aircraft fire [10.5].
    if (!spec.airToGround && !spec.antiAircraft) {
        bool provisional = false;
        const int range = rangeModifier(ruleset, w, spec.hexes, &provisional);
        if (range != 0)
            add("range", MakAttack::tr("Range %1 hexes (%2)").arg(spec.hexes).arg(w.type), range,
                provisional);
    }
    // Terrain: the target's hex by weapon, and every ridge or wall crossed added [5.1.3].
    if (!spec.antiAircraft) {
        const TerrainType *terrain = ruleset.findTerrain(spec.targetTerrain);
        const MakTerrain facts = rules.terrain.value(spec.targetTerrain);
        // [7.1.7] Only a Type I unit counts as among the buildings of a partial building hex.
        if (terrain && !(facts.typeIOnly && !spec.targetTypeI)) {
            bool provisional = false;
            const int value = terrainModifier(ruleset, terrain->name, w.type, 0, &provisional);
            if (value != 0)
                add("terrain", MakAttack::tr("%1 (%2)").arg(terrain->name, w.type), value,
                    provisional);
        }
        for (const QString &id : spec.hexsidesCrossed) {
            const HexsideType *side = ruleset.findHexside(id);
            if (!side)
                continue;
            bool provisional = false;
            const int value = terrainModifier(ruleset, side->name + QStringLiteral(" (hexside)"),
                                              w.type, side->attackModifier(w.type), &provisional);
            if (value != 0)
                add("hexside", MakAttack::tr("%1 crossed (%2)").arg(side->name, w.type), value,
                    provisional);
        }
    }
    if (spec.indirect)
        add("indirect", MakAttack::tr("Indirect attack"),
            rules.modifier(QStringLiteral("indirect")));
    if (spec.targetImmobilized)
        add("target_immobilized", MakAttack::tr("Target immobilized"),
            rules.modifier(QStringLiteral("target_immobilized")));
    if (!spec.defensivePosition.isEmpty())
        add("defensive_position", MakAttack::tr("Defensive position"),
            rules.modifier(spec.defensivePosition));
    if (spec.atChargingInfantry)
        add("charging_infantry", MakAttack::tr("Defensive fire at charging infantry"),
            rules.modifier(QStringLiteral("defensive_fire_at_charging_infantry")));
    if (spec.throughSmoke) {
        if (spec.smokeRule == QLatin1String("all_direct_minus_4")) {
            if (!spec.indirect)
                add("smoke", MakAttack::tr("Direct fire through smoke"), -4);
        } else if (w.type == QLatin1String("L")) {
            add("smoke", MakAttack::tr("Laser through smoke"),
                rules.modifier(QStringLiteral("smoke_laser_missile")));
        }
    }
    if (spec.night) {
        bool provisional = false;
        if (const std::optional<int> value = nightModifier(ruleset, spec.hexes, &provisional))
            add("night", MakAttack::tr("Night at %1 hexes").arg(spec.hexes), *value, provisional);
    }
    for (const MakAttackLine &line : t.lines)
        t.target += line.value;
    return t;
}

bool hits(int roll, int target)
{
    return target >= 0 && roll <= target;
}

QString enduranceResult(const Ruleset &ruleset, const QString &durability, int roll)
{
    const Chart *chart = ruleset.findChart(QStringLiteral("armour-endurance"));
    if (!chart)
        return QStringLiteral("none");
    const QString row = chart->rowHolding(durability, std::clamp(roll, 2, 12));
    if (row == QLatin1String("D") || row == QLatin1String("A") || row == QLatin1String("M"))
        return row;
    return QStringLiteral("none");
}

QString hitResult(const Ruleset &ruleset, const QString &durability, int hitRoll, int enduranceRoll,
                  int enduranceModifier, const QString &naturalTwo)
{
    const bool onEndurance = naturalTwo == QLatin1String("endurance_roll");
    if (!onEndurance && hitRoll == 2)
        return QStringLiteral("D");
    if (onEndurance && enduranceRoll == 2)
        return QStringLiteral("D");
    return enduranceResult(ruleset, durability, enduranceRoll + enduranceModifier);
}

bool breaksDown(const MakWeaponType &type, int roll, bool infantry)
{
    if (infantry && type.infantryExempt)
        return false;
    return type.breakdownOn.contains(roll);
}

} // namespace hexwright::makrules
