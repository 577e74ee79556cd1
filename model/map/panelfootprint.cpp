// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "map/panelfootprint.h"

#include "map/panel.h"
#include "scenario/scenario.h"

namespace hexwright {

bool panelCovers(const Panel &panel, const PanelPlacement &placement, OffsetCoord hex)
{
    // A half turn is its own inverse: turning the map hex back gives the panel's local hex.
    const OffsetCoord local
        = panel.rotated({hex.col - placement.column, hex.row - placement.row}, placement.rotation);
    return panel.contains(local);
}

QList<OffsetCoord> panelFootprint(const Panel &panel, const PanelPlacement &placement)
{
    QList<OffsetCoord> hexes;
    for (int row = 0; row <= panel.rows; ++row) {
        for (int col = 0; col <= panel.columns; ++col) {
            const OffsetCoord local {col, row};
            if (!panel.contains(local))
                continue;
            const OffsetCoord turned = panel.rotated(local, placement.rotation);
            hexes.append({placement.column + turned.col, placement.row + turned.row});
        }
    }
    return hexes;
}

} // namespace hexwright
