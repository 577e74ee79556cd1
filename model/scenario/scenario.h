// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/tablelayout.h"
#include "hex/offsetcoord.h"
#include "io/sourceposition.h"
#include "map/hexsides.h"
#include "ruleset/ruleset.h"
#include "scenario/zonepreset.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <utility>

namespace hexwright {

struct PanelPlacement
{
    QString panel; ///< panel id in the scenario's panel library
    int column = 0; ///< map column of the panel's local column 0 (even)
    int row = 0; ///< map row of the panel's local row 0
    int rotation = 0; ///< 0 or 180
    SourcePosition position;
};

/**
 * Terrain painted over the panels, kept as a dense block of terrain indices covering the
 * bounding box of what was painted (NoTerrain = not overridden). It is stored exactly the way
 * the file writes it, one text row per map row, which keeps a fully painted 1000x1000 map a
 * few megabytes both in memory and on disk.
 */
struct TerrainOverrides
{
    OffsetCoord origin;
    int width = 0;
    int height = 0;
    QByteArray cells; ///< width * height terrain indices, row-major

    bool isEmpty() const;
    quint8 at(OffsetCoord hex) const;
    /// Paints @p hex (NoTerrain removes the override); grows the block as needed.
    void set(OffsetCoord hex, quint8 terrain);
    int count() const;
    /// The same overrides in the smallest block that holds them (empty if none).
    TerrainOverrides trimmed() const;
    /// Equal when they override the same hexes with the same terrain, whatever the block.
    friend bool operator==(const TerrainOverrides &a, const TerrainOverrides &b);
};

/// A road connection between two adjacent hex centres, in either order.
struct RoadLink
{
    OffsetCoord a;
    OffsetCoord b;

    /// The same link with its ends in a fixed order, so links compare and sort.
    RoadLink normalized() const;
    friend bool operator==(RoadLink x, RoadLink y)
    {
        const RoadLink p = x.normalized();
        const RoadLink q = y.normalized();
        return p.a == q.a && p.b == q.b;
    }
};

struct Marker
{
    QString kind; ///< ruleset marker id: fortress, rubble, object
    OffsetCoord hex;
    QString name; ///< optional label, e.g. "Spice container"
    QString colour; ///< optional owner colour (a bought fortress)
    SourcePosition position;
};

/// A named set of hexes: a setup area, a drop zone, an objective.
struct Zone
{
    QString id;
    QString name;
    QString description; ///< how the scenario words it, e.g. "City hexes of Board 4"
    QList<OffsetCoord> hexes;
    /// How it is tinted on the map, "#rrggbb"; empty: a colour of the editor's own choosing.
    QString colour;
    /// The book's wording it was made from, if any: its hexes follow layout changes.
    std::optional<ZonePreset> preset;
    SourcePosition position;
};

struct MoraleStep
{
    int losses = 0; ///< when this many units of the block's colours have been eliminated
    int morale = 0; ///< ... the morale becomes this
};

/// A rally roll threshold that applies once a number of losses is reached (scenario 9).
struct RallyThreshold
{
    int losses = 0; ///< from this many units of the block's colours eliminated
    int roll = 0; ///< ... a rally roll of at least this triggers the rule
};

/**
 * A special morale rule of the book's scenarios, typed so the playtest engine can apply it:
 * - DesertOnRally (scenario 9): once the losses of a threshold are reached, a rally roll of
 *   at least its roll makes every unit of the block's colours desert at once;
 * - WithdrawAfterLosses (scenario 12): after @c losses units are eliminated, the remaining
 *   units of the colours leave play;
 * - FailedRallyEliminates (scenario 12): a unit that fails its rally is eliminated;
 * - DesperationOnly (scenario 14): every morale roll is a desperation rally.
 */
struct MoraleRule
{
    enum class Kind { DesertOnRally, WithdrawAfterLosses, FailedRallyEliminates, DesperationOnly };
    Kind kind = Kind::FailedRallyEliminates;
    int losses = 0; ///< WithdrawAfterLosses
    QList<RallyThreshold> thresholds; ///< DesertOnRally, losses ascending
};

QString moraleRuleKindName(MoraleRule::Kind kind);
QStringList moraleRuleKindNames();

struct MoraleBlock
{
    QStringList colours;
    int value = 7;
    QList<MoraleStep> steps;
    QList<MoraleRule> rules;
    /// The scenario gives this morale at no cost (scenario 14: "morale 6 at no cost"): the
    /// cost chart's rally cost is not added to the units' points.
    bool free = false;
};

struct Side
{
    enum class Role { Attacker, Defender, None };

