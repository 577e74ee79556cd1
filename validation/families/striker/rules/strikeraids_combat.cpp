// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Striker's referee aids for ammunition (rule 43), launchers and missiles at aircraft (rules 37
// and 64), pilot fire and dogfights (rule 62), explosives (rules 55 C and 56), encumbrance and
// animals (rules 42 and 45).

#include "families/striker/rules/strikeraids_combat.h"
#include "families/striker/rules/strikeraids_p.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace hexwright::strikeraids {

// --- Ammunition ------------------------------------------------------------------------------

std::optional<int> autofireRoundsPerPhase(int autofireDm)
{
    if (autofireDm < 2 || autofireDm > 9)
        return std::nullopt;
    return 20 << (autofireDm - 2);
}

AmmoUse ammunitionUse(AmmoKind kind, int rof, int magazine, int autofireDm, int roundsAboard,
                      int phases)
{
    AmmoUse use;
    switch (kind) {
    case AmmoKind::SmallArms:
    case AmmoKind::Revolver:
        use.perPhase = (std::max(0, magazine) + 1) / 2;
        use.lines.append(aid(kind == AmmoKind::Revolver ? StrikerAids::tr("Half the cylinder")
                                                        : StrikerAids::tr("Half a magazine"),
                             "half_magazine", *use.perPhase));
        break;
    case AmmoKind::SmallArmsAutomatic:
        use.perPhase = std::max(0, magazine);
        use.lines.append(
            aid(StrikerAids::tr("Automatic fire: a full magazine"), "magazine", *use.perPhase));
        break;
    case AmmoKind::BeltFed:
        use.perPhase = autofireRoundsPerPhase(autofireDm);
        if (use.perPhase)
            use.lines.append(aid(StrikerAids::tr("Autofire DM +%1 on the table").arg(autofireDm),
                                 "autofire", *use.perPhase));
        break;
    case AmmoKind::IndirectArtillery:
        use.perPhase = std::max(0, rof);
        use.lines.append(aid(StrikerAids::tr("Indirect fire: the ROF"), "rof", *use.perPhase));
        break;
    case AmmoKind::DirectMassDriver:
        use.perPhase = std::max(0, rof) / 2;
        use.lines.append(aid(StrikerAids::tr("Direct fire: half the ROF, fractions dropped"),
                             "half_rof", *use.perPhase));
        break;
    case AmmoKind::NonAutomaticCpr:
        use.perPhase = std::min(std::max(0, rof) / 2, 4);
        use.lines.append(aid(StrikerAids::tr("Non-automatic CPR gun: half the ROF, at most 4"),
                             "half_rof_max4", *use.perPhase));
        break;
    }
    if (!use.perPhase)
        return use;
    const int per = *use.perPhase;
    const int aboard = std::max(0, roundsAboard);
    use.spent = std::min(aboard, per * std::max(0, phases));
    use.left = aboard - use.spent;
    use.phasesLeft = per > 0 ? use.left / per : 0;
    use.basicLoad = per * basicLoadFirePhases;
    return use;
}

double ammunitionTransferKg(int soldiers)
{
    return transferBothWaysKg * std::max(0, soldiers);
}

int ammunitionTransferTurns(double kg, int soldiers)
{
    const double perTurn = ammunitionTransferKg(soldiers);
    if (kg <= 0)
        return 0;
    return perTurn > 0 ? int(std::ceil(kg / perTurn - 1e-9)) : -1;
}

// --- Launchers and missiles at aircraft --------------------------------------------------------

LauncherLoading launcherLoading(Launcher launcher)
{
    LauncherLoading loading;
    switch (launcher) {
    case Launcher::Rail:
        loading.movementPhasesPerMissile = 2;
        loading.firesWhileLoading = false;
        loading.blockedFirePhasesAfter = 1;
        loading.vehicleOnly = true;
        break;
    case Launcher::Package:
        loading.movementPhasesPerMissile = 2;
        loading.firesWhileLoading = false;
        break;
    case Launcher::Tube:
        loading.movementPhasesPerMissile = 1;
        loading.firesWhileLoading = false;
        break;
    case Launcher::Magazine:
        loading.movementPhasesPerMissile = 2;
        break;
    }
    return loading;
}

int loadersNeeded(double missileKg)
{
    return missileKg <= 50 ? 1 : 2;
}

MissileAtAircraft missileAtAircraft(MissileGuidance guidance, int missileSpeedDm, int speedDm,
                                    int agility, bool evading, bool radarOrLadar)
{
    MissileAtAircraft shot;
    const bool guided = guidance != MissileGuidance::Other;
    if (guided && (evading || speedDm >= 2) && !radarOrLadar) {
        shot.mayFire = false;
        return shot;
    }
    shot.targetDm = evading ? agility : speedDm;
    shot.lines.append(aid(evading ? StrikerAids::tr("Target evading: its agility")
                                  : StrikerAids::tr("Target's speed DM"),
                          "target", -shot.targetDm));
    const int cancelled = std::clamp(missileSpeedDm, 0, std::max(0, shot.targetDm));
    if (cancelled > 0)
        shot.lines.append(aid(StrikerAids::tr("High-performance missile's speed DM, down to 0"),
                              "missile_speed", cancelled));
    shot.netDm = sumOf(shot.lines);
    if (guidance == MissileGuidance::Designated)
        shot.autoHit = missileSpeedDm >= shot.targetDm;
    return shot;
}

// --- Pilot fire and dogfights ------------------------------------------------------------------

