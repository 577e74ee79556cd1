// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/los.h"
#include "families/hammers-slammers/hsrules.h"

#include "families/hammers-slammers/rules/battlefield.h"
#include "hex/hexlayout.h"
#include "ruleset/ruleset.h"

namespace hexwright::rules {

const LosHex *LosTrace::blocking() const
{
    if (!blockingHex)
        return nullptr;
    for (const LosHex &h : intervening) {
        if (h.hex == *blockingHex)
            return &h;
    }
    return nullptr;
}

LosTrace traceLineOfSight(const Battlefield &field, HexCoord firer, HexCoord target)
{
    LosTrace trace;
    trace.firer = firer;
    trace.target = target;
    const TerrainType *from = field.terrain(firer);
    const TerrainType *to = field.terrain(target);
    const HsRules &hs = hsRules(field.ruleset());
    trace.firerTerrainId = from ? from->id : QString();
    trace.targetTerrainId = to ? to->id : QString();
    trace.firerValue = from ? hs.terrainOf(*from).los.firing : 0;
    trace.targetValue = to ? hs.terrainOf(*to).los.target : 0;
    trace.adjacent = HexCoord::distance(firer, target) <= 1;
    if (trace.adjacent)
        return trace; // adjacent hexes always see each other (§3.17)

    // hexLineTouching is the exact form of "nudge the line by ±epsilon and take the union":
    // every hex whose outline the centre-to-centre line touches, hexside runs and corners
    // included, in the order the line reaches them.
    const int threshold = trace.threshold();
    for (const HexCoord &hex : hexLineTouching(firer, target)) {
        if (hex == firer || hex == target)
            continue;
        const TerrainType *t = field.terrain(hex);
        LosHex step;
        step.hex = hex;
        step.terrainId = t ? t->id : QString();
        step.value = t ? hs.terrainOf(*t).los.intervening : 0; // rubble and roads do not matter
        step.blocks = step.value > threshold;
        if (step.blocks && !trace.blockingHex)
            trace.blockingHex = hex;
        trace.intervening.append(step);
    }
    trace.clear = !trace.blockingHex.has_value();
    return trace;
}

bool hasLineOfSight(const Battlefield &field, HexCoord firer, HexCoord target)
{
    return traceLineOfSight(field, firer, target).clear;
}

} // namespace hexwright::rules
