// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Sides, morale, alliances and the scenario's properties.

#include "editorcontext.h"
#include "shell/actionicons.h"
#include "sides/scenariopropertiesdialog.h"
#include "sides/sidesdock.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace hexwright {

void installSides(EditorContext &context)
{
    auto *dock = new SidesDock(context.window());
    dock->setDocument(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, dock,
                     [dock](ScenarioDocument *document) { dock->setDocument(document); });
    context.addDock(dock, Qt::RightDockWidgetArea, actionIcon(QStringLiteral("hexwright-sides")));
    // Sides come before forces: a tab beside the Forces dock, in front of it.
    if (auto *roster = context.window()->findChild<QDockWidget *>(QStringLiteral("rosterDock")))
        context.window()->tabifyDockWidget(roster, dock);

    QMenu *menu = context.menu(QStringLiteral("scenarioMenu"));
    if (!menu)
        return;
    auto *sides
        = menu->addAction(actionIcon(QStringLiteral("hexwright-sides")), QObject::tr("&Sides"));
    sides->setObjectName(QStringLiteral("showSidesAction"));
    sides->setStatusTip(QObject::tr("Show the Sides dock: sides, colours, morale and alliances"));
    QObject::connect(sides, &QAction::triggered, dock, [dock] {
        dock->show();
        dock->raise();
    });

    auto *properties = menu->addAction(actionIcon(QStringLiteral("document-properties")),
                                       QObject::tr("&Properties..."));
    properties->setObjectName(QStringLiteral("scenarioPropertiesAction"));
    properties->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Return));
    properties->setStatusTip(QObject::tr("Edit the title, author, source, players, notes, the "
                                         "general briefing and the special rules"));
    properties->setEnabled(context.document());
    QObject::connect(
        &context, &EditorContext::documentChanged, properties,
        [properties](ScenarioDocument *document) { properties->setEnabled(document); });
    QObject::connect(properties, &QAction::triggered, &context, [&context] {
        if (!context.document())
            return;
        ScenarioPropertiesDialog dialog(context.document(), context.window());
        dialog.exec();
    });
}

} // namespace hexwright
