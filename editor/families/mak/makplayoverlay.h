// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

namespace hexwright {

class MakGameSession;

/**
 * Maschinen Krieger's picture over the playtest map: smoke and fire markers, revealed
 * minefields and requested artillery strikes (dashed rings), each unit on the map as a counter
 * in its colour, stacked, with its marks (M immobilized, A armament disabled, B morale broken),
 * the units that may fire in an open defensive window outlined. It only paints the session's
 * state.
 */
class MakPlayOverlay : public MapOverlay
{
    Q_OBJECT

public:
    MakPlayOverlay(const MakGameSession &session, QObject *parent = nullptr);
    /// The state changed: paint again.
    void refresh() { Q_EMIT changed(); }
    void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
               qreal pixelsPerUnit) override;

private:
    const MakGameSession &m_session;
};

} // namespace hexwright
