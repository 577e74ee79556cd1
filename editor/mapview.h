// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "board/board.h"
#include "hex/offsetcoord.h"
#include "maptool.h"

#include <QGraphicsView>

class QGestureEvent;
class QMimeData;
class QTimer;

#include <memory>
#include <optional>

namespace hexwright {

class BoardRenderer;
class HexMap;
class MapRenderer;
class MapItem;
class MapTool;
class ScenarioDocument;
struct PanelLibrary;
struct Ruleset;
struct Scenario;

/// Something dragged over the map: its data, the keys held and the hex under the cursor.
struct MapDropEvent
{
    const QMimeData *mimeData = nullptr;
    Qt::KeyboardModifiers modifiers;
    QPointF scenePos;
    std::optional<OffsetCoord> hex; ///< the map hex under the cursor, if any
};

/**
 * Takes what is dragged onto the map (roster lines, ...), whatever the active tool. The view
 * offers each drag to its handlers in turn; the first that accepts its data gets the moves
 * and the drop. Other drags (files) go on to the window.
 */
class MapDropHandler
{
public:
    virtual ~MapDropHandler() = default;
    /// Whether the handler takes drags of this data at all; asked when a drag enters.
    virtual bool accepts(const QMimeData *mimeData) const = 0;
    /// Whether the drag can be dropped here; asked on every move of a drag it accepts.
    virtual bool dragMoved(const MapDropEvent &event) = 0;
    /// The drag left the map or was dropped: drop any preview.
    virtual void dragLeft() { }
    /// Takes the drop; true if it did something.
    virtual bool dropped(const MapDropEvent &event) = 0;
    /// Whether the handler takes drops onto a table (the hex handlers do not).
    virtual bool worksOnTable() const { return false; }
};

/**
 * The board on screen: a QGraphicsView whose scene holds one item that asks the board's
 * BoardRenderer (a hex map's MapRenderer or a table's TableRenderer) to paint the exposed
 * part at the view's level of detail (from the renderer's cached tiles, so scrolling and
 * repaints copy pixels; painted hexes or an edited table piece render only their own part
 * again). Zoom is relative to the board's printed size (100 %: true size on a 96 dpi screen).
 * The hex tools and overlays draw with the hex renderer (renderer()); on a table they get
 * none and are left out.
 *
 * Ctrl+wheel and pinching (a touchpad's native zoom gesture or a touch screen's pinch) zoom
 * around the cursor or the fingers, the middle button or Space+drag pans; hexHovered() tells
 * the status bar which hex is under the cursor. While fingers zoom (pinching, or a touchpad's
 * stream of small Ctrl+scroll steps) frames may show the cached picture of a nearby zoom
 * scaled; the exact picture follows when they stop. visibleAreaChanged() and
 * mapAreaChanged() keep a minimap in step. The keyboard works the map too (issue 18): the
 * arrow keys move a cursor hex, Enter or a tap of Space clicks it for the tool (Shift+Enter
 * right-clicks), and the status bar and the view's accessible description say what is there.
 * The view only shows the data: the map, ruleset,
 * scenario and panel library belong to the caller and must outlive setMap().
 */
class MapView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit MapView(QWidget *parent = nullptr);
    ~MapView() override;

