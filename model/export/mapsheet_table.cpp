// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the map sheets do differently for a table: the printed grid, greys, the scale note and
// the coordinates along each sheet's edges. The tiling, marks and assembly page are the hex
// sheets' own (mapsheets.cpp, mapsheet_pages.cpp).

#include "export/mapsheet_draw.h"

#include <QPainter>

#include <cmath>

namespace hexwright {

namespace {

QColor grey(const QColor &colour)
{
    if (!colour.isValid())
        return colour;
    const int g = qGray(colour.rgb());
    return QColor(g, g, g, colour.alpha());
}

/// "12" without decimals when whole, "7.5" otherwise: a ruler's label.
QString rulerNumber(double value)
{
    const double whole = std::round(value);
    return std::abs(value - whole) < 1e-6 ? QString::number(qint64(whole))
                                          : QString::number(value, 'f', 1);
}

} // namespace

double printedTableGridMm(const TableLayout &layout)
{
    if (layout.grid && *layout.grid > 0)
        return *layout.grid;
    return layout.unit == LengthUnit::Inch ? 6 * MillimetresPerInch : 100.0;
}

TableStyle greyscaleTableStyle(TableStyle style)
{
    for (QColor *colour :
         {&style.surface, &style.edge, &style.grid, &style.pieceFill, &style.pieceOutline,
          &style.label, &style.deployment, &style.objective, &style.objectiveText})
        *colour = grey(*colour);
    // Lighter grounds, so that hatchings and labels stay legible in black ink.
    style.surface = style.surface.lighter(150);
    for (TraitStyle &trait : style.traits) {
        trait.fill = grey(trait.fill).lighter(140);
        trait.ink = QColor(0x20, 0x20, 0x20, 170);
    }
    for (QColor &side : style.sides)
        side = grey(side);
    return style;
}

QString tableScaleNote(const TableLayout &layout, double gridMm)
{
    const QString unit = lengthUnitId(layout.unit);
    return MapSheets::tr("true scale: 1 %1 on the table = 1 %1 on paper; grid %2")
        .arg(unit, formatLength(gridMm, layout.unit));
}

void paintTableRulers(QPainter &painter, const TableLayout &layout, double gridMm,
                      const QRectF &tableRect, const QRectF &target)
{
    if (gridMm <= 0 || tableRect.isEmpty())
        return;
    const double k = target.width() / tableRect.width(); // paper mm per table mm
    const QRectF table(QPointF(0, 0), layout.size);
    const QRectF shown = tableRect.intersected(table);
    if (shown.isEmpty())
        return;
    const double height = 2.4;
    const QString unit = lengthUnitId(layout.unit);
    const double perUnit = millimetresPer(layout.unit);
    painter.save();
    painter.setClipRect(target, Qt::IntersectClip);
    auto toPaper = [&](QPointF p) {
        return target.topLeft() + (p - tableRect.topLeft()) * k;
    };
    // Along the top of the window (or of the table, where it starts lower), at each vertical
    // grid line; and along the left edge at each horizontal one.
    const double top = toPaper(shown.topLeft()).y();
    const double left = toPaper(shown.topLeft()).x();
    for (int i = int(std::ceil(shown.left() / gridMm)); i * gridMm <= shown.right() + 1e-6; ++i) {
        const double x = toPaper(QPointF(i * gridMm, 0)).x();
        const QString text = rulerNumber(i * gridMm / perUnit) + QLatin1Char(' ') + unit;
        drawTextMm(painter, QRectF(x + 0.6, top + 0.4, 20, height * 1.3),
                   Qt::AlignLeft | Qt::AlignTop, text, height, false, QColor(0x10, 0x10, 0x10));
    }
    for (int i = int(std::ceil(shown.top() / gridMm)); i * gridMm <= shown.bottom() + 1e-6; ++i) {
        if (i * gridMm < shown.top() + 3 / k)
            continue; // the top ruler's corner
        const double y = toPaper(QPointF(0, i * gridMm)).y();
        drawTextMm(painter, QRectF(left + 0.6, y + 0.4, 20, height * 1.3),
                   Qt::AlignLeft | Qt::AlignTop,
                   rulerNumber(i * gridMm / perUnit) + QLatin1Char(' ') + unit, height, false,
                   QColor(0x10, 0x10, 0x10));
    }
    painter.restore();
}

} // namespace hexwright
