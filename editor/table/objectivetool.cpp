// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "table/objectivetool.h"

#include "document/scenariodocument.h"
#include "edit/tableareaedits.h"
#include "edit/tableedits.h"
#include "editorcontext.h"
#include "mapview.h"
#include "render/tablerenderer.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "table/tablestate.h"

#include <QAction>
#include <QInputDialog>
#include <QKeyEvent>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QToolBar>

namespace hexwright {

namespace {

/// How many screen pixels round a marker still pick it, at the least.
constexpr double PickPixels = 8.0;
/// A marker within this (mm) of a standard one hands it its id and label: 4 in.
constexpr double KeepIdReach = 4 * MillimetresPerInch;

} // namespace

ObjectiveTool::ObjectiveTool(TableState *state)
    : MapTool(state->context(), tr("&Objectives"),
              actionIcon(QStringLiteral("hexwright-objective")), QKeySequence(Qt::Key_J))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("tableObjectiveToolAction"));
    action()->setStatusTip(tr("Click the table to place an objective marker; drag a marker to "
                              "move it, double-click to relabel, Delete removes it"));
    m_confirm = [this](const QString &title, const QString &text) {
        return QMessageBox::question(context()->window(), title, text,
                                     QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel)
            == QMessageBox::Yes;
    };
    m_askLabel = [this](const QString &current) -> std::optional<QString> {
        bool ok = false;
        const QString label = QInputDialog::getText(context()->window(), tr("Objective Label"),
                                                    tr("Label printed on the marker:"),
                                                    QLineEdit::Normal, current, &ok);
        return ok ? std::optional<QString>(label) : std::nullopt;
    };
    // The table may have changed under the selection (an undo): keep only a marker it has.
    connect(state, &TableState::selectionChanged, this, [this] {
        const TableLayout *table = m_state->layout();
        if (!m_selected.isEmpty() && (!table || !table->findObjective(m_selected)))
            m_selected.clear();
        updateOverlay();
    });
}

void ObjectiveTool::deactivate()
{
    cancelDrag();
}

QPointF ObjectiveTool::snapped(QPointF point, Qt::KeyboardModifiers modifiers) const
{
    if (modifiers & Qt::ShiftModifier)
        return point;
    return snapToGrid(point, m_state->gridStep());
}

QString ObjectiveTool::objectiveAt(QPointF point) const
{
    const TableLayout *table = m_state->layout();
    if (!table)
        return QString();
    const double reach
        = std::max(TableStyle().objectiveDiameter / 2, PickPixels / m_state->pixelsPerMillimetre());
    // The last marker drawn is on top.
    for (auto it = table->objectives.crbegin(); it != table->objectives.crend(); ++it) {
        if (QLineF(it->at.toPointF(), point).length() <= reach)
            return it->id;
    }
    return QString();
}

void ObjectiveTool::setSelected(const QString &id)
{
    if (id == m_selected)
        return;
    m_selected = id;
    updateOverlay();
}

QString ObjectiveTool::objectiveText(const QString &id) const
{
    const TableLayout *table = m_state->layout();
    const TableObjective *objective = table ? table->findObjective(id) : nullptr;
    return tr("Objective '%1'")
        .arg(objective && !objective->label.isEmpty() ? objective->label : id);
}

void ObjectiveTool::mousePressed(const MapMouseEvent &event)
{
    const TableLayout *table = m_state->layout();
    if (!table || event.button != Qt::LeftButton)
        return;
    const QString hit = objectiveAt(event.scenePos);
    if (!hit.isEmpty()) {
        setSelected(hit);
        m_dragging = true;
        m_moved = false;
        m_before = *table;
        m_press = event.scenePos;
        m_grab = table->findObjective(hit)->at.toPointF() - event.scenePos;
        m_mergeKey = m_state->newMergeKey();
        return;
    }
    const QPointF at = snapped(event.scenePos, event.modifiers);
    if (!QRectF(QPointF(), table->size).contains(at)) {
        setSelected(QString());
        return;
    }
    TableObjective objective;
    objective.id = unusedObjectiveId(*table, QStringLiteral("objective"));
    objective.label = nextObjectiveLabel(*table);
    objective.at = TablePoint(at);
    m_state->apply(addObjective(*table, objective), tr("Add Objective '%1'").arg(objective.label),
                   {});
    setSelected(objective.id);
}

void ObjectiveTool::mouseMoved(const MapMouseEvent &event)
{
    if (!m_dragging || !(event.buttons & Qt::LeftButton))
        return;
    // A click that wobbles a pixel is not a move.
    if (!m_moved && QLineF(m_press, event.scenePos).length() < 2.0 / m_state->pixelsPerMillimetre())
        return;
    m_moved = true;
    const QPointF to = snapped(event.scenePos + m_grab, event.modifiers);
    m_state->applyFrom(m_before, moveObjective(m_before, m_selected, TablePoint(to)),
                       tr("Move %1").arg(objectiveText(m_selected)), {}, m_mergeKey);
}

void ObjectiveTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button == Qt::LeftButton)
        m_dragging = false;
}

void ObjectiveTool::mouseDoubleClicked(const MapMouseEvent &event)
{
    const QString hit = objectiveAt(event.scenePos);
    if (hit.isEmpty())
        return;
    setSelected(hit);
    askLabel();
}

void ObjectiveTool::askLabel()
{
    const TableLayout *table = m_state->layout();
    const TableObjective *objective = table ? table->findObjective(m_selected) : nullptr;
    if (!objective)
        return;
    if (const std::optional<QString> label = m_askLabel(objective->label))
        relabelSelected(*label);
}

