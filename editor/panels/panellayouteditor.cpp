// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/panellayouteditor.h"

#include "commands/changelayout.h"
#include "commands/replacescenario.h"
#include "document/scenariodocument.h"
#include "edit/zonepresets.h"
#include "editorcontext.h"
#include "map/layouttext.h"
#include "map/panel.h"
#include "mapview.h"
#include "panels/layoutdialog.h"
#include "panels/paneldrop.h"
#include "panels/panelgrid.h"
#include "panels/panellibrarydock.h"
#include "panels/paneltool.h"
#include "scenario/scenarioshift.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QMainWindow>
#include <QMenu>
#include <QPointer>
#include <QUndoStack>

namespace hexwright {

namespace {

bool sameLayout(const QList<PanelPlacement> &a, const QList<PanelPlacement> &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype i = 0; i < a.size(); ++i) {
        const PanelPlacement &p = a.at(i);
        const PanelPlacement &q = b.at(i);
        if (p.panel != q.panel || p.column != q.column || p.row != q.row
            || p.rotation != q.rotation)
            return false;
    }
    return true;
}

} // namespace

PanelLayoutEditor::PanelLayoutEditor(EditorContext &context)
    : QObject(&context)
    , m_context(context)
{
    setObjectName(QStringLiteral("panelLayoutEditor"));
    m_tool = new PanelTool(this);
    m_dock = new PanelLibraryDock(context.window());
    m_drop = new PanelDropHandler(this);

    m_layOutAction = new QAction(actionIcon(QStringLiteral("hexwright-layout")),
                                 tr("Lay &Out Panels..."), this);
    m_layOutAction->setObjectName(QStringLiteral("layOutPanelsAction"));
    m_layOutAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    m_layOutAction->setStatusTip(
        tr("Type the map's layout the way the book prints it, e.g. A B / 4 3 / F E"));
    connect(m_layOutAction, &QAction::triggered, this, &PanelLayoutEditor::showLayoutDialog);

    m_turnAction = new QAction(actionIcon(QStringLiteral("object-rotate-right")),
                               tr("&Turn Panel 180°"), this);
    m_turnAction->setObjectName(QStringLiteral("turnPanelAction"));
    m_turnAction->setShortcut(QKeySequence(Qt::Key_R));
    m_turnAction->setStatusTip(tr("Turn the selected panel round, its north arrow south"));
    connect(m_turnAction, &QAction::triggered, this, [this] { turnPanel(m_tool->selected()); });

    m_duplicateAction = new QAction(actionIcon(QStringLiteral("hexwright-duplicate")),
                                    tr("D&uplicate Panel"), this);
    m_duplicateAction->setObjectName(QStringLiteral("duplicatePanelAction"));
    m_duplicateAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D));
    m_duplicateAction->setStatusTip(tr("Place the same panel again beside the selected one"));
    connect(m_duplicateAction, &QAction::triggered, this,
            [this] { duplicatePanel(m_tool->selected()); });

    m_removeAction
        = new QAction(actionIcon(QStringLiteral("list-remove")), tr("&Remove Panel"), this);
    m_removeAction->setObjectName(QStringLiteral("removePanelAction"));
    m_removeAction->setShortcuts({QKeySequence(Qt::Key_Delete), QKeySequence(Qt::Key_Backspace)});
    m_removeAction->setStatusTip(tr("Take the selected panel off the map"));
    connect(m_removeAction, &QAction::triggered, this, [this] { removePanel(m_tool->selected()); });

    if (QMenu *map = context.menu(QStringLiteral("mapMenu"))) {
        map->addAction(m_layOutAction);
        map->addSeparator();
        map->addAction(m_turnAction);
        map->addAction(m_duplicateAction);
        map->addAction(m_removeAction);
        map->addSeparator();
    }
    // The shortcuts work wherever the focus is in the window, as in the menu.
    context.window()->addActions({m_layOutAction, m_turnAction, m_duplicateAction, m_removeAction});
    context.addTool(m_tool);
    context.addDock(m_dock, Qt::RightDockWidgetArea,
                    actionIcon(QStringLiteral("hexwright-panel-library")));
    m_dock->addButton(m_layOutAction);

    connect(m_dock, &PanelLibraryDock::panelActivated, this,
            [this](const QString &panelId) { addPanelEast(panelId); });
    connect(&context, &EditorContext::documentChanged, this, &PanelLayoutEditor::documentChanged);
    connect(&context, &EditorContext::activeToolChanged, this, &PanelLayoutEditor::updateActions);
    connect(m_tool, &PanelTool::selectionChanged, this, &PanelLayoutEditor::updateActions);
    documentChanged(context.document());
}

