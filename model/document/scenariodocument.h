// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/idchanges.h"
#include "io/diagnostic.h"
#include "map/hexmap.h"
#include "scenario/scenario.h"

#include <QObject>

#include <memory>

class QUndoStack;

namespace hexwright {

class Board;
class RulesetRegistry;
struct PanelLibrary;
struct Ruleset;

/// One hex's painted terrain: a terrain index, or NoTerrain for "not painted".
struct TerrainChange
{
    OffsetCoord hex;
    quint8 terrain = NoTerrain;
};

/**
 * What File > New settles beyond the ruleset, for a table scenario (a hex scenario has no use
 * for it). Unset fields take the family's answers: its table size and unit
 * (FamilyRules::defaultTableSize(), defaultTableUnit()).
 */
struct NewScenarioOptions
{
    std::optional<QSizeF> tableSize; ///< mm
    std::optional<LengthUnit> tableUnit;
    /// Whether the family's standard objective markers and deployment areas are placed
    /// (FamilyRules::standardObjectives(), standardDeployment()).
    bool standardAreas = false;
};

/**
 * An open scenario: owns the Scenario, the map assembled from it, its Board and the
 * QUndoStack.
 *
 * The document is the only thing that changes a scenario, and only undo commands call its
 * mutators, so every edit can be undone and every view hears about it through the
 * fine-grained signals below (Tiled's MapDocument is the model). Views and docks listen;
 * they never write to the scenario themselves.
 */
class ScenarioDocument : public QObject
{
    Q_OBJECT

public:
    ScenarioDocument(std::unique_ptr<Scenario> scenario, const Ruleset &ruleset,
                     const PanelLibrary &panels, QObject *parent = nullptr);
    ~ScenarioDocument() override;

    /// Opens a scenario file; null with the reasons in @p diagnostics if it has errors.
    static std::unique_ptr<ScenarioDocument> load(const QString &path, RulesetRegistry &registry,
                                                  Diagnostics &diagnostics);
    /**
     * A blank scenario for @p rulesetId with its panel library of the same id; untitled,
     * no panels yet, game length the ruleset's full turn record. A table scenario gets the
     * table of @p options (by default the family's) and two sides, Side 1 and Side 2 in the
     * ruleset's first two colours, ready for the table's deployment areas.
     */
    static std::unique_ptr<ScenarioDocument> createNew(const QString &rulesetId,
                                                       RulesetRegistry &registry,
                                                       Diagnostics &diagnostics,
                                                       const NewScenarioOptions &options = {});

    const Scenario &scenario() const { return *m_scenario; }
    const Ruleset &ruleset() const { return m_ruleset; }
    const PanelLibrary &panels() const { return m_panels; }
    /// The hex map assembled from the panels: empty for a table scenario.
    const HexMap &map() const { return m_map; }
    /**
     * The scenario's board, what views, renderers and checks ask first: a HexBoard over
     * map() for a hex scenario, a TableBoard over Scenario::table for a table scenario.
     * The reference stays valid for the document's life on a hex board (the map is
     * recomposed in place); a table board is made anew when the table or the whole scenario
     * changes (tableChanged(), layoutChanged()), so ask again after those signals.
     */
    const Board &board() const { return *m_board; }
    QUndoStack *undoStack() const { return m_undoStack; }

    QString filePath() const { return m_filePath; }
    /// The file name, or "Untitled" for a scenario never saved.
    QString displayName() const;
    bool isModified() const;
    /// The scenario in canonical file form.
    QByteArray serialize() const;
    /// Saves atomically to @p path; on success the path becomes the document's and the
    /// undo stack is marked clean.
    bool save(const QString &path, QString *errorMessage);

    // --- Mutators. Called by the undo commands in model/commands only. -------------------

    /// Paints (or unpaints) hexes; returns each changed hex's previous value, in order.
    QList<TerrainChange> setTerrain(const QList<TerrainChange> &changes);
    void setLayout(const QList<PanelPlacement> &layout);
    /// A table scenario's battlefield (pieces, objectives, deployment areas, size); the
    /// board is made anew. Ignored for a hex scenario.
    void setTable(const TableLayout &table);
    void setRoadEdits(const QList<RoadLink> &added, const QList<RoadLink> &removed);
    /// The features on hex sides (Scenario::hexsides); the map takes them at once.
    void setHexsides(const Hexsides &hexsides);
    /// The heights of hexes (Scenario::heights); the map takes them at once.
    void setHeights(const HexHeights &heights);
    void setMetadata(const ScenarioMetadata &metadata, const QString &briefing);
    void setSides(const QList<Side> &sides);
    void setForces(const QList<ForceEntry> &forces);
    void setZones(const QList<Zone> &zones);
    void setGameLength(const GameLength &length);
    void setMarkers(const QList<Marker> &markers);
    void setAlliances(const QList<QStringList> &alliances);
    void setReinforcements(const QList<Reinforcement> &reinforcements);
    void setHidden(const QList<HiddenUnits> &hidden);
    void setVictory(const QList<VictoryCondition> &victory);
    void setSpecialRules(const QList<SpecialRule> &rules);
    /// The rule family's own facts about the whole scenario (Scenario::family).
    void setFamily(const QVariantMap &family);
    /// Everything at once (the map assembled anew); every part's signal is emitted.
    void replaceScenario(const Scenario &scenario);

Q_SIGNALS:
    /// The terrain of these hexes changed (painting, undo of painting).
    void terrainChanged(const QList<hexwright::OffsetCoord> &hexes);
    /// The panels were placed, moved, turned or removed: the map was assembled anew.
    void layoutChanged();
    /// A table scenario's layout changed (setTable()): board() is a new TableBoard.
    void tableChanged();
    void roadsChanged();
    /// Hexside features were painted, erased or undone.
    void hexsidesChanged();
    /// Heights of hexes changed.
    void heightsChanged();
    void metadataChanged();
    /// The parts with ids: which ids came, went or changed (idchanges.h).
    void sidesChanged(const hexwright::IdChanges &changes);
    void forcesChanged(const hexwright::IdChanges &changes);
    void zonesChanged(const hexwright::IdChanges &changes);
    void gameLengthChanged();
    void markersChanged();
    void alliancesChanged();
    void reinforcementsChanged(const hexwright::IdChanges &changes);
    void hiddenChanged(const hexwright::IdChanges &changes);
    void victoryChanged(const hexwright::IdChanges &changes);
    void specialRulesChanged(const hexwright::IdChanges &changes);
    /// Scenario::family changed (a force entry's family facts come with forcesChanged()).
    void familyChanged();
    void filePathChanged(const QString &path);
    void modifiedChanged(bool modified);

private:
    /// Makes board() again for the scenario as it is now.
    void rebuildBoard();

    std::unique_ptr<Scenario> m_scenario;
    const Ruleset &m_ruleset;
    const PanelLibrary &m_panels;
    HexMap m_map;
    std::unique_ptr<Board> m_board;
    QUndoStack *m_undoStack;
    QString m_filePath;
};

/**
 * Connects @p slot of @p receiver to each of the document's @p changeSignals, which may
 * carry different payloads (a view that redraws on any of them ignores what changed).
 */
template<typename Receiver, typename Slot, typename... Signals>
void connectEach(const ScenarioDocument *document, const Receiver *receiver, Slot slot,
                 Signals... changeSignals)
{
    (QObject::connect(document, changeSignals, receiver, slot), ...);
}

} // namespace hexwright
