// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexsideline.h"
#include "map/hexsides.h"
#include "maptool.h"

#include <optional>

namespace hexwright {

class HexsideState;

/**
 * Paints the ruleset's hexside features (ridges, walls, rivers) along hex sides. A click
 * paints the side whose midpoint is nearest; a drag runs from corner to corner and paints
 * every side on the way, so a ridge follows the pointer along the grid. The right button or
 * Shift erases. One stroke is one undo step.
 */
class HexsideTool : public MapTool
{
    Q_OBJECT

public:
    explicit HexsideTool(HexsideState *state);

    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

private:
    /// The map's key of @p side, if at least one of its hexes is on the map.
    std::optional<HexsideKey> keyOf(const LineHexside &side) const;
    void paint(const QList<LineHexside> &sides);
    /// The type the stroke paints: the chosen one, or NoHexside when erasing.
    quint8 strokeType() const;
    /// Follows the ruleset: the tool needs hexside types to paint.
    void updateEnabled();

    HexsideState *m_state;
    std::optional<HexCorner> m_corner; ///< where the drag has got to
    std::optional<LineHexside> m_pressSide; ///< painted on release if the drag never moved
    std::optional<LineHexside> m_hoverSide;
    bool m_moved = false;
    bool m_erase = false;
    Qt::MouseButton m_button = Qt::NoButton;
    QString m_strokeKey;
};

} // namespace hexwright