double pilotStraightRunCm(double moveCm)
{
    return std::max(0.0, moveCm) * 0.1;
}

bool inFixedMountField(double offsetCm)
{
    return std::abs(offsetCm) <= fixedMountLineCm;
}

DogfightAdvantage dogfightAdvantage(const DogfightSide &first, const DogfightSide &second,
                                    const QList<int> &firstFace, const QList<int> &secondFace)
{
    DogfightAdvantage advantage;
    if (first.ignoring != second.ignoring) {
        advantage.conceded = true;
        advantage.winner = first.ignoring ? 1 : 0;
        return advantage;
    }
    const auto side = [](const DogfightSide &s, const QList<int> &face) {
        return rollAtLeast(face,
                           {aid(StrikerAids::tr("Pilot's skill"), "pilot_skill", s.pilotSkill),
                            aid(StrikerAids::tr("Aircraft's agility"), "agility", s.agility)},
                           0);
    };
    advantage.first = side(first, firstFace);
    advantage.second = side(second, secondFace);
    if (advantage.first->total != advantage.second->total)
        advantage.winner = advantage.first->total > advantage.second->total ? 0 : 1;
    return advantage;
}

QList<AidLine> dogfightFireModifiers(int firerPilotSkill, int targetPilotSkill, int targetAgility,
                                     bool targetIgnoring, int gunnerSkill)
{
    QList<AidLine> lines {
        aid(StrikerAids::tr("Firer's pilot skill"), "firer_pilot", firerPilotSkill),
        aid(StrikerAids::tr("Target's pilot skill"), "target_pilot", -targetPilotSkill)};
    if (!targetIgnoring)
        lines.append(aid(StrikerAids::tr("Target aircraft's agility"), "agility", targetAgility));
    if (gunnerSkill != 0)
        lines.append(aid(StrikerAids::tr("Separate gunner's skill"), "gunner", gunnerSkill));
    return lines;
}

// --- Explosives and breaching charges ----------------------------------------------------------

double chargeKg(Charge charge)
{
    switch (charge) {
    case Charge::Conventional:
        return 10;
    case Charge::Shaped:
        return 20;
    case Charge::Tdx:
        break;
    }
    return 1;
}

std::optional<int> knownChargeValue(Charge charge, int tl)
{
    if (charge == Charge::Conventional && tl == 6)
        return 10;
    return std::nullopt;
}

Emplacement emplacement(Charge charge, int charges, int men, bool tamp, int valueEach)
{
    Emplacement placed;
    const int n = std::max(0, charges);
    placed.tamped = tamp && charge == Charge::Conventional;
    placed.value = n * valueEach * (placed.tamped ? 2 : 1);
    if (n == 0)
        return placed;
    if (n == 1 && !placed.tamped) {
        placed.satchel = true;
        placed.turns = 2;
        placed.lines.append(
            aid(StrikerAids::tr("A lone untamped charge: a satchel"), "satchel", 2));
        return placed;
    }
    const int crew = std::clamp(men, 1, n);
    const int rounds = (n + crew - 1) / crew; // charges the busiest man places
    placed.lines.append(
        aid(StrikerAids::tr("30 turns a charge, %n charge(s) for the busiest man", nullptr, rounds),
            "emplace", 30 * rounds));
    if (placed.tamped)
        placed.lines.append(aid(StrikerAids::tr("Tamping: 30 turns more a charge (value x2)"),
                                "tamp", 30 * rounds));
    placed.turns = sumOf(placed.lines);
    return placed;
}

std::optional<int> fragmentationPenetration(Charge charge, int listedPen, double distanceCm)
{
    if (charge == Charge::Shaped || distanceCm < 0)
        return std::nullopt;
    const bool tdx = charge == Charge::Tdx;
    const int first = tdx ? 25 : 40;
    const int further = tdx ? 4 : 8;
    if (distanceCm <= 1)
        return std::max(1, listedPen - first);
    const int extraCm = int(std::ceil(distanceCm - 1 - 1e-9));
    const int pen = listedPen - first - further * extraCm;
    if (pen < 1)
        return std::nullopt;
    return pen;
}

double nuclearDemoPoints(double kilotons)
{
    return kilotons * 1e6;
}

double bangaloreClearedMm(int torpedoes)
{
    return bangaloreLaneMm * std::clamp(torpedoes, 0, bangaloreMaxAtOnce);
}

AidRoll bangaloreFragment(const QList<int> &faces)
{
    return rollAtLeast(faces, {}, bangaloreFragmentOn);
}

// --- Encumbrance and animals -------------------------------------------------------------------

CarriedLoad carriedLoad(double kg, bool battleDress)
{
    CarriedLoad load;
    load.normalKg = battleDress ? 100 : 10;
    load.maxKg = battleDress ? 200 : 30;
    if (kg <= load.normalKg)
        return load;
    load.state = kg <= load.maxKg ? Encumbrance::Encumbered : Encumbrance::Overloaded;
    if (load.state == Encumbrance::Encumbered) {
        load.walkCm = 2.5;
        load.runCm = 6;
    }
    return load;
}

AnimalCapacity animalCapacity(double weightKg, double multiplier)
{
    AnimalCapacity animal;
    animal.carryRunKg = weightKg * 0.3;
    animal.carryWalkKg = weightKg * 0.6;
    animal.towWalkKg = weightKg;
    animal.towRunKg = weightKg * 0.5;
    animal.runCm = 10 * multiplier;
    animal.walkCm = 5 * multiplier / 2;
    return animal;
}

} // namespace hexwright::strikeraids
