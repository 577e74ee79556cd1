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
 * - {"kind": "commit", "unit": id, "mission": "air" | "ground"}: an aircraft's mission in
 *   the air commitment phase [10.1];
 * - {"kind": "air_attack", "unit": id, "equipment": marker id, "target": id}: a ground
 *   mission's air-to-ground attack, after the target hex's anti-aircraft fire [10.4];
 * - {"kind": "request_artillery", "unit": id, "to": hex}: an off-board strike [17.1]; with
 *   "requester": a command unit that makes the observer's request (types b and d [17.1.4]),
 *   and "round": "mines" for artillery-laid mines [19.1.6];
 * - {"kind": "arson", "unit": id, "to": hex}: an engineer tries to set an adjacent building on
 *   fire, resolved at the end of the phase [14.4.2]; in a defensive window, by the squad fired
 *   upon without damage instead of its shot, alone and rolled at once [14.4.3];
 * - {"kind": "smoke", "unit": id, "to": hex}: a smoke marker [19.2];
 * - {"kind": "overrun", "units": [id], "to": hex, "weapon": code, "target": id}: an armed
 *   vehicle through an enemy hex, out by the opposite side [13.2];
 * - {"kind": "charge", "units": [ids], "to": hex}: infantry's two-hex charge, one hex at a
 *   time, the second into the enemy's hex [14.2.2];
 * - {"kind": "boost", "unit": id}: the booster for this phase's move [19.5.3];
 * - {"kind": "land", "unit": id, "to": hex} and {"kind": "launch", "unit": id}: a Hornisse
 *   lands and splits, or unites and takes off [10.6]; "commit" with mission "withdraw"
 *   withdraws an aircraft [10.1.4];
 * - {"kind": "exit", "unit": id}: a pilot, or a vehicle carrying one, leaves the map [18.2.3];
 * - {"kind": "load", "unit": id, "target": vehicle id} and {"kind": "unload", "unit": id}
 *   [13.1];
 * - {"kind": "end_phase"}: ends the phase, or in a defensive window the anti-phase player's
 *   part of it (he fires no more); in the air commitment phase, the player's commitment.
 */
struct MakPlay
{
    QString kind;
    QStringList units;
    QString unit;
    int weapon = 0; ///< index into the unit's weapons; -1 unarmed
    QString target;
    OffsetCoord to;
    QString item; ///< commit: the mission; air_attack: the equipment marker id; artillery: round

    friend bool operator==(const MakPlay &a, const MakPlay &b)
    {
        return a.kind == b.kind && a.units == b.units && a.unit == b.unit && a.weapon == b.weapon
            && a.target == b.target && a.to == b.to && a.item == b.item;
    }
};

QJsonObject makPlayToJson(const MakPlay &play, const MakGameContext &context);
std::optional<MakPlay> makPlayFromJson(const QJsonObject &json, const MakGameContext &context,
                                       QString *error);

} // namespace hexwright
