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
 * Lays out the setup sheets of @p source: a sheet per player of @p options (all when it names
 * none; unknown numbers are left out) in the order of the players' numbers, each one or more
 * pages gathering the sides the player runs, then the referee sheet when asked for. The sheet
 * of a player with one side is that side's (SheetPage::sheet is the side's id); a player with
 * several sides gets the sheet "player-<n>".
 */
SetupSheetLayout layoutSetupSheets(const MapExportSource &source, const SetupSheetOptions &options);

} // namespace hexwright
