// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"

#include <QMap>
#include <QStringList>

#include <memory>

namespace hexwright {

/**
 * Finds rulesets and panel libraries by id in a list of folders (the bundled data first),
 * loads each once and keeps it. Files are named <id>.ruleset.yaml and <id>.panels.yaml.
 *
 * Passed explicitly to whoever loads scenarios rather than being a singleton, so tests can
 * point it at fixture folders.
 */
class RulesetRegistry
{
public:
    RulesetRegistry();
    ~RulesetRegistry();
    RulesetRegistry(const RulesetRegistry &) = delete;
    RulesetRegistry &operator=(const RulesetRegistry &) = delete;

    /// A registry that knows the data compiled into Hexwright (":/hexwright/...").
    static std::unique_ptr<RulesetRegistry> withBundledData();
    static QString bundledDataPath();

    void addSearchPath(const QString &folder);
    QStringList searchPaths() const { return m_paths; }

    QStringList rulesetIds() const;
    QStringList panelLibraryIds() const;

    /// Loads (once) and returns the ruleset, or null with the reasons in @p diagnostics.
    const Ruleset *ruleset(const QString &id, Diagnostics &diagnostics);
    const PanelLibrary *panelLibrary(const QString &id, const Ruleset &ruleset,
                                     Diagnostics &diagnostics);

private:
    QString findFile(const QString &id, const QString &suffix) const;
    QStringList idsWithSuffix(const QString &suffix) const;

    QStringList m_paths;
    QMap<QString, std::shared_ptr<Ruleset>> m_rulesets;
    QMap<QString, std::shared_ptr<PanelLibrary>> m_panelLibraries;
    QMap<QString, Diagnostics> m_failures; ///< id -> why it could not be loaded
};

} // namespace hexwright
