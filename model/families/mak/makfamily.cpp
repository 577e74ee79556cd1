// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/makfamily.h"

#include "families/mak/makrules.h"

namespace hexwright {

QString MakFamily::id() const
{
    return makFamilyId();
}

QString MakFamily::name() const
{
    return QStringLiteral("Maschinen Krieger");
}

QList<BoardKind> MakFamily::boardKinds() const
{
    return {BoardKind::Hex};
}

QStringList MakFamily::phaseIds() const
{
    return {QStringLiteral("air_commitment"), QStringLiteral("first_player_phase"),
            QStringLiteral("second_player_phase"), QStringLiteral("end_of_turn")};
}

std::unique_ptr<FamilyRulesReader> MakFamily::rulesReader(ReadContext &context) const
{
    return makeMakRulesReader(context);
}

} // namespace hexwright
