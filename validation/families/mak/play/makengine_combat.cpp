// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makcombat.h"
#include "families/mak/rules/maklos.h"

#include <QJsonArray>

#include <algorithm>

namespace hexwright {

using namespace makrules;

QStringList MakEngine::pinnedIn(OffsetCoord hex) const
{
    QList<MakCqcUnit> phasing;
    for (const QString &id : unitsIn(hex, s.player)) {
        const MakUnitState &u = *s.unit(id);
        phasing.append({id, u.immobilized, mayAttack(u) && hasUsableWeapon(u, false)});
    }
    QStringList enemies = unitsIn(hex, enemyOf(s.player));
    // The phase player pins the strongest first.
    std::stable_sort(enemies.begin(), enemies.end(), [this](const QString &a, const QString &b) {
        return bestAttack(*s.unit(a)) > bestAttack(*s.unit(b));
    });
    return pinnedUnits(phasing, enemies);
}

MakSight MakEngine::sight(const MakUnitState &from, OffsetCoord fromHex,
                          const MakUnitState &to) const
{
    MakSightSpec spec;
    spec.from = fromHex;
    spec.to = to.hex;
    spec.viewerClass = c.piece(from.id).unitClass;
    spec.targetClass = c.piece(to.id).unitClass;
    spec.heightRule = c.option(QStringLiteral("height_one_terrain"));
    spec.obscured = obscured();
    return lineOfSight(c.ruleset(), c.board(), spec);
}

const MakUnitState *MakEngine::spotterFor(const MakUnitState &attacker,
                                          const MakUnitState &target) const
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
    // [10.5] An aircraft on a ground mission may spot one indirect attack.
    for (const MakUnitState *u : aircraft(attacker.player, QStringLiteral("ground"))) {
        if (!u->disarmed)
            return u;
    }
    return nullptr;
}

