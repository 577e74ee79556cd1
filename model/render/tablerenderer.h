// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"
#include "render/boardrenderer.h"
#include "render/tilecache.h"

#include <QBrush>
#include <QColor>
#include <QList>
#include <QMap>
#include <QPainterPath>
#include <QString>

namespace hexwright {

class TableBoard;

/// How pieces with one trait look. Trait ids are the ruleset's, so the styles come in from
/// the caller and the renderer knows no trait by name.
struct TraitStyle
{
    /// The piece's ground when this is the first of its traits with a fill; invalid: none.
    QColor fill;
    QColor ink; ///< colour of the pattern
    /// Drawn over the ground in device pixels (cosmetic), so a hatching stays a hatching at
    /// every zoom; NoBrush for none.
    Qt::BrushStyle pattern = Qt::NoBrush;
};

/// The colours of a table's picture.
struct TableStyle
{
    QColor surface {0x8f, 0xa8, 0x6b}; ///< the table's cloth
    QColor edge {0x3b, 0x2f, 0x22};
    QColor grid {255, 255, 255, 110};
    QColor pieceFill {0x9c, 0x8a, 0x6e}; ///< pieces without a trait that has a fill
    QColor pieceOutline {0x2d, 0x26, 0x1c};
    QColor label {0x1c, 0x1c, 0x1c};
    QMap<QString, TraitStyle> traits; ///< by trait id
    QMap<QString, QColor> sides; ///< deployment colours by side id
    QColor deployment {0x4a, 0x6f, 0xc4}; ///< areas of sides without a colour
    QColor objective {0xc8, 0x2a, 0x2a};
    QColor objectiveText {Qt::white};
    double objectiveDiameter = 40.0; ///< mm, the common size of an objective marker
};

/**
 * Paints a TableBoard: the table's surface and edge, deployment areas, terrain pieces filled
 * by trait, a grid and objective markers (the static layer), and over them the scenario's
 * units placed at points of the table, in their army's or side's colour.
 *
 * The static layer is drawn as shapes (crisp at any scale and on vector devices); only the
 * pieces whose bounding box meets the exposed rectangle are drawn (TableBoard::piecesIn()).
 * On raster devices at a plain scale (screens, images) it comes from tiles cached per zoom
 * (TileCache, as MapRenderer's), so a pan or repaint of an unchanged table copies pixels;
 * setBoard() after an edit renders again only the part of the tiles that changed. Units are
 * few and move often, so they are drawn over the tiles at every paint. Lines are cosmetic
 * (device pixels wide); grid lines are put on whole device pixels when the painter only
 * scales and moves, so they do not blur. Labels appear only when they would be legible.
 *
 * Scene units are the board's: millimetres, with the table's top-left corner at (0, 0).
 * The board (and the scenario and ruleset of setScenario()) must outlive the renderer.
 */
class TableRenderer : public BoardRenderer
{
public:
    /// Below this spacing in device pixels the grid is left out: it would be a grey wash.
    static constexpr double GridFromPixels = 6.0;
    /// The smallest an objective marker is drawn, in device pixels, so it is never lost.
    static constexpr double MinMarkerPixels = 8.0;
    /// Labels (piece names, objective labels) are drawn at this pixel size, and only where
    /// they fit.
    static constexpr int LabelPixels = 12;

    /// A unit's token on the table: a disc this wide (a typical base), never below
    /// MinMarkerPixels.
    static constexpr double UnitDiameter = 25.0; ///< mm

    explicit TableRenderer(const TableBoard &board, TableStyle style = {});

    const TableBoard &board() const { return *m_board; }
    const TableStyle &style() const { return m_style; }
    /**
     * The board after an edit (TableBoard is immutable: an edit makes a new one). What
     * changed of the pieces, objectives and deployment areas is rendered again in the cached
     * tiles, the rest is kept; a new size, grid or unit drops the cache. Returns the scene
     * rectangle that may look different. The old board may already be gone.
     */
    QRectF setBoard(const TableBoard &board);
    /// Draws @p scenario's units placed at points (Placement::Kind::Point) in the colours of
    /// @p ruleset; null for none.
    void setScenario(const Scenario *scenario, const Ruleset *ruleset);
    /// The most memory cached tiles may hold (TileCache::DefaultLimit by default); 0 keeps
    /// nothing (an export).
    void setCacheLimit(qsizetype bytes) { m_tiles.setLimit(bytes); }
    /// Whether raster paints come from cached tiles (on by default); off, every paint draws
    /// shapes (to compare with, in tests and the bench).
    void setCacheEnabled(bool on) { m_cacheEnabled = on; }

    /**
     * The style a table of @p layout gets in a view or on paper: deployment areas in their
     * side's first army colour (@p ruleset, @p scenario), and each trait the pieces carry a
     * fill (the colour of the ruleset's terrain type of that id, else one of a fixed palette)
     * and a hatching of its own, in the order of the trait ids (the renderer knows no trait
     * by name).
     */
    static TableStyle styleFor(const TableLayout &layout, const Ruleset &ruleset,
                               const Scenario &scenario);

    BoardKind kind() const override { return BoardKind::Table; }
    QRectF boundingRect() const override;
    QTransform boardToScene() const override { return QTransform(); }
    double trueSizeScale() const override { return 96.0 / 25.4; }
    double margin() const override { return 25.4; }
    void paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit,
               PaintMode mode = PaintMode::Exact) const override;
    void invalidate() override;
    void clearCache() override { m_tiles.clear(); }
    qsizetype cacheBytes() const override { return m_tiles.bytes(); }

private:
    /// Rebuilds the paths, looks and bounds from the board.
    void prepare();
    /// Marks @p scene (mm) of every cached zoom to be rendered again, with room for cosmetic
    /// pens and the smallest objective markers.
    void markDirty(const QRectF &scene);
    /// The static layer, shape by shape.
    void paintStatic(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const;
    void renderTile(QImage &image, const QRect &rect, QPoint origin, double zoom) const;
    void paintUnits(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const;
    void paintDeployment(QPainter *painter, const QRectF &exposed) const;
    void paintPieces(QPainter *painter, const QList<int> &pieces) const;
    void paintGrid(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const;
    void paintObjectives(QPainter *painter, const QRectF &exposed, qreal pixelsPerUnit) const;
    void paintLabels(QPainter *painter, const QList<int> &pieces, qreal pixelsPerUnit) const;

    const TableBoard *m_board;
    TableStyle m_style;
    const Scenario *m_scenario = nullptr;
    const Ruleset *m_ruleset = nullptr;
    TableLayout m_layout; ///< what the tiles show: the board's layout when last prepared
    QRectF m_bounds; ///< boundingRect()
    mutable TileCache m_tiles;
    bool m_cacheEnabled = true;
    /// How a piece is filled, worked out from its traits once rather than at every paint.
    struct PieceLook
    {
        QColor ground;
        QList<QBrush> patterns;
    };
    QList<QPainterPath> m_paths; ///< per piece, in mm
    QList<PieceLook> m_looks; ///< per piece
};

} // namespace hexwright