PanelLayoutEditor::~PanelLayoutEditor() = default;

ScenarioDocument *PanelLayoutEditor::document() const
{
    return m_context.document();
}

std::optional<PanelGrid> PanelLayoutEditor::grid() const
{
    ScenarioDocument *doc = document();
    const MapRenderer *renderer = m_context.view()->renderer();
    if (!doc || !renderer)
        return std::nullopt;
    return PanelGrid(*renderer, doc->panels(), doc->scenario().layout);
}

const Panel *PanelLayoutEditor::findPanel(const QString &panelId) const
{
    ScenarioDocument *doc = document();
    return doc ? doc->panels().findPanel(panelId) : nullptr;
}

std::optional<OffsetCoord> PanelLayoutEditor::dropSpot(const QString &panelId, QPointF sceneCentre,
                                                       bool magnetic) const
{
    const Panel *panel = findPanel(panelId);
    const std::optional<PanelGrid> grid = this->grid();
    if (!panel || !grid)
        return std::nullopt;
    // The first panel starts the map at 0101, wherever it was dropped.
    if (document()->scenario().layout.isEmpty())
        return OffsetCoord {0, 0};
    const QSizeF size = grid->rect(*panel, {0, 0}).size();
    return grid->snap(*panel, sceneCentre - QPointF(size.width() / 2, size.height() / 2), magnetic);
}

QString PanelLayoutEditor::spotName(OffsetCoord spot) const
{
    if (spot.col < 0 && spot.row < 0)
        return tr("the north-west of the map");
    if (spot.col < 0)
        return tr("the west of the map");
    if (spot.row < 0)
        return tr("the north of the map");
    ScenarioDocument *doc = document();
    return formatHexLabel(spot, doc ? doc->map().labelDigits() : 2);
}

int PanelLayoutEditor::placePanel(const QString &panelId, QPointF sceneCentre, bool magnetic)
{
    const std::optional<OffsetCoord> spot = dropSpot(panelId, sceneCentre, magnetic);
    return spot ? placePanelAt(panelId, *spot) : -1;
}

int PanelLayoutEditor::placePanelAt(const QString &panelId, OffsetCoord spot)
{
    const Panel *panel = findPanel(panelId);
    if (!panel)
        return -1;
    QList<PanelPlacement> layout = document()->scenario().layout;
    PanelPlacement placement;
    placement.panel = panel->id;
    placement.column = spot.col;
    placement.row = spot.row;
    layout.append(placement);
    if (!applyLayout(layout, tr("Place Panel '%1'").arg(panel->id)))
        return -1;
    const int index = int(layout.size() - 1);
    // Ready to be moved, turned or removed at once.
    m_context.activateTool(m_tool);
    m_tool->select(index);
    reportPlaced(index, tr("Placed panel %1 at %2."));
    return index;
}

int PanelLayoutEditor::addPanelEast(const QString &panelId)
{
    if (!document())
        return -1;
    return placePanelAt(
        panelId, PanelGrid::eastOfLayout(document()->scenario().layout, document()->panels()));
}

bool PanelLayoutEditor::movePanel(int index, OffsetCoord spot)
{
    ScenarioDocument *doc = document();
    if (!doc || index < 0 || index >= doc->scenario().layout.size())
        return false;
    QList<PanelPlacement> layout = doc->scenario().layout;
    layout[index].column = spot.col;
    layout[index].row = spot.row;
    if (!applyLayout(layout, tr("Move Panel '%1'").arg(layout.at(index).panel)))
        return false;
    m_tool->select(index);
    reportPlaced(index, tr("Moved panel %1 to %2."));
    return true;
}

