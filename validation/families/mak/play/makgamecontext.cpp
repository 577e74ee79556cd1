// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/mak/play/makgamecontext.h"

#include "edit/scheduleedits.h"
#include "engine/familygamesession.h"
#include "families/mak/makscenario.h"
#include "scenario/scenariowriter.h"

#include <QCryptographicHash>

#include <algorithm>

namespace hexwright {

MakUnitState *MakGameState::unit(const QString &id)
{
    return findById(units, id);
}

const MakUnitState *MakGameState::unit(const QString &id) const
{
    return findById(units, id);
}

namespace {

/// The unit-vp chart's value of @p type: its own row, else its kind's [O.G.P.].
std::pair<int, bool> unitVp(const Ruleset &ruleset, const UnitType &type, const MakPiece &piece)
{
    const Chart *chart = ruleset.findChart(QStringLiteral("unit-vp"));
    if (!chart)
        return {0, true};
    QString row = type.name;
    if (chart->rowOf(row) < 0) {
        if (piece.infantry)
            row = QStringLiteral("Infantry squad");
        else if (piece.unitClass == QLatin1String("III"))
            row = QStringLiteral("Aircraft");
        else if (piece.unitClass == QLatin1String("II"))
            row = QStringLiteral("Vehicle");
        else
            row = QStringLiteral("AFS"); // a Type I suit the chart does not list
    }
    const ChartCell *cell = chart->cell(row, chart->columns.value(0));
    if (!cell || cell->kind != ChartCell::Kind::Number)
        return {0, true};
    return {int(cell->number), cell->provisional};
}

} // namespace

MakGameContext::MakGameContext(const Scenario &scenario, const Ruleset &ruleset,
                               const PanelLibrary &panels, const QString &path)
    : m_scenario(scenario)
    , m_ruleset(&ruleset)
    , m_rules(&makRules(ruleset))
    , m_map(HexMap::compose(scenario, panels))
    , m_path(path)
{
    m_board = std::make_unique<HexBoard>(m_map, ruleset);
    m_hash = QString::fromLatin1(
        QCryptographicHash::hash(writeScenarioContent(scenario, ruleset, &panels),
                                 QCryptographicHash::Sha256)
            .toHex());
    if (scenario.table)
        m_problems.append(QStringLiteral("Maschinen Krieger is played on hex boards, and the "
                                         "scenario has a table"));
    m_lastTurn = scenario.gameLength.turns.value_or(ruleset.turnRecord.last);

    // [4.0] The sequence of play: the moving player's phase, then the other's; the joint
    // phases (air commitment, end of turn) ask nobody anything.
    bool first = false;
    bool second = false;
    for (const Phase &p : ruleset.sequenceOfPlay) {
        int player = -1;
        if (p.acting == QLatin1String("moving_player") && !first) {
            player = 0;
            first = true;
        } else if (p.acting == QLatin1String("other_players") && !second) {
            player = 1;
            second = true;
        }
        m_phasePlayer.append(player);
    }
    if (!first || !second)
        m_problems.append(QStringLiteral("the ruleset's sequence of play has no phase for each "
                                         "player (acting: moving_player, other_players)"));

    // Players: the sides of one player number, in move order.
    QMap<int, MakPlayerInfo> byNumber;
    QMap<int, bool> seen;
    for (const Side &side : scenario.sides) {
        MakPlayerInfo &p = byNumber[side.player];
        p.moveOrder
            = seen.value(side.player) ? std::min(p.moveOrder, side.moveOrder) : side.moveOrder;
        seen[side.player] = true;
        p.sides.append(side.id);
        p.colours.append(side.colours);
        p.name = p.name.isEmpty() ? side.name : p.name + QStringLiteral(" + ") + side.name;
    }
    m_players = byNumber.values();
    std::stable_sort(
        m_players.begin(), m_players.end(),
        [](const MakPlayerInfo &a, const MakPlayerInfo &b) { return a.moveOrder < b.moveOrder; });
    if (m_players.size() != 2)
        m_problems.append(QStringLiteral("Maschinen Krieger is played by two players; the "
                                         "scenario has %1")
                              .arg(m_players.size()));
    readUnits();
    m_night = makNight(scenario);
    for (const Marker &m : makDefensivePositions(scenario))
        m_positions.append({m.hex, m.colour, m.kind});
    m_thresholds = makOgpThresholds(scenario);
    readSupport(scenario);
    // Reinforcements' entry hexes need the panels: read here, where they are at hand.
    for (const ForceEntry &f : scenario.forces) {
        if (f.placement.kind != Placement::Kind::Reinforcement)
            continue;
        const Reinforcement *r = nullptr;
        for (const Reinforcement &each : scenario.reinforcements) {
            if (each.id == f.placement.reinforcement)
                r = &each;
        }
        QList<OffsetCoord> hexes;
        if (r) {
            switch (r->entry.kind) {
            case Entry::Kind::Edge:
                hexes = schedule::edgeHexes(scenario, panels, m_map, r->entry.edge);
                break;
            case Entry::Kind::RoadHex:
                hexes = {r->entry.hex};
                break;
            case Entry::Kind::Zone:
                if (const Zone *z = scenario.findZone(r->entry.zone))
                    hexes = z->hexes;
                break;
            case Entry::Kind::Paradrop:
            case Entry::Kind::DieRoll:
                break;
            }
        }
        hexes.erase(std::remove_if(hexes.begin(), hexes.end(),
                                   [this](OffsetCoord h) { return !m_map.isPlayable(h); }),
                    hexes.end());
        for (int n = 1; n <= f.count; ++n)
            m_entries.insert(QStringLiteral("%1-%2").arg(f.id).arg(n), hexes);
        if (hexes.isEmpty())
            m_notes.append(
                QStringLiteral("%1 has no entry hex we can read: it never arrives").arg(f.id));
    }
    readEscapes(panels);
}

void MakGameContext::ensurePiece(const QString &typeId)
{
    const UnitType *type = m_ruleset->findUnitType(typeId);
    if (!type || m_pieces.contains(typeId))
        return;
    const bool goblinTokens
        = option(QStringLiteral("goblin_rocket_rounds")) == QLatin1String("tokens_4");
    const MakUnit facts = m_rules->units.value(typeId);
    MakPiece p;
    p.unitClass = facts.unitClass;
    p.movementClass = type->movementClass;
    p.movement = type->factors.movement;
    p.defence = type->factors.defence;
    p.durability = facts.durability;
    p.weapons = facts.weapons;
    p.infantry = type->movementClass == QLatin1String("foot");
    p.vehicle = m_rules->isVehicle(*type);
    p.stackPoints = m_rules->stackPoints(typeId);
    // Gap 12: the Goblin's TOS rockets, 3 rounds by the errata or 4 by the tokens.
    for (MakWeapon &w : p.weapons) {
        if (goblinTokens && typeId == QLatin1String("goblin") && w.type == QLatin1String("R"))
            w.rounds = 4;
    }
    std::tie(p.vp, p.vpProvisional) = unitVp(*m_ruleset, *type, p);
    p.aircraft = p.unitClass == QLatin1String("III");
    p.dogfight = facts.dogfight.value_or(0);
    p.abilities = type->abilities;
    // [13.1.5] Every vehicle carries 2 stacking points, unless its counter says more.
    p.carries = m_rules->cargoPoints(*type);
    p.carriesClasses = facts.carriesClasses;
    m_pieces.insert(typeId, p);
}

void MakGameContext::readUnits()
{
    auto playerOf = [this](const QString &side) {
        for (int i = 0; i < m_players.size(); ++i) {
            if (m_players.at(i).sides.contains(side))
                return i;
        }
        return -1;
    };
    QStringList airUnits;
    QStringList offBoard;
    QMap<QString, int> numbers; // player/type -> units named so far
    // Stacking points each side holds in each hex, for the zone set-up.
    QMap<QString, int> stacked;
    for (const ForceEntry &f : m_scenario.forces) {
        const int player = playerOf(f.side);
        const UnitType *type = m_ruleset->findUnitType(f.unitType);
        if (player < 0 || !type)
            continue;
        ensurePiece(f.unitType);
        const MakPiece &piece = m_pieces[f.unitType];
        if (f.placement.kind == Placement::Kind::OffBoard) {
            offBoard.append(f.id);
            continue;
        }
        // The entry's pilots (model/families/mak/makscenario.h), leader first, one to each
        // of its units in order.
        QStringList pilotNumbers;
        for (int number : makEntryPilots(f).all())
            pilotNumbers.append(QString::number(number));
        QList<const MakPilot *> pilots;
        for (const QString &number : pilotNumbers) {
            const MakPilot *found = nullptr;
            for (const MakPilot &p : m_rules->pilots) {
                if (QString::number(p.number) == number.trimmed() && p.colour == f.colour)
                    found = &p;
            }
            pilots.append(found);
        }
        const Zone *zone = f.placement.kind == Placement::Kind::Zone
            ? m_scenario.findZone(f.placement.zone)
            : nullptr;
        for (int n = 1; n <= f.count; ++n) {
            MakUnitState u;
            u.id = QStringLiteral("%1-%2").arg(f.id).arg(n);
            u.type = f.unitType;
            u.player = player;
            u.mpLeft = piece.movement;
            for (const MakWeapon &w : piece.weapons) {
                MakWeaponState ws;
                ws.rounds = w.rounds > 0 ? w.rounds : -1;
                u.weapons.append(ws);
            }
            if (piece.aircraft) {
                // [10.1] Aircraft fly from the air commitment card, from their entry turn.
                u.status = MakUnitState::Status::Waiting;
                u.arrives = 1;
                for (const Reinforcement &r : m_scenario.reinforcements) {
                    if (f.placement.kind == Placement::Kind::Reinforcement
                        && r.id == f.placement.reinforcement)
                        u.arrives = r.turn;
                }
                const QStringList equipment = makEquipment(f);
                m_equipment.insert(u.id, equipment);
                airUnits.append(u.id);
            } else if (f.placement.kind == Placement::Kind::Hex) {
                u.hex = f.placement.hex;
                if (!m_map.isPlayable(u.hex))
                    m_problems.append(QStringLiteral("%1 starts off the map").arg(u.id));
            } else if (zone) {
                // The zone's set-up is made for the player: the first hex (by row, then
                // column) his unit may enter and stack in [8.1].
                QList<OffsetCoord> hexes = zone->hexes;
                std::sort(hexes.begin(), hexes.end(), [](OffsetCoord a, OffsetCoord b) {
                    return a.row != b.row ? a.row < b.row : a.col < b.col;
                });
                bool placed = false;
                for (OffsetCoord h : hexes) {
                    const QString key = QStringLiteral("%1/%2").arg(player).arg(label(h));
                    const TerrainType *t = m_ruleset->findTerrain(terrainId(h));
                    if (!m_map.isPlayable(h) || !t
                        || t->moveCost.value(piece.movementClass).prohibited
                        || stacked.value(key) + piece.stackPoints > m_rules->stackLimit)
                        continue;
                    u.hex = h;
                    stacked[key] += piece.stackPoints;
                    placed = true;
                    break;
                }
                if (!placed) {
                    m_problems.append(QStringLiteral("%1 finds no hex of zone %2 to set up in")
                                          .arg(u.id, f.placement.zone));
                    continue;
                }
            } else if (f.placement.kind == Placement::Kind::Reinforcement) {
                u.status = MakUnitState::Status::Waiting;
                for (const Reinforcement &r : m_scenario.reinforcements) {
                    if (r.id == f.placement.reinforcement)
                        u.arrives = r.turn;
                }
            } else {
                continue;
            }
            if (f.placement.kind == Placement::Kind::Hex && !piece.aircraft)
                stacked[QStringLiteral("%1/%2").arg(player).arg(label(u.hex))] += piece.stackPoints;
            if (const MakPilot *pilot = pilots.value(n - 1))
                m_pilots.insert(u.id, pilot);
            m_types.insert(u.id, u.type);
            m_colours.insert(u.id, f.colour);
            const int k = ++numbers[QStringLiteral("%1/%2").arg(player).arg(u.type)];
            m_names.insert(u.id, QStringLiteral("%1 %2").arg(type->name).arg(k));
            m_start.append(u);
        }
    }
    m_notes.append(QStringLiteral("zone set-ups are placed for the players: each unit in the "
                                  "first hex of its zone (by row, then column) it may stack in"));
    if (!airUnits.isEmpty())
        m_notes.append(QStringLiteral("aircraft (%1) fly air combat or ground missions; a "
                                      "ground mission attacks one unit with one item of "
                                      "equipment, spots one indirect attack or lands a "
                                      "Hornisse, which splits")
                           .arg(airUnits.join(QStringLiteral(", "))));
    readCargo();
    if (!offBoard.isEmpty())
        m_notes.append(QStringLiteral("off-board units are not played: %1")
                           .arg(offBoard.join(QStringLiteral(", "))));
}

void MakGameContext::readCargo()
{
    QMap<QString, int> load; // carrier unit id -> stacking points aboard
    for (const ForceEntry &f : m_scenario.forces) {
        const QString carrierEntry = f.family.value(mak::CarriedByKey).toString();
        if (carrierEntry.isEmpty())
            continue;
        for (MakUnitState &u : m_start) {
            // On-map cargo rides an on-map vehicle; a reinforcement's, a reinforcement that
            // arrives with it.
            if (!u.id.startsWith(f.id + QLatin1Char('-'))
                || (u.status != MakUnitState::Status::OnMap
                    && u.status != MakUnitState::Status::Waiting))
                continue;
            const MakPiece &cargo = m_pieces[u.type];
            for (const MakUnitState &v : m_start) {
                if (!v.id.startsWith(carrierEntry + QLatin1Char('-')) || v.status != u.status)
                    continue;
                const MakPiece &carrier = m_pieces[v.type];
                if (carrier.carries <= 0 || load.value(v.id) + cargo.stackPoints > carrier.carries
                    || (!carrier.carriesClasses.isEmpty()
                        && !carrier.carriesClasses.contains(cargo.unitClass))
                    || cargo.vehicle || cargo.aircraft)
                    continue;
                load[v.id] += cargo.stackPoints;
                u.status = MakUnitState::Status::Carried;
                u.carriedBy = v.id;
                u.hex = v.hex;
                u.arrives = v.arrives;
                break;
            }
        }
    }
}

void MakGameContext::readSupport(const Scenario &scenario)
{
    auto playerOf = [this](const QString &side) {
        for (int i = 0; i < m_players.size(); ++i) {
            if (m_players.at(i).sides.contains(side))
                return i;
        }
        return -1;
    };
    for (const MakArtillery &a : makArtillery(scenario)) {
        const int player = playerOf(a.side);
        if (player >= 0)
            m_artillery.append({player, a.type, a.total, a.perTurn});
    }
    for (const MakMinefield &m : makMinefields(scenario)) {
        if (m_map.isPlayable(m.hex))
            m_minefields.append({m.hex, m.power, false, playerOf(m.side)});
    }
    for (const Marker &depot : makDepots(scenario)) {
        if (m_map.isPlayable(depot.hex))
            m_depots.append(depot.hex);
    }
    for (const Side &side : scenario.sides) {
        if (side.role == Side::Role::Attacker && playerOf(side.id) >= 0)
            m_attacker = playerOf(side.id);
    }
    // [19.1] The mine points a side has not laid as minefields: laid by the engine at the
    // start (MakEngine::layMinePoints).
    m_minePoints = QList<int>(m_players.size(), 0);
    const QMap<QString, int> points = makMinePoints(scenario);
    for (auto it = points.cbegin(); it != points.cend(); ++it) {
        if (playerOf(it.key()) >= 0)
            m_minePoints[playerOf(it.key())] += it.value();
    }
    for (const MakMinefield &m : makMinefields(scenario)) {
        if (playerOf(m.side) >= 0)
            m_minePoints[playerOf(m.side)] -= m.power;
    }
    for (int &p : m_minePoints)
        p = std::max(0, p);
    if (std::any_of(m_minePoints.cbegin(), m_minePoints.cend(), [](int p) { return p > 0; }))
        m_notes.append(QStringLiteral("mine points not laid as minefields are laid by the engine "
                                      "at the start, between the forces (no set-up step)"));
    m_notes.append(QStringLiteral(
        "our readings: carried units fire from their vehicle's hex though it moved; a booster "
        "draws one anti-aircraft attack from each enemy that sees it within its weapon's "
        "range; an immobilized Hornisse lands in the nearest hex within 5 free of the enemy; "
        "concealment markers go on the stacks in force order, one a stack, as many as the "
        "game-set-markers chart gives, and come off when an enemy sees the stack; a pilot leaves "
        "the map from an "
        "edge hex, safe from his side's entry hexes or artillery edge, else captured"));
}

int MakGameContext::concealmentMarkers() const
{
    const Chart *chart = m_ruleset->findChart(QStringLiteral("game-set-markers"));
    const ChartCell *cell
        = chart ? chart->cell(QStringLiteral("Concealment"), chart->columns.value(0)) : nullptr;
    if (!cell || cell->kind != ChartCell::Kind::Number)
        return -1;
    return std::max(0, int(cell->number));
}

QString MakGameContext::option(const QString &id) const
{
    if (m_scenario.ruleOptions.contains(id))
        return m_scenario.ruleOptions.value(id);
    const RuleOption *o = m_ruleset->findOption(id);
    return o ? o->defaultValue : QString();
}

QMap<QString, QString> MakGameContext::ruleChoices() const
{
    QMap<QString, QString> values;
    for (const RuleOption &o : m_ruleset->options)
        values.insert(o.id, option(o.id));
    return values;
}

bool MakGameContext::chartsProvisional() const
{
    for (const Chart &chart : m_ruleset->charts) {
        if (chart.hasProvisional())
            return true;
    }
    return false;
}

QString MakGameContext::phaseId(int phase) const
{
    return phase >= 0 && phase < m_ruleset->sequenceOfPlay.size()
        ? m_ruleset->sequenceOfPlay.at(phase).id
        : QString();
}

const MakPiece &MakGameContext::piece(const QString &unitId) const
{
    static const MakPiece none;
    const auto it = m_pieces.constFind(m_types.value(unitId));
    return it == m_pieces.cend() ? none : *it;
}

bool MakGameContext::parseLabel(const QString &label, OffsetCoord *hex) const
{
    return parseHexLabel(label, m_map.labelDigits(), hex) && m_map.isPlayable(*hex);
}

int MakGameContext::distance(OffsetCoord a, OffsetCoord b) const
{
    const OffsetSystem &o = m_map.offsets();
    return HexCoord::distance(o.fromOffset(a), o.fromOffset(b));
}

QList<OffsetCoord> MakGameContext::neighbours(OffsetCoord hex) const
{
    const OffsetSystem &o = m_map.offsets();
    QList<OffsetCoord> out;
    for (HexCoord n : o.fromOffset(hex).neighbors()) {
        const OffsetCoord h = o.toOffset(n);
        if (m_map.isPlayable(h))
            out.append(h);
    }
    return out;
}

QString MakGameContext::terrainId(OffsetCoord hex) const
{
    const QList<TerrainAt> terrain = m_board->terrainAt(Place(hex));
    return terrain.isEmpty() ? QString() : terrain.first().id;
}

} // namespace hexwright