    void setMap(const HexMap &map, const Ruleset &ruleset, const Scenario &scenario,
                const PanelLibrary &panels);
    /// Shows @p board (which, like the rest, must outlive the view's use of it).
    void setBoard(const Board &board, const Ruleset &ruleset, const Scenario &scenario,
                  const PanelLibrary &panels);
    void clearMap();
    /// Shows @p document's map and follows its edits: painted hexes are redrawn alone, a
    /// changed layout rebuilds the picture keeping zoom and position. Null clears the view.
    void setDocument(ScenarioDocument *document);
    ScenarioDocument *document() const { return m_document; }
    /// The tool that gets the mouse (left and right buttons); null for none.
    void setTool(MapTool *tool);
    MapTool *tool() const { return m_tool; }
    /// Adds a layer painted over the map (the view does not own it; it is dropped when
    /// destroyed).
    void addOverlay(MapOverlay *overlay);
    void removeOverlay(MapOverlay *overlay);
    /// Adds a taker of drops onto the map (the view does not own it).
    void addDropHandler(MapDropHandler *handler);
    void removeDropHandler(MapDropHandler *handler);
    bool hasMap() const { return m_renderer != nullptr; }
    /// The hex renderer, for the hex tools and overlays; null without a map and on a table.
    const MapRenderer *renderer() const;
    /// What draws the board, whatever its kind; null without one.
    const BoardRenderer *boardRenderer() const { return m_renderer.get(); }
    /// The board shown; null without one.
    const Board *board() const { return m_board; }

    /// The zoom: 1 = 100 %, the board at its printed size on a 96 dpi screen. On a hex map
    /// also device pixels per scene unit; on a table (scene unit mm) that is zoom() times
    /// BoardRenderer::trueSizeScale().
    qreal zoom() const;
    /// The zoom at which the whole map fits the viewport.
    qreal fitZoom() const;

    /// The map hex under viewport position @p pos, if the map has one there.
    std::optional<OffsetCoord> hexAt(QPoint pos) const;
    /// The label of the hex under viewport position @p pos, or an empty string.
    QString hexLabelAt(QPoint pos) const;
    /// The place of the board under viewport position @p pos (a hex, or a point of the
    /// table), if the board has one there.
    std::optional<Place> placeAt(QPoint pos) const;
    /// How the board names the place under @p pos ("0812", "18.0 in, 3.0 in"), or "".
    QString placeLabelAt(QPoint pos) const;
    /// Where the centre of @p hex is in viewport coordinates.
    QPoint viewportPosOf(OffsetCoord hex) const;
    /// The hex last reported by hexHovered().
    std::optional<OffsetCoord> hoveredHex() const { return m_hovered; }
    /// The part of the scene the window shows.
    QRectF visibleSceneRect() const;
    /// How the board names @p place: "0812", or a table point in the unit of Edit >
    /// Preferences.
    QString placeLabel(const Place &place) const;

