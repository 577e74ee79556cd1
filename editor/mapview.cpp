// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapview.h"

#include "document/scenariodocument.h"
#include "map/hexmap.h"
#include "maptool.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"

#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QKeyEvent>
#include <QKeySequence>
#include <QMouseEvent>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr qreal ZoomStep = 1.25;
constexpr qreal MaxZoom = 8.0;
constexpr int FitMargin = 2; ///< viewport pixels left free around a fitted scene

} // namespace

/// The whole map as one scene item: QGraphicsView tells it what is exposed, MapRenderer
/// draws just that at the current level of detail.
class MapItem : public QGraphicsItem
{
public:
    explicit MapItem(const MapRenderer &renderer)
        : m_renderer(renderer)
    {
        setFlag(ItemUsesExtendedStyleOption);
    }

    QRectF boundingRect() const override { return m_renderer.boundingRect(); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const qreal lod
            = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
        m_renderer.paint(painter, option->exposedRect, lod);
    }

private:
    const MapRenderer &m_renderer;
};

MapView::MapView(QWidget *parent)
    : QGraphicsView(parent)
{
    setScene(new QGraphicsScene(this));
    scene()->setItemIndexMethod(QGraphicsScene::NoIndex); // one item: nothing to index
    setTransformationAnchor(NoAnchor);
    setResizeAnchor(AnchorViewCenter);
    setDragMode(NoDrag);
    setBackgroundBrush(QColor(0x56, 0x5b, 0x61));
    setFrameShape(QFrame::NoFrame);
    setRenderHint(QPainter::TextAntialiasing);
    viewport()->setMouseTracking(true);
}

MapView::~MapView()
{
    // The item refers to the renderer: take it out of the scene first.
    clearMap();
}

void MapView::setMap(const HexMap &map, const Ruleset &ruleset, const Scenario &scenario,
                     const PanelLibrary &panels)
{
    clearMap();
    m_renderer = std::make_unique<MapRenderer>(map, ruleset, scenario, panels);
    m_item = new MapItem(*m_renderer);
    scene()->addItem(m_item);
    // Half a hex of table round the map: room to pan an edge hex away from the window's edge.
    const double margin = m_renderer->acrossFlats() / 2;
    scene()->setSceneRect(m_renderer->boundingRect().adjusted(-margin, -margin, margin, margin));
    m_keepFitted = true;
    if (isVisible())
        zoomToFit();
}

void MapView::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!document) {
        clearMap();
        return;
    }
    connect(document, &ScenarioDocument::terrainChanged, this, &MapView::hexesChanged);
    connect(document, &ScenarioDocument::layoutChanged, this, &MapView::rebuild);
    connect(document, &ScenarioDocument::roadsChanged, this, &MapView::rebuild);
    connect(document, &QObject::destroyed, this, [this] {
        m_document = nullptr;
        clearMap();
    });
    setMap(document->map(), document->ruleset(), document->scenario(), document->panels());
    Q_EMIT mapRebuilt();
}

void MapView::rebuild()
{
    if (!m_document)
        return;
    // Keep the user's zoom and the scene point in the middle of the window.
    const QTransform keep = transform();
    const QPointF centre = mapToScene(viewport()->rect().center());
    const bool fitted = m_keepFitted;
    setMap(m_document->map(), m_document->ruleset(), m_document->scenario(), m_document->panels());
    if (!fitted) {
        m_keepFitted = false;
        setTransform(keep);
        centerOn(centre);
    }
    Q_EMIT mapRebuilt();
}

void MapView::hexesChanged(const QList<OffsetCoord> &hexes)
{
    if (!m_renderer || !m_item)
        return;
    // Only the painted hexes: their bounding box in the scene, one hex of slack for the grid.
    QRectF dirty;
    for (const OffsetCoord &hex : hexes)
        dirty |= m_renderer->hexPolygon(hex).boundingRect();
    m_renderer->invalidateHexes(hexes);
    const qreal slack = m_renderer->acrossFlats() * 0.1;
    m_item->update(dirty.adjusted(-slack, -slack, slack, slack));
}

