// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/greedyagent.h"

#include "families/hammers-slammers/play/agentscoring.h"
#include "families/hammers-slammers/play/hsgamesession.h"

#include "families/hammers-slammers/rules/combat.h"

#include <QVariantList>

#include <algorithm>
#include <limits>
#include <optional>

namespace hexwright {

/// The terrain's direct-fire defence of each hex the greedy set-up weighs, remembered by hex
/// for one field (the set-up changes neither terrain nor fortresses).
struct GreedySetupCover
{
    const rules::Battlefield *field = nullptr;
    QHash<HexCoord, int> byHex;
};

namespace {

/// The bit of action kind @p T in a mask of Action::index() bits.
template<typename T, typename... Ts> constexpr quint32 kindBitOf(const std::variant<Ts...> *)
{
    quint32 bit = 0;
    quint32 i = 0;
    ((bit |= std::is_same_v<T, Ts> ? 1u << i : 0u, ++i), ...);
    return bit;
}

/// The bits of action kinds @p T in a mask of Action::index() bits.
template<typename... T> constexpr quint32 kindBits()
{
    return (kindBitOf<T>(static_cast<const Action *>(nullptr)) | ...);
}

/// The expected damage of each CRT column, worked out once a game (GreedyAgent's).
using ColumnValues = QHash<int, double>;

using scoring::destinationOf;
using scoring::objectiveZones;
using scoring::placedUnit;
using scoring::rangedAttack;
using scoring::unitWorth;

/// The expected damage of CRT column @p column (scoring::columnValue()), remembered in @p known.
double columnValue(const Ruleset &ruleset, int column, ColumnValues &known)
{
    if (column <= 0)
        return 0;
    if (const auto it = known.constFind(column); it != known.constEnd())
        return *it;
    const double value = scoring::columnValue(ruleset, column);
    known.insert(column, value);
    return value;
}

double directValue(const Game &game, const DirectFireAction &a, ColumnValues &known)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    QList<int> defences;
    bool inside = false;
    double worth = 0;
    for (const QString &id : a.targets) {
        const UnitState *t = s.unit(id);
        if (!t)
            return -1;
        defences.append(c.factors(*t).defence);
        inside = t->inFortress;
        worth += unitWorth(c, *t);
    }
    const rules::DirectDefence defence
        = rules::directFireDefence(*s.field, a.hex, defences, inside, c.choices());
    const rules::OddsReading r
        = rules::readOdds(rules::AttackKind::Direct, rangedAttack(c, s, a.firers, a.hex),
                          defence.total(), c.ruleset(), c.choices());
    return r.legal ? worth * columnValue(c.ruleset(), r.column, known) : -1;
}

double indirectValue(const Game &game, const IndirectFireAction &a, ColumnValues &known)
{
    if (a.gas)
        return -1; // gas is left to the players
    const GameContext &c = game.context();
    const GameState &s = game.state();
    const int me = game.decidingPlayer();
    const rules::IndirectReading r = rules::readIndirect(
        rangedAttack(c, s, a.firers, a.target), rules::indirectHexDefence(*s.field, a.target),
        c.ruleset(), c.choices());
    double value = 0;
    for (const UnitState *u : s.unitsAt(a.target)) {
        if (!u->carriedBy.isEmpty() || !u->towedBy.isEmpty())
            continue;
        const rules::OddsReading &reading
            = c.targetClass(*u) == QLatin1Char('A') ? r.classA : r.classB;
        const double v = reading.legal ? columnValue(c.ruleset(), reading.column, known) : 0;
        value += (c.playerOfUnit(*u) == me ? -2.0 : 1.0) * v * unitWorth(c, *u);
    }
    return value;
}

/**
 * The deciding player's units on the map counted by hex, built once per choice: a flat table
 * over the field's cells (rules::Battlefield::cellOf()), a hash for hexes outside it.
 */
class FriendIndex
{
public:
    explicit FriendIndex(const Game &game)
        : m_context(game.context())
        , m_field(*game.state().field)
        , m_player(game.decidingPlayer())
    {
        m_counts.assign(size_t(m_field.cellCount()), 0);
        for (const UnitState &u : game.state().units) {
            if (!isFriend(u))
                continue;
            const qsizetype cell = m_field.cellOf(u.hex);
            if (cell >= 0)
                ++m_counts[size_t(cell)];
            else
                ++m_outside[u.hex];
        }
    }

