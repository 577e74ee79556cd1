// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

namespace hexwright {

/// Hammer's Slammers (Mayfair, 1984): hex panels, the rulebook's charts as family data.
class HsFamily : public GameFamily
{
public:
    QString id() const override;
    QString name() const override;
    QList<BoardKind> boardKinds() const override;
    /// The seven phases of §2, in the book's order.
    QStringList phaseIds() const override;
    std::unique_ptr<FamilyRulesReader> rulesReader(ReadContext &context) const override;
};

/// The reader of a Hammer's Slammers ruleset's family keys (hsrulesreader.cpp).
std::unique_ptr<FamilyRulesReader> makeHsRulesReader(ReadContext &context);

} // namespace hexwright
