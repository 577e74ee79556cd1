// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QStringList>

namespace hexwright {

struct Ruleset;

/**
 * Maschinen Krieger's support procedures as small functions: off-board artillery [17] (who
 * may request it, the deviation roll, what a type fires), mines [19.1], smoke [19.2], fire
 * [19.4] and transport [13.1]. The lost charts are the ruleset's provisional ones
 * (artillery-deviation, artillery-capability, smoke-equipment, aircraft-equipment).
 */
namespace makrules {

/// The artillery group of a unit [17.1.2]: 1 command (artillery_command), 2 recon (recon,
/// or an aircraft on a ground mission), 3 any other.
int artilleryGroup(const QStringList &abilities, bool groundMissionAircraft = false);

/// The request type [17.1.4] of a unit of @p group that both observes and requests: a, c
/// or e.
QChar artilleryRequestType(int group);

/// The request type [17.1.4] of an observer of @p observerGroup whose request a unit of
/// @p requesterGroup makes (0: the observer requests itself): a-e, or a null QChar for a
/// combination the text does not list (b: 2 observes, 1 requests; d: 3 observes, 1 requests).
QChar artilleryRequestType(int observerGroup, int requesterGroup);

/// The artillery-deviation chart's number of request type @p type (a-e), 0 when absent.
int deviationNumber(const Ruleset &ruleset, QChar type, bool *provisional = nullptr);

enum class MakDeviation { OnTarget, Adjacent, NoEffect };

/// Where a strike lands for the 2d6 @p roll against @p number [17.2.1]: below on target,
/// one or two over in an adjacent hex, three or more over nowhere; @p equalRule (rule option
/// deviation_equal: on_target or adjacent) decides an equal roll.
MakDeviation deviation(int roll, int number, const QString &equalRule = QStringLiteral("on_target"),
                       int adjacentUpTo = 2);

/// What an off-board artillery type fires: the artillery-capability chart's row "Type @p type".
struct MakArtilleryFire
{
    int attack = 0;
    int radius = 1; ///< hexes around the impact hex
    int vp = 0; ///< VP a round used costs its side's O.G.P. (item 2)
    int minePower = 0; ///< attack power a round of mines adds to its hex [19.1.6]
    bool provisional = true;
    bool found = false;
};
MakArtilleryFire artilleryFire(const Ruleset &ruleset, const QString &type);

/// The smoke a unit lays [19.2.2]: the smoke-equipment chart's row @p row.
struct MakSmokeEquipment
{
    int markers = 0;
    int range = 0;
    int perTurn = 0;
    bool provisional = true;
    bool found = false;
};
MakSmokeEquipment smokeEquipment(const Ruleset &ruleset, const QString &row);

/// The strength of a smoke marker laid on turn @p laid, at the start of its layer's phase of
/// turn @p now [19.2.3]: 2 when laid, 1 a turn later, 0 (removed) two turns later.
int smokeStrength(int laid, int now);

/// The attack target of a mine of @p power on a unit of defence @p defence: no pilot or
/// terrain modifier [19.1.3].
int mineAttackTarget(int power, int defence);

/// [19.1.6] The power of a minefield of @p before after an artillery round adds @p added: at
/// most @p max (20); a further increase is ignored.
int artilleryMinePower(int before, int added, int max = 20);

/// [19.1], [19.1.1] A side's @p points of mines laid as minefields of @p min to @p max each:
/// the fewest fields, their powers as even as possible (our reading: the text leaves the
/// split to the player); none when @p points is under @p min.
QList<int> minefieldPowers(int points, int min = 5, int max = 13);

/// [14.4.1] Whether a mine-detecting unit discovers the minefield it is entering on 1d6 @p die:
/// at or under @p on (5).
bool minesDetected(int die, int on = 5);

/// [14.4.2] The arson roll's modifier for @p squads engineers stacked against one hex: none
/// alone, @p two (-2) for two, @p eachFurther (-1) more for each beyond two.
int arsonModifier(int squads, int two = -2, int eachFurther = -1);

/// [14.4.2] Whether the 2d6 @p roll with @p modifier sets the hex on fire: at or under @p on.
bool arsonSucceeds(int roll, int modifier, int on = 5);

/// [14.4.2], gap 11: whether terrain @p terrainId is a "block" hex engineers may set on fire
/// (rule option arson_target: building, or building_or_forest).
bool arsonTarget(const QString &terrainId, const QString &rule = QStringLiteral("building"));

/// The range of a unit's engine smoke after @p laidBefore earlier ones (errata to [19.2.4]:
/// each further round may reach one hex further; rule option engine_smoke_range: grows or
/// own_hex).
int engineSmokeRange(int laidBefore, const QString &rule = QStringLiteral("grows"));

/// An aircraft's equipment as a weapon [12.4]: the aircraft-equipment chart's row of the
/// marker @p name ("Missile (12)"): its attack, its weapon type for the terrain chart, and
/// whether it is spent after one use.
struct MakEquipmentWeapon
{
    int attack = 0;
    QString weaponType;
    bool oneUse = true;
    bool provisional = true;
    bool found = false;
};
MakEquipmentWeapon equipmentWeapon(const Ruleset &ruleset, const QString &name);

/// Whether a D by a weapon of @p weaponType (or artillery, @p artillery) in a building hex
/// may start a fire [19.4]: guns, missiles (rockets) and artillery.
bool mayStartFire(const QString &weaponType, bool artillery);

/// Whether the 2d6 @p roll starts the fire: at or under @p startsOn (4).
bool fireStarts(int roll, int startsOn = 4);

/// The movement points a unit keeps after unloading [13.1.2]: half of @p movement, or
/// infantry's whole (its one hex).
double mpAfterUnloading(double movement, bool infantry);

} // namespace makrules
} // namespace hexwright