void MapView::setTool(MapTool *tool)
{
    m_tool = tool;
    viewport()->setCursor(tool ? tool->cursor() : QCursor(Qt::ArrowCursor));
    viewport()->update();
}

void MapView::clearMap()
{
    if (m_item) {
        scene()->removeItem(m_item);
        delete m_item;
        m_item = nullptr;
    }
    m_renderer.reset();
    scene()->setSceneRect(QRectF());
    if (m_hovered) {
        m_hovered.reset();
        Q_EMIT hexHovered(QString(), QString());
    }
}

qreal MapView::zoom() const
{
    return transform().m11();
}

qreal MapView::fitZoom() const
{
    if (!m_renderer || sceneRect().isEmpty())
        return 1.0;
    const QRectF bounds = sceneRect();
    // The room without scroll bars: a fitted map needs none, and the answer must not depend
    // on whether the last zoom showed them.
    const QSize free = maximumViewportSize() - QSize(2 * FitMargin, 2 * FitMargin);
    return std::max(0.001,
                    std::min(free.width() / bounds.width(), free.height() / bounds.height()));
}

std::optional<OffsetCoord> MapView::hexAt(QPoint pos) const
{
    if (!m_renderer)
        return std::nullopt;
    const OffsetCoord hex = m_renderer->hexAt(mapToScene(pos));
    if (!m_renderer->map().contains(hex))
        return std::nullopt;
    return hex;
}

QString MapView::hexLabelAt(QPoint pos) const
{
    const std::optional<OffsetCoord> hex = hexAt(pos);
    return hex ? m_renderer->map().label(*hex) : QString();
}

QPoint MapView::viewportPosOf(OffsetCoord hex) const
{
    return m_renderer ? mapFromScene(m_renderer->hexCentre(hex)) : QPoint();
}

void MapView::zoomIn()
{
    setZoom(zoom() * ZoomStep, viewportCentre());
}

void MapView::zoomOut()
{
    setZoom(zoom() / ZoomStep, viewportCentre());
}

void MapView::zoomToFit()
{
    if (!m_renderer)
        return;
    m_keepFitted = true;
    setTransform(QTransform::fromScale(fitZoom(), fitZoom()));
    centerOn(m_renderer->boundingRect().center());
    Q_EMIT zoomChanged(zoom());
}

void MapView::zoomToActualSize()
{
    setZoom(1.0, viewportCentre());
}

void MapView::setZoom(qreal newZoom, QPoint anchor)
{
    if (!m_renderer)
        return;
    // Never smaller than half the fitted map, so the map cannot be lost in the distance.
    const qreal minZoom = std::min(fitZoom() / 2, 0.25);
    newZoom = std::clamp(newZoom, minZoom, MaxZoom);
    m_keepFitted = false;
    if (qFuzzyCompare(newZoom, zoom()))
        return;
    const QPointF scenePoint = mapToScene(anchor);
    setTransform(QTransform::fromScale(newZoom, newZoom));
    const QPoint moved = mapFromScene(scenePoint) - anchor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + moved.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + moved.y());
    Q_EMIT zoomChanged(zoom());
}

