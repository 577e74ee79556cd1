// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/crucible/play/crucibleengine_p.h"

#include "families/crucible/rules/cruciblemove.h"
#include "families/crucible/rules/crucibleroll.h"
#include "table/tablegeometry.h"

#include <algorithm>

namespace hexwright {

namespace {

/// The chance that @p dice d6 reach at least @p needed.
double chanceAtLeast(int dice, int needed)
{
    QList<double> ways {1.0};
    for (int d = 0; d < dice; ++d) {
        QList<double> next(ways.size() + 6, 0.0);
        for (int t = 0; t < ways.size(); ++t) {
            for (int f = 1; f <= 6; ++f)
                next[t + f] += ways.at(t) / 6.0;
        }
        ways = next;
    }
    double p = 0;
    for (int t = std::max(0, needed); t < ways.size(); ++t)
        p += ways.at(t);
    return p;
}

QJsonArray modifierList(const QList<crucible::QrModifier> &modifiers)
{
    QJsonArray out;
    for (const crucible::QrModifier &m : modifiers)
        out.append(QJsonObject {{QStringLiteral("id"), m.id}, {QStringLiteral("value"), m.value}});
    return out;
}

int successes(const DieRoll &r, int target)
{
    return target <= 0 ? 0 : int(std::count_if(r.faces.begin(), r.faces.end(), [target](int f) {
        return f >= target;
    }));
}

} // namespace

int CrucibleEngine::rapidLp(const CrucibleTuInfo &tu) const
{
    return tu.has("double_tap") ? c.lpCost("double_tap", 1) : c.lpCost("rapid_fire", 3);
}

QString CrucibleEngine::fireProblem(const CrucibleTuState &tu, int weapon,
                                    const CrucibleTuState &target, bool conFire, bool rapid) const
{
    const CrucibleTuInfo &i = info(tu);
    if (weapon < 0 || weapon >= i.weapons.size())
        return QStringLiteral("%1 has no weapon %2").arg(tu.id).arg(weapon + 1);
    const CrucibleWeapon &w = i.weapons.at(weapon);
    if (held(tu))
        return QStringLiteral("%1 may not fire this turn (damage result 2)").arg(tu.id);
    if (uncontrolled(i))
        return QStringLiteral("%1 has lost its controller").arg(tu.id);
    if (tu.weaponsLost.contains(weapon) || tu.weaponsJammed.contains(weapon))
        return QStringLiteral("%1's %2 is out of action").arg(tu.id, w.name);
    if (tu.weaponsFired.contains(weapon))
        return QStringLiteral("%1's %2 has fired this turn").arg(tu.id, w.name);
    if (tu.defending.contains(weapon))
        return QStringLiteral("%1's %2 is allocated to artillery defence").arg(tu.id, w.name);
    if (w.eot && s.turn % 2 == 0 && !rapid)
        return QStringLiteral("%1 fires every other turn (or as Rapid Fire)").arg(w.name);
    if (i.backupWeapon >= 0
        && c.option(QStringLiteral("backup_weapon_fire")) == QLatin1String("instead_of_tribarrel")
        && tu.weaponsFired.size() + 1 >= i.weapons.size()) {
        // §4.1 [amb], our reading: the backup weapon fires instead of a tribarrel.
        return QStringLiteral("%1 fires its backup weapon instead of a tribarrel").arg(tu.id);
    }
    const double range = distance(tu.at, target.at);
    const int band = crucible::rangeBand(c.rangeLimits(), range);
    if (band < 0 || (w.toHit > 0 && band > 1))
        return QStringLiteral("%1 is out of range of %2").arg(target.id, w.name);
    const QString arc = crucible::arcOf(tu.at, tu.facing, target.at, c.frontArc(), c.rearArc());
    if (!crucible::coversArc(w.arcs, arc))
        return QStringLiteral("%1 is in %2's %3 arc, which %4 does not cover")
            .arg(target.id, tu.id, arc, w.name);
    if (!c.canSee(tu.at, target.at, nullptr))
        return QStringLiteral("%1 cannot see %2 beyond Point Blank through the terrain")
            .arg(tu.id, target.id);
    const int left = s.detachments.value(i.detachment).lp;
    const int lp = (conFire ? c.lpCost("con_fire", 2) : 0) + (rapid ? rapidLp(i) : 0);
    if (lp > left)
        return QStringLiteral("that costs %1 LP; %2 has %3").arg(lp).arg(i.detachment).arg(left);
    if (rapid && w.toHit > 0)
        return QStringLiteral("%1 does not Rapid Fire").arg(w.name);
    if (odds(tu, weapon, target, conFire).qr <= 0)
        return QStringLiteral("%1 cannot fire: its Quality Roll is below Untrained").arg(tu.id);
    return {};
}

CrucibleFireOdds CrucibleEngine::odds(const CrucibleTuState &tu, int weapon,
                                      const CrucibleTuState &target, bool conFire) const
{
    CrucibleFireOdds o;
    const CrucibleTuInfo &i = info(tu);
    const CrucibleTuInfo &t = info(target);
    const CrucibleWeapon w = i.weapons.value(weapon);
    crucible::QrSituation q;
    const int band = crucible::rangeBand(c.rangeLimits(), distance(tu.at, target.at));
    q.closeRange = band >= 0 && band <= 1;
    q.closeQuarterWeapon = w.closeQuarter;
    c.canSee(tu.at, target.at, &q.obscured);
    q.mountedMoved = i.kind == CrucibleTuKind::MountedInfantry && tu.moves() > 0;
    q.thunderRunTokens = int(tu.thunderTokens.size());
    q.fireflyTarget = t.kind == CrucibleTuKind::Firefly;
    q.deadEye = i.has("dead_eye") && !tu.deadEyeUsed;
    q.shaperOfMen = i.has("shaper_of_men");
    q.conFire = conFire;
    q.suppression = tu.suppression;
    o.modifiers = crucible::qrModifiers(q);
    o.qr = w.toHit > 0
        ? w.toHit
        : crucible::qrTarget(c.ladder(), level(i), crucible::qrModifierTotal(o.modifiers));
    o.dice = w.sh;
    const crucible::Firepower fp = crucible::parseFirepower(w.fp);
    o.fp = t.infantry() ? fp.infantry : fp.vehicle;
    o.facing = crucible::arcOf(target.at, target.facing, tu.at, c.frontArc(), c.rearArc());
    o.dv = o.facing == QLatin1String("front") ? t.dvFront
        : o.facing == QLatin1String("rear")   ? t.dvRear
                                              : t.dvSide;
    o.dv += crucible::coverDv(t.infantry(), c.coverAt(target.at),
                              w.name.contains(QLatin1String("powergun"), Qt::CaseInsensitive));
    const double hit = o.qr > 0 ? (7 - o.qr) / 6.0 : 0;
    const int dice = int(c.playValue("Dice added to FP against DV", 1));
    const double through
        = t.kind == CrucibleTuKind::Firefly ? 1.0 : chanceAtLeast(dice, o.dv - o.fp);
    o.expected = o.dice * hit * through;
    return o;
}

void CrucibleEngine::fire(CrucibleTuState &tu, int weapon, CrucibleTuState &target, bool conFire,
                          bool rapid)
{
    const CrucibleTuInfo &i = info(tu);
    const CrucibleFireOdds o = odds(tu, weapon, target, conFire);
    const int lp = (conFire ? c.lpCost("con_fire", 2) : 0) + (rapid ? rapidLp(i) : 0);
    s.detachments[i.detachment].lp -= lp;
    tu.weaponsFired.append(weapon);
    if (i.has("dead_eye"))
        tu.deadEyeUsed = true;
    const int player = i.player;
    const int bursts = rapid ? 2 : 1;
    for (int burst = 1; burst <= bursts && target.onTable(); ++burst) {
        DieRoll &r = roll(o.dice, QStringLiteral("quality_roll"),
                          {{QStringLiteral("unit"), tu.id},
                           {QStringLiteral("weapon"), i.weapons.at(weapon).name},
                           {QStringLiteral("target"), target.id},
                           {QStringLiteral("qr"), o.qr},
                           {QStringLiteral("modifiers"), modifierList(o.modifiers)},
                           {QStringLiteral("burst"), burst},
                           {QStringLiteral("lp"), burst == 1 ? lp : 0}});
        const int hits = successes(r, o.qr);
        const bool jam = burst == 2 && r.faces.contains(1);
        setResult(QStringLiteral("%1 hit(s)").arg(hits)
                  + (jam ? QStringLiteral(", jam") : QString()));
        if (jam) {
            // Rapid Fire's second burst (core p.127, FAQ): a 1 jams a vehicle's weapon for
            // the game, suppresses infantry.
            if (i.infantry())
                ++tu.suppression;
            else
                tu.weaponsJammed.append(weapon);
            note({{QStringLiteral("type"), QStringLiteral("jammed")},
                  {QStringLiteral("unit"), tu.id},
                  {QStringLiteral("weapon"), i.weapons.at(weapon).name}});
        }
        const int dice = int(c.playValue("Dice added to FP against DV", 1));
        for (int h = 0; h < hits && target.onTable(); ++h) {
            if (info(target).kind == CrucibleTuKind::Firefly) {
                destroy(target, player); // §5: any hit destroys
                break;
            }
            DieRoll &p = roll(dice, QStringLiteral("hit"),
                              {{QStringLiteral("target"), target.id},
                               {QStringLiteral("fp"), o.fp},
                               {QStringLiteral("dv"), o.dv},
                               {QStringLiteral("facing"), o.facing}});
            const bool through = p.total + o.fp >= o.dv;
            setResult(through ? QStringLiteral("through") : QStringLiteral("no effect"));
            if (through)
                hitTakesEffect(target, player);
        }
    }
}

void CrucibleEngine::hitTakesEffect(CrucibleTuState &target, int byPlayer)
{
    if (!info(target).infantry()) {
        damageVehicle(target, byPlayer);
        return;
    }
    DieRoll &r
        = roll(1, QStringLiteral("infantry_damage"), {{QStringLiteral("target"), target.id}});
    const int row = crucible::rowForRoll(c.infantryDamageRows(), r.total);
    if (row == 0) {
        setResult(QStringLiteral("suppression point"));
        ++target.suppression;
    } else {
        setResult(QStringLiteral("destroyed"));
        destroy(target, byPlayer);
    }
}

void CrucibleEngine::damageVehicle(CrucibleTuState &target, int byPlayer)
{
    using crucible::VehicleDamage;
    const CrucibleTuInfo &t = info(target);
    DieRoll &r = roll(1, QStringLiteral("vehicle_damage"), {{QStringLiteral("target"), target.id}});
    const VehicleDamage damage = crucible::vehicleDamage(c.vehicleDamageRows(), r.total);
    static const char *const names[] = {"shaken", "no move or fire", "weapon lost", "destroyed"};
    setResult(QLatin1String(names[int(damage)]));
    if (t.has("field_mechanic") && crucible::fieldMechanicCancels(damage)) {
        // §6.2: a QR success cancels results 1-4.
        const int qr = crucible::qrTarget(c.ladder(), level(t), t.has("shaper_of_men") ? 1 : 0);
        DieRoll &m = roll(1, QStringLiteral("field_mechanic"),
                          {{QStringLiteral("unit"), target.id}, {QStringLiteral("qr"), qr}});
        const bool cancelled = qr > 0 && m.total >= qr;
        setResult(cancelled ? QStringLiteral("cancelled") : QStringLiteral("failed"));
        if (cancelled)
            return;
    }
    switch (damage) {
    case VehicleDamage::Shaken:
        ++target.suppression; // ours: the core chart's result 1 is lost
        break;
    case VehicleDamage::Held: {
        const bool late = s.phase > int(c.phases().indexOf(QStringLiteral("direct_fire")));
        target.heldTurn = crucible::heldTurn(s.turn, late || target.moves() > 0 || target.fired());
        note({{QStringLiteral("type"), QStringLiteral("held")},
              {QStringLiteral("unit"), target.id},
              {QStringLiteral("turn"), target.heldTurn}});
        break;
    }
    case VehicleDamage::WeaponLost:
        for (int w = 0; w < t.weapons.size(); ++w) {
            if (!target.weaponsLost.contains(w)) {
                target.weaponsLost.append(w);
                note({{QStringLiteral("type"), QStringLiteral("weapon_lost")},
                      {QStringLiteral("unit"), target.id},
                      {QStringLiteral("weapon"), t.weapons.at(w).name}});
                break;
            }
        }
        break;
    case VehicleDamage::Destroyed:
        destroy(target, byPlayer);
        break;
    }
}

void CrucibleEngine::destroy(CrucibleTuState &target, int byPlayer)
{
    const CrucibleTuInfo &t = info(target);
    target.status = CrucibleTuState::Status::Destroyed;
    s.losses[c.players().at(t.player).colour] += 1;
    if (byPlayer >= 0 && byPlayer < s.destroyedPoints.size() && byPlayer != t.player)
        s.destroyedPoints[byPlayer] += t.cost;
    // Chaos (FAQ): a Firefly belongs to its controller's TU; of a controller's remote units
    // the second lost counts as one TU lost.
    int chaos = 1;
    if (t.kind == CrucibleTuKind::Firefly)
        chaos = c.option(QStringLiteral("fireflies_count_as_tus")) == QLatin1String("yes") ? 1 : 0;
    if (t.kind == CrucibleTuKind::RemoteUnit) {
        int lost = 0;
        for (const CrucibleTuState &o : s.tus)
            lost += !o.onTable() && info(o).controller == t.controller ? 1 : 0;
        chaos = lost == 2 ? 1 : 0;
    }
    s.detachments[t.detachment].lost += chaos;
    note({{QStringLiteral("type"), QStringLiteral("destroyed")},
          {QStringLiteral("unit"), target.id},
          {QStringLiteral("chaos"), chaos}});
}

QList<CrucibleTuState *> CrucibleEngine::assaulters(int player, const CrucibleTuState &target) const
{
    QList<CrucibleTuState *> out;
    for (CrucibleTuState &tu : s.tus) {
        const CrucibleTuInfo &i = info(tu);
        if (tu.onTable() && i.player == player && i.infantry() && !tu.assaulted && !held(tu)
            && tu.suppression == 0 && distance(tu.at, target.at) <= c.rangeLimits().value(0) + 1e-6)
            out.append(&tu);
    }
    return out;
}

QString CrucibleEngine::assaultProblem(int player, const CrucibleTuState &target) const
{
    const CrucibleTuInfo &t = info(target);
    if (t.infantry() || t.kind == CrucibleTuKind::Firefly)
        return QStringLiteral("vehicle close assault is against vehicles");
    if (assaulters(player, target).isEmpty())
        return QStringLiteral("no infantry of %1 ready at Point Blank of %2")
            .arg(playerName(player), target.id);
    return {};
}

void CrucibleEngine::assault(CrucibleTuState &target)
{
    const CrucibleTuInfo &t = info(target);
    const int player = s.current();
    QList<int> dvs;
    QJsonArray who;
    const QList<CrucibleTuState *> attackers = assaulters(player, target);
    for (CrucibleTuState *a : attackers) {
        a->assaulted = true;
        who.append(a->id);
        const QString facing
            = crucible::arcOf(target.at, target.facing, a->at, c.frontArc(), c.rearArc());
        dvs.append(facing == QLatin1String("front")      ? t.dvFront
                       : facing == QLatin1String("rear") ? t.dvRear
                                                         : t.dvSide);
    }
    const int dv = crucible::closeAssaultDv(dvs);
    const int ca = int(attackers.size() * c.playValue("Close Assault value of an infantry TU", 1));
    DieRoll &r = roll(2, QStringLiteral("close_assault"),
                      {{QStringLiteral("target"), target.id},
                       {QStringLiteral("attackers"), who},
                       {QStringLiteral("close_assault"), ca},
                       {QStringLiteral("dv"), dv}});
    const bool success = crucible::closeAssaultSucceeds(r.total, ca, dv);
    setResult(success ? QStringLiteral("success") : QStringLiteral("failed"));
    if (success)
        damageVehicle(target, player);
}

int CrucibleEngine::artilleryLp(const CrucibleDetachmentInfo &d) const
{
    return crucible::scaledLp(int(c.playValue("Big Guns request (LP)", 20)), d.artilleryLpFactor);
}

QString CrucibleEngine::callProblem(const QString &detachment, const CrucibleTuState &target) const
{
    const CrucibleDetachmentInfo *d = c.detachment(detachment);
    if (!d)
        return QStringLiteral("no detachment %1").arg(detachment);
    for (const CrucibleStrike &strike : s.strikes) {
        if (strike.detachment == detachment && strike.landsTurn > s.turn)
            return QStringLiteral("%1 has called its strike this turn").arg(d->name);
    }
    const int cost = artilleryLp(*d);
    const int left = s.detachments.value(detachment).lp;
    if (cost > left)
        return QStringLiteral("a Big Guns request costs %1 LP; %2 has %3")
            .arg(cost)
            .arg(d->name)
            .arg(left);
    if (info(target).player == d->player)
        return QStringLiteral("%1 is a friend").arg(target.id);
    return {};
}

void CrucibleEngine::callArtillery(const QString &detachment, const CrucibleTuState &target)
{
    const CrucibleDetachmentInfo &d = *c.detachment(detachment);
    const int cost = artilleryLp(d);
    s.detachments[detachment].lp -= cost;
    CrucibleStrike strike;
    strike.player = d.player;
    strike.detachment = detachment;
    strike.at = target.at;
    strike.target = target.id;
    const crucible::Landing landing
        = crucible::strikeLanding(crucible::StrikeKind::OffTableArtillery, s.turn);
    strike.landsTurn = landing.turn;
    strike.landsPhase = landing.phase;
    strike.strikes = d.artilleryLpFactor < 1 ? 2 : 1; // Master of Artillery: two strikes
    for (const CrucibleTuInfo &tu : c.tus())
        strike.seeker = strike.seeker || (tu.player == d.player && tu.has("seeker_warheads"));
    s.strikes.append(strike);
    note({{QStringLiteral("type"), QStringLiteral("strike_called")},
          {QStringLiteral("detachment"), detachment},
          {QStringLiteral("target"), target.id},
          {QStringLiteral("at"), c.pointText(strike.at)},
          {QStringLiteral("lp"), cost},
          {QStringLiteral("lands_turn"), strike.landsTurn},
          {QStringLiteral("lands_phase"), strike.landsPhase},
          {QStringLiteral("strikes"), strike.strikes}});
}

void CrucibleEngine::landStrikes()
{
    const QString phase = phaseId();
    QList<CrucibleStrike> due;
    for (int k = int(s.strikes.size()) - 1; k >= 0; --k) {
        if (s.strikes.at(k).landsTurn == s.turn && s.strikes.at(k).landsPhase == phase)
            due.prepend(s.strikes.takeAt(k));
    }
    for (const CrucibleStrike &strike : due) {
        const CrucibleDetachmentInfo &d = *c.detachment(strike.detachment);
        const double radius = crucible::spreadRadius(c.artillerySpread(), strike.seeker ? 2 : 1);
        QList<QPair<QString, int>> used; // intercepting weapons spent on a salvo
        for (int n = 1; n <= strike.strikes; ++n) {
            bool stopped = false;
            // §3: each allocated weapon rolls its triangle against one salvo.
            for (CrucibleTuState &defender : s.tus) {
                const CrucibleTuInfo &di = info(defender);
                if (stopped || !defender.onTable() || di.player == strike.player)
                    continue;
                for (int w : std::as_const(defender.defending)) {
                    if (stopped || used.contains({defender.id, w})
                        || defender.weaponsLost.contains(w))
                        continue;
                    const CrucibleWeapon &weapon = di.weapons.at(w);
                    const crucible::Intercept ic = crucible::interceptRolls(
                        c.ladder(), level(di), weapon.interceptRolls, weapon.interceptQr);
                    if (ic.rolls <= 0)
                        continue;
                    used.append({defender.id, w});
                    DieRoll &r = roll(ic.rolls, QStringLiteral("intercept"),
                                      {{QStringLiteral("unit"), defender.id},
                                       {QStringLiteral("weapon"), weapon.name},
                                       {QStringLiteral("qr"), ic.target},
                                       {QStringLiteral("strike"), n}});
                    stopped = successes(r, ic.target) > 0;
                    setResult(stopped ? QStringLiteral("intercepted") : QStringLiteral("missed"));
                }
            }
            QJsonObject line {{QStringLiteral("type"), QStringLiteral("strike_lands")},
                              {QStringLiteral("detachment"), strike.detachment},
                              {QStringLiteral("strike"), n},
                              {QStringLiteral("intercepted"), stopped}};
            // The target: the one named if still within the spread, or with Seeker
            // War-heads the enemy TU nearest the aim point, picked now (§6.1).
            CrucibleTuState *target = nullptr;
            for (CrucibleTuState &tu : s.tus) {
                if (!tu.onTable() || info(tu).player == strike.player
                    || distance(tu.at, strike.at) > radius + 1e-6)
                    continue;
                if (strike.seeker
                        ? (!target || distance(tu.at, strike.at) < distance(target->at, strike.at))
                        : tu.id == strike.target)
                    target = &tu;
            }
            line.insert(QStringLiteral("target"), target ? target->id : QString());
            note(line);
            if (stopped || !target)
                continue;
            QList<CrucibleTuState *> hit {target};
            if (c.optionOn("area_effect")) {
                // §7.5: every TU within Close range of the primary target too.
                for (CrucibleTuState &tu : s.tus) {
                    if (tu.onTable() && &tu != target
                        && distance(tu.at, target->at) <= c.rangeLimits().value(1) + 1e-6)
                        hit.append(&tu);
                }
            }
            for (CrucibleTuState *victim : hit) {
                const CrucibleTuInfo &v = info(*victim);
                const int shots = int(c.playValue("Off-table strike: shots", 2));
                const int fp
                    = int(v.infantry() ? c.playValue("Off-table strike: FP against infantry", 5)
                                       : c.playValue("Off-table strike: FP against vehicles", 4));
                const int qr = crucible::qrTarget(c.ladder(), d.level, 0);
                DieRoll &r = roll(shots, QStringLiteral("artillery"),
                                  {{QStringLiteral("target"), victim->id},
                                   {QStringLiteral("qr"), qr},
                                   {QStringLiteral("fp"), fp},
                                   {QStringLiteral("dv"), v.dvTop}});
                const int hits = successes(r, qr);
                setResult(QStringLiteral("%1 hit(s)").arg(hits));
                const int dice = int(c.playValue("Dice added to FP against DV", 1));
                for (int h = 0; h < hits && victim->onTable(); ++h) {
                    DieRoll &p = roll(dice, QStringLiteral("hit"),
                                      {{QStringLiteral("target"), victim->id},
                                       {QStringLiteral("fp"), fp},
                                       {QStringLiteral("dv"), v.dvTop},
                                       {QStringLiteral("facing"), QStringLiteral("top")}});
                    const bool through = p.total + fp >= v.dvTop;
                    setResult(through ? QStringLiteral("through") : QStringLiteral("no effect"));
                    if (through)
                        hitTakesEffect(*victim, strike.player);
                }
            }
        }
    }
}

} // namespace hexwright
