// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Hammer Wars' checks of the sides' armies: a faction of the ruleset (§9), a goal of the
// faction's two and, for Deception and Duty, an objective marker of the table (§3 step 4,
// §8.2), and a unit pool of exactly the models per category the rules give (§2: 9, 5, 2, 1).
// A scenario may leave the armies to the players (a table laid out for a game night): the
// armies are checked once a side names a faction or a choice. The codes are listed here
// (hwCheckCodes()), with the severity each report gets; the table's checks are in
// hwchecks_table.cpp.

#include "families/hammer-wars/checks/hwchecks.h"

#include "families/familypool.h"
#include "families/hammer-wars/checks/hwchecks_p.h"
#include "io/schemareader.h"

#include <algorithm>

namespace hexwright {

namespace {

/// "Greed or Revenge"
QString goalPairText(const HwRules &rules, const HwFaction &faction)
{
    QStringList names;
    for (const QString &id : faction.goals) {
        const HwGoal *goal = rules.goal(id);
        names.append(goal ? goal->name : id);
    }
    if (names.size() < 2)
        return names.join(QString());
    const QString last = names.takeLast();
    return ScenarioChecker::tr("%1 or %2").arg(names.join(QStringLiteral(", ")), last);
}

void runHwChecks(ScenarioChecker &checker)
{
    HwChecks(checker).run();
}

QList<CheckInfo> hwCheckCodes()
{
    const auto e = Severity::Error;
    const auto w = Severity::Warning;
    const auto i = Severity::Info;
    auto check = [](const char *code, Severity severity, const char *summary) {
        return CheckInfo {QLatin1String(code), severity,
                          QCoreApplication::translate("ScenarioChecker", summary)};
    };
    return {
        check("faction-missing", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a side names no faction while another side's army is built")),
        check("faction-unknown", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a side's faction is not one of the ruleset's")),
        check("goal-not-allowed", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a side's goal is not one of the two its faction may choose")),
        check("goal-objective", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a goal that needs a secret objective marker (Deception, Duty) "
                                "names none of the table's")),
        check("choice-unknown", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a side's choice that its faction and goal do not offer")),
        check("pool-size", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a side's unit pool does not hold exactly the models per category "
                                "the rules give")),
        check("objective-placement", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "the objective markers are not where the rules put them")),
        check("table-size", w,
              QT_TRANSLATE_NOOP("ScenarioChecker", "the table's size differs from the rules'")),
        check("piece-off-table", w,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a terrain piece reaches beyond the table")),
        check("objective-in-solid-piece", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "an objective marker stands inside a solid piece")),
        check("solid-pieces-overlap", i,
              QT_TRANSLATE_NOOP("ScenarioChecker", "two solid pieces overlap")),
        check("terrain-coverage", i,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "terrain covers less than 15 % or more than 50 % of the table")),
        check("piece-near-edge", i,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a piece leaves a gap of less than 1 in to a table edge")),
    };
}

} // namespace

void HwChecks::run()
{
    checkFactions();
    checkPools();
    if (!m_s.table)
        return;
    checkTableSize();
    checkObjectiveMarkers();
    checkPieces();
    checkCoverage();
}

void HwChecks::checkFactions()
{
    const bool armiesBuilt = std::any_of(m_s.sides.begin(), m_s.sides.end(), [](const Side &s) {
        return !s.faction.isEmpty() || !s.choices.isEmpty();
    });
    if (!armiesBuilt)
        return;
    QStringList factionIds;
    for (const HwFaction &f : m_hw.factions)
        factionIds.append(f.id);
    for (const Side &side : m_s.sides) {
        const CheckSubject subject {side.id, QStringLiteral("side"), side.id};
        if (side.faction.isEmpty()) {
            c.report("faction-missing", side.position, subject,
                     ScenarioChecker::tr("%1 plays no faction: a faction decides the two goals "
                                         "its player may choose from")
                         .arg(c.sideName(side.id)));
            continue;
        }
        const HwFaction *faction = m_hw.faction(side.faction);
        if (!faction) {
            c.report(
                "faction-unknown", side.position, subject,
                ScenarioChecker::tr("%1 plays the faction '%2', which the ruleset does not "
                                    "have%3")
                    .arg(c.sideName(side.id), side.faction, didYouMean(side.faction, factionIds)));
            continue;
        }
        checkChoices(side, *faction);
    }
}

void HwChecks::checkChoices(const Side &side, const HwFaction &faction)
{
    const CheckSubject subject {side.id, QStringLiteral("side"), side.id};
    const QString name = QStringLiteral("%1 (%2)").arg(c.sideName(side.id), faction.name);
    const QString goalId = side.choices.value(hwGoalChoice());
    const HwGoal *goal = m_hw.goal(goalId);
    if (!goalId.isEmpty() && !faction.goals.contains(goalId)) {
        c.report(
            "goal-not-allowed", side.position, subject,
            ScenarioChecker::tr("%1 chose the goal '%2'; %3 choose %4")
                .arg(name, goal ? goal->name : goalId, faction.name, goalPairText(m_hw, faction)));
        return;
    }
    const QString objective = side.choices.value(hwGoalObjectiveChoice());
    if (goal && goal->secretObjective) {
        if (objective.isEmpty())
            c.report("goal-objective", side.position, subject,
                     ScenarioChecker::tr("%1 chose %2, which needs a secret objective marker: "
                                         "none is chosen")
                         .arg(name, goal->name));
        else if (!m_s.table || !m_s.table->findObjective(objective))
            c.report("goal-objective", side.position, subject,
                     ScenarioChecker::tr("%1 chose %2 with the objective marker '%3', which the "
                                         "table does not have")
                         .arg(name, goal->name, objective));
    }
    // What the family does not offer for this faction and goal (asked of it, as the editor
    // asks it).
    const QList<FamilyChoice> offered = m_hw.sideChoices(side.faction, side.choices);
    for (auto it = side.choices.cbegin(); it != side.choices.cend(); ++it) {
        const bool known = std::any_of(offered.begin(), offered.end(),
                                       [&](const FamilyChoice &f) { return f.key == it.key(); });
        if (known)
            continue;
        const QString why = it.key() == hwGoalObjectiveChoice() && goal
            ? ScenarioChecker::tr("%1 needs no objective marker").arg(goal->name)
            : it.key() == hwGoalObjectiveChoice()
            ? ScenarioChecker::tr("no goal that needs one is chosen")
            : ScenarioChecker::tr("the choices are %1")
                  .arg(QStringList {hwGoalChoice(), hwGoalObjectiveChoice()}.join(
                      QStringLiteral(", ")));
        c.report("choice-unknown", side.position, subject,
                 ScenarioChecker::tr("%1 has the choice '%2: %3', which means nothing here: %4")
                     .arg(name, it.key(), it.value(), why));
    }
}

void HwChecks::checkPools()
{
    // A pool is built once a side names its faction; before that the players bring theirs.
    for (const Side &side : m_s.sides) {
        if (side.faction.isEmpty())
            continue;
        for (const PoolCount &count : sidePool(m_s, m_rules, side.id)) {
            if (count.isExact())
                continue;
            // At the first entry of the category, so going to the problem shows the roster.
            const ForceEntry *first = nullptr;
            for (const ForceEntry &f : m_s.forces) {
                if (f.side == side.id && m_hw.categoryOf(f.unitType) == count.category.id) {
                    first = &f;
                    break;
                }
            }
            const CheckSubject subject = first
                ? c.forceSubject(*first)
                : CheckSubject {side.id, QStringLiteral("side"), side.id};
            c.report("pool-size", first ? first->position : side.position, subject,
                     ScenarioChecker::tr("%1's pool holds %2 %3 models; the rules give exactly %4")
                         .arg(c.sideName(side.id))
                         .arg(count.count)
                         .arg(count.category.name)
                         .arg(count.category.size));
        }
    }
}

const FamilyChecks &hwFamilyChecks()
{
    static const FamilyChecks checks {&runHwChecks, nullptr, &hwCheckCodes};
    return checks;
}

} // namespace hexwright
