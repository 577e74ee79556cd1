// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "terrain/terraintool.h"

namespace hexwright {

/**
 * Paints the current terrain in the brush radius while dragging; the right button erases
 * paint, Alt+click picks the terrain under the cursor. A press-drag-release is one undo
 * step: each mouse move pushes the hexes new to the stroke, and the commands merge.
 */
class BrushTool : public TerrainTool
{
    Q_OBJECT

public:
    explicit BrushTool(TerrainState *state);

    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;

protected:
    bool cancel() override;
    void pointerLeft() override { m_hover.reset(); }
    void paintPreview(QPainter *painter, const MapRenderer &renderer, qreal) override;
    QRectF previewBounds() const override;

private:
    void paint(const QList<OffsetCoord> &hexes);

    std::optional<OffsetCoord> m_hover;
    std::optional<OffsetCoord> m_last; ///< the brush's last centre while painting
    quint8 m_strokeTerrain = 0;
    int m_strokeId = 0;
    QSet<HexCoord> m_stroke; ///< hexes painted in this stroke
};

/// Drag from one hex to another to paint the hex line between them with the brush radius.
class LineTool : public TerrainTool
{
    Q_OBJECT

public:
    explicit LineTool(TerrainState *state);

    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;

protected:
    bool cancel() override;
    void pointerLeft() override;
    void paintPreview(QPainter *painter, const MapRenderer &renderer, qreal) override;
    QRectF previewBounds() const override;

private:
    QList<OffsetCoord> footprint() const;

    std::optional<OffsetCoord> m_hover;
    std::optional<OffsetCoord> m_start;
    bool m_erase = false;
};

/// Click to give the connected region of the clicked hex's terrain the current terrain.
class FillTool : public TerrainTool
{
    Q_OBJECT

public:
    explicit FillTool(TerrainState *state);

    void activate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;

protected:
    bool cancel() override;
    void pointerLeft() override { updateRegion(std::nullopt); }
    void paintPreview(QPainter *painter, const MapRenderer &renderer, qreal) override;
    QRectF previewBounds() const override;

private:
    void updateRegion(std::optional<OffsetCoord> hex);
    void refreshRegion();

    std::optional<OffsetCoord> m_hover;
    QList<OffsetCoord> m_region; ///< the preview; empty when too large to show
    QRectF m_regionBounds;
};

/// Click (or drag) to make the terrain under the cursor the current terrain.
class EyedropperTool : public TerrainTool
{
    Q_OBJECT

public:
    explicit EyedropperTool(TerrainState *state);

    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }
};

/// Picks the terrain of @p hex for the tools and says so in the status bar.
void pickTerrainAt(TerrainState *state, OffsetCoord hex);

} // namespace hexwright
