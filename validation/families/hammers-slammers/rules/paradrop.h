// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <QString>

namespace hexwright {
struct UnitType;
}

namespace hexwright::rules {

class Battlefield;

/// The three 1d6 rolls of a drop (§3.2): on target (1-3 lands on the DZ), then direction
/// (1 = N, clockwise) and distance when off course.
struct ScatterRolls
{
    int accuracy = 1;
    int direction = 1;
    int distance = 1;
};

/// Whether the accuracy roll lands the unit on its DZ (1-3).
bool landsOnTarget(int accuracyRoll);
/// The landing hex from the rolls, possibly off the map (§3.2.3, T7): the DZ on 1-3, else
/// @p distance hexes out from the DZ in direction @p direction (1 = N, 2 = NE ... 6 = NW).
HexCoord scatterHex(HexCoord dropZone, const ScatterRolls &rolls);
/// The playable hex nearest to @p hex (itself when playable): the nearest hex of the closest
/// edge for an off-map landing (§3.2.4). Ties go to the one first in HexCoord order.
HexCoord nearestPlayableHex(const Battlefield &field, HexCoord hex);

struct Landing
{
    HexCoord scattered; ///< where the rolls put it, maybe off the map
    HexCoord hex; ///< where it is placed
    bool onTarget = true;
    bool offMap = false; ///< moved onto the edge; the landing counts as clear
    QString terrainId; ///< the terrain the landing is judged on ("clear" when off the map)
    bool eliminated = false;
    QString reason; ///< why eliminated: "lake", "forest: vehicles and guns need clear", ...
};

/// Whether landing a unit of @p type in @p terrainId eliminates it (§3.2.5, T7): lake, swamp
/// or river eliminate anyone; armored cars, APCs and guns (needsClearLanding) anything but clear.
bool landingEliminates(const UnitType &type, const QString &terrainId);

/// The whole landing of one paratrooper (§3.2): scatter, edge placement, terrain losses.
Landing landParatrooper(const Battlefield &field, HexCoord dropZone, const ScatterRolls &rolls,
                        const UnitType &type);

} // namespace hexwright::rules
