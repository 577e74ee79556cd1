// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/familychecks.h"

#include "families/crucible/checks/cruciblechecks.h"
#include "families/hammer-wars/checks/hwchecks.h"
#include "families/hammers-slammers/checks/hschecks.h"
#include "families/mak/checks/makchecks.h"
#include "families/striker/checks/strikerchecks.h"

#include <QHash>

namespace hexwright {

const FamilyChecks *familyChecks(const QString &familyId)
{
    // Every family with checks of its own: one line each.
    static const QHash<QString, const FamilyChecks *> checks {
        {hammersSlammersFamilyId(), &hsFamilyChecks()},
        {hammerWarsFamilyId(), &hwFamilyChecks()},
        {makFamilyId(), &makFamilyChecks()},
        {strikerFamilyId(), &strikerFamilyChecks()},
        {crucibleFamilyId(), &crucibleFamilyChecks()},
    };
    return checks.value(familyId, nullptr);
}

QList<CheckInfo> familyCheckCodes(const QString &familyId)
{
    const FamilyChecks *checks = familyChecks(familyId);
    return checks && checks->codes ? checks->codes() : QList<CheckInfo>();
}

} // namespace hexwright
