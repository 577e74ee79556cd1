// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrain/painttools.h"

#include "commands/paintterrain.h"
#include "document/scenariodocument.h"
#include "edit/hexregion.h"
#include "edit/terrainedits.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "render/maprenderer.h"
#include "shell/actionicons.h"
#include "terrain/terrainstate.h"

#include <QAction>
#include <QCoreApplication>
#include <QIcon>
#include <QKeySequence>
#include <QPainter>
#include <QUndoStack>

namespace hexwright {

namespace {

/// Regions larger than this are filled but not previewed: hovering must stay instant.
constexpr qsizetype PreviewLimit = 5000;

const QColor PreviewOutline(255, 255, 255);
const QColor EraseOutline(230, 40, 40);

QList<OffsetCoord> footprintOf(const TerrainState *state, std::optional<OffsetCoord> hex)
{
    const ScenarioDocument *doc = state->document();
    if (!hex || !doc)
        return {};
    return brushFootprint(doc->map(), *hex, state->brushRadius());
}

} // namespace

void pickTerrainAt(TerrainState *state, OffsetCoord hex)
{
    const ScenarioDocument *doc = state->document();
    if (!doc || !doc->map().contains(hex))
        return;
    const quint8 terrain = doc->map().terrainAt(hex);
    state->setTerrain(terrain);
    state->context()->showStatus(
        QCoreApplication::translate("TerrainTools", "Painting %1 (from %2)")
            .arg(state->terrainName(terrain), doc->map().label(hex)));
}

// --- Brush ---------------------------------------------------------------------------------

BrushTool::BrushTool(TerrainState *state)
    : TerrainTool(state, tr("&Brush"), actionIcon(QStringLiteral("hexwright-brush")),
                  QKeySequence(Qt::Key_B))
{
    action()->setObjectName(QStringLiteral("terrainBrushAction"));
    action()->setStatusTip(tr("Paint the current terrain by dragging; right button erases "
                              "paint, Alt+click picks the terrain under the cursor"));
    connect(state, &TerrainState::brushRadiusChanged, this, [this] { refreshPreview(); });
    connect(state, &TerrainState::terrainChanged, this, [this] { refreshPreview(); });
}

void BrushTool::mousePressed(const MapMouseEvent &event)
{
    const std::optional<OffsetCoord> hex = hexUnder(event);
    if (!hex || !document() || m_last)
        return;
    if (event.button == Qt::LeftButton && (event.modifiers & Qt::AltModifier)) {
        pickTerrainAt(state(), *hex);
        return;
    }
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton)
        return;
    m_strokeTerrain = event.button == Qt::RightButton ? NoTerrain : state()->terrain();
    m_strokeId = PaintTerrain::nextStrokeId();
    m_stroke.clear();
    m_last = hex;
    paint(brushFootprint(document()->map(), *hex, state()->brushRadius()));
}

void BrushTool::mouseMoved(const MapMouseEvent &event)
{
    const std::optional<OffsetCoord> hex = hexUnder(event);
    if (hex != m_hover) {
        m_hover = hex;
        refreshPreview();
    }
    if (!m_last || !hex || *hex == *m_last || !document())
        return;
    // A fast mouse skips hexes: paint the line from the last centre, not just the new one.
    paint(lineFootprint(document()->map(), *m_last, *hex, state()->brushRadius()));
    m_last = hex;
}

void BrushTool::mouseReleased(const MapMouseEvent &event)
{
    if (!m_last)
        return;
    const bool ending = (event.button == Qt::LeftButton && m_strokeTerrain != NoTerrain)
        || (event.button == Qt::RightButton && m_strokeTerrain == NoTerrain)
        || event.buttons == Qt::NoButton;
    if (ending)
        cancel();
}

bool BrushTool::cancel()
{
    // What was painted stays: the stroke is already one undo step.
    const bool painting = m_last.has_value();
    m_last.reset();
    m_stroke.clear();
    return painting;
}

