// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ruleset/hexsidetype.h"

namespace hexwright {

QStringList hexsideStrokeIds()
{
    return {QStringLiteral("solid"), QStringLiteral("dashed"), QStringLiteral("dotted"),
            QStringLiteral("double")};
}

QStringList hexsideLosIds()
{
    return {QStringLiteral("none"), QStringLiteral("blocks"), QStringLiteral("blocks_lower")};
}

} // namespace hexwright
