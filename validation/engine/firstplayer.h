// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hexwright {

class Dice;
struct FirstPlayer;
struct Scenario;

/**
 * Exchanges the move orders of @p scenario's two players (each player's turn comes at the
 * first of his sides' move orders), so that the second moves first: for a game the second
 * player's roll for the first move won, and for the first-player effect of a balance report
 * (FamilyEngine::setUpSwapped()). False, with @p why and the scenario unchanged, when there
 * are not two players or their move orders are the same.
 */
bool exchangeMoveOrders(Scenario &scenario, QString *why = nullptr);

/**
 * Rolls for the first move as a scenario's `first_player: {roll: Nd6}` says (FirstPlayer of
 * scenario.h): one "roll_off" roll of N dice for each of @p players, whose faces are theirs
 * in turn (inputs: the players, and the dice each when more than one), rolled again on a tie
 * for the highest total. The high roller decides, and an engine always has him move first.
 * Returns his index in @p players; 0, rolling nothing, when the scenario has no roll or
 * fewer than two players. Each roll is recorded by @p dice for the game's log, in turn 1 of
 * the first of @p players (the log's rolls name a player turn).
 */
int rollFirstPlayer(Dice &dice, const FirstPlayer &rule, const QStringList &players);

} // namespace hexwright
