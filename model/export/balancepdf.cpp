// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "export/balancepdf.h"

#include "board/board.h"
#include "export/balancecharts.h"
#include "render/boardrenderer.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

struct BalancePdf
{
    Q_DECLARE_TR_FUNCTIONS(BalancePdf)
};

constexpr double MarginMm = 15;
constexpr double TextMm = 3.6; ///< a line of body text

/// Splits @p text into lines no wider than @p widthMm at @p lineMm.
QStringList wrap(const QString &text, double lineMm, double widthMm, bool bold = false)
{
    const QFontMetricsF metrics(balancecharts::textFont(bold));
    const double width = widthMm / balancecharts::textScale(lineMm);
    QStringList lines;
    QString line;
    for (const QString &word : text.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString next = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
        if (!line.isEmpty() && metrics.horizontalAdvance(next) > width) {
            lines.append(line);
            line = word;
        } else {
            line = next;
        }
    }
    if (!line.isEmpty())
        lines.append(line);
    return lines;
}

/// Writes @p text from @p y (mm) wrapped to the page's width; returns the y below it.
double paragraph(QPainter &p, double x, double y, double width, const QString &text,
                 double lineMm = TextMm, bool bold = false)
{
    const double s = balancecharts::textScale(lineMm);
    for (const QString &line : wrap(text, lineMm, width, bold)) {
        p.save();
        p.setFont(balancecharts::textFont(bold));
        p.setPen(Qt::black);
        p.translate(x, y);
        p.scale(s, s);
        p.drawText(QRectF(0, 0, width / s, lineMm / s), Qt::AlignLeft | Qt::AlignVCenter, line);
        p.restore();
        y += lineMm;
    }
    return y;
}

/// A table: a header row in bold, then the rows; columns of the given widths (mm).
double table(QPainter &p, double x, double y, const QList<double> &widths,
             const QStringList &header, const QList<QStringList> &rows)
{
    const double row = TextMm * 1.3;
    const double s = balancecharts::textScale(TextMm);
    auto cells = [&](const QStringList &texts, bool bold) {
        double cx = x;
        for (int c = 0; c < widths.size(); ++c) {
            p.save();
            p.setFont(balancecharts::textFont(bold));
            p.setPen(Qt::black);
            p.translate(cx, y);
            p.scale(s, s);
            const QRectF r(0, 0, (widths.at(c) - 1) / s, row / s);
            p.drawText(r, (c == 0 ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter,
                       QFontMetricsF(balancecharts::textFont(bold))
                           .elidedText(texts.value(c), Qt::ElideRight, r.width()));
            p.restore();
            cx += widths.at(c);
        }
        y += row;
    };
    cells(header, true);
    double total = 0;
    for (double w : widths)
        total += w;
    p.setPen(QPen(Qt::black, 0.2));
    p.drawLine(QPointF(x, y), QPointF(x + total, y));
    for (const QStringList &r : rows)
        cells(r, false);
    return y + TextMm * 0.6;
}

QString pct(double fraction)
{
    return QStringLiteral("%1 %").arg(std::lround(100 * fraction));
}

} // namespace

BalanceSheets::BalanceSheets(const BalanceReport &report, const BalanceBoardInputs &board,
                             const PaperSetup &paper)
    : m_report(report)
    , m_board(board)
    , m_paper(paper)
{
    if (board.board && board.ruleset && board.scenario)
        m_renderer
            = BoardRenderer::create(*board.board, *board.ruleset, *board.scenario, board.panels);
}

BalanceSheets::~BalanceSheets() = default;

QString BalanceSheets::title() const
{
    return BalancePdf::tr("Balance report: %1").arg(m_report.title);
}

int BalanceSheets::pageCount() const
{
    return 3;
}

PaperSetup BalanceSheets::paper(int /*page*/) const
{
    return m_paper;
}

