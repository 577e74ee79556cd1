// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the scenario reader, which is split over two files by subject:
// scenarioreader.cpp (the file, the map or the table, zones, markers) and
// scenarioreader_forces.cpp (sides, forces, reinforcements, victory). Not part of the
// model's API.

#include "io/schemareader.h"
#include "io/yamltree.h"
#include "scenario/scenarioreader.h"
#include "scenario/victoryschema.h"

namespace hexwright {

class RulesetRegistry;

namespace detail {

extern const QStringList EdgeSides;

/// The value of @p key in mapping @p node, or null.
const YamlNode *valueOfKey(const YamlNode *node, const char *key);
/// The key node of @p key in mapping @p node (where a message about the whole entry points),
/// or null.
const YamlNode *keyOfKey(const YamlNode *node, const char *key);

class ScenarioReader
{
public:
    ScenarioReader(ReadContext &context, RulesetRegistry &registry, LoadedScenario &out)
        : m_context(context)
        , m_registry(registry)
        , m_out(out)
        , m_s(*out.scenario)
    { }

    void read(const YamlNode *root);

private:
    SourcePosition positionOf(const YamlNode *node) const
    {
        return node ? SourcePosition {node->line, node->column} : SourcePosition {};
    }

    void readMetadata(const YamlNode *node);
    void readRulesetRef(const YamlNode *node);
    /// `family:` and `board:`, which must be those of the ruleset; the board as the file
    /// names it, or nothing when it cannot be read.
    std::optional<BoardKind> readFamilyAndBoard(MappingReader &top);
    bool isTable() const { return m_board == BoardKind::Table; }
    /// What a zone reference names in messages: on a table, a deployment area.
    QString zoneKind() const
    {
        return isTable() ? QStringLiteral("deployment area") : QStringLiteral("zone");
    }
    /// `table:`, a table board's battlefield (in place of `map:`).
    void readTable(const YamlNode *node);
    /// Reports @p key of mapping @p in, a part of the other board kind than the scenario's,
    /// at its key: @p message says where the thing belongs instead.
    void reportWrongBoard(MappingReader &in, const char *key, const QString &message);
    /// A force placed at a point of the table (`at: [x, y]` in the table's unit).
    std::optional<TablePoint> readPoint(const YamlNode *node, const QString &name);
    void readRuleOptions(const YamlNode *node);
    void readMap(const YamlNode *node);
    void readTerrainOverrides(const YamlNode *node);
    void readRoadEdits(const YamlNode *node);
    /// `hexsides:` of the map (scenarioreader_hexsides.cpp): each side once, by type id.
    void readHexsides(const YamlNode *node);
    /// `heights:` of the map: groups of hexes of one height.
    void readHeights(const YamlNode *node);
    /// The map's numbering: the panel library's, else the ruleset's orientation.
    OffsetSystem mapOffsets() const;
    void readMarker(MappingReader &in);
    void readZone(MappingReader &in);
    /// A zone's `preset:`, the book's wording it was made from.
    std::optional<ZonePreset> readZonePreset(MappingReader &in);
    void readAlliances(const YamlNode *node);
    void readSide(MappingReader &in);
    void readForce(MappingReader &in);
    std::optional<MoraleRule> readMoraleRule(MappingReader &in);
    void readHidden(MappingReader &in);
    void readReinforcement(MappingReader &in);
    std::optional<Entry> readEntry(const YamlNode *node, const QString &what, bool allowDieRoll);
    /// An edge; @p allowAnchor: a reinforcement's entry, which may name an anchor hex and a
    /// direction along the edge.
    std::optional<EdgeSpec> readEdge(const YamlNode *node, const QString &name,
                                     bool allowAnchor = false);
    /// A family map (`family:` of a force entry, `family_parts:` of the scenario) into @p out,
    /// each value's position into @p positions (scenarioreader_family.cpp).
    void readFamilyValues(const YamlNode *node, const QString &name, QVariantMap &out,
                          FamilyPositions &positions);
    /// One value of a family map at @p path: a scalar as text, a sequence as a list, a mapping
    /// as a map.
    QVariant readFamilyValue(const YamlNode *node, const QString &name, const QString &path,
                             FamilyPositions &positions);
    void readVictory(MappingReader &in);
    std::optional<QVariant> readParameter(const ParamSpec &spec, const YamlNode *node,
                                          const QString &name);
    /// `game_length:` and `first_player:` (scenarioreader_turns.cpp).
    void readGameLength(const YamlNode *node);
    void readFirstPlayer(const YamlNode *node);
    void readSpecialRule(MappingReader &in);
    void readEffect(MappingReader &in, RuleEffect &effect);
    /// The kind named by @p kindNode among @p kinds, and its parameters into @p parameters;
    /// null when the kind is unknown (the mapping's keys are then accepted unchecked).
    const ParamKind *readKindParameters(MappingReader &in, const YamlNode *kindNode,
                                        const QList<ParamKind> &kinds, const QStringList &ids,
                                        QVariantMap &parameters);
    /// Panel ids checked against the panel library when it is available.
    QStringList readPanels(const YamlNode *node, const QString &name);

    std::optional<OffsetCoord> readHex(const YamlNode *node, const QString &name);
    QList<OffsetCoord> readHexes(const YamlNode *node, const QString &name);
    std::optional<QString> readRef(const YamlNode *node, const QString &name, const QString &kind,
                                   const KnownIds &known)
    {
        return hexwright::readRef(m_context, node, name, kind, known);
    }
    QStringList readRefs(const YamlNode *node, const QString &name, const QString &kind,
                         const KnownIds &known)
    {
        return hexwright::readRefs(m_context, node, name, kind, known);
    }
    std::optional<QString> readColourRef(const YamlNode *node, const QString &name);
    std::optional<QString> readMultilineText(const YamlNode *node, const QString &name);

    ReadContext &m_context;
    RulesetRegistry &m_registry;
    LoadedScenario &m_out;
    Scenario &m_s;

    /// Reports a map larger than the maximum at @p at, once per file; @p columns x @p rows
    /// is the bounding box so far. Returns whether the map is still within the maximum.
    bool checkMapSize(const YamlNode *at, qint64 columns, qint64 rows);

    // Ids known up front; empty lists from an unavailable ruleset suppress cascades.
    KnownIds m_zoneIds, m_sideIds, m_reinforcementIds, m_victoryIds;
    // The ruleset's and panel library's ids, hashed once rather than listed per reference.
    KnownIds m_unitTypeIds, m_terrainIds, m_colourIds, m_markerIds, m_purchaseOptionIds;
    KnownIds m_panelIds;
    bool m_mapTooLarge = false; ///< reported already
    bool m_haveRuleset = false;
    bool m_havePanels = false;
    /// The ruleset's board, else the one the file names (`board:`). On a table board the
    /// zone ids above are the table's deployment area ids.
    BoardKind m_board = BoardKind::Hex;
    /// The table's unit and size as far as they could be read, for the forces' points.
    LengthUnit m_tableUnit = LengthUnit::Inch;
};

} // namespace detail
} // namespace hexwright