bool PanelLayoutEditor::turnPanel(int index)
{
    ScenarioDocument *doc = document();
    if (!doc || index < 0 || index >= doc->scenario().layout.size())
        return false;
    QList<PanelPlacement> layout = doc->scenario().layout;
    PanelPlacement &placement = layout[index];
    placement.rotation = placement.rotation == 180 ? 0 : 180;
    const QString id = placement.panel;
    const bool turned = placement.rotation == 180;
    if (!applyLayout(layout, tr("Turn Panel '%1'").arg(id)))
        return false;
    m_context.showStatus(turned
                             ? tr("Turned panel %1 round: its north arrow points south.").arg(id)
                             : tr("Turned panel %1 back: its north arrow points north.").arg(id));
    return true;
}

bool PanelLayoutEditor::removePanel(int index)
{
    ScenarioDocument *doc = document();
    if (!doc || index < 0 || index >= doc->scenario().layout.size())
        return false;
    QList<PanelPlacement> layout = doc->scenario().layout;
    const QString id = layout.takeAt(index).panel;
    m_tool->select(-1);
    if (!applyLayout(layout, tr("Remove Panel '%1'").arg(id)))
        return false;
    m_context.showStatus(tr("Removed panel %1.").arg(id));
    return true;
}

int PanelLayoutEditor::duplicatePanel(int index)
{
    ScenarioDocument *doc = document();
    if (!doc || index < 0 || index >= doc->scenario().layout.size())
        return -1;
    QList<PanelPlacement> layout = doc->scenario().layout;
    PanelPlacement copy = layout.at(index);
    const OffsetCoord spot = PanelGrid::freeSpotBeside(layout, doc->panels(), index);
    copy.column = spot.col;
    copy.row = spot.row;
    copy.position = {};
    layout.append(copy);
    if (!applyLayout(layout, tr("Duplicate Panel '%1'").arg(copy.panel)))
        return -1;
    const int copyIndex = int(layout.size() - 1);
    m_tool->select(copyIndex);
    reportPlaced(copyIndex, tr("Placed another panel %1 at %2."));
    return copyIndex;
}

bool PanelLayoutEditor::applyLayout(QList<PanelPlacement> layout, const QString &undoText)
{
    ScenarioDocument *doc = document();
    if (!doc)
        return false;
    m_lastShift = {};
    // Keep the map's north-west corner at 0101: a panel put west or north of it moves the
    // whole layout instead, columns by an even number so odd columns stay odd.
    int minColumn = 0;
    int minRow = 0;
    for (const PanelPlacement &p : std::as_const(layout)) {
        minColumn = std::min(minColumn, p.column);
        minRow = std::min(minRow, p.row);
    }
    const OffsetCoord shift {-minColumn + (minColumn % 2 != 0 ? 1 : 0), -minRow};
    const bool shifted = shift.col != 0 || shift.row != 0;
    if (!shifted && sameLayout(layout, doc->scenario().layout))
        return false;
    MapView *view = m_context.view();
    const QPointF centre = view->mapToScene(view->viewport()->rect().center());
    const std::optional<PanelGrid> before = grid();
    if (shifted && scenarioRefersToHexes(doc->scenario())) {
        // Everything that names a hex moves with the panels, so it keeps naming the same
        // terrain: one undo step.
        Scenario moved = doc->scenario();
        moved.layout = layout; // in the old frame, where the rest of the scenario is
        shiftScenario(moved, shift.col, shift.row);
        // Zones made from a preset follow the new layout in the same step.
        moved.zones = zonesFollowingLayout(moved, doc->panels(), doc->ruleset());
        doc->undoStack()->push(new ReplaceScenario(doc, std::move(moved), undoText));
        m_lastShift = shift;
    } else {
        for (PanelPlacement &p : layout) {
            p.column += shift.col;
            p.row += shift.row;
        }
        if (sameLayout(layout, doc->scenario().layout))
            return false;
        doc->undoStack()->push(new ChangeLayout(doc, layout, undoText));
    }
    // What was on screen stays on screen, unless the view fits the whole map anyway.
    if (shifted && before && !qFuzzyCompare(view->zoom(), view->fitZoom()))
        view->centerOn(centre + before->offset(shift));
    return true;
}

