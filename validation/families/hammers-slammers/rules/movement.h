// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/hexcoord.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <utility>
#include <vector>

namespace hexwright {

struct Scenario;
struct Ruleset;
struct UnitType;
} // namespace hexwright

namespace hexwright::rules {

class Battlefield;
struct RuleChoices;

/// Who moves, as far as terrain costs care (§3.4, §4.1).
struct Mover
{
    Mover() = default;
    explicit Mover(QString movementClass)
        : movementClass(std::move(movementClass))
    { }

    QString movementClass; ///< conv_vehicle, hover, foot (the side in play)
    bool towing
        = false; ///< a tower with its gun: the gun's limits (rivers only at bridges) apply too
    bool disrupted = false; ///< no river, no lake, no close assault (§3.15.5)
    bool conventional = false; ///< a Tan/Green unit: the conventional_city_move_cost option
    /// Terrain ids the scenario lets this unit enter although the chart prohibits its class
    /// (sc.14: conventional APCs and armoured cars are amphibious).
    QStringList allowedTerrain;
    /// Hexes of boards closed to this unit (sc.14: opponents' home boards).
    QSet<HexCoord> closedHexes;
};

/// Why a hex may not be entered; None when it may.
enum class EntryBlock {
    None,
    OffMap, ///< not a playable hex
    Terrain, ///< prohibited for the movement class (§4.1)
    TowedRiver, ///< a towed gun crosses rivers only at bridges (§3.4)
    DisruptedWater, ///< disrupted units may not enter river or lake (§3.15.5)
    ClosedBoard, ///< another side's home board closed by the scenario (sc.14)
};

struct EntryCost
{
    EntryBlock block = EntryBlock::None;
    double cost = 0; ///< movement factors; 0.5 along a road
    bool roadRate = false; ///< paid at the road rate
    bool allowed() const { return block == EntryBlock::None; }
};

/**
 * The cost of moving from @p from into the adjacent hex @p to (§3.4, §4.1): the terrain's
 * cost for the movement class; the road rate (½) instead only when a road joins both hexes
 * and neither hex has rubble; rubble and a fortress each add their +1 to the terrain cost;
 * prohibited terrain, towed guns at rivers without a bridge and disrupted units at river or
 * lake are refused. Roads do not lift prohibitions [inf]. The scenario's special rules come
 * in with the mover: terrain it allows despite the chart costs the cheapest any movement
 * class pays there [inf: sc.14 gives no cost], and closed boards are refused.
 */
EntryCost entryCost(const Battlefield &field, HexCoord from, HexCoord to, const Mover &mover,
                    const RuleChoices &choices);

/// What a hex holds, from the mover's point of view.
enum class Occupancy {
    Empty,
    Friendly, ///< own or allied units only: pass through freely
    Enemy, ///< enemy units only: entering stops the unit and starts a close assault
    CloseAssault, ///< a close assault is going on: may be joined (stop there), not passed
};
using OccupancyQuery = std::function<Occupancy(HexCoord)>;

struct MoveRequest
{
    HexCoord start;
    double movementFactors = 0; ///< the allowance this turn (see movementAllowance())
    Mover mover;
};

struct ReachableHex
{
    double cost = 0; ///< movement factors spent to get here
    HexCoord previous; ///< the hex before this one on the cheapest path
    bool stops = false; ///< enemy or close-assault hex: the move ends here
    bool minimumMove = false; ///< only reachable by the one-hex minimum (cost above the allowance)
};

/// The hexes a unit can reach this movement phase, with cost and path; the start is not listed.
struct Reachability
{
    HexCoord start;
    QHash<HexCoord, ReachableHex> hexes;

