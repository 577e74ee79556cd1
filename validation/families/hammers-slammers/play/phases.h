// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace hexwright {

struct Ruleset;

/**
 * The steps of Hammer's Slammers' sequence of play (§2) that the engine plays. The ruleset
 * lists them by id, in its order; GameContext reads them once into this enum, so the engine
 * switches on it and never compares a phase name.
 */
enum class HsPhase {
    Rally, ///< step 1: rally and desperation rally
    Paradrop, ///< step 2
    CounterParadropFire, ///< step 2, the other players
    Movement, ///< step 3
    IndirectFire, ///< step 4A, with counter-artillery fire
    DirectFire, ///< step 4B
    CloseAssault, ///< step 5
};

/// Who acts in a phase: the player whose turn it is, the others, or everyone in fire order.
enum class PhaseActing { MovingPlayer, OtherPlayers, AllPlayers };

/// One phase of the sequence of play as the engine runs it.
struct HsPhaseStep
{
    HsPhase phase = HsPhase::Rally;
    PhaseActing acting = PhaseActing::MovingPlayer;
    QString name; ///< the ruleset's name, for the UI
};

/// The phase's id as the ruleset and the log write it: "direct_fire".
QString phaseIdOf(HsPhase phase);
std::optional<HsPhase> phaseFromId(const QString &id);

/**
 * The ruleset's sequence of play read into the engine's phases. A phase id or an acting
 * value the engine does not know is left out and described in @p problems (one sentence
 * each), so that a game never meets it; HsFamilyEngine refuses to set up such a game.
 */
QList<HsPhaseStep> readSequenceOfPlay(const Ruleset &ruleset, QStringList *problems);

} // namespace hexwright
