// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

/// Types a victory condition parameter can have; each has one reader and one writer.
enum class ParamType {
    Side, ///< a side id
    Zone, ///< a zone id
    Zones, ///< a list of zone ids
    Hexes, ///< a list of hex labels
    Turn, ///< a turn number (1..999)
    Count, ///< a non-negative number (0..100000)
    Flag, ///< true or false
    Text, ///< free text
    Edge, ///< {side: north|south|east|west, panels: [ids]}
    Levels, ///< graded results: [{min: N, result: id}], min ascending
    Colours, ///< a list of colour ids
    UnitTypes, ///< a list of unit type ids
    Marker, ///< a marker kind id
    SideZones, ///< a mapping side id -> zone id
};

struct ParamSpec
{
    const char *key;
    ParamType type;
    bool required;
};

/**
 * One kind of victory condition and its parameters, in the order the file writes them.
 * The table is data so that the reader, the writer and (later) the editor's forms all agree.
 */
struct VictoryKind
{
    const char *id;
    const char *summary;
    QList<ParamSpec> parameters;
};

const QList<VictoryKind> &victoryConditionKinds();
const VictoryKind *findVictoryKind(const QString &id);
QStringList victoryKindIds();

/// Results that graded levels may name (scenario 8's bands).
QStringList victoryLevelResults();

} // namespace hexwright
