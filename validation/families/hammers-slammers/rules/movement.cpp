// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/rules/movement.h"
#include "families/hammers-slammers/hsrules.h"

#include "families/hammers-slammers/rules/battlefield.h"
#include "families/hammers-slammers/rules/rulechoices.h"
#include "families/hammers-slammers/rules/unitkinds.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QMap>
#include <QVarLengthArray>

#include <queue>
#include <utility>
#include <vector>

namespace hexwright::rules {

namespace {

const QString TowedClass = QStringLiteral("towed");

MoveCost costFor(const TerrainType &terrain, const QString &movementClass)
{
    return terrain.moveCost.value(movementClass, MoveCost {});
}

/// What the terrain costs the movement class that pays least to enter it.
MoveCost cheapestCost(const TerrainType &terrain)
{
    MoveCost best {true, 0};
    for (auto it = terrain.moveCost.cbegin(); it != terrain.moveCost.cend(); ++it) {
        if (!it->prohibited && (best.prohibited || it->factors < best.factors))
            best = *it;
    }
    return best;
}

bool isRiverOrLake(const QString &terrainId)
{
    return terrainId == QLatin1String("river") || terrainId == QLatin1String("lake");
}

} // namespace

namespace {

/// What entering a hex depends on of its terrain alone, for one mover: refused, or the
/// terrain's own cost for the mover's class (before roads, rubble and fortresses).
struct TerrainEntry
{
    EntryBlock block = EntryBlock::None;
    double factors = 0;
    bool city = false;
};

TerrainEntry terrainEntry(const TerrainType &terrain, const Mover &mover)
{
    TerrainEntry result;
    MoveCost own = costFor(terrain, mover.movementClass);
    if (own.prohibited && mover.allowedTerrain.contains(terrain.id))
        own = cheapestCost(terrain);
    if (own.prohibited) {
        result.block = EntryBlock::Terrain;
        return result;
    }
    if (mover.towing && costFor(terrain, TowedClass).prohibited) {
        // The gun goes where its tower goes, but never across a river without a bridge
        // (a bridge is its own terrain), nor into swamp or lake.
        result.block
            = terrain.id == QLatin1String("river") ? EntryBlock::TowedRiver : EntryBlock::Terrain;
        return result;
    }
    if (mover.disrupted && isRiverOrLake(terrain.id)) {
        result.block = EntryBlock::DisruptedWater;
        return result;
    }
    result.factors = own.factors;
    result.city = terrain.id == QLatin1String("city");
    return result;
}

/// entryCost() once the hex is known to be on the map and open to the mover, from its
/// terrain's part @p entry.
EntryCost entryCostFrom(const Battlefield &field, HexCoord from, HexCoord to,
                        const TerrainEntry &entry, const RuleChoices &choices)
{
    EntryCost result;
    if (entry.block != EntryBlock::None) {
        result.block = entry.block;
        return result;
    }
    const Ruleset &ruleset = field.ruleset();
    // Road rate only from road hex to road hex along the road; a rubbled road hex is not a
    // road hex any more (§3.16), at either end.
    if (field.hasRoad(from, to)
        && !(ruleset.road.lostInRubble && (field.hasRubble(to) || field.hasRubble(from)))) {
        result.cost = ruleset.road.moveCost;
        result.roadRate = true;
        return result;
    }
    double cost = entry.factors;
    if (!choices.conventionalCityHalf && entry.city && cost < 1)
        cost = 1; // the printed half read as a misprint
    if (field.hasRubble(to))
        cost += hsRules(ruleset).rubble.moveCostAdd;
    if (field.hasFortress(to))
        cost += hsRules(ruleset).fortress.moveCostAdd;
    result.cost = cost;
    return result;
}

/// The terrain parts of one search, computed for each terrain the first time it is met.
class TerrainEntries
{
public:
    explicit TerrainEntries(const Mover &mover)
        : m_mover(mover)
    { }

    const TerrainEntry &of(const Ruleset &ruleset, int terrain)
    {
        if (m_known.size() <= terrain) {
            m_known.resize(terrain + 1, false);
            m_entries.resize(terrain + 1);
        }
        if (!m_known[terrain]) {
            m_entries[terrain] = terrainEntry(ruleset.terrain.at(terrain), m_mover);
            m_known[terrain] = true;
        }
        return m_entries[terrain];
    }

private:
    const Mover &m_mover;
    QVarLengthArray<bool, 32> m_known;
    QVarLengthArray<TerrainEntry, 32> m_entries;
};

/**
 * The hexes one search has listed: an open-addressing table of their coordinates (no seed, no
 * allocation per hex), handed over as Reachability::hexes when the search ends.
 */
class SearchTable
{
public:
    /// The index of @p hex in nodes, or -1.
    int find(HexCoord hex) const
    {
        for (size_t i = slotOf(hex);; i = (i + 1) & m_mask) {
            const int n = m_slots[i];
            if (n < 0 || nodes[size_t(n)].first == hex)
                return n;
        }
    }
    void add(HexCoord hex, const ReachableHex &r)
    {
        if ((nodes.size() + 1) * 2 > m_slots.size())
            grow();
        place(hex, int(nodes.size()));
        nodes.emplace_back(hex, r);
    }

