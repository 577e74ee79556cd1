// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <optional>

namespace hexwright {

/**
 * Striker's referee aids: the procedures of the surviving advanced book (Book 2, rules 34 to
 * 80) that give numbers, as small pure functions pinned to the text and its worked examples
 * (tests/families/striker/tst_strikeraids.cpp). The core sequence, the to-hit, spotting,
 * damage and morale tables of Book 1 and the equipment of Book 3 are lost, so there is no
 * engine: the editor's Referee Aids window (editor/families/striker/refereeaids.h) rolls these
 * for a referee. Dice faces are arguments, never rolled here.
 */
namespace strikeraids {

/// One term of a roll or a result, in the order the text applies it: a modifier (+2), or a
/// multiple (x0.5) when @c multiple is set. The id is stable; the reason is translated.
struct AidLine
{
    QString id;
    QString reason;
    double value = 0;
    bool multiple = false;
    bool threshold = false; ///< the roll needed (shown "7+"), not a modifier
};

/// The sum of the additive lines of @p lines.
int sumOf(const QList<AidLine> &lines);

/// A roll of dice against a target number: faces, every modifier, the total and whether it
/// made the target (at or above it, or at or under it for a morale check).
struct AidRoll
{
    QList<int> faces;
    QList<AidLine> lines;
    int total = 0; ///< faces plus the modifiers
    int target = 0;
    bool success = false;
};

/// A roll of @p faces plus the modifiers @p lines that succeeds at @p target or more.
AidRoll rollAtLeast(const QList<int> &faces, const QList<AidLine> &lines, int target);

// --- Indirect fire: sheaves [rules 36 C.2, 59], point defense [36 C], dampers [40 D],
// bombing [63 B], MRLs [35] -----------------------------------------------------------------

/// The firing sheaves, from the least concentrated; None: every round shot down.
enum class Sheaf { None, Scattered, Dispersed, Normal, Converged };

QString sheafName(Sheaf sheaf);

/**
 * The sheaf of @p rounds landing on a beaten zone whose normal sheaf needs @p normalRounds
 * (R): converged at 2R or more, normal at R or more, dispersed at R/2 or more, scattered
 * below, none at 0 [36 C.2].
 */
Sheaf sheafOf(int rounds, int normalRounds);

/// The side in cm of the square normal sheaf of @p rounds of burst @p burstCm: its area is
/// rounds x burst squared [59: 100 rounds of 1 cm burst, 10 x 10 cm].
double normalSheafSide(int rounds, double burstCm);

/// The dice a point defense weapon listed at @p listedDice rolls against indirect fire, or
/// a nuclear damper of tech level @p damperTl (0: not a damper): x1 at TL13, x2 at TL14, x3 at
/// TL15 [40 D].
int pointDefenseDice(int listedDice, int damperTl = 0);

/// Point defense dice fired at one fire mission [36 C].
struct PointDefenseFire
{
    QList<int> faces;
    QList<int> dice; ///< each face with the tech level DM, never below 0
    int dm = 0; ///< point defense TL - round TL
    int sum = 0;
    bool mrl = false;
    int killed = 0; ///< the sum, halved rounding up against MRL rounds
    int roundsBefore = 0;
    int roundsAfter = 0;
    Sheaf before = Sheaf::None;
    Sheaf after = Sheaf::None;
    QList<AidLine> lines;
};

/**
 * @p faces fired by a point defense weapon of tech level @p pdTl at a mission of @p rounds
 * rounds of tech level @p roundTl whose beaten zone's normal sheaf needs @p normalRounds;
 * @p mrl: MRL rounds. Each die gets pdTl - roundTl, not below 0; the sum is the rounds
 * destroyed (halved rounding up against MRLs), and the sheaf drops to what is left [36 C].
 * The book's example reads its DMs as +2 and -3 (TL10 against TL10 and TL15), which its
 * rule does not give: @p exampleReading adds the +2 that reproduces both (rule option
 * `point_defense_example`, default the rule).
 */
PointDefenseFire pointDefense(const QList<int> &faces, int pdTl, int roundTl, bool mrl, int rounds,
                              int normalRounds, bool exampleReading = false);

/// What a bombing run drops [63 B]: the sheaf's size (in bombs), its kind and the deviation DM.
struct BombRun
{
    int sizeBombs = 0; ///< the sheaf is the size of a sheaf of this many bombs (at most 9)
    Sheaf sheaf = Sheaf::None; ///< normal; converged from 18 bombs
    int deviationDm = 0; ///< +8 level, +14 dive
    bool rerollDirection10to12 = false; ///< level bombing rerolls a direction of 10-12
};

BombRun bombRun(int bombs, bool dive);

/// The turns an MRL takes to reload [35]: 20, or 10 with spare rockets aboard, doubled when
/// @p crew is under @p fullCrew; none below half crew.
std::optional<int> mrlReloadTurns(bool spareRocketsAboard, int crew, int fullCrew);

// --- Mines, wire, getting stuck [rules 55, 60] ----------------------------------------------

enum class Minefield { Laid, Scatterable };

/// The attacks on a unit crossing a minefield and the roll each needs [55 A.4]: a laid field
/// attacks once per 2 mm crossed at 7+; scatterable mines once per 1 cm at 10+, each
/// increment of rounds beyond the first adding +1 (three times the rounds: 8+). A part of an
/// increment crossed makes no attack (our reading: the text counts whole increments).
struct MineCrossing
{
    int attacks = 0;
    int target = 0; ///< the roll of each attack, DMs included
    QList<AidLine> lines;
};

MineCrossing mineCrossing(Minefield kind, double crossedMm, int increments = 1);

/// The hits of the attack rolls @p totals (2D each) against @p target.
int hitsOf(const QList<int> &totals, int target);

/// Wire [55]: a wheeled vehicle's wheels foul on 10+; the crew frees them on 12.
constexpr int wireFoulsOn = 10;
constexpr int wireFreedOn = 12;

/**
 * Whether a ground vehicle sticks in soft ground, sand or mud [60 A]: the roll plus its
 * ground pressure, +1 if wheeled, at @p stuckOn (18 soft ground or sand, 16 mud) or more;
 * a low ground pressure vehicle never sticks (no roll: success false, no faces read).
 */
AidRoll stuckRoll(const QList<int> &faces, int stuckOn, int groundPressure, bool wheeled,
                  bool lowPressure);

/// The dice of the stuck roll [60 A: the text gives 16+ and 18+ but not the dice] by the rule
/// option `stuck_roll_dice`: "2d6" (the default, as the book's other rolls) 2, "3d6" 3.
int stuckRollDice(const QString &optionValue);

// --- Engineers' supervision [rule 55 A] ---------------------------------------------------

/**
 * The share of a side's pre-game workers no engineer supervises [55 A]: each engineer
 * supervises @p menPerEngineer non-engineers (the ruleset's `men_per_engineer`, 10). With
 * @p workers at work (engineers included; 0: not known, so all supervised when there is an
 * engineer) and @p engineers, 1 when there is none. Reinforcing by the unsupervised share
 * takes twice its time.
 */
double unsupervisedShare(double workers, int engineers, double menPerEngineer);

// --- Spotting [rules 46, 47, 48, 51, 53, 80] --------------------------------------------------

/// Passive IR's share of its listed range [46, 47]: the two rules differ (rule option
/// `passive_ir_range`): "half_by_day" (the default) half by day and all at night, "full"
/// all of it always.
double passiveIrRange(bool night, const QString &option);

/// The sum of the spotter's and the target's altitudes (m) that gives the book's horizon
/// table from its formula: a man of average height [derived].
constexpr double averageAltitudesM = 2;

/// The distance to the horizon in cm [53 A]: H = sqrt(2AR + A^2) m, R the radius in m, A the
/// altitudes added, at @p metresPerCm.
double horizonCm(double radiusKm, double altitudesM, double metresPerCm = 10);

/// What a spotter may see at most [47, 48, 53]: by night the book's maximum ranges times the
/// visibility multiple (light amplification doubles it, but fails in bad weather); bad weather
/// multiplies the spotting ranges (by day those of Book 1's lost table); never past the horizon.
enum class SpottedKind { StationarySoldier, StationaryVehicleOrMovingSoldier, MovingVehicle };

struct SpottingLimit
{
    double multiple = 1; ///< of the spotting ranges
    std::optional<double> maxCm; ///< by day the Book 1 table gives the ranges: the horizon
    bool horizonCaps = false;
    QList<AidLine> lines;
};

/// The night maximum range of @p kind in cm before the multiple: 100, 200, 400 [47].
int nightMaxRangeCm(SpottedKind kind);

/// @p nightMultiple 0: by day. @p weatherMultiple 1: clear.
SpottingLimit spottingLimit(SpottedKind kind, double nightMultiple, double weatherMultiple,
                            bool lightAmplification, double horizon);

/// The DMs this book adds to a spotting roll [80, 38]: +1 per
/// level of the spotter's Recon, -1 per two levels of the target's, -1 for a drone spotter.
QList<AidLine> spottingModifiers(int spotterRecon, int targetRecon, bool droneSpotter);

/// Target acquisition radar against a vehicle with ECM [46]: 7+ basic, 10+ extensive; -1 per
/// tech level the ECM exceeds the radar, +4 per tech level the radar exceeds the ECM.
AidRoll radarDetection(const QList<int> &faces, bool extensiveEcm, int radarTl, int ecmTl);

/// Sound and flash ranging [51]: the location DM, +2 per extra turn the target fires from the
/// same spot and +1 per extra method on it; flash ranging without equipment rolls 10+ and has
/// an accuracy DM of -4.
QList<AidLine> locationModifiers(int extraTurnsSameSpot, int extraMethods);
constexpr int flashRangingUnequippedOn = 10;
constexpr int flashRangingUnequippedAccuracy = -4;

// --- Morale [rules 54, 65, 68, 71, 74, 79, 80] -------------------------------------------------

/// A morale check: 2D at or under the morale passes; the margin of failure is what counts.
struct MoraleCheck
{
    QList<AidLine> lines; ///< the morale and its modifiers
    int morale = 0;
    QList<int> faces;
    int roll = 0;
    bool passed = false;
    int failedBy = 0; ///< roll - morale when failed, else 0
};

MoraleCheck moraleCheck(const QList<AidLine> &morale, const QList<int> &faces);

enum class MoraleRace { Human, Aslan, Vargr };

/// What a stand's morale is made of, as the book states it.
struct MoraleSituation
{
    QString quality; ///< a quality id: recruit, regular, veteran, elite
    QString qualityName; ///< shown in the reason; empty: the id
    int humanMorale = 0; ///< the quality ladder's morale for it
    MoraleRace race = MoraleRace::Human;
    bool rawRecruit = false; ///< a raw Mercenary recruit, untrained: 3 [79 B]
    bool leader = false; ///< led: +1, a Vargr NCO or officer +2 [74 C; implied by 80]
    bool hiverSeesEnemy = false; ///< -1 [74 F]
    int medicShortfall = 0; ///< after the first combat: 1 short (-1), 2 under half (-2) [68]
    bool noHotMeal = false; ///< -1 [68]
    bool chemicalProtection = false; ///< passed a gas check: -2 for the game [65]
    bool zhodaniBonus = false; ///< a Zhodani officer's +6 [74 E]
    int crampedCrew = 0; ///< a K'kree crew without 12 times the space: the ruleset's -2
};

/// The morale of @p situation as terms: the base by quality and race, then each modifier.
QList<AidLine> moraleTerms(const MoraleSituation &situation);

/// The turns a vehicle takes to power up by its driver's quality (elite or a player
/// character 2, veteran 3, regular 4, recruit 6) [54 B]; 0 for an unknown id.
int powerUpTurns(const QString &qualityId);

enum class Initiative { High, Average, Low };

/// The turns troops take to arm by initiative: 1, 2, 3 [54 B].
int armingTurns(Initiative initiative);

/// A surprised stand's timeline [54 C]: panicked for the turns it failed its check by, then
/// @p preparationTurns (arming or power-up) begun on the next turn.
struct SurpriseTimeline
{
    int panicTurns = 0;
    int beginsOnTurn = 1;
    int readyAtEndOfTurn = 0;
    int actsOnTurn = 0;
};

SurpriseTimeline surpriseTimeline(int failedBy, int preparationTurns);

/**
 * A soldier's morale after @p battles survived without routing [71]: +1 per experience point
 * as a recruit, per 2 as a regular, per 4 as a veteran, per 8 as an elite; his rank is the
 * highest of @p rankMorales (the quality ladder's morales, 4 7 10 13) he has reached.
 */
int moraleAfterBattles(int morale, int battles, const QList<int> &rankMorales);

// --- Aircraft damage [rule 62 E] ------------------------------------------------------------

/// How half a penetration is taken [62 E: the text does not round it]: the rule option
/// `aircraft_half_penetration`, "round_down" (the default), "round_up" or "keep_halves".
enum class HalfPenetration { RoundDown, RoundUp, KeepHalves };

/// The reading of the option value @p optionValue (an unknown value: the default).
HalfPenetration halfPenetration(const QString &optionValue);

/// The damage points of one hit: half the penetration, taken as @p half says, full for HE;
/// an extra hit in the same phase does at most 8.
double aircraftHitDamage(int penetration, bool he, bool extraHit,
                         HalfPenetration half = HalfPenetration::RoundDown);

struct AircraftDamage
{
    int tenths = 0; ///< 10% steps of the damage points reached
    int maxSpeed = 0;
    int agility = 0;
    bool destroyed = false;
    bool crashes = false; ///< its maximum speed is below its minimum
    int criticalRolls = 0; ///< one 1D roll per step reached: 5-6 is a critical
};

/// An aircraft of @p damagePoints with @p damage taken: each 10% costs 10% of the original
/// maximum speed and agility, rounded up.
AircraftDamage aircraftDamage(int damagePoints, double damage, int maxSpeed, int minSpeed,
                              int agility);

/// Whether a 1D @p face is a critical hit (5 or 6).
bool isCritical(int face);
/// The critical hit table (1D): 1-2 crew, 3 electronics, 4-5 flight, 6 catastrophic.
QString criticalResult(int face);

// --- Drones [rule 38] (strikeraids_special.cpp) ---------------------------------------------

/// Who fires at a drone missile [38 B.5].
enum class DroneDefender { AnyWeapon, PointDefenseTargetFire, PointDefenseDedicated };

/**
 * The DM of a shot at a drone missile [38 B.5]: any weapon at -5, point defense on target fire
 * or dedicated support at none, in any fire phase before it attacks; in the phase it attacks
 * only point defense on dedicated support may fire (nothing: it may not). Any hit kills it.
 */
std::optional<int> droneMissileFireDm(DroneDefender defender, bool attackPhase);

/// A drone missile's attack DMs [38 B.4]: Book 3's hit DM (lost: the referee's), -2 against a
/// vehicle's deck or a side not facing the missile. It attacks at effective range.
QList<AidLine> droneAttackModifiers(int book3HitDm, bool deckOrAvertedSide);

/// The radii of a drone's search pattern [38 A.1c]: r, then 2r, 3r... for @p circles circles.
QList<double> searchPatternRadii(double radius, int circles);

/// A new order to a drone takes its gunner one turn [38 A.1]; the drone keeps to the old one.
constexpr int droneNewOrderTurns = 1;

// --- Nuclear, collapsing and chemical rounds [rules 39, 65] ----------------------------------

/// The radii in cm from ground zero of one burst: Book 3's table is lost, the referee gives
/// them. The crater is a ground strike's only.
struct NuclearRadii
{
    double crater = 0;
    double primary = 0;
    double secondary = 0;
    double tertiary = 0;
};

enum class NuclearZone { PrimaryInner, PrimaryOuter, Secondary, Tertiary, Outside };

/**
 * How the tertiary blast zone lies on a flat table [39 B.4], the ruleset option
 * `nuclear_tertiary_zone`: Ring (ring, the default), only the ring from the secondary to the
 * tertiary radius rolls for the tertiary hit; WholeDisc (whole_disc), every target inside the
 * tertiary radius rolls for it, one nearer in besides its own effect (the inner half of the
 * primary radius is destroyed anyway). Either way the whole disc is contaminated [39 B.5].
 */
enum class TertiaryZone { Ring, WholeDisc };

/// The option `nuclear_tertiary_zone`'s value as a TertiaryZone (Ring for an unknown one).
TertiaryZone tertiaryZoneOf(const QString &value);
/// The dice of the tertiary hit roll by the option `nuclear_tertiary_dice`: 1 for "1d6", else
/// 2 (the text says "a die roll of 6+" without the dice).
int tertiaryDiceOf(const QString &value);
/// The chance (0..1) that @p dice six-sided dice make the tertiary hit, 6+, with -2 for
/// personnel under cover [39 B.4].
double tertiaryHitChance(int dice, bool personnelUnderCover);

/// The areas (cm²) a burst's tertiary effects cover on the table, by @p zone: where targets
/// roll for the tertiary hit, and the contaminated disc [39 B.4, B.5].
struct NuclearAreas
{
    double tertiaryRollCm2 = 0;
    double contaminatedCm2 = 0;
};

NuclearAreas nuclearAreas(const NuclearRadii &radii, TertiaryZone zone);

QString nuclearZoneName(NuclearZone zone);

/// What a nuclear burst does to a target [39 B].
struct NuclearEffect
{
    NuclearZone zone = NuclearZone::Outside;
    bool destroyed = false; ///< the inner half of the primary radius
    bool hit = false; ///< a damage roll at @c penetration follows
    int penetration = 0; ///< 60 outer primary, 20 secondary, 5 tertiary
    std::optional<AidRoll> roll; ///< the tertiary hit roll: 6+, -2 personnel under cover
    /// TertiaryZone::WholeDisc, nearer than the tertiary ring: the tertiary roll hit, a second
    /// damage roll at pen 5 follows the zone's own
    bool tertiaryHit = false;
    bool impassable = false; ///< in the crater: no ground unit may enter it for the game
    bool contaminated = false; ///< within the tertiary radius for thirty minutes
};

/**
 * A target @p distanceCm from ground zero (measured flat on the table) of a burst of @p radii
 * [39 B]: the crater (ground strikes only) impassable; the inner half of the primary radius
 * destroyed; the outer half hit at pen 60; the secondary radius hit at pen 20; the tertiary hit
 * on 6+ (the dice are the option nuclear_tertiary_dice's), -2 for personnel under cover, at
 * pen 5. @p faces are read where @p zone makes a tertiary roll (roll is set there).
 */
NuclearEffect nuclearEffect(double distanceCm, const NuclearRadii &radii, bool groundStrike,
                            bool personnelUnderCover, const QList<int> &faces,
                            TertiaryZone zone = TertiaryZone::Ring);

/// The tertiary area stays contaminated thirty minutes, 60 turns of 30 s [39 B.5; the turn is
/// derived]; unprotected troops in it must leave within 10 turns or be seriously wounded.
constexpr int contaminationTurns = 60;
constexpr int leaveContaminationTurns = 10;

/// A collapsing round that hit [39 C]: 1D of 1-2 detonates fully; a higher die d takes 8d
/// from the penetration, half of d rounded up from the burst and 2d from the fragmentation
/// penetration (none below 0: ours). Then it works as HE, hitting all in its burst.
struct CollapsingRound
{
    bool full = false;
    int penetration = 0;
    int burst = 0;
    int fragmentation = 0;
    QList<AidLine> lines;
};

CollapsingRound collapsingRound(int face, int penetration, int burst, int fragmentation);

/// A unit's first time in a gas cloud [65 B].
enum class GasResult { Immune, Masked, SeriouslyWounded, Dead };

struct GasExposure
{
    GasResult result = GasResult::Immune;
    std::optional<MoraleCheck> check;
    int moraleChange = 0; ///< -2 for the game when the masks went on in time
};

/**
 * Sealed or overpressure vehicles and troops in suits (@p immune) are immune; others check
 * morale: passed, the masks are on (immune, morale -2 for the game); failed, all seriously
 * wounded (non-lethal agent) or dead (lethal).
 */
GasExposure gasExposure(bool immune, const QList<AidLine> &morale, const QList<int> &faces,
                        bool lethal);

/// How far a non-persistent cloud has drifted downwind after @p turns: 10 cm a turn [65 A.2].
double gasDriftCm(int turns);

// --- Melee [rule 57] -------------------------------------------------------------------------

/// One soldier in a melee: his skill (recruit 1 to elite 4), his weapon (bayonet: range 3, hit
/// DM 0, defense DM 1, penetration 3; a rifle as a cudgel: range 2) and his state.
struct MeleeFighter
{
    int skill = 0;
    int range = 0;
    int hitDm = 0;
    int defenseDm = 0;
    int penetration = 0;
    int armour = 0; ///< flak jacket 4
    int extraFoes = 0; ///< enemy soldiers fighting him beyond the first
    int lightWounds = 0;
    bool firedLastRound = false; ///< he fired in the melee: defends at 0
};

/// Who strikes first [57 A.2]: skill + the weapon's melee range, -1 per extra foe; the higher
/// total strikes first, a tie is rolled off.
int meleeAdvantage(const MeleeFighter &fighter);

/**
 * The hit roll [57 A.3, B]: 2D at 7+, + the attacker's skill and weapon hit DM, - the
 * defender's skill and weapon defense DM (0 for both when he fired last round), -1 per light
 * wound of the attacker.
 */
constexpr int meleeHitOn = 7;
AidRoll meleeHit(const QList<int> &faces, const MeleeFighter &attacker,
                 const MeleeFighter &defender);

/// The damage roll [57 A.4, B]: 2D + the weapon's melee penetration - the defender's armour,
/// -1 per two light wounds of the attacker. Read on the melee table (lost; a 6 is no effect,
/// the only result the book gives).
struct MeleeDamage
{
    int total = 0;
    QList<AidLine> lines;
    bool knownNoEffect = false; ///< the total is 6
};

MeleeDamage meleeDamage(const QList<int> &faces, const MeleeFighter &attacker,
                        const MeleeFighter &defender);

/// Melee rounds in a phase [57 C]: 1 in the first, 2 in a continuing melee.
int meleeRounds(bool continuing);
/// Fire in a melee, at its own opponents only [57 C]: -2 except pistols; no crew weapons, no HE.
constexpr int meleeFireDm = -2;

} // namespace strikeraids

} // namespace hexwright
