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

struct RosterSheetOptions
{
    PaperSetup paper;
    /// The ids of the sides to print a roster for, in the scenario's order; all when empty.
    QStringList sides;
};

struct RosterSheetLayout
{
    QString title;
    /// Every side's roster in turn (SheetPage::sheet is the side's id); a roster is one page
    /// unless its family gives more than a page holds.
    QList<SheetPage> pages;
};

/**
 * A side's roster: the people who crew its units (pilots, commanders), from its family
 * (FamilyRules::rosterSections(): who is assigned to which unit, with the modifiers they
 * add, and who may still be assigned), each provisional value with a dagger and a footnote.
 * A side the family gives no section for gets no page.
 */
RosterSheetLayout layoutRosterSheets(const Ruleset &ruleset, const Scenario &scenario,
                                     const RosterSheetOptions &options);

/// The roster sheets of the scenario, ready to print or write as PDF.
std::unique_ptr<SheetDocument> makeRosterSheets(const Ruleset &ruleset, const Scenario &scenario,
                                                const RosterSheetOptions &options);

} // namespace hexwright
