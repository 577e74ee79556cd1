// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/tacticalagent.h"

#include "families/hammers-slammers/play/hsgamesession.h"

#include "families/hammers-slammers/rules/combat.h"

#include <algorithm>
#include <limits>

namespace hexwright {

using namespace tactics;
using scoring::destinationOf;
using scoring::objectiveZones;
using scoring::rangedAttack;

namespace {

// The weights of a hex's score, in hexes of progress towards the goals.
constexpr double GoalWeight = 1.0; ///< per hex nearer the goals (doubled on the deciding turn)
/// In a game with no last turn, GoalWeight grows by Impatience a turn after PatientTurns.
constexpr int PatientTurns = 10;
constexpr double Impatience = 0.25;
constexpr double CoverWeight = 0.12; ///< per point of direct-fire terrain modifier
constexpr double DangerWeight = 3.0; ///< per unit worth expected lost under the threat
constexpr double RacerDanger = 0.3; ///< of the danger a unit racing for a winning hex weighs
/// Per friend within SupportDistance (at most 3), where the enemy can strike: units keep
/// together under threat, and spread out (a search, a race for objectives) where none is.
constexpr double SupportWeight = 0.2;
constexpr int SupportDistance = 2;
constexpr double FireWeight = 0.8; ///< per unit worth of expected damage it could deal
/// Per unit worth of expected damage a close assault deals (weighed by the target's priority:
/// an assault also pins the enemy in its hex), and per unit worth of its own expected loss.
constexpr double AssaultWeight = 1.0;
constexpr double AssaultLossWeight = 1.0;
constexpr double StackPenalty = 3.0; ///< per friend already in the hex
/// Per friend in the hex, for a unit carrying an object home: it goes the shortest way.
constexpr double CarrierStackPenalty = 0.5;
constexpr double StayBonus = 0.05; ///< a unit moves only for a better hex than its own
constexpr double ForgoneWeight = 0.5; ///< per unit of damage a combined attack's firers forgo
/// Per hex nearer the enemy, of a defender's front-line unit at set-up (its others: farther).
constexpr double FrontWeight = 0.15;
/// What an object to collect is worth, in unit worth: the danger to a unit carrying one, or
/// stopping where one lies, counts its loss too.
constexpr double ObjectWorth = 3.0;
/// For a unit that may lift an object, stopping where one lies: a hex of progress more.
constexpr double PickUpWeight = 1.0;
/// At set-up, per share of a garrisoned city's hexes already held: a city scores only when
/// full, so units fill the cities begun before they start others.
constexpr double CityFillWeight = 1.0;

/// The share of the hexes of the city of @p cities that holds @p hex already held by units
/// of @p friends: what one more unit there adds towards filling it (0 where @p hex is in no
/// city or is held already).
double cityFilled(const QList<QList<HexCoord>> &cities, const UnitIndex &friends, HexCoord hex)
{
    if (unitsAt(friends, hex, QString()) > 0)
        return 0;
    for (const QList<HexCoord> &city : cities) {
        if (!city.contains(hex))
            continue;
        int held = 0;
        for (HexCoord h : city)
            held += unitsAt(friends, h, QString()) > 0 ? 1 : 0;
        return double(held) / double(city.size());
    }
    return 0;
}

/// How well @p unit holds a defender's front line: its direct attack and defence, 0 for a
/// unit that fires indirectly (its place is at the rear) or not at all.
double frontStrength(const GameContext &c, const UnitState &unit)
{
    if (c.firesIndirect(unit) || !c.firesDirect(unit))
        return 0;
    const UnitFactors f = c.factors(unit);
    return 1 + f.attack + f.defence;
}

/// Where the enemies of @p player are, or will set up: their units on the map, else the
/// set-up zones of those still to be placed.
QList<HexCoord> enemySetupHexes(const Game &game, int player)
{
    const GameContext &c = game.context();
    QList<HexCoord> hexes;
    QSet<QString> zones;
    for (const UnitState &u : game.state().units) {
        if (c.playerOfUnit(u) == player)
            continue;
        if (u.onMap())
            hexes.append(u.hex);
        else if (u.toPlace && !u.setupZone.isEmpty())
            zones.insert(u.setupZone);
    }
    if (hexes.isEmpty()) {
        QStringList sorted(zones.cbegin(), zones.cend());
        sorted.sort();
        for (const QString &zone : std::as_const(sorted))
            hexes.append(c.zoneHexes(zone));
    }
    return hexes;
}

QString unitOf(const Action &a)
{
    const QString *unit = scoring::placedUnit(a);
    return unit ? *unit : QString();
}

/// Marks the objective hex of @p goals nearest @p hex as one a unit heads for this phase.
void claimNearest(QSet<HexCoord> &claimed, const Objectives &objectives,
                  const QList<HexCoord> &goals, HexCoord hex)
{
    const HexCoord *nearest = nullptr;
    for (const HexCoord &g : goals) {
        if (!nearest || HexCoord::distance(g, hex) < HexCoord::distance(*nearest, hex))
            nearest = &g;
    }
    if (nearest && std::binary_search(objectives.hexes.cbegin(), objectives.hexes.cend(), *nearest))
        claimed.insert(*nearest);
}

/// Whether a friend of @p unit in @p friends, carrying nothing, has a higher direct defence
/// and may enter the terrain of @p hex: the object lying there is better left to it.
bool sturdierFriendFor(const Game &game, const UnitIndex &friends, const UnitState &unit,
                       HexCoord hex)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    const int defence = c.factors(unit).defence;
    return anyFriendOf(game, friends, unit, [&](const UnitState &f) {
        return c.factors(f).defence > defence && !s.objectCarriedBy(f.id)
            && c.terrainAllows(s, f, hex);
    });
}

/// Whether @p unit entering @p hex wins the game for its player.
bool winsAt(const Objectives &objectives, const UnitState &unit, HexCoord hex)
{
    const auto found = objectives.winning.constFind(hex);
    return found != objectives.winning.cend() && found->counts(unit);
}

} // namespace