void MapView::wheelEvent(QWheelEvent *event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        QGraphicsView::wheelEvent(event);
        return;
    }
    // 120 units per notch; touchpads send smaller steps, which zoom proportionally less.
    const qreal notches = event->angleDelta().y() / 120.0;
    if (notches != 0)
        setZoom(zoom() * std::pow(ZoomStep, notches), event->position().toPoint());
    event->accept();
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    const bool pan
        = event->button() == Qt::MiddleButton || (event->button() == Qt::LeftButton && m_spaceHeld);
    if (pan) {
        m_panning = true;
        m_panLast = event->position().toPoint();
        updatePanCursor();
        event->accept();
        return;
    }
    if (m_tool && m_renderer) {
        m_tool->mousePressed(mapEvent(event));
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_panning) {
        const QPoint delta = pos - m_panLast;
        m_panLast = pos;
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
    } else if (m_tool && m_renderer) {
        m_tool->mouseMoved(mapEvent(event));
        event->accept();
    } else {
        QGraphicsView::mouseMoveEvent(event);
    }
    updateHovered(pos);
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning && (event->button() == Qt::MiddleButton || event->button() == Qt::LeftButton)) {
        m_panning = false;
        updatePanCursor();
        event->accept();
        return;
    }
    if (m_tool && m_renderer) {
        m_tool->mouseReleased(mapEvent(event));
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void MapView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (m_tool && m_renderer && event->button() == Qt::LeftButton) {
        m_tool->mouseDoubleClicked(mapEvent(event));
        event->accept();
        return;
    }
    QGraphicsView::mouseDoubleClickEvent(event);
}

MapMouseEvent MapView::mapEvent(QMouseEvent *event) const
{
    MapMouseEvent e;
    e.button = event->button();
    e.buttons = event->buttons();
    e.modifiers = event->modifiers();
    e.scenePos = mapToScene(event->position().toPoint());
    e.hex = hexAt(event->position().toPoint());
    return e;
}

void MapView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && event->modifiers() == Qt::NoModifier) {
        if (!event->isAutoRepeat()) {
            m_spaceHeld = true;
            updatePanCursor();
        }
        event->accept();
        return;
    }
    if (m_tool && m_tool->keyPressed(event)) {
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void MapView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space) {
        if (!event->isAutoRepeat()) {
            m_spaceHeld = false;
            m_panning = false;
            updatePanCursor();
        }
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void MapView::leaveEvent(QEvent *event)
{
    QGraphicsView::leaveEvent(event);
    if (m_hovered) {
        m_hovered.reset();
        Q_EMIT hexHovered(QString(), QString());
    }
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    // Until the user zooms, the map follows the window's size.
    if (m_keepFitted)
        zoomToFit();
}

void MapView::showEvent(QShowEvent *event)
{
    QGraphicsView::showEvent(event);
    if (m_keepFitted)
        zoomToFit();
}

void MapView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    if (m_renderer && m_tool) {
        painter->save();
        m_tool->paintOverlay(painter, *m_renderer, zoom());
        painter->restore();
    }
    if (m_renderer)
        return;
    // An empty window says what to do next.
    painter->save();
    painter->resetTransform();
    painter->setPen(QColor(0xd8, 0xdc, 0xe0));
    painter->drawText(
        viewport()->rect(), Qt::AlignCenter,
        tr("No scenario open.\nCreate one with File > New (%1) or open one with File > Open... "
           "(%2).")
            .arg(QKeySequence(QKeySequence::New).toString(QKeySequence::NativeText),
                 QKeySequence(QKeySequence::Open).toString(QKeySequence::NativeText)));
    painter->restore();
}

void MapView::updateHovered(QPoint pos)
{
    const std::optional<OffsetCoord> hex = hexAt(pos);
    if (hex == m_hovered)
        return;
    m_hovered = hex;
    if (!hex) {
        Q_EMIT hexHovered(QString(), QString());
        return;
    }
    const TerrainType *terrain = nullptr;
    const quint8 index = m_renderer->map().terrainAt(*hex);
    if (index < m_renderer->ruleset().terrain.size())
        terrain = &m_renderer->ruleset().terrain.at(index);
    Q_EMIT hexHovered(m_renderer->map().label(*hex), terrain ? terrain->name : QString());
}

void MapView::updatePanCursor()
{
    if (m_panning)
        viewport()->setCursor(Qt::ClosedHandCursor);
    else if (m_spaceHeld)
        viewport()->setCursor(Qt::OpenHandCursor);
    else
        viewport()->unsetCursor();
}

QPoint MapView::viewportCentre() const
{
    return viewport()->rect().center();
}

} // namespace hexwright
