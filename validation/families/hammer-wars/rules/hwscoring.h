// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

namespace hexwright {
struct HwMoraleRules;
struct HwMoraleEvent;
} // namespace hexwright

/**
 * Hammer Wars' objectives, goals and morale as small functions pinned to the rules page
 * (§8 of the extract): seizing a marker, Oppression's third, the morale events a lost unit
 * sets off, and who wins on victory points.
 */
namespace hexwright::hwrules {

/// Who seizes a marker with @p mine and @p theirs units within the seize radius: 1 the
/// first count's player, -1 the other, 0 nobody (equal counts, none at all).
int seizedBy(int mine, int theirs);

/// Whether Oppression scores: at least a @p divisor-th (rounded down) of the @p onTable
/// units are within its distance of the enemy edge (@p near of them); with
/// @p atLeastOne (option oppression_minimum) one unit is needed even when a third is 0.
bool oppressionScores(int onTable, int near, int divisor, bool atLeastOne);

/// The morale events a side sets off by losing a unit of @p category that is its
/// @p lostCounted-th loss counted toward units_lost (0 when the loss does not count).
QList<const HwMoraleEvent *> moraleEventsForLoss(const HwMoraleRules &rules,
                                                 const QString &category, int lostCounted);

/// The winner by victory points: 0 the first, 1 the second, -1 a draw. With
/// @p higherMoraleBreaksTies (option vp_tie) equal points go to the higher counter.
int winnerByVp(int vpFirst, int vpSecond, int moraleFirst, int moraleSecond,
               bool higherMoraleBreaksTies);

} // namespace hexwright::hwrules
