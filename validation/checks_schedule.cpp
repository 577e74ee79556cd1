// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks of the schedule and the victory conditions: turns, units that arrive, references.

#include "checks_context.h"

#include "scenario/victoryschema.h"

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

void ScenarioChecker::checkVictory()
{
    QSet<QString> coloursInPlay;
    for (const Side &side : m_s.sides) {
        for (const QString &colour : side.colours)
            coloursInPlay.insert(colour);
    }
    for (const VictoryCondition &v : m_s.victory) {
        const VictoryKind *kind = findVictoryKind(v.kind);
        if (!kind)
            continue;
        const CheckSubject subject = victorySubject(v);
        const QString what = tr("victory condition '%1'").arg(v.id);
        auto refError = [&](const QString &message) {
            report("victory-reference", v.position, subject, what + QStringLiteral(": ") + message);
        };
        auto notInPlay = [&](const QString &message) {
            report("victory-not-in-play", v.position, subject,
                   what + QStringLiteral(": ") + message);
        };
        for (const ParamSpec &spec : kind->parameters) {
            const QString key = QLatin1String(spec.key);
            if (!v.parameters.contains(key))
                continue;
            const QVariant value = v.parameters.value(key);
            switch (spec.type) {
            case ParamType::Side:
                if (!m_s.findSide(value.toString()))
                    refError(
                        tr("%1 names side '%2', which does not exist").arg(key, value.toString()));
                break;
            case ParamType::Zone:
                if (!m_s.findZone(value.toString()))
                    refError(
                        tr("%1 names zone '%2', which does not exist").arg(key, value.toString()));
                break;
            case ParamType::Zones:
                for (const QString &zone : value.toStringList()) {
                    if (!m_s.findZone(zone))
                        refError(tr("%1 names zone '%2', which does not exist").arg(key, zone));
                }
                break;
            case ParamType::SideZones: {
                const QVariantMap map = value.toMap();
                for (auto it = map.cbegin(); it != map.cend(); ++it) {
                    if (!m_s.findSide(it.key()))
                        refError(tr("%1 names side '%2', which does not exist").arg(key, it.key()));
                    if (!m_s.findZone(it.value().toString()))
                        refError(tr("%1 names zone '%2', which does not exist")
                                     .arg(key, it.value().toString()));
                }
                break;
            }
            case ParamType::Hexes: {
                QList<OffsetCoord> off;
                for (const QString &text : value.toStringList()) {
                    OffsetCoord hex;
                    if (parseHexLabel(text, int(text.size() / 2), &hex) && !m_map.isPlayable(hex))
                        off.append(hex);
                }
                if (!off.isEmpty())
                    report("hex-off-map", v.position, subject,
                           tr("%1: %2 names %3 hexes that are not playable hexes of the map, the "
                              "first %4")
                               .arg(what, key)
                               .arg(off.size())
                               .arg(label(off.first())),
                           off);
                break;
            }
            case ParamType::Turn:
                checkTurn(value.toInt(), v.position, subject, tr("%1: its %2").arg(what, key));
                break;
            case ParamType::Colours:
                for (const QString &colour : value.toStringList()) {
                    if (!coloursInPlay.contains(colour))
                        notInPlay(
                            tr("%1 names colour %2, which no side controls").arg(key, colour));
                }
                break;
            case ParamType::UnitTypes:
                for (const QString &id : value.toStringList()) {
                    const UnitType *type = m_rules.findUnitType(id);
                    bool fielded = false;
                    for (const QString &colour : type ? type->colours : QStringList())
                        fielded = fielded || coloursInPlay.contains(colour);
                    if (!fielded)
                        notInPlay(tr("%1 names %2 ('%3'), which no colour in play can field")
                                      .arg(key, unitName(id), id));
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
            case ParamType::Edge: {
                QStringList panels;
                for (const PanelPlacement &p : m_s.layout)
                    panels.append(p.panel);
                for (const QString &panel :
                     value.toMap().value(QStringLiteral("panels")).toStringList()) {
                    if (!panels.contains(panel))
                        refError(
                            tr("%1 names panel %2, which is not in the layout").arg(key, panel));
                }
                break;
            }
            case ParamType::Count:
            case ParamType::Flag:
            case ParamType::Text:
            case ParamType::Levels:
                break;
            }
        }
    }
}

} // namespace hexwright
