// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/gamefamily.h"

namespace hexwright {

/**
 * Hammer Wars: the first table game, a skeleton for now. It exists so that a ruleset with
 * `family: hammer-wars` and `board: table` loads, and a table scenario reads, writes, checks
 * and prints against it. The game's cards, dice pools, goals and morale come with the Hammer
 * Wars issue, together with its keys in the ruleset, its phases and its engine; until then
 * the family asks for no key of its own and knows one phase, the whole turn.
 */
class HwFamily : public GameFamily
{
public:
    QString id() const override;
    QString name() const override;
    QList<BoardKind> boardKinds() const override;
    /// One, `turn`: the whole turn as a single phase. The game's own sequence of play comes
    /// with its issue and its engine; until then no engine plays a phase at all.
    QStringList phaseIds() const override;
    std::unique_ptr<FamilyRulesReader> rulesReader(ReadContext &context) const override;
};

} // namespace hexwright
