// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "edit/hexclipboard.h"
#include "terrain/terraintool.h"

#include <QPointer>
#include <QPolygonF>

namespace hexwright {

/**
 * The selection tools: drag a rectangle of hexes or draw a lasso round them. Shift adds to
 * the selection, Ctrl takes away from it; Escape selects none. Copy, Cut, Delete and Paste
 * in the Edit menu work on what is selected.
 */
class SelectTool : public TerrainTool
{
    Q_OBJECT

public:
    using TerrainTool::TerrainTool;

protected:
    /// Starts a selection gesture: remembers the selection it adds to or takes from.
    void begin(Qt::KeyboardModifiers modifiers);
    /// The selection made of what the gesture started from and @p hexes.
    void apply(const QList<OffsetCoord> &hexes);

private:
    enum class Mode { Replace, Add, Subtract };
    Mode m_mode = Mode::Replace;
    QSet<HexCoord> m_base;
};

/// Selects the hexes whose column and row lie between those of the hexes dragged from and to.
class RectSelectTool : public SelectTool
{
    Q_OBJECT

public:
    explicit RectSelectTool(TerrainState *state);

    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;

protected:
    bool cancel() override;

private:
    std::optional<OffsetCoord> m_anchor;
};

/// Selects the hexes whose centres lie inside a free-hand outline.
class LassoSelectTool : public SelectTool
{
    Q_OBJECT

public:
    explicit LassoSelectTool(TerrainState *state);

    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;

protected:
    bool cancel() override;
    void paintPreview(QPainter *painter, const MapRenderer &renderer, qreal) override;
    QRectF previewBounds() const override;

private:
    QPolygonF m_outline; ///< scene points; empty when not drawing
};

/**
 * Places the clipboard: a ghost of it follows the mouse, a click pastes it (Shift+click
 * pastes and keeps placing). R and Shift+R turn it by 60 degrees around its centre hex, M
 * mirrors it, Escape or the right button cancel. Not on the tool bar: Edit > Paste starts
 * it, and it hands the map back to the tool that was active before.
 */
class PasteTool : public TerrainTool
{
    Q_OBJECT

public:
    explicit PasteTool(TerrainState *state);

    /// Starts placing the clipboard; false (with a status message) if there is nothing to paste.
    bool start();
    bool isPlacing() const { return !m_clipboard.isEmpty(); }
    /// Turns the ghost by @p sixths * 60 degrees clockwise.
    void rotate(int sixths);
    void mirror();

    void activate() override;
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    QCursor cursor() const override { return Qt::DragCopyCursor; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    bool cancel() override;
    void pointerLeft() override { m_centre.reset(); }
    void paintPreview(QPainter *painter, const MapRenderer &renderer, qreal) override;
    QRectF previewBounds() const override;

private:
    void finish();
    QList<OffsetCoord> ghostHexes() const;

    HexClipboard m_clipboard;
    std::optional<OffsetCoord> m_centre;
    QPointer<MapTool> m_previous;
};

} // namespace hexwright
