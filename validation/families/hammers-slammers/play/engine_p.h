// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The engine's insides, private to its source files (engine_*.cpp, specialrules.cpp,
// victory.cpp, invariants.cpp, game.cpp); Game is the family's interface, HsGameSession the
// shared one.

#include "engine/dice.h"
#include "engine/playlog.h"
#include "families/hammers-slammers/play/actions.h"
#include "families/hammers-slammers/play/game.h"
#include "families/hammers-slammers/play/gamecontext.h"
#include "families/hammers-slammers/play/gamestate.h"
#include "families/hammers-slammers/rules/rules.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVarLengthArray>

#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace hexwright {

/**
 * The units on the map by hex, as a flat table over the field's cells
 * (rules::Battlefield::cellOf()), each hex's units in the state's order. Rebuilt for each
 * legal-action list, without allocating once its vectors have grown (the game keeps one in
 * its ReachCache).
 */
struct HexIndex
{
    std::vector<int> first; ///< per cell: 1 + the index of its first unit, 0: none there
    std::vector<int> next; ///< per unit: 1 + the index of the next unit in its hex, 0: none
    std::vector<qsizetype> filled; ///< the cells of first that are set
};

/// The units in one hex (Engine::unitsIn()): a stack is a few counters, so no allocation.
using UnitsHere = QVarLengthArray<const UnitState *, 8>;

/**
 * What the legal-action lists of one game remember of the units' reachable hexes between
 * calls (Engine::reachable()): each unit's search with the hexes it looked at and whether
 * each stopped a move, and the moves it gives. Before a list is built, the state is compared
 * with the one the results were found on: a new step of play, a demolished fortress or a
 * unit attacked drops them all, and a unit that changed drops its own result. A hex whose
 * occupants changed drops every search that looked at it only when it now stops a move
 * where it did not (or the other way round); otherwise only the search's moves are sorted
 * again by who may end a move where (stacking). So only what a move could have changed is
 * searched again, and every list is the one a search from scratch gives.
 */
struct ReachCache
{
    /// A hex the search may end in, before the stacking at its end is looked at.
    struct Candidate
    {
        HexCoord hex;
        double cost = 0;
        bool minimumMove = false;
        bool stops = false; ///< an enemy or close-assault hex
        QList<HexCoord> path;
    };
    struct Entry
    {
        bool valid = false; ///< candidates and observed hold
        bool filtered = false; ///< kept and moves hold but for the hexes in stale
        std::vector<Candidate> candidates; ///< sorted by hex
        /// Every hex whose occupants the search asked about, sorted, each once, and whether
        /// it stopped a move then (stops, by the same index).
        std::vector<HexCoord> observed;
        std::vector<bool> stops;
        std::vector<bool> kept; ///< by candidate: whether the unit may end its move there
        std::optional<bool> aloneFits; ///< whether the unit and its load fit an empty hex
        std::vector<HexCoord> stale; ///< hexes whose occupants changed since kept was set
        QList<Action> moves; ///< a MoveAction to each kept candidate, by destination
    };
    bool primed = false;
    int turn = 0;
    int player = 0;
    int phase = 0;
    int actor = 0;
    int decider = 0;
    qsizetype fortresses = 0;
    QHash<HexCoord, int> demolished;
    QSet<QString> attackedUnits;
    QList<UnitState> units; ///< as they were when the results were last checked
    QList<Entry> entries; ///< by index into units
    HexIndex index; ///< the engine's index of units by hex, kept for its storage
    /// Per cell of the field: the number of the last search that noted the hex's answer.
    std::vector<quint32> seen;
    quint32 searches = 0; ///< searches made so far (their number marks seen)
    /// Per cell: the index of its hex in the last search's sorted list (its hexes only).
    std::vector<int> nodeAt;

    /// The set-up's hexes for units alike (Engine::setupActions()): where a unit may be set
    /// up depends on its zone, movement class, colour and side, and on who stands in each
    /// hex. Placing a unit changes that of its hex only: only those hexes are asked again.
    struct Places
    {
        QString zone;
        QString movementClass;
        QString colour;
        QString side;
        std::vector<bool> allowed; ///< by index into the zone's hexes
        QList<HexCoord> hexes; ///< the allowed ones, in the zone's order
    };
    std::vector<Places> places;
    QList<UnitState> placesUnits; ///< as they were when places were last brought up to date
};

