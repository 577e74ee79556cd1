// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "export/countersheet_face.h"
#include "export/sheet.h"

#include <QColor>
#include <QFont>
#include <QList>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

class QPainter;

namespace hexwright {

struct Ruleset;

// The printed sheets are laid out first, as data (pages of items placed in millimetres), and
// painted after: tests read the layout, and the painter has no decisions left to make.

/// Font pixels per millimetre of the sheets' text: fonts take whole pixel sizes, so text is
/// drawn in a coordinate system this much finer than the page's millimetres.
constexpr double SheetTextScale = 20.0;

/// A sans-serif font @p sizeMm tall (its pixel size, in millimetres).
QFont sheetFont(double sizeMm, bool bold = false, bool italic = false);
/// Width of @p text in @p font, in millimetres.
double sheetTextWidth(const QString &text, const QFont &font);
/// Distance between the baselines of two lines of @p font, in millimetres.
double sheetLineHeight(const QFont &font);
/// @p text broken into lines no wider than @p widthMm (single newlines are spaces, blank
/// lines end a paragraph: an empty string in the result).
QStringList sheetWrap(const QString &text, const QFont &font, double widthMm);
/// Draws @p text into @p rect (millimetres) like QPainter::drawText with @p flags.
void drawSheetText(QPainter &painter, const QRectF &rect, int flags, const QString &text,
                   const QFont &font);

/// One thing drawn on a sheet page, placed in millimetres from the paper's top-left corner.
struct SheetItem
{
    enum class Kind {
        Text, ///< text in rect with flags (word wrapped when flags say so)
        Rect, ///< a rectangle: fill and pen
        Line, ///< from rect.topLeft() to rect.bottomRight()
        Swatch, ///< an army colour: its field, or its pattern and tag in greyscale
        Counter, ///< a counter face
        Thumbnail, ///< the map, small, with zones (SetupSheetLayout::thumbnails)
    };
    Kind kind = Kind::Text;
    QRectF rect;
    QString text;
    double fontMm = 3.0;
    bool bold = false;
    bool italic = false;
    int flags = Qt::AlignLeft | Qt::AlignVCenter;
    QColor ink = Qt::black;
    QColor fill; ///< Rect: no fill when invalid
    double penMm = 0.0; ///< Rect, Line: 0 = no pen
    bool dashed = false; ///< Line: a fold line rather than a cut line
    QString colour; ///< Swatch: ruleset colour id
    std::optional<CounterFace> counter; ///< Counter
    bool frame = true; ///< Counter: a thin frame round the face (not on a cut grid)
    int thumbnail = -1; ///< Thumbnail: index into the layout's thumbnails
    /// What the item shows, for tests and tools: "title", "heading", "unit", "cell", "footer",
    /// "front", "back", "cut", "fold", ...
    QString role;
    QString source; ///< the scenario id it comes from (force entry, zone, side), if any

    static SheetItem textItem(const QRectF &rect, const QString &text, double fontMm,
                              bool bold = false, int flags = Qt::AlignLeft | Qt::AlignVCenter,
                              const QString &role = QString());
    static SheetItem line(QPointF from, QPointF to, double penMm, const QColor &ink,
                          const QString &role = QString());
};

/// One printed page: what it belongs to ("tan", "referee", "counters") and its items.
struct SheetPage
{
    QString sheet;
    QString title; ///< "Tan", "Referee", "Counters (backs)"
    int pageOfSheet = 1;
    int pagesOfSheet = 1;
    QList<SheetItem> items;

    QList<const SheetItem *> itemsWithRole(const QString &role) const;
    /// The text of every Text item, in order.
    QStringList texts() const;
};

/// What painting needs besides the items: colours and the thumbnails.
struct SheetPaintContext
{
    const Ruleset *ruleset = nullptr;
    bool greyscale = false;
    bool markProvisional = true;
    std::function<void(QPainter &, const QRectF &, int)> paintThumbnail;
};

/// Paints @p page's items; painter in millimetres from the paper's corner.
void paintSheetPage(QPainter &painter, const SheetPage &page, const SheetPaintContext &context);

struct SheetColumn
{
    QString title;
    double widthMm = 0.0; ///< 0: whatever the other columns leave
    int align = Qt::AlignLeft;
    /// Above widthMm: the column widens to fit its widest cell on one line, up to this (and
    /// always to its longest word), and the columns of width 0 give up the room (a colour
    /// named "Blue (Hammer's Slammers)").
    double fitMaxMm = 0.0;
};

struct SheetCell
{
    QString text;
    std::optional<CounterFace> counter; ///< drawn instead of text
    QString swatch; ///< an army colour swatch before the text
    bool bold = false;
    QString role = QStringLiteral("cell");
    QString source;
};

/// A table that flows over pages, its header repeated on every page it continues on.
struct SheetTable
{
    QString heading; ///< "Forces": repeated as "Forces (continued)"
    QList<SheetColumn> columns;
    QList<QList<SheetCell>> rows;
    double fontMm = 2.8;
    double counterMm = 10.0;
};

/**
 * Places sheet content down the pages of one sheet: a cursor in the printable area that
 * starts a new page when the next piece does not fit. Headings are kept with what follows,
 * paragraphs break between lines, tables between rows (repeating their header), and blocks
 * such as the map thumbnail stay whole.
 */
class SheetFlow
{
public:
    SheetFlow(const PaperSetup &paper, const QString &sheet, const QString &title);

    QRectF area() const { return m_area; }
    double width() const { return m_area.width(); }
    double left() const { return m_area.left(); }
    double y() const { return m_y; }
    double remaining() const { return m_area.bottom() - m_y; }

    void newPage();
    /// Starts a new page unless @p heightMm fits below the cursor (on an empty page it
    /// always fits: an oversized piece is placed anyway).
    void ensure(double heightMm);
    void advance(double heightMm) { m_y += heightMm; }
    /// Adds @p item moved down by the cursor (its rect is relative to the area's left edge
    /// and the cursor).
    void add(SheetItem item);

    void heading(const QString &text, double keepWithNextMm = 20.0);
    void paragraph(const QString &text, double fontMm = 3.0, bool italic = false,
                   double indentMm = 0.0, const QString &role = QStringLiteral("text"));
    /// "• text" with the text's further lines indented.
    void bullet(const QString &text, double fontMm = 3.0,
                const QString &role = QStringLiteral("text"));
    void table(const SheetTable &table);
    /// A block of @p items @p heightMm tall kept on one page.
    void block(const QList<SheetItem> &items, double heightMm);

    /// The pages, each with its footer ("Title · Tan · page 1 of 2").
    QList<SheetPage> finish(const QString &documentTitle);

private:
    bool pageIsEmpty() const;
    void tableHeader(const SheetTable &table, const QList<double> &widths, bool continued);

    PaperSetup m_paper;
    QRectF m_area;
    QString m_sheet;
    QString m_title;
    QList<SheetPage> m_pages;
    double m_y = 0.0;
    double m_pageTop = 0.0;
};

} // namespace hexwright
