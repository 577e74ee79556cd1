// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QRectF>
#include <QString>

class QPainter;

namespace hexwright {

class MapRenderer;
struct Ruleset;
struct Scenario;

/// A zone as a thumbnail shows it: tinted in its owner's colour, or outlined as an objective.
struct ThumbnailZone
{
    QString zone; ///< zone id
    QString label;
    QString colour; ///< ruleset colour id of the tint; empty for an objective
    bool objective = false;
};

/// What one map thumbnail of a setup sheet shows over the map.
struct SheetThumbnail
{
    QList<ThumbnailZone> zones;
};

/// The size of the whole map of @p mapBounds scaled to fit @p maxWidthMm x @p maxHeightMm.
QSizeF thumbnailSize(const QRectF &mapBounds, double maxWidthMm, double maxHeightMm);

/**
 * Paints the whole map of @p renderer into @p rect (millimetres), the zones of @p thumbnail
 * over it: tinted (in greyscale hatched) and outlined, each labelled with its name. Drawn
 * shape by shape at a small scale, so the map stays vector without hex detail; a map too
 * large for that comes from the renderer's overview, one pixel per hex.
 */
void paintMapThumbnail(QPainter &painter, const QRectF &rect, const MapRenderer &renderer,
                       const Scenario &scenario, const Ruleset &ruleset,
                       const SheetThumbnail &thumbnail, bool greyscale);

} // namespace hexwright
