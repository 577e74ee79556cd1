// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/threatmap.h"

#include "families/hammers-slammers/rules/combat.h"
#include "families/hammers-slammers/rules/effects.h"

#include <algorithm>

namespace hexwright::tactics {

namespace {

/// What is left of a direct fire threat on a hex its shooter does not see from where it stands.
constexpr double UnseenWeight = 0.6;

/// How much of a shooter's attack reaches a hex @p distance away: printed range 1, after a
/// move 0.6, extended range 0.5, extended after a move 0.3.
double reachWeight(const Shooter &s, int distance)
{
    if (s.indirect)
        return distance <= s.range ? 0.5 : 0;
    if (distance <= s.range)
        return 1.0;
    if (distance <= s.range + s.movement)
        return 0.6;
    if (distance <= 2 * s.range)
        return 0.5;
    if (distance <= 2 * s.range + s.movement)
        return 0.3;
    return 0;
}

} // namespace

int coverAt(const Game &game, HexCoord hex)
{
    const GameState &s = game.state();
    if (!s.field)
        return 0;
    return rules::directFireDefence(*s.field, hex, {0}, s.fortressAt(hex) != nullptr,
                                    game.context().choices())
        .terrain;
}

bool disruptionKillsIn(const Game &game, HexCoord hex)
{
    const GameState &s = game.state();
    return s.field && rules::disruptionEliminatesIn(s.field->terrainId(hex));
}

double directHitValue(const Game &game, double attack, int defence, bool disruptionKills)
{
    if (attack <= 0)
        return 0;
    const GameContext &c = game.context();
    const rules::OddsReading r = rules::readOdds(rules::AttackKind::Direct, attack,
                                                 std::max(1, defence), c.ruleset(), c.choices());
    return r.legal ? columnValue(c.ruleset(), r.column, disruptionKills) : 0;
}

QList<Shooter> enemyShooters(const Game &game, int player)
{
    const GameContext &c = game.context();
    QList<Shooter> shooters;
    if (c.closeAssaultOnlyRule())
        return shooters; // nobody fires (sc.6)
    for (const UnitState &u : game.state().units) {
        if (!u.onMap() || c.playerOfUnit(u) == player || !u.carriedBy.isEmpty()
            || !u.towedBy.isEmpty())
            continue;
        // A side no person plays never fires of its own accord (sc.6's partisans).
        const Side *side = c.scenario().findSide(u.side);
        if (side && side->nonPlayer)
            continue;
        const bool indirect = c.firesIndirect(u);
        if (!indirect && !c.firesDirect(u))
            continue;
        const UnitFactors f = c.factors(u);
        if (f.attack <= 0)
            continue;
        Shooter s;
        s.id = u.id;
        s.hex = u.hex;
        // A disrupted unit must rally before it fires again.
        s.attack = u.disrupted ? 0.4 * f.attack : f.attack;
        s.range = f.range;
        s.movement = f.movement;
        s.indirect = indirect;
        shooters.append(s);
    }
    return shooters;
}

ThreatMap::ThreatMap(const Game &game, int player)
    : m_game(&game)
    , m_enemies(enemyShooters(game, player))
{ }

double ThreatMap::threatAt(HexCoord hex) const
{
    const auto found = m_threat.constFind(hex);
    if (found != m_threat.cend())
        return *found;
    const GameContext &c = m_game->context();
    const GameState &state = m_game->state();
    double threat = 0;
    if (c.combatAllowedIn(hex)) {
        for (const Shooter &s : m_enemies) {
            double weight = reachWeight(s, rules::fireRange(s.hex, hex));
            // Not seen from where it stands: it must move before it fires.
            if (weight > UnseenWeight && !s.indirect && state.field
                && !c.lineOfSight(*state.field, s.hex, hex))
                weight *= UnseenWeight;
            threat += s.attack * weight;
        }
    }
    m_threat.insert(hex, threat);
    return threat;
}

double ThreatMap::dangerAt(HexCoord hex, int defence, double worth) const
{
    // The enemy spreads his fire: about two thirds of what reaches a hex comes at one unit.
    const double threat = 0.65 * threatAt(hex);
    if (threat <= 0)
        return 0;
    return hitValue(threat, defence + coverAt(*m_game, hex), disruptionKillsIn(*m_game, hex))
        * worth;
}

double ThreatMap::hitValue(double attack, int defence, bool disruptionKills) const
{
    // Read in half factors, so that equal readings are shared.
    const quint64 halves = quint64(std::max(0.0, attack) * 2);
    if (halves == 0)
        return 0;
    const int total = std::max(1, defence);
    const quint64 key = (halves << 21) | (quint64(total) << 1) | (disruptionKills ? 1 : 0);
    auto found = m_hits.constFind(key);
    if (found == m_hits.cend())
        found = m_hits.insert(key, directHitValue(*m_game, halves / 2.0, total, disruptionKills));
    return *found;
}

} // namespace hexwright::tactics
