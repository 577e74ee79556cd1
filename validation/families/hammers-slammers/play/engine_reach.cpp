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

/// Whether two texts are equal: at once when they share their data (a copied state's do).
bool same(const QString &a, const QString &b)
{
    return (a.constData() == b.constData() && a.size() == b.size()) || a == b;
}

/// Whether @p a and @p b are the same counter in the same condition, field by field.
bool sameUnit(const UnitState &a, const UnitState &b)
{
    return same(a.id, b.id) && same(a.type, b.type) && same(a.colour, b.colour)
        && same(a.side, b.side) && a.options == b.options && a.status == b.status && a.hex == b.hex
        && same(a.reinforcement, b.reinforcement) && a.entryTurn == b.entryTurn
        && a.disrupted == b.disrupted && a.disruptedRound == b.disruptedRound
        && a.mounted == b.mounted && same(a.carriedBy, b.carriedBy) && same(a.carrying, b.carrying)
        && same(a.towedBy, b.towedBy) && same(a.towing, b.towing) && a.inFortress == b.inFortress
        && a.hidden == b.hidden && same(a.setupZone, b.setupZone) && a.toPlace == b.toPlace
        && a.mf == b.mf && a.skimmerMf == b.skimmerMf && a.moved == b.moved
        && a.attacked == b.attacked && a.jammed == b.jammed && a.jamUsed == b.jamUsed
        && a.turnStartHex == b.turnStartHex && a.droppedIntoAssault == b.droppedIntoAssault
        && a.disHitStamp == b.disHitStamp && a.disruptedAtTurnStart == b.disruptedAtTurnStart;
}

/// A hex the search reached, and how.
using ReachedHex = std::pair<HexCoord, rules::ReachableHex>;

