// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

namespace hexwright {

/**
 * Hammer's Slammers: The Crucible, as far as Rules Supplement 4 goes (the core book is
 * lost): a table game in centimetres at 28, 15 or 6 mm. Its ruleset holds the shared core
 * (the TUs as unit types, the terrain traits, the turn's nine phases, the optional rules and
 * the text's gaps as rule options, the lost core charts as provisional `charts:`) and the
 * family's keys, read into CrucibleRules (cruciblerules.h): troop classes, the quality
 * ladder, leaders, Elite Skills, the force limits, LP costs, each TU's card and the Prime
 * detachments. A side's detachments, leaders and skills are the scenario's family parts
 * (cruciblescenario.h), checked by validation/families/crucible/. No engine yet: the
 * playtest is disabled with a reason.
 */
class CrucibleFamily : public GameFamily
{
public:
    QString id() const override;
    QString name() const override;
    QList<BoardKind> boardKinds() const override;
    /// The turn's phases 1 to 9, the seventh in four parts (7a to 7d).
    QStringList phaseIds() const override;
    std::unique_ptr<FamilyRulesReader> rulesReader(ReadContext &context) const override;
};

/// The reader of a Crucible ruleset's family keys (cruciblerulesreader.cpp).
std::unique_ptr<FamilyRulesReader> makeCrucibleRulesReader(ReadContext &context);

} // namespace hexwright
