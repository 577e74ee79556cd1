// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A Crucible scenario's family parts, typed. The scenario's `family_parts:` holds the
// detachments and Troops by id:
//
//     family_parts:
//       detachments:
//         huber: {name: "Huber's Prime Detachment", class: elite, prime: huber}
//         scouts: {name: Scout Troop, class: veteran, troop: true}
//
// and each force entry's `family:` the detachment its TUs belong to, the leaders who ride in
// them, their skills, backup weapons and the TU that controls them:
//
//     family:
//       detachment: huber
//       leaders:
//         - {rank: lieutenant, name: Lt Huber, lv: 4, skills: [shaper_of_men]}
//       skills: [enhanced_data_link]
//       backup_weapons: 1
//       controller: command-car
//
// The accessors read what is there and say what they could not read (a number that is not
// one, a list that is a text); which values are valid is for the checks
// (validation/families/crucible/checks/).

#include "scenario/scenario.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

class CrucibleRules;

/// A value of a family map that could not be read: its path ("leaders/1/lv") and why.
struct CrucibleValueProblem
{
    QString path;
    QString message;
};

/// A detachment or Troop of the scenario: its class, whether it is a Troop (optional rule
/// 7.1), and its Prime template (optional rule 7.7; empty: not Prime, "true": Prime without
/// a template of the ruleset).
struct CrucibleDetachment
{
    QString id;
    QString name;
    QString troopClass;
    bool troop = false;
    QString prime;

    bool isPrime() const { return !prime.isEmpty(); }
};

/// A leader riding in a TU: his rank, name, LV as written (none: the ladder's) and skills.
struct CrucibleLeader
{
    QString rank;
    QString name;
    std::optional<int> lv;
    QStringList skills;
};

/// What a force entry's family map says of its TUs.
struct CrucibleEntryParts
{
    QString detachment;
    QList<CrucibleLeader> leaders;
    QStringList skills;
    int backupWeapons = 0;
    QString controller;
    QList<CrucibleValueProblem> problems;
};

/// The keys of the family maps.
namespace crucibleKeys {
inline QString detachments()
{
    return QStringLiteral("detachments");
}
inline QString detachment()
{
    return QStringLiteral("detachment");
}
inline QString leaders()
{
    return QStringLiteral("leaders");
}
inline QString skills()
{
    return QStringLiteral("skills");
}
inline QString backupWeapons()
{
    return QStringLiteral("backup_weapons");
}
inline QString controller()
{
    return QStringLiteral("controller");
}
} // namespace crucibleKeys

/// The scenario's detachments and Troops in id order; @p problems (if given) gets what
/// could not be read.
QList<CrucibleDetachment> crucibleDetachments(const Scenario &scenario,
                                              QList<CrucibleValueProblem> *problems = nullptr);
/// The detachment @p id of @p scenario, or nothing.
std::optional<CrucibleDetachment> crucibleDetachment(const Scenario &scenario, const QString &id);
/// What force entry @p entry's family map says.
CrucibleEntryParts crucibleEntryParts(const ForceEntry &entry);

/// The force entries of detachment @p detachmentId.
QList<const ForceEntry *> crucibleDetachmentEntries(const Scenario &scenario,
                                                    const QString &detachmentId);

/**
 * How many TUs the entries @p entries make (FAQ "Remote units"): each unit is a TU, but a
 * controller's remote units count as one TU for the first and one more for up to two others,
 * and Fireflies belong to their controller's TU unless @p firefliesAreTus.
 */
int crucibleTuCount(const CrucibleRules &rules, const Scenario &scenario,
                    const QList<const ForceEntry *> &entries, bool firefliesAreTus);

/**
 * What leader @p leader of a detachment of class @p classId costs: in a Prime detachment
 * with a template its Prime price (an additional Sergeant's for a Sergeant), otherwise the
 * class's Lieutenant cost for a paid rank and nothing for a free one. 0 when unknown.
 */
int crucibleLeaderCost(const CrucibleRules &rules, const CrucibleDetachment *detachment,
                       const CrucibleLeader &leader);
/// A leader's LV with his skills' bonuses (Inspirational Leader: +2).
int crucibleEffectiveLv(const CrucibleRules &rules, const CrucibleLeader &leader, int baseLv);
/**
 * Leader @p leader's LV before his skills: as written, else his detachment's leadership
 * quality's (Elite 4, Veteran 2, Trained 1, Untrained 0); a Sergeant of a detachment two
 * lower (not below 0) when the scenario's `sergeant_lv` option is `as_huber`.
 */
int crucibleBaseLv(const Ruleset &ruleset, const Scenario &scenario,
                   const CrucibleDetachment *detachment, const CrucibleLeader &leader);

/// The points of one force entry: its TUs, the leaders riding in them and, outside a Prime
/// detachment (whose price includes them), its skills and its leaders' skills.
int crucibleEntryPoints(const Ruleset &ruleset, const Scenario &scenario, const ForceEntry &entry);
/// The points of side @p sideId's force: the sum of its entries' (Huber's: 4,750).
int crucibleForceTotal(const Ruleset &ruleset, const Scenario &scenario, const QString &sideId);
/// The points of detachment @p detachmentId.
int crucibleDetachmentTotal(const Ruleset &ruleset, const Scenario &scenario,
                            const QString &detachmentId);

} // namespace hexwright
