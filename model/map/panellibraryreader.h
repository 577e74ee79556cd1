// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"
#include "map/panel.h"

#include <memory>

namespace hexwright {

class YamlDocument;
struct Ruleset;

constexpr int PanelsFormatVersion = 1;

/// Reads a hexwright-panels file; terrain ids resolve against @p ruleset. Returns null if
/// any error was reported.
std::unique_ptr<PanelLibrary> readPanelLibrary(const YamlDocument &document, const Ruleset &ruleset,
                                               Diagnostics &diagnostics);
std::unique_ptr<PanelLibrary> loadPanelLibrary(const QString &path, const QString &displayName,
                                               const Ruleset &ruleset, Diagnostics &diagnostics);

/// Panel ids are what the book prints on them ("1", "A"): letters, digits, '-' and '_'.
bool isValidPanelId(const QString &id);

} // namespace hexwright