    /// The keyboard cursor: the hex (or point of a table) that the arrow keys move and Enter
    /// or Space click, as the mouse would; nothing until the keyboard first moves it.
    std::optional<Place> cursorPlace() const { return m_cursor; }
    /// Puts the keyboard cursor on @p place, shows it, scrolls it into view and says what is
    /// there (the status bar through hexHovered(), screen readers through the accessible
    /// description).
    void setCursorPlace(const Place &place);
    /// Where the cursor is in scene coordinates (a hex's centre).
    QPointF cursorScenePos() const;
    /// The text the window shows for the place last reported by hexHovered(): a window that
    /// says more than "label terrain" (the units there, its problems) hands its text back
    /// here, so that screen readers hear what the status bar shows.
    void setPlaceDescription(const QString &text);
    /// The high-contrast map: thick black hex outlines, bold labels, a stronger cursor.
    void setHighContrast(bool on);
    bool highContrast() const { return m_highContrast; }

public Q_SLOTS:
    void zoomIn();
    void zoomOut();
    void zoomToFit();
    void zoomToActualSize();
    /// Sets the zoom, keeping the scene point under viewport position @p anchor in place.
    void setZoom(qreal zoom, QPoint anchor);
    /// Brings scene rectangle @p rect into view, as large as fits but never beyond 100 %
    /// and never smaller than the fitted map (a player's set-up zone, say).
    void showSceneRect(const QRectF &rect);

Q_SIGNALS:
    /// The picture was rebuilt (another document or none, or a new layout).
    void mapRebuilt();
    /// The cursor moved onto another hex, or to another point of a table (its label as
    /// Board::label() gives it, and the terrain pieces there); both strings are empty when
    /// it left the board.
    void hexHovered(const QString &label, const QString &terrainName);
    void zoomChanged(qreal zoom);
    /// The window shows another part of the scene: scrolled, zoomed or resized.
    void visibleAreaChanged();
    /// Part of the picture changed (painted hexes), in scene units.
    void mapAreaChanged(const QRectF &sceneRect);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dragMoveEvent(QDragMoveEvent *event) override;
    void dragLeaveEvent(QDragLeaveEvent *event) override;
    void dropEvent(QDropEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    bool viewportEvent(QEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;

private:
    static constexpr qreal ZoomStep = 1.25; ///< per Zoom In, per wheel notch

    void updateHovered(QPoint pos);
    /// Emits hexHovered() for the hex under the cursor, as it is now.
    void announceHovered();
    /// Arrow keys: the cursor to the next hex that way (a table: an inch, with Shift a tenth).
    bool moveCursor(int key, Qt::KeyboardModifiers modifiers);
    /// Enter, Space: the tool gets a click of @p button at the cursor.
    void clickCursor(Qt::MouseButton button, Qt::KeyboardModifiers modifiers);
    /// The cursor where the keyboard starts: the hovered hex, else the middle of the window.
    void placeCursorFirst();
    void paintCursor(QPainter *painter) const;
    /// The accessible description, and the event that tells screen readers it changed.
    void describeForScreenReaders(const QString &text);
    MapMouseEvent mapEvent(QMouseEvent *event) const;
    /// Whether the tool gets the mouse: a hex tool on a hex map, a table tool on a table.
    bool toolGetsMouse() const;
    MapDropEvent dropEventAt(QDropEvent *event) const;
    void rebuild();
    void hexesChanged(const QList<OffsetCoord> &hexes);
    /// Counters or markers moved: on a hex map they are part of the cached picture, so draw
    /// it again.
    void piecesChanged();
    /// The table's layout was edited: the renderer mends what changed of its tiles.
    void tableChanged();
    MapRenderer *hexRenderer() const;
    /// Scene units per zoom step of 1: BoardRenderer::trueSizeScale().
    qreal unitScale() const;
    void updatePanCursor();
    QPoint viewportCentre() const;
    bool pinchEvent(QGestureEvent *event);
    /// While fingers zoom: paint quickly, scaling cached pictures of a nearby zoom where
    /// there are any; the exact picture follows when they stop.
    void setQuickFrames(bool quick);

    std::unique_ptr<Board> m_ownBoard; ///< the board of setMap()
    const Board *m_board = nullptr;
    QRectF m_boardExtent; ///< the extent of the board the picture was built for
    std::unique_ptr<BoardRenderer> m_renderer;
    ScenarioDocument *m_document = nullptr;
    MapTool *m_tool = nullptr;
    QList<MapOverlay *> m_overlays; ///< by ascending z
    QList<MapDropHandler *> m_dropHandlers;
    MapDropHandler *m_dragHandler = nullptr; ///< the handler of the drag under way
    MapItem *m_item = nullptr;
    std::optional<OffsetCoord> m_hovered;
    QString m_hoveredPlace; ///< on a table: the label last reported by hexHovered()
    std::optional<Place> m_hoveredTablePlace; ///< on a table: the point of m_hoveredPlace
    std::optional<Place> m_cursor; ///< the keyboard cursor
    QString m_placeDescription; ///< what the status bar says of the hovered place
    bool m_spacePanned = false; ///< Space was held to pan: its release is no click
    bool m_highContrast = false;
    bool m_keepFitted = false; ///< refit on resize until the user zooms
    bool m_spaceHeld = false;
    bool m_panning = false;
    bool m_quickFrames = false;
    QTimer *m_settle = nullptr; ///< ends quick frames once touchpad zooming pauses
    QPoint m_panLast;
};

} // namespace hexwright
