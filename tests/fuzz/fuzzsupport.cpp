// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzzsupport.h"

#include "io/diagnostic.h"
#include "ruleset/rulesetregistry.h"

#include <QStandardPaths>

#include <cstdlib>

namespace hexwright::fuzz {

namespace {

void discardMessage(QtMsgType, const QMessageLogContext &, const QString &) { }

/// Fails loudly: a fuzz run without its ruleset would test nothing.
[[noreturn]] void missing(const char *what)
{
    std::fprintf(stderr, "fuzz: cannot load the bundled %s\n", what);
    std::abort();
}

} // namespace

RulesetRegistry &registry()
{
    static RulesetRegistry *const instance = [] {
        qInstallMessageHandler(discardMessage);
        // Keeps userPanelsPath() away from the user's own panel libraries.
        QStandardPaths::setTestModeEnabled(true);
        return RulesetRegistry::withBundledData().release();
    }();
    return *instance;
}

const Ruleset &bundledRuleset()
{
    static const Ruleset *const ruleset = [] {
        Diagnostics diagnostics;
        const Ruleset *found = registry().ruleset(QStringLiteral("hammers-slammers"), diagnostics);
        if (!found)
            missing("ruleset");
        return found;
    }();
    return *ruleset;
}

const PanelLibrary &bundledPanels()
{
    static const PanelLibrary *const panels = [] {
        Diagnostics diagnostics;
        const PanelLibrary *found = registry().panelLibrary(QStringLiteral("hammers-slammers"),
                                                            bundledRuleset(), diagnostics);
        if (!found)
            missing("panel library");
        return found;
    }();
    return *panels;
}

} // namespace hexwright::fuzz
