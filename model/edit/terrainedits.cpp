// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/terrainedits.h"

#include "commands/changelayout.h"
#include "commands/paintterrain.h"
#include "edit/hexclipboard.h"
#include "edit/hexregion.h"
#include "hex/hexlayout.h"
#include "map/hexmap.h"

#include <QCoreApplication>
#include <QSet>
#include <QUndoStack>

namespace hexwright {

std::optional<TerrainChange> terrainChangeFor(const ScenarioDocument &document, OffsetCoord hex,
                                              quint8 terrain)
{
    const HexMap &map = document.map();
    const bool painted = document.scenario().terrain.at(hex) != NoTerrain;
    if (terrain == NoTerrain || (map.contains(hex) && terrain == map.baseTerrainAt(hex))) {
        if (painted)
            return TerrainChange {hex, NoTerrain};
        return std::nullopt;
    }
    if (map.contains(hex) && map.terrainAt(hex) == terrain)
        return std::nullopt;
    return TerrainChange {hex, terrain};
}

bool paintHexes(ScenarioDocument *document, const QList<OffsetCoord> &hexes, quint8 terrain,
                int strokeId, const QString &text)
{
    QList<TerrainChange> changes;
    changes.reserve(hexes.size());
    for (const OffsetCoord hex : hexes) {
        if (const std::optional<TerrainChange> change = terrainChangeFor(*document, hex, terrain))
            changes.append(*change);
    }
    if (changes.isEmpty())
        return false;
    auto *command = new PaintTerrain(document, changes, strokeId);
    if (!text.isEmpty())
        command->setText(text);
    document->undoStack()->push(command);
    return true;
}

QList<RoadLink> roadLinksAlong(const HexMap &map, OffsetCoord from, OffsetCoord to)
{
    const OffsetSystem &offsets = map.offsets();
    const QList<HexCoord> steps = hexLine(offsets.fromOffset(from), offsets.fromOffset(to));
    QList<RoadLink> links;
    for (qsizetype i = 1; i < steps.size(); ++i) {
        const OffsetCoord a = offsets.toOffset(steps.at(i - 1));
        const OffsetCoord b = offsets.toOffset(steps.at(i));
        if (map.contains(a) && map.contains(b))
            links.append(RoadLink {a, b}.normalized());
    }
    return links;
}

bool editRoadLinks(ScenarioDocument *document, const QList<std::pair<RoadLink, bool>> &links)
{
    const HexMap &map = document->map();
    const OffsetSystem &offsets = map.offsets();
    QList<std::pair<RoadLink, bool>> changes;
    for (const auto &[link, present] : links) {
        const bool has = map.hasRoad(offsets.fromOffset(link.a), offsets.fromOffset(link.b));
        if (has != present)
            changes.append({link, present});
    }
    if (changes.isEmpty())
        return false;
    document->undoStack()->push(new EditRoads(document, changes));
    return true;
}

bool pasteHexes(ScenarioDocument *document, const HexClipboard &clipboard, OffsetCoord centre)
{
    // Only the hexes that can take paint; the roads follow the same outline.
    const HexMap &map = document->map();
    const OffsetSystem &offsets = map.offsets();
    QList<TerrainChange> terrain;
    QSet<HexCoord> covered;
    for (const TerrainChange &cell : clipboard.placedTerrain(offsets, centre)) {
        if (!isPaintable(map, cell.hex))
            continue;
        covered.insert(offsets.fromOffset(cell.hex));
        if (const std::optional<TerrainChange> change
            = terrainChangeFor(*document, cell.hex, cell.terrain))
            terrain.append(*change);
    }
    // The copied road links are drawn on top; roads already there stay, so a pasted wood
    // does not cut the road it is pasted over.
    QList<std::pair<RoadLink, bool>> roads;
    for (const RoadLink &link : clipboard.placedRoads(offsets, centre)) {
        const HexCoord a = offsets.fromOffset(link.a);
        const HexCoord b = offsets.fromOffset(link.b);
        if (covered.contains(a) && covered.contains(b) && !map.hasRoad(a, b))
            roads.append({link, true});
    }
    if (terrain.isEmpty() && roads.isEmpty())
        return false;

    QUndoStack *stack = document->undoStack();
    stack->beginMacro(QCoreApplication::translate("Undo Commands", "Paste"));
    if (!terrain.isEmpty())
        stack->push(new PaintTerrain(document, terrain, PaintTerrain::nextStrokeId()));
    if (!roads.isEmpty())
        stack->push(new EditRoads(document, roads));
    stack->endMacro();
    return true;
}

} // namespace hexwright
