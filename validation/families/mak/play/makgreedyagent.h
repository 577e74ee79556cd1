// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/agent.h"

#include <random>

namespace hexwright {

/**
 * A greedy player of Maschinen Krieger: in a defensive window it fires the shot most likely
 * to score, if any may hit; in its phase it makes the attack with the highest expected
 * victory points (chance times the target's O.G.P. value), assaults an adjacent enemy hex
 * with a unit that has no attack, and moves each unit that could not fire one hex nearer the
 * nearest enemy (the cheapest such hex) until adjacent; then it ends the phase. Ties go to the
 * first in the legal order, so its games depend only on the seed of the dice.
 */
class MakGreedyAgent : public Agent
{
public:
    MakGreedyAgent(quint64 gameSeed, int player);
    int choose(const GameSession &session) override;

private:
    int m_player;
};

} // namespace hexwright