/// An enemy unit as a target: what it is worth and how urgent it is.
struct TacticalAgent::Target
{
    QString id;
    HexCoord hex;
    int defence = 0; ///< its direct defence with the cover of its hex
    int assaultDefence = 0; ///< its printed defence (a close assault ignores terrain)
    rules::CloseAssaultAttack assault; ///< its close-assault attack on a unit joining its hex
    bool inFortress = false;
    bool disruptionKills = false; ///< its hex eliminates a unit disrupted there (swamp)
    double worth = 1;
    double priority = 1;
};

/// What the agent knows of the current phase, built once per phase.
struct TacticalAgent::Step
{
    const Game *game = nullptr;
    PlayStep key {-1, -1, -1, -1};
    int player = 0;
    std::unique_ptr<ThreatMap> threat;
    Objectives objectives;
    QList<Target> targets;
    QHash<QString, int> targetIndex;
    QHash<HexCoord, QList<int>> targetsAt; ///< indexes into targets by hex
    QSet<QString> done; ///< units that have moved (or chosen to stay) this phase
    QSet<HexCoord> claimed; ///< objective hexes a unit heads for this phase
    double goalWeight = GoalWeight;
};

TacticalAgent::TacticalAgent(quint64 gameSeed, int player)
    : m_engine(gameSeed ^ (0x9E3779B97F4A7C15ULL + quint64(player)))
{ }

TacticalAgent::~TacticalAgent() = default;

double TacticalAgent::jitter()
{
    return std::uniform_real_distribution<double>(0, 1e-4)(m_engine);
}

