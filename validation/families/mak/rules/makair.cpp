// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/rules/makair.h"

#include "ruleset/ruleset.h"

#include <algorithm>

#include <QStringList>

namespace hexwright::makrules {

namespace {

/// The ratio a column heading names: "3:2" 1.5, "4:1+" 4; 0 when it does not read.
double columnRatio(const QString &heading)
{
    QString text = heading.trimmed();
    if (text.endsWith(QLatin1Char('+')))
        text.chop(1);
    const QStringList parts = text.split(QLatin1Char(':'));
    if (parts.size() != 2)
        return 0;
    bool okA = false;
    bool okB = false;
    const double a = parts.at(0).toDouble(&okA);
    const double b = parts.at(1).toDouble(&okB);
    return okA && okB && b > 0 ? a / b : 0;
}

} // namespace

QString dogFightColumn(const Ruleset &ruleset, int aggressor, int defender)
{
    const Chart *chart = ruleset.findChart(QStringLiteral("dog-fight"));
    if (!chart || chart->columns.isEmpty())
        return {};
    if (defender <= 0)
        return chart->columns.last();
    const double ratio = double(aggressor) / defender;
    QString best = chart->columns.first();
    for (const QString &column : chart->columns) {
        const double r = columnRatio(column);
        if (r > 0 && ratio + 1e-9 >= r)
            best = column;
    }
    return best;
}

MakDogFight dogFight(const Ruleset &ruleset, int aggressor, int defender, int die)
{
    MakDogFight out;
    out.column = dogFightColumn(ruleset, aggressor, defender);
    const Chart *chart = ruleset.findChart(QStringLiteral("dog-fight"));
    const ChartCell *cell = chart ? chart->cell(QString::number(die), out.column) : nullptr;
    if (!cell)
        return out;
    const QStringList parts = cell->text.split(QLatin1Char('/'));
    bool okA = false;
    bool okD = false;
    if (parts.size() == 2) {
        out.aggressorLoss = parts.at(0).trimmed().toInt(&okA);
        out.defenderLoss = parts.at(1).trimmed().toInt(&okD);
    }
    out.found = okA && okD;
    out.provisional = cell->provisional;
    if (!out.found)
        out.aggressorLoss = out.defenderLoss = 0;
    return out;
}

int dogFightAggressor(int total0, int total1, int attackerSide)
{
    if (total0 != total1)
        return total0 > total1 ? 0 : 1;
    return attackerSide == 1 ? 1 : 0;
}

QList<int> unitsLost(const QList<int> &ratings, int loss)
{
    // Few aircraft fly: every subset is tried (at most 2^16).
    const int n = std::min<int>(int(ratings.size()), 16);
    int bestMask = 0;
    int bestSum = 0;
    int bestCount = 0;
    for (int mask = 1; mask < (1 << n); ++mask) {
        int sum = 0;
        int count = 0;
        for (int i = 0; i < n; ++i) {
            if (mask & (1 << i)) {
                sum += ratings.at(i);
                ++count;
            }
        }
        if (sum > loss || sum <= 0)
            continue;
        // Equal sums: the fewest units, then the lowest indices (the lower mask first).
        if (sum > bestSum || (sum == bestSum && count < bestCount)) {
            bestMask = mask;
            bestSum = sum;
            bestCount = count;
        }
    }
    QList<int> out;
    for (int i = 0; i < n; ++i) {
        if (bestMask & (1 << i))
            out.append(i);
    }
    return out;
}

int breakthroughUnits(int own, int enemy, int ratio)
{
    if (own <= 0)
        return 0;
    if (enemy <= 0)
        return own;
    return own >= ratio * enemy ? own - enemy : 0;
}

} // namespace hexwright::makrules
