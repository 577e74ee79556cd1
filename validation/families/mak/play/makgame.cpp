// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makgame.h"

#include "engine/playlog.h"
#include "families/mak/rules/makcombat.h"
#include "families/mak/rules/maklos.h"
#include "families/mak/rules/makmove.h"

#include <QJsonArray>

#include <algorithm>
#include <cstdlib>

namespace hexwright {

using namespace makrules;

namespace {

constexpr int MaxUndoSteps = 200;

QString statusName(MakUnitState::Status status)
{
    switch (status) {
    case MakUnitState::Status::Waiting:
        return QStringLiteral("waiting");
    case MakUnitState::Status::OnMap:
        return QStringLiteral("on_map");
    case MakUnitState::Status::Eliminated:
        return QStringLiteral("eliminated");
    }
    return {};
}

} // namespace

double chanceAtOrUnder(int target)
{
    int ways = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b)
            ways += a + b <= target ? 1 : 0;
    }
    return ways / 36.0;
}

/// The rules applied to one state: queries (const), and with dice and a log, changes.
class MakGame::Engine
{
public:
    Engine(const MakGameContext &context, MakGameState &state, Dice *dice, QList<QJsonObject> *log)
        : c(context)
        , s(state)
        , m_dice(dice)
        , m_log(log)
        , m_flushed(dice ? dice->count() : 0)
    { }

    // --- the log ---------------------------------------------------------------------------
    void flushRolls()
    {
        if (!m_dice || !m_log)
            return;
        for (; m_flushed < m_dice->count(); ++m_flushed) {
            QJsonObject line = m_dice->rolls().at(m_flushed).toJson();
            line.insert(QStringLiteral("n"), m_flushed + 1);
            m_log->append(line);
        }
    }
    void note(const QJsonObject &line)
    {
        flushRolls();
        if (m_log)
            m_log->append(line);
    }
    DieRoll &roll(int count, const QString &purpose, const QJsonObject &inputs)
    {
        flushRolls();
        DieRoll &r = m_dice->roll(count, purpose, inputs);
        r.turn = s.turn;
        r.player = c.players().value(decider()).name;
        return r;
    }
    int lastRoll() const { return m_dice ? m_dice->count() : 0; }

    // --- who and what ---------------------------------------------------------------------
    int decider() const
    {
        if (s.over)
            return s.player;
        return s.defensive ? 1 - s.player : s.player;
    }
    int enemyOf(int player) const { return 1 - player; }
    QList<const MakUnitState *> onMap(int player) const
    {
        QList<const MakUnitState *> out;
        for (const MakUnitState &u : s.units) {
            if (u.onMap() && (player < 0 || u.player == player))
                out.append(&u);
        }
        return out;
    }
    QStringList unitsIn(OffsetCoord hex, int player) const
    {
        QStringList out;
        for (const MakUnitState &u : s.units) {
            if (u.onMap() && u.hex == hex && (player < 0 || u.player == player))
                out.append(u.id);
        }
        return out;
    }
    int stackPointsIn(OffsetCoord hex, int player) const
    {
        int sp = 0;
        for (const QString &id : unitsIn(hex, player))
            sp += c.piece(id).stackPoints;
        return sp;
    }
    bool contested(OffsetCoord hex) const
    {
        return !unitsIn(hex, 0).isEmpty() && !unitsIn(hex, 1).isEmpty();
    }
    /// Whether @p u may attack at all: on the map, not disarmed, morale unbroken [5.1.2, 14.3].
    bool mayAttack(const MakUnitState &u) const
    {
        return u.onMap() && !u.disarmed && !u.moraleBroken;
    }
    bool weaponUsable(const MakUnitState &u, int w, bool defensive) const
    {
        if (w < 0 || w >= u.weapons.size())
            return false;
        const MakWeaponState &ws = u.weapons.at(w);
        if (ws.broken || ws.rounds == 0)
            return false;
        const MakWeaponType *type = c.rules().weaponType(c.piece(u.id).weapons.at(w).type);
        int limit = type ? type->perPhase : 0;
        if (defensive && type && type->perPhaseDefensive > 0)
            limit = type->perPhaseDefensive;
        return limit == 0 || ws.firedThisPhase < limit;
    }
    bool hasUsableWeapon(const MakUnitState &u, bool defensive) const
    {
        for (int w = 0; w < u.weapons.size(); ++w) {
            if (weaponUsable(u, w, defensive))
                return true;
        }
        return false;
    }
    int bestAttack(const MakUnitState &u) const
    {
        int best = 0;
        for (const MakWeapon &w : c.piece(u.id).weapons)
            best = std::max(best, w.attack);
        return best;
    }

    QStringList pinnedIn(OffsetCoord hex) const
    {
        QList<MakCqcUnit> phasing;
        for (const QString &id : unitsIn(hex, s.player)) {
            const MakUnitState &u = *s.unit(id);
            phasing.append({id, u.immobilized, mayAttack(u) && hasUsableWeapon(u, false)});
        }
        QStringList enemies = unitsIn(hex, enemyOf(s.player));
        // The phase player pins the strongest first.
        std::stable_sort(enemies.begin(), enemies.end(),
                         [this](const QString &a, const QString &b) {
                             return bestAttack(*s.unit(a)) > bestAttack(*s.unit(b));
                         });
        return pinnedUnits(phasing, enemies);
    }

    MakSight sight(const MakUnitState &from, OffsetCoord fromHex, const MakUnitState &to) const
    {
        MakSightSpec spec;
        spec.from = fromHex;
        spec.to = to.hex;
        spec.viewerClass = c.piece(from.id).unitClass;
        spec.targetClass = c.piece(to.id).unitClass;
        spec.heightRule = c.option(QStringLiteral("height_one_terrain"));
        return lineOfSight(c.ruleset(), c.board(), spec);
    }

