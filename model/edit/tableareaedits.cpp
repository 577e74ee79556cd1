// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/tableareaedits.h"

#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QLineF>

#include <algorithm>

namespace hexwright {

namespace {

/// @p base, else "<base>-2", "<base>-3"... whichever @p taken does not hold.
template<typename Taken> QString unusedId(const QString &base, const QString &fallback, Taken taken)
{
    const QString stem = base.isEmpty() ? fallback : base;
    if (!taken(stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (!taken(id))
            return id;
    }
}

TableObjective *findObjective(TableLayout &layout, const QString &id)
{
    for (TableObjective &objective : layout.objectives) {
        if (objective.id == id)
            return &objective;
    }
    return nullptr;
}

TableDeployment *findArea(TableLayout &layout, const QString &id)
{
    for (TableDeployment &area : layout.deployment) {
        if (area.id == id)
            return &area;
    }
    return nullptr;
}

} // namespace

QString unusedObjectiveId(const TableLayout &layout, const QString &base)
{
    return unusedId(base, QStringLiteral("objective"),
                    [&](const QString &id) { return layout.findObjective(id) != nullptr; });
}

QString unusedDeploymentId(const TableLayout &layout, const QString &base)
{
    return unusedId(base, QStringLiteral("deployment"),
                    [&](const QString &id) { return layout.findDeployment(id) != nullptr; });
}

QString nextObjectiveLabel(const TableLayout &layout)
{
    for (int n = 1;; ++n) {
        const QString label = QString::number(n);
        if (std::none_of(layout.objectives.cbegin(), layout.objectives.cend(),
                         [&](const TableObjective &o) { return o.label == label; }))
            return label;
    }
}

TableLayout addObjective(const TableLayout &layout, TableObjective objective)
{
    TableLayout result = layout;
    objective.id = unusedObjectiveId(layout, objective.id);
    result.objectives.append(std::move(objective));
    return result;
}

TableLayout moveObjective(const TableLayout &layout, const QString &id, TablePoint to)
{
    TableLayout result = layout;
    if (TableObjective *objective = findObjective(result, id))
        objective->at = to;
    return result;
}

TableLayout setObjectiveLabel(const TableLayout &layout, const QString &id, const QString &label)
{
    TableLayout result = layout;
    if (TableObjective *objective = findObjective(result, id))
        objective->label = label.trimmed();
    return result;
}

TableLayout removeObjective(const TableLayout &layout, const QString &id)
{
    TableLayout result = layout;
    result.objectives.removeIf([&](const TableObjective &o) { return o.id == id; });
    return result;
}

TableLayout setObjectives(const TableLayout &layout, const QList<TableObjective> &objectives)
{
    TableLayout result = layout;
    result.objectives.clear();
    for (TableObjective objective : objectives) {
        objective.id = unusedObjectiveId(result, objective.id);
        result.objectives.append(objective);
    }
    return result;
}

QList<TableObjective> keepObjectiveIds(const QList<TableObjective> &current,
                                       QList<TableObjective> preset, double reach)
{
    // Every pair within reach, nearest first; each marker is matched at most once.
    struct Pair
    {
        double distance;
        int from;
        int to;
    };
    QList<Pair> pairs;
    for (int i = 0; i < current.size(); ++i) {
        for (int j = 0; j < preset.size(); ++j) {
            const double d
                = QLineF(current.at(i).at.toPointF(), preset.at(j).at.toPointF()).length();
            if (d <= reach)
                pairs.append({d, i, j});
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(),
                     [](const Pair &a, const Pair &b) { return a.distance < b.distance; });
    QList<bool> usedFrom(current.size(), false);
    QList<bool> usedTo(preset.size(), false);
    for (const Pair &pair : std::as_const(pairs)) {
        if (usedFrom.at(pair.from) || usedTo.at(pair.to))
            continue;
        usedFrom[pair.from] = usedTo[pair.to] = true;
        preset[pair.to].id = current.at(pair.from).id;
        preset[pair.to].label = current.at(pair.from).label;
    }
    return preset;
}

QList<TableDeployment> keepDeploymentIds(const QList<TableDeployment> &current,
                                         QList<TableDeployment> preset)
{
    QStringList kept;
    for (TableDeployment &area : preset) {
        for (const TableDeployment &old : current) {
            if (old.side == area.side && !kept.contains(old.id)) {
                area.id = old.id;
                kept.append(old.id);
                break;
            }
        }
    }
    return preset;
}

TableLayout addDeployment(const TableLayout &layout, TableDeployment area)
{
    TableLayout result = layout;
    area.id = unusedDeploymentId(layout, area.id);
    result.deployment.append(std::move(area));
    return result;
}

TableLayout removeDeployment(const TableLayout &layout, const QString &id)
{
    TableLayout result = layout;
    result.deployment.removeIf([&](const TableDeployment &d) { return d.id == id; });
    return result;
}

TableLayout moveDeployment(const TableLayout &layout, const QString &id, QPointF delta)
{
    TableLayout result = layout;
    if (TableDeployment *area = findArea(result, id)) {
        for (TableShape &shape : area->shapes)
            shape.at += delta;
    }
    return result;
}

TableLayout reshapeDeployment(const TableLayout &layout, const QString &id,
                              const QList<TableShape> &shapes)
{
    TableLayout result = layout;
    if (TableDeployment *area = findArea(result, id); area && !shapes.isEmpty())
        area->shapes = shapes;
    return result;
}

TableLayout setDeploymentSide(const TableLayout &layout, const QString &id, const QString &side)
{
    TableLayout result = layout;
    if (TableDeployment *area = findArea(result, id))
        area->side = side;
    return result;
}

TableLayout setDeployment(const TableLayout &layout, const QList<TableDeployment> &areas)
{
    TableLayout result = layout;
    result.deployment.clear();
    for (TableDeployment area : areas) {
        area.id = unusedDeploymentId(result, area.id);
        result.deployment.append(area);
    }
    return result;
}

QList<TableEdge> deploymentEdges(QSizeF table, bool longSides)
{
    const bool wide = table.width() >= table.height();
    // The long sides of a wide table are its north and south edges.
    if (wide == longSides)
        return {TableEdge::North, TableEdge::South};
    return {TableEdge::West, TableEdge::East};
}

TableShape edgeBand(QSizeF table, TableEdge edge, double depth)
{
    const double w = table.width();
    const double h = table.height();
    switch (edge) {
    case TableEdge::North:
        depth = std::min(depth, h);
        return TableShape::rectangle(QPointF(w / 2, depth / 2), w, depth);
    case TableEdge::South:
        depth = std::min(depth, h);
        return TableShape::rectangle(QPointF(w / 2, h - depth / 2), w, depth);
    case TableEdge::West:
        depth = std::min(depth, w);
        return TableShape::rectangle(QPointF(depth / 2, h / 2), depth, h);
    case TableEdge::East:
        depth = std::min(depth, w);
        return TableShape::rectangle(QPointF(w - depth / 2, h / 2), depth, h);
    }
    return {};
}

QMap<QString, QString> ruleOptionValues(const Scenario &scenario, const Ruleset &ruleset)
{
    QMap<QString, QString> values;
    for (const RuleOption &option : ruleset.options)
        values.insert(option.id, scenario.ruleOptions.value(option.id, option.defaultValue));
    return values;
}

QStringList sidesInSetupOrder(const Scenario &scenario)
{
    QList<const Side *> sides;
    for (const Side &side : scenario.sides)
        sides.append(&side);
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side *a, const Side *b) { return a->setupOrder < b->setupOrder; });
    QStringList ids;
    for (const Side *side : std::as_const(sides))
        ids.append(side->id);
    return ids;
}

QList<TableObjective> standardObjectives(const Scenario &scenario, const Ruleset &ruleset)
{
    if (!scenario.table || !ruleset.familyRules)
        return {};
    return ruleset.familyRules->standardObjectives(scenario.table->size);
}

QList<TableDeployment> standardDeployment(const Scenario &scenario, const Ruleset &ruleset)
{
    if (!scenario.table || !ruleset.familyRules)
        return {};
    return ruleset.familyRules->standardDeployment(
        scenario.table->size, sidesInSetupOrder(scenario), ruleOptionValues(scenario, ruleset));
}

} // namespace hexwright
