// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What The Crucible's detachment cards, troop cards and force roster print, and the editor's
// Detachments dialog shows beside them (crucibleprint.cpp): a detachment's size as the rules
// count it, which points are ours, and a detachment's facts as one card.

#include "families/crucible/cruciblescenario.h"
#include "families/printedfacts.h"

namespace hexwright {

/// A detachment's size: its TUs as the rules count them (crucibleTuCount()) against its
/// class's number (a Troop's for a Troop; 0 when the class is unknown).
struct CrucibleDetachmentSize
{
    int tus = 0;
    int size = 0;
    bool atMost = false; ///< the scenario's `detachment_size` option is `at_most`
    bool sizeProvisional = false; ///< the class's Troop size is ours

    bool fits() const { return size > 0 && (atMost ? tus <= size : tus == size); }
};

CrucibleDetachmentSize crucibleDetachmentSize(const Ruleset &ruleset, const Scenario &scenario,
                                              const CrucibleDetachment &detachment);

/// Whether the points of TU type @p unitTypeId are ours (`cost` in its provisional_stats):
/// the core book's TU costs are lost; the supplement gives only the Prime combat car's.
bool crucibleTuCostProvisional(const CrucibleRules &rules, const QString &unitTypeId);

/// Whether any part of entry @p entry's points is ours, not the text's: a TU cost, a paid
/// leader's cost or a skill's points the ruleset marks provisional.
bool crucibleEntryPointsProvisional(const Ruleset &ruleset, const Scenario &scenario,
                                    const ForceEntry &entry);

/// The side whose TUs serve in detachment @p detachmentId (its first entry's), or empty.
QString crucibleDetachmentSide(const Scenario &scenario, const QString &detachmentId);

/// "Lt Huber, Lieutenant, LV 4+2 (6): Shaper of Men, Inspirational Leader".
QString crucibleLeaderText(const Ruleset &ruleset, const Scenario &scenario,
                           const CrucibleDetachment *detachment, const CrucibleLeader &leader);

/// The card of detachment or Troop @p detachment: class, TUs against the class's size, QR,
/// LV and points; a row per force entry; its leaders and skills.
UnitCardFacts crucibleDetachmentCard(const Ruleset &ruleset, const Scenario &scenario,
                                     const CrucibleDetachment &detachment);

} // namespace hexwright
