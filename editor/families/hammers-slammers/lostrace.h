// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/rules/los.h"

#include <QString>

#include <functional>

class QPainter;

namespace hexwright {

class MapRenderer;
struct Ruleset;

/**
 * Paints a line of sight over the map (scene units): the line from centre to centre, every
 * intervening hex tinted and labelled with its LOS value (red where it blocks), the firer's
 * and target's values, and the verdict with the range beside the target. The LOS tool of the
 * editor and the playtest's fire phases draw the same picture of rules::traceLineOfSight().
 */
/// Which part of a line of sight to paint: a map with counters paints the line Under them and
/// its values and verdict Over them, so that no counter hides the labels.
enum class LosLayer { All, Under, Over };
void paintLosTrace(QPainter *painter, const MapRenderer &renderer, const rules::LosTrace &trace,
                   qreal pixelsPerUnit, LosLayer layer = LosLayer::All);

/// "0305 (slope 1) -> 0809 (hilltop 2), range 5: clear; crossed 0406 clear 0, 0506 forest 2
/// ...": the trace in words, with @p label naming hexes and terrain names from @p ruleset.
QString describeLosTrace(const rules::LosTrace &trace, const Ruleset &ruleset,
                         const std::function<QString(HexCoord)> &label);

/// The verdict alone: "Clear", or "Blocked by 0506 (forest 2 > 1)".
QString losVerdict(const rules::LosTrace &trace, const std::function<QString(HexCoord)> &label);

} // namespace hexwright
