// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "render/boardlook.h"

#include <QRectF>
#include <QTransform>

#include <memory>

class QPainter;

namespace hexwright {

class MapRenderer;
struct PanelLibrary;
struct Ruleset;
struct Scenario;
struct TableStyle;

/**
 * Paints a board onto any QPainter, whatever its kind: what the map view, the minimap and
 * the exports need from a renderer, so that they need not know whether they show hexes or a
 * table.
 *
 * Scene units are the renderer's: a view sets its scene rectangle from boundingRect() and
 * passes the exposed part of it to paint(), with the scale it draws at. boardToScene() maps
 * the board's own units (Board::extent(), Board::placeAt()) into the scene, so a view finds
 * the place under the mouse with board.placeAt(boardToScene().inverted().map(scenePoint)).
 *
 * Made by create(), which picks the hex renderer (MapRenderer, with its tile cache) for a
 * HexBoard and the vector TableRenderer for a TableBoard. The board and everything passed to
 * create() must outlive the renderer.
 */
class BoardRenderer
{
public:
    /// How exactly paint() must draw (MapRenderer::PaintMode).
    enum class PaintMode {
        Exact, ///< the picture at this zoom
        Quick, ///< a quicker stand-in where there is one, for the frames of a zoom gesture
    };

    virtual ~BoardRenderer();
    BoardRenderer(const BoardRenderer &) = delete;
    BoardRenderer &operator=(const BoardRenderer &) = delete;

    virtual BoardKind kind() const = 0;
    /// Everything paint() may draw, in scene units.
    virtual QRectF boundingRect() const = 0;
    /// Board units to scene units.
    virtual QTransform boardToScene() const = 0;
    /// Device pixels per scene unit that show the board at its printed size on a 96 dpi
    /// screen: a view's 100 %.
    virtual double trueSizeScale() const = 0;
    /// Room a view leaves round the board, in scene units.
    virtual double margin() const = 0;

    /// Paints what meets @p exposed (scene units) at @p pixelsPerSceneUnit device pixels per
    /// scene unit, leaving out detail too small to see at that scale.
    virtual void paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit,
                       PaintMode mode = PaintMode::Exact) const = 0;

    /// The board changed: drop whatever was drawn of it before.
    virtual void invalidate() = 0;
    /// Drops cached pictures only; the next paint renders them afresh.
    virtual void clearCache() = 0;
    /// Memory held by cached pictures, in bytes.
    virtual qsizetype cacheBytes() const = 0;

    /// Draws from now on in @p look; the cached pictures go when it changes.
    void setLook(const BoardLook &look);
    BoardLook look() const { return m_look; }

    /// The hex renderer behind this one, for the hex tools and overlays that still draw with
    /// it; null for a table.
    virtual MapRenderer *hexRenderer() { return nullptr; }
    const MapRenderer *hexRenderer() const
    {
        return const_cast<BoardRenderer *>(this)->hexRenderer();
    }

    /**
     * The renderer for @p board: a MapRenderer over a HexBoard's map (it needs @p ruleset,
     * @p scenario and @p panels, and returns null without panels), or a TableRenderer over a
     * TableBoard in @p tableStyle (TableRenderer::styleFor() when null), with the units the
     * scenario places on it. A board of either kind must be a HexBoard or a TableBoard.
     */
    static std::unique_ptr<BoardRenderer> create(const Board &board, const Ruleset &ruleset,
                                                 const Scenario &scenario,
                                                 const PanelLibrary *panels,
                                                 const TableStyle *tableStyle = nullptr);

protected:
    BoardRenderer() = default;
    /// The look changed (after the cache was dropped): a renderer that draws through
    /// another passes it on.
    virtual void lookChanged() { }

private:
    BoardLook m_look;
};

} // namespace hexwright
