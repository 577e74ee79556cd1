// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QList>

namespace hexwright {

struct Ruleset;

/// One check of the rules engine: its stable code, the severity it reports, and what it
/// looks for in a few words (the editor's filter and the documentation list them).
struct CheckInfo
{
    QString code;
    Severity severity = Severity::Error;
    QString summary;
};

/// The built-in scenario checks every family shares (scenariochecks.cpp).
QList<CheckInfo> builtinChecks();
/// The checks of declarative force constraints (constraintchecks.cpp): one per constraint
/// of @p ruleset, whose code is the constraint's id, and one per kind of constraint a
/// scenario may add of its own.
QList<CheckInfo> constraintChecks(const Ruleset &ruleset);
/// Every check of a scenario of @p ruleset: built-in, its family's own (familychecks.h) and
/// declarative, each code once.
QList<CheckInfo> allChecks(const Ruleset &ruleset);

} // namespace hexwright
