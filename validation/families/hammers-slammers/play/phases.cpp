// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/phases.h"

#include "ruleset/ruleset.h"

#include <QStringList>

namespace hexwright {

namespace {

struct PhaseName
{
    HsPhase phase;
    const char *id;
};

constexpr PhaseName PhaseIds[] = {
    {HsPhase::Rally, "rally"},
    {HsPhase::Paradrop, "paradrop"},
    {HsPhase::CounterParadropFire, "counter_paradrop_fire"},
    {HsPhase::Movement, "movement"},
    {HsPhase::IndirectFire, "indirect_fire"},
    {HsPhase::DirectFire, "direct_fire"},
    {HsPhase::CloseAssault, "close_assault"},
};

} // namespace

QString phaseIdOf(HsPhase phase)
{
    for (const PhaseName &p : PhaseIds) {
        if (p.phase == phase)
            return QLatin1String(p.id);
    }
    return {};
}

std::optional<HsPhase> phaseFromId(const QString &id)
{
    for (const PhaseName &p : PhaseIds) {
        if (id == QLatin1String(p.id))
            return p.phase;
    }
    return std::nullopt;
}

QList<HsPhaseStep> readSequenceOfPlay(const Ruleset &ruleset, QStringList *problems)
{
    QList<HsPhaseStep> steps;
    for (const Phase &p : ruleset.sequenceOfPlay) {
        const std::optional<HsPhase> phase = phaseFromId(p.id);
        if (!phase) {
            QStringList known;
            for (const PhaseName &n : PhaseIds)
                known.append(QLatin1String(n.id));
            if (problems)
                problems->append(QStringLiteral("the sequence of play has a phase \"%1\" that "
                                                "Hammer's Slammers does not know (known: %2)")
                                     .arg(p.id, known.join(QStringLiteral(", "))));
            continue;
        }
        HsPhaseStep step;
        step.phase = *phase;
        step.name = p.name;
        if (p.acting == QLatin1String("moving_player")) {
            step.acting = PhaseActing::MovingPlayer;
        } else if (p.acting == QLatin1String("other_players")) {
            step.acting = PhaseActing::OtherPlayers;
        } else if (p.acting == QLatin1String("all_players")) {
            step.acting = PhaseActing::AllPlayers;
        } else {
            if (problems)
                problems->append(
                    QStringLiteral("phase \"%1\" acts by \"%2\" (known: moving_player, "
                                   "other_players, all_players)")
                        .arg(p.id, p.acting));
            continue;
        }
        steps.append(step);
    }
    if (steps.isEmpty() && problems)
        problems->append(QStringLiteral("the sequence of play has no phase the engine plays"));
    return steps;
}

} // namespace hexwright
