// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/mapexport.h"
#include "export/sheet.h"

#include <memory>

namespace hexwright {

struct SetupSheetOptions
{
    PaperSetup paper;
    /// One sheet per player, by Side::player (all players when empty), gathering the sides
    /// he runs ...
    QList<int> players;
    /// ... and the referee sheet, which shows everything.
    bool refereeSheet = true;
    /// No colour: army colours become patterns and tag letters, the map turns grey.
    bool greyscale = false;
    /// Counter factors the source text does not give get a dagger and a footnote.
    bool markProvisional = true;
};

/// Setup sheets: per player and for the referee (see issues 7 and 14 for the contents).
std::unique_ptr<SheetDocument> makeSetupSheets(const MapExportSource &source,
                                               const SetupSheetOptions &options);

struct CounterSheetOptions
{
    PaperSetup paper;
    /// Counter edge on paper; the book's counters are half an inch.
    double counterSizeMm = 12.7;
    bool cutLines = true;
    /// No colour: army colours become patterns and tag letters.
    bool greyscale = false;
    /// Backs of two-sided counters right of their fronts, to fold (single-sided printing),
    /// instead of on back pages mirrored for long-edge duplex printing.
    bool backsBeside = false;
    /// Counter factors the source text does not give get a dagger and a footnote.
    bool markProvisional = true;
};

/// Every unit of the scenario as a counter to cut out; two-sided counters front and back.
std::unique_ptr<SheetDocument> makeCounterSheets(const MapExportSource &source,
                                                 const CounterSheetOptions &options);

} // namespace hexwright
