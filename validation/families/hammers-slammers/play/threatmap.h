// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/play/agentscoring.h"
#include "families/hammers-slammers/play/game.h"

#include <QHash>
#include <QList>
#include <QString>

namespace hexwright::tactics {

using scoring::columnValue;
using scoring::unitWorth;

/// The cover of @p hex now against direct fire: the terrain (or fortress) modifier (§3.13).
int coverAt(const Game &game, HexCoord hex);

/// The expected damage (columnValue()) of a direct attack of @p attack on @p defence, on a
/// unit in a hex where @p disruptionKills.
double directHitValue(const Game &game, double attack, int defence, bool disruptionKills = false);

/// Whether a unit disrupted in @p hex is eliminated (swamp, lake, river).
bool disruptionKillsIn(const Game &game, HexCoord hex);

/// One unit that can fire: where it stands and what it hits with.
struct Shooter
{
    QString id;
    HexCoord hex;
    double attack = 0; ///< its attack factor (a disrupted unit's counted less)
    int range = 0;
    int movement = 0; ///< its movement factor: roughly the hexes it may close by
    bool indirect = false;
};

/**
 * Where the enemies of a player can hit next: for each hex, the attack strength the on-map
 * enemy units of @p player could bring on it in their next turn, from their printed range
 * (full, or 0.6 where the shooter has no line of sight from where it stands: it must move
 * first), after a move (most of it) or at extended range (half); artillery within its range
 * counts half (its strike is read against the hex's indirect defence). A hex where no combat
 * is allowed (sc.14 outside Board 2) is under no threat. Built once per phase over the game's
 * public state; each hex is computed on the first question and remembered.
 */
class ThreatMap
{
public:
    ThreatMap(const Game &game, int player);

    /// The enemy attack strength that can reach @p hex.
    double threatAt(HexCoord hex) const;
    /// The expected loss, in unit worth, of a unit of direct defence @p defence and worth
    /// @p worth standing in @p hex under the whole threat (where a disruption eliminates, it
    /// counts whole).
    double dangerAt(HexCoord hex, int defence, double worth) const;
    /// directHitValue(), remembered by the attack in half factors, the defence and
    /// @p disruptionKills.
    double hitValue(double attack, int defence, bool disruptionKills = false) const;
    /// The enemy units that can fire, in the game's unit order.
    const QList<Shooter> &enemies() const { return m_enemies; }

private:
    const Game *m_game;
    QList<Shooter> m_enemies;
    mutable QHash<HexCoord, double> m_threat;
    /// (threat in halves, defence, disruption kills) -> columnValue
    mutable QHash<quint64, double> m_hits;
};

/// The on-map units of the players other than @p player that can fire (directly or not): none
/// when only close assaults are allowed, and never those of a side no person plays.
QList<Shooter> enemyShooters(const Game &game, int player);

} // namespace hexwright::tactics
