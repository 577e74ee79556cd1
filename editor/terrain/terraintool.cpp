// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrain/terraintool.h"

#include "document/scenariodocument.h"
#include "edit/hexregion.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "mapview.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "terrain/terrainstate.h"

#include <QAction>
#include <QKeyEvent>
#include <QKeySequence>
#include <QPainter>

#include <array>
#include <cmath>

namespace hexwright {

namespace {

// A warm wash with a yellow rim: it reads on every terrain colour, lake blue included, and
// differs from the brush previews' white rims.
const QColor SelectionFill(255, 225, 90, 95);
const QColor SelectionOutline(255, 205, 0);

/// For each direction, the index of the polygon corner that starts the hexside facing it:
/// found from the geometry, so it holds whatever corner order the renderer uses.
std::array<int, HexCoord::DirectionCount> sideCorners(const MapRenderer &renderer)
{
    std::array<int, HexCoord::DirectionCount> corners {};
    const OffsetCoord origin {2, 2};
    const QPolygonF polygon = renderer.hexPolygon(origin);
    const QPointF centre = renderer.hexCentre(origin);
    const OffsetSystem &offsets = renderer.offsets();
    const HexCoord axial = offsets.fromOffset(origin);
    for (int d = 0; d < HexCoord::DirectionCount; ++d) {
        const QPointF towards
            = (centre + renderer.hexCentre(offsets.toOffset(axial.neighbor(d)))) / 2;
        qreal best = -1;
        for (int i = 0; i < 6; ++i) {
            const QPointF middle = (polygon.at(i) + polygon.at((i + 1) % 6)) / 2;
            const QPointF delta = middle - towards;
            const qreal distance = QPointF::dotProduct(delta, delta);
            if (best < 0 || distance < best) {
                best = distance;
                corners[d] = i;
            }
        }
    }
    return corners;
}

} // namespace

TerrainTool::TerrainTool(TerrainState *state, const QString &name, const QIcon &icon,
                         const QKeySequence &shortcut)
    : MapTool(state->context(), name, icon, shortcut)
    , m_state(state)
{
    if (!shortcut.isEmpty()) {
        // The name carries a menu mnemonic; the tool tip shows it without.
        QString plain = name;
        plain.remove(QLatin1Char('&'));
        action()->setToolTip(
            QStringLiteral("%1 (%2)").arg(plain, shortcut.toString(QKeySequence::NativeText)));
    }
    connect(state, &TerrainState::selectionChanged, this, [this] {
        if (context()->activeTool() == this)
            updateOverlay();
    });
    connect(state, &TerrainState::pointerLeft, this, [this] {
        if (context()->activeTool() == this) {
            pointerLeft();
            refreshPreview();
        }
    });
}

ScenarioDocument *TerrainTool::document() const
{
    return m_state->document();
}

void TerrainTool::deactivate()
{
    cancel();
    updateOverlay();
}

bool TerrainTool::keyPressed(QKeyEvent *event)
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (modifiers == Qt::NoModifier && event->key() >= Qt::Key_0 && event->key() <= Qt::Key_9) {
        // 1-9 pick the ruleset's first nine terrain types, 0 erases paint.
        const int digit = event->key() - Qt::Key_0;
        const quint8 terrain = digit == 0 ? NoTerrain : quint8(digit - 1);
        if (terrain != NoTerrain && int(terrain) >= m_state->terrainCount())
            return false;
        m_state->setTerrain(terrain);
        context()->showStatus(tr("Painting %1").arg(m_state->terrainName(terrain)));
        return true;
    }
    if (event->key() == Qt::Key_Escape && modifiers == Qt::NoModifier) {
        if (cancel()) {
            refreshPreview();
            return true;
        }
        if (m_state->hasSelection()) {
            m_state->clearSelection();
            return true;
        }
    }
    return false;
}

void TerrainTool::paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit)
{
    paintSelection(painter, renderer);
    paintPreview(painter, renderer, pixelsPerUnit);
}

std::optional<OffsetCoord> TerrainTool::hexUnder(const MapMouseEvent &event) const
{
    if (event.hex)
        return event.hex;
    const MapRenderer *renderer = m_state->renderer();
    if (!renderer)
        return std::nullopt;
    return renderer->hexAt(event.scenePos);
}

