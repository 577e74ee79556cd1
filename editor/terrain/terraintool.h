// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "maptool.h"

#include <QColor>
#include <QRectF>
#include <QSet>

namespace hexwright {

class HexMap;
class ScenarioDocument;
class TerrainState;

/**
 * The base of the terrain tools: they share a TerrainState, show the selection under their
 * own preview, pick the terrain with the number keys (1-9, 0 for erasing paint) and drop a
 * drag in progress, or else the selection, on Escape.
 *
 * Previews repaint only the part of the view they cover (refreshPreview()), so hovering a
 * brush over a large map does not redraw the whole map.
 */
class TerrainTool : public MapTool
{
    Q_OBJECT

public:
    TerrainTool(TerrainState *state, const QString &name, const QIcon &icon,
                const QKeySequence &shortcut);

    TerrainState *state() const { return m_state; }

    void deactivate() override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

protected:
    ScenarioDocument *document() const;
    /// The hex under the event, on the map or not (brushes may reach over the edge).
    std::optional<OffsetCoord> hexUnder(const MapMouseEvent &event) const;
    /// Drops a drag or preview in progress; true if there was one.
    virtual bool cancel() { return false; }
    /// The mouse left the view: drop the hover preview (a drag in progress goes on).
    virtual void pointerLeft() { }
    virtual void paintPreview(QPainter *, const MapRenderer &, qreal /*pixelsPerUnit*/) { }
    /// Scene rectangle the preview covers now; refreshPreview() repaints it and the last one.
    virtual QRectF previewBounds() const { return {}; }
    void refreshPreview();

    /// Fills @p hexes and outlines the area they make (scene coordinates).
    static void paintHexArea(QPainter *painter, const MapRenderer &renderer,
                             const QList<OffsetCoord> &hexes, const QColor &fill,
                             const QColor &outline);
    /// The bounding box of @p hexes in the scene.
    static QRectF hexBounds(const MapRenderer &renderer, const QList<OffsetCoord> &hexes);
    /// The colour previews use for the current terrain.
    QColor terrainColour() const;

private:
    void paintSelection(QPainter *painter, const MapRenderer &renderer) const;

    TerrainState *m_state;
    QRectF m_shownPreview;
};

} // namespace hexwright
