// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The Crucible's rolls as small functions pinned to Rules Supplement 4 (the extract is
// shared/rules/seed-001-crucible.md): the Quality Roll and its modifiers, Leadership Points
// and what they buy, intercept triangles, damage and close assault, and when a delayed
// strike lands. Values the lost core book would give come in as arguments (the ruleset's
// provisional charts), never from here.

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright::crucible {

/**
 * The Quality Roll's target for a TU at level @p level of @p ladder (the QR targets best
 * first: Elite 3, Veteran 4, Trained 5, Untrained 6) after @p modifier: each +1 QR moves
 * one level up, each -1 one level down (§1). Below the last level the TU cannot roll: 0.
 * Above the first it stays at the first (the core book's rule is lost: our reading).
 */
int qrTarget(const QList<int> &ladder, int level, int modifier);

/// What changes a Quality Roll (§4, §6, §7.2, FAQ). Each is one named modifier.
struct QrSituation
{
    bool closeRange = false; ///< +1 QR at close range
    bool closeQuarterWeapon = false; ///< +1 more at close range (§4.2)
    bool obscured = false; ///< the target partly obscured: -1 (§4.3)
    bool mountedMoved = false; ///< a mounted TU that moved this turn: -1 (§4.4)
    int thunderRunTokens = 0; ///< -1 a token (§7.2)
    bool fireflyTarget = false; ///< -1 (§5)
    bool deployableMounted = false; ///< a deployable weapon fired from its vehicle: -1
    bool sniper = false; ///< +1 (1 LP)
    bool deadEye = false; ///< +1, one weapon once a turn (§6.2)
    bool shaperOfMen = false; ///< +1, one TU a turn (§6.2)
    bool conFire = false; ///< +1 (2 LP, §7.2)
    int suppression = 0; ///< -1 a Suppression Point (ours: the core rule is lost)
};

/// One modifier of a roll as the log and the window list it.
struct QrModifier
{
    QString id;
    int value = 0;
};

/// The modifiers of @p situation that apply, in the order of QrSituation.
QList<QrModifier> qrModifiers(const QrSituation &situation);
int qrModifierTotal(const QList<QrModifier> &modifiers);

/// A leader's Leadership Points for the turn: 2d6 + LV, less the Chaos of TUs lost, never
/// below 0 (§2: "2D6 + the leader's LV ... minus TU losses").
int leadershipPoints(int twoDice, int lv, int chaos);

/// The LP of a TU's @p nth move of the turn (1-based) from @p costs (1, 2, 4: the 1-2-4
/// rule); -1 past the last (three moves at most).
int moveLp(const QList<int> &costs, int nth);

/// An LP cost @p lp times @p factor, rounded up (Master of Artillery: 20 LP -> 10, and
/// counter-battery 4 -> 2).
int scaledLp(int lp, double factor);

/// The rolls one weapon's intercept triangle gets against one salvo or ATGW, and their
/// target: red (qr 0) at the TU's QR, blue (qr -1) one level worse; Anti-ATGW Data Link
/// sharing another -1 where @p extra says so. target 0: it cannot intercept.
struct Intercept
{
    int rolls = 0;
    int target = 0;
};
Intercept interceptRolls(const QList<int> &ladder, int level, int triangleRolls, int triangleQr,
                         int extra = 0);

/// The row of a chart whose heading ("1-3", "5") holds roll @p roll, or -1.
int rowForRoll(const QStringList &rowHeadings, int roll);

/// What a vehicle's damage roll does (FAQ: 1-4 damaged, 5-6 destroyed; 2 no move or fire at
/// the next opportunity; 3-4 a weapon, the ADS included, destroyed).
enum class VehicleDamage { Shaken, Held, WeaponLost, Destroyed };
/// The damage of roll @p roll by @p rowSpans (the damage chart's rows, each "low-high" as
/// its heading, in the order Shaken, Held, WeaponLost, Destroyed); Destroyed outside them.
VehicleDamage vehicleDamage(const QStringList &rowSpans, int roll);
/// Whether Field Mechanic may cancel @p damage (results 1-4, §6.2).
bool fieldMechanicCancels(VehicleDamage damage);
/// The turn a "no move or fire next turn" result (2) applies in (FAQ): this turn if the TU
/// has neither moved nor fired yet, else the next.
int heldTurn(int turn, bool movedOrFired);

/// Vehicle close assault (FAQ): the lowest DV of the facings attacked, and whether 2d6 plus
/// the attackers' Close Assault values reach it.
int closeAssaultDv(const QList<int> &facingDvs);
bool closeAssaultSucceeds(int twoDice, int closeAssaultTotal, int dv);

/// The DV an infantry TU gains in cover (§4.3): +1 soft, +2 hard, +2 in any cover against a
/// powergun; a vehicle gains none.
int coverDv(bool infantry, const QString &cover, bool powergun);

/// The phases a strike lands in (§1, §11): an ATGW launched in phase 5 in 7a and a mortar in
/// 7b of the same turn, off-table artillery called in 7d in 7c of the next.
enum class StrikeKind { Atgw, Mortar, OffTableArtillery };
struct Landing
{
    QString phase;
    int turn = 0;
};
Landing strikeLanding(StrikeKind kind, int calledInTurn);
/// The spread radius (cm) of off-table artillery at a scale's @p spread, doubled by Seeker
/// War-heads (§6.1: 15 mm 10 cm, 20 cm with them).
double spreadRadius(double spread, double seekerFactor);

/// Shots and firepower of a weapon's card (`Sh 3 FP 1+1/1`): FP against infantry first, then
/// against vehicles; "1+1" adds up (§4.2's +1 against infantry).
struct Firepower
{
    int infantry = 0;
    int vehicle = 0;
};
Firepower parseFirepower(const QString &fp);

} // namespace hexwright::crucible
