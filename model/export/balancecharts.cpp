// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/balancecharts.h"

#include "balance/balancereport.h"
#include "board/hexboard.h"
#include "render/boardrenderer.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

struct BalanceCharts
{
    Q_DECLARE_TR_FUNCTIONS(BalanceCharts)
};

double textWidth(const QString &text, double size, bool bold = false)
{
    return QFontMetricsF(balancecharts::textFont(bold)).horizontalAdvance(text)
        * balancecharts::textScale(size);
}

/// Draws @p text in @p rect (painter units) @p size high, aligned by @p flags; elided to fit.
void drawText(QPainter &p, const QRectF &rect, const QString &text, double size, int flags,
              const QColor &colour, bool bold = false)
{
    const double s = balancecharts::textScale(size);
    p.save();
    p.setFont(balancecharts::textFont(bold));
    p.setPen(colour);
    p.translate(rect.topLeft());
    p.scale(s, s);
    const QRectF r(0, 0, rect.width() / s, rect.height() / s);
    const QString shown
        = QFontMetricsF(balancecharts::textFont(bold)).elidedText(text, Qt::ElideRight, r.width());
    p.drawText(r, flags, shown);
    p.restore();
}

QString percentText(double fraction)
{
    return QStringLiteral("%1 %").arg(std::lround(100 * fraction));
}

/// The chart's title along its top; returns the rest of @p rect.
QRectF titled(QPainter &p, const QRectF &rect, const QString &title, const BalanceChartStyle &s)
{
    drawText(p, QRectF(rect.left(), rect.top(), rect.width(), s.textSize * 1.3), title,
             s.textSize * 1.1, Qt::AlignLeft | Qt::AlignVCenter, s.ink, true);
    return rect.adjusted(0, s.textSize * 1.6, 0, 0);
}

void sayNothing(QPainter &p, const QRectF &rect, const QString &text, const BalanceChartStyle &s)
{
    drawText(p, rect, text, s.textSize, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, s.ink);
}

/// One row of a horizontal bar chart: a value in [0, 1] with its interval.
struct BarRow
{
    QString label;
    double value = 0;
    RateInterval interval;
    QString text; ///< written right of the bars
    QColor colour;
    bool errorBar = true;
};

/// The colour of side number @p index, the same on every chart.
QColor sideColour(int index)
{
    static const QColor colours[]
        = {QColor(47, 111, 171), QColor(196, 98, 45),  QColor(77, 146, 77),
           QColor(140, 86, 160), QColor(170, 140, 40), QColor(90, 90, 90)};
    return colours[index % 6];
}

/// Horizontal bars from 0 to 100 %, with grid lines every 25 % and the even share marked.
void drawBars(QPainter &p, const QRectF &rect, const QList<BarRow> &rows, double even,
              const BalanceChartStyle &s)
{
    const double labelWidth = std::min(rect.width() * 0.35, [&] {
        double w = 0;
        for (const BarRow &r : rows)
            w = std::max(w, textWidth(r.label, s.textSize));
        return w + s.textSize * 0.5;
    }());
    const double textWidthRight = std::min(rect.width() * 0.3, [&] {
        double w = 0;
        for (const BarRow &r : rows)
            w = std::max(w, textWidth(r.text, s.textSize));
        return w + s.textSize * 0.5;
    }());
    const double rowHeight = s.textSize * 1.6;
    const QRectF plot(rect.left() + labelWidth, rect.top(),
                      std::max(1.0, rect.width() - labelWidth - textWidthRight),
                      rowHeight * rows.size());
    auto x = [&](double v) {
        return plot.left() + std::clamp(v, 0.0, 1.0) * plot.width();
    };
    p.save();
    p.setRenderHint(QPainter::Antialiasing);
    // Grid and axis labels.
    QPen grid(s.grid, s.lineWidth);
    for (int t = 0; t <= 4; ++t) {
        p.setPen(grid);
        p.drawLine(QPointF(x(t / 4.0), plot.top()), QPointF(x(t / 4.0), plot.bottom()));
        drawText(p, QRectF(x(t / 4.0) - s.textSize * 2, plot.bottom(), s.textSize * 4, s.textSize),
                 percentText(t / 4.0), s.textSize * 0.8, Qt::AlignCenter, s.ink);
    }
    for (int i = 0; i < rows.size(); ++i) {
        const BarRow &r = rows.at(i);
        const double top = plot.top() + i * rowHeight;
        drawText(p, QRectF(rect.left(), top, labelWidth - s.textSize * 0.3, rowHeight), r.label,
                 s.textSize, Qt::AlignRight | Qt::AlignVCenter, s.ink);
        const QRectF bar(x(0), top + rowHeight * 0.2, x(r.value) - x(0), rowHeight * 0.6);
        p.setPen(QPen(s.ink, s.lineWidth));
        p.setBrush(r.colour);
        p.drawRect(bar);
        if (r.errorBar) {
            const double mid = top + rowHeight / 2;
            const double cap = rowHeight * 0.2;
            p.setPen(QPen(s.ink, s.lineWidth * 2));
            p.drawLine(QPointF(x(r.interval.low), mid), QPointF(x(r.interval.high), mid));
            p.drawLine(QPointF(x(r.interval.low), mid - cap),
                       QPointF(x(r.interval.low), mid + cap));
            p.drawLine(QPointF(x(r.interval.high), mid - cap),
                       QPointF(x(r.interval.high), mid + cap));
        }
        drawText(p, QRectF(plot.right() + s.textSize * 0.4, top, textWidthRight, rowHeight), r.text,
                 s.textSize, Qt::AlignLeft | Qt::AlignVCenter, s.ink);
    }
    if (even > 0 && even < 1) {
        QPen line(s.ink, s.lineWidth, Qt::DashLine);
        p.setPen(line);
        p.drawLine(QPointF(x(even), plot.top()), QPointF(x(even), plot.bottom()));
    }
    p.restore();
}

