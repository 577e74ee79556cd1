// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/hsrules.h"
#include "hex/hexcoord.h"
#include "ruleset/ruleset.h"

#include <QChar>
#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright::rules {

class Battlefield;
struct RuleChoices;

// ---------------------------------------------------------------------------------------
// Range (§3.8)

/// Range from firer to target: hex distance, the target hex counted, the firer's not.
int fireRange(HexCoord firer, HexCoord target);

enum class RangeBand {
    Printed, ///< within the printed range: full attack
    Extended, ///< beyond it, up to 2x: half attack (not for CAF or CPF)
    OutOfRange,
};
/// The band of @p distance for a unit of @p printedRange; @p extendedAllowed is false for
/// CAF and CPF. The multiplier is the ruleset's extended_range.range_multiplier.
RangeBand rangeBand(int distance, int printedRange, bool extendedAllowed, const Ruleset &ruleset);
/// The attack a unit contributes at @p band: full, or halved per extended_range_attack
/// (exact halves kept by default); 0 out of range.
double attackAtRange(int attack, RangeBand band, const Ruleset &ruleset,
                     const RuleChoices &choices);

// ---------------------------------------------------------------------------------------
// Odds and the CRT (§3.9, §5.1, §5.2)

enum class AttackKind {
    Direct, ///< direct fire (§3.13)
    CounterParadrop, ///< a hover tank's CPF (§3.3)
    IndirectA, ///< indirect fire read for class A targets (§3.11)
    IndirectB, ///< indirect fire read for class B targets
    CloseAssault, ///< (§3.14)
};
/// The ruleset odds key of @p kind ("direct", "counter_paradrop", "indirect_class_a", ...).
QString oddsKey(AttackKind kind);

/// The raw odds of @p attack against @p defence, fractions favouring the defender (§3.9):
/// A >= D gives N-1 with N = floor(A / D), else 1-M with M = ceil(D / A). A defence of 0
/// gives the largest rank; an attack of 0 the smallest (illegal everywhere).
Odds rawOdds(double attack, double defence);

/// The odds of an attack as the table reads them.
struct OddsReading
{
    Odds raw; ///< before capping
    Odds used; ///< capped at the table's best (raw if below the worst)
    bool legal = true; ///< false below the worst odds (never for close assault)
    bool belowWorst = false; ///< close assault below 1-4
    int column = 0; ///< 1-based CRT column after the shift; 0 = the virtual no-result column
    int shift = 0; ///< columns added (the close-assault +1)
    QString table; ///< CRT heading row (direct_close, indirect_a, indirect_b)
};

/// The CRT column (1-based) headed @p odds in heading row @p table at the choices' heading
/// offset, or 0 if the row has no such heading.
int crtColumn(const Ruleset &ruleset, const QString &table, Odds odds, const RuleChoices &choices);

/**
 * Reads @p attack against @p defence for an attack of @p kind (§3.9): raw odds, capped at
 * the table's best, illegal below its worst; close assault is never illegal: below 1-4 it
 * uses column 0 (no results) or the 1-4 column per close_assault_below_1_4, and
 * @p closeAssaultShift (1 for undisrupted attackers, see closeAssaultAttack()) moves the
 * column right, never past the last column (under heading offset 1 the shift from 5-1
 * runs off the table and stays on column 9).
 */
OddsReading readOdds(AttackKind kind, double attack, double defence, const Ruleset &ruleset,
                     const RuleChoices &choices, int closeAssaultShift = 0);

/// The main CRT's result code ("-", "Dis", "DE", "DE*", "DE-R") at 2d6 @p roll and 1-based
/// @p column; "-" in column 0 and for an illegal reading.
QString crtResult(const Ruleset &ruleset, int roll, int column);
QString crtResult(const Ruleset &ruleset, int roll, const OddsReading &reading);

enum class ResultKind { None, Disrupted, Eliminated };
/// What a result code does to a unit (DE, DE* and DE-R all eliminate).
ResultKind resultKind(const QString &code);

/// Chance in 36ths of each result code of the CRT column (for the UI's "before rolling").
QMap<QString, int> resultChances(const Ruleset &ruleset, int column);

// ---------------------------------------------------------------------------------------
// Defence (§3.11, §3.13, §4.2)

/**
 * The terrain modifier a direct-fire attack on @p hex adds once (§3.13, §4.2): a fortress
 * +12 and no terrain (per attack, or per targeted unit: see directFireDefence()); rubble
 * the terrain's +2 (or a flat 2 per rubble_direct_defence); road hexes their terrain.
 */
int directTerrainModifier(const Battlefield &field, HexCoord hex, const RuleChoices &choices);

