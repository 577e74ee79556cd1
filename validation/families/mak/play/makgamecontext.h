// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/hexboard.h"
#include "families/mak/makrules.h"
#include "families/mak/makscenario.h"
#include "families/mak/play/makgamestate.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace hexwright {

struct PanelLibrary;

/// A defensive position marker [12.3]: its hex, the colour that holds it, its modifier id.
struct MakPosition
{
    OffsetCoord hex;
    QString colour;
    QString modifier; ///< defensive_position_1 or defensive_position_2
};

/// A player of Maschinen Krieger: the sides of one player number, in move order.
struct MakPlayerInfo
{
    QString name;
    QStringList sides;
    QStringList colours;
    int moveOrder = 0;
};

/// What a unit type is in play: its counter's values and the text's facts (makrules.h).
struct MakPiece
{
    QString unitClass; ///< I, II, III
    QString movementClass;
    int movement = 0;
    int defence = 0;
    QString durability;
    QList<MakWeapon> weapons;
    bool infantry = false; ///< moves on foot [14.0]
    bool vehicle = false; ///< Type II and not infantry: no close quarters combat [13.2]
    int stackPoints = 0;
    int vp = 0; ///< the unit-vp chart's value
    bool vpProvisional = true;
    bool aircraft = false; ///< Type III [10.0]
    int dogfight = 0;
    QStringList abilities;
    int carries = 0; ///< stacking points of cargo [13.1.5]; 0: carries nothing
    QStringList carriesClasses; ///< empty: any
    bool pilot = false; ///< an escaped pilot on foot: defence 0, 0 SP, D/A/M kill [18.2.2]
};

/// A side's off-board artillery [17]: whose, its type and its rounds.
struct MakBattery
{
    int player = 0;
    QString type; ///< I, II, III
    int total = 0;
    int perTurn = 0;
};

/**
 * What does not change during a game of Maschinen Krieger: the scenario and its ruleset,
 * the map assembled with its hexsides and heights, the players in move order, the rule
 * options (the text's gaps), the units with their pilots and where each starts. Shared by
 * every game of a scenario.
 */
class MakGameContext
{
public:
    MakGameContext(const Scenario &scenario, const Ruleset &ruleset, const PanelLibrary &panels,
                   const QString &path);

    QString problem() const { return m_problems.join(QStringLiteral("; ")); }
    const Scenario &scenario() const { return m_scenario; }
    const Ruleset &ruleset() const { return *m_ruleset; }
    const MakRules &rules() const { return *m_rules; }
    const HexMap &map() const { return m_map; }
    const HexBoard &board() const { return *m_board; }
    QString scenarioPath() const { return m_path; }
    QString scenarioHash() const { return m_hash; }
    QString option(const QString &id) const;
    QMap<QString, QString> ruleChoices() const;
    int lastTurn() const { return m_lastTurn; }
    /// What the engine leaves out or simplifies, for the log's header.
    QStringList notes() const { return m_notes; }
    /// Whether the ruleset's charts hold values of ours (the window says so).
    bool chartsProvisional() const;

    // The sequence of play [4.0]: indices into the ruleset's sequence_of_play.
    int phaseCount() const { return int(m_ruleset->sequenceOfPlay.size()); }
    QString phaseId(int phase) const;
    /// The player whose phase @p phase is (0 first, 1 second), or -1 for a joint phase.
    int phasePlayer(int phase) const { return m_phasePlayer.value(phase, -1); }

    const QList<MakPlayerInfo> &players() const { return m_players; }
    /// The units at the start of a game, in force order.
    const QList<MakUnitState> &startUnits() const { return m_start; }
    const MakPiece &piece(const QString &unitId) const;
    QString typeOf(const QString &unitId) const { return m_types.value(unitId); }
    QString unitName(const QString &unitId) const { return m_names.value(unitId, unitId); }
    /// The pilot of unit @p unitId (ForceEntry::family "pilot"), or null.
    const MakPilot *pilot(const QString &unitId) const { return m_pilots.value(unitId); }
    /// Where a waiting unit may enter the map [12.1].
    QList<OffsetCoord> entryHexes(const QString &unitId) const { return m_entries.value(unitId); }

