// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrain/roadtool.h"

#include "document/scenariodocument.h"
#include "edit/terrainedits.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "terrain/terrainstate.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QKeySequence>
#include <QPainter>

namespace hexwright {

RoadTool::RoadTool(TerrainState *state)
    : TerrainTool(state, tr("&Road"), actionIcon(QStringLiteral("hexwright-road")),
                  QKeySequence(Qt::Key_O))
{
    action()->setObjectName(QStringLiteral("terrainRoadAction"));
    action()->setStatusTip(tr("Drag from hex to hex to draw a road; drag with the right button "
                              "or Shift to erase road"));
}

void RoadTool::mousePressed(const MapMouseEvent &event)
{
    if (!event.hex || !document() || m_last)
        return;
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton)
        return;
    m_button = event.button;
    m_erase = event.button == Qt::RightButton || (event.modifiers & Qt::ShiftModifier);
    m_last = event.hex;
    m_links.clear();
    refreshPreview();
}

void RoadTool::mouseMoved(const MapMouseEvent &event)
{
    if (event.hex != m_hover) {
        m_hover = event.hex;
        if (m_last && event.hex)
            extendTo(*event.hex);
        refreshPreview();
    }
}

void RoadTool::extendTo(OffsetCoord hex)
{
    // The hexes in between when the mouse jumps: a road runs centre to centre, along the hex
    // line in the map's own numbering.
    for (const RoadLink &link : roadLinksAlong(document()->map(), *m_last, hex)) {
        if (!m_links.contains(link))
            m_links.append(link);
    }
    m_last = hex;
}

void RoadTool::mouseReleased(const MapMouseEvent &event)
{
    if (!m_last || event.button != m_button)
        return;
    QList<std::pair<RoadLink, bool>> links;
    for (const RoadLink &link : std::as_const(m_links))
        links.append({link, !m_erase});
    cancel();
    if (!links.isEmpty() && !editRoadLinks(document(), links))
        context()->showStatus(m_erase ? tr("No road there to erase")
                                      : tr("The road is there already"));
    refreshPreview();
}

bool RoadTool::cancel()
{
    const bool dragging = m_last.has_value();
    m_last.reset();
    m_links.clear();
    m_button = Qt::NoButton;
    return dragging;
}

void RoadTool::paintPreview(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    painter->setRenderHint(QPainter::Antialiasing);
    QList<QLineF> lines;
    for (const RoadLink &link : std::as_const(m_links))
        lines.append({renderer.hexCentre(link.a), renderer.hexCentre(link.b)});
    const qreal width = renderer.acrossFlats() * 0.14;
    if (m_erase) {
        // Erasing: a pale band with a dashed red middle over the road that goes.
        painter->setPen(QPen(QColor(255, 255, 255, 190), width * 1.6, Qt::SolidLine, Qt::RoundCap));
        painter->drawLines(lines);
        QPen dash(QColor(220, 30, 30), 2, Qt::DashLine, Qt::RoundCap);
        dash.setCosmetic(true);
        painter->setPen(dash);
        painter->drawLines(lines);
    } else {
        QColor colour = document() ? document()->ruleset().road.colour : QColor(Qt::red);
        colour.setAlpha(210);
        painter->setPen(QPen(colour, width, Qt::SolidLine, Qt::RoundCap));
        painter->drawLines(lines);
    }
    if (m_hover) {
        // Where the next link will start or end: the hex centre.
        QPen ring(Qt::white, 2);
        ring.setCosmetic(true);
        painter->setPen(ring);
        painter->setBrush(Qt::NoBrush);
        const qreal radius = std::max(width * 0.6, 4 / std::max(pixelsPerUnit, 0.01));
        painter->drawEllipse(renderer.hexCentre(*m_hover), radius, radius);
    }
}

QRectF RoadTool::previewBounds() const
{
    const MapRenderer *renderer = state()->renderer();
    if (!renderer)
        return {};
    QList<OffsetCoord> hexes;
    for (const RoadLink &link : m_links)
        hexes << link.a << link.b;
    if (m_hover)
        hexes.append(*m_hover);
    return hexBounds(*renderer, hexes);
}

} // namespace hexwright
