// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QString>
#include <QStringList>

namespace hexwright {

struct PanelLibrary;
struct Ruleset;

/**
 * A victory condition as one readable sentence, the way a scenario sheet words it:
 * "Tan: an undisrupted unit in each of North-west hilltop, South hilltop and North-east
 * hilltop at the end of turn 6". Sides, zones, colours, unit types and panels are named
 * by their names, not their ids (ids stand in when the ruleset or panel library is not
 * given or does not know them); a missing parameter reads as "?" so that an unfinished
 * condition still reads. The editor's Victory dock and the printed sheets share it.
 * The condition's free description is not part of the sentence, except for free_text
 * where it is the sentence.
 */
QString victoryConditionText(const VictoryCondition &condition, const Scenario &scenario,
                             const Ruleset *ruleset = nullptr,
                             const PanelLibrary *panels = nullptr);

/// A graded result in words: "decisive_victory" -> "decisive victory".
QString victoryResultName(const QString &result);

/// The name of a map edge side: "north" -> "north".
QString edgeSideName(const QString &side);

enum class ListJoin { And, Or };

/// "A", "A and B", "A, B and C" (or "A, B or C").
QString joinedList(const QStringList &items, ListJoin join);

} // namespace hexwright
