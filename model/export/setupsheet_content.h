// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/setupsheet_layout.h"
#include "export/setupsheet_thumbnail.h"
#include "export/setupsheets.h"

namespace hexwright {

/// The setup sheets laid out: every page of every sheet, and the thumbnails they show.
struct SetupSheetLayout
{
    QString title; ///< the scenario's
    QList<SheetPage> pages;
    QList<SheetThumbnail> thumbnails;
};

/**
 * Lays out the setup sheets of @p source: a sheet per side of @p options (all when it names
 * none; unknown ids are left out) in the scenario's order, each one or more pages, then the
 * referee sheet when asked for.
 */
SetupSheetLayout layoutSetupSheets(const MapExportSource &source, const SetupSheetOptions &options);

} // namespace hexwright