/**
 * One step of play over a state: queries (const) and the effects of actions. Built for each
 * call by Game around its state, dice and log; nothing is kept between calls but what the
 * game's ReachCache holds (useReachCache()).
 */
class Engine
{
public:
    Engine(const GameContext &context, GameState &state, Dice *dice, PlayLogLines *log)
        : context(context)
        , state(state)
        , m_dice(dice)
        , m_log(log)
        , m_flushed(dice ? dice->count() : 0)
    { }

    // engine_phases.cpp
    /// The phase now, as the engine reads the sequence of play (GameContext::phases()).
    HsPhase phase() const { return context.phase(state.phase); }
    const HsPhaseStep &phaseStep() const { return context.phases().at(state.phase); }
    QList<int> actors() const;
    int decider() const;
    /// Ends the deciding player's part of the phase and runs the sequence on, skipping
    /// phases where nobody can do anything but end them.
    void endPhase();
    void beginGame();

    // engine_setup.cpp: the set-up phase before turn 1.
    /// Starts a new game: the set-up phase when a player has units to set up in a zone, else
    /// (or with @p automatic, every zone unit placed as before there was a set-up) the set-up
    /// line and turn 1.
    void startGame(bool automatic);
    bool settingUp() const { return state.setup >= 0; }
    /// The units @p player still has to set up that have a legal hex left, in force order.
    QStringList leftToPlace(int player) const;
    /// Every hex where @p u may be set up now (none unless its player is setting up).
    QList<HexCoord> placesFor(const UnitState &u) const;
    /// What the log's line of a place_rest action adds: "placed", each unit and its hex.
    QJsonObject placeRestFacts() const;

    // engine_legal.cpp
    QList<Action> legalActions() const { return legalActions(false); }
    /// legalActions() without the moves (MoveAction), in the same order: in the movement
    /// phase the whole list is these but ending the phase, then movesOf() each unit in the
    /// state's order, then ending the phase.
    QList<Action> legalActionsWithoutMoves() const { return legalActions(false, false); }
    /// The legal moves of @p u now, in the order legalActions() lists them (none outside
    /// its player's movement).
    QList<Action> movesOf(const UnitState &u) const;
    /// Whether the deciding player can do anything but end the phase.
    bool hasChoices() const { return !legalActions(true).isEmpty(); }

    // engine_*.cpp: each returns an empty string, or why the action is illegal. Checks come
    // before any change, so an illegal action changes nothing.
    QString apply(const Action &action);
    /// apply() of an action check() has just accepted on this state (not asked again).
    QString applyChecked(const Action &action);
    /// Why @p action is illegal now, or an empty string; apply() and legalActions() both ask.
    QString check(const Action &action) const;

    // Queries used across files.
    int playerOf(const UnitState &u) const { return context.playerOfUnit(u); }
    QList<UnitState *> unitsOf(int player);
    /// The units on the map in @p hex, in the state's order (from an index while legal
    /// actions are listed).
    UnitsHere unitsIn(HexCoord hex) const;
    const UnitState *unitById(const QString &id) const;
    bool hexHasEnemyOf(HexCoord hex, const UnitState &u) const;
    bool inCloseAssault(const UnitState &u) const { return u.onMap() && hexHasEnemyOf(u.hex, u); }
    bool isMixedHex(HexCoord hex) const;
    bool lineOfSight(HexCoord from, HexCoord to) const;
    rules::Occupancy occupancyFor(const UnitState &mover, HexCoord hex) const;
    bool stackingAllows(HexCoord hex, const UnitState &mover, const QStringList &moving) const;
    rules::Mover moverOf(const UnitState &u) const;
    int printedMovement(const UnitState &u) const;
    bool canFireRanged(const UnitState &u) const;
    QList<HexCoord> entryHexes(const UnitState &u) const;
    const Reinforcement *reinforcementOf(const UnitState &u) const;
    QStringList cafCandidates(int player, HexCoord target) const;
    int strikeDefender(int attacker, HexCoord target) const;
    QList<const UnitState *> hitUnitsIn(HexCoord hex) const;

