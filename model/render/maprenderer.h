// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexlayout.h"
#include "hex/offsetcoord.h"
#include "render/boardlook.h"
#include "render/mapoverview.h"
#include "render/terrainstyle.h"
#include "render/tilecache.h"

#include <QByteArray>
#include <QHash>
#include <QLineF>
#include <QList>
#include <QPolygonF>
#include <QRectF>

#include <functional>
#include <memory>

class QPainter;
class QPen;
class QTransform;

namespace hexwright {

class GlyphStamps;
class HexMap;
class LineStamps;
class TerrainStamps;
struct HexPixelGrid;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

/**
 * Paints an assembled map (terrain, roads, hex grid and labels, panel borders, scenario
 * markers) onto any QPainter: the editor's map view, and the PNG, SVG and PDF exports.
 *
 * Scene units: the hex measures acrossFlats() between its flat sides (by default 16 mm at
 * 96 dpi, so a 100 % zoom on a 96 dpi screen shows the map at its printed size), flat-top or
 * pointy-top as the map is (HexMap::orientation()). The map's bounding box starts at (0, 0).
 * paint() draws only the hexes that meet the exposed rectangle and leaves out detail that would be
 * too small to see at the given scale.
 *
 * On raster devices (screens, images) at a plain scale the picture comes from tiles cached per
 * zoom (TileCache), so a repaint copies pixels. New tiles are filled a scanline at a time from
 * hexes drawn once per zoom (rasterizeHexes() and TerrainStamps) instead of shape by shape,
 * and when hexes are only a few pixels wide an overview image with a pixel per hex stands in
 * for them. Painting hexes renders again only their part of the tiles and their pixels of the
 * overview, so a 1000 x 1000 map repaints as quickly as a small one at every zoom. Tiles are
 * rendered on all cores; a picture too large for the cache (an export of the whole map) is
 * made a band at a time and not kept. Vector devices (SVG, PDF, printers) get the same picture
 * drawn shape by shape. The scanline fill knows flat-top hexes only: the tiles of a pointy-top
 * map are drawn shape by shape (correct, and slower on large maps).
 *
 * The renderer keeps references: the map, ruleset, scenario and panel library must outlive
 * it. Call invalidateHexes() after painting hexes and invalidate() after other changes of the
 * map's terrain.
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
    /// Above this hex size the few hexes on screen are drawn as shapes even into tiles.
    static constexpr double StampUpToPixels = 160.0;
    /// From and up to these hex sizes tiles copy roads from LineStamps: below, roads are
    /// thinner than a pixel (a cosmetic pen); above, few are on screen.
    static constexpr double RoadStampsFromPixels = 10.0;
    static constexpr double RoadStampsUpToPixels = 64.0;

    /// How exactly paint() must draw.
    enum class PaintMode {
        Exact, ///< the picture at this zoom
        /// Tiles of a nearby zoom, scaled, where this zoom has none yet: for the frames of a
        /// zoom gesture; paint again with Exact when it ends.
        Quick,
    };

    MapRenderer(const HexMap &map, const Ruleset &ruleset, const Scenario &scenario,
                const PanelLibrary &panels, double acrossFlats = DefaultAcrossFlats);
    ~MapRenderer();
    MapRenderer(const MapRenderer &) = delete;
    MapRenderer &operator=(const MapRenderer &) = delete;

    const HexMap &map() const { return m_map; }
    const Ruleset &ruleset() const { return m_ruleset; }
    HexLayout layout() const { return m_layout; }
    /// The map's numbering: converts between the offsets of hexCentre() and hexAt() and the
    /// layout's axial hexes.
    const OffsetSystem &offsets() const { return m_offsets; }
    double acrossFlats() const { return m_acrossFlats; }
    /// From a hex's centre up to the top of its number: near the top flat of a flat-top hex,
    /// lower in a pointy-top one, whose top corner leaves no room.
    double labelTop() const { return m_labelTop; }
    /// Whether hex numbers are drawn (where hexes are large enough); on by default.
    void setHexLabels(bool on) { m_hexLabels = on; }
    bool hexLabels() const { return m_hexLabels; }
    /// The look of the lines and labels; a new look drops the cached tiles.
    void setLook(const BoardLook &look);
    BoardLook look() const { return m_look; }
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
    /**
     * Where placement @p index's badge (its id and north arrow) is drawn: near the panel's
     * north-west corner, on the spot of its top and left bands that covers the fewest
     * playable hexes: none where the panel has half hexes at the map's edge (the corner's
     * hatched halves), the least it can where seams make every hex whole. Found once.
     */
    QRectF panelBadgeBox(int index) const;

    /// Paints the parts of the map that meet @p exposed (scene units) at a scale of
    /// @p pixelsPerSceneUnit device pixels per scene unit.
    void paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit,
               PaintMode mode = PaintMode::Exact) const;

    /// Drops everything cached and reads the map's terrain again.
    void invalidate();
    /// The terrain of these hexes changed: refreshes what is cached of them and returns the
    /// scene rectangle where pictures painted before may have changed (the hexes and as much
    /// round them as pens and smoothing reach at the zooms painted so far).
    QRectF invalidateHexes(const QList<OffsetCoord> &hexes);

    /// The whole map at one pixel per hex column and two per row (see MapOverview).
    const MapOverview &overview() const { return m_overview; }
    /// Where overview() lies in the scene.
    QRectF overviewRect() const;

    /// Drops the cached tiles: the next paint renders them afresh.
    void clearCache();
    /// Memory held by cached tiles and pre-drawn hexes, in bytes.
    qsizetype cacheBytes() const;
    /// The most memory cached tiles may hold (64 MB by default); tiles of the paint under
    /// way are kept even beyond it.
    void setCacheLimit(qsizetype bytes);

