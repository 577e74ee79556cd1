// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/printedfacts.h"
#include "ruleset/charttable.h"

namespace hexwright {

/// The mark a provisional chart value prints with: a dagger.
QString provisionalChartMark();

/// A chart value as printed: its text, with the dagger when it is provisional.
QString printedChartCell(const ChartCell &cell);

/**
 * A ruleset chart as a section of a printed sheet (families/printedfacts.h): its title as
 * the heading, the row header and column headings, each row's heading and values, every
 * provisional value with a dagger, and under the table the chart's note and, when any value
 * is provisional, the footnote saying the dagger's values are ours, not the book's.
 */
SheetSection chartSheetSection(const Chart &chart);

} // namespace hexwright
