// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

namespace hexwright {

/**
 * Maschinen Krieger S.F.3.D II (Hobby Japan 1985, English rules v1.2): the second hex game.
 * Its ruleset holds the shared core (units with their movement letter as the movement class,
 * terrain, markers, the sequence of play, the text's gaps as rule options), every lost chart
 * as a provisional `charts:` entry, and the family's keys, read into MakRules (makrules.h):
 * unit classes and stacking, weapon types and attack codes, durability classes, endurance
 * results, the modifiers table, ranks and pilots, infantry, indirect fire and mines. No
 * engine yet: the playtest is disabled with a reason.
 */
class MakFamily : public GameFamily
{
public:
    QString id() const override;
    QString name() const override;
    QList<BoardKind> boardKinds() const override;
    /// The four steps of a turn [4.0]: air_commitment, first_player_phase,
    /// second_player_phase, end_of_turn.
    QStringList phaseIds() const override;
    std::unique_ptr<FamilyRulesReader> rulesReader(ReadContext &context) const override;
};

/// The reader of a Maschinen Krieger ruleset's family keys (makrulesreader.cpp).
std::unique_ptr<FamilyRulesReader> makeMakRulesReader(ReadContext &context);

} // namespace hexwright
