// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The pictures of a VASSAL module: the board drawn by our renderers, counters by the counter
// sheets' painter, the sheets as chart pages, a text chart, a holding area's board.

#include "board/tableboard.h"
#include "export/sheet.h"
#include "export/vassalmodule_p.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "render/tablerenderer.h"
#include "scenario/scenario.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QImageWriter>
#include <QPainter>
#include <QPainterPath>
#include <QTextDocument>

#include <cmath>

namespace hexwright {

namespace {

constexpr double CounterMm = 12.7; ///< the counter sheets' counter: half an inch

/// Paints @p note in a band at the foot of the @p pixels square.
void paintNote(QPainter &painter, int pixels, const QString &note)
{
    if (note.isEmpty())
        return;
    const QRectF band(0, pixels * 0.70, pixels, pixels * 0.30);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 225));
    painter.drawRect(band);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(7, int(band.height() * 0.8)));
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(band, Qt::AlignCenter, note);
}

} // namespace

VassalHexBoard renderVassalHexBoard(const MapExportSource &source, int hexPixels)
{
    // Markers are pieces of the module: the board shows the map alone.
    Scenario bare = source.scenario;
    bare.markers.clear();
    MapRenderer renderer(source.map, source.ruleset, bare, source.panels, hexPixels);
    renderer.setCacheLimit(0);
    const QRectF bounds = renderer.boundingRect();
    VassalHexBoard board;
    board.layout = renderer.layout();
    board.shift = -bounds.topLeft();
    // VASSAL's grid origin is a whole pixel: put the centre of its hex on one.
    const QPointF first = renderer.hexCentre(vassalOriginHex(source.map.offsets())) + board.shift;
    board.shift += QPointF(std::ceil(first.x()) - first.x(), std::ceil(first.y()) - first.y());
    board.image
        = QImage(QSize(int(std::ceil(bounds.width())) + 1, int(std::ceil(bounds.height())) + 1),
                 QImage::Format_RGB32);
    board.image.fill(Qt::white);
    QPainter painter(&board.image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.translate(board.shift);
    renderer.paint(&painter, bounds, 1.0);
    return board;
}

QImage renderVassalTableBoard(const MapExportSource &source, int pixelsPerInch,
                              QPointF *tableOrigin)
{
    const TableBoard board(*source.scenario.table);
    // No setScenario(): the units are the module's pieces, not part of the board.
    const TableRenderer renderer(
        board, TableRenderer::styleFor(board.layout(), source.ruleset, source.scenario));
    const double scale = pixelsPerInch / MillimetresPerInch;
    const QRectF bounds = renderer.boundingRect();
    QImage image(
        QSize(int(std::ceil(bounds.width() * scale)), int(std::ceil(bounds.height() * scale))),
        QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.save();
    painter.scale(scale, scale);
    painter.translate(-bounds.topLeft());
    renderer.paint(&painter, bounds, scale);
    painter.restore();
    *tableOrigin = -bounds.topLeft() * scale;
    QFont font = painter.font();
    font.setPixelSize(std::max(10, pixelsPerInch / 3));
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(4, 2, image.width() - 8, pixelsPerInch), Qt::AlignLeft | Qt::AlignTop,
                     VassalExport::tr("Scale: %1 pixels = 1 inch").arg(pixelsPerInch));
    return image;
}

QImage renderVassalCounter(const CounterFace &face, const Ruleset &ruleset, int pixels,
                           const QString &note)
{
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.save();
    painter.scale(pixels / CounterMm, pixels / CounterMm);
    paintCounterFace(painter, QRectF(0, 0, CounterMm, CounterMm), face,
                     colourLook(ruleset, face.colour, false));
    painter.restore();
    paintNote(painter, pixels, note);
    return image;
}

QImage renderVassalToken(const CounterFace &face, const Ruleset &ruleset, int pixels,
                         const QString &note)
{
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    const ColourLook look = colourLook(ruleset, face.colour, false);
    const QRectF disc(1, 1, pixels - 2, pixels - 2);
    painter.setPen(QPen(Qt::black, 1.5));
    painter.setBrush(look.field);
    painter.drawEllipse(disc);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(7, pixels / 6));
    painter.setFont(font);
    painter.setPen(look.ink);
    const QRectF text = disc.adjusted(pixels * 0.12, pixels * 0.12, -pixels * 0.12,
                                      -pixels * (note.isEmpty() ? 0.12 : 0.30));
    painter.drawText(text, Qt::AlignCenter | Qt::TextWordWrap, face.name);
    paintNote(painter, pixels, note);
    return image;
}