    /// The friendly units in @p hex.
    int at(HexCoord hex) const
    {
        const qsizetype cell = m_field.cellOf(hex);
        return cell >= 0 ? m_counts[size_t(cell)] : m_outside.value(hex);
    }
    /// The friendly units in @p hex but @p except.
    int at(HexCoord hex, const UnitState &except) const
    {
        return at(hex) - (isFriend(except) && except.hex == hex ? 1 : 0);
    }

private:
    bool isFriend(const UnitState &u) const
    {
        return u.onMap() && m_context.playerOfUnit(u) == m_player;
    }

    const GameContext &m_context;
    const rules::Battlefield &m_field;
    int m_player = 0;
    std::vector<int> m_counts; ///< by cell
    QHash<HexCoord, int> m_outside;
};

int friendsAt(const FriendIndex &friends, HexCoord hex, const UnitState &except)
{
    return friends.at(hex, except);
}

/**
 * Where each unit's placing actions (moves, entries, paradrops) lie in a legal list: from
 * the first to past the last, found in one pass, so that weighing one unit's actions looks
 * at its own only.
 */
class PlacingRanges
{
public:
    explicit PlacingRanges(const QList<Action> &legal)
    {
        for (qsizetype i = 0; i < legal.size(); ++i) {
            const QString *unit = placedUnit(legal.at(i));
            if (!unit)
                continue;
            if (Range *r = find(*unit))
                r->end = i + 1;
            else
                m_ranges.push_back({unit, i, i + 1});
        }
    }

    /// The range of @p unit's actions (empty when it has none).
    std::pair<qsizetype, qsizetype> of(const QString &unit) const
    {
        const Range *r = const_cast<PlacingRanges *>(this)->find(unit);
        return r ? std::pair {r->begin, r->end} : std::pair<qsizetype, qsizetype> {0, 0};
    }

private:
    struct Range
    {
        const QString *unit;
        qsizetype begin = 0;
        qsizetype end = 0;
    };

    Range *find(const QString &unit)
    {
        // A unit's actions come together: the last range first.
        for (auto it = m_ranges.rbegin(); it != m_ranges.rend(); ++it) {
            if ((it->unit->constData() == unit.constData() && it->unit->size() == unit.size())
                || *it->unit == unit)
                return &*it;
        }
        return nullptr;
    }

    std::vector<Range> m_ranges;
};

/// The hexes @p u wants to reach: the carrier's home, the objectives of the victory
/// conditions not yet held by another friendly unit, else the enemy units.
QList<HexCoord> goalsFor(const Game &game, const FriendIndex &friends, const UnitState &u)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    QSet<HexCoord> objectives;
    const bool carrying = s.objectCarriedBy(u.id) != nullptr;
    const QSet<HexCoord> closed = c.closedHexes(u.side);
    for (const VictoryCondition &v : c.scenario().victory) {
        const QVariantMap &p = v.parameters;
        const QString side = p.value(QStringLiteral("side")).toString();
        if (v.kind == QLatin1String("collect_objects")) {
            const QString home
                = p.value(QStringLiteral("home_zones")).toMap().value(u.side).toString();
            if (carrying && !home.isEmpty()) {
                const QList<HexCoord> hexes = c.zoneHexes(home);
                return hexes;
            }
            for (const ObjectState &o : s.objects) {
                if (o.carriedBy.isEmpty() && o.safeWith.isEmpty() && !closed.contains(o.hex))
                    objectives.insert(o.hex);
            }
            // Carriers of the enemy are worth chasing too.
            for (const ObjectState &o : s.objects) {
                const UnitState *carrier = o.carriedBy.isEmpty() ? nullptr : s.unit(o.carriedBy);
                if (carrier && carrier->onMap() && c.isEnemy(u, *carrier)
                    && !closed.contains(carrier->hex))
                    objectives.insert(carrier->hex);
            }
        } else if (v.kind == QLatin1String("exit_units")) {
            if (side != u.side)
                continue;
            EdgeSpec edge;
            const QVariantMap e = p.value(QStringLiteral("edge")).toMap();
            edge.side = e.value(QStringLiteral("side")).toString();
            edge.panels = e.value(QStringLiteral("panels")).toStringList();
            for (HexCoord h : c.edgeHexes(edge))
                objectives.insert(h);
        } else {
            QStringList zones = p.value(QStringLiteral("zones")).toStringList();
            if (p.contains(QStringLiteral("zone")))
                zones.append(p.value(QStringLiteral("zone")).toString());
            const bool search = v.kind == QLatin1String("search_destroy");
            for (const QString &zone : zones) {
                for (HexCoord h : c.zoneHexes(zone)) {
                    if (!closed.contains(h) && !(search && s.entered.contains(h)))
                        objectives.insert(h);
                }
            }
        }
    }
    // Spread out: a hex another friendly unit already stands on is taken care of.
    QList<HexCoord> goals;
    for (HexCoord h : std::as_const(objectives)) {
        if (friendsAt(friends, h, u) == 0)
            goals.append(h);
    }
    if (goals.isEmpty()) {
        for (const UnitState &o : s.units) {
            if (o.onMap() && c.isEnemy(u, o) && !closed.contains(o.hex))
                goals.append(o.hex);
        }
    }
    std::sort(goals.begin(), goals.end());
    return goals;
}

