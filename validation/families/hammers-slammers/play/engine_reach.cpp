// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Where a unit may move this movement phase (§3.4, §3.5), and the cache that spares the
// legal-action list from searching again for units a move did not affect.

#include "families/hammers-slammers/play/engine_p.h"

#include <QVarLengthArray>

#include <algorithm>
#include <optional>

namespace hexwright {

namespace {

/// Whether @p a and @p b are the same counter in the same condition, field by field.
bool sameUnit(const UnitState &a, const UnitState &b)
{
    return a.id == b.id && a.type == b.type && a.colour == b.colour && a.side == b.side
        && a.options == b.options && a.status == b.status && a.hex == b.hex
        && a.reinforcement == b.reinforcement && a.entryTurn == b.entryTurn
        && a.disrupted == b.disrupted && a.disruptedRound == b.disruptedRound
        && a.mounted == b.mounted && a.carriedBy == b.carriedBy && a.carrying == b.carrying
        && a.towedBy == b.towedBy && a.towing == b.towing && a.inFortress == b.inFortress
        && a.hidden == b.hidden && a.setupZone == b.setupZone && a.toPlace == b.toPlace
        && a.mf == b.mf && a.skimmerMf == b.skimmerMf && a.moved == b.moved
        && a.attacked == b.attacked && a.jammed == b.jammed && a.jamUsed == b.jamUsed
        && a.turnStartHex == b.turnStartHex && a.droppedIntoAssault == b.droppedIntoAssault
        && a.disHitStamp == b.disHitStamp && a.disruptedAtTurnStart == b.disruptedAtTurnStart;
}

/// The hexes entered on the way to @p to (the start left out), from the search's links.
QList<HexCoord> pathFrom(const rules::Reachability &reach, HexCoord to)
{
    QList<HexCoord> path;
    for (HexCoord at = to; at != reach.start;) {
        path.append(at);
        const auto it = reach.hexes.constFind(at);
        if (it == reach.hexes.constEnd())
            return {};
        at = it->previous;
    }
    std::reverse(path.begin(), path.end());
    return path;
}

} // namespace

void Engine::syncReachCache() const
{
    if (!m_reach)
        return;
    ReachCache &c = *m_reach;
    const bool sameStep = c.primed && c.turn == state.turn && c.player == state.player
        && c.phase == state.phase && c.actor == state.actor && c.decider == decider()
        && c.units.size() == state.units.size() && c.fortresses == state.fortresses.size()
        && c.demolished == state.demolished && c.attackedUnits == state.attackedUnits;
    if (!sameStep) {
        c.entries.clear();
        c.entries.resize(state.units.size());
    } else if (c.units.constData() != state.units.constData()) {
        // The hexes whose occupants changed: every result that looked at one is stale.
        QVarLengthArray<HexCoord, 16> dirty;
        for (qsizetype i = 0; i < state.units.size(); ++i) {
            const UnitState &before = c.units.at(i);
            const UnitState &now = state.units.at(i);
            if (sameUnit(before, now))
                continue;
            c.entries[i].valid = false;
            if (before.onMap())
                dirty.append(before.hex);
            if (now.onMap())
                dirty.append(now.hex);
        }
        for (ReachCache::Entry &e : c.entries) {
            for (qsizetype d = 0; e.valid && d < dirty.size(); ++d)
                e.valid = !std::binary_search(e.observed.cbegin(), e.observed.cend(), dirty[d]);
        }
    }
    c.primed = true;
    c.turn = state.turn;
    c.player = state.player;
    c.phase = state.phase;
    c.actor = state.actor;
    c.decider = decider();
    c.fortresses = state.fortresses.size();
    c.demolished = state.demolished;
    c.attackedUnits = state.attackedUnits;
    c.units = state.units;
    m_reachSynced = true;
}

QHash<HexCoord, ReachableHex> Engine::reachable(const UnitState &u) const
{
    // A result is reused only while legalActions() has checked the cache against this state
    // (syncReachCache()); demolished fortresses make moves depend on whole paths: no reuse.
    ReachCache::Entry *cached = nullptr;
    if (m_reach && m_reachSynced && m_indexed && state.demolished.isEmpty()) {
        const qsizetype index = &u - std::as_const(state.units).constData();
        if (index >= 0 && index < m_reach->entries.size()
            && std::as_const(state.units).at(index).id == u.id) {
            cached = &m_reach->entries[index];
            if (cached->valid)
                return cached->hexes;
        }
    }
    std::vector<HexCoord> observed;
    const QHash<HexCoord, ReachableHex> result = searchReachable(u, cached ? &observed : nullptr);
    if (cached) {
        std::sort(observed.begin(), observed.end());
        observed.erase(std::unique(observed.begin(), observed.end()), observed.end());
        cached->valid = true;
        cached->hexes = result;
        cached->observed = std::move(observed);
    }
    return result;
}

QHash<HexCoord, ReachableHex> Engine::searchReachable(const UnitState &u,
                                                      std::vector<HexCoord> *observed) const
{
    QHash<HexCoord, ReachableHex> result;
    if (observed)
        observed->push_back(u.hex);
    const UnitType *type = context.type(u);
    if (!u.onMap() || !type || !u.carriedBy.isEmpty() || !u.towedBy.isEmpty()
        || printedMovement(u) <= 0 || inCloseAssault(u) || !heldStillBy(u).isEmpty())
        return result;
    if (u.mf <= 0 && (u.moved || printedMovement(u) <= 0) && availableMf(u) <= 0)
        return result;
    rules::MoveRequest request;
    request.start = u.hex;
    request.movementFactors = availableMf(u);
    request.mover = moverOf(u);
    const rules::Reachability reach = rules::reachableHexes(
        *state.field, request,
        [&](HexCoord h) {
            if (observed)
                observed->push_back(h);
            return occupancyFor(u, h);
        },
        context.choices());
    // The rules' search already applied costs, prohibitions and stops; what is left is the
    // engine's: the one-hex minimum only before moving, and demolished fortresses (§3.18).
    // Stacking is checked when the movement phase ends (§3.5).
    result.reserve(reach.hexes.size());
    // Stacking in a hex nobody stands in depends only on who moves: asked once.
    std::optional<bool> aloneFits;
    auto strands = [&](HexCoord hex, double cost) {
        if (!m_indexed || m_byHex.contains(hex))
            return strandsOverStack(u, hex, cost);
        if (!aloneFits) {
            QStringList moving {u.id};
            if (!u.carrying.isEmpty())
                moving.append(u.carrying);
            if (!u.towing.isEmpty())
                moving.append(u.towing);
            aloneFits = stackingAllows(hex, u, moving);
        }
        return !*aloneFits && strandsOverStack(u, hex, cost);
    };
    for (auto it = reach.hexes.cbegin(); it != reach.hexes.cend(); ++it) {
        if (it->minimumMove && u.moved)
            continue;
        ReachableHex r;
        r.cost = it->cost;
        r.minimumMove = it->minimumMove;
        r.path = pathFrom(reach, it.key());
        if (!state.demolished.isEmpty() && !checkMove(MoveAction {u.id, r.path}).isEmpty())
            continue;
        if (strands(it.key(), it->cost))
            continue;
        if (it->stops && !context.combatAllowedIn(it.key()))
            continue; // a close assault where the special rules allow no combat
        result.insert(it.key(), r);
    }
    return result;
}

QList<HexCoord> Engine::overStackedHexes() const
{
    QList<HexCoord> over;
    QSet<HexCoord> seen;
    for (const UnitState &u : state.units) {
        if (!u.onMap() || playerOf(u) != state.player || seen.contains(u.hex))
            continue;
        seen.insert(u.hex);
        bool fits = true;
        for (const UnitState *o : unitsIn(u.hex))
            fits = fits && (playerOf(*o) != state.player || stackingAllows(u.hex, *o, {}));
        if (fits)
            continue;
        // Refused only while a unit of the stack can still move out: a stack nobody can
        // break up (no movement left) must not stop the game.
        bool canLeave = false;
        for (const UnitState *o : unitsIn(u.hex)) {
            if (playerOf(*o) != state.player || canLeave)
                continue;
            for (int d = 0; d < 6 && !canLeave; ++d) {
                const HexCoord next = o->hex + HexCoord::direction(d);
                canLeave = checkMove(MoveAction {o->id, {next}}).isEmpty();
            }
        }
        if (canLeave)
            over.append(u.hex);
    }
    std::sort(over.begin(), over.end());
    return over;
}

} // namespace hexwright
