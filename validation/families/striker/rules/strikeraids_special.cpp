// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's referee aids, continued: drones (rule 38), nuclear, collapsing and chemical rounds
// (rules 39 and 65) and melee (rule 57).

#include "families/striker/rules/strikeraids.h"
#include "families/striker/rules/strikeraids_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace hexwright::strikeraids {

// --- Drones ----------------------------------------------------------------------------------

std::optional<int> droneMissileFireDm(DroneDefender defender, bool attackPhase)
{
    if (attackPhase)
        return defender == DroneDefender::PointDefenseDedicated ? std::optional<int>(0)
                                                                : std::nullopt;
    return defender == DroneDefender::AnyWeapon ? -5 : 0;
}

QList<AidLine> droneAttackModifiers(int book3HitDm, bool deckOrAvertedSide)
{
    QList<AidLine> lines;
    if (book3HitDm != 0)
        lines.append(aid(StrikerAids::tr("The missile's hit DM (Book 3)"), "hit_dm", book3HitDm));
    if (deckOrAvertedSide)
        lines.append(aid(StrikerAids::tr("Deck, or a side not facing the missile"), "aspect", -2));
    return lines;
}

QList<double> searchPatternRadii(double radius, int circles)
{
    QList<double> radii;
    for (int i = 1; i <= circles; ++i)
        radii.append(radius * i);
    return radii;
}

// --- Nuclear, collapsing and chemical rounds -------------------------------------------------

QString nuclearZoneName(NuclearZone zone)
{
    switch (zone) {
    case NuclearZone::PrimaryInner:
        return StrikerAids::tr("inner half of the primary blast radius");
    case NuclearZone::PrimaryOuter:
        return StrikerAids::tr("outer half of the primary blast radius");
    case NuclearZone::Secondary:
        return StrikerAids::tr("secondary blast radius");
    case NuclearZone::Tertiary:
        return StrikerAids::tr("tertiary blast radius");
    case NuclearZone::Outside:
        break;
    }
    return StrikerAids::tr("outside the blast");
}

TertiaryZone tertiaryZoneOf(const QString &value)
{
    return value == QLatin1String("whole_disc") ? TertiaryZone::WholeDisc : TertiaryZone::Ring;
}

int tertiaryDiceOf(const QString &value)
{
    return value == QLatin1String("1d6") ? 1 : 2;
}

double tertiaryHitChance(int dice, bool personnelUnderCover)
{
    const int need = 6 + (personnelUnderCover ? 2 : 0);
    // Count the sums of dice six-sided dice at or above need.
    QList<int> ways {1}; // ways[sum]
    for (int d = 0; d < dice; ++d) {
        QList<int> next(ways.size() + 6, 0);
        for (int sum = 0; sum < ways.size(); ++sum) {
            for (int face = 1; face <= 6; ++face)
                next[sum + face] += ways.at(sum);
        }
        ways = next;
    }
    int hits = 0;
    int all = 0;
    for (int sum = 0; sum < ways.size(); ++sum) {
        all += ways.at(sum);
        if (sum >= need)
            hits += ways.at(sum);
    }
    return all > 0 ? double(hits) / all : 0;
}

NuclearAreas nuclearAreas(const NuclearRadii &radii, TertiaryZone zone)
{
    const auto disc = [](double r) {
        return M_PI * r * r;
    };
    NuclearAreas areas;
    areas.contaminatedCm2 = disc(radii.tertiary);
    const double inner
        = zone == TertiaryZone::Ring ? std::max(radii.secondary, 0.0) : radii.primary / 2;
    areas.tertiaryRollCm2
        = std::max(0.0, disc(radii.tertiary) - disc(std::min(inner, radii.tertiary)));
    return areas;
}

NuclearEffect nuclearEffect(double distanceCm, const NuclearRadii &radii, bool groundStrike,
                            bool personnelUnderCover, const QList<int> &faces, TertiaryZone zone)
{
    const auto tertiaryRoll = [&] {
        QList<AidLine> lines;
        if (personnelUnderCover)
            lines.append(aid(StrikerAids::tr("Personnel under cover"), "cover", -2));
        return rollAtLeast(faces, lines, 6);
    };
    NuclearEffect effect;
    effect.impassable = groundStrike && radii.crater > 0 && distanceCm <= radii.crater;
    if (distanceCm <= radii.primary / 2) {
        effect.zone = NuclearZone::PrimaryInner;
        effect.destroyed = true;
    } else if (distanceCm <= radii.primary) {
        effect.zone = NuclearZone::PrimaryOuter;
        effect.hit = true;
        effect.penetration = 60;
    } else if (distanceCm <= radii.secondary) {
        effect.zone = NuclearZone::Secondary;
        effect.hit = true;
        effect.penetration = 20;
    } else if (distanceCm <= radii.tertiary) {
        effect.zone = NuclearZone::Tertiary;
        effect.roll = tertiaryRoll();
        effect.hit = effect.roll->success;
        effect.penetration = effect.hit ? 5 : 0;
    }
    // The whole disc: a target nearer in rolls for the tertiary hit too (not one destroyed).
    if (zone == TertiaryZone::WholeDisc && distanceCm <= radii.tertiary
        && (effect.zone == NuclearZone::PrimaryOuter || effect.zone == NuclearZone::Secondary)) {
        effect.roll = tertiaryRoll();
        effect.tertiaryHit = effect.roll->success;
    }
    effect.contaminated = effect.zone != NuclearZone::Outside;
    return effect;
}

