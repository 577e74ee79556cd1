// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "hex/hexlayout.h"

namespace hexwright {

class HexMap;
struct Ruleset;

/**
 * A hex board: Board over an assembled HexMap, with the ruleset's terrain types for
 * terrainAt(). It owns nothing: the map and the ruleset must outlive it, and a board made
 * before the map was recomposed sees the new map (the document recomposes in place).
 *
 * Board units: a hex measures 1 across its flats and hex 0101 (offset 0, 0) is centred at
 * the origin, so the board does not depend on how large a view draws it; the renderer maps
 * these units to its scene (BoardRenderer::boardToScene()).
 */
class HexBoard : public Board
{
public:
    HexBoard(const HexMap &map, const Ruleset &ruleset);

    const HexMap &map() const { return m_map; }
    /// The layout of board units: across the flats 1, hex (0, 0) at the origin, in the
    /// map's orientation (asked of the map each time: a recomposed map may have turned).
    HexLayout layout() const;
    /// The numbering of the map's hexes (offsets <-> axial coordinates).
    OffsetSystem offsets() const;

    BoardKind kind() const override { return BoardKind::Hex; }
    QRectF extent() const override;
    std::optional<Place> placeAt(QPointF point) const override;
    bool isPlayable(const Place &place) const override;
    double distance(const Place &a, const Place &b) const override;
    bool contains(const Area &area, const Place &place) const override;
    QList<TerrainAt> terrainAt(const Place &place) const override;
    QString label(const Place &place) const override;

private:
    const HexMap &m_map;
    const Ruleset &m_ruleset;
};

} // namespace hexwright
