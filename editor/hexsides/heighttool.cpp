// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexsides/heighttool.h"

#include "document/scenariodocument.h"
#include "edit/hexsideedits.h"
#include "editorcontext.h"
#include "hexsides/hexsidestate.h"
#include "render/maprenderer.h"
#include "render/mapsymbols.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace hexwright {

HeightTool::HeightTool(HexsideState *state)
    : MapTool(state->context(), tr("H&eights"), actionIcon(QStringLiteral("hexwright-heights")),
              QKeySequence(Qt::Key_T))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("heightToolAction"));
    action()->setStatusTip(tr("Click or drag over hexes to give them the height chosen in the "
                              "Hexsides dock; the right button or Shift sets them back to 0"));
}

void HeightTool::mousePressed(const MapMouseEvent &event)
{
    if (!event.hex || !m_state->document() || m_button != Qt::NoButton)
        return;
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton)
        return;
    m_button = event.button;
    m_erase = event.button == Qt::RightButton || (event.modifiers & Qt::ShiftModifier);
    m_strokeKey = newStrokeKey(QStringLiteral("heights"));
    paintAt(*event.hex);
}

void HeightTool::mouseMoved(const MapMouseEvent &event)
{
    if (m_button != Qt::NoButton && event.hex)
        paintAt(*event.hex);
}

void HeightTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button == m_button)
        m_button = Qt::NoButton;
}

void HeightTool::paintAt(OffsetCoord hex)
{
    ScenarioDocument *document = m_state->document();
    if (!document || !document->map().contains(hex))
        return;
    paintHeights(document, {hex}, m_erase ? 0 : m_state->height(), m_strokeKey);
}

HeightOverlay::HeightOverlay(HexsideState *state)
    : MapOverlay(5, state)
    , m_state(state)
{
    const auto follow = [this](ScenarioDocument *document) {
        if (document)
            connect(document, &ScenarioDocument::heightsChanged, this, &MapOverlay::changed,
                    Qt::UniqueConnection);
        Q_EMIT changed();
    };
    connect(state->context(), &EditorContext::documentChanged, this, follow);
    follow(state->document());
}

void HeightOverlay::paint(QPainter *painter, const MapRenderer &renderer, const QRectF &exposed,
                          qreal pixelsPerUnit)
{
    const ScenarioDocument *document = m_state->document();
    if (!document || document->map().heights().isEmpty())
        return;
    const double hexPixels = renderer.acrossFlats() * pixelsPerUnit;
    const double r = renderer.acrossFlats();
    const QRectF near = exposed.adjusted(-r, -r, r, r);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const QFont font = mapFont(r * 0.28, true);
    painter->setFont(font);
    for (const auto &[hex, height] : document->map().heights().sorted()) {
        const QPointF centre = renderer.hexCentre(hex);
        if (!near.contains(centre))
            continue;
        // Higher is darker (brown), lower is bluer; at most five steps.
        const int steps = std::min(std::abs(height), 5);
        QColor shade = height > 0 ? QColor(90, 50, 10) : QColor(20, 60, 140);
        shade.setAlpha(25 + 20 * steps);
        painter->setPen(Qt::NoPen);
        painter->setBrush(shade);
        painter->drawPolygon(renderer.hexPolygon(hex));
        if (hexPixels < 18)
            continue;
        // The number low in the hex, clear of the hex label at the top.
        const QString text = QString::number(height);
        const QRectF box(centre.x() - r / 2, centre.y() + r * 0.05, r, r * 0.4);
        QPainterPath path;
        path.addText(box.center().x() - painter->fontMetrics().horizontalAdvance(text) / 2.0,
                     box.center().y() + painter->fontMetrics().ascent() / 2.0, font, text);
        QPen halo(QColor(255, 255, 255, 220), r * 0.06);
        painter->strokePath(path, halo);
        painter->fillPath(path, QColor(40, 20, 0));
    }
    painter->restore();
}

} // namespace hexwright
