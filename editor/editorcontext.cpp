// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"

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
    Q_EMIT documentChanged(document);
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
    connect(action, &QAction::triggered, this, [this, tool] { activateTool(tool); });
    if (QMenu *tools = menu(QStringLiteral("toolsMenu")))
        tools->addAction(action);
    if (m_toolsBar)
        m_toolsBar->addAction(action);
}

void EditorContext::activateTool(MapTool *tool)
{
    if (m_activeTool == tool)
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

void EditorContext::addDock(QDockWidget *dock, Qt::DockWidgetArea area)
{
    Q_ASSERT(!dock->objectName().isEmpty());
    m_window->addDockWidget(area, dock);
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