void PanelLayoutEditor::showLayoutDialog()
{
    ScenarioDocument *doc = document();
    if (!doc)
        return;
    auto *dialog
        = new LayoutDialog(doc->ruleset(), doc->panels(),
                           layoutToText(doc->scenario().layout, doc->panels()), m_context.window());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    const QPointer<ScenarioDocument> target = doc;
    connect(dialog, &QDialog::accepted, this, [this, dialog, target]() {
        const std::optional<QList<PanelPlacement>> layout = dialog->layout();
        if (!layout || !target || target != document())
            return;
        m_tool->select(-1);
        // Numbered boards that combine are boards to the user (LayoutDialog says so too).
        const bool boards = target->panels().labelsPerPanel;
        if (!applyLayout(*layout, boards ? tr("Lay out boards") : tr("Lay out panels"))) {
            m_context.showStatus(tr("The layout is unchanged."));
            return;
        }
        m_context.view()->zoomToFit();
        const int count = int(layout->size());
        if (boards)
            m_context.showStatus(count == 1 ? tr("Laid out 1 board.")
                                            : tr("Laid out %1 boards.").arg(count));
        else
            m_context.showStatus(count == 1 ? tr("Laid out 1 panel.")
                                            : tr("Laid out %1 panels.").arg(count));
    });
    dialog->open();
}

void PanelLayoutEditor::documentChanged(ScenarioDocument *doc)
{
    m_tool->cancelDrag();
    m_tool->select(-1);
    if (doc) {
        if (m_images.library() != &doc->panels())
            m_images = PanelImages(&doc->ruleset(), &doc->panels());
        m_dock->setLibrary(&doc->panels(), &m_images);
        connect(doc, &ScenarioDocument::layoutChanged, this, &PanelLayoutEditor::layoutChanged,
                Qt::UniqueConnection);
    } else {
        m_dock->setLibrary(nullptr, nullptr);
    }
    layoutChanged();
}

void PanelLayoutEditor::layoutChanged()
{
    ScenarioDocument *doc = document();
    m_tool->layoutChanged();
    QHash<QString, int> usage;
    if (doc) {
        for (const PanelPlacement &p : doc->scenario().layout)
            ++usage[p.panel];
    }
    m_dock->setUsage(usage);
    m_drop->updateOverlay();
    updateActions();
}

void PanelLayoutEditor::updateActions()
{
    const bool open = document() != nullptr;
    const bool selected = open && m_context.activeTool() == m_tool && m_tool->selected() >= 0;
    m_layOutAction->setEnabled(open);
    // Numbered boards that combine are boards to the user (LayoutDialog says so too).
    const bool boards = open && document()->panels().labelsPerPanel;
    m_layOutAction->setText(boards ? tr("Lay &Out Boards...") : tr("Lay &Out Panels..."));
    m_turnAction->setEnabled(selected);
    m_duplicateAction->setEnabled(selected);
    m_removeAction->setEnabled(selected);
}

void PanelLayoutEditor::reportPlaced(int index, const QString &what)
{
    const QList<PanelPlacement> &layout = document()->scenario().layout;
    const PanelPlacement &p = layout.at(index);
    QString message = what.arg(p.panel, spotName({p.column, p.row}));
    if (m_lastShift.col != 0 || m_lastShift.row != 0) {
        message += QLatin1Char(' ')
            + tr("The map grew west or north, and every hex the scenario names moved with it "
                 "(%1 columns east, %2 rows south).")
                  .arg(m_lastShift.col)
                  .arg(m_lastShift.row);
        m_lastShift = {};
    }
    const Panel *panel = findPanel(p.panel);
    QStringList others;
    for (int other :
         PanelGrid::overlapping(layout, document()->panels(), *panel, {p.column, p.row}, index))
        others.append(layout.at(other).panel);
    if (!others.isEmpty()) {
        message += QLatin1Char(' ')
            + tr("Warning: it overlaps panel %1; where panels overlap, the one placed first "
                 "shows.")
                  .arg(others.join(tr(", ")));
    }
    m_context.showStatus(message, others.isEmpty() ? 4000 : 10000);
}

} // namespace hexwright
