// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balance/balancereport.h"

#include <QWidget>

#include <memory>
#include <optional>

namespace hexwright {

class Board;
class BoardRenderer;
class ScenarioDocument;

/**
 * The balance report's charts on screen, one under the other: the win rates, the game
 * lengths, the unit types' survival and the first-player effect, painted by the same code
 * as the PDF (model/export/balancecharts.h) in the screen's style.
 */
class BalanceChartsView : public QWidget
{
    Q_OBJECT

public:
    explicit BalanceChartsView(QWidget *parent = nullptr);
    /// Shows @p report's charts, or none.
    void setReport(const std::optional<BalanceReport> &report);
    bool hasReport() const { return m_report.has_value(); }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    /// The chart rows' heights in pixels for the report shown.
    QList<int> rowHeights() const;

    std::optional<BalanceReport> m_report;
};

/// The balance report's heat map: the board of the scenario played, where games were decided.
class BalanceHeatMapView : public QWidget
{
    Q_OBJECT

public:
    explicit BalanceHeatMapView(QWidget *parent = nullptr);
    ~BalanceHeatMapView() override;
    /// Shows @p report over the board of @p document (its scenario as played), or nothing.
    void setReport(const std::optional<BalanceReport> &report, const ScenarioDocument *document);
    bool hasReport() const { return m_report.has_value() && m_renderer; }
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    std::optional<BalanceReport> m_report;
    const ScenarioDocument *m_document = nullptr;
    std::unique_ptr<BoardRenderer> m_renderer;
};

} // namespace hexwright
