// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"
#include "terrain/terraintool.h"

namespace hexwright {

/**
 * Draws road links by dragging from hex centre to neighbouring hex centres; the right
 * button or Shift+drag erases them. The links show as a preview while dragging and become
 * one undo step on release (one EditRoads with all of them).
 */
class RoadTool : public TerrainTool
{
    Q_OBJECT

public:
    explicit RoadTool(TerrainState *state);

    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;

protected:
    bool cancel() override;
    void pointerLeft() override { m_hover.reset(); }
    void paintPreview(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;
    QRectF previewBounds() const override;

private:
    void extendTo(OffsetCoord hex);

    std::optional<OffsetCoord> m_hover;
    std::optional<OffsetCoord> m_last; ///< where the drag has got to
    Qt::MouseButton m_button = Qt::NoButton;
    bool m_erase = false;
    QList<RoadLink> m_links; ///< drawn (or erased) in this drag, each once
};

} // namespace hexwright
