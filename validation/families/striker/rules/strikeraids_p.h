// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the Striker aid files share: the translation context of their reasons and the line
// maker.

#include "families/striker/rules/strikeraids.h"

#include <QCoreApplication>

namespace hexwright::strikeraids {

/// The translation context of the aids' reasons.
struct StrikerAids
{
    Q_DECLARE_TR_FUNCTIONS(StrikerAids)
};

/// A line of @p reason (first, so that the translation checker reads it) and @p id.
inline AidLine aid(const QString &reason, const char *id, double value, bool multiple = false)
{
    return {QLatin1String(id), reason, value, multiple};
}

} // namespace hexwright::strikeraids
