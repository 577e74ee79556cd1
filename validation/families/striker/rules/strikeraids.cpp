// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/striker/rules/strikeraids.h"
#include "families/striker/rules/strikeraids_p.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <cmath>

namespace hexwright::strikeraids {

namespace {

int sumFaces(const QList<int> &faces)
{
    int sum = 0;
    for (int face : faces)
        sum += face;
    return sum;
}

} // namespace

int sumOf(const QList<AidLine> &lines)
{
    double sum = 0;
    for (const AidLine &line : lines) {
        if (!line.multiple && !line.threshold)
            sum += line.value;
    }
    return int(std::lround(sum));
}

AidRoll rollAtLeast(const QList<int> &faces, const QList<AidLine> &lines, int target)
{
    AidRoll roll;
    roll.faces = faces;
    roll.lines = lines;
    roll.target = target;
    roll.total = sumFaces(faces) + sumOf(lines);
    roll.success = roll.total >= target;
    return roll;
}

// --- Indirect fire -------------------------------------------------------------------------

QString sheafName(Sheaf sheaf)
{
    switch (sheaf) {
    case Sheaf::None:
        return StrikerAids::tr("none (every round destroyed)");
    case Sheaf::Scattered:
        return StrikerAids::tr("scattered");
    case Sheaf::Dispersed:
        return StrikerAids::tr("dispersed");
    case Sheaf::Normal:
        return StrikerAids::tr("normal");
    case Sheaf::Converged:
        return StrikerAids::tr("converged");
    }
    return {};
}

Sheaf sheafOf(int rounds, int normalRounds)
{
    if (rounds <= 0)
        return Sheaf::None;
    if (rounds >= 2 * normalRounds)
        return Sheaf::Converged;
    if (rounds >= normalRounds)
        return Sheaf::Normal;
    if (2 * rounds >= normalRounds)
        return Sheaf::Dispersed;
    return Sheaf::Scattered;
}

double normalSheafSide(int rounds, double burstCm)
{
    return rounds > 0 ? std::sqrt(double(rounds)) * burstCm : 0;
}

int pointDefenseDice(int listedDice, int damperTl)
{
    if (damperTl >= 15)
        return 3 * listedDice;
    if (damperTl == 14)
        return 2 * listedDice;
    return listedDice;
}

PointDefenseFire pointDefense(const QList<int> &faces, int pdTl, int roundTl, bool mrl, int rounds,
                              int normalRounds, bool exampleReading)
{
    PointDefenseFire fire;
    fire.faces = faces;
    fire.dm = pdTl - roundTl;
    fire.mrl = mrl;
    fire.lines.append(
        aid(StrikerAids::tr("Each die: point defense TL %1 - round TL %2, not below 0")
                .arg(pdTl)
                .arg(roundTl),
            "tl", double(fire.dm)));
    if (exampleReading) {
        fire.dm += 2;
        fire.lines.append(aid(StrikerAids::tr("As the book's example reads it"), "example", 2));
    }
    for (int face : faces) {
        const int die = std::max(0, face + fire.dm);
        fire.dice.append(die);
        fire.sum += die;
    }
    fire.killed = mrl ? (fire.sum + 1) / 2 : fire.sum;
    if (mrl)
        fire.lines.append(
            aid(StrikerAids::tr("MRL rounds: destroyed / 2, rounded up"), "mrl", 0.5, true));
    fire.roundsBefore = rounds;
    fire.roundsAfter = std::max(0, rounds - fire.killed);
    fire.before = sheafOf(rounds, normalRounds);
    fire.after = sheafOf(fire.roundsAfter, normalRounds);
    return fire;
}

BombRun bombRun(int bombs, bool dive)
{
    BombRun run;
    run.sizeBombs = std::min(bombs, 9);
    run.sheaf = bombs <= 0 ? Sheaf::None : bombs >= 18 ? Sheaf::Converged : Sheaf::Normal;
    run.deviationDm = dive ? 14 : 8;
    run.rerollDirection10to12 = !dive;
    return run;
}

std::optional<int> mrlReloadTurns(bool spareRocketsAboard, int crew, int fullCrew)
{
    if (2 * crew < fullCrew)
        return std::nullopt;
    const int turns = spareRocketsAboard ? 10 : 20;
    return crew < fullCrew ? 2 * turns : turns;
}

// --- Mines, wire, getting stuck ----------------------------------------------------------------

MineCrossing mineCrossing(Minefield kind, double crossedMm, int increments)
{
    MineCrossing crossing;
    if (kind == Minefield::Laid) {
        crossing.attacks = int(std::floor(crossedMm / 2 + 1e-9));
        crossing.target = 7;
        crossing.lines.append(
            aid(StrikerAids::tr("Laid minefield: one attack per 2 mm, 7+"), "laid", 7));
        crossing.lines.last().threshold = true;
        return crossing;
    }
    crossing.attacks = int(std::floor(crossedMm / 10 + 1e-9));
    crossing.lines.append(
        aid(StrikerAids::tr("Scatterable mines: one attack per 1 cm, 10+"), "scatterable", 10));
    crossing.lines.last().threshold = true;
    // Each increment beyond the first lowers the roll needed by one.
    const int extra = std::max(0, increments - 1);
    if (extra > 0)
        crossing.lines.append(
            aid(StrikerAids::tr("%n increment(s) of rounds beyond the first", nullptr, extra),
                "increments", double(-extra)));
    crossing.target = 10 - extra;
    return crossing;
}

int hitsOf(const QList<int> &totals, int target)
{
    return int(
        std::count_if(totals.begin(), totals.end(), [target](int t) { return t >= target; }));
}

AidRoll stuckRoll(const QList<int> &faces, int stuckOn, int groundPressure, bool wheeled,
                  bool lowPressure)
{
    if (lowPressure) {
        AidRoll roll;
        roll.target = stuckOn;
        roll.lines.append(
            aid(StrikerAids::tr("Low ground pressure: never sticks"), "low_pressure", 0));
        return roll;
    }
    QList<AidLine> lines;
    lines.append(
        aid(StrikerAids::tr("Ground pressure"), "ground_pressure", double(groundPressure)));
    if (wheeled)
        lines.append(aid(StrikerAids::tr("Wheeled"), "wheeled", 1));
    return rollAtLeast(faces, lines, stuckOn);
}

int stuckRollDice(const QString &optionValue)
{
    return optionValue == QLatin1String("3d6") ? 3 : 2;
}

// --- Engineers' supervision -----------------------------------------------------------------

double unsupervisedShare(double workers, int engineers, double menPerEngineer)
{
    if (engineers <= 0)
        return 1;
    // Each engineer works too and supervises menPerEngineer others.
    const double supervised = engineers * (menPerEngineer + 1);
    if (workers <= supervised + 1e-9)
        return 0;
    return (workers - supervised) / workers;
}

// --- Spotting ------------------------------------------------------------------------------

double passiveIrRange(bool night, const QString &option)
{
    return night || option == QLatin1String("full") ? 1.0 : 0.5;
}

double horizonCm(double radiusKm, double altitudesM, double metresPerCm)
{
    const double r = radiusKm * 1000;
    const double a = altitudesM;
    return std::sqrt(2 * a * r + a * a) / metresPerCm;
}

int nightMaxRangeCm(SpottedKind kind)
{
    switch (kind) {
    case SpottedKind::StationarySoldier:
        return 100;
    case SpottedKind::StationaryVehicleOrMovingSoldier:
        return 200;
    case SpottedKind::MovingVehicle:
        return 400;
    }
    return 0;
}

SpottingLimit spottingLimit(SpottedKind kind, double nightMultiple, double weatherMultiple,
                            bool lightAmplification, double horizon)
{
    SpottingLimit limit;
    const bool night = nightMultiple > 0;
    const bool badWeather = weatherMultiple < 1;
    if (night) {
        limit.lines.append(
            aid(StrikerAids::tr("Night visibility multiple"), "night", nightMultiple, true));
        limit.multiple *= nightMultiple;
        if (lightAmplification && !badWeather) {
            limit.lines.append(aid(StrikerAids::tr("Light amplification doubles it"),
                                   "light_amplification", 2, true));
            limit.multiple *= 2;
        } else if (lightAmplification) {
            limit.lines.append(aid(StrikerAids::tr("Light amplification fails in bad weather"),
                                   "light_amplification_fails", 1, true));
        }
    }
    if (badWeather) {
        limit.lines.append(
            aid(StrikerAids::tr("Weather visibility"), "weather", weatherMultiple, true));
        limit.multiple *= weatherMultiple;
    }
    if (night) {
        const double range = nightMaxRangeCm(kind) * limit.multiple;
        limit.horizonCaps = horizon > 0 && horizon < range;
        limit.maxCm = limit.horizonCaps ? horizon : range;
    } else if (horizon > 0) {
        limit.horizonCaps = true;
        limit.maxCm = horizon;
    }
    return limit;
}

QList<AidLine> spottingModifiers(int spotterRecon, int targetRecon, bool droneSpotter)
{
    QList<AidLine> lines;
    if (spotterRecon > 0)
        lines.append(aid(StrikerAids::tr("Spotter's Recon-%1").arg(spotterRecon), "spotter_recon",
                         double(spotterRecon)));
    if (targetRecon >= 2)
        lines.append(aid(StrikerAids::tr("Target's Recon-%1").arg(targetRecon), "target_recon",
                         double(-(targetRecon / 2))));
    if (droneSpotter)
        lines.append(aid(StrikerAids::tr("Drone vehicle spotting"), "drone", -1));
    return lines;
}

AidRoll radarDetection(const QList<int> &faces, bool extensiveEcm, int radarTl, int ecmTl)
{
    QList<AidLine> lines;
    if (ecmTl > radarTl)
        lines.append(aid(StrikerAids::tr("ECM TL %1 over radar TL %2").arg(ecmTl).arg(radarTl),
                         "ecm_higher", double(radarTl - ecmTl)));
    else if (radarTl > ecmTl)
        lines.append(aid(StrikerAids::tr("Radar TL %1 over ECM TL %2").arg(radarTl).arg(ecmTl),
                         "radar_higher", double(4 * (radarTl - ecmTl))));
    return rollAtLeast(faces, lines, extensiveEcm ? 10 : 7);
}

QList<AidLine> locationModifiers(int extraTurnsSameSpot, int extraMethods)
{
    QList<AidLine> lines;
    if (extraTurnsSameSpot > 0)
        lines.append(aid(StrikerAids::tr("%n extra turn(s) firing from the same spot", nullptr,
                                         extraTurnsSameSpot),
                         "same_spot", double(2 * extraTurnsSameSpot)));
    if (extraMethods > 0)
        lines.append(aid(StrikerAids::tr("%n extra locating method(s)", nullptr, extraMethods),
                         "methods", double(extraMethods)));
    return lines;
}

// --- Morale --------------------------------------------------------------------------------

MoraleCheck moraleCheck(const QList<AidLine> &morale, const QList<int> &faces)
{
    MoraleCheck check;
    check.lines = morale;
    check.morale = sumOf(morale);
    check.faces = faces;
    check.roll = sumFaces(faces);
    check.passed = check.roll <= check.morale;
    check.failedBy = check.passed ? 0 : check.roll - check.morale;
    return check;
}

QList<AidLine> moraleTerms(const MoraleSituation &s)
{
    QList<AidLine> lines;
    static const QStringList ladder {QStringLiteral("recruit"), QStringLiteral("regular"),
                                     QStringLiteral("veteran"), QStringLiteral("elite")};
    static constexpr int vargr[] = {2, 6, 11, 15};
    const int rung = int(ladder.indexOf(s.quality));
    if (s.race == MoraleRace::Vargr && rung >= 0) {
        lines.append(aid(
            StrikerAids::tr("Vargr %1").arg(s.qualityName.isEmpty() ? s.quality : s.qualityName),
            "base", double(vargr[rung])));
    } else if (s.rawRecruit && rung == 0) {
        lines.append(aid(StrikerAids::tr("Raw recruit, untrained"), "base", 3));
    } else {
        lines.append(aid(
            StrikerAids::tr("Quality: %1").arg(s.qualityName.isEmpty() ? s.quality : s.qualityName),
            "base", double(s.humanMorale)));
    }
    if (s.race == MoraleRace::Aslan)
        lines.append(aid(StrikerAids::tr("Aslan"), "aslan", 2));
    if (s.leader)
        lines.append(aid(s.race == MoraleRace::Vargr
                             ? StrikerAids::tr("Led by a Vargr NCO or officer")
                             : StrikerAids::tr("Led by an NCO or officer"),
                         "leader", s.race == MoraleRace::Vargr ? 2.0 : 1.0));
    if (s.hiverSeesEnemy)
        lines.append(aid(StrikerAids::tr("Hivers who see the enemy"), "hiver", -1));
    if (s.medicShortfall > 0)
        lines.append(aid(s.medicShortfall > 1 ? StrikerAids::tr("Under half the medics needed")
                                              : StrikerAids::tr("Short of medics"),
                         "medics", s.medicShortfall > 1 ? -2.0 : -1.0));
    if (s.noHotMeal)
        lines.append(aid(StrikerAids::tr("No hot meal"), "hot_meal", -1));
    if (s.chemicalProtection)
        lines.append(aid(StrikerAids::tr("Protective gear on (gas check)"), "chemical", -2));
    if (s.zhodaniBonus)
        lines.append(aid(StrikerAids::tr("Zhodani officer's bonus"), "zhodani", 6));
    if (s.crampedCrew != 0)
        lines.append(aid(StrikerAids::tr("Cramped K'kree crew"), "cramped", double(s.crampedCrew)));
    return lines;
}

int powerUpTurns(const QString &qualityId)
{
    if (qualityId == QLatin1String("elite"))
        return 2;
    if (qualityId == QLatin1String("veteran"))
        return 3;
    if (qualityId == QLatin1String("regular"))
        return 4;
    if (qualityId == QLatin1String("recruit"))
        return 6;
    return 0;
}

int armingTurns(Initiative initiative)
{
    switch (initiative) {
    case Initiative::High:
        return 1;
    case Initiative::Average:
        return 2;
    case Initiative::Low:
        return 3;
    }
    return 0;
}

SurpriseTimeline surpriseTimeline(int failedBy, int preparationTurns)
{
    SurpriseTimeline timeline;
    timeline.panicTurns = std::max(0, failedBy);
    timeline.beginsOnTurn = 1 + timeline.panicTurns;
    timeline.readyAtEndOfTurn = timeline.beginsOnTurn + preparationTurns - 1;
    timeline.actsOnTurn = timeline.readyAtEndOfTurn + 1;
    return timeline;
}

int moraleAfterBattles(int morale, int battles, const QList<int> &rankMorales)
{
    static constexpr int pointsPerMorale[] = {1, 2, 4, 8};
    int points = 0;
    for (int battle = 0; battle < battles; ++battle) {
        int rank = 0;
        for (int i = 0; i < rankMorales.size() && i < 4; ++i) {
            if (morale >= rankMorales.at(i))
                rank = i;
        }
        if (++points >= pointsPerMorale[rank]) {
            ++morale;
            points = 0;
        }
    }
    return morale;
}

// --- Aircraft damage -------------------------------------------------------------------------

HalfPenetration halfPenetration(const QString &optionValue)
{
    if (optionValue == QLatin1String("round_up"))
        return HalfPenetration::RoundUp;
    if (optionValue == QLatin1String("keep_halves"))
        return HalfPenetration::KeepHalves;
    return HalfPenetration::RoundDown;
}

double aircraftHitDamage(int penetration, bool he, bool extraHit, HalfPenetration half)
{
    double damage = penetration;
    if (!he) {
        switch (half) {
        case HalfPenetration::RoundDown:
            damage = penetration / 2;
            break;
        case HalfPenetration::RoundUp:
            damage = (penetration + 1) / 2;
            break;
        case HalfPenetration::KeepHalves:
            damage = penetration / 2.0;
            break;
        }
    }
    return extraHit ? std::min(damage, 8.0) : damage;
}

AircraftDamage aircraftDamage(int damagePoints, double damage, int maxSpeed, int minSpeed,
                              int agility)
{
    AircraftDamage result;
    if (damagePoints <= 0)
        return result;
    result.tenths = std::min(10, int(std::floor(damage * 10 / damagePoints + 1e-9)));
    result.destroyed = damage >= damagePoints;
    const auto tenthUp = [](int value) {
        return (value + 9) / 10;
    };
    result.maxSpeed = std::max(0, maxSpeed - result.tenths * tenthUp(maxSpeed));
    result.agility = std::max(0, agility - result.tenths * tenthUp(agility));
    result.crashes = result.maxSpeed < minSpeed;
    result.criticalRolls = result.tenths;
    return result;
}

bool isCritical(int face)
{
    return face >= 5;
}

QString criticalResult(int face)
{
    if (face <= 2)
        return StrikerAids::tr("Crew: a random crew member seriously wounded (a sole pilot: "
                               "crash)");
    if (face == 3)
        return StrikerAids::tr("Electronics: all electronics out");
    if (face <= 5)
        return StrikerAids::tr("Flight: the aircraft crashes");
    return StrikerAids::tr("Catastrophic: destroyed, crew killed");
}

} // namespace hexwright::strikeraids
