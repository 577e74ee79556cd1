// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "render/mapsymbols.h"

#include "ruleset/ruleset.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

const QColor Ink(0x10, 0x10, 0x10);

void paintFortress(QPainter *p, QPointF c, double r, const QColor &owner)
{
    // A keep with three merlons and a gate.
    const double a = r * 0.36;
    const double t = r * 0.12;
    QPolygonF wall;
    wall << c + QPointF(-a, a) << c + QPointF(-a, -a - t);
    for (int i = 0; i < 3; ++i) {
        const double x = -a + i * (2 * a) / 2.5;
        wall << c + QPointF(x + a * 0.4, -a - t) << c + QPointF(x + a * 0.4, -a)
             << c + QPointF(x + a * 0.8, -a) << c + QPointF(x + a * 0.8, -a - t);
    }
    wall << c + QPointF(a, -a - t) << c + QPointF(a, a);
    p->setPen(QPen(Ink, r * 0.06, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p->setBrush(owner.isValid() ? owner : QColor(0xd8, 0xd8, 0xd8));
    p->drawPolygon(wall);
    p->drawRect(QRectF(c + QPointF(-a * 0.25, a * 0.3), QSizeF(a * 0.5, a * 0.7)));
}

void paintRubble(QPainter *p, QPointF c, double r)
{
    // Broken masonry: a heap of grey blocks.
    p->setPen(QPen(Ink, r * 0.04));
    p->setBrush(QColor(0x8a, 0x84, 0x7c));
    static constexpr QPointF Stones[]
        = {{-0.35, 0.1}, {0.05, -0.15}, {0.3, 0.2}, {-0.1, 0.35}, {0.35, -0.3}, {-0.3, -0.3}};
    for (const QPointF &s : Stones) {
        const QPointF at = c + s * r;
        const QPointF stone[4] = {at + QPointF(-0.14, 0.1) * r, at + QPointF(0.0, -0.13) * r,
                                  at + QPointF(0.15, -0.02) * r, at + QPointF(0.08, 0.12) * r};
        p->drawPolygon(stone, 4);
    }
}

void paintDiamond(QPainter *p, QPointF c, double r, const QColor &fill, bool unknown)
{
    const double a = r * 0.32;
    const QPointF diamond[4]
        = {c + QPointF(0, -a), c + QPointF(a, 0), c + QPointF(0, a), c + QPointF(-a, 0)};
    p->setPen(QPen(Ink, r * 0.06, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    p->setBrush(fill);
    p->drawPolygon(diamond, 4);
    if (unknown) {
        p->setFont(mapFont(r * 0.35, true));
        p->drawText(QRectF(c.x() - a, c.y() - a, 2 * a, 2 * a), Qt::AlignCenter,
                    QStringLiteral("?"));
    }
}

} // namespace

QFont mapFont(double pixelSize, bool bold)
{
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(std::max(1, int(std::lround(pixelSize))));
    font.setBold(bold);
    return font;
}

QPolygonF clippedToRect(const QPolygonF &polygon, const QRectF &rect)
{
    // One side of the rectangle at a time: 0 west, 1 east, 2 north, 3 south.
    auto inside = [&rect](QPointF p, int side) {
        switch (side) {
        case 0:
            return p.x() >= rect.left();
        case 1:
            return p.x() <= rect.right();
        case 2:
            return p.y() >= rect.top();
        default:
            return p.y() <= rect.bottom();
        }
    };
    auto crossing = [&rect](QPointF a, QPointF b, int side) {
        const double bound = side == 0 ? rect.left()
            : side == 1                ? rect.right()
            : side == 2                ? rect.top()
                                       : rect.bottom();
        const double t
            = side < 2 ? (bound - a.x()) / (b.x() - a.x()) : (bound - a.y()) / (b.y() - a.y());
        return a + (b - a) * t;
    };
    QPolygonF result = polygon;
    for (int side = 0; side < 4 && !result.isEmpty(); ++side) {
        const QPolygonF input = result;
        result.clear();
        for (qsizetype i = 0; i < input.size(); ++i) {
            const QPointF current = input.at(i);
            const QPointF previous = input.at((i + input.size() - 1) % input.size());
            if (inside(current, side)) {
                if (!inside(previous, side))
                    result.append(crossing(previous, current, side));
                result.append(current);
            } else if (inside(previous, side)) {
                result.append(crossing(previous, current, side));
            }
        }
    }
    return result;
}

void paintMarkerShape(QPainter *painter, const QString &symbol, QPointF centre, double radius,
                      const QColor &owner)
{
    // The names are markerSymbols(), which the ruleset reader holds a marker's symbol to.
    if (symbol == QLatin1String("fort"))
        paintFortress(painter, centre, radius, owner);
    else if (symbol == QLatin1String("heap"))
        paintRubble(painter, centre, radius);
    else
        paintDiamond(painter, centre, radius, owner.isValid() ? owner : QColor(0xff, 0xc4, 0x1a),
                     symbol != QLatin1String("crate"));
}

void paintMarkerSymbol(QPainter *painter, const Ruleset &ruleset, const QString &kind,
                       QPointF centre, double radius, const QColor &owner)
{
    const MarkerType *type = ruleset.findMarker(kind);
    paintMarkerShape(painter, type ? type->symbol : QString(), centre, radius, owner);
}

namespace { } // namespace

QList<QSizeF> panelBadgeSizes(double acrossFlats)
{
    const double h = acrossFlats;
    return {QSizeF(h * 1.1, h * 0.6), QSizeF(h * 0.62, h * 0.38), QSizeF(h * 0.36, h * 0.54)};
}

QRectF panelBadgeRect(const QRectF &box, double acrossFlats)
{
    const double pen = acrossFlats * 0.025;
    return box.adjusted(-pen, -pen, pen, pen);
}

void paintPanelBadge(QPainter *painter, const QRectF &box, const QString &panelId, bool turned,
                     double acrossFlats)
{
    const double h = acrossFlats;
    // Wide or short: the id on the left, the arrow on the right, sized by the box's height.
    // Tall: the id above the arrow.
    const bool tall = box.height() > box.width();
    const double scale = tall ? 0.45 : box.height() / (h * 0.6);
    painter->setPen(QPen(Ink, h * 0.025 * std::max(scale, 0.7)));
    painter->setBrush(QColor(0xff, 0xff, 0xff, 0xe6));
    painter->drawRoundedRect(box, h * 0.08 * scale, h * 0.08 * scale);

    painter->setFont(mapFont(tall ? h * 0.24 : h * 0.42 * scale, true));
    painter->setPen(Ink);
    painter->drawText(tall ? QRectF(box.left(), box.top(), box.width(), box.height() * 0.55)
                           : QRectF(box.left(), box.top(), box.width() * 0.62, box.height()),
                      Qt::AlignCenter, panelId);

    const double x = tall ? box.center().x() : box.left() + box.width() * 0.8;
    const double top = tall ? box.top() + box.height() * 0.52 : box.top();
    const double tip = turned ? box.bottom() - h * 0.07 * scale : top + h * 0.07 * scale;
    const double tail = turned ? top + h * 0.08 * scale : box.bottom() - h * 0.08 * scale;
    const double head = h * 0.17 * scale * (turned ? -1 : 1);
    const double width = tall ? 1.25 : 1.0;
    painter->setPen(QPen(Ink, h * 0.045 * scale * width, Qt::SolidLine, Qt::FlatCap));
    painter->drawLine(QPointF(x, tail), QPointF(x, tip + head * 0.8));
    const QPointF arrow[3] = {QPointF(x, tip), QPointF(x - h * 0.09 * scale * width, tip + head),
                              QPointF(x + h * 0.09 * scale * width, tip + head)};
    painter->setPen(Qt::NoPen);
    painter->setBrush(Ink);
    painter->drawPolygon(arrow, 3);
}

void paintCounter(QPainter *painter, QPointF centre, double radius, const QColor &colour,
                  const QString &initials, int count, const QString &marks)
{
    const double side = radius * 0.95;
    const QRectF box(centre.x() - side / 2, centre.y() - side / 2, side, side);
    painter->save();
    painter->setPen(QPen(Qt::black, radius * 0.04));
    painter->setBrush(colour.isValid() ? colour : QColor(Qt::lightGray));
    painter->drawRoundedRect(box, side * 0.08, side * 0.08);
    // Dark text on light army colours, light text on dark ones.
    painter->setPen(colour.lightnessF() > 0.55 ? Qt::black : Qt::white);
    painter->setFont(mapFont(side * 0.34, true));
    const QString text
        = count > 1 ? QStringLiteral("%1\n\u00d7%2").arg(initials).arg(count) : initials;
    painter->drawText(box, Qt::AlignCenter, text);
    if (!marks.isEmpty()) {
        const double size = side * 0.36;
        const QRectF mark(box.right() - size * 0.75, box.top() - size * 0.25,
                          size * (0.5 + 0.5 * marks.size()), size);
        painter->setPen(QPen(Qt::black, radius * 0.03));
        painter->setBrush(Qt::white);
        painter->drawRect(mark);
        painter->setFont(mapFont(size * 0.8, true));
        painter->drawText(mark, Qt::AlignCenter, marks);
    }
    painter->restore();
}

QString unitInitials(const QString &name)
{
    // The words of the name before its explanation in brackets: "Sphinx (Sph 69)" is "S",
    // never "S(6".
    const qsizetype bracket = name.indexOf(QLatin1String(" ("));
    const QString base = bracket > 0 ? name.left(bracket) : name;
    QString initials;
    for (const QString &word : base.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        initials += word.at(0).toUpper();
    return initials.left(3);
}

} // namespace hexwright
