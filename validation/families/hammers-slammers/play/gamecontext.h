// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/play/gamestate.h"
#include "families/hammers-slammers/play/phases.h"
#include "families/hammers-slammers/rules/los.h"
#include "families/hammers-slammers/rules/rulechoices.h"
#include "hex/hexcoord.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QHash>
#include <QMap>
#include <QReadWriteLock>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVarLengthArray>

#include <memory>

namespace hexwright {

struct PanelLibrary;

/// A player: the sides of one player number, taking one player turn in the move order.
struct PlayerInfo
{
    int number = 1;
    QStringList sides;
    QStringList colours;
    int moveOrder = 1;
    int setupOrder = 1; ///< the first of his sides' set-up orders
    QString name; ///< side names joined
};

/**
 * What does not change during a game: the scenario, its ruleset, the assembled map, the
 * players in move order and the rule choices. Shared by every state of a game.
 */
class GameContext
{
public:
    GameContext(const Scenario &scenario, const Ruleset &ruleset, const PanelLibrary &panels,
                const QString &scenarioPath = {});

    const Scenario &scenario() const { return m_scenario; }
    const Ruleset &ruleset() const { return *m_ruleset; }
    const HexMap &map() const { return m_map; }
    /// The battlefield every game starts on (the scenario's markers), its lookups prepared.
    const rules::Battlefield &initialField() const { return *m_field; }
    QString scenarioPath() const { return m_path; }
    /// SHA-256 of the scenario's canonical text, so a log names the exact scenario it played.
    QString scenarioHash() const { return m_hash; }

    /// Why this scenario cannot be played by the engine (a phase it does not know), or empty.
    QString problem() const { return m_problems.join(QStringLiteral("; ")); }

    /// The sequence of play as the engine runs it (GameState::phase indexes it).
    const QList<HsPhaseStep> &phases() const { return m_phases; }
    HsPhase phase(int index) const { return m_phases.at(index).phase; }

    const QList<PlayerInfo> &players() const { return m_players; }
    int playerCount() const { return int(m_players.size()); }
    int playerOfSide(const QString &side) const
    {
        // A few sides: a scan, most often matched by the shared string itself.
        for (const auto &[id, player] : m_sidePlayers) {
            if (id.constData() == side.constData() && id.size() == side.size())
                return player;
        }
        for (const auto &[id, player] : m_sidePlayers) {
            if (id == side)
                return player;
        }
        return 0;
    }
    int playerOfUnit(const UnitState &unit) const { return playerOfSide(unit.side); }
    /// @p side as the context keeps it (the same text, sharing its data), so that
    /// playerOfSide() matches a unit's side at once; @p side itself when no player runs it.
    QString sharedSide(const QString &side) const
    {
        for (const auto &[id, player] : m_sidePlayers) {
            if (id == side)
                return id;
        }
        return side;
    }
    /// Player indices in the order they announce fire while @p moving has its turn.
    QList<int> fireOrder(int moving) const;
    /// fireOrder(@p moving).at(@p index), without building the list.
    int fireOrderAt(int moving, int index) const;
    /// The players who set up units in a zone, in the scenario's set-up order (ties in move
    /// order): the set-up phase's turns. Empty: the scenario has no set-up phase.
    const QList<int> &setupPlayers() const { return m_setupPlayers; }
    /// Whether each player's set-up is hidden from the others until turn 1 (hidden_setup).
    bool hiddenSetup() const { return m_choices.hiddenSetup; }

    /// The value of a rule option: the scenario's choice or the ruleset's default.
    QString option(const QString &id) const;
    /// Every rule option with the value this game uses.
    QMap<QString, QString> ruleChoices() const;
    /// The book's ambiguities as this game answers them (ruleset defaults, scenario choices).
    const rules::RuleChoices &choices() const { return m_choices; }

    // Map: hexes are axial HexCoord in play; the map's own numbering (flat- or pointy-top)
    // converts them to and from its labels and offsets.
    HexCoord axial(OffsetCoord hex) const { return m_map.offsets().fromOffset(hex); }
    OffsetCoord offset(HexCoord hex) const { return m_map.offsets().toOffset(hex); }
    QString label(HexCoord hex) const { return m_map.label(offset(hex)); }
    bool parseLabel(const QString &label, HexCoord *out) const;
    bool isPlayable(HexCoord hex) const { return m_map.isPlayable(offset(hex)); }
    /// Terrain of @p hex now: the map's, or what rubble made of it.
    const TerrainType *terrain(const GameState &state, HexCoord hex) const;
    QString terrainId(const GameState &state, HexCoord hex) const;
    /// Whether the terrain of @p hex now lets @p unit in: its movement class may enter it
    /// (§4.1), or the scenario allows it there (sc.14's amphibious APCs).
    bool terrainAllows(const GameState &state, const UnitState &unit, HexCoord hex) const;
    bool hasRoad(HexCoord a, HexCoord b) const { return m_map.hasRoad(a, b); }
    QString panelOf(HexCoord hex) const;
    const QList<HexCoord> &playableHexes() const { return m_playable; }
    /// Playable hexes of a zone, in the zone's order.
    QList<HexCoord> zoneHexes(const QString &zone) const { return m_zones.value(zone); }
    /// Playable hexes along an edge: of the listed panels (all if none) whose neighbour
    /// across that edge is off those panels.
    QList<HexCoord> edgeHexes(const EdgeSpec &edge) const;
    /// Line of sight between two hexes, remembered for the whole game: LOS depends on the
    /// map's terrain only (rubble plays no part, §3.17, and the one change of terrain in play,
    /// a rubbled bridge turning to river, keeps every LOS value at 0).
    bool lineOfSight(const rules::Battlefield &field, HexCoord from, HexCoord to) const;
    /// The playable hex nearest to @p hex (itself when playable; ties by HexCoord order).
    HexCoord nearestPlayable(HexCoord hex) const;

