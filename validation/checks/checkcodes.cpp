// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/checkcodes.h"

#include "checks/familychecks.h"
#include "ruleset/ruleset.h"

#include <QSet>

namespace hexwright {

QList<CheckInfo> allChecks(const Ruleset &ruleset)
{
    QList<CheckInfo> all;
    QSet<QString> seen;
    for (const QList<CheckInfo> &part :
         {builtinChecks(), familyCheckCodes(ruleset.family), constraintChecks(ruleset)}) {
        for (const CheckInfo &info : part) {
            if (!seen.contains(info.code)) {
                seen.insert(info.code);
                all.append(info);
            }
        }
    }
    return all;
}

} // namespace hexwright
