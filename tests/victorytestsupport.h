// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the tests of victory conditions, markers and hidden units
// (tst_victorytext and tst_victorydock).

#include "hex/offsetcoord.h"
#include "scenario/scenario.h"

#include <QLatin1Char>
#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright::victorytest {

inline const QString EverythingPath
    = QStringLiteral(TEST_DATA_DIR "/scenarios/everything.scenario.yaml");

inline const VictoryCondition *conditionOf(const Scenario &s, const QString &id)
{
    for (const VictoryCondition &v : s.victory) {
        if (v.id == id)
            return &v;
    }
    return nullptr;
}

/// "fortress@0506 rubble@0707": markers in a form a failed comparison shows readably.
inline QString describe(const QList<Marker> &markers)
{
    QStringList parts;
    for (const Marker &m : markers)
        parts.append(QStringLiteral("%1@%2").arg(m.kind, formatHexLabel(m.hex)));
    return parts.join(QLatin1Char(' '));
}

/// "4,5:1 6:2": outcomes as faces and counts.
inline QString describe(const QList<HiddenUnits::Outcome> &outcomes)
{
    QStringList parts;
    for (const HiddenUnits::Outcome &o : outcomes) {
        QStringList faces;
        for (int face : o.rolls)
            faces.append(QString::number(face));
        parts.append(QStringLiteral("%1:%2").arg(faces.join(QLatin1Char(','))).arg(o.count));
    }
    return parts.join(QLatin1Char(' '));
}

} // namespace hexwright::victorytest
