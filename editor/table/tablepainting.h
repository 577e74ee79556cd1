// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "table/tableshape.h"

#include <QColor>
#include <QList>
#include <QPointF>
#include <QRectF>

class QPainter;

namespace hexwright {

// What the table tools draw over the table: outlines of selected and drawn pieces, handles.

/// The rectangle round a shape in its own frame (before rotation): where its handles sit.
QRectF localBounds(const TableShape &shape);
/// The shape's outline in @p colour, two screen pixels wide, over a thin white line so it
/// shows on any fill.
void paintPieceOutline(QPainter *painter, const TableShape &shape, const QColor &colour);
/// Square (or @p round) handles of @p half millimetres half-width at @p points.
void paintHandles(QPainter *painter, const QList<QPointF> &points, double half, const QColor &fill,
                  bool round);

} // namespace hexwright
