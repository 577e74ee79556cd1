// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// The answers of a family that says nothing of its own (families/gamefamily.h).

#include "families/gamefamily.h"
#include "families/piecefaces.h"

namespace hexwright {

CounterLook FamilyRules::counterLook(const Ruleset &, const UnitType &, bool) const
{
    return {};
}

bool FamilyRules::paysRallyCost(const UnitType &) const
{
    return true;
}

QList<FamilyValue> FamilyRules::factionValues() const
{
    return {};
}

QList<FamilyChoice> FamilyRules::sideChoices(const QString &, const QMap<QString, QString> &) const
{
    return {};
}

QList<FamilyPoolCategory> FamilyRules::poolCategories() const
{
    return {};
}

QString FamilyRules::categoryOf(const QString &) const
{
    return {};
}

} // namespace hexwright
