// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The sections of hexwright-bench that have a file of their own.

#include "export/mapexport.h"

#include <QString>

namespace hexwright {

class HexMap;
class RulesetRegistry;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

namespace bench {

/// Issue 7 (benchexport.cpp): the map of random terrain of 10 types to a 3510 x 4096 PNG, and
/// its map sheets as PDF at true scale: time, size and peak memory.
void benchExport(const HexMap &map, const Scenario &scenario, const Ruleset &ruleset,
                 const PanelLibrary &panels, int runs, const QString &imageDir,
                 double sheetHexSizeMm = DefaultExportHexSizeMm);

/// Issue 6 (benchplaytest.cpp): random-agent games on Badger Hunt and on the largest sample,
/// each for about @p budgetMs.
void benchPlaytest(RulesetRegistry &registry, double budgetMs);

/// Issue 17, point 3 (benchplaytest.cpp): the balance report of 10,000 greedy-agent games of
/// Badger Hunt on every core, timed from start to end (the target: under 60 s on 2 cores).
void benchTenThousandGames(RulesetRegistry &registry);

/// Issue 15, point 8 (families/hammer-wars/benchhammerwars.cpp): the Hammer Wars engine's
/// line-of-sight queries on a 36 x 24 in table of 200 pieces and 34 models, then greedy- and
/// random-agent games on each bundled Hammer Wars sample, each for about @p budgetMs.
void benchHammerWars(RulesetRegistry &registry, double budgetMs);

/// Issue 13 (benchundo.cpp): @p seeds runs of @p edits random edits on every sample, undone
/// and redone to the same bytes; false if any comparison failed.
bool benchUndo(RulesetRegistry &registry, int seeds, int edits);

/// Issue "One editor, many games", point 5 (benchtable.cpp): a 72 x 48 in table of 500 pieces
/// repainted at 1920 x 1080 at three zooms (saved as PNG files in @p imageDir when given),
/// lines of sight against its pieces, and its layout file written and read.
void benchTable(int runs, const QString &imageDir);

} // namespace bench
} // namespace hexwright
