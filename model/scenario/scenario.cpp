// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenario/scenario.h"

#include "map/panel.h"

#include <algorithm>

namespace hexwright {

bool TerrainOverrides::isEmpty() const
{
    return count() == 0;
}

quint8 TerrainOverrides::at(OffsetCoord hex) const
{
    const int x = hex.col - origin.col;
    const int y = hex.row - origin.row;
    if (x < 0 || y < 0 || x >= width || y >= height)
        return NoTerrain;
    return quint8(cells.at(y * width + x));
}

void TerrainOverrides::set(OffsetCoord hex, quint8 terrain)
{
    if (width == 0 || height == 0) {
        origin = hex;
        width = height = 1;
        cells = QByteArray(1, char(NoTerrain));
    }
    const int left = std::min(origin.col, hex.col);
    const int top = std::min(origin.row, hex.row);
    const int right = std::max(origin.col + width, hex.col + 1);
    const int bottom = std::max(origin.row + height, hex.row + 1);
    if (left != origin.col || top != origin.row || right - left != width
        || bottom - top != height) {
        QByteArray grown((right - left) * (bottom - top), char(NoTerrain));
        for (int y = 0; y < height; ++y) {
            const int ny = origin.row + y - top;
            std::copy_n(cells.constData() + y * width, width,
                        grown.data() + ny * (right - left) + (origin.col - left));
        }
        cells = grown;
        origin = {left, top};
        width = right - left;
        height = bottom - top;
    }
    cells[(hex.row - origin.row) * width + (hex.col - origin.col)] = char(terrain);
}

int TerrainOverrides::count() const
{
    return int(
        std::count_if(cells.cbegin(), cells.cend(), [](char c) { return quint8(c) != NoTerrain; }));
}

TerrainOverrides TerrainOverrides::trimmed() const
{
    int left = width, right = -1, top = height, bottom = -1;
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x) {
            if (quint8(cells.at(y * width + x)) == NoTerrain)
                continue;
            left = std::min(left, x);
            right = std::max(right, x);
            top = std::min(top, y);
            bottom = std::max(bottom, y);
        }
    }
    TerrainOverrides out;
    if (right < 0)
        return out;
    out.origin = {origin.col + left, origin.row + top};
    out.width = right - left + 1;
    out.height = bottom - top + 1;
    out.cells = QByteArray(qsizetype(out.width) * out.height, char(NoTerrain));
    for (int y = 0; y < out.height; ++y)
        std::copy_n(cells.constData() + (top + y) * width + left, out.width,
                    out.cells.data() + y * out.width);
    return out;
}

bool operator==(const TerrainOverrides &a, const TerrainOverrides &b)
{
    const TerrainOverrides x = a.trimmed();
    const TerrainOverrides y = b.trimmed();
    return x.origin == y.origin && x.width == y.width && x.height == y.height && x.cells == y.cells;
}

RoadLink RoadLink::normalized() const
{
    if (b.col < a.col || (b.col == a.col && b.row < a.row))
        return {b, a};
    return *this;
}

QString roleName(Side::Role role)
{
    switch (role) {
    case Side::Role::Attacker:
        return QStringLiteral("attacker");
    case Side::Role::Defender:
        return QStringLiteral("defender");
    case Side::Role::None:
        return QStringLiteral("none");
    }
    return QString();
}

QStringList moraleRuleKindNames()
{
    // In MoraleRule::Kind order.
    return {QStringLiteral("desert_on_rally"), QStringLiteral("withdraw_after_losses"),
            QStringLiteral("failed_rally_eliminates"), QStringLiteral("desperation_only")};
}

QString moraleRuleKindName(MoraleRule::Kind kind)
{
    return moraleRuleKindNames().value(int(kind));
}

namespace {

template<typename T> QStringList idsOf(const QList<T> &list)
{
    QStringList ids;
    for (const T &item : list)
        ids.append(item.id);
    return ids;
}

} // namespace

const Side *Scenario::findSide(const QString &id) const
{
    for (const Side &s : sides) {
        if (s.id == id)
            return &s;
    }
    return nullptr;
}

const Zone *Scenario::findZone(const QString &id) const
{
    for (const Zone &z : zones) {
        if (z.id == id)
            return &z;
    }
    return nullptr;
}

QStringList Scenario::sideIds() const
{
    return idsOf(sides);
}

QStringList Scenario::zoneIds() const
{
    return idsOf(zones);
}

QStringList Scenario::forceIds() const
{
    return idsOf(forces);
}

QStringList Scenario::reinforcementIds() const
{
    return idsOf(reinforcements);
}

QStringList Scenario::victoryIds() const
{
    return idsOf(victory);
}

QStringList Scenario::hiddenIds() const
{
    return idsOf(hidden);
}

QList<const RuleEffect *> SpecialRule::effectsOf(const QList<SpecialRule> &rules,
                                                 const QString &kind)
{
    QList<const RuleEffect *> effects;
    for (const SpecialRule &rule : rules) {
        if (rule.effect.kind == kind)
            effects.append(&rule.effect);
    }
    return effects;
}

QString uniqueId(const QString &base, const QStringList &taken)
{
    QString id = base;
    for (int n = 2; taken.contains(id); ++n)
        id = QStringLiteral("%1-%2").arg(base).arg(n);
    return id;
}

int labelDigits(const Scenario &s, const PanelLibrary *panels)
{
    int columns = 0;
    int rows = 0;
    auto include = [&](OffsetCoord hex) {
        columns = std::max(columns, hex.col + 1);
        rows = std::max(rows, hex.row + 1);
    };
    for (const PanelPlacement &p : s.layout) {
        const Panel *panel = panels ? panels->findPanel(p.panel) : nullptr;
        include({p.column + (panel ? panel->columns : 0), p.row + (panel ? panel->rows : 0)});
    }
    // Measured on the block the writer writes, not the one in memory: erasing or undoing
    // paint leaves unpainted cells at the block's edges, which must not widen the labels.
    const TerrainOverrides painted = s.terrain.trimmed();
    if (!painted.isEmpty())
        include({painted.origin.col + painted.width - 1, painted.origin.row + painted.height - 1});
    for (const Marker &m : s.markers)
        include(m.hex);
    for (const QList<RoadLink> *links : {&s.roadsAdded, &s.roadsRemoved}) {
        for (const RoadLink &link : *links) {
            include(link.a);
            include(link.b);
        }
    }
    for (const Zone &z : s.zones) {
        for (const OffsetCoord &hex : z.hexes)
            include(hex);
    }
    for (auto it = s.hexsides.all().cbegin(); it != s.hexsides.all().cend(); ++it)
        include(it.key().hex);
    for (const auto &[hex, height] : s.heights.sorted())
        include(hex);
    for (const ForceEntry &f : s.forces) {
        if (f.placement.kind == Placement::Kind::Hex)
            include(f.placement.hex);
    }
    for (const Reinforcement &r : s.reinforcements) {
        if (r.entry.kind == Entry::Kind::RoadHex)
            include(r.entry.hex);
    }
    return hexLabelDigits(columns, rows);
}

} // namespace hexwright
