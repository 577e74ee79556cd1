// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "document/scenariodocument.h"

#include "board/hexboard.h"
#include "board/tableboard.h"
#include "edit/sideedits.h"
#include "edit/tableareaedits.h"
#include "io/schemacomment.h"
#include "map/panel.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "scenario/scenarioreader.h"
#include "scenario/scenariowriter.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QUndoStack>

namespace hexwright {

namespace {

/// What a table scenario has for a panel library: none, but the document keeps a reference.
const PanelLibrary &noPanels()
{
    static const PanelLibrary none;
    return none;
}

} // namespace

ScenarioDocument::ScenarioDocument(std::unique_ptr<Scenario> scenario, const Ruleset &ruleset,
                                   const PanelLibrary &panels, QObject *parent)
    : QObject(parent)
    , m_scenario(std::move(scenario))
    , m_ruleset(ruleset)
    , m_panels(panels)
    , m_map(HexMap::compose(*m_scenario, panels))
    , m_undoStack(new QUndoStack(this))
{
    rebuildBoard();
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

ScenarioDocument::~ScenarioDocument() = default;

void ScenarioDocument::rebuildBoard()
{
    if (m_scenario->table)
        m_board = std::make_unique<TableBoard>(*m_scenario->table);
    else if (!m_board || m_board->kind() != BoardKind::Hex)
        m_board = std::make_unique<HexBoard>(m_map, m_ruleset); // follows m_map's recomposing
}

std::unique_ptr<ScenarioDocument>
ScenarioDocument::load(const QString &path, RulesetRegistry &registry, Diagnostics &diagnostics)
{
    LoadedScenario loaded = loadScenario(path, QFileInfo(path).fileName(), registry, diagnostics);
    // A table scenario needs no panel library.
    if (!loaded.scenario || !loaded.ruleset || (!loaded.panels && !loaded.scenario->table))
        return nullptr;
    const PanelLibrary &panels = loaded.panels ? *loaded.panels : noPanels();
    auto document
        = std::make_unique<ScenarioDocument>(std::move(loaded.scenario), *loaded.ruleset, panels);
    document->m_filePath = QFileInfo(path).absoluteFilePath();
    return document;
}

namespace {

/**
 * A new table scenario's table and sides: the table of @p options, else the family's (6 x 4 ft
 * for a family that names none), two sides in the ruleset's first colours, and, when asked
 * for, the family's objective markers and deployment areas on it.
 */
void setUpNewTable(Scenario &scenario, const Ruleset &ruleset, const NewScenarioOptions &options)
{
    TableLayout layout;
    const FamilyRules *family = ruleset.familyRules.get();
    const QSizeF familySize = family
        ? family->defaultTableSize()
        : QSizeF(toMillimetres(72, LengthUnit::Inch), toMillimetres(48, LengthUnit::Inch));
    layout.unit
        = options.tableUnit.value_or(family ? family->defaultTableUnit() : LengthUnit::Inch);
    layout.size = options.tableSize.value_or(familySize);
    scenario.table = layout;
    for (int i = 0; i < 2; ++i) {
        if (std::optional<Side> side = newSide(scenario, ruleset.colourIds()))
            scenario.sides.append(*side);
    }
    if (options.standardAreas) {
        TableLayout &table = *scenario.table;
        table = setObjectives(table, standardObjectives(scenario, ruleset));
        table = setDeployment(table, standardDeployment(scenario, ruleset));
    }
}

} // namespace

std::unique_ptr<ScenarioDocument> ScenarioDocument::createNew(const QString &rulesetId,
                                                              RulesetRegistry &registry,
                                                              Diagnostics &diagnostics,
                                                              const NewScenarioOptions &options)
{
    const Ruleset *ruleset = registry.ruleset(rulesetId, diagnostics);
    if (!ruleset)
        return nullptr;
    const bool table = ruleset->board == BoardKind::Table;
    const PanelLibrary *panels
        = table ? &noPanels() : registry.panelLibrary(rulesetId, *ruleset, diagnostics);
    if (!panels)
        return nullptr;
    auto scenario = std::make_unique<Scenario>();
    scenario->metadata.title = QCoreApplication::translate("ScenarioDocument", "Untitled scenario");
    scenario->metadata.players = 2;
    scenario->rulesetId = ruleset->id;
    scenario->rulesetVersion = ruleset->version;
    scenario->panelLibrary = panels->id;
    if (table)
        setUpNewTable(*scenario, *ruleset, options);
    scenario->gameLength.turns = ruleset->turnRecord.last;
    return std::make_unique<ScenarioDocument>(std::move(scenario), *ruleset, *panels);
}

QString ScenarioDocument::displayName() const
{
    if (m_filePath.isEmpty())
        return QCoreApplication::translate("ScenarioDocument", "Untitled");
    return QFileInfo(m_filePath).fileName();
}

bool ScenarioDocument::isModified() const
{
    return !m_undoStack->isClean();
}

QByteArray ScenarioDocument::serialize() const
{
    return writeScenario(*m_scenario, m_ruleset, m_scenario->table ? nullptr : &m_panels);
}

bool ScenarioDocument::save(const QString &path, QString *errorMessage)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    // A file saved elsewhere names its schema from there (a sample's relative reference
    // would point nowhere beside the user's copy).
    const QString reference = m_scenario->schemaReference;
    if (absolute != m_filePath)
        m_scenario->schemaReference = movedSchemaReference(reference, m_filePath, absolute);
    if (!saveScenario(path, *m_scenario, m_ruleset, m_scenario->table ? nullptr : &m_panels,
                      errorMessage)) {
        m_scenario->schemaReference = reference;
        return false;
    }
    if (absolute != m_filePath) {
        m_filePath = absolute;
        Q_EMIT filePathChanged(m_filePath);
    }
    m_undoStack->setClean();
    return true;
}

QList<TerrainChange> ScenarioDocument::setTerrain(const QList<TerrainChange> &changes)
{
    QList<TerrainChange> previous;
    previous.reserve(changes.size());
    QList<OffsetCoord> hexes;
    hexes.reserve(changes.size());
    bool outsideMap = false;
    for (const TerrainChange &change : changes) {
        previous.append({change.hex, m_scenario->terrain.at(change.hex)});
        m_scenario->terrain.set(change.hex, change.terrain);
        if (m_map.inBounds(change.hex))
            m_map.applyOverride(change.hex, change.terrain);
        else
            outsideMap = true;
        hexes.append(change.hex);
    }
    if (outsideMap) {
        // Painting beyond the panels grows the map: assemble it again.
        m_map = HexMap::compose(*m_scenario, m_panels);
        Q_EMIT layoutChanged();
    } else {
        Q_EMIT terrainChanged(hexes);
    }
    return previous;
}

void ScenarioDocument::setLayout(const QList<PanelPlacement> &layout)
{
    m_scenario->layout = layout;
    m_map = HexMap::compose(*m_scenario, m_panels);
    Q_EMIT layoutChanged();
}

void ScenarioDocument::setTable(const TableLayout &table)
{
    if (!m_scenario->table)
        return;
    m_scenario->table = table;
    rebuildBoard();
    Q_EMIT tableChanged();
}

void ScenarioDocument::setRoadEdits(const QList<RoadLink> &added, const QList<RoadLink> &removed)
{
    m_scenario->roadsAdded = added;
    m_scenario->roadsRemoved = removed;
    m_map = HexMap::compose(*m_scenario, m_panels);
    Q_EMIT roadsChanged();
}

void ScenarioDocument::setHexsides(const Hexsides &hexsides)
{
    m_scenario->hexsides = hexsides;
    m_map.setHexsides(hexsides);
    Q_EMIT hexsidesChanged();
}

void ScenarioDocument::setHeights(const HexHeights &heights)
{
    m_scenario->heights = heights;
    m_map.setHeights(heights);
    Q_EMIT heightsChanged();
}

void ScenarioDocument::setMetadata(const ScenarioMetadata &metadata, const QString &briefing)
{
    m_scenario->metadata = metadata;
    m_scenario->briefing = briefing;
    Q_EMIT metadataChanged();
}

void ScenarioDocument::setSides(const QList<Side> &sides)
{
    const IdChanges changes = idChanges(m_scenario->sides, sides);
    m_scenario->sides = sides;
    Q_EMIT sidesChanged(changes);
}

void ScenarioDocument::setForces(const QList<ForceEntry> &forces)
{
    const IdChanges changes = idChanges(m_scenario->forces, forces);
    m_scenario->forces = forces;
    Q_EMIT forcesChanged(changes);
}

void ScenarioDocument::setZones(const QList<Zone> &zones)
{
    const IdChanges changes = idChanges(m_scenario->zones, zones);
    m_scenario->zones = zones;
    Q_EMIT zonesChanged(changes);
}

void ScenarioDocument::setGameLength(const GameLength &length)
{
    m_scenario->gameLength = length;
    Q_EMIT gameLengthChanged();
}

void ScenarioDocument::setMarkers(const QList<Marker> &markers)
{
    m_scenario->markers = markers;
    Q_EMIT markersChanged();
}

void ScenarioDocument::setAlliances(const QList<QStringList> &alliances)
{
    m_scenario->alliances = alliances;
    Q_EMIT alliancesChanged();
}

void ScenarioDocument::setReinforcements(const QList<Reinforcement> &reinforcements)
{
    const IdChanges changes = idChanges(m_scenario->reinforcements, reinforcements);
    m_scenario->reinforcements = reinforcements;
    Q_EMIT reinforcementsChanged(changes);
}

void ScenarioDocument::setHidden(const QList<HiddenUnits> &hidden)
{
    const IdChanges changes = idChanges(m_scenario->hidden, hidden);
    m_scenario->hidden = hidden;
    Q_EMIT hiddenChanged(changes);
}

void ScenarioDocument::setVictory(const QList<VictoryCondition> &victory)
{
    const IdChanges changes = idChanges(m_scenario->victory, victory);
    m_scenario->victory = victory;
    Q_EMIT victoryChanged(changes);
}

void ScenarioDocument::setSpecialRules(const QList<SpecialRule> &specialRules)
{
    const IdChanges changes = idChanges(m_scenario->specialRules, specialRules);
    m_scenario->specialRules = specialRules;
    Q_EMIT specialRulesChanged(changes);
}

void ScenarioDocument::setFamily(const QVariantMap &family)
{
    m_scenario->family = family;
    Q_EMIT familyChanged();
}

void ScenarioDocument::replaceScenario(const Scenario &scenario)
{
    const Scenario before = *m_scenario;
    *m_scenario = scenario;
    m_map = HexMap::compose(*m_scenario, m_panels);
    rebuildBoard();
    Q_EMIT layoutChanged();
    Q_EMIT roadsChanged();
    Q_EMIT hexsidesChanged();
    Q_EMIT heightsChanged();
    Q_EMIT metadataChanged();
    Q_EMIT markersChanged();
    Q_EMIT zonesChanged(idChanges(before.zones, m_scenario->zones));
    Q_EMIT alliancesChanged();
    Q_EMIT sidesChanged(idChanges(before.sides, m_scenario->sides));
    Q_EMIT forcesChanged(idChanges(before.forces, m_scenario->forces));
    Q_EMIT reinforcementsChanged(idChanges(before.reinforcements, m_scenario->reinforcements));
    Q_EMIT hiddenChanged(idChanges(before.hidden, m_scenario->hidden));
    Q_EMIT victoryChanged(idChanges(before.victory, m_scenario->victory));
    Q_EMIT specialRulesChanged(idChanges(before.specialRules, m_scenario->specialRules));
    Q_EMIT familyChanged();
    Q_EMIT gameLengthChanged();
}

} // namespace hexwright
