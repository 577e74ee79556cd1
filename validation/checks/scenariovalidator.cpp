// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/scenariovalidator.h"

#include "checks/scenariochecks.h"

namespace hexwright {

bool isUnreadableCode(const QString &code)
{
    static const QStringList codes = {
        QStringLiteral("file-unreadable"), QStringLiteral("file-not-regular"),
        QStringLiteral("file-too-large"), QStringLiteral("not-text"), QStringLiteral("not-utf8")};
    return codes.contains(code);
}

ScenarioReport validateScenarioFile(const QString &path, const QString &displayName,
                                    RulesetRegistry &registry)
{
    ScenarioReport report;
    report.file = displayName;
    report.loaded = loadScenario(path, displayName, registry, report.diagnostics);
    for (const Diagnostic &d : std::as_const(report.diagnostics)) {
        if (isUnreadableCode(d.code))
            report.unreadable = true;
    }
    if (report.loaded.scenario && report.loaded.panels) {
        report.map = HexMap::compose(*report.loaded.scenario, *report.loaded.panels);
        report.diagnostics += checkScenario(*report.loaded.scenario, *report.loaded.ruleset,
                                            report.map, displayName);
    } else if (report.loaded.scenario && report.loaded.ruleset && report.loaded.scenario->table) {
        // A table board has no panels and no hex map: the map stays empty, and the checks
        // skip their hex parts (checks_table.cpp checks the table).
        report.diagnostics += checkScenario(*report.loaded.scenario, *report.loaded.ruleset,
                                            report.map, displayName);
    }
    sortDiagnostics(report.diagnostics);
    return report;
}

} // namespace hexwright
