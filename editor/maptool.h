// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "hex/offsetcoord.h"

#include <QCursor>
#include <QObject>
#include <QPointF>

#include <optional>

class QAction;
class QKeyEvent;
class QPainter;

namespace hexwright {

class EditorContext;
class MapRenderer;

/// A mouse event on the map, already turned into scene and hex coordinates.
struct MapMouseEvent
{
    Qt::MouseButton button = Qt::NoButton; ///< the button pressed or released (none on moves)
    Qt::MouseButtons buttons; ///< the buttons held
    Qt::KeyboardModifiers modifiers;
    QPointF scenePos;
    std::optional<OffsetCoord> hex; ///< the map hex under the cursor, if any
};

/**
 * A tool of the map view (panel select, brush, fill, road, ...). The view hands it the mouse
 * (except panning with the middle button or Space) and paints its overlay on top of the map;
 * the tool changes the scenario only by pushing undo commands.
 */
class MapTool : public QObject
{
    Q_OBJECT

public:
    MapTool(EditorContext *context, const QString &name, const QIcon &icon,
            const QKeySequence &shortcut, QObject *parent = nullptr);

    EditorContext *context() const { return m_context; }
    QAction *action() const { return m_action; }

    virtual void activate() { }
    virtual void deactivate() { }
    virtual void mousePressed(const MapMouseEvent &) { }
    virtual void mouseMoved(const MapMouseEvent &) { }
    virtual void mouseReleased(const MapMouseEvent &) { }
    virtual void mouseDoubleClicked(const MapMouseEvent &) { }
    /// Keys the view does not use itself (Escape to cancel, Delete, R to rotate, ...);
    /// return true if handled.
    virtual bool keyPressed(QKeyEvent *) { return false; }
    /// Draws previews and selections over the map, in scene coordinates.
    virtual void paintOverlay(QPainter *, const MapRenderer &, qreal /*pixelsPerUnit*/) { }
    /// Whether the tool works on a table (the view then hands it the mouse there too).
    virtual bool worksOnTable() const { return false; }
    /// A table tool's overlay, in scene coordinates (millimetres of the table), at
    /// @p pixelsPerSceneUnit device pixels per millimetre.
    virtual void paintTableOverlay(QPainter *, qreal /*pixelsPerSceneUnit*/) { }
    virtual QCursor cursor() const { return Qt::ArrowCursor; }

protected:
    /// Asks the view to repaint the overlay.
    void updateOverlay();

private:
    EditorContext *m_context;
    QAction *m_action;
};

/**
 * A layer the view paints over the map whatever the tool: setup zones, stacks, problem
 * markers. Layers paint in ascending z() below the active tool's overlay; a layer calls
 * changed() when its picture is out of date.
 */
class MapOverlay : public QObject
{
    Q_OBJECT

public:
    explicit MapOverlay(int z, QObject *parent = nullptr)
        : QObject(parent)
        , m_z(z)
    { }

    int z() const { return m_z; }
    bool isVisible() const { return m_visible; }
    void setVisible(bool visible)
    {
        if (visible == m_visible)
            return;
        m_visible = visible;
        Q_EMIT changed();
    }
    /// Draws over the map in scene coordinates; @p exposed is the scene area to draw.
    virtual void paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                       qreal pixelsPerUnit)
        = 0;

Q_SIGNALS:
    void changed();

private:
    int m_z;
    bool m_visible = true;
};

} // namespace hexwright
