// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "paneleditor/paneleditorwindow.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "map/paneledit.h"
#include "map/panellibrarywriter.h"
#include "mapview.h"
#include "ruleset/ruleset.h"
#include "ruleset/rulesetregistry.h"
#include "shell/actionicons.h"
#include "shell/screensize.h"

#include <QAction>
#include <QCloseEvent>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoGroup>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hexwright {

namespace {

QString settingsKey(const char *key)
{
    return QStringLiteral("panelEditor/") + QLatin1String(key);
}

QString bundledLibraryPath(const QString &id)
{
    return RulesetRegistry::bundledDataPath() + QStringLiteral("/panels/") + id
        + QStringLiteral(".panels.yaml");
}

} // namespace

PanelEditorWindow::PanelEditorWindow(RulesetRegistry &registry, const Ruleset &ruleset,
                                     const PanelLibrary &library, QWidget *parent)
    : QMainWindow(parent)
    , m_registry(registry)
    , m_ruleset(std::make_unique<Ruleset>(ruleset))
    , m_library(library)
    , m_view(new MapView(this))
    , m_undoGroup(new QUndoGroup(this))
{
    setWindowFlag(Qt::Window);
    setObjectName(QStringLiteral("panelEditorWindow"));
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_banner = new QLabel(central);
    m_banner->setObjectName(QStringLiteral("panelEditorBanner"));
    m_banner->setWordWrap(true);
    m_banner->setTextFormat(Qt::RichText);
    // A banner that cannot be missed: this window changes the library, not a scenario.
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fff4c2; color: #3a3000; "
                                           "padding: 6px 10px; border-bottom: 1px solid "
                                           "#d9c36a; }"));
    layout->addWidget(m_banner);
    layout->addWidget(m_view, 1);
    setCentralWidget(central);
    m_context = new EditorContext(this, m_view, registry);

    createActions();
    createMenusAndBars();
    // The very same map features as the main window, acting on this window's document.
    installTerrainTools(*m_context);
    installMinimap(*m_context);
    if (!m_context->tools().isEmpty())
        m_context->activateTool(m_context->tools().first());
    for (const char *name : {"mapMenu", "toolsMenu", "helpMenu"}) {
        if (QMenu *menu = m_context->menu(QLatin1String(name)))
            menu->menuAction()->setVisible(!menu->isEmpty());
    }

    m_hexLabel = new QLabel(this);
    m_hexLabel->setObjectName(QStringLiteral("hexStatus"));
    statusBar()->addPermanentWidget(m_hexLabel);
    connect(m_view, &MapView::hexHovered, this,
            [this](const QString &label, const QString &terrain) {
                m_hexLabel->setText(label.isEmpty() ? QString() : tr("%1 %2").arg(label, terrain));
            });

    QSettings settings;
    if (!restoreGeometry(settings.value(settingsKey("geometry")).toByteArray()))
        fitToScreen(this, QSize(900, 640));
    restoreState(settings.value(settingsKey("state")).toByteArray());
    if (!m_library.panels.isEmpty())
        showPanel(0);
    statusBar()->showMessage(
        tr("Pick a panel above, paint it with the map tools and save the panel library."));
}

PanelEditorWindow::~PanelEditorWindow()
{
    m_context->setDocument(nullptr);
    m_view->setDocument(nullptr);
}

