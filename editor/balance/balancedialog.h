// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "balance/balancereport.h"

#include <QDialog>
#include <QPointer>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableWidget;
class QThread;

namespace hexwright {

class BalanceChartsView;
class BalanceHeatMapView;
class BalanceRun;
class EditorContext;
class PlaytestWindow;
class RulesetRegistry;
class ScenarioDocument;

/**
 * Scenario > Balance Report (issue 17, point 1): many games of the scenario as it stands in
 * the editor, played by agents on a worker thread, and what they came to.
 *
 * The games, the agent of each player, the seed and the jobs (games at once) are chosen
 * above; Run copies the scenario and plays (validation/balance/balancerun.h), with a progress
 * bar, the games per second and Cancel while the window stays responsive. The report shows
 * the verdict in plain words, the sides' results, every game (double-click one, or Open Game,
 * to step through it in the replay viewer), the unit types, the charts and the heat map on
 * the board (model/export/balancecharts.h). Save writes the report's JSON, Open reads one
 * back, Export PDF prints it (model/export/balancepdf.h).
 */
class BalanceDialog : public QDialog
{
    Q_OBJECT

public:
    BalanceDialog(const ScenarioDocument &document, RulesetRegistry &registry,
                  QWidget *parent = nullptr);
    ~BalanceDialog() override;

    QSpinBox *gamesBox() const { return m_games; }
    QSpinBox *seedBox() const { return m_seed; }
    QSpinBox *jobsBox() const { return m_jobs; }
    /// The agent of each player, in move order.
    QList<QComboBox *> agentBoxes() const { return m_agents; }
    QPushButton *runButton() const { return m_runButton; }
    QPushButton *cancelButton() const { return m_cancelButton; }
    QProgressBar *progressBar() const { return m_progress; }
    QLabel *verdictLabel() const { return m_verdict; }
    QTableWidget *sidesTable() const { return m_sides; }
    QTableWidget *gamesTable() const { return m_gamesTable; }
    QTableWidget *unitsTable() const { return m_units; }
    BalanceChartsView *chartsView() const { return m_charts; }
    BalanceHeatMapView *heatMapView() const { return m_heat; }

    /// Starts a run with the choices shown; false (said in the window) when it cannot start.
    bool startRun();
    /// Asks the run to stop; runFinished() follows within about a second.
    void cancelRun();
    bool isRunning() const { return m_thread != nullptr; }
    /// The report shown, if any.
    const std::optional<BalanceReport> &report() const { return m_report; }

    /// Writes the report's JSON to @p path; false with why in @p error.
    bool saveReport(const QString &path, QString *error);
    /// Shows the report saved at @p path; false with "FILE:LINE:COLUMN: why" in @p error.
    bool openReport(const QString &path, QString *error);
    /// Writes the report as a PDF to @p path; false with why in @p error.
    bool exportPdf(const QString &path, QString *error);
    /**
     * Game @p index of the report played again exactly, in the replay viewer (a playtest
     * window of its own); null with why in @p error.
     */
    PlaytestWindow *openGame(int index, QString *error);
    /// The report's index of the game selected in the games table (sorted as the user likes),
    /// or -1.
    int selectedGame() const;

Q_SIGNALS:
    /// A run ended: played through, cancelled or failed.
    void runFinished();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createChoices();
    void createResults();
    void takeSnapshot();
    void progressed(int done, int total, double gamesPerSecond);
    void finishRun();
    void showReport();
    void fillSides();
    void fillGames();
    void fillUnits();
    void updateButtons();
    void save();
    void open();
    void exportPdfAsked();
    void openSelectedGame();
    QString fileStem() const;

    QPointer<const ScenarioDocument> m_document;
    RulesetRegistry &m_registry;
    /// The scenario as the last run (or the last report opened) played it: the board of the
    /// heat map, the scenario of the games opened.
    std::unique_ptr<ScenarioDocument> m_snapshot;
    std::shared_ptr<BalanceRun> m_run; ///< the last run; null for a report opened
    std::shared_ptr<BalanceReport> m_result; ///< written by the worker thread
    QThread *m_thread = nullptr;
    std::optional<BalanceReport> m_report;

    QSpinBox *m_games = nullptr;
    QSpinBox *m_seed = nullptr;
    QSpinBox *m_jobs = nullptr;
    QList<QComboBox *> m_agents;
    QPushButton *m_runButton = nullptr;
    QPushButton *m_cancelButton = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_rate = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_details = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableWidget *m_sides = nullptr;
    QTableWidget *m_gamesTable = nullptr;
    QTableWidget *m_units = nullptr;
    BalanceChartsView *m_charts = nullptr;
    BalanceHeatMapView *m_heat = nullptr;
    QPushButton *m_openGame = nullptr;
    QPushButton *m_save = nullptr;
    QPushButton *m_openReport = nullptr;
    QPushButton *m_pdf = nullptr;
};

/// Scenario > Balance Report... (balanceaction.cpp): opens a BalanceDialog on the document.
void installBalance(EditorContext &context);

} // namespace hexwright
