// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "map/hexsides.h"

#include <QList>
#include <QString>

namespace hexwright {

class ScenarioDocument;

/**
 * The hexside and height tools' edits: pure functions that compute the new part, and the
 * pushes that make them undo steps (ChangeHexsides, ChangeHeights). A stroke is every push
 * with the same @p strokeKey in a row: they merge into one undo step, and a stroke that ends
 * where it began leaves none. Nothing is pushed when nothing would change.
 */

/**
 * The scenario's hexsides @p overrides with each of @p sides showing @p type (NoHexside:
 * nothing) over the panels' @p panelSides: the override goes where the panels already show
 * @p type, and erasing a panel's feature is an ErasedHexside entry.
 */
Hexsides withHexsides(const Hexsides &overrides, const Hexsides &panelSides,
                      const QList<HexsideKey> &sides, quint8 type);
/// @p heights with @p height on each of @p hexes (0 clears the scenario's height: the hex shows
/// its panel's again).
HexHeights withHeights(const HexHeights &heights, const QList<OffsetCoord> &hexes, int height);

/// Paints @p type on @p sides (NoHexside erases) as part of stroke @p strokeKey ("Paint
/// hexsides" or "Erase hexsides"). Returns whether a command was pushed.
bool paintHexsides(ScenarioDocument *document, const QList<HexsideKey> &sides, quint8 type,
                   const QString &strokeKey);
/// Gives @p hexes the height @p height as part of stroke @p strokeKey ("Set height").
/// Returns whether a command was pushed.
bool paintHeights(ScenarioDocument *document, const QList<OffsetCoord> &hexes, int height,
                  const QString &strokeKey);
/// A merge key no stroke has had: a tool asks for one when a stroke starts.
QString newStrokeKey(const QString &tool);

} // namespace hexwright
