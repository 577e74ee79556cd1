// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Which actions the deciding player has: candidates per phase, each kept only if check()
// accepts it, so that the list and apply() can never disagree.

#include "play/engine.h"

#include <algorithm>

namespace hexwright {

namespace {

template<class... Ts> struct Overloaded : Ts...
{
    using Ts::operator()...;
};
template<class... Ts> Overloaded(Ts...) -> Overloaded<Ts...>;

const char *phaseOf(const Action &a)
{
    return std::visit(Overloaded {
                          [](const RallyAction &) { return "rally"; },
                          [](const DesperationRallyAction &) { return "rally"; },
                          [](const ParadropAction &) { return "paradrop"; },
                          [](const CounterParadropFireAction &) { return "counter_paradrop_fire"; },
                          [](const IndirectFireAction &) { return "indirect_fire"; },
                          [](const AssignCafAction &) { return "indirect_fire"; },
                          [](const DirectFireAction &) { return "direct_fire"; },
                          [](const JamAction &) { return ""; },
                          [](const CloseAssaultAction &) { return "close_assault"; },
                          [](const EndPhaseAction &) { return ""; },
                          [](const auto &) { return "movement"; },
                      },
                      a);
}

/// The hexes entered on the way to @p to (the start left out).
QList<HexCoord> pathFrom(const rules::Reachability &reach, HexCoord to, HexCoord start)
{
    QList<HexCoord> path = reach.pathTo(to);
    if (!path.isEmpty() && path.first() == start)
        path.removeFirst();
    return path;
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
    if (s.gameOver)
        return QStringLiteral("the game is over");
    if (s.strike && !std::holds_alternative<AssignCafAction>(action))
        return QStringLiteral("a strike waits for counter-artillery fire");
    if (!s.strike && std::holds_alternative<AssignCafAction>(action))
        return QStringLiteral("no strike waits for counter-artillery fire");
    const QString wanted = QLatin1String(phaseOf(action));
    if (std::holds_alternative<JamAction>(action)) {
        if (phase().id != QLatin1String("indirect_fire")
            && phase().id != QLatin1String("direct_fire"))
            return QStringLiteral("jamming is announced in the fire phases");
    } else if (!wanted.isEmpty() && wanted != phase().id) {
        return QStringLiteral("%1 belongs to the %2 phase, not %3")
            .arg(actionKind(action), wanted, phase().id);
    }
    return {};
}

QString Engine::check(const Action &action) const
{
    if (const QString why = checkPhase(action); !why.isEmpty())
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
                          [&](const EndPhaseAction &) { return checkEndPhase(); },
                      },
                      action);
}

QString Engine::apply(const Action &action)
{
    if (const QString why = check(action); !why.isEmpty())
        return why;
    if (!std::holds_alternative<DesperationRallyAction>(action))
        s.failedRally.clear(); // the desperation roll comes at once or never
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
                          [&](const EndPhaseAction &) {
                              endPhase();
                              return QString();
                          },
                      },
                      action);
}

QString Engine::checkEndPhase() const
{
    if (phase().id == QLatin1String("close_assault")) {
        for (const UnitState &u : s.units) {
            if (u.onMap() && !s.assaultsResolved.contains(u.hex) && isMixedHex(u.hex))
                return QStringLiteral("the close assault in %1 must be fought first")
                    .arg(c.label(u.hex));
        }
    }
    return {};
}

