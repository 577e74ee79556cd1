// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrain/selecttools.h"

#include "document/scenariodocument.h"
#include "edit/hexregion.h"
#include "edit/terrainedits.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "mapview.h"
#include "render/maprenderer.h"
#include "ruleset/ruleset.h"
#include "shell/actionicons.h"
#include "terrain/terrainstate.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QKeyEvent>
#include <QKeySequence>
#include <QPainter>
#include <QPainterPath>

namespace hexwright {

// --- Selection gestures ----------------------------------------------------------------------

void SelectTool::begin(Qt::KeyboardModifiers modifiers)
{
    if (modifiers & Qt::ControlModifier)
        m_mode = Mode::Subtract;
    else if (modifiers & Qt::ShiftModifier)
        m_mode = Mode::Add;
    else
        m_mode = Mode::Replace;
    m_base = m_mode == Mode::Replace ? QSet<HexCoord>() : state()->selection();
}

void SelectTool::apply(const QList<OffsetCoord> &hexes)
{
    const OffsetSystem offsets = state()->offsets();
    QSet<HexCoord> selection = m_base;
    for (const OffsetCoord hex : hexes) {
        if (m_mode == Mode::Subtract)
            selection.remove(offsets.fromOffset(hex));
        else
            selection.insert(offsets.fromOffset(hex));
    }
    state()->setSelection(selection);
}

// --- Rectangle -------------------------------------------------------------------------------

RectSelectTool::RectSelectTool(TerrainState *state)
    : SelectTool(state, tr("Rectangle &Select"),
                 actionIcon(QStringLiteral("hexwright-select-rectangle")), QKeySequence(Qt::Key_M))
{
    action()->setObjectName(QStringLiteral("terrainRectSelectAction"));
    action()->setStatusTip(tr("Drag to select a block of hexes; Shift adds, Ctrl takes away"));
}

void RectSelectTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || !document())
        return;
    m_anchor = hexUnder(event);
    begin(event.modifiers);
    if (m_anchor)
        apply(hexesInOffsetRect(document()->map(), *m_anchor, *m_anchor));
}

void RectSelectTool::mouseMoved(const MapMouseEvent &event)
{
    if (!m_anchor || !(event.buttons & Qt::LeftButton))
        return;
    if (const std::optional<OffsetCoord> hex = hexUnder(event))
        apply(hexesInOffsetRect(document()->map(), *m_anchor, *hex));
}

void RectSelectTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button == Qt::LeftButton)
        m_anchor.reset();
}

bool RectSelectTool::cancel()
{
    const bool dragging = m_anchor.has_value();
    m_anchor.reset();
    return dragging;
}

// --- Lasso ---------------------------------------------------------------------------------

LassoSelectTool::LassoSelectTool(TerrainState *state)
    : SelectTool(state, tr("L&asso Select"), actionIcon(QStringLiteral("hexwright-select-lasso")),
                 QKeySequence(Qt::Key_Q))
{
    action()->setObjectName(QStringLiteral("terrainLassoSelectAction"));
    action()->setStatusTip(tr("Draw round the hexes to select; Shift adds, Ctrl takes away"));
}

void LassoSelectTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || !document())
        return;
    begin(event.modifiers);
    m_outline = {event.scenePos};
    refreshPreview();
}

void LassoSelectTool::mouseMoved(const MapMouseEvent &event)
{
    if (m_outline.isEmpty() || !(event.buttons & Qt::LeftButton))
        return;
    // Keep points a couple of pixels apart: a long lasso stays a modest polygon.
    const qreal minimum = 2 / std::max(context()->view()->zoom(), 0.001);
    const QPointF delta = event.scenePos - m_outline.constLast();
    if (std::abs(delta.x()) + std::abs(delta.y()) < minimum)
        return;
    m_outline.append(event.scenePos);
    refreshPreview();
}

