// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks of the schedule and the victory conditions: turns, units that arrive, references.

#include "checks/checks_context_p.h"

#include "scenario/victoryschema.h"

#include <QHash>
#include <QSet>

namespace hexwright {

void ScenarioChecker::checkTurn(int turn, SourcePosition at, const CheckSubject &subject,
                                const QString &what)
{
    if (turn < 1)
        report("turn-after-end", at, subject,
               tr("%1 is turn %2, before the first turn").arg(what).arg(turn));
    else if (m_s.gameLength.turns && turn > *m_s.gameLength.turns)
        report("turn-after-end", at, subject,
               tr("%1 is turn %2, but the game lasts %3 turns")
                   .arg(what)
                   .arg(turn)
                   .arg(*m_s.gameLength.turns));
}

void ScenarioChecker::checkReinforcements()
{
    for (const Reinforcement &r : m_s.reinforcements) {
        const CheckSubject subject {r.side, QStringLiteral("reinforcement"), r.id};
        checkTurn(r.turn, r.position, subject,
                  tr("%1: the arrival of reinforcement '%2'").arg(sideName(r.side), r.id));
        bool hasUnits = false;
        for (const ForceEntry &f : m_s.forces) {
            hasUnits = hasUnits
                || (f.placement.kind == Placement::Kind::Reinforcement
                    && f.placement.reinforcement == r.id);
        }
        if (!hasUnits)
            report("reinforcement-empty", r.position, subject,
                   tr("%1: reinforcement '%2' on turn %3 brings no units")
                       .arg(sideName(r.side), r.id)
                       .arg(r.turn));
    }
}

void ScenarioChecker::checkUnitsThatNeverEnter()
{
    // Off board is where bought units wait until placed; in play they would wait for ever.
    // In a game of unit pools (Hammer Wars) off board is the pool the players buy from.
    if (m_rules.familyRules && !m_rules.familyRules->poolCategories().isEmpty())
        return;
    for (const ForceEntry &f : m_s.forces) {
        if (f.placement.kind == Placement::Kind::OffBoard)
            report("units-never-enter", f.position, forceSubject(f),
                   tr("%1: %2 wait off board and no reinforcement brings them in, so they "
                      "take no part in the game")
                       .arg(sideName(f.side), forceName(f)));
    }
}

QSet<QString> ScenarioChecker::coloursInPlay() const
{
    QSet<QString> colours;
    for (const Side &side : m_s.sides) {
        for (const QString &colour : side.colours)
            colours.insert(colour);
    }
    return colours;
}

void ScenarioChecker::checkParameters(const ParamKind &kind, const QVariantMap &parameters,
                                      const ParameterUse &use)
{
    const QSet<QString> inPlay = coloursInPlay();
    auto refError = [&](const QString &message) {
        report(use.referenceCode, use.position, use.subject,
               use.what + QStringLiteral(": ") + message);
    };
    auto notInPlay = [&](const QString &message) {
        report(use.notInPlayCode, use.position, use.subject,
               use.what + QStringLiteral(": ") + message);
    };
    QStringList layoutPanels;
    for (const PanelPlacement &p : m_s.layout)
        layoutPanels.append(p.panel);
    auto checkPanels = [&](const QString &key, const QStringList &panels) {
        for (const QString &panel : panels) {
            if (!layoutPanels.contains(panel))
                refError(tr("%1 names panel %2, which is not in the layout").arg(key, panel));
        }
    };
    auto checkSide = [&](const QString &key, const QString &side) {
        if (!m_s.findSide(side))
            refError(tr("%1 names side '%2', which does not exist").arg(key, side));
    };
    for (const ParamSpec &spec : kind.parameters) {
        const QString key = QLatin1String(spec.key);
        if (!parameters.contains(key))
            continue;
        const QVariant value = parameters.value(key);
        switch (spec.type) {
        case ParamType::Side:
            checkSide(key, value.toString());
            break;
        case ParamType::Sides:
            for (const QString &side : value.toStringList())
                checkSide(key, side);
            break;
        case ParamType::Zone:
            if (!zoneExists(value.toString()))
                refError(tr("%1 names zone '%2', which does not exist").arg(key, value.toString()));
            break;
        case ParamType::Zones:
            for (const QString &zone : value.toStringList()) {
                if (!zoneExists(zone))
                    refError(tr("%1 names zone '%2', which does not exist").arg(key, zone));
            }
            break;
        case ParamType::SideZones: {
            const QVariantMap map = value.toMap();
            for (auto it = map.cbegin(); it != map.cend(); ++it) {
                checkSide(key, it.key());
                if (!zoneExists(it.value().toString()))
                    refError(tr("%1 names zone '%2', which does not exist")
                                 .arg(key, it.value().toString()));
            }
            break;
        }
        case ParamType::SidePanels: {
            const QVariantMap map = value.toMap();
            for (auto it = map.cbegin(); it != map.cend(); ++it) {
                checkSide(key, it.key());
                checkPanels(key, it.value().toStringList());
            }
            break;
        }
        case ParamType::Panels:
            checkPanels(key, value.toStringList());
            break;
        case ParamType::Hexes: {
            QList<OffsetCoord> off;
            for (const QString &text : value.toStringList()) {
                OffsetCoord hex;
                if (parseHexLabel(text, int(text.size() / 2), &hex) && !m_map.isPlayable(hex))
                    off.append(hex);
            }
            if (!off.isEmpty())
                report("hex-off-map", use.position, use.subject,
                       tr("%1: %2 names %3 hexes that are not playable hexes of the map, the "
                          "first %4")
                           .arg(use.what, key)
                           .arg(off.size())
                           .arg(label(off.first())),
                       off);
            break;
        }
        case ParamType::Turn:
            checkTurn(value.toInt(), use.position, use.subject,
                      tr("%1: its %2").arg(use.what, key));
            break;
        case ParamType::Turns:
            for (const QVariant &turn : value.toList())
                checkTurn(turn.toInt(), use.position, use.subject,
                          tr("%1: its %2").arg(use.what, key));
            break;
        case ParamType::Colours:
            for (const QString &colour : value.toStringList()) {
                if (!inPlay.contains(colour))
                    notInPlay(tr("%1 names colour %2, which no side controls").arg(key, colour));
            }
            break;
        case ParamType::UnitTypes:
            for (const QString &id : value.toStringList()) {
                const UnitType *type = m_rules.findUnitType(id);
                bool fielded = false;
                for (const QString &colour : type ? type->colours : QStringList())
                    fielded = fielded || inPlay.contains(colour);
                if (!fielded)
                    notInPlay(tr("%1 names %2 ('%3'), which no colour in play can field")
                                  .arg(key, unitName(id), id));
            }
            break;
        case ParamType::Terrains:
            for (const QString &id : value.toStringList()) {
                if (!m_rules.findTerrain(id))
                    refError(
                        tr("%1 names terrain '%2', which the ruleset does not have").arg(key, id));
            }
            break;
        case ParamType::Marker: {
            bool present = false;
            for (const Marker &m : m_s.markers)
                present = present || m.kind == value.toString();
            if (!present)
                notInPlay(
                    tr("%1 names %2 markers, but the map has none").arg(key, value.toString()));
            break;
        }
        case ParamType::Edge:
            checkPanels(key, value.toMap().value(QStringLiteral("panels")).toStringList());
            break;
        case ParamType::Count:
        case ParamType::Flag:
        case ParamType::Text:
        case ParamType::Levels:
            break;
        }
    }
}

void ScenarioChecker::checkVictory()
{
    for (const VictoryCondition &v : m_s.victory) {
        if (const VictoryKind *kind = findVictoryKind(v.kind))
            checkParameters(*kind, v.parameters,
                            {"victory-reference", "victory-not-in-play", v.position,
                             victorySubject(v), tr("victory condition '%1'").arg(v.id)});
        if (v.kind == QLatin1String("first_to_hex"))
            checkFirstToHexGoal(v);
    }
}

void ScenarioChecker::checkFirstToHexGoal(const VictoryCondition &v)
{
    // The first unit of the colours to enter the zone wins: a set-up zone of one of those
    // colours that overlaps it puts that side on the goal before the first move.
    const QStringList colours = v.parameters.value(QStringLiteral("colours")).toStringList();
    const Zone *goal = m_s.findZone(v.parameters.value(QStringLiteral("zone")).toString());
    if (colours.isEmpty() || !goal)
        return;
    const QList<OffsetCoord> goalHexes = playableHexes(goal->id);
    // Each set-up zone once, with the listed colours set up in it, in the file's order.
    QStringList setupZones;
    QHash<QString, QStringList> coloursIn;
    for (const ForceEntry &entry : m_s.forces) {
        if (entry.placement.kind != Placement::Kind::Zone || !colours.contains(entry.colour))
            continue;
        const QString &zone = entry.placement.zone;
        if (!coloursIn.contains(zone))
            setupZones.append(zone);
        if (!coloursIn[zone].contains(entry.colour))
            coloursIn[zone].append(entry.colour);
    }
    auto zoneName = [](const Zone &z) {
        return z.name.isEmpty() ? z.id : z.name;
    };
    for (const QString &zoneId : std::as_const(setupZones)) {
        const Zone *setup = m_s.findZone(zoneId);
        if (!setup)
            continue;
        QList<OffsetCoord> shared;
        for (const OffsetCoord hex : setup->hexes) {
            if (goalHexes.contains(hex) && !shared.contains(hex))
                shared.append(hex);
        }
        if (shared.isEmpty())
            continue;
        QStringList names;
        for (const QString &colour : coloursIn.value(zoneId)) {
            const ArmyColour *found = m_rules.findColour(colour);
            names.append(found && !found->name.isEmpty() ? found->name : colour);
        }
        QStringList labels;
        for (const OffsetCoord hex : std::as_const(shared))
            labels.append(label(hex));
        report("first-to-hex-in-setup", v.position, victorySubject(v),
               tr("victory condition '%1': its zone '%2' lies in set-up zone '%3' of %4, so "
                  "that side starts on the goal (%5)")
                   .arg(v.id, zoneName(*goal), zoneName(*setup), names.join(QStringLiteral(", ")),
                        labels.join(QStringLiteral(", "))),
               shared);
    }
}

void ScenarioChecker::checkSpecialRules()
{
    for (const SpecialRule &rule : m_s.specialRules) {
        const ParamKind *kind = findEffectKind(rule.effect.kind);
        if (!kind)
            continue;
        const SourcePosition at
            = rule.effect.position.line > 0 ? rule.effect.position : rule.position;
        const CheckSubject subject {QString(), QStringLiteral("special_rule"), rule.id};
        const QString what = tr("the effect of special rule '%1'").arg(rule.id);
        checkParameters(*kind, rule.effect.parameters,
                        {"effect-reference", "effect-not-in-play", at, subject, what});
        const QVariantMap &p = rule.effect.parameters;
        auto empty = [&](const char *key) {
            const QVariant value = p.value(QLatin1String(key));
            return value.toStringList().isEmpty() && value.toList().isEmpty()
                && value.toMap().isEmpty();
        };
        QString missing;
        if (rule.effect.kind == QLatin1String("hold_still") && empty("sides") && empty("colours"))
            missing = tr("it names no side and no colour, so it holds nobody");
        else if (rule.effect.kind == QLatin1String("hold_still") && empty("turns"))
            missing = tr("it names no turn");
        else if (rule.effect.kind == QLatin1String("combat_only_on") && empty("panels"))
            missing = tr("it names no panel, so nobody could ever be attacked");
        else if (rule.effect.kind == QLatin1String("closed_boards") && empty("home_panels"))
            missing = tr("it names no side's home panels");
        else if (rule.effect.kind == QLatin1String("terrain_allowed")
                 && (empty("unit_types") || empty("terrain")))
            missing = tr("it needs at least one unit type and one terrain");
        else if (rule.effect.kind == QLatin1String("confined_to_board") && empty("sides")
                 && empty("colours"))
            missing = tr("it names no side and no colour, so it confines nobody");
        else if (rule.effect.kind == QLatin1String("confined_to_board") && empty("released_by"))
            missing = tr("it names no colour whose arrival releases a board");
        if (!missing.isEmpty())
            report("effect-incomplete", at, subject, what + QStringLiteral(": ") + missing);
    }
}

} // namespace hexwright
