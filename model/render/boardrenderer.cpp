// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/boardrenderer.h"

#include "board/hexboard.h"
#include "board/tableboard.h"
#include "render/maprenderer.h"
#include "render/tablerenderer.h"

namespace hexwright {

namespace {

/**
 * The hex map's renderer as a BoardRenderer: an adapter rather than a base class of
 * MapRenderer, so that the map renderer stays as it is and its tools keep using it directly
 * through hexRenderer() until they are moved to the board interface.
 */
class HexBoardRenderer : public BoardRenderer
{
public:
    HexBoardRenderer(const HexBoard &board, const Ruleset &ruleset, const Scenario &scenario,
                     const PanelLibrary &panels)
        : m_renderer(board.map(), ruleset, scenario, panels)
    { }

    BoardKind kind() const override { return BoardKind::Hex; }
    QRectF boundingRect() const override { return m_renderer.boundingRect(); }
    QTransform boardToScene() const override
    {
        // Board units measure a hex 1 across the flats with hex (0, 0) at the origin; the
        // renderer's layout is the same one scaled and moved.
        const double scale = m_renderer.acrossFlats();
        const QPointF origin = m_renderer.layout().hexToPixel(HexCoord());
        return QTransform(scale, 0, 0, scale, origin.x(), origin.y());
    }
    double trueSizeScale() const override { return 1.0; }
    double margin() const override { return m_renderer.acrossFlats() / 2; }
    void paint(QPainter *painter, const QRectF &exposed, qreal pixelsPerSceneUnit,
               PaintMode mode) const override
    {
        m_renderer.paint(painter, exposed, pixelsPerSceneUnit,
                         mode == PaintMode::Quick ? MapRenderer::PaintMode::Quick
                                                  : MapRenderer::PaintMode::Exact);
    }
    void invalidate() override { m_renderer.invalidate(); }
    void clearCache() override { m_renderer.clearCache(); }
    qsizetype cacheBytes() const override { return m_renderer.cacheBytes(); }
    MapRenderer *hexRenderer() override { return &m_renderer; }

protected:
    void lookChanged() override { m_renderer.setLook(look()); }

private:
    MapRenderer m_renderer;
};

} // namespace

BoardRenderer::~BoardRenderer() = default;

void BoardRenderer::setLook(const BoardLook &look)
{
    if (look.highContrast == m_look.highContrast)
        return;
    m_look = look;
    clearCache();
    lookChanged();
}

std::unique_ptr<BoardRenderer> BoardRenderer::create(const Board &board, const Ruleset &ruleset,
                                                     const Scenario &scenario,
                                                     const PanelLibrary *panels,
                                                     const TableStyle *tableStyle)
{
    switch (board.kind()) {
    case BoardKind::Hex:
        if (!panels)
            return nullptr;
        return std::make_unique<HexBoardRenderer>(static_cast<const HexBoard &>(board), ruleset,
                                                  scenario, *panels);
    case BoardKind::Table: {
        const auto &table = static_cast<const TableBoard &>(board);
        auto renderer = std::make_unique<TableRenderer>(
            table,
            tableStyle ? *tableStyle : TableRenderer::styleFor(table.layout(), ruleset, scenario));
        renderer->setScenario(&scenario, &ruleset);
        return renderer;
    }
    }
    return nullptr;
}

} // namespace hexwright
