// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "maptool.h"

#include <QList>

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
    /// The place under a drag, or none.
    void setTarget(std::optional<Place> target);
    bool isLegal(const Place &place) const { return m_places.contains(place); }

    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

private:
    QList<Place> m_places;
    std::optional<Place> m_target;
};

} // namespace hexwright
