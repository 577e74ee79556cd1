// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/checks_context_p.h"
#include "families/mak/makrules.h"

namespace hexwright {

/**
 * The Maschinen Krieger checks of one scenario: the set-up (makchecks.cpp: stacking,
 * NeuSpotters, the games a scenario needs) and the family's parts of a scenario
 * (makchecks_parts.cpp: pilots, cargo, ammunition and equipment, mines, entry codes,
 * artillery). Messages are the shared checker's, in its translation context.
 */
class MakChecks
{
public:
    explicit MakChecks(ScenarioChecker &checker)
        : c(checker)
        , m_s(checker.scenario())
        , m_rules(checker.ruleset())
        , m_mak(makRules(checker.ruleset()))
    { }

    void run();

private:
    // makchecks.cpp
    void checkStacking();
    void checkNeuSpotters();
    void checkGames();
    // makchecks_parts.cpp
    void checkParts();
    void checkPilots();
    void checkCargo();
    void checkEquipment();
    void checkMines();
    void checkEntries();
    void checkArtillery();
    /// Whether @p hex is a hex of the @p side edge (north, south, east, west) of one of
    /// @p panels (any when empty).
    bool isOnEdge(OffsetCoord hex, const QString &side, const QStringList &panels) const;
    /// Whether @p f's units ride in another entry's vehicles (`carried_by`) [13.1].
    bool isCargo(const ForceEntry &f) const;
    /// Where @p key of @p f's family values was written, else where @p f was.
    SourcePosition forcePosition(const ForceEntry &f, const QString &key) const;

    /// The unit class id of @p unitType ("I", "II", "III"), empty when unknown.
    QString unitClassOf(const QString &unitType) const;
    /// The cargo a unit of @p unitType carries, as the engine reads it [13.1.5].
    int cargoPoints(const QString &unitType) const;
    /// "0505 (board 1, hex 0505)" on boards that number their own hexes, else "0505".
    QString hexText(OffsetCoord hex) const;

    ScenarioChecker &c;
    const Scenario &m_s;
    const Ruleset &m_rules;
    const MakRules &m_mak;
};

} // namespace hexwright
