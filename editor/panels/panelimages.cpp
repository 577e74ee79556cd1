// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/panelimages.h"

#include "map/hexmap.h"
#include "map/panel.h"
#include "render/maprenderer.h"

#include <QFontMetricsF>
#include <QPainter>

#include <cmath>

namespace hexwright {

namespace {

constexpr int PanelImageWidth = 640;

// Renders the part @p source of a map, scaled by @p scale.
QImage renderPart(const MapRenderer &renderer, const QRectF &source, qreal scale)
{
    const QSize size(std::max(1, int(std::ceil(source.width() * scale))),
                     std::max(1, int(std::ceil(source.height() * scale))));
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.scale(scale, scale);
    painter.translate(-source.topLeft());
    painter.setClipRect(source);
    renderer.paint(&painter, source, scale);
    return image;
}

} // namespace

QImage renderLayout(const QList<PanelPlacement> &layout, const Ruleset &ruleset,
                    const PanelLibrary &library, QSize maxSize)
{
    Scenario scenario;
    scenario.layout = layout;
    const HexMap map = HexMap::compose(scenario, library);
    if (map.columns() == 0 || maxSize.isEmpty())
        return QImage();
    const MapRenderer renderer(map, ruleset, scenario, library);
    const QRectF bounds = renderer.boundingRect();
    const qreal scale
        = std::min(maxSize.width() / bounds.width(), maxSize.height() / bounds.height());
    return renderPart(renderer, bounds, scale);
}

PanelImages::PanelImages(const Ruleset *ruleset, const PanelLibrary *library)
    : m_ruleset(ruleset)
    , m_library(library)
{ }

QImage PanelImages::image(const QString &panelId, int rotation) const
{
    if (!m_library || !m_ruleset || !m_library->findPanel(panelId))
        return QImage();
    const QString key = panelId + QLatin1Char('@') + QString::number(rotation);
    auto it = m_images.constFind(key);
    if (it != m_images.constEnd())
        return *it;
    // The panel alone, as the map draws it: a one-panel scenario, cut along its border.
    Scenario scenario;
    PanelPlacement placement;
    placement.panel = panelId;
    placement.rotation = rotation;
    scenario.layout.append(placement);
    const HexMap map = HexMap::compose(scenario, *m_library);
    const MapRenderer renderer(map, *m_ruleset, scenario, *m_library);
    const QRectF rect = renderer.panelRect(0);
    const QImage image = renderPart(renderer, rect, PanelImageWidth / rect.width());
    m_images.insert(key, image);
    return image;
}

void paintPanelGhost(QPainter *painter, const QRectF &rect, const QImage &image, bool overlapping,
                     const QString &caption)
{
    const QColor colour = overlapping ? QColor(0xff, 0x8c, 0x1a) : QColor(0x3a, 0xd0, 0x6a);
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->setOpacity(0.6);
    if (!image.isNull())
        painter->drawImage(rect, image);
    painter->setOpacity(1.0);
    QColor fill = colour;
    fill.setAlpha(overlapping ? 70 : 40);
    painter->fillRect(rect, fill);
    QPen pen(colour, 3);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(rect);

    painter->restore();
    paintPanelCaption(painter, rect, caption, colour);
}

void paintPanelCaption(QPainter *painter, const QRectF &rect, const QString &caption,
                       const QColor &colour)
{
    if (caption.isEmpty())
        return;
    painter->save();
    // In screen pixels, whatever the zoom: above the panel's north-west corner, or inside it
    // when that is off the top of the view.
    const QPointF corner = painter->transform().map(rect.topLeft());
    painter->resetTransform();
    QFont font = painter->font();
    font.setPixelSize(13);
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    QRectF box(0, 0, metrics.horizontalAdvance(caption) + 12, metrics.height() + 6);
    box.moveBottomLeft(corner + QPointF(0, -4));
    if (box.top() < 0)
        box.moveTopLeft(corner + QPointF(4, 4));
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x20, 0x20, 0x20, 0xd8));
    painter->drawRoundedRect(box, 4, 4);
    painter->setPen(colour.lighter(130));
    painter->drawText(box, Qt::AlignCenter, caption);
    painter->restore();
}

} // namespace hexwright
