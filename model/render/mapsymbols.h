// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QList>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>
#include <QSizeF>
#include <QString>

class QPainter;

namespace hexwright {

struct Ruleset;

// Drawing helpers of MapRenderer: the symbols that sit on a map besides its terrain. All sizes
// are in scene units, so the symbols scale with the map on every output device.

/// A sans-serif font @p pixelSize scene units tall (rounded to whole units).
QFont mapFont(double pixelSize, bool bold = false);

/// The part of convex polygon @p polygon inside @p rect (Sutherland-Hodgman): half hexes cut
/// by a panel's edge.
QPolygonF clippedToRect(const QPolygonF &polygon, const QRectF &rect);

/**
 * A marker's shape in the hex centred at @p centre (circumradius @p radius), by the name a
 * ruleset's marker gives as its `symbol:` (markerSymbols()): "fort" a walled keep, "heap" a
 * heap of blocks, "crate" a bright diamond; any other (or none) a diamond with a question
 * mark. @p owner colours a keep or a diamond when valid.
 */
void paintMarkerShape(QPainter *painter, const QString &symbol, QPointF centre, double radius,
                      const QColor &owner);

/// A scenario marker of @p ruleset's kind @p kind, with the symbol the ruleset gives it.
void paintMarkerSymbol(QPainter *painter, const Ruleset &ruleset, const QString &kind,
                       QPointF centre, double radius, const QColor &owner);

/// A unit counter: a square in the army's colour with the unit's initials and, for a force
/// entry of several units, their number ("T x3"); @p marks (the marks of the purchase options
/// the unit bought, "G") in a white box at its top right corner.
void paintCounter(QPainter *painter, QPointF centre, double radius, const QColor &colour,
                  const QString &initials, int count, const QString &marks = QString());

/// "Hover Tank" -> "HT", "Tank" -> "T": what a counter prints when it is small.
QString unitInitials(const QString &name);

/// The shapes a panel badge's white box may take, for hexes @p acrossFlats across, the
/// roomiest first: wide (the id beside the arrow), short (the same, smaller, to fit a half hex
/// of a map's north edge) and tall (the id above the arrow, for a half hex of its west edge).
QList<QSizeF> panelBadgeSizes(double acrossFlats);

/// The white box @p box of paintPanelBadge(), its pen included.
QRectF panelBadgeRect(const QRectF &box, double acrossFlats);

/// A panel's id in the white box @p box (MapRenderer::panelBadgeBox() finds its place), with
/// an arrow to the panel's own north: pointing down when the panel is @p turned by 180 degrees.
void paintPanelBadge(QPainter *painter, const QRectF &box, const QString &panelId, bool turned,
                     double acrossFlats);

} // namespace hexwright
