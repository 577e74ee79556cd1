// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "checks/familychecks.h"
#include "io/diagnostic.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"
#include "scenario/victoryschema.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>

namespace hexwright {

/// What a problem is about: the side it concerns and the scenario entry to go to.
struct CheckSubject
{
    QString side;
    QString kind; ///< force, zone, reinforcement, victory, marker, side, hidden
    QString id;
};

/// A scenario entry that names a zone: a set-up, an entry, hidden units or a victory condition.
struct ZoneUse
{
    QString zone;
    CheckSubject subject;
    SourcePosition position;
    QString what; ///< "force entry 'tan-tanks'", for messages
};

/**
 * The built-in scenario checks, one group of member functions per subject (checks_map.cpp,
 * checks_setup.cpp, checks_sides.cpp, checks_schedule.cpp). Each problem is reported with
 * its code's severity from builtinChecks(), so a code always has the severity the editor's
 * filter and the documentation list for it.
 */
class ScenarioChecker
{
    Q_DECLARE_TR_FUNCTIONS(ScenarioChecker)

public:
    ScenarioChecker(const Scenario &scenario, const Ruleset &ruleset, const HexMap &map,
                    const QString &file);

    Diagnostics run();

    // What a family's checks (familychecks.h) use as well: the scenario, the reporting and
    // the names messages give.
    const Scenario &scenario() const { return m_s; }
    const Ruleset &ruleset() const { return m_rules; }
    const HexMap &map() const { return m_map; }
    void report(const char *code, SourcePosition at, const CheckSubject &subject,
                const QString &message, const QList<OffsetCoord> &hexes = {});

    // Names as messages write them.
    QString label(OffsetCoord hex) const { return m_map.label(hex); }
    QString sideName(const QString &sideId) const;
    QString terrainName(OffsetCoord hex) const;
    QString unitName(const QString &unitType) const;
    /// "4 × Tank ('tan-tanks')"
    QString forceName(const ForceEntry &entry) const;
    CheckSubject forceSubject(const ForceEntry &entry) const;
    /// A victory condition as a subject: the side it is for, if it names one.
    CheckSubject victorySubject(const VictoryCondition &condition) const;
    /// Whether a unit of @p unitType may be set up in @p hex: terrain its movement class may
    /// enter, or that a special rule lets it into.
    bool mayStandIn(const QString &unitType, OffsetCoord hex) const;
    /// Playable hexes of zone @p id (none for an unknown zone).
    QList<OffsetCoord> playableHexes(const QString &zoneId) const;
    /// Whether zone @p id exists: on a table board, a deployment area of the table.
    bool zoneExists(const QString &id) const;
    /// Whether a unit of @p unitType may be set up at @p point of the table: in no piece with
    /// a trait (a terrain type) its movement class may not enter.
    bool mayStandAt(const QString &unitType, TablePoint point) const;

private:
    /// Whether the scenario's family sets up units of @p unitType itself (familychecks.h).
    bool setsUpItself(const QString &unitType) const;
    QList<ZoneUse> zoneUses() const;
    bool hexHasRoad(OffsetCoord hex) const;

    // checks_map.cpp (a hex board's; a table board's in checks_table.cpp)
    void checkLayout();
    void checkMarkers();
    void checkZones();
    void checkEntries();
    // checks_setup.cpp
    void checkSetupTerrain();
    // checks_table.cpp: run by checkLayout() in place of the hex checks on a table board
    void checkTable();
    // checks_sides.cpp
    void checkSides();
    void checkOrders();
    void checkPlayers();
    void checkPoints();
    void checkForces();
    // checks_schedule.cpp
    void checkReinforcements();
    void checkUnitsThatNeverEnter();
    void checkVictory();
    void checkFirstToHexGoal(const VictoryCondition &condition);
    void checkSpecialRules();
    /// Where typed parameters are used and which codes their problems get.
    struct ParameterUse
    {
        const char *referenceCode;
        const char *notInPlayCode;
        SourcePosition position;
        CheckSubject subject;
        QString what; ///< "victory condition 'exit'", for messages
    };
    /// Checks the references of typed parameters (a victory condition's, a rule effect's).
    void checkParameters(const ParamKind &kind, const QVariantMap &parameters,
                         const ParameterUse &use);
    QSet<QString> coloursInPlay() const;
    void checkTurn(int turn, SourcePosition at, const CheckSubject &subject, const QString &what);

    const Scenario &m_s;
    const Ruleset &m_rules;
    const HexMap &m_map;
    const QString &m_file;
    const FamilyChecks *m_family = nullptr;
    Diagnostics m_out;
    mutable QHash<QString, QList<OffsetCoord>> m_playableHexes;
};

} // namespace hexwright