void PanelEditorWindow::createActions()
{
    m_saveAction
        = new QAction(actionIcon(QStringLiteral("document-save")), tr("&Save Panel Library"), this);
    m_saveAction->setShortcut(QKeySequence::Save);
    m_saveAction->setStatusTip(tr("Write the library with your panels to your data folder"));
    connect(m_saveAction, &QAction::triggered, this, &PanelEditorWindow::savePanelLibrary);

    m_revertAction
        = new QAction(actionIcon(QStringLiteral("document-revert")), tr("&Revert Panel"), this);
    m_revertAction->setStatusTip(tr("Forget the unsaved edits of the panel on screen"));
    connect(m_revertAction, &QAction::triggered, this, &PanelEditorWindow::revertPanel);

    m_restoreAction = new QAction(actionIcon(QStringLiteral("hexwright-restore-panels")),
                                  tr("Restore &Bundled Panels..."), this);
    m_restoreAction->setStatusTip(tr("Delete your saved panel library and use the panels "
                                     "that come with Hexwright again"));
    connect(m_restoreAction, &QAction::triggered, this, &PanelEditorWindow::restoreBundledLibrary);

    m_closeAction
        = new QAction(actionIcon(QStringLiteral("window-close")), tr("&Close Panel Editor"), this);
    m_closeAction->setShortcut(QKeySequence::Close);
    connect(m_closeAction, &QAction::triggered, this, &QWidget::close);

    m_previousAction
        = new QAction(actionIcon(QStringLiteral("go-previous")), tr("&Previous Panel"), this);
    m_previousAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    connect(m_previousAction, &QAction::triggered, this, [this] {
        if (currentIndex() > 0)
            openPanel(m_library.panels.at(currentIndex() - 1).id);
    });
    m_nextAction = new QAction(actionIcon(QStringLiteral("go-next")), tr("&Next Panel"), this);
    m_nextAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    connect(m_nextAction, &QAction::triggered, this, [this] {
        if (currentIndex() + 1 < m_library.panels.size())
            openPanel(m_library.panels.at(currentIndex() + 1).id);
    });

    auto addViewAction = [this](const QIcon &icon, const QString &text,
                                const QList<QKeySequence> &keys, void (MapView::*slot)()) {
        auto *action = new QAction(icon, text, this);
        action->setShortcuts(keys);
        connect(action, &QAction::triggered, m_view, slot);
        m_viewActions.append(action);
        return action;
    };
    QList<QKeySequence> zoomIn = QKeySequence::keyBindings(QKeySequence::ZoomIn);
    zoomIn.append(QKeySequence(Qt::CTRL | Qt::Key_Equal));
    addViewAction(actionIcon(QStringLiteral("zoom-in")), tr("Zoom &In"), zoomIn, &MapView::zoomIn);
    addViewAction(actionIcon(QStringLiteral("zoom-out")), tr("Zoom &Out"),
                  QKeySequence::keyBindings(QKeySequence::ZoomOut), &MapView::zoomOut);
    m_fitAction = addViewAction(actionIcon(QStringLiteral("zoom-fit-best")), tr("&Fit Panel"),
                                {QKeySequence(Qt::CTRL | Qt::Key_0)}, &MapView::zoomToFit);
    addViewAction(actionIcon(QStringLiteral("zoom-original")), tr("&Actual Size"),
                  {QKeySequence(Qt::CTRL | Qt::Key_1)}, &MapView::zoomToActualSize);
}

