// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/scheduleedits.h"

#include "edit/placementedits.h"
#include "map/hexmap.h"
#include "map/panel.h"
#include "map/panelfootprint.h"
#include "ruleset/ruleset.h"
#include "scenario/victorytext.h"

#include <QCoreApplication>
#include <QMap>
#include <QSet>

#include <algorithm>

namespace hexwright::schedule {

namespace {

QString tr(const char *text, int n = -1)
{
    return QCoreApplication::translate("hexwright::schedule", text, nullptr, n);
}

qsizetype indexOfForce(const QList<ForceEntry> &forces, const QString &id)
{
    for (qsizetype i = 0; i < forces.size(); ++i) {
        if (forces[i].id == id)
            return i;
    }
    return -1;
}

/// Moves @p count units of @p forceId to @p target, splitting and merging as described in
/// the header.
QList<ForceEntry> moveTo(QList<ForceEntry> forces, const QString &forceId, int count,
                         const Placement &target)
{
    const qsizetype from = indexOfForce(forces, forceId);
    if (from < 0 || count < 1 || samePlacement(forces[from].placement, target))
        return forces;
    const ForceEntry source = forces[from];
    const int moved = std::min(count, source.count);

    qsizetype into = -1;
    for (qsizetype i = 0; i < forces.size(); ++i) {
        if (i != from && samePlacement(forces[i].placement, target)
            && sameKind(forces[i], source)) {
            into = i;
            break;
        }
    }
    if (into >= 0) {
        forces[into].count += moved;
        if (moved == source.count)
            forces.removeAt(from);
        else
            forces[from].count -= moved;
        return forces;
    }
    if (moved == source.count) {
        forces[from].placement = target;
        return forces;
    }
    ForceEntry part = source;
    part.id = splitEntryId(forces, source.id);
    part.count = moved;
    part.placement = target;
    part.position = {};
    forces[from].count -= moved;
    forces.insert(from + 1, part);
    return forces;
}

/// The playable hexes of placement @p p, in map coordinates.
QList<OffsetCoord> footprint(const Panel &panel, const PanelPlacement &p, const HexMap &map)
{
    QList<OffsetCoord> hexes;
    for (OffsetCoord at : panelFootprint(panel, p)) {
        if (map.isPlayable(at))
            hexes.append(at);
    }
    return hexes;
}

/// The hexes of @p hexes along edge @p side in a grid of @p orientation. The hexes touching a
/// straight edge make a line of the grid where the edge runs along the lines, and the
/// outermost hex of every line where it cuts across them (see edgeRows() in zonepresets.cpp):
/// on a flat-top grid the outermost per column (north, south) or the outermost column (east,
/// west); on a pointy-top grid, turned a quarter, the outermost row (north, south) or the
/// outermost per row (east, west).
QList<OffsetCoord> outermost(const QList<OffsetCoord> &hexes, const QString &side,
                             HexOrientation orientation)
{
    QList<OffsetCoord> out;
    if (hexes.isEmpty())
        return out;
    // A hex as (line, place along the line): (column, row) flat-top, (row, column) pointy-top.
    const bool pointy = orientation == HexOrientation::PointyTop;
    auto lineOf = [pointy](OffsetCoord h) {
        return pointy ? h.row : h.col;
    };
    auto alongOf = [pointy](OffsetCoord h) {
        return pointy ? h.col : h.row;
    };
    const bool northOrSouth = side == QLatin1String("north") || side == QLatin1String("south");
    const bool low = side == QLatin1String("north") || side == QLatin1String("west");
    if (northOrSouth != pointy) {
        // Across the lines: the outermost hex of each line.
        QMap<int, OffsetCoord> byLine;
        for (OffsetCoord h : hexes) {
            auto it = byLine.find(lineOf(h));
            if (it == byLine.end())
                byLine.insert(lineOf(h), h);
            else if (low ? alongOf(h) < alongOf(*it) : alongOf(h) > alongOf(*it))
                *it = h;
        }
        for (auto it = byLine.cbegin(); it != byLine.cend(); ++it)
            out.append(it.value());
        return out;
    }
    // Along the lines: the outermost line.
    int edgeLine = lineOf(hexes.first());
    for (OffsetCoord h : hexes)
        edgeLine = low ? std::min(edgeLine, lineOf(h)) : std::max(edgeLine, lineOf(h));
    for (OffsetCoord h : hexes) {
        if (lineOf(h) == edgeLine)
            out.append(h);
    }
    return out;
}

/// Whether a playable hex lies further out than @p hex towards @p side.
bool hasHexBeyond(const HexMap &map, OffsetCoord hex, const QString &side)
{
    if (side == QLatin1String("north")) {
        for (int row = hex.row - 1; row >= 0; --row) {
            if (map.isPlayable({hex.col, row}))
                return true;
        }
    } else if (side == QLatin1String("south")) {
        for (int row = hex.row + 1; row < map.rows(); ++row) {
            if (map.isPlayable({hex.col, row}))
                return true;
        }
    } else if (side == QLatin1String("east")) {
        for (int col = hex.col + 1; col < map.columns(); ++col) {
            if (map.isPlayable({col, hex.row}))
                return true;
        }
    } else {
        for (int col = hex.col - 1; col >= 0; --col) {
            if (map.isPlayable({col, hex.row}))
                return true;
        }
    }
    return false;
}

/// "Tank" -> "Tanks"; names that end in -y or -s (Infantry, Artillery, Buses) stay as they are.
QString plural(const QString &name, int count)
{
    if (count == 1 || name.endsWith(QLatin1Char('y')) || name.endsWith(QLatin1Char('s')))
        return name;
    return name + QLatin1Char('s');
}

QString zoneName(const Scenario &scenario, const QString &id)
{
    const Zone *zone = scenario.findZone(id);
    return zone && !zone->name.isEmpty() ? zone->name : id;
}

bool sameEdge(const EdgeSpec &a, const EdgeSpec &b)
{
    return a.side == b.side && a.panels == b.panels && a.anchor == b.anchor
        && a.direction == b.direction;
}

template<typename T> bool sameLists(const QList<T> &a, const QList<T> &b)
{
    return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend(),
                      [](const T &x, const T &y) { return sameData(x, y); });
}

} // namespace

