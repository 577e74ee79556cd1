// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "families/hammers-slammers/rules/los.h"
#include "maptool.h"

#include <optional>

namespace hexwright {

/**
 * The editor's line-of-sight tool: click the firer's hex, then the target's; the map shows
 * every hex the line crosses with its LOS value and the verdict, and the status bar says it
 * in words. Until the second click the line follows the mouse. A further click starts again
 * from that hex; Escape or the right button clear. It computes exactly what
 * `hexwright-cli los` prints: rules::traceLineOfSight() on the scenario as it stands.
 */
class LosTool : public MapTool
{
    Q_OBJECT

public:
    explicit LosTool(EditorContext *context);

    /// The trace shown (the fixed one, or the one following the mouse), if any.
    std::optional<rules::LosTrace> trace() const { return m_trace; }
    std::optional<HexCoord> firer() const { return m_firer; }
    /// The trace between two hexes of the open scenario, as the rules compute it.
    std::optional<rules::LosTrace> traceBetween(HexCoord firer, HexCoord target) const;

    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;
    QCursor cursor() const override { return Qt::CrossCursor; }

private:
    void clear();
    void show(HexCoord target);

    std::optional<HexCoord> m_firer;
    bool m_fixed = false; ///< the target was clicked: the line stays put
    std::optional<rules::LosTrace> m_trace;
};

} // namespace hexwright