void ObjectiveTool::relabelSelected(const QString &label)
{
    if (const TableLayout *table = m_state->layout(); table && table->findObjective(m_selected))
        m_state->apply(setObjectiveLabel(*table, m_selected, label),
                       tr("Relabel %1").arg(objectiveText(m_selected)), {});
}

void ObjectiveTool::removeSelected()
{
    if (const TableLayout *table = m_state->layout(); table && table->findObjective(m_selected)) {
        const QString text = tr("Delete %1").arg(objectiveText(m_selected));
        m_state->apply(removeObjective(*table, m_selected), text, {});
        setSelected(QString());
    }
}

bool ObjectiveTool::placeStandardObjectives()
{
    const ScenarioDocument *document = m_state->document();
    if (!document)
        return false;
    const QList<TableObjective> preset
        = standardObjectives(document->scenario(), document->ruleset());
    if (preset.isEmpty()) {
        context()->showStatus(tr("The rules of %1 place no standard objective markers.")
                                  .arg(document->ruleset().name));
        return false;
    }
    const TableLayout &table = *document->scenario().table;
    if (!table.objectives.isEmpty()
        && !m_confirm(tr("Place Standard Objectives"),
                      tr("Replace the table's objective markers by the %1 the rules place? "
                         "A marker near one of them keeps its name and label.")
                          .arg(preset.size())))
        return false;
    m_state->apply(setObjectives(table, keepObjectiveIds(table.objectives, preset, KeepIdReach)),
                   tr("Place Standard Objectives"), {});
    setSelected(QString());
    return true;
}

bool ObjectiveTool::keyPressed(QKeyEvent *event)
{
    const TableLayout *table = m_state->layout();
    if (!table || m_selected.isEmpty())
        return false;
    const double step = m_state->nudgeStep();
    switch (event->key()) {
    case Qt::Key_Escape:
        if (m_dragging)
            cancelDrag();
        else
            setSelected(QString());
        return true;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        removeSelected();
        return true;
    case Qt::Key_F2:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        askLabel();
        return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const int key = event->key();
        const QPointF delta(key == Qt::Key_Left        ? -step
                                : key == Qt::Key_Right ? step
                                                       : 0,
                            key == Qt::Key_Up         ? -step
                                : key == Qt::Key_Down ? step
                                                      : 0);
        const QPointF to = table->findObjective(m_selected)->at.toPointF() + delta;
        m_state->apply(moveObjective(*table, m_selected, TablePoint(to)),
                       tr("Move %1").arg(objectiveText(m_selected)), {});
        return true;
    }
    default:
        return false;
    }
}

void ObjectiveTool::cancelDrag()
{
    if (std::exchange(m_dragging, false) && m_moved) {
        // Merged into the drag's step, the table as it was makes the step obsolete.
        m_state->applyFrom(m_before, m_before, QString(), {}, m_mergeKey);
    }
    updateOverlay();
}

void ObjectiveTool::paintTableOverlay(QPainter *painter, qreal pixelsPerSceneUnit)
{
    const TableLayout *table = m_state->layout();
    const TableObjective *objective = table ? table->findObjective(m_selected) : nullptr;
    if (!objective)
        return;
    const QColor highlight = context()->view()->palette().color(QPalette::Highlight);
    const double radius = std::max(TableStyle().objectiveDiameter,
                                   TableRenderer::MinMarkerPixels / pixelsPerSceneUnit)
            / 2
        + 3.0 / pixelsPerSceneUnit;
    const QPointF centre = objective->at.toPointF();
    painter->setBrush(Qt::NoBrush);
    QPen under(Qt::white, 5.0);
    under.setCosmetic(true);
    painter->setPen(under);
    painter->drawEllipse(centre, radius, radius);
    QPen pen(highlight, 3.0);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawEllipse(centre, radius, radius);
}

// --- The menu and tool bar of objectives and deployment areas --------------------------------

QMenu *tableAreasMenu(EditorContext &context)
{
    QMainWindow *window = context.window();
    if (auto *menu = window->findChild<QMenu *>(QStringLiteral("tableAreasMenu")))
        return menu;
    QMenu *map = context.menu(QStringLiteral("mapMenu"));
    if (!map)
        return nullptr;
    QMenu *menu = map->addMenu(ObjectiveTool::tr("&Objectives and Deployment"));
    menu->setObjectName(QStringLiteral("tableAreasMenu"));
    return menu;
}

QToolBar *tableAreasToolBar(EditorContext &context)
{
    QMainWindow *window = context.window();
    if (auto *bar = window->findChild<QToolBar *>(QStringLiteral("tableAreasToolBar")))
        return bar;
    auto *bar = new QToolBar(ObjectiveTool::tr("Objectives and Deployment"), window);
    bar->setObjectName(QStringLiteral("tableAreasToolBar"));
    makeIconToolBar(bar);
    window->addToolBar(bar);
    return bar;
}

ObjectiveTool *installObjectiveTool(EditorContext &context, TableState *state)
{
    auto *tool = new ObjectiveTool(state);
    context.addTableTool(tool);
    auto *standard = new QAction(actionIcon(QStringLiteral("hexwright-zone-preset")),
                                 ObjectiveTool::tr("Place Standard &Objectives"), context.window());
    standard->setObjectName(QStringLiteral("tableStandardObjectivesAction"));
    standard->setStatusTip(ObjectiveTool::tr(
        "Put the objective markers where the game's rules place them, replacing the markers"));
    QObject::connect(standard, &QAction::triggered, tool,
                     [tool] { tool->placeStandardObjectives(); });
    if (QMenu *menu = tableAreasMenu(context))
        menu->addAction(standard);
    tableAreasToolBar(context)->addAction(standard);
    context.addTableOnly(standard);
    return tool;
}

} // namespace hexwright