QImage renderVassalStatusLayer(int pixels, const QString &text, bool round)
{
    QImage image(pixels, pixels, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor red(200, 20, 20);
    painter.setPen(QPen(red, std::max(2.0, pixels / 16.0)));
    painter.setBrush(Qt::NoBrush);
    const QRectF frame = QRectF(image.rect()).adjusted(1.5, 1.5, -1.5, -1.5);
    if (round)
        painter.drawEllipse(frame);
    else
        painter.drawRect(frame);
    const QRectF band(0, pixels * 0.36, pixels, pixels * 0.28);
    painter.setPen(Qt::NoPen);
    painter.setBrush(red);
    painter.drawRect(band);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(6, int(band.height() * 0.75)));
    while (font.pixelSize() > 6 && QFontMetricsF(font).horizontalAdvance(text) > pixels - 2)
        font.setPixelSize(font.pixelSize() - 1);
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(band, Qt::AlignCenter, text);
    return image;
}

QList<QImage> renderVassalSheetPages(const SheetDocument &document, int dpi)
{
    QList<QImage> pages;
    const double pixelsPerMm = dpi / MillimetresPerInch;
    for (int page = 0; page < document.pageCount(); ++page) {
        const QSizeF paper = document.paper(page).paperSizeMm();
        QImage image(
            QSize(qRound(paper.width() * pixelsPerMm), qRound(paper.height() * pixelsPerMm)),
            QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setRenderHint(QPainter::TextAntialiasing);
        painter.scale(pixelsPerMm, pixelsPerMm);
        document.paintPage(painter, page);
        painter.end();
        pages.append(image);
    }
    return pages;
}

QImage renderVassalTextChart(const QString &title, const QList<VassalTextSection> &sections)
{
    constexpr int Width = 760;
    constexpr int Margin = 24;
    QString html = QStringLiteral("<h2>%1</h2>").arg(title.toHtmlEscaped());
    for (const VassalTextSection &section : sections) {
        if (section.text.trimmed().isEmpty())
            continue;
        if (!section.heading.isEmpty())
            html += QStringLiteral("<h3>%1</h3>").arg(section.heading.toHtmlEscaped());
        for (const QString &paragraph : section.text.trimmed().split(QStringLiteral("\n\n")))
            html += QStringLiteral("<p>%1</p>").arg(paragraph.trimmed().toHtmlEscaped());
    }
    QTextDocument document;
    QFont font = document.defaultFont();
    font.setPixelSize(15);
    document.setDefaultFont(font);
    document.setHtml(html);
    document.setTextWidth(Width - 2 * Margin);
    const int height = int(std::ceil(document.size().height())) + 2 * Margin;
    QImage image(Width, height, QImage::Format_RGB32);
    image.fill(QColor(252, 250, 242));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.translate(Margin, Margin);
    document.drawContents(&painter);
    return image;
}

QImage renderVassalHoldingBoard(QSize size, const QString &title,
                                const QList<VassalCaption> &captions)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(QColor(236, 236, 228));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(18);
    painter.setFont(font);
    painter.setPen(Qt::black);
    painter.drawText(QRect(12, 6, size.width() - 24, 28), Qt::AlignLeft | Qt::AlignVCenter, title);
    font.setBold(false);
    font.setPixelSize(12);
    painter.setFont(font);
    for (const VassalCaption &caption : captions) {
        painter.setPen(QPen(QColor(150, 150, 140), 1, Qt::DashLine));
        painter.setBrush(QColor(250, 250, 246));
        painter.drawRoundedRect(caption.box, 6, 6);
        painter.setPen(Qt::black);
        painter.drawText(QRect(caption.box.left(), caption.box.top() - 34, caption.box.width(), 32),
                         Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap, caption.text);
    }
    return image;
}

QByteArray vassalPng(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QImageWriter writer(&buffer, "png");
    // Qt takes the zlib level from the quality (mapexport.cpp): 39 is level 6.
    writer.setQuality(39);
    writer.write(image);
    return bytes;
}

} // namespace hexwright
