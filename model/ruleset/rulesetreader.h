// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "ruleset/ruleset.h"

#include <memory>

namespace hexwright {

class YamlDocument;

/// Current version of the hexwright-ruleset format.
constexpr int RulesetFormatVersion = 2;

/**
 * Reads a hexwright-ruleset file: the shared core here, the keys its rule family owns by the
 * family's reader. Every problem is reported (unknown keys, missing keys, wrong types,
 * unresolved ids); the ruleset is returned only if there were no errors. An older version is
 * first upgraded in @p document (io/formatupgrade.h).
 */
std::unique_ptr<Ruleset> readRuleset(YamlDocument &document, Diagnostics &diagnostics);
std::unique_ptr<Ruleset> loadRuleset(const QString &path, const QString &displayName,
                                     Diagnostics &diagnostics);

} // namespace hexwright