QString intervalText(double value, const RateInterval &i)
{
    return QStringLiteral("%1 (%2-%3)")
        .arg(percentText(value))
        .arg(std::lround(100 * i.low))
        .arg(std::lround(100 * i.high));
}

} // namespace

BalanceChartStyle BalanceChartStyle::forScreen(double pixelsPerPoint)
{
    BalanceChartStyle s;
    s.textSize = 9 * pixelsPerPoint * 1.2;
    s.lineWidth = std::max(1.0, pixelsPerPoint * 0.75);
    return s;
}

namespace balancecharts {

/// Text is laid out in a font of this pixel size and scaled to the style's text size, so
/// that it measures the same on paper and on a screen.
constexpr int FontPixels = 64;

QFont textFont(bool bold)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPixelSize(FontPixels);
    font.setBold(bold);
    font.setHintingPreference(QFont::PreferNoHinting);
    return font;
}

double textScale(double size)
{
    return size / (FontPixels * 1.2);
}

void drawWinRates(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                  const BalanceChartStyle &style)
{
    const QRectF body
        = titled(painter, rect, BalanceCharts::tr("Wins per side (95 % interval)"), style);
    const int games = report.gamesAsWritten();
    if (games == 0) {
        sayNothing(painter, body, BalanceCharts::tr("No game was played."), style);
        return;
    }
    QList<BarRow> rows;
    for (int i = 0; i < report.sides.size(); ++i) {
        const BalanceSide &s = report.sides.at(i);
        const RateInterval in = report.winInterval(s);
        rows.append({s.name, report.winRate(s), in, intervalText(report.winRate(s), in),
                     sideColour(i), true});
    }
    const int draws = report.draws();
    const RateInterval d = wilsonInterval(draws, games);
    rows.append({BalanceCharts::tr("Draws"), double(draws) / games, d,
                 intervalText(double(draws) / games, d), style.draw, true});
    if (const int u = report.unfinished(); u > 0)
        rows.append({BalanceCharts::tr("Unfinished"),
                     double(u) / games,
                     {},
                     percentText(double(u) / games),
                     style.draw.lighter(120),
                     false});
    drawBars(painter, body, rows, report.sides.size() == 2 ? 0.5 : 0.0, style);
}

