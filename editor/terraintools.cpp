// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"

#include "shell/actionicons.h"
#include "terrain/painttools.h"
#include "terrain/roadtool.h"
#include "terrain/selecttools.h"
#include "terrain/terrainactions.h"
#include "terrain/terrainpalette.h"
#include "terrain/terrainstate.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace hexwright {

// Terrain painting: the palette dock, the painting, road and selection tools, and the hex
// clipboard in the Edit menu. Everything they share lives in one TerrainState.
void installTerrainTools(EditorContext &context)
{
    auto *state = new TerrainState(&context);
    // Apart from the tools installed before (panel assembly).
    if (QMenu *tools = context.menu(QStringLiteral("toolsMenu")); tools && !tools->isEmpty())
        tools->addSeparator();
    if (QToolBar *bar = context.toolsToolBar(); bar && !bar->actions().isEmpty())
        bar->addSeparator();
    const QList<MapTool *> tools = {
        new BrushTool(state),       new LineTool(state), new FillTool(state),
        new EyedropperTool(state),  new RoadTool(state), new RectSelectTool(state),
        new LassoSelectTool(state),
    };
    for (MapTool *tool : tools)
        context.addTool(tool);
    auto *paste = new PasteTool(state);
    const QList<QAction *> sizes = installBrushSizeActions(context, state);
    installSelectionActions(context, state, paste);
    auto *palette = new TerrainPalette(state, sizes, context.window());
    context.addDock(palette, Qt::LeftDockWidgetArea,
                    actionIcon(QStringLiteral("hexwright-terrain")));
    // Hex terrain: nothing to paint on a table (its pieces have tools of their own).
    context.addHexOnly(palette);
    for (QAction *size : sizes)
        context.addHexOnly(size);
}

} // namespace hexwright
