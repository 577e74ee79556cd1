// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mapview.h"

#include "board/hexboard.h"
#include "board/tableboard.h"
#include "document/scenariodocument.h"
#include "map/hexmap.h"
#include "maptool.h"
#include "render/boardrenderer.h"
#include "render/maprenderer.h"
#include "render/tablerenderer.h"
#include "ruleset/ruleset.h"
#include "shell/highcontrast.h"
#include "shell/preferences.h"

#include <QCoreApplication>
#include <QCursor>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QKeySequence>
#include <QScrollBar>
#include <QStyleOptionGraphicsItem>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr qreal MaxZoom = 8.0;
constexpr int FitMargin = 2; ///< viewport pixels left free around a fitted scene

/// HEXWRIGHT_QUIT_AFTER_SHOW=1 (for measuring, as hexwright-bench's "versus Tiled" section
/// does): quit once a map has been painted the first time, i.e. the opened file is on show.
void quitIfMeasuring()
{
    static const bool measuring = qEnvironmentVariableIntValue("HEXWRIGHT_QUIT_AFTER_SHOW") != 0;
    static bool quitting = false;
    if (!measuring || quitting)
        return;
    quitting = true;
    QTimer::singleShot(0, qApp, &QCoreApplication::quit);
}

} // namespace

/// The whole board as one scene item: QGraphicsView tells it what is exposed, the board's
/// renderer draws just that at the current level of detail.
class MapItem : public QGraphicsItem
{
public:
    explicit MapItem(const BoardRenderer &renderer)
        : m_renderer(renderer)
    {
        setFlag(ItemUsesExtendedStyleOption);
    }

    QRectF boundingRect() const override { return m_renderer.boundingRect(); }

    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *) override
    {
        const qreal lod
            = QStyleOptionGraphicsItem::levelOfDetailFromTransform(painter->worldTransform());
        m_renderer.paint(painter, option->exposedRect, lod,
                         m_quick ? BoardRenderer::PaintMode::Quick
                                 : BoardRenderer::PaintMode::Exact);
    }

    void setQuick(bool quick) { m_quick = quick; }
    /// The renderer's bounding rectangle is about to change (a table piece moved off it).
    void boundsChanging() { prepareGeometryChange(); }

private:
    const BoardRenderer &m_renderer;
    bool m_quick = false;
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
    setAcceptDrops(true); // roster lines onto hexes (MapDropHandler)
    setRenderHint(QPainter::TextAntialiasing);
    viewport()->setMouseTracking(true);
    // Touch screens pinch through touch events (single touches still arrive as the mouse).
    viewport()->setAttribute(Qt::WA_AcceptTouchEvents);
    viewport()->grabGesture(Qt::PinchGesture);
    m_settle = new QTimer(this);
    m_settle->setSingleShot(true);
    m_settle->setInterval(150);
    connect(m_settle, &QTimer::timeout, this, [this] { setQuickFrames(false); });
    // The keyboard works the map too: Tab reaches it, the arrows move its cursor hex.
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Map"));
    setHighContrast(HighContrast::isOn());
    connect(&HighContrast::instance(), &HighContrast::toggled, this, &MapView::setHighContrast);
    // Another table unit chosen in Edit > Preferences: the point under the cursor again.
    connect(&Preferences::instance(), &Preferences::changed, this, [this] {
        if (m_hoveredPlace.isEmpty())
            return;
        m_hoveredPlace = placeLabelAt(viewport()->mapFromGlobal(QCursor::pos()));
        announceHovered();
    });
}

MapView::~MapView()
{
    // The item refers to the renderer: take it out of the scene first.
    clearMap();
}

void MapView::setMap(const HexMap &map, const Ruleset &ruleset, const Scenario &scenario,
                     const PanelLibrary &panels)
{
    auto board = std::make_unique<HexBoard>(map, ruleset);
    setBoard(*board, ruleset, scenario, panels);
    m_ownBoard = std::move(board);
}

void MapView::setBoard(const Board &board, const Ruleset &ruleset, const Scenario &scenario,
                       const PanelLibrary &panels)
{
    clearMap();
    m_renderer = BoardRenderer::create(board, ruleset, scenario, &panels);
    if (!m_renderer)
        return;
    m_board = &board;
    m_boardExtent = board.extent();
    m_renderer->setLook(BoardLook {m_highContrast});
    // The keyboard cursor stays where it was if the new board has that place.
    if (m_cursor
        && !(hexRenderer() ? std::holds_alternative<OffsetCoord>(*m_cursor)
                     && hexRenderer()->map().contains(std::get<OffsetCoord>(*m_cursor))
                           : board.isPlayable(*m_cursor)))
        m_cursor.reset();
    m_item = new MapItem(*m_renderer);
    m_item->setQuick(m_quickFrames);
    scene()->addItem(m_item);
    // Room round the board (half a hex, an inch of table): to pan an edge hex or the table's
    // edge away from the window's edge.
    const double margin = m_renderer->margin();
    scene()->setSceneRect(m_renderer->boundingRect().adjusted(-margin, -margin, margin, margin));
    m_keepFitted = true;
    if (isVisible())
        zoomToFit();
}

