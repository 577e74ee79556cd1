// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/setupsheet_layout.h"
#include "export/sheet.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace hexwright {

struct Ruleset;
struct Scenario;

struct SideSheetOptions
{
    PaperSetup paper;
    /// The ids of the sides to print a sheet for, in the scenario's order; all when empty.
    QStringList sides;
};

struct SideSheetLayout
{
    QString title;
    /// Every side's sheet in turn (SheetPage::sheet is the side's id); a sheet is one page
    /// unless its family gives more than a page holds.
    QList<SheetPage> pages;
};

/**
 * A side's own sheet: its name and player, then the sections its family gives
 * (FamilyRules::sideSheetSections(): faction, pool, goal, a morale track of boxes to tick,
 * income...), then the round's sequence of play from the ruleset. A secret section (the goal)
 * is on its own side's sheet only and marked secret there.
 */
SideSheetLayout layoutSideSheets(const Ruleset &ruleset, const Scenario &scenario,
                                 const SideSheetOptions &options);

/// Lays out one section a family gives (families/printedfacts.h) on @p flow: its heading (marked
/// secret), its labelled cells, its track or table, then its lines. Side and roster sheets share
/// it.
void addSheetSection(SheetFlow &flow, const SheetSection &section);

/// The side sheets of the scenario, ready to print or write as PDF.
std::unique_ptr<SheetDocument> makeSideSheets(const Ruleset &ruleset, const Scenario &scenario,
                                              const SideSheetOptions &options);

} // namespace hexwright
