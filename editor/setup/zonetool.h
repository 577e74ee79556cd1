// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "maptool.h"

#include <QSet>

namespace hexwright {

class SetupState;

/**
 * Paints the current zone's hexes: the left button adds hexes, the right button (or Shift)
 * takes them away; [ and ] size the brush. A press-drag-release is one undo step (the
 * commands of a stroke merge). Only whole hexes of the map join a zone, never the half hexes
 * at its edge. With no zone chosen, the first stroke makes a new one.
 */
class ZoneTool : public MapTool
{
    Q_OBJECT

public:
    static constexpr int MaxRadius = 3;

    explicit ZoneTool(SetupState *state);

    int radius() const { return m_radius; }
    void setRadius(int radius);

    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

private:
    QList<OffsetCoord> footprint(OffsetCoord from, OffsetCoord to) const;
    void apply(const QList<OffsetCoord> &hexes);

    SetupState *m_state;
    int m_radius = 0;
    std::optional<OffsetCoord> m_hover;
    std::optional<OffsetCoord> m_last; ///< set while a stroke is under way
    bool m_removing = false;
    int m_stroke = 0;
    QString m_zone; ///< the zone this stroke paints
};

} // namespace hexwright
