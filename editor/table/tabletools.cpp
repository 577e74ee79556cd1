// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"

#include "document/scenariodocument.h"
#include "mapview.h"
#include "shell/actionicons.h"
#include "table/deploymenttool.h"
#include "table/drawtools.h"
#include "table/measuretool.h"
#include "table/objectivetool.h"
#include "table/piecelibrarydock.h"
#include "table/piecepropertiesdock.h"
#include "table/piecetool.h"
#include "table/tablestate.h"

#include <QAction>
#include <QComboBox>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QToolBar>

namespace hexwright {

namespace {

/// The context of the texts of this file.
struct TableTools
{
    Q_DECLARE_TR_FUNCTIONS(TableTools)
};

/// An action of the table's piece menu and tool bar, working on the selected pieces.
QAction *pieceAction(EditorContext &context, const char *objectName, const QIcon &icon,
                     const QString &text, const QKeySequence &shortcut, const QString &tip)
{
    auto *action = new QAction(icon, text, context.window());
    action->setObjectName(QLatin1String(objectName));
    action->setShortcut(shortcut);
    action->setStatusTip(tip);
    showShortcutInToolTip(action);
    return action;
}

/// The grid choice's entries for the open table's unit: off, half a unit, a unit.
void fillGridChoice(QComboBox *box, const TableState *state)
{
    const TableLayout *table = state->layout();
    const bool inches = !table || table->unit == LengthUnit::Inch;
    const QSignalBlocker block(box);
    box->clear();
    box->addItem(TableTools::tr("No grid"), int(TableState::Grid::Off));
    box->addItem(inches ? TableTools::tr("Grid 0.5 in") : TableTools::tr("Grid 0.5 cm"),
                 int(TableState::Grid::Half));
    box->addItem(inches ? TableTools::tr("Grid 1 in") : TableTools::tr("Grid 1 cm"),
                 int(TableState::Grid::Whole));
    box->setCurrentIndex(box->findData(int(state->grid())));
}

} // namespace

// The table's terrain pieces (issue 15): the select and draw tools, the actions on the
// selection, the snapping grid and the symmetric mode, the Piece Library and Piece
// Properties docks. All of it works on tables only, as the hex tools work on hex maps only.
void installTableTools(EditorContext &context)
{
    auto *state = new TableState(&context);
    QMainWindow *window = context.window();
    if (QMenu *tools = context.menu(QStringLiteral("toolsMenu")); tools && !tools->isEmpty())
        tools->addSeparator();
    if (QToolBar *bar = context.toolsToolBar(); bar && !bar->actions().isEmpty())
        bar->addSeparator();
    context.addTableTool(new PieceTool(state));
    context.addTableTool(new BoxDrawTool(state, TableShape::Kind::Rectangle));
    context.addTableTool(new BoxDrawTool(state, TableShape::Kind::Ellipse));
    context.addTableTool(new PolygonDrawTool(state));
    auto *measure = new MeasureTool(state);
    context.addTableTool(measure);

    QAction *rotate = pieceAction(
        context, "tableRotateAction", actionIcon(QStringLiteral("object-rotate-right")),
        TableTools::tr("&Turn Pieces"), QKeySequence(Qt::CTRL | Qt::Key_R),
        TableTools::tr("Turn the selected pieces by 15 degrees clockwise"));
    QAction *mirrorH = pieceAction(context, "tableMirrorHorizontallyAction",
                                   actionIcon(QStringLiteral("object-flip-horizontal")),
                                   TableTools::tr("Mirror &Horizontally"),
                                   QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H),
                                   TableTools::tr("Mirror the selected pieces left to right"));
    QAction *mirrorV = pieceAction(
        context, "tableMirrorVerticallyAction", actionIcon(QStringLiteral("object-flip-vertical")),
        TableTools::tr("Mirror &Vertically"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_J),
        TableTools::tr("Mirror the selected pieces top to bottom"));
    QAction *duplicate = pieceAction(
        context, "tableDuplicateAction", actionIcon(QStringLiteral("hexwright-duplicate")),
        TableTools::tr("&Duplicate Pieces"), QKeySequence(Qt::CTRL | Qt::Key_D),
        TableTools::tr("Copy the selected pieces one grid step right and down"));
    QAction *remove
        = pieceAction(context, "tableDeleteAction", actionIcon(QStringLiteral("edit-delete")),
                      TableTools::tr("De&lete Pieces"), QKeySequence(Qt::Key_Delete),
                      TableTools::tr("Remove the selected pieces, or the picked polygon corner"));
    QAction *symmetric = pieceAction(
        context, "tableSymmetricAction", actionIcon(QStringLiteral("hexwright-symmetry")),
        TableTools::tr("&Symmetric Table"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Y),
        TableTools::tr("Keep a mirrored twin of every piece drawn, moved, turned or deleted"));
    symmetric->setCheckable(true);