int distanceTo(const QList<HexCoord> &goals, HexCoord hex)
{
    int best = std::numeric_limits<int>::max() / 2;
    for (HexCoord g : goals)
        best = std::min(best, HexCoord::distance(hex, g));
    return best;
}

QString unitOf(const Action &a)
{
    const QString *unit = placedUnit(a);
    return unit ? *unit : QString();
}

/// Among the placing actions (move, enter, paradrop) of unit @p u in [@p from, @p to), the
/// best by distance to its goals, then fewest friends in the hex, then the shortest path; its
/// score in @p score.
const Action *bestPlacement(const FriendIndex &index, const Action *from, const Action *to,
                            const UnitState &u, const QList<HexCoord> &goals, double *score)
{
    const Action *best = nullptr;
    double bestScore = std::numeric_limits<double>::max();
    const QString &unit = u.id;
    for (const Action *a = from; a != to; ++a) {
        const QString *placed = placedUnit(*a);
        if (!placed || *placed != unit)
            continue;
        const HexCoord hex = destinationOf(*a);
        const auto *m = std::get_if<MoveAction>(a);
        // Never onto a friend on the map (stacking is left alone); entries avoid them too.
        const int friends = friendsAt(index, hex, u);
        if (m && friends > 0)
            continue;
        double sc = goals.isEmpty() ? 0 : distanceTo(goals, hex);
        sc += 3.0 * friends;
        sc += 0.001 * (m ? m->path.size() : 0);
        if (sc < bestScore) {
            bestScore = sc;
            best = a;
        }
    }
    if (score)
        *score = bestScore;
    return best;
}

/// The placing actions of @p unit in @p legal, by @p ranges.
std::pair<const Action *, const Action *>
placingsOf(const QList<Action> &legal, const PlacingRanges &ranges, const QString &unit)
{
    const auto [from, to] = ranges.of(unit);
    return {legal.constData() + from, legal.constData() + to};
}

/// Whether @p player defends: one of his sides is the scenario's defender, or (no side of
/// his with a role) a victory condition makes one of his sides hold hexes.
bool defends(const GameContext &c, int player)
{
    bool hasRole = false;
    bool holds = false;
    for (const QString &id : c.players().value(player).sides) {
        const Side *side = c.scenario().findSide(id);
        if (!side)
            continue;
        if (side->role == Side::Role::Defender)
            return true;
        hasRole = hasRole || side->role == Side::Role::Attacker;
        for (const VictoryCondition &v : c.scenario().victory) {
            holds = holds
                || (v.kind.startsWith(QLatin1String("hold"))
                    && v.parameters.value(QStringLiteral("side")).toString() == id);
        }
    }
    return !hasRole && holds;
}

/**
 * The set-up: the first unit left to place goes to the legal hex that serves its side best. A
 * defender puts each unit on the objective zone with the fewest of his units that its zone
 * reaches (so every hill gets a unit before any gets two), else as near it as it may, on the
 * best defensive terrain; an attacker masses on the hexes of its zone nearest the
 * objectives (the enemy's units when no zone is named), on good terrain, a little spread.
 */
