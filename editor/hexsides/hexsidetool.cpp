// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexsides/hexsidetool.h"

#include "document/scenariodocument.h"
#include "edit/hexsideedits.h"
#include "editorcontext.h"
#include "hexsides/hexsidestate.h"
#include "mapview.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"

#include <QAction>
#include <QKeyEvent>
#include <QPainter>

namespace hexwright {

namespace {

/// The pointer's place in axial hex coordinates, or nothing without a hex map.
std::optional<FractionalHex> axialAt(const EditorContext *context, QPointF scenePos)
{
    const MapRenderer *renderer = context->view()->renderer();
    if (!renderer)
        return std::nullopt;
    return renderer->layout().pixelToFractionalHex(scenePos);
}

} // namespace

HexsideTool::HexsideTool(HexsideState *state)
    : MapTool(state->context(), tr("&Hexsides"), actionIcon(QStringLiteral("hexwright-hexside")),
              QKeySequence(Qt::Key_W))
    , m_state(state)
{
    action()->setObjectName(QStringLiteral("hexsideToolAction"));
    action()->setStatusTip(tr("Click a hex side or drag along sides to paint the hexside type "
                              "chosen in the Hexsides dock; the right button or Shift erases"));
    connect(state, &HexsideState::typeChanged, this, &HexsideTool::updateEnabled);
    updateEnabled();
}

void HexsideTool::updateEnabled()
{
    const bool has = m_state->type() != NoHexside;
    action()->setEnabled(has);
    action()->setToolTip(has ? tr("Hexsides (W)")
                             : tr("The ruleset defines no hexside types (ridges, walls, rivers)"));
}

void HexsideTool::deactivate()
{
    m_corner.reset();
    m_hoverSide.reset();
    m_button = Qt::NoButton;
}

std::optional<HexsideKey> HexsideTool::keyOf(const LineHexside &side) const
{
    const ScenarioDocument *document = m_state->document();
    if (!document)
        return std::nullopt;
    const HexMap &map = document->map();
    const HexsideKey key {map.offsets().toOffset(side.hex), side.direction};
    const auto [a, b] = key.hexes(map.offsets());
    if (!map.contains(a) && !map.contains(b))
        return std::nullopt;
    return key;
}

quint8 HexsideTool::strokeType() const
{
    return m_erase ? NoHexside : m_state->type();
}

void HexsideTool::paint(const QList<LineHexside> &sides)
{
    QList<HexsideKey> keys;
    for (const LineHexside &side : sides) {
        if (auto key = keyOf(side))
            keys.append(*key);
    }
    if (!keys.isEmpty())
        paintHexsides(m_state->document(), keys, strokeType(), m_strokeKey);
}

void HexsideTool::mousePressed(const MapMouseEvent &event)
{
    if (!m_state->document() || m_corner || m_state->type() == NoHexside)
        return;
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton)
        return;
    const auto at = axialAt(context(), event.scenePos);
    if (!at)
        return;
    m_button = event.button;
    m_erase = event.button == Qt::RightButton || (event.modifiers & Qt::ShiftModifier);
    m_corner = nearestCorner(at->q, at->r);
    m_pressSide = nearestSide(at->q, at->r);
    m_moved = false;
    m_strokeKey = newStrokeKey(QStringLiteral("hexsides"));
    updateOverlay();
}

void HexsideTool::mouseMoved(const MapMouseEvent &event)
{
    const auto at = axialAt(context(), event.scenePos);
    if (!at)
        return;
    if (!m_corner) {
        m_hoverSide = nearestSide(at->q, at->r);
        updateOverlay();
        return;
    }
    // A new corner counts once the pointer is near it (under half a side), so that a
    // drag along a side does not flicker between the corners at its ends.
    const HexCorner corner = nearestCorner(at->q, at->r);
    if (corner == *m_corner)
        return;
    double q = 0;
    double r = 0;
    cornerToAxial(corner, &q, &r);
    const double dx = 3 * (at->q - q);
    const double dy = 2 * (at->r - r) + (at->q - q);
    // dx^2 + 3 dy^2 is four times the squared distance in sides (hexsideline.h's lattice).
    if (dx * dx + 3 * dy * dy > 4 * 0.45 * 0.45)
        return;
    paint(cornerPath(*m_corner, corner));
    m_corner = corner;
    m_moved = true;
    m_hoverSide.reset();
    updateOverlay();
}

void HexsideTool::mouseReleased(const MapMouseEvent &event)
{
    if (!m_corner || event.button != m_button)
        return;
    if (!m_moved && m_pressSide)
        paint({*m_pressSide});
    m_corner.reset();
    m_pressSide.reset();
    m_button = Qt::NoButton;
    updateOverlay();
}

bool HexsideTool::keyPressed(QKeyEvent *event)
{
    if (event->key() != Qt::Key_Escape || !m_corner)
        return false;
    // The stroke so far stays: it is one undo step already.
    m_corner.reset();
    m_button = Qt::NoButton;
    updateOverlay();
    return true;
}

void HexsideTool::paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    const ScenarioDocument *document = m_state->document();
    if (!document)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    const HexLayout layout = renderer.layout();
    const qreal dot = 4 / std::max(pixelsPerUnit, 0.01);
    if (m_hoverSide && !m_corner) {
        // The side a click paints: the stroke's colour, translucent.
        const HexsideType *type = document->ruleset().hexsideAt(m_state->type());
        QColor colour = type ? type->colour : QColor(Qt::red);
        colour.setAlpha(150);
        QPen pen(colour, renderer.acrossFlats() * (type ? type->width : 0.12), Qt::SolidLine,
                 Qt::RoundCap);
        painter->setPen(pen);
        const HexCoord other = m_hoverSide->hex.neighbor(m_hoverSide->direction);
        const QList<HexCorner> a = hexCorners(m_hoverSide->hex);
        const QList<HexCorner> b = hexCorners(other);
        QList<QPointF> ends;
        for (const HexCorner &c : a) {
            if (b.contains(c))
                ends.append(cornerPoint(layout, c));
        }
        if (ends.size() == 2)
            painter->drawLine(ends[0], ends[1]);
    }
    if (m_corner) {
        // Where the drag has got to: the corner the next side starts from.
        QPen ring(m_erase ? QColor(220, 30, 30) : QColor(Qt::white), 2);
        ring.setCosmetic(true);
        painter->setPen(ring);
        painter->setBrush(Qt::NoBrush);
        painter->drawEllipse(cornerPoint(layout, *m_corner), dot, dot);
    }
    painter->restore();
}

} // namespace hexwright
