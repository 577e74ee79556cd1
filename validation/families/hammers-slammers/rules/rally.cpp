// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/rally.h"

#include "scenario/scenario.h"

namespace hexwright::rules {

RallyOutcome rallyOutcome(int morale, int roll, std::optional<int> desperationRoll,
                          bool inCloseAssault, RallyMode mode, bool askDesperation)
{
    if (inCloseAssault)
        return RallyOutcome::NotAllowed;
    const bool success = roll >= morale;
    if (success)
        return RallyOutcome::Rallied;
    if (mode != RallyMode::Normal)
        return RallyOutcome::Removed; // sc.12 failure eliminates; sc.14 the roll was desperate
    if (desperationRoll)
        return *desperationRoll >= morale ? RallyOutcome::Rallied : RallyOutcome::Removed;
    return askDesperation ? RallyOutcome::NeedsDesperationRoll : RallyOutcome::StaysDisrupted;
}

int chanceAtLeast(int target)
{
    int ways = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b)
            ways += a + b >= target ? 1 : 0;
    }
    return ways;
}

int moraleAfterLosses(int baseMorale, const QList<MoraleStep> &steps, int losses)
{
    int morale = baseMorale;
    int reached = -1;
    for (const MoraleStep &step : steps) {
        if (step.losses <= losses && step.losses > reached) {
            reached = step.losses;
            morale = step.morale;
        }
    }
    return morale;
}

std::optional<int> desertionThreshold(int losses, const QList<RallyThreshold> &thresholds)
{
    std::optional<int> roll;
    int reached = -1;
    for (const RallyThreshold &t : thresholds) {
        if (t.losses <= losses && t.losses > reached) {
            reached = t.losses;
            roll = t.roll;
        }
    }
    return roll;
}

bool desertionTriggered(int losses, int roll, const QList<RallyThreshold> &thresholds)
{
    const std::optional<int> threshold = desertionThreshold(losses, thresholds);
    return threshold && roll >= *threshold;
}

} // namespace hexwright::rules
