// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makmove.h"

#include <algorithm>

namespace hexwright {

using namespace makrules;

QList<const MakUnitState *> MakEngine::onMap(int player) const
{
    QList<const MakUnitState *> out;
    for (const MakUnitState &u : s.units) {
        if (u.onMap() && (player < 0 || u.player == player))
            out.append(&u);
    }
    return out;
}

QStringList MakEngine::unitsIn(OffsetCoord hex, int player) const
{
    QStringList out;
    for (const MakUnitState &u : s.units) {
        if (u.onMap() && u.hex == hex && (player < 0 || u.player == player))
            out.append(u.id);
    }
    return out;
}

int MakEngine::stackPointsIn(OffsetCoord hex, int player) const
{
    int sp = 0;
    for (const QString &id : unitsIn(hex, player))
        sp += c.piece(id).stackPoints;
    return sp;
}

bool MakEngine::contested(OffsetCoord hex) const
{
    return !unitsIn(hex, 0).isEmpty() && !unitsIn(hex, 1).isEmpty();
}

bool MakEngine::mayAttack(const MakUnitState &u) const
{
    return fights(u) && !u.disarmed && !u.moraleBroken;
}

bool MakEngine::weaponUsable(const MakUnitState &u, int w, bool defensive) const
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

bool MakEngine::hasUsableWeapon(const MakUnitState &u, bool defensive) const
{
    for (int w = 0; w < u.weapons.size(); ++w) {
        if (weaponUsable(u, w, defensive))
            return true;
    }
    return false;
}

int MakEngine::bestAttack(const MakUnitState &u) const
{
    int best = 0;
    for (const MakWeapon &w : c.piece(u.id).weapons)
        best = std::max(best, w.attack);
    return best;
}

QString MakEngine::check(const MakPlay &p) const
{
    if (s.over)
        return QStringLiteral("the game is over");
    if (s.airPlayer >= 0) {
        if (p.kind == QLatin1String("end_phase"))
            return {};
        if (p.kind == QLatin1String("commit"))
            return commitRefusal(p);
        return QStringLiteral("the air commitment phase: commit aircraft or end");
    }
    if (s.defensive) {
        if (p.kind == QLatin1String("end_phase"))
            return {}; // the window closes: no more defensive fire

        if (p.kind == QLatin1String("arson"))
            return arsonRefusal(p); // [14.4.3]
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
    if (p.kind == QLatin1String("overrun"))
        return overrunRefusal(p);
    if (p.kind == QLatin1String("air_attack"))
        return airAttackRefusal(p);
    if (p.kind == QLatin1String("request_artillery"))
        return artilleryRefusal(p);
    if (p.kind == QLatin1String("smoke"))
        return smokeRefusal(p);
    if (p.kind == QLatin1String("arson"))
        return arsonRefusal(p);
    if (p.kind == QLatin1String("load") || p.kind == QLatin1String("unload"))
        return cargoRefusal(p);
    if (p.kind == QLatin1String("charge"))
        return chargeRefusal(p);
    if (p.kind == QLatin1String("boost"))
        return boostRefusal(p);
    if (p.kind == QLatin1String("land"))
        return landRefusal(p);
    if (p.kind == QLatin1String("launch"))
        return launchRefusal(p);
    if (p.kind == QLatin1String("exit"))
        return exitRefusal(p);
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

QList<MakPlay> MakEngine::legal() const
{
    QList<MakPlay> out;
    if (s.over)
        return out;
    if (s.airPlayer >= 0) {
        MakPlay pass;
        pass.kind = QStringLiteral("end_phase");
        out.append(pass);
        legalAir(&out);
        return out;
    }
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
                    QStringLiteral("defensive_fire"), {}, shot.firer, w, shot.target, {}, {}};
                if (preview(p.unit, w, p.target, true, nullptr))
                    out.append(p);
            }
        }
        legalFire(&out); // [14.4.3]
        return out;
    }
    MakPlay end;
    end.kind = QStringLiteral("end_phase");
    out.append(end);
    QList<OffsetCoord> stacksDone;
    for (const MakUnitState *u : onMap(s.player)) {
        legalAttacksOf(*u, &out);
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
                    MakPlay p {QLatin1String(kind), group, {}, 0, {}, n, {}};
                    if (moveRefusal(p, p.kind == QLatin1String("assault")).isEmpty())
                        out.append(p);
                }
            }
        }
        // Overruns by a vehicle, through each enemy of an adjacent hex [13.2].
        if (!c.piece(u->id).vehicle)
            continue;
        for (OffsetCoord n : c.neighbours(u->hex)) {
            for (const QString &t : unitsIn(n, enemyOf(s.player))) {
                for (int w = 0; w < u->weapons.size(); ++w) {
                    MakPlay p {QStringLiteral("overrun"), {u->id}, {}, w, t, n, {}};
                    if (overrunRefusal(p).isEmpty())
                        out.append(p);
                }
            }
        }
    }
    legalAirAttacks(&out);
    legalSupport(&out);
    legalUnits(&out);
    return out;
}

