// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
//
// The hexside layer of the map renderer: ridges, walls, rivers on hex sides as strokes,
// joined at corners into polylines.
#include "render/maprenderer_hexsides_p.h"

#include "map/hexmap.h"
#include "ruleset/ruleset.h"

#include <QHash>
#include <QPainter>
#include <QPen>
#include <QSet>

#include <algorithm>
#include <tuple>

namespace hexwright {

namespace {

quint64 cornerKey(HexCorner c)
{
    return (quint64(quint32(c.x)) << 32) | quint32(c.y);
}

/// The two grid corners at the ends of side @p key of the map.
std::pair<HexCorner, HexCorner> sideCorners(const OffsetSystem &offsets, HexsideKey key)
{
    const HexCoord hex = offsets.fromOffset(key.hex);
    const HexCoord other = hex.neighbor(key.direction);
    const QList<HexCorner> a = hexCorners(hex);
    const QList<HexCorner> b = hexCorners(other);
    HexCorner ends[2];
    int found = 0;
    for (const HexCorner &c : a) {
        if (found < 2 && b.contains(c))
            ends[found++] = c;
    }
    return {ends[0], ends[1]};
}

/// Walks the graph of one type's sides into polylines: first from every corner where a
/// line ends or branches, then round the closed loops that are left.
QList<QList<HexCorner>> chains(const QList<std::pair<HexCorner, HexCorner>> &edges)
{
    QHash<quint64, QList<int>> at; // corner -> edges meeting there
    for (int i = 0; i < edges.size(); ++i) {
        at[cornerKey(edges[i].first)].append(i);
        at[cornerKey(edges[i].second)].append(i);
    }
    QList<bool> used(edges.size(), false);
    QList<QList<HexCorner>> out;
    const auto walk = [&](HexCorner start, int edge) {
        QList<HexCorner> line {start};
        HexCorner here = start;
        while (edge >= 0) {
            used[edge] = true;
            const auto &[a, b] = edges[edge];
            here = a == here ? b : a;
            line.append(here);
            const QList<int> &next = at.value(cornerKey(here));
            edge = -1;
            // Only through a corner where exactly two sides meet: a branch ends the line.
            if (next.size() == 2) {
                for (int candidate : next) {
                    if (!used[candidate])
                        edge = candidate;
                }
            }
        }
        out.append(line);
    };
    for (int i = 0; i < edges.size(); ++i) {
        for (HexCorner end : {edges[i].first, edges[i].second}) {
            if (!used[i] && at.value(cornerKey(end)).size() != 2)
                walk(end, i);
        }
    }
    for (int i = 0; i < edges.size(); ++i) {
        if (!used[i])
            walk(edges[i].first, i);
    }
    return out;
}

QPen strokePen(const HexsideType &type, double width, qreal pixelsPerUnit)
{
    QPen pen(type.colour, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    if (type.stroke == HexsideStroke::Dashed)
        pen.setDashPattern({2.0, 1.5});
    else if (type.stroke == HexsideStroke::Dotted)
        pen.setDashPattern({0.01, 1.8});
    // At least a device pixel wide, as roads are.
    if (width * pixelsPerUnit < 1.0) {
        pen.setWidthF(1.0);
        pen.setCosmetic(true);
    }
    return pen;
}

} // namespace

QList<HexsideStrokes> hexsideStrokes(const HexMap &map, const HexLayout &layout, const QRectF &area,
                                     double margin)
{
    const QRectF near = area.isValid() ? area.adjusted(-margin, -margin, margin, margin) : area;
    QHash<int, QList<std::pair<HexCorner, HexCorner>>> byType;
    const auto &sides = map.hexsides().all();
    for (auto it = sides.cbegin(); it != sides.cend(); ++it) {
        const auto ends = sideCorners(map.offsets(), it.key());
        if (near.isValid()) {
            const QRectF box
                = QRectF(cornerPoint(layout, ends.first), cornerPoint(layout, ends.second))
                      .normalized();
            if (!box.adjusted(-1e-9, -1e-9, 1e-9, 1e-9).intersects(near))
                continue;
        }
        byType[it.value()].append(ends);
    }
    QList<int> types = byType.keys();
    std::sort(types.begin(), types.end());
    QList<HexsideStrokes> out;
    for (int type : types) {
        // Sorted, so that the same sides always make the same lines (stable output).
        auto edges = byType.value(type);
        std::sort(edges.begin(), edges.end(), [](const auto &a, const auto &b) {
            return std::make_tuple(a.first.x, a.first.y, a.second.x, a.second.y)
                < std::make_tuple(b.first.x, b.first.y, b.second.x, b.second.y);
        });
        HexsideStrokes strokes;
        strokes.type = type;
        for (const QList<HexCorner> &chain : chains(edges)) {
            QPolygonF line;
            for (const HexCorner &c : chain)
                line.append(cornerPoint(layout, c));
            strokes.lines.append(line);
        }
        out.append(strokes);
    }
    return out;
}

void paintHexsides(QPainter *painter, const HexMap &map, const Ruleset &ruleset,
                   const HexLayout &layout, const QRectF &area, qreal pixelsPerUnit,
                   double acrossFlats)
{
    if (map.hexsides().isEmpty() || ruleset.hexsides.isEmpty())
        return;
    const double widest = acrossFlats * 0.4;
    const QList<HexsideStrokes> all = hexsideStrokes(map, layout, area, widest);
    if (all.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setBrush(Qt::NoBrush);
    for (const HexsideStrokes &strokes : all) {
        const HexsideType *type = ruleset.hexsideAt(strokes.type);
        if (!type)
            continue;
        const double width = type->width * acrossFlats;
        painter->setPen(strokePen(*type, width, pixelsPerUnit));
        for (const QPolygonF &line : strokes.lines) {
            if (line.size() > 2 && line.constFirst() == line.constLast())
                painter->drawPolygon(line);
            else
                painter->drawPolyline(line);
        }
        if (type->stroke == HexsideStroke::Double && width * pixelsPerUnit >= 3.0) {
            // Two lines: the middle third of the stroke in white.
            QPen inner(QColor(Qt::white), width / 3, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
            painter->setPen(inner);
            for (const QPolygonF &line : strokes.lines) {
                if (line.size() > 2 && line.constFirst() == line.constLast())
                    painter->drawPolygon(line);
                else
                    painter->drawPolyline(line);
            }
        }
    }
    painter->restore();
}

} // namespace hexwright
