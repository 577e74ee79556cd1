// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "charts/chartedits.h"

#include <QCoreApplication>
#include <QUndoCommand>

namespace hexwright {

namespace {

/// One typed cell: its value before and after.
class SetChartCell : public QUndoCommand
{
public:
    SetChartCell(ChartEdits *edits, int chart, int row, int column, ChartCell before,
                 ChartCell after)
        : m_edits(edits)
        , m_chart(chart)
        , m_row(row)
        , m_column(column)
        , m_before(std::move(before))
        , m_after(std::move(after))
    {
        const Chart &c = edits->charts().at(chart);
        setText(
            ChartEdits::tr("Edit %1, %2 of %3").arg(c.rows.at(row), c.columns.at(column), c.title));
    }

    void undo() override { m_edits->setCell(m_chart, m_row, m_column, m_before); }
    void redo() override { m_edits->setCell(m_chart, m_row, m_column, m_after); }

private:
    ChartEdits *m_edits;
    int m_chart;
    int m_row;
    int m_column;
    ChartCell m_before;
    ChartCell m_after;
};

/// Every chart at once (Revert to Bundled Values).
class SetAllCharts : public QUndoCommand
{
public:
    SetAllCharts(ChartEdits *edits, QList<Chart> after)
        : QUndoCommand(ChartEdits::tr("Revert to bundled values"))
        , m_edits(edits)
        , m_before(edits->charts())
        , m_after(std::move(after))
    { }

    void undo() override { m_edits->setCharts(m_before); }
    void redo() override { m_edits->setCharts(m_after); }

private:
    ChartEdits *m_edits;
    QList<Chart> m_before;
    QList<Chart> m_after;
};

} // namespace

ChartEdits::ChartEdits(QList<Chart> charts, QList<Chart> bundled, QObject *parent)
    : QObject(parent)
    , m_charts(std::move(charts))
    , m_bundled(std::move(bundled))
{ }

bool ChartEdits::typeCell(int chart, int row, int column, const QString &text)
{
    if (chart < 0 || chart >= m_charts.size())
        return false;
    const ChartCell *cell = m_charts.at(chart).cell(row, column);
    if (!cell)
        return false;
    ChartCell typed = ChartCell::parse(text, false);
    if (typed == *cell)
        return false;
    m_undo.push(new SetChartCell(this, chart, row, column, *cell, std::move(typed)));
    return true;
}

bool ChartEdits::revertToBundled()
{
    // A chart the bundled ruleset no longer has is kept as it is.
    QList<Chart> reverted = m_charts;
    for (Chart &chart : reverted) {
        if (const Chart *original = findChart(m_bundled, chart.id))
            chart = *original;
    }
    if (reverted == m_charts)
        return false;
    m_undo.push(new SetAllCharts(this, std::move(reverted)));
    return true;
}

void ChartEdits::setCell(int chart, int row, int column, const ChartCell &cell)
{
    if (chart < 0 || chart >= m_charts.size() || !m_charts.at(chart).cell(row, column))
        return;
    m_charts[chart].cells[row][column] = cell;
    Q_EMIT cellChanged(chart, row, column);
}

void ChartEdits::setCharts(const QList<Chart> &charts)
{
    m_charts = charts;
    Q_EMIT chartsReset();
}

} // namespace hexwright
