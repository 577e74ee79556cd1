// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the tactical agent's tests share: the small fixture on Board 3 and its edits, stepping
// a session to Tan's phase, and the tactical player's first choice there.

#include "families/hammers-slammers/play/tacticalagent.h"
#include "playtestsupport.h"

namespace hexwright::playtest {

inline QString tacticsFixture()
{
    return QStringLiteral(TEST_DATA_DIR "/agents/tactics.scenario.yaml");
}

inline void setZone(Scenario &s, const QStringList &labels)
{
    for (Zone &z : s.zones) {
        if (z.id == QLatin1String("hold")) {
            z.hexes.clear();
            for (const QString &l : labels)
                z.hexes.append(testsupport::hex(qPrintable(l)));
        }
    }
}

/// Tan's condition becomes: eliminate every Blue unit by the end of turn 2.
inline void tanMustWipeOutBlue(Scenario &s)
{
    VictoryCondition &v = s.victory[0];
    v.kind = QStringLiteral("eliminate_all");
    v.parameters.clear();
    v.parameters.insert(QStringLiteral("side"), QStringLiteral("tan"));
    v.parameters.insert(QStringLiteral("target_side"), QStringLiteral("blue"));
    v.parameters.insert(QStringLiteral("by_turn"), 2);
}

/// The action the tactical player (Tan, seed 5) chooses first in @p session.
inline Action tacticalChoice(const HsGameSession &session)
{
    TacticalAgent agent(5, 0);
    return session.legalTyped().at(agent.choose(session));
}

/// Ends phases until Tan's movement (turn 1) or direct fire, nobody acting.
inline void advanceTo(HsGameSession &session, const char *phase)
{
    int guard = 0;
    while (!session.game().isOver() && ++guard < 100
           && !(session.game().state().player == 0
                && session.game().phaseId() == QLatin1String(phase)))
        QCOMPARE(session.apply(Action {EndPhaseAction {}}), QString());
}

} // namespace hexwright::playtest
