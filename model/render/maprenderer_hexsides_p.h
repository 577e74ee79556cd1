// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexlayout.h"
#include "hex/hexsideline.h"

#include <QList>
#include <QPolygonF>
#include <QRectF>

class QPainter;

namespace hexwright {

class HexMap;
struct Ruleset;

/// The map's hexside features of one type joined into polylines: consecutive sides that meet
/// at a corner where no third side of the type does form one line, so that strokes join
/// cleanly at corners (round joins) instead of overlapping caps.
struct HexsideStrokes
{
    int type = 0; ///< index into Ruleset::hexsides
    QList<QPolygonF> lines; ///< in the layout's units
};

/// The polylines of every hexside type the map has, in the ruleset's order, in @p layout's
/// units; only sides whose ends come within @p margin of @p area when @p area is valid.
QList<HexsideStrokes> hexsideStrokes(const HexMap &map, const HexLayout &layout,
                                     const QRectF &area = QRectF(), double margin = 0);

/**
 * Paints the map's hexside features that meet @p area (scene units of @p layout, hexes
 * @p acrossFlats wide) as strokes in each type's colour, width and style, at least a device
 * pixel wide at @p pixelsPerUnit. The map renderer's layer above roads, on screens, sheets,
 * PNG and SVG alike.
 */
void paintHexsides(QPainter *painter, const HexMap &map, const Ruleset &ruleset,
                   const HexLayout &layout, const QRectF &area, qreal pixelsPerUnit,
                   double acrossFlats);

} // namespace hexwright
