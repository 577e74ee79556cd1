// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariodocument.h"

#include <QUndoCommand>

#include <optional>

namespace hexwright {

/**
 * Replaces the map layout: placing, moving, turning, duplicating or removing panels, or a
 * whole typed layout. Undo and redo are the same swap (Tiled's ChangeValue idea). Zones made
 * from a preset ("the east edge of Board 3") follow in the same step: their hexes are
 * computed again over the new layout, and undo gives back the old ones.
 */
class ChangeLayout : public QUndoCommand
{
public:
    ChangeLayout(ScenarioDocument *document, QList<PanelPlacement> layout, const QString &text,
                 QUndoCommand *parent = nullptr);

    void undo() override { swap(); }
    void redo() override { swap(); }
    int id() const override;

private:
    void swap();

    ScenarioDocument *m_document;
    QList<PanelPlacement> m_layout;
    std::optional<QList<Zone>> m_zones; ///< the zones to swap in, when presets moved any
};

/// Draws and erases road links between hex centres; undo and redo swap the edit lists.
class EditRoads : public QUndoCommand
{
public:
    /// Sets each link of @p links present (true) or absent (false) on top of the panels.
    EditRoads(ScenarioDocument *document, const QList<std::pair<RoadLink, bool>> &links,
              QUndoCommand *parent = nullptr);

    void undo() override { swap(); }
    void redo() override { swap(); }
    int id() const override;

private:
    void swap();

    ScenarioDocument *m_document;
    QList<RoadLink> m_added;
    QList<RoadLink> m_removed;
};

} // namespace hexwright
