// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makair.h"
#include "families/mak/rules/maksupport.h"

#include <QJsonArray>

#include <algorithm>

namespace hexwright {

using namespace makrules;

namespace {

const QString Air = QStringLiteral("air");
const QString Ground = QStringLiteral("ground");
const QString Used = QStringLiteral("used");
const QString Idle = QStringLiteral("idle");

QString equipmentName(const Ruleset &ruleset, const QString &id)
{
    const MarkerType *m = ruleset.findMarker(id);
    return m ? m->name : id;
}

} // namespace

QList<MakUnitState *> MakEngine::aircraft(int player, const QString &mission)
{
    QList<MakUnitState *> out;
    for (MakUnitState &u : s.units) {
        if (u.status == MakUnitState::Status::Air && u.player == player && u.mission == mission)
            out.append(&u);
    }
    return out;
}

QList<const MakUnitState *> MakEngine::aircraft(int player, const QString &mission) const
{
    QList<const MakUnitState *> out;
    for (const MakUnitState &u : s.units) {
        if (u.status == MakUnitState::Status::Air && u.player == player && u.mission == mission)
            out.append(&u);
    }
    return out;
}

int MakEngine::dogfightRating(const MakUnitState &u) const
{
    int rating = c.piece(u.id).dogfight;
    if (const MakPilot *pilot = c.pilot(u.id))
        rating += pilot->dogfight;
    if (u.equipment.contains(QStringLiteral("equipment_laser")))
        rating += 1;
    return std::max(0, rating);
}

void MakEngine::beginAirPhase()
{
    s.airPlayer = -1;
    for (MakUnitState &u : s.units) {
        if (!c.piece(u.id).aircraft)
            continue;
        if (u.status == MakUnitState::Status::Waiting && u.arrives <= s.turn) {
            u.status = MakUnitState::Status::Air;
            u.equipment = c.equipmentOf(u.id);
            note({{QStringLiteral("type"), QStringLiteral("airborne")},
                  {QStringLiteral("unit"), u.id}});
        }
        if (u.status == MakUnitState::Status::Air)
            u.mission.clear();
    }
    for (int p = 0; p < 2 && s.airPlayer < 0; ++p) {
        if (!aircraft(p, QString()).isEmpty())
            s.airPlayer = p;
    }
}

QString MakEngine::commitRefusal(const MakPlay &p) const
{
    const MakUnitState *u = s.unit(p.unit);
    if (!u || u->status != MakUnitState::Status::Air || u->player != s.airPlayer)
        return QStringLiteral("%1 is not an aircraft of the committing player").arg(p.unit);
    if (!u->mission.isEmpty())
        return QStringLiteral("%1 is committed already").arg(p.unit);
    // [10.1.4] Withdrawn in the air phase, not before turn 1 nor on its arrival turn.
    if (p.item == QLatin1String("withdraw") && (s.turn <= 1 || u->arrives >= s.turn))
        return QStringLiteral("%1 is not withdrawn on turn 1 nor the turn it arrives [10.1.4]")
            .arg(p.unit);
    // [10.1.1] A unit that cannot attack flies no air combat mission.
    if (p.item == Air && u->disarmed)
        return QStringLiteral("%1 cannot attack: no air combat mission [10.1.1]").arg(p.unit);
    return {};
}

void MakEngine::legalAir(QList<MakPlay> *out) const
{
    for (const MakUnitState *u : aircraft(s.airPlayer, QString())) {
        for (const QString &mission : {Air, Ground, QStringLiteral("withdraw")}) {
            MakPlay p;
            p.kind = QStringLiteral("commit");
            p.unit = u->id;
            p.item = mission;
            if (commitRefusal(p).isEmpty())
                out->append(p);
        }
    }
}

void MakEngine::endAirCommitment()
{
    for (MakUnitState *u : aircraft(s.airPlayer, QString()))
        u->mission = Idle;
    if (s.airPlayer == 0 && !aircraft(1, QString()).isEmpty()) {
        s.airPlayer = 1;
        return;
    }
    s.airPlayer = -1;
    airWar();
    endPhase();
}

void MakEngine::loseAircraft(const QList<MakUnitState *> &units, int loss, const QString &why)
{
    QList<int> ratings;
    for (const MakUnitState *u : units)
        ratings.append(dogfightRating(*u));
    for (int i : unitsLost(ratings, loss))
        applyResult(*units.at(i), QStringLiteral("D"), lastRoll(), why);
}

void MakEngine::airWar()
{
    QList<MakUnitState *> air[2] = {aircraft(0, Air), aircraft(1, Air)};
    auto total = [this](const QList<MakUnitState *> &units) {
        int sum = 0;
        for (const MakUnitState *u : units)
            sum += dogfightRating(*u);
        return sum;
    };
    // [10.2] The dog-fight, when both sides fly air combat missions.
    if (!air[0].isEmpty() && !air[1].isEmpty()) {
        const int t0 = total(air[0]);
        const int t1 = total(air[1]);
        const int aggressor = dogFightAggressor(t0, t1, c.attackerPlayer());
        const int a = aggressor == 0 ? t0 : t1;
        const int d = aggressor == 0 ? t1 : t0;
        DieRoll &r = roll(1, QStringLiteral("dog_fight"),
                          {{QStringLiteral("aggressor"), c.players().at(aggressor).name},
                           {QStringLiteral("aggressor_rating"), a},
                           {QStringLiteral("defender_rating"), d},
                           {QStringLiteral("column"), dogFightColumn(c.ruleset(), a, d)}});
        const MakDogFight result = dogFight(c.ruleset(), a, d, r.total);
        m_dice->setResult(
            QStringLiteral("%1/%2").arg(result.aggressorLoss).arg(result.defenderLoss));
        loseAircraft(air[aggressor], result.aggressorLoss, QStringLiteral("dog-fight"));
        loseAircraft(air[1 - aggressor], result.defenderLoss, QStringLiteral("dog-fight"));
        air[0] = aircraft(0, Air);
        air[1] = aircraft(1, Air);
    }
    // [10.3] Breakthrough at twice the enemy's aircraft: the difference attacks his ground
    // missions as a dog-fight against a rating of 0.
    const int ratio = c.rules().modifier(QStringLiteral("breakthrough_ratio"));
    for (int side = 0; side < 2; ++side) {
        const int n = breakthroughUnits(int(air[side].size()), int(air[1 - side].size()),
                                        ratio > 0 ? ratio : 2);
        QList<MakUnitState *> targets = aircraft(1 - side, Ground);
        if (n <= 0 || targets.isEmpty())
            continue;
        QList<int> ratings;
        for (const MakUnitState *u : air[side])
            ratings.append(dogfightRating(*u));
        std::sort(ratings.begin(), ratings.end(), std::greater<int>());
        int rating = 0;
        for (int i = 0; i < n && i < ratings.size(); ++i)
            rating += ratings.at(i);
        DieRoll &r = roll(1, QStringLiteral("breakthrough"),
                          {{QStringLiteral("side"), c.players().at(side).name},
                           {QStringLiteral("units"), n},
                           {QStringLiteral("aggressor_rating"), rating},
                           {QStringLiteral("column"), dogFightColumn(c.ruleset(), rating, 0)}});
        const MakDogFight result = dogFight(c.ruleset(), rating, 0, r.total);
        m_dice->setResult(
            QStringLiteral("%1/%2").arg(result.aggressorLoss).arg(result.defenderLoss));
        loseAircraft(targets, result.defenderLoss, QStringLiteral("breakthrough"));
    }
    // Air combat missions are flown: the units are used for this turn.
    for (int side = 0; side < 2; ++side) {
        for (MakUnitState *u : aircraft(side, Air))
            u->mission = Used;
    }
}

QString MakEngine::airAttackRefusal(const MakPlay &p) const
{
    const MakUnitState *a = s.unit(p.unit);
    if (!a || a->status != MakUnitState::Status::Air || a->player != s.player
        || a->mission != Ground)
        return QStringLiteral("%1 flies no ground mission now").arg(p.unit);
    if (a->disarmed)
        return QStringLiteral("its armament is disabled");
    if (!a->equipment.contains(p.item))
        return QStringLiteral("%1 carries no %2").arg(p.unit, p.item);
    const MakEquipmentWeapon w = equipmentWeapon(c.ruleset(), equipmentName(c.ruleset(), p.item));
    if (!w.found)
        return QStringLiteral("the aircraft-equipment chart has no %1").arg(p.item);
    const MakUnitState *t = s.unit(p.target);
    if (!t || !t->onMap() || t->player == a->player)
        return QStringLiteral("the target is an enemy unit on the map");
    return {};
}

void MakEngine::legalAirAttacks(QList<MakPlay> *out) const
{
    for (const MakUnitState *a : aircraft(s.player, Ground)) {
        QStringList items;
        for (const QString &item : a->equipment) {
            if (!item.isEmpty() && !items.contains(item))
                items.append(item);
        }
        for (const QString &item : items) {
            for (const MakUnitState *t : onMap(enemyOf(s.player))) {
                MakPlay p;
                p.kind = QStringLiteral("air_attack");
                p.unit = a->id;
                p.item = item;
                p.target = t->id;
                if (airAttackRefusal(p).isEmpty())
                    out->append(p);
            }
        }
    }
}

void MakEngine::fireAt(const QString &purpose, const QString &firer, int attack,
                       const QString &weaponType, MakUnitState &t, bool antiAircraft)
{
    MakWeapon weapon;
    weapon.type = weaponType;
    weapon.code = QStringLiteral("%1%2").arg(attack).arg(weaponType);
    weapon.attack = attack;
    weapon.range = 1;
    weapon.bands = {{1, 1, attack}}; // no range modifier
    MakAttackSpec spec;
    spec.weapon = &weapon;
    spec.hexes = 1;
    spec.defence = c.piece(t.id).defence;
    if (const MakPilot *pilot = c.pilot(firer))
        spec.pilotAttack = pilot->attack;
    if (const MakPilot *pilot = c.pilot(t.id))
        spec.pilotDefence = pilot->defence;
    spec.antiAircraft = antiAircraft;
    spec.airToGround = !antiAircraft;
    if (!antiAircraft) {
        spec.targetTerrain = c.terrainId(t.hex);
        spec.targetTypeI = c.piece(t.id).unitClass == QLatin1String("I");
        spec.targetImmobilized = t.immobilized;
    }
    const MakAttackTarget target = attackTarget(c.ruleset(), spec);
    QJsonArray terms;
    for (const MakAttackLine &line : target.lines)
        terms.append(
            QJsonObject {{QStringLiteral("id"), line.id}, {QStringLiteral("value"), line.value}});
    DieRoll &r = roll(2, purpose,
                      {{QStringLiteral("attacker"), firer},
                       {QStringLiteral("target"), t.id},
                       {QStringLiteral("weapon"), weapon.code},
                       {QStringLiteral("attack_target"), target.target},
                       {QStringLiteral("modifiers"), terms}});
    const bool hit = hits(r.total, target.target);
    m_dice->setResult(hit ? QStringLiteral("hit") : QStringLiteral("miss"));
    if (hit)
        resolveHit(t, r.total, 0, lastRoll());
}

void MakEngine::antiAircraft(const QString &firerId, MakUnitState &target)
{
    MakUnitState &f = *s.unit(firerId);
    int best = -1;
    for (int w = 0; w < f.weapons.size(); ++w) {
        if (mayAttack(f) && weaponUsable(f, w, true)
            && (best < 0
                || c.piece(firerId).weapons.at(w).attack
                    > c.piece(firerId).weapons.at(best).attack))
            best = w;
    }
    if (best < 0)
        return;
    const MakWeapon &weapon = c.piece(firerId).weapons.at(best);
    MakWeaponState &ws = f.weapons[best];
    ws.firedThisPhase += 1;
    if (ws.rounds > 0)
        ws.rounds -= 1;
    fireAt(QStringLiteral("anti_aircraft"), firerId, weapon.attack, weapon.type, target, true);
}

void MakEngine::airAttack(const MakPlay &p)
{
    MakUnitState &a = *s.unit(p.unit);
    const OffsetCoord hex = s.unit(p.target)->hex;
    a.mission = Used;
    // [10.4.1] Each enemy unit in the target hex fires once at the aircraft, with its best
    // weapon, no terrain and no range. [5.1.2] An immobilized Hornisse lands near the hex.
    m_over = hex;
    for (const QString &id : unitsIn(hex, enemyOf(a.player))) {
        if (a.status != MakUnitState::Status::Air)
            break;
        antiAircraft(id, a);
    }
    m_over.reset();
    if (a.status != MakUnitState::Status::Air || a.disarmed)
        return;
    // [10.4.2] The survivor attacks: terrain counts, range does not; the item is spent.
    const MakEquipmentWeapon w = equipmentWeapon(c.ruleset(), equipmentName(c.ruleset(), p.item));
    if (w.oneUse)
        a.equipment[a.equipment.indexOf(p.item)].clear();
    MakUnitState &t = *s.unit(p.target);
    if (t.onMap())
        fireAt(QStringLiteral("air_to_ground"), a.id, w.attack, w.weaponType, t, false);
}

} // namespace hexwright
