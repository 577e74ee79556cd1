// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "constraintchecks.h"

#include "checkcodes.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

namespace hexwright {

QList<CheckInfo> constraintChecks(const Ruleset &ruleset)
{
    Q_UNUSED(ruleset);
    return {};
}

Diagnostics checkConstraints(const Scenario &scenario, const Ruleset &ruleset, const QString &file)
{
    Q_UNUSED(scenario);
    Q_UNUSED(ruleset);
    Q_UNUSED(file);
    return {};
}

} // namespace hexwright