    /// A spotter for an indirect attack by @p attacker at @p target [5.5.1]: a unit of its
    /// side that sees the target, has made no offensive attack and used at most half its
    /// movement points; the first in unit order.
    const MakUnitState *spotterFor(const MakUnitState &attacker, const MakUnitState &target) const
    {
        for (const MakUnitState *u : onMap(attacker.player)) {
            if (u->id == attacker.id || u->attacked || u->moraleBroken)
                continue;
            const double half = c.piece(u->id).movement / 2.0;
            if (c.piece(u->id).movement - u->mpLeft > half + 1e-9)
                continue;
            if (sight(*u, u->hex, target).visible)
                return u;
        }
        return nullptr;
    }

    std::optional<MakAttackPreview> preview(const QString &attackerId, int w,
                                            const QString &targetId, bool defensive,
                                            QString *why) const
    {
        auto fail = [why](const QString &text) {
            if (why)
                *why = text;
            return std::nullopt;
        };
        const MakUnitState *a = s.unit(attackerId);
        const MakUnitState *t = s.unit(targetId);
        if (!a || !t || !a->onMap() || !t->onMap())
            return fail(QStringLiteral("both units must be on the map"));
        if (a->player == t->player)
            return fail(QStringLiteral("a unit attacks only the enemy"));
        const MakPiece &ap = c.piece(a->id);
        const MakPiece &tp = c.piece(t->id);
        const int hexes = c.distance(a->hex, t->hex);
        MakAttackPreview p;
        MakAttackSpec spec;
        spec.hexes = std::max(1, hexes);
        spec.defence = tp.defence;
        if (const MakPilot *pilot = c.pilot(a->id))
            spec.pilotAttack = pilot->attack;
        if (const MakPilot *pilot = c.pilot(t->id))
            spec.pilotDefence = pilot->defence;
        spec.targetTerrain = c.terrainId(t->hex);
        spec.targetTypeI = tp.unitClass == QLatin1String("I");
        spec.targetImmobilized = t->immobilized;
        if (w < 0) {
            // [9.5] Unarmed: Type I units in close quarters only; to-hit always 4.
            if (ap.unitClass != QLatin1String("I") || a->moraleBroken)
                return fail(QStringLiteral("only a Type I unit fights unarmed"));
            if (hexes != 0)
                return fail(QStringLiteral("an unarmed attack is made in the unit's own hex"));
            p.target = attackTarget(c.ruleset(), spec);
            p.chance = chanceAtOrUnder(p.target.target);
            return p;
        }
        if (!mayAttack(*a))
            return fail(a->disarmed ? QStringLiteral("its armament is disabled")
                                    : QStringLiteral("its morale is broken"));
        if (!weaponUsable(*a, w, defensive))
            return fail(QStringLiteral("the weapon is spent, broken or fired enough this phase"));
        const MakWeapon &weapon = ap.weapons.at(w);
        spec.weapon = &weapon;
        if (hexes > weapon.range || weapon.attackAt(std::max(1, hexes)) < 0)
            return fail(
                QStringLiteral("out of range (%1 hexes, range %2)").arg(hexes).arg(weapon.range));
        // [5.1.4] No attack into a hex holding own units from outside it.
        if (hexes > 0 && !unitsIn(t->hex, a->player).isEmpty())
            return fail(QStringLiteral("the target's hex holds own units"));
        // [9.4] A pinned unit fires only into its own hex.
        if (hexes > 0 && contested(a->hex) && a->player != s.player
            && pinnedIn(a->hex).contains(a->id))
            return fail(QStringLiteral("it is pinned in close quarters combat"));
        if (hexes > 0 && contested(a->hex) && a->player == s.player)
            return fail(QStringLiteral("a unit in close quarters combat fights in its hex"));
        if (weapon.indirect) {
            // [5.5.4] Never where the blast would reach own units.
            QList<OffsetCoord> blast = c.neighbours(t->hex);
            blast.append(t->hex);
            for (OffsetCoord h : blast) {
                if (!unitsIn(h, a->player).isEmpty())
                    return fail(QStringLiteral("own units are within the blast"));
            }
        }
        const MakSight direct = sight(*a, a->hex, *t);
        if (direct.visible) {
            spec.hexsidesCrossed = direct.hexsidesCrossed;
        } else if (weapon.indirect && !defensive) {
            const MakUnitState *spotter = spotterFor(*a, *t);
            if (!spotter)
                return fail(
                    QStringLiteral("no line of sight (%1) and no spotter").arg(direct.blockedBy));
            p.indirect = true;
            p.spotter = spotter->id;
            spec.indirect = true;
            spec.hexsidesCrossed = direct.hexsidesCrossed;
        } else {
            return fail(QStringLiteral("no line of sight (%1)").arg(direct.blockedBy));
        }
        spec.smokeRule = c.option(QStringLiteral("smoke_modifier"));
        // [19.3] At night, a manned attacker (not an unmanned unit) takes the darkness.
        spec.night = c.night()
            && !c.ruleset().findUnitType(a->type)->abilities.contains(QStringLiteral("unmanned"));
        // [12.3] A target under its side's defensive position marker.
        for (const MakPosition &position : c.positions()) {
            if (position.hex == t->hex
                && (position.colour.isEmpty() || position.colour == c.colourOf(t->id)))
                spec.defensivePosition = position.modifier;
        }
        p.target = attackTarget(c.ruleset(), spec);
        p.chance = chanceAtOrUnder(p.target.target);
        return p;
    }