void drawLengths(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                 const BalanceChartStyle &style)
{
    const QRectF body = titled(painter, rect, BalanceCharts::tr("Game length (turns)"), style);
    const QMap<int, int> lengths = report.lengths();
    if (lengths.isEmpty()) {
        sayNothing(painter, body, BalanceCharts::tr("No game ended."), style);
        return;
    }
    const int first = lengths.firstKey();
    const int last = lengths.lastKey();
    int most = 0;
    for (int n : lengths)
        most = std::max(most, n);
    const double axis = style.textSize * 1.2;
    const double left = textWidth(QString::number(most), style.textSize * 0.8) + style.textSize;
    const QRectF plot(body.left() + left, body.top(), body.width() - left,
                      std::max(1.0, body.height() - axis));
    const int bins = last - first + 1;
    const double w = plot.width() / bins;
    painter.save();
    painter.setPen(QPen(style.grid, style.lineWidth));
    for (int t = 0; t <= 4; ++t) {
        const double y = plot.bottom() - plot.height() * t / 4.0;
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        drawText(painter,
                 QRectF(body.left(), y - style.textSize / 2, left - style.textSize * 0.3,
                        style.textSize),
                 QString::number(std::lround(most * t / 4.0)), style.textSize * 0.8,
                 Qt::AlignRight | Qt::AlignVCenter, style.ink);
    }
    const int labelEvery
        = std::max(1, int(std::ceil(textWidth(QStringLiteral("888"), style.textSize * 0.8) / w)));
    for (int t = first; t <= last; ++t) {
        const int n = lengths.value(t);
        const double h = plot.height() * n / most;
        const QRectF bar(plot.left() + (t - first) * w + w * 0.1, plot.bottom() - h, w * 0.8, h);
        painter.setPen(QPen(style.ink, style.lineWidth));
        painter.setBrush(sideColour(0));
        if (n > 0)
            painter.drawRect(bar);
        if ((t - first) % labelEvery == 0)
            drawText(
                painter,
                QRectF(bar.center().x() - w * labelEvery / 2, plot.bottom(), w * labelEvery, axis),
                QString::number(t), style.textSize * 0.8, Qt::AlignCenter, style.ink);
    }
    painter.restore();
}

double survivalHeight(const BalanceReport &report, const BalanceChartStyle &style)
{
    return style.textSize * (1.6 * std::max<qsizetype>(1, report.unitTypes.size()) + 3.0);
}

void drawSurvival(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                  const BalanceChartStyle &style)
{
    const QRectF body = titled(
        painter, rect, BalanceCharts::tr("Survival per unit type (95 % interval), kills per piece"),
        style);
    if (report.unitTypes.isEmpty()) {
        sayNothing(painter, body, BalanceCharts::tr("The games named no unit types."), style);
        return;
    }
    QList<BarRow> rows;
    for (const BalanceUnitType &u : report.unitTypes) {
        int index = 0;
        for (int i = 0; i < report.sides.size(); ++i) {
            if (report.sides.at(i).id == u.side)
                index = i;
        }
        const BalanceSide *side = report.side(u.side);
        const double rate = u.pieces > 0 ? double(u.survived) / u.pieces : 0.0;
        rows.append({QStringLiteral("%1: %2").arg(side ? side->name : u.side, u.name), rate,
                     wilsonInterval(u.survived, u.pieces),
                     BalanceCharts::tr("%1, kills %2")
                         .arg(percentText(rate))
                         .arg(u.pieces > 0 ? u.kills / u.pieces : 0.0, 0, 'f', 2),
                     sideColour(index), true});
    }
    drawBars(painter, body, rows, 0.0, style);
}

void drawFirstPlayer(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                     const BalanceChartStyle &style)
{
    const QRectF body = titled(painter, rect, BalanceCharts::tr("First player"), style);
    const BalanceFirstPlayer &f = report.firstPlayer;
    if (!f.applicable) {
        sayNothing(painter, body, BalanceCharts::tr("Not applicable: %1").arg(f.reason), style);
        return;
    }
    if (f.gamesAsWritten == 0 || f.gamesSwapped == 0) {
        sayNothing(painter, body, BalanceCharts::tr("No games with the order swapped."), style);
        return;
    }
    QList<BarRow> rows;
    auto row = [&](const QString &label, int wins, int games, int colour) {
        const double v = games > 0 ? double(wins) / games : 0.0;
        const RateInterval in = wilsonInterval(wins, games);
        rows.append({label, v, in, intervalText(v, in), sideColour(colour), true});
    };
    row(BalanceCharts::tr("%1 moving first").arg(f.names.value(0)), f.winsAsWritten[0],
        f.gamesAsWritten, 0);
    row(BalanceCharts::tr("%1 moving second").arg(f.names.value(0)), f.winsSwapped[0],
        f.gamesSwapped, 0);
    row(BalanceCharts::tr("%1 moving first").arg(f.names.value(1)), f.winsSwapped[1],
        f.gamesSwapped, 1);
    row(BalanceCharts::tr("%1 moving second").arg(f.names.value(1)), f.winsAsWritten[1],
        f.gamesAsWritten, 1);
    row(BalanceCharts::tr("Whoever moves first (of decided)"), f.firstMoverWins(), f.decided(), 5);
    drawBars(painter, body, rows, 0.5, style);
}

