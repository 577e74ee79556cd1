// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/rules/maksupport.h"

#include "ruleset/ruleset.h"

#include <algorithm>

namespace hexwright::makrules {

namespace {

/// The chart @p id's row whose heading is @p heading or starts with "@p heading ".
int rowStarting(const Chart &chart, const QString &heading)
{
    for (int r = 0; r < chart.rows.size(); ++r) {
        const QString &h = chart.rows.at(r);
        if (h == heading || h.startsWith(heading + QLatin1Char(' ')))
            return r;
    }
    return -1;
}

int number(const Chart &chart, int row, int column, bool *provisional, bool *ok)
{
    const ChartCell *cell = chart.cell(row, column);
    *ok = cell && cell->kind == ChartCell::Kind::Number;
    if (*ok && provisional)
        *provisional = *provisional || cell->provisional;
    return *ok ? int(cell->number) : 0;
}

} // namespace

int artilleryGroup(const QStringList &abilities, bool groundMissionAircraft)
{
    if (abilities.contains(QStringLiteral("artillery_command")))
        return 1;
    if (groundMissionAircraft || abilities.contains(QStringLiteral("recon")))
        return 2;
    return 3;
}

QChar artilleryRequestType(int group)
{
    return group == 1 ? QLatin1Char('a') : group == 2 ? QLatin1Char('c') : QLatin1Char('e');
}

QChar artilleryRequestType(int observerGroup, int requesterGroup)
{
    if (requesterGroup == 0)
        return artilleryRequestType(observerGroup);
    if (requesterGroup != 1)
        return {};
    return observerGroup == 2 ? QLatin1Char('b') : observerGroup == 3 ? QLatin1Char('d') : QChar();
}

int deviationNumber(const Ruleset &ruleset, QChar type, bool *provisional)
{
    const Chart *chart = ruleset.findChart(QStringLiteral("artillery-deviation"));
    if (!chart)
        return 0;
    const int row = rowStarting(*chart, QString(type));
    bool ok = false;
    bool prov = false;
    const int n = row < 0 ? 0 : number(*chart, row, 0, &prov, &ok);
    if (provisional)
        *provisional = prov;
    return ok ? n : 0;
}

MakDeviation deviation(int roll, int number, const QString &equalRule, int adjacentUpTo)
{
    if (roll < number)
        return MakDeviation::OnTarget;
    if (roll == number)
        return equalRule == QLatin1String("adjacent") ? MakDeviation::Adjacent
                                                      : MakDeviation::OnTarget;
    return roll - number <= adjacentUpTo ? MakDeviation::Adjacent : MakDeviation::NoEffect;
}

MakArtilleryFire artilleryFire(const Ruleset &ruleset, const QString &type)
{
    MakArtilleryFire out;
    const Chart *chart = ruleset.findChart(QStringLiteral("artillery-capability"));
    if (!chart)
        return out;
    const int row = chart->rowOf(QStringLiteral("Type ") + type);
    if (row < 0)
        return out;
    bool okA = false;
    bool okR = false;
    out.provisional = false;
    out.attack = number(*chart, row, 0, &out.provisional, &okA);
    out.radius = number(*chart, row, 1, &out.provisional, &okR);
    out.found = okA && okR;
    bool ok = false;
    out.vp = number(*chart, row, 2, &out.provisional, &ok);
    out.minePower = number(*chart, row, 3, &out.provisional, &ok);
    return out;
}

MakSmokeEquipment smokeEquipment(const Ruleset &ruleset, const QString &row)
{
    MakSmokeEquipment out;
    const Chart *chart = ruleset.findChart(QStringLiteral("smoke-equipment"));
    const int r = chart ? chart->rowOf(row) : -1;
    if (r < 0)
        return out;
    bool ok[3] = {false, false, false};
    out.provisional = false;
    out.markers = number(*chart, r, 0, &out.provisional, &ok[0]);
    out.range = number(*chart, r, 1, &out.provisional, &ok[1]);
    out.perTurn = number(*chart, r, 2, &out.provisional, &ok[2]);
    out.found = ok[0] && ok[1] && ok[2];
    return out;
}

int smokeStrength(int laid, int now)
{
    return std::max(0, 2 - (now - laid));
}

int mineAttackTarget(int power, int defence)
{
    return power - defence;
}

int artilleryMinePower(int before, int added, int max)
{
    return std::max(before, std::min(max, before + added));
}

QList<int> minefieldPowers(int points, int min, int max)
{
    QList<int> out;
    if (points < min || max <= 0)
        return out;
    const int fields = (points + max - 1) / max;
    for (int i = 0; i < fields; ++i)
        out.append(points / fields + (i < points % fields ? 1 : 0));
    return out;
}

bool minesDetected(int die, int on)
{
    return die <= on;
}

int arsonModifier(int squads, int two, int eachFurther)
{
    return squads < 2 ? 0 : two + (squads - 2) * eachFurther;
}

bool arsonSucceeds(int roll, int modifier, int on)
{
    return roll + modifier <= on;
}

bool arsonTarget(const QString &terrainId, const QString &rule)
{
    return terrainId.contains(QStringLiteral("building"))
        || (rule == QLatin1String("building_or_forest") && terrainId == QLatin1String("forest"));
}

int engineSmokeRange(int laidBefore, const QString &rule)
{
    return rule == QLatin1String("own_hex") ? 0 : std::max(0, laidBefore);
}

MakEquipmentWeapon equipmentWeapon(const Ruleset &ruleset, const QString &name)
{
    MakEquipmentWeapon out;
    const Chart *chart = ruleset.findChart(QStringLiteral("aircraft-equipment"));
    const int r = chart ? chart->rowOf(name) : -1;
    if (r < 0)
        return out;
    bool okA = false;
    bool okU = false;
    out.provisional = false;
    out.attack = number(*chart, r, 0, &out.provisional, &okA);
    const int uses = number(*chart, r, 2, &out.provisional, &okU);
    const ChartCell *type = chart->cell(r, 1);
    out.weaponType = type ? type->text : QString();
    out.oneUse = uses > 0;
    out.found = okA && okU && !out.weaponType.isEmpty();
    return out;
}

bool mayStartFire(const QString &weaponType, bool artillery)
{
    return artillery || weaponType == QLatin1String("G") || weaponType == QLatin1String("R");
}

bool fireStarts(int roll, int startsOn)
{
    return roll <= startsOn;
}

double mpAfterUnloading(double movement, bool infantry)
{
    return infantry ? movement : movement / 2.0;
}

} // namespace hexwright::makrules
