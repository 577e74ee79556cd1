// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <QList>
#include <QString>

#include <optional>

namespace hexwright::rules {

class Battlefield;

/// One intervening hex of a line of sight: its terrain, its intervening LOS value (§4.3)
/// and whether that value is higher than both ends'.
struct LosHex
{
    HexCoord hex;
    QString terrainId; ///< empty off the map (counted as 0)
    int value = 0;
    bool blocks = false;
};

/**
 * The line of sight from a firer's hex to a target's hex, every step shown (§3.17, §4.3):
 * the intervening hexes in the order the line reaches them (both neighbours where it runs
 * along a hexside, every hex of a corner it passes through), the firer's and target's values,
 * and the verdict. Adjacent (and identical) hexes always see each other.
 */
struct LosTrace
{
    HexCoord firer;
    HexCoord target;
    QString firerTerrainId;
    QString targetTerrainId;
    int firerValue = 0; ///< the firer hex's "firing unit" value
    int targetValue = 0; ///< the target hex's "target" value
    QList<LosHex> intervening; ///< firer and target hexes excluded
    bool adjacent = false;
    bool clear = true;
    std::optional<HexCoord> blockingHex; ///< the first blocking hex from the firer

    /// max(firer value, target value): an intervening value above it blocks.
    int threshold() const { return firerValue > targetValue ? firerValue : targetValue; }
    /// The first blocking entry, or null when clear.
    const LosHex *blocking() const;
};

/// Line of sight (§3.17): blocked iff some intervening hex's LOS value is higher than both
/// the firer's and the target's; rubble and roads play no part. Off-map hexes count as 0.
LosTrace traceLineOfSight(const Battlefield &field, HexCoord firer, HexCoord target);
/// traceLineOfSight(...).clear, for callers that only need the verdict.
bool hasLineOfSight(const Battlefield &field, HexCoord firer, HexCoord target);

} // namespace hexwright::rules
