// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/countersheet_face.h"
#include "export/setupsheet_layout.h"
#include "export/setupsheets.h"

#include <optional>

namespace hexwright {

/// One counter to cut out: its front, and the back of a two-sided counter.
struct CounterToCut
{
    CounterFace front;
    std::optional<CounterFace> back;
    QString source; ///< "<force entry id>#<n>", "<hidden id>#<n>", "marker#<n>"
};

/// The counters of one side (or the markers), printed under one heading.
struct CounterGroup
{
    QString id; ///< side id, or "markers"
    QString title;
    QList<CounterToCut> counters;
};

/**
 * Every counter the scenario needs: per side in the scenario's order, each force entry's
 * count (reinforcements included) and as many hidden units as their best roll places; then
 * the scenario's markers. Two-sided unit types (skimmer infantry) get a back.
 */
QList<CounterGroup> scenarioCounters(const MapExportSource &source);

struct CounterSheetLayout
{
    QString title;
    QList<SheetPage> pages; ///< sheet "counters" (fronts) and "backs"
    /// Whether back pages follow the front pages (two-sided counters printed duplex).
    bool duplex = false;
};

/**
 * Lays the counters out in a grid of @p options' counter size, grouped by side with a
 * heading, cut lines along the grid. Two-sided counters either get a back page after every
 * front page (duplex), each back at its front's place mirrored across the long edge, so a
 * long-edge flip puts it behind its front; or with CounterSheetOptions::backsBeside the back
 * is printed right of the front, a fold line between them.
 */
CounterSheetLayout layoutCounterSheets(const MapExportSource &source,
                                       const CounterSheetOptions &options);

/// Where the back of a counter at @p front goes on its back page: mirrored across the
/// paper's vertical middle (portrait) or horizontal middle (landscape).
QRectF mirroredForBack(const QRectF &front, const PaperSetup &paper);

} // namespace hexwright
