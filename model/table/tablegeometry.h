// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "table/tableshape.h"

#include <QLineF>
#include <QList>
#include <QPointF>
#include <QString>

/**
 * Measuring on a table: what a player does with a tape measure and a template, as
 * functions. Every length is in millimetres.
 *
 * Closed forms are used where there are any (circles, straight edges, a segment through an
 * ellipse, the area of an ellipse cut by straight edges). Two things have none and are
 * computed numerically, each to a stated tolerance:
 * - the distance between an ellipse and another shape that is not a circle: GJK (Gilbert,
 *   Johnson and Keerthi's distance algorithm on the shapes' support functions), stopped when
 *   its lower and upper bounds are within GjkTolerance;
 * - the area two ellipses share when neither is a circle, or both are but of one size: the
 *   second ellipse is replaced by a polygon of EllipseAreaCorners corners with the same area,
 *   and that polygon is cut from the first ellipse exactly; overlap fractions are then within
 *   OverlapFractionTolerance.
 */
namespace hexwright {

/// Distance (mm) between two points, centre to centre.
double distance(QPointF a, QPointF b);

constexpr double GjkTolerance = 1e-6; ///< mm
constexpr int EllipseAreaCorners = 720;
constexpr double OverlapFractionTolerance = 1e-4;

/**
 * The edge-to-edge distance between two shapes: the shortest distance from any point of one
 * to any point of the other, the way bases are measured ("within 6 in" of each other);
 * 0 when they touch or overlap. Two 25 mm round bases with centres 3 in apart are
 * 76.2 - 12.5 - 12.5 = 51.2 mm apart. Polygons need not be convex.
 */
double edgeDistance(const TableShape &a, const TableShape &b);
/// The distance from @p point to the nearest point of @p shape; 0 inside.
double distanceToShape(QPointF point, const TableShape &shape);

/// A stretch of a segment inside a shape, as parameters along it: 0 at its start, 1 at its
/// end. enter == leave where the segment only touches the shape.
struct SegmentSpan
{
    double enter = 0;
    double leave = 0;
};

/**
 * How a segment (a line of sight, a move) crosses a shape: every stretch inside, in order
 * (a polygon that is not convex may be crossed several times), where it first enters (its
 * start, if it starts inside) and where it last leaves (its end, if it ends inside), and the
 * length inside in millimetres, for rules that count inches of terrain in the way.
 */
struct ShapeCrossing
{
    QList<SegmentSpan> spans;
    QPointF entry;
    QPointF exit;
    double length = 0;

    bool crosses() const { return !spans.isEmpty(); }
};

ShapeCrossing segmentCrossing(const QLineF &segment, const TableShape &shape);
/// Only the spans of segmentCrossing(), for callers that do their own arithmetic.
QList<SegmentSpan> segmentSpans(const QLineF &segment, const TableShape &shape);

/// The area (mm^2) that two shapes share.
double overlapArea(const TableShape &a, const TableShape &b);
/// The share (0..1) of @p base's area that lies inside @p area: "in cover" when a model's
/// base is at least half inside a wood. 0 for a base of no area.
double overlapFraction(const TableShape &base, const TableShape &area);
/// Whether at least half of @p base lies inside @p area (within the numeric tolerance when
/// both are ellipses and not circles).
bool atLeastHalfInside(const TableShape &base, const TableShape &area);

/// Whether any of @p shapes contains @p point: a point in a deployment area of many shapes.
bool anyContains(const QList<TableShape> &shapes, QPointF point);

/// The four edges of a table, named as a map's edges are: north is the top as drawn.
enum class TableEdge { North, East, South, West };
/// The edge across the table from @p edge.
TableEdge oppositeEdge(TableEdge edge);
/// "north", "east", "south", "west": how files and ids name the edge.
QString tableEdgeId(TableEdge edge);
/// "North", "East", "South", "West", translated.
QString tableEdgeName(TableEdge edge);

} // namespace hexwright
