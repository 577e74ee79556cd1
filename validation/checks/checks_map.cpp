// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Checks of the map and of every hex, zone and edge the scenario names on it.

#include "checks/checks_context_p.h"

#include "scenario/victoryschema.h"

#include <QSet>

#include <optional>

namespace hexwright {

namespace {

QString edgeSideText(const EdgeSpec &edge)
{
    return edge.panels.isEmpty()
        ? QCoreApplication::translate("ScenarioChecker", "the %1 edge of the map").arg(edge.side)
        : QCoreApplication::translate("ScenarioChecker", "the %1 edge of panel %2")
              .arg(edge.side, edge.panels.join(QStringLiteral(", ")));
}

} // namespace

QList<ZoneUse> ScenarioChecker::zoneUses() const
{
    QList<ZoneUse> uses;
    for (const ForceEntry &f : m_s.forces) {
        if (f.placement.kind == Placement::Kind::Zone)
            uses.append(
                {f.placement.zone, forceSubject(f), f.position, tr("force entry '%1'").arg(f.id)});
    }
    for (const Reinforcement &r : m_s.reinforcements) {
        if (r.entry.kind == Entry::Kind::Zone || r.entry.kind == Entry::Kind::Paradrop)
            uses.append({r.entry.zone,
                         {r.side, QStringLiteral("reinforcement"), r.id},
                         r.position,
                         tr("reinforcement '%1'").arg(r.id)});
    }
    for (const HiddenUnits &h : m_s.hidden)
        uses.append({h.zone,
                     {h.side, QStringLiteral("hidden"), h.id},
                     h.position,
                     tr("hidden units '%1'").arg(h.id)});
    for (const VictoryCondition &v : m_s.victory) {
        const VictoryKind *kind = findVictoryKind(v.kind);
        if (!kind)
            continue;
        const CheckSubject subject = victorySubject(v);
        const QString what = tr("victory condition '%1'").arg(v.id);
        for (const ParamSpec &spec : kind->parameters) {
            const QVariant value = v.parameters.value(QLatin1String(spec.key));
            if (spec.type == ParamType::Zone && !value.toString().isEmpty())
                uses.append({value.toString(), subject, v.position, what});
            else if (spec.type == ParamType::Zones)
                for (const QString &zone : value.toStringList())
                    uses.append({zone, subject, v.position, what});
            else if (spec.type == ParamType::SideZones) {
                const QVariantMap map = value.toMap();
                for (auto it = map.cbegin(); it != map.cend(); ++it)
                    uses.append({it.value().toString(),
                                 {it.key(), QStringLiteral("victory"), v.id},
                                 v.position,
                                 what});
            }
        }
    }
    return uses;
}

void ScenarioChecker::checkLayout()
{
    // A table board has no panels: its own checks run here, in the map's place, and the
    // hex checks below and in checkMarkers(), checkZones(), checkEntries() and
    // checkSetupTerrain() skip it.
    if (m_s.table) {
        checkTable();
        return;
    }
    if (m_s.layout.isEmpty())
        report("empty-map", {}, {}, tr("the map has no panels"));
    if (!m_map.overlaps().isEmpty()) {
        const OffsetCoord first = m_map.overlaps().first();
        report("panels-overlap", m_s.layout.value(m_map.placementAt(first)).position, {},
               tr("panels overlap on %1 hexes, the first at %2")
                   .arg(m_map.overlaps().size())
                   .arg(label(first)),
               m_map.overlaps());
    }
}

void ScenarioChecker::checkMarkers()
{
    if (m_s.table)
        return;
    for (const Marker &m : m_s.markers) {
        if (m_map.isPlayable(m.hex))
            continue;
        const CheckSubject subject {QString(), QStringLiteral("marker"), label(m.hex)};
        report("hex-off-map", m.position, subject,
               m_map.contains(m.hex)
                   ? tr("%1 marker at %2 is on a half hex at the edge of the map, which is not "
                        "playable")
                         .arg(m.kind, label(m.hex))
                   : tr("%1 marker at %2 is not on the map").arg(m.kind, label(m.hex)),
               {m.hex});
    }
}

void ScenarioChecker::checkZones()
{
    if (m_s.table)
        return; // deployment areas: checkTable()
    const QList<ZoneUse> uses = zoneUses();
    QSet<QString> used;
    for (const ZoneUse &use : uses)
        used.insert(use.zone);
    for (const Zone &z : m_s.zones) {
        const CheckSubject subject {QString(), QStringLiteral("zone"), z.id};
        QList<OffsetCoord> off;
        QList<OffsetCoord> half;
        for (const OffsetCoord &hex : z.hexes) {
            if (!m_map.isPlayable(hex))
                (m_map.contains(hex) ? half : off).append(hex);
        }
        if (!off.isEmpty() || !half.isEmpty()) {
            QStringList parts;
            if (!off.isEmpty())
                parts.append(off.size() == 1 ? tr("%1 is not on the map").arg(label(off.first()))
                                             : tr("%1 hexes are not on the map (the first %2)")
                                                   .arg(off.size())
                                                   .arg(label(off.first())));
            if (!half.isEmpty())
                parts.append(
                    half.size() == 1
                        ? tr("%1 is a half hex at the edge of the map").arg(label(half.first()))
                        : tr("%1 are half hexes at the edge of the map (the first %2)")
                              .arg(half.size())
                              .arg(label(half.first())));
            report(
                "hex-off-map", z.position, subject,
                tr("zone '%1' has hexes that are not playable: %2").arg(z.id, parts.join(tr("; "))),
                off + half);
        }
        if (z.hexes.isEmpty() && !used.contains(z.id))
            report("empty-zone", z.position, subject, tr("zone '%1' has no hexes").arg(z.id));
    }
    for (const ZoneUse &use : uses) {
        const Zone *zone = m_s.findZone(use.zone);
        if (!zone) {
            // The loader refuses unknown zones; an edit in the editor may still leave one.
            if (use.subject.kind != QLatin1String("victory"))
                report("used-zone-empty", use.position, use.subject,
                       tr("%1 uses zone '%2', which does not exist").arg(use.what, use.zone));
            continue;
        }
        if (playableHexes(use.zone).isEmpty())
            report("used-zone-empty", use.position, use.subject,
                   zone->hexes.isEmpty()
                       ? tr("%1 uses zone '%2', which has no hexes").arg(use.what, use.zone)
                       : tr("%1 uses zone '%2', none of whose %3 hexes is playable")
                             .arg(use.what, use.zone)
                             .arg(zone->hexes.size()),
                   zone->hexes);
    }
}

void ScenarioChecker::checkEntries()
{
    // A table's edges are whole sides of the table, always there; the reader refuses road
    // and paradrop entries on a table.
    if (m_s.table)
        return;
    QSet<QString> inLayout;
    for (const PanelPlacement &p : m_s.layout)
        inLayout.insert(p.panel);
    // Which placements give at least one playable hex (a panel hidden under others gives
    // none); worked out once, and only when an edge names panels.
    std::optional<QSet<int>> withPlayable;
    auto placementHasPlayableHex = [&](int index) {
        if (!withPlayable) {
            withPlayable.emplace();
            for (int row = 0; row < m_map.rows(); ++row) {
                for (int col = 0; col < m_map.columns(); ++col) {
                    if (m_map.isPlayable({col, row}))
                        withPlayable->insert(m_map.placementAt({col, row}));
                }
            }
        }
        return withPlayable->contains(index);
    };
    auto checkEdge = [&](const Reinforcement &r, const EdgeSpec &edge) {
        const CheckSubject subject {r.side, QStringLiteral("reinforcement"), r.id};
        for (const QString &panel : edge.panels) {
            if (!inLayout.contains(panel)) {
                report("entry-edge", r.position, subject,
                       tr("%1: reinforcement '%2' enters on %3, but panel %4 is not in the "
                          "layout")
                           .arg(sideName(r.side), r.id, edgeSideText(edge), panel));
                continue;
            }
            bool playable = false;
            for (qsizetype i = 0; i < m_s.layout.size(); ++i)
                playable = playable
                    || (m_s.layout.at(i).panel == panel && placementHasPlayableHex(int(i)));
            if (!playable)
                report("entry-edge", r.position, subject,
                       tr("%1: reinforcement '%2' enters on %3, but panel %4 has no playable "
                          "hex")
                           .arg(sideName(r.side), r.id, edgeSideText(edge), panel));
        }
        if (edge.panels.isEmpty() && m_map.playableCount() == 0)
            report("entry-edge", r.position, subject,
                   tr("%1: reinforcement '%2' enters on %3, but the map has no playable hex")
                       .arg(sideName(r.side), r.id, edgeSideText(edge)));
    };
    for (const Reinforcement &r : m_s.reinforcements) {
        const CheckSubject subject {r.side, QStringLiteral("reinforcement"), r.id};
        switch (r.entry.kind) {
        case Entry::Kind::Edge:
            checkEdge(r, r.entry.edge);
            break;
        case Entry::Kind::DieRoll:
            for (const Entry::Outcome &o : r.entry.outcomes)
                checkEdge(r, o.edge);
            break;
        case Entry::Kind::RoadHex:
            if (!m_map.isPlayable(r.entry.hex))
                report("hex-off-map", r.position, subject,
                       m_map.contains(r.entry.hex)
                           ? tr("%1: reinforcement '%2' enters at %3, a half hex at the edge of "
                                "the map, which is not playable")
                                 .arg(sideName(r.side), r.id, label(r.entry.hex))
                           : tr("%1: reinforcement '%2' enters at %3, which is not on the map")
                                 .arg(sideName(r.side), r.id, label(r.entry.hex)),
                       {r.entry.hex});
            else if (!hexHasRoad(r.entry.hex))
                report("road-entry-no-road", r.position, subject,
                       tr("%1: reinforcement '%2' enters by road at %3, which has no road")
                           .arg(sideName(r.side), r.id, label(r.entry.hex)),
                       {r.entry.hex});
            break;
        case Entry::Kind::Zone:
        case Entry::Kind::Paradrop:
            break; // zoneUses()
        }
    }
}

} // namespace hexwright
