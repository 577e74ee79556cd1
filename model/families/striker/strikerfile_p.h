// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Striker's family parts in the file's form: scalars are text, so numbers and flags are read
// and written as text. Shared by the designs (strikerdesign.cpp) and the forces
// (strikerforce.cpp).

#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <cmath>

namespace hexwright::strikerfile {

inline QString numberText(double value)
{
    return QString::number(value, 'g', 10);
}

/// The number under @p key of @p map, @p fallback when absent; a value that is not a number
/// (or is negative) is listed in @p problems as @p name (the key when empty).
inline double readNumber(const QVariantMap &map, const QString &key, double fallback,
                         QStringList *problems, const QString &name = QString())
{
    const auto it = map.constFind(key);
    if (it == map.cend())
        return fallback;
    bool ok = false;
    const double v = it->toString().trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v) || v < 0) {
        if (problems)
            problems->append(name.isEmpty() ? key : name);
        return fallback;
    }
    return v;
}

/// The flag under @p key ("true" or "false"); anything else is false, and listed in
/// @p problems when given.
inline bool readFlag(const QVariantMap &map, const QString &key, QStringList *problems = nullptr)
{
    const auto it = map.constFind(key);
    if (it == map.cend())
        return false;
    const QString text = it->toString().trimmed();
    if (text == QLatin1String("true"))
        return true;
    if (text != QLatin1String("false") && problems)
        problems->append(key);
    return false;
}

} // namespace hexwright::strikerfile
