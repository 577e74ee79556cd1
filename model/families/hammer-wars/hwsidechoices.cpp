// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// How a Hammer Wars side is built, as the shared editor asks it (gamefamily.h): a faction
// (§9), one of the faction's two goals, the secret objective marker of Deception and Duty
// (§3 step 4, §8.2) and the unit pool by category (§2). What is valid the family's checks
// say (validation/families/hammer-wars/checks/).

#include "families/hammer-wars/hwrules.h"

#include <QCoreApplication>

namespace hexwright {

QList<FamilyValue> HwRules::factionValues() const
{
    QList<FamilyValue> values;
    values.reserve(factions.size());
    for (const HwFaction &f : factions)
        values.append({f.id, f.name});
    return values;
}

QList<FamilyChoice> HwRules::sideChoices(const QString &factionId,
                                         const QMap<QString, QString> &chosen) const
{
    const HwFaction *f = faction(factionId);
    if (!f)
        return {};
    FamilyChoice goalChoice;
    goalChoice.key = hwGoalChoice();
    goalChoice.label = QCoreApplication::translate("HwRules", "Goal");
    for (const QString &id : f->goals) {
        const HwGoal *g = goal(id);
        goalChoice.values.append({id, g ? g->name : id});
    }
    QList<FamilyChoice> choices {goalChoice};
    const HwGoal *g = goal(chosen.value(hwGoalChoice()));
    if (g && g->secretObjective && f->goals.contains(g->id)) {
        FamilyChoice objective;
        objective.key = hwGoalObjectiveChoice();
        objective.label = QCoreApplication::translate("HwRules", "Objective");
        objective.namesObjective = true;
        choices.append(objective);
    }
    return choices;
}

QList<FamilyPoolCategory> HwRules::poolCategories() const
{
    QList<FamilyPoolCategory> pool;
    pool.reserve(categories.size());
    for (const HwCategory &c : categories)
        pool.append({c.id, c.name, c.pool});
    return pool;
}

QString HwRules::categoryOf(const QString &unitTypeId) const
{
    const HwCard *c = card(unitTypeId);
    return c ? c->category : QString();
}

} // namespace hexwright
