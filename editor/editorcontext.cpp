// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"

#include "board/board.h"
#include "document/scenariodocument.h"
#include "maptool.h"
#include "mapview.h"

#include <QAction>
#include <QActionGroup>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStatusBar>
#include <QToolBar>

#include <utility>

namespace hexwright {

EditorContext::EditorContext(QMainWindow *window, MapView *view, RulesetRegistry &registry)
    : QObject(window)
    , m_window(window)
    , m_view(view)
    , m_registry(registry)
{ }

void EditorContext::setDocument(ScenarioDocument *document)
{
    if (m_document == document)
        return;
    m_document = document;
    // A scenario replaced whole (a reload, an undo of everything) may bring another board.
    if (document)
        connect(document, &ScenarioDocument::layoutChanged, this, &EditorContext::applyBoardKind,
                Qt::UniqueConnection);
    Q_EMIT documentChanged(document);
    // After the features have set their actions up for the new document.
    applyBoardKind();
}

bool EditorContext::onTable() const
{
    return m_document && m_document->board().kind() == BoardKind::Table;
}

void EditorContext::addHexOnly(QAction *action)
{
    QActionGroup *group = action->actionGroup();
    if (!group) {
        if (!m_hexOnlyActions) {
            m_hexOnlyActions = new QActionGroup(this);
            m_hexOnlyActions->setObjectName(QStringLiteral("hexOnlyActions"));
            m_hexOnlyActions->setExclusionPolicy(QActionGroup::ExclusionPolicy::None);
            m_hexOnlyGroups.append(m_hexOnlyActions);
        }
        group = m_hexOnlyActions;
        group->addAction(action);
    } else if (!m_hexOnlyGroups.contains(group)) {
        m_hexOnlyGroups.append(group);
    }
    applyBoardKind();
}

void EditorContext::addHexOnly(QDockWidget *dock)
{
    if (!dock || m_hexOnlyDocks.contains(dock))
        return;
    m_hexOnlyDocks.append(dock);
    applyBoardKind();
}

void EditorContext::applyBoardKind()
{
    const bool table = onTable();
    const QString why = tr("Works on hex maps only: this scenario is played on a table.");
    // The tip an action had of its own is kept in a property while it says why it is off.
    const char *const savedTip = "hexwrightToolTipOnHexes";
    for (QActionGroup *group : std::as_const(m_hexOnlyGroups)) {
        if (!group)
            continue;
        group->setEnabled(!table);
        for (QAction *action : group->actions()) {
            const QVariant saved = action->property(savedTip);
            if (table && !saved.isValid()) {
                action->setProperty(savedTip, action->toolTip());
                action->setToolTip(why);
            } else if (!table && saved.isValid()) {
                action->setToolTip(saved.toString());
                action->setProperty(savedTip, QVariant());
            }
        }
    }
    const char *const disabled = "hexwrightDisabledOnTable";
    for (QDockWidget *dock : std::as_const(m_hexOnlyDocks)) {
        if (!dock || !dock->widget())
            continue;
        if (table && !dock->property(disabled).toBool()) {
            dock->setProperty(disabled, true);
            dock->setProperty(savedTip, dock->toolTip());
            dock->widget()->setEnabled(false);
            dock->setToolTip(why);
        } else if (!table && dock->property(disabled).toBool()) {
            dock->setProperty(disabled, false);
            dock->widget()->setEnabled(m_document != nullptr);
            dock->setToolTip(dock->property(savedTip).toString());
        }
    }
    if (table && m_activeTool) {
        m_toolBeforeTable = m_activeTool;
        m_activeTool->deactivate();
        m_activeTool = nullptr;
        m_view->setTool(nullptr);
        Q_EMIT activeToolChanged(nullptr);
    } else if (!table && !m_activeTool && m_toolBeforeTable) {
        MapTool *tool = std::exchange(m_toolBeforeTable, nullptr);
        activateTool(tool);
    }
}

QMenu *EditorContext::menu(const QString &objectName) const
{
    return m_window->menuBar()->findChild<QMenu *>(objectName);
}

void EditorContext::addTool(MapTool *tool)
{
    m_tools.append(tool);
    auto *group = m_window->findChild<QActionGroup *>(QStringLiteral("toolGroup"));
    if (!group) {
        group = new QActionGroup(m_window);
        group->setObjectName(QStringLiteral("toolGroup"));
        group->setExclusive(true);
    }
    QAction *action = tool->action();
    action->setCheckable(true);
    group->addAction(action);
    addHexOnly(action);
    connect(action, &QAction::triggered, this, [this, tool] { activateTool(tool); });
    if (QMenu *tools = menu(QStringLiteral("toolsMenu")))
        tools->addAction(action);
    if (m_toolsBar)
        m_toolsBar->addAction(action);
}

void EditorContext::activateTool(MapTool *tool)
{
    if (m_activeTool == tool || (tool && onTable()))
        return;
    if (m_activeTool)
        m_activeTool->deactivate();
    m_activeTool = tool;
    if (tool) {
        tool->action()->setChecked(true);
        tool->activate();
    }
    m_view->setTool(tool);
    Q_EMIT activeToolChanged(tool);
}

void EditorContext::addDock(QDockWidget *dock, Qt::DockWidgetArea area, const QIcon &icon)
{
    Q_ASSERT(!dock->objectName().isEmpty());
    m_window->addDockWidget(area, dock);
    dock->toggleViewAction()->setIcon(icon);
    if (QMenu *view = menu(QStringLiteral("viewMenu")))
        view->addAction(dock->toggleViewAction());
}

void EditorContext::setDiagnostics(const Diagnostics &diagnostics)
{
    m_diagnostics = diagnostics;
    Q_EMIT diagnosticsChanged(m_diagnostics);
}

void EditorContext::showStatus(const QString &message, int timeoutMs) const
{
    m_window->statusBar()->showMessage(message, timeoutMs);
}

} // namespace hexwright