TacticalAgent::Step &TacticalAgent::stepFor(const Game &game)
{
    const GameState &s = game.state();
    const PlayStep key = game.isSettingUp() ? PlayStep {0, game.decidingPlayer(), -1, s.setup}
                                            : PlayStep {s.turn, s.player, s.phase, s.actor};
    if (m_step && m_step->game == &game && m_step->key == key)
        return *m_step;
    const GameContext &c = game.context();
    auto step = std::make_unique<Step>();
    step->game = &game;
    step->key = key;
    step->player = game.decidingPlayer();
    step->threat = std::make_unique<ThreatMap>(game, step->player);
    step->objectives = objectivesFor(game, step->player);
    if (s.turn >= step->objectives.decisiveTurn && step->objectives.decisiveTurn > 0)
        step->goalWeight = 2 * GoalWeight;
    // A game with no last turn lasts until the objectives are taken: no one may wait out a
    // threat that never leaves, so after a while each hex of progress weighs more.
    if (step->objectives.decisiveTurn == 0 && s.turn > PatientTurns)
        step->goalWeight = GoalWeight * (1 + Impatience * (s.turn - PatientTurns));
    for (const UnitState &u : s.units) {
        if (!u.onMap() || c.playerOfUnit(u) == step->player)
            continue;
        Target t;
        t.id = u.id;
        t.hex = u.hex;
        t.defence = c.factors(u).defence + coverAt(game, u.hex);
        t.assaultDefence = c.factors(u).defence;
        t.inFortress = u.inFortress;
        t.disruptionKills = disruptionKillsIn(game, u.hex);
        t.assault = rules::closeAssaultAttack(
            {{c.factors(u).attack, c.isInfantry(u), u.disrupted, false}});
        t.worth = unitWorth(c, u);
        const int reach = c.factors(u).movement + 1;
        t.priority += step->objectives.threatens(u, reach) ? 0.6 : 0;
        t.priority += step->objectives.threatens(u, 0) ? 0.6 : 0;
        // Standing on the hex that wins the game, or able to reach one that wins it for the
        // enemy: it must go.
        t.priority += step->objectives.winning.contains(u.hex) ? 1.5 : 0;
        for (const QHash<HexCoord, Objectives::Counted> *wins :
             {&step->objectives.winning, &step->objectives.denied}) {
            for (auto it = wins->cbegin(); it != wins->cend(); ++it) {
                if (it->counts(u) && HexCoord::distance(it.key(), u.hex) <= reach) {
                    t.priority += 1.5;
                    break;
                }
            }
        }
        t.priority += s.objectCarriedBy(u.id) ? 1.0 : 0;
        step->targetIndex.insert(t.id, int(step->targets.size()));
        step->targetsAt[t.hex].append(int(step->targets.size()));
        step->targets.append(t);
    }
    m_step = std::move(step);
    return *m_step;
}

double TacticalAgent::targetPriority(const Step &step, const QString &id) const
{
    const int i = step.targetIndex.value(id, -1);
    return i < 0 ? 1.0 : step.targets.at(i).priority;
}

double TacticalAgent::firePotential(const Game &game, const Step &step, const UnitState &unit,
                                    HexCoord hex) const
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    if (!c.firesDirect(unit) || unit.disrupted || !c.fireAllowedFrom(hex) || !s.field
        || c.closeAssaultOnlyRule())
        return 0;
    const UnitFactors f = c.factors(unit);
    // The best few by value, then the first of them in sight.
    struct Option
    {
        double value;
        HexCoord hex;
    };
    QList<Option> options;
    for (const Target &t : step.targets) {
        const rules::RangeBand band
            = rules::rangeBand(rules::fireRange(hex, t.hex), f.range, true, c.ruleset());
        if (band == rules::RangeBand::OutOfRange || !c.combatAllowedIn(t.hex))
            continue;
        const double attack = rules::attackAtRange(f.attack, band, c.ruleset(), c.choices());
        const double v
            = step.threat->hitValue(attack, t.defence, t.disruptionKills) * t.worth * t.priority;
        if (v > 0.01)
            options.append({v, t.hex});
    }
    std::stable_sort(options.begin(), options.end(),
                     [](const Option &a, const Option &b) { return a.value > b.value; });
    for (int i = 0; i < std::min<int>(3, int(options.size())); ++i) {
        if (c.lineOfSight(*s.field, hex, options.at(i).hex))
            return options.at(i).value;
    }
    return 0;
}

