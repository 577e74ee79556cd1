// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "scenario/scenario.h"

#include <QList>
#include <QPointF>
#include <QRectF>

namespace hexwright {

class MapRenderer;
struct Panel;
struct PanelLibrary;

/**
 * Where panels can go: the geometry shared by dragging from the dock, moving with the panel
 * tool and double-clicking, in the map view's scene units.
 *
 * A panel's local column 0 must fall on an even map column, so that its odd columns, half a
 * hex higher, continue the map's; any row will do. Near another panel (within half a panel)
 * a dragged one is pulled to sit exactly beside, above or below it, the way the book's
 * panels are laid edge to edge.
 */
class PanelGrid
{
public:
    PanelGrid(const MapRenderer &renderer, const PanelLibrary &library,
              const QList<PanelPlacement> &layout);

    /// The border of @p panel placed at @p spot, as MapRenderer::panelRect() draws it; also
    /// west and north of the map, where the renderer has no hexes.
    QRectF rect(const Panel &panel, OffsetCoord spot) const;
    /// Where @p panel lands when the user holds its north-west corner at @p topLeft: the
    /// nearest even column and row, or beside a neighbour when @p magnetic and one is near.
    /// Placement @p ignore (the one being moved) is not a neighbour.
    OffsetCoord snap(const Panel &panel, QPointF topLeft, bool magnetic = true,
                     int ignore = -1) const;
    /// How far the scene moves when panels move by @p delta columns and rows.
    QPointF offset(OffsetCoord delta) const
    {
        return QPointF(delta.col * m_columnStep, delta.row * m_rowStep);
    }
    /// The placement under @p scenePos, the earliest of overlapping ones (its terrain shows),
    /// or -1.
    int placementAt(QPointF scenePos) const;

    /// Placements of @p layout that @p panel at @p spot would share whole hexes with.
    static QList<int> overlapping(const QList<PanelPlacement> &layout, const PanelLibrary &library,
                                  const Panel &panel, OffsetCoord spot, int ignore = -1);
    /// East of the panel that reaches furthest east, level with it; 0101 on an empty map.
    static OffsetCoord eastOfLayout(const QList<PanelPlacement> &layout,
                                    const PanelLibrary &library);
    /// The first free spot beside placement @p index: east, south, west, north (not off the
    /// map's north-west corner); east of the whole layout when all are taken.
    static OffsetCoord freeSpotBeside(const QList<PanelPlacement> &layout,
                                      const PanelLibrary &library, int index);

private:
    const PanelLibrary &m_library;
    QList<PanelPlacement> m_layout;
    QPointF m_origin; ///< the north-west corner of a panel at 0101
    double m_columnStep = 1;
    double m_rowStep = 1;
};

} // namespace hexwright