    // --- legal actions --------------------------------------------------------------------
    QString moveRefusal(const MakPlay &p, bool assault) const
    {
        if (p.units.isEmpty())
            return QStringLiteral("no units");
        const MakUnitState *first = s.unit(p.units.first());
        if (!first || !first->onMap())
            return QStringLiteral("%1 is not on the map").arg(p.units.first());
        const OffsetCoord from = first->hex;
        if (c.distance(from, p.to) != 1 || !c.map().isPlayable(p.to))
            return QStringLiteral("a move is to an adjacent hex of the map");
        const bool enemy = !unitsIn(p.to, enemyOf(s.player)).isEmpty();
        if (enemy != assault)
            return assault ? QStringLiteral("there is no enemy to assault there")
                           : QStringLiteral("entering an enemy hex is an assault [9.0]");
        int sp = 0;
        QStringList sorted;
        for (const MakUnitState &u : s.units) {
            if (p.units.contains(u.id))
                sorted.append(u.id);
        }
        if (sorted != p.units)
            return QStringLiteral("the units are named once each, in unit order");
        for (const QString &id : p.units) {
            const MakUnitState *u = s.unit(id);
            if (!u || !u->onMap() || u->player != s.player)
                return QStringLiteral("%1 is not the phase player's unit on the map").arg(id);
            if (u->hex != from)
                return QStringLiteral("a stack moves from one hex");
            if (u->attacked)
                return QStringLiteral("%1 has made its offensive attack [5.3]").arg(id);
            if (u->immobilized)
                return QStringLiteral("%1 is immobilized").arg(id);
            const MakPiece &piece = c.piece(id);
            if (assault && piece.vehicle)
                return QStringLiteral("vehicles do not enter close quarters combat [13.2]");
            const MakStepCost step
                = stepCost(c.ruleset(), c.board(), from, p.to, piece.movementClass);
            if (!step.allowed)
                return step.why;
            if (step.cost > u->mpLeft + 1e-9)
                return QStringLiteral("%1 has %2 MP, the hex costs %3")
                    .arg(id)
                    .arg(u->mpLeft)
                    .arg(step.cost);
            if (u->moraleBroken) {
                if (assault)
                    return QStringLiteral("broken infantry does not assault");
                int before = 99;
                int after = 99;
                for (const MakUnitState *e : onMap(enemyOf(s.player))) {
                    before = std::min(before, c.distance(from, e->hex));
                    after = std::min(after, c.distance(p.to, e->hex));
                }
                if (after <= before)
                    return QStringLiteral("broken infantry only moves away from the enemy [14.3]");
            }
            sp += piece.stackPoints;
        }
        // Stacking is kept while moving too (the book checks it at the end of the phase).
        const int limit = assault ? c.rules().modifier(QStringLiteral("cqc_stack_points"))
                                  : c.rules().stackLimit;
        if (stackPointsIn(p.to, s.player) + sp > limit)
            return QStringLiteral("more than %1 stacking points in the hex [8.1]").arg(limit);
        return {};
    }

    QString check(const MakPlay &p) const
    {
        if (s.over)
            return QStringLiteral("the game is over");
        if (s.defensive) {
            if (p.kind == QLatin1String("end_phase"))
                return {}; // the window closes: no more defensive fire

            if (p.kind != QLatin1String("defensive_fire") || p.weapon < 0)
                return QStringLiteral("a defensive window is open: fire or pass");
            bool listed = false;
            for (const MakShot &shot : s.defensive->shots)
                listed = listed || (shot.firer == p.unit && shot.target == p.target);
            if (!listed || s.defensive->fired.contains(p.unit))
                return QStringLiteral("%1 may not fire at %2 now").arg(p.unit, p.target);
            QString why;
            return preview(p.unit, p.weapon, p.target, true, &why) ? QString() : why;
        }
        if (p.kind == QLatin1String("end_phase"))
            return {};
        if (p.kind == QLatin1String("move"))
            return moveRefusal(p, false);
        if (p.kind == QLatin1String("assault"))
            return moveRefusal(p, true);
        if (p.kind == QLatin1String("attack")) {
            const MakUnitState *a = s.unit(p.unit);
            if (!a || a->player != s.player)
                return QStringLiteral("%1 is not the phase player's unit").arg(p.unit);
            if (a->attacked)
                return QStringLiteral("%1 has made its offensive attack").arg(p.unit);
            if (a->moved && !a->closeQuarters)
                return QStringLiteral("%1 has moved this phase [5.3]").arg(p.unit);
            const MakUnitState *t = s.unit(p.target);
            if (a->closeQuarters && t && t->hex != a->hex)
                return QStringLiteral("%1 fights in the hex it entered").arg(p.unit);
            QString why;
            return preview(p.unit, p.weapon, p.target, false, &why) ? QString() : why;
        }
        return QStringLiteral("%1 is not an action now").arg(p.kind);
    }

    QList<MakPlay> legal() const
    {
        QList<MakPlay> out;
        if (s.over)
            return out;
        if (s.defensive) {
            MakPlay pass;
            pass.kind = QStringLiteral("end_phase");
            out.append(pass);
            for (const MakShot &shot : s.defensive->shots) {
                if (s.defensive->fired.contains(shot.firer))
                    continue;
                const MakUnitState *f = s.unit(shot.firer);
                for (int w = 0; f && w < f->weapons.size(); ++w) {
                    MakPlay p {
                        QStringLiteral("defensive_fire"), {}, shot.firer, w, shot.target, {}};
                    if (preview(p.unit, w, p.target, true, nullptr))
                        out.append(p);
                }
            }
            return out;
        }
        MakPlay end;
        end.kind = QStringLiteral("end_phase");
        out.append(end);
        QList<OffsetCoord> stacksDone;
        for (const MakUnitState *u : onMap(s.player)) {
            // Attacks.
            if (!u->attacked && (!u->moved || u->closeQuarters)) {
                for (const MakUnitState *t : onMap(enemyOf(s.player))) {
                    if (u->closeQuarters && t->hex != u->hex)
                        continue;
                    for (int w = -1; w < u->weapons.size(); ++w) {
                        MakPlay p {QStringLiteral("attack"), {}, u->id, w, t->id, {}};
                        if (preview(u->id, w, t->id, false, nullptr))
                            out.append(p);
                    }
                }
            }
            // Moves and assaults, of the unit alone and of its hex's stack.
            QList<QStringList> groups {{u->id}};
            if (!stacksDone.contains(u->hex)) {
                stacksDone.append(u->hex);
                QStringList stack;
                for (const QString &id : unitsIn(u->hex, s.player)) {
                    const MakUnitState *m = s.unit(id);
                    if (!m->attacked && !m->immobilized && m->mpLeft > 0)
                        stack.append(id);
                }
                if (stack.size() > 1)
                    groups.append(stack);
            }
            if (u->attacked || u->immobilized || u->mpLeft <= 0)
                continue;
            for (const QStringList &group : groups) {
                for (OffsetCoord n : c.neighbours(u->hex)) {
                    for (const char *kind : {"move", "assault"}) {
                        MakPlay p {QLatin1String(kind), group, {}, 0, {}, n};
                        if (moveRefusal(p, p.kind == QLatin1String("assault")).isEmpty())
                            out.append(p);
                    }
                }
            }
        }
        return out;
    }