private:
    struct HexRange
    {
        int firstCol = 0;
        int lastCol = -1;
        int firstRow = 0;
        int lastRow = -1;
        QRectF area; ///< the scene rectangle asked for
    };
    struct ZoomCache; ///< what is drawn once per zoom: the terrain stamps
    /// The hexes whose bounding box, with room for pens a little wider, meets @p rect.
    HexRange hexesIn(const QRectF &rect, qreal pixelsPerUnit) const;
    const TerrainStyle *styleAt(OffsetCoord hex) const;
    uchar cellOf(OffsetCoord hex) const;
    QRgb overviewColour(uchar cell) const;
    /// Runs @p job(0) ... @p job(count - 1) on every core, this thread included.
    static void onAllCores(int count, const std::function<void(int)> &job)
    {
        TileCache::onAllCores(count, job);
    }
    uchar roadsAt(int col, int row) const
    {
        return col >= 0 && row >= 0 && col < m_columns && row < m_rows
            ? uchar(m_roads.at(qsizetype(row) * m_columns + col))
            : 0;
    }
    void updateHex(OffsetCoord hex);
    HexPixelGrid pixelGrid(double zoom) const;
    ZoomCache &zoomCache(double zoom) const;
    const TerrainStamps *stampsFor(double zoom) const;
    /// The road stamps of @p zoom (made when first asked for), or null where roads are not
    /// drawn from stamps at that zoom.
    const LineStamps *roadStampsFor(double zoom) const;
    /// The road stamps of @p zoom if roadStampsFor() made them (safe while tiles render).
    const LineStamps *madeRoadStamps(double zoom) const;
    /// The placements whose panel rectangle may meet @p rect, each once.
    QList<int> panelsIn(const QRectF &rect) const;

    // maprenderer_tiles.cpp: the raster picture
    bool paintTiled(QPainter *painter, const QRectF &area, PaintMode mode) const;
    using TileJob = TileCache::TileJob;
    void renderTiles(QList<TileJob> &jobs, double zoom) const;
    void renderTile(QImage &image, const QRect &rect, QPoint origin, double zoom) const;

    // maprenderer_layers.cpp: drawing shape by shape
    void paintShapes(QPainter *painter, const QRectF &area, qreal pixelsPerUnit,
                     bool terrainRasterized) const;
    void paintOverview(QPainter *painter, const QRectF &exposed) const;
    void paintTerrain(QPainter *painter, const HexRange &range, double hexPixels) const;
    void paintBridgeDecks(QPainter *painter, const HexRange &range) const;
    void paintUnplayable(QPainter *painter, const HexRange &range, qreal pixelsPerUnit,
                         bool withGround, bool withOutline) const;
    void paintGrid(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const;
    void paintRoads(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const;
    /// The roads' pen at @p pixelsPerUnit, in scene units or, with @p devicePixels, in pixels.
    QPen roadPen(qreal pixelsPerUnit, bool devicePixels) const;
    void paintLabels(QPainter *painter, const HexRange &range, double hexPixels) const;
    void paintLabelGlyphs(QPainter *painter, const HexRange &range, qreal pixelsPerUnit) const;
    /// The hex numbers' glyphs at @p zoom as GlyphStamps, indexed as in LabelCharacters.
    std::unique_ptr<GlyphStamps> makeLabelStamps(double zoom) const;
    /// The label stamps of @p zoom (made when first asked for, where labels are drawn).
    const GlyphStamps *labelStampsFor(double zoom) const;
    /// The label stamps of @p zoom if labelStampsFor() made them (safe while tiles render).
    const GlyphStamps *madeLabelStamps(double zoom) const;
    void paintMarkers(QPainter *painter, const QRectF &exposed, double hexPixels) const;
    void paintPanels(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const;

    const HexMap &m_map;
    int m_columns = 0; ///< the map's, when the renderer was made
    int m_rows = 0;
    const Ruleset &m_ruleset;
    const Scenario &m_scenario;
    double m_acrossFlats;
    bool m_hexLabels = true;
    BoardLook m_look;
    OffsetSystem m_offsets; ///< the map's
    bool m_pointy = false; ///< pointy-top: rows and columns trade their roles
    double m_labelTop = 0;
    HexLayout m_layout;
    QPolygonF m_corners; ///< the six corner offsets of every hex
    QRectF m_bounds;
    QList<TerrainStyle> m_styles; ///< by terrain index
    QList<QRectF> m_panelRects; ///< by placement index; null for unknown panels
    mutable QHash<int, QRectF> m_badgeBoxes; ///< panelBadgeBox(), found when first drawn
    QList<QList<int>> m_panelBuckets; ///< placements by square of the scene they meet
    int m_bucketColumns = 0;
    int m_bucketRows = 0;
    QByteArray m_roads; ///< per hex, bit d set for a road to its neighbour in direction d
    QByteArray m_cells; ///< a HexCell value per hex, row-major
    QList<QRgb> m_flatColours; ///< premultiplied, by style
    QList<QRgb> m_groundColours; ///< premultiplied, by style
    QList<QRgb> m_dimmedColours; ///< flat colours of half hexes in the overview, by style
    MapOverview m_overview;
    mutable TileCache m_tiles;
    mutable std::unique_ptr<ZoomCache> m_zoomCache;
};

} // namespace hexwright
