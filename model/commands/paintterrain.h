// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariodocument.h"

#include <QHash>
#include <QUndoCommand>

namespace hexwright {

/**
 * Paints terrain over the panels (or erases paint with NoTerrain). A brush stroke pushes one
 * command per mouse move with the same stroke id; they merge into one undo step, which
 * keeps each hex's value from before the stroke.
 */
class PaintTerrain : public QUndoCommand
{
public:
    PaintTerrain(ScenarioDocument *document, QList<TerrainChange> changes, int strokeId,
                 QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

    /// A new stroke id for a tool that starts a stroke.
    static int nextStrokeId();

private:
    ScenarioDocument *m_document;
    QList<TerrainChange> m_changes; ///< the values painted
    QList<TerrainChange> m_previous; ///< the values before, same order
    QHash<quint64, qsizetype> m_index; ///< hex -> position in m_changes
    int m_strokeId;
    bool m_done = false;
};

} // namespace hexwright
