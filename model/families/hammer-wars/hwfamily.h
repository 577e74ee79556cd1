// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

namespace hexwright {

/**
 * Hammer Wars (OnePageAnon's Core Rules v1.5): the first table game. Its ruleset holds the
 * shared core (the unit cards as unit types, the terrain classes as traits of table pieces,
 * the objective marker, the rule options) and the family's keys, read into HwRules
 * (hwrules.h, reached through hwRules()): the cards' armour, lives, xp and attack lines, the
 * unit pool's categories, income, actions, cover, blast and the natural 6, the objective
 * markers, the morale counter and its events, the goals and the factions' goal pairs. Its
 * rules of play are validation/families/hammer-wars/ (the engine, its agents and checks).
 */
class HwFamily : public GameFamily
{
public:
    QString id() const override;
    QString name() const override;
    QList<BoardKind> boardKinds() const override;
    /// A player's two phases of a round, in order: `deploy` (income, purchases, placement)
    /// and `activate` (one action per unit). The end of a round is a morale event.
    QStringList phaseIds() const override;
    std::unique_ptr<FamilyRulesReader> rulesReader(ReadContext &context) const override;
};

/// The reader of a Hammer Wars ruleset's family keys (hwrulesreader.cpp).
std::unique_ptr<FamilyRulesReader> makeHwRulesReader(ReadContext &context);

} // namespace hexwright