void BrushTool::paint(const QList<OffsetCoord> &hexes)
{
    const OffsetSystem offsets = state()->offsets();
    QList<OffsetCoord> fresh;
    for (const OffsetCoord hex : hexes) {
        const HexCoord axial = offsets.fromOffset(hex);
        if (!m_stroke.contains(axial)) {
            m_stroke.insert(axial);
            fresh.append(hex);
        }
    }
    if (fresh.isEmpty())
        return;
    const QString text = m_strokeTerrain == NoTerrain
        ? tr("Erase paint")
        : tr("Paint %1").arg(state()->terrainName(m_strokeTerrain));
    paintHexes(document(), fresh, m_strokeTerrain, m_strokeId, text);
}

void BrushTool::paintPreview(QPainter *painter, const MapRenderer &renderer, qreal)
{
    paintHexArea(painter, renderer, footprintOf(state(), m_hover), terrainColour(),
                 state()->terrain() == NoTerrain ? EraseOutline : PreviewOutline);
}

QRectF BrushTool::previewBounds() const
{
    const MapRenderer *renderer = state()->renderer();
    return renderer ? hexBounds(*renderer, footprintOf(state(), m_hover)) : QRectF();
}

// --- Line ----------------------------------------------------------------------------------

LineTool::LineTool(TerrainState *state)
    : TerrainTool(state, tr("&Line"), actionIcon(QStringLiteral("hexwright-line")),
                  QKeySequence(Qt::Key_L))
{
    action()->setObjectName(QStringLiteral("terrainLineAction"));
    action()->setStatusTip(tr("Drag from hex to hex to paint a straight line with the brush; "
                              "the right button erases paint along it"));
    connect(state, &TerrainState::brushRadiusChanged, this, [this] { refreshPreview(); });
    connect(state, &TerrainState::terrainChanged, this, [this] { refreshPreview(); });
}

QList<OffsetCoord> LineTool::footprint() const
{
    const ScenarioDocument *doc = document();
    if (!doc || !m_hover)
        return {};
    if (!m_start)
        return brushFootprint(doc->map(), *m_hover, state()->brushRadius());
    return lineFootprint(doc->map(), *m_start, *m_hover, state()->brushRadius());
}

void LineTool::mousePressed(const MapMouseEvent &event)
{
    const std::optional<OffsetCoord> hex = hexUnder(event);
    if (!hex || !document() || m_start)
        return;
    if (event.button == Qt::LeftButton && (event.modifiers & Qt::AltModifier)) {
        pickTerrainAt(state(), *hex);
        return;
    }
    if (event.button != Qt::LeftButton && event.button != Qt::RightButton)
        return;
    m_erase = event.button == Qt::RightButton;
    m_start = hex;
    m_hover = hex;
    refreshPreview();
}

void LineTool::mouseMoved(const MapMouseEvent &event)
{
    const std::optional<OffsetCoord> hex = hexUnder(event);
    if (hex && hex != m_hover) {
        m_hover = hex;
        refreshPreview();
    }
}

void LineTool::mouseReleased(const MapMouseEvent &event)
{
    if (!m_start || event.button != (m_erase ? Qt::RightButton : Qt::LeftButton))
        return;
    if (const std::optional<OffsetCoord> hex = hexUnder(event))
        m_hover = hex;
    const QList<OffsetCoord> hexes = footprint();
    const quint8 terrain = m_erase ? NoTerrain : state()->terrain();
    m_start.reset();
    paintHexes(document(), hexes, terrain, PaintTerrain::nextStrokeId(),
               m_erase ? tr("Erase paint along a line")
                       : tr("Paint a line of %1").arg(state()->terrainName(terrain)));
    refreshPreview();
}

void LineTool::pointerLeft()
{
    if (!m_start)
        m_hover.reset();
}

bool LineTool::cancel()
{
    const bool dragging = m_start.has_value();
    m_start.reset();
    return dragging;
}

void LineTool::paintPreview(QPainter *painter, const MapRenderer &renderer, qreal)
{
    const bool erasing = m_start ? m_erase : state()->terrain() == NoTerrain;
    paintHexArea(painter, renderer, footprint(),
                 m_start && m_erase ? QColor(255, 255, 255, 140) : terrainColour(),
                 erasing ? EraseOutline : PreviewOutline);
}