void PanelEditorWindow::createMenusAndBars()
{
    // The menus carry the main window's object names, so that features find theirs.
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setObjectName(QStringLiteral("fileMenu"));
    file->addAction(m_saveAction);
    file->addAction(m_revertAction);
    file->addAction(m_restoreAction);
    file->addSeparator();
    file->addAction(m_closeAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->setObjectName(QStringLiteral("editMenu"));
    QAction *undo = m_undoGroup->createUndoAction(this, tr("&Undo"));
    undo->setIcon(actionIcon(QStringLiteral("edit-undo")));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undoGroup->createRedoAction(this, tr("&Redo"));
    redo->setIcon(actionIcon(QStringLiteral("edit-redo")));
    redo->setShortcuts(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->setObjectName(QStringLiteral("viewMenu"));
    view->addActions(m_viewActions);
    view->addSeparator();

    QMenu *map = menuBar()->addMenu(tr("&Map"));
    map->setObjectName(QStringLiteral("mapMenu"));
    QMenu *tools = menuBar()->addMenu(tr("&Tools"));
    tools->setObjectName(QStringLiteral("toolsMenu"));
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("helpMenu"));

    QToolBar *bar = addToolBar(tr("Panel Tool Bar"));
    bar->setObjectName(QStringLiteral("panelEditorToolBar"));
    makeIconToolBar(bar);
    auto *pick = new QLabel(tr("Panel:"), bar);
    pick->setContentsMargins(4, 0, 4, 0);
    bar->addWidget(pick);
    m_panelCombo = new QComboBox(bar);
    m_panelCombo->setObjectName(QStringLiteral("panelCombo"));
    m_panelCombo->setToolTip(tr("The library panel to edit"));
    for (const Panel &panel : std::as_const(m_library.panels))
        m_panelCombo->addItem(panel.name, panel.id);
    pick->setBuddy(m_panelCombo);
    bar->addWidget(m_panelCombo);
    bar->addAction(m_previousAction);
    bar->addAction(m_nextAction);
    bar->addSeparator();
    bar->addAction(m_saveAction);
    bar->addAction(undo);
    bar->addAction(redo);
    bar->addSeparator();
    bar->addAction(m_fitAction); // the other zooms are in the View menu
    connect(m_panelCombo, &QComboBox::activated, this, [this](int index) {
        if (!openPanel(m_panelCombo->itemData(index).toString())) {
            const QSignalBlocker blocker(m_panelCombo);
            m_panelCombo->setCurrentIndex(currentIndex());
        }
    });
    map->addAction(m_previousAction);
    map->addAction(m_nextAction);

    addToolBarBreak(); // the map tools get a row of their own
    QToolBar *toolsBar = addToolBar(tr("Tools"));
    toolsBar->setObjectName(QStringLiteral("toolsToolBar"));
    makeIconToolBar(toolsBar);
    m_context->setToolsToolBar(toolsBar);
    for (QToolBar *shown : {bar, toolsBar}) {
        shown->toggleViewAction()->setIcon(actionIcon(QStringLiteral("hexwright-tool-bar")));
        view->addAction(shown->toggleViewAction());
    }
}

QString PanelEditorWindow::currentPanelId() const
{
    return m_document ? m_document->scenario().layout.value(0).panel : QString();
}

int PanelEditorWindow::currentIndex() const
{
    return int(m_library.panelIds().indexOf(currentPanelId()));
}

Panel PanelEditorWindow::editedPanel() const
{
    const Panel *base = m_base ? m_base->findPanel(currentPanelId()) : nullptr;
    if (!base)
        return Panel();
    return applyPanelEdits(*base, m_document->scenario(), *m_ruleset);
}

QString PanelEditorWindow::libraryFilePath() const
{
    return RulesetRegistry::userPanelsPath() + QLatin1Char('/') + m_library.id
        + QStringLiteral(".panels.yaml");
}

bool PanelEditorWindow::isModified() const
{
    return m_libraryModified || (m_document && m_document->isModified());
}

QString PanelEditorWindow::panelDescription(const Panel &panel) const
{
    return panel.kind == Panel::Kind::Edge ? tr("edge piece %1").arg(panel.id)
                                           : tr("panel %1").arg(panel.id);
}

void PanelEditorWindow::showPanel(int index)
{
    m_context->setDocument(nullptr);
    m_view->setDocument(nullptr);
    if (m_document)
        m_undoGroup->removeStack(m_document->undoStack());
    m_document.reset();
    // The document refers to the library it was made from: keep that one as it is, so undo
    // still knows the panel's roads after edits have been kept or saved.
    m_base = std::make_unique<PanelLibrary>(m_library);
    const Panel &panel = m_base->panels.at(index);
    m_document = std::make_unique<ScenarioDocument>(
        std::make_unique<Scenario>(panelEditScenario(panel, *m_base, *m_ruleset)), *m_ruleset,
        *m_base);
    m_undoGroup->addStack(m_document->undoStack());
    m_undoGroup->setActiveStack(m_document->undoStack());
    connect(m_document.get(), &ScenarioDocument::modifiedChanged, this,
            &PanelEditorWindow::updateTitle);
    m_view->setDocument(m_document.get());
    m_context->setDocument(m_document.get());
    {
        const QSignalBlocker blocker(m_panelCombo);
        m_panelCombo->setCurrentIndex(index);
    }
    m_previousAction->setEnabled(index > 0);
    m_nextAction->setEnabled(index + 1 < m_library.panels.size());
    m_banner->setText(
        tr("<b>Editing %1 of the %2 panel library.</b> Changes here alter the panel itself, in "
           "every scenario that uses it: Save Panel Library (%3) to keep them.")
            .arg(panelDescription(panel).toHtmlEscaped(), m_ruleset->name.toHtmlEscaped(),
                 m_saveAction->shortcut().toString(QKeySequence::NativeText)));
    updateTitle();
}

void PanelEditorWindow::keepEdits()
{
    const int index = currentIndex();
    if (index < 0 || !m_document || !m_document->isModified())
        return;
    m_library.panels[index] = editedPanel();
    m_libraryModified = true;
}

bool PanelEditorWindow::openPanel(const QString &id)
{
    const int index = int(m_library.panelIds().indexOf(id));
    if (index < 0)
        return false;
    if (id == currentPanelId())
        return true;
    if (m_document && m_document->isModified()) {
        const Panel *panel = m_library.findPanel(currentPanelId());
        QMessageBox box(QMessageBox::Question, tr("Panel Editor"),
                        tr("%1 has edits that are not saved. Keep them in the library, to be "
                           "saved with Save Panel Library, or discard them?")
                            .arg(panel->name),
                        QMessageBox::Apply | QMessageBox::Discard | QMessageBox::Cancel, this);
        box.button(QMessageBox::Apply)->setText(tr("&Keep Edits"));
        box.setDefaultButton(QMessageBox::Apply);
        const int answer = box.exec();
        if (answer == QMessageBox::Cancel)
            return false;
        if (answer == QMessageBox::Apply)
            keepEdits();
    }
    showPanel(index);
    statusBar()->showMessage(tr("Editing %1").arg(panelDescription(m_library.panels.at(index))),
                             4000);
    return true;
}

bool PanelEditorWindow::savePanelLibrary()
{
    keepEdits();
    const QString path = libraryFilePath();
    QString error;
    if (!hexwright::savePanelLibrary(path, m_library, *m_ruleset, &error)) {
        // The edits stay in the library and the title keeps its asterisk: nothing says "Saved".
        updateTitle();
        statusBar()->showMessage(tr("Not saved: %1").arg(QDir::toNativeSeparators(path)));
        QMessageBox::critical(this, tr("Save Panel Library"),
                              tr("Could not save the panel library to %1:\n%2\n\nThe file on "
                                 "disk was not changed and your edits are still open.")
                                  .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_libraryModified = false;
    if (m_document)
        m_document->undoStack()->setClean();
    m_registry.reloadPanelLibrary(m_library.id);
    updateTitle();
    statusBar()->showMessage(tr("Saved to %1. New scenarios use it; open scenarios pick it up "
                                "when reopened.")
                                 .arg(QDir::toNativeSeparators(path)));
    Q_EMIT librarySaved(path);
    return true;
}

void PanelEditorWindow::revertPanel()
{
    if (!m_document || !m_document->isModified())
        return;
    const Panel *panel = m_library.findPanel(currentPanelId());
    const QMessageBox::StandardButton answer
        = QMessageBox::question(this, tr("Revert Panel"),
                                tr("Forget the unsaved edits of %1?").arg(panelDescription(*panel)),
                                QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return;
    showPanel(currentIndex());
    statusBar()->showMessage(tr("Reverted %1").arg(panelDescription(*panel)), 4000);
}

void PanelEditorWindow::restoreBundledLibrary()
{
    const QString path = libraryFilePath();
    if (!QFileInfo::exists(path) || !QFileInfo::exists(bundledLibraryPath(m_library.id))) {
        QMessageBox::information(this, tr("Restore Bundled Panels"),
                                 tr("You have not saved a panel library of your own: the "
                                    "bundled panels are in use."));
        return;
    }
    const QMessageBox::StandardButton answer = QMessageBox::warning(
        this, tr("Restore Bundled Panels"),
        tr("Delete your panel library %1 and all the edits in it, and use the panels that come "
           "with Hexwright again?")
            .arg(QDir::toNativeSeparators(path)),
        QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Discard)
        return;
    Diagnostics diagnostics;
    if (!QFile::remove(path)) {
        QMessageBox::critical(this, tr("Restore Bundled Panels"),
                              tr("Could not delete %1.").arg(QDir::toNativeSeparators(path)));
        return;
    }
    m_registry.reloadPanelLibrary(m_library.id);
    const QString id = currentPanelId();
    if (const PanelLibrary *bundled
        = m_registry.panelLibrary(m_library.id, *m_ruleset, diagnostics))
        m_library = *bundled;
    m_libraryModified = false;
    showPanel(std::max(0, int(m_library.panelIds().indexOf(id))));
    statusBar()->showMessage(tr("Deleted %1: the bundled panels are in use again. Open "
                                "scenarios pick them up when reopened.")
                                 .arg(QDir::toNativeSeparators(path)));
}

bool PanelEditorWindow::maybeSave()
{
    if (!isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::warning(
        this, tr("Unsaved Panels"),
        tr("The %1 panel library has edits that are not saved.\nSave them?").arg(m_ruleset->name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return savePanelLibrary();
    return answer == QMessageBox::Discard;
}

void PanelEditorWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(settingsKey("geometry"), saveGeometry());
    settings.setValue(settingsKey("state"), saveState());
    event->accept();
}

void PanelEditorWindow::updateTitle()
{
    setWindowTitle(tr("Panel Editor: %1[*] - Hexwright").arg(m_library.name));
    setWindowModified(isModified());
    m_revertAction->setEnabled(m_document && m_document->isModified());
    m_restoreAction->setEnabled(QFileInfo::exists(libraryFilePath())
                                && QFileInfo::exists(bundledLibraryPath(m_library.id)));
}

} // namespace hexwright
