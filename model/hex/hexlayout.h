// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "hex/offsetcoord.h"

#include <QPointF>
#include <QPolygonF>
#include <QSizeF>

namespace hexwright {

/// A hex position that has not been rounded to a hex yet (cube coordinates as doubles).
struct FractionalHex
{
    double q = 0;
    double r = 0;
    double s() const { return -q - r; }
    /// Cube rounding to the hex that contains the point.
    HexCoord rounded() const;
};

/**
 * Pixel geometry of a hex grid: orientation, hex size and the pixel position of hex (0,0).
 *
 * size is the centre-to-corner distance (the circumradius) per axis, so a regular flat-top
 * hex is 2*size.width() wide corner to corner and sqrt(3)*size.height() tall flat to flat.
 * hexToPixel gives the centre; pixelToHex inverts it exactly (up to rounding).
 */
class HexLayout
{
public:
    HexLayout() = default;
    HexLayout(HexOrientation orientation, QSizeF size, QPointF origin = {});

    /// The layout whose hexes measure @p acrossFlats between opposite flat sides.
    static HexLayout fromAcrossFlats(HexOrientation orientation, double acrossFlats,
                                     QPointF origin = {});

    HexOrientation orientation() const { return m_orientation; }
    QSizeF size() const { return m_size; }
    QPointF origin() const { return m_origin; }

    QPointF hexToPixel(HexCoord hex) const;
    FractionalHex pixelToFractionalHex(QPointF point) const;
    HexCoord pixelToHex(QPointF point) const { return pixelToFractionalHex(point).rounded(); }

    /// Offset of corner @p corner (0..5) from the centre. Flat-top corner 0 points east,
    /// pointy-top corner 0 points east-south-east (30 degrees); both go clockwise on screen.
    QPointF cornerOffset(int corner) const;
    /// The six corners of @p hex, clockwise on screen.
    QPolygonF polygon(HexCoord hex) const;

    /// Distance between neighbouring column centres (flat-top) or row centres (pointy-top).
    double horizontalSpacing() const;
    double verticalSpacing() const;

private:
    HexOrientation m_orientation = HexOrientation::FlatTop;
    QSizeF m_size {1.0, 1.0};
    QPointF m_origin;
};

/**
 * The hexes of a straight line between two hex centres, for line of sight.
 *
 * Returns every hex whose closed hexagon (its black hexside lines included) the segment from
 * the centre of @p from to the centre of @p to touches, @p from and @p to included, ordered by
 * where along the segment the line first reaches each hex (ties by HexCoord order). A line
 * that runs exactly along a hexside therefore yields the hexes on both sides of it, and a
 * line through a corner yields every hex that meets at that corner: the Hammer's Slammers LOS
 * rule counts any hex the line crosses "even along the black hexside" as intervening.
 * The result does not depend on orientation (it is computed in axial space).
 */
QList<HexCoord> hexLineTouching(HexCoord from, HexCoord to);

/// The classic single-hex-per-step line (lerp and round, nudged by epsilon), distance + 1
/// hexes long. Cheap; used for drawing straight brush strokes, not for LOS.
QList<HexCoord> hexLine(HexCoord from, HexCoord to);

} // namespace hexwright
