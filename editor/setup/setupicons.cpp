// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "setup/setupicons.h"

#include <QPainter>
#include <QPixmap>
#include <QPolygonF>

#include <cmath>

namespace hexwright {

namespace {

QPolygonF hexagon(QPointF centre, double radius)
{
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i) {
        const double angle = M_PI / 3 * i;
        polygon << centre + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    }
    return polygon;
}

QPixmap drawIcon(SetupIcon icon, int size)
{
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const double s = size / 24.0;
    if (icon == SetupIcon::Zone) {
        const double r = 5.2 * s;
        const double w = 1.5 * r;
        const double h = std::sqrt(3.0) * r;
        const QColor tint(0xe6, 0x19, 0x4b);
        painter.setBrush(QColor(tint.red(), tint.green(), tint.blue(), 110));
        painter.setPen(QPen(tint, 1.6 * s));
        const QList<QPointF> centres = {QPointF(12 * s - w / 2, 12 * s - h / 2),
                                        QPointF(12 * s + w / 2, 12 * s - h / 2 + h / 2),
                                        QPointF(12 * s - w / 2, 12 * s + h / 2)};
        for (const QPointF &c : centres)
            painter.drawPolygon(hexagon(c, r));
    } else {
        painter.setPen(QPen(Qt::black, 1.2 * s));
        painter.setBrush(QColor(0xc8, 0xa8, 0x6a));
        painter.drawRoundedRect(QRectF(3 * s, 3 * s, 13 * s, 13 * s), 1.5 * s, 1.5 * s);
        painter.setBrush(QColor(0x7f, 0xb3, 0x56));
        painter.drawRoundedRect(QRectF(8 * s, 8 * s, 13 * s, 13 * s), 1.5 * s, 1.5 * s);
    }
    return pixmap;
}

} // namespace

QIcon setupIcon(SetupIcon icon)
{
    QIcon out;
    for (int size : {16, 24, 32, 48})
        out.addPixmap(drawIcon(icon, size));
    return out;
}

QIcon colourSwatch(const QColor &colour)
{
    QPixmap pixmap(16, 16);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setPen(QColor(0x30, 0x30, 0x30));
    painter.setBrush(colour);
    painter.drawRect(QRectF(1.5, 1.5, 13, 13));
    return QIcon(pixmap);
}

} // namespace hexwright
