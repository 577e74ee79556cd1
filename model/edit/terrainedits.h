// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariodocument.h"

#include <QList>
#include <QString>

#include <optional>

namespace hexwright {

class HexClipboard;
class HexMap;

/**
 * The terrain tools' edits, built from the undo commands and pushed on the document's
 * stack: painting, erasing paint, road links and pasting. Each function pushes nothing
 * when nothing would change, so a click that changes nothing leaves no empty undo step.
 */

/// The change that makes @p hex show @p terrain, or nullopt if it shows it already.
/// Painting the panels' own terrain takes the paint away instead of painting over it, so a
/// scenario only records real differences; NoTerrain erases paint where there is some.
std::optional<TerrainChange> terrainChangeFor(const ScenarioDocument &document, OffsetCoord hex,
                                              quint8 terrain);

/// Paints @p hexes with @p terrain (NoTerrain erases paint) as part of stroke @p strokeId;
/// strokes with the same id merge into one undo step. @p text names the step if not empty.
/// Returns whether a command was pushed.
bool paintHexes(ScenarioDocument *document, const QList<OffsetCoord> &hexes, quint8 terrain,
                int strokeId, const QString &text = QString());

/// The road links of a road drawn from the centre of @p from to the centre of @p to: one link
/// between each two hexes in a row of the hex line between them (hexLine() in the map's
/// numbering), normalized, in order from @p from, leaving out links with an end off the map.
/// What the road tool adds when the mouse jumps several hexes at once.
QList<RoadLink> roadLinksAlong(const HexMap &map, OffsetCoord from, OffsetCoord to);

/// Sets each road link present or absent, as one undo step; links that are already so are
/// left out. Returns whether a command was pushed.
bool editRoadLinks(ScenarioDocument *document, const QList<std::pair<RoadLink, bool>> &links);

/// Pastes @p clipboard with its centre on @p centre: terrain on every paintable hex it
/// covers and the clipboard's road links between those hexes (roads already there stay).
/// One undo step named "Paste". Returns whether anything changed.
bool pasteHexes(ScenarioDocument *document, const HexClipboard &clipboard, OffsetCoord centre);

} // namespace hexwright