/// The hexes entered on the way to @p to (the start left out), following @p previousOf (the
/// hex before one on its path, or null when it was not reached).
template<typename PreviousOf>
QList<HexCoord> pathFrom(const PreviousOf &previousOf, HexCoord start, HexCoord to)
{
    // Counted first, so the path is allocated once and filled from its end.
    qsizetype length = 0;
    for (HexCoord at = to; at != start; ++length) {
        const HexCoord *previous = previousOf(at);
        if (!previous)
            return {};
        at = *previous;
    }
    QList<HexCoord> path(length);
    HexCoord at = to;
    for (qsizetype i = length - 1; i >= 0; --i) {
        path[i] = at;
        at = *previousOf(at);
    }
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
        // The hexes whose occupants changed: a search that looked at one is stale when the
        // hex now stops a move where it did not (or no longer stops one); else only who may
        // end a move there (stacking) may have changed.
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
        for (qsizetype i = 0; i < c.entries.size(); ++i) {
            ReachCache::Entry &e = c.entries[i];
            for (qsizetype d = 0; e.valid && d < dirty.size(); ++d) {
                const auto at = std::lower_bound(e.observed.cbegin(), e.observed.cend(), dirty[d]);
                if (at == e.observed.cend() || *at != dirty[d])
                    continue;
                const UnitState &u = state.units.at(i);
                e.valid = stopsMove(u, dirty[d]) == e.stops[size_t(at - e.observed.cbegin())];
                // The unit's own hex holds its load (what moves with it): every hex again.
                if (dirty[d] == u.hex)
                    e.filtered = false;
                else
                    e.stale.push_back(dirty[d]);
            }
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

bool Engine::stopsMove(const UnitState &u, HexCoord hex) const
{
    const rules::Occupancy o = occupancyFor(u, hex);
    return o == rules::Occupancy::Enemy || o == rules::Occupancy::CloseAssault;
}

const ReachCache::Entry *Engine::cachedReach(const UnitState &u) const
{
    // A result is reused only while legalActions() has checked the cache against this state
    // (syncReachCache()); demolished fortresses make moves depend on whole paths: no reuse.
    if (!m_reach || !m_reachSynced || !m_indexed || !state.demolished.isEmpty())
        return nullptr;
    const qsizetype index = &u - std::as_const(state.units).constData();
    if (index < 0 || index >= m_reach->entries.size()
        || std::as_const(state.units).at(index).id != u.id)
        return nullptr;
    ReachCache::Entry &e = m_reach->entries[index];
    if (!e.valid) {
        std::vector<std::pair<HexCoord, bool>> observed;
        observed.reserve(128);
        e.candidates = searchCandidates(u, &observed);
        std::sort(observed.begin(), observed.end(),
                  [](const auto &a, const auto &b) { return a.first < b.first; });
        e.observed.clear();
        e.stops.clear();
        for (const auto &[hex, stops] : observed) {
            if (!e.observed.empty() && e.observed.back() == hex)
                continue; // asked again: the same answer
            e.observed.push_back(hex);
            e.stops.push_back(stops);
        }
        e.valid = true;
        e.filtered = false;
    }
    bool movesChanged = false;
    if (!e.filtered) {
        e.aloneFits.reset();
        e.kept.assign(e.candidates.size(), false);
        for (size_t i = 0; i < e.candidates.size(); ++i)
            e.kept[i] = keepsCandidate(u, e.candidates[i], e.aloneFits);
        e.filtered = true;
        movesChanged = true;
    } else {
        // Only the hexes whose occupants changed may have changed their answer.
        for (HexCoord hex : e.stale) {
            const auto at = std::lower_bound(
                e.candidates.cbegin(), e.candidates.cend(), hex,
                [](const ReachCache::Candidate &c, HexCoord h) { return c.hex < h; });
            if (at == e.candidates.cend() || at->hex != hex)
                continue;
            const size_t i = size_t(at - e.candidates.cbegin());
            const bool keeps = keepsCandidate(u, *at, e.aloneFits);
            movesChanged = movesChanged || keeps != e.kept[i];
            e.kept[i] = keeps;
        }
    }
    e.stale.clear();
    if (movesChanged) {
        e.moves.clear();
        for (size_t i = 0; i < e.candidates.size(); ++i) {
            if (e.kept[i])
                e.moves.append(MoveAction {u.id, e.candidates[i].path});
        }
    }
    return &e;
}

QHash<HexCoord, ReachableHex> Engine::reachable(const UnitState &u) const
{
    QHash<HexCoord, ReachableHex> result;
    const ReachCache::Entry *cached = cachedReach(u);
    const std::vector<ReachCache::Candidate> searched
        = cached ? std::vector<ReachCache::Candidate>() : searchCandidates(u, nullptr);
    const std::vector<ReachCache::Candidate> &all = cached ? cached->candidates : searched;
    std::optional<bool> aloneFits;
    for (size_t i = 0; i < all.size(); ++i) {
        const ReachCache::Candidate &c = all[i];
        if (cached ? !cached->kept[i] : !keepsCandidate(u, c, aloneFits))
            continue;
        ReachableHex r;
        r.cost = c.cost;
        r.minimumMove = c.minimumMove;
        r.path = c.path;
        result.insert(c.hex, r);
    }
    return result;
}

std::vector<ReachCache::Candidate>
Engine::searchCandidates(const UnitState &u, std::vector<std::pair<HexCoord, bool>> *observed) const
{
    std::vector<ReachCache::Candidate> result;
    if (observed)
        observed->emplace_back(u.hex, u.onMap() && stopsMove(u, u.hex));
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
    // Each hex's answer is noted once (the search may ask again from another side): hexes
    // already noted carry this search's mark in the cache's table of cells.
    const rules::Battlefield &field = *state.field;
    std::vector<quint32> *seen = observed && m_reach ? &m_reach->seen : nullptr;
    if (seen) {
        if (qsizetype(seen->size()) != field.cellCount())
            seen->assign(size_t(field.cellCount()), 0);
        if (++m_reach->searches == 0) { // wrapped round: every mark is stale
            std::fill(seen->begin(), seen->end(), 0);
            m_reach->searches = 1;
        }
        const qsizetype cell = field.cellOf(u.hex);
        if (cell >= 0)
            (*seen)[size_t(cell)] = m_reach->searches;
    }
    std::vector<ReachedHex> reach = rules::reachableList(
        field, request,
        [&](HexCoord h) {
            // occupancyFor() with the hex's cell looked up once.
            const qsizetype cell = field.cellOf(h);
            const rules::Occupancy o = m_indexed && (cell < 0 || m_index->first[size_t(cell)] == 0)
                ? rules::Occupancy::Empty
                : computeOccupancy(u, h);
            if (observed) {
                if (!seen || cell < 0 || (*seen)[size_t(cell)] != m_reach->searches) {
                    if (seen && cell >= 0)
                        (*seen)[size_t(cell)] = m_reach->searches;
                    observed->emplace_back(
                        h, o == rules::Occupancy::Enemy || o == rules::Occupancy::CloseAssault);
                }
            }
            return o;
        },
        context.choices());
    // The rules' search already applied costs, prohibitions and stops; what is left is the
    // engine's: the one-hex minimum only before moving, and demolished fortresses (§3.18)
    // and stacking (keepsCandidate()). Stacking is checked when the movement phase ends
    // (§3.5). A hex passed through is never a stop nor a minimum move: every hex of a
    // kept hex's path is kept.
    std::sort(reach.begin(), reach.end(),
              [](const ReachedHex &a, const ReachedHex &b) { return a.first < b.first; });
    // The hex before one on its path: from the cache's table of cells when it has one (every
    // hex reached is on the map), else by a search of the sorted list.
    std::vector<int> *nodeAt = seen ? &m_reach->nodeAt : nullptr;
    if (nodeAt) {
        if (nodeAt->size() != seen->size())
            nodeAt->assign(seen->size(), -1);
        for (size_t i = 0; i < reach.size(); ++i) {
            const qsizetype cell = field.cellOf(reach[i].first);
            if (cell < 0) {
                nodeAt = nullptr;
                break;
            }
            (*nodeAt)[size_t(cell)] = int(i);
        }
    }
    auto previousOf = [&](HexCoord at) -> const HexCoord * {
        if (nodeAt) {
            // Only hexes reached are asked for (a path's hexes): their cells are current.
            return &reach[size_t((*nodeAt)[size_t(field.cellOf(at))])].second.previous;
        }
        const auto it
            = std::lower_bound(reach.cbegin(), reach.cend(), at,
                               [](const ReachedHex &r, HexCoord h) { return r.first < h; });
        return it == reach.cend() || it->first != at ? nullptr : &it->second.previous;
    };
    result.reserve(reach.size());
    for (const auto &[hex, reached] : reach) {
        if (reached.minimumMove && u.moved)
            continue;
        if (reached.stops && !context.combatAllowedIn(hex))
            continue; // a close assault where the special rules allow no combat
        result.push_back({hex, reached.cost, reached.minimumMove, reached.stops,
                          pathFrom(previousOf, u.hex, hex)});
    }
    return result;
}

bool Engine::keepsCandidate(const UnitState &u, const ReachCache::Candidate &c,
                            std::optional<bool> &aloneFits) const
{
    if (!state.demolished.isEmpty() && !checkMove(MoveAction {u.id, c.path}).isEmpty())
        return false;
    if (!m_indexed || indexedHasUnits(c.hex))
        return !strandsOverStack(u, c.hex, c.cost);
    // Stacking in a hex nobody stands in depends only on who moves: asked once.
    if (!aloneFits) {
        QStringList moving {u.id};
        if (!u.carrying.isEmpty())
            moving.append(u.carrying);
        if (!u.towing.isEmpty())
            moving.append(u.towing);
        aloneFits = stackingAllows(c.hex, u, moving);
    }
    return *aloneFits || !strandsOverStack(u, c.hex, c.cost);
}

QList<HexCoord> Engine::overStackedHexes() const
{
    QList<HexCoord> over;
    QSet<HexCoord> seen;
    for (const UnitState &u : std::as_const(state.units)) {
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