    QObject::connect(rotate, &QAction::triggered, state,
                     [state] { state->rotateSelected(TableState::RotateStep); });
    QObject::connect(mirrorH, &QAction::triggered, state,
                     [state] { state->mirrorSelected(Qt::Horizontal); });
    QObject::connect(mirrorV, &QAction::triggered, state,
                     [state] { state->mirrorSelected(Qt::Vertical); });
    QObject::connect(duplicate, &QAction::triggered, state, &TableState::duplicateSelected);
    QObject::connect(remove, &QAction::triggered, state, &TableState::deleteSelected);
    QObject::connect(symmetric, &QAction::toggled, state, &TableState::setSymmetric);

    const QList<QAction *> onSelection = {rotate, mirrorH, mirrorV, duplicate, remove};
    const auto follow = [state, onSelection] {
        for (QAction *action : onSelection)
            action->setEnabled(!state->selection().isEmpty());
    };
    QObject::connect(state, &TableState::selectionChanged, state, follow);
    follow();

    if (QMenu *map = context.menu(QStringLiteral("mapMenu"))) {
        QMenu *pieces = map->addMenu(TableTools::tr("Terrain &Pieces"));
        pieces->setObjectName(QStringLiteral("tablePiecesMenu"));
        pieces->addActions(onSelection);
        pieces->addSeparator();
        pieces->addAction(symmetric);
    }
    auto *bar = new QToolBar(TableTools::tr("Table"), window);
    bar->setObjectName(QStringLiteral("tableToolBar"));
    makeIconToolBar(bar);
    // A row of their own: beside the main and map tools they ran into the overflow menu.
    window->addToolBarBreak();
    window->addToolBar(bar);
    bar->addActions(onSelection);
    bar->addSeparator();

    auto *grid = new QComboBox;
    grid->setObjectName(QStringLiteral("tableGridChoice"));
    grid->setAccessibleName(TableTools::tr("Snapping grid"));
    grid->setToolTip(
        TableTools::tr("The grid that drawing and moving snap to (Shift: no snapping)"));
    fillGridChoice(grid, state);
    QObject::connect(grid, &QComboBox::currentIndexChanged, state, [state, grid] {
        state->setGrid(TableState::Grid(grid->currentData().toInt()));
    });
    QObject::connect(&context, &EditorContext::documentChanged, grid,
                     [grid, state] { fillGridChoice(grid, state); });
    QObject::connect(state, &TableState::optionsChanged, grid, [grid, state] {
        const QSignalBlocker block(grid);
        grid->setCurrentIndex(grid->findData(int(state->grid())));
    });
    context.addTableOnly(bar->addWidget(grid));
    bar->addAction(symmetric);
    auto *symmetry = new QComboBox;
    symmetry->setObjectName(QStringLiteral("tableSymmetryChoice"));
    symmetry->setAccessibleName(TableTools::tr("Symmetry"));
    symmetry->setToolTip(TableTools::tr("How the twins of a symmetric table are mirrored"));
    symmetry->addItem(TableTools::tr("Through the centre"), int(TableSymmetry::Point));
    symmetry->addItem(TableTools::tr("Across the long axis"), int(TableSymmetry::LongAxis));
    symmetry->addItem(TableTools::tr("Across the short axis"), int(TableSymmetry::ShortAxis));
    QObject::connect(symmetry, &QComboBox::currentIndexChanged, state, [state, symmetry] {
        state->setSymmetry(TableSymmetry(symmetry->currentData().toInt()));
    });
    context.addTableOnly(bar->addWidget(symmetry));
    bar->addSeparator();
    context.addTableOnly(bar->addWidget(measure->ringChoice()));
    for (QAction *action : onSelection)
        context.addTableOnly(action);
    context.addTableOnly(symmetric);

    auto *library = new PieceLibraryDock(state, window);
    context.addDock(library, Qt::RightDockWidgetArea,
                    actionIcon(QStringLiteral("hexwright-piece-library")));
    auto *properties = new PiecePropertiesDock(state, window);
    context.addDock(properties, Qt::RightDockWidgetArea,
                    actionIcon(QStringLiteral("document-properties")));
    // In the tabs of the panel library, which a table has no use for: no room taken from the
    // other docks.
    if (auto *panels = window->findChild<QDockWidget *>(QStringLiteral("panelLibraryDock")))
        window->tabifyDockWidget(panels, library);
    window->tabifyDockWidget(library, properties);
    QObject::connect(&context, &EditorContext::documentChanged, library, [&context, library] {
        if (context.onTable())
            library->raise();
    });
    context.addTableOnly(library);
    context.addTableOnly(properties);

    // The objective markers and the sides' deployment areas, with the family's presets.
    installObjectiveTool(context, state);
    installDeploymentTool(context, state);

    // The table's tool bars show only on a table: on a hex map their row would hold nothing
    // but disabled tools.
    const QList<QToolBar *> tableBars
        = {bar, window->findChild<QToolBar *>(QStringLiteral("tableAreasToolBar"))};
    const auto showBars = [&context, tableBars] {
        for (QToolBar *tableBar : tableBars) {
            if (tableBar)
                tableBar->setVisible(context.onTable());
        }
    };
    QObject::connect(&context, &EditorContext::documentChanged, bar, showBars);
    showBars();
}

} // namespace hexwright
