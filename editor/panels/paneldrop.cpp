// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/paneldrop.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "map/panel.h"
#include "mapview.h"
#include "panels/panelgrid.h"
#include "panels/panelimages.h"
#include "panels/panellayouteditor.h"
#include "panels/panellibrarydock.h"

#include <QAction>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMimeData>
#include <QPainter>

namespace hexwright {

/// Drawn over the map view's viewport; lets every mouse event through to the map.
class PanelDropHandler::Overlay : public QWidget
{
public:
    Overlay(PanelDropHandler *handler, QWidget *viewport)
        : QWidget(viewport)
        , m_handler(handler)
    {
        setObjectName(QStringLiteral("panelDropOverlay"));
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        setFocusPolicy(Qt::NoFocus);
        hide();
    }

protected:
    void moveEvent(QMoveEvent *event) override
    {
        // Scrolling the viewport moves its children: stay put over it.
        QWidget::moveEvent(event);
        if (pos() != QPoint(0, 0))
            move(0, 0);
    }

    void paintEvent(QPaintEvent *) override
    {
        ScenarioDocument *document = m_handler->m_editor->document();
        if (!document)
            return;
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        const Panel *panel = m_handler->m_editor->findPanel(m_handler->m_panel);
        if (document->scenario().layout.isEmpty()) {
            if (panel)
                paintFirstPanel(&painter, *panel);
            else
                paintHint(&painter);
            return;
        }
        const std::optional<PanelGrid> grid = m_handler->m_editor->grid();
        if (!panel || !m_handler->m_spot || !grid)
            return;
        const OffsetCoord spot = *m_handler->m_spot;
        const auto *view = m_handler->m_editor->context().view();
        painter.setTransform(view->viewportTransform());
        const bool overlaps
            = !PanelGrid::overlapping(document->scenario().layout, document->panels(), *panel, spot)
                   .isEmpty();
        paintPanelGhost(&painter, grid->rect(*panel, spot),
                        m_handler->m_editor->images().image(panel->id), overlaps,
                        PanelLayoutEditor::tr("Panel %1 at %2")
                            .arg(panel->id, m_handler->m_editor->spotName(spot)));
    }

private:
    // The first panel goes to 0101 wherever it is dropped: show it large, in the middle.
    void paintFirstPanel(QPainter *painter, const Panel &panel)
    {
        const QImage image = m_handler->m_editor->images().image(panel.id);
        if (image.isNull())
            return;
        QSizeF size = image.size();
        size.scale(QSizeF(rect().size()) * 0.6, Qt::KeepAspectRatio);
        QRectF target(QPointF(), size);
        target.moveCenter(QRectF(rect()).center());
        paintPanelGhost(painter, target, image, false,
                        PanelLayoutEditor::tr("Panel %1 at %2")
                            .arg(panel.id, m_handler->m_editor->spotName({0, 0})));
    }

    void paintHint(QPainter *painter)
    {
        const QString shortcut
            = m_handler->m_editor->layOutAction()->shortcut().toString(QKeySequence::NativeText);
        QFont font = painter->font();
        font.setPixelSize(15);
        painter->setFont(font);
        painter->setPen(QColor(0xd8, 0xdc, 0xe0));
        painter->drawText(
            rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
            PanelLayoutEditor::tr("This map has no panels yet.\n\nDrag panels here from the Panels "
                                  "dock,\nor type a layout such as \"A B / 4 3 / F E\" with\nMap > "
                                  "Lay Out Panels... (%1).")
                .arg(shortcut));
    }

    PanelDropHandler *m_handler;
};

PanelDropHandler::PanelDropHandler(PanelLayoutEditor *editor)
    : QObject(editor)
    , m_editor(editor)
{
    QWidget *viewport = editor->context().view()->viewport();
    m_overlay = new Overlay(this, viewport);
    viewport->setAcceptDrops(true);
    viewport->installEventFilter(this);
}

void PanelDropHandler::updateOverlay()
{
    ScenarioDocument *document = m_editor->document();
    const bool empty = document && document->scenario().layout.isEmpty();
    const bool show = document && (empty || !m_panel.isEmpty());
    if (show) {
        m_overlay->setGeometry(m_overlay->parentWidget()->rect());
        m_overlay->raise();
        m_overlay->show();
        m_overlay->update();
    } else {
        m_overlay->hide();
    }
}

bool PanelDropHandler::eventFilter(QObject *watched, QEvent *event)
{
    switch (event->type()) {
    case QEvent::DragEnter:
    case QEvent::DragMove: {
        auto *drag = static_cast<QDragMoveEvent *>(event);
        if (!acceptsDrag(drag))
            break;
        trackDrag(drag);
        drag->setDropAction(Qt::CopyAction);
        drag->accept();
        return true;
    }
    case QEvent::DragLeave:
        if (m_panel.isEmpty())
            break;
        endDrag();
        return true;
    case QEvent::Drop: {
        auto *drop = static_cast<QDropEvent *>(event);
        if (!acceptsDrag(drop))
            break;
        const QString panel = QString::fromUtf8(drop->mimeData()->data(panelMimeType()));
        const QPointF scenePos = m_editor->context().view()->mapToScene(drop->position().toPoint());
        const bool magnetic = !(drop->modifiers() & Qt::ShiftModifier);
        endDrag();
        drop->setDropAction(Qt::CopyAction);
        drop->accept();
        m_editor->placePanel(panel, scenePos, magnetic);
        return true;
    }
    case QEvent::Resize:
        if (m_overlay->isVisible())
            m_overlay->setGeometry(m_overlay->parentWidget()->rect());
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

bool PanelDropHandler::acceptsDrag(const QDropEvent *event) const
{
    // Panels make hex maps: a table takes none.
    if (!m_editor->document() || !m_editor->context().view()->hasMap()
        || m_editor->context().onTable())
        return false;
    const QMimeData *mime = event->mimeData();
    return mime && mime->hasFormat(panelMimeType())
        && m_editor->findPanel(QString::fromUtf8(mime->data(panelMimeType())));
}

void PanelDropHandler::trackDrag(const QDropEvent *event)
{
    m_panel = QString::fromUtf8(event->mimeData()->data(panelMimeType()));
    const QPointF scenePos = m_editor->context().view()->mapToScene(event->position().toPoint());
    const bool magnetic = !(event->modifiers() & Qt::ShiftModifier);
    const std::optional<OffsetCoord> spot = m_editor->dropSpot(m_panel, scenePos, magnetic);
    if (spot != m_spot || !m_overlay->isVisible()) {
        m_spot = spot;
        if (spot) {
            m_editor->context().showStatus(
                PanelLayoutEditor::tr("Drop to place panel %1 at %2 (hold Shift to ignore the "
                                      "neighbours)")
                    .arg(m_panel, m_editor->spotName(*spot)));
        }
        updateOverlay();
    }
}

void PanelDropHandler::endDrag()
{
    m_panel.clear();
    m_spot.reset();
    updateOverlay();
}

} // namespace hexwright