void TerrainTool::refreshPreview()
{
    if (context()->activeTool() != this) {
        m_shownPreview = QRectF();
        return;
    }
    MapView *view = context()->view();
    const QRectF now = previewBounds();
    for (const QRectF &rect : {m_shownPreview, now}) {
        if (rect.isNull())
            continue;
        // A few pixels round it for outlines drawn half outside.
        view->viewport()->update(view->mapFromScene(rect).boundingRect().adjusted(-3, -3, 3, 3));
    }
    m_shownPreview = now;
}

void TerrainTool::paintHexArea(QPainter *painter, const MapRenderer &renderer,
                               const QList<OffsetCoord> &hexes, const QColor &fill,
                               const QColor &outline)
{
    if (hexes.isEmpty())
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false); // no seams between hexes
    painter->setPen(Qt::NoPen);
    painter->setBrush(fill);
    const OffsetSystem &offsets = renderer.offsets();
    QSet<HexCoord> members;
    members.reserve(hexes.size());
    for (const OffsetCoord hex : hexes) {
        painter->drawPolygon(renderer.hexPolygon(hex));
        members.insert(offsets.fromOffset(hex));
    }
    // The outline of the area only, not of every hex: the hexsides with no member beyond.
    const std::array<int, HexCoord::DirectionCount> corners = sideCorners(renderer);
    QList<QLineF> sides;
    for (const OffsetCoord hex : hexes) {
        const HexCoord axial = offsets.fromOffset(hex);
        const QPolygonF polygon = renderer.hexPolygon(hex);
        for (int d = 0; d < HexCoord::DirectionCount; ++d) {
            if (!members.contains(axial.neighbor(d)))
                sides.append({polygon.at(corners[d]), polygon.at((corners[d] + 1) % 6)});
        }
    }
    painter->setRenderHint(QPainter::Antialiasing, true);
    // A dark underlay keeps a light rim visible on light ground.
    QPen under(QColor(0, 0, 0, 140), 4);
    under.setCosmetic(true);
    painter->setPen(under);
    painter->drawLines(sides);
    QPen pen(outline, 2);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawLines(sides);
    painter->restore();
}

QRectF TerrainTool::hexBounds(const MapRenderer &renderer, const QList<OffsetCoord> &hexes)
{
    QRectF bounds;
    for (const OffsetCoord hex : hexes)
        bounds |= renderer.hexPolygon(hex).boundingRect();
    return bounds;
}

QColor TerrainTool::terrainColour() const
{
    const ScenarioDocument *doc = document();
    const quint8 terrain = m_state->terrain();
    if (!doc || terrain == NoTerrain || terrain >= doc->ruleset().terrain.size())
        return QColor(255, 255, 255, 140); // erasing: a pale wash
    QColor colour = doc->ruleset().terrain.at(terrain).colour;
    colour.setAlpha(150);
    return colour;
}

void TerrainTool::paintSelection(QPainter *painter, const MapRenderer &renderer) const
{
    const QSet<HexCoord> &selection = m_state->selection();
    if (selection.isEmpty())
        return;
    // Only what is in view: a selection of the whole of a large map stays cheap to show.
    MapView *view = context()->view();
    const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
    const OffsetCoord first = renderer.hexAt(visible.topLeft());
    const OffsetCoord last = renderer.hexAt(visible.bottomRight());
    QList<OffsetCoord> shown;
    const qsizetype visibleCount
        = qsizetype(std::abs(last.col - first.col) + 3) * (std::abs(last.row - first.row) + 3);
    if (visibleCount < selection.size()) {
        for (const OffsetCoord hex : hexesInOffsetRect(
                 renderer.map(), {first.col - 1, first.row - 1}, {last.col + 1, last.row + 1})) {
            if (selection.contains(renderer.offsets().fromOffset(hex)))
                shown.append(hex);
        }
    } else {
        for (const HexCoord hex : selection)
            shown.append(renderer.offsets().toOffset(hex));
    }
    paintHexArea(painter, renderer, shown, SelectionFill, SelectionOutline);
}

} // namespace hexwright
