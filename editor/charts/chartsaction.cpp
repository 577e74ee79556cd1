// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario > Ruleset Charts...: the Charts editor of the open scenario's ruleset, for every
// rule family whose ruleset has charts.

#include "charts/chartsdialog.h"
#include "editorcontext.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>

namespace hexwright {

void installCharts(EditorContext &context)
{
    auto *action = new QAction(QObject::tr("Ruleset &Charts..."), context.window());
    action->setObjectName(QStringLiteral("rulesetChartsAction"));
    action->setIcon(actionIcon(QStringLiteral("hexwright-charts")));
    action->setStatusTip(QObject::tr("See the ruleset's charts, which values are provisional, "
                                     "and type the printed game's values as your own"));
    auto *open = new QPointer<ChartsDialog>;
    QObject::connect(action, &QObject::destroyed, [open] { delete open; });
    QObject::connect(action, &QAction::triggered, &context, [&context, open] {
        ScenarioDocument *document = context.document();
        if (!document || document->ruleset().charts.isEmpty())
            return;
        if (*open && (*open)->windowTitle().contains(document->ruleset().name)) {
            (*open)->raise();
            (*open)->activateWindow();
            return;
        }
        if (*open)
            (*open)->close();
        auto *dialog = new ChartsDialog(context.registry(), document->ruleset(), context.window());
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        *open = dialog;
        dialog->show();
    });
    auto update = [action](ScenarioDocument *document) {
        const bool hasCharts = document && !document->ruleset().charts.isEmpty();
        action->setEnabled(hasCharts);
        action->setToolTip(hasCharts ? QObject::tr("See and edit the ruleset's charts")
                               : document
                               ? QObject::tr("The ruleset of this scenario has no charts")
                               : QObject::tr("Open a scenario to see its ruleset's charts"));
    };
    update(context.document());
    QObject::connect(&context, &EditorContext::documentChanged, action, update);
    if (QMenu *scenario = context.menu(QStringLiteral("scenarioMenu")))
        scenario->addAction(action);
}

} // namespace hexwright
