// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests of sides, morale and the scenario's properties (tst_sideedits
// and tst_sidesdock): the fixtures, loading one, and whether what an edit made loads back.

#include "checks/scenariochecks.h"
#include "document/scenariodocument.h"
#include "io/diagnostic.h"
#include "ruleset/rulesetregistry.h"

#include <QDebug>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

#include <QTemporaryDir>
#include <initializer_list>

#include <memory>

namespace hexwright::sidestest {

inline const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
inline const QString EverythingPath
    = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");

inline QStringList sl(std::initializer_list<const char *> texts)
{
    QStringList list;
    for (const char *text : texts)
        list.append(QString::fromUtf8(text));
    return list;
}

/// @p path loaded with the rulesets of @p registry; null, with a warning, when it does not load.
inline std::unique_ptr<ScenarioDocument> loadScenario(const QString &path,
                                                      RulesetRegistry &registry)
{
    Diagnostics diagnostics;
    auto document = ScenarioDocument::load(path, registry, diagnostics);
    if (!document)
        qWarning() << diagnostics.size() << "problems loading" << path;
    return document;
}

/// Whether @p document's bytes, written to a file in @p directory, load again without errors
/// and pass the scenario checks.
inline bool reloadsCleanly(const ScenarioDocument &document, RulesetRegistry &registry,
                           const QString &directory)
{
    const QString path = QDir(directory).filePath(QStringLiteral("reload.scenario.yaml"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(document.serialize()) < 0)
        return false;
    file.close();
    Diagnostics diagnostics;
    auto again = ScenarioDocument::load(path, registry, diagnostics);
    if (!again) {
        for (const Diagnostic &d : diagnostics)
            qWarning("%s", qPrintable(d.message));
        return false;
    }
    const Diagnostics checks
        = checkScenario(again->scenario(), again->ruleset(), again->map(), path);
    for (const Diagnostic &d : checks)
        qWarning("%s", qPrintable(d.message));
    return !hasErrors(checks);
}

/// What the sides tests share: their own home, the bundled rulesets, loading a scenario and
/// checking that it reloads cleanly.
class SidesFixture
{
protected:
    std::unique_ptr<ScenarioDocument> load(const QString &path)
    {
        return loadScenario(path, *m_registry);
    }
    /// Whether @p document's bytes load again without errors and pass the scenario checks.
    bool reloadsCleanly(const ScenarioDocument &document)
    {
        return sidestest::reloadsCleanly(document, *m_registry, m_home.path());
    }

    QTemporaryDir m_home;
    std::unique_ptr<RulesetRegistry> m_registry;
};

} // namespace hexwright::sidestest
