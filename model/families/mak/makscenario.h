// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"
#include "io/diagnostic.h"
#include "io/sourceposition.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <limits>
#include <optional>

namespace hexwright {

struct ForceEntry;
struct Marker;
struct Ruleset;
struct Scenario;

/**
 * The parts of a Maschinen Krieger scenario card that are the game's own, kept in the
 * scenario's family maps (ForceEntry::family, Scenario::family; in the file `family:` of a
 * force entry and the top-level `family_parts:`), and typed accessors over them. What the
 * shared scenario already holds stays there: set-up by board and area is a side's zones
 * (zone presets by board), a reinforcement's entry code `(Deploy from 1⑤N▷1801)` is a
 * Reinforcement on turn 1 entering by the north edge of panel 5 from anchor hex 1801 east
 * (EdgeSpec::anchor, EdgeSpec::direction), defensive positions, depots and objectives are
 * markers, and victory by O.G.P. is a `victory_points` condition graded by `levels`.
 *
 * A force entry's keys (`family:`), the unit code `×12 (Ld 1①) (Ld 2⑤) ⑪ PC④`:
 * - `leader`: the commander's pilot number (Ld 1), `second_leader`: the second commander's
 *   (Ld 2), `controller`: the pilot who controls an unmanned unit (PC), each a number of a
 *   pilot of the entry's colour;
 * - `pilots`: other pilots riding in the entry's units, a list of numbers;
 * - `equipment`: what each aircraft of the entry carries, a list of equipment marker ids of
 *   the ruleset (`equipment_missile`, `equipment_bomb`, ...), once per item;
 * - `carried_by`: the id of the force entry whose vehicles carry this entry's units at the
 *   start [13.1] (cargo capacity is checked by the family's checks);
 * - `suit`: on a Hornisse entry, the unit type id of the Type I suit each Hornisse carries
 *   [10.6] (a PKA when left out).
 *
 * The scenario's keys (`family_parts:`):
 * - `artillery`: off-board artillery, a list of {side, type, board, direction, distance,
 *   total, per_turn}; the artillery code `Type II ⑥W−80×5 (2)` is type II, 80 hexes west of
 *   board 6, 5 rounds in all, 2 a turn;
 * - `mines`: each side's mine points to lay, a mapping side id -> points;
 * - `minefields`: mines laid at set-up, a list of {side, hex, power};
 * - `night`: true when the scenario is fought at night [19.3].
 *
 * The accessors are lenient: a value that does not read is left out (or its default taken).
 * readMakScenarioFacts() reports each such value with its file, line and column.
 */
namespace mak {

// The keys, as the file spells them.
inline const QString LeaderKey = QStringLiteral("leader");
inline const QString SecondLeaderKey = QStringLiteral("second_leader");
inline const QString ControllerKey = QStringLiteral("controller");
inline const QString PilotsKey = QStringLiteral("pilots");
inline const QString EquipmentKey = QStringLiteral("equipment");
inline const QString CarriedByKey = QStringLiteral("carried_by");
inline const QString SuitKey = QStringLiteral("suit");
inline const QString ArtilleryKey = QStringLiteral("artillery");
inline const QString MinesKey = QStringLiteral("mines");
inline const QString MinefieldsKey = QStringLiteral("minefields");
inline const QString NightKey = QStringLiteral("night");

/// The keys a force entry's `family:` may hold.
QStringList forceKeys();
/// The keys the scenario's `family_parts:` may hold.
QStringList scenarioKeys();

} // namespace mak

/// The pilots a force entry assigns (its unit code): each a pilot number of its colour.
struct MakEntryPilots
{
    std::optional<int> leader; ///< Ld 1, the commander
    std::optional<int> secondLeader; ///< Ld 2
    std::optional<int> controller; ///< PC, controls an unmanned unit
    QList<int> others; ///< further pilots riding in the entry's units

    /// Every pilot number named, leader first, each once.
    QList<int> all() const;
    bool isEmpty() const { return all().isEmpty(); }
    friend bool operator==(const MakEntryPilots &a, const MakEntryPilots &b)
    {
        return a.leader == b.leader && a.secondLeader == b.secondLeader
            && a.controller == b.controller && a.others == b.others;
    }
};

/// Off-board artillery of a side [17]: the scenario card's artillery code.
struct MakArtillery
{
    QString side;
    QString type; ///< the artillery type: I, II or III (the Artillery Capability chart's rows)
    QString board; ///< the panel id it is off
    QString direction; ///< north, south, east or west of that board
    int distance = 1; ///< hexes off the board's edge
    int total = 1; ///< rounds in the whole game
    int perTurn = 1; ///< rounds a turn at most
    SourcePosition position; ///< where the item was written (for messages)

