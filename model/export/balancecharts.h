// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QColor>
#include <QFont>
#include <QRectF>

class QPainter;

namespace hexwright {

class Board;
class BoardRenderer;
struct BalanceReport;

/**
 * How the balance charts look. Sizes are in the painter's units, so one style serves a
 * screen (pixels) and a page painted in millimetres (the PDF): textSize 3.2 on paper is a
 * 9 pt text, 12 on a screen.
 */
struct BalanceChartStyle
{
    double textSize = 3.2; ///< the height of a line of text
    double lineWidth = 0.25; ///< axes, bars' outlines and error bars
    QColor ink = Qt::black;
    QColor grid = QColor(200, 200, 200);
    QColor paper = Qt::white;
    QColor draw = QColor(160, 160, 160); ///< bars of draws and unfinished games
    QColor heat = QColor(200, 30, 30); ///< the heat map's hottest place

    /// The style for paper in millimetres (the default).
    static BalanceChartStyle forPaper() { return {}; }
    /// The style for a screen, @p pixelsPerPoint device pixels per typographic point.
    static BalanceChartStyle forScreen(double pixelsPerPoint = 96.0 / 72.0);
};

/**
 * The charts of a balance report, drawn with a QPainter into @p rect (painter units), each
 * with its title and axes; the screen and the PDF share them. A chart with nothing to show
 * says so in words in its rectangle.
 */
namespace balancecharts {

/// The font the charts (and the report's PDF) lay text out in: a fixed pixel size, scaled to
/// the text's size by textScale(), so that text measures the same on paper and on a screen.
QFont textFont(bool bold = false);
/// Painter units per font pixel of textFont() for text @p size high (a line: about 1.2 font
/// heights).
double textScale(double size);

/// A bar per side: its win rate with a 95 % Wilson error bar, and a bar of draws.
void drawWinRates(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                  const BalanceChartStyle &style = {});
/// A histogram of the length of the games that ended, in turns.
void drawLengths(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                 const BalanceChartStyle &style = {});
/// A bar per unit type and side: the share of its pieces that survived, with a 95 % Wilson
/// error bar, and its kills per piece as a figure beside it.
void drawSurvival(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                  const BalanceChartStyle &style = {});
/// The first-player effect: the first mover's share of decided games as written and swapped,
/// with error bars; its reason in words when not applicable.
void drawFirstPlayer(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                     const BalanceChartStyle &style = {});
/**
 * The heat map: the board drawn by @p renderer, fitted into @p rect, with a disc on every
 * place of report.heat, its area and its colour growing with the count there (losses and
 * objectives taken), and a key below.
 */
void drawHeatMap(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                 const Board &board, const BoardRenderer &renderer,
                 const BalanceChartStyle &style = {});
/// The height one of the bar charts needs for @p report's rows (drawSurvival() grows with
/// the unit types), in the style's units.
double survivalHeight(const BalanceReport &report, const BalanceChartStyle &style = {});

} // namespace balancecharts

} // namespace hexwright
