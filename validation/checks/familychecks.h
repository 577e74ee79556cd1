// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/checkcodes.h"

#include <QList>
#include <QString>

namespace hexwright {

class ScenarioChecker;
struct Ruleset;
struct UnitType;

/**
 * A rule family's own scenario checks, which the shared checker (checks_context_p.h) runs
 * after its own for a scenario of that family. Registered per family id in familychecks.cpp,
 * one line each; a family without checks of its own has none.
 */
struct FamilyChecks
{
    /// Reports the family's problems through the checker's report() and helpers.
    void (*run)(ScenarioChecker &checker) = nullptr;
    /**
     * Whether the family sets up units of @p type by rules of its own (Hammer's Slammers'
     * fortresses are terrain more than units): the shared set-up terrain check leaves them
     * to the family's checks.
     */
    bool (*setsUpItself)(const Ruleset &ruleset, const UnitType &type) = nullptr;
    /// The codes the family reports, with their severities: listed with the shared ones by
    /// allChecks(), and the severity each report gets.
    QList<CheckInfo> (*codes)() = nullptr;
};

/// The checks of family @p familyId, or null when it has none of its own.
const FamilyChecks *familyChecks(const QString &familyId);
/// The codes of family @p familyId's own checks; none for a family without checks.
QList<CheckInfo> familyCheckCodes(const QString &familyId);

} // namespace hexwright
