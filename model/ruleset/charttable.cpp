// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/charttable.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace hexwright {

namespace {

/// The spans of one line (a column or a row) of the chart: each span cell's index and cell.
QList<std::pair<int, const ChartCell *>> spansOf(const Chart &chart, bool column, int index)
{
    QList<std::pair<int, const ChartCell *>> spans;
    const int count = column ? int(chart.rows.size()) : int(chart.columns.size());
    for (int i = 0; i < count; ++i) {
        const ChartCell *c = column ? chart.cell(i, index) : chart.cell(index, i);
        if (c && c->isSpan())
            spans.append({i, c});
    }
    return spans;
}

void checkCovers(const Chart &chart, const ChartCheck &check, QList<ChartProblem> &problems)
{
    const bool byColumn = check.along != QLatin1String("rows");
    const int lines = byColumn ? int(chart.columns.size()) : int(chart.rows.size());
    for (int line = 0; line < lines; ++line) {
        const auto spans = spansOf(chart, byColumn, line);
        const QString lineName = byColumn ? chart.columns.at(line) : chart.rows.at(line);
        const auto at = [&](int i) {
            return byColumn ? std::pair {i, line} : std::pair {line, i};
        };
        // Each value from..to is held by exactly one span.
        QList<int> holders(check.to - check.from + 1, -1);
        for (const auto &[i, c] : spans) {
            const auto [row, column] = at(i);
            if (c->low < check.from || c->high > check.to) {
                problems.append(
                    {row, column,
                     QCoreApplication::translate("hexwright::Chart", "%1 lies outside %2..%3")
                         .arg(c->text)
                         .arg(check.from)
                         .arg(check.to)});
            }
            bool overlaps = false; // reported once per cell, at its first shared value
            for (int v = std::max(c->low, check.from); v <= std::min(c->high, check.to); ++v) {
                int &holder = holders[v - check.from];
                if (holder < 0) {
                    holder = i;
                } else if (!overlaps) {
                    overlaps = true;
                    const QString other
                        = byColumn ? chart.rows.at(holder) : chart.columns.at(holder);
                    problems.append({row, column,
                                     QCoreApplication::translate("hexwright::Chart",
                                                                 "%1 overlaps %2 at %3 in %4")
                                         .arg(c->text, other)
                                         .arg(v)
                                         .arg(lineName)});
                }
            }
        }
        QList<int> missing;
        for (int v = check.from; v <= check.to; ++v) {
            if (holders.at(v - check.from) < 0)
                missing.append(v);
        }
        if (!missing.isEmpty()) {
            QStringList words;
            for (int v : missing)
                words.append(QString::number(v));
            // Shown at the line's first cell: the gap is the line's, not one cell's.
            const auto [row, column] = at(0);
            problems.append(
                {row, column,
                 QCoreApplication::translate("hexwright::Chart",
                                             "%1 leaves %2 uncovered (needs %3..%4 with no gap)")
                     .arg(lineName, words.join(QStringLiteral(", ")))
                     .arg(check.from)
                     .arg(check.to)});
        }
    }
}

} // namespace

ChartCell ChartCell::parse(const QString &text, bool provisional)
{
    ChartCell c;
    c.text = text.trimmed();
    c.provisional = provisional;
    if (c.text.isEmpty() || c.text == QLatin1String("-")) {
        c.kind = Kind::Empty;
        return c;
    }
    bool ok = false;
    const double number = c.text.toDouble(&ok);
    if (ok && std::isfinite(number)) {
        c.kind = Kind::Number;
        c.number = number;
        c.low = c.high = int(std::floor(number));
        if (double(c.low) != number)
            c.high = c.low - 1; // not whole: spans nothing
        return c;
    }
    static const QRegularExpression range(QStringLiteral("^(-?\\d+)\\s*-\\s*(-?\\d+)$"));
    if (const auto m = range.match(c.text); m.hasMatch()) {
        const int low = m.captured(1).toInt();
        const int high = m.captured(2).toInt();
        if (low <= high) {
            c.kind = Kind::Range;
            c.low = low;
            c.high = high;
            c.number = low;
            return c;
        }
    }
    c.kind = Kind::Text;
    return c;
}

