// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/paradrop.h"

#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/effects.h"
#include "families/hammers-slammers/rules/unitkinds.h"
#include "ruleset/ruleset.h"

#include <algorithm>

namespace hexwright::rules {

bool landsOnTarget(int accuracyRoll)
{
    return accuracyRoll <= 3;
}

HexCoord scatterHex(HexCoord dropZone, const ScatterRolls &rolls)
{
    if (landsOnTarget(rolls.accuracy))
        return dropZone;
    // Die face N is direction index N - 1 (1 = N, clockwise); count out from the DZ.
    return dropZone + HexCoord::direction(rolls.direction - 1) * rolls.distance;
}

HexCoord nearestPlayableHex(const Battlefield &field, HexCoord hex)
{
    if (field.isPlayable(hex))
        return hex;
    const HexMap &map = field.map();
    const int limit = 2 * (map.columns() + map.rows()) + 2;
    for (int radius = 1; radius <= limit; ++radius) {
        QList<HexCoord> ring = HexCoord::ring(hex, radius);
        std::sort(ring.begin(), ring.end());
        for (const HexCoord &candidate : ring) {
            if (field.isPlayable(candidate))
                return candidate;
        }
    }
    return hex;
}

bool landingEliminates(const UnitType &type, const QString &terrainId)
{
    if (disruptionEliminatesIn(terrainId)) // lake, swamp, river
        return true;
    return needsClearLanding(type) && terrainId != QLatin1String("clear");
}

Landing landParatrooper(const Battlefield &field, HexCoord dropZone, const ScatterRolls &rolls,
                        const UnitType &type)
{
    Landing landing;
    landing.onTarget = landsOnTarget(rolls.accuracy);
    landing.scattered = scatterHex(dropZone, rolls);
    landing.offMap = !field.isPlayable(landing.scattered);
    landing.hex = landing.offMap ? nearestPlayableHex(field, landing.scattered) : landing.scattered;
    // Off-board hexes count as clear (§3.2.4), whatever the edge hex holds.
    landing.terrainId = landing.offMap ? QStringLiteral("clear") : field.terrainId(landing.hex);
    landing.eliminated = landingEliminates(type, landing.terrainId);
    if (landing.eliminated) {
        landing.reason = disruptionEliminatesIn(landing.terrainId)
            ? QStringLiteral("landed in %1").arg(landing.terrainId)
            : QStringLiteral("landed in %1: vehicles and guns need clear").arg(landing.terrainId);
    }
    return landing;
}

} // namespace hexwright::rules
