// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "balance/wilson.h"

#include <algorithm>
#include <cmath>

namespace hexwright {

RateInterval wilsonInterval(int successes, int trials, double z)
{
    if (trials <= 0)
        return {0, 1};
    const double n = trials;
    const double p = std::clamp(successes / n, 0.0, 1.0);
    const double z2 = z * z;
    const double denominator = 1 + z2 / n;
    const double centre = (p + z2 / (2 * n)) / denominator;
    const double half = z * std::sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / denominator;
    // At 0 and n successes one end is exactly 0 or 1; rounding must not push it past.
    return {successes <= 0 ? 0.0 : std::max(0.0, centre - half),
            successes >= trials ? 1.0 : std::min(1.0, centre + half)};
}

RateInterval differenceInterval(int s1, int n1, int s2, int n2, double z)
{
    if (n1 <= 0 || n2 <= 0)
        return {-1, 1};
    const double p1 = double(s1) / n1;
    const double p2 = double(s2) / n2;
    const RateInterval a = wilsonInterval(s1, n1, z);
    const RateInterval b = wilsonInterval(s2, n2, z);
    const double d = p1 - p2;
    const double down = std::sqrt((p1 - a.low) * (p1 - a.low) + (b.high - p2) * (b.high - p2));
    const double up = std::sqrt((a.high - p1) * (a.high - p1) + (p2 - b.low) * (p2 - b.low));
    return {std::max(-1.0, d - down), std::min(1.0, d + up)};
}

} // namespace hexwright