bool sameData(const ForceEntry &a, const ForceEntry &b)
{
    return a.id == b.id && a.side == b.side && a.colour == b.colour && a.unitType == b.unitType
        && a.count == b.count && a.options == b.options && a.note == b.note
        && samePlacement(a.placement, b.placement) && a.family == b.family;
}

bool sameData(const Reinforcement &a, const Reinforcement &b)
{
    const Entry &x = a.entry;
    const Entry &y = b.entry;
    return a.id == b.id && a.side == b.side && a.turn == b.turn && x.kind == y.kind
        && sameEdge(x.edge, y.edge) && x.hex == y.hex && x.zone == y.zone
        && x.rerollIfSameAs == y.rerollIfSameAs
        && std::equal(x.outcomes.cbegin(), x.outcomes.cend(), y.outcomes.cbegin(),
                      y.outcomes.cend(), [](const Entry::Outcome &p, const Entry::Outcome &q) {
                          return p.rolls == q.rolls && sameEdge(p.edge, q.edge);
                      });
}

bool sameData(const QList<ForceEntry> &a, const QList<ForceEntry> &b)
{
    return sameLists(a, b);
}

bool sameData(const QList<Reinforcement> &a, const QList<Reinforcement> &b)
{
    return sameLists(a, b);
}

QStringList edgeSides()
{
    return {QStringLiteral("north"), QStringLiteral("south"), QStringLiteral("east"),
            QStringLiteral("west")};
}

QString uniqueReinforcementId(const Scenario &scenario, const QString &side, int turn)
{
    return uniqueId(QStringLiteral("%1-turn%2").arg(side).arg(turn), scenario.reinforcementIds());
}

QList<ForceEntry> unitsOf(const Scenario &scenario, const QString &reinforcementId)
{
    QList<ForceEntry> units;
    for (const ForceEntry &f : scenario.forces) {
        if (f.placement.kind == Placement::Kind::Reinforcement
            && f.placement.reinforcement == reinforcementId)
            units.append(f);
    }
    return units;
}

bool sameKind(const ForceEntry &a, const ForceEntry &b)
{
    QStringList optionsA = a.options;
    QStringList optionsB = b.options;
    optionsA.sort();
    optionsB.sort();
    return a.side == b.side && a.colour == b.colour && a.unitType == b.unitType
        && optionsA == optionsB && a.note == b.note;
}

QList<ForceEntry> moveToReinforcement(QList<ForceEntry> forces, const QString &forceId, int count,
                                      const QString &reinforcementId)
{
    Placement target;
    target.kind = Placement::Kind::Reinforcement;
    target.reinforcement = reinforcementId;
    return moveTo(std::move(forces), forceId, count, target);
}

QList<ForceEntry> moveOffBoard(QList<ForceEntry> forces, const QString &forceId, int count)
{
    Placement target;
    target.kind = Placement::Kind::OffBoard;
    return moveTo(std::move(forces), forceId, count, target);
}

QList<ForceEntry> returnAllOffBoard(QList<ForceEntry> forces, const QString &reinforcementId)
{
    QStringList ids;
    for (const ForceEntry &f : forces) {
        if (f.placement.kind == Placement::Kind::Reinforcement
            && f.placement.reinforcement == reinforcementId)
            ids.append(f.id);
    }
    for (const QString &id : std::as_const(ids)) {
        const qsizetype i = indexOfForce(forces, id);
        if (i >= 0)
            forces = moveOffBoard(std::move(forces), id, forces[i].count);
    }
    return forces;
}

