// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// What the map sheets print round the map: the page header with its scale bar, the cut and
// alignment marks at the seams, and the assembly diagram page.

#include "export/mapsheet_draw.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

/// Text is laid out in tenths of a millimetre (fonts take whole pixel sizes).
constexpr double TextUnitMm = 0.1;

const QColor Ink(0x10, 0x10, 0x10);
const QColor Faint(0x80, 0x80, 0x80);

QFont sheetFont(double heightMm, bool bold)
{
    QFont font(QStringLiteral("Sans Serif"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(std::max(1, int(std::lround(heightMm / TextUnitMm))));
    font.setBold(bold);
    return font;
}

double textWidthMm(const QString &text, double heightMm, bool bold = false)
{
    return QFontMetricsF(sheetFont(heightMm, bold)).horizontalAdvance(text) * TextUnitMm;
}

QString elided(const QString &text, double heightMm, bool bold, double widthMm)
{
    return QFontMetricsF(sheetFont(heightMm, bold))
        .elidedText(text, Qt::ElideRight, widthMm / TextUnitMm);
}

QPen penMm(const QColor &colour, double widthMm, Qt::PenStyle style = Qt::SolidLine)
{
    return QPen(colour, widthMm, style, Qt::FlatCap, Qt::MiterJoin);
}

/// A scale bar of @p lengthMm from @p left along @p y, ticks every 10 mm.
void paintScaleBar(QPainter &p, double left, double y, double lengthMm)
{
    p.setPen(penMm(Ink, 0.25));
    p.drawLine(QPointF(left, y), QPointF(left + lengthMm, y));
    for (double x = 0; x <= lengthMm + 1e-6; x += 10) {
        const double tick = (x == 0 || x >= lengthMm - 1e-6) ? 1.6 : 0.9;
        p.drawLine(QPointF(left + x, y), QPointF(left + x, y - tick));
    }
}

/// A registration cross: a circle with a cross through it.
void paintCross(QPainter &p, QPointF centre)
{
    p.setPen(penMm(Ink, 0.2));
    p.setBrush(Qt::NoBrush);
    p.drawEllipse(centre, 1.4, 1.4);
    p.drawLine(centre - QPointF(2.2, 0), centre + QPointF(2.2, 0));
    p.drawLine(centre - QPointF(0, 2.2), centre + QPointF(0, 2.2));
}

void drawRotatedText(QPainter &p, QPointF centre, double degrees, const QString &text,
                     double heightMm)
{
    p.save();
    p.translate(centre);
    p.rotate(degrees);
    drawTextMm(p, QRectF(-40, -heightMm, 80, 2 * heightMm), Qt::AlignCenter, text, heightMm, false,
               Faint);
    p.restore();
}

} // namespace

void drawTextMm(QPainter &painter, const QRectF &rect, int flags, const QString &text,
                double heightMm, bool bold, const QColor &colour)
{
    painter.save();
    painter.scale(TextUnitMm, TextUnitMm);
    painter.setFont(sheetFont(heightMm, bold));
    painter.setPen(colour);
    painter.drawText(QRectF(rect.topLeft() / TextUnitMm, rect.size() / TextUnitMm), flags, text);
    painter.restore();
}

void paintSheetHeader(QPainter &painter, const QRectF &header, const SheetPageInfo &info)
{
    painter.save();
    // Right: the page's name, large, with its long form and page number beside it.
    double right = header.right();
    if (!info.name.isEmpty()) {
        const double width = textWidthMm(info.name, 6.5, true) + 0.5;
        drawTextMm(painter, QRectF(right - width, header.top(), width, header.height()),
                   Qt::AlignRight | Qt::AlignVCenter, info.name, 6.5, true);
        right -= width + 2.5;
    }
    const QRectF lines(right - 45, header.top(), 45, header.height());
    drawTextMm(painter, lines, Qt::AlignRight | Qt::AlignTop, info.longName, 2.8, true);
    drawTextMm(painter, lines, Qt::AlignRight | Qt::AlignBottom, info.pageOf, 2.5);
    // Centre: the scale bar, which measures SheetScaleBarMm when printed at 100 %.
    const double barLeft = header.center().x() - SheetScaleBarMm / 2;
    paintScaleBar(painter, barLeft, header.bottom() - 0.5, SheetScaleBarMm);
    drawTextMm(painter, QRectF(barLeft, header.top(), SheetScaleBarMm, header.height() - 2.2),
               Qt::AlignHCenter | Qt::AlignBottom,
               MapSheets::tr("%1 mm at 100 %").arg(SheetScaleBarMm), 2.4);
    // Left: title and scale note.
    const double leftWidth = std::max(10.0, barLeft - header.left() - 3);
    drawTextMm(painter, QRectF(header.left(), header.top(), leftWidth, header.height()),
               Qt::AlignLeft | Qt::AlignTop, elided(info.title, 4.0, true, leftWidth), 4.0, true);
    drawTextMm(painter, QRectF(header.left(), header.top(), leftWidth, header.height()),
               Qt::AlignLeft | Qt::AlignBottom, info.scaleNote, 2.6);
    painter.restore();
}

void paintSheetMarks(QPainter &painter, const MapSheetTiling &tiling, const SheetPageInfo &info,
                     bool cutMarks)
{
    if (!cutMarks)
        return;
    const QRectF w = tiling.windowMm;
    const double band = SheetMarkBandMm;
    const double half = tiling.overlapMm / 2;
    const double gap = 0.8; // marks stop short of the map
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // Left and top seams: this sheet is trimmed there and laid over its neighbours. Solid
    // marks in the band, a dashed line across the map to cut along.
    const QPen cut = penMm(Ink, 0.3);
    const QPen cutLine = penMm(Faint, 0.12, Qt::DashLine);
    if (info.seams[0]) {
        const double x = w.left() + half;
        painter.setPen(cut);
        painter.drawLine(QPointF(x, w.top() - band), QPointF(x, w.top() - gap));
        painter.drawLine(QPointF(x, w.bottom() + gap), QPointF(x, w.bottom() + band));
        painter.setPen(cutLine);
        painter.drawLine(QPointF(x, w.top()), QPointF(x, w.bottom()));
    }
    if (info.seams[1]) {
        const double y = w.top() + half;
        painter.setPen(cut);
        painter.drawLine(QPointF(w.left() - band, y), QPointF(w.left() - gap, y));
        painter.drawLine(QPointF(w.right() + gap, y), QPointF(w.right() + band, y));
        painter.setPen(cutLine);
        painter.drawLine(QPointF(w.left(), y), QPointF(w.right(), y));
    }
    // Right and bottom seams: the neighbour is laid over this sheet. The strip it covers is
    // shaded in the band, crosses mark where its cut edge goes.
    const QColor glue(0xe4, 0xe4, 0xe4);
    if (info.seams[2]) {
        const double x = w.right() - half;
        painter.fillRect(QRectF(x, w.top() - band, half, band - gap), glue);
        painter.fillRect(QRectF(x, w.bottom() + gap, half, band - gap), glue);
        paintCross(painter, QPointF(x, w.top() - band / 2));
        paintCross(painter, QPointF(x, w.bottom() + band / 2));
    }
    if (info.seams[3]) {
        const double y = w.bottom() - half;
        painter.fillRect(QRectF(w.left() - band, y, band - gap, half), glue);
        painter.fillRect(QRectF(w.right() + gap, y, band - gap, half), glue);
        paintCross(painter, QPointF(w.left() - band / 2, y));
        paintCross(painter, QPointF(w.right() + band / 2, y));
    }
    // The neighbours' names in the middle of each band.
    const double text = 2.4;
    if (!info.neighbours[0].isEmpty())
        drawRotatedText(painter, QPointF(w.left() - band / 2, w.center().y()), -90,
                        MapSheets::tr("%1 (to the left)").arg(info.neighbours[0]), text);
    if (!info.neighbours[1].isEmpty())
        drawRotatedText(painter, QPointF(w.center().x(), w.top() - band / 2), 0,
                        MapSheets::tr("%1 (above)").arg(info.neighbours[1]), text);
    if (!info.neighbours[2].isEmpty())
        drawRotatedText(painter, QPointF(w.right() + band / 2, w.center().y()), 90,
                        MapSheets::tr("%1 (to the right)").arg(info.neighbours[2]), text);
    if (!info.neighbours[3].isEmpty())
        drawRotatedText(painter, QPointF(w.center().x(), w.bottom() + band / 2), 0,
                        MapSheets::tr("%1 (below)").arg(info.neighbours[3]), text);
    // A thin frame round the window: where the map ends on this sheet.
    painter.setPen(penMm(Faint, 0.1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(w);
    painter.restore();
}

void MapSheetDocument::paintAssembly(QPainter &painter) const
{
    const PaperSetup paper = this->paper(0);
    const QSizeF size = paper.paperSizeMm();
    const double m = paper.marginMm;
    const QRectF page(m, m, size.width() - 2 * m, size.height() - 2 * m);
    painter.save();
    drawTextMm(painter, QRectF(page.left(), page.top(), page.width(), 9),
               Qt::AlignLeft | Qt::AlignTop, elided(title(), 6.5, true, page.width()), 6.5, true);
    const QString paperName = QPageSize(m_options.paper.size).name();
    const QString orientation = m_options.paper.orientation == QPageLayout::Landscape
        ? MapSheets::tr("landscape")
        : MapSheets::tr("portrait");
    // Two numerus texts, not "%n sheet(s)": the summary goes onto the printed sheet, and
    // without an English catalogue Qt would print "1 sheet(s)".
    const int sheetCount = int(m_pages.size());
    const QString sheets = sheetCount == 1
        ? MapSheets::tr("%n sheet of %1 %2", nullptr, sheetCount).arg(paperName, orientation)
        : MapSheets::tr("%n sheets of %1 %2", nullptr, sheetCount).arg(paperName, orientation);
    QString summary;
    if (d->tableBoard) {
        const TableLayout &layout = d->tableBoard->layout();
        summary = MapSheets::tr("%1, laid out %2 high by %3 wide; the table, %4 by %5, at "
                                "true scale; %6 mm of table repeated on both sides of each seam.")
                      .arg(sheets)
                      .arg(m_tiling.rows)
                      .arg(m_tiling.columns)
                      .arg(formatLength(layout.size.width(), layout.unit),
                           formatLength(layout.size.height(), layout.unit))
                      .arg(m_tiling.overlapMm);
    } else {
        summary = MapSheets::tr("%1, laid out %2 high by %3 wide; hexes %4 mm across the flats; "
                                "%5 mm of map repeated on both sides of each seam.")
                      .arg(sheets)
                      .arg(m_tiling.rows)
                      .arg(m_tiling.columns)
                      .arg(m_options.hexSizeMm)
                      .arg(m_tiling.overlapMm);
    }
    if (m_options.greyscale)
        summary += QLatin1Char(' ') + MapSheets::tr("Greyscale: terrain shown by patterns.");
    drawTextMm(painter, QRectF(page.left(), page.top() + 10, page.width(), 10),
               Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, summary, 3.0);

    // The diagram: the whole tiled area, the map in it, the cells over it.
    const double labels = 7; // row letters on the left, column numbers above
    const QRectF area(page.left() + labels, page.top() + 22 + labels, page.width() - labels,
                      page.height() - 22 - labels - 36);
    const QSizeF s = m_tiling.step();
    const QSizeF tiled(m_tiling.columns * s.width() + m_tiling.overlapMm,
                       m_tiling.rows * s.height() + m_tiling.overlapMm);
    const double k = std::min(area.width() / tiled.width(), area.height() / tiled.height());
    const QRectF target(area.left() + (area.width() - tiled.width() * k) / 2, area.top(),
                        tiled.width() * k, tiled.height() * k);
    paintMap(painter, QRectF(-m_tiling.originMm, tiled), target, true);
    auto onPaper = [&](const QRectF &mapRect) {
        return QRectF(target.topLeft() + (mapRect.topLeft() + m_tiling.originMm) * k,
                      mapRect.size() * k);
    };
    painter.setRenderHint(QPainter::Antialiasing);
    const int every = std::max(1, int(std::ceil(4.5 / (s.height() * k))));
    const int everyColumn = std::max(1, int(std::ceil(6.0 / (s.width() * k))));
    for (int row = 0; row < m_tiling.rows; ++row) {
        for (int column = 0; column < m_tiling.columns; ++column) {
            const QRectF cell = onPaper(m_tiling.cellRect(row, column));
            const int index = int(m_pages.indexOf(QPoint(column, row)));
            if (index < 0) {
                // No map here: not printed.
                painter.fillRect(cell, QColor(0xd8, 0xd8, 0xd8, 0xc0));
                if (cell.width() > 22 && cell.height() > 8)
                    drawTextMm(painter, cell, Qt::AlignCenter, MapSheets::tr("not printed"), 2.6,
                               false, Faint);
            } else if (cell.width() >= 7 && cell.height() >= 5) {
                const double height = std::min({cell.height() * 0.3, cell.width() * 0.22, 9.0});
                const QString name = mapSheetName(row, column);
                const double width = textWidthMm(name, height, true) + height * 0.6;
                const QRectF box(cell.center() - QPointF(width / 2, height * 0.75),
                                 QSizeF(width, height * 1.5));
                painter.setPen(Qt::NoPen);
                painter.setBrush(QColor(255, 255, 255, 0xd8));
                painter.drawRoundedRect(box, height * 0.2, height * 0.2);
                drawTextMm(painter, box, Qt::AlignCenter, name, height, true);
                if (cell.height() >= 16) {
                    const QString number = MapSheets::tr("page %1").arg(index + 2);
                    drawTextMm(painter, QRectF(cell.left(), box.bottom(), cell.width(), 4),
                               Qt::AlignHCenter | Qt::AlignTop, number, 2.4, false, Ink);
                }
            }
            painter.setPen(penMm(Ink, 0.3));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(cell);
        }
    }
    // The strips printed twice, dashed either side of each seam (unless they would merge
    // into one line).
    painter.setPen(penMm(Ink, 0.12, Qt::DashLine));
    const double half = m_tiling.overlapMm / 2 * k;
    const int seamColumns = half >= 0.4 ? m_tiling.columns : 0;
    const int seamRows = half >= 0.4 ? m_tiling.rows : 0;
    for (int column = 1; column < seamColumns; ++column) {
        const double x = onPaper(m_tiling.cellRect(0, column)).left();
        painter.drawLine(QPointF(x - half, target.top()), QPointF(x - half, target.bottom()));
        painter.drawLine(QPointF(x + half, target.top()), QPointF(x + half, target.bottom()));
    }
    for (int row = 1; row < seamRows; ++row) {
        const double y = onPaper(m_tiling.cellRect(row, 0)).top();
        painter.drawLine(QPointF(target.left(), y - half), QPointF(target.right(), y - half));
        painter.drawLine(QPointF(target.left(), y + half), QPointF(target.right(), y + half));
    }
    for (int row = 0; row < m_tiling.rows; row += every) {
        const QRectF cell = onPaper(m_tiling.cellRect(row, 0));
        drawTextMm(painter, QRectF(target.left() - labels, cell.top(), labels - 1, cell.height()),
                   Qt::AlignRight | Qt::AlignVCenter, mapSheetRowName(row), 3.2, true);
    }
    for (int column = 0; column < m_tiling.columns; column += everyColumn) {
        const QRectF cell = onPaper(m_tiling.cellRect(0, column));
        drawTextMm(painter,
                   QRectF(cell.left() - 5, target.top() - labels, cell.width() + 10, labels - 1),
                   Qt::AlignHCenter | Qt::AlignBottom, QString::number(column + 1), 3.2, true);
    }

    // How to put the sheets together.
    const QString steps = d->tableBoard
        ? MapSheets::tr(
              "1. Print at actual size (100 %, no \"fit to page\"): the scale bar at the "
              "top of each sheet must measure %1 mm.\n"
              "2. Sheets are named by row (letters, from the top) and column (numbers, from "
              "the left): B3 is the second row, third column. Each sheet's edges give the "
              "table's coordinates at the grid lines.\n"
              "3. Start with A1. Trim every other sheet along the solid cut marks on its "
              "left and top edges (the dashed line joins them), lay it over the sheets to "
              "its left and above so that the cut edge runs through the crosses and the "
              "grid lines match, and glue it there.")
              .arg(SheetScaleBarMm)
        : MapSheets::tr(
              "1. Print at actual size (100 %, no \"fit to page\"): the scale bar at the "
              "top of each sheet must measure %1 mm.\n"
              "2. Sheets are named by row (letters, from the top) and column (numbers, from "
              "the left): B3 is the second row, third column. Grey cells hold no map and "
              "are not printed.\n"
              "3. Start with A1. Trim every other sheet along the solid cut marks on its "
              "left and top edges (the dashed line joins them), lay it over the sheets to "
              "its left and above so that the cut edge runs through the crosses and the "
              "hexes match, and glue it there.")
              .arg(SheetScaleBarMm);
    drawTextMm(painter, QRectF(page.left(), page.bottom() - 32, page.width(), 32),
               Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, steps, 3.0);
    painter.restore();
}

} // namespace hexwright