    bool canReach(HexCoord hex) const { return hexes.contains(hex); }
    /// Movement factors spent to reach @p hex, or nothing.
    std::optional<double> costTo(HexCoord hex) const;
    /// Start to @p hex inclusive, or empty if unreachable.
    QList<HexCoord> pathTo(HexCoord hex) const;
};

/**
 * Every hex a unit can end its move in (§3.4): cheapest-path search over entryCost() within
 * the allowance; friendly hexes are passed through; entering an enemy hex or a close-assault
 * hex ends the move there (disrupted units may enter neither [inf], §3.15.5); a close-assault
 * hex is never passed through. A unit with an allowance above 0 may always move one hex into
 * any hex it may enter, even if it costs more (the one-hex minimum). A unit whose start is
 * an enemy or close-assault hex cannot move. Stacking at the end of the move is the
 * caller's check (stackingAllows()).
 */
Reachability reachableHexes(const Battlefield &field, const MoveRequest &request,
                            const OccupancyQuery &occupancy, const RuleChoices &choices);
/// reachableHexes() as a plain list of the hexes with how each is reached, in no particular
/// order: no hash table built (the engine's legal-action lists).
std::vector<std::pair<HexCoord, ReachableHex>> reachableList(const Battlefield &field,
                                                             const MoveRequest &request,
                                                             const OccupancyQuery &occupancy,
                                                             const RuleChoices &choices);

/// The movement factors of a unit this turn (§3.6, §3.15.5): printed MF, halved rounded
/// down while towing, halved per disrupted_movement when disrupted.
int movementAllowance(int printedMovement, bool towing, bool disrupted, const RuleChoices &choices);
/// A tower's MF while towing: halved, rounded down (§3.6, T14: 5 -> 2).
int towingMovement(int printedMovement);
/// A tower may hook up or set up a gun only when undisrupted and not a skimmer (§3.6).
bool canTow(const UnitType &tower, bool towerDisrupted, const UnitType &gun);

/**
 * The two movement pools of Slammers/mercenary infantry (§3.7, T5): the infantry (foot)
 * pool and the skimmer (hover) pool. Mounting and dismounting cost 1 from each pool; moving
 * draws on the skimmer pool while mounted, on the infantry pool on foot.
 */
struct SkimmerPools
{
    double infantry = 0;
    double skimmer = 0;
    bool mounted = false;

    /// Fresh pools at the start of movement: the two sides' printed MF.
    static SkimmerPools start(const UnitType &type, bool mounted);
    /// Mount (flip to the skimmer side): false, unchanged, if already mounted or a pool < 1.
    bool mount();
    /// Dismount: false, unchanged, if on foot already or a pool < 1.
    bool dismount();
    /// Spend @p cost from the pool in use; false, unchanged, if it has not enough.
    bool spend(double cost);
    /// What is left in the pool in use.
    double available() const { return mounted ? skimmer : infantry; }
};

/// One counter in a hex, for stacking (§3.5).
struct StackedCounter
{
    QString colour;
    bool passenger = false; ///< infantry riding an APC (the pair counts apc_with_infantry_counts)
    bool towed = false; ///< a gun hooked to its tower (the pair counts tow_pair_stacking)
    bool fortress = false; ///< the fortress marker itself does not count
    bool exempt = false; ///< not counted (spice containers, sc.14)
};

/// How many counters @p counter is worth for stacking: 1, a passenger or towed gun
/// whatever makes its pair count as the ruleset/option says, a fortress or exempt 0.
int stackingWeight(const StackedCounter &counter, const Ruleset &ruleset,
                   const RuleChoices &choices);
/// The counters in one hex that count against @p colour's limit: its own plus those of
/// colours for which @p sharesLimit is true (allies that share the limit, sc.11).
int stackingCount(const QList<StackedCounter> &hex, const QString &colour,
                  const std::function<bool(const QString &other)> &sharesLimit,
                  const Ruleset &ruleset, const RuleChoices &choices);
/// Whether the hex's counters are within the limit for @p colour (3 per player, §3.5).
bool stackingAllows(const QList<StackedCounter> &hex, const QString &colour,
                    const std::function<bool(const QString &other)> &sharesLimit,
                    const Ruleset &ruleset, const RuleChoices &choices);

/// The scenario's stacking limits, each the colours that share one (§3.5): every player's
/// colours together (one player, one limit), and every alliance's colours together (sc.11:
/// allied Tan and Green share 3 per hex). A colour may be under several limits and a hex
/// must keep each; they are not merged, so a player's enemies never count against an
/// alliance it shares a colour with.
QList<QSet<QString>> stackingLimits(const Scenario &scenario);

} // namespace hexwright::rules