double TacticalAgent::assaultPotential(const Game &game, const Step &step, const UnitState &unit,
                                       HexCoord hex) const
{
    const auto found = step.targetsAt.constFind(hex);
    const GameContext &c = game.context();
    if (found == step.targetsAt.cend() || !c.combatAllowedIn(hex))
        return 0;
    const UnitFactors f = c.factors(unit);
    const rules::CloseAssaultAttack mine
        = rules::closeAssaultAttack({{f.attack, c.isInfantry(unit), unit.disrupted, false}});
    const int round = game.state().assaultRoundsFought.contains(hex) ? 2 : 1;
    double best = 0;
    double loss = 0;
    for (int i : *found) {
        const Target &t = step.targets.at(i);
        const int defence
            = rules::closeAssaultDefence({t.assaultDefence}, t.inFortress, round, c.ruleset());
        const rules::OddsReading r
            = rules::readOdds(rules::AttackKind::CloseAssault, mine.attack, defence, c.ruleset(),
                              c.choices(), mine.columnShift);
        best = std::max(
            best, columnValue(c.ruleset(), r.column, t.disruptionKills) * t.worth * t.priority);
        const rules::OddsReading back
            = rules::readOdds(rules::AttackKind::CloseAssault, t.assault.attack, f.defence,
                              c.ruleset(), c.choices(), t.assault.columnShift);
        loss += columnValue(c.ruleset(), back.column, t.disruptionKills);
    }
    return AssaultWeight * best - AssaultLossWeight * std::min(1.0, loss) * unitWorth(c, unit);
}

double TacticalAgent::score(const Game &game, const Step &step, const UnitIndex &friends,
                            const UnitState &unit, HexCoord hex, const QList<HexCoord> &goals) const
{
    const GameContext &c = game.context();
    const bool carrying = game.state().objectCarriedBy(unit.id) != nullptr;
    double sc = goals.isEmpty() ? 0 : -step.goalWeight * distanceTo(goals, hex);
    sc += CoverWeight * coverAt(game, hex);
    // A unit racing for the hex that wins the game at once weighs the danger less.
    bool racer = false;
    for (auto it = step.objectives.winning.cbegin(); it != step.objectives.winning.cend() && !racer;
         ++it)
        racer = it->counts(unit);
    // A carrier risks its object too, and so does a unit stopping where one lies when a
    // sturdier friend could fetch it instead.
    const bool withObject = carrying
        || (step.objectives.pickUps.contains(hex) && sturdierFriendFor(game, friends, unit, hex));
    // Reaching an object is worth more than a step towards it: without this, the danger of a
    // swamp, where a disruption eliminates, keeps every weak amphibian off the spice.
    if (!carrying && step.objectives.pickUps.contains(hex)
        && c.terrainAllows(game.state(), unit, hex))
        sc += PickUpWeight;
    sc -= (racer ? RacerDanger : 1.0) * DangerWeight
        * step.threat->dangerAt(hex, c.factors(unit).defence,
                                unitWorth(c, unit) + (withObject ? ObjectWorth : 0));
    if (step.threat->threatAt(hex) > 0) {
        int support = 0;
        for (auto it = friends.cbegin(); it != friends.cend() && support < 3; ++it) {
            if (HexCoord::distance(it.key(), hex) > SupportDistance)
                continue;
            support += int(it->size()) - (it->contains(unit.id) ? 1 : 0);
        }
        sc += SupportWeight * std::min(3, support);
    }
    if (step.targetsAt.contains(hex)) {
        sc += assaultPotential(game, step, unit, hex);
    } else {
        sc -= (carrying ? CarrierStackPenalty : StackPenalty) * unitsAt(friends, hex, unit.id);
        sc += FireWeight * firePotential(game, step, unit, hex);
    }
    return sc;
}

double TacticalAgent::placeScore(const Game &game, const QString &unitId, HexCoord hex)
{
    const UnitState *u = game.state().unit(unitId);
    if (!u)
        return 0;
    const Step &step = stepFor(game);
    const UnitIndex friends = unitIndex(game, step.player);
    return score(game, step, friends, *u, hex, goalsFor(game, step.objectives, friends, *u));
}

int TacticalAgent::choose(const GameSession &session)
{
    const auto *hs = dynamic_cast<const HsGameSession *>(&session);
    if (!hs)
        return 0;
    const QList<Action> &legal = hs->legalTyped();
    const Action *chosen = choose(hs->game(), legal);
    return chosen ? int(chosen - legal.constData()) : 0;
}