    // Close assault (§3.14): who must attack, the default grouping, one group's odds.
    QList<const UnitState *> assaultAttackers(HexCoord hex) const;
    QList<AssaultGroup> defaultAssaultGroups(HexCoord hex) const;
    AssaultOdds assaultOdds(HexCoord hex, const AssaultGroup &group) const;
    /// The ECM tanks of @p player that may answer the announced attack (§3.19).
    QStringList ecmTanks(int player) const;
    bool canJam(const UnitState &tank) const;
    bool jammable(const UnitState &tank, const UnitState &target) const;
    /// The hexes @p u may reach in this movement phase with their cost and path (from the
    /// game's ReachCache while a legal-action list is built, when the unit's result holds).
    QHash<HexCoord, ReachableHex> reachable(const UnitState &u) const;
    /// Lets legal-action lists reuse reachable hexes across calls (Game's cache).
    void useReachCache(ReachCache *cache) { m_reach = cache; }
    /// Hexes where the moving player's units stand over-stacked and one of them could still
    /// move out (the movement phase may not end so, §3.5).
    QList<HexCoord> overStackedHexes() const;
    /// Whether moving @p u into @p hex for @p cost would leave the hex over-stacked with no
    /// unit of the stack able to move on (such a move is refused: the phase could not end).
    bool strandsOverStack(const UnitState &u, HexCoord hex, double cost) const;

    // specialrules.cpp: the scenario's special rules.
    /// The id of the hold_still rule that keeps @p u from moving and firing now, or empty
    /// (a rule with released_when_attacked frees a unit fired upon or close assaulted).
    QString heldStillBy(const UnitState &u) const;
    /// Whether @p u is free to fire as far as the special rules care (held, combat boards).
    bool mayFire(const UnitState &u) const;
    /// Why the special rules forbid @p action, or an empty string.
    QString checkEffects(const Action &action) const;
    /// Whether @p u belongs to a side no person plays (Side::nonPlayer, sc.6): it never
    /// moves or fires of its own accord.
    bool playedByNobody(const UnitState &u) const;
    void markAttacked(const QStringList &units);
    /// Marks the enemies of @p attacker in @p hex as attacked.
    void markAttackedIn(HexCoord hex, const UnitState &attacker);
    // engine_results.cpp
    /// @p roll: the number of the roll that caused it (1-based, as the log counts), 0: none.
    void eliminate(UnitState &u, const QString &why, int roll = 0);
    void withdraw(UnitState &u, const QString &why, int roll = 0);
    void applyPendingResults();
    void checkMoraleRules();
    void addPending(const QString &unit, const QString &result, const QString &cause, int roll);
    /// Puts @p u inside its hex's fortress or outside, and logs the change (never a non-change)
    /// with @p why, so the log says where each unit stands when it is attacked.
    void setInFortress(UnitState &u, bool inside, const QString &why);
    /// The ids of @p units inside a fortress, for an attack's roll on @p hex: written only
    /// when the hex holds a fortress (its bonus is read from who is inside).
    void noteInsideFortress(QJsonObject &inputs, HexCoord hex,
                            const QList<const UnitState *> &units) const;

    // victory.cpp
    /// Ends the game when a condition says "until" and holds, or at the end of the last
    /// turn, or when only one side has units left; sets winner, result and reason.
    void checkGameEnd(bool endOfTurn);

    DieRoll &roll(int count, const QString &purpose, const QJsonObject &inputs);
    /// The number of the last roll (1-based, the "n" of its log line): results name it.
    int rollNumber() const { return m_dice ? m_dice->count() : 0; }
    /// What the log's action line says of @p action beyond the action itself, read before
    /// it is applied: a move's or an entry's MF cost and the MF left after it.
    QJsonObject actionFacts(const Action &action) const;
    void note(const QJsonObject &event);
    /// note() of the line @p build makes, built only when the log is written (writing()),
    /// else counted (PlayLogLines::skip()).
    template<typename Build, typename = std::enable_if_t<std::is_invocable_r_v<QJsonObject, Build>>>
    void note(Build &&build)
    {
        if (writing())
            note(build());
        else
            skipLine();
    }
    /// Whether log lines are written (a game whose log nobody reads builds none).
    bool writing() const { return m_log && m_log->isWritten(); }
    /// Writes the rolls made since the last flush to the log (before any later event).
    void flushRolls();

