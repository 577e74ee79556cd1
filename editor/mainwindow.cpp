// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "mapview.h"
#include "ruleset/rulesetregistry.h"
#include "scenariovalidator.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QToolBar>
#include <QTreeWidget>

namespace hexwright {

namespace {

const QString DemoPath = QStringLiteral(":/hexwright/scenarios/demo.scenario.yaml");

QString settingsKey(const char *key)
{
    return QStringLiteral("mainWindow/") + QLatin1String(key);
}

QIcon themeIcon(const char *name)
{
    // No icon theme (a bare X server, Windows): the tool bar shows the action's text instead.
    return QIcon::fromTheme(QLatin1String(name));
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_registry(RulesetRegistry::withBundledData())
    , m_view(new MapView(this))
{
    setCentralWidget(m_view);
    createActions();
    createMenus();
    createToolBar();
    createDocks();

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
        resize(1280, 860);
    if (!restoreState(settings.value(settingsKey("state")).toByteArray()))
        resizeDocks({m_problemsDock}, {110}, Qt::Vertical); // the map gets the room

    updateTitle();
    updateActions();
    m_view->setFocus();
}

MainWindow::~MainWindow()
{
    // The view draws the report's data: let go of it before the report goes.
    m_view->clearMap();
}

void MainWindow::createActions()
{
    m_openAction = new QAction(themeIcon("document-open"), tr("&Open..."), this);
    m_openAction->setShortcut(QKeySequence::Open);
    m_openAction->setStatusTip(tr("Open a scenario file"));
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);

    m_closeAction = new QAction(themeIcon("document-close"), tr("&Close"), this);
    m_closeAction->setShortcut(QKeySequence::Close);
    m_closeAction->setStatusTip(tr("Close the scenario"));
    connect(m_closeAction, &QAction::triggered, this, &MainWindow::closeFile);

    m_quitAction = new QAction(themeIcon("application-exit"), tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setMenuRole(QAction::QuitRole);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    m_zoomInAction = new QAction(themeIcon("zoom-in"), tr("Zoom &In"), this);
    // Ctrl+= too: on most keyboards "+" needs Shift.
    QList<QKeySequence> zoomIn = QKeySequence::keyBindings(QKeySequence::ZoomIn);
    zoomIn.append(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    m_zoomInAction->setShortcuts(zoomIn);
    connect(m_zoomInAction, &QAction::triggered, m_view, &MapView::zoomIn);

    m_zoomOutAction = new QAction(themeIcon("zoom-out"), tr("Zoom &Out"), this);
    m_zoomOutAction->setShortcuts(QKeySequence::ZoomOut);
    connect(m_zoomOutAction, &QAction::triggered, m_view, &MapView::zoomOut);

    m_zoomFitAction = new QAction(themeIcon("zoom-fit-best"), tr("&Fit Map"), this);
    m_zoomFitAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_0));
    m_zoomFitAction->setStatusTip(tr("Zoom so that the whole map fits the window"));
    connect(m_zoomFitAction, &QAction::triggered, m_view, &MapView::zoomToFit);

    m_zoomActualAction = new QAction(themeIcon("zoom-original"), tr("&Actual Size"), this);
    m_zoomActualAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    m_zoomActualAction->setStatusTip(tr("Show the map at its printed size (100 %)"));
    connect(m_zoomActualAction, &QAction::triggered, m_view, &MapView::zoomToActualSize);

    m_aboutAction = new QAction(themeIcon("help-about"), tr("&About Hexwright"), this);
    m_aboutAction->setMenuRole(QAction::AboutRole);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(m_openAction);
    file->addAction(m_closeAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addAction(m_zoomInAction);
    view->addAction(m_zoomOutAction);
    view->addAction(m_zoomFitAction);
    view->addAction(m_zoomActualAction);
    view->addSeparator(); // the dock and tool bar toggles follow (createDocks)

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_aboutAction);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Main Tool Bar"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->addAction(m_openAction);
    bar->addSeparator();
    bar->addAction(m_zoomInAction);
    bar->addAction(m_zoomOutAction);
    bar->addAction(m_zoomFitAction);
    bar->addAction(m_zoomActualAction);
}

void MainWindow::createDocks()
{
    m_problemsDock = new QDockWidget(tr("Problems"), this);
    m_problemsDock->setObjectName(QStringLiteral("problemsDock"));
    m_problemsList = new QTreeWidget(m_problemsDock);
    m_problemsList->setObjectName(QStringLiteral("problemsList"));
    m_problemsList->setHeaderHidden(true);
    m_problemsList->setRootIsDecorated(false);
    m_problemsList->setUniformRowHeights(true);
    m_problemsList->setColumnCount(1);
    m_problemsDock->setWidget(m_problemsList);
    addDockWidget(Qt::BottomDockWidgetArea, m_problemsDock);

    if (QMenu *view = menuBar()->findChild<QMenu *>(QStringLiteral("viewMenu"))) {
        view->addAction(m_problemsDock->toggleViewAction());
        if (QToolBar *bar = findChild<QToolBar *>(QStringLiteral("mainToolBar")))
            view->addAction(bar->toggleViewAction());
    }
}

bool MainWindow::openFile(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    auto report = std::make_unique<ScenarioReport>(validateScenarioFile(path, name, *m_registry));
    showProblems(*report);
    const LoadedScenario &loaded = report->loaded;
    if (!loaded.scenario || !loaded.ruleset || !loaded.panels) {
        // Keep whatever is on screen; the dock says why this file could not replace it.
        const int errors = countSeverity(report->diagnostics, Severity::Error);
        statusBar()->showMessage(
            report->unreadable
                ? tr("Could not read %1: see Problems").arg(name)
                : tr("Could not open %1: %n error(s), see Problems", nullptr, errors).arg(name));
        m_problemsDock->show();
        m_problemsDock->raise();
        return false;
    }
    m_view->setMap(report->map, *loaded.ruleset, *loaded.scenario, *loaded.panels);
    m_report = std::move(report); // only now is the old scenario no longer drawn
    m_path = path;
    updateTitle();
    updateActions();
    const qsizetype problems = m_report->diagnostics.size();
    if (problems > 0) {
        statusBar()->showMessage(
            tr("Opened %1: %n problem(s), see Problems", nullptr, int(problems)).arg(name));
        m_problemsDock->show();
    } else {
        statusBar()->showMessage(tr("Opened %1").arg(name), 5000);
    }
    return true;
}

bool MainWindow::openDemo()
{
    return openFile(DemoPath);
}

QString MainWindow::currentFile() const
{
    return m_path;
}

QStringList MainWindow::problems() const
{
    QStringList texts;
    for (int i = 0; i < m_problemsList->topLevelItemCount(); ++i)
        texts.append(m_problemsList->topLevelItem(i)->text(0));
    return texts;
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

void MainWindow::closeFile()
{
    m_view->clearMap();
    m_report.reset();
    m_path.clear();
    m_problemsList->clear();
    m_problemsDock->setWindowTitle(tr("Problems"));
    updateTitle();
    updateActions();
    statusBar()->clearMessage();
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
    QSettings settings;
    settings.setValue(settingsKey("geometry"), saveGeometry());
    settings.setValue(settingsKey("state"), saveState());
    event->accept();
}

void MainWindow::showProblems(const ScenarioReport &report)
{
    m_problemsList->clear();
    QStyle *s = style();
    for (const Diagnostic &d : report.diagnostics) {
        QString where;
        // Problems found in another file (the ruleset, the panels) say which one.
        if (!d.file.isEmpty() && d.file != report.file)
            where = d.file + QLatin1Char(':');
        if (d.line > 0)
            where += QStringLiteral("%1:%2").arg(d.line).arg(d.column);
        const QString text = QStringLiteral("%1%2%3[%4] %5")
                                 .arg(where, where.isEmpty() ? QString() : QStringLiteral(" "),
                                      severityName(d.severity), d.code, d.message);
        auto *item = new QTreeWidgetItem(m_problemsList, QStringList(text));
        item->setToolTip(0,
                         d.path.isEmpty() ? d.toText() : d.toText() + QLatin1Char('\n') + d.path);
        switch (d.severity) {
        case Severity::Error:
            item->setIcon(0, s->standardIcon(QStyle::SP_MessageBoxCritical));
            break;
        case Severity::Warning:
            item->setIcon(0, s->standardIcon(QStyle::SP_MessageBoxWarning));
            break;
        case Severity::Info:
            item->setIcon(0, s->standardIcon(QStyle::SP_MessageBoxInformation));
            break;
        }
    }
    const qsizetype count = report.diagnostics.size();
    m_problemsDock->setWindowTitle(count > 0 ? tr("Problems (%1)").arg(count) : tr("Problems"));
}

void MainWindow::updateTitle()
{
    if (!m_report || !m_report->loaded.scenario) {
        setWindowTitle(tr("Hexwright"));
        return;
    }
    const QString name = QFileInfo(m_path).fileName();
    const QString title = m_report->loaded.scenario->metadata.title;
    setWindowTitle(title.isEmpty() ? tr("%1 - Hexwright").arg(name)
                                   : tr("%1 (%2) - Hexwright").arg(title, name));
}

void MainWindow::updateActions()
{
    const bool open = m_view->hasMap();
    m_closeAction->setEnabled(open);
    m_zoomInAction->setEnabled(open);
    m_zoomOutAction->setEnabled(open);
    m_zoomFitAction->setEnabled(open);
    m_zoomActualAction->setEnabled(open);
}

void MainWindow::showHoveredHex(const QString &label, const QString &terrainName)
{
    const std::optional<OffsetCoord> hex = m_view->hoveredHex();
    if (label.isEmpty() || !hex || !m_report || !m_report->loaded.scenario) {
        m_hexLabel->clear();
        return;
    }
    const HexMap &map = m_report->map;
    const int placement = map.placementAt(*hex);
    const QString panel = m_report->loaded.scenario->layout.value(placement).panel;
    QString text;
    if (panel.isEmpty())
        text = tr("%1 %2").arg(label, terrainName);
    else if (map.isPlayable(*hex))
        text = tr("%1 %2 (panel %3)").arg(label, terrainName, panel);
    else
        text = tr("%1 %2 (panel %3, half hex: not playable)").arg(label, terrainName, panel);
    m_hexLabel->setText(text);
}

} // namespace hexwright
