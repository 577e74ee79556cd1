// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "scenario/scenario.h"

#include <memory>

namespace hexwright {

class RulesetRegistry;
class YamlDocument;
struct PanelLibrary;
struct Ruleset;

constexpr int ScenarioFormatVersion = 2;

/// A scenario with the ruleset and panel library it was read against (owned by the registry).
struct LoadedScenario
{
    std::unique_ptr<Scenario> scenario;
    const Ruleset *ruleset = nullptr;
    const PanelLibrary *panels = nullptr;
};

/**
 * Reads a hexwright-scenario file. Reports every problem, not just the first: unknown keys
 * (with a suggestion), missing keys, wrong types, out-of-range values and ids that do not
 * resolve against the scenario itself, its ruleset or its panel library. Nothing is
 * defaulted: an absent optional key means "none". The scenario is returned only when no
 * error was found. An older version is first upgraded in @p document (io/formatupgrade.h).
 */
LoadedScenario readScenario(YamlDocument &document, RulesetRegistry &registry,
                            Diagnostics &diagnostics);
LoadedScenario loadScenario(const QString &path, const QString &displayName,
                            RulesetRegistry &registry, Diagnostics &diagnostics);

/// Parses a map hex label of any width ("0405", "00120034"); false if it is not one.
bool parseMapHexLabel(const QString &label, OffsetCoord *out);

} // namespace hexwright
