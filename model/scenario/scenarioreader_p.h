// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the scenario reader, which is split over two files by subject:
// scenarioreader.cpp (the file, the map, zones, markers) and scenarioreader_forces.cpp
// (sides, forces, reinforcements, victory). Not part of the model's API.

#include "io/schemareader.h"
#include "io/yamltree.h"
#include "scenario/scenarioreader.h"
#include "scenario/victoryschema.h"

namespace hexwright {

class RulesetRegistry;

namespace detail {

extern const QStringList EdgeSides;

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
    /// `family:` and `board:`, which must be those of the ruleset.
    void readFamilyAndBoard(MappingReader &top);
    void readRuleOptions(const YamlNode *node);
    void readMap(const YamlNode *node);
    void readTerrainOverrides(const YamlNode *node);
    void readRoadEdits(const YamlNode *node);
    void readMarker(MappingReader &in);
    void readZone(MappingReader &in);
    void readAlliances(const YamlNode *node);
    void readSide(MappingReader &in);
    void readForce(MappingReader &in);
    std::optional<MoraleRule> readMoraleRule(MappingReader &in);
    void readHidden(MappingReader &in);
    void readReinforcement(MappingReader &in);
    std::optional<Entry> readEntry(const YamlNode *node, const QString &what, bool allowDieRoll);
    std::optional<EdgeSpec> readEdge(const YamlNode *node, const QString &name);
    void readVictory(MappingReader &in);
    std::optional<QVariant> readParameter(const ParamSpec &spec, const YamlNode *node,
                                          const QString &name);
    void readGameLength(const YamlNode *node);
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
};

} // namespace detail
} // namespace hexwright
