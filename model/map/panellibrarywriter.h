// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace hexwright {

struct PanelLibrary;
struct Ruleset;

/**
 * Writes a panel library in canonical hexwright-panels form, the schema readPanelLibrary()
 * reads: a short generated comment on the geometry and the legend, then format, id, name,
 * ruleset, legend (in the ruleset's terrain order) and the panels with their terrain as one
 * quoted text row per panel row, roads as chains of quoted hex labels and features.
 *
 * Reading the written bytes and writing them again gives the same bytes. @p ruleset maps
 * terrain indices to ids; terrain a panel uses but the legend lacks gets a free character
 * (a letter of its id first), so every grid can be read back.
 */
QByteArray writePanelLibrary(const PanelLibrary &library, const Ruleset &ruleset);

/// Writes atomically through QSaveFile, creating the folder if needed.
bool savePanelLibrary(const QString &path, const PanelLibrary &library, const Ruleset &ruleset,
                      QString *errorMessage);

} // namespace hexwright
