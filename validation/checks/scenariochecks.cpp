// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checks/scenariochecks.h"

#include "checks/checkcodes.h"
#include "checks/checks_context_p.h"
#include "checks/constraintchecks.h"

#include <QHash>
#include <QSet>

#include <functional>
#include <optional>

namespace hexwright {

QList<CheckInfo> builtinChecks()
{
    const auto e = Severity::Error;
    const auto w = Severity::Warning;
    const auto i = Severity::Info;
    auto check = [](const char *code, Severity severity, const char *summary) {
        return CheckInfo {QLatin1String(code), severity,
                          QCoreApplication::translate("ScenarioChecker", summary)};
    };
    return {
        // The map and the hexes the scenario names.
        check("empty-map", e, QT_TRANSLATE_NOOP("ScenarioChecker", "the map has no panels")),
        check("panels-overlap", w, QT_TRANSLATE_NOOP("ScenarioChecker", "panels overlap")),
        check("hex-off-map", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a hex the scenario names is not on the map or "
                                "is a half hex at its edge")),
        check("empty-zone", w,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a zone that nothing uses has no hexes")),
        check("used-zone-empty", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a zone used by a set-up, an entry, hidden units or a victory "
                                "condition has no playable hex")),
        check("entry-edge", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "an entry edge names a panel that is not in "
                                "the layout, or has no playable hex")),
        check("road-entry-no-road", w,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a road entry hex has no road")),
        // Set-up.
        check("setup-terrain", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "units set up in terrain they may not enter")),
        // A note, not a warning: most real zones hold a lake or a swamp, and the player simply
        // sets up elsewhere in them.
        check("setup-zone-terrain", i,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "some hexes of a set-up zone are terrain the units may not enter")),
        // Sides and forces.
        check("morale-colour", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "morale set for a colour the side does not control")),
        check("morale-missing", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a colour of a side has no morale")),
        check("colour-not-on-side", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a force entry's or hidden units' colour is not its side's")),
        check("side-order-range", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a setup or move order outside 1 to the number of sides")),
        check("side-order-duplicate", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "two sides of different players with the same setup or move "
                                "order")),
        check("player-out-of-range", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a side's player is not one of the scenario's players")),
        check("player-count", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "the scenario's number of players differs from the number of "
                                "players its sides name")),
        check("side-without-units", w, QT_TRANSLATE_NOOP("ScenarioChecker", "a side has no units")),
        check("attacker-points", w,
              QT_TRANSLATE_NOOP("ScenarioChecker", "an attacker has fewer points than a defender")),
        // Schedule and victory.
        check("turn-after-end", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a reinforcement or victory turn lies outside the game's turns")),
        check("reinforcement-empty", w,
              QT_TRANSLATE_NOOP("ScenarioChecker", "a reinforcement brings no units")),
        check("units-never-enter", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "units wait off board and no reinforcement brings them in")),
        check("victory-reference", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a victory condition names a side, zone or panel that does not "
                                "exist")),
        check("victory-not-in-play", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a victory condition names a colour, unit type or marker that is "
                                "not in play, so it can never be met")),
        check("first-to-hex-in-setup", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "the zone of a first-to-hex condition lies in a set-up zone of "
                                "one of its colours, so that side starts on the goal")),
        // Special rules' effects.
        check("effect-reference", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a special rule's effect names a side, panel or terrain that "
                                "does not exist")),
        check("effect-not-in-play", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a special rule's effect names a colour or unit type that is not "
                                "in play, so it never applies")),
        check("effect-incomplete", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a special rule's effect lacks what it acts on (no side, turn, "
                                "panel, unit type or terrain)")),
        // A table board (checks_table.cpp).
        check("unit-off-table", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "units placed at a point off the table")),
        check("deployment-other-side", w,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "units set up in, or placed at a point of, another side's "
                                "deployment area")),
        check("deployment-off-table", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a shape of a deployment area lies wholly off the table")),
        check("objective-off-table", e,
              QT_TRANSLATE_NOOP("ScenarioChecker", "an objective lies off the table")),
        check("table-duplicate-id", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "two pieces, objectives or deployment areas of the table have "
                                "the same id")),
        check("side-without-deployment", e,
              QT_TRANSLATE_NOOP("ScenarioChecker",
                                "a side sets units up in a deployment area but has none on the "
                                "table")),
    };
}

ScenarioChecker::ScenarioChecker(const Scenario &scenario, const Ruleset &ruleset,
                                 const HexMap &map, const QString &file)
    : m_s(scenario)
    , m_rules(ruleset)
    , m_map(map)
    , m_file(file)
    , m_family(familyChecks(ruleset.family))
{ }

Diagnostics ScenarioChecker::run()
{
    checkLayout();
    checkMarkers();
    checkZones();
    checkEntries();
    checkSetupTerrain();
    checkSides();
    checkOrders();
    checkPlayers();
    checkPoints();
    checkForces();
    checkReinforcements();
    checkUnitsThatNeverEnter();
    checkVictory();
    checkSpecialRules();
    // The family's own checks (Hammer's Slammers: fortresses, stacking, the book's points
    // guidance), after the shared ones.
    if (m_family && m_family->run)
        m_family->run(*this);
    return m_out;
}

