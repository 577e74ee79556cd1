// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks of a table board: the table's objectives and deployment areas, and where the forces
// set up on it. The hex checks (checks_map.cpp, checks_setup.cpp) skip a table board; these
// run in their place. The reader already refuses most of this in a file (an unknown side, a
// duplicate id) and warns of points off the table at their line; the checks also see what an
// edit leaves, and give the rules engine's verdict.
//
// The table's own parts (pieces, objectives, deployment areas) carry their position in the
// file, so their problems point at the line that wrote them.

#include "checks/checks_context_p.h"

#include <QPainterPath>
#include <QSet>

namespace hexwright {

namespace {

/// The table's rectangle, with a micrometre of slack for numbers written in inches.
QRectF tableRect(const TableLayout &table)
{
    constexpr double slack = 1e-3;
    return QRectF(QPointF(), table.size).adjusted(-slack, -slack, slack, slack);
}

/// "[18, 4.5] in": a point as the file writes it.
QString pointText(TablePoint point, LengthUnit unit)
{
    return QStringLiteral("[%1, %2] %3")
        .arg(QString::number(fromMillimetres(point.x, unit), 'g', 6),
             QString::number(fromMillimetres(point.y, unit), 'g', 6), lengthUnitId(unit));
}

} // namespace

bool ScenarioChecker::zoneExists(const QString &id) const
{
    if (m_s.table)
        return m_s.table->findDeployment(id) != nullptr;
    return m_s.findZone(id) != nullptr;
}

void ScenarioChecker::checkTable()
{
    const TableLayout &table = *m_s.table;
    const LengthUnit unit = table.unit;
    const QRectF rect = tableRect(table);
    const QString size
        = QStringLiteral("%1 x %2 %3")
              .arg(QString::number(fromMillimetres(table.size.width(), unit), 'g', 6),
                   QString::number(fromMillimetres(table.size.height(), unit), 'g', 6),
                   lengthUnitId(unit));

    // Ids: the reader refuses duplicates in a file; an edit could still make one.
    QSet<QString> ids;
    auto checkId = [&](const QString &id, SourcePosition at, const QString &kind,
                       const QString &what) {
        if (ids.contains(id))
            report("table-duplicate-id", at, {QString(), kind, id},
                   tr("the table has two parts with the id '%1' (the second: %2)").arg(id, what));
        ids.insert(id);
    };
    for (const TablePiece &piece : table.pieces)
        checkId(piece.id, piece.position, QStringLiteral("piece"), tr("piece '%1'").arg(piece.id));
    for (const TableObjective &objective : table.objectives) {
        checkId(objective.id, objective.position, QStringLiteral("objective"),
                tr("objective '%1'").arg(objective.id));
        if (!rect.contains(objective.at.toPointF()))
            report("objective-off-table", objective.position,
                   {QString(), QStringLiteral("objective"), objective.id},
                   tr("objective '%1' at %2 is off the %3 table")
                       .arg(objective.id, pointText(objective.at, unit), size));
    }
    for (const TableDeployment &area : table.deployment) {
        checkId(area.id, area.position, QStringLiteral("deployment"),
                tr("deployment area '%1'").arg(area.id));
        // Its side is one of the scenario's: the reader refuses any other.
        const CheckSubject subject {area.side, QStringLiteral("deployment"), area.id};
        // A shape partly off the table is the part of it on the table (a corner, a circle
        // round an edge's midpoint); one wholly off it is a mistake.
        for (qsizetype i = 0; i < area.shapes.size(); ++i) {
            if (!area.shapes.at(i).path().intersects(rect))
                report("deployment-off-table", area.position, subject,
                       tr("shape %1 of deployment area '%2' lies wholly off the %3 table")
                           .arg(i + 1)
                           .arg(area.id, size));
        }
    }

    // Where the forces set up.
    auto sideOfArea = [&](const QString &id) {
        const TableDeployment *area = table.findDeployment(id);
        return area ? area->side : QString();
    };
    QSet<QString> sidesWithArea;
    for (const TableDeployment &area : table.deployment)
        sidesWithArea.insert(area.side);
    QSet<QString> reportedSides;
    auto needsArea = [&](const QString &sideId, SourcePosition at, const CheckSubject &subject,
                         const QString &what) {
        if (sidesWithArea.contains(sideId) || reportedSides.contains(sideId))
            return;
        reportedSides.insert(sideId);
        report("side-without-deployment", at, subject,
               tr("%1: %2 sets up in a deployment area, but the side has none on the table")
                   .arg(sideName(sideId), what));
    };
    for (const ForceEntry &f : m_s.forces) {
        if (f.placement.kind == Placement::Kind::Zone) {
            const QString &id = f.placement.zone;
            if (!table.findDeployment(id)) {
                report("used-zone-empty", f.position, forceSubject(f),
                       tr("%1: %2 sets up in deployment area '%3', which does not exist")
                           .arg(sideName(f.side), forceName(f), id));
            } else if (sideOfArea(id) != f.side) {
                report("deployment-other-side", f.position, forceSubject(f),
                       tr("%1: %2 sets up in deployment area '%3', which is %4's")
                           .arg(sideName(f.side), forceName(f), id, sideName(sideOfArea(id))));
            }
            needsArea(f.side, f.position, forceSubject(f), forceName(f));
        } else if (f.placement.kind == Placement::Kind::Point) {
            const TablePoint at = f.placement.point;
            if (!rect.contains(at.toPointF())) {
                report("unit-off-table", f.position, forceSubject(f),
                       tr("%1: %2 is placed at %3, off the %4 table")
                           .arg(sideName(f.side), forceName(f), pointText(at, unit), size));
                continue;
            }
            for (const TableDeployment &area : table.deployment) {
                if (area.side == f.side)
                    continue;
                bool inside = false;
                for (const TableShape &shape : area.shapes)
                    inside = inside || shape.contains(at.toPointF());
                if (inside) {
                    report("deployment-other-side", f.position, forceSubject(f),
                           tr("%1: %2 is placed at %3, in deployment area '%4', which is %5's")
                               .arg(sideName(f.side), forceName(f), pointText(at, unit), area.id,
                                    sideName(area.side)));
                    break;
                }
            }
            if (!mayStandAt(f.unitType, at))
                report("setup-terrain", f.position, forceSubject(f),
                       tr("%1: %2 is placed at %3, in terrain its units may not enter")
                           .arg(sideName(f.side), forceName(f), pointText(at, unit)));
        }
    }
    for (const Reinforcement &r : m_s.reinforcements) {
        if (r.entry.kind != Entry::Kind::Zone)
            continue;
        const CheckSubject subject {r.side, QStringLiteral("reinforcement"), r.id};
        if (!table.findDeployment(r.entry.zone))
            report("used-zone-empty", r.position, subject,
                   tr("%1: reinforcement '%2' enters in deployment area '%3', which does not "
                      "exist")
                       .arg(sideName(r.side), r.id, r.entry.zone));
        needsArea(r.side, r.position, subject, tr("reinforcement '%1'").arg(r.id));
    }
    for (const HiddenUnits &h : m_s.hidden) {
        if (!table.findDeployment(h.zone))
            report("used-zone-empty", h.position, {h.side, QStringLiteral("hidden"), h.id},
                   tr("%1: hidden units '%2' are in deployment area '%3', which does not exist")
                       .arg(sideName(h.side), h.id, h.zone));
    }
}

bool ScenarioChecker::mayStandAt(const QString &unitType, TablePoint point) const
{
    // A piece's traits are terrain type ids of the ruleset: a unit may not stand in a piece
    // with a trait its movement class may not enter.
    const UnitType *type = m_rules.findUnitType(unitType);
    if (!type || !m_s.table)
        return true;
    for (const TablePiece &piece : m_s.table->pieces) {
        if (!piece.shape.contains(point.toPointF()))
            continue;
        for (const QString &trait : piece.traits) {
            const TerrainType *terrain = m_rules.findTerrain(trait);
            if (!terrain)
                continue;
            const auto cost = terrain->moveCost.constFind(type->movementClass);
            if (cost != terrain->moveCost.constEnd() && cost->prohibited)
                return false;
        }
    }
    return true;
}

} // namespace hexwright
