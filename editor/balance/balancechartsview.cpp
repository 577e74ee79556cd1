// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/balancechartsview.h"

#include "board/board.h"
#include "document/scenariodocument.h"
#include "export/balancecharts.h"
#include "render/boardrenderer.h"

#include <QPaintEvent>
#include <QPainter>

namespace hexwright {

namespace {

/// The screen's chart style, its colours from the palette (high contrast reaches them).
BalanceChartStyle screenStyle(const QWidget &widget)
{
    BalanceChartStyle style = BalanceChartStyle::forScreen(widget.logicalDpiY() / 72.0);
    style.ink = widget.palette().color(QPalette::WindowText);
    style.paper = widget.palette().color(QPalette::Base);
    style.grid = widget.palette().color(QPalette::Mid);
    return style;
}

constexpr int ChartHeight = 240; ///< pixels of a chart of fixed height
constexpr int Margin = 8;

} // namespace

BalanceChartsView::BalanceChartsView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("balanceCharts"));
    setAccessibleName(tr("Balance charts"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
}

void BalanceChartsView::setReport(const std::optional<BalanceReport> &report)
{
    m_report = report;
    setMinimumHeight(sizeHint().height());
    updateGeometry();
    update();
}

QList<int> BalanceChartsView::rowHeights() const
{
    if (!m_report)
        return {};
    const int survival = std::max(
        ChartHeight, int(balancecharts::survivalHeight(*m_report, screenStyle(*this))) + 1);
    return {ChartHeight, ChartHeight, survival, ChartHeight};
}

QSize BalanceChartsView::sizeHint() const
{
    int height = Margin;
    for (int row : rowHeights())
        height += row + Margin;
    return {560, std::max(height, 120)};
}

void BalanceChartsView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!m_report) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter, tr("Run the games to see the charts."));
        return;
    }
    const BalanceChartStyle style = screenStyle(*this);
    const QList<int> heights = rowHeights();
    const qreal chartWidth = width() - 2 * Margin;
    qreal y = Margin;
    auto next = [&](int row) {
        const QRectF r(Margin, y, chartWidth, heights.value(row));
        y += heights.value(row) + Margin;
        return r;
    };
    balancecharts::drawWinRates(painter, next(0), *m_report, style);
    balancecharts::drawLengths(painter, next(1), *m_report, style);
    balancecharts::drawSurvival(painter, next(2), *m_report, style);
    balancecharts::drawFirstPlayer(painter, next(3), *m_report, style);
}

BalanceHeatMapView::BalanceHeatMapView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("balanceHeatMap"));
    setAccessibleName(tr("Heat map of where games were decided"));
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::Base);
}

BalanceHeatMapView::~BalanceHeatMapView() = default;

void BalanceHeatMapView::setReport(const std::optional<BalanceReport> &report,
                                   const ScenarioDocument *document)
{
    m_report = report;
    m_document = document;
    m_renderer.reset();
    if (document) {
        const bool hex = document->board().kind() == BoardKind::Hex;
        m_renderer
            = BoardRenderer::create(document->board(), document->ruleset(), document->scenario(),
                                    hex ? &document->panels() : nullptr);
    }
    update();
}

QSize BalanceHeatMapView::sizeHint() const
{
    return {560, 480};
}

void BalanceHeatMapView::paintEvent(QPaintEvent *event)
{
    QWidget::paintEvent(event);
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!hasReport() || !m_document) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter,
                         tr("Run the games to see where they were decided."));
        return;
    }
    balancecharts::drawHeatMap(painter, QRectF(rect()).adjusted(Margin, Margin, -Margin, -Margin),
                               *m_report, m_document->board(), *m_renderer, screenStyle(*this));
}

} // namespace hexwright
