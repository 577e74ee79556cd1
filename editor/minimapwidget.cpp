// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "minimapwidget.h"

#include "mapview.h"
#include "render/boardrenderer.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hexwright {

namespace {

constexpr int Margin = 4; ///< pixels of table round the map
constexpr double MinimumFrame = 7; ///< pixels
const QColor Table(0x56, 0x5b, 0x61); // the map view's background

} // namespace

MinimapWidget::MinimapWidget(MapView *view, QWidget *parent)
    : QWidget(parent)
    , m_view(view)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click or drag to move the map view"));
    const auto repaint = [this] {
        update();
    };
    connect(view, &MapView::mapRebuilt, this, repaint);
    connect(view, &MapView::visibleAreaChanged, this, repaint);
    connect(view, &MapView::mapAreaChanged, this, repaint);
}

QSize MinimapWidget::sizeHint() const
{
    return QSize(240, 240);
}

QSize MinimapWidget::minimumSizeHint() const
{
    return QSize(80, 80);
}

QTransform MinimapWidget::sceneToWidget() const
{
    const BoardRenderer *renderer = m_view ? m_view->boardRenderer() : nullptr;
    if (!renderer || renderer->boundingRect().isEmpty())
        return QTransform();
    const QRectF bounds = renderer->boundingRect();
    const double scale = std::max(1e-6,
                                  std::min((width() - 2 * Margin) / bounds.width(),
                                           (height() - 2 * Margin) / bounds.height()));
    // Whole-pixel offsets: the renderer then copies its cached tiles one to one.
    const double dx = std::round((width() - bounds.width() * scale) / 2 - bounds.left() * scale);
    const double dy = std::round((height() - bounds.height() * scale) / 2 - bounds.top() * scale);
    return QTransform::fromScale(scale, scale) * QTransform::fromTranslate(dx, dy);
}

QRectF MinimapWidget::visibleFrame() const
{
    const BoardRenderer *renderer = m_view ? m_view->boardRenderer() : nullptr;
    if (!renderer)
        return QRectF();
    return sceneToWidget().mapRect(m_view->visibleSceneRect());
}

void MinimapWidget::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), Table);
    const BoardRenderer *renderer = m_view ? m_view->boardRenderer() : nullptr;
    if (!renderer) {
        painter.setPen(QColor(0xd8, 0xdc, 0xe0));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap, tr("No map"));
        return;
    }
    const QTransform transform = sceneToWidget();
    painter.setTransform(transform);
    renderer->paint(&painter, renderer->boundingRect(), transform.m11());
    painter.resetTransform();
    // The view's part: a light frame with a dark edge, visible on every terrain, and never
    // smaller than a few pixels, so that it can be found on a large map.
    QRectF frame = visibleFrame();
    const QPointF middle = frame.center();
    frame.setSize(frame.size().expandedTo(QSizeF(MinimumFrame, MinimumFrame)));
    frame.moveCenter(middle);
    frame = frame.intersected(QRectF(rect()).adjusted(1, 1, -1, -1));
    if (frame.isEmpty())
        return;
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0, 0, 0, 160), 3));
    painter.drawRect(frame);
    painter.setPen(QPen(QColor(0xff, 0xf4, 0xc0), 1.5));
    painter.drawRect(frame);
}

void MinimapWidget::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    m_dragging = true;
    centreViewAt(event->position());
    event->accept();
}

void MinimapWidget::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging || !(event->buttons() & Qt::LeftButton)) {
        QWidget::mouseMoveEvent(event);
        return;
    }
    centreViewAt(event->position());
    event->accept();
}

void MinimapWidget::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton)
        m_dragging = false;
    QWidget::mouseReleaseEvent(event);
}

void MinimapWidget::centreViewAt(QPointF widgetPos)
{
    if (!m_view || !m_view->boardRenderer())
        return;
    bool invertible = false;
    const QTransform toScene = sceneToWidget().inverted(&invertible);
    if (invertible)
        m_view->centerOn(toScene.map(widgetPos));
}

} // namespace hexwright