std::optional<MakAttackPreview> MakEngine::preview(const QString &attackerId, int w,
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
    if (!a || !t || !fights(*a) || !t->onMap())
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
    // [14.2.3] Defensive fire at charging infantry.
    spec.atChargingInfantry = defensive && t->charging;
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
    if (hexes > 0 && contested(a->hex) && a->player != s.player && pinnedIn(a->hex).contains(a->id))
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
    // [19.2.5] Units in a smoke hex fire and are fired at, through the smoke.
    spec.throughSmoke = smoked(a->hex) || smoked(t->hex);
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

void MakEngine::openWindow(MakDefensiveWindow window)
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
    // [14.4.3] The engineer squad fired upon without damage keeps the window open.
    QList<MakPlay> arsons;
    if (!window.arsonSquad.isEmpty()) {
        const std::optional<MakDefensiveWindow> before = s.defensive;
        s.defensive = window;
        legalFire(&arsons);
        s.defensive = before;
    }
    if (shots.isEmpty() && arsons.isEmpty()) {
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
    if (!arsons.isEmpty() && !seen.contains(window.arsonSquad))
        firers.append(window.arsonSquad);
    note({{QStringLiteral("type"), QStringLiteral("defensive")},
          {QStringLiteral("trigger"), window.trigger},
          {QStringLiteral("firers"), firers}});
    s.defensive = window;
}

void MakEngine::closeWindowIfDone()
{
    if (!s.defensive)
        return;
    for (const MakPlay &p : legal()) {
        if (p.kind == QLatin1String("defensive_fire") || p.kind == QLatin1String("arson"))
            return;
    }
    closeWindow();
}

void MakEngine::closeWindow()
{
    if (!s.defensive)
        return;
    const MakDefensiveWindow window = *s.defensive;
    s.defensive.reset();
    if (!window.enteringHex)
        return;
    if (!window.overrunTarget.isEmpty())
        return finishOverrun(window);
    // [9.2] The survivors enter and fight; an immobilized one stays outside. A minefield
    // attacks each leaving its hex and entering the other [19.1.4].
    QStringList entered;
    for (const QString &id : window.entering) {
        MakUnitState *u = s.unit(id);
        if (u && u->onMap() && !u->immobilized)
            mineAttack(*u, u->hex);
        if (!u || !u->onMap() || u->immobilized)
            continue;
        u->hex = *window.enteringHex;
        mineAttack(*u, u->hex);
        if (!u->onMap())
            continue;
        u->mpLeft = 0;
        u->closeQuarters = true;
        entered.append(id);
    }
    note({{QStringLiteral("type"), QStringLiteral("close_quarters")},
          {QStringLiteral("hex"), c.label(*window.enteringHex)},
          {QStringLiteral("entered"), QJsonArray::fromStringList(entered)}});
}

void MakEngine::resolveHit(MakUnitState &t, int hitRoll, int enduranceModifier, int hitRollNumber)
{
    const MakPiece &tp = c.piece(t.id);
    const QString naturalTwo = c.option(QStringLiteral("natural_two"));
    // [10.6.3] A Hornisse landing or taking off is of durability C.
    const QString durability = m_landing ? QStringLiteral("C") : tp.durability;
    QString result;
    int rollNumber = hitRollNumber;
    if (naturalTwo != QLatin1String("endurance_roll") && hitRoll == 2) {
        result = QStringLiteral("D");
    } else {
        DieRoll &r = roll(2, QStringLiteral("endurance"),
                          {{QStringLiteral("unit"), t.id},
                           {QStringLiteral("durability"), durability},
                           {QStringLiteral("modifier"), enduranceModifier}});
        result = hitResult(c.ruleset(), durability, 12, r.total, enduranceModifier, naturalTwo);
        m_rawResult = result;
        // [5.1.2] An aircraft immobilized is destroyed, but a Hornisse may land; [10.6.3]
        // landing or taking off, A or M destroys it.
        if (m_landing && (result == QLatin1String("A") || result == QLatin1String("M")))
            result = QStringLiteral("D");
        if (tp.aircraft && t.status == MakUnitState::Status::Air && result == QLatin1String("M")
            && emergencyLanding(t))
            result = QStringLiteral("M");
        else if (tp.aircraft && !t.landed && result == QLatin1String("M"))
            result = QStringLiteral("D");
        m_dice->setResult(result);
        rollNumber = lastRoll();
    }
    note({{QStringLiteral("type"), QStringLiteral("result")},
          {QStringLiteral("unit"), t.id},
          {QStringLiteral("result"), result},
          {QStringLiteral("roll"), rollNumber}});
    applyResult(t, result, rollNumber);
    m_rawResult.clear();
}

void MakEngine::applyResult(MakUnitState &t, const QString &result, int rollNumber,
                            const QString &reason)
{
    // [18.2.2] Any D, A or M kills a pilot.
    if (c.piece(t.id).pilot && (result == QLatin1String("A") || result == QLatin1String("M")))
        return applyResult(t, QStringLiteral("D"), rollNumber, reason);
    const int scorer = enemyOf(t.player);
    auto score = [&] {
        if (t.scored)
            return;
        t.scored = true;
        s.ogp[scorer] += c.piece(t.id).vp;
    };
    if (result == QLatin1String("D")) {
        // [18.2.1] Its pilot may escape into its hex.
        const bool inHex = t.onMap()
            || (t.status == MakUnitState::Status::Carried && !c.piece(t.carriedBy).aircraft);
        const OffsetCoord hex = t.hex;
        const QString lastResult = m_rawResult.isEmpty() ? result : m_rawResult;
        t.status = MakUnitState::Status::Eliminated;
        s.losses[c.colourOf(t.id)] += 1;
        score();
        note({{QStringLiteral("type"), QStringLiteral("eliminated")},
              {QStringLiteral("unit"), t.id},
              {QStringLiteral("reason"), reason},
              {QStringLiteral("roll"), rollNumber}});
        // [13.1.3] A vehicle destroyed takes its cargo with it.
        for (MakUnitState &cargo : s.units) {
            if (cargo.status == MakUnitState::Status::Carried && cargo.carriedBy == t.id)
                applyResult(cargo, result, rollNumber, QStringLiteral("carrier destroyed"));
        }
        if (inHex && c.option(QStringLiteral("pilot_escape")) == QLatin1String("on"))
            pilotEscape(t, hex, lastResult);
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

void MakEngine::attack(const MakPlay &p, bool defensive)
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
        if (spotter.status == MakUnitState::Status::Air)
            spotter.mission = QStringLiteral("used");
        spotter.mpLeft = std::max(0.0, spotter.mpLeft - c.piece(spotter.id).movement / 2.0);
    }
    QJsonArray terms;
    for (const MakAttackLine &line : pv->target.lines)
        terms.append(
            QJsonObject {{QStringLiteral("id"), line.id}, {QStringLiteral("value"), line.value}});
    QJsonObject inputs {
        {QStringLiteral("attacker"), a.id},
        {QStringLiteral("target"), p.target},
        {QStringLiteral("weapon"), weapon ? weapon->code : QStringLiteral("unarmed")},
        {QStringLiteral("hexes"), range},
        {QStringLiteral("attack_target"), pv->target.target},
        {QStringLiteral("modifiers"), terms}};
    if (pv->indirect)
        inputs.insert(QStringLiteral("spotter"), pv->spotter);
    DieRoll &r
        = roll(2, defensive ? QStringLiteral("defensive_fire") : QStringLiteral("attack"), inputs);
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
    const MakUnitState before = *s.unit(p.target);
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
            const OffsetCoord at = t.hex;
            resolveHit(t, total, modifier, hitRoll);
            // [19.4] A D by a gun or missile in a building may start a fire.
            if (weapon && t.status == MakUnitState::Status::Eliminated)
                checkFire(at, weapon->type, false);
        }
    }
    for (const QString &id : struck) {
        MakUnitState &t = *s.unit(id);
        if (t.moraleBroken && t.onMap())
            t.attackedWhileBroken = true;
    }
    // The target's damage by this attack: eliminated, or a new M, A or broken morale.
    const MakUnitState &after = *s.unit(p.target);
    const bool targetDamaged = !after.onMap() || after.immobilized != before.immobilized
        || after.disarmed != before.disarmed || after.moraleBroken != before.moraleBroken;
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
    // [14.4.3] An engineer squad fired upon without damage may try arson instead of firing.
    if (!targetDamaged)
        window.arsonSquad = target.id;
    const int triggerRange = c.rules().modifier(QStringLiteral("defensive_fire_trigger_range"));
    // Cargo in the vehicle attacked fires back too, at the attacker or the vehicle it rides
    // [13.1.3, 13.1.4].
    for (const MakUnitState *f : firers(enemyOf(a.player))) {
        const std::optional<MakTrigger> t = defensiveTrigger(
            event, f->id == p.target, f->hex == centre && f->id != p.target, 0, triggerRange);
        if (t)
            window.shots.append({f->id, shotAt(a.id)});
    }
    if (fights(a))
        openWindow(window);
}

} // namespace hexwright
