// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/rules/hwattack.h"

#include <algorithm>
#include <cmath>

namespace hexwright::hwrules {

bool dieHits(int face, int hitsOn, int modifier, int alwaysHitsOn)
{
    return face >= alwaysHitsOn || face + modifier >= hitsOn;
}

double hitChance(int hitsOn, int modifier, int alwaysHitsOn)
{
    int hits = 0;
    for (int face = 1; face <= 6; ++face)
        hits += dieHits(face, hitsOn, modifier, alwaysHitsOn) ? 1 : 0;
    return hits / 6.0;
}

int hitsAmong(const QList<int> &faces, int hitsOn, int modifier, int alwaysHitsOn)
{
    return int(std::count_if(faces.begin(), faces.end(), [&](int face) {
        return dieHits(face, hitsOn, modifier, alwaysHitsOn);
    }));
}

bool fixedDieHits(int face, int hitsOn)
{
    return face >= hitsOn;
}

double expectedLivesLost(int dice, double chance, int lives)
{
    // Sum over k hits of min(k, lives) times the binomial chance of k.
    double expected = 0;
    for (int k = 0; k <= dice; ++k) {
        double ways = 1;
        for (int i = 0; i < k; ++i)
            ways = ways * (dice - i) / (i + 1);
        expected
            += std::min(k, lives) * ways * std::pow(chance, k) * std::pow(1 - chance, dice - k);
    }
    return expected;
}

} // namespace hexwright::hwrules
