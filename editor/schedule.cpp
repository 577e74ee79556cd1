// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The reinforcement timeline and the game length.

#include "editorcontext.h"
#include "mapview.h"
#include "schedule/entryoverlay.h"
#include "schedule/pickhextool.h"
#include "schedule/reinforcementform.h"
#include "schedule/scheduledock.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>

namespace hexwright {

void installSchedule(EditorContext &context)
{
    auto *dock = new ScheduleDock(context.window());
    auto *overlay = new EntryOverlay(dock);
    auto *pick = new PickHexTool(&context);
    context.view()->addOverlay(overlay);

    const auto follow = [dock, overlay](ScenarioDocument *document) {
        dock->setDocument(document);
        overlay->setDocument(document);
    };
    follow(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, dock, follow);
    QObject::connect(dock, &ScheduleDock::selectionChanged, overlay,
                     &EntryOverlay::setReinforcement);
    // Where reinforcements enter shows while the dock does.
    QObject::connect(dock, &QDockWidget::visibilityChanged, overlay, &MapOverlay::setVisible);

    QObject::connect(dock->form(), &ReinforcementForm::pickRequested, pick, &PickHexTool::start);
    QObject::connect(pick, &PickHexTool::picked, dock, [dock, &context](OffsetCoord hex) {
        if (!dock->form()->setRoadHex(hex))
            context.showStatus(QObject::tr("That hex is not a playable hex of the map."));
    });

    context.addDock(dock, Qt::BottomDockWidgetArea,
                    actionIcon(QStringLiteral("hexwright-reinforcements")));
    // Room for two rows of chips and the form (a saved window state overrides it).
    context.window()->resizeDocks({dock}, {330}, Qt::Vertical);
    if (QMenu *menu = context.menu(QStringLiteral("scenarioMenu"))) {
        menu->addSeparator();
        menu->addAction(dock->newAction());
        menu->addAction(dock->duplicateAction());
        menu->addAction(dock->deleteAction());
    }
    // New Reinforcement from the menu shows the dock it works in.
    QObject::connect(dock->newAction(), &QAction::triggered, dock, [dock] {
        dock->show();
        dock->raise();
    });
}

} // namespace hexwright