QRectF LineTool::previewBounds() const
{
    const MapRenderer *renderer = state()->renderer();
    return renderer ? hexBounds(*renderer, footprint()) : QRectF();
}

// --- Fill ----------------------------------------------------------------------------------

FillTool::FillTool(TerrainState *state)
    : TerrainTool(state, tr("&Fill"), actionIcon(QStringLiteral("hexwright-fill")),
                  QKeySequence(Qt::Key_F))
{
    action()->setObjectName(QStringLiteral("terrainFillAction"));
    action()->setStatusTip(tr("Click a hex to give its connected area of the same terrain the "
                              "current terrain"));
    connect(state, &TerrainState::terrainChanged, this, [this] { refreshPreview(); });
    connect(state->context(), &EditorContext::documentChanged, this, [this] {
        cancel();
        if (context()->activeTool() == this)
            activate();
    });
}

void FillTool::activate()
{
    // Undo, redo and other edits change the regions under a resting mouse.
    if (ScenarioDocument *doc = document())
        connect(doc->undoStack(), &QUndoStack::indexChanged, this, &FillTool::refreshRegion,
                Qt::UniqueConnection);
}

void FillTool::refreshRegion()
{
    if (context()->activeTool() == this)
        updateRegion(m_hover);
}

void FillTool::mousePressed(const MapMouseEvent &event)
{
    ScenarioDocument *doc = document();
    if (event.button != Qt::LeftButton || !event.hex || !doc)
        return;
    if (event.modifiers & Qt::AltModifier) {
        pickTerrainAt(state(), *event.hex);
        return;
    }
    const std::optional<QList<OffsetCoord>> region = connectedRegion(doc->map(), *event.hex);
    const quint8 terrain = state()->terrain();
    if (!region
        || !paintHexes(doc, *region, terrain, PaintTerrain::nextStrokeId(),
                       terrain == NoTerrain
                           ? tr("Erase paint in an area")
                           : tr("Fill with %1").arg(state()->terrainName(terrain))))
        context()->showStatus(tr("Nothing to fill: the area has that terrain already"));
    updateRegion(event.hex);
}

void FillTool::mouseMoved(const MapMouseEvent &event)
{
    if (event.hex != m_hover)
        updateRegion(event.hex);
}

void FillTool::updateRegion(std::optional<OffsetCoord> hex)
{
    m_hover = hex;
    m_region.clear();
    const ScenarioDocument *doc = document();
    const MapRenderer *renderer = state()->renderer();
    if (hex && doc && renderer) {
        if (const auto region = connectedRegion(doc->map(), *hex, PreviewLimit))
            m_region = *region;
        else
            m_region = {*hex}; // too large to preview: the clicked hex stands for it
    }
    m_regionBounds = renderer ? hexBounds(*renderer, m_region) : QRectF();
    refreshPreview();
}

bool FillTool::cancel()
{
    m_hover.reset();
    m_region.clear();
    m_regionBounds = QRectF();
    return false;
}

void FillTool::paintPreview(QPainter *painter, const MapRenderer &renderer, qreal)
{
    paintHexArea(painter, renderer, m_region, terrainColour(),
                 state()->terrain() == NoTerrain ? EraseOutline : PreviewOutline);
}

QRectF FillTool::previewBounds() const
{
    return m_regionBounds;
}

// --- Eyedropper ----------------------------------------------------------------------------

EyedropperTool::EyedropperTool(TerrainState *state)
    : TerrainTool(state, tr("&Eyedropper"), actionIcon(QStringLiteral("hexwright-eyedropper")),
                  QKeySequence(Qt::Key_I))
{
    action()->setObjectName(QStringLiteral("terrainEyedropperAction"));
    action()->setStatusTip(tr("Click a hex to paint with its terrain (Alt+click does the same "
                              "in the brush, line and fill tools)"));
}

void EyedropperTool::mousePressed(const MapMouseEvent &event)
{
    if (event.button == Qt::LeftButton && event.hex)
        pickTerrainAt(state(), *event.hex);
}

void EyedropperTool::mouseMoved(const MapMouseEvent &event)
{
    if ((event.buttons & Qt::LeftButton) && event.hex)
        pickTerrainAt(state(), *event.hex);
}

} // namespace hexwright
