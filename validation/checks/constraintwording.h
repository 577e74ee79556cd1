// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How the constraint checks word their messages: unit names in the plural, lists, options
// and percentages, so every kind of constraint speaks the same way ("Green: 2 of 3 large
// guns have gas; gas is all or none within a colour").

#include <QString>
#include <QStringList>

namespace hexwright {

struct Ruleset;

namespace wording {

/// A unit type's name as a noun for @p count units: "1 tank", "3 large guns", "6 infantry",
/// "2 buses". Words in capitals (ECM, APC) keep them.
QString unitNoun(const QString &name, int count);

/// The units of @p typeIds (distinct names, in order) for @p count units: the constraint's
/// @p label with the names in brackets ("combat cars (Combat Car)"), else the one type's
/// noun ("large guns"), else "units (Large Gun, Howitzer)".
QString describeUnits(const Ruleset &ruleset, const QStringList &typeIds, int count,
                      const QString &label);

/// The plural nouns of @p typeIds, distinct: "infantry, small guns and armored cars".
QString pluralList(const Ruleset &ruleset, const QStringList &typeIds,
                   const QString &conjunction = QStringLiteral("and"));

/// "a, b and c" (or "a, b or c").
QString joinList(const QStringList &items, const QString &conjunction = QStringLiteral("and"));

/// A purchase option as a noun: "gas", "ECM", "paratroop drop" (the option's name without a
/// leading "With").
QString optionNoun(const Ruleset &ruleset, const QString &optionId);

/// @p part of @p whole in percent: a whole number when exact, else one decimal rounded up
/// (@p roundUp, for a maximum exceeded) or down (a minimum missed), so that the figure never
/// looks as if it met the limit: "45", "25.1".
QString percent(qint64 part, qint64 whole, bool roundUp);

} // namespace wording
} // namespace hexwright
