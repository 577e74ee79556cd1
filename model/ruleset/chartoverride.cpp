// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/chartoverride.h"

#include "io/safefile.h"
#include "io/schemareader.h"
#include "io/yamltree.h"
#include "io/yamlwriter.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

namespace hexwright {

namespace {

/// One overridden value, read: where it goes and the nodes to report at.
void readOverrideCell(ReadContext &context, MappingReader &in, Chart &chart)
{
    const YamlNode *rowNode = in.required("row");
    const YamlNode *columnNode = in.required("column");
    const auto row = readText(context, rowNode, valueName("row", in.what()));
    const auto column = readText(context, columnNode, valueName("column", in.what()));
    const auto value = readString(context, in.required("value"), valueName("value", in.what()));
    bool provisional = false;
    if (const YamlNode *p = in.optional("provisional"))
        provisional = readBool(context, p, valueName("provisional", in.what())).value_or(false);
    if (!row || !column || !value)
        return;
    const int r = chart.rowOf(*row);
    const int c = chart.columnOf(*column);
    if (r < 0) {
        reportUnknownId(context, rowNode, QStringLiteral("row"), *row, valueName("row", in.what()),
                        chart.rows);
        return;
    }
    if (c < 0) {
        reportUnknownId(context, columnNode, QStringLiteral("column"), *column,
                        valueName("column", in.what()), chart.columns);
        return;
    }
    chart.cells[r][c] = ChartCell::parse(*value, provisional);
}

} // namespace

QString userChartsFolder()
{
    const QString data = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    return data.isEmpty() ? QString() : data + QStringLiteral("/hexwright/rulesets");
}

QString chartOverridePath(const QString &folder, const QString &rulesetId)
{
    return folder + QLatin1Char('/') + rulesetId + QStringLiteral(".charts.yaml");
}

bool applyChartOverride(const QString &path, const QString &rulesetId, QList<Chart> &charts,
                        Diagnostics &diagnostics)
{
    Diagnostics found;
    auto document = YamlDocument::load(path, path, found);
    bool applied = false;
    if (document) {
        ReadContext context(path, found);
        MappingReader top(context, document->root(), QStringLiteral("the chart values"));
        if (top.isValid()
            && checkFormat(context, top, QStringLiteral("hexwright-charts"),
                           ChartOverrideFormatVersion)
                != 0) {
            const YamlNode *idNode = top.required("ruleset");
            const auto id = readId(context, idNode, valueName("ruleset", top.what()));
            if (id && *id != rulesetId) {
                context.report(idNode, QStringLiteral("wrong-ruleset"),
                               QStringLiteral("these chart values are for ruleset '%1', not '%2'")
                                   .arg(*id, rulesetId));
                top.accept("charts");
            } else if (id) {
                QList<Chart> result = charts;
                forEachMapping(
                    context, top.required("charts"), valueName("charts", top.what()),
                    QStringLiteral("chart"), [&](MappingReader &in) {
                        const YamlNode *chartNode = in.required("id");
                        const auto chartId = readId(context, chartNode, valueName("id", in.what()));
                        Chart *chart = nullptr;
                        for (Chart &c : result) {
                            if (chartId && c.id == *chartId)
                                chart = &c;
                        }
                        if (chartId && !chart) {
                            QStringList ids;
                            for (const Chart &c : result)
                                ids.append(c.id);
                            reportUnknownId(context, chartNode, QStringLiteral("chart"), *chartId,
                                            valueName("id", in.what()), ids);
                        }
                        if (!chart) {
                            in.accept("cells");
                            return;
                        }
                        forEachMapping(context, in.required("cells"), valueName("cells", in.what()),
                                       QStringLiteral("cell"), [&](MappingReader &cell) {
                                           readOverrideCell(context, cell, *chart);
                                       });
                        for (const ChartProblem &p : validateChart(*chart))
                            context.report(
                                chartNode, QStringLiteral("chart-check"),
                                QStringLiteral("chart '%1': %2").arg(chart->id, p.message));
                    });
                charts = result;
                applied = true;
            }
        }
    }
    // The bundled values stand in for whatever could not be read: never an error that
    // keeps the ruleset from loading.
    for (Diagnostic &d : found) {
        if (d.severity == Severity::Error)
            d.severity = Severity::Warning;
    }
    diagnostics += found;
    return applied;
}

int countChartOverrides(const QList<Chart> &bundled, const QList<Chart> &current)
{
    int count = 0;
    for (const Chart &chart : current) {
        const Chart *original = findChart(bundled, chart.id);
        for (int r = 0; r < chart.rows.size(); ++r) {
            for (int c = 0; c < chart.columns.size(); ++c) {
                const ChartCell *was = original ? original->cell(r, c) : nullptr;
                if (!was || *was != *chart.cell(r, c))
                    ++count;
            }
        }
    }
    return count;
}

QByteArray writeChartOverride(const QString &rulesetId, const QList<Chart> &bundled,
                              const QList<Chart> &current)
{
    YamlValue root = YamlValue::mapping();
    root.insert(
        "format",
        YamlValue::scalar(QStringLiteral("hexwright-charts/%1").arg(ChartOverrideFormatVersion)));
    root.insert("ruleset", YamlValue::scalar(rulesetId));
    YamlValue charts = YamlValue::sequence();
    for (const Chart &chart : current) {
        const Chart *original = findChart(bundled, chart.id);
        YamlValue cells = YamlValue::sequence();
        for (int r = 0; r < chart.rows.size(); ++r) {
            for (int c = 0; c < chart.columns.size(); ++c) {
                const ChartCell &now = *chart.cell(r, c);
                const ChartCell *was = original ? original->cell(r, c) : nullptr;
                if (was && *was == now)
                    continue;
                YamlValue cell = YamlValue::mapping();
                cell.insert("row", YamlValue::quoted(chart.rows.at(r)));
                cell.insert("column", YamlValue::quoted(chart.columns.at(c)));
                cell.insert("value", YamlValue::quoted(now.text));
                if (now.provisional)
                    cell.insert("provisional", YamlValue::boolean(true));
                cells.append(std::move(cell));
            }
        }
        if (cells.isEmpty())
            continue;
        YamlValue entry = YamlValue::mapping();
        entry.insert("id", YamlValue::scalar(chart.id));
        entry.insert("cells", std::move(cells));
        charts.append(std::move(entry));
    }
    root.insert("charts", std::move(charts));
    return root.toDocument().toUtf8();
}

bool saveChartOverride(const QString &path, const QString &rulesetId, const QList<Chart> &bundled,
                       const QList<Chart> &current, QString *errorMessage)
{
    if (countChartOverrides(bundled, current) == 0) {
        if (QFileInfo::exists(path) && !QFile::remove(path)) {
            if (errorMessage)
                *errorMessage = QStringLiteral("could not remove %1").arg(path);
            return false;
        }
        return true;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    return writeFileAtomically(path, writeChartOverride(rulesetId, bundled, current), errorMessage);
}

} // namespace hexwright