void MakEngine::legalAttacksOf(const MakUnitState &u, QList<MakPlay> *out) const
{
    if (u.attacked || (u.moved && !u.closeQuarters))
        return;
    for (const MakUnitState *t : onMap(enemyOf(s.player))) {
        if (u.closeQuarters && t->hex != u.hex)
            continue;
        for (int w = -1; w < u.weapons.size(); ++w) {
            MakPlay p {QStringLiteral("attack"), {}, u.id, w, t->id, {}, {}};
            if (preview(u.id, w, t->id, false, nullptr))
                out->append(p);
        }
    }
}

QString MakEngine::apply(const MakPlay &p)
{
    if (const QString why = check(p); !why.isEmpty())
        return why;
    if (p.kind == QLatin1String("end_phase") && s.airPlayer >= 0) {
        endAirCommitment();
    } else if (p.kind == QLatin1String("commit") && p.item == QLatin1String("withdraw")) {
        withdraw(p);
    } else if (p.kind == QLatin1String("commit")) {
        s.unit(p.unit)->mission = p.item;
    } else if (p.kind == QLatin1String("end_phase") && s.defensive) {
        closeWindow();
    } else if (p.kind == QLatin1String("end_phase")) {
        endPhase();
    } else if (p.kind == QLatin1String("move")) {
        move(p);
    } else if (p.kind == QLatin1String("assault")) {
        assault(p);
    } else if (p.kind == QLatin1String("overrun")) {
        overrun(p);
    } else if (p.kind == QLatin1String("air_attack")) {
        airAttack(p);
    } else if (p.kind == QLatin1String("request_artillery")) {
        requestArtillery(p);
    } else if (p.kind == QLatin1String("smoke")) {
        laySmoke(p);
    } else if (p.kind == QLatin1String("arson")) {
        attemptArson(p);
    } else if (p.kind == QLatin1String("load")) {
        load(p);
    } else if (p.kind == QLatin1String("unload")) {
        unload(p);
    } else if (p.kind == QLatin1String("charge")) {
        charge(p);
    } else if (p.kind == QLatin1String("boost")) {
        boost(p);
    } else if (p.kind == QLatin1String("land")) {
        land(p);
    } else if (p.kind == QLatin1String("launch")) {
        launch(p);
    } else if (p.kind == QLatin1String("exit")) {
        exitMap(p);
    } else if (p.kind == QLatin1String("attack")) {
        attack(p, false);
    } else if (p.kind == QLatin1String("defensive_fire")) {
        s.defensive->fired.append(p.unit);
        attack(p, true);
        closeWindowIfDone();
    }
    placePilots();
    reveal();
    checkGameOver();
    flushRolls();
    return {};
}

} // namespace hexwright