    // Units: the rules' unit kinds (rules/unitkinds.h) for the side of the counter that is up.
    const UnitType *type(const UnitState &unit) const;
    /// @p id sharing the text of the context's own copy (type() finds it at once), or @p id.
    QString sharedTypeId(const QString &id) const;
    /// The factors of the side of the counter that is up.
    UnitFactors factors(const UnitState &unit) const;
    QString movementClass(const UnitState &unit) const;
    bool has(const UnitState &unit, const char *ability) const;
    bool isMercenary(const QString &colour) const;
    QChar targetClass(const UnitState &unit) const;
    bool isInfantry(const UnitState &unit) const;
    bool firesIndirect(const UnitState &unit) const;
    bool firesDirect(const UnitState &unit) const;
    bool isEnemy(const UnitState &a, const UnitState &b) const;
    bool coloursAllied(const QString &a, const QString &b) const;
    /// The stacking limits @p colour is under, each the colours that share it: its player's
    /// and each alliance's (rules::stackingLimits()).
    QList<QSet<QString>> stackingLimits(const QString &colour) const;

    /// Morale of @p colour after @p losses of its block's colours, and the block's rules.
    int morale(const GameState &state, const QString &colour) const;
    const MoraleBlock *moraleBlock(const QString &colour) const;
    int blockLosses(const GameState &state, const MoraleBlock &block) const;

    // The scenario's special rules that the game obeys (specialrules.cpp).
    /// The hold_still rules (sc.2) that hold @p unit on @p turn, whatever attacks it.
    QVarLengthArray<const SpecialRule *, 4> holdsStill(const UnitState &unit, int turn) const;
    /// Whether units in @p hex may be attacked (combat_only_on, sc.14); a hex on the cut
    /// between a combat panel and another counts as on the combat panel.
    bool combatAllowedIn(HexCoord hex) const;
    /// Whether a unit in @p hex may fire (combat_only_on without fire_from_outside).
    bool fireAllowedFrom(HexCoord hex) const;
    /// The rule that limits combat to some boards, or null.
    const SpecialRule *combatRule() const { return m_combatRule; }
    /// Hexes of the boards closed to units of @p side (closed_boards, sc.14).
    QSet<HexCoord> closedHexes(const QString &side) const { return m_closed.value(side); }
    /// Terrain the scenario lets units of @p unitType enter despite the chart (sc.14).
    QStringList allowedTerrain(const QString &unitType) const
    {
        return m_allowedTerrain.value(unitType);
    }
    bool leavesRubble() const { return !m_noRubble; }
    /// The close_assault_only rule (sc.6): no unit fires at range. Null when none.
    const SpecialRule *closeAssaultOnlyRule() const { return m_closeAssaultOnly; }
    /// The confined_to_board rule (sc.10), or null; panelsOfHex() answers for it.
    const SpecialRule *confineRule() const { return m_confineRule; }
    /// The panels @p hex lies on (two for a hex on a cut), when a rule needs them.
    QStringList panelsOfHex(HexCoord hex) const { return m_hexPanels.value(hex); }

private:
    void readEffects(const PanelLibrary &library);

    Scenario m_scenario;
    const Ruleset *m_ruleset;
    HexMap m_map;
    QString m_path;
    QString m_hash;
    QList<HsPhaseStep> m_phases;
    QStringList m_problems;
    QList<PlayerInfo> m_players;
    QMap<QString, int> m_sidePlayer;
    QList<std::pair<QString, int>> m_sidePlayers; ///< m_sidePlayer as a list, for playerOfSide()
    QHash<QString, const UnitType *> m_unitTypes; ///< the ruleset's, by id (the first of an id)
    /// m_unitTypes by the address of each key's text: a unit's type id shares it
    /// (sharedTypeId()), so type() finds it without hashing the text.
    QHash<const QChar *, const UnitType *> m_typeByText;
    QHash<QString, QList<QSet<QString>>> m_limitsOf; ///< stackingLimits() of each colour named
    std::optional<rules::Battlefield> m_field;
    QList<int> m_setupPlayers;
    QList<QSet<QString>> m_stackLimits;
    QHash<QString, QList<HexCoord>> m_zones;
    QList<HexCoord> m_playable;
    rules::RuleChoices m_choices;
    // Filled as games ask, by every game of the set-up, on several threads at once: guarded.
    mutable QReadWriteLock m_cacheLock;
    mutable QHash<QPair<HexCoord, HexCoord>, bool> m_los;
    mutable QHash<QString, QList<HexCoord>> m_edges;
    const SpecialRule *m_combatRule = nullptr; ///< into m_scenario
    QSet<HexCoord> m_combatHexes;
    bool m_fireFromOutside = true;
    QHash<QString, QSet<HexCoord>> m_closed;
    QHash<QString, QStringList> m_allowedTerrain;
    bool m_noRubble = false;
    const SpecialRule *m_closeAssaultOnly = nullptr; ///< into m_scenario
    const SpecialRule *m_confineRule = nullptr; ///< into m_scenario
    QHash<HexCoord, QStringList> m_hexPanels; ///< filled for confined_to_board only
};

} // namespace hexwright
