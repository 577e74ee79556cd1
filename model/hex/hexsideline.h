// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"
#include "hex/hexlayout.h"

#include <QList>

#include <optional>

namespace hexwright {

/**
 * A hex side met by a straight line between two hex centres: the side @p direction (0..2,
 * canonical as in map/hexsides.h) of @p hex, and how the line meets it.
 */
struct LineHexside
{
    HexCoord hex;
    int direction = 0; ///< 0..2: the other three sides are the neighbour's
    /// The line runs along the side (a stretch of it lies on the side), rather than crossing it.
    bool along = false;
    /// The line crosses or leaves the side exactly at a corner (it touches the side's end only).
    bool atCorner = false;
};

/**
 * The hex sides a line of sight from the centre of @p from to the centre of @p to crosses or
 * runs along, ordered along the line. Exact (the integer lattice of hexLineTouching()), and
 * independent of orientation. A side of @p from or @p to counts like any other; a side the
 * line only touches at a corner is listed with atCorner, so that rules decide whether a
 * corner between two walls blocks.
 */
QList<LineHexside> hexsidesOnLine(HexCoord from, HexCoord to);

/**
 * A corner of the hex grid, exact: a point of the lattice where a hex (q, r) is centred at
 * (3q, 2r + q) and its corners lie at (+-2, 0) and (+-1, +-1) from the centre. Three hexes
 * and three sides meet at every corner. The hexside tool chains sides from corner to corner.
 */
struct HexCorner
{
    int x = 0;
    int y = 0;

    friend constexpr bool operator==(HexCorner a, HexCorner b) { return a.x == b.x && a.y == b.y; }
    friend constexpr bool operator!=(HexCorner a, HexCorner b) { return !(a == b); }
};

/// The six corners of @p hex, clockwise in the flat-top frame, starting east.
QList<HexCorner> hexCorners(HexCoord hex);
/// The corner nearest to the fractional axial position (@p q, @p r).
HexCorner nearestCorner(double q, double r);
/// The fractional axial position of @p corner, for drawing it.
void cornerToAxial(HexCorner corner, double *q, double *r);
/// Where @p corner lies in @p layout's units.
QPointF cornerPoint(const HexLayout &layout, HexCorner corner);
/// The three corners one side away from @p corner.
QList<HexCorner> adjacentCorners(HexCorner corner);
/// The side from corner @p a to the adjacent corner @p b (canonical direction 0..2), or
/// nothing when they are not the two ends of one side.
std::optional<LineHexside> sideBetween(HexCorner a, HexCorner b);
/**
 * The sides of a path along hex sides from @p from to @p to, each step to the adjacent
 * corner nearest to @p to: what a drag that jumped several corners at once paints.
 * Empty when @p from equals @p to.
 */
QList<LineHexside> cornerPath(HexCorner from, HexCorner to);
/// The side whose midpoint is nearest to the fractional axial position (@p q, @p r).
LineHexside nearestSide(double q, double r);

} // namespace hexwright
