// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammer-wars/play/hwengine_p.h"

#include "families/hammer-wars/rules/hwattack.h"
#include "families/hammer-wars/rules/hwscoring.h"
#include "families/hammer-wars/rules/hwsight.h"
#include "table/tablegeometry.h"

#include <QLineF>

#include <algorithm>

#include <cmath>

namespace hexwright {

bool HwEngine::lineOfSight(const HwModel &from, const HwModel &to) const
{
    if (!hwrules::piecesBlockingSight(c.board(), c.pieceRules(), from.at, to.at, true).isEmpty())
        return false;
    for (const HwModel &o : s.models) {
        if (!o.onTable() || o.id == from.id || o.id == to.id)
            continue;
        if (hwrules::modelBlocksSight(o.at, radius(o), from.at, to.at))
            return false;
    }
    return true;
}

int HwEngine::coverModifier(const HwModel &attacker, const HwModel &target, bool melee) const
{
    if (c.has(attacker.type, "ignores_cover"))
        return 0;
    return hwrules::cover(c.board(), c.pieceRules(), c.rules(), attacker.at, target.at,
                          radius(target), melee)
        .modifier;
}

int HwEngine::dutyBonus(const HwModel &attacker) const
{
    const HwPlayerState &ps = s.players.at(attacker.player);
    const HwGoal *goal = c.rules().goal(ps.goal);
    if (!ps.declared || !goal || !goal->declare || goal->declare->friendlyAttackModifier == 0)
        return 0;
    if (c.choices().dutyDeclaredUnits)
        return ps.dutyUnits.contains(attacker.id) ? goal->declare->friendlyAttackModifier : 0;
    const TableObjective *o = c.layout().findObjective(ps.goalObjective);
    if (!o)
        return 0;
    const double within = c.rulesLength(goal->declare->radius);
    return c.pointDistance(attacker.at, radius(attacker), o->at.toPointF()) <= within + 1e-6
        ? goal->declare->friendlyAttackModifier
        : 0;
}

QString HwEngine::attackProblem(const HwModel &attacker, int line, const HwModel &target) const
{
    if (line < 0 || line >= c.attackLines(attacker.type))
        return QStringLiteral("%1 has no attack line %2").arg(name(attacker)).arg(line + 1);
    if (attacker.linesUsed.contains(line))
        return QStringLiteral("%1 has used attack line %2").arg(name(attacker)).arg(line + 1);
    if (!target.onTable() || target.player == attacker.player)
        return QStringLiteral("%1 is not an enemy unit on the table").arg(name(target));
    const HwAction *action = c.rules().action(attacker.action);
    const bool mayShoot = action && action->mayShoot;
    const double range = c.rangeLength(attacker.type);
    if (inContact(attacker, target)) {
        if (c.choices().meleeRangeZeroOnly && range > 0)
            return QStringLiteral("only units of Range 0 attack in melee");
        if (!mayShoot && !c.choices().meleeAfterRun)
            return QStringLiteral("%1 ran and may not attack").arg(name(attacker));
        return {};
    }
    if (!mayShoot)
        return QStringLiteral("%1 ran and may not shoot").arg(name(attacker));
    if (range <= 0)
        return QStringLiteral("%1 attacks only in base contact").arg(name(attacker));
    const double gap = c.modelDistance(attacker.at, radius(attacker), target.at, radius(target));
    if (gap > range + 1e-6)
        return QStringLiteral("%1 is %2 away, beyond the range of %3")
            .arg(name(target), c.lengthText(gap), c.lengthText(range));
    if (!lineOfSight(attacker, target))
        return QStringLiteral("%1 cannot see %2").arg(name(attacker), name(target));
    return {};
}

HwAttackOdds HwEngine::odds(const HwModel &attacker, int line, const HwModel &target) const
{
    HwAttackOdds o;
    const HwCard *card = c.card(attacker.type);
    const HwCard *targetCard = c.card(target.type);
    if (!card || !targetCard || line < 0 || line >= card->attackLines.size())
        return o;
    const HwAttackLine &l = card->attackLines.at(line);
    o.melee = inContact(attacker, target);
    o.dice = l.dice;
    o.hitsOn = l.hitsOn.value(targetCard->armour, 7);
    const int cover = coverModifier(attacker, target, o.melee);
    o.cover = cover < 0;
    o.modifier = cover + dutyBonus(attacker);
    o.chance = hwrules::hitChance(o.hitsOn, o.modifier, c.rules().attacks.alwaysHitsOn);
    o.expected = hwrules::expectedLivesLost(o.dice, o.chance, target.lives);
    return o;
}

QList<HwModel *> HwEngine::enemiesWithin(int player, QPointF point, double distanceMm)
{
    QList<HwModel *> found;
    for (HwModel &m : s.models) {
        if (m.onTable() && m.player != player
            && c.pointDistance(m.at, radius(m), point) <= distanceMm + 1e-6)
            found.append(&m);
    }
    return found;
}

void HwEngine::attack(HwModel &attacker, int line, HwModel &target)
{
    const HwAttackOdds o = odds(attacker, line, target);
    const HwAttackLine &l = c.card(attacker.type)->attackLines.at(line);
    const HwAttackRules &rules = c.rules().attacks;
    // Blast: every enemy within the radius of the target, found before the target falls.
    QList<QString> blast;
    if (l.blast) {
        const double within = c.rulesLength(rules.blastRadius);
        for (const HwModel &m : s.models) {
            if (!m.onTable() || m.player == attacker.player || m.id == target.id)
                continue;
            if (c.modelDistance(target.at, radius(target), m.at, radius(m)) > within + 1e-6)
                continue;
            if (c.choices().blastNeedsLos && !lineOfSight(attacker, m))
                continue;
            blast.append(m.id);
        }
    }
    const QPointF targetAt = target.at;
    const double targetRadius = radius(target);
    DieRoll &r = roll(o.dice, QStringLiteral("attack"),
                      {{QStringLiteral("unit"), attacker.id},
                       {QStringLiteral("line"), line + 1},
                       {QStringLiteral("target"), target.id},
                       {QStringLiteral("melee"), o.melee},
                       {QStringLiteral("hits_on"), o.hitsOn},
                       {QStringLiteral("modifier"), o.modifier}});
    const int hits = hwrules::hitsAmong(r.faces, o.hitsOn, o.modifier, rules.alwaysHitsOn);
    setResult(QStringLiteral("%1 hits").arg(hits));
    if (o.melee)
        attacker.meleed = true;
    damage(target, hits, attacker.player);
    if (o.melee && !target.onTable() && c.has(attacker.type, "chain_attack")) {
        const HwSpecialRule *chain = c.special(attacker.type, "chain_attack");
        if (attacker.chains < int(chain->values.value(QStringLiteral("repeats"), 0))) {
            attacker.chainReady = true;
            attacker.chainFrom = targetAt;
            attacker.chainRadius = targetRadius;
            attacker.chainLine = line;
        }
    }
    const int hitsOnFirst = o.hitsOn;
    for (const QString &id : blast) {
        HwModel *m = s.model(id);
        if (s.gameOver || !m || !m->onTable())
            break;
        const int hitsOn = c.choices().blastTargetArmour
            ? hitsOnFirst
            : l.hitsOn.value(c.card(m->type)->armour, 7);
        const int modifier = coverModifier(attacker, *m, o.melee) + dutyBonus(attacker);
        DieRoll &b = roll(rules.blastDice, QStringLiteral("blast"),
                          {{QStringLiteral("unit"), attacker.id},
                           {QStringLiteral("line"), line + 1},
                           {QStringLiteral("target"), m->id},
                           {QStringLiteral("hits_on"), hitsOn},
                           {QStringLiteral("modifier"), modifier}});
        const int blastHits = hwrules::hitsAmong(b.faces, hitsOn, modifier, rules.alwaysHitsOn);
        setResult(QStringLiteral("%1 hits").arg(blastHits));
        damage(*m, blastHits, attacker.player);
    }
}

void HwEngine::fixedAttack(const HwFixedAttack &attack, const QString &purpose, int byPlayer,
                           HwModel &target)
{
    QStringList blast;
    if (attack.blast) {
        const double within = c.rulesLength(c.rules().attacks.blastRadius);
        for (const HwModel &m : s.models) {
            if (m.onTable() && m.player == target.player && m.id != target.id
                && c.modelDistance(target.at, radius(target), m.at, radius(m)) <= within + 1e-6)
                blast.append(m.id);
        }
    }
    QStringList targets {target.id};
    targets += blast;
    for (int i = 0; i < targets.size(); ++i) {
        HwModel *m = s.model(targets.at(i));
        if (s.gameOver || !m || !m->onTable())
            break;
        const int dice = i == 0 ? attack.dice : c.rules().attacks.blastDice;
        DieRoll &r = roll(dice, purpose,
                          {{QStringLiteral("target"), m->id},
                           {QStringLiteral("hits_on"), attack.hitsOn},
                           {QStringLiteral("blast"), i > 0}});
        int hits = 0;
        for (int face : r.faces)
            hits += hwrules::fixedDieHits(face, attack.hitsOn) ? 1 : 0;
        setResult(QStringLiteral("%1 hits").arg(hits));
        damage(*m, hits, byPlayer);
    }
}

void HwEngine::damage(HwModel &target, int lives, int byPlayer)
{
    if (lives <= 0 || !target.onTable())
        return;
    target.lives = std::max(0, target.lives - lives);
    note({{QStringLiteral("type"), QStringLiteral("damage")},
          {QStringLiteral("unit"), target.id},
          {QStringLiteral("lost"), lives},
          {QStringLiteral("lives"), target.lives}});
    if (target.lives == 0)
        kill(target, byPlayer);
}

void HwEngine::kill(HwModel &target, int byPlayer)
{
    const int owner = target.player;
    const int other = 1 - owner;
    const QString category = c.category(target.type);
    target.status = HwModel::Status::Pool;
    target.at = {};
    target.lives = c.card(target.type)->lives;
    note({{QStringLiteral("type"), QStringLiteral("killed")},
          {QStringLiteral("unit"), target.id},
          {QStringLiteral("back_to_pool"), true}});
    s.losses[c.players().at(owner).colour] += 1;
    HwPlayerState &ps = s.players[owner];
    ++ps.lost;
    const bool skip = c.choices().lossesSkipHeroesAndHeavies
        && (category == QLatin1String("hero") || category == QLatin1String("heavy"));
    if (!skip)
        ++ps.lostCounted;
    if (byPlayer == other && category == QLatin1String("hero"))
        s.players[other].killedHero = true;
    if (byPlayer == other && category == QLatin1String("heavy"))
        ++s.players[other].heaviesKilled;
    for (const HwMoraleEvent *e :
         hwrules::moraleEventsForLoss(c.rules().morale, category, skip ? 0 : ps.lostCounted)) {
        // Every third loss: only when this loss was counted.
        lowerMorale(owner, -e->morale, e->id);
        gainVp(other, e->opponentVp, e->id);
    }
    checkZero();
}

} // namespace hexwright
