// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "ruleset/ruleset.h"

#include <memory>

namespace hexwright {

class YamlDocument;

/// Current version of the hexwright-ruleset format.
constexpr int RulesetFormatVersion = 1;

/**
 * Reads a hexwright-ruleset file. Every problem is reported (unknown keys, missing keys,
 * wrong types, unresolved ids); the ruleset is returned only if there were no errors.
 */
std::unique_ptr<Ruleset> readRuleset(const YamlDocument &document, Diagnostics &diagnostics);
std::unique_ptr<Ruleset> loadRuleset(const QString &path, const QString &displayName,
                                     Diagnostics &diagnostics);

} // namespace hexwright
