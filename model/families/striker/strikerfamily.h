// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

namespace hexwright {

/**
 * Striker (GDW 1981): 15 mm science-fiction miniatures on a table in centimetres, of which
 * only the advanced book survives. Its ruleset holds the shared core (the locomotions as
 * movement classes, the terrain with its movement multiples, the phases this book names),
 * what Book 3 would give as provisional `charts:`, and the family's keys, read into
 * StrikerRules (strikerrules.h). Vehicles are designs kept in the scenario's family part
 * (strikerdesign.h). No engine: the core sequence of play is lost.
 */
class StrikerFamily : public GameFamily
{
public:
    QString id() const override;
    QString name() const override;
    QList<BoardKind> boardKinds() const override;
    /// The phases this book names: command_phase, friendly_movement, enemy_movement,
    /// friendly_fire, enemy_fire, melee.
    QStringList phaseIds() const override;
    std::unique_ptr<FamilyRulesReader> rulesReader(ReadContext &context) const override;
};

/// The reader of a Striker ruleset's family keys (strikerrulesreader.cpp).
std::unique_ptr<FamilyRulesReader> makeStrikerRulesReader(ReadContext &context);

} // namespace hexwright
