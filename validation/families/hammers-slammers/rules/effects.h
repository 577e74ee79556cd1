// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/rules/combat.h"

#include <QString>

namespace hexwright::rules {

class Battlefield;
struct RuleChoices;

// ---------------------------------------------------------------------------------------
// Disruption (§3.15)

/// The unit a Dis result lands on, as far as disruption cares.
struct DisruptionTarget
{
    QString terrainId; ///< the hex's terrain (after any change in play)
    bool skimmerMounted = false; ///< two-sided infantry on its skimmer side (§3.7)
    bool militia = false; ///< eliminated by any Dis (§4.4)
    bool dismountedInfantry = false; ///< ignores Dis except on river, swamp, lake (§3.15.6)
    /// Conventional infantry riding an APC in a close assault: does not disrupt (§3.7).
    bool passengerInCloseAssault = false;
    bool cpfTarget = false; ///< a paratrooper hit by CPF: any Dis eliminates (§3.3)
    bool apcWithPassenger = false; ///< an eliminated APC takes its passenger with it (§3.7)
    bool disrupted = false; ///< disrupted now
    bool disruptedBeforeRound = false; ///< was disrupted before the current combat round
    bool disruptedAtTurnStart = false; ///< started the game turn disrupted
    bool alreadyHitThisTurn = false; ///< already took a Dis this player turn (extras ignored)
};

enum class DisruptionOutcome {
    Ignored, ///< no effect (an extra Dis this turn, dismounted infantry on firm ground, ...)
    Disrupted,
    Eliminated,
};

struct DisruptionEffect
{
    DisruptionOutcome outcome = DisruptionOutcome::Disrupted;
    bool passengerEliminated = false; ///< an APC's passenger goes with it
    QString reason; ///< why, in a few words for the log ("second disruption", "swamp", ...)
};

/// Terrain in which any disruption eliminates (§3.15.7): swamp, river, lake.
bool disruptionEliminatesIn(const QString &terrainId);

/**
 * What a Dis result does to @p target (§3.15), in this order: a CPF victim is eliminated;
 * an extra Dis in the same player turn is ignored; on swamp, river or lake the unit is
 * eliminated (dismounted infantry too); skimmer-mounted infantry and militia are eliminated;
 * dismounted infantry and passengers in a close assault ignore it; a unit already
 * disrupted (before this round, or at the start of the game turn, per second_disruption) is
 * eliminated; otherwise it is disrupted. An eliminated APC takes its passenger.
 */
DisruptionEffect disruptionEffect(const DisruptionTarget &target, const RuleChoices &choices);

// ---------------------------------------------------------------------------------------
// Rubble (§3.16)

/// Whether result @p code rubbles the hex after an attack of @p kind (§3.16, §5.1): DE-R after
/// non-gas direct fire, close assault or indirect fire; DE* after non-gas indirect fire only;
/// never gas nor counter-paradrop fire.
bool resultRubbles(const QString &code, AttackKind kind, bool gas);
/// Whether the hex can take rubble: its terrain can be rubbled (not swamp, lake, river),
/// or it holds a fortress; a hex already rubbled cannot be rubbled again (no stacking).
bool canBeRubbled(const Battlefield &field, HexCoord hex);

} // namespace hexwright::rules
