// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/hwfamily.h"

#include "families/hammer-wars/hwrules.h"

namespace hexwright {

QString HwFamily::id() const
{
    return hammerWarsFamilyId();
}

QString HwFamily::name() const
{
    return QStringLiteral("Hammer Wars");
}

QList<BoardKind> HwFamily::boardKinds() const
{
    return {BoardKind::Table};
}

QStringList HwFamily::phaseIds() const
{
    return {QStringLiteral("deploy"), QStringLiteral("activate")};
}

std::unique_ptr<FamilyRulesReader> HwFamily::rulesReader(ReadContext &context) const
{
    return makeHwRulesReader(context);
}

} // namespace hexwright
