// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "map/hexmap.h"
#include "scenario/scenarioreader.h"

namespace hexwright {

class RulesetRegistry;

/// Everything known about one scenario file after loading and checking it.
struct ScenarioReport
{
    QString file;
    LoadedScenario loaded; ///< scenario is null when the file has errors
    HexMap map;
    Diagnostics diagnostics; ///< sorted by position
    bool unreadable = false; ///< the file could not be read at all (missing, binary, too big)

    bool hasErrors() const { return hexwright::hasErrors(diagnostics); }
};

/**
 * Loads @p path, assembles its map and runs every check: the one call the CLI, the editor
 * and the tests use, so that they always agree. @p displayName is how messages name the file.
 */
ScenarioReport validateScenarioFile(const QString &path, const QString &displayName,
                                    RulesetRegistry &registry);

/// Codes of diagnostics that mean "could not read the file at all".
bool isUnreadableCode(const QString &code);

} // namespace hexwright
