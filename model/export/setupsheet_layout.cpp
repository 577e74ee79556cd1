// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "export/setupsheet_layout.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QRegularExpression>
#include <QTextLayout>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each SetupSheets::tr() call under
/// "SetupSheets", the context the run-time lookup uses.
struct SetupSheets
{
    Q_DECLARE_TR_FUNCTIONS(SetupSheets)
};

constexpr double FooterMm = 8.0;
constexpr double CellPadMm = 1.0;
const QColor HeaderFill(0xe8, 0xe8, 0xe8);
const QColor RuleInk(0x80, 0x80, 0x80);

} // namespace

QFont sheetFont(double sizeMm, bool bold, bool italic)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(std::max(1, int(std::lround(sizeMm * SheetTextScale))));
    font.setBold(bold);
    font.setItalic(italic);
    // Metrics must not depend on the device: the layout is measured once for every output.
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

double sheetTextWidth(const QString &text, const QFont &font)
{
    return QFontMetricsF(font).horizontalAdvance(text) / SheetTextScale;
}

double sheetLineHeight(const QFont &font)
{
    return QFontMetricsF(font).lineSpacing() / SheetTextScale;
}

QStringList sheetWrap(const QString &text, const QFont &font, double widthMm)
{
    QStringList lines;
    static const QRegularExpression blank(QStringLiteral("\\n\\s*\\n"));
    const QStringList paragraphs = text.trimmed().split(blank);
    for (qsizetype p = 0; p < paragraphs.size(); ++p) {
        if (p > 0)
            lines.append(QString());
        const QString para
            = QString(paragraphs.at(p)).replace(QLatin1Char('\n'), QLatin1Char(' ')).simplified();
        QTextLayout layout(para, font);
        layout.beginLayout();
        for (;;) {
            QTextLine line = layout.createLine();
            if (!line.isValid())
                break;
            line.setLineWidth(widthMm * SheetTextScale);
            lines.append(para.mid(line.textStart(), line.textLength()).trimmed());
        }
        layout.endLayout();
    }
    return lines;
}

void drawSheetText(QPainter &painter, const QRectF &rect, int flags, const QString &text,
                   const QFont &font)
{
    painter.save();
    painter.scale(1.0 / SheetTextScale, 1.0 / SheetTextScale);
    painter.setFont(font);
    const QRectF scaled(rect.topLeft() * SheetTextScale, rect.size() * SheetTextScale);
    painter.drawText(scaled, flags, text);
    painter.restore();
}

SheetItem SheetItem::textItem(const QRectF &rect, const QString &text, double fontMm, bool bold,
                              int flags, const QString &role)
{
    SheetItem item;
    item.kind = Kind::Text;
    item.rect = rect;
    item.text = text;
    item.fontMm = fontMm;
    item.bold = bold;
    item.flags = flags;
    item.role = role;
    return item;
}

SheetItem SheetItem::line(QPointF from, QPointF to, double penMm, const QColor &ink,
                          const QString &role)
{
    SheetItem item;
    item.kind = Kind::Line;
    item.rect = QRectF(from, to);
    item.penMm = penMm;
    item.ink = ink;
    item.role = role;
    return item;
}

QList<const SheetItem *> SheetPage::itemsWithRole(const QString &role) const
{
    QList<const SheetItem *> out;
    for (const SheetItem &item : items) {
        if (item.role == role)
            out.append(&item);
    }
    return out;
}

QStringList SheetPage::texts() const
{
    QStringList out;
    for (const SheetItem &item : items) {
        if (item.kind == SheetItem::Kind::Text)
            out.append(item.text);
    }
    return out;
}

void paintSheetPage(QPainter &painter, const SheetPage &page, const SheetPaintContext &context)
{
    painter.setRenderHint(QPainter::Antialiasing);
    for (const SheetItem &item : page.items) {
        painter.save();
        switch (item.kind) {
        case SheetItem::Kind::Text:
            painter.setPen(item.ink);
            drawSheetText(painter, item.rect, item.flags, item.text,
                          sheetFont(item.fontMm, item.bold, item.italic));
            break;
        case SheetItem::Kind::Rect:
            painter.setPen(item.penMm > 0 ? QPen(item.ink, item.penMm) : QPen(Qt::NoPen));
            painter.setBrush(item.fill.isValid() ? QBrush(item.fill) : QBrush(Qt::NoBrush));
            painter.drawRect(item.rect);
            break;
        case SheetItem::Kind::Line:
            painter.setPen(QPen(item.ink, item.penMm, item.dashed ? Qt::DashLine : Qt::SolidLine,
                                Qt::FlatCap));
            painter.drawLine(item.rect.topLeft(), item.rect.bottomRight());
            break;
        case SheetItem::Kind::Swatch:
            if (context.ruleset) {
                const ColourLook look
                    = colourLook(*context.ruleset, item.colour, context.greyscale);
                paintColourField(painter, item.rect, look);
                if (!look.tag.isEmpty()) {
                    painter.setPen(look.ink);
                    drawSheetText(painter, item.rect, Qt::AlignCenter, look.tag,
                                  sheetFont(item.rect.height() * 0.7, true));
                }
            }
            painter.setPen(QPen(Qt::black, 0.15));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(item.rect);
            break;
        case SheetItem::Kind::Counter:
            if (item.counter && context.ruleset)
                paintCounterFace(
                    painter, item.rect, *item.counter,
                    colourLook(*context.ruleset, item.counter->colour, context.greyscale),
                    context.markProvisional, item.frame);
            break;
        case SheetItem::Kind::Thumbnail:
            if (context.paintThumbnail)
                context.paintThumbnail(painter, item.rect, item.thumbnail);
            break;
        }
        painter.restore();
    }
}

