// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/chartreader.h"

#include "io/schemareader.h"
#include "io/yamltree.h"

namespace hexwright {

namespace {

/// A list of unique single-line headings.
QStringList readHeadings(ReadContext &context, const YamlNode *node, const QString &name)
{
    QStringList headings;
    const YamlNode *list = expectSequence(context, node, name);
    if (!list)
        return headings;
    for (const YamlNode *item : list->items) {
        auto text = readText(context, item, name);
        if (!text)
            continue;
        if (headings.contains(*text))
            context.report(item, QStringLiteral("duplicate-id"),
                           QStringLiteral("heading '%1' is named twice in %2")
                               .arg(quoteForMessage(*text), name));
        headings.append(*text);
    }
    if (list->items.empty())
        context.report(list, QStringLiteral("wrong-size"),
                       QStringLiteral("%1 needs at least one heading").arg(name));
    return headings;
}

/// A cell: a scalar, or a mapping {value, provisional}.
std::optional<ChartCell> readCell(ReadContext &context, const YamlNode *node, const QString &name,
                                  bool provisionalByDefault)
{
    if (node->isScalar())
        return ChartCell::parse(node->scalar, provisionalByDefault);
    if (node->isNull())
        return ChartCell::parse(QString(), provisionalByDefault);
    MappingReader in(context, node, name);
    if (!in.isValid())
        return std::nullopt;
    auto value = readString(context, in.required("value"), valueName("value", name));
    bool provisional = provisionalByDefault;
    if (const YamlNode *p = in.optional("provisional"))
        provisional = readBool(context, p, valueName("provisional", name)).value_or(provisional);
    if (!value)
        return std::nullopt;
    return ChartCell::parse(*value, provisional);
}

void readCheck(ReadContext &context, MappingReader &in, QList<ChartCheck> &checks)
{
    ChartCheck check;
    const QStringList kinds = chartCheckKinds();
    const auto kind = in.requiredChoice("kind", kinds);
    if (!kind) {
        for (const char *key : {"along", "from", "to", "cells"})
            in.accept(key);
        return;
    }
    check.kind = kinds.at(*kind);
    if (check.kind == QLatin1String("kind")) {
        const QStringList cells
            = {QStringLiteral("number"), QStringLiteral("range"), QStringLiteral("text")};
        if (auto c = in.requiredChoice("cells", cells))
            check.cells = cells.at(*c);
        checks.append(check);
        return;
    }
    if (check.kind == QLatin1String("covers")) {
        const QStringList along = {QStringLiteral("columns"), QStringLiteral("rows")};
        if (auto a = in.requiredChoice("along", along))
            check.along = along.at(*a);
    }
    const YamlNode *fromNode = in.required("from");
    check.from = readInt(context, fromNode, valueName("from", in.what()), -1000, 1000).value_or(0);
    check.to = in.requiredInt("to", -1000, 1000).value_or(0);
    if (check.from > check.to) {
        context.report(fromNode, QStringLiteral("out-of-range"),
                       QStringLiteral("'from' in %1 is %2, more than its 'to' %3")
                           .arg(in.what())
                           .arg(check.from)
                           .arg(check.to));
        return;
    }
    checks.append(check);
}

void readChart(ReadContext &context, MappingReader &in, QList<Chart> &charts)
{
    Chart chart;
    const QString &what = in.what();
    chart.id = in.requiredId("id").value_or(QString());
    chart.title = in.requiredText("title").value_or(QString());
    chart.note = in.requiredText("note").value_or(QString());
    if (const YamlNode *h = in.optional("row_header"))
        chart.rowHeader = readText(context, h, valueName("row_header", what)).value_or(QString());
    bool provisional = false;
    if (const YamlNode *p = in.optional("provisional"))
        provisional = readBool(context, p, valueName("provisional", what)).value_or(false);
    chart.columns = readHeadings(context, in.required("columns"), valueName("columns", what));
    // Cell nodes, kept to report a failed check at the cell it is about.
    QList<QList<const YamlNode *>> cellNodes;
    forEachMapping(
        context, in.required("rows"), valueName("rows", what), QStringLiteral("row"),
        [&](MappingReader &row) {
            const YamlNode *headingNode = row.required("heading");
            const QString heading = readText(context, headingNode, valueName("heading", row.what()))
                                        .value_or(QString());
            if (!heading.isEmpty() && chart.rows.contains(heading))
                context.report(headingNode, QStringLiteral("duplicate-id"),
                               QStringLiteral("row '%1' is named twice in %2")
                                   .arg(quoteForMessage(heading), what));
            const QString name
                = QStringLiteral("cells of row '%1' in %2").arg(quoteForMessage(heading), what);
            QList<ChartCell> cells;
            QList<const YamlNode *> nodes;
            if (const YamlNode *list = expectSequence(context, row.required("cells"), name)) {
                for (const YamlNode *item : list->items) {
                    cells.append(readCell(context, item, name, provisional).value_or(ChartCell()));
                    nodes.append(item);
                }
                if (cells.size() != chart.columns.size() && !chart.columns.isEmpty())
                    context.report(list, QStringLiteral("wrong-size"),
                                   QStringLiteral("%1 has %2 cells, the chart has %3 "
                                                  "columns")
                                       .arg(name)
                                       .arg(cells.size())
                                       .arg(chart.columns.size()));
            }
            while (cells.size() < chart.columns.size()) {
                cells.append(ChartCell());
                nodes.append(row.node());
            }
            chart.rows.append(heading);
            chart.cells.append(cells);
            cellNodes.append(nodes);
        });
    if (const YamlNode *checks = in.optional("checks"))
        forEachMapping(context, checks, valueName("checks", what), QStringLiteral("check"),
                       [&](MappingReader &check) { readCheck(context, check, chart.checks); });
    for (const ChartProblem &p : validateChart(chart)) {
        const YamlNode *at = p.row < cellNodes.size() && p.column < cellNodes.at(p.row).size()
            ? cellNodes.at(p.row).at(p.column)
            : in.node();
        context.report(at, QStringLiteral("chart-check"),
                       QStringLiteral("%1: %2").arg(what, p.message));
    }
    charts.append(chart);
}

} // namespace

void readCharts(ReadContext &context, const YamlNode *node, QList<Chart> &charts)
{
    forEachMapping(context, node, QStringLiteral("charts"), QStringLiteral("chart"),
                   [&](MappingReader &in) { readChart(context, in, charts); });
}

} // namespace hexwright