ScheduleParts deleteReinforcement(const Scenario &scenario, const QString &id)
{
    ScheduleParts parts {returnAllOffBoard(scenario.forces, id), scenario.reinforcements};
    parts.reinforcements.erase(std::remove_if(parts.reinforcements.begin(),
                                              parts.reinforcements.end(),
                                              [&id](const Reinforcement &r) { return r.id == id; }),
                               parts.reinforcements.end());
    for (Reinforcement &r : parts.reinforcements) {
        if (r.entry.rerollIfSameAs == id)
            r.entry.rerollIfSameAs.clear();
    }
    return parts;
}

ScheduleParts changeSide(const Scenario &scenario, const QString &id, const QString &side)
{
    ScheduleParts parts {scenario.forces, scenario.reinforcements};
    for (Reinforcement &r : parts.reinforcements) {
        if (r.id == id && r.side != side) {
            r.side = side;
            parts.forces = returnAllOffBoard(std::move(parts.forces), id);
        }
    }
    return parts;
}

QList<Reinforcement> duplicateReinforcement(const Scenario &scenario, const QString &id,
                                            QString *newId)
{
    QList<Reinforcement> list = scenario.reinforcements;
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list[i].id != id)
            continue;
        Reinforcement copy = list[i];
        copy.id = uniqueReinforcementId(scenario, copy.side, copy.turn);
        copy.position = {};
        if (newId)
            *newId = copy.id;
        list.insert(i + 1, copy);
        break;
    }
    return list;
}

QList<OffsetCoord> edgeHexes(const Scenario &scenario, const PanelLibrary &panels,
                             const HexMap &map, const EdgeSpec &edge)
{
    QList<OffsetCoord> hexes;
    for (const PanelPlacement &p : scenario.layout) {
        if (!edge.panels.isEmpty() && !edge.panels.contains(p.panel))
            continue;
        const Panel *panel = panels.findPanel(p.panel);
        if (!panel)
            continue;
        for (OffsetCoord hex : outermost(footprint(*panel, p, map), edge.side, map.orientation())) {
            if (edge.panels.isEmpty() && hasHexBeyond(map, hex, edge.side))
                continue;
            hexes.append(hex);
        }
    }
    // The whole map's edge is its outermost line: the top of a panel that a notch of the
    // layout leaves open further in is not "the north edge of the map". Across the grid's
    // lines (flat-top columns, pointy-top rows) the hexes zigzag by half a hex, so the line
    // is two rows (or columns) deep.
    if (edge.panels.isEmpty() && !hexes.isEmpty()) {
        const bool byRow
            = edge.side == QLatin1String("north") || edge.side == QLatin1String("south");
        const bool low = edge.side == QLatin1String("north") || edge.side == QLatin1String("west");
        int extreme = byRow ? hexes.first().row : hexes.first().col;
        for (OffsetCoord h : std::as_const(hexes)) {
            const int v = byRow ? h.row : h.col;
            extreme = low ? std::min(extreme, v) : std::max(extreme, v);
        }
        hexes.erase(std::remove_if(hexes.begin(), hexes.end(),
                                   [&](OffsetCoord h) {
                                       const int v = byRow ? h.row : h.col;
                                       return std::abs(v - extreme) > 1;
                                   }),
                    hexes.end());
    }
    // Neighbouring panels share the hexes joined at their seam: each hex once.
    std::sort(hexes.begin(), hexes.end(), [](OffsetCoord a, OffsetCoord b) {
        return a.col < b.col || (a.col == b.col && a.row < b.row);
    });
    hexes.erase(std::unique(hexes.begin(), hexes.end()), hexes.end());
    // An anchor keeps the hexes from it on, toward its direction (itself alone without one).
    if (edge.anchor) {
        const OffsetCoord a = *edge.anchor;
        hexes.erase(std::remove_if(hexes.begin(), hexes.end(),
                                   [&](OffsetCoord h) {
                                       if (edge.direction == QLatin1String("east"))
                                           return h.col < a.col;
                                       if (edge.direction == QLatin1String("west"))
                                           return h.col > a.col;
                                       if (edge.direction == QLatin1String("south"))
                                           return h.row < a.row;
                                       if (edge.direction == QLatin1String("north"))
                                           return h.row > a.row;
                                       return !(h == a);
                                   }),
                    hexes.end());
    }
    return hexes;
}

