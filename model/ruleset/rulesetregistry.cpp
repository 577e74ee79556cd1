// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/rulesetregistry.h"

#include "map/panellibraryreader.h"
#include "ruleset/chartoverride.h"
#include "ruleset/rulesetreader.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace hexwright {

namespace {
QString suffixOf(RulesetRegistry::Provides kind)
{
    return kind == RulesetRegistry::Provides::Rulesets ? QStringLiteral(".ruleset.yaml")
                                                       : QStringLiteral(".panels.yaml");
}
} // namespace

RulesetRegistry::RulesetRegistry() = default;
RulesetRegistry::~RulesetRegistry() = default;

QString RulesetRegistry::bundledDataPath()
{
    return QStringLiteral(":/hexwright");
}

std::unique_ptr<RulesetRegistry> RulesetRegistry::withBundledData()
{
    auto registry = std::make_unique<RulesetRegistry>();
    if (const QString user = userPanelsPath(); !user.isEmpty())
        registry->addSearchPath(user, Provides::PanelLibraries);
    registry->addSearchPath(bundledDataPath() + QStringLiteral("/rulesets"), Provides::Rulesets);
    registry->setUserChartsFolder(hexwright::userChartsFolder());
    registry->addSearchPath(bundledDataPath() + QStringLiteral("/panels"),
                            Provides::PanelLibraries);
    return registry;
}

QString RulesetRegistry::userPanelsPath()
{
    // One folder for every Hexwright program (editor, CLI, bench), whatever its name, so a
    // panel edited in the editor is the panel the CLI validates against.
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return data.isEmpty() ? QString() : data + QStringLiteral("/hexwright/panels");
}

void RulesetRegistry::addSearchPath(const QString &folder, Provides provides)
{
    for (SearchPath &path : m_paths) {
        if (path.folder == folder) {
            // Named again for other contents (the CLI's --data naming the user's panels
            // folder): it provides both, still in its first place.
            if (path.provides != provides)
                path.provides = Provides::Everything;
            return;
        }
    }
    m_paths.append(SearchPath {folder, provides});
}

QStringList RulesetRegistry::searchPaths() const
{
    QStringList folders;
    for (const SearchPath &path : m_paths)
        folders.append(path.folder);
    return folders;
}

QStringList RulesetRegistry::foldersFor(Provides kind) const
{
    QStringList folders;
    for (const SearchPath &path : m_paths) {
        if (path.provides == Provides::Everything || path.provides == kind)
            folders.append(path.folder);
    }
    return folders;
}

QString RulesetRegistry::findFile(const QString &id, Provides kind) const
{
    for (const QString &folder : foldersFor(kind)) {
        const QString path = folder + QLatin1Char('/') + id + suffixOf(kind);
        // Anything by that name counts, a pipe or a folder too: the loader then says what is
        // wrong with it (without blocking) instead of a bundled file standing in silently.
        if (QFileInfo::exists(path))
            return path;
    }
    return QString();
}

QStringList RulesetRegistry::idsOf(Provides kind) const
{
    const QString suffix = suffixOf(kind);
    QStringList ids;
    for (const QString &folder : foldersFor(kind)) {
        const QStringList files
            = QDir(folder).entryList({QLatin1Char('*') + suffix}, QDir::Files, QDir::Name);
        for (const QString &file : files) {
            const QString id = file.left(file.size() - suffix.size());
            if (!ids.contains(id))
                ids.append(id);
        }
    }
    return ids;
}

QStringList RulesetRegistry::rulesetIds() const
{
    return idsOf(Provides::Rulesets);
}

QStringList RulesetRegistry::panelLibraryIds() const
{
    return idsOf(Provides::PanelLibraries);
}

const Ruleset *RulesetRegistry::ruleset(const QString &id, Diagnostics &diagnostics)
{
    if (auto it = m_rulesets.constFind(id); it != m_rulesets.cend())
        return it->get();
    const QString key = QStringLiteral("ruleset:") + id;
    if (m_failures.contains(key)) {
        diagnostics += m_failures.value(key);
        return nullptr;
    }
    const QString path = findFile(id, Provides::Rulesets);
    if (path.isEmpty())
        return nullptr;
    Diagnostics found;
    std::shared_ptr<Ruleset> loaded = loadRuleset(path, path, found);
    diagnostics += found;
    if (!loaded) {
        m_failures.insert(key, found);
        return nullptr;
    }
    if (!m_userChartsFolder.isEmpty() && !loaded->charts.isEmpty()) {
        const QString overridePath = chartOverridePath(m_userChartsFolder, id);
        if (QFileInfo::exists(overridePath))
            applyChartOverride(overridePath, id, loaded->charts, diagnostics);
    }
    m_rulesets.insert(id, loaded);
    return loaded.get();
}

const PanelLibrary *RulesetRegistry::panelLibrary(const QString &id, const Ruleset &ruleset,
                                                  Diagnostics &diagnostics)
{
    if (auto it = m_panelLibraries.constFind(id); it != m_panelLibraries.cend())
        return it->get();
    const QString key = QStringLiteral("panels:") + id;
    if (m_failures.contains(key)) {
        diagnostics += m_failures.value(key);
        return nullptr;
    }
    const QString path = findFile(id, Provides::PanelLibraries);
    if (path.isEmpty())
        return nullptr;
    Diagnostics found;
    std::shared_ptr<PanelLibrary> loaded = loadPanelLibrary(path, path, ruleset, found);
    diagnostics += found;
    if (!loaded) {
        m_failures.insert(key, found);
        return nullptr;
    }
    m_panelLibraries.insert(id, loaded);
    return loaded.get();
}

bool RulesetRegistry::replaceCharts(const QString &id, const QList<Chart> &charts)
{
    auto it = m_rulesets.find(id);
    if (it == m_rulesets.end())
        return false;
    it.value()->charts = charts;
    return true;
}

void RulesetRegistry::reloadPanelLibrary(const QString &id)
{
    if (auto it = m_panelLibraries.find(id); it != m_panelLibraries.end()) {
        m_replacedPanelLibraries.append(it.value());
        m_panelLibraries.erase(it);
    }
    m_failures.remove(QStringLiteral("panels:") + id);
}

} // namespace hexwright