void BalanceSheets::paintPage(QPainter &p, int page) const
{
    const QSizeF paper = m_paper.paperSizeMm();
    const double x = MarginMm;
    const double width = paper.width() - 2 * MarginMm;
    const double bottom = paper.height() - MarginMm;
    double y = MarginMm;
    const BalanceChartStyle style = BalanceChartStyle::forPaper();
    const BalanceReport &r = m_report;
    y = paragraph(p, x, y, width, title(), 6.5, true);
    if (page == 0) {
        QString what = BalancePdf::tr("%n game(s), seed %1, agents %2", nullptr, r.gamesAsWritten())
                           .arg(r.seed)
                           .arg(r.agents.join(QStringLiteral(", ")));
        if (r.cancelled)
            what += BalancePdf::tr(" (cancelled before the end)");
        y = paragraph(p, x, y + 1, width, what);
        y = paragraph(p, x, y + 3, width, r.verdict().text, 5.0, true) + 3;
        QList<QStringList> rows;
        for (const BalanceSide &s : r.sides) {
            const RateInterval in = r.winInterval(s);
            rows.append({s.name, QString::number(s.wins), pct(r.winRate(s)),
                         QStringLiteral("%1-%2").arg(pct(in.low), pct(in.high)),
                         QString::number(s.draws), QString::number(s.losses),
                         QString::number(r.meanLosses(s), 'f', 1)});
        }
        y = table(p, x, y,
                  {width * 0.28, width * 0.1, width * 0.1, width * 0.16, width * 0.1, width * 0.1,
                   width * 0.16},
                  {BalancePdf::tr("Side"), BalancePdf::tr("Wins"), BalancePdf::tr("Rate"),
                   BalancePdf::tr("95 % interval"), BalancePdf::tr("Draws"),
                   BalancePdf::tr("Defeats"), BalancePdf::tr("Pieces lost a game")},
                  rows);
        if (r.unfinished() > 0)
            y = paragraph(p, x, y, width,
                          BalancePdf::tr("%n game(s) did not end (stopped at the action cap or "
                                         "by an engine error).",
                                         nullptr, r.unfinished()));
        y += 3;
        // The win rates: a row a side, draws and unfinished games; the lengths below.
        const double rates = style.textSize * (1.6 * double(r.sides.size() + 2) + 3.5);
        balancecharts::drawWinRates(p, QRectF(x, y, width, rates), r, style);
        y += rates + 6;
        balancecharts::drawLengths(p, QRectF(x, y, width, std::min(70.0, bottom - y)), r, style);
        return;
    }
    if (page == 1) {
        const double survival
            = std::min(balancecharts::survivalHeight(r, style), (bottom - y) * 0.6);
        balancecharts::drawSurvival(p, QRectF(x, y + 2, width, survival), r, style);
        y += survival + 6;
        y = paragraph(p, x, y, width, r.firstPlayerText()) + 2;
        if (r.firstPlayer.applicable) {
            const double chart = std::min(45.0, bottom - y - 20);
            balancecharts::drawFirstPlayer(p, QRectF(x, y, width, chart), r, style);
            y += chart + 4;
        }
        if (!r.provisional.isEmpty()) {
            y = paragraph(p, x, y + 2, width,
                          BalancePdf::tr("These results rest on provisional values (our "
                                         "estimates where the book gives none):"),
                          TextMm, true);
            for (const QString &v : r.provisional)
                y = paragraph(p, x + 3, y, width - 3, QStringLiteral("\u2020 ") + v);
        }
        return;
    }
    // The heat map, and the places where most was decided.
    y += 2;
    QList<BalanceHeatCell> top = r.heat;
    std::stable_sort(top.begin(), top.end(),
                     [](const BalanceHeatCell &a, const BalanceHeatCell &b) {
                         return a.losses + a.objectives > b.losses + b.objectives;
                     });
    top = top.mid(0, 10);
    const double tableHeight = TextMm * 1.3 * (top.size() + 1) + 4;
    if (m_renderer && m_board.board) {
        balancecharts::drawHeatMap(p, QRectF(x, y, width, bottom - y - tableHeight), r,
                                   *m_board.board, *m_renderer, style);
    } else {
        paragraph(p, x, y, width, BalancePdf::tr("The board is not at hand: the places follow."));
    }
    y = bottom - tableHeight + 2;
    QList<QStringList> rows;
    for (const BalanceHeatCell &c : top)
        rows.append({c.label, QString::number(c.losses), QString::number(c.objectives)});
    table(p, x, y, {width * 0.5, width * 0.25, width * 0.25},
          {BalancePdf::tr("Place"), BalancePdf::tr("Pieces lost"),
           BalancePdf::tr("Objectives taken")},
          rows);
}

bool writeBalancePdf(const BalanceReport &report, const BalanceBoardInputs &board,
                     const QString &path, QString *error)
{
    const BalanceSheets sheets(report, board);
    return writeSheetsPdf(sheets, path, error);
}

} // namespace hexwright
