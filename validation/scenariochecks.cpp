// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariochecks.h"

#include "checkcodes.h"
#include "constraintchecks.h"

#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "scenario/scenario.h"

namespace hexwright {

namespace {

class Checker
{
public:
    Checker(const Scenario &scenario, const HexMap &map, const QString &file)
        : m_s(scenario)
        , m_map(map)
        , m_file(file)
    { }

    Diagnostics run()
    {
        checkLayout();
        checkMarkers();
        checkZones();
        checkSides();
        checkForces();
        checkReinforcements();
        return m_out;
    }

private:
    void report(SourcePosition at, Severity severity, const char *code, const QString &message)
    {
        Diagnostic d;
        d.severity = severity;
        d.file = m_file;
        d.line = at.line;
        d.column = at.column;
        d.code = QLatin1String(code);
        d.message = message;
        m_out.append(d);
    }

    void checkLayout()
    {
        if (m_s.layout.isEmpty())
            report({}, Severity::Error, "empty-map", QStringLiteral("the map has no panels"));
        if (!m_map.overlaps().isEmpty())
            report(m_s.layout.value(m_map.placementAt(m_map.overlaps().first())).position,
                   Severity::Warning, "panels-overlap",
                   QStringLiteral("panels overlap on %1 hexes, the first at %2")
                       .arg(m_map.overlaps().size())
                       .arg(m_map.label(m_map.overlaps().first())));
    }

    void checkMarkers()
    {
        for (const Marker &m : m_s.markers) {
            if (!m_map.isPlayable(m.hex))
                report(m.position, Severity::Error, "hex-off-map",
                       QStringLiteral("%1 marker at %2 is not on a playable hex of the map")
                           .arg(m.kind, formatHexLabel(m.hex)));
        }
    }

    void checkZones()
    {
        for (const Zone &z : m_s.zones) {
            int off = 0;
            QString first;
            for (const OffsetCoord &hex : z.hexes) {
                if (!m_map.isPlayable(hex)) {
                    if (off++ == 0)
                        first = formatHexLabel(hex);
                }
            }
            if (off > 0)
                report(z.position, Severity::Error, "hex-off-map",
                       off == 1 ? QStringLiteral("zone '%1' has a hex that is not a playable hex "
                                                 "of the map: %2")
                                      .arg(z.id, first)
                                : QStringLiteral("zone '%1' has %2 hexes that are not playable "
                                                 "hexes of the map, the first %3")
                                      .arg(z.id)
                                      .arg(off)
                                      .arg(first));
            if (z.hexes.isEmpty())
                report(z.position, Severity::Warning, "empty-zone",
                       QStringLiteral("zone '%1' has no hexes").arg(z.id));
        }
    }

    void checkSides()
    {
        for (const Side &side : m_s.sides) {
            QStringList moraleColours;
            for (const MoraleBlock &block : side.morale) {
                for (const QString &colour : block.colours) {
                    if (!side.colours.contains(colour))
                        report(side.position, Severity::Error, "morale-colour",
                               QStringLiteral("side '%1' sets morale for colour %2, which it "
                                              "does not control")
                                   .arg(side.id, colour));
                    moraleColours.append(colour);
                }
            }
            for (const QString &colour : side.colours) {
                if (!moraleColours.contains(colour))
                    report(side.position, Severity::Error, "morale-missing",
                           QStringLiteral("side '%1' has no morale for colour %2")
                               .arg(side.id, colour));
            }
        }
    }

    void checkForces()
    {
        for (const ForceEntry &f : m_s.forces) {
            const Side *side = m_s.findSide(f.side);
            if (side && !side->colours.contains(f.colour))
                report(
                    f.position, Severity::Error, "colour-not-on-side",
                    QStringLiteral("force entry '%1' is %2, but side '%3' controls %4")
                        .arg(f.id, f.colour, side->id, side->colours.join(QStringLiteral(", "))));
            if (f.placement.kind == Placement::Kind::Hex && !m_map.isPlayable(f.placement.hex))
                report(f.position, Severity::Error, "hex-off-map",
                       QStringLiteral("force entry '%1' is placed at %2, which is not a playable "
                                      "hex of the map")
                           .arg(f.id, formatHexLabel(f.placement.hex)));
        }
    }

    void checkReinforcements()
    {
        for (const Reinforcement &r : m_s.reinforcements) {
            if (m_s.gameLength.turns && r.turn > *m_s.gameLength.turns)
                report(r.position, Severity::Error, "turn-after-end",
                       QStringLiteral("reinforcement '%1' arrives on turn %2, but the game lasts "
                                      "%3 turns")
                           .arg(r.id)
                           .arg(r.turn)
                           .arg(*m_s.gameLength.turns));
            if (r.entry.kind == Entry::Kind::RoadHex && !m_map.isPlayable(r.entry.hex))
                report(r.position, Severity::Error, "hex-off-map",
                       QStringLiteral("reinforcement '%1' enters at %2, which is not a playable "
                                      "hex of the map")
                           .arg(r.id, formatHexLabel(r.entry.hex)));
        }
    }

    const Scenario &m_s;
    const HexMap &m_map;
    const QString &m_file;
    Diagnostics m_out;
};

} // namespace

QList<CheckInfo> builtinChecks()
{
    return {
        {QStringLiteral("empty-map"), Severity::Error, QStringLiteral("the map has no panels")},
        {QStringLiteral("panels-overlap"), Severity::Warning, QStringLiteral("panels overlap")},
        {QStringLiteral("hex-off-map"), Severity::Error,
         QStringLiteral("a hex the scenario names is not a playable hex of the map")},
        {QStringLiteral("empty-zone"), Severity::Warning, QStringLiteral("a zone has no hexes")},
        {QStringLiteral("morale-colour"), Severity::Error,
         QStringLiteral("morale set for a colour the side does not control")},
        {QStringLiteral("morale-missing"), Severity::Error,
         QStringLiteral("a colour of a side has no morale")},
        {QStringLiteral("colour-not-on-side"), Severity::Error,
         QStringLiteral("a force entry's colour is not its side's")},
        {QStringLiteral("turn-after-end"), Severity::Error,
         QStringLiteral("a reinforcement arrives after the last turn")},
    };
}

Diagnostics checkScenario(const Scenario &scenario, const Ruleset &ruleset, const HexMap &map,
                          const QString &file)
{
    Diagnostics out = Checker(scenario, map, file).run();
    out += checkConstraints(scenario, ruleset, file);
    return out;
}

} // namespace hexwright
