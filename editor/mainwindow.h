// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "io/diagnostic.h"

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QUndoGroup;

namespace hexwright {

class DocumentKeeper;
class EditorContext;
class MapView;
class RulesetRegistry;
class ScenarioDocument;
class ValidationController;
struct NewScenarioOptions;
struct RecoveryCandidate;

/**
 * Hexwright's main window: the map view in the middle, docks around it, the hex under the
 * cursor in the status bar.
 *
 * The window owns the open ScenarioDocument and the file commands (new, open, save, close
 * with an unsaved-changes prompt, recent files, dropping a file); the editing features
 * install themselves through an EditorContext from their own files. A file that cannot be
 * opened never replaces the scenario on screen: its problems are listed and the old map stays.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Loads @p path (a file or a ":/" resource) and shows it; false if it could not be
    /// shown, the reasons being listed in the problems dock. Asks first about unsaved changes.
    bool openFile(const QString &path);
    /// Opens the demo scenario compiled into Hexwright.
    bool openDemo();
    /// Starts a blank scenario for @p rulesetId, without asking; false if the ruleset is
    /// unknown or broken.
    bool newScenario(const QString &rulesetId);
    /// As newScenario(), with the table size, unit and presets of File > New's dialog.
    bool newScenario(const QString &rulesetId, const NewScenarioOptions &options);
    /// The file on screen, or an empty string (no document, or one never saved).
    QString currentFile() const;
    ScenarioDocument *document() const { return m_document.get(); }
    EditorContext *context() const { return m_context; }
    /// Where scenarios find their rulesets and panel libraries (hexwright --data adds
    /// folders, as hexwright-cli --data does).
    RulesetRegistry &registry() const { return *m_registry; }

    MapView *mapView() const { return m_view; }
    QDockWidget *problemsDock() const;
    ValidationController *validation() const { return m_validation; }
    /// The problems listed in the dock, as shown: "line:col severity[code] message".
    QStringList problems() const;
    /// The recent files, newest first.
    QStringList recentFiles() const;
    /// Saves the scenario to @p path without asking (Save As without the dialog); errors are
    /// shown in a message box and the document stays modified.
    bool saveToFile(const QString &path);
    /// Opens the unsaved work a crashed Hexwright left in @p candidate, as a modified
    /// document (see recoverDocument()). Asks first about unsaved changes.
    bool recoverFile(const RecoveryCandidate &candidate);
    /// The file watch, the check before overwriting and the autosave of this window.
    DocumentKeeper *keeper() const { return m_keeper; }

public Q_SLOTS:
    void newFile();
    void open();
    bool save();
    bool saveAs();
    /// Closes the scenario; false if the user cancelled at the unsaved-changes prompt.
    bool closeFile();
    void about();
    /// Edit > Preferences.
    void showPreferences();

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createToolBars();
    void createDocks();
    void setDocument(std::unique_ptr<ScenarioDocument> document);
    /// Reads the document's file again without asking (the user chose Reload).
    bool reloadFile();
    /// Asks what to do with unsaved changes; false if the user cancelled.
    bool maybeSave();
    /// Lists why a file could not be opened or a scenario started, and shows the list.
    void showFileProblems(const Diagnostics &diagnostics, const QString &file);
    void updateTitle();
    void updateActions();
    void addRecentFile(const QString &path);
    void updateRecentMenu();
    void showHoveredHex(const QString &label, const QString &terrainName);

    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioDocument> m_document;

    MapView *m_view = nullptr;
    EditorContext *m_context = nullptr;
    QUndoGroup *m_undoGroup = nullptr;
    ValidationController *m_validation = nullptr;
    DocumentKeeper *m_keeper = nullptr;
    QDockWidget *m_historyDock = nullptr;
    QMenu *m_recentMenu = nullptr;
    QLabel *m_hexLabel = nullptr;
    QLabel *m_zoomLabel = nullptr;
    /// Edit > Preferences reset every setting: the next start opens with the default layout.
    bool m_layoutForgotten = false;

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_zoomFitAction = nullptr;
    QAction *m_zoomActualAction = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace hexwright
