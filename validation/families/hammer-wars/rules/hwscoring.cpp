// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/rules/hwscoring.h"

#include "families/hammer-wars/hwrules.h"

namespace hexwright::hwrules {

int seizedBy(int mine, int theirs)
{
    return mine > theirs ? 1 : theirs > mine ? -1 : 0;
}

bool oppressionScores(int onTable, int near, int divisor, bool atLeastOne)
{
    if (divisor <= 0)
        return false;
    const int needed = onTable / divisor;
    if (atLeastOne && needed < 1)
        return near >= 1;
    return near >= needed;
}

QList<const HwMoraleEvent *> moraleEventsForLoss(const HwMoraleRules &rules,
                                                 const QString &category, int lostCounted)
{
    QList<const HwMoraleEvent *> events;
    for (const HwMoraleEvent &e : rules.events) {
        if (e.when == QLatin1String("units_lost") && e.every > 0 && lostCounted > 0
            && lostCounted % e.every == 0)
            events.append(&e);
        else if (e.when == QLatin1String("unit_lost") && e.category == category)
            events.append(&e);
    }
    return events;
}

int winnerByVp(int vpFirst, int vpSecond, int moraleFirst, int moraleSecond,
               bool higherMoraleBreaksTies)
{
    if (vpFirst != vpSecond)
        return vpFirst > vpSecond ? 0 : 1;
    if (higherMoraleBreaksTies && moraleFirst != moraleSecond)
        return moraleFirst > moraleSecond ? 0 : 1;
    return -1;
}

} // namespace hexwright::hwrules
