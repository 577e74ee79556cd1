// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMainWindow>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QTreeWidget;

namespace hexwright {

class MapView;
class RulesetRegistry;
struct ScenarioReport;

/**
 * Hexwright's main window: the map view in the middle, the problems of the open scenario in
 * a dock, the hex under the cursor in the status bar.
 *
 * The window owns the loaded scenario (a ScenarioReport) and the ruleset registry it was
 * loaded against; the map view only draws them. A file that cannot be opened never replaces
 * the scenario on screen: its problems are listed and the old map stays.
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /// Loads @p path (a file or a ":/" resource) and shows it; false if it could not be
    /// shown, the reasons being listed in the problems dock.
    bool openFile(const QString &path);
    /// Opens the demo scenario compiled into Hexwright.
    bool openDemo();
    /// The file on screen, or an empty string.
    QString currentFile() const;

    MapView *mapView() const { return m_view; }
    QDockWidget *problemsDock() const { return m_problemsDock; }
    /// The problems listed in the dock, as shown: "line:col severity[code] message".
    QStringList problems() const;

public Q_SLOTS:
    void open();
    void closeFile();
    void about();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void createDocks();
    void showProblems(const ScenarioReport &report);
    void updateTitle();
    void updateActions();
    void showHoveredHex(const QString &label, const QString &terrainName);

    std::unique_ptr<RulesetRegistry> m_registry;
    std::unique_ptr<ScenarioReport> m_report; ///< the scenario on screen, if any
    QString m_path;

    MapView *m_view = nullptr;
    QDockWidget *m_problemsDock = nullptr;
    QTreeWidget *m_problemsList = nullptr;
    QLabel *m_hexLabel = nullptr;
    QLabel *m_zoomLabel = nullptr;

    QAction *m_openAction = nullptr;
    QAction *m_closeAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_zoomFitAction = nullptr;
    QAction *m_zoomActualAction = nullptr;
    QAction *m_aboutAction = nullptr;
};

} // namespace hexwright
