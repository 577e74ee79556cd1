// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

#include <QStringList>

namespace hexwright {

/// The family @p id, or null when no family of that id is registered.
const GameFamily *gameFamily(const QString &id);
/// The ids of every registered family, in registration order.
QStringList gameFamilyIds();

} // namespace hexwright
