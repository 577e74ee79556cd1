// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "maptool.h"

namespace hexwright {

class SetupState;

/**
 * Moves units set up on the map: drag a stack from hex to hex (one undo step; units of the
 * same kind on the target join into one entry), and Delete or Backspace sends the units
 * under the cursor back off board, where they join their line. Units come onto the map by
 * dragging roster lines from the Forces dock, whatever the tool.
 */
class SetupTool : public MapTool
{
    Q_OBJECT

public:
    explicit SetupTool(SetupState *state);

    void activate() override;
    void deactivate() override;
    void mousePressed(const MapMouseEvent &event) override;
    void mouseMoved(const MapMouseEvent &event) override;
    void mouseReleased(const MapMouseEvent &event) override;
    bool keyPressed(QKeyEvent *event) override;
    void paintOverlay(QPainter *painter, const MapRenderer &renderer, qreal pixelsPerUnit) override;
    QCursor cursor() const override;

    /// Moves the stack on @p from to @p to; false if there was nothing to move.
    bool moveStack(OffsetCoord from, OffsetCoord to);
    /// Sends every unit on @p hex off board; false if there were none.
    bool returnOffBoard(OffsetCoord hex);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    SetupState *m_state;
    std::optional<OffsetCoord> m_from; ///< the stack being dragged
    std::optional<OffsetCoord> m_hover;
};

} // namespace hexwright