    std::vector<std::pair<HexCoord, ReachableHex>> nodes;

private:
    size_t slotOf(HexCoord h) const
    {
        const quint64 key = (quint64(quint32(h.q)) << 32) | quint32(h.r);
        return size_t((key * 0x9E3779B97F4A7C15ull) >> 32) & m_mask;
    }
    void place(HexCoord hex, int index)
    {
        size_t i = slotOf(hex);
        while (m_slots[i] >= 0)
            i = (i + 1) & m_mask;
        m_slots[i] = index;
    }
    void grow()
    {
        m_slots.assign(m_slots.size() * 2, -1);
        m_mask = m_slots.size() - 1;
        for (size_t n = 0; n < nodes.size(); ++n)
            place(nodes[n].first, int(n));
    }

    std::vector<int> m_slots = std::vector<int>(256, -1);
    size_t m_mask = 255;
};

} // namespace

EntryCost entryCost(const Battlefield &field, HexCoord from, HexCoord to, const Mover &mover,
                    const RuleChoices &choices)
{
    EntryCost result;
    const TerrainType *terrain = field.isPlayable(to) ? field.terrain(to) : nullptr;
    if (!terrain) {
        result.block = EntryBlock::OffMap;
        return result;
    }
    if (mover.closedHexes.contains(to)) {
        result.block = EntryBlock::ClosedBoard;
        return result;
    }
    return entryCostFrom(field, from, to, terrainEntry(*terrain, mover), choices);
}

std::optional<double> Reachability::costTo(HexCoord hex) const
{
    const auto it = hexes.constFind(hex);
    if (it == hexes.constEnd())
        return std::nullopt;
    return it->cost;
}

QList<HexCoord> Reachability::pathTo(HexCoord hex) const
{
    QList<HexCoord> path;
    if (!hexes.contains(hex))
        return path;
    HexCoord at = hex;
    while (at != start) {
        path.prepend(at);
        at = hexes.value(at).previous;
    }
    path.prepend(start);
    return path;
}

Reachability reachableHexes(const Battlefield &field, const MoveRequest &request,
                            const OccupancyQuery &occupancy, const RuleChoices &choices)
{
    Reachability result;
    result.start = request.start;
    const std::vector<std::pair<HexCoord, ReachableHex>> listed
        = reachableList(field, request, occupancy, choices);
    result.hexes.reserve(qsizetype(listed.size()));
    for (const auto &[hex, reached] : listed)
        result.hexes.insert(hex, reached);
    return result;
}

std::vector<std::pair<HexCoord, ReachableHex>> reachableList(const Battlefield &field,
                                                             const MoveRequest &request,
                                                             const OccupancyQuery &occupancy,
                                                             const RuleChoices &choices)
{
    const double budget = request.movementFactors;
    if (budget <= 0)
        return {}; // 0-MF units move only when towed
    const Occupancy here = occupancy ? occupancy(request.start) : Occupancy::Empty;
    if (here == Occupancy::Enemy || here == Occupancy::CloseAssault)
        return {}; // nobody leaves a hex while enemy units remain (§3.4)

    struct Item
    {
        double cost;
        HexCoord hex;
        bool operator>(const Item &o) const
        {
            return cost > o.cost || (cost == o.cost && o.hex < hex);
        }
    };
    std::priority_queue<Item, std::vector<Item>, std::greater<Item>> queue;
    queue.push({0.0, request.start});
    // entryCost(), with each terrain's part worked out once.
    TerrainEntries terrains(request.mover);
    const bool anyClosed = !request.mover.closedHexes.isEmpty();
    SearchTable listed;
    HexCoord steps[HexCoord::DirectionCount];
    for (int d = 0; d < HexCoord::DirectionCount; ++d)
        steps[d] = HexCoord::direction(d);

    while (!queue.empty()) {
        const Item item = queue.top();
        queue.pop();
        // Stale when a cheaper way in was found since it was queued (a queued hex is listed
        // with its cheapest cost so far; the start costs nothing).
        if (item.hex != request.start
            && item.cost > listed.nodes[size_t(listed.find(item.hex))].second.cost)
            continue;
        for (int d = 0; d < HexCoord::DirectionCount; ++d) {
            const HexCoord next = item.hex + steps[d];
            if (next == request.start)
                continue;
            const int terrain = field.playableTerrainIndex(next);
            if (terrain < 0 || (anyClosed && request.mover.closedHexes.contains(next)))
                continue;
            const EntryCost entry = entryCostFrom(field, item.hex, next,
                                                  terrains.of(field.ruleset(), terrain), choices);
            if (!entry.allowed())
                continue;
            const Occupancy occupied = occupancy ? occupancy(next) : Occupancy::Empty;
            const bool stops = occupied == Occupancy::Enemy || occupied == Occupancy::CloseAssault;
            if (stops && request.mover.disrupted)
                continue; // no joining (or starting) a close assault when disrupted [inf]
            const double cost = item.cost + entry.cost;
            const bool minimum = cost > budget;
            if (minimum && item.hex != request.start)
                continue;
            const int known = listed.find(next);
            if (known >= 0 && listed.nodes[size_t(known)].second.cost <= cost)
                continue;
            if (known >= 0)
                listed.nodes[size_t(known)].second = ReachableHex {cost, item.hex, stops, minimum};
            else
                listed.add(next, ReachableHex {cost, item.hex, stops, minimum});
            if (!stops && !minimum)
                queue.push({cost, next});
        }
    }
    return std::move(listed.nodes);
}

int towingMovement(int printedMovement)
{
    return printedMovement / 2;
}

int movementAllowance(int printedMovement, bool towing, bool disrupted, const RuleChoices &choices)
{
    int mf = towing ? towingMovement(printedMovement) : printedMovement;
    if (disrupted)
        mf = choices.disruptedMovement == RuleChoices::Rounding::Up ? (mf + 1) / 2 : mf / 2;
    return mf;
}

bool canTow(const UnitType &tower, bool towerDisrupted, const UnitType &gun)
{
    return canTowGuns(tower) && !towerDisrupted && isTowable(gun);
}

SkimmerPools SkimmerPools::start(const UnitType &type, bool mounted)
{
    SkimmerPools pools;
    pools.infantry = type.factors.movement;
    pools.skimmer = type.mounted ? type.mounted->factors.movement : 0;
    pools.mounted = mounted;
    return pools;
}

bool SkimmerPools::mount()
{
    if (mounted || infantry < 1 || skimmer < 1)
        return false;
    infantry -= 1;
    skimmer -= 1;
    mounted = true;
    return true;
}

bool SkimmerPools::dismount()
{
    if (!mounted || infantry < 1 || skimmer < 1)
        return false;
    infantry -= 1;
    skimmer -= 1;
    mounted = false;
    return true;
}

bool SkimmerPools::spend(double cost)
{
    double &pool = mounted ? skimmer : infantry;
    if (pool < cost)
        return false;
    pool -= cost;
    return true;
}

int stackingWeight(const StackedCounter &counter, const Ruleset &ruleset,
                   const RuleChoices &choices)
{
    if (counter.fortress || counter.exempt)
        return 0;
    // The carrier or tower counts 1; its load makes the pair count as the rule says.
    if (counter.passenger)
        return hsRules(ruleset).stacking.apcWithInfantryCounts - 1;
    if (counter.towed)
        return choices.towPairStacking - 1;
    return 1;
}

int stackingCount(const QList<StackedCounter> &hex, const QString &colour,
                  const std::function<bool(const QString &other)> &sharesLimit,
                  const Ruleset &ruleset, const RuleChoices &choices)
{
    int count = 0;
    for (const StackedCounter &counter : hex) {
        if (counter.colour == colour || (sharesLimit && sharesLimit(counter.colour)))
            count += stackingWeight(counter, ruleset, choices);
    }
    return count;
}

bool stackingAllows(const QList<StackedCounter> &hex, const QString &colour,
                    const std::function<bool(const QString &other)> &sharesLimit,
                    const Ruleset &ruleset, const RuleChoices &choices)
{
    return stackingCount(hex, colour, sharesLimit, ruleset, choices)
        <= hsRules(ruleset).stacking.countersPerPlayerPerHex;
}

QList<QSet<QString>> stackingLimits(const Scenario &scenario)
{
    QList<QSet<QString>> limits;
    QMap<int, qsizetype> ofPlayer;
    for (const Side &side : scenario.sides) {
        if (!ofPlayer.contains(side.player)) {
            ofPlayer.insert(side.player, limits.size());
            limits.append(QSet<QString>());
        }
        for (const QString &colour : side.colours)
            limits[ofPlayer.value(side.player)].insert(colour);
    }
    for (const QStringList &alliance : scenario.alliances) {
        const QSet<QString> colours(alliance.cbegin(), alliance.cend());
        if (colours.size() > 1 && !limits.contains(colours))
            limits.append(colours);
    }
    return limits;
}

} // namespace hexwright::rules