QString nearestEdge(const HexMap &map, OffsetCoord hex)
{
    const int north = hex.row;
    const int south = map.rows() - 1 - hex.row;
    // Columns are closer together than rows (flat-top hexes): weigh them alike anyway, a
    // hex a column from the side is as near that edge as a hex a row from the top.
    const int west = hex.col;
    const int east = map.columns() - 1 - hex.col;
    const int least = std::min({north, south, east, west});
    if (least == south)
        return QStringLiteral("south");
    if (least == north)
        return QStringLiteral("north");
    if (least == east)
        return QStringLiteral("east");
    return QStringLiteral("west");
}

QString unitsSummary(const QList<ForceEntry> &units, const Ruleset &ruleset)
{
    // One item per unit type, in the order they first appear.
    QStringList order;
    QMap<QString, int> counts;
    for (const ForceEntry &f : units) {
        if (!counts.contains(f.unitType))
            order.append(f.unitType);
        counts[f.unitType] += f.count;
    }
    if (order.isEmpty())
        return tr("no units");
    QStringList parts;
    for (const QString &id : std::as_const(order)) {
        const UnitType *type = ruleset.findUnitType(id);
        const int n = counts.value(id);
        parts.append(QStringLiteral("%1 %2").arg(n).arg(plural(type ? type->name : id, n)));
    }
    return parts.join(QStringLiteral(", "));
}

QString edgeSummary(const EdgeSpec &edge)
{
    const QString side = edgeSideName(edge.side);
    QString text;
    if (edge.panels.isEmpty()) {
        text = tr("the %1 edge of the map").arg(side);
    } else if (edge.panels.size() == 1) {
        text = tr("the %1 edge of panel %2").arg(side, edge.panels.first());
    } else {
        QStringList first = edge.panels;
        const QString last = first.takeLast();
        text = tr("the %1 edge of panels %2 and %3")
                   .arg(side, first.join(QStringLiteral(", ")), last);
    }
    // Where along it: "..., hex 1801 and east of it".
    if (edge.anchor && edge.direction.isEmpty())
        text += tr(", at hex %1").arg(formatHexLabel(*edge.anchor));
    else if (edge.anchor)
        text += tr(", hex %1 and %2 of it")
                    .arg(formatHexLabel(*edge.anchor), edgeSideName(edge.direction));
    return text;
}

QString entrySummary(const Scenario &scenario, const HexMap &map, const Entry &entry)
{
    switch (entry.kind) {
    case Entry::Kind::Edge:
        return tr("enter along %1").arg(edgeSummary(entry.edge));
    case Entry::Kind::RoadHex:
        return tr("enter on the %1 road at %2")
            .arg(edgeSideName(nearestEdge(map, entry.hex)), map.label(entry.hex));
    case Entry::Kind::Zone:
        return tr("enter anywhere in %1").arg(zoneName(scenario, entry.zone));
    case Entry::Kind::Paradrop:
        return tr("paradrop onto %1").arg(zoneName(scenario, entry.zone));
    case Entry::Kind::DieRoll: {
        QStringList outcomes;
        for (const Entry::Outcome &o : entry.outcomes) {
            QStringList faces;
            for (int roll : o.rolls)
                faces.append(QString::number(roll));
            outcomes.append(tr("%1: %2").arg(faces.join(QLatin1Char(',')), edgeSummary(o.edge)));
        }
        QString text = tr("roll 1d6 for the edge (%1)").arg(outcomes.join(QStringLiteral("; ")));
        if (!entry.rerollIfSameAs.isEmpty())
            text += tr(", re-roll if the same as %1").arg(entry.rerollIfSameAs);
        return text;
    }
    }
    return QString();
}

QString entryKindName(Entry::Kind kind)
{
    switch (kind) {
    case Entry::Kind::Edge:
        return tr("Edge");
    case Entry::Kind::RoadHex:
        return tr("Road");
    case Entry::Kind::Zone:
        return tr("Zone");
    case Entry::Kind::Paradrop:
        return tr("Paradrop");
    case Entry::Kind::DieRoll:
        return tr("Die roll");
    }
    return QString();
}

QString reinforcementSummary(const Scenario &scenario, const Ruleset &ruleset, const HexMap &map,
                             const Reinforcement &reinforcement)
{
    const Side *side = scenario.findSide(reinforcement.side);
    const QString sideName = side && !side->name.isEmpty() ? side->name : reinforcement.side;
    return tr("Turn %1, %2: %3; %4")
        .arg(reinforcement.turn)
        .arg(sideName, unitsSummary(unitsOf(scenario, reinforcement.id), ruleset),
             entrySummary(scenario, map, reinforcement.entry));
}

QList<Side> sidesInMoveOrder(const Scenario &scenario)
{
    QList<Side> sides = scenario.sides;
    std::stable_sort(sides.begin(), sides.end(),
                     [](const Side &a, const Side &b) { return a.moveOrder < b.moveOrder; });
    return sides;
}

} // namespace hexwright::schedule