    friend bool operator==(const MakArtillery &a, const MakArtillery &b)
    {
        return a.side == b.side && a.type == b.type && a.board == b.board
            && a.direction == b.direction && a.distance == b.distance && a.total == b.total
            && a.perTurn == b.perTurn;
    }
};

/// Mines laid at set-up [19.1]: a hex and its attack power, secret from the other side.
struct MakMinefield
{
    QString side;
    OffsetCoord hex;
    int power = 5;
    SourcePosition position;

    friend bool operator==(const MakMinefield &a, const MakMinefield &b)
    {
        return a.side == b.side && a.hex == b.hex && a.power == b.power;
    }
};

/// One grade of the O.G.P. victory thresholds: from @c min points, @c result.
struct MakOgpThreshold
{
    /// The min of the lowest threshold when it is open below (no `min` in the file, printed
    /// "below 0"): every score reaches it.
    static constexpr int OpenBelow = std::numeric_limits<int>::min();
    bool openBelow() const { return min == OpenBelow; }

    int min = 0;
    QString result; ///< one of victoryLevelResults(): decisive_defeat ... decisive_victory
};

// --- A force entry's facts -------------------------------------------------------------------

/// The pilots @p entry assigns (`leader`, `second_leader`, `controller`, `pilots`).
MakEntryPilots makEntryPilots(const ForceEntry &entry);
/// The equipment each aircraft of @p entry carries (`equipment`), marker ids in file order.
QStringList makEquipment(const ForceEntry &entry);
/// Whether @p unitTypeId is an aircraft (a Type III unit), the only units that carry equipment.
bool makIsAircraft(const Ruleset &ruleset, const QString &unitTypeId);
/// The ruleset's equipment: its marker ids that start with "equipment_", in ruleset order.
QStringList makEquipmentIds(const Ruleset &ruleset);

// --- The scenario's facts --------------------------------------------------------------------

QList<MakArtillery> makArtillery(const Scenario &scenario);
/// Mine points per side id (`mines`); sides not named have none.
QMap<QString, int> makMinePoints(const Scenario &scenario);
QList<MakMinefield> makMinefields(const Scenario &scenario);
/// Whether the scenario is fought at night (`night: true`).
bool makNight(const Scenario &scenario);
/// The artillery types offered: those of the Artillery Capability chart ("Type II" -> "II"),
/// else I, II and III.
QStringList makArtilleryTypes(const Ruleset &ruleset);

// --- What the shared parts hold ----------------------------------------------------------------

/// The marker kind ids of defensive positions, depots and objectives.
namespace mak {
inline const QString DefensivePosition1 = QStringLiteral("defensive_position_1");
inline const QString DefensivePosition2 = QStringLiteral("defensive_position_2");
inline const QString AmmunitionDepot = QStringLiteral("ammunition_depot");
inline const QString ObjectiveMarker = QStringLiteral("objective_marker");
} // namespace mak

/// The defensive positions on the map [12.3]: markers defensive_position_1 and _2.
QList<Marker> makDefensivePositions(const Scenario &scenario);
/// A defensive position's modifier: -1 or -2 (0 for another marker).
int makDefensivePositionModifier(const Marker &marker);
/// The ammunition depots [10.4]: markers ammunition_depot, each owned by a colour.
QList<Marker> makDepots(const Scenario &scenario);
/// The objective markers (scenario extras of O.G.P.): markers objective_marker.
QList<Marker> makObjectives(const Scenario &scenario);
/// The O.G.P. thresholds: the levels of the scenario's first `victory_points` condition, min
/// ascending; empty when it has none.
QList<MakOgpThreshold> makOgpThresholds(const Scenario &scenario);
/// The id of that `victory_points` condition, or empty.
QString makOgpConditionId(const Scenario &scenario);

// --- Values for the edit functions (edit/familyedits.h) --------------------------------------
// Each returns the value to store under its key; an empty one removes the key.

/// The four pilot keys of @p pilots, by key (an absent pilot an invalid QVariant).
QVariantMap makEntryPilotsValues(const MakEntryPilots &pilots);
QVariant makEquipmentValue(const QStringList &equipment);
QVariant makArtilleryValue(const QList<MakArtillery> &artillery);
QVariant makMinePointsValue(const QMap<QString, int> &points);
QVariant makMinefieldsValue(const QList<MakMinefield> &minefields);
/// `night: true`, or nothing (removes the key) for a day scenario.
QVariant makNightValue(bool night);

// --- Reading with messages -------------------------------------------------------------------

/**
 * Every Maschinen Krieger family value of @p scenario that does not read, as a Diagnostic of
 * @p file with the line and column where it was written (the force entry's or the family map's
 * when the value's own is unknown): an unknown key (with a did-you-mean), a number that is not
 * one or out of range, a pilot number, an equipment id, an artillery type, side, board or
 * direction, a hex or a mine power that is not valid. Whether the values fit the rules
 * (each pilot once and on his own side, equipment only on aircraft, mines within the
 * allotment, ...) is for the family's checks.
 */
Diagnostics readMakScenarioFacts(const Scenario &scenario, const Ruleset &ruleset,
                                 const QString &file);

} // namespace hexwright