    const GameContext &context;
    GameState &state;

private:
    /// @p firstChoiceOnly: stop at the first legal action other than ending the phase;
    /// @p withMoves false: leave out the moves.
    QList<Action> legalActions(bool firstChoiceOnly, bool withMoves = true) const;
    /// Whether legalActions() lists moves of @p u now (its player's movement, on the map).
    bool listsMovesOf(const UnitState &u) const;
    /// The moves of @p u (buildIndex() and syncReachCache() have run): the ReachCache's list
    /// when it holds, else one searched into @p built.
    const QList<Action> &listMoves(const UnitState &u, QList<Action> &built) const;
    void buildIndex() const;
    /// Checks the ReachCache against the state (at the start of a movement list).
    void syncReachCache() const;
    /// The search behind reachable(): the hexes @p u may end a move in before stacking is
    /// looked at, sorted by hex; @p observed gets every hex it looked at, each with whether it
    /// stopped the move.
    std::vector<ReachCache::Candidate>
    searchCandidates(const UnitState &u, std::vector<std::pair<HexCoord, bool>> *observed) const;
    /// Whether @p u may end its move in candidate @p c with stacking looked at (§3.5) and
    /// demolished fortresses (§3.18); @p aloneFits: whether the unit and its load fit an
    /// empty hex, worked out the first time it is needed.
    bool keepsCandidate(const UnitState &u, const ReachCache::Candidate &c,
                        std::optional<bool> &aloneFits) const;
    /// Whether @p hex stops a move of @p u: an enemy there (or a close assault).
    bool stopsMove(const UnitState &u, HexCoord hex) const;
    /// The unit's entry of the ReachCache, searched and filtered, or null when legal lists
    /// keep no cache now.
    const ReachCache::Entry *cachedReach(const UnitState &u) const;
    rules::Occupancy computeOccupancy(const UnitState &mover, HexCoord hex) const;
    void dropIndex() const;
    /// Whether any unit stands in @p hex, from the index (buildIndex() has run).
    bool indexedHasUnits(HexCoord hex) const
    {
        const qsizetype cell = state.field->cellOf(hex);
        return cell >= 0 && m_index->first[size_t(cell)] != 0;
    }

    QString checkPhase(const Action &action) const;
    QString checkRally(const RallyAction &a) const;
    QString checkDesperation(const DesperationRallyAction &a) const;
    QString checkParadrop(const ParadropAction &a) const;
    QString checkCpf(const CounterParadropFireAction &a) const;
    QString checkEnter(const EnterAction &a) const;
    QString checkMove(const MoveAction &a, double *cost = nullptr) const;
    QString checkExit(const ExitAction &a) const;
    QString checkMount(const MountAction &a) const;
    QString checkDismount(const DismountAction &a) const;
    QString checkHookUp(const HookUpAction &a) const;
    QString checkUnhook(const UnhookAction &a) const;
    QString checkPickUp(const PickUpAction &a) const;
    QString checkDemolish(const DemolishFortressAction &a) const;
    QString checkJam(const JamAction &a) const;
    /// Checks every firer of a ranged attack on @p target (named once, free to fire this way,
    /// not combining while jammed, with gas when @p gas, in range, seeing the hex unless
    /// @p observed) and sums their attack at range into @p attack.
    QString checkRangedFirers(const QStringList &firers, HexCoord target, bool indirect, bool gas,
                              bool observed, double *attack) const;
    QString checkIndirect(const IndirectFireAction &a) const;
    QString checkCaf(const AssignCafAction &a) const;
    QString checkDirect(const DirectFireAction &a) const;
    QString checkCloseAssault(const CloseAssaultAction &a) const;
    QString checkEndPhase() const;
    QString checkPlace(const PlaceAction &a) const;
    QString checkPlaceRest() const;
    /// The unit @p id if it exists and belongs to the deciding player, else null (and why).
    const UnitState *own(const QString &id, QString *why) const;
    double availableMf(const UnitState &u) const;
    const VictoryCondition *exitCondition(const UnitState &u) const;
    const VictoryCondition *objectsCondition() const;

    QString applyRally(const RallyAction &a);
    QString applyDesperation(const DesperationRallyAction &a);
    QString applyParadrop(const ParadropAction &a);
    QString applyCpf(const CounterParadropFireAction &a);
    QString applyEnter(const EnterAction &a);
    QString applyMove(const MoveAction &a);
    QString applyExit(const ExitAction &a);
    QString applyMount(const MountAction &a);
    QString applyDismount(const DismountAction &a);
    QString applyHookUp(const HookUpAction &a);
    QString applyUnhook(const UnhookAction &a);
    QString applyPickUp(const PickUpAction &a);
    QString applyDemolish(const DemolishFortressAction &a);
    QString applyJam(const JamAction &a);
    QString applyIndirect(const IndirectFireAction &a);
    QString applyCaf(const AssignCafAction &a);
    QString applyDirect(const DirectFireAction &a);
    QString applyCloseAssault(const CloseAssaultAction &a);
    QString applyPlace(const PlaceAction &a);
    QString applyPlaceRest();

