// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests of the reinforcement schedule (tst_scheduleedits and
// tst_scheduledock).

#include "scenario/scenario.h"

#include <QLatin1Char>
#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright::scheduletest {

inline const QString EverythingPath
    = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");

/// "id:count@where" per entry, where is "off" or the reinforcement id.
inline QString describe(const QList<ForceEntry> &forces)
{
    QStringList parts;
    for (const ForceEntry &f : forces) {
        const QString where = f.placement.kind == Placement::Kind::OffBoard
            ? QStringLiteral("off")
            : f.placement.reinforcement;
        parts.append(QStringLiteral("%1:%2@%3").arg(f.id).arg(f.count).arg(where));
    }
    return parts.join(QLatin1Char(' '));
}

inline const Reinforcement *findReinforcement(const Scenario &s, const QString &id)
{
    for (const Reinforcement &r : s.reinforcements) {
        if (r.id == id)
            return &r;
    }
    return nullptr;
}

} // namespace hexwright::scheduletest
