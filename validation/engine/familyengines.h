// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/familyengine.h"

#include <QString>
#include <QStringList>

namespace hexwright {

struct Ruleset;

/// The engine of family @p id, or null when no engine plays it.
const FamilyEngine *familyEngine(const QString &id);
/// The engine that plays @p ruleset, or null.
const FamilyEngine *familyEngineFor(const Ruleset &ruleset);
/// The ids of the families that have an engine.
QStringList familyEngineIds();

} // namespace hexwright