const MapRenderer *MapView::renderer() const
{
    return hexRenderer();
}

MapRenderer *MapView::hexRenderer() const
{
    return m_renderer ? m_renderer->hexRenderer() : nullptr;
}

qreal MapView::unitScale() const
{
    return m_renderer ? m_renderer->trueSizeScale() : 1.0;
}

void MapView::setDocument(ScenarioDocument *document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (!document) {
        clearMap();
        Q_EMIT mapRebuilt();
        return;
    }
    connect(document, &ScenarioDocument::terrainChanged, this, &MapView::hexesChanged);
    connect(document, &ScenarioDocument::layoutChanged, this, &MapView::rebuild);
    connect(document, &ScenarioDocument::roadsChanged, this, &MapView::rebuild);
    // Hexside strokes are drawn into the tiles: draw them again.
    connect(document, &ScenarioDocument::hexsidesChanged, this, [this] {
        MapRenderer *hex = hexRenderer();
        if (!hex || !m_item)
            return;
        hex->clearCache();
        m_item->update();
    });
    connect(document, &ScenarioDocument::forcesChanged, this, &MapView::piecesChanged);
    connect(document, &ScenarioDocument::markersChanged, this, &MapView::piecesChanged);
    connect(document, &ScenarioDocument::tableChanged, this, &MapView::tableChanged);
    // A table's deployment areas take their sides' colours.
    connect(document, &ScenarioDocument::sidesChanged, this, [this] {
        if (m_board && m_board->kind() == BoardKind::Table)
            rebuild();
    });
    connect(document, &QObject::destroyed, this, [this] {
        m_document = nullptr;
        clearMap();
        Q_EMIT mapRebuilt();
    });
    setBoard(document->board(), document->ruleset(), document->scenario(), document->panels());
    Q_EMIT mapRebuilt();
    Q_EMIT visibleAreaChanged();
}

void MapView::addOverlay(MapOverlay *overlay)
{
    if (!overlay || m_overlays.contains(overlay))
        return;
    auto at = std::upper_bound(
        m_overlays.begin(), m_overlays.end(), overlay,
        [](const MapOverlay *a, const MapOverlay *b) { return a->z() < b->z(); });
    m_overlays.insert(at, overlay);
    connect(overlay, &MapOverlay::changed, viewport(), qOverload<>(&QWidget::update));
    connect(overlay, &QObject::destroyed, this, [this, overlay] {
        m_overlays.removeAll(overlay);
        viewport()->update();
    });
    viewport()->update();
}

void MapView::removeOverlay(MapOverlay *overlay)
{
    if (!m_overlays.removeAll(overlay))
        return;
    disconnect(overlay, nullptr, this, nullptr);
    disconnect(overlay, nullptr, viewport(), nullptr);
    viewport()->update();
}

void MapView::piecesChanged()
{
    if (!m_renderer)
        return;
    // A table draws its units over the cached picture at every paint.
    if (m_renderer->kind() == BoardKind::Hex)
        m_renderer->clearCache();
    viewport()->update();
    Q_EMIT mapAreaChanged(m_renderer->boundingRect());
    // The status bar lists the units in the hovered hex: tell it again.
    announceHovered();
}

void MapView::rebuild()
{
    if (!m_document)
        return;
    // Keep the user's zoom and the scene point in the middle of the window.
    const QTransform keep = transform();
    const QPointF centre = mapToScene(viewport()->rect().center());
    const bool fitted = m_keepFitted;
    setBoard(m_document->board(), m_document->ruleset(), m_document->scenario(),
             m_document->panels());
    if (!fitted) {
        m_keepFitted = false;
        setTransform(keep);
        centerOn(centre);
    }
    Q_EMIT mapRebuilt();
    Q_EMIT visibleAreaChanged();
}

void MapView::tableChanged()
{
    auto *table = dynamic_cast<TableRenderer *>(m_renderer.get());
    if (!m_document || !m_item || !table || m_document->board().kind() != BoardKind::Table) {
        rebuild();
        return;
    }
    const QRectF before = table->boundingRect();
    const auto &board = static_cast<const TableBoard &>(m_document->board());
    m_board = &board;
    // The renderer's board is already gone (a table edit makes a new one): compare with the
    // extent the view was built for.
    if (board.extent() != m_boardExtent) {
        rebuild(); // another table size: the scene and the fit change
        return;
    }
    m_item->boundsChanging();
    const QRectF dirty = table->setBoard(board);
    if (table->boundingRect() != before) {
        const double margin = table->margin();
        scene()->setSceneRect(table->boundingRect().adjusted(-margin, -margin, margin, margin));
    }
    if (dirty.isEmpty())
        return;
    m_item->update(dirty);
    Q_EMIT mapAreaChanged(dirty);
    announceHovered();
}

