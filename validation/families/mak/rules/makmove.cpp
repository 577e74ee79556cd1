// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/rules/makmove.h"

#include "board/hexboard.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"

#include <algorithm>

namespace hexwright::makrules {

MakStepCost enterCost(const Ruleset &ruleset, const QString &terrainId, const QString &hexsideId,
                      const QString &movementClass, bool alongRoad)
{
    MakStepCost step;
    const TerrainType *terrain = ruleset.findTerrain(terrainId);
    if (alongRoad) {
        step.road = true;
        step.terrain = ruleset.road.moveCost;
    } else if (!terrain) {
        step.allowed = false;
        step.why = QStringLiteral("no terrain");
        return step;
    } else {
        const MoveCost cost = terrain->moveCost.value(movementClass);
        if (cost.prohibited) {
            step.allowed = false;
            step.why = QStringLiteral("%1 is prohibited to %2").arg(terrain->name, movementClass);
            return step;
        }
        step.terrain = cost.factors;
    }
    if (const HexsideType *side = ruleset.findHexside(hexsideId)) {
        const HexsideCost cost = side->surcharge(movementClass);
        if (cost.prohibited) {
            step.allowed = false;
            step.why = QStringLiteral("%1 may not be crossed by %2").arg(side->name, movementClass);
            return step;
        }
        step.hexside = cost.factors;
    }
    step.cost = step.terrain + step.hexside;
    return step;
}

MakStepCost stepCost(const Ruleset &ruleset, const HexBoard &board, OffsetCoord from,
                     OffsetCoord to, const QString &movementClass)
{
    const OffsetSystem offsets = board.offsets();
    const HexCoord a = offsets.fromOffset(from);
    const HexCoord b = offsets.fromOffset(to);
    if (HexCoord::distance(a, b) != 1 || !board.isPlayable(Place(to))) {
        MakStepCost step;
        step.allowed = false;
        step.why = QStringLiteral("not an adjacent hex of the map");
        return step;
    }
    const QList<TerrainAt> terrain = board.terrainAt(Place(to));
    const HexsideType *side = board.hexsideBetween(from, to);
    // A road link between the two hexes: moving along the road from a road hex [7.1.6].
    const bool road = board.map().hasRoad(a, b);
    return enterCost(ruleset, terrain.isEmpty() ? QString() : terrain.first().id,
                     side ? side->id : QString(), movementClass, road);
}

double stackAllowance(const QList<double> &pointsLeft)
{
    if (pointsLeft.isEmpty())
        return 0;
    return *std::min_element(pointsLeft.begin(), pointsLeft.end());
}

MakStepCost chargeStep(const MakStepCost &normal)
{
    MakStepCost step;
    step.allowed = normal.allowed;
    step.why = normal.why;
    step.road = normal.road;
    step.cost = 1;
    step.terrain = 1;
    return step;
}

MakStepCost boosterStep()
{
    MakStepCost step;
    step.cost = 1;
    step.terrain = 1;
    return step;
}

} // namespace hexwright::makrules