    // --- changes --------------------------------------------------------------------------
    QString apply(const MakPlay &p)
    {
        if (const QString why = check(p); !why.isEmpty())
            return why;
        if (p.kind == QLatin1String("end_phase") && s.defensive) {
            closeWindow();
        } else if (p.kind == QLatin1String("end_phase")) {
            endPhase();
        } else if (p.kind == QLatin1String("move")) {
            move(p);
        } else if (p.kind == QLatin1String("assault")) {
            assault(p);
        } else if (p.kind == QLatin1String("attack")) {
            attack(p, false);
        } else if (p.kind == QLatin1String("defensive_fire")) {
            s.defensive->fired.append(p.unit);
            attack(p, true);
            closeWindowIfDone();
        }
        checkGameOver();
        flushRolls();
        return {};
    }

    void move(const MakPlay &p)
    {
        double least = 1e9;
        for (const QString &id : p.units) {
            MakUnitState &u = *s.unit(id);
            const MakStepCost step
                = stepCost(c.ruleset(), c.board(), u.hex, p.to, c.piece(id).movementClass);
            u.mpLeft -= step.cost;
            u.hex = p.to;
            u.moved = true;
            least = std::min(least, u.mpLeft);
        }
        // [7.2.5] A stack moves at its slowest: together, none has more left than the least.
        for (const QString &id : p.units)
            s.unit(id)->mpLeft = std::max(0.0, least);
        openEnteredWindow(p.units, p.to);
    }

    /// [5.4] (3) An enemy entered a hex adjacent to the anti-phase player's units.
    void openEnteredWindow(const QStringList &movers, OffsetCoord to)
    {
        MakDefensiveWindow window;
        window.trigger = triggerId(MakTrigger::EnemyEntersAdjacent);
        MakDefensiveEvent event;
        event.kind = MakDefensiveEvent::Kind::Entered;
        for (const MakUnitState *f : onMap(enemyOf(s.player))) {
            if (!defensiveTrigger(event, false, false, c.distance(f->hex, to)))
                continue;
            for (const QString &m : movers)
                window.shots.append({f->id, m});
        }
        openWindow(window);
    }

    void assault(const MakPlay &p)
    {
        for (const QString &id : p.units) {
            MakUnitState &u = *s.unit(id);
            u.mpLeft
                -= stepCost(c.ruleset(), c.board(), u.hex, p.to, c.piece(id).movementClass).cost;
            u.moved = true;
        }
        // [9.2] The defenders in the hex may fire at each unit joining, while it is adjacent.
        MakDefensiveWindow window;
        window.trigger = QStringLiteral("close_quarters");
        for (const QString &d : unitsIn(p.to, enemyOf(s.player))) {
            for (const QString &m : p.units)
                window.shots.append({d, m});
        }
        window.entering = p.units;
        window.enteringHex = p.to;
        openWindow(window);
    }

    void openWindow(MakDefensiveWindow window)
    {
        // Only the shots that may be fired now.
        QList<MakShot> shots;
        for (const MakShot &shot : window.shots) {
            const MakUnitState *f = s.unit(shot.firer);
            for (int w = 0; f && w < f->weapons.size(); ++w) {
                if (preview(shot.firer, w, shot.target, true, nullptr)) {
                    shots.append(shot);
                    break;
                }
            }
        }
        window.shots = shots;
        if (shots.isEmpty()) {
            s.defensive = window;
            closeWindow();
            return;
        }
        QJsonArray firers;
        QStringList seen;
        for (const MakShot &shot : shots) {
            if (!seen.contains(shot.firer)) {
                seen.append(shot.firer);
                firers.append(shot.firer);
            }
        }
        note({{QStringLiteral("type"), QStringLiteral("defensive")},
              {QStringLiteral("trigger"), window.trigger},
              {QStringLiteral("firers"), firers}});
        s.defensive = window;
    }

    void closeWindowIfDone()
    {
        if (!s.defensive)
            return;
        for (const MakPlay &p : legal()) {
            if (p.kind == QLatin1String("defensive_fire"))
                return;
        }
        closeWindow();
    }

    void closeWindow()
    {
        if (!s.defensive)
            return;
        const MakDefensiveWindow window = *s.defensive;
        s.defensive.reset();
        if (!window.enteringHex)
            return;
        // [9.2] The survivors enter and fight; an immobilized one stays outside.
        QStringList entered;
        for (const QString &id : window.entering) {
            MakUnitState *u = s.unit(id);
            if (!u || !u->onMap() || u->immobilized)
                continue;
            u->hex = *window.enteringHex;
            u->mpLeft = 0;
            u->closeQuarters = true;
            entered.append(id);
        }
        note({{QStringLiteral("type"), QStringLiteral("close_quarters")},
              {QStringLiteral("hex"), c.label(*window.enteringHex)},
              {QStringLiteral("entered"), QJsonArray::fromStringList(entered)}});
    }

