// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/mapexport.h"
#include "export/sheet.h"

#include <memory>

namespace hexwright {

/// How the map is laid out on paper.
struct MapSheetOptions
{
    PaperSetup paper;
    /// Hex size across the flats on paper.
    double hexSizeMm = DefaultExportHexSizeMm;
    /// Map area repeated on both sides of a seam between neighbouring pages.
    double overlapMm = 10.0;
    bool cutMarks = true;
    /// Row and column label of each page ("B3") and the assembly diagram page.
    bool assemblyPage = true;
    /// Greyscale terrain with patterns that tell the types apart, for black-and-white
    /// printers; otherwise the book's terrain colours.
    bool greyscale = false;
    bool hexLabels = true;
};

/// The map tiled over pages at true scale: an assembly diagram page first (when asked for),
/// then the map pages row by row.
std::unique_ptr<SheetDocument> makeMapSheets(const MapExportSource &source,
                                             const MapSheetOptions &options);

} // namespace hexwright
