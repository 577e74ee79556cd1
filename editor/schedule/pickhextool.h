// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

#include <QPointer>

namespace hexwright {

/**
 * A tool that lives for one click: "Pick on map" makes it the active tool, the next left
 * click on a map hex reports picked() and gives the mouse back to the tool that had it;
 * Escape or a right click gives it back without a hex.
 */
class PickHexTool : public MapTool
{
    Q_OBJECT

public:
    explicit PickHexTool(EditorContext *context);

    /// Takes the next click on the map.
    void start();
    bool isPicking() const { return m_picking; }

    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

Q_SIGNALS:
    void picked(hexwright::OffsetCoord hex);
    void cancelled();

private:
    void finish();

    QPointer<MapTool> m_previous;
    std::optional<OffsetCoord> m_hover;
    bool m_picking = false;
};

} // namespace hexwright
