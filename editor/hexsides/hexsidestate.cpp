// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "hexsides/hexsidestate.h"

#include "editorcontext.h"
#include "ruleset/ruleset.h"

namespace hexwright {

HexsideState::HexsideState(EditorContext *context)
    : QObject(context)
    , m_context(context)
{
    // A new ruleset: its first hexside type, or none.
    const auto follow = [this](ScenarioDocument *document) {
        const bool has = document && !document->ruleset().hexsides.isEmpty();
        if (!has)
            setType(NoHexside);
        else if (!document->ruleset().hexsideAt(m_type))
            setType(0);
    };
    connect(context, &EditorContext::documentChanged, this, follow);
    follow(context->document());
}

ScenarioDocument *HexsideState::document() const
{
    return m_context->document();
}

void HexsideState::setType(quint8 type)
{
    if (type == m_type)
        return;
    m_type = type;
    Q_EMIT typeChanged(type);
}

void HexsideState::setHeight(int height)
{
    if (height == m_height)
        return;
    m_height = height;
    Q_EMIT heightChanged(height);
}

} // namespace hexwright
