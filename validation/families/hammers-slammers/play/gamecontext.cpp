// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "families/hammers-slammers/play/gamecontext.h"

#include "families/hammers-slammers/rules/movement.h"
#include "families/hammers-slammers/rules/unitkinds.h"
#include "map/panel.h"
#include "scenario/scenariowriter.h"

#include <QCryptographicHash>

#include <algorithm>
#include <functional>

namespace hexwright {

namespace {

/// The limits of @p limits that @p colour is under, or its own alone when none names it.
QList<QSet<QString>> computeStackingLimits(const QList<QSet<QString>> &limits,
                                           const QString &colour)
{
    QList<QSet<QString>> result;
    for (const QSet<QString> &limit : limits) {
        if (limit.contains(colour))
            result.append(limit);
    }
    if (result.isEmpty())
        result.append(QSet<QString> {colour});
    return result;
}

} // namespace

QString unitStatusName(UnitStatus status)
{
    switch (status) {
    case UnitStatus::Waiting:
        return QStringLiteral("waiting");
    case UnitStatus::OnMap:
        return QStringLiteral("on_map");
    case UnitStatus::Eliminated:
        return QStringLiteral("eliminated");
    case UnitStatus::Exited:
        return QStringLiteral("exited");
    case UnitStatus::Withdrawn:
        return QStringLiteral("withdrawn");
    }
    return {};
}

const UnitState *GameState::unit(const QString &id) const
{
    const int i = unitIndex(id);
    return i < 0 ? nullptr : &units[i];
}

UnitState *GameState::unit(const QString &id)
{
    const int i = unitIndex(id);
    return i < 0 ? nullptr : &units[i];
}

int GameState::unitIndex(const QString &id) const
{
    // Ids mostly come from the units themselves and share their text: found by address first,
    // in a table of the units' texts (asked hundreds of times between two changes of the list).
    // A copy of the list made on write keeps its units' texts (each is shared, and an id never
    // changes once made): the table holds until the count of units changes or a look-up misses
    // in a list it was not built for; a hit is checked against the unit itself.
    using Entry = std::pair<const QChar *, int>;
    auto byAddress = [](const Entry &a, const Entry &b) {
        return std::less<const QChar *>()(a.first, b.first);
    };
    auto build = [&] {
        QList<Entry> index;
        index.reserve(units.size());
        for (int i = 0; i < units.size(); ++i)
            index.append({units.at(i).id.constData(), i});
        // Stable: of the units sharing a text, the first stays first and is kept.
        std::stable_sort(index.begin(), index.end(), byAddress);
        index.erase(std::unique(index.begin(), index.end(),
                                [](const Entry &a, const Entry &b) { return a.first == b.first; }),
                    index.end());
        m_idIndex = std::move(index);
        m_idsOf = units.constData();
        m_idsCount = units.size();
    };
    auto lookUp = [&]() -> int {
        const Entry key {id.constData(), 0};
        const auto it = std::lower_bound(m_idIndex.cbegin(), m_idIndex.cend(), key, byAddress);
        if (it != m_idIndex.cend() && it->first == key.first && it->second < units.size()) {
            const QString &found = units.at(it->second).id;
            if (found.constData() == id.constData() && found.size() == id.size())
                return it->second;
        }
        return -1;
    };
    if (m_idsCount != units.size())
        build();
    int found = lookUp();
    if (found < 0 && m_idsOf != units.constData()) {
        build();
        found = lookUp();
    }
    if (found >= 0)
        return found;
    for (int i = 0; i < units.size(); ++i) {
        if (units[i].id.constData() == id.constData() && units[i].id.size() == id.size())
            return i;
    }
    for (int i = 0; i < units.size(); ++i) {
        if (units[i].id == id)
            return i;
    }
    return -1;
}

QList<const UnitState *> GameState::unitsAt(HexCoord hex) const
{
    QList<const UnitState *> here;
    for (const UnitState &u : units) {
        if (u.onMap() && u.hex == hex)
            here.append(&u);
    }
    return here;
}

const FortressState *GameState::fortressAt(HexCoord hex) const
{
    for (const FortressState &f : fortresses) {
        if (f.hex == hex)
            return &f;
    }
    return nullptr;
}

const ObjectState *GameState::objectCarriedBy(const QString &id) const
{
    for (const ObjectState &o : objects) {
        if (!id.isEmpty() && o.carriedBy == id)
            return &o;
    }
    return nullptr;
}

ObjectState *GameState::objectCarriedBy(const QString &id)
{
    return const_cast<ObjectState *>(std::as_const(*this).objectCarriedBy(id));
}

GameContext::GameContext(const Scenario &scenario, const Ruleset &ruleset,
                         const PanelLibrary &panels, const QString &scenarioPath)
    : m_scenario(scenario)
    , m_ruleset(&ruleset)
    , m_map(HexMap::compose(scenario, panels))
    , m_path(scenarioPath)
{
    m_hash = QString::fromLatin1(
        QCryptographicHash::hash(writeScenarioContent(scenario, ruleset, &panels),
                                 QCryptographicHash::Sha256)
            .toHex());
    m_phases = readSequenceOfPlay(ruleset, &m_problems);

    // Players: the sides of one player number; their turn comes at the first of their sides'
    // move orders.
    QMap<int, PlayerInfo> byNumber;
    for (const Side &side : scenario.sides) {
        PlayerInfo &p = byNumber[side.player];
        if (p.sides.isEmpty()) {
            p.number = side.player;
            p.moveOrder = side.moveOrder;
            p.setupOrder = side.setupOrder;
        }
        p.moveOrder = std::min(p.moveOrder, side.moveOrder);
        p.setupOrder = std::min(p.setupOrder, side.setupOrder);
        p.sides.append(side.id);
        p.colours.append(side.colours);
        p.name = p.name.isEmpty() ? side.name : p.name + QStringLiteral(" + ") + side.name;
    }
    m_players = byNumber.values();
    std::stable_sort(
        m_players.begin(), m_players.end(),
        [](const PlayerInfo &a, const PlayerInfo &b) { return a.moveOrder < b.moveOrder; });
    for (int i = 0; i < m_players.size(); ++i) {
        for (const QString &side : m_players[i].sides)
            m_sidePlayer.insert(side, i);
    }
    for (auto it = m_sidePlayer.cbegin(); it != m_sidePlayer.cend(); ++it)
        m_sidePlayers.append({it.key(), it.value()});
    for (const UnitType &type : ruleset.unitTypes) {
        if (!m_unitTypes.contains(type.id))
            m_unitTypes.insert(type.id, &type);
    }
    for (auto it = m_unitTypes.cbegin(); it != m_unitTypes.cend(); ++it)
        m_typeByText.insert(it.key().constData(), it.value());
    m_field = rules::Battlefield::fromScenario(ruleset, m_map, m_scenario);
    m_field->prepareLookups();

    m_stackLimits = rules::stackingLimits(scenario);
    for (const QSet<QString> &limit : std::as_const(m_stackLimits)) {
        for (const QString &colour : limit) {
            if (!m_limitsOf.contains(colour))
                m_limitsOf.insert(colour, computeStackingLimits(m_stackLimits, colour));
        }
    }

    // The set-up phase: each player with a unit to set up in a zone (a bought fortress is a
    // marker, never set up), in set-up order.
    for (const ForceEntry &f : scenario.forces) {
        const UnitType *type = ruleset.findUnitType(f.unitType);
        const int player = m_sidePlayer.value(f.side, -1);
        if (type && !rules::isFortress(*type) && f.count > 0 && player >= 0
            && f.placement.kind == Placement::Kind::Zone && !m_setupPlayers.contains(player))
            m_setupPlayers.append(player);
    }
    std::stable_sort(m_setupPlayers.begin(), m_setupPlayers.end(), [this](int a, int b) {
        return m_players.at(a).setupOrder != m_players.at(b).setupOrder
            ? m_players.at(a).setupOrder < m_players.at(b).setupOrder
            : a < b;
    });

    for (const Zone &zone : scenario.zones) {
        QList<HexCoord> hexes;
        for (OffsetCoord o : zone.hexes) {
            if (m_map.isPlayable(o))
                hexes.append(axial(o));
        }
        m_zones.insert(zone.id, hexes);
    }
    for (int row = 0; row < m_map.rows(); ++row) {
        for (int col = 0; col < m_map.columns(); ++col) {
            if (m_map.isPlayable({col, row}))
                m_playable.append(axial({col, row}));
        }
    }
    m_choices = rules::RuleChoices::fromRuleset(ruleset, scenario.ruleOptions);
    readEffects(panels);
}

QList<int> GameContext::fireOrder(int moving) const
{
    QList<int> order;
    for (int i = 0; i < playerCount(); ++i)
        order.append(fireOrderAt(moving, i));
    return order;
}

int GameContext::fireOrderAt(int moving, int index) const
{
    const bool movingFirst = m_choices.fireOrder == rules::RuleChoices::FireOrder::MovingPlayer;
    return movingFirst ? (moving + index) % playerCount() : index;
}

QString GameContext::option(const QString &id) const
{
    if (m_scenario.ruleOptions.contains(id))
        return m_scenario.ruleOptions.value(id);
    const RuleOption *o = m_ruleset->findOption(id);
    return o ? o->defaultValue : QString();
}

QMap<QString, QString> GameContext::ruleChoices() const
{
    return m_choices.values();
}

bool GameContext::parseLabel(const QString &label, HexCoord *out) const
{
    OffsetCoord o;
    if (!parseHexLabel(label, m_map.labelDigits(), &o))
        return false;
    *out = axial(o);
    return true;
}

const TerrainType *GameContext::terrain(const GameState &state, HexCoord hex) const
{
    if (state.field)
        return state.field->terrain(hex);
    const int index = m_map.terrainAt(offset(hex));
    if (index < 0 || index >= m_ruleset->terrain.size())
        return nullptr;
    return &m_ruleset->terrain[index];
}

bool GameContext::terrainAllows(const GameState &state, const UnitState &unit, HexCoord hex) const
{
    const TerrainType *t = terrain(state, hex);
    return !t || !t->moveCost.value(movementClass(unit)).prohibited
        || allowedTerrain(unit.type).contains(t->id);
}

QString GameContext::terrainId(const GameState &state, HexCoord hex) const
{
    const TerrainType *t = terrain(state, hex);
    return t ? t->id : QString();
}

QString GameContext::panelOf(HexCoord hex) const
{
    const int p = m_map.placementAt(offset(hex));
    return p < 0 || p >= m_scenario.layout.size() ? QString() : m_scenario.layout[p].panel;
}

QList<HexCoord> GameContext::edgeHexes(const EdgeSpec &edge) const
{
    const QString key = edge.side + QLatin1Char('/') + edge.panels.join(QLatin1Char(','));
    {
        const QReadLocker lock(&m_cacheLock);
        const auto cached = m_edges.constFind(key);
        if (cached != m_edges.constEnd())
            return *cached;
    }
    // A hex is on an edge when a neighbour across that edge is off the map. On a flat-top
    // grid north and south are one side each (0 and 3) and east and west two; on a pointy-top
    // grid, whose axial directions run NW, NE, E, SE, SW, W, the other way round.
    const bool pointy = m_map.orientation() == HexOrientation::PointyTop;
    QList<int> directions;
    if (edge.side == QLatin1String("north"))
        directions = pointy ? QList<int> {0, 1} : QList<int> {0};
    else if (edge.side == QLatin1String("south"))
        directions = pointy ? QList<int> {3, 4} : QList<int> {3};
    else if (edge.side == QLatin1String("east"))
        directions = pointy ? QList<int> {2} : QList<int> {1, 2};
    else
        directions = pointy ? QList<int> {5} : QList<int> {4, 5};
    QList<HexCoord> hexes;
    for (HexCoord h : m_playable) {
        if (!edge.panels.isEmpty() && !edge.panels.contains(panelOf(h)))
            continue;
        for (int d : directions) {
            const HexCoord n = h.neighbor(d);
            if (!isPlayable(n) || (!edge.panels.isEmpty() && !edge.panels.contains(panelOf(n)))) {
                hexes.append(h);
                break;
            }
        }
    }
    const QWriteLocker lock(&m_cacheLock);
    m_edges.insert(key, hexes);
    return hexes;
}

bool GameContext::lineOfSight(const rules::Battlefield &field, HexCoord from, HexCoord to) const
{
    const QPair<HexCoord, HexCoord> key {from, to};
    {
        const QReadLocker lock(&m_cacheLock);
        const auto it = m_los.constFind(key);
        if (it != m_los.constEnd())
            return *it;
    }
    const bool sees = rules::hasLineOfSight(field, from, to);
    const QWriteLocker lock(&m_cacheLock);
    m_los.insert(key, sees);
    return sees;
}

HexCoord GameContext::nearestPlayable(HexCoord hex) const
{
    if (isPlayable(hex) || m_playable.isEmpty())
        return hex;
    HexCoord best = m_playable.first();
    int bestDistance = HexCoord::distance(hex, best);
    for (HexCoord h : m_playable) {
        const int d = HexCoord::distance(hex, h);
        if (d < bestDistance || (d == bestDistance && h < best)) {
            best = h;
            bestDistance = d;
        }
    }
    return best;
}

UnitFactors GameContext::factors(const UnitState &unit) const
{
    const UnitType *t = type(unit);
    if (!t)
        return {};
    UnitFactors f = rules::factorsOf(*t, unit.mounted);
    if (unit.type == QLatin1String("conv_buses"))
        f.defence = 1;
    return f;
}

QString GameContext::movementClass(const UnitState &unit) const
{
    const UnitType *t = type(unit);
    return t ? rules::movementClassOf(*t, unit.mounted) : QString();
}

bool GameContext::has(const UnitState &unit, const char *ability) const
{
    const UnitType *t = type(unit);
    return t && t->hasAbility(QLatin1String(ability));
}

bool GameContext::isMercenary(const QString &colour) const
{
    return rules::isMercenaryColour(*m_ruleset, colour);
}

QChar GameContext::targetClass(const UnitState &unit) const
{
    const UnitType *t = type(unit);
    return t ? rules::targetClassOf(*m_ruleset, *t, m_choices) : QLatin1Char('B');
}

bool GameContext::isInfantry(const UnitState &unit) const
{
    const UnitType *t = type(unit);
    return t && rules::isInfantry(*t);
}

bool GameContext::firesIndirect(const UnitState &unit) const
{
    const UnitType *t = type(unit);
    return t && rules::firesIndirect(*t);
}

bool GameContext::firesDirect(const UnitState &unit) const
{
    const UnitType *t = type(unit);
    return t && rules::firesDirect(*t, m_choices, unit.mounted);
}

bool GameContext::coloursAllied(const QString &a, const QString &b) const
{
    if (a == b)
        return true;
    for (const QStringList &alliance : m_scenario.alliances) {
        if (alliance.contains(a) && alliance.contains(b))
            return true;
    }
    return false;
}

bool GameContext::isEnemy(const UnitState &a, const UnitState &b) const
{
    return a.side != b.side && !coloursAllied(a.colour, b.colour);
}

QList<QSet<QString>> GameContext::stackingLimits(const QString &colour) const
{
    const auto known = m_limitsOf.constFind(colour);
    return known != m_limitsOf.constEnd() ? *known : computeStackingLimits(m_stackLimits, colour);
}

const UnitType *GameContext::type(const UnitState &unit) const
{
    const auto shared = m_typeByText.constFind(unit.type.constData());
    if (shared != m_typeByText.cend() && (*shared)->id.size() == unit.type.size())
        return *shared;
    return m_unitTypes.value(unit.type);
}

QString GameContext::sharedTypeId(const QString &id) const
{
    const auto it = m_unitTypes.constFind(id);
    return it == m_unitTypes.cend() ? id : it.key();
}

const MoraleBlock *GameContext::moraleBlock(const QString &colour) const
{
    for (const Side &side : m_scenario.sides) {
        for (const MoraleBlock &block : side.morale) {
            if (block.colours.contains(colour))
                return &block;
        }
    }
    return nullptr;
}

int GameContext::blockLosses(const GameState &state, const MoraleBlock &block) const
{
    int losses = 0;
    for (const QString &c : block.colours)
        losses += state.losses.value(c);
    return losses;
}

int GameContext::morale(const GameState &state, const QString &colour) const
{
    const MoraleBlock *block = moraleBlock(colour);
    if (!block)
        return 7;
    int value = block->value;
    const int losses = blockLosses(state, *block);
    for (const MoraleStep &step : block->steps) {
        if (losses >= step.losses)
            value = step.morale;
    }
    return value;
}

} // namespace hexwright