    QString id;
    QString name;
    int player = 1;
    /// No person plays the side (a solitaire scenario's enemy, sc.6): the rules bring its units
    /// in, and they never move or fire of their own accord (they fight back in close assaults).
    /// Its player number is not among the scenario's players.
    bool nonPlayer = false;
    QStringList colours;
    Role role = Role::None;
    int setupOrder = 1;
    int moveOrder = 1;
    std::optional<int> budget;
    /// An id of the rule family's factions (Hammer Wars); empty when the game has none.
    QString faction;
    /// The family's per-side choices by key (Hammer Wars: goal, goal_objective); which keys
    /// and values are valid is the family's business, checked by its checks.
    QMap<QString, QString> choices;
    /// The zone its units set up in unless placed elsewhere (the roster's natural default).
    QString defaultZone;
    QList<MoraleBlock> morale;
    QString briefing;
    SourcePosition position;
};

QString roleName(Side::Role role);

/**
 * Where each value of a family map (ForceEntry::family, Scenario::family) was written, by its
 * path: "" the mapping itself, "key" a value, "key/2" the third item of a list, "key/2/sub" a
 * value inside it. For the family's messages only: not scenario data, left out of equality.
 */
using FamilyPositions = QHash<QString, SourcePosition>;

/**
 * How a force entry comes onto the board: in a zone (on a table board, a deployment area of
 * the table layout), on a hex (hex boards), at a point of the table (table boards), off board,
 * or as part of a reinforcement.
 */
struct Placement
{
    enum class Kind { Zone, Hex, OffBoard, Reinforcement, Point };
    Kind kind = Kind::Zone;
    QString zone;
    OffsetCoord hex;
    TablePoint point; ///< Kind::Point: mm from the table's top-left corner
    QString reinforcement;
};

struct ForceEntry
{
    QString id;
    QString side;
    QString colour;
    QString unitType;
    int count = 1;
    QStringList options; ///< purchase option ids
    Placement placement;
    QString note;
    /**
     * The rule family's own facts about the entry (`family:`), by key: a YAML scalar is a
     * QString (the family converts numbers), a sequence a QVariantList, a mapping a
     * QVariantMap. Which keys and values are valid is the family's business, read by its
     * typed accessors and checked by its checks, like Side::choices.
     */
    QVariantMap family;
    FamilyPositions familyPositions; ///< where the values of family were written
    SourcePosition position;
};

/// A stretch of map edge: the named edge of some panels, or of the whole map.
struct EdgeSpec
{
    QString side; ///< north, south, east, west
    QStringList panels; ///< panel ids whose edge it is; empty = the whole map's edge
    /// Where along the edge (a reinforcement's entry only): the edge's hexes from this map hex
    /// on, toward @c direction, the anchor included ("hex 1801 and all hexes east of it").
    std::optional<OffsetCoord> anchor;
    /// With an anchor: the way along the edge the entry runs from it (east or west on a north
    /// or south edge, north or south on an east or west edge); empty: the anchor hex alone.
    QString direction;
};

struct Entry
{
    enum class Kind { Edge, RoadHex, Zone, Paradrop, DieRoll };
    Kind kind = Kind::Edge;
    EdgeSpec edge;
    OffsetCoord hex;
    QString zone;
    struct Outcome
    {
        QList<int> rolls;
        EdgeSpec edge;
    };
    QList<Outcome> outcomes; ///< DieRoll: 1d6 faces -> edge
    QString rerollIfSameAs; ///< DieRoll: another reinforcement id
};

struct Reinforcement
{
    QString id;
    QString side;
    int turn = 1;
    Entry entry;
    SourcePosition position;
};

/**
 * A typed, parameterised victory condition. The parameters of each kind are declared in
 * victoryConditionKinds() (scenarioschema.cpp); values are QString, QStringList, int, bool or,
 * for graded levels, a QVariantList of QVariantMap {min, result}.
 */
struct VictoryCondition
{
    QString id;
    QString kind;
    QVariantMap parameters;
    SourcePosition position;
};

/**
 * Units hidden on the map until found (scenario 6's partisans): when a unit of another side
 * enters a hex of the zone for the first time, 1d6 is rolled and the outcome whose faces
 * hold the roll places that many units of the type in the hex (no outcome: none).
 */
struct HiddenUnits
{
    QString id;
    QString side;
    QString colour;
    QString unitType;
    QString zone;
    struct Outcome
    {
        QList<int> rolls; ///< 1d6 faces
        int count = 1;
    };
    QList<Outcome> outcomes;
    QString note;
    SourcePosition position;
};

/**
 * What a special rule makes the playtest do: one of specialRuleEffectKinds()
 * (victoryschema.h), with its parameters stored like a victory condition's. An empty kind is
 * a rule in words only.
 */
struct RuleEffect
{
    QString kind;
    QVariantMap parameters;
    SourcePosition position;

