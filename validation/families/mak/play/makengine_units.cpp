// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makmove.h"

#include <QJsonArray>

#include <algorithm>

namespace hexwright {

using namespace makrules;

namespace {

const QString Booster = QStringLiteral("booster");

} // namespace

// Carried units' fire [13.1.4] -----------------------------------------------------------

bool MakEngine::fights(const MakUnitState &u) const
{
    if (u.onMap())
        return true;
    if (u.status != MakUnitState::Status::Carried)
        return false;
    const MakUnitState *v = s.unit(u.carriedBy);
    return v && v->onMap() && !u.unloaded;
}

QList<const MakUnitState *> MakEngine::firers(int player) const
{
    QList<const MakUnitState *> out;
    for (const MakUnitState &u : s.units) {
        if ((player < 0 || u.player == player) && fights(u))
            out.append(&u);
    }
    return out;
}

QString MakEngine::shotAt(const QString &id) const
{
    const MakUnitState *u = s.unit(id);
    if (u && u->status == MakUnitState::Status::Carried)
        return u->carriedBy;
    return id;
}

// Movement: the charge [14.2.2] and the booster [19.5.3] ---------------------------------

MakStepCost MakEngine::stepFor(const MakUnitState &u, OffsetCoord from, OffsetCoord to) const
{
    if (u.boosting)
        return c.distance(from, to) == 1 && c.map().isPlayable(to)
            ? boosterStep()
            : MakStepCost {false, 0, 0, 0, false, QStringLiteral("not an adjacent hex")};
    const MakStepCost normal
        = stepCost(c.ruleset(), c.board(), from, to, c.piece(u.id).movementClass);
    return u.charging ? chargeStep(normal) : normal;
}

QString MakEngine::chargeRefusal(const MakPlay &p) const
{
    if (const QString refusal
        = stepStartRefusal(p, QStringLiteral("a charge goes one adjacent hex at a time"));
        !refusal.isEmpty())
        return refusal;
    const MakUnitState *first = s.unit(p.units.first());
    const OffsetCoord from = first->hex;
    const bool enemy = !unitsIn(p.to, enemyOf(s.player)).isEmpty();
    int sp = 0;
    for (const QString &id : p.units) {
        const MakUnitState *u = s.unit(id);
        if (!u || !u->onMap() || u->player != s.player || u->hex != from)
            return QStringLiteral("%1 is not in the phase player's charging stack").arg(id);
        const MakPiece &piece = c.piece(id);
        if (!piece.infantry)
            return QStringLiteral("only infantry charges [14.2.2]");
        if (u->attacked || u->immobilized || u->moraleBroken || u->closeQuarters || u->mpLeft <= 0
            || contested(from))
            return QStringLiteral("%1 may not charge now").arg(id);
        // The charge is the unit's whole move: two hexes, the second into the enemy.
        if (u->charging != first->charging)
            return QStringLiteral("the stack charges together");
        if (!u->charging && u->moved)
            return QStringLiteral("%1 has moved this phase").arg(id);
        if (u->charging && !enemy)
            return QStringLiteral("the charge's second hex is the enemy's [14.2.2]");
        if (!stepFor(*u, from, p.to).allowed)
            return stepFor(*u, from, p.to).why;
        sp += piece.stackPoints;
    }
    if (!enemy) {
        // [14.2.2] The first hex approaches an enemy two hexes away, to engage it with the
        // second: a unit already next to an enemy charges straight in or not at all (no
        // sidestep along the enemy, which let a squad charge to and fro all phase long).
        bool approaches = false;
        for (OffsetCoord n : c.neighbours(p.to)) {
            approaches = approaches
                || (c.distance(from, n) == 2 && !unitsIn(n, enemyOf(s.player)).isEmpty());
        }
        if (!approaches)
            return QStringLiteral("a charge approaches an enemy hex [14.2.2]");
    }
    const int limit
        = enemy ? c.rules().modifier(QStringLiteral("cqc_stack_points")) : c.rules().stackLimit;
    if (stackPointsIn(p.to, s.player) + sp > limit)
        return QStringLiteral("more than %1 stacking points in the hex [8.1]").arg(limit);
    return {};
}

void MakEngine::charge(const MakPlay &p)
{
    const bool enemy = !unitsIn(p.to, enemyOf(s.player)).isEmpty();
    for (const QString &id : p.units)
        s.unit(id)->charging = true;
    if (enemy) {
        // Into close quarters, the defenders firing at -1 [14.2.3].
        for (const QString &id : p.units) {
            s.unit(id)->mpLeft = 0;
            s.unit(id)->moved = true;
        }
        openAssaultWindow(p.units, p.to);
        return;
    }
    // The first hex: a move like any other (mines and the enemies' fire, at -1), after which
    // the charge's second hex is left, for the enemy's hex only.
    move(p);
    for (const QString &id : p.units) {
        MakUnitState &u = *s.unit(id);
        if (u.onMap() && !u.immobilized)
            u.mpLeft = std::min(1.0, double(c.piece(id).movement));
    }
}

QString MakEngine::boostRefusal(const MakPlay &p) const
{
    const MakUnitState *u = s.unit(p.unit);
    if (!u || !u->onMap() || u->player != s.player)
        return QStringLiteral("%1 is not the phase player's unit on the map").arg(p.unit);
    if (!c.piece(u->id).abilities.contains(Booster))
        return QStringLiteral("%1 has no booster [19.5.3]").arg(p.unit);
    if (u->boosting)
        return QStringLiteral("%1 uses its booster already").arg(p.unit);
    if (u->moved || u->attacked)
        return QStringLiteral("the booster is chosen before the unit moves");
    if (u->immobilized)
        return QStringLiteral("an immobilized unit no longer boosts [19.5.3]");
    if (u->boostsUsed >= c.rules().modifier(QStringLiteral("booster_turns")))
        return QStringLiteral("the booster has been used on %1 turns")
            .arg(c.rules().modifier(QStringLiteral("booster_turns")));
    if (contested(u->hex))
        return QStringLiteral("a boosting unit makes no close quarters combat");
    return {};
}

void MakEngine::boost(const MakPlay &p)
{
    MakUnitState &u = *s.unit(p.unit);
    u.boosting = true;
    u.boostsUsed += 1;
    u.antiAircraftFired.clear();
    u.mpLeft = c.rules().modifier(QStringLiteral("booster_movement"));
    note({{QStringLiteral("type"), QStringLiteral("booster")},
          {QStringLiteral("unit"), u.id},
          {QStringLiteral("uses"), u.boostsUsed}});
}

void MakEngine::boosterFire(const QStringList &movers)
{
    for (const QString &id : movers) {
        MakUnitState &u = *s.unit(id);
        for (const MakUnitState *f : firers(enemyOf(u.player))) {
            if (!u.onMap() || u.antiAircraftFired.contains(f->id) || !mayAttack(*f))
                continue;
            const int hexes = c.distance(f->hex, u.hex);
            bool inRange = false;
            for (int w = 0; w < f->weapons.size(); ++w)
                inRange = inRange
                    || (weaponUsable(*f, w, true) && c.piece(f->id).weapons.at(w).range >= hexes);
            if (!inRange || !sight(*f, f->hex, u).visible)
                continue;
            u.antiAircraftFired.append(f->id);
            antiAircraft(f->id, u);
        }
    }
}

// The Hornisse [10.6] --------------------------------------------------------------------

QString MakEngine::landRefusal(const MakPlay &p) const
{
    const MakUnitState *h = s.unit(p.unit);
    if (!h || h->status != MakUnitState::Status::Air || h->player != s.player
        || h->mission != QLatin1String("ground"))
        return QStringLiteral("%1 flies no ground mission now").arg(p.unit);
    const MakUnitState *suit = s.unit(c.suitOf(h->id));
    if (!suit || suit->status != MakUnitState::Status::Carried || suit->carriedBy != h->id)
        return QStringLiteral("only a Hornisse with its suit lands [10.6]");
    if (!c.map().isPlayable(p.to))
        return QStringLiteral("it lands on the map");
    const TerrainType *t = c.ruleset().findTerrain(c.terrainId(p.to));
    if (!t || t->moveCost.value(c.piece(suit->id).movementClass).prohibited)
        return QStringLiteral("it lands in a hex it may enter [10.6.1]");
    if (stackPointsIn(p.to, s.player) + c.piece(h->id).stackPoints + c.piece(suit->id).stackPoints
        > c.rules().stackLimit)
        return QStringLiteral("the two units overstack the hex [10.6.5]");
    return {};
}

void MakEngine::split(MakUnitState &hornisse, OffsetCoord hex, const QString &why)
{
    MakUnitState &suit = *s.unit(c.suitOf(hornisse.id));
    hornisse.status = MakUnitState::Status::OnMap;
    hornisse.hex = hex;
    hornisse.landed = true;
    hornisse.mission = QStringLiteral("used");
    hornisse.mpLeft = 0;
    hornisse.moved = true;
    suit.status = MakUnitState::Status::OnMap;
    suit.carriedBy.clear();
    suit.hex = hex;
    // [10.6.1] The suit does not move or attack in the phase it lands.
    suit.mpLeft = 0;
    suit.moved = true;
    suit.attacked = true;
    note({{QStringLiteral("type"), QStringLiteral("landed")},
          {QStringLiteral("unit"), hornisse.id},
          {QStringLiteral("suit"), suit.id},
          {QStringLiteral("hex"), c.label(hex)},
          {QStringLiteral("reason"), why}});
}

void MakEngine::land(const MakPlay &p)
{
    MakUnitState &h = *s.unit(p.unit);
    h.mission = QStringLiteral("used");
    // [10.6.3] Into an enemy hex: its units' anti-aircraft fire, durability C, A or M
    // destroys both.
    m_landing = true;
    for (const QString &id : unitsIn(p.to, enemyOf(h.player))) {
        if (h.status == MakUnitState::Status::Air)
            antiAircraft(id, h);
    }
    m_landing = false;
    if (h.status == MakUnitState::Status::Air)
        split(h, p.to, QStringLiteral("ground mission"));
}

QString MakEngine::launchRefusal(const MakPlay &p) const
{
    const MakUnitState *h = s.unit(p.unit);
    if (!h || !h->onMap() || !h->landed || h->player != s.player)
        return QStringLiteral("%1 is no Hornisse on the ground").arg(p.unit);
    if (h->immobilized)
        return QStringLiteral("an immobilized PK41 does not take off");
    const MakUnitState *suit = s.unit(c.suitOf(h->id));
    if (!suit || !suit->onMap() || suit->hex != h->hex)
        return QStringLiteral("its suit is not stacked with it [10.6.2]");
    // [10.6.2] Stacked at the start of the turn: the suit has not moved or attacked.
    if (suit->moved || suit->attacked || h->moved)
        return QStringLiteral("they unite at the start of the phase [10.6.2]");
    return {};
}

void MakEngine::launch(const MakPlay &p)
{
    MakUnitState &h = *s.unit(p.unit);
    MakUnitState &suit = *s.unit(c.suitOf(h.id));
    const OffsetCoord hex = h.hex;
    h.status = MakUnitState::Status::Air;
    h.landed = false;
    h.mission = QStringLiteral("used");
    suit.status = MakUnitState::Status::Carried;
    suit.carriedBy = h.id;
    suit.moved = true;
    suit.attacked = true;
    suit.mpLeft = 0;
    note({{QStringLiteral("type"), QStringLiteral("launched")},
          {QStringLiteral("unit"), h.id},
          {QStringLiteral("suit"), suit.id},
          {QStringLiteral("hex"), c.label(hex)}});
    // [10.6.4] Taking off from an enemy hex draws its anti-aircraft fire, as landing does.
    m_landing = true;
    for (const QString &id : unitsIn(hex, enemyOf(h.player))) {
        if (h.status == MakUnitState::Status::Air)
            antiAircraft(id, h);
    }
    m_landing = false;
}

bool MakEngine::emergencyLanding(MakUnitState &hornisse)
{
    const MakUnitState *suit = s.unit(c.suitOf(hornisse.id));
    if (!m_over || !suit || suit->status != MakUnitState::Status::Carried)
        return false;
    const int within = c.rules().modifier(QStringLiteral("hornisse_lands_within"));
    // Our reading: the nearest hex it may land in with no enemy, first by row and column.
    OffsetCoord best;
    int bestDistance = within + 1;
    const TerrainType *terrain = nullptr;
    for (int row = 0; row < c.map().rows(); ++row) {
        for (int col = 0; col < c.map().columns(); ++col) {
            const OffsetCoord h {col, row};
            const int d = c.distance(*m_over, h);
            if (d >= bestDistance || !c.map().isPlayable(h))
                continue;
            terrain = c.ruleset().findTerrain(c.terrainId(h));
            if (!terrain || terrain->moveCost.value(c.piece(suit->id).movementClass).prohibited
                || !unitsIn(h, enemyOf(hornisse.player)).isEmpty()
                || stackPointsIn(h, hornisse.player) + c.piece(hornisse.id).stackPoints
                        + c.piece(suit->id).stackPoints
                    > c.rules().stackLimit)
                continue;
            best = h;
            bestDistance = d;
        }
    }
    if (bestDistance > within)
        return false;
    split(hornisse, best, QStringLiteral("immobilized"));
    return true;
}

// Air withdrawal [10.1.4] ----------------------------------------------------------------

void MakEngine::withdraw(const MakPlay &p)
{
    MakUnitState &u = *s.unit(p.unit);
    u.status = MakUnitState::Status::Eliminated;
    u.left = QStringLiteral("withdrawn");
    for (MakUnitState &cargo : s.units) {
        if (cargo.status == MakUnitState::Status::Carried && cargo.carriedBy == u.id) {
            cargo.status = MakUnitState::Status::Eliminated;
            cargo.left = u.left;
        }
    }
    note({{QStringLiteral("type"), QStringLiteral("aircraft_withdrawn")},
          {QStringLiteral("unit"), u.id}});
}

// Pilots [18.2] --------------------------------------------------------------------------

void MakEngine::pilotEscape(const MakUnitState &u, OffsetCoord hex, const QString &lastResult)
{
    const QString id = c.pilotUnitOf(u.id);
    const MakPilot *pilot = c.pilot(u.id);
    if (id.isEmpty() || !pilot || s.unit(id))
        return;
    // A hex he may not stand in (water) leaves him no escape.
    const TerrainType *terrain = c.ruleset().findTerrain(c.terrainId(hex));
    if (!terrain || terrain->moveCost.value(QStringLiteral("foot")).prohibited)
        return;
    const bool afterD = lastResult == QLatin1String("D");
    const int diesOn = c.rules().modifier(afterD ? QStringLiteral("pilot_dies_after_d")
                                                 : QStringLiteral("pilot_dies_after_a_or_m"));
    DieRoll &r = roll(2, QStringLiteral("pilot_escape"),
                      {{QStringLiteral("unit"), u.id},
                       {QStringLiteral("pilot"), pilot->number},
                       {QStringLiteral("last_result"), afterD ? QStringLiteral("D") : lastResult},
                       {QStringLiteral("dies_on"), diesOn}});
    const bool escaped = r.total < diesOn;
    m_dice->setResult(escaped ? QStringLiteral("escaped") : QStringLiteral("killed"));
    if (!escaped)
        return;
    MakUnitState p;
    p.id = id;
    p.type = c.typeOf(id);
    p.player = u.player;
    p.status = MakUnitState::Status::OnMap;
    p.hex = hex;
    p.moved = true;
    p.attacked = true;
    m_pilotsToPlace.append(p);
    note({{QStringLiteral("type"), QStringLiteral("pilot_escaped")},
          {QStringLiteral("unit"), id},
          {QStringLiteral("from"), u.id},
          {QStringLiteral("hex"), c.label(hex)},
          {QStringLiteral("roll"), lastRoll()}});
}

void MakEngine::placePilots()
{
    for (const MakUnitState &p : m_pilotsToPlace) {
        if (!s.unit(p.id))
            s.units.append(p);
    }
    m_pilotsToPlace.clear();
}

QString MakEngine::exitRefusal(const MakPlay &p) const
{
    const MakUnitState *u = s.unit(p.unit);
    if (!u || !u->onMap() || u->player != s.player)
        return QStringLiteral("%1 is not the phase player's unit on the map").arg(p.unit);
    bool pilotAboard = false;
    for (const MakUnitState &cargo : s.units)
        pilotAboard = pilotAboard
            || (cargo.status == MakUnitState::Status::Carried && cargo.carriedBy == u->id
                && c.piece(cargo.id).pilot);
    // [18.2.3, 18.2.4] A pilot leaves the map, on foot or in a vehicle.
    if (!c.piece(u->id).pilot && !(c.piece(u->id).vehicle && pilotAboard))
        return QStringLiteral("only a pilot, or a vehicle carrying one, leaves the map [18.2.3]");
    if (u->attacked || u->immobilized || u->mpLeft <= 0)
        return QStringLiteral("%1 may not move now").arg(p.unit);
    if (contested(u->hex))
        return QStringLiteral("%1 fights in close quarters").arg(p.unit);
    if (c.neighbours(u->hex).size() >= 6)
        return QStringLiteral("a unit leaves the map from an edge hex");
    return {};
}

void MakEngine::exitMap(const MakPlay &p)
{
    MakUnitState &u = *s.unit(p.unit);
    const bool safe = c.exitHexes(u.player).contains(u.hex);
    const OffsetCoord hex = u.hex;
    QStringList leaving {u.id};
    for (const MakUnitState &cargo : s.units) {
        if (cargo.status == MakUnitState::Status::Carried && cargo.carriedBy == u.id)
            leaving.append(cargo.id);
    }
    for (const QString &id : leaving) {
        MakUnitState &x = *s.unit(id);
        x.status = MakUnitState::Status::Eliminated;
        x.left = QStringLiteral("exited");
        x.mpLeft = 0;
        // Leaving any other way, a pilot is lost and captured: his points are the enemy's.
        if (c.piece(id).pilot && !safe) {
            x.captured = true;
            if (!x.scored) {
                x.scored = true;
                s.ogp[enemyOf(x.player)] += c.piece(id).vp;
            }
        }
    }
    note({{QStringLiteral("type"), QStringLiteral("exited")},
          {QStringLiteral("units"), QJsonArray::fromStringList(leaving)},
          {QStringLiteral("hex"), c.label(hex)},
          {QStringLiteral("result"),
           safe ? QStringLiteral("escaped") : QStringLiteral("captured")}});
}

// Concealment [15.4] ---------------------------------------------------------------------

void MakEngine::conceal()
{
    if (c.option(QStringLiteral("concealment")) != QLatin1String("on"))
        return;
    // [15.4.1-2] A marker hides a whole stack; each player has as many markers as his game set
    // holds. The engine places them on the stacks in force order.
    const int markers = c.concealmentMarkers();
    QList<int> left(c.players().size(), markers);
    QList<QList<OffsetCoord>> hidden(c.players().size());
    for (MakUnitState &u : s.units) {
        if (!u.onMap() || u.player < 0 || u.player >= left.size())
            continue;
        if (!hidden[u.player].contains(u.hex)) {
            if (markers >= 0 && left[u.player] <= 0)
                continue;
            --left[u.player];
            hidden[u.player].append(u.hex);
        }
        u.concealed = true;
    }
    reveal();
}

void MakEngine::reveal()
{
    if (c.option(QStringLiteral("concealment")) != QLatin1String("on"))
        return;
    for (MakUnitState &u : s.units) {
        if (!u.concealed || !u.onMap())
            continue;
        for (const MakUnitState *e : onMap(enemyOf(u.player))) {
            if (c.piece(e->id).pilot || e->moraleBroken || !sight(*e, e->hex, u).visible)
                continue;
            // [15.4.3] Every marker of the stack goes at once.
            QStringList shown;
            for (const QString &id : unitsIn(u.hex, u.player)) {
                MakUnitState &x = *s.unit(id);
                if (x.concealed) {
                    x.concealed = false;
                    shown.append(id);
                }
            }
            note({{QStringLiteral("type"), QStringLiteral("revealed")},
                  {QStringLiteral("units"), QJsonArray::fromStringList(shown)},
                  {QStringLiteral("hex"), c.label(u.hex)},
                  {QStringLiteral("by"), e->id}});
            break;
        }
    }
}

// Legal actions --------------------------------------------------------------------------

void MakEngine::legalUnits(QList<MakPlay> *out) const
{
    for (const MakUnitState &u : s.units) {
        if (u.player != s.player)
            continue;
        // Cargo fires from its vehicle [13.1.4].
        if (u.status == MakUnitState::Status::Carried && fights(u))
            legalAttacksOf(u, out);
        if (u.status == MakUnitState::Status::Air) {
            QList<OffsetCoord> hexes;
            for (const MakUnitState *e : onMap(enemyOf(s.player)))
                hexes.append(e->hex);
            // A Hornisse lands next to the enemy it comes for, or among it.
            QList<OffsetCoord> near;
            for (OffsetCoord h : hexes) {
                near.append(h);
                near += c.neighbours(h);
            }
            QList<OffsetCoord> seen;
            for (OffsetCoord h : near) {
                if (seen.contains(h))
                    continue;
                seen.append(h);
                MakPlay p;
                p.kind = QStringLiteral("land");
                p.unit = u.id;
                p.to = h;
                if (landRefusal(p).isEmpty())
                    out->append(p);
            }
            continue;
        }
        if (!u.onMap())
            continue;
        for (const char *kind : {"boost", "launch", "exit"}) {
            MakPlay p;
            p.kind = QLatin1String(kind);
            p.unit = u.id;
            const QString why = p.kind == QLatin1String("boost") ? boostRefusal(p)
                : p.kind == QLatin1String("launch")              ? launchRefusal(p)
                                                                 : exitRefusal(p);
            if (why.isEmpty())
                out->append(p);
        }
        if (c.piece(u.id).infantry) {
            QStringList stack;
            for (const QString &id : unitsIn(u.hex, s.player)) {
                if (c.piece(id).infantry)
                    stack.append(id);
            }
            QList<QStringList> groups {{u.id}};
            if (stack.size() > 1 && stack.first() == u.id)
                groups.append(stack);
            for (const QStringList &group : groups) {
                for (OffsetCoord n : c.neighbours(u.hex)) {
                    MakPlay p;
                    p.kind = QStringLiteral("charge");
                    p.units = group;
                    p.to = n;
                    if (chargeRefusal(p).isEmpty())
                        out->append(p);
                }
            }
        }
    }
}

} // namespace hexwright
