// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "edit/familyedits.h"

namespace hexwright {

namespace {

bool isNothing(const QVariant &value)
{
    if (!value.isValid() || value.isNull())
        return true;
    switch (value.typeId()) {
    case QMetaType::QString:
        return value.toString().isEmpty();
    case QMetaType::QVariantList:
    case QMetaType::QStringList:
        return value.toList().isEmpty();
    case QMetaType::QVariantMap:
        return value.toMap().isEmpty();
    default:
        return false;
    }
}

} // namespace

QVariantMap withFamilyValue(QVariantMap map, const QString &key, const QVariant &value)
{
    if (isNothing(value))
        map.remove(key);
    else
        map.insert(key, value);
    return map;
}

QList<ForceEntry> setForceFamilyValue(const Scenario &scenario, const QString &entryId,
                                      const QString &key, const QVariant &value)
{
    QList<ForceEntry> forces = scenario.forces;
    for (ForceEntry &f : forces) {
        if (f.id == entryId) {
            f.family = withFamilyValue(f.family, key, value);
            break;
        }
    }
    return forces;
}

QVariantMap setScenarioFamilyValue(const Scenario &scenario, const QString &key,
                                   const QVariant &value)
{
    return withFamilyValue(scenario.family, key, value);
}

} // namespace hexwright
