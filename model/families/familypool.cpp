// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/familypool.h"

#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

namespace hexwright {

QList<PoolCount> sidePool(const Scenario &scenario, const Ruleset &ruleset, const QString &sideId)
{
    QList<PoolCount> pool;
    if (!ruleset.familyRules)
        return pool;
    const FamilyRules &rules = *ruleset.familyRules;
    for (const FamilyPoolCategory &category : rules.poolCategories())
        pool.append({category, 0});
    if (pool.isEmpty())
        return pool;
    for (const ForceEntry &entry : scenario.forces) {
        if (entry.side != sideId)
            continue;
        const QString category = rules.categoryOf(entry.unitType);
        for (PoolCount &count : pool) {
            if (count.category.id == category)
                count.count += entry.count;
        }
    }
    return pool;
}

} // namespace hexwright
