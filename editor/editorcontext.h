// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariodocument.h"
#include "io/diagnostic.h"

#include <QObject>
#include <QPointer>

class QAction;
class QActionGroup;
class QDockWidget;
class QIcon;
class QMainWindow;
class QMenu;
class QToolBar;

namespace hexwright {

class MapTool;
class MapView;
class RulesetRegistry;
class ScenarioDocument;

/**
 * What the editor's features share: the open document, the map view, the window's menus,
 * tool bars and docks. Each feature (panel assembly, terrain tools, minimap, ...) installs
 * itself through this in a file of its own, so MainWindow stays small (Tiled's action
 * handlers, one step further).
 */
class EditorContext : public QObject
{
    Q_OBJECT

public:
    EditorContext(QMainWindow *window, MapView *view, RulesetRegistry &registry);

    QMainWindow *window() const { return m_window; }
    MapView *view() const { return m_view; }
    RulesetRegistry &registry() const { return m_registry; }
    /// The open scenario, or null.
    ScenarioDocument *document() const { return m_document; }
    void setDocument(ScenarioDocument *document);

    /// A menu of the menu bar by object name: "fileMenu", "editMenu", "viewMenu", "mapMenu",
    /// "scenarioMenu", "toolsMenu", "helpMenu".
    QMenu *menu(const QString &objectName) const;
    QToolBar *toolsToolBar() const { return m_toolsBar; }
    void setToolsToolBar(QToolBar *bar) { m_toolsBar = bar; }

    /// Adds a tool to the Tools menu and tool bar; its action is checkable and exclusive.
    /// The map tools so far all work on hexes: they are disabled while a table scenario is
    /// open (see addHexOnly()).
    void addTool(MapTool *tool);
    QList<MapTool *> tools() const { return m_tools; }
    MapTool *activeTool() const { return m_activeTool; }
    /// Makes @p tool the one that gets the mouse; refused (nothing changes) while a table
    /// scenario is open, since every tool works on hexes.
    void activateTool(MapTool *tool);

    /// Whether the open scenario is played on a table rather than a hex map.
    bool onTable() const;
    /**
     * Marks @p action as working on hex maps only: disabled, with a tool tip that says why,
     * while a table scenario is open, and as its feature leaves it otherwise. Done through
     * the action's group (a group of its own if it has none), so the feature's own
     * setEnabled() calls cannot undo it.
     */
    void addHexOnly(QAction *action);
    /// Marks a dock as working on hex maps only: its contents are disabled, with a tool tip
    /// that says why, while a table scenario is open.
    void addHexOnly(QDockWidget *dock);
    /// The mirror of addHexOnly() for the table tools (editor/table/): disabled, with a tool
    /// tip that says why, unless a table scenario is open.
    void addTableOnly(QAction *action);
    void addTableOnly(QDockWidget *dock);
    /// Adds a tool that works on a table only (drawing and editing terrain pieces) to the
    /// Tools menu and tool bar, exclusive with the others; activateTool() refuses it on a hex
    /// map, and it is put away when a hex scenario opens.
    void addTableTool(MapTool *tool);
    QList<MapTool *> tableTools() const { return m_tableTools; }

    /// Adds a dock on @p area and its toggle, with @p icon, to the View menu; the dock needs an
    /// object name so its place is restored on the next start.
    void addDock(QDockWidget *dock, Qt::DockWidgetArea area, const QIcon &icon);

    /// Shows a message in the status bar for a few seconds.
    void showStatus(const QString &message, int timeoutMs = 4000) const;

    /// What the rules engine found wrong with the open scenario at its last check, each
    /// problem with its side, subject and hexes where known (the validation feature keeps it
    /// current after every edit; features mark what they show with it).
    const Diagnostics &diagnostics() const { return m_diagnostics; }
    void setDiagnostics(const Diagnostics &diagnostics);

Q_SIGNALS:
    /// Another document was opened, created or closed (then null).
    void documentChanged(hexwright::ScenarioDocument *document);
    void activeToolChanged(hexwright::MapTool *tool);
    /// The scenario was checked again (after an edit, or another document).
    void diagnosticsChanged(const hexwright::Diagnostics &diagnostics);

private:
    /// Disables or enables the hex-only and table-only actions, tools and docks for the open
    /// document.
    void applyBoardKind();
    void addOnly(QAction *action, QActionGroup *&ownGroup, QList<QPointer<QActionGroup>> &groups,
                 const char *groupName);

    QMainWindow *m_window;
    MapView *m_view;
    RulesetRegistry &m_registry;
    QPointer<ScenarioDocument> m_document;
    QToolBar *m_toolsBar = nullptr;
    QList<MapTool *> m_tools;
    MapTool *m_activeTool = nullptr;
    MapTool *m_toolBeforeTable = nullptr; ///< given back when a hex scenario is open again
    QList<QPointer<QActionGroup>> m_hexOnlyGroups;
    QActionGroup *m_hexOnlyActions = nullptr; ///< hex-only actions that had no group
    QList<QPointer<QDockWidget>> m_hexOnlyDocks;
    QList<MapTool *> m_tableTools;
    QList<QPointer<QActionGroup>> m_tableOnlyGroups;
    QActionGroup *m_tableOnlyActions = nullptr; ///< table-only actions that had no group
    QList<QPointer<QDockWidget>> m_tableOnlyDocks;
    Diagnostics m_diagnostics;
};

// Each feature of the editor installs itself from its own file.
void installPanelAssembly(EditorContext &context); ///< panelassembly.cpp
void installTerrainTools(EditorContext &context); ///< terraintools.cpp
void installHexsideTools(EditorContext &context); ///< hexsides/hexsidetools.cpp: sides, heights
void installMinimap(EditorContext &context); ///< minimapdock.cpp
void installPanelEditor(EditorContext &context); ///< paneleditor.cpp
void installRoster(EditorContext &context); ///< roster/rosterdock.cpp
void installSides(EditorContext &context); ///< sides.cpp: sides, morale, alliances, properties
void installSetup(EditorContext &context); ///< setup.cpp: zones, presets, placing units
void installSchedule(EditorContext &context); ///< schedule.cpp: reinforcements, game length
void installVictory(EditorContext &context); ///< victory.cpp: victory, markers, hidden units
void installSamples(EditorContext &context); ///< samples.cpp: File > Open Sample
void installPrint(EditorContext &context); ///< print.cpp: export, print and print preview
void installPlaytest(EditorContext &context); ///< playtest.cpp: Scenario > Playtest
void installTableTools(EditorContext &context); ///< table/tabletools.cpp: terrain pieces
void installCharts(EditorContext &context); ///< charts/chartsaction.cpp: the Charts editor
class ValidationController;
/// validation.cpp: the Problems dock, live checks, problem markers on the map
ValidationController *installValidation(EditorContext &context);

} // namespace hexwright
