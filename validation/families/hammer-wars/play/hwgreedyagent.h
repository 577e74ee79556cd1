// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agent.h"

namespace hexwright {

/**
 * A greedy Hammer Wars player, deterministic (it rolls nothing of its own): it buys the
 * dearest card it can afford (saving xp for its Heavy while one is in the pool), places
 * toward the nearest objective, moves each unit toward the nearest objective (a ranged unit)
 * or into base contact with the nearest enemy (a unit of Range 0), holds when it can shoot,
 * attacks the target with the most lives expected lost, uses Energy Pulse and Chain Attack
 * when they hit anything, and declares Deception or Duty when the marker has enemies or
 * friends near it. Outside a Hammer Wars session it ends the phase.
 */
class HwGreedyAgent : public Agent
{
public:
    HwGreedyAgent(quint64 gameSeed, int player);
    int choose(const GameSession &session) override;
};

} // namespace hexwright
