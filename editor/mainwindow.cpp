// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "balance/balancedialog.h"
#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "mapview.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "shell/accessiblenames.h"
#include "shell/actionicons.h"
#include "shell/documentkeeper.h"
#include "shell/highcontrast.h"
#include "shell/newscenariodialog.h"
#include "shell/preferencesdialog.h"
#include "shell/recoveryfile.h"
#include "shell/screensize.h"
#include "validation/validationcontroller.h"
#include "validation/validationdock.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QRegularExpression>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QUndoView>
#include <QUrl>

namespace hexwright {

namespace {

const QString DemoPath
    = QStringLiteral(":/hexwright/scenarios/samples/01-badger-hunt.scenario.yaml");
const QString ScenarioSuffix = QStringLiteral(".scenario.yaml");
constexpr int MaxRecentFiles = 10;

QString settingsKey(const char *key)
{
    return QStringLiteral("mainWindow/") + QLatin1String(key);
}

// The platform's keys for a standard command, or @p fallback where the platform theme has
// none: Qt's generic X11 and offscreen themes leave Save As and Quit without a key.
QList<QKeySequence> standardKeys(QKeySequence::StandardKey key, const QKeySequence &fallback)
{
    QList<QKeySequence> keys = QKeySequence::keyBindings(key);
    if (keys.isEmpty())
        keys.append(fallback);
    return keys;
}

bool isScenarioFile(const QString &path)
{
    return path.endsWith(ScenarioSuffix, Qt::CaseInsensitive)
        || path.endsWith(QStringLiteral(".yaml"), Qt::CaseInsensitive)
        || path.endsWith(QStringLiteral(".yml"), Qt::CaseInsensitive);
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_registry(RulesetRegistry::withBundledData())
    , m_view(new MapView(this))
    , m_undoGroup(new QUndoGroup(this))
{
    setCentralWidget(m_view);
    setAcceptDrops(true);
    m_context = new EditorContext(this, m_view, *m_registry);
    m_keeper = new DocumentKeeper(
        this, [this] { return reloadFile(); }, [this] { return saveAs(); });

    createActions();
    createMenus();
    createToolBars();
    createDocks();
    installPanelAssembly(*m_context);
    installTerrainTools(*m_context);
    installHexsideTools(*m_context);
    installMinimap(*m_context);
    installPanelEditor(*m_context);
    installRoster(*m_context);
    installSides(*m_context);
    installSetup(*m_context);
    installSchedule(*m_context);
    installVictory(*m_context);
    installSamples(*m_context);
    installPrint(*m_context);
    installCharts(*m_context);
    installPlaytest(*m_context);
    installBalance(*m_context);
    installTableTools(*m_context);
    // Last in the Edit menu, below what the features put there (macOS moves it by its role).
    auto *preferences = new QAction(actionIcon(QStringLiteral("preferences-system")),
                                    tr("&Preferences..."), this);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcuts(
        standardKeys(QKeySequence::Preferences, QKeySequence(Qt::CTRL | Qt::Key_Comma)));
    preferences->setMenuRole(QAction::PreferencesRole);
    preferences->setStatusTip(tr("Language, table units, paper, hex size and autosave"));
    connect(preferences, &QAction::triggered, this, &MainWindow::showPreferences);
    if (QMenu *edit = m_context->menu(QStringLiteral("editMenu"))) {
        edit->addSeparator();
        edit->addAction(preferences);
    }
    if (!m_context->tools().isEmpty())
        m_context->activateTool(m_context->tools().first());

    m_hexLabel = new QLabel(this);
    m_hexLabel->setObjectName(QStringLiteral("hexStatus"));
    m_zoomLabel = new QLabel(this);
    m_zoomLabel->setObjectName(QStringLiteral("zoomStatus"));
    statusBar()->addPermanentWidget(m_hexLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);
    connect(m_view, &MapView::hexHovered, this, &MainWindow::showHoveredHex);
    connect(m_view, &MapView::zoomChanged, this, [this](qreal zoom) {
        const qreal percent = zoom * 100;
        m_zoomLabel->setText(tr("Zoom %1 %").arg(percent, 0, 'f', percent < 10 ? 1 : 0));
    });

    QSettings settings;
    if (!restoreGeometry(settings.value(settingsKey("geometry")).toByteArray()))
        fitToScreen(this, QSize(960, 640));
    if (!restoreState(settings.value(settingsKey("state")).toByteArray())) {
        // The map gets the room; the bottom row is tall enough for the reinforcement timeline
        // and its form, and the Problems list leaves the timeline most of the width.
        QList<QDockWidget *> bottom = {problemsDock()};
        if (auto *timeline = findChild<QDockWidget *>(QStringLiteral("reinforcementsDock")))
            bottom.append(timeline);
        resizeDocks(bottom, QList<int>(bottom.size(), 200), Qt::Vertical);
        if (bottom.size() > 1)
            resizeDocks(bottom, {520, 760}, Qt::Horizontal);
        if (auto *terrain = findChild<QDockWidget *>(QStringLiteral("terrainPaletteDock")))
            resizeDocks({terrain}, {280}, Qt::Horizontal);
        // Of the tabs on the right, the forces are what a scenario is mostly about; their
        // table needs some width.
        if (auto *forces = findChild<QDockWidget *>(QStringLiteral("rosterDock"))) {
            forces->raise();
            resizeDocks({forces}, {360}, Qt::Horizontal);
        }
        m_historyDock->hide();
    }
    updateRecentMenu();
    updateTitle();
    updateActions();
    nameBuiltInButtons(this);
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    // The view and the docks draw the document's data: let go of it first.
    m_context->setDocument(nullptr);
    m_view->setDocument(nullptr);
}

void MainWindow::createActions()
{
    m_newAction = new QAction(actionIcon(QStringLiteral("document-new")), tr("&New..."), this);
    m_newAction->setShortcuts(standardKeys(QKeySequence::New, QKeySequence(Qt::CTRL | Qt::Key_N)));
    m_newAction->setStatusTip(tr("Start a blank scenario for a ruleset"));
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newFile);

    m_openAction = new QAction(actionIcon(QStringLiteral("document-open")), tr("&Open..."), this);
    m_openAction->setShortcuts(
        standardKeys(QKeySequence::Open, QKeySequence(Qt::CTRL | Qt::Key_O)));
    m_openAction->setStatusTip(tr("Open a scenario file"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);

    m_saveAction = new QAction(actionIcon(QStringLiteral("document-save")), tr("&Save"), this);
    m_saveAction->setShortcuts(
        standardKeys(QKeySequence::Save, QKeySequence(Qt::CTRL | Qt::Key_S)));
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);

    m_saveAsAction
        = new QAction(actionIcon(QStringLiteral("document-save-as")), tr("Save &As..."), this);
    m_saveAsAction->setShortcuts(
        standardKeys(QKeySequence::SaveAs, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);

    m_closeAction = new QAction(actionIcon(QStringLiteral("document-close")), tr("&Close"), this);
    m_closeAction->setShortcuts(
        standardKeys(QKeySequence::Close, QKeySequence(Qt::CTRL | Qt::Key_W)));
    m_closeAction->setStatusTip(tr("Close the scenario"));
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeFile);

    m_quitAction = new QAction(actionIcon(QStringLiteral("application-exit")), tr("&Quit"), this);
    m_quitAction->setShortcuts(
        standardKeys(QKeySequence::Quit, QKeySequence(Qt::CTRL | Qt::Key_Q)));
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_undoAction = m_undoGroup->createUndoAction(this, tr("&Undo"));
    m_undoAction->setIcon(actionIcon(QStringLiteral("edit-undo")));
    m_undoAction->setShortcuts(
        standardKeys(QKeySequence::Undo, QKeySequence(Qt::CTRL | Qt::Key_Z)));
    m_redoAction = m_undoGroup->createRedoAction(this, tr("&Redo"));
    m_redoAction->setIcon(actionIcon(QStringLiteral("edit-redo")));
    m_redoAction->setShortcuts(
        standardKeys(QKeySequence::Redo, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));

    m_zoomInAction = new QAction(actionIcon(QStringLiteral("zoom-in")), tr("Zoom &In"), this);
    // Ctrl+= too: on most keyboards "+" needs Shift.
    QList<QKeySequence> zoomIn = QKeySequence::keyBindings(QKeySequence::ZoomIn);
    zoomIn.append(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    m_zoomInAction->setShortcuts(zoomIn);
    connect(m_zoomInAction, &QAction::triggered, m_view, &MapView::zoomIn);

    m_zoomOutAction = new QAction(actionIcon(QStringLiteral("zoom-out")), tr("Zoom &Out"), this);
    m_zoomOutAction->setShortcuts(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, m_view, &MapView::zoomOut);

    m_zoomFitAction
        = new QAction(actionIcon(QStringLiteral("zoom-fit-best")), tr("&Fit Map"), this);
    m_zoomFitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_zoomFitAction->setStatusTip(tr("Zoom so that the whole map fits the window"));
    connect(m_zoomFitAction, &QAction::triggered, m_view, &MapView::zoomToFit);

    m_zoomActualAction
        = new QAction(actionIcon(QStringLiteral("zoom-original")), tr("&Actual Size"), this);
    m_zoomActualAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_zoomActualAction->setStatusTip(tr("Show the map at its printed size (100 %)"));
    connect(m_zoomActualAction, &QAction::triggered, m_view, &MapView::zoomToActualSize);

    m_aboutAction
        = new QAction(actionIcon(QStringLiteral("help-about")), tr("&About Hexwright"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::showPreferences()
{
    PreferencesDialog dialog(this);
    dialog.exec();
    if (dialog.settingsWereReset()) {
        updateRecentMenu(); // the recent files are forgotten too
        // And the window's layout: closing must not write it back.
        m_layoutForgotten = true;
    }
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentMenu
        = file->addMenu(actionIcon(QStringLiteral("document-open-recent")), tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addSeparator();
    // Export and print actions go in above this separator (print.cpp).
    file->addSeparator()->setObjectName(QStringLiteral("fileCloseSection"));
    file->addAction(m_closeAction);
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(m_zoomInAction);
    view->addAction(m_zoomOutAction);
    view->addAction(m_zoomFitAction);
    view->addAction(m_zoomActualAction);
    view->addSeparator();
    view->addAction(HighContrast::createAction(this));
    view->addSeparator(); // the dock and tool bar toggles follow

    QMenu *map = menuBar()->addMenu(tr("&Map"));
    map->setObjectName(QStringLiteral("mapMenu"));
    QMenu *scenarioMenu = menuBar()->addMenu(tr("&Scenario"));
    scenarioMenu->setObjectName(QStringLiteral("scenarioMenu"));
    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->setObjectName(QStringLiteral("toolsMenu"));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));
    help->addAction(m_aboutAction);
}

void MainWindow::createToolBars()
{
    QToolBar *bar = addToolBar(tr("Main Tool Bar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    makeIconToolBar(bar);
    bar->addAction(m_newAction);
    bar->addAction(m_openAction);
    bar->addAction(m_saveAction);
    bar->addSeparator();
    bar->addAction(m_undoAction);
    bar->addAction(m_redoAction);
    bar->addSeparator();
    bar->addAction(m_zoomInAction);
    bar->addAction(m_zoomOutAction);
    bar->addAction(m_zoomFitAction);
    bar->addAction(m_zoomActualAction);

    QToolBar *tools = addToolBar(tr("Tools"));
    tools->setObjectName(QStringLiteral("toolsToolBar"));
    makeIconToolBar(tools);
    m_context->setToolsToolBar(tools);
}

void MainWindow::createDocks()
{
    // The Problems dock comes first in the bottom row, left of the reinforcement timeline.
    m_validation = installValidation(*m_context);

    m_historyDock = new QDockWidget(tr("History"), this);
    m_historyDock->setObjectName(QStringLiteral("historyDock"));
    auto *history = new QUndoView(m_undoGroup, m_historyDock);
    history->setAccessibleName(tr("Edit history"));
    history->setEmptyLabel(tr("<opened>"));
    m_historyDock->setWidget(history);
    m_context->addDock(m_historyDock, Qt::RightDockWidgetArea,
                       actionIcon(QStringLiteral("hexwright-history")));

    if (QMenu *view = m_context->menu(QStringLiteral("viewMenu"))) {
        for (QToolBar *bar : findChildren<QToolBar *>()) {
            bar->toggleViewAction()->setIcon(actionIcon(QStringLiteral("hexwright-tool-bar")));
            view->addAction(bar->toggleViewAction());
        }
    }
}

bool MainWindow::openFile(const QString &path)
{
    if (m_document && QFileInfo(path).absoluteFilePath() == m_document->filePath()) {
        statusBar()->showMessage(tr("%1 is already open").arg(QFileInfo(path).fileName()), 4000);
        return true;
    }
    if (!maybeSave())
        return false;
    const QString name = QFileInfo(path).fileName();
    // Taken before the read: a change made while it is read is then noticed, not overwritten.
    const FileStamp onDisk = FileStamp::of(path);
    Diagnostics diagnostics;
    std::unique_ptr<ScenarioDocument> document
        = ScenarioDocument::load(path, *m_registry, diagnostics);
    if (!document) {
        // Keep whatever is on screen; the dock says why this file could not replace it.
        showFileProblems(diagnostics, name);
        bool unreadable = false;
        for (const Diagnostic &d : std::as_const(diagnostics))
            unreadable = unreadable || d.code == QLatin1String("file-unreadable");
        const int errors = countSeverity(diagnostics, Severity::Error);
        statusBar()->showMessage(
            unreadable
                ? tr("Could not read %1: see Problems").arg(name)
                : tr("Could not open %1: %n error(s), see Problems", nullptr, errors).arg(name));
        return false;
    }
    // A bundled file is a template: it is not a recent file, and saving asks where to.
    if (!path.startsWith(QLatin1String(":/")))
        addRecentFile(document->filePath());
    m_validation->setLoadProblems(diagnostics);
    setDocument(std::move(document));
    m_keeper->setLoadedState(onDisk);
    statusBar()->showMessage(tr("Opened %1").arg(name), 5000);
    return true;
}

bool MainWindow::reloadFile()
{
    const QString path = currentFile();
    const FileStamp onDisk = FileStamp::of(path);
    Diagnostics diagnostics;
    std::unique_ptr<ScenarioDocument> document
        = ScenarioDocument::load(path, *m_registry, diagnostics);
    if (!document) {
        showFileProblems(diagnostics, QFileInfo(path).fileName());
        return false;
    }
    m_validation->setLoadProblems(diagnostics);
    setDocument(std::move(document));
    m_keeper->setLoadedState(onDisk);
    return true;
}

bool MainWindow::recoverFile(const RecoveryCandidate &candidate)
{
    if (!maybeSave())
        return false;
    Diagnostics diagnostics;
    std::unique_ptr<ScenarioDocument> document
        = recoverDocument(candidate.entry, *m_registry, diagnostics);
    if (!document) {
        showFileProblems(diagnostics, candidate.entry.title);
        return false;
    }
    m_validation->setLoadProblems({});
    setDocument(std::move(document));
    m_keeper->adoptRecovery(candidate);
    statusBar()->showMessage(tr("Recovered the unsaved changes of %1: check them and save")
                                 .arg(m_document->displayName()));
    return true;
}

bool MainWindow::openDemo()
{
    return openFile(DemoPath);
}

bool MainWindow::newScenario(const QString &rulesetId)
{
    return newScenario(rulesetId, NewScenarioOptions());
}

bool MainWindow::newScenario(const QString &rulesetId, const NewScenarioOptions &options)
{
    Diagnostics diagnostics;
    std::unique_ptr<ScenarioDocument> document
        = ScenarioDocument::createNew(rulesetId, *m_registry, diagnostics, options);
    if (!document) {
        showFileProblems(diagnostics, QString());
        statusBar()->showMessage(tr("Cannot start a scenario for ruleset %1").arg(rulesetId));
        return false;
    }
    m_validation->setLoadProblems({});
    const bool table = document->scenario().table.has_value();
    setDocument(std::move(document));
    statusBar()->showMessage(
        table ? tr("New scenario: draw terrain pieces with the Tools, or drag them from the "
                   "Piece Library dock")
              : tr("New scenario: drag panels from the Panels dock onto the map, or type a "
                   "layout with Map > Lay Out Panels..."));
    return true;
}

void MainWindow::newFile()
{
    if (!maybeSave())
        return;
    NewScenarioDialog dialog(*m_registry, this);
    if (dialog.exec() != QDialog::Accepted || dialog.rulesetId().isEmpty())
        return;
    newScenario(dialog.rulesetId(), dialog.options());
}

QString MainWindow::currentFile() const
{
    return m_document ? m_document->filePath() : QString();
}

QStringList MainWindow::problems() const
{
    return m_validation->problems();
}

void MainWindow::open()
{
    QSettings settings;
    const QString folder = settings.value(settingsKey("lastFolder")).toString();
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Scenario"), folder,
        tr("Hexwright scenarios (*.scenario.yaml);;YAML files (*.yaml *.yml);;All files (*)"));
    if (path.isEmpty())
        return;
    settings.setValue(settingsKey("lastFolder"), QFileInfo(path).absolutePath());
    openFile(path);
}

bool MainWindow::save()
{
    if (!m_document)
        return false;
    if (m_document->filePath().isEmpty() || m_document->filePath().startsWith(QLatin1String(":/")))
        return saveAs();
    switch (m_keeper->checkBeforeSave()) {
    case DocumentKeeper::SaveCheck::Overwrite:
        return saveToFile(m_document->filePath());
    case DocumentKeeper::SaveCheck::SaveAs:
        return saveAs();
    case DocumentKeeper::SaveCheck::Cancel:
        break;
    }
    return false;
}

bool MainWindow::saveAs()
{
    if (!m_document)
        return false;
    QSettings settings;
    QString suggestion = m_document->filePath();
    if (suggestion.isEmpty() || suggestion.startsWith(QLatin1String(":/"))) {
        const QString folder = settings.value(settingsKey("lastFolder")).toString();
        QString base = m_document->scenario().metadata.title.toLower();
        base.replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
        suggestion = QDir(folder).filePath(base + ScenarioSuffix);
    }
    QString path = QFileDialog::getSaveFileName(this, tr("Save Scenario As"), suggestion,
                                                tr("Hexwright scenarios (*.scenario.yaml)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(ScenarioSuffix, Qt::CaseInsensitive)) {
        if (path.endsWith(QStringLiteral(".yaml"), Qt::CaseInsensitive))
            path.chop(5);
        path += ScenarioSuffix;
    }
    settings.setValue(settingsKey("lastFolder"), QFileInfo(path).absolutePath());
    return saveToFile(path);
}

bool MainWindow::saveToFile(const QString &path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        // The document keeps its changes and its asterisk; nothing may say "Saved".
        statusBar()->showMessage(tr("Not saved: %1").arg(QFileInfo(path).fileName()));
        QMessageBox::critical(this, tr("Save Scenario"),
                              tr("Could not save %1:\n%2\n\nThe file on disk was not changed "
                                 "and your changes are still open. Free some space, or save "
                                 "them somewhere else with Save As.")
                                  .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_keeper->saved();
    addRecentFile(m_document->filePath());
    updateTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

bool MainWindow::closeFile()
{
    if (!maybeSave())
        return false;
    setDocument(nullptr);
    m_validation->setLoadProblems({});
    statusBar()->clearMessage();
    return true;
}

bool MainWindow::maybeSave()
{
    if (!m_document || !m_document->isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("%1 has changes that are not saved.\nSave them before closing it?")
            .arg(m_document->displayName()),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::setDocument(std::unique_ptr<ScenarioDocument> document)
{
    m_context->setDocument(nullptr);
    m_view->setDocument(nullptr);
    if (m_document)
        m_undoGroup->removeStack(m_document->undoStack());
    m_document = std::move(document);
    if (m_document) {
        m_document->setParent(this);
        m_undoGroup->addStack(m_document->undoStack());
        m_undoGroup->setActiveStack(m_document->undoStack());
        connect(m_document.get(), &ScenarioDocument::modifiedChanged, this,
                &MainWindow::updateTitle);
        m_view->setDocument(m_document.get());
        // The validation feature checks it at once and again after every edit.
        m_context->setDocument(m_document.get());
    }
    m_keeper->setDocument(m_document.get());
    updateTitle();
    updateActions();
}

void MainWindow::about()
{
    QMessageBox::about(this, tr("About Hexwright"),
                       tr("<h3>Hexwright %1</h3>"
                          "<p>A scenario editor and map designer for hex wargames.</p>"
                          "<p>First ruleset: <i>Hammer's Slammers</i> (Mayfair Games, 1984).</p>"
                          "<p>Licensed under the GNU General Public License, version 3 or "
                          "later.</p>")
                           .arg(QStringLiteral(HEXWRIGHT_VERSION)));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_keeper->closing();
    if (!m_layoutForgotten) {
        QSettings settings;
        settings.setValue(settingsKey("geometry"), saveGeometry());
        settings.setValue(settingsKey("state"), saveState());
    }
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (!urls.isEmpty() && urls.first().isLocalFile() && isScenarioFile(urls.first().toLocalFile()))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.isEmpty() || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    // Open after the drop has finished: a dialog inside a drop handler blocks the source.
    const QString path = urls.first().toLocalFile();
    QTimer::singleShot(0, this, [this, path] { openFile(path); });
}

QDockWidget *MainWindow::problemsDock() const
{
    return m_validation->dock();
}

void MainWindow::showFileProblems(const Diagnostics &diagnostics, const QString &file)
{
    m_validation->showFileProblems(diagnostics, file);
    problemsDock()->show();
    problemsDock()->raise();
}

void MainWindow::updateTitle()
{
    if (!m_document) {
        setWindowTitle(tr("Hexwright"));
        setWindowModified(false);
        return;
    }
    const QString title = m_document->scenario().metadata.title;
    // "[*]" is where Qt shows the asterisk of a modified document.
    setWindowTitle(title.isEmpty()
                       ? tr("%1[*] - Hexwright").arg(m_document->displayName())
                       : tr("%1 (%2[*]) - Hexwright").arg(title, m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::updateActions()
{
    const bool open = m_document != nullptr;
    for (QAction *action : {m_saveAction, m_saveAsAction, m_closeAction, m_zoomInAction,
                            m_zoomOutAction, m_zoomFitAction, m_zoomActualAction})
        action->setEnabled(open);
}

void MainWindow::addRecentFile(const QString &path)
{
    QSettings settings;
    QStringList files = settings.value(settingsKey("recentFiles")).toStringList();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    settings.setValue(settingsKey("recentFiles"), files);
    updateRecentMenu();
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(settingsKey("recentFiles")).toStringList();
}

void MainWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString &path = files.at(i);
        QAction *action
            = m_recentMenu->addAction(actionIcon(QStringLiteral("document-open-recent")),
                                      tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { openFile(path); });
    }
    m_recentMenu->addSeparator();
    QAction *clear
        = m_recentMenu->addAction(actionIcon(QStringLiteral("edit-clear")), tr("&Clear Menu"));
    clear->setEnabled(!files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        QSettings().remove(settingsKey("recentFiles"));
        updateRecentMenu();
    });
    m_recentMenu->setEnabled(true);
}

void MainWindow::showHoveredHex(const QString &label, const QString &terrainName)
{
    const std::optional<OffsetCoord> hex = m_view->hoveredHex();
    if (!label.isEmpty() && !hex && m_document) {
        // A point of a table: where it is, and the pieces it lies in.
        m_hexLabel->setText(terrainName.isEmpty() ? label : tr("%1 %2").arg(label, terrainName));
        m_view->setPlaceDescription(m_hexLabel->text());
        return;
    }
    if (label.isEmpty() || !hex || !m_document) {
        m_hexLabel->clear();
        return;
    }
    const HexMap &map = m_document->map();
    const int placement = map.placementAt(*hex);
    const QString panel = m_document->scenario().layout.value(placement).panel;
    QString text;
    if (panel.isEmpty())
        text = tr("%1 %2").arg(label, terrainName);
    else if (map.isPlayable(*hex))
        text = tr("%1 %2 (panel %3)").arg(label, terrainName, panel);
    else
        text = tr("%1 %2 (panel %3, half hex: not playable)").arg(label, terrainName, panel);
    // The counters set up on this hex.
    QStringList units;
    for (const ForceEntry &force : m_document->scenario().forces) {
        if (force.placement.kind != Placement::Kind::Hex || force.placement.hex != *hex)
            continue;
        const UnitType *type = m_document->ruleset().findUnitType(force.unitType);
        const ArmyColour *army = m_document->ruleset().findColour(force.colour);
        units.append(
            tr("%1 %2 %3")
                .arg(force.count)
                .arg(army ? army->name : force.colour, type ? type->name : force.unitType));
    }
    if (!units.isEmpty())
        text += QStringLiteral(": ") + units.join(QStringLiteral(", "));
    // What is wrong here, as the ring on the hex says.
    const Diagnostics problems = m_validation->problemsAt(*hex);
    if (!problems.isEmpty()) {
        text += QStringLiteral(" \u2014 ") + problems.first().message;
        if (problems.size() > 1)
            text += tr(" (+%1 more)").arg(problems.size() - 1);
    }
    m_hexLabel->setText(text);
    // Screen readers hear for the keyboard cursor what the status bar shows.
    m_view->setPlaceDescription(text);
}

} // namespace hexwright
