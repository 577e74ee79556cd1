// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>

#include <optional>

namespace hexwright {
struct MoraleStep;
struct RallyThreshold;
} // namespace hexwright

namespace hexwright::rules {

/// Scenario overrides of the rally procedure (the scenario's MoraleRule kinds).
enum class RallyMode {
    Normal, ///< a failure may be followed by a desperation rally (§3.1)
    FailedRallyEliminates, ///< sc.12: a failed rally eliminates
    DesperationOnly, ///< sc.14: the one roll is a desperation rally (failure eliminates)
};

enum class RallyOutcome {
    NotAllowed, ///< in a close assault (§3.1, §3.15.11)
    Rallied,
    StaysDisrupted, ///< failed and no desperation rally tried
    NeedsDesperationRoll, ///< failed: the player may roll a desperation rally now
    Removed, ///< failed desperation rally (or a failure under FailedRallyEliminates)
};

/**
 * A rally attempt (§3.1, T9): 2d6 @p roll >= @p morale rallies. On a failure the player may
 * roll a @p desperationRoll at once: success rallies, failure removes the unit. Without a
 * desperation roll a failure leaves the unit disrupted (NeedsDesperationRoll when
 * @p askDesperation, to let the caller offer it). A tower and its gun roll once.
 */
RallyOutcome rallyOutcome(int morale, int roll, std::optional<int> desperationRoll,
                          bool inCloseAssault, RallyMode mode = RallyMode::Normal,
                          bool askDesperation = false);

/// Chance in 36ths that 2d6 >= @p target (§3.1: 6 -> 26, 7 -> 21, 8 -> 15, 9 -> 10, 10 -> 6).
int chanceAtLeast(int target);

/// The morale of a block after @p losses (§7 "Morale N; L -> M"): the last step reached.
int moraleAfterLosses(int baseMorale, const QList<MoraleStep> &steps, int losses);

/// Sc.9 desertion (T15): the rally roll that makes the whole colour desert after @p losses,
/// from the thresholds (losses ascending); the last one holds beyond it [inf]. Nothing
/// before the first threshold.
std::optional<int> desertionThreshold(int losses, const QList<RallyThreshold> &thresholds);
/// Whether a rally roll of @p roll triggers desertion after @p losses.
bool desertionTriggered(int losses, int roll, const QList<RallyThreshold> &thresholds);

} // namespace hexwright::rules