    /// The result of a hit on @p t: the endurance roll under its durability [5.1.2].
    void resolveHit(MakUnitState &t, int hitRoll, int enduranceModifier, int hitRollNumber)
    {
        const MakPiece &tp = c.piece(t.id);
        const QString naturalTwo = c.option(QStringLiteral("natural_two"));
        QString result;
        int rollNumber = hitRollNumber;
        if (naturalTwo != QLatin1String("endurance_roll") && hitRoll == 2) {
            result = QStringLiteral("D");
        } else {
            DieRoll &r = roll(2, QStringLiteral("endurance"),
                              {{QStringLiteral("unit"), t.id},
                               {QStringLiteral("durability"), tp.durability},
                               {QStringLiteral("modifier"), enduranceModifier}});
            result
                = hitResult(c.ruleset(), tp.durability, 12, r.total, enduranceModifier, naturalTwo);
            m_dice->setResult(result);
            rollNumber = lastRoll();
        }
        note({{QStringLiteral("type"), QStringLiteral("result")},
              {QStringLiteral("unit"), t.id},
              {QStringLiteral("result"), result},
              {QStringLiteral("roll"), rollNumber}});
        applyResult(t, result, rollNumber);
    }

    void applyResult(MakUnitState &t, const QString &result, int rollNumber)
    {
        const int scorer = enemyOf(t.player);
        auto score = [&] {
            if (t.scored)
                return;
            t.scored = true;
            s.ogp[scorer] += c.piece(t.id).vp;
        };
        if (result == QLatin1String("D")) {
            t.status = MakUnitState::Status::Eliminated;
            s.losses[c.colourOf(t.id)] += 1;
            score();
            note({{QStringLiteral("type"), QStringLiteral("eliminated")},
                  {QStringLiteral("unit"), t.id},
                  {QStringLiteral("reason"), QStringLiteral("destroyed")},
                  {QStringLiteral("roll"), rollNumber}});
            return;
        }
        if (result != QLatin1String("A") && result != QLatin1String("M"))
            return;
        // [14.3] Infantry: M or A breaks its morale (gap 8: instead, or in addition).
        if (c.piece(t.id).infantry) {
            if (t.moraleBroken)
                t.attackedWhileBroken = true;
            t.moraleBroken = true;
            if (c.option(QStringLiteral("infantry_morale_break")) != QLatin1String("in_addition"))
                return;
        }
        // A repeat A or M has no effect.
        if (result == QLatin1String("A") && !t.disarmed) {
            t.disarmed = true;
            score();
        } else if (result == QLatin1String("M") && !t.immobilized) {
            t.immobilized = true;
            t.mpLeft = 0;
            score();
        }
    }

    void attack(const MakPlay &p, bool defensive)
    {
        const std::optional<MakAttackPreview> pv
            = preview(p.unit, p.weapon, p.target, defensive, nullptr);
        MakUnitState &a = *s.unit(p.unit);
        const OffsetCoord centre = s.unit(p.target)->hex;
        const int range = c.distance(a.hex, centre);
        if (!defensive)
            a.attacked = true;
        const MakWeapon *weapon = p.weapon >= 0 ? &c.piece(a.id).weapons.at(p.weapon) : nullptr;
        if (pv->indirect) {
            // [5.5.1] The spotter may not attack, nor move more than half its MP, this turn.
            MakUnitState &spotter = *s.unit(pv->spotter);
            spotter.attacked = true;
            spotter.mpLeft = std::max(0.0, spotter.mpLeft - c.piece(spotter.id).movement / 2.0);
        }
        QJsonArray terms;
        for (const MakAttackLine &line : pv->target.lines)
            terms.append(QJsonObject {{QStringLiteral("id"), line.id},
                                      {QStringLiteral("value"), line.value}});
        QJsonObject inputs {
            {QStringLiteral("attacker"), a.id},
            {QStringLiteral("target"), p.target},
            {QStringLiteral("weapon"), weapon ? weapon->code : QStringLiteral("unarmed")},
            {QStringLiteral("hexes"), range},
            {QStringLiteral("attack_target"), pv->target.target},
            {QStringLiteral("modifiers"), terms}};
        if (pv->indirect)
            inputs.insert(QStringLiteral("spotter"), pv->spotter);
        DieRoll &r = roll(
            2, defensive ? QStringLiteral("defensive_fire") : QStringLiteral("attack"), inputs);
        const int total = r.total;
        const bool hit = hits(total, pv->target.target);
        m_dice->setResult(hit ? QStringLiteral("hit") : QStringLiteral("miss"));
        const int hitRoll = lastRoll();
        // [11.0] Rounds spent, lasers and machine guns broken on their numbers.
        if (weapon) {
            MakWeaponState &ws = a.weapons[p.weapon];
            ws.firedThisPhase += 1;
            if (ws.rounds > 0)
                ws.rounds -= 1;
            const MakWeaponType *type = c.rules().weaponType(weapon->type);
            if (type && breaksDown(*type, total, c.piece(a.id).infantry)) {
                ws.broken = true;
                note({{QStringLiteral("type"), QStringLiteral("weapon_lost")},
                      {QStringLiteral("unit"), a.id},
                      {QStringLiteral("weapon"), weapon->code},
                      {QStringLiteral("reason"), QStringLiteral("breakdown")},
                      {QStringLiteral("roll"), hitRoll}});
            }
        }
        // The units hit: the target, or every unit in the blast of an indirect weapon [5.5.2].
        QStringList struck;
        if (weapon && weapon->indirect) {
            for (OffsetCoord h : QList<OffsetCoord> {centre} + c.neighbours(centre))
                struck += unitsIn(h, enemyOf(a.player));
        } else {
            struck = {p.target};
        }
        if (hit) {
            for (const QString &id : struck) {
                MakUnitState &t = *s.unit(id);
                const int modifier = t.hex == centre ? 0 : c.rules().indirectOffCentreEndurance;
                resolveHit(t, total, modifier, hitRoll);
            }
        }
        for (const QString &id : struck) {
            MakUnitState &t = *s.unit(id);
            if (t.moraleBroken && t.onMap())
                t.attackedWhileBroken = true;
        }
        if (defensive) {
            // A mover hit while moving stops if immobilized (its MP are gone).
            return;
        }
        // [5.4] (1) and (2): the target survived, or units stacked with it, fire back.
        MakDefensiveWindow window;
        window.trigger = QStringLiteral("attack");
        MakDefensiveEvent event;
        event.attackRange = range;
        const MakUnitState &target = *s.unit(p.target);
        event.targetSurvived = target.onMap();
        const int triggerRange = c.rules().modifier(QStringLiteral("defensive_fire_trigger_range"));
        for (const MakUnitState *f : onMap(enemyOf(a.player))) {
            const std::optional<MakTrigger> t = defensiveTrigger(
                event, f->id == p.target, f->hex == centre && f->id != p.target, 0, triggerRange);
            if (t)
                window.shots.append({f->id, a.id});
        }
        if (a.onMap())
            openWindow(window);
    }

