// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/checks_context_p.h"
#include "families/hammer-wars/hwrules.h"

namespace hexwright {

/**
 * The Hammer Wars checks of one scenario: the armies (hwchecks.cpp) and the table
 * (hwchecks_table.cpp). Messages are the shared checker's, in its translation context.
 */
class HwChecks
{
public:
    explicit HwChecks(ScenarioChecker &checker)
        : c(checker)
        , m_s(checker.scenario())
        , m_rules(checker.ruleset())
        , m_hw(hwRules(checker.ruleset()))
    { }

    void run();

private:
    // hwchecks.cpp
    void checkFactions();
    void checkChoices(const Side &side, const HwFaction &faction);
    void checkPools();
    // hwchecks_table.cpp
    void checkTableSize();
    void checkObjectiveMarkers();
    void checkPieces();
    void checkCoverage();

    /// A length in the rules' unit (Hammer Wars: inches) in millimetres.
    double rulesLength(double value) const;
    /// Whether a piece is solid: one of its traits blocks line of sight.
    bool isSolid(const TablePiece &piece) const;
    /// "36 x 24 in"
    QString tableSizeText() const;

    ScenarioChecker &c;
    const Scenario &m_s;
    const Ruleset &m_rules;
    const HwRules &m_hw;
};

} // namespace hexwright
