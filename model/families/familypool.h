// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

#include <QList>
#include <QString>

namespace hexwright {

struct Ruleset;
struct Scenario;

/// A category of a side's unit pool: the models of its unit types that the side's force
/// entries hold, against the size the family's rules give.
struct PoolCount
{
    FamilyPoolCategory category;
    int count = 0;

    bool isExact() const { return count == category.size; }
};

/**
 * Side @p sideId's unit pool by the family's categories (FamilyRules::poolCategories()), in
 * the family's order: every force entry of the side counts, wherever it is placed. None for
 * a family without pools.
 */
QList<PoolCount> sidePool(const Scenario &scenario, const Ruleset &ruleset, const QString &sideId);

} // namespace hexwright
