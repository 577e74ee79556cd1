// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QList>
#include <QString>

namespace hexwright {

class HexBoard;
struct Ruleset;

/**
 * Maschinen Krieger's movement [7.0] as small functions: the cost of entering a hex is the
 * terrain-movement chart's by movement letter (the ruleset's move costs repeat it), a ridge's
 * or wall's "(+)" added when the unit crosses one [7.1.5], a road's cost alone when it moves
 * along the road from a road hex [7.1.6]; a stack moves at its slowest [7.2.5].
 */
namespace makrules {

/// What entering one hex costs a unit of one movement class, and why it may not.
struct MakStepCost
{
    bool allowed = true;
    double cost = 0; ///< movement points, the hexside's surcharge included
    double terrain = 0; ///< the hex's (or the road's) part
    double hexside = 0; ///< the crossed ridge's or wall's "(+)"
    bool road = false; ///< moved along a road or trail
    QString why; ///< when not allowed: "river or water is prohibited to W"
};

/// The cost of entering a hex of terrain @p terrainId across a side of hexside type
/// @p hexsideId (empty: none) for @p movementClass; along a road from a road hex with
/// @p alongRoad.
MakStepCost enterCost(const Ruleset &ruleset, const QString &terrainId, const QString &hexsideId,
                      const QString &movementClass, bool alongRoad = false);

/// The cost of moving from @p from into the adjacent hex @p to on @p board; not allowed for
/// hexes that are not adjacent or not playable.
MakStepCost stepCost(const Ruleset &ruleset, const HexBoard &board, OffsetCoord from,
                     OffsetCoord to, const QString &movementClass);

/// The movement points a stack has for a move together: the lowest of its units' [7.2.5].
double stackAllowance(const QList<double> &pointsLeft);

/// [14.2.2] A step of an infantry charge: one of its two hexes whatever the terrain costs (a
/// road does not stretch it to four); a hex it may not enter it still may not.
MakStepCost chargeStep(const MakStepCost &normal);

/// [19.5.3] A step with the booster: one point a hex, the terrain's costs and restrictions
/// ignored.
MakStepCost boosterStep();

} // namespace makrules
} // namespace hexwright
