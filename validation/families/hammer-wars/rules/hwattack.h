// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

/**
 * Hammer Wars' attack roll as small functions pinned to the rules page (§6 of the extract):
 * a die hits when it scores at least the value of the target's armour column after the
 * modifiers (cover -1, a declared Duty +1), and a natural 6 always hits. The fixed attacks
 * (dangerous terrain, Energy Pulse, Trample Attack, a declared Deception) ignore modifiers.
 */
namespace hexwright::hwrules {

/// Whether one die of @p face hits when it needs @p hitsOn with @p modifier added, a
/// natural @p alwaysHitsOn hitting whatever the modifiers.
bool dieHits(int face, int hitsOn, int modifier, int alwaysHitsOn = 6);
/// The chance (0..1) that one die hits, as dieHits() reads it.
double hitChance(int hitsOn, int modifier, int alwaysHitsOn = 6);
/// How many of @p faces hit.
int hitsAmong(const QList<int> &faces, int hitsOn, int modifier, int alwaysHitsOn = 6);
/// A fixed attack's die (it ignores modifiers): a hit on @p hitsOn or more.
bool fixedDieHits(int face, int hitsOn);
/// The lives @p dice dice are expected to take, each hitting with @p chance, from a target
/// with @p lives left (a model cannot lose more than it has).
double expectedLivesLost(int dice, double chance, int lives);

} // namespace hexwright::hwrules
