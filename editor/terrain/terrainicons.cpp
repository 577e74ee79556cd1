// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrain/terrainicons.h"

#include "hex/hexlayout.h"
#include "render/terrainstyle.h"
#include "ruleset/ruleset.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace hexwright {

namespace {

constexpr int IconSize = 24;

/// A transparent square pixmap, sharp on high-density screens.
QPixmap blankPixmap()
{
    const qreal ratio = qApp ? qApp->devicePixelRatio() : 1.0;
    QPixmap pixmap(QSize(IconSize, IconSize) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    return pixmap;
}

/// A flat-top hexagon filling the icon.
QPolygonF iconHexagon(double *radius)
{
    *radius = IconSize / 2.0 - 1;
    const HexLayout layout(HexOrientation::FlatTop, QSizeF(*radius, *radius),
                           QPointF(IconSize / 2.0, IconSize / 2.0));
    return layout.polygon(HexCoord());
}

} // namespace

QIcon terrainSwatch(const TerrainType &terrain)
{
    QPixmap pixmap = blankPixmap();
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    double radius = 0;
    const QPolygonF hexagon = iconHexagon(&radius);
    const TerrainStyle style = TerrainStyle::forTerrain(terrain);
    painter.setPen(Qt::NoPen);
    painter.setBrush(style.ground);
    painter.drawPolygon(hexagon);
    QPainterPath clip;
    clip.addPolygon(hexagon);
    painter.setClipPath(clip);
    style.paintPattern(&painter, QPointF(IconSize / 2.0, IconSize / 2.0), radius, 0);
    painter.setClipping(false);
    painter.setPen(QPen(QColor(40, 40, 40), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawPolygon(hexagon);
    painter.end();
    return QIcon(pixmap);
}

QIcon eraseSwatch()
{
    QPixmap pixmap = blankPixmap();
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    double radius = 0;
    const QPolygonF hexagon = iconHexagon(&radius);
    painter.setPen(QPen(QColor(90, 90, 90), 1, Qt::DashLine));
    painter.setBrush(QColor(250, 250, 250));
    painter.drawPolygon(hexagon);
    painter.setPen(QPen(QColor(210, 40, 40), 2, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(6, 18), QPointF(18, 6));
    painter.end();
    return QIcon(pixmap);
}

} // namespace hexwright
