// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agent.h"

namespace hexwright {

/**
 * A greedy player of The Crucible, deterministic (it rolls nothing of its own): it allocates
 * every intercept triangle to artillery defence, moves each TU once a turn toward the nearest
 * enemy (or the nearest objective once an enemy is within Medium range), keeping its Thunder
 * Run's free distance, fires each weapon at the target with the most points expected to be
 * destroyed (ConFire or Rapid Fire when they add more than they cost), assaults whenever it
 * can, calls artillery when it can afford it and declares every Thunder Run. Outside a
 * Crucible session it ends the phase.
 */
class CrucibleGreedyAgent : public Agent
{
public:
    CrucibleGreedyAgent(quint64 gameSeed, int player);
    int choose(const GameSession &session) override;
};

} // namespace hexwright
