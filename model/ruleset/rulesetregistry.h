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
 * Finds rulesets and panel libraries by id in a list of folders, searched in order,
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

    /// A registry that knows the data compiled into Hexwright (":/hexwright/..."), after the
    /// user's own panel libraries (userPanelsPath()), so that a library saved by the panel
    /// editor replaces the bundled one of the same id.
    static std::unique_ptr<RulesetRegistry> withBundledData();
    static QString bundledDataPath();
    /// The folder where the panel editor saves panel libraries: "panels" in the application's
    /// shared data folder (QStandardPaths::GenericDataLocation + "/hexwright"), the same for
    /// the editor and the CLI.
    static QString userPanelsPath();

    /// What a search folder may provide. The user's panels folder provides panel libraries
    /// only: a ruleset file dropped there must not replace the bundled ruleset, which every
    /// scenario and panel library is checked against.
    enum class Provides { Everything, Rulesets, PanelLibraries };

    void addSearchPath(const QString &folder, Provides provides = Provides::Everything);
    QStringList searchPaths() const;

    QStringList rulesetIds() const;
    QStringList panelLibraryIds() const;

    /// Loads (once) and returns the ruleset, or null with the reasons in @p diagnostics.
    const Ruleset *ruleset(const QString &id, Diagnostics &diagnostics);
    const PanelLibrary *panelLibrary(const QString &id, const Ruleset &ruleset,
                                     Diagnostics &diagnostics);
    /// Forgets the loaded panel library @p id (and why it failed, if it did), so that the next
    /// panelLibrary() reads it again from the first folder that has it: call after saving
    /// one. Libraries handed out before stay valid until the registry goes, since open
    /// documents keep referring to them.
    void reloadPanelLibrary(const QString &id);

    /**
     * Reads the user's own chart values (chartoverride.h) from @p folder over the bundled
     * charts of every ruleset loaded from now on; withBundledData() names userChartsFolder().
     * Empty: none are read (a registry of fixture folders).
     */
    void setUserChartsFolder(const QString &folder) { m_userChartsFolder = folder; }
    QString userChartsFolder() const { return m_userChartsFolder; }
    /**
     * Puts @p charts in place of the loaded ruleset @p id's charts (the Charts editor after a
     * save or a revert), so open documents, sheets and checks see them at once. False when
     * that ruleset is not loaded.
     */
    bool replaceCharts(const QString &id, const QList<Chart> &charts);

private:
    struct SearchPath
    {
        QString folder;
        Provides provides = Provides::Everything;
    };

    QString findFile(const QString &id, Provides kind) const;
    QStringList idsOf(Provides kind) const;
    QStringList foldersFor(Provides kind) const;

    QList<SearchPath> m_paths;
    QMap<QString, std::shared_ptr<Ruleset>> m_rulesets;
    QMap<QString, std::shared_ptr<PanelLibrary>> m_panelLibraries;
    QList<std::shared_ptr<PanelLibrary>> m_replacedPanelLibraries; ///< still referred to
    QMap<QString, Diagnostics> m_failures; ///< id -> why it could not be loaded
    QString m_userChartsFolder;
};

} // namespace hexwright
