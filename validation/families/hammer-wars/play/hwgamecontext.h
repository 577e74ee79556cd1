// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tableboard.h"
#include "families/hammer-wars/hwrules.h"
#include "families/hammer-wars/play/hwgamestate.h"
#include "families/hammer-wars/rules/hwsight.h" // HwPieceRules
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <memory>
#include <optional>

namespace hexwright {

/// A player of Hammer Wars: one side, its faction and its secret goal.
struct HwPlayerInfo
{
    QString side;
    QString name;
    QString colour;
    QString faction;
    QString goal;
    QString goalObjective; ///< for Deception and Duty
    bool defaulted = false; ///< faction or goal not chosen in the scenario: the first taken
};

/// The rule options of the ruleset (the text's gaps) as this game answers them.
struct HwChoices
{
    bool longEdges = false; ///< player_edges
    bool meleeAfterRun = false; ///< melee_actions = any_action
    bool meleeRangeZeroOnly = false; ///< melee_units
    bool blastTargetArmour = false; ///< blast_hits_on = target_armour
    bool blastNeedsLos = false; ///< blast_line_of_sight
    bool rangedHeroOneLine = false; ///< ranged_hero_lines
    bool lossesSkipHeroesAndHeavies = false; ///< losses_counted
    bool simultaneousNobodyScores = false; ///< simultaneous_zero
    bool tieHigherMorale = false; ///< vp_tie
    bool coverBlocksLos = false; ///< terrain_line_of_sight
    bool dangerousAnyMove = false; ///< dangerous_moves
    bool dutyDeclaredUnits = false; ///< duty_bonus
    bool oppressionAsPrinted = false; ///< oppression_minimum
    bool declareAnyTime = false; ///< goal_declaration
    bool measureCentres = false; ///< measuring
};

/**
 * What does not change during a game of Hammer Wars: the scenario, its ruleset and HwRules,
 * the table board with its pieces' effects, the two players with their factions and goals,
 * the pools and the rule choices. Shared by every game of a scenario.
 */
class HwGameContext
{
public:
    HwGameContext(const Scenario &scenario, const Ruleset &ruleset, const QString &path);

    QString problem() const { return m_problems.join(QStringLiteral("; ")); }
    const Scenario &scenario() const { return m_scenario; }
    const Ruleset &ruleset() const { return *m_ruleset; }
    const HwRules &rules() const { return *m_rules; }
    const TableBoard &board() const { return *m_board; }
    const TableLayout &layout() const { return m_board->layout(); }
    QString scenarioPath() const { return m_path; }
    QString scenarioHash() const { return m_hash; }
    QString option(const QString &id) const;
    QMap<QString, QString> ruleChoices() const;
    const HwChoices &choices() const { return m_choices; }
    /// The side going first when the scenario fixes it (option first_player = move_order,
    /// where a ruleset defines it), else -1: a roll-off decides.
    int fixedFirst() const { return m_fixedFirst; }

    const QList<HwPlayerInfo> &players() const { return m_players; }
    int playerOfSide(const QString &side) const;
    /// Every model of both pools, in force order, all in the pool.
    const QList<HwModel> &pool() const { return m_pool; }
    /// "Red Ranged Specialist 2".
    QString modelName(const QString &id) const { return m_names.value(id, id); }

    // Lengths: mm inside, the rules' unit (in) in HwRules, the table's unit in the log.
    double rulesLength(double value) const { return value * m_rulesUnit; }
    double toTableUnit(double mm) const;
    double fromTableUnit(double value) const;
    QString lengthText(double mm) const;
    QString pointText(QPointF mm) const;

    // Unit cards.
    const UnitType *type(const QString &typeId) const { return m_ruleset->findUnitType(typeId); }
    const HwCard *card(const QString &typeId) const { return m_rules->card(typeId); }
    QString category(const QString &typeId) const;
    double radius(const QString &typeId) const; ///< mm, half the category's base
    double moveLength(const QString &typeId) const; ///< mm
    double rangeLength(const QString &typeId) const; ///< mm
    int attackLines(const QString &typeId) const;
    bool has(const QString &typeId, const char *effect) const;
    const HwSpecialRule *special(const QString &typeId, const char *effect) const;
    int cost(const QString &typeId) const;
    int xpCost(const QString &typeId) const;

    // Measuring (option measuring).
    double modelDistance(QPointF a, double ra, QPointF b, double rb) const;
    double pointDistance(QPointF model, double r, QPointF point) const;

    // The table.
    const QList<HwPieceRules> &pieceRules() const { return m_pieces; }
    /// Whether a base of radius @p r at @p c lies wholly on the table.
    bool onTable(QPointF c, double r) const;
    /// Whether a model of radius @p r at @p c may be deployed by player @p player (in
    /// order position @p orderPos: 0 first) in his zone: his side's deployment area of the
    /// table, or within the deployment distance of his table edge.
    bool inDeploymentZone(int player, int orderPos, QPointF c, double r) const;
    /// Whether a model at @p c is within @p distance (mm) of player @p player's table
    /// edge (his deployment area, if the table has one): Oppression.
    bool nearHomeEdge(int player, int orderPos, QPointF c, double r, double distance) const;
    /// The table's 1-in grid points (at half inches) where a base of radius @p r may be
    /// deployed by the player in order position @p orderPos, zone only.
    QList<QPointF> deploymentSamples(int player, int orderPos, double r) const;
    /// A words' note of which edges are used, for the log's header.
    QString edgesNote() const;

private:
    Scenario m_scenario;
    const Ruleset *m_ruleset;
    const HwRules *m_rules;
    std::unique_ptr<TableBoard> m_board;
    QString m_path;
    QString m_hash;
    QStringList m_problems;
    HwChoices m_choices;
    int m_fixedFirst = -1;
    double m_rulesUnit = 25.4;
    QList<HwPlayerInfo> m_players;
    QList<HwModel> m_pool;
    QMap<QString, QString> m_names;
    QList<HwPieceRules> m_pieces;
    QList<QList<TableShape>> m_areas; ///< per player: the deployment area's shapes
};

} // namespace hexwright