void MapView::hexesChanged(const QList<OffsetCoord> &hexes)
{
    MapRenderer *hex = hexRenderer();
    if (!hex || !m_item)
        return;
    // Only the painted hexes: the renderer renders their part of its tiles again.
    const QRectF dirty = hex->invalidateHexes(hexes);
    if (dirty.isEmpty())
        return;
    m_item->update(dirty);
    Q_EMIT mapAreaChanged(dirty);
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
    m_board = nullptr;
    m_ownBoard.reset();
    scene()->setSceneRect(QRectF());
    if (m_hovered || !m_hoveredPlace.isEmpty()) {
        m_hovered.reset();
        m_hoveredPlace.clear();
        Q_EMIT hexHovered(QString(), QString());
    }
}

qreal MapView::zoom() const
{
    return transform().m11() / unitScale();
}

qreal MapView::fitZoom() const
{
    // A map without hexes (a new scenario with no panels yet) is shown at 100 %, not blown up
    // to fit its margin.
    const MapRenderer *hex = hexRenderer();
    if (!m_renderer || sceneRect().isEmpty() || (hex && hex->map().columns() == 0))
        return 1.0;
    const QRectF bounds = sceneRect();
    // The room without scroll bars: a fitted map needs none, and the answer must not depend
    // on whether the last zoom showed them.
    const QSize free = maximumViewportSize() - QSize(2 * FitMargin, 2 * FitMargin);
    return std::max(0.001,
                    std::min(free.width() / bounds.width(), free.height() / bounds.height())
                        / unitScale());
}

std::optional<OffsetCoord> MapView::hexAt(QPoint pos) const
{
    const MapRenderer *renderer = hexRenderer();
    if (!renderer)
        return std::nullopt;
    const OffsetCoord hex = renderer->hexAt(mapToScene(pos));
    if (!renderer->map().contains(hex))
        return std::nullopt;
    return hex;
}

QString MapView::hexLabelAt(QPoint pos) const
{
    const std::optional<OffsetCoord> hex = hexAt(pos);
    return hex ? hexRenderer()->map().label(*hex) : QString();
}

std::optional<Place> MapView::placeAt(QPoint pos) const
{
    if (!m_renderer || !m_board)
        return std::nullopt;
    if (hexRenderer()) {
        // The renderer's own picking, which the hex tools use too.
        const std::optional<OffsetCoord> hex = hexAt(pos);
        return hex ? std::optional<Place>(*hex) : std::nullopt;
    }
    const QPointF scenePoint = mapToScene(pos);
    return m_board->placeAt(m_renderer->boardToScene().inverted().map(scenePoint));
}

QString MapView::placeLabelAt(QPoint pos) const
{
    const std::optional<Place> place = placeAt(pos);
    return place ? placeLabel(*place) : QString();
}

QString MapView::placeLabel(const Place &place) const
{
    if (!m_board)
        return QString();
    // A point of a table in the unit of Edit > Preferences if one is chosen, else in the
    // table's own.
    if (const auto *point = std::get_if<TablePoint>(&place)) {
        const auto *table = dynamic_cast<const TableBoard *>(m_board);
        const LengthUnit unit = table ? table->layout().unit : Preferences::tableUnit();
        return QStringLiteral("%1, %2").arg(Preferences::formatTableLength(point->x, unit),
                                            Preferences::formatTableLength(point->y, unit));
    }
    return m_board->label(place);
}

QPoint MapView::viewportPosOf(OffsetCoord hex) const
{
    const MapRenderer *renderer = hexRenderer();
    return renderer ? mapFromScene(renderer->hexCentre(hex)) : QPoint();
}

QRectF MapView::visibleSceneRect() const
{
    return mapToScene(viewport()->rect()).boundingRect();
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
    const qreal scale = fitZoom() * unitScale();
    setTransform(QTransform::fromScale(scale, scale));
    centerOn(m_renderer->boundingRect().center());
    Q_EMIT zoomChanged(zoom());
    Q_EMIT visibleAreaChanged();
}

void MapView::zoomToActualSize()
{
    setZoom(1.0, viewportCentre());
}