struct DirectDefence
{
    int units = 0; ///< sum of the targeted units' defence factors
    int terrain = 0; ///< the terrain (or fortress) modifier
    int total() const { return units + terrain; }
};
/**
 * Direct-fire defence (§3.13, T4): Σ DF of the targeted units + the terrain modifier once.
 * @p insideFortress: the targets are inside the hex's fortress (+12, no terrain; with
 * fortress_direct_bonus per_unit +12 for each). Units outside a fortress in its hex get
 * the terrain only [inf].
 */
DirectDefence directFireDefence(const Battlefield &field, HexCoord hex,
                                const QList<int> &targetDefences, bool insideFortress,
                                const RuleChoices &choices);

/// The hex's indirect defence (§3.11, §4.2): the terrain's indirect value, rubble +2,
/// a fortress 12 (no other terrain).
int indirectHexDefence(const Battlefield &field, HexCoord hex);

/// The two readings of one indirect strike (§3.11, T11): class A and class B targets read
/// the same roll on their own columns.
struct IndirectReading
{
    OddsReading classA;
    OddsReading classB;
};
IndirectReading readIndirect(double attack, int hexDefence, const Ruleset &ruleset,
                             const RuleChoices &choices);

// ---------------------------------------------------------------------------------------
// Close assault (§3.14)

struct CloseAssaultAttacker
{
    int attack = 0;
    bool infantry = false;
    /// The attacker's own disruption. Mounted conventional infantry keeps its bonuses when
    /// its APC is disrupted: pass the infantry's own state.
    bool disrupted = false;
    bool paratrooperFirstRound = false; ///< landed on the enemy this turn: doubles, no shift
};

struct CloseAssaultAttack
{
    bool legal = true; ///< false when disrupted and undisrupted attackers are combined
    double attack = 0;
    int columnShift = 0;
};
/// A (combined) close-assault attack (§3.14, T12): undisrupted infantry doubles (a
/// first-round paratrooper too); the +1 column when every attacker is undisrupted and none
/// is a first-round paratrooper; disrupted attackers no bonus and may not combine with
/// undisrupted ones.
CloseAssaultAttack closeAssaultAttack(const QList<CloseAssaultAttacker> &attackers);

/// Close-assault defence (§3.14, T13): Σ DF, terrain and rubble ignored; +12 (the ruleset's
/// fortress bonus) for defenders inside a fortress in the first @p round only.
int closeAssaultDefence(const QList<int> &targetDefences, bool insideFortress, int round,
                        const Ruleset &ruleset);

// ---------------------------------------------------------------------------------------
// Gas (§3.12, §5.3)

/// The gas table column id for a target: mercenary_a, mercenary_b, conventional_a, conventional_b.
QString gasColumn(bool mercenaryTarget, QChar targetClass);
/// One gas counter's roll against one unit (§3.12, T8): the table's result by army and class,
/// or under gas_results book_example 7-9 Dis, 10-12 DE. Gas never rubbles.
QString gasResult(const Ruleset &ruleset, bool mercenaryTarget, QChar targetClass, int roll,
                  const RuleChoices &choices);

// ---------------------------------------------------------------------------------------
// Counter-artillery fire (§3.10, T6)

/// The defender's choice: this CAF unit cancels that artillery counter.
struct CafAssignment
{
    QString cafUnit;
    QString artilleryUnit;
};

struct CafResolution
{
    QStringList cancelled; ///< artillery counters of the strike that do not fire
    QStringList firing; ///< the rest of the strike, rolled together
    QStringList cafUsed; ///< CAF units that have now made their attack of the player turn
    QStringList problems; ///< assignments refused (unavailable or used unit, not in strike, ...)
};
/**
 * One strike against CAF (§3.10, T6): each assigned CAF unit from @p availableCaf (eligible
 * and not yet used this player turn) automatically cancels one artillery counter of
 * @p strike, the defender's choice; a unit cancels once and is then used up, and a counter
 * is cancelled once. Refused assignments are listed in problems and change nothing.
 */
CafResolution allocateCaf(const QStringList &strike, const QStringList &availableCaf,
                          const QList<CafAssignment> &assignments);

/// Whether a unit may fire CAF at a shelled hex (§3.10): has the ability, undisrupted, not in
/// a close assault, has not attacked this player turn, the hex within its printed range
/// (no extended range) and in its LOS.
bool canFireCaf(const UnitType &type, bool disrupted, bool inCloseAssault, bool hasAttacked,
                int distance, bool lineOfSight);
/// Whether a unit may fire CPF at a landing hex (§3.3): as canFireCaf, LOS per cpf_needs_los.
bool canFireCpf(const UnitType &type, bool disrupted, bool inCloseAssault, bool hasAttacked,
                int distance, bool lineOfSight, const RuleChoices &choices);

} // namespace hexwright::rules
