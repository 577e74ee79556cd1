// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"
#include "minimapwidget.h"
#include "shell/actionicons.h"

#include <QDockWidget>
#include <QMainWindow>

namespace hexwright {

void installMinimap(EditorContext &context)
{
    auto *dock = new QDockWidget(MinimapWidget::tr("Minimap"), context.window());
    dock->setObjectName(QStringLiteral("minimapDock"));
    auto *minimap = new MinimapWidget(context.view(), dock);
    minimap->setObjectName(QStringLiteral("minimap"));
    dock->setWidget(minimap);
    context.addDock(dock, Qt::RightDockWidgetArea, actionIcon(QStringLiteral("hexwright-minimap")));
}

} // namespace hexwright
