// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Striker's referee aids for the combat procedures the advanced book defines besides those of
// strikeraids.h: ammunition (rule 43, the basic load of rule 68 D), tac missile launchers
// (rule 37) and missiles at aircraft (rule 64), pilot fire and dogfights (rule 62 B, D),
// explosives (rule 56) and the minefield breaching charges (rule 55 C), encumbrance (rule 42)
// and animals (rule 45). Pinned in tests/families/striker/tst_strikercombataids.cpp; the
// pages are editor/families/striker/refereeaids_combat.cpp. Dice faces are arguments.

#include "families/striker/rules/strikeraids.h"

#include <QList>
#include <QString>

#include <optional>

namespace hexwright::strikeraids {

// --- Ammunition [rule 43, rule 68 D] ---------------------------------------------------------

/// The rounds a belt- or hopper-fed small arm fires in a phase by its effective range autofire
/// DM [43 A.2]: +2 20, doubling to +9 2560; none outside the table.
std::optional<int> autofireRoundsPerPhase(int autofireDm);

/// How a projectile weapon spends ammunition [43 A].
enum class AmmoKind {
    SmallArms, ///< half a magazine a shot [43 A.1]
    SmallArmsAutomatic, ///< a full magazine on automatic fire [43 A.1]
    Revolver, ///< half the cylinder [43 A.1]
    BeltFed, ///< the autofire table [43 A.2]
    IndirectArtillery, ///< a CPR gun or mass driver firing indirect: ROF rounds [43 A.3]
    DirectMassDriver, ///< a mass driver or autocannon firing direct: half the ROF [43 A.3]
    NonAutomaticCpr, ///< half the ROF, at most 4 [43 A.3]
};

/// What a weapon spends and how long its ready supply lasts.
struct AmmoUse
{
    std::optional<int> perPhase; ///< none: outside the autofire table
    int spent = 0; ///< over the phases asked for (at most what is aboard)
    int left = 0; ///< rounds left aboard
    int phasesLeft = 0; ///< whole phases of fire the rounds aboard still give
    int basicLoad = 0; ///< 80 fire phases of it [68 D]
    QList<AidLine> lines;
};

/**
 * The rounds a weapon of @p kind spends a phase [43 A]: half a magazine (or cylinder) of
 * @p magazine rounds rounded up (our reading: the text does not say how an odd magazine
 * halves), a full one on automatic fire, the table for @p autofireDm, the ROF indirect, half
 * the ROF direct (fractions dropped), half the ROF at most 4 for a non-automatic CPR gun
 * (fractions dropped, as the sentence before). Then @p phases of fire from @p roundsAboard.
 */
AmmoUse ammunitionUse(AmmoKind kind, int rof, int magazine, int autofireDm, int roundsAboard,
                      int phases);

/// A unit's basic load of ammunition: 80 fire phases per weapon [68 D].
constexpr int basicLoadFirePhases = 80;

/// A soldier picks up or puts down 30 kg a turn, or picks up and puts down 15 kg [43 B.2].
constexpr double transferOneWayKg = 30;
constexpr double transferBothWaysKg = 15;

/// The kg @p soldiers move from storage into a ready supply in one turn (each picks up and
/// puts down 15 kg): the text's 8-man squad moves 120 kg [43 B.2].
double ammunitionTransferKg(int soldiers);
/// The turns @p soldiers take to move @p kg into a ready supply (whole turns).
int ammunitionTransferTurns(double kg, int soldiers);

// --- Tac missile launchers [rule 37] and missiles at aircraft [rule 64] ----------------------

enum class Launcher { Rail, Package, Tube, Magazine };

/// Loading a launcher [37 A-D].
struct LauncherLoading
{
    int movementPhasesPerMissile = 0; ///< friendly and enemy movement phases both count
    int shotsPerFirePhase = 1;
    bool firesWhileLoading = true; ///< a rail: no rail of the vehicle fires while loading
    int blockedFirePhasesAfter = 0; ///< a rail: nor in the first fire phase after
    bool vehicleOnly = false; ///< rails are mounted on vehicles only
};

LauncherLoading launcherLoading(Launcher launcher);

/// The loaders a missile needs: 1 up to 50 kg, 2 heavier [37 E]; they load one launcher at a
/// time, and none is loaded without them.
int loadersNeeded(double missileKg);
/// A gunner who loads takes two movement phases after loading to be back at his post [37 E].
constexpr int gunnerReturnMovementPhases = 2;

enum class MissileGuidance { OperatorGuided, Teleguided, Designated, Other };

/// A missile fired at an aircraft [64].
struct MissileAtAircraft
{
    bool mayFire = true;
    int targetDm = 0; ///< the speed DM, or the agility when evading (a minus to hit)
    int netDm = 0; ///< after a high-performance missile's speed DM, never past 0
    std::optional<bool> autoHit; ///< a designated missile: hits iff its speed DM >= the target's
    QList<AidLine> lines;
};

/**
 * [64 A] operator-guided, teleguided and designated missiles may not fire at an evading aircraft
 * or one of speed DM 2 or more without target acquisition radar or ladar; [64 B] a
 * high-performance missile's speed DM @p missileSpeedDm cancels the target's speed DM (its
 * agility when evading) down to 0; a designated missile hits automatically when its speed DM is
 * at least the target's DM, else misses (our reading: a designated missile that is not high
 * performance has speed DM 0).
 */
MissileAtAircraft missileAtAircraft(MissileGuidance guidance, int missileSpeedDm, int speedDm,
                                    int agility, bool evading, bool radarOrLadar);

// --- Aircraft: pilot fire and dogfights [rule 62 B, D] ---------------------------------------

/// The straight run toward a visible target before a pilot fires: the last 10% of the move
/// [62 B.1]; the target must be within 1 cm of the line ahead [62 B.2]; strafing attacks every
/// target within 1 cm of the aiming point up to the weapon's targets [62 B.3].
double pilotStraightRunCm(double moveCm);
constexpr double fixedMountLineCm = 1;
constexpr double strafeRadiusCm = 1;
/// Whether a target @p offsetCm from the fixed mount's line may be fired at [62 B.2].
bool inFixedMountField(double offsetCm);

/// One side of a dogfight's advantage roll [62 D.1].
struct DogfightSide
{
    int pilotSkill = 0; ///< recruit 1, regular 2, veteran 3, elite 4
    int agility = 0;
    bool ignoring = false; ///< ignores the challenge: the other side has the advantage
};

/// The advantage roll [62 D.1]: 1D + pilot skill + agility each; the higher has it, a tie
/// rolls again (winner -1). Ignoring the challenge concedes it (no roll).
struct DogfightAdvantage
{
    std::optional<AidRoll> first;
    std::optional<AidRoll> second;
    int winner = -1; ///< 0 the first, 1 the second, -1 a tie: roll again
    bool conceded = false;
};

DogfightAdvantage dogfightAdvantage(const DogfightSide &first, const DogfightSide &second,
                                    const QList<int> &firstFace, const QList<int> &secondFace);

/**
 * The DMs a dogfight adds to the fire phase's (less the speed DM) [62 D.2a]: + the firer's
 * pilot skill, - the target's pilot skill (our reading of "+ or - each pilot's skill"), + the
 * target's agility unless it ignores the enemy, + a separate gunner's skill.
 */
QList<AidLine> dogfightFireModifiers(int firerPilotSkill, int targetPilotSkill, int targetAgility,
                                     bool targetIgnoring, int gunnerSkill);

// --- Explosives [rule 56] and breaching charges [rule 55 C] ----------------------------------

enum class Charge { Conventional, Shaped, Tdx };

/// A standard charge's weight: conventional 10 kg (ten 1 kg blocks), shaped 20, TDX 1 [56].
double chargeKg(Charge charge);
/// The value the book itself gives: a TL6 conventional charge is 10 demo points [56]; the
/// rest are Book 3's (lost).
std::optional<int> knownChargeValue(Charge charge, int tl);

/// Emplacing charges [56 A, B].
struct Emplacement
{
    int turns = 0;
    int value = 0; ///< demo points, doubled when tamped
    bool satchel = false; ///< a lone untamped charge: 2 turns
    bool tamped = false; ///< only a conventional charge tamps
    QList<AidLine> lines;
};

/**
 * @p charges standard charges of @p valueEach points placed by @p men: 30 turns a charge a man,
 * several men placing different charges at once; tamping (conventional only) 30 turns more a
 * charge and twice the value; a lone untamped charge is a satchel, 2 turns.
 */
Emplacement emplacement(Charge charge, int charges, int men, bool tamp, int valueEach);

/**
 * A charge's fragmentation penetration at @p distanceCm [56 D.3, E.2]: its listed penetration
 * -40 within 1 cm (never below 1), -8 for each further cm (TDX -25 and -4); below 1 there is
 * no attack. A part of a further cm counts as one (our reading). Shaped charges make none
 * (the text gives them to conventional charges, and TDX).
 */
std::optional<int> fragmentationPenetration(Charge charge, int listedPen, double distanceCm);

/// A nuclear demolition charge's demo points: kt x 10^6 [56 E.1].
double nuclearDemoPoints(double kilotons);

/// Bangalore torpedoes [55 C]: 2 turns to place, blow the next turn, a lane 2 mm deep a
/// torpedo, up to 5 at once for 1 cm; a fragmentation hit at pen 1 on 8+ within 2 cm (our
/// reading: 2D, as the book's other rolls).
constexpr int bangalorePlaceTurns = 2;
constexpr int bangaloreMaxAtOnce = 5;
constexpr double bangaloreLaneMm = 2;
constexpr double bangaloreFragmentRadiusCm = 2;
constexpr int bangaloreFragmentOn = 8;
constexpr int bangaloreFragmentPen = 1;
double bangaloreClearedMm(int torpedoes);
AidRoll bangaloreFragment(const QList<int> &faces);
/// A line charge clears a lane 5 cm long in the fire phase it is fired [55 C].
constexpr double lineChargeLaneCm = 5;

// --- Encumbrance [rule 42] and animals [rule 45] ---------------------------------------------

enum class Encumbrance { Normal, Encumbered, Overloaded };

struct CarriedLoad
{
    Encumbrance state = Encumbrance::Normal;
    double normalKg = 10; ///< battle dress 100
    double maxKg = 30; ///< battle dress 200
    std::optional<double> walkCm; ///< encumbered 2.5 (normal: Book 1's rates, lost)
    std::optional<double> runCm; ///< encumbered 6
};

/**
 * A soldier carrying @p kg (armour not counted) [42]: up to 10 kg normal, up to 30 encumbered
 * (walks 2.5 cm, runs 6 cm), no more; in battle dress 100 and 200 (our reading: encumbered
 * battle dress moves at the same 2.5 and 6 cm, the text gives no other rate).
 */
CarriedLoad carriedLoad(double kg, bool battleDress);

/// A draft animal of @p weightKg and speed multiplier @p multiplier (average 3) [45].
struct AnimalCapacity
{
    double carryRunKg = 0; ///< 30% of its weight
    double carryWalkKg = 0; ///< 60%
    double towWalkKg = 0; ///< 100%
    double towRunKg = 0; ///< 50%
    double runCm = 0; ///< 10 cm x the multiplier
    double walkCm = 0; ///< 5 cm x half the multiplier
};

AnimalCapacity animalCapacity(double weightKg, double multiplier);
/// An animal runs at most 20 turns a game, then not for 20 turns [45].
constexpr int animalRunTurns = 20;

} // namespace hexwright::strikeraids
