// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QByteArray>
#include <QString>

namespace hexwright {

struct PanelLibrary;
struct Ruleset;
struct Scenario;

/**
 * Writes a scenario in canonical form: the comment naming its JSON Schema first, then a fixed key
 * order, ids and hex labels quoted the same way every time, the painted terrain as one text row per
 * map row. Reading a canonical file and writing it again gives the same bytes.
 *
 * @p ruleset maps terrain indices to ids, @p panels gives the grid characters (falling back
 * to a letter of the terrain id for terrain the panels do not use).
 */
QByteArray writeScenario(const Scenario &scenario, const Ruleset &ruleset,
                         const PanelLibrary *panels);

/**
 * writeScenario() without its first line, the comment naming the JSON Schema
 * (`# yaml-language-server: $schema=...`, io/schemacomment.h, from Scenario::schemaReference
 * or the installed schema): the scenario's data alone, which is what a game log's
 * `scenario_sha256` hashes, so that where a file's schema lies never changes its hash.
 */
QByteArray writeScenarioContent(const Scenario &scenario, const Ruleset &ruleset,
                                const PanelLibrary *panels);

/// Writes atomically through QSaveFile, so a crash or a full disk never leaves half a file.
bool saveScenario(const QString &path, const Scenario &scenario, const Ruleset &ruleset,
                  const PanelLibrary *panels, QString *errorMessage);

} // namespace hexwright
