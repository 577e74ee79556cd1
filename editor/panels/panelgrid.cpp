// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/panelgrid.h"

#include "map/panel.h"
#include "render/maprenderer.h"

#include <cmath>
#include <limits>

namespace hexwright {

namespace {

// The columns and rows a panel's whole hexes cover; neighbours share only the cut halves.
struct Span
{
    int left, top, right, bottom; // right and bottom exclusive

    bool intersects(const Span &o) const
    {
        return left < o.right && o.left < right && top < o.bottom && o.top < bottom;
    }
};

Span spanOf(const Panel &panel, OffsetCoord spot)
{
    return {spot.col, spot.row, spot.col + panel.columns, spot.row + panel.rows};
}

} // namespace

PanelGrid::PanelGrid(const MapRenderer &renderer, const PanelLibrary &library,
                     const QList<PanelPlacement> &layout)
    : m_library(library)
    , m_layout(layout)
{
    // Steps measured on the renderer, so the grid is the one drawn whatever the hex size.
    const QPointF centre = renderer.hexCentre({0, 0});
    m_columnStep = (renderer.hexCentre({2, 0}).x() - centre.x()) / 2;
    m_rowStep = renderer.hexCentre({0, 1}).y() - centre.y();
    m_origin = QPointF(centre.x(), centre.y() - m_rowStep / 2);
}

QRectF PanelGrid::rect(const Panel &panel, OffsetCoord spot) const
{
    return QRectF(m_origin.x() + spot.col * m_columnStep, m_origin.y() + spot.row * m_rowStep,
                  panel.columns * m_columnStep, panel.rows * m_rowStep);
}

OffsetCoord PanelGrid::snap(const Panel &panel, QPointF topLeft, bool magnetic, int ignore) const
{
    const double col = (topLeft.x() - m_origin.x()) / m_columnStep;
    const double row = (topLeft.y() - m_origin.y()) / m_rowStep;
    const OffsetCoord onGrid {2 * int(std::lround(col / 2)), int(std::lround(row))};
    if (!magnetic)
        return onGrid;

    // Beside, above or below each other panel, when no more than half a panel away.
    OffsetCoord best = onGrid;
    double bestDistance = std::numeric_limits<double>::max();
    bool bestFree = false;
    for (qsizetype i = 0; i < m_layout.size(); ++i) {
        const Panel *other = m_library.findPanel(m_layout.at(i).panel);
        if (i == ignore || !other)
            continue;
        const PanelPlacement &p = m_layout.at(i);
        const OffsetCoord candidates[] = {{p.column + other->columns, p.row},
                                          {p.column - panel.columns, p.row},
                                          {p.column, p.row + other->rows},
                                          {p.column, p.row - panel.rows}};
        for (const OffsetCoord &c : candidates) {
            if (std::abs(col - c.col) >= panel.columns / 2.0
                || std::abs(row - c.row) >= panel.rows / 2.0)
                continue;
            const double distance
                = std::hypot((col - c.col) * m_columnStep, (row - c.row) * m_rowStep);
            // A free spot beats a closer one that would cover another panel.
            const bool free = overlapping(m_layout, m_library, panel, c, ignore).isEmpty();
            if ((free && !bestFree) || (free == bestFree && distance < bestDistance)) {
                best = c;
                bestDistance = distance;
                bestFree = free;
            }
        }
    }
    return best;
}

int PanelGrid::placementAt(QPointF scenePos) const
{
    for (qsizetype i = 0; i < m_layout.size(); ++i) {
        const PanelPlacement &p = m_layout.at(i);
        const Panel *panel = m_library.findPanel(p.panel);
        if (panel && rect(*panel, {p.column, p.row}).contains(scenePos))
            return int(i);
    }
    return -1;
}

QList<int> PanelGrid::overlapping(const QList<PanelPlacement> &layout, const PanelLibrary &library,
                                  const Panel &panel, OffsetCoord spot, int ignore)
{
    QList<int> found;
    const Span span = spanOf(panel, spot);
    for (qsizetype i = 0; i < layout.size(); ++i) {
        const PanelPlacement &p = layout.at(i);
        const Panel *other = library.findPanel(p.panel);
        if (i != ignore && other && span.intersects(spanOf(*other, {p.column, p.row})))
            found.append(int(i));
    }
    return found;
}

OffsetCoord PanelGrid::eastOfLayout(const QList<PanelPlacement> &layout,
                                    const PanelLibrary &library)
{
    OffsetCoord spot {0, 0};
    int east = std::numeric_limits<int>::min();
    for (const PanelPlacement &p : layout) {
        const Panel *panel = library.findPanel(p.panel);
        // The furthest east; of equals, the northernmost.
        if (panel
            && (p.column + panel->columns > east
                || (p.column + panel->columns == east && p.row < spot.row))) {
            east = p.column + panel->columns;
            spot = {east, p.row};
        }
    }
    return spot;
}

OffsetCoord PanelGrid::freeSpotBeside(const QList<PanelPlacement> &layout,
                                      const PanelLibrary &library, int index)
{
    const PanelPlacement &p = layout.at(index);
    const Panel *panel = library.findPanel(p.panel);
    if (!panel)
        return eastOfLayout(layout, library);
    const OffsetCoord candidates[] = {{p.column + panel->columns, p.row},
                                      {p.column, p.row + panel->rows},
                                      {p.column - panel->columns, p.row},
                                      {p.column, p.row - panel->rows}};
    for (const OffsetCoord &c : candidates) {
        // West of column 01 or north of row 01 would move the whole map.
        if (c.col >= 0 && c.row >= 0 && overlapping(layout, library, *panel, c).isEmpty())
            return c;
    }
    return eastOfLayout(layout, library);
}

} // namespace hexwright
