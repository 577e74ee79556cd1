// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Victory conditions, markers and hidden units.

#include "editorcontext.h"
#include "mapview.h"
#include "shell/actionicons.h"
#include "victory/hiddenpage.h"
#include "victory/markertool.h"
#include "victory/victorydock.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace hexwright {

void installVictory(EditorContext &context)
{
    auto *dock = new VictoryDock(&context, context.window());
    dock->setDocument(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, dock,
                     [dock](ScenarioDocument *document) { dock->setDocument(document); });
    context.view()->addOverlay(dock->hiddenPage()->highlight());

    if (QMenu *tools = context.menu(QStringLiteral("toolsMenu")); tools && !tools->isEmpty())
        tools->addSeparator();
    if (QToolBar *bar = context.toolsToolBar(); bar && !bar->actions().isEmpty())
        bar->addSeparator();
    context.addTool(dock->markerTool());
    // Choosing the tool brings its options and the list of markers into view.
    QObject::connect(dock->markerTool()->action(), &QAction::triggered, dock,
                     &VictoryDock::showMarkers);

    context.addDock(dock, Qt::RightDockWidgetArea, actionIcon(QStringLiteral("hexwright-victory")));
    if (auto *roster = context.window()->findChild<QDockWidget *>(QStringLiteral("rosterDock")))
        context.window()->tabifyDockWidget(roster, dock);
}

} // namespace hexwright