const Action *chooseSetup(const Game &game, const QList<Action> &legal, GreedySetupCover &cover)
{
    const GameContext &c = game.context();
    const GameState &s = game.state();
    const int me = game.decidingPlayer();
    QString unit;
    for (const Action &a : legal) {
        if (const auto *p = std::get_if<PlaceAction>(&a)) {
            unit = p->unit;
            break;
        }
    }
    if (unit.isEmpty()) {
        for (const Action &a : legal) {
            if (std::holds_alternative<EndPhaseAction>(a))
                return &a;
        }
        return legal.isEmpty() ? nullptr : &legal.first();
    }
    // Whether a place is the unit's: a unit's places share its id's text, asked once.
    const QChar *lastText = nullptr;
    qsizetype lastSize = -1;
    bool lastIsUnit = false;
    auto isUnit = [&](const QString &id) {
        if (id.constData() != lastText || id.size() != lastSize) {
            lastText = id.constData();
            lastSize = id.size();
            lastIsUnit = id == unit;
        }
        return lastIsUnit;
    };
    QList<HexCoord> places;
    for (const Action &a : legal) {
        const auto *p = std::get_if<PlaceAction>(&a);
        if (p && isUnit(p->unit))
            places.append(p->hex);
    }
    const FriendIndex friends(game);
    const bool defender = defends(c, me);
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
                held += friends.at(h);
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
        // Objects to collect are objectives too (scenario 14's spice).
        const QSet<HexCoord> closed = c.closedHexes(
            c.scenario().sides.isEmpty() ? QString() : c.players().value(me).sides.value(0));
        for (const ObjectState &o : s.objects) {
            if (o.carriedBy.isEmpty() && o.safeWith.isEmpty() && !closed.contains(o.hex))
                targets.append(o.hex);
        }
    }
    if (targets.isEmpty()) {
        for (const UnitState &o : s.units) {
            if (o.onMap() && c.playerOfUnit(o) != me)
                targets.append(o.hex);
        }
    }
    const double crowding = defender ? 0.6 : 0.3;
    const Action *best = nullptr;
    double bestScore = std::numeric_limits<double>::max();
    for (const Action &a : legal) {
        const auto *p = std::get_if<PlaceAction>(&a);
        if (!p || !isUnit(p->unit))
            continue;
        double score = targets.isEmpty() ? 0 : distanceTo(targets, p->hex);
        score += crowding * double(friends.at(p->hex));
        auto known = cover.byHex.constFind(p->hex);
        if (known == cover.byHex.cend()) {
            known = cover.byHex.insert(p->hex,
                                       rules::directFireDefence(*s.field, p->hex, {0},
                                                                s.fortressAt(p->hex) != nullptr,
                                                                c.choices())
                                           .terrain);
        }
        score -= 0.1 * *known;
        if (score < bestScore) {
            bestScore = score;
            best = &a;
        }
    }
    return best;
}

} // namespace

GreedyAgent::~GreedyAgent() = default;

GreedyAgent::GreedyAgent(quint64 gameSeed, int player)
    : m_setupCover(std::make_unique<GreedySetupCover>())
{
    Q_UNUSED(gameSeed);
    Q_UNUSED(player);
}

int GreedyAgent::choose(const GameSession &session)
{
    const auto *hs = dynamic_cast<const HsGameSession *>(&session);
    if (!hs)
        return 0; // not a Hammer's Slammers game: nothing to be greedy about
    const QList<Action> &legal = hs->legalTyped();
    const Action *chosen = choose(hs->game(), legal);
    return chosen ? int(chosen - legal.constData()) : 0;
}

QString GreedyAgent::act(GameSession &session)
{
    auto *hs = dynamic_cast<HsGameSession *>(&session);
    if (!hs)
        return Agent::act(session);
    const Game &game = hs->game();
    const GameState &s = game.state();
    if (game.isSettingUp() || s.gameOver || s.announced || s.strike
        || game.phase() != HsPhase::Movement)
        return Agent::act(session);
    // The movement phase: each unit's moves are searched only when it is weighed (the units
    // that moved this phase are not weighed again), so the whole list is not needed. Where
    // choose() would look past the moves (the phase may not end), it is asked as it is.
    const QList<Action> &listed = hs->legalWithoutMoves();
    startChoice(game);
    const auto [kinds, end] = kindsOf(listed);
    if ((kinds
         & kindBits<JamAction, AssignCafAction, RallyAction, CloseAssaultAction, DirectFireAction,
                    IndirectFireAction, CounterParadropFireAction>())
        != 0)
        return Agent::act(session);
    QList<Action> unitMoves;
    const Action *chosen = chooseMove(game, listed, kinds, end, &unitMoves);
    if (!chosen)
        return Agent::act(session);
    const Action action = *chosen; // applying it clears the lists it lives in
    return hs->applyListed(action);
}

