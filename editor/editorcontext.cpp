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

void EditorContext::addOnly(QAction *action, QActionGroup *&ownGroup,
                            QList<QPointer<QActionGroup>> &groups, const char *groupName)
{
    QActionGroup *group = action->actionGroup();
    if (!group) {
        if (!ownGroup) {
            ownGroup = new QActionGroup(this);
            ownGroup->setObjectName(QLatin1String(groupName));
            ownGroup->setExclusionPolicy(QActionGroup::ExclusionPolicy::None);
            groups.append(ownGroup);
        }
        group = ownGroup;
        group->addAction(action);
    } else if (!groups.contains(group)) {
        groups.append(group);
    }
    applyBoardKind();
}

void EditorContext::addHexOnly(QAction *action)
{
    addOnly(action, m_hexOnlyActions, m_hexOnlyGroups, "hexOnlyActions");
}

void EditorContext::addHexOnly(QDockWidget *dock)
{
    if (!dock || m_hexOnlyDocks.contains(dock))
        return;
    m_hexOnlyDocks.append(dock);
    applyBoardKind();
}

void EditorContext::addTableOnly(QAction *action)
{
    addOnly(action, m_tableOnlyActions, m_tableOnlyGroups, "tableOnlyActions");
}

void EditorContext::addTableOnly(QDockWidget *dock)
{
    if (!dock || m_tableOnlyDocks.contains(dock))
        return;
    m_tableOnlyDocks.append(dock);
    applyBoardKind();
}

namespace {

/// Turns the actions of @p groups and the contents of @p docks off (with @p why as their
/// tip) or back on; the tip an action or dock had of its own is kept in a property
/// (@p savedTip) while it says why it is off.
void switchParts(const QList<QPointer<QActionGroup>> &groups,
                 const QList<QPointer<QDockWidget>> &docks, bool off, const QString &why,
                 const char *savedTip, const char *disabled, bool documentOpen)
{
    for (QActionGroup *group : groups) {
        if (!group)
            continue;
        group->setEnabled(!off);
        for (QAction *action : group->actions()) {
            const QVariant saved = action->property(savedTip);
            if (off && !saved.isValid()) {
                action->setProperty(savedTip, action->toolTip());
                action->setToolTip(why);
            } else if (!off && saved.isValid()) {
                action->setToolTip(saved.toString());
                action->setProperty(savedTip, QVariant());
            }
        }
    }
    for (QDockWidget *dock : docks) {
        if (!dock || !dock->widget())
            continue;
        if (off && !dock->property(disabled).toBool()) {
            dock->setProperty(disabled, true);
            dock->setProperty(savedTip, dock->toolTip());
            dock->widget()->setEnabled(false);
            dock->setToolTip(why);
        } else if (!off && dock->property(disabled).toBool()) {
            dock->setProperty(disabled, false);
            dock->widget()->setEnabled(documentOpen);
            dock->setToolTip(dock->property(savedTip).toString());
        }
    }
}

} // namespace

void EditorContext::applyBoardKind()
{
    const bool table = onTable();
    switchParts(m_hexOnlyGroups, m_hexOnlyDocks, table,
                tr("Works on hex maps only: this scenario is played on a table."),
                "hexwrightToolTipOnHexes", "hexwrightDisabledOnTable", m_document != nullptr);
    // Without a document the table tools are off too: there is no table to edit.
    switchParts(m_tableOnlyGroups, m_tableOnlyDocks, !table,
                tr("Works on tables only: open or create a scenario played on a table."),
                "hexwrightToolTipOnTables", "hexwrightDisabledOffTable", m_document != nullptr);
    const bool tableTool = m_activeTool && m_tableTools.contains(m_activeTool);
    if (table && m_activeTool && !tableTool) {
        m_toolBeforeTable = m_activeTool;
        m_activeTool->deactivate();
        m_activeTool = nullptr;
        m_view->setTool(nullptr);
        Q_EMIT activeToolChanged(nullptr);
    } else if (!table && tableTool) {
        m_activeTool->action()->setChecked(false);
        m_activeTool->deactivate();
        m_activeTool = nullptr;
        m_view->setTool(nullptr);
        Q_EMIT activeToolChanged(nullptr);
    }
    if (!table && !m_activeTool && m_toolBeforeTable) {
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

void EditorContext::addTableTool(MapTool *tool)
{
    m_tableTools.append(tool);
    // A group apart from the hex tools' (which is switched off on a table as a whole); one is
    // never on while the other is, and a table tool is put away, unchecked, on a hex map.
    auto *group = m_window->findChild<QActionGroup *>(QStringLiteral("tableToolGroup"));
    if (!group) {
        group = new QActionGroup(m_window);
        group->setObjectName(QStringLiteral("tableToolGroup"));
        group->setExclusionPolicy(QActionGroup::ExclusionPolicy::ExclusiveOptional);
    }
    QAction *action = tool->action();
    action->setCheckable(true);
    group->addAction(action);
    addTableOnly(action);
    connect(action, &QAction::triggered, this, [this, tool] {
        // A second click on the checked tool keeps it (the group lets a click uncheck it).
        tool->action()->setChecked(true);
        activateTool(tool);
    });
    if (QMenu *tools = menu(QStringLiteral("toolsMenu")))
        tools->addAction(action);
    if (m_toolsBar)
        m_toolsBar->addAction(action);
}

void EditorContext::activateTool(MapTool *tool)
{
    // Hex tools work on hex maps, table tools on tables.
    if (m_activeTool == tool || (tool && onTable() != m_tableTools.contains(tool)))
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
