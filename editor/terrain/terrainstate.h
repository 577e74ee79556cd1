// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "edit/hexclipboard.h"
#include "hex/hexcoord.h"
#include "hex/offsetcoord.h"

#include <QObject>
#include <QSet>

namespace hexwright {

class EditorContext;
class MapRenderer;
class ScenarioDocument;

/**
 * What the terrain tools share: the terrain they paint (NoTerrain = erase paint), the brush
 * radius, the selection and the hex clipboard. The palette dock, the tool bar and the Edit
 * menu show it; the tools read it. A new document clears the selection.
 */
class TerrainState : public QObject
{
    Q_OBJECT

public:
    static constexpr int MaxBrushRadius = 2;

    explicit TerrainState(EditorContext *context);

    EditorContext *context() const { return m_context; }
    ScenarioDocument *document() const;
    /// The map view's renderer, or null when no map is shown.
    const MapRenderer *renderer() const;

    /// The terrain index painted, or NoTerrain to erase paint.
    quint8 terrain() const { return m_terrain; }
    void setTerrain(quint8 terrain);
    /// The ruleset's name of @p terrain, or "Erase paint" for NoTerrain.
    QString terrainName(quint8 terrain) const;
    int terrainCount() const;

    int brushRadius() const { return m_brushRadius; }
    void setBrushRadius(int radius);

    /// The open map's numbering, which turns its offsets into the axial hexes the selection
    /// holds (flat-top or pointy-top, as the ruleset says).
    OffsetSystem offsets() const;

    const QSet<HexCoord> &selection() const { return m_selection; }
    bool hasSelection() const { return !m_selection.isEmpty(); }
    bool isSelected(OffsetCoord hex) const;
    /// The selection as map hexes, in column then row order.
    QList<OffsetCoord> selectedHexes() const;
    void setSelection(const QList<OffsetCoord> &hexes);
    void setSelection(const QSet<HexCoord> &hexes);
    void clearSelection();

    /// The hexes last copied, here or in another window (through the system clipboard).
    const HexClipboard &clipboard() const { return m_clipboard; }
    void setClipboard(const HexClipboard &clipboard);

Q_SIGNALS:
    void terrainChanged(quint8 terrain);
    void brushRadiusChanged(int radius);
    void selectionChanged();
    void clipboardChanged();
    /// The mouse left the map view: tools drop their hover previews.
    void pointerLeft();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void documentChanged();
    void systemClipboardChanged();

    EditorContext *m_context;
    quint8 m_terrain = 0;
    int m_brushRadius = 0;
    QSet<HexCoord> m_selection;
    HexClipboard m_clipboard;
};

} // namespace hexwright
