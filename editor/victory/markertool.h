// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

#include <optional>

namespace hexwright {

class MarkersPage;

/**
 * Places and removes markers (fortresses, rubble, objects) on the map. A left click puts a
 * marker of the kind chosen in the Markers page on the hex, with its name and owner; a
 * click on a hex that has that kind already selects the marker there to edit it. A right
 * click or Delete removes the marker under the cursor. One undo step each.
 */
class MarkerTool : public MapTool
{
    Q_OBJECT

public:
    MarkerTool(EditorContext *context, MarkersPage *page);

    void activate() override;
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

    /// Places the page's kind on @p hex, or selects the marker of that kind already there.
    void placeAt(OffsetCoord hex);
    /// Removes the page's kind from @p hex if there, else the top marker; false if none.
    bool removeAt(OffsetCoord hex);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    MarkersPage *m_page;
    std::optional<OffsetCoord> m_hovered;
};

} // namespace hexwright
