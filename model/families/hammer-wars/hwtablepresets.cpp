// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer Wars' table and its presets for the editor (families/gamefamily.h): the 36 x 24 in
// table of §1, the objective markers of §2 (one at the centre, the others on the straight
// line through it across the long edges, the outer ones 4 in from each long edge) and the
// deployment of §3 (within 4 in of the player's own table edge, the short edges or the long
// ones as the player_edges option says; the first to set up takes the west or north edge).

#include "edit/tableareaedits.h"
#include "families/hammer-wars/hwrules.h"
#include "table/length.h"

#include <algorithm>

namespace hexwright {

namespace {

/// A length the rules give in their own unit, in millimetres.
double rulesLength(const HwRules &rules, double value)
{
    return toMillimetres(value, parseLengthUnit(rules.distanceUnit).value_or(LengthUnit::Inch));
}

} // namespace

QSizeF HwRules::defaultTableSize() const
{
    if (tableWidth <= 0 || tableDepth <= 0)
        return FamilyRules::defaultTableSize();
    return QSizeF(rulesLength(*this, tableWidth), rulesLength(*this, tableDepth));
}

LengthUnit HwRules::defaultTableUnit() const
{
    const std::optional<LengthUnit> unit = parseLengthUnit(distanceUnit);
    // A table is measured in inches or centimetres.
    return unit == LengthUnit::Centimetre || unit == LengthUnit::Millimetre ? LengthUnit::Centimetre
                                                                            : LengthUnit::Inch;
}

QList<TableObjective> HwRules::standardObjectives(QSizeF tableMm) const
{
    const int count = objectives.count;
    if (count <= 0 || tableMm.isEmpty())
        return {};
    // Across the long edges: down the middle of a table wider than deep, else across it.
    const bool wide = tableMm.width() >= tableMm.height();
    const double depth = wide ? tableMm.height() : tableMm.width();
    const double middle = (wide ? tableMm.width() : tableMm.height()) / 2;
    const double inset = std::min(rulesLength(*this, objectives.fromLongEdge), depth / 2);
    QList<TableObjective> markers;
    for (int i = 0; i < count; ++i) {
        // One marker: the centre; more: evenly from one inset to the other (three: the
        // inset, the centre, the other inset), worked out from the nearer edge so that the
        // markers stand exactly mirrored about the middle.
        const int mirrored = count - 1 - i;
        const double step = count == 1 ? 0.0 : (depth - 2 * inset) / (count - 1);
        const double across = 2 * i == count - 1 ? depth / 2
            : i < mirrored                       ? inset + step * i
                                                 : depth - (inset + step * mirrored);
        TableObjective marker;
        marker.id = QStringLiteral("objective-%1").arg(i + 1);
        marker.label = QString::number(i + 1);
        marker.at = wide ? TablePoint(middle, across) : TablePoint(across, middle);
        markers.append(marker);
    }
    return markers;
}

double HwRules::deploymentDepth() const
{
    return rulesLength(*this, deployment.edgeDistance);
}

QList<TableDeployment> HwRules::standardDeployment(QSizeF tableMm,
                                                   const QStringList &sideIdsInOrder,
                                                   const QMap<QString, QString> &ruleOptions) const
{
    if (tableMm.isEmpty() || deployment.edgeDistance <= 0 || sideIdsInOrder.isEmpty())
        return {};
    const bool longEdges
        = ruleOptions.value(QStringLiteral("player_edges")) == QLatin1String("long");
    const QList<TableEdge> edges = deploymentEdges(tableMm, longEdges);
    const double depth = deploymentDepth();
    QList<TableDeployment> areas;
    // Two players: the first in set-up order takes the first edge, the other the opposite.
    for (int i = 0; i < std::min<qsizetype>(2, sideIdsInOrder.size()); ++i) {
        TableDeployment area;
        area.side = sideIdsInOrder.at(i);
        area.id = QStringLiteral("%1-edge").arg(area.side);
        area.shapes.append(edgeBand(tableMm, edges.at(i), depth));
        areas.append(area);
    }
    return areas;
}

} // namespace hexwright