SheetFlow::SheetFlow(const PaperSetup &paper, const QString &sheet, const QString &title)
    : m_paper(paper)
    , m_sheet(sheet)
    , m_title(title)
{
    const QSizeF size = paper.paperSizeMm();
    m_area = QRectF(paper.marginMm, paper.marginMm, size.width() - 2 * paper.marginMm,
                    size.height() - 2 * paper.marginMm - FooterMm);
    newPage();
}

void SheetFlow::newPage()
{
    SheetPage page;
    page.sheet = m_sheet;
    page.title = m_title;
    page.pageOfSheet = int(m_pages.size()) + 1;
    m_pages.append(page);
    m_y = m_area.top();
    m_pageTop = m_y;
}

bool SheetFlow::pageIsEmpty() const
{
    return m_y <= m_pageTop + 1e-6;
}

void SheetFlow::ensure(double heightMm)
{
    if (heightMm > remaining() && !pageIsEmpty())
        newPage();
}

void SheetFlow::add(SheetItem item)
{
    item.rect.translate(m_area.left(), m_y);
    m_pages.last().items.append(item);
}

void SheetFlow::heading(const QString &text, double keepWithNextMm)
{
    const double h = 7.0;
    if (!pageIsEmpty())
        m_y += 2.0;
    ensure(h + keepWithNextMm);
    add(SheetItem::textItem(QRectF(0, 0, width(), h - 1.5), text, 4.2, true,
                            Qt::AlignLeft | Qt::AlignBottom, QStringLiteral("heading")));
    add(SheetItem::line(QPointF(0, h - 1.0), QPointF(width(), h - 1.0), 0.3, Qt::black));
    m_y += h;
}

void SheetFlow::paragraph(const QString &text, double fontMm, bool italic, double indentMm,
                          const QString &role)
{
    const QFont font = sheetFont(fontMm, false, italic);
    const double lineHeight = sheetLineHeight(font) * 1.12;
    for (const QString &line : sheetWrap(text, font, width() - indentMm)) {
        ensure(lineHeight);
        if (!line.isEmpty()) {
            SheetItem item
                = SheetItem::textItem(QRectF(indentMm, 0, width() - indentMm, lineHeight), line,
                                      fontMm, false, Qt::AlignLeft | Qt::AlignVCenter, role);
            item.italic = italic;
            add(item);
        }
        m_y += line.isEmpty() ? lineHeight * 0.5 : lineHeight;
    }
    m_y += lineHeight * 0.3;
}

void SheetFlow::bullet(const QString &text, double fontMm, const QString &role)
{
    const double indent = fontMm * 1.4;
    const QFont font = sheetFont(fontMm);
    ensure(sheetLineHeight(font) * 1.12);
    add(SheetItem::textItem(QRectF(indent * 0.2, 0, indent, sheetLineHeight(font) * 1.12),
                            QStringLiteral("\u2022"), fontMm));
    paragraph(text, fontMm, false, indent, role);
}

void SheetFlow::tableHeader(const SheetTable &table, const QList<double> &widths, bool continued)
{
    if (continued && !table.heading.isEmpty())
        heading(SetupSheets::tr("%1 (continued)").arg(table.heading), 0.0);
    const double h = table.fontMm * 2.0;
    SheetItem band;
    band.kind = SheetItem::Kind::Rect;
    band.rect = QRectF(0, 0, width(), h);
    band.fill = HeaderFill;
    add(band);
    double x = 0;
    for (qsizetype c = 0; c < table.columns.size(); ++c) {
        const SheetColumn &column = table.columns.at(c);
        add(SheetItem::textItem(QRectF(x + CellPadMm, 0, widths.at(c) - 2 * CellPadMm, h),
                                column.title, table.fontMm * 0.9, true,
                                column.align | Qt::AlignVCenter, QStringLiteral("column")));
        x += widths.at(c);
    }
    m_y += h;
}

