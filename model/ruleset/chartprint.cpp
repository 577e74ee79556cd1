// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/chartprint.h"

#include <QCoreApplication>

namespace hexwright {

QString provisionalChartMark()
{
    return QStringLiteral("\u2020");
}

QString printedChartCell(const ChartCell &cell)
{
    return cell.provisional ? cell.text + provisionalChartMark() : cell.text;
}

SheetSection chartSheetSection(const Chart &chart)
{
    SheetSection section;
    section.kind = SheetSection::Kind::Table;
    section.id = QStringLiteral("chart:") + chart.id;
    section.heading = chart.title;
    section.table.headers.append(chart.rowHeader);
    section.table.headers.append(chart.columns);
    for (int row = 0; row < chart.rows.size(); ++row) {
        QStringList cells {chart.rows.at(row)};
        for (int column = 0; column < chart.columns.size(); ++column) {
            const ChartCell *cell = chart.cell(row, column);
            cells.append(cell ? printedChartCell(*cell) : QString());
        }
        section.table.rows.append(cells);
    }
    if (!chart.note.isEmpty())
        section.lines.append(chart.note);
    if (chart.hasProvisional()) {
        const QString text = QCoreApplication::translate("hexwright::Chart",
                                                         "%1 provisional: our value, not the "
                                                         "book's (Scenario > Ruleset Charts... "
                                                         "takes the printed one).");
        section.lines.append(text.arg(provisionalChartMark()));
    }
    return section;
}

} // namespace hexwright
