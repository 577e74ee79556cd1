// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointer>
#include <QTransform>
#include <QWidget>

namespace hexwright {

class MapView;

/**
 * The whole map in small with a frame round the part the map view shows; clicking or dragging
 * in it centres the view there. It paints through the view's BoardRenderer at its own scale, so
 * a large map shows as the renderer's overview and a small one with its hexes, both cached
 * and refreshed like the view's picture: painting hexes renders only their part again.
 */
class MinimapWidget : public QWidget
{
    Q_OBJECT

public:
    explicit MinimapWidget(MapView *view, QWidget *parent = nullptr);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    /// From scene coordinates to the widget's; identity when no map is shown.
    QTransform sceneToWidget() const;
    /// The frame round the view's visible part, in widget coordinates (empty without a map).
    QRectF visibleFrame() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void centreViewAt(QPointF widgetPos);

    QPointer<MapView> m_view;
    bool m_dragging = false;
};

} // namespace hexwright