    void beginSetup();
    void noteSetupPhase();
    /// Ends the deciding player's set-up: the next player's, or turn 1 after the last.
    void endSetupTurn();
    /// Ends the set-up: fortresses manned, the set-up line, turn 1.
    void finishSetup();
    QList<Action> setupActions() const;
    /// placesFor() of a unit alike @p u (as setupActions() shares them), from the
    /// ReachCache's places when the engine has one, else searched.
    QList<HexCoord> placesAlike(const UnitState &u, const QString &movementClass) const;
    /// Brings the ReachCache's places up to date with the units (hexes whose occupants
    /// changed are asked again), or drops them outside the set-up.
    void syncPlaces() const;

    void resolveStrike(const QStringList &firing);
    void rollStrike(const QStringList &firing, const QList<const UnitState *> &targets);
    void resolveDirect(const AnnouncedAttack &attack);
    void rollGas(const QStringList &firers, const QList<const UnitState *> &targets);
    /// Makes @p attack wait for its defender's ECM answer when he has one; false if not.
    bool announce(const AnnouncedAttack &attack);
    QStringList ecmTargetsOf(const AnnouncedAttack &attack) const;
    /// The first of @p attackers that is not an enemy of @p target (an own or allied colour),
    /// or empty: every unit of an attack is checked against every target.
    QString notEnemyOf(const QStringList &attackers, const UnitState &target) const;
    /// A unit whose attack is 0 or S (calliopes, buses): nothing to add to a close assault.
    bool zeroAttack(const UnitState &u) const;
    void strikeAfterEcm(const AnnouncedAttack &attack);
    void afterEntering(UnitState &u, HexCoord hex);
    void beginPlayerTurn();
    void beginPhase();
    void finishPhase();
    void placeInFortress(UnitState &u, const QString &why);
    /// Logs why each unit in @p hex that makes no close-assault attack sits it out.
    void noteSkippedAssaulters(HexCoord hex, const QList<AssaultGroup> &groups);
    void moveCarried(UnitState &u);

    /// Counts a line not written (the rolls before it first).
    void skipLine();

    Dice *m_dice;
    PlayLogLines *m_log;
    int m_flushed = 0;
    // Caches valid only while legalActions() runs (the state does not change meanwhile).
    mutable bool m_indexed = false;
    mutable HexIndex m_ownIndex; ///< without a ReachCache
    mutable const HexIndex *m_index = nullptr;
    ReachCache *m_reach = nullptr;
    mutable bool m_reachSynced = false;
};

/// Whether the deciding player may still do something in the phase other than end it (used
/// to skip empty phases).
bool phaseHasChoices(const Engine &engine);

// engine_setup.cpp
/// A new game's state: every unit counted out of the force entries, those with a hex on it,
/// those set up in a zone waiting to be placed (UnitState::toPlace); markers placed.
GameState newGameState(const GameContext &context);
/// Why @p u may not be set up in @p hex, holding the units @p here, or an empty string:
/// a hex off the map, terrain its movement class may not enter, an enemy unit there (unless
/// @p besideEnemies, as version 2 logs placed units), a full stack.
QString placeProblem(const GameContext &context, const GameState &state, const UnitState &u,
                     HexCoord hex, const QList<const UnitState *> &here,
                     bool besideEnemies = false);
/**
 * Places the units of @p player (-1: every player) waiting to be set up, the way zone units
 * were placed before there was a set-up phase: in force order, one per hex round the zone's
 * hexes in the zone's order, skipping hexes placeProblem() refuses; each zone remembers
 * where it got to. A unit with no room stays off the map. @p placed gets each unit placed.
 * @p besideEnemies: a hex holding an enemy is no obstacle (Game::initialState(), and games
 * of version 2 logs, placed units so before there was a set-up phase).
 */
void placeAutomatically(const GameContext &context, GameState &state, int player,
                        QList<QPair<QString, HexCoord>> *placed = nullptr,
                        bool besideEnemies = false);
/// Units standing in a fortress hex at set-up are inside it, up to its capacity.
void settleFortresses(const GameContext &context, GameState &state);

// game.cpp
/// One unit as the set-up line and the final line show it.
QJsonObject unitJson(const GameContext &c, const UnitState &u);
/// The state after set-up, before the first turn, as the log's "setup" line.
QJsonObject setupLine(const GameContext &c, const GameState &state);

} // namespace hexwright
