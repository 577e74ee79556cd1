// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexlayout.h"
#include "hex/offsetcoord.h"
#include "render/terrainstyle.h"

#include <QImage>
#include <QLineF>
#include <QList>
#include <QPolygonF>
#include <QRectF>

class QPainter;

namespace hexwright {

class HexMap;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

/**
 * Paints an assembled map (terrain, roads, hex grid and labels, panel borders, scenario
 * markers) onto any QPainter: the editor's map view, and the PNG, SVG and PDF exports.
 *
 * Scene units: the hex measures acrossFlats() between its flat sides (by default 16 mm at
 * 96 dpi, so a 100 % zoom on a 96 dpi screen shows the map at its printed size). The map's
 * bounding box starts at (0, 0). paint() draws only the hexes that meet the exposed rectangle
 * and leaves out detail that would be too small to see at the given scale, so that a
 * 1000 x 1000 map zoomed out repaints as quickly as a small one.
 *
 * The renderer keeps references: the map, ruleset, scenario and panel library must outlive
 * it. Call invalidate() after changing the map's terrain.
 */
class MapRenderer
{
public:
    static constexpr double DefaultAcrossFlats = 16.0 / 25.4 * 96.0;

    /// Hex sizes on the output device, in pixels across the flats, below which detail is
    /// left out: the overview image replaces single hexes, then grid, patterns and labels.
    static constexpr double OverviewBelowPixels = 5.0;
    static constexpr double GridFromPixels = 6.0;
    static constexpr double PatternFromPixels = 18.0;
    static constexpr double LabelFromPixels = 28.0;

    MapRenderer(const HexMap &map, const Ruleset &ruleset, const Scenario &scenario,
                const PanelLibrary &panels, double acrossFlats = DefaultAcrossFlats);
    ~MapRenderer();
    MapRenderer(const MapRenderer &) = delete;
    MapRenderer &operator=(const MapRenderer &) = delete;

    const HexMap &map() const { return m_map; }
    const Ruleset &ruleset() const { return m_ruleset; }
    HexLayout layout() const { return m_layout; }
    double acrossFlats() const { return m_acrossFlats; }
    /// Everything paint() may draw, in scene units.
    QRectF boundingRect() const { return m_bounds; }

    QPointF hexCentre(OffsetCoord hex) const;
    QPolygonF hexPolygon(OffsetCoord hex) const;
    /// The polygon drawn for @p hex: the whole hex, or for a half hex at the map's edge the
    /// part inside its panel's border.
    QPolygonF halfHexPolygon(OffsetCoord hex) const;
    /// The map hex whose hexagon contains @p scenePoint (it may lie off the map: check
    /// HexMap::contains).
    OffsetCoord hexAt(QPointF scenePoint) const;
    /// The border of placement @p index of the scenario's layout: through the centres of the
    /// cut side columns and along the top and bottom edges of the panel's whole hexes.
    QRectF panelRect(int index) const;

    /// Paints the parts of the map that meet @p exposed (scene units) at a scale of
    /// @p pixelsPerSceneUnit device pixels per scene unit.
    void paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit) const;

    /// Drops cached drawings; call after the map's terrain changed.
    void invalidate();
    /// The terrain of these hexes changed: refresh what is cached of them.
    void invalidateHexes(const QList<OffsetCoord> &hexes);

private:
    struct HexRange
    {
        int firstCol = 0;
        int lastCol = -1;
        int firstRow = 0;
        int lastRow = -1;
    };
    HexRange hexesIn(const QRectF &rect) const;
    const TerrainStyle *styleAt(OffsetCoord hex) const;

    void paintOverview(QPainter *painter, const QRectF &exposed) const;
    void paintTerrain(QPainter *painter, const HexRange &range, double hexPixels) const;
    void paintBridgeDecks(QPainter *painter, const HexRange &range) const;
    void paintUnplayable(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const;
    void paintGrid(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const;
    void paintRoads(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const;
    void paintLabels(QPainter *painter, const HexRange &range, double hexPixels) const;
    void paintMarkers(QPainter *painter, const QRectF &exposed, double hexPixels) const;
    void paintPanels(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const;

    const HexMap &m_map;
    const Ruleset &m_ruleset;
    const Scenario &m_scenario;
    double m_acrossFlats;
    HexLayout m_layout;
    QPolygonF m_corners; ///< the six corner offsets of every hex
    QRectF m_bounds;
    QList<TerrainStyle> m_styles; ///< by terrain index
    QList<QRectF> m_panelRects; ///< by placement index; null for unknown panels
    QList<QList<QLineF>> m_roadsByColumn; ///< road segments by the west end's column
    mutable QImage m_overview; ///< one pixel per hex column, two per row; built on demand
};

} // namespace hexwright
