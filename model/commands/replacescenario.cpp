// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "commands/replacescenario.h"

namespace hexwright {

ReplaceScenario::ReplaceScenario(ScenarioDocument *document, Scenario scenario, const QString &text,
                                 QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_scenario(std::move(scenario))
{ }

void ReplaceScenario::swap()
{
    Scenario current = m_document->scenario();
    m_document->replaceScenario(m_scenario);
    m_scenario = std::move(current);
}

} // namespace hexwright
