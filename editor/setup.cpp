// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Setup zones, zone presets and placing units on the map.

#include "editorcontext.h"

#include "mapview.h"
#include "setup/setupstate.h"
#include "setup/setuptool.h"
#include "setup/unitdrop.h"
#include "setup/zoneoverlay.h"
#include "setup/zonesdock.h"
#include "setup/zonetool.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QCoreApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each SetupText::tr() call under
/// "Setup", the context the run-time lookup uses.
struct SetupText
{
    Q_DECLARE_TR_FUNCTIONS(Setup)
};

} // namespace

// Everything the setup features share lives in one SetupState: the zone being edited, the
// zones shown, their colours. The overlay draws zones and stacks whatever the tool; roster
// lines dropped on the map are set up by the UnitDropHandler whatever the tool too.
void installSetup(EditorContext &context)
{
    auto *state = new SetupState(&context);
    state->setObjectName(QStringLiteral("setupState"));
    auto *overlay = new ZoneOverlay(state, state);
    overlay->setObjectName(QStringLiteral("zoneOverlay"));
    context.view()->addOverlay(overlay);
    if (QMenu *view = context.menu(QStringLiteral("viewMenu"))) {
        QAction *show = view->addAction(actionIcon(QStringLiteral("hexwright-show-zones")),
                                        SetupText::tr("Show Setup &Zones"));
        show->setObjectName(QStringLiteral("showZonesAction"));
        show->setCheckable(true);
        show->setChecked(true);
        show->setStatusTip(
            SetupText::tr("Tint the setup zones on the map (each zone can be hidden in the "
                          "Zones dock)"));
        QObject::connect(show, &QAction::toggled, overlay, &ZoneOverlay::setZonesShown);
    }
    auto *drop = new UnitDropHandler(state, overlay, state);
    drop->setObjectName(QStringLiteral("unitDropHandler"));

    if (QMenu *tools = context.menu(QStringLiteral("toolsMenu")); tools && !tools->isEmpty())
        tools->addSeparator();
    if (QToolBar *bar = context.toolsToolBar(); bar && !bar->actions().isEmpty())
        bar->addSeparator();
    auto *zoneTool = new ZoneTool(state);
    context.addTool(zoneTool);
    context.addTool(new SetupTool(state));

    auto *dock = new ZonesDock(state, zoneTool, context.window());
    context.addDock(dock, Qt::LeftDockWidgetArea, actionIcon(QStringLiteral("hexwright-zones")));
    // Zones are painted hexes; a table's deployment areas are shapes of its layout.
    context.addHexOnly(dock);
    // A tab beside the terrain palette: the Forces dock on the right stays in view, so lines
    // drag from it onto zones shown in this one.
    if (auto *palette
        = context.window()->findChild<QDockWidget *>(QStringLiteral("terrainPaletteDock"))) {
        context.window()->tabifyDockWidget(palette, dock);
        palette->raise();
    }

    if (QMenu *scenario = context.menu(QStringLiteral("scenarioMenu"))) {
        if (!scenario->isEmpty())
            scenario->addSeparator();
        QAction *add = scenario->addAction(actionIcon(QStringLiteral("list-add")),
                                           SetupText::tr("Add &Zone"));
        add->setObjectName(QStringLiteral("addZoneAction"));
        add->setStatusTip(SetupText::tr("Add an empty setup zone and paint it with the Zone tool"));
        QObject::connect(add, &QAction::triggered, dock, [dock] {
            dock->show();
            dock->raise();
            dock->addZone();
        });
        QAction *preset = scenario->addAction(actionIcon(QStringLiteral("hexwright-zone-preset")),
                                              SetupText::tr("New Zone from &Preset..."));
        preset->setObjectName(QStringLiteral("zoneFromPresetAction"));
        preset->setStatusTip(
            SetupText::tr("Make a setup zone the way the book words it: a whole panel, "
                          "a panel's edge, its city hexes, within N hexes of a panel"));
        QObject::connect(preset, &QAction::triggered, dock, [dock] {
            dock->show();
            dock->raise();
            dock->newZoneFromPreset();
        });
        const auto update = [add, preset, state] {
            const bool hex
                = state->document() && state->document()->board().kind() == BoardKind::Hex;
            add->setEnabled(hex);
            preset->setEnabled(hex && !state->document()->scenario().layout.isEmpty());
        };
        QObject::connect(state, &SetupState::mapChanged, add, update);
        update();
    }
}

} // namespace hexwright