const Action *TacticalAgent::choose(const Game &game, const QList<Action> &legal)
{
    if (game.isSettingUp())
        return chooseSetup(game, legal);
    const GameState &s = game.state();
    const GameContext &c = game.context();
    Step &step = stepFor(game);
    const Action *end = nullptr;
    for (const Action &a : legal) {
        if (std::holds_alternative<EndPhaseAction>(a))
            end = &a;
    }
    // Answers first: ECM on the strongest attackers, CAF on as many counters as it can.
    const Action *best = nullptr;
    double bestValue = 0;
    for (const Action &a : legal) {
        QStringList answered;
        if (const auto *jam = std::get_if<JamAction>(&a))
            answered = jam->targets;
        else if (const auto *caf = std::get_if<AssignCafAction>(&a))
            answered = caf->cancelled;
        else
            continue;
        double v = 0;
        for (const QString &id : std::as_const(answered)) {
            if (const UnitState *t = s.unit(id))
                v += 1 + c.factors(*t).attack;
        }
        if (v > bestValue || (!best && v >= bestValue)) {
            bestValue = v;
            best = &a;
        }
    }
    if (best)
        return best;
    // Rally every disrupted unit (the desperation roll risks the unit: not taken).
    for (const Action &a : legal) {
        if (std::holds_alternative<RallyAction>(a))
            return &a;
    }
    // Close assaults with the default grouping.
    for (const Action &a : legal) {
        if (const auto *ca = std::get_if<CloseAssaultAction>(&a)) {
            if (ca->groups.isEmpty() || ca->groups == game.defaultAssaultGroups(ca->hex))
                return &a;
        }
    }
    for (const Action &a : legal) {
        if (std::holds_alternative<CloseAssaultAction>(a))
            return &a;
    }
    if (const Action *fire = chooseFire(game, legal))
        return fire;
    if (const Action *move = chooseMove(game, legal))
        return move;
    if (end)
        return end;
    // The phase may not end (units over-stacked): move one of a crowded hex out.
    const UnitIndex friends = unitIndex(game, step.player);
    for (const Action &a : legal) {
        const auto *m = std::get_if<MoveAction>(&a);
        const UnitState *u = m ? s.unit(m->unit) : nullptr;
        if (u && unitsAt(friends, u->hex, u->id) > 0 && !m->path.isEmpty()
            && unitsAt(friends, m->path.last(), u->id) == 0)
            return &a;
    }
    for (const Action &a : legal) {
        if (!std::holds_alternative<DesperationRallyAction>(a))
            return &a;
    }
    return legal.isEmpty() ? nullptr : &legal.first();
}

const Action *TacticalAgent::chooseFire(const Game &game, const QList<Action> &legal)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    const Step &step = stepFor(game);
    auto directValue = [&](const DirectFireAction &a) {
        QList<int> defences;
        bool inside = false;
        double worth = 0;
        for (const QString &id : a.targets) {
            const UnitState *t = s.unit(id);
            if (!t)
                return -1.0;
            defences.append(c.factors(*t).defence);
            inside = t->inFortress;
            worth += unitWorth(c, *t) * targetPriority(step, id);
        }
        const rules::DirectDefence defence
            = rules::directFireDefence(*s.field, a.hex, defences, inside, c.choices());
        const rules::OddsReading r
            = rules::readOdds(rules::AttackKind::Direct, rangedAttack(c, s, a.firers, a.hex),
                              defence.total(), c.ruleset(), c.choices());
        return r.legal ? worth * columnValue(c.ruleset(), r.column, disruptionKillsIn(game, a.hex))
                       : -1.0;
    };
    auto indirectValue = [&](const IndirectFireAction &a) {
        if (a.gas)
            return -1.0; // gas is left to the players
        const rules::IndirectReading r = rules::readIndirect(
            rangedAttack(c, s, a.firers, a.target), rules::indirectHexDefence(*s.field, a.target),
            c.ruleset(), c.choices());
        double value = 0;
        for (const UnitState *u : s.unitsAt(a.target)) {
            if (!u->carriedBy.isEmpty() || !u->towedBy.isEmpty())
                continue;
            const rules::OddsReading &reading
                = c.targetClass(*u) == QLatin1Char('A') ? r.classA : r.classB;
            const double v = reading.legal
                ? columnValue(c.ruleset(), reading.column, disruptionKillsIn(game, a.target))
                : 0;
            value += c.playerOfUnit(*u) == step.player
                ? -2.0 * v * unitWorth(c, *u)
                : v * unitWorth(c, *u) * targetPriority(step, u->id);
        }
        return value;
    };
    // What each firer could do alone: a combined attack pays for the attacks it forgoes.
    QList<double> values(legal.size(), -1);
    QHash<QString, double> alone;
    for (int i = 0; i < legal.size(); ++i) {
        const Action &a = legal.at(i);
        QStringList firers;
        if (const auto *d = std::get_if<DirectFireAction>(&a)) {
            values[i] = d->gas ? -1 : directValue(*d);
            firers = d->firers;
        } else if (const auto *f = std::get_if<IndirectFireAction>(&a)) {
            values[i] = indirectValue(*f);
            firers = f->firers;
        } else if (std::holds_alternative<CounterParadropFireAction>(a)) {
            values[i] = 0.5;
        }
        if (firers.size() == 1)
            alone[firers.first()] = std::max(alone.value(firers.first()), values.at(i));
    }
    const Action *best = nullptr;
    double bestScore = 0.005;
    for (int i = 0; i < legal.size(); ++i) {
        if (values.at(i) <= 0.01)
            continue;
        const Action &a = legal.at(i);
        QStringList firers;
        if (const auto *d = std::get_if<DirectFireAction>(&a))
            firers = d->firers;
        else if (const auto *f = std::get_if<IndirectFireAction>(&a))
            firers = f->firers;
        double forgone = 0;
        for (const QString &id : std::as_const(firers))
            forgone += alone.value(id);
        const double sc
            = values.at(i) - ForgoneWeight * forgone + 0.0001 * firers.size() + jitter();
        if (sc > bestScore) {
            bestScore = sc;
            best = &a;
        }
    }
    return best;
}