    // --- the sequence of play -------------------------------------------------------------
    void startPhase()
    {
        note({{QStringLiteral("type"), QStringLiteral("phase")},
              {QStringLiteral("turn"), s.turn},
              {QStringLiteral("phase"), c.phaseId(s.phase)}});
        const int player = c.phasePlayer(s.phase);
        for (MakUnitState &u : s.units) {
            for (MakWeaponState &w : u.weapons)
                w.firedThisPhase = 0;
        }
        if (player < 0)
            return;
        s.player = player;
        note({{QStringLiteral("type"), QStringLiteral("turn")},
              {QStringLiteral("turn"), s.turn},
              {QStringLiteral("player"), c.players().at(player).name}});
        for (MakUnitState &u : s.units) {
            if (u.player != player)
                continue;
            u.moved = false;
            u.attacked = false;
            u.closeQuarters = false;
            u.mpLeft = u.immobilized ? 0 : c.piece(u.id).movement;
        }
        arrive(player);
        recoverMorale(player);
    }

    /// [12.1] Reinforcements enter at the start of their owner's phase, at the first entry
    /// hex they may enter and stack in.
    void arrive(int player)
    {
        for (MakUnitState &u : s.units) {
            if (u.player != player || u.status != MakUnitState::Status::Waiting
                || u.arrives > s.turn)
                continue;
            const MakPiece &piece = c.piece(u.id);
            for (OffsetCoord h : c.entryHexes(u.id)) {
                const TerrainType *t = c.ruleset().findTerrain(c.terrainId(h));
                if (!t || t->moveCost.value(piece.movementClass).prohibited
                    || !unitsIn(h, enemyOf(player)).isEmpty()
                    || stackPointsIn(h, player) + piece.stackPoints > c.rules().stackLimit)
                    continue;
                u.status = MakUnitState::Status::OnMap;
                u.hex = h;
                note({{QStringLiteral("type"), QStringLiteral("arrived")},
                      {QStringLiteral("unit"), u.id},
                      {QStringLiteral("hex"), c.label(h)}});
                break;
            }
        }
    }

    /// [14.3] Broken infantry recovers at the start of its phase on 1d6 at or under 4.
    void recoverMorale(int player)
    {
        for (MakUnitState &u : s.units) {
            if (u.player != player || !u.onMap() || !u.moraleBroken)
                continue;
            int modifier = 0;
            for (const QString &id : unitsIn(u.hex, player)) {
                const MakUnitState &o = *s.unit(id);
                if (id != u.id && !o.moraleBroken && !o.disarmed) {
                    modifier -= 1;
                    break;
                }
            }
            const MakTerrain terrain = c.rules().terrain.value(c.terrainId(u.hex));
            if (terrain.blocksLos && terrain.height == 0)
                modifier -= 2; // forest or building
            for (const MakUnitState *e : onMap(enemyOf(player))) {
                if (mayAttack(*e) && c.distance(e->hex, u.hex) <= 3) {
                    modifier += 1;
                    break;
                }
            }
            if (u.attackedWhileBroken)
                modifier += 1;
            DieRoll &r = roll(1, QStringLiteral("morale"),
                              {{QStringLiteral("unit"), u.id},
                               {QStringLiteral("recovers_up_to"), c.rules().moraleRecoversUpTo},
                               {QStringLiteral("modifier"), modifier}});
            const bool recovered = r.total + modifier <= c.rules().moraleRecoversUpTo;
            m_dice->setResult(recovered ? QStringLiteral("recovered")
                                        : QStringLiteral("still broken"));
            if (recovered) {
                u.moraleBroken = false;
                u.attackedWhileBroken = false;
            }
        }
    }

    void endPhase()
    {
        for (;;) {
            s.phase += 1;
            if (s.phase >= c.phaseCount()) {
                s.phase = 0;
                s.turn += 1;
                if (s.turn > c.lastTurn()) {
                    s.turn = c.lastTurn();
                    s.phase = c.phaseCount() - 1;
                    endGame(QStringLiteral("the last turn is over"));
                    return;
                }
            }
            startPhase();
            if (c.phasePlayer(s.phase) >= 0)
                return;
        }
    }

    void beginGame()
    {
        s.units = c.startUnits();
        s.ogp = QList<int>(c.players().size(), 0);
        s.phase = 0;
        startPhase();
        if (c.phasePlayer(0) < 0)
            endPhase();
        checkGameOver();
    }

