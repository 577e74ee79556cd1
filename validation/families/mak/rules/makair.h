// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace hexwright {

struct Ruleset;

/**
 * Maschinen Krieger's air war [10.0] as small functions: the dog-fight between the two
 * sides' air combat missions (the ratio column of the lost Dog-Fight Resolution chart, our
 * provisional `dog-fight` chart, read with one die), the units a side gives up for its loss
 * (as close to it as possible without going over), and the breakthrough of the side left
 * with twice the other's aircraft.
 */
namespace makrules {

/// The points each side loses on the dog-fight chart, and where they were read.
struct MakDogFight
{
    int aggressorLoss = 0;
    int defenderLoss = 0;
    QString column; ///< the ratio column read: "1:1", "3:2", ... "4:1+"
    bool provisional = true;
    bool found = false; ///< the chart holds such a cell
};

/// The ratio column of the dog-fight chart for @p aggressor against @p defender (totals of
/// dog-fight ratings): the highest column whose ratio the aggressor reaches; the last
/// column when the defender has none [10.3.1].
QString dogFightColumn(const Ruleset &ruleset, int aggressor, int defender);

/// The dog-fight chart's losses for @p die under the column of @p aggressor : @p defender
/// [10.2.1]. A cell reads "aggressor/defender".
MakDogFight dogFight(const Ruleset &ruleset, int aggressor, int defender, int die);

/// Which side is the aggressor: the one with the higher total, on a tie the scenario's
/// attacker [10.2.1]. Returns 0 when side 0 is, 1 otherwise.
int dogFightAggressor(int total0, int total1, int attackerSide);

/**
 * The units a side loses for a loss of @p loss rating points: the indices of @p ratings whose
 * sum comes as close to @p loss as possible without going over it [10.2.1]; of equal sums
 * the fewest units, then the first. Empty when none fits (a lone Falke, 4, ignores a loss
 * of 3).
 */
QList<int> unitsLost(const QList<int> &ratings, int loss);

/// How many units of a side with @p own air combat units may break through against
/// @p enemy: all of them when the enemy has none, the difference when it has at least
/// @p ratio times the enemy's, else none [10.3].
int breakthroughUnits(int own, int enemy, int ratio = 2);

} // namespace makrules
} // namespace hexwright
