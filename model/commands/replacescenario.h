// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "document/scenariodocument.h"

#include <QUndoCommand>

namespace hexwright {

/**
 * Replaces the whole scenario at once: for edits that move everything together, such as
 * shifting the map when a panel is put west or north of it (shiftScenario()). Undo and redo
 * swap the two scenarios; every part's signal is emitted.
 */
class ReplaceScenario : public QUndoCommand
{
public:
    ReplaceScenario(ScenarioDocument *document, Scenario scenario, const QString &text,
                    QUndoCommand *parent = nullptr);

    void undo() override { swap(); }
    void redo() override { swap(); }

private:
    void swap();

    ScenarioDocument *m_document;
    Scenario m_scenario;
};

} // namespace hexwright