    bool isNull() const { return kind.isEmpty(); }
    friend bool operator==(const RuleEffect &a, const RuleEffect &b)
    {
        return a.kind == b.kind && a.parameters == b.parameters;
    }
    friend bool operator!=(const RuleEffect &a, const RuleEffect &b) { return !(a == b); }
};

struct SpecialRule
{
    SpecialRule() = default;
    SpecialRule(QString id, QString text, RuleEffect effect = {})
        : id(std::move(id))
        , text(std::move(text))
        , effect(std::move(effect))
    { }

    QString id;
    QString text; ///< the words players read
    RuleEffect effect; ///< optional: what the playtest obeys
    SourcePosition position;

    /// The effects of @p rules of kind @p kind, in order.
    static QList<const RuleEffect *> effectsOf(const QList<SpecialRule> &rules,
                                               const QString &kind);
};

struct GameLength
{
    std::optional<int> turns;
    QString until; ///< victory condition id that ends the game when it holds
};

/**
 * Who moves first when the scenario has the players roll for it (`first_player: {roll:
 * 1d6}`): each player rolls that many dice, ties roll again, and the high roller moves first.
 * With no roll (dice 0) the sides' move orders decide.
 */
struct FirstPlayer
{
    int dice = 0; ///< dice each player rolls; 0: no roll
};

struct ScenarioMetadata
{
    QString title;
    QString author;
    QString source;
    int players = 2;
    QString notes;
};

/**
 * A scenario as the file holds it: plain data, no Qt object, no pointers between parts
 * (everything refers by stable id), so copies are cheap to compare and undo commands can
 * hold ids.
 */
struct Scenario
{
    ScenarioMetadata metadata;
    QString briefing;
    QString rulesetId;
    int rulesetVersion = 0;
    QMap<QString, QString> ruleOptions; ///< option id -> chosen value (only non-defaults)
    QString panelLibrary;
    QList<PanelPlacement> layout;
    /// A table board's battlefield (`table:`): set exactly when the scenario's board is a
    /// table, and then the hex parts (panels, terrain, roads, markers, zones) are empty.
    std::optional<TableLayout> table;
    TerrainOverrides terrain;
    QList<RoadLink> roadsAdded; ///< road links drawn on top of the panels' roads
    QList<RoadLink> roadsRemoved; ///< panel road links taken away
    /// Features on hex sides (`hexsides:`), each side once, by the ruleset's hexside index.
    Hexsides hexsides;
    /// Heights of hexes (`heights:`), 0 where none is given.
    HexHeights heights;
    QList<Marker> markers;
    QList<Zone> zones;
    QList<QStringList> alliances; ///< groups of colours that never fight and stack together
    QList<Side> sides;
    /// The scenario's own force constraints (scenario 14: "at most 4 combat cars"), checked
    /// like the ruleset's.
    QList<ForceConstraint> constraints;
    QList<ForceEntry> forces;
    QList<Reinforcement> reinforcements;
    QList<HiddenUnits> hidden;
    QList<VictoryCondition> victory;
    QList<SpecialRule> specialRules;
    GameLength gameLength;
    FirstPlayer firstPlayer; ///< a roll for the first move (`first_player:`), if any
    /**
     * The rule family's own facts about the whole scenario, stored like ForceEntry::family.
     * In the file the top-level `family_parts:` mapping (the top-level `family:` names the
     * ruleset's family).
     */
    QVariantMap family;
    FamilyPositions familyPositions; ///< where the values of family were written
    /// The JSON Schema the file named on its first line (io/schemacomment.h), written back as
    /// it was; empty for a new scenario, which names the installed schema. Not scenario data.
    QString schemaReference;

