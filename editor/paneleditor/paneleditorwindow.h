// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "map/panel.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QComboBox;
class QLabel;
class QUndoGroup;

namespace hexwright {

class EditorContext;
class MapView;
class RulesetRegistry;
class ScenarioDocument;
struct Ruleset;

/**
 * The panel editor: a window of its own that edits the panels of a library, not a scenario.
 *
 * The panel on screen is a one-panel ScenarioDocument (panelEditScenario()) shown in its own
 * MapView, and the same map features as the main window (terrain tools, minimap) install
 * themselves into the window's own EditorContext, so painting, filling and drawing roads
 * work exactly as in a scenario. Edits become part of the panel (applyPanelEdits()) when the
 * user switches to another panel and keeps them, or saves: Save Panel Library writes
 * <RulesetRegistry::userPanelsPath()>/<id>.panels.yaml, which from then on replaces the
 * bundled library for every scenario opened or created (the registry is told to reload it).
 *
 * The window keeps copies of the ruleset and the library, so it never depends on what the
 * main window has loaded.
 */
class PanelEditorWindow : public QMainWindow
{
    Q_OBJECT

public:
    PanelEditorWindow(RulesetRegistry &registry, const Ruleset &ruleset,
                      const PanelLibrary &library, QWidget *parent = nullptr);
    ~PanelEditorWindow() override;

    /// The library as it would be saved without the edits of the panel on screen.
    const PanelLibrary &library() const { return m_library; }
    QString currentPanelId() const;
    /// The panel on screen with its edits.
    Panel editedPanel() const;
    ScenarioDocument *document() const { return m_document.get(); }
    MapView *mapView() const { return m_view; }
    EditorContext *context() const { return m_context; }
    /// Where Save Panel Library writes: the user's panels folder, <library id>.panels.yaml.
    QString libraryFilePath() const;
    /// Edits not saved yet, on the panel on screen or kept from other panels.
    bool isModified() const;

public Q_SLOTS:
    /// Shows panel @p id, asking first whether to keep the edits of the panel on screen;
    /// false if the user cancelled or there is no such panel.
    bool openPanel(const QString &id);
    /// Keeps the edits of the panel on screen and writes the library; false on failure.
    bool savePanelLibrary();
    /// Forgets the unsaved edits of the panel on screen (after asking).
    void revertPanel();
    /// Deletes the saved library so the bundled one is used again (after asking).
    void restoreBundledLibrary();
    /// Asks what to do with unsaved edits (save, discard, cancel); false if cancelled.
    bool maybeSave();

Q_SIGNALS:
    /// The library was written to @p path.
    void librarySaved(const QString &path);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenusAndBars();
    void showPanel(int index);
    void keepEdits();
    int currentIndex() const;
    void updateTitle();
    QString panelDescription(const Panel &panel) const;

    RulesetRegistry &m_registry;
    std::unique_ptr<Ruleset> m_ruleset;
    PanelLibrary m_library; ///< the library with the edits kept so far
    std::unique_ptr<PanelLibrary> m_base; ///< the library the document was made from
    std::unique_ptr<ScenarioDocument> m_document;
    bool m_libraryModified = false; ///< edits kept from panels no longer on screen

    MapView *m_view = nullptr;
    EditorContext *m_context = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_hexLabel = nullptr;
    QComboBox *m_panelCombo = nullptr;

    QAction *m_saveAction = nullptr;
    QAction *m_revertAction = nullptr;
    QAction *m_restoreAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_previousAction = nullptr;
    QAction *m_nextAction = nullptr;
    QAction *m_fitAction = nullptr;
    QList<QAction *> m_viewActions;
};

} // namespace hexwright
