// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/panel.h"

namespace hexwright {

bool Panel::contains(OffsetCoord local) const
{
    if (orientation == HexOrientation::PointyTop) {
        if (local.row < 0 || local.row > rows || local.col < 0)
            return false;
        const bool odd = (local.row & 1) != 0;
        return local.col < (odd ? columns + 1 : columns);
    }
    if (local.col < 0 || local.col > columns || local.row < 0)
        return false;
    const bool odd = (local.col & 1) != 0;
    return local.row < (odd ? rows + 1 : rows);
}

quint8 Panel::terrainAt(OffsetCoord local) const
{
    if (!contains(local))
        return NoTerrain;
    return quint8(terrain.at(local.row * (columns + 1) + local.col));
}

HexCover Panel::coverAt(OffsetCoord local) const
{
    if (orientation == HexOrientation::PointyTop) {
        if (local.row == 0)
            return HexCover::SouthHalf;
        if (local.row == rows)
            return HexCover::NorthHalf;
        if ((local.row & 1) != 0) {
            if (local.col == 0)
                return HexCover::EastHalf;
            if (local.col == columns)
                return HexCover::WestHalf;
        }
        return HexCover::Whole;
    }
    if (local.col == 0)
        return HexCover::EastHalf;
    if (local.col == columns)
        return HexCover::WestHalf;
    if ((local.col & 1) != 0) {
        if (local.row == 0)
            return HexCover::SouthHalf;
        if (local.row == rows)
            return HexCover::NorthHalf;
    }
    return HexCover::Whole;
}

OffsetCoord Panel::rotated(OffsetCoord local, int rotation) const
{
    if (rotation != 180)
        return local;
    if (orientation == HexOrientation::PointyTop) {
        const bool odd = (local.row & 1) != 0;
        return {(odd ? columns : columns - 1) - local.col, rows - local.row};
    }
    // Odd columns have one more row than even ones, hence the different mirror line.
    const bool odd = (local.col & 1) != 0;
    return {columns - local.col, (odd ? rows : rows - 1) - local.row};
}

const PanelFeature *Panel::findFeature(const QString &featureId) const
{
    for (const PanelFeature &f : features) {
        if (f.id == featureId)
            return &f;
    }
    return nullptr;
}

const PanelRoad *Panel::findRoad(const QString &roadId) const
{
    for (const PanelRoad &r : roads) {
        if (r.id == roadId)
            return &r;
    }
    return nullptr;
}

const Panel *PanelLibrary::findPanel(const QString &panelId) const
{
    for (const Panel &p : panels) {
        if (p.id == panelId)
            return &p;
    }
    return nullptr;
}

QStringList PanelLibrary::panelIds() const
{
    QStringList ids;
    for (const Panel &p : panels)
        ids.append(p.id);
    return ids;
}

QChar PanelLibrary::symbolFor(const QString &terrainId) const
{
    for (auto it = legend.cbegin(); it != legend.cend(); ++it) {
        if (it.value() == terrainId)
            return it.key();
    }
    return QChar();
}

} // namespace hexwright
