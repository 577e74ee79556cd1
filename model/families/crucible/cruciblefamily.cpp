// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/cruciblefamily.h"

#include "families/crucible/cruciblerules.h"

namespace hexwright {

QString CrucibleFamily::id() const
{
    return crucibleFamilyId();
}

QString CrucibleFamily::name() const
{
    return QStringLiteral("Hammer's Slammers: The Crucible");
}

QList<BoardKind> CrucibleFamily::boardKinds() const
{
    return {BoardKind::Table};
}

QStringList CrucibleFamily::phaseIds() const
{
    return {QStringLiteral("order_of_movement"),   QStringLiteral("roll_lp"),
            QStringLiteral("artillery_defence"),   QStringLiteral("move"),
            QStringLiteral("direct_fire"),         QStringLiteral("close_assault"),
            QStringLiteral("atgws_land"),          QStringLiteral("mortars_land"),
            QStringLiteral("artillery_lands"),     QStringLiteral("call_artillery"),
            QStringLiteral("suppression_removal"), QStringLiteral("remove_destroyed")};
}

std::unique_ptr<FamilyRulesReader> CrucibleFamily::rulesReader(ReadContext &context) const
{
    return makeCrucibleRulesReader(context);
}

} // namespace hexwright
