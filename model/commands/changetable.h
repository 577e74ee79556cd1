// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "commands/commandids.h"
#include "document/scenariodocument.h"
#include "scenario/scenario.h"

#include <QUndoCommand>

namespace hexwright {

/**
 * Replaces a table scenario's layout (its pieces, objectives, deployment areas) with a new
 * one computed by the pure edits of edit/tableedits.h. Undo and redo are the same swap, as
 * ChangeScenarioPart's; commands with the same non-empty merge key in a row merge into one
 * step (one drag of a piece, one spin box dragged), and a merged step that ends where it
 * started is obsolete.
 */
class ChangeTable : public QUndoCommand
{
public:
    ChangeTable(ScenarioDocument *document, TableLayout table, const QString &text,
                const QString &mergeKey = QString(), QUndoCommand *parent = nullptr)
        : QUndoCommand(text, parent)
        , m_document(document)
        , m_table(std::move(table))
        , m_mergeKey(mergeKey)
    { }

    void undo() override { swap(); }
    void redo() override { swap(); }
    int id() const override { return m_mergeKey.isEmpty() ? -1 : int(CommandId::ChangeTable); }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const ChangeTable *>(other);
        if (next->m_document != m_document || next->m_mergeKey != m_mergeKey)
            return false;
        setObsolete(m_document->scenario().table == m_table);
        return true;
    }

private:
    void swap()
    {
        if (!m_document->scenario().table)
            return;
        TableLayout current = *m_document->scenario().table;
        m_document->setTable(m_table);
        m_table = std::move(current);
    }

    ScenarioDocument *m_document;
    TableLayout m_table;
    QString m_mergeKey;
};

} // namespace hexwright
