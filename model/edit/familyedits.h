// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "scenario/scenario.h"

#include <QList>
#include <QString>
#include <QVariant>

namespace hexwright {

/**
 * The edits of the rule family's own facts (ForceEntry::family, Scenario::family) as pure
 * functions: each returns the part it changes, which the family's form pushes as one undo step
 * (ChangeForces, ChangeScenarioFamily). Which keys and values are valid is the family's
 * business; these only store them. An invalid QVariant removes the key, and so does an empty
 * text, list or map: the file never holds a key with nothing in it.
 */

/// The force entries with entry @p entryId's family value @p key set to @p value (removed, see
/// above); the forces unchanged when no entry has that id.
QList<ForceEntry> setForceFamilyValue(const Scenario &scenario, const QString &entryId,
                                      const QString &key, const QVariant &value);

/// The scenario's family facts with @p key set to @p value (removed, see above).
QVariantMap setScenarioFamilyValue(const Scenario &scenario, const QString &key,
                                   const QVariant &value);

/// @p map with @p key set to @p value, or without @p key for an invalid or empty value.
QVariantMap withFamilyValue(QVariantMap map, const QString &key, const QVariant &value);

} // namespace hexwright
