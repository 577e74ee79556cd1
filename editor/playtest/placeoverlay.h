// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "maptool.h"

#include <QList>
#include <QPainterPath>
#include <QRectF>

#include <optional>

namespace hexwright {

/**
 * The playtest map's picture of a set-up: the legal places of the piece being placed (selected
 * in the Set-up tray or dragged from it) tinted, and the place under a drag outlined, green
 * where the piece may go and red where it may not. It paints under the family's counters.
 */
class PlaceOverlay : public MapOverlay
{
    Q_OBJECT

public:
    explicit PlaceOverlay(QObject *parent = nullptr);

    void setPlaces(const QList<Place> &places);
    const QList<Place> &places() const { return m_places; }
    /// On a table: the area (rectangles in board units) the piece may be placed in, shaded
    /// rather than its sample points.
    void setArea(const QList<QRectF> &area);
    const QList<QRectF> &area() const { return m_area; }
    /// The place under a drag, or none.
    void setTarget(std::optional<Place> target);
    /// The place under a drag, legal or not as the session said (a point of a table).
    void setTarget(std::optional<Place> target, bool legal);
    bool isLegal(const Place &place) const
    {
        return m_places.contains(place) || (m_targetLegal && m_target == place);
    }
    /// On a table: the area shaded and the point under a drag ringed, in board units (mm).
    void paintTable(QPainter *painter, qreal pixelsPerSceneUnit);

    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

private:
    QList<Place> m_places;
    QList<QRectF> m_area;
    QPainterPath m_areaPath; ///< m_area as one outline
    std::optional<Place> m_target;
    bool m_targetLegal = false;
};

} // namespace hexwright
