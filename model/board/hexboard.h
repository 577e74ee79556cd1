// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "hex/hexlayout.h"
#include "hex/hexsideline.h"

namespace hexwright {

class HexMap;
struct HexsideType;
struct Ruleset;

/// A featured hex side a line of sight meets: where, how, and the ruleset's type.
struct HexsideOnLine
{
    OffsetCoord hex; ///< the side's canonical hex (map/hexsides.h)
    int direction = 0; ///< 0..2
    bool along = false; ///< the line runs along the side
    bool atCorner = false; ///< the line touches only the side's end
    const HexsideType *type = nullptr;
};

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

    /// The hexside feature between two adjacent hexes, or null (none, or not adjacent).
    const HexsideType *hexsideBetween(OffsetCoord a, OffsetCoord b) const;
    /// The hexside feature on side @p direction (0..5) of @p hex, or null.
    const HexsideType *hexsideAt(OffsetCoord hex, int direction) const;
    /// The height of @p hex (0 unless the scenario gives one).
    int heightAt(OffsetCoord hex) const;
    /// The featured hex sides a line of sight from @p from to @p to crosses or runs along,
    /// in order along the line (hexsidesOnLine()); sides without a feature are left out.
    QList<HexsideOnLine> hexsidesOnLine(OffsetCoord from, OffsetCoord to) const;
    /// Whether a hexside of @p type on the side between @p a and @p b blocks the line of sight
    /// between @p from and @p to by its `los:` rule and the heights (hexsidetype.h).
    bool hexsideBlocks(const HexsideType &type, OffsetCoord a, OffsetCoord b, OffsetCoord from,
                       OffsetCoord to) const;

private:
    const HexMap &m_map;
    const Ruleset &m_ruleset;
};

} // namespace hexwright