    void checkGameOver()
    {
        if (s.over)
            return;
        for (int p = 0; p < c.players().size(); ++p) {
            bool any = false;
            for (const MakUnitState &u : s.units)
                any = any || (u.player == p && u.status != MakUnitState::Status::Eliminated);
            if (!any)
                return endGame(QStringLiteral("%1 has no unit left").arg(c.players().at(p).name));
        }
    }

    void endGame(const QString &why)
    {
        s.over = true;
        s.defensive.reset();
        const int a = s.ogp.value(0);
        const int b = s.ogp.value(1);
        s.winner = a > b ? 0 : b > a ? 1 : -1;
        s.result = s.winner >= 0 ? QStringLiteral("win") : QStringLiteral("draw");
        // The scenario's O.G.P. thresholds grade the winner's margin (our reading).
        for (const MakOgpThreshold &t : c.thresholds()) {
            if (s.winner >= 0 && std::abs(a - b) >= t.min)
                s.result = t.result;
        }
        // A margin the scenario grades a draw has no winner.
        if (s.result == QLatin1String("draw"))
            s.winner = -1;
        s.reason = QStringLiteral("%1; O.G.P. %2 %3, %4 %5")
                       .arg(why, c.players().value(0).name)
                       .arg(a)
                       .arg(c.players().value(1).name)
                       .arg(b);
        note({{QStringLiteral("type"), QStringLiteral("game_over")},
              {QStringLiteral("winner"),
               s.winner >= 0 ? c.players().at(s.winner).sides.value(0) : QString()},
              {QStringLiteral("result"), s.result},
              {QStringLiteral("reason"), s.reason}});
    }

private:
    const MakGameContext &c;
    MakGameState &s;
    Dice *m_dice;
    QList<QJsonObject> *m_log;
    int m_flushed = 0;
};

// MakGame --------------------------------------------------------------------------------

MakGame::MakGame(std::shared_ptr<const MakGameContext> context, quint64 seed)
    : m_context(std::move(context))
    , m_dice(seed)
{
    const MakGameContext &c = *m_context;
    QJsonObject header;
    header.insert(QStringLiteral("type"), QStringLiteral("header"));
    header.insert(QStringLiteral("format"), QLatin1String(PlayLogFormat));
    header.insert(QStringLiteral("scenario"), c.scenarioPath());
    header.insert(QStringLiteral("scenario_title"), c.scenario().metadata.title);
    header.insert(QStringLiteral("scenario_sha256"), c.scenarioHash());
    header.insert(QStringLiteral("ruleset"), c.ruleset().id);
    header.insert(QStringLiteral("ruleset_version"), c.ruleset().version);
    header.insert(QStringLiteral("seed"), QString::number(seed));
    QJsonObject choices;
    const QMap<QString, QString> values = c.ruleChoices();
    for (auto it = values.begin(); it != values.end(); ++it)
        choices.insert(it.key(), it.value());
    header.insert(QStringLiteral("rule_choices"), choices);
    header.insert(QStringLiteral("charts_provisional"), c.chartsProvisional());
    header.insert(QStringLiteral("notes"), QJsonArray::fromStringList(c.notes()));
    QJsonArray players;
    for (const MakPlayerInfo &p : c.players())
        players.append(
            QJsonObject {{QStringLiteral("name"), p.name},
                         {QStringLiteral("sides"), QJsonArray::fromStringList(p.sides)},
                         {QStringLiteral("colours"), QJsonArray::fromStringList(p.colours)}});
    header.insert(QStringLiteral("players"), players);
    m_log.append(header);
    QJsonArray units;
    for (const MakUnitState &u : c.startUnits()) {
        QJsonObject o {{QStringLiteral("id"), u.id},
                       {QStringLiteral("type"), u.type},
                       {QStringLiteral("player"), c.players().at(u.player).name},
                       {QStringLiteral("status"), statusName(u.status)}};
        if (u.onMap())
            o.insert(QStringLiteral("hex"), c.label(u.hex));
        else
            o.insert(QStringLiteral("arrives"), u.arrives);
        if (const MakPilot *pilot = c.pilot(u.id))
            o.insert(QStringLiteral("pilot"), pilot->number);
        units.append(o);
    }
    m_log.append(QJsonObject {{QStringLiteral("type"), QStringLiteral("setup")},
                              {QStringLiteral("units"), units}});
    if (!c.problem().isEmpty())
        return;
    Engine engine(c, m_state, &m_dice, &m_log);
    engine.beginGame();
    engine.flushRolls();
}

int MakGame::decidingPlayer() const
{
    return Engine(*m_context, const_cast<MakGameState &>(m_state), nullptr, nullptr).decider();
}

QList<MakPlay> MakGame::legalActions() const
{
    return Engine(*m_context, const_cast<MakGameState &>(m_state), nullptr, nullptr).legal();
}

QString MakGame::check(const MakPlay &play) const
{
    return Engine(*m_context, const_cast<MakGameState &>(m_state), nullptr, nullptr).check(play);
}

QString MakGame::apply(const MakPlay &raw)
{
    // The action as the log writes it, so that a replay applies exactly the same one.
    QString error;
    const std::optional<MakPlay> read
        = makPlayFromJson(makPlayToJson(raw, *m_context), *m_context, &error);
    if (!read)
        return error;
    const MakPlay &play = *read;
    if (const QString why = check(play); !why.isEmpty())
        return why;
    Snapshot before {m_state, int(m_log.size()), m_dice.count()};
    QJsonObject line;
    line.insert(QStringLiteral("type"), QStringLiteral("action"));
    line.insert(QStringLiteral("turn"), m_state.turn);
    line.insert(QStringLiteral("phase"), phaseId());
    line.insert(QStringLiteral("player"), m_context->players().value(decidingPlayer()).name);
    line.insert(QStringLiteral("action"), makPlayToJson(play, *m_context));
    m_log.append(line);
    Engine engine(*m_context, m_state, &m_dice, &m_log);
    if (const QString why = engine.apply(play); !why.isEmpty()) {
        m_state = before.state;
        m_log.resize(before.logSize);
        return why;
    }
    engine.flushRolls();
    if (m_dice.count() != before.rolls)
        m_history.clear(); // no undo past a die roll
    else
        m_history.append(std::move(before));
    if (m_history.size() > MaxUndoSteps)
        m_history.removeFirst();
    return {};
}