QList<Action> Engine::legalActions(bool firstChoiceOnly) const
{
    QList<Action> candidates;
    if (s.gameOver)
        return {};
    buildIndex();
    QList<Action> moves; // built from the rules' reachable hexes: legal by construction
    struct Guard
    {
        const Engine *e;
        ~Guard() { e->dropIndex(); }
    } guard {this};
    const int me = decider();
    const QString phaseId = phase().id;
    auto mine = [&](const UnitState &u) {
        return playerOf(u) == me;
    };

    if (s.strike) {
        const QStringList caf = cafCandidates(me, s.strike->target);
        candidates.append(AssignCafAction {});
        const int n = std::min(caf.size(), s.strike->firers.size());
        for (int k = 1; k <= n; ++k)
            candidates.append(AssignCafAction {caf.mid(0, k), s.strike->firers.mid(0, k)});
    } else if (phaseId == QLatin1String("rally")) {
        if (!s.failedRally.isEmpty())
            candidates.append(DesperationRallyAction {s.failedRally});
        for (const UnitState &u : s.units) {
            if (mine(u) && u.disrupted)
                candidates.append(RallyAction {u.id});
        }
    } else if (phaseId == QLatin1String("paradrop")) {
        for (const UnitState &u : s.units) {
            if (!mine(u) || u.status != UnitStatus::Waiting)
                continue;
            const Reinforcement *r = reinforcementOf(u);
            if (!r || r->entry.kind != Entry::Kind::Paradrop)
                continue;
            const QList<HexCoord> zone
                = r->entry.zone.isEmpty() ? c.playableHexes() : c.zoneHexes(r->entry.zone);
            for (HexCoord h : zone)
                candidates.append(ParadropAction {u.id, h});
        }
    } else if (phaseId == QLatin1String("counter_paradrop_fire")) {
        for (const QString &target : s.landed) {
            for (const UnitState &u : s.units) {
                if (mine(u))
                    candidates.append(CounterParadropFireAction {u.id, target});
            }
        }
    } else if (phaseId == QLatin1String("movement")) {
        for (const UnitState &u : s.units) {
            if (!mine(u))
                continue;
            if (u.status == UnitStatus::Waiting) {
                for (HexCoord h : entryHexes(u))
                    candidates.append(EnterAction {u.id, h});
                continue;
            }
            if (!u.onMap())
                continue;
            candidates.append(ExitAction {u.id});
            candidates.append(DismountAction {u.id});
            candidates.append(PickUpAction {u.id});
            candidates.append(UnhookAction {u.id});
            if (u.inFortress)
                candidates.append(DemolishFortressAction {u.hex});
            for (const UnitState *o : unitsIn(u.hex)) {
                if (o->id == u.id || !mine(*o))
                    continue;
                candidates.append(MountAction {u.id, o->id});
                candidates.append(HookUpAction {u.id, o->id});
            }
            candidates.append(MountAction {u.id, {}});
            if (u.mf <= 0 && (u.moved || printedMovement(u) <= 0) && availableMf(u) <= 0)
                continue;
            const UnitType *type = c.type(u);
            if (!type || !u.carriedBy.isEmpty() || !u.towedBy.isEmpty())
                continue;
            rules::MoveRequest request;
            request.start = u.hex;
            request.movementFactors = availableMf(u);
            request.mover = moverOf(u);
            const rules::Reachability reach = rules::reachableHexes(
                *s.field, request, [&](HexCoord h) { return occupancyFor(u, h); }, c.choices());
            QList<HexCoord> destinations = reach.hexes.keys();
            std::sort(destinations.begin(), destinations.end());
            QStringList moving {u.id};
            if (!u.carrying.isEmpty())
                moving.append(u.carrying);
            if (!u.towing.isEmpty())
                moving.append(u.towing);
            // The rules' search already applied costs, prohibitions and stops; what is left
            // is the engine's: the one-hex minimum only before moving, and stacking.
            for (HexCoord h : destinations) {
                if (reach.hexes.value(h).minimumMove && u.moved)
                    continue;
                if (!s.demolished.isEmpty()) {
                    // The rules' search knows nothing of demolished fortresses (§3.18).
                    if (!checkMove(MoveAction {u.id, pathFrom(reach, h, u.hex)}).isEmpty())
                        continue;
                }
                if (!stackingAllows(h, u, moving))
                    continue;
                moves.append(MoveAction {u.id, pathFrom(reach, h, u.hex)});
            }
        }
    } else if (phaseId == QLatin1String("indirect_fire")
               || phaseId == QLatin1String("direct_fire")) {
        const bool indirect = phaseId == QLatin1String("indirect_fire");
        QList<HexCoord> targets;
        for (const UnitState &u : s.units) {
            if (u.onMap() && !mine(u) && !targets.contains(u.hex))
                targets.append(u.hex);
        }
        std::sort(targets.begin(), targets.end());
        QList<const UnitState *> firers;
        for (const UnitState &u : s.units) {
            if (mine(u) && canFireRanged(u) && (indirect ? c.firesIndirect(u) : c.firesDirect(u)))
                firers.append(&u);
        }
        for (const UnitState &u : s.units) {
            if (!mine(u) || !u.options.contains(QLatin1String("ecm")))
                continue;
            for (const UnitState &t : s.units) {
                if (t.onMap() && !mine(t) && !t.jammed && !c.isMercenary(t.colour)
                    && c.isEnemy(u, t))
                    candidates.append(JamAction {u.id, t.id});
            }
        }
        for (HexCoord target : targets) {
            QStringList all;
            for (const UnitState *f : firers) {
                if (rules::rangeBand(rules::fireRange(f->hex, target), c.factors(*f).range, true,
                                     c.ruleset())
                    != rules::RangeBand::OutOfRange)
                    all.append(f->id);
            }
            if (all.isEmpty())
                continue;
            if (indirect) {
                for (const UnitState *f : firers) {
                    if (rules::rangeBand(rules::fireRange(f->hex, target), c.factors(*f).range,
                                         true, c.ruleset())
                        == rules::RangeBand::OutOfRange)
                        continue;
                    if (!lineOfSight(f->hex, target)) {
                        // Someone else of the player may see it.
                        for (const UnitState &o : s.units) {
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
                for (const UnitState &o : s.units) {
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
                    for (const QString &t : enemies)
                        candidates.append(DirectFireAction {{f->id}, target, {t}});
                }
                if (!combined.isEmpty() && !enemies.isEmpty())
                    candidates.append(DirectFireAction {combined, target, enemies});
            }
        }
    } else if (phaseId == QLatin1String("close_assault")) {
        QList<HexCoord> hexes;
        for (const UnitState &u : s.units) {
            if (u.onMap() && !hexes.contains(u.hex) && isMixedHex(u.hex))
                hexes.append(u.hex);
        }
        std::sort(hexes.begin(), hexes.end());
        for (HexCoord h : hexes)
            candidates.append(CloseAssaultAction {h});
    }
    QList<Action> legal;
    if (firstChoiceOnly && !moves.isEmpty())
        return {moves.first()};
    for (const Action &a : candidates) {
        if (check(a).isEmpty()) {
            legal.append(a);
            if (firstChoiceOnly)
                return legal;
        }
    }
    legal.append(moves);
    if (!firstChoiceOnly && check(EndPhaseAction {}).isEmpty())
        legal.append(EndPhaseAction {});
    return legal;
}

} // namespace hexwright