bool ChartCell::isSpan() const
{
    return (kind == Kind::Number || kind == Kind::Range) && low <= high;
}

QStringList chartCheckKinds()
{
    return {QStringLiteral("covers"), QStringLiteral("bounds"), QStringLiteral("kind")};
}

const ChartCell *Chart::cell(int row, int column) const
{
    if (row < 0 || row >= cells.size() || column < 0 || column >= cells.at(row).size())
        return nullptr;
    return &cells.at(row).at(column);
}

const ChartCell *Chart::cell(const QString &row, const QString &column) const
{
    return cell(rowOf(row), columnOf(column));
}

bool Chart::hasProvisional() const
{
    for (const auto &row : cells) {
        for (const ChartCell &c : row) {
            if (c.provisional)
                return true;
        }
    }
    return false;
}

QString Chart::rowHolding(const QString &column, int value) const
{
    const int col = columnOf(column);
    for (int row = 0; row < rows.size(); ++row) {
        const ChartCell *c = cell(row, col);
        if (c && c->isSpan() && c->low <= value && value <= c->high)
            return rows.at(row);
    }
    return QString();
}

bool operator==(const Chart &a, const Chart &b)
{
    return a.id == b.id && a.title == b.title && a.note == b.note && a.rowHeader == b.rowHeader
        && a.columns == b.columns && a.rows == b.rows && a.cells == b.cells;
}

QList<ChartProblem> validateChart(const Chart &chart)
{
    QList<ChartProblem> problems;
    for (const ChartCheck &check : chart.checks) {
        if (check.kind == QLatin1String("covers")) {
            checkCovers(chart, check, problems);
            continue;
        }
        for (int row = 0; row < chart.cells.size(); ++row) {
            for (int column = 0; column < chart.cells.at(row).size(); ++column) {
                const ChartCell &c = chart.cells.at(row).at(column);
                if (check.kind == QLatin1String("bounds")
                    && (c.kind == ChartCell::Kind::Number || c.kind == ChartCell::Kind::Range)
                    && (c.number < check.from || c.number > check.to || c.high > check.to)) {
                    problems.append(
                        {row, column,
                         QCoreApplication::translate("hexwright::Chart", "%1 lies outside %2..%3")
                             .arg(c.text)
                             .arg(check.from)
                             .arg(check.to)});
                } else if (check.kind == QLatin1String("kind")
                           && c.kind != ChartCell::Kind::Empty) {
                    const bool fits = (check.cells == QLatin1String("number")
                                       && c.kind == ChartCell::Kind::Number)
                        || (check.cells == QLatin1String("range") && c.isSpan())
                        || (check.cells == QLatin1String("text")
                            && c.kind == ChartCell::Kind::Text);
                    if (!fits) {
                        const QString expected = check.cells == QLatin1String("number")
                            ? QCoreApplication::translate("hexwright::Chart", "a number")
                            : check.cells == QLatin1String("range")
                            ? QCoreApplication::translate("hexwright::Chart", "a range such as 2-4")
                            : QCoreApplication::translate("hexwright::Chart", "a text");
                        problems.append(
                            {row, column,
                             QCoreApplication::translate("hexwright::Chart", "'%1' is not %2")
                                 .arg(c.text, expected)});
                    }
                }
            }
        }
    }
    std::stable_sort(problems.begin(), problems.end(),
                     [](const ChartProblem &a, const ChartProblem &b) {
                         return std::pair(a.row, a.column) < std::pair(b.row, b.column);
                     });
    return problems;
}

const Chart *findChart(const QList<Chart> &charts, const QString &id)
{
    for (const Chart &c : charts) {
        if (c.id == id)
            return &c;
    }
    return nullptr;
}

} // namespace hexwright
