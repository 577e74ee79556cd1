// SPDX-FileCopyrightText: 2026 Hexwright contributors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "editorcontext.h"
#include "panels/panellayouteditor.h"

namespace hexwright {

void installPanelAssembly(EditorContext &context)
{
    // Owned by the context; found by tests and other features as "panelLayoutEditor".
    new PanelLayoutEditor(context);
}

} // namespace hexwright