void LassoSelectTool::mouseReleased(const MapMouseEvent &event)
{
    if (event.button != Qt::LeftButton || m_outline.isEmpty())
        return;
    m_outline.append(event.scenePos);
    if (const MapRenderer *renderer = state()->renderer())
        apply(hexesInPolygon(*renderer, m_outline));
    m_outline.clear();
    refreshPreview();
}

bool LassoSelectTool::cancel()
{
    const bool drawing = !m_outline.isEmpty();
    m_outline.clear();
    return drawing;
}

void LassoSelectTool::paintPreview(QPainter *painter, const MapRenderer &, qreal)
{
    if (m_outline.size() < 2)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(QColor(70, 150, 255, 50));
    QPen pen(QColor(255, 255, 255), 1.5, Qt::DashLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->drawPolygon(m_outline);
}

QRectF LassoSelectTool::previewBounds() const
{
    return m_outline.boundingRect();
}

// --- Paste ---------------------------------------------------------------------------------

PasteTool::PasteTool(TerrainState *state)
    : TerrainTool(state, tr("Place Clipboard"), QIcon(), QKeySequence())
{
    action()->setObjectName(QStringLiteral("terrainPlaceAction"));
    connect(state->context(), &EditorContext::documentChanged, this, [this] {
        if (isPlacing())
            finish();
    });
}

bool PasteTool::start()
{
    const ScenarioDocument *doc = document();
    const HexClipboard clipboard = state()->clipboard();
    if (!doc || clipboard.isEmpty()) {
        context()->showStatus(tr("Nothing to paste: select hexes and copy them first"));
        return false;
    }
    if (clipboard.rulesetId() != doc->ruleset().id) {
        context()->showStatus(tr("The copied hexes belong to another game's ruleset"));
        return false;
    }
    m_clipboard = clipboard;
    if (context()->activeTool() != this)
        m_previous = context()->activeTool();
    m_centre = context()->view()->hoveredHex();
    context()->activateTool(this);
    refreshPreview();
    context()->showStatus(tr("Click to paste (Shift+click to paste again); R and Shift+R turn "
                             "it, M mirrors it, Esc cancels"),
                          0);
    return true;
}

void PasteTool::rotate(int sixths)
{
    m_clipboard = m_clipboard.rotated(sixths);
    refreshPreview();
}

void PasteTool::mirror()
{
    const ScenarioDocument *doc = document();
    if (!doc)
        return;
    // Left to right as the map is drawn: the mirror line depends on the orientation.
    m_clipboard = m_clipboard.mirrored(doc->map().orientation());
    refreshPreview();
}

void PasteTool::activate()
{
    // R and M are other tools' shortcuts: while placing they turn and mirror instead.
    context()->view()->installEventFilter(this);
    context()->view()->viewport()->installEventFilter(this);
}

void PasteTool::deactivate()
{
    context()->view()->removeEventFilter(this);
    context()->view()->viewport()->removeEventFilter(this);
    TerrainTool::deactivate();
}

bool PasteTool::eventFilter(QObject *, QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_R || key == Qt::Key_M || key == Qt::Key_Escape) {
            event->accept();
            return true;
        }
    }
    return false;
}

bool PasteTool::keyPressed(QKeyEvent *event)
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (event->key() == Qt::Key_R
        && (modifiers == Qt::NoModifier || modifiers == Qt::ShiftModifier)) {
        rotate(modifiers == Qt::ShiftModifier ? -1 : 1);
        return true;
    }
    if (event->key() == Qt::Key_M && modifiers == Qt::NoModifier) {
        mirror();
        return true;
    }
    if (event->key() == Qt::Key_Escape) {
        context()->showStatus(tr("Paste cancelled"));
        finish();
        return true;
    }
    return TerrainTool::keyPressed(event);
}

void PasteTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button == Qt::RightButton) {
        context()->showStatus(tr("Paste cancelled"));
        finish();
        return;
    }
    ScenarioDocument *doc = document();
    const std::optional<OffsetCoord> centre = hexUnder(event);
    if (event.button != Qt::LeftButton || !doc || !centre || m_clipboard.isEmpty())
        return;
    m_centre = centre;
    const QList<OffsetCoord> placed = ghostHexes();
    if (pasteHexes(doc, m_clipboard, *centre))
        context()->showStatus(tr("Pasted %n hex(es)", nullptr, int(placed.size())));
    else
        context()->showStatus(tr("Nothing changed: the map is like that already"));
    // The pasted hexes become the selection, ready to be moved on or erased.
    state()->setSelection(placed);
    if (!(event.modifiers & Qt::ShiftModifier))
        finish();
}

void PasteTool::mouseMoved(const MapMouseEvent &event)
{
    const std::optional<OffsetCoord> centre = hexUnder(event);
    if (centre != m_centre) {
        m_centre = centre;
        refreshPreview();
    }
}

void PasteTool::finish()
{
    cancel();
    refreshPreview();
    MapTool *next = m_previous ? m_previous.data() : nullptr;
    if (!next && !context()->tools().isEmpty())
        next = context()->tools().first();
    if (context()->activeTool() == this)
        context()->activateTool(next);
}

bool PasteTool::cancel()
{
    const bool placing = isPlacing();
    m_clipboard = HexClipboard();
    return placing;
}

QList<OffsetCoord> PasteTool::ghostHexes() const
{
    const ScenarioDocument *doc = document();
    QList<OffsetCoord> hexes;
    if (!doc || !m_centre)
        return hexes;
    for (const TerrainChange &cell : m_clipboard.placedTerrain(doc->map().offsets(), *m_centre)) {
        if (isPaintable(doc->map(), cell.hex))
            hexes.append(cell.hex);
    }
    return hexes;
}

void PasteTool::paintPreview(QPainter *painter, const MapRenderer &renderer, qreal)
{
    const ScenarioDocument *doc = document();
    if (!doc || !m_centre || m_clipboard.isEmpty())
        return;
    const QList<TerrainType> &terrain = doc->ruleset().terrain;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, false);
    painter->setPen(Qt::NoPen);
    for (const TerrainChange &cell : m_clipboard.placedTerrain(doc->map().offsets(), *m_centre)) {
        if (cell.terrain >= terrain.size() || !isPaintable(doc->map(), cell.hex))
            continue;
        QColor colour = terrain.at(cell.terrain).colour;
        colour.setAlpha(185);
        painter->setBrush(colour);
        painter->drawPolygon(renderer.hexPolygon(cell.hex));
    }
    painter->setRenderHint(QPainter::Antialiasing);
    QColor road = doc->ruleset().road.colour;
    road.setAlpha(210);
    painter->setPen(QPen(road, renderer.acrossFlats() * 0.14, Qt::SolidLine, Qt::RoundCap));
    for (const RoadLink &link : m_clipboard.placedRoads(doc->map().offsets(), *m_centre))
        painter->drawLine(renderer.hexCentre(link.a), renderer.hexCentre(link.b));
    painter->restore();
    paintHexArea(painter, renderer, ghostHexes(), Qt::transparent, Qt::white);
    // The centre hex, which R turns the ghost around.
    QPen pen(Qt::white, 1.5, Qt::DashLine);
    pen.setCosmetic(true);
    painter->setPen(pen);
    painter->setBrush(Qt::NoBrush);
    painter->drawPolygon(renderer.hexPolygon(*m_centre));
}

QRectF PasteTool::previewBounds() const
{
    const MapRenderer *renderer = state()->renderer();
    if (!renderer || !m_centre)
        return {};
    QList<OffsetCoord> hexes;
    for (const TerrainChange &cell : m_clipboard.placedTerrain(renderer->offsets(), *m_centre))
        hexes.append(cell.hex);
    hexes.append(*m_centre);
    return hexBounds(*renderer, hexes);
}

} // namespace hexwright
