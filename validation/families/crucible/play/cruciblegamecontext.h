// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tableboard.h"
#include "families/crucible/cruciblerules.h"
#include "families/crucible/play/cruciblegamestate.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

#include <QHash>
#include <QLineF>
#include <QList>
#include <QMap>
#include <QPointF>
#include <QString>
#include <QStringList>

#include <memory>

namespace hexwright {

/// A player of The Crucible: one side.
struct CruciblePlayerInfo
{
    QString side;
    QString name;
    QString colour;
    int moveOrder = 0;
};

/// A leader riding in a TU, with his LV for the turn's LP (skills included).
struct CrucibleLeaderInfo
{
    QString rank;
    QString name;
    int lv = 0;
    QString tu;
    QStringList skills;
};

/// A detachment or Troop in play: its player, the quality its TUs fight at, its leaders.
struct CrucibleDetachmentInfo
{
    QString id;
    QString name;
    int player = 0;
    int level = 0; ///< index into the quality ladder
    QList<CrucibleLeaderInfo> leaders; ///< the one who leads first, then the rest by LV
    double artilleryLpFactor = 1; ///< Master of Artillery
    QString commsTechTu; ///< a Communications Technician's TU (+2 LP), or empty
    int commsTechLp = 0;
};

/// What a TU is for the whole game: its card, weapons (the backup weapon added, the UCCF
/// arcs applied), detachment, the leaders riding in it and their skills.
struct CrucibleTuInfo
{
    QString id;
    QString type;
    QString entry;
    QString name;
    int player = 0;
    QString detachment;
    CrucibleTuKind kind = CrucibleTuKind::Vehicle;
    QString movementClass;
    QString speed;
    int dvFront = 0;
    int dvSide = 0;
    int dvRear = 0;
    int dvTop = 0;
    int cost = 0;
    QList<CrucibleWeapon> weapons;
    int backupWeapon = -1; ///< index of the backup infantry weapon, or -1
    bool upratedArcs = false; ///< §4.1: its weapons' arcs are up-rated (uccf_arcs)
    QString controller; ///< the TU that controls it (Fireflies, remote units)
    QStringList skills; ///< its own and its leaders'
    QStringList leaders; ///< names

    bool infantry() const
    {
        return kind == CrucibleTuKind::Infantry || kind == CrucibleTuKind::MountedInfantry;
    }
    bool has(const char *skill) const { return skills.contains(QLatin1String(skill)); }
};

/**
 * What does not change during a game of The Crucible: the scenario, its ruleset and
 * CrucibleRules, the table, the two players, every TU's card and detachment, the charts'
 * values at the scenario's scale. Shared by every game of a scenario.
 */
class CrucibleGameContext
{
public:
    CrucibleGameContext(const Scenario &scenario, const Ruleset &ruleset, const QString &path);

    QString problem() const { return m_problems.join(QStringLiteral("; ")); }
    const Scenario &scenario() const { return m_scenario; }
    const Ruleset &ruleset() const { return *m_ruleset; }
    const CrucibleRules &rules() const { return *m_rules; }
    const TableBoard &board() const { return *m_board; }
    const TableLayout &layout() const { return m_board->layout(); }
    QString scenarioPath() const { return m_path; }
    QString scenarioHash() const { return m_hash; }
    QString option(const QString &id) const;
    bool optionOn(const char *id) const;
    QMap<QString, QString> ruleChoices() const;
    int lastTurn() const { return m_lastTurn; }

    const QList<CruciblePlayerInfo> &players() const { return m_players; }
    int playerOfSide(const QString &side) const;
    const QList<CrucibleTuInfo> &tus() const { return m_tus; }
    const CrucibleTuInfo *tu(const QString &id) const;
    const QList<CrucibleDetachmentInfo> &detachments() const { return m_detachments; }
    const CrucibleDetachmentInfo *detachment(const QString &id) const;
    /// The TUs as they stand at the start: placed in their deployment areas, facing the
    /// middle of the table.
    const QList<CrucibleTuState> &start() const { return m_start; }

    // The sequence of play.
    const QStringList &phases() const { return m_phases; }
    QString phaseName(const QString &id) const;
    QString phaseStep(const QString &id) const;

    // Values of the charts (mm for lengths), at the scenario's scale.
    const QList<int> &ladder() const { return m_ladder; }
    const QList<int> &moveCosts() const { return m_moveCosts; }
    int lpCost(const char *id, int otherwise) const;
    const QList<double> &rangeLimits() const { return m_ranges; }
    const QList<double> &bandMoves() const { return m_bands; }
    double frontArc() const { return m_frontArc; }
    double rearArc() const { return m_rearArc; }
    double playValue(const char *heading, double otherwise) const;
    const QStringList &vehicleDamageRows() const { return m_vehicleDamage; }
    const QStringList &infantryDamageRows() const { return m_infantryDamage; }
    double leadfootMove() const { return m_leadfoot; }
    double artillerySpread() const { return m_spread; }
    /// Which values of play are ours, not the text's: the log's header and the window say.
    QStringList provisionalNotes() const;

    // The table.
    /// The standard move of @p tu (mm), on easy terrain or not.
    double moveLength(const CrucibleTuInfo &tu, bool easy) const;
    /// Whether a TU of movement class @p movementClass may move along @p segment (mm): on the
    /// table, never into terrain prohibited to it.
    bool mayMoveAlong(const QString &movementClass, const QLineF &segment) const;
    /// Whether @p segment lies wholly on terrain easy for @p movementClass.
    bool easyAlong(const QString &movementClass, const QLineF &segment) const;
    /// The best cover at @p point: "none", "soft" or "hard".
    QString coverAt(QPointF point) const;
    /// Whether @p to may be targeted from @p from (FAQ: into or through vegetation and
    /// broken ground only to Point Blank), and whether it is then partly obscured.
    bool canSee(QPointF from, QPointF to, bool *obscured) const;

    double toTableUnit(double mm) const;
    double fromTableUnit(double value) const;
    QString pointText(QPointF mm) const;
    /// "15 cm"
    QString lengthText(double mm) const;

private:
    void readCharts();
    void readForces();

    Scenario m_scenario;
    const Ruleset *m_ruleset;
    const CrucibleRules *m_rules;
    std::unique_ptr<TableBoard> m_board;
    QString m_path;
    QString m_hash;
    QStringList m_problems;
    int m_lastTurn = 0;
    int m_scaleColumn = 1;
    QList<CruciblePlayerInfo> m_players;
    QList<CrucibleTuInfo> m_tus;
    QHash<QString, int> m_tuIndex;
    QList<CrucibleDetachmentInfo> m_detachments;
    QList<CrucibleTuState> m_start;
    QStringList m_phases;
    QList<int> m_ladder;
    QList<int> m_moveCosts;
    QList<double> m_ranges;
    QList<double> m_bands;
    double m_frontArc = 90;
    double m_rearArc = 90;
    QStringList m_vehicleDamage;
    QStringList m_infantryDamage;
    double m_leadfoot = 0;
    double m_spread = 0;
};

} // namespace hexwright
