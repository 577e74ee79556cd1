// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/setupsheet_layout.h"
#include "export/sheet.h"
#include "families/printedfacts.h"

#include <QList>
#include <QPair>
#include <QRectF>
#include <QString>

#include <memory>

namespace hexwright {

struct Ruleset;
struct Scenario;

/// A poker card, the size most card games print on.
constexpr double UnitCardWidthMm = 63.0;
constexpr double UnitCardHeightMm = 88.0;
/// The gap between cards when UnitCardOptions::gap is set (less where the paper has no room).
constexpr double UnitCardGapMm = 3.0;
/// The least room kept between the cards and the printable margin, for the cut marks.
constexpr double UnitCardMarkRoomMm = 2.0;
/// The smallest text on a card: 2.5 mm is a little over 7 pt.
constexpr double UnitCardSmallFontMm = 2.5;

struct UnitCardOptions
{
    /// The paper; cards keep inside its margin. 5 mm, since nine poker cards leave a Letter
    /// page 7.7 mm above and below.
    PaperSetup paper {QPageSize::A4, QPageLayout::Portrait, 5.0};
    /// A gap between the cards (UnitCardGapMm where it fits) instead of shared cut lines.
    bool gap = false;
    /// Cut marks outside the block of cards, in line with every card edge.
    bool cutMarks = true;
    /// A card for every unit type of the ruleset, not only those the sides use.
    bool allUnitTypes = false;
    /// Values the rules do not give get a dagger and a footnote.
    bool markProvisional = true;
};

/// One card to print: the family's facts and how many models each side has of it.
struct UnitCardToPrint
{
    UnitCardFacts facts;
    /// Side name and its models of the unit type, in the scenario's order of sides; only
    /// sides that have any.
    QList<QPair<QString, int>> counts;
};

/**
 * The cards of the unit types the scenario's sides use (every force entry counts), in the
 * ruleset's order; every unit type of the ruleset with @p allUnitTypes or when the sides use
 * none. Each card's facts come from the family (FamilyRules::unitCard()).
 */
QList<UnitCardToPrint> scenarioUnitCards(const Ruleset &ruleset, const Scenario &scenario,
                                         bool allUnitTypes);

/// Where cards go on a page: columns x rows of card rectangles, centred on the paper.
struct UnitCardGrid
{
    int columns = 0;
    int rows = 0;
    double gapX = 0.0;
    double gapY = 0.0;
    QRectF block; ///< all the cards of a full page, gaps included
    QList<QRectF> cells; ///< row by row

    int perPage() const { return columns * rows; }
};

/// The grid of @p options' paper: as many cards as fit inside the margin, with room for the
/// cut marks (nine on A4 and Letter portrait).
UnitCardGrid unitCardGrid(const UnitCardOptions &options);

struct UnitCardLayout
{
    QString title;
    UnitCardGrid grid;
    QList<SheetPage> pages; ///< sheet "cards"; items with roles "card", "card-title", "cut"...
};

/// The unit cards laid out on pages, as data (tests read it, the document paints it).
UnitCardLayout layoutUnitCards(const Ruleset &ruleset, const Scenario &scenario,
                               const UnitCardOptions &options);

/// The unit cards of the scenario, ready to print or write as PDF.
std::unique_ptr<SheetDocument> makeUnitCards(const Ruleset &ruleset, const Scenario &scenario,
                                             const UnitCardOptions &options);

/// A document of pages already laid out (unit cards, side sheets), every page on @p paper.
std::unique_ptr<SheetDocument> makeLaidOutSheets(const QString &title, const PaperSetup &paper,
                                                 const QList<SheetPage> &pages,
                                                 const Ruleset &ruleset);

} // namespace hexwright