void GreedyAgent::startChoice(const Game &game)
{
    if (m_setupCover->field) // the set-up is over: nothing of it is asked again
        *m_setupCover = GreedySetupCover();
    const GameState &s = game.state();
    const GameContext &c = game.context();
    if (m_columnsOf != &c.ruleset()) {
        m_columnValues.clear();
        m_columnsOf = &c.ruleset();
    }
    const PlayStep step {s.turn, s.player, s.phase, s.actor};
    if (step != m_step) {
        m_step = step;
        m_done.clear();
    }
}

std::pair<quint32, const Action *> GreedyAgent::kindsOf(const QList<Action> &legal)
{
    // One pass over the list: the end of the phase, and which kinds of action it holds (a
    // list is mostly of one phase's kinds: the passes below skip those it has none of).
    const Action *end = nullptr;
    quint32 kinds = 0;
    static_assert(std::variant_size_v<Action> <= 32);
    for (const Action &a : legal) {
        kinds |= 1u << a.index();
        if (std::holds_alternative<EndPhaseAction>(a))
            end = &a;
    }
    return {kinds, end};
}

const Action *GreedyAgent::choose(const Game &game, const QList<Action> &legal)
{
    if (game.isSettingUp()) {
        if (m_setupCover->field != &*game.state().field) {
            m_setupCover->field = &*game.state().field;
            m_setupCover->byHex.clear();
        }
        return chooseSetup(game, legal, *m_setupCover);
    }
    startChoice(game);
    const GameState &s = game.state();
    const GameContext &c = game.context();
    const auto [kinds, end] = kindsOf(legal);
    // The list itself when it holds a kind of @p bits, else an empty one.
    static const QList<Action> none;
    auto with = [&](quint32 bits) -> const QList<Action> & {
        return (kinds & bits) != 0 ? legal : none;
    };

    // Answers first: ECM on the strongest attackers, CAF on as many counters as it can.
    const Action *best = nullptr;
    double bestValue = 0;
    auto consider = [&](const Action &a, double value) {
        if (value > bestValue || (!best && value >= bestValue)) {
            bestValue = value;
            best = &a;
        }
    };
    for (const Action &a : with(kindBits<JamAction, AssignCafAction>())) {
        if (const auto *jam = std::get_if<JamAction>(&a)) {
            double v = 0;
            for (const QString &id : jam->targets) {
                if (const UnitState *t = s.unit(id))
                    v += 1 + c.factors(*t).attack;
            }
            consider(a, v);
        } else if (const auto *caf = std::get_if<AssignCafAction>(&a)) {
            double v = 0;
            for (const QString &id : caf->cancelled) {
                if (const UnitState *t = s.unit(id))
                    v += 1 + c.factors(*t).attack;
            }
            consider(a, v);
        }
    }
    if (best)
        return best;

    // Rally every disrupted unit (the desperation roll risks the unit: not taken).
    for (const Action &a : with(kindBits<RallyAction>())) {
        if (std::holds_alternative<RallyAction>(a))
            return &a;
    }
    // Close assaults with the default grouping.
    const QList<Action> &assaults = with(kindBits<CloseAssaultAction>());
    for (const Action &a : assaults) {
        if (const auto *ca = std::get_if<CloseAssaultAction>(&a)) {
            if (ca->groups.isEmpty() || ca->groups == game.defaultAssaultGroups(ca->hex))
                return &a;
        }
    }
    for (const Action &a : assaults) {
        if (std::holds_alternative<CloseAssaultAction>(a))
            return &a;
    }
    // Fire: the attack with the best expected damage; more firers win ties.
    for (const Action &a :
         with(kindBits<DirectFireAction, IndirectFireAction, CounterParadropFireAction>())) {
        double v = -1;
        int firers = 0;
        if (const auto *d = std::get_if<DirectFireAction>(&a)) {
            v = directValue(game, *d, m_columnValues);
            firers = int(d->firers.size());
        } else if (const auto *i = std::get_if<IndirectFireAction>(&a)) {
            v = indirectValue(game, *i, m_columnValues);
            firers = int(i->firers.size());
        } else if (std::holds_alternative<CounterParadropFireAction>(a)) {
            v = 0.5;
        }
        if (v > 0.01)
            consider(a, v + 0.0001 * firers);
    }
    if (best)
        return best;

    return chooseMove(game, legal, kinds, end, nullptr);
}

