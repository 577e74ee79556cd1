// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/placementedits.h"

#include <QMap>

#include <algorithm>

namespace hexwright {

namespace {

int indexOf(const QList<ForceEntry> &forces, const QString &id)
{
    for (int i = 0; i < forces.size(); ++i) {
        if (forces.at(i).id == id)
            return i;
    }
    return -1;
}

} // namespace

bool sameUnits(const ForceEntry &a, const ForceEntry &b)
{
    return a.side == b.side && a.colour == b.colour && a.unitType == b.unitType
        && a.options == b.options && a.note == b.note;
}

bool samePlacement(const Placement &a, const Placement &b)
{
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case Placement::Kind::Zone:
        return a.zone == b.zone;
    case Placement::Kind::Hex:
        return a.hex == b.hex;
    case Placement::Kind::OffBoard:
        return true;
    case Placement::Kind::Reinforcement:
        return a.reinforcement == b.reinforcement;
    case Placement::Kind::Point:
        return a.point == b.point;
    }
    return false;
}

QString splitEntryId(const QList<ForceEntry> &forces, const QString &base)
{
    // "tan-tank-2" split again gives "tan-tank-3", not "tan-tank-2-2".
    QString stem = base;
    const qsizetype dash = base.lastIndexOf(QLatin1Char('-'));
    if (dash > 0) {
        bool number = false;
        base.mid(dash + 1).toInt(&number);
        if (number)
            stem = base.left(dash);
    }
    for (int n = 2;; ++n) {
        const QString id = QStringLiteral("%1-%2").arg(stem).arg(n);
        if (indexOf(forces, id) < 0)
            return id;
    }
}

QList<ForceEntry> splitEntry(const QList<ForceEntry> &forces, const QString &id, int count,
                             QString *newId)
{
    const int at = indexOf(forces, id);
    if (at < 0 || count < 1 || count >= forces.at(at).count)
        return forces;
    QList<ForceEntry> out = forces;
    ForceEntry part = out.at(at);
    part.id = splitEntryId(forces, id);
    part.count = count;
    part.position = {};
    out[at].count -= count;
    out.insert(at + 1, part);
    if (newId)
        *newId = part.id;
    return out;
}

QList<ForceEntry> placeUnits(const QList<ForceEntry> &forces, const QString &id, int count,
                             const Placement &target, QString *placedId)
{
    const int at = indexOf(forces, id);
    if (at < 0)
        return forces;
    const ForceEntry &source = forces.at(at);
    if (count < 0 || count > source.count)
        count = source.count;
    if (count == 0 || samePlacement(source.placement, target)) {
        if (placedId)
            *placedId = source.id;
        return forces;
    }
    QList<ForceEntry> out = forces;
    // An entry of the same units already there takes them in.
    int join = -1;
    for (int i = 0; i < out.size(); ++i) {
        if (i != at && sameUnits(out.at(i), source) && samePlacement(out.at(i).placement, target)) {
            join = i;
            break;
        }
    }
    if (join >= 0) {
        out[join].count += count;
        if (placedId)
            *placedId = out.at(join).id;
        if (count == source.count)
            out.removeAt(at);
        else
            out[at].count -= count;
        return out;
    }
    if (count == source.count) {
        out[at].placement = target;
        if (placedId)
            *placedId = source.id;
        return out;
    }
    QString split;
    out = splitEntry(out, id, count, &split);
    out[at + 1].placement = target;
    if (placedId)
        *placedId = split;
    return out;
}

QList<ForceEntry> returnOffBoard(const QList<ForceEntry> &forces, const QString &id, int count)
{
    return placeUnits(forces, id, count, offBoardPlacement());
}

QStringList entriesOnHex(const QList<ForceEntry> &forces, OffsetCoord hex)
{
    QStringList out;
    for (const ForceEntry &f : forces) {
        if (f.placement.kind == Placement::Kind::Hex && f.placement.hex == hex)
            out.append(f.id);
    }
    return out;
}

int unitsOnHex(const QList<ForceEntry> &forces, OffsetCoord hex)
{
    int units = 0;
    for (const ForceEntry &f : forces) {
        if (f.placement.kind == Placement::Kind::Hex && f.placement.hex == hex)
            units += f.count;
    }
    return units;
}

QList<HexStack> hexStacks(const QList<ForceEntry> &forces)
{
    QMap<std::pair<int, int>, HexStack> stacks;
    for (const ForceEntry &f : forces) {
        if (f.placement.kind != Placement::Kind::Hex)
            continue;
        HexStack &stack = stacks[{f.placement.hex.col, f.placement.hex.row}];
        stack.hex = f.placement.hex;
        ++stack.entries;
        stack.units += f.count;
    }
    return stacks.values();
}

QList<ForceEntry> moveStack(const QList<ForceEntry> &forces, OffsetCoord from, OffsetCoord to)
{
    if (from == to)
        return forces;
    QList<ForceEntry> out = forces;
    for (const QString &id : entriesOnHex(forces, from))
        out = placeUnits(out, id, -1, hexPlacement(to));
    return out;
}

Placement hexPlacement(OffsetCoord hex)
{
    Placement p;
    p.kind = Placement::Kind::Hex;
    p.hex = hex;
    return p;
}

Placement zonePlacement(const QString &zoneId)
{
    Placement p;
    p.kind = Placement::Kind::Zone;
    p.zone = zoneId;
    return p;
}

Placement offBoardPlacement()
{
    Placement p;
    p.kind = Placement::Kind::OffBoard;
    return p;
}

} // namespace hexwright