const Action *TacticalAgent::chooseMove(const Game &game, const QList<Action> &legal)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    Step &step = stepFor(game);
    const UnitIndex friends = unitIndex(game, step.player);
    for (const Action &a : legal) {
        if (std::holds_alternative<PickUpAction>(a))
            return &a;
    }
    if (!step.objectives.exitEdge.isEmpty()) {
        for (const Action &a : legal) {
            if (std::holds_alternative<ExitAction>(a))
                return &a;
        }
    }
    // A move that wins the game at once (the first to a hex, occupying by a turn).
    if (!step.objectives.winning.isEmpty()) {
        for (const Action &a : legal) {
            const UnitState *u = scoring::placedUnit(a) ? s.unit(unitOf(a)) : nullptr;
            if (u && winsAt(step.objectives, *u, destinationOf(a)))
                return &a;
        }
    }
    // The best of one unit's placing actions (move, enter, paradrop), or null when staying
    // (@p here) is as good.
    auto bestFor = [&](const UnitState &u, std::optional<HexCoord> here) -> const Action * {
        QList<HexCoord> goals = goalsFor(game, step.objectives, friends, u);
        // Spread out: an objective hex another unit heads for this phase is taken care of.
        QList<HexCoord> open;
        for (HexCoord g : std::as_const(goals)) {
            if (!step.claimed.contains(g))
                open.append(g);
        }
        if (!open.isEmpty())
            goals = open;
        const bool carrier = s.objectCarriedBy(u.id) != nullptr;
        const Action *best = nullptr;
        double bestScore = here ? score(game, step, friends, u, *here, goals) + StayBonus
                                : -std::numeric_limits<double>::max();
        for (const Action &a : legal) {
            if (unitOf(a) != u.id)
                continue;
            const HexCoord to = destinationOf(a);
            // Never onto a friend on the map (stacking is left alone), but a carrier on its
            // way home passes where it must.
            if (std::holds_alternative<MoveAction>(a) && unitsAt(friends, to, u.id) > 0
                && !winsAt(step.objectives, u, to) && !step.targetsAt.contains(to) && !carrier)
                continue;
            const double sc = score(game, step, friends, u, to, goals) + jitter();
            if (sc > bestScore) {
                bestScore = sc;
                best = &a;
            }
        }
        claimNearest(step.claimed, step.objectives, goals,
                     best ? destinationOf(*best) : here.value_or(HexCoord()));
        return best;
    };
    for (const Action &a : legal) {
        if (std::holds_alternative<EnterAction>(a) || std::holds_alternative<ParadropAction>(a)) {
            if (const UnitState *u = s.unit(unitOf(a))) {
                if (const Action *placed = bestFor(*u, std::nullopt))
                    return placed;
            }
        }
    }
    for (const Action &a : legal) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (!m || step.done.contains(m->unit))
            continue;
        step.done.insert(m->unit);
        const UnitState *u = s.unit(m->unit);
        if (!u
            || (step.objectives.hexes.isEmpty() && step.objectives.zones.isEmpty()
                && step.objectives.exitEdge.isEmpty() && step.targets.isEmpty()))
            continue;
        if (const Action *move = bestFor(*u, u->hex))
            return move;
    }
    Q_UNUSED(c);
    return nullptr;
}

