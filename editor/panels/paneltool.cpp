// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/paneltool.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "map/panel.h"
#include "mapview.h"
#include "panels/panelgrid.h"
#include "panels/panelimages.h"
#include "panels/panellayouteditor.h"
#include "shell/actionicons.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>

namespace hexwright {

namespace {

const QColor SelectionColour(0xff, 0xc1, 0x07);

} // namespace

PanelTool::PanelTool(PanelLayoutEditor *editor)
    : MapTool(&editor->context(), PanelLayoutEditor::tr("Panels"),
              actionIcon(QStringLiteral("hexwright-panel-tool")), QKeySequence(Qt::Key_P), editor)
    , m_editor(editor)
{
    action()->setObjectName(QStringLiteral("panelToolAction"));
    action()->setStatusTip(PanelLayoutEditor::tr(
        "Select, move, turn and remove map panels; drag new ones from the Panels dock"));
}

void PanelTool::select(int index)
{
    if (index == m_selected)
        return;
    m_selected = index;
    updateOverlay();
    Q_EMIT selectionChanged(index);
}

void PanelTool::cancelDrag()
{
    if (!m_pressed && !m_dragging)
        return;
    m_pressed = false;
    m_dragging = false;
    restoreCursor();
    updateOverlay();
}

void PanelTool::layoutChanged()
{
    cancelDrag();
    // Indexes may now name other panels: the cursor will find its panel again when it moves.
    setHovered(-1);
    const ScenarioDocument *document = m_editor->document();
    if (!document || m_selected >= document->scenario().layout.size())
        select(-1);
}

void PanelTool::restoreCursor()
{
    QWidget *viewport = context()->view()->viewport();
    if (m_hovered >= 0)
        viewport->setCursor(Qt::OpenHandCursor);
    else
        viewport->unsetCursor();
}

void PanelTool::activate()
{
    if (m_selected < 0) {
        context()->showStatus(PanelLayoutEditor::tr(
            "Panels: click a panel to select it, drag to move it; drag new panels from the "
            "Panels dock"));
    }
}

void PanelTool::deactivate()
{
    cancelDrag();
    setHovered(-1);
    updateOverlay();
}

void PanelTool::mousePressed(const MapMouseEvent &event)
{
    const std::optional<PanelGrid> grid = m_editor->grid();
    if (!grid || (event.button != Qt::LeftButton && event.button != Qt::RightButton))
        return;
    const int index = grid->placementAt(event.scenePos);
    select(index);
    if (index < 0)
        return;
    const PanelPlacement &placement = m_editor->document()->scenario().layout.at(index);
    if (event.button == Qt::RightButton) {
        cancelDrag();
        showContextMenu();
        return;
    }
    const Panel *panel = m_editor->findPanel(placement.panel);
    m_pressed = true;
    m_dragging = false;
    m_pressPos = event.scenePos;
    m_grab = event.scenePos - grid->rect(*panel, {placement.column, placement.row}).topLeft();
    m_dragSpot = {placement.column, placement.row};
    context()->showStatus(
        PanelLayoutEditor::tr(
            "Panel %1 at %2: drag to move it, R turns it, Delete removes it, %3 duplicates it")
            .arg(placement.panel, m_editor->spotName(m_dragSpot),
                 m_editor->duplicateAction()->shortcut().toString(QKeySequence::NativeText)),
        8000);
}

void PanelTool::mouseMoved(const MapMouseEvent &event)
{
    const std::optional<PanelGrid> grid = m_editor->grid();
    if (!grid)
        return;
    if (!m_pressed) {
        setHovered(grid->placementAt(event.scenePos));
        return;
    }
    if (!(event.buttons & Qt::LeftButton)) {
        cancelDrag();
        return;
    }
    if (!m_dragging) {
        const qreal pixels
            = QLineF(m_pressPos, event.scenePos).length() * context()->view()->zoom();
        if (pixels < QApplication::startDragDistance())
            return;
        m_dragging = true;
        context()->view()->viewport()->setCursor(Qt::ClosedHandCursor);
    }
    const PanelPlacement &placement = m_editor->document()->scenario().layout.at(m_selected);
    const Panel *panel = m_editor->findPanel(placement.panel);
    const bool magnetic = !(event.modifiers & Qt::ShiftModifier);
    m_dragSpot = grid->snap(*panel, event.scenePos - m_grab, magnetic, m_selected);
    const bool overlaps
        = !PanelGrid::overlapping(m_editor->document()->scenario().layout,
                                  m_editor->document()->panels(), *panel, m_dragSpot, m_selected)
               .isEmpty();
    context()->showStatus(
        overlaps ? PanelLayoutEditor::tr("Move panel %1 to %2: it would overlap another panel")
                       .arg(placement.panel, m_editor->spotName(m_dragSpot))
                 : PanelLayoutEditor::tr("Move panel %1 to %2 (hold Shift to ignore the "
                                         "neighbours, Escape cancels)")
                       .arg(placement.panel, m_editor->spotName(m_dragSpot)));
    updateOverlay();
}

void PanelTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || !m_pressed)
        return;
    const bool dragged = m_dragging;
    const OffsetCoord spot = m_dragSpot;
    m_pressed = false;
    m_dragging = false;
    if (dragged)
        m_editor->movePanel(m_selected, spot);
    restoreCursor();
    updateOverlay();
}

