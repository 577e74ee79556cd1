// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/tablepainting.h"

#include <QPainter>
#include <QPen>

namespace hexwright {

QRectF localBounds(const TableShape &shape)
{
    if (shape.kind == TableShape::Kind::Polygon)
        return shape.points.boundingRect();
    return QRectF(-shape.size.width() / 2, -shape.size.height() / 2, shape.size.width(),
                  shape.size.height());
}

void paintPieceOutline(QPainter *painter, const TableShape &shape, const QColor &colour)
{
    painter->setBrush(Qt::NoBrush);
    QPen under(Qt::white, 4.0);
    under.setCosmetic(true);
    painter->setPen(under);
    const QPainterPath path = shape.path();
    painter->drawPath(path);
    QPen pen(colour, 2.0);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawPath(path);
}

void paintHandles(QPainter *painter, const QList<QPointF> &points, double half, const QColor &fill,
                  bool round)
{
    QPen pen(QColor(0x3c, 0x3c, 0x3c), 1.0);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(fill);
    for (QPointF p : points) {
        const QRectF box(p.x() - half, p.y() - half, 2 * half, 2 * half);
        if (round)
            painter->drawEllipse(box);
        else
            painter->drawRect(box);
    }
}

} // namespace hexwright
