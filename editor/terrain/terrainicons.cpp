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

QIcon brushSizeIcon(int radius)
{
    QPixmap pixmap = blankPixmap();
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    // Five hexes across fit radius 2; smaller brushes keep the same hex size.
    const double size = IconSize / 9.0;
    const HexLayout layout(HexOrientation::FlatTop, QSizeF(size, size),
                           QPointF(IconSize / 2.0, IconSize / 2.0));
    painter.setPen(QPen(QColor(30, 30, 30), 1));
    painter.setBrush(QColor(0x2f, 0x6b, 0x2f));
    for (const HexCoord hex : HexCoord::range(HexCoord(), radius))
        painter.drawPolygon(layout.polygon(hex));
    painter.end();
    return QIcon(pixmap);
}

namespace {

const QColor Ink(45, 45, 45);
const QColor Green(0x2f, 0x6b, 0x2f);

QPolygonF smallHexagon(QPointF centre, double radius)
{
    return HexLayout(HexOrientation::FlatTop, QSizeF(radius, radius), centre).polygon(HexCoord());
}

void paintToolIcon(QPainter &painter, TerrainToolIcon tool)
{
    painter.setRenderHint(QPainter::Antialiasing);
    const QPen ink(Ink, 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    switch (tool) {
    case TerrainToolIcon::Brush:
        painter.setPen(QPen(QColor(0x8a, 0x5a, 0x32), 3, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(20, 4), QPointF(13, 11));
        painter.setPen(QPen(QColor(150, 150, 150), 4, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(QPointF(13, 11), QPointF(11, 13));
        painter.setPen(ink);
        painter.setBrush(Green);
        painter.drawPolygon(smallHexagon(QPointF(7.5, 16.5), 5.5));
        break;
    case TerrainToolIcon::Line:
        painter.setPen(ink);
        painter.setBrush(Green);
        for (const QPointF centre : {QPointF(5, 19), QPointF(12, 12), QPointF(19, 5)})
            painter.drawPolygon(smallHexagon(centre, 4));
        painter.drawLine(QPointF(5, 19), QPointF(19, 5));
        break;
    case TerrainToolIcon::Fill: {
        painter.setPen(ink);
        painter.setBrush(QColor(0x3d, 0x7c, 0xc9));
        painter.drawPolygon(smallHexagon(QPointF(11, 14), 9));
        // A drop falling into it.
        QPainterPath drop;
        drop.moveTo(19, 1);
        drop.cubicTo(19, 4, 23, 6, 21.5, 8.5);
        drop.cubicTo(20.5, 10, 17.5, 10, 16.5, 8.5);
        drop.cubicTo(15, 6, 19, 4, 19, 1);
        painter.drawPath(drop);
        break;
    }
    case TerrainToolIcon::Eyedropper:
        painter.setPen(QPen(Ink, 4, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(20, 4), QPointF(16, 8));
        painter.setPen(QPen(Ink, 2, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(16, 8), QPointF(6, 18));
        painter.setPen(QPen(Green, 3, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(QPointF(8, 16), QPointF(5, 19));
        break;
    case TerrainToolIcon::Road:
        painter.setPen(QPen(QColor(120, 120, 120), 1));
        painter.setBrush(QColor(0x7f, 0xb3, 0x56));
        for (const QPointF centre : {QPointF(5, 17), QPointF(12, 12), QPointF(19, 7)})
            painter.drawPolygon(smallHexagon(centre, 5));
        painter.setPen(QPen(QColor(0xd0, 0x20, 0x20), 2.5, Qt::SolidLine, Qt::RoundCap));
        painter.drawPolyline(QPolygonF({QPointF(5, 17), QPointF(12, 12), QPointF(19, 7)}));
        break;
    case TerrainToolIcon::RectSelect:
        painter.setPen(QPen(Ink, 1.5, Qt::DashLine));
        painter.setBrush(QColor(255, 225, 90, 110));
        painter.drawRect(QRectF(3.5, 5.5, 17, 13));
        break;
    case TerrainToolIcon::LassoSelect:
        painter.setPen(QPen(Ink, 1.5, Qt::DashLine));
        painter.setBrush(QColor(255, 225, 90, 110));
        painter.drawEllipse(QRectF(3.5, 3.5, 17, 11));
        painter.setPen(ink);
        painter.drawLine(QPointF(8, 14), QPointF(6, 21));
        break;
    }
}

} // namespace

QIcon toolIcon(TerrainToolIcon tool)
{
    static const char *const themeNames[] = {
        "draw-brush", "draw-line",          "color-fill",   "color-picker",
        "draw-path",  "select-rectangular", "select-lasso",
    };
    QPixmap pixmap = blankPixmap();
    QPainter painter(&pixmap);
    paintToolIcon(painter, tool);
    painter.end();
    return QIcon::fromTheme(QLatin1String(themeNames[int(tool)]), QIcon(pixmap));
}

} // namespace hexwright
