// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

#include <optional>

namespace hexwright {

class HexsideState;

/**
 * Gives hexes the height chosen in the Hexsides dock: click or drag over hexes; the right
 * button or Shift sets them back to 0. One stroke is one undo step.
 */
class HeightTool : public MapTool
{
    Q_OBJECT

public:
    explicit HeightTool(HexsideState *state);

    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    QCursor cursor() const override { return Qt::PointingHandCursor; }

private:
    void paintAt(OffsetCoord hex);

    HexsideState *m_state;
    Qt::MouseButton m_button = Qt::NoButton;
    bool m_erase = false;
    QString m_strokeKey;
};

/**
 * Shows the hexes' heights over the map: a shade that darkens with height and the height's
 * number in the hex, for every hex whose height is not 0. Toggled by View > Show Heights.
 */
class HeightOverlay : public MapOverlay
{
    Q_OBJECT

public:
    explicit HeightOverlay(HexsideState *state);

    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

private:
    HexsideState *m_state;
};

} // namespace hexwright