    const Side *findSide(const QString &id) const;
    const Zone *findZone(const QString &id) const;
    QStringList sideIds() const;
    QStringList zoneIds() const;
    QStringList forceIds() const;
    QStringList reinforcementIds() const;
    QStringList victoryIds() const;
    QStringList hiddenIds() const;
};

/// Equality of the scenario's parts as a user sees them (scenarioequality.cpp): where a part
/// was written in the file is left out. The document reports which ids changed with it, and
/// an undo step that edits a part back to its start is dropped.
#define HEXWRIGHT_EQUALITY(Type)                                                                   \
    bool operator==(const Type &a, const Type &b);                                                 \
    inline bool operator!=(const Type &a, const Type &b)                                           \
    {                                                                                              \
        return !(a == b);                                                                          \
    }
HEXWRIGHT_EQUALITY(PanelPlacement)
HEXWRIGHT_EQUALITY(Marker)
HEXWRIGHT_EQUALITY(Zone)
HEXWRIGHT_EQUALITY(MoraleStep)
HEXWRIGHT_EQUALITY(RallyThreshold)
HEXWRIGHT_EQUALITY(MoraleRule)
HEXWRIGHT_EQUALITY(MoraleBlock)
HEXWRIGHT_EQUALITY(Side)
HEXWRIGHT_EQUALITY(Placement)
HEXWRIGHT_EQUALITY(ForceEntry)
HEXWRIGHT_EQUALITY(EdgeSpec)
HEXWRIGHT_EQUALITY(Entry::Outcome)
HEXWRIGHT_EQUALITY(Entry)
HEXWRIGHT_EQUALITY(Reinforcement)
HEXWRIGHT_EQUALITY(VictoryCondition)
HEXWRIGHT_EQUALITY(HiddenUnits::Outcome)
HEXWRIGHT_EQUALITY(HiddenUnits)
HEXWRIGHT_EQUALITY(SpecialRule)
HEXWRIGHT_EQUALITY(GameLength)
HEXWRIGHT_EQUALITY(FirstPlayer)
HEXWRIGHT_EQUALITY(ScenarioMetadata)
#undef HEXWRIGHT_EQUALITY

/// The first id "<base>", "<base>-2", "<base>-3", ... not in @p taken: how every new zone,
/// side, reinforcement, victory condition and hidden units entry gets its id.
QString uniqueId(const QString &base, const QStringList &taken);

struct PanelLibrary;

/**
 * Digits per part of the scenario's hex labels: enough for the largest column or row of the
 * layout (panel sizes from @p panels), the painted terrain and every hex the scenario names,
 * at least 2. One width for the whole file keeps labels sortable and round trips stable.
 */
int labelDigits(const Scenario &scenario, const PanelLibrary *panels);

} // namespace hexwright