void drawHeatMap(QPainter &painter, const QRectF &rect, const BalanceReport &report,
                 const Board &board, const BoardRenderer &renderer, const BalanceChartStyle &style)
{
    const QRectF body = titled(painter, rect,
                               BalanceCharts::tr("Where games were decided: pieces lost, "
                                                 "objectives taken"),
                               style);
    const double keyHeight = style.textSize * 1.5;
    const QRectF area = body.adjusted(0, 0, 0, -keyHeight);
    const QRectF scene = renderer.boundingRect();
    if (scene.isEmpty() || area.width() <= 0 || area.height() <= 0)
        return;
    const double scale = std::min(area.width() / scene.width(), area.height() / scene.height());
    const QPointF offset(area.left() + (area.width() - scene.width() * scale) / 2,
                         area.top() + (area.height() - scene.height() * scale) / 2);
    int most = 0;
    for (const BalanceHeatCell &c : report.heat)
        most = std::max(most, c.losses + c.objectives);
    painter.save();
    painter.translate(offset);
    painter.scale(scale, scale);
    painter.translate(-scene.topLeft());
    painter.setClipRect(scene);
    // The renderer draws at the device's scale: its detail follows the pixels it fills.
    // Capped at about 300 dpi: a PDF's device would ask for far more than the eye needs.
    const double pixels
        = std::min(std::abs(painter.deviceTransform().m11()), renderer.trueSizeScale() * 3);
    renderer.paint(&painter, scene, pixels > 0 ? pixels : 1.0);
    // A washed look so that the discs read over the terrain.
    painter.fillRect(scene, QColor(255, 255, 255, 110));
    const QTransform toScene = renderer.boardToScene();
    const auto *hexBoard = dynamic_cast<const HexBoard *>(&board);
    // The largest disc: a hex across, or two inches on a table.
    const double cell = hexBoard ? toScene.map(QLineF(0, 0, 1, 0)).length()
                                 : toScene.map(QLineF(0, 0, 50.8, 0)).length();
    painter.setRenderHint(QPainter::Antialiasing);
    for (const BalanceHeatCell &c : report.heat) {
        QPointF at;
        if (const auto *hex = std::get_if<OffsetCoord>(&c.place)) {
            if (!hexBoard)
                continue;
            at = hexBoard->layout().hexToPixel(hexBoard->offsets().fromOffset(*hex));
        } else {
            at = std::get<TablePoint>(c.place).toPointF();
        }
        const double share = most > 0 ? double(c.losses + c.objectives) / most : 0.0;
        const double r = cell * 0.5 * std::sqrt(share);
        QColor fill = style.heat;
        fill.setAlphaF(0.35 + 0.5 * share);
        painter.setPen(QPen(style.heat.darker(150), cell * 0.03));
        painter.setBrush(fill);
        painter.drawEllipse(toScene.map(at), r, r);
        if (c.objectives > 0) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(style.ink, cell * 0.06));
            painter.drawEllipse(toScene.map(at), r + cell * 0.06, r + cell * 0.06);
        }
    }
    painter.restore();
    drawText(painter,
             QRectF(body.left(), area.bottom() + style.textSize * 0.3, body.width(),
                    style.textSize * 1.2),
             report.heat.isEmpty()
                 ? BalanceCharts::tr("No piece was lost and no objective taken.")
                 : BalanceCharts::tr("Disc area: pieces lost and objectives taken there (the "
                                     "largest: %1); a ring: an objective taken")
                       .arg(most),
             style.textSize * 0.9, Qt::AlignLeft | Qt::AlignVCenter, style.ink);
}

} // namespace balancecharts

} // namespace hexwright
