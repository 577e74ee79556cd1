// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/hexboard.h"

#include "map/hexmap.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"

#include <algorithm>
#include <limits>

namespace hexwright {

HexBoard::HexBoard(const HexMap &map, const Ruleset &ruleset)
    : m_map(map)
    , m_ruleset(ruleset)
{ }

HexLayout HexBoard::layout() const
{
    return HexLayout::fromAcrossFlats(m_map.orientation(), 1.0);
}

OffsetSystem HexBoard::offsets() const
{
    return m_map.offsets();
}

QRectF HexBoard::extent() const
{
    // The outermost hexes decide the box: the first and last column and row.
    const int columns = m_map.columns();
    const int rows = m_map.rows();
    const HexLayout hexes = layout();
    const OffsetSystem numbering = offsets();
    QRectF box;
    const auto add = [&](int col, int row) {
        box |= hexes.polygon(numbering.fromOffset(col, row)).boundingRect();
    };
    for (int col = 0; col < columns; ++col) {
        add(col, 0);
        add(col, rows - 1);
    }
    for (int row = 0; row < rows; ++row) {
        add(0, row);
        add(columns - 1, row);
    }
    return columns > 0 && rows > 0 ? box : QRectF();
}

std::optional<Place> HexBoard::placeAt(QPointF point) const
{
    const OffsetCoord hex = offsets().toOffset(layout().pixelToHex(point));
    if (!m_map.contains(hex))
        return std::nullopt;
    return Place(hex);
}

bool HexBoard::isPlayable(const Place &place) const
{
    const auto *hex = std::get_if<OffsetCoord>(&place);
    return hex && m_map.isPlayable(*hex);
}

double HexBoard::distance(const Place &a, const Place &b) const
{
    const auto *from = std::get_if<OffsetCoord>(&a);
    const auto *to = std::get_if<OffsetCoord>(&b);
    if (!from || !to)
        return std::numeric_limits<double>::quiet_NaN();
    return HexCoord::distance(offsets().fromOffset(*from), offsets().fromOffset(*to));
}

bool HexBoard::contains(const Area &area, const Place &place) const
{
    const auto *hex = std::get_if<OffsetCoord>(&place);
    return hex && area.hexes.contains(*hex);
}

QList<TerrainAt> HexBoard::terrainAt(const Place &place) const
{
    const auto *hex = std::get_if<OffsetCoord>(&place);
    if (!hex || !m_map.contains(*hex))
        return {};
    const quint8 index = m_map.terrainAt(*hex);
    if (index == NoTerrain || index >= m_ruleset.terrain.size())
        return {};
    const TerrainType &terrain = m_ruleset.terrain.at(index);
    TerrainAt at;
    at.id = terrain.id;
    at.name = terrain.name;
    return {at};
}

QString HexBoard::label(const Place &place) const
{
    const auto *hex = std::get_if<OffsetCoord>(&place);
    return hex ? m_map.label(*hex) : QString();
}

const HexsideType *HexBoard::hexsideBetween(OffsetCoord a, OffsetCoord b) const
{
    const OffsetSystem numbering = offsets();
    const HexCoord ha = numbering.fromOffset(a);
    const HexCoord step = numbering.fromOffset(b) - ha;
    for (int d = 0; d < HexCoord::DirectionCount; ++d) {
        if (HexCoord::direction(d) == step)
            return hexsideAt(a, d);
    }
    return nullptr;
}

const HexsideType *HexBoard::hexsideAt(OffsetCoord hex, int direction) const
{
    return m_ruleset.hexsideAt(m_map.hexsideAt(hex, direction));
}

int HexBoard::heightAt(OffsetCoord hex) const
{
    return m_map.heightAt(hex);
}

QList<HexsideOnLine> HexBoard::hexsidesOnLine(OffsetCoord from, OffsetCoord to) const
{
    QList<HexsideOnLine> out;
    if (m_map.hexsides().isEmpty())
        return out;
    const OffsetSystem numbering = offsets();
    for (const LineHexside &side :
         hexwright::hexsidesOnLine(numbering.fromOffset(from), numbering.fromOffset(to))) {
        const OffsetCoord hex = numbering.toOffset(side.hex);
        const HexsideType *type = m_ruleset.hexsideAt(m_map.hexsides().at({hex, side.direction}));
        if (type)
            out.append({hex, side.direction, side.along, side.atCorner, type});
    }
    return out;
}

bool HexBoard::hexsideBlocks(const HexsideType &type, OffsetCoord a, OffsetCoord b,
                             OffsetCoord from, OffsetCoord to) const
{
    switch (type.los) {
    case HexsideLos::None:
        return false;
    case HexsideLos::Blocks:
        return true;
    case HexsideLos::BlocksLower: {
        const int top = std::max(heightAt(a), heightAt(b)) + type.height;
        return heightAt(from) < top && heightAt(to) < top;
    }
    }
    return false;
}

} // namespace hexwright
