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
 * Writes a scenario in canonical form: fixed key order, ids and hex labels quoted the same
 * way every time, the painted terrain as one text row per map row. Reading a canonical file
 * and writing it again gives the same bytes.
 *
 * @p ruleset maps terrain indices to ids, @p panels gives the grid characters (falling back
 * to a letter of the terrain id for terrain the panels do not use).
 */
QByteArray writeScenario(const Scenario &scenario, const Ruleset &ruleset,
                         const PanelLibrary *panels);

/// Writes atomically through QSaveFile, so a crash or a full disk never leaves half a file.
bool saveScenario(const QString &path, const Scenario &scenario, const Ruleset &ruleset,
                  const PanelLibrary *panels, QString *errorMessage);

} // namespace hexwright
