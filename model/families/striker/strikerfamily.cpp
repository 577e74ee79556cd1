// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/striker/strikerfamily.h"

#include "families/striker/strikerrules.h"

namespace hexwright {

QString StrikerFamily::id() const
{
    return strikerFamilyId();
}

QString StrikerFamily::name() const
{
    return QStringLiteral("Striker");
}

QList<BoardKind> StrikerFamily::boardKinds() const
{
    return {BoardKind::Table};
}

QStringList StrikerFamily::phaseIds() const
{
    return {QStringLiteral("command_phase"),  QStringLiteral("friendly_movement"),
            QStringLiteral("enemy_movement"), QStringLiteral("friendly_fire"),
            QStringLiteral("enemy_fire"),     QStringLiteral("melee")};
}

std::unique_ptr<FamilyRulesReader> StrikerFamily::rulesReader(ReadContext &context) const
{
    return makeStrikerRulesReader(context);
}

} // namespace hexwright