const Action *GreedyAgent::chooseMove(const Game &game, const QList<Action> &legal, quint32 kinds,
                                      const Action *end, QList<Action> *unitMoves)
{
    const GameState &s = game.state();
    const GameContext &c = game.context();
    static const QList<Action> none;
    auto with = [&](quint32 bits) -> const QList<Action> & {
        return (kinds & bits) != 0 ? legal : none;
    };
    // Movement: objects, exits, reinforcements and paratroopers, then each unit once.
    // Built when first needed: most phases never get here with a move to weigh.
    std::optional<FriendIndex> friendsMemo;
    auto friends = [&]() -> const FriendIndex & {
        if (!friendsMemo)
            friendsMemo.emplace(game);
        return *friendsMemo;
    };
    std::optional<PlacingRanges> rangesMemo;
    auto ranges = [&]() -> const PlacingRanges & {
        if (!rangesMemo)
            rangesMemo.emplace(legal);
        return *rangesMemo;
    };
    for (const Action &a : with(kindBits<PickUpAction>())) {
        if (std::holds_alternative<PickUpAction>(a))
            return &a;
    }
    for (const Action &a : with(kindBits<ExitAction>())) {
        if (const auto *e = std::get_if<ExitAction>(&a)) {
            // Only a unit whose side scores by leaving does so.
            const UnitState *u = s.unit(e->unit);
            for (const VictoryCondition &v : c.scenario().victory) {
                if (u && v.kind == QLatin1String("exit_units")
                    && v.parameters.value(QStringLiteral("side")).toString() == u->side)
                    return &a;
            }
        }
    }
    for (const Action &a : with(kindBits<EnterAction, ParadropAction>())) {
        if (std::holds_alternative<EnterAction>(a) || std::holds_alternative<ParadropAction>(a)) {
            const UnitState *u = s.unit(unitOf(a));
            if (!u)
                continue;
            const QList<HexCoord> goals = goalsFor(game, friends(), *u);
            const auto [from, to] = placingsOf(legal, ranges(), u->id);
            if (const Action *placed = bestPlacement(friends(), from, to, *u, goals, nullptr))
                return placed;
        }
    }
    // Unit @p u's move in [from, to) nearest its goals, if it is nearer than where it stands.
    auto improving = [&](const UnitState &u, const Action *from, const Action *to) {
        const QList<HexCoord> goals = goalsFor(game, friends(), u);
        if (goals.isEmpty())
            return static_cast<const Action *>(nullptr);
        double score = 0;
        const Action *move = bestPlacement(friends(), from, to, u, goals, &score);
        if (!move)
            return static_cast<const Action *>(nullptr);
        const double here = distanceTo(goals, u.hex) + 0.4 * friendsAt(friends(), u.hex, u);
        return score < here - 0.01 ? move : nullptr;
    };
    if (unitMoves) {
        // Each unit in the state's order, as the whole list has their moves; one that moved
        // this phase is not searched again.
        for (const UnitState &u : s.units) {
            if (m_done.contains(u.id))
                continue;
            *unitMoves = game.movesOf(u);
            if (unitMoves->isEmpty())
                continue;
            m_done.insert(u.id);
            const Action *first = std::as_const(*unitMoves).constData();
            if (const Action *move = improving(u, first, first + unitMoves->size()))
                return move;
        }
        return end; // else the whole list is weighed (choose())
    }
    // A unit's moves come together: its id is looked up once.
    const QChar *lastUnit = nullptr;
    qsizetype lastUnitSize = -1;
    for (const Action &a : legal) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (!m || (m->unit.constData() == lastUnit && m->unit.size() == lastUnitSize))
            continue;
        lastUnit = m->unit.constData();
        lastUnitSize = m->unit.size();
        if (m_done.contains(m->unit))
            continue;
        m_done.insert(m->unit);
        const UnitState *u = s.unit(m->unit);
        const auto [from, to] = placingsOf(legal, ranges(), m->unit);
        if (const Action *move = improving(*u, from, to))
            return move;
    }
    if (end)
        return end;

    // The phase may not end (units over-stacked): move one of a crowded hex out.
    for (const Action &a : legal) {
        const auto *m = std::get_if<MoveAction>(&a);
        if (!m)
            continue;
        const UnitState *u = s.unit(m->unit);
        if (u && friendsAt(friends(), u->hex, *u) > 0 && !m->path.isEmpty()
            && friendsAt(friends(), m->path.last(), *u) == 0)
            return &a;
    }
    for (const Action &a : legal) {
        if (!std::holds_alternative<DesperationRallyAction>(a))
            return &a;
    }
    return legal.isEmpty() ? nullptr : &legal.first();
}

} // namespace hexwright
