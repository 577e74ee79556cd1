// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/paintterrain.h"

#include "commands/commandids.h"

#include <QCoreApplication>

namespace hexwright {

namespace {
quint64 key(OffsetCoord hex)
{
    return (quint64(quint32(hex.col)) << 32) | quint32(hex.row);
}
} // namespace

PaintTerrain::PaintTerrain(ScenarioDocument *document, QList<TerrainChange> changes, int strokeId,
                           QUndoCommand *parent)
    : QUndoCommand(parent)
    , m_document(document)
    , m_strokeId(strokeId)
{
    setText(QCoreApplication::translate("Undo Commands", "Paint terrain"));
    // The last value given for a hex wins; each hex appears once.
    for (const TerrainChange &change : changes) {
        const auto it = m_index.constFind(key(change.hex));
        if (it != m_index.cend()) {
            m_changes[*it].terrain = change.terrain;
        } else {
            m_index.insert(key(change.hex), m_changes.size());
            m_changes.append(change);
        }
    }
}

void PaintTerrain::redo()
{
    const QList<TerrainChange> previous = m_document->setTerrain(m_changes);
    if (!m_done) {
        m_previous = previous;
        m_done = true;
    }
    QUndoCommand::redo();
}

void PaintTerrain::undo()
{
    QUndoCommand::undo();
    // Restore in reverse so that a hex painted twice ends at its first value.
    QList<TerrainChange> reversed(m_previous.crbegin(), m_previous.crend());
    m_document->setTerrain(reversed);
}

int PaintTerrain::id() const
{
    return int(CommandId::PaintTerrain);
}

bool PaintTerrain::mergeWith(const QUndoCommand *other)
{
    const auto *next = static_cast<const PaintTerrain *>(other);
    if (next->m_strokeId != m_strokeId || next->m_document != m_document || childCount() > 0)
        return false;
    // The other command has been done already: its previous values are the state after
    // this one, so only hexes new to the stroke contribute a "before" value.
    for (qsizetype i = 0; i < next->m_changes.size(); ++i) {
        const TerrainChange &change = next->m_changes.at(i);
        const auto it = m_index.constFind(key(change.hex));
        if (it != m_index.cend()) {
            m_changes[*it].terrain = change.terrain;
        } else {
            m_index.insert(key(change.hex), m_changes.size());
            m_changes.append(change);
            m_previous.append(next->m_previous.at(i));
        }
    }
    return true;
}

int PaintTerrain::nextStrokeId()
{
    static int strokes = 0;
    return ++strokes;
}

} // namespace hexwright
