// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace hexwright {

/// The z of a two-sided 95 % interval, as the balance report uses it.
constexpr double BalanceZ = 1.96;

/// An interval of a proportion (or of a difference of two), its ends as fractions.
struct RateInterval
{
    double low = 0;
    double high = 1;

    /// Half its width: the "± 3 %" of a report, as a fraction.
    double halfWidth() const { return (high - low) / 2; }
    /// Whether @p value lies inside (ends included).
    bool contains(double value) const { return low <= value && value <= high; }
};

/**
 * The Wilson score interval of @p successes in @p trials at @p z:
 * (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n), p = successes/trials. Unlike the
 * normal approximation it stays inside [0, 1] and is honest at 0 and n successes. No
 * trials: [0, 1], nothing is known.
 */
RateInterval wilsonInterval(int successes, int trials, double z = BalanceZ);

/**
 * Newcombe's hybrid score interval (method 10) of p1 - p2 for two independent samples,
 * @p s1 of @p n1 and @p s2 of @p n2, built from the two Wilson intervals. Either sample
 * empty: [-1, 1].
 */
RateInterval differenceInterval(int s1, int n1, int s2, int n2, double z = BalanceZ);

} // namespace hexwright
