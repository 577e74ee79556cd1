// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario > Playtest: play the scenario being edited in a window of its own; the map's
// line-of-sight tool.

#include "editorcontext.h"
#include "families/hammers-slammers/lostool.h"
#include "playtest/playtestwindow.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QRandomGenerator>
#include <QToolBar>

namespace hexwright {

void installPlaytest(EditorContext &context)
{
    auto *action = new QAction(QObject::tr("&Playtest"), context.window());
    action->setObjectName(QStringLiteral("playtestAction"));
    action->setShortcut(QKeySequence(Qt::Key_F5));
    action->setIcon(QIcon::fromTheme(QStringLiteral("media-playback-start")));
    action->setToolTip(QObject::tr("Playtest the scenario as it stands (F5)"));
    action->setStatusTip(QObject::tr("Play the scenario as it stands, hotseat, by the book; "
                                     "no need to save it first"));
    QObject::connect(action, &QAction::triggered, &context, [&context] {
        ScenarioDocument *document = context.document();
        if (!document)
            return;
        if (document->scenario().sides.isEmpty()) {
            context.showStatus(QObject::tr("The scenario has no sides to play yet"));
            return;
        }
        const quint64 seed = QRandomGenerator::global()->generate64() >> 16;
        auto *window = new PlaytestWindow(*document, context.registry(), seed, context.window());
        window->show();
        window->raise();
        window->activateWindow();
    });
    auto update = [action](ScenarioDocument *document) {
        action->setEnabled(document);
    };
    update(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, action, update);

    if (QMenu *scenario = context.menu(QStringLiteral("scenarioMenu"))) {
        if (!scenario->isEmpty())
            scenario->addSeparator();
        scenario->addAction(action);
    }
    if (auto *bar = context.window()->findChild<QToolBar *>(QStringLiteral("mainToolBar"))) {
        bar->addSeparator();
        bar->addAction(action);
    }

    if (QMenu *tools = context.menu(QStringLiteral("toolsMenu")); tools && !tools->isEmpty())
        tools->addSeparator();
    if (QToolBar *bar = context.toolsToolBar(); bar && !bar->actions().isEmpty())
        bar->addSeparator();
    context.addTool(new LosTool(&context));
}

} // namespace hexwright
