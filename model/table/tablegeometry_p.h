// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The table geometry's shared insides: tableshape.cpp and tablegeometry.cpp only.

#include <QPointF>
#include <QPolygonF>

namespace hexwright::detail {

/// How close to a boundary a point counts as on it, in millimetres: far below anything a
/// player measures, far above the rounding of coordinates up to 10 m.
constexpr double BoundaryTolerance = 1e-9;

struct CosSin
{
    double cos = 1;
    double sin = 0;
};

/// cos and sin of @p degrees, exact for quarter turns.
CosSin cosSinDegrees(double degrees);

inline double cross2(QPointF a, QPointF b)
{
    return a.x() * b.y() - a.y() * b.x();
}

/// Whether @p p is within @p tolerance of the segment from @p a to @p b.
bool onSegment(QPointF p, QPointF a, QPointF b, double tolerance);
/// Even-odd, the boundary included.
bool polygonContains(const QPolygonF &polygon, QPointF p);
/// Positive when the corners turn clockwise as drawn (y down), i.e. anticlockwise in maths.
double signedArea(const QPolygonF &polygon);

} // namespace hexwright::detail
