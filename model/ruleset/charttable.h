// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

/**
 * One cell of a ruleset chart: a number ("-2", "0.5"), a range of whole numbers ("2-4", a
 * die roll's span), a text ("D", "—") or empty. Written and typed as text; the kind is read
 * from the text, so the same words go into the file, the Charts editor and a printed sheet.
 */
struct ChartCell
{
    enum class Kind { Empty, Number, Range, Text };

    Kind kind = Kind::Empty;
    double number = 0; ///< Number
    int low = 0; ///< Range (and a whole Number)
    int high = 0; ///< Range (and a whole Number)
    QString text; ///< what is written, trimmed
    /// Our value, not the book's: the chart of the printed game is lost, so a player who
    /// owns it may type the real one (which is then no longer provisional).
    bool provisional = false;

    /// Reads @p text: "" or "-" empty, "3" or "-2" or "0.5" a number, "2-4" a range (low <=
    /// high), anything else text.
    static ChartCell parse(const QString &text, bool provisional = false);
    /// Whether the cell is a number or a range: it spans the whole numbers low..high.
    bool isSpan() const;

    friend bool operator==(const ChartCell &a, const ChartCell &b)
    {
        return a.text == b.text && a.provisional == b.provisional;
    }
    friend bool operator!=(const ChartCell &a, const ChartCell &b) { return !(a == b); }
};

/**
 * A check a chart's values must pass, written in its `checks:`:
 * - covers: the spans of each column (along "columns") or each row (along "rows") cover
 *   from..to exactly once, no gap and no overlap (an endurance roll: 2..12);
 * - bounds: every number and range lies within from..to (a modifier: -6..6);
 * - kind: every cell is of the kind named in `cells` (number, range or text); empty cells
 *   pass.
 */
struct ChartCheck
{
    QString kind; ///< covers, bounds or kind
    QString along = QStringLiteral("columns"); ///< covers: columns or rows
    int from = 0;
    int to = 0;
    QString cells; ///< kind: number, range or text
};

/// The check kinds a chart may name, in the order the format documents them.
QStringList chartCheckKinds();

/// A problem of one chart value: the cell (row and column, 0-based) and what is wrong.
struct ChartProblem
{
    int row = 0;
    int column = 0;
    QString message;
};

/**
 * A named chart of a ruleset (`charts:`): a title, row and column headings, the cells row by
 * row, a note saying where the values come from, and the checks they must pass. Shared by
 * every rule family; a family's rules look a value up by the chart's id and the headings.
 */
struct Chart
{
    QString id;
    QString title;
    QString note; ///< where the values come from ("the book's chart is lost: our values")
    QString rowHeader; ///< what the row headings are ("Result"); may be empty
    QStringList columns; ///< column headings, unique
    QStringList rows; ///< row headings, unique
    QList<QList<ChartCell>> cells; ///< rows x columns
    QList<ChartCheck> checks;

    int rowOf(const QString &heading) const { return int(rows.indexOf(heading)); }
    int columnOf(const QString &heading) const { return int(columns.indexOf(heading)); }
    /// The cell at @p row and @p column (0-based), or null outside the chart.
    const ChartCell *cell(int row, int column) const;
    /// The cell under the headings, or null.
    const ChartCell *cell(const QString &row, const QString &column) const;
    /// Whether any cell is provisional.
    bool hasProvisional() const;
    /// The row heading of the column @p column whose span holds @p value (an endurance roll
    /// of 3 under class B: "D"), or empty.
    QString rowHolding(const QString &column, int value) const;

    friend bool operator==(const Chart &a, const Chart &b);
    friend bool operator!=(const Chart &a, const Chart &b) { return !(a == b); }
};

/// Every problem of @p chart's values against its checks, in row and column order.
QList<ChartProblem> validateChart(const Chart &chart);

/// The chart with id @p id in @p charts, or null.
const Chart *findChart(const QList<Chart> &charts, const QString &id);

} // namespace hexwright