CollapsingRound collapsingRound(int face, int penetration, int burst, int fragmentation)
{
    CollapsingRound round;
    round.full = face <= 2;
    round.penetration = penetration;
    round.burst = burst;
    round.fragmentation = fragmentation;
    if (round.full)
        return round;
    const int penLoss = 8 * face;
    const int burstLoss = (face + 1) / 2;
    const int fragLoss = 2 * face;
    round.lines = {aid(StrikerAids::tr("Penetration, 8 x the die"), "penetration", -penLoss),
                   aid(StrikerAids::tr("Burst, half the die rounded up"), "burst", -burstLoss),
                   aid(StrikerAids::tr("Fragmentation, 2 x the die"), "fragmentation", -fragLoss)};
    round.penetration = std::max(0, penetration - penLoss);
    round.burst = std::max(0, burst - burstLoss);
    round.fragmentation = std::max(0, fragmentation - fragLoss);
    return round;
}

GasExposure gasExposure(bool immune, const QList<AidLine> &morale, const QList<int> &faces,
                        bool lethal)
{
    GasExposure exposure;
    if (immune)
        return exposure;
    exposure.check = moraleCheck(morale, faces);
    if (exposure.check->passed) {
        exposure.result = GasResult::Masked;
        exposure.moraleChange = -2;
    } else {
        exposure.result = lethal ? GasResult::Dead : GasResult::SeriouslyWounded;
    }
    return exposure;
}

double gasDriftCm(int turns)
{
    return 10.0 * std::max(0, turns);
}

// --- Melee -----------------------------------------------------------------------------------

int meleeAdvantage(const MeleeFighter &fighter)
{
    return fighter.skill + fighter.range - fighter.extraFoes;
}

AidRoll meleeHit(const QList<int> &faces, const MeleeFighter &attacker,
                 const MeleeFighter &defender)
{
    QList<AidLine> lines {aid(StrikerAids::tr("Attacker's skill"), "skill", attacker.skill)};
    if (attacker.hitDm != 0)
        lines.append(aid(StrikerAids::tr("Attacker's weapon hit DM"), "hit_dm", attacker.hitDm));
    if (defender.firedLastRound) {
        lines.append(aid(StrikerAids::tr("Defender fired last round: defends at 0"), "fired", 0));
    } else {
        lines.append(aid(StrikerAids::tr("Defender's skill"), "defender_skill", -defender.skill));
        if (defender.defenseDm != 0)
            lines.append(aid(StrikerAids::tr("Defender's weapon defense DM"), "defense_dm",
                             -defender.defenseDm));
    }
    if (attacker.lightWounds > 0)
        lines.append(
            aid(StrikerAids::tr("Attacker's light wounds"), "wounds", -attacker.lightWounds));
    return rollAtLeast(faces, lines, meleeHitOn);
}

MeleeDamage meleeDamage(const QList<int> &faces, const MeleeFighter &attacker,
                        const MeleeFighter &defender)
{
    MeleeDamage damage;
    damage.lines.append(
        aid(StrikerAids::tr("Melee penetration"), "penetration", attacker.penetration));
    if (defender.armour != 0)
        damage.lines.append(aid(StrikerAids::tr("Defender's armour"), "armour", -defender.armour));
    if (attacker.lightWounds >= 2)
        damage.lines.append(aid(StrikerAids::tr("Attacker's light wounds, 1 per two"), "wounds",
                                -(attacker.lightWounds / 2)));
    int sum = 0;
    for (int face : faces)
        sum += face;
    damage.total = sum + sumOf(damage.lines);
    damage.knownNoEffect = damage.total == 6;
    return damage;
}

int meleeRounds(bool continuing)
{
    return continuing ? 2 : 1;
}

} // namespace hexwright::strikeraids
