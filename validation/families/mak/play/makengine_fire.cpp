// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makattack.h"
#include "families/mak/rules/maksupport.h"

#include <QJsonArray>

namespace hexwright {

using namespace makrules;

// --- Fire [19.4] -----------------------------------------------------------------------------

void MakEngine::checkFire(OffsetCoord hex, const QString &weaponType, bool artillery)
{
    const QString terrain = c.terrainId(hex);
    if (!terrain.contains(QStringLiteral("building")) || s.fires.contains(hex)
        || !mayStartFire(weaponType, artillery))
        return;
    DieRoll &r = roll(2, QStringLiteral("fire"), {{QStringLiteral("hex"), c.label(hex)}});
    const bool fire = fireStarts(r.total, c.rules().modifier(QStringLiteral("fire_starts_on")));
    m_dice->setResult(fire ? QStringLiteral("fire") : QStringLiteral("no fire"));
    if (fire)
        ignite(hex);
}

void MakEngine::ignite(OffsetCoord hex)
{
    if (s.fires.contains(hex))
        return;
    s.fires.append(hex);
    // [19.4.5] A depot in the hex explodes: removed at once, 1d6 attacks of the fire's kind
    // on every unit in the hex, infantry or not.
    if (!s.depots.contains(hex))
        return;
    s.depots.removeAll(hex);
    const QStringList stacked = unitsIn(hex, -1);
    DieRoll &r = roll(1, QStringLiteral("depot_explosion"),
                      {{QStringLiteral("hex"), c.label(hex)},
                       {QStringLiteral("units"), QJsonArray::fromStringList(stacked)}});
    const int attacks = r.total;
    m_dice->setResult(QStringLiteral("%1 attacks").arg(attacks));
    note({{QStringLiteral("type"), QStringLiteral("depot_exploded")},
          {QStringLiteral("hex"), c.label(hex)},
          {QStringLiteral("attacks"), attacks}});
    for (const QString &id : stacked) {
        for (int i = 0; i < attacks; ++i)
            fireAttack(*s.unit(id), hex);
    }
}

void MakEngine::fireAttack(MakUnitState &u, OffsetCoord hex)
{
    if (!u.onMap())
        return;
    // [19.4.2] The fire's attack is 2d6, resolved as direct fire.
    DieRoll &power = roll(2, QStringLiteral("fire_attack"),
                          {{QStringLiteral("unit"), u.id}, {QStringLiteral("hex"), c.label(hex)}});
    const int attack = power.total;
    const int target = attack - c.piece(u.id).defence;
    DieRoll &r = roll(2, QStringLiteral("attack"),
                      {{QStringLiteral("attacker"), QStringLiteral("fire")},
                       {QStringLiteral("target"), u.id},
                       {QStringLiteral("attack_target"), target}});
    const int total = r.total;
    const bool hit = hits(total, target);
    m_dice->setResult(hit ? QStringLiteral("hit") : QStringLiteral("miss"));
    if (hit)
        resolveHit(u, total, 0, lastRoll());
}

void MakEngine::burn(int player)
{
    const int victim = enemyOf(player);
    for (OffsetCoord hex : s.fires) {
        for (const QString &id : unitsIn(hex, victim)) {
            // [19.4.2] Infantry and pilots on foot burn; all other units are immune.
            if (c.piece(id).infantry || c.piece(id).pilot)
                fireAttack(*s.unit(id), hex);
        }
    }
}

// --- Arson [14.4.2] --------------------------------------------------------------------------

QString MakEngine::arsonRefusal(const MakPlay &p) const
{
    const MakUnitState *u = s.unit(p.unit);
    if (!u || !u->onMap() || u->player != decider())
        return QStringLiteral("%1 is not the deciding player's unit on the map").arg(p.unit);
    if (!c.piece(u->id).abilities.contains(QStringLiteral("arson")))
        return QStringLiteral("%1 is no engineer squad [14.4.2]").arg(p.unit);
    if (u->moraleBroken)
        return QStringLiteral("broken infantry has no special abilities [14.3]");
    if (s.defensive) {
        // [14.4.3] On the enemy's turn: only the squad just fired upon without damage, instead
        // of its defensive attack.
        if (s.defensive->arsonSquad != p.unit || s.defensive->fired.contains(p.unit))
            return QStringLiteral("%1 was not fired upon without damage [14.4.3]").arg(p.unit);
    } else if (u->moved || u->attacked || u->requested || contested(u->hex)) {
        // The squad neither moves nor makes another attack on the turn it tries.
        return QStringLiteral("%1 has moved or attacked this phase").arg(p.unit);
    }
    if (c.distance(u->hex, p.to) != 1)
        return QStringLiteral("the hex set on fire is adjacent [14.4.2]");
    if (!arsonTarget(c.terrainId(p.to), c.option(QStringLiteral("arson_target"))))
        return QStringLiteral("%1 is no building [14.4.2]").arg(c.label(p.to));
    if (s.fires.contains(p.to))
        return QStringLiteral("%1 burns already").arg(c.label(p.to));
    return {};
}

void MakEngine::attemptArson(const MakPlay &p)
{
    if (s.defensive)
        return defensiveArson(p);
    MakUnitState &u = *s.unit(p.unit);
    u.attacked = true;
    u.mpLeft = 0;
    s.arson.append({u.id, u.hex, p.to});
    note({{QStringLiteral("type"), QStringLiteral("arson")},
          {QStringLiteral("unit"), u.id},
          {QStringLiteral("hex"), c.label(p.to)}});
}

void MakEngine::defensiveArson(const MakPlay &p)
{
    // [14.4.3] Instead of its defensive attack, at once, one squad: no assistance modifier.
    s.defensive->fired.append(p.unit);
    note({{QStringLiteral("type"), QStringLiteral("arson")},
          {QStringLiteral("unit"), p.unit},
          {QStringLiteral("hex"), c.label(p.to)}});
    rollArson(p.to, {p.unit});
    closeWindowIfDone();
}

void MakEngine::rollArson(OffsetCoord hex, const QStringList &squads)
{
    const MakRules &r = c.rules();
    const int modifier
        = arsonModifier(int(squads.size()), r.modifier(QStringLiteral("arson_two_squads")),
                        r.modifier(QStringLiteral("arson_each_further_squad")));
    const int on = r.modifier(QStringLiteral("arson_succeeds_on"));
    DieRoll &d = roll(2, QStringLiteral("arson"),
                      {{QStringLiteral("hex"), c.label(hex)},
                       {QStringLiteral("units"), QJsonArray::fromStringList(squads)},
                       {QStringLiteral("modifier"), modifier},
                       {QStringLiteral("succeeds_up_to"), on}});
    const bool fire = arsonSucceeds(d.total, modifier, on);
    m_dice->setResult(fire ? QStringLiteral("fire") : QStringLiteral("no fire"));
    if (fire)
        ignite(hex);
}

void MakEngine::resolveArson()
{
    // [14.4.2] At the end of the phase: squads of one hex against one hex roll once, -2 for
    // two and -1 for each further squad.
    const QList<MakArson> attempts = s.arson;
    s.arson.clear();
    QList<int> done;
    for (int i = 0; i < attempts.size(); ++i) {
        if (done.contains(i))
            continue;
        QStringList squads;
        for (int j = i; j < attempts.size(); ++j) {
            if (attempts.at(j).from == attempts.at(i).from
                && attempts.at(j).hex == attempts.at(i).hex) {
                done.append(j);
                const MakUnitState *u = s.unit(attempts.at(j).unit);
                if (u && u->onMap() && !u->moraleBroken && u->hex == attempts.at(j).from)
                    squads.append(u->id);
            }
        }
        const OffsetCoord hex = attempts.at(i).hex;
        if (squads.isEmpty() || s.fires.contains(hex))
            continue;
        rollArson(hex, squads);
    }
}

void MakEngine::legalFire(QList<MakPlay> *out) const
{
    for (const MakUnitState *u : onMap(decider())) {
        if (!c.piece(u->id).abilities.contains(QStringLiteral("arson")))
            continue;
        for (OffsetCoord h : c.neighbours(u->hex)) {
            MakPlay p;
            p.kind = QStringLiteral("arson");
            p.unit = u->id;
            p.to = h;
            if (arsonRefusal(p).isEmpty())
                out->append(p);
        }
    }
}

} // namespace hexwright
