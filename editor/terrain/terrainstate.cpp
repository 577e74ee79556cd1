// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "terrain/terrainstate.h"

#include "document/scenariodocument.h"
#include "editorcontext.h"
#include "map/hexmap.h"
#include "mapview.h"
#include "ruleset/ruleset.h"

#include <QClipboard>
#include <QEvent>
#include <QGuiApplication>
#include <QMimeData>

#include <algorithm>

namespace hexwright {

TerrainState::TerrainState(EditorContext *context)
    : QObject(context)
    , m_context(context)
{
    setObjectName(QStringLiteral("terrainState"));
    connect(context, &EditorContext::documentChanged, this, &TerrainState::documentChanged);
    context->view()->viewport()->installEventFilter(this);
    connect(QGuiApplication::clipboard(), &QClipboard::dataChanged, this,
            &TerrainState::systemClipboardChanged);
}

ScenarioDocument *TerrainState::document() const
{
    return m_context->document();
}

const MapRenderer *TerrainState::renderer() const
{
    return m_context->view()->renderer();
}

void TerrainState::setTerrain(quint8 terrain)
{
    if (terrain != NoTerrain && int(terrain) >= terrainCount())
        return;
    if (terrain == m_terrain)
        return;
    m_terrain = terrain;
    Q_EMIT terrainChanged(terrain);
}

QString TerrainState::terrainName(quint8 terrain) const
{
    if (terrain == NoTerrain)
        return tr("Erase paint");
    const ScenarioDocument *doc = document();
    if (!doc || terrain >= doc->ruleset().terrain.size())
        return QString();
    return doc->ruleset().terrain.at(terrain).name;
}

int TerrainState::terrainCount() const
{
    const ScenarioDocument *doc = document();
    return doc ? int(doc->ruleset().terrain.size()) : 0;
}

void TerrainState::setBrushRadius(int radius)
{
    radius = std::clamp(radius, 0, MaxBrushRadius);
    if (radius == m_brushRadius)
        return;
    m_brushRadius = radius;
    Q_EMIT brushRadiusChanged(radius);
}

OffsetSystem TerrainState::offsets() const
{
    // With no map there is no selection either (a new document clears it), so the numbering
    // only has to be some numbering: the default one of HexMap.
    const ScenarioDocument *doc = document();
    return doc ? doc->map().offsets() : HexMap::Offsets;
}

bool TerrainState::isSelected(OffsetCoord hex) const
{
    return m_selection.contains(offsets().fromOffset(hex));
}

QList<OffsetCoord> TerrainState::selectedHexes() const
{
    const OffsetSystem numbering = offsets();
    QList<OffsetCoord> hexes;
    hexes.reserve(m_selection.size());
    for (const HexCoord hex : m_selection)
        hexes.append(numbering.toOffset(hex));
    std::sort(hexes.begin(), hexes.end(), [](OffsetCoord a, OffsetCoord b) {
        return a.col < b.col || (a.col == b.col && a.row < b.row);
    });
    return hexes;
}

void TerrainState::setSelection(const QList<OffsetCoord> &hexes)
{
    const OffsetSystem numbering = offsets();
    QSet<HexCoord> selection;
    selection.reserve(hexes.size());
    for (const OffsetCoord hex : hexes)
        selection.insert(numbering.fromOffset(hex));
    setSelection(selection);
}

void TerrainState::setSelection(const QSet<HexCoord> &hexes)
{
    if (hexes == m_selection)
        return;
    m_selection = hexes;
    Q_EMIT selectionChanged();
}

void TerrainState::clearSelection()
{
    if (m_selection.isEmpty())
        return;
    m_selection.clear();
    Q_EMIT selectionChanged();
}

void TerrainState::systemClipboardChanged()
{
    // Hexes copied in another window (or another Hexwright) become ours; anything else on the
    // system clipboard leaves the last hexes copied here in place.
    const QMimeData *mime = QGuiApplication::clipboard()->mimeData();
    if (!mime || !mime->hasFormat(HexClipboard::MimeType))
        return;
    const QByteArray data = mime->data(HexClipboard::MimeType);
    if (data == m_clipboard.toByteArray())
        return;
    if (const std::optional<HexClipboard> shared = HexClipboard::fromByteArray(data)) {
        m_clipboard = *shared;
        Q_EMIT clipboardChanged();
    }
}

void TerrainState::setClipboard(const HexClipboard &clipboard)
{
    m_clipboard = clipboard;
    auto *mime = new QMimeData;
    mime->setData(HexClipboard::MimeType, clipboard.toByteArray());
    QGuiApplication::clipboard()->setMimeData(mime);
    Q_EMIT clipboardChanged();
}

bool TerrainState::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Leave)
        Q_EMIT pointerLeft();
    return QObject::eventFilter(watched, event);
}

void TerrainState::documentChanged()
{
    clearSelection();
    // Another ruleset may have fewer terrain types.
    if (m_terrain != NoTerrain && int(m_terrain) >= terrainCount() && terrainCount() > 0) {
        m_terrain = 0;
        Q_EMIT terrainChanged(m_terrain);
    }
}

} // namespace hexwright