bool PanelTool::keyPressed(QKeyEvent *event)
{
    // The Map menu's actions have these shortcuts; this is for when they do not reach the
    // window (a floating dock has the focus, ...).
    const int key = event->key();
    const Qt::KeyboardModifiers mods = event->modifiers() & ~Qt::KeypadModifier;
    if (key == Qt::Key_Escape) {
        if (m_dragging || m_pressed) {
            cancelDrag();
            context()->showStatus(PanelLayoutEditor::tr("Move cancelled"));
        } else if (m_selected >= 0) {
            select(-1);
        } else {
            return false;
        }
        return true;
    }
    if (m_selected < 0 || m_dragging)
        return false;
    if (key == Qt::Key_R && mods == Qt::NoModifier) {
        m_editor->turnPanel(m_selected);
        return true;
    }
    if ((key == Qt::Key_Delete || key == Qt::Key_Backspace) && mods == Qt::NoModifier) {
        m_editor->removePanel(m_selected);
        return true;
    }
    if (key == Qt::Key_D && mods == Qt::ControlModifier) {
        m_editor->duplicatePanel(m_selected);
        return true;
    }
    return false;
}

void PanelTool::paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    Q_UNUSED(pixelsPerUnit);
    ScenarioDocument *document = m_editor->document();
    if (!document)
        return;
    const PanelGrid grid(renderer, document->panels(), document->scenario().layout);
    const QList<PanelPlacement> &layout = document->scenario().layout;
    auto rectOf = [&](int index) -> QRectF {
        if (index < 0 || index >= layout.size())
            return {};
        const Panel *panel = m_editor->findPanel(layout.at(index).panel);
        return panel ? grid.rect(*panel, {layout.at(index).column, layout.at(index).row})
                     : QRectF();
    };
    painter->setRenderHint(QPainter::Antialiasing);
    if (m_hovered >= 0 && m_hovered != m_selected) {
        QPen pen(QColor(255, 255, 255, 200), 2);
        pen.setCosmetic(true);
        painter->setPen(pen);
        painter->setBrush(Qt::NoBrush);
        painter->drawRect(rectOf(m_hovered));
    }
    const QRectF selected = rectOf(m_selected);
    if (selected.isNull())
        return;
    const PanelPlacement &placement = layout.at(m_selected);
    QColor fill = SelectionColour;
    fill.setAlpha(m_dragging ? 20 : 45);
    painter->fillRect(selected, fill);
    QPen pen(SelectionColour, 3, m_dragging ? Qt::DashLine : Qt::SolidLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(selected);
    const QString name = placement.rotation == 180
        ? PanelLayoutEditor::tr("Panel %1 (turned)").arg(placement.panel)
        : PanelLayoutEditor::tr("Panel %1").arg(placement.panel);
    if (!m_dragging) {
        paintPanelCaption(painter, selected, name, SelectionColour);
        return;
    }
    const Panel *panel = m_editor->findPanel(placement.panel);
    const bool overlaps
        = !PanelGrid::overlapping(layout, document->panels(), *panel, m_dragSpot, m_selected)
               .isEmpty();
    paintPanelGhost(painter, grid.rect(*panel, m_dragSpot),
                    m_editor->images().image(placement.panel, placement.rotation), overlaps,
                    PanelLayoutEditor::tr("%1 to %2").arg(name, m_editor->spotName(m_dragSpot)));
}

void PanelTool::setHovered(int index)
{
    if (index == m_hovered)
        return;
    m_hovered = index;
    restoreCursor();
    updateOverlay();
}

void PanelTool::showContextMenu()
{
    auto *menu = new QMenu(context()->view());
    menu->setAttribute(Qt::WA_DeleteOnClose);
    menu->addAction(m_editor->turnAction());
    menu->addAction(m_editor->duplicateAction());
    menu->addAction(m_editor->removeAction());
    menu->popup(QCursor::pos());
}

} // namespace hexwright