bool MakGame::canUndo() const
{
    return !m_history.isEmpty() && m_history.last().rolls == m_dice.count();
}

bool MakGame::undo()
{
    if (!canUndo())
        return false;
    Snapshot last = m_history.takeLast();
    m_state = std::move(last.state);
    m_log.resize(last.logSize);
    return true;
}

std::optional<MakAttackPreview> MakGame::preview(const QString &attacker, int weapon,
                                                 const QString &target, bool defensive,
                                                 QString *why) const
{
    return Engine(*m_context, const_cast<MakGameState &>(m_state), nullptr, nullptr)
        .preview(attacker, weapon, target, defensive, why);
}

QStringList MakGame::pinnedIn(OffsetCoord hex) const
{
    return Engine(*m_context, const_cast<MakGameState &>(m_state), nullptr, nullptr).pinnedIn(hex);
}

QStringList MakGame::unitsIn(OffsetCoord hex, int player) const
{
    return Engine(*m_context, const_cast<MakGameState &>(m_state), nullptr, nullptr)
        .unitsIn(hex, player);
}

QStringList MakGame::invariantViolations() const
{
    const MakGameContext &c = *m_context;
    QStringList problems;
    QMap<QString, int> sp; // player/hex -> stacking points
    for (const MakUnitState &u : m_state.units) {
        if (!u.onMap())
            continue;
        if (!c.map().isPlayable(u.hex))
            problems.append(QStringLiteral("%1 is off the map").arg(u.id));
        const TerrainType *t = c.ruleset().findTerrain(c.terrainId(u.hex));
        if (t && t->moveCost.value(c.piece(u.id).movementClass).prohibited)
            problems.append(QStringLiteral("%1 stands in terrain it may not enter").arg(u.id));
        if (u.mpLeft < -1e-9 || u.mpLeft > c.piece(u.id).movement + 1e-9)
            problems.append(QStringLiteral("%1 has %2 MP left").arg(u.id).arg(u.mpLeft));
        if (u.immobilized && u.mpLeft > 0)
            problems.append(QStringLiteral("%1 is immobilized and may move").arg(u.id));
        for (int w = 0; w < u.weapons.size(); ++w) {
            const int start = c.piece(u.id).weapons.at(w).rounds;
            if (u.weapons.at(w).rounds < -1 || (start > 0 && u.weapons.at(w).rounds > start))
                problems.append(
                    QStringLiteral("%1 has %2 rounds").arg(u.id).arg(u.weapons.at(w).rounds));
        }
        sp[QStringLiteral("%1/%2").arg(u.player).arg(c.label(u.hex))] += c.piece(u.id).stackPoints;
    }
    for (auto it = sp.begin(); it != sp.end(); ++it) {
        if (it.value() > c.rules().stackLimit)
            problems.append(
                QStringLiteral("%1 stacking points in %2").arg(it.value()).arg(it.key()));
    }
    if (m_state.over && m_state.defensive)
        problems.append(QStringLiteral("a defensive window is open after the game ended"));
    int scored[2] = {0, 0};
    for (const MakUnitState &u : m_state.units) {
        if (u.scored && u.player >= 0 && u.player < 2)
            scored[1 - u.player] += c.piece(u.id).vp;
    }
    for (int p = 0; p < 2 && p < m_state.ogp.size(); ++p) {
        if (m_state.ogp.at(p) != scored[p])
            problems.append(QStringLiteral("player %1's O.G.P. is %2, his results are worth %3")
                                .arg(p)
                                .arg(m_state.ogp.at(p))
                                .arg(scored[p]));
    }
    return problems;
}

QJsonObject MakGame::summary() const
{
    const MakGameContext &c = *m_context;
    QJsonObject o;
    o.insert(QStringLiteral("type"), QStringLiteral("final"));
    o.insert(QStringLiteral("turn"), m_state.turn);
    o.insert(QStringLiteral("phase"), phaseId());
    o.insert(QStringLiteral("game_over"), m_state.over);
    o.insert(QStringLiteral("winner"),
             m_state.winner >= 0 ? c.players().at(m_state.winner).sides.value(0) : QString());
    o.insert(QStringLiteral("result"), m_state.over ? m_state.result : QString());
    o.insert(QStringLiteral("reason"), m_state.reason);
    QJsonArray players;
    for (int p = 0; p < c.players().size(); ++p)
        players.append(QJsonObject {{QStringLiteral("name"), c.players().at(p).name},
                                    {QStringLiteral("ogp"), m_state.ogp.value(p)}});
    o.insert(QStringLiteral("players"), players);
    QJsonObject losses;
    for (auto it = m_state.losses.begin(); it != m_state.losses.end(); ++it)
        losses.insert(it.key(), it.value());
    o.insert(QStringLiteral("losses"), losses);
    QJsonArray units;
    for (const MakUnitState &u : m_state.units) {
        QJsonObject j {{QStringLiteral("id"), u.id},
                       {QStringLiteral("status"), statusName(u.status)}};
        if (u.onMap())
            j.insert(QStringLiteral("hex"), c.label(u.hex));
        if (u.immobilized)
            j.insert(QStringLiteral("immobilized"), true);
        if (u.disarmed)
            j.insert(QStringLiteral("disarmed"), true);
        if (u.moraleBroken)
            j.insert(QStringLiteral("morale_broken"), true);
        units.append(j);
    }
    o.insert(QStringLiteral("units"), units);
    o.insert(QStringLiteral("rolls"), m_dice.count());
    return o;
}

} // namespace hexwright