void ScenarioChecker::report(const char *code, SourcePosition at, const CheckSubject &subject,
                             const QString &message, const QList<OffsetCoord> &hexes)
{
    // The shared codes and every family's own: a family's code is listed by its family.
    static const QHash<QString, Severity> severities = [] {
        QHash<QString, Severity> h;
        for (const CheckInfo &info : builtinChecks())
            h.insert(info.code, info.severity);
        return h;
    }();
    const QString codeText = QLatin1String(code);
    std::optional<Severity> severity;
    if (const auto found = severities.constFind(codeText); found != severities.constEnd())
        severity = *found;
    else if (m_family && m_family->codes) {
        // Only for the family's reports, which are few: its list is short.
        for (const CheckInfo &info : m_family->codes()) {
            if (info.code == codeText)
                severity = info.severity;
        }
    }
    Q_ASSERT_X(severity.has_value(), "ScenarioChecker::report",
               "every code is listed in builtinChecks() or by its family's checks");
    Diagnostic d;
    d.severity = severity.value_or(Severity::Error);
    d.file = m_file;
    d.line = at.line;
    d.column = at.column;
    d.code = codeText;
    d.message = message;
    d.side = subject.side;
    d.subjectKind = subject.kind;
    d.subjectId = subject.id;
    d.hexes = hexes;
    m_out.append(d);
}

QString ScenarioChecker::sideName(const QString &sideId) const
{
    const Side *side = m_s.findSide(sideId);
    return side && !side->name.isEmpty() ? side->name : sideId;
}

QString ScenarioChecker::terrainName(OffsetCoord hex) const
{
    const quint8 t = m_map.terrainAt(hex);
    return t < m_rules.terrain.size() ? m_rules.terrain.at(t).name.toLower() : QString();
}

QString ScenarioChecker::unitName(const QString &unitType) const
{
    const UnitType *type = m_rules.findUnitType(unitType);
    return type ? type->name : unitType;
}

QString ScenarioChecker::forceName(const ForceEntry &entry) const
{
    return tr("%1 × %2 ('%3')").arg(entry.count).arg(unitName(entry.unitType), entry.id);
}

CheckSubject ScenarioChecker::forceSubject(const ForceEntry &entry) const
{
    return {entry.side, QStringLiteral("force"), entry.id};
}

CheckSubject ScenarioChecker::victorySubject(const VictoryCondition &condition) const
{
    return {condition.parameters.value(QStringLiteral("side")).toString(),
            QStringLiteral("victory"), condition.id};
}

bool ScenarioChecker::setsUpItself(const QString &unitType) const
{
    const UnitType *type = m_rules.findUnitType(unitType);
    return type && m_family && m_family->setsUpItself && m_family->setsUpItself(m_rules, *type);
}

bool ScenarioChecker::mayStandIn(const QString &unitType, OffsetCoord hex) const
{
    const UnitType *type = m_rules.findUnitType(unitType);
    const quint8 t = m_map.terrainAt(hex);
    if (!type || t >= m_rules.terrain.size())
        return true;
    const auto cost = m_rules.terrain.at(t).moveCost.constFind(type->movementClass);
    if (cost == m_rules.terrain.at(t).moveCost.constEnd() || !cost->prohibited)
        return true;
    // A special rule may let the type in all the same (sc.14's amphibious APCs).
    for (const RuleEffect *e :
         SpecialRule::effectsOf(m_s.specialRules, QStringLiteral("terrain_allowed"))) {
        if (e->parameters.value(QStringLiteral("unit_types")).toStringList().contains(unitType)
            && e->parameters.value(QStringLiteral("terrain"))
                   .toStringList()
                   .contains(m_rules.terrain.at(t).id))
            return true;
    }
    return false;
}

QList<OffsetCoord> ScenarioChecker::playableHexes(const QString &zoneId) const
{
    // Several checks ask for the same zone, and "anywhere on boards 1 to 6" is a thousand hexes.
    const auto cached = m_playableHexes.constFind(zoneId);
    if (cached != m_playableHexes.constEnd())
        return *cached;
    QList<OffsetCoord> hexes;
    if (const Zone *zone = m_s.findZone(zoneId)) {
        QSet<std::pair<int, int>> seen;
        for (OffsetCoord hex : zone->hexes) {
            if (m_map.isPlayable(hex) && !seen.contains({hex.col, hex.row})) {
                seen.insert({hex.col, hex.row});
                hexes.append(hex);
            }
        }
    }
    m_playableHexes.insert(zoneId, hexes);
    return hexes;
}

bool ScenarioChecker::hexHasRoad(OffsetCoord hex) const
{
    const HexCoord h = m_map.offsets().fromOffset(hex);
    for (const HexCoord &n : h.neighbors()) {
        if (m_map.hasRoad(h, n))
            return true;
    }
    return false;
}

Diagnostics checkScenario(const Scenario &scenario, const Ruleset &ruleset, const HexMap &map,
                          const QString &file)
{
    Diagnostics out = ScenarioChecker(scenario, ruleset, map, file).run();
    out += checkConstraints(scenario, ruleset, file);
    return out;
}

} // namespace hexwright
