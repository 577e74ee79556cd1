// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makattack.h"
#include "families/mak/rules/maksupport.h"

#include <QJsonArray>

#include <algorithm>

namespace hexwright {

using namespace makrules;

namespace {

/// The smoke-equipment chart's row of a unit type: its name, engineers by their row.
QString smokeRow(const Ruleset &ruleset, const QString &type)
{
    if (type == QLatin1String("eng_sq") || type == QLatin1String("pnr_sq"))
        return QStringLiteral("Engineers");
    const UnitType *t = ruleset.findUnitType(type);
    return t ? t->name : type;
}

} // namespace

QList<OffsetCoord> MakEngine::obscured() const
{
    QList<OffsetCoord> out = s.fires;
    for (const MakSmoke &smoke : s.smoke)
        out.append(smoke.hex);
    return out;
}

bool MakEngine::smoked(OffsetCoord hex) const
{
    for (const MakSmoke &smoke : s.smoke) {
        if (smoke.hex == hex)
            return true;
    }
    return false;
}

// --- Off-board artillery [17] -------------------------------------------------------------

QString MakEngine::artilleryRefusal(const MakPlay &p) const
{
    const MakUnitState *u = s.unit(p.unit);
    if (!u || !u->onMap() || u->player != s.player)
        return QStringLiteral("%1 is not the phase player's unit on the map").arg(p.unit);
    // [17.1.3] The observer may not move or attack on the turn it requests; one request each.
    if (u->moved || u->attacked || u->requested || u->moraleBroken)
        return QStringLiteral("%1 has moved, attacked or requested this turn").arg(p.unit);
    if (readyBattery(s.player) < 0)
        return QStringLiteral("no artillery with rounds left this turn");
    const bool mines = p.item == QLatin1String("mines");
    if (!p.item.isEmpty() && !mines)
        return QStringLiteral("a round is a strike (no round named) or mines [19.1.6]");
    // [17.1.4] Types b and d: a command unit requests what another observes; [17.1.5] a
    // unit takes part in one request.
    int requesterGroup = 0;
    if (!p.target.isEmpty()) {
        const MakUnitState *r = s.unit(p.target);
        if (!r || !r->onMap() || r->player != s.player || r->id == u->id)
            return QStringLiteral("the requester is another unit of the phase player on the map");
        if (r->requested || r->moraleBroken)
            return QStringLiteral("%1 has taken part in a request this turn").arg(p.target);
        requesterGroup = artilleryGroup(c.piece(r->id).abilities);
    }
    if (artilleryRequestType(artilleryGroup(c.piece(u->id).abilities), requesterGroup).isNull())
        return QStringLiteral("no request type of [17.1.4] has this observer and requester");
    QStringList enemies = unitsIn(p.to, enemyOf(s.player));
    if (enemies.isEmpty() && !mines)
        return QStringLiteral("a strike is requested on an enemy unit");
    // [17.1.6] A strike waits while own units stand in the target hex: none is asked there.
    if (!unitsIn(p.to, s.player).isEmpty())
        return QStringLiteral("own units stand in %1").arg(c.label(p.to));
    if (mines && minePower(p.to) >= c.rules().minesArtilleryMax)
        return QStringLiteral("the mines of %1 are at their most [19.1.6]").arg(c.label(p.to));
    MakSightSpec spec;
    spec.from = u->hex;
    spec.to = p.to;
    spec.viewerClass = c.piece(u->id).unitClass;
    if (!enemies.isEmpty())
        spec.targetClass = c.piece(enemies.first()).unitClass;
    spec.heightRule = c.option(QStringLiteral("height_one_terrain"));
    spec.obscured = obscured();
    if (!lineOfSight(c.ruleset(), c.board(), spec).visible)
        return QStringLiteral("%1 does not see %2").arg(p.unit, c.label(p.to));
    return {};
}

int MakEngine::readyBattery(int player) const
{
    for (int b = 0; b < c.artillery().size(); ++b) {
        if (c.artillery().at(b).player == player && s.roundsLeft.value(b) > 0
            && s.roundsThisTurn.value(b) < c.artillery().at(b).perTurn)
            return b;
    }
    return -1;
}

void MakEngine::requestArtillery(const MakPlay &p)
{
    MakUnitState &u = *s.unit(p.unit);
    u.requested = true;
    u.attacked = true; // no attack, and no move, this turn
    u.mpLeft = 0;
    int requesterGroup = 0;
    if (MakUnitState *r = s.unit(p.target)) {
        r->requested = true;
        requesterGroup = artilleryGroup(c.piece(r->id).abilities);
    }
    const int b = readyBattery(s.player);
    s.roundsLeft[b] -= 1;
    s.roundsThisTurn[b] += 1;
    const QChar type
        = artilleryRequestType(artilleryGroup(c.piece(u.id).abilities), requesterGroup);
    MakStrike strike;
    strike.player = s.player;
    strike.battery = b;
    strike.observer = u.id;
    strike.requestType = type;
    strike.hex = p.to;
    strike.requested = s.turn;
    strike.requester = p.target;
    strike.mines = p.item == QLatin1String("mines");
    s.strikes.append(strike);
    // O.G.P. item 2: the victory points of own artillery used.
    const int vp = artilleryFire(c.ruleset(), c.artillery().at(b).type).vp;
    s.ogp[s.player] -= vp;
    s.artilleryVp[s.player] += vp;
    QJsonObject line {{QStringLiteral("type"), QStringLiteral("artillery_requested")},
                      {QStringLiteral("observer"), u.id},
                      {QStringLiteral("request_type"), QString(type)},
                      {QStringLiteral("artillery"), c.artillery().at(b).type},
                      {QStringLiteral("hex"), c.label(p.to)},
                      {QStringLiteral("rounds_left"), s.roundsLeft.at(b)},
                      {QStringLiteral("vp"), vp}};
    if (!p.target.isEmpty())
        line.insert(QStringLiteral("requester"), p.target);
    if (strike.mines)
        line.insert(QStringLiteral("round"), QStringLiteral("mines"));
    note(line);
}

void MakEngine::fireArtillery(int player)
{
    QList<MakStrike> waiting;
    const QList<MakStrike> strikes = s.strikes;
    s.strikes.clear();
    for (const MakStrike &strike : strikes) {
        if (strike.player != player || strike.requested >= s.turn) {
            waiting.append(strike);
            continue;
        }
        const MakUnitState *observer = s.unit(strike.observer);
        if (!observer || observer->status == MakUnitState::Status::Eliminated) {
            note({{QStringLiteral("type"), QStringLiteral("artillery_cancelled")},
                  {QStringLiteral("observer"), strike.observer},
                  {QStringLiteral("reason"), QStringLiteral("the observer was destroyed")}});
            continue;
        }
        // [17.1.6] Postponed while own units stand in the target hex.
        if (!unitsIn(strike.hex, player).isEmpty()) {
            waiting.append(strike);
            continue;
        }
        const int number = deviationNumber(c.ruleset(), strike.requestType);
        DieRoll &r = roll(2, QStringLiteral("artillery_deviation"),
                          {{QStringLiteral("request_type"), QString(strike.requestType)},
                           {QStringLiteral("number"), number},
                           {QStringLiteral("hex"), c.label(strike.hex)}});
        const MakDeviation where
            = deviation(r.total, number, c.option(QStringLiteral("deviation_equal")),
                        c.rules().modifier(QStringLiteral("artillery_deviation_adjacent")));
        std::optional<OffsetCoord> impact;
        if (where == MakDeviation::OnTarget) {
            m_dice->setResult(QStringLiteral("on target"));
            impact = strike.hex;
        } else if (where == MakDeviation::Adjacent) {
            m_dice->setResult(QStringLiteral("adjacent"));
            DieRoll &d = roll(1, QStringLiteral("artillery_direction"),
                              {{QStringLiteral("hex"), c.label(strike.hex)}});
            const OffsetSystem &o = c.map().offsets();
            const OffsetCoord h
                = o.toOffset(o.fromOffset(strike.hex).neighbors().at((d.total - 1) % 6));
            if (c.map().isPlayable(h))
                impact = h;
            m_dice->setResult(impact ? c.label(h) : QStringLiteral("off the map"));
        } else {
            m_dice->setResult(QStringLiteral("no effect"));
        }
        if (!impact)
            continue;
        if (strike.mines) {
            artilleryMines(strike, *impact);
            continue;
        }
        // [17.2.2] The effect of indirect fire: one hit roll, every unit in the area (own
        // units too) rolls its endurance, +1 off the impact hex.
        const MakArtilleryFire fire
            = artilleryFire(c.ruleset(), c.artillery().at(strike.battery).type);
        QStringList struck;
        for (const MakUnitState *u : onMap(-1)) {
            if (c.distance(u->hex, *impact) <= fire.radius)
                struck.append(u->id);
        }
        DieRoll &hit = roll(2, QStringLiteral("artillery"),
                            {{QStringLiteral("hex"), c.label(*impact)},
                             {QStringLiteral("attack"), fire.attack},
                             {QStringLiteral("units"), QJsonArray::fromStringList(struck)}});
        const int total = hit.total;
        const int hitRoll = lastRoll();
        m_dice->setResult(QStringLiteral("rolled"));
        MakWeapon weapon;
        weapon.type = QStringLiteral("R");
        weapon.attack = fire.attack;
        weapon.range = 1;
        weapon.bands = {{1, 1, fire.attack}};
        for (const QString &id : struck) {
            MakUnitState &t = *s.unit(id);
            if (!t.onMap())
                continue;
            MakAttackSpec spec;
            spec.weapon = &weapon;
            spec.defence = c.piece(id).defence;
            if (const MakPilot *pilot = c.pilot(id))
                spec.pilotDefence = pilot->defence;
            spec.targetTerrain = c.terrainId(t.hex);
            spec.targetTypeI = c.piece(id).unitClass == QLatin1String("I");
            spec.targetImmobilized = t.immobilized;
            spec.indirect = true;
            const MakAttackTarget target = attackTarget(c.ruleset(), spec);
            note({{QStringLiteral("type"), QStringLiteral("artillery_target")},
                  {QStringLiteral("unit"), id},
                  {QStringLiteral("attack_target"), target.target},
                  {QStringLiteral("hit"), hits(total, target.target)},
                  {QStringLiteral("roll"), hitRoll}});
            if (!hits(total, target.target))
                continue;
            const OffsetCoord at = t.hex;
            resolveHit(t, total, t.hex == *impact ? 0 : c.rules().indirectOffCentreEndurance,
                       hitRoll);
            if (t.status == MakUnitState::Status::Eliminated)
                checkFire(at, weapon.type, true);
        }
    }
    s.strikes = waiting;
}

// --- Smoke [19.2] ---------------------------------------------------------------------------

QString MakEngine::smokeRefusal(const MakPlay &p) const
{
    const MakUnitState *u = s.unit(p.unit);
    if (!u || !u->onMap() || u->player != s.player)
        return QStringLiteral("%1 is not the phase player's unit on the map").arg(p.unit);
    const MakPiece &piece = c.piece(u->id);
    if (smoked(p.to))
        return QStringLiteral("%1 holds smoke already").arg(c.label(p.to));
    if (u->moraleBroken)
        return QStringLiteral("broken infantry lays no smoke [14.3]");
    // [19.2.4] Engine smoke: unlimited, in the unit's own hex; by the errata each further
    // one a hex further (one a turn then).
    if (engineSmokeReaches(*u, p.to))
        return {};
    const bool engineers = u->type == QLatin1String("eng_sq") || u->type == QLatin1String("pnr_sq");
    if (!piece.abilities.contains(QStringLiteral("smoke")) && !engineers)
        return QStringLiteral("%1 lays no smoke").arg(p.unit);
    const MakSmokeEquipment e = smokeEquipment(c.ruleset(), smokeRow(c.ruleset(), u->type));
    if (!e.found)
        return QStringLiteral("the smoke-equipment chart has no row for %1").arg(u->type);
    if (c.distance(u->hex, p.to) > e.range)
        return QStringLiteral("beyond its smoke range of %1").arg(e.range);
    if (s.smokeLaid.value(u->id) >= e.markers)
        return QStringLiteral("%1 has laid all its smoke").arg(p.unit);
    if (s.smokeThisTurn.value(u->id) >= e.perTurn)
        return QStringLiteral("%1 has laid its smoke this turn").arg(p.unit);
    return {};
}

void MakEngine::laySmoke(const MakPlay &p)
{
    const MakUnitState &u = *s.unit(p.unit);
    const bool engine = engineSmokeReaches(u, p.to);
    if (engine) {
        s.engineSmoke[u.id] += 1;
        s.engineSmokeTurn[u.id] = s.turn;
    } else {
        s.smokeLaid[u.id] += 1;
        s.smokeThisTurn[u.id] += 1;
    }
    s.smoke.append({p.to, s.player, s.turn, 2});
    note({{QStringLiteral("type"), QStringLiteral("smoke")},
          {QStringLiteral("unit"), u.id},
          {QStringLiteral("hex"), c.label(p.to)},
          {QStringLiteral("engine"), engine}});
}

bool MakEngine::engineSmokeReaches(const MakUnitState &u, OffsetCoord hex) const
{
    if (!c.piece(u.id).abilities.contains(QStringLiteral("engine_smoke")))
        return false;
    const QString rule = c.option(QStringLiteral("engine_smoke_range"));
    if (hex == u.hex)
        return true;
    if (s.engineSmokeTurn.value(u.id) == s.turn)
        return false;
    return c.distance(u.hex, hex) <= engineSmokeRange(s.engineSmoke.value(u.id), rule);
}

QList<OffsetCoord> MakEngine::hexesWithin(OffsetCoord hex, int range) const
{
    QList<OffsetCoord> out {hex};
    for (int i = 0; i < out.size(); ++i) {
        for (OffsetCoord n : c.neighbours(out.at(i))) {
            if (!out.contains(n) && c.distance(hex, n) <= range)
                out.append(n);
        }
    }
    return out;
}

void MakEngine::ageSmoke(int player)
{
    for (int i = int(s.smoke.size()) - 1; i >= 0; --i) {
        MakSmoke &smoke = s.smoke[i];
        if (smoke.player != player)
            continue;
        smoke.strength = smokeStrength(smoke.laid, s.turn);
        if (smoke.strength <= 0) {
            note({{QStringLiteral("type"), QStringLiteral("smoke_cleared")},
                  {QStringLiteral("hex"), c.label(smoke.hex)}});
            s.smoke.removeAt(i);
        }
    }
}

// --- Transport [13.1] -----------------------------------------------------------------------

QString MakEngine::cargoRefusal(const MakPlay &p) const
{
    const MakUnitState *u = s.unit(p.unit);
    if (!u || u->player != s.player)
        return QStringLiteral("%1 is not the phase player's unit").arg(p.unit);
    if (p.kind == QLatin1String("unload")) {
        if (u->status != MakUnitState::Status::Carried)
            return QStringLiteral("%1 is not carried").arg(p.unit);
        const MakUnitState *v = s.unit(u->carriedBy);
        if (!v || !v->onMap())
            return QStringLiteral("its vehicle is not on the map");
        if (u->attacked)
            return QStringLiteral("cargo does not fire and unload in one phase [13.1.4]");
        if (!unitsIn(v->hex, enemyOf(s.player)).isEmpty())
            return QStringLiteral("the vehicle stands in an enemy hex");
        if (stackPointsIn(v->hex, s.player) + c.piece(u->id).stackPoints > c.rules().stackLimit)
            return QStringLiteral("more than %1 stacking points in the hex [8.1]")
                .arg(c.rules().stackLimit);
        return {};
    }
    const MakUnitState *v = s.unit(p.target);
    if (!u->onMap() || !v || !v->onMap() || v->player != s.player || v->hex != u->hex)
        return QStringLiteral("the cargo and its vehicle stand in one hex");
    const MakPiece &cargo = c.piece(u->id);
    const MakPiece &carrier = c.piece(v->id);
    if (carrier.carries <= 0)
        return QStringLiteral("%1 carries nothing").arg(p.target);
    if (cargo.vehicle || cargo.aircraft)
        return QStringLiteral("vehicles carry Type I units and infantry [13.1.1]");
    if (!carrier.carriesClasses.isEmpty() && !carrier.carriesClasses.contains(cargo.unitClass))
        return QStringLiteral("%1 carries only Type %2")
            .arg(p.target, carrier.carriesClasses.join(QStringLiteral(", ")));
    // [13.1.2] The vehicle does not move on the turn it loads.
    if (v->moved)
        return QStringLiteral("%1 has moved this phase [13.1.2]").arg(p.target);
    if (u->attacked || u->closeQuarters || contested(u->hex))
        return QStringLiteral("%1 has attacked or fights in close quarters").arg(p.unit);
    int aboard = 0;
    for (const MakUnitState &o : s.units) {
        if (o.status == MakUnitState::Status::Carried && o.carriedBy == v->id)
            aboard += c.piece(o.id).stackPoints;
    }
    if (aboard + cargo.stackPoints > carrier.carries)
        return QStringLiteral("%1 carries %2 stacking points [13.1.5]")
            .arg(p.target)
            .arg(carrier.carries);
    return {};
}

void MakEngine::load(const MakPlay &p)
{
    MakUnitState &u = *s.unit(p.unit);
    MakUnitState &v = *s.unit(p.target);
    u.status = MakUnitState::Status::Carried;
    u.carriedBy = v.id;
    u.mpLeft = 0;
    v.mpLeft = 0;
    note({{QStringLiteral("type"), QStringLiteral("loaded")},
          {QStringLiteral("unit"), u.id},
          {QStringLiteral("vehicle"), v.id}});
}

void MakEngine::unload(const MakPlay &p)
{
    MakUnitState &u = *s.unit(p.unit);
    const MakUnitState &v = *s.unit(u.carriedBy);
    const MakPiece &piece = c.piece(u.id);
    u.status = MakUnitState::Status::OnMap;
    u.hex = v.hex;
    u.carriedBy.clear();
    u.unloaded = true;
    u.moved = true;
    u.mpLeft = u.immobilized ? 0 : mpAfterUnloading(piece.movement, piece.infantry);
    note({{QStringLiteral("type"), QStringLiteral("unloaded")},
          {QStringLiteral("unit"), u.id},
          {QStringLiteral("hex"), c.label(u.hex)}});
}

void MakEngine::carryCargo(const MakUnitState &carrier)
{
    for (MakUnitState &u : s.units) {
        if (u.status == MakUnitState::Status::Carried && u.carriedBy == carrier.id)
            u.hex = carrier.hex;
    }
}

void MakEngine::legalSupport(QList<MakPlay> *out) const
{
    for (const MakUnitState &u : s.units) {
        if (u.player != s.player)
            continue;
        if (u.status == MakUnitState::Status::Carried) {
            MakPlay p;
            p.kind = QStringLiteral("unload");
            p.unit = u.id;
            if (cargoRefusal(p).isEmpty())
                out->append(p);
            continue;
        }
        if (!u.onMap())
            continue;
        for (const QString &v : unitsIn(u.hex, s.player)) {
            if (v == u.id || c.piece(v).carries <= 0)
                continue;
            MakPlay p;
            p.kind = QStringLiteral("load");
            p.unit = u.id;
            p.target = v;
            if (cargoRefusal(p).isEmpty())
                out->append(p);
        }
        // Artillery on each enemy hex it may see, requested by itself or, types b and d
        // [17.1.4], by a command unit; mines in the hexes next to the enemy [19.1.6].
        QList<OffsetCoord> hexes;
        QList<OffsetCoord> mineHexes;
        const bool artillery = readyBattery(s.player) >= 0;
        for (const MakUnitState *e : onMap(enemyOf(s.player))) {
            if (!artillery)
                break;
            if (!hexes.contains(e->hex))
                hexes.append(e->hex);
            for (OffsetCoord n : c.neighbours(e->hex)) {
                if (!mineHexes.contains(n) && unitsIn(n, -1).isEmpty())
                    mineHexes.append(n);
            }
        }
        QStringList requesters {QString()};
        for (const MakUnitState *r : onMap(s.player)) {
            if (r->id != u.id && artilleryGroup(c.piece(r->id).abilities) == 1)
                requesters.append(r->id);
        }
        for (const QString &requester : requesters) {
            for (const QString &round : {QString(), QStringLiteral("mines")}) {
                for (OffsetCoord h : round.isEmpty() ? hexes : mineHexes) {
                    MakPlay p;
                    p.kind = QStringLiteral("request_artillery");
                    p.unit = u.id;
                    p.to = h;
                    p.target = requester;
                    p.item = round;
                    if (artilleryRefusal(p).isEmpty())
                        out->append(p);
                }
            }
        }
        // Smoke within the unit's smoke range, or its engine smoke's.
        int range = 0;
        if (c.piece(u.id).abilities.contains(QStringLiteral("engine_smoke")))
            range = engineSmokeRange(s.engineSmoke.value(u.id),
                                     c.option(QStringLiteral("engine_smoke_range")));
        const MakSmokeEquipment e = smokeEquipment(c.ruleset(), smokeRow(c.ruleset(), u.type));
        if (e.found)
            range = std::max(range, e.range);
        for (OffsetCoord h : hexesWithin(u.hex, range)) {
            MakPlay p;
            p.kind = QStringLiteral("smoke");
            p.unit = u.id;
            p.to = h;
            if (smokeRefusal(p).isEmpty())
                out->append(p);
        }
    }
    legalFire(out);
}

} // namespace hexwright
