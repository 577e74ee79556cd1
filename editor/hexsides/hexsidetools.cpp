// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Hexside features (ridges, walls, rivers) and heights: the two tools, their dock and the
// height overlay.

#include "editorcontext.h"

#include "hexsides/heighttool.h"
#include "hexsides/hexsidedock.h"
#include "hexsides/hexsidestate.h"
#include "hexsides/hexsidetool.h"
#include "mapview.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace hexwright {

namespace {

/// The translation context of this file's texts.
struct HexsideText
{
    Q_DECLARE_TR_FUNCTIONS(Hexsides)
};

} // namespace

void installHexsideTools(EditorContext &context)
{
    auto *state = new HexsideState(&context);
    state->setObjectName(QStringLiteral("hexsideState"));
    auto *overlay = new HeightOverlay(state);
    overlay->setObjectName(QStringLiteral("heightOverlay"));
    context.view()->addOverlay(overlay);
    if (QMenu *view = context.menu(QStringLiteral("viewMenu"))) {
        QAction *show = view->addAction(actionIcon(QStringLiteral("hexwright-heights")),
                                        HexsideText::tr("Show &Heights"));
        show->setObjectName(QStringLiteral("showHeightsAction"));
        show->setCheckable(true);
        show->setChecked(true);
        show->setStatusTip(HexsideText::tr("Shade the hexes that have a height and show the "
                                           "height's number in them"));
        QObject::connect(show, &QAction::toggled, overlay, &MapOverlay::setVisible);
        context.addHexOnly(show);
    }
    if (QMenu *tools = context.menu(QStringLiteral("toolsMenu")); tools && !tools->isEmpty())
        tools->addSeparator();
    if (QToolBar *bar = context.toolsToolBar(); bar && !bar->actions().isEmpty())
        bar->addSeparator();
    context.addTool(new HexsideTool(state));
    context.addTool(new HeightTool(state));
    auto *dock = new HexsideDock(state, context.window());
    context.addDock(dock, Qt::LeftDockWidgetArea, actionIcon(QStringLiteral("hexwright-hexside")));
    context.addHexOnly(dock);
    // A tab beside the terrain palette, like the zones.
    if (auto *palette
        = context.window()->findChild<QDockWidget *>(QStringLiteral("terrainPaletteDock"))) {
        context.window()->tabifyDockWidget(palette, dock);
        palette->raise();
    }
}

} // namespace hexwright