void MapView::showSceneRect(const QRectF &rect)
{
    if (!m_renderer || rect.isEmpty())
        return;
    const QSizeF room = viewport()->size();
    const qreal fits = std::min(room.width() / rect.width(), room.height() / rect.height());
    setZoom(std::clamp(0.9 * fits / unitScale(), fitZoom(), 1.0), viewportCentre());
    centerOn(rect.center());
    Q_EMIT visibleAreaChanged();
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
    const qreal scale = newZoom * unitScale();
    setTransform(QTransform::fromScale(scale, scale));
    const QPoint moved = mapFromScene(scenePoint) - anchor;
    horizontalScrollBar()->setValue(horizontalScrollBar()->value() + moved.x());
    verticalScrollBar()->setValue(verticalScrollBar()->value() + moved.y());
    Q_EMIT zoomChanged(zoom());
    Q_EMIT visibleAreaChanged();
}

void MapView::leaveEvent(QEvent *event)
{
    QGraphicsView::leaveEvent(event);
    if (m_hovered || !m_hoveredPlace.isEmpty()) {
        m_hovered.reset();
        m_hoveredPlace.clear();
        Q_EMIT hexHovered(QString(), QString());
    }
}

void MapView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    // Until the user zooms, the map follows the window's size.
    if (m_keepFitted)
        zoomToFit();
    Q_EMIT visibleAreaChanged();
}

void MapView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    Q_EMIT visibleAreaChanged();
}

void MapView::setQuickFrames(bool quick)
{
    if (m_quickFrames == quick)
        return;
    m_quickFrames = quick;
    if (m_item)
        m_item->setQuick(quick);
    // The exact picture once the fingers stop.
    if (!quick)
        viewport()->update();
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
    // The overlays and tools draw hexes: a table has none of theirs.
    if (const MapRenderer *hex = hexRenderer()) {
        for (MapOverlay *overlay : std::as_const(m_overlays)) {
            if (!overlay->isVisible())
                continue;
            painter->save();
            overlay->paint(painter, *hex, rect, zoom());
            painter->restore();
        }
        if (m_tool) {
            painter->save();
            m_tool->paintOverlay(painter, *hex, zoom());
            painter->restore();
        }
    } else if (m_renderer && m_tool && m_tool->worksOnTable()) {
        painter->save();
        m_tool->paintTableOverlay(painter, zoom() * unitScale());
        painter->restore();
    }
    if (m_renderer) {
        paintCursor(painter);
        quitIfMeasuring();
        return;
    }
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
    if (m_renderer && !hexRenderer()) {
        // A table: the point under the cursor, reported when its label changes.
        const QString label = placeLabelAt(pos);
        if (label == m_hoveredPlace)
            return;
        m_hoveredPlace = label;
        m_hoveredTablePlace = label.isEmpty() ? std::nullopt : placeAt(pos);
        announceHovered();
        return;
    }
    const std::optional<OffsetCoord> hex = hexAt(pos);
    if (hex == m_hovered)
        return;
    m_hovered = hex;
    announceHovered();
}

void MapView::announceHovered()
{
    const MapRenderer *renderer = hexRenderer();
    if (m_renderer && !renderer) {
        // A table: the point's label and the pieces it lies in.
        const std::optional<Place> place
            = m_hoveredPlace.isEmpty() ? std::nullopt : m_hoveredTablePlace;
        if (!place || !m_board) {
            m_placeDescription = m_hoveredPlace;
            Q_EMIT hexHovered(m_hoveredPlace, QString());
            return;
        }
        QStringList pieces;
        for (const TerrainAt &terrain : m_board->terrainAt(*place))
            pieces.append(terrain.name.isEmpty() ? terrain.id : terrain.name);
        const QString terrain = pieces.join(QStringLiteral(", "));
        // The window may hand back a fuller text (setPlaceDescription()) while it hears this.
        m_placeDescription
            = terrain.isEmpty() ? m_hoveredPlace : tr("%1 %2").arg(m_hoveredPlace, terrain);
        Q_EMIT hexHovered(m_hoveredPlace, terrain);
        return;
    }
    const std::optional<OffsetCoord> hex = m_hovered;
    if (!hex || !renderer) {
        m_placeDescription.clear();
        Q_EMIT hexHovered(QString(), QString());
        return;
    }
    const TerrainType *terrain = nullptr;
    const quint8 index = renderer->map().terrainAt(*hex);
    if (index < renderer->ruleset().terrain.size())
        terrain = &renderer->ruleset().terrain.at(index);
    // "board 3, hex 1801" where the panels number their own hexes.
    const QString label = renderer->map().boardLabel(*hex);
    m_placeDescription = terrain ? tr("%1 %2").arg(label, terrain->name) : label;
    Q_EMIT hexHovered(label, terrain ? terrain->name : QString());
}

QPoint MapView::viewportCentre() const
{
    return viewport()->rect().center();
}

} // namespace hexwright
