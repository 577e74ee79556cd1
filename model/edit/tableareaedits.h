// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"
#include "table/tablegeometry.h"

#include <QList>
#include <QMap>
#include <QPointF>
#include <QSizeF>
#include <QString>
#include <QStringList>

namespace hexwright {

struct Ruleset;
struct Scenario;

/**
 * Pure edits of a table's objective markers and deployment areas (issue 15): each takes the
 * layout as it is and returns the new one, which the editor pushes as one ChangeTable
 * command. Markers and areas are named by id; ids not in the layout leave it unchanged.
 * Every length is in millimetres. The presets come from the ruleset's family
 * (FamilyRules::standardObjectives() and standardDeployment()), never from here.
 */

/// An id not yet used by an objective of @p layout: @p base, else "<base>-2", "<base>-3"...
QString unusedObjectiveId(const TableLayout &layout, const QString &base);
/// An id not yet used by a deployment area of @p layout, in the same way.
QString unusedDeploymentId(const TableLayout &layout, const QString &base);
/// The label a new marker gets: the smallest whole number from 1 no marker is labelled.
QString nextObjectiveLabel(const TableLayout &layout);

/// Appends @p objective (its id made unique if taken).
TableLayout addObjective(const TableLayout &layout, TableObjective objective);
TableLayout moveObjective(const TableLayout &layout, const QString &id, TablePoint to);
TableLayout setObjectiveLabel(const TableLayout &layout, const QString &id, const QString &label);
TableLayout removeObjective(const TableLayout &layout, const QString &id);
/// The markers become @p objectives (a preset replacing whatever stood there).
TableLayout setObjectives(const TableLayout &layout, const QList<TableObjective> &objectives);

/**
 * @p preset with the id and label of the nearest marker of @p current within @p reach (mm)
 * of each, nearest first, so that what names a marker (a side's goal, a victory condition)
 * still finds it when a preset replaces the markers.
 */
QList<TableObjective> keepObjectiveIds(const QList<TableObjective> &current,
                                       QList<TableObjective> preset, double reach);

/// Appends @p area (its id made unique if taken).
TableLayout addDeployment(const TableLayout &layout, TableDeployment area);
TableLayout removeDeployment(const TableLayout &layout, const QString &id);
/// Moves every shape of the area by @p delta.
TableLayout moveDeployment(const TableLayout &layout, const QString &id, QPointF delta);
/// The area's shapes become @p shapes (at least one; none leaves the layout unchanged).
TableLayout reshapeDeployment(const TableLayout &layout, const QString &id,
                              const QList<TableShape> &shapes);
/// The area belongs to side @p side.
TableLayout setDeploymentSide(const TableLayout &layout, const QString &id, const QString &side);
/// The areas become @p areas (a preset replacing the areas there were).
TableLayout setDeployment(const TableLayout &layout, const QList<TableDeployment> &areas);

/// @p preset with the id of @p current's first area of the same side, so that placements in
/// a side's area still find it when a preset replaces the areas.
QList<TableDeployment> keepDeploymentIds(const QList<TableDeployment> &current,
                                         QList<TableDeployment> preset);

/// The edges along the table's long sides (north and south on a table wider than deep),
/// or its short sides, first the north or west one.
QList<TableEdge> deploymentEdges(QSizeF table, bool longSides);
/// The band of the table within @p depth of @p edge, as a rectangle the table's length.
TableShape edgeBand(QSizeF table, TableEdge edge, double depth);

/// Every rule option of @p ruleset with the value @p scenario chose, else its default.
QMap<QString, QString> ruleOptionValues(const Scenario &scenario, const Ruleset &ruleset);
/// The side ids of @p scenario by set-up order (equal orders keep the sides' order).
QStringList sidesInSetupOrder(const Scenario &scenario);
/// The family's objective markers for @p scenario's table (none without a table or family).
QList<TableObjective> standardObjectives(const Scenario &scenario, const Ruleset &ruleset);
/// The family's deployment areas for @p scenario's table, sides and rule options.
QList<TableDeployment> standardDeployment(const Scenario &scenario, const Ruleset &ruleset);

} // namespace hexwright
