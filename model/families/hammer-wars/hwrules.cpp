// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/hwrules.h"

#include "ruleset/ruleset.h"

#include <limits>

namespace hexwright {

namespace {

template<typename T> const T *findById(const QList<T> &list, const QString &id)
{
    for (const T &entry : list) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

/// The first phase (1-based) whose income covers @p need, or a huge number if none does.
int firstPhaseCovering(int need, int perPhase, bool kept)
{
    constexpr int never = std::numeric_limits<int>::max();
    if (need <= perPhase)
        return 1;
    // Unspent income that is discarded never adds up to more than one phase's.
    if (!kept || perPhase <= 0)
        return never;
    return (need + perPhase - 1) / perPhase;
}

} // namespace

const HwMoraleEvent *HwMoraleRules::event(const QString &id) const
{
    return findById(events, id);
}

const HwCard *HwRules::card(const QString &unitTypeId) const
{
    const auto found = cards.constFind(unitTypeId);
    return found == cards.constEnd() ? nullptr : &*found;
}

const HwCategory *HwRules::category(const QString &id) const
{
    return findById(categories, id);
}

const HwAction *HwRules::action(const QString &id) const
{
    return findById(actions, id);
}

const HwGoal *HwRules::goal(const QString &id) const
{
    return findById(goals, id);
}

const HwFaction *HwRules::faction(const QString &id) const
{
    return findById(factions, id);
}

const HwSpecialRule *HwRules::specialRule(const QString &abilityId) const
{
    for (const HwSpecialRule &rule : specialRules) {
        if (rule.ability == abilityId)
            return &rule;
    }
    return nullptr;
}

const HwTerrain &HwRules::terrainOf(const QString &terrainId) const
{
    static const HwTerrain none;
    const auto found = terrain.constFind(terrainId);
    return found == terrain.constEnd() ? none : *found;
}

int HwRules::firstPhaseAffording(int pts, int xp) const
{
    const int phase = std::max(firstPhaseCovering(pts, income.pts, income.ptsKept),
                               firstPhaseCovering(xp, income.xp, income.xpKept));
    return phase == std::numeric_limits<int>::max() ? 0 : phase;
}

int HwRules::longestGame() const
{
    // The first player's counter: the start, less what going first costs; each round's end
    // then lowers it until it reaches 0.
    int counter = morale.start;
    int perRound = 0;
    for (const HwMoraleEvent &e : morale.events) {
        if (e.when == QLatin1String("going_first"))
            counter += e.morale;
        else if (e.when == QLatin1String("round_end"))
            perRound -= e.morale;
    }
    if (perRound <= 0)
        return 0;
    return (std::max(counter, 0) + perRound - 1) / perRound;
}

const HwRules &hwRules(const Ruleset &ruleset)
{
    static const HwRules empty;
    const auto *rules = dynamic_cast<const HwRules *>(ruleset.familyRules.get());
    Q_ASSERT_X(rules || !ruleset.familyRules, "hwRules",
               "only a Hammer Wars ruleset has Hammer Wars data");
    return rules ? *rules : empty;
}

} // namespace hexwright
