// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/rules/maklos.h"

#include "board/hexboard.h"
#include "families/mak/makrules.h"
#include "map/hexmap.h"
#include "map/hexsides.h"
#include "ruleset/ruleset.h"

#include <cmath>

namespace hexwright::makrules {

namespace {

HexCoord cubeRound(double q, double r)
{
    const double s = -q - r;
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {int(rq), int(rr)};
}

/// The hexes strictly between @p a and @p b along the centre line nudged to one side
/// (@p sign +1 or -1): a line through a corner or along a side goes one way or the other.
QList<HexCoord> nudgedBetween(HexCoord a, HexCoord b, int sign)
{
    QList<HexCoord> hexes;
    const int n = HexCoord::distance(a, b);
    for (int i = 1; i < n; ++i) {
        const double t = double(i) / n;
        hexes.append(
            cubeRound(a.q + (b.q - a.q) * t + sign * 1e-6, a.r + (b.r - a.r) * t + sign * 2e-6));
    }
    return hexes;
}

} // namespace

int sightHeight(const Ruleset &ruleset, const HexBoard &board, OffsetCoord hex,
                const QString &heightRule)
{
    int height = board.heightAt(hex);
    const QList<TerrainAt> terrain = board.terrainAt(Place(hex));
    if (terrain.isEmpty())
        return height;
    const MakTerrain facts = makRules(ruleset).terrain.value(terrain.first().id);
    height = std::max(height, facts.height);
    // Gap 10: buildings and forest at height 1 as well, when the rule option says so.
    if (heightRule == QLatin1String("hills_buildings_forest") && facts.blocksLos)
        height = std::max(height, 1);
    return height;
}

int hexesSeenBehindRidge(const QString &unitClass)
{
    return unitClass == QLatin1String("I") ? 1 : 2;
}

MakSight lineOfSight(const Ruleset &ruleset, const HexBoard &board, const MakSightSpec &spec)
{
    MakSight sight;
    const OffsetSystem offsets = board.offsets();
    const HexCoord a = offsets.fromOffset(spec.from);
    const HexCoord b = offsets.fromOffset(spec.to);
    const int distance = HexCoord::distance(a, b);
    const int fromHeight = sightHeight(ruleset, board, spec.from, spec.heightRule);
    const int toHeight = sightHeight(ruleset, board, spec.to, spec.heightRule);
    const MakRules &rules = makRules(ruleset);

    // Intervening hexes: either nudged line may see ("any part of the hex") [6.1.1].
    QString hexBlock;
    bool someLineClear = distance <= 1;
    for (int sign : {1, -1}) {
        if (someLineClear)
            break;
        QString blockedBy;
        for (HexCoord h : nudgedBetween(a, b, sign)) {
            const OffsetCoord hex = offsets.toOffset(h);
            const QList<TerrainAt> terrain = board.terrainAt(Place(hex));
            const QString id = terrain.isEmpty() ? QString() : terrain.first().id;
            if (rules.terrain.value(id).blocksLos) {
                blockedBy = terrain.first().name;
            } else if (spec.obscured.contains(hex)) {
                blockedBy = QStringLiteral("smoke or fire");
            } else if (sightHeight(ruleset, board, hex, spec.heightRule) >= 1
                       && !(fromHeight >= 1 && toHeight >= 1)) {
                blockedBy = QStringLiteral("height 1");
            }
            if (!blockedBy.isEmpty())
                break;
        }
        if (blockedBy.isEmpty())
            someLineClear = true;
        else if (hexBlock.isEmpty())
            hexBlock = blockedBy;
    }

    // Ridges and walls [6.1.3, 6.2.3].
    QString sideBlock;
    for (const HexsideOnLine &side : board.hexsidesOnLine(spec.from, spec.to)) {
        if (side.atCorner || !side.type)
            continue;
        sight.hexsidesCrossed.append(side.type->id);
        const auto [h1, h2] = HexsideKey {side.hex, side.direction}.hexes(offsets);
        if (!board.hexsideBlocks(*side.type, h1, h2, spec.from, spec.to))
            continue;
        const bool ownHexSide
            = h1 == spec.from || h2 == spec.from || h1 == spec.to || h2 == spec.to;
        if ((fromHeight >= 1 || toHeight >= 1) && !ownHexSide)
            continue;
        // The hexes behind the side, counted from each end; mutual: either end may use it.
        auto behind = [&](OffsetCoord end) {
            const HexCoord e = offsets.fromOffset(end);
            return std::min(HexCoord::distance(offsets.fromOffset(h1), e),
                            HexCoord::distance(offsets.fromOffset(h2), e))
                + 1;
        };
        const bool targetSeen = behind(spec.to) <= hexesSeenBehindRidge(spec.targetClass);
        const bool viewerSeen = behind(spec.from) <= hexesSeenBehindRidge(spec.viewerClass);
        if (distance > 1 && !targetSeen && !viewerSeen && sideBlock.isEmpty())
            sideBlock = side.type->name;
    }
    if (distance <= 1) {
        sight.visible = true;
    } else if (!someLineClear) {
        sight.blockedBy = hexBlock;
    } else if (!sideBlock.isEmpty()) {
        sight.blockedBy = sideBlock;
    } else {
        sight.visible = true;
    }
    return sight;
}

} // namespace hexwright::makrules
