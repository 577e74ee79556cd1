// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariodocument.h"
#include "hex/hexcoord.h"
#include "hex/offsetcoord.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace hexwright {

class HexMap;

/**
 * A piece of map lifted by Copy: the terrain of each hex and the road links between them,
 * kept relative to a centre hex so that it can be turned in 60 degree steps and mirrored
 * before it is pasted somewhere else.
 *
 * The terrain is the terrain as shown (the panels' or the painted), by index into the
 * ruleset the clipboard remembers; a clipboard from another ruleset cannot be pasted.
 * toByteArray() gives the form put on the system clipboard under MimeType.
 */
class HexClipboard
{
public:
    struct Cell
    {
        HexCoord offset; ///< from the centre hex
        quint8 terrain = 0;
    };

    static const QString MimeType;

    HexClipboard() = default;
    /// The terrain of @p hexes (those on the map) and the roads between them. The centre is
    /// the hex nearest to their middle.
    static HexClipboard copy(const HexMap &map, const QList<OffsetCoord> &hexes,
                             const QString &rulesetId);

    bool isEmpty() const { return m_cells.isEmpty(); }
    QString rulesetId() const { return m_rulesetId; }
    const QList<Cell> &cells() const { return m_cells; }
    /// Road links between two cells, as pairs of offsets from the centre.
    const QList<std::pair<HexCoord, HexCoord>> &roads() const { return m_roads; }

    /// Turned @p sixths * 60 degrees clockwise around the centre hex (the same in either
    /// orientation: a sixth turn takes each axial direction to the next).
    HexClipboard rotated(int sixths) const;
    /// Mirrored left to right, across the north-south line through the centre hex, as the
    /// hexes are drawn in @p orientation (the map's: the mirror line differs between them).
    HexClipboard mirrored(HexOrientation orientation) const;

    /// The cells placed with the centre on @p centre, as map hexes in @p offsets (the map's
    /// numbering) and their terrain.
    QList<TerrainChange> placedTerrain(const OffsetSystem &offsets, OffsetCoord centre) const;
    /// The road links placed with the centre on @p centre, in @p offsets.
    QList<RoadLink> placedRoads(const OffsetSystem &offsets, OffsetCoord centre) const;

    QByteArray toByteArray() const;
    static std::optional<HexClipboard> fromByteArray(const QByteArray &data);

private:
    template<typename Map> HexClipboard transformed(Map map) const;

    QString m_rulesetId;
    QList<Cell> m_cells;
    QList<std::pair<HexCoord, HexCoord>> m_roads;
};

} // namespace hexwright
