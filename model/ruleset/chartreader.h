// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset/charttable.h"

namespace hexwright {

class ReadContext;
struct YamlNode;

/**
 * Reads a ruleset's `charts:` list into @p charts, reporting every problem with its line and
 * column through @p context: an unknown key, a row with more or fewer cells than the chart
 * has columns, a heading named twice, a check of an unknown kind, and every value that fails
 * the chart's own checks (at the cell). Shared by every rule family (rulesetreader.cpp).
 */
void readCharts(ReadContext &context, const YamlNode *node, QList<Chart> &charts);

} // namespace hexwright
