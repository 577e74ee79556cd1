// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace hexwright {

class MakGameContext;

/**
 * One action of a game of Maschinen Krieger, typed. In the log (JSON):
 * - {"kind": "move", "units": [ids], "to": hex}: a unit, or a stack at its slowest, one hex;
 * - {"kind": "assault", "units": [ids], "to": hex}: into an enemy hex for close quarters
 *   combat [9.0], the defenders firing first;
 * - {"kind": "attack", "unit": id, "weapon": code, "target": id}: an offensive attack
 *   ("unarmed" for an unarmed one [9.5]);
 * - {"kind": "defensive_fire", "unit": id, "weapon": code, "target": id}: in an open
 *   defensive window [5.4];
 * - {"kind": "end_phase"}: ends the phase, or in a defensive window the anti-phase player's
 *   part of it (he fires no more).
 */
struct MakPlay
{
    QString kind;
    QStringList units;
    QString unit;
    int weapon = 0; ///< index into the unit's weapons; -1 unarmed
    QString target;
    OffsetCoord to;

    friend bool operator==(const MakPlay &a, const MakPlay &b)
    {
        return a.kind == b.kind && a.units == b.units && a.unit == b.unit && a.weapon == b.weapon
            && a.target == b.target && a.to == b.to;
    }
};

QJsonObject makPlayToJson(const MakPlay &play, const MakGameContext &context);
std::optional<MakPlay> makPlayFromJson(const QJsonObject &json, const MakGameContext &context,
                                       QString *error);

} // namespace hexwright