void SheetFlow::table(const SheetTable &table)
{
    // Fixed widths first, widened to fit where a column asks for it.
    QList<double> fixedWidths;
    for (qsizetype c = 0; c < table.columns.size(); ++c) {
        const SheetColumn &column = table.columns.at(c);
        double w = column.widthMm;
        if (column.fitMaxMm > column.widthMm && column.widthMm > 0) {
            // The whole text on one line up to fitMaxMm, and never narrower than its longest
            // word, so a cell wraps between words and never clips one.
            double whole = 0;
            double word = 0;
            for (const QList<SheetCell> &row : table.rows) {
                if (c >= row.size())
                    continue;
                const SheetCell &cell = row.at(c);
                const QFont cellFont = sheetFont(table.fontMm, cell.bold);
                // A hair over the measured width, so rounding never wraps the last word.
                const double extra
                    = (cell.swatch.isEmpty() ? 0.0 : table.fontMm * 1.4) + 2 * CellPadMm + 0.3;
                whole = std::max(whole, sheetTextWidth(cell.text, cellFont) + extra);
                for (const QString &part : cell.text.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    word = std::max(word, sheetTextWidth(part, cellFont) + extra);
            }
            w = std::max({w, std::min(whole, column.fitMaxMm), word});
        }
        fixedWidths.append(w);
    }
    QList<double> widths;
    double fixed = 0;
    int stretch = 0;
    for (const double w : fixedWidths) {
        fixed += w;
        stretch += w <= 0 ? 1 : 0;
    }
    for (const double w : fixedWidths)
        widths.append(w > 0 ? w : std::max(10.0, (width() - fixed) / std::max(1, stretch)));

    const QFont font = sheetFont(table.fontMm);
    const double headerHeight = table.fontMm * 2.0;
    bool first = true;
    for (const QList<SheetCell> &row : table.rows) {
        // Every cell's lines, to know the row's height before placing it.
        double height = table.fontMm * 1.9;
        QList<QStringList> lines;
        for (qsizetype c = 0; c < row.size() && c < widths.size(); ++c) {
            const SheetCell &cell = row.at(c);
            if (cell.counter) {
                lines.append(QStringList());
                height = std::max(height, table.counterMm + 1.6);
                continue;
            }
            const double swatch = cell.swatch.isEmpty() ? 0.0 : table.fontMm * 1.4;
            const QFont cellFont = sheetFont(table.fontMm, cell.bold);
            const QStringList cellLines
                = sheetWrap(cell.text, cellFont, widths.at(c) - 2 * CellPadMm - swatch);
            lines.append(cellLines);
            height
                = std::max(height, sheetLineHeight(font) * cellLines.size() * 1.08 + 2 * CellPadMm);
        }
        if (first || height > remaining()) {
            const bool continued = !first && height > remaining();
            if (continued)
                newPage();
            else
                ensure(headerHeight + height);
            tableHeader(table, widths, continued);
            first = false;
        }
        double x = 0;
        for (qsizetype c = 0; c < row.size() && c < widths.size(); ++c) {
            const SheetCell &cell = row.at(c);
            const QRectF box(x + CellPadMm, CellPadMm * 0.8, widths.at(c) - 2 * CellPadMm,
                             height - 1.6 * CellPadMm);
            if (cell.counter) {
                SheetItem counter;
                counter.kind = SheetItem::Kind::Counter;
                const double s = table.counterMm;
                counter.rect = QRectF(box.left(), (height - s) / 2, s, s);
                counter.counter = cell.counter;
                counter.role = QStringLiteral("counter");
                counter.source = cell.source;
                add(counter);
            } else {
                double left = box.left();
                if (!cell.swatch.isEmpty()) {
                    SheetItem swatch;
                    swatch.kind = SheetItem::Kind::Swatch;
                    const double s = table.fontMm * 1.0;
                    swatch.rect = QRectF(left, box.center().y() - s / 2, s, s);
                    swatch.colour = cell.swatch;
                    add(swatch);
                    left += s + table.fontMm * 0.4;
                }
                SheetItem text = SheetItem::textItem(
                    QRectF(left, box.top(), box.right() - left, box.height()),
                    lines.at(c).join(QLatin1Char('\n')), table.fontMm, cell.bold,
                    table.columns.at(c).align | Qt::AlignVCenter, cell.role);
                text.source = cell.source;
                add(text);
            }
            x += widths.at(c);
        }
        add(SheetItem::line(QPointF(0, height), QPointF(width(), height), 0.1, RuleInk));
        m_y += height;
    }
    m_y += 2.0;
}

void SheetFlow::block(const QList<SheetItem> &items, double heightMm)
{
    ensure(heightMm);
    for (const SheetItem &item : items)
        add(item);
    m_y += heightMm;
}

QList<SheetPage> SheetFlow::finish(const QString &documentTitle)
{
    const int count = int(m_pages.size());
    const double y = m_area.bottom() + FooterMm * 0.35;
    for (SheetPage &page : m_pages) {
        page.pagesOfSheet = count;
        page.items.append(
            SheetItem::line(QPointF(m_area.left(), y), QPointF(m_area.right(), y), 0.15, RuleInk));
        const QRectF box(m_area.left(), y + 0.5, m_area.width(), FooterMm * 0.55);
        page.items.append(SheetItem::textItem(
            box, SetupSheets::tr("%1 \u00b7 %2").arg(documentTitle, m_title), 2.4, false,
            Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("footer")));
        page.items.append(SheetItem::textItem(
            box, SetupSheets::tr("page %1 of %2").arg(page.pageOfSheet).arg(count), 2.4, false,
            Qt::AlignRight | Qt::AlignVCenter, QStringLiteral("footer")));
    }
    return m_pages;
}

} // namespace hexwright
