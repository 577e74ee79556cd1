// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later

// Maschinen Krieger's checks over the family's parts of a scenario (the `family:` keys read by
// model/families/mak/makscenario.h): values that do not read at all, then the rules they must
// fit: each pilot at most once [18.0] (a pilot number names a pilot of the entry's own colour,
// so a pilot always serves his own side), no more pilots than units and a controller (PC)
// only on an unmanned unit [16.1]; cargo within a vehicle's capacity and of the classes it may
// carry [13.1]; equipment only on aircraft [10.0]; mines of 5-13 a hex within the side's
// allotment [19.1]; an entry code's anchor hex on the named edge of its board [12.1]; and
// off-board artillery with at least a round a turn, no more a turn than in all and a distance
// off the board [17].

#include "families/mak/checks/makchecks_p.h"
#include "families/mak/makscenario.h"

#include <map>

namespace hexwright {

namespace {

/// The ability of a unit a pilot controls (PC) [16.1].
const QLatin1String Unmanned("unmanned");

} // namespace

void MakChecks::checkParts()
{
    // Values that do not read are reported once, where they were written; the rules below
    // only see the values that do.
    for (const Diagnostic &d : readMakScenarioFacts(m_s, m_rules, QString())) {
        c.report("mak-family-value", SourcePosition {d.line, d.column},
                 CheckSubject {d.side, d.subjectKind, d.subjectId}, d.message);
    }
    checkPilots();
    checkCargo();
    checkEquipment();
    checkMines();
    checkEntries();
    checkArtillery();
}

bool MakChecks::isCargo(const ForceEntry &f) const
{
    const QString carrier = f.family.value(mak::CarriedByKey).toString();
    return !carrier.isEmpty() && carrier != f.id && m_s.forceIds().contains(carrier);
}

SourcePosition MakChecks::forcePosition(const ForceEntry &f, const QString &key) const
{
    return f.familyPositions.value(key, f.position);
}

void MakChecks::checkPilots()
{
    // Each pilot (a number of a colour) once in the whole scenario.
    std::map<std::pair<QString, int>, const ForceEntry *> assigned;
    for (const ForceEntry &f : m_s.forces) {
        const MakEntryPilots pilots = makEntryPilots(f);
        const QList<int> all = pilots.all();
        for (int n : all) {
            const MakPilot *pilot = nullptr;
            for (const MakPilot &p : m_mak.pilots) {
                if (p.number == n && p.colour == f.colour)
                    pilot = &p;
            }
            const QString name = pilot ? ScenarioChecker::tr("pilot %1, %2").arg(n).arg(pilot->name)
                                       : ScenarioChecker::tr("pilot %1").arg(n);
            const auto [it, inserted] = assigned.insert({{f.colour, n}, &f});
            if (!inserted) {
                c.report("mak-pilot-twice", forcePosition(f, mak::LeaderKey), c.forceSubject(f),
                         ScenarioChecker::tr("%1: %2 is assigned to %3 and again to %4; a pilot "
                                             "serves in one unit")
                             .arg(c.sideName(f.side), name, it->second->id, f.id));
            }
        }
        // Within the entry: a rider who is also its leader or controller, or named twice.
        QList<int> seen;
        for (int n : pilots.others) {
            if (seen.contains(n) || n == pilots.leader || n == pilots.secondLeader
                || n == pilots.controller)
                c.report("mak-pilot-twice", forcePosition(f, mak::PilotsKey), c.forceSubject(f),
                         ScenarioChecker::tr("%1: %2 names pilot %3 twice in its unit code")
                             .arg(c.sideName(f.side), c.forceName(f))
                             .arg(n));
            seen.append(n);
        }
        if (pilots.leader && pilots.leader == pilots.secondLeader)
            c.report("mak-pilot-twice", forcePosition(f, mak::SecondLeaderKey), c.forceSubject(f),
                     ScenarioChecker::tr("%1: %2 names pilot %3 as both commander and second "
                                         "commander")
                         .arg(c.sideName(f.side), c.forceName(f))
                         .arg(*pilots.leader));
        // One pilot a unit; the commander and the second commander are in different units.
        if (all.size() > f.count)
            c.report("mak-pilot-units", forcePosition(f, mak::PilotsKey), c.forceSubject(f),
                     ScenarioChecker::tr("%1: %2 has %3 pilots for %4 units; each pilot is in a "
                                         "unit of his own")
                         .arg(c.sideName(f.side), c.forceName(f))
                         .arg(all.size())
                         .arg(f.count));
        const UnitType *type = m_rules.findUnitType(f.unitType);
        if (pilots.controller && type && !type->hasAbility(Unmanned))
            c.report("mak-pilot-units", forcePosition(f, mak::ControllerKey), c.forceSubject(f),
                     ScenarioChecker::tr("%1: %2 names pilot %3 as controller (PC), but %4 is "
                                         "no unmanned unit")
                         .arg(c.sideName(f.side), c.forceName(f))
                         .arg(*pilots.controller)
                         .arg(c.unitName(f.unitType)));
    }
}

int MakChecks::cargoPoints(const QString &unitType) const
{
    const UnitType *type = m_rules.findUnitType(unitType);
    return type ? m_mak.cargoPoints(*type) : 0;
}

void MakChecks::checkCargo()
{
    // The units of an entry with `carried_by: <entry id>` ride in that entry's vehicles.
    struct Load
    {
        int points = 0;
        QStringList entries;
        const ForceEntry *last = nullptr;
    };
    QMap<QString, Load> loads;
    for (const ForceEntry &f : m_s.forces) {
        const QString carrierId = f.family.value(mak::CarriedByKey).toString();
        if (carrierId.isEmpty())
            continue;
        const SourcePosition at = forcePosition(f, mak::CarriedByKey);
        const auto carrier = std::find_if(m_s.forces.cbegin(), m_s.forces.cend(),
                                          [&](const ForceEntry &e) { return e.id == carrierId; });
        if (carrier == m_s.forces.cend() || carrier->id == f.id) {
            c.report("mak-cargo", at, c.forceSubject(f),
                     ScenarioChecker::tr("%1: %2 rides in '%3', which is no other force entry")
                         .arg(c.sideName(f.side), c.forceName(f), carrierId));
            continue;
        }
        const MakUnit vehicle = m_mak.units.value(carrier->unitType);
        const QString cargoClass = unitClassOf(f.unitType);
        if (carrier->side != f.side || cargoPoints(carrier->unitType) <= 0) {
            c.report("mak-cargo", at, c.forceSubject(f),
                     carrier->side != f.side
                         ? ScenarioChecker::tr("%1: %2 rides in %3 of the other side")
                               .arg(c.sideName(f.side), c.forceName(f), c.forceName(*carrier))
                         : ScenarioChecker::tr("%1: %2 rides in %3, which carries nothing")
                               .arg(c.sideName(f.side), c.forceName(f), c.forceName(*carrier)));
            continue;
        }
        if (!vehicle.carriesClasses.isEmpty() && !vehicle.carriesClasses.contains(cargoClass)) {
            c.report("mak-cargo", at, c.forceSubject(f),
                     ScenarioChecker::tr("%1: %2 rides in %3, which carries only Type %4 units")
                         .arg(c.sideName(f.side), c.forceName(f), c.forceName(*carrier),
                              vehicle.carriesClasses.join(QStringLiteral(", "))));
            continue;
        }
        Load &load = loads[carrier->id];
        load.points += f.count * m_mak.stackPoints(f.unitType);
        load.entries.append(f.id);
        load.last = &f;
    }
    for (auto it = loads.cbegin(); it != loads.cend(); ++it) {
        const auto carrier = std::find_if(m_s.forces.cbegin(), m_s.forces.cend(),
                                          [&](const ForceEntry &e) { return e.id == it.key(); });
        const int capacity = carrier->count * cargoPoints(carrier->unitType);
        if (it->points <= capacity)
            continue;
        const ForceEntry &f = *it->last;
        c.report("mak-cargo", forcePosition(f, mak::CarriedByKey), c.forceSubject(f),
                 ScenarioChecker::tr("%1: %2 carry %3 stacking points (%4), more than their %5")
                     .arg(c.sideName(f.side), c.forceName(*carrier))
                     .arg(it->points)
                     .arg(it->entries.join(QStringLiteral(", ")))
                     .arg(capacity));
    }
}

void MakChecks::checkEquipment()
{
    for (const ForceEntry &f : m_s.forces) {
        const QStringList equipment = makEquipment(f);
        if (equipment.isEmpty() || makIsAircraft(m_rules, f.unitType))
            continue;
        c.report(
            "mak-equipment", forcePosition(f, mak::EquipmentKey), c.forceSubject(f),
            ScenarioChecker::tr("%1: %2 carries equipment (%3), which only aircraft carry")
                .arg(c.sideName(f.side), c.forceName(f), equipment.join(QStringLiteral(", "))));
    }
}

void MakChecks::checkMines()
{
    const QMap<QString, int> allotment = makMinePoints(m_s);
    const QList<MakMinefield> minefields = makMinefields(m_s);
    QMap<QString, int> laid;
    QMap<QString, SourcePosition> lastOf;
    std::map<std::pair<int, int>, int> perHex;
    for (const MakMinefield &m : minefields) {
        const CheckSubject subject {m.side, QStringLiteral("scenario"), QString()};
        if (!c.map().isPlayable(m.hex)) {
            c.report("mak-mines", m.position, subject,
                     ScenarioChecker::tr("%1: mines at %2, which is not a playable hex")
                         .arg(c.sideName(m.side), c.label(m.hex)),
                     {m.hex});
            continue;
        }
        int &power = perHex[{m.hex.col, m.hex.row}];
        power += m.power;
        if (power < m_mak.minesMin || power > m_mak.minesMax)
            c.report("mak-mines", m.position, subject,
                     ScenarioChecker::tr("%1: mines of power %2 at %3; a hex holds %4 to %5")
                         .arg(c.sideName(m.side))
                         .arg(power)
                         .arg(hexText(m.hex))
                         .arg(m_mak.minesMin)
                         .arg(m_mak.minesMax),
                     {m.hex});
        laid[m.side] += m.power;
        lastOf[m.side] = m.position;
    }
    for (auto it = laid.cbegin(); it != laid.cend(); ++it) {
        const int allowed = allotment.value(it.key(), 0);
        if (it.value() <= allowed)
            continue;
        c.report("mak-mines", lastOf.value(it.key()),
                 CheckSubject {it.key(), QStringLiteral("scenario"), QString()},
                 ScenarioChecker::tr("%1 lays %2 mine points, more than its allotment of %3")
                     .arg(c.sideName(it.key()))
                     .arg(it.value())
                     .arg(allowed));
    }
}

bool MakChecks::isOnEdge(OffsetCoord hex, const QString &side, const QStringList &panels) const
{
    const HexMap &map = c.map();
    const int placement = map.placementAt(hex);
    if (!map.isPlayable(hex) || placement < 0 || placement >= m_s.layout.size())
        return false;
    if (!panels.isEmpty() && !panels.contains(m_s.layout.at(placement).panel))
        return false;
    // On the edge when no playable hex of the same board lies beyond it that way: the next
    // hex of its column (flat-top north and south, pointy-top east and west), else any hex
    // of the next column (row).
    const auto same = [&](OffsetCoord h) {
        return map.contains(h) && map.isPlayable(h) && map.placementAt(h) == placement;
    };
    const bool flat = map.orientation() == HexOrientation::FlatTop;
    const bool alongColumn
        = flat == (side == QLatin1String("north") || side == QLatin1String("south"));
    const int step = side == QLatin1String("north") || side == QLatin1String("west") ? -1 : 1;
    if (alongColumn) {
        const OffsetCoord next
            = flat ? OffsetCoord {hex.col, hex.row + step} : OffsetCoord {hex.col + step, hex.row};
        return !same(next);
    }
    if (flat) {
        for (int row = 0; row < map.rows(); ++row) {
            if (same({hex.col + step, row}))
                return false;
        }
    } else {
        for (int col = 0; col < map.columns(); ++col) {
            if (same({col, hex.row + step}))
                return false;
        }
    }
    return true;
}

void MakChecks::checkEntries()
{
    // The entry code (Deploy from 1⑤N▷1801): the board and the turn are the shared checks'
    // (entry-edge, turn-after-end); the anchor hex must be a hex of that edge.
    for (const Reinforcement &r : m_s.reinforcements) {
        if (r.entry.kind != Entry::Kind::Edge || !r.entry.edge.anchor)
            continue;
        const EdgeSpec &edge = r.entry.edge;
        const OffsetCoord anchor = *edge.anchor;
        if (isOnEdge(anchor, edge.side, edge.panels))
            continue;
        const QString where = edge.panels.isEmpty()
            ? ScenarioChecker::tr("the %1 edge of the map").arg(edge.side)
            : ScenarioChecker::tr("the %1 edge of board %2")
                  .arg(edge.side, edge.panels.join(QStringLiteral(", ")));
        c.report("mak-entry", r.position,
                 CheckSubject {r.side, QStringLiteral("reinforcement"), r.id},
                 ScenarioChecker::tr("%1: reinforcement '%2' enters from %3, which is not a hex "
                                     "of %4")
                     .arg(c.sideName(r.side), r.id,
                          c.map().isPlayable(anchor) ? hexText(anchor) : c.label(anchor), where),
                 {anchor});
    }
}

void MakChecks::checkArtillery()
{
    const QList<MakArtillery> artillery = makArtillery(m_s);
    for (const MakArtillery &a : artillery) {
        const CheckSubject subject {a.side, QStringLiteral("scenario"), QString()};
        const QString code = ScenarioChecker::tr("Type %1 %2%3-%4×%5 (%6)")
                                 .arg(a.type, a.board, a.direction.left(1).toUpper())
                                 .arg(a.distance)
                                 .arg(a.total)
                                 .arg(a.perTurn);
        QStringList problems;
        if (a.perTurn < 1)
            problems.append(ScenarioChecker::tr("fires no round a turn"));
        if (a.perTurn > a.total)
            problems.append(ScenarioChecker::tr("fires more rounds a turn (%1) than in all (%2)")
                                .arg(a.perTurn)
                                .arg(a.total));
        if (a.distance < 1)
            problems.append(ScenarioChecker::tr("stands at no distance from the board"));
        if (!problems.isEmpty())
            c.report("mak-artillery", a.position, subject,
                     ScenarioChecker::tr("%1: artillery %2 %3")
                         .arg(c.sideName(a.side), code, problems.join(QStringLiteral("; "))));
    }
}

} // namespace hexwright