    /// Whether the scenario is fought at night [19.3] (family_parts `night`).
    bool night() const { return m_night; }
    /// The defensive positions on the map [12.3].
    const QList<MakPosition> &positions() const { return m_positions; }
    /// The colour of unit @p unitId (its force entry's).
    QString colourOf(const QString &unitId) const { return m_colours.value(unitId); }
    /// The off-board artillery of the scenario, in file order [17].
    const QList<MakBattery> &artillery() const { return m_artillery; }
    /// The minefields laid at set-up [19.1].
    const QList<MakMines> &minefields() const { return m_minefields; }
    /// Per player: the scenario's mine points not laid as minefields [19.1].
    int minePoints(int player) const { return m_minePoints.value(player); }
    /// How many concealment markers each player's game set holds [15.4.2] (the game-set-markers
    /// chart, provisional), or -1 for as many as he needs (a ruleset without that chart).
    int concealmentMarkers() const;
    /// The ammunition depots of the scenario [19.4.5].
    const QList<OffsetCoord> &depots() const { return m_depots; }
    /// The player whose side is the scenario's attacker (the dog-fight's tie) [10.2.1].
    int attackerPlayer() const { return m_attacker; }
    /// The equipment marker ids aircraft @p unitId carries at the start [12.4].
    QStringList equipmentOf(const QString &unitId) const { return m_equipment.value(unitId); }
    /// The pilot unit that escapes from unit @p unitId ("<unit>-pilot") [18.2], or empty
    /// when it has no pilot.
    QString pilotUnitOf(const QString &unitId) const { return m_pilotUnits.value(unitId); }
    /// The hexes from which @p player's units leave the map the right way: his
    /// reinforcements' entry hexes and the edge toward his artillery [18.2.3].
    QList<OffsetCoord> exitHexes(int player) const { return m_exitHexes.value(player); }
    /// The suit inside Hornisse @p unitId ("<unit>-suit"), or empty [10.6].
    QString suitOf(const QString &unitId) const { return m_suits.value(unitId); }
    /// The O.G.P. thresholds of the scenario's victory_points condition, lowest first.
    const QList<MakOgpThreshold> &thresholds() const { return m_thresholds; }

    QString label(OffsetCoord hex) const { return m_map.label(hex); }
    bool parseLabel(const QString &label, OffsetCoord *hex) const;
    int distance(OffsetCoord a, OffsetCoord b) const;
    QList<OffsetCoord> neighbours(OffsetCoord hex) const;
    /// The terrain id of @p hex (empty off the map).
    QString terrainId(OffsetCoord hex) const;

private:
    void readUnits();
    /// The piece of unit type @p typeId, made once.
    void ensurePiece(const QString &typeId);
    /// Units that start carried by another entry's vehicles (`carried_by`) [13.1].
    void readCargo();
    void readSupport(const Scenario &scenario);
    /// Pilots' own counters, Hornisse suits and exit hexes (makgamecontext_units.cpp).
    void readEscapes(const PanelLibrary &panels);

    Scenario m_scenario;
    const Ruleset *m_ruleset;
    const MakRules *m_rules;
    HexMap m_map;
    std::unique_ptr<HexBoard> m_board;
    QString m_path;
    QString m_hash;
    QStringList m_problems;
    QStringList m_notes;
    int m_lastTurn = 10;
    QList<int> m_phasePlayer;
    QList<MakPlayerInfo> m_players;
    QList<MakUnitState> m_start;
    QMap<QString, MakPiece> m_pieces; ///< by unit type id
    QMap<QString, QString> m_types; ///< unit id -> type id
    QMap<QString, QString> m_names;
    QMap<QString, const MakPilot *> m_pilots;
    QMap<QString, QList<OffsetCoord>> m_entries;
    QMap<QString, QString> m_colours;
    bool m_night = false;
    QList<MakPosition> m_positions;
    QList<MakOgpThreshold> m_thresholds;
    QList<MakBattery> m_artillery;
    QList<MakMines> m_minefields;
    QList<int> m_minePoints;
    QList<OffsetCoord> m_depots;
    int m_attacker = 0;
    QMap<QString, QStringList> m_equipment;
    QMap<QString, QString> m_pilotUnits;
    QMap<int, QList<OffsetCoord>> m_exitHexes;
    QMap<QString, QString> m_suits;
};

} // namespace hexwright
