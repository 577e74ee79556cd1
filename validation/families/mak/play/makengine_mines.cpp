// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makengine_p.h"

#include "families/mak/rules/makattack.h"
#include "families/mak/rules/maksupport.h"

#include <QJsonArray>

#include <algorithm>

namespace hexwright {

using namespace makrules;

// --- Mines [19.1] ---------------------------------------------------------------------------

int MakEngine::minePower(OffsetCoord hex) const
{
    int power = 0;
    for (const MakMines &m : s.mines) {
        if (m.hex == hex)
            power = std::max(power, m.power);
    }
    return power;
}

void MakEngine::mineAttack(MakUnitState &u, OffsetCoord hex)
{
    const int power = minePower(hex);
    if (power <= 0 || !u.onMap())
        return;
    for (MakMines &m : s.mines) {
        if (m.hex == hex)
            m.revealed = true;
    }
    const int target = mineAttackTarget(power, c.piece(u.id).defence);
    DieRoll &r = roll(2, QStringLiteral("mine"),
                      {{QStringLiteral("unit"), u.id},
                       {QStringLiteral("hex"), c.label(hex)},
                       {QStringLiteral("power"), power},
                       {QStringLiteral("attack_target"), target}});
    const int total = r.total;
    const bool hit = hits(total, target);
    m_dice->setResult(hit ? QStringLiteral("hit") : QStringLiteral("miss"));
    if (hit)
        resolveHit(u, total, 0, lastRoll());
}

bool MakEngine::detectMines(const MakPlay &p)
{
    // [14.4.1], [19.5.2] A mine-detecting unit entering a suspected enemy minefield rolls
    // 1d6 first; found, the move stops before the hex and the player may go elsewhere (or
    // enter it now, the field known).
    bool suspected = false;
    for (const MakMines &m : s.mines)
        suspected = suspected || (m.hex == p.to && !m.revealed && m.player != s.player);
    if (!suspected)
        return false;
    for (const QString &id : p.units) {
        const MakUnitState *u = s.unit(id);
        if (!u || !c.piece(id).abilities.contains(QStringLiteral("mine_detection"))
            || u->moraleBroken)
            continue;
        const int on = c.rules().modifier(QStringLiteral("mine_detection_on"));
        DieRoll &r = roll(1, QStringLiteral("mine_detection"),
                          {{QStringLiteral("unit"), id},
                           {QStringLiteral("hex"), c.label(p.to)},
                           {QStringLiteral("detected_up_to"), on}});
        const bool found = minesDetected(r.total, on);
        m_dice->setResult(found ? QStringLiteral("detected") : QStringLiteral("not detected"));
        if (!found)
            continue;
        for (MakMines &m : s.mines) {
            if (m.hex == p.to)
                m.revealed = true;
        }
        note({{QStringLiteral("type"), QStringLiteral("mines_detected")},
              {QStringLiteral("unit"), id},
              {QStringLiteral("hex"), c.label(p.to)},
              {QStringLiteral("power"), minePower(p.to)}});
        return true;
    }
    return false;
}

void MakEngine::layMinePoints()
{
    // [19.1], [19.1.1] Each side's mine points not laid as minefields by the scenario, laid
    // at the start in fields of 5 to 13. The player's secret choice of hexes is ours: empty
    // hexes between the forces (the least distance to both), nearer his own units.
    const MakRules &rules = c.rules();
    for (int player = 0; player < c.players().size(); ++player) {
        const QList<int> powers
            = minefieldPowers(c.minePoints(player), rules.minesMin, rules.minesMax);
        if (powers.isEmpty())
            continue;
        QList<const MakUnitState *> own = onMap(player);
        QList<const MakUnitState *> enemies = onMap(enemyOf(player));
        if (own.isEmpty() || enemies.isEmpty())
            continue;
        struct Candidate
        {
            int sum;
            int own;
            int index;
            OffsetCoord hex;
        };
        QList<Candidate> candidates;
        for (int i = 0; i < c.map().columns() * c.map().rows(); ++i) {
            const OffsetCoord h {i / c.map().rows(), i % c.map().rows()};
            if (!c.map().isPlayable(h) || minePower(h) > 0 || !unitsIn(h, -1).isEmpty())
                continue;
            int dOwn = 1000;
            int dEnemy = 1000;
            for (const MakUnitState *u : own)
                dOwn = std::min(dOwn, c.distance(h, u->hex));
            for (const MakUnitState *u : enemies)
                dEnemy = std::min(dEnemy, c.distance(h, u->hex));
            if (dEnemy < 2)
                continue;
            candidates.append({dOwn + dEnemy, dOwn, i, h});
        }
        std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
            return std::tie(a.sum, a.own, a.index) < std::tie(b.sum, b.own, b.index);
        });
        QJsonArray fields;
        for (int f = 0; f < powers.size() && f < candidates.size(); ++f) {
            MakMines m;
            m.hex = candidates.at(f).hex;
            m.power = powers.at(f);
            m.player = player;
            s.mines.append(m);
            fields.append(QJsonObject {{QStringLiteral("hex"), c.label(m.hex)},
                                       {QStringLiteral("power"), m.power}});
        }
        note({{QStringLiteral("type"), QStringLiteral("mines_laid")},
              {QStringLiteral("player"), c.players().at(player).name},
              {QStringLiteral("from"), QStringLiteral("mine_points")},
              {QStringLiteral("fields"), fields}});
    }
}

void MakEngine::artilleryMines(const MakStrike &strike, OffsetCoord impact)
{
    // [19.1.6] A round of mines adds to the power of its hex, up to 20; [19.1.7] units in
    // the hex are attacked only when they move.
    const MakArtilleryFire fire = artilleryFire(c.ruleset(), c.artillery().at(strike.battery).type);
    MakMines *field = nullptr;
    for (MakMines &m : s.mines) {
        if (m.hex == impact && (!field || m.power > field->power))
            field = &m;
    }
    if (!field) {
        MakMines m;
        m.hex = impact;
        m.player = strike.player;
        s.mines.append(m);
        field = &s.mines.last();
    }
    field->power = artilleryMinePower(field->power, fire.minePower, c.rules().minesArtilleryMax);
    note({{QStringLiteral("type"), QStringLiteral("mines_laid")},
          {QStringLiteral("player"), c.players().at(strike.player).name},
          {QStringLiteral("from"), QStringLiteral("artillery")},
          {QStringLiteral("fields"),
           QJsonArray {QJsonObject {{QStringLiteral("hex"), c.label(impact)},
                                    {QStringLiteral("power"), field->power}}}}});
}

} // namespace hexwright
