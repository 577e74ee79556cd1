// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which actions the deciding player has: candidates per phase, each kept only if check()
// accepts it, so that the list and apply() can never disagree.

#include "families/hammers-slammers/play/engine_p.h"

#include <algorithm>

namespace hexwright {

namespace {

template<class... Ts> struct Overloaded : Ts...
{
    using Ts::operator()...;
};
template<class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

/// The phase an action belongs to; none for those of any phase (ending it) or of an answer
/// (ECM jamming, checked on its own).
std::optional<HsPhase> phaseOf(const Action &a)
{
    using P = std::optional<HsPhase>;
    return std::visit(
        Overloaded {
            [](const RallyAction &) { return P(HsPhase::Rally); },
            [](const DesperationRallyAction &) { return P(HsPhase::Rally); },
            [](const ParadropAction &) { return P(HsPhase::Paradrop); },
            [](const CounterParadropFireAction &) { return P(HsPhase::CounterParadropFire); },
            [](const IndirectFireAction &) { return P(HsPhase::IndirectFire); },
            [](const AssignCafAction &) { return P(HsPhase::IndirectFire); },
            [](const DirectFireAction &) { return P(HsPhase::DirectFire); },
            [](const JamAction &) { return P(); },
            [](const CloseAssaultAction &) { return P(HsPhase::CloseAssault); },
            [](const PlaceAction &) { return P(); },
            [](const PlaceRestAction &) { return P(); },
            [](const EndPhaseAction &) { return P(); },
            [](const auto &) { return P(HsPhase::Movement); },
        },
        a);
}

} // namespace

const UnitState *Engine::own(const QString &id, QString *why) const
{
    const UnitState *u = unitById(id);
    if (!u) {
        *why = QStringLiteral("no unit \"%1\"").arg(id);
        return nullptr;
    }
    if (playerOf(*u) != decider()) {
        *why = QStringLiteral("%1 is not the deciding player's").arg(id);
        return nullptr;
    }
    return u;
}

QString Engine::checkPhase(const Action &action) const
{
    if (state.gameOver)
        return QStringLiteral("the game is over");
    const bool placing = std::holds_alternative<PlaceAction>(action)
        || std::holds_alternative<PlaceRestAction>(action);
    if (settingUp() && !placing && !std::holds_alternative<EndPhaseAction>(action))
        return QStringLiteral("%1 belongs to a turn: the set-up comes first")
            .arg(actionKind(action));
    if (!settingUp() && placing)
        return QStringLiteral("units are set up before turn 1 only");
    if (settingUp())
        return {};
    if (state.announced && !std::holds_alternative<JamAction>(action))
        return QStringLiteral("an announced attack waits for the defender's ECM answer");
    if (!state.announced && std::holds_alternative<JamAction>(action))
        return QStringLiteral("ECM answers an announced attack only");
    if (state.strike && !std::holds_alternative<AssignCafAction>(action))
        return QStringLiteral("a strike waits for counter-artillery fire");
    if (!state.strike && std::holds_alternative<AssignCafAction>(action))
        return QStringLiteral("no strike waits for counter-artillery fire");
    const std::optional<HsPhase> wanted = phaseOf(action);
    if (std::holds_alternative<JamAction>(action)) {
        if (phase() != HsPhase::IndirectFire && phase() != HsPhase::DirectFire)
            return QStringLiteral("jamming is announced in the fire phases");
    } else if (wanted && *wanted != phase()) {
        return QStringLiteral("%1 belongs to the %2 phase, not %3")
            .arg(actionKind(action), phaseIdOf(*wanted), phaseIdOf(phase()));
    }
    return {};
}

QString Engine::check(const Action &action) const
{
    if (const QString why = checkPhase(action); !why.isEmpty())
        return why;
    if (const QString why = settingUp() ? QString() : checkEffects(action); !why.isEmpty())
        return why;
    return std::visit(Overloaded {
                          [&](const RallyAction &a) { return checkRally(a); },
                          [&](const DesperationRallyAction &a) { return checkDesperation(a); },
                          [&](const ParadropAction &a) { return checkParadrop(a); },
                          [&](const CounterParadropFireAction &a) { return checkCpf(a); },
                          [&](const EnterAction &a) { return checkEnter(a); },
                          [&](const MoveAction &a) { return checkMove(a); },
                          [&](const ExitAction &a) { return checkExit(a); },
                          [&](const MountAction &a) { return checkMount(a); },
                          [&](const DismountAction &a) { return checkDismount(a); },
                          [&](const HookUpAction &a) { return checkHookUp(a); },
                          [&](const UnhookAction &a) { return checkUnhook(a); },
                          [&](const PickUpAction &a) { return checkPickUp(a); },
                          [&](const DemolishFortressAction &a) { return checkDemolish(a); },
                          [&](const JamAction &a) { return checkJam(a); },
                          [&](const IndirectFireAction &a) { return checkIndirect(a); },
                          [&](const AssignCafAction &a) { return checkCaf(a); },
                          [&](const DirectFireAction &a) { return checkDirect(a); },
                          [&](const CloseAssaultAction &a) { return checkCloseAssault(a); },
                          [&](const PlaceAction &a) { return checkPlace(a); },
                          [&](const PlaceRestAction &) { return checkPlaceRest(); },
                          [&](const EndPhaseAction &) { return checkEndPhase(); },
                      },
                      action);
}

QString Engine::apply(const Action &action)
{
    if (const QString why = check(action); !why.isEmpty())
        return why;
    return applyChecked(action);
}

QString Engine::applyChecked(const Action &action)
{
    if (!std::holds_alternative<DesperationRallyAction>(action))
        state.failedRally.clear(); // the desperation roll comes at once or never
    return std::visit(Overloaded {
                          [&](const RallyAction &a) { return applyRally(a); },
                          [&](const DesperationRallyAction &a) { return applyDesperation(a); },
                          [&](const ParadropAction &a) { return applyParadrop(a); },
                          [&](const CounterParadropFireAction &a) { return applyCpf(a); },
                          [&](const EnterAction &a) { return applyEnter(a); },
                          [&](const MoveAction &a) { return applyMove(a); },
                          [&](const ExitAction &a) { return applyExit(a); },
                          [&](const MountAction &a) { return applyMount(a); },
                          [&](const DismountAction &a) { return applyDismount(a); },
                          [&](const HookUpAction &a) { return applyHookUp(a); },
                          [&](const UnhookAction &a) { return applyUnhook(a); },
                          [&](const PickUpAction &a) { return applyPickUp(a); },
                          [&](const DemolishFortressAction &a) { return applyDemolish(a); },
                          [&](const JamAction &a) { return applyJam(a); },
                          [&](const IndirectFireAction &a) { return applyIndirect(a); },
                          [&](const AssignCafAction &a) { return applyCaf(a); },
                          [&](const DirectFireAction &a) { return applyDirect(a); },
                          [&](const CloseAssaultAction &a) { return applyCloseAssault(a); },
                          [&](const PlaceAction &a) { return applyPlace(a); },
                          [&](const PlaceRestAction &) { return applyPlaceRest(); },
                          [&](const EndPhaseAction &) {
                              if (settingUp())
                                  endSetupTurn();
                              else
                                  endPhase();
                              return QString();
                          },
                      },
                      action);
}

QString Engine::checkEndPhase() const
{
    if (settingUp()) {
        // Every unit with room left is set up first (place_rest does it at once).
        const QStringList left = leftToPlace(decider());
        if (!left.isEmpty())
            return QStringLiteral("%1 unit(s) still to set up: %2")
                .arg(left.size())
                .arg(left.join(QStringLiteral(", ")));
        return {};
    }
    if (phase() == HsPhase::Movement) {
        // Stacking is checked at the end of moving (§3.5); paratroopers that landed
        // over-stacked clear it at their first movement opportunity, this one (§3.2).
        const QList<HexCoord> over = overStackedHexes();
        if (!over.isEmpty()) {
            QStringList labels;
            for (HexCoord h : over)
                labels.append(context.label(h));
            return QStringLiteral("over-stacked in %1: move units out before the movement ends")
                .arg(labels.join(QStringLiteral(", ")));
        }
    }
    if (phase() == HsPhase::CloseAssault) {
        for (const UnitState &u : std::as_const(state.units)) {
            if (u.onMap() && !state.assaultsResolved.contains(u.hex) && isMixedHex(u.hex))
                return QStringLiteral("the close assault in %1 must be fought first")
                    .arg(context.label(u.hex));
        }
    }
    return {};
}

const QList<Action> &Engine::listMoves(const UnitState &u, QList<Action> &built) const
{
    // The cached moves when the cache holds, unless a rule of the scenario filters them
    // further.
    if (const ReachCache::Entry *cached = context.confineRule() ? nullptr : cachedReach(u))
        return cached->moves;
    QHash<HexCoord, ReachableHex> reach = reachable(u);
    // A garrison confined to its board (sc.10) is released by other units, which the
    // reachable search does not follow: its moves are checked one by one.
    if (context.confineRule()) {
        for (auto it = reach.begin(); it != reach.end();) {
            if (checkEffects(MoveAction {u.id, it.value().path}).isEmpty())
                ++it;
            else
                it = reach.erase(it);
        }
    }
    QList<HexCoord> destinations = reach.keys();
    std::sort(destinations.begin(), destinations.end());
    built.clear();
    built.reserve(destinations.size());
    for (HexCoord h : destinations)
        built.append(MoveAction {u.id, reach.value(h).path});
    return built;
}

bool Engine::listsMovesOf(const UnitState &u) const
{
    return !state.gameOver && !settingUp() && phase() == HsPhase::Movement && !state.announced
        && !state.strike && playerOf(u) == decider() && u.status != UnitStatus::Waiting && u.onMap()
        && !playedByNobody(u);
}

QList<Action> Engine::movesOf(const UnitState &u) const
{
    if (!listsMovesOf(u))
        return {};
    buildIndex();
    syncReachCache();
    struct Guard
    {
        const Engine *e;
        ~Guard() { e->dropIndex(); }
    } guard {this};
    QList<Action> built;
    return listMoves(u, built);
}

QList<Action> Engine::legalActions(bool firstChoiceOnly, bool withMoves) const
{
    QList<Action> candidates;
    if (state.gameOver)
        return {};
    buildIndex();
    if (!settingUp() && phase() == HsPhase::Movement && !state.announced && !state.strike)
        syncReachCache();
    // Each unit's moves, built from the rules' reachable hexes (legal by construction), in
    // unit order: the cache's own lists or lists built here, copied into the list once.
    QVarLengthArray<const QList<Action> *, 64> moveLists;
    std::vector<QList<Action>> builtMoves;
    struct Guard
    {
        const Engine *e;
        ~Guard() { e->dropIndex(); }
    } guard {this};
    if (settingUp())
        return firstChoiceOnly ? setupActions().mid(0, 1) : setupActions();
    const int me = decider();
    const HsPhase now = phase();
    auto mine = [&](const UnitState &u) {
        return playerOf(u) == me;
    };

    if (state.announced) {
        // The defender's ECM answer: none, one tank on one unit of the attack, or each tank
        // on a different unit.
        candidates.append(JamAction {});
        QStringList units = ecmTargetsOf(*state.announced);
        JamAction spread;
        for (const QString &tank : ecmTanks(me)) {
            const UnitState *t = unitById(tank);
            for (const QString &id : units) {
                const UnitState *target = unitById(id);
                if (!target || !jammable(*t, *target))
                    continue;
                candidates.append(JamAction {{tank}, {id}});
                if (!spread.tanks.contains(tank) && !spread.targets.contains(id)) {
                    spread.tanks.append(tank);
                    spread.targets.append(id);
                }
            }
        }
        if (spread.tanks.size() > 1)
            candidates.append(spread);
    } else if (state.strike) {
        // Any subset of the CAF units on chosen counters (§3.10): none, the first k units on
        // the first k counters, and each unit alone on each counter.
        const QStringList caf = cafCandidates(me, state.strike->target);
        const QStringList &firers = state.strike->firers;
        candidates.append(AssignCafAction {});
        const int n = std::min(caf.size(), firers.size());
        for (int k = 1; k <= n; ++k)
            candidates.append(AssignCafAction {caf.mid(0, k), firers.mid(0, k)});
        for (const QString &unit : caf) {
            for (const QString &counter : firers) {
                if (unit != caf.first() || counter != firers.first())
                    candidates.append(AssignCafAction {{unit}, {counter}});
            }
        }
        if (n >= 2)
            candidates.append(
                AssignCafAction {caf.mid(caf.size() - n), firers.mid(firers.size() - n)});
    } else if (now == HsPhase::Rally) {
        if (!state.failedRally.isEmpty())
            candidates.append(DesperationRallyAction {state.failedRally});
        for (const UnitState &u : std::as_const(state.units)) {
            if (mine(u) && u.disrupted)
                candidates.append(RallyAction {u.id});
        }
    } else if (now == HsPhase::Paradrop) {
        for (const UnitState &u : std::as_const(state.units)) {
            if (!mine(u) || u.status != UnitStatus::Waiting)
                continue;
            const Reinforcement *r = reinforcementOf(u);
            if (!r || r->entry.kind != Entry::Kind::Paradrop)
                continue;
            const QList<HexCoord> zone = r->entry.zone.isEmpty() ? context.playableHexes()
                                                                 : context.zoneHexes(r->entry.zone);
            for (HexCoord h : zone)
                candidates.append(ParadropAction {u.id, h});
        }
    } else if (now == HsPhase::CounterParadropFire) {
        for (const QString &target : state.landed) {
            for (const UnitState &u : std::as_const(state.units)) {
                if (mine(u))
                    candidates.append(CounterParadropFireAction {u.id, target});
            }
        }
    } else if (now == HsPhase::Movement) {
        for (const UnitState &u : std::as_const(state.units)) {
            if (!mine(u))
                continue;
            if (u.status == UnitStatus::Waiting) {
                for (HexCoord h : entryHexes(u))
                    candidates.append(EnterAction {u.id, h});
                continue;
            }
            if (!u.onMap())
                continue;
            // Candidates their own check would refuse for certain are left out (an exit with
            // no exit condition or by a carried unit, a dismount by a unit neither mounted nor
            // carried, a pick-up with no object in play, an unhook with no gun, a mount by a
            // unit mounted already or with no skimmer side, a boarding of anything but an APC
            // by a unit that does not ride one, a hook-up by a unit that tows no guns of a unit
            // that is no gun): the list stays the same, without the refusals' cost.
            const UnitType *type = context.type(u);
            if (u.carriedBy.isEmpty() && u.towedBy.isEmpty() && exitCondition(u))
                candidates.append(ExitAction {u.id});
            if (u.mounted || !u.carriedBy.isEmpty())
                candidates.append(DismountAction {u.id});
            if (!state.objects.isEmpty())
                candidates.append(PickUpAction {u.id});
            if (!u.towing.isEmpty())
                candidates.append(UnhookAction {u.id});
            if (u.inFortress)
                candidates.append(DemolishFortressAction {u.hex});
            for (const UnitState *o : unitsIn(u.hex)) {
                if (o->id == u.id || !mine(*o))
                    continue;
                const UnitType *other = context.type(*o);
                if (type && other && rules::isApc(*other) && rules::ridesApc(*type))
                    candidates.append(MountAction {u.id, o->id});
                if (type && other && rules::canTowGuns(*type) && rules::isTowable(*other))
                    candidates.append(HookUpAction {u.id, o->id});
            }
            if (!u.mounted && type && rules::isTwoSided(*type))
                candidates.append(MountAction {u.id, {}});
            if (playedByNobody(u))
                continue; // sc.6: the rules move nothing of a side no player runs
            if (!withMoves)
                continue;
            if (builtMoves.empty())
                builtMoves.reserve(size_t(state.units.size())); // no reallocation: listed below
            const QList<Action> &moves = listMoves(u, builtMoves.emplace_back());
            // Whether there is a choice is answered by the first move found.
            if (firstChoiceOnly && !moves.isEmpty())
                return {moves.first()};
            moveLists.append(&moves);
        }
    } else if (now == HsPhase::IndirectFire || now == HsPhase::DirectFire) {
        const bool indirect = now == HsPhase::IndirectFire;
        QList<HexCoord> targets;
        for (const UnitState &u : std::as_const(state.units)) {
            if (u.onMap() && !mine(u) && !targets.contains(u.hex))
                targets.append(u.hex);
        }
        std::sort(targets.begin(), targets.end());
        QList<const UnitState *> firers;
        for (const UnitState &u : std::as_const(state.units)) {
            if (mine(u) && canFireRanged(u)
                && (indirect ? context.firesIndirect(u) : context.firesDirect(u)))
                firers.append(&u);
        }
        for (HexCoord target : targets) {
            QStringList all;
            for (const UnitState *f : firers) {
                if (rules::rangeBand(rules::fireRange(f->hex, target), context.factors(*f).range,
                                     true, context.ruleset())
                    != rules::RangeBand::OutOfRange)
                    all.append(f->id);
            }
            if (all.isEmpty())
                continue;
            if (indirect) {
                for (const UnitState *f : firers) {
                    if (rules::rangeBand(rules::fireRange(f->hex, target),
                                         context.factors(*f).range, true, context.ruleset())
                        == rules::RangeBand::OutOfRange)
                        continue;
                    if (!lineOfSight(f->hex, target)) {
                        // Someone else of the player may see it.
                        for (const UnitState &o : std::as_const(state.units)) {
                            if (mine(o) && o.onMap() && !o.jammed && lineOfSight(o.hex, target)) {
                                candidates.append(
                                    IndirectFireAction {{f->id}, target, o.id, false});
                                break;
                            }
                        }
                    } else {
                        candidates.append(IndirectFireAction {{f->id}, target, {}, false});
                        candidates.append(IndirectFireAction {{f->id}, target, {}, true});
                    }
                }
                QString observer;
                for (const UnitState &o : std::as_const(state.units)) {
                    if (mine(o) && o.onMap() && !o.jammed && lineOfSight(o.hex, target)) {
                        observer = o.id;
                        break;
                    }
                }
                candidates.append(IndirectFireAction {all, target, observer, false});
            } else {
                QStringList enemies;
                for (const UnitState *t : hitUnitsIn(target)) {
                    if (!mine(*t))
                        enemies.append(t->id);
                }
                QStringList combined;
                for (const UnitState *f : firers) {
                    if (!all.contains(f->id) || !lineOfSight(f->hex, target))
                        continue;
                    if (!f->jammed)
                        combined.append(f->id);
                    const bool gas = f->options.contains(QLatin1String("gas"));
                    for (const QString &t : enemies) {
                        candidates.append(DirectFireAction {{f->id}, target, {t}});
                        if (gas) // §3.12: gas may be fired direct as well
                            candidates.append(DirectFireAction {{f->id}, target, {t}, true});
                    }
                }
                if (!combined.isEmpty() && !enemies.isEmpty())
                    candidates.append(DirectFireAction {combined, target, enemies});
            }
            // Whether there is a choice is answered by the first legal attack, target by
            // target (the list below checks them in this order too).
            if (firstChoiceOnly) {
                for (const Action &a : std::as_const(candidates)) {
                    if (check(a).isEmpty())
                        return {a};
                }
                candidates.clear();
            }
        }
    } else if (now == HsPhase::CloseAssault) {
        QList<HexCoord> hexes;
        for (const UnitState &u : std::as_const(state.units)) {
            if (u.onMap() && !hexes.contains(u.hex) && isMixedHex(u.hex))
                hexes.append(u.hex);
        }
        std::sort(hexes.begin(), hexes.end());
        for (HexCoord h : hexes) {
            // The default grouping, and each unit alone against every enemy there.
            const QList<AssaultGroup> groups = defaultAssaultGroups(h);
            candidates.append(CloseAssaultAction {h, groups});
            QList<AssaultGroup> alone;
            for (const AssaultGroup &g : groups) {
                for (const QString &id : g.attackers)
                    alone.append({{id}, g.targets});
            }
            if (alone != groups)
                candidates.append(CloseAssaultAction {h, alone});
        }
    }
    QList<Action> legal;
    qsizetype moveCount = 0;
    for (const QList<Action> *list : moveLists)
        moveCount += list->size();
    legal.reserve(candidates.size() + moveCount + 1);
    for (const Action &a : candidates) {
        if (check(a).isEmpty()) {
            legal.append(a);
            if (firstChoiceOnly)
                return legal;
        }
    }
    for (const QList<Action> *list : moveLists)
        legal.append(*list);
    if (!firstChoiceOnly && check(EndPhaseAction {}).isEmpty())
        legal.append(EndPhaseAction {});
    return legal;
}

} // namespace hexwright