const Action *TacticalAgent::chooseSetup(const Game &game, const QList<Action> &legal)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    const bool defender = defends(c, game.decidingPlayer());
    // A defender sets up its sturdiest direct-fire units first, to the front (they answer the
    // assault and are hardest to dislodge); the units that fire indirectly go last, to the rear.
    QString unit;
    double sturdiest = -std::numeric_limits<double>::max();
    for (const Action &a : legal) {
        const auto *p = std::get_if<PlaceAction>(&a);
        if (!p || p->unit == unit)
            continue;
        if (!defender) {
            unit = p->unit;
            break;
        }
        const UnitState *candidate = s.unit(p->unit);
        const double sturdiness = candidate ? frontStrength(c, *candidate) : -1;
        if (unit.isEmpty() || sturdiness > sturdiest) {
            sturdiest = sturdiness;
            unit = p->unit;
        }
    }
    if (unit.isEmpty()) {
        for (const Action &a : legal) {
            if (std::holds_alternative<EndPhaseAction>(a))
                return &a;
        }
        return legal.isEmpty() ? nullptr : &legal.first();
    }
    const Step &step = stepFor(game);
    const UnitState *u = s.unit(unit);
    const bool front = u && frontStrength(c, *u) > 0;
    const QList<HexCoord> enemies
        = defender ? enemySetupHexes(game, step.player) : QList<HexCoord>();
    QList<HexCoord> places;
    for (const Action &a : legal) {
        const auto *p = std::get_if<PlaceAction>(&a);
        if (p && p->unit == unit)
            places.append(p->hex);
    }
    const UnitIndex friends = unitIndex(game, step.player);
    QList<HexCoord> targets;
    const QList<QList<HexCoord>> zones = objectiveZones(c);
    if (defender) {
        // The objective zones within reach of this unit's set-up, those held by fewest first.
        int fewest = std::numeric_limits<int>::max();
        for (const QList<HexCoord> &zone : zones) {
            bool reachable = false;
            int held = 0;
            for (HexCoord h : zone) {
                reachable = reachable || places.contains(h);
                held += unitsAt(friends, h, QString());
            }
            if (!reachable)
                continue;
            if (held < fewest) {
                fewest = held;
                targets.clear();
            }
            if (held == fewest)
                targets.append(zone);
        }
    }
    if (targets.isEmpty()) {
        for (const QList<HexCoord> &zone : zones)
            targets.append(zone);
        targets.append(step.objectives.hexes);
        targets.append(step.objectives.exitEdge);
    }
    if (targets.isEmpty()) {
        for (const Target &t : step.targets)
            targets.append(t.hex);
    }
    const double crowding = defender ? 0.6 : 0.3;
    const int defence = u ? c.factors(*u).defence : 0;
    const double worth = u ? unitWorth(c, *u) : 1;
    const Action *best = nullptr;
    double bestScore = std::numeric_limits<double>::max();
    for (const Action &a : legal) {
        const auto *p = std::get_if<PlaceAction>(&a);
        if (!p || p->unit != unit)
            continue;
        double sc = targets.isEmpty() ? 0 : distanceTo(targets, p->hex);
        sc += crowding * unitsAt(friends, p->hex, QString());
        sc -= CityFillWeight * cityFilled(step.objectives.cities, friends, p->hex);
        sc -= 0.2 * coverAt(game, p->hex);
        if (!enemies.isEmpty()) {
            // The front faces the enemy whatever the danger; the rest keep back from it.
            const int away = distanceTo(enemies, p->hex);
            sc += front ? FrontWeight * away : -FrontWeight * away;
        }
        if (!(defender && front))
            sc += DangerWeight * step.threat->dangerAt(p->hex, defence, worth);
        sc -= jitter();
        if (sc < bestScore) {
            bestScore = sc;
            best = &a;
        }
    }
    return best;
}

} // namespace hexwright
