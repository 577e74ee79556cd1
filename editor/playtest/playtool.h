// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

#include <functional>

namespace hexwright {

/**
 * The playtest window's only map tool: it hands clicks, hovering and Escape to the window,
 * which decides what they mean in the phase under way (select, move, aim, fire).
 */
class PlayTool : public MapTool
{
    Q_OBJECT

public:
    explicit PlayTool(EditorContext *context);

    std::function<void(const MapMouseEvent &)> onPress;
    std::function<void(const MapMouseEvent &)> onMove;
    std::function<bool()> onEscape;
    /// On a table (whose overlays the view leaves out): paints the window's pictures.
    std::function<void(QPainter *, qreal)> onPaintTable;

    /// The window takes clicks on a table too (a point rather than a hex).
    bool worksOnTable() const override { return true; }
    void paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit) override
    {
        if (onPaintTable)
            onPaintTable(painter, pixelsPerSceneUnit);
    }

    void mousePressed(const MapMouseEvent &event) override
    {
        if (onPress)
            onPress(event);
    }
    void mouseMoved(const MapMouseEvent &event) override
    {
        if (onMove)
            onMove(event);
    }
    bool keyPressed(QKeyEvent *event) override;
};

} // namespace hexwright
