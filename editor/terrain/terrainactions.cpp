// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrain/terrainactions.h"

#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "edit/hexclipboard.h"
#include "edit/terrainedits.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "terrain/selecttools.h"
#include "terrain/terrainstate.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

#include <iterator>

namespace hexwright {

namespace {

/// The translation context of this file's texts: lupdate files each TerrainActions::tr() call under
/// "TerrainActions", the context the run-time lookup uses.
struct TerrainActions
{
    Q_DECLARE_TR_FUNCTIONS(TerrainActions)
};

QAction *newAction(EditorContext &context, const QIcon &icon, const QString &text,
                   const char *objectName, const QKeySequence &shortcut, const QString &statusTip)
{
    auto *action = new QAction(icon, text, context.window());
    action->setObjectName(QLatin1String(objectName));
    action->setShortcut(shortcut);
    action->setStatusTip(statusTip);
    return action;
}

/// Copies the selection; returns the hexes copied (those on the map).
qsizetype copySelection(EditorContext &context, TerrainState *state)
{
    const ScenarioDocument *doc = state->document();
    if (!doc || !state->hasSelection())
        return 0;
    const HexClipboard clipboard
        = HexClipboard::copy(doc->map(), state->selectedHexes(), doc->ruleset().id);
    if (clipboard.isEmpty())
        return 0;
    state->setClipboard(clipboard);
    context.showStatus(
        TerrainActions::tr("Copied %n hex(es)", nullptr, int(clipboard.cells().size())));
    return clipboard.cells().size();
}

void eraseSelection(TerrainState *state, const QString &text)
{
    if (ScenarioDocument *doc = state->document())
        paintHexes(doc, state->selectedHexes(), NoTerrain, PaintTerrain::nextStrokeId(), text);
}

} // namespace

QList<QAction *> installBrushSizeActions(EditorContext &context, TerrainState *state)
{
    auto *group = new QActionGroup(context.window());
    group->setExclusive(true);
    QList<QAction *> sizes;
    const int hexes[] = {1, 7, 19};
    const QIcon icons[] = {actionIcon(QStringLiteral("hexwright-brush-radius-0")),
                           actionIcon(QStringLiteral("hexwright-brush-radius-1")),
                           actionIcon(QStringLiteral("hexwright-brush-radius-2"))};
    static_assert(std::size(icons) == TerrainState::MaxBrushRadius + 1);
    for (int radius = 0; radius <= TerrainState::MaxBrushRadius; ++radius) {
        auto *action = new QAction(icons[radius], QString::number(radius), group);
        action->setObjectName(QStringLiteral("brushRadius%1Action").arg(radius));
        action->setCheckable(true);
        action->setChecked(radius == state->brushRadius());
        action->setToolTip(TerrainActions::tr("Brush radius %1: %n hex(es) ([ and ] change it)",
                                              nullptr, hexes[radius])
                               .arg(radius));
        action->setStatusTip(action->toolTip());
        QObject::connect(action, &QAction::triggered, state,
                         [state, radius] { state->setBrushRadius(radius); });
        sizes.append(action);
    }
    QObject::connect(state, &TerrainState::brushRadiusChanged, group,
                     [sizes](int radius) { sizes.value(radius)->setChecked(true); });

    QAction *smaller = newAction(context, actionIcon(QStringLiteral("hexwright-brush-smaller")),
                                 TerrainActions::tr("S&maller Brush"), "brushSmallerAction",
                                 QKeySequence(Qt::Key_BracketLeft),
                                 TerrainActions::tr("Paint fewer hexes at once"));
    QObject::connect(smaller, &QAction::triggered, state,
                     [state] { state->setBrushRadius(state->brushRadius() - 1); });
    QAction *larger = newAction(context, actionIcon(QStringLiteral("hexwright-brush-larger")),
                                TerrainActions::tr("Lar&ger Brush"), "brushLargerAction",
                                QKeySequence(Qt::Key_BracketRight),
                                TerrainActions::tr("Paint more hexes at once"));
    QObject::connect(larger, &QAction::triggered, state,
                     [state] { state->setBrushRadius(state->brushRadius() + 1); });

    if (QMenu *tools = context.menu(QStringLiteral("toolsMenu"))) {
        tools->addSeparator();
        QMenu *size = tools->addMenu(actionIcon(QStringLiteral("hexwright-brush-radius-1")),
                                     TerrainActions::tr("Brush Ra&dius"));
        size->setObjectName(QStringLiteral("brushRadiusMenu"));
        size->addActions(sizes);
        tools->addAction(smaller);
        tools->addAction(larger);
    } else {
        context.window()->addAction(smaller);
        context.window()->addAction(larger);
    }
    if (QToolBar *bar = context.toolsToolBar()) {
        bar->addSeparator();
        bar->addActions(sizes);
    }
    return sizes;
}

void installSelectionActions(EditorContext &context, TerrainState *state, PasteTool *paste)
{
    QAction *cut
        = newAction(context, actionIcon(QStringLiteral("edit-cut")),
                    TerrainActions::tr("Cu&t Hexes"), "terrainCutAction", QKeySequence::Cut,
                    TerrainActions::tr("Copy the selected hexes and erase their paint"));
    QAction *copy
        = newAction(context, actionIcon(QStringLiteral("edit-copy")),
                    TerrainActions::tr("&Copy Hexes"), "terrainCopyAction", QKeySequence::Copy,
                    TerrainActions::tr("Copy the terrain and roads of the selected hexes"));
    QAction *pasteAction
        = newAction(context, actionIcon(QStringLiteral("edit-paste")),
                    TerrainActions::tr("&Paste Hexes"), "terrainPasteAction", QKeySequence::Paste,
                    TerrainActions::tr("Place the copied hexes: R turns them, M mirrors them"));
    QAction *erase = newAction(
        context, actionIcon(QStringLiteral("edit-delete")), TerrainActions::tr("&Delete Paint"),
        "terrainDeleteAction", QKeySequence::Delete,
        TerrainActions::tr("Erase the paint of the selected hexes: the panels' own terrain "
                           "shows again"));
    QAction *all
        = newAction(context, actionIcon(QStringLiteral("edit-select-all")),
                    TerrainActions::tr("Select &All Hexes"), "terrainSelectAllAction",
                    QKeySequence::SelectAll, TerrainActions::tr("Select every hex of the map"));
    // Escape on the map selects none too; a window-wide Escape would take it from other tools.
    QAction *none
        = newAction(context, actionIcon(QStringLiteral("hexwright-select-none")),
                    TerrainActions::tr("Select &None"), "terrainSelectNoneAction",
                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                    TerrainActions::tr("Clear the hex selection (Esc on the map does the same)"));

    QObject::connect(copy, &QAction::triggered, state,
                     [&context, state] { copySelection(context, state); });
    QObject::connect(cut, &QAction::triggered, state, [&context, state] {
        if (copySelection(context, state) > 0)
            eraseSelection(state, TerrainActions::tr("Cut"));
    });
    QObject::connect(pasteAction, &QAction::triggered, paste, [paste] { paste->start(); });
    QObject::connect(erase, &QAction::triggered, state,
                     [state] { eraseSelection(state, TerrainActions::tr("Delete paint")); });
    QObject::connect(all, &QAction::triggered, state, [state] {
        if (const ScenarioDocument *doc = state->document()) {
            const HexMap &map = doc->map();
            QList<OffsetCoord> hexes;
            for (int col = 0; col < map.columns(); ++col) {
                for (int row = 0; row < map.rows(); ++row) {
                    if (map.contains({col, row}))
                        hexes.append({col, row});
                }
            }
            state->setSelection(hexes);
        }
    });
    QObject::connect(none, &QAction::triggered, state, [state] { state->clearSelection(); });

    if (QMenu *edit = context.menu(QStringLiteral("editMenu"))) {
        edit->addActions({cut, copy, pasteAction, erase});
        edit->addSeparator();
        edit->addActions({all, none});
    } else {
        context.window()->addActions({cut, copy, pasteAction, erase, all, none});
    }

    auto update = [&context, state, cut, copy, pasteAction, erase, all, none] {
        const bool terrainTool = qobject_cast<TerrainTool *>(context.activeTool()) != nullptr;
        const bool selected = terrainTool && state->hasSelection();
        for (QAction *action : {cut, copy, erase, none})
            action->setEnabled(selected);
        all->setEnabled(terrainTool && state->document());
        pasteAction->setEnabled(state->document() && !state->clipboard().isEmpty());
    };
    // Hexes to cut, copy and paste: a table has none (its pieces have actions of their own).
    for (QAction *action : {cut, copy, pasteAction, erase, all, none})
        context.addHexOnly(action);
    QObject::connect(state, &TerrainState::selectionChanged, cut, update);
    QObject::connect(state, &TerrainState::clipboardChanged, cut, update);
    QObject::connect(&context, &EditorContext::activeToolChanged, cut, update);
    QObject::connect(&context, &EditorContext::documentChanged, cut, update);
    update();
}

} // namespace hexwright
